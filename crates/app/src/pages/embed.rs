//! The embed page, `/embed/<game>?…`: only the board (with a status line and a text view
//! of the position), optionally the move list and the rules, sized to its frame. It is
//! driven by the host through `postMessage` (see `crate::embed`) and never touches the
//! app's saved games or settings.

use std::rc::Rc;

use crate::router::{use_route, Router};
use ai_worker::Reply;
use rules::{GameId, Session, Setup};
use yew::prelude::*;
use yew::Reducible;

use crate::ai_client::AiClient;
use crate::browser;
use crate::components::notices::Notices;
use crate::components::{
    move_entry::MoveEntry, move_list::MoveList, players::status_text, position::PositionText,
    replay_steps::ReplaySteps, review::ReviewPanel,
};
use crate::context::{use_lang, LangCtx};
use crate::embed::bridge::{self, Listener, Timeout};
use crate::embed::params::{self, EmbedParams};
use crate::embed::protocol::{self, Command, Event};
use crate::games::{self, Board};
use crate::i18n::{move_n, Lang, T};
use crate::local_game::{Action, Notice, PageState, Table};
use crate::pages::game::default_seats;
use crate::route::Route;

/// The language an embed starts in: `lang=`, else the browser's.
pub fn first_lang() -> Lang {
    lang_of(&params::parse(&bridge::query()).0)
}

fn lang_of(params: &EmbedParams) -> Lang {
    params
        .lang
        .or_else(|| browser::browser_lang().and_then(|t| Lang::from_tag(&t)))
        .unwrap_or_default()
}

/// Which embeds a program serves, so that it links only their pages: a game's `embed`
/// program its game (`/embed/<game>`), its `teach` program its lessons and puzzles
/// (`/embed/<game>/learn/<n>`, `/embed/<game>/puzzle/<id>`), the `app` program all. An address of another kind is answered as an unknown game.
pub trait Embeds: 'static {
    const GAME: bool;
    const TEACHING: bool;
}

/// `/embed/<game>`.
pub struct GameEmbeds;
/// `/embed/<game>/learn/<n>` and `/embed/<game>/puzzle/<id>`.
pub struct TeachingEmbeds;
/// Every embed.
pub struct AllEmbeds;

impl Embeds for GameEmbeds {
    const GAME: bool = true;
    const TEACHING: bool = false;
}
impl Embeds for TeachingEmbeds {
    const GAME: bool = false;
    const TEACHING: bool = true;
}
impl Embeds for AllEmbeds {
    const GAME: bool = true;
    const TEACHING: bool = true;
}

/// The root of an embed page (instead of the app's shell): no header, no saved settings.
/// The language comes from `lang=`, else the browser's.
#[function_component(EmbedApp)]
pub fn embed_app<K: Embeds>() -> Html {
    let parsed = use_memo((), |_| {
        let (params, warnings) = params::parse(&bridge::query());
        for w in &warnings {
            bridge::warn(w);
        }
        Rc::new(params)
    });
    let params: Rc<EmbedParams> = (*parsed).clone();
    // Running: tests and the first-load report wait for it, as on the app's pages.
    use_effect_with((), |_| browser::mark_ready());
    let lang = use_state(|| lang_of(&params));
    {
        let code = lang.code();
        use_effect_with(code, move |code| browser::set_document_lang(code));
    }
    let ctx = LangCtx {
        lang: *lang,
        set: {
            let lang = lang.clone();
            Callback::from(move |l: Lang| {
                let lang = lang.clone();
                crate::i18n::with_texts(l, move || lang.set(l));
            })
        },
    };
    html! {
        <ContextProvider<LangCtx> context={ctx}>
            <Router>
                <EmbedRoute<K> {params} />
            </Router>
        </ContextProvider<LangCtx>>
    }
}

#[derive(Properties, PartialEq)]
struct RouteProps {
    params: Rc<EmbedParams>,
}

#[function_component(EmbedRoute)]
fn embed_route<K: Embeds>(p: &RouteProps) -> Html {
    let lang = use_lang();
    let route = use_route();
    use_effect_with((route.clone(), lang), |(route, lang)| {
        let route = route.clone().unwrap_or(Route::NotFound);
        let kinds = crate::page_title::Kinds {
            home_and_rules: false,
            game: K::GAME,
            learn: K::TEACHING,
            lobby: false,
            account: false,
        };
        browser::set_title(&crate::page_title::shown(&route, *lang, kinds));
    });
    let game = match route {
        Some(Route::Embed { game }) if K::GAME => game.parse::<GameId>().ok(),
        Some(Route::EmbedPuzzle { game, id }) if K::TEACHING => {
            return match game.parse::<GameId>() {
                Ok(game) => html! { <EmbedPuzzle {game} {id} params={p.params.clone()} /> },
                Err(_) => html! {
                    <main id="main" class="embed">
                        <p class="notice error" role="alert">{ lang.t(T::UnknownGame) }</p>
                    </main>
                },
            };
        }
        Some(Route::EmbedLearn { game, stage }) if K::TEACHING => {
            return match game.parse::<GameId>() {
                Ok(game) => {
                    html! { <crate::learn::embed::EmbedLesson {game} stage={stage} params={p.params.clone()} /> }
                }
                Err(_) => {
                    html! { <main id="main" class="embed"><p class="notice error" role="alert">{ lang.t(T::UnknownGame) }</p></main> }
                }
            };
        }
        _ => None,
    };
    match game {
        Some(game) => html! { <EmbedPage key={game.as_str()} {game} params={p.params.clone()} /> },
        None => html! {
            <main id="main" class="embed">
                <p class="notice error" role="alert">{ lang.t(T::UnknownGame) }</p>
            </main>
        },
    }
}

#[derive(Properties, PartialEq)]
struct PuzzleProps {
    game: GameId,
    id: u32,
    params: Rc<EmbedParams>,
}

/// `/embed/<game>/puzzle/<id>`: one puzzle; `cube-table:puzzle-solved` once it is solved.
#[function_component(EmbedPuzzle)]
fn embed_puzzle(p: &PuzzleProps) -> Html {
    let on_solved = {
        let (game, id, params) = (p.game, p.id, p.params.clone());
        Callback::from(move |notation: String| {
            let event = Event::PuzzleSolved {
                game: game.as_str(),
                id,
                notation,
            };
            bridge::post(&event, &params.origin);
        })
    };
    html! {
        <main id="main" class="embed embed-puzzle">
            <crate::puzzles::view::PuzzleView game={p.game} id={p.id} {on_solved} next={false} />
        </main>
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub params: Rc<EmbedParams>,
}

/// The opening table: the `record=` game, else a new one for the `seats=` count; plus
/// the problems to show and report. `Err` only if the game cannot set up at all.
fn opening(game: GameId, p: &EmbedParams) -> Result<(Table, Vec<String>), String> {
    // Refused at init, naming the value: a frame never starts a game other than asked.
    if !p.refused.is_empty() {
        return Err(p.refused.join("; "));
    }
    let mut problems = Vec::new();
    let record = match &p.record {
        Some(Ok(r)) if r.game_id().ok() == Some(game) => Some(r),
        Some(Ok(r)) => {
            problems.push(format!("the record is a {} game, not {game}", r.game));
            None
        }
        Some(Err(e)) => {
            problems.push(format!("the record cannot be read: {e}"));
            None
        }
        None => None,
    };
    let session = record.and_then(|r| match Session::from_record(r) {
        Ok(s) => Some(s),
        Err(e) => {
            problems.push(format!("the record cannot be loaded: {e}"));
            None
        }
    });
    let range = rules::AnyGame::player_range(game);
    let seat_count = p.seats.as_ref().map(Vec::len);
    let session = match session {
        Some(s) => s,
        None => {
            let players = seat_count
                .filter(|n| range.contains(n))
                .unwrap_or(*range.start());
            let seed = p.seed.unwrap_or_else(browser::random_seed);
            Session::new(game, &Setup::players(players), seed).map_err(|e| e.to_string())?
        }
    };
    let players = session.current().players();
    if let Some(n) = seat_count.filter(|&n| n != players) {
        bridge::warn(&format!(
            "seats= names {n} seats but the game has {players}; the seats are ignored"
        ));
    }
    let mut seats = default_seats(players);
    if let Some(kinds) = p.seats.as_ref().filter(|k| k.len() == players) {
        for (seat, kind) in seats.iter_mut().zip(kinds) {
            if let params::SeatKind::Computer(level) = kind {
                seat.ai = Some(level.clone());
            }
        }
    }
    let mut table = Table::new(session, seats);
    table.replay = p.replay;
    if p.replay {
        table.viewing = Some(0);
    }
    Ok((table, problems))
}

#[function_component(EmbedPage)]
pub fn embed_page(p: &Props) -> Html {
    let lang = use_lang();
    let game = p.game;
    let problems = use_mut_ref(Vec::<String>::new);
    let state = {
        let params = p.params.clone();
        let problems = problems.clone();
        // The page state and reducer of the app's game page; this page is only its driver.
        use_mut_ref(move || match opening(game, &params) {
            Ok((table, found)) => {
                let notices = found.iter().cloned().map(Notice::Refused).collect();
                *problems.borrow_mut() = found;
                Rc::new(PageState {
                    table: Some(table),
                    notices,
                    ..PageState::default()
                })
            }
            Err(e) => {
                problems
                    .borrow_mut()
                    .push(format!("{game} cannot be set up: {e}"));
                Rc::new(PageState::default())
            }
        })
    };
    let redraw = use_force_update();
    let playing = use_state(|| p.params.autoplay.is_some());
    let policy = p.params.origin.clone();

    // The computer player: computer seats' moves and hints, through the AI worker (started
    // only when first needed). Its answers go through the same reducer and are posted.
    let client = use_mut_ref(|| None::<AiClient>);
    let ask: Rc<dyn Fn(bool)> = {
        let state = state.clone();
        let redraw = redraw.clone();
        let policy = policy.clone();
        let client = client.clone();
        Rc::new(move |hint: bool| {
            let on_reply = {
                let (state, redraw, policy) = (state.clone(), redraw.clone(), policy.clone());
                move |reply: Reply| {
                    let events = protocol::apply_ai_reply(&mut state.borrow_mut(), reply, lang);
                    for e in &events {
                        bridge::post(e, &policy);
                    }
                    redraw.force_update();
                }
            };
            let mut slot = client.borrow_mut();
            if slot.is_none() {
                match AiClient::start(on_reply) {
                    Ok(c) => *slot = Some(c),
                    Err(e) => {
                        let message =
                            format!("the computer player could not start: {}", rules::clip(&e));
                        bridge::post(&Event::Error { message }, &policy);
                        return;
                    }
                }
            }
            let (Some(c), Some(table)) = (slot.as_ref(), state.borrow().table.clone()) else {
                return;
            };
            let id = (browser::now() as u64) ^ browser::random_seed();
            let request = match table.computer_request(hint, id, browser::random_seed()) {
                Ok(Some(request)) => request,
                Ok(None) => return,
                Err(e) => {
                    let message = format!("the game could not be written as a record: {e}");
                    bridge::post(&Event::Error { message }, &policy);
                    return;
                }
            };
            let next = state
                .borrow()
                .clone()
                .reduce(Action::AiStarted { id, hint });
            *state.borrow_mut() = next;
            c.send(&request);
        })
    };

    // Runs a command from the host or from the board, posts what happened, redraws.
    let run: Rc<dyn Fn(Command)> = {
        let state = state.clone();
        let redraw = redraw.clone();
        let policy = policy.clone();
        let ask = ask.clone();
        Rc::new(move |command: Command| {
            let hint = matches!(command, Command::Hint);
            let events = {
                let seats_for = default_seats;
                protocol::apply(&mut state.borrow_mut(), command, &seats_for, lang)
            };
            for e in &events {
                bridge::post(e, &policy);
            }
            if hint && events.is_empty() {
                ask(true);
            }
            redraw.force_update();
        })
    };

    // Listen to the host from the first render on, then say ready (and any problem).
    {
        let run = run.clone();
        let state = state.clone();
        let problems = problems.clone();
        let policy = policy.clone();
        use_effect_with((), move |_| {
            let run = run.clone();
            let listener = Listener::new(policy.clone(), move |c| run(c));
            let record = state.borrow().table.as_ref().map(|t| t.session.record());
            if let Some(record) = record {
                bridge::post(&Event::ready(game, record), &policy);
            }
            for message in problems.borrow_mut().drain(..) {
                bridge::warn(&message);
                bridge::post(&Event::Error { message }, &policy);
            }
            move || drop(listener)
        });
    }

    let page = state.borrow().clone();
    // (replay, shown position, moves) — read before the early return so hooks stay in order.
    let (replay, shown_ply, total) = page.table.as_ref().map_or((false, 0, 0), |t| {
        let total = t.session.moves().len();
        (t.replay, t.viewing.unwrap_or(total), total)
    });

    // A computer seat to move: after a short pause (so people can follow), ask.
    {
        let ask = ask.clone();
        let state = state.clone();
        let idle = page.thinking.is_none();
        let delay = page.ai_delay_ms;
        use_effect_with((page.revision, idle), move |&(revision, idle)| {
            let computer = state
                .borrow()
                .table
                .as_ref()
                .is_some_and(|t| !t.replay && t.ai_to_move().is_some());
            if idle && computer {
                crate::browser::after(delay, move || {
                    if state.borrow().revision == revision {
                        ask(false);
                    }
                });
            }
        });
    }

    // Autoplay: one step per interval while playing; it stops at the end.
    {
        let run = run.clone();
        let playing = playing.clone();
        let ms = p.params.autoplay.unwrap_or(1000);
        let active = *playing && replay;
        use_effect_with(
            (active, shown_ply, total),
            move |&(active, shown, total)| {
                let timer = if !active {
                    None
                } else if shown >= total {
                    playing.set(false);
                    None
                } else {
                    Timeout::new(ms, move || run(Command::Step(shown + 1)))
                };
                move || drop(timer)
            },
        );
    }

    let Some(table) = page.table.as_ref() else {
        let problem = problems.borrow().first().cloned().unwrap_or_default();
        return html! {
            <main id="main" class="embed">
                <p class="notice error" role="alert">{ problem }</p>
            </main>
        };
    };

    let shown = Rc::new(table.shown().clone());
    let last_move = shown_ply
        .checked_sub(1)
        .and_then(|i| table.session.moves().get(i).cloned());
    let interactive = table.live() && table.ai_to_move().is_none();
    let on_move = {
        let run = run.clone();
        Callback::from(move |m: String| run(Command::Play(m)))
    };
    let on_step = {
        let run = run.clone();
        Callback::from(move |ply: usize| run(Command::Step(ply)))
    };
    let on_view = {
        let on_step = on_step.clone();
        Callback::from(move |ply: Option<usize>| on_step.emit(ply.unwrap_or(total)))
    };
    let on_toggle = {
        let playing = playing.clone();
        let on_step = on_step.clone();
        Callback::from(move |_| {
            // Playing from the end starts again from the beginning.
            if !*playing && shown_ply >= total {
                on_step.emit(0);
            }
            playing.set(!*playing);
        })
    };

    let status = status_text(&shown, &table.seats, lang);
    let last = match (&last_move, shown_ply.checked_sub(1)) {
        (Some(m), Some(i)) => {
            let before = table.session.position_at(i);
            let words = games::move_words(game, before, m, &table.seats, lang);
            move_n(lang, shown_ply, &words)
        }
        _ => lang.t(T::NoMoveYet).to_string(),
    };
    let notice = {
        let state = state.clone();
        let redraw = redraw.clone();
        let on_dismiss = Callback::from(move |i: usize| {
            let next = state.borrow().clone().reduce(Action::Dismiss(i));
            *state.borrow_mut() = next;
            redraw.force_update();
        });
        html! { <Notices notices={page.notices.clone()} {lang} {on_dismiss} /> }
    };
    // The review, for a finished record only.
    let review = p.params.review && table.session.current().outcome().is_some();
    let side = p.params.moves || p.params.rules || review;
    let side_label = [
        p.params.moves.then(|| lang.t(T::Moves)),
        p.params.rules.then(|| lang.t(T::Rules)),
        review.then(|| lang.t(crate::components::review::Rx::Review)),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" · ");

    html! {
        <main id="main" class={classes!("embed", side.then_some("with-side"))} data-game={game.as_str()}>
            <div class="embed-main">
                <p id="status" class="embed-status" role="status" aria-live="polite" aria-atomic="true">
                    <span class="status-text">{ status }</span>
                    <span class="last-move">{ last }</span>
                </p>
                { notice }
                <section class="board-area" aria-label={games::name(game, lang)}>
                    <Board game={shown.clone()} seats={table.seats.clone()} {interactive}
                           viewer={table.only_person()} hint={page.hint.clone()}
                           {on_move} />
                </section>
                if table.replay {
                    <ReplaySteps shown={shown_ply} {total} on_step={on_step.clone()}
                                 playing={Some(*playing)} {on_toggle} />
                }
                <div class="embed-text">
                    <PositionText game={shown.clone()} seats={table.seats.clone()} />
                    if interactive {
                        <MoveEntry game={shown.clone()} enabled=true on_move={{ let run = run.clone(); Callback::from(move |m: String| run(Command::Play(m))) }} />
                    }
                </div>
            </div>
            if side {
                // It scrolls on its own in a wide frame, so it takes the focus (for arrow-key scrolling).
                <aside class="embed-side" tabindex="0" aria-label={side_label}>
                    if review {
                        <ReviewPanel session={table.session.clone()} seats={table.seats.clone()} shown={shown_ply}
                                     on_view={on_view.clone()} viewer={table.only_person()} autostart=true />
                    }
                    if p.params.moves {
                        <MoveList session={table.session.clone()} seats={table.seats.clone()} viewing={table.viewing}
                                  replay={false} {on_view} announce={false} />
                    }
                    if p.params.rules {
                        <section class="embed-rules" aria-label={lang.t(T::Rules)}>
                            <h2>{ format!("{} {}", lang.t(T::RulesOf), games::name(game, lang)) }</h2>
                            { games::rules_extra(game, lang) }
                            { games::rules_text(game, lang, None) }
                        </section>
                    }
                </aside>
            }
        </main>
    }
}
