//! Positions for tests (behind the `test-helpers` feature): a stack from rows of heights, a
//! table and hands set at once, the deck's next cards and the scores. They refuse (or panic
//! on) positions the game's cards cannot make.

use super::cards::{CardType, Cards};
use super::geometry::{Stack, COLUMNS};
use super::Cubus;
use crate::game::{Game, Setup};

impl Stack {
    /// A stack from rows y = 0..4 of heights x = 0..4, e.g. `"2100/1000/0000/0000"`. Panics
    /// on anything else.
    pub fn from_rows(rows: &str) -> Stack {
        let mut h = [0u8; COLUMNS];
        for (y, row) in rows.split('/').enumerate() {
            for (x, c) in row.chars().enumerate() {
                let height = c
                    .to_digit(10)
                    .unwrap_or_else(|| panic!("{rows}: not a height"));
                h[y * 4 + x] = height as u8;
            }
        }
        Stack::new(h).unwrap_or_else(|e| panic!("{rows}: {e}"))
    }
}

impl Cubus {
    /// A two-player build-game position on the stack `rows` ([`Stack::from_rows`]) where
    /// the player to move holds `hand` and the other player nothing.
    pub fn to_build(rows: &str, hand: Cards) -> Cubus {
        let mut g = Cubus::new(&Setup::players(2), 11).unwrap_or_else(|e| panic!("{e}"));
        let mut hands = [Cards::default(); 2];
        hands[g.current()] = hand;
        g.set_position(&Stack::from_rows(rows), 0, &hands)
            .unwrap_or_else(|e| panic!("{rows}: {e}"));
        g
    }

    /// Puts the next cards on top of the deck (the last one is drawn first), taking them
    /// from deeper in the deck.
    pub fn stack_deck(&mut self, top: &[CardType]) -> Result<(), String> {
        for &c in top.iter() {
            let i = self
                .deck
                .iter()
                .position(|&d| d == c)
                .ok_or_else(|| format!("no {c} left in the deck"))?;
            self.deck.remove(i);
            self.deck.push(c);
        }
        Ok(())
    }

    /// Sets the scores (for end-game scenarios).
    pub fn set_scores(&mut self, scores: &[i32]) {
        for (s, &v) in self.seats.iter_mut().zip(scores) {
            s.score = v;
        }
    }
}
