//! Cube Attack: cubes travel a map of planets, arm themselves, gain lives, fight, and score
//! on moons; first to 64 points wins. Rules as in `shared/rules/cube-attack.md`.
//!
//! # Map
//! The board is data ([`Map`], checked by [`Map::new`]); the default map of the note is
//! [`Map::standard`]. Planets are named by a kind letter and a number (the angle on the
//! default map): `S` start (*Startplanet*), `W` extra cube (*Würfel*), `E` extra life
//! (*Extraleben*), `B` weapon (*Bewaffnung*), `H` half moon (*Halbmond*), `V` full moon
//! (*Vollmond*); e.g. `V`, `H0`, `W60`, `E15`, `B45`, `S30`.
//!
//! # Notation
//! Cubes of a player that share planet, lives and weapon cannot be told apart, so actions name
//! a **group** `<planet>.<lives><weapon>` with weapon `n` (none, blank face), `s` (short
//! range, triangle) or `l` (long range, square): `E15.2s` is a two-life short-range cube on
//! E15. An enemy group adds its seat (0-based): `E15.1n@1`.
//! - `m:S30.1n>E15` — move one cube of the group to a connected planet;
//! - `a:W60.1n` — activate the planet under one cube of the group;
//! - `x:B45.1s>E15.2n@1` — one cube of the group attacks one cube of seat 1's group;
//! - `end` — end the turn after its first action;
//! - `pass` — a player with no cube on the map gives up the turn.
//!
//! # Decisions beyond the note
//! - `end` is offered only after the turn's first action ("pass the remaining action").
//! - `pass` is the only move of a player with no cube on the map, even with a reserve left:
//!   reserve cubes enter only through a Würfel activation, which needs a cube on the map.
//! - When cubes of a group differ only in what they did this turn, the action uses the cube
//!   that has done the most, so fresh cubes stay fresh.
//! - Option `relife = once`: a cube that lost its extra life keeps that mark (shown as
//!   [`CubeGroup::spent`]) and can never gain one again. The notation still names groups by
//!   planet, lives and weapon; when such a group mixes marked and unmarked cubes, an
//!   Extraleben activation uses an unmarked one, any other action a marked one (so the cubes
//!   that may still gain a life keep that chance), and an attack hits an unmarked one.
//! - Option `start_planets = own_only`: a cube may enter any start planet but its owner's
//!   own; on any start planet it is immune to attack, and start planets still cannot be
//!   activated. See `docs/rule-readings.md` for both options.
//! - Scores are kept in half-points (the note's "half each" for a shared moon).
//! - The backstop's "ties share" holds even when every player ties: all of them win.
//! - The only chance is the start player, drawn from a [`GameRng`] seeded with the game's
//!   seed in [`Game::new`]; nothing random happens afterwards, so the state keeps no RNG.

mod map;
mod moves;

use std::sync::Arc;

pub use map::{Map, MapData, MapError, Planet, PlanetId, PlanetKind, MAX_PLANETS, SEATED_PLAYERS};
pub use moves::{Group, Move, Target, Weapon};

use crate::game::{Game, GameId, OptionKind, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::rng::GameRng;
use map::bits;

/// Cubes each player owns: on the map (a two-life cube counts 2), in reserve, or out of the game.
pub const CUBES_PER_PLAYER: u8 = 20;
/// 64 points, the winning score.
pub const WINNING_HALF_POINTS: u32 = 128;
/// The Digital backstop: after this many rounds the higher score wins.
pub const ROUND_LIMIT: u32 = 200;
/// Actions in a turn.
pub const ACTIONS_PER_TURN: u8 = 2;

const MAX_PLAYERS: usize = 6;

/// What an activation did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Effect {
    /// Würfel: a reserve cube entered on the player's start planet.
    CubeEntered { start: PlanetId },
    /// Extraleben: the cube gained its second life.
    ExtraLife,
    /// Bewaffnung: the cube now carries this weapon.
    Armed(Weapon),
}

/// What happened in the last move, in order, for announcements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    Travelled {
        seat: Seat,
        group: Group,
        to: PlanetId,
    },
    /// `group` is the cube as it was before the activation.
    Activated {
        seat: Seat,
        group: Group,
        effect: Effect,
    },
    /// The target lost a life; `left_game` when that was its only one (otherwise it lost
    /// its extra life and kept its weapon).
    Attacked {
        seat: Seat,
        attacker: Group,
        target: Target,
        left_game: bool,
    },
    TurnEnded {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    /// The last player of the round finished; moon scores follow.
    RoundEnded {
        round: u32,
    },
    MoonScored {
        seat: Seat,
        moon: PlanetId,
        half_points: u32,
        shared: bool,
    },
    /// Several players lead with 64 or more: play goes on until one leads.
    TieAtTop {
        half_points: u32,
    },
    /// The round limit was reached; the higher score wins.
    BackstopReached,
}

/// Cubes of one player that cannot be told apart, as the board view draws them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeGroup {
    pub owner: Seat,
    pub group: Group,
    /// These cubes activated a planet this turn.
    pub activated: bool,
    /// These cubes attacked this turn.
    pub attacked: bool,
    /// These cubes lost their extra life and may not gain another (option `relife = once`).
    pub spent: bool,
    pub count: u8,
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

/// One cube's state; the map holds counts of identical cubes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Cube {
    owner: u8,
    planet: u8,
    lives: u8,
    weapon: Weapon,
    /// It lost its extra life; set only with option `relife = once`.
    spent: bool,
    activated: bool,
    attacked: bool,
}

impl Cube {
    /// A cube as it enters: one life, blank side up.
    fn blank(owner: Seat, planet: u8) -> Cube {
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
    fn fresh(&self) -> Cube {
        Cube {
            activated: false,
            attacked: false,
            ..*self
        }
    }

    /// What the notation sees: owner, planet, lives and weapon.
    fn group_key(&self) -> (u8, u8, u8, Weapon) {
        (self.owner, self.planet, self.lives, self.weapon)
    }

    /// How many of its once-per-turn actions the cube has used.
    fn used(&self) -> u8 {
        self.activated as u8 + self.attacked as u8
    }
}

/// Which cubes of a group may carry out an action.
#[derive(Clone, Copy)]
enum Need {
    Any,
    NotActivated,
    NotAttacked,
}

/// A checked move, resolved to the cubes it touches.
enum Action {
    Travel { cube: Cube, to: usize },
    Activate { cube: Cube, effect: Effect },
    Attack { cube: Cube, target: Cube },
    End,
    Pass,
}

/// Option `relife`: may a cube that lost its extra life gain one again?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Relife {
    /// Only once per cube.
    Once,
    /// Again and again (the default), never more than two lives at a time.
    Again,
}

/// Option `start_planets`: which start planets a cube may enter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum StartPlanets {
    /// None (the default).
    Closed,
    /// Any but its owner's own.
    OwnOnly,
}

/// A game of Cube Attack.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CubeAttack {
    #[cfg_attr(feature = "serde", serde(with = "shared_map"))]
    map: Arc<Map>,
    players: usize,
    start_cubes: u8,
    relife: Relife,
    start_planets: StartPlanets,
    /// Identical cubes with their count, sorted by cube, no zero counts.
    cubes: Vec<(Cube, u8)>,
    reserve: [u8; MAX_PLAYERS],
    out_of_game: [u8; MAX_PLAYERS],
    /// Scores in half-points.
    scores: [u32; MAX_PLAYERS],
    start_player: Seat,
    to_move: Seat,
    actions_left: u8,
    round: u32,
    /// Empty while the game runs.
    winners: Vec<Seat>,
    last_move: Option<Move>,
    events: Vec<Event>,
}

/// The map is shared between clones; serde's own `Arc` support needs its `rc` feature,
/// which this crate does not enable, so the map is written and read by value.
#[cfg(feature = "serde")]
mod shared_map {
    use super::Map;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::sync::Arc;

    pub fn serialize<S: Serializer>(map: &Arc<Map>, s: S) -> Result<S::Ok, S::Error> {
        map.as_ref().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Map>, D::Error> {
        Map::deserialize(d).map(Arc::new)
    }
}

static OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        key: "start_cubes",
        kind: OptionKind::Int { min: 1, max: 20 },
        default: "4",
    },
    OptionSpec {
        key: "relife",
        kind: OptionKind::Choice(&["again", "once"]),
        default: "again",
    },
    OptionSpec {
        key: "start_planets",
        kind: OptionKind::Choice(&["closed", "own_only"]),
        default: "closed",
    },
];

impl CubeAttack {
    /// A new game on any checked map (the [`Game::new`] game uses [`Map::standard`]).
    pub fn on_map(setup: &Setup, seed: u64, map: Arc<Map>) -> Result<Self, SetupError> {
        let options = setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        let start_cubes = options.int("start_cubes")? as u8;
        let relife = match options.choice("relife")? {
            "once" => Relife::Once,
            _ => Relife::Again,
        };
        let start_planets = match options.choice("start_planets")? {
            "own_only" => StartPlanets::OwnOnly,
            _ => StartPlanets::Closed,
        };
        let players = setup.players;
        let start_player = GameRng::new(seed).below(players as u64) as Seat;
        let mut game = CubeAttack {
            map,
            players,
            start_cubes,
            relife,
            start_planets,
            cubes: Vec::new(),
            reserve: [0; MAX_PLAYERS],
            out_of_game: [0; MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            start_player,
            to_move: start_player,
            actions_left: ACTIONS_PER_TURN,
            round: 1,
            winners: Vec::new(),
            last_move: None,
            events: Vec::new(),
        };
        for seat in 0..players {
            game.reserve[seat] = CUBES_PER_PLAYER - start_cubes;
            let start = game.start_index(seat) as u8;
            game.put_many(Cube::blank(seat, start), start_cubes);
        }
        Ok(game)
    }

    // --- Read-only view -------------------------------------------------------------------

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

    /// Whether a cube of the player to move may enter planet `to` (by kind and option).
    fn may_enter(&self, to: usize) -> bool {
        self.map.kind(to) != PlanetKind::Start
            || (self.start_planets == StartPlanets::OwnOnly && to != self.start_index(self.to_move))
    }

    /// Whether this cube may still activate the planet it stands on this turn: not yet, and
    /// on an Extraleben planet only if it never lost an extra life (option `relife = once`).
    fn may_activate(&self, c: &Cube) -> bool {
        let spent_here = c.spent && self.map.kind(c.planet as usize) == PlanetKind::ExtraLife;
        !c.activated && !spent_here
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

    // --- Position set-up for tests ----------------------------------------------------------

    /// Sends every cube on the map back to its owner's reserve.
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn clear_map(&mut self) {
        for (c, n) in std::mem::take(&mut self.cubes) {
            self.reserve[c.owner as usize] += c.lives * n;
        }
    }

    /// Places `count` cubes of `seat` from its reserve. Panics if the planet is unknown or
    /// the reserve is short: it is for building test positions.
    #[cfg(any(test, feature = "test-helpers"))]
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
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn set_reserve(&mut self, seat: Seat, reserve: u8) {
        let off_map = self.reserve[seat] + self.out_of_game[seat];
        assert!(reserve <= off_map, "not enough cubes off the map");
        self.reserve[seat] = reserve;
        self.out_of_game[seat] = off_map - reserve;
    }

    #[cfg(any(test, feature = "test-helpers"))]
    pub fn set_score_half_points(&mut self, seat: Seat, half_points: u32) {
        self.scores[seat] = half_points;
    }

    /// Starts a fresh turn of `seat` in `round`, with `start_player` opening every round.
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn set_turn(&mut self, seat: Seat, start_player: Seat, round: u32) {
        self.end_flags();
        self.to_move = seat;
        self.start_player = start_player;
        self.round = round;
        self.actions_left = ACTIONS_PER_TURN;
    }

    // --- Rules ------------------------------------------------------------------------------

    fn is_over(&self) -> bool {
        !self.winners.is_empty()
    }

    fn start_index(&self, seat: Seat) -> usize {
        self.map.seat_planet(self.players, seat)
    }

    fn group_of(&self, c: Cube) -> Group {
        Group::new(self.map.id(c.planet as usize), c.lives, c.weapon)
    }

    fn planet_index(&self, id: PlanetId) -> Result<usize, Error> {
        self.map.index_of(id).ok_or(Error::UnknownPlanet(id))
    }

    /// Per planet, a bit per seat with a cube there.
    fn presence(&self) -> [u8; MAX_PLANETS] {
        let mut presence = [0; MAX_PLANETS];
        for (c, _) in &self.cubes {
            presence[c.planet as usize] |= 1 << c.owner;
        }
        presence
    }

    fn has_cubes_on_map(&self, seat: Seat) -> bool {
        self.cubes.iter().any(|(c, _)| c.owner as Seat == seat)
    }

    /// The entries of the player to move with this planet, lives and weapon.
    fn own_class(
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
    fn resolve(&self, m: &Move) -> Result<Action, Error> {
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
    fn class_moves(
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

    fn find(&self, cube: Cube) -> Option<usize> {
        self.cubes.binary_search_by(|(c, _)| c.cmp(&cube)).ok()
    }

    fn put_many(&mut self, cube: Cube, count: u8) {
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

    fn apply(&mut self, action: Action) {
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
    fn end_flags(&mut self) {
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

impl Game for CubeAttack {
    type Move = Move;
    type Error = Error;
    const ID: GameId = GameId::CubeAttack;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

    fn option_specs() -> &'static [OptionSpec] {
        &OPTIONS
    }

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        Self::on_map(setup, seed, Map::standard())
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.to_move)
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            return Vec::new();
        }
        if !self.has_cubes_on_map(self.to_move) {
            return vec![Move::Pass];
        }
        let presence = self.presence();
        let me = self.to_move as u8;
        let mut out = Vec::new();
        // Entries of one group are adjacent (sorted by owner, planet, lives, weapon, flags).
        let mut i = 0;
        while i < self.cubes.len() {
            let c = self.cubes[i].0;
            let (mut can_activate, mut can_attack) = (false, false);
            let mut j = i;
            while let Some(&(d, _)) = self.cubes.get(j) {
                if d.group_key() != c.group_key() {
                    break;
                }
                can_activate |= self.may_activate(&d);
                can_attack |= !d.attacked;
                j += 1;
            }
            if c.owner == me {
                let group = self.group_of(c);
                let planet = c.planet as usize;
                self.class_moves(group, planet, can_activate, can_attack, &presence, &mut out);
            }
            i = j;
        }
        if self.actions_left < ACTIONS_PER_TURN {
            out.push(Move::End);
        }
        out
    }

    fn validate(&self, m: &Move) -> Result<(), Error> {
        self.resolve(m).map(drop)
    }

    fn play_unchecked(&mut self, m: &Move) {
        if let Ok(action) = self.resolve(m) {
            self.events.clear();
            self.last_move = Some(*m);
            self.apply(action);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over()
            .then(|| Outcome::Winners(self.winners.clone()))
    }

    fn check_invariants(&self) -> Result<(), String> {
        let n = self.players;
        if !Self::PLAYERS.contains(&n) || self.map.start_planets(n).len() != n {
            return Err(format!("{n} players without a seat list"));
        }
        if self.to_move >= n || self.start_player >= n {
            return Err("seat out of range".into());
        }
        if !(1..=ROUND_LIMIT).contains(&self.round) {
            return Err(format!("round {} out of range", self.round));
        }
        if !(1..=ACTIONS_PER_TURN).contains(&self.actions_left) {
            return Err(format!("{} actions left", self.actions_left));
        }
        let mut on_map = [0u32; MAX_PLAYERS];
        let mut flags = 0u32;
        for (k, &(c, count)) in self.cubes.iter().enumerate() {
            if count == 0 || k > 0 && self.cubes[k - 1].0 >= c {
                return Err("cube entries not sorted, merged and non-empty".into());
            }
            let (owner, planet) = (c.owner as usize, c.planet as usize);
            if owner >= n || planet >= self.map.len() || !(1..=2).contains(&c.lives) {
                return Err(format!("impossible cube {c:?}"));
            }
            let own_start = planet == self.start_index(owner);
            let start_ok = match self.start_planets {
                StartPlanets::Closed => own_start && c == Cube::blank(owner, c.planet),
                StartPlanets::OwnOnly => !own_start || c == Cube::blank(owner, c.planet),
            };
            if self.map.kind(planet) == PlanetKind::Start && !start_ok {
                return Err(format!("cube {c:?} on a start planet"));
            }
            if c.spent && (self.relife == Relife::Again || c.lives != 1) {
                return Err(format!("cube {c:?} marked as having lost an extra life"));
            }
            if c.used() > 0 && owner != self.to_move {
                return Err(format!("cube {c:?} of a player not on turn is marked used"));
            }
            on_map[owner] += u32::from(c.lives) * u32::from(count);
            flags += u32::from(c.used()) * u32::from(count);
        }
        if flags > u32::from(ACTIONS_PER_TURN - self.actions_left) {
            return Err("more cubes marked used than actions taken".into());
        }
        for (seat, &placed) in on_map.iter().enumerate() {
            let (reserve, out) = (self.reserve[seat], self.out_of_game[seat]);
            let total = placed + u32::from(reserve) + u32::from(out);
            let expected = if seat < n {
                u32::from(CUBES_PER_PLAYER)
            } else {
                0
            };
            if total != expected || (seat >= n && self.scores[seat] != 0) {
                return Err(format!(
                    "seat {seat}: {placed} on map + {reserve} reserve + {out} out = {total}, not {expected}"
                ));
            }
        }
        if self.winners.iter().any(|&s| s >= n) {
            return Err("winner out of range".into());
        }
        Ok(())
    }
}
