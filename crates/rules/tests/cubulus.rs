//! Cubulus: one scenario per clause of the rule note (perft counts are data in
//! `cubulus.perft`, read by `perft.rs`; the conformance suite runs over every game in
//! `conformance.rs`).

use std::collections::BTreeSet;

use rules::cubulus::{squares, Axis, Ball, Cell, Cubulus, End, Error, Line, Move, Status};
use rules::{Game, GameRng, Outcome, Setup};

fn cell(text: &str) -> Cell {
    text.parse().unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// A position from (cell, symbol) pairs (`0`/`1`/`2` a seat, `n` neutral). In two players
/// the nine neutral balls fill the z = 2 layer, so scenarios use the z = 0 and z = 1 layers.
fn position(players: usize, to_move: usize, balls: &[(&str, char)]) -> Cubulus {
    let mut diagram = ['.'; 27];
    if players == 2 {
        for c in Cell::ALL.iter().filter(|c| c.z == 2) {
            diagram[c.index().unwrap()] = 'n';
        }
    }
    for &(text, symbol) in balls {
        let i = cell(text).index().unwrap();
        assert_eq!(diagram[i], '.', "{text} given twice");
        diagram[i] = symbol;
    }
    Cubulus::from_diagram(players, to_move, &diagram.iter().collect::<String>()).unwrap()
}

fn play(g: &mut Cubulus, moves: &str) {
    for text in moves.split_whitespace() {
        g.play(&mv(text))
            .unwrap_or_else(|e| panic!("{text} rejected: {e}"));
    }
}

fn ball_at(g: &Cubulus, text: &str) -> Option<Ball> {
    g.ball(cell(text))
}

/// Checks that `m` is refused with `error`, is not listed, and leaves the state alone.
fn refused(g: &Cubulus, m: &str, error: Error) {
    let mut copy = g.clone();
    assert_eq!(copy.play(&mv(m)), Err(error), "{m}");
    assert_eq!(&copy, g);
    assert!(!g.legal_moves().contains(&mv(m)));
}

const P0: Option<Ball> = Some(Ball::Player(0));
const P1: Option<Ball> = Some(Ball::Player(1));

// --- Setup ---------------------------------------------------------------------------

#[test]
fn two_players_the_other_player_places_the_nine_neutral_balls_first() {
    let mut starts = BTreeSet::new();
    for seed in 0..20 {
        let mut g = Cubulus::new(&Setup::players(2), seed).unwrap();
        let start = g.start_player();
        starts.insert(start);
        assert!(g.placing());
        assert_eq!(g.to_move(), Some(1 - start));
        for (k, c) in [
            "000", "001", "002", "110", "111", "112", "220", "221", "222",
        ]
        .iter()
        .enumerate()
        {
            assert_eq!(g.to_move(), Some(1 - start));
            assert_eq!(g.neutral_supply(), 9 - k as u8);
            play(&mut g, &format!("n{c}"));
            assert_eq!(ball_at(&g, c), Some(Ball::Neutral));
        }
        assert!(!g.placing());
        assert_eq!(g.to_move(), Some(start));
        assert_eq!((g.supply(0), g.supply(1)), (9, 9));
        // z00, z11 and z22 are full and of one colour: 24 lines to insert into.
        assert_eq!(g.legal_moves().len(), 48);
    }
    assert_eq!(starts.len(), 2, "the start player is drawn from the seed");
}

#[test]
fn neutral_balls_go_into_any_empty_cell_including_the_centre() {
    let mut g = Cubulus::new(&Setup::players(2), 1).unwrap();
    assert_eq!(g.legal_moves().len(), 27);
    play(&mut g, "n111");
    assert_eq!(ball_at(&g, "111"), Some(Ball::Neutral));
    refused(&g, "n111", Error::CellOccupied);
    refused(&g, "x00+", Error::NeutralsFirst);
    refused(&g, "rx00+", Error::NeutralsFirst);
    refused(&g, "pass", Error::NeutralsFirst);
    assert!(g.moves_for_line(Line::ALL[0]).is_empty());
}

#[test]
fn three_players_have_no_neutral_balls_and_take_turns_from_a_random_start() {
    let mut starts = BTreeSet::new();
    for seed in 0..30 {
        let mut g = Cubulus::new(&Setup::players(3), seed).unwrap();
        let start = g.start_player();
        starts.insert(start);
        assert!(!g.placing());
        assert_eq!(g.neutral_supply(), 0);
        assert_eq!((g.supply(0), g.supply(1), g.supply(2)), (9, 9, 9));
        assert_eq!(g.to_move(), Some(start));
        assert_eq!(g.legal_moves().len(), 54);
        refused(&g, "n000", Error::NoNeutralToPlace);
        play(&mut g, "x00+");
        assert_eq!(ball_at(&g, "000"), Some(Ball::Player(start)));
        assert_eq!(g.supply(start), 8);
        assert_eq!(g.to_move(), Some((start + 1) % 3));
        play(&mut g, "x11+");
        assert_eq!(g.to_move(), Some((start + 2) % 3));
    }
    assert_eq!(starts.len(), 3);
    assert!(Cubulus::new(&Setup::players(4), 0).is_err());
    assert!(Cubulus::new(&Setup::players(2).with("x", "1"), 0).is_err());
}

// --- Insertion -----------------------------------------------------------------------

#[test]
fn insertion_into_an_empty_line_enters_the_end_cell() {
    let mut g = position(2, 0, &[]);
    assert_eq!(g.motions(&mv("x01+")), vec![(None, cell("001"))]);
    play(&mut g, "x01+");
    assert_eq!(ball_at(&g, "001"), P0);
    assert_eq!(g.supply(0), 8);
    play(&mut g, "x01-");
    assert_eq!(ball_at(&g, "201"), P1);
    assert_eq!(ball_at(&g, "101"), None);
    assert_eq!(g.supply(1), 8);
}

#[test]
fn insertion_pushes_one_ball_up_to_the_first_empty_cell() {
    let mut g = position(2, 0, &[("000", '1'), ("020", '1')]);
    assert_eq!(
        g.motions(&mv("y00+")),
        vec![(None, cell("000")), (Some(cell("000")), cell("010"))]
    );
    play(&mut g, "y00+");
    assert_eq!(
        [ball_at(&g, "000"), ball_at(&g, "010"), ball_at(&g, "020")],
        [P0, P1, P1],
        "the ball beyond the gap stays"
    );
}

#[test]
fn insertion_pushes_two_balls() {
    let mut g = position(2, 1, &[("010", '0'), ("020", '1')]);
    assert_eq!(
        g.motions(&mv("y00-")),
        vec![
            (None, cell("020")),
            (Some(cell("020")), cell("010")),
            (Some(cell("010")), cell("000")),
        ]
    );
    play(&mut g, "y00-");
    assert_eq!(
        [ball_at(&g, "000"), ball_at(&g, "010"), ball_at(&g, "020")],
        [P0, P1, P1]
    );
}

#[test]
fn insertion_into_a_full_line_is_illegal() {
    let g = position(2, 0, &[("000", '1'), ("010", '0'), ("020", '1')]);
    refused(&g, "y00+", Error::LineFull);
    refused(&g, "y00-", Error::LineFull);
    let line: Line = "y00".parse().unwrap();
    assert_eq!(g.moves_for_line(line), vec![mv("ry00-"), mv("ry00+")]);
}

#[test]
fn insertion_needs_a_ball_in_the_own_supply() {
    // Seat 0's nine balls fill the middle layer z = 1, which holds no square.
    let mut balls: Vec<(String, char)> = Cell::ALL
        .iter()
        .filter(|c| c.z == 1)
        .map(|c| (c.to_string(), '0'))
        .collect();
    balls.push(("000".into(), '1'));
    let balls: Vec<(&str, char)> = balls.iter().map(|(c, s)| (c.as_str(), *s)).collect();
    let g = position(2, 0, &balls);
    assert_eq!(g.supply(0), 0);
    refused(&g, "x00+", Error::SupplyEmpty);
    // Only the one mixed full line, z00 = (1, 0, n), can move.
    assert_eq!(g.legal_moves(), vec![mv("rz00-"), mv("rz00+")]);
}

// --- Rotation ------------------------------------------------------------------------

#[test]
fn rotation_shifts_a_full_line_in_either_direction() {
    let g = position(2, 0, &[("000", '0'), ("010", '1')]);
    refused(&g, "ry00+", Error::LineNotFull);

    let g = position(2, 0, &[("000", '0'), ("010", '1'), ("020", '1')]);
    let (a, b, c) = (cell("000"), cell("010"), cell("020"));
    assert_eq!(
        g.motions(&mv("ry00+")),
        vec![(Some(a), b), (Some(b), c), (Some(c), a)]
    );
    let mut up = g.clone();
    play(&mut up, "ry00+");
    assert_eq!([up.ball(a), up.ball(b), up.ball(c)], [P1, P0, P1]);
    assert_eq!(
        up.supply(0),
        g.supply(0),
        "a rotation uses no ball from the supply"
    );

    assert_eq!(
        g.motions(&mv("ry00-")),
        vec![(Some(b), a), (Some(c), b), (Some(a), c)]
    );
    let mut down = g.clone();
    play(&mut down, "ry00-");
    assert_eq!([down.ball(a), down.ball(b), down.ball(c)], [P1, P1, P0]);
}

#[test]
fn rotation_of_a_one_colour_line_is_not_a_move() {
    let g = position(2, 1, &[("000", '0'), ("010", '0'), ("020", '0')]);
    refused(&g, "ry00+", Error::OneColourLine);
    refused(&g, "ry00-", Error::OneColourLine);
    // The neutral lines of the z = 2 layer neither.
    refused(&g, "rx02+", Error::OneColourLine);
    assert!(g.moves_for_line("y00".parse().unwrap()).is_empty());
}

#[test]
fn the_next_move_may_not_reverse_the_rotation_just_made() {
    let mut g = position(2, 0, &[("000", '0'), ("010", '1'), ("020", '1')]);
    play(&mut g, "ry00+");
    assert_eq!(g.forbidden_rotation(), Some(mv("ry00-")));
    refused(&g, "ry00-", Error::ReverseRotation);
    assert!(
        g.validate(&mv("ry00+")).is_ok(),
        "the same direction is allowed"
    );
    play(&mut g, "x11+");
    // The ban lasted one move.
    assert_eq!(g.forbidden_rotation(), None);
    assert!(g.validate(&mv("ry00-")).is_ok());
    assert!(g.legal_moves().contains(&mv("ry00-")));
}

#[test]
fn a_player_with_balls_may_insert_or_rotate() {
    let g = position(2, 0, &[("000", '0'), ("010", '1'), ("020", '1')]);
    let moves = g.legal_moves();
    assert!(moves.contains(&mv("x11+")));
    assert!(moves.contains(&mv("ry00+")));
    assert!(!moves.contains(&mv("rz00-")), "z00 = (0, ., n) is not full");
    // Full: y00 and the six neutral lines of the z = 2 layer; 20 lines are open.
    assert_eq!(moves.len(), 2 * 20 + 2);
}

#[test]
fn a_player_without_a_legal_move_passes() {
    // Three players: seat 0 has all nine balls in the z = 1 layer, whose full lines are
    // all of one colour, and no other full line exists.
    let balls: Vec<(String, char)> = Cell::ALL
        .iter()
        .filter(|c| c.z == 1)
        .map(|c| (c.to_string(), '0'))
        .collect();
    let balls: Vec<(&str, char)> = balls.iter().map(|(c, s)| (c.as_str(), *s)).collect();
    let mut g = position(3, 0, &balls);
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    assert_eq!(g.motions(&Move::Pass), vec![]);
    play(&mut g, "pass");
    assert_eq!(g.to_move(), Some(1));
    refused(&g, "pass", Error::PassNotAllowed);
}

// --- Squares -------------------------------------------------------------------------

/// The face a square lies on: (axis, level 0 or 2).
fn face_of(square: &[Cell; 4]) -> Option<(Axis, u8)> {
    let coords = |axis: Axis, c: &Cell| match axis {
        Axis::X => c.x,
        Axis::Y => c.y,
        Axis::Z => c.z,
    };
    Axis::ALL.into_iter().find_map(|axis| {
        let level = coords(axis, &square[0]);
        (level != 1 && square.iter().all(|c| coords(axis, c) == level)).then_some((axis, level))
    })
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Shape {
    Block,
    Corners,
    Diamond,
}

/// On a face, a cell is a face corner when both free coordinates are 0 or 2.
fn shape_of(square: &[Cell; 4]) -> Shape {
    let outer = |c: &Cell| [c.x, c.y, c.z].iter().filter(|&&v| v != 1).count();
    let face_corners = square.iter().filter(|c| outer(c) == 3).count();
    let face_centre = square.iter().any(|c| outer(c) == 1);
    match (face_corners, face_centre) {
        (4, _) => Shape::Corners,
        (_, true) => Shape::Block,
        _ => Shape::Diamond,
    }
}

#[test]
fn there_are_36_distinct_squares_six_on_each_face() {
    let all = squares();
    let sets: BTreeSet<BTreeSet<Cell>> = all.iter().map(|s| s.iter().copied().collect()).collect();
    assert_eq!(sets.len(), 36);
    assert!(sets.iter().all(|s| s.len() == 4));
    let mut per_face = std::collections::BTreeMap::<(Axis, u8), Vec<Shape>>::new();
    for square in all {
        let face = face_of(square).expect("every square lies on a face");
        per_face.entry(face).or_default().push(shape_of(square));
    }
    assert_eq!(per_face.len(), 6);
    for shapes in per_face.values_mut() {
        shapes.sort();
        use Shape::*;
        assert_eq!(*shapes, vec![Block, Block, Block, Block, Corners, Diamond]);
    }
}

/// Seat 1 holds three cells of `square` and inserts into the fourth from outside the face.
fn complete_square(square: &[Cell; 4]) {
    let balls: Vec<(String, char)> = square[..3].iter().map(|c| (c.to_string(), '1')).collect();
    let balls: Vec<(&str, char)> = balls.iter().map(|(c, s)| (c.as_str(), *s)).collect();
    let mut g = position(3, 1, &balls);
    let (axis, level) = face_of(square).unwrap();
    let last = square[3];
    let (a, b) = match axis {
        Axis::X => (last.y, last.z),
        Axis::Y => (last.x, last.z),
        Axis::Z => (last.x, last.y),
    };
    let end = if level == 0 { End::Low } else { End::High };
    let insert = Move::Insert {
        line: Line { axis, a, b },
        end,
    };
    assert_eq!(g.motions(&insert), vec![(None, last)]);
    g.play(&insert).unwrap();
    assert_eq!(g.status(), &Status::Won(vec![1]), "{square:?}");
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1])));
    assert_eq!(g.to_move(), None);
    assert_eq!(g.winning_squares(), vec![*square]);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.clone().play(&mv("x11+")), Err(Error::GameOver));
}

fn squares_of_shape(shape: Shape) -> Vec<[Cell; 4]> {
    squares()
        .iter()
        .copied()
        .filter(|s| shape_of(s) == shape)
        .collect()
}

#[test]
fn a_two_by_two_block_on_any_face_wins() {
    let blocks = squares_of_shape(Shape::Block);
    assert_eq!(blocks.len(), 24);
    blocks.iter().for_each(complete_square);
}

#[test]
fn the_four_corners_of_any_face_win() {
    let corners = squares_of_shape(Shape::Corners);
    assert_eq!(corners.len(), 6);
    corners.iter().for_each(complete_square);
}

#[test]
fn the_four_edge_middles_of_any_face_win_as_a_diamond() {
    let diamonds = squares_of_shape(Shape::Diamond);
    assert_eq!(diamonds.len(), 6);
    diamonds.iter().for_each(complete_square);
}

#[test]
fn four_balls_not_on_one_face_are_no_square() {
    // A 2×2 block in the middle plane x = 1.
    let mut g = position(3, 0, &[("100", '0'), ("110", '0'), ("111", '0')]);
    play(&mut g, "y11+");
    assert_eq!(ball_at(&g, "101"), P0);
    assert_eq!(g.status(), &Status::Running);
}

/// Face z = 0 (cells xy0), seat 0 to move; `x00+` pushes seat 1's ball from 000 to 100,
/// completing seat 1's diamond, while seat 0's ball entering 000 completes their corners.
fn corners_and_diamond(players: usize, with_corner_220: bool) -> Cubulus {
    let mut balls = vec![
        ("000", '1'),
        ("200", '0'),
        ("010", '1'),
        ("210", '1'),
        ("020", '0'),
        ("120", '1'),
    ];
    if with_corner_220 {
        balls.push(("220", '0'));
    }
    position(players, 0, &balls)
}

#[test]
fn a_square_formed_for_the_mover_and_another_player_wins_for_the_other() {
    let mut g = corners_and_diamond(2, true);
    play(&mut g, "x00+");
    assert_eq!(g.status(), &Status::Won(vec![1]));
    assert_eq!(g.last_mover(), Some(0));
    let diamond = [cell("100"), cell("210"), cell("120"), cell("010")];
    assert_eq!(g.winning_squares(), vec![diamond]);
}

#[test]
fn a_move_forming_only_another_players_square_makes_them_win() {
    let mut g = corners_and_diamond(2, false);
    play(&mut g, "x00+");
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1])));

    let mut g = corners_and_diamond(3, false);
    play(&mut g, "x00+");
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1])));
}

/// Three players, seat 0 rotates x00 = (1, 2, 0) to (0, 1, 2): seat 1's diamond on z = 0
/// and seat 2's corners on x = 2 complete; with `own`, seat 0's corners on x = 0 too.
fn two_squares_for_others(own: bool) -> Cubulus {
    let mut balls = vec![
        ("000", '1'),
        ("100", '2'),
        ("200", '0'),
        ("210", '1'),
        ("120", '1'),
        ("010", '1'),
        ("220", '2'),
        ("202", '2'),
        ("222", '2'),
    ];
    if own {
        balls.extend([("020", '0'), ("022", '0'), ("002", '0')]);
    }
    position(3, 0, &balls)
}

#[test]
fn squares_of_two_other_players_at_once_win_jointly() {
    for own in [false, true] {
        let mut g = two_squares_for_others(own);
        play(&mut g, "rx00+");
        assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1, 2])), "own={own}");
        assert_eq!(g.winning_squares().len(), 2);
    }
}

#[test]
fn neutral_squares_mean_nothing() {
    let mut g = Cubulus::new(&Setup::players(2), 3).unwrap();
    // The corners, the diamond and a block of face z = 0, all neutral.
    play(&mut g, "n000 n200 n220 n020 n100 n210 n120 n010 n110");
    assert_eq!(g.status(), &Status::Running);
    assert_eq!(g.to_move(), Some(g.start_player()));
    assert!(!g.legal_moves().is_empty());
}

// --- Draws ---------------------------------------------------------------------------

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    // z00 = (0, 1, n) and z22 = (1, 0, n); each rotated three times comes back.
    let mut g = position(
        2,
        0,
        &[("000", '0'), ("001", '1'), ("220", '1'), ("221", '0')],
    );
    let cycle = "rz00+ rz22+ rz00+ rz22+ rz00+ rz22+";
    let start = g.clone();
    play(&mut g, cycle);
    // Same cube and mover as at the start, but rz22- is banned now: another position.
    assert_eq!(g.forbidden_rotation(), Some(mv("rz22-")));
    assert_ne!(g.legal_moves(), start.legal_moves());
    play(&mut g, cycle);
    // Without the ban in the position, the start would now have occurred three times.
    assert_eq!(g.status(), &Status::Running);
    // The position after the first rotation: moves 1, 7 and now 13.
    play(&mut g, "rz00+");
    assert_eq!(g.status(), &Status::Repetition);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.to_move(), None);
    assert_eq!(g.ply(), 13);
}

#[test]
fn the_game_is_drawn_after_300_moves() {
    // Random play that avoids every move ending the game, from the two-player start.
    let mut g = Cubulus::new(&Setup::players(2), 11).unwrap();
    let mut rng = GameRng::new(5);
    while g.outcome().is_none() {
        let quiet: Vec<Move> = g
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let mut next = g.clone();
                next.play_unchecked(m);
                next.outcome().is_none() || next.status() == &Status::MoveLimit
            })
            .collect();
        assert!(!quiet.is_empty(), "forced to end at move {}", g.ply());
        let m = quiet[rng.below(quiet.len() as u64) as usize];
        play(&mut g, &m.to_string());
    }
    assert_eq!(g.ply(), 300);
    assert_eq!(g.status(), &Status::MoveLimit);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

// --- Notation and views --------------------------------------------------------------

#[test]
fn notation_names_cells_lines_and_directions() {
    let line = |axis, a, b| Line { axis, a, b };
    let cases = [
        ("n012", Move::Place(Cell { x: 0, y: 1, z: 2 })),
        (
            "x12+",
            Move::Insert {
                line: line(Axis::X, 1, 2),
                end: End::Low,
            },
        ),
        (
            "y02-",
            Move::Insert {
                line: line(Axis::Y, 0, 2),
                end: End::High,
            },
        ),
        (
            "rz21+",
            Move::Rotate {
                line: line(Axis::Z, 2, 1),
                towards: End::High,
            },
        ),
        (
            "rx00-",
            Move::Rotate {
                line: line(Axis::X, 0, 0),
                towards: End::Low,
            },
        ),
        ("pass", Move::Pass),
    ];
    for (text, m) in cases {
        assert_eq!(mv(text), m);
        assert_eq!(m.to_string(), text);
    }
    assert_eq!(
        line(Axis::X, 1, 2).cells(),
        [cell("012"), cell("112"), cell("212")]
    );
    assert_eq!(
        line(Axis::Y, 0, 2).cells(),
        [cell("002"), cell("012"), cell("022")]
    );
    assert_eq!(
        line(Axis::Z, 2, 1).cells(),
        [cell("210"), cell("211"), cell("212")]
    );
    assert_eq!(Line::ALL.len(), 27);
    let all: BTreeSet<Cell> = Line::ALL.iter().flat_map(|l| l.cells()).collect();
    assert_eq!(all.len(), 27);
    for (i, l) in Line::ALL.iter().enumerate() {
        assert_eq!(l.index(), Some(i));
        assert_eq!(l.to_string().parse::<Line>(), Ok(*l));
    }
    for (i, c) in Cell::ALL.iter().enumerate() {
        assert_eq!(c.index(), Some(i));
    }
}

#[test]
fn notation_rejects_malformed_text_without_panicking() {
    for text in [
        "", "n", "n01", "n0123", "n013", "x1+", "x12", "x12*", "w12+", "rx12", "r", "rr12+",
        "X12+", "pass ", "Pass", "x3+", "é", "nééé", "xé+", "r+", "-", "x12+;", "12+",
    ] {
        assert!(text.parse::<Move>().is_err(), "{text:?}");
    }
}

#[test]
fn off_the_cube_moves_are_refused() {
    let g = position(2, 0, &[]);
    let bad_line = Line {
        axis: Axis::X,
        a: 3,
        b: 0,
    };
    assert_eq!(
        g.validate(&Move::Insert {
            line: bad_line,
            end: End::Low
        }),
        Err(Error::OffTheCube)
    );
    assert!(g.moves_for_line(bad_line).is_empty());
    assert_eq!(g.ball(Cell { x: 0, y: 9, z: 0 }), None);
    let placing = Cubulus::new(&Setup::players(2), 0).unwrap();
    assert_eq!(
        placing.validate(&Move::Place(Cell { x: 0, y: 0, z: 5 })),
        Err(Error::OffTheCube)
    );
}

#[test]
fn moves_for_line_partition_the_legal_moves() {
    let mut g = Cubulus::new(&Setup::players(2), 4).unwrap();
    let mut rng = GameRng::new(9);
    while g.outcome().is_none() {
        let moves = g.legal_moves();
        if !g.placing() && moves != [Move::Pass] {
            let by_line: Vec<Move> = Line::ALL
                .iter()
                .flat_map(|&l| g.moves_for_line(l))
                .collect();
            assert_eq!(by_line, moves);
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        play(&mut g, &m.to_string());
    }
}
