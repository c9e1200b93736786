//! Actions as values, their text notation (see the module doc of `cube_attack`), and the
//! rules a move can break.

use std::fmt;
use std::str::FromStr;

use super::map::PlanetId;
use crate::game::{NotationError, Seat};

/// The face a cube shows: blank (no weapon), a triangle (*Dreieck*, short range) or a square
/// (*Viereck*, long range).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Weapon {
    Unarmed,
    Short,
    Long,
}

impl Weapon {
    /// The notation letter: `n` (none), `s` (short), `l` (long).
    pub fn letter(self) -> char {
        match self {
            Weapon::Unarmed => 'n',
            Weapon::Short => 's',
            Weapon::Long => 'l',
        }
    }

    fn from_letter(c: char) -> Option<Weapon> {
        [Weapon::Unarmed, Weapon::Short, Weapon::Long]
            .into_iter()
            .find(|w| w.letter() == c)
    }

    /// What a Bewaffnung planet turns this weapon into (`None` at long range already).
    pub fn upgraded(self) -> Option<Weapon> {
        match self {
            Weapon::Unarmed => Some(Weapon::Short),
            Weapon::Short => Some(Weapon::Long),
            Weapon::Long => None,
        }
    }
}

/// Cubes of one player that cannot be told apart: same planet, lives and weapon. An action
/// names a group, never a single cube, so that identical cubes give one move. Written
/// `<planet>.<lives><weapon>`, e.g. `E15.2s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Group {
    pub planet: PlanetId,
    /// 1, or 2 with an extra life.
    pub lives: u8,
    pub weapon: Weapon,
}

impl Group {
    pub fn new(planet: PlanetId, lives: u8, weapon: Weapon) -> Self {
        Group {
            planet,
            lives,
            weapon,
        }
    }
}

/// An enemy group under attack: its owner and the group. Written `<group>@<seat>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Target {
    pub owner: Seat,
    pub group: Group,
}

/// One action, or the end of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Move one cube of `group` along an orbit to `to` (`m:S30.1n>E15`).
    Travel { group: Group, to: PlanetId },
    /// Activate the planet under one cube of `group` for that cube (`a:W60.1n`).
    Activate { group: Group },
    /// One cube of `group` attacks one cube of `target` (`x:B45.1s>E15.2n@1`).
    Attack { group: Group, target: Target },
    /// Give up the second action of the turn (`end`).
    End,
    /// A player with no cube on the map gives up the turn (`pass`).
    Pass,
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}{}", self.planet, self.lives, self.weapon.letter())
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{}", self.group, self.owner)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Travel { group, to } => write!(f, "m:{group}>{to}"),
            Move::Activate { group } => write!(f, "a:{group}"),
            Move::Attack { group, target } => write!(f, "x:{group}>{target}"),
            Move::End => f.write_str("end"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Group {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || NotationError::new(s, "a group is <planet>.<lives><weapon>, e.g. E15.2s");
        let (planet, rest) = s.split_once('.').ok_or_else(bad)?;
        let mut chars = rest.chars();
        let (Some(lives), Some(weapon), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let lives = match lives {
            '1' => 1,
            '2' => 2,
            _ => return Err(NotationError::new(s, "a cube has 1 or 2 lives")),
        };
        let weapon = Weapon::from_letter(weapon)
            .ok_or_else(|| NotationError::new(s, "a weapon is n (none), s (short) or l (long)"))?;
        Ok(Group {
            planet: planet.parse()?,
            lives,
            weapon,
        })
    }
}

impl FromStr for Target {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (group, owner) = s
            .split_once('@')
            .ok_or_else(|| NotationError::new(s, "a target is <group>@<seat>, e.g. E15.1n@1"))?;
        if owner.is_empty() || !owner.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NotationError::new(s, "a seat is a number"));
        }
        Ok(Target {
            owner: owner
                .parse()
                .map_err(|_| NotationError::new(s, "seat number too large"))?,
            group: group.parse()?,
        })
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        fn arrow<'a>(s: &str, rest: &'a str) -> Result<(&'a str, &'a str), NotationError> {
            rest.split_once('>')
                .ok_or_else(|| NotationError::new(s, "expected <group>><destination>"))
        }
        match s {
            "end" => return Ok(Move::End),
            "pass" => return Ok(Move::Pass),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix("m:") {
            let (group, to) = arrow(s, rest)?;
            Ok(Move::Travel {
                group: group.parse()?,
                to: to.parse()?,
            })
        } else if let Some(rest) = s.strip_prefix("a:") {
            Ok(Move::Activate {
                group: rest.parse()?,
            })
        } else if let Some(rest) = s.strip_prefix("x:") {
            let (group, target) = arrow(s, rest)?;
            Ok(Move::Attack {
                group: group.parse()?,
                target: target.parse()?,
            })
        } else {
            Err(NotationError::new(
                s,
                "a move is m:<group>><planet>, a:<group>, x:<group>><group>@<seat>, end or pass",
            ))
        }
    }
}

/// A rule a rejected move breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("there is no planet {0} on this map")]
    UnknownPlanet(PlanetId),
    #[error("you have no cube {0}")]
    NoSuchGroup(Group),
    #[error("there is no enemy cube {0}")]
    NoSuchTarget(Target),
    #[error("{from} and {to} are not connected by an orbit")]
    NotConnected { from: PlanetId, to: PlanetId },
    #[error("no cube may move into a start planet")]
    IntoStartPlanet,
    #[error("start planets cannot be activated")]
    StartPlanetCannotBeActivated,
    #[error("moons cannot be activated")]
    MoonCannotBeActivated,
    #[error("a planet with an enemy cube on it cannot be activated")]
    EnemyOnPlanet,
    #[error("your reserve is empty")]
    ReserveEmpty,
    #[error("the cube already has two lives")]
    AlreadyTwoLives,
    #[error("this cube already lost its extra life and may not gain another")]
    ExtraLifeSpent,
    #[error("no cube may return to its own start planet")]
    IntoOwnStartPlanet,
    #[error("the cube already has a long-range weapon")]
    AlreadyLongRange,
    #[error("this cube already activated a planet this turn")]
    AlreadyActivated,
    #[error("this cube already attacked this turn")]
    AlreadyAttacked,
    #[error("a cube without a weapon cannot attack")]
    NoWeapon,
    #[error("you cannot attack your own cubes")]
    NotAnEnemy,
    #[error("cubes on a start planet cannot be attacked")]
    TargetOnStartPlanet,
    #[error(
        "out of range: short range reaches the same planet, long range also connected planets"
    )]
    OutOfRange,
    #[error("a turn can end early only after its first action")]
    EndBeforeFirstAction,
    #[error("only a player with no cube on the map passes")]
    CubesLeftToPlay,
}
