//! The Mojave board's input, without Yew: what a click, a key or a chooser button does to
//! the selection, and which move it plays. The board draws [`Play`] and forwards events to
//! [`Play::step`]; everything here is tested natively.

use rules::mojave::{Mojave, Move, Square};
use rules::Game;

use super::geometry::{Layout, ScreenDir};

/// A square the selected die can reach, with every legal move ending there and the top the
/// die would show.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    pub end: Square,
    pub ways: Vec<(Move, u8)>,
}

impl Target {
    /// What the mark shows: each different top once, smallest first.
    pub fn label(&self) -> String {
        let mut tops: Vec<u8> = self.ways.iter().map(|&(_, t)| t).collect();
        tops.sort_unstable();
        tops.dedup();
        tops.iter().map(u8::to_string).collect::<Vec<_>>().join("/")
    }
}

/// The legal moves of the die on `from`, grouped by the square they end on (as the rules
/// list them, so paths keep the rules' order). A move listed twice is one way: the chooser
/// offers a choice only between different legal moves.
pub fn targets(g: &Mojave, from: Square) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    for m in g.moves_from(from) {
        let (Some(end), Some(die)) = (m.end(), g.die_after(&m)) else {
            continue;
        };
        match out.iter_mut().find(|t| t.end == end) {
            Some(t) if t.ways.iter().any(|(w, _)| *w == m) => {}
            Some(t) => t.ways.push((m, die.top())),
            None => out.push(Target {
                end,
                ways: vec![(m, die.top())],
            }),
        }
    }
    out
}

/// A key the board listens to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Arrow(ScreenDir),
    /// Enter or space: act on the cursor's square.
    Enter,
    Escape,
}

impl Key {
    pub fn from_key(key: &str) -> Option<Key> {
        match key {
            "Enter" | " " => Some(Key::Enter),
            "Escape" => Some(Key::Escape),
            _ => ScreenDir::from_key(key).map(Key::Arrow),
        }
    }
}

/// What the person did on or around the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Input {
    /// A click or tap on a square.
    Point(Square),
    /// The mouse is over a square, or left the board.
    Hover(Option<Square>),
    Key(Key),
    /// A way in the chooser is hovered or focused (`None`: no longer).
    Preview(Option<Move>),
    /// A way in the chooser was picked.
    Choose(Move),
    /// The chooser's cancel button.
    Cancel,
    /// The board got the focus by Tab: the cursor shows.
    TabIn,
    /// The board lost the focus: the cursor hides.
    Blur,
}

/// The selection and cursor of the Mojave board.
#[derive(Clone, Debug, PartialEq)]
pub struct Play {
    pub selected: Option<Square>,
    /// The square whose paths the chooser lists.
    pub chooser: Option<Square>,
    /// A way of the chooser shown on the board.
    pub preview: Option<Move>,
    /// The square under the mouse.
    pub hover: Option<Square>,
    pub cursor: Square,
    /// The cursor shows while the board has focus from the keyboard.
    pub keyboard: bool,
    /// Why the last click or Enter did nothing, said until the next input (issue 47: Enter
    /// on a wrong square said nothing).
    pub missed: Option<Miss>,
}

/// A click or Enter that made no move and chose no die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// No die of the mover's on this square.
    NoDie(Square),
    /// The chosen die cannot go to this square (it is let go).
    CannotReach { from: Square, to: Square },
}

impl Default for Play {
    fn default() -> Play {
        Play {
            selected: None,
            chooser: None,
            preview: None,
            hover: None,
            cursor: Square::new(7, 3),
            keyboard: false,
            missed: None,
        }
    }
}

/// The board's context for a step: the position, whether the viewer may move, the layout
/// (which way the arrow keys go).
pub struct Ctx<'a> {
    pub game: &'a Mojave,
    pub interactive: bool,
    pub layout: Layout,
}

impl Ctx<'_> {
    fn can_move(&self) -> bool {
        self.interactive && self.game.to_move().is_some()
    }
}

impl Play {
    /// The targets of the selected die (none when the viewer may not move).
    pub fn targets(&self, cx: &Ctx) -> Vec<Target> {
        match self.selected {
            Some(from) if cx.can_move() => targets(cx.game, from),
            _ => Vec::new(),
        }
    }

    /// The square pointed at: the mouse's, else the keyboard cursor's.
    pub fn pointed(&self) -> Option<Square> {
        self.hover.or_else(|| self.keyboard.then_some(self.cursor))
    }

    /// The new state and the move to play, if any.
    pub fn step(&self, cx: &Ctx, input: Input) -> (Play, Option<Move>) {
        let mut next = self.clone();
        next.missed = None;
        let mv = match input {
            Input::Point(sq) => {
                next.keyboard = false;
                next.act(cx, sq)
            }
            Input::Hover(sq) => {
                next.hover = sq;
                None
            }
            Input::Key(Key::Arrow(d)) => {
                next.keyboard = true;
                next.cursor = cx.layout.cursor_step(self.cursor, d);
                None
            }
            Input::Key(Key::Enter) => {
                next.keyboard = true;
                next.act(cx, self.cursor)
            }
            Input::Key(Key::Escape) | Input::Cancel => {
                // Escape from the chooser goes back to the board with the cursor showing.
                next.keyboard |= input == Input::Key(Key::Escape);
                if next.chooser.is_some() {
                    next.chooser = None;
                    next.preview = None;
                } else {
                    next.selected = None;
                }
                None
            }
            Input::Preview(m) => {
                next.preview = m;
                None
            }
            Input::Choose(m) => {
                let offered = next
                    .chooser
                    .and_then(|sq| next.targets(cx).into_iter().find(|t| t.end == sq))
                    .is_some_and(|t| t.ways.iter().any(|(w, _)| *w == m));
                if !offered {
                    return (next, None);
                }
                next.clear();
                Some(m)
            }
            Input::TabIn => {
                next.keyboard = true;
                None
            }
            Input::Blur => {
                next.keyboard = false;
                None
            }
        };
        (next, mv)
    }

    /// The position changed: the selection is forgotten, the cursor stays.
    pub fn reset(&self) -> Play {
        let mut next = self.clone();
        next.clear();
        next
    }

    fn clear(&mut self) {
        self.selected = None;
        self.chooser = None;
        self.preview = None;
    }

    /// A click or Enter on `sq`: pick a target, open the chooser, or (de)select a die.
    fn act(&mut self, cx: &Ctx, sq: Square) -> Option<Move> {
        self.cursor = sq;
        if !cx.can_move() {
            return None;
        }
        self.chooser = None;
        self.preview = None;
        if let Some(t) = self.targets(cx).into_iter().find(|t| t.end == sq) {
            return match t.ways.as_slice() {
                [(m, _)] => {
                    self.selected = None;
                    Some(*m)
                }
                _ => {
                    self.chooser = Some(sq);
                    None
                }
            };
        }
        let g = cx.game;
        // A tip the Zugzwang forbids is tried, so that the rules (or a lesson) say why: a
        // click on its square is never silently a deselection.
        if let Some(m) = self.selected.and_then(|from| {
            g.tips_refused_by_zugzwang(from)
                .into_iter()
                .find(|m| m.end() == Some(sq))
        }) {
            self.selected = None;
            return Some(m);
        }
        let mine = g.die_at(sq).is_some_and(|d| Some(d.owner()) == g.to_move());
        self.missed = match self.selected {
            Some(from) if from != sq && !mine => Some(Miss::CannotReach { from, to: sq }),
            None if !mine => Some(Miss::NoDie(sq)),
            _ => None,
        };
        self.selected = (mine && self.selected != Some(sq)).then_some(sq);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::mojave::Die;
    use rules::Setup;

    #[test]
    fn enter_on_a_wrong_square_says_why_until_the_next_input() {
        let g = opening(&[]);
        let cx = cx(&g);
        // The cursor starts on h4, an empty square: nothing to pick there.
        let (p, mv) = Play::default().step(&cx, Input::Key(Key::Enter));
        assert_eq!((mv, p.missed), (None, Some(Miss::NoDie(sq("h4")))));
        // Down to h3, one of the mover's dice: picked, nothing missed.
        let (p, _) = p.step(&cx, Input::Key(Key::Arrow(ScreenDir::Down)));
        assert_eq!(p.missed, None);
        let (p, _) = p.step(&cx, Input::Key(Key::Enter));
        assert_eq!((p.selected, p.missed), (Some(sq("h3")), None));
        // Far up the board is out of the die's reach: it is let go, and the page says so.
        let mut p = p;
        for _ in 0..8 {
            p = p.step(&cx, Input::Key(Key::Arrow(ScreenDir::Up))).0;
        }
        let (p, mv) = p.step(&cx, Input::Key(Key::Enter));
        assert_eq!(mv, None);
        let miss = Miss::CannotReach {
            from: sq("h3"),
            to: sq("h11"),
        };
        assert_eq!((p.selected, p.missed), (None, Some(miss)));
    }

    fn opening(moves: &[&str]) -> Mojave {
        let mut g = Mojave::new(&Setup::players(2), 1).expect("default setup");
        for m in moves {
            g.play(&m.parse().expect("notation")).expect("legal");
        }
        g
    }

    fn cx(g: &Mojave) -> Ctx<'_> {
        Ctx {
            game: g,
            interactive: true,
            layout: Layout {
                length: g.length(),
                flipped: false,
            },
        }
    }

    fn sq(s: &str) -> Square {
        crate::testing::read(s)
    }

    /// Runs inputs from the default state; returns the state and the moves played.
    fn run(cx: &Ctx, inputs: &[Input]) -> (Play, Vec<String>) {
        let mut p = Play::default();
        let mut moves = Vec::new();
        for i in inputs {
            let (next, m) = p.step(cx, *i);
            p = next;
            moves.extend(m.map(|m| m.to_string()));
        }
        (p, moves)
    }

    /// Issue 47: every explanation the Mojave course prepares for a wrong move can be seen:
    /// "b4:n1" under Zugzwang ("must-answer") could not be tried by a click.
    #[test]
    fn every_listed_wrong_move_of_the_course_can_be_tried_on_the_board() {
        let course = rules::lessons::course(rules::GameId::Mojave).expect("a course");
        for stage in course.stages {
            let rules::AnyGame::Mojave(g) = stage.start.position(course.game).expect("start")
            else {
                unreachable!()
            };
            let cx = cx(&g);
            for w in stage.wrong {
                let mv: Move = w.mv.parse().expect("notation");
                let Move::Tip { from, .. } = mv else {
                    continue;
                };
                let end = mv.end().expect("an end");
                let (p, played) = Play::default().step(&cx, Input::Point(from));
                let (p, played2) = p.step(&cx, Input::Point(end));
                let tried = played.into_iter().chain(played2).any(|m| m == mv)
                    || p.chooser == Some(end)
                        && p.targets(&cx)
                            .iter()
                            .any(|t| t.end == end && t.ways.iter().any(|(m, _)| *m == mv));
                assert!(tried, "{}: no click tries {} ({})", stage.id, w.mv, w.why);
            }
        }
    }

    #[test]
    fn targets_group_the_moves_that_end_on_one_square() {
        // i4 shows 1: one step to each free neighbour.
        let g = opening(&[]);
        let t = targets(&g, sq("i4"));
        let mut ends: Vec<String> = t.iter().map(|t| t.end.to_string()).collect();
        ends.sort();
        assert_eq!(ends, ["h4", "i3", "i5", "j4"]);
        let i5 = t.iter().find(|t| t.end == sq("i5")).expect("i5");
        assert_eq!(
            i5.label(),
            "5",
            "tipping north brings the south face (5) up"
        );

        // After i4:n1 the die on i5 shows 5: a square 3 + 2 away is reached by two moves that
        // leave the die differently (a 4 + 1 L is one move: its two orders end alike).
        let g = opening(&["i4:n1", "e17:w1"]);
        let t = targets(&g, sq("i5"));
        let l7 = t.iter().find(|t| t.end == sq("l7")).expect("l7 reachable");
        assert_eq!(l7.ways.len(), 2);
        let m6 = t.iter().find(|t| t.end == sq("m6")).expect("m6 reachable");
        assert_eq!(m6.ways.len(), 1, "n4e1 and e1n4 are one move");
        let total: usize = t.iter().map(|t| t.ways.len()).sum();
        let mut legal = g.moves_from(sq("i5"));
        legal.dedup();
        assert_eq!(total, legal.len());
        for t in &t {
            for (m, top) in &t.ways {
                assert_eq!(m.end(), Some(t.end));
                assert_eq!(g.die_after(m).map(Die::top), Some(*top));
            }
        }
    }

    #[test]
    fn the_label_lists_each_top_once() {
        let m: Move = "a1:n1e1".parse().expect("notation");
        let t = Target {
            end: Square::new(1, 1),
            ways: vec![(m, 5), (m, 2), (m, 5)],
        };
        assert_eq!(t.label(), "2/5");
    }

    #[test]
    fn no_targets_for_the_other_players_die() {
        let g = opening(&[]);
        assert!(targets(&g, sq("e17")).is_empty());
        let (p, moves) = run(&cx(&g), &[Input::Point(sq("e17"))]);
        assert_eq!(p.selected, None, "the opponent's die is not selected");
        assert!(moves.is_empty());
    }

    #[test]
    fn clicking_a_die_selects_it_and_again_deselects() {
        let g = opening(&[]);
        let (p, _) = run(&cx(&g), &[Input::Point(sq("i4"))]);
        assert_eq!(p.selected, Some(sq("i4")));
        assert_eq!(p.targets(&cx(&g)).len(), 4);
        let (p, _) = run(&cx(&g), &[Input::Point(sq("i4")), Input::Point(sq("i4"))]);
        assert_eq!(p.selected, None);
        // An empty square that is no target drops the selection.
        let (p, _) = run(&cx(&g), &[Input::Point(sq("i4")), Input::Point(sq("a10"))]);
        assert_eq!(p.selected, None);
    }

    #[test]
    fn clicking_a_target_with_one_move_plays_it() {
        let g = opening(&[]);
        let (p, moves) = run(&cx(&g), &[Input::Point(sq("i4")), Input::Point(sq("i5"))]);
        assert_eq!(moves, ["i4:n1"]);
        assert_eq!(p.selected, None);
    }

    #[test]
    fn nothing_is_selected_while_the_board_is_read_only() {
        let g = opening(&[]);
        let ro = Ctx {
            interactive: false,
            ..cx(&g)
        };
        let (p, moves) = run(&ro, &[Input::Point(sq("i4")), Input::Point(sq("i5"))]);
        assert_eq!(p.selected, None);
        assert!(moves.is_empty());
        assert_eq!(p.cursor, sq("i5"), "the cursor still follows");
    }

    #[test]
    fn the_keyboard_cursor_moves_and_enter_acts() {
        let g = opening(&[]);
        let c = cx(&g);
        // The cursor starts on h4; right goes to i4, Enter selects, up then Enter plays.
        let (p, moves) = run(
            &c,
            &[
                Input::Key(Key::Arrow(ScreenDir::Right)),
                Input::Key(Key::Enter),
                Input::Key(Key::Arrow(ScreenDir::Up)),
                Input::Key(Key::Enter),
            ],
        );
        assert_eq!(moves, ["i4:n1"]);
        assert!(p.keyboard);
        assert_eq!(p.pointed(), Some(sq("i5")));
        // Escape drops a selection; a click hides the cursor.
        let (p, _) = run(
            &c,
            &[
                Input::Point(sq("i4")),
                Input::Key(Key::Escape),
                Input::TabIn,
            ],
        );
        assert_eq!(p.selected, None);
        assert!(p.keyboard);
        let (p, _) = p.step(&c, Input::Point(sq("a1")));
        assert!(!p.keyboard);
        assert_eq!(Key::from_key(" "), Some(Key::Enter));
        assert_eq!(Key::from_key("x"), None);
    }

    #[test]
    fn several_moves_to_one_square_open_the_chooser() {
        let g = opening(&["i4:n1", "e17:w1"]);
        let c = cx(&g);
        let (p, moves) = run(&c, &[Input::Point(sq("i5")), Input::Point(sq("l7"))]);
        assert!(moves.is_empty());
        assert_eq!(p.chooser, Some(sq("l7")));
        let ways = p
            .targets(&c)
            .into_iter()
            .find(|t| t.end == sq("l7"))
            .expect("l7")
            .ways;
        let (second, _) = ways[1];

        // Previewing shows a way; Escape closes the chooser but keeps the die selected.
        let (q, _) = p.step(&c, Input::Preview(Some(second)));
        assert_eq!(q.preview, Some(second));
        let (q, m) = q.step(&c, Input::Key(Key::Escape));
        assert_eq!((q.chooser, q.preview, m), (None, None, None));
        assert_eq!(q.selected, Some(sq("i5")));

        // Choosing plays exactly that move and clears the selection.
        let (q, m) = p.step(&c, Input::Choose(second));
        assert_eq!(m, Some(second));
        assert_eq!((q.selected, q.chooser), (None, None));

        // A move the chooser does not offer is ignored.
        let other: Move = "i5:n1".parse().expect("notation");
        assert_eq!(p.step(&c, Input::Choose(other)).1, None);
    }

    #[test]
    fn a_new_position_forgets_the_selection() {
        let g = opening(&["i4:n1", "e17:w1"]);
        let c = cx(&g);
        let (p, _) = run(&c, &[Input::Point(sq("i5")), Input::Point(sq("l7"))]);
        let p = p.reset();
        assert_eq!((p.selected, p.chooser, p.preview), (None, None, None));
    }
}
