//! A game's rules page: each game writes its text (in `games/<game>/rules_text.rs`, in
//! English, German and Hungarian); this draws it.

use yew::prelude::*;

use crate::i18n::Lang;

/// The rules of one game in one language: an introduction, then titled sections.
pub struct RulesText {
    pub intro: &'static str,
    pub sections: &'static [(&'static str, &'static [&'static str])],
}

/// Draws the text of `lang` from the three languages, given in the order EN, DE, HU.
pub fn render(lang: Lang, texts: [&RulesText; 3]) -> Html {
    let text = texts[lang as usize];
    html! {
        <div class="rules-text">
            <p class="intro">{ text.intro }</p>
            { for text.sections.iter().map(|(title, paras)| html! {
                <section>
                    <h2>{ *title }</h2>
                    { for paras.iter().map(|p| html! { <p>{ *p }</p> }) }
                </section>
            }) }
        </div>
    }
}

/// The three languages say the same things: as many sections, each with as many
/// paragraphs, and nothing left empty.
#[cfg(test)]
pub fn assert_parallel(texts: [&RulesText; 3]) {
    let [en, de, hu] = texts;
    for other in [de, hu] {
        assert_eq!(en.sections.len(), other.sections.len());
        for ((_, a), (title, b)) in en.sections.iter().zip(other.sections) {
            assert_eq!(a.len(), b.len(), "section {title}");
        }
    }
    for t in texts {
        assert!(!t.intro.is_empty());
        assert!(t
            .sections
            .iter()
            .all(|(h, ps)| !h.is_empty() && ps.iter().all(|p| !p.is_empty())));
    }
}
