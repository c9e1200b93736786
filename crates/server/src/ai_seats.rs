//! Computer seats' thinking: the move a computer at a level makes in a position, with the
//! `ai` crate. Nothing else: which seat thinks when, and what happens to the move, is the
//! room's ([`crate::room::computer`]); where it runs is [`crate::pool`]'s.

use ai::{Heuristics, Spec};
use rules::AnyGame;

/// The levels a room may ask for (a `hard:<iterations>` budget is not offered: it could
/// keep a server core busy for as long as a client likes).
pub const LEVELS: [&str; 4] = ["random", "easy", "medium", "hard"];

struct Think<'a> {
    game: &'a AnyGame,
    spec: Spec,
    seed: u64,
}

impl ai::GameVisitor for Think<'_> {
    type Output = Result<Option<String>, String>;
    fn visit<G: Heuristics + 'static>(self) -> Self::Output {
        let state: &G = self
            .game
            .inner()
            .downcast_ref()
            .ok_or("the position is not of its game")?;
        Ok(ai::choose_move(state, self.spec, self.seed).map(|m| m.to_string()))
    }
}

/// The move a computer at `level` makes in `game`. `seed` seeds the search only: it must
/// not be derived from the game's own seed (that decides the hidden cards).
pub fn think(game: &AnyGame, level: &str, seed: u64) -> Result<Option<String>, String> {
    let spec: Spec = level.parse().map_err(|e: ai::SpecError| e.to_string())?;
    ai::visit_game(game.id(), Think { game, spec, seed })
}
