//! The editor page's state and reducer, pure (no storage, no clock): the position's text
//! is what is edited, saved and shared; the checks are the rules' answer for it.

use std::rc::Rc;

use rules::any_position::PositionRefusal;
use rules::position::PositionTextError;
use rules::{AnyGame, GameId, MoveError, Record, RecordError, Seat, Session};
use yew::Reducible;

use crate::storage::SeatInfo;

use super::{dispatch, Edit};

/// The seed that deals a position's hidden parts for the board shown while editing (the
/// game played on from it takes a seed of its own).
pub const PREVIEW_SEED: u64 = 1;

/// A problem the page reports; nothing already set up is lost by it.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The address's position could not be read (the editor kept what it had).
    BadLink(PositionTextError),
    /// The typed notation could not be read (the position is unchanged).
    BadText(PositionTextError),
    /// The position could not become a game to play on.
    CannotPlay(RecordError),
    /// A move refused while playing on.
    Refused(MoveError),
    /// The computer could not move (its worker failed); the game waits.
    Computer(String),
    /// The game played on here before could not be read (it is kept until the next one).
    SavedGame(RecordError),
}

/// The computer playing one seat when the game is played on from the position.
#[derive(Clone, Debug, PartialEq)]
pub struct Computer {
    pub seat: Seat,
    /// Its level, as the worker reads it (`easy`, `medium`, `hard`).
    pub level: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct EditorState {
    pub game: GameId,
    /// The position being set up, in the game's notation: always one the editor can read.
    pub text: String,
    /// The notation field as typed, until it is applied.
    pub draft: String,
    /// The piece a click puts (`None`: a click takes away what stands there).
    pub chosen: Option<String>,
    /// The rules' answer: the game this position is, or every condition it breaks.
    pub checked: Result<Rc<AnyGame>, PositionRefusal>,
    /// The last position that could stand, for the board while the current one cannot.
    pub last_good: Option<Rc<AnyGame>>,
    pub problem: Option<Problem>,
    /// Playing on from the position, at this table.
    pub playing: Option<Rc<Session>>,
    /// The page has read what this browser kept and the link: from now on it keeps the
    /// position.
    pub opened: bool,
    /// Who the computer plays when the game is played on (`None`: every seat is played at
    /// this table).
    pub computer: Option<Computer>,
    /// The request the computer is answering.
    pub thinking: Option<u64>,
}

#[derive(Clone, Debug)]
pub enum Action {
    /// The page runs: the position this browser kept, then the link's (each taken if it
    /// reads; a link that does not is reported).
    Open {
        saved: Option<String>,
        link: Option<String>,
        /// The game played on from the position before the page was left, with its seats.
        played: Option<Result<(Session, Vec<SeatInfo>), RecordError>>,
    },
    Choose(Option<String>),
    /// A click on a place: puts the chosen piece there.
    Click(String),
    Edit(Edit),
    Draft(String),
    ApplyDraft,
    /// A new game's start with `players`.
    Restart(Option<usize>),
    /// Play on from the position, its hidden parts dealt from `seed`.
    Play(u64),
    Move(String),
    Undo,
    BackToEditing,
    /// Who the computer plays (`None`: nobody).
    Opponent(Option<Computer>),
    /// The computer was asked for a move (request `id`).
    Thinking(u64),
    /// The computer's answer to request `id`.
    ComputerMove {
        id: u64,
        notation: String,
    },
    ComputerFailed(String),
}

impl EditorState {
    pub fn new(game: GameId) -> Self {
        Self::with_text(game, dispatch::start(game, None))
    }

    fn with_text(game: GameId, text: String) -> Self {
        let checked = check(game, &text);
        EditorState {
            game,
            draft: text.clone(),
            last_good: checked.as_ref().ok().cloned(),
            text,
            chosen: None,
            checked,
            problem: None,
            playing: None,
            opened: false,
            computer: None,
            thinking: None,
        }
    }

    /// Takes `text` as the position (it was read: [`dispatch::view`]).
    fn set_text(&mut self, text: String) {
        self.checked = check(self.game, &text);
        if let Ok(g) = &self.checked {
            self.last_good = Some(g.clone());
        }
        self.draft = text.clone();
        self.text = text;
    }

    /// Takes `text` as the position if it reads as one of the game's (whether or not it
    /// can stand); otherwise nothing changes.
    fn take_text(&mut self, text: &str) -> Result<(), PositionTextError> {
        dispatch::read(self.game, text)?;
        self.set_text(text.trim().to_string());
        Ok(())
    }

    /// Whether the position is a new game's start (with its number of players).
    fn is_a_start(&self) -> bool {
        self.checked
            .as_ref()
            .is_ok_and(|g| dispatch::start(self.game, Some(g.players())) == self.text)
    }

    /// Whether the computer should be asked for a move now: it is to move, no request is
    /// out, and its last one did not fail (after a failure the game waits for the person:
    /// a move taken back or back to the editor).
    pub fn computer_asked_for(&self) -> bool {
        self.computer_to_move()
            && self.thinking.is_none()
            && !matches!(self.problem, Some(Problem::Computer(_)))
    }

    /// Whether the computer is to move in the game played on.
    pub fn computer_to_move(&self) -> bool {
        match (&self.playing, &self.computer) {
            (Some(session), Some(c)) => {
                let now = session.current();
                now.outcome().is_none() && now.to_move() == Some(c.seat)
            }
            _ => false,
        }
    }

    /// Whether the position can stand (and be played on and shared as a game).
    pub fn stands(&self) -> bool {
        self.checked.is_ok()
    }

    fn reduce(&mut self, action: Action) {
        match action {
            Action::Open {
                saved,
                link,
                played,
            } => {
                // The game played on before goes on, unless a link asks for a position.
                match played.filter(|_| link.is_none()) {
                    Some(Ok((session, seats))) => {
                        self.computer = seats.iter().enumerate().find_map(|(seat, s)| {
                            s.ai.clone().map(|level| Computer { seat, level })
                        });
                        self.playing = Some(Rc::new(session));
                    }
                    Some(Err(e)) => self.problem = Some(Problem::SavedGame(e)),
                    None => {}
                }
                // A kept position that no longer reads is left for the start.
                if let Some(text) = saved {
                    let _ = self.take_text(&text);
                }
                if let Some(Err(e)) = link.map(|text| self.take_text(&text)) {
                    self.problem = Some(Problem::BadLink(e));
                }
                self.opened = true;
            }
            Action::Choose(token) => self.chosen = token,
            Action::Click(place) => {
                let edit = Edit::Put {
                    place,
                    token: self.chosen.clone(),
                };
                self.reduce(Action::Edit(edit));
            }
            // On a new game's start, another number of players is that number's start.
            Action::Edit(Edit::Players(n)) if self.is_a_start() => {
                self.set_text(dispatch::start(self.game, Some(n)));
                self.problem = None;
            }
            Action::Edit(edit) => match dispatch::edit(self.game, &self.text, &edit) {
                Ok(text) => {
                    self.set_text(text);
                    self.problem = None;
                }
                // A counter's value that does not read is said; the position stays.
                Err(e) if matches!(edit, Edit::Field { .. }) => {
                    self.problem = Some(Problem::BadText(e))
                }
                Err(_) => {}
            },
            Action::Draft(text) => self.draft = text,
            Action::ApplyDraft => match self.take_text(&self.draft.clone()) {
                Ok(()) => self.problem = None,
                Err(e) => self.problem = Some(Problem::BadText(e)),
            },
            Action::Restart(players) => {
                self.set_text(dispatch::start(self.game, players));
                self.chosen = None;
                self.problem = None;
            }
            Action::Play(seed) => {
                let started = Record::from_position(self.game, &self.text, seed)
                    .and_then(|r| Session::from_record(&r));
                match started {
                    Ok(session) => {
                        self.playing = Some(Rc::new(session));
                        self.thinking = None;
                        self.problem = None;
                    }
                    Err(e) => self.problem = Some(Problem::CannotPlay(e)),
                }
            }
            // A person moves only on their own turn.
            Action::Move(mv) if !self.computer_to_move() => self.play(&mv),
            Action::Move(_) => {}
            Action::ComputerMove { id, notation } if self.thinking == Some(id) => {
                self.thinking = None;
                self.play(&notation);
            }
            Action::ComputerMove { .. } => {}
            Action::Thinking(id) => self.thinking = Some(id),
            Action::ComputerFailed(why) => {
                self.thinking = None;
                self.problem = Some(Problem::Computer(why));
            }
            Action::Opponent(computer) => {
                self.computer = computer
                    .filter(|c| self.checked.as_ref().map_or(true, |g| c.seat < g.players()));
            }
            // Back to the person's last turn: the computer's moves after it go too.
            Action::Undo => {
                let computer = self.computer.as_ref().map(|c| c.seat);
                if let Some(session) = &mut self.playing {
                    let session = Rc::make_mut(session);
                    session.undo();
                    while computer.is_some()
                        && session.current().to_move() == computer
                        && session.can_undo()
                    {
                        session.undo();
                    }
                    self.thinking = None;
                    self.problem = None;
                }
            }
            Action::BackToEditing => {
                self.playing = None;
                self.thinking = None;
                self.problem = None;
            }
        }
    }
}

impl EditorState {
    /// `mv` played on in the game from the position.
    fn play(&mut self, mv: &str) {
        if let Some(session) = &mut self.playing {
            match Rc::make_mut(session).play(mv) {
                Ok(()) => self.problem = None,
                Err(e) => self.problem = Some(Problem::Refused(e)),
            }
        }
    }
}

/// The rules' answer for `text`.
fn check(game: GameId, text: &str) -> Result<Rc<AnyGame>, PositionRefusal> {
    AnyGame::from_position(game, text, PREVIEW_SEED).map(Rc::new)
}

impl Reducible for EditorState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.reduce(action);
        Rc::new(next)
    }
}
