//! The places and the drawing on them as a standalone SVG file (no script, no stylesheet):
//! print material, or a picture for a site that wants no frame.

use std::fmt::Write;

use rules::drawing::Drawing;

use super::geometry::{figures, ink, Figure, PlaceBox};

/// A place as the picture shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureCell {
    pub place: PlaceBox,
    /// What the place shows: its piece's token, or empty.
    pub shown: String,
    /// The piece's fill and edge colours (`None`: an empty place, or a piece of no seat).
    pub colours: Option<(&'static str, &'static str)>,
    /// The place and its piece in words (each place's `<title>`).
    pub words: String,
}

const MARGIN: f64 = 8.0;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Two decimals are enough for a picture and keep the file short.
fn n(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}

/// The picture: `title` first (the file's `<title>`), then every place, then the
/// drawing's figures over them. Each shape's figure carries `data-shape` (its text).
pub fn svg(title: &str, cells: &[PictureCell], drawing: &Drawing) -> String {
    let (mut left, mut top, mut right, mut bottom) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for c in cells {
        left = left.min(c.place.x);
        top = top.min(c.place.y);
        right = right.max(c.place.x + c.place.w);
        bottom = bottom.max(c.place.y + c.place.h);
    }
    if cells.is_empty() {
        (left, top, right, bottom) = (0.0, 0.0, 0.0, 0.0);
    }
    let (x0, y0) = (left - MARGIN, top - MARGIN);
    let (w, h) = (right - left + 2.0 * MARGIN, bottom - top + 2.0 * MARGIN);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{} {} {} {}" width="{}" height="{}" font-family="sans-serif">"#,
        n(x0),
        n(y0),
        n(w),
        n(h),
        n(w),
        n(h)
    );
    let _ = write!(out, "<title>{}</title>", escape(title));
    let _ = write!(
        out,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="#ffffff"/>"##,
        n(x0),
        n(y0),
        n(w),
        n(h)
    );
    for c in cells {
        let b = &c.place;
        let (fill, edge) = c.colours.unwrap_or(match c.shown.is_empty() {
            true => ("#f4f1e8", "#b9b2a0"),
            false => ("#e9e4d4", "#6b6456"),
        });
        let size = b.w.min(b.h);
        let (text, colour, font) = match c.shown.is_empty() {
            true => (b.place.as_str(), "#6b6456", size * 0.22),
            false => (c.shown.as_str(), "#000000", size * 0.32),
        };
        let _ = write!(
            out,
            r#"<g data-place="{}"><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="{fill}" stroke="{edge}"/><text x="{}" y="{}" font-size="{}" fill="{colour}" text-anchor="middle" dominant-baseline="central">{}</text></g>"#,
            escape(&b.place),
            escape(&c.words),
            n(b.x + 0.5),
            n(b.y + 0.5),
            n(b.w - 1.0),
            n(b.h - 1.0),
            n(b.x + b.w / 2.0),
            n(b.y + b.h / 2.0),
            n(font),
            escape(text)
        );
    }
    let boxes: Vec<PlaceBox> = cells.iter().map(|c| c.place.clone()).collect();
    out.push_str(r#"<g opacity="0.8">"#);
    for f in figures(drawing, &boxes, None) {
        figure(&mut out, &f);
    }
    out.push_str("</g></svg>");
    out
}

fn figure(out: &mut String, f: &Figure) {
    let _ = match f {
        Figure::Arrow {
            shape,
            colour,
            from,
            to,
            width,
            head,
        } => write!(
            out,
            r#"<g data-shape="{}"><line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}" stroke-linecap="round"/><polygon points="{}" fill="{}"/></g>"#,
            escape(shape),
            n(from.0),
            n(from.1),
            n(to.0),
            n(to.1),
            ink(*colour),
            n(*width),
            head.iter()
                .map(|(x, y)| format!("{},{}", n(*x), n(*y)))
                .collect::<Vec<_>>()
                .join(" "),
            ink(*colour)
        ),
        Figure::Ring {
            shape,
            colour,
            centre,
            r,
            width,
            ..
        } => write!(
            out,
            r#"<circle data-shape="{}" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="{}"/>"#,
            escape(shape),
            n(centre.0),
            n(centre.1),
            n(*r),
            ink(*colour),
            n(*width)
        ),
        Figure::Highlight {
            shape,
            colour,
            x,
            y,
            w,
            h,
        } => write!(
            out,
            r#"<rect data-shape="{}" x="{}" y="{}" width="{}" height="{}" fill="{}" fill-opacity="0.45"/>"#,
            escape(shape),
            n(*x),
            n(*y),
            n(*w),
            n(*h),
            ink(*colour)
        ),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_has_every_place_and_shape_and_escapes_its_texts() {
        let cells: Vec<PictureCell> = (0..4)
            .map(|i| PictureCell {
                place: PlaceBox {
                    place: format!("p{i}"),
                    x: 10.0 + f64::from(i) * 30.0,
                    y: 20.0,
                    w: 30.0,
                    h: 30.0,
                },
                shown: if i == 0 { "b4".into() } else { String::new() },
                colours: (i == 0).then_some(("#ffcccc", "#990000")),
                words: format!("place {i} <empty> & more"),
            })
            .collect();
        let d = Drawing::from_text("ga:p0>p3,rc:p1,bh:p2").unwrap();
        let s = svg("Cubes & a <title>", &cells, &d);
        assert!(
            s.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="2 12 136 46""#),
            "{s}"
        );
        assert!(s.ends_with("</svg>"));
        assert!(s.contains("<title>Cubes &amp; a &lt;title&gt;</title>"));
        assert_eq!(s.matches("data-place=").count(), 4);
        for shape in ["ga:p0&gt;p3", "rc:p1", "bh:p2"] {
            assert!(
                s.contains(&format!(r#"data-shape="{shape}""#)),
                "{shape} in {s}"
            );
        }
        assert!(!s.contains("<script"));
        assert!(!s.contains("<empty>"));
    }
}
