//! The grid (*kockarács*): its 27 cells, 27 lines and the 36 squares on its faces.

use std::fmt;
use std::str::FromStr;

use crate::game::NotationError;

/// A cell (*rekesz*, compartment) of the 3×3×3 grid; each coordinate is 0, 1 or 2.
/// Written as its three digits `xyz`, e.g. `012`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cell {
    pub x: u8,
    pub y: u8,
    pub z: u8,
}

impl Cell {
    /// All 27 cells in notation order: `000`, `001`, `002`, `010`, … `222`.
    pub const ALL: [Cell; 27] = {
        let mut all = [Cell { x: 0, y: 0, z: 0 }; 27];
        let mut i = 0;
        while i < 27 {
            all[i] = Cell {
                x: (i / 9) as u8,
                y: (i / 3 % 3) as u8,
                z: (i % 3) as u8,
            };
            i += 1;
        }
        all
    };

    /// The cell at these coordinates, if they are on the grid.
    pub const fn new(x: u8, y: u8, z: u8) -> Option<Cell> {
        if x < 3 && y < 3 && z < 3 {
            Some(Cell { x, y, z })
        } else {
            None
        }
    }

    /// The cell's position in [`Cell::ALL`] (`9x + 3y + z`), or `None` off the grid.
    pub const fn index(self) -> Option<usize> {
        if self.x < 3 && self.y < 3 && self.z < 3 {
            Some(9 * self.x as usize + 3 * self.y as usize + self.z as usize)
        } else {
            None
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.x, self.y, self.z)
    }
}

impl FromStr for Cell {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            [x, y, z] => Ok(Cell {
                x: coordinate(s, *x)?,
                y: coordinate(s, *y)?,
                z: coordinate(s, *z)?,
            }),
            _ => Err(NotationError::new(
                s,
                "a cell is three digits xyz, e.g. 012",
            )),
        }
    }
}

fn coordinate(text: &str, digit: u8) -> Result<u8, NotationError> {
    match digit {
        b'0'..=b'2' => Ok(digit - b'0'),
        _ => Err(NotationError::new(text, "coordinates are 0, 1 or 2")),
    }
}

/// A direction through the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Axis {
    X,
    Y,
    Z,
}

impl Axis {
    pub const ALL: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];

    fn letter(self) -> char {
        match self {
            Axis::X => 'x',
            Axis::Y => 'y',
            Axis::Z => 'z',
        }
    }
}

/// One of the two ends of a line: `Low` is the cell at coordinate 0, `High` at 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    Low,
    High,
}

impl End {
    pub fn opposite(self) -> End {
        match self {
            End::Low => End::High,
            End::High => End::Low,
        }
    }
}

/// A line (*sor*, row) of three cells along `axis`; `a` and `b` are the two fixed
/// coordinates in axis order (for X: y, z; for Y: x, z; for Z: x, y).
/// Written as the axis letter and the two digits, e.g. `x12` (y = 1, z = 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Line {
    pub axis: Axis,
    pub a: u8,
    pub b: u8,
}

impl Line {
    /// All 27 lines: the nine along X, then Y, then Z, each by `a` then `b`.
    pub const ALL: [Line; 27] = {
        let mut all = [Line {
            axis: Axis::X,
            a: 0,
            b: 0,
        }; 27];
        let mut i = 0;
        while i < 27 {
            all[i] = Line {
                axis: Axis::ALL[i / 9],
                a: (i / 3 % 3) as u8,
                b: (i % 3) as u8,
            };
            i += 1;
        }
        all
    };

    /// The line's cells from coordinate 0 to 2 along its axis.
    pub fn cells(&self) -> [Cell; 3] {
        let (a, b) = (self.a, self.b);
        [0, 1, 2].map(|i| match self.axis {
            Axis::X => Cell { x: i, y: a, z: b },
            Axis::Y => Cell { x: a, y: i, z: b },
            Axis::Z => Cell { x: a, y: b, z: i },
        })
    }

    /// The line's position in [`Line::ALL`], or `None` off the grid.
    pub const fn index(&self) -> Option<usize> {
        if self.a < 3 && self.b < 3 {
            Some(9 * self.axis as usize + 3 * self.a as usize + self.b as usize)
        } else {
            None
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.axis.letter(), self.a, self.b)
    }
}

impl FromStr for Line {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let axis = |letter: u8| match letter {
            b'x' => Ok(Axis::X),
            b'y' => Ok(Axis::Y),
            b'z' => Ok(Axis::Z),
            _ => Err(NotationError::new(s, "the axis is x, y or z")),
        };
        match s.as_bytes() {
            [letter, a, b] => Ok(Line {
                axis: axis(*letter)?,
                a: coordinate(s, *a)?,
                b: coordinate(s, *b)?,
            }),
            _ => Err(NotationError::new(
                s,
                "a line is an axis letter and two digits, e.g. x12",
            )),
        }
    }
}

/// The cells of each line as indices into [`Cell::ALL`], in [`Line::ALL`] order.
pub(super) const LINE_CELLS: [[usize; 3]; 27] = {
    let mut table = [[0; 3]; 27];
    let mut i = 0;
    while i < 27 {
        let (a, b) = (i / 3 % 3, i % 3);
        let mut k = 0;
        while k < 3 {
            table[i][k] = match i / 9 {
                0 => 9 * k + 3 * a + b,
                1 => 9 * a + 3 * k + b,
                _ => 9 * a + 3 * b + k,
            };
            k += 1;
        }
        i += 1;
    }
    table
};

/// The squares (*négyzet*) of one face as (u, v) points of its 3×3 grid, each in order
/// around the square: four 2×2 blocks, the four corners, the four edge-middles (diamond).
const FACE_SQUARES: [[(u8, u8); 4]; 6] = [
    [(0, 0), (1, 0), (1, 1), (0, 1)],
    [(1, 0), (2, 0), (2, 1), (1, 1)],
    [(0, 1), (1, 1), (1, 2), (0, 2)],
    [(1, 1), (2, 1), (2, 2), (1, 2)],
    [(0, 0), (2, 0), (2, 2), (0, 2)],
    [(1, 0), (2, 1), (1, 2), (0, 1)],
];

const SQUARES: [[Cell; 4]; 36] = {
    let mut all = [[Cell { x: 0, y: 0, z: 0 }; 4]; 36];
    let mut face = 0;
    while face < 6 {
        // Faces x=0, x=2, y=0, y=2, z=0, z=2; (u, v) are the other two coordinates in order.
        let level = 2 * (face % 2) as u8;
        let mut shape = 0;
        while shape < 6 {
            let mut k = 0;
            while k < 4 {
                let (u, v) = FACE_SQUARES[shape][k];
                all[6 * face + shape][k] = match face / 2 {
                    0 => Cell {
                        x: level,
                        y: u,
                        z: v,
                    },
                    1 => Cell {
                        x: u,
                        y: level,
                        z: v,
                    },
                    _ => Cell {
                        x: u,
                        y: v,
                        z: level,
                    },
                };
                k += 1;
            }
            shape += 1;
        }
        face += 1;
    }
    all
};

/// All 36 squares, six per face (faces x=0, x=2, y=0, y=2, z=0, z=2): the four 2×2
/// blocks, the four corners, the four edge-middles. Each square's cells are in order
/// around it, so a view can draw it as a polygon.
pub fn squares() -> &'static [[Cell; 4]; 36] {
    &SQUARES
}

/// [`squares`] as indices into [`Cell::ALL`], for the win check.
pub(super) const SQUARE_CELLS: [[usize; 4]; 36] = {
    let mut table = [[0; 4]; 36];
    let mut s = 0;
    while s < 36 {
        let mut k = 0;
        while k < 4 {
            let c = SQUARES[s][k];
            table[s][k] = 9 * c.x as usize + 3 * c.y as usize + c.z as usize;
            k += 1;
        }
        s += 1;
    }
    table
};
