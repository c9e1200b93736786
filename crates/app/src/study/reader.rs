//! A study shown step by step, for reading (`/embed/<game>/study?study=<link code>`, or
//! `?saved=<id>` for one saved on the server, which the server writes into the page): the
//! chapters to choose from, the position with its drawing, the comment in the reader's
//! language, previous and next along the line shown, and every move of the chapter to
//! jump to. In a frame it takes the host's `cube-table:step`, `next`, `previous` and
//! `chapter` messages and posts `cube-table:study-ready` once and `cube-table:study-step`
//! at every step (docs/embedding.md).

use std::rc::Rc;

use rules::study::{Comments, Study};
use rules::GameId;
use serde::Serialize;
use yew::prelude::*;

use super::moves::MoveTree;
use super::page::{chapter_name, problem_text};
use super::state::{Action, StudyState};
use super::texts::St;
use crate::context::use_lang;
use crate::drawing::layer::DrawingLayer;
use crate::editor::play::table_seats;
use crate::embed::bridge::{self, Listener};
use crate::embed::params::{valid_origin, OriginPolicy};
use crate::games::{self, Board};
use crate::i18n::Lang;
use crate::router::query_param;

/// What the frame tells its host as the reader steps (in the form posted, `type` first).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type")]
pub enum StudyEvent {
    #[serde(rename = "cube-table:study-ready")]
    Ready {
        game: &'static str,
        title: String,
        chapters: Vec<String>,
    },
    /// The position shown: its chapter (from 1), its step on the line shown (0: the
    /// chapter's start) of the line's steps, the move that led to it, and its comment in
    /// the frame's language.
    #[serde(rename = "cube-table:study-step")]
    Step {
        chapter: usize,
        step: usize,
        steps: usize,
        #[serde(rename = "move")]
        notation: Option<String>,
        comment: Option<String>,
    },
    #[serde(rename = "cube-table:error")]
    Error { message: String },
}

/// A comment in `lang`, else in the first language it is written in.
pub fn comment_in(c: &Comments, lang: Lang) -> Option<(Lang, String)> {
    let of = |l: Lang| match l {
        Lang::En => c.en.clone(),
        Lang::De => c.de.clone(),
        Lang::Hu => c.hu.clone(),
    };
    std::iter::once(lang)
        .chain([Lang::En, Lang::De, Lang::Hu])
        .find_map(|l| of(l).map(|t| (l, t)))
}

/// The step of the position shown on its line, and the line's steps (the moves to it,
/// then its first continuations to the end).
pub fn step_of(s: &StudyState) -> (usize, usize) {
    let Some(c) = s.current_chapter() else {
        return (0, 0);
    };
    let step = std::iter::successors(s.at, |&n| c.nodes[n].parent).count();
    let mut end = s.at;
    let mut steps = step;
    while let Some(&next) = s.children(end).first() {
        end = Some(next);
        steps += 1;
    }
    (step, steps)
}

/// What a host may ask of a study embed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Next,
    Previous,
    /// Step `n` of the line shown (0: the chapter's start).
    Step(usize),
    /// Chapter `n`, from 1.
    Chapter(usize),
}

/// Reads a host's message (its JSON text) into a [`Command`]; `Err` says why it is
/// refused. Field by field into a small struct: no reader of the game embed's messages.
pub fn read_message(text: &str) -> Result<Command, String> {
    #[derive(serde::Deserialize)]
    struct Message {
        #[serde(rename = "type")]
        kind: String,
        ply: Option<u64>,
        chapter: Option<u64>,
    }
    if text.len() > rules::limits::EMBED_MESSAGE {
        return Err(format!(
            "the message is larger than {} bytes",
            rules::limits::EMBED_MESSAGE
        ));
    }
    let m: Message = serde_json::from_str(text)
        .map_err(|e| format!("not a Cube Table message: {}", rules::clip(&e.to_string())))?;
    let number = |n: Option<u64>, what: &str| {
        n.and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| format!("{what} must be a whole number"))
    };
    match m.kind.as_str() {
        "cube-table:next" => Ok(Command::Next),
        "cube-table:previous" => Ok(Command::Previous),
        "cube-table:step" => number(m.ply, "ply").map(Command::Step),
        "cube-table:chapter" => number(m.chapter, "chapter").map(Command::Chapter),
        other => Err(format!(
            "a study embed takes next, previous, step and chapter, not `{}`",
            rules::clip(other)
        )),
    }
}

/// The study embed's parameters: `study=` (the link code), `lang=`, `origin=` (as the other
/// embeds read it: docs/embedding.md).
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub study: Option<String>,
    pub lang: Option<Lang>,
    pub origin: OriginPolicy,
}

pub fn read_params(query: &str) -> Params {
    let decoded = |name: &str| query_param(query, name).map(|v| crate::route::decode_component(&v));
    let origin = match decoded("origin") {
        None => OriginPolicy::Any,
        Some(o) if o == "*" => OriginPolicy::Any,
        Some(o) if valid_origin(&o) => OriginPolicy::Only(o),
        Some(o) => {
            bridge::warn(&format!(
                "origin={o} is not an origin such as https://example.org; no messages are accepted or posted"
            ));
            OriginPolicy::Closed
        }
    };
    Params {
        study: decoded("study"),
        lang: decoded("lang").and_then(|l| Lang::from_tag(&l)),
        origin,
    }
}

/// The frame's language: `lang=`, else the browser's, else English.
pub fn embed_lang(params: &Params) -> Lang {
    params
        .lang
        .or_else(|| crate::browser::browser_lang().and_then(|t| Lang::from_tag(&t)))
        .unwrap_or_default()
}

/// A host's command for the reader, as an action (`Err`: why it is refused).
pub fn command_action(s: &StudyState, command: Command) -> Result<Action, String> {
    match command {
        Command::Next => Ok(Action::Forward),
        Command::Previous => Ok(Action::Back),
        Command::Chapter(n) => match n.checked_sub(1).filter(|&i| i < s.study.chapters.len()) {
            Some(i) => Ok(Action::SelectChapter(i)),
            None => Err(format!(
                "chapter must be a whole number from 1 to {}",
                s.study.chapters.len()
            )),
        },
        Command::Step(step) => {
            let Some(c) = s.current_chapter() else {
                return Err("there is no chapter to step through".into());
            };
            // The line shown, from its start: the moves to the position shown, then its
            // first continuations.
            let mut line: Vec<usize> =
                std::iter::successors(s.at, |&n| c.nodes[n].parent).collect();
            line.reverse();
            while let Some(&next) = s.children(line.last().copied()).first() {
                line.push(next);
            }
            match step {
                0 => Ok(Action::Goto(None)),
                n if n <= line.len() => Ok(Action::Goto(Some(line[n - 1]))),
                n => Err(format!("step {n} is past the line's last ({})", line.len())),
            }
        }
    }
}

fn step_event(s: &StudyState, lang: Lang) -> StudyEvent {
    let (step, steps) = step_of(s);
    StudyEvent::Step {
        chapter: s.chapter + 1,
        step,
        steps,
        notation: s
            .at
            .and_then(|n| s.current_chapter().map(|c| c.nodes[n].mv.clone())),
        comment: comment_in(&s.comments(), lang).map(|(_, t)| t),
    }
}

fn post(event: &StudyEvent, policy: &OriginPolicy) {
    if let Ok(json) = serde_json::to_string(event) {
        bridge::post_json(&json, policy);
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub params: Rc<Params>,
}

/// The study embed's root (`/embed/<game>/study`), instead of the app's shell and of the
/// other embeds' root: the language from `lang=` (else the browser's), the game from the
/// address, no saved settings.
#[function_component(StudyEmbedApp)]
pub fn study_embed_app() -> Html {
    let parsed = use_memo((), |_| Rc::new(read_params(&bridge::query())));
    let params: Rc<Params> = (*parsed).clone();
    use_effect_with((), |_| crate::browser::mark_ready());
    let lang = embed_lang(&params);
    {
        let code = lang.code();
        use_effect_with(code, move |code| crate::browser::set_document_lang(code));
    }
    let path = crate::browser::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    let game = match crate::route::Route::from_path(&path) {
        crate::route::Route::EmbedStudy { game } => game.parse::<GameId>().ok(),
        _ => None,
    };
    let ctx = crate::context::LangCtx {
        lang,
        set: Callback::noop(),
    };
    html! {
        <ContextProvider<crate::context::LangCtx> context={ctx}>
            {match game {
                Some(game) => html! { <StudyReader {game} {params} /> },
                None => html! {
                    <main id="main" class="embed">
                        <p class="notice error" role="alert">{ lang.t(crate::i18n::T::UnknownGame) }</p>
                    </main>
                },
            }}
        </ContextProvider<crate::context::LangCtx>>
    }
}

/// The study embed's page.
#[function_component(StudyReader)]
pub fn study_reader(p: &Props) -> Html {
    let lang = use_lang();
    let game = p.game;
    let code = p.params.study.clone();
    let state = use_reducer(move || {
        let mut s = StudyState::new(game);
        // The link's study, else the saved study the server put in the page (`saved=`).
        let (link, missing) = match code {
            Some(c) => (Some(Study::from_link(&c)), false),
            None => match super::saved::in_page(&bridge::query()) {
                Some(super::saved::SavedHere::Found { study, .. }) => (Some(study), false),
                Some(super::saved::SavedHere::Missing) => (None, true),
                None => (None, false),
            },
        };
        s.apply(Action::Open { saved: None, link });
        if missing {
            s.apply(Action::NotOnServer);
        }
        s
    });
    let policy = use_memo((), {
        let origin = p.params.origin.clone();
        move |_| origin
    });
    let host = use_node_ref();
    // The host's commands.
    let latest = use_mut_ref(|| (*state).clone());
    *latest.borrow_mut() = (*state).clone();
    {
        let dispatch = state.dispatcher();
        let policy = (*policy).clone();
        use_effect_with((), move |_| {
            let listener = Listener::reading(policy.clone(), read_message, move |command| {
                let now = latest.borrow().clone();
                match command_action(&now, command) {
                    Ok(action) => dispatch.dispatch(action),
                    Err(message) => post(&StudyEvent::Error { message }, &policy),
                }
            });
            move || drop(listener)
        });
    }
    // Ready once, then a step event at every position shown.
    {
        let policy = (*policy).clone();
        let s = (*state).clone();
        use_effect_with((), move |_| {
            if let Some(problem) = &s.problem {
                post(
                    &StudyEvent::Error {
                        message: problem_text(problem, Lang::En),
                    },
                    &policy,
                );
                return;
            }
            post(
                &StudyEvent::Ready {
                    game: game.as_str(),
                    title: s.study.title.clone(),
                    chapters: s
                        .study
                        .chapters
                        .iter()
                        .enumerate()
                        .map(|(i, c)| chapter_name(c, i, lang))
                        .collect(),
                },
                &policy,
            );
        });
    }
    {
        let policy = (*policy).clone();
        let s = (*state).clone();
        use_effect_with((state.chapter, state.at), move |_| {
            if s.current_chapter().is_some() {
                post(&step_event(&s, lang), &policy);
            }
        });
    }
    let send = |a: Action| {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(a.clone()))
    };
    let on_goto = {
        let dispatch = state.dispatcher();
        Callback::from(move |at| dispatch.dispatch(Action::Goto(at)))
    };
    let on_chapter = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            if let Some(i) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse().ok())
            {
                dispatch.dispatch(Action::SelectChapter(i));
            }
        })
    };
    let Some(chapter) = state.current_chapter().cloned() else {
        let why = match &state.problem {
            Some(problem) => problem_text(problem, lang),
            None => crate::tr!(lang, St::NoStudy, path = format!("/{game}/study")),
        };
        return html! {
            <main id="main" class="embed study-embed">
                <p class="notice error" role="alert" id="study-problem">{ why }</p>
            </main>
        };
    };
    let position = state.position().cloned().map(Rc::new);
    let (step, steps) = step_of(&state);
    let nodes: Vec<(Option<usize>, String)> = chapter
        .nodes
        .iter()
        .map(|n| (n.parent, n.mv.clone()))
        .collect();
    let comment = comment_in(&state.comments(), lang);
    html! {
        <main id="main" class="embed study-embed" data-game={game.as_str()}>
            if !state.study.title.is_empty() {
                <h1 id="study-title">{ state.study.title.clone() }</h1>
            }
            if state.study.chapters.len() > 1 {
                <label class="field">{ lang.t(St::Chapters) }
                    <select id="study-chapter" onchange={on_chapter}>
                        { for state.study.chapters.iter().enumerate().map(|(i, c)| html! {
                            <option value={i.to_string()} selected={i == state.chapter}>{ chapter_name(c, i, lang) }</option>
                        }) }
                    </select>
                </label>
            }
            <h2 id="study-chapter-title">{ chapter_name(&chapter, state.chapter, lang) }</h2>
            <p id="study-where" role="status">{ crate::tr!(lang, St::StepOf, n = step, total = steps) }</p>
            if let Some((l, text)) = comment {
                <p id="study-comment" class="study-comment-text" lang={l.code()}>{ text }</p>
            }
            <div class="row study-steps">
                <button id="study-previous" class="secondary" onclick={send(Action::Back)} disabled={state.at.is_none()}>{ lang.t(St::Previous) }</button>
                <button id="study-next" class="primary" onclick={send(Action::Forward)} disabled={step == steps}>{ lang.t(St::Next) }</button>
            </div>
            if let Some(g) = &position {
                <div class="drawing-host" ref={host.clone()}>
                    <Board key={format!("{}-{:?}", state.chapter, state.at)} game={g.clone()}
                           seats={table_seats(g.players(), None)} interactive={false} on_move={Callback::noop()} />
                    <DrawingLayer host={host.clone()} game={g.clone()} drawing={state.drawing()} />
                </div>
            }
            <MoveTree {nodes} at={state.at} {on_goto} />
            <p class="muted embed-credit">{ games::name(game, lang) }</p>
        </main>
    }
}
