//! Perft counts, kept as data: `tests/<game id>.perft` for every game of the registry (a game
//! without its file fails here). Each file is a list of positions; each position is lines of
//! `key value`, from `id` to the next `id`:
//!
//! ```text
//! # A comment.
//! id two-player-start
//! players 2
//! seed 7
//! option key=value    (any number, optional)
//! moves z00+ z22-     (the position after these moves; optional)
//! perft 1 27
//! perft 2 702
//! ```
//!
//! The test replays the position as a record of the file's game and checks every `perft`
//! line: the number of move sequences of that depth ([`conformance::perft`]).

use std::collections::BTreeMap;

use rules::{conformance, visit_game, Game, GameId, GameVisitor, Record};

/// One position of a `.perft` file.
#[derive(Debug)]
struct Position {
    id: String,
    record: Record,
    /// (depth, count)
    counts: Vec<(usize, u64)>,
}

fn parse(game: GameId, text: &str) -> Result<Vec<Position>, String> {
    let mut out: Vec<Position> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let bad = |why: &str| format!("line {}: {why}: {line}", n + 1);
        if key == "id" {
            out.push(Position {
                id: value.to_string(),
                record: Record {
                    game: game.as_str().to_string(),
                    players: 0,
                    options: BTreeMap::new(),
                    seed: 0,
                    moves: Vec::new(),
                    position: None,
                },
                counts: Vec::new(),
            });
            continue;
        }
        let p = out.last_mut().ok_or_else(|| bad("before the first id"))?;
        match key {
            "players" => p.record.players = value.parse().map_err(|_| bad("players"))?,
            "seed" => p.record.seed = value.parse().map_err(|_| bad("seed"))?,
            "option" => {
                let (k, v) = value.split_once('=').ok_or_else(|| bad("option k=v"))?;
                p.record.options.insert(k.to_string(), v.to_string());
            }
            "moves" => p.record.moves = value.split_whitespace().map(str::to_string).collect(),
            "perft" => {
                let (depth, count) = value.split_once(' ').ok_or_else(|| bad("perft d n"))?;
                let depth = depth.parse().map_err(|_| bad("depth"))?;
                let count = count.parse().map_err(|_| bad("count"))?;
                p.counts.push((depth, count));
            }
            _ => return Err(bad("unknown key")),
        }
    }
    Ok(out)
}

/// The counts at a position's depths, in the order the file lists them.
struct Perft<'a>(&'a Position);

impl GameVisitor for Perft<'_> {
    type Output = Result<Vec<(usize, u64)>, String>;
    fn visit<G: Game + 'static>(self) -> Self::Output {
        let g: G = self.0.record.replay_as().map_err(|e| e.to_string())?;
        Ok(self
            .0
            .counts
            .iter()
            .map(|&(depth, _)| (depth, conformance::perft(&g, depth)))
            .collect())
    }
}

#[test]
fn perft_counts_of_every_game_match_their_file() {
    for game in GameId::ALL {
        let path = format!("{}/tests/{game}.perft", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let positions = parse(game, &text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(!positions.is_empty(), "{path} has no position");
        for p in &positions {
            assert!(!p.counts.is_empty(), "{path} {}: no perft line", p.id);
            let counts =
                visit_game(game, Perft(p)).unwrap_or_else(|e| panic!("{path} {}: {e}", p.id));
            assert_eq!(counts, p.counts, "{path} {}", p.id);
            println!("{game} {}: {counts:?}", p.id);
        }
    }
}
