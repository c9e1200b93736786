//! Messages between the app and the AI worker, as JSON text.
//!
//! The worker first says [`Reply::Ready`]. The app sends [`Request::Think`] with the game record and the seat to move; the worker
//! answers with [`Reply::Progress`] now and then and one [`Reply::Move`] (or
//! [`Reply::Error`]). [`Request::Stop`] makes it answer at once with its best move so far.
//!
//! [`Request::Review`] reviews a whole game (`ai::review`): the worker answers with one
//! [`Reply::Reviewed`] a move, in the game's order (the progress: `ply + 1` of `total`),
//! and one [`Reply::ReviewDone`]; [`Request::Stop`] ends it after the moves reviewed so far.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Request {
    Think {
        id: u64,
        /// The game record (JSON) of the position to move in.
        record: String,
        /// `random`, `easy`, `medium`, `hard` or `hard:<iterations>`.
        level: String,
        seed: u64,
    },
    /// Review every move of a game record (JSON); always with the same seed, so a record
    /// gets the same review everywhere.
    Review {
        id: u64,
        record: String,
    },
    Stop {
        id: u64,
    },
}

/// The review of one move, from its mover's point of view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// The move's index in the game (0: the first move).
    pub ply: usize,
    pub mover: usize,
    /// The played and the best move found, in notation (the same when they agree).
    pub played: String,
    pub best: String,
    /// The mover's expected result (0 to 1) given away against the best move.
    pub loss: f64,
    /// `inaccuracy`, `mistake` or `blunder` (`ai::review::Mark`), or none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<String>,
    /// Each seat's winning chance after the move, as its mover saw it.
    pub chances: Vec<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Reply {
    /// The worker is listening (requests sent before this are lost, so the app waits).
    Ready,
    Progress {
        id: u64,
        iterations: u32,
    },
    Move {
        id: u64,
        notation: String,
        iterations: u32,
    },
    Error {
        id: u64,
        message: String,
    },
    /// A move of a review: `verdict.ply + 1` of `total` moves are done.
    Reviewed {
        id: u64,
        total: usize,
        verdict: Verdict,
    },
    /// The review ended: every move reviewed, or stopped after `reviewed`.
    ReviewDone {
        id: u64,
        reviewed: usize,
        total: usize,
    },
}

impl Request {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Self, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
}

impl Reply {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Self, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn id(&self) -> u64 {
        match self {
            Reply::Ready => 0,
            Reply::Progress { id, .. }
            | Reply::Move { id, .. }
            | Reply::Error { id, .. }
            | Reply::Reviewed { id, .. }
            | Reply::ReviewDone { id, .. } => *id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_and_garbage_is_an_error() {
        let r = Request::Think {
            id: 3,
            record: "{}".into(),
            level: "easy".into(),
            seed: 9,
        };
        assert_eq!(Request::from_json(&r.to_json()), Ok(r));
        let m = Reply::Move {
            id: 3,
            notation: "x11+".into(),
            iterations: 200,
        };
        assert_eq!(Reply::from_json(&m.to_json()), Ok(m));
        assert!(Request::from_json("{\"type\":\"think\"}").is_err());
        let r = Request::Review {
            id: 4,
            record: "{}".into(),
        };
        assert_eq!(Request::from_json(&r.to_json()), Ok(r));
        let v = Reply::Reviewed {
            id: 4,
            total: 30,
            verdict: Verdict {
                ply: 2,
                mover: 0,
                played: "x11+".into(),
                best: "y00-".into(),
                loss: 0.5,
                mark: Some("blunder".into()),
                chances: vec![0.25, 0.75],
            },
        };
        assert_eq!(Reply::from_json(&v.to_json()), Ok(v));
    }
}
