//! "Update available — reload": shown when a new release's service worker is waiting
//! (see web/register-sw.js). Switching is the player's choice, so a running page never
//! mixes files of two releases.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::context::use_lang;
use crate::i18n::T;

fn window_flag(name: &str) -> bool {
    crate::browser::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str(name)).ok())
        .is_some_and(|v| v.is_truthy())
}

fn apply_update() {
    let Some(w) = crate::browser::window() else {
        return;
    };
    if let Some(f) = js_sys::Reflect::get(&w, &JsValue::from_str("cubeTableUpdate"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call0(&w);
    }
}

#[function_component(UpdateBanner)]
pub fn update_banner() -> Html {
    let lang = use_lang();
    // Read after the first render, which must match a prerendered page (no banner).
    let ready = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            if window_flag("cubeTableUpdateReady") {
                ready.set(true);
            }
            let listener = Closure::<dyn Fn()>::new(move || ready.set(true));
            let window = crate::browser::window();
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback(
                    "cube-table-update",
                    listener.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback(
                        "cube-table-update",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    if !*ready {
        return html! {};
    }
    html! {
        <div id="update-banner" class="update-banner" role="status">
            <span>{ lang.t(T::UpdateAvailable) }</span>
            <button class="primary" onclick={|_| apply_update()}>{ lang.t(T::Reload) }</button>
        </div>
    }
}
