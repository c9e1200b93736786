//! Studies, for teaching: chapters, each a start (a game's own start, a position, or a
//! record) and a tree of moves with side lines, comments in English, German and Hungarian,
//! and drawings per position. Game-independent data: every move is checked by the game's
//! rules as the tree is replayed ([`Chapter::replay`]), every size by [`crate::limits`].
//! The file format (JSON, feature `serde`) and the link form are in `docs/studies.md`.

use std::collections::BTreeMap;

use crate::any::{AnyGame, MoveError};
use crate::drawing::{Drawing, DrawingError};
use crate::game::{GameId, Setup};
use crate::limits::{self, clip};
use crate::record::{Record, RecordError};

/// The version of the study JSON this code writes and reads (`"format"`).
pub const STUDY_FORMAT: u64 = 1;

/// The digit a study link starts with.
pub const STUDY_LINK_FORMAT: u8 = 1;

/// A study: a title and chapters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Study {
    pub title: String,
    #[cfg_attr(feature = "serde", serde(default))]
    pub chapters: Vec<Chapter>,
}

/// One chapter: a game from a start, comments and a drawing on the start, and the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Chapter {
    pub title: String,
    /// The game's id, as in records.
    pub game: String,
    pub start: Start,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Comments::is_empty")
    )]
    pub comments: Comments,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Drawing::is_empty")
    )]
    pub drawing: Drawing,
    /// The tree of moves, flat: each node names the node it is played from, always an
    /// earlier one. The first move from a position is its main line, later ones side lines.
    #[cfg_attr(feature = "serde", serde(default))]
    pub nodes: Vec<Node>,
}

/// Where a chapter starts.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "from", rename_all = "lowercase"))]
pub enum Start {
    /// The game's own start with these players and options, from `seed`.
    New {
        players: usize,
        #[cfg_attr(feature = "serde", serde(default))]
        options: BTreeMap<String, String>,
        #[cfg_attr(
            feature = "serde",
            serde(deserialize_with = "crate::wire::number_or_text")
        )]
        seed: u64,
    },
    /// A position in the game's notation, anything left to be dealt dealt from `seed`.
    Position {
        position: String,
        #[cfg_attr(
            feature = "serde",
            serde(deserialize_with = "crate::wire::number_or_text")
        )]
        seed: u64,
    },
    /// The position after a record's moves.
    Record { record: Record },
}

/// A comment in each language it is written in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Comments {
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub en: Option<String>,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub de: Option<String>,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub hu: Option<String>,
}

impl Comments {
    pub fn is_empty(&self) -> bool {
        self.en.is_none() && self.de.is_none() && self.hu.is_none()
    }

    fn texts(&self) -> impl Iterator<Item = &String> {
        [&self.en, &self.de, &self.hu].into_iter().flatten()
    }
}

/// A move of the tree, with the comments and drawing of the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Node {
    /// The node the move is played from (its index in [`Chapter::nodes`]); `None`: the
    /// chapter's start.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub parent: Option<usize>,
    /// The move in the game's notation.
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub mv: String,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Comments::is_empty")
    )]
    pub comments: Comments,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Drawing::is_empty")
    )]
    pub drawing: Drawing,
}

/// What part of a study went over its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StudyPart {
    /// The whole study as JSON ([`limits::STUDY`]).
    File,
    /// A study's or chapter's title ([`limits::STUDY_TITLE`]).
    Title,
    /// The chapters of a study ([`limits::STUDY_CHAPTERS`]).
    Chapters,
    /// The moves of a chapter ([`limits::STUDY_NODES`]).
    Nodes,
    /// One comment ([`limits::STUDY_COMMENT`]).
    Comment,
}

/// Why a study could not be read, made or replayed. Chapters and nodes are counted from 0;
/// the messages count from 1. Quoted input is cut to [`limits::QUOTE`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StudyError {
    #[error("not a study: {0}")]
    Malformed(String),
    #[error("study format {found} is unknown or newer than this app (it reads up to {known})")]
    Version { found: String, known: u64 },
    #[error("{what:?} of {size} is over the limit of {limit}")]
    TooLarge {
        what: StudyPart,
        size: usize,
        limit: usize,
    },
    #[error("chapter {}: its start: {error}", chapter + 1)]
    Start { chapter: usize, error: RecordError },
    #[error("chapter {}, move {}: it must follow an earlier move", chapter + 1, node + 1)]
    Parent { chapter: usize, node: usize },
    #[error("chapter {}, move {} ({text}): {error}", chapter + 1, node + 1)]
    Move {
        chapter: usize,
        node: usize,
        text: String,
        error: MoveError,
    },
    #[error("chapter {}, {}: {error}", chapter + 1, node.map_or("the start".to_string(), |n| format!("move {}", n + 1)))]
    Drawing {
        chapter: usize,
        node: Option<usize>,
        error: DrawingError,
    },
    #[error("not a working study link: {0}")]
    BadLink(String),
    #[error(
        "the study is too long for a link ({length} characters, at most {limit}): download it"
    )]
    TooLongForLink { length: usize, limit: usize },
}

fn too_large(what: StudyPart, size: usize, limit: usize) -> Result<(), StudyError> {
    if size > limit {
        return Err(StudyError::TooLarge { what, size, limit });
    }
    Ok(())
}

impl Chapter {
    /// The sizes of the chapter's texts, drawings and tree, before anything is replayed.
    fn check_sizes(&self, chapter: usize) -> Result<(), StudyError> {
        too_large(StudyPart::Title, self.title.len(), limits::STUDY_TITLE)?;
        too_large(StudyPart::Nodes, self.nodes.len(), limits::STUDY_NODES)?;
        let comments =
            std::iter::once(&self.comments).chain(self.nodes.iter().map(|n| &n.comments));
        for text in comments.flat_map(Comments::texts) {
            too_large(StudyPart::Comment, text.len(), limits::STUDY_COMMENT)?;
        }
        let drawings = std::iter::once((None, &self.drawing)).chain(
            self.nodes
                .iter()
                .enumerate()
                .map(|(i, n)| (Some(i), &n.drawing)),
        );
        for (node, drawing) in drawings {
            drawing.check_size().map_err(|error| StudyError::Drawing {
                chapter,
                node,
                error,
            })?;
        }
        Ok(())
    }

    /// The chapter's start position.
    pub fn start_position(&self) -> Result<AnyGame, RecordError> {
        let id: GameId = self
            .game
            .parse()
            .map_err(|_| RecordError::UnknownGame(clip(&self.game)))?;
        match &self.start {
            Start::New {
                players,
                options,
                seed,
            } => {
                let setup = Setup {
                    players: *players,
                    options: options.clone(),
                };
                Ok(AnyGame::new(id, &setup, *seed)?)
            }
            Start::Position { position, seed } => {
                Record::from_position(id, position, *seed)?.start()
            }
            Start::Record { record } => {
                if record.game != self.game {
                    return Err(RecordError::Malformed(format!(
                        "a {} record in a {} chapter",
                        clip(&record.game),
                        id
                    )));
                }
                record.replay()
            }
        }
    }

    /// Replays the chapter (it is chapter `chapter` of its study, for the errors): its
    /// start position and the position after each node, every move checked by the rules
    /// and every drawing's places by the board it is drawn on.
    pub fn replay(&self, chapter: usize) -> Result<(AnyGame, Vec<AnyGame>), StudyError> {
        self.check_sizes(chapter)?;
        let start = self
            .start_position()
            .map_err(|error| StudyError::Start { chapter, error })?;
        self.drawing
            .check(&start.places())
            .map_err(|error| StudyError::Drawing {
                chapter,
                node: None,
                error,
            })?;
        let mut after: Vec<AnyGame> = Vec::with_capacity(self.nodes.len());
        for (node, n) in self.nodes.iter().enumerate() {
            let mut g = match n.parent {
                None => start.clone(),
                Some(p) if p < node => after[p].clone(),
                Some(_) => return Err(StudyError::Parent { chapter, node }),
            };
            g.play_str(&n.mv).map_err(|error| StudyError::Move {
                chapter,
                node,
                text: clip(&n.mv),
                error,
            })?;
            n.drawing
                .check(&g.places())
                .map_err(|error| StudyError::Drawing {
                    chapter,
                    node: Some(node),
                    error,
                })?;
            after.push(g);
        }
        Ok((start, after))
    }
}

impl Study {
    /// Checks every limit, then replays every chapter.
    pub fn check(&self) -> Result<(), StudyError> {
        too_large(StudyPart::Title, self.title.len(), limits::STUDY_TITLE)?;
        too_large(
            StudyPart::Chapters,
            self.chapters.len(),
            limits::STUDY_CHAPTERS,
        )?;
        for (i, c) in self.chapters.iter().enumerate() {
            c.check_sizes(i)?;
        }
        for (i, c) in self.chapters.iter().enumerate() {
            c.replay(i)?;
        }
        Ok(())
    }

    /// The study as compact JSON, `"format"` first; checked first, and refused over
    /// [`limits::STUDY`], which could not be read back. (One form only: a second, indented
    /// writer would double the code a browser program carries; the app indents the file it
    /// offers with the browser's own `JSON.stringify`.)
    #[cfg(feature = "serde")]
    pub fn to_json(&self) -> Result<String, StudyError> {
        self.check()?;
        let text = self.versioned()?;
        too_large(StudyPart::File, text.len(), limits::STUDY)?;
        Ok(text)
    }

    #[cfg(feature = "serde")]
    fn versioned(&self) -> Result<String, StudyError> {
        #[derive(serde::Serialize)]
        struct Versioned<'a> {
            format: u64,
            #[serde(flatten)]
            study: &'a Study,
        }
        let v = Versioned {
            format: STUDY_FORMAT,
            study: self,
        };
        serde_json::to_string(&v).map_err(|e| StudyError::Malformed(clip(&e.to_string())))
    }

    /// Reads a study's JSON: its size first, then its format, its shape, and
    /// [`Study::check`].
    #[cfg(feature = "serde")]
    pub fn from_json(text: &str) -> Result<Self, StudyError> {
        use crate::wire::{file_format, FormatError};
        too_large(StudyPart::File, text.len(), limits::STUDY)?;
        let malformed = |e: serde_json::Error| StudyError::Malformed(clip(&e.to_string()));
        let format = file_format(text).map_err(|e| match e {
            FormatError::NotAnObject(_) => StudyError::Malformed("not a JSON object".into()),
            FormatError::Malformed(why) => StudyError::Malformed(clip(&why)),
            FormatError::NotANumber(why) => StudyError::Version {
                found: clip(&why),
                known: STUDY_FORMAT,
            },
        })?;
        if format != Some(STUDY_FORMAT) {
            return Err(StudyError::Version {
                found: format.map_or("none".into(), |f| f.to_string()),
                known: STUDY_FORMAT,
            });
        }
        let study: Study = serde_json::from_str(text).map_err(malformed)?;
        study.check()?;
        Ok(study)
    }

    /// The study as a link code: [`STUDY_LINK_FORMAT`]'s digit, then base64url of its
    /// compact JSON and an FNV-1a checksum (4 bytes), as record links are made. Refused
    /// over [`limits::LINK`] characters (offer the file then).
    #[cfg(feature = "serde")]
    pub fn to_link(&self) -> Result<String, StudyError> {
        self.check()?;
        let mut payload = self.versioned()?.into_bytes();
        payload.extend_from_slice(&crate::link::fnv1a(&payload).to_be_bytes());
        let link = format!(
            "{STUDY_LINK_FORMAT}{}",
            crate::record::base64url::encode(&payload)
        );
        if link.len() > limits::LINK {
            return Err(StudyError::TooLongForLink {
                length: link.len(),
                limit: limits::LINK,
            });
        }
        Ok(link)
    }

    /// Reads a study link made by [`Study::to_link`], and checks the study.
    #[cfg(feature = "serde")]
    pub fn from_link(code: &str) -> Result<Self, StudyError> {
        too_large(StudyPart::File, code.len(), limits::STUDY)?;
        let bad = |why: &str| StudyError::BadLink(why.to_string());
        let code = code.trim();
        let rest = match code.chars().next() {
            None => return Err(bad("empty")),
            Some(c) if c == char::from(b'0' + STUDY_LINK_FORMAT) => &code[1..],
            Some(c) if c.is_ascii_digit() => {
                return Err(StudyError::Version {
                    found: c.to_string(),
                    known: u64::from(STUDY_LINK_FORMAT),
                })
            }
            Some(_) => return Err(bad("no format digit")),
        };
        let mut payload =
            crate::record::base64url::decode(rest).ok_or_else(|| bad("not base64url"))?;
        if payload.len() < 4 {
            return Err(bad("cut short"));
        }
        let sum = payload.split_off(payload.len() - 4);
        if sum != crate::link::fnv1a(&payload).to_be_bytes() {
            return Err(bad("cut short or damaged (checksum)"));
        }
        let text = String::from_utf8(payload).map_err(|_| bad("not text"))?;
        Study::from_json(&text)
    }
}
