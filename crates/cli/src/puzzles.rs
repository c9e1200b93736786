//! `cli puzzles`: finds puzzles in computer-against-computer games and writes them as
//! `web/puzzles/<game>.json` (see `docs/puzzles.md`).
//!
//! Games are played by `--spec` against itself (seeded by `--seed` and the game's index, as
//! `cli match` does). Every position of every game is a candidate when the rules' exact
//! check finds a puzzle there ([`rules::puzzles::solve_every_deal`]: the goal's answers are
//! few, and for a gain every other move gains at least the game's margin less); a deeper
//! search (`--confirm`, from that position) must then choose one of the answers, so a
//! position whose answer a strong player would not see as best (a win that loses the game
//! at once being the only kind the rules cannot rule out) is dropped. At most
//! [`PER_GAME`] puzzles come from one game, at least [`GAP`] plies apart.

use std::time::Instant;

use ai::{Heuristics, Search, Spec};
use rules::puzzles::{solve_every_deal, Puzzle, PuzzleFile, Puzzled, PUZZLE_FORMAT};
use rules::{GameId, Record, Setup};

/// At most this many puzzles from one game.
const PER_GAME: usize = 3;
/// Plies between two puzzles taken from one game.
const GAP: usize = 4;

/// What `cli puzzles` was asked.
pub struct FindArgs {
    pub game: GameId,
    pub setup: Setup,
    pub seed: u64,
    pub games: u32,
    pub want: usize,
    pub spec: Spec,
    pub confirm: Spec,
    pub out: Option<String>,
}

/// A game the finder can look in: a computer player and puzzle goals.
pub trait Findable: Heuristics + Puzzled {}
impl<G: Heuristics + Puzzled> Findable for G {}

rules::games!(visitor
    /// Runs code over the games as [`Findable`].
    trait FindVisitor: Findable;
    fn visit_findable;
);

struct Find(FindArgs);

impl FindVisitor for Find {
    type Output = Result<String, String>;
    fn visit<G: Findable + 'static>(self) -> Self::Output {
        find::<G>(self.0)
    }
}

pub fn run(args: FindArgs) -> Result<String, String> {
    visit_findable(args.game, Find(args))
}

fn find<G: Findable>(args: FindArgs) -> Result<String, String> {
    let start = Instant::now();
    let confirm = args
        .confirm
        .config_for::<G>()
        .ok_or("--confirm must be a searching level")?;
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let (mut positions, mut candidates, mut played) = (0usize, 0usize, 0u32);
    for index in 0..args.games {
        if puzzles.len() >= args.want {
            break;
        }
        played += 1;
        let game = ai::play_game::<G>(&args.setup, args.spec, args.spec, args.seed, index, || 0.0)
            .map_err(|e| e.to_string())?;
        let mut record = Record::new(G::ID, &args.setup, game.seed);
        let mut g = G::new(&args.setup, game.seed).map_err(|e| e.to_string())?;
        let (mut taken, mut last) = (0usize, None::<usize>);
        for (ply, text) in game.moves.iter().enumerate() {
            positions += 1;
            let near = last.is_some_and(|l| ply < l + GAP);
            if taken < PER_GAME && !near && puzzles.len() < args.want {
                for &goal in G::GOALS {
                    let Ok((answers, value)) = solve_every_deal(&g, goal) else {
                        continue;
                    };
                    candidates += 1;
                    let mut search = Search::new(&g, confirm, args.seed ^ ply as u64);
                    search.run();
                    if search.best_move().is_some_and(|m| answers.contains(&m)) {
                        puzzles.push(Puzzle {
                            id: puzzles.len() as u32 + 1,
                            record: record.clone(),
                            goal,
                            answer: answers[0].to_string(),
                            value,
                        });
                        taken += 1;
                        last = Some(ply);
                        write::<G>(&puzzles, args.out.as_deref())?;
                        eprintln!(
                            "{} puzzle {} from game {index} ply {ply}: {goal:?} {}",
                            G::ID,
                            puzzles.len(),
                            answers[0]
                        );
                        break;
                    }
                }
            }
            let m: G::Move = text.parse().map_err(|e| format!("{e}"))?;
            g.play(&m).map_err(|e| e.to_string())?;
            record.moves.push(text.clone());
        }
    }
    let summary = format!(
        "{}: {} puzzles from {played} games ({positions} positions, {candidates} exact \
         candidates, confirmed by {}) in {:.0} s",
        G::ID,
        puzzles.len(),
        args.confirm,
        start.elapsed().as_secs_f64()
    );
    let json = write::<G>(&puzzles, args.out.as_deref())?;
    match &args.out {
        Some(_) => Ok(summary),
        None => Ok(format!("{json}\n{summary}")),
    }
}

/// The puzzles as a file's JSON, written to `out` when given (after every find, so a run
/// stopped early keeps what it found).
fn write<G: Findable>(puzzles: &[Puzzle], out: Option<&str>) -> Result<String, String> {
    let file = PuzzleFile {
        format: PUZZLE_FORMAT,
        game: G::ID.to_string(),
        puzzles: puzzles.to_vec(),
    };
    let json = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())? + "\n";
    if let Some(path) = out {
        std::fs::write(path, &json).map_err(|e| format!("{path}: {e}"))?;
    }
    Ok(json)
}
