//! Counters for `/metrics` (Prometheus text format 0.0.4), kept in atomics: one static
//! [`METRICS`] that every part of the server counts into, and [`render`] for the page.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

use online::ErrorCode;

/// Upper bounds of the latency histograms' buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];

pub struct Histogram {
    counts: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    micros: AtomicU64,
}

impl Histogram {
    const fn new() -> Histogram {
        Histogram {
            counts: [const { AtomicU64::new(0) }; BUCKETS.len()],
            count: AtomicU64::new(0),
            micros: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, d: Duration) {
        let s = d.as_secs_f64();
        if let Some(i) = BUCKETS.iter().position(|&b| s <= b) {
            self.counts[i].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.micros
            .fetch_add(d.as_micros() as u64, Ordering::Relaxed);
    }

    fn render(&self, out: &mut String, name: &str, labels: &str) {
        let sep = if labels.is_empty() { "" } else { "," };
        let mut cumulative = 0;
        for (b, c) in BUCKETS.iter().zip(&self.counts) {
            cumulative += c.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{{labels}{sep}le=\"{b}\"}} {cumulative}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{{labels}{sep}le=\"+Inf\"}} {count}");
        let sum = self.micros.load(Ordering::Relaxed) as f64 / 1e6;
        let braces = if labels.is_empty() {
            String::new()
        } else {
            format!("{{{labels}}}")
        };
        let _ = writeln!(out, "{name}_sum{braces} {sum}");
        let _ = writeln!(out, "{name}_count{braces} {count}");
    }
}

/// What an HTTP request was, for its latency.
#[derive(Clone, Copy)]
pub enum Route {
    Static,
    Api,
    Socket,
    Ops,
}

const ROUTES: [(Route, &str); 4] = [
    (Route::Static, "static"),
    (Route::Api, "api"),
    (Route::Socket, "socket"),
    (Route::Ops, "ops"),
];

pub struct Metrics {
    pub connections: AtomicI64,
    pub connections_refused: AtomicU64,
    pub sockets: AtomicI64,
    pub moves: AtomicU64,
    pub rooms_created: AtomicU64,
    pub rooms_swept: AtomicU64,
    pub computer_queue: AtomicI64,
    pub computer_moves: AtomicU64,
    pub computer_wait: Histogram,
    pub rules_jobs: AtomicU64,
    pub rules_queue: AtomicI64,
    pub record_cache_hits: AtomicU64,
    pub presence_writes: AtomicU64,
    pub stand_ins: AtomicU64,
    pub rematches: AtomicU64,
    pub said: AtomicU64,
    pub lobby_sockets: AtomicI64,
    pub room_loads: AtomicU64,
    pub pushes_sent: AtomicU64,
    pub pushes_retried: AtomicU64,
    pub pushes_dropped: AtomicU64,
    pub push_subscriptions_gone: AtomicU64,
    refusals: [AtomicU64; ErrorCode::ALL.len()],
    requests: [Histogram; ROUTES.len()],
}

pub static METRICS: Metrics = Metrics {
    connections: AtomicI64::new(0),
    connections_refused: AtomicU64::new(0),
    sockets: AtomicI64::new(0),
    moves: AtomicU64::new(0),
    rooms_created: AtomicU64::new(0),
    rooms_swept: AtomicU64::new(0),
    computer_queue: AtomicI64::new(0),
    computer_moves: AtomicU64::new(0),
    computer_wait: Histogram::new(),
    rules_jobs: AtomicU64::new(0),
    rules_queue: AtomicI64::new(0),
    record_cache_hits: AtomicU64::new(0),
    presence_writes: AtomicU64::new(0),
    stand_ins: AtomicU64::new(0),
    rematches: AtomicU64::new(0),
    said: AtomicU64::new(0),
    lobby_sockets: AtomicI64::new(0),
    room_loads: AtomicU64::new(0),
    pushes_sent: AtomicU64::new(0),
    pushes_retried: AtomicU64::new(0),
    pushes_dropped: AtomicU64::new(0),
    push_subscriptions_gone: AtomicU64::new(0),
    refusals: [const { AtomicU64::new(0) }; ErrorCode::ALL.len()],
    requests: [const { Histogram::new() }; ROUTES.len()],
};

impl Metrics {
    pub fn refused(&self, code: ErrorCode) {
        if let Some(i) = ErrorCode::ALL.iter().position(|&c| c == code) {
            self.refusals[i].fetch_add(1, Ordering::Relaxed);
        }
    }

    pub fn request(&self, route: Route, d: Duration) {
        self.requests[route as usize].observe(d);
    }
}

fn code_name(code: ErrorCode) -> String {
    online::to_text(&code).trim_matches('"').to_string()
}

/// The page, with the gauges only the caller knows.
pub fn render(rooms_loaded: usize) -> String {
    let m = &METRICS;
    let mut out = String::new();
    let mut one = |name: &str, kind: &str, help: &str, value: String| {
        let _ = writeln!(
            out,
            "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
        );
    };
    let get = |a: &AtomicU64| a.load(Ordering::Relaxed).to_string();
    let gauge = |a: &AtomicI64| a.load(Ordering::Relaxed).to_string();
    one(
        "cube_table_rooms_loaded",
        "gauge",
        "Rooms in memory.",
        rooms_loaded.to_string(),
    );
    one(
        "cube_table_connections",
        "gauge",
        "Open TCP connections.",
        gauge(&m.connections),
    );
    one(
        "cube_table_connections_refused_total",
        "counter",
        "Connections closed at once for a cap.",
        get(&m.connections_refused),
    );
    one(
        "cube_table_sockets",
        "gauge",
        "Open WebSockets.",
        gauge(&m.sockets),
    );
    one(
        "cube_table_moves_total",
        "counter",
        "Moves stored.",
        get(&m.moves),
    );
    one(
        "cube_table_rooms_created_total",
        "counter",
        "Rooms made.",
        get(&m.rooms_created),
    );
    one(
        "cube_table_rooms_swept_total",
        "counter",
        "Rooms deleted by the sweep.",
        get(&m.rooms_swept),
    );
    one(
        "cube_table_pushes_sent_total",
        "counter",
        "Pushes the push services accepted.",
        get(&m.pushes_sent),
    );
    one(
        "cube_table_pushes_retried_total",
        "counter",
        "Pushes that failed and wait to be tried again.",
        get(&m.pushes_retried),
    );
    one(
        "cube_table_pushes_dropped_total",
        "counter",
        "Pushes given up (refused by their service, or out of tries).",
        get(&m.pushes_dropped),
    );
    one(
        "cube_table_push_subscriptions_gone_total",
        "counter",
        "Subscriptions deleted because their push service said they are gone (404, 410).",
        get(&m.push_subscriptions_gone),
    );
    one(
        "cube_table_computer_queue",
        "gauge",
        "Computer moves waiting for a worker.",
        gauge(&m.computer_queue),
    );
    one(
        "cube_table_computer_moves_total",
        "counter",
        "Computer moves chosen.",
        get(&m.computer_moves),
    );
    one(
        "cube_table_rules_jobs_total",
        "counter",
        "Rules work done off the async threads (replays, checks, undo, records).",
        get(&m.rules_jobs),
    );
    one(
        "cube_table_rules_queue",
        "gauge",
        "Rules work waiting for a worker.",
        gauge(&m.rules_queue),
    );
    one(
        "cube_table_record_cache_hits_total",
        "counter",
        "Records of finished games served from memory.",
        get(&m.record_cache_hits),
    );
    one(
        "cube_table_presence_writes_total",
        "counter",
        "Presence counts written to the database.",
        get(&m.presence_writes),
    );
    one(
        "cube_table_stand_ins_total",
        "counter",
        "Seats the computer took over from a person out of time or away.",
        get(&m.stand_ins),
    );
    one(
        "cube_table_rematches_total",
        "counter",
        "Games played again (new rooms made by play again).",
        get(&m.rematches),
    );
    one(
        "cube_table_said_total",
        "counter",
        "Quick messages sent.",
        get(&m.said),
    );
    one(
        "cube_table_lobby_sockets",
        "gauge",
        "Open lobby WebSockets.",
        gauge(&m.lobby_sockets),
    );
    one(
        "cube_table_room_loads_total",
        "counter",
        "Rooms loaded into memory (each one a replay of its game).",
        get(&m.room_loads),
    );
    let _ = writeln!(out, "# HELP cube_table_computer_wait_seconds Time a computer move waited for a worker.\n# TYPE cube_table_computer_wait_seconds histogram");
    m.computer_wait
        .render(&mut out, "cube_table_computer_wait_seconds", "");
    let _ = writeln!(out, "# HELP cube_table_refusals_total Requests refused, by code.\n# TYPE cube_table_refusals_total counter");
    for (code, n) in ErrorCode::ALL.iter().zip(&m.refusals) {
        let _ = writeln!(
            out,
            "cube_table_refusals_total{{code=\"{}\"}} {}",
            code_name(*code),
            get(n)
        );
    }
    let _ = writeln!(out, "# HELP cube_table_request_seconds HTTP request latency by route (a socket's: its upgrade).\n# TYPE cube_table_request_seconds histogram");
    for ((_, name), h) in ROUTES.iter().zip(&m.requests) {
        h.render(
            &mut out,
            "cube_table_request_seconds",
            &format!("route=\"{name}\""),
        );
    }
    out
}
