//! A room's clock, in milliseconds: what a turn's start and end do to each seat's time,
//! when the server must look at the room again (its alarm), and what is due when it does.
//! Plain arithmetic over [`Timing`], tested here; a change writes what it returns in its
//! own transaction, and [`crate::clocks`] reads the due alarms.
//!
//! Only a person's own turn is timed: the running seat ("runner") is a person to move in a
//! started, unfinished game, with no computer standing in. The policy per clock kind
//! (`docs/online.md`, "Nobody holds a table hostage"): a real-time or turn-based clock that
//! runs out hands the seat to the computer; without a clock and with a real-time one, so
//! does being away (no connection) for the away limit during one's turn.

use std::time::Duration;

use online::{Clock, ClockState};
use rules::Seat;

use crate::store::{Due, Timing, Turn};

/// A room's clock in real milliseconds. `minute` is how long a clock minute lasts
/// (`--clock-minute`, shortened by tests); `away` the absence limit (`--away-limit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lengths {
    pub clock: Clock,
    /// A real-time clock's time per player.
    pub base: i64,
    /// Added after each move (real time).
    pub increment: i64,
    /// A turn-based clock's time per move.
    pub per_move: i64,
    pub away: i64,
    /// A clock minute: what a person who takes back a seat whose time ran out gets at least.
    pub minute: i64,
}

impl Lengths {
    pub fn new(clock: Clock, minute: Duration, away: Duration) -> Lengths {
        let minute = minute.as_millis() as i64;
        let (base, increment, per_move) = match clock {
            Clock::None => (0, 0, 0),
            Clock::RealTime { minutes, increment } => (
                i64::from(minutes) * minute,
                i64::from(increment) * minute / 60,
                0,
            ),
            Clock::TurnBased { hours } => (0, 0, i64::from(hours) * 60 * minute),
        };
        Lengths {
            clock,
            base,
            increment,
            per_move,
            away: away.as_millis() as i64,
            minute,
        }
    }

    /// Whether being away during one's turn hands the seat to the computer: without a
    /// clock and with a real-time one. A turn-based game's page may be closed.
    pub fn watches_absence(&self) -> bool {
        !matches!(self.clock, Clock::TurnBased { .. })
    }
}

impl Timing {
    /// A new table's clock: every seat's whole time, nothing running.
    pub fn new(len: &Lengths, players: usize) -> Timing {
        Timing {
            remaining: vec![len.base; players],
            started: 0,
            deadline: 0,
        }
    }

    /// The turn of `runner` begins at `now` (`None`: nobody's clock runs).
    pub fn begin(&mut self, len: &Lengths, runner: Option<Seat>, now: i64) {
        self.started = now;
        self.deadline = match (len.clock, runner) {
            (Clock::RealTime { .. }, Some(s)) => {
                now + self.remaining.get(s).copied().unwrap_or(0).max(0)
            }
            (Clock::TurnBased { .. }, Some(_)) => now + len.per_move,
            _ => 0,
        };
    }

    /// The running turn of `seat` ends at `now` (it `moved`, or the computer took the seat):
    /// a real-time clock keeps what was left, plus the increment after a move. The seat
    /// whose time changed, and its time left.
    pub fn stop(
        &mut self,
        len: &Lengths,
        seat: Seat,
        now: i64,
        moved: bool,
    ) -> Option<(Seat, i64)> {
        let deadline = std::mem::take(&mut self.deadline);
        if deadline == 0 || !matches!(len.clock, Clock::RealTime { .. }) {
            return None;
        }
        let left = (deadline - now).max(0) + if moved { len.increment } else { 0 };
        let slot = self.remaining.get_mut(seat)?;
        *slot = left;
        Some((seat, left))
    }

    /// A person who takes back their seat from the computer: a real-time clock that ran out
    /// gets a clock minute.
    pub fn returned(&mut self, len: &Lengths, seat: Seat) -> Option<(Seat, i64)> {
        if !matches!(len.clock, Clock::RealTime { .. }) {
            return None;
        }
        let slot = self.remaining.get_mut(seat)?;
        *slot = (*slot).max(len.minute.min(len.base));
        Some((seat, *slot))
    }

    /// When the server must next look at the room: the deadline, or the end of the
    /// runner's allowed absence (0: never).
    pub fn alarm(&self, len: &Lengths, runner: Option<Seat>) -> i64 {
        if runner.is_none() {
            return 0;
        }
        let absence = len.watches_absence().then_some(self.started + len.away);
        let deadline = (self.deadline > 0).then_some(self.deadline);
        absence.into_iter().chain(deadline).min().unwrap_or(0)
    }

    /// What a change writes: the seat to move, this clock, the seats whose time changed.
    pub fn turn(
        &self,
        len: &Lengths,
        to_move: Option<Seat>,
        runner: Option<Seat>,
        changed: impl IntoIterator<Item = (Seat, i64)>,
    ) -> Turn {
        Turn {
            to_move,
            started: self.started,
            deadline: self.deadline,
            remaining: changed.into_iter().collect(),
            alarm: self.alarm(len, runner),
        }
    }

    /// The clock as sent: each seat's time left at `now` (`None` without a clock).
    pub fn state(&self, len: &Lengths, runner: Option<Seat>, now: i64) -> Option<ClockState> {
        let left = |s: Seat| -> i64 {
            match len.clock {
                _ if runner == Some(s) && self.deadline > 0 => self.deadline - now,
                Clock::RealTime { .. } => self.remaining.get(s).copied().unwrap_or(0),
                Clock::TurnBased { .. } => len.per_move,
                Clock::None => 0,
            }
        };
        (len.clock != Clock::None).then(|| ClockState {
            left: (0..self.remaining.len())
                .map(|s| left(s).max(0) as u64)
                .collect(),
            running: runner.filter(|_| self.deadline > 0),
        })
    }
}

/// What a due alarm finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The seat's time ran out: the computer takes it.
    TimeUp(Seat),
    /// The seat has been away for the limit during its turn: the computer takes it.
    Away(Seat),
    /// Nothing yet; look again then.
    Later(i64),
    /// Nothing to watch any more.
    Clear,
}

/// What is due in a room whose alarm rang at `now`.
pub fn verdict(due: &Due, len: &Lengths, now: i64) -> Verdict {
    let Some(seat) = due.to_move.filter(|_| !due.over && due.person) else {
        return Verdict::Clear;
    };
    if due.deadline > 0 && now >= due.deadline {
        return Verdict::TimeUp(seat);
    }
    let deadline = (due.deadline > 0).then_some(due.deadline);
    if !len.watches_absence() {
        return deadline.map_or(Verdict::Clear, Verdict::Later);
    }
    let back = if due.connected {
        now + len.away
    } else {
        let since = due.left_at.max(due.started);
        if now >= since + len.away {
            return Verdict::Away(seat);
        }
        since + len.away
    };
    Verdict::Later(deadline.map_or(back, |d| d.min(back)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: Duration = Duration::from_secs(60);
    const AWAY: Duration = Duration::from_secs(120);

    fn real(minutes: u32, increment: u32) -> Lengths {
        Lengths::new(Clock::RealTime { minutes, increment }, MINUTE, AWAY)
    }

    fn due(len: &Lengths, t: &Timing, connected: bool, left_at: i64) -> Due {
        Due {
            id: "r".into(),
            version: 1,
            clock: len.clock,
            to_move: Some(0),
            over: false,
            started: t.started,
            deadline: t.deadline,
            person: true,
            left_at,
            connected,
        }
    }

    #[test]
    fn a_real_time_clock_runs_only_on_its_own_turn_and_adds_the_increment() {
        let len = real(5, 2);
        let mut t = Timing::new(&len, 2);
        assert_eq!(t.remaining, vec![300_000, 300_000]);
        t.begin(&len, Some(0), 1_000);
        assert_eq!(t.deadline, 301_000);
        assert_eq!(t.stop(&len, 0, 11_000, true), Some((0, 292_000)));
        assert_eq!(t.deadline, 0);
        t.begin(&len, Some(1), 11_000);
        let shown = t.state(&len, Some(1), 41_000).expect("a clock");
        assert_eq!(shown.left, vec![292_000, 270_000]);
        assert_eq!(shown.running, Some(1));
        // The computer's turn: nothing runs, nothing changes.
        t.begin(&len, None, 50_000);
        assert_eq!(t.deadline, 0);
        assert_eq!(t.stop(&len, 1, 60_000, true), None);
    }

    #[test]
    fn a_turn_based_clock_gives_each_move_its_hours_and_ignores_absence() {
        let len = Lengths::new(Clock::TurnBased { hours: 24 }, MINUTE, AWAY);
        let mut t = Timing::new(&len, 2);
        t.begin(&len, Some(1), 0);
        assert_eq!(t.deadline, 86_400_000);
        assert_eq!(t.alarm(&len, Some(1)), 86_400_000, "no absence alarm");
        let d = due(&len, &t, false, 0);
        assert_eq!(verdict(&d, &len, 3_600_000), Verdict::Later(86_400_000));
        assert_eq!(verdict(&d, &len, 86_400_000), Verdict::TimeUp(0));
    }

    #[test]
    fn the_alarm_is_the_deadline_or_the_end_of_an_absence_whichever_comes_first() {
        let len = real(1, 0);
        let mut t = Timing::new(&len, 2);
        t.begin(&len, Some(0), 0);
        assert_eq!(t.alarm(&len, Some(0)), 60_000);
        let none = Lengths::new(Clock::None, MINUTE, AWAY);
        let mut free = Timing::new(&none, 2);
        free.begin(&none, Some(0), 0);
        assert_eq!(free.alarm(&none, Some(0)), 120_000);
        assert_eq!(free.alarm(&none, None), 0);
        assert_eq!(free.state(&none, Some(0), 5), None, "no clock to show");
    }

    #[test]
    fn absence_counts_from_leaving_or_from_the_turn_s_start() {
        let none = Lengths::new(Clock::None, MINUTE, AWAY);
        let mut t = Timing::new(&none, 2);
        t.begin(&none, Some(0), 100_000);
        // Connected: look again after the limit.
        assert_eq!(
            verdict(&due(&none, &t, true, 0), &none, 200_000),
            Verdict::Later(320_000)
        );
        // Left before the turn began: the turn's start counts.
        assert_eq!(
            verdict(&due(&none, &t, false, 50_000), &none, 200_000),
            Verdict::Later(220_000)
        );
        assert_eq!(
            verdict(&due(&none, &t, false, 50_000), &none, 220_000),
            Verdict::Away(0)
        );
        // Left during the turn: from then.
        assert_eq!(
            verdict(&due(&none, &t, false, 150_000), &none, 220_000),
            Verdict::Later(270_000)
        );
        let mut gone = due(&none, &t, false, 0);
        gone.person = false;
        assert_eq!(
            verdict(&gone, &none, 999_999),
            Verdict::Clear,
            "a computer plays it"
        );
    }

    #[test]
    fn a_seat_taken_back_after_its_time_ran_out_gets_a_clock_minute() {
        let len = real(5, 0);
        let mut t = Timing::new(&len, 2);
        t.begin(&len, Some(0), 0);
        assert_eq!(t.stop(&len, 0, 400_000, false), Some((0, 0)));
        assert_eq!(t.returned(&len, 0), Some((0, 60_000)));
        t.begin(&len, Some(0), 500_000);
        assert_eq!(t.deadline, 560_000);
    }
}
