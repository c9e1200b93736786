//! Quick messages: a seated person sends one of the fixed phrases ([`online::Phrase`]) to
//! everyone at the table, who read it in their own language. No free text, so nothing to
//! moderate; a seat may send [`online::limits::SAY_BURST`] at once and then one every
//! [`online::limits::SAY_EVERY_SECONDS`]. They are not stored: other processes hear them
//! in their notification ([`crate::store::postgres`]).

use std::time::Instant;

use online::{limits, ErrorCode, Phrase, ServerMsg};
use rules::Seat;

use super::state::Room;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::rate::Bucket;
use crate::{app::App, secret};

impl Room {
    pub async fn say(&mut self, app: &App, seat: Seat, phrase: Phrase) -> Result<(), Refusal> {
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
        self.tell_said(seat, phrase);
        if let Err(e) = app.store.notify_said(&self.id, seat, phrase).await {
            tracing::warn!(room = secret::tag(&self.id), "notify: {e}");
        }
        Ok(())
    }

    /// Tells everyone here what `seat` said (here or in another process).
    pub fn tell_said(&mut self, seat: Seat, phrase: Phrase) {
        self.table.broadcast(&ServerMsg::Said { seat, phrase });
    }
}
