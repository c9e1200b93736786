use rules::Session;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::browser;
use crate::context::use_lang;
use crate::i18n::T;
use crate::route::Route;
use crate::storage::{SavedGame, SeatInfo};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub saved: SavedGame,
    pub on_import: Callback<Result<(Session, Vec<SeatInfo>), rules::RecordError>>,
}

/// Export to a file, import from one, and a shareable link.
#[function_component(RecordTools)]
pub fn record_tools(p: &Props) -> Html {
    let lang = use_lang();
    // A game too long for a link gets the reason instead (export still works).
    let link = p.saved.record.to_link().map(|code| {
        let game = p.saved.record.game.clone();
        let path = Route::Game { game }.to_path();
        format!("{}{path}?record={code}", browser::origin())
    });
    let export = {
        let saved = p.saved.clone();
        Callback::from(move |_| {
            let name = format!(
                "cube-table-{}-{}.json",
                saved.record.game, saved.record.seed
            );
            browser::download(&name, &file_text(&saved));
        })
    };
    let import = {
        let on_import = p.on_import.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let on_import = on_import.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = JsFuture::from(file.text())
                    .await
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                let result = rules::RecordError::check_size(
                    rules::Input::Record,
                    text.len(),
                    rules::limits::RECORD,
                )
                .and_then(|()| SavedGame::from_json(&text))
                .and_then(|s| s.open());
                on_import.emit(result);
            });
        })
    };
    let copied = use_state(|| false);
    let copy = {
        let link = link.clone();
        let copied = copied.clone();
        Callback::from(move |_| {
            if let Ok(link) = &link {
                browser::copy_to_clipboard(link);
                copied.set(true);
            }
        })
    };
    html! {
        <section class="record-tools">
            <div class="row">
                <button id="export" class="secondary" onclick={export}>{ lang.t(T::Export) }</button>
                <label class="button secondary file">
                    { lang.t(T::Import) }
                    <input id="import" type="file" accept=".json,application/json" onchange={import} />
                </label>
                if link.is_ok() {
                    <button id="copy-link" class="secondary" onclick={copy}>{ lang.t(T::ShareLink) }</button>
                }
                if *copied { <span role="status">{ lang.t(T::LinkCopied) }</span> }
            </div>
            {match &link {
                Ok(link) => html! {
                    <label class="share">
                        <span>{ lang.t(T::LinkLabel) }</span>
                        <input id="share-link" type="text" readonly=true value={link.clone()} />
                    </label>
                },
                Err(e) => html! { <p id="share-link-error" class="share">{ crate::components::notices::record_error_text(crate::local_game::Source::Link, e, lang) }</p> },
            }}
        </section>
    }
}

/// A saved game as a file: indented for people to read, unless its seed is past what a
/// JavaScript number holds exactly (the browser's JSON writer indents it), then on one line.
pub fn file_text(saved: &SavedGame) -> String {
    let text = saved.to_json().unwrap_or_default();
    if saved.record.seed <= rules::wire::MAX_SAFE_INTEGER {
        browser::pretty_json(&text)
    } else {
        text
    }
}
