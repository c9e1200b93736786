//! A Cubus position as an editor sets it up ([`Position`]), its notation, the conditions it
//! must meet ([`PositionError`]) and the state it becomes, the deck shuffled from a seed.
//!
//! # Notation
//! Nine fields separated by single spaces:
//! `<players> <stack> <hands> <scores> <drawn> <start> <turn> <idle> <options>`
//! - stack: the column heights (0–4) as four rows y = 0..3 of four columns x = 0..3 joined
//!   by `/`, then optionally `o` and the open columns as hex digits `y * 4 + x`, as in a
//!   build: `2200/2200/0000/0000o1`. Any legal table is read; it is moved to the corner;
//! - hands: each seat's open cards (in the Abbau the cards won) as the counts of left
//!   sides, right sides, lids and open crates joined by `.`, the seats joined by `/`:
//!   `2.1.0.1/0.0.0.0`;
//! - scores, drawn: per seat joined by `,`: the points, and the cards drawn so far (a seat
//!   builds from its second draw on);
//! - start: the start player;
//! - turn: `d0` seat 0 draws; `b0` seat 0 builds or declares no build; `k0>1` seat 0
//!   declared no build and seat 1 may knock; `x0>1` seat 1 knocked and builds with seat 0's
//!   cards; `f0` seat 0's final build (ending `lowest`); `c1:3` the contest (ending `best`),
//!   seat 1 asked with 3 seats left to ask, then optionally `:2:` and the best proposal so far
//!   by seat 2 as a build's heights (`c1:3:2:2200220000000000o1`); `a0` seat 0 dismantles (the
//!   Abbau); `over`;
//! - idle: turns in a row without a build since the deck ran out;
//! - options: `-`, or `knocking=false`, `ending=lowest|best`, `abbau=true` joined by `,`.
//!
//! The deck is every card neither on the table nor in a hand, shuffled from the seed (in the
//! Abbau, the cards out of play). The start of a two-player game, seat 1 to draw:
//! `2 1000/0000/0000/0000 0.0.0.0/0.0.0.0 0,0 0,0 1 d1 0 -`.

use std::fmt;
use std::str::FromStr;

use rand::RngCore;

use super::cards::{CardType, Cards};
use super::geometry::{Stack, COLUMNS};
use super::lattice::Lines;
use super::moves::{Build, Move};
use super::{search, Cubus, Ending, Phase, Proposal, SeatState};
use crate::game::{Game, Seat, Setup};
use crate::position::{
    fields, join, number, numbers, options, write_options, Editable, Fault, PositionTextError,
    Sight,
};
use crate::rng::GameRng;

/// Whose turn it is and what they do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    Draw(Seat),
    Build(Seat),
    Knock {
        overlooker: Seat,
        asked: Seat,
    },
    KnockBuild {
        overlooker: Seat,
        knocker: Seat,
    },
    FinalBuild(Seat),
    Contest {
        asked: Seat,
        left: usize,
        best: Option<(Seat, Build)>,
    },
    Dismantle(Seat),
    Over,
}

/// A Cubus position: the table, each seat's cards, points and draws, the turn, and the
/// rules options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub players: usize,
    pub knocking: bool,
    pub ending: Ending,
    pub abbau: bool,
    /// `heights[y * 4 + x]`.
    pub heights: [u8; COLUMNS],
    /// Bit `y * 4 + x`: that column's top crate is an open crate.
    pub open: u16,
    pub hands: Vec<Cards>,
    pub scores: Vec<i32>,
    pub drawn: Vec<u32>,
    pub start: Seat,
    pub turn: Turn,
    pub idle: usize,
}

/// A condition a Cubus position breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("Cubus is for 2 to 6 players, not {players}")]
    PlayerCount { players: usize },
    #[error("the {what} list has {got} entries for {players} seats")]
    SeatListLength {
        what: &'static str,
        got: usize,
        players: usize,
    },
    #[error("seat {seat} has the turn, but there is no such seat")]
    TurnOfNoSeat { seat: Seat },
    #[error("seat {seat} started, but there is no such seat")]
    StartOfNoSeat { seat: Seat },
    #[error("column {column:x}: a column is at most 4 crates high")]
    ColumnTooHigh { column: usize },
    #[error("the drawing is no legal table: it is no one pile whose every column shows")]
    NotALegalTable,
    #[error("the build game never has an empty table")]
    EmptyTable,
    #[error("column {column:x}: an open crate lies only on a visible lid")]
    OpenNotALid { column: usize },
    #[error("more {card} cards on the table and in the hands than the game has")]
    TooManyCards { card: CardType },
    #[error("seat {seat}: points are never below 0")]
    NegativeScore { seat: Seat },
    #[error("the Abbau has only dismantling turns and its end")]
    NotAnAbbauTurn,
    #[error("dismantling belongs to the Abbau")]
    DismantleOutsideAbbau,
    #[error("seat {seat}: no crate can be taken off")]
    NothingToDismantle { seat: Seat },
    #[error("seat {seat} cannot draw from an empty deck")]
    DrawFromEmptyDeck { seat: Seat },
    #[error("seat {seat} builds only from their second draw on")]
    BuildBeforeSecondDraw { seat: Seat },
    #[error("knocking is off in this game")]
    KnockingIsOff,
    #[error("seat {seat} cannot knock on their own no build")]
    KnockBySameSeat { seat: Seat },
    #[error("seat {overlooker}'s cards make no scoring build, so no knock succeeded")]
    KnockBuildWithoutBuild { overlooker: Seat },
    #[error("this ending is not the game's option")]
    NotThisEnding,
    #[error("the ending comes only once the deck is empty")]
    EndingWithCardsInDeck,
    #[error("{left} seats left to ask in the contest of {players}")]
    ContestOutOfRange { left: usize, players: usize },
    #[error("seat {seat}'s proposal is not a build with everyone's cards")]
    ProposalNotABuild { seat: Seat },
    #[error("{idle} turns without a build: only once the deck is empty, fewer than the players")]
    ImpossibleIdleTurns { idle: usize },
}

impl Fault for PositionError {
    fn place(&self) -> Option<String> {
        match self {
            PositionError::ColumnTooHigh { column } | PositionError::OpenNotALid { column } => {
                Some(format!("{column:x}"))
            }
            _ => None,
        }
    }
}

fn write_turn(turn: &Turn) -> String {
    match turn {
        Turn::Draw(s) => format!("d{s}"),
        Turn::Build(s) => format!("b{s}"),
        Turn::Knock { overlooker, asked } => format!("k{overlooker}>{asked}"),
        Turn::KnockBuild {
            overlooker,
            knocker,
        } => format!("x{overlooker}>{knocker}"),
        Turn::FinalBuild(s) => format!("f{s}"),
        Turn::Contest { asked, left, best } => match best {
            None => format!("c{asked}:{left}"),
            Some((seat, build)) => {
                let text = Move::Build(*build).to_string();
                format!("c{asked}:{left}:{seat}:{}", &text[1..])
            }
        },
        Turn::Dismantle(s) => format!("a{s}"),
        Turn::Over => "over".into(),
    }
}

fn read_turn(text: &str) -> Result<Turn, PositionTextError> {
    const FORM: &str = "d0, b0, k0>1, x0>1, f0, c1:3, c1:3:2:<build>, a0 or over";
    let bad = || PositionTextError::new("turn", text, FORM);
    let seat = |t: &str| number::<Seat>("turn", t, FORM).map_err(|_| bad());
    let pair = |t: &str| -> Result<(Seat, Seat), PositionTextError> {
        let (a, b) = t.split_once('>').ok_or_else(bad)?;
        Ok((seat(a)?, seat(b)?))
    };
    if text == "over" {
        return Ok(Turn::Over);
    }
    let Some(kind) = text.chars().next() else {
        return Err(bad());
    };
    let rest = &text[kind.len_utf8()..];
    Ok(match kind {
        'd' => Turn::Draw(seat(rest)?),
        'b' => Turn::Build(seat(rest)?),
        'f' => Turn::FinalBuild(seat(rest)?),
        'a' => Turn::Dismantle(seat(rest)?),
        'k' => {
            let (overlooker, asked) = pair(rest)?;
            Turn::Knock { overlooker, asked }
        }
        'x' => {
            let (overlooker, knocker) = pair(rest)?;
            Turn::KnockBuild {
                overlooker,
                knocker,
            }
        }
        'c' => {
            let parts: Vec<&str> = rest.splitn(4, ':').collect();
            let best = match parts[..] {
                [_, _] => None,
                [_, _, proposer, build] => match format!("b{build}").parse::<Move>() {
                    Ok(Move::Build(b)) => Some((seat(proposer)?, b)),
                    _ => return Err(bad()),
                },
                _ => return Err(bad()),
            };
            Turn::Contest {
                asked: seat(parts[0])?,
                left: number("turn", parts[1], FORM)?,
                best,
            }
        }
        _ => return Err(bad()),
    })
}

fn read_stack(text: &str) -> Result<([u8; COLUMNS], u16), PositionTextError> {
    const FORM: &str = "four rows of four heights 0-4 joined by /, then o and open columns";
    let bad = || PositionTextError::new("stack", text, FORM);
    let (rows, open) = match text.split_once('o') {
        Some((rows, open)) => (rows, Some(open)),
        None => (text, None),
    };
    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != 4 || rows.iter().any(|r| r.len() != 4) {
        return Err(bad());
    }
    let mut heights = [0u8; COLUMNS];
    for (h, c) in heights.iter_mut().zip(rows.concat().chars()) {
        *h = c.to_digit(10).ok_or_else(bad)? as u8;
    }
    let mut mask = 0u16;
    if let Some(open) = open {
        let mut last = None;
        for c in open.chars() {
            let col = c
                .to_digit(16)
                .filter(|_| !c.is_ascii_uppercase())
                .ok_or_else(bad)?;
            if last.is_some_and(|l| l >= col) {
                return Err(bad());
            }
            last = Some(col);
            mask |= 1 << col;
        }
        if last.is_none() {
            return Err(bad());
        }
    }
    Ok((heights, mask))
}

fn write_stack(heights: &[u8; COLUMNS], open: u16) -> String {
    let rows: Vec<String> = heights
        .chunks(4)
        .map(|r| r.iter().map(|h| h.to_string()).collect())
        .collect();
    let mut out = rows.join("/");
    if open != 0 {
        out.push('o');
        for c in (0..COLUMNS).filter(|c| open >> c & 1 == 1) {
            out.push_str(&format!("{c:x}"));
        }
    }
    out
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hands: Vec<String> = self
            .hands
            .iter()
            .map(|h| format!("{}.{}.{}.{}", h.left, h.right, h.lid, h.open))
            .collect();
        let mut opts = Vec::new();
        if !self.knocking {
            opts.push(("knocking", "false".to_string()));
        }
        match self.ending {
            Ending::None => {}
            Ending::Lowest => opts.push(("ending", "lowest".into())),
            Ending::Best => opts.push(("ending", "best".into())),
        }
        if self.abbau {
            opts.push(("abbau", "true".into()));
        }
        write!(
            f,
            "{} {} {} {} {} {} {} {} {}",
            self.players,
            write_stack(&self.heights, self.open),
            hands.join("/"),
            join(&self.scores),
            join(&self.drawn),
            self.start,
            write_turn(&self.turn),
            self.idle,
            write_options(&opts)
        )
    }
}

impl FromStr for Position {
    type Err = PositionTextError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let [players, stack, hands, scores, drawn, start, turn, idle, opts] = fields(
            s,
            "nine fields: players, stack, hands, scores, drawn, start, turn, idle, options",
        )?;
        let (heights, open) = read_stack(stack)?;
        const HAND: &str = "per seat the counts of L, R, T and O joined by ., seats by /";
        let hands = hands
            .split('/')
            .map(|h| {
                let n: Vec<u32> = h
                    .split('.')
                    .map(|x| number("hands", x, HAND))
                    .collect::<Result<_, _>>()
                    .map_err(|_| PositionTextError::new("hands", hands, HAND))?;
                match n[..] {
                    [l, r, t, o] => Ok(Cards::new(l, r, t, o)),
                    _ => Err(PositionTextError::new("hands", hands, HAND)),
                }
            })
            .collect::<Result<_, _>>()?;
        const SCORES: &str = "whole numbers joined by ,";
        let scores = scores
            .split(',')
            .map(|x| {
                let (sign, digits) = match x.strip_prefix('-') {
                    Some(d) => (-1, d),
                    None => (1, x),
                };
                number::<i32>("scores", digits, SCORES)
                    .map(|v| sign * v)
                    .map_err(|_| PositionTextError::new("scores", scores, SCORES))
            })
            .collect::<Result<_, _>>()?;
        let mut knocking = true;
        let mut ending = Ending::None;
        let mut abbau = false;
        for (k, v) in options(opts, &["knocking", "ending", "abbau"])? {
            match (k, v) {
                ("knocking", "false") => knocking = false,
                ("ending", "lowest") => ending = Ending::Lowest,
                ("ending", "best") => ending = Ending::Best,
                ("abbau", "true") => abbau = true,
                _ => {
                    return Err(PositionTextError::new(
                        "options",
                        opts,
                        "knocking=false, ending=lowest|best, abbau=true",
                    ))
                }
            }
        }
        Ok(Position {
            players: number("players", players, "2 to 6")?,
            knocking,
            ending,
            abbau,
            heights,
            open,
            hands,
            scores,
            drawn: numbers("drawn", drawn, "cards drawn per seat joined by ,")?,
            start: number("start", start, "a seat number")?,
            turn: read_turn(turn)?,
            idle: number("idle", idle, "turns without a build")?,
        })
    }
}

impl Turn {
    /// The seats the turn names.
    fn seats(&self) -> Vec<Seat> {
        match self {
            Turn::Draw(s) | Turn::Build(s) | Turn::FinalBuild(s) | Turn::Dismantle(s) => vec![*s],
            Turn::Knock { overlooker, asked } => vec![*overlooker, *asked],
            Turn::KnockBuild {
                overlooker,
                knocker,
            } => vec![*overlooker, *knocker],
            Turn::Contest { asked, best, .. } => {
                std::iter::once(*asked).chain(best.map(|b| b.0)).collect()
            }
            Turn::Over => Vec::new(),
        }
    }
}

impl Cubus {
    /// The table of `p` (canonical stack and open columns), or the conditions it breaks.
    fn table_of(p: &Position, errors: &mut Vec<PositionError>) -> Option<(Stack, u16)> {
        if let Some(column) = p.heights.iter().position(|&h| h > 4) {
            errors.push(PositionError::ColumnTooHigh { column });
            return None;
        }
        let Ok(stack) = Stack::new(p.heights) else {
            errors.push(PositionError::NotALegalTable);
            return None;
        };
        let Ok((canonical, _)) = search::canonicalize(&stack, 0) else {
            errors.push(PositionError::NotALegalTable);
            return None;
        };
        if canonical.is_empty() && !p.abbau {
            errors.push(PositionError::EmptyTable);
        }
        let mut sound = true;
        for column in (0..COLUMNS).filter(|c| p.open >> c & 1 == 1) {
            if search::canonicalize(&stack, 1 << column).is_err() {
                errors.push(PositionError::OpenNotALid { column });
                sound = false;
            }
        }
        let (canonical, open) = search::canonicalize(&stack, p.open).ok()?;
        sound.then_some((canonical, open))
    }

    /// The conditions of the turn, on the state `g` built from `p` (its deck dealt).
    fn turn_errors(g: &Cubus, p: &Position, errors: &mut Vec<PositionError>) {
        let n = p.players;
        let deck_empty = g.deck.is_empty();
        match (&p.turn, p.abbau) {
            (Turn::Dismantle(seat), true) => {
                if !search::any_build(&g.shrink(false)) {
                    errors.push(PositionError::NothingToDismantle { seat: *seat });
                }
            }
            (Turn::Over, _) => {}
            (_, true) => errors.push(PositionError::NotAnAbbauTurn),
            (Turn::Dismantle(_), false) => errors.push(PositionError::DismantleOutsideAbbau),
            (Turn::Draw(seat), false) => {
                if deck_empty {
                    errors.push(PositionError::DrawFromEmptyDeck { seat: *seat });
                }
            }
            (Turn::Build(seat), false) => {
                if !deck_empty && p.drawn[*seat] < 2 {
                    errors.push(PositionError::BuildBeforeSecondDraw { seat: *seat });
                }
            }
            (
                Turn::Knock {
                    overlooker,
                    asked: other,
                }
                | Turn::KnockBuild {
                    overlooker,
                    knocker: other,
                },
                false,
            ) => {
                if !p.knocking {
                    errors.push(PositionError::KnockingIsOff);
                }
                if overlooker == other {
                    errors.push(PositionError::KnockBySameSeat { seat: *other });
                }
                if !deck_empty && p.drawn[*overlooker] < 2 {
                    errors.push(PositionError::BuildBeforeSecondDraw { seat: *overlooker });
                }
                let knocked = matches!(p.turn, Turn::KnockBuild { .. });
                if knocked && !g.has_scoring_build(*overlooker) {
                    errors.push(PositionError::KnockBuildWithoutBuild {
                        overlooker: *overlooker,
                    });
                }
            }
            (Turn::FinalBuild(_) | Turn::Contest { .. }, false) => {
                let wanted = match p.turn {
                    Turn::FinalBuild(_) => Ending::Lowest,
                    _ => Ending::Best,
                };
                if p.ending != wanted {
                    errors.push(PositionError::NotThisEnding);
                }
                if !deck_empty {
                    errors.push(PositionError::EndingWithCardsInDeck);
                }
                if let Turn::Contest { left, best, .. } = &p.turn {
                    if !(1..=n).contains(left) {
                        errors.push(PositionError::ContestOutOfRange {
                            left: *left,
                            players: n,
                        });
                    }
                    if let Some((seat, b)) = best {
                        let sit = g.grow_for(g.pooled());
                        if search::evaluate(&sit, &b.stack, b.open).is_err() {
                            errors.push(PositionError::ProposalNotABuild { seat: *seat });
                        }
                    }
                }
            }
        }
        if p.idle > 0 && (p.idle >= n || !deck_empty || p.abbau) {
            errors.push(PositionError::ImpossibleIdleTurns { idle: p.idle });
        }
    }
}

impl Editable for Cubus {
    type Position = Position;
    type PositionError = PositionError;

    fn position(&self, _sight: Sight) -> Position {
        let turn = match &self.phase {
            Phase::Draw => Turn::Draw(self.current),
            Phase::Build => Turn::Build(self.current),
            Phase::KnockWindow { overlooker, asked } => Turn::Knock {
                overlooker: *overlooker,
                asked: *asked,
            },
            Phase::KnockBuild {
                knocker,
                overlooker,
            } => Turn::KnockBuild {
                overlooker: *overlooker,
                knocker: *knocker,
            },
            Phase::FinalBuild { builder } => Turn::FinalBuild(*builder),
            Phase::Contest { asked, left, best } => Turn::Contest {
                asked: *asked,
                left: *left,
                best: best.as_ref().map(|b| (b.seat, b.build)),
            },
            Phase::Dismantle => Turn::Dismantle(self.current),
            Phase::Over => Turn::Over,
        };
        Position {
            players: self.seats.len(),
            knocking: self.knocking,
            ending: self.ending,
            abbau: self.abbau,
            heights: self.stack.heights(),
            open: self.open_columns(),
            hands: self.seats.iter().map(|s| s.hand).collect(),
            scores: self.seats.iter().map(|s| s.score).collect(),
            drawn: self.seats.iter().map(|s| s.drawn).collect(),
            start: self.start,
            turn,
            idle: self.idle,
        }
    }

    fn from_position(p: &Position, seed: u64) -> Result<Self, Vec<PositionError>> {
        let n = p.players;
        if !Self::PLAYERS.contains(&n) {
            return Err(vec![PositionError::PlayerCount { players: n }]);
        }
        let mut errors = Vec::new();
        for (what, got) in [
            ("hands", p.hands.len()),
            ("scores", p.scores.len()),
            ("drawn", p.drawn.len()),
        ] {
            if got != n {
                errors.push(PositionError::SeatListLength {
                    what,
                    got,
                    players: n,
                });
            }
        }
        for seat in p.turn.seats() {
            if seat >= n {
                errors.push(PositionError::TurnOfNoSeat { seat });
            }
        }
        if p.start >= n {
            errors.push(PositionError::StartOfNoSeat { seat: p.start });
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        for (seat, &score) in p.scores.iter().enumerate() {
            if score < 0 {
                errors.push(PositionError::NegativeScore { seat });
            }
        }
        let table = Cubus::table_of(p, &mut errors);
        let mut g = Cubus {
            knocking: p.knocking,
            ending: p.ending,
            abbau: p.abbau,
            stack: Stack::default(),
            open: Lines::EMPTY,
            offset: (0, 0),
            deck: Vec::new(),
            seats: (0..n)
                .map(|s| SeatState {
                    hand: p.hands[s],
                    score: p.scores[s],
                    drawn: p.drawn[s],
                })
                .collect(),
            start: p.start,
            current: p.start,
            phase: Phase::Over,
            can_score: false,
            idle: p.idle,
            events: Vec::new(),
            rng: GameRng::new(seed),
        };
        let Some((stack, open)) = table else {
            return Err(errors);
        };
        g.stack = stack;
        g.open = stack.lid_lines(open);
        let used = g.table() + g.pooled();
        if let Some(card) = CardType::ALL
            .into_iter()
            .find(|&t| used.get(t) > Cards::ALL.get(t))
        {
            errors.push(PositionError::TooManyCards { card });
            return Err(errors);
        }
        // The deck, sorted first so that its order depends on the seed alone.
        let rest = Cards::ALL - used;
        for t in CardType::ALL {
            g.deck.extend(std::iter::repeat_n(t, rest.get(t) as usize));
        }
        g.rng.shuffle(&mut g.deck);
        g.rng = GameRng::new(g.rng.next_u64());
        Cubus::turn_errors(&g, p, &mut errors);
        if !errors.is_empty() {
            return Err(errors);
        }
        (g.current, g.phase, g.can_score) = match &p.turn {
            Turn::Draw(s) => (*s, Phase::Draw, false),
            Turn::Build(s) => (*s, Phase::Build, g.has_scoring_build(*s)),
            Turn::Knock { overlooker, asked } => (
                *overlooker,
                Phase::KnockWindow {
                    overlooker: *overlooker,
                    asked: *asked,
                },
                g.has_scoring_build(*overlooker),
            ),
            Turn::KnockBuild {
                overlooker,
                knocker,
            } => (
                *overlooker,
                Phase::KnockBuild {
                    knocker: *knocker,
                    overlooker: *overlooker,
                },
                true,
            ),
            Turn::FinalBuild(s) => (*s, Phase::FinalBuild { builder: *s }, false),
            Turn::Contest { asked, left, best } => {
                let best = best.map(|(seat, build)| {
                    let points = g.clone().apply_build(&build, seat, None);
                    Box::new(Proposal {
                        seat,
                        build,
                        points,
                    })
                });
                let phase = Phase::Contest {
                    asked: *asked,
                    left: *left,
                    best,
                };
                (*asked, phase, false)
            }
            Turn::Dismantle(s) => (*s, Phase::Dismantle, search::any_build(&g.shrink(true))),
            Turn::Over => (p.start, Phase::Over, false),
        };
        Ok(g)
    }

    fn position_setup(p: &Position) -> Setup {
        let mut setup = Setup::players(p.players);
        if !p.knocking {
            setup = setup.with("knocking", "false");
        }
        match p.ending {
            Ending::None => {}
            Ending::Lowest => setup = setup.with("ending", "lowest"),
            Ending::Best => setup = setup.with("ending", "best"),
        }
        if p.abbau {
            setup = setup.with("abbau", "true");
        }
        setup
    }

    fn places(&self) -> Vec<String> {
        (0..COLUMNS).map(|c| format!("{c:x}")).collect()
    }
}
