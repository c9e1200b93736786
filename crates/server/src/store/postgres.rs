//! Opening PostgreSQL, where several server processes share one database, and what they
//! tell each other: each change of a room sends `NOTIFY cube_table_rooms, '<room id>
//! <process>'` in its own transaction (so it is delivered at commit), and every process
//! `LISTEN`s to reload the rooms it serves. A quick message, which is not stored, rides in
//! its notification: `'<room id> <process> <seat> <phrase>'`.

use std::time::Duration;

use online::Phrase;
use rules::Seat;
use sqlx::any::AnyPoolOptions;
use sqlx::postgres::PgListener;
use sqlx::{AnyConnection, AnyPool};
use tokio::sync::mpsc;

use super::pools::{migrator, Pools};
use super::rows::Result;

/// The channel every server process listens on; the payload is `<room id> <process>`.
pub const CHANNEL: &str = "cube_table_rooms";

/// The pools (one for reads and writes) and this process's notifier.
pub async fn open(url: &str) -> Result<(Pools, Notifier)> {
    let pool = AnyPoolOptions::new()
        .max_connections(16)
        .acquire_timeout(Duration::from_secs(10))
        .connect(url)
        .await?;
    migrator(&[
        (
            "rooms",
            include_str!("../../migrations/postgres/0001_rooms.sql"),
        ),
        (
            "life",
            include_str!("../../migrations/postgres/0002_life.sql"),
        ),
        (
            "tables",
            include_str!("../../migrations/postgres/0003_tables.sql"),
        ),
        (
            "push",
            include_str!("../../migrations/postgres/0004_push.sql"),
        ),
        (
            "vacation",
            include_str!("../../migrations/postgres/0005_vacation.sql"),
        ),
        (
            "accounts",
            include_str!("../../migrations/postgres/0006_accounts.sql"),
        ),
        (
            "seat_accounts",
            include_str!("../../migrations/postgres/0007_seat_accounts.sql"),
        ),
        (
            "ratings",
            include_str!("../../migrations/postgres/0008_ratings.sql"),
        ),
        (
            "archive",
            include_str!("../../migrations/postgres/0009_archive.sql"),
        ),
        (
            "push_accounts",
            include_str!("../../migrations/postgres/0010_push_accounts.sql"),
        ),
        (
            "account_vacations",
            include_str!("../../migrations/postgres/0011_account_vacations.sql"),
        ),
        (
            "studies",
            include_str!("../../migrations/postgres/0012_studies.sql"),
        ),
    ])
    .run(&pool)
    .await?;
    let notifier = Notifier {
        url: url.to_string(),
        origin: crate::secret::room_id(),
    };
    Ok((
        Pools {
            write: pool.clone(),
            read: pool,
        },
        notifier,
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
        self.send(pool, self.payload(room)).await
    }

    /// A quick message said in `room`, for the other processes' connections.
    pub async fn notify_said(
        &self,
        pool: &AnyPool,
        room: &str,
        seat: Seat,
        phrase: Phrase,
    ) -> Result<()> {
        let phrase = online::to_text(&phrase);
        let payload = format!("{} {seat} {}", self.payload(room), phrase.trim_matches('"'));
        self.send(pool, payload).await
    }

    async fn send(&self, pool: &AnyPool, payload: String) -> Result<()> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(payload)
            .execute(pool)
            .await?;
        Ok(())
    }
}

/// What another process told: a room changed (`*`: any room may have), or a quick message
/// was said in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub room: String,
    pub said: Option<(Seat, Phrase)>,
}

impl Note {
    /// Reads a payload; `None` for this process's own.
    fn read(payload: &str, origin: &str) -> Option<Note> {
        let mut parts = payload.split(' ');
        let room = parts.next()?.to_string();
        if parts.next() == Some(origin) {
            return None;
        }
        let said = match (parts.next(), parts.next()) {
            (Some(seat), Some(phrase)) => seat
                .parse()
                .ok()
                .zip(serde_json::from_str(&format!("\"{phrase}\"")).ok()),
            _ => None,
        };
        Some(Note { room, said })
    }
}

/// The rooms other processes change, as they commit.
pub async fn listen(n: &Notifier) -> Result<mpsc::UnboundedReceiver<Note>> {
    let mut listener = PgListener::connect(&n.url).await?;
    listener.listen(CHANNEL).await?;
    let origin = n.origin.clone();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        loop {
            match listener.recv().await {
                Ok(note) => {
                    if let Some(note) = Note::read(note.payload(), &origin) {
                        if tx.send(note).is_err() {
                            return;
                        }
                    }
                }
                // The listener reconnects by itself on the next `recv`; notifications sent
                // meanwhile are lost, so every room is reloaded ("*").
                Err(e) => {
                    tracing::warn!("listen: {e}");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    let all = Note {
                        room: "*".to_string(),
                        said: None,
                    };
                    if tx.send(all).is_err() {
                        return;
                    }
                }
            }
        }
    });
    Ok(rx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_carry_a_room_and_maybe_a_quick_message() {
        let room = |r: &str| Note {
            room: r.into(),
            said: None,
        };
        assert_eq!(Note::read("abc other", "me"), Some(room("abc")));
        assert_eq!(Note::read("abc me", "me"), None, "our own");
        assert_eq!(
            Note::read("abc other 1 good_game", "me"),
            Some(Note {
                room: "abc".into(),
                said: Some((1, Phrase::GoodGame)),
            })
        );
        assert_eq!(Note::read("abc other 1 shout", "me"), Some(room("abc")));
    }
}
