//! Drawing on a board (issue 45): arrows from place to place and circles or highlights on
//! places, in four colours, for the position editor and studies. The shapes are the rules'
//! [`rules::drawing::Drawing`], named by the game's own places.
//!
//! - `mod.rs` (here): the drawing tool's pure state ([`DrawState`]): a place pressed, then
//!   another (an arrow) or the same again (a mark); a drag from place to place (an arrow);
//! - `geometry.rs` the shapes as figures over the places' boxes on screen;
//! - `layer.rs` the figures drawn over the places, measured where they are shown;
//! - `picture.rs` the places and the drawing as a standalone SVG file;
//! - `tools.rs` the tool's controls; `texts.rs` its words.
//!
//! Mouse (click and click, or drag), touch (tap and tap) and keyboard (Enter on one place,
//! then on another) draw alike: all of them press places.

pub mod geometry;
pub mod layer;
pub mod picture;
pub mod texts;
pub mod tools;

use std::rc::Rc;

use rules::drawing::{Arrow, Colour, Drawing, Mark, Marked, Shape};
use yew::Reducible;

/// The drawing and the tool that draws on it.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawState {
    pub drawing: Drawing,
    /// Presses on places draw (instead of what a press does otherwise).
    pub on: bool,
    pub colour: Colour,
    pub mark: Mark,
    /// The place pressed first, waiting for the second press.
    pub from: Option<String>,
    /// The last shape could not be drawn: the drawing is full.
    pub full: bool,
}

impl Default for DrawState {
    fn default() -> Self {
        DrawState {
            drawing: Drawing::default(),
            on: false,
            colour: Colour::Green,
            mark: Mark::Circle,
            from: None,
            full: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum DrawAction {
    On(bool),
    Colour(Colour),
    Mark(Mark),
    /// A place pressed (a click, a tap, Enter).
    Press(String),
    /// A drag from one place to another.
    Drag {
        from: String,
        to: String,
    },
    /// The first press forgotten (Escape).
    Cancel,
    Clear,
    /// A drawing read (kept in the browser, a link, a study's position).
    Load(Drawing),
}

impl DrawState {
    fn draw(&mut self, shape: Shape) {
        self.full = !self.drawing.toggle(shape);
    }

    fn arrow(&mut self, from: String, to: String) {
        let colour = self.colour;
        self.draw(Shape::Arrow(Arrow { from, to, colour }));
    }

    /// `action` done on the state.
    pub fn apply(&mut self, action: DrawAction) {
        match action {
            DrawAction::On(on) => {
                self.on = on;
                self.from = None;
            }
            DrawAction::Colour(c) => self.colour = c,
            DrawAction::Mark(m) => self.mark = m,
            DrawAction::Press(place) => match self.from.take() {
                None => self.from = Some(place),
                Some(from) if from == place => {
                    let (mark, colour) = (self.mark, self.colour);
                    self.draw(Shape::Mark(Marked {
                        place,
                        mark,
                        colour,
                    }));
                }
                Some(from) => self.arrow(from, place),
            },
            DrawAction::Drag { from, to } => {
                self.from = None;
                if from != to {
                    self.arrow(from, to);
                }
            }
            DrawAction::Cancel => self.from = None,
            DrawAction::Clear => {
                self.drawing = Drawing::default();
                self.from = None;
                self.full = false;
            }
            DrawAction::Load(d) => {
                self.drawing = d;
                self.from = None;
                self.full = false;
            }
        }
    }
}

impl Reducible for DrawState {
    type Action = DrawAction;
    fn reduce(self: Rc<Self>, action: DrawAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(s: &mut DrawState, place: &str) {
        s.apply(DrawAction::Press(place.into()));
    }

    #[test]
    fn two_presses_draw_an_arrow_and_the_same_place_twice_a_mark() {
        let mut s = DrawState::default();
        s.apply(DrawAction::On(true));
        press(&mut s, "a1");
        assert_eq!(s.from.as_deref(), Some("a1"));
        press(&mut s, "b2");
        assert_eq!(s.drawing.to_text(), "ga:a1>b2");
        assert_eq!(s.from, None);
        s.apply(DrawAction::Colour(Colour::Red));
        s.apply(DrawAction::Mark(Mark::Highlight));
        press(&mut s, "c3");
        press(&mut s, "c3");
        assert_eq!(s.drawing.to_text(), "ga:a1>b2,rh:c3");
        // The same arrow again takes it away; a drag draws one.
        s.apply(DrawAction::Colour(Colour::Green));
        press(&mut s, "a1");
        press(&mut s, "b2");
        assert_eq!(s.drawing.to_text(), "rh:c3");
        s.apply(DrawAction::Drag {
            from: "b2".into(),
            to: "a1".into(),
        });
        s.apply(DrawAction::Drag {
            from: "b2".into(),
            to: "b2".into(),
        });
        assert_eq!(s.drawing.to_text(), "ga:b2>a1,rh:c3");
        press(&mut s, "d4");
        s.apply(DrawAction::Cancel);
        assert_eq!(s.from, None);
        s.apply(DrawAction::Clear);
        assert!(s.drawing.is_empty());
    }

    /// Each board's geometry places every place its rules name (`Editable::places`), once,
    /// inside the board's picture, however the board is turned or flipped.
    #[test]
    fn every_board_places_each_of_its_rules_places_once_inside_its_picture() {
        use crate::games;
        use rules::{AnyGame, GameId, Setup};
        for game in GameId::ALL {
            let players = *AnyGame::player_range(game).end();
            let g = AnyGame::new(game, &Setup::players(players), 7).unwrap();
            let mut names = g.places();
            names.sort();
            let view_box = match game {
                GameId::Cubulus => games::cubulus::geometry::CUBE_VIEW_BOX,
                GameId::Cubus => games::cubus::geometry::frame(),
                GameId::CubeAttack => {
                    let v = games::cube_attack::geometry::VIEW;
                    (-v, -v, 2.0 * v, 2.0 * v)
                }
                GameId::Cubes => {
                    let v = games::cubes::geometry::VIEW;
                    (0.0, 0.0, v, v)
                }
                GameId::Mojave => {
                    let AnyGame::Mojave(m) = &g else {
                        unreachable!()
                    };
                    games::mojave::geometry::Layout {
                        length: m.length(),
                        flipped: false,
                    }
                    .view_box()
                }
            };
            let (vx, vy, vw, vh) = view_box;
            for seen in [None, Some("900 -400")] {
                let boxes = games::drawing_places(&g, &|name| match name {
                    "data-view" | "data-flipped" => seen.map(String::from),
                    _ => None,
                });
                let mut placed: Vec<String> = boxes.iter().map(|b| b.place.clone()).collect();
                placed.sort();
                assert_eq!(placed, names, "{game:?}");
                for b in &boxes {
                    assert!(b.w > 4.0 && b.h > 4.0, "{game:?} {b:?}");
                    assert!(
                        b.x >= vx && b.y >= vy && b.x + b.w <= vx + vw && b.y + b.h <= vy + vh,
                        "{game:?}: {b:?} outside {view_box:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_full_drawing_says_so_and_keeps_its_shapes() {
        let mut s = DrawState::default();
        for i in 0..rules::limits::STUDY_SHAPES {
            press(&mut s, &i.to_string());
            press(&mut s, &i.to_string());
        }
        assert!(!s.full);
        press(&mut s, "x");
        press(&mut s, "y");
        assert!(s.full);
        assert_eq!(s.drawing.shapes(), rules::limits::STUDY_SHAPES);
    }
}
