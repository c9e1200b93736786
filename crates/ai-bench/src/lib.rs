//! One benchmark, two builds: the Hard search of each game on fixed positions, run natively
//! (`src/main.rs`) and as wasm in Node (`tests/bench/ai-wasm.mjs`), so that iterations per
//! second can be compared on the same work. Both must be built with the worker's profile
//! (`--profile wasm-worker`); `scripts/bench-ai.sh` does it all.
//!
//! The wasm build exports plain functions with no imports (no wasm-bindgen), and the clock
//! stays on the caller's side: the search itself never reads the time.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use ai::{Config, GameVisitor, Heuristics, Level, Search};
use rules::{Game, GameId, GameRng, Setup};

/// The games benchmarked, in report order. Cubus is not: its Hard spends its time finding
/// candidates before the first iteration, so iterations a second say nothing about it
/// (`tests/bench/ai-browser.mjs` times its moves in the browser).
pub const GAMES: [GameId; 4] = [
    GameId::Cubulus,
    GameId::CubeAttack,
    GameId::Cubes,
    GameId::Mojave,
];

/// Positions per game.
pub const POSITIONS: usize = 3;

/// How many random moves lead to each position: early, middle, later (Cubes first spends
/// 30 moves on placing white stones).
fn plies(id: GameId) -> [usize; POSITIONS] {
    match id {
        GameId::Cubes => [34, 50, 80],
        GameId::Cubulus => [4, 10, 16],
        _ => [8, 24, 60],
    }
}

/// What one search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub iterations: u32,
    pub playout_moves: u64,
    /// FNV-1a of the chosen move's notation: the same search gives the same move.
    pub move_hash: u32,
}

/// Hard's iteration budget for `id`.
pub fn hard_iterations(id: GameId) -> u32 {
    struct Hard;
    impl GameVisitor for Hard {
        type Output = u32;
        fn visit<G: Heuristics>(self) -> u32 {
            G::config(Level::Hard).map_or(0, |c| c.iterations)
        }
    }
    ai::visit_game(id, Hard)
}

/// Runs game `id`'s Hard search, with `iterations` instead of its own budget, on position
/// `position` (random play from seed `position`, two players).
pub fn run(id: GameId, position: usize, iterations: u32) -> Outcome {
    struct Run {
        id: GameId,
        position: usize,
        iterations: u32,
    }
    impl GameVisitor for Run {
        type Output = Outcome;
        fn visit<G: Heuristics>(self) -> Outcome {
            let state: G = start_position(self.id, self.position);
            let config = G::config(Level::Hard).map_or_else(
                || Config::new(self.iterations),
                |mut c| {
                    c.iterations = self.iterations;
                    c
                },
            );
            let mut search = Search::new(&state, config, 1);
            search.run();
            let text = search
                .best_move()
                .map(|m| m.to_string())
                .unwrap_or_default();
            Outcome {
                iterations: search.iterations_done(),
                playout_moves: search.playout_moves(),
                move_hash: fnv(text.as_bytes()),
            }
        }
    }
    ai::visit_game(
        id,
        Run {
            id,
            position,
            iterations,
        },
    )
}

/// Random play from a fresh two-player game: `plies(id)[position]` moves, fewer if the game
/// would end.
fn start_position<G: Game>(id: GameId, position: usize) -> G {
    let seed = position as u64 + 1;
    let Ok(mut state) = G::new(&Setup::players(2), seed) else {
        panic!("{id:?} cannot start a two-player game");
    };
    let mut rng = GameRng::new(seed);
    for _ in 0..plies(id)[position % POSITIONS] {
        let moves = state.legal_moves();
        let Some(m) = moves.get(rng.below(moves.len().max(1) as u64) as usize) else {
            break;
        };
        let mut next = state.clone();
        next.play_unchecked(m);
        if next.to_move().is_none() {
            break;
        }
        state = next;
    }
    state
}

fn fnv(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

// --- The wasm interface: numbers only -------------------------------------------------------

static LAST_PLAYOUT_MOVES: AtomicU64 = AtomicU64::new(0);
static LAST_MOVE_HASH: AtomicU32 = AtomicU32::new(0);

/// Number of games benchmarked.
#[no_mangle]
pub extern "C" fn bench_games() -> u32 {
    GAMES.len() as u32
}

/// Positions per game.
#[no_mangle]
pub extern "C" fn bench_positions() -> u32 {
    POSITIONS as u32
}

/// Hard's iterations for game number `game`.
#[no_mangle]
pub extern "C" fn bench_hard_iterations(game: u32) -> u32 {
    GAMES
        .get(game as usize)
        .map_or(0, |&id| hard_iterations(id))
}

/// Runs [`run`] for game number `game`; returns the iterations done (0 for a bad index).
/// [`bench_last_move_hash`] and [`bench_last_playout_moves`] then describe it.
#[no_mangle]
pub extern "C" fn bench_run(game: u32, position: u32, iterations: u32) -> u32 {
    let Some(&id) = GAMES.get(game as usize) else {
        return 0;
    };
    let out = run(id, position as usize, iterations);
    LAST_PLAYOUT_MOVES.store(out.playout_moves, Ordering::Relaxed);
    LAST_MOVE_HASH.store(out.move_hash, Ordering::Relaxed);
    out.iterations
}

#[no_mangle]
pub extern "C" fn bench_last_move_hash() -> u32 {
    LAST_MOVE_HASH.load(Ordering::Relaxed)
}

/// Playout moves of the last run (as f64: JavaScript numbers).
#[no_mangle]
pub extern "C" fn bench_last_playout_moves() -> f64 {
    LAST_PLAYOUT_MOVES.load(Ordering::Relaxed) as f64
}
