//! "Your studies on the server" on the account page (issue 45, `docs/studies.md`): the
//! studies kept in this browser (one per game's study page) saved on the server under the
//! account, as a new study or over the author's own copy it was opened from; the account's
//! saved studies with their addresses, embed code and delete. The study page links here
//! (`/account#studies`) and opens a saved study from its address; it carries none of this,
//! for its byte budget. Speaks `online::paths::{STUDIES, study, MY_STUDIES}`.

use online::{paths, StudyList, StudyListed, StudySaved};
use rules::GameId;
use yew::prelude::*;

use super::api::{read, Failure};
use super::texts::{failure_text, At};
use crate::browser;
use crate::context::use_lang;
use crate::i18n::Lang;
use crate::storage::{self, BrowserStore};

async fn call<T: serde::de::DeserializeOwned>(
    method: &str,
    path: &str,
    body: &str,
) -> Result<T, Failure> {
    let answer = match method {
        "GET" => browser::get_json(path).await,
        _ => browser::send_json(method, path, body).await,
    };
    let (status, text) = answer.ok_or(Failure::NoServer)?;
    read(status, &text)
}

/// Sends the study file `text` as a new saved study, or over `over` (the author's own).
async fn save(text: &str, over: Option<&str>) -> Result<StudySaved, Failure> {
    match over {
        Some(id) => call("PUT", &paths::study(id), text).await,
        None => call("POST", paths::STUDIES, text).await,
    }
}

async fn mine() -> Result<Vec<StudyListed>, Failure> {
    call::<StudyList>("GET", paths::MY_STUDIES, "")
        .await
        .map(|l| l.studies)
}

async fn delete(id: &str) -> Result<(), Failure> {
    #[derive(serde::Deserialize)]
    struct Done {}
    call::<Done>("DELETE", &paths::study(id), "{}")
        .await
        .map(|_| ())
}

/// A saved study's page, as a whole address.
pub fn address(game: &str, id: &str) -> String {
    format!("{}{}", browser::origin(), paths::study_page(game, id))
}

/// The `<iframe>` that embeds a saved study, in `lang`.
pub fn embed_code(game: &str, id: &str, lang: Lang) -> String {
    crate::route::study_frame(
        &browser::origin(),
        game,
        &format!("saved={id}"),
        lang.code(),
        lang.t(At::StudyFrameTitle),
    )
}

/// A study kept in this browser: its game, its file's text and where it is saved on the
/// server if this account saved it (or opened its own copy).
#[derive(Clone, PartialEq)]
struct Kept {
    game: GameId,
    text: String,
    own_copy: Option<String>,
}

fn kept_here(handle: &str) -> Vec<Kept> {
    let store = BrowserStore::open();
    GameId::ALL
        .into_iter()
        .filter_map(|game| {
            let text = storage::study_file(&store, game)?;
            let own_copy = storage::load_study_copy(&store, game)
                .filter(|(_, author)| author == handle)
                .map(|(id, _)| id);
            Some(Kept {
                game,
                text,
                own_copy,
            })
        })
        .collect()
}

#[derive(Clone, PartialEq)]
enum Said {
    /// Saved: the game and id.
    Saved(String, String),
    Deleted,
    Failed(Failure),
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The signed-in account's handle.
    pub handle: String,
}

#[function_component(AccountStudies)]
pub fn account_studies(p: &Props) -> Html {
    let lang = use_lang();
    let handle = p.handle.clone();
    let kept = use_state(|| kept_here(&handle));
    let list = use_state(|| None::<Vec<StudyListed>>);
    let said = use_state(|| None::<Said>);
    let busy = use_state(|| false);
    let refresh = {
        let list = list.clone();
        let said = said.clone();
        let kept = kept.clone();
        let handle = p.handle.clone();
        move || {
            let list = list.clone();
            let said = said.clone();
            kept.set(kept_here(&handle));
            wasm_bindgen_futures::spawn_local(async move {
                match mine().await {
                    Ok(found) => list.set(Some(found)),
                    Err(f) => said.set(Some(Said::Failed(f))),
                }
            });
        }
    };
    {
        let refresh = refresh.clone();
        use_effect_with((), move |_| refresh());
    }
    let on_save = |k: &Kept, over: Option<String>| {
        let (game, text) = (k.game, k.text.clone());
        let (said, busy, refresh) = (said.clone(), busy.clone(), refresh.clone());
        let handle = p.handle.clone();
        Callback::from(move |_: MouseEvent| {
            let (text, over, handle) = (text.clone(), over.clone(), handle.clone());
            let (said, busy, refresh) = (said.clone(), busy.clone(), refresh.clone());
            busy.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                match save(&text, over.as_deref()).await {
                    Ok(saved) => {
                        storage::save_study_copy(
                            &mut BrowserStore::open(),
                            game,
                            Some((&saved.id, &handle)),
                        );
                        said.set(Some(Said::Saved(game.as_str().to_string(), saved.id)));
                    }
                    Err(f) => said.set(Some(Said::Failed(f))),
                }
                busy.set(false);
                refresh();
            });
        })
    };
    let on_delete = |s: &StudyListed, title: String| {
        let id = s.id.clone();
        let (said, refresh) = (said.clone(), refresh.clone());
        Callback::from(move |_: MouseEvent| {
            if !browser::confirm(&crate::tr!(lang, At::StudyDeleteConfirm, title = title)) {
                return;
            }
            let id = id.clone();
            let (said, refresh) = (said.clone(), refresh.clone());
            wasm_bindgen_futures::spawn_local(async move {
                said.set(Some(match delete(&id).await {
                    Ok(()) => Said::Deleted,
                    Err(f) => Said::Failed(f),
                }));
                refresh();
            });
        })
    };
    let copy =
        |text: String| Callback::from(move |_: MouseEvent| browser::copy_to_clipboard(&text));
    let disabled = *busy;
    html! {
        <section class="card account-section account-studies" id="studies" aria-labelledby="account-studies">
            <h2 id="account-studies">{ lang.t(At::StudiesTitle) }</h2>
            <p>{ lang.t(At::StudiesIntro) }</p>
            <h3>{ lang.t(At::StudiesKept) }</h3>
            if kept.is_empty() {
                <p id="account-studies-none-kept" class="muted">{ lang.t(At::StudiesNoneKept) }</p>
            } else {
                <ul id="account-studies-kept" class="account-studies-list">
                    { for kept.iter().map(|k| html! {
                        <li key={k.game.as_str()} data-game={k.game.as_str()}>
                            <span>{ crate::tr!(lang, At::StudyKeptOf,
                                game = crate::games::name(k.game, lang),
                                kb = k.text.len().div_ceil(1024)) }</span>
                            <span class="row">
                                if let Some(id) = &k.own_copy {
                                    <button class="primary save-over" {disabled}
                                            onclick={on_save(k, Some(id.clone()))}>{ lang.t(At::StudySaveOver) }</button>
                                }
                                <button class={if k.own_copy.is_some() { "save-new" } else { "primary save-new" }} {disabled}
                                        onclick={on_save(k, None)}>{ lang.t(At::StudySaveNew) }</button>
                            </span>
                        </li>
                    }) }
                </ul>
            }
            { match &*said {
                Some(Said::Saved(game, id)) => html! {
                    <div id="account-study-saved" role="status">
                        <p>{ lang.t(At::StudySaved) }</p>
                        <input id="account-study-address" type="text" readonly=true value={address(game, id)}
                               aria-label={lang.t(At::StudyAddress)} />
                        <button onclick={copy(address(game, id))}>{ lang.t(crate::online::texts::Ot::Copy) }</button>
                        <label class="field">{ lang.t(At::StudyEmbed) }
                            <textarea id="account-study-embed" readonly=true rows="3" value={embed_code(game, id, lang)} />
                        </label>
                    </div>
                },
                Some(Said::Deleted) => html! { <p id="account-study-said" role="status">{ lang.t(At::StudyDeleted) }</p> },
                Some(Said::Failed(f)) => html! {
                    <p id="account-study-said" class="notice error" role="alert">{ failure_text(lang, f) }</p>
                },
                None => html! {},
            } }
            <h3>{ lang.t(At::StudiesSaved) }</h3>
            { match &*list {
                None => html! { <p aria-busy="true">{ lang.t(crate::i18n::T::Loading) }</p> },
                Some(found) if found.is_empty() => html! {
                    <p id="account-studies-none" class="muted">{ lang.t(At::StudiesNone) }</p>
                },
                Some(found) => html! {
                    <ul id="account-studies-saved" class="account-studies-list">
                        { for found.iter().map(|s| {
                            let title = if s.title.trim().is_empty() { lang.t(At::StudyUntitled).to_string() } else { s.title.clone() };
                            let game = s.game.parse::<GameId>().ok().map(|g| crate::games::name(g, lang)).unwrap_or_default();
                            html! {
                                <li key={s.id.clone()} data-id={s.id.clone()}>
                                    <a href={paths::study_page(&s.game, &s.id)}>{ title.clone() }</a>
                                    { format!(" · {game} · {} · {} KB ", crate::online::texts::day(s.updated), s.bytes.div_ceil(1024)) }
                                    <span class="row">
                                        <button class="copy-address" onclick={copy(address(&s.game, &s.id))}>{ lang.t(At::StudyCopyAddress) }</button>
                                        <button class="copy-embed" onclick={copy(embed_code(&s.game, &s.id, lang))}>{ lang.t(At::StudyCopyEmbed) }</button>
                                        <button class="danger delete" aria-label={crate::tr!(lang, At::StudyDeleteNamed, title = title.clone())}
                                                onclick={on_delete(s, title.clone())}>{ lang.t(At::StudyDelete) }</button>
                                    </span>
                                </li>
                            }
                        }) }
                    </ul>
                },
            } }
        </section>
    }
}
