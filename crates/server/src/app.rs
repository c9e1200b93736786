//! What every request handler shares ([`App`]): the settings, the store, the loaded rooms,
//! the lobby, the workers, the rates and caps that outlive one connection, and the stop
//! signal; and the Origin check every change goes through. Its own module, so that the
//! crate root only puts the modules together (`run`, the router) and no module imports the
//! root back.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use axum::http::{header, HeaderMap};
use online::ErrorCode;
use tokio::sync::watch;

use crate::error::Refusal;
use crate::settings::Settings;
use crate::store::Store;
use crate::{accounts, lobby, net, pool, push, rate, records, rooms, secret, work};

/// What every request handler shares.
pub struct App {
    pub settings: Settings,
    pub store: Store,
    /// This process's random id (presence rows are per process).
    pub server_id: String,
    pub rooms: rooms::Rooms,
    pub lobby: lobby::Lobby,
    pub records: records::Records,
    pub work: work::Work,
    pub pool: Arc<pool::Pool>,
    pub room_rate: rate::PerAddress,
    /// Studies saved per account (new ones and changes).
    pub study_rate: rate::PerKey<String>,
    /// WebSockets per client behind a trusted proxy (where the TCP caps see only the
    /// proxy).
    pub proxied: Arc<net::Caps>,
    /// The pushes' key pair and the sender's bell.
    pub push: push::Push,
    /// The passkeys' relying party and the sign-in rate.
    pub accounts: accounts::Accounts,
    next_conn: AtomicU64,
    pub(crate) stop: watch::Sender<bool>,
}

impl App {
    pub fn new(settings: Settings, store: Store, accounts: accounts::Accounts) -> Self {
        App {
            store,
            server_id: secret::room_id(),
            rooms: rooms::Rooms::default(),
            lobby: lobby::Lobby::default(),
            records: records::Records::default(),
            work: work::Work::new(settings.rules_workers),
            pool: pool::Pool::start(settings.computer_workers),
            room_rate: rate::PerAddress::new(settings.room_burst, settings.room_interval),
            study_rate: rate::PerKey::new(settings.study_burst, settings.study_interval),
            proxied: net::Caps::new(usize::MAX, settings.max_per_address),
            push: push::Push::default(),
            accounts,
            next_conn: AtomicU64::new(1),
            stop: watch::channel(false).0,
            settings,
        }
    }

    pub fn next_conn(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Becomes true when the server stops.
    pub fn stop_signal(&self) -> watch::Receiver<bool> {
        self.stop.subscribe()
    }

    pub fn stopping(&self) -> bool {
        *self.stop.borrow()
    }

    /// Runs `job` every `interval` (the first time one interval after the start) until the
    /// server stops; a zero interval never runs it. The background rounds (the sweep, the
    /// archiver) share this loop.
    pub async fn every<F, Fut>(&self, interval: std::time::Duration, mut job: F)
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        if interval.is_zero() {
            return;
        }
        let mut stop = self.stop_signal();
        loop {
            tokio::select! {
                _ = tokio::time::sleep(interval) => {}
                _ = stop.wait_for(|&s| s) => return,
            }
            job().await;
        }
    }

    /// A request from a browser page must come from this site (its host, or its public
    /// origin) or an allowed origin; a
    /// request without `Origin` is not a browser's (nothing to protect by refusing it).
    pub fn check_origin(&self, headers: &HeaderMap) -> Result<(), Refusal> {
        let Some(origin) = headers.get(header::ORIGIN) else {
            return Ok(());
        };
        let forbidden =
            || Refusal::new(ErrorCode::Forbidden, "requests from this site's pages only");
        let origin = origin
            .to_str()
            .map_err(|_| forbidden())?
            .trim_end_matches('/')
            .to_ascii_lowercase();
        if origin == self.settings.public_origin || self.settings.allow_origins.contains(&origin) {
            return Ok(());
        }
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .map(str::to_ascii_lowercase);
        match (origin.split_once("://"), host) {
            (Some((_, origin_host)), Some(host)) if origin_host == host => Ok(()),
            _ => Err(forbidden()),
        }
    }
}
