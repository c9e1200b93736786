//! The Mojave board's SVG layers: sand and coordinates, the last move and its roll, the
//! Zugzwang marks, the dice, the selected die's targets and paths, the keyboard cursor.

use rules::mojave::{Die, Event, Mojave, Move, Square, WIDTH};
use rules::Game;
use yew::prelude::*;

use super::geometry::{Layout, CELL, LABEL, PAD};
use super::play::Target;
use super::texts;
use super::view_die::{colour_of, die_svg, translate};
use crate::i18n::Lang;
use crate::storage::SeatInfo;

/// One tipping step of the roll animation, in milliseconds (six steps stay under 0.6 s).
const STEP_MS: usize = 85;

/// Everything the drawing needs.
pub struct Scene<'a> {
    pub g: &'a Mojave,
    pub layout: Layout,
    pub seats: &'a [SeatInfo],
    pub interactive: bool,
    pub selected: Option<Square>,
    pub targets: &'a [Target],
    /// The ways whose paths are drawn (the pointed target's, or a previewed one).
    pub shown: &'a [(Move, u8)],
    /// The keyboard cursor, when it shows.
    pub cursor: Option<Square>,
    /// A move suggested to the person to move: its die, path and landing are marked.
    pub hint: Option<Move>,
    pub lang: Lang,
}

impl Scene<'_> {
    fn cell_rect(&self, sq: Square, class: &'static str) -> Html {
        let (x, y) = self.layout.origin(sq);
        html! { <rect class={class} x={format!("{:.1}", x + 1.5)} y={format!("{:.1}", y + 1.5)}
        width={format!("{:.1}", CELL - 3.0)} height={format!("{:.1}", CELL - 3.0)} rx="4" /> }
    }

    fn die(&self, die: Die) -> Html {
        die_svg(die, colour_of(self.seats, die.owner()), self.layout.flipped)
    }
}

/// The inside of the board's `<svg>`.
pub fn layers(s: &Scene) -> Html {
    let (g, layout) = (s.g, s.layout);
    let trail = g.last_trail();
    let steps = trail.len().saturating_sub(1);
    let landing = trail.last().map(|&(sq, _)| sq).filter(|_| steps > 0);
    let fallen: Vec<(Square, Die)> = g
        .last_events()
        .iter()
        .filter_map(|e| match e {
            Event::Fell { square, die, .. } => Some((*square, *die)),
            _ => None,
        })
        .collect();
    html! {
        <>
            { checker() }
            { ground(s) }
            <g class="mj-last" aria-hidden="true">
                if let Some(&(start, _)) = trail.first() {
                    { s.cell_rect(start, "mj-last-start") }
                }
                if let Some(end) = landing {
                    { s.cell_rect(end, "mj-last-end") }
                }
                if steps > 0 {
                    <polyline class="mj-last-path" points={layout.polyline(trail.iter().map(|&(s, _)| s))} />
                }
            </g>
            <g class="mj-zz" aria-hidden="true">
                if let Some(z) = g.zugzwang() {
                    { s.cell_rect(z.attacker, "mj-zz-attacker") }
                    { for z.attacked.iter().map(|&q| s.cell_rect(q, "mj-zz-attacked")) }
                }
            </g>
            <g aria-hidden="true">
                if let Some(sel) = s.selected.filter(|_| s.interactive) {
                    { s.cell_rect(sel, "mj-selected") }
                }
            </g>
            <g class="mj-fallen" aria-hidden="true">
                { for fallen.iter().map(|&(sq, die)| html! {
                    <g transform={translate(layout.centre(sq))} data-fallen={sq.to_string()}>
                        <path d="M-9,-9 L9,9 M9,-9 L-9,9" stroke={colour_of(s.seats, die.owner()).fill} />
                    </g>
                }) }
            </g>
            { dice(s, landing, steps) }
            { hint(s) }
            { paths(s) }
            { targets(s) }
            { roll(s, &trail, &fallen, landing) }
            <g aria-hidden="true">
                if let Some(c) = s.cursor {
                    { s.cell_rect(c, "mj-cursor") }
                }
            </g>
        </>
    }
}

fn checker() -> Html {
    html! {
        <defs>
            <pattern id="mj-checker" width={format!("{}", 2.0 * CELL)} height={format!("{}", 2.0 * CELL)}
                     patternUnits="userSpaceOnUse" x={LABEL.to_string()} y={PAD.to_string()}>
                <rect class="mj-dark" width={CELL.to_string()} height={CELL.to_string()} />
                <rect class="mj-dark" x={CELL.to_string()} y={CELL.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
            </pattern>
        </defs>
    }
}

fn ground(s: &Scene) -> Html {
    let (g, layout) = (s.g, s.layout);
    let (x0, y0) = (LABEL, PAD);
    let labels = (0..WIDTH)
        .map(|c| {
            let (x, y) = layout.column_label(c);
            html! { <text class="mj-coord" x={format!("{x:.1}")} y={format!("{y:.1}")}>{ char::from(b'a' + c) }</text> }
        })
        .chain((0..g.length()).map(|r| {
            let (x, y) = layout.row_label(r);
            html! { <text class="mj-coord" x={format!("{x:.1}")} y={format!("{y:.1}")}>{ r + 1 }</text> }
        }));
    let (w, h) = (
        format!("{:.1}", f64::from(WIDTH) * CELL),
        format!("{:.1}", f64::from(g.length()) * CELL),
    );
    html! {
        <g class="mj-ground" aria-hidden="true">
            <rect class="mj-sand" x={format!("{x0:.1}")} y={format!("{y0:.1}")} width={w.clone()} height={h.clone()} />
            <rect fill="url(#mj-checker)" x={format!("{x0:.1}")} y={format!("{y0:.1}")} width={w} height={h} />
            { for labels }
        </g>
    }
}

fn dice(s: &Scene, landing: Option<Square>, steps: usize) -> Html {
    let g = s.g;
    let ply = g.moves_played();
    let roll_ms = steps * STEP_MS;
    html! {
        <g class="mj-dice">
            { for g.all_dice().map(|(sq, die)| {
                let owner = die.owner();
                let lands = landing == Some(sq);
                let movable = s.interactive && g.to_move() == Some(owner);
                let (key, style) = if lands {
                    (format!("land{ply}"), format!("animation-duration:{roll_ms}ms"))
                } else {
                    (format!("d{sq}"), String::new())
                };
                html! {
                    <g key={key} class={classes!("mj-die-at", lands.then_some("mj-landing"), movable.then_some("movable"))} style={style}
                       transform={translate(s.layout.origin(sq))}
                       data-square={sq.to_string()} data-owner={owner.to_string()} data-top={die.top().to_string()}>
                        { s.die(die) }
                    </g>
                }
            }) }
        </g>
    }
}

/// The suggested move: its die ringed, its path, and the die as it would land.
fn hint(s: &Scene) -> Html {
    let Some((m, trail)) = s.hint.and_then(|m| Some((m, s.g.trail(&m)?))) else {
        return html! {};
    };
    let (Move::Tip { from, .. }, Some(end), Some(&(_, die))) = (m, m.end(), trail.last()) else {
        return html! {};
    };
    html! {
        <g class="mj-hint" aria-hidden="true" data-hint={m.to_string()}>
            { s.cell_rect(from, "mj-hint-from") }
            <polyline class="mj-hint-path" points={s.layout.polyline(trail.iter().map(|&(q, _)| q))} />
            <g class="mj-hint-die" transform={translate(s.layout.origin(end))}>{ s.die(die) }</g>
        </g>
    }
}

fn paths(s: &Scene) -> Html {
    html! {
        <g class="mj-paths" aria-hidden="true">
            { for s.shown.iter().filter_map(|(m, _)| s.g.trail(m)).map(|t| html! {
                <polyline class="mj-path" points={s.layout.polyline(t.iter().map(|&(q, _)| q))} />
            }) }
            if let [(m, _)] = s.shown {
                if let (Some(end), Some(die)) = (m.end(), s.g.die_after(m)) {
                    <g class="mj-ghost-die" transform={translate(s.layout.origin(end))}>
                        { s.die(die) }
                    </g>
                }
            }
        </g>
    }
}

fn targets(s: &Scene) -> Html {
    html! {
        <g class="mj-targets">
            { for s.targets.iter().map(|t| {
                let label = t.label();
                let size = if label.len() > 3 { "small" } else { "" };
                let on = s.shown.iter().any(|(m, _)| m.end() == Some(t.end));
                html! {
                    <g class={classes!("mj-target", (t.ways.len() > 1).then_some("several"), on.then_some("on"))}
                       transform={translate(s.layout.centre(t.end))} data-target={t.end.to_string()}
                       aria-label={texts::describe_target(s.lang, t.end, &t.ways)}>
                        <circle r="13" />
                        if t.ways.len() > 1 { <circle class="ring" r="16.5" /> }
                        <text class={size} dy="0.35em">{ label }</text>
                    </g>
                }
            }) }
        </g>
    }
}

/// The last move rolling along its trail: one frame per tip, each sliding in from the
/// square before; the landed die shows when the frames are done.
fn roll(
    s: &Scene,
    trail: &[(Square, Die)],
    fallen: &[(Square, Die)],
    landing: Option<Square>,
) -> Html {
    let layout = s.layout;
    let roll_ms = trail.len().saturating_sub(1) * STEP_MS;
    html! {
        <g key={format!("roll{}", s.g.moves_played())} class="mj-roll" aria-hidden="true">
            { for trail.windows(2).enumerate().map(|(i, w)| {
                let ((from, _), (to, die)) = (w[0], w[1]);
                let (a, b) = (layout.origin(from), layout.origin(to));
                let style = format!(
                    "--dx:{:.1}px;--dy:{:.1}px;animation-duration:{STEP_MS}ms;animation-delay:{}ms",
                    a.0 - b.0, a.1 - b.1, i * STEP_MS
                );
                html! {
                    <g class="mj-frame" {style}>
                        <g transform={translate(b)}>{ s.die(die) }</g>
                    </g>
                }
            }) }
            { for fallen.iter().map(|&(sq, die)| {
                // The moved die itself may fall: its ghost waits until it has arrived.
                let late = landing == Some(sq);
                html! {
                    <g class={classes!("mj-falling", late.then_some("late"))} style={format!("animation-delay:{roll_ms}ms")}>
                        <g transform={translate(layout.origin(sq))}>{ s.die(die) }</g>
                    </g>
                }
            }) }
        </g>
    }
}
