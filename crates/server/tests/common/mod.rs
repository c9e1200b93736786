//! Helpers for the server's tests: the real binary on port 0, a small HTTP client, a
//! WebSocket client speaking the protocol, temporary directories and a private
//! PostgreSQL cluster.
#![allow(dead_code)]

pub mod account;
pub mod passkey;
pub mod push;
pub mod tables;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use online::{ClientMsg, CreateRoom, RoomCreated, SeatSpec, ServerMsg};
use rules::{AnyGame, GameRng, Setup};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::process::{Child, Command};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const WAIT: Duration = Duration::from_secs(10);

/// A directory under the system's temp dir, removed on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let dir = std::env::temp_dir().join(format!(
            "cube-table-{tag}-{}-{}-{nanos}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The server binary, running.
pub struct Server {
    pub child: Child,
    pub port: u16,
    pub args: Vec<String>,
    /// Everything the server wrote to stderr (also echoed to the test's stderr).
    pub stderr: std::sync::Arc<std::sync::Mutex<String>>,
}

impl Server {
    /// Starts the server with SQLite in `data` and an empty dist.
    pub async fn sqlite(data: &Path) -> Server {
        Server::sqlite_with(data, &[]).await
    }

    /// The same with more settings (`["--hello-timeout", "1s"]`).
    pub async fn sqlite_with(data: &Path, settings: &[&str]) -> Server {
        let mut args = vec![
            "--data".to_string(),
            data.display().to_string(),
            "--dist".into(),
            data.join("dist").display().to_string(),
        ];
        args.extend(settings.iter().map(|s| s.to_string()));
        Server::start(args).await
    }

    pub async fn postgres(url: &str, data: &Path) -> Server {
        Server::postgres_with(url, data, &[]).await
    }

    /// The same with more settings.
    pub async fn postgres_with(url: &str, data: &Path, settings: &[&str]) -> Server {
        let mut args = vec![
            "--database-url".to_string(),
            url.into(),
            "--dist".into(),
            data.join("dist").display().to_string(),
        ];
        args.extend(settings.iter().map(|s| s.to_string()));
        Server::start(args).await
    }

    pub async fn start(args: Vec<String>) -> Server {
        Server::start_on(args, 0).await
    }

    pub async fn start_on(args: Vec<String>, port: u16) -> Server {
        let mut all = vec!["--addr".to_string(), format!("127.0.0.1:{port}")];
        all.extend(args.iter().cloned());
        let mut child = Command::new(env!("CARGO_BIN_EXE_server"))
            .args(&all)
            .env_remove("DATABASE_URL")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let stderr = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let mut errs = BufReader::new(child.stderr.take().unwrap()).lines();
        let sink = stderr.clone();
        tokio::spawn(async move {
            while let Ok(Some(line)) = errs.next_line().await {
                eprintln!("server: {line}");
                sink.lock().unwrap().push_str(&line);
                sink.lock().unwrap().push('\n');
            }
        });
        let stdout = child.stdout.take().unwrap();
        let mut lines = BufReader::new(stdout).lines();
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("the server did not say it listens within 30 s")
            .unwrap()
            .expect("the server ended before it listened");
        let port = line
            .strip_prefix("listening on http://127.0.0.1:")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .parse()
            .unwrap();
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Server {
            child,
            port,
            args,
            stderr,
        }
    }

    /// SIGKILL, no goodbye.
    pub async fn kill(&mut self) {
        self.child.kill().await.unwrap();
    }

    /// The same arguments on the same port.
    pub async fn restart(&mut self) {
        let _ = self.child.kill().await;
        *self = Server::start_on(self.args.clone(), self.port).await;
    }

    pub async fn create(&self, game: &str, setup: Setup, seats: Vec<SeatSpec>) -> RoomCreated {
        self.create_room(&CreateRoom::new(game, setup, seats, "Ada"))
            .await
    }

    /// Makes the room `req` asks for.
    pub async fn create_room(&self, req: &CreateRoom) -> RoomCreated {
        let (status, body) = http(self.port, "POST", "/api/rooms", &online::to_text(req)).await;
        assert_eq!(status, 201, "{body}");
        serde_json::from_str(&body).unwrap()
    }

    /// "Play now": the answer's status and body.
    pub async fn play_now(&self, game: &str, players: usize, name: &str) -> (u16, String) {
        self.play_now_paced(game, players, name, false).await
    }

    /// "Play now" asking for a turn-based game, or not.
    pub async fn play_now_paced(
        &self,
        game: &str,
        players: usize,
        name: &str,
        turn_based: bool,
    ) -> (u16, String) {
        let req = online::PlayNow {
            v: online::VERSION,
            game: game.into(),
            players,
            name: name.into(),
            turn_based,
        };
        http(
            self.port,
            "POST",
            online::paths::PLAY_NOW,
            &online::to_text(&req),
        )
        .await
    }

    /// The lobby's socket (one game's with `game`).
    pub async fn lobby(&self, game: Option<&str>) -> Client {
        Client::connect_path(self.port, &online::paths::lobby_socket(game), &[])
            .await
            .unwrap()
    }

    pub async fn client(&self, room: &str) -> Client {
        Client::connect(self.port, room).await
    }

    /// A value of `/metrics` (the first sample whose name and labels start with `name`).
    pub async fn metric(&self, name: &str) -> f64 {
        let (status, text) = http(self.port, "GET", "/metrics", "").await;
        assert_eq!(status, 200, "{text}");
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .find(|l| l.starts_with(name))
            .and_then(|l| l.rsplit(' ').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no metric {name} in\n{text}"))
    }

    /// Waits until `/metrics` shows `name` at `value` (it is updated a moment after the
    /// event), failing after [`WAIT`].
    pub async fn metric_becomes(&self, name: &str, value: f64) {
        let until = std::time::Instant::now() + WAIT;
        loop {
            let now = self.metric(name).await;
            if now == value {
                return;
            }
            assert!(
                std::time::Instant::now() < until,
                "{name} stays {now}, not {value}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// SIGTERM, as a service manager stops it.
    pub fn terminate(&self) {
        if let Some(pid) = self.child.id() {
            let _ = std::process::Command::new("kill")
                .args(["-TERM", &pid.to_string()])
                .status();
        }
    }
}

/// A TCP connection to the server from `from` (any 127.x.y.z: each is another client to
/// the server's per-address caps).
pub async fn tcp_from(port: u16, from: &str) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket
        .bind(std::net::SocketAddr::new(from.parse().unwrap(), 0))
        .unwrap();
    socket
        .connect(std::net::SocketAddr::from(([127, 0, 0, 1], port)))
        .await
        .unwrap()
}

/// Whether the server closes `s` within `within` (reading and dropping whatever it sends).
pub async fn closed_within(s: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 4096];
    let until = tokio::time::Instant::now() + within;
    loop {
        match tokio::time::timeout_at(until, s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => continue,
            Err(_) => return false,
        }
    }
}

/// An HTTP/1.1 request with a JSON body; returns status and body.
pub async fn http(port: u16, method: &str, path: &str, body: &str) -> (u16, String) {
    let (status, _, body) = http_full(port, method, path, &[], body.as_bytes()).await;
    (status, String::from_utf8_lossy(&body).into_owned())
}

/// An HTTP/1.1 request (`Content-Type: application/json` unless `headers` has one);
/// returns status, headers (lower-case names) and body bytes.
pub async fn http_full(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> (u16, Vec<(String, String)>, Vec<u8>) {
    http_from("127.0.0.1", port, method, path, headers, body).await
}

/// [`http_full`] from another loopback address.
pub async fn http_from(
    from: &str,
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let mut s = tcp_from(port, from).await;
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nhost: 127.0.0.1:{port}\r\nconnection: close\r\ncontent-length: {}\r\n",
        body.len()
    );
    if !headers
        .iter()
        .any(|(k, _)| k.eq_ignore_ascii_case("content-type"))
    {
        req.push_str("content-type: application/json\r\n");
    }
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    s.write_all(body).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut raw))
        .await
        .unwrap()
        .unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut body = raw[split + 4..].to_vec();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    if headers
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v.contains("chunked"))
    {
        body = dechunk(&body);
    }
    (status, headers, body)
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(end) = data.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size =
            usize::from_str_radix(std::str::from_utf8(&data[..end]).unwrap().trim(), 16).unwrap();
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&data[end + 2..end + 2 + size]);
        data = &data[end + 4 + size..];
    }
}

pub fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A browser tab's WebSocket.
pub struct Client {
    pub ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every text frame received, raw.
    pub frames: Vec<String>,
    /// The last `State` received.
    pub state: Option<ServerMsg>,
    pub seat: Option<usize>,
    /// The seats as the last welcome or presence said.
    pub seats: Vec<online::SeatInfo>,
}

impl Client {
    pub async fn connect(port: u16, room: &str) -> Client {
        Client::connect_with(port, room, &[]).await.unwrap()
    }

    /// With more request headers (`Origin`); the refusal's status if it is refused.
    pub async fn connect_with(
        port: u16,
        room: &str,
        headers: &[(&'static str, &str)],
    ) -> Result<Client, u16> {
        Client::connect_path(port, &online::paths::socket(room), headers).await
    }

    /// A WebSocket to `path` (a room's or the lobby's).
    pub async fn connect_path(
        port: u16,
        path: &str,
        headers: &[(&'static str, &str)],
    ) -> Result<Client, u16> {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let url = format!("ws://127.0.0.1:{port}{path}");
        let mut req = url.into_client_request().unwrap();
        for (k, v) in headers {
            req.headers_mut().insert(*k, v.parse().unwrap());
        }
        let ws = match tokio::time::timeout(WAIT, tokio_tungstenite::connect_async(req))
            .await
            .unwrap()
        {
            Ok((ws, _)) => ws,
            Err(tokio_tungstenite::tungstenite::Error::Http(r)) => return Err(r.status().as_u16()),
            Err(e) => panic!("{e}"),
        };
        Ok(Client {
            ws,
            frames: Vec::new(),
            state: None,
            seat: None,
            seats: Vec::new(),
        })
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_text(&online::to_text(msg)).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::text(text.to_string())).await.unwrap();
    }

    /// The next server message, or `None` if the socket closed.
    pub async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("no message within 10 s");
            match frame {
                Some(Ok(Message::Text(t))) => {
                    self.frames.push(t.to_string());
                    let msg = online::read_server(t.as_str()).unwrap();
                    if let ServerMsg::State { .. } = &msg {
                        self.state = Some(msg.clone());
                    }
                    if let ServerMsg::Welcome { seat, seats, .. } = &msg {
                        self.seat = *seat;
                        self.seats = seats.clone();
                    }
                    if let ServerMsg::Presence { seats, .. } = &msg {
                        self.seats = seats.clone();
                    }
                    if let ServerMsg::Joined { seat, .. } = &msg {
                        self.seat = Some(*seat);
                    }
                    return Some(msg);
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// Reads whatever has arrived (a client that never reads is dropped by the server).
    pub async fn drain(&mut self) {
        loop {
            match tokio::time::timeout(Duration::from_millis(5), self.ws.next()).await {
                Ok(Some(Ok(Message::Text(t)))) => self.frames.push(t.to_string()),
                Ok(Some(Ok(_))) => {}
                _ => return,
            }
        }
    }

    /// Reads until a message `pred` accepts; returns it.
    pub async fn until(&mut self, mut pred: impl FnMut(&ServerMsg) -> bool) -> ServerMsg {
        loop {
            let msg = self.next().await.expect("the socket closed");
            if pred(&msg) {
                return msg;
            }
        }
    }

    pub async fn error(&mut self) -> online::ErrorCode {
        match self.until(|m| matches!(m, ServerMsg::Error { .. })).await {
            ServerMsg::Error { code, .. } => code,
            _ => unreachable!(),
        }
    }

    /// Hello, then Welcome and the first State.
    pub async fn hello(&mut self, token: Option<&str>) {
        self.send(&ClientMsg::Hello {
            v: online::VERSION,
            token: token.map(String::from),
        })
        .await;
        let w = self
            .until(|m| matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Error { .. }))
            .await;
        assert!(matches!(w, ServerMsg::Welcome { .. }), "{w:?}");
        self.until(|m| matches!(m, ServerMsg::State { .. })).await;
    }

    /// Joins; returns the token.
    pub async fn join(&mut self, name: &str) -> String {
        self.send(&ClientMsg::Join { name: name.into() }).await;
        match self
            .until(|m| matches!(m, ServerMsg::Joined { .. } | ServerMsg::Error { .. }))
            .await
        {
            ServerMsg::Joined { token, .. } => {
                self.until(|m| matches!(m, ServerMsg::State { .. })).await;
                token
            }
            other => panic!("{other:?}"),
        }
    }

    pub fn ply(&self) -> usize {
        match &self.state {
            Some(ServerMsg::State { ply, .. }) => *ply,
            _ => panic!("no state yet"),
        }
    }

    pub fn view(&self) -> &AnyGame {
        match &self.state {
            Some(ServerMsg::State { view, .. }) => view,
            _ => panic!("no state yet"),
        }
    }

    pub fn record(&self) -> Option<String> {
        match &self.state {
            Some(ServerMsg::State { record, .. }) => record.clone(),
            _ => None,
        }
    }

    /// Waits for a State with `ply` moves.
    pub async fn state_at(&mut self, ply: usize) {
        if self.state.is_some() && self.ply() == ply {
            return;
        }
        self.until(|m| matches!(m, ServerMsg::State { ply: p, .. } if *p == ply))
            .await;
    }

    /// Plays a move and waits for the new state; paced like a client should be: a
    /// rate-limited move is sent again a moment later.
    pub async fn play(&mut self, text: &str) {
        let ply = self.ply();
        let msg = loop {
            self.send(&ClientMsg::Move {
                ply,
                text: text.into(),
            })
            .await;
            let msg = self
                .until(|m| {
                    matches!(m, ServerMsg::State { ply: p, .. } if *p == ply + 1)
                        || matches!(m, ServerMsg::Error { .. })
                })
                .await;
            if !matches!(
                msg,
                ServerMsg::Error {
                    code: online::ErrorCode::RateLimited,
                    ..
                }
            ) {
                break msg;
            }
            tokio::time::sleep(Duration::from_millis(60)).await;
        };
        assert!(
            matches!(&msg, ServerMsg::State { ply: p, .. } if *p == ply + 1),
            "{text} at {ply}: {msg:?}"
        );
    }
}

/// The move `choose` picks from the legal ones, by the client whose seat is to move;
/// every client sees the new state. Returns the seat that moved.
pub async fn move_by(
    clients: &mut [&mut Client],
    choose: impl FnOnce(&[String]) -> String,
) -> usize {
    let seat = clients[0].view().to_move().unwrap();
    let mover = clients.iter().position(|c| c.seat == Some(seat)).unwrap();
    let text = choose(&clients[mover].view().legal_moves());
    let ply = clients[mover].ply();
    clients[mover].play(&text).await;
    for (i, c) in clients.iter_mut().enumerate() {
        if i != mover {
            c.state_at(ply + 1).await;
        }
    }
    seat
}

/// A random legal move (see [`move_by`]).
pub async fn random_step(clients: &mut [&mut Client], rng: &mut GameRng) -> usize {
    move_by(clients, |moves| {
        moves[rng.below(moves.len() as u64) as usize].clone()
    })
    .await
}

/// Plays random legal moves until the game ends or `max` moves.
pub async fn play_random(clients: &mut [&mut Client], rng: &mut GameRng, max: usize) {
    for _ in 0..max {
        if clients[0].view().outcome().is_some() {
            return;
        }
        random_step(clients, rng).await;
    }
}

/// The first legal move (see [`move_by`]).
pub async fn step(clients: &mut [&mut Client]) -> usize {
    move_by(clients, |moves| moves[0].clone()).await
}

/// A two-player room of `game` whose seat 1 is a computer at the `random` level, with its
/// maker's client at seat 0.
pub async fn against_the_computer(server: &Server, game: &str) -> (RoomCreated, Client) {
    let seats = vec![
        SeatSpec::Open,
        SeatSpec::Computer {
            level: "random".into(),
        },
    ];
    let made = server.create(game, Setup::players(2), seats).await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    (made, a)
}

pub fn open_seats(n: usize) -> Vec<SeatSpec> {
    vec![SeatSpec::Open; n]
}

/// The two seats taken in a new two-player room of `game`: the maker's (`a`, seat 0, by the
/// token from making the room) and Bea's (`b`, seat 1, joined by the invite; her token too).
pub struct Seated {
    pub made: RoomCreated,
    pub a: Client,
    pub b: Client,
    pub b_token: String,
}

pub async fn two_seated(server: &Server, game: &str) -> Seated {
    let made = server.create(game, Setup::players(2), open_seats(2)).await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    let b_token = b.join("Bea").await;
    Seated {
        made,
        a,
        b,
        b_token,
    }
}

/// A private PostgreSQL cluster in a temp dir, run as the `postgres` user; stopped on drop.
pub struct Postgres {
    pub dir: TempDir,
    pub port: u16,
    pub url: String,
    pg_ctl: String,
}

/// Debian's PostgreSQL binaries, the newest major version installed
/// (`/usr/lib/postgresql/<major>/bin`).
pub fn pg_bin() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let major = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((major, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

fn run_as_postgres(args: &[&str]) -> std::process::Output {
    std::process::Command::new("runuser")
        .args(["-u", "postgres", "--"])
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("runuser {args:?}: {e}"))
}

impl Postgres {
    pub fn start() -> Postgres {
        let bin = pg_bin().expect(
            "PostgreSQL is missing (no /usr/lib/postgresql/<version>/bin/initdb): \
             scripts/setup.sh installs the apt package `postgresql`",
        );
        let initdb = bin.join("initdb").display().to_string();
        let pg_ctl = bin.join("pg_ctl").display().to_string();
        let dir = TempDir::new("pg");
        let data = dir.path().join("data");
        let chown = std::process::Command::new("chown")
            .args(["-R", "postgres:postgres"])
            .arg(dir.path())
            .status()
            .unwrap();
        assert!(chown.success());
        let out = run_as_postgres(&[
            &initdb,
            "-D",
            data.to_str().unwrap(),
            "-U",
            "postgres",
            "--auth=trust",
            "--no-sync",
        ]);
        assert!(
            out.status.success(),
            "initdb: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let port = free_port();
        let opts = format!(
            "-k {} -p {port} -h 127.0.0.1 -c fsync=off",
            dir.path().display()
        );
        let out = run_as_postgres(&[
            &pg_ctl,
            "-D",
            data.to_str().unwrap(),
            "-o",
            &opts,
            "-l",
            dir.path().join("log").to_str().unwrap(),
            "-w",
            "start",
        ]);
        assert!(
            out.status.success(),
            "pg_ctl start: {} {}",
            String::from_utf8_lossy(&out.stdout),
            std::fs::read_to_string(dir.path().join("log")).unwrap_or_default()
        );
        let url = format!("postgres://postgres@127.0.0.1:{port}/postgres");
        Postgres {
            dir,
            port,
            url,
            pg_ctl,
        }
    }
}

impl Postgres {
    /// Stops the cluster at once (the database goes away under the servers).
    pub fn stop(&self) {
        let data = self.dir.path().join("data");
        let _ = run_as_postgres(&[
            &self.pg_ctl,
            "-D",
            data.to_str().unwrap_or(""),
            "-m",
            "immediate",
            "stop",
        ]);
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        self.stop();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}
