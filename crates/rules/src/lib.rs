//! Cube Table's rules: cube board games behind one [`Game`] trait, with no web dependency.
//! Each game lives in its own module and has one row in [`games!`], the list every
//! dispatch over the games is generated from; [`AnyGame`] joins them for code that picks
//! the game at run time; [`Session`] adds undo/redo and records.
//!
//! Conventions for every game: a seeded [`GameRng`] in the state for all chance, checked
//! [`Game::play`] that leaves the state unchanged on error, a move notation without
//! whitespace or `;` (so records and links can join moves with spaces).

// A build with no game at all (`online` built on its own) has matches with no arms.
#![cfg_attr(not(feature = "all-games"), allow(unreachable_code))]

#[macro_use]
pub mod registry;
pub mod any;
pub mod any_position;
pub mod conformance;
pub mod course;
pub mod drawing;
pub mod game;
pub mod lessons;
pub mod limits;
pub mod link;
#[cfg(all(feature = "test-helpers", feature = "serde"))]
pub mod mutate;
pub mod position;
pub mod puzzles;
pub mod record;
pub mod rng;
pub mod session;
pub mod small_sort;
pub mod study;
#[cfg(feature = "serde")]
pub mod wire;

#[cfg(feature = "cube-attack")]
pub mod cube_attack;
#[cfg(feature = "cubes")]
pub mod cubes;
#[cfg(feature = "cubulus")]
pub mod cubulus;
#[cfg(feature = "cubus")]
pub mod cubus;
#[cfg(feature = "mojave")]
pub mod mojave;

pub use any::{visit_game, AnyError, AnyGame, GameVisitor, MoveError};
pub use any_position::{AnyPositionError, PositionRefusal};
pub use game::{
    Game, GameId, NotationError, NotationKind, OptionKind, OptionSpec, Outcome, Seat, Setup,
    SetupError,
};
pub use limits::clip;
pub use position::{Editable, Fault, PositionTextError, Sight};
pub use record::{Input, Record, RecordError};
pub use rng::GameRng;
pub use session::Session;
