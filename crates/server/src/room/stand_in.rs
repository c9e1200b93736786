//! Nobody holds a table hostage: the computer stands in for a person whose time ran out,
//! or who has been away for the limit during their turn (the clock says when,
//! [`super::clock`]); the seat stays theirs ("played by the computer for Anna") and they
//! take it back by returning (a hello with the seat's token, or `resume`): at once, or
//! during their own turn after the computer's move for it, so a return never restarts a
//! clock and a stand-in always moves the game on. With two players, the one left may
//! instead claim the win while the other is neither there nor returning.
//!
//! Owns: who plays a person's seat (the person, the computer, or the computer finishing a
//! move for a returning person) and a claimed win. May not touch: telling anyone (it
//! returns [`Events`]), the table.

use std::collections::BTreeSet;

use online::{ErrorCode, SeatKind, ServerMsg};
use rules::Seat;

use super::clock::Verdict;
use super::events::{Event, Events};
use super::state::{Change, Room};
use super::write::Write;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::store::{now, now_ms};
use crate::{app::App, secret};

impl Room {
    /// Hands the seat a due alarm names to the computer, if it is still due here: the seat
    /// is the one whose clock runs, and its time ran out or nobody holds it. Asked again
    /// after every lost race: a move or a return stored by another process meanwhile means
    /// nothing is due any more.
    pub async fn stand_in_due(&mut self, app: &App, verdict: Verdict) -> Result<Events, Refusal> {
        let (Verdict::TimeUp(seat) | Verdict::Away(seat)) = verdict else {
            return Ok(Events::none());
        };
        let time_up = matches!(verdict, Verdict::TimeUp(_));
        let still = move |room: &Room| {
            room.runner() == Some(seat)
                && if time_up {
                    room.timing.deadline > 0 && now_ms() >= room.timing.deadline
                } else {
                    room.len.watches_absence() && !room.table.connected(seat)
                }
        };
        if !still(self) {
            return Ok(Events::none());
        }
        let pause = app.settings.stand_in_pause;
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
        let Some(events) = self.set_stand_in(app, seat, true, still).await? else {
            return Ok(Events::none());
        };
        tracing::info!(
            room = secret::tag(&self.id),
            seat,
            ?verdict,
            "the computer stands in"
        );
        METRICS
            .stand_ins
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        // A pending undo that waited for this seat gets the computer's answer: yes. The
        // seat is the computer's either way: what that changed is told.
        if self
            .undo
            .as_ref()
            .is_some_and(|u| u.waiting.contains(&seat))
        {
            match self.answer_undo(app, seat, true).await {
                Ok(answered) => return Ok(events.then(answered)),
                Err(r) => tracing::warn!(room = secret::tag(&self.id), "stand-in's undo: {r}"),
            }
        }
        Ok(events)
    }

    /// After presence was written (`keys`, the seat keys whose counts changed here): when
    /// the seat whose clock runs has just lost its last connection, the time is noted and
    /// the room is looked at again when the absence limit runs out.
    pub async fn note_absence(&mut self, app: &App, keys: &BTreeSet<i64>) {
        let Some(seat) = self.runner() else {
            return;
        };
        if !self.len.watches_absence()
            || !keys.contains(&(seat as i64))
            || self.table.connected(seat)
        {
            return;
        }
        let now = now_ms();
        if let Err(e) = app
            .store
            .mark_left(&self.id, seat, now, now + self.len.away)
            .await
        {
            tracing::warn!(room = secret::tag(&self.id), "absence: {e}");
        }
    }

    /// The person takes their seat back from the computer (nothing to do if it plays the
    /// seat itself). During the seat's own turn the computer first makes the move it began:
    /// the seat is marked returning and the computer's move hands it back
    /// ([`Room::commit_move`]), so coming back can never restart a turn's clock and every
    /// stand-in moves the game on. A real-time clock that ran out gets a clock minute for
    /// the seat's next turn.
    pub async fn resume(&mut self, app: &App, seat: Seat) -> Result<Events, Refusal> {
        let own_turn = |room: &Room| {
            room.started() && !room.over() && room.played.game.to_move() == Some(seat)
        };
        if own_turn(self) {
            return self.set_returning(app, seat, own_turn).await;
        }
        self.set_stand_in(app, seat, false, |room| !own_turn(room))
            .await
            .map(Option::unwrap_or_default)
    }

    /// Marks the stood-in `seat` returning while `still` holds.
    async fn set_returning(
        &mut self,
        app: &App,
        seat: Seat,
        still: impl Fn(&Room) -> bool,
    ) -> Result<Events, Refusal> {
        let mut tries = 0;
        let version = loop {
            let stood_in = self
                .seats
                .get(seat)
                .is_some_and(|s| s.kind == SeatKind::Person && s.stand_in && !s.returning);
            if !stood_in {
                return Ok(Events::none());
            }
            if !still(self) {
                // The computer's move came first: the seat is back at once.
                return self
                    .set_stand_in(app, seat, false, |_| true)
                    .await
                    .map(Option::unwrap_or_default);
            }
            let write = Write::Returning(seat);
            if let Some(version) = self.write(app, &mut tries, write, Room::stale_now).await? {
                break version;
            }
        };
        self.version = version;
        self.touch();
        self.seats[seat].returning = true;
        tracing::debug!(room = secret::tag(&self.id), seat, "returning");
        // Every page learns it (the returning page shows it will have the seat back).
        Ok(Events::seats())
    }

    /// What changing the seat changed; `None` when it did not (another process may have
    /// been first, or `still` no longer holds after a lost race).
    async fn set_stand_in(
        &mut self,
        app: &App,
        seat: Seat,
        on: bool,
        still: impl Fn(&Room) -> bool,
    ) -> Result<Option<Events>, Refusal> {
        let mut tries = 0;
        let (seats, timing, version) = loop {
            if !still(self) {
                return Ok(None);
            }
            let mut seats = self.seats.clone();
            match seats.get_mut(seat) {
                Some(s) if s.kind == SeatKind::Person && s.stand_in != on => {
                    s.stand_in = on;
                    s.returning = false;
                }
                _ => return Ok(None),
            }
            let mut timing = self.timing.clone();
            let back = if on {
                None
            } else {
                timing.returned(&self.len, seat)
            };
            let turn = self.turn_after(
                Change::Seats,
                &mut timing,
                &seats,
                &self.played.game,
                now_ms(),
                back.into_iter().collect(),
            );
            let write = Write::StandIn {
                seat,
                on,
                turn: &turn,
            };
            if let Some(version) = self.write(app, &mut tries, write, Room::stale_now).await? {
                break (seats, timing, version);
            }
        };
        self.version = version;
        self.touch();
        self.seats = seats;
        self.timing = timing;
        Ok(Some(Events::seats()))
    }

    /// With two players, while the computer plays the other person's seat: `seat` wins.
    pub async fn claim_win(&mut self, app: &App, seat: Seat) -> Result<Events, Refusal> {
        let mut tries = 0;
        self.version = loop {
            self.may_claim(seat)?;
            let write = Write::Claim(seat);
            if let Some(version) = self.write(app, &mut tries, write, Room::stale_now).await? {
                break version;
            }
        };
        self.touch();
        tracing::info!(room = secret::tag(&self.id), seat, "win claimed");
        self.claimed = Some(seat);
        self.ended = now();
        self.timing.deadline = 0;
        let mut events = Events::none();
        if self.undo.take().is_some() {
            events.push(Event::All(ServerMsg::UndoDone { accepted: false }));
        }
        Ok(events.and(Event::State))
    }

    /// Whether `seat` may claim the win now.
    pub fn may_claim(&self, seat: Seat) -> Result<(), Refusal> {
        let no = |why: &str| Err(Refusal::new(ErrorCode::NoClaim, why));
        if self.over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if self.seats.len() != 2 || !self.started() {
            return no("a win is claimed at a started table of two");
        }
        let me = &self.seats[seat % 2];
        let other = &self.seats[(seat + 1) % 2];
        if me.kind != SeatKind::Person || me.stand_in {
            return no("the computer plays this seat now; take it back first");
        }
        if other.kind != SeatKind::Person || !other.stand_in || other.returning {
            return no("the other player is at the table");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::state::sample::{computer, person, room};
    use crate::store::StoredSeat;

    fn stood_in(name: &str, returning: bool) -> StoredSeat {
        StoredSeat {
            stand_in: true,
            returning,
            ..person(name)
        }
    }

    #[test]
    fn a_win_is_claimed_while_the_computer_plays_the_other_person() {
        let room = room(vec![person("Anna"), stood_in("Béla", false)], 0);
        assert_eq!(room.may_claim(0), Ok(()));
        let code = |r: Result<(), Refusal>| r.err().map(|r| r.code);
        assert_eq!(code(room.may_claim(1)), Some(ErrorCode::NoClaim));
    }

    #[test]
    fn no_win_is_claimed_against_a_returning_person_or_a_computer_seat() {
        let code = |r: Result<(), Refusal>| r.err().map(|r| r.code);
        let returning = room(vec![person("Anna"), stood_in("Béla", true)], 0);
        assert_eq!(code(returning.may_claim(0)), Some(ErrorCode::NoClaim));
        let against_computer = room(vec![person("Anna"), computer()], 0);
        assert_eq!(
            code(against_computer.may_claim(0)),
            Some(ErrorCode::NoClaim)
        );
        let present = room(vec![person("Anna"), person("Béla")], 0);
        assert_eq!(code(present.may_claim(0)), Some(ErrorCode::NoClaim));
    }
}
