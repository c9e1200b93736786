//! Positions for tests (behind the `test-helpers` feature): squares by name, stones, hands,
//! dependencies and the turn set directly. They panic on positions the game cannot reach.

use super::board::Square;
use super::cards::Card;
use super::{Cubes, Piece, Stone};
use crate::game::Seat;

impl Square {
    /// The square named `name` (`"c4"`); panics on anything else.
    pub fn at(name: &str) -> Square {
        name.parse().unwrap_or_else(|e| panic!("{e}"))
    }
}

impl Cubes {
    /// re-checks every stone.
    pub fn relocate(&mut self, from: Square, to: Square) {
        assert!(self.board[to.index()].is_none(), "{to} is occupied");
        self.board[to.index()] = self.board[from.index()].take();
        self.refresh();
    }

    /// Test support: puts `owner`'s stone `number` on `at` (or into the supply), then
    /// re-checks every stone.
    pub fn set_stone(&mut self, owner: Seat, number: u8, at: Option<Square>) {
        if let Some(old) = self.stone_square(owner, number) {
            self.board[old.index()] = None;
        }
        if let Some(sq) = at {
            assert!(self.board[sq.index()].is_none(), "{sq} is occupied");
            self.board[sq.index()] = Some(Piece::Stone(Stone {
                owner,
                number,
                active: false,
            }));
        }
        self.refresh();
    }

    /// Test support: sets every seat's dependency card (a permutation of the seats).
    pub fn set_dependencies(&mut self, dependency: &[Seat]) {
        let mut sorted = dependency.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..self.players).collect::<Vec<_>>());
        self.dependency = dependency.to_vec();
        self.refresh();
    }

    /// Test support: gives `seat` exactly `cards`, taken from the draw pile, the discard
    /// pile or (replaced from the draw pile) another hand.
    pub fn set_hand(&mut self, seat: Seat, cards: &[Card]) {
        let old = std::mem::take(&mut self.hands[seat]);
        self.draw_pile.extend(old.iter());
        for &card in cards {
            if let Some(i) = self.draw_pile.iter().position(|&c| c == card) {
                self.draw_pile.remove(i);
            } else if !self.discard.remove(card) {
                let other = (0..self.players)
                    .find(|&s| s != seat && self.hands[s].contains(card))
                    .unwrap_or_else(|| panic!("no {card} left to hand out"));
                self.hands[other].remove(card);
                let replacement = self.draw_pile.pop().expect("a card to draw");
                self.hands[other].add(replacement);
            }
            self.hands[seat].add(card);
        }
    }

    /// Test support: starts `seat`'s turn afresh.
    pub fn set_turn(&mut self, seat: Seat) {
        self.begin_turn(seat);
    }
}
