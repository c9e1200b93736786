//! Undo: a seat asks to go back to before its own last move; every other person accepts
//! (computer seats, and the computer standing in for a person, agree at once); it never
//! crosses a move that revealed something. The position to go back to is rebuilt off the
//! async threads from the nearest kept one; the turn it leaves starts anew on the clock.

use online::{ErrorCode, PendingUndo, SeatKind, ServerMsg};
use rules::Seat;

use super::state::{Change, Room, ATTEMPTS};
use crate::app::App;
use crate::error::Refusal;
use crate::store::{now_ms, StoreError};

impl Room {
    pub async fn request_undo(&mut self, app: &App, seat: Seat, ply: usize) -> Result<(), Refusal> {
        for _ in 0..ATTEMPTS {
            match self.request_undo_once(app, seat, ply).await {
                Err(r) if r.code == ErrorCode::Stale && self.played.moves.len() == ply => continue,
                done => return done,
            }
        }
        Err(self.stale(ply))
    }

    async fn request_undo_once(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
    ) -> Result<(), Refusal> {
        if self.over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        if !self.started() {
            return Err(super::referee::not_started());
        }
        if ply != self.played.moves.len() {
            return Err(self.stale(ply));
        }
        if self.undo.is_some() {
            return Err(Refusal::new(
                ErrorCode::UndoPending,
                "an undo request is pending",
            ));
        }
        let to_ply = self.played.undo_target(seat)?;
        let waiting: Vec<Seat> = (0..self.seats.len())
            .filter(|&s| {
                s != seat && self.seats[s].kind == SeatKind::Person && !self.seats[s].stand_in
            })
            .collect();
        if waiting.is_empty() {
            return self.undo_to(app, to_ply).await;
        }
        let pending = PendingUndo {
            by: seat,
            to_ply,
            waiting,
        };
        self.set_undo(app, Some(pending)).await?;
        self.broadcast_state(app);
        Ok(())
    }

    pub async fn answer_undo(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<(), Refusal> {
        for _ in 0..ATTEMPTS {
            match self.answer_undo_once(app, seat, accept).await {
                Err(r) if r.code == ErrorCode::Stale => continue,
                done => return done,
            }
        }
        Err(self.stale(self.played.moves.len()))
    }

    async fn answer_undo_once(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<(), Refusal> {
        let Some(mut pending) = self.undo.clone().filter(|p| p.waiting.contains(&seat)) else {
            return Err(Refusal::new(
                ErrorCode::NoUndoPending,
                "no undo request waits for this seat",
            ));
        };
        if !accept {
            self.set_undo(app, None).await?;
            self.table
                .broadcast(&ServerMsg::UndoDone { accepted: false });
            self.broadcast_state(app);
            return Ok(());
        }
        pending.waiting.retain(|&s| s != seat);
        if pending.waiting.is_empty() {
            return self.undo_to(app, pending.to_ply).await;
        }
        self.set_undo(app, Some(pending)).await?;
        self.broadcast_state(app);
        Ok(())
    }

    async fn set_undo(&mut self, app: &App, undo: Option<PendingUndo>) -> Result<(), Refusal> {
        match app
            .store
            .set_undo(&self.id, self.version, undo.as_ref())
            .await
        {
            Ok(version) => {
                self.version = version;
                self.touch();
                self.undo = undo;
                Ok(())
            }
            Err(StoreError::Stale) => {
                self.refresh(app).await;
                Err(self.stale(self.played.moves.len()))
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Takes back every move from `to_ply` on (one transaction), then tells everyone.
    async fn undo_to(&mut self, app: &App, to_ply: usize) -> Result<(), Refusal> {
        let played = self.played.clone();
        let game = app
            .work
            .run(move || played.position_at(to_ply))
            .await?
            .map_err(|e| {
                tracing::error!("undo: {e}");
                Refusal::unavailable()
            })?;
        let mut timing = self.timing.clone();
        let turn = self.turn_after(
            Change::Undo,
            &mut timing,
            &self.seats,
            &game,
            now_ms(),
            Vec::new(),
        );
        match app
            .store
            .undo_to(&self.id, self.version, to_ply, &turn)
            .await
        {
            Ok(version) => {
                self.version = version;
                self.timing = timing;
            }
            Err(StoreError::Stale) => {
                self.refresh(app).await;
                return Err(self.stale(self.played.moves.len()));
            }
            Err(e) => return Err(e.into()),
        }
        self.touch();
        self.ended = 0;
        self.played.truncate(to_ply, game);
        self.undo = None;
        self.table
            .broadcast(&ServerMsg::UndoDone { accepted: true });
        self.broadcast_state(app);
        Ok(())
    }
}
