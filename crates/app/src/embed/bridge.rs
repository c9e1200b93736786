//! The browser side of the embed: the page's address, `postMessage` both ways, console
//! warnings and the autoplay timer. Each fails softly when an API is missing.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::params::OriginPolicy;
use super::protocol::{self, Command, Event};

/// A warning in the browser console, marked as the embed's.
pub fn warn(message: &str) {
    crate::browser::warn(&format!("Cube Table embed: {message}"));
}

/// Whether this page is an embed (`/embed/<game>`), decided once at start.
pub fn is_embed_location() -> bool {
    crate::browser::window()
        .and_then(|w| w.location().pathname().ok())
        .is_some_and(|p| p.starts_with("/embed/"))
}

/// The query string of the page's address, with its `?`.
pub fn query() -> String {
    crate::browser::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The window that frames this page, if any (a top-level page is its own parent).
fn parent() -> Option<web_sys::Window> {
    let window = crate::browser::window()?;
    let parent = window.parent().ok().flatten()?;
    let same: &JsValue = parent.as_ref();
    (same != AsRef::<JsValue>::as_ref(&window)).then_some(parent)
}

/// Posts an event to the parent window as the origin policy allows.
pub fn post(event: &Event, policy: &OriginPolicy) {
    post_json(&event.to_json(), policy);
}

/// Posts an event, as its JSON text, to the parent window as the origin policy allows.
pub fn post_json(json: &str, policy: &OriginPolicy) {
    let (Some(target), Some(parent)) = (policy.target(), parent()) else {
        return;
    };
    let value = js_sys::JSON::parse(json).unwrap_or(JsValue::NULL);
    if let Err(e) = parent.post_message(&value, target) {
        warn(&format!("could not post an event: {e:?}"));
    }
}

/// Reads one `message` event: from the parent window only, from an accepted origin, and
/// a well-formed command (`parse` reads its data as JSON text); anything else is refused
/// with the reason.
fn read<T>(
    event: &JsValue,
    policy: &OriginPolicy,
    parse: fn(&str) -> Result<T, String>,
) -> Result<T, String> {
    let get = |key: &str| js_sys::Reflect::get(event, &JsValue::from_str(key)).ok();
    let Some(parent) = parent() else {
        return Err("this page is not in a frame, so it takes no messages".into());
    };
    let from_parent = get("source").is_some_and(|s| s == AsRef::<JsValue>::as_ref(&parent).clone());
    if !from_parent {
        return Err("a message not from the parent window was ignored".into());
    }
    let origin = get("origin")
        .and_then(|o| o.as_string())
        .unwrap_or_default();
    if !policy.accepts(&origin) {
        return Err(format!(
            "a message from {origin} was ignored (origin= does not allow it)"
        ));
    }
    let data = get("data").unwrap_or(JsValue::UNDEFINED);
    let text = js_sys::JSON::stringify(&data)
        .ok()
        .and_then(|s| s.as_string())
        .ok_or("the message is not plain data")?;
    parse(&text)
}

/// Listens for the host's messages while it lives; malformed ones are warned about and
/// never reach `on_command`.
pub struct Listener {
    closure: Closure<dyn FnMut(JsValue)>,
}

impl Listener {
    /// Listens for the game embeds' commands ([`protocol::read`]).
    pub fn new(policy: OriginPolicy, on_command: impl Fn(Command) + 'static) -> Option<Self> {
        Listener::reading(policy, protocol::read, on_command)
    }

    /// Listens for messages read by `parse` (an embed that takes other messages than the
    /// game's, and carries no reader of those).
    pub fn reading<T: 'static>(
        policy: OriginPolicy,
        parse: fn(&str) -> Result<T, String>,
        on_command: impl Fn(T) + 'static,
    ) -> Option<Self> {
        let window = crate::browser::window()?;
        let closure = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            match read(&event, &policy, parse) {
                Ok(command) => on_command(command),
                Err(reason) => warn(&format!("message ignored: {reason}")),
            }
        });
        window
            .add_event_listener_with_callback("message", closure.as_ref().unchecked_ref())
            .ok()?;
        Some(Listener { closure })
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(window) = crate::browser::window() {
            let _ = window.remove_event_listener_with_callback(
                "message",
                self.closure.as_ref().unchecked_ref(),
            );
        }
    }
}

/// A one-shot timer, cancelled when dropped.
pub struct Timeout {
    id: i32,
    _closure: Closure<dyn FnMut()>,
}

impl Timeout {
    pub fn new(ms: u32, f: impl FnOnce() + 'static) -> Option<Self> {
        let closure = Closure::once(f);
        let id = crate::browser::window()?
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                closure.as_ref().unchecked_ref(),
                ms.min(i32::MAX as u32) as i32,
            )
            .ok()?;
        Some(Timeout {
            id,
            _closure: closure,
        })
    }
}

impl Drop for Timeout {
    fn drop(&mut self) {
        if let Some(window) = crate::browser::window() {
            window.clear_timeout_with_handle(self.id);
        }
    }
}
