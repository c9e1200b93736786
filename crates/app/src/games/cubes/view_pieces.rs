//! The pieces of the Cubes board: numbered stones (active or not) and card faces.

use rules::cubes::{Card, Cubes, Stone};
use rules::Seat;
use yew::prelude::*;

use super::geometry::{self as geo, CELL};
use crate::colours::SeatColour;

pub fn f1(v: f64) -> String {
    format!("{v:.1}")
}

/// A numbered stone centred on (0, 0): active is solid with a white number; inactive is
/// hatched with a dashed edge and a crossed badge, so the two differ without colour.
pub fn stone_view(s: Stone, colour: &SeatColour, seat: Seat) -> Html {
    let h = CELL * 0.38;
    let badge = colour.shape.path(3.6);
    if s.active {
        html! {
            <g class="stone active">
                <rect x={f1(-h)} y={f1(-h)} width={f1(2.0 * h)} height={f1(2.0 * h)} rx="5"
                      fill={colour.fill} stroke={colour.dark} stroke-width="1.5" />
                <path d={badge} transform={format!("translate({},{})", f1(-h + 6.0), f1(-h + 6.0))} fill="#fff" opacity="0.9" />
                <text class="num" y="7" fill="#fff" stroke={colour.dark}>{ s.number }</text>
            </g>
        }
    } else {
        html! {
            <g class="stone inactive">
                <rect x={f1(-h)} y={f1(-h)} width={f1(2.0 * h)} height={f1(2.0 * h)} rx="5"
                      fill={format!("url(#cubes-hatch-{seat})")} stroke={colour.dark} stroke-width="2"
                      stroke-dasharray="4 3" />
                <path d={badge} transform={format!("translate({},{})", f1(-h + 6.0), f1(-h + 6.0))} fill={colour.dark} />
                <text class="num" y="7" fill={colour.dark} stroke="#fff">{ s.number }</text>
                <g class="off-badge" transform={format!("translate({},{})", f1(h - 5.0), f1(h - 5.0))}>
                    <circle r="5.5" fill="#fff" stroke={colour.dark} stroke-width="1.2" />
                    <path d="M-2.6,-2.6 L2.6,2.6 M2.6,-2.6 L-2.6,2.6" stroke={colour.dark} stroke-width="1.6" />
                </g>
            </g>
        }
    }
}

/// The arrow of a shift card, pointing where the stone goes on the screen.
pub fn card_arrow(angle: f64, two: bool) -> Html {
    html! {
        <g transform={format!("rotate({angle} 20 20)")}>
            <line x1="20" y1="34" x2="20" y2="9" stroke="currentColor" stroke-width="3.5" stroke-linecap="round" />
            <path d="M11,15 L20,5 L29,15" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" />
            if two {
                <path d="M11,24 L20,14 L29,24" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" />
            }
        </g>
    }
}

pub fn card_face(g: &Cubes, seat: Seat, card: Card) -> Html {
    let glyph = match card {
        Card::Shift(s) => {
            let heading = s.direction.heading(g.side(seat));
            return html! {
                <svg viewBox="0 0 40 40" aria-hidden="true">
                    { card_arrow(geo::heading_angle(heading), s.distance.squares() == 2) }
                </svg>
            };
        }
        // Seats follow each other clockwise round the board, so passing to the left
        // neighbour turns clockwise on the screen.
        Card::PassLeft => "↻",
        Card::PassRight => "↺",
        Card::Swap => "⇄",
    };
    html! { <span class="glyph" aria-hidden="true">{ glyph }</span> }
}
