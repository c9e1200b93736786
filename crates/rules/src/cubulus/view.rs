//! What the board reads of a Cubulus position: the balls, supplies, status, the last move,
//! the winning squares, the moves of a clicked line and where each ball of a move goes.

use super::geometry::{squares, Cell, End, Line, SQUARE_CELLS};
use super::moves::Move;
use super::{colour, Ball, Cubulus, Status, EMPTY, NEUTRAL};
use crate::game::{Game, Seat};

impl Cubulus {
    /// The ball in `cell`, if any (`None` also for a cell off the grid).
    pub fn ball(&self, cell: Cell) -> Option<Ball> {
        let code = *self.cells.get(cell.index()?)?;
        match code {
            EMPTY => None,
            NEUTRAL if self.players == 2 => Some(Ball::Neutral),
            _ => Some(Ball::Player(usize::from(code - 1))),
        }
    }

    /// Balls of `seat`'s colour not yet in the cube.
    pub fn supply(&self, seat: Seat) -> u8 {
        if seat < self.players {
            self.supply[seat]
        } else {
            0
        }
    }

    /// Neutral balls still to be placed (always 0 in three players).
    pub fn neutral_supply(&self) -> u8 {
        if self.players == 2 {
            self.supply[usize::from(NEUTRAL - 1)]
        } else {
            0
        }
    }

    /// Whether the two-player setup (placing the neutral balls) is under way.
    pub fn placing(&self) -> bool {
        self.neutral_supply() > 0
    }

    /// The seat drawn to start; in two players the other seat places the neutral balls first.
    pub fn start_player(&self) -> Seat {
        self.start
    }

    /// Moves made so far, neutral placements included.
    pub fn ply(&self) -> usize {
        self.ply
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn last_move(&self) -> Option<&Move> {
        self.last.as_ref().map(|(_, m)| m)
    }

    /// Who made the last move (needed to announce "a square for the other player").
    pub fn last_mover(&self) -> Option<Seat> {
        self.last.map(|(seat, _)| seat)
    }

    /// The rotation the player to move may not make: the reverse of the last move.
    pub fn forbidden_rotation(&self) -> Option<Move> {
        if self.status != Status::Running {
            return None;
        }
        match self.last {
            Some((_, Move::Rotate { line, towards })) => Some(Move::Rotate {
                line,
                towards: towards.opposite(),
            }),
            _ => None,
        }
    }

    /// The squares of the winners' colours, each as in [`squares`]; empty unless won.
    pub fn winning_squares(&self) -> Vec<[Cell; 4]> {
        let Status::Won(winners) = &self.status else {
            return Vec::new();
        };
        let codes: Vec<u8> = winners.iter().map(|&s| colour(s)).collect();
        squares()
            .iter()
            .zip(SQUARE_CELLS)
            .filter(|(_, idx)| {
                let code = self.cells[idx[0]];
                codes.contains(&code) && idx.iter().all(|&i| self.cells[i] == code)
            })
            .map(|(square, _)| *square)
            .collect()
    }

    /// The legal insertions and rotations of `line` (for a clicked line or push point).
    pub fn moves_for_line(&self, line: Line) -> Vec<Move> {
        let mut moves = Vec::new();
        if let Some(li) = line.index() {
            if self.status == Status::Running && !self.placing() {
                self.line_moves(li, &mut moves);
            }
        }
        moves
    }

    /// For a legal move, where each ball goes: `(from, to)`, `from = None` for the ball
    /// coming from the supply. Empty for a pass or an illegal move.
    pub fn motions(&self, m: &Move) -> Vec<(Option<Cell>, Cell)> {
        if self.validate(m).is_err() {
            return Vec::new();
        }
        match *m {
            Move::Place(cell) => vec![(None, cell)],
            Move::Insert { line, end } => {
                let mut path = line.cells();
                if end == End::High {
                    path.reverse();
                }
                let mut motions = vec![(None, path[0])];
                for k in 0..2 {
                    if self.ball(path[k]).is_none() {
                        break;
                    }
                    motions.push((Some(path[k]), path[k + 1]));
                }
                motions
            }
            Move::Rotate { line, towards } => {
                let [c0, c1, c2] = line.cells();
                match towards {
                    End::High => vec![(Some(c0), c1), (Some(c1), c2), (Some(c2), c0)],
                    End::Low => vec![(Some(c1), c0), (Some(c2), c1), (Some(c0), c2)],
                }
            }
            Move::Pass => Vec::new(),
        }
    }
}
