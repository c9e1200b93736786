//! The Cubes board's SVG: the seats' bands, the piles, the grid with its stones and marks,
//! and the arrows of shifts.

use rules::cubes::{Cubes, Move, Phase, Piece, Square};
use rules::{Game, Seat};
use yew::prelude::*;

use super::geometry::{self as geo, BAND, CELL, GRID, MARGIN, VIEW};
use super::texts::{self, Tx};
use super::view_pieces::{f1, stone_view};
use crate::colours::seat_colour;
use crate::i18n::Lang;
use crate::storage::SeatInfo;

/// Everything the grid's drawing needs.
pub struct Grid<'a> {
    pub g: &'a Cubes,
    pub seats: &'a [SeatInfo],
    pub lang: Lang,
    pub can_act: bool,
    pub chosen_stone: Option<u8>,
    pub place_marks: &'a [Square],
    pub shift_marks: &'a [(Square, Square)],
    /// The keyboard cursor, when it shows.
    pub cursor: Option<Square>,
    /// A move suggested to the person to move: its square is marked.
    pub hint: Option<&'a Move>,
}

/// The inside of the board's `<svg>`.
pub fn grid(s: &Grid) -> Html {
    let (g, lang, can_act, chosen_stone) = (s.g, s.lang, s.can_act, s.chosen_stone);
    let (place_marks, shift_marks) = (s.place_marks, s.shift_marks);
    let players = g.players();
    let name = |x: Seat| crate::seat_names::seat_name(s.seats, x, lang);
    let colour = |x: Seat| seat_colour(s.seats.get(x).map(|i| i.colour).unwrap_or(x));
    let phase = g.phase();
    let mover = g.to_move();
    let defs = html! {
        <defs>
            <radialGradient id="cubes-white" cx="0.38" cy="0.32" r="0.75">
                <stop offset="0" stop-color="#ffffff" />
                <stop offset="0.7" stop-color="#f1ede3" />
                <stop offset="1" stop-color="#d6cfbf" />
            </radialGradient>
            { for (0..players).map(|s| {
                let c = colour(s);
                html! {
                    <pattern id={format!("cubes-hatch-{s}")} width="6" height="6" patternUnits="userSpaceOnUse"
                             patternTransform="rotate(45)">
                        <rect width="6" height="6" fill="#fbf8f1" />
                        <rect width="2.4" height="6" fill={c.fill} opacity="0.55" />
                    </pattern>
                }
            }) }
            <marker id="cubes-arrowhead" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 Z" fill="context-stroke" />
            </marker>
        </defs>
    };

    let bands = (0..players).map(|s| {
        let side = g.side(s);
        let c = colour(s);
        let dep = g.dependency(s);
        let dc = colour(dep);
        let to_move = mover == Some(s);
        let mut label = name(s);
        if label.chars().count() > 18 {
            label = label.chars().take(17).collect::<String>() + "…";
        }
        let dep_title = texts::counts_whom(lang, &name(s), &name(dep), dc.name(lang));
        let points = (to_move && phase == Phase::Play && g.outcome().is_none()).then(|| {
            let left = g.action_points_left();
            let third = g.third_point_taken();
            let max = 2 + u8::from(third);
            let discs = (0..3u8).map(|i| {
                let x = GRID - 44.0 + f64::from(i) * 15.0;
                let class = if i >= max {
                    "ap beside"
                } else if i < left {
                    "ap left"
                } else {
                    "ap spent"
                };
                html! { <circle class={class} cx={f1(x)} cy={f1(BAND / 2.0)} r="5.5" /> }
            });
            html! { <g class="points" aria-hidden="true">{ for discs }</g> }
        });
        html! {
            <g class={classes!("band", to_move.then_some("to-move"))} transform={geo::band_transform(side)}
               data-seat={s.to_string()}>
                <rect class="band-bg" x="0" y="2" width={f1(GRID)} height={f1(BAND - 4.0)} rx="7" />
                <path d={c.shape.path(7.5)} transform={format!("translate(15,{})", f1(BAND / 2.0))}
                      fill={c.fill} stroke={c.dark} stroke-width="1.5" />
                <text class="band-name" x="28" y={f1(BAND / 2.0 + 5.0)}>{ label }</text>
                if phase == Phase::Play {
                <text class="band-counts" x={f1(GRID - 118.0)} y={f1(BAND / 2.0 + 4.0)} text-anchor="end">{ lang.t(Tx::Counts) }</text>
                <g class="dep-card" transform={format!("translate({},4)", f1(GRID - 112.0))} role="img" aria-label={dep_title.clone()}>
                    <title>{ dep_title }</title>
                    <rect width="22" height={f1(BAND - 8.0)} rx="3" />
                    <path d={dc.shape.path(7.0)} transform={format!("translate(11,{})", f1((BAND - 8.0) / 2.0))}
                          fill={dc.fill} stroke={dc.dark} stroke-width="1.2" />
                </g>
                }
                { for points }
            </g>
        }
    });

    let pile = |x: f64, count: usize, label: String, class: &'static str| {
        html! {
            <g class={classes!("pile", class)} transform={format!("translate({},{})", f1(x), f1((MARGIN - 32.0) / 2.0))}
               role="img" aria-label={format!("{label}: {count}")}>
                <title>{ format!("{label}: {count}") }</title>
                <rect width="24" height="32" rx="3" />
                <text x="12" y="21" text-anchor="middle">{ count }</text>
            </g>
        }
    };
    let piles = (phase == Phase::Play).then(|| {
        html! {
            <>
                { pile((MARGIN - 24.0) / 2.0, g.draw_pile_len(), lang.t(Tx::DrawPile).to_string(), "draw") }
                { pile(VIEW - MARGIN + (MARGIN - 24.0) / 2.0, g.discard_pile().len(), lang.t(Tx::DiscardPile).to_string(), "discard") }
            </>
        }
    });

    let labels = (0..10u8).map(|i| {
        let (fx, fy) = geo::file_label(i);
        let (rx, ry) = geo::rank_label(i);
        html! {
            <>
                <text class="coord" x={f1(fx)} y={f1(fy + 4.0)} text-anchor="middle">{ ((b'a' + i) as char).to_string() }</text>
                <text class="coord" x={f1(rx)} y={f1(ry + 4.0)} text-anchor="middle">{ i + 1 }</text>
            </>
        }
    });

    let last = g.last_move();
    let last_squares: Vec<Square> = match last.map(|l| &l.played) {
        Some(Move::PlaceWhite(sq)) | Some(Move::PickUp(sq)) => vec![*sq],
        Some(Move::Place { square, .. }) => vec![*square],
        Some(Move::Shift { .. }) => last
            .and_then(|l| l.shifted)
            .map(|(_, to)| vec![to])
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let changed: Vec<Square> = last
        .map(|l| l.activated.iter().chain(&l.deactivated).copied().collect())
        .unwrap_or_default();
    let movable: Vec<Square> = shift_marks.iter().map(|&(from, _)| from).collect();
    let landing: Vec<Square> = shift_marks.iter().map(|&(_, to)| to).collect();

    let squares = Square::all().map(|sq| {
        let (x, y) = geo::square_origin(sq);
        let (cx, cy) = geo::square_centre(sq);
        let piece = g.piece(sq);
        let target = place_marks.contains(&sq);
        let dark = (sq.file() + sq.rank()) % 2 == 0;
        let setup_target = can_act && phase == Phase::Setup && piece.is_none();
        let content = match piece {
            Some(Piece::White) => html! {
                <circle class="white" cx={f1(cx)} cy={f1(cy)} r={f1(CELL * 0.36)} fill="url(#cubes-white)" />
            },
            Some(Piece::Stone(s)) => html! {
                <g transform={format!("translate({},{})", f1(cx), f1(cy))}>{ stone_view(s, colour(s.owner), s.owner) }</g>
            },
            None => html! {},
        };
        let mark = if target {
            html! {
                <>
                    <rect class="target" x={f1(x + 3.0)} y={f1(y + 3.0)} width={f1(CELL - 6.0)} height={f1(CELL - 6.0)} rx="5" />
                    <text class="ghost-num" x={f1(cx)} y={f1(cy + 6.0)} text-anchor="middle">{ chosen_stone.unwrap_or_default() }</text>
                </>
            }
        } else if movable.contains(&sq) {
            html! { <circle class="movable" cx={f1(cx)} cy={f1(cy)} r={f1(CELL * 0.46)} /> }
        } else if landing.contains(&sq) {
            html! { <circle class="landing" cx={f1(cx)} cy={f1(cy)} r={f1(CELL * 0.3)} /> }
        } else {
            html! {}
        };
        let ring = if last_squares.contains(&sq) {
            html! { <rect class="last" x={f1(x + 1.5)} y={f1(y + 1.5)} width={f1(CELL - 3.0)} height={f1(CELL - 3.0)} rx="4" /> }
        } else if changed.contains(&sq) {
            html! { <rect class="changed" x={f1(x + 1.5)} y={f1(y + 1.5)} width={f1(CELL - 3.0)} height={f1(CELL - 3.0)} rx="4" /> }
        } else {
            html! {}
        };
        let state = match piece {
            Some(Piece::Stone(s)) => Some(if s.active { "active" } else { "inactive" }),
            Some(Piece::White) => Some("white"),
            None => None,
        };
        html! {
            <g class={classes!("sq", target.then_some("is-target"), setup_target.then_some("is-setup"),
                               movable.contains(&sq).then_some("is-movable"), landing.contains(&sq).then_some("is-landing"))}
               data-sq={sq.to_string()} data-state={state}>
                <rect class={classes!("cell", dark.then_some("dark"))} x={f1(x)} y={f1(y)} width={f1(CELL)} height={f1(CELL)} />
                { mark }
                { content }
                { ring }
            </g>
        }
    });

    let arrows = shift_marks.iter().map(|&(from, to)| {
        let (x1, y1, x2, y2) = geo::arrow(from, to, CELL * 0.38);
        html! { <line class="shift-arrow" x1={f1(x1)} y1={f1(y1)} x2={f1(x2)} y2={f1(y2)} marker-end="url(#cubes-arrowhead)" /> }
    });
    let last_arrow = last.and_then(|l| l.shifted).map(|(from, to)| {
        let (x1, y1, x2, y2) = geo::arrow(from, to, CELL * 0.2);
        html! { <line class="last-arrow" x1={f1(x1)} y1={f1(y1)} x2={f1(x2)} y2={f1(y2)} marker-end="url(#cubes-arrowhead)" /> }
    });
    let hint_mark = s.hint.and_then(|m| {
        let (sq, label) = match m {
            Move::PlaceWhite(q) | Move::PickUp(q) => (*q, String::new()),
            Move::Place { number, square } => (*square, number.to_string()),
            Move::Shift { from, .. } => (*from, String::new()),
            _ => return None,
        };
        let (x, y) = geo::square_origin(sq);
        let (cx, cy) = geo::square_centre(sq);
        Some(html! {
            <g class="hint-mark" data-hint={m.to_string()}>
                <rect x={f1(x + 2.0)} y={f1(y + 2.0)} width={f1(CELL - 4.0)} height={f1(CELL - 4.0)} rx="5" />
                if !label.is_empty() {
                    <text x={f1(cx)} y={f1(cy + 6.0)} text-anchor="middle">{ label }</text>
                }
            </g>
        })
    });
    let cursor_mark = s.cursor.map(|sq| {
        let (x, y) = geo::square_origin(sq);
        html! { <rect class="cursor" x={f1(x + 1.0)} y={f1(y + 1.0)} width={f1(CELL - 2.0)} height={f1(CELL - 2.0)} rx="4" /> }
    });
    html! {
        <>
            { defs }
            <rect class="frame" x={f1(MARGIN - 2.0)} y={f1(MARGIN - 2.0)} width={f1(GRID + 4.0)} height={f1(GRID + 4.0)} rx="3" />
            { for bands }
            { piles }
            { for labels }
            <g class="grid">{ for squares }</g>
            <g class="overlay" aria-hidden="true">
                { for last_arrow }
                { for arrows }
                { for hint_mark }
                { for cursor_mark }
            </g>
        </>
    }
}
