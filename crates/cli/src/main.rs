//! `cli` — Cube Table's rules on the command line.
//!
//! ```text
//! cli perft <game> <depth> [--players N] [--option k=v]… [--record FILE]
//! cli selfplay <game> --games N --seed S [--players N] [--option k=v]…
//! cli replay FILE
//! ```

use std::process::ExitCode;
use std::time::Instant;

use rules::conformance;
use rules::{visit_game, AnyGame, Game, GameId, GameVisitor, Record, Setup};

const USAGE: &str = "usage:
  cli perft <game> <depth> [--players N] [--option k=v]... [--record FILE]
  cli selfplay <game> --games N --seed S [--players N] [--option k=v]...
  cli replay FILE
games: cubulus, cubus, cube-attack, cubes, mojave";

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
            Some((k, _)) => Err(format!("unknown flag --{k}\n{USAGE}")),
            None => Ok(()),
        }
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
    let (command, rest) = args.split_first().ok_or(USAGE)?;
    let args = Args::parse(rest)?;
    let game = |i: usize| -> Result<GameId, String> {
        let name = args.positional.get(i).ok_or(USAGE)?;
        name.parse::<GameId>().map_err(|e| e.to_string())
    };
    match command.as_str() {
        "perft" => {
            args.only(&["players", "option", "record"])?;
            let game = game(0)?;
            let depth: usize = args
                .positional
                .get(1)
                .ok_or(USAGE)?
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
            args.only(&["players", "option", "games", "seed"])?;
            let game = game(0)?;
            let games = args.number("games")?.unwrap_or(10);
            let seed = args.number("seed")?.unwrap_or(1);
            let setup = args.setup(game)?;
            visit_game(game, SelfPlay { setup, games, seed })
        }
        "replay" => {
            args.only(&[])?;
            let path = args.positional.first().ok_or(USAGE)?;
            let record = read_record(path)?;
            let g = record.replay().map_err(|e| e.to_string())?;
            Ok(describe_end(&g, record.moves.len()))
        }
        "help" | "--help" | "-h" => Ok(USAGE.to_string()),
        other => Err(format!("unknown command {other}\n{USAGE}")),
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
    fn visit<G: Game>(self) -> Self::Output {
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

struct SelfPlay {
    setup: Setup,
    games: usize,
    seed: u64,
}

impl GameVisitor for SelfPlay {
    type Output = Result<String, String>;
    fn visit<G: Game>(self) -> Self::Output {
        let t = Instant::now();
        let report = conformance::run::<G>(&self.setup, self.seed, self.games, 1_000_000)
            .map_err(|v| format!("conformance violation in {}: {v}", G::ID))?;
        let secs = t.elapsed().as_secs_f64().max(1e-9);
        Ok(format!(
            "{} players={} {} moves/s={:.0} (with every check)",
            G::ID,
            self.setup.players,
            report.summary(),
            report.moves as f64 / secs
        ))
    }
}
