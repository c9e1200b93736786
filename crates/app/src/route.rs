//! The app's addresses: one page per game, its rules, the home page, and the embed page
//! for iframes (`/embed/<game>`, rendered without the app's shell: see `main.rs`), the
//! online rooms (`/online/<room>`) and the lobby of open tables (`/lobby`, `/lobby/<game>`).

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
    /// A game's lessons, from the first stage (`crate::learn`).
    #[at("/:game/learn")]
    Learn { game: String },
    /// One stage of a game's lessons, counted from 1.
    #[at("/:game/learn/:stage")]
    LearnStage { game: String, stage: String },
    #[at("/embed/:game")]
    Embed { game: String },
    /// A lesson stage in an iframe (`crate::learn::embed`).
    #[at("/embed/:game/learn/:stage")]
    EmbedLearn { game: String, stage: String },
    /// An online room (`crates/online`'s `paths::invite`); `?watch=1` only watches.
    #[at("/online/:room")]
    Online { room: String },
    /// Every game's open tables (`online::paths::lobby`).
    #[at("/lobby")]
    Lobby,
    /// One game's open tables.
    #[at("/lobby/:game")]
    GameLobby { game: String },
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

    pub fn learn(id: GameId) -> Route {
        Route::Learn {
            game: id.as_str().to_string(),
        }
    }

    /// Stage `n` (from 1) of `id`'s lessons.
    pub fn learn_stage(id: GameId, n: usize) -> Route {
        Route::LearnStage {
            game: id.as_str().to_string(),
            stage: n.to_string(),
        }
    }

    pub fn rules(id: GameId) -> Route {
        Route::Rules {
            game: id.as_str().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use yew_router::Routable;

    /// `/online/<room>` and `/:game/rules` both have one fixed and one free segment. A room
    /// is at least 128 random bits in base64url (22 characters), never `rules`, the one
    /// name the rules page would take.
    #[test]
    fn online_rooms_are_not_taken_for_games_or_rules() {
        for room in ["AbC-12_xAbC-12_xAbC-12", "cubulus", "embed"] {
            assert_eq!(
                Route::recognize(&format!("/online/{room}")),
                Some(Route::Online { room: room.into() })
            );
        }
        assert_eq!(
            Route::recognize("/cubulus/rules"),
            Some(Route::Rules {
                game: "cubulus".into()
            })
        );
        assert_eq!(
            Route::recognize("/online"),
            Some(Route::Game {
                game: "online".into()
            })
        );
        assert_eq!(
            Route::Online { room: "r1".into() }.to_path(),
            online::paths::invite("r1")
        );
        assert_eq!(Route::recognize("/lobby"), Some(Route::Lobby));
        assert_eq!(
            Route::recognize(&online::paths::lobby(Some("cubes"))),
            Some(Route::GameLobby {
                game: "cubes".into()
            })
        );
    }
}
