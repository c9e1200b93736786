//! A study saved on the server under its author (`docs/studies.md`): who is signed in,
//! saving a new one or the author's changes over their own, opening one by its address
//! (`?saved=<id>`, on the page and in the embed), and the account's own studies of the game
//! with their delete. Speaks `online::paths::{STUDIES, study, MY_STUDIES}`; natively (tests,
//! the build's renderer) nothing answers.

use online::{paths, ErrorCode, SavedStudy, StudyList, StudyListed, StudySaved};
use rules::study::Study;
use rules::GameId;
use yew::prelude::*;

use super::state::{Problem, ServerCopy};
use super::texts::St;
use crate::account::api::{read, Failure};
use crate::browser;
use crate::context::use_lang;
use crate::i18n::Lang;
use crate::route::Route;
use crate::router::{query_param, Link};

/// Why a request about a saved study failed: the server's refusal, or `None` when no
/// server answered.
pub type Refused = Option<ErrorCode>;

fn refused(f: Failure) -> Refused {
    match f {
        Failure::Refused(code) => Some(code),
        _ => None,
    }
}

/// What a refusal says, in `lang`.
pub fn refused_text(r: Refused, lang: Lang) -> String {
    match r {
        Some(code) => crate::online::texts::error_text(lang, code).to_string(),
        None => lang.t(St::NoServer).to_string(),
    }
}

/// Whether `id` has the shape of a saved study's id (base64url, at most
/// `STUDY_ID_MAX`): only such an id is asked for.
pub fn is_study_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= online::limits::STUDY_ID_MAX
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The address's `saved=` (a saved study's id, of any shape: [`open`] refuses a wrong one).
pub fn saved_in_query(query: &str) -> Option<String> {
    query_param(query, "saved")
}

async fn call<T: serde::de::DeserializeOwned>(
    method: &str,
    path: &str,
    body: &str,
) -> Result<T, Refused> {
    let answer = match method {
        "GET" => browser::get_json(path).await,
        _ => browser::send_json(method, path, body).await,
    };
    let (status, text) = answer.ok_or(None)?;
    read(status, &text).map_err(refused)
}

/// The signed-in account's handle, if any.
pub async fn signed_in() -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Who {
        handle: Option<String>,
    }
    call::<Who>("GET", paths::account::WHO, "")
        .await
        .ok()
        .and_then(|w| w.handle)
}

/// Opens the saved study `id`: where it is saved and the study, or the problem.
pub async fn open(id: &str) -> Result<(ServerCopy, Study), Problem> {
    if !is_study_id(id) {
        return Err(Problem::NotOpened(Some(ErrorCode::NoSuchStudy)));
    }
    let saved: SavedStudy = call("GET", &paths::study(id), "")
        .await
        .map_err(Problem::NotOpened)?;
    let study = Study::from_json(&saved.study).map_err(Problem::Unreadable)?;
    let copy = ServerCopy {
        id: saved.id,
        author: saved.author,
    };
    Ok((copy, study))
}

/// Saves `study` as a new saved study, or over `over` (the author's own).
pub async fn save(study: &Study, over: Option<&str>) -> Result<StudySaved, Refused> {
    let text = study.to_json().map_err(|_| Some(ErrorCode::BadStudy))?;
    match over {
        Some(id) => call("PUT", &paths::study(id), &text).await,
        None => call("POST", paths::STUDIES, &text).await,
    }
}

/// The account's own saved studies of `game`, the latest changed first.
pub async fn mine(game: GameId) -> Result<Vec<StudyListed>, Refused> {
    let list: StudyList = call("GET", paths::MY_STUDIES, "").await?;
    Ok(list
        .studies
        .into_iter()
        .filter(|s| s.game == game.as_str())
        .collect())
}

pub async fn delete(id: &str) -> Result<(), Refused> {
    #[derive(serde::Deserialize)]
    struct Done {}
    call::<Done>("DELETE", &paths::study(id), "{}")
        .await
        .map(|_| ())
}

/// The saved study's page, as a whole address.
pub fn address(game: GameId, id: &str) -> String {
    format!(
        "{}{}",
        browser::origin(),
        paths::study_page(game.as_str(), id)
    )
}

#[derive(Clone, Debug, PartialEq)]
enum Said {
    Saved,
    Deleted,
    Refused(Refused),
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub study: Study,
    pub copy: Option<ServerCopy>,
    pub on_saved: Callback<ServerCopy>,
}

/// The page's "On the server" part.
#[function_component(ServerTools)]
pub fn server_tools(p: &Props) -> Html {
    let lang = use_lang();
    let game = p.game;
    // `None`: still asking; `Some(None)`: signed out.
    let who = use_state(|| None::<Option<String>>);
    let said = use_state(|| None::<Said>);
    let busy = use_state(|| false);
    let list = use_state(|| None::<Vec<StudyListed>>);
    {
        let who = who.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                who.set(Some(signed_in().await));
            });
        });
    }
    let handle = (*who).clone().flatten();
    let refresh = {
        let list = list.clone();
        let said = said.clone();
        move || {
            let list = list.clone();
            let said = said.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match mine(game).await {
                    Ok(found) => list.set(Some(found)),
                    Err(r) => said.set(Some(Said::Refused(r))),
                }
            });
        }
    };
    let on_save = |over: Option<String>| {
        let study = p.study.clone();
        let said = said.clone();
        let busy = busy.clone();
        let on_saved = p.on_saved.clone();
        let handle = handle.clone().unwrap_or_default();
        let list = list.clone();
        let refresh = refresh.clone();
        Callback::from(move |_: MouseEvent| {
            let study = study.clone();
            let said = said.clone();
            let busy = busy.clone();
            let on_saved = on_saved.clone();
            let author = handle.clone();
            let over = over.clone();
            let listed = list.is_some();
            let refresh = refresh.clone();
            busy.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                match save(&study, over.as_deref()).await {
                    Ok(saved) => {
                        on_saved.emit(ServerCopy {
                            id: saved.id,
                            author,
                        });
                        said.set(Some(Said::Saved));
                        if listed {
                            refresh();
                        }
                    }
                    Err(r) => said.set(Some(Said::Refused(r))),
                }
                busy.set(false);
            });
        })
    };
    let on_list = {
        let refresh = refresh.clone();
        Callback::from(move |_: MouseEvent| refresh())
    };
    let on_delete = |id: String| {
        let said = said.clone();
        let refresh = refresh.clone();
        Callback::from(move |_: MouseEvent| {
            if !browser::confirm(lang.t(St::ConfirmDelete)) {
                return;
            }
            let id = id.clone();
            let said = said.clone();
            let refresh = refresh.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match delete(&id).await {
                    Ok(()) => said.set(Some(Said::Deleted)),
                    Err(r) => said.set(Some(Said::Refused(r))),
                }
                refresh();
            });
        })
    };
    let copied = use_state(|| false);
    let on_copy = |address: String| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            browser::copy_to_clipboard(&address);
            copied.set(true);
        })
    };
    let empty = p.study.chapters.is_empty();
    let own = match (&p.copy, &handle) {
        (Some(c), Some(h)) => &c.author == h,
        _ => false,
    };
    html! {
        <section class="study-server" aria-labelledby="study-server-title">
            <h2 id="study-server-title">{ lang.t(St::OnServer) }</h2>
            if let Some(copy) = &p.copy {
                <p id="study-server-author">{ crate::tr!(lang, St::SavedBy, author = copy.author.clone()) }</p>
                <label class="field">{ lang.t(St::SavedAddress) }
                    <input id="study-saved-address" readonly=true value={address(game, &copy.id)} />
                </label>
                <div class="row">
                    <button id="study-saved-copy" class="secondary" onclick={on_copy(address(game, &copy.id))}>{ lang.t(St::CopyLink) }</button>
                    if *copied { <span role="status">{ lang.t(St::Copied) }</span> }
                </div>
                <label class="field">{ lang.t(St::Embed) }
                    <textarea id="study-saved-embed" readonly=true rows="3"
                              value={format!("<iframe src=\"{}/embed/{game}/study?saved={}&lang={}\" width=\"720\" height=\"640\" title=\"{}\"></iframe>",
                                             browser::origin(), copy.id, lang.code(), lang.t(St::Title))} />
                </label>
            }
            {match &*who {
                None => html! {},
                Some(None) => html! {
                    <p id="study-sign-in" class="muted">{ lang.t(St::SignInToSave) }{ " " }
                        <Link to={Route::Account}>{ lang.t(St::SignIn) }</Link></p>
                },
                Some(Some(_)) => html! {
                    <>
                        <div class="row">
                            if own {
                                <button id="study-save-over" class="primary" disabled={empty || *busy}
                                        onclick={on_save(p.copy.as_ref().map(|c| c.id.clone()))}>{ lang.t(St::SaveOver) }</button>
                            }
                            <button id="study-save-new" class={if own { "secondary" } else { "primary" }} disabled={empty || *busy}
                                    onclick={on_save(None)}>{ lang.t(St::SaveNew) }</button>
                            <button id="study-list-mine" class="secondary" onclick={on_list}>{ lang.t(St::MyStudies) }</button>
                        </div>
                        if let Some(found) = &*list {
                            if found.is_empty() {
                                <p id="study-mine-none" class="muted">{ lang.t(St::NoStudiesYet) }</p>
                            } else {
                                <ul id="study-mine" class="study-mine">
                                    { for found.iter().map(|s| {
                                        let title = if s.title.trim().is_empty() { lang.t(St::Untitled).to_string() } else { s.title.clone() };
                                        html! {
                                            <li key={s.id.clone()}>
                                                <a href={paths::study_page(game.as_str(), &s.id)}>{ title.clone() }</a>
                                                { format!(" · {} ", crate::online::texts::day(s.updated)) }
                                                <button class="link-button" aria-label={crate::tr!(lang, St::DeleteNamed, title = title)}
                                                        onclick={on_delete(s.id.clone())}>{ lang.t(St::Delete) }</button>
                                            </li>
                                        }
                                    }) }
                                </ul>
                            }
                        }
                    </>
                },
            }}
            {match &*said {
                Some(Said::Saved) => html! { <p id="study-server-said" role="status">{ lang.t(St::SavedDone) }</p> },
                Some(Said::Deleted) => html! { <p id="study-server-said" role="status">{ lang.t(St::Deleted) }</p> },
                Some(Said::Refused(r)) => html! { <p id="study-server-said" class="notice" role="alert">{ refused_text(*r, lang) }</p> },
                None => html! {},
            }}
        </section>
    }
}
