//! Where things sit in the board's SVG: the 10×10 grid with South (rank 1) at the bottom,
//! a band along each side for the seat sitting there, coordinate labels, and the keyboard
//! cursor. Plain functions, tested natively.

use rules::cubes::{Compass, Square, SIZE};

#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;

/// Side of a square, in SVG units.
pub const CELL: f64 = 40.0;
/// The strip next to the grid holding the coordinate labels.
pub const LABELS: f64 = 12.0;
/// The seat band outside the labels.
pub const BAND: f64 = 34.0;
/// Margin from the view's edge to the grid.
pub const MARGIN: f64 = BAND + LABELS;
/// Width and height of the grid.
pub const GRID: f64 = CELL * SIZE as f64;
/// Width and height of the whole view.
pub const VIEW: f64 = GRID + 2.0 * MARGIN;

/// Top-left corner of a square.
pub fn square_origin(sq: Square) -> (f64, f64) {
    (
        MARGIN + sq.file() as f64 * CELL,
        MARGIN + (SIZE - 1 - sq.rank()) as f64 * CELL,
    )
}

pub fn square_centre(sq: Square) -> (f64, f64) {
    let (x, y) = square_origin(sq);
    (x + CELL / 2.0, y + CELL / 2.0)
}

/// The square under a point of the view, if any.
pub fn square_at(x: f64, y: f64) -> Option<Square> {
    let fx = ((x - MARGIN) / CELL).floor();
    let fy = ((y - MARGIN) / CELL).floor();
    if !(0.0..SIZE as f64).contains(&fx) || !(0.0..SIZE as f64).contains(&fy) {
        return None;
    }
    Square::new(fx as u8, SIZE - 1 - fy as u8)
}

/// The square the cursor moves to for an arrow key (screen directions: up is North);
/// `None` for other keys. The cursor stops at the edge.
pub fn cursor_step(sq: Square, key: &str) -> Option<Square> {
    let (f, r) = (sq.file(), sq.rank());
    let (f, r) = match key {
        "ArrowUp" => (f, (r + 1).min(SIZE - 1)),
        "ArrowDown" => (f, r.saturating_sub(1)),
        "ArrowLeft" => (f.saturating_sub(1), r),
        "ArrowRight" => ((f + 1).min(SIZE - 1), r),
        "Home" => (0, r),
        "End" => (SIZE - 1, r),
        _ => return None,
    };
    Square::new(f, r)
}

/// The clockwise screen angle in degrees of a heading, for an arrow drawn pointing up.
pub fn heading_angle(heading: Compass) -> f64 {
    match heading {
        Compass::North => 0.0,
        Compass::East => 90.0,
        Compass::South => 180.0,
        Compass::West => 270.0,
    }
}

/// Where a point of a seat band's local frame lands in the view. Local x runs along the
/// side (0..[`GRID`], the reading direction of the band's text), local y across the band
/// (0..[`BAND`]). Text stays readable: upright at the top and bottom, turned a quarter on
/// the left (reading upwards) and the right (reading downwards).
pub fn band_point(side: Compass, lx: f64, ly: f64) -> (f64, f64) {
    match side {
        Compass::South => (MARGIN + lx, VIEW - BAND + ly),
        Compass::North => (MARGIN + lx, ly),
        Compass::West => (ly, MARGIN + GRID - lx),
        Compass::East => (VIEW - ly, MARGIN + lx),
    }
}

/// The SVG transform of a band's local frame: the affine map of [`band_point`].
pub fn band_transform(side: Compass) -> String {
    let (ox, oy) = band_point(side, 0.0, 0.0);
    let (ax, ay) = band_point(side, 1.0, 0.0);
    let (bx, by) = band_point(side, 0.0, 1.0);
    format!(
        "matrix({} {} {} {} {ox} {oy})",
        ax - ox,
        ay - oy,
        bx - ox,
        by - oy
    )
}

/// A point of the view under a client (CSS pixel) point, for an SVG showing the whole
/// square view centred in `rect` = (left, top, width, height) (`preserveAspectRatio`
/// "xMidYMid meet", the default).
pub fn client_to_view((cx, cy): (f64, f64), (left, top, w, h): (f64, f64, f64, f64)) -> (f64, f64) {
    let scale = (w.min(h) / VIEW).max(1e-9);
    let ox = left + (w - VIEW * scale) / 2.0;
    let oy = top + (h - VIEW * scale) / 2.0;
    ((cx - ox) / scale, (cy - oy) / scale)
}

/// Centres of the file letters (under the grid) and rank numbers (left of it).
pub fn file_label(file: u8) -> (f64, f64) {
    (
        MARGIN + (file as f64 + 0.5) * CELL,
        MARGIN + GRID + LABELS / 2.0,
    )
}

pub fn rank_label(rank: u8) -> (f64, f64) {
    (
        BAND + LABELS / 2.0,
        MARGIN + (SIZE - 1 - rank) as f64 * CELL + CELL / 2.0,
    )
}

/// An arrow from one square's centre towards another's, shortened at both ends so it does
/// not cover the stones: `(x1, y1, x2, y2)`.
pub fn arrow(from: Square, to: Square, trim: f64) -> (f64, f64, f64, f64) {
    let (x1, y1) = square_centre(from);
    let (x2, y2) = square_centre(to);
    let len = (x2 - x1).hypot(y2 - y1);
    if len <= 2.0 * trim {
        return (x1, y1, x2, y2);
    }
    let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
    (
        x1 + ux * trim,
        y1 + uy * trim,
        x2 - ux * trim,
        y2 - uy * trim,
    )
}

/// Where the board shows each square, for drawings (`GameUi::drawing_places`).
#[cfg(feature = "positions")]
pub fn drawing_places() -> Vec<PlaceBox> {
    Square::all()
        .map(|sq| PlaceBox::square(sq.to_string(), square_origin(sq), CELL))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        crate::testing::read(s)
    }

    #[test]
    fn rank_one_is_at_the_bottom_and_file_a_on_the_left() {
        let (x, y) = square_origin(sq("a1"));
        assert_eq!((x, y), (MARGIN, MARGIN + GRID - CELL));
        let (x, y) = square_origin(sq("j10"));
        assert_eq!((x, y), (MARGIN + GRID - CELL, MARGIN));
    }

    #[test]
    fn hit_testing_inverts_the_layout() {
        for s in Square::all() {
            let (cx, cy) = square_centre(s);
            assert_eq!(square_at(cx, cy), Some(s));
            let (x, y) = square_origin(s);
            assert_eq!(square_at(x + 0.1, y + 0.1), Some(s));
        }
        assert_eq!(square_at(MARGIN - 1.0, MARGIN + 5.0), None);
        assert_eq!(square_at(MARGIN + 5.0, MARGIN + GRID + 1.0), None);
        assert_eq!(square_at(VIEW + 3.0, 100.0), None);
    }

    #[test]
    fn the_cursor_moves_on_screen_and_stops_at_the_edge() {
        assert_eq!(cursor_step(sq("d4"), "ArrowUp"), Some(sq("d5")));
        assert_eq!(cursor_step(sq("d4"), "ArrowDown"), Some(sq("d3")));
        assert_eq!(cursor_step(sq("d4"), "ArrowLeft"), Some(sq("c4")));
        assert_eq!(cursor_step(sq("d4"), "ArrowRight"), Some(sq("e4")));
        assert_eq!(cursor_step(sq("a1"), "ArrowDown"), Some(sq("a1")));
        assert_eq!(cursor_step(sq("a1"), "ArrowLeft"), Some(sq("a1")));
        assert_eq!(cursor_step(sq("j10"), "ArrowUp"), Some(sq("j10")));
        assert_eq!(cursor_step(sq("j10"), "ArrowRight"), Some(sq("j10")));
        assert_eq!(cursor_step(sq("d4"), "Home"), Some(sq("a4")));
        assert_eq!(cursor_step(sq("d4"), "x"), None);
        // Up on the screen is one rank up, whatever the square.
        let (_, y0) = square_centre(sq("f6"));
        let (_, y1) = square_centre(cursor_step(sq("f6"), "ArrowUp").unwrap());
        assert!(y1 < y0);
    }

    #[test]
    fn bands_lie_outside_the_grid_on_their_side() {
        let inside = |(x, y): (f64, f64)| (0.0..=VIEW).contains(&x) && (0.0..=VIEW).contains(&y);
        let mid = GRID / 2.0;
        for side in [Compass::North, Compass::East, Compass::South, Compass::West] {
            for (lx, ly) in [(0.0, 0.0), (GRID, BAND), (mid, BAND / 2.0)] {
                let p = band_point(side, lx, ly);
                assert!(inside(p), "{side:?} {p:?}");
                assert_eq!(square_at(p.0, p.1), None, "{side:?} band covers the grid");
            }
        }
        let (x, y) = band_point(Compass::South, mid, BAND / 2.0);
        assert!(y > MARGIN + GRID && (x - VIEW / 2.0).abs() < 1e-9);
        let (x, _) = band_point(Compass::West, mid, BAND / 2.0);
        assert!(x < MARGIN);
        let (x, _) = band_point(Compass::East, mid, BAND / 2.0);
        assert!(x > MARGIN + GRID);
        let (_, y) = band_point(Compass::North, mid, BAND / 2.0);
        assert!(y < MARGIN);
        // Text along the left side reads bottom to top, along the right side top to bottom.
        assert!(band_point(Compass::West, 10.0, 0.0).1 > band_point(Compass::West, 20.0, 0.0).1);
        assert!(band_point(Compass::East, 10.0, 0.0).1 < band_point(Compass::East, 20.0, 0.0).1);
    }

    #[test]
    fn the_band_transform_is_the_band_map() {
        assert_eq!(
            band_transform(Compass::South),
            format!("matrix(1 0 0 1 {MARGIN} {})", VIEW - BAND)
        );
        assert_eq!(
            band_transform(Compass::West),
            format!("matrix(0 -1 1 0 0 {})", MARGIN + GRID)
        );
    }

    #[test]
    fn client_points_map_to_the_view() {
        // A 600×400 box shows the square view 400 px wide, centred with 100 px either side.
        let rect = (10.0, 20.0, 600.0, 400.0);
        assert_eq!(client_to_view((110.0, 20.0), rect), (0.0, 0.0));
        let (x, y) = client_to_view((510.0, 420.0), rect);
        assert!((x - VIEW).abs() < 1e-9 && (y - VIEW).abs() < 1e-9);
        let (x, y) = client_to_view((310.0, 220.0), rect);
        assert_eq!(
            square_at(x, y).map(|s| s.to_string()).as_deref(),
            Some("f5")
        );
    }

    #[test]
    fn labels_sit_beside_their_file_and_rank() {
        for f in 0..SIZE {
            let (x, y) = file_label(f);
            assert_eq!(square_at(x, MARGIN + GRID - 1.0).map(|s| s.file()), Some(f));
            assert!(y > MARGIN + GRID && y < VIEW - BAND);
        }
        for r in 0..SIZE {
            let (x, y) = rank_label(r);
            assert_eq!(square_at(MARGIN + 1.0, y).map(|s| s.rank()), Some(r));
            assert!(x > BAND && x < MARGIN);
        }
    }

    #[test]
    fn headings_point_where_the_board_is() {
        assert_eq!(heading_angle(Compass::North), 0.0);
        assert_eq!(heading_angle(Compass::East), 90.0);
        assert_eq!(heading_angle(Compass::South), 180.0);
        assert_eq!(heading_angle(Compass::West), 270.0);
    }

    #[test]
    fn arrows_are_trimmed_towards_each_other() {
        let (x1, y1, x2, y2) = arrow(sq("d5"), sq("d7"), 10.0);
        let (cx, cy) = square_centre(sq("d5"));
        assert_eq!(x1, cx);
        assert_eq!(y1, cy - 10.0);
        let (tx, ty) = square_centre(sq("d7"));
        assert_eq!((x2, y2), (tx, ty + 10.0));
    }
}
