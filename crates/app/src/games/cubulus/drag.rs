//! Turning the Cubulus cube by pointer drag and arrow keys, and where the board's targets
//! stand on screen. The board only wires these to its SVG; what a click picks is
//! [`super::play`]'s.

use std::cell::RefCell;
use std::rc::Rc;

use rules::cubulus::{Cell, Cubulus, End, Line};
use yew::prelude::*;

use super::geometry::{self, layers, Projected, View, CUBE_VIEW_BOX};
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
    /// Only the 3D cube turns; the layer view does not.
    pub turnable: bool,
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
        let turnable = self.turnable;
        let svg = self.svg.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let Some((x0, y0, start, moved)) = d.as_mut() else {
                return;
            };
            let (dx, dy) = (e.client_x() as f64 - *x0, e.client_y() as f64 - *y0);
            if !*moved && dx.hypot(dy) > DRAG_START && turnable {
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

/// Every target with its screen position, for drawing and hit-testing: in the 3D `view`,
/// or laid out flat in layers when there is none. While neutrals are placed only cells
/// are targets.
pub fn targets(g: &Cubulus, view: Option<View>) -> Vec<(Target, Projected)> {
    let mut t = Vec::with_capacity(81);
    let lines: &[Line] = if g.placing() { &[] } else { &Line::ALL };
    for &line in lines {
        for end in [End::Low, End::High] {
            let pos = match view {
                Some(v) => geometry::project(v, geometry::push_point(line, end)),
                None => flat(layers::push_centre(line, end)),
            };
            t.push((Target::Push(line, end), pos));
        }
    }
    for cell in Cell::ALL {
        let pos = match view {
            Some(v) => geometry::project(v, geometry::cell_point(cell)),
            None => flat(layers::cell_centre(cell)),
        };
        t.push((Target::Cell(cell), pos));
    }
    t
}

/// A point of the flat layer view as a projected one.
pub fn flat((x, y): (f64, f64)) -> Projected {
    Projected {
        x,
        y,
        depth: 0.0,
        scale: 1.0,
    }
}

/// SVG units per client pixel, so a drag turns the cube the same on any screen size.
fn svg_scale(svg: &NodeRef, view_box: (f64, f64, f64, f64)) -> f64 {
    svg.cast::<web_sys::Element>()
        .map(|el| el.get_bounding_client_rect())
        .map(|r| (view_box.2 / r.width().max(1.0)).max(view_box.3 / r.height().max(1.0)))
        .unwrap_or(1.0)
}
