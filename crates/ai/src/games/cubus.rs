//! Cubus by its build search: generic tree search cannot enumerate Cubus's moves (a
//! mid-game position has tens to hundreds of thousands of legal builds), so a Cubus seat
//! plays the exact best build of the moment instead.

use rules::cubus::{Cubus, Move, Phase};
use rules::Game;

/// Draws when it must; knocks exactly when the overlooker had a scoring build (the rule
/// note's AI behaviour); otherwise plays the build with the most points, or declares none.
pub fn choose(g: &Cubus) -> Option<Move> {
    g.to_move()?;
    let legal = |m: &Move| g.validate(m).is_ok();
    if legal(&Move::Draw) {
        return Some(Move::Draw);
    }
    if let Phase::KnockWindow { overlooker, .. } = *g.phase() {
        let knock = g.has_scoring_build(overlooker) && legal(&Move::Knock);
        return Some(if knock { Move::Knock } else { Move::PassKnock });
    }
    if let Some(m) = g.best_build().map(|b| Move::from(&b)).filter(legal) {
        return Some(m);
    }
    [Move::NoBuild, Move::PassKnock]
        .into_iter()
        .find(legal)
        .or_else(|| g.legal_moves().into_iter().next())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    #[test]
    fn a_greedy_game_of_cubus_runs_to_its_end_with_legal_moves() {
        let mut g = Cubus::new(&Setup::players(2), 5).unwrap();
        let mut moves = 0;
        while let Some(m) = choose(&g) {
            g.play(&m).unwrap();
            moves += 1;
            assert!(moves < 2000, "the game ends");
        }
        assert!(g.outcome().is_some());
        assert!(g.scores().iter().any(|&s| s > 0), "someone built");
    }
}
