//! The form of a lesson course (see [`crate::lessons`]): a [`Course`] is [`Stage`]s, each a
//! real position ([`Start`]), the learner's seat, a goal, a scripted solution and replies, and
//! listed [`Wrong`] moves. Data only: each game's course is in its own `lessons.rs`.

use crate::any::AnyGame;
use crate::game::{GameId, Seat, Setup};

/// Where a stage starts.
#[derive(Clone, Copy)]
pub enum Start {
    /// A new game of `players` with `options`, from `seed`, then `moves` (notation): a
    /// position any game can reach.
    Record {
        players: usize,
        options: &'static [(&'static str, &'static str)],
        seed: u64,
        moves: &'static [&'static str],
    },
    /// A position a game module builds for lessons, where a record would be long.
    Position(fn() -> Result<AnyGame, String>),
}

impl Start {
    /// The starting position; `Err` says why it could not be built (a test failure, never
    /// the learner's).
    pub fn position(&self, game: GameId) -> Result<AnyGame, String> {
        match *self {
            Start::Record {
                players,
                options,
                seed,
                moves,
            } => {
                let setup = options
                    .iter()
                    .fold(Setup::players(players), |s, (k, v)| s.with(k, v));
                let mut g = AnyGame::new(game, &setup, seed).map_err(|e| e.to_string())?;
                for m in moves {
                    g.play_str(m).map_err(|e| format!("{m}: {e}"))?;
                }
                Ok(g)
            }
            Start::Position(build) => build(),
        }
    }
}

/// A move the course lists as a mistake, with the key of the text that says why.
#[derive(Clone, Copy, Debug)]
pub struct Wrong {
    pub mv: &'static str,
    pub why: &'static str,
}

/// One stage of a course.
#[derive(Clone, Copy)]
pub struct Stage {
    /// Unique within the course; the key of the stage's texts and of its place in a link.
    pub id: &'static str,
    pub start: Start,
    /// The seat the learner plays; it is to move at the start.
    pub learner: Seat,
    /// Whether the position after the learner's moves reaches the goal.
    pub goal: fn(&AnyGame, Seat) -> bool,
    /// The learner's moves that reach the goal; their number is the learner's budget.
    pub solution: &'static [&'static str],
    /// The other seats' moves: after the learner's `i`-th move, unless the goal is reached,
    /// `replies[i]` (the moves until the learner is to move again; after the learner's last
    /// move, the moves after which the goal is checked once more).
    pub replies: &'static [&'static [&'static str]],
    pub wrong: &'static [Wrong],
    /// The clauses of the game's rule note the stage teaches (for `docs/lessons.md`).
    pub teaches: &'static [&'static str],
}

impl Stage {
    /// The number of moves the learner has.
    pub fn budget(&self) -> usize {
        self.solution.len()
    }
}

/// A game's course: its stages in order.
#[derive(Clone, Copy)]
pub struct Course {
    pub game: GameId,
    pub stages: &'static [Stage],
}

impl Course {
    pub fn stage(&self, index: usize) -> Option<&'static Stage> {
        self.stages.get(index)
    }
}

impl std::fmt::Debug for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stage").field("id", &self.id).finish()
    }
}
