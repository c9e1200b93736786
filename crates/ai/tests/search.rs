//! The search on small games: legality, determinism, tactics, multi-player returns, hidden
//! information, budgets and matches.

mod toys;

use std::cell::Cell;

use ai::{choose_move, play_match, Config, Evaluate, Level, MoveStats, Search, Spec, Uniform};
use rules::{Game, GameRng, Setup};
use toys::{Kingmaker, Nim, Num, Showdown, TicTacToe};

/// Cheap strategies for tests run in debug builds: every code path, small budgets.
fn specs() -> [Spec; 3] {
    [Level::Random.into(), Level::Easy.into(), Spec::hard(60)]
}

/// Positions reached by random play from fresh games, the game's end excluded.
fn random_positions<G: Game>(setup: &Setup, count: u64) -> Vec<G> {
    let mut rng = GameRng::new(99);
    let mut out = Vec::new();
    for seed in 0..count {
        let mut state = G::new(setup, seed).expect("toy setup");
        let plies = rng.below(8);
        for _ in 0..plies {
            let moves = state.legal_moves();
            if state.to_move().is_none() || moves.len() < 2 {
                break;
            }
            let m = &moves[rng.below(moves.len() as u64) as usize];
            state.play_unchecked(m);
        }
        if state.to_move().is_some() {
            out.push(state);
        }
    }
    out
}

/// `seal` turns the true position into what the computer player is handed.
fn assert_legal_and_deterministic<G: ai::Heuristics>(
    setup: &Setup,
    count: u64,
    seal: impl Fn(&G) -> G,
) {
    for (i, truth) in random_positions::<G>(setup, count).iter().enumerate() {
        let legal = truth.legal_moves();
        for spec in specs() {
            let seed = i as u64 * 31;
            let m = choose_move(&seal(truth), spec, seed).expect("game is running");
            assert!(legal.contains(&m), "{spec} chose illegal {m} in {truth:?}");
            let again = choose_move(&seal(truth), spec, seed);
            assert_eq!(again, Some(m), "{spec} is not deterministic in {truth:?}");
        }
    }
}

#[test]
fn every_level_picks_a_legal_move_and_repeats_it_for_the_same_seed() {
    assert_legal_and_deterministic::<TicTacToe>(&Setup::players(2), 10, Clone::clone);
    for players in 2..=4 {
        assert_legal_and_deterministic::<Nim>(&Setup::players(players), 6, Clone::clone);
    }
    assert_legal_and_deterministic::<Kingmaker>(&Setup::players(3), 4, Clone::clone);
    assert_legal_and_deterministic::<Showdown>(&Setup::players(2), 10, Showdown::sealed);
}

#[test]
fn a_finished_game_has_no_move() {
    let won = TicTacToe::from_rows("XXX OO. ...");
    for spec in specs() {
        assert_eq!(choose_move(&won, spec, 1), None);
    }
    let search = Search::new(&won, Config::new(10), 1);
    assert!(search.is_done());
    assert_eq!(search.best_move(), None);
}

#[test]
fn stepping_in_slices_gives_the_same_search_as_one_run() {
    let state = TicTacToe::from_rows("X.. .O. ...");
    let mut whole = Search::new(&state, Config::new(300), 5);
    whole.run();
    let mut sliced = Search::new(&state, Config::new(300), 5);
    assert!(
        sliced.best_move().is_some(),
        "a move is ready before any iteration"
    );
    let mut slices = 0;
    while sliced.step(7) > 0 {
        slices += 1;
        let so_far = sliced.best_move().expect("best so far");
        assert!(state.legal_moves().contains(&so_far));
    }
    assert_eq!(slices, 300_u32.div_ceil(7));
    assert_eq!(sliced.iterations_done(), 300);
    assert!(sliced.is_done());
    assert_eq!(sliced.root_stats(), whole.root_stats());
    assert_eq!(sliced.best_move(), whole.best_move());
}

#[test]
fn a_forced_move_needs_no_search() {
    let mut search = Search::new(&Nim::position(3, 1, 2), Config::new(1000), 0);
    assert!(search.is_done());
    assert_eq!(search.step(10), 0);
    assert_eq!(search.best_move(), Some(Num(1)));
}

#[test]
fn the_time_budget_stops_the_search() {
    let now = Cell::new(0.0);
    let clock = || {
        now.set(now.get() + 1.0);
        now.get()
    };
    let config = Config::new(1_000_000).time_ms(5.0);
    let mut search = Search::new(&TicTacToe::from_rows("... ... ..."), config, 3);
    search.run_with_clock(clock);
    let done = search.iterations_done();
    assert!(done > 0 && done <= 100, "{done} iterations in 5 fake ms");
    assert!(search.best_move().is_some());
}

#[test]
fn mcts_takes_an_immediate_win() {
    // X can win at 2; O threatens 5, so anything else loses.
    let state = TicTacToe::from_rows("XX. OO. ...");
    for seed in 0..5 {
        assert_eq!(choose_move(&state, Level::Easy, seed), Some(Num(2)));
    }
}

#[test]
fn mcts_blocks_an_immediate_loss() {
    // X has no win; O threatens 5.
    let state = TicTacToe::from_rows("X.. OO. X..");
    for seed in 0..5 {
        assert_eq!(choose_move(&state, Level::Easy, seed), Some(Num(5)));
    }
}

#[test]
fn hard_beats_random_at_tic_tac_toe() {
    let result = play_match::<TicTacToe>(
        &Setup::players(2),
        Spec::hard(400),
        Level::Random.into(),
        20,
        7,
    )
    .expect("setup");
    assert_eq!(result.losses, 0, "{result}");
    assert!(result.wins >= 14, "{result}");
    assert!(result.interval().0 > 0.45, "{result}");
}

#[test]
fn play_match_rotates_a_through_the_seats() {
    // Random against random at three-player Nim still gives A a seat in every game and
    // exactly one verdict per game.
    let result = play_match::<Nim>(
        &Setup::players(3),
        Level::Random.into(),
        Level::Random.into(),
        30,
        1,
    )
    .expect("setup");
    assert_eq!(result.wins + result.draws + result.losses, 30);
    assert_eq!(result.draws, 0, "Nim has a single winner");
    assert!(result.wins > 0 && result.losses > result.wins, "{result}");
}

#[test]
fn each_seat_maximises_its_own_return() {
    let config = Config::new(2000);
    let mut root = Search::new(&Kingmaker::after(&[]), config, 11);
    root.run();
    // b and d are both worth 1/2 to seat 0 (see the paranoid test below for d).
    let best = root.best_move();
    assert!(matches!(best, Some(Num(1 | 3))), "{:?}", root.root_stats());
    let mean = |m: u8| {
        let stats = root.root_stats();
        stats
            .iter()
            .find(|s| s.mv == Num(m))
            .expect("searched")
            .mean
    };
    assert!(mean(1) > 0.4, "b is worth 1/2 to seat 0");
    assert!((mean(2) - 1.0 / 3.0).abs() < 1e-9, "c is a draw");
    assert!(mean(0) < mean(2), "after a, seat 1 takes its own win");

    assert_eq!(
        choose_move(&Kingmaker::after(&[0]), Level::Easy, 1),
        Some(Num(10))
    );
    assert_eq!(
        choose_move(&Kingmaker::after(&[1]), Level::Easy, 1),
        Some(Num(11))
    );
}

#[test]
fn a_paranoid_search_does_not_trust_the_other_seats() {
    let stats = |config: Config| {
        let mut root = Search::new(&Kingmaker::after(&[]), config, 5);
        root.run();
        root.root_stats()
    };
    let mean = |stats: &[MoveStats<Num>], m: u8| {
        stats
            .iter()
            .find(|s| s.mv == Num(m))
            .expect("searched")
            .mean
    };
    // Max^n (the default) leaves seat 1's choice after d, where it loses either way, to a
    // coin: d is worth about 1/2 to seat 0, as much as b.
    let trusting = stats(Config::new(2000));
    assert!((mean(&trusting, 3) - 0.5).abs() < 0.1, "{trusting:?}");
    // Paranoid, seat 1 plays against seat 0 everywhere: only the draw c is safe.
    let paranoid = stats(Config::new(2000).paranoia(1.0));
    assert_eq!(paranoid[0].mv, Num(2), "{paranoid:?}");
    assert!(
        mean(&paranoid, 1) < 0.2 && mean(&paranoid, 3) < 0.2,
        "{paranoid:?}"
    );
    // Half way, seat 1 still takes its half of b but hands d to seat 2.
    let half = stats(Config::new(2000).paranoia(0.4));
    assert_eq!(half[0].mv, Num(1), "{half:?}");
    assert!(mean(&half, 3) < mean(&half, 2), "{half:?}");
}

#[test]
fn two_player_searches_ignore_the_paranoid_share() {
    // With two seats the mover's return is already the other seat's loss.
    let state = TicTacToe::from_rows("X.. .O. ...");
    let run = |paranoia: f64| {
        let mut search = Search::new(&state, Config::new(3000).paranoia(paranoia), 8);
        search.run();
        search.root_stats()
    };
    assert_eq!(run(0.0), run(0.9));
}

#[test]
fn three_player_nim_takes_the_last_tokens() {
    for seat in 0..3 {
        assert_eq!(
            choose_move(&Nim::position(3, 3, seat), Level::Easy, 2),
            Some(Num(3))
        );
    }
}

#[test]
#[should_panic(expected = "read the true hidden state")]
fn a_sealed_showdown_refuses_to_list_its_moves() {
    // Guards the test below: the seal really catches a read.
    Showdown::new(&Setup::players(2), 1)
        .expect("setup")
        .sealed()
        .legal_moves();
}

#[test]
fn hidden_information_search_only_sees_determinized_views() {
    // Whole games in which every computer move is chosen from a sealed copy: any read of
    // a hand, the pile or the RNG other than through `determinize` panics.
    for game in 0..4u64 {
        let mut truth = Showdown::new(&Setup::players(2), game).expect("setup");
        let mut ply = 0;
        while let Some(seat) = truth.to_move() {
            let spec = [Level::Easy.into(), Spec::hard(50)][seat];
            let mut search = Search::new(
                &truth.sealed(),
                spec.config_for::<Showdown>().expect("mcts"),
                ply,
            );
            while search.step(16) > 0 {}
            let m = search.best_move().expect("running");
            truth
                .play(&m)
                .expect("searched move is legal in the true state");
            truth.check_invariants().expect("invariants");
            ply += 1;
        }
        assert!(truth.outcome().is_some());
    }
}

#[test]
fn the_hidden_search_does_not_depend_on_the_secret() {
    // Seat 0 holds 2 7 9 in both deals; seat 1's hand and the pile differ.
    let a = Showdown::deal([vec![2, 7, 9], vec![1, 3, 4]], 5);
    let b = Showdown::deal([vec![2, 7, 9], vec![10, 11, 12]], 6);
    let config = Config::new(300);
    let mut sa = Search::new(&a.sealed(), config, 8);
    let mut sb = Search::new(&b.sealed(), config, 8);
    sa.run();
    sb.run();
    assert_eq!(sa.root_stats(), sb.root_stats());
    assert_eq!(sa.best_move(), sb.best_move());
}

/// Seat 0 wins whenever X holds the centre; nothing else counts.
struct CentreEval;

impl Evaluate<TicTacToe> for CentreEval {
    fn evaluate(&self, state: &TicTacToe) -> Vec<f64> {
        if state.cell(4) == Some(0) {
            vec![1.0, 0.0]
        } else {
            vec![0.0, 1.0]
        }
    }
}

#[test]
fn playouts_cut_at_the_cap_are_scored_by_the_evaluator() {
    let config = Config::new(200).playout_cap(0);
    let state = TicTacToe::from_rows("... ... ...");
    let mut search = Search::with_hooks(&state, config, 4, Box::new(Uniform), Box::new(CentreEval));
    search.run();
    assert_eq!(search.best_move(), Some(Num(4)));
    assert_eq!(search.playout_moves(), 0);
}

#[test]
fn the_tree_stops_growing_at_its_cap() {
    let config = Config::new(500).max_edges(20);
    let mut search = Search::new(&TicTacToe::from_rows("... ... ..."), config, 2);
    search.run();
    assert_eq!(search.iterations_done(), 500);
    assert_eq!(search.tree_size(), 20);
}

#[test]
fn progressive_widening_holds_back_new_moves_at_a_node() {
    let empty = TicTacToe::from_rows("... ... ...");
    let mut wide = Search::new(&empty, Config::new(16), 1);
    wide.run();
    assert_eq!(
        wide.root_stats().len(),
        9,
        "every move tried without widening"
    );
    // After n passes the root adds a move only below 1 + √n moves: 5 after 16.
    let mut narrow = Search::new(&empty, Config::new(16).widening(1.0), 1);
    narrow.run();
    assert_eq!(narrow.root_stats().len(), 5);
    let mut longer = Search::new(&empty, Config::new(100).widening(0.5), 1);
    longer.run();
    assert_eq!(longer.root_stats().len(), 6, "1 + 0.5·√99 < 6");
}

#[test]
fn the_solver_proves_a_won_nim_and_stops() {
    // Two-player Nim: a pile of 4k loses for the mover, so from 9 taking 1 wins, however
    // the opponent goes on. The solver proves it long before the budget is spent.
    let mut search = Search::uniform(&Nim::position(2, 9, 0), Config::new(50_000).solver(true), 3);
    search.run();
    assert_eq!(search.best_move(), Some(Num(1)));
    assert!(
        search.iterations_done() < 50_000,
        "{}",
        search.iterations_done()
    );
    // Without it the budget runs out.
    let mut plain = Search::uniform(&Nim::position(2, 9, 0), Config::new(3_000), 3);
    plain.run();
    assert_eq!(plain.iterations_done(), 3_000);
}

#[test]
fn the_solver_plays_on_in_a_lost_position() {
    // From 8 every move loses against best play: the solver proves it and still moves.
    let mut search = Search::uniform(&Nim::position(2, 8, 1), Config::new(50_000).solver(true), 5);
    search.run();
    assert!(search.iterations_done() < 50_000);
    assert!(matches!(search.best_move(), Some(Num(1..=3))));
}

#[test]
fn the_solver_proves_a_fork_at_tic_tac_toe() {
    // X to move. O threatens 2-4-6, so X must take 6, which also makes two lines of two
    // (0-3-6 and 6-7-8) that O cannot both block: a win proved three moves ahead.
    let state = TicTacToe::from_rows("X.O .O. ..X");
    for seed in 0..3 {
        let mut search = Search::uniform(&state, Config::new(50_000).solver(true), seed);
        search.run();
        assert_eq!(search.best_move(), Some(Num(6)));
        assert!(
            search.iterations_done() < 50_000,
            "proved, so stopped early"
        );
    }
}
