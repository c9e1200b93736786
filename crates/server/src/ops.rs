//! For whoever runs the server: `/healthz` (200 when the database answers, else 503; why
//! not goes to the log, never to the visitor) and `/metrics` (Prometheus text; only to
//! loopback and the addresses in `--metrics-from`, and never to a request that a proxy
//! forwarded without being one of `--trusted-proxies`: behind a local proxy every peer
//! is loopback).

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::app::App;

/// How long `/healthz` waits for the database.
const HEALTH_WAIT: Duration = Duration::from_secs(3);

pub async fn healthz(State(app): State<Arc<App>>) -> Response {
    let answer = tokio::time::timeout(HEALTH_WAIT, app.store.check()).await;
    let (status, text) = match answer {
        Ok(Ok(())) if !app.stopping() => (StatusCode::OK, "ok\n".to_string()),
        Ok(Ok(())) => (StatusCode::SERVICE_UNAVAILABLE, "stopping\n".to_string()),
        Ok(Err(e)) => {
            tracing::warn!("healthz: the database: {e}");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "database: unavailable\n".to_string(),
            )
        }
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            "database: no answer\n".to_string(),
        ),
    };
    (status, [(header::CACHE_CONTROL, "no-store")], text).into_response()
}

pub async fn metrics(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let trusted = &app.settings.trusted_proxies;
    let client = crate::net::client_ip(peer.ip(), &headers, trusted);
    let unvouched = crate::net::forwarded(&headers) && !crate::net::is_trusted(peer.ip(), trusted);
    let allowed = client.is_loopback() || app.settings.metrics_from.contains(&client);
    if unvouched || !allowed {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    }
    (
        StatusCode::OK,
        [
            (
                header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        crate::metrics::render(app.rooms.len()),
    )
        .into_response()
}
