//! The dice (Würfel) and how they tip.

use crate::game::Seat;

/// A compass direction on the board. North is towards higher row numbers (Black's side),
/// east towards later column letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The letter used in move notation: `n`, `e`, `s`, `w`.
    pub fn letter(self) -> char {
        match self {
            Dir::North => 'n',
            Dir::East => 'e',
            Dir::South => 's',
            Dir::West => 'w',
        }
    }

    pub fn from_letter(c: char) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter() == c)
    }

    pub fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }

    /// The two directions at a right angle: where a path may turn.
    pub fn sideways(self) -> [Dir; 2] {
        match self {
            Dir::North | Dir::South => [Dir::East, Dir::West],
            Dir::East | Dir::West => [Dir::North, Dir::South],
        }
    }
}

/// One die (Würfel), the game's only kind of piece, with its full orientation: the face on
/// top, the face towards north and the face towards east; the other three faces are their
/// opposites (opposite faces sum to 7). Only right-handed dice exist: with 1 on top and 2
/// facing south, 3 faces east.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Die {
    owner: u8,
    top: u8,
    north: u8,
    east: u8,
}

impl Die {
    /// The die of `owner` (0 = Red, 1 = Black) showing `top` with `north` towards north; the
    /// east face follows from the die's handedness. `None` unless both are faces 1–6 that
    /// touch (neither equal nor opposite).
    pub fn new(owner: Seat, top: u8, north: u8) -> Option<Die> {
        let face = 1..=6;
        if owner > 1
            || !face.contains(&top)
            || !face.contains(&north)
            || north == top
            || north == 7 - top
        {
            return None;
        }
        let east = (1..=6)
            .filter(|&e| e != top && e != 7 - top && e != north && e != 7 - north)
            .find(|&e| right_handed(top, north, e))?;
        Some(Die {
            owner: owner as u8,
            top,
            north,
            east,
        })
    }

    pub fn owner(self) -> Seat {
        usize::from(self.owner)
    }
    pub fn top(self) -> u8 {
        self.top
    }
    pub fn bottom(self) -> u8 {
        7 - self.top
    }
    pub fn north(self) -> u8 {
        self.north
    }
    pub fn south(self) -> u8 {
        7 - self.north
    }
    pub fn east(self) -> u8 {
        self.east
    }
    pub fn west(self) -> u8 {
        7 - self.east
    }

    /// The die after tipping one square towards `dir`: it rolls over its edge on that side,
    /// so the face opposite `dir` comes on top and the old top faces `dir`.
    pub fn tipped(self, dir: Dir) -> Die {
        let Die {
            owner,
            top,
            north,
            east,
        } = self;
        let (top, north, east) = match dir {
            Dir::North => (7 - north, top, east),
            Dir::South => (north, 7 - top, east),
            Dir::East => (7 - east, north, top),
            Dir::West => (east, north, 7 - top),
        };
        Die {
            owner,
            top,
            north,
            east,
        }
    }

    /// Whether the orientation is one a real die can have (used by invariant checks, since
    /// deserialised states bypass [`Die::new`]).
    pub(crate) fn is_real(self) -> bool {
        Die::new(self.owner(), self.top, self.north) == Some(self)
    }
}

/// Whether faces 1, 2 and 3 of a die with this (top, north, east) sit around their corner
/// the way they do on the reference die (1 up, 2 south, 3 east): the determinant of their
/// outward directions is +1.
fn right_handed(top: u8, north: u8, east: u8) -> bool {
    let towards = |face: u8| -> [i32; 3] {
        match face {
            f if f == top => [0, 0, 1],
            f if f == 7 - top => [0, 0, -1],
            f if f == north => [0, 1, 0],
            f if f == 7 - north => [0, -1, 0],
            f if f == east => [1, 0, 0],
            _ => [-1, 0, 0],
        }
    };
    let (a, b, c) = (towards(1), towards(2), towards(3));
    let det = a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
        + a[2] * (b[0] * c[1] - b[1] * c[0]);
    det == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_die_and_all_24_orientations() {
        let reference = Die::new(0, 1, 5).unwrap();
        assert_eq!((reference.south(), reference.east()), (2, 3));
        let real: Vec<Die> = (1..=6)
            .flat_map(|t| (1..=6).filter_map(move |n| Die::new(0, t, n)))
            .collect();
        assert_eq!(real.len(), 24);
        // Tipping never leaves the 24 real orientations, and four tips one way come back.
        for d in &real {
            for dir in Dir::ALL {
                assert!(d.tipped(dir).is_real());
                assert_eq!(d.tipped(dir).tipped(dir.opposite()), *d);
                let round = (0..4).fold(*d, |x, _| x.tipped(dir));
                assert_eq!(round, *d);
            }
        }
    }
}
