//! Cubus (Reinhold Wittig): the players lay rhombus cards that together draw a stack of
//! crates (*Kisten*) in isometric view, and score for every crate the drawing gains.
//!
//! # Cards
//! 48 cards: 16 left sides (L, *linke Kistenteile*), 16 right sides (R), 12 lids (T,
//! *Kistendeckel*), 4 open crates (O, *offene Kisten*). The start crate (one L, R, T) lies on
//! the table; the other 45 are the deck. Cards in front of players are public ([`Cards`] per
//! seat); only the deck order is hidden.
//!
//! # Turn
//! 1. `d` — the player draws the deck's top card into their open cards.
//! 2. From their second draw on (the second round) they build or declare no build:
//!    - a **build** (`b…`, *Bauaktion*) re-lays the drawing: it names the complete new
//!      drawing by its reading (its canonical stack). It must gain crates and score at least 1
//!      (*Legeregel*: only scoring builds are legal); for each card type the cards added come
//!      from the builder's open cards and the cards taken off go back to them; points =
//!      3 × Δcrates − added + taken. Open crates already built in keep their places relative
//!      to each other and stay visible lids; new ones may come from the hand.
//!    - **no build** (`n`) is legal when no scoring build exists, or always when the option
//!      `knocking` (default on) is on. Then the other players, in turn order, may knock
//!      (`k`, *Klopfen*) or pass (`p`). The first knocker builds with the overlooker's cards
//!      (they come from and go back to the overlooker; the points go to the knocker). A knock
//!      when no scoring build existed gives every other player 2 points.
//! 3. When the deck is empty turns go on without drawing. The game ends when no player can
//!    score with their own cards, or (*Digital*) after a whole round in which nobody built.
//!    Option `ending`: `lowest` — the lowest scorer (on a tie the first in turn order from
//!    the start player) may then build once with all players' cards (`b…` or `n`); `best` —
//!    each player in turn order from the start player may propose a build with all cards
//!    that beats the best proposal so far (`b…`) or pass (`n`); the best proposal is built
//!    and scored by its proposer.
//! 4. Highest score wins; ties share.
//!
//! # Abbau (option `abbau`)
//! The game starts, at a seeded start player, from the full 4×4×4 block with four open
//! crates on lids chosen by the seed (`abbau_start = full`), from a seeded random legal
//! stack with up to four open crates (`abbau_start = random`), or from a given stack
//! (`abbau_stack`, a build's notation without the `b`, e.g. `2200220000000000o1`: how
//! [`Cubus::abbau_setup`] continues a finished build game). Cards the stack does not show
//! stay out of play. In turn each player re-lays the drawing with exactly one
//! crate less, adding no card (`b…`); the cards taken off are won, one point each. Open crates
//! stay put unless no other reduction exists. The game ends when no reduction is left (at the
//! latest on the empty table); most cards wins.
//!
//! # Legal tables: the reading rule
//! A drawing is a legal table iff it has a **reading**: the one pile (a stack that is one
//! piece, every column showing its lid) with that drawing (no two piles in the box share a
//! drawing: the census in `tests/cubus_reading.rs`). Its crate count is the reading's
//! volume, so a 2×2×2 block counts 8 and the full block 64. Builds lead only to legal
//! tables; a proposal whose drawing has none is refused as [`Error::NotOnePiece`] or
//! [`Error::HiddenColumn`]. See [`geometry`].
//!
//! # Decisions beyond the note
//! - A drawing counts up to translation on the table: only the open crates' positions
//!   relative to each other are fixed (one open crate alone pins nothing but its lid).
//! - Replacing lids by open crates in an otherwise unchanged drawing is rejected as
//!   [`Error::LidSwapOnly`]; within a build an O card may close any lid.
//! - A late position can have tens of millions of legal builds (each choice of open lids
//!   apart), so nothing lists them all: [`Game::legal_moves`] lists every build while there
//!   are at most [`LISTED_BUILDS`], else a sample of as many, best first
//!   ([`Cubus::listed_builds`], [`Game::lists_every_move`]); [`Game::validate`] and
//!   [`Cubus::evaluate_build`] check any build; [`Cubus::best_build`] and
//!   [`Cubus::has_scoring_build`] are bounded searches.
//!
//! # Notation
//! `d` draw · `n` no build (or pass a final build) · `k` knock · `p` pass the knock ·
//! `b` + 16 column heights + optionally `o` + open columns: heights `heights[y * 4 + x]`
//! (digits 0–4), open columns as hex digits `y * 4 + x` of the columns whose top crate is
//! open, ascending. Example: `b1100000000000000o1` (two crates side by side along x, the
//! front one open). The stack must be the drawing's reading moved to the corner (see
//! [`geometry`]); [`Cubus::evaluate_build`] turns any edited stack into that move.
//!
//! # For a board view
//! [`Cubus::table_cards`] (faces with (u, v) and card type; [`Face::corners`] and
//! [`lattice_to_screen`] draw them; add [`Cubus::table_offset`] to keep cards in place
//! between builds), [`Cubus::stack`] and [`Cubus::open_columns`], [`Cubus::crates`],
//! [`Cubus::hand`], [`Cubus::score`], [`Cubus::deck_len`], [`Cubus::phase`] with
//! [`Game::to_move`], [`Cubus::events`] (what the last move did), and for building:
//! [`Cubus::evaluate_build`], [`Cubus::listed_builds`], [`Cubus::best_build`].
//!
//! # Files
//! This module holds the state and the [`Game`] impl; `cards.rs` the card types and their
//! arithmetic; `moves.rs` the move, its notation and the rules a move can break;
//! [`geometry`] what a stack draws (drawability, the reading and crate count, canonical
//! form, the (u, v) lattice → face mapping); `lattice.rs` the 49 lattice lines, the
//! triangles and tables between them, and [`Lines`], a set of lines as one `u64`;
//! [`search`] the bounded build search; `turn.rs` the turn engine; `view.rs` what a board
//! reads;
//! `position.rs` a position as an editor sets it up (its notation, the conditions it must
//! meet, the state it becomes); `lessons.rs` the course of lessons and [`Cubus::set_position`]; `testing.rs`
//! positions for tests (feature `test-helpers`).

mod cards;
pub mod geometry;
mod lattice;
pub(crate) mod lessons;
mod moves;
pub mod position;
mod reading;
pub mod search;
#[cfg(any(test, feature = "test-helpers"))]
mod testing;
mod turn;
mod view;

use rand::RngCore;

use crate::game::{Game, GameId, OptionKind, OptionSpec, Outcome, Seat, Setup};
use crate::rng::GameRng;

pub use cards::{CardType, Cards, TableCard};
pub use geometry::{
    lattice_to_screen, summarize, Drawing, DrawingSummary, Face, FaceKind, GeometryError, Stack,
};
pub use lattice::{Lines, LinesIter};
pub use moves::{Build, Error, Move};
pub use search::{BuildOption, Goal, Situation};

use geometry::COLUMNS;

/// Which optional ending follows the normal end of the build game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Ending {
    None,
    /// The lowest scorer may build once with all remaining cards.
    Lowest,
    /// The player who proposes the best build with all remaining cards builds it.
    Best,
}

/// What is expected next.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The current player draws.
    Draw,
    /// The current player builds or declares no build.
    Build,
    /// `overlooker` declared no build; `asked` may knock or pass.
    KnockWindow {
        overlooker: Seat,
        asked: Seat,
    },
    /// `knocker` builds with `overlooker`'s cards.
    KnockBuild {
        knocker: Seat,
        overlooker: Seat,
    },
    /// Ending `lowest`: `builder` may build with everyone's cards.
    FinalBuild {
        builder: Seat,
    },
    /// Ending `best`: `asked` may propose a better build; `left` players still to ask.
    Contest {
        asked: Seat,
        left: usize,
        best: Option<Box<Proposal>>,
    },
    /// Abbau: the current player removes one crate.
    Dismantle,
    Over,
}

/// Ending `best`: the best build proposed so far.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Proposal {
    pub seat: Seat,
    pub build: Build,
    pub points: i32,
}

/// What happened in the last move, for announcements.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Event {
    Drew {
        seat: Seat,
        card: CardType,
    },
    /// A build (or an Abbau reduction): `builder` scored `points`, using `cards_of`'s cards.
    Built {
        builder: Seat,
        cards_of: Seat,
        points: i32,
        crates_before: u32,
        crates_after: u32,
        added: Cards,
        taken: Cards,
    },
    DeclaredNoBuild {
        seat: Seat,
    },
    PassedKnock {
        seat: Seat,
    },
    /// A knock; when not `justified`, every other player gained 2 points.
    Knocked {
        seat: Seat,
        overlooker: Seat,
        justified: bool,
    },
    /// Ending `best`: a proposal worth `points`.
    Proposed {
        seat: Seat,
        points: i32,
    },
    GameOver,
}

/// A game of Cubus.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cubus {
    knocking: bool,
    ending: Ending,
    abbau: bool,
    stack: Stack,
    /// Lines of the lids that are O cards.
    open: Lines,
    offset: (i16, i16),
    /// Face down; the top card is the last.
    deck: Vec<CardType>,
    seats: Vec<SeatState>,
    start: Seat,
    current: Seat,
    phase: Phase,
    /// Build phase: the builder has a scoring build. Abbau: a reduction keeping the open
    /// crates exists.
    can_score: bool,
    /// Turns in a row without a build since the deck ran out.
    idle: usize,
    events: Vec<Event>,
    /// Only the deal uses it, so it is not saved.
    #[cfg_attr(feature = "serde", serde(skip, default = "unsaved_rng"))]
    rng: GameRng,
}

/// What each player has: open cards (in the Abbau, the cards won), points, cards drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct SeatState {
    hand: Cards,
    score: i32,
    drawn: u32,
}

#[cfg(feature = "serde")]
fn unsaved_rng() -> GameRng {
    GameRng::new(0)
}

/// How many builds [`Game::legal_moves`] lists at most.
pub const LISTED_BUILDS: usize = 64;

const START_CRATE: [u8; COLUMNS] = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

static OPTIONS: [OptionSpec; 5] = [
    OptionSpec {
        key: "knocking",
        kind: OptionKind::Bool,
        default: "true",
    },
    OptionSpec {
        key: "ending",
        kind: OptionKind::Choice(&["none", "lowest", "best"]),
        default: "none",
    },
    OptionSpec {
        key: "abbau",
        kind: OptionKind::Bool,
        default: "false",
    },
    OptionSpec {
        key: "abbau_start",
        kind: OptionKind::Choice(&["full", "random"]),
        default: "full",
    },
    OptionSpec {
        key: "abbau_stack",
        kind: OptionKind::Text,
        default: "",
    },
];

/// The stack an Abbau starts from, and its open columns, from the options: `abbau_stack`
/// (a build's notation without the `b`: 16 heights, then `o` and the open columns) when
/// given, else `abbau_start` (`full`: the full block with four open crates on lids chosen by
/// the seed; `random`: a seeded random legal stack with up to four open crates).
fn abbau_start(
    opts: &crate::game::OptionReader<'_>,
    rng: &mut GameRng,
) -> Result<(Stack, u16), crate::game::SetupError> {
    let text = opts.text("abbau_stack")?;
    if !text.is_empty() {
        let bad = || opts.bad("abbau_stack", &text);
        let Ok(Move::Build(b)) = format!("b{text}").parse::<Move>() else {
            return Err(bad());
        };
        let (stack, open) = search::canonicalize(&b.stack, b.open).map_err(|_| bad())?;
        if stack.is_empty() || !fits_the_cards(&stack, open) {
            return Err(bad());
        }
        return Ok((stack, open));
    }
    let open_some = |stack: &Stack, rng: &mut GameRng, n: usize| {
        let mut cols: Vec<usize> = (0..COLUMNS)
            .filter(|&c| stack.height(c % 4, c / 4) > 0)
            .collect();
        rng.shuffle(&mut cols);
        cols[..n.min(cols.len())]
            .iter()
            .fold(0u16, |m, &c| m | 1 << c)
    };
    if opts.choice("abbau_start")? == "random" {
        loop {
            let mut h = [0u8; COLUMNS];
            for c in h.iter_mut() {
                *c = rng.below(5) as u8;
            }
            let Ok(stack) = Stack::new(h).and_then(|s| s.canonical()) else {
                continue;
            };
            let open = open_some(&stack, rng, 4);
            if stack.volume() >= 8 && fits_the_cards(&stack, open) {
                return Ok((stack, open));
            }
        }
    }
    let open = open_some(&Stack::FULL, rng, 4);
    Ok((Stack::FULL, open))
}

/// Whether the game's 48 cards can draw `stack` with open crates on the columns `open`.
fn fits_the_cards(stack: &Stack, open: u16) -> bool {
    let Ok(d) = stack.drawing() else { return false };
    let o = stack.lid_lines(open).count();
    o == open.count_ones() && Cards::ALL.covers(&Cards::of_drawing(&d, o)) && d.tops() >= o
}

impl Game for Cubus {
    type Move = Move;
    type Error = Error;
    const ID: GameId = GameId::Cubus;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

    fn option_specs() -> &'static [OptionSpec] {
        &OPTIONS
    }

    fn new(setup: &Setup, seed: u64) -> Result<Self, crate::game::SetupError> {
        let opts = setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        let knocking = opts.bool("knocking")?;
        let ending = match opts.choice("ending")? {
            "lowest" => Ending::Lowest,
            "best" => Ending::Best,
            _ => Ending::None,
        };
        let abbau = opts.bool("abbau")?;
        let players = setup.players;
        let mut rng = GameRng::new(seed);
        let start = rng.below(players as u64) as usize;
        let (stack, open_cols, deck) = if abbau {
            let (stack, open) = abbau_start(&opts, &mut rng)?;
            // The cards the stack does not show stay out of play, face down.
            let d = stack.drawing().unwrap_or_default();
            let o = open.count_ones();
            let rest = Cards::ALL - Cards::of_drawing(&d, o);
            let mut deck = Vec::new();
            for t in CardType::ALL {
                deck.extend(std::iter::repeat_n(t, rest.get(t) as usize));
            }
            (stack, open, deck)
        } else {
            let mut deck = Vec::with_capacity(45);
            for (t, n) in [
                (CardType::Left, 15),
                (CardType::Right, 15),
                (CardType::Lid, 11),
                (CardType::Open, 4),
            ] {
                deck.extend(std::iter::repeat_n(t, n));
            }
            rng.shuffle(&mut deck);
            (Stack::new(START_CRATE).unwrap_or_default(), 0u16, deck)
        };
        let open = stack.lid_lines(open_cols);
        let mut g = Cubus {
            knocking,
            ending,
            abbau,
            stack,
            open,
            offset: (0, 0),
            deck,
            seats: vec![SeatState::default(); players],
            start,
            current: start,
            phase: Phase::Over,
            can_score: false,
            idle: 0,
            events: Vec::new(),
            rng,
        };
        g.begin_turn(start);
        Ok(g)
    }

    fn players(&self) -> usize {
        self.seats.len()
    }

    fn to_move(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Draw | Phase::Build | Phase::Dismantle => Some(self.current),
            Phase::KnockWindow { asked, .. } | Phase::Contest { asked, .. } => Some(*asked),
            Phase::KnockBuild { knocker, .. } => Some(*knocker),
            Phase::FinalBuild { builder } => Some(*builder),
            Phase::Over => None,
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        let builds = || -> Vec<Move> { self.listed_builds().0.iter().map(Move::from).collect() };
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::Draw => vec![Move::Draw],
            Phase::KnockWindow { .. } => vec![Move::Knock, Move::PassKnock],
            Phase::KnockBuild { .. } | Phase::Dismantle => builds(),
            Phase::Build => {
                let mut m = builds();
                if self.knocking || m.is_empty() {
                    m.push(Move::NoBuild);
                }
                m
            }
            Phase::FinalBuild { .. } | Phase::Contest { .. } => {
                let mut m = builds();
                m.push(Move::NoBuild);
                m
            }
        }
    }

    fn lists_every_move(&self) -> bool {
        self.listed_builds().1
    }

    fn validate(&self, m: &Move) -> Result<(), Error> {
        match (&self.phase, m) {
            (Phase::Over, _) => Err(Error::GameOver),
            (Phase::Draw, Move::Draw) => Ok(()),
            (Phase::Draw, _) => Err(Error::MustDraw),
            (_, Move::Draw) => Err(Error::NoDrawNow),
            (Phase::KnockWindow { .. }, Move::Knock | Move::PassKnock) => Ok(()),
            (Phase::KnockWindow { .. }, _) => Err(Error::KnockPending),
            (_, Move::Knock | Move::PassKnock) => Err(Error::NoKnockNow),
            (Phase::KnockBuild { .. }, Move::NoBuild) => Err(Error::KnockerMustBuild),
            (Phase::Dismantle, Move::NoBuild) => Err(Error::MustDismantle),
            (Phase::Build, Move::NoBuild) => {
                if self.knocking || !self.can_score {
                    Ok(())
                } else {
                    Err(Error::MustBuild)
                }
            }
            (Phase::FinalBuild { .. } | Phase::Contest { .. }, Move::NoBuild) => Ok(()),
            (_, Move::Build(b)) => {
                let sit = self.situation().ok_or(Error::NoBuildNow)?;
                search::evaluate(&sit, &b.stack, b.open).map(drop)
            }
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        self.events.clear();
        let phase = self.phase.clone();
        match (phase, m) {
            (Phase::Draw, Move::Draw) => {
                let seat = self.current;
                if let Some(card) = self.deck.pop() {
                    *self.seats[seat].hand.slot(card) += 1;
                    self.seats[seat].drawn += 1;
                    self.events.push(Event::Drew { seat, card });
                }
                if self.seats[seat].drawn >= 2 {
                    self.phase = Phase::Build;
                    self.can_score = self.has_scoring_build(seat);
                } else {
                    self.end_turn(seat, false);
                }
            }
            (Phase::Build, Move::Build(b)) => {
                let seat = self.current;
                self.apply_build(b, seat, Some(seat));
                self.end_turn(seat, true);
            }
            (Phase::Build, Move::NoBuild) => {
                let seat = self.current;
                self.events.push(Event::DeclaredNoBuild { seat });
                if self.knocking {
                    self.phase = Phase::KnockWindow {
                        overlooker: seat,
                        asked: self.next(seat),
                    };
                } else {
                    self.end_turn(seat, false);
                }
            }
            (Phase::KnockWindow { overlooker, asked }, Move::PassKnock) => {
                self.events.push(Event::PassedKnock { seat: asked });
                let next = self.next(asked);
                if next == overlooker {
                    self.end_turn(overlooker, false);
                } else {
                    self.phase = Phase::KnockWindow {
                        overlooker,
                        asked: next,
                    };
                }
            }
            (Phase::KnockWindow { overlooker, asked }, Move::Knock) => {
                let justified = self.can_score;
                self.events.push(Event::Knocked {
                    seat: asked,
                    overlooker,
                    justified,
                });
                if justified {
                    self.phase = Phase::KnockBuild {
                        knocker: asked,
                        overlooker,
                    };
                } else {
                    for p in (0..self.seats.len()).filter(|&p| p != asked) {
                        self.seats[p].score += 2;
                    }
                    self.end_turn(overlooker, false);
                }
            }
            (
                Phase::KnockBuild {
                    knocker,
                    overlooker,
                },
                Move::Build(b),
            ) => {
                self.apply_build(b, knocker, Some(overlooker));
                self.end_turn(overlooker, true);
            }
            (Phase::FinalBuild { builder }, Move::Build(b)) => {
                self.apply_build(b, builder, None);
                self.phase = Phase::Over;
                self.events.push(Event::GameOver);
            }
            (Phase::FinalBuild { .. }, Move::NoBuild) => {
                self.phase = Phase::Over;
                self.events.push(Event::GameOver);
            }
            (Phase::Contest { asked, left, .. }, Move::Build(b)) => {
                // A proposal scores what laying it would: on a copy, until the best is laid.
                let points = self.clone().apply_build(b, asked, None);
                self.events.push(Event::Proposed {
                    seat: asked,
                    points,
                });
                let best = Proposal {
                    seat: asked,
                    build: *b,
                    points,
                };
                self.contest_step(asked, left, Some(Box::new(best)));
            }
            (Phase::Contest { asked, left, best }, Move::NoBuild) => {
                self.contest_step(asked, left, best);
            }
            (Phase::Dismantle, Move::Build(b)) => {
                let seat = self.current;
                self.apply_build(b, seat, Some(seat));
                self.end_turn(seat, true);
            }
            _ => {}
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let top = self.seats.iter().map(|s| s.score).max()?;
        Some(Outcome::Winners(
            (0..self.seats.len())
                .filter(|&p| self.seats[p].score == top)
                .collect(),
        ))
    }

    fn reveals(&self) -> u64 {
        self.seats.iter().map(|s| s.drawn as u64).sum()
    }

    fn check_invariants(&self) -> Result<(), String> {
        let total = self.table()
            + self.pooled()
            + self.deck.iter().fold(Cards::default(), |mut a, &c| {
                *a.slot(c) += 1;
                a
            });
        if total != Cards::ALL {
            return Err(format!("cards do not add up: {total:?}"));
        }
        let d = self.stack.drawing().map_err(|e| e.to_string())?;
        if d.canonical_stack() != Some(self.stack) {
            return Err("the stack is not canonical".into());
        }
        if !(self.open - d.lines(FaceKind::Top)).is_empty() {
            return Err("an open crate is not a visible lid".into());
        }
        if self.current >= self.seats.len() || self.seats.iter().any(|s| s.score < 0) {
            return Err("bad seat or score".into());
        }
        Ok(())
    }

    fn determinize(&self, _observer: Option<Seat>, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        // Sorted first, so the result depends only on what the deck holds, not its order.
        g.deck.sort_unstable();
        rng.shuffle(&mut g.deck);
        g.rng = GameRng::new(rng.next_u64());
        g
    }
}
