//! The turn engine: an action already validated changes the board, the hands and the
//! dependencies; then the action points, the third point, the draw and the next turn.

use super::board::Square;
use super::cards::{Card, CardSet, Shift, HAND_SIZE};
use super::moves::{Error, Move};
use super::{Cubes, LastMove, Piece, Stone, ACTION_POINTS, NUMBERS, THIRD_POINT_SUM};
use crate::game::Seat;

impl Cubes {
    pub(super) fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players
    }

    /// Where the white stone on `from` lands under `card` played by the player to move.
    pub(super) fn shift_target(&self, card: Shift, from: Square) -> Result<Square, Error> {
        if self.board[from.index()] != Some(Piece::White) {
            return Err(Error::NotAWhiteStone(from));
        }
        let heading = card.direction.heading(self.side(self.turn));
        let mut at = from;
        for _ in 0..card.distance.squares() {
            at = at.step(heading).ok_or(Error::ShiftOffBoard)?;
            if self.board[at.index()].is_some() {
                return Err(Error::ShiftBlocked(at));
            }
        }
        Ok(at)
    }

    fn complete(&self, seat: Seat) -> bool {
        self.pieces()
            .filter(|(_, p)| matches!(p, Piece::Stone(s) if s.owner == seat && s.active))
            .count()
            == NUMBERS.len()
    }

    /// Re-checks every stone on the board; returns the squares turned active and inactive.
    pub(super) fn refresh(&mut self) -> (Vec<Square>, Vec<Square>) {
        let (mut on, mut off) = (Vec::new(), Vec::new());
        for sq in Square::all() {
            if let Some(Piece::Stone(s)) = self.board[sq.index()] {
                let holds = self.counting_stones(s.owner, sq) == s.number;
                if holds != s.active {
                    self.board[sq.index()] = Some(Piece::Stone(Stone { active: holds, ..s }));
                    let list = if holds { &mut on } else { &mut off };
                    list.push(sq);
                }
            }
        }
        (on, off)
    }

    pub(super) fn begin_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.points = ACTION_POINTS;
        self.third = false;
        self.acted = false;
        self.take_third_point();
    }

    /// Takes the third point if the condition holds and it was not taken this turn.
    pub(super) fn take_third_point(&mut self) -> bool {
        if !self.third && self.active_sum(self.turn) >= THIRD_POINT_SUM {
            self.third = true;
            self.points += 1;
            return true;
        }
        false
    }

    /// Draws the top card for `seat`, first shuffling the discard pile into a new draw pile
    /// if the draw pile is empty.
    fn draw(&mut self, seat: Seat, last: &mut LastMove) {
        if self.draw_pile.is_empty() {
            self.draw_pile = self.discard.iter().collect();
            self.discard = CardSet::new();
            self.rng.shuffle(&mut self.draw_pile);
            self.reveals += 1;
            last.reshuffled = true;
        }
        if let Some(card) = self.draw_pile.pop() {
            self.hands[seat].add(card);
            self.reveals += 1;
            last.cards_drawn += 1;
        }
    }

    /// Plays a card from the mover's hand onto the discard pile and draws a replacement.
    fn spend_card(&mut self, seat: Seat, card: Card, last: &mut LastMove) {
        self.hands[seat].remove(card);
        self.discard.add(card);
        self.draw(seat, last);
    }

    /// End of the setup: the dependency deal (a derangement) and the hands.
    pub(super) fn deal(&mut self, last: &mut LastMove) {
        let mut dep: Vec<Seat> = (0..self.players).collect();
        // Reshuffling until nobody holds their own colour gives a uniform derangement.
        loop {
            self.rng.shuffle(&mut dep);
            if dep.iter().enumerate().all(|(s, &d)| s != d) {
                break;
            }
        }
        self.dependency = dep;
        self.reveals += 1;
        self.rng.shuffle(&mut self.draw_pile);
        for _ in 0..HAND_SIZE {
            for i in 0..self.players {
                let seat = (self.start + i) % self.players;
                self.draw(seat, last);
            }
        }
        // The deal is not the last mover's drawing.
        last.cards_drawn = 0;
    }

    pub(super) fn play_action(&mut self, seat: Seat, m: &Move, last: &mut LastMove) {
        let before = self.dependency.clone();
        match *m {
            Move::Place { number, square } => {
                self.board[square.index()] = Some(Piece::Stone(Stone {
                    owner: seat,
                    number,
                    active: true,
                }));
            }
            Move::PickUp(sq) => self.board[sq.index()] = None,
            Move::Shift { card, from } => {
                if let Ok(to) = self.shift_target(card, from) {
                    self.board[from.index()] = None;
                    self.board[to.index()] = Some(Piece::White);
                    last.shifted = Some((from, to));
                }
                self.spend_card(seat, Card::Shift(card), last);
            }
            Move::PassLeft => {
                self.dependency.rotate_right(1);
                self.spend_card(seat, Card::PassLeft, last);
            }
            Move::PassRight => {
                self.dependency.rotate_left(1);
                self.spend_card(seat, Card::PassRight, last);
            }
            Move::Swap(a, b) => {
                self.dependency.swap(a, b);
                self.spend_card(seat, Card::Swap, last);
            }
            Move::Exchange(cards) => {
                for card in cards.iter() {
                    self.hands[seat].remove(card);
                    self.discard.add(card);
                }
                for _ in 0..cards.len() {
                    self.draw(seat, last);
                }
            }
            Move::PlaceWhite(_) | Move::EndTurn => {}
        }
        last.dependencies_changed = (0..self.players)
            .filter(|&s| self.dependency[s] != before[s])
            .map(|s| (s, self.dependency[s]))
            .collect();
        (last.activated, last.deactivated) = self.refresh();
    }

    /// Winners after `actor`'s action: others completing win over the actor.
    pub(super) fn winners_after(&self, actor: Seat) -> Option<Vec<Seat>> {
        let complete: Vec<Seat> = (0..self.players).filter(|&s| self.complete(s)).collect();
        let others: Vec<Seat> = complete.iter().copied().filter(|&s| s != actor).collect();
        if !others.is_empty() {
            Some(others)
        } else if complete.contains(&actor) {
            Some(vec![actor])
        } else {
            None
        }
    }
}
