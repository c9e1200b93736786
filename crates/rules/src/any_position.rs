//! Positions of any game, driven by text: from `(GameId, position text, seed)` to an
//! [`AnyGame`] and back, with each game's typed errors kept ([`AnyPositionError`]) and listed
//! by the place they are about ([`PositionRefusal::by_place`]). Generated from
//! [`games!`](crate::games).

use std::fmt;

use crate::any::AnyGame;
use crate::game::{GameId, Setup};
use crate::position::{self, Editable, Fault, PositionTextError, Sight};

/// Why a position's text did not give a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionRefusal {
    /// Not in the game's notation (or over [`crate::limits::POSITION`]).
    #[error(transparent)]
    Unreadable(#[from] PositionTextError),
    /// Read, but it breaks these conditions (every one of them).
    #[error("the position cannot stand ({} broken conditions){}", .0.len(), .0.first().map(|e| format!(", the first: {e}")).unwrap_or_default())]
    Broken(Vec<AnyPositionError>),
}

impl PositionRefusal {
    /// Each broken condition with the place it is about (`None`: the position as a whole),
    /// for an editor to show beside its cause. A text that cannot be read is one entry
    /// without a place, and its reason is in the error's `Display`.
    pub fn by_place(&self) -> Vec<(Option<String>, String)> {
        match self {
            PositionRefusal::Unreadable(e) => vec![(None, e.to_string())],
            PositionRefusal::Broken(errors) => {
                errors.iter().map(|e| (e.place(), e.to_string())).collect()
            }
        }
    }
}

macro_rules! any_position {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        /// A condition a position breaks: the game's own error type
        /// ([`Editable::PositionError`]), kept typed so that the app can name it in the
        /// player's language.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum AnyPositionError {
            $($variant(<$ty as Editable>::PositionError),)*
        }

        impl AnyPositionError {
            pub fn game(&self) -> GameId {
                match self {
                    $(AnyPositionError::$variant(_) => GameId::$variant,)*
                }
            }

            /// The place the error is about, in the game's own notation.
            pub fn place(&self) -> Option<String> {
                match self {
                    $(AnyPositionError::$variant(e) => e.place(),)*
                }
            }
        }

        /// The game's own message, in English.
        impl fmt::Display for AnyPositionError {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(AnyPositionError::$variant(e) => e.fmt(f),)*
                }
            }
        }

        impl AnyGame {
            /// The game of `id` from a position's text, whatever it leaves to be dealt
            /// dealt from `seed`. Text over [`crate::limits::POSITION`] is refused unread.
            pub fn from_position(
                id: GameId,
                text: &str,
                seed: u64,
            ) -> Result<AnyGame, PositionRefusal> {
                match id {
                    $(GameId::$variant => {
                        let p: <$ty as Editable>::Position = position::read(text)?;
                        <$ty as Editable>::from_position(&p, seed)
                            .map(AnyGame::$variant)
                            .map_err(|errors| PositionRefusal::Broken(
                                errors.into_iter().map(AnyPositionError::$variant).collect(),
                            ))
                    })*
                }
            }

            /// This game's position as `sight` may see it, in its notation.
            pub fn position_text(&self, sight: Sight) -> String {
                match self {
                    $(AnyGame::$variant(g) => g.position(sight).to_string(),)*
                }
            }

            /// The players and options of a game from the position `text` of game `id`
            /// (what a record starting from it carries).
            pub fn position_setup(id: GameId, text: &str) -> Result<Setup, PositionRefusal> {
                match id {
                    $(GameId::$variant => {
                        let p: <$ty as Editable>::Position = position::read(text)?;
                        Ok(<$ty as Editable>::position_setup(&p))
                    })*
                }
            }

            /// Every place of this game's board, in its own notation.
            pub fn places(&self) -> Vec<String> {
                match self {
                    $(AnyGame::$variant(g) => g.places(),)*
                }
            }
        }
    };
}

games!(any_position);
