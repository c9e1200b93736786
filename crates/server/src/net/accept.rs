//! The accept loop: each connection admitted under the caps ([`super::Caps`]) or closed at
//! once, Nagle off, a deadline for a request's headers, keep-alive connections closed when
//! idle, and the graceful stop (no more accepting; open connections finish or are closed
//! after the grace). And [`SocketPlace`], the one place that decides whether a WebSocket of
//! any kind (a room's, the lobby's) may stay open: it keeps the connection's place under
//! the caps, and behind a trusted proxy a place per client.

use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::http::Request;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use online::ErrorCode;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use super::{client_ip, fit_to_open_files, is_trusted, Caps, Permit};
use crate::app::App;
use crate::error::Refusal;
use crate::metrics::METRICS;

/// A socket that notes when it last read or wrote anything.
struct Watched {
    io: TcpStream,
    start: Instant,
    last: Arc<AtomicU64>,
}

impl Watched {
    fn seen(&self) {
        self.last
            .store(self.start.elapsed().as_millis() as u64, Ordering::Relaxed);
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.io).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.seen();
        }
        r
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let r = Pin::new(&mut self.io).poll_write(cx, data);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.seen();
        }
        r
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// What the WebSocket handler takes over from the connection: its place under the caps.
#[derive(Clone)]
pub struct Held(pub Arc<Permit>);

/// A WebSocket's places, kept for as long as it is open: the TCP connection's place under
/// `--max-connections` and `--max-per-address` (which an upgrade would otherwise free),
/// and behind a trusted proxy a place for the client it forwards for (where the TCP caps
/// see only the proxy). Every socket handler takes this extractor, so none can forget it:
/// a page of another site is refused before the upgrade ([`ErrorCode::Forbidden`], the
/// `Origin` check), and so is a client over its cap ([`ErrorCode::Full`]).
pub struct SocketPlace {
    _held: Option<Arc<Permit>>,
    _proxied: Option<Permit>,
}

impl axum::extract::FromRequestParts<Arc<App>> for SocketPlace {
    type Rejection = Refusal;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        app: &Arc<App>,
    ) -> Result<Self, Self::Rejection> {
        app.check_origin(&parts.headers)?;
        let held = parts.extensions.get::<Held>().map(|h| h.0.clone());
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip());
        let trusted = &app.settings.trusted_proxies;
        let proxied = match peer {
            Some(peer) if is_trusted(peer, trusted) => {
                let client = client_ip(peer, &parts.headers, trusted);
                let place = app.proxied.admit(Some(client)).ok_or_else(|| {
                    METRICS.connections_refused.fetch_add(1, Ordering::Relaxed);
                    Refusal::new(ErrorCode::Full, "too many connections from this address")
                })?;
                Some(place)
            }
            _ => None,
        };
        Ok(SocketPlace {
            _held: held,
            _proxied: proxied,
        })
    }
}

/// Serves `router` on `listener` until `app` stops, then waits up to the grace for open
/// connections.
pub async fn serve(listener: TcpListener, app: Arc<App>, router: Router) {
    let s = &app.settings;
    let caps = Caps::new(fit_to_open_files(s.max_connections), s.max_per_address);
    let mut stop = app.stop_signal();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = stop.wait_for(|&stop| stop) => break,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of file descriptors or similar: wait a moment rather than spin.
                tracing::warn!("accept: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let trusted = is_trusted(peer.ip(), &s.trusted_proxies);
        let Some(permit) = caps.admit((!trusted).then_some(peer.ip())) else {
            METRICS.connections_refused.fetch_add(1, Ordering::Relaxed);
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        tokio::spawn(connection(
            stream,
            peer,
            Arc::new(permit),
            app.clone(),
            router.clone(),
        ));
    }
    drop(listener);
    let deadline = Instant::now() + app.settings.shutdown_grace;
    let open =
        || METRICS.connections.load(Ordering::Relaxed) + METRICS.sockets.load(Ordering::Relaxed);
    while open() > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    permit: Arc<Permit>,
    app: Arc<App>,
    router: Router,
) {
    METRICS.connections.fetch_add(1, Ordering::Relaxed);
    let last = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    let io = TokioIo::new(Watched {
        io: stream,
        start,
        last: last.clone(),
    });
    let held = Held(permit);
    let service = router.map_request(move |mut req: Request<Incoming>| {
        req.extensions_mut().insert(ConnectInfo(peer));
        req.extensions_mut().insert(held.clone());
        req
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(app.settings.header_timeout)
        .keep_alive(true);
    let conn = builder
        .serve_connection(io, TowerToHyperService::new(service))
        .with_upgrades();
    let mut conn = std::pin::pin!(conn);
    let mut stop = app.stop_signal();
    let keep_alive = app.settings.keep_alive;
    let mut stopping = false;
    loop {
        // Wakes when the connection would have been quiet for `keep_alive`; anything read
        // or written since moves that moment on.
        let quiet_since = start + Duration::from_millis(last.load(Ordering::Relaxed));
        let deadline = tokio::time::Instant::from_std(quiet_since + keep_alive);
        tokio::select! {
            _ = conn.as_mut() => break,
            _ = stop.wait_for(|&stop| stop), if !stopping => {
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
            _ = tokio::time::sleep_until(deadline) => {
                if start.elapsed() >= Duration::from_millis(last.load(Ordering::Relaxed)) + keep_alive {
                    break;
                }
            }
        }
    }
    METRICS.connections.fetch_sub(1, Ordering::Relaxed);
}
