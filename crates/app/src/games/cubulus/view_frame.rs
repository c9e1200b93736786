//! The frame the balls hang in, in the cube view: each layer's outline and the rods along
//! the lines.

use rules::cubulus::Line;
use yew::prelude::*;

use super::geometry::{self, View};

fn segment(class: &'static str, a: (f64, f64), b: (f64, f64)) -> Html {
    html! {
        <line class={class} x1={format!("{:.1}", a.0)} y1={format!("{:.1}", a.1)}
              x2={format!("{:.1}", b.0)} y2={format!("{:.1}", b.1)} />
    }
}

/// The layers' outlines and the 27 rods through the balls, seen from `v`.
pub fn cube_frame(v: View) -> Html {
    let at = |p| {
        let q = geometry::project(v, p);
        (q.x, q.y)
    };
    let edges = geometry::layer_edges()
        .into_iter()
        .map(|(a, b)| segment("edge", at(a), at(b)));
    let rods = Line::ALL.into_iter().map(|l| {
        let cells = l.cells();
        let (a, b) = (cells[0], cells[2]);
        segment(
            "rod",
            at(geometry::cell_point(a)),
            at(geometry::cell_point(b)),
        )
    });
    html! { <g class="frame">{ for edges }{ for rods }</g> }
}
