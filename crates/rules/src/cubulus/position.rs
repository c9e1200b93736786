//! A Cubulus position as an editor sets it up ([`Position`]), its notation, the conditions
//! it must meet ([`PositionError`]) and the state it becomes.
//!
//! # Notation
//! Six fields separated by single spaces:
//! `<players> <cube> <to move> <last rotation> <ply> <seen>`
//! - players: `2` or `3`;
//! - cube: the 27 cells in notation order (`000`, `001`, `002`, `010`, … `222`), as three
//!   layers x = 0, 1, 2 of nine cells joined by `/`: `.` empty, `0`/`1`/`2` a seat's ball,
//!   `n` a neutral ball (two players);
//! - to move: the seat (while the neutral balls are placed, the seat placing them);
//! - last rotation: the rotation just made (`rx12+`), whose reverse the next move may not
//!   make, or `-`;
//! - ply: moves made so far, neutral placements included (the game is drawn at 300);
//! - seen: how often this position has occurred, 1–3 (the third is a draw).
//!
//! The start of a two-player game: `2 ........./........./......... 1 - 0 1`. A three-player
//! game in play: `3 0.1....../..2....../......... 0 - 3 1`.
//!
//! Decided: the position keeps the repetition count of the current position only (earlier
//! positions are forgotten, as after an insertion); a square on the cube ends the game, its
//! winners found as after a move by the seat before the one to move.

use std::fmt;
use std::str::FromStr;

use super::geometry::{End, Line, LINE_CELLS};
use super::moves::Move;
use super::{colour, Ball, Cell, Cubulus, Status, BALLS_PER_COLOUR, EMPTY, MOVE_LIMIT, NEUTRAL};
use crate::game::{Game, Seat, Setup};
use crate::position::{fields, number, Editable, Fault, PositionTextError, Sight};

/// A Cubulus position: the balls in the cube, whose move, the rotation not to be undone and
/// the counters of the draw rules. Supplies are the balls not in the cube.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub players: usize,
    /// The ball in each cell, in [`Cell::ALL`] order.
    pub cells: [Option<Ball>; 27],
    pub to_move: Seat,
    /// The last move, when it rotated `line` towards an end: its reverse is not allowed now.
    pub last_rotation: Option<(Line, End)>,
    pub ply: usize,
    /// How often this position has occurred, this time included.
    pub seen: u8,
}

/// A condition a Cubulus position breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("Cubulus is for 2 or 3 players, not {players}")]
    PlayerCount { players: usize },
    #[error("seat {seat} is to move, but there is no such seat")]
    NoSuchSeat { seat: Seat },
    #[error("cell {cell}: seat {seat} has no colour in this game")]
    NoSuchColour { cell: Cell, seat: Seat },
    #[error("cell {cell}: three players have no neutral balls")]
    NeutralWithThreePlayers { cell: Cell },
    #[error("cell {cell}: more than 9 balls of one colour")]
    TooManyBalls { cell: Cell, ball: Ball },
    #[error("cell {cell}: a player's ball before all neutral balls are placed")]
    BallBeforeNeutrals { cell: Cell },
    #[error("{line}: a rotation while neutral balls are being placed")]
    RotationWhilePlacing { line: Line },
    #[error("{line}: only a full line can have been rotated")]
    RotatedLineNotFull { line: Line },
    #[error("{line}: a line of one colour cannot have been rotated")]
    RotatedLineOfOneColour { line: Line },
    #[error("{ply} moves cannot have put the balls in the cube (at least {fewest})")]
    TooFewMoves { ply: usize, fewest: usize },
    #[error("{ply} moves while only {placed} neutral balls are placed")]
    TooManyMovesWhilePlacing { ply: usize, placed: usize },
    #[error("{ply} moves: the game is drawn after {MOVE_LIMIT}")]
    PastMoveLimit { ply: usize },
    #[error("a position occurs 1 to 3 times, not {seen}")]
    ImpossibleRepetition { seen: u8 },
}

impl Fault for PositionError {
    fn place(&self) -> Option<String> {
        match self {
            PositionError::NoSuchColour { cell, .. }
            | PositionError::NeutralWithThreePlayers { cell }
            | PositionError::TooManyBalls { cell, .. }
            | PositionError::BallBeforeNeutrals { cell } => Some(cell.to_string()),
            PositionError::RotationWhilePlacing { line }
            | PositionError::RotatedLineNotFull { line }
            | PositionError::RotatedLineOfOneColour { line } => Some(line.to_string()),
            _ => None,
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.players)?;
        for (i, ball) in self.cells.iter().enumerate() {
            if i > 0 && i % 9 == 0 {
                f.write_str("/")?;
            }
            let symbol = match ball {
                None => '.',
                Some(Ball::Neutral) => 'n',
                Some(Ball::Player(s)) => char::from_digit(*s as u32, 10).unwrap_or('?'),
            };
            write!(f, "{symbol}")?;
        }
        write!(f, " {} ", self.to_move)?;
        match self.last_rotation {
            Some((line, towards)) => write!(f, "{}", Move::Rotate { line, towards })?,
            None => f.write_str("-")?,
        }
        write!(f, " {} {}", self.ply, self.seen)
    }
}

impl FromStr for Position {
    type Err = PositionTextError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let [players, cube, to_move, last, ply, seen] = fields(
            s,
            "six fields: players, cube, to move, last rotation, ply, seen",
        )?;
        let players = number("players", players, "2 or 3")?;
        let cube_form = "three layers of nine cells joined by /: . 0 1 2 or n";
        let layers: Vec<&str> = cube.split('/').collect();
        if layers.len() != 3 || layers.iter().any(|l| l.len() != 9) {
            return Err(PositionTextError::new("cube", cube, cube_form));
        }
        let mut cells = [None; 27];
        for (cell, symbol) in cells.iter_mut().zip(layers.concat().chars()) {
            *cell = match symbol {
                '.' => None,
                'n' => Some(Ball::Neutral),
                '0'..='2' => Some(Ball::Player(symbol as usize - '0' as usize)),
                _ => return Err(PositionTextError::new("cube", cube, cube_form)),
            };
        }
        let last_rotation = match last {
            "-" => None,
            _ => match last.parse::<Move>() {
                Ok(Move::Rotate { line, towards }) => Some((line, towards)),
                _ => {
                    return Err(PositionTextError::new(
                        "last rotation",
                        last,
                        "a rotation like rx12+ or -",
                    ))
                }
            },
        };
        Ok(Position {
            players,
            cells,
            to_move: number("to move", to_move, "a seat number")?,
            last_rotation,
            ply: number("ply", ply, "the number of moves made")?,
            seen: number("seen", seen, "1, 2 or 3")?,
        })
    }
}

impl Cubulus {
    /// Every condition `p` breaks.
    fn position_errors(p: &Position) -> Vec<PositionError> {
        let mut errors = Vec::new();
        if !Self::PLAYERS.contains(&p.players) {
            errors.push(PositionError::PlayerCount { players: p.players });
        } else if p.to_move >= p.players {
            errors.push(PositionError::NoSuchSeat { seat: p.to_move });
        }
        let mut counts = [0usize; 4];
        for (&cell, ball) in Cell::ALL.iter().zip(&p.cells) {
            let Some(ball) = *ball else { continue };
            let k = match ball {
                Ball::Player(seat) if seat >= p.players.min(3) => {
                    errors.push(PositionError::NoSuchColour { cell, seat });
                    continue;
                }
                Ball::Neutral if p.players != 2 => {
                    errors.push(PositionError::NeutralWithThreePlayers { cell });
                    continue;
                }
                Ball::Player(seat) => seat,
                Ball::Neutral => 3,
            };
            counts[k] += 1;
            if counts[k] == usize::from(BALLS_PER_COLOUR) + 1 {
                errors.push(PositionError::TooManyBalls { cell, ball });
            }
        }
        let neutrals = counts[3].min(9);
        let placing = p.players == 2 && neutrals < 9;
        if placing {
            for (&cell, ball) in Cell::ALL.iter().zip(&p.cells) {
                if matches!(ball, Some(Ball::Player(_))) {
                    errors.push(PositionError::BallBeforeNeutrals { cell });
                }
            }
        }
        if let Some((line, _)) = p.last_rotation {
            let balls = LINE_CELLS[line.index().unwrap_or(0)].map(|i| p.cells[i]);
            if placing {
                errors.push(PositionError::RotationWhilePlacing { line });
            } else if balls.contains(&None) {
                errors.push(PositionError::RotatedLineNotFull { line });
            } else if balls[0] == balls[1] && balls[1] == balls[2] {
                errors.push(PositionError::RotatedLineOfOneColour { line });
            }
        }
        // While placing, a player's ball is its own error, not a move.
        let fewest = if placing {
            neutrals
        } else {
            counts.iter().sum::<usize>() + usize::from(p.last_rotation.is_some())
        };
        if p.ply < fewest {
            errors.push(PositionError::TooFewMoves { ply: p.ply, fewest });
        } else if placing && p.ply > neutrals {
            errors.push(PositionError::TooManyMovesWhilePlacing {
                ply: p.ply,
                placed: neutrals,
            });
        }
        if p.ply > MOVE_LIMIT {
            errors.push(PositionError::PastMoveLimit { ply: p.ply });
        }
        if !(1..=3).contains(&p.seen) || (placing && p.seen > 1) {
            errors.push(PositionError::ImpossibleRepetition { seen: p.seen });
        }
        errors
    }
}

impl Editable for Cubulus {
    type Position = Position;
    type PositionError = PositionError;

    fn position(&self, _sight: Sight) -> Position {
        let key = self.key();
        let seen = self.history.iter().filter(|&&k| k == key).count();
        Position {
            players: self.players,
            cells: Cell::ALL.map(|c| self.ball(c)),
            to_move: self.to_move,
            last_rotation: match self.last {
                Some((_, Move::Rotate { line, towards })) => Some((line, towards)),
                _ => None,
            },
            ply: self.ply,
            seen: seen.clamp(1, 3) as u8,
        }
    }

    fn from_position(p: &Position, _seed: u64) -> Result<Self, Vec<PositionError>> {
        let errors = Self::position_errors(p);
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut cells = [EMPTY; 27];
        for (code, ball) in cells.iter_mut().zip(&p.cells) {
            *code = match ball {
                None => EMPTY,
                Some(Ball::Neutral) => NEUTRAL,
                Some(Ball::Player(seat)) => colour(*seat),
            };
        }
        let mut supply = [BALLS_PER_COLOUR; 3];
        for (code, left) in (1..=3).zip(&mut supply) {
            *left -= cells.iter().filter(|&&c| c == code).count() as u8;
        }
        let mover = (p.to_move + p.players - 1) % p.players;
        let mut g = Cubulus {
            players: p.players,
            cells,
            supply,
            start: p.to_move,
            to_move: p.to_move,
            last: p
                .last_rotation
                .map(|(line, towards)| (mover, Move::Rotate { line, towards })),
            ply: p.ply,
            status: Status::Running,
            history: Vec::new(),
        };
        if g.placing() {
            g.start = 1 - p.to_move;
        }
        let owners = g.square_owners();
        g.status = if owners != 0 {
            let others = owners & !(1 << mover);
            let winners = if others != 0 { others } else { owners };
            Status::Won((0..p.players).filter(|s| winners >> s & 1 == 1).collect())
        } else if p.seen >= 3 {
            Status::Repetition
        } else if p.ply >= MOVE_LIMIT {
            Status::MoveLimit
        } else {
            Status::Running
        };
        g.history = vec![g.key(); usize::from(p.seen)];
        Ok(g)
    }

    fn position_setup(p: &Position) -> Setup {
        Setup::players(p.players)
    }

    fn places(&self) -> Vec<String> {
        let cells = Cell::ALL.iter().map(Cell::to_string);
        let arrows = Line::ALL.iter().flat_map(|&line| {
            [End::Low, End::High].map(|end| Move::Insert { line, end }.to_string())
        });
        cells.chain(arrows).collect()
    }
}
