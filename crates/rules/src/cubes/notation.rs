//! Move notation (see the module doc of [`super`]).

use std::fmt;
use std::str::FromStr;

use super::board::Square;
use super::cards::{Card, CardSet, Shift};
use super::{Move, HAND_SIZE, PLAYERS_MAX};
use crate::game::NotationError;

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
