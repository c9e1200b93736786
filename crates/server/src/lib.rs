//! Cube Table's server: serves the built app and referees online games.
//!
//! - [`settings`]: arguments and environment, every limit in one place; [`run`] starts
//!   everything and stops it gracefully; [`app`]: the context every handler shares.
//! - [`net`]: the caps and client addresses; the accept loop (deadlines, keep-alive) and
//!   every socket's place under the caps in [`net::accept`].
//! - [`static_files`]: `dist/` with precompressed copies, ETags and security headers.
//! - [`api`]: `POST /api/rooms` (with [`rate`]'s per-address limit); [`records`]: `GET
//!   /api/rooms/{room}/record`; [`ops`]: `/healthz` and `/metrics` ([`metrics`]).
//! - [`socket`]: a room's WebSocket (limits, hello first, pings) → [`rooms`], the registry
//!   of loaded rooms → [`room`], split by job (game, referee, undo, table, computer,
//!   clock, stand-in, rematch, talk).
//! - [`work`]: rules work off the async threads; [`pool`]: the computer seats' threads,
//!   thinking with [`ai_seats`].
//! - [`lobby`]: the open tables, live on the lobby's socket; [`clocks`]: clocks that ran
//!   out and people away, found by their rooms' alarms.
//! - [`push`]: Web Push per seat: subscriptions, the outbox's sender, the address check,
//!   the VAPID key pair and the pushes' words.
//! - [`accounts`]: accounts with passkeys: the ceremonies, sessions (the cookie),
//!   recovery codes, sign-in links and the requests under `/api/account/`.
//! - [`studies`]: studies saved under their author, shared by a short address
//!   (`/api/studies`), read and written again by the rules.
//! - [`store`]: the queries, once for SQLite and PostgreSQL; [`sweep`] deletes old rooms.
//! - [`error`]: a refusal, on the socket and over HTTP; [`names`]: players' names;
//!   [`secret`]: ids, tokens and seeds.
//!
//! This root only puts the modules together; no module imports it, and no circle of
//! imports of any length runs through the crate (`scripts/import-cycles.py`): a
//! subsystem's state that the context holds (the lobby's list, the caps, the rooms'
//! registry, the records' cache, what a loaded room holds) lives apart from the code that
//! works through the context.
//!
//! The protocol is `crates/online`; people read `docs/online.md`.

pub mod accounts;
pub mod ai_seats;
pub mod api;
pub mod app;
pub mod archive;
pub mod clocks;
pub mod cookies;
pub mod error;
pub mod lobby;
pub mod metrics;
pub mod names;
pub mod net;
pub mod ops;
pub mod players;
pub mod pool;
pub mod push;
pub mod rate;
pub mod ratings;
pub mod records;
pub mod room;
pub mod rooms;
pub mod secret;
pub mod settings;
pub mod socket;
pub mod static_files;
pub mod store;
pub mod studies;
pub mod sweep;
pub mod vacation;
pub mod work;

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{header, HeaderValue};
use axum::middleware::{self, Next};
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;

pub use crate::app::App;
use crate::metrics::{Route, METRICS};
use crate::settings::Settings;

/// Times every request for `/metrics`, counts and logs the refusal an answer carries (the
/// one way out of HTTP refusals), and marks every answer `nosniff`.
async fn timed(req: Request, next: Next) -> Response {
    let path = req.uri().path();
    let route = if path == "/healthz" || path == "/metrics" {
        Route::Ops
    } else if path.starts_with("/api/") && path.ends_with("/ws") {
        Route::Socket
    } else if path.starts_with("/api/") {
        Route::Api
    } else {
        Route::Static
    };
    let started = Instant::now();
    let mut response = next.run(req).await;
    METRICS.request(route, started.elapsed());
    if let Some(error::Refused(refusal)) = response.extensions_mut().remove() {
        refusal.leaving();
    }
    response
        .headers_mut()
        .entry(header::X_CONTENT_TYPE_OPTIONS)
        .or_insert(HeaderValue::from_static("nosniff"));
    response
}

pub fn router(app: Arc<App>) -> Router {
    use online::paths::account;
    Router::new()
        .route(online::paths::ROOMS, post(api::create_room))
        .route(online::paths::PLAY_NOW, post(api::play_now))
        .route(online::paths::TURNS, post(api::turns))
        .route(online::paths::VACATION, post(vacation::take))
        .route("/api/lobby/ws", get(lobby::socket::upgrade))
        .route("/api/push/key", get(push::subscriptions::key))
        .route("/api/push/subscribe", post(push::subscriptions::subscribe))
        .route(
            "/api/push/unsubscribe",
            post(push::subscriptions::unsubscribe),
        )
        .route(
            account::SIGN_UP_START,
            post(accounts::routes::sign_up_start),
        )
        .route(
            account::SIGN_UP_FINISH,
            post(accounts::routes::sign_up_finish),
        )
        .route(
            account::SIGN_IN_START,
            post(accounts::routes::sign_in_start),
        )
        .route(
            account::SIGN_IN_FINISH,
            post(accounts::routes::sign_in_finish),
        )
        .route(account::ME, get(accounts::routes::me))
        .route(account::WHO, get(accounts::routes::who))
        .route(account::SIGN_OUT, post(accounts::routes::sign_out))
        .route(
            account::SIGN_OUT_EVERYWHERE,
            post(accounts::routes::sign_out_everywhere),
        )
        .route(
            account::PASSKEY_START,
            post(accounts::routes::passkey_start),
        )
        .route(
            account::PASSKEY_FINISH,
            post(accounts::routes::passkey_finish),
        )
        .route(account::LINK, post(accounts::routes::link))
        .route(account::LINK_USE, post(accounts::routes::link_use))
        .route(account::RECOVER, post(accounts::routes::recover))
        .route(account::DELETE, post(accounts::routes::delete))
        .route(account::SYNC, post(accounts::seats::sync))
        .route(online::paths::STUDIES, post(studies::routes::save))
        .route(
            "/api/studies/{id}",
            get(studies::routes::open)
                .put(studies::routes::replace)
                .delete(studies::routes::delete),
        )
        .route(online::paths::MY_STUDIES, get(studies::routes::mine))
        .route(online::paths::GAMES, get(archive::routes::games))
        .route("/api/players/{handle}", get(players::profile))
        .route(
            "/api/players/{handle}/records",
            get(archive::routes::records),
        )
        .route("/api/ratings/{game}", get(ratings::routes::leaderboard))
        .route("/api/rooms/{room}/record", get(api::record))
        .route("/api/rooms/{room}/ws", get(socket::upgrade))
        .route("/healthz", get(ops::healthz))
        .route("/metrics", get(ops::metrics))
        .fallback(static_files::serve)
        .layer(middleware::from_fn(timed))
        .with_state(app)
}

/// Binds (the public origin defaults to `http://localhost:<port>`), opens the store,
/// prints `listening on http://<addr>` and serves until Ctrl-C
/// or SIGTERM; then stops accepting, closes every socket with a close frame, lets
/// requests finish (up to `shutdown_grace`), waits for moves being stored, and closes the
/// database.
pub async fn run(mut settings: Settings) -> Result<(), String> {
    let listener = listen(&settings.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", settings.addr))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("no local address: {e}"))?;
    if settings.public_origin.is_empty() {
        settings.public_origin = format!("http://localhost:{}", addr.port());
    }
    let accounts = accounts::Accounts::new(&settings)?;
    let store = store::open(&settings.database_url, settings.db_busy_timeout)
        .await
        .map_err(|e| format!("cannot open the database: {e}"))?
        .with_presence_ttl(settings.presence_ttl);
    let vapid = push::vapid::Vapid::load_or_make(&store)
        .await
        .map_err(|e| format!("cannot read the push key pair: {e}"))?;
    let app = Arc::new(App::new(settings, store, accounts));
    let _ = app.push.vapid.set(vapid);
    if let Some(mut changes) = app
        .store
        .listen()
        .await
        .map_err(|e| format!("cannot listen for changes: {e}"))?
    {
        let app = app.clone();
        tokio::spawn(async move {
            // Rooms reload in parallel; each room's lock keeps its own reloads in order.
            while let Some(note) = changes.recv().await {
                let app = app.clone();
                tokio::spawn(async move {
                    match note.said {
                        Some((seat, phrase)) => {
                            app.rooms
                                .said_elsewhere(&app, &note.room, seat, phrase)
                                .await
                        }
                        None => app.rooms.changed_elsewhere(&app, &note.room).await,
                    }
                });
            }
        });
    }
    {
        let app = app.clone();
        tokio::spawn(async move {
            let every = (app.settings.presence_ttl / 3).max(Duration::from_millis(100));
            let mut tick = tokio::time::interval(every);
            loop {
                tick.tick().await;
                if let Err(e) = app.store.heartbeat(&app.server_id).await {
                    tracing::warn!("heartbeat: {e}");
                }
            }
        });
    }
    tokio::spawn(sweep::run(app.clone()));
    tokio::spawn(archive::run(app.clone()));
    tokio::spawn(clocks::run(app.clone()));
    tokio::spawn(lobby::socket::run(app.clone()));
    tokio::spawn(push::send::run(app.clone()));
    println!("listening on http://{addr}");
    tracing::info!("listening on http://{addr}");
    {
        let app = app.clone();
        tokio::spawn(async move {
            signalled().await;
            tracing::info!("stopping");
            app.stop.send_replace(true);
        });
    }
    net::accept::serve(listener, app.clone(), router(app.clone())).await;
    app.pool.stop();
    // A move being stored holds its room's lock: once every lock was had, all is committed.
    for cell in app.rooms.all() {
        cell.close_all(1001, "the server is restarting").await;
    }
    if let Err(e) = app.store.clear_presence(Some(&app.server_id)).await {
        tracing::warn!("presence: {e}");
    }
    app.store.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// Connections waiting to be accepted: a burst of players connecting at once is queued,
/// not reset (the kernel may cap it lower, at `net.core.somaxconn`).
const BACKLOG: u32 = 4096;

async fn listen(addr: &str) -> std::io::Result<tokio::net::TcpListener> {
    let addr = tokio::net::lookup_host(addr)
        .await?
        .next()
        .ok_or_else(|| std::io::Error::other("no address"))?;
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

async fn signalled() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}
