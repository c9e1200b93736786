//! Positions for tests (behind the `test-helpers` feature): cubes placed from the reserve,
//! reserves, scores and the turn set directly. They panic on positions the game's cubes
//! cannot make.

use super::cube::Cube;
use super::moves::Group;
use super::{CubeAttack, ACTIONS_PER_TURN};
use crate::game::Seat;

impl CubeAttack {
    /// Sends every cube on the map back to its owner's reserve.
    pub fn clear_map(&mut self) {
        for (c, n) in std::mem::take(&mut self.cubes) {
            self.reserve[c.owner as usize] += c.lives * n;
        }
    }

    /// Places `count` cubes of `seat` from its reserve. Panics if the planet is unknown or
    /// the reserve is short: it is for building test positions.
    pub fn place(&mut self, seat: Seat, group: Group, count: u8) {
        let planet = self.map.index_of(group.planet).expect("planet on the map") as u8;
        let cost = group.lives * count;
        assert!(self.reserve[seat] >= cost, "reserve too small");
        self.reserve[seat] -= cost;
        let cube = Cube {
            lives: group.lives,
            weapon: group.weapon,
            ..Cube::blank(seat, planet)
        };
        self.put_many(cube, count);
    }

    /// Sets the reserve of `seat`, trading cubes with those out of the game. Panics if the
    /// cubes off the map do not suffice: it is for building test positions.
    pub fn set_reserve(&mut self, seat: Seat, reserve: u8) {
        let off_map = self.reserve[seat] + self.out_of_game[seat];
        assert!(reserve <= off_map, "not enough cubes off the map");
        self.reserve[seat] = reserve;
        self.out_of_game[seat] = off_map - reserve;
    }

    pub fn set_score_half_points(&mut self, seat: Seat, half_points: u32) {
        self.scores[seat] = half_points;
    }

    /// Starts a fresh turn of `seat` in `round`, with `start_player` opening every round.
    pub fn set_turn(&mut self, seat: Seat, start_player: Seat, round: u32) {
        self.end_flags();
        self.to_move = seat;
        self.start_player = start_player;
        self.round = round;
        self.actions_left = ACTIONS_PER_TURN;
    }
}
