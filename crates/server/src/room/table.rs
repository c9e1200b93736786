//! Who is at a room's table: the connections in this process (each with its seat and a
//! bounded queue of messages; one that does not read is closed), the counts over every
//! process, and presence: changes are gathered and written, told and read back at most
//! every [`PRESENCE_DELAY`], so a crowd coming and going costs a few messages, not one per
//! connection per change.
//!
//! Owns: the connections and their counts. May not touch: the room's game or the store;
//! what to send is decided by jobs and sent by [`super::publish`].

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Duration;

use online::ServerMsg;
use rules::Seat;
use tokio::sync::{mpsc, Notify};

use crate::error::Refusal;
use crate::store::SPECTATORS;

/// Presence changes are told at most this often.
pub const PRESENCE_DELAY: Duration = Duration::from_millis(150);

/// What a connection's writer sends.
pub enum Outbound {
    Text(String),
    /// A refusal, counted and logged by the writer as it leaves ([`Refusal::leaving`]).
    Refusal(Refusal),
    Ping,
    /// A close frame (code and reason), then the connection ends.
    Close(u16, &'static str),
}

/// One WebSocket that said hello.
pub struct Conn {
    pub seat: Option<Seat>,
    /// The SHA-256 of the seat's token when it came (its own, or the token of the seat it
    /// came to with a key): a new seat link ends the others, and the keys with them.
    pub token_hash: Option<String>,
    /// It came by the spectators' link (it learns only spectators' ids).
    pub by_watch: bool,
    pub tx: mpsc::Sender<Outbound>,
    /// Wakes the connection's task to close it (it stopped reading, or its seat's link
    /// was replaced).
    pub close: Arc<Notify>,
}

pub fn seat_key(seat: Option<Seat>) -> i64 {
    seat.map_or(SPECTATORS, |s| s as i64)
}

#[derive(Default)]
pub struct Table {
    pub(super) conns: BTreeMap<u64, Conn>,
    /// Connections per seat key over every process, as last read.
    counts: BTreeMap<i64, i64>,
    /// Seat keys whose count here changed and is not written yet.
    pub(super) dirty: BTreeSet<i64>,
    /// A presence flush is on its way.
    pub(super) flushing: bool,
}

impl Table {
    pub fn add(&mut self, id: u64, conn: Conn) {
        self.dirty.insert(seat_key(conn.seat));
        self.conns.insert(id, conn);
    }

    /// Removes a connection (it closed).
    pub fn remove(&mut self, id: u64) -> Option<Conn> {
        let conn = self.conns.remove(&id)?;
        self.dirty.insert(seat_key(conn.seat));
        Some(conn)
    }

    /// Removes a connection and closes its socket.
    pub fn kick(&mut self, id: u64) {
        if let Some(conn) = self.remove(id) {
            conn.close.notify_one();
        }
    }

    /// Changes a connection's seat (it joined).
    pub fn seat(&mut self, id: u64, seat: Seat, token_hash: String) {
        if let Some(c) = self.conns.get_mut(&id) {
            self.dirty.insert(seat_key(c.seat));
            self.dirty.insert(seat_key(Some(seat)));
            c.seat = Some(seat);
            c.token_hash = Some(token_hash);
        }
    }

    pub fn local(&self, key: i64) -> i64 {
        self.conns
            .values()
            .filter(|c| seat_key(c.seat) == key)
            .count() as i64
    }

    /// Whether anyone holds `seat` (here, or in another process as last read).
    pub fn connected(&self, seat: Seat) -> bool {
        let key = seat as i64;
        self.local(key) > 0 || self.counts.get(&key).is_some_and(|&n| n > 0)
    }

    pub fn spectators(&self) -> usize {
        let here = self.local(SPECTATORS);
        let all = self.counts.get(&SPECTATORS).copied().unwrap_or(0);
        here.max(all).max(0) as usize
    }

    /// Whether any person is connected to the room, here or elsewhere.
    pub fn anyone(&self) -> bool {
        !self.conns.is_empty() || self.counts.values().any(|&n| n > 0)
    }

    /// Takes the counts read from the database; whether they changed.
    pub fn set_counts(&mut self, rows: Vec<(i64, i64)>) -> bool {
        let counts: BTreeMap<i64, i64> = rows.into_iter().filter(|&(_, n)| n > 0).collect();
        let changed = counts != self.counts;
        self.counts = counts;
        changed
    }

    fn send_text(&mut self, id: u64, text: String) {
        let full = match self.conns.get(&id) {
            Some(c) => c.tx.try_send(Outbound::Text(text)).is_err(),
            None => false,
        };
        // A connection that does not read its messages is closed, not buffered forever.
        if full {
            tracing::info!(conn = id, "closing a connection that stopped reading");
            self.kick(id);
        }
    }

    pub(super) fn send(&mut self, id: u64, msg: &ServerMsg) {
        self.send_text(id, online::to_text(msg));
    }

    pub(super) fn broadcast(&mut self, msg: &ServerMsg) {
        let text = online::to_text(msg);
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        for id in ids {
            self.send_text(id, text.clone());
        }
    }

    /// Every connection gets the text made for its seat and way in (`by_watch`), if any.
    pub(super) fn send_each(&mut self, text: impl Fn(Option<Seat>, bool) -> Option<String>) {
        let targets: Vec<(u64, Option<Seat>, bool)> = self
            .conns
            .iter()
            .map(|(id, c)| (*id, c.seat, c.by_watch))
            .collect();
        for (id, seat, by_watch) in targets {
            if let Some(t) = text(seat, by_watch) {
                self.send_text(id, t);
            }
        }
    }

    /// Closes every connection here (the room was deleted, or the server stops).
    pub fn close_all(&mut self, code: u16, reason: &'static str) {
        for (_, c) in std::mem::take(&mut self.conns) {
            let _ = c.tx.try_send(Outbound::Close(code, reason));
            c.close.notify_one();
        }
    }
}
