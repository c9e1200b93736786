//! The Cubus player: greedy, by the rules' bounded build search. A late position can have
//! tens of millions of legal builds, and the move list is a sample of 64 of them
//! ([`rules::cubus::Cubus::listed_builds`]), so tree search over it would learn little; a
//! Cubus seat plays the best build of the moment instead ([`Cubus::best_build`], branch and
//! bound). Every level plays it: as a [`Heuristics`] game, one search iteration expands the
//! greedy move and stops.

use rules::cubus::{Cubus, Move, Phase};
use rules::{Game, GameRng};

use crate::level::Level;
use crate::mcts::Config;
use crate::policy::{Heuristics, Policy};

impl Heuristics for Cubus {
    fn config(level: Level) -> Option<Config> {
        match level {
            Level::Random => None,
            _ => Some(Config::new(1).playout_cap(0)),
        }
    }

    fn policy() -> Box<dyn Policy<Self>> {
        Box::new(Greedy)
    }
}

/// Expands (and plays out) the move [`choose`] would make.
struct Greedy;

impl Policy<Cubus> for Greedy {
    fn expand(&mut self, state: &Cubus, untried: &[Move], _rng: &mut GameRng) -> usize {
        greedy_index(state, untried)
    }

    fn playout(&mut self, state: &Cubus, moves: &[Move], _rng: &mut GameRng) -> usize {
        greedy_index(state, moves)
    }
}

/// The greedy move's index in `moves`: the listed moves come best build first.
fn greedy_index(state: &Cubus, moves: &[Move]) -> usize {
    if let Phase::KnockWindow { overlooker, .. } = *state.phase() {
        let want = if state.has_scoring_build(overlooker) {
            Move::Knock
        } else {
            Move::PassKnock
        };
        return moves.iter().position(|m| *m == want).unwrap_or(0);
    }
    0
}

/// Draws when it must; knocks exactly when the overlooker had a scoring build (the rule
/// note's AI behaviour); otherwise plays the build with the most points, or declares none.
/// Every search here is bounded: any-build stops at the first, best-build prunes by points.
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

    #[test]
    fn every_level_plays_the_greedy_move() {
        let mut g = Cubus::new(&Setup::players(2), 7).unwrap();
        for _ in 0..12 {
            let want = choose(&g);
            assert_eq!(crate::choose_move(&g, Level::Easy, 3), want);
            g.play(&want.unwrap()).unwrap();
        }
    }
}
