use yew::prelude::*;

use crate::context::use_lang;
use crate::i18n::T;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub can_undo: bool,
    /// Moves were made but none can be taken back: the button says why.
    #[prop_or_default]
    pub undo_blocked: bool,
    pub can_redo: bool,
    pub on_undo: Callback<MouseEvent>,
    pub on_redo: Callback<MouseEvent>,
}

#[function_component(Controls)]
pub fn controls(p: &Props) -> Html {
    let lang = use_lang();
    html! {
        <div class="controls">
            <button id="undo" disabled={!p.can_undo} onclick={p.on_undo.clone()}
                    title={p.undo_blocked.then(|| lang.t(T::UndoBlocked))}>{ "↶ " }{ lang.t(T::Undo) }</button>
            <button id="redo" disabled={!p.can_redo} onclick={p.on_redo.clone()}>{ lang.t(T::Redo) }{ " ↷" }</button>
        </div>
    }
}
