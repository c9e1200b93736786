//! A game in progress as the app holds it: the record, undo/redo, and read-only views of
//! earlier positions. Pure data, tested natively; the app's reducer wraps it.

use crate::any::{AnyGame, MoveError};
use crate::game::{GameId, Setup, SetupError};
use crate::limits::clip;
use crate::record::{Record, RecordError};

#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    record: Record,
    /// `states[i]` is the position after the first `i` moves of `line`.
    states: Vec<AnyGame>,
    /// The played moves followed by the moves that can be redone.
    line: Vec<String>,
    /// How many moves of `line` the live position has.
    cursor: usize,
}

impl Session {
    pub fn new(game: GameId, setup: &Setup, seed: u64) -> Result<Self, SetupError> {
        let start = AnyGame::new(game, setup, seed)?;
        Ok(Session {
            record: Record::new(game, setup, seed),
            states: vec![start],
            line: Vec::new(),
            cursor: 0,
        })
    }

    /// Replays a record; any fault is reported and nothing is created.
    pub fn from_record(record: &Record) -> Result<Self, RecordError> {
        record.check_limits()?;
        let mut session = Session {
            record: Record {
                moves: Vec::new(),
                ..record.clone()
            },
            states: vec![record.start()?],
            line: Vec::new(),
            cursor: 0,
        };
        for (i, text) in record.moves.iter().enumerate() {
            session
                .play(text)
                .map_err(|e| RecordError::failed_move(i, text, e))?;
        }
        Ok(session)
    }

    pub fn game(&self) -> GameId {
        self.current().id()
    }

    /// The live position.
    pub fn current(&self) -> &AnyGame {
        &self.states[self.cursor]
    }

    /// The position after the first `ply` moves (for the history view), if played.
    pub fn position_at(&self, ply: usize) -> Option<&AnyGame> {
        if ply <= self.cursor {
            self.states.get(ply)
        } else {
            None
        }
    }

    /// The moves of the live position, in notation.
    pub fn moves(&self) -> &[String] {
        &self.line[..self.cursor]
    }

    /// The record of the live position (what autosave and export write).
    pub fn record(&self) -> Record {
        Record {
            moves: self.moves().to_vec(),
            ..self.record.clone()
        }
    }

    /// Plays a move given in notation; on error nothing changes. A new move drops the redo line.
    /// Text over [`crate::limits::MOVE`] is refused unread ([`AnyGame::play_str`]); errors
    /// quote at most [`crate::limits::QUOTE`] characters of it.
    pub fn play(&mut self, text: &str) -> Result<(), MoveError> {
        let mut next = self.current().clone();
        next.play_str(text).map_err(|mut e| {
            match &mut e {
                MoveError::Notation(n) => n.text = clip(&n.text),
                MoveError::Illegal { text, .. } => *text = clip(text),
                MoveError::GameOver => {}
            }
            e
        })?;
        self.states.truncate(self.cursor + 1);
        self.line.truncate(self.cursor);
        self.states.push(next);
        self.line.push(text.trim().to_string());
        self.cursor += 1;
        Ok(())
    }

    /// Undo may not step back over a move that revealed hidden information or drew chance.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
            && self.states[self.cursor - 1].reveals() == self.states[self.cursor].reveals()
    }

    pub fn undo(&mut self) -> bool {
        if self.can_undo() {
            self.cursor -= 1;
            true
        } else {
            false
        }
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.line.len()
    }

    pub fn redo(&mut self) -> bool {
        // `play` keeps `states` one longer than `line`, so the redone position is stored.
        if self.can_redo() {
            self.cursor += 1;
            true
        } else {
            false
        }
    }
}
