//! The referee: a move is checked by the rules (off the async threads), stored in its
//! canonical notation, and only then told to everyone; a person takes an open seat under a
//! name no other seat has; a seat replaces its link.

use online::{ErrorCode, SeatKind, ServerMsg};
use rules::Seat;

use super::{game, Room, ATTEMPTS};
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::store::{StoreError, StoredSeat};
use crate::{names, secret, App};

impl Room {
    pub fn stale(&self, ply: usize) -> Refusal {
        Refusal::new(
            ErrorCode::Stale,
            format!(
                "the position has {} moves, not {ply}",
                self.played.moves.len()
            ),
        )
    }

    /// Whether `seat` may move at `ply` now (cheap checks, before the rules').
    fn may_move(&self, seat: Seat, ply: usize) -> Result<(), Refusal> {
        if self.played.ended() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
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
        Ok(())
    }

    /// Checks and stores a move of `seat` at `ply`, then tells everyone.
    pub async fn commit_move(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
        text: &str,
    ) -> Result<(), Refusal> {
        // The store refuses a write when the room changed in another process (a move, or
        // only a join); after a reload the move is checked again and, if still valid, sent
        // again, so only a move that really lost its race is told Stale.
        let mut attempts = 0;
        let (next, text, version) = loop {
            self.may_move(seat, ply)?;
            let (game, text) = (self.played.game.clone(), text.to_string());
            let kind = self.played.id as usize;
            let (next, text) = app
                .work
                .run_short(kind, move || game::check(&game, &text))
                .await??;
            let ends = next.outcome().is_some();
            match app
                .store
                .append_move(&self.id, self.version, ply, seat, &text, ends)
                .await
            {
                Ok(version) => break (next, text, version),
                Err(StoreError::Stale) if attempts < ATTEMPTS => {
                    attempts += 1;
                    self.refresh(app).await;
                }
                Err(StoreError::Stale) => return Err(self.stale(ply)),
                Err(e) => return Err(e.into()),
            }
        };
        METRICS
            .moves
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.version = version;
        self.touch();
        self.played.push(seat, text, next);
        if self.played.ended() {
            self.ended = self.touched;
        }
        if self.undo.take().is_some() {
            self.table
                .broadcast(&ServerMsg::UndoDone { accepted: false });
        }
        self.broadcast_state(app);
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
        let name = self.free_name(name, None)?;
        if !self.seats.iter().any(|s| s.kind == SeatKind::Open) {
            return Err(Refusal::new(ErrorCode::NoOpenSeat, "every seat is taken"));
        }
        let token = secret::token();
        let hash = secret::hash_token(&token);
        let Some((seat, version)) = app.store.take_seat(&self.id, &name, &hash).await? else {
            self.refresh(app).await;
            return Err(Refusal::new(ErrorCode::NoOpenSeat, "every seat is taken"));
        };
        if version == self.version + 1 && seat < self.seats.len() {
            self.version = version;
            self.touch();
            self.seats[seat] = StoredSeat {
                kind: SeatKind::Person,
                name,
                token_hash: Some(hash.clone()),
            };
        } else {
            self.refresh(app).await;
        }
        self.table.seat(conn, seat, hash);
        self.table.send(conn, &ServerMsg::Joined { seat, token });
        let state = self.state(Some(seat), self.expires(app));
        self.table.send(conn, &state);
        Ok(())
    }

    /// A new token for the seat `conn` plays: the old one stops working everywhere.
    pub async fn new_token(&mut self, app: &App, conn: u64, seat: Seat) -> Result<(), Refusal> {
        let token = secret::token();
        let hash = secret::hash_token(&token);
        let mut attempts = 0;
        loop {
            match app
                .store
                .set_token(&self.id, self.version, seat, &hash)
                .await
            {
                Ok(version) => {
                    self.version = version;
                    break;
                }
                Err(StoreError::Stale) if attempts < ATTEMPTS => {
                    attempts += 1;
                    self.refresh(app).await;
                }
                Err(StoreError::Stale) => return Err(self.stale(self.played.moves.len())),
                Err(e) => return Err(e.into()),
            }
        }
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

/// Connections that play a seat by a token it no longer has are told and closed (the
/// page then watches).
pub fn end_replaced_links(room: &mut Room) {
    let ended: Vec<u64> = room
        .table
        .conns
        .iter()
        .filter(|(_, c)| {
            c.seat.is_some_and(|s| {
                room.seats.get(s).and_then(|s| s.token_hash.as_deref()) != c.token_hash.as_deref()
            })
        })
        .map(|(&id, _)| id)
        .collect();
    for id in ended {
        let refusal = Refusal::new(
            ErrorCode::BadToken,
            "this seat has a new link; the old one no longer plays it",
        );
        if let Some(c) = room.table.conns.get(&id) {
            let _ = c.tx.try_send(super::table::Outbound::Text(refusal.text()));
        }
        room.table.kick(id);
    }
}
