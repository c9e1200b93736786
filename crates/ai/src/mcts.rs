//! Information-set Monte Carlo tree search (single-observer ISMCTS with UCB1).
//!
//! Every iteration starts from a fresh `determinize(Some(me), rng)` of the root, so hidden
//! things (other hands, the deck order, the state's own RNG and so every future draw) are
//! re-drawn each time and the search never learns more than its seat knows. The tree is
//! keyed by moves, not by states: an edge counts how often its move was *available* when
//! its parent was passed, and UCB uses that count in place of the parent's visits. With
//! perfect information every move is always available and this is plain UCT.
//!
//! Each edge keeps the returns of the seat that played its move, so every seat maximises
//! its own result (max^n): right for 3–6 players, where one seat's loss is not another's
//! win. Pure max^n trusts the other seats to stop each other (a seat with nothing left to
//! gain picks between the searching seat's win and a third seat's as if by coin), and a
//! deeper search leans on that trust more; a game whose searches suffer from it credits
//! the other seats' edges with a share of the searching seat's loss instead
//! ([`Config::paranoia`]; 1 is the paranoid search, everyone against the searcher). With
//! two players the returns sum to 1 and this changes nothing.

use rules::{Game, GameRng, Seat};

use crate::config::Config;
use crate::level::Spec;
use crate::policy::{EqualShares, Evaluate, Heuristics, Policy, Uniform};

/// What the search knows about one move at the root, from the mover's point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStats<M> {
    pub mv: M,
    pub visits: u32,
    /// The mover's mean return through this move, in [0, 1].
    pub mean: f64,
}

struct Edge<M> {
    mv: M,
    /// The seat that played `mv`; `reward` sums its returns.
    mover: Seat,
    child: u32,
    visits: u32,
    available: u32,
    reward: f64,
    /// What [`Config::solver`] proved of `mv` for its mover.
    proof: Proof,
}

/// A move's value where the solver knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    Open,
    Win,
    Loss,
}

/// How often a running search looks at the clock (iterations between reads).
const CLOCK_STRIDE: u32 = 8;

/// One interruptible search for the seat to move. Run it all at once ([`Search::run`]) or in
/// slices ([`Search::step`]) between which a Web Worker can yield; [`Search::best_move`] is
/// valid at any point, so a player can stop it early.
///
/// ```ignore
/// let mut search = Search::new(&state, spec.config()?, seed);
/// while !search.is_done() && !stop_requested() {
///     search.step(200); // a few milliseconds, then back to the event loop
///     yield_now().await;
/// }
/// let m = search.best_move();
/// ```
pub struct Search<G: Game> {
    /// The root as the mover sees it: a determinization, never the caller's state.
    view: G,
    me: Option<Seat>,
    root_moves: Vec<G::Move>,
    /// The root searches the policy's [`Policy::root_moves`], not each determinization's
    /// legal moves.
    own_root: bool,
    config: Config,
    rng: GameRng,
    policy: Box<dyn Policy<G>>,
    evaluator: Box<dyn Evaluate<G>>,
    /// Node `i`'s outgoing edges; node 0 is the root. Edges keep the relative order of the
    /// legal-move lists they came from, so matching them against a new list is one pass.
    nodes: Vec<Vec<Edge<G::Move>>>,
    /// How often each node was passed (the root: every iteration).
    passes: Vec<u32>,
    /// How many moves each node's position has, once listed ([`Config::solver`]: the
    /// same every pass).
    move_counts: Vec<u32>,
    edges: usize,
    iterations: u32,
    playout_moves: u64,
    path: Vec<(u32, usize)>,
    matched: Vec<Option<usize>>,
    /// While set, every iteration plays this move at the root ([`Search::search_move`]).
    forced: Option<G::Move>,
}

impl<G: Heuristics> Search<G> {
    /// A search with the game's own [`Heuristics`].
    pub fn new(state: &G, config: Config, seed: u64) -> Self {
        Self::with_hooks(
            state,
            config,
            seed,
            G::policy(&config),
            G::evaluator(&config),
        )
    }
}

impl<G: Game> Search<G> {
    /// A search with uniform playouts and equal shares at the cap, whatever the game.
    pub fn uniform(state: &G, config: Config, seed: u64) -> Self {
        Self::with_hooks(
            state,
            config,
            seed,
            Box::new(Uniform),
            Box::new(EqualShares),
        )
    }

    /// A search with explicit hooks. Of `state` only `to_move` and `determinize` are
    /// called: it may be the true position with everything hidden still in it.
    pub fn with_hooks(
        state: &G,
        config: Config,
        seed: u64,
        policy: Box<dyn Policy<G>>,
        evaluator: Box<dyn Evaluate<G>>,
    ) -> Self {
        let mut rng = GameRng::new(seed);
        let me = state.to_move();
        let view = state.determinize(me, &mut rng);
        let mut policy = policy;
        let own = if me.is_some() {
            policy.root_moves(&view).filter(|m| !m.is_empty())
        } else {
            None
        };
        let own_root = own.is_some();
        let root_moves = match own {
            Some(moves) => moves,
            None if me.is_some() => view.legal_moves(),
            None => Vec::new(),
        };
        let mut config = config;
        // A proof is only a proof between two players (see `Config::solver`).
        config.solver &= view.players() == 2;
        if own_root && !policy.grows_below_root() {
            // Below hand-picked root moves the legal-move lists are the sample again, so
            // the search stays a choice among the root moves, each judged by playouts.
            config.max_edges = config.max_edges.min(root_moves.len());
        }
        Search {
            view,
            me,
            root_moves,
            own_root,
            config,
            rng,
            policy,
            evaluator,
            nodes: vec![Vec::new()],
            passes: vec![0],
            move_counts: vec![0],
            edges: 0,
            iterations: 0,
            playout_moves: 0,
            path: Vec::new(),
            matched: Vec::new(),
            forced: None,
        }
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn iterations_done(&self) -> u32 {
        self.iterations
    }

    /// Moves played in playouts so far (for speed measurements).
    pub fn playout_moves(&self) -> u64 {
        self.playout_moves
    }

    /// Edges in the tree.
    pub fn tree_size(&self) -> usize {
        self.edges
    }

    /// True once the iteration budget is spent, or when there is nothing to decide (the
    /// game is over or only one move is legal).
    pub fn is_done(&self) -> bool {
        self.root_moves.len() <= 1 || self.iterations >= self.config.iterations || self.decided()
    }

    /// True when the solver has proved the root: a move wins, or every move loses.
    fn decided(&self) -> bool {
        let root = &self.nodes[0];
        self.config.solver
            && (root.iter().any(|e| e.proof == Proof::Win)
                || (root.len() == self.root_moves.len()
                    && root.iter().all(|e| e.proof == Proof::Loss)))
    }

    /// Runs up to `iterations` more iterations without exceeding the budget; returns how
    /// many ran.
    pub fn step(&mut self, iterations: u32) -> u32 {
        let mut ran = 0;
        while ran < iterations && !self.is_done() {
            self.iterate();
            ran += 1;
        }
        ran
    }

    /// Runs to the end of the iteration budget.
    pub fn run(&mut self) {
        while !self.is_done() {
            self.iterate();
        }
    }

    /// Runs to the end of the iteration budget or of [`Config::time_ms`], whichever comes
    /// first. `clock` returns milliseconds (`performance.now()` in a browser; `Instant`
    /// panics on wasm32-unknown-unknown, hence the closure).
    pub fn run_with_clock(&mut self, clock: impl Fn() -> f64) {
        let start = clock();
        while !self.is_done() {
            self.step(CLOCK_STRIDE);
            if self.config.time_ms.is_some_and(|t| clock() - start >= t) {
                break;
            }
        }
    }

    /// The most visited root move so far (ties go to the higher mean); before the first
    /// iteration, the first legal move. `None` only when the game is over.
    pub fn best_move(&self) -> Option<G::Move> {
        let root = &self.nodes[0];
        if let Some(win) = root.iter().find(|e| e.proof == Proof::Win) {
            return Some(win.mv.clone());
        }
        // A move not known to lose, if there is one.
        let open = root.iter().any(|e| e.proof != Proof::Loss);
        let best = root
            .iter()
            .filter(|e| !open || e.proof != Proof::Loss)
            .max_by(|a, b| a.visits.cmp(&b.visits).then(mean(a).total_cmp(&mean(b))));
        match best {
            Some(e) => Some(e.mv.clone()),
            None => self.root_moves.first().cloned(),
        }
    }

    /// Every searched root move, most visited first.
    pub fn root_stats(&self) -> Vec<MoveStats<G::Move>> {
        let mut stats: Vec<_> = self.nodes[0]
            .iter()
            .map(|e| MoveStats {
                mv: e.mv.clone(),
                visits: e.visits,
                mean: mean(e),
            })
            .collect();
        stats.sort_by_key(|s| std::cmp::Reverse(s.visits));
        stats
    }

    /// Runs `iterations` iterations that all play `m` at the root, adding it to the root's
    /// moves if the search left it out (a sampled move list, a move the policy dropped,
    /// progressive widening), and returns each seat's mean return over them: what `m` is
    /// worth as the searching seat sees it, and how it leaves everyone's chances. A
    /// review's played move, which the search may never have tried. `m` must be legal in
    /// every determinization of the root. Empty when the game is over or `iterations` is 0.
    pub fn search_move(&mut self, m: &G::Move, iterations: u32) -> Vec<f64> {
        if self.me.is_none() || iterations == 0 {
            return Vec::new();
        }
        if !self.root_moves.contains(m) {
            self.root_moves.push(m.clone());
            // Hand-picked root moves cap the tree at their number: one more.
            self.config.max_edges = self.config.max_edges.saturating_add(1);
        }
        self.forced = Some(m.clone());
        let mut sums = vec![0.0; self.view.players()];
        for _ in 0..iterations {
            for (sum, r) in sums.iter_mut().zip(self.iterate()) {
                *sum += r;
            }
        }
        self.forced = None;
        sums.iter().map(|s| s / f64::from(iterations)).collect()
    }

    /// The visits and mean of root move `m`, if the search has tried it.
    pub fn move_stats(&self, m: &G::Move) -> Option<MoveStats<G::Move>> {
        self.nodes[0]
            .iter()
            .find(|e| e.mv == *m)
            .map(|e| MoveStats {
                mv: e.mv.clone(),
                visits: e.visits,
                mean: mean(e),
            })
    }

    /// One iteration; returns every seat's return from the playout (or the position's
    /// evaluation) it ended in.
    fn iterate(&mut self) -> Vec<f64> {
        let mut state = self.view.determinize(self.me, &mut self.rng);
        self.path.clear();
        let mut node = 0u32;
        let grow = self.edges < self.config.max_edges;
        while let Some(mover) = state.to_move() {
            if !grow && self.nodes[node as usize].is_empty() {
                break; // nothing to descend into or add: listing the moves would be wasted
            }
            let moves = if node == 0 && self.own_root {
                self.root_moves.clone()
            } else {
                state.legal_moves()
            };
            self.move_counts[node as usize] = moves.len() as u32;
            let edges = &mut self.nodes[node as usize];
            match_edges(edges, &moves, &mut self.matched);
            let solver = self.config.solver;
            let forced = match &self.forced {
                Some(f) if node == 0 => moves.iter().position(|mv| mv == f),
                _ => None,
            };
            // A known win is taken at once; nothing else here needs searching.
            let win = self
                .matched
                .iter()
                .flatten()
                .copied()
                .find(|&j| solver && edges[j].proof == Proof::Win);
            let win = match forced {
                Some(i) => self.matched[i],
                None => win,
            };
            if let Some(j) = win {
                edges[j].available += 1;
                state.play_unchecked(&edges[j].mv);
                self.path.push((node, j));
                node = edges[j].child;
                continue;
            }
            for &j in self.matched.iter().flatten() {
                edges[j].available += 1;
            }

            let present = self.matched.iter().flatten().count();
            let widening = self.config.widening;
            let wide_enough = widening > 0.0
                && present as f64 >= 1.0 + widening * f64::from(self.passes[node as usize]).sqrt();
            let untried: Vec<G::Move> = if let Some(i) = forced {
                vec![moves[i].clone()]
            } else if grow && !wide_enough {
                moves
                    .iter()
                    .zip(&self.matched)
                    .filter(|(_, m)| m.is_none())
                    .map(|(mv, _)| mv.clone())
                    .collect()
            } else {
                Vec::new()
            };
            if !untried.is_empty() {
                let pick = self
                    .policy
                    .expand(&state, &untried, &mut self.rng)
                    .min(untried.len() - 1);
                let i = forced.unwrap_or_else(|| {
                    self.matched
                        .iter()
                        .enumerate()
                        .filter(|(_, m)| m.is_none())
                        .nth(pick)
                        .map_or(0, |(i, _)| i)
                });
                // Right after the edge of the nearest earlier listed move keeps list order.
                let at = self.matched[..i]
                    .iter()
                    .rev()
                    .flatten()
                    .next()
                    .map_or(0, |&j| j + 1);
                let child = self.nodes.len() as u32;
                self.nodes[node as usize].insert(
                    at,
                    Edge {
                        mv: moves[i].clone(),
                        mover,
                        child,
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                        proof: Proof::Open,
                    },
                );
                self.nodes.push(Vec::new());
                self.passes.push(0);
                self.move_counts.push(0);
                self.edges += 1;
                self.path.push((node, at));
                state.play_unchecked(&moves[i]);
                break;
            }

            let c = self.config.exploration;
            // Known losses are passed over while another move is open.
            let open = self
                .matched
                .iter()
                .flatten()
                .any(|&j| edges[j].proof != Proof::Loss);
            let Some(best) = self
                .matched
                .iter()
                .flatten()
                .copied()
                .filter(|&j| !open || edges[j].proof != Proof::Loss)
                .max_by(|&a, &b| ucb(&edges[a], c).total_cmp(&ucb(&edges[b], c)))
            else {
                break; // tree full and nothing here searched yet: play out from here
            };
            state.play_unchecked(&edges[best].mv);
            self.path.push((node, best));
            node = edges[best].child;
        }

        if self.config.solver {
            self.prove(&state);
        }
        let returns = self.playout(state);
        let searcher = self.me.filter(|_| returns.len() > 2);
        let paranoia = self.config.paranoia;
        for &(n, e) in &self.path {
            self.passes[n as usize] += 1;
            let edge = &mut self.nodes[n as usize][e];
            edge.visits += 1;
            edge.reward += credit(&returns, edge.mover, searcher, paranoia);
        }
        self.iterations += 1;
        returns
    }

    /// Proves what the path's moves are worth ([`Config::solver`]): the last one from the
    /// end it reached, if the game is over there; then, while proofs change, each earlier
    /// one from the moves after it (a proof found earlier was carried up when found).
    fn prove(&mut self, end: &G) {
        let Some(&(n, e)) = self.path.last() else {
            return;
        };
        let Some(outcome) = end.outcome() else {
            return;
        };
        let edge = &mut self.nodes[n as usize][e];
        let proof = match outcome.returns(end.players()).get(edge.mover) {
            Some(&x) if x >= 1.0 => Proof::Win,
            Some(&x) if x <= 0.0 => Proof::Loss,
            _ => return,
        };
        if std::mem::replace(&mut edge.proof, proof) == proof {
            return;
        }
        for i in (0..self.path.len() - 1).rev() {
            let (n, e) = self.path[i];
            let child = self.nodes[n as usize][e].child as usize;
            let replies = &self.nodes[child];
            let proof = if replies.iter().any(|r| r.proof == Proof::Win) {
                Proof::Loss
            } else if replies.len() as u32 == self.move_counts[child]
                && replies.iter().all(|r| r.proof == Proof::Loss)
            {
                Proof::Win
            } else {
                return;
            };
            if std::mem::replace(&mut self.nodes[n as usize][e].proof, proof) == proof {
                return;
            }
        }
    }

    fn playout(&mut self, mut state: G) -> Vec<f64> {
        let players = state.players();
        for _ in 0..self.config.playout_cap {
            if state.to_move().is_none() {
                break;
            }
            let moves = state.legal_moves();
            if moves.is_empty() {
                break;
            }
            let i = self
                .policy
                .playout(&state, &moves, &mut self.rng)
                .min(moves.len() - 1);
            state.play_unchecked(&moves[i]);
            self.playout_moves += 1;
        }
        match state.outcome() {
            Some(outcome) => outcome.returns(players),
            None => self
                .evaluator
                .evaluate(&state)
                .into_iter()
                .map(|v| if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) })
                .collect(),
        }
    }
}

/// What one result is worth to the edge of `mover`: its own return, blended for the other
/// seats with the `searcher`'s loss (see [`Config::paranoia`]).
fn credit(returns: &[f64], mover: Seat, searcher: Option<Seat>, paranoia: f64) -> f64 {
    let own = returns.get(mover).copied().unwrap_or(0.0);
    match searcher {
        Some(me) if me != mover && paranoia > 0.0 => {
            let loss = 1.0 - returns.get(me).copied().unwrap_or(0.0);
            (1.0 - paranoia) * own + paranoia * loss
        }
        _ => own,
    }
}

fn mean<M>(e: &Edge<M>) -> f64 {
    if e.visits == 0 {
        0.0
    } else {
        e.reward / e.visits as f64
    }
}

fn ucb<M>(e: &Edge<M>, c: f64) -> f64 {
    let visits = e.visits.max(1) as f64;
    mean(e) + c * ((e.available.max(1) as f64).ln() / visits).sqrt()
}

/// For each of `moves`, the index of its edge in `edges` or `None`. Both usually list
/// moves in the same relative order, so the next edge is tried first.
fn match_edges<M: PartialEq>(edges: &[Edge<M>], moves: &[M], out: &mut Vec<Option<usize>>) {
    out.clear();
    let mut next = 0;
    for mv in moves {
        let found = if edges.get(next).is_some_and(|e| e.mv == *mv) {
            Some(next)
        } else {
            edges.iter().position(|e| e.mv == *mv)
        };
        if let Some(j) = found {
            next = j + 1;
        }
        out.push(found);
    }
}

/// A uniformly random legal move, chosen from the mover's own view so that even this
/// reads nothing hidden. `None` when the game is over.
pub fn random_move<G: Game>(state: &G, seed: u64) -> Option<G::Move> {
    let mut rng = GameRng::new(seed);
    let me = state.to_move()?;
    let moves = state.determinize(Some(me), &mut rng).legal_moves();
    if moves.is_empty() {
        return None;
    }
    let i = rng.below(moves.len() as u64) as usize;
    moves.into_iter().nth(i)
}

/// The move the player `spec` would make in `state` for the seat to move, or `None` when
/// the game is over. The same state, spec and seed always give the same move.
pub fn choose_move<G: Heuristics>(state: &G, spec: impl Into<Spec>, seed: u64) -> Option<G::Move> {
    match spec.into().config_for::<G>() {
        None => random_move(state, seed),
        Some(config) => {
            let mut search = Search::new(state, config, seed);
            search.run();
            search.best_move()
        }
    }
}
