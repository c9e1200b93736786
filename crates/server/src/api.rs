//! The HTTP API: making a room and reading its record. Making a room asks for JSON from
//! this site (or an allowed origin), at a rate per client address.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::{to_bytes, Body};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{CreateRoom, ErrorCode, RoomCreated, SeatKind, SeatSpec};
use rules::{AnyGame, GameId};

use crate::error::{json, Refusal};
use crate::metrics::METRICS;
use crate::store::{StoredRoom, StoredSeat};
use crate::{ai_seats, names, secret, App};

fn bad_room(message: impl Into<String>) -> Refusal {
    Refusal::new(ErrorCode::BadRoom, message)
}

/// Checks a [`CreateRoom`] and turns it into the room to store, with the maker's token.
pub fn new_room(req: &CreateRoom) -> Result<(StoredRoom, Option<(usize, String)>), Refusal> {
    if req.v != online::VERSION {
        return Err(Refusal::new(
            ErrorCode::Version,
            format!("this server speaks version {}", online::VERSION),
        ));
    }
    let game: GameId = req
        .game
        .parse()
        .map_err(|_| bad_room(format!("unknown game {}", rules::clip(&req.game))))?;
    let seed = secret::seed();
    AnyGame::new(game, &req.setup, seed).map_err(|e| bad_room(rules::clip(&e.to_string())))?;
    if req.seats.len() != req.setup.players {
        return Err(bad_room(format!(
            "{} seats for {} players",
            req.seats.len(),
            req.setup.players
        )));
    }
    let mut maker = None;
    let mut seats = Vec::with_capacity(req.seats.len());
    for (i, spec) in req.seats.iter().enumerate() {
        seats.push(match spec {
            SeatSpec::Computer { level } => {
                if !ai_seats::LEVELS.contains(&level.as_str()) {
                    return Err(bad_room(format!(
                        "unknown level {}: one of {}",
                        rules::clip(level),
                        ai_seats::LEVELS.join(", ")
                    )));
                }
                StoredSeat {
                    kind: SeatKind::Computer {
                        level: level.clone(),
                    },
                    name: String::new(),
                    token_hash: None,
                }
            }
            SeatSpec::Open if maker.is_none() => {
                let token = secret::token();
                let seat = StoredSeat {
                    kind: SeatKind::Person,
                    name: names::check(&req.name)?,
                    token_hash: Some(secret::hash_token(&token)),
                };
                maker = Some((i, token));
                seat
            }
            SeatSpec::Open => StoredSeat::open(),
        });
    }
    let room = StoredRoom {
        id: secret::room_id(),
        watch: Some(secret::room_id()),
        game: game.as_str().to_string(),
        players: req.setup.players,
        options: req.setup.options.clone(),
        seed,
        version: 0,
        undo: None,
        seats,
        moves: Vec::new(),
        touched: 0,
        ended: Some(0),
    };
    Ok((room, maker))
}

/// Whether the request says its body is JSON.
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
}

/// `POST /api/rooms`.
pub async fn create_room(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    match create(&app, peer, &headers, body).await {
        Ok(created) => json(StatusCode::CREATED, online::to_text(&created)),
        Err(r) => r.into_response(),
    }
}

async fn create(
    app: &App,
    peer: SocketAddr,
    headers: &HeaderMap,
    body: Body,
) -> Result<RoomCreated, Refusal> {
    app.check_origin(headers)?;
    if !is_json(headers) {
        return Err(Refusal::new(
            ErrorCode::Malformed,
            "a room request is JSON (Content-Type: application/json)",
        ));
    }
    let client = crate::net::client_ip(peer.ip(), headers, &app.settings.trusted_proxies);
    if !app.room_rate.take(client) {
        return Err(Refusal::new(
            ErrorCode::RateLimited,
            "too many rooms made from this address; try again later",
        ));
    }
    let too_large = || {
        Refusal::new(
            ErrorCode::TooLarge,
            format!("a request has at most {} bytes", online::limits::MESSAGE),
        )
    };
    let body = tokio::time::timeout(
        app.settings.header_timeout,
        to_bytes(body, online::limits::MESSAGE),
    )
    .await
    .map_err(|_| Refusal::new(ErrorCode::Malformed, "the request's body came too slowly"))?
    .map_err(|_| too_large())?;
    let req: CreateRoom = serde_json::from_slice(&body).map_err(|e| {
        Refusal::new(
            ErrorCode::Malformed,
            rules::clip(&format!("not a room request: {e}")),
        )
    })?;
    let (room, maker) = new_room(&req)?;
    app.store.create_room(&room).await?;
    METRICS
        .rooms_created
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    tracing::info!(room = secret::tag(&room.id), game = room.game, "room made");
    let (seat, token) = match maker {
        Some((seat, token)) => (Some(seat), Some(token)),
        None => (None, None),
    };
    Ok(RoomCreated {
        room: room.id,
        seat,
        token,
    })
}

/// `GET /api/rooms/{room}/record`: the whole record once the game has ended, before that
/// without the `seed` key.
pub async fn record(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    match app.records.get(&app, &id).await {
        Ok(text) => json(StatusCode::OK, text.as_str().to_string()),
        Err(r) => r.into_response(),
    }
}
