//! The attack benchmark (a report, not a test): honest bots play `--rooms` rooms of
//! random Cubulus moves (as the load benchmark: two players per room, each room from its
//! own loopback address, paced), once on a quiet server and once while an attack runs
//! beside them from other addresses:
//!
//! - idle TCP connections, opened until the server's cap for their address refuses more;
//! - WebSockets that never say hello, reopened as the server closes them;
//! - slow headers: requests sent a byte at a time;
//! - a room-making flood from `--flood-addresses` addresses;
//! - records fetched in a loop (of a finished game and of one being played);
//! - `--computer-rooms` rooms of four computer seats (`--computer-level`, default hard),
//!   each watched so they play.
//!
//! Then, one at a time, the attacks of issue 42 (the second round), each beside a fresh
//! round of honest play:
//!
//! - lobby sockets from one address, opened until refused and held;
//! - long paths: `GET /a/a/…/a` with 30,000 segments over keep-alive connections;
//! - refused hellos: sockets saying hello with wrong tokens to a finished game's room,
//!   reopened as the server closes them;
//! - stallers: rooms with a real-time clock whose person answers every stand-in by coming
//!   back (start the server with `--clock-minute 1s` for their clocks to run out).
//!
//! It prints a table: the honest players' move round trip (sent → own new state) p50/p99
//! quiet and under each attack, the honest rooms that failed, and what the attack got done.
//!
//! ```sh
//! target/release/server --addr 127.0.0.1:18080 --data /tmp/ct-attack --clock-minute 1s &
//! target/release/examples/attack --url http://127.0.0.1:18080 --rooms 50 --moves 40
//! ```

mod common;

use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{connect, player_address, post_room, quantile, room, tcp, Error};
use futures_util::{SinkExt, StreamExt};
use online::{ClientMsg, Clock, CreateRoom, SeatSpec, ServerMsg};
use rules::Setup;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

struct Args {
    host: String,
    rooms: usize,
    moves: usize,
    pace: Duration,
    computer_rooms: usize,
    computer_level: String,
    flood_addresses: u8,
}

fn args() -> Result<Args, Error> {
    let mut a = Args {
        host: "127.0.0.1:8080".into(),
        rooms: 50,
        moves: 40,
        pace: Duration::from_millis(60),
        computer_rooms: 50,
        computer_level: "hard".into(),
        flood_addresses: 20,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let v = it.next().ok_or(format!("{k} needs a value"))?;
        match k.as_str() {
            "--url" => a.host = v.trim_start_matches("http://").trim_end_matches('/').into(),
            "--rooms" => a.rooms = v.parse()?,
            "--moves" => a.moves = v.parse()?,
            "--pace-ms" => a.pace = Duration::from_millis(v.parse()?),
            "--computer-rooms" => a.computer_rooms = v.parse()?,
            "--computer-level" => a.computer_level = v,
            "--flood-addresses" => a.flood_addresses = v.parse()?,
            _ => return Err(format!("unknown argument {k}").into()),
        }
    }
    Ok(a)
}

/// An attacker's address: 127.66.<group>.<n>, apart from the honest players'.
fn attacker(group: u8, n: u8) -> IpAddr {
    Ipv4Addr::new(127, 66, group, n.max(1)).into()
}

/// What the attack got done.
#[derive(Default)]
struct Tally {
    idle_held: AtomicU64,
    idle_refused: AtomicU64,
    mute_sockets: AtomicU64,
    slow_requests: AtomicU64,
    rooms_made: AtomicU64,
    rooms_refused: AtomicU64,
    records: AtomicU64,
    computer_rooms: AtomicU64,
    lobby_held: AtomicU64,
    lobby_refused: AtomicU64,
    long_paths: AtomicU64,
    long_path_ms: AtomicU64,
    hellos_refused: AtomicU64,
    hello_sockets: AtomicU64,
    staller_returns: AtomicU64,
    staller_plies: AtomicU64,
}

fn count(a: &AtomicU64) -> u64 {
    a.load(Ordering::Relaxed)
}

/// One round of honest play: the round trips and the rooms that failed.
async fn honest(a: &Args, offset: usize) -> (Vec<Duration>, usize, Duration) {
    let started = Instant::now();
    let tasks: Vec<_> = (0..a.rooms)
        .map(|i| {
            let hosts = (a.host.clone(), a.host.clone());
            let from = player_address(offset + i);
            tokio::spawn(room(hosts, a.moves, a.pace, (offset + i) as u64 + 1, from))
        })
        .collect();
    let mut times = Vec::new();
    let mut failed = 0;
    for t in tasks {
        match t.await {
            Ok(Ok(mut t)) => times.append(&mut t),
            Ok(Err(e)) => {
                failed += 1;
                eprintln!("honest room failed: {e}");
            }
            Err(e) => {
                failed += 1;
                eprintln!("honest room failed: {e}");
            }
        }
    }
    times.sort();
    (times, failed, started.elapsed())
}

/// Whether the server has closed `s` (a read finds its end).
fn closed(s: &tokio::net::TcpStream) -> bool {
    let mut b = [0u8; 1];
    match s.try_read(&mut b) {
        Ok(0) => true,
        Ok(_) => false,
        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
    }
}

/// Idle TCP connections from one address, opened sixteen at a time, until the server
/// closes new ones at once (its cap for the address); held ones are replaced as the
/// server's header deadline closes them.
async fn idle_sockets(host: String, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let mut held: Vec<tokio::net::TcpStream> = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let batch =
            futures_util::future::join_all((0..16).map(|_| tcp(&host, attacker(1, 1)))).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
        for s in batch.into_iter().flatten() {
            if !closed(&s) {
                held.push(s);
                tally.idle_held.fetch_add(1, Ordering::Relaxed);
            } else {
                tally.idle_refused.fetch_add(1, Ordering::Relaxed);
            }
        }
        held.retain(|s| !closed(s));
    }
}

/// WebSockets that never say hello, reopened as they are closed.
async fn mute_sockets(host: String, room: String, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    while !stop.load(Ordering::Relaxed) {
        let url = format!("ws://{host}{}", online::paths::socket(&room));
        if let Ok(s) = tcp(&host, attacker(2, 1)).await {
            if let Ok((mut ws, _)) = tokio_tungstenite::client_async(url, s).await {
                tally.mute_sockets.fetch_add(1, Ordering::Relaxed);
                while !stop.load(Ordering::Relaxed) {
                    match tokio::time::timeout(Duration::from_millis(500), ws.next()).await {
                        Ok(None) | Ok(Some(Err(_))) => break,
                        _ => {}
                    }
                }
                continue;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Requests whose headers come a byte every half second.
async fn slow_headers(host: String, n: u8, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let request =
        b"GET / HTTP/1.1\r\nhost: attack\r\nx-slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut s) = tcp(&host, attacker(3, n)).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        tally.slow_requests.fetch_add(1, Ordering::Relaxed);
        for b in request {
            if stop.load(Ordering::Relaxed) || s.write_all(&[*b]).await.is_err() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}

/// Rooms made as fast as the server answers, from rotating addresses.
async fn room_flood(host: String, addresses: u8, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let body = online::to_text(&CreateRoom::new(
        "cubulus",
        Setup::players(2),
        vec![SeatSpec::Open, SeatSpec::Open],
        "flood",
    ));
    let mut i = 0u8;
    while !stop.load(Ordering::Relaxed) {
        i = i % addresses.max(1) + 1;
        match post_room(&host, attacker(4, i), &body).await {
            Ok(_) => tally.rooms_made.fetch_add(1, Ordering::Relaxed),
            Err(_) => tally.rooms_refused.fetch_add(1, Ordering::Relaxed),
        };
    }
}

/// A record fetched in a loop.
async fn records(host: String, room: String, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let request = format!(
        "GET {} HTTP/1.1\r\nhost: {host}\r\nconnection: close\r\n\r\n",
        online::paths::record(&room)
    );
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut s) = tcp(&host, attacker(5, 1)).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let mut answer = Vec::new();
        if s.write_all(request.as_bytes()).await.is_ok() && s.read_to_end(&mut answer).await.is_ok()
        {
            tally.records.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// A room of four hard computers, watched (so it plays) until the end of the attack.
async fn computer_room(
    host: String,
    level: String,
    n: u8,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Result<(), Error> {
    let body = online::to_text(&CreateRoom::new(
        "cubus",
        Setup::players(4),
        vec![SeatSpec::Computer { level }; 4],
        "bots",
    ));
    let from = attacker(6, n);
    let made = post_room(&host, from, &body).await?;
    let (mut ws, _) = connect(&host, from, &made.room, None).await?;
    tally.computer_rooms.fetch_add(1, Ordering::Relaxed);
    while !stop.load(Ordering::Relaxed) {
        if let Ok(None) = tokio::time::timeout(Duration::from_millis(200), ws.next()).await {
            break;
        }
    }
    Ok(())
}

/// Lobby sockets from one address, opened until the server refuses more, and held.
async fn lobby_sockets(host: String, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let mut held = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let url = format!("ws://{host}{}", online::paths::lobby_socket(None));
        let opened = match tcp(&host, attacker(8, 1)).await {
            Ok(s) => tokio_tungstenite::client_async(url, s).await.ok(),
            Err(_) => None,
        };
        match opened {
            Some((ws, _)) => {
                held.push(ws);
                tally.lobby_held.fetch_add(1, Ordering::Relaxed);
            }
            None => {
                tally.lobby_refused.fetch_add(1, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        // Read what the held ones were sent (the server closes a socket that never reads).
        for ws in &mut held {
            while let Ok(Some(Ok(_))) =
                tokio::time::timeout(Duration::from_millis(1), ws.next()).await
            {}
        }
    }
}

/// `GET /a/a/…/a` (30,000 segments) in a loop over a keep-alive connection.
async fn long_paths(host: String, n: u8, stop: Arc<AtomicBool>, tally: Arc<Tally>) {
    let request = format!(
        "GET {} HTTP/1.1\r\nhost: attack\r\n\r\n",
        "/a".repeat(30_000)
    );
    while !stop.load(Ordering::Relaxed) {
        let Ok(mut s) = tcp(&host, attacker(9, n)).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let mut buf = vec![0u8; 4096];
        while !stop.load(Ordering::Relaxed) {
            let started = Instant::now();
            if s.write_all(request.as_bytes()).await.is_err() {
                break;
            }
            // The answer is small: its head and body come in one read.
            match s.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    tally.long_paths.fetch_add(1, Ordering::Relaxed);
                    tally
                        .long_path_ms
                        .fetch_add(started.elapsed().as_millis() as u64, Ordering::Relaxed);
                }
            }
        }
    }
}

/// Hellos with wrong tokens to `room`, as fast as the socket's rate allows, on a socket
/// reopened whenever the server closes it.
async fn refused_hellos(
    host: String,
    room: String,
    n: u8,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) {
    let hello = online::to_text(&ClientMsg::Hello {
        v: online::VERSION,
        token: Some("AAAAAAAAAAAAAAAAAAAAAA".into()),
    });
    while !stop.load(Ordering::Relaxed) {
        let url = format!("ws://{host}{}", online::paths::socket(&room));
        let Ok(s) = tcp(&host, attacker(10, n)).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let Ok((mut ws, _)) = tokio_tungstenite::client_async(url, s).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        tally.hello_sockets.fetch_add(1, Ordering::Relaxed);
        'socket: while !stop.load(Ordering::Relaxed) {
            let msg = tokio_tungstenite::tungstenite::Message::text(hello.clone());
            if ws.send(msg).await.is_err() {
                break;
            }
            loop {
                match tokio::time::timeout(Duration::from_secs(2), ws.next()).await {
                    Ok(Some(Ok(m))) if m.is_text() => {
                        tally.hellos_refused.fetch_add(1, Ordering::Relaxed);
                        break;
                    }
                    Ok(Some(Ok(_))) => {}
                    _ => break 'socket,
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// A room with a one-minute real-time clock whose person never moves and answers every
/// stand-in by coming back; counts the plies its game still moves.
async fn staller(
    host: String,
    n: u8,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Result<(), Error> {
    let req = CreateRoom {
        clock: Clock::RealTime {
            minutes: 1,
            increment: 0,
        },
        stand_in: "easy".into(),
        ..CreateRoom::new(
            "cubulus",
            Setup::players(2),
            vec![SeatSpec::Open, SeatSpec::computer("random")],
            "staller",
        )
    };
    let from = attacker(11, n);
    let made = post_room(&host, from, &online::to_text(&req)).await?;
    let (mut ws, _) = connect(&host, from, &made.room, made.token.clone()).await?;
    let mut ply = 0;
    while !stop.load(Ordering::Relaxed) {
        let Ok(next) =
            tokio::time::timeout(Duration::from_millis(200), common::next(&mut ws)).await
        else {
            continue;
        };
        match next? {
            ServerMsg::Presence { seats, .. } if seats[0].stand_in => {
                common::send(&mut ws, &ClientMsg::Resume).await?;
                tally.staller_returns.fetch_add(1, Ordering::Relaxed);
            }
            ServerMsg::State { ply: p, .. } if p > ply => {
                tally
                    .staller_plies
                    .fetch_add((p - ply) as u64, Ordering::Relaxed);
                ply = p;
            }
            _ => {}
        }
    }
    Ok(())
}

type Attack = fn(&Args, &Targets, Arc<AtomicBool>, Arc<Tally>) -> Vec<tokio::task::JoinHandle<()>>;

/// What the attacks aim at: a room with nobody in it and a finished game's room.
struct Targets {
    open: String,
    finished: String,
}

/// The first round's attacks, all at once.
fn first_round(
    a: &Args,
    t: &Targets,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Vec<tokio::task::JoinHandle<()>> {
    let mut attack = Vec::new();
    attack.push(tokio::spawn(idle_sockets(
        a.host.clone(),
        stop.clone(),
        tally.clone(),
    )));
    for _ in 0..4 {
        attack.push(tokio::spawn(mute_sockets(
            a.host.clone(),
            t.open.clone(),
            stop.clone(),
            tally.clone(),
        )));
    }
    for n in 1..=8 {
        attack.push(tokio::spawn(slow_headers(
            a.host.clone(),
            n,
            stop.clone(),
            tally.clone(),
        )));
    }
    for _ in 0..2 {
        attack.push(tokio::spawn(room_flood(
            a.host.clone(),
            a.flood_addresses,
            stop.clone(),
            tally.clone(),
        )));
    }
    for room in [t.finished.clone(), t.open.clone()] {
        for _ in 0..2 {
            attack.push(tokio::spawn(records(
                a.host.clone(),
                room.clone(),
                stop.clone(),
                tally.clone(),
            )));
        }
    }
    for n in 0..a.computer_rooms {
        let (host, stop, tally) = (a.host.clone(), stop.clone(), tally.clone());
        let level = a.computer_level.clone();
        attack.push(tokio::spawn(async move {
            if let Err(e) = computer_room(host, level, (n % 250) as u8 + 1, stop, tally).await {
                eprintln!("computer room: {e}");
            }
        }));
    }
    attack
}

fn lobby_attack(
    a: &Args,
    _: &Targets,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Vec<tokio::task::JoinHandle<()>> {
    vec![tokio::spawn(lobby_sockets(a.host.clone(), stop, tally))]
}

fn long_path_attack(
    a: &Args,
    _: &Targets,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Vec<tokio::task::JoinHandle<()>> {
    (1..=16)
        .map(|n| tokio::spawn(long_paths(a.host.clone(), n, stop.clone(), tally.clone())))
        .collect()
}

fn hello_attack(
    a: &Args,
    t: &Targets,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Vec<tokio::task::JoinHandle<()>> {
    (1..=32)
        .map(|n| {
            let room = if n % 2 == 0 { &t.finished } else { &t.open };
            tokio::spawn(refused_hellos(
                a.host.clone(),
                room.clone(),
                n,
                stop.clone(),
                tally.clone(),
            ))
        })
        .collect()
}

fn staller_attack(
    a: &Args,
    _: &Targets,
    stop: Arc<AtomicBool>,
    tally: Arc<Tally>,
) -> Vec<tokio::task::JoinHandle<()>> {
    (1..=10)
        .map(|n| {
            let (host, stop, tally) = (a.host.clone(), stop.clone(), tally.clone());
            tokio::spawn(async move {
                if let Err(e) = staller(host, n, stop, tally).await {
                    eprintln!("staller: {e}");
                }
            })
        })
        .collect()
}

fn row(name: &str, t: &[Duration], failed: usize, took: Duration, done: &str, quiet_p99: f64) {
    println!(
        "| {name} | {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {failed} | {done} |",
        t.len(),
        took.as_secs(),
        quantile(t, 0.5),
        quantile(t, 0.99),
        quantile(t, 1.0),
        quantile(t, 0.99) / quiet_p99.max(1e-9)
    );
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let a = args()?;
    let (quiet, quiet_failed, quiet_took) = honest(&a, 0).await;
    let quiet_p99 = quantile(&quiet, 0.99);

    // What the attacks need: a finished game's record and a room to open sockets on.
    let targets = Targets {
        open: common::create_room(&a.host, attacker(7, 1)).await?.room,
        finished: common::finished_room(&a.host, attacker(7, 2)).await?,
    };
    println!(
        "honest rooms: {} of two players, {} moves each, paced {} ms\n",
        a.rooms,
        a.moves,
        a.pace.as_millis()
    );
    println!("| phase | moves | s | p50 ms | p99 ms | max ms | p99 / quiet | honest rooms failed | what the attack did |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    row("quiet", &quiet, quiet_failed, quiet_took, "", quiet_p99);
    let phases: [(&str, Attack); 5] = [
        ("first round (all at once)", first_round),
        ("lobby sockets", lobby_attack),
        ("long paths", long_path_attack),
        ("refused hellos", hello_attack),
        ("stallers", staller_attack),
    ];
    for (i, (name, attack)) in phases.into_iter().enumerate() {
        let stop = Arc::new(AtomicBool::new(false));
        let tally = Arc::new(Tally::default());
        let running = attack(&a, &targets, stop.clone(), tally.clone());
        tokio::time::sleep(Duration::from_secs(2)).await;
        let (loud, failed, took) = honest(&a, a.rooms * (i + 1)).await;
        stop.store(true, Ordering::Relaxed);
        for t in running {
            t.abort();
        }
        let t = &tally;
        let done = match name {
            "lobby sockets" => format!(
                "{} held, {} refused",
                count(&t.lobby_held),
                count(&t.lobby_refused)
            ),
            "long paths" => format!(
                "{} requests, {:.1} ms each",
                count(&t.long_paths),
                count(&t.long_path_ms) as f64 / count(&t.long_paths).max(1) as f64
            ),
            "refused hellos" => format!(
                "{} hellos refused on {} sockets",
                count(&t.hellos_refused),
                count(&t.hello_sockets)
            ),
            "stallers" => format!(
                "10 stallers came back {} times; their games moved {} plies",
                count(&t.staller_returns),
                count(&t.staller_plies)
            ),
            _ => format!(
                "idle connections held {} (refused {}), mute sockets {}, slow requests {}, rooms made {} (refused {}), records {}, computer rooms {}",
                count(&t.idle_held),
                count(&t.idle_refused),
                count(&t.mute_sockets),
                count(&t.slow_requests),
                count(&t.rooms_made),
                count(&t.rooms_refused),
                count(&t.records),
                count(&t.computer_rooms)
            ),
        };
        row(name, &loud, failed, took, &done, quiet_p99);
    }
    Ok(())
}
