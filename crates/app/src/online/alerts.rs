//! "Your turn" while the tab is hidden: the title and the icon change, and, as the player
//! chose ([`TurnAlerts`], kept in the browser), a notification and a short sound (off by
//! default); and, with the page closed, pushes for the seat ([`super::push`]). [`due`] decides what to do (tested natively); the rest only touches the
//! browser, and an API the browser lacks is skipped quietly.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::texts::Ot;
use crate::browser;
use crate::i18n::{Lang, T};
use crate::storage::{self, BrowserStore, TurnAlerts};

/// The site's own title and icon, put back once the player looks.
const TITLE: &str = "Cube Table";
const ICON: &str = "/icons/icon.svg";
/// The icon with a badge.
const TURN_ICON: &str = "/icons/icon-turn.svg";

/// What to do as the turn changes: the title and icon say "your turn" while it is this
/// page's turn and the tab is hidden; the notification and the sound come only when the
/// turn has just become this page's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub badge: bool,
    pub ring: bool,
}

pub fn due(was_mine: bool, mine: bool, hidden: bool) -> Due {
    Due {
        badge: mine && hidden,
        ring: mine && hidden && !was_mine,
    }
}

/// The tab's title: "● Your turn · Cubulus — Cube Table", else the room's own
/// ("Cubulus online · Cube Table"; before its game is known, `game` is empty).
pub fn title(lang: Lang, game: &str, badge: bool) -> String {
    if badge {
        format!("● {} · {game} — {TITLE}", lang.t(T::YourTurn))
    } else if game.is_empty() {
        lang.t(T::TitleRoom).to_string()
    } else {
        crate::tr!(lang, T::TitleGameRoom, game = game)
    }
}

/// Whether the page's tab is hidden (another tab, minimised).
pub fn hidden() -> bool {
    browser::document().is_some_and(|d| d.hidden())
}

/// Sets the title and the icon (and, where the browser has it, the installed app's badge).
pub fn show(lang: Lang, game: &str, badge: bool) {
    let Some(document) = browser::document() else {
        return;
    };
    document.set_title(&title(lang, game, badge));
    if let Ok(Some(icon)) = document.query_selector("link[rel~='icon']") {
        let _ = icon.set_attribute("href", if badge { TURN_ICON } else { ICON });
    }
    if let Some(navigator) = browser::window().map(|w| w.navigator()) {
        let name = if badge {
            "setAppBadge"
        } else {
            "clearAppBadge"
        };
        if let Ok(f) = js_sys::Reflect::get(&navigator, &name.into()) {
            if let Some(f) = f.dyn_ref::<js_sys::Function>() {
                let _ = f.call0(&navigator);
            }
        }
    }
}

/// The site's own title and icon again (the page is left).
pub fn reset() {
    show(Lang::default(), "", false);
}

/// Whether the page's tab is hidden, following the browser's `visibilitychange`.
#[hook]
pub fn use_hidden() -> bool {
    let state = use_state(hidden);
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener =
                wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || state.set(hidden()));
            let document = browser::document();
            if let Some(d) = &document {
                let _ = d.add_event_listener_with_callback(
                    "visibilitychange",
                    listener.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(d) = document {
                    let _ = d.remove_event_listener_with_callback(
                        "visibilitychange",
                        listener.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    *state
}

/// The notification and the sound the player allowed.
pub fn ring(lang: Lang, game: &str, alerts: TurnAlerts) {
    if alerts.notify && notifications() == Some(true) {
        let options = web_sys::NotificationOptions::new();
        options.set_body(game);
        options.set_tag("cube-table-turn");
        options.set_icon(ICON);
        let _ = web_sys::Notification::new_with_options(lang.t(T::YourTurn), &options);
    }
    if alerts.sound {
        beep();
    }
}

/// Whether notifications are allowed (`None`: this browser has none).
pub fn notifications() -> Option<bool> {
    let window = browser::window()?;
    if !js_sys::Reflect::has(&window, &"Notification".into()).unwrap_or(false) {
        return None;
    }
    Some(web_sys::Notification::permission() == web_sys::NotificationPermission::Granted)
}

/// A short, quiet tone.
fn beep() {
    let Ok(ctx) = web_sys::AudioContext::new() else {
        return;
    };
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    osc.frequency().set_value(660.0);
    gain.gain().set_value(0.08);
    let wired = osc
        .connect_with_audio_node(&gain)
        .and_then(|_| gain.connect_with_audio_node(&ctx.destination()));
    if wired.is_ok() && osc.start().is_ok() {
        let _ = osc.stop_with_when(ctx.current_time() + 0.15);
    }
}

/// The player's choice of notification and sound, kept in the browser; turning the
/// notification on asks the browser's permission.
#[derive(Properties, PartialEq)]
pub struct AlertProps {
    /// The room and this page's seat token: what pushes are turned on for.
    pub room: AttrValue,
    pub token: Option<AttrValue>,
}

#[function_component(AlertSettings)]
pub fn alert_settings(props: &AlertProps) -> Html {
    let lang = crate::context::use_lang();
    let alerts = use_state(|| storage::load_turn_alerts(&BrowserStore::open()));
    let blocked = use_state(|| false);
    let pushing = {
        let room = props.room.to_string();
        use_state(move || storage::load_push(&BrowserStore::open(), &room))
    };
    let no_push = use_state(|| false);
    let on_push = {
        let (pushing, no_push, blocked) = (pushing.clone(), no_push.clone(), blocked.clone());
        let (room, token) = (props.room.to_string(), props.token.clone());
        Callback::from(move |e: Event| {
            let on = checked(&e);
            let Some(token) = token.as_ref().map(|t| t.to_string()) else {
                return;
            };
            let (pushing, no_push, blocked, room) = (
                pushing.clone(),
                no_push.clone(),
                blocked.clone(),
                room.clone(),
            );
            wasm_bindgen_futures::spawn_local(async move {
                let seat = super::push::seat(&room, &token);
                let came = choose_pushes(super::push::For::Seats(&seat), on, lang).await;
                if on {
                    blocked.set(came == Pushes::Blocked);
                    no_push.set(came == Pushes::Unavailable);
                }
                let kept = came == Pushes::On;
                storage::save_push(&mut BrowserStore::open(), &room, kept);
                pushing.set(kept);
            });
        })
    };
    let keep = {
        let alerts = alerts.clone();
        move |a: TurnAlerts| {
            storage::save_turn_alerts(&mut BrowserStore::open(), a);
            alerts.set(a);
        }
    };
    let on_notify = {
        let (alerts, blocked, keep) = (alerts.clone(), blocked.clone(), keep.clone());
        Callback::from(move |e: Event| {
            let on = checked(&e);
            let next = TurnAlerts {
                notify: on,
                ..*alerts
            };
            if !on || notifications() == Some(true) {
                keep(next);
                return;
            }
            let (keep, blocked) = (keep.clone(), blocked.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let granted = ask_permission().await;
                blocked.set(!granted);
                keep(TurnAlerts {
                    notify: granted,
                    ..next
                });
            });
        })
    };
    let on_sound = {
        let (alerts, keep) = (alerts.clone(), keep.clone());
        Callback::from(move |e: Event| {
            keep(TurnAlerts {
                sound: checked(&e),
                ..*alerts
            })
        })
    };
    html! {
        <fieldset class="turn-alerts">
            <legend>{ lang.t(Ot::TurnAlerts) }</legend>
            <label class="check">
                <input id="alert-notify" type="checkbox" checked={alerts.notify} onchange={on_notify} />
                <span>{ lang.t(Ot::AlertNotify) }</span>
            </label>
            <label class="check">
                <input id="alert-sound" type="checkbox" checked={alerts.sound} onchange={on_sound} />
                <span>{ lang.t(Ot::AlertSound) }</span>
            </label>
            if props.token.is_some() {
                <label class="check">
                    <input id="alert-push" type="checkbox" checked={*pushing} onchange={on_push} />
                    <span>{ lang.t(Ot::AlertPush) }</span>
                </label>
            }
            if *blocked {
                <p class="muted" role="status">{ lang.t(Ot::NotificationsBlocked) }</p>
            } else if *no_push {
                <p class="muted" role="status">{ lang.t(Ot::PushUnavailable) }</p>
            }
        </fieldset>
    }
}

fn checked(e: &Event) -> bool {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .is_some_and(|i| i.checked())
}

/// What turning pushes on or off came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pushes {
    On,
    Off,
    /// The browser's notifications are not allowed for this site.
    Blocked,
    /// Allowed, but the browser gave no push subscription (or the server took none).
    Unavailable,
}

/// Turns pushes for `target` on (asking the browser's permission first) or off: the one
/// way the room's box, My games' and the account page's do it.
pub async fn choose_pushes(target: super::push::For<'_>, on: bool, lang: Lang) -> Pushes {
    if !on {
        super::push::turn_off(target).await;
        return Pushes::Off;
    }
    if notifications() != Some(true) && !ask_permission().await {
        return Pushes::Blocked;
    }
    if super::push::turn_on(target, lang).await {
        Pushes::On
    } else {
        Pushes::Unavailable
    }
}

/// Asks the browser for permission to notify; whether it was given.
pub async fn ask_permission() -> bool {
    if notifications().is_none() {
        return false;
    }
    let Ok(asked) = web_sys::Notification::request_permission() else {
        return false;
    };
    let answer = wasm_bindgen_futures::JsFuture::from(asked).await;
    answer.ok().and_then(|v| v.as_string()).as_deref() == Some("granted")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_badge_follows_a_hidden_turn_and_the_bell_rings_once_as_it_comes() {
        assert_eq!(
            due(false, true, true),
            Due {
                badge: true,
                ring: true
            }
        );
        assert_eq!(
            due(true, true, true),
            Due {
                badge: true,
                ring: false
            }
        );
        assert_eq!(
            due(false, true, false),
            Due {
                badge: false,
                ring: false
            }
        );
        assert_eq!(
            due(true, false, true),
            Due {
                badge: false,
                ring: false
            }
        );
        assert_eq!(
            title(Lang::De, "Cubes", true),
            "● Du bist am Zug · Cubes — Cube Table"
        );
        assert_eq!(title(Lang::En, "Cubes", false), "Cubes online · Cube Table");
        assert_eq!(title(Lang::Hu, "", false), "Online játszma · Cube Table");
    }
}
