//! Connections a hostile visitor opens, against the real binary (times shortened through
//! the settings): deadlines for headers, hello and pings, caps per address and overall,
//! Nagle off, the Origin allow-list, and crowds of spectators.

mod common;

use std::time::{Duration, Instant};

use common::*;
use futures_util::StreamExt;
use online::{ClientMsg, ErrorCode, ServerMsg};
use rules::Setup;
use tokio::io::AsyncWriteExt;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn half_sent_requests_silent_and_idle_connections_are_closed() {
    let data = TempDir::new("deadlines");
    let server = Server::sqlite_with(
        data.path(),
        &["--header-timeout", "1s", "--keep-alive", "2s"],
    )
    .await;
    let mut half = tcp_from(server.port, "127.0.0.1").await;
    half.write_all(b"GET / HTTP/1.1\r\nhost: x\r\nx-slow: ")
        .await
        .unwrap();
    let mut silent = tcp_from(server.port, "127.0.0.1").await;
    let mut idle = tcp_from(server.port, "127.0.0.1").await;
    idle.write_all(b"GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n")
        .await
        .unwrap();
    let started = Instant::now();
    assert!(
        closed_within(&mut half, Duration::from_secs(5)).await,
        "half-sent headers"
    );
    assert!(
        closed_within(&mut silent, Duration::from_secs(5)).await,
        "nothing sent"
    );
    assert!(
        closed_within(&mut idle, Duration::from_secs(6)).await,
        "idle keep-alive"
    );
    assert!(started.elapsed() >= Duration::from_millis(900));
}

#[tokio::test]
async fn a_socket_must_say_hello_in_time_and_answer_pings() {
    let data = TempDir::new("hello-deadline");
    let server = Server::sqlite_with(
        data.path(),
        &[
            "--hello-timeout",
            "1s",
            "--ping-interval",
            "200ms",
            "--idle-timeout",
            "1s",
        ],
    )
    .await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;

    // Says nothing: closed after the hello deadline.
    let mut mute = server.client(&made.room).await;
    assert!(mute.next().await.is_none(), "closed without a hello");

    // A reading client answers the pings by itself and stays; one that stops reading
    // (its pongs never come) is closed, and its seat shows as away.
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    b.join("Bea").await;
    a.until(|m| matches!(m, ServerMsg::Presence { seats, .. } if seats[1].connected))
        .await;
    // B stops reading for a while: nothing polls its socket.
    let until = Instant::now() + Duration::from_secs(3);
    while Instant::now() < until {
        a.send(&ClientMsg::Ping).await;
        a.until(|m| matches!(m, ServerMsg::Pong)).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let away =
        |m: &ServerMsg| matches!(m, ServerMsg::Presence { seats, .. } if !seats[1].connected);
    if !a
        .frames
        .iter()
        .any(|f| online::read_server(f).is_ok_and(|m| away(&m)))
    {
        a.until(away).await;
    }
    let mut b_closed = false;
    while let Ok(Some(frame)) = tokio::time::timeout(WAIT, b.ws.next()).await {
        match frame {
            Ok(Message::Close(_)) | Err(_) => {
                b_closed = true;
                break;
            }
            Ok(_) => continue,
        }
    }
    assert!(
        b_closed,
        "the socket that stopped reading is closed, not only dropped"
    );
}

#[tokio::test]
async fn connections_are_capped_per_address_and_overall() {
    let data = TempDir::new("caps");
    let server = Server::sqlite_with(
        data.path(),
        &["--max-per-address", "3", "--max-connections", "6"],
    )
    .await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(tcp_from(server.port, "127.0.0.2").await);
    }
    let mut fourth = tcp_from(server.port, "127.0.0.2").await;
    assert!(
        closed_within(&mut fourth, Duration::from_secs(2)).await,
        "a fourth connection from one address is closed at once"
    );
    for c in &mut held {
        assert!(
            !closed_within(c, Duration::from_millis(200)).await,
            "the first three stay"
        );
    }
    // Another address is served meanwhile.
    let (status, _, _) = http_from("127.0.0.3", server.port, "GET", "/healthz", &[], b"").await;
    assert_eq!(status, 200);
    // Fill the overall cap with connections that stay. The health check's place comes back
    // only once the server's task for it has ended, which may be just after the client
    // read its answer: a connection refused in that moment is opened again.
    for from in ["127.0.0.4", "127.0.0.5", "127.0.0.6"] {
        let mut tries = 0;
        loop {
            let mut c = tcp_from(server.port, from).await;
            if !closed_within(&mut c, Duration::from_millis(200)).await {
                held.push(c);
                break;
            }
            tries += 1;
            assert!(tries < 20, "a sixth place never came back to {from}");
        }
    }
    let mut seventh = tcp_from(server.port, "127.0.0.7").await;
    assert!(
        closed_within(&mut seventh, Duration::from_secs(2)).await,
        "over the overall cap"
    );
    drop(held);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (status, _, _) = http_from("127.0.0.7", server.port, "GET", "/healthz", &[], b"").await;
    assert_eq!(status, 200, "places come back when connections close");
    assert!(server.metric("cube_table_connections_refused_total").await >= 2.0);
}

/// Issue 42, finding 1: a lobby socket keeps its connection's place under the caps, as a
/// room's does, and behind a trusted proxy each client it forwards for has its own count.
#[tokio::test]
async fn lobby_sockets_hold_their_places_under_the_caps() {
    let data = TempDir::new("lobby-caps");
    let server = Server::sqlite_with(data.path(), &["--max-per-address", "4"]).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(server.lobby(None).await);
    }
    let mut room = server.client(&made.room).await;
    room.hello(None).await;
    let mut fifth = tcp_from(server.port, "127.0.0.1").await;
    assert!(
        closed_within(&mut fifth, Duration::from_secs(2)).await,
        "three lobby sockets and a room's fill the address's four places"
    );
    drop(held);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let again = Client::connect_path(server.port, &online::paths::lobby_socket(None), &[]).await;
    assert!(again.is_ok(), "places come back when lobby sockets close");
    drop((again, room));

    // Behind a trusted proxy: four sockets of either kind per client it names.
    let data = TempDir::new("lobby-caps-proxied");
    let server = Server::sqlite_with(
        data.path(),
        &["--max-per-address", "4", "--trusted-proxies", "127.0.0.1"],
    )
    .await;
    let path = online::paths::lobby_socket(None);
    let from = |ip: &'static str| [("x-forwarded-for", ip)];
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(
            Client::connect_path(server.port, &path, &from("203.0.113.9"))
                .await
                .unwrap(),
        );
    }
    assert_eq!(
        Client::connect_path(server.port, &path, &from("203.0.113.9"))
            .await
            .err(),
        Some(429),
        "a fifth lobby socket for the same client"
    );
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    assert_eq!(
        Client::connect_with(server.port, &made.room, &from("203.0.113.9"))
            .await
            .err(),
        Some(429),
        "nor a room's"
    );
    assert!(
        Client::connect_path(server.port, &path, &from("203.0.113.10"))
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn the_state_follows_the_welcome_without_waiting_for_an_ack() {
    // With Nagle's algorithm on, the second small frame waits for the client's delayed
    // acknowledgement (40 ms or more on Linux); the best of five hellos shows it.
    let data = TempDir::new("nodelay");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let mut c = server.client(&made.room).await;
        c.send(&ClientMsg::Hello {
            v: online::VERSION,
            token: None,
        })
        .await;
        c.until(|m| matches!(m, ServerMsg::Welcome { .. })).await;
        let welcomed = Instant::now();
        c.until(|m| matches!(m, ServerMsg::State { .. })).await;
        best = best.min(welcomed.elapsed());
    }
    assert!(
        best < Duration::from_millis(30),
        "the state came {best:?} after the welcome"
    );
}

#[tokio::test]
async fn only_this_site_and_allowed_origins_make_rooms_and_open_sockets() {
    let data = TempDir::new("origins");
    let server =
        Server::sqlite_with(data.path(), &["--allow-origins", "https://friend.example"]).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let own = format!("http://127.0.0.1:{}", server.port);
    for (origin, allowed) in [
        ("http://evil.example", false),
        ("null", false),
        (own.as_str(), true),
        ("https://friend.example", true),
    ] {
        let socket = Client::connect_with(server.port, &made.room, &[("origin", origin)]).await;
        assert_eq!(socket.is_ok(), allowed, "socket from {origin}");
        if !allowed {
            assert_eq!(socket.err(), Some(403));
        }
        let body = online::to_text(&online::CreateRoom::new(
            "cubulus",
            Setup::players(2),
            open_seats(2),
            "Ada",
        ));
        let (status, _, answer) = http_full(
            server.port,
            "POST",
            "/api/rooms",
            &[("origin", origin)],
            body.as_bytes(),
        )
        .await;
        assert_eq!(
            status == 201,
            allowed,
            "room from {origin}: {}",
            String::from_utf8_lossy(&answer)
        );
        if !allowed {
            assert!(String::from_utf8_lossy(&answer).contains("forbidden"));
        }
    }
}

#[tokio::test]
async fn spectators_are_capped_and_a_crowd_costs_few_presence_messages() {
    let data = TempDir::new("crowd");
    let server = Server::sqlite_with(data.path(), &["--max-spectators", "30"]).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut crowd = Vec::new();
    for _ in 0..30 {
        let mut w = server.client(&made.room).await;
        w.hello(None).await;
        crowd.push(w);
    }
    let mut late = server.client(&made.room).await;
    late.send(&ClientMsg::Hello {
        v: online::VERSION,
        token: None,
    })
    .await;
    assert_eq!(late.error().await, ErrorCode::Full);
    a.until(|m| matches!(m, ServerMsg::Presence { spectators: 30, .. }))
        .await;
    a.drain().await;
    let presences = a
        .frames
        .iter()
        .filter(|f| f.contains("\"t\":\"presence\""))
        .count();
    assert!(
        presences < 15,
        "30 spectators coming cost the player {presences} presence messages"
    );
}
