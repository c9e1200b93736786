//! The clock `match` and `speed` time thinking with: the CPU time of the calling thread where
//! Linux's `/proc` tells it (in 10 ms steps), so that a machine shared with other work, or a
//! match on several threads, does not inflate the figures; elsewhere the wall clock.

use std::time::Instant;

pub enum Clock {
    Cpu,
    Wall(Instant),
}

impl Clock {
    /// A clock for the calling thread (a CPU clock reads the thread that calls
    /// [`Clock::ms`], so make one per thread).
    pub fn new() -> Clock {
        match thread_cpu_ms() {
            Some(_) => Clock::Cpu,
            None => Clock::Wall(Instant::now()),
        }
    }

    pub fn ms(&self) -> f64 {
        match self {
            Clock::Cpu => thread_cpu_ms().unwrap_or(0.0),
            Clock::Wall(start) => start.elapsed().as_secs_f64() * 1000.0,
        }
    }

    pub fn name(&self) -> &'static str {
        match self {
            Clock::Cpu => "CPU time",
            Clock::Wall(_) => "wall-clock time",
        }
    }
}

/// User plus system time of this thread: fields 14 and 15 of `/proc/thread-self/stat`, in
/// ticks of 10 ms (Linux reports them in USER_HZ, always 100).
fn thread_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The command name in field 2 may hold spaces; the fields after it are plain numbers.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i)?.parse::<f64>().ok();
    Some((ticks(11)? + ticks(12)?) * 10.0)
}
