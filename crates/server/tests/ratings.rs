//! Ratings (issue 44, item 3) against the real server: who may make and join a rated room,
//! a rated game's end changing both players' ratings exactly once (by the documented
//! formula, `server::ratings`), even when two PostgreSQL processes see the end, three
//! players by their places, casual games and computers changing nothing, the lobby's rated
//! tables with their players' ratings, "Play now", the leaderboard, and the sweep keeping
//! rated games. The players sign up with the tests' software passkeys (`common::passkey`).

mod common;

use std::time::Duration;

use common::passkey::Authenticator;
use common::*;
use online::paths::account as path;
use online::{Clock, CreateRoom, ErrorCode, Leaderboard, RoomCreated, SeatSpec, ServerMsg};
use rules::{GameRng, Setup};
use serde_json::{json, Value};
use server::ratings::scale::Standing;
use server::ratings::{places, update};

/// A signed-in player: the session cookie of an account made with a passkey.
struct Player {
    port: u16,
    origin: String,
    cookie: String,
}

impl Player {
    /// Signs `handle` up on the server at `port` whose public origin is `origin`.
    async fn sign_up(port: u16, origin: &str, handle: &str) -> Player {
        let mut keys = Authenticator::new(origin);
        let mut player = Player {
            port,
            origin: origin.to_string(),
            cookie: String::new(),
        };
        let (status, begun) = player
            .post(
                path::SIGN_UP_START,
                &json!({ "handle": handle }).to_string(),
            )
            .await;
        assert_eq!(status, 200, "{begun}");
        let credential = keys.create(&begun["options"]).unwrap();
        let (status, done) = player
            .post(
                path::SIGN_UP_FINISH,
                &json!({ "ceremony": begun["ceremony"], "credential": credential }).to_string(),
            )
            .await;
        assert_eq!(status, 200, "{done}");
        assert!(!player.cookie.is_empty());
        player
    }

    /// A request with this player's origin and cookie: the status and JSON body.
    async fn post(&mut self, path: &str, body: &str) -> (u16, Value) {
        let cookie = format!("cube_table_session={}", self.cookie);
        let (status, headers, body) = http_full(
            self.port,
            "POST",
            path,
            &[("origin", &self.origin), ("cookie", &cookie)],
            body.as_bytes(),
        )
        .await;
        if let Some(set) = header(&headers, "set-cookie") {
            if let Some(v) = set
                .strip_prefix("cube_table_session=")
                .and_then(|v| v.split(';').next())
            {
                self.cookie = v.to_string();
            }
        }
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    fn headers(&self) -> Vec<(&'static str, String)> {
        vec![
            ("origin", self.origin.clone()),
            ("cookie", format!("cube_table_session={}", self.cookie)),
        ]
    }

    /// Makes `req` signed in: the status and body.
    async fn make(&mut self, req: &CreateRoom) -> (u16, Value) {
        self.post(online::paths::ROOMS, &online::to_text(req)).await
    }

    /// Makes `req`, which must succeed, and plays its maker's seat.
    async fn make_and_sit(&mut self, req: &CreateRoom) -> (String, Client) {
        let (status, body) = self.make(req).await;
        assert_eq!(status, 201, "{body}");
        let made: RoomCreated = serde_json::from_value(body).unwrap();
        let mut c = self.client(&made.room).await;
        c.hello(made.token.as_deref()).await;
        (made.room, c)
    }

    /// A socket to `room` opened signed in.
    async fn client(&self, room: &str) -> Client {
        self.client_on(self.port, room).await
    }

    async fn client_on(&self, port: u16, room: &str) -> Client {
        let headers = self.headers();
        let headers: Vec<(&'static str, &str)> =
            headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Client::connect_with(port, room, &headers).await.unwrap()
    }

    /// Joins `room` signed in.
    async fn join(&self, room: &str, name: &str) -> Client {
        let mut c = self.client(room).await;
        c.hello(None).await;
        c.join(name).await;
        c
    }
}

/// A rated room of `game` for `players` open seats, with a real-time clock.
fn rated(game: &str, players: usize, name: &str) -> CreateRoom {
    CreateRoom {
        clock: Clock::PLAY_NOW,
        rated: true,
        ..CreateRoom::new(game, Setup::players(players), open_seats(players), name)
    }
}

async fn server(data: &TempDir, settings: &[&str]) -> (Server, String) {
    let mut all = vec!["--sign-in-burst", "100"];
    all.extend_from_slice(settings);
    let server = Server::sqlite_with(data.path(), &all).await;
    let origin = format!("http://localhost:{}", server.port);
    (server, origin)
}

async fn leaderboard(port: u16, game: &str) -> Leaderboard {
    let (status, body) = http(port, "GET", &online::paths::ratings(game), "").await;
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

/// The leaderboard once `n` players are on it with `games` rated games between them.
async fn leaderboard_with(port: u16, game: &str, n: usize, games: u32) -> Leaderboard {
    for _ in 0..200 {
        let board = leaderboard(port, game).await;
        if board.players.len() == n && board.players.iter().map(|p| p.games).sum::<u32>() == games {
            return board;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{:?}", leaderboard(port, game).await);
}

async fn count(data: &TempDir, sql: &str) -> i64 {
    let url = format!("sqlite:{}", data.path().join("cube-table.db").display());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_string()))
        .fetch_one(&mut conn)
        .await
        .unwrap()
}

/// What each player shows after a game of new players finishing at these places.
fn expected(places: &[usize]) -> Vec<online::Rating> {
    let table: Vec<(Standing, usize)> = places.iter().map(|&p| (Standing::NEW, p)).collect();
    update(&table).into_iter().map(Standing::shown).collect()
}

fn rating_of(board: &Leaderboard, handle: &str) -> online::Rating {
    board
        .players
        .iter()
        .find(|p| p.handle == handle)
        .unwrap_or_else(|| panic!("{handle} in {board:?}"))
        .rating
}

#[tokio::test]
async fn a_rated_room_needs_a_signed_in_maker_a_clock_people_and_signed_in_seats() {
    let data = TempDir::new("rated-who");
    let (server, origin) = server(&data, &[]).await;
    // Not signed in: refused, and nothing is made.
    let (status, body) = http(
        server.port,
        "POST",
        online::paths::ROOMS,
        &online::to_text(&rated("cubes", 2, "Ada")),
    )
    .await;
    assert_eq!(status, 401, "{body}");
    assert!(body.contains("not_signed_in"), "{body}");
    assert_eq!(count(&data, "SELECT COUNT(*) FROM rooms").await, 0);

    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let no_clock = CreateRoom {
        clock: Clock::None,
        ..rated("cubes", 2, "Ada")
    };
    let (status, body) = ada.make(&no_clock).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("bad_room")));
    let computer = CreateRoom {
        seats: vec![SeatSpec::Open, SeatSpec::computer("easy")],
        ..rated("cubes", 2, "Ada")
    };
    let (status, body) = ada.make(&computer).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("bad_room")));
    assert!(body["message"].as_str().unwrap().contains("never rated"));

    // A rated room: a stranger may watch, not sit; a signed-in player sits, once.
    let (room, ada_at) = ada.make_and_sit(&rated("cubes", 2, "Ada")).await;
    assert!(matches!(
        online::read_server(&ada_at.frames[0]),
        Ok(ServerMsg::Welcome { rated: true, .. })
    ));
    let mut stranger = server.client(&room).await;
    stranger.hello(None).await;
    assert!(matches!(
        online::read_server(&stranger.frames[0]),
        Ok(ServerMsg::Welcome { rated: true, .. })
    ));
    stranger
        .send(&online::ClientMsg::Join { name: "Sam".into() })
        .await;
    assert_eq!(stranger.error().await, ErrorCode::NotSignedIn);
    let mut again = ada.client(&room).await;
    again.hello(None).await;
    again
        .send(&online::ClientMsg::Join {
            name: "Ada two".into(),
        })
        .await;
    assert_eq!(again.error().await, ErrorCode::NoOpenSeat);
    let bea = Player::sign_up(server.port, &origin, "Bea").await;
    let b = bea.join(&room, "Bea").await;
    assert_eq!(b.seat, Some(1));
    assert_eq!(
        count(
            &data,
            "SELECT COUNT(*) FROM seats s JOIN rooms r ON r.id = s.room
             WHERE r.rated = 1 AND s.account <> ''"
        )
        .await,
        2
    );
}

#[tokio::test]
async fn a_rated_game_changes_both_ratings_once_by_the_formula() {
    let data = TempDir::new("rated-two");
    let (mut server, origin) = server(&data, &[]).await;
    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let bea = Player::sign_up(server.port, &origin, "Bea").await;
    let (room, mut a) = ada.make_and_sit(&rated("cubes", 2, "Ada")).await;
    let mut b = bea.join(&room, "Bea").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(5), 3000).await;
    let outcome = a.view().outcome().expect("the game ended");
    let want = expected(&places(2, &outcome));

    let board = leaderboard_with(server.port, "cubes", 2, 2).await;
    assert_eq!(rating_of(&board, "Ada"), want[0]);
    assert_eq!(rating_of(&board, "Bea"), want[1]);
    assert!(want.iter().all(|r| r.provisional));
    if outcome.winners() == [0] {
        assert!(want[0].value > 1500 && want[1].value < 1500, "{want:?}");
        assert_eq!(board.players[0].handle, "Ada");
        assert_eq!((board.players[0].games, board.players[0].wins), (1, 1));
    }
    assert_eq!(count(&data, "SELECT COUNT(*) FROM rating_history").await, 2);
    assert_eq!(count(&data, "SELECT COUNT(*) FROM rated_games").await, 1);
    // The player's page shows the rating with its history.
    let (status, body) = http(server.port, "GET", "/api/players/Bea", "").await;
    assert_eq!(status, 200, "{body}");
    let profile: online::PlayerProfile = serde_json::from_str(&body).unwrap();
    let cubes = profile.games.iter().find(|g| g.game == "cubes").unwrap();
    let rating = cubes.rating.as_ref().expect("a rating");
    assert_eq!(
        (rating.rating, rating.provisional),
        (i64::from(want[1].value), true)
    );
    assert_eq!(rating.history.len(), 1);
    assert_eq!(rating.history[0].rating, i64::from(want[1].value));
    // Other games have their own boards.
    assert!(leaderboard(server.port, "cubulus").await.players.is_empty());
    let (status, _) = http(server.port, "GET", "/api/ratings/chess", "").await;
    assert_eq!(status, 400);

    // Seen again by a new process (the room loaded after a restart): nothing changes.
    drop((a, b));
    server.restart().await;
    let mut again = server.client(&room).await;
    again.hello(None).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(count(&data, "SELECT COUNT(*) FROM rating_history").await, 2);
    let board = leaderboard(server.port, "cubes").await;
    assert_eq!(rating_of(&board, "Ada"), want[0]);
    assert_eq!(board.players.iter().map(|p| p.games).sum::<u32>(), 2);
}

#[tokio::test]
async fn three_players_are_rated_by_their_places() {
    let data = TempDir::new("rated-three");
    let (server, origin) = server(&data, &[]).await;
    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let bea = Player::sign_up(server.port, &origin, "Bea").await;
    let cy = Player::sign_up(server.port, &origin, "Cy").await;
    let (room, mut a) = ada.make_and_sit(&rated("cube-attack", 3, "Ada")).await;
    let mut b = bea.join(&room, "Bea").await;
    let mut c = cy.join(&room, "Cy").await;
    play_random(&mut [&mut a, &mut b, &mut c], &mut GameRng::new(11), 5000).await;
    let outcome = a.view().outcome().expect("the game ended");
    let at = places(3, &outcome);
    let want = expected(&at);
    let board = leaderboard_with(server.port, "cube-attack", 3, 3).await;
    for (seat, handle) in ["Ada", "Bea", "Cy"].into_iter().enumerate() {
        assert_eq!(rating_of(&board, handle), want[seat], "{handle}");
        let wins = board
            .players
            .iter()
            .find(|p| p.handle == handle)
            .unwrap()
            .wins;
        assert_eq!(wins, u32::from(at[seat] == 0));
    }
    // Shared places show the same: the winners gain alike, the others lose alike.
    for i in 0..3 {
        for j in 0..3 {
            if at[i] == at[j] {
                assert_eq!(want[i], want[j]);
            }
        }
    }
}

#[tokio::test]
async fn casual_games_and_computers_change_no_rating() {
    let data = TempDir::new("rated-casual");
    let (server, origin) = server(&data, &[]).await;
    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let bea = Player::sign_up(server.port, &origin, "Bea").await;
    // Two signed-in people at a casual table.
    let casual = CreateRoom {
        clock: Clock::PLAY_NOW,
        ..CreateRoom::new("cubes", Setup::players(2), open_seats(2), "Ada")
    };
    let (room, mut a) = ada.make_and_sit(&casual).await;
    let mut b = bea.join(&room, "Bea").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(6), 3000).await;
    assert!(a.view().outcome().is_some());
    // A signed-in person against the computer.
    let (_, mut solo) = ada
        .make_and_sit(&CreateRoom {
            seats: vec![SeatSpec::Open, SeatSpec::computer("random")],
            ..casual.clone()
        })
        .await;
    while solo.view().outcome().is_none() {
        if solo.view().to_move() == Some(0) {
            let m = solo.view().legal_moves()[0].clone();
            solo.play(&m).await;
        } else {
            solo.until(|m| matches!(m, ServerMsg::State { .. })).await;
        }
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(count(&data, "SELECT COUNT(*) FROM ratings").await, 0);
    assert_eq!(count(&data, "SELECT COUNT(*) FROM rated_games").await, 0);
    assert!(leaderboard(server.port, "cubes").await.players.is_empty());
}

#[tokio::test]
async fn the_lobby_marks_rated_tables_with_ratings_and_play_now_seats_by_account() {
    let data = TempDir::new("rated-lobby");
    let (server, origin) = server(&data, &[]).await;
    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let mut bea = Player::sign_up(server.port, &origin, "Bea").await;
    // A first rated game gives both a rating.
    let (room, mut a) = ada.make_and_sit(&rated("cubes", 2, "Ada")).await;
    let mut b = bea.join(&room, "Bea").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(8), 3000).await;
    let board = leaderboard_with(server.port, "cubes", 2, 2).await;
    let ada_rating = rating_of(&board, "Ada");

    // Ada waits at a listed rated table: the lobby shows it rated, with her rating.
    let listed = CreateRoom {
        listed: true,
        ..rated("cubes", 2, "Ada")
    };
    let (table, _waiting) = ada.make_and_sit(&listed).await;
    let mut lobby = server.lobby(Some("cubes")).await;
    let shown = lobby
        .until(
            |m| matches!(m, ServerMsg::Tables { tables } if tables.iter().any(|t| t.room == table)),
        )
        .await;
    let ServerMsg::Tables { tables } = shown else {
        unreachable!()
    };
    let t = tables.iter().find(|t| t.room == table).unwrap();
    assert!(t.rated);
    assert_eq!(t.ratings, vec![Some(ada_rating), None]);

    // "Play now" not signed in passes the rated table by (and makes a table of its own);
    // signed in, Bea is seated at it.
    let (status, body) = server.play_now("cubes", 2, "Sam").await;
    assert_eq!(status, 200, "{body}");
    let sam: RoomCreated = serde_json::from_str(&body).unwrap();
    assert_ne!(sam.room, table);
    let req = online::PlayNow {
        v: online::VERSION,
        game: "cubes".into(),
        players: 2,
        name: "Bea".into(),
        turn_based: false,
    };
    let (status, body) = bea
        .post(online::paths::PLAY_NOW, &online::to_text(&req))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["room"], table.as_str());
}

#[tokio::test]
async fn the_sweep_keeps_rated_games() {
    let data = TempDir::new("rated-sweep");
    let (server, origin) =
        server(&data, &["--sweep-interval", "1s", "--keep-finished", "1s"]).await;
    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let bea = Player::sign_up(server.port, &origin, "Bea").await;
    let (rated_room, mut ra) = ada.make_and_sit(&rated("cubes", 2, "Ada")).await;
    let mut rb = bea.join(&rated_room, "Bea").await;
    play_random(&mut [&mut ra, &mut rb], &mut GameRng::new(9), 3000).await;
    // The rated game's last state says it is never deleted.
    assert!(matches!(
        ra.state,
        Some(ServerMsg::State { expires: None, .. })
    ));
    let Seated {
        made: casual,
        mut a,
        mut b,
        ..
    } = two_seated(&server, "cubes").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(9), 3000).await;
    assert!(matches!(
        a.state,
        Some(ServerMsg::State {
            expires: Some(_),
            ..
        })
    ));
    drop((a, b, ra, rb));
    let stored = |room: &str| format!("SELECT COUNT(*) FROM rooms WHERE id = '{room}'");
    let until = std::time::Instant::now() + Duration::from_secs(60);
    while count(&data, &stored(&casual.room)).await > 0 {
        assert!(
            std::time::Instant::now() < until,
            "the casual game is swept"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(
        count(&data, &stored(&rated_room)).await,
        1,
        "the rated game is kept"
    );
    let (status, _) = http(server.port, "GET", &online::paths::record(&rated_room), "").await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn two_processes_seeing_the_end_change_the_ratings_once() {
    let pg = Postgres::start();
    let data = TempDir::new("rated-pg");
    let origin = "http://localhost:8998";
    let settings = ["--public-origin", origin, "--sign-in-burst", "100"];
    let one = Server::postgres_with(&pg.url, data.path(), &settings).await;
    let two = Server::postgres_with(&pg.url, data.path(), &settings).await;
    let mut ada = Player::sign_up(one.port, origin, "Ada").await;
    let bea = Player::sign_up(two.port, origin, "Bea").await;
    let (room, mut a) = ada.make_and_sit(&rated("cubes", 2, "Ada")).await;
    let mut b = bea.client_on(two.port, &room).await;
    b.hello(None).await;
    b.join("Bea").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(12), 3000).await;
    let want = expected(&places(2, &a.view().outcome().expect("the game ended")));
    let board = leaderboard_with(one.port, "cubes", 2, 2).await;
    assert_eq!(rating_of(&board, "Ada"), want[0]);
    assert_eq!(rating_of(&board, "Bea"), want[1]);
    // Both processes have seen the end; a spectator on each loads it again.
    for port in [one.port, two.port] {
        let mut watcher = Client::connect(port, &room).await;
        watcher.hello(None).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let board = leaderboard(two.port, "cubes").await;
    assert_eq!(board.players.iter().map(|p| p.games).sum::<u32>(), 2);
    assert_eq!(rating_of(&board, "Bea"), want[1]);
    pg.stop();
}

/// Issue 44, item 6 with ratings: a backup taken while a rated game plays and right after
/// another one changed both ratings restores into a fresh server with the same leaderboard,
/// the same player pages and the rated game still going.
#[tokio::test]
async fn a_backup_taken_while_a_rated_game_plays_keeps_the_ratings() {
    let data = TempDir::new("rated-backup");
    let origin = "http://localhost:8997";
    let (server, _) = server(&data, &["--public-origin", origin]).await;
    let mut ada = Player::sign_up(server.port, origin, "Ada").await;
    let bea = Player::sign_up(server.port, origin, "Bea").await;
    let (room, mut a) = ada.make_and_sit(&rated("cubes", 2, "Ada")).await;
    let mut b = bea.join(&room, "Bea").await;
    play_random(&mut [&mut a, &mut b], &mut GameRng::new(6), 3000).await;
    let before = leaderboard_with(server.port, "cubes", 2, 2).await;
    // A second rated game going on while the copy is taken.
    let (busy, mut a) = ada.make_and_sit(&rated("cubulus", 2, "Ada")).await;
    let mut b = bea.join(&busy, "Bea").await;
    let playing = tokio::spawn(async move {
        play_random(&mut [&mut a, &mut b], &mut GameRng::new(7), 12).await;
        (a, b)
    });
    let copy = TempDir::new("rated-backup-copy");
    let file = copy.path().join("copy.db");
    let db = data.path().join("cube-table.db").display().to_string();
    let out = tokio::process::Command::new(env!("CARGO_BIN_EXE_server"))
        .arg("backup")
        .arg(&file)
        .args(["--database-url", &db])
        .env_remove("DATABASE_URL")
        .output()
        .await
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (a, b) = playing.await.unwrap();
    drop((a, b));
    let (_, page_before) = http(server.port, "GET", "/api/players/Bea", "").await;

    let restored = Server::start(vec![
        "--database-url".into(),
        file.display().to_string(),
        "--dist".into(),
        copy.path().join("dist").display().to_string(),
        "--public-origin".into(),
        origin.into(),
    ])
    .await;
    assert_eq!(leaderboard(restored.port, "cubes").await, before);
    let (status, page_after) = http(restored.port, "GET", "/api/players/Bea", "").await;
    assert_eq!(status, 200, "{page_after}");
    assert_eq!(page_after, page_before);
    // The rated game in play at the copy is there, rated, with its moves up to then.
    let mut watcher = restored.client(&busy).await;
    watcher.hello(None).await;
    assert!(watcher.ply() <= 12);
}

/// A rated game both players left is played to its end by the computer standing in for them
/// with nobody watching (a casual room would pause), and rated: its result counts for them.
#[tokio::test]
async fn a_rated_game_both_players_left_is_played_out_and_rated() {
    let data = TempDir::new("rated-left");
    let (server, origin) =
        server(&data, &["--away-limit", "1s", "--alarm-interval", "200ms"]).await;
    let mut ada = Player::sign_up(server.port, &origin, "Ada").await;
    let bea = Player::sign_up(server.port, &origin, "Bea").await;
    let req = CreateRoom {
        stand_in: "easy".into(),
        ..rated("cubulus", 2, "Ada")
    };
    let (room, a) = ada.make_and_sit(&req).await;
    let b = bea.join(&room, "Bea").await;
    drop((a, b));
    let until = std::time::Instant::now() + Duration::from_secs(120);
    loop {
        let board = leaderboard(server.port, "cubulus").await;
        if board.players.len() == 2 {
            assert_eq!(board.players.iter().map(|p| p.games).sum::<u32>(), 2);
            assert_eq!(
                board.players.iter().map(|p| p.wins).sum::<u32>(),
                1,
                "{board:?}"
            );
            break;
        }
        assert!(std::time::Instant::now() < until, "not rated: {board:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(count(&data, "SELECT COUNT(*) FROM rated_games").await, 1);
    let _ = room;
}
