//! The drawing over the places where they are shown: the places' boxes are measured in the
//! page (after each render, and when the window's size or a scroll moves them), and the
//! figures drawn in an SVG laid over them that lets presses through.

use rules::drawing::{Colour, Drawing};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::geometry::{figures, ink, Figure, PlaceBox};

/// The boxes of the places (elements with `data-place`) inside `host`, relative to it, and
/// the host's width and height.
pub fn measure(host: &web_sys::Element) -> (f64, f64, Vec<PlaceBox>) {
    let outer = host.get_bounding_client_rect();
    let mut boxes = Vec::new();
    if let Ok(list) = host.query_selector_all("[data-place]") {
        for i in 0..list.length() {
            let Some(e) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            else {
                continue;
            };
            let Some(place) = e.get_attribute("data-place") else {
                continue;
            };
            let r = e.get_bounding_client_rect();
            boxes.push(PlaceBox {
                place,
                x: r.left() - outer.left(),
                y: r.top() - outer.top(),
                w: r.width(),
                h: r.height(),
            });
        }
    }
    (outer.width(), outer.height(), boxes)
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The element the places are in; the layer is drawn over all of it.
    pub host: NodeRef,
    pub drawing: Drawing,
    /// The place pressed first, in the tool's colour.
    pub from: Option<(String, Colour)>,
}

#[function_component(DrawingLayer)]
pub fn drawing_layer(p: &Props) -> Html {
    let measured = use_state_eq(|| (0.0, 0.0, Vec::<PlaceBox>::new()));
    // After every render: the places may have moved (a piece put, the page laid out anew).
    {
        let measured = measured.clone();
        let host = p.host.clone();
        use_effect(move || {
            if let Some(e) = host.cast::<web_sys::Element>() {
                measured.set(measure(&e));
            }
        });
    }
    // When the window's size changes or a part of the places scrolls.
    {
        let measured = measured.clone();
        let host = p.host.clone();
        use_effect_with((), move |_| {
            let again = {
                let host = host.clone();
                Closure::<dyn Fn()>::new(move || {
                    if let Some(e) = host.cast::<web_sys::Element>() {
                        measured.set(measure(&e));
                    }
                })
            };
            let window = web_sys::window();
            if let Some(w) = &window {
                let _ =
                    w.add_event_listener_with_callback("resize", again.as_ref().unchecked_ref());
            }
            let element = host.cast::<web_sys::Element>();
            if let Some(e) = &element {
                let _ = e.add_event_listener_with_callback_and_bool(
                    "scroll",
                    again.as_ref().unchecked_ref(),
                    true,
                );
            }
            move || {
                if let Some(w) = window {
                    let _ = w.remove_event_listener_with_callback(
                        "resize",
                        again.as_ref().unchecked_ref(),
                    );
                }
                if let Some(e) = element {
                    let _ = e.remove_event_listener_with_callback_and_bool(
                        "scroll",
                        again.as_ref().unchecked_ref(),
                        true,
                    );
                }
            }
        });
    }
    let (w, h, boxes) = &*measured;
    let from = p.from.as_ref().map(|(place, c)| (place.as_str(), *c));
    let shown = figures(&p.drawing, boxes, from);
    html! {
        <svg class="drawing-layer" aria-hidden="true" width={w.to_string()} height={h.to_string()}
             viewBox={format!("0 0 {w} {h}")}>
            { for shown.iter().map(figure) }
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
                .map(|(x, y)| format!("{x},{y}"))
                .collect::<Vec<_>>()
                .join(" ");
            html! {
                <g data-shape={shape.clone()}>
                    <line x1={from.0.to_string()} y1={from.1.to_string()} x2={to.0.to_string()} y2={to.1.to_string()}
                          stroke={ink(*colour)} stroke-width={width.to_string()} stroke-linecap="round" />
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
                    cx={centre.0.to_string()} cy={centre.1.to_string()} r={r.to_string()} fill="none"
                    stroke={ink(*colour)} stroke-width={width.to_string()}
                    stroke-dasharray={dashed.then_some("4 3")} />
        },
        Figure::Highlight {
            shape,
            colour,
            x,
            y,
            w,
            h,
        } => html! {
            <rect data-shape={shape.clone()} x={x.to_string()} y={y.to_string()} width={w.to_string()}
                  height={h.to_string()} fill={ink(*colour)} fill-opacity="0.45" />
        },
    }
}
