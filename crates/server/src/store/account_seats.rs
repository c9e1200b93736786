//! The queries of seats that follow their account (issue 44, item 2), once for both
//! databases like [`super::sql`]'s: a seat bound to an account (`seats.account`), a seat's
//! keys for the account's other browsers (`seat_keys`, only their SHA-256), what an
//! account has finished (`account_progress`), and the vacation days a person took in a year
//! (`account_vacations`, issue 46).

use rules::Seat;
use sqlx::Row;

use super::rows::Result;
use super::sql::Store;

/// A seat of an account's, as its list reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountSeat {
    pub room: String,
    pub seat: Seat,
}

/// What binding a seat to an account did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The seat is the account's (now or already).
    Yes(Seat),
    /// No seat of that room has that token or key.
    NoSeat,
    /// Another account has the seat.
    Other,
}

impl Store {
    /// The seat of room `room` that `hash` plays: its token's or one of its keys'.
    pub async fn seat_of_token(&self, room: &str, hash: &str) -> Result<Option<Seat>> {
        let found: Option<i64> = sqlx::query_scalar(
            "SELECT seat FROM seats WHERE room = $1 AND token_hash = $2
             UNION ALL
             SELECT seat FROM seat_keys WHERE room = $1 AND token_hash = $2",
        )
        .bind(room)
        .bind(hash)
        .fetch_optional(&self.pools.read)
        .await?;
        found.map(super::sql::to_usize).transpose()
    }

    /// The account seat `seat` of `room` is bound to, if any.
    pub async fn seat_account(&self, room: &str, seat: Seat) -> Result<Option<String>> {
        let found: Option<String> =
            sqlx::query_scalar("SELECT account FROM seats WHERE room = $1 AND seat = $2")
                .bind(room)
                .bind(seat as i64)
                .fetch_optional(&self.pools.read)
                .await?;
        Ok(found.filter(|a| !a.is_empty()))
    }

    /// The vacation days `account` took in UTC year `year`.
    pub async fn vacation_used(&self, account: &str, year: i64) -> Result<u32> {
        let used: Option<i64> = sqlx::query_scalar(
            "SELECT used FROM account_vacations WHERE account = $1 AND year = $2",
        )
        .bind(account)
        .bind(year)
        .fetch_optional(&self.pools.write)
        .await?;
        Ok(u32::try_from(used.unwrap_or(0).max(0)).unwrap_or(u32::MAX))
    }

    /// Charges `days` to `account`'s year `year` if the year's total stays within
    /// `allowance`, in one statement (two processes charging at once cannot both pass):
    /// the days used after it, or `None` when they would not fit.
    pub async fn charge_vacation(
        &self,
        account: &str,
        year: i64,
        days: u32,
        allowance: u32,
    ) -> Result<Option<u32>> {
        if days > allowance {
            return Ok(None);
        }
        let used: Option<i64> = sqlx::query_scalar(
            "INSERT INTO account_vacations (account, year, used) VALUES ($1, $2, $3)
             ON CONFLICT (account, year) DO UPDATE SET used = account_vacations.used + $3
             WHERE account_vacations.used + $3 <= $4
             RETURNING used",
        )
        .bind(account)
        .bind(year)
        .bind(i64::from(days))
        .bind(i64::from(allowance))
        .fetch_optional(&self.pools.write)
        .await?;
        Ok(used.map(|u| u32::try_from(u.max(0)).unwrap_or(u32::MAX)))
    }

    /// Gives back `days` charged to `account`'s year `year` that no game took.
    pub async fn refund_vacation(&self, account: &str, year: i64, days: u32) -> Result<()> {
        sqlx::query(
            "UPDATE account_vacations SET used = used - $3
             WHERE account = $1 AND year = $2 AND used >= $3",
        )
        .bind(account)
        .bind(year)
        .bind(i64::from(days))
        .execute(&self.pools.write)
        .await?;
        Ok(())
    }

    /// The seat of room `room` that one of its keys `hash` plays (not its own token).
    pub async fn seat_of_key(&self, room: &str, hash: &str) -> Result<Option<Seat>> {
        let found: Option<i64> =
            sqlx::query_scalar("SELECT seat FROM seat_keys WHERE room = $1 AND token_hash = $2")
                .bind(room)
                .bind(hash)
                .fetch_optional(&self.pools.read)
                .await?;
        found.map(super::sql::to_usize).transpose()
    }

    /// Binds the seat of `room` that `hash` plays to `account`, unless another has it.
    pub async fn bind_seat(&self, account: &str, room: &str, hash: &str) -> Result<Bound> {
        let Some(seat) = self.seat_of_token(room, hash).await? else {
            return Ok(Bound::NoSeat);
        };
        sqlx::query("UPDATE seats SET account = $1 WHERE room = $2 AND seat = $3 AND account = ''")
            .bind(account)
            .bind(room)
            .bind(seat as i64)
            .execute(&self.pools.write)
            .await?;
        let owner: Option<String> =
            sqlx::query_scalar("SELECT account FROM seats WHERE room = $1 AND seat = $2")
                .bind(room)
                .bind(seat as i64)
                .fetch_optional(&self.pools.write)
                .await?;
        Ok(match owner {
            Some(o) if o == account => Bound::Yes(seat),
            Some(_) => Bound::Other,
            None => Bound::NoSeat,
        })
    }

    /// The account's seats, the newest rooms first, at most `limit`.
    pub async fn account_seats(&self, account: &str, limit: usize) -> Result<Vec<AccountSeat>> {
        let rows = sqlx::query(
            "SELECT s.room, s.seat FROM seats s JOIN rooms r ON r.id = s.room
             WHERE s.account = $1 ORDER BY r.created DESC, s.room, s.seat LIMIT $2",
        )
        .bind(account)
        .bind(limit as i64)
        .fetch_all(&self.pools.read)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(AccountSeat {
                    room: r.try_get("room")?,
                    seat: super::sql::to_usize(r.try_get("seat")?)?,
                })
            })
            .collect()
    }

    /// Keeps `hash` as a key of the account's seat for the browser of `session` (its hash);
    /// the seat keeps its newest `cap` keys.
    pub async fn add_seat_key(
        &self,
        (account, session): (&str, &str),
        seat: &AccountSeat,
        hash: &str,
        at: i64,
        cap: usize,
    ) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        sqlx::query(
            "INSERT INTO seat_keys (token_hash, room, seat, account, session, created)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(hash)
        .bind(&seat.room)
        .bind(seat.seat as i64)
        .bind(account)
        .bind(session)
        .bind(at)
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "DELETE FROM seat_keys WHERE room = $1 AND seat = $2 AND token_hash NOT IN (
                 SELECT token_hash FROM seat_keys WHERE room = $1 AND seat = $2
                 ORDER BY created DESC, token_hash LIMIT $3)",
        )
        .bind(&seat.room)
        .bind(seat.seat as i64)
        .bind(cap as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Keeps `items` with what the account has finished (at most `cap` in all); returns
    /// everything it has, in order.
    pub async fn add_progress(
        &self,
        account: &str,
        items: &[String],
        cap: usize,
    ) -> Result<Vec<String>> {
        let mut have: Vec<String> = sqlx::query_scalar(
            "SELECT item FROM account_progress WHERE account = $1 ORDER BY item",
        )
        .bind(account)
        .fetch_all(&self.pools.write)
        .await?;
        let mut tx = self.pools.write.begin().await?;
        for item in items {
            if have.len() >= cap {
                break;
            }
            if have.contains(item) {
                continue;
            }
            // Another browser of the account may have been first.
            sqlx::query(
                "INSERT INTO account_progress (account, item) VALUES ($1, $2)
                 ON CONFLICT (account, item) DO NOTHING",
            )
            .bind(account)
            .bind(item)
            .execute(&mut *tx)
            .await?;
            have.push(item.clone());
        }
        tx.commit().await?;
        have.sort();
        Ok(have)
    }
}
