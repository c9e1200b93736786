//! Storage: one [`Store`] whose queries ([`sql`]) are written once for both databases
//! through sqlx's `Any` driver; each backend keeps only what differs: opening
//! ([`sqlite`], the default, and [`postgres`] for several server processes), and for
//! PostgreSQL the notifications between processes. Every change of a room is one
//! transaction that checks the room's `version` first, so a writer with a stale picture of
//! the room gets [`StoreError::Stale`] and nothing changes.

pub mod postgres;
pub mod sql;
pub mod sqlite;

use online::{PendingUndo, SeatKind};
use rules::Seat;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, SqlSafeStr};

pub use sql::Store;

/// The key of the spectators' row in the presence counts.
pub const SPECTATORS: i64 = -1;

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

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub kind: SeatKind,
    pub name: String,
    /// SHA-256 of the seat's token, hex; the token itself is never stored.
    pub token_hash: Option<String>,
}

impl StoredSeat {
    pub fn open() -> StoredSeat {
        StoredSeat {
            kind: SeatKind::Open,
            name: String::new(),
            token_hash: None,
        }
    }
}

/// A room as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRoom {
    pub id: String,
    /// The spectators' id ([`online::paths::watch`]); `None` only for rooms stored before
    /// it existed, until they are loaded again.
    pub watch: Option<String>,
    pub game: String,
    pub players: usize,
    pub options: online::Options,
    pub seed: u64,
    pub version: i64,
    pub undo: Option<PendingUndo>,
    pub seats: Vec<StoredSeat>,
    /// (seat that moved, notation), in order.
    pub moves: Vec<(Seat, String)>,
    /// When the room last changed, in seconds since 1970.
    pub touched: i64,
    /// When the game ended; `Some(0)` while it is played, `None` when not known (a room
    /// stored before this was kept).
    pub ended: Option<i64>,
}

/// What the sweep deletes, in seconds since 1970: rooms whose game ended before
/// `finished`, rooms without a move last changed before `unstarted`, and games last
/// changed before `abandoned`. Rooms with a live connection are kept.
#[derive(Clone, Copy, Debug)]
pub struct Expiry {
    pub unstarted: i64,
    pub finished: i64,
    pub abandoned: i64,
}

/// Opens the store `url` names: `postgres://…` or `postgresql://…`, else SQLite (a
/// `sqlite:` URL or a file path), running the migrations.
pub async fn open(url: &str, busy: std::time::Duration) -> Result<Store> {
    sqlx::any::install_default_drivers();
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        postgres::open(url).await
    } else {
        sqlite::open(url, busy).await
    }
}

/// The migrations of a backend in order: (name, SQL) of its
/// `migrations/<backend>/000<n>_<name>.sql`, embedded in the binary.
fn migrator(steps: &[(&'static str, &'static str)]) -> Migrator {
    Migrator::with_migrations(
        steps
            .iter()
            .zip(1..)
            .map(|(&(name, sql), version)| {
                Migration::new(
                    version,
                    name.into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

/// Seconds since 1970.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// The backend-specific part of a [`Store`].
pub enum Backend {
    /// One process per file: nothing to tell anyone.
    Sqlite,
    Postgres(postgres::Notifier),
}

/// The pools of a store: SQLite writes through one connection (a second writer would
/// only wait on the file's lock, polling), reads through several; PostgreSQL uses one pool
/// for both.
pub struct Pools {
    pub write: AnyPool,
    pub read: AnyPool,
}
