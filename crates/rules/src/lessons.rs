//! Lessons: each game's course of short stages, and the checker that runs one stage.
//!
//! A [`Stage`] is data: a real position of the game to start from, the seat the learner
//! plays, a goal (a predicate on the position after the learner's moves), a scripted
//! solution (its length is the learner's move budget), the opponents' scripted replies,
//! moves that are listed as wrong (each with the key of its explanation) and the clauses of
//! the rule note it teaches. The texts themselves (goal, hint, success, explanations) live
//! with the app, under the stage's `id`; the app's tests check that every key has its text.
//!
//! A [`Lesson`] plays one stage: the learner's moves are checked by the rules
//! ([`AnyGame::play_str`], nothing changes on error); a listed wrong move, or a move budget
//! spent without the goal, puts the stage back to its start.
//!
//! Each game's course is in its own module (`<game>/lessons.rs`); [`course`] picks it.

use crate::any::{AnyGame, MoveError};
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
    /// `replies[i]` (one or more moves, until the learner is to move again).
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

/// Whether `game` has a course (without touching the courses, for pages that only link).
pub fn has_course(game: GameId) -> bool {
    matches!(
        game,
        GameId::Cubulus | GameId::Cubus | GameId::CubeAttack | GameId::Cubes | GameId::Mojave
    )
}

/// The course of `game`; a game without lessons yet has none.
pub fn course(game: GameId) -> Option<Course> {
    let stages = match game {
        GameId::Cubulus => crate::cubulus::lessons::STAGES,
        GameId::Mojave => crate::mojave::lessons::STAGES,
        GameId::Cubus => crate::cubus::lessons::STAGES,
        GameId::CubeAttack => crate::cube_attack::lessons::STAGES,
        GameId::Cubes => crate::cubes::lessons::STAGES,
    };
    Some(Course { game, stages })
}

/// What became of a move the learner tried.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The rules refuse it; nothing changed.
    Illegal(MoveError),
    /// A listed mistake (`why` is its explanation's key), or the last move of the budget
    /// without the goal (`why` is `None`). The stage is back at its start.
    Wrong { why: Option<&'static str> },
    /// Played, and the other seats answered; the learner moves again.
    Continue,
    /// The goal is reached.
    Done,
}

/// One stage being played.
#[derive(Clone, Debug)]
pub struct Lesson {
    game: GameId,
    stage: &'static Stage,
    start: AnyGame,
    now: AnyGame,
    /// The learner's moves made since the start.
    made: usize,
    done: bool,
}

impl std::fmt::Debug for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stage").field("id", &self.id).finish()
    }
}

impl Lesson {
    pub fn new(game: GameId, stage: &'static Stage) -> Result<Lesson, String> {
        let start = stage.start.position(game)?;
        if start.to_move() != Some(stage.learner) {
            return Err(format!("{}: the learner is not to move", stage.id));
        }
        Ok(Lesson {
            game,
            stage,
            now: start.clone(),
            start,
            made: 0,
            done: false,
        })
    }

    pub fn game(&self) -> GameId {
        self.game
    }

    pub fn stage(&self) -> &'static Stage {
        self.stage
    }

    /// The position the board shows.
    pub fn position(&self) -> &AnyGame {
        &self.now
    }

    /// Moves the learner has left.
    pub fn moves_left(&self) -> usize {
        self.stage.budget().saturating_sub(self.made)
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The solution's next move, while the learner is on its path.
    pub fn hint(&self) -> Option<&'static str> {
        if self.done {
            return None;
        }
        self.stage.solution.get(self.made).copied()
    }

    /// Back to the stage's start.
    pub fn reset(&mut self) {
        self.now = self.start.clone();
        self.made = 0;
        self.done = false;
    }

    /// The learner tries `mv` (notation).
    pub fn try_move(&mut self, mv: &str) -> Verdict {
        if self.done {
            return Verdict::Illegal(MoveError::GameOver);
        }
        if let Some(w) = self.stage.wrong.iter().find(|w| w.mv == mv.trim()) {
            self.reset();
            return Verdict::Wrong { why: Some(w.why) };
        }
        if let Err(e) = self.now.play_str(mv) {
            return Verdict::Illegal(e);
        }
        self.made += 1;
        if (self.stage.goal)(&self.now, self.stage.learner) {
            self.done = true;
            return Verdict::Done;
        }
        if self.made >= self.stage.budget() {
            self.reset();
            return Verdict::Wrong { why: None };
        }
        let replies = self
            .stage
            .replies
            .get(self.made - 1)
            .copied()
            .unwrap_or(&[]);
        for reply in replies {
            if self.now.play_str(reply).is_err() {
                // Off the script: the scripted answer no longer fits.
                self.reset();
                return Verdict::Wrong { why: None };
            }
        }
        if self.now.to_move() != Some(self.stage.learner) {
            self.reset();
            return Verdict::Wrong { why: None };
        }
        Verdict::Continue
    }
}
