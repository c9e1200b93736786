//! The referee: a move is checked by the rules (off the async threads), stored in its
//! canonical notation with the clock's new turn, and only then told to everyone; no move
//! before every seat is taken, nor after the mover's time ran out; a person takes an open
//! seat under a name no other seat has; a seat replaces its link.

use online::{ErrorCode, SeatKind, ServerMsg};
use rules::Seat;

use super::game;
use super::state::{all_taken, end_replaced_links, Change, Room};
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::store::{now_ms, StoredSeat};
use crate::{app::App, names, secret};

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

    /// Checks and stores a move of `seat` at `ply`, then tells everyone.
    pub async fn commit_move(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
        text: &str,
        by: By,
    ) -> Result<(), Refusal> {
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
            let stored = app
                .store
                .append_move(&self.id, self.version, ply, seat, &text, ends, &turn, back)
                .await;
            let lost = |room: &Room| room.stale(ply);
            if let Some(version) = self.settle(app, &mut tries, stored, lost).await? {
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
        if self.undo.take().is_some() {
            self.table
                .broadcast(&ServerMsg::UndoDone { accepted: false });
        }
        if back.is_some() {
            self.seats_changed(app);
        } else {
            self.broadcast_state(app);
        }
        Ok(())
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
    pub async fn join(&mut self, app: &App, conn: u64, name: &str) -> Result<(), Refusal> {
        if let Some(seat) = self.table.conns.get(&conn).and_then(|c| c.seat) {
            return Err(Refusal::new(
                ErrorCode::OutOfOrder,
                format!("this connection already plays seat {seat}"),
            ));
        }
        let (seat, token, hash) = self.take_open_seat(app, name).await?;
        self.table.seat(conn, seat, hash);
        self.table.send(conn, &ServerMsg::Joined { seat, token });
        self.seats_changed(app);
        Ok(())
    }

    /// Gives the first open seat to a person named `name` (by the socket, or "Play now"):
    /// the seat, its token and the token's hash. Taking the last open seat starts the game
    /// and its clock. The caller tells everyone ([`Room::seats_changed`]).
    pub async fn take_open_seat(
        &mut self,
        app: &App,
        name: &str,
    ) -> Result<(Seat, String, String), Refusal> {
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
            let stored = app
                .store
                .take_seat(&self.id, self.version, seat, &name, &hash, turn.as_ref())
                .await;
            if let Some(version) = self.settle(app, &mut tries, stored, |_| no_seat()).await? {
                break (seat, seats, timing, version);
            }
        };
        self.version = version;
        self.touch();
        self.seats = seats;
        self.timing = timing;
        Ok((seat, token, hash))
    }

    /// Everyone is told who sits where now, and the position (whose turn, the clock).
    pub fn seats_changed(&mut self, app: &App) {
        let msg = self.presence_msg();
        self.table.broadcast(&msg);
        self.broadcast_state(app);
    }

    /// A new token for the seat `conn` plays: the old one stops working everywhere.
    pub async fn new_token(&mut self, app: &App, conn: u64, seat: Seat) -> Result<(), Refusal> {
        let token = secret::token();
        let hash = secret::hash_token(&token);
        let mut tries = 0;
        self.version = loop {
            let stored = app
                .store
                .set_token(&self.id, self.version, seat, &hash)
                .await;
            if let Some(version) = self
                .settle(app, &mut tries, stored, Room::stale_now)
                .await?
            {
                break version;
            }
        };
        self.touch();
        if let Some(s) = self.seats.get_mut(seat) {
            s.token_hash = Some(hash.clone());
        }
        self.table.seat(conn, seat, hash);
        self.table.send(conn, &ServerMsg::Joined { seat, token });
        end_replaced_links(self);
        Ok(())
    }
}

pub fn not_started() -> Refusal {
    Refusal::new(
        ErrorCode::NotStarted,
        "the game starts once every seat is taken",
    )
}
