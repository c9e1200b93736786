//! Starting computer seats: when a computer seat (or a person's seat the computer stands in
//! for, at the room's level) is to move in a started game and a person is connected to the
//! room (a player or a spectator, in any process), its move is asked of the thinking pool
//! ([`crate::pool`]) and then goes through the referee like anyone's. A room nobody
//! is connected to pauses (its computers go on when someone comes back), but a rated one,
//! whose absent people the computer plays for to the end ([`watched`]). A move the
//! database could not store is tried again after a pause, so a busy moment never leaves a
//! room waiting.
//!
//! Owns: when the computer thinks and the retry of its move. May not touch: telling
//! anyone; its move's events go to the end it is handed ([`super::publish`]).

use std::sync::Arc;
use std::time::Duration;

use online::{ErrorCode, SeatKind};
use rules::Seat;

use super::events::Events;
use super::referee::By;
use super::state::{Room, RoomCell};
use crate::pool::Job;
use crate::{app::App, secret};

/// A refused computer move is tried again after this, doubling up to [`RETRY_MAX`].
const RETRY_FIRST: Duration = Duration::from_millis(100);
const RETRY_MAX: Duration = Duration::from_secs(5);

/// The seat the computer is to move for and its level, if one is.
fn computer_to_move(room: &Room) -> Option<(Seat, String)> {
    let seat = room.played.game.to_move()?;
    let s = room.seats.get(seat)?;
    match &s.kind {
        SeatKind::Computer { level } => Some((seat, level.clone())),
        SeatKind::Person if s.stand_in => Some((seat, room.stand_in.clone())),
        _ => None,
    }
}

/// Whether the computer moves now: someone is there to see it, or the room is rated (a
/// rated game has no computer seat, so this is the computer standing in for people who
/// left: it plays on to the end, whose result counts for them and settles their ratings;
/// else a rated game both players left would wait for ever, since the sweep keeps it).
fn watched(room: &Room) -> bool {
    room.table.anyone() || room.rated
}

/// The end of a hold of a room ([`super::publish`]): tells the events, then what follows a
/// change runs. Handed in so that the publisher and the computer it starts stay one-way:
/// the publisher starts the computer, and the computer's move goes back through it.
pub type End = fn(&Arc<App>, &Arc<RoomCell>, &mut Room, Events);

/// Starts the computer's move if a computer seat is to move, none is thinking and someone
/// is there to see it; `end` runs once its move is stored (or given up), and after every
/// attempt.
pub fn maybe_start(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room, end: End) {
    if room.computer.busy
        || room.retired
        || room.undo.is_some()
        || room.over()
        || !room.started()
        || !watched(room)
        || app.stopping()
    {
        return;
    }
    let Some((seat, level)) = computer_to_move(room) else {
        return;
    };
    room.computer.busy = true;
    let ply = room.played.moves.len();
    let (reply, chosen) = tokio::sync::oneshot::channel();
    app.pool.submit(Job::new(
        room.played.game.clone(),
        level,
        // Independent of the game's seed, which decides what is hidden.
        secret::seed(),
        reply,
    ));
    let (app, cell) = (app.clone(), cell.clone());
    tokio::spawn(async move {
        let (chosen, mut stored) = match chosen.await {
            Ok((answer, stored)) => (Ok(answer), Some(stored)),
            Err(e) => (Err(e), None),
        };
        let mut wait = RETRY_FIRST;
        loop {
            let mut room = cell.room.lock().await;
            // Still this seat's move, still the computer's to make (its person may be back).
            let still = room.played.moves.len() == ply
                && !room.retired
                && watched(&room)
                && computer_to_move(&room).is_some_and(|(s, _)| s == seat);
            let text = match &chosen {
                Ok(Ok(Some(text))) if still => text,
                Ok(Err(e)) => {
                    tracing::error!(room = secret::tag(&room.id), "computer: {e}");
                    break finish(&app, &cell, &mut room, end, Events::none());
                }
                // No move, the position changed meanwhile, or the pool stopped.
                _ => break finish(&app, &cell, &mut room, end, Events::none()),
            };
            let committed = room.commit_move(&app, seat, ply, text, By::Computer).await;
            // The thread may take its next move (a retry does not hold it).
            drop(stored.take());
            match committed {
                Err(r) if r.code == ErrorCode::Unavailable => {
                    tracing::warn!(
                        room = secret::tag(&room.id),
                        "computer move not stored ({r}); again in {wait:?}"
                    );
                    // Still thinking: what a reload on the way found is told now.
                    end(&app, &cell, &mut room, Events::none());
                }
                Err(r) => {
                    tracing::info!(room = secret::tag(&room.id), "computer move {text}: {r}");
                    break finish(&app, &cell, &mut room, end, Events::none());
                }
                Ok(events) => break finish(&app, &cell, &mut room, end, events),
            }
            drop(room);
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(RETRY_MAX);
        }
    });
}

fn finish(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room, end: End, events: Events) {
    room.computer.busy = false;
    end(app, cell, room, events);
}
