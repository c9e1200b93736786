//! A move checked against the position: the cube that carries it out and what it does, or
//! the rule it breaks; and the moves one group of cubes has.

use super::cube::Cube;
use super::map::{bits, PlanetId, PlanetKind, MAX_PLANETS};
use super::moves::{Error, Group, Move, Target, Weapon};
use super::{CubeAttack, Effect, StartPlanets, ACTIONS_PER_TURN};
use crate::game::Seat;

/// Which cubes of a group may carry out an action.
#[derive(Clone, Copy)]
enum Need {
    Any,
    NotActivated,
    NotAttacked,
}

/// A checked move, resolved to the cubes it touches.
pub(super) enum Action {
    Travel { cube: Cube, to: usize },
    Activate { cube: Cube, effect: Effect },
    Attack { cube: Cube, target: Cube },
    End,
    Pass,
}

impl CubeAttack {
    /// Whether a cube of the player to move may enter planet `to` (by kind and option).
    fn may_enter(&self, to: usize) -> bool {
        self.map.kind(to) != PlanetKind::Start
            || (self.start_planets == StartPlanets::OwnOnly && to != self.start_index(self.to_move))
    }

    /// Whether this cube may still activate the planet it stands on this turn: not yet, and
    /// on an Extraleben planet only if it never lost an extra life (option `relife = once`).
    pub(super) fn may_activate(&self, c: &Cube) -> bool {
        let spent_here = c.spent && self.map.kind(c.planet as usize) == PlanetKind::ExtraLife;
        !c.activated && !spent_here
    }

    fn planet_index(&self, id: PlanetId) -> Result<usize, Error> {
        self.map.index_of(id).ok_or(Error::UnknownPlanet(id))
    }

    /// Per planet, a bit per seat with a cube there.
    pub(super) fn presence(&self) -> [u8; MAX_PLANETS] {
        let mut presence = [0; MAX_PLANETS];
        for (c, _) in &self.cubes {
            presence[c.planet as usize] |= 1 << c.owner;
        }
        presence
    }

    pub(super) fn has_cubes_on_map(&self, seat: Seat) -> bool {
        self.cubes.iter().any(|(c, _)| c.owner as Seat == seat)
    }

    /// The entries of the player to move with this planet, lives and weapon.
    pub(super) fn own_class(
        &self,
        planet: usize,
        lives: u8,
        weapon: Weapon,
    ) -> impl Iterator<Item = &(Cube, u8)> {
        let owner = self.to_move as u8;
        self.cubes.iter().filter(move |(c, _)| {
            c.owner == owner
                && c.planet as usize == planet
                && c.lives == lives
                && c.weapon == weapon
        })
    }

    /// The cube of `group` that carries out an action needing `need`.
    fn pick(&self, group: Group, need: Need) -> Result<Cube, Error> {
        let planet = self.planet_index(group.planet)?;
        let mut found = false;
        let mut best: Option<Cube> = None;
        for &(c, _) in self.own_class(planet, group.lives, group.weapon) {
            found = true;
            let fits = match need {
                Need::Any => true,
                Need::NotActivated => self.may_activate(&c),
                Need::NotAttacked => !c.attacked,
            };
            if fits && best.is_none_or(|b| (c.used(), c.spent) > (b.used(), b.spent)) {
                best = Some(c);
            }
        }
        match (found, best, need) {
            (false, _, _) => Err(Error::NoSuchGroup(group)),
            (_, Some(c), _) => Ok(c),
            (_, None, Need::NotAttacked) => Err(Error::AlreadyAttacked),
            (_, None, _)
                if self
                    .own_class(planet, group.lives, group.weapon)
                    .all(|(c, _)| c.activated) =>
            {
                Err(Error::AlreadyActivated)
            }
            (_, None, _) => Err(Error::ExtraLifeSpent),
        }
    }

    /// What activating `planet` would do for a cube with `lives` and `weapon` of the player
    /// to move, or why it is not an action.
    fn activation(
        &self,
        planet: usize,
        lives: u8,
        weapon: Weapon,
        presence: &[u8; MAX_PLANETS],
    ) -> Result<Effect, Error> {
        let kind = self.map.kind(planet);
        match kind {
            PlanetKind::Start => return Err(Error::StartPlanetCannotBeActivated),
            PlanetKind::HalfMoon | PlanetKind::FullMoon => {
                return Err(Error::MoonCannotBeActivated)
            }
            _ => {}
        }
        if presence[planet] & !(1 << self.to_move) != 0 {
            return Err(Error::EnemyOnPlanet);
        }
        let reserve = self.reserve[self.to_move];
        match kind {
            PlanetKind::ExtraCube if reserve == 0 => Err(Error::ReserveEmpty),
            PlanetKind::ExtraCube => Ok(Effect::CubeEntered {
                start: self.map.id(self.start_index(self.to_move)),
            }),
            PlanetKind::ExtraLife if lives >= 2 => Err(Error::AlreadyTwoLives),
            PlanetKind::ExtraLife if reserve == 0 => Err(Error::ReserveEmpty),
            PlanetKind::ExtraLife => Ok(Effect::ExtraLife),
            _ => weapon
                .upgraded()
                .map(Effect::Armed)
                .ok_or(Error::AlreadyLongRange),
        }
    }

    /// Checks `m` and resolves it to the cubes it touches.
    pub(super) fn resolve(&self, m: &Move) -> Result<Action, Error> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        match *m {
            Move::Pass if self.has_cubes_on_map(self.to_move) => Err(Error::CubesLeftToPlay),
            Move::Pass => Ok(Action::Pass),
            Move::End if self.actions_left == ACTIONS_PER_TURN => Err(Error::EndBeforeFirstAction),
            Move::End => Ok(Action::End),
            Move::Travel { group, to } => {
                let cube = self.pick(group, Need::Any)?;
                let to_index = self.planet_index(to)?;
                if !self.map.is_neighbour(cube.planet as usize, to_index) {
                    return Err(Error::NotConnected {
                        from: group.planet,
                        to,
                    });
                }
                if !self.may_enter(to_index) {
                    return Err(match self.start_planets {
                        StartPlanets::Closed => Error::IntoStartPlanet,
                        StartPlanets::OwnOnly => Error::IntoOwnStartPlanet,
                    });
                }
                Ok(Action::Travel { cube, to: to_index })
            }
            Move::Activate { group } => {
                let any = self.pick(group, Need::Any)?;
                let effect =
                    self.activation(any.planet as usize, any.lives, any.weapon, &self.presence())?;
                let cube = self.pick(group, Need::NotActivated)?;
                Ok(Action::Activate { cube, effect })
            }
            Move::Attack { group, target } => {
                if group.weapon == Weapon::Unarmed {
                    self.pick(group, Need::Any)?;
                    return Err(Error::NoWeapon);
                }
                let cube = self.pick(group, Need::NotAttacked)?;
                if target.owner == self.to_move {
                    return Err(Error::NotAnEnemy);
                }
                let planet = self.planet_index(target.group.planet)?;
                let key = (
                    target.owner as u8,
                    planet as u8,
                    target.group.lives,
                    target.group.weapon,
                );
                // An unmarked cube first: it is the one that could still gain a life.
                let Some(wanted) = self
                    .cubes
                    .iter()
                    .map(|&(c, _)| c)
                    .filter(|c| c.group_key() == key)
                    .min_by_key(|c| c.spent)
                    .filter(|_| target.owner < self.players)
                else {
                    return Err(Error::NoSuchTarget(target));
                };
                if target.group.planet.kind == PlanetKind::Start {
                    return Err(Error::TargetOnStartPlanet);
                }
                let from = cube.planet as usize;
                let in_range = from == planet
                    || (group.weapon == Weapon::Long && self.map.is_neighbour(from, planet));
                if !in_range {
                    return Err(Error::OutOfRange);
                }
                Ok(Action::Attack {
                    cube,
                    target: wanted,
                })
            }
        }
    }

    /// Appends the legal moves of the player to move's group at `planet`.
    pub(super) fn class_moves(
        &self,
        group: Group,
        planet: usize,
        can_activate: bool,
        can_attack: bool,
        presence: &[u8; MAX_PLANETS],
        out: &mut Vec<Move>,
    ) {
        for to in bits(self.map.neighbour_mask(planet)) {
            if self.may_enter(to) {
                out.push(Move::Travel {
                    group,
                    to: self.map.id(to),
                });
            }
        }
        if can_activate
            && self
                .activation(planet, group.lives, group.weapon, presence)
                .is_ok()
        {
            out.push(Move::Activate { group });
        }
        if !can_attack || group.weapon == Weapon::Unarmed {
            return;
        }
        let mut reach = 1u64 << planet;
        if group.weapon == Weapon::Long {
            reach |= self.map.neighbour_mask(planet);
        }
        let me = self.to_move as u8;
        let mut last = None;
        for &(c, _) in &self.cubes {
            let target = c.group_key();
            if c.owner == me
                || reach & (1 << c.planet) == 0
                || self.map.kind(c.planet as usize) == PlanetKind::Start
                || last == Some(target)
            {
                continue;
            }
            last = Some(target);
            out.push(Move::Attack {
                group,
                target: Target {
                    owner: c.owner as Seat,
                    group: self.group_of(c),
                },
            });
        }
    }
}
