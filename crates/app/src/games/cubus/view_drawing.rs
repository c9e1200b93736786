//! The Cubus drawing: the table's cards (or the edited stack with its new cards marked),
//! the floor, the selected column, a half hidden card and the click targets on the lids.

use std::collections::HashSet;

use rules::cubus::{CardType, Cubus, Face};
use yew::prelude::*;

use super::draw::{card_svg, cards_of, Card};
use super::geometry::{column_top, corners, frame_attr, painter_faces, points, Edit, COLS};
use super::play::Editor;
use super::texts::{self as tx, Tx};
use crate::i18n::Lang;

/// The cards of the shown position: the table, or the edited stack with its new cards
/// marked; None when the edited stack cannot be drawn with whole cards.
fn shown_cards(g: &Cubus, e: Option<&Edit>) -> Option<Vec<Card>> {
    let table: Vec<Card> = g
        .table_cards()
        .into_iter()
        .map(|t| Card {
            face: t.face,
            card: t.card,
            new: false,
        })
        .collect();
    let Some(e) = e else {
        return Some(table);
    };
    let old: HashSet<(Face, CardType)> = table.iter().map(|c| (c.face, c.card)).collect();
    let mut cards = cards_of(&e.stack()?, e.open)?;
    for c in cards.iter_mut() {
        c.new = !old.contains(&(c.face, c.card));
    }
    Some(cards)
}

/// The drawing as SVG; `on_add` gets the column whose lid was clicked while building.
pub fn drawing(
    g: &Cubus,
    lang: Lang,
    state: &Editor,
    changed: bool,
    half_hidden: Option<Face>,
    building: bool,
    on_add: Callback<usize>,
) -> Html {
    let cur = state.edit;
    let selected = state.selected;
    let cards = shown_cards(g, changed.then_some(&cur));
    let body = match &cards {
        Some(cards) => html! { { for cards.iter().map(card_svg) } },
        None => html! {
            <g class="cb-painter">
                { for painter_faces(&cur.heights).iter().map(|f| {
                    let card = super::draw::Card { face: *f, card: match f.kind {
                        rules::cubus::FaceKind::Top => CardType::Lid,
                        rules::cubus::FaceKind::Left => CardType::Left,
                        rules::cubus::FaceKind::Right => CardType::Right,
                    }, new: false };
                    card_svg(&card)
                }) }
            </g>
        },
    };
    let floor = html! {
        <g class="cb-floor" aria-hidden="true">
            { for (0..COLS).map(|c| html! { <polygon points={points(&corners(&column_top(c, 0), 0.0))} /> }) }
        </g>
    };
    // Click targets: the top of every column while building (a lid adds a crate on it,
    // the floor of an empty column starts one).
    let targets = if building {
        html! {
            <g class="cb-targets">
                { for (0..COLS).filter(|&c| cur.can_add(c)).map(|c| {
                    let f = column_top(c, cur.heights[c]);
                    let visible = cur.heights[c] == 0 || cards.as_ref().is_some_and(|cs| cs.iter().any(|x| x.face == f));
                    if !visible {
                        return html! {};
                    }
                    let onclick = on_add.reform(move |_: MouseEvent| c);
                    html! {
                        <polygon class="cb-target" data-col={c.to_string()} points={points(&corners(&f, 0.0))}
                            role="button" aria-label={format!("{} {}: {}", lang.t(Tx::Column), c + 1, lang.t(Tx::AddCrate))}
                            {onclick} />
                    }
                }) }
            </g>
        }
    } else {
        html! {}
    };
    let marker = if building {
        let f = column_top(selected, cur.heights[selected]);
        html! { <polygon class="cb-selected" points={points(&corners(&f, 0.0))} aria-hidden="true" /> }
    } else {
        html! {}
    };
    let hh = half_hidden.map_or(html! {}, |f| {
        html! { <polygon class="cb-halfhidden" points={points(&corners(&f, 0.0))} aria-hidden="true" /> }
    });
    html! {
        <svg class="cb-svg" viewBox={frame_attr()} role="img"
             aria-label={format!("{}: {}", lang.t(Tx::Drawing), tx::table_line(lang, g.table().total(), g.crates()))}>
            { floor }
            { body }
            { hh }
            { marker }
            { targets }
        </svg>
    }
}
