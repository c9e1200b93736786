//! `GET /api/rooms/{room}/record`: the room's record, read from the database without
//! replaying the game (the stored end time says whether the seed may be shown); records of
//! finished games, which no longer change, are kept in memory (the most recent
//! [`CACHED`]). This module is the cache and the record's public form; reading a room's
//! record through the server's context is `fetch`'s (so the context, which holds the
//! cache, is not imported here).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use rules::{Record, Setup};

use crate::error::Refusal;
use crate::store::StoredRoom;

mod fetch;

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

pub fn record_of(stored: &StoredRoom) -> Result<Record, Refusal> {
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
}
