//! `cli` — Cube Table's rules on the command line.
//!
//! ```text
//! cli perft <game> <depth> [--players N] [--option k=v]… [--record FILE]
//! cli selfplay <game> --games N --seed S [--players N] [--option k=v]…
//! cli match <game> --a SPEC --b SPEC --games N --seed S [--players N] [--option k=v]…
//!           [--threads T] [--sprt DELTA [--alpha A] [--beta B]] [--json FILE]
//!           [--resume FILE]
//! cli speed <game> [--spec SPEC] [--games N] [--seed S] [--players N] [--option k=v]…
//! cli replay FILE
//! cli cubus-drawing <16 heights>
//! cli bench cubus [--positions N] [--seed S]
//! cli view [TEXT]…
//! cli puzzles <game> [--games N] [--seed S] [--want N] [--spec SPEC] [--confirm SPEC] [--out FILE]
//! ```
//!
//! `cubus-drawing` takes the column heights of a Cubus stack (0–4 each, for x, y in 0..4,
//! row-major: index `y·4 + x`) and prints `drawable=<bool> legal=<bool> crates=<n>
//! left=<n> right=<n> lid=<n>` (crates only when legal); `bench cubus` times the build
//! search (see `cubus.rs`). `view` reads positions as the online server sends them (the
//! `view` of a `state` message: base64url text, see `docs/online.md`), from its arguments or
//! else one per line of standard input, and prints each as JSON, one line each.
//!
//! `match` plays computer against computer (SPEC is `random`, `easy`, `medium`, `hard` or
//! `hard:<iterations>`): A takes seat `i % players` in game `i` and B every other seat, on
//! `--threads` threads (see `matches.rs`). It prints each game as it ends and then A's score
//! (a win shared by k seats counts 1/k) with its Wilson 95% interval against the equal share
//! on stdout, and each side's thinking time per move on stderr; `--sprt DELTA` stops once a
//! sequential test of "A scores the equal share" against "A scores DELTA more" decides
//! (error rates `--alpha`, `--beta`, default 0.05); `--json FILE` writes a summary with
//! every game's record, and `--resume FILE` goes on from such a summary of the same match
//! (its games counted again, not played). `speed` measures random and heuristic playouts
//! (moves/s) and one SPEC search per game on positions from random play. Both time by the
//! thread's CPU time where Linux's `/proc` gives it, so a busy machine does not inflate
//! the figures.

mod clock;
mod cubus;
mod matches;
mod puzzles;

use std::process::ExitCode;
use std::time::Instant;

use clock::Clock;

use ai::{Heuristics, Search, Spec};
use rand::RngCore;
use rules::conformance;
use rules::{visit_game, AnyGame, Game, GameId, GameRng, GameVisitor, Record, Setup};

const COMMANDS: &str = "usage:
  cli perft <game> <depth> [--players N] [--option k=v]... [--record FILE]
  cli selfplay <game> --games N --seed S [--players N] [--option k=v]...
  cli match <game> --a SPEC --b SPEC --games N --seed S [--players N] [--option k=v]...
            [--threads T] [--sprt DELTA [--alpha A] [--beta B]] [--json FILE]
            [--resume FILE]
  cli speed <game> [--spec SPEC] [--games N] [--seed S] [--players N] [--option k=v]...
  cli replay FILE
  cli cubus-drawing <16 column heights 0-4, row-major y*4+x>
  cli bench cubus [--positions N] [--seed S]
  cli bench cubus-ends [--games N] [--seed S]
  cli view [TEXT]...   (else one per line of standard input)
  cli puzzles <game> [--games N] [--seed S] [--want N] [--players N] [--option k=v]...
              [--spec SPEC] [--confirm SPEC] [--out FILE]   (docs/puzzles.md)";

/// The usage text; the games are the registry's.
fn usage() -> String {
    let games: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    format!(
        "{COMMANDS}\ngames: {}\nSPEC: random, easy, medium, hard or hard:<iterations>",
        games.join(", ")
    )
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Positional arguments and `--flag value` pairs (`--option` may repeat).
struct Args {
    positional: Vec<String>,
    flags: Vec<(String, String)>,
}

impl Args {
    fn parse(args: &[String]) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                let value = it.next().ok_or(format!("--{name} needs a value"))?;
                flags.push((name.to_string(), value.clone()));
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Args { positional, flags })
    }

    fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        self.flag(name)
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("--{name}: not a number: {v}"))
            })
            .transpose()
    }

    fn only(&self, allowed: &[&str]) -> Result<(), String> {
        match self
            .flags
            .iter()
            .find(|(k, _)| !allowed.contains(&k.as_str()))
        {
            Some((k, _)) => Err(format!("unknown flag --{k}\n{}", usage())),
            None => Ok(()),
        }
    }

    fn at_most(&self, positional: usize) -> Result<(), String> {
        match self.positional.get(positional) {
            Some(extra) => Err(format!("unexpected argument {extra}\n{}", usage())),
            None => Ok(()),
        }
    }

    /// What `selfplay`, `match` and `speed` share: `<game>`, `--players`, `--option`,
    /// `--games` (at least 1) and `--seed`; `extra` names the command's own flags.
    fn batch(&self, extra: &[&str], default_games: u32) -> Result<Batch, String> {
        let mut allowed = vec!["players", "option", "games", "seed"];
        allowed.extend_from_slice(extra);
        self.only(&allowed)?;
        self.at_most(1)?;
        let name = self.positional.first().ok_or_else(usage)?;
        let game: GameId = name.parse().map_err(|e: rules::SetupError| e.to_string())?;
        let games = self.number("games")?.unwrap_or(default_games);
        if games == 0 {
            return Err("--games must be at least 1".into());
        }
        Ok(Batch {
            setup: self.setup(game)?,
            game,
            games,
            seed: self.number("seed")?.unwrap_or(1),
        })
    }

    fn setup(&self, game: GameId) -> Result<Setup, String> {
        let players = match self.number("players")? {
            Some(n) => n,
            None => *AnyGame::player_range(game).start(),
        };
        let mut setup = Setup::players(players);
        for (_, v) in self.flags.iter().filter(|(k, _)| k == "option") {
            let (key, value) = v
                .split_once('=')
                .ok_or(format!("--option {v}: expected key=value"))?;
            setup = setup.with(key, value);
        }
        Ok(setup)
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or_else(usage)?;
    let args = Args::parse(rest)?;
    let game = |i: usize| -> Result<GameId, String> {
        let name = args.positional.get(i).ok_or_else(usage)?;
        name.parse::<GameId>().map_err(|e| e.to_string())
    };
    match command.as_str() {
        "view" => {
            args.only(&[])?;
            let texts: Vec<String> = if args.positional.is_empty() {
                std::io::stdin()
                    .lines()
                    .collect::<Result<_, _>>()
                    .map_err(|e| format!("cannot read standard input: {e}"))?
            } else {
                args.positional.clone()
            };
            let lines = texts
                .iter()
                .filter(|t| !t.trim().is_empty())
                .map(|t| {
                    let view = online::decode_view(t.trim())?;
                    serde_json::to_string(&view).map_err(|e| e.to_string())
                })
                .collect::<Result<Vec<_>, String>>()?;
            Ok(lines.join("\n"))
        }
        "cubus-drawing" => {
            args.only(&[])?;
            cubus::drawing(&args.positional)
        }
        "bench" if args.positional.first().map(String::as_str) == Some("cubus-ends") => {
            args.only(&["games", "seed"])?;
            cubus::ends(
                args.number("games")?.unwrap_or(34),
                args.number("seed")?.unwrap_or(1),
            )
        }
        "bench" if args.positional.first().map(String::as_str) == Some("cubus") => {
            args.only(&["positions", "seed"])?;
            cubus::bench(
                args.number("positions")?.unwrap_or(2000),
                args.number("seed")?.unwrap_or(1),
            )
        }
        "perft" => {
            args.only(&["players", "option", "record"])?;
            let game = game(0)?;
            let depth: usize = args
                .positional
                .get(1)
                .ok_or_else(usage)?
                .parse()
                .map_err(|_| "depth must be a number".to_string())?;
            let record = match args.flag("record") {
                Some(path) => Some(read_record(path)?),
                None => None,
            };
            let setup = args.setup(game)?;
            visit_game(
                game,
                Perft {
                    setup,
                    record,
                    depth,
                },
            )
        }
        "selfplay" => {
            let batch = args.batch(&[], 10)?;
            visit_game(batch.game, SelfPlay(batch))
        }
        "match" => {
            let batch = args.batch(
                &[
                    "a", "b", "threads", "sprt", "alpha", "beta", "json", "resume",
                ],
                20,
            )?;
            let spec = |side: &str| -> Result<Spec, String> {
                let text = args
                    .flag(side)
                    .ok_or_else(|| format!("match needs --{side} SPEC\n{}", usage()))?;
                text.parse().map_err(|e| format!("--{side}: {e}"))
            };
            let threads = args.number("threads")?.unwrap_or(1);
            if threads == 0 {
                return Err("--threads must be at least 1".into());
            }
            let rate = |name: &str| -> Result<f64, String> {
                Ok(args
                    .number(name)?
                    .unwrap_or(matches::TestArgs::DEFAULT_RATE))
            };
            let test = match args.number::<f64>("sprt")? {
                Some(delta) => Some(matches::TestArgs {
                    delta,
                    alpha: rate("alpha")?,
                    beta: rate("beta")?,
                }),
                None if args.flag("alpha").is_some() || args.flag("beta").is_some() => {
                    return Err("--alpha and --beta belong to --sprt DELTA".into());
                }
                None => None,
            };
            matches::run(matches::MatchArgs {
                game: batch.game,
                setup: batch.setup,
                games: batch.games,
                seed: batch.seed,
                a: spec("a")?,
                b: spec("b")?,
                threads,
                test,
                json: args.flag("json").map(Into::into),
                resume: args.flag("resume").map(Into::into),
            })
        }
        "speed" => {
            let batch = args.batch(&["spec"], 10)?;
            let spec: Spec = match args.flag("spec") {
                Some(text) => text.parse().map_err(|e| format!("--spec: {e}"))?,
                None => ai::Level::Hard.into(),
            };
            ai::visit_game(batch.game, Speed { batch, spec })
        }
        "replay" => {
            args.only(&[])?;
            let path = args.positional.first().ok_or_else(usage)?;
            let record = read_record(path)?;
            let g = record.replay().map_err(|e| e.to_string())?;
            Ok(describe_end(&g, record.moves.len()))
        }
        "puzzles" => {
            let batch = args.batch(&["want", "spec", "confirm", "out"], 200)?;
            let spec = |name: &str, default: &str| -> Result<Spec, String> {
                args.flag(name)
                    .unwrap_or(default)
                    .parse()
                    .map_err(|e| format!("--{name}: {e}"))
            };
            puzzles::run(puzzles::FindArgs {
                game: batch.game,
                setup: batch.setup,
                seed: batch.seed,
                games: batch.games,
                want: args.number("want")?.unwrap_or(60),
                spec: spec("spec", "medium")?,
                confirm: spec("confirm", "hard")?,
                out: args.flag("out").map(Into::into),
            })
        }
        "help" | "--help" | "-h" => Ok(usage()),
        other => Err(format!("unknown command {other}\n{}", usage())),
    }
}

fn read_record(path: &str) -> Result<Record, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    Record::from_json(&text).map_err(|e| format!("{path}: {e}"))
}

fn describe_end(g: &AnyGame, moves: usize) -> String {
    let state = match (g.outcome(), g.to_move()) {
        (Some(rules::Outcome::Draw), _) => "drawn".to_string(),
        (Some(rules::Outcome::Winners(w)), _) => {
            let seats: Vec<String> = w.iter().map(|s| format!("seat {s}")).collect();
            format!("won by {}", seats.join(" and "))
        }
        (None, Some(s)) => format!("running, seat {s} to move"),
        (None, None) => "running".to_string(),
    };
    format!(
        "ok: {} with {} players, {moves} moves, {state}; {} legal moves",
        g.id(),
        g.players(),
        g.legal_moves().len()
    )
}

struct Perft {
    setup: Setup,
    record: Option<Record>,
    depth: usize,
}

impl GameVisitor for Perft {
    type Output = Result<String, String>;
    fn visit<G: Game + 'static>(self) -> Self::Output {
        let start: G = match &self.record {
            Some(r) => r.replay_as().map_err(|e| e.to_string())?,
            None => G::new(&self.setup, 0).map_err(|e| e.to_string())?,
        };
        let t = Instant::now();
        let n = conformance::perft(&start, self.depth);
        eprintln!(
            "perft {} {} in {:.3}s",
            G::ID,
            self.depth,
            t.elapsed().as_secs_f64()
        );
        Ok(n.to_string())
    }
}

/// The game, setup, number of games and first seed of `selfplay`, `match` and `speed`.
struct Batch {
    game: GameId,
    setup: Setup,
    games: u32,
    seed: u64,
}

struct SelfPlay(Batch);

impl GameVisitor for SelfPlay {
    type Output = Result<String, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let t = Instant::now();
        let Batch {
            setup, games, seed, ..
        } = &self.0;
        let report = conformance::run::<G>(setup, *seed, *games as usize, 1_000_000)
            .map_err(|v| format!("conformance violation in {}: {v}", G::ID))?;
        let secs = t.elapsed().as_secs_f64().max(1e-9);
        Ok(format!(
            "{} players={} {} moves/s={:.0} (with every check)",
            G::ID,
            setup.players,
            report.summary(),
            report.moves as f64 / secs
        ))
    }
}

struct Speed {
    batch: Batch,
    spec: Spec,
}

/// Whole games played out by one playout policy, at least `games` of them and for at least
/// [`Playouts::MIN_MS`] (the CPU clock ticks in 10 ms), with one position from each of the
/// first `games` (drawn uniformly from its plies) to search from.
struct Playouts<G> {
    games: u32,
    moves: u64,
    ms: f64,
    draws: u32,
    positions: Vec<G>,
}

impl<G: Game> Playouts<G> {
    const MIN_MS: f64 = 1000.0;

    fn run(
        setup: &Setup,
        games: u32,
        seed: u64,
        policy: &mut dyn ai::Policy<G>,
        clock: &Clock,
    ) -> Result<Self, String> {
        let mut rng = GameRng::new(seed);
        let mut out = Playouts {
            games: 0,
            moves: 0,
            ms: 0.0,
            draws: 0,
            positions: Vec::new(),
        };
        let start = clock.ms();
        while out.games < games || out.ms < Self::MIN_MS {
            let mut state = G::new(setup, rng.next_u64()).map_err(|e| e.to_string())?;
            let mut sample = None;
            let mut plies = 0u64;
            while state.to_move().is_some() {
                plies += 1;
                // Reservoir sampling keeps each position with equal chance.
                if out.games < games && rng.below(plies) == 0 {
                    sample = Some(state.clone());
                }
                let moves = state.legal_moves();
                let i = policy
                    .playout(&state, &moves, &mut rng)
                    .min(moves.len() - 1);
                state.play_unchecked(&moves[i]);
            }
            out.games += 1;
            out.moves += plies;
            out.draws += u32::from(state.outcome() == Some(rules::Outcome::Draw));
            out.positions.extend(sample);
            out.ms = clock.ms() - start;
        }
        Ok(out)
    }

    fn describe(&self, name: &str) -> String {
        format!(
            "{name} playouts: {:.0} moves/s ({} games, {:.0} moves per game, {:.0}% drawn)",
            1000.0 * self.moves as f64 / self.ms.max(1e-9),
            self.games,
            self.moves as f64 / f64::from(self.games),
            100.0 * f64::from(self.draws) / f64::from(self.games),
        )
    }
}

impl ai::GameVisitor for Speed {
    type Output = Result<String, String>;
    fn visit<G: Heuristics>(self) -> Self::Output {
        let clock = Clock::new();
        let Batch {
            setup, games, seed, ..
        } = &self.batch;
        let (games, seed) = (*games, *seed);
        let uniform = Playouts::<G>::run(setup, games, seed, &mut ai::Uniform, &clock)?;
        let mut policy = G::policy(&self.spec.config_for::<G>().unwrap_or(ai::Config::new(1)));
        let heuristic = Playouts::<G>::run(setup, games, seed, policy.as_mut(), &clock)?;
        let mut lines = vec![
            format!("{} players={} ({})", G::ID, setup.players, clock.name()),
            uniform.describe("random"),
            heuristic.describe("heuristic"),
        ];
        if let Some(config) = self.spec.config_for::<G>() {
            let (mut total, mut max, mut iterations, mut playout) = (0.0f64, 0.0f64, 0u64, 0u64);
            for (i, state) in uniform.positions.iter().enumerate() {
                let start = clock.ms();
                let mut search = Search::new(state, config, seed ^ i as u64);
                search.run();
                let secs = (clock.ms() - start) / 1000.0;
                total += secs;
                max = max.max(secs);
                iterations += u64::from(search.iterations_done());
                playout += search.playout_moves();
            }
            let n = uniform.positions.len().max(1) as f64;
            lines.push(format!(
                "{} ({} iterations) on {} positions from random play: {:.0} ms/move mean, \
                 {:.0} ms max; {:.0} iterations/s, {:.0} playout moves/s",
                self.spec,
                config.iterations,
                uniform.positions.len(),
                1000.0 * total / n,
                1000.0 * max,
                iterations as f64 / total.max(1e-9),
                playout as f64 / total.max(1e-9),
            ));
        }
        Ok(lines.join("\n"))
    }
}
