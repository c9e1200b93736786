//! Storage: one [`Store`] trait, two backends (SQLite, the default, and PostgreSQL for
//! several server processes). Every change of a room is one transaction that checks the
//! room's `version` first, so a writer with a stale picture of the room gets
//! [`StoreError::Stale`] and nothing changes.

pub mod postgres;
pub mod sqlite;

use std::sync::Arc;

use futures_util::future::BoxFuture;
use online::PendingUndo;
use rules::Seat;
use tokio::sync::mpsc;

/// The key of the spectators' row in the presence counts.
pub const SPECTATORS: i64 = -1;

/// Seconds after which a server's presence rows no longer count (it has died).
pub const PRESENCE_TTL: i64 = 30;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The room changed since it was read (another connection or process was first).
    #[error("the room has changed")]
    Stale,
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Stored data that does not read back (never written by this server).
    #[error("stored data: {0}")]
    Corrupt(String),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// A seat as stored. `kind` is `open`, `person` or `computer`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub kind: String,
    pub level: String,
    pub name: String,
    /// SHA-256 of the seat's token, hex; the token itself is never stored.
    pub token_hash: Option<String>,
}

/// A room as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRoom {
    pub id: String,
    pub game: String,
    pub players: usize,
    pub options: online::Options,
    pub seed: u64,
    pub version: i64,
    pub undo: Option<PendingUndo>,
    pub seats: Vec<StoredSeat>,
    /// (seat that moved, notation), in order.
    pub moves: Vec<(Seat, String)>,
}

/// The storage of rooms. Methods return boxed futures so that the server holds one
/// `Arc<dyn Store>` whichever backend runs.
pub trait Store: Send + Sync {
    /// Stores a new room with its seats at version 0.
    fn create_room<'a>(&'a self, room: &'a StoredRoom) -> BoxFuture<'a, Result<()>>;

    fn load_room<'a>(&'a self, id: &'a str) -> BoxFuture<'a, Result<Option<StoredRoom>>>;

    /// Stores move `ply` if the room is still at `version`; clears a pending undo. Returns
    /// the new version.
    fn append_move<'a>(
        &'a self,
        room: &'a str,
        version: i64,
        ply: usize,
        seat: Seat,
        text: &'a str,
    ) -> BoxFuture<'a, Result<i64>>;

    /// Gives the first open seat to a person. Returns the seat and the new version, or
    /// `None` when no seat is open.
    fn take_seat<'a>(
        &'a self,
        room: &'a str,
        name: &'a str,
        token_hash: &'a str,
    ) -> BoxFuture<'a, Result<Option<(Seat, i64)>>>;

    /// Sets or clears the pending undo request if the room is still at `version`.
    fn set_undo<'a>(
        &'a self,
        room: &'a str,
        version: i64,
        undo: Option<&'a PendingUndo>,
    ) -> BoxFuture<'a, Result<i64>>;

    /// Deletes the moves from `to_ply` on and clears the undo request, in one transaction,
    /// if the room is still at `version`.
    fn undo_to<'a>(
        &'a self,
        room: &'a str,
        version: i64,
        to_ply: usize,
    ) -> BoxFuture<'a, Result<i64>>;

    /// This server's connection count for a room and seat ([`SPECTATORS`] for watchers).
    fn set_presence<'a>(
        &'a self,
        server: &'a str,
        room: &'a str,
        seat: i64,
        conns: i64,
    ) -> BoxFuture<'a, Result<()>>;

    /// Connections per seat key in a room over every live server.
    fn presence<'a>(&'a self, room: &'a str) -> BoxFuture<'a, Result<Vec<(i64, i64)>>>;

    /// Marks this server's presence rows as fresh.
    fn heartbeat<'a>(&'a self, server: &'a str) -> BoxFuture<'a, Result<()>>;

    /// Tells other server processes that a room changed (PostgreSQL: `NOTIFY`).
    fn notify<'a>(&'a self, room: &'a str) -> BoxFuture<'a, Result<()>>;

    /// The ids of rooms other processes changed, for backends shared by several processes.
    fn listen(
        self: Arc<Self>,
    ) -> BoxFuture<'static, Result<Option<mpsc::UnboundedReceiver<String>>>>;
}

/// Opens the store `url` names: `postgres://…` or `postgresql://…`, else SQLite (a
/// `sqlite:` URL or a file path), creating the file and running the migrations.
pub async fn open(url: &str) -> Result<Arc<dyn Store>> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(postgres::PgStore::open(url).await?))
    } else {
        Ok(Arc::new(sqlite::SqliteStore::open(url).await?))
    }
}

/// Seconds since 1970, for presence freshness.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

fn undo_to_text(undo: Option<&PendingUndo>) -> Option<String> {
    undo.map(online::to_text)
}

fn undo_from_text(text: Option<String>) -> Result<Option<PendingUndo>> {
    text.map(|t| serde_json::from_str(&t).map_err(|e| StoreError::Corrupt(e.to_string())))
        .transpose()
}

fn options_from_text(text: &str) -> Result<online::Options> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn to_usize(n: i64) -> Result<usize> {
    usize::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative count {n}")))
}

/// Whether a database error is a unique-key violation (a concurrent writer was first).
fn is_conflict(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}
