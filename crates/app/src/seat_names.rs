//! What a seat is called on every page: the name the players gave it, else one in the
//! player's language. The one place for the "saved name or Player n" fallback.

use rules::Seat;

use crate::i18n::{Lang, T};
use crate::storage::SeatInfo;

/// A seat's name as the page shows it: the name the players gave it, else one in the
/// player's language, so it follows a change of language: "Player 2", or for a computer
/// seat "Computer (medium)" ("Computer 2 (medium)" when several computers play).
pub fn seat_name(seats: &[SeatInfo], seat: Seat, lang: Lang) -> String {
    let Some(info) = seats.get(seat) else {
        return lang.seat_name(seat);
    };
    let given = info.name.trim();
    if !given.is_empty() {
        return given.to_string();
    }
    match &info.ai {
        None => lang.seat_name(seat),
        Some(level) => {
            let several = seats.iter().filter(|s| s.ai.is_some()).count() > 1;
            lang.computer_name(several.then_some(seat), &level_word(level, lang))
        }
    }
}

/// A computer level in words ("medium"); an unknown level as it is.
pub fn level_word(level: &str, lang: Lang) -> String {
    match level {
        "easy" => lang.t(T::Easy).to_string(),
        "medium" => lang.t(T::Medium).to_string(),
        "hard" => lang.t(T::Hard).to_string(),
        other => other.to_string(),
    }
}

/// An online room's seats as the boards and the names take them: the names the server
/// has (empty where it has none: [`seat_name`] then names them), colours in seat order,
/// computer levels; `players` seats in all.
pub fn from_online(seats: &[online::SeatInfo], players: usize) -> Vec<SeatInfo> {
    (0..players)
        .map(|s| SeatInfo {
            name: seats
                .get(s)
                .map(|i| i.name.trim().to_string())
                .unwrap_or_default(),
            colour: s,
            ai: match seats.get(s).map(|i| &i.kind) {
                Some(online::SeatKind::Computer { level }) => Some(level.clone()),
                _ => None,
            },
        })
        .collect()
}
