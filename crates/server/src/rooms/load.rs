//! Finding and loading a room through the server's context (its store and rules workers),
//! and reloading the loaded ones after another process's change.

use std::sync::Arc;

use super::{lock, Access, Rooms};
use crate::app::App;
use crate::error::Refusal;
use crate::room::talk::said;
use crate::room::{Room, RoomCell};
use crate::secret;

impl Rooms {
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
        room.read_presence(app).await;
        let cell = Arc::new(RoomCell::new(room));
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
            let mut room = cell.hold(app).await;
            if !room.retired() {
                room.refresh(app).await;
            }
        }
    }

    /// Another process's connection said a quick message in room `id`.
    pub async fn said_elsewhere(
        &self,
        app: &Arc<App>,
        id: &str,
        seat: rules::Seat,
        phrase: online::Phrase,
    ) {
        if let Some(cell) = self.get(id) {
            let mut room = cell.hold(app).await;
            if !room.retired() {
                room.publish(said(seat, phrase));
            }
        }
    }
}
