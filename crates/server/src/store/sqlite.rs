//! Opening SQLite (the default): one file, WAL journal, `synchronous = FULL` so that a
//! committed move survives a crash of the machine too. One server process per file, so
//! nothing is told to other processes.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Executor};

use super::pools::{migrator, Pools};
use super::rows::{Result, StoreError};

/// `url` is `sqlite:<path>` / `sqlite://<path>` or a plain path; its directory is made.
/// `busy`: how long a statement waits for the file's lock (another program holding it)
/// before it fails.
pub async fn open(url: &str, busy: Duration) -> Result<Pools> {
    let options = if url.starts_with("sqlite:") {
        SqliteConnectOptions::from_str(url)?
    } else {
        SqliteConnectOptions::new().filename(url)
    };
    let dir = options.get_filename().parent().map(Path::to_path_buf);
    if let Some(dir) = dir.filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(&dir)
            .map_err(|e| StoreError::Corrupt(format!("cannot make {}: {e}", dir.display())))?;
    }
    let url = options.create_if_missing(true).to_url_lossy().to_string();
    let pragmas = format!(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = {};",
        busy.as_millis()
    );
    let pool = |max| {
        let pragmas = pragmas.clone();
        AnyPoolOptions::new()
            .max_connections(max)
            .acquire_timeout(Duration::from_secs(30))
            .after_connect(move |conn, _| {
                let pragmas = sqlx::AssertSqlSafe(pragmas.clone());
                Box::pin(async move {
                    conn.execute(pragmas).await?;
                    Ok(())
                })
            })
            .connect(&url)
    };
    let write = pool(1).await?;
    migrator(&[
        (
            "rooms",
            include_str!("../../migrations/sqlite/0001_rooms.sql"),
        ),
        (
            "life",
            include_str!("../../migrations/sqlite/0002_life.sql"),
        ),
        (
            "tables",
            include_str!("../../migrations/sqlite/0003_tables.sql"),
        ),
        (
            "push",
            include_str!("../../migrations/sqlite/0004_push.sql"),
        ),
        (
            "vacation",
            include_str!("../../migrations/sqlite/0005_vacation.sql"),
        ),
        (
            "accounts",
            include_str!("../../migrations/sqlite/0006_accounts.sql"),
        ),
        (
            "seat_accounts",
            include_str!("../../migrations/sqlite/0007_seat_accounts.sql"),
        ),
        (
            "ratings",
            include_str!("../../migrations/sqlite/0008_ratings.sql"),
        ),
        (
            "archive",
            include_str!("../../migrations/sqlite/0009_archive.sql"),
        ),
        (
            "push_accounts",
            include_str!("../../migrations/sqlite/0010_push_accounts.sql"),
        ),
        (
            "account_vacations",
            include_str!("../../migrations/sqlite/0011_account_vacations.sql"),
        ),
        (
            "studies",
            include_str!("../../migrations/sqlite/0012_studies.sql"),
        ),
    ])
    .run(&write)
    .await?;
    let read = pool(4).await?;
    Ok(Pools { write, read })
}
