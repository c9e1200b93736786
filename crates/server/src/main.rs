//! `server [--setting VALUE]…`: see `server::settings` and docs/online.md. Logs go to
//! stderr, filtered by `CUBE_TABLE_LOG` (default `info`; e.g. `server=debug`).

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
    let settings =
        match server::settings::Settings::read(std::env::args().skip(1), |k| std::env::var(k).ok())
        {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        };
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
