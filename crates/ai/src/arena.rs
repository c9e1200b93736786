//! Matches between two computer players, for the command line and for tuning.

use std::fmt;

use rand::RngCore;
use rules::{GameRng, Outcome, Seat, Setup, SetupError};

use crate::level::Spec;
use crate::policy::Heuristics;

/// How one game went for player A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

impl Verdict {
    /// A wins only alone. A win A shares counts as a draw: A holds one seat and B all the
    /// others, so every other winner beside A is B. B winning without A is a loss.
    pub fn of(outcome: &Outcome, a_seat: Seat) -> Verdict {
        match outcome {
            Outcome::Winners(w) if w.contains(&a_seat) && w.len() == 1 => Verdict::Win,
            Outcome::Winners(w) if w.contains(&a_seat) || w.is_empty() => Verdict::Draw,
            Outcome::Winners(_) => Verdict::Loss,
            Outcome::Draw => Verdict::Draw,
        }
    }
}

/// How long one side of a match thought, by the clock given to [`play_match_timed`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Thinking {
    /// Moves this side chose.
    pub moves: u64,
    pub total_ms: f64,
    /// The longest single decision.
    pub max_ms: f64,
}

impl Thinking {
    fn add(&mut self, ms: f64) {
        self.moves += 1;
        self.total_ms += ms;
        self.max_ms = self.max_ms.max(ms);
    }

    /// Mean milliseconds per move; 0 before any move.
    pub fn mean_ms(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            self.total_ms / self.moves as f64
        }
    }
}

/// The tally of a match, from A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchResult {
    pub a: Spec,
    pub b: Spec,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// A's and B's thinking time; all zero from [`play_match`], which reads no clock.
    pub a_thinking: Thinking,
    pub b_thinking: Thinking,
}

impl MatchResult {
    /// A's share of games won outright (draws count nothing).
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.games)
    }

    /// The Wilson score interval at 95% for A's win rate; `(0, 1)` before any game.
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.wins, self.games, 1.959_963_984_540_054)
    }
}

fn ratio(k: u32, n: u32) -> f64 {
    if n == 0 {
        0.0
    } else {
        k as f64 / n as f64
    }
}

fn wilson(k: u32, n: u32, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let p = k as f64 / n;
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let center = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((center - half).max(0.0), (center + half).min(1.0))
}

impl fmt::Display for MatchResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pct = |k| 100.0 * ratio(k, self.games);
        let (lo, hi) = self.interval();
        write!(
            f,
            "A wins {:.1}% ({}/{}), draws {:.1}% ({}), losses {:.1}% ({}); \
             95% interval for A's win rate {:.1}%–{:.1}% (A {} vs B {})",
            pct(self.wins),
            self.wins,
            self.games,
            pct(self.draws),
            self.draws,
            pct(self.losses),
            self.losses,
            100.0 * lo,
            100.0 * hi,
            self.a,
            self.b,
        )
    }
}

/// Plays `games` games of `G` between `a` and `b`. In game `i` A takes seat
/// `i % players` and B every other seat, so seats rotate and with two players A
/// alternates between moving first and second. Game and move seeds all derive from `seed`.
///
/// Panics if a game breaks the [`rules::Game`] contract (a searched move is illegal in the true
/// position), which is a bug in that game's `determinize`.
pub fn play_match<G: Heuristics>(
    setup: &Setup,
    a: Spec,
    b: Spec,
    games: u32,
    seed: u64,
) -> Result<MatchResult, SetupError> {
    play_match_timed::<G>(setup, a, b, games, seed, || 0.0)
}

/// [`play_match`], also timing every decision with `clock` (milliseconds; a closure
/// because `std::time::Instant` panics on wasm32-unknown-unknown). The games and moves are
/// the same as without a clock.
pub fn play_match_timed<G: Heuristics>(
    setup: &Setup,
    a: Spec,
    b: Spec,
    games: u32,
    seed: u64,
    clock: impl Fn() -> f64,
) -> Result<MatchResult, SetupError> {
    let mut rng = GameRng::new(seed);
    let mut result = MatchResult {
        a,
        b,
        games,
        wins: 0,
        draws: 0,
        losses: 0,
        a_thinking: Thinking::default(),
        b_thinking: Thinking::default(),
    };
    for game in 0..games {
        let mut state = G::new(setup, rng.next_u64())?;
        let a_seat = game as usize % state.players().max(1);
        while let Some(seat) = state.to_move() {
            let spec = if seat == a_seat { a } else { b };
            let start = clock();
            let Some(m) = crate::choose_move(&state, spec, rng.next_u64()) else {
                break;
            };
            let thinking = if seat == a_seat {
                &mut result.a_thinking
            } else {
                &mut result.b_thinking
            };
            thinking.add(clock() - start);
            if let Err(e) = state.play(&m) {
                panic!("{} chose {m}, illegal in the true position: {e}", G::ID);
            }
        }
        match state.outcome().map(|o| Verdict::of(&o, a_seat)) {
            Some(Verdict::Win) => result.wins += 1,
            Some(Verdict::Loss) => result.losses += 1,
            Some(Verdict::Draw) | None => result.draws += 1,
        }
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Level;

    #[test]
    fn shared_wins_with_b_count_as_draws() {
        let v = |w: &[Seat], a| Verdict::of(&Outcome::Winners(w.to_vec()), a);
        assert_eq!(v(&[1], 1), Verdict::Win);
        assert_eq!(v(&[0, 1], 1), Verdict::Draw);
        assert_eq!(v(&[0, 2], 1), Verdict::Loss);
        assert_eq!(v(&[], 1), Verdict::Draw);
        assert_eq!(Verdict::of(&Outcome::Draw, 0), Verdict::Draw);
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson(8, 10, 1.96);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3);
        let (lo, hi) = wilson(0, 20, 1.96);
        assert!(lo == 0.0 && (hi - 0.1611).abs() < 1e-3);
        assert_eq!(wilson(0, 0, 1.96), (0.0, 1.0));
    }

    #[test]
    fn display_puts_a_win_percentage_first() {
        let r = MatchResult {
            a: Spec::hard(500),
            b: Level::Random.into(),
            games: 40,
            wins: 25,
            draws: 4,
            losses: 11,
            a_thinking: Thinking::default(),
            b_thinking: Thinking::default(),
        };
        let text = r.to_string();
        assert!(text.starts_with("A wins 62.5% (25/40), draws 10.0% (4), losses 27.5% (11)"));
        assert!(text.contains("95% interval for A's win rate 47.0%–75.8%"));
        assert!(text.ends_with("(A hard:500 vs B random)"));
    }
}
