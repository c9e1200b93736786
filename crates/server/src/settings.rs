//! The server's settings, from arguments or the environment (arguments win): the one
//! place for every limit and time an operator may change. `docs/online.md` has the table.

use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// `--addr` / `CUBE_TABLE_ADDR`; port 0 picks a free port.
    pub addr: String,
    /// `--dist` / `CUBE_TABLE_DIST`: the built app.
    pub dist: PathBuf,
    /// `--database-url` / `DATABASE_URL`: `postgres://…`, or SQLite (`sqlite:<file>` or a
    /// path). Default: `<data>/cube-table.db`, where `<data>` is `--data` /
    /// `CUBE_TABLE_DATA` (default `data`).
    pub database_url: String,
    /// Origins besides the server's own whose pages may make rooms and open sockets.
    pub allow_origins: Vec<String>,
    /// Proxies whose `X-Forwarded-For` names the client (else the peer address counts).
    pub trusted_proxies: Vec<IpAddr>,
    /// Open TCP connections at most, and per client address.
    pub max_connections: usize,
    pub max_per_address: usize,
    /// Spectators per room at most (on each process).
    pub max_spectators: usize,
    /// A request's headers (and an API body) must arrive within this.
    pub header_timeout: Duration,
    /// A keep-alive connection without a request is closed after this.
    pub keep_alive: Duration,
    /// A WebSocket must say hello within this.
    pub hello_timeout: Duration,
    /// A WebSocket is pinged this often and closed when a ping is not answered within
    /// `idle_timeout` (a client that stopped reading), or when a message waits that long to
    /// be written.
    pub ping_interval: Duration,
    pub idle_timeout: Duration,
    /// Rooms one address may make: a burst, then one per `room_interval`.
    pub room_burst: u32,
    pub room_interval: Duration,
    /// Threads that play computer seats.
    pub computer_workers: usize,
    /// Rules work (replays, record builds, undo, move checks) running at once.
    pub rules_workers: usize,
    /// The sweep runs this often (zero: never) and deletes rooms without a move after
    /// `keep_unstarted`, finished rooms `keep_finished` after their end, and games without
    /// a change for `keep_abandoned`.
    pub sweep_interval: Duration,
    /// The archiver writes finished listed games to the archive this often (zero: never).
    pub archive_interval: Duration,
    pub keep_unstarted: Duration,
    pub keep_finished: Duration,
    pub keep_abandoned: Duration,
    /// How long SQLite waits for a lock another program holds before a write fails.
    pub db_busy_timeout: Duration,
    /// After SIGTERM or Ctrl-C: how long open connections get to finish.
    pub shutdown_grace: Duration,
    /// A process's presence rows not refreshed for this long (it died) no longer count
    /// and are deleted; each process refreshes its own every third of it.
    pub presence_ttl: Duration,
    /// Addresses besides loopback that may read `/metrics`.
    pub metrics_from: Vec<IpAddr>,
    /// How long a minute of a game clock lasts (60 s; tests shorten it, never the rules).
    pub clock_minute: Duration,
    /// A person away this long during their turn (no clock, or a real-time one) is stood
    /// in for by the computer.
    pub away_limit: Duration,
    /// How often due clocks and absences are looked at.
    pub alarm_interval: Duration,
    /// A room nobody is connected to stays in memory this long before it leaves (zero: at
    /// once), so a page that reconnects, or a crowd coming and going, does not have the
    /// game replayed each time.
    pub room_linger: Duration,
    /// For tests only (zero in service): a pause between deciding that the computer
    /// stands in and storing it, which opens the race with another process wide.
    pub stand_in_pause: Duration,
    /// Push subscriptions a seat may have (its devices and browsers).
    pub push_per_seat: usize,
    /// A push's whole send (name, connection, TLS, answer) must end within this.
    pub push_timeout: Duration,
    /// A failed push is tried again after this, then twice as late each time…
    pub push_retry: Duration,
    /// …at most this many times in all.
    pub push_tries: usize,
    /// How long a push service keeps a push for a browser that is offline (`TTL`).
    pub push_ttl: Duration,
    /// How often each process looks for due pushes (it also looks at once after its own
    /// changes).
    pub push_interval: Duration,
    /// The operator's contact in the VAPID token (`mailto:…` or `https://…`; empty: none).
    pub push_contact: String,
    /// For tests only: pushes may go to plain `http` endpoints on loopback addresses (the
    /// tests' own receiver). Private and link-local addresses stay refused.
    pub push_allow_loopback_http: bool,
    /// Days of vacation a seat may take in a UTC year (its turn-based clocks paused).
    pub vacation_days: u32,
    /// The address people open the site at (`https://games.example`): the passkeys' relying
    /// party (its host is their RP id) and an origin whose pages may make changes. Empty in
    /// the settings read: `http://localhost:<port>`, filled in once the port is bound.
    pub public_origin: String,
    /// A session not used for this long ends (each use, at most once an hour, moves its end).
    pub session_ttl: Duration,
    /// A sign-in link works once, within this.
    pub sign_in_link_ttl: Duration,
    /// A passkey ceremony (sign up, sign in, add a passkey) must finish within this.
    pub ceremony_ttl: Duration,
    /// Sign-in attempts one address may make (sign-up and sign-in starts, recovery codes,
    /// sign-in links): a burst, then one per `sign_in_interval`.
    pub sign_in_burst: u32,
    pub sign_in_interval: Duration,
    /// Studies one account may save (new ones and changes): a burst, then one per
    /// `study_interval`.
    pub study_burst: u32,
    pub study_interval: Duration,
}

/// Recovery codes an account gets at sign-up.
pub const RECOVERY_CODES: usize = 8;
/// Passkeys one account may have.
pub const PASSKEYS_PER_ACCOUNT: usize = 20;

/// A push subscription's endpoint has at most this many bytes.
pub const PUSH_ENDPOINT_MAX: usize = 1024;
/// Of a push service's answer, at most this many body bytes are read.
pub const PUSH_REPLY_MAX: usize = 4096;
/// Pushes one process sends at once.
pub const PUSH_SENDERS: usize = 16;

/// One setting: its argument, environment variable, default and what it is.
struct Spec {
    arg: &'static str,
    env: &'static str,
    default: &'static str,
    what: &'static str,
}

const SPECS: &[Spec] = &[
    Spec { arg: "--addr", env: "CUBE_TABLE_ADDR", default: "127.0.0.1:8080", what: "where to listen (port 0: any free port)" },
    Spec { arg: "--dist", env: "CUBE_TABLE_DIST", default: "dist", what: "the built app to serve" },
    Spec { arg: "--data", env: "CUBE_TABLE_DATA", default: "data", what: "the SQLite directory (the file is cube-table.db)" },
    Spec { arg: "--database-url", env: "DATABASE_URL", default: "", what: "postgres://… for PostgreSQL, else an SQLite file (overrides --data)" },
    Spec { arg: "--allow-origins", env: "CUBE_TABLE_ALLOW_ORIGINS", default: "", what: "origins besides the server's own that may make rooms and open sockets (comma-separated, e.g. https://games.example)" },
    Spec { arg: "--trusted-proxies", env: "CUBE_TABLE_TRUSTED_PROXIES", default: "", what: "proxy addresses whose X-Forwarded-For names the client (comma-separated)" },
    Spec { arg: "--max-connections", env: "CUBE_TABLE_MAX_CONNECTIONS", default: "4096", what: "open connections at most (lowered to fit the open-file limit)" },
    Spec { arg: "--max-per-address", env: "CUBE_TABLE_MAX_PER_ADDRESS", default: "64", what: "open connections per client address at most" },
    Spec { arg: "--max-spectators", env: "CUBE_TABLE_MAX_SPECTATORS", default: "200", what: "spectators per room at most" },
    Spec { arg: "--header-timeout", env: "CUBE_TABLE_HEADER_TIMEOUT", default: "10s", what: "a request's headers (and an API request's body) must arrive within this" },
    Spec { arg: "--keep-alive", env: "CUBE_TABLE_KEEP_ALIVE", default: "60s", what: "an idle keep-alive connection is closed after this" },
    Spec { arg: "--hello-timeout", env: "CUBE_TABLE_HELLO_TIMEOUT", default: "10s", what: "a WebSocket must say hello within this" },
    Spec { arg: "--ping-interval", env: "CUBE_TABLE_PING_INTERVAL", default: "20s", what: "a WebSocket is pinged this often" },
    Spec { arg: "--idle-timeout", env: "CUBE_TABLE_IDLE_TIMEOUT", default: "60s", what: "a WebSocket whose ping is unanswered, or whose messages wait to be written, this long is closed" },
    Spec { arg: "--room-burst", env: "CUBE_TABLE_ROOM_BURST", default: "20", what: "rooms one address may make at once…" },
    Spec { arg: "--room-interval", env: "CUBE_TABLE_ROOM_INTERVAL", default: "30s", what: "…and then one per this" },
    Spec { arg: "--computer-workers", env: "CUBE_TABLE_COMPUTER_WORKERS", default: "auto", what: "threads playing computer seats (auto: half the cores, at least 1)" },
    Spec { arg: "--rules-workers", env: "CUBE_TABLE_RULES_WORKERS", default: "auto", what: "rules work (replays, records, undo) at once (auto: the cores)" },
    Spec { arg: "--sweep-interval", env: "CUBE_TABLE_SWEEP_INTERVAL", default: "1h", what: "how often old rooms are deleted (0: never)" },
    Spec { arg: "--archive-interval", env: "CUBE_TABLE_ARCHIVE_INTERVAL", default: "15s", what: "how often finished listed games are written to the archive (0: never)" },
    Spec { arg: "--keep-unstarted", env: "CUBE_TABLE_KEEP_UNSTARTED", default: "7d", what: "a room without a move is deleted this long after its last change" },
    Spec { arg: "--keep-finished", env: "CUBE_TABLE_KEEP_FINISHED", default: "30d", what: "a finished game is deleted this long after its end" },
    Spec { arg: "--keep-abandoned", env: "CUBE_TABLE_KEEP_ABANDONED", default: "90d", what: "an unfinished game is deleted this long after its last change" },
    Spec { arg: "--db-busy-timeout", env: "CUBE_TABLE_DB_BUSY_TIMEOUT", default: "5s", what: "how long SQLite waits for a lock held by another program" },
    Spec { arg: "--shutdown-grace", env: "CUBE_TABLE_SHUTDOWN_GRACE", default: "10s", what: "after SIGTERM or Ctrl-C, how long open connections get to finish" },
    Spec { arg: "--presence-ttl", env: "CUBE_TABLE_PRESENCE_TTL", default: "30s", what: "a process's presence rows not refreshed for this long (it died) are deleted" },
    Spec { arg: "--metrics-from", env: "CUBE_TABLE_METRICS_FROM", default: "", what: "addresses besides loopback that may read /metrics (comma-separated)" },
    Spec { arg: "--clock-minute", env: "CUBE_TABLE_CLOCK_MINUTE", default: "60s", what: "how long a minute of a game clock lasts (tests shorten it)" },
    Spec { arg: "--away-limit", env: "CUBE_TABLE_AWAY_LIMIT", default: "2m", what: "a person away this long during their turn (no clock, or real time) is played by the computer" },
    Spec { arg: "--alarm-interval", env: "CUBE_TABLE_ALARM_INTERVAL", default: "1s", what: "how often clocks that ran out and absences are looked at" },
    Spec { arg: "--room-linger", env: "CUBE_TABLE_ROOM_LINGER", default: "10s", what: "a room nobody is connected to stays loaded this long (0: leaves at once)" },
    Spec { arg: "--stand-in-pause", env: "CUBE_TABLE_STAND_IN_PAUSE", default: "0s", what: "tests only: a pause before a stand-in is stored (widens a race between processes)" },
    Spec { arg: "--push-per-seat", env: "CUBE_TABLE_PUSH_PER_SEAT", default: "5", what: "push subscriptions a seat may have" },
    Spec { arg: "--push-timeout", env: "CUBE_TABLE_PUSH_TIMEOUT", default: "5s", what: "a push's send must end within this" },
    Spec { arg: "--push-retry", env: "CUBE_TABLE_PUSH_RETRY", default: "2s", what: "a failed push is tried again after this, doubling each time…" },
    Spec { arg: "--push-tries", env: "CUBE_TABLE_PUSH_TRIES", default: "8", what: "…at most this many times" },
    Spec { arg: "--push-ttl", env: "CUBE_TABLE_PUSH_TTL", default: "12h", what: "how long a push service keeps a push for an offline browser (TTL)" },
    Spec { arg: "--push-interval", env: "CUBE_TABLE_PUSH_INTERVAL", default: "1s", what: "how often each process looks for due pushes" },
    Spec { arg: "--push-contact", env: "CUBE_TABLE_PUSH_CONTACT", default: "", what: "the operator's contact in the VAPID token (mailto:… or https://…)" },
    Spec { arg: "--push-allow-loopback-http", env: "CUBE_TABLE_PUSH_ALLOW_LOOPBACK_HTTP", default: "no", what: "tests only (yes/no): pushes may go to http endpoints on loopback" },
    Spec { arg: "--vacation-days", env: "CUBE_TABLE_VACATION_DAYS", default: "30", what: "days of vacation a seat may take in a year (its turn-based clock paused)" },
    Spec { arg: "--public-origin", env: "CUBE_TABLE_PUBLIC_ORIGIN", default: "", what: "the address people open the site at, for passkeys (default http://localhost:<port>)" },
    Spec { arg: "--session-ttl", env: "CUBE_TABLE_SESSION_TTL", default: "30d", what: "a signed-in session not used for this long ends" },
    Spec { arg: "--sign-in-link-ttl", env: "CUBE_TABLE_SIGN_IN_LINK_TTL", default: "10m", what: "a sign-in link works once within this" },
    Spec { arg: "--ceremony-ttl", env: "CUBE_TABLE_CEREMONY_TTL", default: "5m", what: "a passkey ceremony must finish within this" },
    Spec { arg: "--sign-in-burst", env: "CUBE_TABLE_SIGN_IN_BURST", default: "10", what: "sign-in attempts one address may make at once…" },
    Spec { arg: "--sign-in-interval", env: "CUBE_TABLE_SIGN_IN_INTERVAL", default: "20s", what: "…and then one per this" },
    Spec { arg: "--study-burst", env: "CUBE_TABLE_STUDY_BURST", default: "10", what: "studies one account may save (new or changed) at once…" },
    Spec { arg: "--study-interval", env: "CUBE_TABLE_STUDY_INTERVAL", default: "6s", what: "…and then one per this" },
];

/// The usage text, generated from the settings' table.
pub fn usage() -> String {
    let mut text = String::from(
        "usage: server [--setting VALUE]…  (durations: 500ms, 10s, 5m, 2h, 7d)\n       server backup FILE [--setting VALUE]…  (a copy of the SQLite database, while it serves)\n",
    );
    for s in SPECS {
        let default = if s.default.is_empty() {
            String::new()
        } else {
            format!(" (default {})", s.default)
        };
        text.push_str(&format!(
            "  {:<20} {:<28} {}{default}\n",
            s.arg, s.env, s.what
        ));
    }
    text
}

/// `500ms`, `10s`, `5m`, `2h`, `7d`, or plain seconds.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number
        .parse()
        .map_err(|_| format!("not a duration: {text}"))?;
    let ms = match unit {
        "ms" => 1,
        "" | "s" => 1000,
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        _ => return Err(format!("not a duration: {text} (use ms, s, m, h or d)")),
    };
    Ok(Duration::from_millis(n.saturating_mul(ms)))
}

fn list(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty())
}

fn addresses(key: &str, text: &str) -> Result<Vec<IpAddr>, String> {
    list(text)
        .map(|a| {
            a.parse()
                .map_err(|_| format!("{key}: not an IP address: {a}"))
        })
        .collect()
}

/// `--public-origin`: empty, or `http(s)://host[:port]` (no path), lower-case.
fn origin(text: &str) -> Result<String, String> {
    let text = text.trim().trim_end_matches('/').to_ascii_lowercase();
    let host = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"));
    match host {
        _ if text.is_empty() => Ok(text),
        Some(h) if !h.is_empty() && !h.contains(['/', '?', '#', '@']) => Ok(text),
        _ => Err(format!(
            "--public-origin: http(s)://host[:port] without a path, not {text}"
        )),
    }
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

impl Settings {
    /// Reads `args` (without the program name), falling back to `env`.
    pub fn read(
        args: impl IntoIterator<Item = String>,
        env: impl Fn(&str) -> Option<String>,
    ) -> Result<Settings, String> {
        let mut values: Vec<Option<String>> = SPECS
            .iter()
            .map(|s| env(s.env).filter(|v| !v.is_empty()))
            .collect();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (key, inline) = match arg.split_once('=') {
                Some((k, v)) => (k.to_string(), Some(v.to_string())),
                None => (arg.clone(), None),
            };
            if key == "-h" || key == "--help" {
                return Err(usage());
            }
            let Some(i) = SPECS.iter().position(|s| s.arg == key) else {
                return Err(format!("unknown argument {key}\n{}", usage()));
            };
            let value = inline
                .or_else(|| args.next())
                .ok_or_else(|| format!("{key} needs a value\n{}", usage()))?;
            values[i] = Some(value);
        }
        let get = |arg: &str| -> String {
            let i = SPECS.iter().position(|s| s.arg == arg).unwrap_or(0);
            values[i]
                .clone()
                .unwrap_or_else(|| SPECS[i].default.to_string())
        };
        let duration = |arg: &str| parse_duration(&get(arg)).map_err(|e| format!("{arg}: {e}"));
        let count = |arg: &str, auto: Option<usize>| -> Result<usize, String> {
            match (get(arg).as_str(), auto) {
                ("auto", Some(auto)) => Ok(auto),
                (v, _) => v
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("{arg}: not a positive number: {v}")),
            }
        };
        let data = PathBuf::from(get("--data"));
        let url = get("--database-url");
        let settings = Settings {
            addr: get("--addr"),
            dist: PathBuf::from(get("--dist")),
            database_url: if url.is_empty() {
                data.join("cube-table.db").to_string_lossy().into_owned()
            } else {
                url
            },
            allow_origins: list(&get("--allow-origins"))
                .map(|o| o.trim_end_matches('/').to_ascii_lowercase())
                .collect(),
            trusted_proxies: addresses("--trusted-proxies", &get("--trusted-proxies"))?,
            max_connections: count("--max-connections", None)?,
            max_per_address: count("--max-per-address", None)?,
            max_spectators: count("--max-spectators", None)?,
            header_timeout: duration("--header-timeout")?,
            keep_alive: duration("--keep-alive")?,
            hello_timeout: duration("--hello-timeout")?,
            ping_interval: duration("--ping-interval")?,
            idle_timeout: duration("--idle-timeout")?,
            room_burst: count("--room-burst", None)? as u32,
            room_interval: duration("--room-interval")?,
            computer_workers: count("--computer-workers", Some((cores() / 2).max(1)))?,
            rules_workers: count("--rules-workers", Some(cores()))?,
            sweep_interval: duration("--sweep-interval")?,
            archive_interval: duration("--archive-interval")?,
            keep_unstarted: duration("--keep-unstarted")?,
            keep_finished: duration("--keep-finished")?,
            keep_abandoned: duration("--keep-abandoned")?,
            db_busy_timeout: duration("--db-busy-timeout")?,
            shutdown_grace: duration("--shutdown-grace")?,
            presence_ttl: duration("--presence-ttl")?,
            metrics_from: addresses("--metrics-from", &get("--metrics-from"))?,
            clock_minute: duration("--clock-minute")?,
            away_limit: duration("--away-limit")?,
            alarm_interval: duration("--alarm-interval")?,
            room_linger: duration("--room-linger")?,
            stand_in_pause: duration("--stand-in-pause")?,
            push_per_seat: count("--push-per-seat", None)?,
            push_timeout: duration("--push-timeout")?,
            push_retry: duration("--push-retry")?,
            push_tries: count("--push-tries", None)?,
            push_ttl: duration("--push-ttl")?,
            push_interval: duration("--push-interval")?,
            push_contact: get("--push-contact"),
            vacation_days: u32::try_from(count("--vacation-days", None)?)
                .map_err(|_| "--vacation-days: too large".to_string())?,
            push_allow_loopback_http: match get("--push-allow-loopback-http").as_str() {
                "yes" | "1" | "true" => true,
                "no" | "0" | "false" | "" => false,
                v => return Err(format!("--push-allow-loopback-http: yes or no, not {v}")),
            },
            public_origin: origin(&get("--public-origin"))?,
            session_ttl: duration("--session-ttl")?,
            sign_in_link_ttl: duration("--sign-in-link-ttl")?,
            ceremony_ttl: duration("--ceremony-ttl")?,
            sign_in_burst: count("--sign-in-burst", None)? as u32,
            sign_in_interval: duration("--sign-in-interval")?,
            study_burst: count("--study-burst", None)? as u32,
            study_interval: duration("--study-interval")?,
        };
        for (arg, d) in [
            ("--header-timeout", settings.header_timeout),
            ("--hello-timeout", settings.hello_timeout),
            ("--ping-interval", settings.ping_interval),
            ("--idle-timeout", settings.idle_timeout),
            ("--room-interval", settings.room_interval),
            ("--presence-ttl", settings.presence_ttl),
            ("--clock-minute", settings.clock_minute),
            ("--away-limit", settings.away_limit),
            ("--alarm-interval", settings.alarm_interval),
            ("--push-timeout", settings.push_timeout),
            ("--push-retry", settings.push_retry),
            ("--push-interval", settings.push_interval),
            ("--session-ttl", settings.session_ttl),
            ("--sign-in-link-ttl", settings.sign_in_link_ttl),
            ("--ceremony-ttl", settings.ceremony_ttl),
            ("--sign-in-interval", settings.sign_in_interval),
            ("--study-interval", settings.study_interval),
        ] {
            if d.is_zero() {
                return Err(format!("{arg} must be more than zero"));
            }
        }
        Ok(settings)
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
        assert_eq!(s.keep_finished, Duration::from_secs(30 * 86_400));
        assert_eq!(s.max_per_address, 64);
        assert_eq!(s.clock_minute, Duration::from_secs(60));
        assert_eq!(s.away_limit, Duration::from_secs(120));
        assert_eq!(
            (s.study_burst, s.study_interval),
            (10, Duration::from_secs(6))
        );
        let args = [
            "--addr",
            "127.0.0.1:0",
            "--data=/tmp/x",
            "--hello-timeout",
            "500ms",
        ]
        .map(String::from);
        let s = Settings::read(args, env).unwrap();
        assert_eq!(s.addr, "127.0.0.1:0");
        assert_eq!(s.database_url, "/tmp/x/cube-table.db");
        assert_eq!(s.hello_timeout, Duration::from_millis(500));
        assert!(Settings::read(["--bogus".to_string()], env).is_err());
        assert!(Settings::read(["--addr".to_string()], env).is_err());
        assert!(Settings::read(["--idle-timeout=0s".to_string()], env).is_err());
        assert!(Settings::read(["--trusted-proxies=10.0.0.1,x".to_string()], env).is_err());
        let s = Settings::read(
            [
                "--trusted-proxies=10.0.0.1, ::1",
                "--allow-origins=https://A.example/",
            ]
            .map(String::from),
            env,
        )
        .unwrap();
        assert_eq!(s.trusted_proxies.len(), 2);
        assert_eq!(s.allow_origins, vec!["https://a.example".to_string()]);
        assert_eq!(s.public_origin, "");
        let s = Settings::read(["--public-origin=https://Games.example/".to_string()], env);
        assert_eq!(s.unwrap().public_origin, "https://games.example");
        assert!(Settings::read(["--public-origin=games.example".to_string()], env).is_err());
        assert!(Settings::read(["--public-origin=https://a.example/x".to_string()], env).is_err());
    }

    #[test]
    fn durations_read_with_their_units() {
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("10"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(7 * 86_400)));
        assert!(parse_duration("x").is_err());
        assert!(parse_duration("5w").is_err());
    }
}
