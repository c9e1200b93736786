//! Cubulus in the app: the board view, its geometry, texts and the rules text.
//! The rules themselves are `rules::cubulus`.

mod balls;
pub mod board;
pub mod geometry;
pub mod play;
pub mod rules_text;
pub mod texts;
mod view_balls;
mod view_targets;
mod view_text;

use rules::cubulus::Cubulus;
use rules::{Game as _, Seat};

use crate::i18n::Lang;
use texts::Tx;

pub fn seat_detail(g: &Cubulus, seat: Seat, lang: Lang) -> String {
    format!("{} {}", g.supply(seat), lang.t(Tx::Supply))
}

pub fn neutral_detail(g: &Cubulus, lang: Lang) -> Option<String> {
    (g.players() == 2).then(|| {
        format!(
            "{}: {} {}",
            lang.t(Tx::Neutral),
            g.neutral_supply(),
            lang.t(Tx::Supply)
        )
    })
}
