//! One module per page of the app.

pub mod embed;
pub mod game;
pub mod home;
pub mod lobby;
pub mod online;
pub mod puzzles;
pub mod rules;
