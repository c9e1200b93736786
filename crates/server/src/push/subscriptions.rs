//! The subscription requests: `GET /api/push/key` (the server's public key, for
//! `pushManager.subscribe`), `POST /api/push/subscribe` (a browser's subscription for one or
//! more seats, each named by its room and token, with the subscriber's language) and `POST
//! /api/push/unsubscribe`. JSON from this site only (the API's [`FromSite`]), every seat's
//! token checked, the endpoint checked ([`address`]), at most `--push-per-seat`
//! subscriptions a seat.
//!
//! Owns: reading and checking those requests. May not touch: rooms, the outbox.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use online::{limits, ErrorCode, SeatLink};
use serde::{Deserialize, Serialize};

use super::address::{self, Reach};
use super::{send, texts};
use crate::accounts::sessions::MaybeSignedIn;
use crate::api::{FromSite, JsonBody, Named};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::secret;
use crate::settings::PUSH_ENDPOINT_MAX;
use crate::store::PushSubscription;

/// A browser's `PushSubscription.toJSON()` (its `expirationTime` is not kept).
#[derive(Clone, Debug, Deserialize)]
pub struct BrowserSubscription {
    pub endpoint: String,
    pub keys: SubscriptionKeys,
}

#[derive(Clone, Debug, Deserialize)]
pub struct SubscriptionKeys {
    pub p256dh: String,
    pub auth: String,
}

/// `POST /api/push/subscribe`.
#[derive(Clone, Debug, Deserialize)]
pub struct Subscribe {
    #[serde(default)]
    pub seats: Vec<SeatLink>,
    /// For every seat of the signed-in account (issue 44), now and later, in place of seats.
    #[serde(default)]
    pub account: bool,
    pub subscription: BrowserSubscription,
    /// `en`, `de` or `hu`: what the pushes are written in.
    pub lang: String,
}

/// `POST /api/push/unsubscribe`.
#[derive(Clone, Debug, Deserialize)]
pub struct Unsubscribe {
    #[serde(default)]
    pub seats: Vec<SeatLink>,
    /// The signed-in account's subscription of this browser, in place of seats.
    #[serde(default)]
    pub account: bool,
    pub endpoint: String,
}

/// The answer to both: how many seats it changed.
#[derive(Clone, Debug, Serialize)]
pub struct Changed {
    pub seats: usize,
}

impl Named for Subscribe {
    const WHAT: &'static str = "a push subscription";
}

impl Named for Unsubscribe {
    const WHAT: &'static str = "an unsubscription";
}

fn malformed(message: impl Into<String>) -> Refusal {
    Refusal::new(ErrorCode::Malformed, message)
}

/// `GET /api/push/key`: `{"key": "<base64url P-256 public key>"}`.
pub async fn key(State(app): State<Arc<App>>) -> Response {
    match app.push.vapid.get() {
        Some(v) => json(
            StatusCode::OK,
            serde_json::json!({ "key": v.public() }).to_string(),
        ),
        None => Refusal::unavailable().into_response(),
    }
}

/// `POST /api/push/subscribe`.
pub async fn subscribe(
    State(app): State<Arc<App>>,
    _: FromSite,
    MaybeSignedIn(account): MaybeSignedIn,
    JsonBody(req): JsonBody<Subscribe>,
) -> Response {
    answer(keep(&app, req, account).await)
}

/// `POST /api/push/unsubscribe`.
pub async fn unsubscribe(
    State(app): State<Arc<App>>,
    _: FromSite,
    MaybeSignedIn(account): MaybeSignedIn,
    JsonBody(req): JsonBody<Unsubscribe>,
) -> Response {
    answer(forget(&app, req, account).await)
}

/// The account a request for the account's subscription is signed in to.
fn signed_in(account: Option<String>) -> Result<String, Refusal> {
    account.ok_or_else(|| Refusal::new(ErrorCode::NotSignedIn, "sign in first"))
}

fn answer(result: Result<Changed, Refusal>) -> Response {
    match result {
        Ok(changed) => json(StatusCode::OK, online::to_text(&changed)),
        Err(r) => r.into_response(),
    }
}

/// The seats' numbers, every token checked (all or none).
async fn seats(app: &App, links: &[SeatLink]) -> Result<Vec<(String, usize, String)>, Refusal> {
    if links.is_empty() {
        return Err(malformed("name at least one seat"));
    }
    if links.len() > limits::TURNS {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!("at most {} seats at once", limits::TURNS),
        ));
    }
    let bad_token = || Refusal::new(ErrorCode::BadToken, "a token that is not its room's seat");
    let mut found = Vec::with_capacity(links.len());
    for link in links {
        if !secret::looks_like_id(&link.room) {
            return Err(Refusal::new(ErrorCode::NoSuchRoom, "not a room id"));
        }
        if !secret::looks_like_token(&link.token) {
            return Err(bad_token());
        }
        let hash = secret::hash_token(&link.token);
        let seat = app
            .store
            .seat_of_token(&link.room, &hash)
            .await?
            .ok_or_else(bad_token)?;
        found.push((link.room.clone(), seat, hash));
    }
    Ok(found)
}

async fn keep(app: &App, req: Subscribe, account: Option<String>) -> Result<Changed, Refusal> {
    let lang = texts::LANGS
        .into_iter()
        .find(|l| *l == req.lang)
        .ok_or_else(|| malformed(format!("lang: one of {}", texts::LANGS.join(", "))))?;
    let sub = req.subscription;
    if sub.endpoint.len() > PUSH_ENDPOINT_MAX {
        return Err(malformed(format!(
            "an endpoint has at most {PUSH_ENDPOINT_MAX} bytes"
        )));
    }
    if send::keys(&sub.keys.p256dh, &sub.keys.auth).is_none() {
        return Err(malformed(
            "keys: p256dh is a P-256 public key and auth 16 bytes, base64url",
        ));
    }
    let reach = Reach {
        loopback_http: app.settings.push_allow_loopback_http,
    };
    let endpoint = address::parse(&sub.endpoint, reach).map_err(|e| malformed(e.to_string()))?;
    address::resolve(&endpoint, reach, app.settings.push_timeout)
        .await
        .map_err(|e| malformed(e.to_string()))?;
    let cap = app.settings.push_per_seat;
    // The subscription as kept for a seat (an account's has no room, seat or token).
    let kept_for = |room: &str, seat, token_hash: &str| PushSubscription {
        room: room.to_string(),
        seat,
        token_hash: token_hash.to_string(),
        endpoint: sub.endpoint.clone(),
        p256dh: sub.keys.p256dh.clone(),
        auth: sub.keys.auth.clone(),
        lang: lang.to_string(),
    };
    let full = |whose: &str| {
        Refusal::new(
            ErrorCode::Full,
            format!("{whose} has at most {cap} subscriptions"),
        )
    };
    if req.account {
        let account = signed_in(account)?;
        let kept = app
            .store
            .subscribe_account(&account, &kept_for("", 0, ""), cap)
            .await?;
        if !kept {
            return Err(full("an account"));
        }
        tracing::debug!("push subscription kept for an account");
        return Ok(Changed { seats: 0 });
    }
    let seats = seats(app, &req.seats).await?;
    for (room, seat, token_hash) in &seats {
        if !app
            .store
            .subscribe(&kept_for(room, *seat, token_hash), cap)
            .await?
        {
            return Err(full("a seat"));
        }
    }
    tracing::debug!(seats = seats.len(), "push subscription kept");
    Ok(Changed { seats: seats.len() })
}

async fn forget(app: &App, req: Unsubscribe, account: Option<String>) -> Result<Changed, Refusal> {
    if req.account {
        let account = signed_in(account)?;
        app.store
            .unsubscribe_account(&account, &req.endpoint)
            .await?;
        return Ok(Changed { seats: 0 });
    }
    let seats = seats(app, &req.seats).await?;
    let mut changed = 0;
    for (room, seat, _) in &seats {
        if app.store.unsubscribe(room, *seat, &req.endpoint).await? {
            changed += 1;
        }
    }
    Ok(Changed { seats: changed })
}
