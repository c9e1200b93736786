//! The Cubus course (see [`crate::course`]): the rule book's scoring examples played in
//! its order — the opening builds of 1, 1, 1, 1 point, the free crate (3), the lid that
//! draws a hidden crate beneath (5), and a rebuild of four crates with three cards (9) —
//! and [`Cubus::set_position`], which lessons and tests start from.

use super::cards::{CardType, Cards};
use super::geometry::{Stack, COLUMNS};
use super::search;
use super::{Cubus, Phase};
use crate::any::AnyGame;
use crate::course::{Stage, Start, Wrong};
use crate::game::{Game, Seat, Setup};

impl Cubus {
    /// Replaces the table by `stack` (any drawable stack; it is made canonical) with open
    /// crates on the columns `open`, and sets the first hands; the deck keeps the other
    /// cards in its order. Every player counts as past the first round, and the current
    /// player's build (or Abbau) turn begins.
    pub fn set_position(
        &mut self,
        stack: &Stack,
        open: u16,
        hands: &[Cards],
    ) -> Result<(), String> {
        let (stack, open) = search::canonicalize(stack, open).map_err(|e| e.to_string())?;
        let mut next = self.clone();
        next.stack = stack;
        next.open = stack.lid_lines(open);
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
}

/// A two-player build turn on the stack `rows` (rows y = 0..4 of heights x = 0..4, as
/// `0200/2100`), the learner (seat 0) to build with `hand`.
fn lesson(rows: &str, hand: Cards) -> Result<AnyGame, String> {
    let mut h = [0u8; COLUMNS];
    for (y, row) in rows.split('/').enumerate() {
        for (x, c) in row.chars().enumerate() {
            let height = c
                .to_digit(10)
                .ok_or_else(|| format!("{rows}: not a height"))?;
            *h.get_mut(y * 4 + x).ok_or("too many columns")? = height as u8;
        }
    }
    let stack = Stack::new(h).map_err(|e| format!("{rows}: {e}"))?;
    // A seed whose start player is seat 0.
    let mut g = (0..64)
        .filter_map(|seed| Cubus::new(&Setup::players(2), seed).ok())
        .find(|g| g.current() == LEARNER)
        .ok_or("no seed starts with seat 0")?;
    let mut hands = [Cards::default(); 2];
    hands[LEARNER] = hand;
    g.set_position(&stack, 0, &hands)?;
    Ok(AnyGame::Cubus(g))
}

const LEARNER: Seat = 0;

fn cubus(g: &AnyGame) -> Option<&Cubus> {
    match g {
        AnyGame::Cubus(c) => Some(c),
        // Unreachable in a build with this game alone (a Cargo feature a game).
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

fn scored(g: &AnyGame, me: Seat, points: i32) -> bool {
    cubus(g).is_some_and(|c| c.score(me) == points)
}

pub static STAGES: &[Stage] = &[
    Stage {
        id: "build-1",
        start: Start::Position(|| lesson("1000/0000/0000/0000", Cards::new(1, 0, 1, 0))),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 1),
        solution: &["b1000100000000000"],
        replies: &[],
        wrong: &[Wrong {
            mv: "n",
            why: "must-build",
        }],
        teaches: &["start-crate", "build", "score", "legeregel"],
    },
    Stage {
        id: "build-2",
        start: Start::Position(|| lesson("1000/1000/0000/0000", Cards::new(1, 1, 0, 0))),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 1),
        solution: &["b2000100000000000"],
        replies: &[],
        wrong: &[],
        teaches: &["build", "score"],
    },
    Stage {
        id: "build-3",
        start: Start::Position(|| lesson("0200/0100/0000/0000", Cards::new(0, 1, 1, 0))),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 1),
        solution: &["b0200110000000000"],
        replies: &[],
        wrong: &[],
        teaches: &["build", "score"],
    },
    Stage {
        id: "build-4",
        start: Start::Position(|| lesson("0200/1100/0000/0000", Cards::new(1, 1, 0, 0))),
        learner: LEARNER,
        goal: |g, me| cubus(g).is_some_and(|c| c.score(me) >= 1),
        solution: &["b0200210000000000"],
        replies: &[],
        wrong: &[],
        teaches: &["build", "score"],
    },
    Stage {
        id: "free-crate",
        start: Start::Position(|| lesson("0200/2100/0000/0000", Cards::new(0, 0, 0, 0))),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 3),
        solution: &["b0200220000000000"],
        replies: &[],
        wrong: &[],
        teaches: &["score", "free-crate"],
    },
    Stage {
        id: "hidden-crate",
        start: Start::Position(|| lesson("0200/2200/0000/0000", Cards::new(0, 0, 1, 0))),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 5),
        solution: &["b2200220000000000"],
        replies: &[],
        wrong: &[Wrong {
            mv: "b2200210000000000",
            why: "missed-hidden",
        }],
        teaches: &["reading", "hidden-crate", "score"],
    },
    Stage {
        id: "rebuild-9",
        start: Start::Position(|| lesson("0200/1100/0000/0000", Cards::new(1, 1, 1, 0))),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 9),
        solution: &["b2200220000000000"],
        replies: &[],
        wrong: &[Wrong {
            mv: "b2200210000000000",
            why: "one-short",
        }],
        teaches: &["rebuild", "score"],
    },
    Stage {
        id: "abbau",
        // The Abbau variant from a 2×2×2 block; with seed 0 seat 0 dismantles first.
        start: Start::Record {
            players: 2,
            options: &[("abbau", "true"), ("abbau_stack", "2200220000000000")],
            seed: 0,
            moves: &[],
        },
        learner: LEARNER,
        // The rule book: three cards re-laid, none won.
        goal: |g, me| cubus(g).is_some_and(|c| c.crates() == 7 && c.score(me) == 0),
        solution: &["b2200210000000000"],
        replies: &[],
        wrong: &[Wrong {
            mv: "b1200220000000000",
            why: "two-crates",
        }],
        teaches: &["abbau"],
    },
];
