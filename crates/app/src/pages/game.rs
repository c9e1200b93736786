//! A game's page: loads the running game (or a shared link), autosaves after every move,
//! and lays out board, players, move list and controls.

use std::rc::Rc;

use crate::router::{query_param, use_navigator, use_query, Link};
use rules::{GameId, Record, Session};
use yew::prelude::*;

use crate::ai_client::AiClient;
use crate::browser;
use crate::components::{
    controls::Controls, game_over::GameOver, move_entry::MoveEntry, move_list::MoveList,
    new_game::NewGameDialog, notices::Notices, players::PlayersPanel, record_tools::RecordTools,
    review::ReviewPanel,
};
use crate::context::use_lang;
use crate::games::{self, Board};
use crate::i18n::{Lang, T};
use crate::local_game::{Action, Notice, PageState, Source, Table};
use crate::route::Route;

/// A record problem as a notice.
fn bad(source: Source, error: rules::RecordError) -> Notice {
    Notice::BadRecord { source, error }
}
use crate::storage::{self, BrowserStore, SeatInfo};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
}

/// Keeps the running game in the recent list before something replaces it.
fn shelve(table: &Table) -> Result<(), String> {
    if table.replay || table.session.moves().is_empty() {
        return Ok(());
    }
    let mut store = BrowserStore::open();
    storage::push_recent(&mut store, table.saved(browser::now()), browser::now())
}

/// Makes room for another game: the running one goes to the recent list. If it cannot
/// (a full or broken storage), nothing is dropped silently: its record is offered as a
/// file and the player is asked whether to go on. `false` keeps the running game.
fn make_room(table: &Table, lang: Lang) -> Result<(), String> {
    let Err(e) = shelve(table) else {
        return Ok(());
    };
    browser::download(
        &format!("{}-running-game.json", table.session.game()),
        &crate::components::record_tools::file_text(&table.saved(browser::now())),
    );
    if browser::confirm(lang.t(T::KeepRunningGame)) {
        Ok(())
    } else {
        Err(e)
    }
}

/// What the page opens with: a shared link, a recent game to replay, or the autosaved
/// game; plus every problem met on the way (reported, never swallowed).
fn initial_table(game: GameId, query: &str, lang: Lang) -> (Option<Table>, Vec<Notice>) {
    let mut problems = Vec::new();
    let mut store = BrowserStore::open();
    let now = browser::now();
    let running = match storage::load_current(&mut store, game, now) {
        Ok(r) => r.map(|(s, seats)| Table::new(s, seats)),
        Err(e) => {
            problems.push(bad(Source::Saved, e));
            None
        }
    };
    if let Some(code) = query_param(query, "record") {
        let opened = Record::from_link(&code).and_then(|r| {
            if r.game_id()? != game {
                return Err(rules::RecordError::Malformed(format!(
                    "a {} record, not {game}",
                    r.game
                )));
            }
            Session::from_record(&r)
        });
        return match opened {
            Ok(session) => {
                if let Some(Err(e)) = running.as_ref().map(|t| make_room(t, lang)) {
                    problems.push(Notice::NotShelved(e));
                    return (running, problems);
                }
                let seats = default_seats(session.current().players());
                (Some(Table::new(session, seats)), problems)
            }
            Err(e) => {
                problems.push(bad(Source::Link, e));
                (running, problems)
            }
        };
    }
    if let Some(index) = query_param(query, "replay") {
        let entry = storage::recent(&mut store, now)
            .map_err(|e| problems.push(bad(Source::Saved, e)))
            .ok()
            .and_then(|list| list.into_iter().nth(index.parse::<usize>().ok()?));
        match entry.map(|saved| saved.open()) {
            Some(Ok((session, seats))) => {
                let mut table = Table::new(session, seats);
                table.replay = true;
                return (Some(table), problems);
            }
            Some(Err(e)) => problems.push(bad(Source::Saved, e)),
            None => {}
        }
    }
    (running, problems)
}

#[function_component(GamePage)]
pub fn game_page(props: &Props) -> Html {
    let lang = use_lang();
    let state = use_reducer(PageState::default);
    let query = use_query();
    let navigator = use_navigator();
    let game = props.game;
    // The page's title follows the language (its document came with it).
    use_effect_with((game, lang), |&(game, lang)| {
        browser::set_title(&crate::page_title::game(game, lang));
    });

    {
        let dispatch = state.dispatcher();
        let query = query.to_string();
        use_effect_with(game, move |&game| {
            let (table, problems) = initial_table(game, &query, lang);
            if let Some(table) = table {
                dispatch.dispatch(Action::Open(Box::new(table)));
            }
            // After opening, which clears notices: every problem must stay visible.
            for problem in problems {
                dispatch.dispatch(Action::Notify(problem));
            }
            if query_param(&query, "record").is_some() {
                if let Some(nav) = &navigator {
                    nav.replace(&Route::game(game));
                }
            }
        });
    }

    // A computer seat to move: after a short pause (so people can follow), ask the worker.
    let client = use_mut_ref(|| None::<AiClient>);
    let latest = use_mut_ref(|| 0u64);
    *latest.borrow_mut() = state.revision;
    {
        let table = state.table.clone();
        let dispatch = state.dispatcher();
        let client = client.clone();
        let latest = latest.clone();
        let delay = state.ai_delay_ms;
        let idle = state.thinking.is_none();
        use_effect_with((state.revision, idle), move |&(revision, idle)| {
            let table = table.filter(|t| t.ai_to_move().is_some());
            if let (Some(table), true) = (table, idle) {
                crate::browser::after(delay, move || {
                    if *latest.borrow() == revision {
                        ask_ai(&client, &dispatch, &table, false);
                    }
                });
            }
        });
    }

    // Focus stays where the next action is when a change removed the focused control.
    use_effect_with((state.revision, state.table.is_some()), |_| {
        browser::keep_focus_in(".board-area");
    });

    // Autosave after every change of the live game; a finished game joins the recent list.
    {
        let table = state.table.clone();
        let dispatch = state.dispatcher();
        use_effect_with(state.revision, move |_| {
            if let Some(table) = table.filter(|t| !t.replay) {
                let mut store = BrowserStore::open();
                let now = browser::now();
                let mut saved =
                    storage::save_current(&mut store, &table.saved(now)).map_err(|e| e.to_string());
                if saved.is_ok() && table.session.current().outcome().is_some() {
                    saved = storage::push_recent(&mut store, table.saved(now), now);
                }
                if let Err(e) = saved {
                    dispatch.dispatch(Action::Notify(Notice::SaveFailed(e)));
                }
            }
        });
    }

    let dispatch = state.dispatcher();
    let notice = {
        let dispatch = dispatch.clone();
        let on_dismiss = Callback::from(move |i: usize| dispatch.dispatch(Action::Dismiss(i)));
        html! { <Notices notices={state.notices.clone()} {lang} {on_dismiss} /> }
    };

    // The new-game dialog; the game it replaces is kept in the recent list, and the page
    // keeps it to go back to.
    let on_new = {
        let dispatch = dispatch.clone();
        let table = state.table.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = &table {
                if let Err(e) = make_room(t, lang) {
                    dispatch.dispatch(Action::Notify(Notice::NotShelved(e)));
                    return;
                }
                storage::clear_current(&mut BrowserStore::open(), t.session.game());
            }
            dispatch.dispatch(Action::Close);
        })
    };
    let head = {
        let on_new = on_new.clone();
        html! {
            <div class="game-head">
                <h1>{ games::name(game, lang) }</h1>
                <nav class="game-links">
                    <Link to={Route::rules(game)} classes="button secondary">{ lang.t(T::Rules) }</Link>
                    if rules::lessons::has_course(game) {
                        <Link to={Route::learn(game)} classes="button secondary learn-link">{ lang.t(crate::learn::texts::Lx::Learn) }</Link>
                    }
                    <Link to={Route::editor(game)} classes="button secondary editor-link">{ lang.t(T::PositionEditor) }</Link>
                    if state.table.is_some() {
                        <button id="new-game" class="secondary" onclick={on_new}>{ lang.t(T::NewGame) }</button>
                    }
                </nav>
            </div>
        }
    };

    let Some(table) = state.table.clone() else {
        let on_start = {
            let dispatch = dispatch.clone();
            Callback::from(move |(session, seats): (Session, Vec<SeatInfo>)| {
                dispatch.dispatch(Action::Open(Box::new(Table::new(session, seats))));
            })
        };
        let on_back = state.closed.is_some().then(|| {
            let dispatch = dispatch.clone();
            Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Reopen))
        });
        return html! {
            <div class="game-page">
                { head }
                { notice.clone() }
                <NewGameDialog {game} {on_start} {on_back} />
            </div>
        };
    };

    let shown = Rc::new(table.shown().clone());
    let on_move = {
        let dispatch = dispatch.clone();
        Callback::from(move |m: String| dispatch.dispatch(Action::Play(m)))
    };
    let on_view = {
        let dispatch = dispatch.clone();
        Callback::from(move |ply: Option<usize>| dispatch.dispatch(Action::View(ply)))
    };
    let on_import = {
        let dispatch = dispatch.clone();
        let current = table.clone();
        Callback::from(
            move |result: Result<(Session, Vec<SeatInfo>), rules::RecordError>| match result {
                Ok((session, seats)) => {
                    if let Err(e) = make_room(&current, lang) {
                        dispatch.dispatch(Action::Notify(Notice::NotShelved(e)));
                        return;
                    }
                    dispatch.dispatch(Action::Open(Box::new(Table::new(session, seats))));
                }
                Err(e) => dispatch.dispatch(Action::Notify(bad(Source::File, e))),
            },
        )
    };
    let ai_panel = {
        let any_ai = table.seats.iter().any(|s| s.ai.is_some());
        let human_turn = interactive_turn(&table);
        let thinking = state.thinking.clone();
        let stop = {
            let client = client.clone();
            let id = thinking.as_ref().map(|t| t.id);
            Callback::from(move |_| {
                if let (Some(c), Some(id)) = (client.borrow().as_ref(), id) {
                    c.send(&ai_worker::Request::Stop { id });
                }
            })
        };
        let hint = {
            let client = client.clone();
            let dispatch = dispatch.clone();
            let table = table.clone();
            Callback::from(move |_| ask_ai(&client, &dispatch, &table, true))
        };
        let on_delay = {
            let dispatch = dispatch.clone();
            Callback::from(move |e: Event| {
                if let Some(v) = e
                    .target_dyn_into::<web_sys::HtmlSelectElement>()
                    .and_then(|s| s.value().parse().ok())
                {
                    dispatch.dispatch(Action::SetAiDelay(v));
                }
            })
        };
        let delay = state.ai_delay_ms;
        html! {
            <section class="ai-panel" aria-label={lang.t(T::Computer)}>
                if let Some(t) = &thinking {
                    // Only the words are a live region: the count changes many times a
                    // second and the button is no news.
                    <p class="thinking">
                        <span class="spinner" aria-hidden="true"></span>
                        <span role="status">{ if t.hint { lang.t(T::FindingHint).to_string() } else { lang.t(T::Thinking).to_string() } }</span>
                        { format!(" ({} {})", t.iterations, lang.t(T::Iterations)) }
                        <button id="ai-stop" class="secondary" onclick={stop}>{ lang.t(T::StopThinking) }</button>
                    </p>
                }
                if human_turn && thinking.is_none() && !table.replay {
                    <button id="hint" class="secondary" onclick={hint}>{ lang.t(T::Hint) }</button>
                }
                if let Some(h) = &state.hint {
                    <p id="hint-text" class="hint-text" role="status" title={h.clone()} data-move={h.clone()}>
                        { format!("{}: {}", lang.t(T::Hint), games::describe_hint(table.session.current(), h, &table.seats, lang)) }
                    </p>
                }
                if any_ai {
                    <label class="field">
                        <span>{ lang.t(T::ComputerSpeed) }</span>
                        <select id="ai-speed" onchange={on_delay}>
                            { for [(0, T::SpeedInstant), (500, T::SpeedNormal), (1500, T::SpeedSlow)].into_iter().map(|(ms, label)| html! {
                                <option value={ms.to_string()} selected={ms == delay}>{ lang.t(label) }</option>
                            }) }
                        </select>
                    </label>
                }
            </section>
        }
    };
    let interactive = interactive_turn(&table);
    let viewer = table.only_person();
    let finished =
        (table.viewing.is_none() && table.session.current().outcome().is_some()).then(|| {
            let on_rematch = {
                let dispatch = dispatch.clone();
                let table = table.clone();
                Callback::from(move |_: MouseEvent| {
                    let record = table.session.record();
                    let Ok(session) = Session::new(game, &record.setup(), browser::random_seed())
                    else {
                        return;
                    };
                    if let Err(e) = make_room(&table, lang) {
                        dispatch.dispatch(Action::Notify(Notice::NotShelved(e)));
                        return;
                    }
                    let seats = table.seats.clone();
                    dispatch.dispatch(Action::Open(Box::new(Table::new(session, seats))));
                })
            };
            let on_review = {
                let dispatch = dispatch.clone();
                Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Review))
            };
            html! {
                <GameOver game={shown.clone()} seats={table.seats.clone()} on_new={on_new.clone()}
                          {on_rematch} {on_review} />
            }
        });

    html! {
        <div class="game-page">
            { head }
            { notice.clone() }
            <div class="game-body">
                <section class="board-area" aria-label={games::name(game, lang)}>
                    if table.viewing.is_some() && !table.replay {
                        <div class="viewing" role="status">
                            <span>{ lang.t(T::ViewingMove) }</span>
                            <button id="back-to-live" onclick={on_view.reform(|_| None)}>{ lang.t(T::BackToLive) }</button>
                        </div>
                    }
                    { for finished }
                    <Board game={shown.clone()} seats={table.seats.clone()} {interactive} {viewer}
                           on_move={on_move.clone()} hint={state.hint.clone()} />
                </section>
                <aside class="side">
                    <PlayersPanel game={shown.clone()} seats={table.seats.clone()} />
                    if !table.replay {
                        <Controls can_undo={table.can_undo()} can_redo={table.session.can_redo()}
                                  undo_blocked={!table.can_undo() && !table.session.moves().is_empty()}
                                  on_undo={{ let d = dispatch.clone(); Callback::from(move |_| d.dispatch(Action::Undo)) }}
                                  on_redo={{ let d = dispatch.clone(); Callback::from(move |_| d.dispatch(Action::Redo)) }} />
                    }
                    { ai_panel }
                    if table.session.current().outcome().is_some() {
                        <ReviewPanel session={table.session.clone()} seats={table.seats.clone()} shown={table.viewing.unwrap_or(table.session.moves().len())}
                                     on_view={on_view.clone()} {viewer} />
                    }
                    <MoveList session={table.session.clone()} seats={table.seats.clone()} viewing={table.viewing}
                              replay={table.replay} {on_view} />
                    if table.live() {
                        <MoveEntry game={shown.clone()} {on_move} enabled={interactive} />
                    }
                    <RecordTools saved={table.saved(0.0)} {on_import} />
                </aside>
            </div>
        </div>
    }
}

/// Sends the live position to the worker (started on first use).
fn ask_ai(
    client: &std::rc::Rc<std::cell::RefCell<Option<AiClient>>>,
    dispatch: &yew::functional::UseReducerDispatcher<PageState>,
    table: &Table,
    hint: bool,
) {
    let mut slot = client.borrow_mut();
    if slot.is_none() {
        let replies = dispatch.clone();
        match AiClient::start(move |r| replies.dispatch(Action::AiReply(r))) {
            Ok(c) => *slot = Some(c),
            Err(e) => {
                dispatch.dispatch(Action::Notify(Notice::WorkerFailed(e)));
                return;
            }
        }
    }
    let Some(c) = slot.as_ref() else {
        return;
    };
    let id = (browser::now() as u64) ^ browser::random_seed();
    match table.computer_request(hint, id, browser::random_seed()) {
        Ok(Some(request)) => {
            dispatch.dispatch(Action::AiStarted { id, hint });
            c.send(&request);
        }
        Ok(None) => {}
        Err(e) => dispatch.dispatch(Action::Notify(Notice::RecordFailed(e))),
    }
}

/// A person may move now: the live game waits for a seat that no computer plays.
fn interactive_turn(table: &Table) -> bool {
    table.live()
        && table
            .session
            .current()
            .to_move()
            .and_then(|s| table.seats.get(s))
            .is_none_or(|s| s.ai.is_none())
}

/// Seats with the palette's colours in order and no names of their own, so that they are
/// called "Player n" in whatever language the page shows.
pub fn default_seats(players: usize) -> Vec<SeatInfo> {
    (0..players)
        .map(|i| SeatInfo {
            name: String::new(),
            colour: i,
            ai: None,
        })
        .collect()
}
