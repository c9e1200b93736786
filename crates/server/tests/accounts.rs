//! Accounts with passkeys (issue 44) against the real server: sign-up, sign-in and the
//! session cookie, sign-out (here and everywhere), recovery codes, sign-in links, adding a
//! passkey, deleting an account, the `Origin` check on every change, the sign-in rate, bad
//! input, nothing secret in the log, and a session valid on a second PostgreSQL process.
//! The passkeys are the tests' own software authenticator (`common::passkey`), answering
//! webauthn-rs's options as a browser's platform passkey would.

mod common;

use common::passkey::Authenticator;
use common::*;
use online::paths::account as path;
use serde_json::{json, Value};

/// A browser: its cookie jar (the session cookie only), its passkeys and its origin.
struct Browser {
    port: u16,
    from: &'static str,
    cookie: Option<String>,
    /// The last `Set-Cookie` the server sent.
    set_cookie: Option<String>,
    keys: Authenticator,
}

/// An answer: status and JSON body.
struct Answer {
    status: u16,
    body: Value,
}

impl Answer {
    fn code(&self) -> &str {
        self.body["code"].as_str().unwrap_or("")
    }

    #[track_caller]
    fn ok(self) -> Value {
        assert_eq!(self.status, 200, "{}", self.body);
        self.body
    }

    #[track_caller]
    fn refused(&self, status: u16, code: &str) {
        assert_eq!((self.status, self.code()), (status, code), "{}", self.body);
    }
}

impl Browser {
    fn new(server: &Server) -> Browser {
        Browser::at(server.port, &format!("http://localhost:{}", server.port))
    }

    fn at(port: u16, origin: &str) -> Browser {
        Browser {
            port,
            from: "127.0.0.1",
            cookie: None,
            set_cookie: None,
            keys: Authenticator::new(origin),
        }
    }

    /// Another device (no cookie) holding the same passkeys, synced.
    fn sharing_passkeys(&mut self) -> Browser {
        self.keys.synced = true;
        Browser {
            cookie: None,
            set_cookie: None,
            keys: self.keys.clone(),
            ..*self
        }
    }

    async fn request(
        &mut self,
        method: &str,
        path: &str,
        body: &str,
        extra: &[(&str, &str)],
    ) -> Answer {
        let cookie = self
            .cookie
            .as_ref()
            .map(|c| format!("cube_table_session={c}"));
        let mut headers: Vec<(&str, &str)> = vec![("origin", self.keys.origin.as_str())];
        if let Some(c) = &cookie {
            headers.push(("cookie", c));
        }
        for (k, v) in extra {
            headers.retain(|(h, _)| !h.eq_ignore_ascii_case(k));
            headers.push((k, v));
        }
        let (status, got, body) = http_from(
            self.from,
            self.port,
            method,
            path,
            &headers,
            body.as_bytes(),
        )
        .await;
        self.set_cookie = header(&got, "set-cookie").map(str::to_string);
        if let Some(set) = &self.set_cookie {
            let value = set
                .strip_prefix("cube_table_session=")
                .and_then(|v| v.split(';').next())
                .unwrap();
            self.cookie = (!value.is_empty()).then(|| value.to_string());
        }
        let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
        Answer { status, body }
    }

    async fn post(&mut self, path: &str, body: Value) -> Answer {
        self.request("POST", path, &body.to_string(), &[]).await
    }

    async fn me(&mut self) -> Answer {
        self.request("GET", path::ME, "", &[]).await
    }

    /// Signs up; the recovery codes.
    async fn sign_up(&mut self, handle: &str) -> Vec<String> {
        let begun = self
            .post(path::SIGN_UP_START, json!({ "handle": handle }))
            .await
            .ok();
        let credential = self.keys.create(&begun["options"]).unwrap();
        let done = self
            .post(
                path::SIGN_UP_FINISH,
                json!({ "ceremony": begun["ceremony"], "credential": credential }),
            )
            .await
            .ok();
        assert_eq!(done["handle"], handle);
        done["recovery_codes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect()
    }

    async fn sign_in(&mut self) -> Answer {
        let begun = self.post(path::SIGN_IN_START, json!({})).await.ok();
        assert_eq!(begun["options"]["publicKey"]["allowCredentials"], json!([]));
        let credential = self.keys.get(&begun["options"]).unwrap();
        self.post(
            path::SIGN_IN_FINISH,
            json!({ "ceremony": begun["ceremony"], "credential": credential }),
        )
        .await
    }

    async fn add_passkey(&mut self, device: &mut Authenticator) -> Answer {
        let begun = self.post(path::PASSKEY_START, json!({})).await;
        if begun.status != 200 {
            return begun;
        }
        let credential = device.create(&begun.body["options"]).unwrap();
        self.post(
            path::PASSKEY_FINISH,
            json!({ "ceremony": begun.body["ceremony"], "credential": credential }),
        )
        .await
    }
}

async fn server(data: &TempDir, settings: &[&str]) -> Server {
    Server::sqlite_with(data.path(), settings).await
}

#[tokio::test]
async fn sign_up_sign_out_and_sign_in_with_a_passkey() {
    let data = TempDir::new("acc-basic");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    ada.me().await.refused(401, "not_signed_in");

    let codes = ada.sign_up("Ada Lovelace").await;
    assert_eq!(codes.len(), 8);
    assert!(codes.iter().all(|c| c.len() == 19), "{codes:?}");
    let set = ada.set_cookie.clone().unwrap();
    for flag in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=2592000"] {
        assert!(set.split("; ").any(|f| f == flag), "{flag} in {set}");
    }
    assert!(!set.contains("Secure"), "plain http: {set}");
    let first = ada.cookie.clone().unwrap();
    let me = ada.me().await.ok();
    assert_eq!(me["handle"], "Ada Lovelace");
    assert_eq!(
        (me["passkeys"].as_u64(), me["recovery_codes_left"].as_u64()),
        (Some(1), Some(8))
    );

    ada.post(path::SIGN_OUT, json!({})).await.ok();
    assert!(ada.set_cookie.as_deref().unwrap().contains("Max-Age=0"));
    assert_eq!(ada.cookie, None);
    ada.cookie = Some(first.clone());
    ada.me().await.refused(401, "not_signed_in");

    // Each sign-in makes a new session id and ends the one the browser came with.
    ada.cookie = None;
    let signed = ada.sign_in().await.ok();
    assert_eq!(signed["handle"], "Ada Lovelace");
    assert!(signed.get("recovery_codes").is_none());
    let second = ada.cookie.clone().unwrap();
    assert_ne!(second, first);
    ada.sign_in().await.ok();
    let third = ada.cookie.clone().unwrap();
    assert_ne!(third, second);
    ada.me().await.ok();
    ada.cookie = Some(second);
    ada.me().await.refused(401, "not_signed_in");
}

#[tokio::test]
async fn handles_are_unique_without_regard_to_case_or_look() {
    let data = TempDir::new("acc-handles");
    let server = server(&data, &["--sign-in-burst", "100"]).await;
    Browser::new(&server).sign_up("Bea").await;
    let mut other = Browser::new(&server);
    for taken in ["bea", " BEA ", "\u{412}\u{435}\u{430}", "\u{FF22}ea"] {
        other
            .post(path::SIGN_UP_START, json!({ "handle": taken }))
            .await
            .refused(409, "handle_taken");
    }
    for bad in ["", "   ", "a\u{200B}b", &"n".repeat(41)] {
        other
            .post(path::SIGN_UP_START, json!({ "handle": bad }))
            .await
            .refused(400, "bad_name");
    }
    // Two sign-ups of one handle under way: the second to finish is refused.
    let mut one = Browser::new(&server);
    let mut two = Browser::new(&server);
    let a = one
        .post(path::SIGN_UP_START, json!({ "handle": "Cy" }))
        .await
        .ok();
    let b = two
        .post(path::SIGN_UP_START, json!({ "handle": "cy" }))
        .await
        .ok();
    let ca = one.keys.create(&a["options"]).unwrap();
    let cb = two.keys.create(&b["options"]).unwrap();
    one.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": a["ceremony"], "credential": ca }),
    )
    .await
    .ok();
    two.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": b["ceremony"], "credential": cb }),
    )
    .await
    .refused(409, "handle_taken");
    assert_eq!(two.cookie, None);
}

#[tokio::test]
async fn registration_asks_for_a_discoverable_passkey_with_user_verification() {
    let data = TempDir::new("acc-options");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    let begun = ada
        .post(path::SIGN_UP_START, json!({ "handle": "Ada" }))
        .await
        .ok();
    let pk = &begun["options"]["publicKey"];
    assert_eq!(pk["rp"]["id"], "localhost");
    let sel = &pk["authenticatorSelection"];
    assert_eq!(sel["residentKey"], "required");
    assert_eq!(sel["requireResidentKey"], true);
    assert_eq!(sel["userVerification"], "required");
    assert_eq!(pk["user"]["name"], "Ada");
}

#[tokio::test]
async fn every_change_refuses_a_foreign_origin() {
    let data = TempDir::new("acc-origin");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    ada.sign_up("Ada").await;
    let session = ada.cookie.clone();
    let evil = [("origin", "http://evil.example")];
    for p in [
        path::SIGN_UP_START,
        path::SIGN_UP_FINISH,
        path::SIGN_IN_START,
        path::SIGN_IN_FINISH,
        path::SIGN_OUT,
        path::SIGN_OUT_EVERYWHERE,
        path::PASSKEY_START,
        path::PASSKEY_FINISH,
        path::LINK,
        path::LINK_USE,
        path::RECOVER,
        path::DELETE,
    ] {
        let answer = ada
            .request(
                "POST",
                p,
                r#"{"handle":"Eve","code":"x","token":"y"}"#,
                &evil,
            )
            .await;
        answer.refused(403, "forbidden");
        assert_eq!(ada.set_cookie, None, "{p}");
        assert_eq!(ada.cookie, session, "{p}");
    }
    // A JSON body is asked for, so a form of another site cannot post either.
    ada.request(
        "POST",
        path::SIGN_OUT,
        "",
        &[("content-type", "text/plain")],
    )
    .await
    .refused(400, "malformed");
    // Still signed in, still an account.
    assert_eq!(ada.me().await.ok()["handle"], "Ada");
}

#[tokio::test]
async fn the_cookie_is_secure_behind_a_tls_proxy() {
    let data = TempDir::new("acc-secure");
    let server = server(&data, &["--trusted-proxies", "127.0.0.1"]).await;
    let mut ada = Browser::new(&server);
    let codes = ada.sign_up("Ada").await;
    assert!(!ada.set_cookie.as_deref().unwrap().contains("Secure"));
    let mut phone = Browser::new(&server);
    let tls = [
        ("x-forwarded-for", "203.0.113.9"),
        ("x-forwarded-proto", "https"),
    ];
    let body = json!({ "code": codes[0] }).to_string();
    phone.request("POST", path::RECOVER, &body, &tls).await.ok();
    let set = phone.set_cookie.clone().unwrap();
    assert!(set.ends_with("; Secure"), "{set}");
    for flag in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(set.split("; ").any(|f| f == flag), "{flag} in {set}");
    }
    // A proxy nobody trusts cannot say so.
    let data2 = TempDir::new("acc-secure2");
    let plain = server_with_codes(&data2).await;
    let (server2, codes2) = plain;
    let mut other = Browser::new(&server2);
    let body = json!({ "code": codes2[0] }).to_string();
    other.request("POST", path::RECOVER, &body, &tls).await.ok();
    assert!(!other.set_cookie.unwrap().contains("Secure"));
}

async fn server_with_codes(data: &TempDir) -> (Server, Vec<String>) {
    let server = server(data, &[]).await;
    let codes = Browser::new(&server).sign_up("Zed").await;
    (server, codes)
}

#[tokio::test]
async fn sign_out_everywhere_ends_every_session() {
    let data = TempDir::new("acc-everywhere");
    let server = server(&data, &[]).await;
    let mut laptop = Browser::new(&server);
    laptop.sign_up("Ada").await;
    let mut tablet = laptop.sharing_passkeys();
    tablet.sign_in().await.ok();
    let mut other = Browser::new(&server);
    other.sign_up("Bea").await;
    tablet.me().await.ok();
    laptop.post(path::SIGN_OUT_EVERYWHERE, json!({})).await.ok();
    assert_eq!(laptop.cookie, None);
    tablet.me().await.refused(401, "not_signed_in");
    assert_eq!(
        other.me().await.ok()["handle"],
        "Bea",
        "another account's session stays"
    );
    tablet
        .post(path::SIGN_OUT_EVERYWHERE, json!({}))
        .await
        .refused(401, "not_signed_in");
    laptop.sign_in().await.ok();
    laptop.me().await.ok();
}

#[tokio::test]
async fn a_recovery_code_signs_in_once() {
    let data = TempDir::new("acc-recovery");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    let codes = ada.sign_up("Ada").await;
    let mut lost = Browser::new(&server);
    let signed = lost
        .post(path::RECOVER, json!({ "code": codes[0] }))
        .await
        .ok();
    assert_eq!(signed["handle"], "Ada");
    assert_ne!(lost.cookie, ada.cookie);
    assert_eq!(lost.me().await.ok()["recovery_codes_left"], 7);
    let mut again = Browser::new(&server);
    again
        .post(path::RECOVER, json!({ "code": codes[0] }))
        .await
        .refused(400, "bad_recovery_code");
    assert_eq!(again.cookie, None);
    // Typed in lower case without dashes, a code still reads.
    let typed = codes[1].replace('-', "").to_lowercase();
    again
        .post(path::RECOVER, json!({ "code": typed }))
        .await
        .ok();
    for bad in ["", "AAAA-BBBB", "0000-0000-0000-0000", "💥"] {
        Browser::new(&server)
            .post(path::RECOVER, json!({ "code": bad }))
            .await
            .refused(400, "bad_recovery_code");
    }
    assert_eq!(ada.me().await.ok()["recovery_codes_left"], 6);
}

#[tokio::test]
async fn a_sign_in_link_works_once_and_expires() {
    let data = TempDir::new("acc-links");
    let server = server(&data, &["--sign-in-link-ttl", "2s"]).await;
    let mut ada = Browser::new(&server);
    Browser::new(&server)
        .post(path::LINK, json!({}))
        .await
        .refused(401, "not_signed_in");
    ada.sign_up("Ada").await;
    let link = ada.post(path::LINK, json!({})).await.ok();
    let token = link["token"].as_str().unwrap();
    assert_eq!(link["expires_in"], 2);
    assert_eq!(
        link["url"],
        format!("http://localhost:{}/account#link={token}", server.port)
    );
    let mut phone = Browser::new(&server);
    let signed = phone
        .post(path::LINK_USE, json!({ "token": token }))
        .await
        .ok();
    assert_eq!(signed["handle"], "Ada");
    assert_eq!(phone.me().await.ok()["handle"], "Ada");
    let mut thief = Browser::new(&server);
    thief
        .post(path::LINK_USE, json!({ "token": token }))
        .await
        .refused(400, "bad_sign_in_link");
    let late = ada.post(path::LINK, json!({})).await.ok();
    tokio::time::sleep(std::time::Duration::from_millis(3100)).await;
    thief
        .post(path::LINK_USE, json!({ "token": late["token"] }))
        .await
        .refused(400, "bad_sign_in_link");
    for bad in ["", "../x", "AAAAAAAAAAAAAAAAAAAAAA"] {
        thief
            .post(path::LINK_USE, json!({ "token": bad }))
            .await
            .refused(400, "bad_sign_in_link");
    }
    assert_eq!(thief.cookie, None);
}

#[tokio::test]
async fn sign_in_attempts_are_limited_per_address() {
    let data = TempDir::new("acc-rate");
    let server = server(&data, &["--sign-in-burst", "4", "--sign-in-interval", "1h"]).await;
    let mut ada = Browser::new(&server);
    ada.from = "127.0.0.2";
    let codes = ada.sign_up("Ada").await;
    let mut guesser = Browser::new(&server);
    for _ in 0..4 {
        guesser
            .post(path::RECOVER, json!({ "code": "0000-0000-0000-0000" }))
            .await
            .refused(400, "bad_recovery_code");
    }
    // Every kind of attempt shares the address's rate: a handle's existence is learnt no
    // faster, and a right code is refused as well.
    for (p, body) in [
        (path::RECOVER, json!({ "code": codes[0] })),
        (path::SIGN_UP_START, json!({ "handle": "Ada" })),
        (path::SIGN_IN_START, json!({})),
        (path::LINK_USE, json!({ "token": "AAAAAAAAAAAAAAAAAAAAAA" })),
    ] {
        let answer = guesser.post(p, body).await;
        answer.refused(429, "rate_limited");
    }
    assert_eq!(guesser.cookie, None);
    // Another address has its own.
    let mut other = Browser::new(&server);
    other.from = "127.0.0.3";
    other
        .post(path::RECOVER, json!({ "code": codes[0] }))
        .await
        .ok();
}

#[tokio::test]
async fn another_passkey_signs_in_and_is_excluded_when_added_again() {
    let data = TempDir::new("acc-add");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    let mut phone_keys = Authenticator::new(&ada.keys.origin);
    Browser::new(&server)
        .post(path::PASSKEY_START, json!({}))
        .await
        .refused(401, "not_signed_in");
    ada.sign_up("Ada").await;
    let added = ada.add_passkey(&mut phone_keys).await.ok();
    assert_eq!(added["passkeys"], 2);
    // The same device again: its passkey is excluded.
    let begun = ada.post(path::PASSKEY_START, json!({})).await.ok();
    let excluded = begun["options"]["publicKey"]["excludeCredentials"]
        .as_array()
        .unwrap();
    assert_eq!(excluded.len(), 2);
    assert!(phone_keys.create(&begun["options"]).is_err());
    let mut phone = Browser::at(server.port, &ada.keys.origin);
    phone.keys = phone_keys;
    assert_eq!(phone.sign_in().await.ok()["handle"], "Ada");
    assert_eq!(phone.me().await.ok()["passkeys"], 2);
}

#[tokio::test]
async fn bad_ceremonies_and_bad_json_get_clear_codes() {
    let data = TempDir::new("acc-bad");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    ada.request("POST", path::SIGN_UP_START, "{not json", &[])
        .await
        .refused(400, "malformed");
    ada.post(path::SIGN_UP_START, json!({ "name": "Ada" }))
        .await
        .refused(400, "malformed");
    ada.post(
        path::SIGN_IN_FINISH,
        json!({ "ceremony": "x", "credential": {} }),
    )
    .await
    .refused(400, "malformed");
    let begun = ada
        .post(path::SIGN_UP_START, json!({ "handle": "Ada" }))
        .await
        .ok();
    let credential = ada.keys.create(&begun["options"]).unwrap();
    for ceremony in ["AAAAAAAAAAAAAAAAAAAAAA", "", "../../etc"] {
        ada.post(
            path::SIGN_UP_FINISH,
            json!({ "ceremony": ceremony, "credential": credential }),
        )
        .await
        .refused(400, "no_ceremony");
    }
    // A sign-up ceremony does not finish a sign-in.
    let signing = ada.post(path::SIGN_IN_START, json!({})).await.ok();
    let mut wrong_origin = Authenticator::new("http://evil.example");
    wrong_origin.credentials = ada.keys.credentials.clone();
    let forged = wrong_origin.create(&begun["options"]).unwrap();
    ada.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": begun["ceremony"], "credential": forged }),
    )
    .await
    .refused(400, "passkey_refused");
    // The ceremony was spent by the refused answer.
    ada.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": begun["ceremony"], "credential": credential }),
    )
    .await
    .refused(400, "no_ceremony");
    ada.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": signing["ceremony"], "credential": credential }),
    )
    .await
    .refused(400, "no_ceremony");
    // A passkey of no account.
    let signing = ada.post(path::SIGN_IN_START, json!({})).await.ok();
    let stranger = ada.keys.get(&signing["options"]).unwrap();
    ada.post(
        path::SIGN_IN_FINISH,
        json!({ "ceremony": signing["ceremony"], "credential": stranger }),
    )
    .await
    .refused(400, "passkey_refused");
    assert_eq!(ada.cookie, None);
}

#[tokio::test]
async fn a_ceremony_expires() {
    let data = TempDir::new("acc-expiry");
    let server = server(&data, &["--ceremony-ttl", "1s"]).await;
    let mut ada = Browser::new(&server);
    let begun = ada
        .post(path::SIGN_UP_START, json!({ "handle": "Ada" }))
        .await
        .ok();
    let credential = ada.keys.create(&begun["options"]).unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(2100)).await;
    ada.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": begun["ceremony"], "credential": credential }),
    )
    .await
    .refused(400, "no_ceremony");
}

/// Rows of `table` in the test server's SQLite file.
async fn rows(data: &TempDir, table: &str) -> i64 {
    let url = format!("sqlite:{}", data.path().join("cube-table.db").display());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM {table}")))
        .fetch_one(&mut conn)
        .await
        .unwrap()
}

#[tokio::test]
async fn deleting_an_account_removes_its_passkeys_sessions_codes_and_links() {
    let data = TempDir::new("acc-delete");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    let codes = ada.sign_up("Ada").await;
    let mut phone_keys = Authenticator::new(&ada.keys.origin);
    ada.add_passkey(&mut phone_keys).await.ok();
    let link = ada.post(path::LINK, json!({})).await.ok();
    let mut tablet = ada.sharing_passkeys();
    tablet.sign_in().await.ok();
    let mut bea = Browser::new(&server);
    bea.sign_up("Bea").await;

    Browser::new(&server)
        .post(path::DELETE, json!({}))
        .await
        .refused(401, "not_signed_in");
    ada.post(path::DELETE, json!({})).await.ok();
    assert_eq!(ada.cookie, None);
    assert!(ada.set_cookie.as_deref().unwrap().contains("Max-Age=0"));
    tablet.me().await.refused(401, "not_signed_in");
    ada.sign_in().await.refused(400, "passkey_refused");
    Browser::new(&server)
        .post(path::RECOVER, json!({ "code": codes[1] }))
        .await
        .refused(400, "bad_recovery_code");
    Browser::new(&server)
        .post(path::LINK_USE, json!({ "token": link["token"] }))
        .await
        .refused(400, "bad_sign_in_link");
    // Only Bea's rows are left; the handle is free again.
    for (table, left) in [
        ("accounts", 1),
        ("passkeys", 1),
        ("sessions", 1),
        ("recovery_codes", 8),
        ("sign_in_links", 0),
    ] {
        assert_eq!(rows(&data, table).await, left, "{table}");
    }
    assert_eq!(bea.me().await.ok()["handle"], "Bea");
    Browser::new(&server).sign_up("ada").await;
}

#[tokio::test]
async fn nothing_secret_reaches_the_log_or_the_metrics() {
    let data = TempDir::new("acc-log");
    let server = server(&data, &[]).await;
    let mut ada = Browser::new(&server);
    let handle = "Quintessa Wobbleworth";
    let codes = ada.sign_up(handle).await;
    let mut phone = Browser::new(&server);
    phone
        .post(path::RECOVER, json!({ "code": codes[0] }))
        .await
        .ok();
    phone
        .post(path::RECOVER, json!({ "code": codes[0] }))
        .await
        .refused(400, "bad_recovery_code");
    let link = ada.post(path::LINK, json!({})).await.ok();
    let token = link["token"].as_str().unwrap().to_string();
    Browser::new(&server)
        .post(path::LINK_USE, json!({ "token": token }))
        .await
        .ok();
    Browser::new(&server)
        .post(path::SIGN_UP_START, json!({ "handle": handle }))
        .await
        .refused(409, "handle_taken");
    let (_, metrics) = http(server.port, "GET", "/metrics", "").await;
    assert!(metrics.contains("cube_table_refusals_total{code=\"handle_taken\"} 1"));
    let cred = ada.keys.credentials[0].id.clone();
    let secrets = [
        handle.to_string(),
        "Quintessa".to_string(),
        codes[0].clone(),
        codes[0].replace('-', ""),
        token,
        ada.cookie.clone().unwrap(),
        phone.cookie.clone().unwrap(),
        <base64ct::Base64UrlUnpadded as base64ct::Encoding>::encode_string(&cred),
    ];
    let log = server.stderr.lock().unwrap().clone();
    assert!(log.contains("account made"), "{log}");
    for secret in &secrets {
        assert!(!log.contains(secret.as_str()), "{secret} in the log");
        assert!(
            !metrics.contains(secret.as_str()),
            "{secret} in the metrics"
        );
    }
}

#[tokio::test]
async fn a_session_made_on_one_process_is_valid_on_the_other() {
    let pg = Postgres::start();
    let data = TempDir::new("acc-pg");
    // Both processes serve one site: one public origin.
    let origin = "http://localhost:8999";
    let settings = ["--public-origin", origin, "--vacation-days", "3"];
    let one = Server::postgres_with(&pg.url, data.path(), &settings).await;
    let two = Server::postgres_with(&pg.url, data.path(), &settings).await;
    let mut ada = Browser::at(one.port, origin);
    // A ceremony begun on one process finishes on the other.
    let begun = ada
        .post(path::SIGN_UP_START, json!({ "handle": "Ada" }))
        .await
        .ok();
    let credential = ada.keys.create(&begun["options"]).unwrap();
    ada.port = two.port;
    ada.post(
        path::SIGN_UP_FINISH,
        json!({ "ceremony": begun["ceremony"], "credential": credential }),
    )
    .await
    .ok();
    ada.port = one.port;
    assert_eq!(ada.me().await.ok()["handle"], "Ada");
    let mut tablet = ada.sharing_passkeys();
    tablet.sign_in().await.ok();
    tablet.port = two.port;
    assert_eq!(tablet.me().await.ok()["handle"], "Ada");
    // A person's vacation days charged on one are spent on the other (issue 46).
    let slow = online::CreateRoom {
        clock: online::Clock::TurnBased {
            hours: 24,
            bank_days: 0,
        },
        ..online::CreateRoom::new("cubes", rules::Setup::players(2), open_seats(2), "Ada")
    };
    let made = ada.make(&slow).await;
    let seat = (made.room, made.token.unwrap());
    assert_eq!(ada.vacation(&[&seat], 2).await, vec![(Value::Null, 1)]);
    assert_eq!(
        tablet.vacation(&[&seat], 2).await,
        vec![(json!("allowance"), 1)]
    );
    assert_eq!(tablet.vacation(&[&seat], 1).await, vec![(Value::Null, 0)]);
    // Signed out everywhere on one, refused on the other.
    ada.post(path::SIGN_OUT_EVERYWHERE, json!({})).await.ok();
    tablet.me().await.refused(401, "not_signed_in");
    // A handle taken on one is taken on the other.
    let mut bea = Browser::at(two.port, origin);
    bea.post(path::SIGN_UP_START, json!({ "handle": "ADA" }))
        .await
        .refused(409, "handle_taken");
    pg.stop();
}

/// `server backup FILE` with the settings `args`: its exit status, stdout and stderr.
async fn backup(to: &std::path::Path, args: &[&str]) -> (bool, String, String) {
    let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .arg("backup")
        .arg(to)
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .await
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The moves of a room's record, as the server serves it.
async fn recorded_moves(port: u16, room: &str) -> Vec<String> {
    let (status, body) = http(port, "GET", &online::paths::record(room), "").await;
    assert_eq!(status, 200, "{body}");
    let record: Value = serde_json::from_str(&body).unwrap();
    record["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn a_backup_taken_while_rooms_play_restores_accounts_and_games() {
    let data = TempDir::new("acc-backup");
    let origin = "http://localhost:8998";
    let settings = ["--public-origin", origin];
    let server = server(&data, &settings).await;
    let mut ada = Browser::at(server.port, origin);
    let codes = ada.sign_up("Ada").await;
    let mut tablet = ada.sharing_passkeys();
    tablet.sign_in().await.ok();
    // One room played to a known point, another going on while the copy is taken.
    let Seated {
        made: still,
        mut a,
        mut b,
        ..
    } = two_seated(&server, "cubes").await;
    let mut rng = rules::GameRng::new(44);
    play_random(&mut [&mut a, &mut b], &mut rng, 6).await;
    let before = recorded_moves(server.port, &still.room).await;
    let Seated {
        made: busy,
        mut a,
        mut b,
        ..
    } = two_seated(&server, "cubulus").await;
    let playing = tokio::spawn(async move {
        let mut rng = rules::GameRng::new(45);
        play_random(&mut [&mut a, &mut b], &mut rng, 30).await;
    });
    let copy = TempDir::new("acc-backup-copy");
    let file = copy.path().join("copy.db");
    let db = data.path().join("cube-table.db").display().to_string();
    let (ok, said, err) = backup(&file, &["--database-url", &db]).await;
    assert!(ok, "{err}");
    assert!(said.contains("backed up to"), "{said}");
    playing.await.unwrap();
    // A second backup to the same file is refused; PostgreSQL is pg_dump's.
    let (ok, _, err) = backup(&file, &["--database-url", &db]).await;
    assert!(!ok && err.contains("exists"), "{err}");
    let (ok, _, err) = backup(
        &copy.path().join("x.db"),
        &["--database-url", "postgres://nobody@127.0.0.1:1/x"],
    )
    .await;
    assert!(!ok && err.contains("pg_dump"), "{err}");

    // A fresh server from the copy: the same accounts, sessions, codes and games.
    let restored = Server::start(vec![
        "--database-url".into(),
        file.display().to_string(),
        "--dist".into(),
        copy.path().join("dist").display().to_string(),
        "--public-origin".into(),
        origin.into(),
    ])
    .await;
    ada.port = restored.port;
    let me = ada.me().await.ok();
    assert_eq!(me["handle"], "Ada");
    assert_eq!(me["recovery_codes_left"], 8);
    tablet.port = restored.port;
    tablet.sign_in().await.ok();
    let mut lost = Browser::at(restored.port, origin);
    lost.post(path::RECOVER, json!({ "code": codes[0] }))
        .await
        .ok();
    assert_eq!(recorded_moves(restored.port, &still.room).await, before);
    let copied = recorded_moves(restored.port, &busy.room).await;
    let now = recorded_moves(server.port, &busy.room).await;
    assert!(
        now.starts_with(&copied),
        "the copy holds a prefix of the game"
    );
}

impl Browser {
    /// `POST /api/account/sync`.
    async fn sync(&mut self, seats: Value, progress: Value) -> Answer {
        self.post(path::SYNC, json!({ "seats": seats, "progress": progress }))
            .await
    }

    /// Makes the room `req` asks for, as this browser (signed in or not).
    async fn make(&mut self, req: &online::CreateRoom) -> online::RoomCreated {
        let body = serde_json::from_str(&online::to_text(req)).unwrap();
        let answer = self.post(online::paths::ROOMS, body).await;
        assert_eq!(answer.status, 201, "{}", answer.body);
        serde_json::from_value(answer.body).unwrap()
    }

    /// Makes a two-player Cubes room with open seats: its id and the maker's token.
    async fn make_room(&mut self) -> (String, String) {
        let req = online::CreateRoom::new("cubes", rules::Setup::players(2), open_seats(2), "Ada");
        let made = self.make(&req).await;
        (made.room, made.token.unwrap())
    }
}

/// The seat links of a sync's answer, by room.
fn links(answer: &Value) -> Vec<(String, String)> {
    answer["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["room"].as_str().unwrap().to_string(),
                s["token"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[tokio::test]
async fn your_games_and_progress_follow_you_to_another_device() {
    let data = TempDir::new("acc-follow");
    let server = server(&data, &[]).await;
    let mut laptop = Browser::new(&server);
    // A room made before signing in, and one made signed in (the account's from the start).
    let (before, before_token) = laptop.make_room().await;
    laptop.sign_up("Ada").await;
    let (after, after_token) = laptop.make_room().await;
    laptop.sync(json!([]), json!([])).await.ok();
    // The laptop hands over the seat it holds; it is told of no seat it lacks.
    let synced = laptop
        .sync(
            json!([{ "room": before, "token": before_token },
                   { "room": after, "token": after_token }]),
            json!(["learn/cubulus/push-one", "puzzle/cubes/3"]),
        )
        .await
        .ok();
    assert_eq!(synced["handle"], "Ada");
    assert_eq!(links(&synced), vec![]);
    assert!(synced.get("refused").is_none(), "{synced}");

    // The tablet, signed in to the same account, gets both seats with keys of its own,
    // and the progress.
    let mut tablet = laptop.sharing_passkeys();
    tablet.sign_in().await.ok();
    let got = tablet
        .sync(json!([]), json!(["learn/mojave/first"]))
        .await
        .ok();
    let keys = links(&got);
    let rooms: std::collections::BTreeSet<_> = keys.iter().map(|(r, _)| r.clone()).collect();
    assert_eq!(rooms, [before.clone(), after.clone()].into_iter().collect());
    assert_eq!(
        got["progress"],
        json!([
            "learn/cubulus/push-one",
            "learn/mojave/first",
            "puzzle/cubes/3"
        ])
    );
    for (_, key) in &keys {
        assert_ne!(key, &before_token);
        assert_ne!(key, &after_token);
    }
    // A key plays the seat as its token does, beside the laptop's own connection.
    let key_of = |room: &str| keys.iter().find(|(r, _)| r == room).unwrap().1.clone();
    // The laptop's page opens its socket with the session cookie, as a browser does.
    let laptop_cookie = format!("cube_table_session={}", laptop.cookie.clone().unwrap());
    let mut on_laptop = Client::connect_with(server.port, &after, &[("cookie", &laptop_cookie)])
        .await
        .unwrap();
    on_laptop.hello(Some(&after_token)).await;
    let mut on_tablet = server.client(&after).await;
    on_tablet.hello(Some(&key_of(&after))).await;
    assert_eq!(on_tablet.seat, Some(0));
    let mut bea = server.client(&after).await;
    bea.hello(None).await;
    bea.join("Bea").await;
    // Bea joining (the seats changing) does not end the key's connection: it plays on.
    step(&mut [&mut on_tablet, &mut bea]).await;
    step(&mut [&mut on_tablet, &mut bea]).await;

    // Another account cannot take the seat by its token; a wrong token binds nothing.
    let mut other = Browser::new(&server);
    other.sign_up("Bea").await;
    let refused = other
        .sync(
            json!([{ "room": before, "token": before_token },
                   { "room": before, "token": "x".repeat(43) },
                   { "room": "not a room", "token": "y" }]),
            json!([]),
        )
        .await
        .ok();
    assert_eq!(
        refused["refused"],
        json!([{ "room": before, "why": "other_account" },
               { "room": before, "why": "no_seat" },
               { "room": "not a room", "why": "no_seat" }])
    );
    assert_eq!(links(&refused), vec![]);

    // A new seat link ends the keys (and their connections); the next sync makes new ones.
    on_laptop.send(&online::ClientMsg::NewToken).await;
    on_laptop
        .until(|m| matches!(m, online::ServerMsg::Joined { .. }))
        .await;
    assert_eq!(on_tablet.error().await, online::ErrorCode::BadToken);
    let mut again = server.client(&after).await;
    again
        .send(&online::ClientMsg::Hello {
            v: online::VERSION,
            token: Some(key_of(&after)),
        })
        .await;
    assert_eq!(again.error().await, online::ErrorCode::BadToken);
    let renewed = tablet.sync(json!([]), json!([])).await.ok();
    let new_key = links(&renewed)
        .into_iter()
        .find(|(r, _)| r == &after)
        .unwrap()
        .1;
    let mut back = server.client(&after).await;
    back.hello(Some(&new_key)).await;
    assert_eq!(back.seat, Some(0));
    // A new link asked for by a connection signed in to no account takes the seat out of
    // the account (whoever bound a leaked link loses it): the next sync brings no key.
    let mut unsigned = server.client(&before).await;
    unsigned.hello(Some(&before_token)).await;
    unsigned.send(&online::ClientMsg::NewToken).await;
    let online::ServerMsg::Joined {
        token: before_token,
        ..
    } = unsigned
        .until(|m| matches!(m, online::ServerMsg::Joined { .. }))
        .await
    else {
        unreachable!()
    };
    let after_new_link = tablet.sync(json!([]), json!([])).await.ok();
    assert!(
        links(&after_new_link).iter().all(|(r, _)| r != &before),
        "{after_new_link}"
    );

    // Bad input: not signed in, too much, a progress item of no lesson.
    Browser::new(&server)
        .sync(json!([]), json!([]))
        .await
        .refused(401, "not_signed_in");
    tablet
        .sync(json!([]), json!(["score/cubes/1"]))
        .await
        .refused(400, "malformed");
    let many: Vec<Value> = (0..online::limits::ACCOUNT_SEATS + 1)
        .map(|_| json!({ "room": before, "token": before_token }))
        .collect();
    tablet
        .sync(json!(many), json!([]))
        .await
        .refused(413, "too_large");
    let foreign = tablet
        .request(
            "POST",
            path::SYNC,
            r#"{"seats":[],"progress":[]}"#,
            &[("origin", "https://elsewhere.example")],
        )
        .await;
    assert_eq!(foreign.status, 403, "{}", foreign.body);

    // Deleting the account ends its keys and unbinds its seats; the games go on.
    assert!(rows(&data, "seat_keys").await > 0);
    tablet.post(path::DELETE, json!({})).await.ok();
    assert_eq!(rows(&data, "seat_keys").await, 0);
    assert_eq!(rows(&data, "account_progress").await, 0);
    let mut still = server.client(&before).await;
    still.hello(Some(&before_token)).await;
    assert_eq!(still.seat, Some(0));
}

/// A page of the archive for `query` (after `?`): status and body.
async fn archive(port: u16, query: &str) -> (u16, Value) {
    let (status, body) = http(port, "GET", &format!("/api/games?{query}"), "").await;
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

/// Waits until the archive lists `room`.
async fn archived(port: u16, room: &str) -> Value {
    for _ in 0..100 {
        let (_, page) = archive(port, "").await;
        if let Some(g) = page["games"]
            .as_array()
            .and_then(|g| g.iter().find(|g| g["room"] == room))
        {
            return g.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("{room} was not archived");
}

#[tokio::test]
async fn finished_listed_games_are_archived_searchable_and_kept() {
    let data = TempDir::new("acc-archive");
    let server = server(
        &data,
        &[
            "--archive-interval",
            "100ms",
            "--sweep-interval",
            "200ms",
            "--keep-finished",
            "1s",
        ],
    )
    .await;
    let mut ada = Browser::new(&server);
    ada.sign_up("Ada").await;
    // A listed Cubulus game made signed in, played to its end against Bea (no account).
    let mut req =
        online::CreateRoom::new("cubulus", rules::Setup::players(2), open_seats(2), "Ada");
    req.listed = true;
    let made = ada.make(&req).await;
    let mut a = server.client(&made.room).await;
    a.hello(made.token.as_deref()).await;
    let mut b = server.client(&made.room).await;
    b.hello(None).await;
    b.join("Bea").await;
    play_random(&mut [&mut a, &mut b], &mut rules::GameRng::new(7), 2000).await;
    let outcome = a.view().outcome().expect("the game ended");
    drop((a, b));
    // An unlisted game played to its end is not archived.
    let Seated {
        made: private,
        mut a,
        mut b,
        ..
    } = two_seated(&server, "cubulus").await;
    play_random(&mut [&mut a, &mut b], &mut rules::GameRng::new(8), 2000).await;
    assert!(a.view().outcome().is_some());
    drop((a, b));

    let game = archived(server.port, &made.room).await;
    assert_eq!(game["game"], "cubulus");
    assert_eq!(game["seats"][0]["handle"], "Ada");
    assert_eq!(game["seats"][1]["name"], "Bea");
    assert!(game["seats"][1].get("handle").is_none());
    let winners: Vec<usize> = outcome.winners().to_vec();
    assert_eq!(game["winners"], json!(winners));
    // The link replays the whole game (seed revealed): the review can run on it.
    let record = rules::Record::from_link(game["link"].as_str().unwrap()).unwrap();
    assert_eq!(record.replay().unwrap().outcome(), Some(outcome.clone()));
    let (_, all) = archive(server.port, "").await;
    assert!(
        all["games"]
            .as_array()
            .unwrap()
            .iter()
            .all(|g| g["room"] != private.room),
        "an unlisted game stays private"
    );

    // Searches: by handle or by name (any case), game, result, date; bad fields explained.
    let rooms = |page: &Value| -> Vec<String> {
        page["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["room"].as_str().unwrap().to_string())
            .collect()
    };
    let one = vec![made.room.clone()];
    let ada_won = winners.contains(&0);
    for (query, expect) in [
        ("player=ada".to_string(), one.clone()),
        ("player=BEA&game=cubulus".to_string(), one.clone()),
        ("game=cubes".to_string(), vec![]),
        ("player=Nobody".to_string(), vec![]),
        (
            format!("player=Ada&result={}", if ada_won { "won" } else { "lost" }),
            one.clone(),
        ),
        (
            format!("player=Ada&result={}", if ada_won { "lost" } else { "won" }),
            vec![],
        ),
        ("from=2000-01-01&to=2999-12-31".to_string(), one.clone()),
        ("to=2000-01-01".to_string(), vec![]),
    ] {
        let (status, page) = archive(server.port, &query).await;
        assert_eq!(status, 200, "{query}: {page}");
        assert_eq!(rooms(&page), expect, "{query}");
        assert_eq!(page["page"], 1);
        assert_eq!(page["more"], false);
    }
    for (query, says) in [
        ("result=won", "needs a player"),
        ("game=chess", "no game"),
        ("from=29.11.2026", "YYYY-MM-DD"),
        ("page=0", "page"),
        ("page=x", "page"),
        ("result=maybe", "not won"),
    ] {
        let (status, page) = archive(server.port, query).await;
        assert_eq!(status, 400, "{query}: {page}");
        assert!(
            page["message"].as_str().unwrap().contains(says),
            "{query}: {page}"
        );
    }

    // Ada's page: member since, per game played and won; nothing private.
    let (status, body) = http(server.port, "GET", &online::paths::player("ada"), "").await;
    assert_eq!(status, 200, "{body}");
    let profile: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(profile["handle"], "Ada");
    assert!(profile["since"].as_i64().unwrap() > 1_700_000_000);
    assert_eq!(
        profile["games"],
        json!([{ "game": "cubulus", "played": 1, "won": usize::from(ada_won) }])
    );
    for private in ["session", "passkey", "token", "recovery", "cred"] {
        assert!(!body.contains(private), "{private} in {body}");
    }
    let (status, body) = http(server.port, "GET", &online::paths::player("Nobody"), "").await;
    assert_eq!(status, 404, "{body}");
    assert!(body.contains("no_such_player"), "{body}");
    // Her games by handle only: a seat named "Ada" without the account is not hers.
    let (_, page) = archive(server.port, "handle=ADA").await;
    assert_eq!(rooms(&page), one);
    let (status, _) = archive(server.port, "handle=Ada&player=Ada").await;
    assert_eq!(status, 400);

    // The account's games download as records.
    let (status, body) = http(
        server.port,
        "GET",
        &online::paths::player_records("Ada"),
        "",
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let records: Vec<Value> = serde_json::from_str(&body).unwrap();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["game"], "cubulus");
    let (_, body) = http(
        server.port,
        "GET",
        &online::paths::player_records("Bea"),
        "",
    )
    .await;
    assert_eq!(
        body, "[]",
        "Bea has no account: a name alone downloads nothing"
    );

    // The sweep keeps the archived game past --keep-finished; the private one goes.
    // (within a few seconds on a quiet machine; the bound leaves room for a loaded one)
    for _ in 0..300 {
        let (status, _) = http(
            server.port,
            "GET",
            &online::paths::record(&private.room),
            "",
        )
        .await;
        if status == 404 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    let (status, _) = http(
        server.port,
        "GET",
        &online::paths::record(&private.room),
        "",
    )
    .await;
    assert_eq!(status, 404, "the private finished game was swept");
    let (status, _) = http(server.port, "GET", &online::paths::record(&made.room), "").await;
    assert_eq!(status, 200, "the archived game is kept");

    // A deleted account's seat shows as a deleted player, its name gone.
    ada.post(path::DELETE, json!({})).await.ok();
    let game = archived(server.port, &made.room).await;
    assert_eq!(game["seats"][0]["deleted"], true);
    assert_eq!(game["seats"][0]["name"], "");
    let (_, page) = archive(server.port, "player=Ada").await;
    assert_eq!(rooms(&page), Vec::<String>::new());
}

/// Issue 46 with issue 44: a browser's push subscription for its account hears of every seat
/// of the account, a room made after it too, in its language; it is the signed-in
/// account's only, and goes with the account.
#[tokio::test]
async fn a_subscription_for_the_account_hears_of_every_seat_of_it() {
    use common::push::{server_key, Browser as PushBrowser, Receiver};
    let recv = Receiver::start().await;
    let data = TempDir::new("acc-push");
    let server = server(
        &data,
        &[
            "--push-allow-loopback-http",
            "yes",
            "--push-interval",
            "100ms",
        ],
    )
    .await;
    let key = server_key(&server).await;
    let mut ada = Browser::new(&server);
    ada.sign_up("Ada").await;
    let mut phone = PushBrowser::new(&recv, "ada-phone");
    let body = json!({ "account": true, "subscription": phone.subscription(), "lang": "de" });
    ada.post("/api/push/subscribe", body.clone()).await.ok();
    // Not signed in: refused, and a subscription needs seats or the account.
    Browser::new(&server)
        .post("/api/push/subscribe", body.clone())
        .await
        .refused(401, "not_signed_in");

    // A room Ada makes after subscribing: Bea takes the open seat and the game starts.
    let (room, _) = ada.make_room().await;
    let mut b = server.client(&room).await;
    b.hello(None).await;
    b.join("Bea").await;
    let started = phone
        .next(&recv, &key, std::time::Duration::from_secs(10))
        .await;
    assert_eq!(started["kind"], "started");
    assert_eq!(started["room"], room);
    assert_eq!(started["lang"], "de");
    assert_eq!(started["opponent"], "Bea");
    let text = started.to_string();
    for hidden in ["token", "seed", "account"] {
        assert!(!text.contains(hidden), "{hidden} in {text}");
    }

    // Unsubscribed, or the account deleted: the subscription is gone.
    ada.post(
        "/api/push/unsubscribe",
        json!({ "account": true, "endpoint": phone.subscription()["endpoint"] }),
    )
    .await
    .ok();
    assert_eq!(rows(&data, "push_subs").await, 0);
    ada.post("/api/push/subscribe", body).await.ok();
    assert_eq!(rows(&data, "push_subs").await, 1);
    ada.post(path::DELETE, json!({})).await.ok();
    assert_eq!(rows(&data, "push_subs").await, 0);
}

/// A browser's seat keys live as long as its session: a new sign-in of the same account
/// keeps them, signing out (here or everywhere) ends them; the seat's own token plays on.
#[tokio::test]
async fn signing_out_ends_the_browsers_seat_keys() {
    let data = TempDir::new("acc-keys");
    let server = server(&data, &[]).await;
    let mut laptop = Browser::new(&server);
    laptop.sign_up("Ada").await;
    let (room, token) = laptop.make_room().await;
    let key_of = |answer: &Value| links(answer).into_iter().next().unwrap().1;
    let plays = |key: String| {
        let port = server.port;
        let room = room.clone();
        async move {
            let mut c = Client::connect(port, &room).await;
            c.send(&online::ClientMsg::Hello {
                v: online::VERSION,
                token: Some(key),
            })
            .await;
            matches!(
                c.until(|m| matches!(
                    m,
                    online::ServerMsg::Welcome { .. } | online::ServerMsg::Error { .. }
                ))
                .await,
                online::ServerMsg::Welcome { seat: Some(0), .. }
            )
        }
    };
    let mut tablet = laptop.sharing_passkeys();
    tablet.sign_in().await.ok();
    let key = key_of(&tablet.sync(json!([]), json!([])).await.ok());
    assert!(plays(key.clone()).await);
    // Signing in again on the tablet (a new session id) keeps its keys.
    tablet.sign_in().await.ok();
    assert!(plays(key.clone()).await);
    tablet.post(path::SIGN_OUT, json!({})).await.ok();
    assert!(!plays(key).await, "signed out: the key no longer plays");
    assert!(plays(token.clone()).await, "the seat's own token plays on");
    // Everywhere: every key of the account ends.
    tablet.sign_in().await.ok();
    let key = key_of(&tablet.sync(json!([]), json!([])).await.ok());
    laptop.post(path::SIGN_OUT_EVERYWHERE, json!({})).await.ok();
    assert!(!plays(key).await);
    assert_eq!(rows(&data, "seat_keys").await, 0);
    assert!(plays(token).await);
}

impl Browser {
    /// `POST /api/vacation` for these seats: each seat's answer as (refusal, days left).
    async fn vacation(&mut self, seats: &[&(String, String)], days: u32) -> Vec<(Value, u64)> {
        let seats: Vec<Value> = seats
            .iter()
            .map(|(room, token)| json!({ "room": room, "token": token }))
            .collect();
        let answer = self
            .post(
                online::paths::VACATION,
                json!({ "seats": seats, "days": days }),
            )
            .await
            .ok();
        answer["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["refused"].clone(), s["days_left"].as_u64().unwrap()))
            .collect()
    }
}

/// Issue 46: a signed-in person's vacation days are the person's. Pausing several games of
/// the account costs the days once; the allowance holds across them and across requests;
/// days no game took (a real-time game) are given back; a seat of no account keeps its own
/// count, and the account's count goes with the account.
#[tokio::test]
async fn a_persons_vacation_days_are_counted_once_for_all_their_games() {
    let data = TempDir::new("acc-vacation");
    let server = server(&data, &["--vacation-days", "3"]).await;
    let mut ada = Browser::new(&server);
    ada.sign_up("Ada").await;
    let slow = online::CreateRoom {
        clock: online::Clock::TurnBased {
            hours: 24,
            bank_days: 0,
        },
        ..online::CreateRoom::new("cubes", rules::Setup::players(2), open_seats(2), "Ada")
    };
    let fast = online::CreateRoom {
        clock: online::Clock::RealTime {
            minutes: 5,
            increment: 0,
        },
        ..slow.clone()
    };
    let seat = |made: online::RoomCreated| (made.room, made.token.unwrap());
    let one = seat(ada.make(&slow).await);
    let two = seat(ada.make(&slow).await);
    let real_time = seat(ada.make(&fast).await);
    let none = Value::Null;
    let allowance = json!("allowance");

    // Two games paused for two days cost two of the person's three.
    assert_eq!(
        ada.vacation(&[&one, &two], 2).await,
        vec![(none.clone(), 1), (none.clone(), 1)]
    );
    // A real-time game is never paused, and the day it was asked for is given back.
    assert_eq!(
        ada.vacation(&[&real_time], 1).await,
        vec![(json!("not_turn_based"), 0)]
    );
    assert_eq!(ada.vacation(&[&two], 0).await, vec![(none.clone(), 1)]);
    // Two more days do not fit, in either game; the last one does, once.
    assert_eq!(
        ada.vacation(&[&one, &two], 2).await,
        vec![(allowance.clone(), 1), (allowance.clone(), 1)]
    );
    assert_eq!(ada.vacation(&[&one], 1).await, vec![(none.clone(), 0)]);
    assert_eq!(ada.vacation(&[&two], 1).await, vec![(allowance.clone(), 0)]);
    // Asked by a browser that is not signed in, the seat still counts the person's days.
    let mut phone = Browser::new(&server);
    assert_eq!(phone.vacation(&[&two], 1).await, vec![(allowance, 0)]);

    // A seat of no account counts its own: each of two has all three.
    let mut anon = Browser::new(&server);
    let three = seat(anon.make(&slow).await);
    let four = seat(anon.make(&slow).await);
    assert_eq!(
        anon.vacation(&[&three, &four], 3).await,
        vec![(none.clone(), 0), (none.clone(), 0)]
    );

    assert_eq!(rows(&data, "account_vacations").await, 1);
    ada.post(path::DELETE, json!({})).await.ok();
    assert_eq!(rows(&data, "account_vacations").await, 0);
}
