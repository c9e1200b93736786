//! The editor for any game by its position's text: generated from `rules::games!`, so a
//! program built with one game has that game's editor alone.

use rules::position::{self, PositionTextError, Sight};
use rules::{AnyGame, GameId, Setup};

use super::{apply, view_of, with_field, Edit, EditView, Pos};
use crate::i18n::Lang;

macro_rules! editors {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        /// What the page shows of the position `text` of `game`, or why it cannot be read.
        pub fn view(game: GameId, text: &str, lang: Lang) -> Result<EditView, PositionTextError> {
            match game {
                $(GameId::$variant => {
                    type E = crate::games::$module::editor::Editor;
                    let p: Pos<E> = position::read(text)?;
                    Ok(view_of::<E>(&p, lang))
                })*
            }
        }

        /// Whether `text` reads as a position of `game` (whether or not it can stand).
        pub fn read(game: GameId, text: &str) -> Result<(), PositionTextError> {
            match game {
                $(GameId::$variant => {
                    position::read::<Pos<crate::games::$module::editor::Editor>>(text).map(|_| ())
                })*
            }
        }

        /// The text of the position after `edit`: a counter's field set on the text and
        /// read again, any other edit made on the position read.
        pub fn edit(game: GameId, text: &str, edit: &Edit) -> Result<String, PositionTextError> {
            let field;
            let text = match edit {
                Edit::Field { field: at, value } => {
                    field = with_field(text, *at, value).ok_or_else(|| {
                        PositionTextError::new("counter", value, "one word, without spaces")
                    })?;
                    field.as_str()
                }
                _ => text,
            };
            match game {
                $(GameId::$variant => {
                    type E = crate::games::$module::editor::Editor;
                    let mut p: Pos<E> = position::read(text)?;
                    apply::<E>(&mut p, edit);
                    Ok(p.to_string())
                })*
            }
        }
    };
}

rules::games!(editors);

/// The start of a new game of `game` with `players` (the fewest it allows when `None`),
/// hidden parts left to be dealt.
pub fn start(game: GameId, players: Option<usize>) -> String {
    let range = AnyGame::player_range(game);
    let players = players
        .filter(|n| range.contains(n))
        .unwrap_or(*range.start());
    match AnyGame::new(game, &Setup::players(players), 1) {
        Ok(g) => g.position_text(Sight::Spectator),
        // The registry's own range and defaults always make a game.
        Err(_) => String::new(),
    }
}
