//! A game's rules text, in our own words in English, German and Hungarian. The texts are
//! data, not code: `web/rules/<game id>.json`, copied into the build by Trunk and fetched
//! when a rules page is opened, so that they do not weigh on the wasm every page loads
//! first. The offline service worker precaches them with the rest of the build.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use rules::GameId;
use serde::Deserialize;
use yew::prelude::*;

use super::rules_pictures::{self, RulesPictures};
use crate::i18n::{Lang, T};

/// The rules of one game in one language: an introduction, then titled sections.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct RulesText {
    pub intro: String,
    pub sections: Vec<(String, Vec<String>)>,
}

/// One game's rules file: the same text in the three languages.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct RulesDoc {
    pub en: RulesText,
    pub de: RulesText,
    pub hu: RulesText,
}

impl RulesDoc {
    pub fn get(&self, lang: Lang) -> &RulesText {
        match lang {
            Lang::En => &self.en,
            Lang::De => &self.de,
            Lang::Hu => &self.hu,
        }
    }
}

/// Where a game's rules file is served.
pub fn url(game: GameId) -> String {
    format!("/rules/{}.json", game.as_str())
}

thread_local! {
    /// Files already fetched this session, so that changing language or page does not
    /// fetch again.
    static FETCHED: RefCell<HashMap<GameId, Rc<RulesDoc>>> = RefCell::new(HashMap::new());
}

async fn fetch(game: GameId) -> Result<RulesDoc, String> {
    let text = crate::browser::fetch_text(&url(game)).await?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// The id of the element in which a prerendered rules page carries its rules file, so
/// that the page is taken over with the text it shows, without fetching it again.
pub const EMBEDDED_ID: &str = "rules-doc";

/// The rules file already in hand: fetched before, or carried by a prerendered page.
fn in_hand(game: GameId) -> Option<Rc<RulesDoc>> {
    if let Some(doc) = FETCHED.with(|f| f.borrow().get(&game).cloned()) {
        return Some(doc);
    }
    let doc = Rc::new(serde_json::from_str::<RulesDoc>(&embedded(game)?).ok()?);
    FETCHED.with(|f| f.borrow_mut().insert(game, doc.clone()));
    Some(doc)
}

#[cfg(target_arch = "wasm32")]
fn embedded(game: GameId) -> Option<String> {
    let el = crate::browser::document()?.get_element_by_id(EMBEDDED_ID)?;
    if el.get_attribute("data-game")? != game.as_str() {
        return None;
    }
    el.text_content()
}

/// Natively (the build-time renderer), the file in the source tree.
#[cfg(not(target_arch = "wasm32"))]
fn embedded(game: GameId) -> Option<String> {
    std::fs::read_to_string(source_path(game)).ok()
}

#[cfg(not(target_arch = "wasm32"))]
pub fn source_path(game: GameId) -> String {
    format!(
        "{}/../../web/rules/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        game.as_str()
    )
}

#[derive(Clone, PartialEq)]
enum Load {
    Waiting,
    Ready(Rc<RulesDoc>),
    Failed,
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub lang: Lang,
    /// Pictures to show under the sections they illustrate (`rules_pictures`).
    #[prop_or_default]
    pub pictures: Option<Rc<RulesPictures>>,
}

/// The rules text of `game` in `lang`, fetched once.
#[function_component(RulesTextView)]
pub fn rules_text_view(p: &Props) -> Html {
    let load = use_state(|| in_hand(p.game).map_or(Load::Waiting, Load::Ready));
    {
        let load = load.clone();
        use_effect_with(p.game, move |&game| match in_hand(game) {
            Some(doc) => load.set(Load::Ready(doc)),
            None => {
                load.set(Load::Waiting);
                wasm_bindgen_futures::spawn_local(async move {
                    match fetch(game).await {
                        Ok(doc) => {
                            let doc = Rc::new(doc);
                            FETCHED.with(|f| f.borrow_mut().insert(game, doc.clone()));
                            load.set(Load::Ready(doc));
                        }
                        Err(_) => load.set(Load::Failed),
                    }
                });
            }
        });
    }
    match &*load {
        Load::Waiting => {
            html! { <p class="rules-text muted" aria-busy="true">{ p.lang.t(T::Loading) }</p> }
        }
        Load::Failed => {
            html! { <p class="rules-text notice">{ p.lang.t(T::RulesUnavailable) }</p> }
        }
        Load::Ready(doc) => render(doc.get(p.lang), p.game, p.pictures.as_deref()),
    }
}

/// The text, with each section's pictures after its paragraphs.
fn render(text: &RulesText, game: GameId, pictures: Option<&RulesPictures>) -> Html {
    html! {
        <div class="rules-text">
            <p class="intro">{ text.intro.clone() }</p>
            { for text.sections.iter().enumerate().map(|(i, (title, paras))| html! {
                <section>
                    <h2>{ title.clone() }</h2>
                    { for paras.iter().map(|p| html! { <p>{ p.clone() }</p> }) }
                    { pictures.map(|all| rules_pictures::figures(game, &all.pictures, i)).unwrap_or_default() }
                </section>
            }) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game has its rules file, it reads, and the three languages say the same
    /// things: as many sections, each with as many paragraphs, and nothing left empty.
    #[test]
    fn every_game_has_its_rules_in_three_parallel_languages() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/rules");
        for game in GameId::ALL {
            let path = format!("{dir}/{}.json", game.as_str());
            assert_eq!(
                std::path::Path::new(&path),
                std::path::Path::new(&source_path(game))
            );
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let doc: RulesDoc =
                serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
            for other in [&doc.de, &doc.hu] {
                assert_eq!(doc.en.sections.len(), other.sections.len(), "{path}");
                for ((_, a), (title, b)) in doc.en.sections.iter().zip(&other.sections) {
                    assert_eq!(a.len(), b.len(), "{path}: section {title}");
                }
            }
            for t in [&doc.en, &doc.de, &doc.hu] {
                assert!(!t.intro.is_empty(), "{path}");
                assert!(
                    t.sections
                        .iter()
                        .all(|(h, ps)| !h.is_empty() && ps.iter().all(|p| !p.is_empty())),
                    "{path}"
                );
            }
            assert_eq!(url(game), format!("/rules/{}.json", game.as_str()));
        }
    }
}
