//! Cube Table's browser app. `state` is the reducer, `pages` and `components` draw the
//! shell, `games/<game>/` holds each game's board view, geometry and rules text.
//!
//! The programs sharing this library (see `start` and `prerender`):
//! - `shell` (`src/bin/shell.rs`): the home and rules pages, so that those pages answer
//!   their first click early;
//! - for each game, built with that game's Cargo feature alone (`scripts/build-programs.mjs`):
//!   `game` (`src/bin/game.rs`: its game page), `learn` (its lessons and puzzles), `room`
//!   (its online rooms), `embed` (its game's embed) and `teach` (its lessons' and puzzles'
//!   embeds); and with the rules' `positions` feature too, `editor` (its position editor,
//!   `editor/`, with `drawing/`), `study` (its study page, `study/`) and `reader` (its study
//!   embed, `study/reader.rs`);
//! - `account` (`src/bin/account.rs`): the account page (`/account`, `account/`), so that
//!   no other page carries it;
//! - `app` (`src/main.rs`): every page of every game, for any address no other program
//!   has (the lobby, an unknown room);
//! - `prerender` (`src/bin/prerender.rs`, native): renders the home page, every rules page
//!   and each game page's frame to HTML at build time; the programs hydrate it.

// A one-game build leaves some shared helpers and the other games' match arms unused.
#![cfg_attr(
    not(feature = "all-games"),
    allow(dead_code, unreachable_patterns, irrefutable_let_patterns)
)]

mod account;
mod ai_client;
mod app;
mod browser;
mod colours;
mod components;
mod context;
#[cfg(feature = "positions")]
mod drawing;
#[cfg(feature = "positions")]
mod editor;
mod embed;
#[cfg(test)]
mod fuzz;
mod games;
mod i18n;
mod learn;
mod local_game;
mod online;
mod page_title;
mod pages;
mod puzzles;
mod route;
mod router;
#[cfg(not(target_arch = "wasm32"))]
mod rules_pictures;
mod seat_names;
mod storage;
#[cfg(feature = "positions")]
mod study;
#[cfg(test)]
mod testing;

#[cfg(not(target_arch = "wasm32"))]
pub mod prerender;
pub mod start;
