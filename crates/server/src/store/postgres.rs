//! Opening PostgreSQL, where several server processes share one database, and what they
//! tell each other: each change of a room sends `NOTIFY cube_table_rooms, '<room id>
//! <process>'` in its own transaction (so it is delivered at commit), and every process
//! `LISTEN`s to reload the rooms it serves.

use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::postgres::PgListener;
use sqlx::{AnyConnection, AnyPool};
use tokio::sync::mpsc;

use super::{Backend, Pools, Result, Store};

/// The channel every server process listens on; the payload is `<room id> <process>`.
pub const CHANNEL: &str = "cube_table_rooms";

pub async fn open(url: &str) -> Result<Store> {
    let pool = AnyPoolOptions::new()
        .max_connections(16)
        .acquire_timeout(Duration::from_secs(10))
        .connect(url)
        .await?;
    super::migrator(&[
        (
            "rooms",
            include_str!("../../migrations/postgres/0001_rooms.sql"),
        ),
        (
            "life",
            include_str!("../../migrations/postgres/0002_life.sql"),
        ),
    ])
    .run(&pool)
    .await?;
    let notifier = Notifier {
        url: url.to_string(),
        origin: crate::secret::room_id(),
    };
    Ok(Store::new(
        Pools {
            write: pool.clone(),
            read: pool,
        },
        Backend::Postgres(notifier),
    ))
}

/// This process's side of the notifications.
pub struct Notifier {
    url: String,
    /// This process's tag in the payloads, so that it skips its own.
    origin: String,
}

impl Notifier {
    fn payload(&self, room: &str) -> String {
        format!("{room} {}", self.origin)
    }

    pub async fn notify_in(&self, tx: &mut AnyConnection, room: &str) -> Result<()> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(self.payload(room))
            .execute(tx)
            .await?;
        Ok(())
    }

    pub async fn notify(&self, pool: &AnyPool, room: &str) -> Result<()> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(self.payload(room))
            .execute(pool)
            .await?;
        Ok(())
    }
}

/// The rooms other processes change, as they commit.
pub async fn listen(n: &Notifier) -> Result<mpsc::UnboundedReceiver<String>> {
    let mut listener = PgListener::connect(&n.url).await?;
    listener.listen(CHANNEL).await?;
    let origin = n.origin.clone();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        loop {
            match listener.recv().await {
                Ok(note) => {
                    let (room, from) = note
                        .payload()
                        .split_once(' ')
                        .unwrap_or((note.payload(), ""));
                    if from != origin && tx.send(room.to_string()).is_err() {
                        return;
                    }
                }
                // The listener reconnects by itself on the next `recv`; notifications sent
                // meanwhile are lost, so every room is reloaded ("*").
                Err(e) => {
                    tracing::warn!("listen: {e}");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    if tx.send("*".to_string()).is_err() {
                        return;
                    }
                }
            }
        }
    });
    Ok(rx)
}
