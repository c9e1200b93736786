//! The shapes of a drawing as figures over the boxes of the places they name, in the
//! coordinates those boxes are measured in (the overlay's pixels, the picture's units).

use rules::drawing::{Colour, Drawing, Mark};

/// A place's box: its name and where it is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct PlaceBox {
    pub place: String,
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl PlaceBox {
    fn centre(&self) -> (f64, f64) {
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
    /// A place filled with a see-through colour.
    Highlight {
        shape: String,
        colour: Colour,
        x: f64,
        y: f64,
        w: f64,
        h: f64,
    },
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
            .map(|(i, p)| PlaceBox {
                place: p.to_string(),
                x: i as f64 * 40.0,
                y: 0.0,
                w: 40.0,
                h: 40.0,
            })
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
}
