//! Texts of the shared views for stepping, the text view of the position and the embed,
//! in English, German and Hungarian (kept here, beside the views that use them).

use crate::i18n::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum X {
    ToStart,
    Previous,
    Next,
    ToEnd,
    PlayMoves,
    Pause,
    PositionAsText,
    Empty,
    NoMoveYet,
    Replay,
    UnknownGame,
}

impl X {
    #[cfg(test)]
    pub const ALL: [X; 11] = [
        X::ToStart,
        X::Previous,
        X::Next,
        X::ToEnd,
        X::PlayMoves,
        X::Pause,
        X::PositionAsText,
        X::Empty,
        X::NoMoveYet,
        X::Replay,
        X::UnknownGame,
    ];

    pub fn t(self, lang: Lang) -> &'static str {
        use Lang::{De, En, Hu};
        match (self, lang) {
            (X::ToStart, En) => "To the start",
            (X::ToStart, De) => "Zum Anfang",
            (X::ToStart, Hu) => "Az elejére",
            (X::Previous, En) => "Previous move",
            (X::Previous, De) => "Vorheriger Zug",
            (X::Previous, Hu) => "Előző lépés",
            (X::Next, En) => "Next move",
            (X::Next, De) => "Nächster Zug",
            (X::Next, Hu) => "Következő lépés",
            (X::ToEnd, En) => "To the last move",
            (X::ToEnd, De) => "Zum letzten Zug",
            (X::ToEnd, Hu) => "Az utolsó lépéshez",
            (X::PlayMoves, En) => "Play the moves",
            (X::PlayMoves, De) => "Züge abspielen",
            (X::PlayMoves, Hu) => "Lépések lejátszása",
            (X::Pause, En) => "Pause",
            (X::Pause, De) => "Anhalten",
            (X::Pause, Hu) => "Szünet",
            (X::PositionAsText, En) => "Position as text",
            (X::PositionAsText, De) => "Stellung als Text",
            (X::PositionAsText, Hu) => "Állás szövegesen",
            (X::Empty, En) => "empty",
            (X::Empty, De) => "leer",
            (X::Empty, Hu) => "üres",
            (X::NoMoveYet, En) => "No move yet",
            (X::NoMoveYet, De) => "Noch kein Zug",
            (X::NoMoveYet, Hu) => "Még nincs lépés",
            (X::Replay, En) => "Replay (read-only)",
            (X::Replay, De) => "Wiedergabe (nur ansehen)",
            (X::Replay, Hu) => "Visszajátszás (csak megtekintés)",
            (X::UnknownGame, En) => "There is no such game.",
            (X::UnknownGame, De) => "Dieses Spiel gibt es nicht.",
            (X::UnknownGame, Hu) => "Nincs ilyen játék.",
        }
    }
}

/// "Move 3: z00+" — the announcement of a played or shown move.
pub fn move_n(lang: Lang, n: usize, notation: &str) -> String {
    match lang {
        Lang::En => format!("Move {n}: {notation}"),
        Lang::De => format!("Zug {n}: {notation}"),
        Lang::Hu => format!("{n}. lépés: {notation}"),
    }
}

/// "Position after move 3 of 10".
pub fn position_after(lang: Lang, n: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Position after move {n} of {total}"),
        Lang::De => format!("Stellung nach Zug {n} von {total}"),
        Lang::Hu => format!("Állás a(z) {n}. lépés után ({total} lépésből)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_every_language() {
        for x in X::ALL {
            for lang in Lang::ALL {
                assert!(!x.t(lang).is_empty());
            }
        }
    }
}
