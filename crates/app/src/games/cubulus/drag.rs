//! Turning the Cubulus cube by pointer drag and arrow keys, and what a pointer on the cube
//! points at. The board only wires these to its SVG; what a click does is [`super::play`]'s.

use std::cell::RefCell;
use std::rc::Rc;

use rules::cubulus::{Cell, Cubulus, End, Line};
use yew::prelude::*;

use super::geometry::{self, Projected, View, CUBE_VIEW_BOX};
use super::play::{self, Target};

/// A drag in progress: where it started, the view then, and whether it has moved far
/// enough to be a drag rather than a click.
pub type Drag = Option<(f64, f64, View, bool)>;

/// How far (in client pixels) a pointer moves before a press becomes a drag.
const DRAG_START: f64 = 6.0;

/// The state the drag handlers share with the board.
pub struct DragInput {
    pub drag: Rc<RefCell<Drag>>,
    pub view: UseStateHandle<View>,
    pub dragging: UseStateHandle<bool>,
    pub svg: NodeRef,
}

impl DragInput {
    pub fn down(&self) -> Callback<PointerEvent> {
        let drag = self.drag.clone();
        let view = self.view.clone();
        Callback::from(move |e: PointerEvent| {
            *drag.borrow_mut() = Some((e.client_x() as f64, e.client_y() as f64, *view, false));
        })
    }

    pub fn moved(&self) -> Callback<PointerEvent> {
        let drag = self.drag.clone();
        let view = self.view.clone();
        let dragging = self.dragging.clone();
        let svg = self.svg.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let Some((x0, y0, start, moved)) = d.as_mut() else {
                return;
            };
            let (dx, dy) = (e.client_x() as f64 - *x0, e.client_y() as f64 - *y0);
            if !*moved && dx.hypot(dy) > DRAG_START {
                *moved = true;
                dragging.set(true);
                if let Some(el) = svg.cast::<web_sys::Element>() {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
            if *moved {
                let scale = svg_scale(&svg, CUBE_VIEW_BOX);
                view.set(start.dragged(dx * scale, dy * scale));
            }
        })
    }

    pub fn cancel(&self) -> Callback<PointerEvent> {
        let drag = self.drag.clone();
        let dragging = self.dragging.clone();
        Callback::from(move |_: PointerEvent| {
            *drag.borrow_mut() = None;
            dragging.set(false);
        })
    }

    pub fn keys(&self) -> Callback<KeyboardEvent> {
        let view = self.view.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some((r, d)) = play::view_step(&e.key()) {
                e.prevent_default();
                view.set(view.stepped(r, d));
            }
        })
    }
}

/// What a pointer can act on in the cube seen from `view`, with screen positions: the
/// push points (not while neutral balls are placed), and the cells that do something
/// there — while neutral balls are placed the empty ones, else the balls (to turn their
/// lines). So a click on an empty cell seen past a ball reaches that cell.
pub fn targets(g: &Cubulus, view: View) -> Vec<(Target, Projected)> {
    let mut t = Vec::with_capacity(81);
    if !g.placing() {
        for line in Line::ALL {
            for end in [End::Low, End::High] {
                let pos = geometry::project(view, geometry::push_point(line, end));
                t.push((Target::Push(line, end), pos));
            }
        }
    }
    for cell in Cell::ALL {
        if g.placing() == g.ball(cell).is_none() {
            let pos = geometry::project(view, geometry::cell_point(cell));
            t.push((Target::Cell(cell), pos));
        }
    }
    t
}

/// The target under a pointer at `at` (SVG units): a ball it is on (balls are drawn over
/// push points), else the nearest target within `radius` (a finger's catch is wider).
pub fn hit(
    targets: &[(Target, Projected)],
    g: &Cubulus,
    at: (f64, f64),
    radius: f64,
) -> Option<Target> {
    let balls: Vec<(Target, Projected)> = targets
        .iter()
        .filter(|(t, _)| matches!(t, Target::Cell(c) if g.ball(*c).is_some()))
        .copied()
        .collect();
    geometry::pick(&balls, at, geometry::BALL_RADIUS)
        .or_else(|| geometry::pick(targets, at, radius))
}

/// SVG units per client pixel, so a drag turns the cube the same on any screen size.
fn svg_scale(svg: &NodeRef, view_box: (f64, f64, f64, f64)) -> f64 {
    svg.cast::<web_sys::Element>()
        .map(|el| el.get_bounding_client_rect())
        .map(|r| (view_box.2 / r.width().max(1.0)).max(view_box.3 / r.height().max(1.0)))
        .unwrap_or(1.0)
}
