//! Storage: one [`Store`] whose queries ([`sql`]) are written once for both databases
//! through sqlx's `Any` driver; each backend keeps only what differs: opening
//! ([`sqlite`], the default, and [`postgres`] for several server processes), and for
//! PostgreSQL the notifications between processes. Every change of a room is one
//! transaction that checks the room's `version` first, so a writer with a stale picture of
//! the room gets [`StoreError::Stale`] and nothing changes.

pub mod account_seats;
pub mod accounts;
pub mod archive;
pub mod backup;
pub mod pools;
pub mod postgres;
pub mod ratings;
pub mod rows;
pub mod sql;
pub mod sqlite;
pub mod studies;

pub use account_seats::{AccountSeat, Bound};
pub use accounts::{Account, Ceremony, CeremonyKind, NewAccount};
pub use archive::{Archived, ArchivedSeat, Search};
pub use rows::*;
pub use sql::{Backend, Store};
pub use studies::{StudyCaps, StudyRefused, StudyText, StudyWrite};

/// Opens the store `url` names: `postgres://…` or `postgresql://…`, else SQLite (a
/// `sqlite:` URL or a file path), running the migrations.
pub async fn open(url: &str, busy: std::time::Duration) -> Result<Store> {
    sqlx::any::install_default_drivers();
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let (pools, notifier) = postgres::open(url).await?;
        Ok(Store::new(pools, Backend::Postgres(notifier)))
    } else {
        let store = Store::new(sqlite::open(url, busy).await?, Backend::Sqlite);
        // One process per file: presence rows of an earlier run are stale.
        store.clear_presence(None).await?;
        Ok(store)
    }
}
