//! The sweep: every `sweep_interval` it deletes rooms whose time is up (see
//! [`crate::store::Expiry`]), a batch at a time, never one with a live connection. The
//! page of a finished game says until when it is kept and offers its record as a file.
//! It also deletes the accounts' ended sessions, expired ceremonies and spent or expired
//! sign-in links. A rated game is never deleted (issue 44; a rated room without a move
//! is), and after each sweep the rated games whose end nobody rated are rated
//! ([`crate::ratings::catch_up`]).

use std::sync::atomic::Ordering;
use std::sync::Arc;

use crate::metrics::METRICS;
use crate::store::{now, Expiry};
use crate::{app::App, secret};

/// Rooms deleted per round of a sweep (the next round follows at once while there are
/// more).
const BATCH: i64 = 200;

/// Deletes what has expired now; returns how many rooms went.
pub async fn sweep_once(app: &App) -> usize {
    let s = &app.settings;
    let at = now();
    let before = |d: std::time::Duration| at - d.as_secs() as i64;
    let expiry = Expiry {
        unstarted: before(s.keep_unstarted),
        finished: before(s.keep_finished),
        abandoned: before(s.keep_abandoned),
    };
    match app.store.sweep_accounts(at).await {
        Ok(n) if n > 0 => tracing::info!(rows = n, "swept ended sessions, ceremonies and links"),
        Ok(_) => {}
        Err(e) => tracing::warn!("sweep (accounts): {e}"),
    }
    let mut deleted = 0;
    loop {
        let ids = match app.store.expired(expiry, BATCH).await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!("sweep: {e}");
                return deleted;
            }
        };
        let round = ids.len();
        for id in ids {
            // A room loaded here has people or a computer at work: it is kept.
            if app.rooms.get(&id).is_some() {
                continue;
            }
            match app.store.delete_room(&id).await {
                Ok(()) => {
                    app.records.forget(&id);
                    deleted += 1;
                    tracing::info!(room = secret::tag(&id), "swept");
                }
                Err(e) => tracing::warn!(room = secret::tag(&id), "sweep: {e}"),
            }
        }
        if round < BATCH as usize || app.stopping() {
            break;
        }
    }
    METRICS
        .rooms_swept
        .fetch_add(deleted as u64, Ordering::Relaxed);
    deleted
}

/// Runs the sweep every `sweep_interval` until the server stops.
pub async fn run(app: Arc<App>) {
    app.every(app.settings.sweep_interval, || async {
        sweep_once(&app).await;
        crate::ratings::catch_up(&app).await;
    })
    .await;
}
