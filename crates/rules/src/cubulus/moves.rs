//! A move, its notation (see the module doc of [`super`]), and the rules a move can break.

use std::fmt;
use std::str::FromStr;

use super::geometry::{Cell, End, Line};
use crate::game::NotationError;

/// A move; its text form is described in the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Two-player setup: one neutral ball into an empty cell.
    Place(Cell),
    /// A ball from the mover's supply enters the cell at `end` and pushes towards the other end.
    Insert { line: Line, end: End },
    /// A full line shifts cyclically by one cell, its balls moving towards `towards`.
    Rotate { line: Line, towards: End },
    /// Only when there is no other legal move.
    Pass,
}

/// `+` for movement towards higher coordinates, `-` towards lower.
fn sign(towards: End) -> char {
    match towards {
        End::High => '+',
        End::Low => '-',
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(cell) => write!(f, "n{cell}"),
            // A ball entering at one end pushes towards the other.
            Move::Insert { line, end } => write!(f, "{line}{}", sign(end.opposite())),
            Move::Rotate { line, towards } => write!(f, "r{line}{}", sign(*towards)),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let own_error = |e: NotationError| NotationError::new(s, e.reason);
        if s == "pass" {
            return Ok(Move::Pass);
        }
        if let Some(cell) = s.strip_prefix('n') {
            return cell.parse().map(Move::Place).map_err(own_error);
        }
        let (rotate, rest) = match s.strip_prefix('r') {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let (line, towards) = if let Some(line) = rest.strip_suffix('+') {
            (line, End::High)
        } else if let Some(line) = rest.strip_suffix('-') {
            (line, End::Low)
        } else {
            return Err(NotationError::new(
                s,
                "expected a placement like n012, an insertion like x12+, \
                 a rotation like rx12- or pass",
            ));
        };
        let line: Line = line.parse().map_err(own_error)?;
        Ok(if rotate {
            Move::Rotate { line, towards }
        } else {
            Move::Insert {
                line,
                end: towards.opposite(),
            }
        })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("all neutral balls must be placed first")]
    NeutralsFirst,
    #[error("there is no neutral ball left to place")]
    NoNeutralToPlace,
    #[error("that cell or line is not on the cube")]
    OffTheCube,
    #[error("that cell is not empty")]
    CellOccupied,
    #[error("your supply is empty: you may only rotate")]
    SupplyEmpty,
    #[error("the line is full: no ball may be pushed out of the cube")]
    LineFull,
    #[error("only a full line can be rotated")]
    LineNotFull,
    #[error("rotating a line of one colour changes nothing")]
    OneColourLine,
    #[error("this rotation would undo the move just made")]
    ReverseRotation,
    #[error("you have a legal move, so you may not pass")]
    PassNotAllowed,
}
