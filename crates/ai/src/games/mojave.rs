//! Mojave: playouts that take the best capture on offer and avoid losing fights, scored by
//! the difference in dice.

use rules::mojave::{Dir, Mojave, Move, Square};
use rules::{Game, GameRng, Seat};

use super::lead_values;
use crate::config::Config;
use crate::level::Level;
use crate::policy::{Evaluate, Heuristics, Policy};

impl Heuristics for Mojave {
    fn policy(_config: &Config) -> Box<dyn Policy<Self>> {
        Box::new(Captures)
    }

    fn evaluator(_config: &Config) -> Box<dyn Evaluate<Self>> {
        Box::new(DiceLead)
    }

    fn config(level: Level) -> Option<Config> {
        let iterations = match level {
            Level::Random => return None,
            Level::Easy => 20,
            Level::Medium => 200,
            Level::Hard => 2_000,
        };
        // Hard also proves wins and losses (no chance after the start).
        Some(
            Config::new(iterations)
                .playout_cap(20)
                .widening(1.0)
                .solver(level == Level::Hard),
        )
    }
}

/// The dice a tip wins minus those it loses: a Zugzwang answer's falls, then the fight
/// where it ends by the note's combat rule (a tie, which starts a Zugzwang, counts 0).
fn fight_gain(state: &Mojave, mover: Seat, m: &Move) -> i32 {
    let Move::Tip { from, path } = m else {
        return 0;
    };
    let (Some(end), Some(die)) = (m.end(), state.die_at(*from)) else {
        return 0;
    };
    let top = path.steps().fold(die, |d, dir| d.tipped(dir)).top();
    match state.zugzwang() {
        // Withdrawing: the other attacked dice fall.
        Some(z) if z.attacked.contains(from) => {
            let left: Vec<Square> = z.attacked.iter().copied().filter(|s| s != from).collect();
            fight(state, mover, (*from, end, top), &left) - left.len() as i32
        }
        // Reinforcing: the attacker falls.
        Some(z) => 1 + fight(state, mover, (*from, end, top), &[z.attacker]),
        None => fight(state, mover, (*from, end, top), &[]),
    }
}

/// The dice won minus lost in the fight when `mover`'s die tips `from` → `end` and shows
/// `top` there, with the dice on `gone` already off the board.
fn fight(
    state: &Mojave,
    mover: Seat,
    (from, end, top): (Square, Square, u8),
    gone: &[Square],
) -> i32 {
    let enemy = 1 - mover;
    let beside = |at: Square| Dir::ALL.into_iter().filter_map(move |d| at.step(d));
    let owner_at = |sq: Square| -> Option<Seat> {
        if sq == from || gone.contains(&sq) {
            None
        } else if sq == end {
            Some(mover)
        } else {
            state.die_at(sq).map(|d| d.owner())
        }
    };
    let top_at = |sq: Square| {
        if sq == end {
            top
        } else {
            state.die_at(sq).map_or(0, |d| d.top())
        }
    };
    let mut enemies = [Square::new(0, 0); 4];
    let mut count = 0;
    for sq in beside(end) {
        if owner_at(sq) == Some(enemy) {
            enemies[count] = sq;
            count += 1;
        }
    }
    if count == 0 {
        return 0;
    }
    let (attack, defence, attackers, defenders) = if count == 1 {
        let e = enemies[0];
        let (mut attack, mut attackers) = (0u32, 0);
        for sq in beside(e) {
            if owner_at(sq) == Some(mover) {
                attack += u32::from(top_at(sq));
                attackers += 1;
            }
        }
        (attack, u32::from(top_at(e)), attackers, 1)
    } else {
        let defence = enemies[..count]
            .iter()
            .map(|&sq| u32::from(top_at(sq)))
            .sum();
        (u32::from(top), defence, 1, count as i32)
    };
    match attack.cmp(&defence) {
        std::cmp::Ordering::Greater => defenders,
        std::cmp::Ordering::Less => -attackers,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The best fight on offer: the biggest capture if there is one, otherwise any move that
/// loses nothing (or the least bad one), at random among equals.
struct Captures;

impl Captures {
    fn choose(state: &Mojave, moves: &[Move], rng: &mut GameRng) -> usize {
        let Some(mover) = state.to_move() else {
            return 0;
        };
        let gains: Vec<i32> = moves.iter().map(|m| fight_gain(state, mover, m)).collect();
        let best = gains.iter().copied().max().unwrap_or(0);
        let count = gains.iter().filter(|&&g| g == best).count();
        let nth = rng.below(count as u64) as usize;
        gains
            .iter()
            .enumerate()
            .filter(|&(_, &g)| g == best)
            .nth(nth)
            .map_or(0, |(i, _)| i)
    }
}

impl Policy<Mojave> for Captures {
    fn expand(&mut self, state: &Mojave, untried: &[Move], rng: &mut GameRng) -> usize {
        Self::choose(state, untried, rng)
    }

    fn playout(&mut self, state: &Mojave, moves: &[Move], rng: &mut GameRng) -> usize {
        Self::choose(state, moves, rng)
    }
}

/// The lead in dice on the board (more dice wins at every end but a wipe-out).
struct DiceLead;

impl Evaluate<Mojave> for DiceLead {
    fn evaluate(&self, state: &Mojave) -> Vec<f64> {
        let dice: Vec<f64> = (0..2).map(|s| state.dice_count(s) as f64).collect();
        lead_values(&dice, 1.5)
    }
}
