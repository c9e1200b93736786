//! The five games behind one enum, driven by move notation: what records, sessions, the
//! command line and the app's shell use when the game is not known at compile time.

use crate::game::{Game, GameId, NotationError, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::{cube_attack, cubes, cubulus, cubus, mojave};

/// A move given as text could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("illegal move {text}: {reason}")]
    Illegal { text: String, reason: String },
    #[error("the game is over")]
    GameOver,
}

macro_rules! any_game {
    ($($variant:ident => $ty:ty),* $(,)?) => {
        /// Any of the five games.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyGame {
            $($variant($ty)),*
        }

        impl AnyGame {
            pub fn new(id: GameId, setup: &Setup, seed: u64) -> Result<Self, SetupError> {
                match id {
                    $(GameId::$variant => <$ty as Game>::new(setup, seed).map(AnyGame::$variant)),*
                }
            }

            pub fn option_specs(id: GameId) -> &'static [OptionSpec] {
                match id {
                    $(GameId::$variant => <$ty as Game>::option_specs()),*
                }
            }

            pub fn player_range(id: GameId) -> std::ops::RangeInclusive<usize> {
                match id {
                    $(GameId::$variant => <$ty as Game>::PLAYERS),*
                }
            }

            pub fn id(&self) -> GameId {
                match self {
                    $(AnyGame::$variant(_) => GameId::$variant),*
                }
            }

            pub fn players(&self) -> usize {
                match self { $(AnyGame::$variant(g) => g.players()),* }
            }

            pub fn to_move(&self) -> Option<Seat> {
                match self { $(AnyGame::$variant(g) => g.to_move()),* }
            }

            pub fn outcome(&self) -> Option<Outcome> {
                match self { $(AnyGame::$variant(g) => g.outcome()),* }
            }

            pub fn reveals(&self) -> u64 {
                match self { $(AnyGame::$variant(g) => g.reveals()),* }
            }

            pub fn check_invariants(&self) -> Result<(), String> {
                match self { $(AnyGame::$variant(g) => g.check_invariants()),* }
            }

            /// Legal moves in notation.
            pub fn legal_moves(&self) -> Vec<String> {
                match self {
                    $(AnyGame::$variant(g) => g.legal_moves().iter().map(|m| m.to_string()).collect()),*
                }
            }

            /// Reads `text` as a move of this game, checks and plays it; on error nothing changes.
            pub fn play_str(&mut self, text: &str) -> Result<(), MoveError> {
                if self.outcome().is_some() {
                    return Err(MoveError::GameOver);
                }
                match self {
                    $(AnyGame::$variant(g) => {
                        let m: <$ty as Game>::Move = text.trim().parse()?;
                        g.play(&m).map_err(|e| MoveError::Illegal {
                            text: text.to_string(),
                            reason: e.to_string(),
                        })
                    }),*
                }
            }

            /// Checks a move without playing it.
            pub fn validate_str(&self, text: &str) -> Result<(), MoveError> {
                self.clone().play_str(text)
            }
        }
    };
}

any_game! {
    Cubulus => cubulus::Cubulus,
    Cubus => cubus::Cubus,
    CubeAttack => cube_attack::CubeAttack,
    Cubes => cubes::Cubes,
    Mojave => mojave::Mojave,
}

/// Runs code generic over [`Game`] for a game chosen at run time
/// (Rust has no generic closures, so the code is a visitor).
pub trait GameVisitor {
    type Output;
    fn visit<G: Game>(self) -> Self::Output;
}

pub fn visit_game<V: GameVisitor>(id: GameId, visitor: V) -> V::Output {
    match id {
        GameId::Cubulus => visitor.visit::<cubulus::Cubulus>(),
        GameId::Cubus => visitor.visit::<cubus::Cubus>(),
        GameId::CubeAttack => visitor.visit::<cube_attack::CubeAttack>(),
        GameId::Cubes => visitor.visit::<cubes::Cubes>(),
        GameId::Mojave => visitor.visit::<mojave::Mojave>(),
    }
}
