//! Cubus in the app: board view, drawing, geometry, texts and rules page. The rules are
//! `rules::cubus`.

pub mod board;
pub mod draw;
pub mod geometry;
pub mod play;
pub mod rules_text;
pub mod texts;
pub mod view_drawing;
pub mod view_players;

use rules::cubus::Cubus;
use rules::cubus::{Error, Move};
use rules::Seat;
use yew::prelude::*;

use super::{BoardProps, GameUi};
use crate::i18n::Lang;

/// A seat's score and open cards, for the players panel.
pub fn seat_detail(g: &Cubus, seat: Seat, lang: Lang) -> String {
    texts::seat_detail(lang, g.score(seat), g.hand(seat).total())
}

/// What the whole table shares, under the players: the deck and the drawing.
pub fn table_detail(g: &Cubus, lang: Lang) -> Html {
    html! {
        <p class="table-detail">
            { texts::deck_left(lang, g.deck_len()) }{ " · " }{ texts::table_line(lang, g.table().total(), g.crates()) }
        </p>
    }
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
    texts::option_label(key, lang)
}

/// What Cube Table's shell needs from Cubus.
pub struct Ui;

impl GameUi for Ui {
    type Game = Cubus;
    const STYLESHEET: &'static str = "web/games/cubus.css";
    // Its builds run to tens of thousands; the board's editor is the way to state one.
    const LISTS_MOVES: bool = false;

    fn name(_lang: Lang) -> &'static str {
        "Cubus"
    }

    fn pitch(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "Lay rhombus cards into an isometric drawing of crates and score for every crate it gains.",
            Lang::De => "Rautenkarten zu einer isometrischen Kistenzeichnung legen und für jede neue Kiste punkten.",
            Lang::Hu => "Rombusz alakú lapokból rajzolj izometrikus ládahalmot, és pontozz minden új ládáért.",
        }
    }

    fn icon() -> Html {
        html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <path d="M32 8 L52 19 L32 30 L12 19 Z" fill="#f3c34b" stroke="#6b5a2a" />
                <path d="M12 19 L32 30 L32 54 L12 43 Z" fill="#c98d2e" stroke="#6b5a2a" />
                <path d="M52 19 L32 30 L32 54 L52 43 Z" fill="#a86a1c" stroke="#6b5a2a" />
            </svg>
        }
    }

    fn board(p: &BoardProps) -> Html {
        html! { <board::CubusBoard ..p.clone() /> }
    }

    fn seat_detail(g: &Cubus, seat: Seat, lang: Lang) -> String {
        seat_detail(g, seat, lang)
    }

    fn table_detail(g: &Cubus, lang: Lang) -> Html {
        table_detail(g, lang)
    }

    fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
        option_label(key, lang)
    }

    fn option_value_label(key: &str, value: &str, lang: Lang) -> Option<&'static str> {
        texts::option_value_label(key, value, lang)
    }

    fn rules_text(lang: Lang) -> Html {
        rules_text::rules(lang)
    }

    fn describe_move(before: &Cubus, mv: &Move, lang: Lang) -> String {
        texts::describe_move(before, mv, lang)
    }

    fn error_text(err: &Error, lang: Lang) -> String {
        texts::error_text(err, lang)
    }
}

/// Draws and says "no build" until a scoring build turns up, and returns it (for the tests
/// of the board's input and texts, which need a position with a real build).
#[cfg(test)]
pub(crate) fn play_to_a_scoring_build(g: &mut Cubus) -> rules::cubus::BuildOption {
    use rules::cubus::Phase;
    use rules::Game;
    for _ in 0..40 {
        if matches!(g.phase(), Phase::Build) {
            if let Some(b) = g.best_build() {
                return b;
            }
        }
        let mv = if matches!(g.phase(), Phase::Draw) {
            Move::Draw
        } else {
            Move::NoBuild
        };
        g.play(&mv).expect("draw or no build");
    }
    panic!("no scoring build in 40 moves")
}
