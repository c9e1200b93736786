//! The games behind one enum, driven by move notation: what records, sessions, the command
//! line and the app's shell use when the game is not known at compile time. Everything here
//! is generated from [`games!`](crate::games).
//!
//! # Errors for players
//! A move given as text fails with a [`MoveError`]. To tell the player why in their
//! language, match on it rather than printing it (its `Display` is English, for the
//! command line):
//! - [`MoveError::Notation`]: the text is not a move; match [`NotationError::kind`]
//!   ([`NotationKind`](crate::game::NotationKind)). Its `reason` is the notation's expected form
//!   in English, at most a hint beside the translated message.
//! - [`MoveError::Illegal`]: a move, but against a rule; `error` is an [`AnyError`], the
//!   game's own typed error (`AnyError::Cubus(cubus::Error::…)`), one text per variant.
//! - [`MoveError::GameOver`]: the game has ended.

use std::fmt;

use crate::game::{Game, GameId, NotationError, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::limits::{self, clip};

/// A move given as text could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The text is a move, but a rule forbids it here.
    #[error("illegal move {text}: {error}")]
    Illegal { text: String, error: AnyError },
    #[error("the game is over")]
    GameOver,
}

macro_rules! any_game {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        /// Any of the games. Serialized (feature `serde`) as `{"<id>": state}`, with the
        /// game's id as the tag: what the online server sends a seat as its
        /// [`view`](AnyGame::view).
        #[derive(Clone, Debug, PartialEq)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum AnyGame {
            $(#[cfg_attr(feature = "serde", serde(rename = $id))] $variant($ty),)*
        }

        /// Why a rule forbids a move: the game's own error type ([`Game::Error`]), kept
        /// typed so that the app can name the rule in the player's language.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum AnyError {
            $($variant(<$ty as Game>::Error),)*
        }

        impl AnyError {
            /// The game whose rule it is.
            pub fn game(&self) -> GameId {
                match self {
                    $(AnyError::$variant(_) => GameId::$variant,)*
                }
            }
        }

        /// The game's own message, in English.
        impl fmt::Display for AnyError {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(AnyError::$variant(e) => e.fmt(f),)*
                }
            }
        }

        impl AnyGame {
            pub fn new(id: GameId, setup: &Setup, seed: u64) -> Result<Self, SetupError> {
                match id {
                    $(GameId::$variant => <$ty as Game>::new(setup, seed).map(AnyGame::$variant),)*
                }
            }

            pub fn option_specs(id: GameId) -> &'static [OptionSpec] {
                match id {
                    $(GameId::$variant => <$ty as Game>::option_specs(),)*
                }
            }

            pub fn player_range(id: GameId) -> std::ops::RangeInclusive<usize> {
                match id {
                    $(GameId::$variant => <$ty as Game>::PLAYERS,)*
                }
            }

            pub fn id(&self) -> GameId {
                match self {
                    $(AnyGame::$variant(_) => GameId::$variant,)*
                }
            }

            /// The game's own state, for code generic over [`Game`] that already knows
            /// which game it holds (a [`GameVisitor`] downcasts it; the server's computer
            /// seats think on the position without replaying the game).
            pub fn inner(&self) -> &dyn std::any::Any {
                match self { $(AnyGame::$variant(g) => g,)* }
            }

            pub fn players(&self) -> usize {
                match self { $(AnyGame::$variant(g) => g.players(),)* }
            }

            pub fn to_move(&self) -> Option<Seat> {
                match self { $(AnyGame::$variant(g) => g.to_move(),)* }
            }

            pub fn outcome(&self) -> Option<Outcome> {
                match self { $(AnyGame::$variant(g) => g.outcome(),)* }
            }

            /// The position as `observer` may see it ([`Game::view`]); `None` is a spectator.
            pub fn view(&self, observer: Option<Seat>) -> AnyGame {
                match self { $(AnyGame::$variant(g) => AnyGame::$variant(g.view(observer)),)* }
            }

            pub fn reveals(&self) -> u64 {
                match self { $(AnyGame::$variant(g) => g.reveals(),)* }
            }

            pub fn check_invariants(&self) -> Result<(), String> {
                match self { $(AnyGame::$variant(g) => g.check_invariants(),)* }
            }

            /// Legal moves in notation.
            pub fn legal_moves(&self) -> Vec<String> {
                match self {
                    $(AnyGame::$variant(g) => g.legal_moves().iter().map(|m| m.to_string()).collect(),)*
                }
            }

            /// Reads `text` as a move of this game, checks and plays it; on error nothing
            /// changes. Text over [`limits::MOVE`] is refused unread.
            pub fn play_str(&mut self, text: &str) -> Result<(), MoveError> {
                if text.len() > limits::MOVE {
                    return Err(MoveError::Notation(NotationError::new(
                        &clip(text),
                        format!("longer than the limit of {} bytes for a move", limits::MOVE),
                    )));
                }
                if self.outcome().is_some() {
                    return Err(MoveError::GameOver);
                }
                let illegal = |error| MoveError::Illegal { text: text.to_string(), error };
                match self {
                    $(AnyGame::$variant(g) => {
                        let m: <$ty as Game>::Move = text.trim().parse()?;
                        g.play(&m).map_err(|e| illegal(AnyError::$variant(e)))
                    })*
                }
            }

            /// Checks a move without playing it.
            pub fn validate_str(&self, text: &str) -> Result<(), MoveError> {
                self.clone().play_str(text)
            }
        }
    };
}

games!(any_game);

games!(visitor
    /// Runs code generic over [`Game`] for a game chosen at run time (Rust has no generic
    /// closures, so the code is a visitor).
    pub trait GameVisitor: Game;
    /// Runs `visitor` with the rules type of game `id`.
    pub fn visit_game;
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cubulus;

    #[test]
    fn each_row_of_the_registry_names_its_own_game() {
        struct IdOf;
        impl GameVisitor for IdOf {
            type Output = GameId;
            fn visit<G: Game + 'static>(self) -> GameId {
                G::ID
            }
        }
        for id in GameId::ALL {
            assert_eq!(visit_game(id, IdOf), id);
            assert_eq!(id.as_str().parse::<GameId>(), Ok(id));
            let g = AnyGame::new(id, &Setup::players(*AnyGame::player_range(id).start()), 1);
            assert_eq!(g.map(|g| g.id()), Ok(id));
        }
    }

    #[test]
    fn an_illegal_move_keeps_the_games_typed_error() {
        let mut g =
            AnyGame::new(GameId::Cubulus, &Setup::players(2), 1).unwrap_or_else(|e| panic!("{e}"));
        let first = g.legal_moves()[0].clone();
        g.play_str(&first).unwrap_or_else(|e| panic!("{e}"));
        let before = g.clone();
        let err = g.play_str(&first).unwrap_err();
        let MoveError::Illegal { text, error } = &err else {
            panic!("not an illegal move: {err:?}");
        };
        assert_eq!(text, &first);
        assert_eq!(error.game(), GameId::Cubulus);
        assert!(matches!(error, AnyError::Cubulus(_)));
        assert!(err
            .to_string()
            .starts_with(&format!("illegal move {first}: ")));
        assert_eq!(g, before, "nothing changed");
        let _: &cubulus::Error = match error {
            AnyError::Cubulus(e) => e,
            other => panic!("{other:?}"),
        };
    }

    #[test]
    fn notation_errors_say_their_kind() {
        let mut g =
            AnyGame::new(GameId::Mojave, &Setup::players(2), 1).unwrap_or_else(|e| panic!("{e}"));
        let kind = |e: MoveError| match e {
            MoveError::Notation(n) => n.kind,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            kind(g.play_str("  ").unwrap_err()),
            crate::game::NotationKind::Empty
        );
        assert_eq!(
            kind(g.play_str("zz9:q").unwrap_err()),
            crate::game::NotationKind::Unreadable
        );
    }
}
