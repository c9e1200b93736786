//! The study page's state and reducer, pure: the study, the chapter and position shown, and
//! the positions of the chapter replayed by the rules after every change.

use std::rc::Rc;

use rules::drawing::Drawing;
use rules::study::{Chapter, Comments, Node, Start, Study, StudyError, StudyPart};
use rules::{limits, AnyGame, GameId, MoveError, Record};
use yew::Reducible;

use crate::i18n::Lang;

/// A problem the page reports; nothing already made is lost by it.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A move the rules refuse here.
    Refused(MoveError),
    /// A study read from a link or a file that cannot be opened (the one here stays).
    Unreadable(StudyError),
    /// A game record file that cannot be a chapter (nothing is added).
    BadRecord(StudyError),
    /// A chapter's start that cannot be played from.
    BadStart(String),
    /// Over a limit: nothing added.
    Full(StudyPart),
    /// The address names a study saved on the server that its page does not carry (the
    /// one here stays).
    NotOnServer,
}

/// The positions of a chapter: its start and the one after each node.
type Replayed = Rc<(AnyGame, Vec<AnyGame>)>;

#[derive(Clone, Debug)]
pub struct StudyState {
    pub game: GameId,
    pub study: Study,
    pub chapter: usize,
    /// The position shown: `None` the chapter's start, else after that node.
    pub at: Option<usize>,
    replayed: Option<Replayed>,
    pub problem: Option<Problem>,
    /// The study kept in this browser has been read (before that nothing is saved).
    pub opened: bool,
    /// The study differs from the one read at the start: only then is it saved (a kept
    /// study that could not be read stays in place until the study here changes).
    pub changed: bool,
}

impl PartialEq for StudyState {
    fn eq(&self, other: &Self) -> bool {
        self.study == other.study
            && self.chapter == other.chapter
            && self.at == other.at
            && self.problem == other.problem
            && self.opened == other.opened
            && self.changed == other.changed
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The study kept in this browser (if any), then a link's (a link that cannot be read
    /// is reported and the kept one stays).
    Open {
        saved: Option<Result<Study, StudyError>>,
        link: Option<Result<Study, StudyError>>,
    },
    /// The address's study saved on the server could not be opened.
    NotOnServer,
    /// A study read from a file (one that cannot be read is reported, nothing changes).
    Import(Result<Study, StudyError>),
    Title(String),
    /// A chapter added at the end, and shown.
    AddChapter {
        title: String,
        start: Start,
    },
    /// A chapter added from a game's record (a file), and shown at its start: the
    /// record's start (the game's own, or its position) with its moves as the main line.
    AddRecord(Result<Record, StudyError>),
    SelectChapter(usize),
    RemoveChapter(usize),
    ChapterTitle(String),
    Goto(Option<usize>),
    /// One move on along the line shown (its first continuation), or back.
    Forward,
    Back,
    /// A move played on the position shown: an existing continuation with the same move is
    /// followed, else it is added (the first is the main line, later ones side lines).
    Play(String),
    Comment(Lang, String),
    Draw(Drawing),
    /// The move shown and everything after it taken out.
    Cut,
}

/// At most `limit` bytes of `text`, cut at a character's boundary.
fn clip_to(text: &str, limit: usize) -> String {
    if text.len() <= limit {
        return text.to_string();
    }
    let mut end = limit;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].to_string()
}

impl StudyState {
    pub fn new(game: GameId) -> Self {
        StudyState {
            game,
            study: Study::default(),
            chapter: 0,
            at: None,
            replayed: None,
            problem: None,
            opened: false,
            changed: false,
        }
    }

    pub fn current_chapter(&self) -> Option<&Chapter> {
        self.study.chapters.get(self.chapter)
    }

    fn chapter_mut(&mut self) -> Option<&mut Chapter> {
        self.study.chapters.get_mut(self.chapter)
    }

    /// The position shown.
    pub fn position(&self) -> Option<&AnyGame> {
        let r = self.replayed.as_ref()?;
        match self.at {
            None => Some(&r.0),
            Some(n) => r.1.get(n),
        }
    }

    /// The moves played from `from` (`None`: the chapter's start), the main line first.
    pub fn children(&self, from: Option<usize>) -> Vec<usize> {
        self.current_chapter().map_or_else(Vec::new, |c| {
            c.nodes
                .iter()
                .enumerate()
                .filter(|(_, n)| n.parent == from)
                .map(|(i, _)| i)
                .collect()
        })
    }

    /// The comments on the position shown.
    pub fn comments(&self) -> Comments {
        match (self.current_chapter(), self.at) {
            (Some(c), None) => c.comments.clone(),
            (Some(c), Some(n)) => c
                .nodes
                .get(n)
                .map(|n| n.comments.clone())
                .unwrap_or_default(),
            (None, _) => Comments::default(),
        }
    }

    /// The drawing on the position shown.
    pub fn drawing(&self) -> Drawing {
        match (self.current_chapter(), self.at) {
            (Some(c), None) => c.drawing.clone(),
            (Some(c), Some(n)) => c
                .nodes
                .get(n)
                .map(|n| n.drawing.clone())
                .unwrap_or_default(),
            (None, _) => Drawing::default(),
        }
    }

    /// The chapter shown replayed again (after a change to it); a chapter that does not
    /// replay (it cannot happen to one made here) shows nothing.
    fn replay(&mut self) {
        self.replayed = self
            .current_chapter()
            .and_then(|c| c.replay(self.chapter).ok())
            .map(Rc::new);
        let nodes = self.current_chapter().map_or(0, |c| c.nodes.len());
        if self.at.is_some_and(|n| n >= nodes) {
            self.at = None;
        }
    }

    fn show(&mut self, study: Study) {
        self.study = study;
        self.chapter = 0;
        self.at = None;
        self.replay();
    }

    fn comments_mut(&mut self) -> Option<&mut Comments> {
        let at = self.at;
        let c = self.chapter_mut()?;
        match at {
            None => Some(&mut c.comments),
            Some(n) => c.nodes.get_mut(n).map(|n| &mut n.comments),
        }
    }

    fn drawing_mut(&mut self) -> Option<&mut Drawing> {
        let at = self.at;
        let c = self.chapter_mut()?;
        match at {
            None => Some(&mut c.drawing),
            Some(n) => c.nodes.get_mut(n).map(|n| &mut n.drawing),
        }
    }

    fn play(&mut self, mv: String) {
        let Some(now) = self.position() else {
            return;
        };
        if let Err(e) = now.validate_str(&mv) {
            self.problem = Some(Problem::Refused(e));
            return;
        }
        let at = self.at;
        let same = self
            .children(at)
            .into_iter()
            .find(|&i| self.current_chapter().is_some_and(|c| c.nodes[i].mv == mv));
        if let Some(i) = same {
            self.at = Some(i);
            return;
        }
        let Some(c) = self.chapter_mut() else {
            return;
        };
        if c.nodes.len() >= limits::STUDY_NODES {
            self.problem = Some(Problem::Full(StudyPart::Nodes));
            return;
        }
        c.nodes.push(Node {
            parent: at,
            mv,
            comments: Comments::default(),
            drawing: Drawing::default(),
        });
        self.at = Some(c.nodes.len() - 1);
        self.replay();
    }

    fn cut(&mut self) {
        let Some(cut) = self.at else {
            return;
        };
        let Some(c) = self.chapter_mut() else {
            return;
        };
        // Parents come before their moves: one pass finds every move after the one cut.
        let mut gone = vec![false; c.nodes.len()];
        for i in cut..c.nodes.len() {
            gone[i] = i == cut || c.nodes[i].parent.is_some_and(|p| gone[p]);
        }
        let parent = c.nodes[cut].parent;
        let mut new_index = vec![None; c.nodes.len()];
        let mut kept = Vec::new();
        for (i, n) in c.nodes.drain(..).enumerate() {
            if !gone[i] {
                new_index[i] = Some(kept.len());
                kept.push(n);
            }
        }
        for n in &mut kept {
            n.parent = n.parent.and_then(|p| new_index[p]);
        }
        c.nodes = kept;
        self.at = parent.and_then(|p| new_index[p]);
        self.replay();
    }

    /// A chapter from `record`, read by [`super::share::record_in_file`] (so of this game,
    /// its moves replayed by the rules).
    fn add_record(&mut self, record: Record) {
        if self.study.chapters.len() >= limits::STUDY_CHAPTERS {
            self.problem = Some(Problem::Full(StudyPart::Chapters));
            return;
        }
        if record.moves.len() > limits::STUDY_NODES {
            self.problem = Some(Problem::Full(StudyPart::Nodes));
            return;
        }
        let start = match record.position {
            Some(position) => Start::Position {
                position,
                seed: record.seed,
            },
            None => Start::New {
                players: record.players,
                options: record.options,
                seed: record.seed,
            },
        };
        let nodes = record
            .moves
            .into_iter()
            .enumerate()
            .map(|(i, mv)| Node {
                parent: i.checked_sub(1),
                mv,
                comments: Comments::default(),
                drawing: Drawing::default(),
            })
            .collect();
        let chapter = Chapter {
            title: String::new(),
            game: self.game.to_string(),
            start,
            comments: Comments::default(),
            drawing: Drawing::default(),
            nodes,
        };
        if let Err(e) = chapter.replay(self.study.chapters.len()) {
            self.problem = Some(Problem::BadStart(e.to_string()));
            return;
        }
        self.study.chapters.push(chapter);
        self.chapter = self.study.chapters.len() - 1;
        self.at = None;
        self.replay();
    }

    /// `action` done on the state.
    pub fn apply(&mut self, action: Action) {
        let before = self.study.clone();
        let opening = matches!(action, Action::Open { .. });
        self.act(action);
        if self.study != before && !opening {
            self.changed = true;
        }
    }

    fn act(&mut self, action: Action) {
        self.problem = None;
        match action {
            Action::Open { saved, link } => {
                self.opened = true;
                match saved {
                    Some(Ok(study)) => self.show(study),
                    Some(Err(e)) => self.problem = Some(Problem::Unreadable(e)),
                    None => {}
                }
                match link {
                    Some(Ok(study)) => {
                        self.show(study);
                        self.changed = true;
                    }
                    Some(Err(e)) => self.problem = Some(Problem::Unreadable(e)),
                    None => {}
                }
            }
            Action::NotOnServer => self.problem = Some(Problem::NotOnServer),
            Action::Import(Ok(study)) => self.show(study),
            Action::Import(Err(e)) => self.problem = Some(Problem::Unreadable(e)),
            Action::Title(t) => self.study.title = clip_to(&t, limits::STUDY_TITLE),
            Action::AddChapter { title, start } => {
                if self.study.chapters.len() >= limits::STUDY_CHAPTERS {
                    self.problem = Some(Problem::Full(StudyPart::Chapters));
                    return;
                }
                let chapter = Chapter {
                    title: clip_to(&title, limits::STUDY_TITLE),
                    game: self.game.to_string(),
                    start,
                    comments: Comments::default(),
                    drawing: Drawing::default(),
                    nodes: Vec::new(),
                };
                if let Err(e) = chapter.start_position() {
                    self.problem = Some(Problem::BadStart(e.to_string()));
                    return;
                }
                self.study.chapters.push(chapter);
                self.chapter = self.study.chapters.len() - 1;
                self.at = None;
                self.replay();
            }
            Action::AddRecord(Err(e)) => self.problem = Some(Problem::BadRecord(e)),
            Action::AddRecord(Ok(record)) => self.add_record(record),
            Action::SelectChapter(i) => {
                if i < self.study.chapters.len() {
                    self.chapter = i;
                    self.at = None;
                    self.replay();
                }
            }
            Action::RemoveChapter(i) => {
                if i < self.study.chapters.len() {
                    self.study.chapters.remove(i);
                    self.chapter = self
                        .chapter
                        .min(self.study.chapters.len().saturating_sub(1));
                    self.at = None;
                    self.replay();
                }
            }
            Action::ChapterTitle(t) => {
                if let Some(c) = self.chapter_mut() {
                    c.title = clip_to(&t, limits::STUDY_TITLE);
                }
            }
            Action::Goto(at) => {
                let nodes = self.current_chapter().map_or(0, |c| c.nodes.len());
                if at.is_none_or(|n| n < nodes) {
                    self.at = at;
                }
            }
            Action::Forward => {
                if let Some(&next) = self.children(self.at).first() {
                    self.at = Some(next);
                }
            }
            Action::Back => {
                if let (Some(n), Some(c)) = (self.at, self.current_chapter()) {
                    self.at = c.nodes[n].parent;
                }
            }
            Action::Play(mv) => self.play(mv),
            Action::Comment(lang, text) => {
                let text = clip_to(&text, limits::STUDY_COMMENT);
                if let Some(c) = self.comments_mut() {
                    let slot = match lang {
                        Lang::En => &mut c.en,
                        Lang::De => &mut c.de,
                        Lang::Hu => &mut c.hu,
                    };
                    *slot = (!text.trim().is_empty()).then_some(text);
                }
            }
            Action::Draw(d) => {
                if let Some(slot) = self.drawing_mut() {
                    *slot = d;
                }
            }
            Action::Cut => self.cut(),
        }
    }
}

impl Reducible for StudyState {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}
