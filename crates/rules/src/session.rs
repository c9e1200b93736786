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
        self.undo_target(|_| true).is_some()
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> bool {
        self.undo_to(|_| true)
    }

    /// The number of moves of the nearest earlier position where `stop` holds that undo may
    /// reach: no move on the way revealed hidden information or drew chance. `None` when
    /// there is none, e.g. when the position where `stop` holds lies behind a drawn card.
    pub fn undo_target(&self, stop: impl Fn(&AnyGame) -> bool) -> Option<usize> {
        let mut ply = self.cursor;
        while ply > 0 && self.states[ply - 1].reveals() == self.states[ply].reveals() {
            ply -= 1;
            if stop(&self.states[ply]) {
                return Some(ply);
            }
        }
        None
    }

    /// Takes back one move or more at once, to [`Session::undo_target`]; all or nothing, so
    /// undo never stops halfway (on a computer's turn that nobody takes, say).
    pub fn undo_to(&mut self, stop: impl Fn(&AnyGame) -> bool) -> bool {
        match self.undo_target(stop) {
            Some(ply) => {
                self.cursor = ply;
                true
            }
            None => false,
        }
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.line.len()
    }

    /// Redoes the next move.
    pub fn redo(&mut self) -> bool {
        self.redo_to(|_| true)
    }

    /// Redoes one move or more: up to the next position where `stop` holds, or to the end
    /// of the redo line.
    pub fn redo_to(&mut self, stop: impl Fn(&AnyGame) -> bool) -> bool {
        // `play` keeps `states` one longer than `line`, so the redone positions are stored.
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        while self.cursor < self.line.len() && !stop(self.current()) {
            self.cursor += 1;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Seat;

    /// A two-player Cubus game after `moves`: each turn draws a card (which undo cannot
    /// take back) before its build or no build.
    fn cubus(moves: &[&str]) -> Session {
        let mut s = Session::new(GameId::Cubus, &Setup::players(2), 1).expect("setup");
        for m in moves {
            s.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        s
    }

    fn seat_to_move(seat: Seat) -> impl Fn(&AnyGame) -> bool {
        move |g: &AnyGame| g.to_move() == Some(seat)
    }

    #[test]
    fn undo_to_goes_back_to_the_nearest_position_where_the_stop_holds() {
        let mut s = Session::new(GameId::Cubulus, &Setup::players(3), 77).expect("setup");
        for _ in 0..5 {
            let m = s.current().legal_moves()[0].clone();
            s.play(&m).expect("legal");
        }
        let seat = s.position_at(2).and_then(|g| g.to_move()).expect("a seat");
        assert_eq!(s.undo_target(seat_to_move(seat)), Some(2));
        assert!(s.undo_to(seat_to_move(seat)));
        assert_eq!(s.moves().len(), 2);
        assert!(
            s.redo_to(seat_to_move(seat)),
            "redo stops at that seat's next turn"
        );
        assert_eq!(s.moves().len(), 5);
    }

    #[test]
    fn undo_to_changes_nothing_when_the_stop_lies_behind_a_drawn_card() {
        // The start player builds nothing, the other passes the knock, draws and builds
        // nothing: the way back to the start player's turn is past that draw.
        let mut s = cubus(&["d", "d", "d", "n", "p", "d", "n"]);
        let before = s.clone();
        let starter = s.position_at(0).and_then(|g| g.to_move()).expect("a seat");
        assert_eq!(s.current().to_move(), Some(starter), "the knock window");
        assert!(s.can_undo(), "the no build itself can be taken back");
        assert_eq!(s.undo_target(seat_to_move(starter)), None);
        assert!(!s.undo_to(seat_to_move(starter)));
        assert_eq!(s, before, "all or nothing");
    }

    #[test]
    fn redo_to_stops_at_the_end_of_the_redo_line() {
        let mut s = cubus(&["d", "d", "d", "n", "p"]);
        assert!(s.undo() && s.undo(), "the pass and the no build");
        assert!(s.redo_to(|_| false));
        assert_eq!(s.moves(), ["d", "d", "d", "n", "p"]);
        assert!(!s.redo_to(|_| false), "nothing left to redo");
    }
}
