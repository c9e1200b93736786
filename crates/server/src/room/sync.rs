//! A loaded room and the world around it, through the server's context: loading it (a
//! replay off the async threads) and reloading it after another process's change, the one
//! save-and-retry step every job's write goes through ([`Room::settle`]), presence over
//! every process, and each connection's state as its seat may see it (with the sweep's
//! date from the settings). What a room holds is `state`'s, which imports no context, so
//! the context can hold the registry of rooms without a circle.

use std::collections::{BTreeMap, BTreeSet};

use online::ServerMsg;
use rules::Seat;

use super::clock::Lengths;
use super::game::Played;
use super::state::{end_replaced_links, Room, Talk, Thinking};
use super::table::Table;
use crate::app::App;
use crate::error::Refusal;
use crate::secret;
use crate::store::{StoreError, StoredRoom};

/// Writes refused because the room changed elsewhere are tried again this often
/// ([`Room::settle`]).
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
            listed,
            clock,
            stand_in,
            timing,
            to_move,
            claimed,
            rematch,
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
        // Rooms stored before the seat to move was kept get it now.
        let mover = played.game.to_move();
        if to_move.is_none() && mover.is_some() && !played.ended() {
            app.store.set_to_move(&id, mover).await?;
        }
        let len = Lengths::new(clock, app.settings.clock_minute, app.settings.away_limit);
        let mut timing = timing;
        timing.remaining.resize(players, len.base);
        Ok(Room {
            id,
            watch,
            played,
            seats,
            version,
            undo,
            touched,
            ended,
            listed,
            len,
            timing,
            stand_in,
            claimed,
            rematch,
            table: Table::default(),
            computer: Thinking::default(),
            talk: Talk::default(),
            retired: false,
            idle_since: None,
            linger_armed: false,
        })
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

    /// A connection's own state.
    pub fn state_for(&self, app: &App, conn: u64) -> Option<ServerMsg> {
        let c = self.table.conns.get(&conn)?;
        Some(self.state(c.seat, c.by_watch, self.expires(app)))
    }

    /// Every connection gets the new position as its seat may see it (made once per seat).
    pub fn broadcast_state(&mut self, app: &App) {
        let expires = self.expires(app);
        let kinds: BTreeSet<(Option<Seat>, bool)> = self
            .table
            .conns
            .values()
            .map(|c| (c.seat, c.by_watch))
            .collect();
        let texts: BTreeMap<(Option<Seat>, bool), String> = kinds
            .into_iter()
            .map(|(seat, w)| ((seat, w), online::to_text(&self.state(seat, w, expires))))
            .collect();
        self.table
            .send_each(|seat, by_watch| texts.get(&(seat, by_watch)).cloned());
    }

    /// The store's answer to a change written at the room's version, for the loop that
    /// makes it: `Some` the write's result; `None` when the room changed elsewhere first,
    /// so it was reloaded and the change is to be made again from the new picture (at most
    /// [`ATTEMPTS`] times, counted in `tries`; after that `lost` says why); or the refusal.
    pub async fn settle<T>(
        &mut self,
        app: &App,
        tries: &mut usize,
        stored: Result<T, StoreError>,
        lost: impl FnOnce(&Room) -> Refusal,
    ) -> Result<Option<T>, Refusal> {
        match stored {
            Ok(done) => Ok(Some(done)),
            Err(StoreError::Stale) if *tries < ATTEMPTS => {
                *tries += 1;
                self.refresh(app).await;
                Ok(None)
            }
            Err(StoreError::Stale) => Err(lost(self)),
            Err(e) => Err(e.into()),
        }
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
            let old_over = (self.claimed, self.rematch.clone(), self.timing.clone());
            self.seats = stored.seats;
            self.version = stored.version;
            self.undo = stored.undo;
            self.touched = stored.touched;
            self.ended = stored.ended.unwrap_or(self.ended);
            self.timing = stored.timing;
            self.timing
                .remaining
                .resize(self.seats.len(), self.len.base);
            self.claimed = stored.claimed;
            self.rematch = stored.rematch;
            if old_undo.is_some() && self.undo.is_none() {
                let accepted = self.played.moves.len() < old_ply;
                self.table.broadcast(&ServerMsg::UndoDone { accepted });
            }
            let over = (self.claimed, self.rematch.clone(), self.timing.clone());
            if self.played.moves.len() != old_ply
                || self.undo != old_undo
                || self.seats != old_seats
                || over != old_over
            {
                self.broadcast_state(app);
            }
            if self.seats != old_seats {
                end_replaced_links(self);
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
    /// and tells everyone here. Returns the seat keys written.
    pub async fn flush_presence(&mut self, app: &App) -> BTreeSet<i64> {
        let keys = std::mem::take(&mut self.table.dirty);
        for &key in &keys {
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
        keys
    }
}
