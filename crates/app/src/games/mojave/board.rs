//! The Mojave board: 15 columns by `length` rows of sand, the dice drawn as small 3D dice.
//!
//! Click or tap a die of the player to move (or move the cursor with the arrow keys and press
//! Enter): every square it can reach is marked with the top it would show there; hovering or
//! focusing a mark draws the path. Where several legal moves reach one square a chooser lists
//! them. The last move rolls along its trail (CSS only, so `prefers-reduced-motion` stops it),
//! and fights, fallen dice and Zugzwang are announced above the board.
//!
//! South stays at the bottom by default, so the picture reads like the notation (a1 bottom
//! left) and does not spin round between two people sharing a screen; "Turn board" puts
//! North at the bottom for a player sitting there.
//!
//! This component only draws ([`super::view_board`], [`super::view_dock`]) and forwards
//! events to the input state machine [`super::play`].

use rules::mojave::{Mojave, Move, Square};
use rules::{AnyGame, Game};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::geometry::Layout;
use super::play::{Ctx, Input, Key, Play};
use super::texts::{self, Tx};
use super::{view_board, view_dock};
use crate::context::use_lang;
use crate::games::svg::client_to_svg;
use crate::games::BoardOf;

/// Gives the focus to an element (SVG elements take it like HTML ones; the call is looked up
/// by name).
fn focus(el: Option<web_sys::Element>) {
    if let Some(el) = el {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// A callback that forwards the events `f` turns into an input.
fn when<E: 'static>(
    dispatch: &Callback<Input>,
    f: impl Fn(E) -> Option<Input> + 'static,
) -> Callback<E> {
    let dispatch = dispatch.clone();
    Callback::from(move |e: E| {
        if let Some(input) = f(e) {
            dispatch.emit(input);
        }
    })
}

#[function_component(MojaveBoard)]
pub fn board(p: &BoardOf<Mojave>) -> Html {
    let lang = use_lang();
    // The input state lives in a cell, so that events arriving before the next render
    // (a pointer move right after a click) step from the latest state, not a stale copy.
    let state = use_mut_ref(Play::default);
    let redraw = use_force_update();
    let flipped = use_state_eq(|| false);
    let zoomed = use_state_eq(|| false);
    let svg_ref = use_node_ref();
    let chooser_ref = use_node_ref();

    // Forget a selection once the position changes.
    {
        let (state, redraw) = (state.clone(), redraw.clone());
        use_effect_with(p.game.clone(), move |_| {
            let next = state.borrow().reset();
            if next != *state.borrow() {
                *state.borrow_mut() = next;
                redraw.force_update();
            }
        });
    }
    let play = state.borrow().clone();
    // An opened chooser takes the focus, so the keyboard can go on.
    {
        let chooser_ref = chooser_ref.clone();
        use_effect_with(play.chooser, move |open| {
            if open.is_some() {
                focus(
                    chooser_ref
                        .cast::<web_sys::Element>()
                        .and_then(|el| el.query_selector("button").ok().flatten()),
                );
            }
        });
    }

    // The live line speaks of what the person did (the cursor, a choice, a miss), not of
    // the position changing under the cursor: a move is said once, by the news above
    // (issue 47). On a new position it falls silent.
    let spoken = use_mut_ref(|| (p.game.clone(), String::new()));
    let AnyGame::Mojave(g) = &*p.game else {
        return html! {};
    };
    let layout = Layout {
        length: g.length(),
        flipped: *flipped,
    };
    let cx = Ctx {
        game: g,
        interactive: p.interactive,
        layout,
    };
    let targets = play.targets(&cx);

    let dispatch = {
        let (state, redraw) = (state.clone(), redraw.clone());
        let (svg_ref, on_move) = (svg_ref.clone(), p.on_move.clone());
        let (game, interactive) = (p.game.clone(), p.interactive);
        Callback::from(move |input: Input| {
            let AnyGame::Mojave(g) = &*game else {
                return;
            };
            let cx = Ctx {
                game: g,
                interactive,
                layout,
            };
            let now = state.borrow().clone();
            let closes_chooser =
                now.chooser.is_some() && matches!(input, Input::Cancel | Input::Key(Key::Escape));
            let (next, mv) = now.step(&cx, input);
            if next != now {
                *state.borrow_mut() = next;
                redraw.force_update();
            }
            if let Some(m) = mv {
                on_move.emit(m);
            } else if closes_chooser {
                focus(svg_ref.cast::<web_sys::Element>());
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
        let (dispatch, square_of) = (dispatch.clone(), square_of.clone());
        Callback::from(move |e: MouseEvent| {
            dispatch.emit(match square_of(e.client_x(), e.client_y()) {
                Some(sq) => Input::Point(sq),
                None => Input::Blur,
            });
        })
    };
    let onpointermove = when(&dispatch, move |e: PointerEvent| {
        (e.pointer_type() == "mouse").then(|| Input::Hover(square_of(e.client_x(), e.client_y())))
    });
    let onpointerleave = dispatch.reform(|_: PointerEvent| Input::Hover(None));
    let onkeydown = when(&dispatch, |e: KeyboardEvent| {
        let key = Key::from_key(&e.key())?;
        if key != Key::Escape {
            e.prevent_default();
        }
        Some(Input::Key(key))
    });
    let onblur = dispatch.reform(|_: FocusEvent| Input::Blur);
    // Arriving by Tab shows the cursor at once.
    let onkeyup = when(&dispatch, |e: KeyboardEvent| {
        (e.key() == "Tab").then_some(Input::TabIn)
    });

    // What to draw paths for: a way previewed in the chooser, else the target open in the
    // chooser or pointed at.
    let shown: Vec<(Move, u8)> = match play.preview {
        Some(m) => targets
            .iter()
            .flat_map(|t| t.ways.iter())
            .filter(|(w, _)| *w == m)
            .cloned()
            .collect(),
        None => play
            .chooser
            .or(play.pointed())
            .and_then(|sq| targets.iter().find(|t| t.end == sq))
            .map(|t| t.ways.clone())
            .unwrap_or_default(),
    };
    let interactive = p.interactive && g.to_move().is_some();
    let scene = view_board::Scene {
        g,
        layout,
        seats: &p.seats,
        interactive,
        selected: play.selected,
        targets: &targets,
        shown: &shown,
        cursor: play.keyboard.then_some(play.cursor),
        lang,
        hint: p.hint.filter(|_| interactive),
    };

    let info = match play.missed.filter(|_| interactive) {
        Some(miss) => texts::missed(lang, miss),
        None => view_dock::info(
            g,
            &p.seats,
            lang,
            &targets,
            play.selected.filter(|_| interactive),
            play.pointed(),
        ),
    };
    let live_info = {
        let mut spoken = spoken.borrow_mut();
        if Rc::ptr_eq(&spoken.0, &p.game) {
            spoken.1 = info.clone();
        } else {
            spoken.0 = p.game.clone();
            spoken.1.clear();
        }
        spoken.1.clone()
    };
    let hint = match (play.selected, interactive) {
        (_, false) => "",
        (Some(_), true) => lang.t(Tx::HintTarget),
        (None, true) => lang.t(Tx::HintPick),
    };
    let chooser = play
        .chooser
        .and_then(|sq| targets.iter().find(|t| t.end == sq))
        .map(|t| view_dock::chooser(t, lang, chooser_ref.clone(), &dispatch));
    let must_pass = interactive && g.legal_moves() == [Move::Pass];
    let toggle = |h: &UseStateHandle<bool>| {
        let h = h.clone();
        Callback::from(move |_: MouseEvent| h.set(!*h))
    };
    let tools = view_dock::tools(
        g,
        &p.seats,
        lang,
        (*flipped, *zoomed),
        (toggle(&flipped), toggle(&zoomed)),
    );
    let (_, _, vw, vh) = layout.view_box();

    html! {
        <div class={classes!("mojave-board", (*zoomed).then_some("zoomed"), play.keyboard.then_some("keyboard"))}
             style={format!("--mj-ratio:{:.4}", vw / vh)}>
            { tools }
            { view_dock::news(g, &p.seats, lang) }
            <div class="mj-scroll">
                <svg ref={svg_ref} id="board" class="board mj-svg" viewBox={format!("0 0 {vw:.0} {vh:.0}")}
                     data-flipped={layout.flipped.then_some("")}
                     tabindex="0" role="application" aria-label={view_dock::board_label(g, lang)} aria-describedby="mj-info"
                     {onclick} {onpointermove} {onpointerleave} {onkeydown} {onblur} {onkeyup}>
                    { view_board::layers(&scene) }
                </svg>
            </div>
            <div class="mj-dock">
                <p class="mj-info" id="mj-info">{ info }</p>
                <p class="sr-only" aria-live="polite">{ live_info }</p>
                if !hint.is_empty() { <p class="hint muted">{ hint }</p> }
                { chooser.unwrap_or_default() }
                if must_pass { { view_dock::pass_button(lang, &p.on_move) } }
            </div>
        </div>
    }
}
