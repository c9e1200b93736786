//! A Cube Attack position as an editor sets it up ([`Position`]), on the standard map: its
//! notation, the conditions it must meet ([`PositionError`]) and the state it becomes.
//!
//! # Notation
//! Ten fields separated by single spaces:
//! `<players> <cubes> <reserves> <scores> <to move> <actions left> <round> <start player> <winners> <options>`
//! - cubes: `-`, or groups joined by `,`, each `<planet>.<lives><weapon>` as in moves
//!   (`E15.2s`), then `o` if its cubes lost an extra life under `relife=once`, `a` if they
//!   activated this turn, `x` if they attacked this turn, `@` and the owner's seat, and
//!   `*<count>` when more than one: `S30.1n@0*4`;
//! - reserves and scores: one per seat joined by `,`; scores in points (a shared moon's
//!   half is written `.5`); cubes out of the game are what is left of each seat's 20;
//! - to move, start player: seats; actions left: 1 or 2; round: 1–200;
//! - winners: `-` while the game runs, else the winning seats joined by `,`;
//! - options: `-`, or `relife=once` and/or `start_planets=own_only` joined by `,`.
//!
//! The start of a two-player game with seat 0 to begin:
//! `2 S30.1n@0*4,S210.1n@1*4 16,16 0,0 0 2 1 0 - -`.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::cube::Cube;
use super::map::{Map, PlanetId, PlanetKind};
use super::moves::{Group, Weapon};
use super::{
    CubeAttack, CubeGroup, Relife, StartPlanets, ACTIONS_PER_TURN, CUBES_PER_PLAYER, MAX_PLAYERS,
    ROUND_LIMIT, WINNING_HALF_POINTS,
};
use crate::game::{Game, Seat, Setup};
use crate::position::{
    fields, join, number, numbers, options, write_options, Editable, Fault, PositionTextError,
    Sight,
};

/// A Cube Attack position: the cubes on the map by group, each seat's reserve and score,
/// the turn and round, the winners of a finished game, and the rules options that matter
/// in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub players: usize,
    pub relife: Relife,
    pub start_planets: StartPlanets,
    pub cubes: Vec<CubeGroup>,
    pub reserves: Vec<u8>,
    /// In half-points.
    pub scores: Vec<u32>,
    pub to_move: Seat,
    pub actions_left: u8,
    pub round: u32,
    pub start_player: Seat,
    /// Empty while the game runs.
    pub winners: Vec<Seat>,
}

/// A condition a Cube Attack position breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("Cube Attack is for 2 to 6 players, not {players}")]
    PlayerCount { players: usize },
    #[error("the {what} list has {got} entries for {players} seats")]
    SeatListLength {
        what: &'static str,
        got: usize,
        players: usize,
    },
    #[error("seat {seat} is to move, but there is no such seat")]
    TurnOfNoSeat { seat: Seat },
    #[error("seat {seat} starts the rounds, but there is no such seat")]
    StartOfNoSeat { seat: Seat },
    #[error("{planet}: no such planet on the map")]
    NoSuchPlanet { planet: PlanetId },
    #[error("{planet}: seat {owner} has no cubes")]
    CubeOfNoSeat { planet: PlanetId, owner: Seat },
    #[error("{planet}: a group of no cubes")]
    EmptyGroup { planet: PlanetId },
    #[error("{planet}: a cube has 1 or 2 lives, not {lives}")]
    ImpossibleLives { planet: PlanetId, lives: u8 },
    #[error("{planet}: this cube may not stand on a start planet")]
    OnStartPlanet { planet: PlanetId, owner: Seat },
    #[error("{planet}: only a one-life cube under relife=once is marked as having lost a life")]
    MarkedWithoutRelifeOnce { planet: PlanetId },
    #[error("{planet}: cubes of seat {owner}, not to move, marked as used this turn")]
    UsedOutOfTurn { planet: PlanetId, owner: Seat },
    #[error("more cubes marked as used than the {taken} actions taken this turn")]
    MoreUsedThanActions { taken: u8 },
    #[error("seat {seat} has more than {CUBES_PER_PLAYER} cubes on the map and in reserve")]
    TooManyCubes { seat: Seat },
    #[error("a turn has 1 or 2 actions left, not {actions_left}")]
    ImpossibleActionsLeft { actions_left: u8 },
    #[error("round {round}: rounds run from 1 to {ROUND_LIMIT}")]
    RoundOutOfRange { round: u32 },
    #[error("seat {seat}: moons give whole points, so no score ends in a half")]
    HalfPointScore { seat: Seat },
    #[error("seat {seat} leads with 64 or more, so the game is over")]
    WinnerNotDeclared { seat: Seat },
    #[error("the game is over only with one leader at 64 or more, or after round {ROUND_LIMIT}")]
    OverTooEarly,
    #[error("seat {seat} is named a winner but does not lead, or is no seat")]
    WinnerNotLeading { seat: Seat },
}

impl Fault for PositionError {
    fn place(&self) -> Option<String> {
        use PositionError::*;
        match self {
            NoSuchPlanet { planet }
            | CubeOfNoSeat { planet, .. }
            | EmptyGroup { planet }
            | ImpossibleLives { planet, .. }
            | OnStartPlanet { planet, .. }
            | MarkedWithoutRelifeOnce { planet }
            | UsedOutOfTurn { planet, .. } => Some(planet.to_string()),
            _ => None,
        }
    }
}

fn points(half_points: u32) -> String {
    if half_points.is_multiple_of(2) {
        (half_points / 2).to_string()
    } else {
        format!("{}.5", half_points / 2)
    }
}

fn read_points(text: &str) -> Result<Vec<u32>, PositionTextError> {
    const FORM: &str = "points per seat joined by , (a half as .5)";
    text.split(',')
        .map(|p| {
            let (whole, half) = match p.strip_suffix(".5") {
                Some(w) => (w, 1),
                None => (p, 0),
            };
            number::<u32>("scores", whole, FORM)
                .ok()
                .and_then(|w| w.checked_mul(2))
                .map(|w| w + half)
                .ok_or_else(|| PositionTextError::new("scores", text, FORM))
        })
        .collect()
}

fn write_group(f: &mut fmt::Formatter<'_>, g: &CubeGroup) -> fmt::Result {
    let Group {
        planet,
        lives,
        weapon,
    } = g.group;
    write!(f, "{planet}.{lives}{}", weapon.letter())?;
    for (flag, letter) in [(g.spent, 'o'), (g.activated, 'a'), (g.attacked, 'x')] {
        if flag {
            write!(f, "{letter}")?;
        }
    }
    write!(f, "@{}", g.owner)?;
    if g.count != 1 {
        write!(f, "*{}", g.count)?;
    }
    Ok(())
}

fn read_group(text: &str) -> Result<CubeGroup, PositionTextError> {
    const FORM: &str = "groups like S30.1n@0*4: planet.lives weapon, flags o a x, @seat, *count";
    let bad = || PositionTextError::new("cubes", text, FORM);
    let (group, rest) = text.split_once('@').ok_or_else(bad)?;
    let (owner, count) = match rest.split_once('*') {
        Some((o, c)) => (o, number("cubes", c, FORM)?),
        None => (rest, 1),
    };
    let (planet, body) = group.split_once('.').ok_or_else(bad)?;
    let planet: PlanetId = planet.parse().map_err(|_| bad())?;
    let mut chars = body.chars();
    let lives = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(bad)? as u8;
    let weapon = match chars.next() {
        Some('n') => Weapon::Unarmed,
        Some('s') => Weapon::Short,
        Some('l') => Weapon::Long,
        _ => return Err(bad()),
    };
    let flags = chars.as_str();
    let ordered = ["", "o", "a", "x", "oa", "ox", "ax", "oax"];
    if !ordered.contains(&flags) {
        return Err(bad());
    }
    Ok(CubeGroup {
        owner: number("cubes", owner, FORM)?,
        group: Group::new(planet, lives, weapon),
        spent: flags.contains('o'),
        activated: flags.contains('a'),
        attacked: flags.contains('x'),
        count,
    })
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.players)?;
        if self.cubes.is_empty() {
            f.write_str("-")?;
        }
        for (i, g) in self.cubes.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write_group(f, g)?;
        }
        let scores: Vec<String> = self.scores.iter().map(|&s| points(s)).collect();
        let winners = if self.winners.is_empty() {
            "-".to_string()
        } else {
            join(&self.winners)
        };
        let mut opts = Vec::new();
        if self.relife == Relife::Once {
            opts.push(("relife", "once".to_string()));
        }
        if self.start_planets == StartPlanets::OwnOnly {
            opts.push(("start_planets", "own_only".to_string()));
        }
        write!(
            f,
            " {} {} {} {} {} {} {} {}",
            join(&self.reserves),
            scores.join(","),
            self.to_move,
            self.actions_left,
            self.round,
            self.start_player,
            winners,
            write_options(&opts)
        )
    }
}

impl FromStr for Position {
    type Err = PositionTextError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let [players, cubes, reserves, scores, to_move, actions, round, start, winners, opts] =
            fields(
                s,
                "ten fields: players, cubes, reserves, scores, to move, actions left, round, \
                 start player, winners, options",
            )?;
        let cubes = match cubes {
            "-" => Vec::new(),
            _ => cubes.split(',').map(read_group).collect::<Result<_, _>>()?,
        };
        let mut relife = Relife::Again;
        let mut start_planets = StartPlanets::Closed;
        for (k, v) in options(opts, &["relife", "start_planets"])? {
            match (k, v) {
                ("relife", "once") => relife = Relife::Once,
                ("start_planets", "own_only") => start_planets = StartPlanets::OwnOnly,
                _ => {
                    return Err(PositionTextError::new(
                        "options",
                        opts,
                        "relife=once or start_planets=own_only",
                    ))
                }
            }
        }
        Ok(Position {
            players: number("players", players, "2 to 6")?,
            relife,
            start_planets,
            cubes,
            reserves: numbers(
                "reserves",
                reserves,
                "cubes in reserve per seat joined by ,",
            )?,
            scores: read_points(scores)?,
            to_move: number("to move", to_move, "a seat number")?,
            actions_left: number("actions left", actions, "1 or 2")?,
            round: number("round", round, "the round, from 1")?,
            start_player: number("start player", start, "a seat number")?,
            winners: match winners {
                "-" => Vec::new(),
                _ => numbers("winners", winners, "- or seats joined by ,")?,
            },
        })
    }
}

impl CubeAttack {
    /// The cubes of `p` as the state keeps them, and every condition they break.
    fn cubes_of(p: &Position, map: &Map, errors: &mut Vec<PositionError>) -> Vec<(Cube, u8)> {
        let n = p.players;
        let seated = Self::PLAYERS.contains(&n);
        let mut cubes: Vec<(Cube, u8)> = Vec::new();
        for g in &p.cubes {
            let planet = g.group.planet;
            let Some(index) = map.index_of(planet) else {
                errors.push(PositionError::NoSuchPlanet { planet });
                continue;
            };
            if g.owner >= n {
                errors.push(PositionError::CubeOfNoSeat {
                    planet,
                    owner: g.owner,
                });
                continue;
            }
            if g.count == 0 {
                errors.push(PositionError::EmptyGroup { planet });
            }
            if !(1..=2).contains(&g.group.lives) {
                errors.push(PositionError::ImpossibleLives {
                    planet,
                    lives: g.group.lives,
                });
                continue;
            }
            let cube = Cube {
                owner: g.owner as u8,
                planet: index as u8,
                lives: g.group.lives,
                weapon: g.group.weapon,
                spent: g.spent,
                activated: g.activated,
                attacked: g.attacked,
            };
            if seated && map.kind(index) == PlanetKind::Start {
                let own = index == map.seat_planet(n, g.owner);
                let blank = cube == Cube::blank(g.owner, cube.planet);
                let allowed = match p.start_planets {
                    StartPlanets::Closed => own && blank,
                    StartPlanets::OwnOnly => !own || blank,
                };
                if !allowed {
                    errors.push(PositionError::OnStartPlanet {
                        planet,
                        owner: g.owner,
                    });
                }
            }
            if g.spent && (p.relife == Relife::Again || g.group.lives != 1) {
                errors.push(PositionError::MarkedWithoutRelifeOnce { planet });
            }
            if cube.used() > 0 && g.owner != p.to_move {
                errors.push(PositionError::UsedOutOfTurn {
                    planet,
                    owner: g.owner,
                });
            }
            match cubes.binary_search_by(|(c, _)| c.cmp(&cube)) {
                Ok(i) => cubes[i].1 = cubes[i].1.saturating_add(g.count),
                Err(i) => cubes.insert(i, (cube, g.count)),
            }
        }
        cubes.retain(|&(_, count)| count > 0);
        cubes
    }

    /// Every condition of `p` but its cubes'.
    fn counter_errors(p: &Position, cubes: &[(Cube, u8)], errors: &mut Vec<PositionError>) {
        let n = p.players;
        for (what, got) in [("reserves", p.reserves.len()), ("scores", p.scores.len())] {
            if got != n {
                errors.push(PositionError::SeatListLength {
                    what,
                    got,
                    players: n,
                });
            }
        }
        if p.to_move >= n {
            errors.push(PositionError::TurnOfNoSeat { seat: p.to_move });
        }
        if p.start_player >= n {
            errors.push(PositionError::StartOfNoSeat {
                seat: p.start_player,
            });
        }
        if !(1..=ACTIONS_PER_TURN).contains(&p.actions_left) {
            errors.push(PositionError::ImpossibleActionsLeft {
                actions_left: p.actions_left,
            });
        } else {
            let taken = ACTIONS_PER_TURN - p.actions_left;
            let used: u32 = cubes
                .iter()
                .map(|(c, k)| u32::from(c.used()) * u32::from(*k))
                .sum();
            if used > u32::from(taken) {
                errors.push(PositionError::MoreUsedThanActions { taken });
            }
        }
        if !(1..=ROUND_LIMIT).contains(&p.round) {
            errors.push(PositionError::RoundOutOfRange { round: p.round });
        }
        for seat in 0..n.min(p.reserves.len()) {
            let on_map: u32 = cubes
                .iter()
                .filter(|(c, _)| usize::from(c.owner) == seat)
                .map(|(c, k)| u32::from(c.lives) * u32::from(*k))
                .sum();
            if on_map + u32::from(p.reserves[seat]) > u32::from(CUBES_PER_PLAYER) {
                errors.push(PositionError::TooManyCubes { seat });
            }
        }
        for (seat, &score) in p.scores.iter().enumerate() {
            if score % 2 == 1 {
                errors.push(PositionError::HalfPointScore { seat });
            }
        }
        let top = p.scores.iter().copied().max().unwrap_or(0);
        let leaders: Vec<Seat> = (0..p.scores.len())
            .filter(|&s| p.scores[s] == top)
            .collect();
        let decided = top >= WINNING_HALF_POINTS && leaders.len() == 1;
        if p.winners.is_empty() {
            if decided {
                errors.push(PositionError::WinnerNotDeclared { seat: leaders[0] });
            }
            return;
        }
        if !decided && p.round != ROUND_LIMIT {
            errors.push(PositionError::OverTooEarly);
        }
        for &seat in &p.winners {
            if !leaders.contains(&seat) {
                errors.push(PositionError::WinnerNotLeading { seat });
            }
        }
        if let Some(&seat) = leaders.iter().find(|s| !p.winners.contains(s)) {
            errors.push(PositionError::WinnerNotLeading { seat });
        }
    }
}

impl Editable for CubeAttack {
    type Position = Position;
    type PositionError = PositionError;

    fn position(&self, _sight: Sight) -> Position {
        let n = self.players;
        Position {
            players: n,
            relife: self.relife,
            start_planets: self.start_planets,
            cubes: self.cube_groups().collect(),
            reserves: self.reserve[..n].to_vec(),
            scores: self.scores[..n].to_vec(),
            to_move: self.to_move,
            actions_left: self.actions_left,
            round: self.round,
            start_player: self.start_player,
            winners: self.winners.clone(),
        }
    }

    fn from_position(p: &Position, _seed: u64) -> Result<Self, Vec<PositionError>> {
        let n = p.players;
        let mut errors = Vec::new();
        if !Self::PLAYERS.contains(&n) {
            errors.push(PositionError::PlayerCount { players: n });
            return Err(errors);
        }
        let map = Map::standard();
        let cubes = Self::cubes_of(p, &map, &mut errors);
        Self::counter_errors(p, &cubes, &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut reserve = [0; MAX_PLAYERS];
        let mut out_of_game = [0; MAX_PLAYERS];
        let mut scores = [0; MAX_PLAYERS];
        for seat in 0..n {
            let on_map: u8 = cubes
                .iter()
                .filter(|(c, _)| usize::from(c.owner) == seat)
                .map(|(c, k)| c.lives * k)
                .sum();
            reserve[seat] = p.reserves[seat];
            out_of_game[seat] = CUBES_PER_PLAYER - on_map - p.reserves[seat];
            scores[seat] = p.scores[seat];
        }
        Ok(CubeAttack {
            map: Arc::clone(&map),
            players: n,
            start_cubes: 4,
            relife: p.relife,
            start_planets: p.start_planets,
            cubes,
            reserve,
            out_of_game,
            scores,
            start_player: p.start_player,
            to_move: p.to_move,
            actions_left: p.actions_left,
            round: p.round,
            winners: {
                let mut w = p.winners.clone();
                w.sort_unstable();
                w.dedup();
                w
            },
            last_move: None,
            events: Vec::new(),
        })
    }

    fn position_setup(p: &Position) -> Setup {
        let mut setup = Setup::players(p.players);
        if p.relife == Relife::Once {
            setup = setup.with("relife", "once");
        }
        if p.start_planets == StartPlanets::OwnOnly {
            setup = setup.with("start_planets", "own_only");
        }
        setup
    }

    fn places(&self) -> Vec<String> {
        self.map
            .planets()
            .iter()
            .map(|p| p.id.to_string())
            .collect()
    }
}
