//! Reading a room's public record through the server's context (its store and rules
//! workers), kept in the cache of the parent module once the game is over.

use std::sync::Arc;

use rules::Setup;

use super::{public_record, record_of, Records};
use crate::app::App;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::room::game::Played;
use crate::rooms::no_such_room;
use crate::secret;
use crate::store::StoredRoom;

impl Records {
    /// The public record of room `id`.
    pub async fn get(&self, app: &App, id: &str) -> Result<Arc<String>, Refusal> {
        if !secret::looks_like_id(id) {
            return Err(no_such_room());
        }
        if let Some(text) = self.cached(id) {
            METRICS
                .record_cache_hits
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            return Ok(text);
        }
        let stored = app.store.load_room(id).await?.ok_or_else(no_such_room)?;
        let record = record_of(&stored)?;
        let ended = match stored.ended {
            Some(e) => e > 0,
            // A room stored before end times were kept: replayed once to find out.
            None => {
                let StoredRoom {
                    game,
                    players,
                    options,
                    seed,
                    moves,
                    ..
                } = stored;
                let setup = Setup { players, options };
                let played = app
                    .work
                    .run(move || Played::replay(&game, setup, seed, moves))
                    .await?
                    .map_err(|e| {
                        tracing::error!(room = secret::tag(id), "record: {e}");
                        Refusal::unavailable()
                    })?;
                let ended = played.ended();
                app.store
                    .set_ended(id, if ended { crate::store::now() } else { 0 })
                    .await?;
                ended
            }
        };
        let text = Arc::new(public_record(&record, ended).map_err(|e| {
            tracing::error!(room = secret::tag(id), "record: {e}");
            Refusal::unavailable()
        })?);
        if ended {
            self.keep(id, text.clone());
        }
        Ok(text)
    }
}
