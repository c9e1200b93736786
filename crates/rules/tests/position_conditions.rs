//! Each condition a position must meet, per game: a position that breaks that condition
//! alone is refused with that condition's own error, naming its place where it has one.
//! The tests are named after the conditions.

#[path = "shared/mojave_board.rs"]
mod mojave_board;

use mojave_board::mojave_board as mojave;
use rules::cubes::position::Standing;
use rules::cubes::{self, Cubes};
use rules::mojave::position::Facing;
use rules::mojave::{self, Mojave, Square};
use rules::{cube_attack, cubulus, cubus, AnyGame, AnyPositionError, Editable, GameId};
use rules::{Game, PositionRefusal, Setup, Sight};

/// The one error the position `text` of `id` is refused with.
fn only(id: GameId, text: &str) -> AnyPositionError {
    match AnyGame::from_position(id, text, 1) {
        Err(PositionRefusal::Broken(mut e)) if e.len() == 1 => e.remove(0),
        other => panic!("{text}: {other:?}"),
    }
}

/// The one error a position struct of `G` is refused with.
fn only_of<G: Editable>(p: &G::Position) -> G::PositionError {
    match G::from_position(p, 1) {
        Err(mut e) if e.len() == 1 => e.remove(0),
        Err(e) => panic!("{p}: {e:?}"),
        Ok(_) => panic!("{p}: accepted"),
    }
}

macro_rules! refused {
    ($($name:ident: $game:ident, $text:expr, $pat:pat),* $(,)?) => {$(
        #[test]
        fn $name() {
            let text: String = $text.into();
            let e = only(GameId::$game, &text);
            assert!(matches!(e, AnyPositionError::$game($pat)), "{e:?}");
        }
    )*};
}

/// `text` with its space-separated field `i` replaced.
fn with(text: &str, i: usize, value: &str) -> String {
    let mut f: Vec<&str> = text.split(' ').collect();
    f[i] = value;
    f.join(" ")
}

// Cubulus.

const CUBULUS: &str = "3 ........./........./......... 0 - 0 1";

#[test]
fn cubulus_bases_are_accepted() {
    for text in [CUBULUS, "2 ........./........./......... 1 - 0 1"] {
        AnyGame::from_position(GameId::Cubulus, text, 1).unwrap();
    }
}

refused! {
    cubulus_two_or_three_players: Cubulus, with(CUBULUS, 0, "4"),
        cubulus::position::PositionError::PlayerCount { players: 4 },
    cubulus_the_seat_to_move_exists: Cubulus, "2 ........./........./......... 2 - 0 1",
        cubulus::position::PositionError::NoSuchSeat { seat: 2 },
    cubulus_two_players_have_two_colours: Cubulus, "2 nnnnnnnnn/2......../......... 0 - 10 1",
        cubulus::position::PositionError::NoSuchColour { seat: 2, .. },
    cubulus_three_players_have_no_neutral_balls: Cubulus, "3 n......../........./......... 0 - 0 1",
        cubulus::position::PositionError::NeutralWithThreePlayers { .. },
    too_many_balls_of_one_colour_is_refused: Cubulus, "3 000000000/0......../......... 0 - 10 1",
        cubulus::position::PositionError::TooManyBalls { .. },
    cubulus_the_neutral_balls_come_first: Cubulus, "2 nnn0...../........./......... 1 - 3 1",
        cubulus::position::PositionError::BallBeforeNeutrals { .. },
    cubulus_no_rotation_while_placing: Cubulus, "2 nnn....../........./......... 1 rx00+ 3 1",
        cubulus::position::PositionError::RotationWhilePlacing { .. },
    cubulus_only_a_full_line_was_rotated: Cubulus, "3 0......../........./......... 1 rx00+ 2 1",
        cubulus::position::PositionError::RotatedLineNotFull { .. },
    cubulus_a_line_of_one_colour_was_not_rotated: Cubulus, "3 0......../0......../0........ 1 rx00+ 4 1",
        cubulus::position::PositionError::RotatedLineOfOneColour { .. },
    cubulus_every_ball_took_a_move: Cubulus, "3 0......../........./......... 1 - 0 1",
        cubulus::position::PositionError::TooFewMoves { ply: 0, fewest: 1 },
    cubulus_placing_takes_one_move_a_ball: Cubulus, "2 nnn....../........./......... 1 - 5 1",
        cubulus::position::PositionError::TooManyMovesWhilePlacing { ply: 5, placed: 3 },
    cubulus_no_move_past_the_limit: Cubulus, with(CUBULUS, 4, "301"),
        cubulus::position::PositionError::PastMoveLimit { ply: 301 },
    cubulus_a_position_occurs_at_most_three_times: Cubulus, with(CUBULUS, 5, "4"),
        cubulus::position::PositionError::ImpossibleRepetition { seen: 4 },
}

#[test]
fn a_cubulus_error_names_its_cell() {
    let e = only(GameId::Cubulus, "3 000000000/0......../......... 0 - 10 1");
    assert_eq!(e.place().as_deref(), Some("100"));
}

// Mojave.

const TWO: [(&str, &str); 2] = [("a1", "r12"), ("a16", "b12")];
const TIE: [(&str, &str); 4] = [("h9", "r51"), ("h10", "b51"), ("a16", "b12"), ("a1", "r12")];

fn mojave_position(text: &str) -> mojave::position::Position {
    text.parse().unwrap()
}

#[test]
fn mojave_bases_are_accepted() {
    for text in [
        mojave(16, &TWO, "r 0 0 0 -"),
        mojave(16, &TIE, "r 1 0 0 h10:h9"),
    ] {
        AnyGame::from_position(GameId::Mojave, &text, 1).unwrap();
    }
}

refused! {
    mojave_a_board_has_16_to_30_rows: Mojave, mojave(15, &TWO[..1], "r 0 0 0 -"),
        mojave::position::PositionError::BoardLength { length: 15 },
    a_die_face_that_cannot_be_on_top_with_that_side_facing_is_refused: Mojave,
        mojave(16, &[("a1", "r16"), ("a16", "b12")], "r 0 0 0 -"),
        mojave::position::PositionError::ImpossibleDie { top: 1, north: 6, .. },
    mojave_at_most_15_dice_a_player: Mojave, mojave(16, &[
            ("a1", "r12"), ("b1", "r12"), ("c1", "r12"), ("d1", "r12"), ("e1", "r12"),
            ("f1", "r12"), ("g1", "r12"), ("h1", "r12"), ("i1", "r12"), ("j1", "r12"),
            ("k1", "r12"), ("l1", "r12"), ("m1", "r12"), ("n1", "r12"), ("o1", "r12"),
            ("a2", "r12"), ("a16", "b12"),
        ], "r 0 0 0 -"),
        mojave::position::PositionError::TooManyDice { .. },
    mojave_no_move_past_the_backstop: Mojave, mojave(16, &TWO, "r 301 0 0 -"),
        mojave::position::PositionError::PastBackstop { moves: 301 },
    mojave_a_move_limit_is_at_most_300: Mojave, mojave(16, &TWO, "r 0 301 0 -"),
        mojave::position::PositionError::MoveLimitTooHigh { limit: 301 },
    mojave_no_move_past_the_move_limit: Mojave, mojave(16, &TWO, "r 11 10 0 -"),
        mojave::position::PositionError::PastMoveLimit { moves: 11, limit: 10 },
    mojave_two_passes_end_the_game: Mojave, mojave(16, &TWO, "r 5 0 3 -"),
        mojave::position::PositionError::TooManyPasses { passes: 3 },
    mojave_each_pass_is_a_move: Mojave, mojave(16, &TWO, "r 1 0 2 -"),
        mojave::position::PositionError::MorePassesThanMoves { passes: 2, moves: 1 },
    mojave_no_zugzwang_after_the_end: Mojave, mojave(16, &TIE, "r 300 0 0 h10:h9"),
        mojave::position::PositionError::ZugzwangAfterTheEnd { .. },
    mojave_a_zugzwang_follows_a_tip: Mojave, mojave(16, &TIE, "r 1 0 1 h10:h9"),
        mojave::position::PositionError::ZugzwangWithoutATip { .. },
    mojave_the_attacker_is_an_enemy_die: Mojave, mojave(16, &TIE, "r 1 0 0 h9:h10"),
        mojave::position::PositionError::AttackerNotAnEnemy { .. },
    mojave_the_attacked_dice_are_the_movers: Mojave, mojave(16, &TIE, "r 1 0 0 h10:h9,a16"),
        mojave::position::PositionError::AttackedNotOwn { .. },
    mojave_the_attacked_dice_are_all_beside_the_attacker: Mojave,
        mojave(16, &[("h9", "r51"), ("g10", "r12"), ("h10", "b51"), ("a16", "b12")], "r 1 0 0 h10:h9"),
        mojave::position::PositionError::AttackedNotTheNeighbours { .. },
    mojave_a_zugzwang_comes_from_a_tie: Mojave,
        mojave(16, &[("h9", "r41"), ("h10", "b51"), ("a16", "b12"), ("a1", "r12")], "r 1 0 0 h10:h9"),
        mojave::position::PositionError::NotATie { .. },
    mojave_a_zugzwang_without_answer_is_settled_at_once: Mojave, mojave(16, &[
            ("h9", "r41"), ("h10", "b12"), ("h8", "b12"), ("g9", "b12"), ("i9", "b12"),
            ("a16", "b12"), ("a1", "r12"),
        ], "r 1 0 0 h10:h9"),
        mojave::position::PositionError::ZugzwangWithoutAnswer { .. },
}

#[test]
fn mojave_a_die_stands_on_the_board() {
    let mut p = mojave_position(&mojave(16, &TWO, "r 0 0 0 -"));
    let facing = Facing {
        owner: 0,
        top: 1,
        north: 2,
    };
    p.dice.push((Square::new(3, 20), facing));
    let e = only_of::<Mojave>(&p);
    assert!(
        matches!(e, mojave::position::PositionError::OffTheBoard { .. }),
        "{e:?}"
    );
    assert_eq!(rules::Fault::place(&e).as_deref(), Some("d21"));
}

#[test]
fn mojave_one_die_a_square() {
    let mut p = mojave_position(&mojave(16, &TWO, "r 0 0 0 -"));
    p.dice.push(p.dice[0]);
    let e = only_of::<Mojave>(&p);
    assert!(
        matches!(
            e,
            mojave::position::PositionError::TwoDiceOnOneSquare { .. }
        ),
        "{e:?}"
    );
}

#[test]
fn mojave_dice_belong_to_red_or_black() {
    let mut p = mojave_position(&mojave(16, &TWO, "r 0 0 0 -"));
    p.dice.push((
        Square::new(5, 5),
        Facing {
            owner: 2,
            top: 1,
            north: 2,
        },
    ));
    let e = only_of::<Mojave>(&p);
    assert!(
        matches!(
            e,
            mojave::position::PositionError::NoSuchOwner { owner: 2, .. }
        ),
        "{e:?}"
    );
}

#[test]
fn mojave_red_or_black_is_to_move() {
    let mut p = mojave_position(&mojave(16, &TWO, "r 0 0 0 -"));
    p.turn = 2;
    let e = only_of::<Mojave>(&p);
    assert!(
        matches!(e, mojave::position::PositionError::NoSuchSeat { seat: 2 }),
        "{e:?}"
    );
}

// Cube Attack.

const ATTACK: &str = "2 S30.1n@0*4,S210.1n@1*4 16,16 0,0 1 2 1 1 - -";

#[test]
fn cube_attack_base_is_accepted() {
    AnyGame::from_position(GameId::CubeAttack, ATTACK, 1).unwrap();
}

refused! {
    cube_attack_two_to_six_players: CubeAttack, "7 - 16,16 0,0 1 2 1 1 - -",
        cube_attack::position::PositionError::PlayerCount { players: 7 },
    cube_attack_a_list_entry_per_seat: CubeAttack, with(ATTACK, 2, "16,16,16"),
        cube_attack::position::PositionError::SeatListLength { what: "reserves", .. },
    a_turn_for_a_seat_that_does_not_exist_is_refused: CubeAttack, with(ATTACK, 4, "2"),
        cube_attack::position::PositionError::TurnOfNoSeat { seat: 2 },
    cube_attack_the_start_player_exists: CubeAttack, with(ATTACK, 7, "5"),
        cube_attack::position::PositionError::StartOfNoSeat { seat: 5 },
    cube_attack_cubes_stand_on_planets_of_the_map: CubeAttack,
        with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E16.1n@0"),
        cube_attack::position::PositionError::NoSuchPlanet { .. },
    cube_attack_cubes_belong_to_seats: CubeAttack, with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E15.1n@2"),
        cube_attack::position::PositionError::CubeOfNoSeat { owner: 2, .. },
    cube_attack_a_group_has_cubes: CubeAttack, with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E15.1n@0*0"),
        cube_attack::position::PositionError::EmptyGroup { .. },
    cube_attack_a_cube_has_one_or_two_lives: CubeAttack, with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E15.3n@0"),
        cube_attack::position::PositionError::ImpossibleLives { lives: 3, .. },
    cube_attack_no_cube_on_another_seats_start_planet: CubeAttack,
        with(&with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,S210.1n@0"), 2, "15,16"),
        cube_attack::position::PositionError::OnStartPlanet { owner: 0, .. },
    cube_attack_a_lost_life_is_marked_only_under_relife_once: CubeAttack,
        with(&with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E15.1no@0"), 2, "15,16"),
        cube_attack::position::PositionError::MarkedWithoutRelifeOnce { .. },
    cube_attack_only_the_mover_used_cubes_this_turn: CubeAttack,
        with(&with(&with(&with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E15.1na@0"), 2, "15,16"), 4, "1"), 5, "1"),
        cube_attack::position::PositionError::UsedOutOfTurn { owner: 0, .. },
    cube_attack_each_used_cube_took_an_action: CubeAttack,
        with(&with(ATTACK, 1, "S30.1n@0*4,S210.1n@1*4,E15.1na@1"), 2, "16,15"),
        cube_attack::position::PositionError::MoreUsedThanActions { taken: 0 },
    cube_attack_twenty_cubes_a_seat: CubeAttack, with(ATTACK, 2, "17,16"),
        cube_attack::position::PositionError::TooManyCubes { seat: 0 },
    cube_attack_one_or_two_actions_left: CubeAttack, with(ATTACK, 5, "3"),
        cube_attack::position::PositionError::ImpossibleActionsLeft { actions_left: 3 },
    cube_attack_rounds_run_from_1_to_200: CubeAttack, with(ATTACK, 6, "0"),
        cube_attack::position::PositionError::RoundOutOfRange { round: 0 },
    a_score_that_cannot_be_is_refused: CubeAttack, with(ATTACK, 3, "0.5,0"),
        cube_attack::position::PositionError::HalfPointScore { seat: 0 },
    cube_attack_a_sole_leader_at_64_has_won: CubeAttack, with(ATTACK, 3, "64,0"),
        cube_attack::position::PositionError::WinnerNotDeclared { seat: 0 },
    cube_attack_no_winner_before_64_or_the_last_round: CubeAttack,
        with(&with(ATTACK, 3, "10,0"), 8, "0"),
        cube_attack::position::PositionError::OverTooEarly,
    cube_attack_the_winners_are_the_leaders: CubeAttack,
        with(&with(&with(ATTACK, 3, "10,10"), 6, "200"), 8, "1"),
        cube_attack::position::PositionError::WinnerNotLeading { seat: 0 },
}

// Cubes.

/// A two-player game of Cubes just after its white stones are placed, in play.
fn cubes_in_play() -> String {
    let mut g = AnyGame::new(GameId::Cubes, &Setup::players(2), 5).unwrap();
    for _ in 0..30 {
        let m = g.legal_moves()[0].clone();
        g.play_str(&m).unwrap();
    }
    g.position_text(Sight::Whole)
}

const CUBES_SETUP: &str = "2 ........../........../........../........../........../........../........../........../........../.......... 1 1 0 0 0,1 -/- - -";

fn cubes_position(text: &str) -> cubes::position::Position {
    text.parse().unwrap()
}

/// The first empty square of `p`.
fn empty_square(p: &cubes::position::Position) -> cubes::Square {
    let taken: Vec<_> = p.stones.iter().map(|(s, _)| *s).collect();
    cubes::Square::all().find(|s| !taken.contains(s)).unwrap()
}

#[test]
fn cubes_bases_are_accepted() {
    for text in [
        cubes_in_play(),
        CUBES_SETUP.to_string(),
        with(&cubes_in_play(), 7, "?/?"),
    ] {
        AnyGame::from_position(GameId::Cubes, &text, 1).unwrap();
    }
}

refused! {
    cubes_two_to_four_players: Cubes, with(&cubes_in_play(), 0, "5"),
        cubes::position::PositionError::PlayerCount { players: 5 },
    cubes_a_dependency_card_a_seat: Cubes, with(&cubes_in_play(), 6, "1,0,1"),
        cubes::position::PositionError::SeatListLength { what: "dependency", .. },
    cubes_the_seat_to_move_exists: Cubes, with(&cubes_in_play(), 2, "3"),
        cubes::position::PositionError::TurnOfNoSeat { seat: 3 },
    cubes_the_start_player_exists: Cubes, with(&cubes_in_play(), 3, "3"),
        cubes::position::PositionError::StartOfNoSeat { seat: 3 },
    cubes_every_colour_on_one_dependency_card: Cubes, with(&cubes_in_play(), 6, "0,0"),
        cubes::position::PositionError::DependencyNotAPermutation { seat: 1 },
    cubes_dependencies_are_dealt_after_the_setup: Cubes, with(CUBES_SETUP, 6, "1,0"),
        cubes::position::PositionError::DependencyDuringSetup { seat: 0 },
    cubes_hands_are_dealt_after_the_setup: Cubes, with(CUBES_SETUP, 7, "1A/-"),
        cubes::position::PositionError::HandDuringSetup { seat: 0 },
    cubes_nothing_is_discarded_in_the_setup: Cubes, with(CUBES_SETUP, 8, "1A"),
        cubes::position::PositionError::DiscardDuringSetup,
    cubes_a_hand_holds_five_cards: Cubes, with(&cubes_in_play(), 7, "1A/?"),
        cubes::position::PositionError::HandSize { seat: 0, size: 1 },
    a_card_held_more_often_than_the_deck_has_it_is_refused: Cubes,
        with(&with(&cubes_in_play(), 7, "?/?"), 8, "sw,sw,sw"),
        cubes::position::PositionError::TooManyCards { .. },
    cubes_no_action_in_the_setup: Cubes, with(CUBES_SETUP, 5, "1"),
        cubes::position::PositionError::ActionsDuringSetup { actions: 1 },
    cubes_no_action_past_the_backstop: Cubes, with(&cubes_in_play(), 5, "501"),
        cubes::position::PositionError::PastBackstop { actions: 501 },
    cubes_two_or_three_action_points: Cubes, with(&cubes_in_play(), 4, "4"),
        cubes::position::PositionError::ImpossibleActionPoints { points: 4, .. },
    cubes_a_point_is_spent_by_an_action: Cubes, with(&cubes_in_play(), 4, "1"),
        cubes::position::PositionError::PointsSpentWithoutAction,
    cubes_an_action_spends_a_point: Cubes, with(&cubes_in_play(), 4, "2a"),
        cubes::position::PositionError::ActedWithoutSpending,
}

#[test]
fn cubes_the_hands_to_deal_need_enough_cards() {
    let shifts = ["1A", "1T", "1L", "1R", "2A", "2T", "2L", "2R"];
    let discard: Vec<&str> = shifts.iter().flat_map(|s| [*s; 5]).collect();
    let text = with(&with(&cubes_in_play(), 7, "?/?"), 8, &discard.join(","));
    let e = only(GameId::Cubes, &text);
    assert!(
        matches!(
            e,
            AnyPositionError::Cubes(cubes::position::PositionError::TooFewCardsToDeal)
        ),
        "{e:?}"
    );
}

#[test]
fn cubes_the_third_point_is_taken_at_ten() {
    for seed in 0..40 {
        let mut g = Cubes::new(&Setup::players(2), seed).unwrap();
        while g.outcome().is_none() {
            let p = g.position(Sight::Whole);
            if p.third && p.acted && p.points == 1 && g.active_sum(p.turn) >= 10 {
                let q = cubes::position::Position { third: false, ..p };
                let e = only_of::<Cubes>(&q);
                assert!(
                    matches!(e, cubes::position::PositionError::ThirdPointNotTaken { .. }),
                    "{e:?}"
                );
                return;
            }
            let moves = g.legal_moves();
            let m = moves
                [(g.position(Sight::Whole).actions as usize * 7 + seed as usize) % moves.len()]
            .clone();
            g.play(&m).unwrap();
        }
    }
    panic!("no game reached a third point with one point left");
}

#[test]
fn cubes_one_stone_a_square() {
    let mut p = cubes_position(&cubes_in_play());
    p.stones.push(p.stones[0]);
    let e = only_of::<Cubes>(&p);
    assert!(
        matches!(
            e,
            cubes::position::PositionError::TwoStonesOnOneSquare { .. }
        ),
        "{e:?}"
    );
}

#[test]
fn cubes_stones_belong_to_seats() {
    let mut p = cubes_position(&cubes_in_play());
    let sq = empty_square(&p);
    p.stones.push((
        sq,
        Standing::Numbered {
            owner: 2,
            number: 3,
        },
    ));
    let e = only_of::<Cubes>(&p);
    assert!(
        matches!(
            e,
            cubes::position::PositionError::StoneOfNoSeat { owner: 2, .. }
        ),
        "{e:?}"
    );
    assert_eq!(rules::Fault::place(&e), Some(sq.to_string()));
}

#[test]
fn cubes_stones_are_numbered_2_to_6() {
    let mut p = cubes_position(&cubes_in_play());
    let sq = empty_square(&p);
    p.stones.push((
        sq,
        Standing::Numbered {
            owner: 0,
            number: 7,
        },
    ));
    let e = only_of::<Cubes>(&p);
    assert!(
        matches!(
            e,
            cubes::position::PositionError::NoSuchNumber { number: 7, .. }
        ),
        "{e:?}"
    );
}

#[test]
fn cubes_each_numbered_stone_once() {
    let mut p = cubes_position(&cubes_in_play());
    for _ in 0..2 {
        let sq = empty_square(&p);
        p.stones.push((
            sq,
            Standing::Numbered {
                owner: 0,
                number: 2,
            },
        ));
    }
    let e = only_of::<Cubes>(&p);
    assert!(
        matches!(
            e,
            cubes::position::PositionError::StoneTwice { number: 2, .. }
        ),
        "{e:?}"
    );
}

#[test]
fn cubes_no_more_white_stones_than_the_setup_uses() {
    let mut p = cubes_position(&cubes_in_play());
    let sq = empty_square(&p);
    p.stones.push((sq, Standing::White));
    let e = only_of::<Cubes>(&p);
    assert!(
        matches!(e, cubes::position::PositionError::TooManyWhiteStones { .. }),
        "{e:?}"
    );
}

#[test]
fn cubes_no_numbered_stone_in_the_setup() {
    let mut p = cubes_position(CUBES_SETUP);
    p.stones.push((
        cubes::Square::all().next().unwrap(),
        Standing::Numbered {
            owner: 0,
            number: 2,
        },
    ));
    let e = only_of::<Cubes>(&p);
    assert!(
        matches!(e, cubes::position::PositionError::StoneDuringSetup { .. }),
        "{e:?}"
    );
}

// Cubus.

const CUBUS: &str = "2 1000/0000/0000/0000 0.0.0.0/0.0.0.0 0,0 0,0 1 d1 0 -";
/// Every card not on the table in the hands: the deck is empty.
const ALL_HELD: &str = "15.15.11.4/0.0.0.0";

#[test]
fn cubus_base_is_accepted() {
    AnyGame::from_position(GameId::Cubus, CUBUS, 1).unwrap();
}

refused! {
    cubus_two_to_six_players: Cubus, with(CUBUS, 0, "7"),
        cubus::position::PositionError::PlayerCount { players: 7 },
    cubus_a_score_a_seat: Cubus, with(CUBUS, 3, "0,0,0"),
        cubus::position::PositionError::SeatListLength { what: "scores", .. },
    cubus_the_turn_is_a_seats: Cubus, with(CUBUS, 6, "d5"),
        cubus::position::PositionError::TurnOfNoSeat { seat: 5 },
    cubus_the_start_player_exists: Cubus, with(CUBUS, 5, "4"),
        cubus::position::PositionError::StartOfNoSeat { seat: 4 },
    cubus_a_column_is_at_most_four_high: Cubus, with(CUBUS, 1, "5000/0000/0000/0000"),
        cubus::position::PositionError::ColumnTooHigh { column: 0 },
    an_impossible_stack_is_refused: Cubus, with(CUBUS, 1, "1010/0000/0000/0000"),
        cubus::position::PositionError::NotALegalTable,
    cubus_the_build_game_never_has_an_empty_table: Cubus, with(CUBUS, 1, "0000/0000/0000/0000"),
        cubus::position::PositionError::EmptyTable,
    cubus_an_open_crate_lies_on_a_lid: Cubus, with(CUBUS, 1, "1000/0000/0000/0000o5"),
        cubus::position::PositionError::OpenNotALid { column: 5 },
    a_card_both_in_a_hand_and_on_the_table_is_refused: Cubus, with(CUBUS, 2, "16.0.0.0/0.0.0.0"),
        cubus::position::PositionError::TooManyCards { .. },
    cubus_points_are_never_negative: Cubus, with(CUBUS, 3, "-1,0"),
        cubus::position::PositionError::NegativeScore { seat: 0 },
    cubus_the_abbau_only_dismantles: Cubus, with(CUBUS, 8, "abbau=true"),
        cubus::position::PositionError::NotAnAbbauTurn,
    cubus_dismantling_is_the_abbau: Cubus, with(CUBUS, 6, "a1"),
        cubus::position::PositionError::DismantleOutsideAbbau,
    cubus_dismantling_needs_a_crate: Cubus,
        with(&with(&with(CUBUS, 1, "0000/0000/0000/0000"), 6, "a1"), 8, "abbau=true"),
        cubus::position::PositionError::NothingToDismantle { seat: 1 },
    cubus_no_draw_from_an_empty_deck: Cubus, with(CUBUS, 2, ALL_HELD),
        cubus::position::PositionError::DrawFromEmptyDeck { seat: 1 },
    cubus_building_begins_at_the_second_draw: Cubus, with(CUBUS, 6, "b1"),
        cubus::position::PositionError::BuildBeforeSecondDraw { seat: 1 },
    cubus_no_knock_when_knocking_is_off: Cubus,
        with(&with(&with(CUBUS, 4, "2,2"), 6, "k0>1"), 8, "knocking=false"),
        cubus::position::PositionError::KnockingIsOff,
    cubus_nobody_knocks_on_their_own_no_build: Cubus, with(&with(CUBUS, 4, "2,2"), 6, "k0>0"),
        cubus::position::PositionError::KnockBySameSeat { seat: 0 },
    cubus_a_knock_succeeds_only_on_a_scoring_build: Cubus, with(&with(CUBUS, 4, "2,2"), 6, "x0>1"),
        cubus::position::PositionError::KnockBuildWithoutBuild { overlooker: 0 },
    cubus_a_final_build_is_the_lowest_ending: Cubus, with(&with(CUBUS, 2, ALL_HELD), 6, "f0"),
        cubus::position::PositionError::NotThisEnding,
    cubus_the_ending_waits_for_the_empty_deck: Cubus, with(&with(CUBUS, 6, "f0"), 8, "ending=lowest"),
        cubus::position::PositionError::EndingWithCardsInDeck,
    cubus_the_contest_asks_each_seat_once: Cubus,
        with(&with(&with(CUBUS, 2, ALL_HELD), 6, "c0:5"), 8, "ending=best"),
        cubus::position::PositionError::ContestOutOfRange { left: 5, .. },
    cubus_a_proposal_is_a_build: Cubus,
        with(&with(&with(CUBUS, 2, ALL_HELD), 6, "c0:2:1:1010000000000000"), 8, "ending=best"),
        cubus::position::PositionError::ProposalNotABuild { seat: 1 },
    cubus_idle_turns_only_once_the_deck_is_empty: Cubus, with(CUBUS, 7, "1"),
        cubus::position::PositionError::ImpossibleIdleTurns { idle: 1 },
}

#[test]
fn every_error_is_listed_at_once_with_its_place() {
    // Two balls too many of two colours and a seat that does not exist: three errors.
    let text = "3 000000000/011111111/11....... 5 - 30 1";
    let Err(refusal) = AnyGame::from_position(GameId::Cubulus, text, 1) else {
        panic!("accepted");
    };
    let listed = refusal.by_place();
    assert_eq!(listed.len(), 3, "{listed:?}");
    assert!(listed.iter().any(|(place, _)| place.is_none()));
    assert_eq!(
        listed.iter().filter(|(place, _)| place.is_some()).count(),
        2
    );
}

#[test]
fn a_position_over_the_limit_is_refused_unread() {
    let text = "3 ".to_string() + &"x".repeat(rules::limits::POSITION);
    assert!(matches!(
        AnyGame::from_position(GameId::Cubulus, &text, 1),
        Err(PositionRefusal::Unreadable(_))
    ));
}
