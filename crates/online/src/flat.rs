//! How the app reads the protocol's tagged objects — a server message `{"t":"state",…}`, a
//! clock `{"kind":"real_time",…}`, a seat `{"kind":"computer",…}` — in one pass: through a
//! flat struct with every field any variant has, each optional, and the tag to pick the
//! variant ([`ServerMsg`], [`Clock`] and [`SeatKind`] say `try_from` one of these).
//!
//! serde's own reading of an internally tagged enum first copies the whole object into a
//! tree of its values and then reads that tree again; that code, instantiated for every
//! message, was about a tenth of an online room's program. The wire is unchanged: the
//! derives still write these types, and the round-trip tests below hold both sides
//! together. Fields a variant does not have are ignored, as before; a field a variant needs
//! and does not find is an error that names it.

use serde::de::{Deserializer, Error as _};
use serde::Deserialize;

use crate::{
    decode_view, Clock, ClockState, ErrorCode, OpenTable, PendingUndo, Phrase, Rematch, SeatInfo,
    SeatKind, ServerMsg,
};
use rules::{AnyGame, Seat, Setup};

/// The error of a tagged object missing `field`.
fn missing(tag: &str, field: &str) -> String {
    format!("`{tag}` without `{field}`")
}

/// Every field of every [`ServerMsg`].
#[derive(Deserialize)]
pub struct FlatServerMsg {
    t: String,
    v: Option<u32>,
    room: Option<String>,
    watch: Option<String>,
    game: Option<String>,
    setup: Option<Setup>,
    seat: Option<Seat>,
    seats: Option<Vec<SeatInfo>>,
    /// A welcome's [`Clock`] or a state's [`ClockState`].
    clock: Option<FlatClock>,
    listed: Option<bool>,
    stand_in: Option<String>,
    rated: Option<bool>,
    token: Option<String>,
    ply: Option<usize>,
    #[serde(default, deserialize_with = "view")]
    view: Option<AnyGame>,
    moves: Option<Vec<String>>,
    movers: Option<Vec<Seat>>,
    record: Option<String>,
    undo: Option<PendingUndo>,
    expires: Option<i64>,
    claimed: Option<Seat>,
    rematch: Option<Rematch>,
    spectators: Option<usize>,
    accepted: Option<bool>,
    phrase: Option<Phrase>,
    tables: Option<Vec<OpenTable>>,
    code: Option<ErrorCode>,
    message: Option<String>,
}

/// A state's position: [`crate::encode_view`] text.
fn view<'de, D: Deserializer<'de>>(d: D) -> Result<Option<AnyGame>, D::Error> {
    Option::<String>::deserialize(d)?
        .map(|text| decode_view(&text).map_err(D::Error::custom))
        .transpose()
}

impl TryFrom<FlatServerMsg> for ServerMsg {
    type Error = String;

    fn try_from(f: FlatServerMsg) -> Result<ServerMsg, String> {
        let t = f.t.as_str();
        let need = |field: &str| missing(t, field);
        Ok(match t {
            "welcome" => ServerMsg::Welcome {
                v: f.v.ok_or_else(|| need("v"))?,
                room: f.room.ok_or_else(|| need("room"))?,
                watch: f.watch.ok_or_else(|| need("watch"))?,
                game: f.game.ok_or_else(|| need("game"))?,
                setup: f.setup.ok_or_else(|| need("setup"))?,
                seat: f.seat,
                seats: f.seats.ok_or_else(|| need("seats"))?,
                clock: f.clock.ok_or_else(|| need("clock"))?.try_into()?,
                listed: f.listed.ok_or_else(|| need("listed"))?,
                stand_in: f.stand_in.ok_or_else(|| need("stand_in"))?,
                rated: f.rated.unwrap_or(false),
            },
            "joined" => ServerMsg::Joined {
                seat: f.seat.ok_or_else(|| need("seat"))?,
                token: f.token.ok_or_else(|| need("token"))?,
            },
            "state" => ServerMsg::State {
                ply: f.ply.ok_or_else(|| need("ply"))?,
                view: f.view.ok_or_else(|| need("view"))?,
                moves: f.moves.ok_or_else(|| need("moves"))?,
                movers: f.movers.unwrap_or_default(),
                record: f.record,
                undo: f.undo,
                expires: f.expires,
                clock: f.clock.map(ClockState::try_from).transpose()?,
                claimed: f.claimed,
                rematch: f.rematch,
            },
            "presence" => ServerMsg::Presence {
                seats: f.seats.ok_or_else(|| need("seats"))?,
                spectators: f.spectators.ok_or_else(|| need("spectators"))?,
            },
            "undo_done" => ServerMsg::UndoDone {
                accepted: f.accepted.ok_or_else(|| need("accepted"))?,
            },
            "said" => ServerMsg::Said {
                seat: f.seat.ok_or_else(|| need("seat"))?,
                phrase: f.phrase.ok_or_else(|| need("phrase"))?,
            },
            "tables" => ServerMsg::Tables {
                tables: f.tables.ok_or_else(|| need("tables"))?,
            },
            "error" => ServerMsg::Error {
                code: f.code.ok_or_else(|| need("code"))?,
                message: f.message.ok_or_else(|| need("message"))?,
            },
            "pong" => ServerMsg::Pong,
            other => return Err(format!("unknown message `{other}`")),
        })
    }
}

/// Every field of a [`Clock`] and of a [`ClockState`] (a state's `clock`).
#[derive(Deserialize)]
pub struct FlatClock {
    kind: Option<String>,
    minutes: Option<u32>,
    increment: Option<u32>,
    hours: Option<u32>,
    bank_days: Option<u32>,
    left: Option<Vec<u64>>,
    running: Option<Seat>,
    bank: Option<Vec<u64>>,
    vacation: Option<Vec<u64>>,
}

impl TryFrom<FlatClock> for Clock {
    type Error = String;

    fn try_from(f: FlatClock) -> Result<Clock, String> {
        let kind = f.kind.ok_or_else(|| missing("clock", "kind"))?;
        let need = |field: &str| missing(&kind, field);
        Ok(match kind.as_str() {
            "none" => Clock::None,
            "real_time" => Clock::RealTime {
                minutes: f.minutes.ok_or_else(|| need("minutes"))?,
                increment: f.increment.ok_or_else(|| need("increment"))?,
            },
            "turn_based" => Clock::TurnBased {
                hours: f.hours.ok_or_else(|| need("hours"))?,
                bank_days: f.bank_days.unwrap_or(0),
            },
            other => return Err(format!("unknown clock `{other}`")),
        })
    }
}

impl TryFrom<FlatClock> for ClockState {
    type Error = String;

    fn try_from(f: FlatClock) -> Result<ClockState, String> {
        Ok(ClockState {
            left: f.left.ok_or_else(|| missing("clock", "left"))?,
            running: f.running,
            bank: f.bank.unwrap_or_default(),
            vacation: f.vacation.unwrap_or_default(),
        })
    }
}

/// Every field of a [`SeatKind`].
#[derive(Deserialize)]
pub struct FlatSeatKind {
    kind: String,
    level: Option<String>,
}

impl TryFrom<FlatSeatKind> for SeatKind {
    type Error = String;

    fn try_from(f: FlatSeatKind) -> Result<SeatKind, String> {
        Ok(match f.kind.as_str() {
            "open" => SeatKind::Open,
            "person" => SeatKind::Person,
            "computer" => SeatKind::Computer {
                level: f.level.ok_or_else(|| missing("computer", "level"))?,
            },
            other => return Err(format!("unknown seat `{other}`")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{read_server, to_text, Rating};
    use rules::GameId;

    fn seats() -> Vec<SeatInfo> {
        vec![
            SeatInfo {
                kind: SeatKind::Person,
                name: "Ada".into(),
                connected: true,
                stand_in: false,
                returning: false,
            },
            SeatInfo {
                kind: SeatKind::Computer {
                    level: "hard".into(),
                },
                name: String::new(),
                connected: true,
                stand_in: false,
                returning: false,
            },
            SeatInfo {
                kind: SeatKind::Open,
                name: String::new(),
                connected: false,
                stand_in: true,
                returning: false,
            },
        ]
    }

    /// One of every message, with every optional field both given and left out, written
    /// by the derives and read back through the flat structs.
    #[test]
    fn every_server_message_reads_back_as_written() {
        let view = AnyGame::new(GameId::Cubulus, &Setup::players(3), 5)
            .unwrap_or_else(|e| panic!("{e}"))
            .view(Some(1));
        let welcome = |seat, clock| ServerMsg::Welcome {
            v: crate::VERSION,
            room: "r".into(),
            watch: "w".into(),
            game: "cubulus".into(),
            setup: Setup::players(3),
            seat,
            seats: seats(),
            clock,
            listed: true,
            stand_in: "easy".into(),
            rated: seat.is_some(),
        };
        let messages = vec![
            welcome(Some(2), Clock::None),
            welcome(
                None,
                Clock::RealTime {
                    minutes: 10,
                    increment: 5,
                },
            ),
            welcome(
                Some(0),
                Clock::TurnBased {
                    hours: 24,
                    bank_days: 0,
                },
            ),
            ServerMsg::Joined {
                seat: 1,
                token: "tok".into(),
            },
            ServerMsg::position(0, view.clone(), vec![]),
            ServerMsg::State {
                ply: 2,
                view: view.clone(),
                moves: vec!["x00+".into(), "y11-".into()],
                movers: vec![0, 2],
                record: Some("{}".into()),
                undo: Some(PendingUndo {
                    by: 0,
                    to_ply: 1,
                    waiting: vec![1, 2],
                }),
                expires: Some(1_800_000_000),
                clock: Some(ClockState {
                    left: vec![1000, 2000, 3000],
                    running: Some(2),
                    bank: vec![5000, 0, 7000],
                    vacation: vec![0, 9000, 0],
                }),
                claimed: Some(1),
                rematch: Some(Rematch {
                    accepted: vec![0],
                    waiting: vec![1, 2],
                    next: Some("n".into()),
                }),
            },
            ServerMsg::Presence {
                seats: seats(),
                spectators: 4,
            },
            ServerMsg::UndoDone { accepted: false },
            ServerMsg::Said {
                seat: 2,
                phrase: Phrase::GoodGame,
            },
            ServerMsg::Tables {
                tables: vec![OpenTable {
                    room: "r".into(),
                    game: "cubes".into(),
                    setup: Setup::players(2),
                    clock: Clock::PLAY_NOW,
                    seats: seats(),
                    since: 7,
                    rated: true,
                    ratings: vec![
                        Some(Rating {
                            value: 1612,
                            provisional: false,
                        }),
                        None,
                        Some(Rating {
                            value: 1500,
                            provisional: true,
                        }),
                    ],
                }],
            },
            ServerMsg::Error {
                code: ErrorCode::NotYourTurn,
                message: "wait".into(),
            },
            ServerMsg::Pong,
        ];
        for msg in messages {
            let text = to_text(&msg);
            assert_eq!(read_server(&text).as_ref(), Ok(&msg), "{text}");
        }
    }

    #[test]
    fn a_missing_field_or_an_unknown_tag_is_named() {
        let err = |text: &str| read_server(text).expect_err(text);
        assert!(err(r#"{"t":"joined","seat":1}"#).contains("`joined` without `token`"));
        assert!(err(r#"{"t":"joined"}"#).contains("without `seat`"));
        assert!(err(r#"{"t":"hop"}"#).contains("unknown message `hop`"));
        assert!(err(r#"{"seat":1}"#).contains("`t`"));
        let tables = r#"{"t":"tables","tables":[{"room":"r","game":"cubes","setup":{"players":2},
            "clock":{"kind":"real_time","minutes":3},"seats":[],"since":1}]}"#;
        assert!(err(tables).contains("`real_time` without `increment`"));
        let seat = r#"{"t":"presence","spectators":0,"seats":[{"kind":{"kind":"computer"},
            "name":"","connected":true}]}"#;
        assert!(err(seat).contains("`computer` without `level`"));
        // Fields a message does not have are ignored, as serde's tagged reading did.
        assert_eq!(
            read_server(r#"{"t":"pong","ply":3,"extra":[1]}"#),
            Ok(ServerMsg::Pong)
        );
    }

    #[test]
    fn clocks_read_back_as_written_alone_too() {
        for clock in [
            Clock::None,
            Clock::PLAY_NOW,
            Clock::TurnBased {
                hours: 336,
                bank_days: 7,
            },
        ] {
            let text = serde_json::to_string(&clock).unwrap_or_else(|e| panic!("{e}"));
            let back: Clock = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(back, clock);
        }
    }
}
