//! Which pushes a room's change causes, decided from the room as it is before the change
//! and the change itself, and written by [`Room::write`](super::sync) in the change's own
//! transaction: "your turn" to a person to move with no page connected (at most one unread
//! per seat: the store adds none while one is there, and the seat's move clears it), "an
//! hour left" due an hour before a turn-based deadline, "the game started" when the last
//! open seat is taken, "the game is over", and "play again?" to the seats an offer waits
//! for. What a push says is what a spectator may know: the game, the room, whose turn and
//! the other side's name.
//!
//! Owns: that decision. May not touch: the store, the server's context, telling anyone.

use online::SeatKind;
use rules::Seat;

use super::state::Room;
use super::write::Write;
use crate::store::{OutboxChange, PushFacts, PushKind, Turn};

/// The kinds about a seat's turn, which end with it.
const TURN: &[PushKind] = &[PushKind::Turn, PushKind::HourLeft];

/// The pushes `change` causes in `room` at `now` (ms).
pub(super) fn for_write(room: &Room, change: &Write<'_>, now: i64) -> Vec<OutboxChange> {
    let mut out = Vec::new();
    match *change {
        Write::Move {
            seat, ends, turn, ..
        } => {
            out.push(OutboxChange::Clear {
                seat: Some(seat),
                kinds: TURN,
            });
            if ends {
                ended(room, seat, now, &mut out);
            } else if let Some(next) = turn.to_move.filter(|&n| n != seat) {
                turn_pushes(
                    room,
                    &Names::of(room),
                    next,
                    turn,
                    Some(seat),
                    true,
                    now,
                    &mut out,
                );
            }
        }
        Write::TakeSeat {
            seat,
            name,
            turn: Some(turn),
            ..
        } => {
            let names = Names::of(room).with(seat, name);
            for p in persons(room).filter(|&p| p != seat) {
                out.push(names.add(room, p, PushKind::Started, turn.to_move, Some(seat), now));
            }
            if let Some(next) = turn.to_move.filter(|&n| n != seat) {
                // The seats told of the start know whose turn it is: no "your turn" too.
                turn_pushes(room, &names, next, turn, Some(seat), false, now, &mut out);
            }
        }
        Write::Claim(seat) => ended(room, seat, now, &mut out),
        // A vacation moves the running seat's deadline, and its "an hour left" with it.
        Write::Vacation { seat, turn } if turn.to_move == Some(seat) => {
            turn_pushes(
                room,
                &Names::of(room),
                seat,
                turn,
                None,
                false,
                now,
                &mut out,
            );
        }
        Write::Rematch {
            offer: Some(offer),
            next: None,
        } if room.rematch.is_none() => {
            let by = offer.accepted.first().copied();
            let names = Names::of(room);
            for p in persons(room).filter(|p| !offer.accepted.contains(p)) {
                out.push(names.add(room, p, PushKind::Rematch, None, by, now));
            }
        }
        Write::UndoTo { turn, .. } => {
            out.push(OutboxChange::Clear {
                seat: None,
                kinds: TURN,
            });
            if let Some(next) = turn.to_move {
                turn_pushes(
                    room,
                    &Names::of(room),
                    next,
                    turn,
                    None,
                    false,
                    now,
                    &mut out,
                );
            }
        }
        _ => {}
    }
    out
}

/// The game ended by `seat`'s move or claim: no "your turn" is waiting any more, and
/// every other person hears of the end.
fn ended(room: &Room, seat: Seat, now: i64, out: &mut Vec<OutboxChange>) {
    out.push(OutboxChange::Clear {
        seat: None,
        kinds: TURN,
    });
    let names = Names::of(room);
    for p in persons(room).filter(|&p| p != seat) {
        out.push(names.add(room, p, PushKind::Ended, None, Some(seat), now));
    }
}

/// The person seats (before the change; a seat being taken is not one yet).
fn persons(room: &Room) -> impl Iterator<Item = Seat> + '_ {
    room.seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == SeatKind::Person)
        .map(|(i, _)| i)
}

/// "Your turn" (when `your_turn` and no page of the seat is connected) and the turn-based
/// clock's "an hour left" for `next`, a person the computer does not stand in for.
#[allow(clippy::too_many_arguments)]
fn turn_pushes(
    room: &Room,
    names: &Names,
    next: Seat,
    turn: &Turn,
    by: Option<Seat>,
    your_turn: bool,
    now: i64,
    out: &mut Vec<OutboxChange>,
) {
    let Some(s) = room.seats.get(next) else {
        return;
    };
    if s.kind != SeatKind::Person || s.stand_in {
        return;
    }
    if your_turn && !room.table.connected(next) {
        out.push(names.add(room, next, PushKind::Turn, Some(next), by, now));
    }
    if room.len.turn_based() && turn.deadline > 0 {
        let due = turn.deadline - 60 * room.len.minute;
        if due > now {
            out.push(OutboxChange::Clear {
                seat: Some(next),
                kinds: &[PushKind::HourLeft],
            });
            out.push(names.add(room, next, PushKind::HourLeft, Some(next), by, due));
        }
    }
}

/// The seats' names as the change leaves them.
struct Names(Vec<String>);

impl Names {
    fn of(room: &Room) -> Names {
        Names(room.seats.iter().map(|s| s.name.clone()).collect())
    }

    fn with(mut self, seat: Seat, name: &str) -> Names {
        if let Some(n) = self.0.get_mut(seat) {
            *n = name.to_string();
        }
        self
    }

    fn name(&self, seat: Seat) -> Option<String> {
        self.0.get(seat).filter(|n| !n.is_empty()).cloned()
    }

    /// A push of `kind` to `to`, due at `due`: whose turn, and the other side (`by`, or
    /// else the first other seat).
    fn add(
        &self,
        room: &Room,
        to: Seat,
        kind: PushKind,
        to_move: Option<Seat>,
        by: Option<Seat>,
        due: i64,
    ) -> OutboxChange {
        let other = by
            .filter(|&b| b != to)
            .or_else(|| (0..self.0.len()).find(|&s| s != to));
        OutboxChange::Add {
            seat: to,
            kind,
            facts: PushFacts {
                game: room.played.id.as_str().to_string(),
                room: room.id.clone(),
                to_move: to_move.and_then(|s| self.name(s)),
                opponent: other.and_then(|s| self.name(s)),
            },
            due,
        }
    }
}
