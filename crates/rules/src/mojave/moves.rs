//! Squares, paths and moves, with their text notation (see the module doc of `mojave`), and
//! the rules a move can break.

use std::fmt;
use std::str::FromStr;

use super::die::{Die, Dir};
use crate::game::NotationError;

/// Columns a–o: the board's short side always holds the 15 dice of a setup.
pub const WIDTH: u8 = 15;
/// Longest board the `length` option allows.
pub const MAX_LENGTH: u8 = 30;

/// A square, counted from 0: `col` 0–14 is a–o (west to east), `row` 0 is row 1 (Red's
/// short side). Written `c3` = `Square { col: 2, row: 2 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square {
    pub col: u8,
    pub row: u8,
}

impl Square {
    pub const fn new(col: u8, row: u8) -> Square {
        Square { col, row }
    }

    /// The next square towards `dir`, or `None` past the widest and longest board the game
    /// allows (a shorter board also needs its own row check).
    pub fn step(self, dir: Dir) -> Option<Square> {
        let Square { col, row } = self;
        let (col, row) = match dir {
            Dir::North => (Some(col), row.checked_add(1).filter(|&r| r < MAX_LENGTH)),
            Dir::South => (Some(col), row.checked_sub(1)),
            Dir::East => (col.checked_add(1).filter(|&c| c < WIDTH), Some(row)),
            Dir::West => (col.checked_sub(1), Some(row)),
        };
        Some(Square::new(col?, row?))
    }

    /// Orthogonally next to `other` (sharing a side).
    pub fn is_next_to(self, other: Square) -> bool {
        self.col.abs_diff(other.col) + self.row.abs_diff(other.row) == 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.col),
            u32::from(self.row) + 1
        )
    }
}

impl FromStr for Square {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_square(s).map_err(|why| NotationError::new(s, why))
    }
}

fn parse_square(s: &str) -> Result<Square, &'static str> {
    let mut chars = s.chars();
    let letter = chars
        .next()
        .ok_or("a square is a column a–o and a row number")?;
    let col = ('a'..='o')
        .position(|c| c == letter)
        .ok_or("the column is a letter a–o")?;
    let row = parse_number(chars.as_str(), u32::from(MAX_LENGTH))
        .ok_or("the row is a number 1–30 without leading zero")?;
    Ok(Square::new(col as u8, (row - 1) as u8))
}

/// A whole number 1..=max written without sign or leading zero.
fn parse_number(s: &str, max: u32) -> Option<u32> {
    if s.is_empty() || s.len() > 2 || s.starts_with('0') || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok().filter(|&n| (1..=max).contains(&n))
}

/// A straight stretch of a path: `len` squares towards `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Run {
    pub dir: Dir,
    pub len: u8,
}

/// The way a die tips: a straight run, optionally followed by one sideways turn into a
/// second run (an L). Any value can be built; `Mojave::validate` names what is wrong with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Path {
    pub first: Run,
    pub turn: Option<Run>,
}

impl Path {
    pub fn straight(dir: Dir, len: u8) -> Path {
        Path {
            first: Run { dir, len },
            turn: None,
        }
    }

    pub fn turning(dir: Dir, len: u8, then: Dir, then_len: u8) -> Path {
        Path {
            first: Run { dir, len },
            turn: Some(Run {
                dir: then,
                len: then_len,
            }),
        }
    }

    /// Number of squares tipped.
    pub fn distance(&self) -> u32 {
        u32::from(self.first.len) + self.turn.map_or(0, |t| u32::from(t.len))
    }

    /// Each single tip in order.
    pub fn steps(&self) -> impl Iterator<Item = Dir> + '_ {
        let first = std::iter::repeat_n(self.first.dir, usize::from(self.first.len));
        let turn = self
            .turn
            .into_iter()
            .flat_map(|t| std::iter::repeat_n(t.dir, usize::from(t.len)));
        first.chain(turn)
    }

    /// The other order of an L's two runs when it is the same move: both orders end on the
    /// same square, and they leave the die the same way up exactly when the two rotations
    /// commute — one run is a full turn (4) or both are half-turns (2 and 2). `None` for a
    /// straight path, a path that is not a proper L, or an L whose orders differ.
    pub fn equivalent(&self) -> Option<Path> {
        let turn = self.turn?;
        let proper =
            turn.len > 0 && self.first.len > 0 && self.first.dir.sideways().contains(&turn.dir);
        let (a, b) = (self.first.len % 4, turn.len % 4);
        (proper && (a == 0 || b == 0 || (a == 2 && b == 2))).then_some(Path {
            first: turn,
            turn: Some(self.first),
        })
    }

    /// The one way a move is written: of two equivalent orders, the one whose first run goes
    /// north or south (along the board's length, towards or away from the opponent).
    pub fn canonical(self) -> Path {
        match self.equivalent() {
            Some(other) if matches!(self.first.dir, Dir::East | Dir::West) => other,
            _ => self,
        }
    }

    /// Every square the die stands on, with its orientation there, from `from` (holding
    /// `die`) to the end: what a rolling animation shows. Stops early if the path leaves the
    /// largest possible board.
    pub fn trail(&self, from: Square, die: Die) -> Vec<(Square, Die)> {
        let mut trail = vec![(from, die)];
        let (mut at, mut die) = (from, die);
        for dir in self.steps() {
            let Some(next) = at.step(dir) else { break };
            at = next;
            die = die.tipped(dir);
            trail.push((at, die));
        }
        trail
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for run in std::iter::once(self.first).chain(self.turn) {
            write!(f, "{}{}", run.dir.letter(), run.len)?;
        }
        Ok(())
    }
}

fn parse_path(s: &str) -> Result<Path, &'static str> {
    let mut runs: Vec<Run> = Vec::new();
    let mut chars = s.chars();
    while let Some(letter) = chars.next() {
        let dir =
            Dir::from_letter(letter).ok_or("a run is a direction n, e, s or w and a length")?;
        let rest = chars.as_str();
        let tail = rest.trim_start_matches(|c: char| c.is_ascii_digit());
        let number = rest.strip_suffix(tail).unwrap_or_default();
        let len = parse_number(number, 6).ok_or("a run's length is 1–6")?;
        runs.push(Run {
            dir,
            len: len as u8,
        });
        chars = tail.chars();
    }
    match runs[..] {
        [first] => Ok(Path { first, turn: None }),
        [first, turn] => Ok(Path {
            first,
            turn: Some(turn),
        }),
        [] => Err("the path is missing"),
        _ => Err("a path turns at most once"),
    }
}

/// One move: tip a die along a path, or pass (only when no die of the player can move).
///
/// A move is its outcome: two paths that end on the same square with the die the same way up
/// ([`Path::equivalent`]) are the same move, compare equal, hash alike and print in the
/// canonical form ([`Path::canonical`]); parsing either gives the canonical one.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    Tip { from: Square, path: Path },
    Pass,
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.canonical_key() == other.canonical_key()
    }
}

impl Eq for Move {}

impl std::hash::Hash for Move {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.canonical_key().hash(state);
    }
}

impl Move {
    fn canonical_key(&self) -> Option<(Square, Path)> {
        match *self {
            Move::Tip { from, path } => Some((from, path.canonical())),
            Move::Pass => None,
        }
    }

    /// The same move written in its canonical form.
    pub fn canonical(self) -> Move {
        match self {
            Move::Tip { from, path } => Move::Tip {
                from,
                path: path.canonical(),
            },
            Move::Pass => Move::Pass,
        }
    }

    /// The square the moving die starts on (`None` for a pass).
    pub fn start(&self) -> Option<Square> {
        match self {
            Move::Tip { from, .. } => Some(*from),
            Move::Pass => None,
        }
    }

    /// The square the die ends on (`None` for a pass or a path off the largest board).
    pub fn end(&self) -> Option<Square> {
        match self {
            Move::Tip { from, path } => path.steps().try_fold(*from, |at, dir| at.step(dir)),
            Move::Pass => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Tip { from, path } => write!(f, "{from}:{}", path.canonical()),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "pass" {
            return Ok(Move::Pass);
        }
        let (from, path) = s
            .split_once(':')
            .ok_or_else(|| NotationError::new(s, "write square:path, e.g. c3:n2e1, or pass"))?;
        let from = parse_square(from).map_err(|why| NotationError::new(s, why))?;
        let path = parse_path(path).map_err(|why| NotationError::new(s, why))?;
        Ok(Move::Tip {
            from,
            path: path.canonical(),
        })
    }
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
