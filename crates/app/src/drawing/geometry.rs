//! The shapes of a drawing as figures over the boxes of the places they name, in the
//! coordinates those boxes are measured in (the overlay's pixels, the picture's units).

use rules::drawing::{Colour, Drawing, Mark};

/// A place's box: its name, where it is drawn and the outline a press finds it by.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaceBox {
    pub place: String,
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
    pub outline: Outline,
}

/// The outline of a place inside its box: the box itself (a square), the ellipse in it (a
/// ball, a planet) or the diamond on its sides' middles (a Cubus lid seen from the corner).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outline {
    Square,
    Round,
    Diamond,
}

impl PlaceBox {
    /// A square place: its top-left corner and side.
    pub fn square(place: String, (x, y): (f64, f64), side: f64) -> PlaceBox {
        PlaceBox {
            place,
            x,
            y,
            w: side,
            h: side,
            outline: Outline::Square,
        }
    }

    /// A round place: its centre and radius.
    pub fn round(place: String, (cx, cy): (f64, f64), r: f64) -> PlaceBox {
        PlaceBox {
            place,
            x: cx - r,
            y: cy - r,
            w: 2.0 * r,
            h: 2.0 * r,
            outline: Outline::Round,
        }
    }

    /// A diamond place with these corners (in any order): its box is theirs.
    pub fn diamond(place: String, corners: &[(f64, f64)]) -> PlaceBox {
        let (mut left, mut top, mut right, mut bottom) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for &(x, y) in corners {
            (left, top) = (left.min(x), top.min(y));
            (right, bottom) = (right.max(x), bottom.max(y));
        }
        PlaceBox {
            place,
            x: left,
            y: top,
            w: right - left,
            h: bottom - top,
            outline: Outline::Diamond,
        }
    }

    /// The place's outline as an SVG path.
    pub fn path(&self) -> String {
        outline_path((self.x, self.y, self.w, self.h), self.outline)
    }

    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    fn size(&self) -> f64 {
        self.w.min(self.h)
    }
}

/// A figure to draw; `shape` is the shape's text (`ga:a1>b2`), for the page's tests and
/// for a screen reader's list.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// An arrow: its shaft and its head's three corners.
    Arrow {
        shape: String,
        colour: Colour,
        from: (f64, f64),
        to: (f64, f64),
        width: f64,
        head: [(f64, f64); 3],
    },
    /// A ring on a place (a circle; dashed: the place pressed first, waiting).
    Ring {
        shape: String,
        colour: Colour,
        centre: (f64, f64),
        r: f64,
        width: f64,
        dashed: bool,
    },
    /// A place filled with a see-through colour, in its outline.
    Highlight {
        shape: String,
        colour: Colour,
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        outline: Outline,
    },
}

/// The outline of a box `(x, y, w, h)` as an SVG path (one shape for the overlay's
/// highlights and press targets, and for the picture's).
pub fn outline_path((x, y, w, h): (f64, f64, f64, f64), outline: Outline) -> String {
    let (cx, cy, rx, ry) = (x + w / 2.0, y + h / 2.0, w / 2.0, h / 2.0);
    match outline {
        Outline::Square => format!("M{x:.1} {y:.1}h{w:.1}v{h:.1}h{:.1}Z", -w),
        Outline::Round => format!(
            "M{:.1} {cy:.1}a{rx:.1} {ry:.1} 0 1 0 {:.1} 0a{rx:.1} {ry:.1} 0 1 0 {:.1} 0Z",
            x, w, -w
        ),
        Outline::Diamond => format!(
            "M{cx:.1} {y:.1}L{:.1} {cy:.1}L{cx:.1} {:.1}L{x:.1} {cy:.1}Z",
            x + w,
            y + h
        ),
    }
}

/// The ink of each colour: dark enough to read against the places' light faces.
pub fn ink(colour: Colour) -> &'static str {
    match colour {
        Colour::Green => "#15803d",
        Colour::Red => "#c62828",
        Colour::Blue => "#1d4ed8",
        Colour::Yellow => "#b88a00",
    }
}

/// The figures of `drawing` over `boxes` (a shape naming a place without a box is not
/// drawn), and a dashed ring on `from`, the place pressed first. Highlights come first, so
/// that arrows and circles are drawn over them.
pub fn figures(drawing: &Drawing, boxes: &[PlaceBox], from: Option<(&str, Colour)>) -> Vec<Figure> {
    let find = |place: &str| boxes.iter().find(|b| b.place == place);
    let mut out = Vec::new();
    for m in drawing.marks.iter().filter(|m| m.mark == Mark::Highlight) {
        if let Some(b) = find(&m.place) {
            out.push(Figure::Highlight {
                shape: m.to_text(),
                colour: m.colour,
                x: b.x,
                y: b.y,
                w: b.w,
                h: b.h,
                outline: b.outline,
            });
        }
    }
    for m in drawing.marks.iter().filter(|m| m.mark == Mark::Circle) {
        if let Some(b) = find(&m.place) {
            out.push(ring(m.to_text(), m.colour, b, false));
        }
    }
    for a in &drawing.arrows {
        if let (Some(f), Some(t)) = (find(&a.from), find(&a.to)) {
            out.push(arrow(a.to_text(), a.colour, f, t));
        }
    }
    if let Some((place, colour)) = from {
        if let Some(b) = find(place) {
            out.push(ring(String::new(), colour, b, true));
        }
    }
    out
}

fn ring(shape: String, colour: Colour, b: &PlaceBox, dashed: bool) -> Figure {
    Figure::Ring {
        shape,
        colour,
        centre: b.centre(),
        r: b.size() * 0.42,
        width: (b.size() * 0.09).max(2.0),
        dashed,
    }
}

fn arrow(shape: String, colour: Colour, from: &PlaceBox, to: &PlaceBox) -> Figure {
    let size = from.size().min(to.size());
    let (x1, y1) = from.centre();
    let (x2, y2) = to.centre();
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (ux, uy) = (dx / length, dy / length);
    // The tip stops short of the target's centre; the head is at most half the length.
    let tip = (x2 - ux * size * 0.2, y2 - uy * size * 0.2);
    let head = (size * 0.45).min(length * 0.5);
    let half = head * 0.6;
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    Figure::Arrow {
        shape,
        colour,
        from: (x1 + ux * size * 0.15, y1 + uy * size * 0.15),
        to: base,
        width: (size * 0.14).max(2.0),
        head: [
            tip,
            (base.0 - uy * half, base.1 + ux * half),
            (base.0 + uy * half, base.1 - ux * half),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::drawing::Drawing;

    fn boxes() -> Vec<PlaceBox> {
        ["a", "b", "c"]
            .iter()
            .enumerate()
            .map(|(i, p)| PlaceBox::square(p.to_string(), (i as f64 * 40.0, 0.0), 40.0))
            .collect()
    }

    #[test]
    fn an_arrow_points_from_its_place_to_the_other_and_unknown_places_are_left_out() {
        let d = Drawing::from_text("ga:a>c,rc:b,bh:a,yc:zz").unwrap();
        let f = figures(&d, &boxes(), Some(("c", Colour::Red)));
        assert_eq!(f.len(), 4, "{f:?}");
        assert!(matches!(&f[0], Figure::Highlight { shape, .. } if shape == "bh:a"));
        assert!(matches!(&f[1], Figure::Ring { shape, dashed: false, .. } if shape == "rc:b"));
        let Figure::Arrow { from, head, .. } = &f[2] else {
            panic!("{f:?}")
        };
        // From inside the first place to the tip inside the last, pointing right.
        assert!(from.0 > 20.0 && from.0 < 40.0, "{from:?}");
        assert!(head[0].0 > 80.0 && head[0].0 < 100.0, "{head:?}");
        assert!((head[1].1 + head[2].1) / 2.0 - 20.0 < 1e-9);
        assert!(matches!(&f[3], Figure::Ring { dashed: true, .. }));
    }

    #[test]
    fn a_diamonds_box_is_its_corners_box() {
        let d = PlaceBox::diamond(
            "c".into(),
            &[(5.0, 0.0), (10.0, 5.0), (5.0, 10.0), (0.0, 5.0)],
        );
        assert_eq!(
            (d.x, d.y, d.w, d.h, d.outline),
            (0.0, 0.0, 10.0, 10.0, Outline::Diamond)
        );
        assert_eq!(d.path(), "M5.0 0.0L10.0 5.0L5.0 10.0L0.0 5.0Z");
        let r = PlaceBox::round("b".into(), (5.0, 5.0), 5.0);
        assert_eq!(
            (r.x, r.y, r.w, r.h, r.centre()),
            (0.0, 0.0, 10.0, 10.0, (5.0, 5.0))
        );
        assert_eq!(
            r.path(),
            "M0.0 5.0a5.0 5.0 0 1 0 10.0 0a5.0 5.0 0 1 0 -10.0 0Z"
        );
        let s = PlaceBox::square("a".into(), (1.0, 2.0), 3.0);
        assert_eq!(s.path(), "M1.0 2.0h3.0v3.0h-3.0Z");
    }
}
