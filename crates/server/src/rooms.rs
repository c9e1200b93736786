//! The registry of loaded rooms: a room is loaded (replayed off the async threads) when a
//! connection says hello to it, once even when many come at the same moment, and leaves
//! memory when nobody has been connected and nothing has run for it for `--room-linger`
//! ([`crate::room::after_change`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use online::ErrorCode;

use crate::error::Refusal;
use crate::room::{after_change, Room, RoomCell};
use crate::{app::App, secret};

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

    /// The room `id` names (its own id or its spectators'), loading it if needed.
    pub async fn find(
        &self,
        app: &App,
        id: &str,
    ) -> Result<Option<(Arc<RoomCell>, Access)>, Refusal> {
        if !secret::looks_like_id(id) {
            return Ok(None);
        }
        if let Some(cell) = self.load(app, id).await? {
            return Ok(Some((cell, Access::Room)));
        }
        let Some(room) = app.store.room_of_watch(id).await? else {
            return Ok(None);
        };
        Ok(self
            .load(app, &room)
            .await?
            .map(|cell| (cell, Access::Watch)))
    }

    /// The loaded room `id`, loading it from the database if needed.
    pub async fn load(&self, app: &App, id: &str) -> Result<Option<Arc<RoomCell>>, Refusal> {
        if let Some(cell) = self.get(id) {
            return Ok(Some(cell));
        }
        let gate = lock(&self.loading)
            .entry(id.to_string())
            .or_default()
            .clone();
        let loaded = {
            let _loading = gate.lock().await;
            match self.get(id) {
                Some(cell) => Ok(Some(cell)),
                None => self.load_now(app, id).await,
            }
        };
        let mut loading = lock(&self.loading);
        if Arc::strong_count(&gate) <= 2 {
            loading.remove(id);
        }
        loaded
    }

    async fn load_now(&self, app: &App, id: &str) -> Result<Option<Arc<RoomCell>>, Refusal> {
        let Some(stored) = app.store.load_room(id).await? else {
            return Ok(None);
        };
        crate::metrics::METRICS
            .room_loads
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut room = Room::load(app, stored).await?;
        room.reload_presence(app, false).await;
        let cell = Arc::new(RoomCell {
            id: id.to_string(),
            room: tokio::sync::Mutex::new(room),
        });
        lock(&self.map).insert(id.to_string(), cell.clone());
        Ok(Some(cell))
    }

    /// Another process changed room `id` (`*`: any room).
    pub async fn changed_elsewhere(&self, app: &Arc<App>, id: &str) {
        let cells = if id == "*" {
            self.all()
        } else {
            self.get(id).into_iter().collect()
        };
        for cell in cells {
            let mut room = cell.room.lock().await;
            if !room.retired {
                room.refresh(app).await;
                after_change(app, &cell, &mut room);
            }
        }
    }
}

impl Rooms {
    /// Another process's connection said a quick message in room `id`.
    pub async fn said_elsewhere(&self, id: &str, seat: rules::Seat, phrase: online::Phrase) {
        if let Some(cell) = self.get(id) {
            let mut room = cell.room.lock().await;
            if !room.retired {
                room.tell_said(seat, phrase);
            }
        }
    }
}

/// "No such room", for an id that names none.
pub fn no_such_room() -> Refusal {
    Refusal::new(ErrorCode::NoSuchRoom, "no such room")
}
