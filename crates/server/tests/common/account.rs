//! A signed-in person for the tests: an account signed up with the tests' software passkey
//! ([`super::passkey`]) on a server whose public origin is `http://localhost:<port>`, its
//! session cookie, and requests of any method from a page of that site.

use serde_json::{json, Value};

use super::passkey::Authenticator;
use super::{header, http_full};
use online::paths::account as path;

/// An answer: status, headers (lower-case names) and body.
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    /// The refusal's code (`""` when the body is not one).
    pub fn code(&self) -> String {
        self.json()["code"].as_str().unwrap_or("").to_string()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        header(&self.headers, name)
    }

    /// The body as `T`, which the answer must be (`200`).
    #[track_caller]
    pub fn ok<T: serde::de::DeserializeOwned>(&self) -> T {
        let text = String::from_utf8_lossy(&self.body);
        assert_eq!(self.status, 200, "{text}");
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    #[track_caller]
    pub fn refused(&self, status: u16, code: &str) {
        assert_eq!(
            (self.status, self.code().as_str()),
            (status, code),
            "{}",
            String::from_utf8_lossy(&self.body)
        );
    }
}

/// A browser signed in to an account.
pub struct Person {
    pub port: u16,
    pub origin: String,
    pub cookie: String,
    pub handle: String,
}

impl Person {
    /// Signs `handle` up on the server at `port` (two sign-in attempts of the address's
    /// rate).
    pub async fn sign_up(port: u16, handle: &str) -> Person {
        let origin = format!("http://localhost:{port}");
        let mut keys = Authenticator::new(&origin);
        let mut person = Person {
            port,
            origin,
            cookie: String::new(),
            handle: handle.to_string(),
        };
        let begun = person
            .request("POST", path::SIGN_UP_START, json!({ "handle": handle }))
            .await;
        let begun: Value = begun.ok();
        let credential = keys.create(&begun["options"]).unwrap();
        let done = person
            .request(
                "POST",
                path::SIGN_UP_FINISH,
                json!({ "ceremony": begun["ceremony"], "credential": credential }),
            )
            .await;
        let done: Value = done.ok();
        assert_eq!(done["handle"], handle);
        assert!(!person.cookie.is_empty());
        person
    }

    /// A request with a JSON body from this person's site and with their cookie.
    pub async fn request(&mut self, method: &str, path: &str, body: Value) -> Reply {
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        self.send(method, path, body.as_bytes(), &[]).await
    }

    /// A request with this body, from this person's site and with their cookie; `extra`
    /// headers replace those (`("origin", "https://elsewhere.example")`). A new session
    /// cookie the answer sets is kept.
    pub async fn send(
        &mut self,
        method: &str,
        path: &str,
        body: &[u8],
        extra: &[(&str, &str)],
    ) -> Reply {
        let cookie = format!("cube_table_session={}", self.cookie);
        let mut headers: Vec<(&str, &str)> = vec![("origin", &self.origin)];
        if !self.cookie.is_empty() {
            headers.push(("cookie", &cookie));
        }
        for (k, v) in extra {
            headers.retain(|(h, _)| !h.eq_ignore_ascii_case(k));
            headers.push((k, v));
        }
        let (status, headers, body) = http_full(self.port, method, path, &headers, body).await;
        if let Some(v) = header(&headers, "set-cookie")
            .and_then(|set| set.strip_prefix("cube_table_session="))
            .and_then(|v| v.split(';').next())
        {
            self.cookie = v.to_string();
        }
        Reply {
            status,
            headers,
            body,
        }
    }
}
