//! How a search is set up: its budget and the switches each game and level turn on.

/// How much one search thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Iterations to run; one iteration determinizes the root, descends the tree, adds one
    /// edge, plays out and backs the result up.
    pub iterations: u32,
    /// Wall-clock budget in milliseconds, read only by [`crate::Search::run_with_clock`].
    pub time_ms: Option<f64>,
    /// `c` in `mean + c·sqrt(ln(available) / visits)`; returns lie in [0, 1].
    pub exploration: f64,
    /// Playout moves after which the game's [`crate::Evaluate`] scores the position instead.
    pub playout_cap: u32,
    /// Edges the tree may hold; past it iterations still run (and count) but the tree
    /// stops growing, which bounds memory under long time budgets.
    pub max_edges: usize,
    /// Progressive widening: when positive, a node passed `n` times adds a new move only
    /// while fewer than `1 + widening·√n` of its moves available now are in the tree, so
    /// with hundreds of moves the search deepens the ones the policy's
    /// [`crate::Policy::expand`] put first instead of trying each once. 0 adds every move
    /// before any is searched twice.
    pub widening: f64,
    /// With three or more players, the share `λ` of an edge played by a seat other than
    /// the searching one that counts the searching seat's loss:
    /// `(1 − λ)·return(mover) + λ·(1 − return(searcher))`. 0 is max^n, 1 is paranoid (every
    /// other seat plays against the searcher). Two-player searches ignore it.
    pub paranoia: f64,
    /// For a game whose evaluator plays the turns after a move itself instead of playouts
    /// (Cubus), how many of them it counts: 0 only the position the move leaves, 1 also the
    /// next player's reply, 2 also the mover's own follow-up. Games with playouts ignore
    /// it. The default, [`Config::FULL_HORIZON`], counts all the evaluator plays.
    pub horizon: u8,
    /// For a game whose policy makes its own root moves by a search of their own
    /// ([`crate::Policy::root_moves`]: Cubus's builds, Cubulus's moves safe for two moves at
    /// three players), how many of the moves that search meets it looks at before it picks:
    /// a level that sees less plays worse. `None` sees them all; `Some(0)` makes no such
    /// search, and the root weighs every legal move.
    pub sight: Option<u32>,
    /// For a game whose policy keeps at the root only the moves least dangerous by a check
    /// of its own (Cubulus at three players, [`crate::Policy::root_moves`]): rank a move by
    /// the kind of danger it leaves (none, a loss only if a seat fails to block, a loss for
    /// certain), and let the search choose among the moves of the least kind; `false` ranks
    /// by how many dangerous replies it leaves, so that the check alone picks most moves.
    pub root_kinds: bool,
    /// For Cube Attack at three players ([`crate::Policy`] of `games::cube_attack`): the
    /// playouts attack the cubes of the seat ahead on points (of those other than the
    /// mover) three times as often as others', so the search foresees that the seat in the
    /// lead is the others' target. The levels and player counts without it were measured
    /// as they are.
    pub leader_attacks: bool,
    /// Proves wins and losses in the tree (MCTS-Solver): a move that ends the game is a
    /// known win or loss for its mover, a move after which the opponent has a known win is
    /// a known loss, and one after which every reply is a known loss is a known win. The
    /// search then always takes a known win, never a known loss while another move is open,
    /// and stops searching a decided root. Only for two players, perfect information and no
    /// chance after the start (every determinization the same position), where a proof in
    /// one iteration holds in all; a search of more players ignores it.
    pub solver: bool,
}

impl Config {
    pub const DEFAULT_EXPLORATION: f64 = 0.7;
    pub const DEFAULT_PLAYOUT_CAP: u32 = 400;
    pub const DEFAULT_MAX_EDGES: usize = 500_000;
    pub const FULL_HORIZON: u8 = u8::MAX;

    pub fn new(iterations: u32) -> Self {
        Config {
            iterations,
            time_ms: None,
            exploration: Self::DEFAULT_EXPLORATION,
            playout_cap: Self::DEFAULT_PLAYOUT_CAP,
            max_edges: Self::DEFAULT_MAX_EDGES,
            widening: 0.0,
            paranoia: 0.0,
            horizon: Self::FULL_HORIZON,
            sight: None,
            root_kinds: false,
            leader_attacks: false,
            solver: false,
        }
    }

    pub fn time_ms(mut self, ms: f64) -> Self {
        self.time_ms = Some(ms);
        self
    }

    pub fn exploration(mut self, c: f64) -> Self {
        self.exploration = c;
        self
    }

    pub fn playout_cap(mut self, moves: u32) -> Self {
        self.playout_cap = moves;
        self
    }

    pub fn max_edges(mut self, edges: usize) -> Self {
        self.max_edges = edges;
        self
    }

    pub fn widening(mut self, widening: f64) -> Self {
        self.widening = widening;
        self
    }

    pub fn paranoia(mut self, share: f64) -> Self {
        self.paranoia = share;
        self
    }

    pub fn horizon(mut self, turns: u8) -> Self {
        self.horizon = turns;
        self
    }

    pub fn sight(mut self, moves: u32) -> Self {
        self.sight = Some(moves);
        self
    }

    pub fn root_kinds(mut self, on: bool) -> Self {
        self.root_kinds = on;
        self
    }

    pub fn leader_attacks(mut self, on: bool) -> Self {
        self.leader_attacks = on;
        self
    }

    pub fn solver(mut self, on: bool) -> Self {
        self.solver = on;
        self
    }
}
