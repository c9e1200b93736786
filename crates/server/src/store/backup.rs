//! `server backup FILE` (issue 44, item 6): a consistent copy of the SQLite database while
//! the server serves it. `VACUUM INTO` reads the database in one read transaction (WAL lets
//! the server go on writing meanwhile) and writes a compact copy that a server starts from
//! as it is (`--database-url FILE`, or as `<data>/cube-table.db`). PostgreSQL has its own
//! tools (`pg_dump`; `docs/accounts.md`).

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection};

use super::rows::{Result, StoreError};

/// Copies the SQLite database `url` names to `to`, which must not exist yet. Nothing in
/// the database changes: no migration, no presence rows cleared.
pub async fn backup(url: &str, to: &Path, busy: Duration) -> Result<()> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        return Err(StoreError::Corrupt(
            "server backup copies SQLite; for PostgreSQL use pg_dump (docs/accounts.md)".into(),
        ));
    }
    if to.exists() {
        return Err(StoreError::Corrupt(format!(
            "{} exists; a backup is written to a new file",
            to.display()
        )));
    }
    let options = if url.starts_with("sqlite:") {
        SqliteConnectOptions::from_str(url)?
    } else {
        SqliteConnectOptions::new().filename(url)
    };
    if !options.get_filename().exists() {
        return Err(StoreError::Corrupt(format!(
            "no database at {}",
            options.get_filename().display()
        )));
    }
    let mut conn = options
        .create_if_missing(false)
        .busy_timeout(busy)
        .connect()
        .await?;
    sqlx::query("VACUUM INTO $1")
        .bind(to.to_string_lossy().into_owned())
        .execute(&mut conn)
        .await?;
    conn.close().await?;
    Ok(())
}
