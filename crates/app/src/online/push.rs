//! Web Push for seats (issue 46, `docs/online.md` "Pushes"): "Notify me when this page is
//! closed" in a room (its seat) and "… in all these games" under My games (every seat
//! listed) subscribe the browser with the server's key (`pushManager.subscribe`) and hand
//! the subscription to the server for the seats' tokens (or, signed in, for the account:
//! the account page's "notify me", [`For::Account`]), with the player's language;
//! turning it off hands back the endpoint. The pushes are shown
//! by the service worker (`web/sw.js`). The request bodies are made here and tested
//! natively; the rest only touches the browser, and a browser without push says so.

use serde_json::json;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use online::SeatLink;

use crate::browser;
use crate::i18n::Lang;

/// What pushes are for: seats (by their tokens), or every seat of the signed-in account
/// (issue 44), rooms made later too.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum For<'a> {
    Seats(&'a [SeatLink]),
    Account,
}

/// The body of `POST /api/push/subscribe`: the seats or the account, the browser's
/// subscription (`PushSubscription.toJSON()`, as JSON text) and the language to write
/// pushes in.
pub fn subscribe_body(target: For, subscription: &str, lang: Lang) -> Option<String> {
    let subscription: serde_json::Value = serde_json::from_str(subscription).ok()?;
    let mut body = json!({ "subscription": subscription, "lang": lang.code() });
    match target {
        For::Seats(seats) => body["seats"] = json!(seats),
        For::Account => body["account"] = json!(true),
    }
    Some(body.to_string())
}

/// The body of `POST /api/push/unsubscribe`.
pub fn unsubscribe_body(target: For, endpoint: &str) -> String {
    match target {
        For::Seats(seats) => json!({ "seats": seats, "endpoint": endpoint }).to_string(),
        For::Account => json!({ "account": true, "endpoint": endpoint }).to_string(),
    }
}

/// One seat, as the calls take them.
pub fn seat(room: &str, token: &str) -> Vec<SeatLink> {
    vec![SeatLink {
        room: room.into(),
        token: token.into(),
    }]
}

/// The server's public key from `GET /api/push/key`.
fn server_key(answer: &str) -> Option<Vec<u8>> {
    let v: serde_json::Value = serde_json::from_str(answer).ok()?;
    rules::record::base64url::decode(v.get("key")?.as_str()?)
}

/// The page's service worker registration, once it is active.
async fn registration() -> Option<web_sys::ServiceWorkerRegistration> {
    let container = browser::window()?.navigator().service_worker();
    let ready = container.ready().ok()?;
    JsFuture::from(ready).await.ok()?.dyn_into().ok()
}

/// Subscribes this browser and hands the subscription to the server for the seats:
/// whether pushes are on.
pub async fn turn_on(target: For<'_>, lang: Lang) -> bool {
    let on = async {
        let key = server_key(&browser::fetch_text("/api/push/key").await.ok()?)?;
        let manager = registration().await?.push_manager().ok()?;
        let options = web_sys::PushSubscriptionOptionsInit::new();
        options.set_user_visible_only(true);
        let key = js_sys::Uint8Array::from(key.as_slice());
        options.set_application_server_key(&JsValue::from(key));
        let subscribing = manager.subscribe_with_options(&options).ok()?;
        let subscription = JsFuture::from(subscribing).await.ok()?;
        let text = js_sys::JSON::stringify(&subscription).ok()?.as_string()?;
        let body = subscribe_body(target, &text, lang)?;
        let (status, _) = browser::post_json("/api/push/subscribe", &body).await?;
        (status == 200).then_some(())
    };
    on.await.is_some()
}

/// Hands the browser's endpoint back for the seats (the browser's subscription stays:
/// other rooms may use it).
pub async fn turn_off(target: For<'_>) {
    let off = async {
        let manager = registration().await?.push_manager().ok()?;
        let found = JsFuture::from(manager.get_subscription().ok()?)
            .await
            .ok()?;
        let subscription: web_sys::PushSubscription = found.dyn_into().ok()?;
        let body = unsubscribe_body(target, &subscription.endpoint());
        browser::post_json("/api/push/unsubscribe", &body).await
    };
    let _ = off.await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_requests_name_the_seat_and_the_language() {
        let sub = r#"{"endpoint":"https://push.example/a","expirationTime":null,"keys":{"p256dh":"B","auth":"A"}}"#;
        let body: serde_json::Value = serde_json::from_str(
            &subscribe_body(For::Seats(&seat("room1", "tok")), sub, Lang::De).unwrap(),
        )
        .unwrap();
        assert_eq!(body["seats"][0]["room"], "room1");
        assert_eq!(body["seats"][0]["token"], "tok");
        assert_eq!(body["lang"], "de");
        assert_eq!(body["subscription"]["endpoint"], "https://push.example/a");
        assert!(subscribe_body(For::Seats(&seat("r", "t")), "not json", Lang::En).is_none());
        let two = [seat("room1", "tok"), seat("room2", "tok2")].concat();
        let body: serde_json::Value = serde_json::from_str(&unsubscribe_body(
            For::Seats(&two),
            "https://push.example/a",
        ))
        .unwrap();
        assert_eq!(body["endpoint"], "https://push.example/a");
        assert_eq!(body["seats"][1]["room"], "room2");
        assert_eq!(body["seats"][1]["token"], "tok2");
        assert_eq!(
            server_key(r#"{"key":"BLn9b-VR0ca83knDNZ32dCHGyjJp-1riX9ZTN40MqV8K_LpQmLqxC_DoHvqvFXO_nGdAB4W9dogZb_sM-uV4JbY"}"#)
                .map(|k| k.len()),
            Some(65)
        );
        assert!(server_key("{}").is_none());
    }

    #[test]
    fn the_account_s_requests_name_no_seat() {
        let sub = r#"{"endpoint":"https://push.example/a","keys":{"p256dh":"B","auth":"A"}}"#;
        let body: serde_json::Value =
            serde_json::from_str(&subscribe_body(For::Account, sub, Lang::Hu).unwrap()).unwrap();
        assert_eq!(body["account"], true);
        assert!(body.get("seats").is_none());
        assert_eq!(body["lang"], "hu");
        let body: serde_json::Value =
            serde_json::from_str(&unsubscribe_body(For::Account, "https://push.example/a"))
                .unwrap();
        assert_eq!(
            body,
            serde_json::json!({"account": true, "endpoint": "https://push.example/a"})
        );
    }
}
