//! Game records: game id + setup + seed + moves. Replaying a record gives the identical
//! state; any malformation is a [`RecordError`] that says what and where, never a panic.
//! Links (the compact form for addresses) are in [`crate::link`].

use std::collections::BTreeMap;
use std::fmt;

use crate::any::{AnyError, AnyGame, MoveError};
use crate::any_position::PositionRefusal;
use crate::game::{Game, GameId, NotationError, Setup, SetupError};
use crate::limits::{self, clip};

/// The version of the record JSON this code writes (`"format"`; records without it are 1).
pub const RECORD_FORMAT: u64 = 1;

/// Which input went over its size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    Move,
    Record,
    Link,
    EmbedMessage,
    Position,
}

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Input::Move => "a move",
            Input::Record => "a record",
            Input::Link => "a link",
            Input::EmbedMessage => "an embed message",
            Input::Position => "a position",
        })
    }
}

/// Why a record or a link could not be read or made: one kind per thing a player can be
/// told. Every quoted input is cut to [`limits::QUOTE`] characters.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Not record JSON, or a field of the wrong type.
    #[error("not a game record: {0}")]
    Malformed(String),
    /// Not a link: cut short, damaged, not base64url.
    #[error("not a working link: {0}")]
    BadLink(String),
    #[error("unknown game \"{0}\"")]
    UnknownGame(String),
    /// A format version this code does not read (newer, or never defined).
    #[error("format version {found} is unknown or newer than this app (it reads up to {known})")]
    Version { found: String, known: u64 },
    /// Player count or options the game does not accept.
    #[error(transparent)]
    Setup(SetupError),
    /// The position the record starts from cannot be read or cannot stand; the refusal
    /// lists each broken condition with its place.
    // Without positions no such error is ever made: its words, which name every condition
    // of every game, are left out with them.
    #[cfg_attr(feature = "positions", error("the starting position: {0}"))]
    #[cfg_attr(
        not(feature = "positions"),
        error("the starting position cannot stand")
    )]
    Position(PositionRefusal),
    /// The record starts from a set-up position and this build leaves positions out (the
    /// `positions` feature: a browser program that never opens one, kept small).
    #[error("this page does not open a game from a set-up position")]
    PositionsLeftOut,
    #[error("move {ply} ({text}) cannot be played: {reason}")]
    IllegalMove {
        /// 1-based.
        ply: usize,
        text: String,
        /// In English, for the command line.
        reason: String,
        /// The game's own rule, when a rule (not the notation) refused the move, so that
        /// an app can name it in the player's language.
        rule: Option<AnyError>,
    },
    #[error("{what} of {size} bytes is over the limit of {limit} bytes")]
    TooLarge {
        what: Input,
        size: usize,
        limit: usize,
    },
    /// Making a link: the game does not fit; offer the record as a file instead.
    #[error("the game is too long for a link ({length} characters, at most {limit}): download the record")]
    TooLongForLink { length: usize, limit: usize },
    /// A stored entry did not load (made by the app's storage). `kept_at` is where the
    /// original was kept aside, or `None` if it could not be.
    #[error("a saved game could not be loaded ({cause}); {}", match kept_at {
        Some(k) => format!("it was kept aside as {k}"),
        None => "it could not be kept aside".to_string(),
    })]
    BrokenSave {
        /// Where the entry was stored (and still is, when it could not be kept aside).
        key: String,
        kept_at: Option<String>,
        cause: Box<RecordError>,
    },
}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> Self {
        match e {
            SetupError::UnknownGame(g) => RecordError::UnknownGame(clip(&g)),
            SetupError::UnknownOption { game, key } => {
                RecordError::Setup(SetupError::UnknownOption {
                    game,
                    key: clip(&key),
                })
            }
            SetupError::BadOptionValue {
                key,
                value,
                expected,
            } => RecordError::Setup(SetupError::BadOptionValue {
                key: clip(&key),
                value: clip(&value),
                expected,
            }),
            other => RecordError::Setup(other),
        }
    }
}

impl RecordError {
    /// Move `index` (0-based) of a record, `text`, could not be played.
    pub(crate) fn failed_move(index: usize, text: &str, e: MoveError) -> RecordError {
        match e {
            MoveError::Illegal { error, .. } => RecordError::IllegalMove {
                ply: index + 1,
                text: clip(text),
                reason: clip(&error.to_string()),
                rule: Some(error),
            },
            MoveError::Notation(n) => RecordError::illegal(index, text, &n.reason),
            other => RecordError::illegal(index, text, &other.to_string()),
        }
    }

    /// Move `index` (0-based), `text`, is refused for `reason`; both are clipped.
    pub(crate) fn illegal(index: usize, text: &str, reason: &str) -> RecordError {
        RecordError::IllegalMove {
            ply: index + 1,
            text: clip(text),
            reason: clip(reason),
            rule: None,
        }
    }

    /// Reads move `index` (0-based) of a record as a `G` move: its size checked first, then
    /// its notation.
    pub(crate) fn read_move<G: Game>(index: usize, text: &str) -> Result<G::Move, RecordError> {
        RecordError::check_move_size(text)?;
        text.trim()
            .parse()
            .map_err(|e: NotationError| RecordError::illegal(index, text, &e.reason))
    }

    /// A move's text longer than [`limits::MOVE`] is refused before it is read.
    pub(crate) fn check_move_size(text: &str) -> Result<(), RecordError> {
        RecordError::check_size(Input::Move, text.len(), limits::MOVE)
    }

    /// `what` of `size` bytes, if over `limit`.
    pub fn check_size(what: Input, size: usize, limit: usize) -> Result<(), RecordError> {
        if size > limit {
            return Err(RecordError::TooLarge { what, size, limit });
        }
        Ok(())
    }
}

/// A whole game as data. Moves are in each game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Record {
    pub game: String,
    pub players: usize,
    #[cfg_attr(feature = "serde", serde(default))]
    pub options: BTreeMap<String, String>,
    /// Written as a number; read from a number or a string of digits, since JavaScript
    /// hosts keep seeds above 2^53 as strings.
    #[cfg_attr(
        feature = "serde",
        serde(deserialize_with = "crate::wire::number_or_text")
    )]
    pub seed: u64,
    #[cfg_attr(feature = "serde", serde(default))]
    pub moves: Vec<String>,
    /// The position the game starts from, in the game's position notation (its
    /// `position.rs`), instead of the game's own start; whatever it leaves to be dealt is
    /// dealt from `seed`. `players` and `options` are then the position's
    /// ([`Record::from_position`]). Records without it start as the game starts.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub position: Option<String>,
}

impl Record {
    pub fn new(game: GameId, setup: &Setup, seed: u64) -> Self {
        Record {
            game: game.as_str().to_string(),
            players: setup.players,
            options: setup.options.clone(),
            seed,
            moves: Vec::new(),
            position: None,
        }
    }

    /// A record of a game of `game` starting from the position `text` (see
    /// [`Record::position`]), its players and options taken from the position. Fails as
    /// replaying it would.
    pub fn from_position(game: GameId, text: &str, seed: u64) -> Result<Self, RecordError> {
        let setup = AnyGame::position_setup(game, text).map_err(RecordError::Position)?;
        let record = Record {
            position: Some(text.to_string()),
            ..Record::new(game, &setup, seed)
        };
        record.start()?;
        Ok(record)
    }

    pub fn game_id(&self) -> Result<GameId, RecordError> {
        Ok(self.game.parse::<GameId>()?)
    }

    pub fn setup(&self) -> Setup {
        Setup {
            players: self.players,
            options: self.options.clone(),
        }
    }

    /// The position before the first move: the game's start, or the record's
    /// [`Record::position`], whose players and options must be the record's.
    pub fn start(&self) -> Result<AnyGame, RecordError> {
        let id = self.game_id()?;
        let Some(text) = &self.position else {
            return Ok(AnyGame::new(id, &self.setup(), self.seed)?);
        };
        RecordError::check_size(Input::Position, text.len(), limits::POSITION)?;
        self.start_from(id, text)
    }

    #[cfg(feature = "positions")]
    fn start_from(&self, id: GameId, text: &str) -> Result<AnyGame, RecordError> {
        let g = AnyGame::from_position(id, text, self.seed).map_err(RecordError::Position)?;
        let own = AnyGame::position_setup(id, text).map_err(RecordError::Position)?;
        if own != self.setup() {
            return Err(RecordError::Malformed(
                "its players or options are not those of its starting position".into(),
            ));
        }
        Ok(g)
    }

    #[cfg(not(feature = "positions"))]
    fn start_from(&self, _: GameId, _: &str) -> Result<AnyGame, RecordError> {
        Err(RecordError::PositionsLeftOut)
    }

    /// [`Record::start`] as a concrete game type (for code generic over [`Game`]).
    pub fn start_as<G: Game + 'static>(&self) -> Result<G, RecordError> {
        if self.game_id()? != G::ID {
            return Err(RecordError::Malformed(format!(
                "a {} record, not {}",
                self.game,
                G::ID
            )));
        }
        self.start()?
            .inner()
            .downcast_ref::<G>()
            .cloned()
            .ok_or_else(|| RecordError::Malformed(format!("not a {} game", G::ID)))
    }

    /// Checks the record's own limits, wherever a record comes in (a file, a link, a
    /// saved game, a host page): at most [`limits::RECORD_MOVES`] moves of at most
    /// [`limits::MOVE`] bytes each. Every game ends long before; the moves themselves are
    /// checked by replaying them, the options by setting the game up.
    pub fn check_limits(&self) -> Result<(), RecordError> {
        if self.moves.len() > limits::RECORD_MOVES {
            return Err(RecordError::Malformed(
                "more moves than any game lasts".into(),
            ));
        }
        if let Some(text) = &self.position {
            RecordError::check_size(Input::Position, text.len(), limits::POSITION)?;
        }
        self.moves
            .iter()
            .try_for_each(|text| RecordError::check_move_size(text))
    }

    /// The position after every move, or the first move that fails.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        self.check_limits()?;
        let mut g = self.start()?;
        for (i, text) in self.moves.iter().enumerate() {
            g.play_str(text)
                .map_err(|e| RecordError::failed_move(i, text, e))?;
        }
        Ok(g)
    }

    /// Replays into a concrete game type (for code generic over [`Game`]).
    pub fn replay_as<G: Game + 'static>(&self) -> Result<G, RecordError> {
        self.check_limits()?;
        self.replay_on(self.start_as::<G>()?, 0)
    }

    /// Whether `self` is `earlier` with more moves (or the same): the same game, setup and
    /// seed, and `earlier`'s moves first. Then `earlier`'s position may be played on with
    /// [`Record::replay_on`] instead of replaying from the start.
    pub fn continues(&self, earlier: &Record) -> bool {
        self.game == earlier.game
            && self.players == earlier.players
            && self.options == earlier.options
            && self.seed == earlier.seed
            && self.position == earlier.position
            && self.moves.starts_with(&earlier.moves)
    }

    /// Plays this record's moves from index `from` on `g`, the position after its first
    /// `from` moves (as [`Record::continues`] tells), each move checked.
    pub fn replay_on<G: Game>(&self, mut g: G, from: usize) -> Result<G, RecordError> {
        for (i, text) in self.moves.iter().enumerate().skip(from) {
            let m = RecordError::read_move::<G>(i, text)?;
            g.play(&m)
                .map_err(|e| RecordError::illegal(i, text, &e.to_string()))?;
        }
        Ok(g)
    }

    /// The record as JSON, with `"format"` first. Fails only for a record over
    /// [`limits::RECORD`], which could not be read back.
    #[cfg(feature = "serde")]
    pub fn to_json(&self) -> Result<String, RecordError> {
        #[derive(serde::Serialize)]
        struct Versioned<'a> {
            format: u64,
            #[serde(flatten)]
            record: &'a Record,
        }
        let text = serde_json::to_string_pretty(&Versioned {
            format: RECORD_FORMAT,
            record: self,
        })
        .map_err(|e| RecordError::Malformed(clip(&e.to_string())))?;
        RecordError::check_size(Input::Record, text.len(), limits::RECORD)?;
        Ok(text)
    }

    /// The record's JSON for JavaScript hosts (rules-js's `recordJson`, the embed's events):
    /// [`Record::to_json`]'s fields, with the seed as a string of digits, since seeds run to
    /// 2^64 − 1, past what a JavaScript number holds exactly. [`Record::from_json`] reads it.
    #[cfg(feature = "serde")]
    pub fn for_host(&self) -> HostRecord<'_> {
        HostRecord {
            format: RECORD_FORMAT,
            game: &self.game,
            players: self.players,
            options: &self.options,
            seed: self.seed.to_string(),
            moves: &self.moves,
            position: self.position.as_deref(),
        }
    }

    /// [`Record::for_host`] as text; fails only for a record over [`limits::RECORD`].
    #[cfg(feature = "serde")]
    pub fn host_json(&self) -> Result<String, RecordError> {
        let text = serde_json::to_string(&self.for_host())
            .map_err(|e| RecordError::Malformed(clip(&e.to_string())))?;
        RecordError::check_size(Input::Record, text.len(), limits::RECORD)?;
        Ok(text)
    }

    /// Reads [`Record::to_json`]'s form (records without `"format"` are format 1). Checks the
    /// shape only; use [`Record::replay`] to check the moves.
    ///
    /// Read without a `serde_json::Value` (the format first, every other field skipped,
    /// then the record), whose reader a browser program would carry for this alone.
    #[cfg(feature = "serde")]
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        use crate::wire::{file_format, FormatError};
        RecordError::check_size(Input::Record, text.len(), limits::RECORD)?;
        let malformed = |e: serde_json::Error| RecordError::Malformed(clip(&e.to_string()));
        let format = file_format(text).map_err(|e| match e {
            FormatError::NotAnObject(None) => RecordError::Malformed("not a JSON object".into()),
            FormatError::NotAnObject(Some(why)) | FormatError::Malformed(why) => {
                RecordError::Malformed(clip(&why))
            }
            FormatError::NotANumber(why) => RecordError::Version {
                found: clip(&why),
                known: RECORD_FORMAT,
            },
        })?;
        if let Some(found) = format.filter(|&f| f != RECORD_FORMAT) {
            return Err(RecordError::Version {
                found: found.to_string(),
                known: RECORD_FORMAT,
            });
        }
        let record: Record = serde_json::from_str(text).map_err(malformed)?;
        record.check_limits()?;
        Ok(record)
    }
}

/// A record as JavaScript hosts get it ([`Record::for_host`]).
#[cfg(feature = "serde")]
#[derive(Debug, serde::Serialize)]
pub struct HostRecord<'a> {
    format: u64,
    game: &'a str,
    players: usize,
    options: &'a BTreeMap<String, String>,
    seed: String,
    moves: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<&'a str>,
}

/// RFC 4648 base64url without padding; small enough not to need a dependency.
pub mod base64url {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    pub fn encode(data: &[u8]) -> String {
        let mut out = String::with_capacity(data.len() * 4 / 3 + 3);
        for chunk in data.chunks(3) {
            let b = [
                chunk[0],
                chunk.get(1).copied().unwrap_or(0),
                chunk.get(2).copied().unwrap_or(0),
            ];
            let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
            for i in 0..=chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            }
        }
        out
    }

    pub fn decode(text: &str) -> Option<Vec<u8>> {
        let mut vals = Vec::with_capacity(text.len());
        for c in text.bytes() {
            vals.push(ALPHABET.iter().position(|&a| a == c)? as u32);
        }
        if vals.len() % 4 == 1 {
            return None;
        }
        let mut out = Vec::with_capacity(vals.len() * 3 / 4);
        for chunk in vals.chunks(4) {
            let mut n = 0u32;
            for (i, v) in chunk.iter().enumerate() {
                n |= v << (18 - 6 * i);
            }
            for i in 0..chunk.len() - 1 {
                out.push((n >> (16 - 8 * i)) as u8);
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_that_continues_another_plays_on_from_its_position() {
        use crate::cubulus::Cubulus;
        let mut g = Cubulus::new(&Setup::players(2), 7).unwrap();
        let mut record = Record::new(GameId::Cubulus, &Setup::players(2), 7);
        for _ in 0..12 {
            let Some(m) = g.legal_moves().into_iter().last() else {
                break;
            };
            record.moves.push(m.to_string());
            g.play(&m).unwrap();
        }
        let mut earlier = record.clone();
        earlier.moves.truncate(5);
        assert!(record.continues(&earlier) && record.continues(&record));
        let from_earlier = record
            .replay_on(earlier.replay_as::<Cubulus>().unwrap(), 5)
            .unwrap();
        assert_eq!(from_earlier, record.replay_as::<Cubulus>().unwrap());
        assert_eq!(from_earlier, g);
        // Another seed, other options or other moves before: not a continuation.
        let other_seed = Record {
            seed: 8,
            ..earlier.clone()
        };
        assert!(!record.continues(&other_seed));
        let mut other_moves = earlier.clone();
        other_moves.moves[0] = record.moves[1].clone();
        assert!(!record.continues(&other_moves) || record.moves[0] == record.moves[1]);
        assert!(
            !earlier.continues(&record),
            "a shorter record does not continue a longer one"
        );
        // Moves played on are checked as in a whole replay.
        let mut bad = record.clone();
        bad.moves.push("not a move".into());
        assert!(bad.replay_on(g, record.moves.len()).is_err());
    }

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..40u8 {
            let data: Vec<u8> = (0..len).map(|i| i.wrapping_mul(37)).collect();
            assert_eq!(base64url::decode(&base64url::encode(&data)), Some(data));
        }
        assert_eq!(base64url::decode("a"), None);
        assert_eq!(base64url::decode("ab=c"), None);
    }

    #[test]
    fn huge_move_is_too_large_and_not_echoed() {
        let mut r = Record::new(GameId::Cubulus, &Setup::players(2), 1);
        r.moves = vec!["z".repeat(500_000)];
        let e = r.replay().unwrap_err();
        assert_eq!(
            e,
            RecordError::TooLarge {
                what: Input::Move,
                size: 500_000,
                limit: limits::MOVE
            }
        );
        r.moves = vec!["z".repeat(limits::MOVE)];
        let e = r.replay().unwrap_err();
        assert!(
            matches!(e, RecordError::IllegalMove { ply: 1, .. }),
            "{e:?}"
        );
        assert!(e.to_string().len() < 400, "{e}");
    }

    #[test]
    fn unknown_game_is_its_own_kind_and_clipped() {
        let mut r = Record::new(GameId::Cubulus, &Setup::players(2), 1);
        r.game = "g".repeat(10_000);
        let e = r.replay().unwrap_err();
        assert!(
            matches!(&e, RecordError::UnknownGame(g) if g.chars().count() == 81),
            "{e:?}"
        );
    }

    #[cfg(feature = "serde")]
    #[test]
    fn json_round_trips_and_reads_old_and_refuses_newer() {
        let mut r = Record::new(GameId::Cubulus, &Setup::players(3), 77);
        r.moves = vec!["z00+".into()];
        let text = r.to_json().unwrap();
        assert!(text.contains("\"format\": 1"), "{text}");
        assert_eq!(Record::from_json(&text), Ok(r.clone()));
        let old =
            r#"{ "game": "cubulus", "players": 3, "options": {}, "seed": 77, "moves": ["z00+"] }"#;
        assert_eq!(Record::from_json(old), Ok(r));
        let newer = r#"{ "format": 2, "game": "cubulus", "players": 3, "seed": 77 }"#;
        assert!(matches!(
            Record::from_json(newer),
            Err(RecordError::Version { found, known: 1 }) if found == "2"
        ));
        assert!(matches!(
            Record::from_json("[1,2]"),
            Err(RecordError::Malformed(_))
        ));
        let big = " ".repeat(limits::RECORD + 1);
        assert!(matches!(
            Record::from_json(&big),
            Err(RecordError::TooLarge {
                what: Input::Record,
                ..
            })
        ));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn hosts_get_the_seed_as_text_and_it_reads_back() {
        let mut r = Record::new(GameId::Mojave, &Setup::players(2), u64::MAX);
        r.moves = vec!["c3:n1".into()];
        let json = r.host_json().unwrap();
        assert!(json.contains("\"seed\":\"18446744073709551615\""), "{json}");
        assert!(json.starts_with("{\"format\":1,"), "{json}");
        assert_eq!(Record::from_json(&json), Ok(r.clone()));
        let file = r.to_json().unwrap();
        assert!(file.contains("\"seed\": 18446744073709551615"), "{file}");
    }

    #[test]
    fn a_record_keeps_its_own_limits() {
        let mut r = Record::new(GameId::Cubulus, &Setup::players(2), 1);
        assert_eq!(r.check_limits(), Ok(()));
        r.moves = vec!["pass".into(); limits::RECORD_MOVES + 1];
        assert!(matches!(r.check_limits(), Err(RecordError::Malformed(_))));
        assert!(matches!(r.replay(), Err(RecordError::Malformed(_))));
        r.moves = vec!["z00+".into(), "z".repeat(limits::MOVE + 1)];
        assert!(matches!(
            r.check_limits(),
            Err(RecordError::TooLarge {
                what: Input::Move,
                ..
            })
        ));
    }
}
