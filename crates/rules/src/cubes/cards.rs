//! The action cards: shift cards ("Verschiebung") and dependency-change cards
//! ("Abhängigkeitswechsel"), and [`CardSet`], the multiset that hands, the discard pile and
//! exchanges are made of.

use std::fmt;
use std::str::FromStr;

use super::board::Compass;
use crate::game::NotationError;

/// Cards in a hand.
pub const HAND_SIZE: usize = 5;

/// How far a shift card moves a white stone: exactly one or exactly two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Distance {
    One,
    Two,
}

impl Distance {
    pub fn squares(self) -> usize {
        match self {
            Distance::One => 1,
            Distance::Two => 2,
        }
    }
}

/// A shift card's direction, seen from the seat of the player who plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// Away from the player (notation `A`).
    Away,
    /// Towards the player (`T`).
    Towards,
    /// To the player's left (`L`).
    Left,
    /// To the player's right (`R`).
    Right,
}

impl Direction {
    const ALL: [Direction; 4] = [
        Direction::Away,
        Direction::Towards,
        Direction::Left,
        Direction::Right,
    ];

    /// The board heading of this direction for a player sitting on side `seat`.
    pub fn heading(self, seat: Compass) -> Compass {
        match self {
            Direction::Towards => seat,
            Direction::Left => seat.turned(1),
            Direction::Away => seat.turned(2),
            Direction::Right => seat.turned(3),
        }
    }

    fn letter(self) -> char {
        match self {
            Direction::Away => 'A',
            Direction::Towards => 'T',
            Direction::Left => 'L',
            Direction::Right => 'R',
        }
    }
}

/// A shift card: one white stone moves exactly `distance` squares in `direction`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Shift {
    pub distance: Distance,
    pub direction: Direction,
}

/// A card kind. Cards of one kind are interchangeable, so hands hold kinds, not copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Card {
    Shift(Shift),
    /// Every player hands their dependency card to their left neighbour (the next seat).
    PassLeft,
    /// Every player hands their dependency card to their right neighbour (the previous seat).
    PassRight,
    /// The player exchanges any two players' dependency cards.
    Swap,
}

/// Number of card kinds: 8 shift kinds and 3 dependency-change kinds.
const KINDS: usize = 11;

impl Card {
    /// Every kind, in the order hands and exchanges are written.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..KINDS).map(Card::from_index)
    }

    fn index(self) -> usize {
        match self {
            Card::Shift(s) => (s.distance.squares() - 1) * 4 + s.direction as usize,
            Card::PassLeft => 8,
            Card::PassRight => 9,
            Card::Swap => 10,
        }
    }

    fn from_index(i: usize) -> Card {
        match i {
            0..=7 => Card::Shift(Shift {
                distance: if i < 4 { Distance::One } else { Distance::Two },
                direction: Direction::ALL[i % 4],
            }),
            8 => Card::PassLeft,
            9 => Card::PassRight,
            _ => Card::Swap,
        }
    }

    /// Copies of this kind in the 48-card deck (**Decided**: 5 of each shift kind, 3 pass
    /// left, 3 pass right, 2 swap).
    pub fn copies(self) -> u8 {
        match self {
            Card::Shift(_) => 5,
            Card::PassLeft | Card::PassRight => 3,
            Card::Swap => 2,
        }
    }
}

impl fmt::Display for Shift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.distance.squares(), self.direction.letter())
    }
}

impl FromStr for Shift {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || {
            NotationError::new(
                s,
                "a shift card is a distance 1 or 2 and a direction A, T, L or R, e.g. 2L",
            )
        };
        let mut chars = s.chars();
        let distance = match chars.next() {
            Some('1') => Distance::One,
            Some('2') => Distance::Two,
            _ => return Err(bad()),
        };
        let direction = match (chars.next(), chars.next()) {
            (Some(c), None) => Direction::ALL
                .into_iter()
                .find(|d| d.letter() == c)
                .ok_or_else(bad)?,
            _ => return Err(bad()),
        };
        Ok(Shift {
            distance,
            direction,
        })
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Shift(s) => s.fmt(f),
            Card::PassLeft => f.write_str("pl"),
            Card::PassRight => f.write_str("pr"),
            Card::Swap => f.write_str("sw"),
        }
    }
}

impl FromStr for Card {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "pl" => Ok(Card::PassLeft),
            "pr" => Ok(Card::PassRight),
            "sw" => Ok(Card::Swap),
            _ => s
                .parse()
                .map(Card::Shift)
                .map_err(|_| NotationError::new(s, "a card is 1A…2R (shift), pl, pr or sw")),
        }
    }
}

/// A multiset of card kinds: a hand, the discard pile, or the cards of an exchange.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CardSet {
    counts: [u8; KINDS],
}

impl CardSet {
    pub fn new() -> Self {
        CardSet::default()
    }

    /// The whole 48-card deck.
    pub fn deck() -> Self {
        Card::all()
            .flat_map(|c| (0..c.copies()).map(move |_| c))
            .collect()
    }

    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    pub fn contains(&self, card: Card) -> bool {
        self.count(card) > 0
    }

    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// Whether every card of `other` is here (as often).
    pub fn includes(&self, other: &CardSet) -> bool {
        self.counts.iter().zip(other.counts).all(|(&a, b)| a >= b)
    }

    /// The cards, each kind as often as it is held, in the kinds' order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        Card::all().flat_map(move |c| (0..self.count(c)).map(move |_| c))
    }

    /// The distinct kinds held, with their counts.
    pub fn kinds(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        Card::all()
            .map(|c| (c, self.count(c)))
            .filter(|&(_, n)| n > 0)
    }

    pub fn add(&mut self, card: Card) {
        self.counts[card.index()] = self.counts[card.index()].saturating_add(1);
    }

    /// Removes one card of this kind; false (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let n = &mut self.counts[card.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// Every non-empty sub-multiset, in a fixed order (the exchanges a hand allows).
    pub(crate) fn subsets(&self) -> Vec<CardSet> {
        let kinds: Vec<(Card, u8)> = self.kinds().collect();
        let mut pick = vec![0u8; kinds.len()];
        let mut out = Vec::new();
        'next: loop {
            for (i, &(_, max)) in kinds.iter().enumerate() {
                if pick[i] < max {
                    pick[i] += 1;
                    let mut set = CardSet::new();
                    for (&(card, _), &n) in kinds.iter().zip(&pick) {
                        set.counts[card.index()] = n;
                    }
                    out.push(set);
                    continue 'next;
                }
                pick[i] = 0;
            }
            return out;
        }
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut set = CardSet::new();
        for c in iter {
            set.add(c);
        }
        set
    }
}

impl fmt::Display for CardSet {
    /// Card kinds joined by commas, e.g. `1A,1A,pl`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            card.fmt(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_composition() {
        let deck = CardSet::deck();
        assert_eq!(deck.len(), 48);
        assert_eq!(
            deck.iter().filter(|c| matches!(c, Card::Shift(_))).count(),
            40
        );
        assert_eq!(deck.count(Card::PassLeft), 3);
        assert_eq!(deck.count(Card::PassRight), 3);
        assert_eq!(deck.count(Card::Swap), 2);
        assert!(Card::all().all(|c| c.to_string().parse::<Card>() == Ok(c)));
    }

    #[test]
    fn subsets_are_all_distinct_non_empty_sub_multisets() {
        let hand: CardSet = "1A,1A,pl,sw,2R"
            .split(',')
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        let subs = hand.subsets();
        // (2+1)·2·2·2 − 1
        assert_eq!(subs.len(), 23);
        for (i, s) in subs.iter().enumerate() {
            assert!(!s.is_empty() && hand.includes(s));
            assert!(!subs[..i].contains(s));
        }
    }
}
