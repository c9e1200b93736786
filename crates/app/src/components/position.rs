use std::rc::Rc;

use rules::AnyGame;
use yew::prelude::*;

use crate::app::use_lang;
use crate::components::texts::X;
use crate::games::cubulus;
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
}

/// The shown position as lists, for screen readers and anyone who prefers text.
/// Games without a text description yet show nothing (their moves and the legal-move
/// list still describe the game).
#[function_component(PositionText)]
pub fn position_text(p: &Props) -> Html {
    let lang = use_lang();
    let body = match &*p.game {
        AnyGame::Cubulus(g) => cubulus::board::position_text(g, &p.seats, lang),
        _ => return html! {},
    };
    html! {
        <details class="position-text">
            <summary>{ X::PositionAsText.t(lang) }</summary>
            { body }
        </details>
    }
}
