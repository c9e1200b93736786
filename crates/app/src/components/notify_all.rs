//! "Notify me in all these games" under My games: pushes for every seat listed (issue 46:
//! "for all their rooms"), so a person with many slow games turns them on once. It asks the
//! browser's permission, subscribes once for all the seats (`online::push`) and marks each
//! room as the room page's own choice does, so every room page shows it on.

use online::SeatLink;
use yew::prelude::*;

use crate::context::use_lang;
use crate::i18n::T;
use crate::online::texts::Ot;
use crate::online::{alerts, push};
use crate::storage::{self, BrowserStore};

#[derive(Properties, PartialEq)]
pub struct NotifyAllProps {
    /// The seats of this device in games that are not over.
    pub seats: Vec<SeatLink>,
}

/// Whether pushes are on for every one of `seats` in this browser.
fn all_on(seats: &[SeatLink]) -> bool {
    let store = BrowserStore::open();
    !seats.is_empty() && seats.iter().all(|s| storage::load_push(&store, &s.room))
}

/// What to tell the player when pushes could not be turned on.
pub fn problem_text(came: alerts::Pushes, lang: crate::i18n::Lang) -> Option<&'static str> {
    match came {
        alerts::Pushes::Blocked => Some(lang.t(Ot::NotificationsBlocked)),
        alerts::Pushes::Unavailable => Some(lang.t(T::PushAllUnavailable)),
        alerts::Pushes::On | alerts::Pushes::Off => None,
    }
}

#[function_component(NotifyAll)]
pub fn notify_all(p: &NotifyAllProps) -> Html {
    let lang = use_lang();
    let on = use_state(|| all_on(&p.seats));
    let problem = use_state(|| None::<&'static str>);
    {
        let on = on.clone();
        use_effect_with(p.seats.clone(), move |seats| on.set(all_on(seats)));
    }
    if p.seats.is_empty() {
        return html! {};
    }
    let onchange = {
        let (on, problem, seats) = (on.clone(), problem.clone(), p.seats.clone());
        Callback::from(move |e: Event| {
            let want = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            let (on, problem, seats) = (on.clone(), problem.clone(), seats.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let came = alerts::choose_pushes(push::For::Seats(&seats), want, lang).await;
                problem.set(problem_text(came, lang));
                let kept = came == alerts::Pushes::On;
                let mut store = BrowserStore::open();
                for s in &seats {
                    storage::save_push(&mut store, &s.room, kept);
                }
                on.set(kept);
            });
        })
    };
    html! {
        <div class="notify-all">
            <label class="check">
                <input id="notify-all" type="checkbox" checked={*on} {onchange} />
                <span>{ lang.t(T::PushAll) }</span>
            </label>
            if let Some(text) = *problem {
                <p class="notice" role="status">{ text }</p>
            }
        </div>
    }
}
