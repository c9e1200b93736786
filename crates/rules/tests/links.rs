//! Links: link → record → link is the identity for random games of every game, old links
//! still open, and long games fit (or fail with their own error).
//!
//! The property runs 1,000 random games of every game in release (`scripts/fuzz.sh` runs it);
//! a debug build, as in `cargo test --workspace`, runs fewer of the games whose moves are
//! slow to list unoptimized (see [`games_per_game`]). `LINK_GAMES` overrides both.

mod common;

use rules::cube_attack::CubeAttack;
use rules::cubulus::Cubulus;
use rules::{limits, link, Game, GameId, GameRng, Record, RecordError, Setup};

/// Plies per random game: long enough to reach most games' ends, short enough that 1,000
/// games of each game run in seconds.
const MAX_PLIES: usize = 400;

/// How the link tests sample a game (a new game must choose here, or nothing compiles).
struct Plan {
    /// Random games in a debug build: chosen to keep the suite near 30 s there.
    debug_games: u64,
    /// Seeds whose longest game, played to its end, is the game's long game.
    long_seeds: u64,
}

fn plan(id: GameId) -> Plan {
    let (debug_games, long_seeds) = match id {
        GameId::Cubulus => (1000, 8),
        GameId::Cubus => (1, 1),
        GameId::CubeAttack => (200, 8),
        GameId::Cubes => (10, 2),
        GameId::Mojave => (10, 2),
    };
    Plan {
        debug_games,
        long_seeds,
    }
}

/// 1,000 in release; in debug, the plan's number.
fn games_per_game(id: GameId) -> u64 {
    std::env::var("LINK_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) {
            plan(id).debug_games
        } else {
            1000
        })
}

fn round_trip(record: &Record) -> usize {
    let code = record
        .to_link()
        .unwrap_or_else(|e| panic!("{e}: {record:?}"));
    let back = Record::from_link(&code).unwrap_or_else(|e| panic!("{e}: {code}"));
    assert_eq!(&back, record, "record → link → record");
    assert_eq!(
        back.to_link().as_deref(),
        Ok(code.as_str()),
        "link → record → link"
    );
    code.len()
}

fn property(id: GameId) {
    let started = std::time::Instant::now();
    let games = games_per_game(id);
    let random = common::random_game(id);
    let mut longest = 0;
    for seed in 0..games {
        longest = longest.max(round_trip(&random(seed, MAX_PLIES)));
    }
    println!(
        "{id}: {games} games, longest link {longest} chars, {:.1?}",
        started.elapsed()
    );
}

/// Every game at once, a thread each (the slow ones set the pace).
#[test]
fn link_round_trips_random_games_of_every_game() {
    std::thread::scope(|s| {
        for id in GameId::ALL {
            s.spawn(move || property(id));
        }
    });
}

/// The longest of `seeds` random games (played to their end: every game ends before 2,000).
fn long_game(id: GameId, seeds: u64) -> Record {
    let random = common::random_game(id);
    (0..seeds)
        .map(|seed| random(seed, 2000))
        .max_by_key(|r| r.moves.len())
        .unwrap()
}

/// A Cube Attack game of six players that runs to the round limit, two actions a turn:
/// random moves, but no move onto or activation of a moon (where points come from), no
/// attack and no early end of a turn while another move exists.
fn cube_attack_without_scoring(seed: u64, plies: usize) -> Record {
    let setup = Setup::players(6);
    let mut g = CubeAttack::new(&setup, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut record = Record::new(GameId::CubeAttack, &setup, seed);
    while g.outcome().is_none() && record.moves.len() < plies {
        let all = g.legal_moves();
        let calm: Vec<_> = all
            .iter()
            .filter(|m| {
                let t = m.to_string();
                !["a:H", "a:V", ">H", ">V", "x:", "end"]
                    .iter()
                    .any(|p| t.contains(p))
            })
            .collect();
        let m = if calm.is_empty() {
            &all[rng.below(all.len() as u64) as usize]
        } else {
            calm[rng.below(calm.len() as u64) as usize]
        };
        g.play(m).unwrap();
        record.moves.push(m.to_string());
    }
    record
}

#[test]
fn a_2400_move_cube_attack_game_fits_in_a_link() {
    let record = cube_attack_without_scoring(5, 2400);
    assert_eq!(record.moves.len(), 2400);
    let code = record.to_link().unwrap();
    let old = link::encode_v1(&record);
    println!(
        "2,400 Cube Attack moves: link {} chars (format 1: {})",
        code.len(),
        old.len()
    );
    assert!(code.len() <= limits::LINK, "{}", code.len());
    assert_eq!(Record::from_link(&code), Ok(record.clone()));
    assert_eq!(Record::from_link(&old), Ok(record));
}

#[test]
fn long_games_of_every_game_fit_and_old_links_of_them_open() {
    for id in GameId::ALL {
        let r = long_game(id, plan(id).long_seeds);
        let old = link::encode_v1(&r);
        let new = round_trip(&r);
        println!(
            "{}: {} moves, link {new} chars (format 1: {})",
            r.game,
            r.moves.len(),
            old.len()
        );
        assert_eq!(Record::from_link(&old), Ok(r));
    }
}

#[test]
fn link_with_an_illegal_move_names_its_ply_and_text() {
    let mut r = Record::new(GameId::Cubulus, &Setup::players(2), 3);
    let mut g = Cubulus::new(&Setup::players(2), 3).unwrap();
    for _ in 0..3 {
        let m = g.legal_moves()[0];
        g.play(&m).unwrap();
        r.moves.push(m.to_string());
    }
    r.moves.push("zzz".into());
    let old = link::encode_v1(&r);
    assert!(matches!(
        Record::from_link(&old),
        Err(RecordError::IllegalMove { ply: 4, text, .. }) if text == "zzz"
    ));
    assert!(matches!(
        r.to_link(),
        Err(RecordError::IllegalMove { ply: 4, text, .. }) if text == "zzz"
    ));
}

#[test]
fn link_of_an_unknown_game_is_its_own_kind() {
    let r = Record::new(GameId::Cubulus, &Setup::players(2), 3);
    let old = link::encode_v1(&Record {
        game: "chess".into(),
        ..r
    });
    assert_eq!(
        Record::from_link(&old),
        Err(RecordError::UnknownGame("chess".into()))
    );
}

#[test]
fn session_refuses_a_huge_move_and_quotes_80_characters() {
    let mut s = rules::Session::new(GameId::Cubulus, &Setup::players(2), 1).unwrap();
    for len in [500_000, 900] {
        let e = s.play(&"q".repeat(len)).unwrap_err();
        assert!(e.to_string().len() < 300, "{e}");
    }
    assert!(s.moves().is_empty());
}

#[test]
fn a_record_from_a_position_links_and_opens_in_format_3() {
    for id in GameId::ALL {
        let plies = if id == GameId::Cubus { 8 } else { 60 };
        for seed in 0..3 {
            let record = common::from_midgame(&common::random_game(id)(seed, plies));
            let code = record
                .to_link()
                .unwrap_or_else(|e| panic!("{e}: {record:?}"));
            assert!(code.starts_with('3'), "{code}");
            assert_eq!(Record::from_link(&code), Ok(record.clone()));
            let replayed = record.replay().unwrap_or_else(|e| panic!("{e}"));
            let json = record.to_json().unwrap();
            assert!(json.contains("\"position\""), "{json}");
            let back = Record::from_json(&json).unwrap();
            assert_eq!(back, record);
            assert_eq!(back.replay().unwrap(), replayed, "saved and loaded exactly");
        }
    }
}
