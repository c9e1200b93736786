//! The page of an online room (`/online/<room>`, `?watch=1` to only watch): wires the
//! room's socket to the reducer (`online::room_page`) and lays out the board, the players and
//! their clocks, the links, undo, the computer standing in, playing again, quick messages
//! and the record; tells the player when it is their turn in a hidden tab
//! (`online::alerts`). What it shows is decided in `online::room_page` and `online::view`.

use crate::router::{use_navigator, use_query, Link};
use online::{ClientMsg, Phrase, VERSION};
use yew::prelude::*;

use crate::browser;
use crate::context::{use_document_game, use_lang};
use crate::games::{self, Board};
use crate::i18n::T;
use crate::online::alerts::{self, AlertSettings};
use crate::online::link::Conn;
use crate::online::room_page::{Action, Online};
use crate::online::socket::{open_in, use_retry, Event, SocketSlot};
use crate::online::texts::Ot;
use crate::online::view::{self, JoinForm};
use crate::online::{table, talk};
use crate::route::Route;
use crate::storage::{self, BrowserStore, HeldSeat};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub room: String,
}

/// `?watch=1`: the spectator link.
fn watching(query: &str) -> bool {
    query
        .trim_start_matches('?')
        .split('&')
        .any(|pair| pair == "watch=1")
}

/// A running clock is redrawn this often.
const CLOCK_TICK_MS: i32 = 250;

fn send(socket: &SocketSlot, msg: ClientMsg) -> bool {
    socket.borrow().as_ref().is_some_and(|s| s.send(&msg))
}

#[function_component(OnlinePage)]
pub fn online_page(p: &Props) -> Html {
    let lang = use_lang();
    let document_game = use_document_game();
    let watch = watching(&use_query());
    let state = {
        let room = p.room.clone();
        use_reducer(move || {
            // A seat's own link (from another device) wins over the seat kept here.
            let token = browser::take_fragment()
                .and_then(|f| online::paths::token_in_fragment(&f).map(str::to_string))
                .or_else(|| storage::load_held_seat(&BrowserStore::open(), &room).map(|h| h.token));
            Online::new(&room, watch, token)
        })
    };
    let socket: SocketSlot = use_mut_ref(|| None);
    let moves_list = use_node_ref();
    crate::components::move_list::use_scrolled_to_current(&moves_list, state.moves.len());

    // A socket for each generation; its hello carries the seat token, if any.
    {
        let dispatch = state.dispatcher();
        let socket = socket.clone();
        let token = state.token.clone();
        let room = p.room.clone();
        use_effect_with(state.link.generation(), move |_| {
            let on_event = {
                let socket = socket.clone();
                let dispatch = dispatch.clone();
                move |event: Event| match event {
                    Event::Open => {
                        send(
                            &socket,
                            ClientMsg::Hello {
                                v: VERSION,
                                token: token.clone(),
                            },
                        );
                        dispatch.dispatch(Action::Opened);
                    }
                    Event::Text(text) => dispatch.dispatch(match online::read_server(&text) {
                        Ok(msg) => Action::Received {
                            msg: Box::new(msg),
                            at: crate::browser::now(),
                        },
                        Err(_) => Action::Unreadable,
                    }),
                    Event::Closed => dispatch.dispatch(Action::Closed),
                }
            };
            open_in(&socket, &online::paths::socket(&room), on_event)
        });
    }

    // While the socket is down, try again after the backoff delay.
    {
        let dispatch = state.dispatcher();
        use_retry(
            state.link.conn(),
            Callback::from(move |_| dispatch.dispatch(Action::Retry)),
        );
    }

    // The seat this browser plays is kept for reloads; a refused one is forgotten.
    {
        let room = p.room.clone();
        let dispatch = state.dispatcher();
        use_effect_with(
            (state.token.clone(), state.seat, watch),
            move |(token, seat, watch)| {
                let mut store = BrowserStore::open();
                match (token, seat, watch) {
                    (_, _, true) => {}
                    (Some(token), Some(seat), false) => {
                        let held = HeldSeat {
                            seat: *seat,
                            token: token.clone(),
                            from_account: false,
                        };
                        // A full storage costs the automatic rejoin after a reload: say so.
                        if storage::save_held_seat(&mut store, &room, &held).is_err() {
                            dispatch.dispatch(Action::SeatNotKept);
                        }
                    }
                    (None, _, false) => storage::forget_held_seat(&mut store, &room),
                    (Some(_), None, false) => {}
                }
            },
        );
    }

    // A running clock is redrawn a few times a second.
    let now = use_state(browser::now);
    {
        let now = now.clone();
        let running = state.live() && state.clock.as_ref().is_some_and(|c| c.running.is_some());
        use_effect_with((running, *now as u64), move |&(running, _)| {
            if running {
                browser::after(CLOCK_TICK_MS, move || now.set(browser::now()));
            }
        });
    }

    // "Your turn" in a hidden tab: the title and icon while it lasts, the notification and
    // the sound as it comes.
    let hidden = alerts::use_hidden();
    let was_mine = use_mut_ref(|| false);
    {
        let game = state
            .game
            .map(|g| games::name(g, lang))
            .unwrap_or_default()
            .to_string();
        let was_mine = was_mine.clone();
        use_effect_with(
            (state.my_turn(), hidden, lang, state.game),
            move |&(mine, hidden, lang, _)| {
                let due = alerts::due(*was_mine.borrow(), mine, hidden);
                *was_mine.borrow_mut() = mine;
                alerts::show(lang, &game, due.badge);
                if due.ring {
                    alerts::ring(
                        lang,
                        &game,
                        storage::load_turn_alerts(&BrowserStore::open()),
                    );
                }
            },
        );
    }
    use_effect_with((), |_| alerts::reset);

    // Everyone accepted to play again: a seated player goes to the new game, its token
    // playing the seat after its own.
    let next_room = state.rematch.as_ref().and_then(|r| r.next.clone());
    {
        let navigator = use_navigator();
        let (token, seat) = (state.token.clone(), table::next_seat(&state));
        use_effect_with(next_room.clone(), move |next| {
            if let (Some(next), Some(token), Some(seat)) = (next, token, seat) {
                let _ = storage::save_held_seat(
                    &mut BrowserStore::open(),
                    next,
                    &HeldSeat {
                        seat,
                        token,
                        from_account: false,
                    },
                );
                if let Some(nav) = navigator {
                    nav.push(&Route::Online { room: next.clone() });
                }
            }
        });
    }
    let next_href = next_room.map(|next| {
        if state.watch {
            online::paths::watch(&next)
        } else {
            online::paths::invite(&next)
        }
    });

    let dispatch = state.dispatcher();
    let on_move = {
        let socket = socket.clone();
        let dispatch = dispatch.clone();
        let (ply, my_turn) = (state.ply, state.my_turn());
        Callback::from(move |text: String| {
            if my_turn && send(&socket, ClientMsg::Move { ply, text }) {
                dispatch.dispatch(Action::Sent(ply));
            }
        })
    };
    let on_join = {
        let socket = socket.clone();
        Callback::from(move |name: String| {
            send(&socket, ClientMsg::Join { name });
        })
    };
    let ask_undo = {
        let socket = socket.clone();
        let ply = state.ply;
        Callback::from(move |_: MouseEvent| {
            send(&socket, ClientMsg::UndoRequest { ply });
        })
    };
    let answer = {
        let socket = socket.clone();
        Callback::from(move |accept: bool| {
            send(&socket, ClientMsg::UndoAnswer { accept });
        })
    };
    let new_link = {
        let socket = socket.clone();
        Callback::from(move |_: MouseEvent| {
            send(&socket, ClientMsg::NewToken);
        })
    };
    let sender = |msg: ClientMsg| {
        let socket = socket.clone();
        Callback::from(move |_: MouseEvent| {
            send(&socket, msg.clone());
        })
    };
    let resume = sender(ClientMsg::Resume);
    let claim = sender(ClientMsg::ClaimWin);
    let play_again = {
        let socket = socket.clone();
        Callback::from(move |accept: bool| {
            send(&socket, ClientMsg::PlayAgain { accept });
        })
    };
    let say = {
        let socket = socket.clone();
        Callback::from(move |phrase: Phrase| {
            send(&socket, ClientMsg::Say { phrase });
        })
    };
    let on_dismiss = Callback::from(move |i: usize| dispatch.dispatch(Action::Dismiss(i)));

    // The game is known before the room's first message where the document was made for
    // it: a prerendered room frame shows its name and links, and the take-over matches.
    let game = state.game.or(document_game);
    let title = game
        .map(|g| games::name(g, lang))
        .unwrap_or(lang.t(Ot::OnlineGame));
    let seats = view::board_seats(&state);
    html! {
        <div class="game-page online-page">
            <div class="game-head">
                <h1>
                    { title }
                    if game.is_some() {
                        <span class="online-badge">{ lang.t(Ot::OnlineGame) }</span>
                    }
                    if state.rated {
                        <span id="rated-badge" class="online-badge" title={lang.t(Ot::RatedTable)}>{ lang.t(Ot::Rated) }</span>
                    }
                </h1>
                if let Some(g) = game {
                    <nav class="game-links">
                        <Link to={Route::rules(g)} classes="button secondary">{ lang.t(T::Rules) }</Link>
                        <a id="to-lobby" class="button secondary" href={online::paths::lobby(Some(g.as_str()))}>{ lang.t(Ot::Lobby) }</a>
                    </nav>
                }
            </div>
            if let Some(text) = view::conn_text(&state, lang) {
                <p id="online-conn" class="online-conn" role="status">
                    if state.link.conn() != Conn::Stopped { <span class="spinner" aria-hidden="true"></span> }
                    { text }
                </p>
            }
            { view::notices(&state, lang, on_dismiss) }
            if state.can_join() {
                <JoinForm {on_join} />
            }
            { for table::stand_in(&state, lang, resume, claim) }
            // Until the room's first position arrives there is no table: the connection line
            // says what is happening. The table then comes in whole, the join form above it
            // where a seat is open, so nothing already drawn is pushed aside (a placeholder
            // board that the join form then pushed down shifted most of a phone's screen).
            if let Some(game) = &state.view {
                <div class="game-body">
                    <section class="board-area" aria-label={title}>
                        <Board game={game.clone()} seats={seats.clone()} interactive={state.my_turn()}
                               {on_move} viewer={state.seat} />
                    </section>
                    <aside class="side">
                        { view::players(&state, lang, *now) }
                        { table::play_again(&state, lang, play_again, next_href) }
                        { view::undo(&state, lang, ask_undo, answer) }
                        { talk::panel(&state, lang, say) }
                        { for view::finished(&state, lang) }
                        if state.seat.is_some() && state.live() {
                            <AlertSettings room={AttrValue::from(state.room.clone())}
                                           token={state.token.clone().map(AttrValue::from)} />
                        }
                        { for view::links(&state, lang, new_link) }
                        { view::move_list(&state, lang, moves_list) }
                    </aside>
                </div>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spectator_link_is_watch_1() {
        assert!(watching("?watch=1"));
        assert!(watching("a=b&watch=1"));
        assert!(!watching(""));
        assert!(!watching("?watch=0"));
    }
}
