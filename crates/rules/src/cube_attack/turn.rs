//! The turn engine: a resolved action moves, arms or removes cubes; a turn ends after its
//! actions, a round with the moons' scores and, at 64 points or the round limit, the game.

use super::cube::Cube;
use super::map::bits;
use super::moves::Target;
use super::resolve::Action;
use super::{
    CubeAttack, Effect, Event, Relife, ACTIONS_PER_TURN, ROUND_LIMIT, WINNING_HALF_POINTS,
};
use crate::game::Seat;

impl CubeAttack {
    fn find(&self, cube: Cube) -> Option<usize> {
        self.cubes.binary_search_by(|(c, _)| c.cmp(&cube)).ok()
    }

    pub(super) fn put_many(&mut self, cube: Cube, count: u8) {
        match self.cubes.binary_search_by(|(c, _)| c.cmp(&cube)) {
            Ok(i) => self.cubes[i].1 += count,
            Err(i) => self.cubes.insert(i, (cube, count)),
        }
    }

    fn put(&mut self, cube: Cube) {
        self.put_many(cube, 1);
    }

    /// Removes one cube known to be on the map.
    fn take(&mut self, cube: Cube) {
        if let Some(i) = self.find(cube) {
            self.cubes[i].1 -= 1;
            if self.cubes[i].1 == 0 {
                self.cubes.remove(i);
            }
        }
    }

    pub(super) fn apply(&mut self, action: Action) {
        let seat = self.to_move;
        match action {
            Action::Travel { cube, to } => {
                let group = self.group_of(cube);
                self.take(cube);
                self.put(Cube {
                    planet: to as u8,
                    ..cube
                });
                self.events.push(Event::Travelled {
                    seat,
                    group,
                    to: self.map.id(to),
                });
                self.spend_action();
            }
            Action::Activate { cube, effect } => {
                let group = self.group_of(cube);
                self.take(cube);
                let mut done = Cube {
                    activated: true,
                    ..cube
                };
                match effect {
                    Effect::CubeEntered { .. } => {
                        self.reserve[seat] -= 1;
                        let start = self.start_index(seat) as u8;
                        self.put(Cube::blank(seat, start));
                    }
                    Effect::ExtraLife => {
                        self.reserve[seat] -= 1;
                        done.lives = 2;
                    }
                    Effect::Armed(weapon) => done.weapon = weapon,
                }
                self.put(done);
                self.events.push(Event::Activated {
                    seat,
                    group,
                    effect,
                });
                self.spend_action();
            }
            Action::Attack { cube, target } => {
                let attacker = self.group_of(cube);
                let hit = Target {
                    owner: target.owner as Seat,
                    group: self.group_of(target),
                };
                self.take(cube);
                self.put(Cube {
                    attacked: true,
                    ..cube
                });
                self.take(target);
                let left_game = target.lives == 1;
                if !left_game {
                    self.put(Cube {
                        lives: target.lives - 1,
                        spent: self.relife == Relife::Once,
                        ..target
                    });
                }
                self.out_of_game[target.owner as usize] += 1;
                self.events.push(Event::Attacked {
                    seat,
                    attacker,
                    target: hit,
                    left_game,
                });
                self.spend_action();
            }
            Action::End => {
                self.events.push(Event::TurnEnded { seat });
                self.end_turn();
            }
            Action::Pass => {
                self.events.push(Event::Passed { seat });
                self.end_turn();
            }
        }
    }

    fn spend_action(&mut self) {
        self.actions_left -= 1;
        if self.actions_left == 0 {
            self.end_turn();
        }
    }

    /// Forgets what cubes did this turn, merging groups that become identical.
    pub(super) fn end_flags(&mut self) {
        if self.cubes.iter().all(|(c, _)| c.used() == 0) {
            return;
        }
        let (used, fresh): (Vec<_>, Vec<_>) = std::mem::take(&mut self.cubes)
            .into_iter()
            .partition(|(c, _)| c.used() > 0);
        self.cubes = fresh;
        for (c, n) in used {
            self.put_many(c.fresh(), n);
        }
    }

    fn end_turn(&mut self) {
        self.end_flags();
        self.to_move = (self.to_move + 1) % self.players;
        self.actions_left = ACTIONS_PER_TURN;
        if self.to_move == self.start_player {
            self.end_round();
        }
    }

    fn end_round(&mut self) {
        self.events.push(Event::RoundEnded { round: self.round });
        let presence = self.presence();
        for (planet, &here) in presence.iter().enumerate().take(self.map.len()) {
            let value = self.map.kind(planet).moon_half_points();
            if value == 0 || here == 0 {
                continue;
            }
            let shared = here.count_ones() > 1;
            let half_points = if shared { value / 2 } else { value };
            for seat in bits(u64::from(here)) {
                self.scores[seat] += half_points;
                self.events.push(Event::MoonScored {
                    seat,
                    moon: self.map.id(planet),
                    half_points,
                    shared,
                });
            }
        }
        let top = self.scores[..self.players]
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        let leaders: Vec<Seat> = (0..self.players)
            .filter(|&s| self.scores[s] == top)
            .collect();
        if top >= WINNING_HALF_POINTS {
            if leaders.len() == 1 {
                self.winners = leaders;
                return;
            }
            self.events.push(Event::TieAtTop { half_points: top });
        }
        if self.round >= ROUND_LIMIT {
            self.events.push(Event::BackstopReached);
            self.winners = leaders;
            return;
        }
        self.round += 1;
    }
}
