//! Messages between the app and the AI worker, as JSON text.
//!
//! The worker first says [`Reply::Ready`]. The app sends [`Request::Think`] with the game record and the seat to move; the worker
//! answers with [`Reply::Progress`] now and then and one [`Reply::Move`] (or
//! [`Reply::Error`]). [`Request::Stop`] makes it answer at once with its best move so far.

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
    Stop {
        id: u64,
    },
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
            Reply::Progress { id, .. } | Reply::Move { id, .. } | Reply::Error { id, .. } => *id,
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
    }
}
