//! Drawings on a board, for studies and teaching: arrows from place to place and marks on
//! places, in a few colours. A place is a name in the game's own notation
//! ([`Editable::places`](crate::Editable::places): a Cubulus cell or push arrow, a Cubus
//! column, a Cube Attack planet, a Cubes or Mojave square), checked against the position it
//! is drawn on.

use crate::limits::{self, clip};

/// The colours a shape is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Colour {
    Green,
    Red,
    Blue,
    Yellow,
}

/// How a place is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Mark {
    Circle,
    Highlight,
}

/// An arrow from one place to another.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Arrow {
    pub from: String,
    pub to: String,
    pub colour: Colour,
}

/// A mark on a place.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Marked {
    pub place: String,
    pub mark: Mark,
    pub colour: Colour,
}

/// Arrows and marks drawn on one position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Drawing {
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub arrows: Vec<Arrow>,
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Vec::is_empty")
    )]
    pub marks: Vec<Marked>,
}

/// What is wrong with a drawing. Quoted places are cut to [`limits::QUOTE`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrawingError {
    #[error("{shapes} shapes in one drawing, over the limit of {limit}")]
    TooManyShapes { shapes: usize, limit: usize },
    #[error("\"{place}\" is no place of this board")]
    UnknownPlace { place: String },
    #[error("an arrow from {place} to itself")]
    ArrowToItself { place: String },
    #[error("not a drawing: {0}")]
    Malformed(String),
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Blue, Colour::Yellow];

    /// The colour's letter in a drawing's text.
    pub fn letter(self) -> char {
        match self {
            Colour::Green => 'g',
            Colour::Red => 'r',
            Colour::Blue => 'b',
            Colour::Yellow => 'y',
        }
    }

    fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }
}

impl Mark {
    pub const ALL: [Mark; 2] = [Mark::Circle, Mark::Highlight];

    fn letter(self) -> char {
        match self {
            Mark::Circle => 'c',
            Mark::Highlight => 'h',
        }
    }
}

impl Arrow {
    /// The arrow in a drawing's text: `ga:102>103`.
    pub fn to_text(&self) -> String {
        format!("{}a:{}>{}", self.colour.letter(), self.from, self.to)
    }
}

impl Marked {
    /// The mark in a drawing's text: `rc:5`.
    pub fn to_text(&self) -> String {
        format!(
            "{}{}:{}",
            self.colour.letter(),
            self.mark.letter(),
            self.place
        )
    }
}

/// One shape, as a drawing tool makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Arrow(Arrow),
    Mark(Marked),
}

impl Drawing {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.marks.is_empty()
    }

    /// Draws `shape`, as a board's drawing tool does: the same shape again takes it away; an
    /// arrow between the same places, or a mark on the same place, in another colour or
    /// kind is replaced. A shape past [`limits::STUDY_SHAPES`] is not drawn (`false`).
    pub fn toggle(&mut self, shape: Shape) -> bool {
        match shape {
            Shape::Arrow(a) => {
                let same = |b: &Arrow| b.from == a.from && b.to == a.to;
                if let Some(i) = self.arrows.iter().position(same) {
                    let old = self.arrows.remove(i);
                    if old.colour == a.colour {
                        return true;
                    }
                } else if self.shapes() >= limits::STUDY_SHAPES {
                    return false;
                }
                self.arrows.push(a);
            }
            Shape::Mark(m) => {
                if let Some(i) = self.marks.iter().position(|n| n.place == m.place) {
                    let old = self.marks.remove(i);
                    if old == m {
                        return true;
                    }
                } else if self.shapes() >= limits::STUDY_SHAPES {
                    return false;
                }
                self.marks.push(m);
            }
        }
        true
    }

    /// Arrows and marks together.
    pub fn shapes(&self) -> usize {
        self.arrows.len() + self.marks.len()
    }

    /// Only the shapes whose places are all in `places` (a drawing kept while the board
    /// changed under it).
    pub fn keep_on(&mut self, places: &[String]) {
        self.arrows
            .retain(|a| places.contains(&a.from) && places.contains(&a.to));
        self.marks.retain(|m| places.contains(&m.place));
    }

    /// The drawing's text, for links: shapes joined by `,`, each a colour letter (`g` `r`
    /// `b` `y`), a kind (`a` an arrow, `c` a circle, `h` a highlight), `:` and the place
    /// (an arrow: `from>to`). `ga:102>103,rc:5`. Empty for no shapes.
    pub fn to_text(&self) -> String {
        let arrows = self.arrows.iter().map(Arrow::to_text);
        let marks = self.marks.iter().map(Marked::to_text);
        arrows.chain(marks).collect::<Vec<_>>().join(",")
    }

    /// Reads [`Drawing::to_text`]'s form: its length ([`limits::DRAWING`]) and number of
    /// shapes first, then each shape. The places are checked by [`Drawing::check`].
    pub fn from_text(text: &str) -> Result<Drawing, DrawingError> {
        if text.len() > limits::DRAWING {
            return Err(DrawingError::Malformed(format!(
                "{} characters, over the limit of {}",
                text.len(),
                limits::DRAWING
            )));
        }
        let mut d = Drawing::default();
        let text = text.trim();
        if text.is_empty() {
            return Ok(d);
        }
        let shapes = text.split(',').count();
        if shapes > limits::STUDY_SHAPES {
            return Err(DrawingError::TooManyShapes {
                shapes,
                limit: limits::STUDY_SHAPES,
            });
        }
        for part in text.split(',') {
            let bad = || DrawingError::Malformed(format!("\"{}\" is no shape", clip(part)));
            let (head, place) = part.split_once(':').ok_or_else(bad)?;
            let mut letters = head.chars();
            let (Some(c), Some(kind), None) = (letters.next(), letters.next(), letters.next())
            else {
                return Err(bad());
            };
            let colour = Colour::from_letter(c).ok_or_else(bad)?;
            let name = |p: &str| {
                let ok = !p.is_empty()
                    && p.chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '+' || c == '-');
                ok.then(|| p.to_string()).ok_or_else(bad)
            };
            match kind {
                'a' => {
                    let (from, to) = place.split_once('>').ok_or_else(bad)?;
                    d.arrows.push(Arrow {
                        from: name(from)?,
                        to: name(to)?,
                        colour,
                    });
                }
                _ => {
                    let mark = Mark::ALL
                        .into_iter()
                        .find(|m| m.letter() == kind)
                        .ok_or_else(bad)?;
                    d.marks.push(Marked {
                        place: name(place)?,
                        mark,
                        colour,
                    });
                }
            }
        }
        Ok(d)
    }

    /// The size limit alone ([`limits::STUDY_SHAPES`]), checked before the places.
    pub fn check_size(&self) -> Result<(), DrawingError> {
        let shapes = self.arrows.len() + self.marks.len();
        if shapes > limits::STUDY_SHAPES {
            return Err(DrawingError::TooManyShapes {
                shapes,
                limit: limits::STUDY_SHAPES,
            });
        }
        Ok(())
    }

    /// Checks the size and that every place is one of `places` (the board's).
    pub fn check(&self, places: &[String]) -> Result<(), DrawingError> {
        self.check_size()?;
        let known = |place: &String| {
            if places.contains(place) {
                Ok(())
            } else {
                Err(DrawingError::UnknownPlace {
                    place: limits::clip(place),
                })
            }
        };
        for a in &self.arrows {
            known(&a.from)?;
            known(&a.to)?;
            if a.from == a.to {
                return Err(DrawingError::ArrowToItself {
                    place: a.from.clone(),
                });
            }
        }
        self.marks.iter().try_for_each(|m| known(&m.place))
    }
}
