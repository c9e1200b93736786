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

crate::texts! {
    /// The titles of the pages a program moves between (a game's page and a room, each
    /// the only page of its program, say theirs with `T`'s rows: `game`).
    pub enum Tt {
    Home: "Cube Table: five cube board games", "Cube Table: fünf Würfel-Brettspiele", "Cube Table: öt kockás táblajáték";
    Rules: "Rules of {game} · Cube Table", "Regeln von {game} · Cube Table", "{game} szabályai · Cube Table";
    Learn: "Learn {game} · Cube Table", "{game} lernen · Cube Table", "{game} tanulása · Cube Table";
    Lesson: "{game}, lesson {n} · Cube Table", "{game}, Lektion {n} · Cube Table", "{game}, {n}. lecke · Cube Table";
    Puzzles: "{game} puzzles · Cube Table", "{game}-Aufgaben · Cube Table", "{game} feladványok · Cube Table";
    Puzzle: "{game} puzzle {n} · Cube Table", "{game}-Aufgabe {n} · Cube Table", "{game}, {n}. feladvány · Cube Table";
    Lobby: "Open tables · Cube Table", "Offene Tische · Cube Table", "Nyitott asztalok · Cube Table";
    GameLobby: "{game}: open tables · Cube Table", "{game}: offene Tische · Cube Table", "{game}: nyitott asztalok · Cube Table";
    Account: "Your account · Cube Table", "Dein Konto · Cube Table", "Fiókod · Cube Table";
    Player: "{name}, player · Cube Table", "{name}, Spieler · Cube Table", "{name}, játékos · Cube Table";
    Games: "Finished games · Cube Table", "Beendete Partien · Cube Table", "Befejezett játszmák · Cube Table";
    Editor: "{game}: set up a position · Cube Table", "{game}: Stellung aufbauen · Cube Table", "{game}: állás felállítása · Cube Table";
    Study: "{game}: a study · Cube Table", "{game}: eine Studie · Cube Table", "{game}: tanulmány · Cube Table";
    NotFound: "Page not found · Cube Table", "Seite nicht gefunden · Cube Table", "Az oldal nem található · Cube Table";
    }
}

/// A study page's title (a page of a game's `editor` program).
pub fn study(game: GameId, lang: Lang) -> String {
    crate::tr!(lang, Tt::Study, game = games::name(game, lang))
}

/// A game page's title (the one page of a game's program).
pub fn game(game: GameId, lang: Lang) -> String {
    crate::tr!(lang, T::TitleGame, game = games::name(game, lang))
}

/// The position editor's title (the one page of a game's `editor` program).
pub fn editor(game: GameId, lang: Lang) -> String {
    crate::tr!(lang, Tt::Editor, game = games::name(game, lang))
}

/// Which kinds of page a program shows, for [`shown`]: each kind's titles are linked only
/// where its flag is true (the callers pass their program's constants).
#[derive(Clone, Copy)]
pub struct Kinds {
    pub home_and_rules: bool,
    pub game: bool,
    pub learn: bool,
    pub lobby: bool,
    pub account: bool,
}

/// Every kind: the build-time renderer, which writes every page.
#[cfg(not(target_arch = "wasm32"))]
pub const EVERY_KIND: Kinds = Kinds {
    home_and_rules: true,
    game: true,
    learn: true,
    lobby: true,
    account: true,
};

/// The title of the page at `route` (the build-time renderer's).
#[cfg(not(target_arch = "wasm32"))]
pub fn of(route: &Route, lang: Lang) -> String {
    shown(route, lang, EVERY_KIND)
}

/// The title of the page at `route` in a program showing `kinds` (a route of a kind it
/// does not show, or of no game, is "not found"). Inlined, so that with a program's
/// constants for `kinds` the other kinds' titles are not linked (the shell shows only the
/// home and rules pages).
#[inline(always)]
pub fn shown(route: &Route, lang: Lang, kinds: Kinds) -> String {
    let name_of = |id: &str| id.parse::<GameId>().ok().map(|g| games::name(g, lang));
    let with = |key: Tt, id: &str| match name_of(id) {
        Some(name) => crate::tr!(lang, key, game = name),
        None => lang.t(Tt::NotFound).to_string(),
    };
    match route {
        Route::Home if kinds.home_and_rules => lang.t(Tt::Home).to_string(),
        Route::Rules { game } if kinds.home_and_rules => with(Tt::Rules, game),
        Route::Game { game: id } | Route::Embed { game: id } if kinds.game => {
            match id.parse::<GameId>() {
                Ok(g) => game(g, lang),
                Err(_) => lang.t(Tt::NotFound).to_string(),
            }
        }
        Route::Learn { game } if kinds.learn => with(Tt::Learn, game),
        Route::LearnStage { game: id, stage } | Route::EmbedLearn { game: id, stage }
            if kinds.learn =>
        {
            match (name_of(id), stage.parse::<usize>()) {
                (Some(name), Ok(n)) => crate::tr!(lang, Tt::Lesson, game = name, n = n),
                _ => with(Tt::Learn, id),
            }
        }
        Route::Puzzles { game } if kinds.learn => with(Tt::Puzzles, game),
        Route::Editor { game } if kinds.game => with(Tt::Editor, game),
        Route::Study { game } | Route::EmbedStudy { game } if kinds.game => with(Tt::Study, game),
        Route::Puzzle { game: id, id: n } | Route::EmbedPuzzle { game: id, id: n }
            if kinds.learn =>
        {
            match name_of(id) {
                Some(name) => crate::tr!(lang, Tt::Puzzle, game = name, n = n),
                None => with(Tt::Puzzles, id),
            }
        }
        Route::Online { .. } if kinds.game => lang.t(T::TitleRoom).to_string(),
        Route::Lobby if kinds.lobby => lang.t(Tt::Lobby).to_string(),
        Route::GameLobby { game } if kinds.lobby => with(Tt::GameLobby, game),
        Route::Account if kinds.account => lang.t(Tt::Account).to_string(),
        Route::Player { handle } if kinds.account => {
            crate::tr!(
                lang,
                Tt::Player,
                name = crate::route::decode_component(handle)
            )
        }
        Route::Games if kinds.account => lang.t(Tt::Games).to_string(),
        _ => lang.t(Tt::NotFound).to_string(),
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
            let mut routes = vec![
                Route::Home,
                Route::Lobby,
                Route::Account,
                Route::Games,
                Route::Player {
                    handle: "Ada%20B".into(),
                },
                Route::NotFound,
            ];
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
                    Route::Editor { game: game.clone() },
                    Route::Study { game: game.clone() },
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
