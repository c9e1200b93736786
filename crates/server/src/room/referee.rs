//! The referee: a move is checked by the rules (off the async threads), stored in its
//! canonical notation with the clock's new turn, and only then told to everyone; no move
//! before every seat is taken, nor after the mover's time ran out; a person takes an open
//! seat under a name no other seat has; a seat replaces its link.
//!
//! Owns: moves, seats and their tokens. May not touch: telling anyone (it returns
//! [`Events`]), what follows a move (the computer's turn is [`super::publish`]'s).

use online::{ErrorCode, SeatKind, ServerMsg};
use rules::Seat;

use super::events::{Event, Events};
use super::game;
use super::state::{all_taken, Change, Room};
use super::write::Write;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::store::{now_ms, StoredSeat};
use crate::{app::App, names, ratings, secret};

/// Who makes a move: the person at the seat, or the computer (at a computer's seat, or
/// standing in for the person).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    Person,
    Computer,
}

impl Room {
    /// Whether `seat` may move at `ply` now (cheap checks, before the rules').
    fn may_move(&self, seat: Seat, ply: usize, by: By) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if !self.started() {
            return Err(not_started());
        }
        if ply != self.played.moves.len() {
            return Err(self.stale(ply));
        }
        if self.played.game.to_move() != Some(seat) {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                format!("seat {seat} is not to move"),
            ));
        }
        if by == By::Person && self.seats.get(seat).is_some_and(|s| s.stand_in) {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "the computer plays this seat now; take it back first",
            ));
        }
        let deadline = self.timing.deadline;
        if by == By::Person && self.runner() == Some(seat) && deadline > 0 && now_ms() > deadline {
            return Err(Refusal::new(
                ErrorCode::TimeUp,
                "this seat's time ran out; the computer takes it",
            ));
        }
        Ok(())
    }

    /// Checks and stores a move of `seat` at `ply`.
    pub async fn commit_move(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
        text: &str,
        by: By,
    ) -> Result<Events, Refusal> {
        // The store refuses a write when the room changed in another process (a move, or
        // only a join); after a reload the move is checked again and, if still valid, sent
        // again, so only a move that really lost its race is told Stale.
        let (mut tries, mut looked) = (0, false);
        let (next, text, version, timing, seats, back) = loop {
            if let Err(refused) = self.may_move(seat, ply, by) {
                // Another process may have changed the room (a join, a move) before its
                // notice reached this one: look once before refusing. A socket's rate
                // limit bounds how often a refused move can ask this.
                let behind = matches!(
                    refused.code,
                    ErrorCode::NotStarted | ErrorCode::NotYourTurn | ErrorCode::Stale
                );
                if behind && !looked {
                    looked = true;
                    self.refresh(app).await;
                    continue;
                }
                return Err(refused);
            }
            let (game, text) = (self.played.game.clone(), text.to_string());
            let kind = self.played.id as usize;
            let (next, text) = app
                .work
                .run_short(kind, move || game::check(&game, &text))
                .await??;
            let ends = next.outcome().is_some();
            let mut timing = self.timing.clone();
            // The computer's move for a person who came back during it ends the stand-in
            // in the same write ([`Room::resume`]).
            let mut seats = self.seats.clone();
            let back = (by == By::Computer && seats[seat].returning).then_some(seat);
            let mut changed = Vec::new();
            if let Some(s) = back {
                seats[s].stand_in = false;
                seats[s].returning = false;
                changed.extend(timing.returned(&self.len, s));
            }
            let turn = self.turn_after(
                Change::Move(seat),
                &mut timing,
                &seats,
                &next,
                now_ms(),
                changed,
            );
            let write = Write::Move {
                ply,
                seat,
                text: &text,
                ends,
                turn: &turn,
                back,
            };
            let lost = |room: &Room| room.stale(ply);
            if let Some(version) = self.write(app, &mut tries, write, lost).await? {
                break (next, text, version, timing, seats, back);
            }
        };
        METRICS
            .moves
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.version = version;
        self.touch();
        self.timing = timing;
        self.seats = seats;
        self.played.push(seat, text, next);
        if self.played.ended() {
            self.ended = self.touched;
        }
        let mut events = Events::none();
        if self.undo.take().is_some() {
            events.push(Event::All(ServerMsg::UndoDone { accepted: false }));
        }
        Ok(events.then(if back.is_some() {
            Events::seats()
        } else {
            Events::state()
        }))
    }

    /// The name a person may sit under: valid, and not one another seat has.
    fn free_name(&self, name: &str, except: Option<Seat>) -> Result<String, Refusal> {
        let name = names::check(name)?;
        let taken = self
            .seats
            .iter()
            .enumerate()
            .filter(|&(i, s)| Some(i) != except && s.kind == SeatKind::Person)
            .any(|(_, s)| names::same(&s.name, &name));
        if taken {
            return Err(Refusal::new(
                ErrorCode::NameTaken,
                "another seat at this table has that name",
            ));
        }
        Ok(name)
    }

    /// Gives the connection the first open seat and a token for it.
    /// A signed-in connection's seat belongs to its `account` ('': none).
    pub async fn join(
        &mut self,
        app: &App,
        conn: u64,
        name: &str,
        account: &str,
    ) -> Result<Events, Refusal> {
        if let Some(seat) = self.table.conns.get(&conn).and_then(|c| c.seat) {
            return Err(Refusal::new(
                ErrorCode::OutOfOrder,
                format!("this connection already plays seat {seat}"),
            ));
        }
        let (Seated { seat, token, hash }, seated) =
            self.take_open_seat(app, name, account).await?;
        self.table.seat(conn, seat, hash);
        Ok(Events::one(Event::To(conn, ServerMsg::Joined { seat, token })).then(seated))
    }

    /// Gives the first open seat to a person named `name` (by the socket, or "Play now").
    /// Taking the last open seat starts the game and its clock.
    pub async fn take_open_seat(
        &mut self,
        app: &App,
        name: &str,
        account: &str,
    ) -> Result<(Seated, Events), Refusal> {
        let seated = self.seats.iter().any(|s| s.account == account);
        ratings::may_take_seat(self.rated, Some(account), seated)?;
        let token = secret::token();
        let hash = secret::hash_token(&token);
        let no_seat = || Refusal::new(ErrorCode::NoOpenSeat, "every seat is taken");
        let mut tries = 0;
        let (seat, seats, timing, version) = loop {
            let name = self.free_name(name, None)?;
            let seat = self
                .seats
                .iter()
                .position(|s| s.kind == SeatKind::Open)
                .ok_or_else(no_seat)?;
            let mut seats = self.seats.clone();
            seats[seat] = StoredSeat {
                kind: SeatKind::Person,
                name: name.clone(),
                token_hash: Some(hash.clone()),
                account: account.to_string(),
                ..StoredSeat::open()
            };
            let mut timing = self.timing.clone();
            let starts = all_taken(&seats);
            let turn = starts.then(|| {
                self.turn_after(
                    Change::Seats,
                    &mut timing,
                    &seats,
                    &self.played.game,
                    now_ms(),
                    Vec::new(),
                )
            });
            let write = Write::TakeSeat {
                seat,
                name: &name,
                hash: &hash,
                account,
                turn: turn.as_ref(),
            };
            if let Some(version) = self.write(app, &mut tries, write, |_| no_seat()).await? {
                break (seat, seats, timing, version);
            }
        };
        self.version = version;
        self.touch();
        self.seats = seats;
        self.timing = timing;
        Ok((Seated { seat, token, hash }, Events::seats()))
    }

    /// A new token for the seat `conn` plays: the old one stops working everywhere, with
    /// the seat's keys. A casual seat then belongs to the asking connection's `account` ('':
    /// none), so that someone who bound a leaked link to their account loses the seat too;
    /// a rated seat keeps its account (its person took it signed in).
    pub async fn new_token(
        &mut self,
        app: &App,
        conn: u64,
        seat: Seat,
        account: &str,
    ) -> Result<Events, Refusal> {
        let account = if self.rated { None } else { Some(account) };
        let token = secret::token();
        let hash = secret::hash_token(&token);
        let mut tries = 0;
        self.version = loop {
            let write = Write::Token {
                seat,
                hash: &hash,
                account,
            };
            if let Some(version) = self.write(app, &mut tries, write, Room::stale_now).await? {
                break version;
            }
        };
        self.touch();
        if let Some(s) = self.seats.get_mut(seat) {
            s.token_hash = Some(hash.clone());
            if let Some(a) = account {
                s.account = a.to_string();
            }
        }
        self.table.seat(conn, seat, hash);
        Ok(
            Events::one(Event::To(conn, ServerMsg::Joined { seat, token }))
                .and(Event::LinksReplaced),
        )
    }
}

/// A seat given to a person: its token, sent once, and the token's hash.
pub struct Seated {
    pub seat: Seat,
    pub token: String,
    pub hash: String,
}

pub fn not_started() -> Refusal {
    Refusal::new(
        ErrorCode::NotStarted,
        "the game starts once every seat is taken",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::state::sample::{computer, person, room};

    fn code(r: Result<(), Refusal>) -> Option<ErrorCode> {
        r.err().map(|r| r.code)
    }

    #[test]
    fn no_move_before_every_seat_is_taken() {
        let room = room(vec![person("Anna"), StoredSeat::open()], 0);
        let first = room.played.game.to_move().expect("a seat to move");
        assert_eq!(
            code(room.may_move(first, 0, By::Person)),
            Some(ErrorCode::NotStarted)
        );
    }

    #[test]
    fn a_move_is_made_by_the_seat_to_move_at_the_position_it_saw() {
        let room = room(vec![person("Anna"), person("Béla")], 2);
        let mover = room.played.game.to_move().expect("a seat to move");
        assert_eq!(code(room.may_move(mover, 2, By::Person)), None);
        assert_eq!(
            code(room.may_move(1 - mover, 2, By::Person)),
            Some(ErrorCode::NotYourTurn)
        );
        assert_eq!(
            code(room.may_move(mover, 1, By::Person)),
            Some(ErrorCode::Stale)
        );
    }

    #[test]
    fn the_computer_plays_a_stood_in_seat_and_its_person_waits() {
        let mut room = room(vec![person("Anna"), computer()], 0);
        let mover = room.played.game.to_move().expect("a seat to move");
        room.seats[mover] = StoredSeat {
            stand_in: true,
            ..person("Anna")
        };
        assert_eq!(
            code(room.may_move(mover, 0, By::Person)),
            Some(ErrorCode::NotYourTurn)
        );
        assert_eq!(code(room.may_move(mover, 0, By::Computer)), None);
    }

    #[test]
    fn no_move_after_the_end() {
        let mut room = room(vec![person("Anna"), person("Béla")], 0);
        room.claimed = Some(0);
        let mover = room.played.game.to_move().expect("a seat to move");
        assert_eq!(
            code(room.may_move(mover, 0, By::Person)),
            Some(ErrorCode::GameOver)
        );
    }

    #[test]
    fn a_name_another_seat_has_is_taken() {
        let room = room(vec![person("Anna"), StoredSeat::open()], 0);
        assert_eq!(
            room.free_name("anna", None).map_err(|r| r.code),
            Err(ErrorCode::NameTaken)
        );
        assert_eq!(
            room.free_name("Anna", Some(0)).ok().as_deref(),
            Some("Anna")
        );
        assert_eq!(room.free_name("Béla", None).ok().as_deref(), Some("Béla"));
    }
}
