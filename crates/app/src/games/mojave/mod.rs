//! Mojave in the app: board view, geometry, texts and rules page. The rules are
//! `rules::mojave`.

pub mod board;
#[cfg(feature = "positions")]
pub mod editor;
pub mod geometry;
pub mod play;
pub mod texts;
mod view_board;
mod view_die;
mod view_dock;

use rules::mojave::Mojave;
use yew::prelude::*;

use super::{BoardOf, GameUi};
#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;
use crate::i18n::Lang;

/// What Cube Table's shell needs from Mojave.
pub struct Ui;

impl GameUi for Ui {
    type Game = Mojave;
    type Texts = texts::Texts;
    const STYLESHEET: &'static str = "web/games/mojave.css";
    /// Its news above the board is a live region that says each move (`board.rs`).
    const ANNOUNCES_MOVES: bool = true;

    /// The board writes `data-flipped` on its picture when turned round.
    #[cfg(feature = "positions")]
    fn drawing_places(game: &Mojave, seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
        let flipped = seen("data-flipped").is_some();
        geometry::Layout {
            length: game.length(),
            flipped,
        }
        .drawing_places()
    }

    fn icon() -> Html {
        html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <rect x="14" y="18" width="28" height="28" rx="4" fill="#c8372d" />
                <circle cx="22" cy="26" r="3" fill="#fff" /><circle cx="28" cy="32" r="3" fill="#fff" /><circle cx="34" cy="38" r="3" fill="#fff" />
                <path d="M42 18 L50 12 L50 40 L42 46 Z" fill="#8a2219" />
                <path d="M14 18 L22 12 L50 12 L42 18 Z" fill="#e16a5f" />
            </svg>
        }
    }

    fn board(p: &BoardOf<Mojave>) -> Html {
        html! { <board::MojaveBoard ..p.clone() /> }
    }

    /// Every die, seat by seat, each with its square and faces: what a screen reader asks
    /// to find the dice without walking the board square by square.
    fn position_text(g: &Mojave, seats: &[crate::storage::SeatInfo], lang: Lang) -> Option<Html> {
        use rules::Game;
        let seat = |s: usize| {
            let owner = crate::seat_names::seat_name(seats, s, lang);
            html! {
                <li>
                    { owner.clone() }{ ": " }{ texts::dice_count(lang, g.dice_count(s)) }
                    <ul>
                        { for g.dice(s).map(|(sq, d)| html! { <li>{ texts::describe_die(lang, sq, &owner, d) }</li> }) }
                    </ul>
                </li>
            }
        };
        Some(html! { <ul class="position-dice">{ for (0..g.players()).map(seat) }</ul> })
    }

    /// What the whole table shares, under the players: the agreed move limit, if any.
    fn table_detail(g: &Mojave, lang: Lang) -> Html {
        match g.move_limit() {
            Some(limit) => html! {
                <p class="table-detail">{ texts::move_limit(lang, g.moves_played(), limit) }</p>
            },
            None => html! {},
        }
    }
}
