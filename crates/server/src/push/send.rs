//! The sender: a task on every process that claims due pushes from the outbox
//! ([`crate::store::Store::claim_pushes`]: one process per row, a lease as long as a send
//! may take), encrypts each for its subscription (aes128gcm, RFC 8291, by
//! `web-push-native`), signs it (VAPID), and posts it with `TTL` and `Urgency` to the
//! checked address of its endpoint, with a short deadline and a cap on what it reads back.
//! A push the service accepts is done; 404 or 410 deletes the subscription; a failure
//! (no answer, 429, 5xx) is tried again later, each time twice as late, until the tries run
//! out. A room's change only writes rows and wakes the sender: sending never delays a move.
//!
//! Owns: claiming, sending and settling pushes. May not touch: rooms, the words of a push
//! (`texts`). Logs never name an endpoint or a key.

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::http::{header, HeaderValue, Request, StatusCode, Uri};
use base64ct::{Base64UrlUnpadded, Encoding};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio_rustls::rustls;
use web_push_native::{p256, Auth, WebPushBuilder};

use super::address::{self, Endpoint, Reach};
use super::texts;
use super::vapid::Vapid;
use crate::app::App;
use crate::metrics::METRICS;
use crate::secret;
use crate::settings::{PUSH_REPLY_MAX, PUSH_SENDERS};
use crate::store::{now_ms, ClaimedPush, PushKind};

/// How a send ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// The push service took it.
    Sent,
    /// The subscription is gone (404, 410, or no longer a valid subscription).
    Gone,
    /// Try again later (no answer, 429, 5xx).
    Later,
    /// Refused for good (another 4xx).
    Dropped,
}

/// Claims and sends pushes until the server stops.
pub async fn run(app: Arc<App>) {
    let senders = Arc::new(Semaphore::new(PUSH_SENDERS));
    let mut stop = app.stop_signal();
    let mut more = false;
    loop {
        if !more {
            tokio::select! {
                _ = app.push.wake.notified() => {}
                _ = tokio::time::sleep(app.settings.push_interval) => {}
                _ = stop.changed() => {}
            }
        }
        more = false;
        if app.stopping() {
            return;
        }
        if app.push.vapid.get().is_none() {
            continue;
        }
        let free = senders.available_permits();
        if free == 0 {
            // Every sender is busy: wait for one (a send ends within its deadline).
            if let Ok(permit) = senders.clone().acquire_owned().await {
                drop(permit);
            }
            more = true;
            continue;
        }
        let now = now_ms();
        let lease = (app.settings.push_timeout * 2 + Duration::from_secs(5)).as_millis() as i64;
        let claimed = match app
            .store
            .claim_pushes(&app.server_id, now, now + lease, free as i64)
            .await
        {
            Ok(claimed) => claimed,
            Err(e) => {
                tracing::warn!("push outbox: {e}");
                continue;
            }
        };
        more = claimed.len() == free;
        for push in claimed {
            let Ok(permit) = senders.clone().acquire_owned().await else {
                return;
            };
            let app = app.clone();
            tokio::spawn(async move {
                let outcome = match app.push.vapid.get() {
                    Some(vapid) => send(&app, vapid, &push).await,
                    None => Outcome::Later,
                };
                settle(&app, &push, outcome).await;
                drop(permit);
            });
        }
    }
}

/// Records how a send ended.
async fn settle(app: &App, push: &ClaimedPush, outcome: Outcome) {
    let (store, me) = (&app.store, app.server_id.as_str());
    let done = match outcome {
        Outcome::Sent => {
            METRICS.pushes_sent.fetch_add(1, Ordering::Relaxed);
            store
                .push_sent(push.id, me, push.kind == PushKind::Turn)
                .await
        }
        Outcome::Gone => {
            METRICS
                .push_subscriptions_gone
                .fetch_add(1, Ordering::Relaxed);
            store.delete_subscription(push.sub).await
        }
        Outcome::Later if push.tries + 1 < app.settings.push_tries as i64 => {
            METRICS.pushes_retried.fetch_add(1, Ordering::Relaxed);
            let wait = backoff(app.settings.push_retry, push.tries);
            store
                .push_later(push.id, me, now_ms() + wait.as_millis() as i64)
                .await
        }
        Outcome::Later | Outcome::Dropped => {
            METRICS.pushes_dropped.fetch_add(1, Ordering::Relaxed);
            store.push_dropped(push.id, me).await
        }
    };
    tracing::debug!(
        room = secret::tag(&push.facts.room),
        kind = push.kind.as_str(),
        ?outcome,
        "push"
    );
    if let Err(e) = done {
        tracing::warn!("push outbox: {e}");
    }
}

/// The wait before try `tries + 1`: `base`, doubling each time, at most an hour.
fn backoff(base: Duration, tries: i64) -> Duration {
    let doubled = base.saturating_mul(1 << tries.clamp(0, 16) as u32);
    doubled.min(Duration::from_secs(3600))
}

/// The `Urgency` of a push (RFC 8030 5.3): a turn is worth waking a phone for.
fn urgency(kind: PushKind) -> &'static str {
    match kind {
        PushKind::Turn | PushKind::HourLeft => "high",
        PushKind::Started | PushKind::Ended | PushKind::Rematch => "normal",
    }
}

/// Encrypts, signs and posts one push.
async fn send(app: &App, vapid: &Vapid, push: &ClaimedPush) -> Outcome {
    let reach = Reach {
        loopback_http: app.settings.push_allow_loopback_http,
    };
    let Ok(endpoint) = address::parse(&push.endpoint, reach) else {
        return Outcome::Gone;
    };
    let Some((public, auth)) = keys(&push.p256dh, &push.auth) else {
        return Outcome::Gone;
    };
    let Ok(uri) = push.endpoint.parse::<Uri>() else {
        return Outcome::Gone;
    };
    let payload = texts::payload(push.kind, &push.facts, &push.lang);
    let Ok(body) = serde_json::to_vec(&payload) else {
        return Outcome::Dropped;
    };
    let Ok(mut request) = WebPushBuilder::new(uri, public, auth)
        .with_valid_duration(app.settings.push_ttl)
        .build(body)
    else {
        return Outcome::Dropped;
    };
    // The token outlives the push's TTL by nothing more than a push service allows (24 h).
    let exp = now_ms() / 1000 + 12 * 3600;
    let contact = Some(app.settings.push_contact.as_str()).filter(|c| !c.is_empty());
    let headers = request.headers_mut();
    for (name, value) in [
        (
            header::AUTHORIZATION,
            vapid.authorization(&endpoint.origin(), exp, contact),
        ),
        (
            header::HeaderName::from_static("urgency"),
            urgency(push.kind).to_string(),
        ),
    ] {
        let Ok(value) = HeaderValue::try_from(value) else {
            return Outcome::Dropped;
        };
        headers.insert(name, value);
    }
    match post(&endpoint, request, reach, app.settings.push_timeout).await {
        Ok(status) if status.is_success() => Outcome::Sent,
        Ok(StatusCode::NOT_FOUND | StatusCode::GONE) => Outcome::Gone,
        Ok(s) if s == StatusCode::TOO_MANY_REQUESTS || s == StatusCode::REQUEST_TIMEOUT => {
            Outcome::Later
        }
        Ok(s) if s.is_server_error() => Outcome::Later,
        Ok(_) => Outcome::Dropped,
        Err(Failed::Refused) => Outcome::Gone,
        Err(Failed::Unreached) => Outcome::Later,
    }
}

/// A subscription's keys: the browser's P-256 public key and its 16-byte auth secret.
pub fn keys(p256dh: &str, auth: &str) -> Option<(p256::PublicKey, Auth)> {
    let public = p256::PublicKey::from_sec1_bytes(&decode(p256dh)?).ok()?;
    let auth: [u8; 16] = decode(auth)?.try_into().ok()?;
    Some((public, Auth::from(auth)))
}

/// base64url, with or without padding (browsers' `toJSON()` writes it without).
fn decode(text: &str) -> Option<Vec<u8>> {
    Base64UrlUnpadded::decode_vec(text.trim_end_matches('=')).ok()
}

/// Why a post did not get an answer.
#[derive(Debug)]
enum Failed {
    /// The endpoint may not be reached (its name resolves to an address not allowed, or to
    /// this server itself).
    Refused,
    /// No answer in time: no connection, TLS failed, or the service stalled.
    Unreached,
}

/// Posts `request` to a checked address of `endpoint` within `deadline`; the answer's
/// status (its body is read up to [`PUSH_REPLY_MAX`] bytes and dropped).
async fn post(
    endpoint: &Endpoint,
    request: Request<Vec<u8>>,
    reach: Reach,
    deadline: Duration,
) -> Result<StatusCode, Failed> {
    let exchange = async {
        let addrs = address::resolve(endpoint, reach, deadline)
            .await
            .map_err(|_| Failed::Refused)?;
        let stream = connect(&addrs).await?;
        if !reach.loopback_http {
            // An address of this machine answers from itself: never post to the server's own.
            let (local, peer) = (stream.local_addr(), stream.peer_addr());
            match (local, peer) {
                (Ok(l), Ok(p)) if l.ip() != p.ip() => {}
                _ => return Err(Failed::Refused),
            }
        }
        let request = origin_form(endpoint, request)?;
        if endpoint.https {
            let name = rustls::pki_types::ServerName::try_from(endpoint.host.clone())
                .map_err(|_| Failed::Refused)?;
            let tls = tokio_rustls::TlsConnector::from(tls_config()?)
                .connect(name, stream)
                .await
                .map_err(|_| Failed::Unreached)?;
            exchange(tls, request, deadline).await
        } else {
            exchange(stream, request, deadline).await
        }
    };
    tokio::time::timeout(deadline, exchange)
        .await
        .map_err(|_| Failed::Unreached)?
}

/// Connects to the first of `addrs` that answers.
async fn connect(addrs: &[SocketAddr]) -> Result<TcpStream, Failed> {
    for addr in addrs {
        if let Ok(stream) = TcpStream::connect(addr).await {
            let _ = stream.set_nodelay(true);
            return Ok(stream);
        }
    }
    Err(Failed::Unreached)
}

/// The request as an HTTP/1.1 client writes it: the path in the request line, the host
/// in `Host`.
fn origin_form(
    endpoint: &Endpoint,
    request: Request<Vec<u8>>,
) -> Result<Request<Full<Bytes>>, Failed> {
    let (mut parts, body) = request.into_parts();
    parts.uri = endpoint.path.parse().map_err(|_| Failed::Refused)?;
    let host = endpoint
        .origin()
        .split_once("://")
        .map(|(_, h)| h.to_string())
        .unwrap_or_default();
    parts.headers.insert(
        header::HOST,
        HeaderValue::try_from(host).map_err(|_| Failed::Refused)?,
    );
    Ok(Request::from_parts(parts, Full::new(Bytes::from(body))))
}

/// One request and its answer on `io`; at most [`PUSH_REPLY_MAX`] bytes of the answer's
/// body are read.
async fn exchange<S>(
    io: S,
    request: Request<Full<Bytes>>,
    deadline: Duration,
) -> Result<StatusCode, Failed>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, conn) = hyper::client::conn::http1::Builder::new()
        .max_buf_size(8192)
        .handshake(hyper_util::rt::TokioIo::new(io))
        .await
        .map_err(|_| Failed::Unreached)?;
    tokio::spawn(tokio::time::timeout(deadline, conn));
    let response = sender
        .send_request(request)
        .await
        .map_err(|_| Failed::Unreached)?;
    let status = response.status();
    let mut body = response.into_body();
    let mut read = 0;
    while read < PUSH_REPLY_MAX {
        match body.frame().await {
            Some(Ok(frame)) => read += frame.data_ref().map_or(0, |d| d.len()),
            _ => break,
        }
    }
    Ok(status)
}

/// The TLS client: the web's root certificates, ring's cryptography.
fn tls_config() -> Result<Arc<rustls::ClientConfig>, Failed> {
    static CONFIG: OnceLock<Option<Arc<rustls::ClientConfig>>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let mut roots = rustls::RootCertStore::empty();
            roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
            let provider = Arc::new(rustls::crypto::ring::default_provider());
            let config = rustls::ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .ok()?
                .with_root_certificates(roots)
                .with_no_client_auth();
            Some(Arc::new(config))
        })
        .clone()
        .ok_or(Failed::Unreached)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_twice_as_long_each_time_up_to_an_hour() {
        let base = Duration::from_secs(1);
        assert_eq!(backoff(base, 0), base);
        assert_eq!(backoff(base, 3), Duration::from_secs(8));
        assert_eq!(backoff(base, 40), Duration::from_secs(3600));
    }

    #[test]
    fn subscription_keys_are_read_with_or_without_padding() {
        let public = "BLn9b-VR0ca83knDNZ32dCHGyjJp-1riX9ZTN40MqV8K_LpQmLqxC_DoHvqvFXO_nGdAB4W9dogZb_sM-uV4JbY";
        assert!(keys(public, "_ordMnz7uTCmrpBTeUV4Bw").is_some());
        assert!(keys(public, "_ordMnz7uTCmrpBTeUV4Bw==").is_some());
        assert!(keys(public, "short").is_none());
        assert!(keys("not a key", "_ordMnz7uTCmrpBTeUV4Bw").is_none());
    }
}
