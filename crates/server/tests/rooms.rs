//! Rooms and what is done in them, against the real binary: making rooms (JSON only, at a
//! rate per address), the sweep, presence rows, the watch link, new seat links, names,
//! canonical moves, computer seats (paused when nobody is there, seeded apart from the
//! game, retried when the database is busy) and rules work kept off the async threads.

mod common;

use std::time::{Duration, Instant};

use common::*;
use online::{ClientMsg, CreateRoom, ErrorCode, SeatSpec, ServerMsg};
use rules::{AnyGame, GameRng, Record, Setup};

fn room_request(name: &str) -> String {
    online::to_text(&CreateRoom::new(
        "cubulus",
        Setup::players(2),
        open_seats(2),
        name,
    ))
}

async fn post_room(server: &Server, from: &str, headers: &[(&str, &str)]) -> (u16, String) {
    let (status, _, body) = http_from(
        from,
        server.port,
        "POST",
        "/api/rooms",
        headers,
        room_request("Ada").as_bytes(),
    )
    .await;
    (status, String::from_utf8_lossy(&body).into_owned())
}

async fn moves_stored(server: &Server, room: &str) -> Option<usize> {
    let (status, rec) = http(server.port, "GET", &online::paths::record(room), "").await;
    if status == 404 {
        return None;
    }
    let rec: serde_json::Value = serde_json::from_str(&rec).unwrap();
    rec["moves"].as_array().map(Vec::len)
}

#[tokio::test]
async fn rooms_are_made_from_json_at_a_rate_per_address() {
    let data = TempDir::new("room-rate");
    let server = Server::sqlite_with(
        data.path(),
        &[
            "--room-burst",
            "3",
            "--room-interval",
            "1h",
            "--trusted-proxies",
            "127.0.0.9",
        ],
    )
    .await;
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ] {
        let (status, body) =
            post_room(&server, "127.0.0.1", &[("content-type", content_type)]).await;
        assert_eq!(status, 400, "{content_type}: {body}");
        assert!(body.contains("malformed"), "{body}");
    }
    for _ in 0..3 {
        assert_eq!(post_room(&server, "127.0.0.2", &[]).await.0, 201);
    }
    let (status, body) = post_room(&server, "127.0.0.2", &[]).await;
    assert_eq!(status, 429, "{body}");
    assert!(body.contains("rate_limited"));
    assert_eq!(
        post_room(&server, "127.0.0.3", &[]).await.0,
        201,
        "another address"
    );
    // A client's own X-Forwarded-For is not believed…
    let spoof = [("x-forwarded-for", "198.51.100.1")];
    for _ in 0..2 {
        post_room(&server, "127.0.0.3", &spoof).await;
    }
    assert_eq!(post_room(&server, "127.0.0.3", &spoof).await.0, 429);
    // …but a trusted proxy's names the client.
    for i in 0..3 {
        let client = [("x-forwarded-for", "198.51.100.7")];
        assert_eq!(post_room(&server, "127.0.0.9", &client).await.0, 201, "{i}");
    }
    let client = [("x-forwarded-for", "198.51.100.7")];
    assert_eq!(post_room(&server, "127.0.0.9", &client).await.0, 429);
    let other = [("x-forwarded-for", "198.51.100.8")];
    assert_eq!(post_room(&server, "127.0.0.9", &other).await.0, 201);
}

#[tokio::test]
async fn the_sweep_deletes_old_rooms_and_keeps_the_ones_in_use() {
    let data = TempDir::new("sweep");
    let server = Server::sqlite_with(
        data.path(),
        &[
            "--sweep-interval",
            "1s",
            "--keep-unstarted",
            "2s",
            "--keep-finished",
            "2s",
            "--keep-abandoned",
            "5s",
        ],
    )
    .await;
    let unstarted = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let in_use = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut keeper = server.client(&in_use.room).await;
    keeper.hello(in_use.token.as_deref()).await;

    // A finished game: its last state offers the record and says until when it is kept.
    let Seated {
        made: finished,
        mut a,
        mut b,
        ..
    } = two_seated(&server, "cubulus").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(4), 10_000).await;
    let Some(ServerMsg::State {
        record: Some(_),
        expires: Some(expires),
        ..
    }) = a.state.clone()
    else {
        panic!(
            "the end offers the record and its deletion time: {:?}",
            a.state
        )
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    assert!((now..=now + 3).contains(&expires), "{expires} vs {now}");
    drop((a, b));

    // An abandoned game: one move, then everyone leaves.
    let Seated {
        made: abandoned,
        mut a,
        mut b,
        ..
    } = two_seated(&server, "cubulus").await;
    step(&mut [&mut a, &mut b]).await;
    drop((a, b));
    let left = Instant::now();

    // Swept within a few seconds on a quiet machine; the bound leaves room for a loaded one
    // (20 s once failed beside a release build).
    let until = Instant::now() + Duration::from_secs(60);
    while moves_stored(&server, &unstarted.room).await.is_some()
        || moves_stored(&server, &finished.room).await.is_some()
    {
        assert!(
            Instant::now() < until,
            "unstarted and finished rooms are swept"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    if left.elapsed() < Duration::from_secs(4) {
        assert_eq!(
            moves_stored(&server, &abandoned.room).await,
            Some(1),
            "not abandoned yet"
        );
    }
    while moves_stored(&server, &abandoned.room).await.is_some() {
        assert!(Instant::now() < until, "the abandoned game is swept");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(
        moves_stored(&server, &in_use.room).await,
        Some(0),
        "a room in use stays"
    );
    keeper.send(&ClientMsg::Ping).await;
    keeper.until(|m| matches!(m, ServerMsg::Pong)).await;
    assert!(server.metric("cube_table_rooms_swept_total").await >= 3.0);
}

async fn presence_rows(data: &TempDir, room: &str) -> i64 {
    let url = format!("sqlite://{}/cube-table.db", data.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM presence WHERE room = $1")
        .bind(room)
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    n
}

#[tokio::test]
async fn presence_rows_go_with_the_connections_and_a_refused_hello_loads_nothing() {
    let data = TempDir::new("presence-rows");
    let server =
        Server::sqlite_with(data.path(), &["--room-burst", "100", "--room-linger", "0s"]).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut w = server.client(&made.room).await;
    w.hello(None).await;
    a.until(|m| matches!(m, ServerMsg::Presence { spectators: 1, .. }))
        .await;
    assert_eq!(presence_rows(&data, &made.room).await, 2);
    drop((a, w));
    let until = Instant::now() + WAIT;
    while presence_rows(&data, &made.room).await > 0 {
        assert!(Instant::now() < until, "rows at zero are deleted");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.metric_becomes("cube_table_rooms_loaded", 0.0).await;

    let mut rooms = Vec::new();
    for _ in 0..20 {
        rooms.push(
            server
                .create("cubulus", Setup::players(2), open_seats(2))
                .await,
        );
    }
    for made in &rooms {
        let mut c = server.client(&made.room).await;
        c.send(&ClientMsg::Hello {
            v: online::VERSION,
            token: Some("AAAAAAAAAAAAAAAAAAAAAA".into()),
        })
        .await;
        assert_eq!(c.error().await, ErrorCode::BadToken);
    }
    server.metric_becomes("cube_table_rooms_loaded", 0.0).await;
}

/// Issue 42, finding 3: a refused hello costs no replay (its token is checked in the
/// store first), a socket is closed after three refused hellos, and a room nobody is in
/// lingers, so pages coming and going have its game replayed once.
#[tokio::test]
async fn refused_hellos_cost_no_replay_and_a_crowd_coming_and_going_one() {
    let data = TempDir::new("hello-replays");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made, mut a, mut b, ..
    } = two_seated(&server, "cubulus").await;
    let mut rng = GameRng::new(42);
    play_random(&mut [&mut a, &mut b], &mut rng, 6).await;
    drop((a, b));
    let loads = server.metric("cube_table_room_loads_total").await;
    assert_eq!(loads, 1.0, "loaded once for its players");

    // Wrong tokens, on a room loaded or not: refused, and never replayed.
    for i in 0..20 {
        let mut c = server.client(&made.room).await;
        c.send(&ClientMsg::Hello {
            v: online::VERSION,
            token: Some(format!("AAAAAAAAAAAAAAAAAAAAA{i}")),
        })
        .await;
        assert_eq!(c.error().await, ErrorCode::BadToken);
    }
    // One socket that keeps trying is closed after its third refusal.
    let mut stubborn = server.client(&made.room).await;
    for _ in 0..3 {
        stubborn
            .send(&ClientMsg::Hello {
                v: online::VERSION,
                token: Some("BBBBBBBBBBBBBBBBBBBBBB".into()),
            })
            .await;
    }
    for _ in 0..3 {
        assert_eq!(stubborn.error().await, ErrorCode::BadToken);
    }
    assert!(
        stubborn.next().await.is_none(),
        "closed after three refusals"
    );
    // Spectators coming and going: the room stays loaded between them.
    for _ in 0..10 {
        let mut w = server.client(&made.room).await;
        w.hello(None).await;
        assert_eq!(w.ply(), 6);
    }
    // At most one more load: the room may have outlived its linger once while this ran.
    let after = server.metric("cube_table_room_loads_total").await;
    assert!(after <= loads + 1.0, "{after} loads for 31 hellos");
}

#[tokio::test]
async fn the_watch_link_only_watches_and_never_learns_the_room() {
    let data = TempDir::new("watch-link");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let Ok(ServerMsg::Welcome { watch, room, .. }) = online::read_server(&a.frames[0]) else {
        panic!("{}", a.frames[0])
    };
    assert_eq!(room, made.room);
    assert_ne!(watch, made.room);
    let mut w = server.client(&watch).await;
    w.hello(None).await;
    w.send(&ClientMsg::Join { name: "Eve".into() }).await;
    assert_eq!(w.error().await, ErrorCode::NotASeat);
    let mut t = server.client(&watch).await;
    t.send(&ClientMsg::Hello {
        v: online::VERSION,
        token: made.token.clone(),
    })
    .await;
    assert_eq!(
        t.error().await,
        ErrorCode::BadToken,
        "a seat plays by the room's link"
    );
    // The game goes on; the spectator sees it and never the room's own id.
    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    b.join("Bea").await;
    step(&mut [&mut a, &mut b]).await;
    w.state_at(1).await;
    assert!(
        w.frames.iter().all(|f| !f.contains(&made.room)),
        "{:?}",
        w.frames
    );
}

#[tokio::test]
async fn a_seat_makes_a_new_link_and_the_old_one_stops() {
    let data = TempDir::new("new-link");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let old = made.token.clone().unwrap();
    let mut a1 = server.client(&made.room).await;
    a1.hello(Some(&old)).await;
    let mut a2 = server.client(&made.room).await;
    a2.hello(Some(&old)).await;
    a1.send(&ClientMsg::NewToken).await;
    let ServerMsg::Joined {
        seat: 0,
        token: new,
    } = a1.until(|m| matches!(m, ServerMsg::Joined { .. })).await
    else {
        panic!("a new token for seat 0")
    };
    assert_ne!(new, old);
    assert_eq!(
        a2.error().await,
        ErrorCode::BadToken,
        "the other device is told"
    );
    while a2.next().await.is_some() {}
    let mut again = server.client(&made.room).await;
    again
        .send(&ClientMsg::Hello {
            v: online::VERSION,
            token: Some(old),
        })
        .await;
    assert_eq!(again.error().await, ErrorCode::BadToken);
    let mut moved = server.client(&made.room).await;
    moved.hello(Some(&new)).await;
    assert_eq!(moved.seat, Some(0));
    a1.send(&ClientMsg::Ping).await;
    a1.until(|m| matches!(m, ServerMsg::Pong)).await;
}

#[tokio::test]
async fn names_are_visible_and_no_copy_of_another_seat_s() {
    let data = TempDir::new("names");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(3), open_seats(3))
        .await;
    let mut c = server.client(&made.room).await;
    c.hello(None).await;
    for (name, code) in [
        ("", ErrorCode::BadName),
        ("   ", ErrorCode::BadName),
        ("Ev\u{202E}e", ErrorCode::BadName),
        ("Ev\u{200B}e", ErrorCode::BadName),
        ("ada", ErrorCode::NameTaken),
        ("\u{410}da", ErrorCode::NameTaken),
        (" Ada ", ErrorCode::NameTaken),
    ] {
        c.send(&ClientMsg::Join { name: name.into() }).await;
        assert_eq!(c.error().await, code, "{name:?}");
    }
    c.join("  Bea   Rose ").await;
    let presence = c
        .until(|m| matches!(m, ServerMsg::Presence { seats, .. } if seats[1].name == "Bea Rose"))
        .await;
    assert!(matches!(presence, ServerMsg::Presence { .. }));
    let (status, body) = http(server.port, "POST", "/api/rooms", &room_request("\u{200B}")).await;
    assert_eq!(status, 400);
    assert!(body.contains("bad_name"), "{body}");
}

#[tokio::test]
async fn moves_are_stored_as_their_game_writes_them() {
    let data = TempDir::new("canonical");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made, mut a, mut b, ..
    } = two_seated(&server, "cubes").await;
    let mut rng = GameRng::new(21);
    for _ in 0..3000 {
        let seat = a.view().to_move().unwrap();
        let (p, q) = if seat == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let moves = p.view().legal_moves();
        // The cards of an exchange, typed the other way round.
        let reversed = |x: &str| {
            let cards: Vec<&str> = x[2..].split(',').rev().collect();
            format!("x:{}", cards.join(","))
        };
        if let Some(x) = moves
            .iter()
            .find(|m| m.starts_with("x:") && reversed(m) != **m)
        {
            let typed = reversed(x);
            let ply = p.ply();
            p.play(&typed).await;
            q.state_at(ply + 1).await;
            let (_, rec) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
            let rec: serde_json::Value = serde_json::from_str(&rec).unwrap();
            assert_eq!(
                rec["moves"][ply],
                serde_json::json!(x),
                "stored as the game writes it"
            );
            return;
        }
        assert!(
            p.view().outcome().is_none(),
            "no exchange of two cards came up"
        );
        let m = moves[rng.below(moves.len() as u64) as usize].clone();
        let ply = p.ply();
        p.play(&m).await;
        q.state_at(ply + 1).await;
    }
    panic!("no exchange of two cards in 3000 moves");
}

fn computers(n: usize, level: &str) -> Vec<SeatSpec> {
    vec![
        SeatSpec::Computer {
            level: level.into()
        };
        n
    ]
}

#[tokio::test]
async fn computers_play_only_while_someone_is_there() {
    let data = TempDir::new("pause");
    let server = Server::sqlite_with(data.path(), &["--room-linger", "0s"]).await;
    let made = server
        .create("cubus", Setup::players(3), computers(3, "random"))
        .await;
    let mut w = server.client(&made.room).await;
    w.hello(None).await;
    w.until(|m| matches!(m, ServerMsg::State { ply, .. } if *ply >= 3))
        .await;
    drop(w);
    // Once nobody is there (and its linger is over) the room leaves memory: nothing plays
    // it any more.
    server.metric_becomes("cube_table_rooms_loaded", 0.0).await;
    let paused = moves_stored(&server, &made.room).await.unwrap();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        moves_stored(&server, &made.room).await,
        Some(paused),
        "nobody watches: paused"
    );
    server.metric_becomes("cube_table_rooms_loaded", 0.0).await;
    let mut back = server.client(&made.room).await;
    back.hello(None).await;
    back.until(|m| matches!(m, ServerMsg::State { ply, .. } if *ply > paused))
        .await;
}

#[tokio::test]
async fn computer_seats_do_not_search_with_the_game_s_seed() {
    let data = TempDir::new("computer-seed");
    let server = Server::sqlite(data.path()).await;
    let (_, mut a) = against_the_computer(&server, "mojave").await;
    let mut rng = GameRng::new(8);
    for _ in 0..400 {
        if a.view().outcome().is_some() {
            break;
        }
        if a.view().to_move() == Some(0) {
            let moves = a.view().legal_moves();
            let m = moves[rng.below(moves.len() as u64) as usize].clone();
            a.play(&m).await;
        } else {
            let ply = a.ply();
            a.state_at(ply + 1).await;
        }
    }
    let record = Record::from_json(&a.record().expect("the game ended")).unwrap();
    // The old derivation: the game's seed mixed with the ply.
    let mut game: AnyGame = record.start().unwrap();
    let (mut choices, mut same) = (0, 0);
    for (ply, m) in record.moves.iter().enumerate() {
        if game.to_move() == Some(1) && game.legal_moves().len() > 1 {
            let old_seed = record.seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let old = server::ai_seats::think(&game, "random", old_seed).unwrap();
            choices += 1;
            same += usize::from(old.as_deref() == Some(m.as_str()));
        }
        game.play_str(m).unwrap();
    }
    assert!(choices >= 5, "{choices} computer choices");
    assert!(
        same < choices,
        "every computer move follows from the game's seed"
    );
}

#[tokio::test]
async fn a_computer_move_refused_by_a_busy_database_is_tried_again() {
    let data = TempDir::new("busy");
    let server = Server::sqlite_with(data.path(), &["--db-busy-timeout", "100ms"]).await;
    let made = server
        .create("mojave", Setup::players(2), computers(2, "random"))
        .await;
    // Another program holds the database's write lock for a while.
    let url = format!("sqlite://{}/cube-table.db", data.path().display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let mut holder = pool.acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *holder)
        .await
        .unwrap();
    let mut w = server.client(&made.room).await;
    w.hello(None).await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(w.ply(), 0, "nothing stored while the lock is held");
    sqlx::query("ROLLBACK").execute(&mut *holder).await.unwrap();
    drop(holder);
    pool.close().await;
    w.until(|m| matches!(m, ServerMsg::State { ply, .. } if *ply >= 2))
        .await;
}

#[tokio::test]
async fn records_and_undo_are_rules_work_and_finished_records_are_kept() {
    let data = TempDir::new("rules-work");
    let server = Server::sqlite(data.path()).await;
    let Seated {
        made, mut a, mut b, ..
    } = two_seated(&server, "cubulus").await;
    let mut rng = GameRng::new(12);
    let mut undone = false;
    while a.view().outcome().is_none() {
        let ply = a.ply();
        let seat = random_step(&mut [&mut a, &mut b], &mut rng).await;
        if !undone && ply >= 4 {
            let (p, q) = if seat == 0 {
                (&mut a, &mut b)
            } else {
                (&mut b, &mut a)
            };
            undone = true;
            let jobs = server.metric("cube_table_rules_jobs_total").await;
            p.send(&ClientMsg::UndoRequest { ply: ply + 1 }).await;
            q.until(|m| matches!(m, ServerMsg::State { undo: Some(_), .. }))
                .await;
            q.send(&ClientMsg::UndoAnswer { accept: true }).await;
            p.until(|m| matches!(m, ServerMsg::UndoDone { accepted: true }))
                .await;
            p.state_at(ply).await;
            q.state_at(ply).await;
            assert!(
                server.metric("cube_table_rules_jobs_total").await > jobs,
                "undo is rules work"
            );
        }
    }
    let jobs = server.metric("cube_table_rules_jobs_total").await;
    let hits = server.metric("cube_table_record_cache_hits_total").await;
    for _ in 0..10 {
        let (status, text) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
        assert_eq!(status, 200);
        assert!(Record::from_json(&text).is_ok());
    }
    assert_eq!(
        server.metric("cube_table_rules_jobs_total").await,
        jobs,
        "no replay for a record"
    );
    assert_eq!(
        server.metric("cube_table_record_cache_hits_total").await,
        hits + 9.0
    );
}
