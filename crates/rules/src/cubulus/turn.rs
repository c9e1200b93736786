//! What a move does to the cube: the lines' contents, pushing a ball in, rotating a line,
//! the squares shown, and the repetition key.

use super::geometry::{End, Line, LINE_CELLS, SQUARE_CELLS};
use super::moves::Move;
use super::{Cubulus, EMPTY};

impl Cubulus {
    pub(super) fn line_colours(&self, li: usize) -> [u8; 3] {
        LINE_CELLS[li].map(|i| self.cells[i])
    }

    /// The reverse of the last rotation, as (line index, direction).
    pub(super) fn forbidden(&self) -> Option<(usize, End)> {
        match self.last {
            Some((_, Move::Rotate { line, towards })) => {
                line.index().map(|li| (li, towards.opposite()))
            }
            _ => None,
        }
    }

    /// Appends the legal moves of line `li` in the playing phase.
    pub(super) fn line_moves(&self, li: usize, out: &mut Vec<Move>) {
        let line = Line::ALL[li];
        let [a, b, c] = self.line_colours(li);
        if a == EMPTY || b == EMPTY || c == EMPTY {
            if self.supply[self.to_move] > 0 {
                for end in [End::Low, End::High] {
                    out.push(Move::Insert { line, end });
                }
            }
        } else if !(a == b && b == c) {
            let banned = self.forbidden();
            for towards in [End::Low, End::High] {
                if banned != Some((li, towards)) {
                    out.push(Move::Rotate { line, towards });
                }
            }
        }
    }

    /// Bit `s` set when seat `s` shows a square.
    pub(super) fn square_owners(&self) -> u8 {
        let mut owners = 0;
        for idx in &SQUARE_CELLS {
            let code = self.cells[idx[0]];
            if code != EMPTY
                && usize::from(code) <= self.players
                && idx[1..].iter().all(|&i| self.cells[i] == code)
            {
                owners |= 1 << (code - 1);
            }
        }
        owners
    }

    /// The repetition key, exact: 54 bits of cube, 2 of player to move, 6 of forbidden
    /// rotation. Supplies follow from the cube.
    pub(super) fn key(&self) -> u64 {
        let cube = self.cells.iter().fold(0u64, |k, &c| k << 2 | u64::from(c));
        let forbidden = self
            .forbidden()
            .map_or(0, |(li, towards)| 1 + 2 * li as u64 + towards as u64);
        (cube << 2 | self.to_move as u64) << 6 | forbidden
    }

    /// Moves ball codes along line `li` from `end`: the new ball enters, each ball ahead
    /// moves on until one lands in the empty cell.
    pub(super) fn push_in(&mut self, li: usize, end: End, code: u8) {
        let mut path = LINE_CELLS[li];
        if end == End::High {
            path.reverse();
        }
        let mut carried = code;
        for i in path {
            let here = std::mem::replace(&mut self.cells[i], carried);
            if here == EMPTY {
                break;
            }
            carried = here;
        }
    }

    pub(super) fn rotate(&mut self, li: usize, towards: End) {
        let [p, q, r] = LINE_CELLS[li];
        let [a, b, c] = self.line_colours(li);
        let [na, nb, nc] = match towards {
            End::High => [c, a, b],
            End::Low => [b, c, a],
        };
        self.cells[p] = na;
        self.cells[q] = nb;
        self.cells[r] = nc;
    }
}
