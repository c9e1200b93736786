//! Per-seat views ([`rules::Game::view`]), what the online server sends each seat: they
//! travel as JSON and come back whole, they keep what the seat may see, and they hide
//! what it may not (the suite in `conformance.rs` checks the latter for every game).

use rules::cubes::Cubes;
use rules::{AnyGame, Game, GameId, GameRng, Setup};

/// A game of `id` after `plies` random moves.
fn played(id: GameId, players: usize, plies: usize, seed: u64) -> AnyGame {
    let mut g = AnyGame::new(id, &Setup::players(players), seed).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = GameRng::new(seed);
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = &moves[rng.below(moves.len() as u64) as usize];
        g.play_str(m).unwrap_or_else(|e| panic!("{e}"));
    }
    g
}

#[test]
fn every_view_round_trips_through_json() {
    for id in GameId::ALL {
        let players = *AnyGame::player_range(id).start();
        let g = played(id, players, 12, 7);
        for observer in (0..players).map(Some).chain([None]) {
            let view = g.view(observer);
            let json = serde_json::to_string(&view).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert!(
                json.starts_with(&format!("{{\"{}\":", id.as_str())),
                "{json:.40}"
            );
            let back: AnyGame = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{id}: {e}"));
            // Compared as JSON: Cubus does not save its RNG (only the deal uses it).
            let again = serde_json::to_string(&back).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(again, json, "{id} {observer:?}");
            assert_eq!(back.legal_moves(), view.legal_moves(), "{id} {observer:?}");
        }
    }
}

#[test]
fn a_cubes_view_shows_the_own_hand_and_not_the_others() {
    let players = 2;
    let g = played(GameId::Cubes, players, 40, 3);
    let AnyGame::Cubes(real) = &g else {
        unreachable!()
    };
    let AnyGame::Cubes(seen) = g.view(Some(1)) else {
        unreachable!()
    };
    assert_eq!(seen.hand(1), real.hand(1), "the own hand is kept");
    assert_eq!(
        seen.hand_len(0),
        real.hand_len(0),
        "the other hand's size is public"
    );
    assert_eq!(seen.draw_pile_len(), real.draw_pile_len());
    // Another deal of seat 0's hand and the pile gives the very same view.
    let mut other: Cubes = real.determinize(Some(1), &mut GameRng::new(99));
    assert_ne!(
        other.hand(0),
        real.hand(0),
        "the re-deal changed the hidden hand"
    );
    other = other.view(Some(1));
    assert_eq!(other, seen);
}

#[test]
fn a_view_does_not_carry_the_games_rng() {
    let g = played(GameId::Cubes, 2, 5, 11);
    let json = serde_json::to_string(&g).unwrap_or_else(|e| panic!("{e}"));
    let view = serde_json::to_string(&g.view(Some(0))).unwrap_or_else(|e| panic!("{e}"));
    let rng_of = |s: &str| s.find("\"rng\"").map(|i| s[i..i + 60].to_string());
    assert!(rng_of(&json).is_some());
    assert_ne!(rng_of(&json), rng_of(&view));
}

#[test]
fn a_cubus_view_with_a_column_too_high_is_refused_when_read() {
    let g = played(GameId::Cubus, 2, 6, 5);
    let mut value = serde_json::to_value(g.view(Some(0))).unwrap_or_else(|e| panic!("{e}"));
    let stack = &mut value["cubus"]["stack"];
    assert!(stack.is_array(), "{stack}");
    stack[3] = serde_json::json!(9);
    let read = serde_json::from_value::<AnyGame>(value);
    assert!(read.is_err(), "a height of 9 was read");
}
