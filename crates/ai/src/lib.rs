//! Cube Table's computer opponents: one Monte Carlo tree search over [`rules::Game`], so
//! every game gets an opponent without game-specific code.
//!
//! - [`Search`]: interruptible information-set MCTS for the seat to move (see [`mcts`] for
//!   the algorithm). It only ever searches `determinize(Some(me), rng)` views, so it can be
//!   handed the true position of a game with hidden hands or decks.
//! - [`Level`] / [`Spec`]: `random`, `easy`, `medium`, `hard`, `hard:<iterations>`.
//! - [`Heuristics`], [`Policy`], [`Evaluate`]: per-game move ordering, playout choice,
//!   scoring of playouts cut short and level budgets; the defaults are uniform, "equal
//!   shares" and [`Level::iterations`]. [`games`] holds each game's own, and
//!   [`visit_game`] runs code over them for a game chosen at run time.
//! - [`review`]: a finished game's review, every move judged from its mover's view.
//! - [`choose_move`] for one decision; [`play_game`] / [`play_match`] for A-versus-B
//!   matches, and [`stats`] for what they show (Wilson intervals, the SPRT).
//!
//! Everything is single-threaded, seeded and free of `std::time`, so it runs unchanged in a
//! Web Worker on wasm32 and gives the same move for the same seed everywhere.

pub mod arena;
pub mod config;
pub mod games;
pub mod level;
pub mod mcts;
pub mod policy;
pub mod review;
pub mod stats;

pub use arena::{play_game, play_match, GameResult, MatchResult, Thinking, Verdict};
pub use config::Config;
pub use games::{cubus, visit_game, GameVisitor};
pub use level::{Level, Spec, SpecError};
pub use mcts::{choose_move, random_move, MoveStats, Search};
pub use policy::{EqualShares, Evaluate, Heuristics, Policy, Uniform};
