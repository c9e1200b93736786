//! Each game's own [`Heuristics`]: what its playouts prefer, how a playout cut short is
//! scored, and how much each level searches. Everything here is a pure function of the
//! position and the search's RNG, so a seed still fixes the move.

mod cube_attack;
mod cubes;
mod cubulus;
mod mojave;

use rules::{GameId, GameRng};

use crate::policy::Heuristics;

// Cubus searches with the defaults until its rules land.
impl Heuristics for rules::cubus::Cubus {}

/// Runs code generic over [`Heuristics`] for a game chosen at run time: the
/// [`rules::GameVisitor`] of the search.
pub trait GameVisitor {
    type Output;
    fn visit<G: Heuristics>(self) -> Self::Output;
}

pub fn visit_game<V: GameVisitor>(id: GameId, visitor: V) -> V::Output {
    match id {
        GameId::Cubulus => visitor.visit::<rules::cubulus::Cubulus>(),
        GameId::Cubus => visitor.visit::<rules::cubus::Cubus>(),
        GameId::CubeAttack => visitor.visit::<rules::cube_attack::CubeAttack>(),
        GameId::Cubes => visitor.visit::<rules::cubes::Cubes>(),
        GameId::Mojave => visitor.visit::<rules::mojave::Mojave>(),
    }
}

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
