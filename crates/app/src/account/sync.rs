//! Seats and progress that follow the account (issue 44, item 2; `POST
//! /api/account/sync`): a signed-in browser hands over the seats it holds and what it has
//! finished, and keeps the account's seats it lacked (each with a key of its own) and
//! everything the account has finished. Run by the account page when it finds the browser
//! signed in, and by "My games" on the home page when this browser was signed in last
//! (`storage::signed_in_as`), and at once after a lesson stage or a puzzle is finished
//! ([`soon`]). [`request`] and [`apply`] are pure over the storage trait.

use online::{AccountSync, AccountSynced};
use rules::GameId;

use crate::learn::progress;
use crate::storage::{self, HeldSeat, KeyValue};

/// The seats this browser holds and what it has finished, as the request says them.
pub fn request(store: &impl KeyValue) -> AccountSync {
    let seats = storage::my_rooms(store)
        .into_iter()
        .filter_map(|room| {
            let held = storage::load_held_seat(store, &room)?;
            Some(online::SeatLink {
                room,
                token: held.token,
            })
        })
        .take(online::limits::ACCOUNT_SEATS)
        .collect();
    let mut items: Vec<String> = GameId::ALL
        .into_iter()
        .flat_map(|game| {
            progress::load(store, game)
                .into_iter()
                .map(move |stage| format!("learn/{}/{stage}", game.as_str()))
        })
        .chain(
            storage::solved_puzzles(store)
                .into_iter()
                .map(|p| format!("puzzle/{p}")),
        )
        .filter(|i| i.len() <= online::limits::PROGRESS_ITEM)
        .collect();
    items.truncate(online::limits::PROGRESS_ITEMS);
    AccountSync {
        seats,
        progress: items,
    }
}

/// Keeps what the answer brought: the account's seats this browser lacked (after the ones
/// it took itself in "My games") and everything finished; a seat this browser held by a
/// token that no longer plays it (an ended key, a replaced link) takes the new key. Returns
/// how many seats came.
pub fn apply(store: &mut impl KeyValue, answer: &AccountSynced) -> usize {
    let mut came = 0;
    let dead = |room: &str| {
        answer
            .refused
            .iter()
            .any(|r| r.room == room && r.why == online::NotBound::NoSeat)
    };
    for s in &answer.seats {
        if storage::load_held_seat(store, &s.room).is_some() && !dead(&s.room) {
            continue;
        }
        let held = HeldSeat {
            seat: s.seat,
            token: s.token.clone(),
            from_account: true,
        };
        if storage::keep_held_seat(store, &s.room, &held).is_ok() {
            came += 1;
        }
    }
    for game in GameId::ALL {
        let prefix = format!("learn/{}/", game.as_str());
        let mut done = progress::load(store, game);
        let before = done.len();
        for stage in answer
            .progress
            .iter()
            .filter_map(|i| i.strip_prefix(&prefix))
        {
            if !done.iter().any(|d| d == stage) {
                done.push(stage.to_string());
            }
        }
        if done.len() != before {
            progress::set_all(store, game, &done);
        }
    }
    let mut solved = storage::solved_puzzles(store);
    let before = solved.len();
    for p in answer
        .progress
        .iter()
        .filter_map(|i| i.strip_prefix("puzzle/"))
    {
        if !solved.iter().any(|s| s == p) {
            solved.push(p.to_string());
        }
    }
    if solved.len() != before {
        storage::set_solved_puzzles(store, &solved);
    }
    came
}

/// What a sync came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Synced {
    /// Signed in as `handle`; `seats` of the account's came to this browser.
    Yes { handle: String, seats: usize },
    /// The server says this browser is not signed in (the remembered handle is forgotten).
    SignedOut,
    /// No server answered (offline, the static build): nothing changed.
    NoServer,
}

/// After a lesson stage or a puzzle is finished: a browser signed in to an account hands it
/// over at once (in the background), so that the account's other devices have it at their
/// next sync. A stranger's browser asks nothing.
pub fn soon() {
    use crate::storage::BrowserStore;
    if storage::signed_in_as(&BrowserStore::open()).is_some() {
        wasm_bindgen_futures::spawn_local(async {
            sync().await;
        });
    }
}

/// Syncs this browser with its account.
pub async fn sync() -> Synced {
    use crate::storage::BrowserStore;
    let body = online::to_text(&request(&BrowserStore::open()));
    match crate::browser::post_json(online::paths::account::SYNC, &body).await {
        Some((200, text)) => match serde_json::from_str::<AccountSynced>(&text) {
            Ok(answer) => {
                let mut store = BrowserStore::open();
                let seats = apply(&mut store, &answer);
                storage::set_signed_in_as(&mut store, Some(&answer.handle));
                Synced::Yes {
                    handle: answer.handle,
                    seats,
                }
            }
            Err(_) => Synced::NoServer,
        },
        Some((401, _)) => {
            // The session ended (signed out everywhere, or it ran out): so did its keys.
            let mut store = BrowserStore::open();
            storage::set_signed_in_as(&mut store, None);
            storage::forget_account_seats(&mut store);
            Synced::SignedOut
        }
        _ => Synced::NoServer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::MemoryStore;
    use online::AccountSeat;

    #[test]
    fn the_request_names_the_held_seats_and_everything_finished() {
        let mut store = MemoryStore::default();
        let held = HeldSeat {
            seat: 1,
            token: "tok".into(),
            from_account: false,
        };
        storage::save_held_seat(&mut store, "room1", &held).unwrap();
        progress::mark_done(&mut store, GameId::Cubulus, &[], "push-one").unwrap();
        storage::mark_puzzle_solved(&mut store, GameId::Cubes, 3).unwrap();
        let req = request(&store);
        assert_eq!(
            req.seats,
            vec![online::SeatLink {
                room: "room1".into(),
                token: "tok".into()
            }]
        );
        assert_eq!(req.progress, ["learn/cubulus/push-one", "puzzle/cubes/3"]);
    }

    #[test]
    fn the_answer_adds_seats_behind_the_browser_s_own_and_merges_progress() {
        let mut store = MemoryStore::default();
        let own = HeldSeat {
            seat: 0,
            token: "mine".into(),
            from_account: false,
        };
        storage::save_held_seat(&mut store, "own", &own).unwrap();
        progress::mark_done(&mut store, GameId::Mojave, &[], "first").unwrap();
        let answer = AccountSynced {
            handle: "Ada".into(),
            seats: vec![
                AccountSeat {
                    room: "far".into(),
                    seat: 1,
                    token: "key".into(),
                },
                AccountSeat {
                    room: "own".into(),
                    seat: 0,
                    token: "other-key".into(),
                },
            ],
            refused: vec![],
            progress: vec![
                "learn/mojave/first".into(),
                "learn/cubulus/push-one".into(),
                "puzzle/cubes/3".into(),
            ],
        };
        assert_eq!(apply(&mut store, &answer), 1);
        assert_eq!(storage::my_rooms(&store), ["own", "far"]);
        assert_eq!(
            storage::load_held_seat(&store, "own").unwrap().token,
            "mine",
            "a seat the browser holds keeps its own token"
        );
        assert_eq!(storage::load_held_seat(&store, "far").unwrap().seat, 1);
        assert_eq!(progress::load(&store, GameId::Mojave), ["first"]);
        assert_eq!(progress::load(&store, GameId::Cubulus), ["push-one"]);
        assert_eq!(storage::solved_puzzles(&store), ["cubes/3"]);
        // Again: nothing new.
        assert_eq!(apply(&mut store, &answer), 0);
        assert_eq!(storage::my_rooms(&store), ["own", "far"]);
        assert!(storage::load_held_seat(&store, "far").unwrap().from_account);
        assert!(!storage::load_held_seat(&store, "own").unwrap().from_account);
        // A key that ended (refused as no seat) gives way to the new one.
        let renewed = AccountSynced {
            seats: vec![AccountSeat {
                room: "far".into(),
                seat: 1,
                token: "new-key".into(),
            }],
            refused: vec![online::SeatRefused {
                room: "far".into(),
                why: online::NotBound::NoSeat,
            }],
            ..answer.clone()
        };
        assert_eq!(apply(&mut store, &renewed), 1);
        assert_eq!(
            storage::load_held_seat(&store, "far").unwrap().token,
            "new-key"
        );
        // Signed out: the account's seats leave this browser, its own stay.
        storage::forget_account_seats(&mut store);
        assert_eq!(storage::my_rooms(&store), ["own"]);
    }
}
