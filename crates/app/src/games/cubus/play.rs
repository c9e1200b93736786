//! The Cubus build editor's input as a pure state machine: the 4 × 4 height grid with a
//! selected column. Clicks, buttons and keys become [`Input`]s; [`update`] gives the new
//! state, and [`build_move`] the build the rules would accept for it, if any. The board only
//! draws the state and sends the move.

use rules::cubus::{Cubus, Move};

use super::geometry::{step, Edit, COLS};

/// The editor: the table's stack (`base`), the edited one and the selected column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Editor {
    pub base: Edit,
    pub edit: Edit,
    pub selected: usize,
}

/// What a player can do to the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Select(usize),
    /// An arrow key: walks the diamond (see [`step`]).
    Arrow(Arrow),
    Raise,
    Lower,
    ToggleOpen,
    Shift(i32, i32),
    Reset,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Editor {
    pub fn new(base: Edit, edit: Edit, selected: usize) -> Editor {
        Editor {
            base,
            edit,
            selected: selected.min(COLS - 1),
        }
    }

    pub fn changed(&self) -> bool {
        self.edit != self.base
    }
}

/// A key's input in the editor grid (`None`: the key is not the editor's).
pub fn key_input(key: &str) -> Option<Input> {
    Some(match key {
        "ArrowUp" => Input::Arrow(Arrow::Up),
        "ArrowDown" => Input::Arrow(Arrow::Down),
        "ArrowLeft" => Input::Arrow(Arrow::Left),
        "ArrowRight" => Input::Arrow(Arrow::Right),
        "+" | "=" => Input::Raise,
        "-" | "Backspace" | "Delete" => Input::Lower,
        "o" | "O" => Input::ToggleOpen,
        _ => return None,
    })
}

/// The editor after one input; inputs that cannot apply (a crate too many, a shift off the
/// floor) leave it as it was.
pub fn update(s: Editor, input: Input) -> Editor {
    let mut next = s;
    let col = s.selected;
    match input {
        Input::Select(c) if c < COLS => next.selected = c,
        Input::Select(_) => {}
        Input::Arrow(a) => {
            let key = match a {
                Arrow::Up => "ArrowUp",
                Arrow::Down => "ArrowDown",
                Arrow::Left => "ArrowLeft",
                Arrow::Right => "ArrowRight",
            };
            next.selected = step(col, key);
        }
        Input::Raise => next.edit.add(col),
        Input::Lower => next.edit.remove(col),
        Input::ToggleOpen => next.edit.toggle_open(col),
        Input::Shift(dx, dy) => {
            if let Some(e) = s.edit.shifted(dx, dy) {
                next.edit = e;
            }
        }
        Input::Reset => next.edit = s.base,
    }
    next
}

/// The build the rules accept for the edited stack (their canonical form), if it is one.
pub fn build_move(g: &Cubus, s: &Editor) -> Option<Move> {
    if !s.changed() {
        return None;
    }
    let stack = s.edit.stack()?;
    g.evaluate_build(&stack, s.edit.open)
        .ok()
        .map(|o| Move::from(&o))
}

/// The edited stack as a build to try when the rules do not accept it: Confirm still sends
/// it, so that the rules say why not (or a lesson its explanation of that mistake) instead
/// of the button doing nothing. `None` when unchanged, not a stack at all, or accepted
/// ([`build_move`]).
pub fn tried_build(g: &Cubus, s: &Editor) -> Option<Move> {
    if !s.changed() || build_move(g, s).is_some() {
        return None;
    }
    let stack = s.edit.stack()?;
    Some(Move::Build(rules::cubus::Build {
        stack,
        open: s.edit.open,
    }))
}

/// Draws and says "no build" until a scoring build turns up, and returns it (for the tests
/// of the board's input and texts, which need a position with a real build).
#[cfg(test)]
pub(crate) fn play_to_a_scoring_build(g: &mut Cubus) -> rules::cubus::BuildOption {
    use rules::cubus::{Move, Phase};
    use rules::Game;
    for _ in 0..40 {
        if matches!(g.phase(), Phase::Build) {
            if let Some(b) = g.best_build() {
                return b;
            }
        }
        let mv = if matches!(g.phase(), Phase::Draw) {
            Move::Draw
        } else {
            Move::NoBuild
        };
        g.play(&mv).expect("draw or no build");
    }
    panic!("no scoring build in 40 moves")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Game;

    fn editor(g: &Cubus) -> Editor {
        let base = Edit::new(g.stack(), g.open_columns());
        Editor::new(base, base, 0)
    }

    /// Issue 47: every explanation the Cubus course prepares for a wrong move can be seen:
    /// the Abbau's "two-crates" build was refused by a disabled Confirm, never tried.
    #[test]
    fn every_listed_wrong_build_of_the_course_can_be_confirmed() {
        let course = rules::lessons::course(rules::GameId::Cubus).expect("a course");
        for stage in course.stages {
            let rules::AnyGame::Cubus(g) = stage.start.position(course.game).expect("start") else {
                unreachable!()
            };
            for w in stage.wrong {
                let m: Move = w.mv.parse().expect("notation");
                let Move::Build(b) = m else {
                    // Draw, no build, knock: buttons of their own, offered when legal.
                    continue;
                };
                let s = Editor::new(
                    Edit::new(g.stack(), g.open_columns()),
                    Edit::new(&b.stack, b.open),
                    0,
                );
                let sent = build_move(&g, &s).or_else(|| tried_build(&g, &s));
                assert_eq!(
                    sent.map(|m| m.to_string()),
                    Some(w.mv.to_string()),
                    "{}: {} ({})",
                    stage.id,
                    w.mv,
                    w.why
                );
            }
        }
    }

    #[test]
    fn keys_walk_the_diamond_and_change_the_selected_column() {
        let g = Cubus::new(&rules::Setup::players(2), 11).expect("two players");
        let mut s = editor(&g);
        s = update(s, key_input("ArrowRight").expect("arrow"));
        assert_eq!(s.selected, 4, "right walks along y");
        s = update(s, key_input("ArrowDown").expect("arrow"));
        assert_eq!(s.selected, 5, "down walks along x");
        s = update(s, Input::Raise);
        assert_eq!(s.edit.heights[5], 1);
        s = update(s, Input::ToggleOpen);
        assert!(s.edit.is_open(5));
        s = update(s, Input::Lower);
        assert_eq!(s.edit.heights[5], 0);
        assert!(!s.edit.is_open(5), "an emptied column has no open lid");
        assert_eq!(key_input("x"), None);
    }

    #[test]
    fn a_column_holds_four_and_the_floor_keeps_the_stack() {
        let g = Cubus::new(&rules::Setup::players(2), 11).expect("two players");
        let mut s = editor(&g);
        for _ in 0..6 {
            s = update(s, Input::Raise);
        }
        assert_eq!(s.edit.heights[0], 4);
        let before = s;
        s = update(s, Input::Shift(-1, 0));
        assert_eq!(s, before, "no crate may fall off the floor");
        s = update(s, Input::Shift(1, 0));
        assert_eq!(s.edit.heights[1], 4);
        s = update(s, Input::Reset);
        assert!(!s.changed());
        assert_eq!(update(s, Input::Select(99)), s);
    }

    #[test]
    fn an_edit_becomes_the_rules_build_move() {
        let mut g = Cubus::new(&rules::Setup::players(2), 11).expect("two players");
        let b = play_to_a_scoring_build(&mut g);
        let mut s = editor(&g);
        assert_eq!(build_move(&g, &s), None, "the unchanged stack is no build");
        s.edit = Edit::new(&b.stack, b.open);
        let mv = build_move(&g, &s).expect("the best build is legal");
        assert_eq!(mv, Move::from(&b));
        assert!(g.validate(&mv).is_ok());
    }
}
