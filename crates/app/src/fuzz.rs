//! The seeded fuzz suite for what the app reads: stored entries and embed
//! messages, mutated by truncation, bit flips, wrong types, huge and deeply nested values
//! and unknown versions. Records and links are fuzzed in `crates/rules/tests/fuzz.rs`.
//!
//! `FUZZ_COUNT` sets the run (storage states: a twentieth of it, embed messages: a fifth;
//! default 5,000 as in the rules suite, so the short run takes seconds); `FUZZ_SEED` picks
//! another sequence. `scripts/fuzz.sh N` runs it longer.

use std::rc::Rc;

use rules::{GameId, GameRng, Record, Session, Setup};
use serde_json::json;

use crate::embed::protocol::{self, Event};
use crate::i18n::Lang;
use crate::local_game::{PageState, Table};
use crate::online::room_page::{Action as OnlineAction, Online};
use crate::online::view as online_view;
use crate::pages::game::default_seats;
use crate::storage::{self, KeyValue, MemoryStore, SavedGame};

fn count() -> usize {
    std::env::var("FUZZ_COUNT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5_000)
}

fn seed() -> u64 {
    std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(17)
}

/// One mutation of `text`: cut, flipped, stretched, nested, retyped or left alone.
pub fn mutate(text: &str, rng: &mut GameRng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    match rng.below(9) {
        0 => chars.truncate(rng.below(chars.len() as u64 + 1) as usize),
        1 => {
            for _ in 0..=rng.below(4) {
                if !chars.is_empty() {
                    let i = rng.below(chars.len() as u64) as usize;
                    chars[i] = char::from_u32(chars[i] as u32 ^ (1 << rng.below(7))).unwrap_or('?');
                }
            }
        }
        2 => {
            let at = rng.below(chars.len() as u64 + 1) as usize;
            let junk = [
                "\"", "{", "]", ",", "null", "-1", "1e999", "\u{0}", "é", "\\u0000",
            ];
            chars.splice(at..at, junk[rng.below(junk.len() as u64) as usize].chars());
        }
        3 => return format!("{}{}{}", "[".repeat(3000), text, "]".repeat(3000)),
        4 => return "x".repeat(70_000 + rng.below(10) as usize),
        5 => return text.replace("\"format\":1", "\"format\":99"),
        6 => return text.replace(|c: char| c.is_ascii_digit(), "9"),
        7 => return json!([text, 1, null, {"a": true}]).to_string(),
        _ => {}
    }
    chars.into_iter().collect()
}

fn sample_saved(rng: &mut GameRng) -> SavedGame {
    let game = GameId::ALL[rng.below(GameId::ALL.len() as u64) as usize];
    let players = *rules::AnyGame::player_range(game).start();
    let mut record = Record::new(game, &Setup::players(players), rng.below(u64::MAX));
    if let Ok(mut g) = record.start() {
        for _ in 0..rng.below(12) {
            let moves = g.legal_moves();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize].clone();
            if g.play_str(&m).is_err() {
                break;
            }
            record.moves.push(m);
        }
    }
    SavedGame::unnamed(record)
}

/// Storage states: each key holds a good, mutated or foreign entry; the quota is wide,
/// tight or zero. Loading, listing and saving never panic, and nothing is lost: every
/// entry is still in place, or moved whole under `broken/`.
#[test]
fn stored_entries_never_panic_and_nothing_is_lost() {
    let mut rng = GameRng::new(seed());
    let runs = (count() / 20).max(50);
    for run in 0..runs {
        let mut store = MemoryStore::default();
        let good = sample_saved(&mut rng);
        let good_json = good.to_json().unwrap_or_default();
        let keys: Vec<String> = GameId::ALL
            .iter()
            .map(|g| format!("cube-table/current/{}", g.as_str()))
            .chain(["cube-table/recent".to_string()])
            .collect();
        for key in &keys {
            let text = match rng.below(3) {
                0 => continue,
                1 => mutate(&good_json, &mut rng),
                _ if key.ends_with("recent") => format!("[{good_json}]"),
                _ => good_json.clone(),
            };
            let _ = store.set(key, &text);
        }
        let before = store.0.clone();
        store.1 = match rng.below(3) {
            0 => usize::MAX,
            1 => {
                before.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>()
                    + rng.below(200) as usize
            }
            _ => 0,
        };
        let now = run as f64;
        for game in GameId::ALL {
            let _ = storage::load_current(&mut store, game, now);
        }
        let _ = storage::recent(&mut store, now);
        let _ = storage::push_recent(&mut store, good.clone(), now);
        let _ = storage::save_current(&mut store, &good);
        for (key, value) in &before {
            // A valid entry may be replaced by a newer save; a broken one must stay in
            // place or be kept aside whole.
            let valid = if key.ends_with("recent") {
                serde_json::from_str::<Vec<SavedGame>>(value).is_ok()
            } else {
                SavedGame::from_json(value).is_ok()
            };
            let kept = valid
                || store.get(key).as_deref() == Some(value.as_str())
                || store
                    .0
                    .iter()
                    .any(|(k, v)| k.starts_with("cube-table/broken/") && v == value);
            assert!(kept, "run {run}: {key} was lost ({} bytes)", value.len());
        }
    }
    eprintln!("fuzz: {runs} storage states: no panic, no entry lost");
}

/// Embed messages: random and mutated commands through the parser and the page's reducer.
/// Nothing panics; a refused message changes nothing and its reason is short (it never
/// echoes a huge input).
#[test]
fn embed_messages_never_panic_and_refusals_change_nothing() {
    let mut rng = GameRng::new(seed() ^ 0xe3bed);
    let seats = default_seats;
    let base = {
        let session = Session::new(GameId::Cubulus, &Setup::players(3), 77).expect("setup");
        Rc::new(PageState {
            table: Some(Table::new(session, seats(3))),
            ..PageState::default()
        })
    };
    let good = [
        json!({"type":"cube-table:play","move":"z00+"}),
        json!({"type":"cube-table:undo"}),
        json!({"type":"cube-table:step","ply":0}),
        json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":"18446744073709551615","moves":["z00+"]}}),
    ];
    let runs = (count() / 5).max(200);
    for _ in 0..runs {
        let text = mutate(
            &good[rng.below(good.len() as u64) as usize].to_string(),
            &mut rng,
        );
        let parsed = protocol::read(&text);
        match parsed {
            Err(reason) => assert!(reason.len() < 400, "a long refusal: {} bytes", reason.len()),
            Ok(command) => {
                let mut state = base.clone();
                let events = protocol::apply(&mut state, command, &seats, Lang::En);
                for e in &events {
                    if let Event::Error { message } = e {
                        assert!(message.len() < 400, "a long error: {} bytes", message.len());
                        assert_eq!(
                            state.table.as_ref().map(|t| t.session.moves().len()),
                            base.table.as_ref().map(|t| t.session.moves().len()),
                            "a refused command changed the game"
                        );
                    }
                }
            }
        }
    }
    eprintln!("fuzz: {runs} embed messages: no panic, refusals short and harmless");
}

/// Online play: server messages, good and mutated (the tables' too: clocks, the computer
/// standing in, play again, quick messages, the lobby's list), through the protocol's
/// reader, the online page's and the lobby's reducers and everything the pages derive from
/// them; stored seat entries, the list of this device's rooms and the turn alerts, mutated,
/// through the storage reader. Nothing panics.
///
/// Positions themselves are not mutated here: a game state read off the wire is not checked
/// by the rules crate, and some broken ones panic even `check_invariants` (a Cubus stack
/// height past the board in `Stack::fronts`). The page refuses a position that fails
/// `check_invariants`; the server sends only positions it played itself.
#[test]
fn server_messages_and_seat_entries_never_panic_the_online_page() {
    let mut rng = GameRng::new(seed() ^ 0x0_711e);
    let mut good: Vec<String> = Vec::new();
    let mut views: Vec<rules::AnyGame> = Vec::new();
    for game in GameId::ALL {
        let saved = sample_saved(&mut rng);
        let Ok(session) = Session::from_record(&saved.record) else {
            continue;
        };
        let players = session.current().players();
        let view = session.current().view(Some(0));
        views.push(view.clone());
        good.push(online::to_text(&online::ServerMsg::Welcome {
            v: online::VERSION,
            room: "r".into(),
            watch: "w".into(),
            game: game.as_str().into(),
            setup: Setup::players(players),
            seat: Some(0),
            seats: vec![],
            clock: online::Clock::RealTime {
                minutes: 5,
                increment: 2,
            },
            listed: true,
            stand_in: "easy".into(),
            rated: true,
        }));
        good.push(online::to_text(&online::ServerMsg::State {
            ply: saved.record.moves.len(),
            view,
            moves: saved.record.moves.clone(),
            movers: Vec::new(),
            record: None,
            undo: None,
            expires: Some(1_900_000_000),
            clock: Some(online::ClockState {
                left: vec![1_000; players],
                running: Some(0),
                bank: vec![5_000; players],
                vacation: vec![2_000; players],
            }),
            claimed: None,
            rematch: Some(online::Rematch {
                accepted: vec![0],
                waiting: vec![1],
                next: None,
            }),
        }));
    }
    good.push(r#"{"t":"presence","seats":[{"kind":{"kind":"open"},"name":"","connected":false}],"spectators":2}"#.into());
    good.push(r#"{"t":"presence","seats":[{"kind":{"kind":"person"},"name":"A","connected":false,"stand_in":true},{"kind":{"kind":"person"},"name":"B","connected":true,"stand_in":false}],"spectators":0}"#.into());
    good.push(r#"{"t":"said","seat":1,"phrase":"good_game"}"#.into());
    good.push(r#"{"t":"said","seat":9,"phrase":"oops"}"#.into());
    good.push(r#"{"t":"tables","tables":[{"room":"r","game":"cubes","setup":{"players":2},"clock":{"kind":"turn_based","hours":24},"seats":[],"since":0}]}"#.into());
    good.push(r#"{"t":"error","code":"stale","message":"x"}"#.into());
    good.push(r#"{"t":"undo_done","accepted":false}"#.into());
    good.push(r#"{"t":"joined","seat":1,"token":"t"}"#.into());
    let runs = (count() / 5).max(200);
    let mut page = Rc::new(Online::new("r", false, None));
    let mut lobby = Rc::new(crate::online::lobby::Lobby::default());
    for i in 0..runs {
        let text = if rng.below(4) == 0 {
            good[rng.below(good.len() as u64) as usize].clone()
        } else {
            mutate(&good[rng.below(good.len() as u64) as usize], &mut rng)
        };
        let action = match online::read_server(&text) {
            Ok(online::ServerMsg::State { view, .. }) if !views.contains(&view) => continue,
            Ok(msg) => {
                lobby = lobby.reduce(crate::online::lobby::Action::Received(Box::new(
                    msg.clone(),
                )));
                OnlineAction::Received {
                    msg: Box::new(msg),
                    at: 0.0,
                }
            }
            Err(_) => OnlineAction::Unreadable,
        };
        use yew::Reducible;
        page = page.reduce(action);
        if i % 7 == 0 {
            page = page
                .reduce(OnlineAction::Closed)
                .reduce(OnlineAction::Retry)
                .reduce(OnlineAction::Opened);
        }
        if let Some(view) = &page.view {
            assert!(
                view.check_invariants().is_ok(),
                "a broken position was taken"
            );
        }
        let _ = (
            page.turn(),
            page.my_turn(),
            page.can_join(),
            page.can_ask_undo(),
            page.can_resume(),
            page.can_claim(),
            page.can_play_again(),
            crate::online::table::next_seat(&page),
        );
        for lang in [Lang::En, Lang::Hu] {
            let _ = online_view::turn_text(&page, lang);
            let _ = online_view::move_words(&page, lang);
            let _ = online_view::board_seats(&page);
            for seat in 0..4 {
                let _ = page.clock_parts(seat, 1e12);
            }
            for &(seat, phrase) in &page.said {
                let _ = crate::online::talk::said_text(&page, lang, seat, phrase);
            }
        }
        let mut store = MemoryStore::default();
        let entry = mutate(r#"{"seat":1,"token":"abc"}"#, &mut rng);
        let _ = store.set("cube-table/online/r", &entry);
        let _ = storage::load_held_seat(&store, "r");
        let _ = store.set(
            "cube-table/online-rooms",
            &mutate(r#"["r1","r2"]"#, &mut rng),
        );
        let _ = storage::my_rooms(&store);
        let _ = store.set(
            "cube-table/turn-alerts",
            &mutate(r#"{"notify":true,"sound":false}"#, &mut rng),
        );
        let _ = storage::load_turn_alerts(&store);
    }
    eprintln!("fuzz: {runs} server messages and seat entries: no panic");
}
