//! The Cubus player: a search over the few builds worth weighing, each judged by what it
//! scores now against what it leaves the next player.
//!
//! A late position can have tens of millions of legal builds and the move list is a sample
//! of 64 of them ([`Cubus::listed_builds`]), not the best ones, so the search does not use
//! it, and one build search there takes 10–200 ms, so a second's budget buys a few dozen
//! of them, not playouts of whole turns. Instead:
//!
//! - **Candidates** ([`candidates`]): the best build ([`search::best_build`], branch and
//!   bound) and the next best distinct stacks, found by walking only the builds within a few
//!   points of it (the rules' walk prunes by a points bar, so this never lists the rest), up
//!   to [`CANDIDATES`]; "no build" only where it is a pass (the optional endings) or the only
//!   move, since declaring none while a build scores hands that build to the knocker. In the
//!   Abbau, the reductions taking most cards. In the knock window the one move the rule note
//!   decides for AI seats: knock exactly when the overlooker had a scoring build.
//! - **Search**: the MCTS of [`crate::mcts`] with these as its root moves
//!   ([`Policy::root_moves`]); the tree stays at the root and there are no playout moves.
//!   Iterations expand the candidates best build first, so a level's iteration budget is
//!   the number of candidates it weighs.
//! - **Value** (`Standing`): after a candidate, each seat's points plus [`HAND_VALUE`] per
//!   card in front of it (cards kept are the next builds' material; nothing in the Abbau,
//!   where they are already counted), with the next player's greedy reply added to theirs:
//!   their best build on the drawing the candidate leaves, averaged over the card they are
//!   about to draw. Hands are public and the deck's composition is known (only its order is
//!   hidden), so that average is exact over the four card types and no deal is sampled:
//!   `determinize` changes nothing the value reads, and the move is the same for every
//!   seed. With two players the builder's own greedy follow-up is added to theirs too: their
//!   best build with the cards they keep, on the drawing each reply leaves (so a candidate
//!   that leaves a drawing the builder's cards fit beats one that only scores as much now;
//!   counting the card they will draw as well won fewer games, 28 of 40 against 32, and
//!   took longer). At the end of the deck the reply is the next player's build without a
//!   draw; in the Abbau, their reduction; when the candidate ends the game, the result
//!   counts. With 3 or more players only the next player's reply is counted. Strengths
//!   become a logistic lead over the strongest other seat.
//! - **Levels by sight** ([`Config::sight`]): Easy and Medium do not search; each takes the
//!   build scoring most among the first 10 (Easy) and 100 (Medium) builds the rules' walk
//!   meets ([`seen_candidates`]). Early in a game that is every build; later, when a table
//!   has millions, a corner of them, as a player who does not yet see the whole drawing.
//!   Cubus is a game of seeing builds, and a level that saw every build played no worse
//!   than Hard at three and four players (the reply counts for less when two players come
//!   before one's next turn), so the levels differ in what they see.
//!
//! | level | builds weighed | looks at |
//! |-------|---------------:|----------|
//! | Easy | the best of the first 10 met | its build's points |
//! | Medium | the best of the first 100 met | its build's points |
//! | Hard | 5 candidates from all builds | the reply, with two players the follow-up |
//!
//! Strength and time a move: `docs/ai.md`.
//!
//! **The greedy player** is `hard:1`: one iteration expands only the first candidate, the
//! best build, so `hard:1` plays exactly [`choose`] (the player before this search, kept as
//! the baseline: `cli match cubus --a hard --b hard:1`).

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;

use rules::cubus::{
    search, BuildOption, CardType, Cards, Cubus, Goal, Move, Phase, Situation, Stack,
};
use rules::{Game, GameRng};

use super::lead_values;
use crate::config::Config;
use crate::level::Level;
use crate::policy::{Evaluate, Heuristics, Policy};

/// Builds weighed at the root at most: Hard's budget. Each costs a few build searches of
/// up to 200 ms on a mid-game table; eight played no better than four (the earlier Medium
/// against the earlier Hard) and took Hard's slowest moves to 1.4 s natively.
pub const CANDIDATES: usize = 5;

/// Builds Easy and Medium see, in the order the rules' walk meets them, before they take
/// the one scoring most ([`Config::sight`]): early in a game that is every build, later a
/// corner of the millions, as a player who does not yet see the whole drawing.
pub const EASY_SIGHT: u32 = 10;
pub const MEDIUM_SIGHT: u32 = 100;

/// What a card in front of a seat is worth against a point scored: a crate scores 3 and
/// needs one to three cards, so cards kept are the next builds' points. (Against the greedy
/// player over the same 100 two-player deals, 1.5 won 60 games where 0.4 won 54.)
pub const HAND_VALUE: f64 = 1.5;

/// Points of lead that make odds of e to 1 in [`Standing`]: wide, so that a few points
/// still tell candidates apart when one seat leads by many.
const LEAD_SCALE: f64 = 20.0;

/// Builds the candidate walk visits at most per pass (each choice of open lids apart).
const SCAN_LIMIT: usize = 500;

/// How far below the best build each pass of the candidate walk reaches, until it has
/// enough distinct stacks.
const BELOW_BEST: [i32; 4] = [2, 5, 10, i32::MAX];

impl Heuristics for Cubus {
    fn config(level: Level) -> Option<Config> {
        // Easy and Medium take the build scoring most among those they see; Hard weighs its
        // candidates against the reply (and with two players its own follow-up).
        let (iterations, horizon, sight) = match level {
            Level::Random => return None,
            Level::Easy => (1, 0, Some(EASY_SIGHT)),
            Level::Medium => (1, 0, Some(MEDIUM_SIGHT)),
            Level::Hard => (CANDIDATES as u32, Config::FULL_HORIZON, None),
        };
        let config = Config::new(iterations)
            .horizon(horizon)
            // The evaluator plays the next player's reply itself: no playout moves.
            .playout_cap(0)
            // A candidate's value is exact (no sampled playout), so iterations past the
            // candidates go to the best one and never explore.
            .exploration(0.0);
        Some(match sight {
            Some(builds) => config.sight(builds),
            None => config,
        })
    }

    fn policy(config: &Config) -> Box<dyn Policy<Self>> {
        Box::new(LookAhead {
            sight: config.sight,
        })
    }

    fn evaluator(config: &Config) -> Box<dyn Evaluate<Self>> {
        Box::new(Standing {
            horizon: config.horizon,
            builds: RefCell::default(),
        })
    }
}

/// The candidates at the root; the greedy move anywhere else (the tree holds only the root).
struct LookAhead {
    sight: Option<u32>,
}

impl Policy<Cubus> for LookAhead {
    fn expand(&mut self, state: &Cubus, untried: &[Move], _rng: &mut GameRng) -> usize {
        greedy_index(state, untried)
    }

    fn playout(&mut self, state: &Cubus, moves: &[Move], _rng: &mut GameRng) -> usize {
        greedy_index(state, moves)
    }

    fn root_moves(&mut self, state: &Cubus) -> Option<Vec<Move>> {
        if let Phase::KnockWindow { overlooker, .. } = *state.phase() {
            return Some(vec![knock_decision(state, overlooker)]);
        }
        state.situation()?;
        let found = match self.sight {
            Some(n) => seen_candidates(state, n as usize),
            None => candidates(state),
        };
        let mut moves: Vec<Move> = found.iter().map(Move::from).collect();
        // Declaring no build while one scores only hands it to the knocker (who then also
        // takes their own turn), so it is weighed only where it is a pass (the endings).
        let passing = matches!(
            state.phase(),
            Phase::FinalBuild { .. } | Phase::Contest { .. }
        );
        if (moves.is_empty() || passing) && state.validate(&Move::NoBuild).is_ok() {
            moves.push(Move::NoBuild);
        }
        Some(moves)
    }
}

/// The greedy move's index in `moves`: the listed moves and the candidates come best build
/// first.
fn greedy_index(state: &Cubus, moves: &[Move]) -> usize {
    if let Phase::KnockWindow { overlooker, .. } = *state.phase() {
        let want = knock_decision(state, overlooker);
        return moves.iter().position(|m| *m == want).unwrap_or(0);
    }
    0
}

/// The rule note's AI behaviour: knock exactly when the overlooker had a scoring build.
fn knock_decision(state: &Cubus, overlooker: rules::Seat) -> Move {
    if state.has_scoring_build(overlooker) {
        Move::Knock
    } else {
        Move::PassKnock
    }
}

/// The builds worth weighing now, best first (the best build itself first of all), at most
/// [`CANDIDATES`], one per stack; empty when no build is possible.
pub fn candidates(state: &Cubus) -> Vec<BuildOption> {
    let Some(sit) = state.situation() else {
        return Vec::new();
    };
    let mut found = match sit.goal {
        Goal::Grow { min_points } => grow_candidates(&sit, min_points),
        // A reduction removes one crate, so there are few: take them all up to a bound.
        Goal::Shrink { .. } => search::builds_up_to(&sit, SCAN_LIMIT).0,
    };
    // Stable: among equal points the search's order stays, the best build first.
    found.sort_by_key(|b| std::cmp::Reverse(b.points));
    let mut seen = HashSet::new();
    found.retain(|b| seen.insert(b.stack));
    found.truncate(CANDIDATES);
    found
}

/// The builds scoring most among the first `sight` the rules' walk meets, best first, one
/// per stack: what Easy and Medium choose from.
pub fn seen_candidates(state: &Cubus, sight: usize) -> Vec<BuildOption> {
    let Some(sit) = state.situation() else {
        return Vec::new();
    };
    let mut found = search::builds_up_to(&sit, sight.max(1)).0;
    found.sort_by_key(|b| std::cmp::Reverse(b.points));
    let mut seen = HashSet::new();
    found.retain(|b| seen.insert(b.stack));
    found.truncate(CANDIDATES);
    found
}

fn grow_candidates(sit: &Situation, min_points: i32) -> Vec<BuildOption> {
    let Some(best) = search::best_build(sit) else {
        return Vec::new();
    };
    // Without the hand's open crates each drawing comes in few open-lid variants, so the
    // walk's budget goes to distinct stacks; builds that need an O card from the hand are
    // left to the best build.
    let lean = Situation {
        hand: Cards {
            open: 0,
            ..sit.hand
        },
        ..*sit
    };
    // Kept across passes: a pass cut short by the scan limit then only adds to what the
    // complete passes above it found.
    let mut found = Vec::new();
    let mut stacks = HashSet::new();
    for below in BELOW_BEST {
        let bar = best.points.saturating_sub(below).max(min_points);
        let walk = Situation {
            goal: Goal::Grow { min_points: bar },
            ..lean
        };
        let mut visited = 0;
        let _ = search::for_each_build(&walk, &mut |b| {
            visited += 1;
            if stacks.insert(b.stack) {
                found.push(b);
            }
            if visited >= SCAN_LIMIT {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        if stacks.len() > CANDIDATES || bar == min_points || visited >= SCAN_LIMIT {
            break;
        }
    }
    found.retain(|b| b.stack != best.stack);
    found.insert(0, best);
    found
}

/// Each seat's points plus what its cards in hand are worth, after the reply of the seat
/// to move (the next player, once a candidate is played) is counted in: its greedy build
/// ([`search::best_build`]) averaged over the card it is about to draw, weighted by the
/// unseen cards of each type (the deck's composition is known, only its order is hidden, so
/// the average is exact and no deal needs to be sampled). The strengths become a logistic
/// lead over the strongest other seat.
struct Standing {
    /// [`Config::horizon`]: 0 counts no reply, 1 the next player's, 2 (two players) also
    /// the builder's follow-up.
    horizon: u8,
    /// The greedy build per table and hand: candidates that leave the same drawing, and
    /// the iterations after the candidates, revisit them.
    builds: RefCell<HashMap<(Stack, u16, Cards), Option<BuildOption>>>,
}

/// A build's points and the cards it gains its builder (taken back less added).
type Reply = (i32, i32);

fn reply_of(b: &BuildOption) -> Reply {
    (b.points, b.taken.total() as i32 - b.added.total() as i32)
}

/// Expected points and cards gained of one seat's coming build.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Expected {
    points: f64,
    cards: f64,
}

impl Expected {
    /// Points plus what the cards gained are worth at `hand_value` each.
    fn worth(&self, hand_value: f64) -> f64 {
        self.points + hand_value * self.cards
    }

    fn add(&mut self, weight: f64, (points, cards): Reply) {
        self.points += weight * f64::from(points);
        self.cards += weight * f64::from(cards);
    }
}

impl Standing {
    /// The greedy build on drawing `stack` (open lids on `open`) with `hand`; `None` when
    /// no build scores.
    fn build(&self, stack: &Stack, open: u16, hand: Cards) -> Option<BuildOption> {
        let key = (*stack, open, hand);
        if let Some(b) = self.builds.borrow().get(&key) {
            return b.clone();
        }
        let b = Situation::grow(stack, open, hand)
            .ok()
            .and_then(|sit| search::best_build(&sit));
        self.builds.borrow_mut().insert(key, b.clone());
        b
    }

    /// The reply `state` waits for from `seat` and, when `follower` is given, that seat's
    /// greedy follow-up with the cards it holds now on the drawing each reply leaves.
    fn expected_reply(
        &self,
        state: &Cubus,
        seat: rules::Seat,
        follower: Option<rules::Seat>,
    ) -> (Expected, Expected) {
        let (mut reply, mut follow) = (Expected::default(), Expected::default());
        match state.phase() {
            Phase::Draw => {
                let unseen = unseen_cards(state);
                let total = f64::from(unseen.total().max(1));
                for t in CardType::ALL {
                    let n = unseen.get(t);
                    if n == 0 {
                        continue;
                    }
                    let w = f64::from(n) / total;
                    let hand = state.hand(seat) + one_card(t);
                    let b = self.build(state.stack(), state.open_columns(), hand);
                    let (p, c) = b.as_ref().map_or((0, 0), reply_of);
                    // The drawn card is one more in hand.
                    reply.add(w, (p, c + 1));
                    let Some(next) = follower else { continue };
                    let (stack, open) = b.map_or((*state.stack(), state.open_columns()), |b| {
                        (b.stack, b.open)
                    });
                    let r = self.build(&stack, open, state.hand(next));
                    follow.add(w, r.as_ref().map_or((0, 0), reply_of));
                }
            }
            Phase::Build | Phase::Dismantle => {
                reply.add(1.0, state.best_build().map_or((0, 0), |b| reply_of(&b)));
            }
            _ => {}
        }
        (reply, follow)
    }
}

/// The cards neither on the table nor in front of a player: the deck, in the build game.
fn unseen_cards(state: &Cubus) -> Cards {
    let held = (0..state.players()).fold(state.table(), |a, p| a + state.hand(p));
    Cards::ALL.saturating_sub(held)
}

fn one_card(t: CardType) -> Cards {
    match t {
        CardType::Left => Cards::new(1, 0, 0, 0),
        CardType::Right => Cards::new(0, 1, 0, 0),
        CardType::Lid => Cards::new(0, 0, 1, 0),
        CardType::Open => Cards::new(0, 0, 0, 1),
    }
}

impl Evaluate<Cubus> for Standing {
    fn evaluate(&self, state: &Cubus) -> Vec<f64> {
        let hand_value = if state.is_abbau() { 0.0 } else { HAND_VALUE };
        let mut strength: Vec<f64> = (0..state.players())
            .map(|p| f64::from(state.score(p)) + hand_value * f64::from(state.hand(p).total()))
            .collect();
        if let Some(seat) = state.to_move().filter(|_| self.horizon >= 1) {
            let players = state.players();
            let follower = (players == 2 && self.horizon >= 2 && !state.is_abbau())
                .then_some((seat + 1) % players);
            let (reply, follow) = self.expected_reply(state, seat, follower);
            if let Some(s) = strength.get_mut(seat) {
                *s += reply.worth(hand_value);
            }
            if let Some(s) = follower.and_then(|f| strength.get_mut(f)) {
                *s += follow.worth(hand_value);
            }
        }
        lead_values(&strength, LEAD_SCALE)
    }
}

/// The greedy player: draws when it must; knocks exactly when the overlooker had a scoring
/// build (the rule note's AI behaviour); otherwise plays the build with the most points, or
/// declares none. Every search here is bounded: any-build stops at the first, best-build
/// prunes by points.
pub fn choose(g: &Cubus) -> Option<Move> {
    g.to_move()?;
    let legal = |m: &Move| g.validate(m).is_ok();
    if legal(&Move::Draw) {
        return Some(Move::Draw);
    }
    if let Phase::KnockWindow { overlooker, .. } = *g.phase() {
        return Some(knock_decision(g, overlooker));
    }
    if let Some(m) = g.best_build().map(|b| Move::from(&b)).filter(legal) {
        return Some(m);
    }
    [Move::NoBuild, Move::PassKnock]
        .into_iter()
        .find(legal)
        .or_else(|| g.legal_moves().into_iter().next())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::Spec;
    use rules::Setup;

    #[test]
    fn a_greedy_game_of_cubus_runs_to_its_end_with_legal_moves() {
        let mut g = Cubus::new(&Setup::players(2), 5).unwrap();
        let mut moves = 0;
        while let Some(m) = choose(&g) {
            g.play(&m).unwrap();
            moves += 1;
            assert!(moves < 2000, "the game ends");
        }
        assert!(g.outcome().is_some());
        assert!(g.scores().iter().any(|&s| s > 0), "someone built");
    }

    #[test]
    fn hard_with_one_iteration_is_the_greedy_player() {
        let mut g = Cubus::new(&Setup::players(2), 7).unwrap();
        for _ in 0..30 {
            let Some(want) = choose(&g) else { break };
            assert_eq!(crate::mcts::choose_move(&g, Spec::hard(1), 3), Some(want));
            g.play(&want).unwrap();
        }
    }

    #[test]
    fn candidates_are_legal_distinct_and_best_first() {
        let mut g = Cubus::new(&Setup::players(3), 11).unwrap();
        let mut checked = 0;
        // Small stacks only: a debug build searches slowly.
        while let Some(m) = choose(&g).filter(|_| g.crates() < 16) {
            let c = candidates(&g);
            if let Some(best) = g.best_build() {
                assert_eq!(c.first().map(|b| b.points), Some(best.points));
                assert!(c.windows(2).all(|w| w[0].points >= w[1].points));
                let stacks: HashSet<_> = c.iter().map(|b| b.stack).collect();
                assert_eq!(stacks.len(), c.len());
                for b in &c {
                    assert_eq!(g.validate(&Move::from(b)), Ok(()));
                }
                checked += 1;
            }
            g.play(&m).unwrap();
        }
        assert!(checked > 5);
    }
}
