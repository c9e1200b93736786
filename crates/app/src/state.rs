//! The game page's state as a reducer: every change is an [`Action`]; views only draw the
//! state and send actions. No rule is decided here — the session and the rules crate do.

use std::rc::Rc;

use rules::{AnyGame, Session};
use yew::Reducible;

use crate::storage::{SavedGame, SeatInfo};

/// A game on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub session: Session,
    pub seats: Vec<SeatInfo>,
    /// An earlier position shown read-only (number of moves), or `None` for the live one.
    pub viewing: Option<usize>,
    /// A finished game opened from the recent list: history only, no moves.
    pub replay: bool,
}

impl Table {
    pub fn new(session: Session, seats: Vec<SeatInfo>) -> Self {
        Table {
            session,
            seats,
            viewing: None,
            replay: false,
        }
    }

    /// The position on the board: the viewed one, or the live one.
    pub fn shown(&self) -> &AnyGame {
        self.viewing
            .and_then(|ply| self.session.position_at(ply))
            .unwrap_or_else(|| self.session.current())
    }

    /// Whether the board takes moves now.
    pub fn live(&self) -> bool {
        self.viewing.is_none() && !self.replay && self.session.current().outcome().is_none()
    }

    pub fn saved(&self, now: f64) -> SavedGame {
        SavedGame {
            record: self.session.record(),
            seats: self.seats.clone(),
            saved_at: now,
        }
    }
}

/// What the page shows besides the board: the last problem, if any.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A move was refused; the text names the rule.
    Illegal(String),
    /// Something could not be loaded (a saved game, a link, a file).
    LoadFailed(String),
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct PageState {
    pub table: Option<Table>,
    pub notice: Option<Notice>,
    /// Bumped whenever the live game changes, so autosave runs once per change.
    pub revision: u64,
}

pub enum Action {
    Open(Box<Table>),
    /// Back to the new-game dialog.
    Close,
    Play(String),
    Undo,
    Redo,
    View(Option<usize>),
    Notify(Notice),
    Dismiss,
}

impl Reducible for PageState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Open(table) => {
                next.table = Some(*table);
                next.notice = None;
                next.revision += 1;
            }
            Action::Close => {
                next.table = None;
                next.notice = None;
            }
            Action::Play(text) => {
                let Some(table) = next.table.as_mut().filter(|t| t.live()) else {
                    return self;
                };
                match table.session.play(&text) {
                    Ok(()) => {
                        next.notice = None;
                        next.revision += 1;
                    }
                    Err(e) => next.notice = Some(Notice::Illegal(e.to_string())),
                }
            }
            Action::Undo | Action::Redo => {
                let Some(table) = next.table.as_mut().filter(|t| !t.replay) else {
                    return self;
                };
                table.viewing = None;
                let changed = match action {
                    Action::Undo => table.session.undo(),
                    _ => table.session.redo(),
                };
                if !changed {
                    return self;
                }
                next.notice = None;
                next.revision += 1;
            }
            Action::View(ply) => {
                let Some(table) = next.table.as_mut() else {
                    return self;
                };
                let last = table.session.moves().len();
                table.viewing = ply.filter(|&p| p < last || table.replay);
            }
            Action::Notify(notice) => next.notice = Some(notice),
            Action::Dismiss => next.notice = None,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{GameId, Setup};

    fn page() -> Rc<PageState> {
        let session = Session::new(GameId::Cubulus, &Setup::players(2), 7).unwrap();
        Rc::new(PageState::default()).reduce(Action::Open(Box::new(Table::new(session, vec![]))))
    }

    #[test]
    fn an_illegal_move_leaves_the_game_and_says_why() {
        let before = page();
        let after = before.clone().reduce(Action::Play("zz9".into()));
        assert_eq!(after.table, before.table);
        assert!(matches!(after.notice, Some(Notice::Illegal(_))));
        assert_eq!(after.revision, before.revision);
    }

    #[test]
    fn viewing_the_live_position_is_not_a_history_view() {
        let p = page().reduce(Action::View(Some(0)));
        assert_eq!(p.table.as_ref().and_then(|t| t.viewing), None);
    }
}
