//! Puzzles: a position from a real game, the seat to move, a goal, and its answer, checked
//! exactly by the rules (no search is trusted).
//!
//! A puzzle is a [`Record`] (positions are reached by replaying it, so they are exact), a
//! [`Goal`] and one answer move in notation. Every goal is one the rules can decide:
//! - [`Goal::Win`]: the move ends the game with the mover the only winner. A puzzle is
//!   one where at most [`MAX_ANSWERS`] of at least [`MIN_CHOICES`] legal moves do.
//! - [`Goal::WinInTwo`] (two players): no move wins at once, and after the move every
//!   reply leaves the mover a winning move.
//! - [`Goal::Gain`]: the move gains the most of the game's own measure ([`Puzzled::gain`]:
//!   Cubus points, enemy dice in Mojave, enemy lives in Cube Attack), and every move that
//!   gains less gains at least [`Puzzled::MARGIN`] less.
//!
//! For a game with hidden information (Cubes's hands, Cubus's deck) [`verify`] also
//! re-deals what the mover cannot see ([`Game::determinize`]) and demands the same answers
//! for every deal, so no answer depends on hidden cards.
//!
//! The shipped puzzles are `web/puzzles/<game>.json` ([`PuzzleFile`]), found by
//! `cli puzzles` (see `docs/puzzles.md`) and re-checked by `tests/puzzles.rs`.

use crate::any::{AnyGame, MoveError};
#[cfg(feature = "cube-attack")]
use crate::cube_attack::CubeAttack;
#[cfg(feature = "cubes")]
use crate::cubes::Cubes;
#[cfg(feature = "cubulus")]
use crate::cubulus::Cubulus;
#[cfg(feature = "cubus")]
use crate::cubus::Cubus;
use crate::game::{Game, Outcome, Seat};
#[cfg(feature = "mojave")]
use crate::mojave::Mojave;
use crate::record::Record;
use crate::rng::GameRng;

/// The version of the puzzle file this code writes and reads.
pub const PUZZLE_FORMAT: u64 = 1;
/// A win puzzle has at most this many winning moves.
pub const MAX_ANSWERS: usize = 2;
/// A puzzle's position has at least this many legal moves.
pub const MIN_CHOICES: usize = 4;
/// How many deals of the hidden cards [`verify`] tries.
pub const DEALS: u64 = 6;

/// What the mover is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Goal {
    Win,
    WinInTwo,
    Gain,
}

/// One puzzle: the position after `record`'s moves, and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Puzzle {
    /// From 1, its place in the game's file.
    pub id: u32,
    pub record: Record,
    pub goal: Goal,
    /// One move that solves it, in notation.
    pub answer: String,
    /// For [`Goal::Gain`], the most a move gains (the answer's); otherwise 0.
    #[cfg_attr(feature = "serde", serde(default))]
    pub value: i64,
}

/// A game's puzzles, as shipped in `web/puzzles/<game>.json`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PuzzleFile {
    pub format: u64,
    pub game: String,
    pub puzzles: Vec<Puzzle>,
}

#[cfg(feature = "serde")]
impl PuzzleFile {
    /// Reads a file's JSON; checks its shape and format, not the puzzles (see [`verify`]).
    pub fn from_json(text: &str) -> Result<PuzzleFile, String> {
        let file: PuzzleFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if file.format != PUZZLE_FORMAT {
            return Err(format!("puzzle format {} is unknown", file.format));
        }
        Ok(file)
    }
}

/// A game's puzzle goals and its measure of a move's gain.
pub trait Puzzled: Game {
    /// The goals the finder looks for in this game.
    const GOALS: &'static [Goal];
    /// How much less every other move must gain than the best one.
    const MARGIN: i64 = 1;

    /// What the move from `before` to `after` gained `mover`, in the game's own measure;
    /// `None` for a game without one.
    fn gain(_before: &Self, _after: &Self, _mover: Seat) -> Option<i64> {
        None
    }
}

#[cfg(feature = "cubulus")]
impl Puzzled for Cubulus {
    const GOALS: &'static [Goal] = &[Goal::Win, Goal::WinInTwo];
}

#[cfg(feature = "cubes")]
impl Puzzled for Cubes {
    const GOALS: &'static [Goal] = &[Goal::Win];
}

#[cfg(feature = "cubus")]
impl Puzzled for Cubus {
    const GOALS: &'static [Goal] = &[Goal::Gain];
    const MARGIN: i64 = 2;
    /// The build's points.
    fn gain(before: &Self, after: &Self, mover: Seat) -> Option<i64> {
        Some(i64::from(after.score(mover)) - i64::from(before.score(mover)))
    }
}

#[cfg(feature = "cube-attack")]
impl Puzzled for CubeAttack {
    const GOALS: &'static [Goal] = &[Goal::Gain];
    /// The lives the other seats lost (a two-life cube counts 2), less the mover's own.
    fn gain(before: &Self, after: &Self, mover: Seat) -> Option<i64> {
        let lives = |g: &Self, s: Seat| i64::from(g.cubes_on_map(s)) + i64::from(g.reserve(s));
        Some(
            (0..before.players())
                .map(|s| {
                    let lost = lives(before, s) - lives(after, s);
                    if s == mover {
                        -lost.max(0)
                    } else {
                        lost.max(0)
                    }
                })
                .sum(),
        )
    }
}

#[cfg(feature = "mojave")]
impl Puzzled for Mojave {
    const GOALS: &'static [Goal] = &[Goal::Gain];
    /// The enemy dice removed, less the mover's own.
    fn gain(before: &Self, after: &Self, mover: Seat) -> Option<i64> {
        let dice = |g: &Self, s: Seat| g.dice_count(s) as i64;
        let other = 1 - mover.min(1);
        Some(
            (dice(before, other) - dice(after, other)) - (dice(before, mover) - dice(after, mover)),
        )
    }
}

/// Why a puzzle does not hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    #[error("the position cannot be reached: {0}")]
    Record(String),
    #[error("the game is over in the puzzle's position")]
    Over,
    #[error("the answer {0} is not a legal move")]
    Illegal(String),
    #[error("the answer does not reach the goal")]
    Wrong,
    #[error("{0} moves reach the goal; a puzzle has at most {MAX_ANSWERS}")]
    TooMany(usize),
    #[error("only {0} legal moves; a puzzle has at least {MIN_CHOICES}")]
    TooFew(usize),
    #[error("a move gains {found}, not the puzzle's {value}")]
    NotBest { found: i64, value: i64 },
    #[error("another move gains {other}, within the margin of the best {value}")]
    Margin { other: i64, value: i64 },
    #[error("the answer depends on hidden cards")]
    Hidden,
    #[error("not every legal move is listed here")]
    Unlisted,
    #[error("this game has no such goal")]
    Goal,
}

/// Whether `m` (legal) ends the game with the mover the only winner.
fn wins<G: Game>(g: &G, m: &G::Move, mover: Seat) -> bool {
    let mut after = g.clone();
    after.play_unchecked(m);
    after.outcome() == Some(Outcome::Winners(vec![mover]))
}

fn winning_moves<G: Game>(g: &G, mover: Seat) -> Vec<G::Move> {
    g.legal_moves()
        .into_iter()
        .filter(|m| wins(g, m, mover))
        .collect()
}

/// Whether `m` (legal) wins in two: the game goes on, and every reply either hands the
/// mover the win or leaves them a winning move.
fn wins_in_two<G: Game>(g: &G, m: &G::Move, mover: Seat) -> bool {
    let mut after = g.clone();
    after.play_unchecked(m);
    if after.outcome().is_some() {
        return false;
    }
    after.legal_moves().iter().all(|r| {
        let mut next = after.clone();
        next.play_unchecked(r);
        match next.outcome() {
            Some(o) => o == Outcome::Winners(vec![mover]),
            None => {
                next.to_move() == Some(mover)
                    && next.legal_moves().iter().any(|w| wins(&next, w, mover))
            }
        }
    })
}

fn gain_of<G: Puzzled>(g: &G, m: &G::Move, mover: Seat) -> Option<i64> {
    let mut after = g.clone();
    after.play_unchecked(m);
    G::gain(g, &after, mover)
}

/// Whether `m` solves the puzzle of `goal` (and `value`) in position `g`: what the puzzle
/// page asks of a player's move.
pub fn accepts<G: Puzzled>(g: &G, goal: Goal, value: i64, m: &G::Move) -> bool {
    let Some(mover) = g.to_move() else {
        return false;
    };
    if g.validate(m).is_err() {
        return false;
    }
    match goal {
        Goal::Win => wins(g, m, mover),
        Goal::WinInTwo => wins_in_two(g, m, mover),
        Goal::Gain => gain_of(g, m, mover) == Some(value),
    }
}

/// Why a move does not solve a puzzle, where the rules can say it: what the puzzle page
/// answers a wrong try with, instead of only "not this one".
#[derive(Clone, Debug, PartialEq)]
pub enum Miss {
    /// The move does not read, or the rules refuse it.
    Refused(MoveError),
    /// After it another seat has won, or shares the win.
    OthersWin,
    /// The game goes on, not won ([`Goal::Win`]).
    NotWon,
    /// [`Goal::WinInTwo`]: after it, this reply (notation) leaves the mover no winning move.
    Escape { reply: String },
    /// [`Goal::Gain`]: it gains `gained` where the answer gains `best`.
    Short { gained: i64, best: i64 },
    /// Nothing more precise to say.
    Other,
}

/// Why the legal move `m` does not solve the puzzle of `goal` (and `value`) in `g`; `None`
/// when it does ([`accepts`]).
pub fn miss<G: Puzzled>(g: &G, goal: Goal, value: i64, m: &G::Move) -> Option<Miss> {
    let mover = g.to_move()?;
    if accepts(g, goal, value, m) {
        return None;
    }
    let mut after = g.clone();
    if after.play(m).is_err() {
        return Some(Miss::Other);
    }
    match after.outcome() {
        Some(Outcome::Winners(w)) if w != [mover] => return Some(Miss::OthersWin),
        Some(Outcome::Draw) => return Some(Miss::OthersWin),
        _ => {}
    }
    Some(match goal {
        Goal::Win => Miss::NotWon,
        Goal::WinInTwo => after
            .legal_moves()
            .into_iter()
            .find(|r| {
                let mut next = after.clone();
                next.play_unchecked(r);
                match next.outcome() {
                    Some(o) => o != Outcome::Winners(vec![mover]),
                    None => {
                        next.to_move() != Some(mover)
                            || !next.legal_moves().iter().any(|w| wins(&next, w, mover))
                    }
                }
            })
            .map_or(Miss::Other, |r| Miss::Escape {
                reply: r.to_string(),
            }),
        Goal::Gain => match G::gain(g, &after, mover) {
            Some(gained) => Miss::Short {
                gained,
                best: value,
            },
            None => Miss::Other,
        },
    })
}

macro_rules! accepts_text {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        /// [`accepts`] for a position of any game and a move in notation (what the app's
        /// puzzle page asks); a move that does not read is not accepted.
        pub fn accepts_text(g: &AnyGame, goal: Goal, value: i64, text: &str) -> bool {
            match g {
                $(AnyGame::$variant(g) => text
                    .parse()
                    .is_ok_and(|m| accepts(g, goal, value, &m)),)*
            }
        }

        /// [`miss`] for a position of any game and a move in notation; a move that does
        /// not read, or that the rules refuse, is [`Miss::Refused`] with the rules' reason.
        pub fn miss_text(g: &AnyGame, goal: Goal, value: i64, text: &str) -> Option<Miss> {
            if let Err(e) = g.clone().play_str(text) {
                return Some(Miss::Refused(e));
            }
            match g {
                $(AnyGame::$variant(g) => match text.parse() {
                    Ok(m) => miss(g, goal, value, &m),
                    Err(_) => Some(Miss::Other),
                },)*
            }
        }
    };
}

games!(accepts_text);

/// The answers of `goal` in `g` and, for a gain, the best gain: what makes `g` a puzzle,
/// or why it is not one. Exhaustive over the legal moves.
pub fn solve<G: Puzzled>(g: &G, goal: Goal) -> Result<(Vec<G::Move>, i64), PuzzleError> {
    let mover = g.to_move().ok_or(PuzzleError::Over)?;
    if !g.lists_every_move() {
        return Err(PuzzleError::Unlisted);
    }
    let moves = g.legal_moves();
    if moves.len() < MIN_CHOICES {
        return Err(PuzzleError::TooFew(moves.len()));
    }
    let (answers, value) = match goal {
        Goal::Win => (winning_moves(g, mover), 0),
        Goal::WinInTwo => {
            if g.players() != 2 || moves.iter().any(|m| wins(g, m, mover)) {
                return Err(PuzzleError::Goal);
            }
            let answers: Vec<_> = moves
                .iter()
                .filter(|m| wins_in_two(g, m, mover))
                .cloned()
                .collect();
            (answers, 0)
        }
        Goal::Gain => {
            let gains = moves
                .iter()
                .map(|m| gain_of(g, m, mover).ok_or(PuzzleError::Goal))
                .collect::<Result<Vec<_>, _>>()?;
            let best = gains.iter().copied().max().unwrap_or(0);
            if best <= 0 {
                return Err(PuzzleError::Wrong);
            }
            if let Some(&other) = gains.iter().filter(|&&x| x < best).max() {
                if best - other < G::MARGIN {
                    return Err(PuzzleError::Margin { other, value: best });
                }
            }
            let answers = moves
                .iter()
                .zip(&gains)
                .filter(|(_, &x)| x == best)
                .map(|(m, _)| m.clone())
                .collect();
            (answers, best)
        }
    };
    match answers.len() {
        0 => Err(PuzzleError::Wrong),
        n if n > MAX_ANSWERS => Err(PuzzleError::TooMany(n)),
        _ => Ok((answers, value)),
    }
}

/// Whether `g` is a puzzle of `goal` for every deal of what the mover cannot see, with the
/// same answers each time; returns them and the value.
pub fn solve_every_deal<G: Puzzled>(g: &G, goal: Goal) -> Result<(Vec<G::Move>, i64), PuzzleError> {
    let found = solve(g, goal)?;
    let mover = g.to_move();
    for seed in 0..DEALS {
        let dealt = g.determinize(mover, &mut GameRng::new(seed));
        if dealt == *g && seed > 0 {
            break; // nothing hidden: one re-deal showed it
        }
        if solve(&dealt, goal).ok() != Some(found.clone()) {
            return Err(PuzzleError::Hidden);
        }
    }
    Ok(found)
}

/// Re-checks a puzzle from scratch: its position, that it is a puzzle of its goal for every
/// deal of the hidden cards, and that its answer is among the answers.
pub fn verify<G: Puzzled + 'static>(p: &Puzzle) -> Result<(), PuzzleError> {
    let g: G = p
        .record
        .replay_as()
        .map_err(|e| PuzzleError::Record(e.to_string()))?;
    let answer: G::Move = p
        .answer
        .parse()
        .map_err(|_| PuzzleError::Illegal(p.answer.clone()))?;
    if g.to_move().is_none() {
        return Err(PuzzleError::Over);
    }
    if g.validate(&answer).is_err() {
        return Err(PuzzleError::Illegal(p.answer.clone()));
    }
    let (answers, value) = solve_every_deal(&g, p.goal)?;
    if value != p.value {
        return Err(PuzzleError::NotBest {
            found: value,
            value: p.value,
        });
    }
    if !answers.contains(&answer) || !accepts(&g, p.goal, p.value, &answer) {
        return Err(PuzzleError::Wrong);
    }
    Ok(())
}

/// The puzzle shown on `day` (days since 1970-01-01, UTC): the games take turns, and each
/// game's puzzles in order, so a game with `counts[i]` puzzles comes round every five days.
/// Returns the game's index in `counts` and the puzzle's id (from 1). Pure, so the home page
/// can name the day's puzzle without loading any puzzle.
pub fn of_the_day(day: u64, counts: &[u32]) -> Option<(usize, u32)> {
    if counts.is_empty() || counts.contains(&0) {
        return None;
    }
    let game = (day % counts.len() as u64) as usize;
    let round = day / counts.len() as u64;
    let id = (round % u64::from(counts[game])) as u32 + 1;
    Some((game, id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_s_puzzle_takes_each_game_in_turn_and_walks_its_puzzles() {
        let counts = [3, 2];
        let days: Vec<_> = (0..6).map(|d| of_the_day(d, &counts)).collect();
        assert_eq!(
            days,
            [(0, 1), (1, 1), (0, 2), (1, 2), (0, 3), (1, 1)]
                .map(Some)
                .to_vec()
        );
        assert_eq!(of_the_day(5, &[]), None);
        assert_eq!(of_the_day(5, &[4, 0]), None);
    }
}
