//! The size limits of every input from outside — a player, a file, a link, a host page, the
//! network — in one place, so that every crate checks the same numbers. Each limit names
//! where it is checked; going over one is refused before the input is read
//! ([`RecordError::TooLarge`](crate::RecordError::TooLarge) where a record is read).
//! `docs/bad-input.md` lists them for players and hosts.

/// One move's notation, in bytes. Every game's moves are far shorter (a Cubus build with its
/// four open crates, among the longest, has 22 characters; the conformance suite checks
/// every listed move against this limit), so it stops junk before it is parsed. The embed,
/// rules-js and records used to allow 64, 200 and 1,024; 64 is the one limit now. Checked by
/// [`AnyGame::play_str`](crate::AnyGame::play_str) (and so by sessions, the online server
/// and rules-js), by the record's own validation
/// ([`Record::check_limits`](crate::Record::check_limits): record files, links, saved games,
/// the embed's `load`), and by the embed's `play` message.
pub const MOVE: usize = 64;

/// Moves in one record, and so the highest ply an embed may step to. Every game ends long
/// before: Cube Attack's round limit allows 2,400 moves, the longest game there is.
/// Checked by the record's own validation.
pub const RECORD_MOVES: usize = 4000;

/// A record as JSON, or a link code being read, in bytes. Checked by `Record::from_json`,
/// `Record::to_json` (a larger record could not be read back) and `Record::from_link`.
pub const RECORD: usize = 4 * 1024 * 1024;

/// A position's text (each game's `position.rs`), in bytes: the longest a game writes is a
/// Mojave board of 30 rows, under 1,500. Checked by [`crate::position::read`] (and so by
/// `AnyGame::from_position_text`, records and links that start from a position, and
/// studies) before the text is read.
pub const POSITION: usize = 2048;

/// A study (`crate::study`) as JSON, in bytes: checked by `Study::from_json` before it is
/// parsed, and by `Study::to_json` (a larger study could not be read back). A study link's
/// decoded JSON is held to it too, and the link itself to [`LINK`].
pub const STUDY: usize = 1024 * 1024;

/// A study's and a chapter's title, in bytes.
pub const STUDY_TITLE: usize = 200;

/// Chapters in one study.
pub const STUDY_CHAPTERS: usize = 64;

/// Moves (nodes of the tree, side lines included) in one chapter.
pub const STUDY_NODES: usize = 2000;

/// One comment, in one language, in bytes.
pub const STUDY_COMMENT: usize = 4000;

/// Shapes (arrows and marks) in one drawing.
pub const STUDY_SHAPES: usize = 32;

/// A drawing's text (`Drawing::to_text`, in the editor's links), in bytes: 32 shapes of
/// two places of up to 8 characters each fit in under 700.
pub const DRAWING: usize = 1024;

/// The longest link made, in characters: common servers and proxies reject request lines
/// over 8 KB, and messengers cut long addresses. Checked by `Record::to_link`, which
/// refuses a longer one ([`RecordError::TooLongForLink`](crate::RecordError::TooLongForLink)):
/// the app offers the record as a file then.
pub const LINK: usize = 8000;

/// A `postMessage` to the embed as JSON text, in bytes. Checked by the app's embed bridge
/// before it parses the message.
pub const EMBED_MESSAGE: usize = 64 * 1024;

/// What the embed's `load` message may say of its record beside its moves, checked by the
/// app's embed protocol before the record is replayed: the game's id (bytes), the number
/// of players, the options (how many, and each name's and value's bytes).
pub const EMBED_GAME_ID: usize = 32;
pub const EMBED_PLAYERS: usize = 16;
pub const EMBED_OPTIONS: usize = 32;
pub const EMBED_OPTION_TEXT: usize = 256;

/// Seats an embed's `seats=` parameter may name (more than any game takes); more are
/// ignored with a warning.
pub const EMBED_SEATS: usize = 8;

/// An embed's `autoplay=` step, in milliseconds: no faster than the first, no slower than
/// the second; outside them it is ignored with a warning.
pub const EMBED_AUTOPLAY_MS: (u32, u32) = (100, 60_000);

/// A JSON text handed to rules-js (`newGame`'s options, `fromRecordJson`'s record), in
/// bytes: it is refused before it is parsed.
pub const JS_INPUT: usize = 1024 * 1024;

/// The most characters of an input an error message quotes ([`crate::clip`]).
pub const QUOTE: usize = 80;

/// At most [`QUOTE`] characters of `text`, with `…` when cut: what an error message may
/// echo of an input.
pub fn clip(text: &str) -> String {
    match text.char_indices().nth(QUOTE) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_quotes_at_most_80_characters() {
        assert_eq!(clip("short"), "short");
        let long = "ä".repeat(500);
        let c = clip(&long);
        assert_eq!(c.chars().count(), QUOTE + 1);
        assert!(c.ends_with('…'));
        assert_eq!(clip(&"x".repeat(80)), "x".repeat(80));
    }
}
