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

mod geometry;
mod notation;

pub use geometry::{squares, Axis, Cell, End, Line};

use geometry::{LINE_CELLS, SQUARE_CELLS};

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

/// A move; its text form is described in the module doc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Two-player setup: one neutral ball into an empty cell.
    Place(Cell),
    /// A ball from the mover's supply enters the cell at `end` and pushes towards the other end.
    Insert { line: Line, end: End },
    /// A full line shifts cyclically by one cell, its balls moving towards `towards`.
    Rotate { line: Line, towards: End },
    /// Only when there is no other legal move.
    Pass,
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

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("all neutral balls must be placed first")]
    NeutralsFirst,
    #[error("there is no neutral ball left to place")]
    NoNeutralToPlace,
    #[error("that cell or line is not on the cube")]
    OffTheCube,
    #[error("that cell is not empty")]
    CellOccupied,
    #[error("your supply is empty: you may only rotate")]
    SupplyEmpty,
    #[error("the line is full: no ball may be pushed out of the cube")]
    LineFull,
    #[error("only a full line can be rotated")]
    LineNotFull,
    #[error("rotating a line of one colour changes nothing")]
    OneColourLine,
    #[error("this rotation would undo the move just made")]
    ReverseRotation,
    #[error("you have a legal move, so you may not pass")]
    PassNotAllowed,
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

    /// A position for tests and puzzles: `diagram` lists the 27 cells in notation order
    /// (`000`, `001`, `002`, `010`, …), `.` empty, `0`/`1`/`2` a seat's ball, `n` neutral;
    /// whitespace and `|` are ignored. Supplies are what is not in the cube; a two-player
    /// position must hold all 9 neutral balls (setup done) and no square may be formed.
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn from_diagram(players: usize, to_move: Seat, diagram: &str) -> Result<Self, String> {
        if !Self::PLAYERS.contains(&players) || to_move >= players {
            return Err(format!("bad players {players} / to move {to_move}"));
        }
        let symbols: Vec<char> = diagram
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '|')
            .collect();
        if symbols.len() != 27 {
            return Err(format!("{} cells instead of 27", symbols.len()));
        }
        let mut cells = [EMPTY; 27];
        for (cell, symbol) in cells.iter_mut().zip(symbols) {
            *cell = match symbol {
                '.' => EMPTY,
                '0' => 1,
                '1' => 2,
                '2' if players == 3 => 3,
                'n' if players == 2 => NEUTRAL,
                other => return Err(format!("unexpected {other:?}")),
            };
        }
        let mut supply = [BALLS_PER_COLOUR; 3];
        for (code, left) in (1..=3).zip(&mut supply) {
            let inside = cells.iter().filter(|&&c| c == code).count();
            *left = BALLS_PER_COLOUR
                .checked_sub(inside as u8)
                .ok_or_else(|| format!("more than 9 balls of colour {code}"))?;
        }
        let mut g = Cubulus {
            players,
            cells,
            supply,
            start: to_move,
            to_move,
            last: None,
            ply: 0,
            status: Status::Running,
            history: Vec::new(),
        };
        if g.placing() {
            return Err("a two-player position needs all 9 neutral balls".into());
        }
        if g.square_owners() != 0 {
            return Err("a square is already formed".into());
        }
        g.history.push(g.key());
        Ok(g)
    }

    fn line_colours(&self, li: usize) -> [u8; 3] {
        LINE_CELLS[li].map(|i| self.cells[i])
    }

    /// The reverse of the last rotation, as (line index, direction).
    fn forbidden(&self) -> Option<(usize, End)> {
        match self.last {
            Some((_, Move::Rotate { line, towards })) => {
                line.index().map(|li| (li, towards.opposite()))
            }
            _ => None,
        }
    }

    /// Appends the legal moves of line `li` in the playing phase.
    fn line_moves(&self, li: usize, out: &mut Vec<Move>) {
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
    fn square_owners(&self) -> u8 {
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
    fn key(&self) -> u64 {
        let cube = self.cells.iter().fold(0u64, |k, &c| k << 2 | u64::from(c));
        let forbidden = self
            .forbidden()
            .map_or(0, |(li, towards)| 1 + 2 * li as u64 + towards as u64);
        (cube << 2 | self.to_move as u64) << 6 | forbidden
    }

    /// Moves ball codes along line `li` from `end`: the new ball enters, each ball ahead
    /// moves on until one lands in the empty cell.
    fn push_in(&mut self, li: usize, end: End, code: u8) {
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

    fn rotate(&mut self, li: usize, towards: End) {
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
