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
//!
//! # Files
//! This module holds the state and the [`Game`] impl; `die.rs` a die and its orientation;
//! `moves.rs` squares, paths, the move, its notation and the rules a move can break;
//! `turn.rs` how a die tips and what follows; `view.rs` what a board reads;
//! `position.rs` a position as an editor sets it up (its notation, the conditions it must
//! meet, the state it becomes); `testing.rs`
//! positions for tests (feature `test-helpers`).

mod die;
pub(crate) mod lessons;
mod moves;
pub mod position;
#[cfg(any(test, feature = "test-helpers"))]
mod testing;
mod turn;
mod view;

pub use die::{Die, Dir};
pub use moves::{Error, Move, Path, Run, Square, MAX_LENGTH, WIDTH};

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

    fn index(&self, sq: Square) -> Option<usize> {
        self.on_board(sq)
            .then(|| usize::from(sq.row) * usize::from(WIDTH) + usize::from(sq.col))
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
