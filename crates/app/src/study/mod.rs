//! Studies (issue 45): a game told chapter by chapter, move by move, with side lines, a
//! comment in each language and a drawing on every position. The data and its checks are
//! the rules' ([`rules::study`]); here are its pages: each game's `study` program (the page) and
//! `reader` program (the embed), built with the rules' `positions` feature.
//!
//! - `state.rs` the study page's pure state: the study, the position shown, every change;
//! - `page.rs` the study page (`/<game>/study`), `moves.rs` the move tree, `share.rs` the
//!   link, the file and the embed's address;
//! - `reader.rs` the study shown step by step (`/embed/<game>/study`), with its events;
//! - `texts.rs` the words.

pub mod page;
pub mod reader;
pub mod saved;
pub mod state;
pub mod texts;

mod moves;
mod share;
#[cfg(test)]
mod tests;
