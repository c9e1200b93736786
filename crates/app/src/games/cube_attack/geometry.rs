//! Where things go on the Cube Attack board, as plain functions with native tests: planet
//! centres from the map's polar data, orbit paths (ring arcs or straight spokes), cube slots
//! on a planet, the arrow-key neighbour of a planet, and the score track.

use rules::cube_attack::{Planet, PlanetKind};

#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;

/// The map's SVG view box is `-VIEW..VIEW` on both axes.
pub const VIEW: f64 = 465.0;
/// SVG units for a planet radius of 100 hundredths.
pub const BOARD_RADIUS: f64 = 420.0;
/// The invisible circle that takes clicks and taps around a planet: 120 units across, about
/// 44 px on a 360 px phone.
pub const HIT_RADIUS: f64 = 60.0;
/// The front face of a drawn cube.
pub const CUBE: f64 = 26.0;
/// How far the top and side faces of a cube reach up and right.
pub const CUBE_DEPTH: f64 = 7.0;
const SLOT_GAP: f64 = 6.0;

/// A point in SVG units.
pub type Point = (f64, f64);

/// The centre of a planet: angles grow clockwise on screen from the right, as in the map data.
pub fn planet_centre(p: &Planet) -> Point {
    let r = f64::from(p.radius) / 100.0 * BOARD_RADIUS;
    let a = f64::from(p.angle).to_radians();
    (r * a.cos(), r * a.sin())
}

/// How large a planet is drawn: moons larger, so their cubes and scores stand out.
pub fn planet_radius(kind: PlanetKind) -> f64 {
    match kind {
        PlanetKind::FullMoon => 62.0,
        PlanetKind::HalfMoon => 52.0,
        PlanetKind::Start => 48.0,
        PlanetKind::ExtraCube | PlanetKind::ExtraLife | PlanetKind::Armament => 46.0,
    }
}

/// The SVG path of the orbit between two planets: an arc of the ring when both lie on the
/// same circle (the short way round), else a straight spoke.
pub fn orbit_path(a: &Planet, b: &Planet) -> String {
    let (pa, pb) = (planet_centre(a), planet_centre(b));
    let clockwise = (i32::from(b.angle) - i32::from(a.angle)).rem_euclid(360);
    if a.radius == b.radius && a.radius > 0 && clockwise != 180 {
        let r = f64::from(a.radius) / 100.0 * BOARD_RADIUS;
        let sweep = u8::from(clockwise < 180);
        format!(
            "M{:.1},{:.1} A{r:.1},{r:.1} 0 0,{sweep} {:.1},{:.1}",
            pa.0, pa.1, pb.0, pb.1
        )
    } else {
        format!("M{:.1},{:.1} L{:.1},{:.1}", pa.0, pa.1, pb.0, pb.1)
    }
}

/// Stacks that fit side by side in one row on a planet of radius `r`.
pub fn slots_per_row(r: f64) -> usize {
    (((1.8 * r + SLOT_GAP) / (CUBE + CUBE_DEPTH + SLOT_GAP)) as usize).max(2)
}

/// Where the bottom centres of `n` cube stacks go, relative to the planet centre: rows of
/// [`slots_per_row`], the first row low on the planet, further rows above it.
pub fn stack_slots(n: usize, r: f64) -> Vec<Point> {
    let per_row = slots_per_row(r);
    let step = CUBE + CUBE_DEPTH + SLOT_GAP;
    let base = 0.62 * r;
    (0..n)
        .map(|i| {
            let (row, col) = (i / per_row, i % per_row);
            let in_row = (n - row * per_row).min(per_row);
            let x = (col as f64 - (in_row as f64 - 1.0) / 2.0) * step - CUBE_DEPTH / 2.0;
            (x, base - row as f64 * (2.0 * CUBE + 6.0))
        })
        .collect()
}

/// The planet the arrow keys go to from `from` in direction `dir` (unit screen vector):
/// the nearest planet within 60° of that direction, angle weighing against distance.
pub fn step_towards(centres: &[Point], from: usize, dir: Point) -> Option<usize> {
    let here = *centres.get(from)?;
    centres
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != from)
        .filter_map(|(i, &(x, y))| {
            let (dx, dy) = (x - here.0, y - here.1);
            let dist = dx.hypot(dy);
            let cos = (dx * dir.0 + dy * dir.1) / dist.max(1e-9);
            (cos > 0.5).then_some((i, dist * (2.0 - cos)))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// The score track: 0 to 64 points left to right.
pub mod track {
    pub const WIDTH: f64 = 440.0;
    pub const LEFT: f64 = 16.0;
    pub const RIGHT: f64 = 418.0;
    /// Points on the track; higher scores sit at its end.
    pub const POINTS: u32 = 64;
    /// Markers closer than this share no lane.
    pub const MARKER_GAP: f64 = 16.0;
    pub const LANE: f64 = 16.0;

    /// The x of a score given in half-points.
    pub fn x(half_points: u32) -> f64 {
        let p = f64::from(half_points.min(2 * POINTS)) / 2.0;
        LEFT + (RIGHT - LEFT) * p / f64::from(POINTS)
    }

    /// A lane per marker (0 nearest the track) so that markers in one lane are at least
    /// [`MARKER_GAP`] apart; lower seats take lower lanes first.
    pub fn lanes(xs: &[f64]) -> Vec<usize> {
        let mut lanes = vec![0; xs.len()];
        for i in 0..xs.len() {
            let mut lane = 0;
            while (0..i).any(|j| lanes[j] == lane && (xs[j] - xs[i]).abs() < MARKER_GAP) {
                lane += 1;
            }
            lanes[i] = lane;
        }
        lanes
    }
}

/// Where the map shows each planet, for drawings (`GameUi::drawing_places`).
#[cfg(feature = "positions")]
pub fn drawing_places(planets: &[Planet]) -> Vec<PlaceBox> {
    planets
        .iter()
        .map(|p| PlaceBox::round(p.id.to_string(), planet_centre(p), planet_radius(p.kind())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::cube_attack::{Map, PlanetId};

    fn planet(id: &str) -> Planet {
        let id: PlanetId = id.parse().unwrap();
        *Map::standard().planet(id).unwrap()
    }

    fn close(a: Point, b: Point) -> bool {
        (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01
    }

    #[test]
    fn planets_sit_at_their_angle_clockwise_from_the_right() {
        assert!(close(planet_centre(&planet("V")), (0.0, 0.0)));
        assert!(close(
            planet_centre(&planet("H0")),
            (0.4 * BOARD_RADIUS, 0.0)
        ));
        // 90° is straight down on screen.
        let s90 = planet_centre(&planet("S90"));
        assert!(s90.0.abs() < 0.01 && s90.1 > 0.0);
    }

    #[test]
    fn the_whole_standard_map_fits_the_view() {
        for p in Map::standard().planets() {
            let (x, y) = planet_centre(p);
            let r = HIT_RADIUS.max(planet_radius(p.kind()));
            assert!(
                x.abs() + r <= VIEW && y.abs() + r <= VIEW,
                "{} sticks out",
                p.id
            );
        }
    }

    #[test]
    fn tap_circles_of_planets_do_not_overlap() {
        let map = Map::standard();
        for p in map.planets() {
            for q in map.planets() {
                if p.id < q.id {
                    let (a, b) = (planet_centre(p), planet_centre(q));
                    let d = (a.0 - b.0).hypot(a.1 - b.1);
                    assert!(
                        d >= 2.0 * HIT_RADIUS,
                        "{} and {} are {d:.0} apart",
                        p.id,
                        q.id
                    );
                }
            }
        }
    }

    #[test]
    fn ring_orbits_are_arcs_and_spokes_are_lines() {
        let ring = orbit_path(&planet("E15"), &planet("B45"));
        assert!(ring.contains(" A294.0,294.0 0 0,1 "), "{ring}");
        // Going the other way round the ring the sweep flips.
        let back = orbit_path(&planet("B45"), &planet("E15"));
        assert!(back.contains(" 0 0,0 "), "{back}");
        // Across 0°: 345 → 15 is 30° clockwise.
        let wrap = orbit_path(&planet("B345"), &planet("E15"));
        assert!(wrap.contains(" 0 0,1 "), "{wrap}");
        assert!(orbit_path(&planet("V"), &planet("H0")).contains(" L"));
        assert!(orbit_path(&planet("S30"), &planet("E15")).contains(" L"));
    }

    #[test]
    fn stacks_fit_side_by_side_on_a_planet() {
        let r = planet_radius(PlanetKind::ExtraLife);
        assert_eq!(slots_per_row(r), 2);
        let slots = stack_slots(2, r);
        assert!(slots[1].0 - slots[0].0 >= CUBE + CUBE_DEPTH);
        for (x, _) in &slots {
            assert!(x.abs() + (CUBE + CUBE_DEPTH) / 2.0 <= r + 0.01);
        }
        // One stack is centred (its side face included).
        let one = stack_slots(1, r)[0];
        assert!((one.0 + CUBE_DEPTH / 2.0).abs() < 0.01);
        // A third stack opens a row above.
        let three = stack_slots(3, r);
        assert!(three[2].1 < three[0].1);
        assert_eq!(slots_per_row(planet_radius(PlanetKind::FullMoon)), 3);
    }

    #[test]
    fn arrow_keys_go_to_the_nearest_planet_that_way() {
        let map = Map::standard();
        let centres: Vec<Point> = map.planets().iter().map(planet_centre).collect();
        let index = |id: &str| {
            map.planets()
                .iter()
                .position(|p| p.id == id.parse().unwrap())
        };
        let v = index("V").unwrap();
        assert_eq!(step_towards(&centres, v, (1.0, 0.0)), index("H0"));
        assert_eq!(step_towards(&centres, v, (-1.0, 0.0)), index("W180"));
        let h0 = index("H0").unwrap();
        assert_eq!(step_towards(&centres, h0, (-1.0, 0.0)), Some(v));
        // Nothing lies further right of the rightmost planets.
        let e15 = index("E15").unwrap();
        let b345 = index("B345").unwrap();
        assert_eq!(step_towards(&centres, e15, (1.0, 0.0)), None);
        assert_eq!(step_towards(&centres, e15, (0.0, -1.0)), Some(b345));
    }

    #[test]
    fn the_track_runs_to_64_and_stacks_close_markers() {
        assert_eq!(track::x(0), track::LEFT);
        assert_eq!(track::x(128), track::RIGHT);
        assert_eq!(track::x(200), track::RIGHT);
        let xs = [track::x(10), track::x(10), track::x(60), track::x(11)];
        assert_eq!(track::lanes(&xs), vec![0, 1, 0, 2]);
    }
}
