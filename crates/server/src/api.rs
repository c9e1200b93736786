//! The HTTP API: making a room, "Play now", what a device's rooms wait for, and a room's
//! record. A request with a body asks for JSON from this site (or an allowed origin);
//! making a room and "Play now" go at a rate per client address. Each of those is an
//! extractor a handler takes ([`FromSite`], [`RoomRate`], [`JsonBody`], in that order: the
//! rate is not spent on a request of another site, the body not read over the rate), whose
//! rejection is the refusal, so no handler repeats them or can forget one.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::{to_bytes, Body, Bytes, HttpBody};
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{
    limits, Clock, CreateRoom, ErrorCode, PlayNow, RoomCreated, SeatKind, SeatSpec, Turns,
    TurnsAnswer,
};
use rules::{AnyGame, GameId, Setup};
use serde::de::DeserializeOwned;

use crate::accounts::sessions::MaybeSignedIn;
use crate::error::{json, Refusal};
use crate::metrics::METRICS;
use crate::ratings::scale::Standing;
use crate::room::clock::Lengths;
use crate::room::fresh_room;
use crate::room::referee::Seated;
use crate::settings::Settings;
use crate::store::{StoredRoom, StoredSeat, Turn};
use crate::{ai_seats, app::App, names, ratings, secret};

fn bad_room(message: impl Into<String>) -> Refusal {
    Refusal::new(ErrorCode::BadRoom, message)
}

fn check_version(v: u32) -> Result<(), Refusal> {
    if v != online::VERSION {
        return Err(Refusal::new(
            ErrorCode::Version,
            format!("this server speaks version {}", online::VERSION),
        ));
    }
    Ok(())
}

fn game_id(game: &str) -> Result<GameId, Refusal> {
    game.parse()
        .map_err(|_| bad_room(format!("unknown game {}", rules::clip(game))))
}

fn check_level(level: &str) -> Result<(), Refusal> {
    if ai_seats::LEVELS.contains(&level) {
        return Ok(());
    }
    Err(bad_room(format!(
        "unknown level {}: one of {}",
        rules::clip(level),
        ai_seats::LEVELS.join(", ")
    )))
}

/// A new room's seats, with the maker's seat and token.
type NewRoom = (StoredRoom, Turn, Option<(usize, String)>);

/// Checks a [`CreateRoom`] and turns it into the room to store (its clock begun when no
/// seat is open), with the maker's token.
pub fn new_room(req: &CreateRoom, settings: &Settings) -> Result<NewRoom, Refusal> {
    check_version(req.v)?;
    let game = game_id(&req.game)?;
    let seed = secret::seed();
    let start =
        AnyGame::new(game, &req.setup, seed).map_err(|e| bad_room(rules::clip(&e.to_string())))?;
    req.clock.check().map_err(bad_room)?;
    check_level(&req.stand_in)?;
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
                check_level(level)?;
                StoredSeat {
                    kind: SeatKind::Computer {
                        level: level.clone(),
                    },
                    ..StoredSeat::open()
                }
            }
            SeatSpec::Open if maker.is_none() => {
                let token = secret::token();
                let seat = StoredSeat {
                    kind: SeatKind::Person,
                    name: names::check(&req.name)?,
                    token_hash: Some(secret::hash_token(&token)),
                    ..StoredSeat::open()
                };
                maker = Some((i, token));
                seat
            }
            SeatSpec::Open => StoredSeat::open(),
        });
    }
    let len = Lengths::new(req.clock, settings.clock_minute, settings.away_limit);
    let (room, turn) = fresh_room(&start, &req.setup, seed, seats, &len);
    let room = StoredRoom {
        listed: req.listed,
        stand_in: req.stand_in.clone(),
        rated: req.rated,
        ..room
    };
    Ok((room, turn, maker))
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
    _: FromSite,
    _: RoomRate,
    MaybeSignedIn(account): MaybeSignedIn,
    JsonBody(req): JsonBody<CreateRoom>,
) -> Response {
    answer(
        StatusCode::CREATED,
        make(&app, &req, account.as_deref()).await,
    )
}

/// `POST /api/play-now`: a seat at the oldest open table of the game for that many players
/// whose seats have no name like the caller's, or a new listed table.
pub async fn play_now(
    State(app): State<Arc<App>>,
    _: FromSite,
    _: RoomRate,
    MaybeSignedIn(account): MaybeSignedIn,
    JsonBody(req): JsonBody<PlayNow>,
) -> Response {
    answer(StatusCode::OK, play(&app, &req, account.as_deref()).await)
}

/// `POST /api/turns`: what each of a device's rooms waits for.
pub async fn turns(
    State(app): State<Arc<App>>,
    _: FromSite,
    JsonBody(req): JsonBody<Turns>,
) -> Response {
    let read = async {
        if req.rooms.len() > limits::TURNS {
            return Err(Refusal::new(
                ErrorCode::TooLarge,
                format!("at most {} rooms at once", limits::TURNS),
            ));
        }
        let ids: Vec<String> = req
            .rooms
            .into_iter()
            .filter(|r| secret::looks_like_id(r))
            .collect();
        let rooms = app.store.turns(&ids).await?;
        Ok(TurnsAnswer { rooms })
    };
    answer(StatusCode::OK, read.await)
}

fn answer<T: serde::Serialize>(status: StatusCode, result: Result<T, Refusal>) -> Response {
    match result {
        Ok(body) => json(status, online::to_text(&body)),
        Err(r) => r.into_response(),
    }
}

/// Room making and "Play now" share the room rate of the client's address.
fn take_rate(app: &App, peer: SocketAddr, headers: &HeaderMap) -> Result<(), Refusal> {
    let client = crate::net::client_ip(peer.ip(), headers, &app.settings.trusted_proxies);
    if !app.room_rate.take(client) {
        return Err(Refusal::new(
            ErrorCode::RateLimited,
            "too many rooms made from this address; try again later",
        ));
    }
    Ok(())
}

/// A request from a page of this site (or an allowed origin) that says it is JSON.
pub struct FromSite;

impl FromRequestParts<Arc<App>> for FromSite {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Refusal> {
        app.check_origin(&parts.headers)?;
        if !is_json(&parts.headers) {
            return Err(Refusal::new(
                ErrorCode::Malformed,
                "a request with a body is JSON (Content-Type: application/json)",
            ));
        }
        Ok(FromSite)
    }
}

/// A room made (or "Play now") from the client's address, within its rate.
pub struct RoomRate;

impl FromRequestParts<Arc<App>> for RoomRate {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Refusal> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0)
            .ok_or_else(Refusal::unavailable)?;
        take_rate(app, peer, &parts.headers)?;
        Ok(RoomRate)
    }
}

/// What a request's body is, for its refusals ("not a room request: …").
pub trait Named {
    const WHAT: &'static str;
}

impl Named for CreateRoom {
    const WHAT: &'static str = "a room request";
}

impl Named for PlayNow {
    const WHAT: &'static str = "a play-now request";
}

impl Named for Turns {
    const WHAT: &'static str = "a turns request";
}

/// A request's JSON body as `T`, within the size limit and the header deadline.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned + Named> FromRequest<Arc<App>> for JsonBody<T> {
    type Rejection = Refusal;

    async fn from_request(req: axum::extract::Request, app: &Arc<App>) -> Result<Self, Refusal> {
        read_body(app, req.into_body(), T::WHAT).await.map(JsonBody)
    }
}

/// A request's JSON body, within the size limit and the header deadline.
async fn read_body<T: DeserializeOwned>(app: &App, body: Body, what: &str) -> Result<T, Refusal> {
    let body = read_bytes(app, body, limits::MESSAGE).await?;
    serde_json::from_slice(&body).map_err(|e| {
        Refusal::new(
            ErrorCode::Malformed,
            rules::clip(&format!("not {what}: {e}")),
        )
    })
}

/// A request's body of at most `limit` bytes (one that says it is longer is refused
/// unread), within the header deadline.
pub async fn read_bytes(app: &App, body: Body, limit: usize) -> Result<Bytes, Refusal> {
    let too_large = || {
        Refusal::new(
            ErrorCode::TooLarge,
            format!("a request has at most {limit} bytes"),
        )
    };
    if usize::try_from(body.size_hint().lower()).map_or(true, |n| n > limit) {
        return Err(too_large());
    }
    tokio::time::timeout(app.settings.header_timeout, to_bytes(body, limit))
        .await
        .map_err(|_| Refusal::new(ErrorCode::Malformed, "the request's body came too slowly"))?
        .map_err(|_| too_large())
}

/// Stores a checked room; the maker's seat and token. The maker's seat belongs to their
/// `account`; a rated room needs one.
async fn make(app: &App, req: &CreateRoom, account: Option<&str>) -> Result<RoomCreated, Refusal> {
    ratings::may_make(req, account)?;
    let (mut room, turn, maker) = new_room(req, &app.settings)?;
    if let (Some((seat, _)), Some(account)) = (&maker, account) {
        if let Some(s) = room.seats.get_mut(*seat) {
            s.account = account.to_string();
        }
    }
    app.store.create_room(&room, &turn).await?;
    METRICS
        .rooms_created
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    tracing::info!(room = secret::tag(&room.id), game = room.game, "room made");
    if room.listed {
        app.lobby.touch();
    }
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

/// Open tables "Play now" tries before it makes one.
const PLAY_NOW_TRIES: usize = 8;

/// Open tables a signed-in player's "Play now" reads to choose the nearest from.
const PLAY_NOW_NEAREST_OF: usize = 64;

/// "Play now" takes a seat at the first open table that has one for the caller, trying
/// [`PLAY_NOW_TRIES`] of them: the oldest first, or for a signed-in caller (`account`) the
/// one whose players' mean rating is nearest theirs first ([`ratings::nearest_first`]);
/// rated tables only for a signed-in caller. Else it makes a new listed table.
async fn play(
    app: &Arc<App>,
    req: &PlayNow,
    account: Option<&str>,
) -> Result<RoomCreated, Refusal> {
    check_version(req.v)?;
    let game = game_id(&req.game)?;
    if !AnyGame::player_range(game).contains(&req.players) {
        return Err(bad_room(format!(
            "{} is not a player count of {game}",
            req.players
        )));
    }
    let name = names::check(&req.name)?;
    let tables = app
        .store
        .open_tables(
            Some(game.as_str()),
            Some(req.players),
            Some(req.turn_based),
            if account.is_some() {
                PLAY_NOW_NEAREST_OF
            } else {
                PLAY_NOW_TRIES
            },
        )
        .await?;
    let mine = match account {
        Some(a) => Some(
            app.store
                .rating(a, game.as_str())
                .await?
                .unwrap_or(Standing::NEW),
        ),
        None => None,
    };
    let tables = ratings::nearest_first(tables, mine.map(|s| s.shown().value));
    for table in tables.into_iter().take(PLAY_NOW_TRIES) {
        let Some(cell) = app.rooms.load(app, &table.room).await? else {
            continue;
        };
        let mut room = cell.hold(app).await;
        let open = !room.retired() && room.listed() && !room.started() && !room.over();
        let taken = if open {
            room.take_open_seat(app, &name, account.unwrap_or_default())
                .await
        } else {
            Err(Refusal::new(ErrorCode::NoOpenSeat, "every seat is taken"))
        };
        match taken {
            Ok((Seated { seat, token, .. }, events)) => {
                room.publish(events);
                let id = room.id().to_string();
                drop(room);
                tracing::info!(room = secret::tag(&id), seat, "play now: seated");
                return Ok(RoomCreated {
                    room: id,
                    seat: Some(seat),
                    token: Some(token),
                });
            }
            Err(r)
                if matches!(
                    r.code,
                    ErrorCode::NoOpenSeat | ErrorCode::NameTaken | ErrorCode::NotSignedIn
                ) => {}
            Err(r) => return Err(r),
        }
    }
    let table = CreateRoom {
        v: req.v,
        game: game.as_str().to_string(),
        setup: Setup::players(req.players),
        seats: vec![SeatSpec::Open; req.players],
        name,
        listed: true,
        clock: if req.turn_based {
            Clock::PLAY_NOW_TURN_BASED
        } else {
            Clock::PLAY_NOW
        },
        stand_in: online::STAND_IN.to_string(),
        rated: false,
    };
    make(app, &table, account).await
}

/// `GET /api/rooms/{room}/record`: the whole record once the game has ended, before that
/// without the `seed` key.
pub async fn record(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    match app.records.get(&app, &id).await {
        Ok(text) => json(StatusCode::OK, text.as_str().to_string()),
        Err(r) => r.into_response(),
    }
}
