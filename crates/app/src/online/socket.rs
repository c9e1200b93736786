//! The room's WebSocket, driven through web-sys: it opens a socket, sends protocol
//! messages, and hands every event to the page as an [`Event`]. Reconnecting is the
//! reducer's decision (`state.rs`): the page opens a new [`Socket`] whenever it says so.

use online::ClientMsg;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CloseEvent, MessageEvent, WebSocket};
use yew::prelude::*;

use super::link::{backoff_ms, Conn};
use crate::browser;

/// What happened on the socket.
pub enum Event {
    Open,
    Text(String),
    /// Closed, or failed to open.
    Closed,
}

/// The address of the socket at `path` on the page's own host: `wss:` for an `https:` page.
pub fn socket_url(page_protocol: &str, host: &str, path: &str) -> String {
    let scheme = if page_protocol == "https:" {
        "wss"
    } else {
        "ws"
    };
    format!("{scheme}://{host}{path}")
}

/// A ping this often keeps proxies from closing a quiet socket (a long think).
const PING_MS: i32 = 25_000;

/// One open socket. Dropping it closes it without reporting any more events, so a socket
/// replaced by a new one cannot disturb the page.
pub struct Socket {
    ws: WebSocket,
    ping: Option<i32>,
    _on_ping: Closure<dyn Fn()>,
    _on_open: Closure<dyn Fn()>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_close: Closure<dyn Fn(CloseEvent)>,
}

impl Socket {
    /// Opens the socket at `path` (a room's, [`online::paths::socket`], or the lobby's);
    /// its events go to `on_event`.
    pub fn open(path: &str, on_event: impl Fn(Event) + 'static) -> Result<Socket, String> {
        let location = crate::browser::window().ok_or("no window")?.location();
        let protocol = location.protocol().map_err(|e| format!("{e:?}"))?;
        let host = location.host().map_err(|e| format!("{e:?}"))?;
        let ws =
            WebSocket::new(&socket_url(&protocol, &host, path)).map_err(|e| format!("{e:?}"))?;
        let on_event = std::rc::Rc::new(on_event);
        let on_open = {
            let on_event = on_event.clone();
            Closure::<dyn Fn()>::new(move || on_event(Event::Open))
        };
        let on_message = {
            let on_event = on_event.clone();
            Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                // The protocol is text only; anything else reads as an unreadable message.
                on_event(Event::Text(e.data().as_string().unwrap_or_default()))
            })
        };
        let on_close =
            Closure::<dyn Fn(CloseEvent)>::new(move |_: CloseEvent| on_event(Event::Closed));
        ws.set_onopen(Some(on_open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A failed connection fires `error` and then `close`: the close alone is handled.
        ws.set_onclose(Some(on_close.as_ref().unchecked_ref()));
        let on_ping = {
            let ws = ws.clone();
            Closure::<dyn Fn()>::new(move || {
                if ws.ready_state() == WebSocket::OPEN {
                    let _ = ws.send_with_str(&online::to_text(&ClientMsg::Ping));
                }
            })
        };
        let ping = crate::browser::window().and_then(|w| {
            w.set_interval_with_callback_and_timeout_and_arguments_0(
                on_ping.as_ref().unchecked_ref(),
                PING_MS,
            )
            .ok()
        });
        Ok(Socket {
            ws,
            ping,
            _on_ping: on_ping,
            _on_open: on_open,
            _on_message: on_message,
            _on_close: on_close,
        })
    }

    /// Sends a message; `false` when the socket is not open (the reducer hears of the
    /// close and reconnects).
    pub fn send(&self, msg: &ClientMsg) -> bool {
        self.ws.ready_state() == WebSocket::OPEN
            && self.ws.send_with_str(&online::to_text(msg)).is_ok()
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        if let (Some(id), Some(w)) = (self.ping, crate::browser::window()) {
            w.clear_interval_with_handle(id);
        }
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_socket_is_on_the_page_s_own_host_secure_for_https() {
        assert_eq!(
            socket_url("http:", "127.0.0.1:8080", &online::paths::socket("abc")),
            "ws://127.0.0.1:8080/api/rooms/abc/ws"
        );
        assert_eq!(
            socket_url("https:", "cube.example", &online::paths::lobby_socket(None)),
            "wss://cube.example/api/lobby/ws"
        );
    }
}

/// A page's socket, kept across renders (`use_mut_ref`).
pub type SocketSlot = std::rc::Rc<std::cell::RefCell<Option<Socket>>>;

/// Opens the socket at `path` into `slot`, for an effect: its events go to `on_event`, and
/// one that cannot be opened is told as closed at once (the page then retries). Returns the
/// effect's cleanup, which closes it.
pub fn open_in(slot: &SocketSlot, path: &str, on_event: impl Fn(Event) + 'static) -> impl FnOnce() {
    let on_event = std::rc::Rc::new(on_event);
    let events = on_event.clone();
    match Socket::open(path, move |e| events(e)) {
        Ok(s) => *slot.borrow_mut() = Some(s),
        Err(_) => on_event(Event::Closed),
    }
    let slot = slot.clone();
    move || drop(slot.borrow_mut().take())
}

/// While a page's socket is down (`conn`), `retry` runs after the backoff delay of its
/// attempt (the room and the lobby both reconnect this way).
#[hook]
pub fn use_retry(conn: Conn, retry: Callback<()>) {
    use_effect_with(conn, move |conn| {
        if let Conn::Reconnecting { attempt } = *conn {
            browser::after(backoff_ms(attempt) as i32, move || retry.emit(()));
        }
    });
}
