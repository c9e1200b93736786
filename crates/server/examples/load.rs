//! A load benchmark (a report, not a test): bots play `--rooms` concurrent rooms of random
//! legal Cubulus moves against a running server, two WebSocket clients per room, each
//! room paced at `--pace-ms` between moves (clients stay under the rate limit), and report
//! moves per second and the move round trip (sent → own new State received). Each room's
//! players connect from their own loopback address (127.0.x.y), as players on their own
//! machines would, so that the server's per-address caps see many people, not one.
//!
//! ```sh
//! cargo run --release -p server -- --addr 127.0.0.1:8080 --data /tmp/ct &
//! cargo run --release -p server --example load -- --url http://127.0.0.1:8080 --rooms 200 --moves 60
//! ```

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use online::{ClientMsg, CreateRoom, RoomCreated, SeatSpec, ServerMsg};
use rules::{GameRng, Setup};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

type Ws = tokio_tungstenite::WebSocketStream<TcpStream>;
type Error = Box<dyn std::error::Error + Send + Sync>;

struct Args {
    /// With several (`--url` repeated), room i's two players use servers i and i + 1, so
    /// every move crosses processes.
    hosts: Vec<String>,
    rooms: usize,
    moves: usize,
    pace: Duration,
}

fn args() -> Result<Args, Error> {
    let mut a = Args {
        hosts: Vec::new(),
        rooms: 100,
        moves: 60,
        pace: Duration::from_millis(60),
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let v = it.next().ok_or(format!("{k} needs a value"))?;
        match k.as_str() {
            "--url" => a
                .hosts
                .push(v.trim_start_matches("http://").trim_end_matches('/').into()),
            "--rooms" => a.rooms = v.parse()?,
            "--moves" => a.moves = v.parse()?,
            "--pace-ms" => a.pace = Duration::from_millis(v.parse()?),
            _ => return Err(format!("unknown argument {k}").into()),
        }
    }
    if a.hosts.is_empty() {
        a.hosts.push("127.0.0.1:8080".into());
    }
    Ok(a)
}

/// Room `i`'s players' address on loopback (Linux answers all of 127.0.0.0/8).
fn player_address(i: usize) -> std::net::IpAddr {
    std::net::Ipv4Addr::new(127, 1 + (i / 250 % 250) as u8, 0, (i % 250) as u8 + 1).into()
}

/// A TCP connection to `host` from `from`.
async fn tcp(host: &str, from: std::net::IpAddr) -> Result<TcpStream, Error> {
    let to = tokio::net::lookup_host(host)
        .await?
        .next()
        .ok_or("no address")?;
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind((from, 0).into())?;
    let stream = socket.connect(to).await?;
    stream.set_nodelay(true)?;
    Ok(stream)
}

async fn create_room(host: &str, from: std::net::IpAddr) -> Result<RoomCreated, Error> {
    let body = online::to_text(&CreateRoom {
        v: online::VERSION,
        game: "cubulus".into(),
        setup: Setup::players(2),
        seats: vec![SeatSpec::Open, SeatSpec::Open],
        name: "bot".into(),
    });
    let mut s = tcp(host, from).await?;
    let req = format!(
        "POST /api/rooms HTTP/1.1\r\nhost: {host}\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await?;
    let mut raw = String::new();
    s.read_to_string(&mut raw).await?;
    let json = raw.split_once("\r\n\r\n").ok_or("no body")?.1;
    Ok(serde_json::from_str(json)?)
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> Result<(), Error> {
    ws.send(Message::text(online::to_text(msg))).await?;
    Ok(())
}

/// The next server message.
async fn next(ws: &mut Ws) -> Result<ServerMsg, Error> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), ws.next()).await? {
            Some(Ok(Message::Text(t))) => return Ok(online::read_server(t.as_str())?),
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(e.into()),
            None => return Err("closed".into()),
        }
    }
}

/// Reads until a State with `ply` moves; returns its view.
async fn state_at(ws: &mut Ws, ply: usize) -> Result<rules::AnyGame, Error> {
    loop {
        match next(ws).await? {
            ServerMsg::State { ply: p, view, .. } if p == ply => return Ok(view),
            ServerMsg::Error { code, message } => return Err(format!("{code:?}: {message}").into()),
            _ => {}
        }
    }
}

async fn connect(
    host: &str,
    from: std::net::IpAddr,
    room: &str,
    token: Option<String>,
) -> Result<(Ws, rules::AnyGame), Error> {
    let url = format!("ws://{host}{}", online::paths::socket(room));
    let stream = tcp(host, from).await?;
    let (mut ws, _) = tokio_tungstenite::client_async(url, stream).await?;
    send(
        &mut ws,
        &ClientMsg::Hello {
            v: online::VERSION,
            token,
        },
    )
    .await?;
    let view = state_at(&mut ws, 0).await?;
    Ok((ws, view))
}

/// Plays one room; returns the move round trips.
async fn room(
    hosts: (String, String),
    moves: usize,
    pace: Duration,
    seed: u64,
    from: std::net::IpAddr,
) -> Result<Vec<Duration>, Error> {
    let made = create_room(&hosts.0, from).await?;
    let (a, mut view) = connect(&hosts.0, from, &made.room, made.token).await?;
    let (mut b, _) = connect(&hosts.1, from, &made.room, None).await?;
    send(
        &mut b,
        &ClientMsg::Join {
            name: "bot 2".into(),
        },
    )
    .await?;
    loop {
        if let ServerMsg::Joined { .. } = next(&mut b).await? {
            break;
        }
    }
    let mut clients = [a, b];
    let mut rng = GameRng::new(seed);
    let mut times = Vec::with_capacity(moves);
    for ply in 0..moves {
        if view.outcome().is_some() {
            break;
        }
        let Some(seat) = view.to_move() else { break };
        let legal = view.legal_moves();
        let text = legal[rng.below(legal.len() as u64) as usize].clone();
        let started = Instant::now();
        send(&mut clients[seat], &ClientMsg::Move { ply, text }).await?;
        view = state_at(&mut clients[seat], ply + 1).await?;
        times.push(started.elapsed());
        state_at(&mut clients[1 - seat], ply + 1).await?;
        tokio::time::sleep(pace.saturating_sub(started.elapsed())).await;
    }
    Ok(times)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let a = args()?;
    let started = Instant::now();
    let tasks: Vec<_> = (0..a.rooms)
        .map(|i| {
            let n = a.hosts.len();
            let hosts = (a.hosts[i % n].clone(), a.hosts[(i + 1) % n].clone());
            tokio::spawn(room(
                hosts,
                a.moves,
                a.pace,
                i as u64 + 1,
                player_address(i),
            ))
        })
        .collect();
    let mut times = Vec::new();
    let mut failed = 0;
    for t in tasks {
        match t.await? {
            Ok(mut t) => times.append(&mut t),
            Err(e) => {
                failed += 1;
                eprintln!("room failed: {e}");
            }
        }
    }
    let elapsed = started.elapsed();
    times.sort();
    let pct = |p: f64| {
        times
            .get(((times.len() as f64 * p) as usize).min(times.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "servers {}, rooms {} (failed {failed}), moves {}, {:.1} s, {:.0} moves/s, round trip p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        a.hosts.len(),
        a.rooms,
        times.len(),
        elapsed.as_secs_f64(),
        times.len() as f64 / elapsed.as_secs_f64(),
        pct(0.5),
        pct(0.99),
        pct(1.0)
    );
    Ok(())
}
