use yew::prelude::*;

use crate::app::use_lang;
use crate::games::BoardProps;
use crate::i18n::T;

#[function_component(MojaveBoard)]
pub fn board(_p: &BoardProps) -> Html {
    let lang = use_lang();
    html! { <div class="board-pending"><p>{ lang.t(T::BoardPending) }</p></div> }
}
