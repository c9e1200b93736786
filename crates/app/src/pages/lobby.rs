//! The lobby (`/lobby`, one game's at `/lobby/<game>`): the open tables, live from the
//! server's lobby socket, each with a link to take its free seat, and "Play now", which
//! seats the player at the oldest open table for the game, number of players and pace
//! (real time, or turn-based for a game whose pages may be closed between moves), or opens
//! one (for a signed-in player, the table nearest their rating first). A rated table says
//! so, with each seated person's rating; a game's leaderboard follows the tables. The state
//! is `online::lobby`'s.

use crate::router::use_navigator;
use online::{OpenTable, PlayNow, SeatKind};
use rules::{AnyGame, GameId};
use yew::prelude::*;

use crate::browser;
use crate::context::use_lang;
use crate::games;
use crate::i18n::{Lang, T};
use crate::online::create::{self, CreateError};
use crate::online::leaderboard::Leaderboard;
use crate::online::link::Conn;
use crate::online::lobby::{Action, Lobby};
use crate::online::socket::{open_in, use_retry, Event as SocketEvent, SocketSlot};
use crate::online::texts::{self, Ct, Ot};

#[derive(Properties, PartialEq)]
pub struct Props {
    /// One game's lobby; `None`: every game's.
    pub game: Option<GameId>,
}

/// "Waiting since" is said again this often.
const TICK_MS: i32 = 30_000;

#[function_component(LobbyPage)]
pub fn lobby_page(p: &Props) -> Html {
    let lang = use_lang();
    let state = use_reducer(Lobby::default);
    let socket: SocketSlot = use_mut_ref(|| None);
    {
        let dispatch = state.dispatcher();
        let socket = socket.clone();
        use_effect_with((state.link.generation(), p.game), move |&(_, game)| {
            let on_event = {
                let dispatch = dispatch.clone();
                move |event: SocketEvent| match event {
                    SocketEvent::Open => dispatch.dispatch(Action::Opened),
                    SocketEvent::Text(text) => {
                        if let Ok(msg) = online::read_server(&text) {
                            dispatch.dispatch(Action::Received(Box::new(msg)));
                        }
                    }
                    SocketEvent::Closed => dispatch.dispatch(Action::Closed),
                }
            };
            let path = online::paths::lobby_socket(game.map(|g| g.as_str()));
            open_in(&socket, &path, on_event)
        });
    }
    {
        let dispatch = state.dispatcher();
        use_retry(
            state.link.conn(),
            Callback::from(move |_| dispatch.dispatch(Action::Retry)),
        );
    }
    let now = use_state(browser::now);
    {
        let now = now.clone();
        use_effect_with(*now as u64, move |_| {
            browser::after(TICK_MS, move || now.set(browser::now()));
        });
    }

    let title = match p.game {
        Some(g) => format!("{}: {}", lang.t(Ot::Lobby), games::name(g, lang)),
        None => lang.t(Ot::Lobby).to_string(),
    };
    let conn = match state.link.conn() {
        Conn::Open => None,
        Conn::Connecting if state.link.attempts() == 0 => Some(lang.t(Ot::Connecting)),
        Conn::Stopped => Some(lang.t(Ot::Stopped)),
        _ => Some(lang.t(Ot::Reconnecting)),
    };
    let tables = state.tables.clone().unwrap_or_default();
    html! {
        <div class="lobby-page">
            <h1>{ title }</h1>
            <nav class="lobby-games" aria-label={lang.t(Ot::GameLabel)}>
                <a href={online::paths::lobby(None)} aria-current={p.game.is_none().then_some("page")}>{ lang.t(Ot::AllGames) }</a>
                { for GameId::ALL.into_iter().map(|g| html! {
                    <a href={online::paths::lobby(Some(g.as_str()))} aria-current={(p.game == Some(g)).then_some("page")}>
                        { games::name(g, lang) }
                    </a>
                }) }
            </nav>
            <p class="lobby-intro">{ lang.t(Ot::LobbyIntro) }{ " " }{ lang.t(Ot::PlayNowNearest) }</p>
            <PlayNowForm game={p.game} />
            <section class="lobby-list" aria-labelledby="tables-title">
                <h2 id="tables-title">{ lang.t(Ot::Lobby) }</h2>
                if let Some(text) = conn {
                    <p id="lobby-conn" class="online-conn" role="status">{ text }</p>
                }
                <p class="sr-only" aria-live="polite">{ texts::open_tables(lang, tables.len()) }</p>
                if state.tables.as_ref().is_some_and(|t| t.is_empty()) {
                    <p id="no-tables" class="muted">{ lang.t(Ot::NoTables) }</p>
                }
                <ul class="lobby-tables">
                    { for tables.iter().map(|t| table(t, lang, *now, p.game.is_none())) }
                </ul>
            </section>
            <Leaderboard game={p.game} />
        </div>
    }
}

/// One open table: its game, who waits, its seats, clock and options, and the way in.
fn table(t: &OpenTable, lang: Lang, now: f64, name_game: bool) -> Html {
    let game: Option<GameId> = t.game.parse().ok();
    let taken = t.seats.iter().filter(|s| s.kind != SeatKind::Open).count();
    let people = players(t, lang);
    let options: Vec<String> = match game {
        Some(g) => AnyGame::option_specs(g)
            .iter()
            .filter_map(|spec| {
                let value = t.setup.options.get(spec.key)?;
                Some(format!(
                    "{}: {}",
                    games::option_label(g, spec.key, lang),
                    games::option_value_label(g, spec.key, value, lang)
                ))
            })
            .collect(),
        None => Vec::new(),
    };
    let since = texts::waiting_since(lang, (now / 1000.0) as i64 - t.since);
    html! {
        <li class="lobby-table card" data-room={t.room.clone()} data-game={t.game.clone()}>
            <div class="lobby-table-text">
                <h3>
                    if name_game { { game.map(|g| games::name(g, lang)).unwrap_or(&t.game) } }
                    else { { people.clone() } }
                </h3>
                <p>
                    if t.rated {
                        <span class="rated-badge" title={lang.t(Ot::RatedTable)}>{ lang.t(Ot::Rated) }</span>
                        <span class="sr-only">{ lang.t(Ot::RatedTable) }</span>{ " · " }
                    }
                    if name_game { <span class="waiting-people">{ people }</span>{ " · " } }
                    <span class="seats-taken">{ texts::seats_taken(lang, taken, t.seats.len()) }</span>
                    { " · " }<span class="table-clock">{ texts::clock_text(lang, t.clock) }</span>
                    { " · " }<span class="muted">{ since }</span>
                </p>
                if !options.is_empty() { <p class="muted table-options">{ options.join(" · ") }</p> }
            </div>
            <a class="button primary take-seat" href={online::paths::invite(&t.room)}>{ lang.t(Ot::TakeASeat) }</a>
        </li>
    }
}

/// The seated people of a table, each with their rating in its game where they have one:
/// "Anna 1612, Ben 1500?".
fn players(t: &OpenTable, lang: Lang) -> Html {
    let people: Vec<(&str, Option<online::Rating>)> = t
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == SeatKind::Person)
        .map(|(i, s)| (s.name.as_str(), t.ratings.get(i).copied().flatten()))
        .collect();
    html! {
        { for people.iter().enumerate().map(|(i, &(name, rating))| html! {
            <>
                if i > 0 { { ", " } }
                if let Some(r) = rating {
                    <span aria-hidden="true">{ name }{ " " }<span class="rating">{ texts::rating_text(r) }</span></span>
                    <span class="sr-only">{ texts::rating_of(lang, name, r) }</span>
                } else {
                    { name }
                }
            </>
        }) }
    }
}

#[derive(Properties, PartialEq)]
pub struct FormProps {
    pub game: Option<GameId>,
}

/// "Play now": the game (in every game's lobby), the number of players and a name.
#[function_component(PlayNowForm)]
pub fn play_now_form(p: &FormProps) -> Html {
    let lang = use_lang();
    let game = use_state(|| p.game.unwrap_or(GameId::ALL[0]));
    let game_now = p.game.unwrap_or(*game);
    let range = AnyGame::player_range(game_now);
    let players = use_state(|| *range.start());
    let players_now = if range.contains(&*players) {
        *players
    } else {
        *range.start()
    };
    let name = use_state(String::new);
    let turn_based = use_state(|| false);
    let problem = use_state(|| None::<String>);
    let busy = use_state(|| false);
    let navigator = use_navigator();
    let onsubmit = {
        let (name, problem, busy, turn_based) = (
            name.clone(),
            problem.clone(),
            busy.clone(),
            turn_based.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let req = PlayNow {
                v: online::VERSION,
                game: game_now.as_str().to_string(),
                players: players_now,
                name: name.trim().chars().take(online::limits::NAME).collect(),
                turn_based: *turn_based,
            };
            busy.set(true);
            let (problem, busy, navigator) = (problem.clone(), busy.clone(), navigator.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let answer = create::post(online::paths::PLAY_NOW, &req).await;
                busy.set(false);
                match answer {
                    Ok(made) => create::take_seat(made, navigator.as_ref()),
                    Err(CreateError::NoServer) => {
                        problem.set(Some(lang.t(Ct::ServerNeeded).to_string()))
                    }
                    Err(CreateError::Refused(why)) => {
                        problem.set(Some(format!("{} {why}", lang.t(Ct::RoomRefused))))
                    }
                    Err(CreateError::NotSignedIn) => {
                        problem.set(Some(lang.t(Ot::ErrNotSignedIn).to_string()))
                    }
                }
            });
        })
    };
    let on_game = {
        let game = game.clone();
        Callback::from(move |e: Event| {
            if let Some(g) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse().ok())
            {
                game.set(g);
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
    let on_pace = {
        let turn_based = turn_based.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                turn_based.set(s.value() == "turn");
            }
        })
    };
    // Each pace with the clock of the table it makes: "Real time: 10 min + 5 s".
    let pace = |kind: Ct, clock: online::Clock| {
        format!("{}: {}", lang.t(kind), texts::clock_text(lang, clock))
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                name.set(i.value());
            }
        })
    };
    html! {
        <form class="play-now card" {onsubmit} aria-labelledby="play-now-title">
            <h2 id="play-now-title">{ lang.t(Ot::PlayNow) }</h2>
            if p.game.is_none() {
                <label class="field">
                    <span>{ lang.t(Ot::GameLabel) }</span>
                    <select id="play-now-game" onchange={on_game}>
                        { for GameId::ALL.into_iter().map(|g| html! {
                            <option value={g.as_str()} selected={g == game_now}>{ games::name(g, lang) }</option>
                        }) }
                    </select>
                </label>
            }
            if range.start() != range.end() {
                <label class="field">
                    <span>{ lang.t(T::Players) }</span>
                    <select id="play-now-players" onchange={on_players}>
                        { for range.clone().map(|n| html! {
                            <option value={n.to_string()} selected={n == players_now}>{ n }</option>
                        }) }
                    </select>
                </label>
            }
            <label class="field">
                <span>{ lang.t(Ct::ClockLabel) }</span>
                <select id="play-now-pace" onchange={on_pace}>
                    <option value="real" selected={!*turn_based}>{ pace(Ct::ClockRealTime, online::Clock::PLAY_NOW) }</option>
                    <option value="turn" selected={*turn_based}>{ pace(Ct::ClockTurnBased, online::Clock::PLAY_NOW_TURN_BASED) }</option>
                </select>
            </label>
            <label class="field">
                <span>{ lang.t(Ot::YourName) }</span>
                <input id="play-now-name" type="text" required=true maxlength={online::limits::NAME.to_string()}
                       value={(*name).clone()} oninput={on_name} />
            </label>
            if let Some(why) = &*problem {
                <p id="play-now-problem" class="notice error" role="alert">{ why }</p>
            }
            <button id="play-now" type="submit" class="primary" disabled={*busy}>{ lang.t(Ot::PlayNow) }</button>
        </form>
    }
}
