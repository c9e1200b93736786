//! The drawing over the board's own picture: the board's geometry says where each place is
//! in the picture's units (`GameUi::drawing_places`), and an SVG with the picture's view
//! box is laid exactly over it (measured in the page whenever the board changes, the window
//! is resized or a part scrolls). While the tool is on, each place is a target to press
//! (click, tap, drag, Enter); otherwise presses go through to the board.

use std::rc::Rc;

use rules::drawing::{Colour, Drawing};
use rules::AnyGame;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::geometry::{figures, ink, outline_path, Figure, PlaceBox};
use super::texts::Dr;
use super::DrawAction;
use crate::context::use_lang;
use crate::games;

/// Where the places are: the overlay's box inside the host (pixels), the view box its
/// units are in, and each place's box in those units.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Measured {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
    pub view_box: (f64, f64, f64, f64),
    pub boxes: Vec<PlaceBox>,
}

/// The view box of an `<svg>`, as the browser read it (`viewBox.baseVal`; reading the
/// attribute's text here would link a float parser into every program that draws).
pub fn view_box(svg: &web_sys::Element) -> Option<(f64, f64, f64, f64)> {
    let r = svg
        .dyn_ref::<web_sys::SvgsvgElement>()?
        .view_box()
        .base_val()?;
    let (w, h) = (f64::from(r.width()), f64::from(r.height()));
    (w > 0.0 && h > 0.0).then(|| (f64::from(r.x()), f64::from(r.y()), w, h))
}

/// The board's picture inside `host` (`GameUi::DRAWN_ON`), if it is shown.
pub fn picture_in(host: &web_sys::Element, game: &AnyGame) -> Option<web_sys::Element> {
    host.query_selector(games::drawn_on(game.id()))
        .ok()
        .flatten()
}

/// Where `game`'s places are inside `host`: over the board's picture, from its geometry;
/// where the board shows another view (Cubulus's layers), the cells it marks
/// (`data-cell`) as measured on screen.
pub fn measure(host: &web_sys::Element, game: &AnyGame) -> Measured {
    let outer = host.get_bounding_client_rect();
    if let Some(svg) = picture_in(host, game) {
        let r = svg.get_bounding_client_rect();
        let view_box = view_box(&svg);
        if let (Some(view_box), true) = (view_box, r.width() > 0.0) {
            return Measured {
                left: r.left() - outer.left(),
                top: r.top() - outer.top(),
                width: r.width(),
                height: r.height(),
                view_box,
                boxes: games::drawing_places(game, &|name| svg.get_attribute(name)),
            };
        }
    }
    let mut boxes = Vec::new();
    if let Ok(list) = host.query_selector_all("[data-cell]") {
        for i in 0..list.length() {
            let Some(e) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let Some(place) = e.get_attribute("data-cell") else {
                continue;
            };
            let r = e.get_bounding_client_rect();
            let side = r.width().min(r.height());
            let centre = (
                r.left() - outer.left() + r.width() / 2.0,
                r.top() - outer.top() + r.height() / 2.0,
            );
            boxes.push(PlaceBox::round(place, centre, side / 2.0));
        }
    }
    let (w, h) = (outer.width(), outer.height());
    Measured {
        width: w,
        height: h,
        view_box: (0.0, 0.0, w.max(1.0), h.max(1.0)),
        boxes,
        ..Measured::default()
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The element the board is in; the layer is laid over the board's picture in it.
    pub host: NodeRef,
    /// The position the board shows (its geometry places the places).
    pub game: Rc<AnyGame>,
    pub drawing: Drawing,
    /// The place pressed first, in the tool's colour.
    #[prop_or_default]
    pub from: Option<(String, Colour)>,
    /// The tool is on: the places are targets, and presses on them draw.
    #[prop_or_default]
    pub on: bool,
    #[prop_or_default]
    pub on_action: Callback<DrawAction>,
}

#[function_component(DrawingLayer)]
pub fn drawing_layer(p: &Props) -> Html {
    let lang = use_lang();
    let measured = use_state_eq(Measured::default);
    // Measured again whenever anything in the host changes (a move, the board turned or
    // flipped, another view chosen), the window's size changes or a part scrolls.
    {
        let measured = measured.clone();
        let host = p.host.clone();
        let game = p.game.clone();
        use_effect_with(p.game.clone(), move |_| {
            let again = {
                let host = host.clone();
                Closure::<dyn Fn()>::new(move || {
                    if let Some(e) = host.cast::<web_sys::Element>() {
                        measured.set(measure(&e, &game));
                    }
                })
            };
            let call: &js_sys::Function = again.as_ref().unchecked_ref();
            let _ = call.call0(&wasm_bindgen::JsValue::NULL);
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback("resize", call);
            }
            let element = host.cast::<web_sys::Element>();
            if let Some(e) = &element {
                let _ = e.add_event_listener_with_callback_and_bool("scroll", call, true);
            }
            let observer = web_sys::MutationObserver::new(call).ok();
            if let (Some(o), Some(e)) = (&observer, &element) {
                let init = web_sys::MutationObserverInit::new();
                init.set_subtree(true);
                init.set_child_list(true);
                init.set_attributes(true);
                let _ = o.observe_with_options(e, &init);
            }
            move || {
                if let Some(o) = observer {
                    o.disconnect();
                }
                let call: &js_sys::Function = again.as_ref().unchecked_ref();
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback("resize", call);
                }
                if let Some(e) = element {
                    let _ = e.remove_event_listener_with_callback_and_bool("scroll", call, true);
                }
            }
        });
    }
    // Where a drag began (pressed on one place, let go on another).
    let pressed = use_mut_ref(|| None::<String>);
    let m = &*measured;
    let from = p.from.as_ref().map(|(place, c)| (place.as_str(), *c));
    let shown = figures(&p.drawing, &m.boxes, from);
    let (vx, vy, vw, vh) = m.view_box;
    let target = |b: &PlaceBox| {
        let place = b.place.clone();
        let on_action = p.on_action.clone();
        let onclick = {
            let place = place.clone();
            let on_action = on_action.clone();
            Callback::from(move |_: MouseEvent| on_action.emit(DrawAction::Press(place.clone())))
        };
        let onkeydown = {
            let place = place.clone();
            let on_action = on_action.clone();
            Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    on_action.emit(DrawAction::Press(place.clone()));
                }
                "Escape" => on_action.emit(DrawAction::Cancel),
                _ => {}
            })
        };
        let onpointerdown = {
            let (place, pressed) = (place.clone(), pressed.clone());
            Callback::from(move |_: PointerEvent| *pressed.borrow_mut() = Some(place.clone()))
        };
        let onpointerup = {
            let (place, pressed) = (place.clone(), pressed.clone());
            Callback::from(move |_: PointerEvent| {
                if let Some(from) = pressed.borrow_mut().take() {
                    if from != place {
                        on_action.emit(DrawAction::Drag {
                            from,
                            to: place.clone(),
                        });
                    }
                }
            })
        };
        html! {
            <path class="draw-place" d={b.path()} data-place={place.clone()} tabindex="0" role="button"
                  aria-label={crate::tr!(lang, Dr::Place, place = place)}
                  {onclick} {onkeydown} {onpointerdown} {onpointerup} />
        }
    };
    html! {
        <svg class={classes!("drawing-layer", p.on.then_some("drawing-on"))}
             style={format!("left: {:.1}px; top: {:.1}px", m.left, m.top)}
             width={format!("{:.1}", m.width)} height={format!("{:.1}", m.height)}
             viewBox={format!("{vx} {vy} {vw} {vh}")}
             aria-hidden={(!p.on).then_some("true")} role={p.on.then_some("group")}
             aria-label={p.on.then(|| lang.t(Dr::Places))}>
            <g aria-hidden="true">{ for shown.iter().map(figure) }</g>
            if p.on {
                <g class="draw-places">{ for m.boxes.iter().map(target) }</g>
            }
        </svg>
    }
}

fn figure(f: &Figure) -> Html {
    match f {
        Figure::Arrow {
            shape,
            colour,
            from,
            to,
            width,
            head,
        } => {
            let points = head
                .iter()
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect::<Vec<_>>()
                .join(" ");
            html! {
                <g data-shape={shape.clone()}>
                    <line x1={format!("{:.1}", from.0)} y1={format!("{:.1}", from.1)} x2={format!("{:.1}", to.0)} y2={format!("{:.1}", to.1)}
                          stroke={ink(*colour)} stroke-width={format!("{width:.1}")} stroke-linecap="round" />
                    <polygon {points} fill={ink(*colour)} />
                </g>
            }
        }
        Figure::Ring {
            shape,
            colour,
            centre,
            r,
            width,
            dashed,
        } => html! {
            <circle data-shape={(!shape.is_empty()).then(|| shape.clone())} class={classes!(dashed.then_some("drawing-from"))}
                    cx={format!("{:.1}", centre.0)} cy={format!("{:.1}", centre.1)} r={format!("{r:.1}")} fill="none"
                    stroke={ink(*colour)} stroke-width={format!("{width:.1}")}
                    stroke-dasharray={dashed.then(|| format!("{:.1} {:.1}", width * 2.0, width * 1.5))} />
        },
        Figure::Highlight {
            shape,
            colour,
            x,
            y,
            w,
            h,
            outline,
        } => html! {
            <path data-shape={shape.clone()} d={outline_path((*x, *y, *w, *h), *outline)}
                  fill={ink(*colour)} fill-opacity="0.45" />
        },
    }
}
