//! The 10×10 board ("Spielplan"), its squares, and the sides the seats sit on.

use std::fmt;
use std::str::FromStr;

use crate::game::NotationError;

/// Squares per row and per column.
pub const SIZE: u8 = 10;

/// The most seats: one a side.
pub(super) const PLAYERS_MAX: usize = 4;

/// A square from `a1` to `j10`. Files `a`–`j` run left to right and ranks `1`–`10` run
/// away from the South side, where seat 0 sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "String", into = "String")
)]
pub struct Square(u8);

const NEIGHBOURS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

impl Square {
    /// The square on `file` and `rank`, both counted from 0.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < SIZE && rank < SIZE).then_some(Square(rank * SIZE + file))
    }

    /// All 100 squares, `a1`, `b1`, … `j10`.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> {
        (0..SIZE * SIZE).map(Square)
    }

    /// `0..100`, rank by rank.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Column from the left as seen from the South side, `0..10`.
    pub fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// Row counted from the South side, `0..10`.
    pub fn rank(self) -> u8 {
        self.0 / SIZE
    }

    fn offset(self, dx: i8, dy: i8) -> Option<Square> {
        let file = u8::try_from(self.file() as i8 + dx).ok()?;
        let rank = u8::try_from(self.rank() as i8 + dy).ok()?;
        Square::new(file, rank)
    }

    /// The up to eight squares around this one (orthogonal and diagonal).
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        NEIGHBOURS
            .iter()
            .filter_map(move |&(dx, dy)| self.offset(dx, dy))
    }

    /// The up to six squares of the "6" reading: the four diagonals and the two neighbours
    /// along the line through the side `seat_side` (towards and away from that seat).
    pub fn six_neighbours(self, seat_side: Compass) -> impl Iterator<Item = Square> {
        let across = matches!(seat_side, Compass::East | Compass::West);
        NEIGHBOURS
            .iter()
            .filter(move |&&(dx, dy)| {
                (dx != 0 && dy != 0) || (if across { dy == 0 } else { dx == 0 })
            })
            .filter_map(move |&(dx, dy)| self.offset(dx, dy))
    }

    /// The next square towards `heading`, if still on the board.
    pub fn step(self, heading: Compass) -> Option<Square> {
        let (dx, dy) = match heading {
            Compass::North => (0, 1),
            Compass::East => (1, 0),
            Compass::South => (0, -1),
            Compass::West => (-1, 0),
        };
        self.offset(dx, dy)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || NotationError::new(s, "a square is a file a-j and a rank 1-10, e.g. c4");
        let mut chars = s.chars();
        let file = match chars.next() {
            Some(c @ 'a'..='j') => c as u8 - b'a',
            _ => return Err(bad()),
        };
        let rank = match chars.as_str() {
            "10" => 10,
            r if r.len() == 1 => match r.as_bytes().first() {
                Some(d @ b'1'..=b'9') => d - b'0',
                _ => return Err(bad()),
            },
            _ => return Err(bad()),
        };
        Square::new(file, rank - 1).ok_or_else(bad)
    }
}

impl TryFrom<String> for Square {
    type Error = NotationError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Square> for String {
    fn from(sq: Square) -> String {
        sq.to_string()
    }
}

/// A side of the board, and the heading towards it: North is the side of rank 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Compass {
    North,
    East,
    South,
    West,
}

impl Compass {
    /// Clockwise order seen from above, starting at North (the declaration order).
    const CLOCKWISE: [Compass; 4] = [Compass::North, Compass::East, Compass::South, Compass::West];

    /// A quarter turn clockwise, `quarters` times.
    pub(crate) fn turned(self, quarters: usize) -> Compass {
        Compass::CLOCKWISE[(self as usize + quarters) % 4]
    }

    /// The sides the seats take, in turn order (clockwise around the table): two players sit
    /// opposite, three on three sides, four on all sides.
    pub(crate) fn seat_sides(players: usize) -> &'static [Compass] {
        match players {
            2 => &[Compass::South, Compass::North],
            3 => &[Compass::South, Compass::West, Compass::North],
            _ => &[Compass::South, Compass::West, Compass::North, Compass::East],
        }
    }
}
