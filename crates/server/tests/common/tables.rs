//! Issue 27's scenarios, written once for two servers: `tests/tables.rs` runs them on one
//! SQLite server (both arguments the same), `tests/postgres.rs` on two processes sharing
//! PostgreSQL, where `a` makes the rooms (and, for the clocks, is the process that finds
//! them due) and the people sit at `b`.

use std::time::Duration;

use online::{
    ClientMsg, Clock, CreateRoom, ErrorCode, OpenTable, Phrase, RoomCreated, SeatSpec, ServerMsg,
    TurnsAnswer,
};
use rules::{GameRng, Setup};

use super::*;

/// The settings the clock scenarios start their servers with.
pub const REAL_TIME: [&str; 4] = ["--clock-minute", "3s", "--alarm-interval", "200ms"];
pub const TURN_BASED: [&str; 4] = ["--clock-minute", "100ms", "--alarm-interval", "200ms"];
pub const AWAY: [&str; 4] = ["--away-limit", "1s", "--alarm-interval", "200ms"];
/// A clock minute of 20 ms: an hour is 1.2 s and a day 28.8 s; three days of vacation a year.
pub const BANK: [&str; 6] = [
    "--clock-minute",
    "20ms",
    "--alarm-interval",
    "200ms",
    "--vacation-days",
    "3",
];

/// `POST /api/vacation` for these seats (from this site, or from `origin`): the status and
/// the answer's body.
pub async fn vacation(
    server: &Server,
    seats: &[(&str, &str)],
    days: u32,
    origin: Option<&str>,
) -> (u16, String) {
    let req = online::VacationRequest {
        seats: seats
            .iter()
            .map(|&(room, token)| online::SeatLink {
                room: room.into(),
                token: token.into(),
            })
            .collect(),
        days,
    };
    let headers: Vec<(&str, &str)> = origin.map(|o| ("origin", o)).into_iter().collect();
    let (status, _, body) = http_full(
        server.port,
        "POST",
        online::paths::VACATION,
        &headers,
        online::to_text(&req).as_bytes(),
    )
    .await;
    (status, String::from_utf8_lossy(&body).into_owned())
}

fn vacations(body: &str) -> Vec<online::SeatVacation> {
    serde_json::from_str::<online::VacationAnswer>(body)
        .unwrap_or_else(|e| panic!("{e}: {body}"))
        .seats
}

impl Client {
    /// The next list of open tables that `pred` accepts (on a lobby socket).
    pub async fn tables_until(&mut self, pred: impl Fn(&[OpenTable]) -> bool) -> Vec<OpenTable> {
        loop {
            if let ServerMsg::Tables { tables } =
                self.until(|m| matches!(m, ServerMsg::Tables { .. })).await
            {
                if pred(&tables) {
                    return tables;
                }
            }
        }
    }

    /// Waits until a presence (or welcome) shows `seat` with the computer standing in, or not.
    pub async fn stand_in_is(&mut self, seat: usize, on: bool) {
        if self.seats.get(seat).is_some_and(|s| s.stand_in == on) {
            return;
        }
        self.until(|m| {
            matches!(m, ServerMsg::Presence { seats, .. } if seats.get(seat).is_some_and(|s| s.stand_in == on))
        })
        .await;
    }

    pub fn clock(&self) -> Option<online::ClockState> {
        match &self.state {
            Some(ServerMsg::State { clock, .. }) => clock.clone(),
            _ => None,
        }
    }

    pub fn rematch(&self) -> Option<online::Rematch> {
        match &self.state {
            Some(ServerMsg::State { rematch, .. }) => rematch.clone(),
            _ => None,
        }
    }

    /// The game is over (its record, seed included, came with the last state).
    pub fn over(&self) -> bool {
        self.record().is_some()
    }

    /// Waits for a state that `pred` accepts.
    pub async fn state_until(&mut self, pred: impl Fn(&ServerMsg) -> bool) {
        if self.state.as_ref().is_some_and(&pred) {
            return;
        }
        // An error on the way is the test's failure, said at once (not a timeout later).
        let msg = self
            .until(|m| {
                matches!(m, ServerMsg::State { .. } if pred(m))
                    || matches!(m, ServerMsg::Error { .. })
            })
            .await;
        assert!(matches!(msg, ServerMsg::State { .. }), "refused: {msg:?}");
    }
}

/// Plays on: random legal moves for the seats these clients play themselves (while no
/// computer stands in for them), the computer's moves awaited, until the game is over or
/// `plies` moves were made.
pub async fn play_on(clients: &mut [&mut Client], rng: &mut GameRng, plies: usize) {
    for _ in 0..plies {
        // Every client at the latest position first.
        let ply = clients.iter().map(|c| c.ply()).max().unwrap_or(0);
        for c in clients.iter_mut() {
            c.state_until(|m| matches!(m, ServerMsg::State { ply: p, .. } if *p >= ply))
                .await;
        }
        if clients[0].over() {
            return;
        }
        let Some(seat) = clients[0].view().to_move() else {
            return;
        };
        let ours = clients
            .iter()
            .position(|c| c.seat == Some(seat) && !c.seats.get(seat).is_some_and(|s| s.stand_in));
        if let Some(i) = ours {
            let moves = clients[i].view().legal_moves();
            let m = moves[rng.below(moves.len() as u64) as usize].clone();
            clients[i].play(&m).await;
        }
        for c in clients.iter_mut() {
            c.state_until(|m| matches!(m, ServerMsg::State { ply: p, .. } if *p > ply))
                .await;
        }
    }
}

fn made(body: &str) -> RoomCreated {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn listed(game: &str, players: usize) -> CreateRoom {
    CreateRoom {
        listed: true,
        ..CreateRoom::new(game, Setup::players(players), open_seats(players), "Ada")
    }
}

/// Two people at a new two-seat room of `req` (made on `a`), both connected to `b`: the
/// maker's client (seat 0) and Bea's (seat 1), with Bea's token.
pub async fn seat_two(
    a: &Server,
    b: &Server,
    req: &CreateRoom,
) -> (RoomCreated, Client, Client, String) {
    let made = a.create_room(req).await;
    let mut x = b.client(&made.room).await;
    x.hello(made.token.as_deref()).await;
    let mut y = b.client(&made.room).await;
    y.hello(None).await;
    let token = y.join("Bea").await;
    (made, x, y, token)
}

/// The lobby lists listed tables with someone at them, live; "Play now" joins the oldest
/// for the game and player count, or makes one; no move before every seat is taken.
pub async fn lobby_and_play_now(a: &Server, b: &Server) {
    let mut lobby = b.lobby(Some("cubes")).await;
    assert_eq!(
        lobby.tables_until(|_| true).await,
        vec![],
        "nothing open yet"
    );
    let first = a.create_room(&listed("cubes", 2)).await;
    let _unlisted = a.create("cubes", Setup::players(2), open_seats(2)).await;
    let other_game = a.create_room(&listed("mojave", 2)).await;
    // Listed only while someone sits at the table.
    let mut ada = a.client(&first.room).await;
    ada.hello(first.token.as_deref()).await;
    let mut mo = a.client(&other_game.room).await;
    mo.hello(other_game.token.as_deref()).await;
    let tables = lobby.tables_until(|t| !t.is_empty()).await;
    assert_eq!(tables.len(), 1, "{tables:?}");
    assert_eq!(tables[0].room, first.room);
    assert_eq!(tables[0].game, "cubes");
    assert_eq!(tables[0].clock, Clock::None);
    assert_eq!(tables[0].seats[0].name, "Ada");
    assert_eq!(tables[0].seats[1].kind, online::SeatKind::Open);
    let mut everything = b.lobby(None).await;
    everything.tables_until(|t| t.len() == 2).await;

    // Nobody moves alone at a table for two.
    if ada.view().to_move() == Some(0) {
        ada.send(&ClientMsg::Move {
            ply: 0,
            text: ada.view().legal_moves()[0].clone(),
        })
        .await;
        assert_eq!(ada.error().await, ErrorCode::NotStarted);
    }

    // "Play now" through the other server takes the open seat of the oldest table.
    let (status, body) = b.play_now("cubes", 2, "Bea").await;
    assert_eq!(status, 200, "{body}");
    let bea = made(&body);
    assert_eq!(
        (bea.room.as_str(), bea.seat),
        (first.room.as_str(), Some(1))
    );
    ada.until(|m| matches!(m, ServerMsg::Presence { seats, .. } if seats[1].name == "Bea"))
        .await;
    let mut bea_client = b.client(&bea.room).await;
    bea_client.hello(bea.token.as_deref()).await;
    assert_eq!(bea_client.seat, Some(1));
    lobby.tables_until(|t| t.is_empty()).await;

    // No open table left: "Play now" makes a listed one, with the lobby's clock.
    let (status, body) = b.play_now("cubes", 2, "Cy").await;
    assert_eq!(status, 200, "{body}");
    let cy = made(&body);
    assert_ne!(cy.room, first.room);
    assert_eq!(cy.seat, Some(0));
    let mut cy_client = b.client(&cy.room).await;
    cy_client.hello(cy.token.as_deref()).await;
    match online::read_server(&cy_client.frames[0]) {
        Ok(ServerMsg::Welcome { clock, listed, .. }) => {
            assert_eq!((clock, listed), (Clock::PLAY_NOW, true))
        }
        other => panic!("{other:?}"),
    }
    let tables = lobby.tables_until(|t| t.len() == 1).await;
    assert_eq!(tables[0].room, cy.room);
    // A name that looks like one at the open table sits elsewhere.
    let (_, body) = a.play_now("cubes", 2, "CY").await;
    assert_ne!(made(&body).room, cy.room);

    for (game, players) in [("chess", 2), ("cubes", 7)] {
        let (status, body) = a.play_now(game, players, "Dan").await;
        assert_eq!(status, 400, "{body}");
        assert!(body.contains("bad_room"), "{body}");
    }
    assert_eq!(
        Client::connect_path(b.port, &online::paths::lobby_socket(Some("chess")), &[])
            .await
            .err(),
        Some(400)
    );
    // The lobby only listens.
    lobby.send(&ClientMsg::Join { name: "x".into() }).await;
    assert_eq!(lobby.error().await, ErrorCode::OutOfOrder);
    lobby.send(&ClientMsg::Ping).await;
    lobby.until(|m| matches!(m, ServerMsg::Pong)).await;
}

/// A real-time clock that runs out hands the seat to the computer (it plays on, the clock
/// of its person stopped); a move after the time ran out is refused; the person takes the
/// seat back with a clock minute and plays; out of time again, the computer plays to the
/// end.
pub async fn real_time_clock_runs_out(a: &Server, b: &Server) {
    let req = CreateRoom {
        clock: Clock::RealTime {
            minutes: 1,
            increment: 0,
        },
        stand_in: "random".into(),
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let (_, mut x, mut y, _) = seat_two(a, b, &req).await;
    y.state_until(|m| matches!(m, ServerMsg::State { clock: Some(c), .. } if c.running.is_some()))
        .await;
    let mover = y.view().to_move().unwrap();
    let clock = y.clock().unwrap();
    assert_eq!(clock.running, Some(mover));
    assert!(
        clock.left[mover] <= 3000 && clock.left[1 - mover] == 3000,
        "{clock:?}"
    );
    let (m, o) = if mover == 0 {
        (&mut x, &mut y)
    } else {
        (&mut y, &mut x)
    };
    // The mover waits past its three seconds: the computer takes the seat and moves.
    m.stand_in_is(mover, true).await;
    let others_turn = move |m: &ServerMsg| matches!(m, ServerMsg::State { view, .. } if view.to_move() == Some(1 - mover));
    o.state_until(others_turn).await;
    let shown = o.clock().unwrap();
    assert_eq!(shown.left[mover], 0, "its time ran out: {shown:?}");
    assert_eq!(shown.running, Some(1 - mover), "{:#?}", o.frames);
    let mut rng = GameRng::new(27);
    play_on(&mut [&mut *m, &mut *o], &mut rng, 4).await;
    assert!(!o.over(), "the game goes on");

    // Back at the table: the seat is the person's again, with a clock minute.
    m.send(&ClientMsg::Resume).await;
    m.stand_in_is(mover, false).await;
    while m.view().to_move() != Some(mover) && !m.over() {
        play_on(&mut [&mut *m, &mut *o], &mut rng, 1).await;
    }
    assert!(!m.over());
    let clock = m.clock().unwrap();
    assert!(clock.left[mover] > 2000, "a clock minute: {clock:?}");
    let legal = m.view().legal_moves();
    m.play(&legal[0]).await;

    // Out of time again: the computer plays the seat to the end.
    m.stand_in_is(mover, true).await;
    play_on(&mut [&mut *m, &mut *o], &mut rng, 2000).await;
    assert!(o.over() && m.over(), "the game ended");
    assert!(o.view().outcome().is_some());
}

/// A move that comes after the mover's time ran out, before the server noticed, is
/// refused (the servers look at clocks only every few seconds here).
pub async fn a_late_move_is_refused(a: &Server, b: &Server) {
    let req = CreateRoom {
        clock: Clock::RealTime {
            minutes: 1,
            increment: 0,
        },
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let (_, mut x, mut y, _) = seat_two(a, b, &req).await;
    let mover = x.view().to_move().unwrap();
    let m = if mover == 0 { &mut x } else { &mut y };
    tokio::time::sleep(Duration::from_millis(1200)).await;
    m.send(&ClientMsg::Move {
        ply: 0,
        text: m.view().legal_moves()[0].clone(),
    })
    .await;
    assert_eq!(m.error().await, ErrorCode::TimeUp);
}

/// A turn-based clock outlives the servers: a reconnect shows the time truly left; the
/// move's time runs out while every server is down, and after the restart the computer
/// takes the seat and moves; its person takes it back by coming back.
pub async fn turn_based_clock_across_a_restart(servers: &mut [Server]) {
    let req = CreateRoom {
        clock: Clock::TurnBased {
            hours: 1,
            bank_days: 0,
        },
        stand_in: "random".into(),
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let (a, b) = (&servers[0], &servers[servers.len() - 1]);
    let (made, x, mut y, y_token) = seat_two(a, b, &req).await;
    y.state_until(|m| matches!(m, ServerMsg::State { clock: Some(c), .. } if c.running.is_some()))
        .await;
    let mover = y.view().to_move().unwrap();
    let clock = y.clock().unwrap();
    assert_eq!(
        clock.left[1 - mover],
        6000,
        "an hour a move is six seconds here"
    );
    tokio::time::sleep(Duration::from_millis(800)).await;
    let tokens = [made.token.clone().unwrap(), y_token];
    let mut again = b.client(&made.room).await;
    again.hello(Some(&tokens[mover])).await;
    let left = again.clock().unwrap().left[mover];
    assert!(
        left <= 5300 && left > 2000,
        "a reconnect shows the time left: {left}"
    );
    drop((x, y, again));

    for s in servers.iter_mut() {
        s.kill().await;
    }
    tokio::time::sleep(Duration::from_millis(6000)).await;
    for s in servers.iter_mut() {
        s.restart().await;
    }
    let b = &servers[servers.len() - 1];
    let mut o = b.client(&made.room).await;
    o.hello(Some(&tokens[1 - mover])).await;
    o.stand_in_is(mover, true).await;
    o.state_until(
        |m| matches!(m, ServerMsg::State { view, .. } if view.to_move() == Some(1 - mover)),
    )
    .await;
    assert!(o.ply() > 0, "the computer moved");
    let clock = o.clock().unwrap();
    assert_eq!(
        clock.running,
        Some(1 - mover),
        "{clock:?} {:#?}",
        &o.frames[o.frames.len().saturating_sub(5)..]
    );
    let mut m = b.client(&made.room).await;
    m.hello(Some(&tokens[mover])).await;
    o.stand_in_is(mover, false).await;
    m.stand_in_is(mover, false).await;
}

/// A turn-based open table stays in the lobby after its person closed the page (a push
/// tells them when it starts), and "Play now" asking for a turn-based game joins it, while
/// one asking for real time makes a table of its own.
pub async fn turn_based_tables(a: &Server, b: &Server) {
    let (status, body) = a.play_now_paced("mojave", 2, "Ada", true).await;
    assert_eq!(status, 200, "{body}");
    let slow: RoomCreated = made(&body);
    // Ada's page opens and closes again.
    let mut ada = a.client(&slow.room).await;
    ada.hello(slow.token.as_deref()).await;
    drop(ada);
    let mut lobby = b.lobby(Some("mojave")).await;
    let tables = lobby
        .tables_until(|t| t.iter().any(|t| t.room == slow.room))
        .await;
    let listed = tables.iter().find(|t| t.room == slow.room).unwrap();
    assert_eq!(listed.clock, Clock::PLAY_NOW_TURN_BASED);
    // Long after Ada's presence expired, the table is still open.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let mut again = b.lobby(Some("mojave")).await;
    let tables = again.tables_until(|_| true).await;
    assert!(
        tables.iter().any(|t| t.room == slow.room),
        "a turn-based table waits with its page closed: {tables:?}"
    );
    // Real time asked: not this table.
    let (_, body) = b.play_now_paced("mojave", 2, "Bea", false).await;
    let fast: RoomCreated = made(&body);
    assert_ne!(fast.room, slow.room);
    assert_eq!(fast.seat, Some(0), "a table of its own");
    // Turn-based asked: Ada's table.
    let (_, body) = b.play_now_paced("mojave", 2, "Cy", true).await;
    let joined: RoomCreated = made(&body);
    assert_eq!(joined.room, slow.room);
    assert_eq!(joined.seat, Some(1));
}

/// A turn-based clock with a bank: a move over its hours draws on the mover's bank; a
/// vacation pauses the other's turn within the site's allowance; both are shown on every
/// connection and kept across a restart. A real-time game is never paused.
pub async fn bank_and_vacation(servers: &mut [Server]) {
    const HOUR: u64 = 1_200;
    const DAY: u64 = 24 * HOUR;
    let req = CreateRoom {
        clock: Clock::TurnBased {
            hours: 1,
            bank_days: 1,
        },
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let (a, b) = (&servers[0], &servers[servers.len() - 1]);
    let (made, x, y, y_token) = seat_two(a, b, &req).await;
    let tokens = [made.token.clone().unwrap(), y_token];
    let mut clients = [x, y];
    clients[1]
        .state_until(
            |m| matches!(m, ServerMsg::State { clock: Some(c), .. } if c.running.is_some()),
        )
        .await;
    let mover = clients[1].view().to_move().unwrap();
    let other = 1 - mover;
    let clock = clients[1].clock().unwrap();
    assert_eq!(clock.bank, vec![DAY, DAY], "a day's bank each");
    assert_eq!(clock.left[other], HOUR);
    // The mover takes an hour and about 0.8 s more: the bank pays for it.
    tokio::time::sleep(Duration::from_millis(2_000)).await;
    let m = clients[mover].view().legal_moves()[0].clone();
    clients[mover].play(&m).await;
    clients[other]
        .state_until(|m| matches!(m, ServerMsg::State { ply: 1, .. }))
        .await;
    let bank = clients[other].clock().unwrap().bank[mover];
    assert!(
        (DAY - 3_000..DAY - 500).contains(&bank),
        "the bank paid for the time over the hour: {bank}"
    );

    // The other goes on vacation for a day, during its own turn (asked of the process
    // that made the room; its people are at the other).
    let (status, body) = vacation(a, &[(&made.room, &tokens[other])], 1, None).await;
    assert_eq!(status, 200, "{body}");
    let took = &vacations(&body)[0];
    assert_eq!((took.refused, took.days_left), (None, 2), "{body}");
    clients[mover]
        .state_until(|m| {
            matches!(m, ServerMsg::State { clock: Some(c), .. } if c.vacation.get(other).is_some_and(|&v| v > 0))
        })
        .await;
    let clock = clients[mover].clock().unwrap();
    assert!(clock.vacation[other] > DAY - 5_000, "{clock:?}");
    assert!(clock.left[other] > HOUR / 2, "its hour waits: {clock:?}");
    // Past the allowance, a wrong token, too many days, another site: refused.
    let (_, body) = vacation(b, &[(&made.room, &tokens[other])], 3, None).await;
    assert_eq!(
        vacations(&body)[0].refused,
        Some(online::VacationRefusal::Allowance)
    );
    let (_, body) = vacation(b, &[(&made.room, "not-a-token")], 1, None).await;
    assert_eq!(
        vacations(&body)[0].refused,
        Some(online::VacationRefusal::NoSeat)
    );
    assert_eq!(
        vacation(b, &[(&made.room, &tokens[other])], 99, None)
            .await
            .0,
        400
    );
    let foreign = Some("http://evil.example");
    assert_eq!(
        vacation(b, &[(&made.room, &tokens[other])], 1, foreign)
            .await
            .0,
        403
    );
    drop(clients);

    // After a restart: the bank and the vacation as they were.
    for s in servers.iter_mut() {
        s.kill().await;
    }
    for s in servers.iter_mut() {
        s.restart().await;
    }
    let b = &servers[servers.len() - 1];
    let mut o = b.client(&made.room).await;
    o.hello(Some(&tokens[mover])).await;
    let clock = o.clock().unwrap();
    assert_eq!(clock.bank[mover], bank, "the bank kept");
    assert!(clock.vacation[other] > 0, "the vacation kept: {clock:?}");
    let (_, body) = vacation(b, &[(&made.room, &tokens[other])], 0, None).await;
    let asked = &vacations(&body)[0];
    assert_eq!(
        (asked.until, asked.days_left),
        (took.until, 2),
        "asking changes nothing"
    );

    // A real-time game is never paused.
    let fast = real_time_room(b).await;
    let (_, body) = vacation(b, &[(&fast.room, fast.token.as_deref().unwrap())], 1, None).await;
    assert_eq!(
        vacations(&body)[0].refused,
        Some(online::VacationRefusal::NotTurnBased)
    );
}

async fn real_time_room(server: &Server) -> RoomCreated {
    server
        .create_room(&CreateRoom {
            clock: Clock::PLAY_NOW,
            ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
        })
        .await
}

/// Without a clock, a person away past the limit during their turn is played by the
/// computer; with two players the one left may then claim the win (not before; and not at
/// a larger table).
pub async fn away_and_claim(a: &Server, b: &Server) {
    let req = CreateRoom {
        stand_in: "random".into(),
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let (_, x, y, _) = seat_two(a, b, &req).await;
    let mover = x.view().to_move().unwrap();
    let (m, mut o) = if mover == 0 { (x, y) } else { (y, x) };
    o.send(&ClientMsg::ClaimWin).await;
    assert_eq!(
        o.error().await,
        ErrorCode::NoClaim,
        "the other is at the table"
    );
    drop(m);
    o.stand_in_is(mover, true).await;
    // The computer has played the absent seat's turn (a Cubulus turn may be several
    // placements, each written at once on the other process): the claim does not race it.
    let me = o.seat;
    o.state_until(
        |m| matches!(m, ServerMsg::State { ply, view, .. } if *ply > 0 && view.to_move() == me),
    )
    .await;
    o.send(&ClientMsg::ClaimWin).await;
    o.state_until(|m| {
        matches!(
            m,
            ServerMsg::State {
                claimed: Some(_),
                ..
            }
        )
    })
    .await;
    let seat = o.seat.unwrap();
    assert!(matches!(&o.state, Some(ServerMsg::State { claimed: Some(s), .. }) if *s == seat));
    assert!(o.over(), "the record comes with the end");
    o.send(&ClientMsg::Move {
        ply: o.ply(),
        text: "z00+".into(),
    })
    .await;
    assert_eq!(o.error().await, ErrorCode::GameOver);

    let three = a.create("cubulus", Setup::players(3), open_seats(3)).await;
    let mut p = b.client(&three.room).await;
    p.hello(three.token.as_deref()).await;
    for name in ["Bea", "Cy"] {
        let mut q = b.client(&three.room).await;
        q.hello(None).await;
        q.join(name).await;
    }
    p.send(&ClientMsg::ClaimWin).await;
    assert_eq!(p.error().await, ErrorCode::NoClaim);
}

/// Play again: offered after the end, declined by one, offered again and accepted by every
/// person (the computer accepts); the new room has the same game, options, clock and
/// people, every seat moved on by one; each token plays its new seat; a spectator by the
/// watch link learns only the new room's spectators' id.
pub async fn play_again(a: &Server, b: &Server) {
    let req = CreateRoom {
        clock: Clock::TurnBased {
            hours: 48,
            bank_days: 0,
        },
        ..CreateRoom::new(
            "cubulus",
            Setup::players(3),
            vec![SeatSpec::Open, SeatSpec::Open, SeatSpec::computer("random")],
            "Ada",
        )
    };
    let made = a.create_room(&req).await;
    let mut x = b.client(&made.room).await;
    x.hello(made.token.as_deref()).await;
    let mut y = b.client(&made.room).await;
    y.hello(None).await;
    let y_token = y.join("Bea").await;
    let watch = match online::read_server(&x.frames[0]) {
        Ok(ServerMsg::Welcome { watch, .. }) => watch,
        other => panic!("{other:?}"),
    };
    let mut w = a.client(&watch).await;
    w.hello(None).await;
    x.send(&ClientMsg::PlayAgain { accept: true }).await;
    assert_eq!(x.error().await, ErrorCode::NoRematch, "before the end");

    play_on(&mut [&mut x, &mut y], &mut GameRng::new(3), 3000).await;
    assert!(x.over());
    w.state_until(|m| {
        matches!(
            m,
            ServerMsg::State {
                record: Some(_),
                ..
            }
        )
    })
    .await;
    x.send(&ClientMsg::PlayAgain { accept: true }).await;
    y.state_until(|m| {
        matches!(
            m,
            ServerMsg::State {
                rematch: Some(_),
                ..
            }
        )
    })
    .await;
    let offer = y.rematch().unwrap();
    assert_eq!((offer.accepted, offer.waiting), (vec![0], vec![1]));
    y.send(&ClientMsg::PlayAgain { accept: false }).await;
    x.state_until(|m| matches!(m, ServerMsg::State { rematch: None, .. }))
        .await;
    y.send(&ClientMsg::PlayAgain { accept: false }).await;
    assert_eq!(y.error().await, ErrorCode::NoRematch, "nothing to decline");

    x.send(&ClientMsg::PlayAgain { accept: true }).await;
    y.state_until(|m| matches!(m, ServerMsg::State { rematch: Some(r), .. } if r.accepted == [0]))
        .await;
    y.send(&ClientMsg::PlayAgain { accept: true }).await;
    let next = |c: &Client| c.rematch().and_then(|r| r.next);
    x.state_until(|m| matches!(m, ServerMsg::State { rematch: Some(r), .. } if r.next.is_some()))
        .await;
    w.state_until(|m| matches!(m, ServerMsg::State { rematch: Some(r), .. } if r.next.is_some()))
        .await;
    y.state_until(|m| matches!(m, ServerMsg::State { rematch: Some(r), .. } if r.next.is_some()))
        .await;
    let room = next(&x).unwrap();
    assert_eq!(next(&y), Some(room.clone()));
    let watch_next = next(&w).unwrap();
    assert_ne!(watch_next, room, "the spectator gets the spectators' id");
    assert!(w
        .frames
        .iter()
        .all(|f| !f.contains(&room) && !f.contains(&made.room)));

    let mut x2 = a.client(&room).await;
    x2.hello(made.token.as_deref()).await;
    let mut y2 = b.client(&room).await;
    y2.hello(Some(&y_token)).await;
    assert_eq!(
        (x2.seat, y2.seat),
        (Some(1), Some(2)),
        "every seat moved on by one"
    );
    match online::read_server(&x2.frames[0]) {
        Ok(ServerMsg::Welcome {
            game,
            setup,
            seats,
            clock,
            ..
        }) => {
            assert_eq!(game, "cubulus");
            assert_eq!(setup, Setup::players(3));
            assert_eq!(
                clock,
                Clock::TurnBased {
                    hours: 48,
                    bank_days: 0
                }
            );
            assert!(matches!(seats[0].kind, online::SeatKind::Computer { .. }));
            assert_eq!(
                (seats[1].name.as_str(), seats[2].name.as_str()),
                ("Ada", "Bea")
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(x2.ply(), 0, "a new game");
    let mut w2 = b.client(&watch_next).await;
    w2.hello(None).await;
    assert_eq!(w2.seat, None);
}

/// Quick messages reach everyone at the table (other processes too), only from seats, at
/// a limited rate.
pub async fn quick_messages(a: &Server, b: &Server) {
    let made = a.create("cubes", Setup::players(2), open_seats(2)).await;
    let mut x = a.client(&made.room).await;
    x.hello(made.token.as_deref()).await;
    let mut y = b.client(&made.room).await;
    y.hello(None).await;
    y.join("Bea").await;
    let mut w = b.client(&made.room).await;
    w.hello(None).await;
    // Everyone connected everywhere before anything is said.
    x.until(|m| matches!(m, ServerMsg::Presence { spectators: 1, .. }))
        .await;
    x.send(&ClientMsg::Say {
        phrase: Phrase::GoodGame,
    })
    .await;
    let said = |m: &ServerMsg| {
        matches!(
            m,
            ServerMsg::Said {
                seat: 0,
                phrase: Phrase::GoodGame
            }
        )
    };
    y.until(said).await;
    w.until(said).await;
    x.until(said).await;
    w.send(&ClientMsg::Say {
        phrase: Phrase::Hello,
    })
    .await;
    assert_eq!(w.error().await, ErrorCode::NotASeat);
    for _ in 0..online::limits::SAY_BURST - 1 {
        y.send(&ClientMsg::Say {
            phrase: Phrase::Thanks,
        })
        .await;
    }
    y.send(&ClientMsg::Say {
        phrase: Phrase::Oops,
    })
    .await;
    y.send(&ClientMsg::Say {
        phrase: Phrase::Oops,
    })
    .await;
    assert_eq!(y.error().await, ErrorCode::RateLimited);
    x.until(|m| {
        matches!(
            m,
            ServerMsg::Said {
                seat: 1,
                phrase: Phrase::Oops
            }
        )
    })
    .await;
}

/// What a device's rooms wait for, in the order asked; a room that does not exist is left
/// out; too many at once is refused.
pub async fn turns(a: &Server, b: &Server) {
    let waiting = a.create("cubulus", Setup::players(2), open_seats(2)).await;
    let (playing, x, _y, _) = seat_two(
        a,
        b,
        &CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada"),
    )
    .await;
    let slow = CreateRoom {
        clock: Clock::TurnBased {
            hours: 5,
            bank_days: 0,
        },
        ..CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada")
    };
    let (timed, _tx, _ty, _) = seat_two(a, b, &slow).await;
    let ask = online::Turns {
        rooms: vec![
            playing.room.clone(),
            "AAAAAAAAAAAAAAAAAAAAAA".into(),
            waiting.room.clone(),
            "../bad".into(),
            timed.room.clone(),
        ],
    };
    // Presence reaches the database a moment after a connection: a device asks again.
    let until = std::time::Instant::now() + WAIT;
    let (answer, body) = loop {
        let (status, body) =
            http(b.port, "POST", online::paths::TURNS, &online::to_text(&ask)).await;
        assert_eq!(status, 200, "{body}");
        let answer: TurnsAnswer = serde_json::from_str(&body).unwrap();
        if answer
            .rooms
            .first()
            .is_some_and(|r| r.seats.iter().all(|s| s.connected))
        {
            break (answer, body);
        }
        assert!(std::time::Instant::now() < until, "{body}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let rooms: Vec<&str> = answer.rooms.iter().map(|r| r.room.as_str()).collect();
    assert_eq!(
        rooms,
        [
            playing.room.as_str(),
            waiting.room.as_str(),
            timed.room.as_str()
        ]
    );
    let (p, w, t) = (&answer.rooms[0], &answer.rooms[1], &answer.rooms[2]);
    assert_eq!(p.deadline, 0, "no clock runs");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    assert!(
        t.deadline > now + 4 * 3_600_000 && t.deadline <= now + 5 * 3_600_000,
        "a turn-based move's deadline: {}",
        t.deadline - now
    );
    assert_eq!(p.to_move, x.view().to_move());
    assert!(!p.waiting && !p.over);
    assert_eq!(p.seats[1].name, "Bea");
    assert!(w.waiting, "a seat is open");
    assert!(!body.contains("token") && !body.contains("seed"), "{body}");
    let many = online::Turns {
        rooms: vec![waiting.room.clone(); online::limits::TURNS + 1],
    };
    let (status, _) = http(
        a.port,
        "POST",
        online::paths::TURNS,
        &online::to_text(&many),
    )
    .await;
    assert_eq!(status, 413);
}

/// Issue 42, finding 4: a person who answers every stand-in by coming back (`resume`)
/// cannot stop the game. Coming back during one's own turn lets the computer finish the
/// move it began, so every stand-in moves the game on; the clock never restarts a turn.
/// `b` has the staller; `a` looks at the clocks.
pub async fn a_staller_cannot_hold_the_table(a: &Server, b: &Server) {
    let req = CreateRoom {
        clock: Clock::RealTime {
            minutes: 1,
            increment: 0,
        },
        stand_in: "easy".into(),
        ..CreateRoom::new(
            "cubulus",
            Setup::players(2),
            vec![SeatSpec::Open, SeatSpec::computer("random")],
            "Ada",
        )
    };
    let made = a.create_room(&req).await;
    let mut x = b.client(&made.room).await;
    x.hello(made.token.as_deref()).await;
    let seat = x.seat.unwrap();
    // Counted: the staller's own plies (in two-player Cubulus one seat first places the nine
    // neutral balls, so the game's plies alone say little).
    let mut own_plies = 0;
    let mut to_move = x.view().to_move();
    let until = std::time::Instant::now() + Duration::from_secs(40);
    let mut returns = 0;
    let mut told_returning = 0;
    while own_plies < 3 {
        assert!(
            std::time::Instant::now() < until,
            "{own_plies} of the staller's plies were made in 40 s while it came back {returns} times"
        );
        let msg = x.next().await.expect("the socket closed");
        if matches!(&msg, ServerMsg::Presence { seats, .. } if seats[seat].returning) {
            told_returning += 1;
        } else if matches!(&msg, ServerMsg::Presence { seats, .. } if seats[seat].stand_in) {
            x.send(&ClientMsg::Resume).await;
            returns += 1;
        }
        if let ServerMsg::State { view, .. } = &msg {
            if view.to_move() != to_move {
                own_plies += usize::from(to_move == Some(seat));
                to_move = view.to_move();
            }
        }
    }
    assert!(returns >= 2, "the clock ran out {returns} times");
    assert!(
        told_returning >= 1,
        "coming back during its own turn, the seat was shown returning ({returns} returns)"
    );
    assert!(x.view().outcome().is_none() || x.over());
}

/// Issue 42, finding 5: the computer does not stand in for a seat that moved on another
/// process while the stand-in was being stored (`a` decides it, pausing before the write;
/// the person comes back and moves at `b` meanwhile). Before, a lost race was retried
/// checking only that the seat was a person not yet stood in.
pub async fn a_stand_in_that_lost_its_race_is_asked_again(a: &Server, b: &Server) {
    let req = CreateRoom::new("cubulus", Setup::players(2), open_seats(2), "Ada");
    let (made, x, y, y_token) = seat_two(a, b, &req).await;
    let mover = x.view().to_move().unwrap();
    let (m, mut o, token) = if mover == 0 {
        (x, y, made.token.clone().unwrap())
    } else {
        (y, x, y_token)
    };
    drop(m);
    // Away for its limit (1 s): `a` decides at about 1.2 s and stores at about 6.2 s.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let mut m = b.client(&made.room).await;
    m.hello(Some(&token)).await;
    assert!(!m.seats[mover].stand_in, "not stood in yet");
    let legal = m.view().legal_moves();
    m.play(&legal[0]).await;
    let stood_in =
        |msg: &ServerMsg| matches!(msg, ServerMsg::Presence { seats, .. } if seats[mover].stand_in);
    let seen = tokio::time::timeout(Duration::from_secs(7), o.until(stood_in)).await;
    assert!(
        seen.is_err(),
        "the computer took a seat that had moved: {seen:?}"
    );
    o.send(&ClientMsg::ClaimWin).await;
    assert_eq!(o.error().await, ErrorCode::NoClaim);
}
