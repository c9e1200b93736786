//! Cubus in the app: board view, drawing, geometry, texts and rules page. The rules are
//! `rules::cubus`.

pub mod board;
pub mod draw;
#[cfg(feature = "positions")]
pub mod editor;
pub mod geometry;
pub mod play;
pub mod rules_text;
pub mod texts;
pub mod view_drawing;
pub mod view_players;
pub mod view_text;
pub mod view_verdict;

use rules::cubus::Cubus;
use yew::prelude::*;

use super::{BoardOf, GameUi};
#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;
use crate::i18n::Lang;

/// What Cube Table's shell needs from Cubus.
pub struct Ui;

impl GameUi for Ui {
    type Game = Cubus;
    type Texts = texts::Texts;
    const STYLESHEET: &'static str = "web/games/cubus.css";
    // Its builds run to tens of thousands; the board's editor is the way to state one.
    const LISTS_MOVES: bool = false;
    /// Its picture is the crate drawing (the board's own `svg#board` is not used).
    const DRAWN_ON: &'static str = "svg.cb-svg";

    #[cfg(feature = "positions")]
    fn drawing_places(game: &Cubus, _seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
        geometry::drawing_places(&game.stack().heights())
    }
    /// Its news above the board is a live region that says each move (`board.rs`).
    const ANNOUNCES_MOVES: bool = true;

    fn icon() -> Html {
        html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <path d="M32 8 L52 19 L32 30 L12 19 Z" fill="#f3c34b" stroke="#6b5a2a" />
                <path d="M12 19 L32 30 L32 54 L12 43 Z" fill="#c98d2e" stroke="#6b5a2a" />
                <path d="M52 19 L32 30 L32 54 L52 43 Z" fill="#a86a1c" stroke="#6b5a2a" />
            </svg>
        }
    }

    fn board(p: &BoardOf<Cubus>) -> Html {
        html! { <board::CubusBoard ..p.clone() /> }
    }

    /// What the whole table shares, under the players: the deck and the drawing.
    fn table_detail(g: &Cubus, lang: Lang) -> Html {
        html! {
            <p class="table-detail">
                { texts::deck_left(lang, g.deck_len()) }{ " · " }{ texts::table_line(lang, g.table().total(), g.crates()) }
            </p>
        }
    }

    fn rules_extra(lang: Lang) -> Html {
        rules_text::diagrams(lang)
    }

    /// Every seat's score and open cards, the deck and the table, and each column's crates.
    fn position_text(g: &Cubus, seats: &[crate::storage::SeatInfo], lang: Lang) -> Option<Html> {
        Some(view_text::position_text(g, seats, lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;
    use rules::cubus::Move;
    use rules::Game;

    #[test]
    fn a_build_is_described_with_its_crates_and_points() {
        let mut g = Cubus::new(&rules::Setup::players(2), 11).expect("two players");
        let b = super::play::play_to_a_scoring_build(&mut g);
        let mv = Move::from(&b);
        let before = g.crates();
        let mut after = g.clone();
        after.play(&mv).expect("the best build is legal");
        let now = after.crates();
        let p = b.points;
        let unit = if p == 1 { "point" } else { "points" };
        assert_eq!(
            texts::Texts::describe_move(Some(&g), &mv, &[], Lang::En),
            format!("built {before} → {now} crates, +{p} {unit}")
        );
        assert!(texts::Texts::describe_move(Some(&g), &mv, &[], Lang::De)
            .starts_with(&format!("baute {before} → {now} Kisten, +{p}")));
        assert!(texts::Texts::describe_move(Some(&g), &mv, &[], Lang::Hu)
            .starts_with(&format!("épített: {before} → {now} láda, +{p} pont")));
        let no = texts::Texts::describe_move(Some(&g), &Move::NoBuild, &[], Lang::En);
        assert!(no == "declared no build", "{no}");
        // As a suggestion (the hint, the Suggested move): an order, not "baute".
        assert_eq!(
            texts::Texts::suggest_move(Some(&g), &mv, &[], Lang::En),
            format!("build {before} → {now} crates, +{p} {unit}")
        );
        assert!(texts::Texts::suggest_move(Some(&g), &mv, &[], Lang::De)
            .starts_with(&format!("Baue {before} → {now} Kisten, +{p}")));
        assert!(texts::Texts::suggest_move(Some(&g), &mv, &[], Lang::Hu)
            .starts_with(&format!("Építs: {before} → {now} láda, +{p} pont")));
    }
}
