//! The server's settings, from arguments or the environment (arguments win).

use std::path::PathBuf;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// `--addr` / `CUBE_TABLE_ADDR`; port 0 picks a free port.
    pub addr: String,
    /// `--dist` / `CUBE_TABLE_DIST`: the built app.
    pub dist: PathBuf,
    /// `--database-url` / `DATABASE_URL`: `postgres://…`, or SQLite (`sqlite:<file>` or a
    /// path). Default: `<data>/cube-table.db`, where `<data>` is `--data` /
    /// `CUBE_TABLE_DATA` (default `data`).
    pub database_url: String,
}

pub const USAGE: &str = "usage: server [--addr HOST:PORT] [--dist DIR] [--data DIR] [--database-url URL]
  --addr          CUBE_TABLE_ADDR   where to listen (default 127.0.0.1:8080; port 0: any free port)
  --dist          CUBE_TABLE_DIST   the built app to serve (default dist)
  --data          CUBE_TABLE_DATA   the SQLite directory (default data; the file is cube-table.db)
  --database-url  DATABASE_URL      postgres://… for PostgreSQL, else an SQLite file (overrides --data)";

impl Settings {
    /// Reads `args` (without the program name), falling back to `env`.
    pub fn read(
        args: impl IntoIterator<Item = String>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Settings, String> {
        let mut addr = env("CUBE_TABLE_ADDR");
        let mut dist = env("CUBE_TABLE_DIST");
        let mut data = env("CUBE_TABLE_DATA");
        let mut url = env("DATABASE_URL").filter(|u| !u.is_empty());
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (key, inline) = match arg.split_once('=') {
                Some((k, v)) => (k.to_string(), Some(v.to_string())),
                None => (arg.clone(), None),
            };
            let slot = match key.as_str() {
                "--addr" => &mut addr,
                "--dist" => &mut dist,
                "--data" => &mut data,
                "--database-url" => &mut url,
                "-h" | "--help" => return Err(USAGE.to_string()),
                other => return Err(format!("unknown argument {other}\n{USAGE}")),
            };
            let value = inline
                .or_else(|| args.next())
                .ok_or_else(|| format!("{key} needs a value\n{USAGE}"))?;
            *slot = Some(value);
        }
        let data = PathBuf::from(data.unwrap_or_else(|| "data".into()));
        Ok(Settings {
            addr: addr.unwrap_or_else(|| "127.0.0.1:8080".into()),
            dist: PathBuf::from(dist.unwrap_or_else(|| "dist".into())),
            database_url: url
                .unwrap_or_else(|| data.join("cube-table.db").to_string_lossy().into_owned()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_win_over_the_environment_and_defaults_fill_in() {
        let env = |k: &str| (k == "CUBE_TABLE_ADDR").then(|| "0.0.0.0:1".to_string());
        let s = Settings::read(vec![], env).unwrap();
        assert_eq!(s.addr, "0.0.0.0:1");
        assert_eq!(s.dist, PathBuf::from("dist"));
        assert_eq!(s.database_url, "data/cube-table.db");
        let args = ["--addr", "127.0.0.1:0", "--data=/tmp/x"].map(String::from);
        let s = Settings::read(args, env).unwrap();
        assert_eq!(s.addr, "127.0.0.1:0");
        assert_eq!(s.database_url, "/tmp/x/cube-table.db");
        assert!(Settings::read(["--bogus".to_string()], env).is_err());
        assert!(Settings::read(["--addr".to_string()], env).is_err());
    }
}
