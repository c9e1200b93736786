//! Cube Attack: playouts that go for the moons and fight, scored by the lead in points.

use rules::cube_attack::{CubeAttack, Move, PlanetId, PlanetKind, Weapon};
use rules::{Game, GameRng};

use super::{lead_values, weighted};
use crate::config::Config;
use crate::level::Level;
use crate::policy::{Evaluate, Heuristics, Policy};

impl Heuristics for CubeAttack {
    fn policy(config: &Config) -> Box<dyn Policy<Self>> {
        Box::new(MoonsAndFights {
            leader_attacks: config.leader_attacks,
            ..MoonsAndFights::default()
        })
    }

    fn evaluator(_config: &Config) -> Box<dyn Evaluate<Self>> {
        Box::new(PointsLead)
    }

    fn config(level: Level) -> Option<Config> {
        let iterations = match level {
            Level::Random => return None,
            Level::Easy => 120,
            Level::Medium => 1_200,
            Level::Hard => 12_000,
        };
        // Two-player playouts mostly end within 100 moves; six players' run to 300, which
        // the cap keeps from tripling the time per move.
        // Hard also proves wins and losses with two players (no chance after the start),
        // and at three its playouts go for the leader's cubes.
        Some(
            Config::new(iterations)
                .playout_cap(100)
                .solver(level == Level::Hard)
                .leader_attacks(level == Level::Hard),
        )
    }
}

/// Weighted moves: attacks first, then moving onto a moon, arming, gaining cubes and lives,
/// closing in on a moon; leaving a moon and ending a turn early are rare.
#[derive(Default)]
struct MoonsAndFights {
    /// Orbits from each planet to the nearest moon, worked out once per search (the map
    /// does not change).
    to_moon: Vec<(PlanetId, u8)>,
    /// [`Config::leader_attacks`].
    leader_attacks: bool,
}

/// How much more often a playout attacks the leader's cubes than another's.
const LEADER_ATTACK_FACTOR: u32 = 3;

impl MoonsAndFights {
    fn learn_map(&mut self, state: &CubeAttack) {
        if !self.to_moon.is_empty() {
            return;
        }
        let map = state.map();
        let mut dist: Vec<(PlanetId, u8)> = map
            .planets()
            .iter()
            .map(|p| (p.id, if p.kind().is_moon() { 0 } else { u8::MAX }))
            .collect();
        // Bellman–Ford style relaxation; maps are small.
        for _ in 0..dist.len() {
            let mut changed = false;
            for i in 0..dist.len() {
                let (id, d) = dist[i];
                let best = map
                    .neighbours(id)
                    .filter_map(|n| dist.iter().find(|(p, _)| *p == n).map(|&(_, e)| e))
                    .min()
                    .unwrap_or(u8::MAX)
                    .saturating_add(1);
                if best < d {
                    dist[i].1 = best;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.to_moon = dist;
    }

    fn distance(&self, id: PlanetId) -> u8 {
        self.to_moon
            .iter()
            .find(|(p, _)| *p == id)
            .map_or(u8::MAX, |&(_, d)| d)
    }

    fn weight(&self, m: &Move) -> u32 {
        match *m {
            Move::Pass => 1,
            Move::End => 2,
            Move::Attack { target, .. } => {
                if target.group.planet.kind.is_moon() {
                    60
                } else {
                    40
                }
            }
            Move::Activate { group } => match group.planet.kind {
                PlanetKind::ExtraCube => 15,
                PlanetKind::ExtraLife => 10,
                _ if group.weapon == Weapon::Unarmed => 15,
                _ => 8,
            },
            Move::Travel { group, to } => {
                if group.planet.kind.is_moon() {
                    1
                } else if to.kind == PlanetKind::FullMoon {
                    30
                } else if to.kind == PlanetKind::HalfMoon {
                    20
                } else if self.distance(to) < self.distance(group.planet) {
                    8
                } else {
                    3
                }
            }
        }
    }

    /// Each move's weight in `state`, the leader's cubes weighing more with
    /// [`Config::leader_attacks`] at three players.
    fn weights(&mut self, state: &CubeAttack, moves: &[Move]) -> Vec<u32> {
        self.learn_map(state);
        let leaders = if self.leader_attacks && state.players() == 3 {
            leaders(state)
        } else {
            0
        };
        moves
            .iter()
            .map(|m| match *m {
                Move::Attack { target, .. } if leaders >> target.owner & 1 == 1 => {
                    self.weight(m) * LEADER_ATTACK_FACTOR
                }
                _ => self.weight(m),
            })
            .collect()
    }

    fn choose(&mut self, state: &CubeAttack, moves: &[Move], rng: &mut GameRng) -> usize {
        let weights = self.weights(state, moves);
        weighted(&weights, rng)
    }
}

/// The seats other than the mover with the most points, as bits; none before anyone scores.
fn leaders(state: &CubeAttack) -> u32 {
    let Some(mover) = state.to_move() else {
        return 0;
    };
    let others = (0..state.players()).filter(|&s| s != mover);
    let best = others
        .clone()
        .map(|s| state.score_half_points(s))
        .max()
        .unwrap_or(0);
    if best == 0 {
        return 0;
    }
    others
        .filter(|&s| state.score_half_points(s) == best)
        .fold(0, |bits, s| bits | 1 << s)
}

impl Policy<CubeAttack> for MoonsAndFights {
    fn expand(&mut self, state: &CubeAttack, untried: &[Move], rng: &mut GameRng) -> usize {
        self.choose(state, untried, rng)
    }

    fn playout(&mut self, state: &CubeAttack, moves: &[Move], rng: &mut GameRng) -> usize {
        self.choose(state, moves, rng)
    }
}

/// Score, plus what the moons held now would pay at the round's end and the lives on the
/// map, as a lead over the strongest other seat.
struct PointsLead;

impl Evaluate<CubeAttack> for PointsLead {
    fn evaluate(&self, state: &CubeAttack) -> Vec<f64> {
        let n = state.players();
        let mut strength: Vec<f64> = (0..n)
            .map(|s| f64::from(state.score_half_points(s)) + 2.0 * f64::from(state.cubes_on_map(s)))
            .collect();
        let mut holders: Vec<(PlanetId, u8)> = Vec::new();
        for g in state.cube_groups() {
            if g.group.planet.kind.is_moon() {
                match holders.iter_mut().find(|(p, _)| *p == g.group.planet) {
                    Some((_, seats)) => *seats |= 1 << g.owner,
                    None => holders.push((g.group.planet, 1 << g.owner)),
                }
            }
        }
        for (moon, seats) in holders {
            let shared = seats.count_ones() > 1;
            let pay = f64::from(moon.kind.moon_half_points()) / if shared { 2.0 } else { 1.0 };
            for (s, v) in strength.iter_mut().enumerate() {
                if seats >> s & 1 == 1 {
                    *v += 3.0 * pay;
                }
            }
        }
        lead_values(&strength, 16.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    /// Positions of random games where the mover may attack and someone has scored.
    fn scored_attack_positions(players: usize) -> Vec<CubeAttack> {
        let mut rng = GameRng::new(11);
        let mut out = Vec::new();
        for seed in 0..40 {
            let Ok(mut state) = CubeAttack::new(&Setup::players(players), seed) else {
                panic!("a {players}-player setup");
            };
            while state.to_move().is_some() && out.len() < 200 {
                let moves = state.legal_moves();
                let scored = (0..players).any(|s| state.score_half_points(s) > 0);
                if scored && moves.iter().any(|m| matches!(m, Move::Attack { .. })) {
                    out.push(state.clone());
                }
                state.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
            }
        }
        assert!(out.len() > 20, "only {} positions", out.len());
        out
    }

    #[test]
    fn leader_attacks_weigh_the_leader_s_cubes_three_times_at_three_players_only() {
        let mut tripled = 0;
        for players in [3, 4] {
            for state in scored_attack_positions(players) {
                let moves = state.legal_moves();
                let plain = MoonsAndFights::default().weights(&state, &moves);
                let mut leader = MoonsAndFights {
                    leader_attacks: true,
                    ..MoonsAndFights::default()
                };
                let leaning = leader.weights(&state, &moves);
                let Some(mover) = state.to_move() else {
                    continue;
                };
                let best = (0..players)
                    .filter(|&s| s != mover)
                    .map(|s| state.score_half_points(s))
                    .max()
                    .unwrap_or(0);
                for ((m, &p), &l) in moves.iter().zip(&plain).zip(&leaning) {
                    let ahead = match m {
                        Move::Attack { target, .. } => {
                            best > 0 && state.score_half_points(target.owner) == best
                        }
                        _ => false,
                    };
                    if players == 3 && ahead {
                        assert_eq!(l, 3 * p, "{m}");
                        tripled += 1;
                    } else {
                        assert_eq!(l, p, "{m} at {players} players");
                    }
                }
            }
        }
        assert!(tripled > 0, "no attack on a leader met");
    }
}
