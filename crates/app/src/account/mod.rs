//! The account page (`/account`, issue 44; `docs/accounts.md`), a program of its own
//! (`account`) so that no other page carries it: sign up with a handle and a passkey (the
//! recovery codes shown once), sign in with a passkey or a recovery code, or through a
//! sign-in link (`/account#link=<token>`); signed in: add a passkey, make a sign-in link
//! for another device, sign out here or everywhere, delete the account. [`api`] speaks to
//! the server and the browser's passkeys; [`sync`] brings the account's seats and progress
//! to this browser; [`texts`] has the words. The same program shows the public pages of
//! issue 44: a player's ([`player`], `/player/<handle>`, with its rating [`graph`]) and the
//! finished games ([`games`], `/games`), both listing games through [`archive_list`].
//! Signed in, [`studies`] saves the studies kept in this browser on the server (issue 45).

pub mod api;
pub mod archive_list;
pub mod games;
pub mod graph;
pub mod notify;
pub mod player;
pub mod studies;
pub mod sync;
pub mod texts;

use online::paths::account as path;
use yew::prelude::*;

use crate::browser;
use crate::context::{use_lang, use_mounted};
use api::{Failure, Me};
use texts::{failure_text, At};

/// What the page knows about this browser.
#[derive(Clone, Debug, PartialEq)]
enum Who {
    /// Asking the server (and the page before its program runs).
    Asking,
    Out,
    In(Me),
}

/// What the page says after a step: a confirmation, or why it failed.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    Done(At),
    Failed(Failure),
}

/// Who is signed in now; when someone is, this browser's seats and progress are synced
/// with the account first (how many of the account's seats came here).
async fn who_now() -> (Who, Option<usize>) {
    match api::me().await {
        Ok(me) => {
            let came = match sync::sync().await {
                sync::Synced::Yes { seats, .. } => Some(seats),
                _ => None,
            };
            (Who::In(me), came)
        }
        Err(failure) => {
            let mut store = crate::storage::BrowserStore::open();
            crate::storage::set_signed_in_as(&mut store, None);
            // Signed out (here, on another device everywhere, or the session ended): the
            // keys the account gave this browser ended with the session.
            if failure == Failure::Refused(online::ErrorCode::NotSignedIn) {
                crate::storage::forget_account_seats(&mut store);
            }
            (Who::Out, None)
        }
    }
}

fn input_value(e: &InputEvent) -> String {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

#[function_component(AccountPage)]
pub fn account_page() -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let who = use_state(|| Who::Asking);
    let said = use_state(|| None::<Said>);
    let busy = use_state(|| false);
    let codes = use_state(|| None::<Vec<String>>);
    let link = use_state(|| None::<api::Link>);
    let handle = use_state(String::new);
    let code = use_state(String::new);
    // How many of the account's seats the last sync brought to this browser.
    let came = use_state(|| None::<usize>);

    // Who is signed in, or the sign-in link this address carries.
    {
        let who = who.clone();
        let said = said.clone();
        let came = came.clone();
        use_effect_with((), move |_| {
            let token = browser::take_fragment().and_then(|f| api::link_token(&f));
            wasm_bindgen_futures::spawn_local(async move {
                if let Some(token) = token {
                    if let Err(f) = api::use_link(&token).await {
                        said.set(Some(Said::Failed(f)));
                    }
                }
                let (now, n) = who_now().await;
                who.set(now);
                came.set(n);
            });
        });
    }

    // Runs one step: busy meanwhile, then the page asks who is signed in again.
    let step = {
        let who = who.clone();
        let said = said.clone();
        let busy = busy.clone();
        let came = came.clone();
        move |run: std::pin::Pin<
            Box<dyn std::future::Future<Output = Result<Option<At>, Failure>>>,
        >| {
            let who = who.clone();
            let said = said.clone();
            let busy = busy.clone();
            let came = came.clone();
            busy.set(true);
            said.set(None);
            wasm_bindgen_futures::spawn_local(async move {
                let result = run.await;
                said.set(match result {
                    Ok(done) => done.map(Said::Done),
                    Err(f) => Some(Said::Failed(f)),
                });
                let (now, n) = who_now().await;
                who.set(now);
                came.set(n);
                busy.set(false);
            });
        }
    };

    let sign_in = {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| {
            step(Box::pin(async { api::sign_in().await.map(|_| None) }));
        })
    };
    let sign_up = {
        let step = step.clone();
        let handle = handle.clone();
        let codes = codes.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let name = (*handle).clone();
            let codes = codes.clone();
            step(Box::pin(async move {
                let made = api::sign_up(&name).await?;
                codes.set(made.recovery_codes);
                Ok(None)
            }));
        })
    };
    let recover = {
        let step = step.clone();
        let code = code.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let typed = (*code).clone();
            let code = code.clone();
            step(Box::pin(async move {
                api::recover(&typed).await?;
                code.set(String::new());
                Ok(None)
            }));
        })
    };
    let add_passkey = {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| {
            step(Box::pin(async {
                api::add_passkey().await.map(|_| Some(At::PasskeyAdded))
            }));
        })
    };
    let make_link = {
        let step = step.clone();
        let link = link.clone();
        Callback::from(move |_: MouseEvent| {
            let link = link.clone();
            step(Box::pin(async move {
                link.set(Some(api::make_link().await?));
                Ok(None)
            }));
        })
    };
    let ending = |to: &'static str, done: At| {
        let step = step.clone();
        let link = link.clone();
        let codes = codes.clone();
        Callback::from(move |_: MouseEvent| {
            link.set(None);
            codes.set(None);
            step(Box::pin(
                async move { api::end(to).await.map(|_| Some(done)) },
            ));
        })
    };
    let sign_out = ending(path::SIGN_OUT, At::SignedOut);
    let sign_out_everywhere = ending(path::SIGN_OUT_EVERYWHERE, At::SignedOut);
    let delete = {
        let end = ending(path::DELETE, At::Deleted);
        let who = who.clone();
        Callback::from(move |e: MouseEvent| {
            let name = match &*who {
                Who::In(me) => me.handle.clone(),
                _ => return,
            };
            if browser::confirm(&crate::tr!(lang, At::DeleteConfirm, name = name)) {
                end.emit(e);
            }
        })
    };

    let disabled = !mounted || *busy;
    let message = match &*said {
        Some(Said::Done(key)) => {
            html! { <p class="notice info" role="status">{ lang.t(*key) }</p> }
        }
        Some(Said::Failed(f)) => {
            html! { <p class="notice error" role="alert">{ failure_text(lang, f) }</p> }
        }
        None => html! {},
    };
    let body = match &*who {
        Who::Asking => html! { <p aria-busy="true">{ lang.t(crate::i18n::T::Loading) }</p> },
        Who::Out => html! {
            <>
                <section class="card account-section" aria-labelledby="account-sign-in">
                    <h2 id="account-sign-in">{ lang.t(At::SignInTitle) }</h2>
                    <button class="primary" id="account-sign-in-button" onclick={sign_in} {disabled}>
                        { lang.t(At::SignInPasskey) }
                    </button>
                </section>
                <section class="card account-section" aria-labelledby="account-sign-up">
                    <h2 id="account-sign-up">{ lang.t(At::SignUpTitle) }</h2>
                    <form onsubmit={sign_up}>
                        <label for="account-handle">{ lang.t(At::Handle) }</label>
                        <input id="account-handle" type="text" autocomplete="username webauthn"
                            maxlength="40" required=true value={(*handle).clone()}
                            oninput={let h = handle.clone(); move |e: InputEvent| h.set(input_value(&e))} />
                        <button class="primary" type="submit" {disabled}>{ lang.t(At::SignUp) }</button>
                    </form>
                </section>
                <section class="card account-section" aria-labelledby="account-recover">
                    <h2 id="account-recover">{ lang.t(At::RecoverTitle) }</h2>
                    <form onsubmit={recover}>
                        <label for="account-code">{ lang.t(At::RecoveryCode) }</label>
                        <input id="account-code" type="text" autocomplete="off" spellcheck="false"
                            maxlength="40" required=true value={(*code).clone()}
                            oninput={let c = code.clone(); move |e: InputEvent| c.set(input_value(&e))} />
                        <button type="submit" {disabled}>{ lang.t(At::Recover) }</button>
                    </form>
                </section>
            </>
        },
        Who::In(me) => html! {
            <>
                <section class="card account-section" aria-labelledby="account-who">
                    <h2 id="account-who">{ crate::tr!(lang, At::SignedInAs, name = me.handle) }</h2>
                    <p>{ crate::tr!(lang, At::Passkeys, n = me.passkeys) }</p>
                    <p>{ crate::tr!(lang, At::CodesLeft, n = me.recovery_codes_left) }</p>
                </section>
                <section class="card account-section" aria-labelledby="account-games">
                    <h2 id="account-games">{ lang.t(At::GamesTitle) }</h2>
                    <p id="account-games-synced">{ match *came {
                        Some(0) | None => lang.t(At::GamesHere).to_string(),
                        Some(n) => crate::trn!(lang, At::GamesCame, n = n),
                    } }</p>
                    <notify::AccountNotify />
                    <p><a href="/#my-games-title">{ lang.t(At::GamesOpen) }</a></p>
                    <p>
                        <a id="account-own-page" href={archive_list::player_path(&me.handle)}>{ lang.t(At::YourPage) }</a>
                        { " · " }
                        <a href="/games">{ lang.t(crate::i18n::T::FinishedGames) }</a>
                    </p>
                </section>
                <studies::AccountStudies handle={me.handle.clone()} />
                { match &*codes {
                    Some(list) => html! {
                        <section class="card account-section account-codes" aria-labelledby="account-codes">
                            <h2 id="account-codes">{ lang.t(At::CodesTitle) }</h2>
                            <p>{ lang.t(At::CodesOnce) }</p>
                            <ul class="account-code-list">
                                { for list.iter().map(|c| html! { <li><code>{ c }</code></li> }) }
                            </ul>
                            <button onclick={let codes = codes.clone(); move |_| codes.set(None)}>
                                { lang.t(At::CodesDone) }
                            </button>
                        </section>
                    },
                    None => html! {},
                } }
                <section class="card account-section account-actions">
                    <button onclick={add_passkey} {disabled}>{ lang.t(At::AddPasskey) }</button>
                    <button onclick={make_link} {disabled}>{ lang.t(At::MakeLink) }</button>
                    { match &*link {
                        Some(l) => {
                            let url = l.url.clone();
                            html! {
                                <div class="account-link" role="status">
                                    <p>{ crate::tr!(lang, At::LinkMade, n = l.expires_in.div_ceil(60)) }</p>
                                    <input id="account-link-url" type="text" readonly=true value={l.url.clone()}
                                        aria-label={lang.t(At::MakeLink)} />
                                    <button onclick={move |_| browser::copy_to_clipboard(&url)}>{ lang.t(crate::online::texts::Ot::Copy) }</button>
                                </div>
                            }
                        }
                        None => html! {},
                    } }
                    <button onclick={sign_out} {disabled}>{ lang.t(At::SignOut) }</button>
                    <button onclick={sign_out_everywhere} {disabled}>{ lang.t(At::SignOutEverywhere) }</button>
                    <button class="danger" onclick={delete} {disabled}>{ lang.t(At::Delete) }</button>
                </section>
            </>
        },
    };
    html! {
        <div class="account-page">
            <h1>{ lang.t(At::Title) }</h1>
            <p class="account-intro">{ lang.t(At::Optional) }</p>
            <div aria-live="polite">{ message }</div>
            { body }
        </div>
    }
}
