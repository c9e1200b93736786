//! The PostgreSQL backend: several server processes share one database. Each change of a
//! room sends `NOTIFY cube_table_rooms, '<room id>'` in its own transaction (so it is
//! delivered at commit), and every process `LISTEN`s to reload the rooms it serves.

use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use futures_util::FutureExt;
use online::PendingUndo;
use rules::Seat;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::postgres::{PgListener, PgPool, PgPoolOptions};
use sqlx::{Postgres, Row, SqlSafeStr, Transaction};
use tokio::sync::mpsc;

use super::{
    is_conflict, now, options_from_text, to_usize, undo_from_text, undo_to_text, Result, Store,
    StoreError, StoredRoom, StoredSeat, PRESENCE_TTL,
};

pub struct PgStore {
    pool: PgPool,
    /// This process's tag in notification payloads (`<room> <origin>`), so that it skips
    /// its own.
    origin: String,
}

fn migrator() -> Migrator {
    Migrator::with_migrations(vec![Migration::new(
        1,
        "rooms".into(),
        MigrationType::Simple,
        include_str!("../../migrations/postgres/0001_rooms.sql").into_sql_str(),
        false,
    )])
}

impl PgStore {
    pub async fn open(url: &str) -> Result<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await?;
        migrator().run(&pool).await?;
        Ok(PgStore {
            pool,
            origin: crate::secret::room_id(),
        })
    }

    /// Begins a write transaction and moves the room from `version` to `version + 1`.
    async fn bump(&self, room: &str, version: i64) -> Result<Transaction<'static, Postgres>> {
        let mut tx = self.pool.begin().await?;
        let done =
            sqlx::query("UPDATE rooms SET version = version + 1 WHERE id = $1 AND version = $2")
                .bind(room)
                .bind(version)
                .execute(&mut *tx)
                .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Stale);
        }
        Ok(tx)
    }

    async fn create_room(&self, room: &StoredRoom) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO rooms (id, game, players, options, seed, version, undo, created)
             VALUES ($1, $2, $3, $4, $5, 0, NULL, $6)",
        )
        .bind(&room.id)
        .bind(&room.game)
        .bind(room.players as i64)
        .bind(online::to_text(&room.options))
        .bind(room.seed as i64)
        .bind(now())
        .execute(&mut *tx)
        .await?;
        for (i, seat) in room.seats.iter().enumerate() {
            sqlx::query(
                "INSERT INTO seats (room, seat, kind, level, name, token_hash) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&room.id)
            .bind(i as i64)
            .bind(&seat.kind)
            .bind(&seat.level)
            .bind(&seat.name)
            .bind(&seat.token_hash)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn load_room(&self, id: &str) -> Result<Option<StoredRoom>> {
        let mut tx = self.pool.begin().await?;
        let Some(row) = sqlx::query(
            "SELECT game, players, options, seed, version, undo FROM rooms WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let seats = sqlx::query(
            "SELECT kind, level, name, token_hash FROM seats WHERE room = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .map(|r| -> Result<StoredSeat> {
            Ok(StoredSeat {
                kind: r.try_get("kind")?,
                level: r.try_get("level")?,
                name: r.try_get("name")?,
                token_hash: r.try_get("token_hash")?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
        let moves = sqlx::query("SELECT ply, seat, text FROM moves WHERE room = $1 ORDER BY ply")
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
        let options: String = row.try_get("options")?;
        let seed: i64 = row.try_get("seed")?;
        Ok(Some(StoredRoom {
            id: id.to_string(),
            game: row.try_get("game")?,
            players: to_usize(row.try_get("players")?)?,
            options: options_from_text(&options)?,
            seed: seed as u64,
            version: row.try_get("version")?,
            undo: undo_from_text(row.try_get("undo")?)?,
            seats,
            moves,
        }))
    }

    async fn append_move(
        &self,
        room: &str,
        version: i64,
        ply: usize,
        seat: Seat,
        text: &str,
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
        sqlx::query("UPDATE rooms SET undo = NULL WHERE id = $1")
            .bind(room)
            .execute(&mut *tx)
            .await?;
        notify_in(&mut tx, room, &self.origin).await?;
        tx.commit().await?;
        Ok(version + 1)
    }

    async fn take_seat(
        &self,
        room: &str,
        name: &str,
        token_hash: &str,
    ) -> Result<Option<(Seat, i64)>> {
        let mut tx = self.pool.begin().await?;
        let version: Option<i64> = sqlx::query_scalar(
            "UPDATE rooms SET version = version + 1 WHERE id = $1 RETURNING version",
        )
        .bind(room)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(version) = version else {
            return Ok(None);
        };
        let seat: Option<i64> = sqlx::query_scalar(
            "UPDATE seats SET kind = 'person', name = $1, token_hash = $2
             WHERE room = $3 AND seat = (SELECT MIN(seat) FROM seats WHERE room = $4 AND kind = 'open')
             RETURNING seat",
        )
        .bind(name)
        .bind(token_hash)
        .bind(room)
        .bind(room)
        .fetch_optional(&mut *tx)
        .await?;
        match seat {
            Some(seat) => {
                notify_in(&mut tx, room, &self.origin).await?;
                tx.commit().await?;
                Ok(Some((to_usize(seat)?, version)))
            }
            None => Ok(None),
        }
    }

    async fn set_undo(&self, room: &str, version: i64, undo: Option<&PendingUndo>) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("UPDATE rooms SET undo = $1 WHERE id = $2")
            .bind(undo_to_text(undo))
            .bind(room)
            .execute(&mut *tx)
            .await?;
        notify_in(&mut tx, room, &self.origin).await?;
        tx.commit().await?;
        Ok(version + 1)
    }

    async fn undo_to(&self, room: &str, version: i64, to_ply: usize) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("DELETE FROM moves WHERE room = $1 AND ply >= $2")
            .bind(room)
            .bind(to_ply as i64)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE rooms SET undo = NULL WHERE id = $1")
            .bind(room)
            .execute(&mut *tx)
            .await?;
        notify_in(&mut tx, room, &self.origin).await?;
        tx.commit().await?;
        Ok(version + 1)
    }

    async fn set_presence(&self, server: &str, room: &str, seat: i64, conns: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO presence (server, room, seat, conns, seen) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (server, room, seat) DO UPDATE SET conns = excluded.conns, seen = excluded.seen",
        )
        .bind(server)
        .bind(room)
        .bind(seat)
        .bind(conns)
        .bind(now())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    async fn presence(&self, room: &str) -> Result<Vec<(i64, i64)>> {
        let rows = sqlx::query(
            "SELECT seat, SUM(conns)::BIGINT AS n FROM presence WHERE room = $1 AND seen > $2 GROUP BY seat",
        )
        .bind(room)
        .bind(now() - PRESENCE_TTL)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| Ok((r.try_get("seat")?, r.try_get("n")?)))
            .collect()
    }

    async fn heartbeat(&self, server: &str) -> Result<()> {
        sqlx::query("UPDATE presence SET seen = $1 WHERE server = $2")
            .bind(now())
            .bind(server)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

/// The channel every server process listens on; the payload is a room id.
pub const CHANNEL: &str = "cube_table_rooms";

async fn notify_in(
    tx: &mut Transaction<'static, Postgres>,
    room: &str,
    origin: &str,
) -> Result<()> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(format!("{room} {origin}"))
        .execute(&mut **tx)
        .await?;
    Ok(())
}

impl Store for PgStore {
    fn create_room<'a>(&'a self, room: &'a StoredRoom) -> BoxFuture<'a, Result<()>> {
        self.create_room(room).boxed()
    }
    fn load_room<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Option<StoredRoom>>> {
        self.load_room(id).boxed()
    }
    fn append_move<'a>(
        &'a self,
        room: &'a str,
        version: i64,
        ply: usize,
        seat: Seat,
        text: &'a str,
    ) -> BoxFuture<'a, Result<i64>> {
        self.append_move(room, version, ply, seat, text).boxed()
    }
    fn take_seat<'a>(
        &'a self,
        room: &'a str,
        name: &'a str,
        token_hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(Seat, i64)>>> {
        self.take_seat(room, name, token_hash).boxed()
    }
    fn set_undo<'a>(
        &'a self,
        room: &'a str,
        version: i64,
        undo: Option<&'a PendingUndo>,
    ) -> BoxFuture<'a, Result<i64>> {
        self.set_undo(room, version, undo).boxed()
    }
    fn undo_to<'a>(
        &'a self,
        room: &'a str,
        version: i64,
        to_ply: usize,
    ) -> BoxFuture<'a, Result<i64>> {
        self.undo_to(room, version, to_ply).boxed()
    }
    fn set_presence<'a>(
        &'a self,
        server: &'a str,
        room: &'a str,
        seat: i64,
        conns: i64,
    ) -> BoxFuture<'a, Result<()>> {
        self.set_presence(server, room, seat, conns).boxed()
    }
    fn presence<'a>(&'a self, room: &'a str) -> BoxFuture<'a, Result<Vec<(i64, i64)>>> {
        self.presence(room).boxed()
    }
    fn heartbeat<'a>(&'a self, server: &'a str) -> BoxFuture<'a, Result<()>> {
        self.heartbeat(server).boxed()
    }
    fn notify<'a>(&'a self, room: &'a str) -> BoxFuture<'a, Result<()>> {
        async move {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(format!("{room} {}", self.origin))
                .execute(&self.pool)
                .await?;
            Ok(())
        }
        .boxed()
    }
    fn listen(
        self: Arc<Self>,
    ) -> BoxFuture<'static, Result<Option<mpsc::UnboundedReceiver<String>>>> {
        async move {
            let mut listener = PgListener::connect_with(&self.pool).await?;
            listener.listen(CHANNEL).await?;
            let (tx, rx) = mpsc::unbounded_channel();
            tokio::spawn(async move {
                loop {
                    match listener.recv().await {
                        Ok(n) => {
                            let (room, origin) =
                                n.payload().split_once(' ').unwrap_or((n.payload(), ""));
                            if origin != self.origin && tx.send(room.to_string()).is_err() {
                                return;
                            }
                        }
                        // The listener reconnects by itself on the next `recv`; notifications
                        // sent meanwhile are lost, so every room is reloaded ("*").
                        Err(e) => {
                            eprintln!("listen: {e}");
                            tokio::time::sleep(Duration::from_millis(500)).await;
                            if tx.send("*".to_string()).is_err() {
                                return;
                            }
                        }
                    }
                }
            });
            Ok(Some(rx))
        }
        .boxed()
    }
}
