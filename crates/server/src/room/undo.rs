//! Undo: a seat asks to go back to before its own last move; every other person accepts
//! (computer seats, and the computer standing in for a person, agree at once); it never
//! crosses a move that revealed something. The position to go back to is rebuilt off the
//! async threads from the nearest kept one; the turn it leaves starts anew on the clock.
//! Every write goes through [`Room::settle`]: a change made elsewhere first reloads the
//! room and the request is decided again from the new picture.

use online::{ErrorCode, PendingUndo, SeatKind, ServerMsg};
use rules::Seat;

use super::state::{Change, Room};
use crate::app::App;
use crate::error::Refusal;
use crate::store::now_ms;

impl Room {
    /// `seat` asks to take back its last move, at `ply`: at once when nobody else is asked.
    pub async fn request_undo(&mut self, app: &App, seat: Seat, ply: usize) -> Result<(), Refusal> {
        let mut tries = 0;
        loop {
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
            let lost = |room: &Room| room.stale(ply);
            let done = if waiting.is_empty() {
                self.store_undo_to(app, &mut tries, to_ply, lost).await?
            } else {
                let pending = PendingUndo {
                    by: seat,
                    to_ply,
                    waiting,
                };
                self.store_undo(app, &mut tries, Some(pending), lost)
                    .await?
            };
            if done.is_some() {
                return Ok(());
            }
        }
    }

    /// `seat` answers the pending request: a no ends it, the last yes takes the moves back.
    pub async fn answer_undo(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<(), Refusal> {
        let mut tries = 0;
        loop {
            let Some(mut pending) = self.undo.clone().filter(|p| p.waiting.contains(&seat)) else {
                return Err(Refusal::new(
                    ErrorCode::NoUndoPending,
                    "no undo request waits for this seat",
                ));
            };
            let done = if !accept {
                self.store_undo(app, &mut tries, None, Room::stale_now)
                    .await?
            } else {
                pending.waiting.retain(|&s| s != seat);
                if pending.waiting.is_empty() {
                    self.store_undo_to(app, &mut tries, pending.to_ply, Room::stale_now)
                        .await?
                } else {
                    self.store_undo(app, &mut tries, Some(pending), Room::stale_now)
                        .await?
                }
            };
            if done.is_some() {
                return Ok(());
            }
        }
    }

    /// Stores the pending request (`None`: it ended, declined) and tells everyone; `None`
    /// when the room changed elsewhere first (reloaded: the caller decides again).
    async fn store_undo(
        &mut self,
        app: &App,
        tries: &mut usize,
        undo: Option<PendingUndo>,
        lost: impl FnOnce(&Room) -> Refusal,
    ) -> Result<Option<()>, Refusal> {
        let stored = app
            .store
            .set_undo(&self.id, self.version, undo.as_ref())
            .await;
        let Some(version) = self.settle(app, tries, stored, lost).await? else {
            return Ok(None);
        };
        self.version = version;
        self.touch();
        let declined = undo.is_none();
        self.undo = undo;
        if declined {
            self.table
                .broadcast(&ServerMsg::UndoDone { accepted: false });
        }
        self.broadcast_state(app);
        Ok(Some(()))
    }

    /// Takes back every move from `to_ply` on (one transaction), then tells everyone; `None`
    /// when the room changed elsewhere first (reloaded: the caller decides again).
    async fn store_undo_to(
        &mut self,
        app: &App,
        tries: &mut usize,
        to_ply: usize,
        lost: impl FnOnce(&Room) -> Refusal,
    ) -> Result<Option<()>, Refusal> {
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
        let stored = app
            .store
            .undo_to(&self.id, self.version, to_ply, &turn)
            .await;
        let Some(version) = self.settle(app, tries, stored, lost).await? else {
            return Ok(None);
        };
        self.version = version;
        self.timing = timing;
        self.touch();
        self.ended = 0;
        self.played.truncate(to_ply, game);
        self.undo = None;
        self.table
            .broadcast(&ServerMsg::UndoDone { accepted: true });
        self.broadcast_state(app);
        Ok(Some(()))
    }
}
