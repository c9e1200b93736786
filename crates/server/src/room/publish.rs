//! The one way in and out of a room for every job (lila's `handleAndPublish`): a caller
//! holds the room ([`RoomCell::hold`]), runs jobs on it, each returning what it changed
//! ([`Events`]), and hands those to [`Held::publish`]. When the hold ends, here and only
//! here, the events are told (with what a reload in the middle of a job found, `news`),
//! then what follows any change runs ([`after_change`]): presence to gather, a computer to
//! start, a rated game's end to rate ([`crate::ratings`]), the room leaving memory.
//!
//! Owns: telling events to the connections and what follows a change. May not touch: the
//! store (jobs write, through [`Room::write`]), a job's decisions.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use rules::Seat;
use tokio::sync::MutexGuard;

use super::computer;
use super::events::{Event, Events};
use super::state::{Room, RoomCell};
use super::table::{self, Outbound};
use crate::app::App;
use crate::error::Refusal;
use crate::ratings;

/// A room held for jobs; what they changed is told, and what follows runs, when it ends.
pub struct Held<'a> {
    app: &'a Arc<App>,
    cell: &'a Arc<RoomCell>,
    room: MutexGuard<'a, Room>,
    events: Events,
}

impl RoomCell {
    /// Locks the room for jobs.
    pub async fn hold<'a>(self: &'a Arc<Self>, app: &'a Arc<App>) -> Held<'a> {
        Held {
            app,
            cell: self,
            room: self.room.lock().await,
            events: Events::none(),
        }
    }
}

impl Held<'_> {
    /// What a job changed, told when the hold ends: after what earlier jobs changed and
    /// what reloads on the way found.
    pub fn publish(&mut self, events: Events) {
        let news = std::mem::take(&mut self.room.news);
        let told = std::mem::take(&mut self.events).then(news).then(events);
        self.events = told;
    }
}

impl Deref for Held<'_> {
    type Target = Room;
    fn deref(&self) -> &Room {
        &self.room
    }
}

impl DerefMut for Held<'_> {
    fn deref_mut(&mut self) -> &mut Room {
        &mut self.room
    }
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        // A job that panicked may have left the room half-changed: nothing is told of it.
        if std::thread::panicking() {
            return;
        }
        self.publish(Events::none());
        let events = std::mem::take(&mut self.events);
        tell(self.app, &mut self.room, events);
        after_change(self.app, self.cell, &mut self.room);
    }
}

/// The end of the computer's hold (it locks the room itself, [`computer`]): what reloads on
/// the way found and `events` are told, then what follows a change runs.
fn end(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room, events: Events) {
    let news = std::mem::take(&mut room.news);
    tell(app, room, news.then(events));
    after_change(app, cell, room);
}

/// Tells `events` to the connections here.
fn tell(app: &App, room: &mut Room, events: Events) {
    for event in events.into_vec() {
        match event {
            Event::To(conn, msg) => room.table.send(conn, &msg),
            Event::Refused(conn, refusal) => {
                if let Some(c) = room.table.conns.get(&conn) {
                    let _ = c.tx.try_send(Outbound::Refusal(refusal));
                }
            }
            Event::All(msg) => room.table.broadcast(&msg),
            Event::Presence => {
                let msg = room.presence_msg();
                room.table.broadcast(&msg);
            }
            Event::State => broadcast_state(app, room),
            Event::StateTo(conn) => {
                if let Some(c) = room.table.conns.get(&conn) {
                    let state = room.state(c.seat, c.by_watch, room.expires(app));
                    room.table.send(conn, &state);
                }
            }
            Event::LinksReplaced => end_replaced_links(room),
        }
    }
}

/// Every connection gets the new position as its seat may see it (made once per seat).
fn broadcast_state(app: &App, room: &mut Room) {
    let expires = room.expires(app);
    let kinds: BTreeSet<(Option<Seat>, bool)> = room
        .table
        .conns
        .values()
        .map(|c| (c.seat, c.by_watch))
        .collect();
    let texts: BTreeMap<(Option<Seat>, bool), String> = kinds
        .into_iter()
        .map(|(seat, w)| ((seat, w), online::to_text(&room.state(seat, w, expires))))
        .collect();
    room.table
        .send_each(|seat, by_watch| texts.get(&(seat, by_watch)).cloned());
}

/// Connections that play a seat by a token it no longer has are told and closed (the
/// page then watches).
fn end_replaced_links(room: &mut Room) {
    let ended: Vec<u64> = room
        .table
        .conns
        .iter()
        .filter(|(_, c)| {
            c.seat.is_some_and(|s| {
                room.seats.get(s).and_then(|s| s.token_hash.as_deref()) != c.token_hash.as_deref()
            })
        })
        .map(|(&id, _)| id)
        .collect();
    for id in ended {
        let refusal = Refusal::new(
            online::ErrorCode::BadToken,
            "this seat has a new link; the old one no longer plays it",
        );
        if let Some(c) = room.table.conns.get(&id) {
            let _ = c.tx.try_send(Outbound::Refusal(refusal.clone()));
        }
        room.table.kick(id);
    }
}

/// What happens after any change of a room: presence to tell (gathered for a moment), a
/// computer to start, or the room leaving memory when nobody has been there for
/// `--room-linger`.
fn after_change(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room) {
    if room.retired {
        return;
    }
    if room.listed {
        app.lobby.touch();
    }
    if !room.table.dirty.is_empty() && !room.table.flushing {
        room.table.flushing = true;
        let (app, cell) = (app.clone(), cell.clone());
        tokio::spawn(async move {
            tokio::time::sleep(table::PRESENCE_DELAY).await;
            let mut room = cell.hold(&app).await;
            room.table.flushing = false;
            if !room.retired {
                let (keys, told) = room.flush_presence(&app).await;
                room.note_absence(&app, &keys).await;
                room.publish(told);
            }
        });
    }
    computer::maybe_start(app, cell, room, end);
    rate_the_end(app, room);
    linger_or_leave(app, cell, room);
}

/// A rated room whose game is over here has its ratings changed, once per loaded room
/// (and once over every process, [`ratings::settle`]).
fn rate_the_end(app: &Arc<App>, room: &mut Room) {
    if !room.rated || room.rating_started {
        return;
    }
    let players = room.seats.len();
    let places = match room.claimed {
        Some(claimer) => Some(ratings::claimed_places(players, claimer)),
        None => room
            .played
            .game
            .outcome()
            .map(|o| ratings::places(players, &o)),
    };
    if let Some(places) = places {
        room.rating_started = true;
        ratings::rate(app, &room.id, places);
    }
}

/// A room nobody here is connected to and nothing runs for leaves memory once it has been
/// so for `--room-linger`; until then a page that comes back finds it loaded (no replay).
fn linger_or_leave(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room) {
    let idle = room.table.conns.is_empty() && !room.computer.busy && !room.table.flushing;
    if !idle {
        room.idle_since = None;
        return;
    }
    let since = *room
        .idle_since
        .get_or_insert_with(tokio::time::Instant::now);
    let linger = app.settings.room_linger;
    if since.elapsed() >= linger {
        room.retired = true;
        app.rooms.retire(cell);
        return;
    }
    if !room.linger_armed {
        room.linger_armed = true;
        let (app, cell) = (app.clone(), cell.clone());
        tokio::spawn(async move {
            tokio::time::sleep_until(since + linger).await;
            let mut room = cell.hold(&app).await;
            room.linger_armed = false;
        });
    }
}
