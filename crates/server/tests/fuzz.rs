//! At least 10,000 seeded random and malformed frames against the real server: wrong
//! types, huge and binary frames, messages out of order, tokens of another room and of the
//! seat not to move, and the table's messages (take a seat back, claim the win, play
//! again, quick messages) good and bad. Nothing panics, the target room does not change,
//! and another room keeps being played throughout. Mutated "Play now" and turns requests
//! and lobby frames are answered with an answer or a refusal; so are mutated account requests
//! (issue 44), and the account they are made around keeps working.

mod common;

use common::*;
use futures_util::SinkExt;
use online::{ClientMsg, ServerMsg};
use rules::{GameRng, Setup};
use tokio_tungstenite::tungstenite::Message;

const FRAMES: usize = 10_000;
/// Frames per connection: under the burst, so that most reach the room's code.
const PER_CONNECTION: usize = 36;

fn pick<'a>(rng: &mut GameRng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len() as u64) as usize]
}

fn garbage(rng: &mut GameRng, len: usize) -> String {
    const CHARS: &[char] = &[
        '{', '}', '"', ':', ',', '[', ']', 'a', 't', '0', '9', '-', ' ', '\\', 'é', '\u{0}', '💥',
        '\n',
    ];
    (0..len)
        .map(|_| CHARS[rng.below(CHARS.len() as u64) as usize])
        .collect()
}

fn number(rng: &mut GameRng) -> String {
    pick(
        rng,
        &[
            "0",
            "1",
            "-1",
            "2",
            "18446744073709551616",
            "1e9",
            "0.5",
            "null",
            "\"3\"",
            "[]",
        ],
    )
    .to_string()
}

/// One fuzz frame: text (or binary when `Err`).
fn frame(rng: &mut GameRng, tokens: &[String], moves: &[String]) -> Result<String, Vec<u8>> {
    let tok = if tokens.is_empty() || rng.below(4) == 0 {
        garbage(rng, 22)
    } else {
        tokens[rng.below(tokens.len() as u64) as usize].clone()
    };
    let mv = if moves.is_empty() || rng.below(3) == 0 {
        let len = 1 + rng.below(12) as usize;
        garbage(rng, len)
    } else {
        moves[rng.below(moves.len() as u64) as usize].clone()
    };
    let text = match rng.below(20) {
        0 => {
            let len = rng.below(200) as usize;
            garbage(rng, len)
        }
        1 => return Err((0..rng.below(100)).map(|i| (i * 37) as u8).collect()),
        2 => format!(
            r#"{{"t":"{}","v":{},"token":{}}}"#,
            pick(rng, &["hello", "HELLO", "join", "move", "welcome", ""]),
            number(rng),
            serde_json::json!(tok)
        ),
        3 => online::to_text(&ClientMsg::Hello {
            v: online::VERSION,
            token: Some(tok),
        }),
        4..=6 => format!(
            r#"{{"t":"move","ply":{},"text":{}}}"#,
            if rng.below(2) == 0 {
                rng.below(4).to_string()
            } else {
                number(rng)
            },
            serde_json::json!(mv)
        ),
        7 => format!(r#"{{"t":"undo_request","ply":{}}}"#, number(rng)),
        8 => format!(
            r#"{{"t":"undo_answer","accept":{}}}"#,
            pick(rng, &["true", "false", "1", "null"])
        ),
        9 => format!(
            r#"{{"t":"join","name":{}}}"#,
            serde_json::json!(match rng.below(3) {
                0 => "x".repeat(41),
                1 => "\u{7}bell".to_string(),
                _ => garbage(rng, 10),
            })
        ),
        10 => r#"{"t":"ping"}"#.to_string(),
        11 => {
            if rng.below(20) == 0 {
                "x".repeat(online::limits::MESSAGE + 1)
            } else {
                format!(r#"{{"t":"move","ply":0,"text":"{}"}}"#, "a".repeat(2000))
            }
        }
        12 => "[".repeat(200 + rng.below(2000) as usize),
        13 => {
            let full = online::to_text(&ClientMsg::Move {
                ply: rng.below(3) as usize,
                text: mv,
            });
            let cut = rng.below(full.chars().count() as u64) as usize;
            full.chars().take(cut).collect()
        }
        14 => format!(
            r#"{{"t":"move","ply":0,"text":{},"extra":{{"deep":[1,2,{{}}]}}}}"#,
            serde_json::json!(mv)
        ),
        15 => pick(
            rng,
            &[
                r#"{"t":"resume"}"#,
                r#"{"t":"claim_win"}"#,
                r#"{"t":"play_again","accept":true}"#,
                r#"{"t":"play_again","accept":false}"#,
                r#"{"t":"resume","seat":1}"#,
            ],
        )
        .to_string(),
        16 => online::to_text(&ClientMsg::Say {
            phrase: online::Phrase::ALL[rng.below(6) as usize],
        }),
        17 => format!(
            r#"{{"t":"say","phrase":{}}}"#,
            pick(
                rng,
                &["\"shout\"", "1", "null", "[\"hello\"]", "\"HELLO\"", "{}"]
            )
        ),
        18 => format!(
            r#"{{"t":"play_again","accept":{}}}"#,
            pick(rng, &["\"yes\"", "1", "null", "[]"])
        ),
        _ => online::to_text(&ClientMsg::UndoAnswer { accept: true }),
    };
    Ok(text)
}

#[tokio::test]
async fn ten_thousand_bad_frames_change_nothing() {
    let data = TempDir::new("fuzz");
    let server = Server::sqlite(data.path()).await;

    // The target: both seats taken, no move yet (the idle seat has nothing to take back),
    // so nothing the idle seat's token or anyone else can send may change it.
    let target = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut a = server.client(&target.room).await;
    a.hello(target.token.as_deref()).await;
    let mut b = server.client(&target.room).await;
    b.hello(None).await;
    let b_token = b.join("Bea").await;
    let to_move = a.view().to_move().unwrap();
    let idle_token = if to_move == 0 {
        b_token
    } else {
        target.token.clone().unwrap()
    };

    // The other room, played throughout.
    let mut other = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut oa = server.client(&other.room).await;
    oa.hello(other.token.as_deref()).await;
    let mut ob = server.client(&other.room).await;
    ob.hello(None).await;
    let mut other_seat1 = ob.join("Ob").await;
    let mut other_moves = 0;

    let mut rng = GameRng::new(0xF00D);
    let mut sent = 0;
    let mut connections = 0;
    while sent < FRAMES {
        connections += 1;
        let tokens = vec![
            idle_token.clone(),
            other.token.clone().unwrap(),
            other_seat1.clone(),
        ];
        let moves = a.view().legal_moves();
        let mut c = server.client(&target.room).await;
        // Half the connections say a proper hello first (as seat 1 or watching).
        match rng.below(3) {
            0 => c.hello(Some(&idle_token)).await,
            1 => c.hello(None).await,
            _ => {}
        }
        for _ in 0..PER_CONNECTION {
            let msg = match frame(&mut rng, &tokens, &moves) {
                Ok(text) => Message::text(text),
                Err(bytes) => Message::binary(bytes),
            };
            if c.ws.send(msg).await.is_err() {
                break;
            }
            sent += 1;
        }
        if rng.below(50) == 0 {
            // Far over the limit: the connection is closed.
            let _ = c.ws.send(Message::text("y".repeat(300 * 1024))).await;
            sent += 1;
        }
        let _ = c.ws.close(None).await;
        while let Some(msg) = c.next().await {
            assert!(
                !matches!(msg, ServerMsg::Joined { .. } | ServerMsg::UndoDone { .. }),
                "{msg:?}"
            );
            if let ServerMsg::State {
                ply,
                undo,
                claimed,
                rematch,
                ..
            } = &msg
            {
                assert_eq!((*ply, undo.is_some()), (0, false));
                assert_eq!((claimed, rematch), (&None, &None));
            }
        }

        a.drain().await;
        b.drain().await;

        // The other room is served between any two fuzz connections.
        if oa.view().outcome().is_some() {
            other = server
                .create("cubulus", Setup::players(2), open_seats(2))
                .await;
            oa = server.client(&other.room).await;
            oa.hello(other.token.as_deref()).await;
            ob = server.client(&other.room).await;
            ob.hello(None).await;
            other_seat1 = ob.join("Ob").await;
        }
        let seat = oa.view().to_move().unwrap();
        let (mover, watcher) = if seat == 0 {
            (&mut oa, &mut ob)
        } else {
            (&mut ob, &mut oa)
        };
        let legal = mover.view().legal_moves();
        let m = legal[rng.below(legal.len() as u64) as usize].clone();
        let ply = mover.ply();
        mover.play(&m).await;
        watcher.state_at(ply + 1).await;
        other_moves += 1;
    }
    assert!(sent >= FRAMES);
    eprintln!(
        "fuzz: {sent} frames on {connections} connections; {other_moves} moves in the other room"
    );

    // The target room is as it was: no move, no undo, seats as they were.
    let (_, rec) = http(server.port, "GET", &online::paths::record(&target.room), "").await;
    let rec: serde_json::Value = serde_json::from_str(&rec).unwrap();
    assert_eq!(rec["moves"], serde_json::json!([]));
    for c in [&a, &b] {
        for f in &c.frames {
            match online::read_server(f).unwrap() {
                ServerMsg::State { ply, undo, .. } => assert_eq!((ply, undo), (0, None)),
                ServerMsg::UndoDone { .. } => panic!("{f}"),
                _ => {}
            }
        }
    }
    let mover = if to_move == 0 { &mut a } else { &mut b };
    let m = mover.view().legal_moves()[0].clone();
    mover.play(&m).await;
    let log = server.stderr.lock().unwrap().clone();
    assert!(!log.contains("panicked"), "{log}");
}

/// Mutates a good JSON text: cut, a character changed, a value replaced, or a huge one.
fn mutated(good: &str, rng: &mut GameRng) -> String {
    let chars: Vec<char> = good.chars().collect();
    match rng.below(5) {
        0 => chars[..rng.below(chars.len() as u64) as usize]
            .iter()
            .collect(),
        1 => {
            let mut c = chars.clone();
            let i = rng.below(c.len() as u64) as usize;
            c[i] = pick(rng, &["\"", "{", "0", "é", " "])
                .chars()
                .next()
                .unwrap_or('x');
            c.into_iter().collect()
        }
        2 => good.replacen(
            pick(rng, &["cubes", "2", "Dan", "\"rooms\""]),
            pick(
                rng,
                &["-1", "null", "[]", "99999999999999999999", "\"\\u0007\""],
            ),
            1,
        ),
        3 => format!("{}{}", "[".repeat(500), good),
        _ => good.to_string(),
    }
}

#[tokio::test]
async fn bad_play_now_turns_vacation_and_lobby_frames_are_answered_and_change_nothing() {
    let data = TempDir::new("fuzz-tables");
    let server = Server::sqlite_with(data.path(), &["--room-burst", "1000"]).await;
    let made = server
        .create("cubes", Setup::players(2), open_seats(2))
        .await;
    let play_now = online::to_text(&online::PlayNow {
        v: online::VERSION,
        game: "cubes".into(),
        players: 2,
        name: "Dan".into(),
        turn_based: false,
    });
    let turns = online::to_text(&online::Turns {
        rooms: vec![made.room.clone(), "AAAAAAAAAAAAAAAAAAAAAA".into()],
    });
    let vacation = online::to_text(&online::VacationRequest {
        seats: vec![online::SeatLink {
            room: made.room.clone(),
            token: made.token.clone().unwrap_or_default(),
        }],
        days: 2,
    });
    let mut rng = GameRng::new(0x7AB1E5);
    for i in 0..900 {
        let (path, good) = match i % 3 {
            0 => (online::paths::PLAY_NOW, &play_now),
            1 => (online::paths::TURNS, &turns),
            _ => (online::paths::VACATION, &vacation),
        };
        let body = mutated(good, &mut rng);
        let (status, answer) = http(server.port, "POST", path, &body).await;
        let json: serde_json::Value =
            serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{status} {answer}: {e}"));
        if status == 200 {
            assert!(
                json.get("room").is_some()
                    || json.get("rooms").is_some()
                    || json.get("seats").is_some(),
                "{answer}"
            );
        } else {
            assert_eq!(json["t"], "error", "{status} {answer}");
        }
        assert!(!answer.contains("token\":\"") || path == online::paths::PLAY_NOW);
    }
    let mut lobby = server.lobby(None).await;
    lobby.tables_until(|_| true).await;
    for _ in 0..200 {
        let text = mutated(r#"{"t":"ping"}"#, &mut rng);
        lobby.send_text(&text).await;
    }
    lobby.send(&ClientMsg::Ping).await;
    lobby.until(|m| matches!(m, ServerMsg::Pong)).await;
    // The room asked about is as it was.
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    assert_eq!(a.ply(), 0);
    assert_eq!(a.seats[1].kind, online::SeatKind::Open);
    let log = server.stderr.lock().unwrap().clone();
    assert!(!log.contains("panicked"), "{log}");
}

#[tokio::test]
async fn bad_account_requests_are_answered_and_change_nothing() {
    use common::passkey::Authenticator;
    use online::paths::account as path;
    use serde_json::{json, Value};

    let data = TempDir::new("fuzz-accounts");
    let server = Server::sqlite_with(data.path(), &["--sign-in-burst", "100000"]).await;
    let origin = format!("http://localhost:{}", server.port);
    let post = |path: &'static str, body: String, cookie: Option<String>| {
        let origin = origin.clone();
        let port = server.port;
        async move {
            let mut headers = vec![("origin", origin.as_str())];
            let cookie = cookie.map(|c| format!("cube_table_session={c}"));
            if let Some(c) = &cookie {
                headers.push(("cookie", c.as_str()));
            }
            let (status, got, body) =
                http_full(port, "POST", path, &headers, body.as_bytes()).await;
            let set = header(&got, "set-cookie").map(str::to_string);
            (status, String::from_utf8_lossy(&body).into_owned(), set)
        }
    };
    let session_of = |set: Option<String>| {
        set.and_then(|s| {
            s.strip_prefix("cube_table_session=")
                .and_then(|v| v.split(';').next())
                .map(str::to_string)
        })
    };
    // Ada's account, made properly.
    let mut keys = Authenticator::new(&origin);
    let (_, begun, _) = post(
        path::SIGN_UP_START,
        json!({"handle": "Ada"}).to_string(),
        None,
    )
    .await;
    let begun: Value = serde_json::from_str(&begun).unwrap();
    let credential = keys.create(&begun["options"]).unwrap();
    let (status, made, set) = post(
        path::SIGN_UP_FINISH,
        json!({"ceremony": begun["ceremony"], "credential": credential}).to_string(),
        None,
    )
    .await;
    assert_eq!(status, 200, "{made}");
    let session = session_of(set).unwrap();
    let codes: Value = serde_json::from_str(&made).unwrap();
    let made_room = server
        .create("cubes", rules::Setup::players(2), open_seats(2))
        .await;
    // Good bodies of every kind, to mutate: a registration and a sign-in of live ceremonies.
    let (_, signing, _) = post(path::SIGN_IN_START, "{}".into(), None).await;
    let signing: Value = serde_json::from_str(&signing).unwrap();
    let assertion = keys.get(&signing["options"]).unwrap();
    let (_, adding, _) = post(path::PASSKEY_START, "{}".into(), Some(session.clone())).await;
    let adding: Value = serde_json::from_str(&adding).unwrap();
    let mut phone = Authenticator::new(&origin);
    let registration = phone.create(&adding["options"]).unwrap();
    let goods: Vec<(&'static str, String)> = vec![
        (path::SIGN_UP_START, json!({"handle": "Dan"}).to_string()),
        (
            path::SIGN_IN_FINISH,
            json!({"ceremony": signing["ceremony"], "credential": assertion}).to_string(),
        ),
        (
            path::PASSKEY_FINISH,
            json!({"ceremony": adding["ceremony"], "credential": registration}).to_string(),
        ),
        (
            path::SIGN_UP_FINISH,
            json!({"ceremony": adding["ceremony"], "credential": registration}).to_string(),
        ),
        (
            path::RECOVER,
            json!({"code": "0000-0000-0000-0000"}).to_string(),
        ),
        (
            path::LINK_USE,
            json!({"token": "AAAAAAAAAAAAAAAAAAAAAA"}).to_string(),
        ),
        (path::SIGN_IN_START, "{}".to_string()),
        (path::LINK, "{}".to_string()),
        // Her seat and progress handed to the account (item 2).
        (
            path::SYNC,
            json!({"seats": [{"room": made_room.room, "token": made_room.token}],
                   "progress": ["learn/cubulus/push-one", "puzzle/cubes/3"]})
            .to_string(),
        ),
    ];
    let mut rng = GameRng::new(0xACC0);
    for i in 0..1200 {
        let (p, good) = &goods[i % goods.len()];
        let body = mutated(good, &mut rng);
        let cookie = (rng.below(2) == 0).then(|| session.clone());
        let (status, answer, set) = post(p, body, cookie).await;
        let json: Value =
            serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{p} {status} {answer}: {e}"));
        if status != 200 {
            assert_eq!(json["t"], "error", "{p} {status} {answer}");
            assert!(set.is_none(), "{p} {status} {answer}");
        }
    }
    // Ada's account is as it was: her passkey signs in, her session and codes work.
    let (_, signing, _) = post(path::SIGN_IN_START, "{}".into(), None).await;
    let signing: Value = serde_json::from_str(&signing).unwrap();
    let assertion = keys.get(&signing["options"]).unwrap();
    let (status, answer, _) = post(
        path::SIGN_IN_FINISH,
        json!({"ceremony": signing["ceremony"], "credential": assertion}).to_string(),
        None,
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let (status, answer, _) = post(
        path::RECOVER,
        json!({"code": codes["recovery_codes"][0]}).to_string(),
        None,
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    // Her room's seat still plays by its own token.
    let mut seat = server.client(&made_room.room).await;
    seat.hello(made_room.token.as_deref()).await;
    assert_eq!(seat.seat, Some(0));

    // The archive's and the players' public requests (items 4 and 5): mutated queries and
    // handles are answered with a page or a refusal, as JSON.
    let goods = [
        "/api/games?player=Ada&game=cubes&result=won&from=2026-01-01&to=2026-12-31&page=2",
        "/api/games?handle=Ada&result=draw",
        "/api/players/Ada",
        "/api/players/Ada/records",
    ];
    for i in 0..800 {
        let good = goods[i % goods.len()];
        let path: String = mutated(good, &mut rng)
            .chars()
            .filter(|c| c.is_ascii_graphic())
            .collect();
        if !path.starts_with("/api/") {
            continue;
        }
        let (status, answer) = http(server.port, "GET", &path, "").await;
        assert!(
            [200, 400, 404, 405].contains(&status),
            "{path}: {status} {answer}"
        );
        if status != 405 && !answer.is_empty() {
            let _: Value = serde_json::from_str(&answer)
                .unwrap_or_else(|e| panic!("{path} {status} {answer}: {e}"));
        }
    }
    let log = server.stderr.lock().unwrap().clone();
    assert!(!log.contains("panicked"), "{log}");
}
