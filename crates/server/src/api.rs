//! The HTTP API: making a room and reading its record.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{CreateRoom, ErrorCode, RoomCreated, SeatSpec, ServerMsg};
use rules::{AnyGame, GameId, Record};

use crate::room::{check_name, Refusal, Room};
use crate::store::{StoredRoom, StoredSeat};
use crate::{ai_seats, secret, App};

fn json(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

/// A refusal as HTTP: the same `{"t":"error","code":…,"message":…}` as on the socket.
pub fn refusal((code, message): Refusal) -> Response {
    let status = match code {
        ErrorCode::NoSuchRoom => StatusCode::NOT_FOUND,
        ErrorCode::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::BAD_REQUEST,
    };
    json(status, online::to_text(&ServerMsg::Error { code, message }))
}

fn bad_room(message: impl Into<String>) -> Refusal {
    (ErrorCode::BadRoom, message.into())
}

/// Checks a [`CreateRoom`] and turns it into the room to store, with the maker's token.
pub fn new_room(req: &CreateRoom) -> Result<(StoredRoom, Option<(usize, String)>), Refusal> {
    if req.v != online::VERSION {
        return Err((
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
    let name = check_name(&req.name).map_err(|(_, m)| bad_room(m))?;
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
                    kind: "computer".into(),
                    level: level.clone(),
                    name: String::new(),
                    token_hash: None,
                }
            }
            SeatSpec::Open if maker.is_none() => {
                let token = secret::token();
                let seat = StoredSeat {
                    kind: "person".into(),
                    level: String::new(),
                    name: name.clone(),
                    token_hash: Some(secret::hash_token(&token)),
                };
                maker = Some((i, token));
                seat
            }
            SeatSpec::Open => StoredSeat {
                kind: "open".into(),
                level: String::new(),
                name: String::new(),
                token_hash: None,
            },
        });
    }
    let room = StoredRoom {
        id: secret::room_id(),
        game: game.as_str().to_string(),
        players: req.setup.players,
        options: req.setup.options.clone(),
        seed,
        version: 0,
        undo: None,
        seats,
        moves: Vec::new(),
    };
    Ok((room, maker))
}

/// `POST /api/rooms`.
pub async fn create_room(State(app): State<Arc<App>>, body: Bytes) -> Response {
    if body.len() > online::limits::MESSAGE {
        return refusal((
            ErrorCode::TooLarge,
            format!("a request has at most {} bytes", online::limits::MESSAGE),
        ));
    }
    let req: CreateRoom = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => {
            return refusal((
                ErrorCode::Malformed,
                rules::clip(&format!("not a room request: {e}")),
            ))
        }
    };
    let (room, maker) = match new_room(&req) {
        Ok(r) => r,
        Err(e) => return refusal(e),
    };
    if let Err(e) = app.store.create_room(&room).await {
        eprintln!("create room: {e}");
        return refusal((
            ErrorCode::Unavailable,
            "the room could not be stored".into(),
        ));
    }
    let (seat, token) = match maker {
        Some((seat, token)) => (Some(seat), Some(token)),
        None => (None, None),
    };
    json(
        StatusCode::CREATED,
        online::to_text(&RoomCreated {
            room: room.id,
            seat,
            token,
        }),
    )
}

/// `GET /api/rooms/{room}/record`: the whole record once the game has ended, before that
/// without the `seed` key.
pub async fn record(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    let no_room = || refusal((ErrorCode::NoSuchRoom, "no such room".into()));
    if !secret::looks_like_id(&id) {
        return no_room();
    }
    let stored = match app.store.load_room(&id).await {
        Ok(Some(s)) => s,
        Ok(None) => return no_room(),
        Err(e) => {
            eprintln!("record: {e}");
            return refusal((
                ErrorCode::Unavailable,
                "the room could not be loaded".into(),
            ));
        }
    };
    let room = match Room::build(stored) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("record {id}: {e}");
            return refusal((
                ErrorCode::Unavailable,
                "the room could not be loaded".into(),
            ));
        }
    };
    match public_record(&room.record(), room.game.outcome().is_some()) {
        Ok(text) => json(StatusCode::OK, text),
        Err(e) => refusal((ErrorCode::Unavailable, e)),
    }
}

/// The record as JSON; without the seed unless the game has `ended`.
pub fn public_record(record: &Record, ended: bool) -> Result<String, String> {
    let text = record.to_json().map_err(|e| e.to_string())?;
    if ended {
        return Ok(text);
    }
    let mut value: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if let Some(fields) = value.as_object_mut() {
        fields.remove("seed");
    }
    serde_json::to_string_pretty(&value).map_err(|e| e.to_string())
}
