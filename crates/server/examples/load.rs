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

mod common;

use std::time::{Duration, Instant};

use common::{player_address, quantile, room, Error};

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
    let pct = |p: f64| quantile(&times, p);
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
