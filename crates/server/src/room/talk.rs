//! Quick messages: a seated person sends one of the fixed phrases ([`online::Phrase`]) to
//! everyone at the table, who read it in their own language. No free text, so nothing to
//! moderate; a seat may send [`online::limits::SAY_BURST`] at once and then one every
//! [`online::limits::SAY_EVERY_SECONDS`]. They are not stored: other processes hear them
//! in their notification ([`crate::store::postgres`]).
//!
//! Owns: each seat's rate of quick messages. May not touch: telling anyone (it returns
//! [`Events`]), the store beyond its notification.

use std::time::Instant;

use online::{limits, ErrorCode, Phrase, ServerMsg};
use rules::Seat;

use super::events::{Event, Events};
use super::state::Room;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::rate::Bucket;
use crate::{app::App, secret};

impl Room {
    pub async fn say(&mut self, app: &App, seat: Seat, phrase: Phrase) -> Result<Events, Refusal> {
        let now = Instant::now();
        let bucket = self.talk.buckets.entry(seat).or_insert_with(|| {
            Bucket::new(
                now,
                limits::SAY_BURST,
                1.0 / f64::from(limits::SAY_EVERY_SECONDS),
            )
        });
        if !bucket.take(now) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                format!("one quick message every {} s", limits::SAY_EVERY_SECONDS),
            ));
        }
        METRICS
            .said
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if let Err(e) = app.store.notify_said(&self.id, seat, phrase).await {
            tracing::warn!(room = secret::tag(&self.id), "notify: {e}");
        }
        Ok(said(seat, phrase))
    }
}

/// Everyone here hears what `seat` said (here or in another process).
pub fn said(seat: Seat, phrase: Phrase) -> Events {
    Events::one(Event::All(ServerMsg::Said { seat, phrase }))
}
