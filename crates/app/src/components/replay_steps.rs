use yew::prelude::*;

use crate::context::use_lang;
use crate::i18n::T;

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The position shown, in moves played.
    pub shown: usize,
    pub total: usize,
    pub on_step: Callback<usize>,
    /// Whether the moves play by themselves; `None` offers no play button.
    #[prop_or_default]
    pub playing: Option<bool>,
    #[prop_or_default]
    pub on_toggle: Callback<()>,
}

/// The step symbols drawn in SVG (fonts on some systems lack ⏮ ⏭ ⏵ ⏸).
fn icon(symbol: &str) -> Html {
    let d = match symbol {
        "⏮" => "M3 3h2v10H3z M14 3 6 8l8 5z",
        "◀" => "M12 3 4 8l8 5z",
        "▶" => "M4 3l8 5-8 5z",
        "⏭" => "M11 3h2v10h-2z M2 3l8 5-8 5z",
        "⏸" => "M4 3h3v10H4z M9 3h3v10H9z",
        _ => "M4 3l9 5-9 5z",
    };
    html! {
        <svg class="step-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d={d} fill="currentColor" />
        </svg>
    }
}

/// ⏮ ◀ n / m ▶ ⏭ (and ⏵/⏸): stepping through a game's moves. The buttons stay enabled
/// at the ends (they keep the keyboard focus) and just do nothing there.
#[function_component(ReplaySteps)]
pub fn replay_steps(p: &Props) -> Html {
    let lang = use_lang();
    let step = |ply: usize| {
        let on_step = p.on_step.clone();
        Callback::from(move |_: MouseEvent| on_step.emit(ply))
    };
    let button = |key: &'static str, symbol: &'static str, label: T, ply: usize| {
        html! {
            <button class="step" data-step={key} aria-label={lang.t(label)} title={lang.t(label)}
                    onclick={step(ply)}>
                { icon(symbol) }
            </button>
        }
    };
    html! {
        <div class="replay-steps" role="group" aria-label={lang.t(T::Replay)}>
            { button("start", "⏮", T::ToStart, 0) }
            { button("prev", "◀", T::Previous, p.shown.saturating_sub(1)) }
            <span class="step-count">{ format!("{} / {}", p.shown, p.total) }</span>
            { button("next", "▶", T::Next, (p.shown + 1).min(p.total)) }
            { button("end", "⏭", T::ToEnd, p.total) }
            if let Some(playing) = p.playing {
                <button class="step play-toggle" aria-pressed={playing.to_string()}
                        aria-label={lang.t(T::PlayMoves)} title={if playing { lang.t(T::Pause) } else { lang.t(T::PlayMoves) }}
                        onclick={p.on_toggle.reform(|_| ())}>
                    { icon(if playing { "⏸" } else { "⏵" }) }
                </button>
            }
        </div>
    }
}
