//! One conformance suite for every game (the OpenSpiel idea): random games to the end,
//! checking the [`Game`] contract after every move. Used by each game's tests and by
//! `cli selfplay`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::game::{Game, Outcome, Setup};
use crate::limits;
use crate::rng::GameRng;

/// What a run of random games saw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub games: usize,
    pub moves: usize,
    /// "win 0", "win 0+2", "draw" → count.
    pub outcomes: BTreeMap<String, usize>,
    /// Longest game, in moves.
    pub longest: usize,
}

impl Report {
    pub fn summary(&self) -> String {
        let mut s = format!(
            "games={} moves={} longest={}",
            self.games, self.moves, self.longest
        );
        for (k, v) in &self.outcomes {
            let _ = write!(s, " [{k}]={v}");
        }
        s
    }
}

/// A broken contract: which game, seed and move, and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    pub seed: u64,
    pub ply: usize,
    pub what: String,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seed {} move {}: {}", self.seed, self.ply, self.what)
    }
}

fn outcome_key(o: &Outcome) -> String {
    match o {
        Outcome::Draw => "draw".into(),
        Outcome::Winners(w) => {
            let seats: Vec<String> = w.iter().map(|s| s.to_string()).collect();
            format!("win {}", seats.join("+"))
        }
    }
}

/// Checks the contract at one position. `foreign` holds moves seen elsewhere in the game;
/// those not listed here must be rejected (a sample of unlisted moves).
pub fn check_position<G: Game>(g: &G, foreign: &[G::Move]) -> Result<(), String> {
    g.check_invariants()?;
    let moves = g.legal_moves();
    match (g.to_move(), g.outcome()) {
        (Some(seat), None) => {
            if seat >= g.players() {
                return Err(format!("to_move {seat} out of range"));
            }
            if moves.is_empty() {
                return Err("game running but no legal move".into());
            }
        }
        (None, Some(Outcome::Winners(w))) => {
            if w.is_empty() || w.iter().any(|&s| s >= g.players()) {
                return Err(format!("bad winners {w:?}"));
            }
            if !moves.is_empty() {
                return Err("game over but moves listed".into());
            }
        }
        (None, Some(Outcome::Draw)) => {
            if !moves.is_empty() {
                return Err("game over but moves listed".into());
            }
        }
        (t, o) => return Err(format!("to_move {t:?} disagrees with outcome {o:?}")),
    }
    // By notation, which round-trips (checked below): lists run to hundreds of thousands.
    let mut seen = std::collections::HashSet::with_capacity(moves.len());
    for m in &moves {
        let text = m.to_string();
        if !seen.insert(text.clone()) {
            return Err(format!("move {m} listed twice"));
        }
        if text.len() > limits::MOVE {
            return Err(format!("move {m} is longer than the move limit"));
        }
        if let Err(e) = g.validate(m) {
            return Err(format!("listed move {m} rejected: {e}"));
        }
        match text.parse::<G::Move>() {
            Ok(back) if &back == m => {}
            other => return Err(format!("notation {text:?} does not round-trip: {other:?}")),
        }
    }
    let complete = g.lists_every_move();
    for m in foreign.iter().filter(|m| !moves.contains(m)) {
        let mut copy = g.clone();
        if copy.play(m).is_ok() {
            if !complete {
                continue;
            }
            return Err(format!("unlisted move {m} accepted"));
        }
        if &copy != g {
            return Err(format!("rejected move {m} changed the state"));
        }
    }
    if let Some(seat) = g.to_move() {
        let mut rng = GameRng::new(0xDE7E);
        let seen = g.determinize(Some(seat), &mut rng);
        if seen.to_move() != g.to_move() || seen.legal_moves() != moves {
            return Err("the mover's determinized view has other legal moves".into());
        }
    }
    check_views(g)
}

/// A [`Game::view`] is what its observer may know and nothing more: re-dealing what they
/// cannot see (another [`Game::determinize`]) must leave it unchanged. It keeps the
/// mover's legal moves.
fn check_views<G: Game>(g: &G) -> Result<(), String> {
    let mut rng = GameRng::new(0x71E3);
    let observers = (0..g.players()).map(Some).chain([None]);
    for observer in observers {
        let view = g.view(observer);
        let redealt = g.determinize(observer, &mut rng).view(observer);
        if redealt != view {
            return Err(format!(
                "the view of {observer:?} depends on what they cannot see"
            ));
        }
        if observer.is_some() && observer == g.to_move() && view.legal_moves() != g.legal_moves() {
            return Err("the mover's view has other legal moves".into());
        }
    }
    Ok(())
}

/// Plays one random game from `seed`, checking every position, and checks that replaying
/// its moves from a fresh start gives the identical state. Returns the final state and moves.
pub fn random_game<G: Game>(
    setup: &Setup,
    seed: u64,
    max_moves: usize,
) -> Result<(G, Vec<G::Move>), Violation> {
    let start = G::new(setup, seed).map_err(|e| Violation {
        seed,
        ply: 0,
        what: format!("setup failed: {e}"),
    })?;
    random_game_from(start, seed, max_moves)
}

/// [`random_game`] from any position `start` (one set up in an editor, say): plays a random
/// game from it, checking every position, and checks that replaying its moves from `start`
/// gives the identical state.
pub fn random_game_from<G: Game>(
    start: G,
    seed: u64,
    max_moves: usize,
) -> Result<(G, Vec<G::Move>), Violation> {
    let fail = |ply: usize, what: String| Violation { seed, ply, what };
    let mut g = start.clone();
    let mut rng = GameRng::new(seed ^ 0x5EED_CAFE);
    let mut played: Vec<G::Move> = Vec::new();
    let mut pool: Vec<G::Move> = Vec::new();
    loop {
        let ply = played.len();
        let sample: Vec<G::Move> = if pool.len() > 24 {
            (0..24)
                .map(|_| pool[rng.below(pool.len() as u64) as usize].clone())
                .collect()
        } else {
            pool.clone()
        };
        check_position(&g, &sample).map_err(|w| fail(ply, w))?;
        if g.outcome().is_some() || ply >= max_moves {
            break;
        }
        let moves = g.legal_moves();
        let m = moves[rng.below(moves.len() as u64) as usize].clone();
        if pool.len() < 4096 {
            pool.extend(moves.into_iter().take(8));
        }
        g.play(&m)
            .map_err(|e| fail(ply, format!("listed move {m} failed to play: {e}")))?;
        played.push(m);
    }
    let mut again = start;
    for (i, m) in played.iter().enumerate() {
        again
            .play(m)
            .map_err(|e| fail(i, format!("replay rejected {m}: {e}")))?;
    }
    if again != g {
        return Err(fail(played.len(), "replay gave a different state".into()));
    }
    Ok((g, played))
}

/// Runs `games` random games with seeds `first_seed..`; every game must end within
/// `max_moves` (each game's own draw rules guarantee that).
pub fn run<G: Game>(
    setup: &Setup,
    first_seed: u64,
    games: usize,
    max_moves: usize,
) -> Result<Report, Violation> {
    let mut report = Report::default();
    for seed in first_seed..first_seed + games as u64 {
        let (g, moves) = random_game::<G>(setup, seed, max_moves)?;
        let outcome = g.outcome().ok_or_else(|| Violation {
            seed,
            ply: moves.len(),
            what: format!("no end after {max_moves} moves"),
        })?;
        report.games += 1;
        report.moves += moves.len();
        report.longest = report.longest.max(moves.len());
        *report.outcomes.entry(outcome_key(&outcome)).or_default() += 1;
    }
    Ok(report)
}

/// Number of move sequences of length `depth` from `g` (moves after the game ends count
/// nothing). The classic move-generator check; the counts are data, `tests/<game>.perft`,
/// read by `tests/perft.rs`.
pub fn perft<G: Game>(g: &G, depth: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = g.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let mut next = g.clone();
            next.play_unchecked(m);
            perft(&next, depth - 1)
        })
        .sum()
}
