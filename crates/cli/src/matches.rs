//! `cli match`: computer against computer, for long unattended runs.
//!
//! Game `i` of a match depends only on the match seed and `i` ([`ai::play_game`]), so games
//! run on `--threads` threads and a run gives the same games whatever the thread count.
//! Each game is printed as it ends; the tally, the interval and the sequential test count
//! the games in order `0, 1, 2, …` (a game is counted once every game before it has ended),
//! so where a `--sprt` test stops is reproducible too. Games that end after the test has
//! decided are printed but not counted. With `--json FILE` the summary (settings, tally,
//! interval, test, thinking times and every counted game with its record) is
//! rewritten after each counted game, so a run stopped from outside still leaves one.
//! `--resume FILE` reads such a summary of the same match and counts its games again
//! without playing them (each record replayed and checked), then plays on from the next
//! game: a run stopped by a time bound, or one given more `--games`, goes on where it was.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use ai::stats::{Decision, Sprt};
use ai::{GameResult, Heuristics, MatchResult, Spec, Thinking};
use rules::{GameId, Outcome, Setup};
use serde_json::{json, Value};

use crate::clock::Clock;

/// A match as the command line asks for it.
pub struct MatchArgs {
    pub game: GameId,
    pub setup: Setup,
    /// Games to play; with a sequential test, the most it may take.
    pub games: u32,
    pub seed: u64,
    pub a: Spec,
    pub b: Spec,
    pub threads: u32,
    pub test: Option<TestArgs>,
    pub json: Option<PathBuf>,
    /// A summary of this match written by `--json`, whose games count as played.
    pub resume: Option<PathBuf>,
}

/// `--sprt DELTA [--alpha A] [--beta B]`: H0 "A scores the equal share" against H1 "A
/// scores DELTA more".
#[derive(Clone, Copy)]
pub struct TestArgs {
    pub delta: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl TestArgs {
    pub const DEFAULT_RATE: f64 = 0.05;
}

pub fn run(args: MatchArgs) -> Result<String, String> {
    ai::visit_game(args.game, args)
}

impl ai::GameVisitor for MatchArgs {
    type Output = Result<String, String>;
    fn visit<G: Heuristics>(self) -> Self::Output {
        // A bad setup fails here, with its reason, before any thread starts.
        G::new(&self.setup, 0).map_err(|e| e.to_string())?;
        let players = self.setup.players;
        let equal = 1.0 / players as f64;
        let test = self
            .test
            .map(|t| Sprt::new(equal, equal + t.delta, t.alpha, t.beta))
            .transpose()
            .map_err(|e| format!("--sprt: {e}"))?;
        let mut run = Run {
            args: &self,
            test,
            result: MatchResult::new(self.a, self.b, players),
            waiting: BTreeMap::new(),
            counted: Vec::new(),
            llr: 0.0,
            decision: Decision::Open,
            late: 0,
            clock_name: Clock::new().name(),
        };
        if let Some(path) = &self.resume {
            let games = resumed::<G>(path, &self)
                .map_err(|e| format!("--resume {}: {e}", path.display()))?;
            let n = games.len();
            for game in games {
                run.receive(game);
            }
            println!(
                "resumed {n} games from {}; {} counted, A {:.1}%{}",
                path.display(),
                run.result.games,
                100.0 * run.result.share(),
                if run.test.is_some() {
                    format!(", LLR {:.2}", run.llr)
                } else {
                    String::new()
                }
            );
        }
        let wall = Instant::now();
        let next = AtomicU32::new(run.counted.len() as u32);
        let stop = AtomicBool::new(false);
        let (tx, rx) = mpsc::channel();
        let threads = self.threads.clamp(1, self.games);
        let mut written = Ok(());
        std::thread::scope(|s| {
            for _ in 0..threads {
                let tx = tx.clone();
                let (next, stop, args) = (&next, &stop, &self);
                s.spawn(move || {
                    let clock = Clock::new();
                    while !stop.load(Ordering::Relaxed) {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= args.games {
                            break;
                        }
                        let game = ai::play_game::<G>(
                            &args.setup,
                            args.a,
                            args.b,
                            args.seed,
                            index,
                            || clock.ms(),
                        );
                        if tx.send(game).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            for game in rx {
                let game = match game {
                    Ok(game) => game,
                    Err(e) => {
                        // The setup was checked above; a game that still cannot start
                        // ends the run.
                        written = Err(e.to_string());
                        stop.store(true, Ordering::Relaxed);
                        continue;
                    }
                };
                let counted = run.receive(game);
                println!("{}", run.line(counted));
                if run.decision != Decision::Open {
                    stop.store(true, Ordering::Relaxed);
                }
                if let (Some(path), true) = (&self.json, written.is_ok()) {
                    written = write_json(path, &run.summary(false));
                }
            }
        });
        written?;
        if let Some(path) = &self.json {
            write_json(path, &run.summary(true))?;
        }
        let side = |name: &str, spec: Spec, th: &Thinking| {
            format!(
                "{name} {spec} {:.1} ms/move (max {:.0} ms, {} moves)",
                th.mean_ms(),
                th.max_ms,
                th.moves
            )
        };
        eprintln!(
            "{} players={} seed={} {} games counted in {:.1} s on {threads} threads; {}; {} ({})",
            G::ID,
            players,
            self.seed,
            run.result.games,
            wall.elapsed().as_secs_f64(),
            side("A", self.a, &run.result.a_thinking),
            side("B", self.b, &run.result.b_thinking),
            run.clock_name,
        );
        Ok(run.conclusion())
    }
}

/// What became of a game that ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Status {
    Counted,
    /// An earlier game is still running.
    Waiting,
    /// The test had decided.
    Late,
}

/// A match in progress: the games counted so far, in order, and those waiting for an
/// earlier one to end.
struct Run<'a> {
    args: &'a MatchArgs,
    test: Option<Sprt>,
    result: MatchResult,
    waiting: BTreeMap<u32, GameResult>,
    counted: Vec<GameResult>,
    llr: f64,
    decision: Decision,
    /// Games that ended after the test decided.
    late: u32,
    clock_name: &'static str,
}

impl Run<'_> {
    /// Takes one ended game and counts every game now next in order; what became of this
    /// one, and the game itself for printing.
    fn receive(&mut self, game: GameResult) -> (Status, GameResult) {
        let index = game.index;
        if self.decision != Decision::Open {
            self.late += 1;
            return (Status::Late, game);
        }
        let shown = game.clone();
        self.waiting.insert(index, game);
        while self.decision == Decision::Open {
            let next = self.counted.len() as u32;
            let Some(game) = self.waiting.remove(&next) else {
                break;
            };
            self.result.add(&game);
            if let Some(test) = &self.test {
                self.llr += test.llr(game.score());
                self.decision = test.decide(self.llr);
            }
            self.counted.push(game);
        }
        // Games past the decision that were waiting are late too.
        if self.decision != Decision::Open {
            self.late += self.waiting.len() as u32;
            self.waiting.clear();
        }
        let status = if (index as usize) < self.counted.len() {
            Status::Counted
        } else if self.decision == Decision::Open {
            Status::Waiting
        } else {
            Status::Late
        };
        (status, shown)
    }

    /// One printed line for a game that just ended.
    fn line(&self, (status, game): (Status, GameResult)) -> String {
        let outcome = match &game.outcome {
            Outcome::Draw => "draw".to_string(),
            Outcome::Winners(w) => {
                let seats: Vec<String> = w.iter().map(|s| s.to_string()).collect();
                format!("seats {} won", seats.join("+"))
            }
        };
        let mut line = format!(
            "game {} seed {} A in seat {}: {} ({outcome}), {} moves; A {:.0} ms/move",
            game.index,
            game.seed,
            game.a_seat,
            game.verdict().as_str(),
            game.moves.len(),
            game.a_thinking.mean_ms(),
        );
        match status {
            Status::Counted => {}
            Status::Waiting => {
                line.push_str("; counted once the games before it end");
                return line;
            }
            Status::Late => {
                line.push_str("; after the test's decision, not counted");
                return line;
            }
        }
        let r = &self.result;
        line.push_str(&format!(
            "; {} counted, A {:.1}%",
            r.games,
            100.0 * r.share()
        ));
        if self.test.is_some() {
            line.push_str(&format!(", LLR {:.2}", self.llr));
        }
        line
    }

    /// The closing words: the tally, and the test's verdict or the interval's.
    fn conclusion(&self) -> String {
        let r = &self.result;
        let mut lines = vec![r.to_string()];
        lines.push(format!(
            "lower end of the interval above the equal share: {}",
            if r.a_is_stronger() { "yes" } else { "no" }
        ));
        if let Some(t) = &self.test {
            let (lower, upper) = t.bounds();
            lines.push(format!(
                "SPRT H0 {:.1}% against H1 {:.1}%, alpha {} beta {}: LLR {:.2} in [{:.2}, {:.2}], \
                 {} after {} games",
                100.0 * t.s0,
                100.0 * t.s1,
                t.alpha,
                t.beta,
                self.llr,
                lower,
                upper,
                self.decision.as_str(),
                r.games
            ));
        }
        lines.join("\n")
    }

    fn summary(&self, complete: bool) -> Value {
        let a = self.args;
        let r = &self.result;
        let thinking =
            |t: &Thinking| json!({ "moves": t.moves, "mean_ms": t.mean_ms(), "max_ms": t.max_ms });
        let test = self.test.map(|t| {
            json!({
                "s0": t.s0, "s1": t.s1, "alpha": t.alpha, "beta": t.beta,
                "llr": self.llr, "bounds": [t.bounds().0, t.bounds().1],
                "decision": match self.decision {
                    Decision::Open => "open",
                    Decision::Stronger => "H1",
                    Decision::NotStronger => "H0",
                },
            })
        });
        let games: Vec<Value> = self
            .counted
            .iter()
            .map(|g| {
                json!({
                    "index": g.index, "a_seat": g.a_seat, "winners": g.outcome.winners(),
                    "verdict": g.verdict().as_str(), "score": g.score(),
                    "a_ms": g.a_thinking.mean_ms(), "a_max_ms": g.a_thinking.max_ms,
                    "b_ms": g.b_thinking.mean_ms(), "b_max_ms": g.b_thinking.max_ms,
                    // The game's record, as `cli replay` and the app read it.
                    "record": {
                        "game": a.game.as_str(), "players": a.setup.players,
                        "options": a.setup.options, "seed": g.seed, "moves": g.moves,
                    },
                })
            })
            .collect();
        let (lo, hi) = r.interval();
        json!({
            "complete": complete,
            "game": a.game.as_str(),
            "players": a.setup.players,
            "options": a.setup.options,
            "a": a.a.to_string(),
            "b": a.b.to_string(),
            "seed": a.seed,
            "games_planned": a.games,
            "threads": a.threads,
            "games": r.games,
            "wins": r.wins,
            "shared_wins": r.shared_wins,
            "draws": r.draws,
            "losses": r.losses,
            "score": r.score,
            "share": r.share(),
            "interval95": [lo, hi],
            "equal_share": r.equal_share(),
            "a_is_stronger": r.a_is_stronger(),
            "sprt": test,
            "late_games": self.late,
            "clock": self.clock_name,
            "thinking": { "a": thinking(&r.a_thinking), "b": thinking(&r.b_thinking) },
            "per_game": games,
        })
    }
}

/// The counted games of the summary at `path`, which must be of the match `args` asks for
/// (game, setup, sides and seed; the number of games may differ). Each game's record is
/// replayed, so a summary that does not hold together is refused rather than counted; the
/// thinking times are the summary's.
fn resumed<G: Heuristics>(path: &PathBuf, args: &MatchArgs) -> Result<Vec<GameResult>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let summary: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
    let expected = [
        ("game", json!(args.game.as_str())),
        ("players", json!(args.setup.players)),
        ("options", json!(args.setup.options)),
        ("a", json!(args.a.to_string())),
        ("b", json!(args.b.to_string())),
        ("seed", json!(args.seed)),
    ];
    for (field, want) in expected {
        if summary[field] != want {
            return Err(format!(
                "a summary of another match: its {field} is {}, not {want}",
                summary[field]
            ));
        }
    }
    let games = summary["per_game"]
        .as_array()
        .ok_or("no per_game list of games")?;
    let players = args.setup.players;
    let mut out = Vec::with_capacity(games.len());
    for (i, entry) in games.iter().enumerate() {
        let index = i as u32;
        let a_seat = i % players;
        let bad = |what: &str| format!("game {i}: {what}");
        if entry["index"] != json!(index) || entry["a_seat"] != json!(a_seat) {
            return Err(bad("not the game this match plays at that place"));
        }
        let record = rules::Record::from_json(&entry["record"].to_string())
            .map_err(|e| bad(&format!("its record: {e}")))?;
        let mut state = G::new(&args.setup, record.seed).map_err(|e| bad(&e.to_string()))?;
        let (mut a_moves, mut b_moves) = (0u64, 0u64);
        for (n, text) in record.moves.iter().enumerate() {
            let seat = state
                .to_move()
                .ok_or_else(|| bad(&format!("move {n} after the game ended")))?;
            let m: G::Move = text
                .parse()
                .map_err(|_| bad(&format!("move {n} ({text}) is not a move")))?;
            state
                .play(&m)
                .map_err(|e| bad(&format!("move {n} ({text}): {e}")))?;
            if seat == a_seat {
                a_moves += 1;
            } else {
                b_moves += 1;
            }
        }
        let outcome = state.outcome().unwrap_or(Outcome::Draw);
        if entry["winners"] != json!(outcome.winners()) {
            return Err(bad("its record does not end as its winners say"));
        }
        let thinking = |moves: u64, mean: &str, max: &str| Thinking {
            moves,
            total_ms: entry[mean].as_f64().unwrap_or(0.0) * moves as f64,
            max_ms: entry[max].as_f64().unwrap_or(0.0),
        };
        out.push(GameResult {
            index,
            seed: record.seed,
            players,
            a_seat,
            outcome,
            moves: record.moves,
            a_thinking: thinking(a_moves, "a_ms", "a_max_ms"),
            b_thinking: thinking(b_moves, "b_ms", "b_max_ms"),
        });
    }
    Ok(out)
}

/// Writes `value` to `path` through a temporary file, so a reader never sees half of it.
fn write_json(path: &PathBuf, value: &Value) -> Result<(), String> {
    let text = serde_json::to_string_pretty(value).map_err(|e| e.to_string())?;
    let mut tmp = path.clone().into_os_string();
    tmp.push(".tmp");
    std::fs::write(&tmp, text + "\n")
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("--json {}: {e}", path.display()))
}
