//! Cubes: playouts that place stones whenever they can, scored by active stones.

use rules::cubes::{Cubes, Move, Phase, Piece};
use rules::{Game, GameRng};

use super::{lead_values, weighted};
use crate::config::Config;
use crate::level::Level;
use crate::policy::{Evaluate, Heuristics, Policy};

impl Heuristics for Cubes {
    fn policy(_config: &Config) -> Box<dyn Policy<Self>> {
        Box::new(PlaceFirst)
    }

    fn evaluator(_config: &Config) -> Box<dyn Evaluate<Self>> {
        Box::new(ActiveStones)
    }

    fn config(level: Level) -> Option<Config> {
        let iterations = match level {
            Level::Random => return None,
            Level::Easy => 30,
            Level::Medium => 300,
            Level::Hard => 3_000,
        };
        Some(Config::new(iterations).playout_cap(40).widening(1.0))
    }
}

/// Kinds of move, each drawn with a fixed weight however many moves it has, so that the
/// dozens of shifts and card exchanges do not drown the few placements.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Setup,
    Place,
    PickUpInactive,
    PickUpActive,
    Shift,
    Dependency,
    Exchange,
    End,
}

impl Kind {
    const ALL: [Kind; 8] = [
        Kind::Setup,
        Kind::Place,
        Kind::PickUpInactive,
        Kind::PickUpActive,
        Kind::Shift,
        Kind::Dependency,
        Kind::Exchange,
        Kind::End,
    ];

    fn of(state: &Cubes, m: &Move) -> Kind {
        match *m {
            Move::PlaceWhite(_) => Kind::Setup,
            Move::Place { .. } => Kind::Place,
            Move::PickUp(sq) => match state.piece(sq) {
                Some(Piece::Stone(s)) if s.active => Kind::PickUpActive,
                _ => Kind::PickUpInactive,
            },
            Move::Shift { .. } => Kind::Shift,
            Move::PassLeft | Move::PassRight | Move::Swap(..) => Kind::Dependency,
            Move::Exchange(_) => Kind::Exchange,
            Move::EndTurn => Kind::End,
        }
    }

    fn weight(self) -> u32 {
        match self {
            Kind::Setup => 1,
            Kind::Place => 60,
            Kind::PickUpInactive => 8,
            Kind::PickUpActive => 1,
            Kind::Shift => 10,
            Kind::Dependency => 3,
            Kind::Exchange => 1,
            Kind::End => 2,
        }
    }
}

/// Placements first, then freeing inactive stones and shifting white stones; cards and
/// picking up active stones are rare.
struct PlaceFirst;

impl PlaceFirst {
    fn choose(state: &Cubes, moves: &[Move], rng: &mut GameRng) -> usize {
        let kinds: Vec<Kind> = moves.iter().map(|m| Kind::of(state, m)).collect();
        let weights: Vec<u32> = Kind::ALL
            .iter()
            .map(|&k| if kinds.contains(&k) { k.weight() } else { 0 })
            .collect();
        let kind = Kind::ALL[weighted(&weights, rng)];
        let count = kinds.iter().filter(|&&k| k == kind).count();
        let nth = rng.below(count as u64) as usize;
        kinds
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k == kind)
            .nth(nth)
            .map_or(0, |(i, _)| i)
    }
}

impl Policy<Cubes> for PlaceFirst {
    fn expand(&mut self, state: &Cubes, untried: &[Move], rng: &mut GameRng) -> usize {
        Self::choose(state, untried, rng)
    }

    fn playout(&mut self, state: &Cubes, moves: &[Move], rng: &mut GameRng) -> usize {
        Self::choose(state, moves, rng)
    }
}

/// Active stones count most (five win), inactive ones on the board a little, as a lead
/// over the strongest other seat.
struct ActiveStones;

impl Evaluate<Cubes> for ActiveStones {
    fn evaluate(&self, state: &Cubes) -> Vec<f64> {
        let mut strength = vec![0.0; state.players()];
        if state.phase() == Phase::Setup {
            return lead_values(&strength, 1.0);
        }
        for (_, piece) in state.pieces() {
            if let Piece::Stone(s) = piece {
                if let Some(v) = strength.get_mut(s.owner) {
                    *v += if s.active { 1.0 } else { 0.25 };
                }
            }
        }
        lead_values(&strength, 1.0)
    }
}
