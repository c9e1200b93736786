//! Where things are drawn on the Mojave board: squares, coordinates, the three visible faces
//! of a die, pips, and hit-testing. Plain functions, tested natively.
//!
//! The board keeps South (Red's side, row 1) at the bottom by default, like the notation
//! reads; `flipped` turns it round for a player sitting at the north end.

use rules::mojave::{Die, Dir, Square, WIDTH};

#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;

/// Side of a square, in SVG units.
pub const CELL: f64 = 40.0;
/// The band along the left and bottom edge holding the coordinates.
pub const LABEL: f64 = 26.0;
/// The margin along the right and top edge.
pub const PAD: f64 = 4.0;

/// How far a die's top face sits from its square's top-left corner.
pub const DIE_INSET: f64 = 4.0;
/// How deep the die's sides show below and to the right of its top face.
pub const DIE_DEPTH: f64 = 7.0;
/// Side of the top face.
pub const DIE_TOP: f64 = CELL - 2.0 * DIE_INSET - DIE_DEPTH;

/// A direction on screen (what an arrow key means).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenDir {
    Up,
    Down,
    Left,
    Right,
}

impl ScreenDir {
    pub fn from_key(key: &str) -> Option<ScreenDir> {
        match key {
            "ArrowUp" => Some(ScreenDir::Up),
            "ArrowDown" => Some(ScreenDir::Down),
            "ArrowLeft" => Some(ScreenDir::Left),
            "ArrowRight" => Some(ScreenDir::Right),
            _ => None,
        }
    }
}

/// The board as drawn: its length and which end is at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub length: u8,
    /// North (Black's side) at the bottom.
    pub flipped: bool,
}

impl Layout {
    pub fn width(self) -> f64 {
        LABEL + CELL * f64::from(WIDTH) + PAD
    }

    pub fn height(self) -> f64 {
        PAD + CELL * f64::from(self.length) + LABEL
    }

    pub fn view_box(self) -> (f64, f64, f64, f64) {
        (0.0, 0.0, self.width(), self.height())
    }

    /// The square's column and row counted on screen from the left and from the top.
    fn screen_cell(self, sq: Square) -> (u8, u8) {
        if self.flipped {
            (WIDTH - 1 - sq.col, sq.row)
        } else {
            (sq.col, self.length.saturating_sub(1).saturating_sub(sq.row))
        }
    }

    /// The top-left corner of a square.
    pub fn origin(self, sq: Square) -> (f64, f64) {
        let (c, r) = self.screen_cell(sq);
        (LABEL + f64::from(c) * CELL, PAD + f64::from(r) * CELL)
    }

    pub fn centre(self, sq: Square) -> (f64, f64) {
        let (x, y) = self.origin(sq);
        (x + CELL / 2.0, y + CELL / 2.0)
    }

    /// The square under a point in SVG units, if any.
    pub fn square_at(self, (x, y): (f64, f64)) -> Option<Square> {
        let (c, r) = ((x - LABEL) / CELL, (y - PAD) / CELL);
        if !(0.0..f64::from(WIDTH)).contains(&c) || !(0.0..f64::from(self.length)).contains(&r) {
            return None;
        }
        let (c, r) = (c as u8, r as u8);
        Some(if self.flipped {
            Square::new(WIDTH - 1 - c, r)
        } else {
            Square::new(c, self.length - 1 - r)
        })
    }

    /// Where the letter of column `col` is written (centre of its text).
    pub fn column_label(self, col: u8) -> (f64, f64) {
        let (x, _) = self.centre(Square::new(col, 0));
        (x, self.height() - LABEL / 2.0)
    }

    /// Where the number of row `row` (0-based) is written.
    pub fn row_label(self, row: u8) -> (f64, f64) {
        let (_, y) = self.centre(Square::new(0, row));
        (LABEL / 2.0, y)
    }

    /// The board direction an arrow key points to.
    pub fn board_dir(self, d: ScreenDir) -> Dir {
        let dir = match d {
            ScreenDir::Up => Dir::North,
            ScreenDir::Down => Dir::South,
            ScreenDir::Left => Dir::West,
            ScreenDir::Right => Dir::East,
        };
        if self.flipped {
            dir.opposite()
        } else {
            dir
        }
    }

    /// The keyboard cursor after one arrow key: the neighbour that way, or where it was at
    /// the board's edge.
    pub fn cursor_step(self, at: Square, d: ScreenDir) -> Square {
        at.step(self.board_dir(d))
            .filter(|s| s.row < self.length && s.col < WIDTH)
            .unwrap_or(at)
    }

    /// The points of a polyline through the centres of `squares`.
    pub fn polyline(self, squares: impl IntoIterator<Item = Square>) -> String {
        squares
            .into_iter()
            .map(|s| {
                let (x, y) = self.centre(s);
                format!("{x:.1},{y:.1}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The faces of a die a viewer sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Top,
    /// The side towards the bottom of the screen (south, or north when flipped).
    Front,
    /// The side towards the right of the screen (east, or west when flipped).
    Side,
}

/// The affine map `matrix(a b c d e f)` taking the unit square (u right, v down) onto a face,
/// in the square's own units (its top-left corner at 0, 0). The die is seen from above and
/// slightly from the front right, so its top face sits up-left of its base.
pub fn face_matrix(face: Face) -> [f64; 6] {
    let (i, t, d) = (DIE_INSET, DIE_TOP, DIE_DEPTH);
    match face {
        Face::Top => [t, 0.0, 0.0, t, i, i],
        Face::Front => [t, 0.0, d, d, i, i + t],
        Face::Side => [d, d, 0.0, t, i + t, i],
    }
}

/// Maps a point of the unit square onto a face.
pub fn on_face(face: Face, (u, v): (f64, f64)) -> (f64, f64) {
    let [a, b, c, d, e, f] = face_matrix(face);
    (a * u + c * v + e, b * u + d * v + f)
}

/// A face's outline as SVG polygon points.
pub fn face_points(face: Face) -> String {
    [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]
        .into_iter()
        .map(|p| {
            let (x, y) = on_face(face, p);
            format!("{x:.2},{y:.2}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The face values on the two visible sides: (front, side).
pub fn visible_sides(die: Die, flipped: bool) -> (u8, u8) {
    if flipped {
        (die.north(), die.west())
    } else {
        (die.south(), die.east())
    }
}

/// Pip centres of a face showing `n`, in the unit square.
pub fn pips(n: u8) -> &'static [(f64, f64)] {
    const L: f64 = 0.25;
    const M: f64 = 0.5;
    const H: f64 = 0.75;
    match n {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        6 => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
        _ => &[],
    }
}

/// Whether a `#rrggbb` colour is so dark that shading its sides darker would not show.
pub fn is_dark(hex: &str) -> bool {
    let channel = |i: usize| {
        hex.get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .map_or(0.0, f64::from)
    };
    let luma = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    hex.len() == 7 && luma < 60.0
}

#[cfg(feature = "positions")]
impl Layout {
    /// Where the board shows each square, for drawings (`GameUi::drawing_places`).
    pub fn drawing_places(self) -> Vec<PlaceBox> {
        (0..self.length)
            .flat_map(|row| (0..WIDTH).map(move |col| Square::new(col, row)))
            .map(|sq| PlaceBox::square(sq.to_string(), self.origin(sq), CELL))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOUTH: Layout = Layout {
        length: 20,
        flipped: false,
    };
    const NORTH: Layout = Layout {
        length: 20,
        flipped: true,
    };

    #[test]
    fn south_at_the_bottom_reads_like_the_notation() {
        let a1 = SOUTH.origin(Square::new(0, 0));
        let o20 = SOUTH.origin(Square::new(14, 19));
        assert_eq!(a1, (LABEL, PAD + 19.0 * CELL));
        assert_eq!(o20, (LABEL + 14.0 * CELL, PAD));
        // Flipped, a1 is top right.
        assert_eq!(NORTH.origin(Square::new(0, 0)), (LABEL + 14.0 * CELL, PAD));
    }

    #[test]
    fn every_square_is_found_again_under_its_centre() {
        for layout in [SOUTH, NORTH] {
            for row in 0..layout.length {
                for col in 0..WIDTH {
                    let sq = Square::new(col, row);
                    assert_eq!(layout.square_at(layout.centre(sq)), Some(sq));
                    let (x, y) = layout.origin(sq);
                    assert_eq!(layout.square_at((x + 0.5, y + 0.5)), Some(sq));
                    assert_eq!(layout.square_at((x + CELL - 0.5, y + CELL - 0.5)), Some(sq));
                }
            }
        }
    }

    #[test]
    fn outside_the_squares_is_nothing() {
        let (w, h) = (SOUTH.width(), SOUTH.height());
        for p in [
            (1.0, 1.0),
            (LABEL - 1.0, 100.0),
            (w - 1.0, 100.0),
            (100.0, h - 2.0),
        ] {
            assert_eq!(SOUTH.square_at(p), None, "{p:?}");
        }
    }

    #[test]
    fn labels_sit_in_their_bands() {
        let (x, y) = SOUTH.column_label(0);
        assert!(y > PAD + 20.0 * CELL && y < SOUTH.height());
        assert_eq!(x, LABEL + CELL / 2.0);
        let (x, y) = SOUTH.row_label(0);
        assert!(x < LABEL);
        assert_eq!(y, PAD + 19.5 * CELL);
    }

    #[test]
    fn arrow_keys_follow_the_screen_and_stop_at_the_edge() {
        let c3 = Square::new(2, 2);
        assert_eq!(SOUTH.cursor_step(c3, ScreenDir::Up), Square::new(2, 3));
        assert_eq!(NORTH.cursor_step(c3, ScreenDir::Up), Square::new(2, 1));
        assert_eq!(NORTH.cursor_step(c3, ScreenDir::Right), Square::new(1, 2));
        let corner = Square::new(14, 19);
        assert_eq!(SOUTH.cursor_step(corner, ScreenDir::Up), corner);
        assert_eq!(SOUTH.cursor_step(corner, ScreenDir::Right), corner);
        let short = Layout {
            length: 16,
            flipped: false,
        };
        assert_eq!(
            short.cursor_step(Square::new(3, 15), ScreenDir::Up),
            Square::new(3, 15)
        );
    }

    #[test]
    fn a_die_stays_inside_its_square() {
        for face in [Face::Top, Face::Front, Face::Side] {
            for p in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)] {
                let (x, y) = on_face(face, p);
                assert!((0.0..=CELL).contains(&x) && (0.0..=CELL).contains(&y));
            }
        }
        // The front face hangs from the top face's lower edge, the side from its right edge.
        assert_eq!(
            on_face(Face::Front, (0.0, 0.0)),
            on_face(Face::Top, (0.0, 1.0))
        );
        assert_eq!(
            on_face(Face::Side, (0.0, 0.0)),
            on_face(Face::Top, (1.0, 0.0))
        );
        assert_eq!(
            on_face(Face::Side, (1.0, 1.0)),
            on_face(Face::Front, (1.0, 1.0))
        );
    }

    #[test]
    fn sides_shown_are_those_facing_the_viewer() {
        let die = Die::new(0, 1, 5).expect("a real die");
        assert_eq!(visible_sides(die, false), (2, 3));
        assert_eq!(visible_sides(die, true), (5, 4));
    }

    #[test]
    fn only_very_dark_colours_count_as_dark() {
        assert!(is_dark("#2a2a2e"));
        assert!(!is_dark("#c8372d"));
        assert!(!is_dark("#2f6fd6"));
        assert!(!is_dark("oops"));
    }

    #[test]
    fn pip_counts() {
        for n in 1..=6u8 {
            assert_eq!(pips(n).len(), usize::from(n));
        }
        assert!(pips(0).is_empty());
    }
}
