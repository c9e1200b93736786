//! "My online games" on the home page: the online rooms this device holds a seat in
//! (`storage::my_rooms`), each with whose turn it is, asked of the server in one request
//! (`POST /api/turns`). A turn-based game's page may be closed: this is where its player
//! finds it again, turns on pushes for all of them ([`super::notify_all`]), and where a
//! person going away pauses them ([`super::vacation`]). A browser signed in to an account
//! first gets the account's seats it lacks (`crate::account::sync`).
//! Without a server (the static build, offline) the list stays away.

use online::{RoomTurn, SeatKind, Turns, TurnsAnswer};
use rules::{GameId, Seat};
use yew::prelude::*;

use crate::browser;
use crate::context::{use_lang, use_mounted};
use crate::games;
use crate::i18n::{turn_of, Lang, T};
use crate::seat_names::{from_online, seat_name};
use crate::storage::{self, BrowserStore};

/// A room of this device and the seat it holds there.
type Mine = (RoomTurn, Option<Seat>);

/// What a room waits for, said from this device's seat.
pub fn status(room: &RoomTurn, seat: Option<Seat>, lang: Lang) -> (String, bool) {
    if room.over {
        return (lang.t(T::Finished).to_string(), false);
    }
    if room.waiting {
        return (lang.t(T::WaitingForPlayers).to_string(), false);
    }
    let Some(to_move) = room.to_move else {
        return (String::new(), false);
    };
    let info = room.seats.get(to_move);
    let computer = info.is_some_and(|s| s.stand_in || matches!(s.kind, SeatKind::Computer { .. }));
    if Some(to_move) == seat && !computer {
        return (lang.t(T::YourTurn).to_string(), true);
    }
    let name = if computer {
        lang.t(T::Computer).to_string()
    } else {
        seat_name(&from_online(&room.seats, room.seats.len()), to_move, lang)
    };
    (turn_of(lang, &name), false)
}

/// What a room waits for, from this device's seat, in the order of the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Waits {
    ForYou,
    ForAnother,
    ForPlayers,
    Nothing,
}

fn waits(room: &RoomTurn, seat: Option<Seat>) -> Waits {
    match status(room, seat, Lang::En) {
        _ if room.over => Waits::Nothing,
        _ if room.waiting => Waits::ForPlayers,
        (_, true) => Waits::ForYou,
        _ => Waits::ForAnother,
    }
}

/// The order of the list: the rooms where this device's seat is to move first, then the
/// games waiting for another player's move, then those waiting for players, the finished
/// ones last; within each, the clock that runs out first comes first (a game without a
/// running clock after those with one), and else as the device keeps them (the newest
/// first).
pub fn in_order(rooms: &mut [Mine]) {
    let rank = |(room, seat): &Mine| {
        let deadline = if room.deadline > 0 {
            room.deadline
        } else {
            i64::MAX
        };
        (waits(room, *seat), deadline)
    };
    rules::small_sort::by_key(rooms, rank);
}

#[function_component(MyGames)]
pub fn my_games() -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let rooms = use_state(Vec::<Mine>::new);
    {
        let rooms = rooms.clone();
        use_effect_with(mounted, move |&mounted| {
            let store = BrowserStore::open();
            let signed_in = mounted && storage::signed_in_as(&store).is_some();
            if mounted && (signed_in || !storage::my_rooms(&store).is_empty()) {
                wasm_bindgen_futures::spawn_local(async move {
                    // A browser signed in to an account first gets the account's seats.
                    if signed_in {
                        crate::account::sync::sync().await;
                    }
                    let ids = storage::my_rooms(&BrowserStore::open());
                    if ids.is_empty() {
                        return;
                    }
                    let ask = online::to_text(&Turns { rooms: ids });
                    let Some((200, text)) = browser::post_json(online::paths::TURNS, &ask).await
                    else {
                        return;
                    };
                    let Ok(answer) = serde_json::from_str::<TurnsAnswer>(&text) else {
                        return;
                    };
                    let store = BrowserStore::open();
                    let mut mine: Vec<Mine> = answer
                        .rooms
                        .into_iter()
                        .map(|r| {
                            let seat = storage::load_held_seat(&store, &r.room).map(|h| h.seat);
                            (r, seat)
                        })
                        .collect();
                    in_order(&mut mine);
                    rooms.set(mine);
                });
            }
        });
    }
    if rooms.is_empty() {
        return html! {};
    }
    // The seats of games that are not over: the vacation asks which of them may pause.
    let seats: Vec<online::SeatLink> = {
        let store = BrowserStore::open();
        rooms
            .iter()
            .filter(|(r, _)| !r.over)
            .filter_map(|(r, _)| {
                storage::load_held_seat(&store, &r.room).map(|h| online::SeatLink {
                    room: r.room.clone(),
                    token: h.token,
                })
            })
            .collect()
    };
    html! {
        <section class="my-games" aria-labelledby="my-games-title">
            <h2 id="my-games-title">{ lang.t(T::MyGames) }</h2>
            // The first room where it is this device's turn (the list is in that order).
            if let Some((room, _)) = rooms.first().filter(|(r, s)| status(r, *s, lang).1) {
                <p><a id="next-game" class="button primary" href={online::paths::invite(&room.room)}>{ lang.t(T::NextGame) }</a></p>
            }
            <ul>
                { for rooms.iter().map(|(room, seat)| {
                    let (text, mine) = status(room, *seat, lang);
                    let game = room.game.parse::<GameId>().map(|g| games::name(g, lang)).unwrap_or(&room.game);
                    let names: Vec<&str> = room.seats.iter().filter(|s| s.kind == SeatKind::Person).map(|s| s.name.as_str()).collect();
                    html! {
                        <li class={classes!("my-game", mine.then_some("your-turn"))} data-room={room.room.clone()}>
                            <a href={online::paths::invite(&room.room)}>{ format!("{game} — {}", names.join(", ")) }</a>
                            { " " }
                            <span class="my-game-status">{ text }</span>
                        </li>
                    }
                }) }
            </ul>
            <super::notify_all::NotifyAll seats={seats.clone()} />
            <super::vacation::Vacation {seats} />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use online::SeatInfo;

    fn seat(name: &str, kind: SeatKind, stand_in: bool) -> SeatInfo {
        SeatInfo {
            kind,
            name: name.into(),
            connected: true,
            stand_in,
            returning: false,
        }
    }

    #[test]
    fn each_room_says_whose_turn_from_this_device_s_seat() {
        let mut room = RoomTurn {
            room: "r".into(),
            game: "cubes".into(),
            seats: vec![
                seat("Anna", SeatKind::Person, false),
                seat("Ben", SeatKind::Person, false),
            ],
            to_move: Some(1),
            waiting: false,
            over: false,
            deadline: 0,
        };
        assert_eq!(
            status(&room, Some(1), Lang::En),
            ("Your turn".to_string(), true)
        );
        assert_eq!(
            status(&room, Some(0), Lang::De),
            ("Ben ist am Zug".to_string(), false)
        );
        room.seats[1].stand_in = true;
        assert!(
            !status(&room, Some(1), Lang::En).1,
            "the computer moves for it"
        );
        room.waiting = true;
        assert_eq!(status(&room, Some(0), Lang::Hu).0, "játékosokra vár");
        room.over = true;
        assert_eq!(status(&room, Some(0), Lang::En).0, Lang::En.t(T::Finished));
    }

    #[test]
    fn rooms_where_it_is_your_turn_come_first_and_finished_ones_last() {
        let room = |id: &str, to_move: Option<Seat>, waiting: bool, over: bool| RoomTurn {
            room: id.into(),
            game: "cubes".into(),
            seats: vec![
                seat("Anna", SeatKind::Person, false),
                seat("Ben", SeatKind::Person, false),
            ],
            to_move,
            waiting,
            over,
            deadline: 0,
        };
        let timed = |id: &str, deadline: i64| RoomTurn {
            deadline,
            ..room(id, Some(0), false, false)
        };
        let mut rooms: Vec<Mine> = vec![
            (room("over", None, false, true), Some(0)),
            (room("theirs", Some(1), false, false), Some(0)),
            (room("open", Some(0), true, false), Some(0)),
            (room("mine", Some(0), false, false), Some(0)),
            (room("mine-too", Some(1), false, false), Some(1)),
            (timed("mine-later", 9_000), Some(0)),
            (timed("mine-soon", 5_000), Some(0)),
        ];
        in_order(&mut rooms);
        let ids: Vec<&str> = rooms.iter().map(|(r, _)| r.room.as_str()).collect();
        assert_eq!(
            ids,
            [
                "mine-soon",
                "mine-later",
                "mine",
                "mine-too",
                "theirs",
                "open",
                "over"
            ],
            "your turn first, the most urgent of them first"
        );
    }
}
