//! Small games to test the search on: tic-tac-toe, last-token Nim for 2–4 players, a
//! three-player kingmaker tree and Showdown, a trick game with hidden hands whose true
//! state can be sealed so that reading any secret through it panics.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use ai::Heuristics;
use rand::RngCore;
use rules::{Game, GameId, GameRng, NotationError, OptionSpec, Outcome, Seat, Setup, SetupError};

/// Every toy move is a small number: a cell, a token count, a branch or a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Num(pub u8);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Num {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse()
            .map(Num)
            .map_err(|_| NotationError::new(s, "not a number"))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal;

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal move")
    }
}

impl std::error::Error for Illegal {}

fn check<G: Game>(state: &G, m: &G::Move) -> Result<(), Illegal> {
    if state.legal_moves().contains(m) {
        Ok(())
    } else {
        Err(Illegal)
    }
}

// The toys borrow a real game's id: the trait needs one and the search never reads it.
const TOY_ID: GameId = GameId::Cubulus;

// ---------------------------------------------------------------------------------------

/// Tic-tac-toe; X (seat 0) moves first. Cells 0–8 row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct TicTacToe {
    cells: [Option<Seat>; 9],
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    /// Rows top to bottom: `X`, `O` or `.`; anything else is ignored.
    pub fn from_rows(rows: &str) -> Self {
        let mut cells = [None; 9];
        let marks = rows.chars().filter(|c| matches!(c, 'X' | 'O' | '.'));
        for (cell, c) in cells.iter_mut().zip(marks) {
            *cell = match c {
                'X' => Some(0),
                'O' => Some(1),
                _ => None,
            };
        }
        TicTacToe { cells }
    }

    pub fn cell(&self, i: usize) -> Option<Seat> {
        self.cells[i]
    }

    fn winner(&self) -> Option<Seat> {
        LINES.iter().find_map(|l| {
            let s = self.cells[l[0]]?;
            (self.cells[l[1]] == Some(s) && self.cells[l[2]] == Some(s)).then_some(s)
        })
    }
}

impl Game for TicTacToe {
    type Move = Num;
    type Error = Illegal;
    const ID: GameId = TOY_ID;
    const PLAYERS: RangeInclusive<usize> = 2..=2;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn new(setup: &Setup, _seed: u64) -> Result<Self, SetupError> {
        setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        Ok(TicTacToe { cells: [None; 9] })
    }
    fn players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Option<Seat> {
        if self.winner().is_some() || self.cells.iter().all(Option::is_some) {
            return None;
        }
        let x = self.cells.iter().filter(|c| **c == Some(0)).count();
        let o = self.cells.iter().filter(|c| **c == Some(1)).count();
        Some(usize::from(x > o))
    }
    fn legal_moves(&self) -> Vec<Num> {
        if self.to_move().is_none() {
            return Vec::new();
        }
        (0..9u8)
            .filter(|&i| self.cells[i as usize].is_none())
            .map(Num)
            .collect()
    }
    fn validate(&self, m: &Num) -> Result<(), Illegal> {
        check(self, m)
    }
    fn play_unchecked(&mut self, m: &Num) {
        self.cells[m.0 as usize] = self.to_move();
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.winner() {
            Some(w) => Some(Outcome::Winners(vec![w])),
            None if self.cells.iter().all(Option::is_some) => Some(Outcome::Draw),
            None => None,
        }
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Heuristics for TicTacToe {}

// ---------------------------------------------------------------------------------------

/// Nim for 2–4 players in turn order: take 1–3 tokens; who takes the last one wins.
#[derive(Clone, Debug, PartialEq)]
pub struct Nim {
    players: usize,
    pile: u8,
    to_move: Seat,
    last: Option<Seat>,
}

impl Nim {
    pub fn position(players: usize, pile: u8, to_move: Seat) -> Self {
        Nim {
            players,
            pile,
            to_move,
            last: None,
        }
    }
}

impl Game for Nim {
    type Move = Num;
    type Error = Illegal;
    const ID: GameId = TOY_ID;
    const PLAYERS: RangeInclusive<usize> = 2..=4;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn new(setup: &Setup, _seed: u64) -> Result<Self, SetupError> {
        setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        Ok(Nim::position(setup.players, 15, 0))
    }
    fn players(&self) -> usize {
        self.players
    }
    fn to_move(&self) -> Option<Seat> {
        (self.pile > 0).then_some(self.to_move)
    }
    fn legal_moves(&self) -> Vec<Num> {
        (1..=self.pile.min(3)).map(Num).collect()
    }
    fn validate(&self, m: &Num) -> Result<(), Illegal> {
        check(self, m)
    }
    fn play_unchecked(&mut self, m: &Num) {
        self.pile -= m.0;
        self.last = Some(self.to_move);
        self.to_move = (self.to_move + 1) % self.players;
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.pile == 0).then(|| Outcome::Winners(self.last.into_iter().collect()))
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Heuristics for Nim {}

// ---------------------------------------------------------------------------------------

/// Three players, two moves. Seat 0 picks a branch, then seat 1 ends the game:
/// - `0` (a): seat 1 picks `10` (seat 1 wins alone) or `11` (seats 0 and 1 share the win);
/// - `1` (b): seat 1 picks `11` (seats 0 and 1 share) or `12` (seat 2 wins);
/// - `2` (c): a draw at once;
/// - `3` (d): seat 1, losing either way, picks `13` (seat 0 wins alone) or `12` (seat 2).
///
/// With every seat maximising its own return seat 0 should pick b (worth 1/2 to it); a
/// search assuming everyone helps seat 0 would rate a as high, one assuming everyone
/// opposes seat 0 would pick c. Pure max^n rates d as high as b: seat 1 is indifferent,
/// so a coin between seat 0's win and seat 2's.
#[derive(Clone, Debug, PartialEq)]
pub struct Kingmaker {
    path: Vec<u8>,
}

impl Kingmaker {
    pub fn after(path: &[u8]) -> Self {
        Kingmaker {
            path: path.to_vec(),
        }
    }
}

impl Game for Kingmaker {
    type Move = Num;
    type Error = Illegal;
    const ID: GameId = TOY_ID;
    const PLAYERS: RangeInclusive<usize> = 3..=3;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn new(setup: &Setup, _seed: u64) -> Result<Self, SetupError> {
        setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        Ok(Kingmaker::after(&[]))
    }
    fn players(&self) -> usize {
        3
    }
    fn to_move(&self) -> Option<Seat> {
        match self.path.as_slice() {
            [] => Some(0),
            [0] | [1] | [3] => Some(1),
            _ => None,
        }
    }
    fn legal_moves(&self) -> Vec<Num> {
        let moves: &[u8] = match self.path.as_slice() {
            [] => &[0, 1, 2, 3],
            [0] => &[10, 11],
            [1] => &[11, 12],
            [3] => &[13, 12],
            _ => &[],
        };
        moves.iter().copied().map(Num).collect()
    }
    fn validate(&self, m: &Num) -> Result<(), Illegal> {
        check(self, m)
    }
    fn play_unchecked(&mut self, m: &Num) {
        self.path.push(m.0);
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.path.as_slice() {
            [2] => Some(Outcome::Draw),
            [_, 10] => Some(Outcome::Winners(vec![1])),
            [_, 11] => Some(Outcome::Winners(vec![0, 1])),
            [_, 12] => Some(Outcome::Winners(vec![2])),
            [_, 13] => Some(Outcome::Winners(vec![0])),
            _ => None,
        }
    }
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

impl Heuristics for Kingmaker {}

// ---------------------------------------------------------------------------------------

/// Showdown, two players, cards 1–12. Each holds a hidden hand of 3; the other 6 form a
/// face-down pile. The leader plays a card face up, the follower answers; the higher card
/// takes the trick and leads next. While the pile lasts, after each trick the winner and
/// then the loser draw a card at random (from the state's RNG). Six tricks; more wins.
///
/// A [`Showdown::sealed`] copy stands for the true position handed to a computer player:
/// every rule method reads the secrets (hands, pile, RNG) through [`Showdown::secrets`],
/// which panics on a sealed state, and so does `clone`. Only `determinize` works on it,
/// reading just the observer's own hand and public counts.
#[derive(Debug, PartialEq)]
pub struct Showdown {
    secrets: Secrets,
    /// Public: hand sizes and pile size.
    hand_sizes: [usize; 2],
    pile_size: usize,
    led: Option<u8>,
    leader: Seat,
    tricks: [u8; 2],
    /// Cards of finished tricks, face up.
    played: Vec<u8>,
    sealed: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Secrets {
    hands: [Vec<u8>; 2],
    pile: Vec<u8>,
    rng: GameRng,
}

const CARDS: u8 = 12;
const HAND: usize = 3;

impl Showdown {
    /// A fresh game with these hands (the pile is the other cards), seat 0 leading.
    pub fn deal(hands: [Vec<u8>; 2], seed: u64) -> Self {
        let pile: Vec<u8> = (1..=CARDS)
            .filter(|c| !hands[0].contains(c) && !hands[1].contains(c))
            .collect();
        Showdown {
            hand_sizes: [hands[0].len(), hands[1].len()],
            pile_size: pile.len(),
            secrets: Secrets {
                hands,
                pile,
                rng: GameRng::new(seed),
            },
            led: None,
            leader: 0,
            tricks: [0, 0],
            played: Vec::new(),
            sealed: false,
        }
    }

    /// This position as a computer player receives it.
    pub fn sealed(&self) -> Self {
        let mut s = self.clone();
        s.sealed = true;
        s
    }

    pub fn secrets(&self) -> &Secrets {
        assert!(!self.sealed, "the search read the true hidden state");
        &self.secrets
    }

    fn secrets_mut(&mut self) -> &mut Secrets {
        assert!(!self.sealed, "the search changed the true hidden state");
        &mut self.secrets
    }

    fn draw(&mut self, seat: Seat) {
        let s = self.secrets_mut();
        let i = s.rng.below(s.pile.len() as u64) as usize;
        let card = s.pile.swap_remove(i);
        s.hands[seat].push(card);
        self.pile_size -= 1;
        self.hand_sizes[seat] += 1;
    }
}

impl Clone for Showdown {
    fn clone(&self) -> Self {
        Showdown {
            secrets: self.secrets().clone(),
            hand_sizes: self.hand_sizes,
            pile_size: self.pile_size,
            led: self.led,
            leader: self.leader,
            tricks: self.tricks,
            played: self.played.clone(),
            sealed: self.sealed,
        }
    }
}

impl Game for Showdown {
    type Move = Num;
    type Error = Illegal;
    const ID: GameId = TOY_ID;
    const PLAYERS: RangeInclusive<usize> = 2..=2;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        setup.read(Self::ID, Self::PLAYERS, Self::option_specs())?;
        let mut rng = GameRng::new(seed);
        let mut cards: Vec<u8> = (1..=CARDS).collect();
        rng.shuffle(&mut cards);
        let hands = [cards[..HAND].to_vec(), cards[HAND..2 * HAND].to_vec()];
        Ok(Showdown::deal(hands, rng.next_u64()))
    }
    fn players(&self) -> usize {
        2
    }
    fn to_move(&self) -> Option<Seat> {
        if self.played.len() == CARDS as usize {
            None
        } else if self.led.is_none() {
            Some(self.leader)
        } else {
            Some(1 - self.leader)
        }
    }
    fn legal_moves(&self) -> Vec<Num> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        let mut hand = self.secrets().hands[seat].clone();
        hand.sort_unstable();
        hand.into_iter().map(Num).collect()
    }
    fn validate(&self, m: &Num) -> Result<(), Illegal> {
        check(self, m)
    }
    fn play_unchecked(&mut self, m: &Num) {
        let Some(seat) = self.to_move() else { return };
        let hand = &mut self.secrets_mut().hands[seat];
        hand.retain(|&c| c != m.0);
        self.hand_sizes[seat] -= 1;
        let Some(led) = self.led.take() else {
            self.led = Some(m.0);
            return;
        };
        let winner = if m.0 > led { seat } else { self.leader };
        self.tricks[winner] += 1;
        self.played.extend([led, m.0]);
        self.leader = winner;
        if self.pile_size >= 2 {
            self.draw(winner);
            self.draw(1 - winner);
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.played.len() < CARDS as usize {
            return None;
        }
        Some(match self.tricks[0].cmp(&self.tricks[1]) {
            std::cmp::Ordering::Greater => Outcome::Winners(vec![0]),
            std::cmp::Ordering::Less => Outcome::Winners(vec![1]),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
    fn check_invariants(&self) -> Result<(), String> {
        let s = self.secrets();
        let mut all: Vec<u8> = s.hands.concat();
        all.extend(&s.pile);
        all.extend(&self.played);
        all.extend(self.led);
        all.sort_unstable();
        if all != (1..=CARDS).collect::<Vec<_>>() {
            return Err(format!("cards lost or doubled: {all:?}"));
        }
        Ok(())
    }

    /// Keeps the observer's own hand and everything public; re-deals every other unseen
    /// card (other hand, pile) and re-seeds the RNG, so future draws are re-drawn too.
    fn determinize(&self, observer: Option<Seat>, rng: &mut GameRng) -> Self {
        let own: &[u8] = match observer {
            Some(seat) => &self.secrets.hands[seat],
            None => &[],
        };
        let mut unseen: Vec<u8> = (1..=CARDS)
            .filter(|c| !own.contains(c) && !self.played.contains(c) && self.led != Some(*c))
            .collect();
        rng.shuffle(&mut unseen);
        let mut hands: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
        for (seat, hand) in hands.iter_mut().enumerate() {
            *hand = if Some(seat) == observer {
                own.to_vec()
            } else {
                unseen.split_off(unseen.len() - self.hand_sizes[seat])
            };
        }
        Showdown {
            secrets: Secrets {
                hands,
                pile: unseen,
                rng: GameRng::new(rng.next_u64()),
            },
            hand_sizes: self.hand_sizes,
            pile_size: self.pile_size,
            led: self.led,
            leader: self.leader,
            tricks: self.tricks,
            played: self.played.clone(),
            sealed: false,
        }
    }
}

impl Heuristics for Showdown {}
