//! Cubulus's sentences: moves in words and rule errors.
// A minimal version until the boards branch brings Cubulus's own texts (the merge takes
// theirs): the move in notation, the rule error in English.

use rules::cubulus::{Cubulus, Error, Move};

use crate::i18n::Lang;

/// The move played from `before`, in words.
pub fn describe_move(_before: &Cubulus, mv: &Move, _lang: Lang) -> String {
    mv.to_string()
}

/// Why the rules refused a move.
pub fn error_text(err: &Error, _lang: Lang) -> String {
    err.to_string()
}
