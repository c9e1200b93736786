//! Cubus in the app: board view, drawing, geometry, texts and rules page. The rules are
//! `rules::cubus`.

pub mod board;
pub mod draw;
pub mod geometry;
pub mod rules_text;
pub mod texts;

use rules::cubus::Cubus;
use rules::Seat;
use yew::prelude::*;

use crate::i18n::Lang;

/// A seat's score and open cards, for the players panel.
pub fn seat_detail(g: &Cubus, seat: Seat, lang: Lang) -> String {
    texts::seat_detail(lang, g.score(seat), g.hand(seat).total())
}

/// What the whole table shares, under the players: the deck and the drawing.
pub fn table_detail(g: &Cubus, lang: Lang) -> Html {
    html! {
        <p class="table-detail">
            { texts::deck_left(lang, g.deck_len()) }{ " · " }{ texts::table_line(lang, g.table().total(), g.crates()) }
        </p>
    }
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
    texts::option_label(key, lang)
}
