//! The real server binary with SQLite, driven by real WebSocket clients.

mod common;

use common::*;
use futures_util::SinkExt;
use online::{ClientMsg, ErrorCode, SeatKind, ServerMsg};
use rules::{AnyGame, GameRng, Record, Setup};

#[tokio::test]
async fn two_players_play_a_whole_cubulus_game() {
    let data = TempDir::new("whole");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    assert_eq!(made.seat, Some(0));
    assert!(made.room.len() >= 22);
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    assert_eq!(a.seat, Some(0));
    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    assert_eq!(b.seat, None);
    b.join("Bea").await;
    assert_eq!(b.seat, Some(1));

    let (_, before) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
    let before: serde_json::Value = serde_json::from_str(&before).unwrap();
    assert!(before.get("seed").is_none(), "{before}");
    assert_eq!(before["game"], "cubulus");

    let mut rng = GameRng::new(7);
    play_random(&mut [&mut a, &mut b], &mut rng, 2000).await;
    assert!(a.view().outcome().is_some(), "the game ended");
    let record = Record::from_json(&a.record().expect("the record comes with the end")).unwrap();
    assert_eq!(b.record(), a.record());
    assert_eq!(record.moves.len(), a.ply());
    assert!(record.replay().unwrap().outcome().is_some());

    let (status, after) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
    assert_eq!(status, 200);
    let after = Record::from_json(&after).unwrap();
    assert_eq!(
        after, record,
        "the whole record, seed included, once the game ended"
    );

    a.send(&ClientMsg::Move {
        ply: record.moves.len(),
        text: "z00+".into(),
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::GameOver);
}

#[tokio::test]
async fn three_players_play_a_whole_cube_attack_game() {
    let data = TempDir::new("whole-cube-attack");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cube-attack", Setup::players(3), open_seats(3))
        .await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    b.join("Bea").await;
    let mut c = server.client(&made.room).await;
    c.hello(None).await;
    c.join("Cy").await;
    assert_eq!((a.seat, b.seat, c.seat), (Some(0), Some(1), Some(2)));

    let mut rng = GameRng::new(11);
    play_random(&mut [&mut a, &mut b, &mut c], &mut rng, 5000).await;
    assert!(a.view().outcome().is_some(), "the game ended");
    let record = Record::from_json(&a.record().expect("the record comes with the end")).unwrap();
    assert_eq!(b.record(), a.record());
    assert_eq!(c.record(), a.record());
    assert_eq!(record.moves.len(), a.ply());
    assert_eq!(record.replay().unwrap().outcome(), a.view().outcome());
}

#[tokio::test]
async fn refusals_change_nothing() {
    let data = TempDir::new("refusals");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut a = server.client(&made.room).await;

    a.send(&ClientMsg::Move {
        ply: 0,
        text: "z00+".into(),
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::OutOfOrder, "hello first");
    a.send(&ClientMsg::Hello { v: 99, token: None }).await;
    assert_eq!(a.error().await, ErrorCode::Version);
    a.send(&ClientMsg::Hello {
        v: online::VERSION,
        token: Some("not-a-token".into()),
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::BadToken);
    a.hello(made.token.as_deref()).await;
    a.send(&ClientMsg::Hello {
        v: online::VERSION,
        token: None,
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::OutOfOrder, "a second hello");

    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    b.send(&ClientMsg::Move {
        ply: 0,
        text: "z00+".into(),
    })
    .await;
    assert_eq!(b.error().await, ErrorCode::NotASeat);
    b.join("Bea").await;
    let (p, q) = if a.view().to_move() == Some(0) {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    let first = p.view().legal_moves()[0].clone();
    q.send(&ClientMsg::Move {
        ply: 0,
        text: first.clone(),
    })
    .await;
    assert_eq!(q.error().await, ErrorCode::NotYourTurn);
    p.send(&ClientMsg::Move {
        ply: 0,
        text: "nonsense".into(),
    })
    .await;
    assert_eq!(p.error().await, ErrorCode::IllegalMove);
    p.send(&ClientMsg::Move {
        ply: 3,
        text: first.clone(),
    })
    .await;
    assert_eq!(p.error().await, ErrorCode::Stale);
    let fresh = p.until(|m| matches!(m, ServerMsg::State { .. })).await;
    assert!(matches!(fresh, ServerMsg::State { ply: 0, .. }));

    p.send_text("not json").await;
    assert_eq!(p.error().await, ErrorCode::Malformed);
    p.send_text(r#"{"t":"fly"}"#).await;
    assert_eq!(p.error().await, ErrorCode::Malformed);
    p.ws.send_binary_for_test(vec![1, 2, 3]).await;
    assert_eq!(p.error().await, ErrorCode::Malformed, "binary frames");
    p.send_text(&" ".repeat(online::limits::MESSAGE + 1)).await;
    assert_eq!(p.error().await, ErrorCode::TooLarge);

    // Nothing changed: the first move still goes in at ply 0.
    p.play(&first).await;
    q.state_at(1).await;

    // A frame far over the limit closes that connection only.
    let mut c = server.client(&made.room).await;
    // The server may close while the frame is still being sent.
    let _ =
        c.ws.send(tokio_tungstenite::tungstenite::Message::text(
            "x".repeat(2 * 1024 * 1024),
        ))
        .await;
    assert!(c.next().await.is_none(), "closed");
    a.send(&ClientMsg::Ping).await;
    a.until(|m| matches!(m, ServerMsg::Pong)).await;

    // Rate limit: a burst over the limit is refused, not served.
    let mut d = server.client(&made.room).await;
    for _ in 0..(online::limits::BURST + 10) {
        d.send(&ClientMsg::Ping).await;
    }
    let mut limited = false;
    for _ in 0..(online::limits::BURST + 10) {
        if let Some(ServerMsg::Error {
            code: ErrorCode::RateLimited,
            ..
        }) = d.next().await
        {
            limited = true;
        }
    }
    assert!(limited);

    let mut e = Client::connect(server.port, "AAAAAAAAAAAAAAAAAAAAAA").await;
    e.send(&ClientMsg::Hello {
        v: online::VERSION,
        token: None,
    })
    .await;
    assert_eq!(e.error().await, ErrorCode::NoSuchRoom);
}

trait SendBinary {
    async fn send_binary_for_test(&mut self, data: Vec<u8>);
}

impl SendBinary
    for tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>
{
    async fn send_binary_for_test(&mut self, data: Vec<u8>) {
        self.send(tokio_tungstenite::tungstenite::Message::binary(data))
            .await
            .unwrap();
    }
}

#[tokio::test]
async fn cubes_seat_one_never_sees_seat_zeros_hand_nor_the_seed() {
    let data = TempDir::new("cubes");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made, mut a, mut b, ..
    } = two_seated(&server, "cubes").await;
    let mut watcher = server.client(&made.room).await;
    watcher.hello(None).await;
    let mut rng = GameRng::new(3);
    play_random(&mut [&mut a, &mut b, &mut watcher], &mut rng, 3000).await;
    assert!(a.view().outcome().is_some(), "the game ended");
    let record = Record::from_json(&a.record().unwrap()).unwrap();
    let seed = record.seed.to_string();

    // With the seed, the test knows the true game: every frame seat 1 and the watcher got
    // before the end is exactly their view of it, and seat 0's hand differs from it.
    let mut game = record.start().unwrap();
    let mut truth: Vec<AnyGame> = vec![game.clone()];
    for m in &record.moves {
        game.play_str(m).unwrap();
        truth.push(game.clone());
    }
    let mut hidden_differs = 0;
    for (client, seat) in [(&b, Some(1)), (&watcher, None)] {
        for frame in &client.frames {
            let msg = online::read_server(frame).unwrap();
            let ended = matches!(
                &msg,
                ServerMsg::State {
                    record: Some(_),
                    ..
                }
            );
            if !ended {
                assert!(!frame.contains(&seed), "the seed before the end: {frame}");
            }
            if let ServerMsg::State { ply, view, .. } = msg {
                assert_eq!(view, truth[ply].view(seat), "ply {ply}");
                let hand =
                    |g: &AnyGame| serde_json::to_value(g).unwrap()["cubes"]["hands"][0].clone();
                if hand(&view) != hand(&truth[ply]) {
                    hidden_differs += 1;
                }
            }
        }
    }
    assert!(
        hidden_differs > 10,
        "seat 0's hand is hidden ({hidden_differs} positions)"
    );
    // And seat 0 sees its own hand.
    for frame in &a.frames {
        if let Ok(ServerMsg::State { ply, view, .. }) = online::read_server(frame) {
            assert_eq!(view, truth[ply].view(Some(0)));
        }
    }
}

#[tokio::test]
async fn rejoin_spectate_presence_and_catch_up() {
    let data = TempDir::new("rejoin");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made,
        mut a,
        mut b,
        b_token,
    } = two_seated(&server, "cubulus").await;
    let presence = a
        .until(|m| matches!(m, ServerMsg::Presence { seats, .. } if seats[1].connected))
        .await;
    let ServerMsg::Presence { seats, .. } = presence else {
        unreachable!()
    };
    assert_eq!(seats[1].kind, SeatKind::Person);
    assert_eq!(seats[1].name, "Bea");

    step(&mut [&mut a, &mut b]).await;
    // B drops and comes back with its token (a reload).
    drop(b);
    a.until(|m| matches!(m, ServerMsg::Presence { seats, .. } if !seats[1].connected))
        .await;
    let mut b = server.client(&made.room).await;
    b.hello(Some(&b_token)).await;
    assert_eq!(b.seat, Some(1));
    assert_eq!(b.ply(), 1);
    while a.view().to_move() != Some(1) {
        step(&mut [&mut a, &mut b]).await;
    }
    step(&mut [&mut a, &mut b]).await;
    while a.view().to_move() != Some(0) {
        step(&mut [&mut a, &mut b]).await;
    }

    // B drops during A's move and catches up on reconnect.
    drop(b);
    let before = a.ply();
    let m = a.view().legal_moves()[0].clone();
    a.play(&m).await;
    let mut b = server.client(&made.room).await;
    b.hello(Some(&b_token)).await;
    assert_eq!(b.ply(), before + 1, "the move made while away");

    // A second device on A's seat gets A's states too.
    let mut a2 = server.client(&made.room).await;
    a2.hello(made.token.as_deref()).await;
    assert_eq!(a2.seat, Some(0));

    let mut s = server.client(&made.room).await;
    s.hello(None).await;
    assert_eq!(s.view(), &a.view().view(None));
    s.send(&ClientMsg::Join { name: "Cy".into() }).await;
    assert_eq!(s.error().await, ErrorCode::NoOpenSeat);
    a.until(|m| matches!(m, ServerMsg::Presence { spectators: 1, .. }))
        .await;
    let ply = a.ply();
    step(&mut [&mut a, &mut b]).await;
    s.state_at(ply + 1).await;
    a2.state_at(ply + 1).await;
}

#[tokio::test]
async fn undo_accepted_and_declined() {
    let data = TempDir::new("undo");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made, mut a, mut b, ..
    } = two_seated(&server, "cubulus").await;

    a.send(&ClientMsg::UndoRequest { ply: 0 }).await;
    assert_eq!(a.error().await, ErrorCode::NoUndo);
    let mut movers = Vec::new();
    while !(movers.contains(&0) && movers.contains(&1)) {
        movers.push(step(&mut [&mut a, &mut b]).await);
    }
    let now = movers.len();
    let to_ply = movers.iter().rposition(|&s| s == 0).unwrap();

    // Declined.
    a.send(&ClientMsg::UndoRequest { ply: now }).await;
    let asked = b
        .until(|m| matches!(m, ServerMsg::State { undo: Some(_), .. }))
        .await;
    let ServerMsg::State { undo: Some(p), .. } = asked else {
        unreachable!()
    };
    assert_eq!((p.by, p.to_ply, p.waiting.clone()), (0, to_ply, vec![1]));
    a.send(&ClientMsg::UndoAnswer { accept: true }).await;
    assert_eq!(
        a.error().await,
        ErrorCode::NoUndoPending,
        "the asker does not answer"
    );
    b.send(&ClientMsg::UndoAnswer { accept: false }).await;
    a.until(|m| matches!(m, ServerMsg::UndoDone { accepted: false }))
        .await;
    a.until(|m| matches!(m, ServerMsg::State { ply, undo: None, .. } if *ply == now))
        .await;

    // Accepted: back to before A's last move, for everyone, and stored.
    a.send(&ClientMsg::UndoRequest { ply: now }).await;
    b.until(|m| matches!(m, ServerMsg::State { undo: Some(_), .. }))
        .await;
    b.send(&ClientMsg::UndoAnswer { accept: true }).await;
    a.until(|m| matches!(m, ServerMsg::UndoDone { accepted: true }))
        .await;
    a.state_at(to_ply).await;
    b.state_at(to_ply).await;
    let (_, rec) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
    let rec: serde_json::Value = serde_json::from_str(&rec).unwrap();
    assert_eq!(rec["moves"].as_array().map(Vec::len), Some(to_ply));
    assert_eq!(a.view().to_move(), Some(0));
    let m = a.view().legal_moves()[1].clone();
    a.play(&m).await;
}

#[tokio::test]
async fn a_computer_seat_answers_and_agrees_to_undo() {
    let data = TempDir::new("computer");
    let server = Server::sqlite(data.path()).await;
    let (_, mut a) = against_the_computer(&server, "mojave").await;
    let welcome = online::read_server(&a.frames[0]).unwrap();
    let ServerMsg::Welcome { seats, .. } = welcome else {
        panic!("{welcome:?}")
    };
    assert_eq!(
        seats[1].kind,
        SeatKind::Computer {
            level: "random".into()
        }
    );
    assert!(seats[1].connected, "computer seats are always connected");
    if a.view().to_move() != Some(0) {
        a.state_at(1).await;
    }
    let ply = a.ply();
    let m = a.view().legal_moves()[0].clone();
    a.play(&m).await;
    a.state_at(ply + 2).await;
    a.send(&ClientMsg::UndoRequest { ply: ply + 2 }).await;
    a.until(|m| matches!(m, ServerMsg::UndoDone { accepted: true }))
        .await;
    a.state_at(ply).await;

    let bad = http(
        server.port,
        "POST",
        "/api/rooms",
        &format!(
            r#"{{"v":{},"game":"mojave","setup":{{"players":2}},"seats":[{{"kind":"open"}},{{"kind":"computer","level":"hard:99999999"}}],"name":"x"}}"#,
            online::VERSION
        ),
    )
    .await;
    assert_eq!(bad.0, 400, "{}", bad.1);
    assert!(bad.1.contains("bad_room"));
}

#[tokio::test]
async fn cubus_knocks_come_from_other_connections() {
    let data = TempDir::new("cubus");
    let server = Server::sqlite(data.path()).await;
    let Seated { mut a, mut b, .. } = two_seated(&server, "cubus").await;
    // Play until a knock window opens: then the seat the rules ask may knock or pass from
    // its own connection, and the other seat is refused.
    let mut rng = GameRng::new(11);
    let mut windows = 0;
    for _ in 0..600 {
        let view = a.view().clone();
        if view.outcome().is_some() {
            break;
        }
        let seat = view.to_move().unwrap();
        let (mover, other) = if seat == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let moves = mover.view().legal_moves();
        if moves.iter().any(|m| m == "k") {
            windows += 1;
            other
                .send(&ClientMsg::Move {
                    ply: other.ply(),
                    text: "k".into(),
                })
                .await;
            assert_eq!(other.error().await, ErrorCode::NotYourTurn);
        }
        let text = moves[rng.below(moves.len() as u64) as usize].clone();
        let ply = mover.ply();
        mover.play(&text).await;
        other.state_at(ply + 1).await;
    }
    assert!(windows > 0, "a knock window opened");
}

#[tokio::test]
async fn sigkill_loses_no_acknowledged_move() {
    let data = TempDir::new("sigkill");
    let mut server = Server::sqlite(data.path()).await;
    let Seated {
        made,
        mut a,
        mut b,
        b_token,
    } = two_seated(&server, "cubulus").await;
    let mut rng = GameRng::new(5);
    play_random(&mut [&mut a, &mut b], &mut rng, 9).await;
    let acknowledged: Vec<String> = match &a.state {
        Some(ServerMsg::State { moves, .. }) => moves.clone(),
        _ => unreachable!(),
    };
    // A move in flight when the server dies: either stored and told, or neither.
    let seat = a.view().to_move().unwrap();
    let mover = if seat == 0 { &mut a } else { &mut b };
    let m = mover.view().legal_moves()[0].clone();
    mover
        .send(&ClientMsg::Move {
            ply: 9,
            text: m.clone(),
        })
        .await;
    server.kill().await;
    server.restart().await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut b = server.client(&made.room).await;
    b.hello(Some(&b_token)).await;
    let ServerMsg::State { moves, .. } = a.state.clone().unwrap() else {
        unreachable!()
    };
    assert_eq!(
        moves[..9],
        acknowledged[..],
        "every acknowledged move is there"
    );
    assert!(moves.len() == 9 || (moves.len() == 10 && moves[9] == m));
    let mut rng = GameRng::new(6);
    play_random(&mut [&mut a, &mut b], &mut rng, 4).await;
}

#[tokio::test]
async fn static_files_are_served_with_their_caching() {
    let data = TempDir::new("static");
    let dist = data.path().join("dist");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<html>home</html>").unwrap();
    std::fs::write(dist.join("app.html"), "<html>app</html>").unwrap();
    std::fs::create_dir_all(dist.join("cubulus/rules")).unwrap();
    std::fs::write(dist.join("cubulus/rules/index.html"), "<html>rules</html>").unwrap();
    std::fs::write(
        dist.join("cubulus/rules/index.de.html"),
        "<html>regeln</html>",
    )
    .unwrap();
    std::fs::write(dist.join("index.hu.html"), "<html>kezdőlap</html>").unwrap();
    std::fs::write(dist.join("ai_worker_bg.wasm"), "wasm").unwrap();
    std::fs::write(dist.join("app-0123456789abcdef.js"), "js").unwrap();
    std::fs::write(dist.join("app-0123456789abcdef.js.br"), "br!").unwrap();
    std::fs::write(dist.join("app-0123456789abcdef.js.gz"), "gz!").unwrap();
    std::fs::write(dist.join("sw.js"), "sw").unwrap();
    // A game's own programs' documents (crates/app/src/prerender.rs).
    for (dir, body) in [
        ("cubes", "cubes"),
        ("cubes/learn", "cubes learn"),
        ("online/cubes", "cubes room"),
        ("embed/cubes", "cubes embed"),
    ] {
        std::fs::create_dir_all(dist.join(dir)).unwrap();
        std::fs::write(
            dist.join(dir).join("app.html"),
            format!("<html>{body}</html>"),
        )
        .unwrap();
    }
    // Cube Attack's rooms have prerendered frames, in English and German.
    std::fs::create_dir_all(dist.join("online/cube-attack")).unwrap();
    for (file, body) in [
        ("index.html", "cube-attack room frame"),
        ("index.de.html", "cube-attack raum"),
        ("app.html", "cube-attack room"),
    ] {
        std::fs::write(
            dist.join("online/cube-attack").join(file),
            format!("<html>{body}</html>"),
        )
        .unwrap();
    }
    let server = Server::sqlite(data.path()).await;
    let framed = server
        .create("cube-attack", Setup::players(2), open_seats(2))
        .await
        .room;
    for (headers, body) in [
        (vec![], "cube-attack room frame"),
        (
            vec![("accept-language", "de-AT, en;q=0.5")],
            "cube-attack raum",
        ),
        (vec![("accept-language", "hu")], "cube-attack room frame"),
        (
            vec![("accept-language", "en"), ("cookie", "cube-table-lang=de")],
            "cube-attack raum",
        ),
    ] {
        let path = format!("/online/{framed}");
        let (s, h, b) = http_full(server.port, "GET", &path, &headers, b"").await;
        assert_eq!(
            (s, String::from_utf8_lossy(&b).to_string()),
            (200, format!("<html>{body}</html>")),
            "{headers:?}"
        );
        assert_eq!(
            header(&h, "vary"),
            Some("Accept-Encoding, Accept-Language, Cookie")
        );
    }
    let room = server
        .create("cubes", Setup::players(2), open_seats(2))
        .await
        .room;
    let other = server
        .create("mojave", Setup::players(2), open_seats(2))
        .await
        .room;
    // A room's page is its game's `room` program (one a game); a room of a game whose
    // program the build lacks, or no room, gets the app.
    for (path, body) in [
        (format!("/online/{room}"), "cubes room"),
        (format!("/online/{other}"), "app"),
        ("/online/nothing-here".to_string(), "app"),
        (format!("/online/{}", "x".repeat(300)), "app"),
        ("/cubes/learn/3".to_string(), "cubes learn"),
        ("/cubes/learn".to_string(), "cubes learn"),
        ("/cubes/puzzles/12".to_string(), "cubes"),
        ("/embed/cubes".to_string(), "cubes embed"),
        ("/embed/cubes/learn/2".to_string(), "cubes embed"),
        ("/lobby/cubes".to_string(), "app"),
    ] {
        let (s, h, b) = http_full(server.port, "GET", &path, &[], b"").await;
        assert_eq!(
            (s, String::from_utf8_lossy(&b).to_string()),
            (200, format!("<html>{body}</html>")),
            "{path}"
        );
        assert_eq!(header(&h, "cache-control"), Some("no-cache"), "{path}");
    }
    let get = |path: &'static str, enc: &'static str| async move {
        let headers: Vec<(&str, &str)> = if enc.is_empty() {
            vec![]
        } else {
            vec![("accept-encoding", enc)]
        };
        http_full(server.port, "GET", path, &headers, b"").await
    };
    let (s, h, b) = get("/app-0123456789abcdef.js", "gzip, br").await;
    assert_eq!((s, b.as_slice()), (200, &b"br!"[..]));
    assert_eq!(header(&h, "content-encoding"), Some("br"));
    assert_eq!(header(&h, "vary"), Some("Accept-Encoding"));
    assert_eq!(
        header(&h, "cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let (_, h, b) = get("/app-0123456789abcdef.js", "gzip").await;
    assert_eq!(
        (header(&h, "content-encoding"), b.as_slice()),
        (Some("gzip"), &b"gz!"[..])
    );
    let (_, h, b) = get("/app-0123456789abcdef.js", "").await;
    assert_eq!(
        (header(&h, "content-encoding"), b.as_slice()),
        (None, &b"js"[..])
    );
    let (_, h, _) = get("/sw.js", "").await;
    assert_eq!(header(&h, "cache-control"), Some("no-cache"));
    // An unhashed worker file is revalidated, not kept for a year.
    let (_, h, _) = get("/ai_worker_bg.wasm", "").await;
    assert_eq!(header(&h, "cache-control"), Some("no-cache"));
    // Each address gets its prerendered page, with or without a final slash; any other
    // address the app itself.
    for (path, body) in [
        ("/", "home"),
        ("/cubulus/rules", "rules"),
        ("/cubulus/rules/", "rules"),
        ("/cubulus", "app"),
        ("/online/AAAAAAAAAAAAAAAAAAAAAA", "app"),
    ] {
        let (s, h, b) = get(path, "").await;
        assert_eq!(
            (s, String::from_utf8_lossy(&b).to_string()),
            (200, format!("<html>{body}</html>")),
            "{path}"
        );
        assert_eq!(header(&h, "cache-control"), Some("no-cache"));
        assert_eq!(header(&h, "content-type"), Some("text/html; charset=utf-8"));
    }
    // In the browser's language where the build has it.
    for (path, language, body) in [
        ("/cubulus/rules", "de-AT,en;q=0.5", "regeln"),
        ("/cubulus/rules", "hu", "rules"),
        ("/", "hu-HU", "kezdőlap"),
        ("/", "de", "home"),
    ] {
        let (s, h, b) = http_full(
            server.port,
            "GET",
            path,
            &[("accept-language", language)],
            b"",
        )
        .await;
        assert_eq!(
            (s, String::from_utf8_lossy(&b).to_string()),
            (200, format!("<html>{body}</html>")),
            "{path} {language}"
        );
        assert_eq!(
            header(&h, "vary"),
            Some("Accept-Encoding, Accept-Language, Cookie")
        );
    }
    let (s, _, _) = get("/api/nothing", "").await;
    assert_eq!(s, 404);
    let (s, _, b) = get("/../../etc/passwd", "").await;
    assert_eq!((s, b.as_slice()), (200, &b"<html>app</html>"[..]));
    let (s, _) = http(server.port, "POST", "/api/rooms", "{").await;
    assert_eq!(s, 400);
    let (s, _) = http(
        server.port,
        "GET",
        "/api/rooms/AAAAAAAAAAAAAAAAAAAAAA/record",
        "",
    )
    .await;
    assert_eq!(s, 404);
}

#[tokio::test]
async fn undo_never_goes_back_past_a_reveal() {
    let data = TempDir::new("reveal");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made, mut a, mut b, ..
    } = two_seated(&server, "cubes").await;
    let mut rng = GameRng::new(9);
    for _ in 0..400 {
        let before = a.view().reveals();
        let seat = random_step(&mut [&mut a, &mut b], &mut rng).await;
        if seat == 0 && a.view().reveals() != before && a.view().outcome().is_none() {
            // Seat 0's last move revealed something (a card drawn): it cannot be taken back.
            let ply = a.ply();
            a.send(&ClientMsg::UndoRequest { ply }).await;
            assert_eq!(a.error().await, ErrorCode::NoUndo);
            let (_, rec) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
            let rec: serde_json::Value = serde_json::from_str(&rec).unwrap();
            assert_eq!(rec["moves"].as_array().map(Vec::len), Some(ply));
            assert!(matches!(
                &a.state,
                Some(ServerMsg::State { undo: None, .. })
            ));
            return;
        }
    }
    panic!("no move of seat 0 revealed anything in 400 moves");
}
