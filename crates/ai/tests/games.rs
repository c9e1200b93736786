//! The computer players on the real games: every level picks a legal move in positions
//! from random play, for every player count, and repeats it for the same seed; each
//! game's own hooks stay in their contracts.

use ai::{choose_move, Config, GameVisitor, Heuristics, Level, Search, Spec};
use rules::cubes::Cubes;
use rules::{Game, GameRng, Setup};

/// Every code path at budgets a debug build runs quickly: `hard:<n>` is Hard's
/// configuration (playout cap, widening, solver) with fewer iterations
/// (`levels_grow_in_iterations`); Easy and Medium search the same way with a smaller
/// budget and no solver, or at Cubus see fewer builds (`tests/cubus.rs`).
fn specs() -> [Spec; 3] {
    [Level::Random.into(), Spec::hard(12), Spec::hard(40)]
}

/// Far enough into every game for its middle (Cubes places 30 white stones first), near
/// enough that a debug build lists the moves of a random Cubus table quickly.
const MAX_PLIES: u64 = 60;

/// `count` running positions, each drawn uniformly from the first [`MAX_PLIES`] plies of a
/// random game (the setup phases included).
fn random_positions<G: Game>(setup: &Setup, count: u64) -> Vec<G> {
    let mut rng = GameRng::new(7);
    let mut out = Vec::new();
    for seed in 0..count {
        let mut state = G::new(setup, seed).expect("setup");
        let mut sample = state.clone();
        let mut plies = 0;
        while state.to_move().is_some() && plies < MAX_PLIES {
            plies += 1;
            if rng.below(plies) == 0 {
                sample = state.clone();
            }
            let moves = state.legal_moves();
            state.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
        }
        out.push(sample);
    }
    out
}

fn every_level_is_legal_and_repeatable<G: Heuristics>(players: usize, count: u64) {
    let setup = Setup::players(players);
    for (i, state) in random_positions::<G>(&setup, count).iter().enumerate() {
        let legal = state.legal_moves();
        for spec in specs() {
            let seed = 1000 + i as u64;
            let m = choose_move(state, spec, seed).expect("the game is running");
            assert!(legal.contains(&m), "{} {spec}: illegal {m}", G::ID);
            assert_eq!(
                choose_move(state, spec, seed),
                Some(m),
                "{} {spec}: another move for the same seed",
                G::ID
            );
        }
    }
}

/// The game's own playout policy and evaluator keep their contracts on real positions:
/// indices in range, one value in [0, 1] per seat, same draws for the same RNG.
fn hooks_keep_their_contracts<G: Heuristics>(players: usize, count: u64) {
    let setup = Setup::players(players);
    for state in random_positions::<G>(&setup, count) {
        let moves = state.legal_moves();
        let config = Config::new(1);
        let (mut p1, mut p2) = (G::policy(&config), G::policy(&config));
        let (mut r1, mut r2) = (GameRng::new(3), GameRng::new(3));
        for _ in 0..5 {
            let a = p1.playout(&state, &moves, &mut r1);
            assert!(
                a < moves.len(),
                "{}: playout index {a} of {}",
                G::ID,
                moves.len()
            );
            assert_eq!(a, p2.playout(&state, &moves, &mut r2));
            let b = p1.expand(&state, &moves, &mut r1);
            assert!(
                b < moves.len(),
                "{}: expand index {b} of {}",
                G::ID,
                moves.len()
            );
            assert_eq!(b, p2.expand(&state, &moves, &mut r2));
        }
        let values = G::evaluator(&Config::new(1)).evaluate(&state);
        assert_eq!(values.len(), players, "{}: one value per seat", G::ID);
        assert!(
            values.iter().all(|v| (0.0..=1.0).contains(v)),
            "{}: {values:?}",
            G::ID
        );
    }
}

/// Runs `check` for every game of the registry at every player count it supports.
fn for_every_table(check: impl Fn(rules::GameId, usize) -> Result<(), String>) {
    for id in rules::GameId::ALL {
        for players in rules::AnyGame::player_range(id) {
            if let Err(e) = check(id, players) {
                panic!("{id} with {players} players: {e}");
            }
        }
    }
}

#[test]
fn every_level_of_every_game_picks_legal_repeatable_moves() {
    struct Check(usize);
    impl GameVisitor for Check {
        type Output = Result<(), String>;
        fn visit<G: Heuristics>(self) -> Self::Output {
            every_level_is_legal_and_repeatable::<G>(self.0, 3);
            hooks_keep_their_contracts::<G>(self.0, 3);
            Ok(())
        }
    }
    for_every_table(|id, players| ai::visit_game(id, Check(players)));
}

#[test]
fn levels_grow_in_iterations_and_hard_n_is_hard() {
    struct Check;
    impl GameVisitor for Check {
        type Output = Result<(), String>;
        fn visit<G: Heuristics>(self) -> Self::Output {
            levels_grow_in_iterations::<G>();
            Ok(())
        }
    }
    for_every_table(|id, _| ai::visit_game(id, Check));
}

fn levels_grow_in_iterations<G: Heuristics>() {
    let iterations = |l: Level| G::config(l).map(|c| c.iterations);
    assert_eq!(iterations(Level::Random), None, "{}", G::ID);
    let easy = iterations(Level::Easy).expect("easy searches");
    let medium = iterations(Level::Medium).expect("medium searches");
    let hard = iterations(Level::Hard).expect("hard searches");
    // Cubus's Easy and Medium both take one build and differ in what they see.
    assert!(easy <= medium && medium < hard, "{}", G::ID);
    // `hard:<n>` is Hard with another budget, so the small `hard:<n>` of the other tests
    // run Hard's code.
    let hard = G::config(Level::Hard).expect("searches");
    let config = Spec::hard(7).config_for::<G>().expect("searches");
    assert_eq!(config.iterations, 7, "{}", G::ID);
    assert_eq!(
        Config {
            iterations: hard.iterations,
            ..config
        },
        hard,
        "{}",
        G::ID
    );
}

#[test]
fn a_search_on_a_hidden_hand_stays_legal_in_the_true_position() {
    // Cubes hides hands: the search sees only determinizations, and its move must still be
    // legal for the true hand.
    let setup = Setup::players(3);
    for state in random_positions::<Cubes>(&setup, 4) {
        let config = Spec::hard(30).config_for::<Cubes>().expect("searches");
        let mut search = Search::new(&state, config, 5);
        while search.step(8) > 0 {}
        let m = search.best_move().expect("running");
        assert!(state.validate(&m).is_ok(), "{m}");
    }
}
