//! Positions (issue 45) for every game: taken from any state reached in random games, they
//! round-trip through their text and rebuild a state with the same position, legal moves,
//! outcome and views; a position with hidden parts to be dealt deals them from the seed.

mod common;
#[path = "shared/mojave_board.rs"]
mod mojave_board;

use rules::cube_attack::CubeAttack;
use rules::cubes::Cubes;
use rules::cubulus::Cubulus;
use rules::cubus::Cubus;
use rules::mojave::Mojave;
use rules::{conformance, AnyGame, Editable, Game, GameId, Record, Session, Sight};

/// The states of a random game of `id` from `seed`, every one of them.
fn states(id: GameId, seed: u64, plies: usize) -> Vec<AnyGame> {
    let record = common::random_game(id)(seed, plies);
    let mut g = record.start().unwrap();
    let mut out = vec![g.clone()];
    for m in &record.moves {
        g.play_str(m).unwrap();
        out.push(g.clone());
    }
    out
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn a_position_from_any_state_of_random_games_round_trips() {
    for id in GameId::ALL {
        let (games, plies) = match id {
            GameId::Cubus => (4, 60),
            _ => (12, 400),
        };
        for seed in 0..games {
            for (ply, g) in states(id, seed, plies).iter().enumerate() {
                let at = format!("{id} seed {seed} ply {ply}");
                let text = g.position_text(Sight::Whole);
                assert!(text.len() <= rules::limits::POSITION, "{at}: {text}");
                let back = AnyGame::from_position(id, &text, seed ^ 99)
                    .unwrap_or_else(|e| panic!("{at}: {text}: {e}"));
                assert_eq!(back.position_text(Sight::Whole), text, "{at}");
                back.check_invariants()
                    .unwrap_or_else(|e| panic!("{at}: {text}: {e}"));
                assert_eq!(back.to_move(), g.to_move(), "{at}: {text}");
                assert_eq!(back.outcome(), g.outcome(), "{at}: {text}");
                if id != GameId::Cubus || ply % 5 == 0 {
                    assert_eq!(
                        sorted(back.legal_moves()),
                        sorted(g.legal_moves()),
                        "{at}: {text}"
                    );
                }
                for observer in std::iter::once(None).chain((0..g.players()).map(Some)) {
                    assert_eq!(
                        back.view(observer).position_text(Sight::Whole),
                        g.view(observer).position_text(Sight::Whole),
                        "{at}: the view of {observer:?}"
                    );
                }
            }
        }
    }
}

/// The conformance suite from positions set up in the editor: positions taken mid-game from
/// random games and rebuilt (hidden parts given, and dealt from the seed), and a few set
/// by hand.
#[test]
fn the_conformance_suite_holds_from_editor_positions() {
    fn from<G: Editable>(text: &str, seed: u64, max_moves: usize) {
        let p: G::Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let g = G::from_position(&p, seed).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        conformance::random_game_from(g, seed, max_moves)
            .unwrap_or_else(|v| panic!("{} {text}: {v}", G::ID));
    }
    fn midgames<G: Editable + 'static>(games: u64, plies: usize, max_moves: usize) {
        for seed in 0..games {
            let record = common::random_game(G::ID)(seed, plies);
            let g: G = record.replay_as().unwrap();
            for sight in [Sight::Whole, Sight::Spectator] {
                from::<G>(&g.position(sight).to_string(), seed, max_moves);
            }
        }
    }
    midgames::<Cubulus>(6, 40, 400);
    midgames::<CubeAttack>(4, 80, 3000);
    midgames::<Cubes>(3, 60, 600);
    midgames::<Mojave>(4, 40, 400);
    midgames::<Cubus>(1, 8, 12);
    // Set by hand.
    from::<Cubulus>("2 nnnnnnnnn/........./......... 0 - 9 1", 3, 400);
    from::<Cubulus>("3 0.1....../..2....../......... 0 - 3 1", 3, 400);
    from::<CubeAttack>(
        "3 V.2l@0,H0.1s@1*2,S270.1n@2 5,10,19 12,4,0 1 2 7 0 - relife=once",
        3,
        3000,
    );
    from::<Cubes>(
        "2 w.w.w.w.w./.w.w.w.w.w/w.w.w.w.w./.w.w.w.w.w/w.w.w.w.w./.w.w.w.w.w/........../........../........../.......... 0 0 2 0 1,0 ?/? - -",
        3,
        600,
    );
    from::<Mojave>(
        &mojave_board::mojave_board(
            16,
            &[("c3", "r12"), ("h9", "r51"), ("h10", "b51"), ("m14", "b36")],
            "r 1 40 0 h10:h9",
        ),
        3,
        400,
    );
    from::<Cubus>(
        "3 2200/2200/0000/0000 1.0.0.1/0.2.0.0/0.0.0.0 5,1,0 2,2,2 0 b2 0 -",
        3,
        6,
    );
}

/// What a seat or a spectator is given carries no hand it may not see, and parts left to
/// be dealt are dealt from the seed alone.
#[test]
fn hidden_parts_stay_hidden_and_deal_from_the_seed() {
    let record = common::random_game(GameId::Cubes)(7, 80);
    let g: Cubes = record.replay_as().unwrap();
    let whole = g.position(Sight::Whole);
    assert!(whole.hands.iter().all(Option::is_some));
    for seat in 0..g.players() {
        let seen = g.position(Sight::Seat(seat));
        for (s, hand) in seen.hands.iter().enumerate() {
            assert_eq!(hand.is_some(), s == seat, "seat {seat} sees hand {s}");
        }
        let text = seen.to_string();
        let a = AnyGame::from_position(GameId::Cubes, &text, 11).unwrap();
        let b = AnyGame::from_position(GameId::Cubes, &text, 11).unwrap();
        assert_eq!(a, b, "the same position and seed deal the same");
        let c = AnyGame::from_position(GameId::Cubes, &text, 12).unwrap();
        assert_eq!(
            c.position_text(Sight::Seat(seat)),
            text,
            "what the seat sees is kept"
        );
        // The seat's own view of the rebuilt game is the view it had.
        assert_eq!(
            a.view(Some(seat)).position_text(Sight::Seat(seat)),
            AnyGame::Cubes(g.clone())
                .view(Some(seat))
                .position_text(Sight::Seat(seat))
        );
    }
    let spectator = g.position(Sight::Spectator);
    assert!(spectator.hands.iter().all(Option::is_none));
    // Cubus hides only the deck's order: the position never carries it, and the seed
    // shuffles it.
    let record = common::random_game(GameId::Cubus)(7, 6);
    let text = record.replay().unwrap().position_text(Sight::Spectator);
    let a = AnyGame::from_position(GameId::Cubus, &text, 1).unwrap();
    let b = AnyGame::from_position(GameId::Cubus, &text, 1).unwrap();
    assert_eq!(a, b);
}

/// Every position the editor can produce (here: from random games, seen by each sight)
/// replays, saves and loads through a record and a link, and a session opens it.
#[test]
fn editor_positions_replay_save_and_load_through_records_and_links() {
    for id in GameId::ALL {
        let plies = if id == GameId::Cubus { 8 } else { 60 };
        for seed in 0..3 {
            let played = common::random_game(id)(seed, plies);
            let on = common::from_midgame(&played);
            assert!(
                on.replay().is_ok(),
                "a game played on from a position replays"
            );
            let g = played.replay().unwrap();
            let sights = std::iter::once(Sight::Whole)
                .chain([Sight::Spectator])
                .chain((0..g.players()).map(Sight::Seat));
            for sight in sights {
                let text = g.position_text(sight);
                let record = Record::from_position(id, &text, seed + 100).unwrap();
                let start = record.replay().unwrap();
                assert_eq!(start.position_text(sight), text, "{id} {sight:?}");
                let json = record.to_json().unwrap();
                assert_eq!(Record::from_json(&json).as_ref(), Ok(&record));
                let link = record.to_link().unwrap();
                assert_eq!(Record::from_link(&link).as_ref(), Ok(&record));
                let session = Session::from_record(&record).unwrap();
                assert_eq!(session.current(), &start);
                assert_eq!(session.record(), record);
                // And a move played from it.
                if let Some(m) = start.legal_moves().first() {
                    let mut on = record.clone();
                    on.moves.push(m.clone());
                    let link = on.to_link().unwrap();
                    assert_eq!(Record::from_link(&link).as_ref(), Ok(&on));
                    let mut s = Session::from_record(&record).unwrap();
                    s.play(m).unwrap();
                    assert_eq!(s.record(), on);
                    assert_eq!(on.replay().as_ref(), Ok(s.current()));
                }
            }
        }
    }
}

#[test]
fn old_records_without_a_position_still_read() {
    let old =
        r#"{ "game": "cubulus", "players": 3, "options": {}, "seed": 77, "moves": ["z00+"] }"#;
    let r = Record::from_json(old).unwrap();
    assert_eq!(r.position, None);
    assert!(!r.to_json().unwrap().contains("position"));
}
