//! What someone running the server meets, against the real binary: `/healthz`,
//! `/metrics`, a graceful stop, and static files served safely (no dotfiles or links,
//! ETags, security headers).

mod common;

use std::time::{Duration, Instant};

use common::*;
use futures_util::StreamExt;
use online::{ClientMsg, ServerMsg};
use rules::Setup;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;

/// Issue 42, finding 2: a long path is refused before the file system is asked anything
/// (it used to walk up the path rebuilding it at every step: seconds for one request).
#[tokio::test]
async fn a_long_path_is_refused_at_once() {
    let data = TempDir::new("long-path");
    std::fs::create_dir_all(data.path().join("dist/cubus/learn")).unwrap();
    std::fs::write(data.path().join("dist/app.html"), "app").unwrap();
    std::fs::write(data.path().join("dist/cubus/learn/app.html"), "learn").unwrap();
    let server = Server::sqlite(data.path()).await;
    let long = "/a".repeat(30_000);
    let (status, _, _) = http_full(server.port, "GET", &long, &[], b"").await;
    assert_eq!(status, 414, "30,000 segments");
    let (status, _, _) = http_full(server.port, "GET", &"/a".repeat(17), &[], b"").await;
    assert_eq!(status, 414, "17 segments");
    let wide = format!("/{}", "b".repeat(600));
    assert_eq!(http_full(server.port, "GET", &wide, &[], b"").await.0, 414);
    // Real addresses still find the nearest app.html, and nothing outside dist.
    let (status, _, body) = http_full(server.port, "GET", "/cubus/learn/99", &[], b"").await;
    assert_eq!((status, body.as_slice()), (200, b"learn".as_slice()));
    let (status, _, body) = http_full(server.port, "GET", "/cubus/x/y/z", &[], b"").await;
    assert_eq!((status, body.as_slice()), (200, b"app".as_slice()));
    let (status, _, body) = http_full(server.port, "GET", "/cubus/.learn/3", &[], b"").await;
    assert_eq!((status, body.as_slice()), (200, b"app".as_slice()));
}

#[tokio::test]
async fn health_and_metrics() {
    let data = TempDir::new("ops");
    let server = Server::sqlite_with(data.path(), &["--trusted-proxies", "127.0.0.1"]).await;
    let (status, body) = http(server.port, "GET", "/healthz", "").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));
    let Seated { mut a, mut b, .. } = two_seated(&server, "cubulus").await;
    let seat = a.view().to_move().unwrap();
    let (p, q) = if seat == 0 {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    q.send(&ClientMsg::Move {
        ply: 0,
        text: "z00+".into(),
    })
    .await;
    q.error().await;
    let m = p.view().legal_moves()[0].clone();
    p.play(&m).await;
    // A refused request is counted once, as its answer leaves (not where it was made).
    let (status, _, _) = http_full(
        server.port,
        "POST",
        "/api/rooms",
        &[("content-type", "text/plain")],
        b"{}",
    )
    .await;
    assert_eq!(status, 400);
    let (status, text) = http(server.port, "GET", "/metrics", "").await;
    assert_eq!(status, 200);
    for name in [
        "cube_table_rooms_loaded 1",
        "cube_table_sockets 2",
        "cube_table_moves_total 1",
        "cube_table_rooms_created_total 1",
        "cube_table_refusals_total{code=\"not_your_turn\"} 1",
        "cube_table_refusals_total{code=\"malformed\"} 1",
        "cube_table_computer_queue 0",
        "cube_table_computer_wait_seconds_count",
        "cube_table_request_seconds_bucket{route=\"api\",le=\"0.001\"}",
    ] {
        assert!(text.contains(name), "{name} in\n{text}");
    }
    // Only to loopback (and the listed addresses): a client behind the proxy gets nothing.
    // Issue 42, finding 6: nor does a request a proxy forwarded that is not trusted (behind
    // a local proxy every peer is loopback).
    let untrusted = Server::sqlite(data.path().join("untrusted").as_path()).await;
    let (status, _, _) = http_full(
        untrusted.port,
        "GET",
        "/metrics",
        &[("x-forwarded-for", "203.0.113.5")],
        b"",
    )
    .await;
    assert_eq!(status, 404, "forwarded by a proxy nobody trusts");
    let (status, _, _) = http_full(
        untrusted.port,
        "GET",
        "/metrics",
        &[("forwarded", "for=203.0.113.5")],
        b"",
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(http(untrusted.port, "GET", "/metrics", "").await.0, 200);
    drop(untrusted);
    let (status, _, _) = http_full(
        server.port,
        "GET",
        "/metrics",
        &[("x-forwarded-for", "203.0.113.5")],
        b"",
    )
    .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn sigterm_closes_sockets_with_a_frame_and_keeps_every_move() {
    let data = TempDir::new("graceful");
    let mut server = Server::sqlite(data.path()).await;
    let Seated {
        made,
        mut a,
        mut b,
        b_token,
    } = two_seated(&server, "cubulus").await;
    step(&mut [&mut a, &mut b]).await;
    let stopped = Instant::now();
    server.terminate();
    let mut frame = None;
    while let Ok(Some(f)) = tokio::time::timeout(WAIT, a.ws.next()).await {
        if let Ok(Message::Close(c)) = f {
            frame = c;
            break;
        }
    }
    assert_eq!(
        frame.map(|c| c.code),
        Some(CloseCode::Away),
        "a close frame, going away"
    );
    let status = tokio::time::timeout(WAIT, server.child.wait())
        .await
        .expect("the server ends within the grace")
        .unwrap();
    assert!(status.success(), "{status}");
    assert!(stopped.elapsed() < Duration::from_secs(10));
    server.restart().await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut b = server.client(&made.room).await;
    b.hello(Some(&b_token)).await;
    assert_eq!((a.ply(), b.ply()), (1, 1));
}

#[tokio::test]
async fn static_files_are_plain_files_with_etags_and_security_headers() {
    let data = TempDir::new("static-safe");
    let dist = data.path().join("dist");
    std::fs::create_dir_all(dist.join("sub")).unwrap();
    std::fs::write(dist.join("app.html"), "<html>app</html>").unwrap();
    std::fs::write(dist.join("index.html"), "<html>home</html>").unwrap();
    std::fs::write(dist.join(".secret"), "secret").unwrap();
    std::fs::write(dist.join("sub/.env"), "secret").unwrap();
    std::fs::write(data.path().join("outside.txt"), "secret").unwrap();
    std::os::unix::fs::symlink(data.path().join("outside.txt"), dist.join("link.txt")).unwrap();
    std::os::unix::fs::symlink(data.path(), dist.join("linkdir")).unwrap();
    std::fs::write(dist.join("app-0123456789abcdef.wasm"), vec![7u8; 100_000]).unwrap();
    std::fs::write(dist.join("app-0123456789abcdef.wasm.br"), "compressed").unwrap();
    let server = Server::sqlite(data.path()).await;
    for path in [
        "/.secret",
        "/sub/.env",
        "/link.txt",
        "/linkdir/outside.txt",
        "/app-0123456789abcdef.wasm.br",
    ] {
        let (_, h, body) = http_full(server.port, "GET", path, &[], b"").await;
        assert!(
            body == b"<html>app</html>" && header(&h, "content-encoding").is_none(),
            "{path}: {}",
            String::from_utf8_lossy(&body)
        );
    }
    let (status, h, body) =
        http_full(server.port, "GET", "/app-0123456789abcdef.wasm", &[], b"").await;
    assert_eq!((status, body.len()), (200, 100_000));
    let etag = header(&h, "etag").expect("an ETag").to_string();
    let (status, h2, body) = http_full(
        server.port,
        "GET",
        "/app-0123456789abcdef.wasm",
        &[("if-none-match", &etag)],
        b"",
    )
    .await;
    assert_eq!(
        (status, body.len()),
        (304, 0),
        "a conditional request sends nothing again"
    );
    assert_eq!(header(&h2, "etag"), Some(etag.as_str()));
    let (_, h3, _) = http_full(
        server.port,
        "GET",
        "/app-0123456789abcdef.wasm",
        &[("accept-encoding", "br")],
        b"",
    )
    .await;
    assert_ne!(
        header(&h3, "etag"),
        Some(etag.as_str()),
        "each coding has its own tag"
    );

    let (_, h, _) = http_full(server.port, "GET", "/", &[], b"").await;
    assert_eq!(header(&h, "x-content-type-options"), Some("nosniff"));
    assert_eq!(header(&h, "referrer-policy"), Some("no-referrer"));
    assert_eq!(header(&h, "x-frame-options"), Some("SAMEORIGIN"));
    assert!(
        header(&h, "content-security-policy").is_some_and(|v| v.contains("frame-ancestors 'self'"))
    );
    let (_, h, body) = http_full(server.port, "GET", "/embed/cubulus", &[], b"").await;
    assert_eq!(body, b"<html>app</html>");
    assert_eq!(
        header(&h, "x-frame-options"),
        None,
        "embed pages may be framed"
    );
    assert!(header(&h, "content-security-policy").is_some_and(|v| v.contains("frame-ancestors *")));
    let (_, h, _) = http_full(
        server.port,
        "GET",
        "/api/rooms/AAAAAAAAAAAAAAAAAAAAAA/record",
        &[],
        b"",
    )
    .await;
    assert_eq!(header(&h, "x-content-type-options"), Some("nosniff"));
}

#[tokio::test]
async fn the_welcome_shows_the_player_s_own_seat_connected() {
    let data = TempDir::new("own-welcome");
    let server = Server::sqlite(data.path()).await;
    let made = server
        .create("cubulus", Setup::players(2), open_seats(2))
        .await;
    let mut a = server.client(&made.room).await;
    a.send(&ClientMsg::Hello {
        v: online::VERSION,
        token: made.token.clone(),
    })
    .await;
    let ServerMsg::Welcome { seats, .. } =
        a.until(|m| matches!(m, ServerMsg::Welcome { .. })).await
    else {
        unreachable!()
    };
    assert!(seats[0].connected, "{seats:?}");
}
