//! A room's WebSocket: size and rate limits, hello first, then the room's requests.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use online::{limits, ClientMsg, ErrorCode, ServerMsg};
use tokio::sync::mpsc;

use crate::room::{Conn, Refusal, RoomCell};
use crate::{ai_seats, App};

/// Messages queued for a connection before it counts as not reading and is dropped.
const QUEUE: usize = 256;

/// Frames over this are not read at all: the connection is closed (1009). Between
/// [`limits::MESSAGE`] and this a frame is refused with [`ErrorCode::TooLarge`].
const HARD_LIMIT: usize = 4 * limits::MESSAGE;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    Path(room): Path<String>,
    State(app): State<Arc<App>>,
) -> Response {
    ws.max_message_size(HARD_LIMIT)
        .max_frame_size(HARD_LIMIT)
        .on_upgrade(move |socket| serve(socket, room, app))
}

/// A token bucket: [`limits::BURST`] messages at once, refilled at
/// [`limits::RATE_PER_SECOND`].
pub struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(now: Instant) -> Self {
        Bucket {
            tokens: f64::from(limits::BURST),
            last: now,
        }
    }

    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * f64::from(limits::RATE_PER_SECOND))
            .min(f64::from(limits::BURST));
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn error(code: ErrorCode, message: impl Into<String>) -> String {
    online::to_text(&ServerMsg::Error {
        code,
        message: message.into(),
    })
}

async fn serve(socket: WebSocket, room_id: String, app: Arc<App>) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<String>(QUEUE);
    let writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if sink.send(Message::Text(text.into())).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let conn_id = app.next_conn();
    let mut bucket = Bucket::new(Instant::now());
    let mut joined: Option<Arc<RoomCell>> = None;
    while let Some(Ok(frame)) = stream.next().await {
        let text = match frame {
            Message::Text(t) => t,
            Message::Binary(_) => {
                if !bucket.take(Instant::now()) {
                    let _ = tx.try_send(error(ErrorCode::RateLimited, "too many messages"));
                    continue;
                }
                let _ = tx.try_send(error(ErrorCode::Malformed, "messages are JSON text"));
                continue;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        if !bucket.take(Instant::now()) {
            let _ = tx.try_send(error(
                ErrorCode::RateLimited,
                format!("at most {} messages a second", limits::RATE_PER_SECOND),
            ));
            continue;
        }
        let msg = match online::read_client(text.as_str()) {
            Ok(m) => m,
            Err((code, message)) => {
                let _ = tx.try_send(error(code, message));
                continue;
            }
        };
        if tx.is_closed() {
            break;
        }
        match (msg, &joined) {
            (ClientMsg::Ping, _) => {
                let _ = tx.try_send(online::to_text(&ServerMsg::Pong));
            }
            (ClientMsg::Hello { v, token }, None) => {
                match hello(&app, &room_id, conn_id, v, token, tx.clone()).await {
                    Ok(cell) => joined = Some(cell),
                    Err((code, message)) => {
                        let _ = tx.try_send(error(code, message));
                    }
                }
            }
            (ClientMsg::Hello { .. }, Some(_)) => {
                let _ = tx.try_send(error(ErrorCode::OutOfOrder, "hello was already said"));
            }
            (_, None) => {
                let _ = tx.try_send(error(ErrorCode::OutOfOrder, "say hello first"));
            }
            (msg, Some(cell)) => handle(&app, cell, conn_id, msg).await,
        }
    }
    if let Some(cell) = joined {
        leave(&app, &cell, conn_id).await;
    }
    drop(tx);
    let _ = writer.await;
}

async fn hello(
    app: &Arc<App>,
    room_id: &str,
    conn_id: u64,
    v: u32,
    token: Option<String>,
    tx: mpsc::Sender<String>,
) -> Result<Arc<RoomCell>, Refusal> {
    if v != online::VERSION {
        return Err((
            ErrorCode::Version,
            format!("this server speaks version {}", online::VERSION),
        ));
    }
    // A room that leaves memory between the look-up and the lock is looked up again.
    for _ in 0..8 {
        let Some(cell) = app.room(room_id).await? else {
            return Err((ErrorCode::NoSuchRoom, "no such room".into()));
        };
        let mut room = cell.room.lock().await;
        if room.retired {
            continue;
        }
        let seat = match &token {
            None => None,
            Some(t) => Some(room.seat_of_token(t).ok_or((
                ErrorCode::BadToken,
                "that token is not one of this room's seats".to_string(),
            ))?),
        };
        room.conns.insert(conn_id, Conn { seat, tx });
        let welcome = room.welcome(seat);
        room.send(conn_id, &welcome);
        let state = room.state(seat);
        room.send(conn_id, &state);
        let key = seat.map_or(crate::store::SPECTATORS, |s| s as i64);
        room.sync_presence(app, vec![key]).await;
        ai_seats::maybe_start(app, &cell, &mut room);
        drop(room);
        return Ok(cell);
    }
    Err((ErrorCode::Unavailable, "the room is busy; try again".into()))
}

async fn handle(app: &Arc<App>, cell: &Arc<RoomCell>, conn_id: u64, msg: ClientMsg) {
    let mut room = cell.room.lock().await;
    let Some(seat) = room.conns.get(&conn_id).map(|c| c.seat) else {
        return;
    };
    let seated = seat.ok_or((
        ErrorCode::NotASeat,
        "this connection watches; join first".to_string(),
    ));
    let result = match msg {
        ClientMsg::Join { name } => room.join(app, conn_id, &name).await,
        ClientMsg::Move { ply, text } => match seated {
            Ok(seat) => room.commit_move(app, seat, ply, &text).await,
            Err(e) => Err(e),
        },
        ClientMsg::UndoRequest { ply } => match seated {
            Ok(seat) => room.request_undo(app, seat, ply).await,
            Err(e) => Err(e),
        },
        ClientMsg::UndoAnswer { accept } => match seated {
            Ok(seat) => room.answer_undo(app, seat, accept).await,
            Err(e) => Err(e),
        },
        ClientMsg::Hello { .. } | ClientMsg::Ping => Ok(()),
    };
    if let Err(refusal) = result {
        let stale = refusal.0 == ErrorCode::Stale;
        room.refuse(conn_id, refusal);
        if stale {
            let state = room.state(seat);
            room.send(conn_id, &state);
        }
    }
    room.sync_presence_if_dropped(app).await;
    ai_seats::maybe_start(app, cell, &mut room);
}

async fn leave(app: &Arc<App>, cell: &Arc<RoomCell>, conn_id: u64) {
    let mut room = cell.room.lock().await;
    if let Some(conn) = room.conns.remove(&conn_id) {
        let key = conn.seat.map_or(crate::store::SPECTATORS, |s| s as i64);
        room.sync_presence(app, vec![key]).await;
    }
    app.retire_if_idle(cell, &mut room);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_bucket_allows_a_burst_then_the_rate() {
        let t0 = Instant::now();
        let mut b = Bucket::new(t0);
        let burst = (0..100).filter(|_| b.take(t0)).count();
        assert_eq!(burst, limits::BURST as usize);
        let later = t0 + Duration::from_secs(1);
        let refilled = (0..100).filter(|_| b.take(later)).count();
        assert_eq!(refilled, limits::RATE_PER_SECOND as usize);
    }
}
