use std::rc::Rc;

use rules::AnyGame;
use yew::prelude::*;

use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
}

/// The shown position as lists, for screen readers and anyone who prefers text.
/// Games without a text description yet ([`GameUi::position_text`](games::GameUi)) show
/// nothing (their moves and the legal-move list still describe the game).
#[function_component(PositionText)]
pub fn position_text(p: &Props) -> Html {
    let lang = use_lang();
    let Some(body) = games::position_text(&p.game, &p.seats, lang) else {
        return html! {};
    };
    html! {
        <details class="position-text">
            <summary>{ lang.t(T::PositionAsText) }</summary>
            { body }
        </details>
    }
}
