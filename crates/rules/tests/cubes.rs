//! Cubes: one scenario test per clause of `shared/rules/cubes.md`, plus the conformance
//! suite for 2, 3 and 4 players.

use rules::cubes::{
    white_stones, Card, CardSet, Compass, Cubes, Direction, Distance, Error, Move, Neighbourhood,
    Phase, Piece, Shift, Square, Stone, MAX_ACTIONS,
};
use rules::{conformance, Game, GameId, GameRng, Outcome, Seat, Session, Setup};

fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split(',').map(card).collect()
}

fn play(g: &mut Cubes, m: &str) {
    g.play(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
}

/// The player to move exchanges their first card.
fn exchange_one(g: &mut Cubes) {
    let seat = g.to_move().unwrap();
    let c = g.hand(seat).iter().next().unwrap();
    play(g, &format!("x:{c}"));
}

fn new_game(players: usize, seed: u64) -> Cubes {
    Cubes::new(&Setup::players(players), seed).unwrap()
}

/// Plays the setup with the first legal white stone each time.
fn after_setup(players: usize, seed: u64) -> Cubes {
    let mut g = new_game(players, seed);
    while g.phase() == Phase::Setup {
        let m = g.legal_moves()[0].clone();
        g.play(&m).unwrap();
    }
    g
}

/// A play-phase position with seat 0 to move on a fresh turn. `rows` lists ranks from the
/// top one down to rank 1, one token per file: `.` empty, `W` white, or a number and a
/// colour letter (`B R K O` = seats 0–3). The white stones the picture does not use wait on
/// ranks 8–10, out of reach of ranks 1–6.
fn layout(players: usize, dependencies: &[Seat], rows: &[&str]) -> Cubes {
    layout_in(new_game(players, 7), dependencies, rows)
}

/// [`layout`] in a game set up with these options.
fn layout_with(
    players: usize,
    options: &[(&str, &str)],
    dependencies: &[Seat],
    rows: &[&str],
) -> Cubes {
    let setup = options
        .iter()
        .fold(Setup::players(players), |s, (k, v)| s.with(k, v));
    layout_in(Cubes::new(&setup, 7).unwrap(), dependencies, rows)
}

fn layout_in(mut g: Cubes, dependencies: &[Seat], rows: &[&str]) -> Cubes {
    let players = g.players();
    let store: Vec<Square> = Square::all()
        .rev()
        .take(white_stones(players) as usize)
        .collect();
    for &s in &store {
        g.play(&Move::PlaceWhite(s)).unwrap();
    }
    g.set_dependencies(dependencies);
    let mut spare = store.into_iter();
    for (i, row) in rows.iter().enumerate() {
        let rank = (rows.len() - 1 - i) as u8;
        for (file, token) in row.split_whitespace().enumerate() {
            let at = Square::new(file as u8, rank).unwrap();
            match token {
                "." => {}
                "W" => g.relocate(spare.next().unwrap(), at),
                t => {
                    let number = t[..1].parse().unwrap();
                    let owner = "BRKO".find(&t[1..]).unwrap();
                    g.set_stone(owner, number, Some(at));
                }
            }
        }
    }
    g.set_turn(0);
    g
}

fn stone(g: &Cubes, at: &str) -> Stone {
    match g.piece(Square::at(at)) {
        Some(Piece::Stone(s)) => s,
        other => panic!("no stone on {at}: {other:?}"),
    }
}

// ---- Setup ----

#[test]
fn setup_uses_30_28_26_white_stones_one_per_move() {
    for (players, whites) in [(2, 30), (3, 28), (4, 26)] {
        let mut g = new_game(players, 3);
        let mut moves = 0;
        let mut seat = g.start_player();
        while g.phase() == Phase::Setup {
            assert_eq!(g.to_move(), Some(seat), "white stones are placed in turn");
            let m = g.legal_moves()[0].clone();
            assert!(matches!(m, Move::PlaceWhite(_)));
            g.play(&m).unwrap();
            moves += 1;
            seat = (seat + 1) % players;
        }
        assert_eq!(moves, whites);
        let on_board = g.pieces().filter(|(_, p)| *p == Piece::White).count();
        assert_eq!(on_board, whites);
        assert_eq!(
            g.to_move(),
            Some(g.start_player()),
            "the start player begins play"
        );
    }
}

#[test]
fn white_stones_go_anywhere_but_one_per_square() {
    let mut g = new_game(2, 1);
    assert_eq!(g.legal_moves().len(), 100);
    play(&mut g, "w:e5");
    assert_eq!(
        g.play(&mv("w:e5")),
        Err(Error::SquareOccupied(Square::at("e5")))
    );
    assert_eq!(g.play(&mv("end")), Err(Error::SetupNotFinished));
    assert_eq!(g.play(&mv("x:1A")), Err(Error::SetupNotFinished));
    let mut g = after_setup(2, 1);
    let empty = Square::all().find(|&s| g.piece(s).is_none()).unwrap();
    assert_eq!(g.play(&Move::PlaceWhite(empty)), Err(Error::SetupOver));
}

#[test]
fn start_player_is_seeded_random() {
    let starts: Vec<Seat> = (0..40).map(|s| new_game(4, s).start_player()).collect();
    assert!((0..4).all(|seat| starts.contains(&seat)));
    assert_eq!(
        new_game(4, 17).start_player(),
        new_game(4, 17).start_player()
    );
}

#[test]
fn seats_sit_opposite_with_two_on_three_sides_with_three() {
    let sides = |players| {
        let g = new_game(players, 0);
        (0..players).map(|s| g.side(s)).collect::<Vec<_>>()
    };
    use Compass::*;
    assert_eq!(sides(2), [South, North]);
    assert_eq!(sides(3), [South, West, North]);
    assert_eq!(sides(4), [South, West, North, East]);
}

#[test]
fn dependency_deal_is_a_derangement_in_every_seeded_deal() {
    for players in 2..=4 {
        let mut deals = Vec::new();
        for seed in 0..60 {
            let g = after_setup(players, seed);
            let deal: Vec<Seat> = (0..players).map(|s| g.dependency(s)).collect();
            assert!(
                deal.iter().enumerate().all(|(s, &d)| s != d),
                "seed {seed}: {deal:?}"
            );
            let mut sorted = deal.clone();
            sorted.sort();
            assert_eq!(sorted, (0..players).collect::<Vec<_>>());
            if !deals.contains(&deal) {
                deals.push(deal);
            }
        }
        // 1, 2 and 9 derangements exist for 2, 3 and 4 players.
        assert_eq!(deals.len(), [1, 2, 9][players - 2], "{players} players");
    }
}

#[test]
fn hands_of_five_are_drawn_from_the_48_card_deck_after_the_setup() {
    let before = {
        let mut g = new_game(3, 5);
        for _ in 0..27 {
            let m = g.legal_moves()[0].clone();
            g.play(&m).unwrap();
        }
        g
    };
    assert!((0..3).all(|s| before.hand(s).is_empty()));
    assert_eq!(before.reveals(), 0);
    let mut g = before.clone();
    let m = g.legal_moves()[0].clone();
    g.play(&m).unwrap();
    assert_eq!(g.phase(), Phase::Play);
    assert!((0..3).all(|s| g.hand(s).len() == 5));
    assert_eq!(g.draw_pile_len(), 48 - 15);
    assert!(g.discard_pile().is_empty());
    // 15 cards drawn and the dependency deal.
    assert_eq!(g.reveals(), 16);
    let deck = CardSet::deck();
    assert_eq!(deck.len(), 48);
    let shift_cards: usize = deck
        .kinds()
        .filter(|(c, _)| matches!(c, Card::Shift(_)))
        .map(|(_, n)| n as usize)
        .sum();
    assert_eq!(shift_cards, 40);
    assert_eq!(deck.count(Card::PassLeft), 3);
    assert_eq!(deck.count(Card::PassRight), 3);
    assert_eq!(deck.count(Card::Swap), 2);
    assert_eq!(deck.count(card("2L")), 5);
}

// ---- Stones and activity ----

#[test]
fn place_refused_when_count_mismatches() {
    let mut g = layout(2, &[1, 0], &["W W .", ". . .", "W . ."]);
    // b2 sees a3, b3 and a1.
    assert_eq!(
        g.play(&mv("p4:b2")),
        Err(Error::CountMismatch {
            number: 4,
            square: Square::at("b2"),
            found: 3
        })
    );
    assert!(!g.placements(4).contains(&Square::at("b2")));
    assert!(g.placements(3).contains(&Square::at("b2")));
    play(&mut g, "p3:b2");
    assert!(stone(&g, "b2").active, "a stone enters active");
    assert_eq!(g.play(&mv("p3:e5")), Err(Error::StoneNotInSupply(3)));
    assert_eq!(
        g.play(&mv("p2:a3")),
        Err(Error::SquareOccupied(Square::at("a3")))
    );
    assert_eq!(
        g.play(&Move::Place {
            number: 7,
            square: Square::at("e5")
        }),
        Err(Error::NoSuchStone(7))
    );
    assert_eq!(g.supply(0), [2, 4, 5, 6]);
}

#[test]
fn neighbours_8_by_default_every_square_around_counts() {
    let g = layout(2, &[1, 0], &["W . .", "W . W", ". W ."]);
    assert_eq!(g.neighbourhood(), Neighbourhood::Eight);
    // b2 sees a3 (diagonal), a2 and c2 (beside), b1 (below).
    assert_eq!(g.counting_stones(0, Square::at("b2")), 4);
    assert_eq!(g.looked_at(0, Square::at("b2")).len(), 8);
    assert_eq!(
        g.looked_at(0, Square::at("a1")).len(),
        3,
        "a corner has three squares around"
    );
}

#[test]
fn neighbours_option_is_8_or_6() {
    for bad in ["7", "eight", ""] {
        let setup = Setup::players(2).with("neighbours", bad);
        assert!(Cubes::new(&setup, 1).is_err(), "{bad:?}");
    }
    let six = Cubes::new(&Setup::players(2).with("neighbours", "6"), 1).unwrap();
    assert_eq!(six.neighbourhood(), Neighbourhood::Six);
    let names: Vec<&str> = Cubes::option_specs().iter().map(|o| o.key).collect();
    assert_eq!(names, ["neighbours"]);
    assert_eq!(Cubes::option_specs()[0].default, "8");
}

#[test]
fn neighbours_6_counts_the_diagonals_and_the_two_vertical_squares() {
    // Seat 0 sits South: vertical is b1–b3; a2 and c2 beside b2 do not count.
    let mut g = layout_with(
        2,
        &[("neighbours", "6")],
        &[1, 0],
        &["W . .", "W . W", ". W ."],
    );
    assert_eq!(g.counting_stones(0, Square::at("b2")), 2, "a3 and b1");
    assert_eq!(
        sorted(g.looked_at(0, Square::at("b2"))),
        sorted(
            ["a1", "c1", "a3", "c3", "b1", "b3"]
                .map(Square::at)
                .to_vec()
        )
    );
    assert_eq!(
        g.play(&mv("p4:b2")),
        Err(Error::CountMismatch {
            number: 4,
            square: Square::at("b2"),
            found: 2
        })
    );
    play(&mut g, "p2:b2");
    assert!(stone(&g, "b2").active);
    // North sits on the same line: the same squares count for seat 1.
    assert_eq!(
        g.counting_stones(1, Square::at("e5")),
        g.counting_stones(0, Square::at("e5"))
    );
}

#[test]
fn neighbours_6_vertical_is_seen_from_the_owners_seat() {
    // Three players: seat 1 sits West, so its vertical runs a2–c2 (towards and away from
    // its side) and b1, b3 are beside.
    let g = layout_with(
        3,
        &[("neighbours", "6")],
        &[1, 2, 0],
        &["W . .", "W . W", ". W ."],
    );
    assert_eq!(
        g.counting_stones(0, Square::at("b2")),
        2,
        "South: a3 and b1"
    );
    assert_eq!(
        g.counting_stones(1, Square::at("b2")),
        3,
        "West: a3, a2 and c2"
    );
    assert_eq!(g.counting_stones(2, Square::at("b2")), 2, "North: as South");
}

#[test]
fn neighbours_6_a_six_needs_all_six_squares() {
    let rows = ["W W W", "W . W", "W W W"];
    let mut g = layout_with(2, &[("neighbours", "6")], &[1, 0], &rows);
    assert_eq!(g.counting_stones(0, Square::at("b2")), 6);
    play(&mut g, "p6:b2");
    assert!(stone(&g, "b2").active);
    let eight = layout(2, &[1, 0], &rows);
    assert_eq!(
        eight.counting_stones(0, Square::at("b2")),
        8,
        "no stone can match 8"
    );
}

#[test]
fn stones_of_the_dependency_colour_count_active_or_inactive() {
    // Red's 5 on c2 is inactive (it sees nothing); Blue depends on Red.
    let mut g = layout(2, &[1, 0], &[". . . . W", ". . 5R . .", ". . . . W"]);
    assert!(!stone(&g, "c2").active);
    assert_eq!(g.counting_stones(0, Square::at("d2")), 3);
    play(&mut g, "p3:d2");
    assert!(stone(&g, "d2").active);
}

#[test]
fn stones_of_other_colours_do_not_count() {
    // Blue depends on Red; Black's stone on c2 does not count for Blue.
    let mut g = layout(3, &[1, 2, 0], &[". . . . W", ". . 5K . .", ". . . . W"]);
    assert_eq!(
        g.play(&mv("p3:d2")),
        Err(Error::CountMismatch {
            number: 3,
            square: Square::at("d2"),
            found: 2
        })
    );
    play(&mut g, "p2:d2");
}

#[test]
fn depending_on_own_colour_counts_own_stones() {
    let rows = [". W . . W", ". . 2B . .", ". W . . W"];
    let mut own = layout(2, &[0, 1], &rows);
    assert!(stone(&own, "c2").active);
    // d2 sees e1, e3 and Blue's own 2 on c2.
    play(&mut own, "p3:d2");
    assert!(stone(&own, "d2").active);
    // Now c2 sees b1, b3 and the 3: its condition fails.
    assert!(!stone(&own, "c2").active);
    assert_eq!(own.last_move().unwrap().deactivated, [Square::at("c2")]);
    let other = layout(2, &[1, 0], &rows);
    assert_eq!(other.counting_stones(0, Square::at("d2")), 2);
}

#[test]
fn every_stone_is_rechecked_after_every_action() {
    // Red's 3 on c5 sees b4 and b5; Blue shifts c3 next to it and back.
    let mut g = layout(
        2,
        &[1, 0],
        &[
            ". . . .", ". W 3R .", ". W . .", ". . W .", ". . . .", ". . . .",
        ],
    );
    g.set_hand(0, &cards("1A,1T,pl,pr,sw"));
    assert!(!stone(&g, "c5").active);
    play(&mut g, "s1A:c3");
    assert!(
        stone(&g, "c5").active,
        "an inactive stone turns active again"
    );
    assert_eq!(g.last_move().unwrap().activated, [Square::at("c5")]);
    assert_eq!(
        g.last_move().unwrap().shifted,
        Some((Square::at("c3"), Square::at("c4")))
    );
    g.set_hand(0, &cards("1A,1T,pl,pr,sw"));
    play(&mut g, "s1T:c4");
    assert!(!stone(&g, "c5").active, "inactive stones stay on the board");
    assert_eq!(g.last_move().unwrap().deactivated, [Square::at("c5")]);
}

#[test]
fn dependency_change_turns_stones_inactive_elsewhere() {
    // Red's 2 on b2 sees c2 and Black's a2 while Red depends on Black.
    let mut g = layout(3, &[1, 2, 0], &["2K 2R W", ". . ."]);
    assert!(stone(&g, "b2").active);
    g.set_hand(0, &cards("pl,1A,1A,1A,1A"));
    play(&mut g, "pl");
    assert_eq!(
        (0..3).map(|s| g.dependency(s)).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert!(!stone(&g, "b2").active);
    let last = g.last_move().unwrap();
    assert!(last.deactivated.contains(&Square::at("b2")));
    assert_eq!(last.dependencies_changed, [(0, 0), (1, 1), (2, 2)]);
}

// ---- Actions ----

#[test]
fn pick_up_returns_an_own_stone_active_or_inactive() {
    let mut g = layout(2, &[1, 0], &["W W W", ". 3B 5B", ". . ."]);
    assert!(stone(&g, "b2").active);
    assert!(!stone(&g, "c2").active);
    assert_eq!(
        g.play(&mv("u:a3")),
        Err(Error::NotYourStone(Square::at("a3")))
    );
    play(&mut g, "u:c2");
    play(&mut g, "u:b2");
    assert_eq!(g.supply(0), [2, 3, 4, 5, 6]);
    let mut g = layout(2, &[1, 0], &["W W W", ". 3R .", ". . ."]);
    assert_eq!(
        g.play(&mv("u:b2")),
        Err(Error::NotYourStone(Square::at("b2")))
    );
    assert!(g.moves_at(Square::at("b2")).is_empty());
}

#[test]
fn shift_direction_is_seen_from_the_players_seat() {
    let g = layout(
        4,
        &[1, 2, 3, 0],
        &[
            ". . . . W",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
        ],
    );
    let expect = [
        // seat, away, left
        (0, "e6", "d5"),
        (1, "f5", "e6"),
        (2, "e4", "f5"),
        (3, "d5", "e4"),
    ];
    for (seat, away, left) in expect {
        let mut h = g.clone();
        h.set_turn(seat);
        h.set_hand(seat, &cards("1A,1L,pl,pr,sw"));
        let one = |direction| Shift {
            distance: Distance::One,
            direction,
        };
        let from_e5 = |card| {
            h.shift_targets(card)
                .into_iter()
                .filter(|&(from, _)| from == Square::at("e5"))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            from_e5(one(Direction::Away)),
            [(Square::at("e5"), Square::at(away))]
        );
        assert_eq!(
            from_e5(one(Direction::Left)),
            [(Square::at("e5"), Square::at(left))]
        );
        play(&mut h, "s1A:e5");
        assert_eq!(h.piece(Square::at(away)), Some(Piece::White), "seat {seat}");
    }
}

#[test]
fn shift_blocked_on_the_second_step() {
    let mut g = layout(
        2,
        &[1, 0],
        &[
            ". . . . W",
            ". . . . .",
            ". . . . W",
            ". . . . .",
            ". . . . .",
        ],
    );
    g.set_hand(0, &cards("2A,1A,pl,pr,sw"));
    assert_eq!(
        g.play(&mv("s2A:e3")),
        Err(Error::ShiftBlocked(Square::at("e5")))
    );
    // A stone of any colour blocks, and so does a first step.
    g.relocate(Square::at("e5"), Square::at("e4"));
    assert_eq!(
        g.play(&mv("s2A:e3")),
        Err(Error::ShiftBlocked(Square::at("e4")))
    );
}

#[test]
fn two_step_card_cannot_move_only_one() {
    let mut g = layout(
        2,
        &[1, 0],
        &[
            ". . . . W",
            ". . . . .",
            ". . . . W",
            ". . . . W",
            ". . . . .",
        ],
    );
    g.set_hand(0, &cards("2A,2T,1T,pr,sw"));
    let two = |direction| Shift {
        distance: Distance::Two,
        direction,
    };
    // e3 could go one square to e4, but e5 is taken: the 2-step card cannot move it.
    assert!(!g
        .shift_targets(two(Direction::Away))
        .iter()
        .any(|&(from, _)| from == Square::at("e3")));
    assert_eq!(g.play(&mv("s2T:e2")), Err(Error::ShiftOffBoard));
    assert_eq!(
        g.play(&mv("s2T:e3")),
        Err(Error::ShiftBlocked(Square::at("e2")))
    );
    play(&mut g, "s1T:e2");
    assert_eq!(g.piece(Square::at("e1")), Some(Piece::White));
    play(&mut g, "s2A:e5");
    assert_eq!(g.piece(Square::at("e7")), Some(Piece::White));
}

#[test]
fn coloured_stones_never_shift() {
    let mut g = layout(2, &[1, 0], &[". . . . .", ". . . . 2B", ". . . . ."]);
    g.set_hand(0, &cards("1A,1T,1L,1R,sw"));
    assert_eq!(
        g.play(&mv("s1A:e2")),
        Err(Error::NotAWhiteStone(Square::at("e2")))
    );
    assert_eq!(
        g.play(&mv("s1A:a1")),
        Err(Error::NotAWhiteStone(Square::at("a1")))
    );
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| !matches!(m, Move::Shift { from, .. } if *from == Square::at("e2"))));
}

#[test]
fn playing_a_card_draws_a_replacement() {
    let mut g = layout(2, &[1, 0], &["W"]);
    g.set_hand(0, &cards("1A,pl,pr,sw,sw"));
    let (pile, reveals) = (g.draw_pile_len(), g.reveals());
    assert_eq!(g.play(&mv("s2A:a1")), Err(Error::CardNotInHand(card("2A"))));
    play(&mut g, "s1A:a1");
    assert_eq!(g.hand(0).len(), 5);
    assert!(g
        .hand(0)
        .includes(&cards("pl,pr,sw,sw").into_iter().collect()));
    assert_eq!(g.discard_pile().count(card("1A")), 1);
    assert_eq!(g.draw_pile_len(), pile - 1);
    assert_eq!(g.reveals(), reveals + 1);
    assert_eq!(g.last_move().unwrap().cards_drawn, 1);
}

#[test]
fn pass_left_and_right_hand_every_dependency_card_to_that_neighbour() {
    let mut g = layout(4, &[1, 2, 3, 0], &["."]);
    g.set_hand(0, &cards("pl,pr,1A,1A,1A"));
    let deps = |g: &Cubes| (0..4).map(|s| g.dependency(s)).collect::<Vec<_>>();
    play(&mut g, "pl");
    // Seat s hands its card to seat s+1 (its left neighbour).
    assert_eq!(deps(&g), [0, 1, 2, 3]);
    g.set_hand(0, &cards("pl,pr,1A,1A,1A"));
    play(&mut g, "pr");
    assert_eq!(deps(&g), [1, 2, 3, 0]);
}

#[test]
fn swap_exchanges_any_two_dependency_cards() {
    let mut g = layout(3, &[1, 2, 0], &["."]);
    g.set_hand(0, &cards("sw,1A,1A,1A,1A"));
    let swaps: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Swap(..)))
        .collect();
    assert_eq!(swaps, [mv("sw:0-1"), mv("sw:0-2"), mv("sw:1-2")]);
    assert_eq!(g.play(&Move::Swap(2, 1)), Err(Error::BadSwap));
    assert_eq!(g.play(&mv("sw:0-3")), Err(Error::BadSwap));
    // The swap may leave the player out.
    play(&mut g, "sw:1-2");
    assert_eq!(
        (0..3).map(|s| g.dependency(s)).collect::<Vec<_>>(),
        [1, 0, 2]
    );
    assert_eq!(
        g.last_move().unwrap().dependencies_changed,
        [(1, 0), (2, 2)]
    );
}

#[test]
fn exchange_draws_as_many_as_discarded() {
    let mut g = layout(2, &[1, 0], &["."]);
    g.set_hand(0, &cards("1A,1A,pl,pr,sw"));
    let (pile, reveals) = (g.draw_pile_len(), g.reveals());
    assert_eq!(
        g.play(&Move::Exchange(CardSet::new())),
        Err(Error::EmptyExchange)
    );
    assert_eq!(
        g.play(&mv("x:1A,1A,1A")),
        Err(Error::CardNotInHand(card("1A")))
    );
    assert!("x:".parse::<Move>().is_err());
    play(&mut g, "x:pl,1A,1A");
    assert_eq!(g.hand(0).len(), 5);
    assert_eq!(g.draw_pile_len(), pile - 3);
    assert_eq!(g.discard_pile().len(), 3);
    assert_eq!(g.reveals(), reveals + 3);
    assert_eq!(g.last_move().unwrap().cards_drawn, 3);
}

#[test]
fn empty_draw_pile_is_replaced_by_the_shuffled_discard_pile() {
    let mut g = after_setup(2, 9);
    let mut reshuffles = 0;
    while reshuffles < 3 {
        let seat = g.to_move().unwrap();
        let hand = *g.hand(seat);
        let (pile, discard, reveals) = (g.draw_pile_len(), g.discard_pile().len(), g.reveals());
        g.play(&Move::Exchange(hand)).unwrap();
        g.check_invariants().unwrap();
        let last = g.last_move().unwrap();
        if pile < 5 {
            assert!(last.reshuffled);
            assert_eq!(g.draw_pile_len(), discard + 5 - (5 - pile));
            assert!(g.discard_pile().is_empty());
            assert_eq!(g.reveals(), reveals + 6);
            reshuffles += 1;
        } else {
            assert!(!last.reshuffled);
            assert_eq!(g.reveals(), reveals + 5);
        }
    }
}

// ---- Action points ----

#[test]
fn a_turn_has_two_action_points() {
    let mut g = layout(2, &[1, 0], &["."]);
    assert_eq!(g.action_points_left(), 2);
    assert!(!g.third_point_taken());
    exchange_one(&mut g);
    assert_eq!((g.to_move(), g.action_points_left()), (Some(0), 1));
    exchange_one(&mut g);
    assert_eq!((g.to_move(), g.action_points_left()), (Some(1), 2));
}

const THIRD_POINT: [&str; 3] = [
    ". . W . W . W . W .",
    ". . W 6B W . W . W .",
    ". . . W W . . . . .",
];

#[test]
fn third_point_gained_by_the_second_action_is_used_in_the_same_turn() {
    let mut g = layout(2, &[1, 0], &THIRD_POINT);
    assert_eq!(g.active_sum(0), 6);
    assert_eq!(g.action_points_left(), 2);
    play(&mut g, "p2:b2");
    assert_eq!((g.active_sum(0), g.action_points_left()), (8, 1));
    assert!(!g.third_point_taken());
    play(&mut g, "p4:h2");
    assert_eq!(g.active_sum(0), 12);
    assert!(g.third_point_taken());
    assert!(g.last_move().unwrap().third_point_taken);
    assert_eq!((g.to_move(), g.action_points_left()), (Some(0), 1));
    play(&mut g, "u:h2");
    assert_eq!((g.to_move(), g.action_points_left()), (Some(1), 2));
}

#[test]
fn third_point_not_kept_into_next_turn_unless_condition_holds() {
    let mut g = layout(2, &[1, 0], &THIRD_POINT);
    play(&mut g, "p2:b2");
    play(&mut g, "p4:h2");
    play(&mut g, "u:h2");
    play(&mut g, "end");
    // The sum is 8 again: two points only.
    assert_eq!((g.to_move(), g.action_points_left()), (Some(0), 2));
    assert!(!g.third_point_taken());
    play(&mut g, "p4:h2");
    assert_eq!(g.action_points_left(), 2, "taken after the first action");
    play(&mut g, "end");
    play(&mut g, "end");
    // The condition holds at the turn start: three points.
    assert_eq!((g.to_move(), g.action_points_left()), (Some(0), 3));
    assert!(g.third_point_taken());
}

#[test]
fn turn_may_end_with_points_unspent() {
    let mut g = layout(2, &[1, 0], &THIRD_POINT);
    play(&mut g, "p2:b2");
    assert_eq!(g.actions_played(), 1);
    play(&mut g, "end");
    assert_eq!((g.to_move(), g.action_points_left()), (Some(1), 2));
    assert_eq!(g.actions_played(), 1, "ending a turn is no action");
    play(&mut g, "end");
    assert_eq!(
        g.actions_played(),
        2,
        "a turn passed without action counts for the backstop"
    );
}

// ---- Winning ----

/// Blue (seat 0) has 2, 6, 5, 4 active on rank 2 and places its 3 on j2; Red has 3, 6, 5, 4
/// active on rank 5 and its 2 on j1, inactive until Blue's 3 lands beside it.
const SIMULTANEOUS: [&str; 6] = [
    ". . W . W . W . W .",
    ". 3R W 6R W 5R W 4R W .",
    ". . W . W . . . . .",
    ". . W . W . W . W .",
    ". 2B W 6B W 5B W 4B W .",
    ". . . W W . . . . 2R",
];

#[test]
fn a_player_wins_with_all_five_stones_on_the_board_and_active() {
    let mut rows = SIMULTANEOUS;
    rows[3] = ". . W . W . W . W W";
    rows[5] = ". . . W W . . . . .";
    let mut g = layout(2, &[1, 0], &rows);
    assert_eq!(g.active_sum(0), 17);
    assert_eq!(g.outcome(), None);
    play(&mut g, "p3:j2");
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![0])));
    assert_eq!(g.to_move(), None);
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play(&mv("end")), Err(Error::GameOver));
}

#[test]
fn inactive_stones_do_not_win() {
    let mut g = layout(2, &[1, 0], &SIMULTANEOUS);
    // Red's 2 on j1 is on the board but inactive.
    assert!(!stone(&g, "j1").active);
    play(&mut g, "end");
    play(&mut g, "end");
    assert_eq!(g.outcome(), None);
}

#[test]
fn simultaneous_completion_by_another_player_wins_over_the_actor() {
    let mut g = layout(2, &[1, 0], &SIMULTANEOUS);
    play(&mut g, "p3:j2");
    assert!(stone(&g, "j2").active && stone(&g, "j1").active);
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1])));
}

#[test]
fn two_others_completing_together_both_win() {
    // Red and Black depend on each other; Blue's shift of j4 to j3 completes Red's 5 on
    // i2 and Black's 4 on j2 at once.
    let mut g = layout(
        3,
        &[0, 2, 1],
        &[
            ". . . . . . . . . W",
            ". . . . . W W . . .",
            "2R 3K 3R 2K 4R 6K 6R 5K 5R 4K",
            ". W . . . W W . W W",
        ],
    );
    g.set_hand(0, &cards("1T,pl,pr,sw,1A"));
    assert!(!stone(&g, "i2").active && !stone(&g, "j2").active);
    play(&mut g, "s1T:j4");
    assert_eq!(g.outcome(), Some(Outcome::Winners(vec![1, 2])));
}

#[test]
fn game_is_drawn_after_500_actions() {
    let mut g = after_setup(2, 4);
    for i in 0..MAX_ACTIONS {
        assert_eq!(g.outcome(), None, "after {i} actions");
        exchange_one(&mut g);
    }
    assert_eq!(g.actions_played(), MAX_ACTIONS);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert!(g.legal_moves().is_empty());
}

// ---- Hidden information ----

#[test]
fn undo_never_steps_back_over_a_draw() {
    let mut s = Session::new(GameId::Cubes, &Setup::players(2), 11).unwrap();
    for i in 0..29 {
        s.play(&format!("w:{}", Square::new(i % 10, i / 10).unwrap()))
            .unwrap();
        assert!(s.can_undo());
    }
    // The last white stone deals the cards.
    s.play("w:j3").unwrap();
    assert!(!s.can_undo());
    s.play("end").unwrap();
    assert!(s.can_undo());
    let rules::AnyGame::Cubes(g) = s.current() else {
        panic!("not cubes")
    };
    let c = g.hand(g.to_move().unwrap()).iter().next().unwrap();
    s.play(&format!("x:{c}")).unwrap();
    assert!(!s.can_undo());
}

#[test]
fn determinize_redeals_only_what_the_observer_cannot_know() {
    let mut g = after_setup(3, 21);
    while g.discard_pile().len() < 6 || g.to_move() != Some(1) {
        exchange_one(&mut g);
    }
    let mut rng = GameRng::new(1);
    let mut redealt = false;
    for _ in 0..10 {
        let seen = g.determinize(Some(1), &mut rng);
        assert_eq!(seen.hand(1), g.hand(1));
        assert_eq!(seen.discard_pile(), g.discard_pile());
        assert_eq!(seen.draw_pile_len(), g.draw_pile_len());
        assert!(Square::all().all(|s| seen.piece(s) == g.piece(s)));
        assert!((0..3).all(|s| seen.hand_len(s) == 5 && seen.dependency(s) == g.dependency(s)));
        assert_eq!(seen.legal_moves(), g.legal_moves(), "seat 1 is to move");
        // The cards still add up to the deck.
        seen.check_invariants().unwrap();
        redealt |= seen.hand(0) != g.hand(0) || seen.hand(2) != g.hand(2);
    }
    assert!(redealt, "other hands are re-dealt");
    // A spectator knows no hand.
    assert!((0..10).any(|_| g.determinize(None, &mut rng).hand(1) != g.hand(1)));
}

#[test]
fn determinize_gives_one_deal_for_positions_that_look_alike() {
    let mut g = after_setup(3, 21);
    while g.discard_pile().len() < 6 || g.to_move() != Some(1) {
        exchange_one(&mut g);
    }
    // The same position for seat 1 with the other hands swapped (which also reorders the
    // draw pile): only hidden cards differ.
    let (h0, h2): (Vec<Card>, Vec<Card>) = (g.hand(0).iter().collect(), g.hand(2).iter().collect());
    let mut other = g.clone();
    other.set_hand(0, &h2);
    other.set_hand(2, &h0);
    assert_ne!(other, g, "the hidden cards differ");
    assert_eq!(other.hand(1), g.hand(1));
    assert_eq!(other.discard_pile(), g.discard_pile());
    assert_eq!(other.draw_pile_len(), g.draw_pile_len());
    assert!((0..3).all(|s| other.hand_len(s) == g.hand_len(s)));
    for seed in 0..5 {
        let a = g.determinize(Some(1), &mut GameRng::new(seed));
        let b = other.determinize(Some(1), &mut GameRng::new(seed));
        assert_eq!(a, b, "seed {seed}: one deal, so one computer move");
    }
}

// ---- Board view helpers ----

#[test]
fn board_view_filters_list_the_legal_moves_of_a_square() {
    let mut g = layout(2, &[1, 0], &THIRD_POINT);
    g.set_hand(0, &cards("1A,2A,pl,pr,sw"));
    let at_d2 = g.moves_at(Square::at("d2"));
    assert_eq!(at_d2, [mv("u:d2")]);
    let at_c3 = g.moves_at(Square::at("c3"));
    assert_eq!(at_c3, [mv("s1A:c3"), mv("s2A:c3")]);
    assert!(g.placements(2).contains(&Square::at("b2")));
    assert!(!g.placements(2).contains(&Square::at("f2")), "f2 sees 5");
    assert_eq!(
        g.placements(6),
        Vec::<Square>::new(),
        "the 6 is on the board"
    );
    assert_eq!(g.stone_square(0, 6), Some(Square::at("d2")));
}

// ---- Notation ----

#[test]
fn notation_round_trips_and_rejects_bad_text() {
    for text in [
        "w:a1",
        "w:j10",
        "p4:c4",
        "u:c4",
        "s1A:c4",
        "s2T:j10",
        "s1L:a1",
        "s2R:e5",
        "pl",
        "pr",
        "sw:0-2",
        "x:1A,1A,pl",
        "x:2R,pr,sw",
        "end",
    ] {
        assert_eq!(mv(text).to_string(), text);
    }
    assert_eq!(mv("sw:2-0"), Move::Swap(0, 2));
    assert_eq!(mv("x:pl,1A,1A"), mv("x:1A,1A,pl"));
    for bad in [
        "",
        "w",
        "w:",
        "w:k1",
        "w:a0",
        "w:a11",
        "w:a01",
        "p1:c4",
        "p7:c4",
        "p4c4",
        "u:c4x",
        "s3A:c4",
        "s1X:c4",
        "s1:c4",
        "sw:1-1",
        "sw:0-4",
        "sw:0",
        "x:",
        "x:1A,,pl",
        "x:1A,1A,1A,1A,1A,1A",
        "end ",
        "é",
        "s1Aé:c4",
        "w:é1",
        "pé:c4",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?} parsed");
    }
    let mut rng = GameRng::new(3);
    let alphabet: Vec<char> = "wpusxAxTLR0123456789:-,abcdefghijé ".chars().collect();
    for _ in 0..5000 {
        let len = rng.below(9) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        if let Ok(m) = text.parse::<Move>() {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
    }
}

// ---- Conformance ----

/// Seeds chosen so that each run sees random games end both ways: by the 500-action draw
/// and by a win.
fn conformance_for(players: usize, first_seed: u64) {
    let report = conformance::run::<Cubes>(&Setup::players(players), first_seed, 3, 2000)
        .unwrap_or_else(|v| panic!("{players} players: {v}"));
    assert_eq!(report.games, 3);
    assert!(report.outcomes.contains_key("draw"), "{}", report.summary());
    assert!(
        report.outcomes.keys().any(|k| k.starts_with("win")),
        "{}",
        report.summary()
    );
}

#[test]
fn conformance_two_players() {
    conformance_for(2, 0);
}

#[test]
fn conformance_three_players() {
    conformance_for(3, 0);
}

#[test]
fn conformance_four_players() {
    conformance_for(4, 279);
}

fn sorted(mut v: Vec<Square>) -> Vec<Square> {
    v.sort();
    v
}

#[test]
fn conformance_neighbours_6_three_players() {
    let setup = Setup::players(3).with("neighbours", "6");
    let report = conformance::run::<Cubes>(&setup, 0, 2, 2000).unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(report.games, 2);
}
