//! A move, its notation (see the module doc of [`super`]), and the rules a move can break.

use std::fmt;
use std::str::FromStr;

use super::board::{Square, PLAYERS_MAX};
use super::cards::{Card, CardSet, Shift, HAND_SIZE};
use crate::game::{NotationError, Seat};

/// A move (notation in the module doc). Every move but `PlaceWhite` and `EndTurn` is an
/// action costing one action point.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Setup: a white stone onto an empty square.
    PlaceWhite(Square),
    /// A stone from the supply onto an empty square where its condition holds.
    Place {
        number: u8,
        square: Square,
    },
    /// One of one's stones back into the supply.
    PickUp(Square),
    /// Play a shift card on the white stone on `from`.
    Shift {
        card: Shift,
        from: Square,
    },
    PassLeft,
    PassRight,
    /// Play a swap card on the dependency cards of two seats (lower seat first).
    Swap(Seat, Seat),
    /// Discard these cards and draw as many.
    Exchange(CardSet),
    EndTurn,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::PlaceWhite(sq) => write!(f, "w:{sq}"),
            Move::Place { number, square } => write!(f, "p{number}:{square}"),
            Move::PickUp(sq) => write!(f, "u:{sq}"),
            Move::Shift { card, from } => write!(f, "s{card}:{from}"),
            Move::PassLeft => f.write_str("pl"),
            Move::PassRight => f.write_str("pr"),
            Move::Swap(a, b) => write!(f, "sw:{a}-{b}"),
            Move::Exchange(cards) => write!(f, "x:{cards}"),
            Move::EndTurn => f.write_str("end"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = |reason: &str| NotationError::new(s, reason);
        match s {
            "pl" => return Ok(Move::PassLeft),
            "pr" => return Ok(Move::PassRight),
            "end" => return Ok(Move::EndTurn),
            _ => {}
        }
        let (head, tail) = s
            .split_once(':')
            .ok_or_else(|| bad("expected w:, pN:, u:, sDX:, sw:, x:, pl, pr or end"))?;
        let square = || tail.parse::<Square>().map_err(|e| bad(&e.reason));
        match head {
            "w" => Ok(Move::PlaceWhite(square()?)),
            "u" => Ok(Move::PickUp(square()?)),
            "sw" => {
                let seat = |t: &str| match t.as_bytes() {
                    [d] if (b'0'..b'0' + PLAYERS_MAX as u8).contains(d) => Ok((d - b'0') as usize),
                    _ => Err(bad("a swap names two seats 0-3, e.g. sw:0-2")),
                };
                let (a, b) = tail
                    .split_once('-')
                    .ok_or_else(|| bad("a swap names two seats, e.g. sw:0-2"))?;
                let (a, b) = (seat(a)?, seat(b)?);
                if a == b {
                    return Err(bad("a swap names two different seats"));
                }
                Ok(Move::Swap(a.min(b), a.max(b)))
            }
            "x" => {
                let mut cards = CardSet::new();
                for (i, part) in tail.split(',').enumerate() {
                    if i == HAND_SIZE {
                        return Err(bad("an exchange has at most 5 cards"));
                    }
                    cards.add(part.parse::<Card>().map_err(|e| bad(&e.reason))?);
                }
                Ok(Move::Exchange(cards))
            }
            _ => {
                if let Some(card) = head.strip_prefix('s') {
                    let card = card.parse::<Shift>().map_err(|e| bad(&e.reason))?;
                    return Ok(Move::Shift {
                        card,
                        from: square()?,
                    });
                }
                match head.as_bytes() {
                    [b'p', d @ b'2'..=b'6'] => Ok(Move::Place {
                        number: d - b'0',
                        square: square()?,
                    }),
                    _ => Err(bad("unknown move kind")),
                }
            }
        }
    }
}

/// A rejected move, named after the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("all white stones are placed; the setup is over")]
    SetupOver,
    #[error("the white stones must all be placed first")]
    SetupNotFinished,
    #[error("{0} is occupied")]
    SquareOccupied(Square),
    #[error("there is no stone {0}: stones are numbered 2 to 6")]
    NoSuchStone(u8),
    #[error("your stone {0} is already on the board")]
    StoneNotInSupply(u8),
    #[error(
        "stone {number} needs exactly {number} counting stones around it; {square} has {found}"
    )]
    CountMismatch {
        number: u8,
        square: Square,
        found: u8,
    },
    #[error("there is no stone of yours on {0}")]
    NotYourStone(Square),
    #[error("card {0} is not in your hand")]
    CardNotInHand(Card),
    #[error("only white stones are shifted, and {0} holds none")]
    NotAWhiteStone(Square),
    #[error("the shift would leave the board")]
    ShiftOffBoard,
    #[error("the shift's path is blocked on {0}")]
    ShiftBlocked(Square),
    #[error("a swap names two different seats of this game, lower seat first")]
    BadSwap,
    #[error("an exchange discards at least one card")]
    EmptyExchange,
}
