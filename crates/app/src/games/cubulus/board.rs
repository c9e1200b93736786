//! The Cubulus board: the cube in 3D projection (rotatable by drag, touch and arrow keys)
//! or exploded into its three layers. Pointer input is hit-tested with
//! [`geometry::pick`]; push points are also focusable for keyboard play.

use std::rc::Rc;

use rules::cubulus::{Ball, Cell, End, Line, Move};
use rules::{AnyGame, Game};
use yew::prelude::*;

use super::balls::BallIds;
use super::drag::{self, flat};
use super::geometry::{self, layers, Projected, View, BALL_RADIUS, CUBE_VIEW_BOX};
use super::play::{self, Pick, Target};
use super::texts::Tx;
pub use super::view_text::position_text;
use super::{view_balls, view_frame, view_targets};
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
    let targets = drag::targets(
        &g,
        match *mode {
            Mode::Cube => Some(*view),
            Mode::Layers => None,
        },
    );
    let view_box = match *mode {
        Mode::Cube => CUBE_VIEW_BOX,
        Mode::Layers => (0.0, 0.0, layers::WIDTH, layers::HEIGHT),
    };

    let drag_input = drag::DragInput {
        drag: drag.clone(),
        view: view.clone(),
        dragging: dragging.clone(),
        turnable: *mode == Mode::Cube,
        svg: svg_ref.clone(),
    };
    let (onpointerdown, onpointermove) = (drag_input.down(), drag_input.moved());
    let (onpointercancel, onkeydown) = (drag_input.cancel(), drag_input.keys());
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
            html! {
                <>
                    { view_frame::cube_frame(v) }
                    { for drawables.into_iter().map(|(_, h)| h) }
                    { view_balls::winning_layer(&winning, &pos_of) }
                    { view_balls::preview_layer(&g, &preview, mover_ball, &p.seats, &pos_of, BALL_RADIUS * 0.8) }
                </>
            }
        }
        Mode::Layers => {
            let pos_of = |c: Cell| flat(layers::cell_centre(c));
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
            html! {
                <>
                    { view_frame::layer_frames(lang) }
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
