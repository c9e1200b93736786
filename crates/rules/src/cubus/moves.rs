//! A move, its notation (see the module documentation of `cubus`), and the rules a move can
//! break.

use std::fmt;
use std::str::FromStr;

use super::cards::CardType;
use super::geometry::{Face, GeometryError, Stack, COLUMNS};
use crate::game::NotationError;

/// A build: the complete new drawing as its canonical stack, and the columns whose top crate
/// is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Build {
    pub stack: Stack,
    /// Bit `y * 4 + x` set: that column's top lid is an O card.
    pub open: u16,
}

/// A move; see the module documentation for the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Take the deck's top card (`d`).
    Draw,
    /// Re-lay the drawing (`b…`).
    Build(Build),
    /// Declare no build, or pass a final build (`n`).
    NoBuild,
    /// Knock: claim the overlooker missed a scoring build (`k`).
    Knock,
    /// Let the knock chance pass (`p`).
    PassKnock,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Draw => f.write_str("d"),
            Move::NoBuild => f.write_str("n"),
            Move::Knock => f.write_str("k"),
            Move::PassKnock => f.write_str("p"),
            Move::Build(b) => {
                write!(f, "b{}", b.stack)?;
                if b.open != 0 {
                    f.write_str("o")?;
                    for c in 0..COLUMNS {
                        if b.open >> c & 1 == 1 {
                            write!(f, "{c:x}")?;
                        }
                    }
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |why: &str| NotationError::new(s, why);
        match s {
            "d" => return Ok(Move::Draw),
            "n" => return Ok(Move::NoBuild),
            "k" => return Ok(Move::Knock),
            "p" => return Ok(Move::PassKnock),
            _ => {}
        }
        let rest = s
            .strip_prefix('b')
            .ok_or_else(|| err("expected d, n, k, p or b followed by 16 heights"))?;
        let (digits, open) = match rest.split_once('o') {
            Some((d, o)) => (d, Some(o)),
            None => (rest, None),
        };
        let mut heights = [0u8; COLUMNS];
        let mut n = 0;
        for c in digits.chars() {
            let h = c
                .to_digit(10)
                .filter(|&h| h <= 4)
                .ok_or_else(|| err("a column height is a digit from 0 to 4"))?;
            let slot = heights
                .get_mut(n)
                .ok_or_else(|| err("a build has exactly 16 column heights"))?;
            *slot = h as u8;
            n += 1;
        }
        if n != COLUMNS {
            return Err(err("a build has exactly 16 column heights"));
        }
        let mut mask = 0u16;
        if let Some(o) = open {
            if o.is_empty() {
                return Err(err("\"o\" must be followed by open columns"));
            }
            for c in o.chars() {
                let col = c
                    .to_digit(16)
                    .ok_or_else(|| err("open columns are hex digits 0-f"))?;
                if mask >> col & 1 == 1 {
                    return Err(err("an open column is named twice"));
                }
                mask |= 1 << col;
            }
        }
        let stack = Stack::new(heights).map_err(|e| err(&e.to_string()))?;
        Ok(Move::Build(Build { stack, open: mask }))
    }
}

/// Why a move is illegal: each variant names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("the turn begins by drawing a card")]
    MustDraw,
    #[error("no card can be drawn now")]
    NoDrawNow,
    #[error("no build is possible now")]
    NoBuildNow,
    #[error("a scoring build exists, so the player must build (Legeregel)")]
    MustBuild,
    #[error("knocking is only possible right after a player declared no build")]
    NoKnockNow,
    #[error("the other players are deciding whether to knock")]
    KnockPending,
    #[error("the knocker must now build with the overlooker's cards")]
    KnockerMustBuild,
    #[error("each turn of the Abbau removes exactly one crate")]
    MustDismantle,
    #[error("the {0} would be half hidden")]
    HalfHidden(Face),
    #[error("a column may hold at most 4 crates")]
    TooHigh,
    #[error("the crates are not one piece, so the drawing is no legal table")]
    NotOnePiece,
    #[error("the crates are joined only through a wholly hidden column, so the drawing is no legal table")]
    HiddenColumn,
    #[error("the stack is not the drawing's reading in the corner; that is {0}")]
    NotCanonical(Stack),
    #[error("an open crate must be the visible lid of a column's top crate")]
    OpenCrateNotOnLid,
    #[error("open crates never move once built in")]
    OpenCrateMoved,
    #[error("not enough cards of type {0}")]
    NotEnoughCards(CardType),
    #[error("a build must leave more crates than before")]
    NoNewCrate,
    #[error("simply swapping a lid for an open crate is not a move")]
    LidSwapOnly,
    #[error("the Abbau removes exactly one crate per turn")]
    NotOneCrateLess,
    #[error("the build scores {points} points; it needs at least {needed}")]
    TooFewPoints { points: i32, needed: i32 },
}

impl From<GeometryError> for Error {
    fn from(e: GeometryError) -> Self {
        match e {
            GeometryError::HalfHidden(face) => Error::HalfHidden(face),
            GeometryError::TooHigh => Error::TooHigh,
            GeometryError::NotOnePiece => Error::NotOnePiece,
            GeometryError::HiddenColumn => Error::HiddenColumn,
        }
    }
}
