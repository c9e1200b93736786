//! The conformance suite ([`rules::conformance`]) over every game of the registry, so no game
//! can skip it: every player count, and every option's other values (each Bool flipped,
//! each other choice, each Int's bounds). How many games a setup plays and how long they
//! may run is the one per-game choice, an exhaustive `match` in [`plan`], so a new game
//! does not compile here until it has one. Each game's own tests add its extra checks
//! (which endings random games reach, whole Cubus games in release); the perft counts of
//! every game are data, `tests/<game>.perft`, read by `perft.rs`.

use rules::conformance;
use rules::cube_attack::ROUND_LIMIT;
use rules::mojave::BACKSTOP;
use rules::{visit_game, AnyGame, Game, GameId, GameVisitor, OptionKind, Setup};

/// How hard the suite tries one setup of a game.
struct Plan {
    /// Random games per setup.
    games: usize,
    /// Moves a game may last.
    max_moves: usize,
    /// Whether every game must end within `max_moves`; otherwise each game is checked for
    /// its first `max_moves` moves (for games too slow to finish in a debug build).
    to_the_end: bool,
}

impl Plan {
    /// `games` whole games, each ending within `max_moves`.
    fn whole(games: usize, max_moves: usize) -> Plan {
        Plan {
            games,
            max_moves,
            to_the_end: true,
        }
    }

    /// The first `max_moves` moves of `games` games.
    fn openings(games: usize, max_moves: usize) -> Plan {
        Plan {
            games,
            max_moves,
            to_the_end: false,
        }
    }
}

fn plan(id: GameId) -> Plan {
    match id {
        GameId::Cubulus => Plan::whole(60, 400),
        // The build search makes whole games slow in debug builds: the opening into the
        // first builds here, whole games in `tests/cubus.rs` (`conformance_full_games`).
        GameId::Cubus => Plan::openings(2, 24),
        // Two actions a turn, every seat a turn a round.
        GameId::CubeAttack => Plan::whole(4, ROUND_LIMIT as usize * 6 * 2 + 1),
        GameId::Cubes => Plan::whole(2, 2000),
        GameId::Mojave => Plan::whole(4, BACKSTOP as usize),
    }
}

/// One setup per player count, then one per other value of each option (at player counts
/// taken in turn, so the variants meet different tables).
fn setups(id: GameId) -> Vec<Setup> {
    let players: Vec<usize> = AnyGame::player_range(id).collect();
    let mut out: Vec<Setup> = players.iter().map(|&n| Setup::players(n)).collect();
    for spec in AnyGame::option_specs(id) {
        let values: Vec<String> = match spec.kind {
            OptionKind::Bool => vec!["true".into(), "false".into()],
            OptionKind::Int { min, max } => vec![min.to_string(), max.to_string()],
            OptionKind::Choice(choices) => choices.iter().map(|c| c.to_string()).collect(),
            // Free text in the game's own format (a Cubus Abbau stack): its values are the
            // game's own scenario tests' business, not a list the suite can walk.
            OptionKind::Text => Vec::new(),
        };
        for value in values.iter().filter(|v| *v != spec.default) {
            let n = players[out.len() % players.len()];
            out.push(Setup::players(n).with(spec.key, value));
        }
    }
    out
}

struct Suite {
    setups: Vec<Setup>,
    plan: Plan,
}

impl GameVisitor for Suite {
    type Output = Result<String, String>;
    fn visit<G: Game + 'static>(self) -> Self::Output {
        let Plan {
            games,
            max_moves,
            to_the_end,
        } = self.plan;
        let mut lines = Vec::new();
        for (i, setup) in self.setups.iter().enumerate() {
            let first_seed = 100 * i as u64 + 1;
            let fail = |v: conformance::Violation| format!("{} {setup:?}: {v}", G::ID);
            if to_the_end {
                let report =
                    conformance::run::<G>(setup, first_seed, games, max_moves).map_err(fail)?;
                if report.games != games {
                    return Err(format!("{} {setup:?}: {}", G::ID, report.summary()));
                }
                lines.push(format!("{} {setup:?}: {}", G::ID, report.summary()));
            } else {
                for seed in first_seed..first_seed + games as u64 {
                    conformance::random_game::<G>(setup, seed, max_moves).map_err(fail)?;
                }
                lines.push(format!("{} {setup:?}: {games} openings", G::ID));
            }
        }
        Ok(lines.join("\n"))
    }
}

#[test]
fn every_game_keeps_the_game_contract() {
    for id in GameId::ALL {
        let suite = Suite {
            setups: setups(id),
            plan: plan(id),
        };
        let t = std::time::Instant::now();
        match visit_game(id, suite) {
            Ok(report) => println!("{report}\n{id}: {:?}", t.elapsed()),
            Err(e) => panic!("{e}"),
        }
    }
}

#[test]
fn every_player_count_and_option_value_gets_a_setup() {
    let cube_attack = setups(GameId::CubeAttack);
    // 2 to 6 players, then start_cubes at its bounds 1 and 20 (4 is the default), then
    // the other value of each reading: relife = once, start_planets = own_only.
    assert_eq!(cube_attack.len(), 5 + 2 + 2);
    assert!(cube_attack
        .iter()
        .any(|s| s.options.get("start_cubes").map(String::as_str) == Some("20")));
    for id in GameId::ALL {
        let setups = setups(id);
        for setup in &setups {
            assert!(
                AnyGame::new(id, setup, 1).is_ok(),
                "{id} {setup:?} is a valid setup"
            );
        }
        for n in AnyGame::player_range(id) {
            assert!(setups.iter().any(|s| s.players == n), "{id}: {n} players");
        }
    }
}
