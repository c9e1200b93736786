//! Each page's own title in the reader's language, so that tabs, history, bookmarks and
//! search results tell the pages apart: set by the shell whenever the address or the
//! language changes (`app.rs`), written into every prerendered document (`prerender.rs`),
//! and, in a room, by its alerts (`online::alerts`, with the "your turn" mark).
//!
//! Owns: the titles' words and which route gets which. May not touch: the document (the
//! callers set it), a page's own texts (a title names the game and the page's kind, so
//! that every program can say it without carrying another page's words).

use rules::GameId;

use crate::games;
use crate::i18n::{Lang, T};
use crate::route::Route;

/// The title of the page at `route`.
pub fn of(route: &Route, lang: Lang) -> String {
    let game = |id: &str| id.parse::<GameId>().ok().map(|g| games::name(g, lang));
    let with = |key: T, id: &str| match game(id) {
        Some(name) => crate::tr!(lang, key, game = name),
        None => lang.t(T::TitleNotFound).to_string(),
    };
    match route {
        Route::Home => lang.t(T::TitleHome).to_string(),
        Route::Game { game } | Route::Embed { game } => with(T::TitleGame, game),
        Route::Rules { game } => with(T::TitleRules, game),
        Route::Learn { game } => with(T::TitleLearn, game),
        Route::LearnStage { game: id, stage } | Route::EmbedLearn { game: id, stage } => {
            match (game(id), stage.parse::<usize>()) {
                (Some(name), Ok(n)) => crate::tr!(lang, T::TitleLesson, game = name, n = n),
                _ => with(T::TitleLearn, id),
            }
        }
        Route::Puzzles { game } => with(T::TitlePuzzles, game),
        Route::Puzzle { game: id, id: n } | Route::EmbedPuzzle { game: id, id: n } => {
            match game(id) {
                Some(name) => crate::tr!(lang, T::TitlePuzzle, game = name, n = n),
                None => with(T::TitlePuzzles, id),
            }
        }
        Route::Online { .. } => lang.t(T::TitleRoom).to_string(),
        Route::Lobby => lang.t(T::TitleLobby).to_string(),
        Route::GameLobby { game } => with(T::TitleGameLobby, game),
        Route::NotFound => lang.t(T::TitleNotFound).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every page a program prerenders or shows has a title of its own, in every language.
    #[test]
    fn every_page_has_its_own_title_in_every_language() {
        for lang in Lang::ALL {
            let mut seen = std::collections::HashSet::new();
            let mut routes = vec![Route::Home, Route::Lobby, Route::NotFound];
            for g in GameId::ALL {
                let game = g.as_str().to_string();
                routes.extend([
                    Route::Game { game: game.clone() },
                    Route::Rules { game: game.clone() },
                    Route::Learn { game: game.clone() },
                    Route::LearnStage {
                        game: game.clone(),
                        stage: "2".into(),
                    },
                    Route::Puzzles { game: game.clone() },
                    Route::Puzzle {
                        game: game.clone(),
                        id: 3,
                    },
                    Route::GameLobby { game },
                ]);
            }
            for route in &routes {
                let title = of(route, lang);
                assert!(title.ends_with("Cube Table") || title.starts_with("Cube Table"));
                assert!(!title.contains('{'), "{title}");
                assert!(seen.insert(title.clone()), "{route:?}: {title} twice");
            }
        }
        assert_eq!(
            of(
                &Route::Rules {
                    game: "cubus".into()
                },
                Lang::De
            ),
            "Regeln von Cubus · Cube Table"
        );
        assert_eq!(
            of(
                &Route::LearnStage {
                    game: "mojave".into(),
                    stage: "3".into()
                },
                Lang::Hu
            ),
            format!(
                "{}, 3. lecke · Cube Table",
                games::name(GameId::Mojave, Lang::Hu)
            )
        );
        assert_eq!(
            of(
                &Route::Game {
                    game: "nope".into()
                },
                Lang::En
            ),
            "Page not found · Cube Table"
        );
    }
}
