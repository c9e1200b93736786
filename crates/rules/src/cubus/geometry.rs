//! The drawing model: which rhombus cards a stack of crates (*Kistenstapel*) shows.
//!
//! Owns: stacks and their columns, faces, drawings and drawability. The search for a
//! drawing's reading is `reading.rs`'s (described here, where the model is). May not
//! touch: how lines and triangles are numbered and tabulated (`lattice.rs`: this module
//! reads those tables and [`Lines`], never the bits of a line set), cards, points and the
//! game state.
//!
//! # Coordinates
//! - A **stack** is 4×4 columns of crates, `heights[y * 4 + x]` in `0..=4` (x, y in `0..4`,
//!   row-major with y as the row). A column of height h holds crates at z = 0..h.
//! - The viewer looks from far along (+1, +1, +1) and sees the top (+z), the +x side and the
//!   +y side of a crate. On screen +x runs to the lower left and +y to the lower right, so the
//!   **+x side is the left card** (L) and the **+y side the right card** (R); the top is the lid
//!   (T, or the open crate O).
//! - A crate at (x, y, z) is drawn around the lattice point (u, v) = (x − z, y − z), the
//!   picture of its front corner (x+1, y+1, z+1). Each card is named by its kind and that
//!   point. Rhombus corners in lattice points, front corner first ([`Face::corners`]):
//!   top (u,v) (u,v−1) (u−1,v−1) (u−1,v); left (u,v) (u+1,v+1) (u+1,v) (u,v−1);
//!   right (u,v) (u−1,v) (u,v+1) (u+1,v+1). [`lattice_to_screen`] maps a lattice point to the
//!   page (card edge = 1, y down).
//! - The plane is cut into lattice triangles; each face covers two. A triangle shows the
//!   nearest crate (largest x+y+z) among the crates drawn around its three corners. A face is
//!   seen whole, not at all, or **half hidden**; a stack with a half-hidden face is not
//!   drawable.
//!
//! # Drawings and their readings
//! Cards keep no depth: a drawing fixes, for every visible crate, only its line (u, v) along
//! (1, 1, 1). A **pile** is a stack that is one piece (its columns are joined side to side)
//! and in which every column shows a crate (its lid is seen). No two piles in the box have
//! the same drawing (checked over every drawable stack in `tests/cubus.rs`), so a drawing
//! has at most one pile: its **reading**. A drawing is a legal table iff it has a reading,
//! and its **crate count** is the reading's volume.
//!
//! [`Drawing::canonical_stack`] (`reading.rs`) finds the reading from the cards alone. Each lid card is the top of
//! one column, so a pile is fixed by how far along (1, 1, 1) each lid lies. The construction
//! starts every lid at the least height any stack with the drawing gives it (raising crates
//! from the table only as far as the drawing forces), then raises lids along (1, 1, 1) —
//! highest first, so the reading, the largest such stack, is met early — keeping the
//! columns distinct, within the 4×4 extent and every column top in front of the columns
//! behind it on its line. A candidate is kept when it draws exactly the cards and is one
//! piece.
//!
//! # Canonical form
//! A drawing is taken up to translation on the table (the cards can be re-laid anywhere; open
//! crates pin positions only relative to each other). Its **canonical stack** is its reading
//! moved to the corner (smallest x and y used are 0): [`Drawing::canonical_stack`].

use std::fmt;

use super::lattice::{in_range, line_index, line_uv, triangle_owners, Lines, FACE_TRIS, LINES};

/// Side of the bounding box ("vier breit, vier lang, vier hoch").
pub const SIDE: usize = 4;
/// Number of columns of a stack.
pub const COLUMNS: usize = SIDE * SIDE;

/// Which face of a crate a card shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum FaceKind {
    /// The lid (+z), drawn by a T or an O card.
    Top,
    /// The +x side, drawn by an L card.
    Left,
    /// The +y side, drawn by an R card.
    Right,
}

impl FaceKind {
    pub const ALL: [FaceKind; 3] = [FaceKind::Top, FaceKind::Left, FaceKind::Right];

    fn index(self) -> usize {
        self as usize
    }
}

/// One visible face: the card lying at lattice point (u, v) (the front corner of its crate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Face {
    pub kind: FaceKind,
    pub u: i8,
    pub v: i8,
}

impl Face {
    /// The rhombus' lattice corners, the crate's front corner (u, v) first, going round.
    pub fn corners(&self) -> [(i32, i32); 4] {
        let (u, v) = (self.u as i32, self.v as i32);
        match self.kind {
            FaceKind::Top => [(u, v), (u, v - 1), (u - 1, v - 1), (u - 1, v)],
            FaceKind::Left => [(u, v), (u + 1, v + 1), (u + 1, v), (u, v - 1)],
            FaceKind::Right => [(u, v), (u - 1, v), (u, v + 1), (u + 1, v + 1)],
        }
    }

    pub(crate) fn line(&self) -> usize {
        line_index(self.u as i32, self.v as i32)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = match self.kind {
            FaceKind::Top => "lid",
            FaceKind::Left => "left side",
            FaceKind::Right => "right side",
        };
        write!(f, "{k} at ({}, {})", self.u, self.v)
    }
}

/// Page position of lattice point (u, v): x to the right, y down, card edge 1.
pub fn lattice_to_screen(u: i32, v: i32) -> (f64, f64) {
    let r3 = 3f64.sqrt() / 2.0;
    ((v - u) as f64 * r3, (u + v) as f64 / 2.0)
}

/// A stack cannot be drawn with whole cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GeometryError {
    #[error("the {0} would be half hidden")]
    HalfHidden(Face),
    #[error("a column may hold at most 4 crates")]
    TooHigh,
    /// The drawing has no reading: its crates do not make one piece.
    #[error("the crates are not one piece")]
    NotOnePiece,
    /// The drawing has no reading: the crates make one piece only through a column that is
    /// wholly hidden behind nearer crates, and nothing demands a hidden column.
    #[error("the crates are joined only through a wholly hidden column")]
    HiddenColumn,
}

/// A stack of crates: 16 column heights, `heights[y * 4 + x]`. Serialized as the 16
/// heights; reading checks them like [`Stack::new`], so a position read from outside (the
/// online server's view) cannot hold a column the geometry would index past.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "[u8; COLUMNS]", into = "[u8; COLUMNS]")
)]
pub struct Stack {
    heights: [u8; COLUMNS],
}

impl TryFrom<[u8; COLUMNS]> for Stack {
    type Error = GeometryError;
    fn try_from(heights: [u8; COLUMNS]) -> Result<Stack, GeometryError> {
        Stack::new(heights)
    }
}

impl From<Stack> for [u8; COLUMNS] {
    fn from(stack: Stack) -> [u8; COLUMNS] {
        stack.heights
    }
}

impl Stack {
    pub const EMPTY: Stack = Stack {
        heights: [0; COLUMNS],
    };

    /// The full 4×4×4 block.
    pub const FULL: Stack = Stack {
        heights: [SIDE as u8; COLUMNS],
    };

    pub fn new(heights: [u8; COLUMNS]) -> Result<Stack, GeometryError> {
        if heights.iter().any(|&h| h as usize > SIDE) {
            return Err(GeometryError::TooHigh);
        }
        Ok(Stack { heights })
    }

    pub fn heights(&self) -> [u8; COLUMNS] {
        self.heights
    }

    pub fn height(&self, x: usize, y: usize) -> u8 {
        self.heights[y * SIDE + x]
    }

    pub fn volume(&self) -> u32 {
        self.heights.iter().map(|&h| h as u32).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.heights == [0; COLUMNS]
    }

    /// The height of the nearest crate on each line, −1 where none.
    pub(crate) fn fronts(&self) -> [i8; LINES] {
        let mut f = [-1i8; LINES];
        for y in 0..SIDE as i32 {
            for x in 0..SIDE as i32 {
                for z in 0..self.heights[(y * 4 + x) as usize] as i32 {
                    let l = line_index(x - z, y - z);
                    f[l] = f[l].max(z as i8);
                }
            }
        }
        f
    }

    /// The drawing, or the first half-hidden face.
    pub fn drawing(&self) -> Result<Drawing, GeometryError> {
        drawing_of_fronts(&self.fronts())
    }

    /// The lid of column (x, y)'s top crate, if the column is not empty.
    pub fn column_top(&self, column: usize) -> Option<Face> {
        let h = *self.heights.get(column)? as i32;
        if h == 0 {
            return None;
        }
        let (x, y) = ((column % SIDE) as i32, (column / SIDE) as i32);
        Some(Face {
            kind: FaceKind::Top,
            u: (x - h + 1) as i8,
            v: (y - h + 1) as i8,
        })
    }

    /// The lines of the lids of the columns in `open` (bit `y * 4 + x`) that have a crate.
    pub fn lid_lines(&self, open: u16) -> Lines {
        (0..COLUMNS)
            .filter(|c| open >> c & 1 == 1)
            .filter_map(|c| self.column_top(c))
            .map(|f| f.line())
            .collect()
    }

    /// The column whose top crate carries the lid drawn at line `l`.
    pub(crate) fn column_of_top(&self, l: usize) -> Option<usize> {
        (0..COLUMNS).find(|&c| self.column_top(c).map(|f| f.line()) == Some(l))
    }

    /// The canonical stack with this stack's drawing: its reading moved to the corner, or
    /// why the drawing has none.
    pub fn canonical(&self) -> Result<Stack, GeometryError> {
        let d = self.drawing()?;
        d.canonical_stack().ok_or_else(|| self.why_no_reading())
    }

    /// Columns (bit y * 4 + x) holding crates.
    pub fn columns(&self) -> u16 {
        (0..COLUMNS)
            .filter(|&c| self.heights[c] > 0)
            .fold(0, |m, c| m | 1 << c)
    }

    /// Columns whose lid is seen (a column with a hidden lid is wholly hidden).
    pub fn shown_columns(&self) -> u16 {
        let Ok(d) = self.drawing() else { return 0 };
        let fronts = self.fronts();
        // The lid seen on the column top's line must be this column's, not a nearer one's.
        (0..COLUMNS)
            .filter(|&c| {
                self.column_top(c)
                    .is_some_and(|f| d.contains(f) && fronts[f.line()] + 1 == self.heights[c] as i8)
            })
            .fold(0, |m, c| m | 1 << c)
    }

    /// Whether this stack is a pile: one piece, and every column shows a crate.
    pub fn is_pile(&self) -> bool {
        let cols = self.columns();
        self.shown_columns() == cols && one_piece(cols)
    }

    /// Why a drawable stack's drawing has no reading: without its wholly hidden columns it
    /// falls apart (`HiddenColumn` when those columns joined it, else `NotOnePiece`).
    fn why_no_reading(&self) -> GeometryError {
        if one_piece(self.columns()) && self.shown_columns() != self.columns() {
            GeometryError::HiddenColumn
        } else {
            GeometryError::NotOnePiece
        }
    }
}

/// Whether the columns `cols` (bit y * 4 + x) are joined side to side (none counts as one).
pub(crate) fn one_piece(cols: u16) -> bool {
    if cols == 0 {
        return true;
    }
    let spread = |m: u16| {
        let not_x0 = 0xEEEEu16; // columns with x > 0
        let not_x3 = 0x7777u16; // columns with x < 3
        m | (m << 1 & not_x0) | (m >> 1 & not_x3) | m << 4 | m >> 4
    };
    let mut seen = cols & cols.wrapping_neg();
    loop {
        let next = spread(seen) & cols;
        if next == seen {
            return seen == cols;
        }
        seen = next;
    }
}

impl fmt::Display for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for h in self.heights {
            write!(f, "{h}")?;
        }
        Ok(())
    }
}

fn drawing_of_fronts(f: &[i8; LINES]) -> Result<Drawing, GeometryError> {
    let owner = triangle_owners(f);
    let mut masks = [Lines::EMPTY; 3];
    for l in 0..LINES {
        if f[l] < 0 {
            continue;
        }
        for kind in FaceKind::ALL {
            let [a, b] = FACE_TRIS[l][kind.index()];
            let (sa, sb) = (owner[a as usize] == l as u8, owner[b as usize] == l as u8);
            if sa != sb {
                let (u, v) = line_uv(l);
                return Err(GeometryError::HalfHidden(Face {
                    kind,
                    u: u as i8,
                    v: v as i8,
                }));
            }
            if sa {
                masks[kind.index()] = masks[kind.index()].with(l);
            }
        }
    }
    Ok(Drawing {
        top: masks[0],
        left: masks[1],
        right: masks[2],
    })
}

/// The cards of a drawing, as sets of lattice lines per face kind (T and O alike are tops).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Drawing {
    top: Lines,
    left: Lines,
    right: Lines,
}

impl Drawing {
    /// The drawing with these cards, unchecked: for the build search, whose leaves are
    /// drawings of stacks it has just checked.
    pub(crate) fn from_lines(top: Lines, left: Lines, right: Lines) -> Drawing {
        Drawing { top, left, right }
    }

    /// The lines of the cards of one kind (for lids, T and O cards together).
    pub fn lines(&self, kind: FaceKind) -> Lines {
        match kind {
            FaceKind::Top => self.top,
            FaceKind::Left => self.left,
            FaceKind::Right => self.right,
        }
    }

    /// Every card, tops first, each kind by (u, v).
    pub fn faces(&self) -> Vec<Face> {
        let mut out = Vec::new();
        for (kind, mask) in [
            (FaceKind::Top, self.top),
            (FaceKind::Left, self.left),
            (FaceKind::Right, self.right),
        ] {
            for l in mask {
                let (u, v) = line_uv(l);
                out.push(Face {
                    kind,
                    u: u as i8,
                    v: v as i8,
                });
            }
        }
        out
    }

    pub fn contains(&self, face: Face) -> bool {
        in_range(face.u as i32, face.v as i32) && self.lines(face.kind).contains(face.line())
    }

    /// Lids (T and O cards together).
    pub fn tops(&self) -> u32 {
        self.top.count()
    }

    pub fn lefts(&self) -> u32 {
        self.left.count()
    }

    pub fn rights(&self) -> u32 {
        self.right.count()
    }

    pub fn cards(&self) -> u32 {
        self.tops() + self.lefts() + self.rights()
    }

    pub fn is_empty(&self) -> bool {
        self.visible().is_empty()
    }

    /// The lines of visible crates.
    pub fn visible(&self) -> Lines {
        self.top | self.left | self.right
    }
}

/// What the command line prints for a stack: `drawable=<bool> legal=<bool> crates=<n>
/// left=<n> right=<n> lid=<n>`, the crates only when legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawingSummary {
    /// No face is half hidden.
    pub drawable: bool,
    /// The drawing has a reading (a legal table).
    pub legal: bool,
    /// The crate count of the drawing's reading (`None` when not legal).
    pub crates: Option<u32>,
    /// Whole visible +x sides.
    pub left: u32,
    /// Whole visible +y sides.
    pub right: u32,
    /// Whole visible lids.
    pub lid: u32,
}

impl fmt::Display for DrawingSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "drawable={} legal={}", self.drawable, self.legal)?;
        if let Some(n) = self.crates {
            write!(f, " crates={n}")?;
        }
        write!(
            f,
            " left={} right={} lid={}",
            self.left, self.right, self.lid
        )
    }
}

/// Summarises the stack with column heights `heights[y * 4 + x]` (x, y in 0..4, row-major);
/// heights above 4 count as 4.
pub fn summarize(heights: [u8; COLUMNS]) -> DrawingSummary {
    let stack = Stack {
        heights: heights.map(|h| h.min(SIDE as u8)),
    };
    let f = stack.fronts();
    match drawing_of_fronts(&f) {
        Ok(d) => {
            let crates = d.canonical_stack().map(|s| s.volume());
            DrawingSummary {
                drawable: true,
                legal: crates.is_some(),
                crates,
                left: d.lefts(),
                right: d.rights(),
                lid: d.tops(),
            }
        }
        Err(_) => {
            // Count the faces seen whole, for information.
            let owner = triangle_owners(&f);
            let mut n = [0u32; 3];
            for l in 0..LINES {
                if f[l] < 0 {
                    continue;
                }
                for (k, tris) in FACE_TRIS[l].iter().enumerate() {
                    if tris.iter().all(|&t| owner[t as usize] == l as u8) {
                        n[k] += 1;
                    }
                }
            }
            DrawingSummary {
                drawable: false,
                legal: false,
                crates: None,
                left: n[1],
                right: n[2],
                lid: n[0],
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_crate_three_cards() {
        let d = Stack::from_rows("1000/0000/0000/0000").drawing().unwrap();
        assert_eq!((d.tops(), d.lefts(), d.rights()), (1, 1, 1));
        assert_eq!(d.crates(), 1);
    }

    #[test]
    fn faces_tile_the_hexagon() {
        let f = Face {
            kind: FaceKind::Left,
            u: 0,
            v: 0,
        };
        assert_eq!(f.corners()[0], (0, 0));
        // The three faces of a crate share only its front corner and one edge each.
        let faces = Stack::from_rows("1000/0000/0000/0000")
            .drawing()
            .unwrap()
            .faces();
        assert_eq!(faces.len(), 3);
    }
}
