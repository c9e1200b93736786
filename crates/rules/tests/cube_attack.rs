//! Cube Attack: one scenario test per clause of `shared/rules/cube-attack.md`, the map
//! checks and the notation (the conformance suite runs over every game in `conformance.rs`).

use rules::cube_attack::{
    CubeAttack, Effect, Error, Event, Group, Map, MapData, MapError, Move, Planet, PlanetId,
    PlanetKind, Relife, StartPlanets, Target, Weapon, CUBES_PER_PLAYER, ROUND_LIMIT,
};
use rules::{Game, Outcome, Setup, SetupError};

// --- Helpers ----------------------------------------------------------------------------------

fn pid(s: &str) -> PlanetId {
    s.parse().unwrap()
}

fn grp(s: &str) -> Group {
    s.parse().unwrap()
}

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

/// A game of `players` with an empty map; seat 0 opens round 1 and is to move.
fn empty(players: usize) -> CubeAttack {
    empty_with(players, &[])
}

/// [`empty`] with these options.
fn empty_with(players: usize, options: &[(&str, &str)]) -> CubeAttack {
    let setup = options
        .iter()
        .fold(Setup::players(players), |s, (k, v)| s.with(k, v));
    let mut game = CubeAttack::new(&setup, 1).unwrap();
    game.clear_map();
    game.set_turn(0, 0, 1);
    game
}

fn place(game: &mut CubeAttack, seat: usize, group: &str, count: u8) {
    game.place(seat, grp(group), count);
}

fn play(game: &mut CubeAttack, moves: &[&str]) {
    for m in moves {
        if let Err(e) = game.play(&mv(m)) {
            panic!("{m} rejected: {e}");
        }
        game.check_invariants().unwrap();
    }
}

/// Checks that `m` is refused with `error`, is not listed, and leaves the game unchanged.
fn refused(game: &CubeAttack, m: &str, error: Error) {
    let mut copy = game.clone();
    assert_eq!(copy.play(&mv(m)), Err(error), "{m}");
    assert_eq!(&copy, game);
    assert!(!game.legal_moves().contains(&mv(m)), "{m} listed");
}

fn listed(game: &CubeAttack, m: &str) -> bool {
    game.legal_moves().contains(&mv(m))
}

/// `(owner, group, count)` of every group, flags ignored.
fn groups(game: &CubeAttack) -> Vec<(usize, String, u8)> {
    game.cube_groups()
        .map(|g| (g.owner, g.group.to_string(), g.count))
        .collect()
}

/// Ends the round of a two-player game opened by seat 0: seat 1, last in the round, moves a
/// spare cube off its start planet (onto no moon) and ends its turn.
fn end_round_of_two(game: &mut CubeAttack) {
    let round = game.round();
    game.set_turn(1, 0, round);
    place(game, 1, "S210.1n", 1);
    play(game, &["m:S210.1n>E195", "end"]);
}

// --- The map ------------------------------------------------------------------------------------

#[test]
fn default_map_matches_the_note() {
    let map = Map::standard();
    let count = |kind| map.planets().iter().filter(|p| p.kind() == kind).count();
    assert_eq!(map.planets().len(), 25);
    assert_eq!(count(PlanetKind::Start), 6);
    assert_eq!(count(PlanetKind::FullMoon), 1);
    assert_eq!(count(PlanetKind::HalfMoon), 3);
    assert_eq!(count(PlanetKind::ExtraCube), 3);
    assert_eq!(count(PlanetKind::ExtraLife), 6);
    assert_eq!(count(PlanetKind::Armament), 6);
    assert_eq!(map.orbits().len(), 48);

    let neighbours = |id: &str| {
        let mut n: Vec<String> = map.neighbours(pid(id)).map(|p| p.to_string()).collect();
        n.sort();
        n
    };
    assert_eq!(
        neighbours("V"),
        ["H0", "H120", "H240", "W180", "W300", "W60"]
    );
    assert_eq!(neighbours("H0"), ["B345", "E15", "V", "W300", "W60"]);
    assert_eq!(neighbours("E15"), ["B345", "B45", "H0", "S30"]);
    assert_eq!(neighbours("S30"), ["B45", "E15"]);
    assert_eq!(neighbours("S330"), ["B345", "E315"]);
    let s90 = map.planet(pid("S90")).unwrap();
    assert_eq!((s90.angle, s90.kind()), (90, PlanetKind::Start));
    assert!(map.planet(pid("V")).unwrap().radius < s90.radius);
}

#[test]
fn seat_lists_for_two_to_six_players() {
    let map = Map::standard();
    let seats = |n| -> Vec<String> { map.start_planets(n).iter().map(|p| p.to_string()).collect() };
    assert_eq!(seats(2), ["S30", "S210"]);
    assert_eq!(seats(3), ["S30", "S150", "S270"]);
    assert_eq!(seats(4), ["S30", "S90", "S210", "S270"]);
    assert_eq!(seats(5), ["S30", "S90", "S150", "S210", "S270"]);
    assert_eq!(seats(6), ["S30", "S90", "S150", "S210", "S270", "S330"]);
    assert!(map.start_planets(7).is_empty());
    for n in 2..=6 {
        let game = CubeAttack::new(&Setup::players(n), 3).unwrap();
        for seat in 0..n {
            let start = game.start_planet(seat).unwrap();
            assert_eq!(start.to_string(), seats(n)[seat]);
            assert_eq!(
                game.cube_groups()
                    .filter(|g| g.owner == seat)
                    .map(|g| (g.group, g.count))
                    .collect::<Vec<_>>(),
                [(Group::new(start, 1, Weapon::Unarmed), 4)]
            );
        }
        assert_eq!(game.start_planet(n), None);
    }
}

#[test]
fn good_default_map_passes_validation() {
    let map = Map::new(MapData::standard()).unwrap();
    assert_eq!(&map, Map::standard().as_ref());
}

#[test]
fn broken_maps_are_rejected() {
    let broken = |edit: &dyn Fn(&mut MapData)| {
        let mut data = MapData::standard();
        edit(&mut data);
        Map::new(data).unwrap_err()
    };
    let orbit = |a: &str, b: &str| (pid(a), pid(b));
    let without = |data: &mut MapData, a: &str, b: &str| {
        data.orbits
            .retain(|&(x, y)| (x, y) != orbit(a, b) && (y, x) != orbit(a, b));
    };

    // Unreachable: a new planet with no orbit.
    assert_eq!(
        broken(&|d| d.planets.push(Planet {
            id: pid("H400"),
            angle: 0,
            radius: 99
        })),
        MapError::Disconnected(pid("H400"))
    );
    // A start planet joined to a moon, a Würfel planet or another start planet.
    for other in ["H0", "W60", "V", "S90"] {
        assert_eq!(
            broken(&|d| d.orbits.push(orbit("S30", other))),
            MapError::StartPlanetTouches {
                start: pid("S30"),
                other: pid(other)
            }
        );
    }
    // Not exactly one Extraleben and one Bewaffnung planet.
    assert_eq!(
        broken(&|d| without(d, "S30", "E15")),
        MapError::StartPlanetNeedsExtraLife(pid("S30"))
    );
    assert_eq!(
        broken(&|d| without(d, "S30", "B45")),
        MapError::StartPlanetNeedsArmament(pid("S30"))
    );
    assert_eq!(
        broken(&|d| d.orbits.push(orbit("S30", "B105"))),
        MapError::StartPlanetNeedsArmament(pid("S30"))
    );
    // The orbit E15–B45 would run through S30.
    assert_eq!(
        broken(&|d| without(d, "E15", "B45")),
        MapError::StartPlanetInterruptsOrbit(pid("S30"))
    );
    assert_eq!(
        broken(&|d| {
            let copy = d.planets[1];
            d.planets.push(copy)
        }),
        MapError::DuplicatePlanet(pid("H0"))
    );
    assert_eq!(
        broken(&|d| d.planets[0].angle = 360),
        MapError::BadAngle(pid("V"))
    );
    assert_eq!(
        broken(&|d| d.orbits.push(orbit("V", "H9"))),
        MapError::UnknownPlanet(pid("H9"))
    );
    assert_eq!(
        broken(&|d| d.orbits.push(orbit("V", "V"))),
        MapError::OrbitToItself(pid("V"))
    );
    assert_eq!(
        broken(&|d| d.orbits.push(orbit("H0", "V"))),
        MapError::DuplicateOrbit(pid("H0"), pid("V"))
    );
    assert_eq!(
        broken(&|d| {
            for i in 0..40 {
                d.planets.push(Planet {
                    id: PlanetId::new(PlanetKind::HalfMoon, 1000 + i),
                    angle: 0,
                    radius: 100,
                });
            }
        }),
        MapError::TooManyPlanets(65)
    );
    assert_eq!(
        broken(&|d| {
            d.seats.pop();
        }),
        MapError::SeatListCount(4)
    );
    assert_eq!(
        broken(&|d| {
            d.seats[1].pop();
        }),
        MapError::SeatCount { players: 3, got: 2 }
    );
    assert_eq!(
        broken(&|d| d.seats[0][1] = pid("H0")),
        MapError::NotAStartPlanet(pid("H0"))
    );
    assert_eq!(
        broken(&|d| d.seats[0][1] = pid("S30")),
        MapError::SeatTwice(pid("S30"))
    );
}

// --- Setup --------------------------------------------------------------------------------------

#[test]
fn setup_puts_starting_cubes_on_the_start_planet_and_the_rest_in_reserve() {
    let game = CubeAttack::new(&Setup::players(3), 9).unwrap();
    for seat in 0..3 {
        assert_eq!(game.cubes_on_map(seat), 4);
        assert_eq!(game.reserve(seat), 16);
        assert_eq!(game.out_of_game(seat), 0);
        assert_eq!(game.score_half_points(seat), 0);
    }
    assert_eq!((game.round(), game.actions_left()), (1, 2));
    for (n, reserve) in [("1", 19), ("20", 0)] {
        let game = CubeAttack::new(&Setup::players(2).with("start_cubes", n), 9).unwrap();
        assert_eq!(game.reserve(1), reserve);
        assert_eq!(game.cubes_on_map(1), CUBES_PER_PLAYER - reserve);
        assert_eq!(game.start_cubes(), CUBES_PER_PLAYER - reserve);
    }
    for bad in ["0", "21", "four"] {
        assert!(matches!(
            CubeAttack::new(&Setup::players(2).with("start_cubes", bad), 9),
            Err(SetupError::BadOptionValue { .. })
        ));
    }
    assert!(CubeAttack::new(&Setup::players(7), 9).is_err());
    assert!(CubeAttack::new(&Setup::players(1), 9).is_err());
}

#[test]
fn random_start_player_then_clockwise() {
    let starters: std::collections::BTreeSet<usize> = (0..40)
        .map(|seed| {
            let game = CubeAttack::new(&Setup::players(3), seed).unwrap();
            assert_eq!(game.to_move(), Some(game.start_player()));
            game.start_player()
        })
        .collect();
    assert_eq!(starters.len(), 3, "every seat starts for some seed");
    assert_eq!(
        CubeAttack::new(&Setup::players(3), 5).unwrap(),
        CubeAttack::new(&Setup::players(3), 5).unwrap()
    );

    let mut game = CubeAttack::new(&Setup::players(3), 2).unwrap();
    let first = game.start_player();
    for step in 1..=3 {
        let seat = game.to_move().unwrap();
        let start = game.start_planet(seat).unwrap();
        let m = game.moves_for_group(Group::new(start, 1, Weapon::Unarmed))[0];
        game.play(&m).unwrap();
        game.play(&Move::End).unwrap();
        assert_eq!(game.to_move(), Some((first + step) % 3));
    }
    assert_eq!(game.round(), 2);
}

// --- Actions ------------------------------------------------------------------------------------

#[test]
fn two_actions_per_turn() {
    let mut game = CubeAttack::new(&Setup::players(2), 4).unwrap();
    let seat = game.to_move().unwrap();
    let start = game.start_planet(seat).unwrap().to_string();
    let out = game
        .map()
        .neighbours(pid(&start))
        .next()
        .unwrap()
        .to_string();
    play(&mut game, &[&format!("m:{start}.1n>{out}")]);
    assert_eq!((game.to_move(), game.actions_left()), (Some(seat), 1));
    play(&mut game, &[&format!("m:{start}.1n>{out}")]);
    assert_eq!(game.to_move(), Some(1 - seat));
    assert_eq!(game.actions_left(), 2);
}

#[test]
fn move_along_an_orbit() {
    let mut game = empty(2);
    place(&mut game, 0, "S30.1n", 1);
    place(&mut game, 0, "E15.1s", 1);
    assert!(listed(&game, "m:S30.1n>E15"));
    assert!(listed(&game, "m:S30.1n>B45"));
    refused(
        &game,
        "m:E15.1s>V",
        Error::NotConnected {
            from: pid("E15"),
            to: pid("V"),
        },
    );
    refused(&game, "m:E15.1s>H7", Error::UnknownPlanet(pid("H7")));
    refused(&game, "m:E75.1s>H0", Error::NoSuchGroup(grp("E75.1s")));
    play(&mut game, &["m:E15.1s>H0", "m:H0.1s>V"]);
    assert_eq!(
        groups(&game),
        [(0, "V.1s".to_string(), 1), (0, "S30.1n".to_string(), 1)]
    );
}

#[test]
fn no_move_into_a_start_planet() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1n", 1);
    place(&mut game, 0, "B225.1n", 1);
    refused(&game, "m:E15.1n>S30", Error::IntoStartPlanet);
    refused(&game, "m:B225.1n>S210", Error::IntoStartPlanet);
    assert!(game
        .legal_moves()
        .iter()
        .all(|m| !matches!(m, Move::Travel { to, .. } if to.kind == PlanetKind::Start)));
}

#[test]
fn activation_refused_with_an_enemy_present() {
    let mut game = empty(2);
    place(&mut game, 0, "B45.1n", 1);
    place(&mut game, 0, "W60.1n", 1);
    place(&mut game, 1, "B45.2l", 1);
    refused(&game, "a:B45.1n", Error::EnemyOnPlanet);
    assert!(listed(&game, "a:W60.1n"));
}

#[test]
fn activating_wuerfel_brings_a_reserve_cube_onto_the_start_planet() {
    let mut game = empty(2);
    place(&mut game, 0, "W60.1n", 1);
    let reserve = game.reserve(0);
    play(&mut game, &["a:W60.1n"]);
    assert_eq!(game.reserve(0), reserve - 1);
    assert_eq!(
        groups(&game),
        [(0, "W60.1n".to_string(), 1), (0, "S30.1n".to_string(), 1)]
    );
    assert_eq!(
        game.last_events(),
        [Event::Activated {
            seat: 0,
            group: grp("W60.1n"),
            effect: Effect::CubeEntered { start: pid("S30") }
        }]
    );
}

#[test]
fn activating_extraleben_gives_one_extra_life_paid_from_the_reserve() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1s", 1);
    let reserve = game.reserve(0);
    play(&mut game, &["a:E15.1s"]);
    assert_eq!(game.reserve(0), reserve - 1);
    assert_eq!(game.cubes_on_map(0), 2);
    assert_eq!(groups(&game), [(0, "E15.2s".to_string(), 1)]);
    refused(&game, "a:E15.2s", Error::AlreadyTwoLives);
}

/// Seat 1's two-life cube on E15 is shot down to one life by seat 0's long-range cube on
/// B45; then it is seat 1's turn.
fn lost_extra_life(options: &[(&str, &str)]) -> CubeAttack {
    let mut game = empty_with(2, options);
    place(&mut game, 0, "B45.1l", 1);
    place(&mut game, 1, "E15.2n", 1);
    play(&mut game, &["x:B45.1l>E15.2n@1"]);
    game.set_turn(1, 0, 1);
    game
}

#[test]
fn relife_again_by_default_a_cube_may_regain_a_lost_extra_life() {
    let mut game = lost_extra_life(&[]);
    assert_eq!(game.relife(), Relife::Again);
    assert!(game.cube_groups().all(|g| !g.spent));
    play(&mut game, &["a:E15.1n"]);
    assert_eq!(groups(&game)[1], (1, "E15.2n".to_string(), 1));
}

#[test]
fn relife_once_a_cube_that_lost_its_extra_life_gains_no_other() {
    let mut game = lost_extra_life(&[("relife", "once")]);
    assert_eq!(game.relife(), Relife::Once);
    let mine: Vec<_> = game.cube_groups().filter(|g| g.owner == 1).collect();
    assert!(mine.len() == 1 && mine[0].spent && mine[0].group == grp("E15.1n"));
    refused(&game, "a:E15.1n", Error::ExtraLifeSpent);
    // It still moves and fights like any cube.
    assert!(listed(&game, "m:E15.1n>S30") || listed(&game, "m:E15.1n>B45"));
    // A fresh cube of the same group may gain one; the marked cube stays as it is.
    place(&mut game, 1, "E15.1n", 1);
    play(&mut game, &["a:E15.1n"]);
    let mut mine: Vec<(String, bool, u8)> = game
        .cube_groups()
        .filter(|g| g.owner == 1)
        .map(|g| (g.group.to_string(), g.spent, g.count))
        .collect();
    mine.sort();
    assert_eq!(
        mine,
        [
            ("E15.1n".to_string(), true, 1),
            ("E15.2n".to_string(), false, 1)
        ]
    );
}

#[test]
fn relife_once_a_mixed_group_moves_the_marked_cube_and_is_hit_on_the_unmarked() {
    let mut game = lost_extra_life(&[("relife", "once")]);
    place(&mut game, 1, "E15.1n", 1);
    // Moving one cube of the group: the marked one goes, the fresh one may still gain.
    play(&mut game, &["m:E15.1n>B345"]);
    let spent: Vec<(String, bool)> = game
        .cube_groups()
        .filter(|g| g.owner == 1)
        .map(|g| (g.group.to_string(), g.spent))
        .collect();
    assert!(spent.contains(&("B345.1n".to_string(), true)), "{spent:?}");
    assert!(spent.contains(&("E15.1n".to_string(), false)), "{spent:?}");
    // Shooting at a mixed group takes the unmarked cube.
    let mut game = lost_extra_life(&[("relife", "once")]);
    place(&mut game, 1, "E15.1n", 1);
    game.set_turn(0, 0, 1);
    play(&mut game, &["x:B45.1l>E15.1n@1"]);
    let left: Vec<bool> = game
        .cube_groups()
        .filter(|g| g.owner == 1)
        .map(|g| g.spent)
        .collect();
    assert_eq!(left, [true]);
}

#[test]
fn relife_and_start_planets_options_take_only_their_values() {
    for (key, bad) in [
        ("relife", "twice"),
        ("start_planets", "open"),
        ("relife", ""),
    ] {
        let setup = Setup::players(2).with(key, bad);
        assert!(CubeAttack::new(&setup, 1).is_err(), "{key}={bad}");
    }
    let keys: Vec<(&str, &str)> = CubeAttack::option_specs()
        .iter()
        .map(|o| (o.key, o.default))
        .collect();
    assert_eq!(
        keys,
        [
            ("start_cubes", "4"),
            ("relife", "again"),
            ("start_planets", "closed")
        ]
    );
}

#[test]
fn start_planets_own_only_forbids_only_returning_to_ones_own() {
    let mut game = empty_with(2, &[("start_planets", "own_only")]);
    assert_eq!(game.start_planets_rule(), StartPlanets::OwnOnly);
    place(&mut game, 0, "E15.1n", 1);
    place(&mut game, 0, "B225.2s", 1);
    refused(&game, "m:E15.1n>S30", Error::IntoOwnStartPlanet);
    // Another seat's start planet, and one no seat uses, are open.
    assert!(listed(&game, "m:B225.2s>S210"));
    assert!(listed(&game, "m:E15.1n>B45"));
    play(&mut game, &["m:B225.2s>S210"]);
    assert_eq!(groups(&game)[1], (0, "S210.2s".to_string(), 1));
    // Still a start planet: not activated, and the cube there is immune to attack.
    refused(&game, "a:S210.2s", Error::StartPlanetCannotBeActivated);
    game.set_turn(1, 0, 1);
    place(&mut game, 1, "S210.1n", 1);
    place(&mut game, 1, "E195.1l", 1);
    refused(&game, "x:E195.1l>S210.2s@0", Error::TargetOnStartPlanet);
    // Seat 1 may not go home either, but may visit seat 0's start planet.
    place(&mut game, 1, "E15.1n", 1);
    refused(&game, "m:E195.1l>S210", Error::IntoOwnStartPlanet);
    assert!(listed(&game, "m:E15.1n>S30"));
}

#[test]
fn activating_bewaffnung_arms_none_then_short_then_long() {
    let mut game = empty(2);
    place(&mut game, 0, "B45.2n", 1);
    place(&mut game, 1, "V.1n", 1);
    play(&mut game, &["a:B45.2n"]);
    assert_eq!(groups(&game)[0], (0, "B45.2s".to_string(), 1));
    play(&mut game, &["end", "m:V.1n>H0", "end"]);
    play(&mut game, &["a:B45.2s"]);
    assert_eq!(groups(&game)[0], (0, "B45.2l".to_string(), 1));
    assert_eq!(
        game.last_events()[0],
        Event::Activated {
            seat: 0,
            group: grp("B45.2s"),
            effect: Effect::Armed(Weapon::Long)
        }
    );
}

#[test]
fn activation_that_changes_nothing_is_not_an_action() {
    let mut game = empty(2);
    place(&mut game, 0, "W60.1n", 1);
    place(&mut game, 0, "E15.2n", 1);
    place(&mut game, 0, "E75.1n", 1);
    place(&mut game, 0, "B45.1l", 1);
    refused(&game, "a:E15.2n", Error::AlreadyTwoLives);
    refused(&game, "a:B45.1l", Error::AlreadyLongRange);
    assert!(listed(&game, "a:W60.1n") && listed(&game, "a:E75.1n"));
    game.set_reserve(0, 0);
    refused(&game, "a:W60.1n", Error::ReserveEmpty);
    refused(&game, "a:E75.1n", Error::ReserveEmpty);
}

#[test]
fn start_planets_and_moons_cannot_be_activated() {
    let mut game = empty(2);
    place(&mut game, 0, "S30.1n", 1);
    place(&mut game, 0, "V.1n", 1);
    place(&mut game, 0, "H120.1s", 1);
    refused(&game, "a:S30.1n", Error::StartPlanetCannotBeActivated);
    refused(&game, "a:V.1n", Error::MoonCannotBeActivated);
    refused(&game, "a:H120.1s", Error::MoonCannotBeActivated);
}

#[test]
fn short_range_attacks_only_the_same_planet() {
    let mut game = empty(2);
    place(&mut game, 0, "H0.1s", 1);
    place(&mut game, 1, "H0.1n", 1);
    place(&mut game, 1, "V.2s", 1);
    assert!(listed(&game, "x:H0.1s>H0.1n@1"));
    refused(&game, "x:H0.1s>V.2s@1", Error::OutOfRange);
    let attacks: Vec<Move> = game
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Attack { .. }))
        .collect();
    assert_eq!(attacks, [mv("x:H0.1s>H0.1n@1")]);
}

#[test]
fn long_range_attacks_the_same_or_a_connected_planet() {
    let mut game = empty(3);
    place(&mut game, 0, "H0.1l", 1);
    place(&mut game, 1, "H0.1n", 1);
    place(&mut game, 2, "V.2s", 1);
    place(&mut game, 1, "E15.1n", 1);
    place(&mut game, 2, "H120.1n", 1);
    for m in ["x:H0.1l>H0.1n@1", "x:H0.1l>V.2s@2", "x:H0.1l>E15.1n@1"] {
        assert!(listed(&game, m), "{m}");
    }
    refused(&game, "x:H0.1l>H120.1n@2", Error::OutOfRange);
    refused(
        &game,
        "x:H0.1l>H120.1n@1",
        Error::NoSuchTarget(Target {
            owner: 1,
            group: grp("H120.1n"),
        }),
    );
}

#[test]
fn cubes_on_a_start_planet_cannot_be_attacked() {
    let mut game = empty(2);
    place(&mut game, 0, "E195.1l", 1);
    place(&mut game, 1, "S210.1n", 3);
    refused(&game, "x:E195.1l>S210.1n@1", Error::TargetOnStartPlanet);
}

#[test]
fn attack_needs_a_weapon() {
    let mut game = empty(2);
    place(&mut game, 0, "V.2n", 1);
    place(&mut game, 1, "V.1n", 1);
    refused(&game, "x:V.2n>V.1n@1", Error::NoWeapon);
    place(&mut game, 0, "V.1s", 1);
    refused(&game, "x:V.1s>V.1s@0", Error::NotAnEnemy);
    assert!(listed(&game, "x:V.1s>V.1n@1"));
}

#[test]
fn two_life_cube_loses_only_its_extra_life_and_keeps_its_weapon() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1s", 1);
    place(&mut game, 1, "V.2l", 1);
    play(&mut game, &["x:V.1s>V.2l@1"]);
    assert_eq!(
        groups(&game),
        [(0, "V.1s".to_string(), 1), (1, "V.1l".to_string(), 1)]
    );
    assert_eq!(game.out_of_game(1), 1);
    assert_eq!(
        game.last_events(),
        [Event::Attacked {
            seat: 0,
            attacker: grp("V.1s"),
            target: "V.2l@1".parse().unwrap(),
            left_game: false
        }]
    );
}

#[test]
fn one_life_cube_leaves_the_game() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1s", 1);
    place(&mut game, 0, "H0.1l", 1);
    place(&mut game, 1, "V.1n", 2);
    play(&mut game, &["x:V.1s>V.1n@1", "x:H0.1l>V.1n@1"]);
    assert_eq!(game.cubes_on_map(1), 0);
    assert_eq!(game.out_of_game(1), 2);
    assert!(matches!(
        game.last_events()[0],
        Event::Attacked {
            left_game: true,
            ..
        }
    ));
}

// --- Once per turn ------------------------------------------------------------------------------

#[test]
fn a_cube_may_not_activate_twice_in_a_turn() {
    let mut game = empty(2);
    place(&mut game, 0, "W60.1n", 1);
    play(&mut game, &["a:W60.1n"]);
    refused(&game, "a:W60.1n", Error::AlreadyActivated);
    // A second, fresh cube on the same planet may.
    let mut game = empty(2);
    place(&mut game, 0, "W60.1n", 2);
    play(&mut game, &["a:W60.1n", "a:W60.1n"]);
    assert_eq!(game.reserve(0), CUBES_PER_PLAYER - 2 - 2);
}

#[test]
fn a_cube_may_not_attack_twice_in_a_turn() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1s", 1);
    place(&mut game, 1, "V.2n", 1);
    play(&mut game, &["x:V.1s>V.2n@1"]);
    refused(&game, "x:V.1s>V.1n@1", Error::AlreadyAttacked);
    let mut game = empty(2);
    place(&mut game, 0, "V.1s", 2);
    place(&mut game, 1, "V.2n", 1);
    play(&mut game, &["x:V.1s>V.2n@1", "x:V.1s>V.1n@1"]);
    assert_eq!(game.cubes_on_map(1), 0);
}

#[test]
fn a_cube_may_move_twice_or_activate_once_and_attack_once() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1n", 1);
    play(&mut game, &["m:E15.1n>H0", "m:H0.1n>V"]);
    assert_eq!(groups(&game), [(0, "V.1n".to_string(), 1)]);

    let mut game = empty(2);
    place(&mut game, 0, "B45.1s", 1);
    place(&mut game, 1, "E15.1n", 1);
    play(&mut game, &["a:B45.1s", "x:B45.1l>E15.1n@1"]);
    assert_eq!(game.cubes_on_map(1), 0);

    let mut game = empty(2);
    place(&mut game, 0, "E15.1s", 1);
    place(&mut game, 1, "E15.1n", 1);
    play(&mut game, &["x:E15.1s>E15.1n@1", "a:E15.1s"]);
    assert_eq!(groups(&game), [(0, "E15.2s".to_string(), 1)]);
}

#[test]
fn what_a_cube_did_this_turn_is_forgotten_at_the_turn_end() {
    let mut game = empty(2);
    place(&mut game, 0, "W60.1n", 1);
    place(&mut game, 1, "W180.1n", 1);
    play(&mut game, &["a:W60.1n"]);
    assert!(game.cube_groups().any(|g| g.activated));
    play(&mut game, &["end"]);
    assert!(game.cube_groups().all(|g| !g.activated && !g.attacked));
    play(&mut game, &["a:W180.1n", "end"]);
    assert!(listed(&game, "a:W60.1n"));
}

#[test]
fn end_turn_early() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1n", 1);
    place(&mut game, 1, "E195.1n", 1);
    refused(&game, "end", Error::EndBeforeFirstAction);
    play(&mut game, &["m:E15.1n>H0"]);
    assert!(listed(&game, "end"));
    play(&mut game, &["end"]);
    assert_eq!((game.to_move(), game.actions_left()), (Some(1), 2));
    assert_eq!(game.last_events(), [Event::TurnEnded { seat: 0 }]);
}

#[test]
fn passing_with_nothing_left() {
    let mut game = empty(2);
    place(&mut game, 1, "V.1n", 1);
    game.set_reserve(0, 0);
    assert_eq!(game.legal_moves(), [Move::Pass]);
    play(&mut game, &["pass"]);
    assert_eq!(game.to_move(), Some(1));
    assert_eq!(game.last_events()[0], Event::Passed { seat: 0 });
    refused(&game, "pass", Error::CubesLeftToPlay);
    // Reserve cubes enter only through a Würfel planet: without a cube on the map, pass.
    let mut game = empty(2);
    place(&mut game, 1, "V.1n", 1);
    assert!(game.reserve(0) > 0);
    assert_eq!(game.legal_moves(), [Move::Pass]);
}

// --- Indistinguishable cubes --------------------------------------------------------------------

#[test]
fn indistinguishable_cubes_give_one_move() {
    let game = CubeAttack::new(&Setup::players(2), 8).unwrap();
    let start = game.start_planet(game.to_move().unwrap()).unwrap();
    assert_eq!(game.legal_moves().len(), 2, "{:?}", game.legal_moves());
    assert_eq!(
        game.cube_groups()
            .filter(|g| g.group.planet == start)
            .count(),
        1
    );

    let mut game = empty(2);
    place(&mut game, 0, "V.1s", 3);
    place(&mut game, 0, "V.2s", 1);
    place(&mut game, 1, "V.1n", 5);
    let moves = game.legal_moves();
    // Two groups × (6 moves + 1 attack).
    assert_eq!(moves.len(), 14, "{moves:?}");
    assert_eq!(game.moves_for_group(grp("V.1s")).len(), 7);
}

#[test]
fn cubes_that_differ_only_in_this_turns_actions_are_one_group_for_moves() {
    let mut game = empty(2);
    place(&mut game, 0, "W60.1n", 2);
    play(&mut game, &["a:W60.1n"]);
    let views: Vec<(bool, u8)> = game
        .cube_groups()
        .filter(|g| g.group == grp("W60.1n"))
        .map(|g| (g.activated, g.count))
        .collect();
    assert_eq!(views, [(false, 1), (true, 1)]);
    let w60 = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.to_string().contains(":W60.1n"))
        .count();
    // 5 moves (V, H0, H120, B45, E75) and one activation, not twice that.
    assert_eq!(w60, 6);
    assert!(listed(&game, "a:W60.1n"));
}

// --- Scoring and end ----------------------------------------------------------------------------

#[test]
fn moon_scoring_alone_earns_the_full_value() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1n", 1);
    place(&mut game, 1, "H120.1n", 1);
    play(&mut game, &["m:V.1n>H0", "m:H0.1n>V", "m:H120.1n>W60"]);
    assert_eq!(
        game.score_half_points(0),
        0,
        "no scoring before the round ends"
    );
    play(&mut game, &["m:W60.1n>H120"]);
    assert_eq!(game.score_half_points(0), 8);
    assert_eq!(game.score_half_points(1), 4);
    assert_eq!((game.score(0), game.score(1)), (4.0, 2.0));
    assert_eq!(game.round(), 2);
    assert!(game.last_events().contains(&Event::MoonScored {
        seat: 0,
        moon: pid("V"),
        half_points: 8,
        shared: false
    }));
    assert!(game.last_events().contains(&Event::RoundEnded { round: 1 }));
}

#[test]
fn moon_scoring_shared_earns_half_each() {
    let mut game = empty(3);
    place(&mut game, 0, "V.1n", 1);
    place(&mut game, 1, "V.2l", 1);
    place(&mut game, 2, "V.1n", 1);
    place(&mut game, 0, "H0.1n", 1);
    place(&mut game, 1, "H0.1n", 1);
    place(&mut game, 2, "E15.1n", 1);
    game.set_turn(2, 0, 1);
    play(&mut game, &["m:E15.1n>B45", "end"]);
    assert_eq!(game.score_half_points(0), 4 + 2);
    assert_eq!(game.score_half_points(1), 4 + 2);
    assert_eq!(game.score_half_points(2), 4);
    assert!(game.last_events().contains(&Event::MoonScored {
        seat: 1,
        moon: pid("H0"),
        half_points: 2,
        shared: true
    }));
}

#[test]
fn several_cubes_of_one_player_on_a_moon_earn_once() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1n", 3);
    place(&mut game, 0, "V.2s", 2);
    place(&mut game, 1, "E15.1n", 1);
    end_round_of_two(&mut game);
    assert_eq!(game.score_half_points(0), 8);
}

#[test]
fn reaching_64_wins() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1n", 1);
    place(&mut game, 1, "E15.1n", 1);
    game.set_score_half_points(0, 120);
    game.set_score_half_points(1, 126);
    end_round_of_two(&mut game);
    assert_eq!(game.score_half_points(0), 128);
    assert_eq!(game.outcome(), Some(Outcome::Winners(vec![0])));
    assert_eq!(game.to_move(), None);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.validate(&Move::Pass), Err(Error::GameOver));
}

#[test]
fn several_reaching_64_in_the_same_round_higher_score_wins() {
    let mut game = empty(3);
    place(&mut game, 0, "V.1n", 1);
    place(&mut game, 1, "H0.1n", 1);
    game.set_score_half_points(0, 124);
    game.set_score_half_points(1, 126);
    game.set_turn(2, 0, 7);
    play(&mut game, &["pass"]);
    assert_eq!(game.score_half_points(0), 132);
    assert_eq!(game.score_half_points(1), 130);
    assert_eq!(game.outcome(), Some(Outcome::Winners(vec![0])));
}

#[test]
fn tie_at_64_goes_on_until_one_leads() {
    let mut game = empty(2);
    place(&mut game, 0, "V.1n", 1);
    place(&mut game, 1, "V.1n", 1);
    game.set_score_half_points(0, 126);
    game.set_score_half_points(1, 126);
    end_round_of_two(&mut game);
    assert_eq!(game.score_half_points(0), 130);
    assert_eq!(game.score_half_points(1), 130);
    assert_eq!(game.outcome(), None);
    assert!(game
        .last_events()
        .contains(&Event::TieAtTop { half_points: 130 }));
    assert_eq!((game.to_move(), game.round()), (Some(0), 2));
    // Seat 0 leaves the shared moon for H0 and back out, seat 1 scores alone.
    play(
        &mut game,
        &["m:V.1n>H0", "m:H0.1n>E15", "m:V.1n>W60", "m:W60.1n>V"],
    );
    assert_eq!(game.score_half_points(1), 138);
    assert_eq!(game.outcome(), Some(Outcome::Winners(vec![1])));
}

#[test]
fn backstop_after_200_rounds_higher_score_wins() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1n", 1);
    place(&mut game, 1, "E195.1n", 1);
    game.set_score_half_points(0, 40);
    game.set_score_half_points(1, 41);
    game.set_turn(0, 0, ROUND_LIMIT - 1);
    end_round_of_two(&mut game);
    assert_eq!((game.outcome(), game.round()), (None, ROUND_LIMIT));
    end_round_of_two(&mut game);
    assert_eq!(game.outcome(), Some(Outcome::Winners(vec![1])));
    assert!(game.last_events().contains(&Event::BackstopReached));
}

#[test]
fn backstop_tie_is_shared() {
    let mut game = empty(3);
    place(&mut game, 0, "E15.1n", 1);
    game.set_score_half_points(0, 50);
    game.set_score_half_points(2, 50);
    game.set_score_half_points(1, 10);
    game.set_turn(2, 0, ROUND_LIMIT);
    play(&mut game, &["pass"]);
    assert_eq!(game.outcome(), Some(Outcome::Winners(vec![0, 2])));
}

// --- Accounting, view, notation -----------------------------------------------------------------

#[test]
fn cubes_are_accounted_on_map_in_reserve_or_out_of_game() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1s", 1);
    place(&mut game, 0, "W60.1n", 1);
    place(&mut game, 1, "E15.2n", 2);
    let total = |g: &CubeAttack, s| g.cubes_on_map(s) + g.reserve(s) + g.out_of_game(s);
    play(&mut game, &["x:E15.1s>E15.2n@1", "a:W60.1n"]);
    assert_eq!((game.cubes_on_map(1), game.out_of_game(1)), (3, 1));
    assert_eq!((game.cubes_on_map(0), game.reserve(0)), (3, 17));
    for seat in 0..2 {
        assert_eq!(total(&game, seat), CUBES_PER_PLAYER);
    }
    game.check_invariants().unwrap();
}

#[test]
fn moves_for_group_lists_its_moves_activation_and_attacks() {
    let mut game = empty(2);
    place(&mut game, 0, "B45.1l", 1);
    place(&mut game, 0, "B45.1s", 1);
    place(&mut game, 1, "E15.1n", 1);
    let mut texts: Vec<String> = game
        .moves_for_group(grp("B45.1s"))
        .iter()
        .map(|m| m.to_string())
        .collect();
    texts.sort();
    assert_eq!(
        texts,
        ["a:B45.1s", "m:B45.1s>E15", "m:B45.1s>E75", "m:B45.1s>W60"]
    );
    assert!(game
        .moves_for_group(grp("B45.1l"))
        .contains(&mv("x:B45.1l>E15.1n@1")));
    assert!(game.moves_for_group(grp("H0.1s")).is_empty());
    assert!(
        game.moves_for_group(grp("E15.1n")).is_empty(),
        "not the mover's"
    );
    // Every listed move belongs to exactly one group's list.
    let per_group: usize = game
        .cube_groups()
        .filter(|g| g.owner == 0)
        .map(|g| game.moves_for_group(g.group).len())
        .sum();
    assert_eq!(per_group, game.legal_moves().len());
}

#[test]
fn last_move_and_events_are_reported() {
    let mut game = empty(2);
    place(&mut game, 0, "E15.1n", 1);
    place(&mut game, 1, "V.1n", 1);
    assert_eq!(game.last_move(), None);
    play(&mut game, &["m:E15.1n>H0"]);
    assert_eq!(game.last_move(), Some(mv("m:E15.1n>H0")));
    assert_eq!(
        game.last_events(),
        [Event::Travelled {
            seat: 0,
            group: grp("E15.1n"),
            to: pid("H0")
        }]
    );
    play(&mut game, &["end", "m:V.1n>W60", "end"]);
    assert_eq!(
        game.last_events(),
        [
            Event::TurnEnded { seat: 1 },
            Event::RoundEnded { round: 1 },
            Event::MoonScored {
                seat: 0,
                moon: pid("H0"),
                half_points: 4,
                shared: false
            }
        ]
    );
}

#[test]
fn notation_round_trips_and_rejects_garbage() {
    for text in [
        "m:S30.1n>E15",
        "a:W60.1n",
        "x:B45.1s>E15.2n@1",
        "x:V.2l>H0.1s@5",
        "end",
        "pass",
    ] {
        assert_eq!(mv(text).to_string(), text);
    }
    assert_eq!(
        mv("m:S30.1n>E15"),
        Move::Travel {
            group: Group::new(PlanetId::new(PlanetKind::Start, 30), 1, Weapon::Unarmed),
            to: PlanetId::new(PlanetKind::ExtraLife, 15),
        }
    );
    for bad in [
        "",
        "m:",
        "m:S30",
        "m:S30.1n",
        "m:S30.1n>",
        "m:S30.3n>E15",
        "m:S30.1x>E15",
        "a:Q1.1n",
        "a:W+60.1n",
        "a:W60.1nn",
        "x:B45.1s>E15.2n",
        "x:B45.1s>E15.2n@",
        "x:B45.1s>E15.2n@-1",
        "x:B45.1s>E15.2n@99999999999999999999999",
        "a:W99999.1n",
        "END",
        "pass ",
        "m:S30.1n>E15;",
        "é",
        "a:é.1n",
        "x:V.1s>V.1s@1@2",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?} parsed");
    }
}

#[cfg(feature = "serde")]
#[test]
fn state_and_map_survive_serde_and_broken_maps_are_refused_on_load() {
    let mut game = CubeAttack::new(&Setup::players(4), 12).unwrap();
    let m = game.legal_moves()[0];
    game.play(&m).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    let back: CubeAttack = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);

    let mut data = MapData::standard();
    data.orbits
        .retain(|&(a, b)| (a, b) != (pid("S30"), pid("E15")));
    let json = serde_json::to_string(&data).unwrap();
    assert!(serde_json::from_str::<Map>(&json).is_err());
}

// --- Conformance --------------------------------------------------------------------------------

/// Every move that names a group on the map, a planet or a target is checked against the
/// list: `validate` accepts exactly the listed ones (the conformance suite only samples).
#[test]
fn validate_agrees_with_legal_moves_on_every_candidate() {
    use rules::GameRng;
    for (players, seed) in [(2, 1), (3, 2), (4, 3)] {
        let setup = Setup::players(players).with("start_cubes", "3");
        let mut game = CubeAttack::new(&setup, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let planets: Vec<PlanetId> = game.map().planets().iter().map(|p| p.id).collect();
        for _ in 0..150 {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let groups: Vec<_> = game.cube_groups().collect();
            let mut candidates = vec![Move::End, Move::Pass];
            for g in &groups {
                candidates.push(Move::Activate { group: g.group });
                for &to in &planets {
                    candidates.push(Move::Travel { group: g.group, to });
                }
                for t in &groups {
                    for owner in 0..players {
                        let target = Target {
                            owner,
                            group: t.group,
                        };
                        candidates.push(Move::Attack {
                            group: g.group,
                            target,
                        });
                    }
                }
            }
            for m in &candidates {
                assert_eq!(
                    game.validate(m).is_ok(),
                    legal.contains(m),
                    "{m} at {game:?}"
                );
            }
            assert!(legal.iter().all(|m| game.validate(m).is_ok()));
            let m = legal[rng.below(legal.len() as u64) as usize];
            game.play(&m).unwrap();
        }
    }
}
