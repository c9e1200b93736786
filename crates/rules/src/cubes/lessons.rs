//! The Cubes course (see [`crate::course`]): a two-player game from a record (seed 7, seat
//! 0 starts and holds a "one square away" shift card) whose white stones stand in a ring of
//! six around d4 and four around g4; the learner plays seat 0. Placing a stone where it sees
//! its number, the third action point, a shift that changes what a stone sees, the cards that
//! change dependencies, the white stones' setup, and the win with all five stones.

use super::{Cubes, Phase, Piece, Square, Stone};
use crate::any::AnyGame;
use crate::course::{Stage, Start, Wrong};
use crate::game::Seat;

const ME: Seat = 0;

/// The setup: the two rings, and twenty white stones out of the way on ranks 9 and 10.
const WHITES: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9", "w:d9",
    "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10", "w:e10",
    "w:f10", "w:g10", "w:h10", "w:i10", "w:j10", "w:g5", "w:h5",
];

const SIX_PLACED: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9", "w:d9",
    "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10", "w:e10",
    "w:f10", "w:g10", "w:h10", "w:i10", "w:j10", "w:g5", "w:h5", "p6:d4",
];

const FOUR_PLACED: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9", "w:d9",
    "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10", "w:e10",
    "w:f10", "w:g10", "w:h10", "w:i10", "w:j10", "w:g5", "w:h5", "p6:d4", "p4:g4",
];

/// After the shift stage's move and the other player's empty turn: the 6 on d4 is inactive.
const SHIFTED: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9", "w:d9",
    "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10", "w:e10",
    "w:f10", "w:g10", "w:h10", "w:i10", "w:j10", "w:g5", "w:h5", "p6:d4", "p4:g4", "s1A:d5", "end",
];

/// Seed 19 (seat 0 starts and holds a "pass left" card): the same whites, seat 0's 6 on d4
/// and a turn of the other player without an action.
const SIX_AND_PASS: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9", "w:d9",
    "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10", "w:e10",
    "w:f10", "w:g10", "w:h10", "w:i10", "w:j10", "w:g5", "w:h5", "p6:d4", "end", "end",
];

/// The setup with two white stones still to come (g5 from the learner, h5 from the other
/// player).
const WHITES_BUT_TWO: &[&str] = WHITES.split_at(WHITES.len() - 2).0;

/// Another setup: six white stones around d4, five around g7, the other nineteen on rank 10
/// and file j. Seat 0 has placed its 6, 4 and 2 (the third point paid for the 2), the other
/// player ended a turn without an action, and seat 0 placed its 5: only the 3 is left.
const FOUR_OF_FIVE: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:f6", "w:g6", "w:h6", "w:f8", "w:g8",
    "w:a10", "w:b10", "w:c10", "w:d10", "w:e10", "w:f10", "w:g10", "w:h10", "w:i10", "w:j10",
    "w:j1", "w:j2", "w:j3", "w:j4", "w:j5", "w:j6", "w:j7", "w:j8", "w:j9", "p6:d4", "p4:c4",
    "p2:b4", "end", "p5:g7",
];

/// White stones around g4 (the eight squares about it).
fn whites_around_g4(g: &AnyGame) -> usize {
    ["f3", "g3", "h3", "f4", "h4", "f5", "g5", "h5"]
        .into_iter()
        .filter(|sq| piece(g, sq) == Some(Piece::White))
        .count()
}

const fn start(moves: &'static [&'static str]) -> Start {
    Start::Record {
        players: 2,
        options: &[],
        seed: 7,
        moves,
    }
}

fn cubes(g: &AnyGame) -> Option<&Cubes> {
    match g {
        AnyGame::Cubes(c) => Some(c),
        // Unreachable in a build with this game alone (a Cargo feature a game).
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

fn piece(g: &AnyGame, sq: &str) -> Option<Piece> {
    let sq: Square = sq.parse().ok()?;
    cubes(g)?.piece(sq)
}

/// Whether `seat`'s stone `number` stands active on `sq`.
fn active(g: &AnyGame, seat: Seat, number: u8, sq: &str) -> bool {
    piece(g, sq)
        == Some(Piece::Stone(Stone {
            owner: seat,
            number,
            active: true,
        }))
}

/// Whether `seat` holds the dependency card of its own colour.
fn depends_on_itself(g: &AnyGame, seat: Seat) -> bool {
    cubes(g).is_some_and(|c| c.dependency(seat) == seat)
}

pub static STAGES: &[Stage] = &[
    Stage {
        id: "place-six",
        start: start(WHITES),
        learner: ME,
        goal: |g, me| active(g, me, 6, "d4"),
        solution: &["p6:d4"],
        replies: &[],
        wrong: &[Wrong {
            mv: "p6:g4",
            why: "sees-four",
        }],
        teaches: &["count", "place"],
    },
    Stage {
        id: "third-point",
        start: start(SIX_PLACED),
        learner: ME,
        goal: |g, me| active(g, me, 4, "g4") && cubes(g).is_some_and(|c| c.third_point_taken()),
        solution: &["p4:g4"],
        replies: &[],
        wrong: &[Wrong {
            mv: "p2:g4",
            why: "two-sees-four",
        }],
        teaches: &["place", "actions", "third-point"],
    },
    Stage {
        id: "shift",
        start: start(FOUR_PLACED),
        learner: ME,
        goal: |g, me| {
            piece(g, "d6") == Some(Piece::White)
                && piece(g, "d4")
                    == Some(Piece::Stone(Stone {
                        owner: me,
                        number: 6,
                        active: false,
                    }))
        },
        solution: &["s1A:d5"],
        replies: &[],
        wrong: &[Wrong {
            mv: "s2A:d3",
            why: "blocked",
        }],
        teaches: &["shift", "recheck"],
    },
    Stage {
        id: "pick-up",
        start: start(SHIFTED),
        learner: ME,
        goal: |g, me| active(g, me, 5, "d4"),
        solution: &["u:d4", "p5:d4"],
        replies: &[],
        wrong: &[Wrong {
            mv: "u:g4",
            why: "picked-active",
        }],
        teaches: &["pick-up", "recheck"],
    },
    Stage {
        id: "dependency",
        start: Start::Record {
            players: 2,
            options: &[],
            seed: 19,
            moves: SIX_AND_PASS,
        },
        learner: ME,
        goal: |g, me| depends_on_itself(g, me) && active(g, me, 5, "c4"),
        solution: &["pl", "p5:c4"],
        replies: &[],
        wrong: &[Wrong {
            mv: "p4:c4",
            why: "four-not-five",
        }],
        teaches: &["dependency", "pass", "own-colour", "recheck"],
    },
    Stage {
        id: "exchange",
        // Seed 0: seat 0 starts with shift cards only; a "pass left" card lies on the
        // draw pile.
        start: Start::Record {
            players: 2,
            options: &[],
            seed: 0,
            moves: WHITES,
        },
        learner: ME,
        goal: depends_on_itself,
        solution: &["x:1A", "pl"],
        replies: &[],
        wrong: &[Wrong {
            mv: "s1A:d5",
            why: "shift-not-dependency",
        }],
        teaches: &["exchange", "dependency", "pass"],
    },
    Stage {
        id: "whites",
        start: start(WHITES_BUT_TWO),
        learner: ME,
        // After the other player's last white stone the setup is over and play begins.
        goal: |g, me| {
            cubes(g).is_some_and(|c| c.phase() == Phase::Play)
                && g.to_move() == Some(me)
                && piece(g, "g4").is_none()
                && whites_around_g4(g) == 4
        },
        solution: &["w:g5"],
        replies: &[&["w:h5"]],
        wrong: &[Wrong {
            mv: "w:g4",
            why: "white-on-the-spot",
        }],
        teaches: &["setup", "count"],
    },
    Stage {
        id: "pass-right",
        // Three players, seed 288: seat 0 starts and holds "pass left" and "pass right";
        // seat 1 holds the dependency card of seat 0's colour. The setup's last two white
        // stones are not placed: three players use 28.
        start: Start::Record {
            players: 3,
            options: &[],
            seed: 288,
            moves: WHITES_BUT_TWO,
        },
        learner: ME,
        goal: depends_on_itself,
        solution: &["pr"],
        replies: &[],
        wrong: &[Wrong {
            mv: "pl",
            why: "passed-left",
        }],
        teaches: &["pass-right-swap", "dependency"],
    },
    Stage {
        id: "swap",
        // Seed 110: seat 0 starts and holds a "pass right" and a "swap" card.
        start: Start::Record {
            players: 2,
            options: &[],
            seed: 110,
            moves: SIX_AND_PASS,
        },
        learner: ME,
        goal: |g, me| depends_on_itself(g, me) && active(g, me, 5, "c4"),
        solution: &["sw:0-1", "p5:c4"],
        replies: &[],
        wrong: &[Wrong {
            mv: "p4:c4",
            why: "four-not-five",
        }],
        teaches: &["pass-right-swap", "own-colour"],
    },
    Stage {
        id: "five-stones",
        start: start(FOUR_OF_FIVE),
        learner: ME,
        goal: |g, me| matches!(g.outcome(), Some(crate::Outcome::Winners(w)) if w == [me]),
        solution: &["p3:h7"],
        replies: &[],
        wrong: &[Wrong {
            mv: "p3:h8",
            why: "three-sees-one",
        }],
        teaches: &["win", "place", "third-point"],
    },
];
