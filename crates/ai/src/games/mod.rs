//! Each game's own [`Heuristics`]: what its playouts prefer, how a playout cut short is
//! scored, and how much each level searches. Everything here is a pure function of the
//! position and the search's RNG, so a seed still fixes the move.
//!
//! | game | playouts prefer | a playout cut short scores |
//! |------|-----------------|----------------------------|
//! | Cube Attack | attacks, moving onto a moon, arming, extra cubes and lives, closing in on a moon | score + 3 × what the moons held now pay at the round's end + 2 × lives on the map |
//! | Cubes | placements (by kind of move, so that shifts and exchanges do not drown them) | active stones + ¼ × inactive ones |
//! | Cubulus | a winning move; never one that forms another player's square | squares three balls from complete |
//! | Mojave | the biggest capture; never a losing fight | dice on the board |
//!
//! Each seat's score is a logistic curve over its lead on the strongest other seat. The
//! same preference orders the moves a node adds to the tree ([`crate::Policy::expand`]).
//!
//! Cubulus at three players searches paranoid ([`crate::Config::paranoia`]) and weighs at
//! the root only the moves least dangerous within the next two moves
//! ([`cubulus::least_dangerous_moves`]): Medium those leaving the fewest replies that let
//! another seat win, Hard every move of the least kind of danger
//! ([`crate::Config::root_kinds`]).
//!
//! Cube Attack's Hard at three players plays out attacks on the cubes of the seat ahead on
//! points three times as often as others' ([`crate::Config::leader_attacks`]).
//!
//! Cubus has no playouts: Hard's root moves are a few candidate builds, each valued by
//! what it scores against the next player's best reply ([`cubus`]); Easy and Medium take
//! the build scoring most among the first 10 and 100 they see ([`crate::Config::sight`]).
//!
//! # Budgets
//! Iterations per move. Hard is sized for the browser, about one second a move in the wasm
//! worker (`scripts/bench-ai.sh 1`, `tests/bench/ai-browser.mjs`; measured in `docs/ai.md`).
//! Each level below searches a tenth of the one above (Cubulus's Easy 60: with decisive
//! playouts a few dozen iterations already see the short tactics), because a fourfold step
//! was not measurably weaker at more than two players; `docs/ai.md` has the ladder this
//! gives. Besides, Hard proves wins and losses in the tree of a two-player game without
//! chance ([`crate::Config::solver`]: Cube Attack, Cubulus, Mojave); the levels differ in
//! nothing else.
//!
//! | game | Easy | Medium | Hard | playout cap | widening |
//! |------|-----:|-------:|-----:|------------:|---------:|
//! | Cube Attack | 120 | 1 200 | 12 000 | 100 | – |
//! | Cubes | 30 | 300 | 3 000 | 40 | 1.0 |
//! | Cubulus | 60 | 1 600 | 16 000 | 20 | – |
//! | Mojave | 20 | 200 | 2 000 | 20 | 1.0 |
//!
//! Cubes and Mojave have hundreds of moves a turn, so their searches widen progressively
//! ([`crate::Config::widening`]) instead of trying every move once before any twice.

mod cube_attack;
mod cubes;
pub mod cubulus;
pub mod cubus;
mod mojave;

use rules::GameRng;

use crate::policy::Heuristics;

rules::games!(visitor
    /// Runs code generic over [`Heuristics`] for a game chosen at run time: the
    /// [`rules::GameVisitor`] of the computer players. Every game of the registry must
    /// implement [`Heuristics`] (its module here), or this does not compile.
    pub trait GameVisitor: Heuristics;
    /// Runs `visitor` with the rules type of game `id`.
    pub fn visit_game;
);

/// An index drawn with chance proportional to its weight; uniform when all weights are 0.
/// Integer weights keep the draw exact on every platform.
fn weighted(weights: &[u32], rng: &mut GameRng) -> usize {
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return rng.below(weights.len() as u64) as usize;
    }
    let mut r = rng.below(total);
    for (i, &w) in weights.iter().enumerate() {
        if r < u64::from(w) {
            return i;
        }
        r -= u64::from(w);
    }
    weights.len() - 1
}

/// Each seat's chance of winning from a strength per seat: a logistic curve over its lead
/// on the strongest other seat, `scale` strength units making odds of e to 1.
fn lead_values(strength: &[f64], scale: f64) -> Vec<f64> {
    strength
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let best_other = strength
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &t)| t)
                .fold(f64::NEG_INFINITY, f64::max);
            if best_other == f64::NEG_INFINITY {
                return 1.0;
            }
            1.0 / (1.0 + (-(s - best_other) / scale).exp())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Spec;
    use rules::{GameId, Setup};

    #[test]
    fn every_game_of_the_registry_has_a_computer_player() {
        struct FirstMove;
        impl GameVisitor for FirstMove {
            type Output = Result<(), String>;
            fn visit<G: Heuristics + 'static>(self) -> Self::Output {
                let g =
                    G::new(&Setup::players(*G::PLAYERS.start()), 1).map_err(|e| e.to_string())?;
                let m = crate::mcts::choose_move(&g, Spec::hard(20), 7).ok_or("no move")?;
                g.validate(&m).map_err(|e| format!("{m}: {e}"))
            }
        }
        for id in GameId::ALL {
            assert_eq!(visit_game(id, FirstMove), Ok(()), "{id}");
        }
    }

    #[test]
    fn weighted_draws_follow_the_weights() {
        let mut rng = GameRng::new(1);
        let mut counts = [0; 3];
        for _ in 0..3000 {
            counts[weighted(&[1, 0, 2], &mut rng)] += 1;
        }
        assert_eq!(counts[1], 0);
        assert!((900..1100).contains(&counts[0]), "{counts:?}");
        let all_zero = weighted(&[0, 0], &mut rng);
        assert!(all_zero < 2);
    }

    #[test]
    fn lead_values_favour_the_leader() {
        let v = lead_values(&[3.0, 1.0, 3.0], 1.0);
        assert!((v[0] - 0.5).abs() < 1e-12 && (v[2] - 0.5).abs() < 1e-12);
        assert!(v[1] < 0.2);
        let two = lead_values(&[2.0, 0.0], 2.0);
        assert!((two[0] + two[1] - 1.0).abs() < 1e-12 && two[0] > 0.7);
    }
}
