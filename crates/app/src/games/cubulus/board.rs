//! The Cubulus board: the cube in 3D projection with its layers pulled apart (rotatable by
//! drag, touch and arrow keys), or taken apart into its three layers as buttons
//! ([`super::view_layers`]). Pointer input on the cube is hit-tested with [`drag::hit`];
//! push points are also focusable for keyboard play. What a click does is [`play`]'s.

use std::rc::Rc;

use rules::cubulus::{Ball, Cell, Cubulus, End, Line, Move};
use rules::{AnyGame, Game};
use yew::prelude::*;

use super::balls::BallIds;
use super::drag;
use super::geometry::{self, Projected, View, BALL_RADIUS, CUBE_VIEW_BOX};
use super::play::{self, Pick, Target, Via};
use super::texts::{move_command, Tx};
pub use super::view_text::position_text;
use super::{view_balls, view_frame, view_layers, view_targets};
use crate::context::use_lang;
use crate::games::BoardOf;
use crate::i18n::T;
use crate::storage::SeatInfo;

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Cube,
    Layers,
}

/// Phones start in the layers view, whose targets are large enough for a finger. Read
/// once the board runs in the browser: the first render is the cube, as the build-time
/// render (which knows no screen) drew it, so that a prerendered page is taken over as it is.
fn first_mode() -> Mode {
    let narrow = crate::browser::window()
        .and_then(|w| w.match_media("(max-width: 599px)").ok().flatten())
        .is_some_and(|m| m.matches());
    if narrow {
        Mode::Layers
    } else {
        Mode::Cube
    }
}

#[function_component(CubulusBoard)]
pub fn cubulus_board(p: &BoardOf<Cubulus>) -> Html {
    let lang = use_lang();
    let view = use_state(View::default);
    let mode = use_state(|| Mode::Cube);
    {
        let mode = mode.setter();
        use_effect_with((), move |_| mode.set(first_mode()));
    }
    let hover = use_state(|| None::<Target>);
    let pick = use_state(Pick::default);
    let drag = use_mut_ref(|| None::<(f64, f64, View, bool)>);
    let dragging = use_state(|| false);
    let ids = use_mut_ref(BallIds::default);
    let via = use_memo((), |_| std::cell::Cell::new(Via::Mouse));
    let svg_ref = use_node_ref();

    // Forget a pending choice and the point previewed once the position changes (a focused
    // push point would otherwise preview the next player's push).
    {
        let (pick, hover) = (pick.clone(), hover.clone());
        let ply = match &*p.game {
            AnyGame::Cubulus(g) => g.ply(),
            _ => 0,
        };
        use_effect_with(ply, move |_| {
            pick.set(Pick::default());
            hover.set(None);
        });
    }

    let AnyGame::Cubulus(g) = &*p.game else {
        return html! {};
    };
    let g = Rc::new(g.clone());
    let ball_ids = ids.borrow_mut().update(&g);

    let interactive = p.interactive && g.to_move().is_some();
    let act = {
        let g = g.clone();
        let on_move = p.on_move.clone();
        let pick = pick.clone();
        Callback::from(move |(t, via): (Target, Via)| {
            let (next, m) = pick.click(&g, interactive, t, via);
            pick.set(next);
            if let Some(m) = m {
                on_move.emit(m);
            }
        })
    };

    // What the preview shows: a pending move, else the hovered push point's move.
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
    let hint = p.hint.filter(|_| interactive);

    let board = match *mode {
        Mode::Cube => {
            let cube = Cube {
                g: &g,
                seats: &p.seats,
                view: *view,
                interactive,
                hint,
                last_cells: &last_cells,
                winning: &winning,
                preview: &preview,
                mover_ball,
                ball_ids: &ball_ids,
            };
            let svg = cube.svg(&hover, &act, lang);
            let drag_input = drag::DragInput {
                drag: drag.clone(),
                view: view.clone(),
                dragging: dragging.clone(),
                svg: svg_ref.clone(),
            };
            let (onpointerdown, onpointermove) = (drag_input.down(), drag_input.moved());
            let (onpointercancel, onkeydown) = (drag_input.cancel(), drag_input.keys());
            let onpointerup = {
                let drag = drag.clone();
                let dragging = dragging.clone();
                let targets = drag::targets(&g, *view);
                let (act, svg_ref, g) = (act.clone(), svg_ref.clone(), g.clone());
                Callback::from(move |e: PointerEvent| {
                    let was = drag.borrow_mut().take();
                    dragging.set(false);
                    let (Some((_, _, _, false)), true) = (was, interactive) else {
                        return;
                    };
                    let Some(rect) = svg_ref
                        .cast::<web_sys::Element>()
                        .map(|el| el.get_bounding_client_rect())
                    else {
                        return;
                    };
                    let at = crate::games::svg::client_to_svg(
                        (e.client_x() as f64, e.client_y() as f64),
                        (rect.left(), rect.top(), rect.width(), rect.height()),
                        CUBE_VIEW_BOX,
                    );
                    // Fingers are less precise than mice: a wider catch, and a first tap
                    // only previews.
                    let touch = e.pointer_type() != "mouse";
                    let radius = if touch { 26.0 } else { 16.0 };
                    if let Some(t) = drag::hit(&targets, &g, at, radius) {
                        act.emit((t, if touch { Via::Touch } else { Via::Mouse }));
                    }
                })
            };
            let (vx, vy, vw, vh) = CUBE_VIEW_BOX;
            html! {
                <svg ref={svg_ref.clone()} id="board" class="board cube"
                     viewBox={format!("{vx} {vy} {vw} {vh}")} data-view={view.to_attr()} tabindex="0" role="application"
                     aria-label={format!("{} — {}", crate::games::name(rules::GameId::Cubulus, lang), lang.t(Tx::CubeHelp))}
                     {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                    { view_balls::gradients(g.players(), &p.seats) }
                    { svg }
                </svg>
            }
        }
        Mode::Layers => view_layers::layers(&view_layers::Layers {
            g: &g,
            seats: &p.seats,
            lang,
            interactive,
            preview: &preview,
            mover_ball,
            last_cells: &last_cells,
            winning: &winning,
            hint,
            selected: pick.selected,
            pending: pick.pending,
            hover: hover.clone(),
            act: act.clone(),
            via: via.clone(),
        }),
    };

    let offered = if interactive {
        pick.offered(&g)
    } else {
        Vec::new()
    };
    // The question a full row's arrow asks ("Turn row 2 … / Cancel") comes into view with
    // its first answer focused: below a tall board it was off-screen, so the click seemed to
    // do nothing (issue 47, item 2).
    let choices_ref = use_node_ref();
    {
        let choices_ref = choices_ref.clone();
        use_effect_with(offered.clone(), move |offered| {
            if !offered.is_empty() {
                if let Some(first) = choices_ref
                    .cast::<web_sys::Element>()
                    .and_then(|c| c.query_selector("button").ok().flatten())
                    .and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok())
                {
                    let _ = first.focus();
                }
                crate::browser::bring_into_view(".rotation-choices");
            }
        });
    }
    let play = {
        let on_move = p.on_move.clone();
        let pick = pick.clone();
        move |m: Move| {
            let on_move = on_move.clone();
            let pick = pick.clone();
            Callback::from(move |_| {
                pick.set(Pick::default());
                on_move.emit(m);
            })
        }
    };
    let cancel = {
        let pick = pick.clone();
        Callback::from(move |_| pick.set(Pick::default()))
    };
    // What to do, only when there is something to do here and now.
    let help = match (interactive, *mode, g.placing()) {
        (false, ..) => None,
        (true, _, true) => Some(lang.t(Tx::HintPlace)),
        (true, Mode::Cube, false) => Some(lang.t(Tx::HintCube)),
        (true, Mode::Layers, false) => Some(lang.t(Tx::HintLayers)),
    };

    html! {
        <div class={classes!("cubulus-board", (*dragging).then_some("dragging"),
                             if *mode == Mode::Cube { "mode-cube" } else { "mode-layers" })}>
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
            { board }
            if let Some(h) = help {
                <p class="hint muted">{ h }</p>
            }
            if !offered.is_empty() {
                <div class="rotation-choices" role="group" aria-label={lang.t(Tx::ChooseMove)} ref={choices_ref}>
                    { for offered.iter().map(|m| html! {
                        <button class="primary" data-move={m.to_string()} title={m.to_string()} onclick={play(*m)}>
                            { move_command(m, lang) }
                        </button>
                    }) }
                    <button class="secondary" onclick={cancel}>{ lang.t(T::Cancel) }</button>
                </div>
            }
        </div>
    }
}

/// The cube view's drawing.
struct Cube<'a> {
    g: &'a rules::cubulus::Cubulus,
    seats: &'a [SeatInfo],
    view: View,
    interactive: bool,
    hint: Option<Move>,
    last_cells: &'a [Cell],
    winning: &'a [[Cell; 4]],
    preview: &'a [(Option<Cell>, Cell)],
    mover_ball: Option<Ball>,
    ball_ids: &'a [Option<u32>; 27],
}

impl Cube<'_> {
    /// The frame, then the push points (under the balls, which they must not hide), then
    /// the cells far to near, the winning squares and the preview.
    fn svg(
        &self,
        hover: &UseStateHandle<Option<Target>>,
        act: &Callback<(Target, Via)>,
        lang: crate::i18n::Lang,
    ) -> Html {
        let (g, v) = (self.g, self.view);
        let pos_of = move |c: Cell| geometry::project(v, geometry::cell_point(c));
        let words = |c: Cell| view_balls::cell_label(g, c, self.seats, lang);
        let placing = g.placing() && self.interactive;
        // Push points only where a push can be made now: not after the end, not on another
        // seat's turn, not while neutral balls are placed.
        let mut pushes: Vec<Html> = Vec::new();
        if self.interactive && !g.placing() {
            for line in Line::ALL {
                for end in [End::Low, End::High] {
                    let pos = geometry::project(v, geometry::push_point(line, end));
                    let t = Target::Push(line, end);
                    let marker = view_targets::Marker {
                        pos,
                        toward: pos_of(geometry::entry_cell(line, end)),
                        behind: pos.depth < -40.0,
                        hinted: play::hinted(self.hint, t),
                        mv: play::push_move(g, line, end),
                    };
                    pushes.push(view_targets::push_marker(
                        line, end, marker, hover, act, lang,
                    ));
                }
            }
        }
        // Pushes are drawn behind the cube in one layer, in the lines' own order: the Tab
        // order stays put as the cube turns.
        let mut cells: Vec<(f64, Html)> = Cell::ALL
            .into_iter()
            .map(|cell| {
                let pos = pos_of(cell);
                let html = match g.ball(cell) {
                    Some(ball) => self.ball(cell, ball, pos),
                    None => {
                        let r = if placing { 11.0 } else { 4.0 } * pos.scale;
                        let hinted = play::hinted(self.hint, Target::Cell(cell));
                        view_targets::empty_cell(cell, pos, r, placing, hinted)
                    }
                };
                (pos.depth, html)
            })
            .collect();
        cells.sort_by(|a, b| a.0.total_cmp(&b.0));
        html! {
            <>
                { view_frame::cube_frame(v) }
                <g class="pushes">{ for pushes }</g>
                { for cells.into_iter().map(|(_, h)| h) }
                { view_balls::winning_layer(self.winning, &pos_of) }
                { view_balls::preview_layer(g, self.preview, self.mover_ball, self.seats, &pos_of, BALL_RADIUS * 0.9) }
                { view_targets::places(g, placing, &pos_of, BALL_RADIUS, act, &words, lang) }
            </>
        }
    }

    fn ball(&self, cell: Cell, ball: Ball, pos: Projected) -> Html {
        let key = self.ball_ids[cell.index().unwrap_or(0)].unwrap_or(0);
        view_balls::ball(
            cell,
            ball,
            pos,
            BALL_RADIUS * pos.scale,
            key,
            self.last_cells.contains(&cell),
            self.seats,
        )
    }
}
