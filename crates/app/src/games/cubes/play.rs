//! The Cubes board's input, without Yew: the pass-the-device cover, the chosen stone or
//! cards, the keyboard cursor, and which move a click on a square makes. The board draws
//! this state and forwards events; everything here is tested natively.

use rules::cubes::{Card, Cubes, Move, Shift, Square};
use rules::{Game, Seat};

use super::geometry as geo;

/// What the player has picked before clicking a square or a button.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Choice {
    #[default]
    Nothing,
    /// A stone from the supply, by number.
    Stone(u8),
    /// Cards of the hand, by position in [`rules::cubes::CardSet::iter`] order.
    Cards(Vec<usize>),
}

impl Choice {
    /// A click on stone `n` of the supply: choose it, or un-choose it if it was chosen.
    pub fn toggle_stone(&self, n: u8) -> Choice {
        if *self == Choice::Stone(n) {
            Choice::Nothing
        } else {
            Choice::Stone(n)
        }
    }

    /// A click on the card at position `i` of the hand: add it to the chosen cards, or take
    /// it out. Choosing a card drops a chosen stone.
    pub fn toggle_card(&self, i: usize) -> Choice {
        let mut cards = match self {
            Choice::Cards(ix) => ix.clone(),
            _ => Vec::new(),
        };
        if cards.contains(&i) {
            cards.retain(|&j| j != i);
        } else {
            cards.push(i);
        }
        if cards.is_empty() {
            Choice::Nothing
        } else {
            Choice::Cards(cards)
        }
    }

    /// The chosen cards of `hand`.
    pub fn cards(&self, hand: &[Card]) -> Vec<Card> {
        match self {
            Choice::Cards(ix) => ix.iter().filter_map(|&i| hand.get(i).copied()).collect(),
            _ => Vec::new(),
        }
    }

    /// The shift card the board plays: the last card chosen, when it is a shift card. With
    /// "2 away" chosen and then "1 away", a click on a white stone shifts with "1 away" (the
    /// card the player reached for last) while the Exchange button still offers both: the
    /// board never goes dead because two cards are chosen.
    pub fn shift(&self, hand: &[Card]) -> Option<Shift> {
        match self.cards(hand).last() {
            Some(Card::Shift(s)) => Some(*s),
            _ => None,
        }
    }

    /// The chosen stone, if the viewer still has it in the supply.
    pub fn stone(&self, g: &Cubes, viewer: Option<Seat>) -> Option<u8> {
        match (self, viewer) {
            (Choice::Stone(n), Some(s)) if g.supply(s).contains(n) => Some(*n),
            _ => None,
        }
    }
}

/// Which seat's player said they hold the device. Kept across renders and reset the moment
/// the seat to move changes, so a hand is never shown to the next player by mistake.
#[derive(Default)]
pub struct Device {
    mover: Option<Seat>,
    confirmed: Option<Seat>,
}

impl Device {
    /// The seat whose hand may be shown now, given who is to move in the live game.
    pub fn viewer(&mut self, mover: Option<Seat>) -> Option<Seat> {
        if self.mover != mover {
            self.mover = mover;
            self.confirmed = None;
        }
        self.confirmed.filter(|&s| Some(s) == mover)
    }

    /// The player of `seat` says they hold the device.
    pub fn confirm(&mut self, seat: Seat) {
        self.confirmed = Some(seat);
    }

    /// "Hide my hand": the cover comes back.
    pub fn hide(&mut self) {
        self.confirmed = None;
    }
}

/// The seat whose hand the board shows: on a device that plays one seat (`own`) always
/// that one; on a shared device the seat to move once its player confirmed.
pub fn hand_shown(own: Option<Seat>, mover: Option<Seat>, device: &mut Device) -> Option<Seat> {
    match own {
        Some(seat) => Some(seat),
        None => device.viewer(mover),
    }
}

/// What a click on a square does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Try this move: a legal one is played; an illegal one is answered by the rules' reason
    /// (or, in a lesson, by the stage's explanation of that mistake).
    Play(Move),
    /// No move fits the click: the board says why in a line under it.
    Say(Why),
}

/// Why a click on a square tries no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Nothing is chosen and the square is not one of the player's stones.
    ChooseFirst,
    /// Only cards other than a shift card are chosen: they are played by their buttons.
    CardsByButtons,
}

/// What a click on `sq` does, given the chosen stone or shift card and whether other cards
/// are chosen: the move the square offers; else the move the player is trying, for the
/// rules to refuse with their reason, so that no click on the board goes unanswered (a
/// stone on a square where it would not see its number, a shift of a blocked white stone
/// or of a square without one);
/// else why nothing is tried.
pub fn square_click(
    g: &Cubes,
    sq: Square,
    stone: Option<u8>,
    shift: Option<Shift>,
    cards_chosen: bool,
) -> Option<Click> {
    g.to_move()?;
    if let Some(m) = square_move(g, sq, stone, shift) {
        return Some(Click::Play(m));
    }
    if g.phase() == rules::cubes::Phase::Setup {
        return Some(Click::Play(Move::PlaceWhite(sq)));
    }
    if let Some(n) = stone {
        return Some(Click::Play(Move::Place {
            number: n,
            square: sq,
        }));
    }
    if let Some(card) = shift {
        return Some(Click::Play(Move::Shift { card, from: sq }));
    }
    Some(Click::Say(if cards_chosen {
        Why::CardsByButtons
    } else {
        Why::ChooseFirst
    }))
}

/// The move a click on `sq` makes, given the chosen stone or shift card; `None` if the
/// square offers nothing. The rules list what the square allows; this only picks.
pub fn square_move(g: &Cubes, sq: Square, stone: Option<u8>, shift: Option<Shift>) -> Option<Move> {
    let moves = g.moves_at(sq);
    let find = |f: &dyn Fn(&Move) -> bool| moves.iter().find(|m| f(m)).cloned();
    if let Some(m) = find(&|m| matches!(m, Move::PlaceWhite(_))) {
        return Some(m);
    }
    if let Some(card) = shift {
        if let Some(m) = find(&|m| matches!(m, Move::Shift { card: c, .. } if *c == card)) {
            return Some(m);
        }
        // The landing square stands for the stone that would land there.
        if let Some((from, _)) = g.shift_targets(card).into_iter().find(|&(_, to)| to == sq) {
            return Some(Move::Shift { card, from });
        }
    }
    if let Some(n) = stone {
        if let Some(m) = find(&|m| matches!(m, Move::Place { number, .. } if *number == n)) {
            return Some(m);
        }
    }
    find(&|m| matches!(m, Move::PickUp(_)))
}

/// What a key on the grid does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAct {
    /// The cursor goes to this square.
    Cursor(Square),
    /// Act on the cursor's square (as a click would).
    Act(Square),
    /// Drop the chosen stone or cards.
    Clear,
    Ignore,
}

/// A key pressed on the grid with the cursor on `at` (`None`: no cursor yet, it appears in
/// the middle).
pub fn key(at: Option<Square>, key: &str) -> KeyAct {
    let Some(at) = at else {
        return Square::new(4, 4).map_or(KeyAct::Ignore, KeyAct::Cursor);
    };
    if let Some(next) = geo::cursor_step(at, key) {
        return KeyAct::Cursor(next);
    }
    match key {
        "Enter" | " " => KeyAct::Act(at),
        "Escape" => KeyAct::Clear,
        _ => KeyAct::Ignore,
    }
}

/// Whether the person at the screen may act: the live game, someone to move, and in the
/// play phase only after the player confirmed they hold the device.
pub fn can_act(g: &Cubes, interactive: bool, viewer: Option<Seat>) -> bool {
    interactive
        && g.to_move().is_some()
        && match g.phase() {
            rules::cubes::Phase::Setup => true,
            rules::cubes::Phase::Play => viewer.is_some(),
        }
}

/// A white stone for the setup on an empty square picked by `pick` (any number: it is
/// taken modulo the squares left), for "Place the rest at random"; `None` after the setup.
pub fn random_white(g: &Cubes, pick: u64) -> Option<Move> {
    let whites: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::PlaceWhite(_)))
        .collect();
    let n = whites.len() as u64;
    (n > 0).then(|| whites[(pick % n) as usize].clone())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use rules::cubes::Phase;
    use rules::Setup;

    /// The white stones in the record the e2e test opens (`tests/e2e/cubes.test.mjs`, two
    /// players, seed 7); the test then clicks g5 and h5 to finish the setup.
    pub(crate) const E2E_WHITES: [&str; 28] = [
        "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9",
        "w:d9", "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10",
        "w:e10", "w:f10", "w:g10", "w:h10", "w:i10", "w:j10",
    ];

    #[test]
    fn the_rest_of_the_white_stones_can_be_placed_at_random() {
        let mut g = Cubes::new(&rules::Setup::players(2), 7).expect("setup");
        let mut pick = 12345u64;
        while let Some(m) = random_white(&g, pick) {
            g.play(&m).expect("a legal white stone");
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
        }
        assert_eq!(g.phase(), Phase::Play, "every white stone placed");
    }

    fn sq(s: &str) -> Square {
        crate::testing::read(s)
    }

    /// Two players, seed 7, the whites of the e2e test placed: a ring of six around d4 and
    /// four around g4, the other twenty on ranks 9 and 10.
    fn e2e_position() -> Cubes {
        let mut g = Cubes::new(&Setup::players(2), 7).expect("setup");
        for m in E2E_WHITES.iter().chain(&["w:g5", "w:h5"]) {
            g.play(&m.parse().expect("notation")).expect("legal");
        }
        g
    }

    #[test]
    fn a_device_that_plays_one_seat_shows_only_its_hand_and_needs_no_cover() {
        let mut device = Device::default();
        assert_eq!(hand_shown(Some(1), Some(0), &mut device), Some(1));
        assert_eq!(hand_shown(Some(1), None, &mut device), Some(1));
        // Shared: nothing until the player to move confirms, then only while it is theirs.
        assert_eq!(hand_shown(None, Some(0), &mut device), None);
        device.confirm(0);
        assert_eq!(hand_shown(None, Some(0), &mut device), Some(0));
        assert_eq!(hand_shown(None, Some(1), &mut device), None);
        let g = e2e_position();
        let mover = g.to_move();
        let other = mover.map(|s| 1 - s);
        assert!(
            !can_act(&g, false, other),
            "not this seat's turn: shown, not played"
        );
        assert!(can_act(&g, true, mover));
    }

    #[test]
    fn a_click_in_the_setup_places_a_white_stone() {
        let g = Cubes::new(&Setup::players(2), 7).expect("setup");
        assert_eq!(
            square_move(&g, sq("e5"), None, None),
            Some(Move::PlaceWhite(sq("e5")))
        );
        assert!(can_act(&g, true, None), "the setup needs no cover");
    }

    #[test]
    fn a_click_places_the_chosen_stone_shifts_or_picks_up() {
        let mut g = e2e_position();
        assert_eq!(g.phase(), Phase::Play);
        assert_eq!(
            square_move(&g, sq("d4"), None, None),
            None,
            "nothing chosen"
        );
        assert_eq!(
            square_move(&g, sq("d4"), Some(6), None),
            Some(Move::Place {
                number: 6,
                square: sq("d4")
            })
        );
        assert_eq!(square_move(&g, sq("d4"), Some(5), None), None);
        g.play(&"p6:d4".parse().expect("notation")).expect("legal");
        assert_eq!(
            square_move(&g, sq("d4"), Some(4), None),
            Some(Move::PickUp(sq("d4"))),
            "a click on one's own stone picks it up"
        );
        let away: Shift = "1A".parse().expect("card");
        let shift = Some(Move::Shift {
            card: away,
            from: sq("d5"),
        });
        assert_eq!(square_move(&g, sq("d5"), None, Some(away)), shift);
        assert_eq!(
            square_move(&g, sq("d6"), None, Some(away)),
            shift,
            "the landing square stands for the stone"
        );
    }

    #[test]
    fn the_device_forgets_the_confirmation_when_the_seat_changes() {
        let mut d = Device::default();
        assert_eq!(d.viewer(Some(0)), None);
        d.confirm(0);
        assert_eq!(d.viewer(Some(0)), Some(0));
        assert_eq!(d.viewer(Some(1)), None);
        assert_eq!(d.viewer(Some(0)), None, "back to seat 0: confirm again");
        d.confirm(0);
        assert_eq!(d.viewer(None), None, "an earlier position hides the hand");
        assert_eq!(d.viewer(Some(0)), None);
        d.confirm(0);
        d.hide();
        assert_eq!(d.viewer(Some(0)), None, "hiding the hand covers it again");
    }

    #[test]
    fn the_cover_stops_play_until_the_player_confirms() {
        let g = e2e_position();
        assert!(!can_act(&g, true, None));
        assert!(can_act(&g, true, Some(0)));
        assert!(!can_act(&g, false, Some(0)), "history is read-only");
    }

    #[test]
    fn stones_and_cards_are_chosen_and_dropped() {
        let g = e2e_position();
        let c = Choice::Nothing.toggle_stone(6);
        assert_eq!(c.stone(&g, Some(0)), Some(6));
        assert_eq!(c.stone(&g, None), None, "no stone without a viewer");
        assert_eq!(c.toggle_stone(6), Choice::Nothing);
        assert_eq!(c.toggle_stone(4), Choice::Stone(4));

        // Seat 0 holds 1A,1T,1L,1L,2A.
        let hand: Vec<Card> = g.hand(0).iter().collect();
        let c = c.toggle_card(0);
        assert_eq!(c, Choice::Cards(vec![0]), "a card drops the stone");
        assert_eq!(c.shift(&hand), Some("1A".parse().expect("card")));
        let two = c.toggle_card(3);
        assert_eq!(two.cards(&hand).len(), 2);
        assert_eq!(
            two.shift(&hand),
            Some(hand[3].to_string().parse().expect("1L")),
            "the board shifts with the card chosen last"
        );
        assert_eq!(two.toggle_card(0).toggle_card(3), Choice::Nothing);
    }

    /// Issue 47: choosing "2 away" and then "1 away" chose both for an exchange, and the
    /// board ignored every click until "Clear choice".
    #[test]
    fn a_second_shift_card_is_the_one_the_board_shifts_with() {
        let g = e2e_position();
        // Seat 0 holds 1A,1T,1L,1L,2A.
        let hand: Vec<Card> = g.hand(0).iter().collect();
        let two_away = hand.iter().position(|c| c.to_string() == "2A").expect("2A");
        let one_away = hand.iter().position(|c| c.to_string() == "1A").expect("1A");
        let both = Choice::Nothing.toggle_card(two_away).toggle_card(one_away);
        assert_eq!(
            both.cards(&hand).len(),
            2,
            "the exchange of both is still offered"
        );
        let away: Shift = "1A".parse().expect("card");
        assert_eq!(both.shift(&hand), Some(away));
        assert_eq!(
            square_click(&g, sq("d5"), None, both.shift(&hand), true),
            Some(Click::Play(Move::Shift {
                card: away,
                from: sq("d5")
            })),
            "a click on a white stone shifts with the card chosen last"
        );
    }

    /// Issue 47: a click on an unmarked square was silently ignored, so a lesson's
    /// explanation of that mistake never showed.
    #[test]
    fn every_click_on_the_board_is_answered() {
        let g = e2e_position();
        // A stone where it would not see its number: tried, for the rules to say why.
        assert_eq!(
            square_click(&g, sq("g4"), Some(6), None, false),
            Some(Click::Play(Move::Place {
                number: 6,
                square: sq("g4")
            }))
        );
        let mut tried = g.clone();
        assert!(tried.play(&"p6:g4".parse().expect("notation")).is_err());
        // A shift of a white stone that cannot go, or of no white stone: tried.
        let far: Shift = "2A".parse().expect("card");
        assert_eq!(
            square_click(&g, sq("d3"), None, Some(far), false),
            Some(Click::Play(Move::Shift {
                card: far,
                from: sq("d3")
            }))
        );
        assert_eq!(
            square_click(&g, sq("a1"), None, Some(far), false),
            Some(Click::Play(Move::Shift {
                card: far,
                from: sq("a1")
            })),
            "the rules say that only white stones are shifted"
        );
        assert_eq!(
            square_click(&g, sq("a1"), None, None, false),
            Some(Click::Say(Why::ChooseFirst))
        );
        assert_eq!(
            square_click(&g, sq("a1"), None, None, true),
            Some(Click::Say(Why::CardsByButtons))
        );
    }

    /// The moves the learner's board can try in `g`: a click on any square with nothing,
    /// a stone of the supply or a shift card of the hand chosen, and the hand's buttons
    /// (a card played by its button, a swap's pair, an exchange: every legal one is offered).
    fn reachable(g: &Cubes, seat: Seat) -> Vec<Move> {
        let hand: Vec<Card> = g.hand(seat).iter().collect();
        let stones = g.supply(seat).into_iter().map(|n| (Some(n), None));
        let shifts = hand.iter().filter_map(|c| match c {
            Card::Shift(s) => Some((None, Some(*s))),
            _ => None,
        });
        let choices: Vec<_> = [(None, None)]
            .into_iter()
            .chain(stones)
            .chain(shifts)
            .collect();
        let mut moves: Vec<Move> = g
            .legal_moves()
            .into_iter()
            .filter(|m| {
                matches!(
                    m,
                    Move::PassLeft
                        | Move::PassRight
                        | Move::Swap(..)
                        | Move::Exchange(_)
                        | Move::EndTurn
                )
            })
            .collect();
        for sq in Square::all() {
            for &(stone, shift) in &choices {
                if let Some(Click::Play(m)) = square_click(g, sq, stone, shift, false) {
                    moves.push(m);
                }
            }
        }
        moves
    }

    /// Issue 47: every explanation the Cubes course prepares for a wrong move can be seen:
    /// a click on an unmarked square was ignored, so "p6:g4" could never be tried.
    #[test]
    fn every_listed_wrong_move_of_the_course_can_be_tried_on_the_board() {
        let course = rules::lessons::course(rules::GameId::Cubes).expect("a course");
        for stage in course.stages {
            let rules::AnyGame::Cubes(g) = stage.start.position(course.game).expect("start") else {
                unreachable!()
            };
            let tried = reachable(&g, stage.learner);
            for w in stage.wrong {
                let mv: Move = w.mv.parse().expect("notation");
                assert!(
                    tried.contains(&mv),
                    "{}: no click tries {} ({})",
                    stage.id,
                    w.mv,
                    w.why
                );
            }
        }
    }

    #[test]
    fn keys_move_the_cursor_and_act() {
        assert_eq!(key(None, "ArrowUp"), KeyAct::Cursor(sq("e5")));
        assert_eq!(key(Some(sq("e5")), "ArrowUp"), KeyAct::Cursor(sq("e6")));
        assert_eq!(key(Some(sq("a1")), "ArrowLeft"), KeyAct::Cursor(sq("a1")));
        assert_eq!(key(Some(sq("e5")), "Enter"), KeyAct::Act(sq("e5")));
        assert_eq!(key(Some(sq("e5")), " "), KeyAct::Act(sq("e5")));
        assert_eq!(key(Some(sq("e5")), "Escape"), KeyAct::Clear);
        assert_eq!(key(Some(sq("e5")), "x"), KeyAct::Ignore);
    }
}
