//! Cubulus in the app: the board view, its geometry, texts and the rules text.
//! The rules themselves are `rules::cubulus`.

mod balls;
pub mod board;
mod drag;
#[cfg(feature = "positions")]
pub mod editor;
pub mod geometry;
pub mod play;
pub mod texts;
mod view_balls;
mod view_frame;
mod view_layers;
mod view_targets;
mod view_text;

use rules::cubulus::Cubulus;
use rules::Game as _;
use yew::prelude::*;

use super::{BoardOf, GameUi};
#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;
use crate::i18n::Lang;
use crate::storage::SeatInfo;
use texts::Tx;

pub fn neutral_detail(g: &Cubulus, lang: Lang) -> Option<String> {
    (g.players() == 2).then(|| {
        format!(
            "{}: {} {}",
            lang.t(Tx::Neutral),
            g.neutral_supply(),
            lang.t(Tx::Supply)
        )
    })
}

/// What Cube Table's shell needs from Cubulus.
pub struct Ui;

impl GameUi for Ui {
    type Game = Cubulus;
    type Texts = texts::Texts;
    const STYLESHEET: &'static str = "web/games/cubulus.css";

    /// The cube view writes how it is turned on its picture (`data-view`).
    #[cfg(feature = "positions")]
    fn drawing_places(_game: &Cubulus, seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
        geometry::drawing_places(geometry::View::from_attr(seen("data-view").as_deref()))
    }

    fn icon() -> Html {
        html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <path d="M32 6 L56 18 L32 30 L8 18 Z" fill="#e9e4d8" stroke="#8d8778" />
                <path d="M8 18 L32 30 L32 58 L8 46 Z" fill="#d8d2c2" stroke="#8d8778" />
                <path d="M56 18 L32 30 L32 58 L56 46 Z" fill="#cbc4b1" stroke="#8d8778" />
                <circle cx="20" cy="34" r="6" fill="#c8372d" /><circle cx="44" cy="34" r="6" fill="#2a2a2e" />
                <circle cx="32" cy="18" r="6" fill="#f4f1ea" stroke="#8d8778" /><circle cx="20" cy="46" r="5" fill="#2a2a2e" />
                <circle cx="44" cy="46" r="5" fill="#c8372d" />
            </svg>
        }
    }

    fn board(p: &BoardOf<Cubulus>) -> Html {
        html! { <board::CubulusBoard ..p.clone() /> }
    }

    fn table_detail(g: &Cubulus, lang: Lang) -> Html {
        match neutral_detail(g, lang) {
            Some(t) => html! { <p class="table-detail">{ t }</p> },
            None => html! {},
        }
    }

    fn position_text(g: &Cubulus, seats: &[SeatInfo], lang: Lang) -> Option<Html> {
        Some(board::position_text(g, seats, lang))
    }
}
