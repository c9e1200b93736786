//! The board as data: planets joined by orbits (*Umlaufbahnen*), and which start planet each
//! seat takes for every player count. A [`Map`] is only built through [`Map::new`], which
//! checks it against the seed's layout rules, so the game never runs on a broken board.

use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};

use crate::game::NotationError;

/// Most planets a map may have: neighbour sets are kept as 64-bit masks.
pub const MAX_PLANETS: usize = 64;

/// Player counts a map must provide a seat list for.
pub const SEATED_PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

/// What a planet does. The notation letter of each kind is the initial of its German name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PlanetKind {
    /// *Startplanet* (`S`): a seat's cubes enter here; no cube may move in, none here can be
    /// attacked, and it cannot be activated.
    Start,
    /// *Würfel* (`W`): activating it brings a reserve cube onto the player's start planet.
    ExtraCube,
    /// *Extraleben* (`E`): activating it gives the cube a second life.
    ExtraLife,
    /// *Bewaffnung* (`B`): activating it arms the cube (none → short → long range).
    Armament,
    /// *Halbmond* (`H`): scores 2 points at the end of each round.
    HalfMoon,
    /// *Vollmond* (`V`): scores 4 points at the end of each round.
    FullMoon,
}

impl PlanetKind {
    pub const ALL: [PlanetKind; 6] = [
        PlanetKind::Start,
        PlanetKind::ExtraCube,
        PlanetKind::ExtraLife,
        PlanetKind::Armament,
        PlanetKind::HalfMoon,
        PlanetKind::FullMoon,
    ];

    /// The letter that starts this kind's planet ids.
    pub fn letter(self) -> char {
        match self {
            PlanetKind::Start => 'S',
            PlanetKind::ExtraCube => 'W',
            PlanetKind::ExtraLife => 'E',
            PlanetKind::Armament => 'B',
            PlanetKind::HalfMoon => 'H',
            PlanetKind::FullMoon => 'V',
        }
    }

    pub fn from_letter(c: char) -> Option<PlanetKind> {
        PlanetKind::ALL.into_iter().find(|k| k.letter() == c)
    }

    pub fn is_moon(self) -> bool {
        matches!(self, PlanetKind::HalfMoon | PlanetKind::FullMoon)
    }

    /// Points a moon gives a player alone on it, in half-points (0 for other planets).
    pub fn moon_half_points(self) -> u32 {
        match self {
            PlanetKind::HalfMoon => 4,
            PlanetKind::FullMoon => 8,
            _ => 0,
        }
    }
}

/// A planet's name: its kind letter and an optional number (on the default map, its angle),
/// e.g. `V`, `H0`, `W60`, `E15`, `B45`, `S30`. The kind is part of the name so that move text
/// can be read without knowing the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlanetId {
    pub kind: PlanetKind,
    pub number: Option<u16>,
}

impl PlanetId {
    pub const fn new(kind: PlanetKind, number: u16) -> Self {
        PlanetId {
            kind,
            number: Some(number),
        }
    }

    /// A planet named by its letter alone, like the default map's centre `V`.
    pub const fn single(kind: PlanetKind) -> Self {
        PlanetId { kind, number: None }
    }
}

impl fmt::Display for PlanetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number {
            Some(n) => write!(f, "{}{n}", self.kind.letter()),
            None => write!(f, "{}", self.kind.letter()),
        }
    }
}

impl FromStr for PlanetId {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        let kind = chars
            .next()
            .and_then(PlanetKind::from_letter)
            .ok_or_else(|| NotationError::new(s, "a planet starts with S, W, E, B, H or V"))?;
        let digits = chars.as_str();
        if digits.is_empty() {
            return Ok(PlanetId::single(kind));
        }
        // `u16::from_str` would also take a leading `+`, which would not round-trip.
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NotationError::new(s, "a planet number has digits only"));
        }
        let number = digits
            .parse()
            .map_err(|_| NotationError::new(s, "planet number too large"))?;
        Ok(PlanetId::new(kind, number))
    }
}

/// One planet and where the board view draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Planet {
    pub id: PlanetId,
    /// Degrees, `0..360`, growing clockwise on screen (SVG's y axis points down), 0 to the right.
    /// Seats sit in clockwise order, which is the order of play.
    pub angle: u16,
    /// Distance from the centre in hundredths of the board's radius.
    pub radius: u16,
}

impl Planet {
    pub fn kind(&self) -> PlanetKind {
        self.id.kind
    }
}

/// A map as plain data, before it is checked. Orbits are undirected; `seats[k]` lists the
/// start planets of seats `0..k + 2` for a game of `k + 2` players, in the order of play.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MapData {
    pub planets: Vec<Planet>,
    pub orbits: Vec<(PlanetId, PlanetId)>,
    pub seats: Vec<Vec<PlanetId>>,
}

impl MapData {
    /// The default map of the rule note: a full moon in the centre, an inner ring of half
    /// moons and Würfel planets, an outer ring of Extraleben and Bewaffnung planets, and six
    /// start planets hanging outside the outer ring.
    pub fn standard() -> MapData {
        use PlanetKind::*;
        let centre = PlanetId::single(FullMoon);
        let inner = |a: u16| {
            PlanetId::new(
                if a.is_multiple_of(120) {
                    HalfMoon
                } else {
                    ExtraCube
                },
                a,
            )
        };
        let outer = |a: u16| PlanetId::new(if a % 60 == 15 { ExtraLife } else { Armament }, a);
        let start = |a: u16| PlanetId::new(Start, a);
        let at = |id: PlanetId, angle: u16, radius: u16| Planet { id, angle, radius };

        let mut planets = vec![at(centre, 0, 0)];
        let mut orbits = Vec::new();
        for a in (0..360).step_by(60) {
            planets.push(at(inner(a), a, 40));
            orbits.push((centre, inner(a)));
            orbits.push((inner(a), inner((a + 60) % 360)));
            orbits.push((inner(a), outer((a + 345) % 360)));
            orbits.push((inner(a), outer(a + 15)));
        }
        for a in (15..360).step_by(30) {
            planets.push(at(outer(a), a, 70));
            orbits.push((outer(a), outer((a + 30) % 360)));
        }
        for s in (30..360).step_by(60) {
            planets.push(at(start(s), s, 92));
            orbits.push((start(s), outer(s - 15)));
            orbits.push((start(s), outer((s + 15) % 360)));
        }
        let seats = [
            &[30, 210][..],
            &[30, 150, 270],
            &[30, 90, 210, 270],
            &[30, 90, 150, 210, 270],
            &[30, 90, 150, 210, 270, 330],
        ]
        .iter()
        .map(|list| list.iter().map(|&s| start(s)).collect())
        .collect();
        MapData {
            planets,
            orbits,
            seats,
        }
    }
}

/// Why a map was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    #[error("a map has at most {MAX_PLANETS} planets, not {0}")]
    TooManyPlanets(usize),
    #[error("planet {0} is listed twice")]
    DuplicatePlanet(PlanetId),
    #[error("planet {0} has an angle of 360 degrees or more")]
    BadAngle(PlanetId),
    #[error("no planet {0} on the map")]
    UnknownPlanet(PlanetId),
    #[error("an orbit joins {0} to itself")]
    OrbitToItself(PlanetId),
    #[error("the orbit {0}–{1} is listed twice")]
    DuplicateOrbit(PlanetId, PlanetId),
    #[error("planet {0} cannot be reached from the rest of the map")]
    Disconnected(PlanetId),
    #[error("start planet {start} may connect only to Extraleben and Bewaffnung planets, not to {other}")]
    StartPlanetTouches { start: PlanetId, other: PlanetId },
    #[error("start planet {0} must connect to exactly one Extraleben planet")]
    StartPlanetNeedsExtraLife(PlanetId),
    #[error("start planet {0} must connect to exactly one Bewaffnung planet")]
    StartPlanetNeedsArmament(PlanetId),
    #[error("start planet {0} interrupts an orbit: its two neighbours are not joined directly")]
    StartPlanetInterruptsOrbit(PlanetId),
    #[error("the map needs seat lists for 2 to 6 players, it has {0} lists")]
    SeatListCount(usize),
    #[error("the seat list for {players} players has {got} start planets")]
    SeatCount { players: usize, got: usize },
    #[error("{0} in a seat list is not a start planet")]
    NotAStartPlanet(PlanetId),
    #[error("start planet {0} is given to two seats")]
    SeatTwice(PlanetId),
}

/// A checked map, with neighbour sets for the rules. Read-only once built.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "MapData", try_from = "MapData")
)]
pub struct Map {
    data: MapData,
    /// Per planet (by index), a bit per connected planet.
    neighbours: Vec<u64>,
    /// `seat_planets[players - 2][seat]`: the index of that seat's start planet.
    seat_planets: Vec<Vec<u8>>,
}

impl From<Map> for MapData {
    fn from(map: Map) -> MapData {
        map.data
    }
}

impl TryFrom<MapData> for Map {
    type Error = MapError;
    fn try_from(data: MapData) -> Result<Map, MapError> {
        Map::new(data)
    }
}

impl Map {
    /// Checks `data` against the seed's rules and builds the map: ids unique, orbits between
    /// known planets, the whole map connected, every start planet joined to exactly one
    /// Extraleben and one Bewaffnung planet (no moon, no Würfel planet, no other start
    /// planet), which are joined to each other so the start planet interrupts no orbit, and
    /// a seat list of distinct start planets for each of 2–6 players.
    pub fn new(data: MapData) -> Result<Map, MapError> {
        let planets = &data.planets;
        if planets.len() > MAX_PLANETS {
            return Err(MapError::TooManyPlanets(planets.len()));
        }
        for (i, p) in planets.iter().enumerate() {
            if planets[..i].iter().any(|q| q.id == p.id) {
                return Err(MapError::DuplicatePlanet(p.id));
            }
            if p.angle >= 360 {
                return Err(MapError::BadAngle(p.id));
            }
        }
        let index = |id: PlanetId| {
            planets
                .iter()
                .position(|p| p.id == id)
                .ok_or(MapError::UnknownPlanet(id))
        };

        let mut neighbours = vec![0u64; planets.len()];
        for &(a, b) in &data.orbits {
            let (i, j) = (index(a)?, index(b)?);
            if i == j {
                return Err(MapError::OrbitToItself(a));
            }
            if neighbours[i] & (1 << j) != 0 {
                return Err(MapError::DuplicateOrbit(a, b));
            }
            neighbours[i] |= 1 << j;
            neighbours[j] |= 1 << i;
        }

        for (i, p) in planets.iter().enumerate() {
            if p.kind() != PlanetKind::Start {
                continue;
            }
            let (mut lives, mut arms) = (Vec::new(), Vec::new());
            for j in bits(neighbours[i]) {
                match planets[j].kind() {
                    PlanetKind::ExtraLife => lives.push(j),
                    PlanetKind::Armament => arms.push(j),
                    _ => {
                        return Err(MapError::StartPlanetTouches {
                            start: p.id,
                            other: planets[j].id,
                        })
                    }
                }
            }
            let [life] = lives[..] else {
                return Err(MapError::StartPlanetNeedsExtraLife(p.id));
            };
            let [arm] = arms[..] else {
                return Err(MapError::StartPlanetNeedsArmament(p.id));
            };
            if neighbours[life] & (1 << arm) == 0 {
                return Err(MapError::StartPlanetInterruptsOrbit(p.id));
            }
        }

        let mut reached = 1u64;
        let mut frontier = 1u64;
        while frontier != 0 {
            let next = bits(frontier).fold(0, |acc, i| acc | neighbours[i]) & !reached;
            reached |= next;
            frontier = next;
        }
        if let Some(lost) = (0..planets.len()).find(|&i| reached & (1 << i) == 0) {
            return Err(MapError::Disconnected(planets[lost].id));
        }

        if data.seats.len() != SEATED_PLAYERS.count() {
            return Err(MapError::SeatListCount(data.seats.len()));
        }
        let mut seat_planets = Vec::new();
        for (list, players) in data.seats.iter().zip(SEATED_PLAYERS) {
            if list.len() != players {
                return Err(MapError::SeatCount {
                    players,
                    got: list.len(),
                });
            }
            let mut seated = Vec::new();
            for &id in list {
                let i = index(id)?;
                if id.kind != PlanetKind::Start {
                    return Err(MapError::NotAStartPlanet(id));
                }
                if seated.contains(&(i as u8)) {
                    return Err(MapError::SeatTwice(id));
                }
                seated.push(i as u8);
            }
            seat_planets.push(seated);
        }

        Ok(Map {
            data,
            neighbours,
            seat_planets,
        })
    }

    /// The default map of the rule note, built and checked once.
    pub fn standard() -> Arc<Map> {
        static STANDARD: OnceLock<Arc<Map>> = OnceLock::new();
        STANDARD
            .get_or_init(|| {
                Arc::new(Map::new(MapData::standard()).expect("the standard map is valid"))
            })
            .clone()
    }

    pub fn planets(&self) -> &[Planet] {
        &self.data.planets
    }

    /// The orbits, each joining two planets.
    pub fn orbits(&self) -> &[(PlanetId, PlanetId)] {
        &self.data.orbits
    }

    pub fn planet(&self, id: PlanetId) -> Option<&Planet> {
        self.data.planets.iter().find(|p| p.id == id)
    }

    /// Planets connected to `id` by an orbit (empty for an unknown planet).
    pub fn neighbours(&self, id: PlanetId) -> impl Iterator<Item = PlanetId> + '_ {
        let mask = self.index_of(id).map_or(0, |i| self.neighbours[i]);
        bits(mask).map(|j| self.data.planets[j].id)
    }

    pub fn connected(&self, a: PlanetId, b: PlanetId) -> bool {
        match (self.index_of(a), self.index_of(b)) {
            (Some(i), Some(j)) => self.is_neighbour(i, j),
            _ => false,
        }
    }

    /// The start planets of seats `0..players` (`players` in 2–6; empty otherwise).
    pub fn start_planets(&self, players: usize) -> &[PlanetId] {
        players
            .checked_sub(*SEATED_PLAYERS.start())
            .and_then(|k| self.data.seats.get(k))
            .map_or(&[], |list| &list[..])
    }

    pub(crate) fn index_of(&self, id: PlanetId) -> Option<usize> {
        self.data.planets.iter().position(|p| p.id == id)
    }

    pub(crate) fn id(&self, index: usize) -> PlanetId {
        self.data.planets[index].id
    }

    pub(crate) fn kind(&self, index: usize) -> PlanetKind {
        self.data.planets[index].kind()
    }

    pub(crate) fn len(&self) -> usize {
        self.data.planets.len()
    }

    pub(crate) fn neighbour_mask(&self, index: usize) -> u64 {
        self.neighbours[index]
    }

    pub(crate) fn is_neighbour(&self, i: usize, j: usize) -> bool {
        self.neighbours[i] & (1 << j) != 0
    }

    /// Index of the start planet of `seat` in a game of `players`; both checked by the caller.
    pub(crate) fn seat_planet(&self, players: usize, seat: usize) -> usize {
        self.seat_planets[players - SEATED_PLAYERS.start()][seat] as usize
    }
}

/// The indices of the set bits of `mask`, lowest first.
pub(crate) fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(i)
    })
}
