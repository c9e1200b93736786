//! The editor page (`/<game>/editor`, `?position=<notation>` opens a shared position): the
//! places to click, the pieces to choose, whose turn, the rules' checks beside their
//! places, the game's own board as it would be drawn, and what to do with the position.

use rules::GameId;
use yew::prelude::*;

use super::grid::PlaceGrid;
use super::play::{table_seats, PlayOn};
use super::state::{Action, Computer, EditorState, Problem};
use super::texts::Ed;
use super::{dispatch, Edit};
use crate::ai_client::AiClient;
use crate::browser;
use crate::context::{use_lang, use_mounted};
use crate::drawing::layer::DrawingLayer;
use crate::drawing::picture;
use crate::drawing::texts::Dr;
use crate::drawing::tools::DrawTools;
use crate::drawing::{DrawAction, DrawState};
use crate::games::{self, Board};
use crate::i18n::{Lang, T};
use crate::route::{self, Route};
use crate::router::{query_param, use_query, Link};
use crate::storage::{self, BrowserStore};
use rules::drawing::Drawing;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
}

/// The path and query that open this position, and the drawing on it, in the editor.
pub fn position_link_path(game: GameId, text: &str, drawing: &Drawing) -> String {
    let mut path = format!(
        "{}?position={}",
        Route::editor(game).to_path(),
        route::encode_component(text)
    );
    if !drawing.is_empty() {
        path.push_str("&drawing=");
        path.push_str(&route::encode_component(&drawing.to_text()));
    }
    path
}

/// The address that opens this position in the editor.
pub fn position_link(game: GameId, text: &str, drawing: &Drawing) -> String {
    format!(
        "{}{}",
        browser::origin(),
        position_link_path(game, text, drawing)
    )
}

fn problem_text(problem: &Problem, lang: Lang) -> String {
    match problem {
        Problem::BadLink(e) => crate::tr!(lang, Ed::BadLink, why = games::unreadable_text(e, lang)),
        Problem::BadText(e) => crate::tr!(lang, Ed::BadText, why = games::unreadable_text(e, lang)),
        Problem::CannotPlay(e) => crate::tr!(lang, Ed::CannotPlay, why = e),
        Problem::Refused(e) => format!(
            "{} {}",
            lang.t(Ed::Refused),
            games::move_error_text(e, lang)
        ),
        Problem::Computer(why) => crate::tr!(lang, Ed::ComputerFailed, why = why),
        Problem::SavedGame(e) => crate::tr!(lang, Ed::SavedGameBroken, why = e),
    }
}

#[function_component(EditorPage)]
pub fn editor_page(p: &Props) -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let game = p.game;
    let state = use_reducer(|| EditorState::new(game));
    let query = use_query();
    let copied = use_state(|| false);
    let draw = use_reducer(DrawState::default);
    let drawing_problem = use_state(|| None::<String>);
    let host = use_node_ref();
    // The drawing kept here could not be read: it stays until something is drawn.
    let unreadable_drawing = use_mut_ref(|| false);
    use_effect_with((game, lang), |&(game, lang)| {
        browser::set_title(&crate::page_title::editor(game, lang));
    });
    // Once the page runs: the position this browser kept, then the link's, if it has one
    // (a link that cannot be read is reported and changes nothing).
    {
        let dispatch = state.dispatcher();
        let draw = draw.dispatcher();
        let drawing_problem = drawing_problem.clone();
        let unreadable_drawing = unreadable_drawing.clone();
        let query = query.clone();
        use_effect_with(mounted, move |&mounted| {
            if mounted {
                // The drawing kept here, then the link's (one that does not read is
                // reported and the kept drawing stays).
                match storage::load_editor_drawing(&BrowserStore::open(), game) {
                    Some(Ok(kept)) => draw.dispatch(DrawAction::Load(kept)),
                    Some(Err(_)) => *unreadable_drawing.borrow_mut() = true,
                    None => {}
                }
                if let Some(raw) = query_param(&query, "drawing") {
                    match Drawing::from_text(&route::decode_component(&raw)) {
                        Ok(d) => draw.dispatch(DrawAction::Load(d)),
                        Err(e) => drawing_problem.set(Some(crate::tr!(
                            lang,
                            Dr::BadLink,
                            why = e.to_string()
                        ))),
                    }
                }
                let saved = storage::load_editor_position(&BrowserStore::open(), game);
                let link = query_param(&query, "position")
                    .filter(|raw| raw.len() <= 3 * rules::limits::POSITION)
                    .map(|raw| route::decode_component(&raw));
                let played = storage::load_editor_game(&BrowserStore::open(), game);
                dispatch.dispatch(Action::Open {
                    saved,
                    link,
                    played,
                });
            }
        });
    }
    // Every change is kept in this browser: a reload loses nothing.
    {
        let opened = state.opened;
        use_effect_with((opened, state.text.clone()), move |(opened, text)| {
            if *opened {
                storage::save_editor_position(&mut BrowserStore::open(), game, text);
            }
        });
    }
    // The drawing too (a kept drawing that could not be read stays until something is
    // drawn).
    {
        let opened = state.opened;
        let unreadable = unreadable_drawing.clone();
        use_effect_with((opened, draw.drawing.clone()), move |(opened, drawing)| {
            if *opened && !(*unreadable.borrow() && drawing.is_empty()) {
                storage::save_editor_drawing(&mut BrowserStore::open(), game, drawing);
            }
        });
    }
    // The game played on is kept too, after every move: a reload goes on with it.
    {
        let opened = state.opened;
        let playing = state.playing.clone();
        let computer = state.computer.clone();
        let moves = playing.as_ref().map(|s| s.moves().len());
        use_effect_with((opened, moves, computer.clone()), move |_| {
            if let (true, Some(session)) = (opened, playing) {
                let now = session.current();
                let saved = storage::SavedGame {
                    record: session.record(),
                    seats: table_seats(
                        now.players(),
                        computer.as_ref().map(|c| (c.seat, c.level.as_str())),
                    ),
                    saved_at: browser::now(),
                    finished: Some(now.outcome().is_some()),
                };
                // A storage that refuses keeps the game on the page until it is left.
                let _ = storage::save_editor_game(&mut BrowserStore::open(), &saved);
            }
        });
    }
    // The computer's turn in the game played on: the worker is asked (started on first use).
    let client = use_mut_ref(|| None::<AiClient>);
    {
        let playing = state.playing.clone();
        let level = state.computer.as_ref().map(|c| c.level.clone());
        let asks = state.computer_asked_for();
        let dispatch = state.dispatcher();
        let client = client.clone();
        let moves = playing.as_ref().map(|s| s.moves().len());
        use_effect_with((moves, asks), move |&(_, asks)| {
            if let (true, Some(session), Some(level)) = (asks, playing, level) {
                ask_computer(&client, &dispatch, &session, &level);
            }
        });
    }
    let send = |make: fn(String) -> Action| {
        let dispatch = state.dispatcher();
        Callback::from(move |v: String| dispatch.dispatch(make(v)))
    };
    if let Some(session) = state.playing.clone() {
        let dispatch = state.dispatcher();
        let on_undo = {
            let d = dispatch.clone();
            Callback::from(move |_: MouseEvent| d.dispatch(Action::Undo))
        };
        let on_back = Callback::from(move |_: MouseEvent| {
            storage::clear_editor_game(&mut BrowserStore::open(), game);
            dispatch.dispatch(Action::BackToEditing)
        });
        return html! {
            <div class="editor-page" data-game={game.as_str()}>
                <h1>{ format!("{} · {}", games::name(game, lang), lang.t(Ed::Title)) }</h1>
                { problem_view(&state, lang) }
                <PlayOn {session} on_move={send(Action::Move)} {on_undo} {on_back}
                        computer={state.computer.as_ref().map(|c| (c.seat, c.level.clone()))}
                        thinking={state.thinking.is_some()} />
            </div>
        };
    }
    let view = dispatch::view(game, &state.text, lang).ok();
    let errors = match &state.checked {
        Ok(_) => Vec::new(),
        Err(refusal) => games::position_refusal_texts(refusal, lang),
    };
    let broken: Vec<(String, usize)> = errors
        .iter()
        .enumerate()
        .filter_map(|(i, (place, _))| place.clone().map(|pl| (pl, i)))
        .collect();
    let seats = table_seats(state.last_good.as_ref().map_or(2, |g| g.players()), None);
    let on_players = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            if let Some(n) = select_value(&e).and_then(|v| v.parse().ok()) {
                dispatch.dispatch(Action::Edit(Edit::Players(n)));
            }
        })
    };
    let on_to_move = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            if let Some(s) = select_value(&e).and_then(|v| v.parse().ok()) {
                dispatch.dispatch(Action::Edit(Edit::ToMove(s)));
            }
        })
    };
    let on_field = |field: usize| {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                let value = input.value();
                dispatch.dispatch(Action::Edit(Edit::Field { field, value }));
            }
        })
    };
    let on_piece = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            let v = select_value(&e).unwrap_or_default();
            dispatch.dispatch(Action::Choose((!v.is_empty()).then_some(v)));
        })
    };
    let on_draft = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                dispatch.dispatch(Action::Draft(t.value()));
            }
        })
    };
    let on_apply = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            dispatch.dispatch(Action::ApplyDraft);
        })
    };
    let on_restart = {
        let dispatch = state.dispatcher();
        let players = view.as_ref().map(|v| v.players);
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Restart(players)))
    };
    let on_play = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Play(browser::random_seed())))
    };
    let level = state
        .computer
        .as_ref()
        .map_or_else(|| "easy".to_string(), |c| c.level.clone());
    let on_opponent = {
        let dispatch = state.dispatcher();
        let level = level.clone();
        Callback::from(move |e: Event| {
            let seat = select_value(&e).and_then(|v| v.parse().ok());
            dispatch.dispatch(Action::Opponent(seat.map(|seat| Computer {
                seat,
                level: level.clone(),
            })));
        })
    };
    let on_level = {
        let dispatch = state.dispatcher();
        let seat = state.computer.as_ref().map(|c| c.seat);
        Callback::from(move |e: Event| {
            if let (Some(seat), Some(level)) = (seat, select_value(&e)) {
                dispatch.dispatch(Action::Opponent(Some(Computer { seat, level })));
            }
        })
    };
    let players = view.as_ref().map_or(2, |v| v.players);
    let opponent = state.computer.as_ref().map(|c| c.seat);
    let link = position_link(game, &state.text, &draw.drawing);
    let on_place = {
        let dispatch = state.dispatcher();
        Callback::from(move |place: String| dispatch.dispatch(Action::Click(place)))
    };
    let on_draw = {
        let drawer = draw.dispatcher();
        Callback::from(move |a: DrawAction| drawer.dispatch(a))
    };
    let on_download = {
        let host = host.clone();
        let shown = state.last_good.clone();
        let drawing = draw.drawing.clone();
        let title = crate::page_title::editor(game, lang);
        let problem = drawing_problem.clone();
        Callback::from(move |()| {
            let file = format!("cube-table-{game}-position.svg");
            if let Err(why) =
                picture::download(&host, shown.as_deref(), &drawing, (&title, &file), lang)
            {
                problem.set(Some(why));
            }
        })
    };
    let place_words = view.as_ref().map(|v| {
        let names: Vec<(String, String)> = v
            .parts
            .iter()
            .flat_map(|(_, rows)| rows.iter().flatten())
            .map(|c| (c.place.clone(), c.place_words.clone()))
            .collect();
        Callback::from(move |place: String| {
            names
                .iter()
                .find(|(p, _)| *p == place)
                .map_or(place, |(_, words)| words.clone())
        })
    });
    let on_copy = {
        let link = link.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            browser::copy_to_clipboard(&link);
            copied.set(true);
        })
    };
    let chosen = state.chosen.clone().unwrap_or_default();
    html! {
        <div class="editor-page" data-game={game.as_str()}>
            <h1>{ format!("{} · {}", games::name(game, lang), lang.t(Ed::Title)) }</h1>
            <p class="muted">{ lang.t(Ed::Intro) }</p>
            { problem_view(&state, lang) }
            if let Some(why) = &*drawing_problem {
                <p class="notice" role="alert" id="drawing-problem">{ why }</p>
            }
            <div class="game-body editor">
                <section class="board-area editor-board" aria-label={lang.t(Ed::Places)}>
                    if let Some(view) = &view {
                        <PlaceGrid parts={view.parts.clone()} broken={broken.clone()} on_click={on_place} />
                    }
                    <h2>{ lang.t(Ed::Board) }</h2>
                    if let Some(g) = state.last_good.clone() {
                        <div class={classes!("drawing-host", draw.on.then_some("drawing"))} ref={host.clone()}>
                            <Board key={state.text.clone()} game={g.clone()} seats={seats.clone()} interactive={false}
                                   on_move={Callback::noop()} />
                            <DrawingLayer host={host.clone()} game={g} drawing={draw.drawing.clone()}
                                          from={draw.from.clone().map(|p| (p, draw.colour))} on={draw.on}
                                          on_action={on_draw.clone()} />
                        </div>
                    }
                    if !state.stands() && state.last_good.is_some() {
                        <p class="muted" id="editor-last-good">{ lang.t(Ed::LastGood) }</p>
                    }
                </section>
                <aside class="side">
                    <section class="editor-tools">
                        if let Some(view) = &view {
                            <label class="field">{ lang.t(Ed::Piece) }
                                <select id="editor-piece" onchange={on_piece} disabled={!mounted}>
                                    <option value="" selected={chosen.is_empty()}>{ lang.t(Ed::TakeAway) }</option>
                                    { for view.palette.iter().map(|(token, words, _)| html! {
                                        <option value={token.clone()} selected={*token == chosen}>{ words }</option>
                                    }) }
                                </select>
                            </label>
                            <label class="field">{ lang.t(Ed::Players) }
                                <select id="editor-players" onchange={on_players} disabled={!mounted}>
                                    { for view.player_range.clone().map(|n| html! {
                                        <option value={n.to_string()} selected={n == view.players}>{ n }</option>
                                    }) }
                                </select>
                            </label>
                            <label class="field">{ lang.t(Ed::ToMove) }
                                <select id="editor-to-move" onchange={on_to_move} disabled={!mounted}>
                                    { for (0..view.players).map(|s| html! {
                                        <option value={s.to_string()} selected={s == view.to_move}>
                                            { crate::seat_names::seat_name(&table_seats(view.players, None), s, lang) }
                                        </option>
                                    }) }
                                </select>
                            </label>
                            if !view.counters.is_empty() {
                                <fieldset class="editor-counters">
                                    <legend>{ lang.t(Ed::Counters) }</legend>
                                    { for view.counters.iter().map(|(field, label, value)| html! {
                                        <label class="field">{ label }
                                            <input id={format!("editor-field-{field}")} type="text" spellcheck="false"
                                                   autocomplete="off" value={value.clone()} onchange={on_field(*field)}
                                                   disabled={!mounted} />
                                        </label>
                                    }) }
                                </fieldset>
                            }
                        }
                    </section>
                    <section class="editor-checks" aria-live="polite">
                        if errors.is_empty() {
                            <p id="editor-stands" class="stands">{ lang.t(Ed::Stands) }</p>
                        } else {
                            <p><strong>{ lang.t(Ed::Broken) }</strong></p>
                            <ul id="editor-errors">
                                { for errors.iter().enumerate().map(|(i, (place, text))| html! {
                                    <li id={format!("editor-error-{i}")} data-place={place.clone()}>
                                        // The place first, unless the sentence already begins with it.
                                        if !place.as_ref().is_some_and(|pl| text.starts_with(pl.as_str())) {
                                            <strong>{ format!("{}: ", place.clone().unwrap_or_else(|| lang.t(Ed::Whole).to_string())) }</strong>
                                        }
                                        { text }
                                    </li>
                                }) }
                            </ul>
                        }
                    </section>
                    <DrawTools state={(*draw).clone()} on_action={on_draw} {on_download} {place_words}
                               enabled={mounted && view.is_some()} />
                    <section class="editor-actions">
                        <label class="field">{ lang.t(Ed::Opponent) }
                            <select id="editor-opponent" onchange={on_opponent} disabled={!mounted}>
                                <option value="" selected={opponent.is_none()}>{ lang.t(Ed::AtThisTable) }</option>
                                { for (0..players).map(|s| html! {
                                    <option value={s.to_string()} selected={opponent == Some(s)}>
                                        { crate::tr!(lang, Ed::ComputerPlays, name = lang.seat_name(s)) }
                                    </option>
                                }) }
                            </select>
                        </label>
                        if opponent.is_some() {
                            <label class="field">{ lang.t(Ed::Level) }
                                <select id="editor-level" onchange={on_level} disabled={!mounted}>
                                    { for [("easy", T::LevelEasy), ("medium", T::LevelMedium), ("hard", T::LevelHard)].into_iter().map(|(v, words)| html! {
                                        <option value={v} selected={level == v}>{ lang.t(words) }</option>
                                    }) }
                                </select>
                            </label>
                        }
                        <div class="row">
                            <button id="editor-play" class="primary" onclick={on_play}
                                    disabled={!mounted || !state.stands()}>{ lang.t(Ed::Play) }</button>
                            <button id="editor-restart" class="secondary" onclick={on_restart}
                                    disabled={!mounted}>{ lang.t(Ed::NewStart) }</button>
                        </div>
                        <label class="field">{ lang.t(Ed::Link) }
                            <input id="editor-link" readonly=true value={link} />
                        </label>
                        <div class="row">
                            <button id="editor-copy" class="secondary" onclick={on_copy} disabled={!mounted}>{ lang.t(Ed::CopyLink) }</button>
                            if *copied { <span role="status">{ lang.t(Ed::Copied) }</span> }
                        </div>
                    </section>
                    <form class="editor-notation" onsubmit={on_apply}>
                        <label class="field" for="editor-text">{ lang.t(Ed::Notation) }</label>
                        <textarea id="editor-text" rows="4" spellcheck="false" value={state.draft.clone()}
                                  oninput={on_draft} maxlength={rules::limits::POSITION.to_string()} />
                        <button type="submit" class="secondary" disabled={!mounted}>{ lang.t(Ed::Apply) }</button>
                    </form>
                    <nav class="game-links">
                        <a id="editor-study" class="button secondary" href={format!("{}#from-editor", Route::study(game).to_path())}>
                            { lang.t(crate::study::texts::St::MakeStudy) }
                        </a>
                        <Link to={Route::game(game)} classes="button secondary">{ games::name(game, lang) }</Link>
                    </nav>
                </aside>
            </div>
        </div>
    }
}

fn problem_view(state: &EditorState, lang: Lang) -> Html {
    match &state.problem {
        Some(problem) => html! {
            <p class="notice" role="alert" id="editor-problem">{ problem_text(problem, lang) }</p>
        },
        None => html! {},
    }
}

/// Asks the worker for the computer's move in `session`.
fn ask_computer(
    client: &std::rc::Rc<std::cell::RefCell<Option<AiClient>>>,
    dispatch: &UseReducerDispatcher<EditorState>,
    session: &rules::Session,
    level: &str,
) {
    let mut slot = client.borrow_mut();
    if slot.is_none() {
        let replies = dispatch.clone();
        let started = AiClient::start(move |reply| match reply {
            ai_worker::Reply::Move { id, notation, .. } => {
                replies.dispatch(Action::ComputerMove { id, notation })
            }
            ai_worker::Reply::Error { message, .. } => {
                replies.dispatch(Action::ComputerFailed(message))
            }
            _ => {}
        });
        match started {
            Ok(c) => *slot = Some(c),
            Err(e) => {
                dispatch.dispatch(Action::ComputerFailed(e));
                return;
            }
        }
    }
    let Some(c) = slot.as_ref() else {
        return;
    };
    let record = match serde_json::to_string(&session.record()) {
        Ok(r) => r,
        Err(e) => {
            dispatch.dispatch(Action::ComputerFailed(e.to_string()));
            return;
        }
    };
    let id = browser::random_seed();
    dispatch.dispatch(Action::Thinking(id));
    c.send(&ai_worker::Request::Think {
        id,
        record,
        level: level.to_string(),
        seed: browser::random_seed(),
    });
}

fn select_value(e: &Event) -> Option<String> {
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
}
