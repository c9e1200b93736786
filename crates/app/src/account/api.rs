//! The account requests (`online::paths::account`, `docs/accounts.md`) and the browser's
//! passkeys: the server's WebAuthn options (JSON, binary fields base64url) become the
//! `navigator.credentials` arguments (those fields `ArrayBuffer`s), and the browser's
//! credential goes back as JSON the same way. Natively (tests, the build's renderer)
//! nothing answers.

use online::paths::account as path;
use online::ErrorCode;
use rules::record::base64url;
use serde::Deserialize;
use serde_json::{json, Value};
use wasm_bindgen::{JsCast, JsValue};

/// Why an account step failed.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The server refused, with its code.
    Refused(ErrorCode),
    /// No server answered, or its answer was not one.
    NoServer,
    /// The person cancelled the passkey request, or it timed out (`NotAllowedError`).
    Cancelled,
    /// The device already has a passkey of this account (`InvalidStateError`).
    Exists,
    /// No WebAuthn here.
    NoPasskeys,
}

/// `GET me`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Me {
    pub handle: String,
    pub passkeys: usize,
    pub recovery_codes_left: usize,
}

/// An answer that signed this browser in.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct SignedIn {
    pub handle: String,
    #[serde(default)]
    pub recovery_codes: Option<Vec<String>>,
}

/// A sign-in link made.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Link {
    pub url: String,
    pub expires_in: u64,
}

#[derive(Deserialize)]
struct Begun {
    ceremony: String,
    options: Value,
}

#[derive(Deserialize)]
struct Refusal {
    code: ErrorCode,
}

/// An answer's status and text read as `T`, or the refusal's code.
pub fn read<T: serde::de::DeserializeOwned>(status: u16, text: &str) -> Result<T, Failure> {
    if status == 200 {
        return serde_json::from_str(text).map_err(|_| Failure::NoServer);
    }
    match serde_json::from_str::<Refusal>(text) {
        Ok(r) => Err(Failure::Refused(r.code)),
        Err(_) => Err(Failure::NoServer),
    }
}

async fn post<T: serde::de::DeserializeOwned>(path: &str, body: &Value) -> Result<T, Failure> {
    let (status, text) = crate::browser::post_json(path, &body.to_string())
        .await
        .ok_or(Failure::NoServer)?;
    read(status, &text)
}

pub async fn me() -> Result<Me, Failure> {
    let (status, text) = crate::browser::get_json(path::ME)
        .await
        .ok_or(Failure::NoServer)?;
    read(status, &text)
}

pub async fn sign_up(handle: &str) -> Result<SignedIn, Failure> {
    let begun: Begun = post(path::SIGN_UP_START, &json!({ "handle": handle })).await?;
    let credential = passkey("create", &begun.options).await?;
    post(
        path::SIGN_UP_FINISH,
        &json!({ "ceremony": begun.ceremony, "credential": credential }),
    )
    .await
}

pub async fn sign_in() -> Result<SignedIn, Failure> {
    let begun: Begun = post(path::SIGN_IN_START, &json!({})).await?;
    let credential = passkey("get", &begun.options).await?;
    post(
        path::SIGN_IN_FINISH,
        &json!({ "ceremony": begun.ceremony, "credential": credential }),
    )
    .await
}

/// Adds a passkey; how many the account has now.
pub async fn add_passkey() -> Result<usize, Failure> {
    #[derive(Deserialize)]
    struct Passkeys {
        passkeys: usize,
    }
    let begun: Begun = post(path::PASSKEY_START, &json!({})).await?;
    let credential = passkey("create", &begun.options).await?;
    let done: Passkeys = post(
        path::PASSKEY_FINISH,
        &json!({ "ceremony": begun.ceremony, "credential": credential }),
    )
    .await?;
    Ok(done.passkeys)
}

pub async fn recover(code: &str) -> Result<SignedIn, Failure> {
    post(path::RECOVER, &json!({ "code": code })).await
}

pub async fn use_link(token: &str) -> Result<SignedIn, Failure> {
    post(path::LINK_USE, &json!({ "token": token })).await
}

pub async fn make_link() -> Result<Link, Failure> {
    post(path::LINK, &json!({})).await
}

/// Sign out (`everywhere`: every session of the account), or delete the account.
pub async fn end(path: &str) -> Result<(), Failure> {
    let _: Value = post(path, &json!({})).await?;
    Ok(())
}

/// The token of a sign-in link's address fragment (`#link=<token>`).
pub fn link_token(fragment: &str) -> Option<String> {
    let token = fragment.strip_prefix('#')?.strip_prefix("link=")?;
    (!token.is_empty()
        && token.len() <= 64
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
    .then(|| token.to_string())
}

/// GETs `path`: status and text.
fn prop(target: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(target, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Makes the base64url text at `target[key]` an `ArrayBuffer`.
fn to_buffer(target: &JsValue, key: &str) {
    if let Some(bytes) = prop(target, key)
        .as_string()
        .and_then(|t| base64url::decode(&t))
    {
        let buffer = js_sys::Uint8Array::from(bytes.as_slice()).buffer();
        let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), &buffer);
    }
}

/// base64url of an `ArrayBuffer` (or a view of one) at `target[key]`; `None` for none.
fn from_buffer(target: &JsValue, key: &str) -> Option<String> {
    let value = prop(target, key);
    if value.is_null() || value.is_undefined() {
        return None;
    }
    Some(base64url::encode(&js_sys::Uint8Array::new(&value).to_vec()))
}

/// `navigator.credentials.<call>(options)`, the credential as the server reads it.
async fn passkey(call: &str, options: &Value) -> Result<Value, Failure> {
    let window = crate::browser::window().ok_or(Failure::NoPasskeys)?;
    let options = js_sys::JSON::parse(&options.to_string()).map_err(|_| Failure::NoServer)?;
    let pk = prop(&options, "publicKey");
    to_buffer(&pk, "challenge");
    to_buffer(&prop(&pk, "user"), "id");
    for list in ["excludeCredentials", "allowCredentials"] {
        if let Ok(items) = prop(&pk, list).dyn_into::<js_sys::Array>() {
            for item in items.iter() {
                to_buffer(&item, "id");
            }
        }
    }
    let credentials = prop(&window.navigator(), "credentials");
    let f: js_sys::Function = prop(&credentials, call)
        .dyn_into()
        .map_err(|_| Failure::NoPasskeys)?;
    let promise: js_sys::Promise = f
        .call1(&credentials, &options)
        .map_err(|_| Failure::NoPasskeys)?
        .dyn_into()
        .map_err(|_| Failure::NoPasskeys)?;
    let credential = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|e| match prop(&e, "name").as_string().as_deref() {
            Some("InvalidStateError") => Failure::Exists,
            Some("NotSupportedError" | "SecurityError") => Failure::NoPasskeys,
            _ => Failure::Cancelled,
        })?;
    if credential.is_null() {
        return Err(Failure::Cancelled);
    }
    let extensions = prop(&credential, "getClientExtensionResults")
        .dyn_into::<js_sys::Function>()
        .ok()
        .and_then(|f| f.call0(&credential).ok())
        .and_then(|r| js_sys::JSON::stringify(&r).ok())
        .and_then(|s| s.as_string())
        .and_then(|s| serde_json::from_str::<Value>(&s).ok())
        .unwrap_or_else(|| json!({}));
    let response = prop(&credential, "response");
    let mut answer = json!({
        "id": prop(&credential, "id").as_string(),
        "rawId": from_buffer(&credential, "rawId"),
        "type": prop(&credential, "type").as_string(),
        "extensions": extensions,
    });
    let fields: &[&str] = match call {
        "create" => &["attestationObject", "clientDataJSON"],
        _ => &[
            "authenticatorData",
            "clientDataJSON",
            "signature",
            "userHandle",
        ],
    };
    let mut out = serde_json::Map::new();
    for field in fields {
        out.insert(field.to_string(), json!(from_buffer(&response, field)));
    }
    answer["response"] = Value::Object(out);
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_read_as_their_type_or_the_refusals_code() {
        let me: Result<Me, _> = read(
            200,
            r#"{"handle":"Ada","created":1,"passkeys":2,"recovery_codes_left":7}"#,
        );
        assert_eq!(me.map(|m| (m.passkeys, m.recovery_codes_left)), Ok((2, 7)));
        let refused: Result<Me, _> = read(
            401,
            r#"{"t":"error","code":"not_signed_in","message":"sign in first"}"#,
        );
        assert_eq!(refused, Err(Failure::Refused(ErrorCode::NotSignedIn)));
        let broken: Result<Me, _> = read(502, "<html>");
        assert_eq!(broken, Err(Failure::NoServer));
    }

    #[test]
    fn a_link_token_is_read_from_the_fragment() {
        assert_eq!(link_token("#link=abc_-9").as_deref(), Some("abc_-9"));
        assert_eq!(link_token("#seat=abc"), None);
        assert_eq!(link_token("#link="), None);
        assert_eq!(link_token("#link=a/b"), None);
    }
}
