//! Play again: after the end, a seat offers a rematch and every other person accepts
//! (computer seats accept at once; one decline ends the offer). Then a new room is stored in
//! the same transaction: the same game, options, clock and people, a new seed, every seat
//! moved on by one (the last seat's person sits first). Each person's token plays their new
//! seat too, so every device follows by the new room's id alone.

use online::ErrorCode;
use rules::{AnyGame, Seat};

use super::state::{fresh_room, waiting, Room};
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::store::{StoredRoom, StoredSeat, Turn};
use crate::{app::App, secret};

impl Room {
    /// `seat` offers or accepts to play again (`accept`), or declines the offer.
    pub async fn play_again(&mut self, app: &App, seat: Seat, accept: bool) -> Result<(), Refusal> {
        let mut tries = 0;
        let (version, offer, started) = loop {
            if !self.over() {
                return Err(Refusal::new(
                    ErrorCode::NoRematch,
                    "play again is offered after the end",
                ));
            }
            let current = self.rematch.clone();
            if current.as_ref().is_some_and(|o| o.next.is_some()) {
                return Ok(());
            }
            let mut offer = if accept {
                let mut offer = current.unwrap_or_default();
                if !offer.accepted.contains(&seat) {
                    offer.accepted.push(seat);
                    offer.accepted.sort_unstable();
                }
                Some(offer)
            } else if current.is_some() {
                None
            } else {
                return Err(Refusal::new(ErrorCode::NoRematch, "no offer to decline"));
            };
            let mut next = None;
            if let Some(o) = offer.as_mut().filter(|o| waiting(self, o).is_empty()) {
                let (room, turn) = self.next_room()?;
                o.next = Some((room.id.clone(), room.watch.clone().unwrap_or_default()));
                next = Some((room, turn));
            }
            let stored = app
                .store
                .set_rematch(
                    &self.id,
                    self.version,
                    offer.as_ref(),
                    next.as_ref().map(|(r, t)| (r, t)),
                )
                .await;
            if let Some(version) = self
                .settle(app, &mut tries, stored, Room::stale_now)
                .await?
            {
                break (version, offer, next.is_some());
            }
        };
        self.version = version;
        self.touch();
        if started {
            METRICS
                .rematches
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            tracing::info!(room = secret::tag(&self.id), "played again");
        }
        self.rematch = offer;
        self.broadcast_state(app);
        Ok(())
    }

    /// The room of the rematch: every seat moved on by one, a new seed, the clock begun.
    fn next_room(&self) -> Result<(StoredRoom, Turn), Refusal> {
        let n = self.seats.len();
        let mut seats = vec![StoredSeat::open(); n];
        for (i, s) in self.seats.iter().enumerate() {
            seats[(i + 1) % n] = StoredSeat {
                stand_in: false,
                returning: false,
                ..s.clone()
            };
        }
        let seed = secret::seed();
        let game = AnyGame::new(self.played.id, &self.played.setup, seed).map_err(|e| {
            tracing::error!(room = secret::tag(&self.id), "rematch: {e}");
            Refusal::unavailable()
        })?;
        let (room, turn) = fresh_room(&game, &self.played.setup, seed, seats, &self.len);
        let room = StoredRoom {
            stand_in: self.stand_in.clone(),
            ..room
        };
        Ok((room, turn))
    }
}
