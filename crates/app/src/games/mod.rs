//! One module per game: its board view, geometry and rules text. `Board` picks the view.

pub mod cube_attack;
pub mod cubes;
pub mod cubulus;
pub mod cubus;
pub mod mojave;
pub mod svg;

use std::rc::Rc;

use rules::{AnyGame, GameId, Seat};
use yew::prelude::*;

use crate::i18n::Lang;
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
    /// False while an earlier position or a finished game is shown.
    pub interactive: bool,
    pub on_move: Callback<String>,
    /// The notation of the move that led to the shown position.
    pub last_move: Option<String>,
    /// A move suggested to the person to move, to be shown on the board.
    #[prop_or_default]
    pub hint: Option<String>,
}

/// The board of whichever game is shown.
#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    match &*p.game {
        AnyGame::Cubulus(_) => html! {
            <cubulus::board::CubulusBoard game={p.game.clone()} seats={p.seats.clone()}
                interactive={p.interactive} on_move={p.on_move.clone()} hint={p.hint.clone()} />
        },
        AnyGame::Mojave(_) => html! { <mojave::board::MojaveBoard ..board_props(p) /> },
        AnyGame::Cubes(_) => html! { <cubes::board::CubesBoard ..board_props(p) /> },
        AnyGame::CubeAttack(_) => {
            html! { <cube_attack::board::CubeAttackBoard ..board_props(p) /> }
        }
        AnyGame::Cubus(_) => html! { <cubus::board::CubusBoard ..board_props(p) /> },
    }
}

fn board_props(p: &BoardProps) -> BoardProps {
    BoardProps {
        game: p.game.clone(),
        seats: p.seats.clone(),
        interactive: p.interactive,
        on_move: p.on_move.clone(),
        last_move: p.last_move.clone(),
        hint: p.hint.clone(),
    }
}

/// Whether the side panel may list every legal move. Not for Cubes, where the list would
/// show the hand of the seat to move to anyone looking at the screen, nor for Cubus, whose
/// builds run to tens of thousands (its board's editor is the way to state one).
pub fn lists_moves(game: GameId) -> bool {
    !matches!(game, GameId::Cubes | GameId::Cubus)
}

/// A seat's count shown in the players panel (supply, score, dice…).
pub fn seat_detail(game: &AnyGame, seat: Seat, lang: Lang) -> String {
    match game {
        AnyGame::Cubulus(g) => cubulus::seat_detail(g, seat, lang),
        AnyGame::Mojave(g) => mojave::seat_detail(g, seat, lang),
        AnyGame::Cubes(g) => cubes::seat_detail(g, seat, lang),
        AnyGame::CubeAttack(g) => cube_attack::seat_detail(g, seat, lang),
        AnyGame::Cubus(g) => cubus::seat_detail(g, seat, lang),
    }
}

/// Anything shared by the table (Cubulus's neutral balls…).
pub fn table_detail(game: &AnyGame, lang: Lang) -> Html {
    match game {
        AnyGame::Cubulus(g) => match cubulus::neutral_detail(g, lang) {
            Some(t) => html! { <p class="table-detail">{ t }</p> },
            None => html! {},
        },
        AnyGame::Mojave(g) => mojave::table_detail(g, lang),
        AnyGame::Cubes(g) => cubes::table_detail(g, lang),
        AnyGame::CubeAttack(g) => cube_attack::table_detail(g, lang),
        AnyGame::Cubus(g) => cubus::table_detail(g, lang),
    }
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(game: GameId, key: &'static str, lang: Lang) -> String {
    let label = match game {
        GameId::Cubulus => None,
        GameId::Mojave => mojave::option_label(key, lang),
        GameId::Cubes => cubes::option_label(key, lang),
        GameId::CubeAttack => cube_attack::option_label(key, lang),
        GameId::Cubus => cubus::option_label(key, lang),
    };
    label
        .map(str::to_string)
        .unwrap_or_else(|| key.replace('_', " "))
}

pub fn rules_text(game: GameId, lang: Lang) -> Html {
    match game {
        GameId::Cubulus => cubulus::rules_text::rules(lang),
        GameId::Mojave => mojave::rules_text::rules(lang),
        GameId::Cubes => cubes::rules_text::rules(lang),
        GameId::CubeAttack => cube_attack::rules_text::rules(lang),
        GameId::Cubus => cubus::rules_text::rules(lang),
    }
}

/// A small drawing for the home page.
pub fn icon(game: GameId) -> Html {
    match game {
        GameId::Cubulus => html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <path d="M32 6 L56 18 L32 30 L8 18 Z" fill="#e9e4d8" stroke="#8d8778" />
                <path d="M8 18 L32 30 L32 58 L8 46 Z" fill="#d8d2c2" stroke="#8d8778" />
                <path d="M56 18 L32 30 L32 58 L56 46 Z" fill="#cbc4b1" stroke="#8d8778" />
                <circle cx="20" cy="34" r="6" fill="#c8372d" /><circle cx="44" cy="34" r="6" fill="#2a2a2e" />
                <circle cx="32" cy="18" r="6" fill="#f4f1ea" stroke="#8d8778" /><circle cx="20" cy="46" r="5" fill="#2a2a2e" />
                <circle cx="44" cy="46" r="5" fill="#c8372d" />
            </svg>
        },
        GameId::Cubus => html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <path d="M32 8 L52 19 L32 30 L12 19 Z" fill="#f3c34b" stroke="#6b5a2a" />
                <path d="M12 19 L32 30 L32 54 L12 43 Z" fill="#c98d2e" stroke="#6b5a2a" />
                <path d="M52 19 L32 30 L32 54 L52 43 Z" fill="#a86a1c" stroke="#6b5a2a" />
            </svg>
        },
        GameId::CubeAttack => html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <circle cx="32" cy="32" r="22" fill="none" stroke="#8fb4ef" stroke-width="2" />
                <circle cx="32" cy="32" r="8" fill="#f3e6a1" stroke="#8a7a2a" />
                <circle cx="54" cy="32" r="5" fill="#2f6fd6" /><circle cx="10" cy="32" r="5" fill="#c8372d" />
                <rect x="28" y="6" width="8" height="8" fill="#2f8f46" />
            </svg>
        },
        GameId::Cubes => html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <rect x="6" y="6" width="52" height="52" fill="#efe9dc" stroke="#8d8778" />
                <path d="M6 19 H58 M6 32 H58 M6 45 H58 M19 6 V58 M32 6 V58 M45 6 V58" stroke="#c9c1ad" />
                <rect x="20" y="20" width="11" height="11" fill="#fff" stroke="#555" />
                <rect x="33" y="33" width="11" height="11" fill="#2f6fd6" />
                <text x="38.5" y="42" font-size="9" text-anchor="middle" fill="#fff">{ "4" }</text>
            </svg>
        },
        GameId::Mojave => html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <rect x="14" y="18" width="28" height="28" rx="4" fill="#c8372d" />
                <circle cx="22" cy="26" r="3" fill="#fff" /><circle cx="28" cy="32" r="3" fill="#fff" /><circle cx="34" cy="38" r="3" fill="#fff" />
                <path d="M42 18 L50 12 L50 40 L42 46 Z" fill="#8a2219" />
                <path d="M14 18 L22 12 L50 12 L42 18 Z" fill="#e16a5f" />
            </svg>
        },
    }
}
