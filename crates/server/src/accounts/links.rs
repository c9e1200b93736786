//! Sign-in links: a signed-in browser makes a link for a device that has no passkey yet
//! (`/account#link=<token>`, the token in the fragment so that it reaches no server's log).
//! The token (128 random bits, stored as its SHA-256) signs the account in once within
//! `--sign-in-link-ttl`.
//!
//! Owns: making a link and spending one. May not touch: passkeys.

use online::ErrorCode;
use serde::Serialize;

use crate::app::App;
use crate::error::Refusal;
use crate::secret;
use crate::store::now;

/// A link made: its token, the whole address, and how many seconds it works.
#[derive(Debug, Serialize)]
pub struct Link {
    pub token: String,
    pub url: String,
    pub expires_in: u64,
}

pub async fn make(app: &App, account: &str) -> Result<Link, Refusal> {
    let token = secret::token();
    let ttl = app.settings.sign_in_link_ttl.as_secs();
    app.store
        .make_link(
            account,
            &secret::hash_token(&token),
            now().saturating_add(ttl as i64),
        )
        .await?;
    Ok(Link {
        url: format!("{}/account#link={token}", app.settings.public_origin),
        token,
        expires_in: ttl,
    })
}

/// Spends a link's token: its account, or `BadSignInLink` (unknown, used or expired).
pub async fn spend(app: &App, token: &str) -> Result<String, Refusal> {
    let bad = || {
        Refusal::new(
            ErrorCode::BadSignInLink,
            "not a sign-in link, or one used or expired",
        )
    };
    if !secret::looks_like_id(token) {
        return Err(bad());
    }
    app.store
        .use_link(&secret::hash_token(token), now())
        .await?
        .ok_or_else(bad)
}
