//! The server's VAPID key pair (RFC 8292) and the `Authorization` header it signs: a JWT
//! (ES256) naming the push service's origin (`aud`), an expiry (`exp`) and the operator's
//! contact (`sub`, when set), with the public key beside it (`k`). The pair is made on the
//! first start of the first process and stored with the data (`push_keys`), so every process
//! signs with the one key the browsers subscribed with.
//!
//! Owns: the key pair and the header. May not touch: the network, the outbox, the server's
//! context. The private key is never logged or sent.

use base64ct::{Base64UrlUnpadded, Encoding};
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};

use crate::store::{Store, StoreError};

/// The server's VAPID key pair.
pub struct Vapid {
    key: SigningKey,
    /// The public key, uncompressed, base64url: what a page subscribes with
    /// (`applicationServerKey`) and what the header carries.
    public: String,
}

impl std::fmt::Debug for Vapid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vapid")
            .field("public", &self.public)
            .finish()
    }
}

impl Vapid {
    /// The stored pair, made and stored first if there is none.
    pub async fn load_or_make(store: &Store) -> Result<Vapid, StoreError> {
        let made = Base64UrlUnpadded::encode_string(&fresh_key().to_bytes());
        let stored = store.vapid_secret(&made).await?;
        Vapid::from_secret(&stored)
            .ok_or_else(|| StoreError::Corrupt("the stored VAPID key is not a P-256 key".into()))
    }

    /// The pair of a private key written as base64url.
    pub fn from_secret(secret: &str) -> Option<Vapid> {
        let bytes = Base64UrlUnpadded::decode_vec(secret).ok()?;
        let key = SigningKey::from_slice(&bytes).ok()?;
        let point = key.verifying_key().to_encoded_point(false);
        Some(Vapid {
            public: Base64UrlUnpadded::encode_string(point.as_bytes()),
            key,
        })
    }

    /// The public key, base64url (uncompressed point).
    pub fn public(&self) -> &str {
        &self.public
    }

    /// `Authorization: vapid t=<JWT>, k=<public key>` for a push to `origin`
    /// (`https://push.example[:port]`), valid until `exp` (seconds since 1970).
    pub fn authorization(&self, origin: &str, exp: i64, contact: Option<&str>) -> String {
        let header = Base64UrlUnpadded::encode_string(br#"{"typ":"JWT","alg":"ES256"}"#);
        let mut claims = serde_json::json!({ "aud": origin, "exp": exp });
        if let Some(sub) = contact {
            claims["sub"] = serde_json::Value::String(sub.to_string());
        }
        let claims = Base64UrlUnpadded::encode_string(claims.to_string().as_bytes());
        let signed = format!("{header}.{claims}");
        let signature: Signature = self.key.sign(signed.as_bytes());
        let signature = Base64UrlUnpadded::encode_string(&signature.to_bytes());
        format!("vapid t={signed}.{signature}, k={}", self.public)
    }
}

/// A new private key from the operating system's generator.
fn fresh_key() -> SigningKey {
    loop {
        let mut bytes = [0u8; 32];
        // Without the OS generator the server cannot make secrets at all (`secret`).
        if let Err(e) = getrandom::fill(&mut bytes) {
            panic!("the operating system's random number generator failed: {e}");
        }
        // A scalar of zero or over the group's order (about 2^-128 of draws) is drawn again.
        if let Ok(key) = SigningKey::from_slice(&bytes) {
            return key;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use p256::ecdsa::signature::Verifier;
    use p256::ecdsa::VerifyingKey;

    #[test]
    fn the_header_is_a_jwt_the_public_key_verifies() {
        let secret = Base64UrlUnpadded::encode_string(&fresh_key().to_bytes());
        let vapid = Vapid::from_secret(&secret).unwrap();
        let header = vapid.authorization("https://push.example:8443", 2_000_000_000, None);
        let (t, k) = header
            .strip_prefix("vapid t=")
            .and_then(|h| h.split_once(", k="))
            .unwrap();
        assert_eq!(k, vapid.public());
        let (signed, signature) = t.rsplit_once('.').unwrap();
        let key =
            VerifyingKey::from_sec1_bytes(&Base64UrlUnpadded::decode_vec(k).unwrap()).unwrap();
        let signature =
            Signature::from_slice(&Base64UrlUnpadded::decode_vec(signature).unwrap()).unwrap();
        key.verify(signed.as_bytes(), &signature).unwrap();
        let claims = signed.split('.').nth(1).unwrap();
        let claims: serde_json::Value =
            serde_json::from_slice(&Base64UrlUnpadded::decode_vec(claims).unwrap()).unwrap();
        assert_eq!(claims["aud"], "https://push.example:8443");
        assert_eq!(claims["exp"], 2_000_000_000);
        assert!(Vapid::from_secret("not a key").is_none());
    }
}
