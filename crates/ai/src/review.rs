//! A review of a finished game: for every move, what the search thinks of it from the
//! mover's point of view, against the best move it finds.
//!
//! Each move is judged in the position before it as its mover saw it: the search starts
//! from [`Game::view`] of the mover (other hands, the deck order and the game's RNG filled
//! in from what the mover could know), and every iteration deals those again, so dice and
//! draws are chance, not known. The search runs as a computer player would
//! ([`budget`]); then the played move gets iterations of its own ([`Search::search_move`]),
//! so it has a value even when the search never tried it. The move's **loss** is the best
//! move's mean return minus the played move's, in the mover's expected result (0 to 1: 1 a
//! certain win alone); below 0 counts as 0. Fixed thresholds on the loss mark a move
//! ([`Mark`]); each seat's mean return after the played move is its winning chance there,
//! for the graph over the game.
//!
//! Everything is seeded ([`Review::new`]'s seed and the move's index), so a review of the
//! same record gives the same verdicts everywhere, and two positions that look alike to the
//! mover get the same verdict whatever is hidden from them.

use rules::{Game, GameId, Record, RecordError, Seat};

use crate::config::Config;
use crate::level::Level;
use crate::mcts::Search;
use crate::policy::Heuristics;

/// The seed a review of a game uses (the worker's and the tests'), so that the same record
/// always gets the same review.
pub const SEED: u64 = 0x2E71_E3A5;

/// A loss from this much on is an inaccuracy.
pub const INACCURACY: f64 = 0.10;
/// A loss from this much on is a mistake.
pub const MISTAKE: f64 = 0.20;
/// A loss from this much on is a blunder.
pub const BLUNDER: f64 = 0.30;

/// What a move's loss makes of it, by the fixed thresholds [`INACCURACY`], [`MISTAKE`]
/// and [`BLUNDER`] (the mover's expected result, 0 to 1, given away by the move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark of a move that loses `loss`, or `None` for a good move.
    pub fn of(loss: f64) -> Option<Mark> {
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    pub fn parse(text: &str) -> Option<Mark> {
        [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder]
            .into_iter()
            .find(|m| m.as_str() == text)
    }
}

/// The verdict on one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview<M> {
    /// The move's index in the game (0: the first move).
    pub ply: usize,
    pub mover: Seat,
    pub played: M,
    /// The best move the search found (the played one when it agrees).
    pub best: M,
    /// The mover's expected result after the best move and after the played one.
    pub best_value: f64,
    pub played_value: f64,
    /// `best_value − played_value`, at least 0.
    pub loss: f64,
    pub mark: Option<Mark>,
    /// Each seat's winning chance after the played move, as the mover saw it.
    pub chances: Vec<f64>,
}

/// How much a review searches each move: a computer player's search and the played move's
/// own iterations.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub search: Config,
    pub played: u32,
}

/// The review's budget for game `G`: Medium's search (a tenth of Hard's, so that a whole
/// game takes seconds to tens of seconds in a browser) and a quarter of it again for the
/// played move; Cubus, whose Hard values a handful of candidate builds exactly (against
/// the next player's reply), takes Hard's, and one evaluation of the played build.
pub fn budget<G: Heuristics>() -> Option<Budget> {
    if G::ID == GameId::Cubus {
        let search = G::config(Level::Hard)?;
        return Some(Budget { search, played: 1 });
    }
    let search = G::config(Level::Medium)?;
    Some(Budget {
        search,
        played: (search.iterations / 4).max(50),
    })
}

/// The seed of move `ply`'s search in a review seeded with `seed`.
fn move_seed(seed: u64, ply: usize) -> u64 {
    seed ^ (ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// One move's review in progress: the search, then the played move's own iterations.
struct MoveSearch<G: Game> {
    search: Search<G>,
    ply: usize,
    mover: Seat,
    played: G::Move,
    /// The search's best move, fixed when the search ends.
    best: Option<G::Move>,
    /// Each seat's summed returns over the played move's iterations, and their count.
    sums: Vec<f64>,
    played_done: u32,
}

impl<G: Heuristics> MoveSearch<G> {
    /// `None` when the game is over in `before`.
    fn new(before: &G, played: G::Move, ply: usize, budget: &Budget, seed: u64) -> Option<Self> {
        let mover = before.to_move()?;
        // The position as the mover could know it: the search never sees the true one.
        let seen = before.view(Some(mover));
        Some(MoveSearch {
            search: Search::new(&seen, budget.search, move_seed(seed, ply)),
            ply,
            mover,
            played,
            best: None,
            sums: vec![0.0; before.players()],
            played_done: 0,
        })
    }

    /// Runs up to `iterations`; the verdict once the move's budget is spent.
    fn work(&mut self, budget: &Budget, iterations: u32) -> Option<MoveReview<G::Move>> {
        let mut left = iterations;
        if self.best.is_none() {
            left -= self.search.step(left);
            if !self.search.is_done() {
                return None;
            }
            self.best = Some(
                self.search
                    .best_move()
                    .unwrap_or_else(|| self.played.clone()),
            );
        }
        let n = left.min(budget.played - self.played_done);
        if n > 0 {
            let means = self.search.search_move(&self.played, n);
            for (sum, mean) in self.sums.iter_mut().zip(means) {
                *sum += mean * f64::from(n);
            }
            self.played_done += n;
        }
        if self.played_done < budget.played {
            return None;
        }
        Some(self.verdict())
    }

    fn verdict(&self) -> MoveReview<G::Move> {
        let best = self.best.clone().unwrap_or_else(|| self.played.clone());
        let count = f64::from(self.played_done.max(1));
        let chances: Vec<f64> = self.sums.iter().map(|s| s / count).collect();
        let value = |m: &G::Move| self.search.move_stats(m).map(|s| s.mean);
        let played_value = value(&self.played)
            .or_else(|| chances.get(self.mover).copied())
            .unwrap_or(0.0);
        let (best, best_value) = if best == self.played {
            (best, played_value)
        } else {
            let v = value(&best).unwrap_or(played_value);
            // The played move's own iterations may show it better than the search thought.
            if v > played_value {
                (best, v)
            } else {
                (self.played.clone(), played_value)
            }
        };
        let loss = (best_value - played_value).max(0.0);
        MoveReview {
            ply: self.ply,
            mover: self.mover,
            played: self.played.clone(),
            best,
            best_value,
            played_value,
            loss,
            mark: Mark::of(loss),
            chances,
        }
    }
}

/// The review of `played` in `before`, run to its end (see the module's text).
pub fn review_move<G: Heuristics>(
    before: &G,
    played: &G::Move,
    ply: usize,
    budget: &Budget,
    seed: u64,
) -> Option<MoveReview<G::Move>> {
    let mut job = MoveSearch::new(before, played.clone(), ply, budget, seed)?;
    loop {
        if let Some(verdict) = job.work(budget, u32::MAX) {
            return Some(verdict);
        }
    }
}

/// A whole game's review, a move at a time and in slices of iterations ([`Review::work`]),
/// so that a Web Worker can answer a stop between them.
pub struct Review<G: Game> {
    /// The position before move `next`.
    state: G,
    moves: Vec<G::Move>,
    next: usize,
    current: Option<MoveSearch<G>>,
    budget: Budget,
    seed: u64,
}

impl<G: Heuristics> Review<G> {
    /// A review of `moves` played from `start` (each checked when its turn comes: the
    /// review stops at an illegal one).
    pub fn new(start: G, moves: Vec<G::Move>, budget: Budget, seed: u64) -> Self {
        Review {
            state: start,
            moves,
            next: 0,
            current: None,
            budget,
            seed,
        }
    }

    /// A review of a record's moves with the game's [`budget`]; the record is replayed
    /// first, so a bad record is an error here and not halfway through.
    pub fn of_record(record: &Record, seed: u64) -> Result<Self, RecordError>
    where
        G: 'static,
    {
        record.replay_as::<G>()?;
        let moves = record
            .moves
            .iter()
            .map(|text| text.parse::<G::Move>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| RecordError::Malformed(e.to_string()))?;
        let start = record.start_as::<G>()?;
        let budget = budget::<G>()
            .ok_or_else(|| RecordError::Malformed(format!("{} has no computer player", G::ID)))?;
        Ok(Review::new(start, moves, budget, seed))
    }

    /// Moves to review.
    pub fn total(&self) -> usize {
        self.moves.len()
    }

    /// Moves reviewed so far.
    pub fn reviewed(&self) -> usize {
        self.next
    }

    pub fn is_done(&self) -> bool {
        self.next >= self.moves.len()
    }

    /// Runs up to `iterations` of search; the verdict on a move when one is finished.
    pub fn work(&mut self, iterations: u32) -> Option<MoveReview<G::Move>> {
        let played = self.moves.get(self.next)?.clone();
        if self.current.is_none() {
            let job = MoveSearch::new(
                &self.state,
                played.clone(),
                self.next,
                &self.budget,
                self.seed,
            );
            if job.is_none() || self.state.validate(&played).is_err() {
                self.next = self.moves.len(); // over early or an illegal move: stop here
                return None;
            }
            self.current = job;
        }
        let verdict = self.current.as_mut()?.work(&self.budget, iterations)?;
        self.current = None;
        self.state.play_unchecked(&played);
        self.next += 1;
        Some(verdict)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::cubes::Cubes;
    use rules::cubulus::Cubulus;
    use rules::{GameRng, Setup};

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::of(0.0), None);
        assert_eq!(Mark::of(0.099), None);
        assert_eq!(Mark::of(0.1), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::of(0.3), Some(Mark::Blunder));
        assert_eq!(Mark::of(1.0), Some(Mark::Blunder));
        for m in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            assert_eq!(Mark::parse(m.as_str()), Some(m));
        }
    }

    /// A random Cubulus game up to a position where seat 0 could complete a square, and
    /// there a move that does not: the start, the seed of the start, and the moves.
    fn cubulus_with_a_missed_win() -> (u64, Vec<<Cubulus as Game>::Move>) {
        let wins = |g: &Cubulus, m: &<Cubulus as Game>::Move| {
            let mut h = g.clone();
            h.play_unchecked(m);
            h.outcome().is_some_and(|o| o.returns(2)[0] == 1.0)
        };
        for seed in 0..100u64 {
            let mut g = Cubulus::new(&Setup::players(2), seed).expect("setup");
            let mut moves = Vec::new();
            while let Some(me) = g.to_move() {
                let legal = g.legal_moves();
                if me == 0 && legal.iter().any(|m| wins(&g, m)) {
                    let quiet = legal.iter().find(|m| {
                        let mut h = g.clone();
                        h.play_unchecked(m);
                        h.outcome().is_none()
                    });
                    if let Some(m) = quiet {
                        moves.push(*m);
                        return (seed, moves);
                    }
                }
                let m = crate::random_move(&g, seed * 1000 + moves.len() as u64).expect("a move");
                g.play_unchecked(&m);
                moves.push(m);
            }
        }
        panic!("no position with a win to miss");
    }

    #[test]
    fn a_missed_win_is_a_blunder() {
        let (seed, moves) = cubulus_with_a_missed_win();
        let start = Cubulus::new(&Setup::players(2), seed).expect("setup");
        let mut review = Review::new(
            start,
            moves.clone(),
            budget::<Cubulus>().expect("budget"),
            3,
        );
        let mut verdicts = Vec::new();
        while !review.is_done() {
            if let Some(v) = review.work(64) {
                verdicts.push(v);
            }
        }
        assert_eq!(verdicts.len(), moves.len());
        let last = verdicts.last().expect("a verdict");
        assert_eq!(last.mover, 0);
        assert_eq!(last.mark, Some(Mark::Blunder), "{last:?}");
        assert_ne!(last.best, last.played);
        assert!(last.best_value > 0.9, "{last:?}");
    }

    #[test]
    fn a_cubes_verdict_depends_only_on_what_the_mover_sees() {
        let mut g = Cubes::new(&Setup::players(3), 11).expect("setup");
        for i in 0..12 {
            let m = crate::choose_move(&g, Level::Easy, i).expect("a move");
            g.play(&m).expect("legal");
        }
        let mover = g.to_move().expect("running");
        let played = crate::choose_move(&g, Level::Easy, 99).expect("a move");
        let budget = budget::<Cubes>().expect("budget");
        let verdict = review_move(&g, &played, 12, &budget, 5).expect("verdict");
        // Other hands and the draw pile dealt anew, the mover's own hand and the board kept.
        for deal in 0..4 {
            let other = g.determinize(Some(mover), &mut GameRng::new(1000 + deal));
            assert_eq!(other.view(Some(mover)), g.view(Some(mover)));
            assert_ne!(other, g, "deal {deal} changed nothing hidden");
            let again = review_move(&other, &played, 12, &budget, 5).expect("verdict");
            assert_eq!(again, verdict, "deal {deal}");
        }
    }

    #[test]
    fn a_review_is_the_same_for_the_same_seed() {
        let (seed, moves) = cubulus_with_a_missed_win();
        let run = || {
            let start = Cubulus::new(&Setup::players(2), seed).expect("setup");
            let mut review = Review::new(
                start,
                moves.clone(),
                budget::<Cubulus>().expect("budget"),
                8,
            );
            let mut out = Vec::new();
            while !review.is_done() {
                out.extend(review.work(100));
            }
            out
        };
        assert_eq!(run(), run());
    }
}
