//! Cubulus: 27 balls (*golyó*) in three colours pushed into a soft 3×3×3 grid; the first
//! player to show four balls of their colour as a square (*négyzet*) on a face wins.
//! Rules as in the project's rule note `cubulus.md`.
//!
//! # Rules as implemented
//! - Two players: seats 0 and 1 have a colour each, the third colour is neutral
//!   (*semleges*). The start player is drawn from the seed; the other player first places
//!   the 9 neutral balls, one per move, into any empty cell (the centre included). Three
//!   players: no neutral balls, each seat has 9 balls, the random start player moves first
//!   and turns go by seat number.
//! - A move inserts a ball of the mover's colour at an end of a line that is not full
//!   (pushing one or two balls ahead up to the first empty cell), or rotates a full line
//!   by one cell in either direction. Reading of "when all balls are in the cube only
//!   rotations remain; a player whose supply is empty may only rotate": rotating a full
//!   line is always an alternative to inserting (the seed: "instead of inserting a new
//!   ball"), and only the insertion needs balls in the mover's own supply.
//! - A rotation that changes nothing (a line of one colour) is not a move; the next move
//!   may not rotate the line just rotated back (the ban ends after that one move).
//!   A player with no legal move passes.
//! - After every move, every square of a player colour decides the game (earlier moves
//!   left none): the mover wins if only their colour has squares; otherwise every other
//!   player with a square wins, jointly if two. Neutral squares mean nothing.
//! - Draws (digital): the third occurrence of a position (cube, supplies, player to move,
//!   forbidden reverse rotation), and the [`MOVE_LIMIT`]: after 300 moves counted from the
//!   start, neutral placements included. A square formed by the 300th move still wins.
//!
//! # Notation
//! - A cell is its three coordinates `xyz`, e.g. `012`.
//! - A line is its axis letter and its two fixed coordinates in axis order: `x12` is the
//!   line along x with y = 1, z = 2; `y02` has x = 0, z = 2; `z20` has x = 2, y = 0.
//! - `+` means towards higher coordinates, `-` towards lower.
//! - `n012`: place a neutral ball into cell 012 (two-player setup).
//! - `x12+`: insert at the x = 0 end, pushing towards x = 2; `x12-`: insert at x = 2.
//! - `rx12+`: rotate line x12 so its balls move towards x = 2 (the ball at x = 2 comes
//!   round to x = 0); `rx12-` the other way.
//! - `pass`: no legal move.
//!
//! # Files
//! This module holds the state and the [`Game`] impl; `geometry.rs` the cells, lines and
//! squares of the cube; `moves.rs` the move, its notation and the rules a move can break;
//! `turn.rs` what a move does to the cube; `view.rs` what a board reads;
//! `position.rs` a position as an editor sets it up (its notation, the conditions it must
//! meet, the state it becomes); `lessons.rs` the
//! course of lessons and [`Cubulus::from_diagram`], the positions drawn as a diagram that
//! lessons and tests start from.

mod geometry;
pub(crate) mod lessons;
mod moves;
pub mod position;
mod turn;
mod view;

pub use geometry::{squares, Axis, Cell, End, Line};
pub use moves::{Error, Move};

use crate::game::{Game, GameId, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::rng::GameRng;

/// Balls of each colour.
pub const BALLS_PER_COLOUR: u8 = 9;

/// The game is drawn once this many moves (neutral placements included) have been made.
pub const MOVE_LIMIT: usize = 300;

/// Cell contents are colour codes: 0 empty, `seat + 1` for a player's ball; in two
/// players code 3 is the neutral colour, in three players it is seat 2.
const EMPTY: u8 = 0;
const NEUTRAL: u8 = 3;

fn colour(seat: Seat) -> u8 {
    seat as u8 + 1
}

/// A ball in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Ball {
    Player(Seat),
    /// The third colour in a two-player game.
    Neutral,
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Status {
    Running,
    /// These seats formed squares (two at once only in a three-player game).
    Won(Vec<Seat>),
    /// The same position occurred for the third time.
    Repetition,
    /// [`MOVE_LIMIT`] moves were made.
    MoveLimit,
}

/// A Cubulus position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cubulus {
    players: usize,
    /// Colour codes in [`Cell::ALL`] order.
    cells: [u8; 27],
    /// Balls not yet in the cube, by colour code − 1.
    supply: [u8; 3],
    start: Seat,
    to_move: Seat,
    /// The last move and who made it.
    last: Option<(Seat, Move)>,
    ply: usize,
    status: Status,
    /// Keys of the positions since the last insertion or placement, the current one last.
    /// Earlier positions cannot recur: supplies only shrink.
    history: Vec<u64>,
}

impl Game for Cubulus {
    type Move = Move;
    type Error = Error;
    const ID: GameId = GameId::Cubulus;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=3;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        let players = setup.players;
        // The start player is the only chance in the game, so the RNG is not kept.
        let start = GameRng::new(seed).below(players as u64) as Seat;
        let mut g = Cubulus {
            players,
            cells: [EMPTY; 27],
            supply: [BALLS_PER_COLOUR; 3],
            start,
            to_move: if players == 2 { 1 - start } else { start },
            last: None,
            ply: 0,
            status: Status::Running,
            history: Vec::new(),
        };
        g.history.push(g.key());
        Ok(g)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_move(&self) -> Option<Seat> {
        (self.status == Status::Running).then_some(self.to_move)
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.status != Status::Running {
            return Vec::new();
        }
        if self.placing() {
            return Cell::ALL
                .into_iter()
                .zip(self.cells)
                .filter(|&(_, code)| code == EMPTY)
                .map(|(cell, _)| Move::Place(cell))
                .collect();
        }
        let mut moves = Vec::with_capacity(64);
        for li in 0..Line::ALL.len() {
            self.line_moves(li, &mut moves);
        }
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
        moves
    }

    fn validate(&self, m: &Move) -> Result<(), Error> {
        if self.status != Status::Running {
            return Err(Error::GameOver);
        }
        match *m {
            Move::Place(cell) => {
                if !self.placing() {
                    return Err(Error::NoNeutralToPlace);
                }
                let i = cell.index().ok_or(Error::OffTheCube)?;
                if self.cells[i] == EMPTY {
                    Ok(())
                } else {
                    Err(Error::CellOccupied)
                }
            }
            _ if self.placing() => Err(Error::NeutralsFirst),
            Move::Insert { line, .. } => {
                let li = line.index().ok_or(Error::OffTheCube)?;
                if self.supply[self.to_move] == 0 {
                    Err(Error::SupplyEmpty)
                } else if self.line_colours(li).contains(&EMPTY) {
                    Ok(())
                } else {
                    Err(Error::LineFull)
                }
            }
            Move::Rotate { line, towards } => {
                let li = line.index().ok_or(Error::OffTheCube)?;
                let [a, b, c] = self.line_colours(li);
                if [a, b, c].contains(&EMPTY) {
                    Err(Error::LineNotFull)
                } else if a == b && b == c {
                    Err(Error::OneColourLine)
                } else if self.forbidden() == Some((li, towards)) {
                    Err(Error::ReverseRotation)
                } else {
                    Ok(())
                }
            }
            Move::Pass => {
                let mut moves = Vec::new();
                for li in 0..Line::ALL.len() {
                    self.line_moves(li, &mut moves);
                    if !moves.is_empty() {
                        return Err(Error::PassNotAllowed);
                    }
                }
                Ok(())
            }
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let mover = self.to_move;
        // Placements and insertions empty a supply for good, so no earlier position recurs.
        let irreversible = matches!(m, Move::Place(_) | Move::Insert { .. });
        match *m {
            Move::Place(cell) => {
                if let Some(i) = cell.index() {
                    self.cells[i] = NEUTRAL;
                    self.supply[usize::from(NEUTRAL - 1)] -= 1;
                }
            }
            Move::Insert { line, end } => {
                if let Some(li) = line.index() {
                    self.push_in(li, end, colour(mover));
                    self.supply[mover] -= 1;
                }
            }
            Move::Rotate { line, towards } => {
                if let Some(li) = line.index() {
                    self.rotate(li, towards);
                }
            }
            Move::Pass => {}
        }
        self.last = Some((mover, *m));
        self.ply += 1;
        self.to_move = match m {
            Move::Place(_) if self.placing() => mover,
            Move::Place(_) => self.start,
            _ => (mover + 1) % self.players,
        };

        let owners = self.square_owners();
        if owners != 0 {
            let others = owners & !(1 << mover);
            let winners = if others != 0 { others } else { owners };
            self.status = Status::Won(
                (0..self.players)
                    .filter(|s| winners >> s & 1 == 1)
                    .collect(),
            );
            return;
        }
        if irreversible {
            self.history.clear();
        }
        let key = self.key();
        self.history.push(key);
        if self.history.iter().filter(|&&k| k == key).count() >= 3 {
            self.status = Status::Repetition;
        } else if self.ply >= MOVE_LIMIT {
            self.status = Status::MoveLimit;
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match &self.status {
            Status::Running => None,
            Status::Won(seats) => Some(Outcome::Winners(seats.clone())),
            Status::Repetition | Status::MoveLimit => Some(Outcome::Draw),
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        if !Self::PLAYERS.contains(&self.players) {
            return Err(format!("{} players", self.players));
        }
        if self.to_move >= self.players || self.start >= self.players {
            return Err("seat out of range".into());
        }
        if self.cells.iter().any(|&c| c > 3) {
            return Err("bad colour code".into());
        }
        for (code, &left) in (1..=3).zip(&self.supply) {
            let inside = self.cells.iter().filter(|&&c| c == code).count();
            if inside + usize::from(left) != usize::from(BALLS_PER_COLOUR) {
                return Err(format!(
                    "colour {code}: {inside} in the cube, {left} in supply"
                ));
            }
        }
        if self.placing()
            && (self.supply[..2] != [BALLS_PER_COLOUR; 2] || self.to_move != 1 - self.start)
        {
            return Err("players moved before the neutral balls were placed".into());
        }
        if self.ply > MOVE_LIMIT {
            return Err(format!("{} moves played", self.ply));
        }
        let owners = self.square_owners();
        match &self.status {
            Status::Running => {
                if owners != 0 {
                    return Err("running with a square formed".into());
                }
                if self.history.last() != Some(&self.key()) {
                    return Err("history does not end in the current position".into());
                }
            }
            Status::Won(seats) => {
                if seats.is_empty() || seats.iter().any(|&s| owners >> s & 1 == 0) {
                    return Err(format!("winners {seats:?} without squares"));
                }
            }
            Status::Repetition => {
                let key = self.key();
                if self.history.iter().filter(|&&k| k == key).count() < 3 {
                    return Err("repetition draw without a third occurrence".into());
                }
            }
            Status::MoveLimit => {
                if self.ply != MOVE_LIMIT {
                    return Err("move-limit draw before the limit".into());
                }
            }
        }
        Ok(())
    }
}
