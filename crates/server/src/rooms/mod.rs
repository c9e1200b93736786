//! The registry of loaded rooms (loading one through the server's context is `load`'s: this
//! module, which the context holds, imports none): a room is loaded (replayed off the async
//! threads) when a connection says hello to it, once even when many come at the same
//! moment, and leaves
//! memory when nobody has been connected and nothing has run for it for `--room-linger`
//! ([`crate::room::publish`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use online::ErrorCode;

use crate::error::Refusal;
use crate::room::state::RoomCell;

mod load;

/// How a connection reached the room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// By the room's id (the invite link, or a seat's): may join and play.
    Room,
    /// By the spectators' id: only watches.
    Watch,
}

#[derive(Default)]
pub struct Rooms {
    map: Mutex<HashMap<String, Arc<RoomCell>>>,
    /// One loader per room id at a time (others wait for it instead of replaying too).
    loading: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // Every change is one insert or remove: a poisoned lock still holds a consistent map.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Rooms {
    pub fn len(&self) -> usize {
        lock(&self.map).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn get(&self, id: &str) -> Option<Arc<RoomCell>> {
        lock(&self.map).get(id).cloned()
    }

    pub fn all(&self) -> Vec<Arc<RoomCell>> {
        lock(&self.map).values().cloned().collect()
    }

    /// Takes a room out of memory (it was retired, or deleted).
    pub fn remove(&self, id: &str) {
        lock(&self.map).remove(id);
    }

    /// Takes `cell` out of memory if it is still the loaded one.
    pub fn retire(&self, cell: &Arc<RoomCell>) {
        let mut map = lock(&self.map);
        if map.get(&cell.id).is_some_and(|c| Arc::ptr_eq(c, cell)) {
            map.remove(&cell.id);
        }
    }
}

/// "No such room", for an id that names none.
pub fn no_such_room() -> Refusal {
    Refusal::new(ErrorCode::NoSuchRoom, "no such room")
}
