//! Accounts with passkeys (issue 44): a handle (unique by `crate::names::key`, the seat
//! names' sameness) and one or more passkeys (WebAuthn, discoverable credentials, through
//! webauthn-rs); no passwords. [`passkeys`] runs the ceremonies (sign up, sign in, add a
//! passkey), their state kept in the database so that any process may finish one;
//! [`sessions`] the session cookie and who is signed in; [`recovery`] the recovery codes;
//! [`links`] the short-lived sign-in links; [`routes`] the requests under `/api/account/`;
//! [`seats`] the seats and progress that follow the account (the sync).
//! `docs/accounts.md` says what is stored and for how long.
//!
//! Owns: what every process holds for accounts ([`Accounts`]). May not touch: rooms. This
//! file names no submodule's items, so the context can hold [`Accounts`] without a circle.

pub mod links;
pub mod passkeys;
pub mod recovery;
pub mod routes;
pub mod seats;
pub mod sessions;

use webauthn_rs::prelude::Url;
use webauthn_rs::{Webauthn, WebauthnBuilder};

use crate::rate;
use crate::settings::Settings;

/// What the context holds for accounts: the relying party and the sign-in rate per address.
pub struct Accounts {
    pub webauthn: Webauthn,
    pub sign_in_rate: rate::PerAddress,
}

impl Accounts {
    /// For `settings.public_origin` (filled in by then): its host is the RP id.
    pub fn new(settings: &Settings) -> Result<Accounts, String> {
        let origin = Url::parse(&settings.public_origin)
            .map_err(|e| format!("--public-origin {}: {e}", settings.public_origin))?;
        let rp_id = origin
            .host_str()
            .ok_or_else(|| format!("--public-origin {}: no host", settings.public_origin))?
            .to_string();
        let webauthn = WebauthnBuilder::new(&rp_id, &origin)
            .and_then(|b| b.rp_name("Cube Table").build())
            .map_err(|e| format!("--public-origin {}: {e}", settings.public_origin))?;
        Ok(Accounts {
            webauthn,
            sign_in_rate: rate::PerAddress::new(settings.sign_in_burst, settings.sign_in_interval),
        })
    }
}
