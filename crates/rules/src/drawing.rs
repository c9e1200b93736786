//! Drawings on a board, for studies and teaching: arrows from place to place and marks on
//! places, in a few colours. A place is a name in the game's own notation
//! ([`Editable::places`](crate::Editable::places): a Cubulus cell or push arrow, a Cubus
//! column, a Cube Attack planet, a Cubes or Mojave square), checked against the position it
//! is drawn on.

use crate::limits;

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
}

impl Drawing {
    pub fn is_empty(&self) -> bool {
        self.arrows.is_empty() && self.marks.is_empty()
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
