//! Plain geometry of the Cubus drawing: card rhombi on the page (from the rules' lattice
//! points and `lattice_to_screen`), the painter's order for stacks that cannot be drawn
//! with whole cards, and the editor's stack operations. Native tests below.

use rules::cubus::{lattice_to_screen, Face, FaceKind, Stack};

#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;

/// Page units per card edge.
pub const EDGE: f64 = 40.0;
/// The 4 × 4 × 4 box's columns.
pub const COLS: usize = 16;

/// The fixed frame of every drawing: the whole 4 × 4 × 4 box fits, so the stack does not
/// jump while it is edited. (min x, min y, width, height).
pub fn frame() -> (f64, f64, f64, f64) {
    let w = 4.0 * 3f64.sqrt() / 2.0 * EDGE + 6.0;
    let h = 4.0 * EDGE + 6.0;
    (-w, -h, 2.0 * w, 2.0 * h)
}

pub fn frame_attr() -> String {
    let (x, y, w, h) = frame();
    format!("{x:.1} {y:.1} {w:.1} {h:.1}")
}

/// A lattice point on the page.
pub fn screen(u: i32, v: i32) -> (f64, f64) {
    let (x, y) = lattice_to_screen(u, v);
    (x * EDGE, y * EDGE)
}

/// A face's four corners on the page, shrunk towards its centre by `inset` (0 = exact).
pub fn corners(face: &Face, inset: f64) -> [(f64, f64); 4] {
    let c = face.corners().map(|(u, v)| screen(u, v));
    let cx = c.iter().map(|p| p.0).sum::<f64>() / 4.0;
    let cy = c.iter().map(|p| p.1).sum::<f64>() / 4.0;
    c.map(|(x, y)| (x + (cx - x) * inset, y + (cy - y) * inset))
}

pub fn points(c: &[(f64, f64)]) -> String {
    c.iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Two plank lines across a card, parallel to its second edge.
pub fn planks(c: &[(f64, f64); 4]) -> [((f64, f64), (f64, f64)); 2] {
    let lerp =
        |a: (f64, f64), b: (f64, f64), t: f64| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
    [1.0 / 3.0, 2.0 / 3.0].map(|t| (lerp(c[0], c[1], t), lerp(c[3], c[2], t)))
}

/// An open crate's inside: the opening (a lid's rhombus: front, left, back, right) split by
/// the back edge that runs down to the front corner: the left triangle is the inside of the
/// back-right wall, the right triangle the inside of the back-left wall.
pub fn open_inside(c: &[(f64, f64); 4]) -> [[(f64, f64); 3]; 2] {
    let [front, left, back, right] = *c;
    [[back, left, front], [back, right, front]]
}

/// The lid of column `col`'s top crate, or the floor under an empty column.
pub fn column_top(col: usize, height: u8) -> Face {
    let (x, y) = ((col % 4) as i8, (col / 4) as i8);
    let h = height as i8;
    Face {
        kind: FaceKind::Top,
        u: x - h + 1,
        v: y - h + 1,
    }
}

/// Every crate's three faces in painter's order (far to near: x + y + z ascending), for a
/// stack that cannot be drawn with whole cards.
pub fn painter_faces(heights: &[u8; COLS]) -> Vec<Face> {
    let mut crates: Vec<(i8, i8, i8)> = Vec::new();
    for (c, &h) in heights.iter().enumerate() {
        for z in 0..h as i8 {
            crates.push(((c % 4) as i8, (c / 4) as i8, z));
        }
    }
    rules::small_sort::by_key(&mut crates, |&(x, y, z)| (x + y + z, z));
    crates
        .into_iter()
        .flat_map(|(x, y, z)| {
            FaceKind::ALL.map(|kind| Face {
                kind,
                u: x - z,
                v: y - z,
            })
        })
        .collect()
}

/// The editor's stack: 16 heights and the open columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    pub heights: [u8; COLS],
    pub open: u16,
}

impl Edit {
    pub fn new(stack: &Stack, open: u16) -> Edit {
        Edit {
            heights: stack.heights(),
            open,
        }
    }

    pub fn stack(&self) -> Option<Stack> {
        Stack::new(self.heights).ok()
    }

    pub fn is_open(&self, col: usize) -> bool {
        self.open >> col & 1 == 1
    }

    pub fn can_add(&self, col: usize) -> bool {
        self.heights.get(col).is_some_and(|&h| h < 4)
    }

    pub fn add(&mut self, col: usize) {
        if self.can_add(col) {
            self.heights[col] += 1;
        }
    }

    pub fn can_remove(&self, col: usize) -> bool {
        self.heights.get(col).is_some_and(|&h| h > 0)
    }

    pub fn remove(&mut self, col: usize) {
        if self.can_remove(col) {
            self.heights[col] -= 1;
            if self.heights[col] == 0 {
                self.open &= !(1 << col);
            }
        }
    }

    pub fn toggle_open(&mut self, col: usize) {
        if self.can_remove(col) {
            self.open ^= 1 << col;
        }
    }

    /// The stack moved by (dx, dy) columns, if no crate falls off the 4 × 4 floor.
    pub fn shifted(&self, dx: i32, dy: i32) -> Option<Edit> {
        let mut out = Edit {
            heights: [0; COLS],
            open: 0,
        };
        for c in 0..COLS {
            if self.heights[c] == 0 {
                continue;
            }
            let (x, y) = ((c % 4) as i32 + dx, (c / 4) as i32 + dy);
            if !(0..4).contains(&x) || !(0..4).contains(&y) {
                return None;
            }
            let n = (y * 4 + x) as usize;
            out.heights[n] = self.heights[c];
            if self.is_open(c) {
                out.open |= 1 << n;
            }
        }
        Some(out)
    }
}

/// The grid cursor moved by an arrow key (the grid is drawn as a diamond like the floor:
/// Right/Left walk along y, Down/Up along x).
pub fn step(col: usize, key: &str) -> usize {
    let (x, y) = ((col % 4) as i32, (col / 4) as i32);
    let (x, y) = match key {
        "ArrowRight" => (x, y + 1),
        "ArrowLeft" => (x, y - 1),
        "ArrowDown" => (x + 1, y),
        "ArrowUp" => (x - 1, y),
        _ => (x, y),
    };
    (y.clamp(0, 3) * 4 + x.clamp(0, 3)) as usize
}

/// Where the drawing shows each column, for drawings (`GameUi::drawing_places`): the lid
/// of its top crate, or its floor; named as the rules name columns (`0`–`f`).
#[cfg(feature = "positions")]
pub fn drawing_places(heights: &[u8; COLS]) -> Vec<PlaceBox> {
    (0..COLS)
        .map(|c| PlaceBox::diamond(format!("{c:x}"), &corners(&column_top(c, heights[c]), 0.0)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lid_on_the_page() {
        let c = corners(&column_top(0, 1), 0.0);
        // Front corner below the back corner, one card edge apart.
        assert!((c[0].1 - c[2].1 - EDGE).abs() < 1e-9);
        assert!((c[0].0 - c[2].0).abs() < 1e-9);
        let (x, y, w, h) = frame();
        for f in painter_faces(&[4; COLS]) {
            for (px, py) in corners(&f, 0.0) {
                assert!(px >= x && px <= x + w && py >= y && py <= y + h, "{f:?}");
            }
        }
    }

    #[test]
    fn painter_draws_far_crates_first() {
        let mut h = [0u8; COLS];
        h[0] = 2;
        h[5] = 1;
        let f = painter_faces(&h);
        assert_eq!(f.len(), 9);
        assert_eq!((f[0].u, f[0].v), (0, 0));
        assert_eq!((f[8].u, f[8].v), (1, 1));
    }

    #[test]
    fn editing_and_shifting() {
        let mut e = Edit {
            heights: [0; COLS],
            open: 0,
        };
        e.add(0);
        e.toggle_open(0);
        assert!(e.is_open(0));
        assert!(e.shifted(-1, 0).is_none());
        let s = e.shifted(1, 2).expect("fits");
        assert_eq!(s.heights[9], 1);
        assert!(s.is_open(9));
        e.remove(0);
        assert_eq!(e.open, 0);
        assert_eq!(step(0, "ArrowRight"), 4);
        assert_eq!(step(0, "ArrowDown"), 1);
        assert_eq!(step(0, "ArrowUp"), 0);
    }
}
