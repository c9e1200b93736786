//! The Cubus player's search (`ai::cubus`): legal and repeatable at every level, looking
//! past its own build to the next player's reply, knocking as the rule note decides, and
//! playing the Abbau.

use ai::{choose_move, Level, Spec};
use rules::cubus::{search, Cards, Cubus, Move, Phase, Situation, Stack};
use rules::{Game, Setup};

const NONE: Cards = Cards::new(0, 0, 0, 0);

fn specs() -> [Spec; 4] {
    [
        Level::Easy.into(),
        Level::Medium.into(),
        Level::Hard.into(),
        Spec::hard(1),
    ]
}

/// Rows y = 0..3 of four column heights, as `2200/1000/0000/0000`.
fn stack(rows: &str) -> Stack {
    let mut h = [0u8; 16];
    for (slot, c) in h.iter_mut().zip(rows.chars().filter(|c| *c != '/')) {
        *slot = c.to_digit(10).expect("a height") as u8;
    }
    Stack::new(h).expect("a stack")
}

/// Build turns of greedy games while the stack is small (debug builds search slowly).
fn early_build_positions(players: usize, seed: u64) -> Vec<Cubus> {
    let mut g = Cubus::new(&Setup::players(players), seed).expect("setup");
    let mut out = Vec::new();
    while let Some(m) = ai::cubus::choose(&g) {
        if g.crates() >= 12 {
            break;
        }
        if *g.phase() == Phase::Build {
            out.push(g.clone());
        }
        g.play(&m).expect("greedy moves are legal");
    }
    out
}

#[test]
fn every_level_picks_a_legal_move_and_repeats_it_for_the_same_seed() {
    for players in 2..=4 {
        for g in early_build_positions(players, players as u64)
            .iter()
            .step_by(3)
        {
            for spec in specs() {
                let m = choose_move(g, spec, 9).expect("the game is running");
                assert_eq!(g.validate(&m), Ok(()), "{spec}: {m}");
                assert_eq!(choose_move(g, spec, 9), Some(m), "{spec}: another move");
            }
        }
    }
}

/// Two players; the mover holds three left sides over a small table
/// (`2200/1000/0000/0000`), where the greedy build scores 3.
fn three_left_sides() -> Cubus {
    let mut g = Cubus::new(&Setup::players(2), 1).expect("setup");
    let mut hands = [NONE; 2];
    hands[g.current()] = Cards::new(3, 0, 0, 0);
    g.set_position(&stack("2200/1000/0000/0000"), 0, &hands)
        .expect("position");
    g
}

#[test]
fn hard_gives_up_points_to_leave_the_next_player_less() {
    // The mover holds three left sides; the 3-point greedy build leaves a table on which the
    // next player scores up to 4 with the card they draw. Hard gives up points for a table
    // that leaves them less (it took a 2-point build leaving nothing before it also counted
    // its own follow-up; now a 1-point build leaving at most 2).
    let g = three_left_sides();
    let me = g.current();
    let best = g.best_build().expect("a build scores");

    let reply_after = |m: &Move| -> i32 {
        let mut after = g.clone();
        after.play(m).expect("legal");
        let other = 1 - me;
        [(1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0), (0, 0, 0, 1)]
            .into_iter()
            .map(|(l, r, t, o)| {
                let hand = after.hand(other) + Cards::new(l, r, t, o);
                Situation::grow(after.stack(), after.open_columns(), hand)
                    .ok()
                    .and_then(|sit| search::best_build(&sit))
                    .map_or(0, |b| b.points)
            })
            .max()
            .unwrap_or(0)
    };
    let greedy = Move::from(&best);
    let hard = choose_move(&g, Level::Hard, 1).expect("running");
    let Move::Build(b) = hard else {
        panic!("hard builds: {hard}");
    };
    let points = g.evaluate_build(&b.stack, b.open).expect("legal").points;
    assert!(points < best.points, "hard {hard} scores {points}");
    assert!(reply_after(&hard) < reply_after(&greedy), "hard {hard}");
    assert_eq!(choose_move(&g, Spec::hard(1), 1), Some(greedy));
}

#[test]
fn easy_and_medium_take_the_build_scoring_most_among_those_they_see() {
    // Build turns of a greedy game, small and larger tables alike.
    let mut seen_less = 0;
    for g in early_build_positions(3, 21)
        .iter()
        .chain(&early_build_positions(2, 22))
    {
        let best = g.best_build().map(|b| b.points);
        for (level, sight) in [
            (Level::Easy, ai::cubus::EASY_SIGHT),
            (Level::Medium, ai::cubus::MEDIUM_SIGHT),
        ] {
            let seen = ai::cubus::seen_candidates(g, sight as usize);
            let m = choose_move(g, level, 1).expect("running");
            match seen.first() {
                Some(want) => {
                    assert_eq!(m, Move::from(want), "{level}");
                    assert!(Some(want.points) <= best, "{level}");
                    seen_less += usize::from(Some(want.points) < best);
                }
                None => assert!(!matches!(m, Move::Build(_)), "{level}: {m}"),
            }
        }
    }
    assert!(
        seen_less > 0,
        "somewhere a level sees less than the best build"
    );
}

/// A 3-player game where the mover declared no build holding `hand`; the next seat is
/// asked whether to knock.
fn knock_window(hand: Cards) -> Cubus {
    let mut g = Cubus::new(&Setup::players(3), 11).expect("setup");
    let mut hands = [NONE; 3];
    hands[g.current()] = hand;
    g.set_position(&stack("1000/0000/0000/0000"), 0, &hands)
        .expect("position");
    g.play(&Move::NoBuild).expect("knocking is on");
    g
}

#[test]
fn every_level_knocks_exactly_when_the_overlooker_had_a_scoring_build() {
    let missed = knock_window(Cards::new(1, 0, 1, 0));
    let nothing = knock_window(Cards::new(1, 0, 0, 0));
    for spec in specs() {
        assert_eq!(choose_move(&missed, spec, 3), Some(Move::Knock), "{spec}");
        assert_eq!(
            choose_move(&nothing, spec, 3),
            Some(Move::PassKnock),
            "{spec}"
        );
    }
}

#[test]
fn a_player_holding_a_scoring_build_never_declares_none() {
    let mut g = Cubus::new(&Setup::players(2), 11).expect("setup");
    let mut hands = [NONE; 2];
    hands[g.current()] = Cards::new(1, 0, 1, 0);
    g.set_position(&stack("1000/0000/0000/0000"), 0, &hands)
        .expect("position");
    for spec in specs() {
        let m = choose_move(&g, spec, 5).expect("running");
        assert!(matches!(m, Move::Build(_)), "{spec}: {m}");
    }
}

#[test]
fn hard_plays_an_abbau_to_its_end_removing_one_crate_a_turn() {
    let setup = Setup::players(3)
        .with("abbau", "true")
        .with("abbau_stack", "2200220000000000");
    let mut g = Cubus::new(&setup, 4).expect("setup");
    let mut turns = 0;
    while g.to_move().is_some() {
        assert_eq!(*g.phase(), Phase::Dismantle);
        let m = choose_move(&g, Level::Hard, turns).expect("running");
        assert_eq!(choose_move(&g, Level::Hard, turns), Some(m));
        let before = g.crates();
        g.play(&m).expect("legal");
        assert_eq!(g.crates() + 1, before);
        turns += 1;
    }
    assert_eq!(turns, 8, "every crate of the 2×2×2 block is removed");
    let cards: i32 = g.scores().iter().sum();
    assert_eq!(cards, 12, "the block's 12 cards were all won");
}
