//! Mojave: one scenario test per clause of the rule note (`shared/rules/mojave.md`) (perft
//! counts are data in `mojave.perft`, read by `perft.rs`; the conformance suite runs over
//! every game in `conformance.rs`).
//!
//! Orientations are written (top, north, east). Tipping rules from the note, used for every
//! hand calculation below: north (t, n, e) → (7−n, t, e); south → (n, 7−t, e);
//! east → (7−e, n, t); west → (e, n, 7−t).

use rules::mojave::{
    Answer, Cause, Die, Dir, End, Error, Event, Mojave, Move, Path, Square, BACKSTOP, BLACK, RED,
};
use rules::{Game, Outcome, Setup};

fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

fn die(owner: usize, top: u8, north: u8) -> Die {
    Die::new(owner, top, north).unwrap()
}

fn red(top: u8, north: u8) -> Die {
    die(RED, top, north)
}

fn black(top: u8, north: u8) -> Die {
    die(BLACK, top, north)
}

/// A 20-row board with these dice and `turn` to move.
fn position(turn: usize, dice: &[(&str, Die)]) -> Mojave {
    let dice: Vec<(Square, Die)> = dice.iter().map(|&(s, d)| (Square::at(s), d)).collect();
    Mojave::with_position(20, turn, &dice)
}

fn setup(options: &[(&str, &str)]) -> Setup {
    options
        .iter()
        .fold(Setup::players(2), |s, (k, v)| s.with(k, v))
}

fn play(g: &mut Mojave, m: &str) {
    g.play(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    g.check_invariants().unwrap();
}

fn fell(g: &Mojave) -> Vec<(Square, Cause)> {
    g.last_events()
        .iter()
        .filter_map(|e| match e {
            Event::Fell { square, cause, .. } => Some((*square, *cause)),
            _ => None,
        })
        .collect()
}

fn combat(attackers: &[&str], defenders: &[&str], attack: u8, defence: u8) -> Event {
    Event::Combat {
        attackers: attackers.iter().map(|s| Square::at(s)).collect(),
        defenders: defenders.iter().map(|s| Square::at(s)).collect(),
        attack,
        defence,
    }
}

fn sorted(mut v: Vec<Square>) -> Vec<Square> {
    v.sort();
    v
}

// ---------------------------------------------------------------- board and setup

#[test]
fn setup_default_board_is_15_by_20_with_staggered_rows() {
    let g = Mojave::new(&setup(&[]), 1).unwrap();
    assert_eq!((g.width(), g.length()), (15, 20));
    assert_eq!((g.dice_count(RED), g.dice_count(BLACK)), (15, 15));
    // 1 on top everywhere. Seen from above the reference die (1 up) shows N5 E3 S2 W4
    // clockwise; turning it so 3 faces north gives N3 E2 S4 W5, so 2 faces north gives
    // N2 E4 S5 W3, 4 north gives N4 E5 S3 W2, and 5 north is the reference N5 E3.
    let row3_red = red(1, 3); // 3 towards the middle (north)
    let row4_red = red(1, 2);
    let row3_black = black(1, 4); // 3 towards the middle (south)
    let row4_black = black(1, 5);
    assert_eq!(row3_red.east(), 2);
    assert_eq!(row4_red.east(), 4);
    assert_eq!(row3_black.east(), 5);
    assert_eq!(row4_black.east(), 3);
    for (i, c) in "abcdefghijklmno".chars().enumerate() {
        let at = |row: u32| g.die_at(Square::at(&format!("{c}{row}")));
        if i % 2 == 1 {
            // Row 3 leaves the outer square empty, then a die: b, d, …, n.
            assert_eq!((at(3), at(4)), (Some(row3_red), None), "column {c}");
            assert_eq!((at(18), at(17)), (Some(row3_black), None), "column {c}");
        } else {
            assert_eq!((at(3), at(4)), (None, Some(row4_red)), "column {c}");
            assert_eq!((at(18), at(17)), (None, Some(row4_black)), "column {c}");
        }
    }
    assert_eq!(g.all_dice().count(), 30);
    assert_eq!(g.dice(RED).count(), 15);
    assert!(g.dice(BLACK).all(|(s, _)| s.row >= 16));
    assert_eq!(g.to_move(), Some(RED));
    g.check_invariants().unwrap();
}

#[test]
fn setup_other_lengths_put_black_on_rows_3_and_4_from_the_north() {
    for (length, back, front) in [(16, "14", "13"), (30, "28", "27")] {
        let g = Mojave::new(&setup(&[("length", &length.to_string())]), 1).unwrap();
        assert_eq!(g.length(), length);
        assert_eq!(g.die_at(Square::at(&format!("b{back}"))), Some(black(1, 4)));
        assert_eq!(
            g.die_at(Square::at(&format!("a{front}"))),
            Some(black(1, 5))
        );
        assert_eq!(
            g.die_at(Square::at(&format!("o{front}"))),
            Some(black(1, 5))
        );
        assert_eq!(g.dice(BLACK).count(), 15);
        assert_eq!(g.die_at(Square::at("b3")), Some(red(1, 3)));
        g.check_invariants().unwrap();
    }
}

#[test]
fn options_outside_their_range_are_refused() {
    for bad in [
        ("length", "15"),
        ("length", "31"),
        ("move_limit", "-1"),
        ("move_limit", "301"),
        ("first", "white"),
        ("colour", "red"),
    ] {
        assert!(Mojave::new(&setup(&[bad]), 1).is_err(), "{bad:?}");
    }
    assert!(Mojave::new(&Setup::players(3), 1).is_err());
}

#[test]
fn red_moves_first_unless_option_first_says_otherwise() {
    assert_eq!(Mojave::new(&setup(&[]), 1).unwrap().to_move(), Some(RED));
    let g = Mojave::new(&setup(&[("first", "black")]), 1).unwrap();
    assert_eq!(g.to_move(), Some(BLACK));
    assert!(g.legal_moves().iter().all(|m| m.start().unwrap().row >= 16));
    let firsts: Vec<_> = (0..20)
        .map(|seed| {
            let a = Mojave::new(&setup(&[("first", "random")]), seed).unwrap();
            let b = Mojave::new(&setup(&[("first", "random")]), seed).unwrap();
            assert_eq!(a, b, "the seed decides");
            a.to_move().unwrap()
        })
        .collect();
    assert!(firsts.contains(&RED) && firsts.contains(&BLACK));
}

// ---------------------------------------------------------------- dice

/// (top, north, east)
type Orientation = (u8, u8, u8);

#[test]
fn die_orientation_table_checked_by_hand() {
    // (start (top, north, east), path, end (top, north, east)), worked out by hand. Every
    // path is as long as the start top, so each row is also a legal move.
    let table: [(Orientation, &str, Orientation); 12] = [
        // Reference die tipped north: the south face 2 comes up and the 1 faces north.
        ((1, 5, 3), "n1", (2, 1, 3)),
        // Tipped east: the west face 4 comes up, the 1 faces east; north unchanged.
        ((1, 5, 3), "e1", (4, 5, 1)),
        // Tipped south: the north face 5 comes up, the 1 faces south, so the 6 faces north.
        ((1, 5, 3), "s1", (5, 6, 3)),
        // Tipped west: the east face 3 comes up, the 1 faces west, so the 6 faces east.
        ((1, 5, 3), "w1", (3, 5, 6)),
        // North (6, 2, 3): the old bottom 6 up; then east: the west face 4 up, 6 faces east.
        ((2, 1, 3), "n1e1", (4, 2, 6)),
        // East (4, 1, 2): the west face 4 up; then north: the south face 6 up, 4 faces north.
        ((2, 1, 3), "e1n1", (6, 4, 2)),
        // Two north turn the die half round the east–west axis: top/bottom and north/south
        // swap (top 5 = old bottom, north 6 = old south), east stays.
        ((2, 1, 3), "n2", (5, 6, 3)),
        // Four the same way roll it once round: back to the start.
        ((4, 1, 2), "n4", (4, 1, 2)),
        // East (5, 6, 3), east (4, 6, 5); south: the north face 6 up, the 4 faces south (3 north).
        ((3, 6, 2), "e2s1", (6, 3, 5)),
        // East ×3: (4, 6, 5), (2, 6, 4), (3, 6, 2); south ×2: (6, 4, 2), (4, 1, 2).
        ((5, 6, 3), "e3s2", (4, 1, 2)),
        // West ×2 (half round the north–south axis): (1, 2, 4); south ×4 rolls once round.
        ((6, 2, 3), "w2s4", (1, 2, 4)),
        // West: the east face 1 up, the 2 faces west (5 east); south: the north face 4 up,
        // the 1 faces south (6 north).
        ((2, 4, 1), "w1s1", (4, 6, 5)),
    ];
    for ((top, north, east), path, (t, n, e)) in table {
        let start = red(top, north);
        assert_eq!(start.east(), east, "start of {path}");
        let m = mv(&format!("h10:{path}"));
        let Move::Tip { path: p, .. } = m else {
            unreachable!()
        };
        let (_, end) = *p.trail(Square::at("h10"), start).last().unwrap();
        assert_eq!((end.top(), end.north(), end.east()), (t, n, e), "{path}");
        assert_eq!(end, red(t, n));
        // The same through the game: the die on the board shows the end orientation.
        let mut g = position(RED, &[("h10", start), ("a20", black(1, 2))]);
        assert_eq!(g.die_after(&m), Some(end));
        play(&mut g, &m.to_string());
        assert_eq!(g.die_at(m.end().unwrap()), Some(end));
    }
}

#[test]
fn only_real_right_handed_orientations_exist() {
    assert!(Die::new(RED, 1, 6).is_none(), "opposite faces cannot touch");
    assert!(Die::new(RED, 3, 3).is_none());
    assert!(Die::new(RED, 0, 3).is_none());
    assert!(Die::new(RED, 1, 7).is_none());
    assert!(Die::new(2, 1, 2).is_none(), "two players only");
    let d = red(1, 5);
    assert_eq!((d.top(), d.north(), d.east()), (1, 5, 3));
    assert_eq!((d.bottom(), d.south(), d.west()), (6, 2, 4));
}

// ---------------------------------------------------------------- a move

#[test]
fn a_die_tips_exactly_its_top_value() {
    let mut g = position(RED, &[("e5", red(3, 1)), ("a20", black(1, 2))]);
    let before = g.clone();
    assert_eq!(
        g.play(&mv("e5:n2")),
        Err(Error::WrongDistance {
            top: 3,
            distance: 2
        })
    );
    assert_eq!(
        g.validate(&mv("e5:n2e2")),
        Err(Error::WrongDistance {
            top: 3,
            distance: 4
        })
    );
    assert_eq!(g, before, "a refused move changes nothing");
    // In the open a 3 has 4 straight paths and 4 × 2 turns × 2 places to turn.
    let moves = g.moves_from(Square::at("e5"));
    assert_eq!(moves.len(), 4 + 8 * 2);
    assert!(moves
        .iter()
        .all(|m| g.validate(m).is_ok() && g.clone().play(m).is_ok()));
    assert!(moves.contains(&mv("e5:n3")) && moves.contains(&mv("e5:w2s1")));
    play(&mut g, "e5:w1n2");
    assert_eq!(g.die_at(Square::at("e5")), None);
    assert_eq!(g.last_move(), Some(&mv("e5:w1n2")));
    assert_eq!(g.last_mover(), Some(RED));
    assert!(
        g.last_events().is_empty(),
        "no enemy beside: nothing happens"
    );
    // Rolling animation: every square with its orientation, start included.
    let trail: Vec<Square> = g.last_trail().iter().map(|&(s, _)| s).collect();
    assert_eq!(
        trail,
        vec![
            Square::at("e5"),
            Square::at("d5"),
            Square::at("d6"),
            Square::at("d7")
        ]
    );
    assert_eq!(
        g.last_trail().last().map(|&(_, d)| d),
        g.die_at(Square::at("d7"))
    );
}

#[test]
fn only_the_movers_own_dice_move() {
    let g = position(RED, &[("e5", red(1, 2)), ("h8", black(1, 2))]);
    assert_eq!(
        g.validate(&mv("h8:n1")),
        Err(Error::NotYourDie(Square::at("h8")))
    );
    assert_eq!(
        g.validate(&mv("c3:n1")),
        Err(Error::NoDie(Square::at("c3")))
    );
    assert_eq!(
        g.validate(&mv("c25:n1")),
        Err(Error::NotOnBoard(Square::at("c25")))
    );
    assert!(g.moves_from(Square::at("h8")).is_empty());
    assert!(g.moves_from(Square::at("c3")).is_empty());
}

#[test]
fn moves_through_or_onto_a_die_are_refused() {
    let g = position(
        RED,
        &[("e5", red(3, 1)), ("e6", black(2, 1)), ("g5", red(2, 1))],
    );
    // Through an enemy, onto an own die, and through an own die after the turn.
    assert_eq!(
        g.validate(&mv("e5:n3")),
        Err(Error::Blocked(Square::at("e6")))
    );
    assert_eq!(
        g.validate(&mv("e5:e2s1")),
        Err(Error::Blocked(Square::at("g5")))
    );
    assert_eq!(g.validate(&mv("e5:s1e2")), Ok(()));
    assert_eq!(g.validate(&mv("e5:e1n2")), Ok(()));
    let g = position(RED, &[("e5", red(3, 1)), ("e8", black(2, 1))]);
    assert_eq!(
        g.validate(&mv("e5:n3")),
        Err(Error::Blocked(Square::at("e8")))
    );
    assert!(g
        .moves_from(Square::at("e5"))
        .iter()
        .all(|m| m.end() != Some(Square::at("e8"))));
}

#[test]
fn a_die_may_not_leave_the_board() {
    let g = position(RED, &[("a1", red(2, 1)), ("o20", black(1, 2))]);
    assert_eq!(g.validate(&mv("a1:w2")), Err(Error::LeavesBoard));
    assert_eq!(g.validate(&mv("a1:n1w1")), Err(Error::LeavesBoard));
    assert_eq!(g.validate(&mv("a1:s2")), Err(Error::LeavesBoard));
    let mut ends: Vec<String> = g
        .moves_from(Square::at("a1"))
        .iter()
        .map(|m| m.to_string())
        .collect();
    ends.sort();
    assert_eq!(ends, ["a1:e1n1", "a1:e2", "a1:n1e1", "a1:n2"]);
    let g = position(BLACK, &[("a1", red(2, 1)), ("o20", black(1, 2))]);
    assert_eq!(g.validate(&mv("o20:n1")), Err(Error::LeavesBoard));
    assert_eq!(g.validate(&mv("o20:e1")), Err(Error::LeavesBoard));
    assert_eq!(g.moves_from(Square::at("o20")).len(), 2);
}

#[test]
fn a_path_may_turn_once_sideways_but_not_go_back_and_forth() {
    let g = position(RED, &[("e5", red(2, 1)), ("a20", black(1, 2))]);
    assert_eq!(g.validate(&mv("e5:n1s1")), Err(Error::BackAndForth));
    assert_eq!(g.validate(&mv("e5:e1w1")), Err(Error::BackAndForth));
    assert_eq!(g.validate(&mv("e5:n1n1")), Err(Error::NotATurn));
    let empty = Move::Tip {
        from: Square::at("e5"),
        path: Path::turning(Dir::North, 2, Dir::East, 0),
    };
    assert_eq!(g.validate(&empty), Err(Error::EmptyRun));
    assert!("e5:n1e1n1".parse::<Move>().is_err(), "one turn only");
    // Open 2: 4 straight + 4 × 2 turns.
    assert_eq!(g.moves_from(Square::at("e5")).len(), 12);
}

#[test]
fn two_paths_to_one_square_are_two_moves_with_different_orientations() {
    // (2, 1, 3): n1e1 gives (6, 2, 3) then (4, 2, 6); e1n1 gives (4, 1, 2) then (6, 4, 2).
    let g = position(RED, &[("e5", red(2, 1)), ("a20", black(1, 2))]);
    assert_eq!(red(2, 1).east(), 3);
    let to_f6: Vec<Move> = g
        .moves_from(Square::at("e5"))
        .into_iter()
        .filter(|m| m.end() == Some(Square::at("f6")))
        .collect();
    assert_eq!(to_f6, vec![mv("e5:n1e1"), mv("e5:e1n1")]);
    let a = g.die_after(&to_f6[0]).unwrap();
    let b = g.die_after(&to_f6[1]).unwrap();
    assert_eq!((a.top(), a.north(), a.east()), (4, 2, 6));
    assert_eq!((b.top(), b.north(), b.east()), (6, 4, 2));
    assert_eq!(g.legal_moves().len(), 12);
}

#[test]
fn one_move_per_outcome_equivalent_orders_of_an_l_are_one_move() {
    // Open board: a 4 reaches 24 outcomes by 28 paths (n2e2 = e2n2 in four quadrants), a 5
    // 28 by 36 (runs of 4 and 1), a 6 36 by 44 (runs of 4 and 2).
    for (top, north, outcomes) in [(2, 1, 12), (3, 1, 20), (4, 1, 24), (5, 1, 28), (6, 2, 36)] {
        let g = position(RED, &[("h10", red(top, north)), ("a20", black(1, 2))]);
        let moves = g.moves_from(Square::at("h10"));
        assert_eq!(moves.len(), outcomes, "top {top}");
        let mut seen: Vec<(Option<Square>, Option<Die>)> =
            moves.iter().map(|m| (m.end(), g.die_after(m))).collect();
        seen.sort_by_key(|(s, d)| (*s, d.map(|d| (d.top(), d.north()))));
        seen.dedup();
        assert_eq!(seen.len(), outcomes, "each listed move is its own outcome");
    }
    // Either order is notation for the one move; it prints north–south run first.
    assert_eq!(mv("h10:e2n2"), mv("h10:n2e2"));
    assert_eq!(mv("h10:e2n2").to_string(), "h10:n2e2");
    assert_eq!(mv("h10:w4s1").to_string(), "h10:s1w4");
    assert_eq!(mv("h10:e2n4").to_string(), "h10:n4e2");
    let built = Move::Tip {
        from: Square::at("h10"),
        path: Path::turning(Dir::East, 2, Dir::North, 2),
    };
    assert_eq!(built, mv("h10:n2e2"));
    assert_eq!(built.to_string(), "h10:n2e2");
    // Orders that leave the die differently stay two moves.
    assert_ne!(mv("h10:e1n1"), mv("h10:n1e1"));
    assert_ne!(mv("h10:e3n1"), mv("h10:n1e3"));
    assert_eq!(mv("h10:e3n1").to_string(), "h10:e3n1");
}

#[test]
fn one_move_per_outcome_matches_how_the_dice_roll() {
    // For every orientation and every L, the two orders are one move exactly when they
    // leave the die the same way up.
    let dice: Vec<Die> = (1..=6)
        .flat_map(|t| (1..=6).filter_map(move |n| Die::new(RED, t, n)))
        .collect();
    assert_eq!(dice.len(), 24);
    let at = Square::at("h10");
    for d1 in Dir::ALL {
        for d2 in d1.sideways() {
            for l1 in 1..=5u8 {
                for l2 in 1..=(6 - l1) {
                    let path = Path::turning(d1, l1, d2, l2);
                    let swapped = Path::turning(d2, l2, d1, l1);
                    let same = dice
                        .iter()
                        .all(|&d| path.trail(at, d).last() == swapped.trail(at, d).last());
                    assert_eq!(path.equivalent().is_some(), same, "{path}");
                    if same {
                        assert_eq!(path.canonical(), swapped.canonical(), "{path}");
                    }
                }
            }
        }
    }
}

#[test]
fn one_move_per_outcome_is_legal_if_either_path_is_free() {
    // The 4 on h10 to j12: the canonical n2e2 runs into h11, e2n2 is free.
    let mut g = position(
        RED,
        &[("h10", red(4, 1)), ("h11", red(1, 2)), ("a20", black(1, 2))],
    );
    let to_j12: Vec<Move> = g
        .moves_from(Square::at("h10"))
        .into_iter()
        .filter(|m| m.end() == Some(Square::at("j12")))
        .collect();
    assert_eq!(to_j12, vec![mv("h10:n2e2")]);
    assert_eq!(to_j12[0].to_string(), "h10:n2e2");
    assert_eq!(g.validate(&mv("h10:n2e2")), Ok(()));
    let written = Move::Tip {
        from: Square::at("h10"),
        path: Path::turning(Dir::North, 2, Dir::East, 2),
    };
    assert_eq!(g.validate(&written), Ok(()));
    let trail: Vec<Square> = g.trail(&written).unwrap().iter().map(|&(s, _)| s).collect();
    assert_eq!(trail, ["h10", "i10", "j10", "j11", "j12"].map(Square::at));
    play(&mut g, "h10:n2e2");
    assert_eq!(
        g.last_move().map(|m| m.to_string()).as_deref(),
        Some("h10:n2e2")
    );
    let rolled: Vec<Square> = g.last_trail().iter().map(|&(s, _)| s).collect();
    assert_eq!(rolled, trail, "the die rolls the free way");
    // With both orders blocked the move is refused, naming the written path's block.
    let g = position(
        RED,
        &[
            ("h10", red(4, 1)),
            ("h11", red(1, 2)),
            ("i10", red(1, 2)),
            ("a20", black(1, 2)),
        ],
    );
    assert_eq!(
        g.validate(&mv("h10:n2e2")),
        Err(Error::Blocked(Square::at("h11")))
    );
    assert!(g
        .moves_from(Square::at("h10"))
        .iter()
        .all(|m| m.end() != Some(Square::at("j12"))));
}

#[test]
fn a_die_with_no_room_has_no_moves() {
    // The 2 on a1 is walled in by its own dice on a2 and b1.
    let g = position(
        RED,
        &[
            ("a1", red(2, 1)),
            ("a2", red(1, 2)),
            ("b1", red(1, 2)),
            ("o20", black(1, 2)),
        ],
    );
    assert!(g.moves_from(Square::at("a1")).is_empty());
    assert_eq!(
        g.validate(&mv("a1:n2")),
        Err(Error::Blocked(Square::at("a2")))
    );
    assert_eq!(
        g.validate(&mv("a1:e1n1")),
        Err(Error::Blocked(Square::at("b1")))
    );
    assert!(!g.moves_from(Square::at("a2")).is_empty());
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| m.start() != Some(Square::at("a1"))));
}

// ---------------------------------------------------------------- combat

/// Red's (1, north) on e4 tips north onto e5 and shows 7 − north: 2 → 5, 3 → 4, 4 → 3, 5 → 2.
fn red_attacks(north: u8, others: &[(&str, Die)]) -> Mojave {
    let mut dice = vec![("e4", red(1, north))];
    dice.extend_from_slice(others);
    let mut g = position(RED, &dice);
    play(&mut g, "e4:n1");
    g
}

#[test]
fn combat_nothing_happens_without_an_enemy_beside() {
    // Own dice beside and an enemy only diagonally beside do not fight.
    let g = red_attacks(
        2,
        &[("d5", red(1, 2)), ("f6", black(1, 2)), ("a20", black(1, 2))],
    );
    assert!(g.last_events().is_empty());
    assert_eq!(g.dice_count(BLACK), 2);
}

#[test]
fn combat_one_against_one_defender_loses() {
    let g = red_attacks(2, &[("e6", black(3, 1)), ("a20", black(1, 2))]);
    assert_eq!(
        g.last_events()[0],
        combat(&["e5"], &["e6"], 5, 3),
        "5 against 3"
    );
    assert_eq!(fell(&g), vec![(Square::at("e6"), Cause::Combat)]);
    assert_eq!(g.die_at(Square::at("e6")), None);
    assert_eq!(g.dice_count(BLACK), 1);
}

#[test]
fn combat_one_against_one_attacker_loses() {
    let g = red_attacks(4, &[("e6", black(5, 1)), ("a20", black(1, 2))]);
    assert_eq!(g.last_events()[0], combat(&["e5"], &["e6"], 3, 5));
    assert_eq!(fell(&g), vec![(Square::at("e5"), Cause::Combat)]);
    assert_eq!(g.dice_count(RED), 0);
}

#[test]
fn combat_one_attacker_against_two_compares_its_top_with_their_sum() {
    // 5 against 2 + 2: both defenders fall.
    let g = red_attacks(
        2,
        &[
            ("d5", black(2, 1)),
            ("f5", black(2, 1)),
            ("a20", black(1, 2)),
        ],
    );
    assert_eq!(g.last_events()[0], combat(&["e5"], &["f5", "d5"], 5, 4));
    assert_eq!(
        fell(&g),
        vec![
            (Square::at("f5"), Cause::Combat),
            (Square::at("d5"), Cause::Combat)
        ]
    );
    // 5 against 3 + 3: the attacker falls alone.
    let g = red_attacks(
        2,
        &[
            ("d5", black(3, 1)),
            ("f5", black(3, 1)),
            ("a20", black(1, 2)),
        ],
    );
    assert_eq!(fell(&g), vec![(Square::at("e5"), Cause::Combat)]);
    assert_eq!(g.dice_count(BLACK), 3);
}

#[test]
fn combat_one_attacker_against_three() {
    // 5 against 1 + 1 + 2: all three fall.
    let g = red_attacks(
        2,
        &[
            ("d5", black(1, 2)),
            ("f5", black(1, 2)),
            ("e6", black(2, 1)),
            ("a20", black(1, 2)),
        ],
    );
    assert_eq!(
        g.last_events()[0],
        combat(&["e5"], &["e6", "f5", "d5"], 5, 4)
    );
    assert_eq!(fell(&g).len(), 3);
    assert_eq!(g.dice_count(BLACK), 1);
    // 2 against 1 + 1 + 1: the attacker falls.
    let g = red_attacks(
        5,
        &[
            ("d5", black(1, 2)),
            ("f5", black(1, 2)),
            ("e6", black(1, 2)),
        ],
    );
    assert_eq!(fell(&g), vec![(Square::at("e5"), Cause::Combat)]);
    assert_eq!(g.end_reason(), Some(End::NoDiceLeft));
}

#[test]
fn combat_several_attackers_against_one_add_up() {
    // The 4 arriving on e5 and the 2 already on d6 are both beside Black's 5 on e6: 6 > 5.
    let g = red_attacks(
        3,
        &[("d6", red(2, 1)), ("e6", black(5, 1)), ("a20", black(1, 2))],
    );
    assert_eq!(g.last_events()[0], combat(&["e5", "d6"], &["e6"], 6, 5));
    assert_eq!(fell(&g), vec![(Square::at("e6"), Cause::Combat)]);
    assert_eq!(g.dice_count(RED), 2);
}

#[test]
fn combat_several_attackers_that_lose_all_fall() {
    // 4 + 1 against 6: every red die of the smaller side leaves, the one that did not move too.
    let g = red_attacks(
        3,
        &[("d6", red(1, 2)), ("e6", black(6, 2)), ("a20", black(1, 2))],
    );
    assert_eq!(g.last_events()[0], combat(&["e5", "d6"], &["e6"], 5, 6));
    assert_eq!(
        fell(&g),
        vec![
            (Square::at("e5"), Cause::Combat),
            (Square::at("d6"), Cause::Combat)
        ]
    );
    assert_eq!(g.dice_count(RED), 0);
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![BLACK])));
}

#[test]
fn combat_with_two_enemies_beside_counts_only_the_moved_die() {
    // Red's 2 on d6 is beside Black's e6 but the attacker faces two dice: 5 against 3 + 3.
    let g = red_attacks(
        2,
        &[("d6", red(2, 1)), ("e6", black(3, 1)), ("f5", black(3, 1))],
    );
    assert_eq!(g.last_events()[0], combat(&["e5"], &["e6", "f5"], 5, 6));
    assert_eq!(fell(&g), vec![(Square::at("e5"), Cause::Combat)]);
}

#[test]
fn tie_one_against_one_puts_the_attacked_die_in_zugzwang() {
    let g = red_attacks(3, &[("e6", black(4, 1)), ("h5", black(2, 1))]);
    let z = g.zugzwang().unwrap();
    assert_eq!((z.seat, z.attacker), (BLACK, Square::at("e5")));
    assert_eq!(z.attacked, vec![Square::at("e6")]);
    assert!(z.can_reinforce && z.can_withdraw);
    assert_eq!(
        g.last_events(),
        &[combat(&["e5"], &["e6"], 4, 4), Event::Zugzwang(z.clone())]
    );
    assert_eq!(g.dice_count(BLACK), 2);
    assert_eq!(g.to_move(), Some(BLACK));
}

#[test]
fn tie_one_against_two_puts_both_attacked_dice_in_zugzwang() {
    let g = red_attacks(2, &[("d5", black(2, 1)), ("f5", black(3, 1))]);
    let z = g.zugzwang().unwrap();
    assert_eq!(
        sorted(z.attacked.clone()),
        vec![Square::at("d5"), Square::at("f5")]
    );
    assert_eq!(z.attacker, Square::at("e5"));
    assert!(fell(&g).is_empty());
}

#[test]
fn tie_one_against_three_puts_all_three_in_zugzwang() {
    let g = red_attacks(
        2,
        &[
            ("d5", black(1, 2)),
            ("f5", black(1, 2)),
            ("e6", black(3, 1)),
        ],
    );
    assert_eq!(g.zugzwang().unwrap().attacked.len(), 3);
    assert_eq!(
        g.last_events()[0],
        combat(&["e5"], &["e6", "f5", "d5"], 5, 5)
    );
}

#[test]
fn tie_several_against_one_puts_the_one_in_zugzwang() {
    let g = red_attacks(
        3,
        &[("d6", red(2, 1)), ("e6", black(6, 2)), ("a20", black(1, 2))],
    );
    assert_eq!(g.last_events()[0], combat(&["e5", "d6"], &["e6"], 6, 6));
    let z = g.zugzwang().unwrap();
    assert_eq!(
        (z.attacked.clone(), z.attacker),
        (vec![Square::at("e6")], Square::at("e5"))
    );
}

// ---------------------------------------------------------------- Zugzwang

/// Red's 4 on e5 ties Black's 4 on e6; Black's (2, 1, 3) on h5 can reach f5 by w2 and shows
/// 5 there ((2, 1, 3) → (3, 1, 5) → (5, 1, 4)); Red's 3 on f4 sits below f5.
fn zugzwang_1v1() -> Mojave {
    red_attacks(
        3,
        &[("e6", black(4, 1)), ("h5", black(2, 1)), ("f4", red(3, 1))],
    )
}

#[test]
fn zugzwang_allows_only_its_two_answers() {
    let g = zugzwang_1v1();
    assert_eq!(
        g.validate(&mv("h5:n2")),
        Err(Error::ZugzwangIgnored {
            attacker: Square::at("e5")
        })
    );
    assert!(g.legal_moves().iter().all(|m| {
        let end = m.end().unwrap();
        (m.start() == Some(Square::at("e6")) && !end.is_next_to(Square::at("e5")))
            || (m.start() != Some(Square::at("e6")) && end.is_next_to(Square::at("e5")))
    }));
    assert!(g.legal_moves().contains(&mv("h5:w2")));
    assert!(g.legal_moves().contains(&mv("e6:n4")));
    assert_eq!(g.validate(&Move::Pass), Err(Error::PassWithMoves));
    assert!(g
        .moves_from(Square::at("h5"))
        .iter()
        .all(|m| m.end() == Some(Square::at("f5"))));
}

#[test]
fn zugzwang_answer_a_reinforce_makes_the_attacker_fall_then_fights_around_the_mover() {
    let mut g = zugzwang_1v1();
    play(&mut g, "h5:w2");
    assert_eq!(g.die_at(Square::at("f5")).map(Die::top), Some(5));
    assert_eq!(
        g.last_events()[..3],
        [
            Event::Answered(Answer::Reinforce),
            // e5 now faces 4 + 5 > 4 and falls.
            combat(&["e6", "f5"], &["e5"], 9, 4),
            Event::Fell {
                square: Square::at("e5"),
                die: red(4, 1),
                cause: Cause::Combat,
            },
        ]
    );
    // Then Black's 5 on f5 fights Red's 3 on f4.
    assert_eq!(g.last_events()[3], combat(&["f5"], &["f4"], 5, 3));
    assert_eq!(
        fell(&g),
        vec![
            (Square::at("e5"), Cause::Combat),
            (Square::at("f4"), Cause::Combat)
        ]
    );
    assert!(g.zugzwang().is_none());
    assert_eq!(g.dice_count(BLACK), 2);
    assert_eq!(g.end_reason(), Some(End::NoDiceLeft));
}

#[test]
fn zugzwang_answer_b_withdraw_moves_the_attacked_die_away() {
    let mut g = zugzwang_1v1();
    play(&mut g, "e6:n4");
    assert_eq!(g.last_events(), &[Event::Answered(Answer::Withdraw)]);
    assert!(g.zugzwang().is_none());
    assert_eq!((g.dice_count(RED), g.dice_count(BLACK)), (2, 2));
    assert_eq!(g.to_move(), Some(RED));
}

#[test]
fn zugzwang_withdrawing_die_must_not_end_beside_the_attacker() {
    // 2 against 2: Black's 2 on e6 could tip e1s1 onto f5, beside e5 again.
    let g = red_attacks(5, &[("e6", black(2, 1)), ("a20", black(1, 2))]);
    assert!(g.zugzwang().is_some());
    assert_eq!(
        g.validate(&mv("e6:e1s1")),
        Err(Error::NotAway {
            attacker: Square::at("e5")
        })
    );
    assert_eq!(g.validate(&mv("e6:n2")), Ok(()));
}

#[test]
fn zugzwang_only_one_of_the_attacked_may_move_the_others_leave() {
    // 5 against 2 + 3: Black moves the 3 on f5 away, the 2 on d5 falls.
    let mut g = red_attacks(
        2,
        &[
            ("d5", black(2, 1)),
            ("f5", black(3, 1)),
            ("a20", black(1, 2)),
        ],
    );
    let z = g.zugzwang().unwrap().clone();
    assert!(z.can_withdraw);
    assert!(!z.can_reinforce, "a20's 1 cannot reach e5");
    assert!(g.moves_from(Square::at("a20")).is_empty());
    assert!(
        !g.moves_from(Square::at("d5")).is_empty() && !g.moves_from(Square::at("f5")).is_empty()
    );
    play(&mut g, "f5:e3");
    assert_eq!(
        g.last_events(),
        &[
            Event::Answered(Answer::Withdraw),
            Event::Fell {
                square: Square::at("d5"),
                die: black(2, 1),
                cause: Cause::LeftBehind,
            },
        ]
    );
    assert_eq!(g.dice_count(BLACK), 2);
    assert!(g.die_at(Square::at("i5")).is_some());
}

#[test]
fn zugzwang_withdrawal_that_ends_beside_enemies_fights_there() {
    // Black's 3 on f5 withdraws e3 to i5, beside Red's 1 on i6, and fights it as usual.
    let mut g = red_attacks(
        2,
        &[("d5", black(2, 1)), ("f5", black(3, 1)), ("i6", red(1, 2))],
    );
    let arriving = g.die_after(&mv("f5:e3")).unwrap();
    play(&mut g, "f5:e3");
    assert_eq!(
        g.last_events()[1],
        Event::Fell {
            square: Square::at("d5"),
            die: black(2, 1),
            cause: Cause::LeftBehind,
        }
    );
    assert_eq!(
        g.last_events()[2],
        combat(&["i5"], &["i6"], arriving.top(), 1)
    );
}

#[test]
fn zugzwang_without_answer_the_attacked_dice_fall_and_an_ordinary_move_follows() {
    // Black's 4 on e6 is walled in by its own 2s on d6, f6 and e7, which cannot reach d5,
    // f5 or e4 (they move exactly 2 squares; those squares are 1 or 3 away or cut off).
    let mut g = red_attacks(
        3,
        &[
            ("e6", black(4, 1)),
            ("d6", black(2, 1)),
            ("f6", black(2, 1)),
            ("e7", black(2, 1)),
        ],
    );
    let declared = Event::Zugzwang(rules::mojave::Zugzwang {
        seat: BLACK,
        attacked: vec![Square::at("e6")],
        attacker: Square::at("e5"),
        can_reinforce: false,
        can_withdraw: false,
    });
    assert_eq!(
        g.last_events(),
        &[
            combat(&["e5"], &["e6"], 4, 4),
            declared,
            Event::Fell {
                square: Square::at("e6"),
                die: black(4, 1),
                cause: Cause::NoAnswer,
            },
        ]
    );
    assert!(g.zugzwang().is_none());
    assert_eq!(g.dice_count(BLACK), 3);
    // An ordinary move: d6's moves away from e5 are fine now.
    assert!(g.legal_moves().contains(&mv("d6:n2")));
    play(&mut g, "d6:n2");
}

// ---------------------------------------------------------------- end

#[test]
fn end_a_player_without_dice_loses() {
    let g = red_attacks(2, &[("e6", black(3, 1))]);
    assert_eq!(g.end_reason(), Some(End::NoDiceLeft));
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![RED])));
    assert_eq!(g.to_move(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.validate(&mv("e5:n1")), Err(Error::GameOver));
}

#[test]
fn end_a_player_without_a_legal_move_passes() {
    // Red's only die is walled in by Black's dice, which do not fight until a move ends.
    let mut g = position(
        RED,
        &[("a1", red(2, 1)), ("a2", black(1, 2)), ("b1", black(1, 2))],
    );
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play(&mut g, "pass");
    assert_eq!(g.to_move(), Some(BLACK), "one pass does not end the game");
    assert_eq!(g.validate(&Move::Pass), Err(Error::PassWithMoves));
    play(&mut g, "b1:n1");
    assert!(g.last_events().is_empty());
    // b1 is free again, b2 full: Red's 2 can go b1, c1.
    assert_eq!(g.legal_moves(), vec![mv("a1:e2")]);
}

/// Dice on every square with col + row even, all showing 2: every first step lands on an
/// empty square whose next square is full, so nobody can move.
fn frozen(red_dice: usize) -> Mojave {
    let mut dice = Vec::new();
    for row in 0..16u8 {
        for col in (0..15u8).filter(|c| (c + row) % 2 == 0) {
            let owner = if dice.len() < red_dice { RED } else { BLACK };
            dice.push((Square::new(col, row), die(owner, 2, 1)));
        }
    }
    Mojave::with_position(16, RED, &dice)
}

#[test]
fn end_two_passes_in_a_row_more_dice_wins() {
    let mut g = frozen(61);
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play_unchecked_pass(&mut g);
    assert_eq!(g.to_move(), Some(BLACK));
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    play_unchecked_pass(&mut g);
    assert_eq!(g.end_reason(), Some(End::TwoPasses));
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![RED])));
}

#[test]
fn end_two_passes_in_a_row_equal_dice_draw() {
    let mut g = frozen(60);
    play_unchecked_pass(&mut g);
    play_unchecked_pass(&mut g);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

/// The frozen board holds more dice than a real game, so no invariant check here.
fn play_unchecked_pass(g: &mut Mojave) {
    g.play(&Move::Pass).unwrap();
}

/// Plays the first legal move whose end stays in the mover's zone, so no die ever meets
/// an enemy; returns the number of moves played.
fn play_apart(g: &mut Mojave, zone: impl Fn(usize, Square) -> bool) -> u32 {
    while let Some(seat) = g.to_move() {
        let m = g
            .legal_moves()
            .into_iter()
            .find(|m| m.end().is_some_and(|e| zone(seat, e)))
            .expect("a move inside the zone");
        play(g, &m.to_string());
        assert!(g.last_events().is_empty());
    }
    g.moves_played()
}

#[test]
fn end_backstop_after_300_moves_more_dice_wins() {
    let mut g = position(
        RED,
        &[("a1", red(1, 2)), ("c3", red(2, 1)), ("o20", black(3, 1))],
    );
    let zone = |seat: usize, s: Square| {
        if seat == RED {
            s.col < 8 && s.row < 8
        } else {
            s.col >= 7 && s.row >= 12
        }
    };
    assert_eq!(play_apart(&mut g, zone), BACKSTOP);
    assert_eq!(g.end_reason(), Some(End::Backstop));
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![RED])));
}

#[test]
fn end_move_limit_option_most_dice_wins_or_draw() {
    let halves = |seat: usize, s: Square| if seat == RED { s.row < 9 } else { s.row > 10 };
    let mut g = Mojave::new(&setup(&[("move_limit", "10")]), 1).unwrap();
    assert_eq!(g.move_limit(), Some(10));
    assert_eq!(play_apart(&mut g, halves), 10);
    assert_eq!(g.end_reason(), Some(End::MoveLimit));
    assert_eq!(g.outcome(), Some(Outcome::Draw), "15 against 15");
    let mut g = Mojave::new(&setup(&[("move_limit", "0")]), 1).unwrap();
    assert_eq!(g.move_limit(), None);
    assert_eq!(play_apart(&mut g, halves), BACKSTOP);
    assert_eq!(g.end_reason(), Some(End::Backstop));
}

// ---------------------------------------------------------------- notation

#[test]
fn notation_square_colon_path_or_pass() {
    let m = mv("c3:n2e1");
    assert_eq!(
        m,
        Move::Tip {
            from: Square::new(2, 2),
            path: Path::turning(Dir::North, 2, Dir::East, 1),
        }
    );
    assert_eq!(m.end(), Some(Square::at("d5")));
    assert_eq!(mv("pass"), Move::Pass);
    assert_eq!(Move::Pass.end(), None);
    for text in ["c3:n2e1", "pass", "o30:s6", "a1:w1", "h17:e3n2", "n9:s1w5"] {
        assert_eq!(mv(text).to_string(), text);
    }
    assert_eq!(
        mv("e5:n1s1").to_string(),
        "e5:n1s1",
        "parses; the rules refuse it"
    );
}

#[test]
fn notation_refuses_bad_text_without_panicking() {
    for bad in [
        "",
        "c3",
        "c3:",
        ":n1",
        "c3:n0",
        "c3:n7",
        "c3:n",
        "c3:x1",
        "c3:n1e1n1",
        "p3:n1",
        "c0:n1",
        "c31:n1",
        "c03:n1",
        "C3:n1",
        "c3:N1",
        "c3:n01",
        "c3n1",
        "ü:n1",
        "c3:nü",
        "c3:n1 ",
        " pass",
        "Pass",
        "c3:n1:e1",
        "c3:n-1",
        "c3:n+1",
        "c:n1",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?}");
    }
    // Garbage made from the notation's own characters.
    let alphabet: Vec<char> = "acno0123456789:nesw-pass ü".chars().collect();
    let mut x = 12345u64;
    for _ in 0..5000 {
        let len = (x % 9) as usize;
        let s: String = (0..len)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                alphabet[(x >> 33) as usize % alphabet.len()]
            })
            .collect();
        if let Ok(m) = s.parse::<Move>() {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn state_round_trips_through_serde_in_zugzwang() {
    let g = zugzwang_1v1();
    let text = serde_json::to_string(&g).unwrap();
    let back: Mojave = serde_json::from_str(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.legal_moves(), g.legal_moves());
}
