//! Web Push per seat (issue 46) against the real server: a push receiver of the test's own
//! on loopback (reached only through the tests' setting, `--push-allow-loopback-http`)
//! checks each push's VAPID signature and decrypts its payload with the subscription's own
//! keys, as a browser's push service and service worker would (`common::push`).

mod common;

use std::time::{Duration, Instant};

use common::push::*;
use common::*;
use online::{ClientMsg, Clock, CreateRoom, RoomCreated, ServerMsg};
use rules::{GameRng, Setup};
use serde_json::{json, Value};

/// A push says only what a spectator may know, and these keys only.
fn check_public(push: &Value, room: &str) {
    let keys: Vec<&str> = push
        .as_object()
        .unwrap()
        .keys()
        .map(|k| k.as_str())
        .collect();
    let mut keys = keys.clone();
    keys.sort();
    assert_eq!(
        keys,
        ["body", "game", "kind", "lang", "opponent", "room", "title", "to_move", "url"]
    );
    assert_eq!(push["room"], room);
    assert_eq!(push["url"], format!("/online/{room}"));
    let text = push.to_string();
    for hidden in ["seed", "token", "hand", "deck", "record", "view"] {
        assert!(!text.contains(hidden), "{hidden} in {text}");
    }
}

/// Waits until seat `seat` is shown without a connection.
async fn shown_away(c: &mut Client, seat: usize) {
    c.until(|m| matches!(m, ServerMsg::Presence { seats, .. } if !seats[seat].connected))
        .await;
}

/// The push's payload has the fields of `fields` with their values.
fn says(push: &Value, fields: Value) {
    for (field, value) in fields.as_object().into_iter().flatten() {
        assert_eq!(&push[field], value, "{field} of {push}");
    }
}

/// Ada and Bea seated at a Cubulus table with Ada to move: the room, both sockets and
/// Bea's seat token.
async fn ada_first(server: &Server) -> (RoomCreated, Client, Client, String) {
    let Seated {
        made,
        mut a,
        mut b,
        b_token,
    } = two_seated(server, "cubulus").await;
    ada_to_move(&mut a, &mut b).await;
    (made, a, b, b_token)
}

/// Bea (seat 1, still connected by `b`) moves first if the game asks her to, so that it is
/// Ada's turn (seat 0).
async fn ada_to_move(a: &mut Client, b: &mut Client) {
    if b.view().to_move() == Some(1) {
        let ply = play_turn(b).await;
        a.state_at(ply).await;
    }
    assert_eq!(a.view().to_move(), Some(0));
}

/// Plays the first legal moves of `c`'s seat until the game asks another seat (a turn
/// may take several plies); the ply reached.
async fn play_turn(c: &mut Client) -> usize {
    let me = c.view().to_move();
    while c.view().to_move() == me && c.view().outcome().is_none() {
        let first = c.view().legal_moves()[0].clone();
        c.play(&first).await;
    }
    c.ply()
}

/// A receiver of the tests' own, and a server (its data in the returned folder) allowed
/// to push to it, with `extra` settings, and the server's public key.
async fn with_receiver(name: &str, extra: &[&'static str]) -> (Receiver, TempDir, Server, String) {
    let recv = Receiver::start().await;
    let dir = TempDir::new(name);
    let server = Server::sqlite_with(dir.path(), &loopback(extra)).await;
    let key = server_key(&server).await;
    (recv, dir, server, key)
}

fn loopback(extra: &[&'static str]) -> Vec<&'static str> {
    let mut s = vec![
        "--push-allow-loopback-http",
        "yes",
        "--push-interval",
        "100ms",
    ];
    s.extend_from_slice(extra);
    s
}

#[tokio::test]
async fn every_event_is_pushed_once_in_the_subscribers_language() {
    // Retries soon; a clock hour lasts 6 s.
    let fast = ["--push-retry", "100ms", "--clock-minute", "100ms"];
    let (recv, _dir, server, key) = with_receiver("push-events", &fast).await;
    // A listed, turn-based table: three hours a move, each hour six seconds here.
    let req = CreateRoom {
        listed: true,
        clock: Clock::TurnBased {
            hours: 3,
            bank_days: 0,
        },
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let made = server.create_room(&req).await;
    let room = made.room.clone();
    let a_token = made.token.clone().unwrap();
    let mut ada = Browser::new(&recv, "ada");
    assert_eq!(
        subscribe(&server, &room, &a_token, &ada, "de").await,
        (200, r#"{"seats":1}"#.to_string())
    );

    // Bea takes the open seat: the game starts, and Ada hears of it in German.
    let mut b = server.client(&room).await;
    b.hello(None).await;
    let b_token = b.join("Bea").await;
    let mut bea = Browser::new(&recv, "bea");
    assert_eq!(subscribe(&server, &room, &b_token, &bea, "hu").await.0, 200);
    let first_to_move = if b.view().to_move() == Some(0) {
        "Ada"
    } else {
        "Bea"
    };
    let started = ada.next(&recv, &key, WAIT).await;
    check_public(&started, &room);
    says(
        &started,
        json!({"kind": "started", "lang": "de", "game": "cubulus",
        "title": "Cubulus: Die Partie beginnt", "body": "Bea hat den freien Platz genommen.",
        "to_move": first_to_move, "opponent": "Bea"}),
    );

    // Bea closes her page; Ada moves at once (her own "an hour left" goes with her move):
    // it is Bea's turn, told in Hungarian.
    let mut a = server.client(&room).await;
    a.hello(Some(&a_token)).await;
    ada_to_move(&mut a, &mut b).await;
    drop(b);
    shown_away(&mut a, 1).await;
    play_turn(&mut a).await;
    let turn = bea.next(&recv, &key, WAIT).await;
    check_public(&turn, &room);
    says(
        &turn,
        json!({"kind": "turn", "lang": "hu", "title": "Cubulus: Te következel",
        "body": "Ada lépett.", "to_move": "Bea", "opponent": "Ada"}),
    );
    assert_eq!(
        recv.taken("bea")[0].headers["urgency"],
        "high",
        "a turn is urgent"
    );

    // An hour (of this clock) before Bea's deadline: one hour left.
    let hour = bea.next(&recv, &key, Duration::from_secs(20)).await;
    check_public(&hour, &room);
    assert_eq!(hour["kind"], "hour_left");
    assert_eq!(hour["title"], "Cubulus: Még egy óra");

    // Bea comes back; the game is played to its end with both pages open: no turn pushes.
    let mut b = server.client(&room).await;
    b.hello(Some(&b_token)).await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(11), 3000).await;
    assert!(a.view().outcome().is_some(), "the game ended");
    // The seat that did not make the last move hears that the game is over.
    let last = match &a.state {
        Some(ServerMsg::State { movers, .. }) => *movers.last().unwrap(),
        other => panic!("{other:?}"),
    };
    let ended = if last == 0 {
        let p = bea.next(&recv, &key, WAIT).await;
        assert_eq!(p["title"], "Cubulus: Véget ért a játszma");
        assert_eq!(p["opponent"], "Ada");
        p
    } else {
        let p = ada.next(&recv, &key, WAIT).await;
        assert_eq!(p["title"], "Cubulus: Die Partie ist zu Ende");
        assert_eq!(p["opponent"], "Bea");
        p
    };
    check_public(&ended, &room);
    assert_eq!(ended["kind"], "ended");
    assert!(ended["to_move"].is_null());

    // Ada offers a rematch: Bea is asked, in Hungarian.
    a.send(&ClientMsg::PlayAgain { accept: true }).await;
    let rematch = bea.next(&recv, &key, WAIT).await;
    check_public(&rematch, &room);
    assert_eq!(rematch["kind"], "rematch");
    assert_eq!(rematch["body"], "Ada visszavágót ajánl.");

    // Each once, and nothing else: Ada's "an hour left" went with her first move.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let kinds = |b: &Browser| -> Vec<String> {
        recv.taken(&b.who)
            .iter()
            .map(|g| {
                b.open(g, &key, recv.port)["kind"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    };
    let (ended_a, ended_b) = if last == 0 {
        (vec![], vec!["ended"])
    } else {
        (vec!["ended"], vec![])
    };
    assert_eq!(kinds(&ada), [vec!["started"], ended_a].concat());
    assert_eq!(
        kinds(&bea),
        [vec!["turn", "hour_left"], ended_b, vec!["rematch"]].concat()
    );
    assert_eq!(server.metric("cube_table_pushes_sent_total").await, 5.0);
}

/// A slow game as it is meant to be played: each person opens the room only to make their
/// move and closes it again, and the server restarts between moves; every move reaches the
/// other only as a push.
#[tokio::test]
async fn a_turn_based_game_between_closed_pages_moves_by_pushes_across_restarts() {
    let (recv, _dir, mut server, key) =
        with_receiver("push-slow-game", &["--push-retry", "100ms"]).await;
    let req = CreateRoom {
        clock: Clock::TurnBased {
            hours: 24,
            bank_days: 2,
        },
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let made = server.create_room(&req).await;
    let room = made.room.clone();
    let mut browsers = [Browser::new(&recv, "ada"), Browser::new(&recv, "bea")];
    let ada_token = made.token.clone().unwrap();
    assert_eq!(
        subscribe(&server, &room, &ada_token, &browsers[0], "en")
            .await
            .0,
        200
    );
    // Bea takes the seat from the invite link, subscribes and closes the page.
    let mut b = server.client(&room).await;
    b.hello(None).await;
    let bea_token = b.join("Bea").await;
    assert_eq!(
        subscribe(&server, &room, &bea_token, &browsers[1], "de")
            .await
            .0,
        200
    );
    let mut to_move = b.view().to_move().unwrap();
    drop(b);
    let started = browsers[0].next(&recv, &key, WAIT).await;
    assert_eq!(started["kind"], "started");
    let tokens = [ada_token, bea_token];
    for round in 0..6 {
        if round % 2 == 1 {
            server.restart().await;
        }
        // The one told it is their turn opens the room, moves and closes it.
        let mut c = server.client(&room).await;
        c.hello(Some(&tokens[to_move])).await;
        assert_eq!(c.view().to_move(), Some(to_move), "round {round}");
        play_turn(&mut c).await;
        let next = c.view().to_move().unwrap();
        drop(c);
        let push = browsers[next].next(&recv, &key, WAIT).await;
        check_public(&push, &room);
        assert_eq!(push["kind"], "turn", "round {round}: {push}");
        assert_eq!(push["lang"], ["en", "de"][next]);
        to_move = next;
    }
}

#[tokio::test]
async fn a_failing_receiver_neither_delays_moves_nor_loses_the_push() {
    let patient = ["--push-timeout", "8s", "--push-retry", "300ms"];
    let (recv, _dir, server, key) = with_receiver("push-failing", &patient).await;
    let (made, mut a, b, b_token) = ada_first(&server).await;
    let mut bea = Browser::new(&recv, "bea");
    assert_eq!(
        subscribe(&server, &made.room, &b_token, &bea, "en").await.0,
        200
    );
    // The push service first stalls, then fails, then takes the push.
    recv.script("bea", &[Answer::Stall, Answer::Fail]);
    drop(b);
    shown_away(&mut a, 1).await;
    let started = Instant::now();
    play_turn(&mut a).await;
    let first_move = started.elapsed();

    // Meanwhile, in another room, moves go on at their pace.
    let (_, mut carl) = against_the_computer(&server, "cubulus").await;
    let mut slowest = first_move;
    let stalled = Instant::now();
    while stalled.elapsed() < Duration::from_secs(3) && carl.view().outcome().is_none() {
        if carl.view().to_move() != Some(0) {
            carl.until(|m| {
                matches!(m, ServerMsg::State { view, .. }
                    if view.to_move() == Some(0) || view.outcome().is_some())
            })
            .await;
            continue;
        }
        let t = Instant::now();
        let m = carl.view().legal_moves()[0].clone();
        carl.play(&m).await;
        slowest = slowest.max(t.elapsed());
    }
    // The stalled push is held for 8 s (`--push-timeout`): a move that waited for it would
    // take that long. The margin is wide on purpose, so a busy machine cannot fail this.
    assert!(
        slowest < Duration::from_secs(4),
        "a move took {slowest:?} while the push service stalled"
    );

    // The push arrives once the service recovers, once.
    let turn = bea.next(&recv, &key, Duration::from_secs(20)).await;
    assert_eq!(turn["kind"], "turn");
    assert_eq!(turn["title"], "Cubulus: your turn");
    let tries: Vec<Answer> = recv.all("bea").iter().map(|g| g.answer).collect();
    assert_eq!(tries, [Answer::Stall, Answer::Fail, Answer::Created]);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(recv.all("bea").len(), 3, "taken once, never again");
}

#[tokio::test]
async fn a_subscription_the_push_service_says_is_gone_is_deleted() {
    let (recv, _dir, server, _key) = with_receiver("push-gone", &[]).await;
    let (made, mut a, b, b_token) = ada_first(&server).await;
    let bea = Browser::new(&recv, "bea");
    assert_eq!(
        subscribe(&server, &made.room, &b_token, &bea, "en").await.0,
        200
    );
    recv.script("bea", &[Answer::Gone]);
    drop(b);
    shown_away(&mut a, 1).await;
    play_turn(&mut a).await;
    server
        .metric_becomes("cube_table_push_subscriptions_gone_total", 1.0)
        .await;
    // Nothing left to unsubscribe, and no try again.
    let body = json!({
        "seats": [{"room": made.room, "token": b_token}],
        "endpoint": bea.endpoint,
    });
    let answer = http(
        server.port,
        "POST",
        "/api/push/unsubscribe",
        &body.to_string(),
    )
    .await;
    assert_eq!(answer, (200, r#"{"seats":0}"#.to_string()));
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(recv.all("bea").len(), 1);
}

#[tokio::test]
async fn endpoints_into_the_servers_own_network_are_refused() {
    let recv = Receiver::start().await;
    let dir = TempDir::new("push-refused");
    let server = Server::sqlite(dir.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let token = made.token.clone().unwrap();
    let mut browser = Browser::new(&recv, "x");
    // The tests' own receiver, without the tests' setting; then addresses inside.
    for endpoint in [
        browser.endpoint.clone(),
        "http://push.example/x".to_string(),
        "https://127.0.0.1/x".to_string(),
        "https://127.0.0.1:8443/x".to_string(),
        "https://10.1.2.3/x".to_string(),
        "https://192.168.0.1/x".to_string(),
        "https://169.254.169.254/latest/meta-data".to_string(),
        "https://localhost/x".to_string(),
        "https://[::1]/x".to_string(),
        "https://[fe80::1]/x".to_string(),
        "https://0.0.0.0/x".to_string(),
        "ftp://push.example/x".to_string(),
        "not a url".to_string(),
    ] {
        browser.endpoint = endpoint.clone();
        let (status, body) = subscribe(&server, &made.room, &token, &browser, "en").await;
        assert_eq!(status, 400, "{endpoint}: {body}");
        assert!(body.contains(r#""code":"malformed""#), "{endpoint}: {body}");
    }
    assert!(recv.got.lock().unwrap().is_empty());
}

#[tokio::test]
async fn subscriptions_are_checked_and_capped_per_seat() {
    let (recv, _dir, server, _key) = with_receiver("push-checked", &["--push-per-seat", "2"]).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let (room, token) = (made.room.clone(), made.token.clone().unwrap());
    let one = Browser::new(&recv, "one");
    // Even with the tests' setting, private addresses stay refused.
    let mut private = Browser::new(&recv, "private");
    private.endpoint = "http://10.0.0.7/push".into();
    assert_eq!(
        subscribe(&server, &room, &token, &private, "en").await.0,
        400
    );
    // Bad input, each refused with its reason.
    let (status, body) = subscribe(&server, &room, &token, &one, "fr").await;
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("lang"), "{body}");
    let (status, body) = subscribe(&server, &room, "not-the-token", &one, "en").await;
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("bad_token"), "{body}");
    let bad_keys = json!({
        "seats": [{"room": room, "token": token}],
        "subscription": {"endpoint": one.endpoint, "keys": {"p256dh": "AAAA", "auth": "AAAA"}},
        "lang": "en",
    });
    let (status, body) = http(
        server.port,
        "POST",
        "/api/push/subscribe",
        &bad_keys.to_string(),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("keys"), "{body}");
    let (status, body) = http(server.port, "POST", "/api/push/subscribe", "{").await;
    assert_eq!(status, 400, "{body}");
    let foreign = json!({
        "seats": [{"room": room, "token": token}],
        "subscription": one.subscription(),
        "lang": "en",
    });
    let (status, _, _) = http_full(
        server.port,
        "POST",
        "/api/push/subscribe",
        &[("origin", "https://evil.example")],
        foreign.to_string().as_bytes(),
    )
    .await;
    assert_eq!(status, 403, "another site's page may not subscribe");
    // Two subscriptions a seat here; the same endpoint again replaces its own.
    assert_eq!(subscribe(&server, &room, &token, &one, "en").await.0, 200);
    assert_eq!(subscribe(&server, &room, &token, &one, "de").await.0, 200);
    let two = Browser::new(&recv, "two");
    assert_eq!(subscribe(&server, &room, &token, &two, "en").await.0, 200);
    let three = Browser::new(&recv, "three");
    let (status, body) = subscribe(&server, &room, &token, &three, "en").await;
    assert_eq!(status, 429, "{body}");
    assert!(body.contains(r#""code":"full""#), "{body}");
}

/// A subscription that got into the database with an endpoint inside the server's network
/// (here written there directly: as if a name had resolved elsewhere when it was kept) is
/// never connected to: the sender checks the address it would connect to.
#[tokio::test]
async fn a_push_never_goes_to_an_address_inside() {
    use sha2::{Digest, Sha256};
    let trip = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = trip.local_addr().unwrap().port();
    let touched = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    {
        let touched = touched.clone();
        tokio::spawn(async move {
            while let Ok((_s, _)) = trip.accept().await {
                touched.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            }
        });
    }
    let dir = TempDir::new("push-inside");
    let server = Server::sqlite(dir.path()).await;
    let (made, mut a, b, b_token) = ada_first(&server).await;
    let hash: String = Sha256::digest(b_token.as_bytes())
        .iter()
        .map(|x| format!("{x:02x}"))
        .collect();
    let browser = Browser::new(&Receiver::default(), "x");
    let keys = browser.subscription()["keys"].clone();
    let db = sqlx::SqlitePool::connect(&format!(
        "sqlite:{}",
        dir.path().join("cube-table.db").display()
    ))
    .await
    .unwrap();
    let endpoints = [
        format!("https://localhost:{port}/push/name"),
        format!("https://127.0.0.1:{port}/push/ip"),
        format!("http://127.0.0.1:{port}/push/http"),
        format!("https://[::ffff:127.0.0.1]:{port}/push/mapped"),
    ];
    for endpoint in &endpoints {
        sqlx::query(
            "INSERT INTO push_subs (room, seat, token_hash, endpoint, p256dh, auth, lang, created)
             VALUES ($1, 1, $2, $3, $4, $5, 'en', 0)",
        )
        .bind(&made.room)
        .bind(&hash)
        .bind(endpoint)
        .bind(keys["p256dh"].as_str().unwrap())
        .bind(keys["auth"].as_str().unwrap())
        .execute(&db)
        .await
        .unwrap();
    }
    drop(b);
    shown_away(&mut a, 1).await;
    play_turn(&mut a).await;
    server
        .metric_becomes(
            "cube_table_push_subscriptions_gone_total",
            endpoints.len() as f64,
        )
        .await;
    assert_eq!(server.metric("cube_table_pushes_sent_total").await, 0.0);
    assert_eq!(touched.load(std::sync::atomic::Ordering::SeqCst), 0);
    let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM push_subs")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(left, 0, "deleted, never to be tried again");
}
