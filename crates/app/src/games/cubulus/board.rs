//! The Cubulus board: the cube in 3D projection (rotatable by drag, touch and arrow keys)
//! or exploded into its three layers. Pointer input is hit-tested with
//! [`geometry::pick`]; push points are also focusable for keyboard play.

use std::rc::Rc;

use rules::cubulus::{Axis, Ball, Cell, Cubulus, End, Line, Move};
use rules::{AnyGame, Game};
use yew::prelude::*;

use super::geometry::{self, layers, Projected, View, BALL_RADIUS, CUBE_VIEW_BOX};
use super::play::{self, Pick, Target};
use super::texts::Tx;
use crate::app::use_lang;
use crate::colours::{seat_colour, SeatColour, NEUTRAL};
use crate::components::texts::X;
use crate::i18n::{Lang, T};
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

/// Ball identities across moves, so a moved ball keeps its SVG element and glides.
#[derive(Default)]
struct BallIds {
    shown: Option<Cubulus>,
    ids: [Option<u32>; 27],
    next: u32,
}

impl BallIds {
    fn update(&mut self, g: &Cubulus) -> [Option<u32>; 27] {
        if self.shown.as_ref() == Some(g) {
            return self.ids;
        }
        let follows = self
            .shown
            .as_ref()
            .zip(g.last_move())
            .filter(|(prev, _)| prev.ply() + 1 == g.ply());
        let mut ids = [None; 27];
        if let Some((prev, m)) = follows {
            ids = self.ids;
            let old = self.ids;
            for (from, to) in prev.motions(m) {
                let id = match from.and_then(|f| f.index()).and_then(|i| old[i]) {
                    Some(id) => id,
                    None => {
                        self.next += 1;
                        self.next
                    }
                };
                if let Some(i) = to.index() {
                    ids[i] = Some(id);
                }
            }
        }
        for (i, cell) in Cell::ALL.iter().enumerate() {
            match g.ball(*cell) {
                None => ids[i] = None,
                Some(_) if ids[i].is_none() => {
                    self.next += 1;
                    ids[i] = Some(self.next);
                }
                Some(_) => {}
            }
        }
        self.ids = ids;
        self.shown = Some(g.clone());
        ids
    }
}

fn ball_colour<'a>(ball: Ball, seats: &[SeatInfo]) -> &'a SeatColour {
    match ball {
        Ball::Player(s) => seat_colour(seats.get(s).map(|x| x.colour).unwrap_or(s)),
        Ball::Neutral => &NEUTRAL,
    }
}

fn gradient_id(ball: Ball) -> String {
    match ball {
        Ball::Player(s) => format!("cb-s{s}"),
        Ball::Neutral => "cb-n".to_string(),
    }
}

fn push_label(line: Line, end: End) -> String {
    let m = Move::Insert { line, end };
    format!("{m}")
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

    let gradients = {
        let mut balls = vec![Ball::Neutral];
        balls.extend((0..g.players()).map(Ball::Player));
        html! {
            <defs>
                { for balls.into_iter().map(|b| {
                    let c = ball_colour(b, &p.seats);
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
    };

    let draw_ball = |cell: Cell, ball: Ball, pos: Projected, r: f64| -> Html {
        let colour = ball_colour(ball, &p.seats);
        let key = ball_ids[cell.index().unwrap_or(0)].unwrap_or(0);
        let marked = last_cells.contains(&cell);
        let shape = match ball {
            Ball::Player(_) => html! {
                <path d={colour.shape.path(r * 0.38)} fill="none" stroke={if colour.fill == "#2a2a2e" { "#ddd" } else { "#fff" }}
                      stroke-width="1.6" opacity="0.85" />
            },
            Ball::Neutral => html! {},
        };
        html! {
            <g key={format!("b{key}")} class={classes!("ball", marked.then_some("last"))}
               style={format!("transform: translate({:.1}px, {:.1}px)", pos.x, pos.y)}
               data-cell={cell.to_string()}>
                <circle r={format!("{r:.1}")} fill={format!("url(#{})", gradient_id(ball))}
                        stroke={colour.dark} stroke-width="1" />
                { shape }
                if marked { <circle class="last-ring" r={format!("{:.1}", r + 3.0)} fill="none" /> }
            </g>
        }
    };

    let push_marker = |line: Line,
                       end: End,
                       pos: Projected,
                       toward: Projected,
                       behind: bool|
     -> Html {
        let hovered = *hover == Some(Target::Push(line, end));
        let enter = {
            let hover = hover.clone();
            move || hover.set(Some(Target::Push(line, end)))
        };
        let leave = {
            let hover = hover.clone();
            move || hover.set(None)
        };
        let onfocus = {
            let enter = enter.clone();
            Callback::from(move |_: FocusEvent| enter())
        };
        let onmouseenter = Callback::from(move |_: MouseEvent| enter());
        let onblur = {
            let leave = leave.clone();
            Callback::from(move |_: FocusEvent| leave())
        };
        let onmouseleave = Callback::from(move |_: MouseEvent| leave());
        let onkeydown = {
            let act = act.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    act.emit(Target::Push(line, end));
                }
            })
        };
        let label = push_label(line, end);
        let r = 8.0 * pos.scale;
        html! {
            <g class={classes!("push", behind.then_some("behind"), hovered.then_some("hover"), hinted(Target::Push(line, end)).then_some("hinted"))}
               transform={format!("translate({:.1},{:.1})", pos.x, pos.y)}
               tabindex={interactive.then_some("0")} role="button" aria-label={label.clone()}
               data-push={label} {onfocus} {onblur} {onmouseenter} {onmouseleave} {onkeydown}>
                <circle r={format!("{:.1}", r + 7.0)} class="push-hit" />
                <path d={geometry::arrow_path((toward.x - pos.x, toward.y - pos.y), r)} class="push-dot" />
            </g>
        }
    };

    let preview_layer = |pos_of: &dyn Fn(Cell) -> Projected, r: f64| -> Html {
        html! {
            <g class="preview" aria-hidden="true">
                { for preview.iter().map(|(from, to)| {
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
                    let fill = ball.map(|b| ball_colour(b, &p.seats).fill).unwrap_or("#999");
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
    };

    let winning_layer = |pos_of: &dyn Fn(Cell) -> Projected| -> Html {
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
    };

    let empty_r = if g.placing() && interactive { 9.0 } else { 4.0 };
    // While neutral balls are placed, empty cells are targets: focusable for the keyboard.
    let placing = g.placing() && interactive;
    let empty_cell = |cell: Cell, pos: Projected, r: f64| -> Html {
        let (cx, cy, r) = (
            format!("{:.1}", pos.x),
            format!("{:.1}", pos.y),
            format!("{r:.1}"),
        );
        if !placing {
            return html! { <circle key={format!("e{cell}")} class="empty-cell" {cx} {cy} {r} /> };
        }
        let onkeydown = {
            let act = act.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    act.emit(Target::Cell(cell));
                }
            })
        };
        let notation = Move::Place(cell).to_string();
        let label = format!(
            "{} x{} y{} z{} ({notation})",
            lang.t(Tx::PlaceNeutral),
            cell.x,
            cell.y,
            cell.z
        );
        html! {
            <circle key={format!("e{cell}")} class={classes!("empty-cell", "target", hinted(Target::Cell(cell)).then_some("hinted"))} {cx} {cy} {r} tabindex="0" role="button"
                    aria-label={label} data-place={notation} {onkeydown} />
        }
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
                    { winning_layer(&pos_of) }
                    { preview_layer(&pos_of, BALL_RADIUS * 0.8) }
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
                    { winning_layer(&pos_of) }
                    { preview_layer(&pos_of, layers::CELL * 0.32) }
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
                 aria-label={format!("{} — {}", lang.game_name(rules::GameId::Cubulus), hint)}
                 {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown}>
                { gradients }
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

/// Who a ball belongs to, in words: the seat's name and colour, or "neutral".
fn ball_owner(ball: Ball, seats: &[SeatInfo], lang: Lang) -> String {
    match ball {
        Ball::Player(s) => {
            let name = seats
                .get(s)
                .map(|x| x.name.clone())
                .unwrap_or_else(|| lang.seat_name(s));
            format!("{name} ({})", ball_colour(ball, seats).name(lang))
        }
        Ball::Neutral => lang.t(Tx::Neutral).to_string(),
    }
}

/// The position as lists: each layer's nine cells, then the supplies. The text twin of
/// the board for screen readers.
pub fn position_text(g: &Cubulus, seats: &[SeatInfo], lang: Lang) -> Html {
    let layer = |z: u8| {
        let cells = (0..3u8).flat_map(move |y| (0..3u8).map(move |x| Cell { x, y, z }));
        html! {
            <li>
                { format!("{} z={z}", lang.t(Tx::Layer)) }
                <ul>
                    { for cells.map(|c| {
                        let what = g
                            .ball(c)
                            .map(|b| ball_owner(b, seats, lang))
                            .unwrap_or_else(|| X::Empty.t(lang).to_string());
                        html! { <li>{ format!("x{} y{} z{}: {what}", c.x, c.y, c.z) }</li> }
                    }) }
                </ul>
            </li>
        }
    };
    html! {
        <>
            <ul class="position-layers">{ for (0..3u8).map(layer) }</ul>
            <ul class="position-supplies">
                { for (0..g.players()).map(|s| html! {
                    <li>{ format!("{}: {} {}", ball_owner(Ball::Player(s), seats, lang), g.supply(s), lang.t(Tx::Supply)) }</li>
                }) }
                if g.players() == 2 {
                    <li>{ format!("{}: {} {}", lang.t(Tx::Neutral), g.neutral_supply(), lang.t(Tx::Supply)) }</li>
                }
            </ul>
        </>
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

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    #[test]
    fn ball_ids_follow_a_push() {
        let mut g = Cubulus::new(&Setup::players(3), 1).unwrap();
        let line = Line::ALL[0];
        let mut ids = BallIds::default();
        g.play(&Move::Insert {
            line,
            end: End::Low,
        })
        .unwrap();
        let first = ids.update(&g)[line.cells()[0].index().unwrap()];
        g.play(&Move::Insert {
            line,
            end: End::Low,
        })
        .unwrap();
        let after = ids.update(&g);
        assert_eq!(
            after[line.cells()[1].index().unwrap()],
            first,
            "the pushed ball kept its id"
        );
        assert_ne!(after[line.cells()[0].index().unwrap()], first);
    }
}
