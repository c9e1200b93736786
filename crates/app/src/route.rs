//! The app's addresses: one page per game, its rules, the home page, and the embed page
//! for iframes (`/embed/<game>`, rendered without the app's shell: see `main.rs`), the
//! online rooms (`/online/<room>`) and the lobby of open tables (`/lobby`, `/lobby/<game>`).

use rules::GameId;

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Game {
        game: String,
    },
    Rules {
        game: String,
    },
    /// A game's lessons, from the first stage (`crate::learn`).
    Learn {
        game: String,
    },
    /// One stage of a game's lessons, counted from 1.
    LearnStage {
        game: String,
        stage: String,
    },
    Embed {
        game: String,
    },
    /// A game's position editor (`crate::editor`); `?position=<notation>` opens a shared
    /// position.
    Editor {
        game: String,
    },
    /// A game's study page (`crate::study`); `?study=<link code>` opens a shared study.
    Study {
        game: String,
    },
    /// A study shown step by step in an iframe (`crate::study::reader`).
    EmbedStudy {
        game: String,
    },
    /// A game's puzzles (`crate::puzzles`).
    Puzzles {
        game: String,
    },
    Puzzle {
        game: String,
        id: u32,
    },
    /// One puzzle in an iframe; posts `puzzle-solved` (docs/embedding.md).
    EmbedPuzzle {
        game: String,
        id: u32,
    },
    /// A lesson stage in an iframe (`crate::learn::embed`).
    EmbedLearn {
        game: String,
        stage: String,
    },
    /// An online room (`crates/online`'s `paths::invite`); `?watch=1` only watches.
    Online {
        room: String,
    },
    /// Every game's open tables (`online::paths::lobby`).
    Lobby,
    /// One game's open tables.
    GameLobby {
        game: String,
    },
    /// The account page (`crate::account`).
    Account,
    /// A player's public page (`crate::account::player`): the handle as the address has it
    /// (percent-encoded).
    Player {
        handle: String,
    },
    /// The finished games anyone can find (`crate::account::games`).
    Games,
    /// An address of no page.
    NotFound,
}

impl Route {
    /// The page at `path` (an address's path, without query), if any.
    pub fn recognize(path: &str) -> Option<Route> {
        let path = path.strip_suffix('/').unwrap_or(path);
        let parts: Vec<&str> = path.split('/').skip(1).collect();
        if parts.iter().any(|p| p.is_empty()) {
            return None;
        }
        let s = |p: &str| p.to_string();
        Some(match parts.as_slice() {
            [] => Route::Home,
            ["404"] => Route::NotFound,
            ["lobby"] => Route::Lobby,
            ["account"] => Route::Account,
            ["games"] => Route::Games,
            ["player", handle] => Route::Player { handle: s(handle) },
            ["lobby", game] => Route::GameLobby { game: s(game) },
            ["online", room] => Route::Online { room: s(room) },
            ["embed", game] => Route::Embed { game: s(game) },
            ["embed", game, "puzzle", id] => Route::EmbedPuzzle {
                game: s(game),
                id: id.parse().ok()?,
            },
            ["embed", game, "study"] => Route::EmbedStudy { game: s(game) },
            ["embed", game, "learn", stage] => Route::EmbedLearn {
                game: s(game),
                stage: s(stage),
            },
            [game] => Route::Game { game: s(game) },
            [game, "rules"] => Route::Rules { game: s(game) },
            [game, "learn"] => Route::Learn { game: s(game) },
            [game, "learn", stage] => Route::LearnStage {
                game: s(game),
                stage: s(stage),
            },
            [game, "editor"] => Route::Editor { game: s(game) },
            [game, "study"] => Route::Study { game: s(game) },
            [game, "puzzles"] => Route::Puzzles { game: s(game) },
            [game, "puzzles", id] => Route::Puzzle {
                game: s(game),
                id: id.parse().ok()?,
            },
            _ => return None,
        })
    }

    /// The page at `path`, or "not found".
    pub fn from_path(path: &str) -> Route {
        Route::recognize(path).unwrap_or(Route::NotFound)
    }

    /// The page's address.
    pub fn to_path(&self) -> String {
        match self {
            Route::Home => "/".into(),
            Route::Game { game } => format!("/{game}"),
            Route::Rules { game } => format!("/{game}/rules"),
            Route::Learn { game } => format!("/{game}/learn"),
            Route::LearnStage { game, stage } => format!("/{game}/learn/{stage}"),
            Route::Embed { game } => format!("/embed/{game}"),
            Route::Editor { game } => format!("/{game}/editor"),
            Route::Study { game } => format!("/{game}/study"),
            Route::EmbedStudy { game } => format!("/embed/{game}/study"),
            Route::Puzzles { game } => format!("/{game}/puzzles"),
            Route::Puzzle { game, id } => format!("/{game}/puzzles/{id}"),
            Route::EmbedPuzzle { game, id } => format!("/embed/{game}/puzzle/{id}"),
            Route::EmbedLearn { game, stage } => format!("/embed/{game}/learn/{stage}"),
            Route::Online { room } => format!("/online/{room}"),
            Route::Lobby => "/lobby".into(),
            Route::GameLobby { game } => format!("/lobby/{game}"),
            Route::Account => "/account".into(),
            Route::Player { handle } => format!("/player/{handle}"),
            Route::Games => "/games".into(),
            Route::NotFound => "/404".into(),
        }
    }

    /// The page of the player with this handle (as typed: it is encoded here).
    pub fn player(handle: &str) -> Route {
        Route::Player {
            handle: encode_component(handle),
        }
    }

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

    pub fn editor(id: GameId) -> Route {
        Route::Editor {
            game: id.as_str().to_string(),
        }
    }

    pub fn study(id: GameId) -> Route {
        Route::Study {
            game: id.as_str().to_string(),
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
    use super::study_frame;

    #[test]
    fn a_study_frame_names_its_study_language_and_title() {
        assert_eq!(
            study_frame("https://x.org", "cubes", "saved=ab12", "de", "Eine Studie"),
            "<iframe src=\"https://x.org/embed/cubes/study?saved=ab12&lang=de\" width=\"720\" height=\"640\" title=\"Eine Studie\"></iframe>"
        );
    }

    use super::*;

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

/// The `<iframe>` a host copies to embed a study of `game` from `origin`: `query` says which
/// (`study=<link code>` or `saved=<id>`), in `lang`, titled `title`.
pub fn study_frame(origin: &str, game: &str, query: &str, lang: &str, title: &str) -> String {
    format!(
        "<iframe src=\"{origin}/embed/{game}/study?{query}&lang={lang}\" width=\"720\" height=\"640\" title=\"{title}\"></iframe>"
    )
}

/// `text` percent-encoded for a path segment or a query value: every byte of its UTF-8 but
/// ASCII letters, digits and `-_.~` as `%XX`.
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A percent-encoded path segment or query value read back; text that does not decode to
/// UTF-8 is kept as it is.
pub fn decode_component(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

#[cfg(test)]
mod component_tests {
    use super::*;

    #[test]
    fn a_handle_goes_into_an_address_and_back() {
        for handle in ["Ada", "Ada Byron", "Béla/Kiss?", "100% & more", "Ӓда"] {
            let encoded = encode_component(handle);
            assert!(encoded
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.~%".contains(&b)));
            assert_eq!(decode_component(&encoded), handle);
        }
        assert_eq!(decode_component("%zz%4"), "%zz%4");
        assert_eq!(decode_component("%ff"), "%ff");
    }
}
