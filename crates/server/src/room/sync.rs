//! A loaded room and the world around it, through the server's context: loading it (a
//! replay off the async threads) and reloading it after another process's change, the one
//! write-and-retry step every job's write goes through ([`Room::write`]), presence over
//! every process, and the sweep's date from the settings. What a room holds is `state`'s,
//! which imports no context, so the context can hold the registry of rooms without a
//! circle.
//!
//! Every job that writes has one shape: decide from the room as it is, then
//! `if let Some(version) = self.write(app, &mut tries, write, lost).await? { … }`, in a
//! loop: `None` means another process changed the room first, so it was reloaded and the
//! job decides again from the new picture.
//!
//! Owns: the room's store reads and writes. May not touch: telling anyone (a reload
//! records what it found in `news`, told by [`super::publish`]), a job's decisions.

use std::collections::BTreeSet;

use online::ServerMsg;

use super::clock::Lengths;
use super::events::{Event, Events};
use super::game::Played;
use super::pushes;
use super::state::{Parts, Room};
use super::write::Write;
use crate::app::App;
use crate::error::Refusal;
use crate::secret;
use crate::store::{now_ms, OutboxChange, StoreError, StoredRoom};

/// Writes refused because the room changed elsewhere are tried again this often
/// ([`Room::write`]).
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
            rated,
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
        timing.fit(&len, players);
        Ok(Room::assemble(Parts {
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
            rated,
        }))
    }

    /// When the sweep will delete the room if nothing changes (`None`: never, as a rated
    /// game once a move is made).
    pub(super) fn expires(&self, app: &App) -> Option<i64> {
        let s = &app.settings;
        if s.sweep_interval.is_zero() || (self.rated && !self.played.moves.is_empty()) {
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

    /// Writes `change` at the room's version: `Some` the new version; `None` when the room
    /// changed elsewhere first, so it was reloaded and the job is to decide again from the
    /// new picture (at most [`ATTEMPTS`] times, counted in `tries`; after that `lost` says
    /// why); or the refusal.
    pub(super) async fn write(
        &mut self,
        app: &App,
        tries: &mut usize,
        change: Write<'_>,
        lost: impl FnOnce(&Room) -> Refusal,
    ) -> Result<Option<i64>, Refusal> {
        let (store, id, v) = (&app.store, self.id.as_str(), self.version);
        // The pushes it causes are written in the same transaction.
        let pushes = pushes::for_write(self, &change, now_ms());
        let p = pushes.as_slice();
        let stored = match change {
            Write::Move {
                ply,
                seat,
                text,
                ends,
                turn,
                back,
            } => {
                store
                    .append_move(id, v, ply, seat, text, ends, turn, back, p)
                    .await
            }
            Write::Undo(undo) => store.set_undo(id, v, undo).await,
            Write::UndoTo { to_ply, turn } => store.undo_to(id, v, to_ply, turn, p).await,
            Write::TakeSeat {
                seat,
                name,
                hash,
                account,
                turn,
            } => {
                let holder = (name, hash, account);
                store.take_seat(id, v, seat, holder, turn, p).await
            }
            Write::Token {
                seat,
                hash,
                account,
            } => store.set_token(id, v, seat, hash, account).await,
            Write::Returning(seat) => store.set_returning(id, v, seat).await,
            Write::StandIn { seat, on, turn } => store.set_stand_in(id, v, seat, on, turn, p).await,
            Write::Claim(seat) => store.claim(id, v, seat, p).await,
            Write::Vacation { turn, .. } => store.set_turn(id, v, turn, p).await,
            Write::Rematch { offer, next } => store.set_rematch(id, v, offer, next, p).await,
        };
        if stored.is_ok() && pushes.iter().any(|c| matches!(c, OutboxChange::Add { .. })) {
            app.push.wake.notify_one();
        }
        self.settle(app, tries, stored, lost).await
    }

    /// The store's answer to a write at the room's version ([`Room::write`]).
    async fn settle<T>(
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
    /// it; what the connections here are to hear of it is kept in `news`.
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
            self.timing.fit(&self.len, self.seats.len());
            self.claimed = stored.claimed;
            self.rematch = stored.rematch;
            if old_undo.is_some() && self.undo.is_none() {
                let accepted = self.played.moves.len() < old_ply;
                self.news.push(Event::All(ServerMsg::UndoDone { accepted }));
            }
            let over = (self.claimed, self.rematch.clone(), self.timing.clone());
            if self.played.moves.len() != old_ply
                || self.undo != old_undo
                || self.seats != old_seats
                || over != old_over
            {
                self.news.push(Event::State);
            }
            if self.seats != old_seats {
                self.news.push(Event::LinksReplaced);
                self.news.push(Event::Presence);
            }
        }
        if self.read_presence(app).await == Some(true) {
            self.news.push(Event::Presence);
        }
    }

    /// Reads the counts over every process: whether they changed (`None`: not read).
    pub async fn read_presence(&mut self, app: &App) -> Option<bool> {
        match app.store.presence(&self.id).await {
            Ok(rows) => Some(self.table.set_counts(rows)),
            Err(e) => {
                tracing::warn!(room = secret::tag(&self.id), "presence: {e}");
                None
            }
        }
    }

    /// Writes this process's changed counts, tells other processes and reads the totals
    /// back, for everyone here. Returns the seat keys written.
    pub async fn flush_presence(&mut self, app: &App) -> (BTreeSet<i64>, Events) {
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
        let told = match self.read_presence(app).await {
            Some(_) => Events::presence(),
            None => Events::none(),
        };
        (keys, told)
    }
}
