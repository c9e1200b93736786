//! The Cubulus board's input, without Yew: what a click, a tap or Enter on a push point or a
//! cell does (push a ball in, offer a rotation, pick a ball to rotate its lines, set up a
//! neutral ball), and which arrow key turns the cube. The board draws [`Pick`] and forwards
//! events.
//!
//! A mouse previews a move by hovering, so its click plays; a finger cannot hover, so its
//! first tap previews the move (the balls' motions on the board and the move in words with
//! Confirm) and a second tap on the same point, or Confirm, plays it.

use rules::cubulus::{Cell, Cubulus, End, Line, Move};
use rules::Game;

/// Something on the board a pointer or key can act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Push(Line, End),
    Cell(Cell),
}

/// What the player has picked and not yet played: a move waiting for confirmation (a
/// rotation, or any move tapped once), or a ball whose lines' rotations are offered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pick {
    pub pending: Option<Move>,
    pub selected: Option<Cell>,
}

/// The move a push point stands for: an insertion, or the rotation when the line is full.
pub fn push_move(g: &Cubulus, line: Line, end: End) -> Move {
    let full = line.cells().iter().all(|c| g.ball(*c).is_some());
    if full {
        Move::Rotate {
            line,
            towards: end.opposite(),
        }
    } else {
        Move::Insert { line, end }
    }
}

/// How a click came: a mouse (or the keyboard) that previewed the move before, or a
/// touch that did not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    Mouse,
    Touch,
}

impl Pick {
    /// A click, tap or Enter on `t`: the new pick and the move to play, if any. A legal
    /// rotation waits for confirmation (it is easy to set off by mistake), and so does any
    /// legal move tapped once by a finger; a second tap on it plays it. The rest is played,
    /// and the rules judge it.
    pub fn click(
        self,
        g: &Cubulus,
        interactive: bool,
        t: Target,
        via: Via,
    ) -> (Pick, Option<Move>) {
        if !interactive {
            return (self, None);
        }
        let wait = |m: Move| {
            (
                Pick {
                    pending: Some(m),
                    selected: None,
                },
                None,
            )
        };
        let play = |m: Move| (Pick::default(), Some(m));
        let target_move = match t {
            Target::Push(line, end) => Some(push_move(g, line, end)),
            Target::Cell(cell) if g.placing() => Some(Move::Place(cell)),
            Target::Cell(_) => None,
        };
        match target_move {
            Some(m) if self.pending == Some(m) => return play(m),
            Some(m @ Move::Rotate { .. }) if g.validate(&m).is_ok() => return wait(m),
            Some(m) if via == Via::Touch && g.validate(&m).is_ok() => return wait(m),
            Some(m) => return play(m),
            None => {}
        }
        match t {
            Target::Cell(cell) if g.ball(cell).is_some() => (
                Pick {
                    pending: None,
                    selected: Some(cell),
                },
                None,
            ),
            _ => (self, None),
        }
    }

    /// The moves offered below the board: the pending one, or every legal rotation of a
    /// line through the selected ball.
    pub fn offered(self, g: &Cubulus) -> Vec<Move> {
        match (self.pending, self.selected) {
            (Some(m), _) => vec![m],
            (None, Some(cell)) => Line::ALL
                .into_iter()
                .filter(|l| l.cells().contains(&cell))
                .flat_map(|l| g.moves_for_line(l))
                .filter(|m| matches!(m, Move::Rotate { .. }))
                .collect(),
            _ => vec![],
        }
    }

    /// The move whose ball motions the board previews: the pending rotation, else the
    /// hovered push point's move, if legal.
    pub fn preview(self, g: &Cubulus, interactive: bool, hover: Option<Target>) -> Option<Move> {
        self.pending
            .or(match hover {
                Some(Target::Push(line, end)) if interactive => Some(push_move(g, line, end)),
                _ => None,
            })
            .filter(|m| g.validate(m).is_ok())
    }
}

/// Whether the suggested move `hint` is made at `t`.
pub fn hinted(hint: Option<Move>, t: Target) -> bool {
    match (hint, t) {
        (Some(Move::Insert { line, end }), Target::Push(l, e)) => line == l && end == e,
        (Some(Move::Rotate { line, towards }), Target::Push(l, e)) => {
            line == l && towards == e.opposite()
        }
        (Some(Move::Place(c)), Target::Cell(cell)) => c == cell,
        _ => false,
    }
}

/// How an arrow key on the cube turns the view: (right, down) steps.
pub fn view_step(key: &str) -> Option<(i32, i32)> {
    match key {
        "ArrowLeft" => Some((-1, 0)),
        "ArrowRight" => Some((1, 0)),
        "ArrowUp" => Some((0, -1)),
        "ArrowDown" => Some((0, 1)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    fn three() -> Cubulus {
        Cubulus::new(&Setup::players(3), 1).expect("setup")
    }

    fn fill(g: &mut Cubulus, line: Line) {
        for _ in 0..3 {
            g.play(&Move::Insert {
                line,
                end: End::Low,
            })
            .expect("legal");
        }
    }

    /// The moves a click (then Confirm, or a second tap) on some push point or cell of `g`
    /// can try, and the rotations offered for a tapped ball.
    fn reachable(g: &Cubulus) -> Vec<Move> {
        let targets = Line::ALL
            .into_iter()
            .flat_map(|l| [Target::Push(l, End::Low), Target::Push(l, End::High)])
            .chain(Cell::ALL.into_iter().map(Target::Cell));
        let mut moves = Vec::new();
        for t in targets {
            let (pick, played) = Pick::default().click(g, true, t, Via::Mouse);
            moves.extend(played);
            moves.extend(pick.offered(g));
        }
        moves
    }

    /// Issue 47: every explanation a lesson prepares for a wrong move can be seen: the
    /// board can try that move (Cubulus lesson 2's "Row 2 is full…" could not: the arrow of
    /// a full row offers its rotation, which the stage did not list).
    #[test]
    fn every_listed_wrong_move_of_the_course_can_be_tried_on_the_board() {
        let course = rules::lessons::course(rules::GameId::Cubulus).expect("a course");
        for stage in course.stages {
            let rules::AnyGame::Cubulus(g) = stage.start.position(course.game).expect("start")
            else {
                unreachable!()
            };
            let tried = reachable(&g);
            let mut whys: Vec<&str> = stage.wrong.iter().map(|w| w.why).collect();
            whys.dedup();
            for why in whys {
                assert!(
                    stage
                        .wrong
                        .iter()
                        .any(|w| w.why == why && tried.contains(&w.mv.parse().expect("notation"))),
                    "{}: no click tries a move explained by {why}",
                    stage.id
                );
            }
        }
    }

    #[test]
    fn a_push_point_on_a_full_line_offers_the_rotation() {
        let mut g = three();
        let line = Line::ALL[0];
        fill(&mut g, line);
        assert!(matches!(
            push_move(&g, line, End::Low),
            Move::Rotate {
                towards: End::High,
                ..
            }
        ));
        assert!(matches!(
            push_move(&g, Line::ALL[1], End::High),
            Move::Insert { .. }
        ));
    }

    #[test]
    fn a_push_point_pushes_a_ball_in_at_once() {
        let g = three();
        let line = Line::ALL[4];
        let (pick, m) = Pick::default().click(&g, true, Target::Push(line, End::High), Via::Mouse);
        assert_eq!(
            m,
            Some(Move::Insert {
                line,
                end: End::High
            })
        );
        assert_eq!(pick, Pick::default());
        let (_, m) = Pick::default().click(&g, false, Target::Push(line, End::High), Via::Mouse);
        assert_eq!(m, None, "nothing is played on a read-only board");
    }

    #[test]
    fn a_rotation_waits_for_confirmation() {
        let mut g = three();
        let line = Line::ALL[0];
        fill(&mut g, line);
        let (pick, m) = Pick::default().click(&g, true, Target::Push(line, End::Low), Via::Mouse);
        assert_eq!(m, None);
        let rotate = Move::Rotate {
            line,
            towards: End::High,
        };
        assert_eq!(pick.pending, Some(rotate));
        assert_eq!(pick.offered(&g), vec![rotate]);
        assert_eq!(pick.preview(&g, true, None), Some(rotate));
    }

    #[test]
    fn a_ball_is_selected_and_its_lines_rotations_offered() {
        let mut g = three();
        let line = Line::ALL[0];
        fill(&mut g, line);
        let cell = line.cells()[1];
        let (pick, m) = Pick::default().click(&g, true, Target::Cell(cell), Via::Mouse);
        assert_eq!(m, None);
        assert_eq!(pick.selected, Some(cell));
        let offered = pick.offered(&g);
        assert!(!offered.is_empty());
        assert!(offered
            .iter()
            .all(|m| matches!(m, Move::Rotate { line: l, .. } if l.cells().contains(&cell))));
        // An empty cell picks nothing.
        let empty = Cell::ALL
            .into_iter()
            .find(|c| g.ball(*c).is_none())
            .expect("an empty cell");
        let (again, _) = pick.click(&g, true, Target::Cell(empty), Via::Mouse);
        assert_eq!(again, pick);
    }

    /// Issue 25, item 5: a tap pushed at once, with no preview.
    #[test]
    fn a_tap_previews_a_push_and_a_second_tap_plays_it() {
        let g = three();
        let t = Target::Push(Line::ALL[4], End::High);
        let (pick, m) = Pick::default().click(&g, true, t, Via::Touch);
        assert_eq!(m, None, "the first tap only previews");
        let push = push_move(&g, Line::ALL[4], End::High);
        assert_eq!(pick.pending, Some(push));
        assert_eq!(pick.preview(&g, true, None), Some(push));
        assert_eq!(pick.offered(&g), vec![push], "offered with Confirm");
        let other = Target::Push(Line::ALL[5], End::Low);
        let (moved, m) = pick.click(&g, true, other, Via::Touch);
        assert_eq!(m, None, "a tap elsewhere previews that instead");
        assert_ne!(moved.pending, pick.pending);
        let (after, m) = pick.click(&g, true, t, Via::Touch);
        assert_eq!(m, Some(push), "the second tap plays it");
        assert_eq!(after, Pick::default());
    }

    #[test]
    fn two_players_set_up_the_neutral_balls_by_clicking_cells() {
        let g = Cubulus::new(&Setup::players(2), 1).expect("setup");
        assert!(g.placing());
        let cell = Cell::ALL[13];
        let (_, m) = Pick::default().click(&g, true, Target::Cell(cell), Via::Mouse);
        assert_eq!(m, Some(Move::Place(cell)));
    }

    #[test]
    fn the_hint_marks_its_push_point_or_cell() {
        let line = Line::ALL[2];
        let insert = Move::Insert {
            line,
            end: End::Low,
        };
        assert!(hinted(Some(insert), Target::Push(line, End::Low)));
        assert!(!hinted(Some(insert), Target::Push(line, End::High)));
        let rotate = Move::Rotate {
            line,
            towards: End::High,
        };
        assert!(hinted(Some(rotate), Target::Push(line, End::Low)));
        let cell = Cell::ALL[0];
        assert!(hinted(Some(Move::Place(cell)), Target::Cell(cell)));
        assert!(!hinted(None, Target::Cell(cell)));
    }

    #[test]
    fn arrow_keys_turn_the_cube() {
        assert_eq!(view_step("ArrowLeft"), Some((-1, 0)));
        assert_eq!(view_step("ArrowDown"), Some((0, 1)));
        assert_eq!(view_step("Enter"), None);
    }
}
