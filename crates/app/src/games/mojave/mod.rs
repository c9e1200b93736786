//! Mojave in the app: board view, geometry, texts and rules page. The rules are
//! `rules::mojave`.

pub mod board;
pub mod geometry;
pub mod play;
pub mod rules_text;
pub mod texts;
mod view_board;
mod view_die;
mod view_dock;

use rules::mojave::Mojave;
use rules::Seat;
use yew::prelude::*;

use crate::i18n::Lang;

/// A seat's dice on the board, for the players panel.
pub fn seat_detail(g: &Mojave, seat: Seat, lang: Lang) -> String {
    texts::dice_count(lang, g.dice_count(seat))
}

/// What the whole table shares, under the players: the agreed move limit, if any.
pub fn table_detail(g: &Mojave, lang: Lang) -> Html {
    match g.move_limit() {
        Some(limit) => html! {
            <p class="table-detail">{ texts::move_limit(lang, g.moves_played(), limit) }</p>
        },
        None => html! {},
    }
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
    texts::option_label(key, lang)
}
