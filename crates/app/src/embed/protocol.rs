//! The postMessage protocol in plain Rust: reading a host's message into a [`Command`]
//! (checking shape, types and sizes — anything else is refused with the reason), applying
//! a command to the embedded table, and the [`Event`]s the frame posts back. The browser
//! side is `bridge.rs`; the protocol is documented in `docs/embedding.md`.

use std::rc::Rc;

use ai_worker::Reply;
use rules::wire::JsOutcome;
use rules::{clip, limits, GameId, Outcome, Record, Session};
use serde::{Serialize, Serializer};
use yew::Reducible;

use crate::games;
use crate::i18n::{Lang, T};
use crate::local_game::{Action, Notice, PageState, Table};
use crate::storage::SeatInfo;

// The embed's limits are `rules::limits`' (documented in `docs/embedding.md`), the move's
// and the record's among them (`Record::check_limits`).
use rules::limits::{
    EMBED_GAME_ID as MAX_GAME_LEN, EMBED_OPTIONS as MAX_OPTIONS,
    EMBED_OPTION_TEXT as MAX_OPTION_LEN, EMBED_PLAYERS as MAX_PLAYERS,
};

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
    /// Suggest a move for the person to move (answered by a `hint` event).
    Hint,
}

/// What the frame tells its host, in the form it is posted (`type` first; a record in its
/// form for hosts, [`Record::for_host`]; an outcome in its JavaScript form, [`JsOutcome`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type")]
pub enum Event {
    #[serde(rename = "cube-table:ready")]
    Ready {
        game: &'static str,
        ply: usize,
        #[serde(serialize_with = "for_host")]
        record: Record,
    },
    #[serde(rename = "cube-table:move")]
    Move {
        #[serde(rename = "move")]
        notation: String,
        /// The move in words, in the frame's language.
        text: String,
        ply: usize,
        #[serde(serialize_with = "for_host")]
        record: Record,
    },
    #[serde(rename = "cube-table:end")]
    End {
        #[serde(serialize_with = "js_outcome")]
        outcome: Outcome,
        #[serde(serialize_with = "for_host")]
        record: Record,
    },
    /// The shown position changed without a move (load, undo, step, replay).
    #[serde(rename = "cube-table:view")]
    View {
        ply: usize,
        total: usize,
        #[serde(serialize_with = "for_host")]
        record: Record,
    },
    /// A suggested move for the person to move, from the computer player.
    #[serde(rename = "cube-table:hint")]
    Hint {
        #[serde(rename = "move")]
        notation: String,
        text: String,
        ply: usize,
    },
    #[serde(rename = "cube-table:error")]
    Error { message: String },
    /// The puzzle of `/embed/<game>/puzzle/<id>` was solved with `notation`.
    #[serde(rename = "cube-table:puzzle-solved")]
    PuzzleSolved {
        game: &'static str,
        id: u32,
        #[serde(rename = "move")]
        notation: String,
    },
    /// A lesson stage is shown (`/embed/<game>/learn/<stage>`, `stage` from 1).
    #[serde(rename = "cube-table:stage-start")]
    StageStart {
        game: &'static str,
        stage: usize,
        id: &'static str,
        stages: usize,
    },
    /// The learner reached the stage's goal.
    #[serde(rename = "cube-table:stage-done")]
    StageDone {
        game: &'static str,
        stage: usize,
        id: &'static str,
        stages: usize,
    },
    /// The course's last stage is done.
    #[serde(rename = "cube-table:lesson-done")]
    LessonDone { game: &'static str, stages: usize },
}

fn for_host<S: Serializer>(record: &Record, s: S) -> Result<S::Ok, S::Error> {
    record.for_host().serialize(s)
}

fn js_outcome<S: Serializer>(outcome: &Outcome, s: S) -> Result<S::Ok, S::Error> {
    JsOutcome::from(outcome).serialize(s)
}

impl Event {
    /// The frame is listening, showing `record` of `game`.
    pub fn ready(game: GameId, record: Record) -> Event {
        Event::Ready {
            game: game.as_str(),
            ply: record.moves.len(),
            record,
        }
    }

    /// The event as JSON text, as it is posted.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "null".into())
    }
}

fn error(message: impl Into<String>) -> Event {
    Event::Error {
        message: message.into(),
    }
}

/// A non-empty, single-line text of at most `max` bytes, trimmed.
fn short_text(s: &str, what: &str, max: usize) -> Result<String, String> {
    let s = s.trim();
    if s.is_empty() || s.len() > max || s.chars().any(char::is_control) {
        return Err(format!("{what} must be 1 to {max} characters of one line"));
    }
    Ok(s.to_string())
}

/// A record from a host: the record's own limits, then the embed's on its shape (the moves
/// are checked when it is replayed, the options when the game is set up).
fn check_record(mut record: Record) -> Result<Record, String> {
    record.check_limits().map_err(|e| e.to_string())?;
    short_text(&record.game, "record.game", MAX_GAME_LEN)?;
    if record.players > MAX_PLAYERS {
        return Err(format!(
            "record.players must be a whole number from 0 to {MAX_PLAYERS}"
        ));
    }
    if record.options.len() > MAX_OPTIONS {
        return Err(format!(
            "record.options must be an object of at most {MAX_OPTIONS} strings"
        ));
    }
    for (k, v) in &record.options {
        short_text(v, "each option value", MAX_OPTION_LEN)?;
        if k.is_empty() || k.len() > MAX_OPTION_LEN {
            return Err(format!(
                "option names must be 1 to {MAX_OPTION_LEN} characters"
            ));
        }
    }
    for m in &mut record.moves {
        *m = short_text(m, "each move", limits::MOVE)?;
    }
    Ok(record)
}

/// Reads a host's message, as the bridge got it as JSON text, into a [`Command`]. `Err`
/// says why it is refused (for a console warning), naming the field it is about.
///
/// A message is an object: its `type` names the command, the other fields are its
/// arguments (unknown fields are ignored). Read field by field, not by a derive for an
/// internally tagged enum, whose reading copies the message and reads it again (code an
/// embed's program would carry for this alone).
pub fn read(text: &str) -> Result<Command, String> {
    use serde_json::Value;
    if text.len() > limits::EMBED_MESSAGE {
        return Err(format!(
            "the message is larger than {} bytes",
            limits::EMBED_MESSAGE
        ));
    }
    let not_ours = |why: &str| format!("not a Cube Table message: {}", clip(why));
    let value: Value = serde_json::from_str(text).map_err(|e| not_ours(&e.to_string()))?;
    let Value::Object(object) = value else {
        return Err(not_ours("it is not an object"));
    };
    let Some(Value::String(kind)) = object.get("type") else {
        return Err(not_ours("it has no `type`"));
    };
    Ok(match kind.as_str() {
        "cube-table:load" => {
            let record = object.get("record").ok_or("record is missing")?;
            // Read from its text, with the reader the embed has for records already.
            let record = serde_json::from_str::<Record>(&record.to_string())
                .map_err(|e| format!("record: {}", clip(&e.to_string())))?;
            Command::Load(check_record(record)?)
        }
        "cube-table:play" => match object.get("move") {
            Some(Value::String(m)) => Command::Play(short_text(m, "move", limits::MOVE)?),
            _ => return Err("move must be a string".into()),
        },
        "cube-table:undo" => Command::Undo,
        "cube-table:step" => Command::Step(
            object
                .get("ply")
                .and_then(Value::as_u64)
                .filter(|&n| n <= limits::RECORD_MOVES as u64)
                .ok_or_else(|| {
                    format!(
                        "ply must be a whole number from 0 to {}",
                        limits::RECORD_MOVES
                    )
                })? as usize,
        ),
        "cube-table:hint" => Command::Hint,
        other => return Err(not_ours(&format!("unknown type `{other}`"))),
    })
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

/// Runs a host's command through the page's reducer (the same one the app's game page
/// uses, so a move while history is shown and undo behave alike) and says what happened.
/// Nothing changes on an error. `lang` is the frame's language, for the move's words and
/// the reasons of refused moves.
pub fn apply(
    state: &mut Rc<PageState>,
    command: Command,
    seats_for: SeatsFor,
    lang: Lang,
) -> Vec<Event> {
    if state.table.is_none() {
        return vec![error("there is no game in this frame")];
    }
    // Host errors of the previous command do not outlive it.
    if !state.notices.is_empty() {
        *state = state.clone().reduce(Action::ClearMoveNotices);
    }
    let Some(t) = state.table.as_ref() else {
        return Vec::new();
    };
    let action = match command {
        Command::Play(_) | Command::Undo if t.replay => {
            return vec![error(
                "this is a read-only replay: no moves can be made or taken back",
            )];
        }
        Command::Play(_) if t.ai_to_move().is_some() => {
            return vec![error("a computer seat is to move, not a person")];
        }
        Command::Play(text) => Action::Play(text),
        Command::Undo => Action::Undo,
        // The page asks the computer player; here only whether a hint can be given.
        Command::Hint => {
            return if t.replay || t.session.current().outcome().is_some() {
                vec![error("there is no move to suggest here")]
            } else if t.ai_to_move().is_some() {
                vec![error("a computer seat is to move, not a person")]
            } else {
                Vec::new()
            };
        }
        Command::Step(ply) => {
            let total = t.session.moves().len();
            if ply > total {
                return vec![error(format!("ply {ply} is past the last move ({total})"))];
            }
            Action::View(Some(ply))
        }
        Command::Load(record) => match open_record(t, &record, seats_for) {
            Ok(table) => Action::Open(Box::new(table)),
            Err(e) => return vec![error(format!("the record cannot be loaded: {e}"))],
        },
    };
    let (play, undo) = (
        matches!(action, Action::Play(_)),
        matches!(action, Action::Undo),
    );
    let before = state.clone();
    let next = before.clone().reduce(action);
    let events = events(&before, &next, play, undo, lang);
    *state = match events.iter().find_map(|e| match e {
        Event::Error { message } => Some(message.clone()),
        _ => None,
    }) {
        // Refused: the game stays as it was; the frame shows why.
        Some(message) => before.reduce(Action::Notify(Notice::Refused(message))),
        None => next,
    };
    events
}

/// The events between two page states: a move (and the end), or a new shown position,
/// or the reason nothing happened.
fn events(before: &PageState, after: &PageState, play: bool, undo: bool, lang: Lang) -> Vec<Event> {
    let (Some(b), Some(t)) = (before.table.as_ref(), after.table.as_ref()) else {
        return Vec::new();
    };
    match after
        .notices
        .last()
        .filter(|_| after.notices != before.notices)
    {
        Some(Notice::Illegal(e)) => return vec![error(games::move_error_text(e, lang))],
        Some(Notice::ViewingHistory) => return vec![error(lang.t(T::ViewingHistoryNoMove))],
        _ => {}
    }
    let moves = t.session.moves();
    if play {
        let record = t.session.record();
        let notation = moves.last().cloned().unwrap_or_default();
        let text = games::describe_move(
            t.session.game(),
            Some(b.session.current()),
            &notation,
            &t.seats,
            lang,
        );
        let mut events = vec![Event::Move {
            notation,
            text,
            ply: moves.len(),
            record: record.clone(),
        }];
        if let Some(outcome) = t.session.current().outcome() {
            events.push(Event::End { outcome, record });
        }
        return events;
    }
    // An undo that changed the game moved the page's revision on (the reducer counts every
    // change of the game there); one that did not was refused.
    if undo && after.revision == before.revision {
        return vec![error(if b.session.moves().is_empty() {
            "there is no move to take back"
        } else {
            "a move on the way back (to a person's turn, with computer seats) revealed hidden \
             information or drew chance and cannot be taken back"
        })];
    }
    vec![view(t)]
}

/// Takes the computer player's answer into the page state: a computer seat's move (posted
/// like a person's), or a hint for the person to move.
pub fn apply_ai_reply(state: &mut Rc<PageState>, reply: Reply, lang: Lang) -> Vec<Event> {
    let before = state.clone();
    let next = before.clone().reduce(Action::AiReply(reply));
    let mut out = Vec::new();
    if let (Some(h), Some(t)) = (next.hint.as_ref(), next.table.as_ref()) {
        if before.hint.as_ref() != Some(h) {
            out.push(Event::Hint {
                notation: h.clone(),
                text: games::describe_hint(t.session.current(), h, &t.seats, lang),
                ply: t.session.moves().len(),
            });
        }
    }
    let moved = |s: &PageState| s.table.as_ref().map(|t| t.session.moves().len());
    if moved(&next) > moved(&before) {
        out.extend(events(&before, &next, true, false, lang));
    } else if let Some(Notice::WorkerFailed(m)) = next
        .notices
        .last()
        .filter(|_| next.notices != before.notices)
    {
        out.push(error(format!("the computer player failed: {}", clip(m))));
    }
    *state = next;
    out
}

/// The table a loaded record opens: this frame's game only; the seats are kept when the
/// player count is the same; a replay stays a replay, from its start.
fn open_record(t: &Table, record: &Record, seats_for: SeatsFor) -> Result<Table, String> {
    let game = t.session.game();
    let session = match record.game_id() {
        Ok(id) if id != game => Err(format!(
            "this frame shows {game}, not a {} record",
            record.game
        )),
        Ok(_) => Session::from_record(record).map_err(|e| e.to_string()),
        Err(e) => Err(e.to_string()),
    }?;
    let players = session.current().players();
    let seats = if t.seats.len() == players {
        t.seats.clone()
    } else {
        seats_for(players)
    };
    let mut table = Table::new(session, seats);
    table.replay = t.replay;
    table.viewing = t.replay.then_some(0);
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;
    use serde_json::{json, Value};

    fn seats(n: usize) -> Vec<SeatInfo> {
        (0..n)
            .map(|i| SeatInfo {
                name: format!("P{i}"),
                colour: i,
                ai: None,
            })
            .collect()
    }

    /// A page state with a three-player Cubulus table, as the embed page opens it.
    fn table(replay: bool) -> Rc<PageState> {
        let session = Session::new(GameId::Cubulus, &Setup::players(3), 77).unwrap();
        let mut t = Table::new(session, seats(3));
        t.replay = replay;
        Rc::new(PageState {
            table: Some(t),
            ..PageState::default()
        })
    }

    fn apply(state: &mut Rc<PageState>, command: Command, seats_for: SeatsFor) -> Vec<Event> {
        super::apply(state, command, seats_for, Lang::En)
    }

    fn t(state: &PageState) -> &Table {
        state.table.as_ref().unwrap()
    }

    fn cmd(v: Value) -> Result<Command, String> {
        read(&v.to_string())
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
            json!({"type":"cube-table:play","move":"x".repeat(limits::MOVE + 1)}),
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
        let many = vec!["z00+"; limits::RECORD_MOVES + 1];
        assert!(cmd(json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":1,"moves":many}})).is_err());
        assert!(read(&"1".repeat(limits::EMBED_MESSAGE + 1)).is_err());
        // The reason names the field (the host's console shows it).
        for (bad, reason) in [
            (
                json!({"type":"cube-table:play","move":42}),
                "move must be a string",
            ),
            (
                json!({"type":"cube-table:step","ply":"2"}),
                "ply must be a whole number",
            ),
            (
                json!({"type":"cube-table:step","ply":4001}),
                "ply must be a whole number",
            ),
            (
                json!({"type":"cube-table:load","record":{"game":"cubulus","players":3,"seed":1,"moves":"z00+"}}),
                "record: ",
            ),
        ] {
            let got = cmd(bad).err().unwrap_or_default();
            assert!(got.contains(reason), "{got}");
        }
    }

    #[test]
    fn a_move_reports_move_then_end() {
        let mut s = table(false);
        let script = [
            "z00+", "z22-", "x11-", "z10+", "z20-", "x10-", "z01+", "z02-", "y01-",
        ];
        for m in script {
            let ev = apply(&mut s, Command::Play(m.into()), &seats);
            assert!(matches!(&ev[..], [Event::Move { .. }]), "{ev:?}");
        }
        let ev = apply(&mut s, Command::Play("z11+".into()), &seats);
        let [Event::Move {
            notation,
            text,
            ply,
            ..
        }, Event::End { outcome, record }] = &ev[..]
        else {
            panic!("{ev:?}")
        };
        assert_eq!((notation.as_str(), *ply), ("z11+", 10));
        assert!(!text.is_empty());
        assert!(matches!(outcome, Outcome::Winners(w) if w.len() == 1));
        assert_eq!(record.moves.len(), 10);
        assert_eq!(
            serde_json::from_str::<Value>(&ev[1].to_json())
                .ok()
                .map(|v| v["outcome"]["kind"].clone()),
            Some(json!("win")),
            "{}",
            ev[1].to_json()
        );
    }

    #[test]
    fn an_illegal_move_is_an_error_event_and_changes_nothing() {
        let mut s = table(false);
        let before = s.clone();
        let ev = apply(&mut s, Command::Play("q9".into()), &seats);
        assert!(matches!(&ev[..], [Event::Error { .. }]));
        assert_eq!(s.table, before.table);
    }

    #[test]
    fn undo_and_step_move_the_shown_position() {
        let mut s = table(false);
        assert!(matches!(
            &apply(&mut s, Command::Undo, &seats)[..],
            [Event::Error { .. }]
        ));
        apply(&mut s, Command::Play("z00+".into()), &seats);
        apply(&mut s, Command::Play("z22-".into()), &seats);
        let ev = apply(&mut s, Command::Step(1), &seats);
        assert!(matches!(
            &ev[..],
            [Event::View {
                ply: 1,
                total: 2,
                ..
            }]
        ));
        assert_eq!(t(&s).viewing, Some(1));
        apply(&mut s, Command::Step(2), &seats);
        assert_eq!(t(&s).viewing, None, "the last ply is the live position");
        assert!(matches!(
            &apply(&mut s, Command::Step(3), &seats)[..],
            [Event::Error { .. }]
        ));
        let ev = apply(&mut s, Command::Undo, &seats);
        assert!(matches!(
            &ev[..],
            [Event::View {
                ply: 1,
                total: 1,
                ..
            }]
        ));
        // A move while an earlier position is shown is refused, as on the app's page.
        apply(&mut s, Command::Step(0), &seats);
        let ev = apply(&mut s, Command::Play("x11-".into()), &seats);
        assert!(
            matches!(&ev[..], [Event::Error { message }] if message.contains("earlier position"))
        );
        assert_eq!(t(&s).session.moves(), ["z00+"]);
        assert_eq!(t(&s).viewing, Some(0));
    }

    #[test]
    fn a_replay_is_read_only_and_starts_at_the_beginning() {
        let mut s = table(true);
        let mut r = Record::new(GameId::Cubulus, &Setup::players(3), 77);
        r.moves = vec!["z00+".into(), "z22-".into()];
        let ev = apply(&mut s, Command::Load(r), &seats);
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
                &apply(&mut s, c, &seats)[..],
                [Event::Error { .. }]
            ));
        }
        apply(&mut s, Command::Step(2), &seats);
        assert_eq!(
            t(&s).viewing,
            Some(2),
            "a replay stays on its stepped position"
        );
        assert_eq!(t(&s).session.moves().len(), 2);
    }

    #[test]
    fn a_bad_record_or_another_game_is_refused() {
        let mut s = table(false);
        let before = s.clone();
        let mut r = Record::new(GameId::Mojave, &Setup::players(2), 1);
        let ev = apply(&mut s, Command::Load(r.clone()), &seats);
        assert!(matches!(&ev[..], [Event::Error { message }] if message.contains("mojave")));
        r.game = "cubulus".into();
        r.players = 3;
        r.moves = vec!["z00+".into(), "nonsense".into()];
        let ev = apply(&mut s, Command::Load(r), &seats);
        assert!(matches!(&ev[..], [Event::Error { message }] if message.contains("move 2")));
        assert_eq!(s.table, before.table);
    }

    #[test]
    fn a_loaded_record_with_another_player_count_gets_new_seats() {
        let mut s = table(false);
        let r = Record::new(GameId::Cubulus, &Setup::players(2), 3);
        apply(&mut s, Command::Load(r), &seats);
        assert_eq!(t(&s).seats.len(), 2);
    }

    /// Issue 17, finding 7: a seed above 2^53 reaches the host whole, as a string.
    #[test]
    fn seeds_travel_to_the_host_as_strings() {
        let r = Record::new(rules::GameId::Cubulus, &rules::Setup::players(3), u64::MAX);
        let event = Event::ready(GameId::Cubulus, r);
        let v: Value = serde_json::from_str(&event.to_json()).unwrap();
        assert_eq!(v["record"]["seed"], json!("18446744073709551615"));
        assert_eq!(
            (v["type"].clone(), v["ply"].clone()),
            (json!("cube-table:ready"), json!(0))
        );
    }

    /// A computer seat's move comes in as an AI reply and goes out as a `move` event; a
    /// host's move while a computer seat is to move, and a hint then, are refused.
    #[test]
    fn computer_seats_move_through_the_reducer_and_hints_are_events() {
        let session = Session::new(GameId::Cubulus, &Setup::players(3), 77).unwrap();
        let mut s = seats(3);
        let first = session.current().to_move().unwrap();
        s[first].ai = Some("easy".into());
        let mut state = Rc::new(PageState {
            table: Some(Table::new(session, s)),
            ..PageState::default()
        });
        let seats_for = |n: usize| seats(n);
        let refused = super::apply(
            &mut state,
            Command::Play("z00+".into()),
            &seats_for,
            Lang::En,
        );
        assert!(matches!(&refused[..], [Event::Error { .. }]));
        assert!(matches!(
            &super::apply(&mut state, Command::Hint, &seats_for, Lang::En)[..],
            [Event::Error { .. }]
        ));
        state = state.reduce(Action::AiStarted { id: 7, hint: false });
        let notation = t(&state).session.current().legal_moves()[0].clone();
        let events = apply_ai_reply(
            &mut state,
            Reply::Move {
                id: 7,
                notation: notation.clone(),
                iterations: 1,
            },
            Lang::En,
        );
        assert!(
            matches!(&events[..], [Event::Move { notation: n, ply: 1, .. }] if *n == notation),
            "{events:?}"
        );
        // Now a person is to move: a hint is asked (no event yet), then comes as an event.
        assert!(super::apply(&mut state, Command::Hint, &seats_for, Lang::En).is_empty());
        state = state.reduce(Action::AiStarted { id: 8, hint: true });
        let hint = t(&state).session.current().legal_moves()[0].clone();
        let events = apply_ai_reply(
            &mut state,
            Reply::Move {
                id: 8,
                notation: hint.clone(),
                iterations: 1,
            },
            Lang::En,
        );
        assert!(
            matches!(&events[..], [Event::Hint { notation: n, ply: 1, .. }] if *n == hint),
            "{events:?}"
        );
        assert_eq!(t(&state).session.moves().len(), 1, "a hint is not played");
    }
}
