//! A software authenticator for the account tests: discoverable ES256 credentials that
//! answer webauthn-rs's options as a browser with a platform passkey would (`none`
//! attestation, user present and verified), with the CBOR it needs written by hand.

use base64ct::{Base64UrlUnpadded, Encoding};
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey, VerifyingKey};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

fn random<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    getrandom::fill(&mut buf).unwrap();
    buf
}

fn b64(bytes: &[u8]) -> String {
    Base64UrlUnpadded::encode_string(bytes)
}

fn unb64(text: &str) -> Vec<u8> {
    Base64UrlUnpadded::decode_vec(text.trim_end_matches('=')).unwrap()
}

/// A CBOR head: major type and length.
fn head(major: u8, len: usize) -> Vec<u8> {
    let m = major << 5;
    match len {
        0..=23 => vec![m | len as u8],
        24..=255 => vec![m | 24, len as u8],
        _ => {
            let mut v = vec![m | 25];
            v.extend_from_slice(&(len as u16).to_be_bytes());
            v
        }
    }
}

fn cbor_bytes(bytes: &[u8]) -> Vec<u8> {
    let mut v = head(2, bytes.len());
    v.extend_from_slice(bytes);
    v
}

fn cbor_text(text: &str) -> Vec<u8> {
    let mut v = head(3, text.len());
    v.extend_from_slice(text.as_bytes());
    v
}

#[derive(Clone)]
pub struct Credential {
    pub id: Vec<u8>,
    pub rp_id: String,
    pub user: Vec<u8>,
    key: SigningKey,
    counter: u32,
}

/// What the browser holds: its passkeys, and the page's origin.
#[derive(Clone)]
pub struct Authenticator {
    pub origin: String,
    pub credentials: Vec<Credential>,
    /// A synced passkey (several devices hold it) counts no signatures: its counter stays 0.
    pub synced: bool,
}

const UP: u8 = 0x01;
const UV: u8 = 0x04;
const AT: u8 = 0x40;

impl Authenticator {
    pub fn new(origin: &str) -> Authenticator {
        Authenticator {
            origin: origin.to_string(),
            credentials: Vec::new(),
            synced: false,
        }
    }

    fn client_data(&self, kind: &str, challenge: &str) -> Vec<u8> {
        json!({
            "type": kind,
            "challenge": b64(&unb64(challenge)),
            "origin": self.origin,
            "crossOrigin": false,
        })
        .to_string()
        .into_bytes()
    }

    /// `navigator.credentials.create` for the server's `{publicKey: …}` options.
    pub fn create(&mut self, options: &Value) -> Result<Value, &'static str> {
        let pk = &options["publicKey"];
        let rp_id = pk["rp"]["id"].as_str().unwrap().to_string();
        let user = unb64(pk["user"]["id"].as_str().unwrap());
        for excluded in pk["excludeCredentials"].as_array().into_iter().flatten() {
            let id = unb64(excluded["id"].as_str().unwrap());
            if self.credentials.iter().any(|c| c.id == id) {
                return Err("InvalidStateError: excluded credential");
            }
        }
        let key = SigningKey::from_slice(&random::<32>()).unwrap();
        let point = VerifyingKey::from(&key).to_encoded_point(false);
        let id = random::<32>().to_vec();
        let mut cose = vec![0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21];
        cose.extend(cbor_bytes(point.x().unwrap()));
        cose.push(0x22);
        cose.extend(cbor_bytes(point.y().unwrap()));
        let mut auth_data = Sha256::digest(rp_id.as_bytes()).to_vec();
        auth_data.push(UP | UV | AT);
        auth_data.extend_from_slice(&0u32.to_be_bytes());
        auth_data.extend_from_slice(&[0u8; 16]);
        auth_data.extend_from_slice(&(id.len() as u16).to_be_bytes());
        auth_data.extend_from_slice(&id);
        auth_data.extend(cose);
        let mut attestation = vec![0xa3];
        attestation.extend(cbor_text("fmt"));
        attestation.extend(cbor_text("none"));
        attestation.extend(cbor_text("attStmt"));
        attestation.push(0xa0);
        attestation.extend(cbor_text("authData"));
        attestation.extend(cbor_bytes(&auth_data));
        let client_data = self.client_data("webauthn.create", pk["challenge"].as_str().unwrap());
        self.credentials.push(Credential {
            id: id.clone(),
            rp_id,
            user,
            key,
            counter: 0,
        });
        Ok(json!({
            "id": b64(&id),
            "rawId": b64(&id),
            "type": "public-key",
            "response": {
                "attestationObject": b64(&attestation),
                "clientDataJSON": b64(&client_data),
            },
            "extensions": {},
        }))
    }

    /// `navigator.credentials.get` with the newest passkey for the options' RP id.
    pub fn get(&mut self, options: &Value) -> Result<Value, &'static str> {
        let pk = &options["publicKey"];
        let rp_id = pk["rpId"].as_str().unwrap().to_string();
        let client_data = self.client_data("webauthn.get", pk["challenge"].as_str().unwrap());
        let cred = self
            .credentials
            .iter_mut()
            .rev()
            .find(|c| c.rp_id == rp_id)
            .ok_or("NotAllowedError: no passkey for this site")?;
        if !self.synced {
            cred.counter += 1;
        }
        let mut auth_data = Sha256::digest(rp_id.as_bytes()).to_vec();
        auth_data.push(UP | UV);
        auth_data.extend_from_slice(&cred.counter.to_be_bytes());
        let mut signed = auth_data.clone();
        signed.extend_from_slice(&Sha256::digest(&client_data));
        let signature: Signature = cred.key.sign(&signed);
        Ok(json!({
            "id": b64(&cred.id),
            "rawId": b64(&cred.id),
            "type": "public-key",
            "response": {
                "authenticatorData": b64(&auth_data),
                "clientDataJSON": b64(&client_data),
                "signature": b64(signature.to_der().as_bytes()),
                "userHandle": b64(&cred.user),
            },
            "extensions": {},
        }))
    }
}
