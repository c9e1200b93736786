//! The board's picture as it is drawn, with the drawing over it, as a standalone SVG file
//! (no script, no stylesheet: each part carries the style it is shown with): print material,
//! or a picture for a site that wants no frame.

use std::fmt::Write;

use rules::drawing::Drawing;
use rules::AnyGame;
use wasm_bindgen::JsCast;

use super::geometry::{figures, ink, outline_path, Figure, PlaceBox};
use super::layer::{picture_in, view_box};
use super::texts::Dr;
use crate::i18n::Lang;

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

/// `board` (a picture serialized as `<svg …>…</svg>`) with `title` as its first part and
/// the figures of `drawing` over `boxes` (in the picture's units) as its last; `None` for
/// text that is not such a picture.
pub fn with_drawing(
    board: &str,
    title: &str,
    drawing: &Drawing,
    boxes: &[PlaceBox],
) -> Option<String> {
    if !board.starts_with("<svg") {
        return None;
    }
    let opened = board.find('>')? + 1;
    let closed = board.rfind("</svg>")?;
    if closed < opened || board[..opened].ends_with("/>") {
        return None;
    }
    let mut out = String::with_capacity(board.len() + 1024);
    out.push_str(&board[..opened]);
    let _ = write!(out, "<title>{}</title>", escape(title));
    out.push_str(&board[opened..closed]);
    out.push_str(r#"<g opacity="0.8">"#);
    for f in figures(drawing, boxes, None) {
        figure(&mut out, &f);
    }
    out.push_str("</g></svg>");
    Some(out)
}

/// The style properties a part's look is kept by, each with the value it is left out at
/// (the value it would have anyway). The font's only on text.
const STYLE: [(&str, &str); 17] = [
    ("display", "inline"),
    ("visibility", "visible"),
    ("opacity", "1"),
    ("fill", "rgb(0, 0, 0)"),
    ("fill-opacity", "1"),
    ("fill-rule", "nonzero"),
    ("stroke", "none"),
    ("stroke-width", "1px"),
    ("stroke-opacity", "1"),
    ("stroke-dasharray", "none"),
    ("stroke-linecap", "butt"),
    ("stroke-linejoin", "miter"),
    ("transform", "none"),
    ("filter", "none"),
    ("paint-order", "normal"),
    ("text-anchor", "start"),
    ("dominant-baseline", "auto"),
];
const FONT: [&str; 3] = ["font-family", "font-size", "font-weight"];

/// The style `shown` is shown with, as a `style` attribute's text.
fn style_of(window: &web_sys::Window, shown: &web_sys::Element) -> String {
    let Ok(Some(computed)) = window.get_computed_style(shown) else {
        return String::new();
    };
    let mut out = String::new();
    let text = matches!(shown.local_name().as_str(), "text" | "tspan");
    let fonts = FONT.iter().filter(|_| text).map(|name| (*name, ""));
    for (name, left_out) in STYLE.into_iter().chain(fonts) {
        let value = computed.get_property_value(name).unwrap_or_default();
        if !value.is_empty() && value != left_out {
            let _ = write!(out, "{name}:{value};");
        }
    }
    out
}

/// The board's picture in `host` as shown, with `drawing` over it, titled `title`; `None`
/// where the board shows no picture (Cubulus's layers).
pub fn of_board(
    host: &web_sys::Element,
    game: &AnyGame,
    drawing: &Drawing,
    title: &str,
) -> Option<String> {
    let window = web_sys::window()?;
    let shown = picture_in(host, game)?;
    let (_, _, w, h) = view_box(&shown)?;
    let copy = shown
        .clone_node_with_deep(true)
        .ok()?
        .dyn_into::<web_sys::Element>()
        .ok()?;
    // The copy's parts in the same order as the shown ones, the picture itself first.
    let parts = |root: &web_sys::Element| {
        let mut all = vec![root.clone()];
        if let Ok(list) = root.query_selector_all("*") {
            all.extend((0..list.length()).filter_map(|i| list.item(i)?.dyn_into().ok()));
        }
        all
    };
    for (a, b) in parts(&shown).iter().zip(parts(&copy)) {
        let _ = b.set_attribute("style", &style_of(&window, a));
        for name in ["tabindex", "role"] {
            let _ = b.remove_attribute(name);
        }
    }
    let _ = copy.set_attribute("width", &n(w));
    let _ = copy.set_attribute("height", &n(h));
    let text = web_sys::XmlSerializer::new()
        .ok()?
        .serialize_to_string(&copy)
        .ok()?;
    let boxes = crate::games::drawing_places(game, &|name| shown.get_attribute(name));
    with_drawing(&text, title, drawing, &boxes)
}

/// Offers the board's picture in `host` (showing `game`) with `drawing` as the file `file`;
/// where the board shows no picture to offer, says why in `lang`.
pub fn download(
    host: &yew::NodeRef,
    game: Option<&AnyGame>,
    drawing: &Drawing,
    (title, file): (&str, &str),
    lang: Lang,
) -> Result<(), String> {
    let picture = host
        .cast::<web_sys::Element>()
        .zip(game)
        .and_then(|(h, game)| of_board(&h, game, drawing, title));
    match picture {
        Some(svg) => {
            crate::browser::download_as(file, &svg, "image/svg+xml");
            Ok(())
        }
        None => Err(lang.t(Dr::NoPicture).to_string()),
    }
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
            outline,
        } => write!(
            out,
            r#"<path data-shape="{}" d="{}" fill="{}" fill-opacity="0.45"/>"#,
            escape(shape),
            outline_path((*x, *y, *w, *h), *outline),
            ink(*colour)
        ),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picture_keeps_the_board_adds_its_title_and_every_shape_and_escapes_its_texts() {
        let boxes: Vec<PlaceBox> = (0..4)
            .map(|i| PlaceBox::square(format!("p{i}"), (10.0 + f64::from(i) * 30.0, 20.0), 30.0))
            .collect();
        let d = Drawing::from_text("ga:p0>p3,rc:p1,bh:p2").unwrap();
        let board = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 60" id="board"><rect width="5" height="5"/></svg>"#;
        let s = with_drawing(board, "Cubes & a <title>", &d, &boxes).unwrap();
        assert!(
            s.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 60" id="board"><title>Cubes &amp; a &lt;title&gt;</title><rect width="5" height="5"/>"#),
            "{s}"
        );
        assert!(s.ends_with("</g></svg>"));
        for shape in ["ga:p0&gt;p3", "rc:p1", "bh:p2"] {
            assert!(
                s.contains(&format!(r#"data-shape="{shape}""#)),
                "{shape} in {s}"
            );
        }
        assert!(!s.contains("<script"));
        // Not a picture, or one with nothing inside: none.
        for bad in ["", "<g></g>", "<svg/>", "<svg>", "<svg id=\"x\"/>"] {
            assert_eq!(with_drawing(bad, "t", &d, &boxes), None, "{bad}");
        }
    }
}
