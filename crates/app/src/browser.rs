//! The few browser services the app uses, each failing softly (no panics on a missing API).

use wasm_bindgen::JsCast;

/// The browser window; `None` natively (tests, and the build-time renderer, where the
/// browser's functions do not exist and calling one would panic).
pub fn window() -> Option<web_sys::Window> {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window();
    #[cfg(not(target_arch = "wasm32"))]
    return None;
}

pub fn document() -> Option<web_sys::Document> {
    window()?.document()
}

/// Calls `f` after `ms` milliseconds (once), as a task of its own.
pub fn after(ms: i32, f: impl FnOnce() + 'static) {
    if let Some(w) = window() {
        let cb = wasm_bindgen::closure::Closure::once_into_js(f);
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms);
    }
}

/// A warning in the browser console.
pub fn warn(message: &str) {
    console_warn(message);
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = warn)]
    fn console_warn(message: &str);
}

/// Marks the page as running (`<html data-ready>`): a prerendered page answers its
/// controls from here on. Tests and the first-load report wait for it.
pub fn mark_ready() {
    if let Some(root) = document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-ready", "");
    }
}

pub fn now() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now();
    #[cfg(not(target_arch = "wasm32"))]
    return std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0);
}

/// A fresh seed for a new game; kept below 2^53 so JavaScript hosts read it exactly.
pub fn random_seed() -> u64 {
    #[cfg(target_arch = "wasm32")]
    return (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
    #[cfg(not(target_arch = "wasm32"))]
    return now() as u64;
}

pub fn browser_lang() -> Option<String> {
    window()?.navigator().language()
}

/// Tells the server (and the service worker) which language this person chose, so the
/// next page comes prerendered in it: a cookie for a year, on every path.
pub fn remember_lang_for_pages(code: &str) {
    if let Some(d) = document() {
        let cookie = format!(
            "{}={code}; path=/; max-age=31536000; samesite=lax",
            online::paths::LANG_COOKIE
        );
        let _ = js_sys::Reflect::set(&d, &"cookie".into(), &cookie.into());
    }
}

/// Brings the first element matching `selector` into view when it is off-screen: the
/// answer to a try, on a phone where the board is long and the answer sits above it.
/// Where a change removed the focused control (a button that goes once pressed: "Start
/// game", "Draw a card", a placed ball's place), the focus falls to the page's body and a
/// keyboard or screen reader user must find their way back. This puts it on the first
/// control inside `container` instead (the next action is on the board); where the focus
/// still is on something, it stays.
pub fn keep_focus_in(container: &str) {
    let Some(doc) = document() else {
        return;
    };
    let lost = doc
        .active_element()
        .is_none_or(|e| e.tag_name().eq_ignore_ascii_case("body"));
    if !lost {
        return;
    }
    let controls = [
        "button:not([disabled])",
        "[tabindex=\"0\"]",
        "a[href]",
        "input:not([disabled])",
        "select",
    ]
    .map(|c| format!("{container} {c}"))
    .join(", ");
    let Ok(found) = doc.query_selector_all(&controls) else {
        return;
    };
    // The page does not scroll to it: what the change shows (feedback, a question) may
    // have been brought into view.
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    // The first that takes the focus: a hidden control (a Zoom toggle a wide screen does
    // not show) does not, and the next is tried.
    for at in 0..found.length() {
        let Some(node) = found.get(at) else {
            continue;
        };
        // An SVG board with a tabindex is no `HtmlElement`, but has the same `focus`.
        let _ = node
            .unchecked_ref::<web_sys::HtmlElement>()
            .focus_with_options(&options);
        let focused: &wasm_bindgen::JsValue = node.as_ref();
        if doc
            .active_element()
            .is_some_and(|a| AsRef::<wasm_bindgen::JsValue>::as_ref(&a) == focused)
        {
            return;
        }
    }
}

pub fn bring_into_view(selector: &str) {
    let Some(window) = window() else {
        return;
    };
    let height = window.inner_height().ok().and_then(|h| h.as_f64());
    let found = window
        .document()
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let (Some(el), Some(height)) = (found, height) {
        let r = el.get_bounding_client_rect();
        if r.top() < 0.0 || r.bottom() > height {
            el.scroll_into_view_with_bool(false);
        }
    }
}

/// Sets the tab's title.
pub fn set_title(title: &str) {
    if let Some(d) = document() {
        d.set_title(title);
    }
}

pub fn set_document_lang(code: &str) {
    if let Some(el) = window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = el.set_attribute("lang", code);
    }
}

/// The page's origin, for building shareable links.
pub fn origin() -> String {
    window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// JSON `text` indented for people to read (by the browser's JSON writer: the program
/// carries no formatter of its own for it); `text` as it is where that fails. Its numbers
/// must be exact in JavaScript (below 2^53).
pub fn pretty_json(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    return js_sys::JSON::parse(text)
        .and_then(|v| {
            js_sys::JSON::stringify_with_replacer_and_space(
                &v,
                &wasm_bindgen::JsValue::NULL,
                &2.into(),
            )
        })
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| text.to_string());
    #[cfg(not(target_arch = "wasm32"))]
    return text.to_string();
}

/// Offers `text` as a JSON file download.
pub fn download(filename: &str, text: &str) {
    download_as(filename, text, "application/json");
}

/// Offers `text` as a file download of type `mime`.
pub fn download_as(filename: &str, text: &str, mime: &str) {
    let Some(document) = window().and_then(|w| w.document()) else {
        return;
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(filename);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Copies text to the clipboard where the browser allows it.
pub fn copy_to_clipboard(text: &str) {
    if let Some(w) = window() {
        let _ = w.navigator().clipboard().write_text(text);
    }
}

/// Asks the player a yes/no question in the browser's own dialog (`false` if it cannot).
pub fn confirm(question: &str) -> bool {
    window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// The page address's fragment (`#…`), removed from the address bar so that it is not
/// shared on by accident (it may carry a seat's token); `None` when there is none.
pub fn take_fragment() -> Option<String> {
    let window = window()?;
    let location = window.location();
    let hash = location.hash().ok().filter(|h| h.len() > 1)?;
    let rest = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&rest));
    }
    Some(hash)
}

/// POSTs JSON `body` to `path` on the page's own server: the answer's status and text;
/// `None` when nothing answered (offline, or no server).
pub async fn post_json(path: &str, body: &str) -> Option<(u16, String)> {
    send_json("POST", path, body).await
}

/// Sends JSON `body` to `path` on the page's own server with `method` (`POST`, `PUT`,
/// `DELETE`): the answer's status and text; `None` when nothing answered.
pub async fn send_json(method: &str, path: &str, body: &str) -> Option<(u16, String)> {
    let window = window()?;
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    init.set_mode(web_sys::RequestMode::SameOrigin);
    let headers = web_sys::Headers::new().ok()?;
    let _ = headers.set("content-type", "application/json");
    init.set_headers(&headers);
    init.set_body(&wasm_bindgen::JsValue::from_str(body));
    let request = web_sys::Request::new_with_str_and_init(path, &init).ok()?;
    status_and_text(window.fetch_with_request(&request)).await
}

/// A fetch's answer: its status and text, or `None` when no server answered.
async fn status_and_text(fetching: js_sys::Promise) -> Option<(u16, String)> {
    use wasm_bindgen_futures::JsFuture;
    let response: web_sys::Response = JsFuture::from(fetching).await.ok()?.dyn_into().ok()?;
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    Some((response.status(), text))
}

/// GETs `path` on the page's own server: the answer's status and text, or `None` when no
/// server answered.
pub async fn get_json(path: &str) -> Option<(u16, String)> {
    status_and_text(window()?.fetch_with_str(path)).await
}

/// GETs the text of `path` on the page's own server; the error says what went wrong (in
/// English, for the console: each page shows its own words).
pub async fn fetch_text(path: &str) -> Result<String, String> {
    use wasm_bindgen_futures::JsFuture;
    let window = window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(path))
        .await
        .map_err(|e| format!("{e:?}"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|e| format!("{e:?}"))?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(|e| format!("{e:?}"))?)
        .await
        .map_err(|e| format!("{e:?}"))?;
    text.as_string().ok_or_else(|| "not text".to_string())
}
