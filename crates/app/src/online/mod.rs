//! Online play in the browser: a room made from the new-game dialog
//! (`create`), its WebSocket (`socket`), the page's state as a pure reducer (`state`), its
//! words (`texts`) and its views (`view`; the table's controls for absent players and
//! playing again in `table`, quick messages in `talk`); "your turn" in a hidden tab
//! (`alerts`), and with the page closed, Web Push for the seat (`push`); the lobby's
//! state (`lobby`) and a game's leaderboard (`leaderboard`). The protocol is `crates/online`, shared with
//! the server.

pub mod alerts;
pub mod create;
pub mod leaderboard;
pub mod link;
pub mod lobby;
pub mod push;
pub mod room_page;
pub mod socket;
pub mod table;
pub mod talk;
pub mod texts;
pub mod view;
