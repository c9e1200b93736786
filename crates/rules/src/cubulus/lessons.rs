//! The Cubulus course (see [`crate::course`]) and the positions it starts from: a cube
//! drawn as a diagram, also used by tests.
//!
//! Most stages are two-player positions with the nine neutral balls filling the top layer
//! (z = 2), so that the learner's pushes happen in the two lower layers; the learner plays
//! seat 0. The others: the neutral balls' placement, a three-player position, and a made-up
//! position where the other player must pass.

use super::{Ball, Cell, Cubulus, Move, Status, BALLS_PER_COLOUR, EMPTY, NEUTRAL};
use crate::any::AnyGame;
use crate::course::{Stage, Start, Wrong};
use crate::game::{Game, Seat};

impl Cubulus {
    /// A position for lessons, tests and puzzles: `diagram` lists the 27 cells in notation order
    /// (`000`, `001`, `002`, `010`, …), `.` empty, `0`/`1`/`2` a seat's ball, `n` neutral;
    /// whitespace and `|` are ignored. Supplies are what is not in the cube; a two-player
    /// position must hold all 9 neutral balls (setup done) and no square may be formed.
    pub fn from_diagram(players: usize, to_move: Seat, diagram: &str) -> Result<Self, String> {
        if !Self::PLAYERS.contains(&players) || to_move >= players {
            return Err(format!("bad players {players} / to move {to_move}"));
        }
        let symbols: Vec<char> = diagram
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '|')
            .collect();
        if symbols.len() != 27 {
            return Err(format!("{} cells instead of 27", symbols.len()));
        }
        let mut cells = [EMPTY; 27];
        for (cell, symbol) in cells.iter_mut().zip(symbols) {
            *cell = match symbol {
                '.' => EMPTY,
                '0' => 1,
                '1' => 2,
                '2' if players == 3 => 3,
                'n' if players == 2 => NEUTRAL,
                other => return Err(format!("unexpected {other:?}")),
            };
        }
        let mut supply = [BALLS_PER_COLOUR; 3];
        for (code, left) in (1..=3).zip(&mut supply) {
            let inside = cells.iter().filter(|&&c| c == code).count();
            *left = BALLS_PER_COLOUR
                .checked_sub(inside as u8)
                .ok_or_else(|| format!("more than 9 balls of colour {code}"))?;
        }
        let mut g = Cubulus {
            players,
            cells,
            supply,
            start: to_move,
            to_move,
            last: None,
            ply: 0,
            status: Status::Running,
            history: Vec::new(),
        };
        if g.placing() {
            return Err("a two-player position needs all 9 neutral balls".into());
        }
        if g.square_owners() != 0 {
            return Err("a square is already formed".into());
        }
        g.history.push(g.key());
        Ok(g)
    }
}

/// A lesson position: seat 0 to move, the neutral balls on the top layer, and `balls`
/// (cell notation, seat) below.
fn lesson(balls: &[(&str, Seat)]) -> Result<AnyGame, String> {
    lesson_with(balls, ME)
}

/// As [`lesson`], with `to_move` to move.
fn lesson_with(balls: &[(&str, Seat)], to_move: Seat) -> Result<AnyGame, String> {
    two_player(balls, to_move).map(AnyGame::Cubulus)
}

/// The position of [`lesson_with`] as a [`Cubulus`].
fn two_player(balls: &[(&str, Seat)], to_move: Seat) -> Result<Cubulus, String> {
    let mut diagram = [b'.'; 27];
    for (i, cell) in Cell::ALL.iter().enumerate() {
        if cell.z == 2 {
            diagram[i] = b'n';
        }
    }
    for (cell, seat) in balls {
        let cell: Cell = cell.parse().map_err(|e| format!("{e}"))?;
        let i = cell.index().ok_or("off the cube")?;
        diagram[i] = b'0' + *seat as u8;
    }
    let diagram = String::from_utf8_lossy(&diagram).into_owned();
    Cubulus::from_diagram(2, to_move, &diagram)
}

/// A three-player lesson position (no neutral balls), seat 0 to move: `balls` (cell
/// notation, seat).
fn lesson3(balls: &[(&str, Seat)]) -> Result<AnyGame, String> {
    let mut diagram = [b'.'; 27];
    for (cell, seat) in balls {
        let cell: Cell = cell.parse().map_err(|e| format!("{e}"))?;
        let i = cell.index().ok_or("off the cube")?;
        diagram[i] = b'0' + *seat as u8;
    }
    let diagram = String::from_utf8_lossy(&diagram).into_owned();
    Cubulus::from_diagram(3, ME, &diagram).map(AnyGame::Cubulus)
}

/// `balls` as in [`lesson`], then `moves` played.
fn lesson_after(balls: &[(&str, Seat)], moves: &[&str]) -> Result<AnyGame, String> {
    let mut g = lesson(balls)?;
    for m in moves {
        g.play_str(m).map_err(|e| format!("{m}: {e}"))?;
    }
    Ok(g)
}

/// As [`lesson`], with `ply` moves already played.
fn lesson_at_ply(balls: &[(&str, Seat)], ply: usize) -> Result<AnyGame, String> {
    let mut c = two_player(balls, ME)?;
    c.ply = ply;
    Ok(AnyGame::Cubulus(c))
}

fn drawn(g: &AnyGame, _: Seat) -> bool {
    g.outcome() == Some(crate::Outcome::Draw)
}

/// Two rows of layer 1, each with three balls, turned in turn: the learner's row x00 and
/// the other player's row x20, six times each: the next turn of x00 brings a position
/// back for the third time.
const TURNED_TWICE_ROUND: &[&str] = &[
    "rx00+", "rx20+", "rx00+", "rx20+", "rx00+", "rx20+", "rx00+", "rx20+", "rx00+", "rx20+",
    "rx00+", "rx20+",
];

/// The other player has just turned row 1 of layer 1 (`rx00+`), taking the learner's ball
/// out of the corner of a 2×2 block; the learner may not turn it straight back.
fn after_their_rotation() -> Result<AnyGame, String> {
    let mut g = lesson_with(
        &[
            ("000", ME),
            ("100", THEM),
            ("200", THEM),
            ("010", ME),
            ("020", ME),
            ("110", ME),
        ],
        THEM,
    )?;
    g.play_str("rx00+").map_err(|e| e.to_string())?;
    Ok(g)
}

/// The ninth neutral ball completes the 2×2 block of neutral balls in layer 1 and the start
/// player is to move, nobody having won.
fn neutral_block_done(g: &AnyGame, _: Seat) -> bool {
    let Some(c) = cubulus(g) else {
        return false;
    };
    let neutral = |cell: &str| {
        cell.parse::<Cell>()
            .is_ok_and(|cell| c.ball(cell) == Some(Ball::Neutral))
    };
    !c.placing() && g.outcome().is_none() && ["000", "100", "010", "110"].into_iter().all(neutral)
}

fn cubulus(g: &AnyGame) -> Option<&Cubulus> {
    match g {
        AnyGame::Cubulus(c) => Some(c),
        // Unreachable in a build with this game alone (a Cargo feature a game).
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

/// Whether `cell` holds a ball of `seat`.
fn holds(g: &AnyGame, cell: &str, seat: Seat) -> bool {
    let (Some(c), Ok(cell)) = (cubulus(g), cell.parse::<Cell>()) else {
        return false;
    };
    c.ball(cell) == Some(Ball::Player(seat))
}

fn wins(g: &AnyGame, learner: Seat) -> bool {
    matches!(g.outcome(), Some(crate::Outcome::Winners(w)) if w == [learner])
}

/// No answer of the seat to move makes a square for another seat than the learner.
fn no_square_for_them(g: &AnyGame, learner: Seat) -> bool {
    g.outcome().is_none()
        && g.to_move() != Some(learner)
        && g.legal_moves().iter().all(|m| {
            let mut after = g.clone();
            after.play_str(m).is_ok()
                && !matches!(after.outcome(), Some(crate::Outcome::Winners(w))
                    if w.iter().any(|&s| s != learner))
        })
}

const ME: Seat = 0;
const THEM: Seat = 1;

/// The course, from a first push to blocking a square.
pub static STAGES: &[Stage] = &[
    Stage {
        id: "push-one",
        start: Start::Position(|| lesson(&[("000", THEM)])),
        learner: ME,
        goal: |g, me| holds(g, "000", me) && holds(g, "100", THEM),
        solution: &["x00+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "y00+",
            why: "along-column",
        }],
        teaches: &["insert", "push"],
    },
    Stage {
        id: "push-two",
        start: Start::Position(|| {
            lesson(&[
                ("000", THEM),
                ("100", THEM),
                ("010", ME),
                ("110", THEM),
                ("210", ME),
            ])
        }),
        learner: ME,
        goal: |g, me| holds(g, "000", me) && holds(g, "100", THEM) && holds(g, "200", THEM),
        solution: &["x00+"],
        replies: &[],
        wrong: &[
            Wrong {
                mv: "x00-",
                why: "pushed-nothing",
            },
            Wrong {
                mv: "x10+",
                why: "line-full",
            },
            // What the arrows of the full row 2 offer instead (the board's push points).
            Wrong {
                mv: "rx10+",
                why: "line-full",
            },
            Wrong {
                mv: "rx10-",
                why: "line-full",
            },
        ],
        teaches: &["push", "line-full"],
    },
    Stage {
        id: "rotate",
        start: Start::Position(|| lesson(&[("000", THEM), ("100", THEM), ("200", ME)])),
        learner: ME,
        goal: |g, me| holds(g, "000", me) && holds(g, "100", THEM) && holds(g, "200", THEM),
        solution: &["rx00+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "rx00-",
            why: "rotated-away",
        }],
        teaches: &["rotate"],
    },
    Stage {
        id: "square",
        start: Start::Position(|| lesson(&[("000", ME), ("010", ME), ("110", ME), ("020", THEM)])),
        learner: ME,
        goal: wins,
        solution: &["x00+"],
        replies: &[],
        wrong: &[
            Wrong {
                mv: "y00+",
                why: "column-full",
            },
            // What the arrows of the full column 1 offer instead (the board's push points).
            Wrong {
                mv: "ry00+",
                why: "column-full",
            },
            Wrong {
                mv: "ry00-",
                why: "column-full",
            },
        ],
        teaches: &["square-block", "win"],
    },
    Stage {
        id: "corners",
        start: Start::Position(|| {
            lesson(&[
                ("000", ME),
                ("200", ME),
                ("020", ME),
                ("120", THEM),
                ("110", THEM),
            ])
        }),
        learner: ME,
        goal: wins,
        solution: &["x20-"],
        replies: &[],
        wrong: &[Wrong {
            mv: "x20+",
            why: "pushed-corner-away",
        }],
        teaches: &["square-corners", "win"],
    },
    Stage {
        id: "block",
        start: Start::Position(|| {
            lesson(&[
                ("110", THEM),
                ("210", THEM),
                ("120", THEM),
                ("000", ME),
                ("100", ME),
            ])
        }),
        learner: ME,
        goal: no_square_for_them,
        solution: &["z11+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "x20-",
            why: "gap-refilled",
        }],
        teaches: &["square-block", "alternate"],
    },
    Stage {
        id: "no-reverse",
        start: Start::Position(after_their_rotation),
        learner: ME,
        goal: wins,
        solution: &["ry00-"],
        replies: &[],
        wrong: &[Wrong {
            mv: "rx00-",
            why: "reverse-refused",
        }],
        teaches: &["rotate", "no-reverse", "win"],
    },
    Stage {
        id: "both-squares",
        start: Start::Position(|| {
            lesson(&[
                ("000", ME),
                ("010", ME),
                ("110", ME),
                ("100", THEM),
                ("210", THEM),
                ("201", THEM),
                ("211", THEM),
            ])
        }),
        learner: ME,
        goal: wins,
        solution: &["z10+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "x00+",
            why: "square-for-both",
        }],
        teaches: &["square-both", "win"],
    },
    Stage {
        id: "neutrals",
        // Seed 1: seat 1 starts, so seat 0 places the neutral balls; eight are in.
        start: Start::Record {
            players: 2,
            options: &[],
            seed: 1,
            moves: &[
                "n000", "n100", "n010", "n202", "n022", "n222", "n111", "n212",
            ],
        },
        learner: ME,
        goal: neutral_block_done,
        solution: &["n110"],
        replies: &[],
        wrong: &[Wrong {
            mv: "n220",
            why: "neutral-elsewhere",
        }],
        teaches: &["two-players", "neutral-setup", "neutral-square"],
    },
    Stage {
        id: "three-players",
        start: Start::Position(|| {
            lesson3(&[
                ("000", ME),
                ("010", ME),
                ("110", ME),
                ("020", 1),
                ("120", 1),
                ("001", 1),
                ("200", 2),
                ("210", 2),
                ("101", 2),
            ])
        }),
        learner: ME,
        goal: wins,
        solution: &["x00+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "z00+",
            why: "pushed-up",
        }],
        teaches: &["three-players", "square-block", "win"],
    },
    Stage {
        id: "supply-empty",
        // All nine of the learner's balls are in the cube; row x21 is all theirs.
        start: Start::Position(|| {
            lesson(&[
                ("000", ME),
                ("200", ME),
                ("010", ME),
                ("110", ME),
                ("021", ME),
                ("121", ME),
                ("221", ME),
                ("001", ME),
                ("211", ME),
                ("100", THEM),
                ("210", THEM),
                ("201", THEM),
            ])
        }),
        learner: ME,
        goal: wins,
        solution: &["rx00+"],
        replies: &[],
        wrong: &[
            Wrong {
                mv: "x20+",
                why: "supply-empty",
            },
            Wrong {
                mv: "rx21+",
                why: "one-colour",
            },
        ],
        teaches: &["supply-empty", "one-colour", "pass", "rotate"],
    },
    Stage {
        id: "pass",
        // A made-up position (the rule note: a pass arises only in contrived ones): the
        // empty cells are a Latin square of the cube (z = x + y + 2 mod 3) but for the
        // centre, so every line but the three through the centre has exactly one empty
        // cell; those three are the other player's. All nine of their balls are in.
        start: Start::Position(|| {
            let mut diagram = [b'.'; 27];
            let cells = [
                ("011", b'1'),
                ("211", b'1'),
                ("101", b'1'),
                ("121", b'1'),
                ("110", b'1'),
                ("112", b'1'),
                ("111", b'1'),
                ("020", b'1'),
                ("202", b'1'),
                ("001", b'n'),
                ("012", b'n'),
                ("022", b'n'),
                ("102", b'n'),
                ("120", b'n'),
                ("200", b'n'),
                ("210", b'n'),
                ("221", b'n'),
                ("222", b'n'),
            ];
            for (cell, symbol) in cells {
                let cell: Cell = cell.parse().map_err(|e| format!("{e}"))?;
                diagram[cell.index().ok_or("off the cube")?] = symbol;
            }
            let diagram = String::from_utf8_lossy(&diagram).into_owned();
            Cubulus::from_diagram(2, ME, &diagram).map(AnyGame::Cubulus)
        }),
        learner: ME,
        goal: |g, _| cubulus(g).is_some_and(|c| c.last == Some((THEM, Move::Pass))),
        solution: &["x00+"],
        replies: &[&["pass"]],
        wrong: &[Wrong {
            mv: "x00-",
            why: "left-a-rotation",
        }],
        teaches: &["pass", "supply-empty", "one-colour"],
    },
    Stage {
        id: "repetition",
        start: Start::Position(|| {
            lesson_after(
                &[
                    ("000", ME),
                    ("100", ME),
                    ("200", THEM),
                    ("020", THEM),
                    ("120", THEM),
                    ("220", ME),
                ],
                TURNED_TWICE_ROUND,
            )
        }),
        learner: ME,
        goal: drawn,
        solution: &["rx00+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "rx00-",
            why: "no-repeat",
        }],
        teaches: &["draw-repetition"],
    },
    Stage {
        id: "move-300",
        start: Start::Position(|| {
            lesson_at_ply(
                &[
                    ("000", ME),
                    ("100", ME),
                    ("110", THEM),
                    ("210", THEM),
                    ("120", THEM),
                    ("020", THEM),
                ],
                super::MOVE_LIMIT - 1,
            )
        }),
        learner: ME,
        goal: drawn,
        solution: &["y00+"],
        replies: &[],
        wrong: &[Wrong {
            mv: "x20+",
            why: "their-square-at-300",
        }],
        teaches: &["draw-300", "square-both"],
    },
];
