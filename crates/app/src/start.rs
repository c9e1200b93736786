//! Starting in the browser: take over the prerendered page (hydration) or, where nothing
//! was prerendered (`app.html`: embeds, the lobby), render from nothing. The root is
//! `<div id="app">` in `index.html`.

use crate::app::{
    AccountPages, App, AppProps, EditorPages, FullPages, GamePages, LearnPages, Pages, RoomPages,
    ShellPages, StudyPages,
};

/// The `app` program: every page. An embed (`/embed/<game>`) gets its own root: no
/// header, no saved settings.
pub fn full() {
    if crate::embed::bridge::is_embed_location() {
        embeds::<crate::pages::embed::AllEmbeds>();
    } else {
        mount::<FullPages>(None);
    }
}

/// An `embed` program: one game's embed (`/embed/<game>`), built with that game alone.
pub fn embed() {
    embeds::<crate::pages::embed::GameEmbeds>();
}

/// An embed page: rendered alone, without the app's shell (see `pages::embed`).
fn embeds<K: crate::pages::embed::Embeds>() {
    use crate::pages::embed::{first_lang, EmbedApp};
    crate::i18n::with_texts(first_lang(), || match root() {
        Some(root) => {
            yew::Renderer::<EmbedApp<K>>::with_root(root).render();
        }
        None => {
            yew::Renderer::<EmbedApp<K>>::new().render();
        }
    });
}

/// A `room` program: one game's online rooms, built with that game alone.
pub fn room() {
    // Built with one game: its rooms' documents are that game's (prerendered for it).
    let game = match rules::GameId::ALL.as_slice() {
        [game] => Some(*game),
        _ => None,
    };
    mount::<RoomPages>(game);
}

/// A `game` program: one game's page (built with that game alone).
pub fn game() {
    mount::<GamePages>(None);
}

/// A `learn` program: one game's lesson and puzzle pages (built with that game alone; their
/// embeds are the `teach` program's).
pub fn learn() {
    mount::<LearnPages>(None);
}

/// A `teach` program: one game's lessons' and puzzles' embeds (`/embed/<game>/learn/<n>`,
/// `/embed/<game>/puzzle/<id>`), built with that game alone.
pub fn teach() {
    embeds::<crate::pages::embed::TeachingEmbeds>();
}

/// An `editor` program: one game's position editor (`/<game>/editor`), built with that
/// game and the rules' `positions` feature.
pub fn editor() {
    mount::<EditorPages>(None);
}

/// A `study` program: one game's study page (`/<game>/study`), built with that game and
/// the rules' `positions` feature.
pub fn study() {
    mount::<StudyPages>(None);
}

/// A `reader` program: one game's study embed (`/embed/<game>/study`), rendered alone as
/// the other embeds, built with that game and the rules' `positions` feature.
#[cfg(feature = "positions")]
pub fn reader() {
    use crate::study::reader::{embed_lang, read_params, StudyEmbedApp};
    let lang = embed_lang(&read_params(&crate::embed::bridge::query()));
    crate::i18n::with_texts(lang, || match root() {
        Some(root) => {
            yew::Renderer::<StudyEmbedApp>::with_root(root).render();
        }
        None => {
            yew::Renderer::<StudyEmbedApp>::new().render();
        }
    });
}

/// Without positions there is no study to read: the app's shell says the page is unknown.
#[cfg(not(feature = "positions"))]
pub fn reader() {
    mount::<StudyPages>(None);
}

/// The `account` program: the account page (`/account`).
pub fn account() {
    mount::<AccountPages>(None);
}

/// The `shell` program: the home and rules pages.
pub fn shell() {
    mount::<ShellPages>(None);
}

fn root() -> Option<web_sys::Element> {
    crate::browser::document()?.get_element_by_id("app")
}

fn mount<P: Pages>(game: Option<rules::GameId>) {
    let Some(root) = root() else {
        // A document from before the root existed (an old cache): render into the body.
        crate::i18n::with_texts(crate::app::initial_lang(), move || {
            yew::Renderer::<App<P>>::with_props(AppProps {
                game,
                ..AppProps::default()
            })
            .render();
        });
        return;
    };
    let prerendered = root.first_element_child().is_some();
    // The language the page was rendered in (`<html lang>`, see `prerender`).
    let rendered_in = || {
        crate::browser::document()
            .and_then(|d| d.document_element())
            .and_then(|html| html.get_attribute("lang"))
            .and_then(|tag| crate::i18n::Lang::from_tag(&tag))
            .unwrap_or_default()
    };
    // The first render is in the page's language, or the one `App` starts in.
    let lang = match prerendered {
        true => rendered_in(),
        false => crate::app::initial_lang(),
    };
    let props = AppProps {
        url: None,
        lang: prerendered.then_some(lang),
        game,
    };
    let renderer = yew::Renderer::<App<P>>::with_root_and_props(root, props);
    crate::i18n::with_texts(lang, move || {
        #[cfg(target_arch = "wasm32")]
        if prerendered {
            // A task of its own, after the one that compiled and started the wasm: two
            // shorter tasks keep the page more responsive than one long one.
            crate::browser::after(0, move || {
                renderer.hydrate();
            });
            return;
        }
        renderer.render();
    });
}
