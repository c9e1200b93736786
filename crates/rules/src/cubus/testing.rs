//! Positions for tests (behind the `test-helpers` feature): a stack from rows of heights, a
//! table and hands set at once, the deck's next cards and the scores. They refuse (or panic
//! on) positions the game's cards cannot make.

use super::cards::{CardType, Cards};
use super::geometry::{Stack, COLUMNS};
use super::search;
use super::{Cubus, Phase};
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

    /// Replaces the table by `stack` (any drawable stack; it is made canonical) with open
    /// crates on the columns `open`, and sets the first hands; the deck keeps the other
    /// cards in its order. Every player counts as past the first round, and the current
    /// player's build (or Abbau) turn begins.
    pub fn set_position(
        &mut self,
        stack: &Stack,
        open: u16,
        hands: &[Cards],
    ) -> Result<(), String> {
        let (stack, open) = search::canonicalize(stack, open).map_err(|e| e.to_string())?;
        let mut next = self.clone();
        next.stack = stack;
        next.open = stack.lid_lines(open);
        for (seat, h) in hands.iter().enumerate().take(self.seats.len()) {
            next.seats[seat].hand = *h;
        }
        let used = next.table() + next.pooled();
        if !Cards::ALL.covers(&used) {
            return Err("more cards than the game has".into());
        }
        *self = next;
        let mut rest = Cards::ALL - used;
        let mut deck: Vec<CardType> = Vec::new();
        for &c in &self.deck {
            if rest.get(c) > 0 {
                *rest.slot(c) -= 1;
                deck.push(c);
            }
        }
        for t in CardType::ALL {
            for _ in 0..rest.get(t) {
                deck.insert(0, t);
            }
        }
        self.deck = deck;
        for s in self.seats.iter_mut() {
            s.drawn = s.drawn.max(2);
        }
        self.events.clear();
        self.idle = 0;
        if self.abbau {
            self.begin_turn(self.current);
        } else {
            self.phase = Phase::Build;
            self.can_score = self.has_scoring_build(self.current);
        }
        Ok(())
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
