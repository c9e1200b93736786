//! Where things are drawn in the cube view: the cube's 3D projection with its layers pulled
//! apart, the push points outside it, and hit-testing. Plain functions, tested natively.
//! (The layers view is laid out by CSS: `view_layers`.)

use rules::cubulus::{Axis, Cell, End, Line};

#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;

/// Distance between neighbouring cell centres within a layer, in SVG units.
pub const SPACING: f64 = 76.0;
/// How far apart the layers are drawn, in spacings: pulled apart so that, seen from the
/// default angle, no ball hides another (`no_ball_hides_another_in_the_default_view`).
pub const LAYER_SPREAD: f64 = 2.1;
/// Ball radius at unit perspective.
pub const BALL_RADIUS: f64 = 16.0;
/// How far beyond the last cell a push point of a line in a layer stands, in spacings;
/// those of the upright lines stand this far above and below the top and bottom layers.
const PUSH_OUT: f64 = 0.8;
/// The viewBox of the 3D view, `-HALF_W -HALF_H 2·HALF_W 2·HALF_H`: everything fits from
/// any angle (`everything_fits_in_the_view_box_from_any_angle`).
pub const HALF_W: f64 = 228.0;
pub const HALF_H: f64 = 285.0;
const CAMERA: f64 = 9.0 * SPACING;

/// The viewing angles of the cube, in radians.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// Turn about the vertical axis.
    pub yaw: f64,
    /// Tilt: positive looks down on the top face.
    pub pitch: f64,
}

impl Default for View {
    /// Chosen so that no ball hides another and no push point lies on a ball.
    fn default() -> Self {
        View {
            yaw: -0.54,
            pitch: 0.50,
        }
    }
}

impl View {
    /// Turned by a drag of (dx, dy) SVG units, the tilt kept short of upside down.
    pub fn dragged(self, dx: f64, dy: f64) -> View {
        View {
            yaw: (self.yaw - dx * 0.01) % std::f64::consts::TAU,
            pitch: (self.pitch + dy * 0.01).clamp(-1.45, 1.45),
        }
    }

    /// Turned by one arrow-key step.
    pub fn stepped(self, right: i32, down: i32) -> View {
        self.dragged(right as f64 * 26.0, down as f64 * 26.0)
    }
}

/// A point on screen: position, nearness (larger is nearer) and perspective scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Projected {
    pub x: f64,
    pub y: f64,
    pub depth: f64,
    pub scale: f64,
}

/// Projects a point given in cell units centred on the cube (each coordinate -1..=1 for
/// cells) with z up; z is stretched by [`LAYER_SPREAD`].
pub fn project(view: View, p: [f64; 3]) -> Projected {
    let [x, y, z] = [
        p[0] * SPACING,
        p[1] * SPACING,
        p[2] * SPACING * LAYER_SPREAD,
    ];
    let (sa, ca) = view.yaw.sin_cos();
    let (sb, cb) = view.pitch.sin_cos();
    let x1 = x * ca - y * sa;
    let y1 = x * sa + y * ca;
    let y2 = y1 * cb - z * sb;
    let z2 = y1 * sb + z * cb;
    let depth = -y2;
    let scale = CAMERA / (CAMERA - depth);
    Projected {
        x: x1 * scale,
        y: -z2 * scale,
        depth,
        scale,
    }
}

/// A cell's centre in centred cell units.
pub fn cell_point(c: Cell) -> [f64; 3] {
    [c.x as f64 - 1.0, c.y as f64 - 1.0, c.z as f64 - 1.0]
}

/// The push point of a line's end: just outside the cube, on the line's axis.
pub fn push_point(line: Line, end: End) -> [f64; 3] {
    let cells = line.cells();
    let mut p = cell_point(cells[0]);
    // In cell units before the layers are spread: the upright lines' points stand PUSH_OUT
    // spacings beyond the spread top and bottom layers.
    let out = match line.axis {
        Axis::Z => 1.0 + PUSH_OUT / LAYER_SPREAD,
        _ => 1.0 + PUSH_OUT,
    };
    let axis = match line.axis {
        Axis::X => 0,
        Axis::Y => 1,
        Axis::Z => 2,
    };
    p[axis] = match end {
        End::Low => -out,
        End::High => out,
    };
    p
}

/// The cell a ball pushed in at `end` enters first.
pub fn entry_cell(line: Line, end: End) -> Cell {
    let cells = line.cells();
    match end {
        End::Low => cells[0],
        End::High => cells[2],
    }
}

/// An arrowhead of size `r` at the origin pointing along `dir` (any length), as an SVG path.
pub fn arrow_path(dir: (f64, f64), r: f64) -> String {
    let len = dir.0.hypot(dir.1).max(1e-9);
    let (dx, dy) = (dir.0 / len, dir.1 / len);
    let (px, py) = (-dy, dx);
    let tip = (dx * r, dy * r);
    let b1 = (-dx * r * 0.7 + px * r * 0.8, -dy * r * 0.7 + py * r * 0.8);
    let b2 = (-dx * r * 0.7 - px * r * 0.8, -dy * r * 0.7 - py * r * 0.8);
    format!(
        "M{:.1},{:.1} L{:.1},{:.1} L{:.1},{:.1} Z",
        tip.0, tip.1, b1.0, b1.1, b2.0, b2.1
    )
}

/// The outline of each layer, a square round its nine cells, as corner pairs.
pub fn layer_edges() -> Vec<([f64; 3], [f64; 3])> {
    let h = 1.5;
    let mut edges = Vec::new();
    for z in [-1.0, 0.0, 1.0] {
        let c = [[-h, -h], [h, -h], [h, h], [-h, h]];
        for i in 0..4 {
            let (a, b) = (c[i], c[(i + 1) % 4]);
            edges.push(([a[0], a[1], z], [b[0], b[1], z]));
        }
    }
    edges
}

/// The target under a pointer: among targets within `radius · scale` of `at`, those
/// nearest the viewer (a front push point wins over one behind it), and of those the one
/// closest to the pointer.
pub fn pick<T: Copy>(targets: &[(T, Projected)], at: (f64, f64), radius: f64) -> Option<T> {
    let dist = |p: &Projected| (p.x - at.0).hypot(p.y - at.1);
    let hits: Vec<&(T, Projected)> = targets
        .iter()
        .filter(|(_, p)| dist(p) <= radius * p.scale)
        .collect();
    let front = hits.iter().map(|(_, p)| p.depth).fold(f64::MIN, f64::max);
    hits.into_iter()
        .filter(|(_, p)| p.depth >= front - SPACING * 0.5)
        .min_by(|a, b| dist(&a.1).total_cmp(&dist(&b.1)))
        .map(|(t, _)| *t)
}

/// The 3D view's viewBox.
pub const CUBE_VIEW_BOX: (f64, f64, f64, f64) = (-HALF_W, -HALF_H, 2.0 * HALF_W, 2.0 * HALF_H);

impl View {
    /// The view as the board writes it on its picture (`data-view`: yaw and pitch in
    /// thousandths of a radian), for drawings.
    pub fn to_attr(self) -> String {
        format!(
            "{} {}",
            (self.yaw * 1000.0).round() as i32,
            (self.pitch * 1000.0).round() as i32
        )
    }

    /// A view written by [`View::to_attr`]; the default view for anything else. (Whole
    /// numbers: a float parser would grow the programs that draw.)
    pub fn from_attr(text: Option<&str>) -> View {
        let mut parts = text.unwrap_or("").split(' ').map(str::parse::<i32>);
        match (parts.next(), parts.next(), parts.next()) {
            (Some(Ok(yaw)), Some(Ok(pitch)), None) => View {
                yaw: f64::from(yaw) / 1000.0,
                pitch: f64::from(pitch) / 1000.0,
            },
            _ => View::default(),
        }
    }
}

/// Where the cube view shows each cell and push point from `view`, for drawings
/// (`GameUi::drawing_places`): far ones first, so that a near one is pressed where they
/// overlap. Named as the rules name them (`102`, a push as its move).
#[cfg(feature = "positions")]
pub fn drawing_places(view: View) -> Vec<PlaceBox> {
    let cells = Cell::ALL
        .iter()
        .map(|&c| (c.to_string(), project(view, cell_point(c)), BALL_RADIUS));
    let pushes = Line::ALL.iter().flat_map(|&line| {
        [End::Low, End::High].map(move |end| {
            let name = rules::cubulus::Move::Insert { line, end }.to_string();
            (name, project(view, push_point(line, end)), 14.0)
        })
    });
    let mut places: Vec<_> = cells.chain(pushes).collect();
    places.sort_by(|a, b| a.1.depth.total_cmp(&b.1.depth));
    places
        .into_iter()
        .map(|(name, p, r)| PlaceBox::round(name, (p.x, p.y), r * p.scale))
        .collect()
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_view_written_on_the_picture_reads_back_and_anything_else_is_the_default() {
        let v = View::default().dragged(40.0, -30.0);
        let back = View::from_attr(Some(&v.to_attr()));
        assert!((back.yaw - v.yaw).abs() < 1e-3 && (back.pitch - v.pitch).abs() < 1e-3);
        assert_eq!(View::default().to_attr(), "-540 500");
        for bad in [
            None,
            Some(""),
            Some("1"),
            Some("a b"),
            Some("NaN 1"),
            Some("inf 0"),
            Some("0.5 1"),
            Some("1 2 3"),
        ] {
            assert_eq!(View::from_attr(bad), View::default(), "{bad:?}");
        }
    }
    use super::*;
    use crate::games::svg::client_to_svg;

    fn cell(x: u8, y: u8, z: u8) -> Cell {
        Cell { x, y, z }
    }

    #[test]
    fn the_default_view_looks_down_on_the_top_face() {
        let v = View::default();
        let top = project(v, cell_point(cell(1, 1, 2)));
        let bottom = project(v, cell_point(cell(1, 1, 0)));
        assert!(top.depth > bottom.depth);
        assert!(top.y < bottom.y, "top is drawn higher");
    }

    #[test]
    fn the_centre_projects_to_the_origin() {
        let p = project(View::default(), [0.0; 3]);
        assert!(p.x.abs() < 1e-9 && p.y.abs() < 1e-9);
        assert!((p.scale - 1.0).abs() < 1e-9);
    }

    #[test]
    fn nearer_points_are_drawn_larger() {
        let v = View::default();
        let a = project(v, cell_point(cell(0, 0, 1)));
        let b = project(v, cell_point(cell(2, 2, 1)));
        assert_eq!(a.depth > b.depth, a.scale > b.scale);
    }

    #[test]
    fn everything_fits_in_the_view_box_from_any_angle() {
        for i in 0..24 {
            let v = View {
                yaw: i as f64 * 0.3,
                pitch: (i as f64 * 0.17).sin() * 1.45,
            };
            for line in Line::ALL {
                for end in [End::Low, End::High] {
                    let p = project(v, push_point(line, end));
                    assert!(
                        p.x.abs() < HALF_W - 10.0 && p.y.abs() < HALF_H - 10.0,
                        "{v:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn push_points_lie_outside_the_cube_on_their_line() {
        let line = Line {
            axis: Axis::Y,
            a: 0,
            b: 2,
        };
        assert_eq!(push_point(line, End::Low), [-1.0, -1.8, 1.0]);
        assert_eq!(push_point(line, End::High), [-1.0, 1.8, 1.0]);
    }

    #[test]
    fn pick_prefers_the_target_nearest_the_viewer() {
        let front = Projected {
            x: 0.0,
            y: 0.0,
            depth: SPACING,
            scale: 1.0,
        };
        let back = Projected {
            depth: -SPACING,
            ..front
        };
        assert_eq!(pick(&[(1, back), (2, front)], (3.0, 0.0), 8.0), Some(2));
        assert_eq!(pick(&[(1, back), (2, front)], (30.0, 0.0), 8.0), None);
    }

    #[test]
    fn client_coordinates_map_into_the_view_box() {
        let rect = (100.0, 50.0, 2.0 * HALF_W, 2.0 * HALF_H);
        assert_eq!(
            client_to_svg((100.0 + HALF_W, 50.0 + HALF_H), rect, CUBE_VIEW_BOX),
            (0.0, 0.0)
        );
        assert_eq!(
            client_to_svg(
                (100.0 + 2.0 * HALF_W, 50.0 + 2.0 * HALF_H),
                rect,
                CUBE_VIEW_BOX
            ),
            (HALF_W, HALF_H)
        );
        // A wide element letterboxes the view box left and right.
        let wide = (0.0, 0.0, 4.0 * HALF_W, 2.0 * HALF_H);
        assert_eq!(
            client_to_svg((2.0 * HALF_W, HALF_H), wide, CUBE_VIEW_BOX),
            (0.0, 0.0)
        );
        assert_eq!(
            client_to_svg((HALF_W, 0.0), wide, CUBE_VIEW_BOX),
            (-HALF_W, -HALF_H)
        );
    }

    /// Issue 25, item 5: in the cube view balls hid each other and push points sat on balls.
    /// From the default angle every ball is clear of every other, and no push point's
    /// centre lies on a ball (push points are drawn under the balls).
    #[test]
    fn no_ball_hides_another_in_the_default_view() {
        let v = View::default();
        let balls: Vec<Projected> = Cell::ALL
            .iter()
            .map(|&c| project(v, cell_point(c)))
            .collect();
        for (i, a) in balls.iter().enumerate() {
            for b in &balls[i + 1..] {
                let gap = (a.x - b.x).hypot(a.y - b.y) - BALL_RADIUS * (a.scale + b.scale);
                assert!(gap > 0.5, "two balls overlap by {:.1}", -gap);
            }
        }
        for line in Line::ALL {
            for end in [End::Low, End::High] {
                let p = project(v, push_point(line, end));
                for b in &balls {
                    let clear = (p.x - b.x).hypot(p.y - b.y) - BALL_RADIUS * b.scale;
                    assert!(clear > 4.0, "{line:?} {end:?} lies on a ball");
                }
            }
        }
    }

    #[test]
    fn arrows_point_where_they_are_told() {
        // The tip is the point furthest along the direction.
        let d = arrow_path((0.0, 2.0), 10.0);
        assert!(d.starts_with("M0.0,10.0"), "{d}");
    }

    #[test]
    fn dragging_turns_and_the_tilt_is_bounded() {
        let v = View::default().dragged(0.0, 10_000.0);
        assert!(v.pitch <= 1.45);
        assert_ne!(View::default().stepped(1, 0).yaw, View::default().yaw);
    }
}
