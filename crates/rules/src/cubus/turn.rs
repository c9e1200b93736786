//! The turn engine: a move already validated changes the table, the hands and the scores,
//! then the next turn (draw, build, knock window, dismantle) or the end of the game and its
//! optional final build follows.

use super::cards::{CardType, Cards};
use super::geometry::{Drawing, FaceKind};
use super::lattice::Lines;
use super::moves::Build;
use super::search::{self, Goal, Situation};
use super::{Cubus, Ending, Event, Phase, Proposal};
use crate::game::Seat;

impl Cubus {
    pub(super) fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats.len()
    }

    /// Starts `seat`'s turn: draw, build or dismantle (or ends the Abbau).
    pub(super) fn begin_turn(&mut self, seat: Seat) {
        self.current = seat;
        if self.abbau {
            self.can_score = search::any_build(&self.shrink(true));
            if self.can_score || search::any_build(&self.shrink(false)) {
                self.phase = Phase::Dismantle;
            } else {
                self.phase = Phase::Over;
                self.events.push(Event::GameOver);
            }
        } else if !self.deck.is_empty() {
            self.phase = Phase::Draw;
        } else {
            self.phase = Phase::Build;
            self.can_score = self.has_scoring_build(seat);
        }
    }

    pub(super) fn shrink(&self, open_fixed: bool) -> Situation {
        Situation {
            drawing: self.drawing(),
            open: self.open,
            crates: self.stack.volume(),
            hand: Cards::default(),
            goal: Goal::Shrink { open_fixed },
        }
    }

    /// Ends the turn of `seat` (who built or not) and starts the next one, or ends the game
    /// once the deck is out and no one can score (or a whole round went by without a build).
    pub(super) fn end_turn(&mut self, seat: Seat, built: bool) {
        let next = self.next(seat);
        if self.abbau || !self.deck.is_empty() {
            self.begin_turn(next);
            return;
        }
        self.idle = if built { 0 } else { self.idle + 1 };
        if self.idle >= self.seats.len()
            || !(0..self.seats.len()).any(|p| self.has_scoring_build(p))
        {
            self.finish();
        } else {
            self.begin_turn(next);
        }
    }

    /// The normal end of the build game, then the optional ending.
    fn finish(&mut self) {
        let pooled = self.pooled();
        let can = self.ending != Ending::None && search::any_build(&self.grow_for(pooled));
        self.phase = match self.ending {
            Ending::Lowest if can => {
                let low = self.seats.iter().map(|s| s.score).min().unwrap_or(0);
                let builder = (0..self.seats.len())
                    .map(|k| (self.start + k) % self.seats.len())
                    .find(|&p| self.seats[p].score == low)
                    .unwrap_or(self.start);
                Phase::FinalBuild { builder }
            }
            Ending::Best if can => Phase::Contest {
                asked: self.start,
                left: self.seats.len(),
                best: None,
            },
            _ => Phase::Over,
        };
        if self.phase == Phase::Over {
            self.events.push(Event::GameOver);
        }
    }

    /// Lays `b` (already validated) with `from`'s cards (None: everyone's, taken in turn
    /// order from `builder`), scoring for `builder`: in the build game 3 × the crates
    /// gained − the cards laid + the cards taken back, in the Abbau a point a card taken.
    /// Returns the points.
    pub(super) fn apply_build(&mut self, b: &Build, builder: Seat, from: Option<Seat>) -> i32 {
        let before = self.table();
        let crates_before = self.stack.volume();
        let old = (self.drawing(), self.open);
        self.stack = b.stack;
        self.open = b.stack.lid_lines(b.open);
        let after = self.table();
        let added = after.saturating_sub(before);
        let taken = before.saturating_sub(after);
        match from {
            Some(p) => self.seats[p].hand = self.seats[p].hand - added + taken,
            None => {
                let mut need = added;
                for k in 0..self.seats.len() {
                    let p = (builder + k) % self.seats.len();
                    for t in CardType::ALL {
                        let n = need.get(t).min(self.seats[p].hand.get(t));
                        *self.seats[p].hand.slot(t) -= n;
                        *need.slot(t) -= n;
                    }
                }
                self.seats[builder].hand = self.seats[builder].hand + taken;
            }
        }
        // The search's own sum (`search::evaluate`), from the two tables: a build is checked
        // once, by `validate`, and not again here.
        let points = if self.abbau {
            taken.total() as i32
        } else {
            3 * (self.stack.volume() as i32 - crates_before as i32) - added.total() as i32
                + taken.total() as i32
        };
        self.seats[builder].score += points;
        self.offset = self.best_offset(old.0, old.1);
        self.events.push(Event::Built {
            builder,
            cards_of: from.unwrap_or(builder),
            points,
            crates_before,
            crates_after: self.stack.volume(),
            added,
            taken,
        });
        points
    }

    /// The table offset keeping the open crates and as many cards as possible in place.
    fn best_offset(&self, old: Drawing, old_open: Lines) -> (i16, i16) {
        let (ou, ov) = (self.offset.0 as i32, self.offset.1 as i32);
        let new = self.drawing();
        let mut best = (i32::MIN, 0, 0);
        for du in -6..=6 {
            for dv in -6..=6 {
                // A new card on line l lies where an old card on line l + (du, dv) lay.
                let keeps_open = (old_open - self.open.shift_clip(du, dv)).is_empty();
                let same: u32 = FaceKind::ALL
                    .iter()
                    .map(|&k| (new.lines(k).shift_clip(du, dv) & old.lines(k)).count())
                    .sum();
                let value = i32::from(keeps_open) * 1000 + same as i32 * 16 - (du.abs() + dv.abs());
                if value > best.0 {
                    best = (value, du, dv);
                }
            }
        }
        ((ou + best.1) as i16, (ov + best.2) as i16)
    }

    pub(super) fn contest_step(&mut self, asked: Seat, left: usize, best: Option<Box<Proposal>>) {
        if left <= 1 {
            if let Some(p) = best {
                self.apply_build(&p.build, p.seat, None);
            }
            self.phase = Phase::Over;
            self.events.push(Event::GameOver);
        } else {
            self.phase = Phase::Contest {
                asked: self.next(asked),
                left: left - 1,
                best,
            };
        }
    }
}
