//! The tests' own push service and browsers for Web Push (issue 46): a receiver on
//! loopback (reached only through the tests' setting, `--push-allow-loopback-http`) that
//! records each push, and a browser's subscription with its own P-256 keys and auth
//! secret, which checks a push's VAPID signature and decrypts its payload.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::Router;
use base64ct::{Base64UrlUnpadded, Encoding};
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{Signature, VerifyingKey};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use serde_json::{json, Value};

use super::{http, Server};

/// How the receiver answers a push.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Created,
    Gone,
    Fail,
    /// Never answers (the sender's deadline ends it).
    Stall,
}

/// One request the receiver got.
#[derive(Clone, Debug)]
pub struct Got {
    pub who: String,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    pub answer: Answer,
}

/// The tests' push service: `POST /push/<who>`, answered as scripted for `who` (then 201).
#[derive(Clone, Default)]
pub struct Receiver {
    pub port: u16,
    pub got: Arc<Mutex<Vec<Got>>>,
    script: Arc<Mutex<HashMap<String, VecDeque<Answer>>>>,
}

async fn take(
    State(r): State<Receiver>,
    Path(who): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> StatusCode {
    let answer = r
        .script
        .lock()
        .unwrap()
        .get_mut(&who)
        .and_then(VecDeque::pop_front)
        .unwrap_or(Answer::Created);
    r.got.lock().unwrap().push(Got {
        who,
        headers,
        body: body.to_vec(),
        answer,
    });
    match answer {
        Answer::Created => StatusCode::CREATED,
        Answer::Gone => StatusCode::GONE,
        Answer::Fail => StatusCode::INTERNAL_SERVER_ERROR,
        Answer::Stall => {
            tokio::time::sleep(Duration::from_secs(120)).await;
            StatusCode::CREATED
        }
    }
}

impl Receiver {
    pub async fn start() -> Receiver {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let r = Receiver {
            port: listener.local_addr().unwrap().port(),
            ..Receiver::default()
        };
        let app = Router::new()
            .route("/push/{who}", post(take))
            .with_state(r.clone());
        tokio::spawn(async move { axum::serve(listener, app).await });
        r
    }

    pub fn script(&self, who: &str, answers: &[Answer]) {
        self.script
            .lock()
            .unwrap()
            .insert(who.to_string(), answers.iter().copied().collect());
    }

    /// Every request for `who` so far.
    pub fn all(&self, who: &str) -> Vec<Got> {
        let got = self.got.lock().unwrap();
        got.iter().filter(|g| g.who == who).cloned().collect()
    }

    /// The pushes `who` took (answered 201).
    pub fn taken(&self, who: &str) -> Vec<Got> {
        self.all(who)
            .into_iter()
            .filter(|g| g.answer == Answer::Created)
            .collect()
    }
}

/// A browser's push subscription: its own P-256 key pair and auth secret.
pub struct Browser {
    pub who: String,
    secret: p256::SecretKey,
    auth: [u8; 16],
    pub endpoint: String,
    /// Pushes read so far.
    read: usize,
}

fn random<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).unwrap();
    b
}

impl Browser {
    pub fn new(recv: &Receiver, who: &str) -> Browser {
        let secret = loop {
            if let Ok(s) = p256::SecretKey::from_slice(&random::<32>()) {
                break s;
            }
        };
        Browser {
            who: who.to_string(),
            secret,
            auth: random(),
            endpoint: format!("http://127.0.0.1:{}/push/{who}", recv.port),
            read: 0,
        }
    }

    pub fn subscription(&self) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": self.endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": Base64UrlUnpadded::encode_string(public.as_bytes()),
                "auth": Base64UrlUnpadded::encode_string(&self.auth),
            }
        })
    }

    /// The next push this browser takes (within `within`), checked and decrypted.
    pub async fn next(&mut self, recv: &Receiver, server_key: &str, within: Duration) -> Value {
        let until = Instant::now() + within;
        loop {
            let taken = recv.taken(&self.who);
            if let Some(got) = taken.get(self.read) {
                self.read += 1;
                return self.open(got, server_key, recv.port);
            }
            assert!(
                Instant::now() < until,
                "no push for {} in {within:?}",
                self.who
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Checks the VAPID signature (ES256 by the server's key, `aud` the receiver's origin,
    /// `exp` in the future), the headers, and decrypts the aes128gcm payload.
    pub fn open(&self, got: &Got, server_key: &str, port: u16) -> Value {
        let h = |name: &str| {
            got.headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_else(|| panic!("no {name} header"))
                .to_string()
        };
        assert_eq!(h("content-encoding"), "aes128gcm");
        assert!(h("ttl").parse::<u64>().unwrap() > 0);
        assert!(["high", "normal"].contains(&h("urgency").as_str()));
        let auth = h("authorization");
        let (token, key) = auth
            .strip_prefix("vapid t=")
            .and_then(|a| a.split_once(", k="))
            .expect("a VAPID authorization");
        assert_eq!(key, server_key, "signed with the server's key");
        let (signed, signature) = token.rsplit_once('.').unwrap();
        let verifying =
            VerifyingKey::from_sec1_bytes(&Base64UrlUnpadded::decode_vec(key).unwrap()).unwrap();
        let signature =
            Signature::from_slice(&Base64UrlUnpadded::decode_vec(signature).unwrap()).unwrap();
        verifying
            .verify(signed.as_bytes(), &signature)
            .expect("a valid ES256 signature");
        let (header, claims) = signed.split_once('.').unwrap();
        let header: Value =
            serde_json::from_slice(&Base64UrlUnpadded::decode_vec(header).unwrap()).unwrap();
        assert_eq!(header["alg"], "ES256");
        let claims: Value =
            serde_json::from_slice(&Base64UrlUnpadded::decode_vec(claims).unwrap()).unwrap();
        assert_eq!(claims["aud"], format!("http://127.0.0.1:{port}"));
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs() as i64;
        let exp = claims["exp"].as_i64().unwrap();
        assert!(exp > now && exp <= now + 86_400, "exp {exp} at {now}");
        let plain = web_push_native::decrypt(
            got.body.clone(),
            &self.secret,
            &web_push_native::Auth::from(self.auth),
        )
        .expect("a payload encrypted for this subscription");
        serde_json::from_slice(&plain).unwrap()
    }
}

pub async fn server_key(server: &Server) -> String {
    let (status, body) = http(server.port, "GET", "/api/push/key", "").await;
    assert_eq!(status, 200, "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    v["key"].as_str().unwrap().to_string()
}

pub async fn subscribe(
    server: &Server,
    room: &str,
    token: &str,
    browser: &Browser,
    lang: &str,
) -> (u16, String) {
    let body = json!({
        "seats": [{"room": room, "token": token}],
        "subscription": browser.subscription(),
        "lang": lang,
    });
    http(
        server.port,
        "POST",
        "/api/push/subscribe",
        &body.to_string(),
    )
    .await
}
