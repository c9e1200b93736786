//! Cube Table's browser app. `state` is the reducer, `pages` and `components` draw the
//! shell, `games/<game>/` holds each game's board view, geometry and rules text.
//!
//! Three programs share this library (see `start` and `prerender`):
//! - `app` (`src/main.rs`): every page; the game pages and online rooms load it;
//! - `shell` (`src/bin/shell.rs`): only the home and rules pages, a fraction of the size,
//!   so that those pages answer their first click early;
//! - `prerender` (`src/bin/prerender.rs`, native): renders the home page, every rules page
//!   and each game page's frame to HTML at build time; `app` and `shell` hydrate it.

mod ai_client;
mod app;
mod browser;
mod colours;
mod components;
mod context;
mod embed;
#[cfg(test)]
mod fuzz;
mod games;
mod i18n;
mod learn;
mod online;
mod pages;
mod puzzles;
mod route;
#[cfg(not(target_arch = "wasm32"))]
mod rules_pictures;
mod seat_names;
mod state;
mod storage;
#[cfg(test)]
mod testing;

#[cfg(not(target_arch = "wasm32"))]
pub mod prerender;
pub mod start;
