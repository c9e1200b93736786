//! How a die tips and what follows: its free paths, a tip checked against the board, the
//! fights around the moved die, the Zugzwang and its answers, and the end of the game.

use std::cmp::Ordering;

use super::die::{Die, Dir};
use super::moves::{Error, Path, Square};
use super::{Answer, Cause, End, Event, Mojave, Zugzwang, BACKSTOP};
use crate::game::Seat;

impl Mojave {
    /// The neighbour of `at` towards `dir` if it is on the board and empty.
    fn free_step(&self, at: Square, dir: Dir) -> Option<Square> {
        at.step(dir)
            .filter(|&s| self.on_board(s) && self.die_at(s).is_none())
    }

    /// Calls `found(path, end)` for every path the die on `from` may tip along, ignoring
    /// whose turn it is and Zugzwang.
    pub(super) fn tips(&self, from: Square, die: Die, mut found: impl FnMut(Path, Square)) {
        let n = die.top();
        for dir in Dir::ALL {
            let mut at = from;
            for len in 1..=n {
                let Some(next) = self.free_step(at, dir) else {
                    break;
                };
                at = next;
                if len == n {
                    found(Path::straight(dir, n), at);
                    continue;
                }
                for then in dir.sideways() {
                    let end = (len..n).try_fold(at, |a, _| self.free_step(a, then));
                    if let Some(end) = end {
                        found(Path::turning(dir, len, then, n - len), end);
                    }
                }
            }
        }
    }

    /// Whether a tip from `from` to `end` is allowed by the pending Zugzwang, if any.
    pub(super) fn answers(&self, from: Square, end: Square) -> Result<Option<Answer>, Error> {
        let Some(z) = &self.zugzwang else {
            return Ok(None);
        };
        let beside = end.is_next_to(z.attacker);
        match (z.attacked.contains(&from), beside) {
            (true, false) => Ok(Some(Answer::Withdraw)),
            (true, true) => Err(Error::NotAway {
                attacker: z.attacker,
            }),
            (false, true) => Ok(Some(Answer::Reinforce)),
            (false, false) => Err(Error::ZugzwangIgnored {
                attacker: z.attacker,
            }),
        }
    }

    pub(super) fn has_move(&self) -> bool {
        self.dice(self.turn)
            .any(|(from, _)| !self.moves_from(from).is_empty())
    }

    /// Checks a tip against the board (not Zugzwang) and returns its end square.
    pub(super) fn check_tip(&self, from: Square, path: &Path) -> Result<Square, Error> {
        if !self.on_board(from) {
            return Err(Error::NotOnBoard(from));
        }
        let die = self.die_at(from).ok_or(Error::NoDie(from))?;
        if die.owner() != self.turn {
            return Err(Error::NotYourDie(from));
        }
        if path.first.len == 0 || path.turn.is_some_and(|t| t.len == 0) {
            return Err(Error::EmptyRun);
        }
        if let Some(turn) = path.turn {
            if turn.dir == path.first.dir {
                return Err(Error::NotATurn);
            }
            if turn.dir == path.first.dir.opposite() {
                return Err(Error::BackAndForth);
            }
        }
        if path.distance() != u32::from(die.top()) {
            return Err(Error::WrongDistance {
                top: die.top(),
                distance: path.distance(),
            });
        }
        // Either order of an equivalent L will do; a failure names the written path.
        self.walk(from, path).or_else(|e| {
            path.equivalent()
                .and_then(|other| self.walk(from, &other).ok())
                .ok_or(e)
        })
    }

    /// Rolls along `path` from `from`: its end square, or where it leaves the board or is
    /// blocked.
    pub(super) fn walk(&self, from: Square, path: &Path) -> Result<Square, Error> {
        let mut at = from;
        for dir in path.steps() {
            at = at
                .step(dir)
                .filter(|&s| self.on_board(s))
                .ok_or(Error::LeavesBoard)?;
            if self.die_at(at).is_some() {
                return Err(Error::Blocked(at));
            }
        }
        Ok(at)
    }

    /// The squares next to `at` holding dice of `seat`.
    pub(super) fn neighbours_of(&self, at: Square, seat: Seat) -> Vec<Square> {
        Dir::ALL
            .into_iter()
            .filter_map(|d| at.step(d))
            .filter(|&s| self.die_at(s).is_some_and(|d| d.owner() == seat))
            .collect()
    }

    pub(super) fn sum_of_tops(&self, squares: &[Square]) -> u8 {
        squares
            .iter()
            .filter_map(|&s| self.die_at(s))
            .map(Die::top)
            .sum()
    }

    pub(super) fn remove(&mut self, sq: Square, cause: Cause, events: &mut Vec<Event>) {
        if let Some(die) = self.index(sq).and_then(|i| self.board[i].take()) {
            self.dice[die.owner()] -= 1;
            events.push(Event::Fell {
                square: sq,
                die,
                cause,
            });
        }
    }

    /// The note's combat procedure around the die that just ended its move on `at`.
    pub(super) fn fight(&mut self, at: Square, events: &mut Vec<Event>) {
        let Some(moved) = self.die_at(at) else {
            return;
        };
        let (p, q) = (moved.owner(), 1 - moved.owner());
        let enemies = self.neighbours_of(at, q);
        // One die: all of P's dice beside it fight it together. Two or three (four cannot
        // be, the square the die came from is empty): the moved die fights them all.
        let (attackers, defenders) = match enemies[..] {
            [] => return,
            [e] => (self.neighbours_of(e, p), enemies),
            _ => (vec![at], enemies),
        };
        let attack = self.sum_of_tops(&attackers);
        let defence = self.sum_of_tops(&defenders);
        events.push(Event::Combat {
            attackers: attackers.clone(),
            defenders: defenders.clone(),
            attack,
            defence,
        });
        match attack.cmp(&defence) {
            Ordering::Less => attackers
                .iter()
                .for_each(|&s| self.remove(s, Cause::Combat, events)),
            Ordering::Greater => defenders
                .iter()
                .for_each(|&s| self.remove(s, Cause::Combat, events)),
            Ordering::Equal => self.declare_zugzwang(q, defenders, at, events),
        }
    }

    /// The Zugzwang of `seat`'s dice `attacked` by the die on `attacker`, with the answers
    /// the board allows.
    pub(super) fn zugzwang_on(
        &self,
        seat: Seat,
        attacked: Vec<Square>,
        attacker: Square,
    ) -> Zugzwang {
        let mut z = Zugzwang {
            seat,
            attacked,
            attacker,
            can_reinforce: false,
            can_withdraw: false,
        };
        for (from, die) in self.dice(seat) {
            self.tips(from, die, |_, end| {
                if z.attacked.contains(&from) {
                    z.can_withdraw |= !end.is_next_to(attacker);
                } else {
                    z.can_reinforce |= end.is_next_to(attacker);
                }
            });
        }
        z
    }

    fn declare_zugzwang(
        &mut self,
        seat: Seat,
        attacked: Vec<Square>,
        attacker: Square,
        events: &mut Vec<Event>,
    ) {
        let z = self.zugzwang_on(seat, attacked, attacker);
        events.push(Event::Zugzwang(z.clone()));
        if z.can_reinforce || z.can_withdraw {
            self.zugzwang = Some(z);
        } else {
            for sq in z.attacked {
                self.remove(sq, Cause::NoAnswer, events);
            }
        }
    }

    pub(super) fn ended(&self) -> Option<End> {
        if self.dice.contains(&0) {
            Some(End::NoDiceLeft)
        } else if self.passes >= 2 {
            Some(End::TwoPasses)
        } else if self.move_limit > 0 && self.moves_played >= self.move_limit {
            Some(End::MoveLimit)
        } else if self.moves_played >= BACKSTOP {
            Some(End::Backstop)
        } else {
            None
        }
    }
}
