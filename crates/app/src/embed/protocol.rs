//! The postMessage protocol in plain Rust: reading a host's message into a [`Command`]
//! (checking shape, types and sizes — anything else is refused with the reason), applying
//! a command to the embedded table, and the [`Event`]s the frame posts back. The browser
//! side is `bridge.rs`; the protocol is documented in `docs/embedding.md`.

use std::collections::BTreeMap;

use rules::{GameId, Outcome, Record, Session};
use serde_json::{json, Value};

use crate::state::Table;
use crate::storage::SeatInfo;

/// The prefix of every message type, in and out.
pub const PREFIX: &str = "cube-table:";
/// The largest message accepted, as JSON text.
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;
pub const MAX_MOVE_LEN: usize = 64;
pub const MAX_RECORD_MOVES: usize = 4000;
const MAX_OPTIONS: usize = 32;
const MAX_OPTION_LEN: usize = 256;
const MAX_PLAYERS: u64 = 16;
/// The largest integer a JavaScript number holds exactly.
const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

/// What a host may ask of the frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Replace the game with this record (replayed and checked).
    Load(Record),
    /// Play a move in the game's notation.
    Play(String),
    /// Take back the last move.
    Undo,
    /// Show the position after this many moves.
    Step(usize),
}

/// What the frame tells its host.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Ready {
        game: GameId,
        record: Record,
    },
    Move {
        notation: String,
        ply: usize,
        record: Record,
    },
    End {
        outcome: Outcome,
        record: Record,
    },
    /// The shown position changed without a move (load, undo, step, replay).
    View {
        ply: usize,
        total: usize,
        record: Record,
    },
    Error {
        message: String,
    },
}

/// `{"kind":"win","winners":[seats]}` or `{"kind":"draw"}` (as the rules-js API).
pub fn outcome_value(outcome: &Outcome) -> Value {
    match outcome {
        Outcome::Draw => json!({ "kind": "draw" }),
        Outcome::Winners(w) => json!({ "kind": "win", "winners": w }),
    }
}

fn record_value(record: &Record) -> Value {
    serde_json::to_value(record).unwrap_or(Value::Null)
}

impl Event {
    pub fn to_value(&self) -> Value {
        match self {
            Event::Ready { game, record } => json!({
                "type": "cube-table:ready", "game": game.as_str(),
                "ply": record.moves.len(), "record": record_value(record),
            }),
            Event::Move {
                notation,
                ply,
                record,
            } => json!({
                "type": "cube-table:move", "move": notation, "ply": ply, "record": record_value(record),
            }),
            Event::End { outcome, record } => json!({
                "type": "cube-table:end", "outcome": outcome_value(outcome), "record": record_value(record),
            }),
            Event::View { ply, total, record } => json!({
                "type": "cube-table:view", "ply": ply, "total": total, "record": record_value(record),
            }),
            Event::Error { message } => json!({ "type": "cube-table:error", "message": message }),
        }
    }
}

fn error(message: impl Into<String>) -> Event {
    Event::Error {
        message: message.into(),
    }
}

/// A non-empty, single-line text of at most `max` bytes.
fn short_text<'a>(v: Option<&'a Value>, what: &str, max: usize) -> Result<&'a str, String> {
    let s = v
        .and_then(Value::as_str)
        .ok_or_else(|| format!("{what} must be a string"))?;
    let s = s.trim();
    if s.is_empty() || s.len() > max || s.chars().any(char::is_control) {
        return Err(format!("{what} must be 1 to {max} characters of one line"));
    }
    Ok(s)
}

fn whole_number(v: Option<&Value>, what: &str, max: u64) -> Result<u64, String> {
    v.and_then(Value::as_u64)
        .filter(|&n| n <= max)
        .ok_or_else(|| format!("{what} must be a whole number from 0 to {max}"))
}

/// A record object as the app exports it (`game`, `players`, `options`, `seed`, `moves`;
/// other fields such as `seats` are ignored).
pub fn parse_record(v: &Value) -> Result<Record, String> {
    let Value::Object(o) = v else {
        return Err("record must be an object".into());
    };
    let game = short_text(o.get("game"), "record.game", 32)?.to_string();
    let players = whole_number(o.get("players"), "record.players", MAX_PLAYERS)? as usize;
    let seed = match o.get("seed") {
        Some(Value::String(s)) => s
            .parse::<u64>()
            .map_err(|_| "record.seed as a string must be a whole number".to_string())?,
        other => whole_number(other, "record.seed", MAX_SAFE_INTEGER)?,
    };
    let mut options = BTreeMap::new();
    match o.get("options") {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) if map.len() <= MAX_OPTIONS => {
            for (k, v) in map {
                let value = short_text(Some(v), "each option value", MAX_OPTION_LEN)?;
                if k.is_empty() || k.len() > MAX_OPTION_LEN {
                    return Err("option names must be 1 to 256 characters".into());
                }
                options.insert(k.clone(), value.to_string());
            }
        }
        Some(_) => {
            return Err(format!(
                "record.options must be an object of at most {MAX_OPTIONS} strings"
            ))
        }
    }
    let moves = match o.get("moves") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) if list.len() <= MAX_RECORD_MOVES => list
            .iter()
            .map(|m| short_text(Some(m), "each move", MAX_MOVE_LEN).map(str::to_string))
            .collect::<Result<_, _>>()?,
        Some(_) => {
            return Err(format!(
                "record.moves must be an array of at most {MAX_RECORD_MOVES} strings"
            ))
        }
    };
    Ok(Record {
        game,
        players,
        options,
        seed,
        moves,
    })
}

/// Reads a host's message. `Err` says why it is refused (for a console warning).
pub fn parse_command(v: &Value) -> Result<Command, String> {
    let Value::Object(o) = v else {
        return Err("a message must be an object with a \"type\"".into());
    };
    let kind = o
        .get("type")
        .and_then(Value::as_str)
        .ok_or("a message must have a string \"type\"")?;
    let Some(name) = kind.strip_prefix(PREFIX) else {
        return Err(format!("\"{kind}\" is not a Cube Table message"));
    };
    match name {
        "load" => parse_record(o.get("record").unwrap_or(&Value::Null)).map(Command::Load),
        "play" => {
            short_text(o.get("move"), "move", MAX_MOVE_LEN).map(|m| Command::Play(m.to_string()))
        }
        "undo" => Ok(Command::Undo),
        "step" => whole_number(o.get("ply"), "ply", MAX_RECORD_MOVES as u64)
            .map(|n| Command::Step(n as usize)),
        other => Err(format!("unknown message type \"{PREFIX}{other}\"")),
    }
}

/// Seat names and colours for a table of `players`.
pub type SeatsFor<'a> = &'a dyn Fn(usize) -> Vec<SeatInfo>;

fn view(t: &Table) -> Event {
    let total = t.session.moves().len();
    Event::View {
        ply: t.viewing.unwrap_or(total),
        total,
        record: t.session.record(),
    }
}

/// Applies a command to the table and says what happened. Nothing changes on an error.
pub fn apply(t: &mut Table, command: Command, seats_for: SeatsFor) -> Vec<Event> {
    match command {
        Command::Play(text) => {
            if t.replay {
                return vec![error("this is a read-only replay: no moves can be made")];
            }
            match t.session.play(&text) {
                Ok(()) => {
                    t.viewing = None;
                    let record = t.session.record();
                    let mut events = vec![Event::Move {
                        notation: record.moves.last().cloned().unwrap_or_default(),
                        ply: record.moves.len(),
                        record: record.clone(),
                    }];
                    if let Some(outcome) = t.session.current().outcome() {
                        events.push(Event::End { outcome, record });
                    }
                    events
                }
                Err(e) => vec![error(e.to_string())],
            }
        }
        Command::Undo => {
            if t.replay {
                return vec![error(
                    "this is a read-only replay: no moves can be taken back",
                )];
            }
            if t.session.undo() {
                t.viewing = None;
                vec![view(t)]
            } else if t.session.moves().is_empty() {
                vec![error("there is no move to take back")]
            } else {
                vec![error(
                    "the last move revealed hidden information and cannot be taken back",
                )]
            }
        }
        Command::Step(ply) => {
            let total = t.session.moves().len();
            if ply > total {
                return vec![error(format!("ply {ply} is past the last move ({total})"))];
            }
            t.viewing = if ply == total && !t.replay {
                None
            } else {
                Some(ply)
            };
            vec![view(t)]
        }
        Command::Load(record) => {
            let game = t.session.game();
            let opened = match record.game_id() {
                Ok(id) if id != game => Err(format!(
                    "this frame shows {game}, not a {} record",
                    record.game
                )),
                Ok(_) => Session::from_record(&record).map_err(|e| e.to_string()),
                Err(e) => Err(e.to_string()),
            };
            match opened {
                Ok(session) => {
                    let players = session.current().players();
                    let seats = if t.seats.len() == players {
                        t.seats.clone()
                    } else {
                        seats_for(players)
                    };
                    let replay = t.replay;
                    *t = Table::new(session, seats);
                    t.replay = replay;
                    t.viewing = replay.then_some(0);
                    vec![view(t)]
                }
                Err(e) => vec![error(format!("the record cannot be loaded: {e}"))],
            }
        }
    }
}

/// The text of a message as the bridge got it, read into JSON within the size limit.
pub fn read_json(text: &str) -> Result<Value, String> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(format!(
            "the message is larger than {MAX_MESSAGE_BYTES} bytes"
        ));
    }
    serde_json::from_str(text).map_err(|e| format!("the message is not plain data: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    fn seats(n: usize) -> Vec<SeatInfo> {
        (0..n)
            .map(|i| SeatInfo {
                name: format!("P{i}"),
                colour: i,
                ai: None,
            })
            .collect()
    }

    fn table(replay: bool) -> Table {
        let session = Session::new(GameId::Cubulus, &Setup::players(3), 77).unwrap();
        let mut t = Table::new(session, seats(3));
        t.replay = replay;
        t
    }

    fn cmd(v: Value) -> Result<Command, String> {
        parse_command(&v)
    }

    #[test]
    fn the_four_messages_are_read() {
        assert_eq!(
            cmd(json!({"type":"cube-table:play","move":" z00+ "})),
            Ok(Command::Play("z00+".into()))
        );
        assert_eq!(cmd(json!({"type":"cube-table:undo"})), Ok(Command::Undo));
        assert_eq!(
            cmd(json!({"type":"cube-table:step","ply":3})),
            Ok(Command::Step(3))
        );
        let load = cmd(json!({"type":"cube-table:load","record":{
            "game":"cubulus","players":3,"seed":5,"moves":["z00+"],"seats":[{"name":"x","colour":0}]}}));
        let Ok(Command::Load(r)) = load else {
            panic!("{load:?}")
        };
        assert_eq!((r.players, r.seed, r.moves.len()), (3, 5, 1));
    }

    #[test]
    fn malformed_messages_are_refused_with_a_reason() {
        for bad in [
            json!("cube-table:undo"),
            json!(["cube-table:undo"]),
            json!({"kind":"cube-table:undo"}),
            json!({"type":"other:thing"}),
            json!({"type":"cube-table:explode"}),
            json!({"type":"cube-table:play"}),
            json!({"type":"cube-table:play","move":42}),
            json!({"type":"cube-table:play","move":""}),
            json!({"type":"cube-table:play","move":"a\nb"}),
            json!({"type":"cube-table:play","move":"x".repeat(MAX_MOVE_LEN + 1)}),
            json!({"type":"cube-table:step","ply":-1}),
            json!({"type":"cube-table:step","ply":1.5}),
            json!({"type":"cube-table:step","ply":"2"}),
            json!({"type":"cube-table:load"}),
            json!({"type":"cube-table:load","record":{"game":"cubulus","players":3}}),
            json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":1,"moves":"z00+"}}),
            json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":1,"options":{"a":1}}}),
            json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":-4}}),
        ] {
            assert!(cmd(bad.clone()).is_err(), "{bad}");
        }
        let many = vec!["z00+"; MAX_RECORD_MOVES + 1];
        assert!(cmd(json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":1,"moves":many}})).is_err());
        assert!(read_json(&"1".repeat(MAX_MESSAGE_BYTES + 1)).is_err());
    }

    #[test]
    fn a_move_reports_move_then_end() {
        let mut t = table(false);
        let script = [
            "z00+", "z22-", "x11-", "z10+", "z20-", "x10-", "z01+", "z02-", "y01-",
        ];
        for m in script {
            let ev = apply(&mut t, Command::Play(m.into()), &seats);
            assert!(matches!(&ev[..], [Event::Move { .. }]), "{ev:?}");
        }
        let ev = apply(&mut t, Command::Play("z11+".into()), &seats);
        let [Event::Move { notation, ply, .. }, Event::End { outcome, record }] = &ev[..] else {
            panic!("{ev:?}")
        };
        assert_eq!((notation.as_str(), *ply), ("z11+", 10));
        assert!(matches!(outcome, Outcome::Winners(w) if w.len() == 1));
        assert_eq!(record.moves.len(), 10);
        assert_eq!(
            ev[1].to_value()["outcome"]["kind"],
            "win",
            "{}",
            ev[1].to_value()
        );
    }

    #[test]
    fn an_illegal_move_is_an_error_event_and_changes_nothing() {
        let mut t = table(false);
        let before = t.clone();
        let ev = apply(&mut t, Command::Play("q9".into()), &seats);
        assert!(matches!(&ev[..], [Event::Error { .. }]));
        assert_eq!(t, before);
    }

    #[test]
    fn undo_and_step_move_the_shown_position() {
        let mut t = table(false);
        assert!(matches!(
            &apply(&mut t, Command::Undo, &seats)[..],
            [Event::Error { .. }]
        ));
        apply(&mut t, Command::Play("z00+".into()), &seats);
        apply(&mut t, Command::Play("z22-".into()), &seats);
        let ev = apply(&mut t, Command::Step(1), &seats);
        assert!(matches!(
            &ev[..],
            [Event::View {
                ply: 1,
                total: 2,
                ..
            }]
        ));
        assert_eq!(t.viewing, Some(1));
        apply(&mut t, Command::Step(2), &seats);
        assert_eq!(t.viewing, None, "the last ply is the live position");
        assert!(matches!(
            &apply(&mut t, Command::Step(3), &seats)[..],
            [Event::Error { .. }]
        ));
        let ev = apply(&mut t, Command::Undo, &seats);
        assert!(matches!(
            &ev[..],
            [Event::View {
                ply: 1,
                total: 1,
                ..
            }]
        ));
        // Playing while an earlier position is viewed plays on the live one.
        apply(&mut t, Command::Step(0), &seats);
        apply(&mut t, Command::Play("x11-".into()), &seats);
        assert_eq!(t.session.moves(), ["z00+", "x11-"]);
        assert_eq!(t.viewing, None);
    }

    #[test]
    fn a_replay_is_read_only_and_starts_at_the_beginning() {
        let mut t = table(true);
        let mut r = Record::new(GameId::Cubulus, &Setup::players(3), 77);
        r.moves = vec!["z00+".into(), "z22-".into()];
        let ev = apply(&mut t, Command::Load(r), &seats);
        assert!(matches!(
            &ev[..],
            [Event::View {
                ply: 0,
                total: 2,
                ..
            }]
        ));
        for c in [Command::Play("x11-".into()), Command::Undo] {
            assert!(matches!(
                &apply(&mut t, c, &seats)[..],
                [Event::Error { .. }]
            ));
        }
        apply(&mut t, Command::Step(2), &seats);
        assert_eq!(t.viewing, Some(2), "a replay stays on its stepped position");
        assert_eq!(t.session.moves().len(), 2);
    }

    #[test]
    fn a_bad_record_or_another_game_is_refused() {
        let mut t = table(false);
        let before = t.clone();
        let mut r = Record::new(GameId::Mojave, &Setup::players(2), 1);
        let ev = apply(&mut t, Command::Load(r.clone()), &seats);
        assert!(matches!(&ev[..], [Event::Error { message }] if message.contains("mojave")));
        r.game = "cubulus".into();
        r.players = 3;
        r.moves = vec!["z00+".into(), "nonsense".into()];
        let ev = apply(&mut t, Command::Load(r), &seats);
        assert!(matches!(&ev[..], [Event::Error { message }] if message.contains("move 2")));
        assert_eq!(t, before);
    }

    #[test]
    fn a_loaded_record_with_another_player_count_gets_new_seats() {
        let mut t = table(false);
        let r = Record::new(GameId::Cubulus, &Setup::players(2), 3);
        apply(&mut t, Command::Load(r), &seats);
        assert_eq!(t.seats.len(), 2);
    }
}
