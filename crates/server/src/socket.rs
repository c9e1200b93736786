//! A room's WebSocket: its Origin checked at the upgrade, size and rate limits, hello first
//! (within a deadline), pings, and a close for a connection that stops reading (its ping
//! unanswered, or its messages waiting to be written, for the idle timeout). Then the
//! room's requests go to [`crate::room`].

use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use online::{limits, ClientMsg, ErrorCode};
use tokio::sync::{mpsc, Notify};

use crate::accounts::sessions::MaybeSignedIn;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::net::accept::SocketPlace;
use crate::rate::Bucket;
use crate::room::referee::By;
use crate::room::table::{Conn, Outbound};
use crate::room::{Event, Events, Held, RoomCell};
use crate::rooms::{no_such_room, Access};
use crate::{app::App, secret};

/// Messages queued for a connection before it counts as not reading and is closed.
const QUEUE: usize = 256;

/// Hellos a socket may have refused before it is closed (1008): enough for a page whose
/// seat link was replaced to come back as a spectator, too few to make hellos a workload.
pub const HELLO_TRIES: usize = 3;

/// Frames over this are not read at all: the connection is closed (1009). Between
/// [`limits::MESSAGE`] and this a frame is refused with [`ErrorCode::TooLarge`].
const HARD_LIMIT: usize = 4 * limits::MESSAGE;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    Path(room): Path<String>,
    State(app): State<Arc<App>>,
    place: SocketPlace,
    MaybeSignedIn(account): MaybeSignedIn,
) -> Response {
    ws.max_message_size(HARD_LIMIT)
        .max_frame_size(HARD_LIMIT)
        .on_upgrade(move |socket| async move {
            let _place = place;
            METRICS
                .sockets
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            serve(socket, room, app, account.unwrap_or_default()).await;
            METRICS
                .sockets
                .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        })
}

/// The room a connection said hello to, and how it came.
struct Joined {
    cell: Arc<RoomCell>,
    access: Access,
}

/// `account`: the account the socket's browser was signed in to when it opened ('':
/// none); a seat it takes belongs to it.
async fn serve(socket: WebSocket, target: String, app: Arc<App>, account: String) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Outbound>(QUEUE);
    let close = Arc::new(Notify::new());
    let idle = app.settings.idle_timeout;
    let writer = {
        let close = close.clone();
        tokio::spawn(async move {
            while let Some(out) = rx.recv().await {
                let (msg, last) = match out {
                    Outbound::Text(t) => (Message::Text(t.into()), false),
                    Outbound::Refusal(r) => {
                        r.leaving();
                        (Message::Text(r.text().into()), false)
                    }
                    Outbound::Ping => (Message::Ping(Vec::new().into()), false),
                    Outbound::Close(code, reason) => (
                        Message::Close(Some(CloseFrame {
                            code,
                            reason: reason.into(),
                        })),
                        true,
                    ),
                };
                // A peer that stops reading fills its socket: give up on it.
                match tokio::time::timeout(idle, sink.send(msg)).await {
                    Ok(Ok(())) if !last => {}
                    _ => break,
                }
            }
            close.notify_one();
            let _ = tokio::time::timeout(idle, sink.close()).await;
        })
    };
    let conn_id = app.next_conn();
    let mut bucket = Bucket::messages(Instant::now());
    let mut joined: Option<Joined> = None;
    let mut refused_hellos = 0;
    let started = tokio::time::Instant::now();
    let mut ping = tokio::time::interval(app.settings.ping_interval);
    ping.tick().await;
    let mut unanswered: Option<tokio::time::Instant> = None;
    let mut stop = app.stop_signal();
    let send = |text: String| {
        let _ = tx.try_send(Outbound::Text(text));
    };
    let refuse = |r: Refusal| {
        let _ = tx.try_send(Outbound::Refusal(r));
    };
    loop {
        let hello_by = started + app.settings.hello_timeout;
        let frame = tokio::select! {
            f = stream.next() => f,
            _ = close.notified() => break,
            _ = tokio::time::sleep_until(hello_by), if joined.is_none() => {
                let _ = tx.try_send(Outbound::Close(1008, "say hello first"));
                break;
            }
            _ = ping.tick() => {
                match unanswered {
                    Some(since) if since.elapsed() > idle => {
                        tracing::debug!(conn = conn_id, "closing a connection that answers no ping");
                        break;
                    }
                    Some(_) => {}
                    None => {
                        unanswered = Some(tokio::time::Instant::now());
                        let _ = tx.try_send(Outbound::Ping);
                    }
                }
                continue;
            }
            _ = stop.wait_for(|&s| s) => {
                let _ = tx.try_send(Outbound::Close(1001, "the server is restarting"));
                break;
            }
        };
        let Some(Ok(frame)) = frame else { break };
        let text = match frame {
            Message::Text(t) => t,
            Message::Pong(_) => {
                unanswered = None;
                continue;
            }
            Message::Ping(_) => continue,
            Message::Close(_) => break,
            Message::Binary(_) => {
                let r = if bucket.take(Instant::now()) {
                    Refusal::new(ErrorCode::Malformed, "messages are JSON text")
                } else {
                    Refusal::new(ErrorCode::RateLimited, "too many messages")
                };
                refuse(r);
                continue;
            }
        };
        if !bucket.take(Instant::now()) {
            refuse(Refusal::new(
                ErrorCode::RateLimited,
                format!("at most {} messages a second", limits::RATE_PER_SECOND),
            ));
            continue;
        }
        let msg = match online::read_client(text.as_str()) {
            Ok(m) => m,
            Err((code, message)) => {
                refuse(Refusal::new(code, message));
                continue;
            }
        };
        match (msg, &joined) {
            (ClientMsg::Ping, _) => send(online::to_text(&online::ServerMsg::Pong)),
            (ClientMsg::Hello { v, token }, None) => {
                match hello(&app, &target, conn_id, v, token, tx.clone(), close.clone()).await {
                    Ok((cell, access)) => joined = Some(Joined { cell, access }),
                    Err(r) => {
                        refuse(r);
                        refused_hellos += 1;
                        if refused_hellos >= HELLO_TRIES {
                            let _ = tx.try_send(Outbound::Close(1008, "too many refused hellos"));
                            break;
                        }
                    }
                }
            }
            (ClientMsg::Hello { .. }, Some(_)) => refuse(Refusal::new(
                ErrorCode::OutOfOrder,
                "hello was already said",
            )),
            (_, None) => refuse(Refusal::new(ErrorCode::OutOfOrder, "say hello first")),
            (msg, Some(j)) => handle(&app, &j.cell, j.access, (conn_id, &account), msg).await,
        }
    }
    if let Some(j) = joined {
        j.cell.hold(&app).await.leave(conn_id);
    }
    drop(tx);
    let _ = writer.await;
}

async fn hello(
    app: &Arc<App>,
    target: &str,
    conn_id: u64,
    v: u32,
    token: Option<String>,
    tx: mpsc::Sender<Outbound>,
    close: Arc<Notify>,
) -> Result<(Arc<RoomCell>, Access), Refusal> {
    if v != online::VERSION {
        return Err(Refusal::new(
            ErrorCode::Version,
            format!("this server speaks version {}", online::VERSION),
        ));
    }
    // A token is checked against the store before the room is loaded: a wrong one costs an
    // indexed read, never a replay.
    if let (Some(t), None) = (token.as_deref(), app.rooms.get(target)) {
        if secret::looks_like_id(target)
            && !app.store.has_token(target, &secret::hash_token(t)).await?
        {
            return Err(if app.store.room_of_watch(target).await?.is_some() {
                watch_only()
            } else if app.store.game_of(target).await?.is_some() {
                not_a_seat()
            } else {
                no_such_room()
            });
        }
    }
    // A key of a seat for its account's browsers (issue 44) is only in the store.
    let key_seat = match token.as_deref() {
        Some(t) if secret::looks_like_id(target) => {
            app.store
                .seat_of_key(target, &secret::hash_token(t))
                .await?
        }
        _ => None,
    };
    // A room that leaves memory between the look-up and the lock is looked up again.
    for _ in 0..8 {
        let Some((cell, access)) = app.rooms.find(app, target).await? else {
            return Err(no_such_room());
        };
        let mut room = cell.hold(app).await;
        if room.retired() {
            continue;
        }
        // A refused hello leaves nothing loaded behind (the hold's end sees to it).
        let (seat, token_hash) = admit(app, &room, access, token.as_deref(), key_seat)?;
        let conn = Conn {
            seat,
            token_hash,
            by_watch: access == Access::Watch,
            tx,
            close,
        };
        let welcome = room.enter(conn_id, conn, target);
        room.publish(welcome);
        // A person back at a seat the computer plays for them takes it back.
        let back = match seat {
            Some(s) => room.resume(app, s).await,
            None => Ok(Events::none()),
        };
        match back {
            Ok(events) => room.publish(events),
            Err(r) => tracing::warn!(room = secret::tag(room.id()), "resume: {r}"),
        }
        room.publish(Events::one(Event::StateTo(conn_id)));
        tracing::debug!(
            room = secret::tag(room.id()),
            conn = conn_id,
            ?seat,
            "hello"
        );
        drop(room);
        return Ok((cell, access));
    }
    Err(Refusal::new(
        ErrorCode::Unavailable,
        "the room is busy; try again",
    ))
}

/// The seat a hello plays (with its token's hash), or why it may not come in; `key_seat`:
/// the seat the token is a key of, if it is one.
fn admit(
    app: &App,
    room: &crate::room::Room,
    access: Access,
    token: Option<&str>,
    key_seat: Option<rules::Seat>,
) -> Result<(Option<rules::Seat>, Option<String>), Refusal> {
    match (token, access) {
        (Some(_), Access::Watch) => Err(watch_only()),
        (Some(t), Access::Room) => {
            let hash = secret::hash_token(t);
            let seat = match room.seat_of_token(&hash) {
                Some(seat) => seat,
                None => {
                    // A key plays the seat while the seat keeps the token it has now.
                    let seat = key_seat.ok_or_else(not_a_seat)?;
                    let now = room.seat_token_hash(seat).ok_or_else(not_a_seat)?;
                    return Ok((Some(seat), Some(now.to_string())));
                }
            };
            Ok((Some(seat), Some(hash)))
        }
        (None, _) if room.spectators() >= app.settings.max_spectators => Err(Refusal::new(
            ErrorCode::Full,
            "this room has as many spectators as it takes",
        )),
        (None, _) => Ok((None, None)),
    }
}

fn watch_only() -> Refusal {
    Refusal::new(ErrorCode::BadToken, "the spectators' link only watches")
}

fn not_a_seat() -> Refusal {
    Refusal::new(
        ErrorCode::BadToken,
        "that token is not one of this room's seats",
    )
}

async fn handle(
    app: &Arc<App>,
    cell: &Arc<RoomCell>,
    access: Access,
    (conn_id, account): (u64, &str),
    msg: ClientMsg,
) {
    let mut room = cell.hold(app).await;
    let Some(seat) = room.seat_of_conn(conn_id) else {
        return;
    };
    let result = run(app, &mut room, access, (conn_id, account), seat, msg).await;
    let told = match result {
        Ok(events) => events,
        // A move that lost its race is answered with the position it lost to.
        Err(refusal) if refusal.code == ErrorCode::Stale => {
            Events::one(Event::Refused(conn_id, refusal)).and(Event::StateTo(conn_id))
        }
        Err(refusal) => Events::one(Event::Refused(conn_id, refusal)),
    };
    room.publish(told);
}

/// The room's job a message asks for, from a connection at `seat` (`None`: it watches).
async fn run(
    app: &Arc<App>,
    room: &mut Held<'_>,
    access: Access,
    (conn_id, account): (u64, &str),
    seat: Option<rules::Seat>,
    msg: ClientMsg,
) -> Result<Events, Refusal> {
    let seated = || {
        seat.ok_or_else(|| Refusal::new(ErrorCode::NotASeat, "this connection watches; join first"))
    };
    match msg {
        ClientMsg::Join { .. } if access == Access::Watch => Err(Refusal::new(
            ErrorCode::NotASeat,
            "the spectators' link only watches",
        )),
        ClientMsg::Join { name } => room.join(app, conn_id, &name, account).await,
        ClientMsg::Move { ply, text } => {
            room.commit_move(app, seated()?, ply, &text, By::Person)
                .await
        }
        ClientMsg::UndoRequest { ply } => room.request_undo(app, seated()?, ply).await,
        ClientMsg::UndoAnswer { accept } => room.answer_undo(app, seated()?, accept).await,
        ClientMsg::NewToken => room.new_token(app, conn_id, seated()?, account).await,
        ClientMsg::Resume => room.resume(app, seated()?).await,
        ClientMsg::ClaimWin => room.claim_win(app, seated()?).await,
        ClientMsg::PlayAgain { accept } => room.play_again(app, seated()?, accept).await,
        ClientMsg::Say { phrase } => room.say(app, seated()?, phrase).await,
        ClientMsg::Hello { .. } | ClientMsg::Ping => Ok(Events::none()),
    }
}
