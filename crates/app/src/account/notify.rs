//! "Notify me on this device" on the account page (issue 46 with issue 44): pushes for
//! every seat of the account, rooms made later too, to this browser (`online::push`,
//! [`push::For::Account`]). Whether it is on here is kept like a room's choice
//! (`storage::save_push` under [`KEY`]).

use yew::prelude::*;

use super::texts::At;
use crate::context::use_lang;
use crate::online::{alerts, push};
use crate::storage::{self, BrowserStore};

/// The name the choice is kept under (no room id looks like it).
const KEY: &str = "account";

#[function_component(AccountNotify)]
pub fn account_notify() -> Html {
    let lang = use_lang();
    let on = use_state(|| storage::load_push(&BrowserStore::open(), KEY));
    let problem = use_state(|| None::<&'static str>);
    let onchange = {
        let (on, problem) = (on.clone(), problem.clone());
        Callback::from(move |e: Event| {
            let want = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .is_some_and(|i| i.checked());
            let (on, problem) = (on.clone(), problem.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let came = alerts::choose_pushes(push::For::Account, want, lang).await;
                problem.set(crate::components::notify_all::problem_text(came, lang));
                let kept = came == alerts::Pushes::On;
                storage::save_push(&mut BrowserStore::open(), KEY, kept);
                on.set(kept);
            });
        })
    };
    html! {
        <div class="notify-all">
            <label class="check">
                <input id="account-notify" type="checkbox" checked={*on} {onchange} />
                <span>{ lang.t(At::NotifyAccount) }</span>
            </label>
            if let Some(text) = *problem {
                <p class="notice" role="status">{ text }</p>
            }
        </div>
    }
}
