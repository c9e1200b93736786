//! Cubus (Reinhold Wittig): the players lay rhombus cards that together draw a stack of
//! crates (*Kisten*) in isometric view, and score for every crate the drawing gains.
//!
//! The geometry (what a stack draws, drawability, the reading and crate count, canonical
//! form, the (u, v) lattice → face mapping) lives in [`geometry`]; the bounded build search
//! in [`search`]. This
//! module is the game.
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

pub mod geometry;
pub mod search;

use std::fmt;
use std::ops::{Add, Sub};
use std::str::FromStr;

use rand::RngCore;

use crate::game::{Game, GameId, NotationError, OptionKind, OptionSpec, Outcome, Seat, Setup};
use crate::rng::GameRng;

pub use geometry::{
    lattice_to_screen, summarize, Drawing, DrawingSummary, Face, FaceKind, GeometryError, Stack,
};
pub use search::{BuildOption, Goal, Situation};

use geometry::{bits, line_uv, COLUMNS};

/// A card's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CardType {
    /// L: a +x side.
    Left,
    /// R: a +y side.
    Right,
    /// T: a closed lid.
    Lid,
    /// O: an open crate's lid; once built in it never moves.
    Open,
}

impl CardType {
    pub const ALL: [CardType; 4] = [
        CardType::Left,
        CardType::Right,
        CardType::Lid,
        CardType::Open,
    ];
}

impl fmt::Display for CardType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CardType::Left => "left side",
            CardType::Right => "right side",
            CardType::Lid => "lid",
            CardType::Open => "open crate",
        })
    }
}

/// A number of cards of each type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cards {
    pub left: u32,
    pub right: u32,
    pub lid: u32,
    pub open: u32,
}

impl Cards {
    pub const fn new(left: u32, right: u32, lid: u32, open: u32) -> Cards {
        Cards {
            left,
            right,
            lid,
            open,
        }
    }

    /// The whole game's cards.
    pub const ALL: Cards = Cards::new(16, 16, 12, 4);

    pub fn get(&self, t: CardType) -> u32 {
        match t {
            CardType::Left => self.left,
            CardType::Right => self.right,
            CardType::Lid => self.lid,
            CardType::Open => self.open,
        }
    }

    fn slot(&mut self, t: CardType) -> &mut u32 {
        match t {
            CardType::Left => &mut self.left,
            CardType::Right => &mut self.right,
            CardType::Lid => &mut self.lid,
            CardType::Open => &mut self.open,
        }
    }

    pub fn total(&self) -> u32 {
        self.left + self.right + self.lid + self.open
    }

    /// Per type, how many more `self` has than `other` (never below 0).
    pub fn saturating_sub(self, other: Cards) -> Cards {
        Cards::new(
            self.left.saturating_sub(other.left),
            self.right.saturating_sub(other.right),
            self.lid.saturating_sub(other.lid),
            self.open.saturating_sub(other.open),
        )
    }

    fn covers(&self, other: &Cards) -> bool {
        CardType::ALL.iter().all(|&t| self.get(t) >= other.get(t))
    }
}

impl Add for Cards {
    type Output = Cards;
    fn add(self, o: Cards) -> Cards {
        Cards::new(
            self.left + o.left,
            self.right + o.right,
            self.lid + o.lid,
            self.open + o.open,
        )
    }
}

impl Sub for Cards {
    type Output = Cards;
    /// Per type difference; callers only subtract what is there.
    fn sub(self, o: Cards) -> Cards {
        self.saturating_sub(o)
    }
}

/// A build: the complete new drawing as its canonical stack, and the columns whose top crate
/// is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Build {
    pub stack: Stack,
    /// Bit `y * 4 + x` set: that column's top lid is an O card.
    pub open: u16,
}

/// A move; see the module documentation for the notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Take the deck's top card (`d`).
    Draw,
    /// Re-lay the drawing (`b…`).
    Build(Build),
    /// Declare no build, or pass a final build (`n`).
    NoBuild,
    /// Knock: claim the overlooker missed a scoring build (`k`).
    Knock,
    /// Let the knock chance pass (`p`).
    PassKnock,
}

impl From<&BuildOption> for Move {
    fn from(b: &BuildOption) -> Move {
        Move::Build(Build {
            stack: b.stack,
            open: b.open,
        })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Draw => f.write_str("d"),
            Move::NoBuild => f.write_str("n"),
            Move::Knock => f.write_str("k"),
            Move::PassKnock => f.write_str("p"),
            Move::Build(b) => {
                write!(f, "b{}", b.stack)?;
                if b.open != 0 {
                    f.write_str("o")?;
                    for c in 0..COLUMNS {
                        if b.open >> c & 1 == 1 {
                            write!(f, "{c:x}")?;
                        }
                    }
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |why: &str| NotationError::new(s, why);
        match s {
            "d" => return Ok(Move::Draw),
            "n" => return Ok(Move::NoBuild),
            "k" => return Ok(Move::Knock),
            "p" => return Ok(Move::PassKnock),
            _ => {}
        }
        let rest = s
            .strip_prefix('b')
            .ok_or_else(|| err("expected d, n, k, p or b followed by 16 heights"))?;
        let (digits, open) = match rest.split_once('o') {
            Some((d, o)) => (d, Some(o)),
            None => (rest, None),
        };
        let mut heights = [0u8; COLUMNS];
        let mut n = 0;
        for c in digits.chars() {
            let h = c
                .to_digit(10)
                .filter(|&h| h <= 4)
                .ok_or_else(|| err("a column height is a digit from 0 to 4"))?;
            let slot = heights
                .get_mut(n)
                .ok_or_else(|| err("a build has exactly 16 column heights"))?;
            *slot = h as u8;
            n += 1;
        }
        if n != COLUMNS {
            return Err(err("a build has exactly 16 column heights"));
        }
        let mut mask = 0u16;
        if let Some(o) = open {
            if o.is_empty() {
                return Err(err("\"o\" must be followed by open columns"));
            }
            for c in o.chars() {
                let col = c
                    .to_digit(16)
                    .ok_or_else(|| err("open columns are hex digits 0-f"))?;
                if mask >> col & 1 == 1 {
                    return Err(err("an open column is named twice"));
                }
                mask |= 1 << col;
            }
        }
        let stack = Stack::new(heights).map_err(|e| err(&e.to_string()))?;
        Ok(Move::Build(Build { stack, open: mask }))
    }
}

/// Why a move is illegal: each variant names the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("the game is over")]
    GameOver,
    #[error("the turn begins by drawing a card")]
    MustDraw,
    #[error("no card can be drawn now")]
    NoDrawNow,
    #[error("no build is possible now")]
    NoBuildNow,
    #[error("a scoring build exists, so the player must build (Legeregel)")]
    MustBuild,
    #[error("knocking is only possible right after a player declared no build")]
    NoKnockNow,
    #[error("the other players are deciding whether to knock")]
    KnockPending,
    #[error("the knocker must now build with the overlooker's cards")]
    KnockerMustBuild,
    #[error("each turn of the Abbau removes exactly one crate")]
    MustDismantle,
    #[error("the {0} would be half hidden")]
    HalfHidden(Face),
    #[error("a column may hold at most 4 crates")]
    TooHigh,
    #[error("the crates are not one piece, so the drawing is no legal table")]
    NotOnePiece,
    #[error("the crates are joined only through a wholly hidden column, so the drawing is no legal table")]
    HiddenColumn,
    #[error("the stack is not the drawing's reading in the corner; that is {0}")]
    NotCanonical(Stack),
    #[error("an open crate must be the visible lid of a column's top crate")]
    OpenCrateNotOnLid,
    #[error("open crates never move once built in")]
    OpenCrateMoved,
    #[error("not enough cards of type {0}")]
    NotEnoughCards(CardType),
    #[error("a build must leave more crates than before")]
    NoNewCrate,
    #[error("simply swapping a lid for an open crate is not a move")]
    LidSwapOnly,
    #[error("the Abbau removes exactly one crate per turn")]
    NotOneCrateLess,
    #[error("the build scores {points} points; it needs at least {needed}")]
    TooFewPoints { points: i32, needed: i32 },
}

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

/// A card on the table: its face and its type (T or O for lids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TableCard {
    pub face: Face,
    pub card: CardType,
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
    open: u64,
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
    let o = open_lines(stack, open).count_ones();
    o == open.count_ones()
        && Cards::ALL.covers(&Cards::new(
            d.lefts(),
            d.rights(),
            d.tops().saturating_sub(o),
            o,
        ))
        && d.tops() >= o
}

impl Cubus {
    // ---- read-only view -------------------------------------------------------------

    /// The canonical stack on the table.
    pub fn stack(&self) -> &Stack {
        &self.stack
    }

    /// The drawing on the table (faces in the canonical stack's (u, v)).
    pub fn drawing(&self) -> Drawing {
        self.stack.drawing().unwrap_or_default()
    }

    /// Columns (y * 4 + x) whose top crate is open.
    pub fn open_columns(&self) -> u16 {
        let f = self.stack.fronts();
        let mut out = 0u16;
        for l in bits(self.open) {
            let (u, v) = line_uv(l);
            let z = f[l] as i32;
            out |= 1 << ((v + z) * 4 + u + z);
        }
        out
    }

    /// Every card on the table with its type.
    pub fn table_cards(&self) -> Vec<TableCard> {
        self.drawing()
            .faces()
            .into_iter()
            .map(|face| TableCard {
                face,
                card: match face.kind {
                    FaceKind::Left => CardType::Left,
                    FaceKind::Right => CardType::Right,
                    FaceKind::Top if self.open >> face.line() & 1 == 1 => CardType::Open,
                    FaceKind::Top => CardType::Lid,
                },
            })
            .collect()
    }

    /// Add to a face's (u, v) for its place on the table: chosen after each build so that
    /// as many cards as possible (and every open crate) stay where they lay.
    pub fn table_offset(&self) -> (i32, i32) {
        (self.offset.0 as i32, self.offset.1 as i32)
    }

    /// The crate count of the drawing on the table.
    pub fn crates(&self) -> u32 {
        self.stack.volume()
    }

    /// The cards on the table per type.
    pub fn table(&self) -> Cards {
        let o = self.open.count_ones();
        let d = self.drawing();
        Cards::new(d.lefts(), d.rights(), d.tops() - o, o)
    }

    /// A player's open cards (in the Abbau: the cards they won).
    pub fn hand(&self, seat: Seat) -> Cards {
        self.seats.get(seat).map(|s| s.hand).unwrap_or_default()
    }

    pub fn score(&self, seat: Seat) -> i32 {
        self.seats.get(seat).map_or(0, |s| s.score)
    }

    pub fn scores(&self) -> Vec<i32> {
        self.seats.iter().map(|s| s.score).collect()
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The player whose turn it is (the knock window and final builds ask others: see
    /// [`Game::to_move`]).
    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn start_player(&self) -> Seat {
        self.start
    }

    pub fn is_abbau(&self) -> bool {
        self.abbau
    }

    /// After a finished build game, the setup of an Abbau that starts from its final stack
    /// with its open crates (option `abbau_stack`), for the same players.
    pub fn abbau_setup(&self) -> Option<Setup> {
        if self.abbau || self.phase != Phase::Over || self.stack.is_empty() {
            return None;
        }
        let build = Move::Build(Build {
            stack: self.stack,
            open: self.open_columns(),
        });
        let text = build.to_string();
        Some(
            Setup::players(self.seats.len())
                .with("abbau", "true")
                .with("abbau_stack", text.strip_prefix('b').unwrap_or(&text)),
        )
    }

    pub fn knocking(&self) -> bool {
        self.knocking
    }

    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// What happened in the last move.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The situation a build would start from now (whose cards, what goal), if building is
    /// possible in this phase.
    pub fn situation(&self) -> Option<Situation> {
        let grow = |hand: Cards, min_points: i32| Situation {
            drawing: self.drawing(),
            open: self.open,
            crates: self.stack.volume(),
            hand,
            goal: Goal::Grow { min_points },
        };
        match &self.phase {
            Phase::Build => Some(grow(self.seats[self.current].hand, 1)),
            Phase::KnockBuild { overlooker, .. } => Some(grow(self.seats[*overlooker].hand, 1)),
            Phase::FinalBuild { .. } => Some(grow(self.pooled(), 1)),
            Phase::Contest { best, .. } => Some(grow(
                self.pooled(),
                best.as_ref().map_or(1, |b| b.points + 1),
            )),
            Phase::Dismantle => Some(self.shrink(self.can_score)),
            Phase::Draw | Phase::KnockWindow { .. } | Phase::Over => None,
        }
    }

    /// Checks a proposed build given as any stack (e.g. edited in the app) with its open
    /// columns: the legal build it amounts to (canonical move, cards added and taken back,
    /// points), or the rule it breaks.
    pub fn evaluate_build(&self, stack: &Stack, open: u16) -> Result<BuildOption, Error> {
        let sit = self.situation().ok_or(Error::NoBuildNow)?;
        let (canonical, open) = search::canonicalize(stack, open)?;
        search::evaluate(&sit, &canonical, open)
    }

    /// The builds [`Game::legal_moves`] lists now, most points first, and whether they are
    /// all the legal builds. Every build is listed (each choice of open lids apart) while
    /// there are at most [`LISTED_BUILDS`]; past that, a sample of as many, one per drawing,
    /// the best first. [`Game::validate`] accepts every legal build, listed or not.
    pub fn listed_builds(&self) -> (Vec<BuildOption>, bool) {
        let Some(sit) = self.situation() else {
            return (Vec::new(), true);
        };
        let (mut list, all) = search::builds_up_to(&sit, LISTED_BUILDS);
        if !all {
            list = search::sample_builds(&sit, LISTED_BUILDS);
        }
        list.sort_by_key(|b| std::cmp::Reverse(b.points));
        (list, all)
    }

    /// The legal build with the most points now.
    pub fn best_build(&self) -> Option<BuildOption> {
        self.situation().and_then(|s| search::best_build(&s))
    }

    /// Whether `seat` could score with their own cards on the current drawing (what an AI
    /// knocks on, and what ends the game once no one can).
    pub fn has_scoring_build(&self, seat: Seat) -> bool {
        seat < self.seats.len() && search::any_build(&self.grow_for(self.seats[seat].hand))
    }

    fn grow_for(&self, hand: Cards) -> Situation {
        Situation {
            drawing: self.drawing(),
            open: self.open,
            crates: self.stack.volume(),
            hand,
            goal: Goal::Grow { min_points: 1 },
        }
    }

    fn pooled(&self) -> Cards {
        self.seats.iter().fold(Cards::default(), |a, s| a + s.hand)
    }

    // ---- positions for tests and puzzles --------------------------------------------

    /// Replaces the table by `stack` (any drawable stack; it is made canonical) with open
    /// crates on the columns `open`, and sets the first hands; the deck keeps the other
    /// cards in its order. Every player counts as past the first round, and the current
    /// player's build (or Abbau) turn begins.
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn set_position(
        &mut self,
        stack: &Stack,
        open: u16,
        hands: &[Cards],
    ) -> Result<(), String> {
        let (stack, open) = search::canonicalize(stack, open).map_err(|e| e.to_string())?;
        let mut next = self.clone();
        next.stack = stack;
        next.open = open_lines(&stack, open);
        for (seat, h) in hands.iter().enumerate().take(self.seats.len()) {
            next.seats[seat].hand = *h;
        }
        let used = next.table() + next.pooled();
        if !Cards::ALL.covers(&used) {
            return Err("more cards than the game has".into());
        }
        *self = next;
        let mut rest = Cards::ALL - used;
        let mut deck: Vec<CardType> = Vec::new();
        for &c in &self.deck {
            if rest.get(c) > 0 {
                *rest.slot(c) -= 1;
                deck.push(c);
            }
        }
        for t in CardType::ALL {
            for _ in 0..rest.get(t) {
                deck.insert(0, t);
            }
        }
        self.deck = deck;
        for s in self.seats.iter_mut() {
            s.drawn = s.drawn.max(2);
        }
        self.events.clear();
        self.idle = 0;
        if self.abbau {
            self.begin_turn(self.current);
        } else {
            self.phase = Phase::Build;
            self.can_score = self.has_scoring_build(self.current);
        }
        Ok(())
    }

    /// Puts the next cards on top of the deck (the last one is drawn first), taking them
    /// from deeper in the deck.
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn stack_deck(&mut self, top: &[CardType]) -> Result<(), String> {
        for &c in top.iter() {
            let i = self
                .deck
                .iter()
                .position(|&d| d == c)
                .ok_or_else(|| format!("no {c} left in the deck"))?;
            self.deck.remove(i);
            self.deck.push(c);
        }
        Ok(())
    }

    /// Sets the scores (for end-game scenarios).
    #[cfg(any(test, feature = "test-helpers"))]
    pub fn set_scores(&mut self, scores: &[i32]) {
        for (s, &v) in self.seats.iter_mut().zip(scores) {
            s.score = v;
        }
    }

    // ---- rules ----------------------------------------------------------------------

    fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats.len()
    }

    /// Starts `seat`'s turn: draw, build or dismantle (or ends the Abbau).
    fn begin_turn(&mut self, seat: Seat) {
        self.current = seat;
        if self.abbau {
            self.can_score = search::any_build(&self.shrink(true));
            if self.can_score || search::any_build(&self.shrink(false)) {
                self.phase = Phase::Dismantle;
            } else {
                self.phase = Phase::Over;
                self.events.push(Event::GameOver);
            }
        } else if !self.deck.is_empty() {
            self.phase = Phase::Draw;
        } else {
            self.phase = Phase::Build;
            self.can_score = self.has_scoring_build(seat);
        }
    }

    fn shrink(&self, open_fixed: bool) -> Situation {
        Situation {
            drawing: self.drawing(),
            open: self.open,
            crates: self.stack.volume(),
            hand: Cards::default(),
            goal: Goal::Shrink { open_fixed },
        }
    }

    /// Ends the turn of `seat` (who built or not) and starts the next one, or ends the game
    /// once the deck is out and no one can score (or a whole round went by without a build).
    fn end_turn(&mut self, seat: Seat, built: bool) {
        let next = self.next(seat);
        if self.abbau || !self.deck.is_empty() {
            self.begin_turn(next);
            return;
        }
        self.idle = if built { 0 } else { self.idle + 1 };
        if self.idle >= self.seats.len()
            || !(0..self.seats.len()).any(|p| self.has_scoring_build(p))
        {
            self.finish();
        } else {
            self.begin_turn(next);
        }
    }

    /// The normal end of the build game, then the optional ending.
    fn finish(&mut self) {
        let pooled = self.pooled();
        let can = self.ending != Ending::None && search::any_build(&self.grow_for(pooled));
        self.phase = match self.ending {
            Ending::Lowest if can => {
                let low = self.seats.iter().map(|s| s.score).min().unwrap_or(0);
                let builder = (0..self.seats.len())
                    .map(|k| (self.start + k) % self.seats.len())
                    .find(|&p| self.seats[p].score == low)
                    .unwrap_or(self.start);
                Phase::FinalBuild { builder }
            }
            Ending::Best if can => Phase::Contest {
                asked: self.start,
                left: self.seats.len(),
                best: None,
            },
            _ => Phase::Over,
        };
        if self.phase == Phase::Over {
            self.events.push(Event::GameOver);
        }
    }

    /// Lays `b` (already validated) with `from`'s cards (None: everyone's, taken in turn
    /// order from `builder`), scoring for `builder`.
    fn apply_build(&mut self, b: &Build, builder: Seat, from: Option<Seat>, points: i32) {
        let before = self.table();
        let crates_before = self.stack.volume();
        let old = (self.drawing(), self.open);
        self.stack = b.stack;
        self.open = open_lines(&b.stack, b.open);
        let after = self.table();
        let added = after.saturating_sub(before);
        let taken = before.saturating_sub(after);
        match from {
            Some(p) => self.seats[p].hand = self.seats[p].hand - added + taken,
            None => {
                let mut need = added;
                for k in 0..self.seats.len() {
                    let p = (builder + k) % self.seats.len();
                    for t in CardType::ALL {
                        let n = need.get(t).min(self.seats[p].hand.get(t));
                        *self.seats[p].hand.slot(t) -= n;
                        *need.slot(t) -= n;
                    }
                }
                self.seats[builder].hand = self.seats[builder].hand + taken;
            }
        }
        self.seats[builder].score += points;
        self.offset = self.best_offset(old.0, old.1);
        self.events.push(Event::Built {
            builder,
            cards_of: from.unwrap_or(builder),
            points,
            crates_before,
            crates_after: self.stack.volume(),
            added,
            taken,
        });
    }

    /// The table offset keeping the open crates and as many cards as possible in place.
    fn best_offset(&self, old: Drawing, old_open: u64) -> (i16, i16) {
        use geometry::shift_clip as sh;
        let (ou, ov) = (self.offset.0 as i32, self.offset.1 as i32);
        let new = self.drawing();
        let mut best = (i32::MIN, 0, 0);
        for du in -6..=6 {
            for dv in -6..=6 {
                // A new card on line l lies where an old card on line l + (du, dv) lay.
                let keeps_open = sh(self.open, du, dv) & old_open == old_open;
                let same = (sh(new.top, du, dv) & old.top).count_ones()
                    + (sh(new.left, du, dv) & old.left).count_ones()
                    + (sh(new.right, du, dv) & old.right).count_ones();
                let value = i32::from(keeps_open) * 1000 + same as i32 * 16 - (du.abs() + dv.abs());
                if value > best.0 {
                    best = (value, du, dv);
                }
            }
        }
        ((ou + best.1) as i16, (ov + best.2) as i16)
    }

    fn build_legal(&self, b: &Build) -> Result<search::BuildOption, Error> {
        let sit = self.situation().ok_or(Error::NoBuildNow)?;
        search::evaluate(&sit, &b.stack, b.open)
    }
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
            let rest = Cards::ALL - Cards::new(d.lefts(), d.rights(), d.tops() - o, o);
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
        let open = open_lines(&stack, open_cols);
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
            (_, Move::Build(b)) => self.build_legal(b).map(|_| ()),
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
                let points = self.build_legal(b).map_or(0, |o| o.points);
                self.apply_build(b, seat, Some(seat), points);
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
                let points = self.build_legal(b).map_or(0, |o| o.points);
                self.apply_build(b, knocker, Some(overlooker), points);
                self.end_turn(overlooker, true);
            }
            (Phase::FinalBuild { builder }, Move::Build(b)) => {
                let points = self.build_legal(b).map_or(0, |o| o.points);
                self.apply_build(b, builder, None, points);
                self.phase = Phase::Over;
                self.events.push(Event::GameOver);
            }
            (Phase::FinalBuild { .. }, Move::NoBuild) => {
                self.phase = Phase::Over;
                self.events.push(Event::GameOver);
            }
            (Phase::Contest { asked, left, .. }, Move::Build(b)) => {
                let points = self.build_legal(b).map_or(0, |o| o.points);
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
                let points = self.build_legal(b).map_or(0, |o| o.points);
                self.apply_build(b, seat, Some(seat), points);
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
        if self.open & !d.top != 0 {
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

/// The lines of the lids of the columns in `open`.
fn open_lines(stack: &Stack, open: u16) -> u64 {
    (0..COLUMNS)
        .filter(|c| open >> c & 1 == 1)
        .filter_map(|c| stack.column_top(c))
        .fold(0u64, |m, f| m | 1 << f.line())
}

impl From<GeometryError> for Error {
    fn from(e: GeometryError) -> Self {
        match e {
            GeometryError::HalfHidden(face) => Error::HalfHidden(face),
            GeometryError::TooHigh => Error::TooHigh,
            GeometryError::NotOnePiece => Error::NotOnePiece,
            GeometryError::HiddenColumn => Error::HiddenColumn,
        }
    }
}

impl Cubus {
    fn contest_step(&mut self, asked: Seat, left: usize, best: Option<Box<Proposal>>) {
        if left <= 1 {
            if let Some(p) = best {
                self.apply_build(&p.build, p.seat, None, p.points);
            }
            self.phase = Phase::Over;
            self.events.push(Event::GameOver);
        } else {
            self.phase = Phase::Contest {
                asked: self.next(asked),
                left: left - 1,
                best,
            };
        }
    }
}
