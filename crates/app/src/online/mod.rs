//! Online play in the browser (issue 13): a room made from the new-game dialog
//! (`create`), its WebSocket (`socket`), the page's state as a pure reducer (`state`), its
//! words (`texts`) and its views (`view`). The protocol is `crates/online`, shared with
//! the server.

pub mod create;
pub mod socket;
pub mod state;
pub mod texts;
pub mod view;
