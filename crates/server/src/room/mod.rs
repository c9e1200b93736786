//! A loaded room, split by job: [`game`] (the position and its replay), [`referee`]
//! (moves, joining, seat links), [`undo`] (the negotiation), [`table`] (connections,
//! fan-out and presence) and [`computer`] (starting computer seats). The room's whole game
//! (seed and hidden items included) stays here; every change is stored first and then told
//! to each connection as it may see it ([`rules::AnyGame::view`]).
//!
//! After every change, whoever made it calls [`after_change`]: the one place where a room
//! decides what happens next (presence to tell, a computer to start, leaving memory). A
//! room's further jobs (a clock) hook in there.

pub mod computer;
pub mod game;
pub mod referee;
pub mod table;
pub mod undo;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use online::{PendingUndo, SeatInfo, SeatKind, ServerMsg};
use rules::Seat;
use tokio::sync::Mutex;

use crate::error::Refusal;
use crate::store::{now, StoredRoom, StoredSeat};
use crate::{secret, App};

use self::game::Played;
use self::table::Table;

/// A loaded room behind its lock.
pub struct RoomCell {
    pub id: String,
    pub room: Mutex<Room>,
}

pub struct Room {
    pub id: String,
    /// The spectators' id.
    pub watch: String,
    pub played: Played,
    pub seats: Vec<StoredSeat>,
    pub version: i64,
    pub undo: Option<PendingUndo>,
    /// When the room last changed and when its game ended (0: not yet), as stored.
    pub touched: i64,
    pub ended: i64,
    pub table: Table,
    pub computer: computer::Thinking,
    /// Unloaded: no longer in the server's map; whoever holds it must look the room up again.
    pub retired: bool,
}

/// Writes refused because the room changed elsewhere are tried again this often.
pub const ATTEMPTS: usize = 4;

impl Room {
    /// Replays a stored room off the async threads.
    pub async fn load(app: &App, stored: StoredRoom) -> Result<Room, Refusal> {
        let StoredRoom {
            id,
            watch,
            game,
            players,
            options,
            seed,
            version,
            undo,
            seats,
            moves,
            touched,
            ended,
        } = stored;
        if seats.len() != players {
            tracing::error!(
                room = secret::tag(&id),
                "{} seats for {players} players",
                seats.len()
            );
            return Err(Refusal::unavailable());
        }
        let setup = rules::Setup { players, options };
        let played = app
            .work
            .run(move || Played::replay(&game, setup, seed, moves))
            .await?
            .map_err(|e| {
                tracing::error!(room = secret::tag(&id), "cannot replay: {e}");
                Refusal::unavailable()
            })?;
        // Rooms stored before spectators' ids and end times were kept get theirs now.
        let watch = match watch {
            Some(w) => w,
            None => app
                .store
                .set_watch(&id, &secret::room_id())
                .await?
                .ok_or_else(Refusal::unavailable)?,
        };
        let ended = match ended {
            Some(e) => e,
            None => {
                let e = if played.ended() { touched } else { 0 };
                app.store.set_ended(&id, e).await?;
                e
            }
        };
        Ok(Room {
            id,
            watch,
            played,
            seats,
            version,
            undo,
            touched,
            ended,
            table: Table::default(),
            computer: computer::Thinking::default(),
            retired: false,
        })
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                kind: s.kind.clone(),
                name: s.name.clone(),
                connected: match s.kind {
                    SeatKind::Computer { .. } => true,
                    SeatKind::Person => self.table.connected(i),
                    SeatKind::Open => false,
                },
            })
            .collect()
    }

    pub fn presence_msg(&self) -> ServerMsg {
        ServerMsg::Presence {
            seats: self.seat_infos(),
            spectators: self.table.spectators(),
        }
    }

    /// `came_by`: the id the connection used (the room's or its spectators').
    pub fn welcome(&self, seat: Option<Seat>, came_by: &str) -> ServerMsg {
        ServerMsg::Welcome {
            v: online::VERSION,
            room: came_by.to_string(),
            watch: self.watch.clone(),
            game: self.played.id.as_str().to_string(),
            setup: self.played.setup.clone(),
            seat,
            seats: self.seat_infos(),
        }
    }

    /// When the sweep will delete the room if nothing changes (`None`: never).
    pub fn expires(&self, app: &App) -> Option<i64> {
        let s = &app.settings;
        if s.sweep_interval.is_zero() {
            return None;
        }
        let after = |d: std::time::Duration| d.as_secs() as i64;
        Some(if self.ended > 0 {
            self.ended + after(s.keep_finished)
        } else if self.played.moves.is_empty() {
            self.touched + after(s.keep_unstarted)
        } else {
            self.touched + after(s.keep_abandoned)
        })
    }

    /// The position as `seat` may see it. The seed travels only inside the record of a
    /// finished game.
    pub fn state(&self, seat: Option<Seat>, expires: Option<i64>) -> ServerMsg {
        ServerMsg::State {
            ply: self.played.moves.len(),
            view: self.played.game.view(seat),
            moves: self.played.moves.clone(),
            record: self
                .played
                .ended()
                .then(|| self.played.record().to_json().ok())
                .flatten(),
            undo: self.undo.clone(),
            expires,
        }
    }

    /// Every connection gets the new position as its seat may see it (made once per seat).
    pub fn broadcast_state(&mut self, app: &App) {
        let expires = self.expires(app);
        let seats: BTreeSet<Option<Seat>> = self.table.conns.values().map(|c| c.seat).collect();
        let texts: BTreeMap<Option<Seat>, String> = seats
            .into_iter()
            .map(|seat| (seat, online::to_text(&self.state(seat, expires))))
            .collect();
        self.table.send_each(|seat| texts.get(&seat).cloned());
    }

    /// The seat whose token hashes to `hash`.
    pub fn seat_of_token(&self, hash: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.token_hash.as_deref() == Some(hash))
    }

    /// Marks the room changed now (as its store did).
    pub fn touch(&mut self) {
        self.touched = now();
    }

    /// Reloads the room from the database after another process (or a lost race) changed
    /// it, and tells the connections here what changed.
    pub async fn refresh(&mut self, app: &App) {
        let stored = match app.store.load_room(&self.id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => {
                // Deleted (by the sweep of another process): nobody can play here any more.
                self.table.close_all(1001, "the room was deleted");
                self.retired = true;
                app.rooms.remove(&self.id);
                return;
            }
            Err(e) => {
                tracing::warn!(room = secret::tag(&self.id), "reload: {e}");
                return;
            }
        };
        if stored.version != self.version {
            let old_ply = self.played.moves.len();
            let old_undo = self.undo.clone();
            let old_seats = self.seats.clone();
            let played = self.played.clone();
            let moves = stored.moves;
            let caught = app.work.run(move || played.catch_up(moves)).await;
            match caught {
                Ok(Ok(played)) => self.played = played,
                Ok(Err(e)) => {
                    tracing::error!(room = secret::tag(&self.id), "reload: {e}");
                    return;
                }
                Err(_) => return,
            }
            self.seats = stored.seats;
            self.version = stored.version;
            self.undo = stored.undo;
            self.touched = stored.touched;
            self.ended = stored.ended.unwrap_or(self.ended);
            if old_undo.is_some() && self.undo.is_none() {
                let accepted = self.played.moves.len() < old_ply;
                self.table.broadcast(&ServerMsg::UndoDone { accepted });
            }
            if self.played.moves.len() != old_ply || self.undo != old_undo {
                self.broadcast_state(app);
            }
            if self.seats != old_seats {
                referee::end_replaced_links(self);
                let msg = self.presence_msg();
                self.table.broadcast(&msg);
            }
        }
        self.reload_presence(app, false).await;
    }

    /// Reads the counts over every process; tells everyone here when they changed (or
    /// `always`).
    pub async fn reload_presence(&mut self, app: &App, always: bool) {
        match app.store.presence(&self.id).await {
            Ok(rows) => {
                if self.table.set_counts(rows) || always {
                    let msg = self.presence_msg();
                    self.table.broadcast(&msg);
                }
            }
            Err(e) => tracing::warn!(room = secret::tag(&self.id), "presence: {e}"),
        }
    }

    /// Writes this process's changed counts, tells other processes, reads the totals back
    /// and tells everyone here.
    pub async fn flush_presence(&mut self, app: &App) {
        let keys = std::mem::take(&mut self.table.dirty);
        for key in keys {
            let n = self.table.local(key);
            crate::metrics::METRICS
                .presence_writes
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if let Err(e) = app
                .store
                .set_presence(&app.server_id, &self.id, key, n)
                .await
            {
                tracing::warn!(room = secret::tag(&self.id), "presence: {e}");
            }
        }
        if let Err(e) = app.store.notify(&self.id).await {
            tracing::warn!(room = secret::tag(&self.id), "notify: {e}");
        }
        self.reload_presence(app, true).await;
    }
}

/// What happens after any change of a room: presence to tell (gathered for a moment), a
/// computer to start, or the room leaving memory when nobody is left.
pub fn after_change(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room) {
    if room.retired {
        return;
    }
    if !room.table.dirty.is_empty() && !room.table.flushing {
        room.table.flushing = true;
        let (app, cell) = (app.clone(), cell.clone());
        tokio::spawn(async move {
            tokio::time::sleep(table::PRESENCE_DELAY).await;
            let mut room = cell.room.lock().await;
            room.table.flushing = false;
            if !room.retired {
                room.flush_presence(&app).await;
                after_change(&app, &cell, &mut room);
            }
        });
    }
    computer::maybe_start(app, cell, room);
    if room.table.conns.is_empty() && !room.computer.busy && !room.table.flushing {
        room.retired = true;
        app.rooms.retire(cell);
    }
}
