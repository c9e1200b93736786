//! Würfel-Strategie "Mojave": two players, 15 dice (Würfel) each. A die tips across the
//! board exactly as many squares as its top showed, straight or with one sideways turn, and
//! fights the enemy dice it ends beside; a tie puts the attacked dice in Zugzwang. Remove
//! every enemy die to win. Rule note: `shared/rules/mojave.md`.
//!
//! # Board
//! 15 columns `a`–`o` (west to east) by `length` rows `1`–`length` (south to north; option
//! `length`, 16–30, default 20). Red (seat 0) sets up on rows 3–4 at the south, Black (seat 1)
//! on rows `length-2` and `length-3` at the north. Red moves first unless option `first` says
//! `black` or `random` (drawn from the seed).
//!
//! # Notation
//! - A tip: the die's square, `:`, then the path as one or two runs, each a direction letter
//!   (`n`, `e`, `s`, `w`) and a length: `c3:n3` tips the die on c3 three squares north;
//!   `c3:n2e1` tips it two north, then turns and tips one east. The second run must be at a
//!   right angle to the first (the rules allow one sideways turn, never back and forth).
//! - A move is its outcome: the die, where it ends and which way up. The two orders of an L
//!   leave the die the same way up when one run is 4 long (a full turn) or both are 2 (two
//!   half-turns about perpendicular axes commute): `c3:e2n2` and `c3:n2e2` are then one move,
//!   legal if either path is free, and written with the north–south run first
//!   ([`Path::canonical`]). Otherwise the two orders are different moves.
//! - `pass`: only when none of the player's dice can move.
//!
//! # For a board view
//! [`Mojave::die_at`], [`Mojave::all_dice`] / [`Mojave::dice`] (every [`Die`] with its full
//! orientation), [`Mojave::dice_count`], [`Mojave::moves_from`] (the clicked die's legal
//! moves; [`Move::end`] is where each ends, [`Mojave::die_after`] how it lands and
//! [`Mojave::trail`] every square and orientation on the way), [`Mojave::zugzwang`],
//! [`Mojave::last_move`], [`Mojave::last_trail`] (rolling animation) and
//! [`Mojave::last_events`] (fights, falls, Zugzwang, answers) for announcements, and
//! [`Mojave::end_reason`].
//!
//! # Decisions beyond the note
//! - "Move the attacked die away" (Zugzwang answer b) means it must not end orthogonally
//!   next to the attacker again; the attacked dice that stay behind leave after the move, so
//!   they still block its path.
//! - Answer (a) may use any die of the player that was not attacked; a withdrawal, like
//!   every move, is followed by the combat procedure around the moved die.
//! - A Zugzwang with no answer is settled at once, as the last part of the move that caused
//!   it (so it counts before an end by move limit or backstop).
//! - Every move counts towards the move limit and the 300-move backstop, passes included.
//! - Option `move_limit` counts moves of both players together (0 = none, up to 300).

mod die;
mod notation;

pub use die::{Die, Dir};
pub use notation::{Move, Path, Run, Square, MAX_LENGTH, WIDTH};

use std::cmp::Ordering;

use crate::game::{Game, GameId, OptionKind, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::rng::GameRng;

/// Seat 0, the south side, red dice.
pub const RED: Seat = 0;
/// Seat 1, the north side, black dice.
pub const BLACK: Seat = 1;
/// Shortest board the `length` option allows.
pub const MIN_LENGTH: u8 = 16;
/// Dice each player sets up.
pub const DICE_PER_PLAYER: usize = 15;
/// After this many moves the game ends and more dice wins (Digital rule).
pub const BACKSTOP: u32 = 300;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "length",
        kind: OptionKind::Int {
            min: MIN_LENGTH as i64,
            max: MAX_LENGTH as i64,
        },
        default: "20",
    },
    OptionSpec {
        key: "move_limit",
        kind: OptionKind::Int {
            min: 0,
            max: BACKSTOP as i64,
        },
        default: "0",
    },
    OptionSpec {
        key: "first",
        kind: OptionKind::Choice(&["red", "black", "random"]),
        default: "red",
    },
];

/// A Zugzwang: the attacked dice tied with their attacker, and their owner's next move must
/// answer it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Zugzwang {
    /// The player in Zugzwang (to move).
    pub seat: Seat,
    /// The attacked dice: the one die fought by several, or the two or three one die fought.
    pub attacked: Vec<Square>,
    /// The attacking die (the one that moved).
    pub attacker: Square,
    /// Answer (a) exists: another die of `seat` can end next to the attacker, which then falls.
    pub can_reinforce: bool,
    /// Answer (b) exists: an attacked die can move away (the other attacked dice then fall).
    pub can_withdraw: bool,
}

/// How a player in Zugzwang answered it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Answer {
    /// (a) Another die moved next to the attacker, which fell.
    Reinforce,
    /// (b) An attacked die moved away.
    Withdraw,
}

/// Why a die left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Cause {
    /// Its side had the smaller sum in a fight.
    Combat,
    /// It was attacked in Zugzwang and another attacked die withdrew.
    LeftBehind,
    /// It was in Zugzwang and no answer existed.
    NoAnswer,
}

/// Something a move caused, in order, for announcements.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    /// The player in Zugzwang answered it with this move.
    Answered(Answer),
    /// Tops were compared: the mover's dice `attackers` (sum `attack`) against the other
    /// player's `defenders` (sum `defence`).
    Combat {
        attackers: Vec<Square>,
        defenders: Vec<Square>,
        attack: u8,
        defence: u8,
    },
    /// A die left the board.
    Fell {
        square: Square,
        die: Die,
        cause: Cause,
    },
    /// A tie put the other player in Zugzwang. With neither answer possible it is settled at
    /// once: `NoAnswer` falls follow and no Zugzwang stays pending.
    Zugzwang(Zugzwang),
}

/// Why the game ended; the player with more dice wins, equal is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    /// A player has no dice left.
    NoDiceLeft,
    /// Both players passed, one after the other.
    TwoPasses,
    /// The agreed move limit (option `move_limit`) ran out.
    MoveLimit,
    /// The 300-move backstop.
    Backstop,
}

/// A move that broke a rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("{0} is not on the board")]
    NotOnBoard(Square),
    #[error("there is no die on {0}")]
    NoDie(Square),
    #[error("the die on {0} is not yours")]
    NotYourDie(Square),
    #[error("a run of the path is empty")]
    EmptyRun,
    #[error("the path may not go back and forth")]
    BackAndForth,
    #[error("a turn must be sideways; write a straight path as one run")]
    NotATurn,
    #[error("the die shows {top}, so it must tip exactly {top} squares, not {distance}")]
    WrongDistance { top: u8, distance: u32 },
    #[error("the die may not leave the board")]
    LeavesBoard,
    #[error("the path runs into the die on {0}")]
    Blocked(Square),
    #[error("you may pass only when none of your dice can move")]
    PassWithMoves,
    #[error("Zugzwang: move a die next to the attacker on {attacker}, or an attacked die away")]
    ZugzwangIgnored { attacker: Square },
    #[error("Zugzwang: the attacked die must end away from the attacker on {attacker}")]
    NotAway { attacker: Square },
}

/// The last move with what it caused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Last {
    mover: Seat,
    mv: Move,
    /// The moved die before it tipped.
    die: Option<Die>,
    events: Vec<Event>,
}

/// A game of Mojave.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Mojave {
    length: u8,
    /// Row-major, `row * WIDTH + col`.
    board: Vec<Option<Die>>,
    dice: [u8; 2],
    turn: Seat,
    moves_played: u32,
    /// 0 = no limit.
    move_limit: u32,
    /// Passes in a row just before now.
    passes: u8,
    zugzwang: Option<Zugzwang>,
    last: Option<Last>,
    end: Option<End>,
}

impl Mojave {
    fn empty(length: u8, turn: Seat, move_limit: u32) -> Mojave {
        Mojave {
            length,
            board: vec![None; usize::from(WIDTH) * usize::from(length)],
            dice: [0; 2],
            turn,
            moves_played: 0,
            move_limit,
            passes: 0,
            zugzwang: None,
            last: None,
            end: None,
        }
    }

    /// A position built for tests and puzzles: `dice` on a board of `length` rows, `turn` to
    /// move, no moves played, no Zugzwang, no move limit.
    ///
    /// # Panics
    /// If a square is off the board or given twice.
    #[cfg(any(test, feature = "test-helpers"))]
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

    /// Always 15.
    pub fn width(&self) -> u8 {
        WIDTH
    }

    /// Number of rows.
    pub fn length(&self) -> u8 {
        self.length
    }

    pub fn on_board(&self, sq: Square) -> bool {
        sq.col < WIDTH && sq.row < self.length
    }

    fn index(&self, sq: Square) -> Option<usize> {
        self.on_board(sq)
            .then(|| usize::from(sq.row) * usize::from(WIDTH) + usize::from(sq.col))
    }

    pub fn die_at(&self, sq: Square) -> Option<Die> {
        self.index(sq).and_then(|i| self.board[i])
    }

    /// Every die on the board with its square, row by row from the south.
    pub fn all_dice(&self) -> impl Iterator<Item = (Square, Die)> + '_ {
        self.board.iter().enumerate().filter_map(|(i, d)| {
            let sq = Square::new(
                (i % usize::from(WIDTH)) as u8,
                (i / usize::from(WIDTH)) as u8,
            );
            d.map(|d| (sq, d))
        })
    }

    /// The dice of `seat` with their squares.
    pub fn dice(&self, seat: Seat) -> impl Iterator<Item = (Square, Die)> + '_ {
        self.all_dice().filter(move |(_, d)| d.owner() == seat)
    }

    pub fn dice_count(&self, seat: Seat) -> usize {
        self.dice.get(seat).map_or(0, |&n| usize::from(n))
    }

    /// The pending Zugzwang: who must answer it, the attacked dice, the attacker, and which
    /// answers exist.
    pub fn zugzwang(&self) -> Option<&Zugzwang> {
        self.zugzwang.as_ref()
    }

    pub fn last_move(&self) -> Option<&Move> {
        self.last.as_ref().map(|l| &l.mv)
    }

    /// Who played the last move.
    pub fn last_mover(&self) -> Option<Seat> {
        self.last.as_ref().map(|l| l.mover)
    }

    /// What the last move caused, in order: fights, falls, Zugzwang.
    pub fn last_events(&self) -> &[Event] {
        self.last.as_ref().map_or(&[], |l| &l.events)
    }

    /// The last move's rolling animation: each square with the die's orientation there, from
    /// its start to its end along the path it rolled (empty after a pass or before any move).
    pub fn last_trail(&self) -> Vec<(Square, Die)> {
        match self.last.as_ref() {
            Some(Last {
                mv: Move::Tip { from, path },
                die: Some(die),
                ..
            }) => path.trail(*from, *die),
            _ => Vec::new(),
        }
    }

    /// A move's rolling animation from the current position (`None` for a pass or an empty
    /// start square), along a free path of the move; the last entry is the die as it ends.
    pub fn trail(&self, m: &Move) -> Option<Vec<(Square, Die)>> {
        match m {
            Move::Tip { from, path } => Some(
                self.free_path(*from, *path)
                    .trail(*from, self.die_at(*from)?),
            ),
            Move::Pass => None,
        }
    }

    /// `path`, or its equivalent order if only that one is free: the way the die rolls.
    fn free_path(&self, from: Square, path: Path) -> Path {
        match path.equivalent() {
            Some(other) if self.walk(from, &path).is_err() && self.walk(from, &other).is_ok() => {
                other
            }
            _ => path,
        }
    }

    /// The die as it stands after `m`, before any fight.
    pub fn die_after(&self, m: &Move) -> Option<Die> {
        self.trail(m)?.last().map(|&(_, d)| d)
    }

    /// Moves played so far, passes included.
    pub fn moves_played(&self) -> u32 {
        self.moves_played
    }

    /// The agreed move limit, if any.
    pub fn move_limit(&self) -> Option<u32> {
        (self.move_limit > 0).then_some(self.move_limit)
    }

    pub fn end_reason(&self) -> Option<End> {
        self.end
    }

    /// The legal moves of the die on `from` (empty unless it belongs to the player to move),
    /// each once, in canonical form; each ends on `Move::end()`. Two moves to one square
    /// differ in which way up the die ends ([`Mojave::die_after`]).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves = Vec::new();
        if let Some(die) = self
            .die_at(from)
            .filter(|d| self.end.is_none() && d.owner() == self.turn)
        {
            self.tips(from, die, |path, end| {
                let path = path.canonical();
                // Every move here starts on `from` and is canonical: comparing paths is
                // comparing moves, without `Move::eq` making both canonical again.
                let known = moves
                    .iter()
                    .any(|m| matches!(m, Move::Tip { path: p, .. } if *p == path));
                if self.answers(from, end).is_ok() && !known {
                    moves.push(Move::Tip { from, path });
                }
            });
        }
        moves
    }

    /// The neighbour of `at` towards `dir` if it is on the board and empty.
    fn free_step(&self, at: Square, dir: Dir) -> Option<Square> {
        at.step(dir)
            .filter(|&s| self.on_board(s) && self.die_at(s).is_none())
    }

    /// Calls `found(path, end)` for every path the die on `from` may tip along, ignoring
    /// whose turn it is and Zugzwang.
    fn tips(&self, from: Square, die: Die, mut found: impl FnMut(Path, Square)) {
        let n = die.top();
        for dir in Dir::ALL {
            let mut at = from;
            for len in 1..=n {
                let Some(next) = self.free_step(at, dir) else {
                    break;
                };
                at = next;
                if len == n {
                    found(Path::straight(dir, n), at);
                    continue;
                }
                for then in dir.sideways() {
                    let end = (len..n).try_fold(at, |a, _| self.free_step(a, then));
                    if let Some(end) = end {
                        found(Path::turning(dir, len, then, n - len), end);
                    }
                }
            }
        }
    }

    /// Whether a tip from `from` to `end` is allowed by the pending Zugzwang, if any.
    fn answers(&self, from: Square, end: Square) -> Result<Option<Answer>, Error> {
        let Some(z) = &self.zugzwang else {
            return Ok(None);
        };
        let beside = end.is_next_to(z.attacker);
        match (z.attacked.contains(&from), beside) {
            (true, false) => Ok(Some(Answer::Withdraw)),
            (true, true) => Err(Error::NotAway {
                attacker: z.attacker,
            }),
            (false, true) => Ok(Some(Answer::Reinforce)),
            (false, false) => Err(Error::ZugzwangIgnored {
                attacker: z.attacker,
            }),
        }
    }

    fn has_move(&self) -> bool {
        self.dice(self.turn)
            .any(|(from, _)| !self.moves_from(from).is_empty())
    }

    /// Checks a tip against the board (not Zugzwang) and returns its end square.
    fn check_tip(&self, from: Square, path: &Path) -> Result<Square, Error> {
        if !self.on_board(from) {
            return Err(Error::NotOnBoard(from));
        }
        let die = self.die_at(from).ok_or(Error::NoDie(from))?;
        if die.owner() != self.turn {
            return Err(Error::NotYourDie(from));
        }
        if path.first.len == 0 || path.turn.is_some_and(|t| t.len == 0) {
            return Err(Error::EmptyRun);
        }
        if let Some(turn) = path.turn {
            if turn.dir == path.first.dir {
                return Err(Error::NotATurn);
            }
            if turn.dir == path.first.dir.opposite() {
                return Err(Error::BackAndForth);
            }
        }
        if path.distance() != u32::from(die.top()) {
            return Err(Error::WrongDistance {
                top: die.top(),
                distance: path.distance(),
            });
        }
        // Either order of an equivalent L will do; a failure names the written path.
        self.walk(from, path).or_else(|e| {
            path.equivalent()
                .and_then(|other| self.walk(from, &other).ok())
                .ok_or(e)
        })
    }

    /// Rolls along `path` from `from`: its end square, or where it leaves the board or is
    /// blocked.
    fn walk(&self, from: Square, path: &Path) -> Result<Square, Error> {
        let mut at = from;
        for dir in path.steps() {
            at = at
                .step(dir)
                .filter(|&s| self.on_board(s))
                .ok_or(Error::LeavesBoard)?;
            if self.die_at(at).is_some() {
                return Err(Error::Blocked(at));
            }
        }
        Ok(at)
    }

    /// The squares next to `at` holding dice of `seat`.
    fn neighbours_of(&self, at: Square, seat: Seat) -> Vec<Square> {
        Dir::ALL
            .into_iter()
            .filter_map(|d| at.step(d))
            .filter(|&s| self.die_at(s).is_some_and(|d| d.owner() == seat))
            .collect()
    }

    fn sum_of_tops(&self, squares: &[Square]) -> u8 {
        squares
            .iter()
            .filter_map(|&s| self.die_at(s))
            .map(Die::top)
            .sum()
    }

    fn remove(&mut self, sq: Square, cause: Cause, events: &mut Vec<Event>) {
        if let Some(die) = self.index(sq).and_then(|i| self.board[i].take()) {
            self.dice[die.owner()] -= 1;
            events.push(Event::Fell {
                square: sq,
                die,
                cause,
            });
        }
    }

    /// The note's combat procedure around the die that just ended its move on `at`.
    fn fight(&mut self, at: Square, events: &mut Vec<Event>) {
        let Some(moved) = self.die_at(at) else {
            return;
        };
        let (p, q) = (moved.owner(), 1 - moved.owner());
        let enemies = self.neighbours_of(at, q);
        // One die: all of P's dice beside it fight it together. Two or three (four cannot
        // be, the square the die came from is empty): the moved die fights them all.
        let (attackers, defenders) = match enemies[..] {
            [] => return,
            [e] => (self.neighbours_of(e, p), enemies),
            _ => (vec![at], enemies),
        };
        let attack = self.sum_of_tops(&attackers);
        let defence = self.sum_of_tops(&defenders);
        events.push(Event::Combat {
            attackers: attackers.clone(),
            defenders: defenders.clone(),
            attack,
            defence,
        });
        match attack.cmp(&defence) {
            Ordering::Less => attackers
                .iter()
                .for_each(|&s| self.remove(s, Cause::Combat, events)),
            Ordering::Greater => defenders
                .iter()
                .for_each(|&s| self.remove(s, Cause::Combat, events)),
            Ordering::Equal => self.declare_zugzwang(q, defenders, at, events),
        }
    }

    fn declare_zugzwang(
        &mut self,
        seat: Seat,
        attacked: Vec<Square>,
        attacker: Square,
        events: &mut Vec<Event>,
    ) {
        let mut z = Zugzwang {
            seat,
            attacked,
            attacker,
            can_reinforce: false,
            can_withdraw: false,
        };
        for (from, die) in self.dice(seat) {
            self.tips(from, die, |_, end| {
                if z.attacked.contains(&from) {
                    z.can_withdraw |= !end.is_next_to(attacker);
                } else {
                    z.can_reinforce |= end.is_next_to(attacker);
                }
            });
        }
        events.push(Event::Zugzwang(z.clone()));
        if z.can_reinforce || z.can_withdraw {
            self.zugzwang = Some(z);
        } else {
            for sq in z.attacked {
                self.remove(sq, Cause::NoAnswer, events);
            }
        }
    }

    fn ended(&self) -> Option<End> {
        if self.dice.contains(&0) {
            Some(End::NoDiceLeft)
        } else if self.passes >= 2 {
            Some(End::TwoPasses)
        } else if self.move_limit > 0 && self.moves_played >= self.move_limit {
            Some(End::MoveLimit)
        } else if self.moves_played >= BACKSTOP {
            Some(End::Backstop)
        } else {
            None
        }
    }
}

impl Game for Mojave {
    type Move = Move;
    type Error = Error;
    const ID: GameId = GameId::Mojave;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        let options = setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        let length = options.int("length")? as u8;
        let move_limit = options.int("move_limit")? as u32;
        let first = match options.choice("first")? {
            "black" => BLACK,
            "random" => GameRng::new(seed).below(2) as Seat,
            _ => RED,
        };
        let mut g = Mojave::empty(length, first, move_limit);
        // Rows 3 and 4 from each short side: row 3 leaves the outer square (each player's
        // left) empty, row 4 starts with a die. With 15 columns both players use the same
        // columns. 1 on top; in row 3 the 3 faces the middle, in row 4 the 2.
        let placements = (0..WIDTH).flat_map(|col| {
            let (back, front) = if col % 2 == 1 { (2, 3) } else { (3, 2) };
            let red = Square::new(col, back);
            let black = Square::new(col, length - 1 - back);
            [
                (red, Die::new(RED, 1, front)),
                (black, Die::new(BLACK, 1, 7 - front)),
            ]
        });
        for (sq, die) in placements {
            if let (Some(i), Some(die)) = (g.index(sq), die) {
                g.board[i] = Some(die);
                g.dice[die.owner()] += 1;
            }
        }
        Ok(g)
    }

    fn players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Option<Seat> {
        self.end.is_none().then_some(self.turn)
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.end.is_some() {
            return Vec::new();
        }
        let mut moves: Vec<Move> = self
            .dice(self.turn)
            .flat_map(|(from, _)| self.moves_from(from))
            .collect();
        if moves.is_empty() {
            moves.push(Move::Pass);
        }
        moves
    }

    fn validate(&self, m: &Move) -> Result<(), Error> {
        if self.end.is_some() {
            return Err(Error::GameOver);
        }
        match m {
            Move::Pass if self.has_move() => Err(Error::PassWithMoves),
            Move::Pass => Ok(()),
            Move::Tip { from, path } => {
                let end = self.check_tip(*from, path)?;
                self.answers(*from, end).map(|_| ())
            }
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let mover = self.turn;
        let mut events = Vec::new();
        let mut die = None;
        // Kept with the path the die rolled along, for the animation; it prints canonically.
        let mut mv = *m;
        match m {
            Move::Pass => self.passes += 1,
            Move::Tip { from, path } => {
                self.passes = 0;
                let rolled = self.free_path(*from, *path);
                mv = Move::Tip {
                    from: *from,
                    path: rolled,
                };
                die = self.index(*from).and_then(|i| self.board[i].take());
                if let Some(d) = die {
                    let (end, tipped) =
                        rolled.trail(*from, d).last().copied().unwrap_or((*from, d));
                    if let Some(i) = self.index(end) {
                        self.board[i] = Some(tipped);
                    }
                    let answer = self.answers(*from, end).ok().flatten();
                    if let (Some(answer), Some(z)) = (answer, self.zugzwang.take()) {
                        events.push(Event::Answered(answer));
                        match answer {
                            Answer::Withdraw => {
                                for &sq in z.attacked.iter().filter(|&&s| s != *from) {
                                    self.remove(sq, Cause::LeftBehind, &mut events);
                                }
                            }
                            // The attacker now faces its old sum plus the newcomer's top,
                            // which is always more: it falls.
                            Answer::Reinforce => {
                                let attackers = self.neighbours_of(z.attacker, mover);
                                events.push(Event::Combat {
                                    attack: self.sum_of_tops(&attackers),
                                    attackers,
                                    defenders: vec![z.attacker],
                                    defence: self.sum_of_tops(&[z.attacker]),
                                });
                                self.remove(z.attacker, Cause::Combat, &mut events);
                            }
                        }
                    }
                    self.fight(end, &mut events);
                }
            }
        }
        self.moves_played += 1;
        self.turn = 1 - mover;
        self.end = self.ended();
        if self.end.is_some() {
            self.zugzwang = None;
        }
        self.last = Some(Last {
            mover,
            mv,
            die,
            events,
        });
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end
            .map(|_| match self.dice[RED].cmp(&self.dice[BLACK]) {
                Ordering::Greater => Outcome::Winners(vec![RED]),
                Ordering::Less => Outcome::Winners(vec![BLACK]),
                Ordering::Equal => Outcome::Draw,
            })
    }

    fn check_invariants(&self) -> Result<(), String> {
        if !(MIN_LENGTH..=MAX_LENGTH).contains(&self.length)
            || self.board.len() != usize::from(WIDTH) * usize::from(self.length)
        {
            return Err(format!(
                "board of {} cells, length {}",
                self.board.len(),
                self.length
            ));
        }
        let mut counted = [0u8; 2];
        for (sq, die) in self.all_dice() {
            if !die.is_real() {
                return Err(format!("impossible die orientation on {sq}: {die:?}"));
            }
            counted[die.owner()] += 1;
        }
        if counted != self.dice || counted.iter().any(|&n| usize::from(n) > DICE_PER_PLAYER) {
            return Err(format!("dice counted {counted:?}, kept {:?}", self.dice));
        }
        if self.turn > 1 {
            return Err(format!("turn {}", self.turn));
        }
        if self.end != self.ended() {
            return Err(format!(
                "end {:?} but the rules say {:?}",
                self.end,
                self.ended()
            ));
        }
        if let Some(z) = &self.zugzwang {
            let owner = |s: Square| self.die_at(s).map(Die::owner);
            let sound = self.end.is_none()
                && z.seat == self.turn
                && owner(z.attacker) == Some(1 - z.seat)
                && (1..=3).contains(&z.attacked.len())
                && z.attacked
                    .iter()
                    .all(|&s| owner(s) == Some(z.seat) && s.is_next_to(z.attacker))
                && (z.can_reinforce || z.can_withdraw);
            if !sound {
                return Err(format!("unsound Zugzwang {z:?}"));
            }
        }
        Ok(())
    }
}
