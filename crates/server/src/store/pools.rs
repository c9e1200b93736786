//! What both databases share when opening: the pools and the migrations.

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, SqlSafeStr};

/// The pools of a store: SQLite writes through one connection (a second writer would
/// only wait on the file's lock, polling), reads through several; PostgreSQL uses one pool
/// for both.
pub struct Pools {
    pub write: AnyPool,
    pub read: AnyPool,
}

/// The migrations of a backend in order: (name, SQL) of its
/// `migrations/<backend>/000<n>_<name>.sql`, embedded in the binary.
pub fn migrator(steps: &[(&'static str, &'static str)]) -> Migrator {
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
