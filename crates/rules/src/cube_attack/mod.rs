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
//!
//! # Files
//! This module holds the state and the [`Game`] impl; `map.rs` the board; `cube.rs` one
//! cube as the state keeps it; `moves.rs` the move, its notation and the rules a move can
//! break; `resolve.rs` a move checked against the position; `turn.rs` the turn engine;
//! `view.rs` what a board reads;
//! `position.rs` a position as an editor sets it up (its notation, the conditions it must
//! meet, the state it becomes); `lessons.rs` the course of lessons; `testing.rs` positions
//! for tests (feature `test-helpers`).

mod cube;
pub mod lessons;
mod map;
mod moves;
pub mod position;
mod resolve;
#[cfg(any(test, feature = "test-helpers"))]
mod testing;
mod turn;
mod view;

use std::sync::Arc;

pub use map::{Map, MapData, MapError, Planet, PlanetId, PlanetKind, MAX_PLANETS, SEATED_PLAYERS};
pub use moves::{Error, Group, Move, Target, Weapon};

use crate::game::{Game, GameId, OptionKind, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::rng::GameRng;
use cube::Cube;

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

    fn is_over(&self) -> bool {
        !self.winners.is_empty()
    }

    fn start_index(&self, seat: Seat) -> usize {
        self.map.seat_planet(self.players, seat)
    }

    fn group_of(&self, c: Cube) -> Group {
        Group::new(self.map.id(c.planet as usize), c.lives, c.weapon)
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
