//! The Cubulus board: the cube in 3D projection (rotatable by drag, touch and arrow keys)
//! or exploded into its three layers. Pointer input is hit-tested with
//! [`geometry::pick`]; push points are also focusable for keyboard play.

use std::rc::Rc;

use rules::cubulus::{Axis, Ball, Cell, End, Line, Move};
use rules::{AnyGame, Game};
use yew::prelude::*;

use super::balls::BallIds;
use super::geometry::{self, layers, Projected, View, BALL_RADIUS, CUBE_VIEW_BOX};
use super::play::{self, Pick, Target};
use super::texts::Tx;
pub use super::view_text::position_text;
use super::{view_balls, view_targets};
use crate::app::use_lang;
use crate::i18n::T;
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
    pub interactive: bool,
    pub on_move: Callback<String>,
    #[prop_or_default]
    pub hint: Option<String>,
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Cube,
    Layers,
}

#[function_component(CubulusBoard)]
pub fn cubulus_board(p: &Props) -> Html {
    let lang = use_lang();
    let view = use_state(View::default);
    let mode = use_state(|| Mode::Cube);
    let hover = use_state(|| None::<Target>);
    let pick = use_state(Pick::default);
    let drag = use_mut_ref(|| None::<(f64, f64, View, bool)>);
    let dragging = use_state(|| false);
    let ids = use_mut_ref(BallIds::default);
    let svg_ref = use_node_ref();

    let AnyGame::Cubulus(g) = &*p.game else {
        return html! {};
    };
    let g = Rc::new(g.clone());
    let ball_ids = ids.borrow_mut().update(&g);

    // Forget a pending choice once the position changes.
    {
        let pick = pick.clone();
        use_effect_with(g.ply(), move |_| pick.set(Pick::default()));
    }

    let interactive = p.interactive;
    let act = {
        let g = g.clone();
        let on_move = p.on_move.clone();
        let pick = pick.clone();
        Callback::from(move |t: Target| {
            let (next, m) = pick.click(&g, interactive, t);
            pick.set(next);
            if let Some(m) = m {
                on_move.emit(m.to_string());
            }
        })
    };

    // What the preview shows: a pending rotation, else the hovered push point's move.
    let preview: Vec<(Option<Cell>, Cell)> = pick
        .preview(&g, interactive, *hover)
        .map(|m| g.motions(&m))
        .unwrap_or_default();
    let mover_ball = g.to_move().map(Ball::Player);

    let last_line = match g.last_move() {
        Some(Move::Insert { line, .. }) | Some(Move::Rotate { line, .. }) => Some(*line),
        _ => None,
    };
    let last_cells: Vec<Cell> = match g.last_move() {
        Some(Move::Place(c)) => vec![*c],
        _ => last_line.map(|l| l.cells().to_vec()).unwrap_or_default(),
    };
    let winning = g.winning_squares();
    let hint = p.hint.as_deref().and_then(|h| h.parse::<Move>().ok());
    let hinted = |t: Target| play::hinted(hint, t);

    // Targets with their screen positions, for drawing and for hit-testing.
    let targets: Vec<(Target, Projected)> = {
        let mut t = Vec::with_capacity(81);
        // While neutrals are placed only cells are targets.
        let lines: &[Line] = if g.placing() { &[] } else { &Line::ALL };
        for &line in lines {
            for end in [End::Low, End::High] {
                let pos = match *mode {
                    Mode::Cube => geometry::project(*view, geometry::push_point(line, end)),
                    Mode::Layers => flat(layers::push_centre(line, end)),
                };
                t.push((Target::Push(line, end), pos));
            }
        }
        for cell in Cell::ALL {
            let pos = match *mode {
                Mode::Cube => geometry::project(*view, geometry::cell_point(cell)),
                Mode::Layers => flat(layers::cell_centre(cell)),
            };
            t.push((Target::Cell(cell), pos));
        }
        t
    };
    let view_box = match *mode {
        Mode::Cube => CUBE_VIEW_BOX,
        Mode::Layers => (0.0, 0.0, layers::WIDTH, layers::HEIGHT),
    };

    let onpointerdown = {
        let drag = drag.clone();
        let view = view.clone();
        Callback::from(move |e: PointerEvent| {
            *drag.borrow_mut() = Some((e.client_x() as f64, e.client_y() as f64, *view, false));
        })
    };
    let onpointermove = {
        let drag = drag.clone();
        let view = view.clone();
        let dragging = dragging.clone();
        let mode = *mode;
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            let mut d = drag.borrow_mut();
            let Some((x0, y0, start, moved)) = d.as_mut() else {
                return;
            };
            let (dx, dy) = (e.client_x() as f64 - *x0, e.client_y() as f64 - *y0);
            if !*moved && dx.hypot(dy) > 6.0 && mode == Mode::Cube {
                *moved = true;
                dragging.set(true);
                if let Some(el) = svg_ref.cast::<web_sys::Element>() {
                    let _ = el.set_pointer_capture(e.pointer_id());
                }
            }
            if *moved {
                let scale = svg_scale(&svg_ref, CUBE_VIEW_BOX);
                view.set(start.dragged(dx * scale, dy * scale));
            }
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        let dragging = dragging.clone();
        let targets = targets.clone();
        let act = act.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: PointerEvent| {
            let was = drag.borrow_mut().take();
            dragging.set(false);
            if let Some((_, _, _, false)) = was {
                let Some(rect) = svg_ref
                    .cast::<web_sys::Element>()
                    .map(|el| el.get_bounding_client_rect())
                else {
                    return;
                };
                let at = crate::games::svg::client_to_svg(
                    (e.client_x() as f64, e.client_y() as f64),
                    (rect.left(), rect.top(), rect.width(), rect.height()),
                    view_box,
                );
                // Fingers are less precise than mice: a larger catch radius for touch.
                let radius = if e.pointer_type() == "touch" {
                    30.0
                } else {
                    19.0
                };
                if let Some(t) = geometry::pick(&targets, at, radius) {
                    act.emit(t);
                }
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        let dragging = dragging.clone();
        Callback::from(move |_: PointerEvent| {
            *drag.borrow_mut() = None;
            dragging.set(false);
        })
    };
    let onkeydown = {
        let view = view.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some((r, d)) = play::view_step(&e.key()) {
                e.prevent_default();
                view.set(view.stepped(r, d));
            }
        })
    };

    let draw_ball = |cell: Cell, ball: Ball, pos: Projected, r: f64| -> Html {
        let key = ball_ids[cell.index().unwrap_or(0)].unwrap_or(0);
        view_balls::ball(
            cell,
            ball,
            pos,
            r,
            key,
            last_cells.contains(&cell),
            &p.seats,
        )
    };

    let push_marker = |line: Line, end: End, pos: Projected, toward: Projected, behind: bool| {
        let t = Target::Push(line, end);
        let marker = view_targets::Marker {
            pos,
            toward,
            behind,
            hinted: hinted(t),
            interactive,
        };
        view_targets::push_marker(line, end, marker, &hover, &act)
    };

    let empty_r = if g.placing() && interactive { 9.0 } else { 4.0 };
    // While neutral balls are placed, empty cells are targets: focusable for the keyboard.
    let placing = g.placing() && interactive;
    let empty_cell = |cell: Cell, pos: Projected, r: f64| -> Html {
        let hint = hinted(Target::Cell(cell));
        view_targets::empty_cell(cell, pos, r, placing, hint, &act, lang)
    };
    let board_svg = match *mode {
        Mode::Cube => {
            let v = *view;
            let pos_of = move |c: Cell| geometry::project(v, geometry::cell_point(c));
            let centre_depth = 0.0;
            let mut drawables: Vec<(f64, Html)> = Vec::new();
            for (t, pos) in &targets {
                match *t {
                    Target::Cell(cell) => match g.ball(cell) {
                        Some(ball) => drawables.push((
                            pos.depth,
                            draw_ball(cell, ball, *pos, BALL_RADIUS * pos.scale),
                        )),
                        None => {
                            drawables.push((pos.depth, empty_cell(cell, *pos, empty_r * pos.scale)))
                        }
                    },
                    Target::Push(line, end) => {
                        let toward = pos_of(geometry::entry_cell(line, end));
                        drawables.push((
                            pos.depth,
                            push_marker(line, end, *pos, toward, pos.depth < centre_depth - 40.0),
                        ));
                    }
                }
            }
            drawables.sort_by(|a, b| a.0.total_cmp(&b.0));
            let edges = geometry::box_edges().into_iter().map(|(a, b)| {
                let (a, b) = (geometry::project(v, a), geometry::project(v, b));
                html! { <line class="edge" x1={format!("{:.1}", a.x)} y1={format!("{:.1}", a.y)} x2={format!("{:.1}", b.x)} y2={format!("{:.1}", b.y)} /> }
            });
            let rods = Line::ALL.into_iter().map(|l| {
                let cells = l.cells();
                let (a, b) = (pos_of(cells[0]), pos_of(cells[2]));
                html! { <line class="rod" x1={format!("{:.1}", a.x)} y1={format!("{:.1}", a.y)} x2={format!("{:.1}", b.x)} y2={format!("{:.1}", b.y)} /> }
            });
            html! {
                <>
                    <g class="frame">{ for edges }{ for rods }</g>
                    { for drawables.into_iter().map(|(_, h)| h) }
                    { view_balls::winning_layer(&winning, &pos_of) }
                    { view_balls::preview_layer(&g, &preview, mover_ball, &p.seats, &pos_of, BALL_RADIUS * 0.8) }
                </>
            }
        }
        Mode::Layers => {
            let pos_of = |c: Cell| flat(layers::cell_centre(c));
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
            let mut items = Vec::new();
            for (t, pos) in &targets {
                match *t {
                    Target::Cell(cell) => items.push(match g.ball(cell) {
                        Some(ball) => draw_ball(cell, ball, *pos, layers::CELL * 0.4),
                        None => empty_cell(cell, *pos, empty_r),
                    }),
                    Target::Push(line, end) => {
                        let toward = pos_of(geometry::entry_cell(line, end));
                        items.push(push_marker(line, end, *pos, toward, false));
                    }
                }
            }
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
                    { for items }
                    { view_balls::winning_layer(&winning, &pos_of) }
                    { view_balls::preview_layer(&g, &preview, mover_ball, &p.seats, &pos_of, layers::CELL * 0.32) }
                </>
            }
        }
    };

    let (vx, vy, vw, vh) = view_box;
    let rotation_choices = pick.rotations(&g);
    let play = {
        let on_move = p.on_move.clone();
        let pick = pick.clone();
        move |m: Move| {
            let on_move = on_move.clone();
            let pick = pick.clone();
            Callback::from(move |_| {
                pick.set(Pick::default());
                on_move.emit(m.to_string());
            })
        }
    };
    let cancel = {
        let pick = pick.clone();
        Callback::from(move |_| pick.set(Pick::default()))
    };
    let hint = if g.placing() && interactive {
        lang.t(Tx::PlaceNeutral)
    } else {
        lang.t(Tx::DragToTurn)
    };

    html! {
        <div class={classes!("cubulus-board", (*dragging).then_some("dragging"))}>
            <div class="board-tools">
                <div class="segmented" role="group">
                    <button id="view-cube" aria-pressed={(*mode == Mode::Cube).to_string()}
                            onclick={{ let mode = mode.clone(); move |_| mode.set(Mode::Cube) }}>{ lang.t(Tx::CubeView) }</button>
                    <button id="view-layers" aria-pressed={(*mode == Mode::Layers).to_string()}
                            onclick={{ let mode = mode.clone(); move |_| mode.set(Mode::Layers) }}>{ lang.t(Tx::LayersView) }</button>
                </div>
                if *mode == Mode::Cube {
                    <button id="reset-view" class="secondary" onclick={{ let view = view.clone(); move |_| view.set(View::default()) }}>
                        { lang.t(Tx::ResetView) }
                    </button>
                }
            </div>
            <svg ref={svg_ref} id="board" class={classes!("board", if *mode == Mode::Cube { "cube" } else { "layers" })}
                 viewBox={format!("{vx} {vy} {vw} {vh}")} tabindex="0" role="application"
                 aria-label={format!("{} — {}", crate::games::name(rules::GameId::Cubulus, lang), hint)}
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                { view_balls::gradients(g.players(), &p.seats) }
                { board_svg }
            </svg>
            <p class="hint muted">{ hint }</p>
            if !rotation_choices.is_empty() && interactive {
                <div class="rotation-choices" role="group" aria-label={lang.t(Tx::RotateLine)}>
                    <span>{ lang.t(Tx::RotateLine) }</span>
                    { for rotation_choices.iter().map(|m| html! {
                        <button class="primary" data-move={m.to_string()} onclick={play(*m)}>{ format!("⟳ {m}") }</button>
                    }) }
                    <button class="secondary" onclick={cancel}>{ lang.t(T::Cancel) }</button>
                </div>
            }
        </div>
    }
}

fn flat((x, y): (f64, f64)) -> Projected {
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
