//! Undo: a seat asks to go back to before its own last move; every other person accepts
//! (computer seats, and the computer standing in for a person, agree at once); it never
//! crosses a move that revealed something. The position to go back to is rebuilt off the
//! async threads from the nearest kept one; the turn it leaves starts anew on the clock.
//! What a request or an answer comes to is decided from the room as it is ([`UndoStep`]),
//! again after a change made elsewhere first ([`Room::write`]).
//!
//! Owns: the undo request and its answers. May not touch: telling anyone (it returns
//! [`Events`]), the table.

use online::{ErrorCode, PendingUndo, SeatKind, ServerMsg};
use rules::{AnyGame, Seat};

use super::events::{Event, Events};
use super::state::{Change, Room};
use super::write::Write;
use crate::app::App;
use crate::error::Refusal;
use crate::store::{now_ms, Timing, Turn};

/// What an undo request or answer comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoStep {
    /// Every move from this ply on is taken back now.
    Back(usize),
    /// The pending request is stored (`None`: it ended, declined).
    Ask(Option<PendingUndo>),
}

impl Room {
    /// `seat` asks to take back its last move, at `ply`: at once when nobody else is asked.
    pub async fn request_undo(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
    ) -> Result<Events, Refusal> {
        self.undo_by(
            app,
            |room| room.undo_request(seat, ply),
            |room| room.stale(ply),
        )
        .await
    }

    /// `seat` answers the pending request: a no ends it, the last yes takes the moves back.
    pub async fn answer_undo(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<Events, Refusal> {
        self.undo_by(app, |room| room.undo_answer(seat, accept), Room::stale_now)
            .await
    }

    /// What `seat`'s request at `ply` comes to.
    pub fn undo_request(&self, seat: Seat, ply: usize) -> Result<UndoStep, Refusal> {
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
        Ok(if waiting.is_empty() {
            UndoStep::Back(to_ply)
        } else {
            UndoStep::Ask(Some(PendingUndo {
                by: seat,
                to_ply,
                waiting,
            }))
        })
    }

    /// What `seat`'s answer to the pending request comes to.
    pub fn undo_answer(&self, seat: Seat, accept: bool) -> Result<UndoStep, Refusal> {
        let Some(mut pending) = self.undo.clone().filter(|p| p.waiting.contains(&seat)) else {
            return Err(Refusal::new(
                ErrorCode::NoUndoPending,
                "no undo request waits for this seat",
            ));
        };
        if !accept {
            return Ok(UndoStep::Ask(None));
        }
        pending.waiting.retain(|&s| s != seat);
        Ok(if pending.waiting.is_empty() {
            UndoStep::Back(pending.to_ply)
        } else {
            UndoStep::Ask(Some(pending))
        })
    }

    /// Decides with `decide` from the room as it is, writes the step and keeps it.
    async fn undo_by(
        &mut self,
        app: &App,
        decide: impl Fn(&Room) -> Result<UndoStep, Refusal>,
        lost: impl Fn(&Room) -> Refusal,
    ) -> Result<Events, Refusal> {
        let mut tries = 0;
        loop {
            match decide(self)? {
                UndoStep::Ask(undo) => {
                    let write = Write::Undo(undo.as_ref());
                    if let Some(version) = self.write(app, &mut tries, write, &lost).await? {
                        return Ok(self.asked(version, undo));
                    }
                }
                UndoStep::Back(to_ply) => {
                    let (game, timing, turn) = self.turn_back(app, to_ply).await?;
                    let write = Write::UndoTo {
                        to_ply,
                        turn: &turn,
                    };
                    if let Some(version) = self.write(app, &mut tries, write, &lost).await? {
                        return Ok(self.went_back(version, to_ply, game, timing));
                    }
                }
            }
        }
    }

    /// The position after `to_ply` moves (rebuilt off the async threads), and the clock
    /// and turn it leaves.
    async fn turn_back(
        &self,
        app: &App,
        to_ply: usize,
    ) -> Result<(AnyGame, Timing, Turn), Refusal> {
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
        Ok((game, timing, turn))
    }

    /// The request stored at `version` (`None`: it ended, declined).
    fn asked(&mut self, version: i64, undo: Option<PendingUndo>) -> Events {
        self.version = version;
        self.touch();
        let declined = undo.is_none();
        self.undo = undo;
        let events = if declined {
            Events::one(Event::All(ServerMsg::UndoDone { accepted: false }))
        } else {
            Events::none()
        };
        events.and(Event::State)
    }

    /// Every move from `to_ply` on taken back at `version`.
    fn went_back(&mut self, version: i64, to_ply: usize, game: AnyGame, timing: Timing) -> Events {
        self.version = version;
        self.timing = timing;
        self.touch();
        self.ended = 0;
        self.played.truncate(to_ply, game);
        self.undo = None;
        Events::one(Event::All(ServerMsg::UndoDone { accepted: true })).and(Event::State)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::state::sample::{computer, person, room};
    use crate::store::StoredSeat;

    /// The seat that made the last of a room's moves.
    fn last_mover(room: &Room) -> Seat {
        *room.played.movers.last().expect("a move")
    }

    #[test]
    fn an_undo_nobody_is_asked_about_goes_back_at_once() {
        let mut room = room(vec![person("Anna"), person("Béla")], 2);
        let seat = last_mover(&room);
        room.seats[1 - seat] = computer();
        let step = room.undo_request(seat, 2).expect("may ask");
        assert_eq!(step, UndoStep::Back(room.played.undo_target(seat).unwrap()));
    }

    #[test]
    fn an_undo_asks_every_other_person_the_computer_does_not_stand_in_for() {
        let mut room = room(vec![person("Anna"), person("Béla")], 2);
        let seat = last_mover(&room);
        let other = 1 - seat;
        let to_ply = room.played.undo_target(seat).unwrap();
        assert_eq!(
            room.undo_request(seat, 2),
            Ok(UndoStep::Ask(Some(PendingUndo {
                by: seat,
                to_ply,
                waiting: vec![other],
            })))
        );
        room.seats[other] = StoredSeat {
            stand_in: true,
            ..person("Béla")
        };
        assert_eq!(room.undo_request(seat, 2), Ok(UndoStep::Back(to_ply)));
    }

    #[test]
    fn an_undo_is_asked_at_the_position_as_it_is_and_once() {
        let mut room = room(vec![person("Anna"), person("Béla")], 2);
        let seat = last_mover(&room);
        let code = |r: Result<UndoStep, Refusal>| r.err().map(|r| r.code);
        assert_eq!(code(room.undo_request(seat, 1)), Some(ErrorCode::Stale));
        room.undo = Some(PendingUndo {
            by: seat,
            to_ply: 0,
            waiting: vec![1 - seat],
        });
        assert_eq!(
            code(room.undo_request(seat, 2)),
            Some(ErrorCode::UndoPending)
        );
        room.undo = None;
        room.claimed = Some(seat);
        assert_eq!(code(room.undo_request(seat, 2)), Some(ErrorCode::GameOver));
    }

    #[test]
    fn the_last_yes_goes_back_and_a_no_ends_the_request() {
        let mut room = room(vec![person("Anna"), person("Béla")], 2);
        room.undo = Some(PendingUndo {
            by: 0,
            to_ply: 1,
            waiting: vec![1],
        });
        assert_eq!(room.undo_answer(1, true), Ok(UndoStep::Back(1)));
        assert_eq!(room.undo_answer(1, false), Ok(UndoStep::Ask(None)));
        assert_eq!(
            room.undo_answer(0, true).map_err(|r| r.code),
            Err(ErrorCode::NoUndoPending),
            "the asking seat is not asked"
        );
    }
}
