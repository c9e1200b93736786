//! The frame the balls hang in: the cube's edges and rods in 3D, or the three layer
//! squares with their labels in the layer view.

use rules::cubulus::{Axis, Cell, End, Line};
use yew::prelude::*;

use super::geometry::{self, layers, View};
use super::texts::Tx;
use crate::i18n::Lang;

fn segment(class: &'static str, a: (f64, f64), b: (f64, f64)) -> Html {
    html! {
        <line class={class} x1={format!("{:.1}", a.0)} y1={format!("{:.1}", a.1)}
              x2={format!("{:.1}", b.0)} y2={format!("{:.1}", b.1)} />
    }
}

/// The box edges and the 27 rods through the balls, seen from `v`.
pub fn cube_frame(v: View) -> Html {
    let at = |p| {
        let q = geometry::project(v, p);
        (q.x, q.y)
    };
    let edges = geometry::box_edges()
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

/// The three layers side by side, each labelled with its z, and which way z runs.
pub fn layer_frames(lang: Lang) -> Html {
    let grid = (0..3u8).map(|z| {
        let (lx, ly) = layers::layer_label(z);
        let (x0, y0) = layers::cell_centre(Cell { x: 0, y: 0, z });
        let half = layers::CELL / 2.0;
        html! {
            <g class="layer">
                <text x={format!("{lx:.1}")} y={format!("{ly:.1}")} text-anchor="middle" class="layer-label">
                    { format!("{} z={z}", lang.t(Tx::Layer)) }
                </text>
                <rect x={format!("{:.1}", x0 - half)} y={format!("{:.1}", y0 - half)}
                      width={format!("{:.1}", 3.0 * layers::CELL)} height={format!("{:.1}", 3.0 * layers::CELL)} class="layer-bg" />
            </g>
        }
    });
    let middle = Line {
        axis: Axis::Z,
        a: 1,
        b: 0,
    };
    let (zl, zh) = (
        layers::push_centre(middle, End::Low),
        layers::push_centre(middle, End::High),
    );
    html! {
        <>
            <text x={format!("{:.1}", zl.0)} y="14" text-anchor="middle" class="layer-label">{ "z → 2" }</text>
            <text x={format!("{:.1}", zh.0)} y="14" text-anchor="middle" class="layer-label">{ "z → 0" }</text>
            { for grid }
        </>
    }
}
