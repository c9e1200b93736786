//! What the board reads of a Cube Attack position: the map, the cubes by group, reserves,
//! scores, the turn, what the last move did, and the moves of a clicked group.

use super::map::{Map, PlanetId};
use super::moves::{Group, Move};
use super::{CubeAttack, CubeGroup, Event, Relife, StartPlanets};
use crate::game::Seat;

impl CubeAttack {
    pub fn map(&self) -> &Map {
        &self.map
    }

    /// The start planet of `seat`.
    pub fn start_planet(&self, seat: Seat) -> Option<PlanetId> {
        self.map.start_planets(self.players).get(seat).copied()
    }

    /// Every group of identical cubes on the map, by owner, then planet.
    pub fn cube_groups(&self) -> impl Iterator<Item = CubeGroup> + '_ {
        self.cubes.iter().map(|&(c, count)| CubeGroup {
            owner: c.owner as Seat,
            group: self.group_of(c),
            activated: c.activated,
            attacked: c.attacked,
            spent: c.spent,
            count,
        })
    }

    pub fn reserve(&self, seat: Seat) -> u8 {
        self.reserve.get(seat).copied().unwrap_or(0)
    }

    pub fn out_of_game(&self, seat: Seat) -> u8 {
        self.out_of_game.get(seat).copied().unwrap_or(0)
    }

    /// Cubes of `seat` on the map, a two-life cube counting 2.
    pub fn cubes_on_map(&self, seat: Seat) -> u8 {
        self.cubes
            .iter()
            .filter(|(c, _)| c.owner as Seat == seat)
            .map(|&(c, n)| c.lives * n)
            .sum()
    }

    /// The score of `seat` in half-points (exact).
    pub fn score_half_points(&self, seat: Seat) -> u32 {
        self.scores.get(seat).copied().unwrap_or(0)
    }

    /// The score of `seat` in points (a multiple of ½).
    pub fn score(&self, seat: Seat) -> f64 {
        f64::from(self.score_half_points(seat)) / 2.0
    }

    /// The current round, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Actions left in the current turn.
    pub fn actions_left(&self) -> u8 {
        self.actions_left
    }

    /// The seat that starts every round.
    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    pub fn start_cubes(&self) -> u8 {
        self.start_cubes
    }

    /// Option `relife`.
    pub fn relife(&self) -> Relife {
        self.relife
    }

    /// Option `start_planets`.
    pub fn start_planets_rule(&self) -> StartPlanets {
        self.start_planets
    }

    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// What the last move did: the action, then on a round's end its moon scores.
    pub fn last_events(&self) -> &[Event] {
        &self.events
    }

    /// The legal moves of one group of the player to move (its moves, activation and
    /// attacks), for a clicked group on the board; empty if the player has no such group.
    pub fn moves_for_group(&self, group: Group) -> Vec<Move> {
        let mut out = Vec::new();
        if self.is_over() {
            return out;
        }
        let Some(planet) = self.map.index_of(group.planet) else {
            return out;
        };
        let (mut found, mut can_activate, mut can_attack) = (false, false, false);
        for (c, _) in self.own_class(planet, group.lives, group.weapon) {
            found = true;
            can_activate |= self.may_activate(c);
            can_attack |= !c.attacked;
        }
        if found {
            let presence = self.presence();
            self.class_moves(group, planet, can_activate, can_attack, &presence, &mut out);
        }
        out
    }
}
