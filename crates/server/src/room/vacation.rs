//! A seat's vacation: a person pauses their turn-based game for some days of the site's
//! yearly allowance (`--vacation-days`), counted by the seat or, for a seat of an account,
//! by the person ([`Allowance`]). The arithmetic is [`super::clock`]'s
//! ([`Timing::take_vacation`](crate::store::Timing)); this job checks the room, writes the
//! vacation with the deadline it moved, and tells everyone the clock.
//!
//! Owns: when a vacation may be taken. May not touch: the request (see
//! [`crate::vacation`]), telling anyone (it returns [`Events`]).

use online::VacationRefusal;
use rules::Seat;

use super::events::{Event, Events};
use super::state::Room;
use super::write::Write;
use crate::app::App;
use crate::error::Refusal;
use crate::store::{now_ms, Vacation};

/// What a seat's vacation request came to.
pub enum Taken {
    /// The vacation as it stands and the days left of the year's allowance (nothing
    /// changed when `days` was 0).
    Yes(Vacation, u32, Events),
    No(VacationRefusal),
}

/// Whose count of the year's days a vacation comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowance {
    /// The seat's own count (a seat of no account).
    Seat,
    /// The person's: the request already charged the days to the account, which has this
    /// many left; the seat's own count does not limit it.
    Person(u32),
}

impl Room {
    /// `seat` takes `days` of vacation (0: only tells what it has), counted as `counted`.
    pub async fn vacation(
        &mut self,
        app: &App,
        seat: Seat,
        days: u32,
        counted: Allowance,
    ) -> Result<Taken, Refusal> {
        let allowance = match counted {
            Allowance::Seat => app.settings.vacation_days,
            Allowance::Person(_) => u32::MAX,
        };
        let told = |left| match counted {
            Allowance::Seat => left,
            Allowance::Person(person) => person,
        };
        let mut tries = 0;
        loop {
            if !self.len.turn_based() {
                return Ok(Taken::No(VacationRefusal::NotTurnBased));
            }
            if self.over() {
                return Ok(Taken::No(VacationRefusal::GameOver));
            }
            let now = now_ms();
            if days == 0 {
                let v = self.timing.vacations.get(seat).copied().unwrap_or_default();
                let left = self.timing.vacation_left(seat, allowance, now);
                return Ok(Taken::Yes(current(v, now), told(left), Events::none()));
            }
            let running = self.runner() == Some(seat);
            let mut timing = self.timing.clone();
            let Ok((taken, left)) =
                timing.take_vacation(&self.len, seat, running, days, allowance, now)
            else {
                return Ok(Taken::No(VacationRefusal::Allowance));
            };
            let mut turn = timing.turn(&self.len, self.played.game.to_move(), self.runner(), []);
            turn.vacation = Some((seat, taken));
            let write = Write::Vacation { seat, turn: &turn };
            if let Some(version) = self.write(app, &mut tries, write, Room::stale_now).await? {
                self.version = version;
                self.touch();
                self.timing = timing;
                tracing::info!(room = crate::secret::tag(&self.id), seat, days, "vacation");
                return Ok(Taken::Yes(taken, told(left), Events::one(Event::State)));
            }
        }
    }
}

/// A vacation as told at `now`: one that ended is none.
fn current(v: Vacation, now: i64) -> Vacation {
    if v.until > now {
        v
    } else {
        Vacation { until: 0, ..v }
    }
}
