use std::rc::Rc;

use rules::AnyGame;
use yew::prelude::*;

use crate::context::use_lang;
use crate::i18n::T;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: Rc<AnyGame>,
    pub on_move: Callback<String>,
    /// False while a computer seat moves: shown, but not usable.
    pub enabled: bool,
}

/// Every legal move as a button, and a box to type one: a text way to play any game
/// (keyboard and screen readers), and the fallback while a board is unfinished.
#[function_component(MoveEntry)]
pub fn move_entry(p: &Props) -> Html {
    let lang = use_lang();
    let text = use_state(String::new);
    let moves = if crate::games::lists_moves(p.game.id()) {
        p.game.legal_moves()
    } else {
        Vec::new()
    };
    let submit = {
        let text = text.clone();
        let on_move = p.on_move.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if !text.trim().is_empty() {
                on_move.emit(text.trim().to_string());
                text.set(String::new());
            }
        })
    };
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                text.set(input.value());
            }
        })
    };
    html! {
        <details class="move-entry">
            <summary>{ if moves.is_empty() { lang.t(T::NotationHint).to_string() } else { format!("{} ({})", lang.t(T::LegalMoves), moves.len()) } }</summary>
            <form onsubmit={submit}>
                <label>
                    <span class="sr-only">{ lang.t(T::NotationHint) }</span>
                    <input id="move-input" type="text" value={(*text).clone()} {oninput}
                           placeholder={lang.t(T::NotationHint)} autocomplete="off" spellcheck="false" />
                </label>
                <button type="submit" disabled={!p.enabled}>{ lang.t(T::PlayMove) }</button>
            </form>
            // While its buttons wait (a computer's turn) the list still scrolls by keyboard.
            <ul class="legal-moves" tabindex={(!p.enabled).then_some("0")}
                aria-label={(!p.enabled).then(|| lang.t(T::LegalMoves))}>
                { for moves.iter().take(300).map(|m| {
                    let on_move = p.on_move.clone();
                    let mv = m.clone();
                    html! { <li><button class="move" disabled={!p.enabled} onclick={move |_| on_move.emit(mv.clone())}>{ m }</button></li> }
                }) }
            </ul>
        </details>
    }
}
