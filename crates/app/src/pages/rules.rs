use rules::GameId;
use yew::prelude::*;

use crate::components::rules_pictures::use_pictures;
use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
}

/// A game's rules in our own words, in the chosen language, with pictures of the positions
/// they talk about.
#[function_component(RulesPage)]
pub fn rules_page(p: &Props) -> Html {
    let lang = use_lang();
    let pictures = use_pictures(p.game, lang);
    html! {
        <article class="rules-page">
            <div class="game-head">
                <h1>{ format!("{} {}", lang.t(T::RulesOf), games::name(p.game, lang)) }</h1>
                // A game page is its own document (prerendered, with the whole app).
                <a href={Route::game(p.game).to_path()} class="button primary">{ lang.t(T::Play) }</a>
                <a href={Route::Puzzles { game: p.game.as_str().to_string() }.to_path()} class="button secondary">
                    { lang.t(crate::puzzles::texts::Pt::Puzzles) }
                </a>
            </div>
            { games::rules_text(p.game, lang, pictures) }
        </article>
    }
}
