//! Seats and progress that follow their account (issue 44, item 2): `POST
//! /api/account/sync`. A signed-in browser hands over the seats it holds (their tokens;
//! each is bound to the account unless another account has it) and what it has finished;
//! it gets back the account's seats it lacks, each with a key of its own (a token made for
//! this browser, kept only as its hash, that plays the seat as the seat's token does; a new
//! seat link ends the keys), and everything the account has finished.
//!
//! Owns: the sync. May not touch: a loaded room (a binding is the database's alone).

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use online::{limits, AccountSync, AccountSynced, ErrorCode, NotBound, SeatRefused};

use super::sessions::SignedIn;
use crate::api::{FromSite, JsonBody, Named};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::secret;
use crate::store::{now, Bound};

impl Named for AccountSync {
    const WHAT: &'static str = "a sync request";
}

/// `POST /api/account/sync`.
pub async fn sync(
    State(app): State<Arc<App>>,
    _: FromSite,
    who: SignedIn,
    JsonBody(req): JsonBody<AccountSync>,
) -> Response {
    match run(&app, &who, &req).await {
        Ok(answer) => json(StatusCode::OK, online::to_text(&answer)),
        Err(r) => r.into_response(),
    }
}

async fn run(app: &App, who: &SignedIn, req: &AccountSync) -> Result<AccountSynced, Refusal> {
    check(req)?;
    let account = &who.account.id;
    let mut held = BTreeSet::new();
    let mut refused = Vec::new();
    for link in &req.seats {
        let bound = if secret::looks_like_id(&link.room) && secret::looks_like_token(&link.token) {
            let hash = secret::hash_token(&link.token);
            app.store.bind_seat(account, &link.room, &hash).await?
        } else {
            Bound::NoSeat
        };
        match bound {
            Bound::Yes(seat) => {
                held.insert((link.room.clone(), seat));
            }
            Bound::NoSeat | Bound::Other => refused.push(SeatRefused {
                room: link.room.clone(),
                why: if bound == Bound::Other {
                    NotBound::OtherAccount
                } else {
                    NotBound::NoSeat
                },
            }),
        }
    }
    let mut seats = Vec::new();
    let at = now();
    for seat in app
        .store
        .account_seats(account, limits::ACCOUNT_SEATS)
        .await?
    {
        if held.contains(&(seat.room.clone(), seat.seat)) {
            continue;
        }
        let token = secret::token();
        app.store
            .add_seat_key(
                (account, &who.session_hash),
                &seat,
                &secret::hash_token(&token),
                at,
                limits::SEAT_KEYS,
            )
            .await?;
        seats.push(online::AccountSeat {
            room: seat.room,
            seat: seat.seat,
            token,
        });
    }
    let progress = app
        .store
        .add_progress(account, &req.progress, limits::PROGRESS_ITEMS)
        .await?;
    if !seats.is_empty() || !refused.is_empty() {
        tracing::info!(
            keys = seats.len(),
            refused = refused.len(),
            "an account's seats synced"
        );
    }
    Ok(AccountSynced {
        handle: who.account.handle.clone(),
        seats,
        refused,
        progress,
    })
}

/// The request's sizes and the shape of each progress item: `learn/<game>/<stage>` or
/// `puzzle/<game>/<id>`, of lower-case letters, digits, `-` and `_`.
fn check(req: &AccountSync) -> Result<(), Refusal> {
    let too_many = |what: &str, n: usize| {
        Refusal::new(ErrorCode::TooLarge, format!("at most {n} {what} at once"))
    };
    if req.seats.len() > limits::ACCOUNT_SEATS {
        return Err(too_many("seats", limits::ACCOUNT_SEATS));
    }
    if req.progress.len() > limits::PROGRESS_ITEMS {
        return Err(too_many("progress items", limits::PROGRESS_ITEMS));
    }
    if let Some(bad) = req.progress.iter().find(|i| !is_progress_item(i)) {
        return Err(Refusal::new(
            ErrorCode::Malformed,
            rules::clip(&format!(
                "{bad:?} is not a finished lesson (learn/<game>/<stage>) or a solved puzzle \
                 (puzzle/<game>/<id>)"
            )),
        ));
    }
    Ok(())
}

fn is_progress_item(item: &str) -> bool {
    let mut parts = item.split('/');
    let (Some(kind), Some(game), Some(id), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let word = |s: &str| {
        !s.is_empty()
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
    };
    item.len() <= limits::PROGRESS_ITEM
        && matches!(kind, "learn" | "puzzle")
        && game.parse::<rules::GameId>().is_ok()
        && word(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_items_name_a_lesson_or_a_puzzle_of_a_game() {
        assert!(is_progress_item("learn/cubulus/push-one"));
        assert!(is_progress_item("puzzle/cubes/17"));
        assert!(!is_progress_item("learn/chess/push-one"));
        assert!(!is_progress_item("learn/cubulus"));
        assert!(!is_progress_item("learn/cubulus/a/b"));
        assert!(!is_progress_item("score/cubulus/1"));
        assert!(!is_progress_item("learn/cubulus/Push One"));
        assert!(!is_progress_item(&format!(
            "learn/cubulus/{}",
            "a".repeat(50)
        )));
    }
}
