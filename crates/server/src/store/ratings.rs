//! The ratings' queries (issue 44, item 3), once for both databases like [`super::sql`]'s:
//! a rated game's update, claimed once per room; the leaderboard; the ratings the lobby
//! and "Play now" show. What a rating means is `crate::ratings`'.

use std::collections::BTreeMap;

use rules::Seat;
use sqlx::Row;

use super::rows::Result;
use super::sql::{placeholders, Store};
use crate::ratings::scale::Standing;

/// A rated player of a game that ended: their account, place (0: first; equal places
/// tie) and rating before it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlayer {
    pub account: String,
    pub place: usize,
    pub before: Standing,
}

/// A row of the leaderboard as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRow {
    pub handle: String,
    pub standing: Standing,
    pub games: i64,
    pub wins: i64,
}

/// What [`Store::rate_game`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rated {
    /// This call claimed the room's rating and changed this many players' ratings (0: the
    /// room had fewer than two players with an account, so nothing changed).
    Now(usize),
    /// The room's rating was claimed before (by this process or another): nothing changed.
    Before,
    /// No rated room of that id: nothing was claimed.
    NotRated,
}

impl Store {
    /// Changes the ratings of a rated room's players once, whoever asks and however often:
    /// in one transaction, the room is first claimed in `rated_games` (a second claim,
    /// from another process too, inserts nothing and changes nothing), then each seat's
    /// account is read from `seats` (seats of deleted accounts, without one, or of an
    /// account seated twice are left out), their ratings are locked (created for a first
    /// game, in the order of their ids so two games cannot wait on each other), `rate`
    /// gives the new ones from the old and `places[seat]`, and each is written with a row
    /// of history at `at`.
    pub async fn rate_game(
        &self,
        room: &str,
        places: &[usize],
        at: i64,
        rate: impl FnOnce(&[RatedPlayer]) -> Vec<Standing>,
    ) -> Result<Rated> {
        let mut tx = self.pools.write.begin().await?;
        let Some(row) = sqlx::query("SELECT game, rated FROM rooms WHERE id = $1")
            .bind(room)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(Rated::NotRated);
        };
        let game: String = row.try_get("game")?;
        if row.try_get::<i64, _>("rated")? == 0 {
            return Ok(Rated::NotRated);
        }
        let claimed = sqlx::query(
            "INSERT INTO rated_games (room, at) VALUES ($1, $2) ON CONFLICT (room) DO NOTHING",
        )
        .bind(room)
        .bind(at)
        .execute(&mut *tx)
        .await?;
        if claimed.rows_affected() != 1 {
            return Ok(Rated::Before);
        }
        let rows = sqlx::query(
            "SELECT s.seat, s.account FROM seats s JOIN accounts a ON a.id = s.account
             WHERE s.room = $1 AND s.kind = 'person' ORDER BY s.seat",
        )
        .bind(room)
        .fetch_all(&mut *tx)
        .await?;
        let mut seats: BTreeMap<String, Vec<Seat>> = BTreeMap::new();
        for r in &rows {
            let seat: i64 = r.try_get("seat")?;
            let account: String = r.try_get("account")?;
            seats.entry(account).or_default().push(seat as Seat);
        }
        // Sorted by account id: the order every transaction locks them in.
        let seated: Vec<(String, Seat)> = seats
            .into_iter()
            .filter(|(_, s)| s.len() == 1)
            .filter_map(|(a, s)| Some((a, *places.get(s[0])?)))
            .collect();
        if seated.len() < 2 {
            tx.commit().await?;
            return Ok(Rated::Now(0));
        }
        let mut players = Vec::with_capacity(seated.len());
        for (account, place) in seated {
            // An upsert that changes nothing locks the row until the commit (PostgreSQL);
            // SQLite has one writer at a time.
            let row = sqlx::query(
                "INSERT INTO ratings (account, game, mu, sigma, games, wins, updated)
                 VALUES ($1, $2, $3, $4, 0, 0, $5)
                 ON CONFLICT (account, game) DO UPDATE SET mu = ratings.mu
                 RETURNING mu, sigma",
            )
            .bind(&account)
            .bind(&game)
            .bind(Standing::NEW.mu)
            .bind(Standing::NEW.sigma)
            .bind(at)
            .fetch_one(&mut *tx)
            .await?;
            let before = Standing {
                mu: row.try_get("mu")?,
                sigma: row.try_get("sigma")?,
            };
            players.push(RatedPlayer {
                account,
                place,
                before,
            });
        }
        let after = rate(&players);
        for (p, new) in players.iter().zip(&after) {
            let shown = new.shown();
            sqlx::query(
                "UPDATE ratings SET mu = $1, sigma = $2, games = games + 1, wins = wins + $3,
                        updated = $4
                 WHERE account = $5 AND game = $6",
            )
            .bind(new.mu)
            .bind(new.sigma)
            .bind(i64::from(p.place == 0))
            .bind(at)
            .bind(&p.account)
            .bind(&game)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO rating_history (account, game, room, at, rating, provisional)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&p.account)
            .bind(&game)
            .bind(room)
            .bind(at)
            .bind(i64::from(shown.value))
            .bind(i64::from(shown.provisional))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(Rated::Now(after.len().min(players.len())))
    }

    /// The rated rooms whose game ended before `before` and whose rating nobody has
    /// claimed (the process that saw the end stopped first), up to `limit`.
    pub async fn unrated_ends(&self, before: i64, limit: i64) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT r.id FROM rooms r
             WHERE r.rated = 1 AND (r.ended > 0 OR r.claimed >= 0) AND r.touched < $1
               AND NOT EXISTS (SELECT 1 FROM rated_games g WHERE g.room = r.id)
             LIMIT $2",
        )
        .bind(before)
        .bind(limit)
        .fetch_all(&self.pools.read)
        .await?)
    }

    /// A game's leaderboard: up to `limit` accounts with a rated game of `game` since
    /// `since`, established ratings (uncertainty at most `provisional_sigma`) first, then
    /// by rating.
    pub async fn leaderboard(
        &self,
        game: &str,
        since: i64,
        provisional_sigma: f64,
        limit: i64,
    ) -> Result<Vec<BoardRow>> {
        let rows = sqlx::query(
            "SELECT a.handle, r.mu, r.sigma, r.games, r.wins
             FROM ratings r JOIN accounts a ON a.id = r.account
             WHERE r.game = $1 AND r.updated >= $2 AND r.games > 0
             ORDER BY CASE WHEN r.sigma <= $3 THEN 0 ELSE 1 END, r.mu DESC, a.handle_key
             LIMIT $4",
        )
        .bind(game)
        .bind(since)
        .bind(provisional_sigma)
        .bind(limit)
        .fetch_all(&self.pools.read)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(BoardRow {
                    handle: r.try_get("handle")?,
                    standing: Standing {
                        mu: r.try_get("mu")?,
                        sigma: r.try_get("sigma")?,
                    },
                    games: r.try_get("games")?,
                    wins: r.try_get("wins")?,
                })
            })
            .collect()
    }

    /// An account's rating in `game`, if it has played a rated game of it.
    pub async fn rating(&self, account: &str, game: &str) -> Result<Option<Standing>> {
        let row = sqlx::query("SELECT mu, sigma FROM ratings WHERE account = $1 AND game = $2")
            .bind(account)
            .bind(game)
            .fetch_optional(&self.pools.read)
            .await?;
        row.map(|r| {
            Ok(Standing {
                mu: r.try_get("mu")?,
                sigma: r.try_get("sigma")?,
            })
        })
        .transpose()
    }

    /// The rating of each seat of `rooms` that has one in the room's game, by room and
    /// seat (for the lobby's rows).
    pub async fn seat_ratings(
        &self,
        rooms: &[String],
    ) -> Result<BTreeMap<(String, Seat), Standing>> {
        if rooms.is_empty() {
            return Ok(BTreeMap::new());
        }
        let sql = format!(
            "SELECT s.room, s.seat, g.mu, g.sigma
             FROM seats s JOIN rooms r ON r.id = s.room
                  JOIN ratings g ON g.account = s.account AND g.game = r.game
             WHERE s.room IN ({}) AND s.kind = 'person' AND s.account <> ''",
            placeholders(1, rooms.len())
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for id in rooms {
            query = query.bind(id);
        }
        let rows = query.fetch_all(&self.pools.read).await?;
        let mut out = BTreeMap::new();
        for r in &rows {
            let seat: i64 = r.try_get("seat")?;
            out.insert(
                (r.try_get("room")?, seat as Seat),
                Standing {
                    mu: r.try_get("mu")?,
                    sigma: r.try_get("sigma")?,
                },
            );
        }
        Ok(out)
    }
}
