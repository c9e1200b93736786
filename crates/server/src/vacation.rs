//! `POST /api/vacation`: a person pauses their turn-based games. The device names its seats
//! (room and token, [`limits::TURNS`] at most) and the days (within
//! [`limits::VACATION_DAYS`], or 0 to only ask); each seat's room takes the vacation as
//! its own job ([`crate::room::vacation`]) and tells its players the paused clock. A seat
//! of no account counts its own days; the seats of an account (issue 44) count the
//! person's, charged once for the whole request (`account_vacations`), so pausing five
//! games for three days costs three. Seats whose token is wrong, whose game is real-time
//! or over, or whose allowance is spent are answered as such, and the others still take
//! theirs. From this site only ([`FromSite`]).
//!
//! Owns: reading and answering the request. May not touch: the clock's arithmetic.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use online::{limits, ErrorCode, SeatVacation, VacationAnswer, VacationRefusal, VacationRequest};

use crate::api::{FromSite, JsonBody, Named};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::room::clock::utc_year;
use crate::room::vacation::{Allowance, Taken};
use crate::secret;
use crate::store::now_ms;

/// A person's days in this request: charged (this many left after it) or too few left.
enum Person {
    Charged(u32),
    Short(u32),
}

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
    // Each seat by its token or one of its keys (a signed-in browser's, issue 44), and the
    // account it is bound to.
    let mut found = Vec::with_capacity(req.seats.len());
    for link in &req.seats {
        let fits = secret::looks_like_id(&link.room) && secret::looks_like_token(&link.token);
        let seat = if fits {
            let hash = secret::hash_token(&link.token);
            app.store.seat_of_token(&link.room, &hash).await?
        } else {
            None
        };
        let account = match seat {
            Some(seat) => app.store.seat_account(&link.room, seat).await?,
            None => None,
        };
        found.push((seat, account));
    }
    // A person's days are charged once for the request, however many of their games it
    // pauses; days no game took are given back below.
    let allowance = app.settings.vacation_days;
    let year = utc_year(now_ms());
    let mut people: BTreeMap<String, Person> = BTreeMap::new();
    for account in found.iter().filter_map(|(_, a)| a.as_ref()) {
        if people.contains_key(account) {
            continue;
        }
        let person = if req.days == 0 {
            let used = app.store.vacation_used(account, year).await?;
            Person::Charged(allowance.saturating_sub(used))
        } else {
            match app
                .store
                .charge_vacation(account, year, req.days, allowance)
                .await?
            {
                Some(used) => Person::Charged(allowance.saturating_sub(used)),
                None => {
                    let used = app.store.vacation_used(account, year).await?;
                    Person::Short(allowance.saturating_sub(used))
                }
            }
        };
        people.insert(account.clone(), person);
    }
    let mut took: BTreeSet<String> = BTreeSet::new();
    let mut seats = Vec::with_capacity(req.seats.len());
    for (link, (seat, account)) in req.seats.into_iter().zip(found) {
        let refused = |why, days_left| SeatVacation {
            room: link.room.clone(),
            until: 0,
            days_left,
            refused: Some(why),
        };
        let Some(seat) = seat else {
            seats.push(refused(VacationRefusal::NoSeat, 0));
            continue;
        };
        let counted = match account.as_ref().and_then(|a| people.get(a)) {
            None => Allowance::Seat,
            Some(Person::Charged(left)) => Allowance::Person(*left),
            Some(Person::Short(left)) => {
                seats.push(refused(VacationRefusal::Allowance, *left));
                continue;
            }
        };
        // A room that left memory between its load and its hold is loaded again.
        let mut loaded = None;
        for _ in 0..3 {
            let Some(cell) = app.rooms.load(app, &link.room).await? else {
                break;
            };
            if !cell.hold(app).await.retired() {
                loaded = Some(cell);
                break;
            }
        }
        let Some(cell) = loaded else {
            seats.push(refused(VacationRefusal::NoSeat, 0));
            continue;
        };
        let mut room = cell.hold(app).await;
        match room.vacation(app, seat, req.days, counted).await? {
            Taken::Yes(v, days_left, events) => {
                room.publish(events);
                if let Some(a) = account {
                    took.insert(a);
                }
                seats.push(SeatVacation {
                    room: link.room.clone(),
                    until: v.until,
                    days_left,
                    refused: None,
                });
            }
            Taken::No(why) => seats.push(refused(why, 0)),
        }
    }
    if req.days > 0 {
        for (account, person) in &people {
            if matches!(person, Person::Charged(_)) && !took.contains(account) {
                app.store.refund_vacation(account, year, req.days).await?;
            }
        }
    }
    Ok(VacationAnswer { seats })
}
