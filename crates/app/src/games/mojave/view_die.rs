//! A Mojave die drawn as a small 3D die: top face and the two sides facing the viewer,
//! with pips in the seat's shape.

use rules::mojave::Die;
use rules::Seat;
use yew::prelude::*;

use super::geometry::{face_matrix, face_points, is_dark, pips, visible_sides, Face};
use crate::colours::{seat_colour, SeatColour};
use crate::storage::SeatInfo;

pub fn colour_of(seats: &[SeatInfo], owner: Seat) -> &'static SeatColour {
    seat_colour(seats.get(owner).map_or(owner, |s| s.colour))
}

pub fn translate((x, y): (f64, f64)) -> String {
    format!("translate({x:.1},{y:.1})")
}

/// A die drawn in its square's own units (top-left corner at 0, 0).
pub fn die_svg(die: Die, colour: &SeatColour, flipped: bool) -> Html {
    let (front, side) = visible_sides(die, flipped);
    let [t, _, _, _, x0, y0] = face_matrix(Face::Top);
    // Darkening a black die's sides would hide them: they are lit a little instead.
    let dark = is_dark(colour.fill);
    let side_face = |face: Face, class: &'static str, n: u8| {
        let [a, b, c, d, e, f] = face_matrix(face);
        html! {
            <>
                <polygon class="mj-face" points={face_points(face)} fill={colour.fill} stroke={colour.dark} />
                <polygon class={classes!("mj-shade", class, dark.then_some("light"))} points={face_points(face)} />
                <g class="mj-side-pips" transform={format!("matrix({a} {b} {c} {d} {e} {f})")}>
                    { for pips(n).iter().map(|&(u, v)| html! { <circle cx={u.to_string()} cy={v.to_string()} r="0.1" /> }) }
                </g>
            </>
        }
    };
    let pip = colour.shape.path(2.5);
    html! {
        <g class="mj-die">
            { side_face(Face::Front, "front", front) }
            { side_face(Face::Side, "side", side) }
            <rect class="mj-top" x={x0.to_string()} y={y0.to_string()} width={t.to_string()} height={t.to_string()}
                  rx="3" fill={colour.fill} stroke={colour.light} />
            <g class="mj-pips">
                { for pips(die.top()).iter().map(|&(u, v)| html! {
                    <path d={pip.clone()} transform={translate((x0 + u * t, y0 + v * t))} />
                }) }
            </g>
        </g>
    }
}
