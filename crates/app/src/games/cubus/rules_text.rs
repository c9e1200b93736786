use yew::prelude::*;

use crate::i18n::Lang;

pub fn rules(lang: Lang) -> Html {
    html! { <p>{ lang.game_pitch(rules::GameId::Cubus) }</p> }
}
