//! Positions for tests and puzzles (behind the `test-helpers` feature): squares by name and
//! dice placed on an empty board.

use super::die::Die;
use super::moves::Square;
use super::Mojave;
use crate::game::Seat;

impl Square {
    /// The square named `name` (`"c3"`); panics on anything else.
    pub fn at(name: &str) -> Square {
        name.parse().unwrap_or_else(|e| panic!("{e}"))
    }
}

impl Mojave {
    /// A position built for tests and puzzles: `dice` on a board of `length` rows, `turn` to
    /// move, no moves played, no Zugzwang, no move limit.
    ///
    /// # Panics
    /// If a square is off the board or given twice.
    pub fn with_position(length: u8, turn: Seat, dice: &[(Square, Die)]) -> Mojave {
        let mut g = Mojave::empty(length, turn, 0);
        for &(sq, die) in dice {
            let i = g.index(sq).expect("square on the board");
            assert!(g.board[i].is_none(), "{sq} given twice");
            g.board[i] = Some(die);
            g.dice[die.owner()] += 1;
        }
        g
    }
}
