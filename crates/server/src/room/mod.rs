//! A loaded room, split by job: [`game`] (the position and its replay), [`referee`]
//! (moves, joining, seat links), [`undo`] (the negotiation), [`table`] (connections,
//! fan-out and presence), [`computer`] (starting computer seats), [`clock`] (the time of
//! each seat), [`stand_in`] (the computer playing for an absent person, taking a seat
//! back, claiming the win), [`rematch`] (play again) and [`talk`] (quick messages). The
//! room's whole game (seed and hidden items included) stays here; every change is stored
//! first and then told to each connection as it may see it ([`rules::AnyGame::view`]).
//!
//! After every change, whoever made it calls [`after_change`]: the one place where a room
//! decides what happens next (presence to tell, the absence of the person to move to note,
//! a computer to start, leaving memory).

pub mod clock;
pub mod computer;
pub mod game;
pub mod referee;
pub mod rematch;
pub mod stand_in;
pub mod state;
pub mod sync;
pub mod table;
pub mod talk;
pub mod undo;

use std::sync::Arc;

pub use self::state::{fresh_room, Room, RoomCell};
use crate::app::App;

/// What happens after any change of a room: presence to tell (gathered for a moment), a
/// computer to start, or the room leaving memory when nobody has been there for
/// `--room-linger`.
pub fn after_change(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room) {
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
            let mut room = cell.room.lock().await;
            room.table.flushing = false;
            if !room.retired {
                let keys = room.flush_presence(&app).await;
                room.note_absence(&app, &keys).await;
                after_change(&app, &cell, &mut room);
            }
        });
    }
    computer::maybe_start(app, cell, room, after_change);
    linger_or_leave(app, cell, room);
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
            let mut room = cell.room.lock().await;
            room.linger_armed = false;
            after_change(&app, &cell, &mut room);
        });
    }
}
