//! Move notation (see the module doc of [`super`]).

use std::fmt;
use std::str::FromStr;

use super::{End, Line, Move};
use crate::game::NotationError;

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
