//! One socket's life, shared by a room's page and the lobby's: connecting, open, welcomed,
//! reconnecting after a growing delay, or stopped for good. The page's socket driver opens
//! a new socket whenever [`Link::generation`] changes.
//!
//! Owns: the connection's state and every change to it (its fields are private, so a page
//! cannot reset one of them and forget another). May not touch: the browser (the driver,
//! `socket.rs`, opens sockets and waits out the delay), what the messages say (the pages'
//! reducers).

/// The delay before reconnect attempt `attempt` (1, 2, 3…): 0.5, 1, 2, 4, then 5 s.
pub fn backoff_ms(attempt: u32) -> u32 {
    match attempt {
        0 | 1 => 500,
        2 => 1000,
        3 => 2000,
        4 => 4000,
        _ => 5000,
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conn {
    /// A socket is being opened.
    Connecting,
    /// The socket is open (the server's welcome may still be on its way).
    Open,
    /// The socket closed; attempt `attempt` starts after [`backoff_ms`]`(attempt)`.
    Reconnecting { attempt: u32 },
    /// The server said this page cannot play here (no such room, another protocol
    /// version): trying again would not help.
    Stopped,
}

/// A page's connection to the server.
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    conn: Conn,
    /// Failed connections since the last welcome.
    attempts: u32,
    /// Bumped whenever the page must open a new socket.
    generation: u64,
    /// The server's welcome (a room's, or the lobby's first list) arrived on this socket.
    welcomed: bool,
}

impl Default for Link {
    fn default() -> Self {
        Link {
            conn: Conn::Connecting,
            attempts: 0,
            generation: 1,
            welcomed: false,
        }
    }
}

impl Link {
    pub fn conn(&self) -> Conn {
        self.conn
    }

    /// Failed connections since the last welcome (0: the first try, or all is well).
    pub fn attempts(&self) -> u32 {
        self.attempts
    }

    /// Which socket the page should have open (a new number: open a new one).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The socket is up and the server welcomed it (what the page shows is current).
    pub fn connected(&self) -> bool {
        self.conn == Conn::Open && self.welcomed
    }

    /// The current socket opened. `false` (nothing changes) once stopped.
    pub fn opened(&mut self) -> bool {
        if self.conn == Conn::Stopped {
            return false;
        }
        self.conn = Conn::Open;
        true
    }

    /// The current socket closed or could not open: wait, then try again. `false` (nothing
    /// changes) once stopped.
    pub fn closed(&mut self) -> bool {
        if self.conn == Conn::Stopped {
            return false;
        }
        self.attempts += 1;
        self.conn = Conn::Reconnecting {
            attempt: self.attempts,
        };
        self.welcomed = false;
        true
    }

    /// The delay is over: open a new socket. `false` (nothing changes) unless reconnecting.
    pub fn retry(&mut self) -> bool {
        if !matches!(self.conn, Conn::Reconnecting { .. }) {
            return false;
        }
        self.reopen();
        true
    }

    /// Open a new socket now (the old one, if any, is dropped by the driver); nothing is
    /// welcomed on it yet.
    pub fn reopen(&mut self) {
        self.generation += 1;
        self.conn = Conn::Connecting;
        self.welcomed = false;
    }

    /// The server welcomed this socket: it is open and the attempts start again.
    pub fn welcome(&mut self) {
        self.welcomed = true;
        self.conn = Conn::Open;
        self.attempts = 0;
    }

    /// Trying again would not help (no such room, another protocol version).
    pub fn stop(&mut self) {
        self.conn = Conn::Stopped;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reconnects_with_growing_attempts_until_welcomed_and_stays_stopped() {
        let mut l = Link::default();
        assert_eq!((l.conn(), l.generation()), (Conn::Connecting, 1));
        assert!(l.opened() && !l.connected());
        l.welcome();
        assert!(l.connected());
        assert!(l.closed());
        assert_eq!(l.conn(), Conn::Reconnecting { attempt: 1 });
        assert!(!l.connected(), "a new socket is not welcomed yet");
        assert!(l.retry());
        assert_eq!((l.conn(), l.generation()), (Conn::Connecting, 2));
        assert!(!l.retry(), "only a reconnecting link retries");
        assert!(l.closed());
        assert_eq!(l.conn(), Conn::Reconnecting { attempt: 2 });
        assert_eq!(backoff_ms(2), 1000);
        assert!(l.retry() && l.opened());
        l.welcome();
        assert_eq!((l.conn(), l.attempts()), (Conn::Open, 0));
        l.stop();
        assert!(!l.closed() && !l.opened() && !l.retry());
        assert_eq!((l.conn(), l.generation()), (Conn::Stopped, 3));
    }
}
