//! Quick messages: the fixed phrases a seated player sends with one press, and what the
//! table said, each in the reader's language (announced to screen readers as it comes).

use online::Phrase;
use yew::prelude::*;

use super::room_page::Online;
use super::texts::{self, Ot};
use super::view::seat_name;
use crate::i18n::Lang;

/// "Anna: Good game!" in the reader's language.
pub fn said_text(state: &Online, lang: Lang, seat: usize, phrase: Phrase) -> String {
    format!(
        "{}: {}",
        seat_name(state, seat, lang),
        lang.t(texts::phrase_text(phrase))
    )
}

pub fn panel(state: &Online, lang: Lang, say: Callback<Phrase>) -> Html {
    if !state.can_say() && state.said.is_empty() {
        return html! {};
    }
    let phrase_id = |p: Phrase| {
        format!(
            "say-{}",
            online::to_text(&p).trim_matches('"').replace('_', "-")
        )
    };
    html! {
        <section class="online-talk" aria-labelledby="talk-title">
            <h2 id="talk-title">{ lang.t(Ot::QuickMessages) }</h2>
            <ol id="said" class="said" aria-live="polite">
                { for state.said.iter().map(|&(seat, phrase)| html! {
                    <li>{ said_text(state, lang, seat, phrase) }</li>
                }) }
            </ol>
            if state.can_say() {
                <div class="phrases">
                    { for Phrase::ALL.iter().map(|&p| html! {
                        <button id={phrase_id(p)} type="button" class="secondary phrase"
                                onclick={say.reform(move |_: MouseEvent| p)}>
                            { lang.t(texts::phrase_text(p)) }
                        </button>
                    }) }
                </div>
            }
        </section>
    }
}
