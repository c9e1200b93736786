//! Cube Attack in the position editor: the standard map's planets, six to a row in the
//! map's order; on a planet, groups of a seat's cubes with their lives and weapon
//! (`1n@0`, `2s@1`, as in the notation). A click adds one cube of the chosen kind, taken
//! from its seat's reserve; taking a planet's cubes away puts them back there. Scores,
//! rounds and actions are set in the notation.

use rules::cube_attack::position::Position;
use rules::cube_attack::{CubeAttack, CubeGroup, Group, Map, PlanetId, Weapon, CUBES_PER_PLAYER};
use rules::Seat;

use super::texts::{lives, planet_name, weapon_name, Tx};
use crate::editor::texts::Ed;
use crate::editor::{seat_words, Counter, Part, PlaceEditor};
use crate::i18n::Lang;

crate::texts! {
    /// The counters of a Cube Attack position, as the editor names them.
    pub enum Cx {
    Reserves: "Cubes in reserve per seat, joined by commas", "Würfel im Vorrat je Platz, durch Kommas getrennt", "Tartalékkockák helyenként, vesszővel elválasztva";
    Scores: "Points per seat, joined by commas (half a shared moon: .5)", "Punkte je Platz, durch Kommas getrennt (ein halber geteilter Mond: .5)", "Pontok helyenként, vesszővel elválasztva (megosztott hold fele: .5)";
    ActionsLeft: "Actions left this turn (1 or 2)", "Übrige Aktionen in diesem Zug (1 oder 2)", "Hátralévő akciók ebben a körben (1 vagy 2)";
    Round: "Round (1 to 200)", "Runde (1 bis 200)", "Forduló (1–200)";
    Winners: "Winners: seats joined by commas (- while the game runs)", "Gewinner: Plätze durch Kommas getrennt (- solange das Spiel läuft)", "Győztesek: helyek vesszővel elválasztva (- amíg tart a játék)";
    }
}

pub struct Editor;

const PER_ROW: usize = 6;
const WEAPONS: [(char, Weapon); 3] = [
    ('n', Weapon::Unarmed),
    ('s', Weapon::Short),
    ('l', Weapon::Long),
];

fn letter(w: Weapon) -> char {
    WEAPONS
        .iter()
        .find(|(_, x)| *x == w)
        .map_or('?', |(l, _)| *l)
}

/// One group's token: owner, lives, weapon and (after `*`) a count.
fn read(token: &str) -> Option<(Seat, u8, Weapon, u8)> {
    let (kind, count) = match token.split_once('*') {
        Some((k, c)) => (k, c.parse().ok()?),
        None => (token, 1),
    };
    let (traits, owner) = kind.split_once('@')?;
    let mut chars = traits.chars();
    let lives = chars.next()?.to_digit(10)? as u8;
    let w = chars.next()?;
    let weapon = WEAPONS.iter().find(|(l, _)| *l == w)?.1;
    if chars.next().is_some() || !(1..=2).contains(&lives) {
        return None;
    }
    Some((owner.parse().ok()?, lives, weapon, count))
}

fn token_of(g: &CubeGroup) -> String {
    let count = if g.count > 1 {
        format!("*{}", g.count)
    } else {
        String::new()
    };
    format!(
        "{}{}@{}{count}",
        g.group.lives,
        letter(g.group.weapon),
        g.owner
    )
}

impl PlaceEditor for Editor {
    type Game = CubeAttack;

    fn layout(_: &Position, _: Lang) -> Vec<Part> {
        let map = Map::standard();
        let ids: Vec<String> = map.planets().iter().map(|p| p.id.to_string()).collect();
        vec![Part {
            label: String::new(),
            rows: ids.chunks(PER_ROW).map(<[String]>::to_vec).collect(),
        }]
    }

    fn at(p: &Position, place: &str) -> Option<String> {
        let id: PlanetId = place.parse().ok()?;
        let groups: Vec<String> = p
            .cubes
            .iter()
            .filter(|g| g.group.planet == id)
            .map(token_of)
            .collect();
        (!groups.is_empty()).then(|| groups.join(","))
    }

    fn palette(p: &Position) -> Vec<String> {
        let mut out = Vec::new();
        for owner in 0..p.players {
            for lives in 1..=2 {
                for (l, _) in WEAPONS {
                    out.push(format!("{lives}{l}@{owner}"));
                }
            }
        }
        out
    }

    fn words(token: &str, lang: Lang) -> String {
        token
            .split(',')
            .map(|t| match read(t) {
                Some((owner, n_lives, weapon, count)) => format!(
                    "{}: {}, {}, {}",
                    seat_words(owner, lang),
                    crate::trn!(lang, Tx::Cubes, n = count),
                    lives(lang, n_lives),
                    weapon_name(lang, weapon)
                ),
                None => t.to_string(),
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn place_words(place: &str, lang: Lang) -> Option<String> {
        Some(planet_name(lang, place.parse().ok()?))
    }

    fn owner(token: &str) -> Option<Seat> {
        token.split(',').next().and_then(read).map(|(o, ..)| o)
    }

    fn put(p: &mut Position, place: &str, token: Option<&str>) {
        let Ok(planet) = place.parse::<PlanetId>() else {
            return;
        };
        let Some(token) = token else {
            // The planet's cubes go back to their seats' reserves, as many as a seat's
            // cubes allow (more than it has were put on the map).
            let taken: Vec<(Seat, u8)> = p
                .cubes
                .iter()
                .filter(|g| g.group.planet == planet)
                .map(|g| (g.owner, g.count))
                .collect();
            p.cubes.retain(|g| g.group.planet != planet);
            for (owner, count) in taken {
                let on_map: u32 = p
                    .cubes
                    .iter()
                    .filter(|g| g.owner == owner)
                    .map(|g| u32::from(g.count))
                    .sum();
                if let Some(r) = p.reserves.get_mut(owner) {
                    let room = u32::from(CUBES_PER_PLAYER).saturating_sub(on_map + u32::from(*r));
                    *r += count.min(u8::try_from(room).unwrap_or(u8::MAX));
                }
            }
            return;
        };
        let Some((owner, lives, weapon, _)) = read(token) else {
            return;
        };
        let group = Group::new(planet, lives, weapon);
        match p.cubes.iter_mut().find(|g| {
            g.owner == owner && g.group == group && !g.activated && !g.attacked && !g.spent
        }) {
            Some(g) => g.count = g.count.saturating_add(1),
            None => p.cubes.push(CubeGroup {
                owner,
                group,
                activated: false,
                attacked: false,
                spent: false,
                count: 1,
            }),
        }
        // The cube comes from the seat's reserve while it has one.
        if let Some(r) = p.reserves.get_mut(owner) {
            *r = r.saturating_sub(1);
        }
    }

    fn players(p: &Position) -> (usize, std::ops::RangeInclusive<usize>) {
        (p.players, 2..=6)
    }

    fn set_players(p: &mut Position, players: usize) {
        p.players = players;
        p.reserves.resize(players, 0);
        p.scores.resize(players, 0);
    }

    fn to_move(p: &Position) -> Seat {
        p.to_move
    }

    fn set_to_move(p: &mut Position, seat: Seat) {
        p.to_move = seat;
    }

    fn counters(lang: Lang) -> Vec<Counter> {
        vec![
            Counter::new(2, lang.t(Cx::Reserves)),
            Counter::new(3, lang.t(Cx::Scores)),
            Counter::new(5, lang.t(Cx::ActionsLeft)),
            Counter::new(6, lang.t(Cx::Round)),
            Counter::new(7, lang.t(Ed::StartPlayer)),
            Counter::new(8, lang.t(Cx::Winners)),
            Counter::new(9, lang.t(Ed::Options)),
        ]
    }
}
