//! The balls of the Cubulus board: their colours and gradients, a ball where it stands, the
//! preview of a move's ball motions, and the winning squares.

use rules::cubulus::{Ball, Cell, Cubulus};
use yew::prelude::*;

use super::geometry::Projected;
use crate::colours::{seat_colour, SeatColour, NEUTRAL};
use crate::i18n::Lang;
use crate::storage::SeatInfo;

pub fn ball_colour<'a>(ball: Ball, seats: &[SeatInfo]) -> &'a SeatColour {
    match ball {
        Ball::Player(s) => seat_colour(seats.get(s).map(|x| x.colour).unwrap_or(s)),
        Ball::Neutral => &NEUTRAL,
    }
}

/// Who a ball belongs to, in words, for a cell's label: "Ada (red)", "neutral".
pub fn ball_words(ball: Ball, seats: &[SeatInfo], lang: Lang) -> String {
    match ball {
        Ball::Player(s) => format!(
            "{} ({})",
            crate::seat_names::seat_name(seats, s, lang),
            ball_colour(ball, seats).name(lang)
        ),
        Ball::Neutral => lang.t(super::texts::Tx::Neutral).to_string(),
    }
}

/// A cell and what is on it, in words: "layer 2, row 1, column 3: Ada (red)", "…: empty".
/// The board's cells, the layers view and the position as text all say it so.
pub fn cell_label(g: &Cubulus, cell: Cell, seats: &[SeatInfo], lang: Lang) -> String {
    let what = match g.ball(cell) {
        Some(b) => ball_words(b, seats, lang),
        None => lang.t(crate::i18n::T::Empty).to_string(),
    };
    format!("{}: {what}", super::texts::cell_words(cell, lang))
}

pub fn gradient_id(ball: Ball) -> String {
    match ball {
        Ball::Player(s) => format!("cb-s{s}"),
        Ball::Neutral => "cb-n".to_string(),
    }
}

/// The balls' radial gradients, one per seat and one for the neutral balls.
pub fn gradients(players: usize, seats: &[SeatInfo]) -> Html {
    let mut balls = vec![Ball::Neutral];
    balls.extend((0..players).map(Ball::Player));
    html! {
        <defs>
            { for balls.into_iter().map(|b| {
                let c = ball_colour(b, seats);
                html! {
                    <radialGradient id={gradient_id(b)} cx="0.35" cy="0.3" r="0.75">
                        <stop offset="0" stop-color={c.light} />
                        <stop offset="0.45" stop-color={c.fill} />
                        <stop offset="1" stop-color={c.dark} />
                    </radialGradient>
                }
            }) }
        </defs>
    }
}

/// A ball on `cell`, keyed by its identity `key` so it glides when moved.
pub fn ball(
    cell: Cell,
    ball: Ball,
    pos: Projected,
    r: f64,
    key: u32,
    marked: bool,
    seats: &[SeatInfo],
) -> Html {
    let colour = ball_colour(ball, seats);
    let shape = match ball {
        Ball::Player(_) => html! {
            <path d={colour.shape.path(r * 0.38)} fill="none" stroke={if colour.fill == "#2a2a2e" { "#ddd" } else { "#fff" }}
                  stroke-width="1.6" opacity="0.85" />
        },
        Ball::Neutral => html! {},
    };
    html! {
        <g key={format!("b{key}")} class={classes!("ball", marked.then_some("last"))} aria-hidden="true"
           style={format!("transform: translate({:.1}px, {:.1}px)", pos.x, pos.y)}
           data-cell={cell.to_string()}>
            <circle r={format!("{r:.1}")} fill={format!("url(#{})", gradient_id(ball))}
                    stroke={colour.dark} stroke-width="1" />
            { shape }
            if marked { <circle class="last-ring" r={format!("{:.1}", r + 3.0)} fill="none" /> }
        </g>
    }
}

/// Where the balls of a previewed move go: ghost balls and arrows.
pub fn preview_layer(
    g: &Cubulus,
    motions: &[(Option<Cell>, Cell)],
    mover_ball: Option<Ball>,
    seats: &[SeatInfo],
    pos_of: &dyn Fn(Cell) -> Projected,
    r: f64,
) -> Html {
    html! {
        <g class="preview" aria-hidden="true">
            { for motions.iter().map(|(from, to)| {
                let ball = match from {
                    Some(f) => g.ball(*f),
                    None => mover_ball,
                };
                let to_p = pos_of(*to);
                let arrow = from.map(|f| {
                    let a = pos_of(f);
                    html! { <line x1={format!("{:.1}", a.x)} y1={format!("{:.1}", a.y)}
                                  x2={format!("{:.1}", to_p.x)} y2={format!("{:.1}", to_p.y)} class="preview-arrow" /> }
                });
                let fill = ball.map(|b| ball_colour(b, seats).fill).unwrap_or("#999");
                html! {
                    <>
                        { for arrow }
                        <circle cx={format!("{:.1}", to_p.x)} cy={format!("{:.1}", to_p.y)}
                                r={format!("{:.1}", r * to_p.scale)} fill={fill} class="ghost" />
                    </>
                }
            }) }
        </g>
    }
}

/// The squares of four that won the game, outlined.
pub fn winning_layer(winning: &[[Cell; 4]], pos_of: &dyn Fn(Cell) -> Projected) -> Html {
    html! {
        <g class="winning" aria-hidden="true">
            { for winning.iter().map(|sq| {
                let pts: Vec<Projected> = sq.iter().map(|c| pos_of(*c)).collect();
                let (cx, cy) = (pts.iter().map(|q| q.x).sum::<f64>() / 4.0, pts.iter().map(|q| q.y).sum::<f64>() / 4.0);
                let mut sorted = pts.clone();
                sorted.sort_by(|a, b| (a.y - cy).atan2(a.x - cx).total_cmp(&(b.y - cy).atan2(b.x - cx)));
                let d: Vec<String> = sorted.iter().map(|q| format!("{:.1},{:.1}", q.x, q.y)).collect();
                html! { <polygon points={d.join(" ")} class="win-square" /> }
            }) }
        </g>
    }
}
