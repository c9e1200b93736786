//! The lobby: the open tables (listed rooms with an open seat and a seated person
//! connected, the oldest [`online::limits::LOBBY_TABLES`]). While anyone watches, the list is read
//! from the database at once after a change of a listed room here (gathered for
//! [`socket::GATHER`]) and every [`socket::REFRESH`] for the other processes' changes, and sent to each
//! lobby socket whose list changed ([`online::ServerMsg::Tables`]). A lobby socket only listens:
//! it may say `ping`, is pinged and closed when it stops answering, and holds its place
//! under the connection caps ([`crate::net::accept::SocketPlace`]), like a room's.
//!
//! This module is the list's state, which the server's context holds; `socket` keeps it
//! up to date and serves the lobby's sockets through that context.

use std::sync::Arc;

use online::OpenTable;
use tokio::sync::{watch, Notify};

pub mod socket;

pub struct Lobby {
    tables: watch::Sender<Arc<Vec<OpenTable>>>,
    dirty: Notify,
}

impl Default for Lobby {
    fn default() -> Self {
        Lobby {
            tables: watch::channel(Arc::new(Vec::new())).0,
            dirty: Notify::new(),
        }
    }
}

impl Lobby {
    /// A listed room changed here: the list is read again soon.
    pub fn touch(&self) {
        self.dirty.notify_one();
    }
}
