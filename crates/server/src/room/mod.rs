//! A loaded room, split by job: [`game`] (the position and its replay), [`referee`]
//! (moves, joining, seat links), [`undo`] (the negotiation), [`table`] (connections,
//! fan-out and presence), [`computer`] (starting computer seats), [`clock`] (the time of
//! each seat), [`stand_in`] (the computer playing for an absent person, taking a seat
//! back, claiming the win), [`rematch`] (play again), [`talk`] (quick messages), [`vacation`] (a seat's paused clock)
//! and [`pushes`] (which Web Pushes a change causes, written with it). The
//! room's whole game (seed and hidden items included) stays here; every change is stored
//! first ([`Room::write`], the one write-and-retry step) and then told to each connection
//! as it may see it ([`rules::AnyGame::view`]).
//!
//! A job is a method of [`Room`] that returns what it changed ([`Events`]) and tells
//! nobody. Every caller runs jobs on a room it holds ([`RoomCell::hold`]); when the hold
//! ends, [`publish`] tells the events and runs what follows any change: the one way out of
//! every job.

pub mod clock;
pub mod computer;
pub mod events;
pub mod game;
pub mod publish;
pub mod pushes;
pub mod referee;
pub mod rematch;
pub mod stand_in;
pub mod state;
pub mod sync;
pub mod table;
pub mod talk;
pub mod undo;
pub mod vacation;
pub mod write;

pub use self::events::{Event, Events};
pub use self::publish::Held;
pub use self::state::{fresh_room, Room, RoomCell};
