//! Per-game hooks: which moves the search tries first and plays out, and how it scores a
//! playout cut short. The defaults know nothing about any game and work for all of them.

use rules::{Game, GameRng};

use crate::config::Config;
use crate::level::{Level, Spec};

/// Move choice inside the search. Both methods return an index into a non-empty slice;
/// an index out of range is clamped to the last move.
pub trait Policy<G: Game> {
    /// Which of the moves not yet in the tree at this node is added next: move ordering.
    /// Moves chosen early get searched most, so put promising ones first.
    fn expand(&mut self, state: &G, untried: &[G::Move], rng: &mut GameRng) -> usize {
        let _ = state;
        uniform(untried.len(), rng)
    }

    /// Which move a playout plays from `state`.
    fn playout(&mut self, state: &G, moves: &[G::Move], rng: &mut GameRng) -> usize {
        let _ = state;
        uniform(moves.len(), rng)
    }

    /// The moves the search weighs at its root instead of [`Game::legal_moves`], for a game
    /// whose move list is only a sample (Cubus lists 64 of possibly millions of builds, not
    /// the best ones), or to leave out moves known to lose (Cubulus at three players). Each
    /// must be legal in every determinization of the root; `None` (the default) or an empty
    /// list means the legal moves. With its own root moves the tree grows no deeper than
    /// them ([`crate::Config::max_edges`] is cut to their number) unless
    /// [`Policy::grows_below_root`]: the search weighs each by playouts.
    fn root_moves(&mut self, state: &G) -> Option<Vec<G::Move>> {
        let _ = state;
        None
    }

    /// True when [`Policy::root_moves`] only leaves listed legal moves out, so the tree may
    /// grow below them as below any root.
    fn grows_below_root(&self) -> bool {
        false
    }
}

fn uniform(len: usize, rng: &mut GameRng) -> usize {
    rng.below(len as u64) as usize
}

/// Uniformly random expansion and playouts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Uniform;

impl<G: Game> Policy<G> for Uniform {}

/// Scores a position where a playout stopped at [`crate::Config::playout_cap`] before the
/// game ended.
pub trait Evaluate<G: Game> {
    /// One value per seat in [0, 1] (like [`rules::Outcome::returns`]); out-of-range values
    /// are clamped and missing seats count 0.
    fn evaluate(&self, state: &G) -> Vec<f64>;
}

/// Every seat gets `1/players`: an unfinished playout says nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EqualShares;

impl<G: Game> Evaluate<G> for EqualShares {
    fn evaluate(&self, state: &G) -> Vec<f64> {
        let n = state.players().max(1);
        vec![1.0 / n as f64; n]
    }
}

/// The hooks a game's search uses by default ([`crate::Search::new`], [`crate::choose_move`],
/// [`crate::play_match`]). Implementing it with no body gives [`Uniform`], [`EqualShares`]
/// and the budgets of [`Level::iterations`]; a game gets its own heuristics by overriding
/// methods here.
pub trait Heuristics: Game {
    /// How `level` searches this game; `None` for [`Level::Random`].
    fn config(level: Level) -> Option<Config> {
        Spec::from(level).config()
    }

    /// The policy of a search with `config` (whose [`Config::sight`] a policy making its
    /// own root moves reads).
    fn policy(_config: &Config) -> Box<dyn Policy<Self>> {
        Box::new(Uniform)
    }

    /// The evaluator of a search with `config` (whose [`Config::horizon`] an evaluator
    /// that plays turns itself reads).
    fn evaluator(_config: &Config) -> Box<dyn Evaluate<Self>> {
        Box::new(EqualShares)
    }
}

impl Spec {
    /// The search configuration for game `G` ([`Heuristics::config`] at this level, with
    /// the iteration count of `hard:<n>`), or `None` for a random player.
    pub fn config_for<G: Heuristics>(&self) -> Option<Config> {
        let mut config = G::config(self.level)?;
        if let Some(n) = self.iterations {
            config.iterations = n;
        }
        Some(config)
    }
}
