//! A change of a room as a job asks for it ([`Write`]): what [`Room::write`](super::sync)
//! stores at the room's version, and what [`super::pushes`] reads to decide the pushes it
//! causes. Its own module, so that the two read it without importing each other.
//!
//! Owns: the list of changes. May not touch: anything; it is data.

use online::PendingUndo;
use rules::Seat;

use crate::store::{RematchOffer, StoredRoom, Turn};

/// A change of a room, written at its version by [`Room::write`](super::sync): every write a job makes.
pub(super) enum Write<'a> {
    /// `seat`'s move at `ply` (`back`: a seat the computer's move hands back).
    Move {
        ply: usize,
        seat: Seat,
        text: &'a str,
        ends: bool,
        turn: &'a Turn,
        back: Option<Seat>,
    },
    /// The pending undo request (`None`: it ended, declined).
    Undo(Option<&'a PendingUndo>),
    /// Every move from `to_ply` on taken back.
    UndoTo { to_ply: usize, turn: &'a Turn },
    /// A person sits at the open `seat`.
    TakeSeat {
        seat: Seat,
        name: &'a str,
        hash: &'a str,
        /// The account the seat belongs to ('': none).
        account: &'a str,
        turn: Option<&'a Turn>,
    },
    /// A new token for `seat`, and the account it belongs to from now (`None`: as it was).
    Token {
        seat: Seat,
        hash: &'a str,
        account: Option<&'a str>,
    },
    /// The stood-in seat's person is back during their turn.
    Returning(Seat),
    /// The computer stands in for `seat`'s person (`on`), or no longer.
    StandIn {
        seat: Seat,
        on: bool,
        turn: &'a Turn,
    },
    /// `seat` takes a vacation: the turn carries it, and the running deadline it moved.
    Vacation { seat: Seat, turn: &'a Turn },
    /// `seat` claims the win.
    Claim(Seat),
    /// The play-again offer, and the new room once everyone accepted.
    Rematch {
        offer: Option<&'a RematchOffer>,
        next: Option<(&'a StoredRoom, &'a Turn)>,
    },
}
