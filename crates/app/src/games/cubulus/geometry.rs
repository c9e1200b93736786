//! Where things are drawn: the cube's 3D projection, the push points outside it, the
//! exploded layer layout, and hit-testing. Plain functions, tested natively.

use rules::cubulus::{Axis, Cell, End, Line};

/// Distance between neighbouring cell centres, in SVG units.
pub const SPACING: f64 = 76.0;
/// Ball radius at unit perspective.
pub const BALL_RADIUS: f64 = 27.0;
/// The square viewBox of the 3D view is `-HALF -HALF 2·HALF 2·HALF`.
pub const HALF: f64 = 230.0;
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
    fn default() -> Self {
        View {
            yaw: -0.62,
            pitch: 0.52,
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
/// cells) with z up.
pub fn project(view: View, p: [f64; 3]) -> Projected {
    let [x, y, z] = p.map(|c| c * SPACING);
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
    let along = match end {
        End::Low => -1.8,
        End::High => 1.8,
    };
    let axis = match line.axis {
        Axis::X => 0,
        Axis::Y => 1,
        Axis::Z => 2,
    };
    p[axis] = along;
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

/// The cube's twelve outer edges, as pairs of corners.
pub fn box_edges() -> Vec<([f64; 3], [f64; 3])> {
    let h = 1.5;
    let mut edges = Vec::new();
    for a in [-h, h] {
        for b in [-h, h] {
            edges.push(([-h, a, b], [h, a, b]));
            edges.push(([a, -h, b], [a, h, b]));
            edges.push(([a, b, -h], [a, b, h]));
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
pub const CUBE_VIEW_BOX: (f64, f64, f64, f64) = (-HALF, -HALF, 2.0 * HALF, 2.0 * HALF);

/// The exploded view: layers z = 0, 1, 2 side by side (x right, y down), flanked by the
/// push points of the vertical lines (entering at z = 0 on the left, z = 2 on the right).
pub mod layers {
    use super::*;

    pub const CELL: f64 = 38.0;
    pub const MARGIN: f64 = 24.0;
    pub const SMALL: f64 = 22.0;
    pub const GAP: f64 = 16.0;
    pub const WIDTH: f64 =
        2.0 * (3.0 * SMALL + GAP) + 3.0 * (3.0 * CELL + 2.0 * MARGIN) + 2.0 * GAP;
    pub const HEIGHT: f64 = 3.0 * CELL + 2.0 * MARGIN + 24.0;

    fn layer_left(z: u8) -> f64 {
        3.0 * SMALL + GAP + MARGIN + z as f64 * (3.0 * CELL + 2.0 * MARGIN + GAP)
    }

    const TOP: f64 = 24.0 + MARGIN;

    pub fn cell_centre(c: Cell) -> (f64, f64) {
        (
            layer_left(c.z) + (c.x as f64 + 0.5) * CELL,
            TOP + (c.y as f64 + 0.5) * CELL,
        )
    }

    pub fn layer_label(z: u8) -> (f64, f64) {
        (layer_left(z) + 1.5 * CELL, 14.0)
    }

    pub fn push_centre(line: Line, end: End) -> (f64, f64) {
        let c = line.cells()[0];
        let (x, y) = cell_centre(c);
        let out = CELL * 0.5 + MARGIN * 0.5;
        match (line.axis, end) {
            (Axis::X, End::Low) => (x - out, y),
            (Axis::X, End::High) => (x + 2.0 * CELL + out, y),
            (Axis::Y, End::Low) => (x, y - out),
            (Axis::Y, End::High) => (x, y + 2.0 * CELL + out),
            (Axis::Z, End::Low) => ((c.x as f64 + 0.5) * SMALL, TOP + (c.y as f64 + 0.5) * CELL),
            (Axis::Z, End::High) => (
                WIDTH - (3.0 - c.x as f64 - 0.5) * SMALL,
                TOP + (c.y as f64 + 0.5) * CELL,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
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
                    assert!(p.x.abs() < HALF - 10.0 && p.y.abs() < HALF - 10.0, "{v:?}");
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
    fn every_push_point_can_be_picked_in_the_layer_view() {
        let mut targets = Vec::new();
        for line in Line::ALL {
            for end in [End::Low, End::High] {
                let (x, y) = layers::push_centre(line, end);
                targets.push((
                    (line, end),
                    Projected {
                        x,
                        y,
                        depth: 0.0,
                        scale: 1.0,
                    },
                ));
            }
        }
        for &(t, p) in &targets {
            assert_eq!(pick(&targets, (p.x, p.y), 19.0), Some(t));
            assert_eq!(pick(&targets, (p.x + 4.0, p.y - 3.0), 19.0), Some(t));
        }
    }

    #[test]
    fn client_coordinates_map_into_the_view_box() {
        let rect = (100.0, 50.0, 400.0, 400.0);
        assert_eq!(
            client_to_svg((300.0, 250.0), rect, CUBE_VIEW_BOX),
            (0.0, 0.0)
        );
        assert_eq!(
            client_to_svg((500.0, 450.0), rect, CUBE_VIEW_BOX),
            (HALF, HALF)
        );
        // A wide element letterboxes the square view box left and right.
        let wide = (0.0, 0.0, 800.0, 400.0);
        assert_eq!(
            client_to_svg((400.0, 200.0), wide, CUBE_VIEW_BOX),
            (0.0, 0.0)
        );
        assert_eq!(
            client_to_svg((200.0, 0.0), wide, CUBE_VIEW_BOX),
            (-HALF, -HALF)
        );
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
