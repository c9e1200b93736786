//! The lobby's socket (`GET /api/lobby/ws?game=<id>`) and the task that keeps the open
//! tables' list (the parent module's state) read while anyone watches.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use online::{limits, ClientMsg, ErrorCode, OpenTable, ServerMsg};
use rules::GameId;

use crate::app::App;
use crate::error::Refusal;
use crate::metrics::METRICS;
use crate::net::accept::SocketPlace;
use crate::rate::Bucket;

/// Other processes' tables show within this.
pub const REFRESH: Duration = Duration::from_secs(2);
/// Changes here are gathered this long before the list is read.
pub const GATHER: Duration = Duration::from_millis(150);

/// Keeps the list while anyone watches, until the server stops.
pub async fn run(app: Arc<App>) {
    let mut stop = app.stop_signal();
    loop {
        let touched = tokio::select! {
            _ = app.lobby.dirty.notified() => true,
            _ = tokio::time::sleep(REFRESH) => false,
            _ = stop.wait_for(|&s| s) => return,
        };
        if touched {
            tokio::time::sleep(GATHER).await;
        }
        if app.lobby.tables.receiver_count() == 0 {
            continue;
        }
        match app
            .store
            .open_tables(None, None, None, limits::LOBBY_TABLES)
            .await
        {
            Ok(tables) => {
                app.lobby.tables.send_if_modified(|old| {
                    let changed = **old != tables;
                    if changed {
                        *old = Arc::new(tables);
                    }
                    changed
                });
            }
            Err(e) => tracing::warn!("lobby: {e}"),
        }
    }
}

#[derive(serde::Deserialize)]
pub struct Filter {
    game: Option<String>,
}

/// `GET /api/lobby/ws?game=<id>`.
pub async fn upgrade(
    ws: WebSocketUpgrade,
    Query(filter): Query<Filter>,
    State(app): State<Arc<App>>,
    place: SocketPlace,
) -> Response {
    let game = match filter.game.as_deref().map(str::parse::<GameId>) {
        None => None,
        Some(Ok(g)) => Some(g),
        Some(Err(_)) => {
            return Refusal::new(ErrorCode::BadRoom, "no such game").into_response();
        }
    };
    ws.max_message_size(limits::MESSAGE)
        .max_frame_size(limits::MESSAGE)
        .on_upgrade(move |socket| async move {
            // Under the same caps as a room's socket, for as long as it is open.
            let _place = place;
            METRICS
                .lobby_sockets
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            app.lobby.touch();
            serve(socket, game, app).await;
            METRICS
                .lobby_sockets
                .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        })
}

fn tables_of(all: &[OpenTable], game: Option<GameId>) -> Vec<OpenTable> {
    all.iter()
        .filter(|t| game.is_none_or(|g| t.game == g.as_str()))
        .cloned()
        .collect()
}

async fn serve(socket: WebSocket, game: Option<GameId>, app: Arc<App>) {
    let (mut sink, mut stream) = socket.split();
    let idle = app.settings.idle_timeout;
    let mut tables = app.lobby.tables.subscribe();
    let mut shown: Option<Vec<OpenTable>> = None;
    let mut bucket = Bucket::messages(Instant::now());
    let mut ping = tokio::time::interval(app.settings.ping_interval);
    ping.tick().await;
    let mut unanswered: Option<tokio::time::Instant> = None;
    let mut stop = app.stop_signal();
    loop {
        let list = tables_of(&tables.borrow_and_update(), game);
        let reply = if shown.as_ref() != Some(&list) {
            shown = Some(list.clone());
            Some(Message::Text(
                online::to_text(&ServerMsg::Tables { tables: list }).into(),
            ))
        } else {
            tokio::select! {
                changed = tables.changed() => match changed {
                    Ok(()) => continue,
                    Err(_) => break,
                },
                frame = stream.next() => match frame {
                    Some(Ok(Message::Text(t))) => Some(Message::Text(reply(&mut bucket, t.as_str()).into())),
                    Some(Ok(Message::Binary(_))) => Some(Message::Text(reply(&mut bucket, "").into())),
                    Some(Ok(Message::Pong(_))) => {
                        unanswered = None;
                        None
                    }
                    Some(Ok(Message::Ping(_))) => None,
                    _ => break,
                },
                _ = ping.tick() => match unanswered {
                    Some(since) if since.elapsed() > idle => break,
                    Some(_) => None,
                    None => {
                        unanswered = Some(tokio::time::Instant::now());
                        Some(Message::Ping(Vec::new().into()))
                    }
                },
                _ = stop.wait_for(|&s| s) => Some(Message::Close(Some(CloseFrame {
                    code: 1001,
                    reason: "the server is restarting".into(),
                }))),
            }
        };
        let last = matches!(reply, Some(Message::Close(_)));
        if let Some(msg) = reply {
            // A peer that stops reading fills its socket: give up on it.
            match tokio::time::timeout(idle, sink.send(msg)).await {
                Ok(Ok(())) if !last => {}
                _ => break,
            }
        }
    }
    let _ = tokio::time::timeout(idle, sink.close()).await;
}

/// What the lobby says to a message: `pong` to `ping`, a refusal to anything else.
fn answer(bucket: &mut Bucket, text: &str) -> Result<ServerMsg, Refusal> {
    if !bucket.take(Instant::now()) {
        return Err(Refusal::new(ErrorCode::RateLimited, "too many messages"));
    }
    match online::read_client(text) {
        Ok(ClientMsg::Ping) => Ok(ServerMsg::Pong),
        Ok(_) => Err(Refusal::new(
            ErrorCode::OutOfOrder,
            "the lobby only answers ping",
        )),
        Err((code, message)) => Err(Refusal::new(code, message)),
    }
}

/// The answer as sent: a refusal leaves the server here ([`Refusal::leaving`]).
fn reply(bucket: &mut Bucket, text: &str) -> String {
    match answer(bucket, text) {
        Ok(msg) => online::to_text(&msg),
        Err(r) => {
            r.leaving();
            r.text()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use online::{Clock, SeatInfo, SeatKind};
    use rules::Setup;

    fn table(room: &str, game: &str) -> OpenTable {
        OpenTable {
            room: room.into(),
            game: game.into(),
            setup: Setup::players(2),
            clock: Clock::None,
            seats: vec![SeatInfo {
                kind: SeatKind::Open,
                name: String::new(),
                connected: false,
                stand_in: false,
                returning: false,
            }],
            since: 0,
            rated: false,
            ratings: Vec::new(),
        }
    }

    #[test]
    fn a_game_s_lobby_keeps_its_own_tables_in_order() {
        let all = [
            table("a", "cubes"),
            table("b", "mojave"),
            table("c", "cubes"),
        ];
        let cubes: Vec<String> = tables_of(&all, Some(GameId::Cubes))
            .into_iter()
            .map(|t| t.room)
            .collect();
        assert_eq!(cubes, ["a", "c"]);
        assert_eq!(tables_of(&all, None).len(), 3);
        let mut bucket = Bucket::messages(Instant::now());
        assert_eq!(reply(&mut bucket, r#"{"t":"ping"}"#), r#"{"t":"pong"}"#);
        assert!(reply(&mut bucket, r#"{"t":"join","name":"x"}"#).contains("out_of_order"));
        assert!(reply(&mut bucket, "").contains("malformed"));
    }
}
