//! `server [--addr HOST:PORT] [--dist DIR] [--data DIR] [--database-url URL]`: see
//! `server::settings` and docs/online.md.

use std::io::Write;
use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
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
