//! Recovery codes: at sign-up an account gets [`RECOVERY_CODES`] codes of 80 random bits,
//! shown once and stored as their SHA-256 only. A code signs its account in on any browser
//! once; it is then marked used and refused ever after.
//!
//! Owns: making codes and spending one. May not touch: passkeys.

use online::ErrorCode;

use crate::app::App;
use crate::error::Refusal;
use crate::secret;
use crate::settings::RECOVERY_CODES;
use crate::store::now;

/// New codes, as shown once, and their hashes, as stored.
pub fn make() -> (Vec<String>, Vec<String>) {
    let codes: Vec<String> = (0..RECOVERY_CODES)
        .map(|_| secret::recovery_code())
        .collect();
    let hashes = codes
        .iter()
        .filter_map(|c| secret::recovery_code_key(c))
        .map(|k| secret::hash_token(&k))
        .collect();
    (codes, hashes)
}

/// Spends a code: the account it belongs to, or `BadRecoveryCode` (unknown or used).
pub async fn spend(app: &App, typed: &str) -> Result<String, Refusal> {
    let bad = || {
        Refusal::new(
            ErrorCode::BadRecoveryCode,
            "not a recovery code, or one used already",
        )
    };
    let key = secret::recovery_code_key(typed).ok_or_else(bad)?;
    app.store
        .use_recovery_code(&secret::hash_token(&key), now())
        .await?
        .ok_or_else(bad)
}
