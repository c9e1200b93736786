//! Play again: after the end, a seat offers a rematch and every other person accepts
//! (computer seats accept at once; one decline ends the offer). Then a new room is stored in
//! the same transaction: the same game, options, clock and people, a new seed, every seat
//! moved on by one (the last seat's person sits first). Each person's token plays their new
//! seat too, so every device follows by the new room's id alone.
//!
//! Owns: the play-again offer and the new room's making. May not touch: telling anyone (it
//! returns [`Events`]), the table.

use online::ErrorCode;
use rules::{AnyGame, Seat};

use super::events::Events;
use super::state::{fresh_room, waiting, Room};
use super::write::Write;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::store::{RematchOffer, StoredRoom, StoredSeat, Turn};
use crate::{app::App, secret};

/// What a seat's answer to play again comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RematchStep {
    /// The new room is made already: nothing to do.
    Made,
    /// The offer to store (`None`: declined); `starts`: everyone accepted, the new room is
    /// made in the same write.
    Offer {
        offer: Option<RematchOffer>,
        starts: bool,
    },
}

impl Room {
    /// `seat` offers or accepts to play again (`accept`), or declines the offer.
    pub async fn play_again(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<Events, Refusal> {
        let mut tries = 0;
        let (version, offer, started) = loop {
            let RematchStep::Offer { mut offer, starts } = self.rematch_step(seat, accept)? else {
                return Ok(Events::none());
            };
            let mut next = None;
            if let Some(o) = offer.as_mut().filter(|_| starts) {
                let (room, turn) = self.next_room()?;
                o.next = Some((room.id.clone(), room.watch.clone().unwrap_or_default()));
                next = Some((room, turn));
            }
            let write = Write::Rematch {
                offer: offer.as_ref(),
                next: next.as_ref().map(|(r, t)| (r, t)),
            };
            if let Some(version) = self.write(app, &mut tries, write, Room::stale_now).await? {
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
        Ok(Events::state())
    }

    /// What `seat`'s answer (`accept`) comes to, from the room as it is.
    pub fn rematch_step(&self, seat: Seat, accept: bool) -> Result<RematchStep, Refusal> {
        if !self.over() {
            return Err(Refusal::new(
                ErrorCode::NoRematch,
                "play again is offered after the end",
            ));
        }
        let current = self.rematch.clone();
        if current.as_ref().is_some_and(|o| o.next.is_some()) {
            return Ok(RematchStep::Made);
        }
        let offer = if accept {
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
        let starts = offer.as_ref().is_some_and(|o| waiting(self, o).is_empty());
        Ok(RematchStep::Offer { offer, starts })
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
            rated: self.rated,
            ..room
        };
        Ok((room, turn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::state::sample::{computer, person, room};

    fn offer(accepted: Vec<Seat>) -> RematchOffer {
        RematchOffer {
            accepted,
            next: None,
        }
    }

    #[test]
    fn play_again_starts_once_every_person_accepted() {
        let mut room = room(vec![person("Anna"), person("Béla")], 0);
        room.claimed = Some(0);
        assert_eq!(
            room.rematch_step(1, true),
            Ok(RematchStep::Offer {
                offer: Some(offer(vec![1])),
                starts: false,
            })
        );
        room.rematch = Some(offer(vec![1]));
        assert_eq!(
            room.rematch_step(0, true),
            Ok(RematchStep::Offer {
                offer: Some(offer(vec![0, 1])),
                starts: true,
            })
        );
        assert_eq!(
            room.rematch_step(0, false),
            Ok(RematchStep::Offer {
                offer: None,
                starts: false,
            }),
            "one decline ends the offer"
        );
        room.rematch = Some(RematchOffer {
            accepted: vec![0, 1],
            next: Some(("next".into(), "watch".into())),
        });
        assert_eq!(room.rematch_step(0, true), Ok(RematchStep::Made));
    }

    #[test]
    fn a_computer_accepts_at_once() {
        let mut room = room(vec![person("Anna"), computer()], 0);
        room.claimed = Some(0);
        assert_eq!(
            room.rematch_step(0, true),
            Ok(RematchStep::Offer {
                offer: Some(offer(vec![0])),
                starts: true,
            })
        );
    }

    #[test]
    fn play_again_is_offered_after_the_end_and_declined_only_when_offered() {
        let mut room = room(vec![person("Anna"), person("Béla")], 0);
        let code = |r: Result<RematchStep, Refusal>| r.err().map(|r| r.code);
        assert_eq!(code(room.rematch_step(0, true)), Some(ErrorCode::NoRematch));
        room.claimed = Some(0);
        assert_eq!(
            code(room.rematch_step(0, false)),
            Some(ErrorCode::NoRematch)
        );
    }
}
