//! The Mojave course (see [`crate::course`]): the start position, a tip with one turn, a
//! fight of two dice against one and of one against two, Zugzwang with each of its two ways
//! out, and the ends: no dice left, a pass, an agreed move limit and the 300-move backstop.
//! The learner plays Red (seat 0), from the south.

use super::die::Die;
use super::moves::Square;
use super::{Mojave, BLACK, RED};
use crate::any::AnyGame;
use crate::course::{Stage, Start, Wrong};
use crate::game::Seat;

impl Mojave {
    /// A position for lessons: `dice` (square, die) on a board of `length` rows with `turn`
    /// to move, no moves played, no Zugzwang, no move limit. `Err` for a square off the
    /// board or given twice.
    pub fn lesson_position(
        length: u8,
        turn: Seat,
        dice: &[(Square, Die)],
    ) -> Result<Mojave, String> {
        let mut g = Mojave::empty(length, turn, 0);
        for &(sq, die) in dice {
            let i = g
                .index(sq)
                .ok_or_else(|| format!("{sq} is off the board"))?;
            if g.board[i].is_some() {
                return Err(format!("{sq} given twice"));
            }
            g.board[i] = Some(die);
            g.dice[die.owner()] += 1;
        }
        Ok(g)
    }
}

/// A lesson position on the shortest board, Red to move: dice as (square, owner, top,
/// north face).
fn lesson(dice: &[(&str, Seat, u8, u8)]) -> Result<AnyGame, String> {
    lesson_game(dice).map(AnyGame::Mojave)
}

/// The position of [`lesson`] as a [`Mojave`].
fn lesson_game(dice: &[(&str, Seat, u8, u8)]) -> Result<Mojave, String> {
    let mut placed = Vec::with_capacity(dice.len());
    for &(sq, owner, top, north) in dice {
        let sq: Square = sq.parse().map_err(|e| format!("{e}"))?;
        let die = Die::new(owner, top, north).ok_or_else(|| format!("no die {top}/{north}"))?;
        placed.push((sq, die));
    }
    Mojave::lesson_position(super::MIN_LENGTH, RED, &placed)
}

/// Black's die on h12 tips two squares south to h10 and lands showing 5 beside Red's 5 on h9:
/// a tie, so Red's die is in Zugzwang. `helper`: Red also has a die on g7 that can join.
fn zugzwang(helper: bool) -> Result<AnyGame, String> {
    let mut dice = vec![
        ("h12", BLACK, 2, 1),
        ("n15", BLACK, 1, 5),
        ("h9", RED, 5, 1),
        ("b4", RED, 1, 2),
    ];
    if helper {
        dice.push(("g7", RED, 3, 1));
    }
    let mut placed = Vec::with_capacity(dice.len());
    for &(sq, owner, top, north) in &dice {
        let sq: Square = sq.parse().map_err(|e| format!("{e}"))?;
        let die = Die::new(owner, top, north).ok_or_else(|| format!("no die {top}/{north}"))?;
        placed.push((sq, die));
    }
    let mut g = AnyGame::Mojave(Mojave::lesson_position(super::MIN_LENGTH, BLACK, &placed)?);
    g.play_str("h12:s2").map_err(|e| e.to_string())?;
    Ok(g)
}

/// As [`lesson`], `played` moves into the game, with an agreed move limit of `limit` moves
/// (0: none, only the 300-move backstop).
fn lesson_late(dice: &[(&str, Seat, u8, u8)], played: u32, limit: u32) -> Result<AnyGame, String> {
    let mut m = lesson_game(dice)?;
    m.moves_played = played;
    m.move_limit = limit;
    Ok(AnyGame::Mojave(m))
}

fn wins(g: &AnyGame, me: Seat) -> bool {
    matches!(g.outcome(), Some(crate::Outcome::Winners(w)) if w == [me])
}

fn mojave(g: &AnyGame) -> Option<&Mojave> {
    match g {
        AnyGame::Mojave(m) => Some(m),
        // Unreachable in a build with this game alone (a Cargo feature a game).
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

/// Whether a die of `seat` stands on `sq`.
fn die_of(g: &AnyGame, sq: &str, seat: Seat) -> bool {
    let (Some(m), Ok(sq)) = (mojave(g), sq.parse::<Square>()) else {
        return false;
    };
    m.die_at(sq).is_some_and(|d| d.owner() == seat)
}

fn dice(g: &AnyGame, seat: Seat) -> usize {
    mojave(g).map_or(0, |m| m.dice_count(seat))
}

pub static STAGES: &[Stage] = &[
    Stage {
        id: "first-tip",
        start: Start::Record {
            players: 2,
            options: &[("length", "16")],
            seed: 1,
            moves: &[],
        },
        learner: RED,
        goal: |g, me| die_of(g, "c5", me),
        solution: &["c4:n1"],
        replies: &[],
        wrong: &[Wrong {
            mv: "c4:s1",
            why: "backwards",
        }],
        teaches: &["board", "setup", "tip"],
    },
    Stage {
        id: "one-turn",
        start: Start::Position(|| lesson(&[("f5", RED, 3, 2), ("k14", BLACK, 1, 5)])),
        learner: RED,
        goal: |g, me| die_of(g, "h6", me),
        solution: &["f5:n1e2"],
        replies: &[],
        wrong: &[Wrong {
            mv: "f5:n3",
            why: "straight-on",
        }],
        teaches: &["tip", "one-turn"],
    },
    Stage {
        id: "two-against-one",
        start: Start::Position(|| {
            lesson(&[
                ("h10", BLACK, 6, 2),
                ("g10", RED, 2, 1),
                ("h7", RED, 2, 1),
                ("n15", BLACK, 1, 5),
            ])
        }),
        learner: RED,
        goal: |g, _| dice(g, BLACK) == 1 && dice(g, RED) == 2,
        solution: &["h7:n2"],
        replies: &[],
        wrong: &[Wrong {
            mv: "h7:e2",
            why: "not-beside",
        }],
        teaches: &["combat-one", "combat-smaller-leaves"],
    },
    Stage {
        id: "one-against-two",
        start: Start::Position(|| {
            lesson(&[
                ("h10", BLACK, 1, 2),
                ("j10", BLACK, 2, 1),
                ("i7", RED, 3, 6),
                ("n15", BLACK, 1, 5),
            ])
        }),
        learner: RED,
        goal: |g, _| dice(g, BLACK) == 1 && dice(g, RED) == 1,
        solution: &["i7:n3"],
        replies: &[],
        wrong: &[Wrong {
            mv: "i7:e3",
            why: "no-fight",
        }],
        teaches: &["combat-many", "combat-smaller-leaves"],
    },
    Stage {
        id: "zugzwang-join",
        start: Start::Position(|| zugzwang(true)),
        learner: RED,
        goal: |g, _| dice(g, BLACK) == 1 && dice(g, RED) == 3,
        solution: &["g7:n3"],
        replies: &[],
        wrong: &[Wrong {
            mv: "h9:s5",
            why: "escaped-instead",
        }],
        teaches: &["combat-tie", "zugzwang-join"],
    },
    Stage {
        id: "zugzwang-escape",
        start: Start::Position(|| zugzwang(false)),
        learner: RED,
        goal: |g, me| {
            dice(g, RED) == 2
                && !die_of(g, "h9", me)
                && mojave(g).is_some_and(|m| m.zugzwang().is_none())
        },
        solution: &["h9:s5"],
        replies: &[],
        wrong: &[Wrong {
            mv: "b4:n1",
            why: "must-answer",
        }],
        teaches: &["combat-tie", "zugzwang-escape"],
    },
    Stage {
        id: "no-way-out",
        start: Start::Position(|| {
            lesson(&[
                ("a16", BLACK, 6, 2),
                ("b16", RED, 1, 2),
                ("a13", RED, 2, 1),
                ("n15", BLACK, 1, 5),
            ])
        }),
        learner: RED,
        goal: |g, me| {
            dice(g, BLACK) == 1
                && dice(g, RED) == 2
                && die_of(g, "a15", me)
                && mojave(g).is_some_and(|m| m.zugzwang().is_none())
        },
        solution: &["a13:n2"],
        replies: &[],
        wrong: &[Wrong {
            mv: "b16:s1",
            why: "corner-opened",
        }],
        teaches: &["combat-tie", "zugzwang-none"],
    },
    Stage {
        id: "last-die",
        start: Start::Position(|| {
            lesson(&[("l12", BLACK, 6, 2), ("k12", RED, 2, 1), ("l9", RED, 2, 1)])
        }),
        learner: RED,
        goal: |g, me| matches!(g.outcome(), Some(crate::Outcome::Winners(w)) if w == [me]),
        solution: &["l9:n2"],
        replies: &[],
        wrong: &[Wrong {
            mv: "l9:e2",
            why: "no-contact",
        }],
        teaches: &["combat-one", "end-no-dice"],
    },
    Stage {
        id: "pass",
        // Red's one die is hemmed into the corner by two black dice: it cannot move.
        start: Start::Position(|| {
            lesson(&[("a1", RED, 2, 1), ("a2", BLACK, 1, 2), ("b1", BLACK, 1, 2)])
        }),
        learner: RED,
        goal: |g, _| dice(g, BLACK) == 1 && dice(g, RED) == 1,
        solution: &["pass", "a1:e1n1"],
        replies: &[&["b1:e1"]],
        wrong: &[],
        teaches: &["two-passes", "combat-one"],
    },
    Stage {
        id: "move-limit",
        // The two-against-one fight again, as the last move of a game agreed to last 40
        // moves: two dice each, so only the fight decides it.
        start: Start::Position(|| {
            lesson_late(
                &[
                    ("h10", BLACK, 6, 2),
                    ("g10", RED, 2, 1),
                    ("h7", RED, 2, 1),
                    ("n15", BLACK, 1, 5),
                ],
                39,
                40,
            )
        }),
        learner: RED,
        goal: wins,
        solution: &["h7:n2"],
        replies: &[],
        wrong: &[Wrong {
            mv: "h7:e2",
            why: "limit-equal",
        }],
        teaches: &["move-limit", "combat-one"],
    },
    Stage {
        id: "backstop",
        // Move 300 of a game without an agreed limit: Red has three dice, Black two.
        start: Start::Position(|| {
            lesson_late(
                &[
                    ("d5", BLACK, 6, 2),
                    ("n15", BLACK, 1, 5),
                    ("d3", RED, 1, 2),
                    ("k3", RED, 1, 2),
                    ("m3", RED, 1, 2),
                ],
                299,
                0,
            )
        }),
        learner: RED,
        goal: wins,
        solution: &["k3:n1"],
        replies: &[],
        wrong: &[Wrong {
            mv: "d3:n1",
            why: "lost-on-the-last-move",
        }],
        teaches: &["backstop", "two-passes", "combat-smaller-leaves"],
    },
];
