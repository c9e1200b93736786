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
//! The course's form is in [`crate::course`]; each game's course is in its own module
//! (`<game>/lessons.rs`); [`course`] picks it.

use crate::any::{AnyGame, MoveError};
pub use crate::course::{Course, Stage, Start, Wrong};
use crate::game::GameId;

/// Whether `game` has a course (without touching the courses, for pages that only link).
pub fn has_course(game: GameId) -> bool {
    course(game).is_some()
}

/// The course of `game`; a game without lessons yet has none.
pub fn course(game: GameId) -> Option<Course> {
    macro_rules! stages {
        ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
            match game {
                $(GameId::$variant => crate::$module::lessons::STAGES,)*
            }
        };
    }
    let stages = crate::games!(stages);
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
        // What follows the replies counts too (a round's scoring after its last player).
        if !replies.is_empty() && (self.stage.goal)(&self.now, self.stage.learner) {
            self.done = true;
            return Verdict::Done;
        }
        if self.made >= self.stage.budget() || self.now.to_move() != Some(self.stage.learner) {
            self.reset();
            return Verdict::Wrong { why: None };
        }
        Verdict::Continue
    }
}
