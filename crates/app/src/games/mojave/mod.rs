//! Mojave in the app: board view, geometry, texts and rules page. The rules are
//! `rules::mojave`.

pub mod board;
pub mod geometry;
pub mod play;
pub mod rules_text;
pub mod texts;
mod view_board;
mod view_die;
mod view_dock;

use rules::mojave::Mojave;
use rules::mojave::{Error, Move};
use rules::Seat;
use yew::prelude::*;

use super::{BoardProps, GameUi};
use crate::i18n::Lang;

/// A seat's dice on the board, for the players panel.
pub fn seat_detail(g: &Mojave, seat: Seat, lang: Lang) -> String {
    texts::dice_count(lang, g.dice_count(seat))
}

/// What the whole table shares, under the players: the agreed move limit, if any.
pub fn table_detail(g: &Mojave, lang: Lang) -> Html {
    match g.move_limit() {
        Some(limit) => html! {
            <p class="table-detail">{ texts::move_limit(lang, g.moves_played(), limit) }</p>
        },
        None => html! {},
    }
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
    texts::option_label(key, lang)
}

/// What Cube Table's shell needs from Mojave.
pub struct Ui;

impl GameUi for Ui {
    type Game = Mojave;
    const STYLESHEET: &'static str = "web/games/mojave.css";

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::Hu => "Kockastratégia (Mojave)",
            _ => "Würfel-Strategie (Mojave)",
        }
    }

    fn pitch(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "Tip your dice across the desert; where they stop beside enemy dice, the bigger numbers win.",
            Lang::De => "Würfel über das Feld kippen; wo sie neben gegnerischen halten, gewinnen die größeren Zahlen.",
            Lang::Hu => "Billentsd kockáidat a táblán; ahol ellenséges kocka mellett állnak meg, a nagyobb szám győz.",
        }
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

    fn board(p: &BoardProps) -> Html {
        html! { <board::MojaveBoard ..p.clone() /> }
    }

    fn seat_detail(g: &Mojave, seat: Seat, lang: Lang) -> String {
        seat_detail(g, seat, lang)
    }

    fn table_detail(g: &Mojave, lang: Lang) -> Html {
        table_detail(g, lang)
    }

    fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
        option_label(key, lang)
    }

    fn option_value_label(key: &str, value: &str, lang: Lang) -> Option<&'static str> {
        (key == "first")
            .then(|| texts::first_player_label(value, lang))
            .flatten()
    }

    fn rules_text(lang: Lang) -> Html {
        rules_text::rules(lang)
    }

    fn describe_move(before: &Mojave, mv: &Move, lang: Lang) -> String {
        texts::describe_move(before, mv, lang)
    }

    fn error_text(err: &Error, lang: Lang) -> String {
        texts::error_text(err, lang)
    }
}
