//! A game played in this browser (together on one device or against the computer): the
//! game page's state as a reducer. Every change is an [`Action`]; views only draw the
//! state and send actions. No rule is decided here — the session and the rules crate do.
//!
//! Owns: the session, its seats, what is shown, the computer's pending request. May not
//! touch: the browser (no clock, storage or worker here: the pages pass the time in, save
//! what [`Table::saved`] gives and send what [`Table::computer_request`] builds).
//!
//! The app's game page and the embed page (`embed::protocol`) both drive this reducer, so
//! they behave alike (documented for hosts in `docs/embedding.md`):
//! - a move while an earlier position is shown is refused ([`Notice::ViewingHistory`]) and
//!   changes nothing;
//! - undo takes back the last move and shows the live position; with computer seats it goes
//!   back to a person's turn, all at once or not at all (never stopping on a computer's
//!   turn that no computer would take); redo goes forward to the next person's turn.

use std::rc::Rc;

use ai_worker::Reply;
use rules::{AnyGame, MoveError, RecordError, Seat, Session};
use yew::Reducible;

use crate::storage::{SavedGame, SeatInfo};

/// A game on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Shared between page states: an action that does not change the game (a view, an
    /// AI progress tick) copies a pointer, not the game's history.
    pub session: Rc<Session>,
    pub seats: Vec<SeatInfo>,
    /// An earlier position shown read-only (number of moves), or `None` for the live one.
    pub viewing: Option<usize>,
    /// A finished game opened from the recent list: history only, no moves.
    pub replay: bool,
}

/// The level a hint is searched at.
pub const HINT_LEVEL: &str = "medium";

impl Table {
    pub fn new(session: Session, seats: Vec<SeatInfo>) -> Self {
        Table {
            session: Rc::new(session),
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

    /// The one seat a person plays, when all the others are computers: the board then
    /// shows what that seat may see (its hand) and never asks to pass the device.
    pub fn only_person(&self) -> Option<Seat> {
        let mut people = (0..self.seats.len()).filter(|&s| self.seats[s].ai.is_none());
        let first = people.next()?;
        people.next().is_none().then_some(first)
    }

    /// Whether Undo can go back to a person's turn (see [`undo_stop`]).
    pub fn can_undo(&self) -> bool {
        !self.replay && self.session.undo_target(undo_stop(&self.seats)).is_some()
    }

    /// The level of the computer seat to move, when the live game waits for it. Not while
    /// a redo line exists: then the players are stepping through moves already made.
    pub fn ai_to_move(&self) -> Option<&str> {
        if !self.live() || self.session.can_redo() {
            return None;
        }
        let seat = self.session.current().to_move()?;
        self.seats.get(seat)?.ai.as_deref()
    }

    /// The worker's request for the computer's move (`hint`: a hint for the person to move,
    /// at [`HINT_LEVEL`]), or `Ok(None)` when no computer is to move; `Err` says why the
    /// record could not be written. The game page and the embed both ask through this.
    pub fn computer_request(
        &self,
        hint: bool,
        id: u64,
        seed: u64,
    ) -> Result<Option<ai_worker::Request>, String> {
        let level = match (hint, self.ai_to_move()) {
            (true, _) => HINT_LEVEL,
            (false, Some(level)) => level,
            (false, None) => return Ok(None),
        };
        let record = serde_json::to_string(&self.session.record()).map_err(|e| e.to_string())?;
        Ok(Some(ai_worker::Request::Think {
            id,
            record,
            level: level.to_string(),
            seed,
        }))
    }

    pub fn saved(&self, now: f64) -> SavedGame {
        SavedGame {
            record: self.session.record(),
            seats: self.seats.clone(),
            saved_at: now,
            finished: Some(self.session.current().outcome().is_some()),
        }
    }
}

/// Where undo and redo stop: a person's turn, when people play (undoing only a computer's
/// answer would just make it answer again, and a computer's turn with moves to redo is one
/// that no computer takes); any position when only computers play.
fn undo_stop(seats: &[SeatInfo]) -> impl Fn(&AnyGame) -> bool + '_ {
    let people = seats.iter().any(|s| s.ai.is_none());
    move |g: &AnyGame| !people || human_to_move(g, seats)
}

/// Whether a person (not a computer seat) is to move, or nobody is.
fn human_to_move(game: &AnyGame, seats: &[SeatInfo]) -> bool {
    game.to_move()
        .and_then(|s| seats.get(s))
        .is_none_or(|s| s.ai.is_none())
}

/// Where a record that could not be opened came from: the message differs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A shared link (`?record=`).
    Link,
    /// A file the player imported.
    File,
    /// The browser's storage (the running game, the recent list).
    Saved,
}

/// What the page shows besides the board: each problem met, in order, until dismissed.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A move was refused; the view says why in the player's language.
    Illegal(MoveError),
    /// A move was given while an earlier position is shown (see [`Action::Play`]).
    ViewingHistory,
    /// The game could not be kept in the browser (storage full).
    SaveFailed(String),
    /// The game could not be written as a record (for the computer player).
    RecordFailed(String),
    /// An embedding page's command was refused; the text says why.
    Refused(String),
    /// A link, a file or a saved entry could not be opened; the error says why, by kind.
    BadRecord { source: Source, error: RecordError },
    /// The computer player could not be started, or failed.
    WorkerFailed(String),
    /// The running game could not be added to the recent list before it was replaced.
    NotShelved(String),
}

/// A notice of a page's queue (this page's and the online page's): either about the last
/// move or command, which the next one replaces, or one that stays until dismissed.
pub trait Queued: PartialEq {
    fn about_the_last_move(&self) -> bool;
}

/// At most this many notices stay queued; the oldest goes first.
const MAX_NOTICES: usize = 8;

/// Queues a notice (once, if the same one is already last).
pub fn queue_notice<N: Queued>(notices: &mut Vec<N>, notice: N) {
    if notice.about_the_last_move() {
        clear_move_notices(notices);
    }
    if notices.last() != Some(&notice) {
        notices.push(notice);
    }
    if notices.len() > MAX_NOTICES {
        notices.remove(0);
    }
}

/// Drops the notices about the last move or command.
pub fn clear_move_notices<N: Queued>(notices: &mut Vec<N>) {
    notices.retain(|n| !n.about_the_last_move());
}

impl Queued for Notice {
    /// Notices about the last move or command, which the next one replaces; the others
    /// (load and storage problems) stay until the player dismisses them.
    fn about_the_last_move(&self) -> bool {
        matches!(
            self,
            Notice::Illegal(_) | Notice::ViewingHistory | Notice::Refused(_)
        )
    }
}

/// A request to the AI worker that has not been answered yet.
#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    pub id: u64,
    pub iterations: u32,
    /// A hint for a person, shown and not played.
    pub hint: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PageState {
    pub table: Option<Table>,
    /// The game the new-game dialog replaced, to go back to (see [`Action::Reopen`]).
    pub closed: Option<Table>,
    /// Every notice not yet dismissed, oldest first.
    pub notices: Vec<Notice>,
    /// Bumped whenever the live game changes, so autosave runs once per change.
    pub revision: u64,
    pub thinking: Option<Thinking>,
    /// A suggested move for the person to move.
    pub hint: Option<String>,
    /// Pause before a computer seat moves, so people can follow (AI-vs-AI speed).
    pub ai_delay_ms: i32,
}

impl Default for PageState {
    fn default() -> Self {
        PageState {
            table: None,
            closed: None,
            notices: Vec::new(),
            revision: 0,
            thinking: None,
            hint: None,
            ai_delay_ms: 500,
        }
    }
}

pub enum Action {
    Open(Box<Table>),
    /// Back to the new-game dialog; the game is kept to go back to.
    Close,
    /// Back from the new-game dialog to the game it replaced.
    Reopen,
    /// The finished game's moves, stepped through read-only from the start.
    Review,
    Play(String),
    Undo,
    Redo,
    View(Option<usize>),
    Notify(Notice),
    /// Dismisses the notice at this index of `notices`.
    Dismiss(usize),
    /// Drops the notices about the last move or command (the embed does before each
    /// command of its host).
    ClearMoveNotices,
    /// A request `id` went to the AI worker.
    AiStarted {
        id: u64,
        hint: bool,
    },
    AiReply(Reply),
    SetAiDelay(i32),
}

impl PageState {
    fn notify(&mut self, notice: Notice) {
        queue_notice(&mut self.notices, notice);
    }

    fn clear_move_notices(&mut self) {
        clear_move_notices(&mut self.notices);
    }
}

impl Reducible for PageState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        // Whatever changes the game makes a pending answer or hint stale.
        if matches!(
            action,
            Action::Open(_)
                | Action::Close
                | Action::Reopen
                | Action::Play(_)
                | Action::Undo
                | Action::Redo
        ) {
            next.thinking = None;
            next.hint = None;
        }
        match action {
            Action::Open(table) => {
                next.table = Some(*table);
                next.closed = None;
                next.clear_move_notices();
                next.revision += 1;
            }
            Action::Close => {
                next.closed = next.table.take().or(next.closed);
                next.clear_move_notices();
            }
            Action::Reopen => {
                let Some(table) = next.closed.take() else {
                    return self;
                };
                next.table = Some(table);
                next.clear_move_notices();
                // Saved again as the running game (or the finished one, in the recent list).
                next.revision += 1;
            }
            Action::Review => {
                let Some(table) = next
                    .table
                    .as_mut()
                    .filter(|t| t.session.current().outcome().is_some())
                else {
                    return self;
                };
                table.replay = true;
                table.viewing = Some(0);
            }
            Action::Play(text) => {
                let Some(table) = next.table.as_mut().filter(|t| !t.replay) else {
                    return self;
                };
                if table.viewing.is_some() {
                    next.notify(Notice::ViewingHistory);
                    return Rc::new(next);
                }
                match Rc::make_mut(&mut table.session).play(&text) {
                    Ok(()) => {
                        next.clear_move_notices();
                        next.revision += 1;
                    }
                    Err(e) => next.notify(Notice::Illegal(e)),
                }
            }
            Action::Undo | Action::Redo => {
                let Some(table) = next.table.as_mut().filter(|t| !t.replay) else {
                    return self;
                };
                table.viewing = None;
                let stop = undo_stop(&table.seats);
                let session = Rc::make_mut(&mut table.session);
                let changed = match action {
                    Action::Undo => session.undo_to(stop),
                    _ => session.redo_to(stop),
                };
                if !changed {
                    return self;
                }
                next.clear_move_notices();
                next.revision += 1;
            }
            Action::View(ply) => {
                let Some(table) = next.table.as_mut() else {
                    return self;
                };
                let last = table.session.moves().len();
                table.viewing = ply.filter(|&p| p < last || table.replay);
            }
            Action::Notify(notice) => next.notify(notice),
            Action::Dismiss(i) => {
                if i >= next.notices.len() {
                    return self;
                }
                next.notices.remove(i);
            }
            Action::ClearMoveNotices => next.clear_move_notices(),
            Action::AiStarted { id, hint } => {
                next.thinking = Some(Thinking {
                    id,
                    iterations: 0,
                    hint,
                });
            }
            Action::AiReply(reply) => {
                let Some(thinking) = next.thinking.clone().filter(|t| t.id == reply.id()) else {
                    return self;
                };
                match reply {
                    // A review's replies go to its own panel (`components::review`).
                    Reply::Ready | Reply::Reviewed { .. } | Reply::ReviewDone { .. } => {
                        return self
                    }
                    Reply::Progress { iterations, .. } => {
                        next.thinking = Some(Thinking {
                            iterations,
                            ..thinking
                        });
                    }
                    Reply::Move { notation, .. } if thinking.hint => {
                        next.thinking = None;
                        next.hint = Some(notation);
                    }
                    Reply::Move { notation, .. } => {
                        next.thinking = None;
                        let Some(table) = next.table.as_mut().filter(|t| t.ai_to_move().is_some())
                        else {
                            return Rc::new(next);
                        };
                        match Rc::make_mut(&mut table.session).play(&notation) {
                            Ok(()) => next.revision += 1,
                            Err(e) => next.notify(Notice::Illegal(e)),
                        }
                    }
                    Reply::Error { message, .. } => {
                        next.thinking = None;
                        next.notify(Notice::WorkerFailed(message));
                    }
                }
            }
            Action::SetAiDelay(ms) => next.ai_delay_ms = ms.clamp(0, 5000),
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ai_worker::Request;
    use rules::{GameId, Setup};

    fn page() -> Rc<PageState> {
        let session = Session::new(GameId::Cubulus, &Setup::players(3), 77).unwrap();
        Rc::new(PageState::default()).reduce(Action::Open(Box::new(Table::new(session, vec![]))))
    }

    #[test]
    fn an_illegal_move_leaves_the_game_and_says_why() {
        let before = page();
        let after = before.clone().reduce(Action::Play("zz9".into()));
        assert_eq!(after.table, before.table);
        assert!(matches!(after.notices.last(), Some(Notice::Illegal(_))));
        assert_eq!(after.revision, before.revision);
    }

    fn with_ai_seat() -> Rc<PageState> {
        let session = Session::new(GameId::Cubulus, &Setup::players(3), 77).unwrap();
        let seats = (0..3)
            .map(|i| SeatInfo {
                name: format!("{i}"),
                colour: i,
                ai: (i == 1).then(|| "easy".to_string()),
            })
            .collect();
        Rc::new(PageState::default()).reduce(Action::Open(Box::new(Table::new(session, seats))))
    }

    /// The game page and the embed ask the worker through one request: the computer's own
    /// level on its turn, the hint's level for a hint, nothing when a person is to move.
    #[test]
    fn the_computer_is_asked_at_its_level_and_a_hint_at_the_hints() {
        let mut p = with_ai_seat();
        let table = |p: &PageState| p.table.as_ref().unwrap().clone();
        assert_eq!(table(&p).computer_request(false, 1, 2), Ok(None));
        let Ok(Some(Request::Think {
            level,
            id: 1,
            seed: 2,
            record,
        })) = table(&p).computer_request(true, 1, 2)
        else {
            panic!("a hint is asked for")
        };
        assert_eq!(level, HINT_LEVEL);
        assert!(rules::Record::from_json(&record).is_ok(), "{record}");
        while table(&p).ai_to_move().is_none() {
            let m = table(&p).session.current().legal_moves()[0].clone();
            p = p.reduce(Action::Play(m));
        }
        let Ok(Some(Request::Think { level, .. })) = table(&p).computer_request(false, 3, 4) else {
            panic!("the computer is asked to move")
        };
        assert_eq!(level, "easy");
    }

    #[test]
    fn an_ai_answer_is_played_only_for_the_request_it_answers() {
        let mut p = with_ai_seat();
        // Play until the computer seat (1) is to move.
        while p.table.as_ref().unwrap().ai_to_move().is_none() {
            let m = p.table.as_ref().unwrap().session.current().legal_moves()[0].clone();
            p = p.reduce(Action::Play(m));
        }
        let moves = |p: &PageState| p.table.as_ref().unwrap().session.moves().len();
        let before = moves(&p);
        let legal = p.table.as_ref().unwrap().session.current().legal_moves()[0].clone();
        let p = p.reduce(Action::AiStarted { id: 7, hint: false });
        let stale = p.clone().reduce(Action::AiReply(Reply::Move {
            id: 6,
            notation: legal.clone(),
            iterations: 1,
        }));
        assert_eq!(moves(&stale), before);
        let answered = p.reduce(Action::AiReply(Reply::Move {
            id: 7,
            notation: legal,
            iterations: 1,
        }));
        assert_eq!(moves(&answered), before + 1);
        assert!(answered.thinking.is_none());
    }

    #[test]
    fn undo_goes_back_to_a_person_s_turn() {
        let mut p = with_ai_seat();
        for _ in 0..6 {
            let m = p.table.as_ref().unwrap().session.current().legal_moves()[0].clone();
            let t = p.table.clone().unwrap();
            // Moves by the computer seat come in as its answers.
            p = if t.ai_to_move().is_some() {
                p.reduce(Action::AiStarted { id: 1, hint: false })
                    .reduce(Action::AiReply(Reply::Move {
                        id: 1,
                        notation: m,
                        iterations: 1,
                    }))
            } else {
                p.reduce(Action::Play(m))
            };
        }
        let p = p.reduce(Action::Undo);
        assert!(p.table.as_ref().unwrap().ai_to_move().is_none());
        let t = p.table.as_ref().unwrap();
        assert!(human_to_move(t.session.current(), &t.seats));
    }

    /// Issue 25, item 1: Undo right after a computer's Cubus "no build" took back only that
    /// move (the card it drew cannot be) and left the page on a computer's turn no computer
    /// took. Undo is now all or nothing back to a person's turn, checked after every move of
    /// whole games (to the end) of the two games where undo meets drawn cards.
    #[test]
    fn undo_and_redo_never_stop_on_a_computer_s_turn() {
        // Cubes runs to its end only through the 500-action backstop: its first 150 moves.
        for (game, seed, plies) in [
            (GameId::Cubus, 1, 400),
            (GameId::Cubus, 5, 400),
            (GameId::Cubes, 7, 150),
        ] {
            let session = Session::new(game, &Setup::players(2), seed).unwrap();
            let seats: Vec<SeatInfo> = (0..2)
                .map(|i| SeatInfo {
                    name: String::new(),
                    colour: i,
                    ai: (i == 1).then(|| "easy".to_string()),
                })
                .collect();
            let mut p = Rc::new(PageState::default())
                .reduce(Action::Open(Box::new(Table::new(session, seats))));
            let mut checked_at_end = false;
            for ply in 0..plies {
                let t = p.table.clone().unwrap();
                let undone = p.clone().reduce(Action::Undo);
                let u = undone.table.as_ref().unwrap();
                if undone.revision == p.revision {
                    assert!(
                        !t.can_undo(),
                        "{game} ply {ply}: Undo offered, nothing undone"
                    );
                } else {
                    assert!(t.can_undo());
                    assert!(
                        human_to_move(u.session.current(), &u.seats),
                        "{game} ply {ply}"
                    );
                    let redone = undone.reduce(Action::Redo);
                    let r = redone.table.as_ref().unwrap();
                    let back = human_to_move(r.session.current(), &r.seats)
                        || !r.session.can_redo() && r.ai_to_move().is_some();
                    assert!(back, "{game} ply {ply}: redo stopped on a computer's turn");
                }
                let g = t.session.current();
                if g.outcome().is_some() {
                    checked_at_end = true;
                    break;
                }
                // Keep the game short: a no build or pass where offered, else the first.
                let m = ["n", "p", "end"]
                    .into_iter()
                    .find(|m| g.validate_str(m).is_ok())
                    .map(str::to_string)
                    .unwrap_or_else(|| g.legal_moves()[0].clone());
                p = p.reduce(Action::Play(m));
            }
            assert!(
                checked_at_end || game == GameId::Cubes,
                "{game} {seed} did not end"
            );
        }
    }

    #[test]
    fn a_closed_game_can_be_reopened_and_a_finished_one_reviewed() {
        let p = page().reduce(Action::Play("z00+".into()));
        let closed = p.clone().reduce(Action::Close);
        assert!(closed.table.is_none());
        let back = closed.reduce(Action::Reopen);
        assert_eq!(back.table, p.table);
        assert!(back.revision > p.revision, "saved again");
        assert!(back.closed.is_none());
        let unfinished = back.clone().reduce(Action::Review);
        assert!(
            Rc::ptr_eq(&unfinished, &back),
            "only a finished game is reviewed"
        );

        let mut g = page();
        while g
            .table
            .as_ref()
            .unwrap()
            .session
            .current()
            .outcome()
            .is_none()
        {
            let m = g.table.as_ref().unwrap().session.current().legal_moves()[0].clone();
            g = g.reduce(Action::Play(m));
        }
        let review = g.reduce(Action::Review);
        let t = review.table.as_ref().unwrap();
        assert!(t.replay);
        assert_eq!(t.viewing, Some(0));
        assert!(!t.live());
    }

    #[test]
    fn one_person_against_computers_is_the_only_person() {
        let p = with_ai_seat();
        assert_eq!(p.table.as_ref().unwrap().only_person(), None, "two people");
        let seats = |kinds: &[bool]| {
            kinds
                .iter()
                .enumerate()
                .map(|(i, &ai)| SeatInfo {
                    name: String::new(),
                    colour: i,
                    ai: ai.then(|| "easy".to_string()),
                })
                .collect::<Vec<_>>()
        };
        let session = Session::new(GameId::Cubes, &Setup::players(3), 1).unwrap();
        let t = Table::new(session, seats(&[true, false, true]));
        assert_eq!(t.only_person(), Some(1));
        let session = Session::new(GameId::Cubes, &Setup::players(2), 1).unwrap();
        assert_eq!(
            Table::new(session, seats(&[true, true])).only_person(),
            None
        );
    }

    #[test]
    fn a_hint_is_shown_not_played() {
        let p = with_ai_seat();
        let legal = p.table.as_ref().unwrap().session.current().legal_moves()[0].clone();
        let p = p
            .reduce(Action::AiStarted { id: 3, hint: true })
            .reduce(Action::AiReply(Reply::Move {
                id: 3,
                notation: legal.clone(),
                iterations: 9,
            }));
        assert_eq!(p.hint, Some(legal));
        assert!(p.table.as_ref().unwrap().session.moves().is_empty());
    }

    #[test]
    fn viewing_the_live_position_is_not_a_history_view() {
        let p = page().reduce(Action::View(Some(0)));
        assert_eq!(p.table.as_ref().and_then(|t| t.viewing), None);
    }

    #[test]
    fn a_move_while_history_is_shown_is_refused_and_changes_nothing() {
        let p = page().reduce(Action::Play("z00+".into()));
        let p = p.reduce(Action::Play("z22-".into()));
        let viewing = p.reduce(Action::View(Some(1)));
        let after = viewing.clone().reduce(Action::Play("x11-".into()));
        let t = after.table.as_ref().unwrap();
        assert_eq!(t.session.moves(), ["z00+", "z22-"]);
        assert_eq!(t.viewing, Some(1), "the shown position stays");
        assert_eq!(after.notices.last(), Some(&Notice::ViewingHistory));
        assert_eq!(after.revision, viewing.revision);
    }

    #[test]
    fn undo_between_people_takes_back_one_move_and_shows_the_live_game() {
        let p = page().reduce(Action::Play("z00+".into()));
        let p = p.reduce(Action::Play("z22-".into()));
        let p = p.reduce(Action::View(Some(0))).reduce(Action::Undo);
        let t = p.table.as_ref().unwrap();
        assert_eq!(t.session.moves(), ["z00+"]);
        assert_eq!(t.viewing, None);
    }

    #[test]
    fn an_ai_progress_tick_shares_the_session_instead_of_copying_it() {
        let p = with_ai_seat().reduce(Action::AiStarted { id: 4, hint: false });
        let ticked = p.clone().reduce(Action::AiReply(Reply::Progress {
            id: 4,
            iterations: 100,
        }));
        assert_eq!(ticked.thinking.as_ref().map(|t| t.iterations), Some(100));
        let session = |p: &PageState| p.table.as_ref().unwrap().session.clone();
        assert!(Rc::ptr_eq(&session(&p), &session(&ticked)));
    }

    /// Issue 17, finding 3: a page that meets two problems shows both, each dismissed on
    /// its own; a move's own notice goes with the next move, a load problem stays.
    #[test]
    fn every_notice_is_queued_and_dismissed_on_its_own() {
        let broken = Notice::BadRecord {
            source: Source::Saved,
            error: RecordError::Malformed("x".into()),
        };
        let link = Notice::BadRecord {
            source: Source::Link,
            error: RecordError::BadLink("cut short".into()),
        };
        let page = Rc::new(PageState::default())
            .reduce(Action::Notify(broken.clone()))
            .reduce(Action::Notify(link.clone()));
        assert_eq!(page.notices, vec![broken.clone(), link.clone()]);
        let page = page.reduce(Action::Notify(link.clone()));
        assert_eq!(
            page.notices.len(),
            2,
            "the same notice twice in a row is shown once"
        );
        let page = page.reduce(Action::Dismiss(0));
        assert_eq!(page.notices, vec![link.clone()]);
        let page = page.reduce(Action::Dismiss(5));
        assert_eq!(
            page.notices,
            vec![link.clone()],
            "a stale index changes nothing"
        );

        let page = page
            .reduce(Action::Notify(Notice::ViewingHistory))
            .reduce(Action::Notify(Notice::Refused("no".into())));
        assert_eq!(
            page.notices,
            vec![link.clone(), Notice::Refused("no".into())]
        );
        let page = page.reduce(Action::ClearMoveNotices);
        assert_eq!(page.notices, vec![link]);
    }
}
