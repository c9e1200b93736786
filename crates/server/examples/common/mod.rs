//! What the benchmarks' bots share: connecting from a loopback address of their own, making
//! a room, speaking the protocol, and playing one room of random legal Cubulus moves.
#![allow(dead_code)]

use std::net::IpAddr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use online::{ClientMsg, CreateRoom, RoomCreated, SeatSpec, ServerMsg};
use rules::{GameRng, Setup};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

pub type Ws = tokio_tungstenite::WebSocketStream<TcpStream>;
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// Room `i`'s players' address on loopback (Linux answers all of 127.0.0.0/8).
pub fn player_address(i: usize) -> IpAddr {
    std::net::Ipv4Addr::new(127, 1 + (i / 250 % 250) as u8, 0, (i % 250) as u8 + 1).into()
}

/// A TCP connection to `host` from `from`.
pub async fn tcp(host: &str, from: IpAddr) -> Result<TcpStream, Error> {
    let to = tokio::net::lookup_host(host)
        .await?
        .next()
        .ok_or("no address")?;
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind((from, 0).into())?;
    let stream = socket.connect(to).await?;
    stream.set_nodelay(true)?;
    Ok(stream)
}

pub async fn create_room(host: &str, from: IpAddr) -> Result<RoomCreated, Error> {
    let body = online::to_text(&CreateRoom {
        v: online::VERSION,
        game: "cubulus".into(),
        setup: Setup::players(2),
        seats: vec![SeatSpec::Open, SeatSpec::Open],
        name: "bot".into(),
    });
    post_room(host, from, &body).await
}

/// `POST /api/rooms` with `body` from `from`.
pub async fn post_room(host: &str, from: IpAddr, body: &str) -> Result<RoomCreated, Error> {
    let mut s = tcp(host, from).await?;
    let req = format!(
        "POST /api/rooms HTTP/1.1\r\nhost: {host}\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await?;
    let mut raw = String::new();
    s.read_to_string(&mut raw).await?;
    let json = raw.split_once("\r\n\r\n").ok_or("no body")?.1;
    Ok(serde_json::from_str(json)?)
}

pub async fn send(ws: &mut Ws, msg: &ClientMsg) -> Result<(), Error> {
    ws.send(Message::text(online::to_text(msg))).await?;
    Ok(())
}

/// The next server message.
pub async fn next(ws: &mut Ws) -> Result<ServerMsg, Error> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), ws.next()).await? {
            Some(Ok(Message::Text(t))) => return Ok(online::read_server(t.as_str())?),
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(e.into()),
            None => return Err("closed".into()),
        }
    }
}

/// Reads until a State with `ply` moves; returns its view.
pub async fn state_at(ws: &mut Ws, ply: usize) -> Result<rules::AnyGame, Error> {
    loop {
        match next(ws).await? {
            ServerMsg::State { ply: p, view, .. } if p == ply => return Ok(view),
            ServerMsg::Error { code, message } => return Err(format!("{code:?}: {message}").into()),
            _ => {}
        }
    }
}

pub async fn connect(
    host: &str,
    from: IpAddr,
    room: &str,
    token: Option<String>,
) -> Result<(Ws, rules::AnyGame), Error> {
    let url = format!("ws://{host}{}", online::paths::socket(room));
    let stream = tcp(host, from).await?;
    let (mut ws, _) = tokio_tungstenite::client_async(url, stream).await?;
    send(
        &mut ws,
        &ClientMsg::Hello {
            v: online::VERSION,
            token,
        },
    )
    .await?;
    let view = state_at(&mut ws, 0).await?;
    Ok((ws, view))
}

/// Makes a room and plays it; returns the move round trips.
pub async fn room(
    hosts: (String, String),
    moves: usize,
    pace: Duration,
    seed: u64,
    from: IpAddr,
) -> Result<Vec<Duration>, Error> {
    let made = create_room(&hosts.0, from).await?;
    play(hosts, &made, moves, pace, seed, from).await
}

/// A room whose game has ended (played to its end quickly).
pub async fn finished_room(host: &str, from: IpAddr) -> Result<String, Error> {
    let made = create_room(host, from).await?;
    let hosts = (host.to_string(), host.to_string());
    play(hosts, &made, usize::MAX, Duration::from_millis(60), 1, from).await?;
    Ok(made.room)
}

/// Plays `moves` moves of a made room (or to its end) with two players, the maker and one
/// who joins, paced at `pace` a move; returns the move round trips.
pub async fn play(
    hosts: (String, String),
    made: &RoomCreated,
    moves: usize,
    pace: Duration,
    seed: u64,
    from: IpAddr,
) -> Result<Vec<Duration>, Error> {
    let (a, mut view) = connect(&hosts.0, from, &made.room, made.token.clone()).await?;
    let (mut b, _) = connect(&hosts.1, from, &made.room, None).await?;
    send(
        &mut b,
        &ClientMsg::Join {
            name: "bot 2".into(),
        },
    )
    .await?;
    loop {
        if let ServerMsg::Joined { .. } = next(&mut b).await? {
            break;
        }
    }
    let mut clients = [a, b];
    let mut rng = GameRng::new(seed);
    let mut times = Vec::new();
    for ply in 0..moves {
        if view.outcome().is_some() {
            break;
        }
        let Some(seat) = view.to_move() else { break };
        let legal = view.legal_moves();
        let text = legal[rng.below(legal.len() as u64) as usize].clone();
        let started = Instant::now();
        send(&mut clients[seat], &ClientMsg::Move { ply, text }).await?;
        view = state_at(&mut clients[seat], ply + 1).await?;
        times.push(started.elapsed());
        state_at(&mut clients[1 - seat], ply + 1).await?;
        tokio::time::sleep(pace.saturating_sub(started.elapsed())).await;
    }
    Ok(times)
}

/// The `p` quantile of sorted times, in milliseconds.
pub fn quantile(sorted: &[Duration], p: f64) -> f64 {
    sorted
        .get(((sorted.len() as f64 * p) as usize).min(sorted.len().saturating_sub(1)))
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}
