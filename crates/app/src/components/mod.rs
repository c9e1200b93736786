//! Views shared by every game page. They draw props and send callbacks; no rules here.

pub mod controls;
pub mod game_over;
pub mod move_entry;
pub mod move_list;
pub mod my_games;
pub mod new_game;
pub mod notices;
pub mod notify_all;
pub mod players;
pub mod position;
pub mod record_tools;
pub mod replay_steps;
pub mod review;
pub mod rules_doc;
pub mod rules_pictures;
pub mod update_banner;
pub mod vacation;
pub mod zoom;
