//! Matches between two computer players, for the command line and for tuning: one game at
//! a time ([`play_game`], which a caller may run on several threads, since game `i` depends
//! only on the match seed and `i`) and their tally ([`MatchResult`]).

use std::fmt;

use rand::RngCore;
use rules::{GameRng, Outcome, Seat, Setup, SetupError};

use crate::level::Spec;
use crate::policy::Heuristics;
use crate::stats::{wilson, Z95};

/// How one game went for player A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A won alone.
    Win,
    /// A won together with other seats (which are all B's).
    SharedWin,
    Draw,
    Loss,
}

impl Verdict {
    pub fn of(outcome: &Outcome, a_seat: Seat) -> Verdict {
        match outcome {
            Outcome::Winners(w) if w.contains(&a_seat) && w.len() == 1 => Verdict::Win,
            Outcome::Winners(w) if w.contains(&a_seat) => Verdict::SharedWin,
            Outcome::Winners(w) if w.is_empty() => Verdict::Draw,
            Outcome::Winners(_) => Verdict::Loss,
            Outcome::Draw => Verdict::Draw,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::SharedWin => "shared win",
            Verdict::Draw => "draw",
            Verdict::Loss => "loss",
        }
    }
}

/// How long one side of a match thought, by the clock given to [`play_game`].
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

    fn merge(&mut self, other: &Thinking) {
        self.moves += other.moves;
        self.total_ms += other.total_ms;
        self.max_ms = self.max_ms.max(other.max_ms);
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

/// One game of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// The game's number in its match, from 0.
    pub index: u32,
    /// The seed the game was set up with (a record's `seed`).
    pub seed: u64,
    pub players: usize,
    /// A's seat: `index % players`.
    pub a_seat: Seat,
    pub outcome: Outcome,
    /// The moves in notation: with `seed` and the setup, the game's record.
    pub moves: Vec<String>,
    pub a_thinking: Thinking,
    pub b_thinking: Thinking,
}

impl GameResult {
    pub fn verdict(&self) -> Verdict {
        Verdict::of(&self.outcome, self.a_seat)
    }

    /// A's return: 1 for a win alone, `1/k` for a win shared by `k` seats, `1/players`
    /// for a draw, 0 for a loss.
    pub fn score(&self) -> f64 {
        self.outcome
            .returns(self.players)
            .get(self.a_seat)
            .copied()
            .unwrap_or(0.0)
    }
}

/// The RNG of game `index` of the match seeded `seed`: independent of every other game, so
/// games can run in any order or on any thread, and two matches whose seeds differ share
/// no game.
fn game_rng(seed: u64, index: u32) -> GameRng {
    GameRng::new(GameRng::new(seed).next_u64() ^ u64::from(index))
}

/// Plays game `index` of the match seeded `seed` between `a` and `b`: A takes seat
/// `index % players` and B every other seat, so seats rotate and with two players A
/// alternates between moving first and second. The game's seed and every move's seed
/// derive from `seed` and `index`; `clock` (milliseconds; a closure because
/// `std::time::Instant` panics on wasm32-unknown-unknown) only times the decisions.
///
/// Panics if a game breaks the [`rules::Game`] contract (a searched move is illegal in the
/// true position), which is a bug in that game's `determinize`.
pub fn play_game<G: Heuristics>(
    setup: &Setup,
    a: Spec,
    b: Spec,
    seed: u64,
    index: u32,
    clock: impl Fn() -> f64,
) -> Result<GameResult, SetupError> {
    let mut rng = game_rng(seed, index);
    let game_seed = rng.next_u64();
    let mut state = G::new(setup, game_seed)?;
    let players = state.players().max(1);
    let a_seat = index as usize % players;
    let (mut a_thinking, mut b_thinking) = (Thinking::default(), Thinking::default());
    let mut moves = Vec::new();
    while let Some(seat) = state.to_move() {
        let spec = if seat == a_seat { a } else { b };
        let start = clock();
        let Some(m) = crate::mcts::choose_move(&state, spec, rng.next_u64()) else {
            break;
        };
        let ms = clock() - start;
        if seat == a_seat {
            a_thinking.add(ms);
        } else {
            b_thinking.add(ms);
        }
        if let Err(e) = state.play(&m) {
            panic!("{} chose {m}, illegal in the true position: {e}", G::ID);
        }
        moves.push(m.to_string());
    }
    Ok(GameResult {
        index,
        seed: game_seed,
        players,
        a_seat,
        outcome: state.outcome().unwrap_or(Outcome::Draw),
        moves,
        a_thinking,
        b_thinking,
    })
}

/// The tally of a match, from A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchResult {
    pub a: Spec,
    pub b: Spec,
    pub players: usize,
    pub games: u32,
    pub wins: u32,
    pub shared_wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// A's summed [`GameResult::score`].
    pub score: f64,
    /// A's and B's thinking time; all zero from [`play_match`], which reads no clock.
    pub a_thinking: Thinking,
    pub b_thinking: Thinking,
}

impl MatchResult {
    pub fn new(a: Spec, b: Spec, players: usize) -> MatchResult {
        MatchResult {
            a,
            b,
            players: players.max(1),
            games: 0,
            wins: 0,
            shared_wins: 0,
            draws: 0,
            losses: 0,
            score: 0.0,
            a_thinking: Thinking::default(),
            b_thinking: Thinking::default(),
        }
    }

    pub fn add(&mut self, game: &GameResult) {
        self.games += 1;
        match game.verdict() {
            Verdict::Win => self.wins += 1,
            Verdict::SharedWin => self.shared_wins += 1,
            Verdict::Draw => self.draws += 1,
            Verdict::Loss => self.losses += 1,
        }
        self.score += game.score();
        self.a_thinking.merge(&game.a_thinking);
        self.b_thinking.merge(&game.b_thinking);
    }

    /// A's mean score: its share of the wins, shared wins and draws split.
    pub fn share(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.score / f64::from(self.games)
        }
    }

    /// What A scores when both sides are equally strong: `1/players`.
    pub fn equal_share(&self) -> f64 {
        1.0 / self.players as f64
    }

    /// The Wilson score interval at 95% for A's share ([`crate::stats`]); `(0, 1)` before
    /// any game.
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.score, self.games, Z95)
    }

    /// True when the interval's lower end lies above the equal share: A is stronger.
    pub fn a_is_stronger(&self) -> bool {
        self.interval().0 > self.equal_share()
    }
}

impl fmt::Display for MatchResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lo, hi) = self.interval();
        write!(
            f,
            "A scores {:.1}% ({} wins, {} shared, {} draws, {} losses of {}); \
             95% interval {:.1}%–{:.1}%, equal share {:.1}% (A {} vs B {}, {} players)",
            100.0 * self.share(),
            self.wins,
            self.shared_wins,
            self.draws,
            self.losses,
            self.games,
            100.0 * lo,
            100.0 * hi,
            100.0 * self.equal_share(),
            self.a,
            self.b,
            self.players,
        )
    }
}

/// Plays games `0..games` of the match seeded `seed` ([`play_game`]) one after another and
/// tallies them.
pub fn play_match<G: Heuristics>(
    setup: &Setup,
    a: Spec,
    b: Spec,
    games: u32,
    seed: u64,
) -> Result<MatchResult, SetupError> {
    let mut result = MatchResult::new(a, b, setup.players);
    for index in 0..games {
        result.add(&play_game::<G>(setup, a, b, seed, index, || 0.0)?);
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Level;
    use rules::Game;

    #[test]
    fn a_shared_win_is_a_shared_win() {
        let v = |w: &[Seat], a| Verdict::of(&Outcome::Winners(w.to_vec()), a);
        assert_eq!(v(&[1], 1), Verdict::Win);
        assert_eq!(v(&[0, 1], 1), Verdict::SharedWin);
        assert_eq!(v(&[0, 2], 1), Verdict::Loss);
        assert_eq!(v(&[], 1), Verdict::Draw);
        assert_eq!(Verdict::of(&Outcome::Draw, 0), Verdict::Draw);
    }

    fn game(players: usize, a_seat: Seat, outcome: Outcome) -> GameResult {
        GameResult {
            index: a_seat as u32,
            seed: 0,
            players,
            a_seat,
            outcome,
            moves: Vec::new(),
            a_thinking: Thinking::default(),
            b_thinking: Thinking::default(),
        }
    }

    #[test]
    fn a_tally_scores_shared_wins_and_draws_by_their_share() {
        let mut r = MatchResult::new(Level::Hard.into(), Level::Medium.into(), 4);
        r.add(&game(4, 0, Outcome::Winners(vec![0])));
        r.add(&game(4, 1, Outcome::Winners(vec![1, 3])));
        r.add(&game(4, 2, Outcome::Draw));
        r.add(&game(4, 3, Outcome::Winners(vec![0])));
        assert_eq!(
            (r.wins, r.shared_wins, r.draws, r.losses, r.games),
            (1, 1, 1, 1, 4)
        );
        assert!((r.score - 1.75).abs() < 1e-12);
        assert!((r.share() - 0.4375).abs() < 1e-12);
        assert_eq!(r.equal_share(), 0.25);
        assert!(!r.a_is_stronger(), "four games prove nothing");
    }

    #[test]
    fn display_puts_a_score_first() {
        let mut r = MatchResult::new(Spec::hard(500), Level::Random.into(), 2);
        for i in 0..40 {
            let outcome = match i {
                0..25 => Outcome::Winners(vec![0]),
                25..29 => Outcome::Draw,
                _ => Outcome::Winners(vec![1]),
            };
            r.add(&game(2, 0, outcome));
        }
        let text = r.to_string();
        assert!(
            text.starts_with("A scores 67.5% (25 wins, 0 shared, 4 draws, 11 losses of 40)"),
            "{text}"
        );
        assert!(text.contains("95% interval 52.0%–79.9%"), "{text}");
        assert!(
            text.ends_with("(A hard:500 vs B random, 2 players)"),
            "{text}"
        );
    }

    #[test]
    fn games_of_a_match_are_independent_of_order() {
        let setup = Setup::players(2);
        let (a, b) = (Level::Random.into(), Level::Random.into());
        let third = play_game::<rules::mojave::Mojave>(&setup, a, b, 9, 2, || 0.0).expect("setup");
        let again = play_game::<rules::mojave::Mojave>(&setup, a, b, 9, 2, || 0.0).expect("setup");
        assert_eq!(third, again);
        let other = play_game::<rules::mojave::Mojave>(&setup, a, b, 10, 2, || 0.0).expect("setup");
        assert_ne!(third.seed, other.seed);
        assert_eq!(third.a_seat, 0);
        // The record replays to the same end.
        let mut g = rules::mojave::Mojave::new(&setup, third.seed).expect("setup");
        for m in &third.moves {
            g.play(&m.parse().expect("notation")).expect("legal");
        }
        assert_eq!(g.outcome(), Some(third.outcome));
    }
}
