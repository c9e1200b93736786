//! The Mojave board: 15 columns by `length` rows of sand, the dice drawn as small 3D dice
//! (top face and the two sides facing the viewer, with pips in the seat's shape).
//!
//! Click or tap a die of the player to move (or move the cursor with the arrow keys and press
//! Enter): every square it can reach is marked with the top it would show there; hovering or
//! focusing a mark draws the path. Where several paths reach one square a chooser lists them.
//! The last move rolls along its trail (CSS only, so `prefers-reduced-motion` stops it), and
//! fights, fallen dice and Zugzwang are announced above the board.
//!
//! South stays at the bottom by default, so the picture reads like the notation (a1 bottom
//! left) and does not spin round between two people sharing a screen; "Turn board" puts
//! North at the bottom for a player sitting there.

use std::rc::Rc;

use rules::mojave::{Die, Event, Mojave, Move, Square, WIDTH};
use rules::{AnyGame, Game, Seat};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::geometry::{
    face_matrix, face_points, is_dark, pips, visible_sides, Face, Layout, ScreenDir, CELL, LABEL,
    PAD,
};
use super::texts::{self, tr, Tx};
use crate::app::use_lang;
use crate::colours::{seat_colour, SeatColour};
use crate::components::players::seat_mark;
use crate::games::svg::client_to_svg;
use crate::games::BoardProps;
use crate::i18n::Lang;
use crate::storage::SeatInfo;

/// One tipping step of the roll animation, in milliseconds (six steps stay under 0.6 s).
const STEP_MS: usize = 85;

/// A square the selected die can reach, with every path there and the top it would show.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    pub end: Square,
    pub ways: Vec<(Move, u8)>,
}

impl Target {
    /// What the mark shows: each different top once, smallest first.
    pub fn label(&self) -> String {
        let mut tops: Vec<u8> = self.ways.iter().map(|&(_, t)| t).collect();
        tops.sort_unstable();
        tops.dedup();
        tops.iter().map(u8::to_string).collect::<Vec<_>>().join("/")
    }
}

/// The legal moves of the die on `from`, grouped by the square they end on (as the rules
/// list them, so paths keep the rules' order).
pub fn targets(g: &Mojave, from: Square) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    for m in g.moves_from(from) {
        let (Some(end), Some(die)) = (m.end(), g.die_after(&m)) else {
            continue;
        };
        match out.iter_mut().find(|t| t.end == end) {
            Some(t) => t.ways.push((m, die.top())),
            None => out.push(Target {
                end,
                ways: vec![(m, die.top())],
            }),
        }
    }
    out
}

fn colour_of(seats: &[SeatInfo], owner: Seat) -> &'static SeatColour {
    seat_colour(seats.get(owner).map_or(owner, |s| s.colour))
}

fn translate((x, y): (f64, f64)) -> String {
    format!("translate({x:.1},{y:.1})")
}

/// A die drawn in its square's own units (top-left corner at 0, 0).
fn die_svg(die: Die, colour: &SeatColour, flipped: bool) -> Html {
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

/// A seat's name for announcements.
fn seat_name(seats: &[SeatInfo], lang: Lang, s: Seat) -> String {
    seats
        .get(s)
        .map(|x| x.name.clone())
        .unwrap_or_else(|| lang.seat_name(s))
}

#[function_component(MojaveBoard)]
pub fn board(p: &BoardProps) -> Html {
    let lang = use_lang();
    let selected = use_state_eq(|| None::<Square>);
    let chooser = use_state_eq(|| None::<Square>);
    let preview = use_state_eq(|| None::<Move>);
    let hover = use_state_eq(|| None::<Square>);
    let cursor = use_state_eq(|| Square::new(7, 3));
    // The cursor shows while the board has focus from the keyboard.
    let keyboard = use_state_eq(|| false);
    let flipped = use_state_eq(|| false);
    let zoomed = use_state_eq(|| false);
    let svg_ref = use_node_ref();
    let chooser_ref = use_node_ref();

    // Forget a selection once the position changes.
    {
        let (selected, chooser, preview) = (selected.clone(), chooser.clone(), preview.clone());
        use_effect_with(p.game.clone(), move |_| {
            selected.set(None);
            chooser.set(None);
            preview.set(None);
        });
    }
    // An opened chooser takes the focus, so the keyboard can go on.
    {
        let chooser_ref = chooser_ref.clone();
        use_effect_with(*chooser, move |open| {
            if open.is_some() {
                if let Some(button) = chooser_ref
                    .cast::<web_sys::Element>()
                    .and_then(|el| el.query_selector("button").ok().flatten())
                    .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = button.focus();
                }
            }
        });
    }

    let AnyGame::Mojave(g) = &*p.game else {
        return html! {};
    };
    let g = Rc::new(g.clone());
    let layout = Layout {
        length: g.length(),
        flipped: *flipped,
    };
    let interactive = p.interactive && g.to_move().is_some();
    let name = {
        let seats = p.seats.clone();
        move |s: Seat| seat_name(&seats, lang, s)
    };
    let colour = |s: Seat| colour_of(&p.seats, s);

    let selection: Vec<Target> = match *selected {
        Some(from) if interactive => targets(&g, from),
        _ => Vec::new(),
    };
    let target_at = |sq: Square| selection.iter().find(|t| t.end == sq);

    let act = {
        let g = g.clone();
        let selection = selection.clone();
        let (selected, chooser, preview, cursor) = (
            selected.clone(),
            chooser.clone(),
            preview.clone(),
            cursor.clone(),
        );
        let on_move = p.on_move.clone();
        Callback::from(move |sq: Square| {
            cursor.set(sq);
            if !interactive {
                return;
            }
            chooser.set(None);
            preview.set(None);
            if let Some(t) = selection.iter().find(|t| t.end == sq) {
                match t.ways.as_slice() {
                    [(m, _)] => {
                        selected.set(None);
                        on_move.emit(m.to_string());
                    }
                    _ => chooser.set(Some(sq)),
                }
                return;
            }
            let mine = g.die_at(sq).is_some_and(|d| Some(d.owner()) == g.to_move());
            selected.set((mine && *selected != Some(sq)).then_some(sq));
        })
    };
    let cancel = {
        let (selected, chooser, preview) = (selected.clone(), chooser.clone(), preview.clone());
        let svg_ref = svg_ref.clone();
        Callback::from(move |_: ()| {
            if chooser.is_some() {
                chooser.set(None);
                preview.set(None);
                // SVG elements take focus like HTML ones (the call is looked up by name).
                if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                    let _ = svg.unchecked_into::<web_sys::HtmlElement>().focus();
                }
            } else {
                selected.set(None);
            }
        })
    };

    let square_of = {
        let svg_ref = svg_ref.clone();
        move |x: i32, y: i32| -> Option<Square> {
            let rect = svg_ref
                .cast::<web_sys::Element>()?
                .get_bounding_client_rect();
            layout.square_at(client_to_svg(
                (f64::from(x), f64::from(y)),
                (rect.left(), rect.top(), rect.width(), rect.height()),
                layout.view_box(),
            ))
        }
    };
    let onclick = {
        let act = act.clone();
        let square_of = square_of.clone();
        let keyboard = keyboard.clone();
        Callback::from(move |e: MouseEvent| {
            keyboard.set(false);
            if let Some(sq) = square_of(e.client_x(), e.client_y()) {
                act.emit(sq);
            }
        })
    };
    let onpointermove = {
        let hover = hover.clone();
        Callback::from(move |e: PointerEvent| {
            if e.pointer_type() == "mouse" {
                hover.set(square_of(e.client_x(), e.client_y()));
            }
        })
    };
    let onpointerleave = {
        let hover = hover.clone();
        Callback::from(move |_: PointerEvent| hover.set(None))
    };
    let onkeydown = {
        let (cursor, keyboard, act, cancel) = (
            cursor.clone(),
            keyboard.clone(),
            act.clone(),
            cancel.clone(),
        );
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if let Some(d) = ScreenDir::from_key(&key) {
                e.prevent_default();
                keyboard.set(true);
                cursor.set(layout.cursor_step(*cursor, d));
            } else if key == "Enter" || key == " " {
                e.prevent_default();
                keyboard.set(true);
                act.emit(*cursor);
            } else if key == "Escape" {
                cancel.emit(());
            }
        })
    };
    let onblur = {
        let keyboard = keyboard.clone();
        Callback::from(move |_: FocusEvent| keyboard.set(false))
    };
    let onkeyup_focus = {
        // Arriving by Tab shows the cursor at once.
        let keyboard = keyboard.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Tab" {
                keyboard.set(true);
            }
        })
    };

    // What to point at: a path chosen in the chooser, else the mark under the pointer or
    // the keyboard cursor.
    let pointed = hover.or_else(|| keyboard.then_some(*cursor));
    let shown_ways: Vec<(Move, u8)> = match *preview {
        Some(m) => selection
            .iter()
            .flat_map(|t| t.ways.iter())
            .filter(|(w, _)| *w == m)
            .cloned()
            .collect(),
        None => chooser
            .or(pointed)
            .and_then(&target_at)
            .map(|t| t.ways.clone())
            .unwrap_or_default(),
    };

    // ---- the drawing ----
    let (_, _, vw, vh) = layout.view_box();
    let squares_layer = {
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
        html! {
            <g class="mj-ground" aria-hidden="true">
                <rect class="mj-sand" x={format!("{x0:.1}")} y={format!("{y0:.1}")}
                      width={format!("{:.1}", f64::from(WIDTH) * CELL)} height={format!("{:.1}", f64::from(g.length()) * CELL)} />
                <rect fill="url(#mj-checker)" x={format!("{x0:.1}")} y={format!("{y0:.1}")}
                      width={format!("{:.1}", f64::from(WIDTH) * CELL)} height={format!("{:.1}", f64::from(g.length()) * CELL)} />
                { for labels }
            </g>
        }
    };

    let cell_rect = |sq: Square, class: &'static str| {
        let (x, y) = layout.origin(sq);
        html! { <rect class={class} x={format!("{:.1}", x + 1.5)} y={format!("{:.1}", y + 1.5)}
        width={format!("{:.1}", CELL - 3.0)} height={format!("{:.1}", CELL - 3.0)} rx="4" /> }
    };

    let trail = g.last_trail();
    let ply = g.moves_played();
    let steps = trail.len().saturating_sub(1);
    let roll_ms = steps * STEP_MS;
    let landing = trail.last().map(|&(sq, _)| sq).filter(|_| steps > 0);
    let last_layer = html! {
        <g class="mj-last" aria-hidden="true">
            if let Some(&(start, _)) = trail.first() {
                { cell_rect(start, "mj-last-start") }
            }
            if let Some(end) = landing {
                { cell_rect(end, "mj-last-end") }
            }
            if steps > 0 {
                <polyline class="mj-last-path" points={layout.polyline(trail.iter().map(|&(s, _)| s))} />
            }
        </g>
    };

    let zugzwang = g.zugzwang().cloned();
    let zugzwang_layer = html! {
        <g class="mj-zz" aria-hidden="true">
            if let Some(z) = &zugzwang {
                { cell_rect(z.attacker, "mj-zz-attacker") }
                { for z.attacked.iter().map(|&s| cell_rect(s, "mj-zz-attacked")) }
            }
        </g>
    };

    let selected_layer = html! {
        <g aria-hidden="true">
            if let Some(s) = selected.filter(|_| interactive) {
                { cell_rect(s, "mj-selected") }
            }
        </g>
    };

    let fallen: Vec<(Square, Die)> = g
        .last_events()
        .iter()
        .filter_map(|e| match e {
            Event::Fell { square, die, .. } => Some((*square, *die)),
            _ => None,
        })
        .collect();
    let fallen_marks = html! {
        <g class="mj-fallen" aria-hidden="true">
            { for fallen.iter().map(|&(sq, die)| {
                let (x, y) = layout.centre(sq);
                let c = colour(die.owner());
                html! {
                    <g transform={translate((x, y))} data-fallen={sq.to_string()}>
                        <path d="M-9,-9 L9,9 M9,-9 L-9,9" stroke={c.fill} />
                    </g>
                }
            }) }
        </g>
    };

    let dice_layer = html! {
        <g class="mj-dice">
            { for g.all_dice().map(|(sq, die)| {
                let owner = die.owner();
                let lands = landing == Some(sq);
                let movable = interactive && g.to_move() == Some(owner);
                let (key, style) = if lands {
                    (format!("land{ply}"), format!("animation-duration:{roll_ms}ms"))
                } else {
                    (format!("d{sq}"), String::new())
                };
                html! {
                    <g key={key} class={classes!("mj-die-at", lands.then_some("mj-landing"), movable.then_some("movable"))} style={style}
                       transform={translate(layout.origin(sq))}
                       data-square={sq.to_string()} data-owner={owner.to_string()} data-top={die.top().to_string()}>
                        { die_svg(die, colour(owner), layout.flipped) }
                    </g>
                }
            }) }
        </g>
    };

    let path_layer = html! {
        <g class="mj-paths" aria-hidden="true">
            { for shown_ways.iter().filter_map(|(m, _)| g.trail(m)).map(|t| html! {
                <polyline class="mj-path" points={layout.polyline(t.iter().map(|&(s, _)| s))} />
            }) }
            if let [(m, _)] = shown_ways.as_slice() {
                if let (Some(end), Some(die)) = (m.end(), g.die_after(m)) {
                    <g class="mj-ghost-die" transform={translate(layout.origin(end))}>
                        { die_svg(die, colour(die.owner()), layout.flipped) }
                    </g>
                }
            }
        </g>
    };

    let targets_layer = html! {
        <g class="mj-targets">
            { for selection.iter().map(|t| {
                let (x, y) = layout.centre(t.end);
                let label = t.label();
                let size = if label.len() > 3 { "small" } else { "" };
                let on = shown_ways.iter().any(|(m, _)| m.end() == Some(t.end));
                html! {
                    <g class={classes!("mj-target", (t.ways.len() > 1).then_some("several"), on.then_some("on"))}
                       transform={translate((x, y))} data-target={t.end.to_string()}
                       aria-label={texts::describe_target(lang, t.end, &t.ways)}>
                        <circle r="13" />
                        if t.ways.len() > 1 { <circle class="ring" r="16.5" /> }
                        <text class={size} dy="0.35em">{ label }</text>
                    </g>
                }
            }) }
        </g>
    };

    // The last move rolling along its trail: one frame per tip, each sliding in from the
    // square before; the landed die shows when the frames are done.
    let roll_layer = html! {
        <g key={format!("roll{ply}")} class="mj-roll" aria-hidden="true">
            { for trail.windows(2).enumerate().map(|(i, w)| {
                let ((from, _), (to, die)) = (w[0], w[1]);
                let (a, b) = (layout.origin(from), layout.origin(to));
                let style = format!(
                    "--dx:{:.1}px;--dy:{:.1}px;animation-duration:{STEP_MS}ms;animation-delay:{}ms",
                    a.0 - b.0, a.1 - b.1, i * STEP_MS
                );
                html! {
                    <g class="mj-frame" {style}>
                        <g transform={translate(b)}>{ die_svg(die, colour(die.owner()), layout.flipped) }</g>
                    </g>
                }
            }) }
            { for fallen.iter().map(|&(sq, die)| {
                // The moved die itself may fall: its ghost waits until it has arrived.
                let late = landing == Some(sq);
                html! {
                    <g class={classes!("mj-falling", late.then_some("late"))} style={format!("animation-delay:{roll_ms}ms")}>
                        <g transform={translate(layout.origin(sq))}>{ die_svg(die, colour(die.owner()), layout.flipped) }</g>
                    </g>
                }
            }) }
        </g>
    };

    let cursor_layer = html! {
        <g aria-hidden="true">
            if *keyboard {
                { cell_rect(*cursor, "mj-cursor") }
            }
        </g>
    };

    let checker = html! {
        <defs>
            <pattern id="mj-checker" width={format!("{}", 2.0 * CELL)} height={format!("{}", 2.0 * CELL)}
                     patternUnits="userSpaceOnUse" x={LABEL.to_string()} y={PAD.to_string()}>
                <rect class="mj-dark" width={CELL.to_string()} height={CELL.to_string()} />
                <rect class="mj-dark" x={CELL.to_string()} y={CELL.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
            </pattern>
        </defs>
    };

    // ---- words ----
    let news = {
        let mover = g.last_mover();
        let last = match (g.last_move(), mover) {
            (Some(Move::Pass), Some(s)) => format!(
                "{}: {} {}",
                tr(lang, Tx::LastMove),
                name(s),
                tr(lang, Tx::Passed)
            ),
            (Some(m), Some(s)) => format!("{}: {} {m}", tr(lang, Tx::LastMove), name(s)),
            _ => tr(lang, Tx::NoMoveYet).to_string(),
        };
        let lines = mover
            .map(|s| texts::events(lang, s, g.last_events(), &name))
            .unwrap_or_default();
        html! {
            <div class="mj-news" id="mj-news" aria-live="polite">
                <p class="mj-last-move">{ last }</p>
                if !lines.is_empty() {
                    <ul class="mj-events">
                        { for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }
                    </ul>
                }
                if let Some(z) = &zugzwang {
                    <p class="mj-zugzwang" id="mj-zugzwang">
                        <strong>{ tr(lang, Tx::Zugzwang) }</strong>{ " — " }{ texts::zugzwang(lang, z, &name(z.seat)) }
                    </p>
                }
                if let Some(e) = g.end_reason() {
                    <p class="mj-end">{ texts::end(lang, e) }</p>
                }
            </div>
        }
    };

    let info = {
        let about = |sq: Square| -> String {
            if let Some(t) = target_at(sq) {
                return texts::describe_target(lang, sq, &t.ways);
            }
            match g.die_at(sq) {
                Some(d) => {
                    let mut s = texts::describe_die(lang, sq, &name(d.owner()), d);
                    if interactive && *selected == Some(sq) {
                        s.push_str(". ");
                        s.push_str(&if selection.is_empty() {
                            tr(lang, Tx::CannotMove).to_string()
                        } else {
                            texts::reachable(lang, selection.len())
                        });
                    }
                    s
                }
                None => texts::empty_square(lang, sq),
            }
        };
        pointed.or(*selected).map(about).unwrap_or_default()
    };
    let hint = match (*selected, interactive) {
        (_, false) => "",
        (Some(_), true) => tr(lang, Tx::HintTarget),
        (None, true) => tr(lang, Tx::HintPick),
    };

    let chooser_html = match chooser.and_then(|sq| target_at(sq).cloned()) {
        Some(t) => {
            let onkeydown = {
                let (cancel, keyboard) = (cancel.clone(), keyboard.clone());
                Callback::from(move |e: KeyboardEvent| {
                    if e.key() == "Escape" {
                        e.prevent_default();
                        // Back on the board with the cursor where it was.
                        keyboard.set(true);
                        cancel.emit(());
                    }
                })
            };
            html! {
                <div class="mj-chooser" ref={chooser_ref.clone()} role="group"
                     aria-label={texts::choose_path(lang, t.end)} {onkeydown}>
                    <p>{ texts::choose_path(lang, t.end) }</p>
                    <div class="mj-ways">
                        { for t.ways.iter().map(|&(m, top)| {
                            let show = { let preview = preview.clone(); move || preview.set(Some(m)) };
                            let hide = { let preview = preview.clone(); move || preview.set(None) };
                            let (show2, hide2) = (show.clone(), hide.clone());
                            let onclick = {
                                let (on_move, selected, chooser) = (p.on_move.clone(), selected.clone(), chooser.clone());
                                Callback::from(move |_: MouseEvent| {
                                    selected.set(None);
                                    chooser.set(None);
                                    on_move.emit(m.to_string());
                                })
                            };
                            html! {
                                <button class="primary mj-way" data-move={m.to_string()} {onclick}
                                        onmouseenter={Callback::from(move |_: MouseEvent| show())}
                                        onmouseleave={Callback::from(move |_: MouseEvent| hide())}
                                        onfocus={Callback::from(move |_: FocusEvent| show2())}
                                        onblur={Callback::from(move |_: FocusEvent| hide2())}>
                                    { texts::way(lang, &m, top) }
                                </button>
                            }
                        }) }
                        <button class="secondary" onclick={cancel.reform(|_: MouseEvent| ())}>{ tr(lang, Tx::Cancel) }</button>
                    </div>
                </div>
            }
        }
        None => html! {},
    };

    let must_pass = interactive && g.legal_moves() == [Move::Pass];
    let pass_button = if must_pass {
        let on_move = p.on_move.clone();
        html! {
            <button id="mj-pass" class="primary" onclick={Callback::from(move |_: MouseEvent| on_move.emit(Move::Pass.to_string()))}>
                { tr(lang, Tx::Pass) }
            </button>
        }
    } else {
        html! {}
    };

    let counts = html! {
        <span class="mj-counts" aria-label={tr(lang, Tx::DiceCount)}>
            { for (0..2).map(|s| {
                let c = p.seats.get(s).map_or(s, |x| x.colour);
                html! {
                    <span class="mj-count" data-seat={s.to_string()} title={name(s)}>
                        { seat_mark(c) }<span class="n">{ g.dice_count(s) }</span>
                    </span>
                }
            }) }
        </span>
    };
    let tools = html! {
        <div class="mj-tools">
            { counts }
            <span class="mj-buttons">
                <button id="mj-flip" class="secondary" aria-pressed={flipped.to_string()} title={tr(lang, Tx::FlipHelp)}
                        onclick={{ let flipped = flipped.clone(); move |_: MouseEvent| flipped.set(!*flipped) }}>
                    { "⇅ " }{ tr(lang, Tx::Flip) }
                </button>
                <button id="mj-zoom" class="secondary" aria-pressed={zoomed.to_string()} title={tr(lang, Tx::ZoomHelp)}
                        onclick={{ let zoomed = zoomed.clone(); move |_: MouseEvent| zoomed.set(!*zoomed) }}>
                    { "⤢ " }{ tr(lang, Tx::Zoom) }
                </button>
            </span>
        </div>
    };

    let label = format!(
        "{} {} × {}. {}",
        tr(lang, Tx::Board),
        WIDTH,
        g.length(),
        tr(lang, Tx::BoardHelp)
    );

    html! {
        <div class={classes!("mojave-board", (*zoomed).then_some("zoomed"), (*keyboard).then_some("keyboard"))}
             style={format!("--mj-ratio:{:.4}", vw / vh)}>
            { tools }
            { news }
            <div class="mj-scroll">
                <svg ref={svg_ref} id="board" class="board mj-svg" viewBox={format!("0 0 {vw:.0} {vh:.0}")}
                     tabindex="0" role="application" aria-label={label} aria-describedby="mj-info"
                     {onclick} {onpointermove} {onpointerleave} {onkeydown} {onblur} onkeyup={onkeyup_focus}>
                    { checker }
                    { squares_layer }
                    { last_layer }
                    { zugzwang_layer }
                    { selected_layer }
                    { fallen_marks }
                    { dice_layer }
                    { path_layer }
                    { targets_layer }
                    { roll_layer }
                    { cursor_layer }
                </svg>
            </div>
            <div class="mj-dock">
                <p class="mj-info" id="mj-info" aria-live="polite">{ info }</p>
                if !hint.is_empty() { <p class="hint muted">{ hint }</p> }
                { chooser_html }
                { pass_button }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    fn opening(moves: &[&str]) -> Mojave {
        let mut g = Mojave::new(&Setup::players(2), 1).expect("default setup");
        for m in moves {
            g.play(&m.parse().expect("notation")).expect("legal");
        }
        g
    }

    #[test]
    fn targets_group_the_paths_that_end_on_one_square() {
        // i4 shows 1: one step to each free neighbour.
        let g = opening(&[]);
        let t = targets(&g, Square::new(8, 3));
        let mut ends: Vec<String> = t.iter().map(|t| t.end.to_string()).collect();
        ends.sort();
        assert_eq!(ends, ["h4", "i3", "i5", "j4"]);
        let i5 = t.iter().find(|t| t.end == Square::new(8, 4)).expect("i5");
        assert_eq!(
            i5.label(),
            "5",
            "tipping north brings the south face (5) up"
        );

        // After i4:n1 the die on i5 shows 5: some squares are reached by two paths.
        let g = opening(&["i4:n1", "e17:w1"]);
        let t = targets(&g, Square::new(8, 4));
        let m6 = t
            .iter()
            .find(|t| t.end == Square::new(12, 5))
            .expect("m6 reachable");
        assert_eq!(m6.ways.len(), 2);
        let total: usize = t.iter().map(|t| t.ways.len()).sum();
        assert_eq!(total, g.moves_from(Square::new(8, 4)).len());
        for t in &t {
            for (m, top) in &t.ways {
                assert_eq!(m.end(), Some(t.end));
                assert_eq!(g.die_after(m).map(Die::top), Some(*top));
            }
        }
    }

    #[test]
    fn the_label_lists_each_top_once() {
        let m: Move = "a1:n1e1".parse().expect("notation");
        let t = Target {
            end: Square::new(1, 1),
            ways: vec![(m, 5), (m, 2), (m, 5)],
        };
        assert_eq!(t.label(), "2/5");
    }

    #[test]
    fn no_targets_for_the_other_players_die() {
        let g = opening(&[]);
        assert!(targets(&g, Square::new(4, 16)).is_empty());
    }
}
