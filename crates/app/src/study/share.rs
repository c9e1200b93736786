//! Keeping and sharing a study: its link (refused past the link limit, with the file
//! offered instead), the file to download and to open, and the embed's address.

use rules::study::{Study, StudyError};
use rules::GameId;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use super::texts::St;
use crate::browser;
use crate::context::use_lang;

/// The path that opens a study from its link code.
pub fn study_path(game: GameId, code: &str) -> String {
    format!(
        "/{game}/study?study={}",
        crate::route::encode_component(code)
    )
}

/// A file input's `change` handler: the chosen file's text, or its size when it is over
/// `limit` (refused before it is read). The input is emptied, so the same file can be
/// chosen again.
pub fn read_chosen_file(limit: usize, on_text: Callback<Result<String, usize>>) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        let size = file.size() as usize;
        if size > limit {
            on_text.emit(Err(size));
            return;
        }
        let on_text = on_text.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let text = JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            on_text.emit(Ok(text));
        });
    })
}

/// A game record file (as a game page downloads it) of `game`, read the way a study reads a
/// chapter that starts from a record: the rules read it, check that it is `game`'s and
/// replay its moves. The study programs then carry no reader of records of their own (they
/// have a byte budget). What the file says is the record's JSON value in a study's text;
/// whatever it makes of that text, only a first chapter starting from a record is taken.
pub fn record_in_file(game: GameId, text: &str) -> Result<rules::Record, StudyError> {
    let wrapped = format!(
        r#"{{"format":{},"title":"","chapters":[{{"title":"","game":"{game}","start":{{"from":"record","record":{text}}}}}]}}"#,
        rules::study::STUDY_FORMAT
    );
    let study = Study::from_json(&wrapped)?;
    match study.chapters.into_iter().next().map(|c| c.start) {
        Some(rules::study::Start::Record { record }) => Ok(record),
        _ => Err(StudyError::Malformed("not a game record".into())),
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub study: Study,
    pub on_import: Callback<Result<Study, StudyError>>,
}

#[function_component(ShareTools)]
pub fn share_tools(p: &Props) -> Html {
    let lang = use_lang();
    let copied = use_state(|| false);
    let game = p.game;
    let empty = p.study.chapters.is_empty();
    let code = (!empty).then(|| p.study.to_link());
    let link = match &code {
        Some(Ok(code)) => Some(Ok(format!(
            "{}{}",
            browser::origin(),
            study_path(game, code)
        ))),
        Some(Err(e)) => Some(Err(e.clone())),
        None => None,
    };
    let embed = match &code {
        Some(Ok(code)) => Some(crate::route::study_frame(
            &browser::origin(),
            game.as_str(),
            &format!("study={}", crate::route::encode_component(code)),
            lang.code(),
            lang.t(St::Title),
        )),
        _ => None,
    };
    let on_copy = {
        let copied = copied.clone();
        let link = link.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(Ok(link)) = &link {
                browser::copy_to_clipboard(link);
                copied.set(true);
            }
        })
    };
    let on_download = {
        let study = p.study.clone();
        Callback::from(move |_: MouseEvent| {
            if let Ok(text) = study.to_json() {
                browser::download(
                    &format!("cube-table-{game}-study.json"),
                    &browser::pretty_json(&text),
                );
            }
        })
    };
    let on_file = {
        let on_import = p.on_import.clone();
        read_chosen_file(
            rules::limits::STUDY,
            Callback::from(move |read: Result<String, usize>| {
                on_import.emit(match read {
                    Ok(text) => Study::from_json(&text),
                    Err(size) => Err(StudyError::TooLarge {
                        what: rules::study::StudyPart::File,
                        size,
                        limit: rules::limits::STUDY,
                    }),
                })
            }),
        )
    };
    html! {
        <section class="study-share">
            <h2>{ lang.t(St::Share) }</h2>
            {match &link {
                Some(Ok(link)) => html! {
                    <>
                        <label class="field">{ lang.t(St::Link) }
                            <input id="study-link" readonly=true value={link.clone()} />
                        </label>
                        <div class="row">
                            <button id="study-copy" class="secondary" onclick={on_copy}>{ lang.t(St::CopyLink) }</button>
                            if *copied { <span role="status">{ lang.t(St::Copied) }</span> }
                        </div>
                    </>
                },
                Some(Err(StudyError::TooLongForLink { .. })) => html! {
                    <p id="study-too-long" class="notice">{ lang.t(St::TooLong) }</p>
                },
                Some(Err(e)) => html! { <p class="notice">{ e.to_string() }</p> },
                None => html! {},
            }}
            if let Some(embed) = embed {
                <label class="field">{ lang.t(St::Embed) }
                    <textarea id="study-embed" readonly=true rows="3" value={embed} />
                </label>
            }
            <div class="row">
                <button id="study-download" class="secondary" onclick={on_download} disabled={empty}>{ lang.t(St::Download) }</button>
                <label class="button secondary file">
                    { lang.t(St::Import) }
                    <input id="study-import" type="file" accept=".json,application/json" onchange={on_file} />
                </label>
            </div>
        </section>
    }
}
