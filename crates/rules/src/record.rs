//! Game records: game id + setup + seed + moves. Replaying a record gives the identical
//! state; any malformation is a [`RecordError`] that says what and where, never a panic.

use std::collections::BTreeMap;

use crate::any::{AnyGame, MoveError};
use crate::game::{Game, GameId, Setup, SetupError};

/// A whole game as data. Moves are in each game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Record {
    pub game: String,
    pub players: usize,
    #[cfg_attr(feature = "serde", serde(default))]
    pub options: BTreeMap<String, String>,
    pub seed: u64,
    #[cfg_attr(feature = "serde", serde(default))]
    pub moves: Vec<String>,
}

/// Why a record could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Malformed(String),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("move {number} ({text}) cannot be played: {reason}")]
    Move {
        /// 1-based.
        number: usize,
        text: String,
        reason: String,
    },
}

impl RecordError {
    /// Move `index` (0-based) of a record, `text`, could not be played.
    pub(crate) fn failed_move(index: usize, text: &str, e: MoveError) -> RecordError {
        RecordError::Move {
            number: index + 1,
            text: text.to_string(),
            reason: match e {
                MoveError::Illegal { error, .. } => error.to_string(),
                other => other.to_string(),
            },
        }
    }
}

impl Record {
    pub fn new(game: GameId, setup: &Setup, seed: u64) -> Self {
        Record {
            game: game.as_str().to_string(),
            players: setup.players,
            options: setup.options.clone(),
            seed,
            moves: Vec::new(),
        }
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

    pub fn start(&self) -> Result<AnyGame, RecordError> {
        Ok(AnyGame::new(self.game_id()?, &self.setup(), self.seed)?)
    }

    /// The position after every move, or the first move that fails.
    pub fn replay(&self) -> Result<AnyGame, RecordError> {
        let mut g = self.start()?;
        for (i, text) in self.moves.iter().enumerate() {
            g.play_str(text)
                .map_err(|e| RecordError::failed_move(i, text, e))?;
        }
        Ok(g)
    }

    /// Replays into a concrete game type (for code generic over [`Game`]).
    pub fn replay_as<G: Game>(&self) -> Result<G, RecordError> {
        if self.game_id()? != G::ID {
            return Err(RecordError::Malformed(format!(
                "a {} record, not {}",
                self.game,
                G::ID
            )));
        }
        let mut g = G::new(&self.setup(), self.seed)?;
        for (i, text) in self.moves.iter().enumerate() {
            let fail = |reason: String| RecordError::Move {
                number: i + 1,
                text: text.clone(),
                reason,
            };
            let m: G::Move = text
                .parse()
                .map_err(|e: crate::NotationError| fail(e.reason))?;
            g.play(&m).map_err(|e| fail(e.to_string()))?;
        }
        Ok(g)
    }

    #[cfg(feature = "serde")]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    #[cfg(feature = "serde")]
    pub fn from_json(text: &str) -> Result<Self, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))
    }

    /// A compact, URL-safe form for shareable links:
    /// base64url of `1;game;players;k=v,k=v;seed;move move …`.
    pub fn to_link(&self) -> String {
        let opts: Vec<String> = self
            .options
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let line = format!(
            "1;{};{};{};{};{}",
            self.game,
            self.players,
            opts.join(","),
            self.seed,
            self.moves.join(" ")
        );
        base64url::encode(line.as_bytes())
    }

    /// Reads [`Record::to_link`]'s form. Checks the shape only; use [`Record::replay`] to
    /// check the moves.
    pub fn from_link(code: &str) -> Result<Self, RecordError> {
        let bad = |why: &str| RecordError::Malformed(format!("link: {why}"));
        let bytes = base64url::decode(code.trim()).ok_or_else(|| bad("not base64url"))?;
        let line = String::from_utf8(bytes).map_err(|_| bad("not text"))?;
        let parts: Vec<&str> = line.splitn(6, ';').collect();
        let [version, game, players, opts, seed, moves] = parts[..] else {
            return Err(bad("wrong number of fields"));
        };
        if version != "1" {
            return Err(bad("unknown version"));
        }
        let mut options = BTreeMap::new();
        for pair in opts.split(',').filter(|p| !p.is_empty()) {
            let (k, v) = pair
                .split_once('=')
                .ok_or_else(|| bad("option without ="))?;
            options.insert(k.to_string(), v.to_string());
        }
        Ok(Record {
            game: game.to_string(),
            players: players.parse().map_err(|_| bad("player count"))?,
            options,
            seed: seed.parse().map_err(|_| bad("seed"))?,
            moves: moves.split_whitespace().map(str::to_string).collect(),
        })
    }
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
    fn base64url_round_trips_every_length() {
        for len in 0..40u8 {
            let data: Vec<u8> = (0..len).map(|i| i.wrapping_mul(37)).collect();
            assert_eq!(base64url::decode(&base64url::encode(&data)), Some(data));
        }
        assert_eq!(base64url::decode("a"), None);
        assert_eq!(base64url::decode("ab=c"), None);
    }

    #[test]
    fn link_rejects_garbage_with_an_error() {
        assert!(Record::from_link("!!!").is_err());
        assert!(Record::from_link(&base64url::encode(b"2;x")).is_err());
        assert!(Record::from_link(&base64url::encode(b"1;cubulus;two;;1;")).is_err());
    }
}
