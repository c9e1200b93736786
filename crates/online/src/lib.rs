//! Online play: the JSON messages between a browser (`crates/app`) and the server
//! (`crates/server`), shared by both so that they cannot drift apart. The protocol and the
//! server's settings are documented for people in `docs/online.md`.
//!
//! A room is made over HTTP (`POST /api/rooms` with a [`CreateRoom`], answered by a
//! [`RoomCreated`]); play goes over one WebSocket per browser tab
//! (`GET /api/rooms/<room>/ws`). On it the client first says [`ClientMsg::Hello`]; the
//! server answers [`ServerMsg::Welcome`] and then a [`ServerMsg::State`] with the position
//! as that connection may see it ([`rules::AnyGame::view`]). Every accepted move is in the
//! database before anyone hears of it; then every connection gets its own new `State`.
//! Anything the server refuses gets a [`ServerMsg::Error`] with an [`ErrorCode`] and
//! changes nothing.

use std::collections::BTreeMap;

use rules::{AnyGame, Seat, Setup};
use serde::{Deserialize, Serialize};

/// The protocol version, sent in [`ClientMsg::Hello`] and [`ServerMsg::Welcome`]. A
/// server refuses a hello of another version with [`ErrorCode::Version`]. Version 2: the
/// position in [`ServerMsg::State`] is [`encode_view`] text, no longer a JSON object.
/// Version 3: the spectators' link has its own id ([`ServerMsg::Welcome::watch`]), a seat
/// can replace its link ([`ClientMsg::NewToken`]), a `state` says when the room will be
/// deleted, and names and connections have their own refusals.
pub const VERSION: u32 = 3;

/// Limits a server enforces on each connection.
pub mod limits {
    /// The largest message (a WebSocket frame or an HTTP body), in bytes.
    pub const MESSAGE: usize = 64 * 1024;
    /// Messages a connection may send per second on average…
    pub const RATE_PER_SECOND: u32 = 20;
    /// …and at most this many in a burst.
    pub const BURST: u32 = 40;
    /// The longest player name, in characters.
    pub const NAME: usize = 40;
}

/// The paths of the online API, relative to the site's root.
pub mod paths {
    /// `POST`: make a room ([`CreateRoom`](super::CreateRoom) → [`RoomCreated`](super::RoomCreated)).
    pub const ROOMS: &str = "/api/rooms";

    /// The WebSocket of a room.
    pub fn socket(room: &str) -> String {
        format!("/api/rooms/{room}/ws")
    }

    /// `GET`: the room's record as JSON: whole (seed included) once the game has ended,
    /// before that without the seed (the public record).
    pub fn record(room: &str) -> String {
        format!("/api/rooms/{room}/record")
    }

    /// The page that joins a room (the invite link for open seats).
    pub fn invite(room: &str) -> String {
        format!("/online/{room}")
    }

    /// A seat's own link: opens the room on another device as that seat. The token rides in
    /// the fragment, which browsers never send to a server; the page keeps it and removes it
    /// from the address bar.
    pub fn seat(room: &str, token: &str) -> String {
        format!("/online/{room}#seat={token}")
    }

    /// The seat token in a page's fragment (`#seat=<token>`), if it has the shape of one
    /// (base64url, at most 64 characters); anything else is ignored.
    pub fn token_in_fragment(fragment: &str) -> Option<&str> {
        let token = fragment.trim_start_matches('#').strip_prefix("seat=")?;
        let base64url = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
        (!token.is_empty() && token.len() <= 64 && token.bytes().all(base64url)).then_some(token)
    }

    /// The page that watches a room, by the room's spectators' id
    /// ([`ServerMsg::Welcome::watch`](super::ServerMsg::Welcome)): a connection that came by
    /// it can only watch, and never learns the room's own id.
    pub fn watch(watch_id: &str) -> String {
        format!("/online/{watch_id}?watch=1")
    }
}

/// Who sits at a seat when a room is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatSpec {
    /// A person, who joins by the invite link (the room's maker takes the first open seat).
    Open,
    /// The server plays this seat at `level` (`easy`, `medium` or `hard`).
    Computer { level: String },
}

/// `POST /api/rooms`: a new room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateRoom {
    pub v: u32,
    /// A [`rules::GameId`] as text.
    pub game: String,
    pub setup: Setup,
    /// One per seat, `setup.players` of them.
    pub seats: Vec<SeatSpec>,
    /// The maker's name; they take the first open seat (with no open seat they only watch).
    pub name: String,
}

/// The answer to [`CreateRoom`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomCreated {
    /// At least 128 random bits, base64url.
    pub room: String,
    /// The maker's seat and its token (kept by the browser; the server stores only a hash).
    pub seat: Option<Seat>,
    pub token: Option<String>,
}

/// What the browser sends on the room's WebSocket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message. With the token of one of this room's seats, the connection
    /// plays that seat (a rejoin after a reload or from another device); without, it
    /// watches until it [`Join`](ClientMsg::Join)s.
    Hello {
        v: u32,
        token: Option<String>,
    },
    /// Takes the first open seat; answered by [`ServerMsg::Joined`].
    Join {
        name: String,
    },
    /// A move in notation, made at position `ply` (the number of moves played); a move for
    /// another ply is [`ErrorCode::Stale`].
    Move {
        ply: usize,
        text: String,
    },
    /// Asks the others to take back moves to before this seat's last move (made at `ply`
    /// moves, the current count). Computer seats agree at once; it never goes back past a
    /// move that revealed something.
    UndoRequest {
        ply: usize,
    },
    /// Answers the pending undo request.
    UndoAnswer {
        accept: bool,
    },
    /// A seated connection asks for a new token for its seat: answered by
    /// [`ServerMsg::Joined`] with it; the old token stops working, and other connections
    /// that used it are told [`ErrorCode::BadToken`] and closed.
    NewToken,
    Ping,
}

/// A seat as everyone in the room sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub kind: SeatKind,
    /// The player's name (empty for an open seat).
    pub name: String,
    /// Whether a browser holds this seat now (computer seats always are).
    pub connected: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatKind {
    Open,
    Person,
    Computer { level: String },
}

/// An undo request waiting for answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingUndo {
    pub by: Seat,
    /// The position it goes back to (that many moves stay).
    pub to_ply: usize,
    /// Seats that have not answered yet.
    pub waiting: Vec<Seat>,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to a hello: the room, and this connection's seat (`None`: watching).
    Welcome {
        v: u32,
        /// The id this connection came by (the spectators' id for a watch link).
        room: String,
        /// The room's spectators' id, for [`paths::watch`].
        watch: String,
        /// A [`rules::GameId`] as text.
        game: String,
        setup: Setup,
        seat: Option<Seat>,
        seats: Vec<SeatInfo>,
    },
    /// The answer to [`ClientMsg::Join`]: this connection now plays `seat`; keep `token`.
    Joined {
        seat: Seat,
        token: String,
    },
    /// The position as this connection may see it, after `ply` moves.
    State {
        ply: usize,
        /// [`rules::AnyGame::view`] for this connection's seat (a spectator's for none),
        /// sent as [`encode_view`] text.
        #[serde(with = "view_text")]
        view: AnyGame,
        /// The moves played, in notation (what every seat has seen).
        moves: Vec<String>,
        /// Once the game has ended: the whole record as JSON text, seed included.
        record: Option<String>,
        undo: Option<PendingUndo>,
        /// When the server will delete the room if nothing changes before (seconds since
        /// 1970); `None` when it keeps rooms for good.
        expires: Option<i64>,
    },
    /// Who is at the table and connected; sent to all on every change.
    Presence {
        seats: Vec<SeatInfo>,
        spectators: usize,
    },
    /// How an undo request ended (a `State` follows an accepted one).
    UndoDone {
        accepted: bool,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
    Pong,
}

/// Why the server refused something. The message is English text for logs and tests; the
/// app tells the player by the code, in their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, not a message of this protocol, or not text.
    Malformed,
    /// Another protocol version.
    Version,
    /// Over [`limits::MESSAGE`].
    TooLarge,
    /// Over the message rate.
    RateLimited,
    /// A message other than hello first, or a second hello.
    OutOfOrder,
    NoSuchRoom,
    /// A token that is not one of this room's seats.
    BadToken,
    NoOpenSeat,
    /// A seat's action from a connection that watches.
    NotASeat,
    NotYourTurn,
    /// A move or undo for a position that is no longer the current one.
    Stale,
    /// Not a move, or a move a rule forbids; the message says which.
    IllegalMove,
    GameOver,
    /// Nothing to take back, or it would go back past a reveal.
    NoUndo,
    /// Another undo request is pending, or none is to answer.
    UndoPending,
    NoUndoPending,
    /// A room that cannot be made (unknown game, bad setup, wrong number of seats, …).
    BadRoom,
    /// The server could not store or load; try again.
    Unavailable,
    /// A name that is empty, too long, or has invisible or control characters.
    BadName,
    /// A name another seat of the room already has (or one that looks the same).
    NameTaken,
    /// A request from a page of another site (its `Origin` is not allowed here).
    Forbidden,
    /// Too many connections: the room's spectators, this address's or the server's.
    Full,
}

impl ErrorCode {
    /// Every code, for tables that must cover them all (the app's messages).
    pub const ALL: [ErrorCode; 22] = [
        ErrorCode::Malformed,
        ErrorCode::Version,
        ErrorCode::TooLarge,
        ErrorCode::RateLimited,
        ErrorCode::OutOfOrder,
        ErrorCode::NoSuchRoom,
        ErrorCode::BadToken,
        ErrorCode::NoOpenSeat,
        ErrorCode::NotASeat,
        ErrorCode::NotYourTurn,
        ErrorCode::Stale,
        ErrorCode::IllegalMove,
        ErrorCode::GameOver,
        ErrorCode::NoUndo,
        ErrorCode::UndoPending,
        ErrorCode::NoUndoPending,
        ErrorCode::BadRoom,
        ErrorCode::Unavailable,
        ErrorCode::BadName,
        ErrorCode::NameTaken,
        ErrorCode::Forbidden,
        ErrorCode::Full,
    ];
}

/// Every message as JSON text.
pub fn to_text<T: Serialize>(msg: &T) -> String {
    // Serializing these types cannot fail: no maps with non-string keys, no floats.
    serde_json::to_string(msg).unwrap_or_else(|e| {
        format!("{{\"t\":\"error\",\"code\":\"unavailable\",\"message\":\"{e}\"}}")
    })
}

/// Reads a client message, with the error the server sends for one it cannot read.
pub fn read_client(text: &str) -> Result<ClientMsg, (ErrorCode, String)> {
    if text.len() > limits::MESSAGE {
        return Err((
            ErrorCode::TooLarge,
            format!("a message may have at most {} bytes", limits::MESSAGE),
        ));
    }
    serde_json::from_str(text).map_err(|e| {
        (
            ErrorCode::Malformed,
            rules::clip(&format!("not a message of this protocol: {e}")),
        )
    })
}

/// Reads a server message (the app's side).
pub fn read_server(text: &str) -> Result<ServerMsg, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The position of a [`ServerMsg::State`] as sent: base64url (RFC 4648, no padding) of its
/// [postcard](https://postcard.jamesmunns.com/wire-format) encoding (the serde derives of
/// `rules`), not a JSON object. Reading every game's state from JSON made up most of the
/// app's online code (serde_json's field-name matching and map visitors, instantiated for
/// every type of all five games); postcard reads fields in order and costs a fraction.
pub fn encode_view(view: &AnyGame) -> String {
    // Encoding into a Vec cannot fail: every type of a position is plain data.
    let bytes = postcard::to_allocvec(view).unwrap_or_default();
    rules::record::base64url::encode(&bytes)
}

/// Reads an [`encode_view`] text. Like any game state read from outside, the position is
/// not checked against its rules here (see `AnyGame::check_invariants`).
pub fn decode_view(text: &str) -> Result<AnyGame, String> {
    let bytes = rules::record::base64url::decode(text)
        .ok_or_else(|| "the position is not base64url".to_string())?;
    match postcard::take_from_bytes::<AnyGame>(&bytes) {
        Ok((view, [])) => Ok(view),
        Ok(_) => Err("the position has bytes past its end".into()),
        Err(e) => Err(format!("the position cannot be read: {e}")),
    }
}

/// `#[serde(with)]` for [`ServerMsg::State::view`]: the position as [`encode_view`] text.
mod view_text {
    use rules::AnyGame;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(view: &AnyGame, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&super::encode_view(view))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<AnyGame, D::Error> {
        let text = String::deserialize(d)?;
        super::decode_view(&text).map_err(serde::de::Error::custom)
    }
}

/// The options of a setup as the dialog and records write them.
pub type Options = BTreeMap<String, String>;

#[cfg(test)]
mod tests {
    use super::*;
    use rules::GameId;

    #[test]
    fn messages_round_trip_as_tagged_json() {
        let hello = ClientMsg::Hello {
            v: VERSION,
            token: Some("abc".into()),
        };
        let text = to_text(&hello);
        assert_eq!(text, r#"{"t":"hello","v":3,"token":"abc"}"#);
        assert_eq!(read_client(&text), Ok(hello));
        let mv = r#"{"t":"move","ply":3,"text":"z00+"}"#;
        assert_eq!(
            read_client(mv),
            Ok(ClientMsg::Move {
                ply: 3,
                text: "z00+".into()
            })
        );
        let view = AnyGame::new(GameId::Cubulus, &Setup::players(2), 1)
            .unwrap_or_else(|e| panic!("{e}"))
            .view(Some(0));
        let state = ServerMsg::State {
            ply: 0,
            view,
            moves: vec![],
            record: None,
            undo: None,
            expires: None,
        };
        let text = to_text(&state);
        assert!(text.contains(r#""view":""#), "the view is text: {text}");
        assert_eq!(read_server(&text), Ok(state));
    }

    #[test]
    fn every_game_s_view_round_trips_as_text() {
        for game in GameId::ALL {
            let players = *AnyGame::player_range(game).start();
            let mut g =
                AnyGame::new(game, &Setup::players(players), 7).unwrap_or_else(|e| panic!("{e}"));
            for ply in 0..40 {
                for seat in [None, Some(0), Some(1)] {
                    let view = g.view(seat);
                    let text = encode_view(&view);
                    assert!(
                        text.bytes()
                            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                        "{game} ply {ply}: {text}"
                    );
                    // The same position JSON carried: fields the derives skip (Cubus's
                    // generator) are not sent by either.
                    let json = serde_json::to_string(&view).unwrap_or_else(|e| panic!("{e}"));
                    let via_json: AnyGame =
                        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(decode_view(&text), Ok(via_json), "{game} ply {ply}");
                    assert!(
                        text.len() < json.len(),
                        "{game} ply {ply}: shorter than JSON"
                    );
                }
                let Some(m) = g.legal_moves().first().cloned() else {
                    break;
                };
                g.play_str(&m).unwrap_or_else(|e| panic!("{game} {m}: {e}"));
            }
        }
    }

    #[test]
    fn bad_views_are_refused() {
        let view = AnyGame::new(GameId::Mojave, &Setup::players(2), 1)
            .unwrap_or_else(|e| panic!("{e}"))
            .view(Some(0));
        let text = encode_view(&view);
        assert!(decode_view("").is_err());
        assert!(decode_view("not base64!").is_err());
        assert!(decode_view(&text[..text.len() / 2]).is_err());
        assert!(decode_view(&format!("{text}AAAA")).is_err());
        let json = to_text(&ServerMsg::State {
            ply: 0,
            view,
            moves: vec![],
            record: None,
            undo: None,
            expires: None,
        });
        let as_object = json.replace(&format!("\"{text}\""), r#"{"mojave":{}}"#);
        assert!(read_server(&as_object).is_err());
    }

    #[test]
    fn a_seat_link_carries_its_token_in_the_fragment_only() {
        let link = paths::seat("room1", "abc_-9");
        assert_eq!(link, "/online/room1#seat=abc_-9");
        let fragment = &link[link.find('#').unwrap_or(0)..];
        assert_eq!(paths::token_in_fragment(fragment), Some("abc_-9"));
        assert_eq!(paths::token_in_fragment("#seat="), None);
        assert_eq!(paths::token_in_fragment("#seat=a b"), None);
        assert_eq!(paths::token_in_fragment("#other=abc"), None);
        assert_eq!(
            paths::token_in_fragment(&format!("#seat={}", "a".repeat(65))),
            None
        );
    }

    #[test]
    fn all_lists_every_error_code_once() {
        // An exhaustive match: a new code does not compile here until ALL has it.
        let index = |c: ErrorCode| match c {
            ErrorCode::Malformed => 0,
            ErrorCode::Version => 1,
            ErrorCode::TooLarge => 2,
            ErrorCode::RateLimited => 3,
            ErrorCode::OutOfOrder => 4,
            ErrorCode::NoSuchRoom => 5,
            ErrorCode::BadToken => 6,
            ErrorCode::NoOpenSeat => 7,
            ErrorCode::NotASeat => 8,
            ErrorCode::NotYourTurn => 9,
            ErrorCode::Stale => 10,
            ErrorCode::IllegalMove => 11,
            ErrorCode::GameOver => 12,
            ErrorCode::NoUndo => 13,
            ErrorCode::UndoPending => 14,
            ErrorCode::NoUndoPending => 15,
            ErrorCode::BadRoom => 16,
            ErrorCode::Unavailable => 17,
            ErrorCode::BadName => 18,
            ErrorCode::NameTaken => 19,
            ErrorCode::Forbidden => 20,
            ErrorCode::Full => 21,
        };
        for (i, c) in ErrorCode::ALL.into_iter().enumerate() {
            assert_eq!(index(c), i);
        }
    }

    /// The encoding of positions is the rules' type layout, so a change to it must raise
    /// [`VERSION`]: this pins the views of a few positions of every game to the version.
    /// When it fails after a change to a game's state types, raise `VERSION` and put the
    /// new fingerprint here.
    #[test]
    fn the_view_layout_is_pinned_to_the_protocol_version() {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for id in GameId::ALL {
            let mut g = AnyGame::new(id, &Setup::players(2), 9).unwrap_or_else(|e| panic!("{e}"));
            for _ in 0..6 {
                for byte in encode_view(&g.view(Some(0))).bytes() {
                    hash = (hash ^ byte as u64).wrapping_mul(0x100_0000_01b3);
                }
                let first = g.legal_moves().first().cloned();
                match first {
                    Some(m) => g.play_str(&m).unwrap_or_else(|e| panic!("{e}")),
                    None => break,
                }
            }
        }
        let pinned: (u32, u64) = (3, 8_908_244_096_289_048_891);
        assert_eq!(
            (VERSION, hash),
            pinned,
            "raise VERSION and pin the new fingerprint"
        );
    }

    #[test]
    fn bad_messages_get_their_code() {
        let code = |t: &str| read_client(t).map_err(|e| e.0);
        assert_eq!(code("not json"), Err(ErrorCode::Malformed));
        assert_eq!(code(r#"{"t":"fly"}"#), Err(ErrorCode::Malformed));
        assert_eq!(
            code(r#"{"t":"move","ply":-1,"text":"x"}"#),
            Err(ErrorCode::Malformed)
        );
        assert_eq!(
            code(&"x".repeat(limits::MESSAGE + 1)),
            Err(ErrorCode::TooLarge)
        );
    }
}
