//! A room's clock, in milliseconds: what a turn's start and end do to each seat's time,
//! when the server must look at the room again (its alarm), and what is due when it does.
//! Plain arithmetic over [`Timing`], tested here; a change writes what it returns in its
//! own transaction, and [`crate::clocks`] reads the due alarms.
//!
//! A turn-based clock may have a bank of days per seat (`remaining`): a move over its hours
//! draws on it, and the deadline is the move's hours plus the bank. A seat on vacation has
//! its turn's deadline pushed back by the vacation: its time runs only after it ends.
//!
//! Only a person's own turn is timed: the running seat ("runner") is a person to move in a
//! started, unfinished game, with no computer standing in. The policy per clock kind
//! (`docs/online.md`, "Nobody holds a table hostage"): a real-time or turn-based clock that
//! runs out hands the seat to the computer; without a clock and with a real-time one, so
//! does being away (no connection) for the away limit during one's turn.

use std::time::Duration;

use online::{Clock, ClockState};
use rules::Seat;

use crate::store::{Due, Timing, Turn, Vacation};

/// Minutes in a day.
const DAY_MINUTES: i64 = 24 * 60;

/// A room's clock in real milliseconds. `minute` is how long a clock minute lasts
/// (`--clock-minute`, shortened by tests); `away` the absence limit (`--away-limit`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lengths {
    pub clock: Clock,
    /// Each seat's time at the start: a real-time clock's time per player, a turn-based
    /// clock's bank.
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
            Clock::TurnBased { hours, bank_days } => (
                i64::from(bank_days) * DAY_MINUTES * minute,
                0,
                i64::from(hours) * 60 * minute,
            ),
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

    /// Whether the clock is turn-based (the only kind a vacation pauses).
    pub fn turn_based(&self) -> bool {
        self.clock.turn_based()
    }

    /// A clock day (vacations are taken in days).
    pub fn day(&self) -> i64 {
        DAY_MINUTES * self.minute
    }

    /// Whether being away during one's turn hands the seat to the computer: without a
    /// clock and with a real-time one. A turn-based game's page may be closed.
    pub fn watches_absence(&self) -> bool {
        !self.turn_based()
    }
}

impl Timing {
    /// A new table's clock: every seat's whole time, nothing running.
    pub fn new(len: &Lengths, players: usize) -> Timing {
        let mut t = Timing::default();
        t.fit(len, players);
        t
    }

    /// One entry per seat: a seat stored without its time gets the whole time, and one
    /// without a vacation none.
    pub fn fit(&mut self, len: &Lengths, players: usize) {
        self.remaining.resize(players, len.base);
        self.vacations.resize(players, Vacation::default());
    }

    /// When `seat`'s vacation ends, if it has not yet at `now`.
    fn vacation_end(&self, seat: Seat, now: i64) -> Option<i64> {
        let until = self.vacations.get(seat)?.until;
        (until > now).then_some(until)
    }

    /// The turn of `runner` begins at `now` (`None`: nobody's clock runs).
    pub fn begin(&mut self, len: &Lengths, runner: Option<Seat>, now: i64) {
        self.started = now;
        self.deadline = match (len.clock, runner) {
            (Clock::RealTime { .. }, Some(s)) => {
                now + self.remaining.get(s).copied().unwrap_or(0).max(0)
            }
            (Clock::TurnBased { .. }, Some(s)) => {
                let from = self.vacation_end(s, now).unwrap_or(now);
                from + len.per_move + self.remaining.get(s).copied().unwrap_or(0).max(0)
            }
            _ => 0,
        };
    }

    /// The running turn of `seat` ends at `now` (it `moved`, or the computer took the seat):
    /// a real-time clock keeps what was left, plus the increment after a move; a turn-based
    /// clock's bank keeps what the move did not draw on. The seat whose time changed, and
    /// its time left.
    pub fn stop(
        &mut self,
        len: &Lengths,
        seat: Seat,
        now: i64,
        moved: bool,
    ) -> Option<(Seat, i64)> {
        let deadline = std::mem::take(&mut self.deadline);
        if deadline == 0 {
            return None;
        }
        let slot = self.remaining.get_mut(seat)?;
        let left = match len.clock {
            Clock::RealTime { .. } => {
                (deadline - now).max(0) + if moved { len.increment } else { 0 }
            }
            // The bank is the deadline's last part: what is left of it is the time to the
            // deadline, if that is less.
            Clock::TurnBased { .. } if len.base > 0 => (*slot).min((deadline - now).max(0)),
            _ => return None,
        };
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
            vacation: None,
        }
    }

    /// The clock as sent: each seat's time left at `now` (`None` without a clock). A
    /// turn-based clock's running seat counts down its vacation, then its time for the
    /// move, then its bank.
    pub fn state(&self, len: &Lengths, runner: Option<Seat>, now: i64) -> Option<ClockState> {
        if len.clock == Clock::None {
            return None;
        }
        let seats = 0..self.remaining.len();
        let turn_based = matches!(len.clock, Clock::TurnBased { .. });
        let vacation = |s: Seat| self.vacation_end(s, now).map_or(0, |until| until - now);
        let bank = |s: Seat| self.remaining.get(s).copied().unwrap_or(0).max(0);
        let running = runner.filter(|_| self.deadline > 0);
        // (time for the move, bank) of each seat.
        let times = |s: Seat| -> (i64, i64) {
            match len.clock {
                Clock::RealTime { .. } if running == Some(s) => (self.deadline - now, 0),
                Clock::RealTime { .. } => (bank(s), 0),
                Clock::TurnBased { .. } if running == Some(s) => {
                    let total = (self.deadline - now - vacation(s)).max(0);
                    let banked = total.min(bank(s));
                    ((total - banked).min(len.per_move), banked)
                }
                _ => (len.per_move, bank(s)),
            }
        };
        let ms = |n: i64| n.max(0) as u64;
        let away: Vec<u64> = seats.clone().map(|s| ms(vacation(s))).collect();
        Some(ClockState {
            left: seats.clone().map(|s| ms(times(s).0)).collect(),
            running,
            bank: if turn_based && len.base > 0 {
                seats.map(|s| ms(times(s).1)).collect()
            } else {
                Vec::new()
            },
            vacation: if turn_based && away.iter().any(|&v| v > 0) {
                away
            } else {
                Vec::new()
            },
        })
    }

    /// `seat` takes `days` of vacation at `now`, within `allowance` days a UTC year: its
    /// vacation ends that much later (from now, or from the end of the one it is on), and
    /// when its turn runs, so does its deadline. The vacation as it now stands, and the
    /// days left of the allowance; or why not.
    pub fn take_vacation(
        &mut self,
        len: &Lengths,
        seat: Seat,
        running: bool,
        days: u32,
        allowance: u32,
        now: i64,
    ) -> Result<(Vacation, u32), VacationRefused> {
        if !len.turn_based() {
            return Err(VacationRefused::NotTurnBased);
        }
        let year = utc_year(now);
        let left = self.vacation_left(seat, allowance, now);
        if days > left {
            return Err(VacationRefused::Allowance(left));
        }
        let used = i64::from(allowance - left);
        let length = i64::from(days) * len.day();
        let until = self.vacation_end(seat, now).unwrap_or(now) + length;
        if running && self.deadline > 0 {
            self.deadline += length;
        }
        let taken = Vacation {
            until,
            year,
            used: used + i64::from(days),
        };
        if let Some(slot) = self.vacations.get_mut(seat) {
            *slot = taken;
        }
        Ok((taken, left - days))
    }

    /// The days of `allowance` `seat` has left in the UTC year of `now`.
    pub fn vacation_left(&self, seat: Seat, allowance: u32, now: i64) -> u32 {
        let v = self.vacations.get(seat).copied().unwrap_or_default();
        let used = if v.year == utc_year(now) { v.used } else { 0 };
        (i64::from(allowance) - used).clamp(0, i64::from(allowance)) as u32
    }
}

/// Why a vacation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationRefused {
    /// Only a turn-based game is paused (a real-time one never).
    NotTurnBased,
    /// More days than are left of the year's allowance (this many).
    Allowance(u32),
}

/// The UTC year of `ms` since 1970 (the civil calendar's, from the day count).
pub fn utc_year(ms: i64) -> i64 {
    // Howard Hinnant's days-to-civil algorithm, year only.
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    yoe + era * 400 + i64::from(month <= 2)
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
        let len = banked(24, 0);
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

    const HOUR: i64 = 3_600_000;
    const DAY: i64 = 24 * HOUR;

    fn banked(hours: u32, bank_days: u32) -> Lengths {
        Lengths::new(Clock::TurnBased { hours, bank_days }, MINUTE, AWAY)
    }

    #[test]
    fn a_move_over_its_hours_draws_on_the_bank_and_the_bank_never_refills() {
        let len = banked(24, 3);
        let mut t = Timing::new(&len, 2);
        assert_eq!(t.remaining, vec![3 * DAY, 3 * DAY]);
        t.begin(&len, Some(0), 0);
        assert_eq!(t.deadline, 4 * DAY, "the hours, then the bank");
        // Within its hours: the bank is untouched.
        assert_eq!(t.stop(&len, 0, 10 * HOUR, true), Some((0, 3 * DAY)));
        t.begin(&len, Some(1), 10 * HOUR);
        let shown = t.state(&len, Some(1), 20 * HOUR).expect("a clock");
        assert_eq!(shown.left, vec![24 * HOUR as u64, 14 * HOUR as u64]);
        assert_eq!(shown.bank, vec![3 * DAY as u64; 2]);
        // 30 hours over: the bank loses them, and shows them going while the move runs.
        let late = 10 * HOUR + 24 * HOUR + 30 * HOUR;
        let shown = t.state(&len, Some(1), late).expect("a clock");
        assert_eq!(shown.left[1], 0);
        assert_eq!(shown.bank[1], (3 * DAY - 30 * HOUR) as u64);
        assert_eq!(t.stop(&len, 1, late, true), Some((1, 3 * DAY - 30 * HOUR)));
        // Its next move gets its hours again, and what is left of the bank.
        t.begin(&len, Some(1), late);
        assert_eq!(t.deadline, late + 24 * HOUR + 3 * DAY - 30 * HOUR);
        // The whole bank gone: the time is up at the deadline, as without a bank.
        let d = due(&len, &t, false, 0);
        assert_eq!(verdict(&d, &len, t.deadline), Verdict::TimeUp(0));
    }

    #[test]
    fn a_turn_based_clock_without_a_bank_sends_none() {
        let len = banked(24, 0);
        let mut t = Timing::new(&len, 2);
        t.begin(&len, Some(0), 0);
        let shown = t.state(&len, Some(0), HOUR).expect("a clock");
        assert!(shown.bank.is_empty() && shown.vacation.is_empty());
        assert_eq!(t.stop(&len, 0, 2 * HOUR, true), None, "nothing to keep");
    }

    #[test]
    fn a_vacation_pauses_the_running_turn_and_the_next_ones_until_it_ends() {
        let len = banked(24, 2);
        let mut t = Timing::new(&len, 2);
        t.begin(&len, Some(0), 0);
        // Ten hours into its turn, seat 0 takes 3 days: its deadline moves 3 days on.
        let (v, left) = t
            .take_vacation(&len, 0, true, 3, 20, 10 * HOUR)
            .expect("allowed");
        assert_eq!(v.until, 10 * HOUR + 3 * DAY);
        assert_eq!((v.used, left), (3, 17));
        assert_eq!(t.deadline, 24 * HOUR + 2 * DAY + 3 * DAY);
        let shown = t.state(&len, Some(0), 11 * HOUR).expect("a clock");
        assert_eq!(shown.vacation, vec![(3 * DAY - HOUR) as u64, 0]);
        assert_eq!(
            shown.left[0],
            14 * HOUR as u64,
            "paused: the 14 hours it had"
        );
        assert_eq!(shown.bank[0], 2 * DAY as u64);
        // Seat 1 on vacation when its turn begins: its hours start when the vacation ends.
        t.take_vacation(&len, 1, false, 1, 20, 12 * HOUR)
            .expect("allowed");
        assert_eq!(t.stop(&len, 0, 12 * HOUR, true), Some((0, 2 * DAY)));
        t.begin(&len, Some(1), 12 * HOUR);
        assert_eq!(t.deadline, 12 * HOUR + DAY + 24 * HOUR + 2 * DAY);
        // A second vacation adds to the first.
        let (v, _) = t
            .take_vacation(&len, 1, true, 2, 20, 13 * HOUR)
            .expect("allowed");
        assert_eq!(v.until, 12 * HOUR + 3 * DAY);
    }

    #[test]
    fn a_vacation_is_refused_past_the_allowance_and_in_a_real_time_game() {
        let len = banked(24, 0);
        let mut t = Timing::new(&len, 2);
        let now = 1_700_000_000_000; // 2023-11-14
        assert!(t.take_vacation(&len, 0, false, 20, 25, now).is_ok());
        assert_eq!(
            t.take_vacation(&len, 0, false, 6, 25, now),
            Err(VacationRefused::Allowance(5))
        );
        // A new year, a new allowance.
        let next_year = 1_704_153_600_000; // 2024-01-02
        assert!(t.take_vacation(&len, 0, false, 25, 25, next_year).is_ok());
        let real = real(5, 0);
        let mut r = Timing::new(&real, 2);
        assert_eq!(
            r.take_vacation(&real, 0, false, 1, 25, now),
            Err(VacationRefused::NotTurnBased)
        );
    }

    #[test]
    fn the_utc_year_of_an_instant() {
        assert_eq!(utc_year(0), 1970);
        assert_eq!(utc_year(951_782_400_000), 2000); // 2000-02-29
        assert_eq!(utc_year(978_307_199_999), 2000); // 2000-12-31 23:59:59.999
        assert_eq!(utc_year(978_307_200_000), 2001);
        assert_eq!(utc_year(1_798_761_600_000), 2027); // 2027-01-01
        assert_eq!(utc_year(-1), 1969);
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
