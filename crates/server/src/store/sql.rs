//! Every query of the server, once for both databases (sqlx's `Any` driver; `$n`
//! placeholders, which SQLite reads too). A new query (a lobby's list of open tables, a
//! clock's deadlines) is one more method here.

use online::{PendingUndo, SeatKind};
use rules::Seat;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Row, Transaction};

use super::{now, postgres, Backend, Expiry, Pools, Result, StoreError, StoredRoom, StoredSeat};

pub struct Store {
    pools: Pools,
    backend: Backend,
    /// Seconds after which a server's presence rows no longer count (it has died).
    presence_ttl: i64,
}

/// How a seat's kind is stored: `kind` and `level` columns.
fn kind_columns(kind: &SeatKind) -> (&'static str, &str) {
    match kind {
        SeatKind::Open => ("open", ""),
        SeatKind::Person => ("person", ""),
        SeatKind::Computer { level } => ("computer", level),
    }
}

fn kind_from_columns(kind: &str, level: String) -> Result<SeatKind> {
    match kind {
        "open" => Ok(SeatKind::Open),
        "person" => Ok(SeatKind::Person),
        "computer" => Ok(SeatKind::Computer { level }),
        other => Err(StoreError::Corrupt(format!("seat kind {other}"))),
    }
}

fn to_usize(n: i64) -> Result<usize> {
    usize::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative count {n}")))
}

fn undo_from_text(text: Option<String>) -> Result<Option<PendingUndo>> {
    text.map(|t| serde_json::from_str(&t).map_err(|e| StoreError::Corrupt(e.to_string())))
        .transpose()
}

/// Whether a database error is a unique-key violation (a concurrent writer was first).
fn is_conflict(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

fn room_from_row(id: &str, row: &AnyRow) -> Result<StoredRoom> {
    let options: String = row.try_get("options")?;
    let seed: i64 = row.try_get("seed")?;
    Ok(StoredRoom {
        id: id.to_string(),
        watch: row.try_get("watch")?,
        game: row.try_get("game")?,
        players: to_usize(row.try_get("players")?)?,
        options: serde_json::from_str(&options).map_err(|e| StoreError::Corrupt(e.to_string()))?,
        seed: seed as u64,
        version: row.try_get("version")?,
        undo: undo_from_text(row.try_get("undo")?)?,
        seats: Vec::new(),
        moves: Vec::new(),
        touched: row.try_get("touched")?,
        ended: row.try_get("ended")?,
    })
}

impl Store {
    pub fn new(pools: Pools, backend: Backend) -> Store {
        Store {
            pools,
            backend,
            presence_ttl: 30,
        }
    }

    /// Presence rows of a server not seen for this long no longer count and are deleted.
    pub fn with_presence_ttl(mut self, ttl: std::time::Duration) -> Store {
        self.presence_ttl = ttl.as_secs().max(1) as i64;
        self
    }

    /// Tells other processes, at the commit of `tx`, that `room` changed.
    async fn notify_in(&self, tx: &mut AnyConnection, room: &str) -> Result<()> {
        match &self.backend {
            Backend::Sqlite => Ok(()),
            Backend::Postgres(n) => n.notify_in(tx, room).await,
        }
    }

    /// Tells other processes that `room` changed (presence, outside a transaction).
    pub async fn notify(&self, room: &str) -> Result<()> {
        match &self.backend {
            Backend::Sqlite => Ok(()),
            Backend::Postgres(n) => n.notify(&self.pools.write, room).await,
        }
    }

    /// The ids of rooms other processes changed (`*`: any room), for backends shared by
    /// several processes.
    pub async fn listen(&self) -> Result<Option<tokio::sync::mpsc::UnboundedReceiver<String>>> {
        match &self.backend {
            Backend::Sqlite => Ok(None),
            Backend::Postgres(n) => postgres::listen(n).await.map(Some),
        }
    }

    /// Begins a write transaction and moves the room from `version` to `version + 1`,
    /// marking it changed now.
    async fn bump(&self, room: &str, version: i64) -> Result<Transaction<'static, Any>> {
        let mut tx = self.pools.write.begin().await?;
        let done = sqlx::query(
            "UPDATE rooms SET version = version + 1, touched = $1 WHERE id = $2 AND version = $3",
        )
        .bind(now())
        .bind(room)
        .bind(version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Stale);
        }
        Ok(tx)
    }

    /// Tells other processes and commits a change of `room`, which is then at `version`.
    async fn commit(
        &self,
        mut tx: Transaction<'static, Any>,
        room: &str,
        version: i64,
    ) -> Result<i64> {
        self.notify_in(&mut tx, room).await?;
        tx.commit().await?;
        Ok(version)
    }

    /// The database answers (`/healthz`).
    pub async fn check(&self) -> Result<()> {
        sqlx::query("SELECT COUNT(*) FROM rooms WHERE id = ''")
            .fetch_one(&self.pools.read)
            .await?;
        Ok(())
    }

    /// Stores a new room with its seats at version 0.
    pub async fn create_room(&self, room: &StoredRoom) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        let at = now();
        sqlx::query(
            "INSERT INTO rooms (id, watch, game, players, options, seed, version, undo, created, touched, ended)
             VALUES ($1, $2, $3, $4, $5, $6, 0, NULL, $7, $7, 0)",
        )
        .bind(&room.id)
        .bind(&room.watch)
        .bind(&room.game)
        .bind(room.players as i64)
        .bind(online::to_text(&room.options))
        .bind(room.seed as i64)
        .bind(at)
        .execute(&mut *tx)
        .await?;
        for (i, seat) in room.seats.iter().enumerate() {
            let (kind, level) = kind_columns(&seat.kind);
            sqlx::query(
                "INSERT INTO seats (room, seat, kind, level, name, token_hash) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&room.id)
            .bind(i as i64)
            .bind(kind)
            .bind(level)
            .bind(&seat.name)
            .bind(&seat.token_hash)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub async fn load_room(&self, id: &str) -> Result<Option<StoredRoom>> {
        let mut tx = self.pools.read.begin().await?;
        let Some(row) = sqlx::query(
            "SELECT watch, game, players, options, seed, version, undo, touched, ended FROM rooms WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let mut room = room_from_row(id, &row)?;
        room.seats = sqlx::query(
            "SELECT kind, level, name, token_hash FROM seats WHERE room = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .map(|r| -> Result<StoredSeat> {
            let kind: String = r.try_get("kind")?;
            Ok(StoredSeat {
                kind: kind_from_columns(&kind, r.try_get("level")?)?,
                name: r.try_get("name")?,
                token_hash: r.try_get("token_hash")?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
        room.moves = sqlx::query("SELECT ply, seat, text FROM moves WHERE room = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .into_iter()
            .enumerate()
            .map(|(i, r)| -> Result<(Seat, String)> {
                let ply: i64 = r.try_get("ply")?;
                if ply != i as i64 {
                    return Err(StoreError::Corrupt(format!(
                        "move {ply} stored as move {i}"
                    )));
                }
                Ok((to_usize(r.try_get("seat")?)?, r.try_get("text")?))
            })
            .collect::<Result<Vec<_>>>()?;
        tx.commit().await?;
        Ok(Some(room))
    }

    /// The room whose spectators' id is `watch`.
    pub async fn room_of_watch(&self, watch: &str) -> Result<Option<String>> {
        Ok(sqlx::query_scalar("SELECT id FROM rooms WHERE watch = $1")
            .bind(watch)
            .fetch_optional(&self.pools.read)
            .await?)
    }

    /// Gives a room stored before spectators' ids existed its own (unless another
    /// process was first); returns the one it has.
    pub async fn set_watch(&self, room: &str, watch: &str) -> Result<Option<String>> {
        sqlx::query("UPDATE rooms SET watch = $1 WHERE id = $2 AND watch IS NULL")
            .bind(watch)
            .bind(room)
            .execute(&self.pools.write)
            .await?;
        Ok(sqlx::query_scalar("SELECT watch FROM rooms WHERE id = $1")
            .bind(room)
            .fetch_optional(&self.pools.read)
            .await?
            .flatten())
    }

    /// Records whether a room stored before `ended` was kept has ended (`0`: not yet).
    pub async fn set_ended(&self, room: &str, ended: i64) -> Result<()> {
        sqlx::query("UPDATE rooms SET ended = $1 WHERE id = $2 AND ended IS NULL")
            .bind(ended)
            .bind(room)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// Stores move `ply` if the room is still at `version`; clears a pending undo; marks
    /// the game ended when `ends`. Returns the new version.
    pub async fn append_move(
        &self,
        room: &str,
        version: i64,
        ply: usize,
        seat: Seat,
        text: &str,
        ends: bool,
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        let inserted =
            sqlx::query("INSERT INTO moves (room, ply, seat, text) VALUES ($1, $2, $3, $4)")
                .bind(room)
                .bind(ply as i64)
                .bind(seat as i64)
                .bind(text)
                .execute(&mut *tx)
                .await;
        match inserted {
            Err(e) if is_conflict(&e) => return Err(StoreError::Stale),
            other => other?,
        };
        sqlx::query("UPDATE rooms SET undo = NULL, ended = $1 WHERE id = $2")
            .bind(if ends { now() } else { 0 })
            .bind(room)
            .execute(&mut *tx)
            .await?;
        self.commit(tx, room, version + 1).await
    }

    /// Gives the first open seat to a person. Returns the seat and the new version, or
    /// `None` when no seat is open.
    pub async fn take_seat(
        &self,
        room: &str,
        name: &str,
        token_hash: &str,
    ) -> Result<Option<(Seat, i64)>> {
        let mut tx = self.pools.write.begin().await?;
        let version: Option<i64> = sqlx::query_scalar(
            "UPDATE rooms SET version = version + 1, touched = $1 WHERE id = $2 RETURNING version",
        )
        .bind(now())
        .bind(room)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(version) = version else {
            return Ok(None);
        };
        let seat: Option<i64> = sqlx::query_scalar(
            "UPDATE seats SET kind = 'person', name = $1, token_hash = $2
             WHERE room = $3 AND seat = (SELECT MIN(seat) FROM seats WHERE room = $3 AND kind = 'open')
             RETURNING seat",
        )
        .bind(name)
        .bind(token_hash)
        .bind(room)
        .fetch_optional(&mut *tx)
        .await?;
        match seat {
            Some(seat) => Ok(Some((
                to_usize(seat)?,
                self.commit(tx, room, version).await?,
            ))),
            None => Ok(None),
        }
    }

    /// Replaces a person's seat token if the room is still at `version` (the old one stops
    /// working).
    pub async fn set_token(
        &self,
        room: &str,
        version: i64,
        seat: Seat,
        token_hash: &str,
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("UPDATE seats SET token_hash = $1 WHERE room = $2 AND seat = $3")
            .bind(token_hash)
            .bind(room)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        self.commit(tx, room, version + 1).await
    }

    /// Sets or clears the pending undo request if the room is still at `version`.
    pub async fn set_undo(
        &self,
        room: &str,
        version: i64,
        undo: Option<&PendingUndo>,
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("UPDATE rooms SET undo = $1 WHERE id = $2")
            .bind(undo.map(online::to_text))
            .bind(room)
            .execute(&mut *tx)
            .await?;
        self.commit(tx, room, version + 1).await
    }

    /// Deletes the moves from `to_ply` on and clears the undo request, in one transaction,
    /// if the room is still at `version`.
    pub async fn undo_to(&self, room: &str, version: i64, to_ply: usize) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("DELETE FROM moves WHERE room = $1 AND ply >= $2")
            .bind(room)
            .bind(to_ply as i64)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE rooms SET undo = NULL, ended = 0 WHERE id = $1")
            .bind(room)
            .execute(&mut *tx)
            .await?;
        self.commit(tx, room, version + 1).await
    }

    /// This server's connection count for a room and seat ([`super::SPECTATORS`] for
    /// watchers); a count of zero deletes the row.
    pub async fn set_presence(
        &self,
        server: &str,
        room: &str,
        seat: i64,
        conns: i64,
    ) -> Result<()> {
        if conns == 0 {
            sqlx::query("DELETE FROM presence WHERE server = $1 AND room = $2 AND seat = $3")
                .bind(server)
                .bind(room)
                .bind(seat)
                .execute(&self.pools.write)
                .await?;
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO presence (server, room, seat, conns, seen) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (server, room, seat) DO UPDATE SET conns = excluded.conns, seen = excluded.seen",
        )
        .bind(server)
        .bind(room)
        .bind(seat)
        .bind(conns)
        .bind(now())
        .execute(&self.pools.write)
        .await?;
        Ok(())
    }

    /// Connections per seat key in a room over every live server.
    pub async fn presence(&self, room: &str) -> Result<Vec<(i64, i64)>> {
        let rows = sqlx::query(
            "SELECT seat, CAST(SUM(conns) AS BIGINT) AS n FROM presence
             WHERE room = $1 AND seen > $2 GROUP BY seat",
        )
        .bind(room)
        .bind(now() - self.presence_ttl)
        .fetch_all(&self.pools.read)
        .await?;
        rows.into_iter()
            .map(|r| Ok((r.try_get("seat")?, r.try_get("n")?)))
            .collect()
    }

    /// Marks this server's presence rows as fresh and deletes those of servers that died.
    pub async fn heartbeat(&self, server: &str) -> Result<()> {
        let at = now();
        sqlx::query("UPDATE presence SET seen = $1 WHERE server = $2")
            .bind(at)
            .bind(server)
            .execute(&self.pools.write)
            .await?;
        sqlx::query("DELETE FROM presence WHERE seen <= $1")
            .bind(at - self.presence_ttl)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// Deletes this server's presence rows (at shutdown; with SQLite also every earlier
    /// run's, at start).
    pub async fn clear_presence(&self, server: Option<&str>) -> Result<()> {
        match server {
            Some(s) => {
                sqlx::query("DELETE FROM presence WHERE server = $1")
                    .bind(s)
                    .execute(&self.pools.write)
                    .await?
            }
            None => {
                sqlx::query("DELETE FROM presence")
                    .execute(&self.pools.write)
                    .await?
            }
        };
        Ok(())
    }

    /// Up to `limit` rooms the sweep may delete now.
    pub async fn expired(&self, e: Expiry, limit: i64) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM rooms r
             WHERE ((r.ended > 0 AND r.ended < $1)
                 OR (COALESCE(r.ended, 0) = 0 AND r.touched < $2
                     AND NOT EXISTS (SELECT 1 FROM moves m WHERE m.room = r.id))
                 OR (COALESCE(r.ended, 0) = 0 AND r.touched < $3))
               AND NOT EXISTS (SELECT 1 FROM presence p WHERE p.room = r.id AND p.seen > $4)
             LIMIT $5",
        )
        .bind(e.finished)
        .bind(e.unstarted)
        .bind(e.abandoned)
        .bind(now() - self.presence_ttl)
        .bind(limit)
        .fetch_all(&self.pools.read)
        .await?)
    }

    /// Deletes a room with its seats, moves and presence rows.
    pub async fn delete_room(&self, room: &str) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        for delete in [
            "DELETE FROM moves WHERE room = $1",
            "DELETE FROM seats WHERE room = $1",
            "DELETE FROM presence WHERE room = $1",
            "DELETE FROM rooms WHERE id = $1",
        ] {
            sqlx::query(delete).bind(room).execute(&mut *tx).await?;
        }
        self.commit(tx, room, 0).await.map(drop)
    }

    /// Waits for the pools' connections to close (at shutdown, after the last write).
    pub async fn close(&self) {
        self.pools.write.close().await;
        self.pools.read.close().await;
    }
}
