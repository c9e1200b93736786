//! The native half of the benchmark: prints one JSON line per search,
//! `{"game":…,"name":…,"position":…,"iterations":…,"cpu_ms":…,"wall_ms":…,"move_hash":…}`.
//!
//! Usage: `ai-bench [divisor [game position]]` runs Hard's budget divided by `divisor`
//! (default 4) on every position, or on one. CPU time is read from `/proc/self/stat`, so a
//! machine busy with other work does not slow the figures (wall time is printed too).

use std::time::Instant;

use ai_bench::{hard_iterations, run, GAMES, POSITIONS};

/// CPU time of this process in ms (user + system, 10 ms ticks), if Linux tells.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name, which is in parentheses: utime and stime are the
    // 12th and 13th of them.
    let rest = stat.rsplit_once(')')?.1;
    let mut fields = rest.split_whitespace().skip(11);
    let utime: f64 = fields.next()?.parse().ok()?;
    let stime: f64 = fields.next()?.parse().ok()?;
    Some((utime + stime) * 10.0)
}

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| a.parse())
        .collect::<Result<_, _>>()
        .unwrap_or_else(|_| usage());
    let divisor = match args.first() {
        None => 4,
        Some(&d) if d > 0 => d,
        Some(_) => usage(),
    };
    let only = match args[..] {
        [_, g, p] if (g as usize) < GAMES.len() && (p as usize) < POSITIONS => {
            Some((g as usize, p as usize))
        }
        [] | [_] => None,
        _ => usage(),
    };
    for (g, &id) in GAMES.iter().enumerate() {
        let iterations = (hard_iterations(id) / divisor).max(1);
        for position in 0..POSITIONS {
            if only.is_some_and(|o| o != (g, position)) {
                continue;
            }
            let (cpu, wall) = (cpu_ms(), Instant::now());
            let out = run(id, position, iterations);
            let wall_ms = wall.elapsed().as_secs_f64() * 1000.0;
            let cpu_ms = cpu.zip(cpu_ms()).map_or(wall_ms, |(a, b)| b - a);
            println!(
                "{{\"game\":{g},\"name\":\"{}\",\"position\":{position},\"iterations\":{},\"playout_moves\":{},\"cpu_ms\":{cpu_ms:.1},\"wall_ms\":{wall_ms:.1},\"move_hash\":{}}}",
                id.as_str(),
                out.iterations,
                out.playout_moves,
                out.move_hash
            );
        }
    }
}

fn usage() -> ! {
    eprintln!("usage: ai-bench [divisor ≥ 1 [game position]]");
    std::process::exit(2);
}
