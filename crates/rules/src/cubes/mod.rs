//! Cubes: 2–4 players on a 10×10 board place their five numbered stones where each sees
//! exactly its number of counting stones, while the others shift the white stones and pass
//! around who depends ("Abhängigkeit") on whom. Rule note: `shared/rules/cubes.md`.
//!
//! # Table
//! Seats sit on sides of the board ([`Cubes::side`]): seat 0 South (rank 1), then clockwise
//! West, North, East; two players sit South and North, three South, West and North. Turn
//! order is clockwise, so a seat's left neighbour is the next seat. Seat `i` plays colour
//! [`Colour::of_seat`]`(i)`.
//!
//! # Phases
//! - **Setup**: the seats place the 30 / 28 / 26 white stones (2 / 3 / 4 players) one per
//!   move, starting with a seeded random start player. After the last one the dependency
//!   cards are dealt as a derangement and every seat draws a hand of 5 from the shuffled
//!   48-card deck.
//! - **Play**: the start player takes the first turn. A turn has 2 action points, 3 once the
//!   third is taken (own active stones summing to 10 or more, checked at the turn start and
//!   after each own action); every action costs one. The turn passes when the points are
//!   spent or the player ends it (`end`).
//!
//! # Notation
//! Squares are `a1`–`j10` (file a–j, rank 1–10 from the South side).
//!
//! | move | meaning |
//! |------|---------|
//! | `w:c4` | setup: place a white stone on c4 |
//! | `p4:c4` | place your stone 4 on c4 |
//! | `u:c4` | pick up your stone on c4 |
//! | `s1A:c4` | play a shift card (distance `1`/`2`, direction seen from your seat: `A`way, `T`owards, `L`eft, `R`ight) on the white stone on c4 |
//! | `pl`, `pr` | play a pass-left / pass-right card |
//! | `sw:0-2` | play a swap card: seats 0 and 2 exchange dependency cards (lower seat first) |
//! | `x:1A,2R,pl` | exchange these cards (kinds `1A`…`2R`, `pl`, `pr`, `sw`; a kind held twice is listed twice) |
//! | `end` | end the turn, leaving points unspent |
//!
//! Cards are named by kind: copies of a kind are interchangeable, so hands are multisets
//! ([`CardSet`]).
//!
//! # Hidden information
//! Hands and the draw pile's order are hidden. [`Cubes::hand`] returns one seat's hand: the
//! app must show it only to that seat's player, after they confirmed they are at the device
//! ("pass the device" screen), and never show the hand of another seat. The draw pile is
//! exposed only as a count. (`Debug` and `Clone` copy everything, as the [`Game`] trait
//! needs; they are not for display.) [`Game::determinize`] gives the position as one seat
//! may know it, and [`Game::reveals`] counts every card drawn and every reshuffle so that
//! undo never steps back over one. `determinize` re-deals the cards the observer has not
//! seen (other hands and the draw pile) uniformly, keeping every count, from those cards in
//! sorted order, so positions that look alike to the observer re-deal alike; it does not follow
//! what perfect card counting could add (e.g. that a fresh draw pile holds exactly the old
//! discard pile).
//!
//! # Decisions beyond the note
//! - The start player places the first white stone and also takes the first turn of play.
//! - Exchanged and played cards go to the discard pile before the replacements are drawn,
//!   so a reshuffle in the middle of an exchange may bring them back.
//! - A turn ended before any action counts as one action towards the 500-action backstop,
//!   so the game ends even if every player only passes.
//!
//! # Files
//! This module holds the state and the [`Game`] impl; `board.rs` the squares and the sides;
//! `cards.rs` the action cards and hands; `moves.rs` the move, its notation and the rules a
//! move can break; `turn.rs` what an action does and how a turn goes on; `view.rs` what a
//! board reads;
//! `position.rs` a position as an editor sets it up (its notation, the conditions it must
//! meet, the state it becomes); `lessons.rs` the course of lessons; `testing.rs` positions for tests (feature
//! `test-helpers`).

mod board;
mod cards;
pub(crate) mod lessons;
mod moves;
pub mod position;
#[cfg(any(test, feature = "test-helpers"))]
mod testing;
mod turn;
mod view;

use rand::RngCore;

use board::PLAYERS_MAX;
pub use board::{Compass, Square, SIZE};
pub use cards::{Card, CardSet, Direction, Distance, Shift, HAND_SIZE};
pub use moves::{Error, Move};

use crate::game::{Game, GameId, OptionKind, OptionSpec, Outcome, Seat, Setup, SetupError};
use crate::rng::GameRng;

/// **Digital** backstop: after this many actions without a winner the game is drawn.
pub const MAX_ACTIONS: u32 = 500;
/// Action points every turn starts with; the third comes with [`THIRD_POINT_SUM`].
pub const ACTION_POINTS: u8 = 2;
/// Sum of one's active stones' numbers that earns the third action point.
pub const THIRD_POINT_SUM: u32 = 10;
/// The numbers on each colour's five stones.
pub const NUMBERS: std::ops::RangeInclusive<u8> = 2..=6;

/// White stones used with 2, 3 and 4 players.
pub fn white_stones(players: usize) -> u8 {
    match players {
        2 => 30,
        3 => 28,
        _ => 26,
    }
}

/// The four stone colours; seat `i` plays the `i`-th.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    Blue,
    Red,
    Black,
    Orange,
}

impl Colour {
    pub fn of_seat(seat: Seat) -> Colour {
        match seat {
            0 => Colour::Blue,
            1 => Colour::Red,
            2 => Colour::Black,
            _ => Colour::Orange,
        }
    }
}

/// A numbered stone of a player's colour, on its active or inactive side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stone {
    pub owner: Seat,
    pub number: u8,
    pub active: bool,
}

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Piece {
    White,
    Stone(Stone),
}

/// Setup (placing white stones) or play (turns of actions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    Setup,
    Play,
}

/// What the last move did, for announcements. Holds nothing hidden (no drawn card).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LastMove {
    pub seat: Seat,
    pub played: Move,
    /// A shifted white stone's start and end square.
    pub shifted: Option<(Square, Square)>,
    /// Stones (any colour) that turned active; a placed stone is not listed.
    pub activated: Vec<Square>,
    /// Stones (any colour) that turned inactive.
    pub deactivated: Vec<Square>,
    /// Seats whose dependency card changed, with the seat whose colour it now shows.
    pub dependencies_changed: Vec<(Seat, Seat)>,
    /// Cards the mover drew (their kinds stay hidden).
    pub cards_drawn: usize,
    /// Whether the discard pile was shuffled into a new draw pile.
    pub reshuffled: bool,
    /// Whether the mover took the third action point after this action.
    pub third_point_taken: bool,
}

impl LastMove {
    fn new(seat: Seat, played: Move) -> Self {
        LastMove {
            seat,
            played,
            shifted: None,
            activated: Vec::new(),
            deactivated: Vec::new(),
            dependencies_changed: Vec::new(),
            cards_drawn: 0,
            reshuffled: false,
            third_point_taken: false,
        }
    }
}

/// Which squares around a stone are looked at (option `neighbours`, see `docs/rule-readings.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Neighbourhood {
    /// `8`, the default: all eight squares around, orthogonal and diagonal.
    Eight,
    /// `6`: the four diagonals and the two "vertical" neighbours, vertical as seen from the
    /// seat of the stone's owner (towards and away from that side of the board).
    Six,
}

/// A game of Cubes. Read-only accessors serve the board view; see the module doc for which
/// of them show hidden information. Accessors taking a seat expect one `< players()`.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Cubes {
    players: usize,
    /// Boxed to keep the state small for `AnyGame`.
    #[cfg_attr(feature = "serde", serde(with = "squares"))]
    board: Box<[Option<Piece>; 100]>,
    /// White stones still to place; the setup lasts while this is not 0.
    whites_left: u8,
    start: Seat,
    turn: Seat,
    points: u8,
    third: bool,
    /// Whether the player to move has spent a point this turn.
    acted: bool,
    /// `dependency[s]` is the seat whose colour is on seat `s`'s dependency card.
    dependency: Vec<Seat>,
    hands: Vec<CardSet>,
    /// Hidden order; the top card is the last.
    draw_pile: Vec<Card>,
    discard: CardSet,
    actions: u32,
    reveals: u64,
    rng: GameRng,
    last: Option<Box<LastMove>>,
    outcome: Option<Outcome>,
    neighbourhood: Neighbourhood,
}

impl Game for Cubes {
    type Move = Move;
    type Error = Error;
    const ID: GameId = GameId::Cubes;
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=PLAYERS_MAX;

    fn option_specs() -> &'static [OptionSpec] {
        &[OptionSpec {
            key: "neighbours",
            kind: OptionKind::Choice(&["8", "6"]),
            default: "8",
        }]
    }

    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        let options = setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        let neighbourhood = match options.choice("neighbours")? {
            "6" => Neighbourhood::Six,
            _ => Neighbourhood::Eight,
        };
        let players = setup.players;
        let mut rng = GameRng::new(seed);
        let start = rng.below(players as u64) as usize;
        Ok(Cubes {
            players,
            board: Box::new([None; 100]),
            whites_left: white_stones(players),
            start,
            turn: start,
            points: 0,
            third: false,
            acted: false,
            dependency: (0..players).collect(),
            hands: vec![CardSet::new(); players],
            draw_pile: CardSet::deck().iter().collect(),
            discard: CardSet::new(),
            actions: 0,
            reveals: 0,
            rng,
            last: None,
            outcome: None,
            neighbourhood,
        })
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.outcome.is_some() {
            return moves;
        }
        let seat = self.turn;
        if self.phase() == Phase::Setup {
            moves.extend(
                Square::all()
                    .filter(|sq| self.board[sq.index()].is_none())
                    .map(Move::PlaceWhite),
            );
            return moves;
        }
        let supply = self.supply(seat);
        for sq in Square::all() {
            match self.board[sq.index()] {
                None => {
                    // At most one number fits a square: the one equal to its count.
                    let number = self.counting_stones(seat, sq);
                    if supply.contains(&number) {
                        moves.push(Move::Place { number, square: sq });
                    }
                }
                Some(Piece::Stone(s)) if s.owner == seat => moves.push(Move::PickUp(sq)),
                _ => {}
            }
        }
        let hand = self.hands[seat];
        for (card, _) in hand.kinds() {
            match card {
                Card::Shift(card) => {
                    for from in Square::all() {
                        if self.shift_target(card, from).is_ok() {
                            moves.push(Move::Shift { card, from });
                        }
                    }
                }
                Card::PassLeft => moves.push(Move::PassLeft),
                Card::PassRight => moves.push(Move::PassRight),
                Card::Swap => {
                    for a in 0..self.players {
                        for b in a + 1..self.players {
                            moves.push(Move::Swap(a, b));
                        }
                    }
                }
            }
        }
        moves.extend(hand.subsets().into_iter().map(Move::Exchange));
        moves.push(Move::EndTurn);
        moves
    }

    fn validate(&self, m: &Move) -> Result<(), Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        let seat = self.turn;
        let hand = &self.hands[seat];
        let holds = |card: Card| {
            if hand.contains(card) {
                Ok(())
            } else {
                Err(Error::CardNotInHand(card))
            }
        };
        match (self.phase(), m) {
            (Phase::Setup, Move::PlaceWhite(sq)) => match self.board[sq.index()] {
                Some(_) => Err(Error::SquareOccupied(*sq)),
                None => Ok(()),
            },
            (Phase::Play, Move::PlaceWhite(_)) => Err(Error::SetupOver),
            (Phase::Setup, _) => Err(Error::SetupNotFinished),
            (Phase::Play, Move::EndTurn) => Ok(()),
            (Phase::Play, &Move::Place { number, square }) => {
                if !NUMBERS.contains(&number) {
                    return Err(Error::NoSuchStone(number));
                }
                if self.stone_square(seat, number).is_some() {
                    return Err(Error::StoneNotInSupply(number));
                }
                if self.board[square.index()].is_some() {
                    return Err(Error::SquareOccupied(square));
                }
                let found = self.counting_stones(seat, square);
                if found != number {
                    return Err(Error::CountMismatch {
                        number,
                        square,
                        found,
                    });
                }
                Ok(())
            }
            (Phase::Play, &Move::PickUp(sq)) => match self.board[sq.index()] {
                Some(Piece::Stone(s)) if s.owner == seat => Ok(()),
                _ => Err(Error::NotYourStone(sq)),
            },
            (Phase::Play, &Move::Shift { card, from }) => {
                holds(Card::Shift(card))?;
                self.shift_target(card, from).map(|_| ())
            }
            (Phase::Play, Move::PassLeft) => holds(Card::PassLeft),
            (Phase::Play, Move::PassRight) => holds(Card::PassRight),
            (Phase::Play, &Move::Swap(a, b)) => {
                holds(Card::Swap)?;
                if a < b && b < self.players {
                    Ok(())
                } else {
                    Err(Error::BadSwap)
                }
            }
            (Phase::Play, Move::Exchange(cards)) => {
                if cards.is_empty() {
                    return Err(Error::EmptyExchange);
                }
                match cards.kinds().find(|&(c, n)| hand.count(c) < n) {
                    Some((card, _)) => Err(Error::CardNotInHand(card)),
                    None => Ok(()),
                }
            }
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let seat = self.turn;
        let mut last = LastMove::new(seat, m.clone());
        match m {
            Move::PlaceWhite(sq) => {
                self.board[sq.index()] = Some(Piece::White);
                self.whites_left -= 1;
                if self.whites_left == 0 {
                    self.deal(&mut last);
                    self.begin_turn(self.start);
                } else {
                    self.turn = self.next_seat(seat);
                }
            }
            Move::EndTurn => {
                if !self.acted {
                    self.actions += 1;
                }
                if self.actions >= MAX_ACTIONS {
                    self.outcome = Some(Outcome::Draw);
                } else {
                    self.begin_turn(self.next_seat(seat));
                }
            }
            _ => {
                self.points -= 1;
                self.acted = true;
                self.actions += 1;
                self.play_action(seat, m, &mut last);
                if let Some(winners) = self.winners_after(seat) {
                    self.outcome = Some(Outcome::Winners(winners));
                } else if self.actions >= MAX_ACTIONS {
                    self.outcome = Some(Outcome::Draw);
                } else {
                    last.third_point_taken = self.take_third_point();
                    if self.points == 0 {
                        self.begin_turn(self.next_seat(seat));
                    }
                }
            }
        }
        self.last = Some(Box::new(last));
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn reveals(&self) -> u64 {
        self.reveals
    }

    fn check_invariants(&self) -> Result<(), String> {
        let n = self.players;
        let whites = self.pieces().filter(|(_, p)| *p == Piece::White).count();
        if whites + self.whites_left as usize != white_stones(n) as usize {
            return Err(format!("{whites} white stones on the board"));
        }
        for seat in 0..n {
            for number in NUMBERS {
                let on = self
                    .pieces()
                    .filter(|(_, p)| matches!(p, Piece::Stone(s) if s.owner == seat && s.number == number))
                    .count();
                if on > 1 {
                    return Err(format!("seat {seat} has stone {number} {on} times"));
                }
            }
        }
        for (sq, p) in self.pieces() {
            if let Piece::Stone(s) = p {
                if s.owner >= n || !NUMBERS.contains(&s.number) {
                    return Err(format!("bad stone {s:?} on {sq}"));
                }
                if s.active != (self.counting_stones(s.owner, sq) == s.number) {
                    return Err(format!("stone on {sq} has a stale active side"));
                }
            }
        }
        let mut deps = self.dependency.clone();
        deps.sort_unstable();
        if deps != (0..n).collect::<Vec<_>>() {
            return Err(format!("dependency cards {:?}", self.dependency));
        }
        let mut all = self.discard;
        self.draw_pile.iter().for_each(|&c| all.add(c));
        self.hands
            .iter()
            .for_each(|h| h.iter().for_each(|c| all.add(c)));
        if all != CardSet::deck() {
            return Err("the cards do not add up to the deck".into());
        }
        let hand_size = match self.phase() {
            Phase::Setup => 0,
            Phase::Play => HAND_SIZE,
        };
        if self.hands.iter().any(|h| h.len() != hand_size) {
            return Err("a hand has the wrong size".into());
        }
        if self.phase() == Phase::Play {
            let max = ACTION_POINTS + self.third as u8;
            if self.points > max || (self.outcome.is_none() && self.points == 0) {
                return Err(format!("{} action points left of {max}", self.points));
            }
            if self.outcome.is_none()
                && self.active_sum(self.turn) >= THIRD_POINT_SUM
                && !self.third
            {
                return Err("third action point not taken".into());
            }
        }
        if self.actions > MAX_ACTIONS || self.turn >= n {
            return Err("turn or action count out of range".into());
        }
        Ok(())
    }

    fn determinize(&self, observer: Option<Seat>, rng: &mut GameRng) -> Self {
        let mut seen = self.clone();
        seen.rng = GameRng::new(rng.next_u64());
        let hidden = |s: &Seat| Some(*s) != observer;
        let mut unknown = std::mem::take(&mut seen.draw_pile);
        for s in (0..self.players).filter(hidden) {
            unknown.extend(std::mem::take(&mut seen.hands[s]).iter());
        }
        // Sorted first, so the re-deal depends only on what the observer can know: two
        // positions that look alike to them give the same deal (and the same computer move)
        // for one seed, whatever the hidden order was.
        unknown.sort_unstable();
        rng.shuffle(&mut unknown);
        for s in (0..self.players).filter(hidden) {
            let k = self.hands[s].len();
            seen.hands[s] = unknown.drain(..k).collect();
        }
        seen.draw_pile = unknown;
        seen
    }
}

/// The board as a list of 100 squares (serde derives stop at arrays of 32).
#[cfg(feature = "serde")]
mod squares {
    use super::Piece;
    use serde::{de::Error, Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(board: &[Option<Piece>; 100], s: S) -> Result<S::Ok, S::Error> {
        board.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Box<[Option<Piece>; 100]>, D::Error> {
        let squares = Vec::<Option<Piece>>::deserialize(d)?;
        let got = squares.len();
        squares
            .into_boxed_slice()
            .try_into()
            .map_err(|_| D::Error::invalid_length(got, &"100 squares"))
    }
}
