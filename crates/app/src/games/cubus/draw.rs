//! Drawing crates as cards: each card a wooden rhombus in its own shade (lid light, left
//! side middle, right side dark), an open crate's lid showing its inside. Shared by the
//! board, the glyphs beside the hands and the rules page's small diagrams.

use rules::cubus::{CardType, Face, FaceKind, Stack};
use yew::prelude::*;

use super::geometry::{column_top, corners, open_inside, planks, points, EDGE};

/// A card to draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Card {
    pub face: Face,
    pub card: CardType,
    /// Laid by the edited build (not on the table now).
    pub new: bool,
}

pub fn kind_of(card: CardType) -> FaceKind {
    match card {
        CardType::Left => FaceKind::Left,
        CardType::Right => FaceKind::Right,
        CardType::Lid | CardType::Open => FaceKind::Top,
    }
}

pub fn class_of(card: CardType) -> &'static str {
    match card {
        CardType::Left => "cb-l",
        CardType::Right => "cb-r",
        CardType::Lid => "cb-t",
        CardType::Open => "cb-o",
    }
}

/// The cards of a stack with open crates on the columns `open`, or None when some face
/// would be half hidden.
pub fn cards_of(stack: &Stack, open: u16) -> Option<Vec<Card>> {
    let drawing = stack.drawing().ok()?;
    let heights = stack.heights();
    let open_faces: Vec<Face> = (0..16)
        .filter(|c| open >> c & 1 == 1 && heights[*c] > 0)
        .map(|c| column_top(c, heights[c]))
        .collect();
    Some(
        drawing
            .faces()
            .into_iter()
            .map(|face| Card {
                face,
                card: match face.kind {
                    FaceKind::Left => CardType::Left,
                    FaceKind::Right => CardType::Right,
                    FaceKind::Top if open_faces.contains(&face) => CardType::Open,
                    FaceKind::Top => CardType::Lid,
                },
                new: false,
            })
            .collect(),
    )
}

/// One card as SVG.
pub fn card_svg(c: &Card) -> Html {
    let k = corners(&c.face, 0.06);
    let class = classes!("cb-card", class_of(c.card), c.new.then_some("cb-new"));
    let lines = planks(&k);
    let inside = if c.card == CardType::Open {
        let [a, b] = open_inside(&k);
        html! {
            <>
                <polygon class="cb-in-a" points={points(&a)} />
                <polygon class="cb-in-b" points={points(&b)} />
            </>
        }
    } else {
        html! {
            { for lines.iter().map(|(p, q)| html! {
                <line class="cb-plank" x1={format!("{:.1}", p.0)} y1={format!("{:.1}", p.1)}
                      x2={format!("{:.1}", q.0)} y2={format!("{:.1}", q.1)} />
            }) }
        }
    };
    html! {
        <g class={class}>
            <polygon class="cb-face" points={points(&k)} />
            { inside }
            <polygon class="cb-rim" points={points(&k)} />
        </g>
    }
}

/// A small picture of one card of a type (for the hands).
pub fn glyph(card: CardType) -> Html {
    let face = Face {
        kind: kind_of(card),
        u: 0,
        v: 0,
    };
    let k = corners(&face, 0.0);
    let (x0, x1) = k
        .iter()
        .fold((f64::MAX, f64::MIN), |a, p| (a.0.min(p.0), a.1.max(p.0)));
    let (y0, y1) = k
        .iter()
        .fold((f64::MAX, f64::MIN), |a, p| (a.0.min(p.1), a.1.max(p.1)));
    let vb = format!(
        "{:.1} {:.1} {:.1} {:.1}",
        x0 - 2.0,
        y0 - 2.0,
        x1 - x0 + 4.0,
        y1 - y0 + 4.0
    );
    html! {
        <svg class="cb-glyph" viewBox={vb} aria-hidden="true">
            { card_svg(&Card { face, card, new: false }) }
        </svg>
    }
}

/// A small drawing of a stack fitted to its cards (for the rules page).
pub fn stack_picture(heights: [u8; 16], open: u16, label: String) -> Html {
    let Some(stack) = Stack::new(heights).ok() else {
        return html! {};
    };
    let Some(cards) = cards_of(&stack, open) else {
        return html! {};
    };
    let mut b = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for c in &cards {
        for (x, y) in corners(&c.face, 0.0) {
            b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
        }
    }
    let pad = EDGE * 0.15;
    let vb = format!(
        "{:.1} {:.1} {:.1} {:.1}",
        b.0 - pad,
        b.1 - pad,
        b.2 - b.0 + 2.0 * pad,
        b.3 - b.1 + 2.0 * pad
    );
    html! {
        <svg class="cb-picture" viewBox={vb} role="img" aria-label={label}>
            { for cards.iter().map(card_svg) }
        </svg>
    }
}
