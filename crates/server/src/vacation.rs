//! `POST /api/vacation`: a person pauses their turn-based games. The device names its seats
//! (room and token, [`limits::TURNS`] at most) and the days (within
//! [`limits::VACATION_DAYS`], or 0 to only ask); each seat's room takes the vacation as
//! its own job ([`crate::room::vacation`]) and tells its players the paused clock. Seats
//! whose token is wrong, whose game is real-time or over, or whose allowance is spent are
//! answered as such, and the others still take theirs. From this site only ([`FromSite`]).
//!
//! Owns: reading and answering the request. May not touch: the clock's arithmetic.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use online::{limits, ErrorCode, SeatVacation, VacationAnswer, VacationRefusal, VacationRequest};

use crate::api::{FromSite, JsonBody, Named};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::room::vacation::Taken;
use crate::secret;

impl Named for VacationRequest {
    const WHAT: &'static str = "a vacation request";
}

/// `POST /api/vacation`.
pub async fn take(
    State(app): State<Arc<App>>,
    _: FromSite,
    JsonBody(req): JsonBody<VacationRequest>,
) -> Response {
    match answer(&app, req).await {
        Ok(a) => json(StatusCode::OK, online::to_text(&a)),
        Err(r) => r.into_response(),
    }
}

async fn answer(app: &Arc<App>, req: VacationRequest) -> Result<VacationAnswer, Refusal> {
    if req.seats.len() > limits::TURNS {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!("at most {} seats at once", limits::TURNS),
        ));
    }
    if req.days != 0 && !limits::VACATION_DAYS.contains(&req.days) {
        return Err(Refusal::new(
            ErrorCode::Malformed,
            format!(
                "days: {} to {} (or 0 to ask)",
                limits::VACATION_DAYS.start(),
                limits::VACATION_DAYS.end()
            ),
        ));
    }
    let mut seats = Vec::with_capacity(req.seats.len());
    for link in req.seats {
        let refused = |why| SeatVacation {
            room: link.room.clone(),
            until: 0,
            days_left: 0,
            refused: Some(why),
        };
        let fits = secret::looks_like_id(&link.room) && secret::looks_like_token(&link.token);
        // The seat by its token or one of its keys (a signed-in browser's, issue 44).
        let seat = if fits {
            let hash = secret::hash_token(&link.token);
            app.store.seat_of_token(&link.room, &hash).await?
        } else {
            None
        };
        let Some(seat) = seat else {
            seats.push(refused(VacationRefusal::NoSeat));
            continue;
        };
        // A room that left memory between its load and its hold is loaded again.
        let mut found = None;
        for _ in 0..3 {
            let Some(cell) = app.rooms.load(app, &link.room).await? else {
                break;
            };
            if !cell.hold(app).await.retired() {
                found = Some(cell);
                break;
            }
        }
        let Some(cell) = found else {
            seats.push(refused(VacationRefusal::NoSeat));
            continue;
        };
        let mut room = cell.hold(app).await;
        match room.vacation(app, seat, req.days).await? {
            Taken::Yes(v, days_left, events) => {
                room.publish(events);
                seats.push(SeatVacation {
                    room: link.room.clone(),
                    until: v.until,
                    days_left,
                    refused: None,
                });
            }
            Taken::No(why) => seats.push(refused(why)),
        }
    }
    Ok(VacationAnswer { seats })
}
