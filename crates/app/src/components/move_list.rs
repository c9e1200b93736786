use yew::prelude::*;

use crate::app::use_lang;
use crate::i18n::T;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub moves: Vec<String>,
    /// The position shown, in moves played, when not the live one.
    pub viewing: Option<usize>,
    /// In a replay the last position is also a "viewed" one.
    pub replay: bool,
    pub on_view: Callback<Option<usize>>,
}

/// The moves in notation; clicking one shows the position after it.
#[function_component(MoveList)]
pub fn move_list(p: &Props) -> Html {
    let lang = use_lang();
    let shown = p.viewing.unwrap_or(p.moves.len());
    let step = |ply: usize| {
        let on_view = p.on_view.clone();
        Callback::from(move |_| on_view.emit(Some(ply)))
    };
    html! {
        <section class="moves" aria-label={lang.t(T::Moves)}>
            <h2>{ lang.t(T::Moves) }</h2>
            if p.replay {
                <div class="replay-steps">
                    <button aria-label="⏮" onclick={step(0)}>{ "⏮" }</button>
                    <button aria-label="◀" onclick={step(shown.saturating_sub(1))}>{ "◀" }</button>
                    <span>{ format!("{shown} / {}", p.moves.len()) }</span>
                    <button aria-label="▶" onclick={step((shown + 1).min(p.moves.len()))}>{ "▶" }</button>
                    <button aria-label="⏭" onclick={step(p.moves.len())}>{ "⏭" }</button>
                </div>
            }
            if p.moves.is_empty() {
                <p class="muted">{ lang.t(T::NoMovesYet) }</p>
            } else {
                <ol class="move-list">
                    { for p.moves.iter().enumerate().map(|(i, m)| {
                        let ply = i + 1;
                        let current = ply == shown;
                        html! {
                            <li key={i}>
                                <button class={classes!("move", current.then_some("current"))}
                                        aria-current={current.then_some("step")}
                                        onclick={step(ply)}>{ m }</button>
                            </li>
                        }
                    }) }
                </ol>
            }
        </section>
    }
}
