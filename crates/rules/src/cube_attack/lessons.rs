//! The Cube Attack course (see [`crate::course`]): two-player positions from records with
//! seed 3, where seat 0 (start planet S30) starts; the learner plays seat 0. Leaving the
//! start planet and gaining a life, a half moon scoring at the round's end, arming on a
//! weapon planet, the long range, an attack on a connected planet, short range on the same
//! planet, and the race to 64 points.

use super::CubeAttack;
use crate::any::AnyGame;
use crate::course::{Stage, Start, Wrong};
use crate::game::{GameId, Seat};

const ME: Seat = 0;
const THEM: Seat = 1;

/// The opening of the game the course plays: seat 0 to a half moon and a weapon planet,
/// seat 1 to a weapon planet.
const OPENING: &[&str] = GAME.split_at(4).0;
const ROUND_3: &[&str] = GAME.split_at(8).0;
const ROUND_4: &[&str] = GAME.split_at(12).0;
/// Round 4 after the attack stage's move: seat 0 has one action left.
const ROUND_4_ATTACKED: &[&str] = GAME;

/// The one game the stages start from, each at its own point of it (seed 3, two players;
/// the app's board test clicks through its first moves as `tests/e2e/cube-attack.test.mjs`
/// does).
pub const GAME: &[&str] = &GAME_MOVES;
const GAME_MOVES: [&str; 13] = [
    "m:S30.1n>E15",
    "m:E15.1n>H0",
    "m:S210.1n>B225",
    "a:B225.1n",
    "m:S30.1n>B45",
    "a:B45.1n",
    "a:B225.1s",
    "m:B225.1l>H240",
    "a:B45.1s",
    "m:B45.1l>W60",
    "m:H240.1l>V",
    "m:S210.1n>B225",
    "x:W60.1l>V.1l@1",
];

/// `moves` with its last move `last` instead.
const fn with_last<const N: usize>(
    mut moves: [&'static str; N],
    last: &'static str,
) -> [&'static str; N] {
    moves[N - 1] = last;
    moves
}

/// Round 4 with seat 0's first action spent on the extra-cube planet W60; seat 1's cube
/// still stands on the full moon V.
const ROUND_4_NEW_CUBE: &[&str] = &with_last(GAME_MOVES, "a:W60.1l");

fn cube_attack(g: &AnyGame) -> Option<&CubeAttack> {
    match g {
        AnyGame::CubeAttack(c) => Some(c),
        // Unreachable in a build with this game alone (a Cargo feature a game).
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

/// Whether `seat` has a cube in the group written `group` (`E15.2n`).
fn has(g: &AnyGame, seat: Seat, group: &str) -> bool {
    cube_attack(g).is_some_and(|c| {
        c.cube_groups()
            .any(|cg| cg.owner == seat && cg.group.to_string() == group)
    })
}

/// Round 4 of another line of the course's game: after round 2, seat 0's armed cube (short
/// range) went to the extra-cube planet W60, and seat 1's long-range cube followed it there
/// over the full moon.
fn same_planet() -> Result<AnyGame, String> {
    let mut g = start(ROUND_3).position(GameId::CubeAttack)?;
    for m in ["m:B45.1s>W60", "m:S30.1n>E15", "m:H240.1l>V", "m:V.1l>W60"] {
        g.play_str(m).map_err(|e| format!("{m}: {e}"))?;
    }
    Ok(g)
}

/// Round 4 of the course's game with the scores set near the end: seat 0 has 58 points,
/// seat 1 has 50.
fn near_64() -> Result<AnyGame, String> {
    let mut g = start(ROUND_4).position(GameId::CubeAttack)?;
    match &mut g {
        AnyGame::CubeAttack(c) => {
            c.scores[ME] = 2 * 58;
            c.scores[THEM] = 2 * 50;
        }
        // Unreachable in a build with this game alone (a Cargo feature a game).
        #[allow(unreachable_patterns)]
        _ => return Err("not a Cube Attack game".into()),
    }
    Ok(g)
}

fn wins(g: &AnyGame, me: Seat) -> bool {
    matches!(g.outcome(), Some(crate::Outcome::Winners(w)) if w == [me])
}

const fn start(moves: &'static [&'static str]) -> Start {
    Start::Record {
        players: 2,
        options: &[],
        seed: 3,
        moves,
    }
}

pub static STAGES: &[Stage] = &[
    Stage {
        id: "extra-life",
        start: start(&[]),
        learner: ME,
        goal: |g, me| has(g, me, "E15.2n"),
        solution: &["m:S30.1n>E15", "a:E15.1n"],
        replies: &[&[]],
        wrong: &[Wrong {
            mv: "m:S30.1n>B45",
            why: "weapon-not-life",
        }],
        teaches: &["setup", "two-actions", "move", "activate-life"],
    },
    Stage {
        id: "moon",
        start: start(&[]),
        learner: ME,
        goal: |g, me| cube_attack(g).is_some_and(|c| c.score_half_points(me) == 4),
        solution: &["m:S30.1n>E15", "m:E15.1n>H0"],
        replies: &[&[], &["m:S210.1n>B225", "a:B225.1n"]],
        wrong: &[],
        teaches: &["move", "moon-score"],
    },
    Stage {
        id: "arm",
        start: start(OPENING),
        learner: ME,
        goal: |g, me| has(g, me, "B45.1s"),
        solution: &["m:S30.1n>B45", "a:B45.1n"],
        replies: &[&[]],
        wrong: &[Wrong {
            mv: "a:H0.1n",
            why: "moon-no-activate",
        }],
        teaches: &["move", "activate-weapon", "no-activate"],
    },
    Stage {
        id: "long-range",
        start: start(ROUND_3),
        learner: ME,
        goal: |g, me| has(g, me, "W60.1l"),
        solution: &["a:B45.1s", "m:B45.1l>W60"],
        replies: &[&[]],
        wrong: &[],
        teaches: &["activate-weapon", "move"],
    },
    Stage {
        id: "attack",
        start: start(ROUND_4),
        learner: ME,
        goal: |g, _| cube_attack(g).is_some_and(|c| c.out_of_game(THEM) == 1),
        solution: &["x:W60.1l>V.1l@1"],
        replies: &[],
        wrong: &[Wrong {
            mv: "x:H0.1n>V.1l@1",
            why: "no-weapon",
        }],
        teaches: &["attack-long", "attack-lives"],
    },
    Stage {
        id: "extra-cube",
        start: start(ROUND_4_ATTACKED),
        learner: ME,
        goal: |g, me| {
            cube_attack(g).is_some_and(|c| c.cubes_on_map(me) == 5 && c.reserve(me) == 15)
        },
        solution: &["a:W60.1l"],
        replies: &[],
        wrong: &[Wrong {
            mv: "m:W60.1l>V",
            why: "moved-not-activated",
        }],
        teaches: &["activate-cube", "one-each"],
    },
    Stage {
        id: "shared-moon",
        start: start(ROUND_4_NEW_CUBE),
        learner: ME,
        // Before: 6 points each. The round ends after seat 1's turn: H0 gives 2, the
        // shared V half of 4.
        goal: |g, me| {
            cube_attack(g)
                .is_some_and(|c| c.score_half_points(me) == 20 && c.score_half_points(THEM) == 16)
        },
        solution: &["m:W60.1l>V"],
        replies: &[&["a:B225.1n", "m:S210.1n>E195"]],
        wrong: &[Wrong {
            mv: "m:W60.1l>H0",
            why: "same-moon-twice",
        }],
        teaches: &["moon-score", "moon-shared"],
    },
    Stage {
        id: "short-range",
        start: Start::Position(same_planet),
        learner: ME,
        goal: |g, _| cube_attack(g).is_some_and(|c| c.out_of_game(THEM) == 1),
        solution: &["x:W60.1s>W60.1l@1"],
        replies: &[],
        wrong: &[Wrong {
            mv: "a:W60.1s",
            why: "enemy-on-planet",
        }],
        teaches: &["attack-short", "no-activate-enemy", "attack-lives"],
    },
    Stage {
        id: "reach-64",
        start: Start::Position(near_64),
        learner: ME,
        // 58 + 2 for the half moon H0 + 4 for the full moon V alone = 64 at the round's end.
        goal: wins,
        solution: &["x:W60.1l>V.1l@1", "m:W60.1l>V"],
        replies: &[&[], &["a:B225.1n", "m:S210.1n>E195"]],
        wrong: &[Wrong {
            mv: "m:H0.1n>V",
            why: "shared-short-of-64",
        }],
        teaches: &["win-64", "moon-score", "one-each"],
    },
];
