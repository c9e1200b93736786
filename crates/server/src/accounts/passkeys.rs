//! The passkey ceremonies: sign up (a new account's first passkey, a discoverable
//! credential: resident key required, user verification required), sign in (discoverable:
//! the browser offers the site's passkeys, no handle is asked), and adding a passkey to a
//! signed-in account. Each ceremony's start stores webauthn-rs's state under a random id
//! (only its hash kept) for `--ceremony-ttl`; its finish takes that state once, whatever the
//! answer, on whichever process it arrives.
//!
//! Owns: the ceremonies' state and checking the browser's answers. May not touch: cookies.

use online::ErrorCode;
use rules::record::base64url;
use serde::Serialize;
use webauthn_rs::prelude::{
    CredentialID, DiscoverableAuthentication, Passkey, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Uuid,
};

use crate::app::App;
use crate::error::Refusal;
use crate::store::{now, Account, Ceremony, CeremonyKind};
use crate::{names, secret};

/// A ceremony begun: its id, and the options for `navigator.credentials.create` or `.get`
/// (webauthn-rs's JSON: binary fields base64url).
#[derive(Debug, Serialize)]
pub struct Begun {
    pub ceremony: String,
    pub options: serde_json::Value,
}

fn no_ceremony() -> Refusal {
    Refusal::new(
        ErrorCode::NoCeremony,
        "no such passkey ceremony (finished, expired or never begun)",
    )
}

fn refused() -> Refusal {
    Refusal::new(ErrorCode::PasskeyRefused, "the passkey was not accepted")
}

/// webauthn-rs's JSON, or the server cannot go on.
fn to_json<T: Serialize>(value: &T) -> Result<serde_json::Value, Refusal> {
    serde_json::to_value(value).map_err(|e| Refusal {
        cause: Some(format!("webauthn state: {e}")),
        ..Refusal::unavailable()
    })
}

fn from_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Refusal> {
    serde_json::from_str(text).map_err(|e| Refusal {
        cause: Some(format!("stored webauthn state: {e}")),
        ..Refusal::unavailable()
    })
}

/// A credential id as stored: base64url.
pub fn cred_key(id: &[u8]) -> String {
    base64url::encode(id)
}

async fn store_ceremony(app: &App, ceremony: Ceremony) -> Result<String, Refusal> {
    let id = secret::token();
    let expires = now().saturating_add(app.settings.ceremony_ttl.as_secs() as i64);
    app.store
        .put_ceremony(&secret::hash_token(&id), &ceremony, expires)
        .await?;
    Ok(id)
}

async fn take(app: &App, id: &str, kind: CeremonyKind) -> Result<Ceremony, Refusal> {
    if !secret::looks_like_id(id) {
        return Err(no_ceremony());
    }
    match app
        .store
        .take_ceremony(&secret::hash_token(id), now())
        .await?
    {
        Some(c) if c.kind == kind => Ok(c),
        _ => Err(no_ceremony()),
    }
}

/// Registration options that ask for a discoverable credential (webauthn-rs's passkey
/// registration leaves it to the authenticator).
fn resident_key_required(mut options: serde_json::Value) -> serde_json::Value {
    if let Some(selection) = options
        .pointer_mut("/publicKey/authenticatorSelection")
        .and_then(|v| v.as_object_mut())
    {
        selection.insert("residentKey".into(), "required".into());
        selection.insert("requireResidentKey".into(), true.into());
    }
    options
}

/// A checked handle and its key, or why not (`BadName`, `HandleTaken`).
pub async fn free_handle(app: &App, handle: &str) -> Result<(String, String), Refusal> {
    let handle = names::check(handle)?;
    let key = names::key(&handle);
    if !app.store.handle_free(&key).await? {
        return Err(Refusal::new(
            ErrorCode::HandleTaken,
            "another account has that handle",
        ));
    }
    Ok((handle, key))
}

/// Sign up, first half: a free handle; a new account id (the WebAuthn user handle).
pub async fn sign_up_start(app: &App, handle: &str) -> Result<Begun, Refusal> {
    let (handle, _) = free_handle(app, handle).await?;
    let account = Uuid::new_v4();
    let ceremony = Ceremony {
        kind: CeremonyKind::SignUp,
        account: account.to_string(),
        handle: handle.clone(),
        state: String::new(),
    };
    begin_registration(app, account, &handle, None, ceremony).await
}

/// A registration ceremony begun for `user` (shown as `name`), its state kept in
/// `ceremony`: the options for `navigator.credentials.create`, a resident key required.
async fn begin_registration(
    app: &App,
    user: Uuid,
    name: &str,
    exclude: Option<Vec<CredentialID>>,
    mut ceremony: Ceremony,
) -> Result<Begun, Refusal> {
    let (options, state) = app
        .accounts
        .webauthn
        .start_passkey_registration(user, name, name, exclude)
        .map_err(|e| Refusal {
            cause: Some(format!("webauthn: {e}")),
            ..Refusal::unavailable()
        })?;
    ceremony.state = to_json(&state)?.to_string();
    let ceremony = store_ceremony(app, ceremony).await?;
    Ok(Begun {
        ceremony,
        options: resident_key_required(to_json(&options)?),
    })
}

/// A new account's first passkey, checked: the account as it will be stored, the passkey's
/// credential id and JSON.
pub struct Registered {
    pub account: Account,
    pub cred_id: String,
    pub passkey: String,
}

/// Sign up, second half: the browser's new credential checked against the ceremony.
pub async fn sign_up_finish(
    app: &App,
    ceremony: &str,
    credential: &RegisterPublicKeyCredential,
) -> Result<Registered, Refusal> {
    let c = take(app, ceremony, CeremonyKind::SignUp).await?;
    let state: PasskeyRegistration = from_json(&c.state)?;
    let passkey = app
        .accounts
        .webauthn
        .finish_passkey_registration(credential, &state)
        .map_err(|e| {
            tracing::debug!("sign-up passkey refused: {e:?}");
            refused()
        })?;
    Ok(Registered {
        account: Account {
            id: c.account,
            handle: c.handle,
            created: now(),
        },
        cred_id: cred_key(passkey.cred_id()),
        passkey: to_json(&passkey)?.to_string(),
    })
}

/// Sign in, first half: a challenge for any of the site's passkeys.
pub async fn sign_in_start(app: &App) -> Result<Begun, Refusal> {
    let (mut options, state) = app
        .accounts
        .webauthn
        .start_discoverable_authentication()
        .map_err(|e| Refusal {
            cause: Some(format!("webauthn: {e}")),
            ..Refusal::unavailable()
        })?;
    // The page asks when the person presses "Sign in", not as the browser's autofill.
    options.mediation = None;
    let state = to_json(&state)?.to_string();
    let ceremony = store_ceremony(
        app,
        Ceremony {
            kind: CeremonyKind::SignIn,
            account: String::new(),
            handle: String::new(),
            state,
        },
    )
    .await?;
    Ok(Begun {
        ceremony,
        options: to_json(&options)?,
    })
}

/// Sign in, second half: the account whose passkey answered.
pub async fn sign_in_finish(
    app: &App,
    ceremony: &str,
    credential: &PublicKeyCredential,
) -> Result<Account, Refusal> {
    let c = take(app, ceremony, CeremonyKind::SignIn).await?;
    let state: DiscoverableAuthentication = from_json(&c.state)?;
    let webauthn = &app.accounts.webauthn;
    let (user, cred_id) = webauthn
        .identify_discoverable_authentication(credential)
        .map_err(|_| refused())?;
    let cred_id = cred_key(cred_id);
    let (account, stored) = app.store.passkey(&cred_id).await?.ok_or_else(refused)?;
    if account != user.to_string() {
        return Err(refused());
    }
    let mut passkey: Passkey = from_json(&stored)?;
    let result = webauthn
        .finish_discoverable_authentication_v2(credential, state, &passkey)
        .map_err(|e| {
            tracing::debug!("sign-in passkey refused: {e:?}");
            refused()
        })?;
    let changed = passkey.update_credential(&result) == Some(true);
    let updated = if changed {
        Some(to_json(&passkey)?.to_string())
    } else {
        None
    };
    app.store
        .passkey_used(&cred_id, updated.as_deref(), now())
        .await?;
    app.store.account(&account).await?.ok_or_else(refused)
}

/// Adding a passkey, first half: the account's passkeys are excluded.
pub async fn add_start(app: &App, account: &Account) -> Result<Begun, Refusal> {
    let user = Uuid::parse_str(&account.id).map_err(|e| Refusal {
        cause: Some(format!("stored account id: {e}")),
        ..Refusal::unavailable()
    })?;
    let mut exclude = Vec::new();
    for stored in app.store.passkeys_of(&account.id).await? {
        let passkey: Passkey = from_json(&stored)?;
        exclude.push(passkey.cred_id().clone());
    }
    let ceremony = Ceremony {
        kind: CeremonyKind::AddPasskey,
        account: account.id.clone(),
        handle: String::new(),
        state: String::new(),
    };
    begin_registration(app, user, &account.handle, Some(exclude), ceremony).await
}

/// Adding a passkey, second half; the account's passkeys now.
pub async fn add_finish(
    app: &App,
    account: &Account,
    ceremony: &str,
    credential: &RegisterPublicKeyCredential,
) -> Result<usize, Refusal> {
    let c = take(app, ceremony, CeremonyKind::AddPasskey).await?;
    if c.account != account.id {
        return Err(no_ceremony());
    }
    let state: PasskeyRegistration = from_json(&c.state)?;
    let passkey = app
        .accounts
        .webauthn
        .finish_passkey_registration(credential, &state)
        .map_err(|e| {
            tracing::debug!("added passkey refused: {e:?}");
            refused()
        })?;
    let cap = crate::settings::PASSKEYS_PER_ACCOUNT;
    let added = app
        .store
        .add_passkey(
            &account.id,
            &cred_key(passkey.cred_id()),
            &to_json(&passkey)?.to_string(),
            cap,
            now(),
        )
        .await?;
    if !added {
        return Err(Refusal::new(
            ErrorCode::Full,
            format!("an account has at most {cap} passkeys, each once"),
        ));
    }
    Ok(app.store.account_counts(&account.id).await?.0)
}
