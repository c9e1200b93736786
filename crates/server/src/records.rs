//! `GET /api/rooms/{room}/record`: the room's record, read from the database without
//! replaying the game (the stored end time says whether the seed may be shown); records of
//! finished games, which no longer change, are kept in memory (the most recent
//! [`CACHED`]).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use rules::{Record, Setup};

use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::room::game::Played;
use crate::rooms::no_such_room;
use crate::store::StoredRoom;
use crate::{app::App, secret};

/// Finished records kept in memory.
const CACHED: usize = 512;

/// Records by room id, and the ids in the order they came (the oldest leaves first).
type Cache = (HashMap<String, Arc<String>>, VecDeque<String>);

#[derive(Default)]
pub struct Records {
    cache: Mutex<Cache>,
}

/// The record as JSON; without the seed unless the game has `ended`.
pub fn public_record(record: &Record, ended: bool) -> Result<String, String> {
    let text = record.to_json().map_err(|e| e.to_string())?;
    if ended {
        return Ok(text);
    }
    let mut value: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if let Some(fields) = value.as_object_mut() {
        fields.remove("seed");
    }
    serde_json::to_string_pretty(&value).map_err(|e| e.to_string())
}

fn record_of(stored: &StoredRoom) -> Result<Record, Refusal> {
    let game = stored.game.parse().map_err(|_| Refusal::unavailable())?;
    let setup = Setup {
        players: stored.players,
        options: stored.options.clone(),
    };
    Ok(Record {
        moves: stored.moves.iter().map(|(_, t)| t.clone()).collect(),
        ..Record::new(game, &setup, stored.seed)
    })
}

impl Records {
    fn cached(&self, id: &str) -> Option<Arc<String>> {
        let cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        cache.0.get(id).cloned()
    }

    fn keep(&self, id: &str, text: Arc<String>) {
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if cache.0.insert(id.to_string(), text).is_none() {
            cache.1.push_back(id.to_string());
        }
        while cache.1.len() > CACHED {
            if let Some(old) = cache.1.pop_front() {
                cache.0.remove(&old);
            }
        }
    }

    /// Forgets a room's record (it was deleted).
    pub fn forget(&self, id: &str) {
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if cache.0.remove(id).is_some() {
            cache.1.retain(|k| k != id);
        }
    }

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
