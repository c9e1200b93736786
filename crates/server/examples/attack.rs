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
//! It reports the honest players' move round trip (sent → own new state) p50/p99 in both
//! phases, the honest rooms that failed, and what the attack got done.
//!
//! ```sh
//! target/release/server --addr 127.0.0.1:18080 --data /tmp/ct-attack &
//! target/release/examples/attack --url http://127.0.0.1:18080 --rooms 50 --moves 40
//! ```

mod common;

use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use common::{connect, player_address, post_room, quantile, room, tcp, Error};
use online::{CreateRoom, SeatSpec};
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
                use futures_util::StreamExt;
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
    let body = online::to_text(&CreateRoom {
        v: online::VERSION,
        game: "cubulus".into(),
        setup: Setup::players(2),
        seats: vec![SeatSpec::Open, SeatSpec::Open],
        name: "flood".into(),
    });
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
    let body = online::to_text(&CreateRoom {
        v: online::VERSION,
        game: "cubus".into(),
        setup: Setup::players(4),
        seats: vec![SeatSpec::Computer { level }; 4],
        name: "bots".into(),
    });
    let from = attacker(6, n);
    let made = post_room(&host, from, &body).await?;
    let (mut ws, _) = connect(&host, from, &made.room, None).await?;
    tally.computer_rooms.fetch_add(1, Ordering::Relaxed);
    use futures_util::StreamExt;
    while !stop.load(Ordering::Relaxed) {
        if let Ok(None) = tokio::time::timeout(Duration::from_millis(200), ws.next()).await {
            break;
        }
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let a = args()?;
    let (quiet, quiet_failed, quiet_took) = honest(&a, 0).await;

    // What the attack needs: a finished game's record and a room to open mute sockets on.
    let target = common::create_room(&a.host, attacker(7, 1)).await?;
    let finished = common::finished_room(&a.host, attacker(7, 2)).await?;

    let stop = Arc::new(AtomicBool::new(false));
    let tally = Arc::new(Tally::default());
    let mut attack = Vec::new();
    attack.push(tokio::spawn(idle_sockets(
        a.host.clone(),
        stop.clone(),
        tally.clone(),
    )));
    for _ in 0..4 {
        attack.push(tokio::spawn(mute_sockets(
            a.host.clone(),
            target.room.clone(),
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
    for room in [finished.clone(), target.room.clone()] {
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
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (loud, loud_failed, loud_took) = honest(&a, a.rooms).await;
    stop.store(true, Ordering::Relaxed);
    for t in attack {
        t.abort();
    }

    let line = |name: &str, t: &[Duration], failed: usize, took: Duration| {
        println!(
            "{name}: rooms {} (failed {failed}), moves {}, {:.1} s, round trip p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            a.rooms,
            t.len(),
            took.as_secs_f64(),
            quantile(t, 0.5),
            quantile(t, 0.99),
            quantile(t, 1.0)
        );
    };
    line("quiet", &quiet, quiet_failed, quiet_took);
    line("under attack", &loud, loud_failed, loud_took);
    println!(
        "p99 under attack / quiet: {:.2}",
        quantile(&loud, 0.99) / quantile(&quiet, 0.99).max(1e-9)
    );
    let t = &tally;
    println!(
        "attack: idle connections held {} (refused {}), mute sockets {}, slow requests {}, rooms made {} (refused {}), records {}, computer rooms {}",
        count(&t.idle_held),
        count(&t.idle_refused),
        count(&t.mute_sockets),
        count(&t.slow_requests),
        count(&t.rooms_made),
        count(&t.rooms_refused),
        count(&t.records),
        count(&t.computer_rooms)
    );
    Ok(())
}
