//! `server [--setting VALUE]…`: see `server::settings` and docs/online.md. Logs go to
//! stderr, filtered by `CUBE_TABLE_LOG` (default `info`; e.g. `server=debug`).
//!
//! `server backup FILE [--setting VALUE]…`: a consistent copy of the SQLite database the
//! settings name, taken while a server serves it (`server::store::backup`,
//! docs/accounts.md).

use std::io::Write;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    let filter = tracing_subscriber::EnvFilter::try_from_env("CUBE_TABLE_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let backup_to = match args.first().map(String::as_str) {
        Some("backup") => match args.get(1) {
            Some(file) if !file.starts_with("--") => {
                let file = std::path::PathBuf::from(file);
                args.drain(..2);
                Some(file)
            }
            _ => {
                eprintln!("usage: server backup FILE [--setting VALUE]…");
                return ExitCode::from(2);
            }
        },
        _ => None,
    };
    let settings = match server::settings::Settings::read(args, |k| std::env::var(k).ok()) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if let Some(to) = backup_to {
        let copied =
            server::store::backup::backup(&settings.database_url, &to, settings.db_busy_timeout)
                .await;
        return match copied {
            Ok(()) => {
                println!("backed up to {}", to.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("backup: {e}");
                ExitCode::FAILURE
            }
        };
    }
    let result = server::run(settings).await;
    let _ = std::io::stdout().flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
