//! The online page's panels. They draw the reducer's state and send callbacks; what they
//! say is decided by the plain functions at the top, tested natively.

use online::SeatKind;
use rules::Seat;
use yew::prelude::*;

use super::link::Conn;
use super::room_page::{Notice, Online, Turn};
use super::texts::{self, Ot};
use crate::browser;
use crate::components::players::{seat_mark, status_text};
use crate::games;
use crate::i18n::{move_n, Lang, T};
use crate::route::Route;
use crate::storage::SeatInfo;

/// A seat's name as the page shows it: the player's, else "Player n" or the computer's.
pub fn seat_name(state: &Online, seat: Seat, lang: Lang) -> String {
    crate::seat_names::seat_name(&board_seats(state), seat, lang)
}

/// The seats as the boards and the outcome line take them: names (empty where the server
/// has none: [`crate::seat_names::seat_name`] then names them), colours in seat order, computer levels.
pub fn board_seats(state: &Online) -> Vec<SeatInfo> {
    let players = state
        .view
        .as_ref()
        .map(|v| v.players())
        .unwrap_or(state.seats.len());
    crate::seat_names::from_online(&state.seats, players)
}

/// The turn line: "Your turn", "Waiting for Anna", "Waiting for the computer", or the
/// outcome.
pub fn turn_text(state: &Online, lang: Lang) -> String {
    match state.turn() {
        Turn::Yours => lang.t(T::YourTurn).to_string(),
        Turn::Waiting(s) => texts::waiting_for(lang, &seat_name(state, s, lang)),
        Turn::Computer(_) => lang.t(Ot::WaitingComputer).to_string(),
        Turn::OpenSeat(_) => lang.t(Ot::WaitingOpenSeat).to_string(),
        Turn::NotStarted => lang.t(Ot::WaitingToStart).to_string(),
        Turn::StandIn(s) => texts::stand_in_turn(lang, &seat_name(state, s, lang)),
        Turn::Over => match state.claimed {
            Some(s) => texts::claimed_win(lang, &seat_name(state, s, lang)),
            None => state
                .view
                .as_ref()
                .map(|v| status_text(v, &board_seats(state), lang))
                .unwrap_or_default(),
        },
        Turn::Unknown => String::new(),
    }
}

/// The connection line, empty while connected.
pub fn conn_text(state: &Online, lang: Lang) -> Option<&'static str> {
    match state.link.conn() {
        Conn::Open if state.connected() => None,
        Conn::Open | Conn::Connecting if state.link.attempts() == 0 => Some(lang.t(Ot::Connecting)),
        Conn::Open | Conn::Connecting | Conn::Reconnecting { .. } => Some(lang.t(Ot::Reconnecting)),
        Conn::Stopped => Some(lang.t(Ot::Stopped)),
    }
}

pub fn notice_text(notice: &Notice, lang: Lang) -> String {
    match notice {
        Notice::Server { code, .. } => texts::error_text(lang, *code).to_string(),
        Notice::Unreadable => lang.t(Ot::Unreadable).to_string(),
        Notice::UndoDeclined => lang.t(Ot::UndoDeclined).to_string(),
        Notice::SeatNotKept => lang.t(Ot::SeatNotKept).to_string(),
    }
}

/// The moves in words, each with who made it (the server says; an older server's moves made
/// before the page opened are said without it).
pub fn move_words(state: &Online, lang: Lang) -> Vec<String> {
    let Some(game) = state.game else {
        return state.moves.to_vec();
    };
    let seats = board_seats(state);
    state
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let mover = state.movers.get(i).copied();
            games::move_words_by(game, state.position_before(i), m, mover, &seats, lang)
        })
        .collect()
}

pub fn notices(state: &Online, lang: Lang, on_dismiss: Callback<usize>) -> Html {
    html! {
        <div class="notices" aria-live="polite">
            { for state.notices.iter().enumerate().map(|(i, n)| {
                let text = notice_text(n, lang);
                let title = match n {
                    Notice::Server { message, .. } => message.clone(),
                    _ => String::new(),
                };
                let dismiss = on_dismiss.reform(move |_: MouseEvent| i);
                html! {
                    <div key={text.clone()} class="notice error online-notice" role="status" {title}>
                        <span>{ text }</span>
                        <button class="link" onclick={dismiss}>{ lang.t(T::Dismiss) }</button>
                    </div>
                }
            }) }
        </div>
    }
}

/// Each seat: name, whether connected, a computer's level or the computer standing in,
/// its clock (counted to `now`), the game's count for it.
pub fn players(state: &Online, lang: Lang, now: f64) -> Html {
    let to_move = state.view.as_ref().and_then(|v| v.to_move());
    let level = |l: &str| match l {
        "easy" => lang.t(T::LevelEasy).to_string(),
        "medium" => lang.t(T::LevelMedium).to_string(),
        "hard" => lang.t(T::LevelHard).to_string(),
        other => format!("{} ({other})", lang.t(T::Computer)),
    };
    let players = board_seats(state).len();
    html! {
        <section class="players online-players" aria-label={lang.t(T::Players)}>
            <p id="online-turn" class={classes!("status", (state.turn() == Turn::Yours).then_some("your-turn"))}
               role="status" aria-live="polite">{ turn_text(state, lang) }</p>
            <ul>
                { for (0..players).map(|s| {
                    let info = state.seats.get(s);
                    let (kind, presence) = match info.map(|i| &i.kind) {
                        // A computer named by its level needs no second line.
                        Some(SeatKind::Computer { .. }) if info.is_some_and(|i| i.name.trim().is_empty()) => (String::new(), None),
                        Some(SeatKind::Computer { level: l }) => (level(l), None),
                        Some(SeatKind::Open) | None => (lang.t(Ot::OpenSeat).to_string(), None),
                        // Who is connected is known only while this page is.
                        Some(SeatKind::Person) => {
                            let on = info.is_some_and(|i| i.connected);
                            (String::new(), state.connected().then_some(on))
                        }
                    };
                    let name = match info.map(|i| &i.kind) {
                        Some(SeatKind::Open) | None => String::new(),
                        _ => seat_name(state, s, lang),
                    };
                    let me = state.seat == Some(s);
                    let stand_in = state.stood_in(s).then(|| texts::stand_in_for(lang, &seat_name(state, s, lang)));
                    let person = matches!(info.map(|i| &i.kind), Some(SeatKind::Person));
                    let clock = state.clock_parts(s, now).filter(|_| person);
                    let running = state.clock.as_ref().is_some_and(|c| c.running == Some(s));
                    html! {
                        <li class={classes!("seat", (to_move == Some(s)).then_some("to-move"), me.then_some("me"))}
                            data-seat={s.to_string()} aria-current={(to_move == Some(s)).then_some("true")}>
                            { seat_mark(s) }
                            <span class="seat-name">
                                { name }
                                if me { <span class="you">{ format!(" ({})", lang.t(Ot::You)) }</span> }
                            </span>
                            if !kind.is_empty() { <span class="seat-kind muted">{ kind }</span> }
                            if let Some(on) = presence {
                                <span class={classes!("presence", if on { "on" } else { "off" })}
                                      title={lang.t(if on { Ot::Connected } else { Ot::Away })}>
                                    <span class="dot" aria-hidden="true"></span>
                                    <span class="sr-only">{ lang.t(if on { Ot::Connected } else { Ot::Away }) }</span>
                                </span>
                            }
                            if let Some(text) = stand_in {
                                <span class="seat-stand-in">{ text }</span>
                            }
                            if let Some(v) = &state.view {
                                <span class="seat-detail">{ games::seat_detail(v, s, lang) }</span>
                            }
                            if let Some(c) = clock {
                                if c.vacation > 0 {
                                    <span class="seat-vacation" title={lang.t(Ot::OnVacation)}>
                                        { format!("{}: {}", lang.t(Ot::OnVacation), texts::time_left(c.vacation)) }
                                    </span>
                                }
                                <span class={classes!("seat-clock", (running && c.vacation == 0).then_some("running"))}
                                      title={lang.t(Ot::TimeLeft)}>
                                    <span class="sr-only">{ format!("{}: ", lang.t(Ot::TimeLeft)) }</span>
                                    { texts::time_left(c.left) }
                                </span>
                                if let Some(bank) = c.bank {
                                    <span class="seat-bank" title={lang.t(Ot::TimeBank)}>
                                        <span class="sr-only">{ format!("{}: ", lang.t(Ot::TimeBank)) }</span>
                                        { format!("+ {}", texts::time_left(bank)) }
                                    </span>
                                }
                            }
                        </li>
                    }
                }) }
            </ul>
            if state.seat.is_none() && state.connected() {
                <p id="watching" class="muted">{ lang.t(Ot::Watching) }</p>
            }
            if state.spectators > 0 {
                <p class="muted spectators">{ format!("{}: {}", lang.t(Ot::Spectators), state.spectators) }</p>
            }
            if let Some(v) = &state.view { { games::table_detail(v, lang) } }
        </section>
    }
}

/// The moves in words, notation in `title` and `data-notation`, the last one announced;
/// `list` is kept scrolled to the newest (`use_scrolled_to_current`).
pub fn move_list(state: &Online, lang: Lang, list: NodeRef) -> Html {
    let words = move_words(state, lang);
    // A board that says each move itself (`games::announces_moves`) leaves it to the board.
    let own_words = state.game.is_some_and(games::announces_moves);
    let announcement = words
        .last()
        .filter(|_| !own_words)
        .map(|m| move_n(lang, words.len(), m))
        .unwrap_or_default();
    html! {
        <section class="moves" aria-label={lang.t(T::Moves)}>
            <h2>{ lang.t(T::Moves) }</h2>
            <p class="sr-only" aria-live="polite" aria-atomic="true">{ announcement }</p>
            if words.is_empty() {
                <p class="muted">{ lang.t(T::NoMovesYet) }</p>
            } else {
                // Scrolls when long: focusable, so keys scroll it (its items are not buttons).
                <ol class="move-list" ref={list} tabindex="0" aria-label={lang.t(T::Moves)}>
                    { for words.iter().zip(state.moves.iter()).enumerate().map(|(i, (m, notation))| html! {
                        <li key={i}>
                            <span class={classes!("move", (i + 1 == words.len()).then_some("current"))}
                                  title={notation.clone()} data-notation={notation.clone()}>{ m }</span>
                        </li>
                    }) }
                </ol>
            }
        </section>
    }
}

/// The page of a finished game's record as a local game (`/<game>?record=<link>`), when
/// the record reads and fits in a link.
pub fn local_game_href(record: &str) -> Option<String> {
    let record = serde_json::from_str::<rules::Record>(record).ok()?;
    let code = record.to_link().ok()?;
    let path = Route::Game { game: record.game }.to_path();
    Some(format!("{path}?record={code}"))
}

/// Undo: the question to answer, the wait for answers, or the button to ask.
pub fn undo(state: &Online, lang: Lang, ask: Callback<MouseEvent>, answer: Callback<bool>) -> Html {
    let mine = state.asked_undo && state.undo.is_some();
    html! {
        <>
            if let Some(u) = state.undo_to_answer() {
                <div class="online-undo card" role="alertdialog" aria-labelledby="undo-question">
                    <p id="undo-question">{ texts::undo_question(lang, &seat_name(state, u.by, lang)) }</p>
                    <div class="row">
                        <button id="undo-accept" class="primary" onclick={answer.reform(|_: MouseEvent| true)}>{ lang.t(Ot::Accept) }</button>
                        <button id="undo-decline" class="secondary" onclick={answer.reform(|_: MouseEvent| false)}>{ lang.t(Ot::Decline) }</button>
                    </div>
                </div>
            }
            if mine {
                <p id="undo-waiting" class="muted" role="status">{ lang.t(Ot::UndoWaiting) }</p>
            }
            if state.can_ask_undo() {
                <div class="controls">
                    <button id="undo-request" class="secondary" onclick={ask}>{ lang.t(Ot::AskUndo) }</button>
                </div>
            }
        </>
    }
}

/// A finished game: its record as a file, or opened as a local game, and until when the
/// server keeps it.
pub fn finished(state: &Online, lang: Lang) -> Option<Html> {
    let record = state.record.clone()?;
    let game = state.game.map(|g| g.as_str()).unwrap_or("game");
    let name = format!("cube-table-{game}-{}.json", state.room);
    // A record too long for a link is offered as the file only.
    let local = local_game_href(&record);
    let download = Callback::from(move |_: MouseEvent| browser::download(&name, &record));
    Some(html! {
        <section id="online-finished" class="online-finished">
            <h2>{ lang.t(T::GameIsOver) }</h2>
            if let Some(expires) = state.expires {
                <p id="online-kept-until" class="muted">{ texts::kept_until(lang, &texts::day(expires)) }</p>
            }
            <div class="row">
                <button id="online-download" class="secondary" onclick={download}>{ lang.t(Ot::DownloadRecord) }</button>
                if let Some(href) = local {
                    <a id="online-open-local" class="button secondary" {href}>{ lang.t(Ot::OpenLocally) }</a>
                }
            </div>
        </section>
    })
}

/// For a seated player: the invite link while a seat is open, the spectators' link, and
/// the seat's own link for another device, with a button that replaces it.
pub fn links(state: &Online, lang: Lang, new_link: Callback<MouseEvent>) -> Option<Html> {
    state.seat?;
    let token = state.token.as_deref()?;
    let watch = state.watch_id.as_deref()?;
    let origin = browser::origin();
    let open_seat = state.seats.iter().any(|s| s.kind == SeatKind::Open);
    Some(html! {
        <section class="online-links">
            if open_seat && state.live() {
                <ShareLink id="invite-link" label={lang.t(Ot::InviteLink)}
                           url={format!("{origin}{}", online::paths::invite(&state.room))} />
            }
            <ShareLink id="watch-link" label={lang.t(Ot::WatchLink)}
                       url={format!("{origin}{}", online::paths::watch(watch))} />
            if state.live() {
                <ShareLink id="seat-link" label={lang.t(Ot::SeatLink)}
                           url={format!("{origin}{}", online::paths::seat(&state.room, token))} />
                <p class="row">
                    <button id="new-seat-link" class="secondary" type="button" onclick={new_link}
                            disabled={!state.connected()}>{ lang.t(Ot::NewSeatLink) }</button>
                    <span class="muted">{ lang.t(Ot::NewSeatLinkHint) }</span>
                </p>
            }
        </section>
    })
}

#[derive(Properties, PartialEq)]
pub struct LinkProps {
    pub id: AttrValue,
    pub label: AttrValue,
    pub url: AttrValue,
}

/// A link to share, with a Copy button.
#[function_component(ShareLink)]
pub fn share_link(p: &LinkProps) -> Html {
    let lang = crate::context::use_lang();
    let copied = use_state(|| false);
    let copy = {
        let url = p.url.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            browser::copy_to_clipboard(&url);
            copied.set(true);
        })
    };
    html! {
        <label class="share online-link">
            <span>{ p.label.clone() }</span>
            <span class="row">
                <input id={p.id.clone()} type="text" readonly=true value={p.url.clone()} />
                <button class="secondary" id={format!("{}-copy", p.id)} type="button" onclick={copy}>{ lang.t(Ot::Copy) }</button>
                if *copied { <span role="status">{ lang.t(Ot::Copied) }</span> }
            </span>
        </label>
    }
}

#[derive(Properties, PartialEq)]
pub struct JoinProps {
    pub on_join: Callback<String>,
}

/// "Take a seat": a name and a button.
#[function_component(JoinForm)]
pub fn join_form(p: &JoinProps) -> Html {
    let lang = crate::context::use_lang();
    let name = use_state(String::new);
    let oninput = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                name.set(i.value());
            }
        })
    };
    let onsubmit = {
        let name = name.clone();
        let on_join = p.on_join.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let n: String = name.trim().chars().take(online::limits::NAME).collect();
            on_join.emit(n);
        })
    };
    html! {
        <form class="join card" {onsubmit}>
            <p>{ lang.t(Ot::SeatFree) }</p>
            <label class="field">
                <span>{ lang.t(Ot::YourName) }</span>
                <input id="join-name" type="text" required=true maxlength={online::limits::NAME.to_string()}
                       value={(*name).clone()} {oninput} />
            </label>
            <button id="join" type="submit" class="primary">{ lang.t(Ot::TakeASeat) }</button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::super::room_page::tests::recv;
    use super::*;
    use online::{SeatInfo as Info, ServerMsg};
    use rules::{AnyGame, GameId, Setup};
    use std::rc::Rc;
    use yew::Reducible;

    fn room(seat: Option<Seat>) -> Rc<Online> {
        let seats = vec![Info::person("Anna"), Info::computer("easy")];
        let g = AnyGame::new(GameId::Cubulus, &Setup::players(2), 1).expect("setup");
        Rc::new(Online::new("r", false, None))
            .reduce(super::super::room_page::Action::Opened)
            .reduce(recv(ServerMsg::Welcome {
                v: online::VERSION,
                room: "r".into(),
                watch: "w".into(),
                game: "cubulus".into(),
                setup: Setup::players(2),
                seat,
                seats,
                clock: online::Clock::None,
                listed: false,
                stand_in: "medium".into(),
                rated: false,
            }))
            .reduce(recv(ServerMsg::position(0, g.view(seat), vec![])))
    }

    /// Issue 47, item 8: moves made before the page opened name their mover too (the
    /// server says who made each), as do the ones it saw.
    #[test]
    fn every_move_names_who_made_it_even_before_the_page_opened() {
        let mut g = AnyGame::new(GameId::Cubulus, &Setup::players(2), 1).expect("setup");
        let mut moves = Vec::new();
        let mut movers = Vec::new();
        for _ in 0..2 {
            let m = g.legal_moves()[0].clone();
            movers.push(g.to_move().expect("a seat to move"));
            g.play_str(&m).expect("legal");
            moves.push(m);
        }
        let mut msg = ServerMsg::position(2, g.view(None), moves);
        if let ServerMsg::State { movers: m, .. } = &mut msg {
            *m = movers.clone();
        }
        let page = room(None).reduce(recv(msg));
        let words = move_words(&page, Lang::En);
        assert_eq!(words.len(), 2);
        for (w, &s) in words.iter().zip(&movers) {
            let name = ["Anna", "Computer (easy)"][s];
            assert!(w.starts_with(&format!("{name}: ")), "{w}");
        }
    }

    #[test]
    fn the_turn_line_names_who_is_awaited() {
        let to_move = AnyGame::new(GameId::Cubulus, &Setup::players(2), 1)
            .expect("setup")
            .to_move();
        let watching = room(None);
        let text = turn_text(&watching, Lang::En);
        match to_move {
            Some(0) => assert_eq!(text, "Waiting for Anna"),
            _ => assert_eq!(text, "Waiting for the computer"),
        }
        let playing = room(to_move);
        assert_eq!(turn_text(&playing, Lang::De), "Du bist am Zug");
    }

    #[test]
    fn the_boards_get_names_for_every_seat_and_computer_levels() {
        let page = room(None);
        let seats = board_seats(&page);
        assert_eq!(seat_name(&page, 0, Lang::En), "Anna");
        assert_eq!(seat_name(&page, 1, Lang::En), "Computer (easy)");
        assert_eq!(seat_name(&page, 1, Lang::Hu), "Számítógép (könnyű)");
        assert_eq!(seats[1].ai.as_deref(), Some("easy"));
    }

    #[test]
    fn a_finished_record_opens_as_a_local_game_by_link() {
        let mut record = rules::Record::new(GameId::Cubulus, &Setup::players(2), 9);
        record.moves = vec!["n000".into()];
        let json = record.to_json().expect("json");
        let href = local_game_href(&json).expect("a link");
        assert!(href.starts_with("/cubulus?record=2"), "{href}");
        assert_eq!(local_game_href("not a record"), None);
    }

    #[test]
    fn the_connection_line_says_reconnecting_while_the_socket_is_down() {
        let p = room(Some(0));
        assert_eq!(conn_text(&p, Lang::En), None);
        let p = p.reduce(super::super::room_page::Action::Closed);
        assert_eq!(conn_text(&p, Lang::En), Some("Reconnecting…"));
        let fresh = Online::new("r", false, None);
        assert_eq!(conn_text(&fresh, Lang::En), Some("Connecting…"));
    }
}
