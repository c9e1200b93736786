//! Cubus: the note's geometry facts, the seed's worked examples, one scenario per rule
//! clause, the build search against validation, and the conformance suite.

use rules::conformance;
use rules::cubus::*;
use rules::{Game, GameRng, Outcome, Setup};

fn drawing(rows: &str) -> Drawing {
    Stack::from_rows(rows).drawing().unwrap()
}

/// (lids, lefts, rights)
fn cards(d: &Drawing) -> (u32, u32, u32) {
    (d.tops(), d.lefts(), d.rights())
}

fn col(x: usize, y: usize) -> u16 {
    1 << (y * 4 + x)
}

/// A game with the table set to `rows` (open crates on `open` columns) and every hand set.
fn position(setup: Setup, rows: &str, open: u16, hands: &[Cards]) -> Cubus {
    let mut g = Cubus::new(&setup, 11).unwrap();
    g.set_position(&Stack::from_rows(rows), open, hands)
        .unwrap();
    g
}

fn build_move(rows: &str, open: u16) -> Move {
    let (stack, open) = search::canonicalize(&Stack::from_rows(rows), open).unwrap();
    Move::Build(Build { stack, open })
}

/// Every legal build (small positions only).
fn builds(g: &Cubus) -> Vec<BuildOption> {
    g.situation()
        .map(|s| search::all_builds(&s))
        .unwrap_or_default()
}

const L: Cards = Cards::new(1, 0, 0, 0);
const R: Cards = Cards::new(0, 1, 0, 0);
const T: Cards = Cards::new(0, 0, 1, 0);
const O: Cards = Cards::new(0, 0, 0, 1);
const NONE: Cards = Cards::new(0, 0, 0, 0);

// ---- geometry: the note's facts ------------------------------------------------------

#[test]
fn one_crate_shows_three_cards() {
    let d = drawing("1000/0000/0000/0000");
    assert_eq!(cards(&d), (1, 1, 1));
    assert_eq!(d.crates(), 1);
}

#[test]
fn two_crates_side_by_side_show_five_cards() {
    for rows in ["1100/0000/0000/0000", "1000/1000/0000/0000"] {
        let d = drawing(rows);
        assert_eq!(d.cards(), 5, "{rows}");
        assert_eq!(d.crates(), 2);
    }
    // Along x the nearer crate hides the other's left side, along y its right side.
    assert_eq!(cards(&drawing("1100/0000/0000/0000")), (2, 1, 2));
    assert_eq!(cards(&drawing("1000/1000/0000/0000")), (2, 2, 1));
}

#[test]
fn two_crates_diagonally_apart_on_the_table_are_not_drawable() {
    let e = Stack::from_rows("1000/0100/0000/0000")
        .drawing()
        .unwrap_err();
    assert!(matches!(e, GeometryError::HalfHidden(_)), "{e}");
    // The other diagonal runs across the view: two whole crates.
    assert_eq!(drawing("0100/1000/0000/0000").cards(), 6);
}

#[test]
fn a_step_up_towards_the_viewer_half_hides_the_lid_behind() {
    // The taller column in front (+x) covers one triangle of the lower lid.
    assert!(Stack::from_rows("1200/0000/0000/0000").drawing().is_err());
    assert!(Stack::from_rows("2100/0000/0000/0000").drawing().is_ok());
}

#[test]
fn full_block_shows_48_cards() {
    let d = Stack::FULL.drawing().unwrap();
    assert_eq!(cards(&d), (16, 16, 16));
    assert_eq!(d.crates(), 64);
}

#[test]
fn an_undrawable_proposal_names_the_half_hidden_face() {
    let g = Cubus::to_build("1000/0000/0000/0000", L + R + T);
    let e = g
        .evaluate_build(&Stack::from_rows("1000/0100/0000/0000"), 0)
        .unwrap_err();
    assert!(matches!(e, Error::HalfHidden(_)), "{e}");
    assert!(e.to_string().contains("half hidden"));
}

#[test]
fn extent_is_at_most_four_crates_high() {
    assert_eq!(
        Stack::new([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        Err(GeometryError::TooHigh)
    );
    assert!("b5000000000000000".parse::<Move>().is_err());
}

#[test]
fn left_cards_are_the_plus_x_sides_drawn_left_of_the_front_edge() {
    let face = |kind| Face { kind, u: 0, v: 0 };
    let centre = |f: Face| {
        let pts: Vec<(f64, f64)> = f
            .corners()
            .iter()
            .map(|&(u, v)| lattice_to_screen(u, v))
            .collect();
        (
            pts.iter().map(|p| p.0).sum::<f64>() / 4.0,
            pts.iter().map(|p| p.1).sum::<f64>() / 4.0,
        )
    };
    let (front_x, front_y) = lattice_to_screen(0, 0);
    let (lx, ly) = centre(face(FaceKind::Left));
    let (rx, ry) = centre(face(FaceKind::Right));
    let (tx, ty) = centre(face(FaceKind::Top));
    assert!(lx < front_x && ly > front_y - 0.5);
    assert!(rx > front_x && ry > front_y - 0.5);
    assert!((tx - front_x).abs() < 1e-9 && ty < front_y);
    // A +x neighbour is drawn to the lower left.
    let (nx, ny) = lattice_to_screen(1, 0);
    assert!(nx < front_x && ny > front_y);
}

#[test]
fn crate_count_is_the_volume_of_the_reading() {
    // The 2×2×2 block's drawing also draws 7 crates with the back top one standing apart on
    // the table behind; the reading is the block.
    let apart = Stack::from_rows("1000/0020/0220/0000");
    assert_eq!(apart.volume(), 7);
    let d = apart.drawing().unwrap();
    assert_eq!(d.crates(), 8);
    assert_eq!(
        apart.canonical(),
        Ok(Stack::from_rows("2200/2200/0000/0000"))
    );
    assert_eq!(drawing("3330/3330/3330/0000").crates(), 27);
}

#[test]
fn stacks_shifted_along_111_share_one_canonical_form() {
    // Sliding a whole stack along (1,1,1) keeps every card's (u, v); both readings of the
    // same cards have one canonical stack (the pile), and translations do not matter either.
    let a = Stack::from_rows("2100/1000/0000/0000");
    let b = Stack::from_rows("1000/0010/0100/0000");
    let c = Stack::from_rows("0000/0100/0001/0010");
    let da = a.drawing().unwrap().faces();
    let db = b.drawing().unwrap().faces();
    let shifted: Vec<Face> = db
        .iter()
        .map(|f| Face {
            u: f.u - 1,
            v: f.v - 1,
            ..*f
        })
        .collect();
    assert_eq!(da, shifted);
    assert_eq!(a.canonical(), Ok(a));
    assert_eq!(b.canonical(), Ok(a));
    assert_eq!(c.canonical(), Ok(a));
}

#[test]
fn hidden_crates_count_where_gravity_puts_them_under_a_crate_that_is_seen() {
    // The back top crate of a 2×2×2 block stands on a hidden one: one lid card more than
    // the block without that column, and two crates more.
    let block = drawing("2200/2200/0000/0000");
    let notch = drawing("0200/2200/0000/0000");
    assert_eq!(block.crates(), notch.crates() + 2);
    assert_eq!(block.cards(), notch.cards() + 1);
}

#[test]
fn a_drawing_that_is_not_one_piece_is_no_legal_table() {
    let g = Cubus::to_build("1000/0000/0000/0000", Cards::new(3, 3, 3, 0));
    assert_eq!(
        g.evaluate_build(&Stack::from_rows("1010/0000/0000/0000"), 0),
        Err(Error::NotOnePiece)
    );
    // Column (1,1) is wholly hidden behind (2,2) and joins nothing seen.
    let s = Stack::from_rows("0000/1100/0020/0000");
    assert_eq!(s.canonical(), Err(GeometryError::NotOnePiece));
    assert_eq!(g.evaluate_build(&s, 0), Err(Error::NotOnePiece));
}

#[test]
fn free_crates_chain() {
    // In a four-wide room each filled corner (a flip: no card, one crate) makes the next
    // corner. 16 lids need the four open crates, which sit on the walls.
    let open = col(2, 0) | col(3, 0) | col(0, 2) | col(0, 3);
    let steps = [
        "2222/2111/2111/2111",
        "2222/2211/2111/2111",
        "2222/2221/2111/2111",
        "2222/2221/2211/2111",
    ];
    for w in steps.windows(2) {
        let g = position(Setup::players(2), w[0], open, &[]);
        let b = g.evaluate_build(&Stack::from_rows(w[1]), open).unwrap();
        assert_eq!(
            (b.points, b.added, b.taken),
            (3, NONE, NONE),
            "{} -> {}",
            w[0],
            w[1]
        );
        assert_eq!(b.crates, g.crates() + 1);
    }
}

#[test]
fn three_cards_of_a_hexagon_read_as_a_crate_or_an_empty_corner() {
    // The notch in a 2x2x2 block and the full block show the same card types.
    let notch = drawing("2200/2100/0000/0000");
    let block = drawing("2200/2200/0000/0000");
    assert_eq!(cards(&notch), cards(&block));
    assert_eq!(block.crates(), notch.crates() + 1);
}

#[test]
fn summary_for_the_command_line() {
    let s = summarize(Stack::from_rows("1100/0000/0000/0000").heights());
    assert_eq!(
        s,
        DrawingSummary {
            drawable: true,
            legal: true,
            crates: Some(2),
            left: 1,
            right: 2,
            lid: 2
        }
    );
    assert_eq!(
        s.to_string(),
        "drawable=true legal=true crates=2 left=1 right=2 lid=2"
    );
    assert!(!summarize(Stack::from_rows("1000/0100/0000/0000").heights()).drawable);
    let full = summarize([4; 16]);
    assert_eq!(
        (full.crates, full.left, full.right, full.lid),
        (Some(64), 16, 16, 16)
    );
    let gap = summarize(Stack::from_rows("1010/0000/0000/0000").heights());
    assert_eq!(
        gap.to_string(),
        "drawable=true legal=false left=2 right=2 lid=2"
    );
}

#[test]
fn canonical_stacks_keep_the_drawing_and_are_fixed_points() {
    let mut rng = GameRng::new(5);
    let mut checked = 0;
    while checked < 300 {
        let mut h = [0u8; 16];
        for c in h.iter_mut() {
            *c = if rng.below(3) == 0 {
                0
            } else {
                rng.below(5) as u8
            };
        }
        let s = Stack::new(h).unwrap();
        let Ok(d) = s.drawing() else { continue };
        let Some(c) = d.canonical_stack() else {
            continue;
        };
        let cd = c.drawing().unwrap();
        assert_eq!(c.canonical().unwrap(), c, "{s}");
        assert!(c.is_pile(), "{s}");
        assert_eq!(cd.cards(), d.cards());
        assert_eq!(cd.crates(), d.crates());
        checked += 1;
    }
}

// ---- scoring: the seed's worked examples ---------------------------------------------

fn points_of(table: &str, hand: Cards, after: &str) -> BuildOption {
    let g = Cubus::to_build(table, hand);
    g.evaluate_build(&Stack::from_rows(after), 0).unwrap()
}

#[test]
fn a_crate_built_with_two_cards_scores_1() {
    // A crate in front along x shows a lid and a right side (and hides the left side of
    // the first crate behind its own).
    let b = points_of("1000/0000/0000/0000", R + T, "1100/0000/0000/0000");
    assert_eq!((b.points, b.crates), (1, 2));
    assert_eq!(b.added, R + T);
}

#[test]
fn a_crate_built_with_one_card_scores_2() {
    let b = points_of("1100/1000/0000/0000", T, "1100/1100/0000/0000");
    assert_eq!((b.points, b.added, b.taken), (2, T, NONE));
}

#[test]
fn a_crate_built_with_no_card_scores_3() {
    // The flip: the notch's three cards re-laid as a crate.
    let b = points_of("2200/2100/0000/0000", NONE, "2200/2200/0000/0000");
    assert_eq!((b.points, b.added, b.taken), (3, NONE, NONE));
}

#[test]
fn one_card_drawing_an_upper_crate_and_the_hidden_one_beneath_scores_5() {
    let b = points_of("0200/2200/0000/0000", T, "2200/2200/0000/0000");
    assert_eq!((b.points, b.added, b.taken), (5, T, NONE));
    assert_eq!(b.crates, 8);
}

#[test]
fn points_are_three_per_crate_less_cards_added_plus_cards_taken() {
    let g = Cubus::to_build("2200/2100/0000/0000", Cards::new(2, 2, 2, 0));
    for b in builds(&g) {
        let delta = b.crates as i32 - g.crates() as i32;
        assert_eq!(
            b.points,
            3 * delta - b.added.total() as i32 + b.taken.total() as i32
        );
    }
}

#[test]
fn cards_taken_back_score_one_each_and_go_to_the_builder() {
    // A tower of two laid flat as three crates in a row: one left side is hidden.
    let mut g = Cubus::to_build("2000/0000/0000/0000", T + T + R);
    let seat = g.current();
    let before = g.hand(seat);
    let b = g
        .evaluate_build(&Stack::from_rows("1110/0000/0000/0000"), 0)
        .unwrap();
    assert_eq!((b.added, b.taken), (T + T + R, L));
    // 3 for the crate, 3 cards laid, 1 taken back.
    assert_eq!(b.points, 1);
    g.play(&Move::from(&b)).unwrap();
    assert_eq!(g.hand(seat), before - (T + T + R) + L);
    assert_eq!(g.score(seat), 1);
}

// ---- play ----------------------------------------------------------------------------

#[test]
fn start_crate_on_the_table_and_45_cards_in_the_deck() {
    let g = Cubus::new(&Setup::players(3), 1).unwrap();
    assert_eq!(g.table(), Cards::new(1, 1, 1, 0));
    assert_eq!(g.crates(), 1);
    assert_eq!(g.deck_len(), 45);
    assert_eq!(*g.phase(), Phase::Draw);
    assert!((0..3).all(|p| g.hand(p) == NONE));
}

#[test]
fn start_player_comes_from_the_seed() {
    let starts: std::collections::BTreeSet<usize> = (0..40)
        .map(|s| Cubus::new(&Setup::players(4), s).unwrap().current())
        .collect();
    assert_eq!(starts.len(), 4);
    let a = Cubus::new(&Setup::players(4), 9).unwrap();
    assert_eq!(a, Cubus::new(&Setup::players(4), 9).unwrap());
}

#[test]
fn each_turn_takes_the_top_card_into_the_players_open_cards() {
    let mut g = Cubus::new(&Setup::players(2), 3).unwrap();
    let seat = g.current();
    g.stack_deck(&[CardType::Open]).unwrap();
    assert_eq!(g.legal_moves(), vec![Move::Draw]);
    assert_eq!(g.reveals(), 0);
    g.play(&Move::Draw).unwrap();
    assert_eq!(g.hand(seat), O);
    assert_eq!(
        g.events(),
        &[Event::Drew {
            seat,
            card: CardType::Open
        }]
    );
    assert_eq!(g.reveals(), 1);
    assert_eq!(g.deck_len(), 44);
}

#[test]
fn building_starts_in_the_second_round() {
    let mut g = Cubus::new(&Setup::players(2), 3).unwrap();
    let first = g.current();
    g.play(&Move::Draw).unwrap();
    // First round: the turn passes straight on.
    assert_eq!((g.current(), g.phase().clone()), (1 - first, Phase::Draw));
    g.play(&Move::Draw).unwrap();
    assert_eq!((g.current(), g.phase().clone()), (first, Phase::Draw));
    g.play(&Move::Draw).unwrap();
    assert_eq!((g.current(), g.phase().clone()), (first, Phase::Build));
}

#[test]
fn legeregel_a_scoring_build_must_be_built() {
    let mut setup = Setup::players(2).with("knocking", "false");
    let g = position(setup.clone(), "1000/0000/0000/0000", 0, &[L + T, L + T]);
    assert_eq!(g.validate(&Move::NoBuild), Err(Error::MustBuild));
    assert!(!g.legal_moves().contains(&Move::NoBuild));
    // With nothing to score, declaring no build is the only move.
    setup = setup.with("ending", "none");
    let g = position(setup, "1000/0000/0000/0000", 0, &[L, L]);
    assert_eq!(g.legal_moves(), vec![Move::NoBuild]);
}

#[test]
fn every_build_must_score_at_least_one_point() {
    let g = Cubus::to_build("1000/0000/0000/0000", L + R + T);
    assert!(builds(&g).iter().all(|b| b.points >= 1));
}

#[test]
fn a_build_must_leave_more_crates_than_before() {
    let g = Cubus::to_build("2000/0000/0000/0000", L + R + T);
    assert_eq!(
        g.validate(&build_move("1100/0000/0000/0000", 0)),
        Err(Error::NoNewCrate)
    );
}

#[test]
fn the_drawn_card_may_but_need_not_be_used() {
    let mut g = position(Setup::players(2), "1000/0000/0000/0000", 0, &[L + T, L + T]);
    let p = g.current();
    g.stack_deck(&[CardType::Open]).unwrap();
    g.play(&Move::NoBuild).unwrap();
    g.play(&Move::PassKnock).unwrap();
    g.play(&Move::Draw).unwrap();
    let q = 1 - p;
    assert_eq!(g.hand(q), L + T + O);
    let builds = builds(&g);
    assert!(builds.iter().any(|b| b.added.open == 0));
    assert!(builds.iter().any(|b| b.added.open == 1));
}

#[test]
fn one_build_per_turn_then_the_next_player_draws() {
    let mut g = Cubus::to_build("1000/0000/0000/0000", L + T);
    let seat = g.current();
    g.play(&build_move("1000/1000/0000/0000", 0)).unwrap();
    assert_eq!((g.current(), g.phase().clone()), (1 - seat, Phase::Draw));
}

#[test]
fn added_cards_must_come_from_the_builders_hand() {
    let g = Cubus::to_build("1000/0000/0000/0000", R);
    assert_eq!(
        g.validate(&build_move("1100/0000/0000/0000", 0)),
        Err(Error::NotEnoughCards(CardType::Lid))
    );
}

#[test]
fn a_build_is_given_in_canonical_form() {
    let g = Cubus::to_build("1100/1100/0000/0000", L + L + R + R);
    // The 2×2×2 block drawn with its back top crate standing apart on the table behind:
    // the same cards, whose reading is the block.
    let raw = Move::Build(Build {
        stack: Stack::from_rows("1000/0020/0220/0000"),
        open: 0,
    });
    assert_eq!(
        g.validate(&raw),
        Err(Error::NotCanonical(Stack::from_rows("2200/2200/0000/0000")))
    );
    let b = g
        .evaluate_build(&Stack::from_rows("1000/0020/0220/0000"), 0)
        .unwrap();
    assert_eq!((b.crates, b.points), (8, 3 * 4 - 4));
    assert_eq!(g.validate(&Move::from(&b)), Ok(()));
}

// ---- open crates ---------------------------------------------------------------------

#[test]
fn open_crates_never_move_once_built_in() {
    // Two open crates side by side must stay side by side and visible.
    let hand = Cards::new(2, 1, 1, 0);
    let g = position(
        Setup::players(2),
        "1100/0000/0000/0000",
        col(0, 0) | col(1, 0),
        &[hand, hand],
    );
    assert_eq!(g.table().open, 2);
    let apart = build_move("1110/0000/0000/0000", col(0, 0) | col(2, 0));
    assert_eq!(g.validate(&apart), Err(Error::OpenCrateMoved));
    let kept = build_move("1110/0000/0000/0000", col(0, 0) | col(1, 0));
    assert!(g.validate(&kept).is_ok());
    // Covering one of them with a crate on top is the same offence.
    let covered = build_move("2100/0000/0000/0000", col(0, 0) | col(1, 0));
    assert_eq!(g.validate(&covered), Err(Error::OpenCrateMoved));
}

#[test]
fn a_new_layer_may_be_slid_in_under_open_crates() {
    let hand = Cards::new(3, 3, 0, 0);
    let g = position(
        Setup::players(2),
        "1100/1000/0000/0000",
        col(1, 0) | col(0, 1),
        &[hand, hand],
    );
    // Every crate moves along (1,1,1) onto a new layer: the cards stay where they lay.
    let b = g
        .evaluate_build(
            &Stack::from_rows("0000/0220/0200/0000"),
            col(2, 1) | col(1, 2),
        )
        .unwrap();
    assert_eq!((b.crates, b.points), (6, 3 * 3 - 4));
    assert_eq!(b.added, Cards::new(2, 2, 0, 0));
    let old: Vec<Face> = g.drawing().faces();
    let new = b.stack.drawing().unwrap();
    let kept = (-3..=3)
        .flat_map(|du: i8| (-3..=3).map(move |dv: i8| (du, dv)))
        .map(|(du, dv)| {
            old.iter()
                .filter(|f| {
                    new.contains(Face {
                        u: f.u + du,
                        v: f.v + dv,
                        ..**f
                    })
                })
                .count()
        })
        .max()
        .unwrap();
    assert_eq!(kept, old.len());
}

#[test]
fn simply_swapping_a_lid_for_an_open_crate_is_not_a_move() {
    let g = Cubus::to_build("1000/0000/0000/0000", O);
    assert_eq!(
        g.validate(&build_move("1000/0000/0000/0000", col(0, 0))),
        Err(Error::LidSwapOnly)
    );
}

#[test]
fn open_crates_from_the_hand_may_close_any_lid_of_a_build() {
    let g = Cubus::to_build("1000/0000/0000/0000", R + O);
    let builds = builds(&g);
    let side = Stack::from_rows("1100/0000/0000/0000");
    let mut opens: Vec<u16> = builds
        .iter()
        .filter(|b| b.stack == side)
        .map(|b| b.open)
        .collect();
    opens.sort();
    assert_eq!(opens, vec![col(0, 0), col(1, 0)]);
    assert!(builds.iter().all(|b| b.added.open == 1));
}

// ---- knocking ------------------------------------------------------------------------

fn knocking_game(players: usize, hand_of_mover: Cards) -> Cubus {
    let mut g = Cubus::new(&Setup::players(players), 11).unwrap();
    let mut hands = vec![NONE; players];
    hands[g.current()] = hand_of_mover;
    g.set_position(&Stack::from_rows("1000/0000/0000/0000"), 0, &hands)
        .unwrap();
    g
}

#[test]
fn with_knocking_a_player_may_declare_no_build_although_one_exists() {
    let g = knocking_game(3, L + T);
    assert!(g.has_scoring_build(g.current()));
    assert!(g.legal_moves().contains(&Move::NoBuild));
}

#[test]
fn the_others_may_knock_in_turn_order_before_the_next_draw() {
    let mut g = knocking_game(3, L + T);
    let p = g.current();
    g.play(&Move::NoBuild).unwrap();
    assert_eq!(
        *g.phase(),
        Phase::KnockWindow {
            overlooker: p,
            asked: (p + 1) % 3
        }
    );
    assert_eq!(g.to_move(), Some((p + 1) % 3));
    assert_eq!(g.legal_moves(), vec![Move::Knock, Move::PassKnock]);
    assert_eq!(g.validate(&Move::Draw), Err(Error::NoDrawNow));
    g.play(&Move::PassKnock).unwrap();
    assert_eq!(g.to_move(), Some((p + 2) % 3));
    g.play(&Move::PassKnock).unwrap();
    // Nobody knocked: the next player draws.
    assert_eq!((g.current(), g.phase().clone()), ((p + 1) % 3, Phase::Draw));
}

#[test]
fn the_first_knocker_builds_with_the_overlookers_cards_and_scores() {
    let mut g = knocking_game(3, L + T);
    let p = g.current();
    let k = (p + 2) % 3;
    g.play(&Move::NoBuild).unwrap();
    g.play(&Move::PassKnock).unwrap();
    g.play(&Move::Knock).unwrap();
    assert_eq!(
        *g.phase(),
        Phase::KnockBuild {
            knocker: k,
            overlooker: p
        }
    );
    assert_eq!(g.validate(&Move::NoBuild), Err(Error::KnockerMustBuild));
    let best = g.best_build().unwrap();
    g.play(&Move::from(&best)).unwrap();
    assert_eq!(g.score(k), best.points);
    assert_eq!(g.score(p), 0);
    assert_eq!(g.hand(p), L + T - best.added + best.taken);
    assert_eq!((g.current(), g.phase().clone()), ((p + 1) % 3, Phase::Draw));
}

#[test]
fn a_knock_when_no_scoring_build_existed_gives_every_other_player_2_points() {
    let mut g = knocking_game(3, L);
    let p = g.current();
    assert!(!g.has_scoring_build(p));
    g.play(&Move::NoBuild).unwrap();
    g.play(&Move::Knock).unwrap();
    let k = (p + 1) % 3;
    assert_eq!(
        g.events(),
        &[Event::Knocked {
            seat: k,
            overlooker: p,
            justified: false
        }]
    );
    for s in 0..3 {
        assert_eq!(g.score(s), if s == k { 0 } else { 2 });
    }
    assert_eq!((g.current(), g.phase().clone()), (k, Phase::Draw));
}

#[test]
fn without_knocking_there_is_no_knock_window() {
    let setup = Setup::players(2).with("knocking", "false");
    let mut g = position(setup, "1000/0000/0000/0000", 0, &[L, L]);
    let p = g.current();
    g.play(&Move::NoBuild).unwrap();
    assert_eq!((g.current(), g.phase().clone()), (1 - p, Phase::Draw));
    assert_eq!(g.validate(&Move::Knock), Err(Error::MustDraw));
}

// ---- the end -------------------------------------------------------------------------

/// Block minus its back top crate, three of its lids open: 47 cards on the table, the
/// 48th (an open crate) in `holder`'s hand, the deck empty. Without a holder: the full
/// block with four open crates.
fn endgame(setup: Setup, holder: Option<usize>) -> Cubus {
    let mut g = Cubus::new(&setup, 11).unwrap();
    let mut hands = vec![NONE; g.players()];
    let open = col(3, 0) | col(0, 3) | col(3, 3);
    let (rows, open) = match holder {
        Some(h) => {
            hands[h] = O;
            ("3444/4444/4444/4444", open)
        }
        None => ("4444/4444/4444/4444", open | col(1, 1)),
    };
    g.set_position(&Stack::from_rows(rows), open, &hands)
        .unwrap();
    assert_eq!(g.deck_len(), 0);
    g
}

#[test]
fn the_game_ends_when_the_deck_is_empty_and_no_one_can_score() {
    let mut g = endgame(Setup::players(2).with("knocking", "false"), Some(0));
    // Seat 0 can still close the back corner; seat 1 cannot.
    assert!(g.has_scoring_build(0) && !g.has_scoring_build(1));
    if g.current() == 1 {
        g.play(&Move::NoBuild).unwrap();
        assert!(g.outcome().is_none());
    }
    // The whole back column is hidden, so the table holds 60 crates; closing it with one
    // card gains 4.
    assert_eq!(g.crates(), 60);
    let b = g.best_build().unwrap();
    assert_eq!(b.points, 4 * 3 - 1);
    g.play(&Move::from(&b)).unwrap();
    assert_eq!(g.crates(), 64);
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![0])));
    assert!(g.events().contains(&Event::GameOver));
}

#[test]
fn a_round_without_any_build_after_the_deck_ran_out_ends_the_game() {
    // Digital backstop: players who keep declining end the game.
    let mut g = endgame(Setup::players(2), Some(0));
    for _ in 0..2 {
        g.play(&Move::NoBuild).unwrap();
        g.play(&Move::PassKnock).unwrap();
    }
    assert_eq!(*g.phase(), Phase::Over);
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![0, 1])));
}

#[test]
fn the_highest_score_wins_and_ties_share() {
    let mut g = endgame(Setup::players(3).with("knocking", "false"), None);
    g.set_scores(&[4, 7, 7]);
    assert_eq!(g.legal_moves(), vec![Move::NoBuild]);
    g.play(&Move::NoBuild).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1, 2])));
}

#[test]
fn ending_lowest_lets_the_lowest_scorer_build_with_all_remaining_cards() {
    let mut g = endgame(Setup::players(2).with("ending", "lowest"), Some(0));
    g.set_scores(&[6, 5]);
    for _ in 0..2 {
        g.play(&Move::NoBuild).unwrap();
        g.play(&Move::PassKnock).unwrap();
    }
    assert_eq!(*g.phase(), Phase::FinalBuild { builder: 1 });
    let b = g.best_build().unwrap();
    g.play(&Move::from(&b)).unwrap();
    // Seat 1 built with seat 0's open crate.
    assert_eq!(g.scores(), &[6, 5 + 11]);
    assert_eq!(g.hand(0), NONE);
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1])));
}

#[test]
fn ending_best_lets_the_best_proposal_be_built() {
    let mut g = endgame(Setup::players(2).with("ending", "best"), Some(1));
    for _ in 0..2 {
        g.play(&Move::NoBuild).unwrap();
        g.play(&Move::PassKnock).unwrap();
    }
    let first = g.start_player();
    assert_eq!(
        *g.phase(),
        Phase::Contest {
            asked: first,
            left: 2,
            best: None
        }
    );
    let b = g.best_build().unwrap();
    g.play(&Move::from(&b)).unwrap();
    // The second player cannot beat 11 points: only passing is left.
    assert_eq!(g.legal_moves(), vec![Move::NoBuild]);
    g.play(&Move::NoBuild).unwrap();
    assert_eq!(g.score(first), 11);
    assert_eq!(g.phase(), &Phase::Over);
}

// ---- Abbau ---------------------------------------------------------------------------

fn abbau(players: usize) -> Cubus {
    Cubus::new(&Setup::players(players).with("abbau", "true"), 4).unwrap()
}

#[test]
fn abbau_starts_from_the_full_block_with_four_open_crates() {
    let g = abbau(3);
    assert_eq!(*g.stack(), Stack::FULL);
    assert_eq!(g.table(), Cards::new(16, 16, 12, 4));
    assert_eq!(g.open_columns().count_ones(), 4);
    assert_eq!(*g.phase(), Phase::Dismantle);
    assert_eq!(g.reveals(), 0);
}

#[test]
fn abbau_removes_exactly_one_crate_per_turn() {
    let g = abbau(3);
    let moves = g.legal_moves();
    assert!(!moves.is_empty());
    for b in builds(&g) {
        assert_eq!(b.crates, 63);
        assert_eq!(b.added, NONE);
    }
    assert_eq!(g.validate(&Move::NoBuild), Err(Error::MustDismantle));
    let two_less = build_move("2444/4444/4444/4444", g.open_columns());
    assert!(g.validate(&two_less).is_err());
}

#[test]
fn abbau_cards_taken_off_are_won_one_point_each() {
    let mut g = position(
        Setup::players(3).with("abbau", "true"),
        "1100/0000/0000/0000",
        0,
        &[],
    );
    let seat = g.current();
    let b = g
        .evaluate_build(&Stack::from_rows("1000/0000/0000/0000"), 0)
        .unwrap();
    assert_eq!((b.taken, b.points), (T + R, 2));
    g.play(&Move::from(&b)).unwrap();
    assert_eq!(g.score(seat), 2);
    assert_eq!(g.hand(seat), T + R);
}

#[test]
fn abbau_open_crates_join_in_only_when_no_other_reduction_exists() {
    // Two crates, one open: one crate can go while the open one stays.
    let g = position(
        Setup::players(3).with("abbau", "true"),
        "1100/0000/0000/0000",
        col(0, 0),
        &[],
    );
    assert!(builds(&g).iter().all(|b| b.open != 0));
    assert_eq!(
        g.validate(&build_move("1000/0000/0000/0000", 0)),
        Err(Error::OpenCrateMoved)
    );
    // One open crate left: taking it off is the only reduction, so it is allowed.
    let mut g = position(
        Setup::players(3).with("abbau", "true"),
        "1000/0000/0000/0000",
        col(0, 0),
        &[],
    );
    let seat = g.current();
    assert_eq!(
        g.legal_moves(),
        vec![Move::Build(Build {
            stack: Stack::EMPTY,
            open: 0
        })]
    );
    g.play(&g.legal_moves()[0]).unwrap();
    assert_eq!(g.score(seat), 3);
    assert_eq!(
        g.outcome().map(|o| matches!(o, Outcome::Winners(_))),
        Some(true)
    );
}

#[test]
fn abbau_most_cards_wins() {
    let mut g = abbau(3);
    while g.outcome().is_none() {
        // Take the reduction winning the most cards (keeps the test quick).
        let b = g.best_build().unwrap();
        g.play(&Move::from(&b)).unwrap();
    }
    let won: Vec<i32> = (0..3).map(|p| g.hand(p).total() as i32).collect();
    assert_eq!(won, g.scores());
    let top = *won.iter().max().unwrap();
    let Some(Outcome::Winners(w)) = g.outcome() else {
        panic!()
    };
    assert!(w.iter().all(|&p| won[p] == top));
}

// ---- notation, views, search ---------------------------------------------------------

#[test]
fn notation_round_trips_and_rejects_garbage() {
    for m in [
        Move::Draw,
        Move::NoBuild,
        Move::Knock,
        Move::PassKnock,
        build_move("1100/0000/0000/0000", col(1, 0)),
        Move::Build(Build {
            stack: Stack::FULL,
            open: 0b1000_0000_0000_0001,
        }),
    ] {
        assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    }
    assert_eq!(
        build_move("1100/0000/0000/0000", col(1, 0)).to_string(),
        "b1100000000000000o1"
    );
    for bad in [
        "",
        "b",
        "x",
        "b110000000000000",
        "b11000000000000000",
        "b1100000000000000o",
        "b1100000000000000o11",
        "b1100000000000000og",
        "bé100000000000000",
        "d ",
        "b;",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?}");
    }
}

#[test]
fn determinize_reshuffles_the_deck_only() {
    let g = Cubus::new(&Setup::players(3), 8).unwrap();
    let mut rng = GameRng::new(1);
    let v = g.determinize(Some(0), &mut rng);
    assert_eq!(v.deck_len(), g.deck_len());
    assert_eq!(v.legal_moves(), g.legal_moves());
    assert_eq!(v.stack(), g.stack());
    assert_ne!(v, g);
}

#[test]
fn table_cards_name_open_crates() {
    let g = position(Setup::players(2), "1100/0000/0000/0000", col(1, 0), &[]);
    let cards = g.table_cards();
    assert_eq!(cards.len(), 5);
    assert_eq!(cards.iter().filter(|c| c.card == CardType::Open).count(), 1);
    assert_eq!(g.open_columns(), col(1, 0));
}

#[test]
fn listed_builds_validate_and_random_stacks_validate_only_when_listed() {
    let g = Cubus::to_build("2110/1100/0000/0000", Cards::new(1, 1, 1, 1));
    let listed: std::collections::HashSet<Move> = builds(&g).iter().map(Move::from).collect();
    assert!(listed.len() > 100);
    for m in &listed {
        assert_eq!(g.validate(m), Ok(()), "{m}");
    }
    let mut rng = GameRng::new(2);
    let mut accepted = 0;
    for _ in 0..3000 {
        let mut h = [0u8; 16];
        for (c, x) in h.iter_mut().enumerate() {
            *x = if c % 4 < 3 && c / 4 < 3 {
                rng.below(4) as u8
            } else {
                0
            };
        }
        let Ok(s) = Stack::new(h) else { continue };
        let open = if rng.below(4) == 0 { col(0, 0) } else { 0 };
        let m = Move::Build(Build { stack: s, open });
        let ok = g.validate(&m).is_ok();
        assert_eq!(ok, listed.contains(&m), "{m}");
        accepted += ok as usize;
        if let Ok(b) = g.evaluate_build(&s, 0) {
            assert!(listed.contains(&Move::from(&b)), "{s}");
        }
    }
    assert!(accepted > 0);
}

#[test]
fn best_build_has_the_most_points() {
    let g = Cubus::to_build("2110/1100/1000/0000", Cards::new(1, 1, 1, 0));
    let all = builds(&g);
    let best = g.best_build().unwrap();
    assert_eq!(best.points, all.iter().map(|b| b.points).max().unwrap());
    assert!(all.contains(&best));
}

/// A build is checked once, by `validate`; playing it then scores what the search said it
/// would: every listed build and reduction along random games, in the build game and in
/// both Abbau starts.
#[test]
fn a_played_build_scores_what_the_search_said() {
    for (setup, seed) in [
        (Setup::players(2), 3),
        (Setup::players(3).with("ending", "best"), 8),
        (Setup::players(3).with("abbau", "true"), 4),
        (
            Setup::players(2)
                .with("abbau", "true")
                .with("abbau_start", "random"),
            5,
        ),
    ] {
        let mut g = Cubus::new(&setup, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut checked = 0;
        for _ in 0..24 {
            if g.outcome().is_some() {
                break;
            }
            if matches!(g.phase(), Phase::Build | Phase::Dismantle) {
                let seat = g.current();
                for b in g.listed_builds().0 {
                    let mut next = g.clone();
                    next.play(&Move::from(&b)).unwrap();
                    assert_eq!(
                        next.score(seat) - g.score(seat),
                        b.points,
                        "{setup:?} {}",
                        Move::from(&b)
                    );
                    checked += 1;
                }
            }
            let moves = g.legal_moves();
            g.play(&moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        assert!(checked >= 5, "{setup:?}: {checked} builds");
    }
}

// ---- conformance ---------------------------------------------------------------------

/// Whole random games for every player count and variant (release, a few seconds).
#[test]
#[ignore]
fn conformance_full_games() {
    for (setup, games) in [
        (Setup::players(2), 6),
        (Setup::players(3).with("knocking", "false"), 4),
        (Setup::players(6).with("ending", "best"), 3),
        (Setup::players(4).with("ending", "lowest"), 3),
        (Setup::players(3).with("abbau", "true"), 5),
        (Setup::players(5).with("abbau", "true"), 3),
    ] {
        let t = std::time::Instant::now();
        let r =
            conformance::run::<Cubus>(&setup, 100, games, 2000).unwrap_or_else(|v| panic!("{v}"));
        println!("{setup:?}: {} in {:?}", r.summary(), t.elapsed());
    }
}

// ---- Abbau starts ----------------------------------------------------------------------

#[test]
fn abbau_may_start_from_a_seeded_random_legal_stack() {
    let setup = Setup::players(3)
        .with("abbau", "true")
        .with("abbau_start", "random");
    let g = Cubus::new(&setup, 5).unwrap();
    assert!(g.stack().is_pile());
    assert!(g.crates() >= 8);
    assert!(g.open_columns().count_ones() >= 1);
    assert_eq!(*g.phase(), Phase::Dismantle);
    assert_eq!(g, Cubus::new(&setup, 5).unwrap());
    assert_eq!(g.check_invariants(), Ok(()));
}

#[test]
fn abbau_continues_from_the_final_stack_of_a_build_game_with_its_open_crates() {
    let mut g = endgame(Setup::players(2).with("knocking", "false"), Some(0));
    if g.current() == 1 {
        g.play(&Move::NoBuild).unwrap();
    }
    let b = g.best_build().unwrap();
    g.play(&Move::from(&b)).unwrap();
    assert_eq!(*g.phase(), Phase::Over);
    let setup = g.abbau_setup().unwrap();
    assert_eq!(
        setup.options.get("abbau_stack").map(String::as_str),
        Some(&g.to_string_for_abbau()[..])
    );
    let a = Cubus::new(&setup, 1).unwrap();
    assert_eq!(a.stack(), g.stack());
    assert_eq!(a.open_columns(), g.open_columns());
    assert_eq!(*a.phase(), Phase::Dismantle);
    // A bad stack is refused with the option named.
    let bad = Setup::players(2)
        .with("abbau", "true")
        .with("abbau_stack", "1010000000000000");
    assert!(Cubus::new(&bad, 1).is_err());
}

trait AbbauText {
    fn to_string_for_abbau(&self) -> String;
}

impl AbbauText for Cubus {
    fn to_string_for_abbau(&self) -> String {
        let m = Move::Build(Build {
            stack: *self.stack(),
            open: self.open_columns(),
        });
        m.to_string()[1..].to_string()
    }
}

// ---- the end-to-end script ---------------------------------------------------------------

/// The game `tests/e2e/cubus.test.mjs` plays (seed 1, two players): after 12 rounds of
/// draws, seat 1 builds, then seat 0 flips a notch into a crate with no card (3 points) and
/// later rebuilds, taking a lid back.
pub const E2E_SCRIPT: &str = "d d d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d b2110100000000000o0 d b2200110000000000o0 d n p d b3300200000000000o0";

#[test]
fn the_e2e_script_has_a_flip_and_a_rebuild() {
    let moves: Vec<Move> = E2E_SCRIPT.split(' ').map(|m| m.parse().unwrap()).collect();
    assert_eq!(moves.len(), 47);
    let mut g = Cubus::new(&Setup::players(2), 1).unwrap();
    for m in &moves[..41] {
        g.play(m).unwrap();
    }
    let flipper = g.current();
    assert_eq!((g.crates(), g.table().total()), (5, 11));
    let Move::Build(flip) = moves[41] else {
        panic!()
    };
    let o = g.evaluate_build(&flip.stack, flip.open).unwrap();
    assert_eq!((o.points, o.added, o.taken, o.crates), (3, NONE, NONE, 6));
    println!("seat {flipper} flips; scores before {:?}", g.scores());
    for m in &moves[41..46] {
        g.play(m).unwrap();
    }
    assert_eq!(g.current(), flipper);
    let Move::Build(re) = moves[46] else { panic!() };
    let o = g.evaluate_build(&re.stack, re.open).unwrap();
    assert_eq!((o.points, o.added, o.taken), (3, Cards::new(2, 2, 0, 0), T));
    g.play(&moves[46]).unwrap();
    println!("scores after {:?}", g.scores());
}
