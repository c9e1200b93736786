//! The account requests under `/api/account/` (`online::paths::account`). Every one that
//! changes something comes from this site ([`FromSite`]: the `Origin` check and JSON);
//! every sign-in attempt (sign-up and sign-in starts, recovery codes, sign-in links) spends
//! the address's sign-in rate ([`SignInRate`]) before its body is read, so a handle's
//! existence is learnt no faster than that rate. Answers carry no handle but the caller's
//! own, and refusals no secret.
//!
//! Owns: reading the requests and writing the answers. May not touch: rooms.

use std::sync::Arc;

use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use online::ErrorCode;
use serde::{Deserialize, Serialize};
use webauthn_rs::prelude::{PublicKeyCredential, RegisterPublicKeyCredential};

use super::passkeys::{self, Begun};
use super::sessions::{self, SignedIn, Via};
use super::{links, recovery};
use crate::api::{FromSite, JsonBody, Named};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::names;
use crate::store::{now, NewAccount};

/// `{handle}`.
#[derive(Debug, Deserialize)]
pub struct SignUp {
    pub handle: String,
}

/// `{ceremony, credential}` with a new credential.
#[derive(Debug, Deserialize)]
pub struct Registration {
    pub ceremony: String,
    pub credential: RegisterPublicKeyCredential,
}

/// `{ceremony, credential}` with an assertion.
#[derive(Debug, Deserialize)]
pub struct Assertion {
    pub ceremony: String,
    pub credential: PublicKeyCredential,
}

/// `{code}`.
#[derive(Debug, Deserialize)]
pub struct Recover {
    pub code: String,
}

/// `{token}`.
#[derive(Debug, Deserialize)]
pub struct UseLink {
    pub token: String,
}

impl Named for SignUp {
    const WHAT: &'static str = "a sign-up request";
}
impl Named for Registration {
    const WHAT: &'static str = "a passkey registration";
}
impl Named for Assertion {
    const WHAT: &'static str = "a passkey sign-in";
}
impl Named for Recover {
    const WHAT: &'static str = "a recovery request";
}
impl Named for UseLink {
    const WHAT: &'static str = "a sign-in link request";
}

/// Signed in: whose account, and at sign-up its recovery codes (shown once).
#[derive(Debug, Serialize)]
pub struct SignedInAs {
    pub handle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recovery_codes: Option<Vec<String>>,
}

/// `GET /api/account/me`.
#[derive(Debug, Serialize)]
pub struct Me {
    pub handle: String,
    /// Seconds since 1970.
    pub created: i64,
    pub passkeys: usize,
    pub recovery_codes_left: usize,
}

/// `{passkeys}`: how many the account has now.
#[derive(Debug, Serialize)]
pub struct Passkeys {
    pub passkeys: usize,
}

/// A sign-in attempt from the client's address, within the sign-in rate.
pub struct SignInRate;

impl FromRequestParts<Arc<App>> for SignInRate {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Refusal> {
        let via = Via::from_request_parts(parts, app).await?;
        if !app.accounts.sign_in_rate.take(via.client) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many sign-in attempts from this address; try again later",
            ));
        }
        Ok(SignInRate)
    }
}

fn answer<T: Serialize>(result: Result<T, Refusal>) -> Response {
    match result {
        Ok(body) => json(StatusCode::OK, online::to_text(&body)),
        Err(r) => r.into_response(),
    }
}

/// An answer that signs the browser in (a new session's cookie).
fn signed_in(result: Result<(SignedInAs, String), Refusal>) -> Response {
    match result {
        Ok((body, cookie)) => {
            sessions::set_cookie(json(StatusCode::OK, online::to_text(&body)), &cookie)
        }
        Err(r) => r.into_response(),
    }
}

/// An answer that signs the browser out (the cookie removed).
fn signed_out(result: Result<(), Refusal>, via: &Via) -> Response {
    match result {
        Ok(()) => sessions::set_cookie(
            json(StatusCode::OK, "{}".to_string()),
            &sessions::ended(via.secure),
        ),
        Err(r) => r.into_response(),
    }
}

/// A new session for `account` (found by id), as the answer of a sign-in.
async fn session_for(
    app: &App,
    account: &str,
    headers: &HeaderMap,
    via: &Via,
) -> Result<(SignedInAs, String), Refusal> {
    let found = app.store.account(account).await?;
    let account = found.ok_or_else(|| Refusal::new(ErrorCode::NotSignedIn, "no such account"))?;
    let cookie = sessions::begin(app, &account.id, headers, via).await?;
    Ok((
        SignedInAs {
            handle: account.handle,
            recovery_codes: None,
        },
        cookie,
    ))
}

/// `POST /api/account/sign-up/start`.
pub async fn sign_up_start(
    State(app): State<Arc<App>>,
    _: FromSite,
    _: SignInRate,
    JsonBody(req): JsonBody<SignUp>,
) -> Response {
    answer::<Begun>(passkeys::sign_up_start(&app, &req.handle).await)
}

/// `POST /api/account/sign-up/finish`: the account, its first passkey, session and
/// recovery codes, stored at once.
pub async fn sign_up_finish(
    State(app): State<Arc<App>>,
    _: FromSite,
    via: Via,
    JsonBody(req): JsonBody<Registration>,
) -> Response {
    let made = async {
        let reg = passkeys::sign_up_finish(&app, &req.ceremony, &req.credential).await?;
        let (codes, hashes) = recovery::make();
        let (session_hash, session_expires, cookie) = sessions::first(&app, &via);
        let key = names::key(&reg.account.handle);
        let stored = app
            .store
            .create_account(
                &NewAccount {
                    account: &reg.account,
                    handle_key: &key,
                    cred_id: &reg.cred_id,
                    passkey: &reg.passkey,
                    session_hash: &session_hash,
                    session_expires,
                    code_hashes: &hashes,
                },
                now(),
            )
            .await?;
        if !stored {
            return Err(Refusal::new(
                ErrorCode::HandleTaken,
                "another account has that handle (or this passkey)",
            ));
        }
        tracing::info!("account made");
        Ok((
            SignedInAs {
                handle: reg.account.handle,
                recovery_codes: Some(codes),
            },
            cookie,
        ))
    };
    signed_in(made.await)
}

/// `POST /api/account/sign-in/start`.
pub async fn sign_in_start(State(app): State<Arc<App>>, _: FromSite, _: SignInRate) -> Response {
    answer::<Begun>(passkeys::sign_in_start(&app).await)
}

/// `POST /api/account/sign-in/finish`.
pub async fn sign_in_finish(
    State(app): State<Arc<App>>,
    _: FromSite,
    via: Via,
    headers: HeaderMap,
    JsonBody(req): JsonBody<Assertion>,
) -> Response {
    let done = async {
        let account = passkeys::sign_in_finish(&app, &req.ceremony, &req.credential).await?;
        session_for(&app, &account.id, &headers, &via).await
    };
    signed_in(done.await)
}

/// `GET /api/account/me`.
pub async fn me(State(app): State<Arc<App>>, who: SignedIn) -> Response {
    let read = async {
        let (passkeys, codes) = app.store.account_counts(&who.account.id).await?;
        Ok(Me {
            handle: who.account.handle,
            created: who.account.created,
            passkeys,
            recovery_codes_left: codes,
        })
    };
    answer(read.await)
}

/// `GET /api/account/who`: this browser's account's handle, `null` when it is not signed in
/// (always 200: a page that only asks, such as a study's, causes no failed request). A
/// store that does not answer is a refusal, not "signed out".
pub async fn who(who: Result<SignedIn, Refusal>) -> Response {
    #[derive(Serialize)]
    struct Who {
        handle: Option<String>,
    }
    match who {
        Ok(who) => answer(Ok(Who {
            handle: Some(who.account.handle),
        })),
        Err(r) if r.code == ErrorCode::NotSignedIn => answer(Ok(Who { handle: None })),
        Err(r) => r.into_response(),
    }
}

/// `POST /api/account/sign-out`: this browser's session ends (if it had one).
pub async fn sign_out(
    State(app): State<Arc<App>>,
    _: FromSite,
    via: Via,
    headers: HeaderMap,
) -> Response {
    let done = async {
        if let Some(id) = sessions::cookie_id(&headers) {
            app.store
                .end_session(&crate::secret::hash_token(&id))
                .await?;
        }
        Ok(())
    };
    signed_out(done.await, &via)
}

/// `POST /api/account/sign-out-everywhere`: every session of the account ends.
pub async fn sign_out_everywhere(
    State(app): State<Arc<App>>,
    _: FromSite,
    via: Via,
    who: SignedIn,
) -> Response {
    let done = async {
        app.store.end_sessions(&who.account.id).await?;
        Ok(())
    };
    signed_out(done.await, &via)
}

/// `POST /api/account/passkeys/start`.
pub async fn passkey_start(State(app): State<Arc<App>>, _: FromSite, who: SignedIn) -> Response {
    answer::<Begun>(passkeys::add_start(&app, &who.account).await)
}

/// `POST /api/account/passkeys/finish`.
pub async fn passkey_finish(
    State(app): State<Arc<App>>,
    _: FromSite,
    who: SignedIn,
    JsonBody(req): JsonBody<Registration>,
) -> Response {
    let added = passkeys::add_finish(&app, &who.account, &req.ceremony, &req.credential).await;
    answer(added.map(|passkeys| Passkeys { passkeys }))
}

/// `POST /api/account/link`: a sign-in link for another device.
pub async fn link(State(app): State<Arc<App>>, _: FromSite, who: SignedIn) -> Response {
    answer(links::make(&app, &who.account.id).await)
}

/// `POST /api/account/link/use`.
pub async fn link_use(
    State(app): State<Arc<App>>,
    _: FromSite,
    _: SignInRate,
    via: Via,
    headers: HeaderMap,
    JsonBody(req): JsonBody<UseLink>,
) -> Response {
    let done = async {
        let account = links::spend(&app, &req.token).await?;
        session_for(&app, &account, &headers, &via).await
    };
    signed_in(done.await)
}

/// `POST /api/account/recover`: signs in with a recovery code, which is then used up.
pub async fn recover(
    State(app): State<Arc<App>>,
    _: FromSite,
    _: SignInRate,
    via: Via,
    headers: HeaderMap,
    JsonBody(req): JsonBody<Recover>,
) -> Response {
    let done = async {
        let account = recovery::spend(&app, &req.code).await?;
        session_for(&app, &account, &headers, &via).await
    };
    signed_in(done.await)
}

/// `POST /api/account/delete`: the account and its passkeys, sessions, codes and links go.
pub async fn delete(State(app): State<Arc<App>>, _: FromSite, via: Via, who: SignedIn) -> Response {
    let done = async {
        app.store.delete_account(&who.account.id).await?;
        tracing::info!("account deleted");
        Ok(())
    };
    signed_out(done.await, &via)
}
