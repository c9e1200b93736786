//! Puzzles: each game's positions with one clearly best move (`rules::puzzles`), shipped as
//! `web/puzzles/<game>.json`. `day.rs` names the puzzle of the day without loading any
//! (the home page's small program carries only it), `data.rs` fetches a game's file,
//! `view.rs` shows one puzzle on the game's own board and checks the player's move with the
//! rules, `texts.rs` their words.

pub mod data;
pub mod day;
pub mod texts;
pub mod view;
