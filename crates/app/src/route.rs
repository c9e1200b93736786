//! The app's addresses: one page per game, its rules, the home page, and the embed page
//! for iframes (`/embed/<game>`, rendered without the app's shell: see `main.rs`).

use rules::GameId;
use yew_router::Routable;

#[derive(Clone, Debug, PartialEq, Routable)]
pub enum Route {
    #[at("/")]
    Home,
    #[at("/:game")]
    Game { game: String },
    #[at("/:game/rules")]
    Rules { game: String },
    #[at("/embed/:game")]
    Embed { game: String },
    #[not_found]
    #[at("/404")]
    NotFound,
}

impl Route {
    pub fn game(id: GameId) -> Route {
        Route::Game {
            game: id.as_str().to_string(),
        }
    }

    pub fn rules(id: GameId) -> Route {
        Route::Rules {
            game: id.as_str().to_string(),
        }
    }
}
