//! The pictures in a rules page: lesson stages' starting positions drawn by the games' own
//! boards, each linking into its stage. They are drawn at build time (`crate::rules_pictures`,
//! native) into data, `/rules/<game>.pictures.<lang>.json`; here they are only shown, as the
//! markup they are, so that the program of the rules pages carries no board code.
//!
//! The same file carries a game's own diagrams above its rules text, where it has them
//! (`GameUi::rules_extra`: Cubus's stacks), made the same way.
//!
//! A prerendered rules page holds the drawings in its HTML and the pictures' words in an
//! element ([`EMBEDDED_ID`]); the drawings are read back from the page, so that hydration
//! takes over what is there. A page opened in the app, or in another language, fetches its
//! file.

use std::cell::RefCell;
use std::rc::Rc;

use rules::GameId;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use crate::i18n::Lang;
use crate::route::Route;

/// One picture: a stage's starting position, under a section of the rules text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Picture {
    /// The section of the rules text it illustrates (from 0).
    pub section: usize,
    /// The lesson stage (from 1, as in its address).
    pub stage: usize,
    /// What the picture shows, for screen readers.
    pub label: String,
    /// "Lesson 3: Rotate a line", the link's text.
    pub caption: String,
    /// The drawing (an `<svg>` element); empty in the element a page carries.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub svg: String,
    /// The board's own class, which its stylesheet's rules start from.
    pub board_class: String,
}

/// A rules page's drawings in one language.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RulesPictures {
    /// The game's own diagrams above its rules text (one element), or nothing; empty in
    /// the element a page carries.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub diagrams: String,
    pub pictures: Vec<Picture>,
}

/// Where `game`'s pictures in `lang` are served.
pub fn url(game: GameId, lang: Lang) -> String {
    format!("/rules/{}.pictures.{}.json", game.as_str(), lang.code())
}

/// The id of the element in which a prerendered rules page carries its pictures' words.
pub const EMBEDDED_ID: &str = "rules-pictures";

/// A game's pictures in one language.
pub type Key = (GameId, Lang);

thread_local! {
    /// Pictures already in hand this session.
    static FETCHED: RefCell<Vec<(Key, Rc<RulesPictures>)>> = const { RefCell::new(Vec::new()) };
}

/// The id of the diagrams' element in the page.
const DIAGRAMS_ID: &str = "rules-diagrams";

/// The id of a picture's figure in the page.
fn figure_id(stage: usize) -> String {
    format!("rules-picture-{stage}")
}

/// The pictures already in hand: fetched before, or carried by a prerendered page.
fn in_hand(key: Key) -> Option<Rc<RulesPictures>> {
    if let Some(p) = FETCHED.with(|f| {
        f.borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, p)| p.clone())
    }) {
        return Some(p);
    }
    let pictures = Rc::new(embedded(key)?);
    remember(key, pictures.clone());
    Some(pictures)
}

fn remember(key: Key, pictures: Rc<RulesPictures>) {
    FETCHED.with(|f| {
        let mut f = f.borrow_mut();
        f.retain(|(k, _)| *k != key);
        f.push((key, pictures));
    });
}

/// The words from the page's element, the drawings from its figures.
#[cfg(target_arch = "wasm32")]
fn embedded((game, lang): Key) -> Option<RulesPictures> {
    let document = crate::browser::document()?;
    let el = document.get_element_by_id(EMBEDDED_ID)?;
    if el.get_attribute("data-game")? != game.as_str()
        || el.get_attribute("data-lang")? != lang.code()
    {
        return None;
    }
    let mut all: RulesPictures = serde_json::from_str(&el.text_content()?).ok()?;
    for p in &mut all.pictures {
        let figure = document.get_element_by_id(&figure_id(p.stage))?;
        p.svg = figure.query_selector("svg").ok()??.outer_html();
    }
    if let Some(diagrams) = document.get_element_by_id(DIAGRAMS_ID) {
        all.diagrams = diagrams.first_element_child()?.outer_html();
    }
    Some(all)
}

/// Natively (the build-time renderer), what `crate::rules_pictures` drew and handed over.
#[cfg(not(target_arch = "wasm32"))]
fn embedded(key: Key) -> Option<RulesPictures> {
    built(key)
}

/// The pictures `crate::rules_pictures` drew and handed over.
#[cfg(not(target_arch = "wasm32"))]
pub fn built(key: Key) -> Option<RulesPictures> {
    let built = BUILT.lock().ok()?;
    built
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, p)| p.clone())
}

/// The pictures drawn at build time. The server renderer runs on threads of its own, so
/// they are kept for the whole process.
#[cfg(not(target_arch = "wasm32"))]
static BUILT: std::sync::Mutex<Vec<(Key, RulesPictures)>> = std::sync::Mutex::new(Vec::new());

/// Hands the pictures drawn at build time to the renderer of the rules pages.
#[cfg(not(target_arch = "wasm32"))]
pub fn provide(game: GameId, lang: Lang, pictures: RulesPictures) {
    if let Ok(mut built) = BUILT.lock() {
        built.retain(|(k, _)| *k != (game, lang));
        built.push(((game, lang), pictures));
    }
}

async fn fetch(key: Key) -> Result<RulesPictures, String> {
    let text = crate::browser::fetch_text(&url(key.0, key.1)).await?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// `game`'s pictures in `lang` once they are in hand; while another language's are being
/// fetched, the last ones shown (never another game's).
#[hook]
pub fn use_pictures(game: GameId, lang: Lang) -> Option<Rc<RulesPictures>> {
    let shown = use_state(|| in_hand((game, lang)).map(|p| (game, p)));
    {
        let shown = shown.clone();
        use_effect_with((game, lang), move |&key| match in_hand(key) {
            Some(p) => shown.set(Some((key.0, p))),
            None => wasm_bindgen_futures::spawn_local(async move {
                // Without its pictures the page still has its text.
                if let Ok(p) = fetch(key).await {
                    let p = Rc::new(p);
                    remember(key, p.clone());
                    shown.set(Some((key.0, p)));
                }
            }),
        });
    }
    (*shown)
        .clone()
        .filter(|(of, _)| *of == game)
        .map(|(_, p)| p)
}

/// The game's own diagrams, above the rules text.
pub fn diagrams(all: &RulesPictures) -> Html {
    if all.diagrams.is_empty() {
        return html! {};
    }
    html! {
        <div id={DIAGRAMS_ID}>{ Html::from_html_unchecked(AttrValue::from(all.diagrams.clone())) }</div>
    }
}

/// The pictures of section `section`, linking into their stages.
pub fn figures(game: GameId, pictures: &[Picture], section: usize) -> Html {
    let here: Vec<&Picture> = pictures.iter().filter(|p| p.section == section).collect();
    if here.is_empty() {
        return html! {};
    }
    html! {
        <div class="rules-pictures">
            { for here.into_iter().map(|p| html! {
                <figure class="rules-picture" id={figure_id(p.stage)}>
                    <div class={classes!("rules-board", p.board_class.clone())} role="img" aria-label={p.label.clone()}>
                        { Html::from_html_unchecked(AttrValue::from(p.svg.clone())) }
                    </div>
                    <figcaption>
                        <a href={Route::learn_stage(game, p.stage).to_path()}>{ p.caption.clone() }</a>
                    </figcaption>
                </figure>
            }) }
        </div>
    }
}
