//! The study page (`/<game>/study`; `?study=<link code>` opens a shared study,
//! `#from-editor` adds a chapter from the editor's position): chapters, the moves played on
//! the board with side lines, a comment in each language and a drawing on every position,
//! kept in this browser and shared as a link or a file.

use std::rc::Rc;

use rules::study::{Start, Study, StudyError};
use rules::GameId;
use yew::prelude::*;

use super::moves::MoveTree;
use super::saved::{self, SavedHere};
use super::share::ShareTools;
use super::state::{Action, Problem, StudyState};
use super::texts::St;
use crate::browser;
use crate::context::{use_lang, use_mounted};
use crate::drawing::layer::DrawingLayer;
use crate::drawing::picture;
use crate::drawing::tools::DrawTools;
use crate::drawing::{DrawAction, DrawState};
use crate::editor::play::table_seats;
use crate::games::{self, Board};
use crate::i18n::Lang;
use crate::route::{self, Route};
use crate::router::{query_param, use_navigator, use_query, Link};
use crate::storage::{self, BrowserStore};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
}

pub fn problem_text(problem: &Problem, lang: Lang) -> String {
    match problem {
        Problem::Refused(e) => format!(
            "{} {}",
            lang.t(St::Refused),
            games::move_error_text(e, lang)
        ),
        Problem::Unreadable(e) => crate::tr!(lang, St::Unreadable, why = e),
        Problem::BadRecord(e) => crate::tr!(lang, St::BadRecord, why = e),
        Problem::BadStart(why) => crate::tr!(lang, St::BadStart, why = why),
        Problem::NotOnServer => lang.t(St::NotOnServer).to_string(),
        Problem::Full(part) => {
            let what = match part {
                rules::study::StudyPart::Chapters => {
                    crate::tr!(lang, St::FullChapters, n = rules::limits::STUDY_CHAPTERS)
                }
                rules::study::StudyPart::Nodes => {
                    crate::tr!(lang, St::FullMoves, n = rules::limits::STUDY_NODES)
                }
                _ => lang.t(St::FullOther).to_string(),
            };
            crate::tr!(lang, St::Full, what = what)
        }
    }
}

/// A link's study: its code read, or why not.
pub fn study_from_query(query: &str) -> Option<Result<Study, StudyError>> {
    query_param(query, "study").map(|raw| Study::from_link(&route::decode_component(&raw)))
}

#[function_component(StudyPage)]
pub fn study_page(p: &Props) -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let game = p.game;
    let state = use_reducer(|| StudyState::new(game));
    let tool = use_state(DrawState::default);
    let host = use_node_ref();
    let query = use_query();
    let players = use_state(|| *rules::AnyGame::player_range(game).start());
    use_effect_with((game, lang), |&(game, lang)| {
        browser::set_title(&crate::page_title::study(game, lang));
    });
    // Once the page runs: the study kept here, then the link's; `#from-editor` adds a
    // chapter from the position set up in the editor.
    // The editor's position, read once when the page runs (not at every render).
    let editor_position = use_state(|| None::<String>);
    // Who saved the study kept here on the server, if it is saved there
    // (`storage::load_study_copy`).
    let saved_by = use_state(|| None::<String>);
    let navigator = use_navigator();
    {
        let dispatch = state.dispatcher();
        let query = query.clone();
        let kept = editor_position.clone();
        let saved_by = saved_by.clone();
        use_effect_with(mounted, move |&mounted| {
            if mounted {
                let mut store = BrowserStore::open();
                let editor_position = storage::load_editor_position(&store, game);
                kept.set(editor_position.clone());
                // A link's study, or the saved study the server put in the page: either
                // is kept here from now on, and the address left for the study page's own,
                // so that a reload shows the study kept here with its changes.
                let mut link = study_from_query(&query);
                let mut missing = false;
                match saved::in_page(&query) {
                    Some(SavedHere::Found { id, author, study }) if link.is_none() => {
                        if study.is_ok() {
                            storage::save_study_copy(&mut store, game, Some((&id, &author)));
                        }
                        link = Some(study);
                    }
                    Some(SavedHere::Missing) if link.is_none() => missing = true,
                    _ => {
                        if matches!(link, Some(Ok(_))) {
                            storage::save_study_copy(&mut store, game, None);
                        }
                    }
                }
                // A study not found keeps its address, to try again.
                let leave = link.is_some();
                dispatch.dispatch(Action::Open {
                    saved: storage::load_study(&store, game),
                    link,
                });
                if missing {
                    dispatch.dispatch(Action::NotOnServer);
                }
                saved_by.set(storage::load_study_copy(&store, game).map(|(_, author)| author));
                if browser::take_fragment().as_deref() == Some("#from-editor") {
                    if let Some(position) = editor_position {
                        dispatch.dispatch(Action::AddChapter {
                            title: String::new(),
                            start: Start::Position {
                                position,
                                seed: browser::random_seed(),
                            },
                        });
                    }
                }
                if let (true, Some(nav)) = (leave, &navigator) {
                    nav.replace(&Route::study(game));
                }
            }
        });
    }
    // Every change is kept in this browser.
    let save_problem = use_state(|| None::<String>);
    {
        let save_problem = save_problem.clone();
        use_effect_with(
            (state.changed, state.study.clone()),
            move |(changed, study)| {
                if *changed {
                    let result = storage::save_study(&mut BrowserStore::open(), game, study);
                    save_problem.set(result.err());
                }
            },
        );
    }
    let dispatch = state.dispatcher();
    let send = {
        let dispatch = dispatch.clone();
        move |a: Action| {
            let dispatch = dispatch.clone();
            Callback::from(move |_: MouseEvent| dispatch.dispatch(a.clone()))
        }
    };
    let on_title = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                dispatch.dispatch(Action::Title(t.value()));
            }
        })
    };
    let on_chapter_title = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                dispatch.dispatch(Action::ChapterTitle(t.value()));
            }
        })
    };
    let on_from_start = {
        let dispatch = dispatch.clone();
        let players = *players;
        Callback::from(move |_: MouseEvent| {
            dispatch.dispatch(Action::AddChapter {
                title: String::new(),
                start: Start::New {
                    players,
                    options: Default::default(),
                    seed: browser::random_seed(),
                },
            })
        })
    };
    let editor_position = (*editor_position).clone();
    let on_from_editor = {
        let dispatch = dispatch.clone();
        let position = editor_position.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(position) = position.clone() {
                dispatch.dispatch(Action::AddChapter {
                    title: String::new(),
                    start: Start::Position {
                        position,
                        seed: browser::random_seed(),
                    },
                })
            }
        })
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse().ok())
            {
                players.set(n);
            }
        })
    };
    let on_remove = {
        let dispatch = dispatch.clone();
        let chapter = state.chapter;
        Callback::from(move |_: MouseEvent| {
            if browser::confirm(lang.t(St::ConfirmRemove)) {
                dispatch.dispatch(Action::RemoveChapter(chapter));
            }
        })
    };
    let on_import = {
        let dispatch = dispatch.clone();
        let saved_by = saved_by.clone();
        Callback::from(move |read: Result<Study, StudyError>| {
            // Another study: not the one saved on the server.
            if read.is_ok() {
                storage::save_study_copy(&mut BrowserStore::open(), game, None);
                saved_by.set(None);
            }
            dispatch.dispatch(Action::Import(read))
        })
    };
    let on_record = {
        let dispatch = dispatch.clone();
        super::share::read_chosen_file(
            rules::limits::RECORD,
            Callback::from(move |read: Result<String, usize>| {
                dispatch.dispatch(Action::AddRecord(match read {
                    Ok(text) => super::share::record_in_file(game, &text),
                    Err(size) => Err(StudyError::TooLarge {
                        what: rules::study::StudyPart::File,
                        size,
                        limit: rules::limits::RECORD,
                    }),
                }))
            }),
        )
    };
    let on_goto = {
        let dispatch = dispatch.clone();
        Callback::from(move |at| dispatch.dispatch(Action::Goto(at)))
    };
    let on_move = {
        let dispatch = dispatch.clone();
        Callback::from(move |mv: String| dispatch.dispatch(Action::Play(mv)))
    };
    let on_comment = |l: Lang| {
        let dispatch = dispatch.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                dispatch.dispatch(Action::Comment(l, t.value()));
            }
        })
    };
    // The drawing is the position's; the tool keeps only its colour, mark and first press.
    let drawing = state.drawing();
    let shown_tool = DrawState {
        drawing: drawing.clone(),
        ..(*tool).clone()
    };
    let on_draw = {
        let tool = tool.clone();
        let dispatch = dispatch.clone();
        let drawing = drawing.clone();
        Callback::from(move |a: DrawAction| {
            let mut next = DrawState {
                drawing: drawing.clone(),
                ..(*tool).clone()
            };
            next.apply(a);
            if next.drawing != drawing {
                dispatch.dispatch(Action::Draw(next.drawing.clone()));
            }
            tool.set(next);
        })
    };
    let position = state.position().cloned().map(Rc::new);
    let on_download = {
        let host = host.clone();
        let shown = position.clone();
        let drawing = drawing.clone();
        let title = crate::page_title::study(game, lang);
        let problem = save_problem.clone();
        Callback::from(move |()| {
            let file = format!("cube-table-{game}-study-position.svg");
            if let Err(why) =
                picture::download(&host, shown.as_deref(), &drawing, (&title, &file), lang)
            {
                problem.set(Some(why));
            }
        })
    };
    let chapter = state.current_chapter().cloned();
    let nodes: Vec<(Option<usize>, String)> = chapter
        .as_ref()
        .map(|c| c.nodes.iter().map(|n| (n.parent, n.mv.clone())).collect())
        .unwrap_or_default();
    let comments = state.comments();
    let range = rules::AnyGame::player_range(game);
    let where_text = match state.at {
        None => lang.t(St::AtStart).to_string(),
        Some(n) => crate::tr!(
            lang,
            St::AfterMove,
            n = std::iter::successors(Some(n), |&i| nodes[i].0).count(),
            move = nodes[n].1
        ),
    };
    html! {
        <div class="study-page editor-page" data-game={game.as_str()}>
            <h1>{ format!("{} · {}", games::name(game, lang), lang.t(St::Title)) }</h1>
            <p class="muted">{ lang.t(St::Intro) }</p>
            if let Some(problem) = &state.problem {
                <p class="notice" role="alert" id="study-problem">{ problem_text(problem, lang) }</p>
            }
            if let Some(why) = &*save_problem {
                <p class="notice" role="alert" id="study-save-problem">{ why }</p>
            }
            <div class="game-body editor study">
                <section class="board-area" aria-label={lang.t(St::Title)}>
                    if let (Some(c), Some(g)) = (&chapter, &position) {
                        <h2 id="study-chapter-title">{ chapter_name(c, state.chapter, lang) }</h2>
                        <p id="study-where" role="status">{ where_text }</p>
                        <div class={classes!("drawing-host", tool.on.then_some("drawing"))} ref={host.clone()}>
                            <Board key={format!("{}-{:?}", state.chapter, state.at)} game={g.clone()}
                                   seats={table_seats(g.players(), None)} interactive={g.outcome().is_none() && !tool.on}
                                   on_move={on_move.clone()} />
                            <DrawingLayer host={host.clone()} game={g.clone()} drawing={drawing.clone()}
                                          from={tool.from.clone().map(|p| (p, tool.colour))} on={tool.on}
                                          on_action={on_draw.clone()} />
                        </div>
                        <div class="row study-steps">
                            <button id="study-start" class="secondary" onclick={send(Action::Goto(None))}
                                    disabled={state.at.is_none()}>{ lang.t(St::ToStart) }</button>
                            <button id="study-back" class="secondary" onclick={send(Action::Back)}
                                    disabled={state.at.is_none()}>{ lang.t(St::Back) }</button>
                            <button id="study-forward" class="secondary" onclick={send(Action::Forward)}
                                    disabled={state.children(state.at).is_empty()}>{ lang.t(St::Forward) }</button>
                            <button id="study-cut" class="secondary" onclick={send(Action::Cut)}
                                    disabled={state.at.is_none()}>{ lang.t(St::Cut) }</button>
                        </div>
                    } else {
                        <p id="study-empty" class="notice">{ lang.t(St::Empty) }</p>
                    }
                </section>
                <aside class="side">
                    <section class="study-chapters">
                        <label class="field">{ lang.t(St::StudyTitle) }
                            <input id="study-title" value={state.study.title.clone()} oninput={on_title}
                                   maxlength={rules::limits::STUDY_TITLE.to_string()} disabled={!mounted} />
                        </label>
                        <h2>{ lang.t(St::Chapters) }</h2>
                        <ol id="study-chapter-list">
                            { for state.study.chapters.iter().enumerate().map(|(i, c)| {
                                let current = i == state.chapter;
                                html! {
                                    <li>
                                        <button type="button" class={classes!("link-button", current.then_some("current"))}
                                                aria-current={current.then_some("true")} onclick={send(Action::SelectChapter(i))}>
                                            { chapter_name(c, i, lang) }
                                        </button>
                                    </li>
                                }
                            }) }
                        </ol>
                        if chapter.is_some() {
                            <label class="field">{ lang.t(St::ChapterTitle) }
                                <input id="study-chapter-name" value={chapter.as_ref().map(|c| c.title.clone()).unwrap_or_default()}
                                       oninput={on_chapter_title} maxlength={rules::limits::STUDY_TITLE.to_string()} />
                            </label>
                            <button id="study-remove-chapter" class="secondary" onclick={on_remove}>{ lang.t(St::RemoveChapter) }</button>
                        }
                        <h3>{ lang.t(St::NewChapter) }</h3>
                        <div class="row">
                            if range.start() != range.end() {
                                <select id="study-players" aria-label={lang.t(crate::editor::texts::Ed::Players)} onchange={on_players}>
                                    { for range.clone().map(|n| html! {
                                        <option value={n.to_string()} selected={n == *players}>{ n }</option>
                                    }) }
                                </select>
                            }
                            <button id="study-from-start" class="secondary" onclick={on_from_start} disabled={!mounted}>{ lang.t(St::FromStart) }</button>
                            <button id="study-from-editor" class="secondary" onclick={on_from_editor}
                                    disabled={editor_position.is_none()}>{ lang.t(St::FromEditor) }</button>
                            <label class="button secondary file">
                                { lang.t(St::FromRecord) }
                                <input id="study-from-record" type="file" accept=".json,application/json"
                                       onchange={on_record} disabled={!mounted} />
                            </label>
                        </div>
                        if state.opened && editor_position.is_none() {
                            <p class="muted">{ lang.t(St::NoEditorPosition) }{ " " }
                                <Link to={Route::editor(game)}>{ lang.t(crate::editor::texts::Ed::Title) }</Link></p>
                        }
                    </section>
                    if chapter.is_some() {
                        <section class="study-tree">
                            <h2>{ lang.t(St::Moves) }</h2>
                            <MoveTree nodes={nodes.clone()} at={state.at} {on_goto} />
                            if let Some(g) = &position {
                                <crate::components::move_entry::MoveEntry game={g.clone()} on_move={on_move.clone()}
                                                                          enabled={g.outcome().is_none()} />
                            }
                        </section>
                        <section class="study-comment">
                            <h2>{ lang.t(St::Comment) }</h2>
                            { for [Lang::En, Lang::De, Lang::Hu].into_iter().map(|l| {
                                let value = match l { Lang::En => &comments.en, Lang::De => &comments.de, Lang::Hu => &comments.hu };
                                html! {
                                    <label class="field" lang={l.code()}>{ l.name() }
                                        <textarea id={format!("study-comment-{}", l.code())} lang={l.code()} rows="3"
                                                  value={value.clone().unwrap_or_default()} oninput={on_comment(l)}
                                                  maxlength={rules::limits::STUDY_COMMENT.to_string()} />
                                    </label>
                                }
                            }) }
                        </section>
                        <DrawTools state={shown_tool} on_action={on_draw.clone()} {on_download} />
                    }
                    <ShareTools {game} study={state.study.clone()} on_import={on_import} />
                    <p class="study-server">
                        if let Some(author) = &*saved_by {
                            <span id="study-saved-by">{ crate::tr!(lang, St::SavedBy, author = author) }</span>{ " " }
                        }
                        <a id="study-save-on-server" href="/account#studies">{ lang.t(St::SaveOnServer) }</a>
                    </p>
                    <nav class="game-links">
                        <Link to={Route::game(game)} classes="button secondary">{ games::name(game, lang) }</Link>
                        <Link to={Route::editor(game)} classes="button secondary">{ lang.t(crate::editor::texts::Ed::Title) }</Link>
                    </nav>
                </aside>
            </div>
        </div>
    }
}

/// A chapter's name: its title, else "Chapter n".
pub fn chapter_name(c: &rules::study::Chapter, i: usize, lang: Lang) -> String {
    match c.title.trim().is_empty() {
        true => crate::tr!(lang, St::Chapter, n = i + 1),
        false => c.title.clone(),
    }
}
