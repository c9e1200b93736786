//! A Cubes position as an editor sets it up ([`Position`]), its notation, the conditions it
//! must meet ([`PositionError`]) and the state it becomes, the hidden cards dealt from a
//! seed.
//!
//! # Notation
//! Ten fields separated by single spaces:
//! `<players> <board> <to move> <start> <points> <actions> <dependencies> <hands> <discard> <options>`
//! - board: ranks 10 down to 1 joined by `/`, each its files a–j: `.` empty, `w` a white
//!   stone, a numbered stone as its colour's letter (`b` blue, seat 0; `r` red, 1; `k` black,
//!   2; `o` orange, 3) and its number: `b4`. Which side a stone shows follows from the board;
//! - to move, start: seats (the start player took the first white stone and the first turn);
//! - points: the action points left this turn, then `t` if the third point was taken and `a`
//!   if the player has acted: `2`, `3ta`; `0` while the white stones are placed;
//! - actions: actions made so far (the game is drawn at 500);
//! - dependencies: per seat, the seat whose colour its dependency card shows, joined by `,`;
//! - hands: per seat joined by `/`: `?` to be dealt from the seed, `-` empty, or the cards
//!   joined by `,` (`1A,1A,pl,sw,2R`, as in exchanges);
//! - discard: `-` or the discarded cards joined by `,`; the draw pile is every other card,
//!   shuffled from the seed;
//! - options: `-` or `neighbours=6`.
//!
//! The white stones are being placed while fewer than the setup's 30 / 28 / 26 stand; then
//! hands are empty and dependencies each seat's own. A game is over when a seat has all five
//! stones active (its winners found as after an action of the seat to move) or after 500
//! actions. The start of a two-player game, seat 1 to place the first white stone:
//! `2 ........../........../........../........../........../........../........../........../........../.......... 1 1 0 0 0,1 -/- - -`.
//! In play, as seat 0 sees it (seat 1's hand hidden): `… 1 0 2 0 1,0 1A,2A,2T,pl,sw/? 1R -`.

use std::fmt;
use std::str::FromStr;

use rand::RngCore;

use super::board::Square;
use super::cards::{Card, CardSet, HAND_SIZE};
use super::{
    white_stones, Cubes, Neighbourhood, Piece, Stone, ACTION_POINTS, MAX_ACTIONS, NUMBERS,
    THIRD_POINT_SUM,
};
use crate::game::{Game, Outcome, Seat, Setup};
use crate::position::{
    fields, join, number, numbers, options, write_options, Editable, Fault, PositionTextError,
    Sight,
};
use crate::rng::GameRng;

/// What stands on a square, as an editor puts it (a stone's side follows from the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    White,
    Numbered { owner: Seat, number: u8 },
}

/// A Cubes position: the stones, the turn and its action points, the dependency cards, the
/// hands (each given, or `None` to be dealt) and the discard pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub players: usize,
    pub neighbourhood: Neighbourhood,
    /// The stones with their squares, rank 1 first, each rank by file.
    pub stones: Vec<(Square, Standing)>,
    pub turn: Seat,
    pub start: Seat,
    pub points: u8,
    pub third: bool,
    pub acted: bool,
    pub actions: u32,
    pub dependency: Vec<Seat>,
    /// `None`: to be dealt from the seed.
    pub hands: Vec<Option<CardSet>>,
    pub discard: CardSet,
}

/// A condition a Cubes position breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("Cubes is for 2 to 4 players, not {players}")]
    PlayerCount { players: usize },
    #[error("the {what} list has {got} entries for {players} seats")]
    SeatListLength {
        what: &'static str,
        got: usize,
        players: usize,
    },
    #[error("seat {seat} is to move, but there is no such seat")]
    TurnOfNoSeat { seat: Seat },
    #[error("seat {seat} started, but there is no such seat")]
    StartOfNoSeat { seat: Seat },
    #[error("{square} holds two stones")]
    TwoStonesOnOneSquare { square: Square },
    #[error("{square}: seat {owner} has no stones")]
    StoneOfNoSeat { square: Square, owner: Seat },
    #[error("{square}: stones are numbered 2 to 6, not {number}")]
    NoSuchNumber { square: Square, number: u8 },
    #[error("{square}: seat {owner}'s stone {number} is on the board twice")]
    StoneTwice {
        square: Square,
        owner: Seat,
        number: u8,
    },
    #[error("{square}: more white stones than the game uses")]
    TooManyWhiteStones { square: Square },
    #[error("{square}: a numbered stone while the white stones are being placed")]
    StoneDuringSetup { square: Square },
    #[error("seat {seat}: every colour is on exactly one dependency card")]
    DependencyNotAPermutation { seat: Seat },
    #[error("seat {seat}: the dependency cards are dealt after the white stones are placed")]
    DependencyDuringSetup { seat: Seat },
    #[error("seat {seat}: the hands are dealt after the white stones are placed")]
    HandDuringSetup { seat: Seat },
    #[error("cards are discarded only in play")]
    DiscardDuringSetup,
    #[error("seat {seat} holds {size} cards, not {HAND_SIZE}")]
    HandSize { seat: Seat, size: usize },
    #[error("more {card} cards in the hands and the discard pile than the deck has")]
    TooManyCards { card: Card },
    #[error("too few cards are left to deal the hands to be dealt")]
    TooFewCardsToDeal,
    #[error("{actions} actions while the white stones are being placed")]
    ActionsDuringSetup { actions: u32 },
    #[error("{actions} actions: the game is drawn after {MAX_ACTIONS}")]
    PastBackstop { actions: u32 },
    #[error("{points} action points left of {most}")]
    ImpossibleActionPoints { points: u8, most: u8 },
    #[error("action points were spent, but the player has not acted")]
    PointsSpentWithoutAction,
    #[error("the player has acted, but no action point is spent")]
    ActedWithoutSpending,
    #[error("seat {seat}'s active stones sum to 10 or more: the third point is taken")]
    ThirdPointNotTaken { seat: Seat },
}

impl Fault for PositionError {
    fn place(&self) -> Option<String> {
        use PositionError::*;
        match self {
            TwoStonesOnOneSquare { square }
            | StoneOfNoSeat { square, .. }
            | NoSuchNumber { square, .. }
            | StoneTwice { square, .. }
            | TooManyWhiteStones { square }
            | StoneDuringSetup { square } => Some(square.to_string()),
            _ => None,
        }
    }
}

const COLOUR_LETTERS: [char; 4] = ['b', 'r', 'k', 'o'];

fn write_cards(cards: &CardSet) -> String {
    if cards.is_empty() {
        "-".into()
    } else {
        cards.to_string()
    }
}

fn read_cards(part: &'static str, text: &str) -> Result<CardSet, PositionTextError> {
    if text == "-" {
        return Ok(CardSet::new());
    }
    text.split(',')
        .map(|c| {
            c.parse::<Card>()
                .map_err(|_| PositionTextError::new(part, text, "- or cards like 1A,pl,sw"))
        })
        .collect()
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.players)?;
        for rank in (0..10u8).rev() {
            for file in 0..10u8 {
                let sq = Square::new(file, rank);
                match self.stones.iter().find(|(s, _)| Some(*s) == sq) {
                    None => f.write_str(".")?,
                    Some((_, Standing::White)) => f.write_str("w")?,
                    Some((_, Standing::Numbered { owner, number })) => {
                        let letter = COLOUR_LETTERS.get(*owner).copied().unwrap_or('?');
                        write!(f, "{letter}{number}")?;
                    }
                }
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let flags = format!(
            "{}{}{}",
            self.points,
            if self.third { "t" } else { "" },
            if self.acted { "a" } else { "" }
        );
        let hands: Vec<String> = self
            .hands
            .iter()
            .map(|h| h.as_ref().map_or("?".into(), write_cards))
            .collect();
        let opts = match self.neighbourhood {
            Neighbourhood::Six => vec![("neighbours", "6".to_string())],
            Neighbourhood::Eight => Vec::new(),
        };
        write!(
            f,
            " {} {} {flags} {} {} {} {} {}",
            self.turn,
            self.start,
            self.actions,
            join(&self.dependency),
            hands.join("/"),
            write_cards(&self.discard),
            write_options(&opts)
        )
    }
}

fn read_board(board: &str) -> Result<Vec<(Square, Standing)>, PositionTextError> {
    const FORM: &str = "ten ranks of ten squares joined by /: . w or a stone like b4";
    let bad = || PositionTextError::new("board", board, FORM);
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 10 {
        return Err(bad());
    }
    let mut stones = Vec::new();
    for (k, text) in ranks.iter().enumerate() {
        let rank = 9 - k as u8;
        let mut file = 0u8;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            let standing = match c {
                '.' => None,
                'w' => Some(Standing::White),
                _ => {
                    let owner = COLOUR_LETTERS
                        .iter()
                        .position(|&l| l == c)
                        .ok_or_else(bad)?;
                    let number = chars.next().and_then(|d| d.to_digit(10)).ok_or_else(bad)?;
                    Some(Standing::Numbered {
                        owner,
                        number: number as u8,
                    })
                }
            };
            let sq = Square::new(file, rank).ok_or_else(bad)?;
            if let Some(s) = standing {
                stones.push((sq, s));
            }
            file += 1;
        }
        if file != 10 {
            return Err(bad());
        }
    }
    stones.sort_by_key(|(sq, _)| sq.index());
    Ok(stones)
}

impl FromStr for Position {
    type Err = PositionTextError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let [players, board, turn, start, points, actions, deps, hands, discard, opts] = fields(
            s,
            "ten fields: players, board, to move, start, points, actions, dependencies, hands, \
             discard, options",
        )?;
        const POINTS: &str = "the points left, then t (third taken) and a (acted): 2, 3ta";
        let digits = points.trim_end_matches(['t', 'a']);
        let flags = &points[digits.len()..];
        if !["", "t", "a", "ta"].contains(&flags) {
            return Err(PositionTextError::new("points", points, POINTS));
        }
        let mut neighbourhood = Neighbourhood::Eight;
        for (_, v) in options(opts, &["neighbours"])? {
            neighbourhood = match v {
                "6" => Neighbourhood::Six,
                "8" => Neighbourhood::Eight,
                _ => return Err(PositionTextError::new("options", opts, "neighbours=6 or 8")),
            };
        }
        let hands = hands
            .split('/')
            .map(|h| match h {
                "?" => Ok(None),
                _ => read_cards("hands", h).map(Some),
            })
            .collect::<Result<_, _>>()?;
        Ok(Position {
            players: number("players", players, "2 to 4")?,
            neighbourhood,
            stones: read_board(board)?,
            turn: number("to move", turn, "a seat number")?,
            start: number("start", start, "a seat number")?,
            points: number("points", digits, POINTS)?,
            third: flags.contains('t'),
            acted: flags.contains('a'),
            actions: number("actions", actions, "the number of actions made")?,
            dependency: numbers("dependencies", deps, "seats joined by ,")?,
            hands,
            discard: read_cards("discard", discard)?,
        })
    }
}

impl Cubes {
    /// The board of `p` on a state of its players, and every condition its stones break;
    /// `setup` tells whether the white stones are still being placed.
    fn board_errors(p: &Position, g: &mut Cubes, errors: &mut Vec<PositionError>) -> bool {
        let n = p.players;
        let whites = p
            .stones
            .iter()
            .filter(|(_, s)| *s == Standing::White)
            .count();
        let setup = whites < usize::from(white_stones(n));
        let mut white_count = 0;
        for &(square, standing) in &p.stones {
            if g.board[square.index()].is_some() {
                errors.push(PositionError::TwoStonesOnOneSquare { square });
                continue;
            }
            let piece = match standing {
                Standing::White => {
                    white_count += 1;
                    if white_count == usize::from(white_stones(n)) + 1 {
                        errors.push(PositionError::TooManyWhiteStones { square });
                    }
                    Piece::White
                }
                Standing::Numbered { owner, number } => {
                    if owner >= n {
                        errors.push(PositionError::StoneOfNoSeat { square, owner });
                        continue;
                    }
                    if !NUMBERS.contains(&number) {
                        errors.push(PositionError::NoSuchNumber { square, number });
                        continue;
                    }
                    if setup {
                        errors.push(PositionError::StoneDuringSetup { square });
                    }
                    if g.stone_square(owner, number).is_some() {
                        errors.push(PositionError::StoneTwice {
                            square,
                            owner,
                            number,
                        });
                        continue;
                    }
                    Piece::Stone(Stone {
                        owner,
                        number,
                        active: false,
                    })
                }
            };
            g.board[square.index()] = Some(piece);
        }
        g.whites_left = white_stones(n).saturating_sub(white_count as u8);
        setup
    }

    /// The conditions of the cards: dependency cards, hands, the discard pile.
    fn card_errors(p: &Position, setup: bool, errors: &mut Vec<PositionError>) {
        let n = p.players;
        let mut deps = p.dependency.clone();
        deps.sort_unstable();
        if deps != (0..n).collect::<Vec<_>>() {
            errors.push(PositionError::DependencyNotAPermutation {
                seat: (0..n).find(|s| !p.dependency.contains(s)).unwrap_or(0),
            });
        } else if setup {
            if let Some(seat) = (0..n).find(|&s| p.dependency[s] != s) {
                errors.push(PositionError::DependencyDuringSetup { seat });
            }
        }
        let mut used = p.discard;
        for (seat, hand) in p.hands.iter().enumerate() {
            let Some(hand) = hand else { continue };
            hand.iter().for_each(|c| used.add(c));
            match (setup, hand.len()) {
                (true, 0) | (false, HAND_SIZE) => {}
                (true, _) => errors.push(PositionError::HandDuringSetup { seat }),
                (false, size) => errors.push(PositionError::HandSize { seat, size }),
            }
        }
        if setup && !p.discard.is_empty() {
            errors.push(PositionError::DiscardDuringSetup);
        }
        let deck = CardSet::deck();
        if let Some(card) = Card::all().find(|&c| used.count(c) > deck.count(c)) {
            errors.push(PositionError::TooManyCards { card });
        } else if !setup {
            let to_deal = p.hands.iter().filter(|h| h.is_none()).count() * HAND_SIZE;
            if used.len() + to_deal > deck.len() {
                errors.push(PositionError::TooFewCardsToDeal);
            }
        }
    }

    /// The conditions of the turn's counters, on the board `g` (its stones' sides set).
    fn turn_errors(p: &Position, g: &Cubes, setup: bool, errors: &mut Vec<PositionError>) {
        let most = ACTION_POINTS + u8::from(p.third);
        if setup {
            if p.actions > 0 {
                errors.push(PositionError::ActionsDuringSetup { actions: p.actions });
            }
            if p.points != 0 || p.third || p.acted {
                errors.push(PositionError::ImpossibleActionPoints {
                    points: p.points,
                    most: 0,
                });
            }
            return;
        }
        if p.actions > MAX_ACTIONS {
            errors.push(PositionError::PastBackstop { actions: p.actions });
        }
        let over = g.outcome_of(p.turn, p.actions).is_some();
        if p.points > most || (!over && p.points == 0) {
            errors.push(PositionError::ImpossibleActionPoints {
                points: p.points,
                most,
            });
        } else if !p.acted && p.points < most && !over {
            errors.push(PositionError::PointsSpentWithoutAction);
        } else if p.acted && p.points == most {
            errors.push(PositionError::ActedWithoutSpending);
        }
        if !over && !p.third && g.active_sum(p.turn) >= THIRD_POINT_SUM {
            errors.push(PositionError::ThirdPointNotTaken { seat: p.turn });
        }
    }

    /// How a game in play with this board stands after an action of `actor`, the seat to
    /// move: won by whoever has all five stones active, else drawn at the backstop.
    fn outcome_of(&self, actor: Seat, actions: u32) -> Option<Outcome> {
        match self.winners_after(actor) {
            Some(w) => Some(Outcome::Winners(w)),
            None => (actions >= MAX_ACTIONS).then_some(Outcome::Draw),
        }
    }
}

impl Editable for Cubes {
    type Position = Position;
    type PositionError = PositionError;

    fn position(&self, sight: Sight) -> Position {
        let stones = self
            .pieces()
            .map(|(sq, p)| {
                let standing = match p {
                    Piece::White => Standing::White,
                    Piece::Stone(s) => Standing::Numbered {
                        owner: s.owner,
                        number: s.number,
                    },
                };
                (sq, standing)
            })
            .collect();
        Position {
            players: self.players,
            neighbourhood: self.neighbourhood,
            stones,
            turn: self.turn,
            start: self.start,
            points: self.points,
            third: self.third,
            acted: self.acted,
            actions: self.actions,
            dependency: self.dependency.clone(),
            hands: (0..self.players)
                .map(|s| {
                    let empty = self.hands[s].is_empty();
                    (empty || sight.sees_hand_of(s)).then_some(self.hands[s])
                })
                .collect(),
            discard: self.discard,
        }
    }

    fn from_position(p: &Position, seed: u64) -> Result<Self, Vec<PositionError>> {
        let n = p.players;
        if !Self::PLAYERS.contains(&n) {
            return Err(vec![PositionError::PlayerCount { players: n }]);
        }
        let mut errors = Vec::new();
        for (what, got) in [("dependency", p.dependency.len()), ("hands", p.hands.len())] {
            if got != n {
                errors.push(PositionError::SeatListLength {
                    what,
                    got,
                    players: n,
                });
            }
        }
        if p.turn >= n {
            errors.push(PositionError::TurnOfNoSeat { seat: p.turn });
        }
        if p.start >= n {
            errors.push(PositionError::StartOfNoSeat { seat: p.start });
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let setup = Setup::players(n).with(
            "neighbours",
            match p.neighbourhood {
                Neighbourhood::Six => "6",
                Neighbourhood::Eight => "8",
            },
        );
        let Ok(mut g) = Cubes::new(&setup, seed) else {
            return Err(vec![PositionError::PlayerCount { players: n }]);
        };
        let placing = Cubes::board_errors(p, &mut g, &mut errors);
        Cubes::card_errors(p, placing, &mut errors);
        if errors.is_empty() {
            g.dependency = p.dependency.clone();
            g.refresh();
            Cubes::turn_errors(p, &g, placing, &mut errors);
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        g.turn = p.turn;
        g.start = p.start;
        g.points = p.points;
        g.third = p.third;
        g.acted = p.acted;
        g.actions = p.actions;
        g.discard = p.discard;
        // The cards nobody can see, dealt from the seed: sorted first so the deal depends
        // only on which cards they are.
        let mut unseen = CardSet::deck();
        for c in p.discard.iter() {
            unseen.remove(c);
        }
        for hand in p.hands.iter().flatten() {
            for c in hand.iter() {
                unseen.remove(c);
            }
        }
        let mut rng = GameRng::new(seed);
        let mut pile: Vec<Card> = unseen.iter().collect();
        rng.shuffle(&mut pile);
        for (seat, hand) in p.hands.iter().enumerate() {
            g.hands[seat] = match hand {
                Some(h) => *h,
                None if placing => CardSet::new(),
                None => pile.drain(..HAND_SIZE.min(pile.len())).collect(),
            };
        }
        g.draw_pile = pile;
        g.rng = GameRng::new(rng.next_u64());
        if !placing {
            g.outcome = g.outcome_of(p.turn, p.actions);
        }
        Ok(g)
    }

    fn position_setup(p: &Position) -> Setup {
        match p.neighbourhood {
            Neighbourhood::Six => Setup::players(p.players).with("neighbours", "6"),
            Neighbourhood::Eight => Setup::players(p.players),
        }
    }

    fn places(&self) -> Vec<String> {
        Square::all().map(|sq| sq.to_string()).collect()
    }
}
