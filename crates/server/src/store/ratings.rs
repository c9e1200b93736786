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

/// The rated games of a game a player's page shows the rating after: the latest this many.
pub const HISTORY: i64 = 500;

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

    /// An account's rating in each game it has one in, by game, with the shown rating after
    /// each of its latest [`HISTORY`] rated games of it (when, and the rating), the oldest
    /// first.
    pub async fn ratings_of(
        &self,
        account: &str,
    ) -> Result<BTreeMap<String, (Standing, Vec<(i64, i64)>)>> {
        let rows = sqlx::query("SELECT game, mu, sigma FROM ratings WHERE account = $1")
            .bind(account)
            .fetch_all(&self.pools.read)
            .await?;
        let mut out = BTreeMap::new();
        for r in &rows {
            let game: String = r.try_get("game")?;
            let standing = Standing {
                mu: r.try_get("mu")?,
                sigma: r.try_get("sigma")?,
            };
            let points = sqlx::query(
                "SELECT at, rating FROM rating_history WHERE account = $1 AND game = $2
                 ORDER BY at DESC, room LIMIT $3",
            )
            .bind(account)
            .bind(&game)
            .bind(HISTORY)
            .fetch_all(&self.pools.read)
            .await?;
            let mut history = points
                .iter()
                .map(|p| Ok((p.try_get("at")?, p.try_get("rating")?)))
                .collect::<Result<Vec<(i64, i64)>>>()?;
            history.reverse();
            out.insert(game, (standing, history));
        }
        Ok(out)
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

#[cfg(test)]
mod tests {
    use super::super::rows::{StoredRoom, StoredSeat, Timing, Turn};
    use super::super::sql::Backend;
    use super::super::sqlite;
    use super::*;
    use online::{Clock, SeatKind};

    fn seat(name: &str, account: &str) -> StoredSeat {
        StoredSeat {
            kind: SeatKind::Person,
            name: name.into(),
            account: account.into(),
            ..StoredSeat::open()
        }
    }

    fn room(id: &str, seats: Vec<StoredSeat>) -> StoredRoom {
        StoredRoom {
            id: id.into(),
            watch: Some(format!("watch-{id}")),
            game: "cubes".into(),
            players: seats.len(),
            options: Default::default(),
            seed: 1,
            version: 0,
            undo: None,
            seats,
            moves: Vec::new(),
            touched: 0,
            ended: Some(0),
            listed: false,
            clock: Clock::PLAY_NOW,
            stand_in: "medium".into(),
            timing: Timing::default(),
            to_move: Some(0),
            claimed: None,
            rematch: None,
            rated: true,
        }
    }

    /// Each player's rating from one place: the new players' plain Weng-Lin update is the
    /// server's (`crate::ratings::update`); here a fixed change shows what was written.
    fn plus_place(players: &[RatedPlayer]) -> Vec<Standing> {
        players
            .iter()
            .map(|p| Standing {
                mu: p.before.mu + 1.0 - p.place as f64,
                sigma: p.before.sigma - 1.0,
            })
            .collect()
    }

    /// Rated once per room; deleted accounts, seats without one and an account seated
    /// twice are left out; a room with fewer than two rated players is claimed and changes
    /// nothing; ties are the places the caller gives.
    #[tokio::test]
    async fn a_room_is_rated_once_and_only_for_distinct_existing_accounts() {
        let dir = std::env::temp_dir().join(format!("cube-table-ratings-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let url = dir.join("t.db").display().to_string();
        sqlx::any::install_default_drivers();
        let pools = sqlite::open(&url, std::time::Duration::from_secs(5))
            .await
            .unwrap();
        let store = Store::new(pools, Backend::Sqlite);
        for (id, handle) in [("a", "Ada"), ("b", "Bea"), ("c", "Cy")] {
            sqlx::query(
                "INSERT INTO accounts (id, handle, handle_key, created) VALUES ($1, $2, $2, 0)",
            )
            .bind(id)
            .bind(handle)
            .execute(&store.pools.write)
            .await
            .unwrap();
        }
        let rooms = [
            room(
                "r1",
                vec![seat("Ada", "a"), seat("Bea", "b"), seat("Gone", "z")],
            ),
            room(
                "r2",
                vec![seat("Ada", "a"), seat("Ada", "a"), seat("Cy", "c")],
            ),
            room(
                "r3",
                vec![seat("Bea", "b"), seat("Sam", ""), seat("Cy", "c")],
            ),
        ];
        for r in &rooms {
            store.create_room(r, &Turn::default()).await.unwrap();
        }
        let casual = StoredRoom {
            rated: false,
            ..room("r4", vec![seat("Ada", "a"), seat("Bea", "b")])
        };
        store.create_room(&casual, &Turn::default()).await.unwrap();

        // Ada wins r1 over Bea and a deleted account's seat, which is left out.
        let r1 = store.rate_game("r1", &[0, 1, 1], 10, plus_place).await;
        assert_eq!(r1.unwrap(), Rated::Now(2));
        let again = store.rate_game("r1", &[1, 0, 0], 11, plus_place).await;
        assert_eq!(again.unwrap(), Rated::Before);
        assert_eq!(
            store.rating("a", "cubes").await.unwrap().map(|s| s.mu),
            Some(26.0)
        );
        assert_eq!(
            store.rating("b", "cubes").await.unwrap().map(|s| s.mu),
            Some(25.0)
        );
        // Ada at two seats of r2 is not rated; Cy alone is not either, but it is claimed.
        let r2 = store.rate_game("r2", &[0, 0, 1], 12, plus_place).await;
        assert_eq!(r2.unwrap(), Rated::Now(0));
        assert_eq!(store.rating("c", "cubes").await.unwrap(), None);
        // A tie in r3 between Bea and Cy (Sam has no account).
        let r3 = store.rate_game("r3", &[0, 0, 0], 13, plus_place).await;
        assert_eq!(r3.unwrap(), Rated::Now(2));
        let bea = store.rating("b", "cubes").await.unwrap().unwrap();
        assert_eq!((bea.mu, bea.sigma), (26.0, Standing::NEW.sigma - 2.0));
        assert_eq!(
            store
                .rate_game("r4", &[0, 1], 14, plus_place)
                .await
                .unwrap(),
            Rated::NotRated
        );
        assert_eq!(
            store
                .rate_game("nope", &[0, 1], 14, plus_place)
                .await
                .unwrap(),
            Rated::NotRated
        );

        // Bea's rating is established at this threshold, the others' (all at 26) are not.
        let board = store.leaderboard("cubes", 0, 7.0, 50).await.unwrap();
        let rows: Vec<(&str, i64, i64)> = board
            .iter()
            .map(|r| (r.handle.as_str(), r.games, r.wins))
            .collect();
        assert_eq!(rows, [("Bea", 2, 1), ("Ada", 1, 1), ("Cy", 1, 1)]);
        assert!(store
            .leaderboard("cubes", 14, 100.0, 50)
            .await
            .unwrap()
            .is_empty());
        assert!(store.unrated_ends(100, 10).await.unwrap().is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
