//! Mojave in the app: board view and rules text. The rules are `rules::mojave`.

pub mod board;
pub mod rules_text;

use rules::mojave::Mojave;
use rules::Seat;
use yew::prelude::*;

use crate::i18n::Lang;

/// A seat's count in the players panel.
pub fn seat_detail(_g: &Mojave, _seat: Seat, _lang: Lang) -> String {
    String::new()
}

/// What the whole table shares, under the players.
pub fn table_detail(_g: &Mojave, _lang: Lang) -> Html {
    html! {}
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(_key: &str, _lang: Lang) -> Option<&'static str> {
    None
}
