//! Positions (issue 45) for every game: taken from any state reached in random games, they
//! round-trip through their text and rebuild a state with the same position, legal moves,
//! outcome and views; a position with hidden parts to be dealt deals them from the seed.

mod common;

use rules::{AnyGame, GameId, Sight};

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
