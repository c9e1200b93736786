//! The Cubus course (see [`crate::course`]): the rule book's scoring examples played in
//! its order — the opening builds of 1, 1, 1, 1 point, the free crate (3), the lid that
//! draws a hidden crate beneath (5), a rebuild of four crates with three cards (9), and the
//! open crate with a layer slid in beneath it (19) — then knocking, drawing, the last build
//! of a game and an Abbau turn; and [`Cubus::set_position`], which lessons and tests start
//! from.

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
    let mut hands = [Cards::default(); 2];
    hands[LEARNER] = hand;
    position(rows, 0, &hands, LEARNER).map(AnyGame::Cubus)
}

/// The stack `rows` with open crates on the columns `open`, `hands`, `builder`'s build turn.
fn position(rows: &str, open: u16, hands: &[Cards], builder: Seat) -> Result<Cubus, String> {
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
    // A seed whose start player is `builder`.
    let mut g = (0..64)
        .filter_map(|seed| Cubus::new(&Setup::players(2), seed).ok())
        .find(|g| g.current() == builder)
        .ok_or("no seed starts with that seat")?;
    g.set_position(&stack, open, hands)?;
    Ok(g)
}

/// The other player (seat 1) could build a crate with their lid and left side on the start
/// crate, and has just declared no build: the learner may knock.
fn overlooked() -> Result<AnyGame, String> {
    let hands = [Cards::new(1, 1, 0, 0), Cards::new(1, 0, 1, 0)];
    let mut g = AnyGame::Cubus(position("1000/0000/0000/0000", 0, &hands, 1)?);
    g.play_str("n").map_err(|e| e.to_string())?;
    Ok(g)
}

/// The knock stage played out: the learner's own turn begins, with a card to draw.
fn after_the_knock() -> Result<AnyGame, String> {
    let mut g = overlooked()?;
    for m in KNOCK {
        g.play_str(m).map_err(|e| format!("{m}: {e}"))?;
    }
    Ok(g)
}

const KNOCK: &[&str] = &["k", "b1000100000000000"];

/// The last build of a game: every card is on the table (the deck is out, the hands are
/// empty), drawing the full block but for its front upper corner, where the three cards
/// read as an empty corner; the open crates lie on four back columns. The learner has 10
/// points, the other player 12.
fn last_build() -> Result<AnyGame, String> {
    let mut g = position(
        "4444/4444/4444/4443",
        0b0000_0000_0000_1111,
        &[Cards::default(), Cards::default()],
        LEARNER,
    )?;
    g.seats[LEARNER].score = 10;
    g.seats[1 - LEARNER].score = 12;
    Ok(AnyGame::Cubus(g))
}

fn wins(g: &AnyGame, me: Seat) -> bool {
    matches!(g.outcome(), Some(crate::Outcome::Winners(w)) if w == [me])
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
        id: "open-crate-19",
        // The book's figure is lost; a position its text describes: an open crate on top
        // of a tower of three, two left sides in hand. Two crates come off, nine are built.
        start: Start::Position(|| {
            let mut hands = [Cards::default(); 2];
            hands[LEARNER] = Cards::new(2, 0, 0, 0);
            position("0320/3100/0000/0000", 0b10, &hands, LEARNER).map(AnyGame::Cubus)
        }),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 19),
        solution: &["b4400440000000000o0"],
        replies: &[],
        wrong: &[Wrong {
            mv: "b4400330000000000o0",
            why: "stopped-at-three",
        }],
        teaches: &["open-crate", "slide-under", "rebuild", "score"],
    },
    Stage {
        id: "knock",
        start: Start::Position(overlooked),
        learner: LEARNER,
        goal: |g, me| scored(g, me, 1),
        solution: KNOCK,
        replies: &[&[]],
        wrong: &[Wrong {
            mv: "p",
            why: "let-it-pass",
        }],
        teaches: &["knocking"],
    },
    Stage {
        id: "draw",
        start: Start::Position(after_the_knock),
        learner: LEARNER,
        goal: |g, me| cubus(g).is_some_and(|c| c.score(me) > 1),
        solution: &["d", "b2000100000000000"],
        replies: &[&[]],
        wrong: &[],
        teaches: &["draw", "build"],
    },
    Stage {
        id: "last-build",
        start: Start::Position(last_build),
        learner: LEARNER,
        goal: wins,
        solution: &["b4444444444444444o0123"],
        replies: &[],
        wrong: &[Wrong {
            mv: "n",
            why: "gave-up-the-last-build",
        }],
        teaches: &["end", "free-crate"],
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
