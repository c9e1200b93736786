//! Positions an editor sets up, for any game: the one trait each game's position module
//! implements ([`Editable`]), who a position is taken for ([`Sight`]), and what all their
//! notations share (the reading error, the fields, the options field).
//!
//! A game's position is a plain struct (`<game>::Position`) that an editor edits: every
//! piece on every place, whose turn, the scores and counters the game keeps, and the hidden
//! parts either given or left to be dealt. It has a compact text notation (documented at the
//! top of each game's `position.rs`), read back exactly. [`Editable::from_position`] turns it
//! into a playable state, or lists every condition it breaks at once, each error naming the
//! place it is about ([`Fault::place`]) so an editor can show it there.

use std::fmt;
use std::str::FromStr;

use crate::game::{Game, Seat, Setup};
use crate::limits::{self, clip};

/// Whose eyes a position is taken with: what hidden parts it may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sight {
    /// Everything, hidden parts included: the device that holds the whole game (a hotseat
    /// table, a finished game, a test).
    Whole,
    /// One seat: its own hidden parts, nobody else's.
    Seat(Seat),
    /// Nobody's hidden parts.
    Spectator,
}

impl Sight {
    /// The sight of [`Game::view`]'s observer (`None`: a spectator).
    pub fn of(observer: Option<Seat>) -> Sight {
        observer.map_or(Sight::Spectator, Sight::Seat)
    }

    /// Whether `seat`'s own hidden parts (its hand) may be shown.
    pub fn sees_hand_of(self, seat: Seat) -> bool {
        match self {
            Sight::Whole => true,
            Sight::Seat(s) => s == seat,
            Sight::Spectator => false,
        }
    }
}

/// A position's text could not be read: which part, what it says (clipped to
/// [`limits::QUOTE`]) and the form that part takes, in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the {part} of the position, \"{text}\", cannot be read: {reason}")]
pub struct PositionTextError {
    pub part: &'static str,
    pub text: String,
    pub reason: &'static str,
}

impl PositionTextError {
    pub fn new(part: &'static str, text: &str, reason: &'static str) -> Self {
        PositionTextError {
            part,
            text: clip(text),
            reason,
        }
    }
}

/// A condition an edited position breaks, with the place it is about.
pub trait Fault: std::error::Error + Clone + PartialEq + 'static {
    /// The place in the game's own notation (a cell, a square, a planet, a column) the
    /// error is about, or `None` when it is about the position as a whole (whose turn, a
    /// score, a count).
    fn place(&self) -> Option<String>;
}

/// A game whose positions an editor can set up.
///
/// Contract (checked by `tests/positions.rs` for every game):
/// - the text notation round-trips: `p.to_string().parse() == Ok(p)`;
/// - a position that converts without error satisfies [`Game::check_invariants`] and is
///   playable (the conformance suite holds from it);
/// - `G::from_position(&g.position(Sight::Whole), seed)` has the same position, legal moves
///   and outcome as `g`;
/// - `g.position(sight)` carries no hidden part `sight` may not see, and a position with
///   parts left to be dealt deals them from `seed` alone.
pub trait Editable: Game {
    type Position: Clone + fmt::Debug + PartialEq + fmt::Display + FromStr<Err = PositionTextError>;
    type PositionError: Fault;

    /// What this position looks like, as `sight` may see it.
    fn position(&self, sight: Sight) -> Self::Position;

    /// A playable state, whatever is left to be dealt dealt from `seed`; or every condition
    /// the position breaks.
    fn from_position(
        position: &Self::Position,
        seed: u64,
    ) -> Result<Self, Vec<Self::PositionError>>;

    /// The players and options a record of a game from this position carries: what
    /// [`Game::new`] would read with the same rules.
    fn position_setup(position: &Self::Position) -> Setup;

    /// Every place of this state's board, in the game's own notation (what drawings and
    /// errors name).
    fn places(&self) -> Vec<String>;
}

/// Reads a position's text, refusing one over [`limits::POSITION`] bytes before reading.
pub fn read<P: FromStr<Err = PositionTextError>>(text: &str) -> Result<P, PositionTextError> {
    if text.len() > limits::POSITION {
        return Err(PositionTextError::new(
            "whole",
            text,
            "longer than the limit for a position",
        ));
    }
    text.trim().parse()
}

/// The space-separated fields of a position's text, exactly `N` of them.
pub(crate) fn fields<'a, const N: usize>(
    text: &'a str,
    form: &'static str,
) -> Result<[&'a str; N], PositionTextError> {
    let parts: Vec<&str> = text.split(' ').collect();
    parts
        .try_into()
        .map_err(|_| PositionTextError::new("whole", text, form))
}

/// A whole number field.
pub(crate) fn number<T: FromStr>(
    part: &'static str,
    text: &str,
    reason: &'static str,
) -> Result<T, PositionTextError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionTextError::new(part, text, reason));
    }
    text.parse()
        .map_err(|_| PositionTextError::new(part, text, reason))
}

// Used by the notations of some games only: a build with one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// A comma-separated list of whole numbers (one per seat).
pub(crate) fn numbers<T: FromStr>(
    part: &'static str,
    text: &str,
    reason: &'static str,
) -> Result<Vec<T>, PositionTextError> {
    text.split(',')
        .map(|n| number(part, n, reason).map_err(|_| PositionTextError::new(part, text, reason)))
        .collect()
}

// Used by the notations of some games only: a build with one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// Writes numbers joined by commas.
pub(crate) fn join<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

// Used by the notations of some games only: a build with one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// The options field: `-` for the defaults, else `key=value` pairs joined by commas, each
/// key one of `known`, in that order, at most once.
pub(crate) fn options<'a>(
    text: &'a str,
    known: &[&str],
) -> Result<Vec<(&'a str, &'a str)>, PositionTextError> {
    const FORM: &str = "- or key=value pairs joined by commas";
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut out: Vec<(&str, &str)> = Vec::new();
    for pair in text.split(',') {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| PositionTextError::new("options", text, FORM))?;
        let at = known
            .iter()
            .position(|x| *x == k)
            .ok_or_else(|| PositionTextError::new("options", text, "an unknown option"))?;
        let after_last = out
            .last()
            .and_then(|(last, _)| known.iter().position(|x| x == last))
            .is_none_or(|before| before < at);
        if !after_last {
            return Err(PositionTextError::new(
                "options",
                text,
                "options in their order, each once",
            ));
        }
        out.push((k, v));
    }
    Ok(out)
}

// Used by the notations of some games only: a build with one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// Writes the options field from the pairs that differ from their defaults.
pub(crate) fn write_options(pairs: &[(&str, String)]) -> String {
    if pairs.is_empty() {
        return "-".into();
    }
    pairs
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(",")
}
