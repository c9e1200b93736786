//! The cards (*Karten*): the four card types, a number of cards of each type (hands, the
//! table, the deck's contents), and a card lying on the table.

use std::fmt;
use std::ops::{Add, Sub};

use super::geometry::{Drawing, Face};

/// A card's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CardType {
    /// L: a +x side.
    Left,
    /// R: a +y side.
    Right,
    /// T: a closed lid.
    Lid,
    /// O: an open crate's lid; once built in it never moves.
    Open,
}

impl CardType {
    pub const ALL: [CardType; 4] = [
        CardType::Left,
        CardType::Right,
        CardType::Lid,
        CardType::Open,
    ];
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CardType::Left => "left side",
            CardType::Right => "right side",
            CardType::Lid => "lid",
            CardType::Open => "open crate",
        })
    }
}

/// A number of cards of each type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cards {
    pub left: u32,
    pub right: u32,
    pub lid: u32,
    pub open: u32,
}

impl Cards {
    pub const fn new(left: u32, right: u32, lid: u32, open: u32) -> Cards {
        Cards {
            left,
            right,
            lid,
            open,
        }
    }

    /// The whole game's cards.
    pub const ALL: Cards = Cards::new(16, 16, 12, 4);

    pub fn get(&self, t: CardType) -> u32 {
        match t {
            CardType::Left => self.left,
            CardType::Right => self.right,
            CardType::Lid => self.lid,
            CardType::Open => self.open,
        }
    }

    pub(super) fn slot(&mut self, t: CardType) -> &mut u32 {
        match t {
            CardType::Left => &mut self.left,
            CardType::Right => &mut self.right,
            CardType::Lid => &mut self.lid,
            CardType::Open => &mut self.open,
        }
    }

    pub fn total(&self) -> u32 {
        self.left + self.right + self.lid + self.open
    }

    /// Per type, how many more `self` has than `other` (never below 0).
    pub fn saturating_sub(self, other: Cards) -> Cards {
        Cards::new(
            self.left.saturating_sub(other.left),
            self.right.saturating_sub(other.right),
            self.lid.saturating_sub(other.lid),
            self.open.saturating_sub(other.open),
        )
    }

    pub(super) fn covers(&self, other: &Cards) -> bool {
        CardType::ALL.iter().all(|&t| self.get(t) >= other.get(t))
    }
}

impl Add for Cards {
    type Output = Cards;
    fn add(self, o: Cards) -> Cards {
        Cards::new(
            self.left + o.left,
            self.right + o.right,
            self.lid + o.lid,
            self.open + o.open,
        )
    }
}

impl Sub for Cards {
    type Output = Cards;
    /// Per type difference; callers only subtract what is there.
    fn sub(self, o: Cards) -> Cards {
        self.saturating_sub(o)
    }
}

impl Cards {
    /// The cards a drawing lies from, `open` of its lids being O cards.
    pub fn of_drawing(d: &Drawing, open: u32) -> Cards {
        Cards::new(d.lefts(), d.rights(), d.tops().saturating_sub(open), open)
    }
}

/// A card on the table: its face and its type (T or O for lids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableCard {
    pub face: Face,
    pub card: CardType,
}
