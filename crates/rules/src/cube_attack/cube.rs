//! One cube on the map (*Würfel*) as the state keeps it: owner, planet, lives, weapon and
//! what it did this turn. The map holds counts of identical cubes.

use super::moves::Weapon;
use crate::game::Seat;

/// One cube's state; the map holds counts of identical cubes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub(super) struct Cube {
    pub(super) owner: u8,
    pub(super) planet: u8,
    pub(super) lives: u8,
    pub(super) weapon: Weapon,
    /// It lost its extra life; set only with option `relife = once`.
    pub(super) spent: bool,
    pub(super) activated: bool,
    pub(super) attacked: bool,
}

impl Cube {
    /// A cube as it enters: one life, blank side up.
    pub(super) fn blank(owner: Seat, planet: u8) -> Cube {
        Cube {
            owner: owner as u8,
            planet,
            lives: 1,
            weapon: Weapon::Unarmed,
            spent: false,
            activated: false,
            attacked: false,
        }
    }

    /// The same cube with this turn's actions forgotten.
    pub(super) fn fresh(&self) -> Cube {
        Cube {
            activated: false,
            attacked: false,
            ..*self
        }
    }

    /// What the notation sees: owner, planet, lives and weapon.
    pub(super) fn group_key(&self) -> (u8, u8, u8, Weapon) {
        (self.owner, self.planet, self.lives, self.weapon)
    }

    /// How many of its once-per-turn actions the cube has used.
    pub(super) fn used(&self) -> u8 {
        self.activated as u8 + self.attacked as u8
    }
}
