//! Sessions: a signed-in browser holds a random session id (256 bits) in an `HttpOnly`,
//! `SameSite=Lax` cookie (`Secure` when the request came through TLS); the database holds
//! only its SHA-256 with the account, when it was made and last seen, and when it ends.
//! Every sign-in makes a new id (and ends the session the browser came with), a session
//! unused for `--session-ttl` ends, and each use at most once an hour moves its end.
//!
//! Owns: the cookie, and who a request is signed in as ([`SignedIn`]). May not touch: the
//! ceremonies.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::Response;
use online::ErrorCode;

use crate::app::App;
use crate::error::Refusal;
use crate::net;
use crate::secret;
use crate::store::{now, Account};

/// The cookie's name.
pub const COOKIE: &str = "cube_table_session";

/// A session's last use is written at most this often (seconds).
const TOUCH_EVERY: i64 = 3600;

/// How a request came: the client's address, and whether through TLS (the site's public
/// origin is `https://`, or a trusted proxy says `X-Forwarded-Proto: https`).
pub struct Via {
    pub client: IpAddr,
    pub secure: bool,
}

impl FromRequestParts<Arc<App>> for Via {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Refusal> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
            .ok_or_else(Refusal::unavailable)?;
        let trusted = &app.settings.trusted_proxies;
        let proxied_tls = net::is_trusted(peer, trusted)
            && parts
                .headers
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.trim().eq_ignore_ascii_case("https"));
        Ok(Via {
            client: net::client_ip(peer, &parts.headers, trusted),
            secure: app.settings.public_origin.starts_with("https://") || proxied_tls,
        })
    }
}

/// The session id the request's cookie carries, if it could be one.
pub fn cookie_id(headers: &HeaderMap) -> Option<String> {
    crate::cookies::named(headers, COOKIE)
        .next()
        .filter(|id| secret::looks_like_id(id))
        .map(str::to_string)
}

/// The `Set-Cookie` value for a session id.
fn cookie(id: &str, max_age: u64, secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE}={id}; Max-Age={max_age}; Path=/; HttpOnly; SameSite=Lax{secure}")
}

/// Adds a `Set-Cookie` to an answer.
pub fn set_cookie(mut response: Response, value: &str) -> Response {
    if let Ok(v) = HeaderValue::from_str(value) {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
    response
}

/// The `Set-Cookie` value that removes the cookie.
pub fn ended(secure: bool) -> String {
    cookie("", 0, secure)
}

/// Begins a new session of `account` (the one the request came with ends); the
/// `Set-Cookie` value that gives it to the browser.
pub async fn begin(
    app: &App,
    account: &str,
    headers: &HeaderMap,
    via: &Via,
) -> Result<String, Refusal> {
    let id = secret::session_id();
    let ttl = app.settings.session_ttl.as_secs();
    let at = now();
    let old = cookie_id(headers).map(|old| secret::hash_token(&old));
    app.store
        .new_session(
            account,
            &secret::hash_token(&id),
            old.as_deref(),
            at,
            at.saturating_add(ttl as i64),
        )
        .await?;
    Ok(cookie(&id, ttl, via.secure))
}

/// The first session of a new account, made with the account: its id's hash, its end
/// and the `Set-Cookie` value.
pub fn first(app: &App, via: &Via) -> (String, i64, String) {
    let id = secret::session_id();
    let ttl = app.settings.session_ttl.as_secs();
    (
        secret::hash_token(&id),
        now().saturating_add(ttl as i64),
        cookie(&id, ttl, via.secure),
    )
}

/// A request from a signed-in browser: its account and its session's hash.
pub struct SignedIn {
    pub account: Account,
    pub session_hash: String,
}

impl FromRequestParts<Arc<App>> for SignedIn {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Refusal> {
        let not_signed_in = || Refusal::new(ErrorCode::NotSignedIn, "sign in first");
        let id = cookie_id(&parts.headers).ok_or_else(not_signed_in)?;
        let hash = secret::hash_token(&id);
        let at = now();
        let (account, seen) = app
            .store
            .session(&hash, at)
            .await?
            .ok_or_else(not_signed_in)?;
        if at - seen >= TOUCH_EVERY {
            let ttl = app.settings.session_ttl.as_secs() as i64;
            app.store
                .touch_session(&hash, at, at.saturating_add(ttl))
                .await?;
        }
        Ok(SignedIn {
            account,
            session_hash: hash,
        })
    }
}

/// The account a request's session belongs to, if it comes signed in: rooms made, seats
/// taken and sockets opened by a signed-in browser belong to its account. An unknown or
/// ended session, or a store that does not answer, is no account (the request goes on as
/// a stranger's); the session's last use is not written here.
pub struct MaybeSignedIn(pub Option<String>);

impl FromRequestParts<Arc<App>> for MaybeSignedIn {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        app: &Arc<App>,
    ) -> Result<Self, std::convert::Infallible> {
        let Some(id) = cookie_id(&parts.headers) else {
            return Ok(MaybeSignedIn(None));
        };
        let account = match app.store.session(&secret::hash_token(&id), now()).await {
            Ok(found) => found.map(|(account, _)| account.id),
            Err(e) => {
                tracing::warn!("a session's look-up: {e}");
                None
            }
        };
        Ok(MaybeSignedIn(account))
    }
}
