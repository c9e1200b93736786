//! The archive's queries (issue 44, item 5), once for both databases like [`super::sql`]'s:
//! finished listed games written once after their end, searched by player, game, result and
//! date, a page at a time.

use sqlx::Row;

use super::rows::Result;
use super::sql::Store;

/// A finished game as the archive keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archived {
    pub room: String,
    pub game: String,
    pub players: usize,
    /// Seconds since 1970.
    pub ended: i64,
    pub moves: usize,
    /// The record's link code (`rules::link`).
    pub link: String,
    /// The seats that won; none: a draw.
    pub winners: Vec<usize>,
    pub seats: Vec<ArchivedSeat>,
}

/// Who sat at a seat of an archived game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchivedSeat {
    pub name: String,
    /// `names::key` of the name.
    pub name_key: String,
    /// The account's id when writing; its handle when reading ('': none).
    pub account: String,
    pub computer: bool,
    pub won: bool,
    /// Its account was deleted: the name is blank.
    pub deleted: bool,
}

/// What a search asks for; `None`: any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Search {
    /// `names::key` of a seat's name or of an account's handle.
    pub player: Option<String>,
    pub game: Option<String>,
    /// With a player: that player's result; without: `Draw` only.
    pub result: Option<Result_>,
    /// Ended at or after / before (seconds since 1970).
    pub from: Option<i64>,
    pub to: Option<i64>,
    /// The player is an account's handle only (not a seat's name).
    pub account_only: bool,
}

/// A result searched for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result_ {
    Won,
    Lost,
    Draw,
}

impl Store {
    /// Finished listed or rated games the archive lacks, the oldest end first, at most
    /// `limit`.
    pub async fn unarchived(&self, limit: i64) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT r.id FROM rooms r
             WHERE r.ended > 0 AND (r.listed = 1 OR r.rated = 1)
               AND NOT EXISTS (SELECT 1 FROM archive a WHERE a.room = r.id)
             ORDER BY r.ended LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pools.read)
        .await?)
    }

    /// Writes a finished game to the archive (a second writer changes nothing).
    pub async fn archive(&self, game: &Archived) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        let winners: Vec<String> = game.winners.iter().map(usize::to_string).collect();
        let added = sqlx::query(
            "INSERT INTO archive (room, game, players, ended, moves, link, winners)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (room) DO NOTHING",
        )
        .bind(&game.room)
        .bind(&game.game)
        .bind(game.players as i64)
        .bind(game.ended)
        .bind(game.moves as i64)
        .bind(&game.link)
        .bind(winners.join(","))
        .execute(&mut *tx)
        .await?;
        if added.rows_affected() == 1 {
            for (i, s) in game.seats.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO archive_seats (room, seat, name, name_key, account, computer, won)
                     VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(&game.room)
                .bind(i as i64)
                .bind(&s.name)
                .bind(&s.name_key)
                .bind(&s.account)
                .bind(i64::from(s.computer))
                .bind(i64::from(s.won))
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// One page of the archive that `search` finds, the latest end first: `limit` games
    /// after skipping `offset`.
    pub async fn search_archive(
        &self,
        search: &Search,
        offset: i64,
        limit: i64,
    ) -> Result<Vec<Archived>> {
        // One query for every search: each condition is off when its value is the neutral one.
        let player = search.player.clone().unwrap_or_default();
        let result = match search.result {
            None => 0,
            Some(Result_::Won) => 1,
            Some(Result_::Lost) => 2,
            Some(Result_::Draw) => 3,
        };
        let rows = sqlx::query(
            "SELECT g.room, g.game, g.players, g.ended, g.moves, g.link, g.winners
             FROM archive g
             WHERE g.players > 0 AND ($1 = '' OR g.game = $1)
               AND g.ended >= $2 AND g.ended < $3
               AND ($5 <> 3 OR g.winners = '')
               AND ($4 = '' OR EXISTS (
                   SELECT 1 FROM archive_seats s LEFT JOIN accounts a ON a.id = s.account
                   WHERE s.room = g.room AND s.deleted = 0
                     AND ((s.name_key = $4 AND $8 = 0) OR a.handle_key = $4)
                     AND ($5 <> 1 OR s.won = 1)
                     AND ($5 <> 2 OR (s.won = 0 AND g.winners <> ''))))
             ORDER BY g.ended DESC, g.room LIMIT $6 OFFSET $7",
        )
        .bind(search.game.clone().unwrap_or_default())
        .bind(search.from.unwrap_or(0))
        .bind(search.to.unwrap_or(i64::MAX))
        .bind(&player)
        .bind(result)
        .bind(limit)
        .bind(offset)
        .bind(i64::from(search.account_only))
        .fetch_all(&self.pools.read)
        .await?;
        let rooms = rows
            .iter()
            .map(|r| r.try_get("room"))
            .collect::<std::result::Result<Vec<String>, _>>()?;
        let mut seats = self.archived_seats(&rooms).await?;
        let mut games = Vec::with_capacity(rows.len());
        for (r, room) in rows.iter().zip(rooms) {
            let winners: String = r.try_get("winners")?;
            let seats = seats.remove(&room).unwrap_or_default();
            games.push(Archived {
                game: r.try_get("game")?,
                players: super::sql::to_usize(r.try_get("players")?)?,
                ended: r.try_get("ended")?,
                moves: super::sql::to_usize(r.try_get("moves")?)?,
                link: r.try_get("link")?,
                winners: winners.split(',').filter_map(|w| w.parse().ok()).collect(),
                seats,
                room,
            });
        }
        Ok(games)
    }

    /// Per game, the account's finished archived games and the ones it won.
    pub async fn played_and_won(&self, account: &str) -> Result<Vec<(String, usize, usize)>> {
        let rows = sqlx::query(
            "SELECT g.game, COUNT(*) AS played, SUM(s.won) AS won
             FROM archive_seats s JOIN archive g ON g.room = s.room
             WHERE s.account = $1 GROUP BY g.game ORDER BY g.game",
        )
        .bind(account)
        .fetch_all(&self.pools.read)
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get("game")?,
                    super::sql::to_usize(r.try_get("played")?)?,
                    super::sql::to_usize(r.try_get::<Option<i64>, _>("won")?.unwrap_or(0))?,
                ))
            })
            .collect()
    }

    /// The seats of the archived games `rooms`, in seat order, with their accounts'
    /// handles: one query for a whole page (or download) of games.
    async fn archived_seats(
        &self,
        rooms: &[String],
    ) -> Result<std::collections::HashMap<String, Vec<ArchivedSeat>>> {
        let mut by_room = std::collections::HashMap::new();
        if rooms.is_empty() {
            return Ok(by_room);
        }
        // Only numbered placeholders are written into the text; the ids are bound.
        let places: Vec<String> = (1..=rooms.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT s.room, s.name, s.name_key, COALESCE(a.handle, '') AS handle, s.computer,
                    s.won, s.deleted
             FROM archive_seats s LEFT JOIN accounts a ON a.id = s.account
             WHERE s.room IN ({}) ORDER BY s.room, s.seat",
            places.join(", ")
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for room in rooms {
            query = query.bind(room);
        }
        for r in query.fetch_all(&self.pools.read).await? {
            let room: String = r.try_get("room")?;
            by_room
                .entry(room)
                .or_insert_with(Vec::new)
                .push(ArchivedSeat {
                    name: r.try_get("name")?,
                    name_key: r.try_get("name_key")?,
                    account: r.try_get("handle")?,
                    computer: r.try_get::<i64, _>("computer")? != 0,
                    won: r.try_get::<i64, _>("won")? != 0,
                    deleted: r.try_get::<i64, _>("deleted")? != 0,
                });
        }
        Ok(by_room)
    }
}
