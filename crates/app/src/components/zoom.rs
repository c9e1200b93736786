use yew::prelude::*;

use crate::i18n::{Lang, T};

/// The Zoom toggle of a board whose targets are small on a phone: zoomed, the board is
/// drawn twice as large in a box that scrolls sideways (the page itself does not). Its
/// stylesheet hides it where the board is large enough.
pub fn zoom_toggle(
    id: &'static str,
    zoomed: bool,
    onclick: Callback<MouseEvent>,
    lang: Lang,
) -> Html {
    html! {
        <button {id} class="secondary zoom-toggle" aria-pressed={zoomed.to_string()} title={lang.t(T::ZoomHelp)} {onclick}>
            { "⤢ " }{ lang.t(T::Zoom) }
        </button>
    }
}
