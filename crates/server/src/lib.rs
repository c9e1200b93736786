//! Cube Table's server: serves the built app and referees online games.
//!
//! - [`settings`]: arguments and environment; [`run`] starts everything.
//! - [`static_files`]: `dist/` with precompressed copies and cache headers.
//! - [`api`]: `POST /api/rooms`, `GET /api/rooms/{room}/record`.
//! - [`socket`]: a room's WebSocket (limits, hello first) → [`room`], the referee.
//! - [`store`]: one [`store::Store`] trait, SQLite and PostgreSQL behind it.
//! - [`ai_seats`]: computer seats, played with the `ai` crate off the async threads.
//!
//! The protocol is `crates/online`; people read `docs/online.md`.

pub mod ai_seats;
pub mod api;
pub mod room;
pub mod secret;
pub mod settings;
pub mod socket;
pub mod static_files;
pub mod store;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;

use crate::room::RoomCell;
use crate::settings::Settings;
use crate::store::Store;

/// What every request handler shares.
pub struct App {
    pub store: Arc<dyn Store>,
    /// This process's random id (presence rows are per process).
    pub server_id: String,
    pub dist: PathBuf,
    rooms: Mutex<HashMap<String, Arc<RoomCell>>>,
    next_conn: AtomicU64,
}

impl App {
    pub fn new(store: Arc<dyn Store>, dist: PathBuf) -> Self {
        App {
            store,
            server_id: secret::room_id(),
            dist,
            rooms: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
        }
    }

    pub fn next_conn(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// The loaded rooms (a poisoned lock still holds a consistent map: every change is
    /// one insert or remove).
    pub fn rooms_lock(&self) -> MutexGuard<'_, HashMap<String, Arc<RoomCell>>> {
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }
}

pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route(online::paths::ROOMS, post(api::create_room))
        .route("/api/rooms/{room}/record", get(api::record))
        .route("/api/rooms/{room}/ws", get(socket::upgrade))
        .fallback(static_files::serve)
        // Twice the limit, so that a body just over it is refused by `api` with a JSON error.
        .layer(DefaultBodyLimit::max(2 * online::limits::MESSAGE))
        .with_state(app)
}

/// Opens the store, binds, prints `listening on http://<addr>` and serves until Ctrl-C
/// or SIGTERM.
pub async fn run(settings: Settings) -> Result<(), String> {
    let store = store::open(&settings.database_url)
        .await
        .map_err(|e| format!("cannot open the database: {e}"))?;
    let app = Arc::new(App::new(store.clone(), settings.dist.clone()));
    if let Some(mut changes) = store
        .clone()
        .listen()
        .await
        .map_err(|e| format!("cannot listen for changes: {e}"))?
    {
        let app = app.clone();
        tokio::spawn(async move {
            // Rooms reload in parallel; each room's lock keeps its own reloads in order.
            while let Some(room) = changes.recv().await {
                let app = app.clone();
                tokio::spawn(async move { app.changed_elsewhere(&room).await });
            }
        });
    }
    {
        let app = app.clone();
        tokio::spawn(async move {
            let mut tick =
                tokio::time::interval(Duration::from_secs(store::PRESENCE_TTL as u64 / 3));
            loop {
                tick.tick().await;
                if let Err(e) = app.store.heartbeat(&app.server_id).await {
                    eprintln!("heartbeat: {e}");
                }
            }
        });
    }
    let listener = tokio::net::TcpListener::bind(&settings.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", settings.addr))?;
    let addr = listener
        .local_addr()
        .map_err(|e| format!("no local address: {e}"))?;
    println!("listening on http://{addr}");
    let (stop_tx, mut stop_rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        signalled().await;
        let _ = stop_tx.send(true);
        // Open WebSockets would hold a graceful shutdown forever: they get a moment to
        // close, then the process ends (everything acknowledged is already committed).
        tokio::time::sleep(SHUTDOWN_GRACE).await;
        std::process::exit(0);
    });
    axum::serve(listener, router(app))
        .with_graceful_shutdown(async move {
            let _ = stop_rx.wait_for(|&stop| stop).await;
        })
        .await
        .map_err(|e| format!("server: {e}"))
}

/// How long open connections get to close after Ctrl-C or SIGTERM.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(2);

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
