//! Cubes in the app: board view, geometry, texts and rules text. The rules are `rules::cubes`.

pub mod board;
#[cfg(feature = "positions")]
pub mod editor;
pub mod geometry;
pub mod play;
pub mod texts;
mod view_grid;
mod view_hand;
mod view_panel;
mod view_pieces;

use rules::cubes::{Cubes, Phase};
use yew::prelude::*;

use super::{BoardOf, GameUi};
#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;
use crate::i18n::Lang;
use texts::Tx;

/// What Cube Table's shell needs from Cubes.
pub struct Ui;

impl GameUi for Ui {
    type Game = Cubes;
    type Texts = texts::Texts;
    const STYLESHEET: &'static str = "web/games/cubes.css";
    // The list would show the hand of the seat to move to anyone looking at the screen.
    const LISTS_MOVES: bool = false;

    #[cfg(feature = "positions")]
    fn drawing_places(_game: &Cubes, _seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
        geometry::drawing_places()
    }

    fn icon() -> Html {
        html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <rect x="6" y="6" width="52" height="52" fill="#efe9dc" stroke="#8d8778" />
                <path d="M6 19 H58 M6 32 H58 M6 45 H58 M19 6 V58 M32 6 V58 M45 6 V58" stroke="#c9c1ad" />
                <rect x="20" y="20" width="11" height="11" fill="#fff" stroke="#555" />
                <rect x="33" y="33" width="11" height="11" fill="#2f6fd6" />
                <text x="38.5" y="42" font-size="9" text-anchor="middle" fill="#fff">{ "4" }</text>
            </svg>
        }
    }

    fn board(p: &BoardOf<Cubes>) -> Html {
        html! { <board::CubesBoard ..p.clone() /> }
    }

    /// Every stone on the board with its square (white ones, then each seat's with its
    /// number and whether it counts): what a screen reader asks instead of walking the grid.
    fn position_text(g: &Cubes, seats: &[crate::storage::SeatInfo], lang: Lang) -> Option<Html> {
        use rules::cubes::Piece;
        let line = |(sq, piece): (rules::cubes::Square, Piece)| {
            let at = sq.to_string();
            let text = match piece {
                Piece::White => format!("{at}: {}", lang.t(Tx::White)),
                Piece::Stone(s) => texts::stone_label(
                    lang,
                    &crate::seat_names::seat_name(seats, s.owner, lang),
                    s.number,
                    &at,
                    s.active,
                ),
            };
            html! { <li>{ text }</li> }
        };
        let mut pieces: Vec<_> = g.pieces().collect();
        // White stones first, then by column letter and row number ("a2" before "a10").
        pieces.sort_by_key(|(sq, p)| {
            let name = sq.to_string();
            let (col, row) = name.split_at(1);
            (
                matches!(p, Piece::Stone(_)),
                col.to_string(),
                row.parse::<u8>().unwrap_or(0),
            )
        });
        if pieces.is_empty() {
            return Some(html! { <p>{ lang.t(crate::i18n::T::Empty) }</p> });
        }
        Some(html! { <ul class="position-stones">{ for pieces.into_iter().map(line) }</ul> })
    }

    /// What the whole table shares, under the players: the piles.
    fn table_detail(g: &Cubes, lang: Lang) -> Html {
        if g.phase() == Phase::Setup {
            return html! {};
        }
        html! {
            <p class="table-detail">
                { format!("{}: {} · {}: {}", lang.t(Tx::DrawPile), g.draw_pile_len(),
                          lang.t(Tx::DiscardPile), g.discard_pile().len()) }
            </p>
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use rules::cubes::{Card, Cubes, Move, Phase, Piece, Square};
    use rules::{Game, Setup};

    fn sq(s: &str) -> Square {
        crate::testing::read(s)
    }

    fn play(g: &mut Cubes, m: &str) {
        let mv: Move = m.parse().unwrap();
        g.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }

    /// Pins down what the e2e script relies on: who starts, the dealt hands, and the third
    /// action point after placing 6 and 4.
    #[test]
    fn the_e2e_game_goes_as_scripted() {
        let mut g = Cubes::new(&Setup::players(2), 7).unwrap();
        for m in super::play::tests::E2E_WHITES
            .iter()
            .chain(&["w:g5", "w:h5"])
        {
            play(&mut g, m);
        }
        assert_eq!(g.phase(), Phase::Play);
        assert_eq!(g.to_move(), Some(0));
        assert_eq!(g.hand(0).to_string(), "1A,1T,1L,1L,2A");
        assert_eq!(g.hand(1).to_string(), "1L,1R,2L,pl,pl");
        assert_eq!(g.dependency(0), 1);
        assert_eq!(g.draw_pile_len(), 38);
        assert!(g.placements(6).contains(&sq("d4")));
        play(&mut g, "p6:d4");
        assert_eq!(g.action_points_left(), 1);
        assert!(g.placements(4).contains(&sq("g4")));
        play(&mut g, "p4:g4");
        assert!(g.third_point_taken());
        assert_eq!(g.action_points_left(), 1);
        assert!(g
            .shift_targets("1A".parse().unwrap())
            .contains(&(sq("d5"), sq("d6"))));
        play(&mut g, "s1A:d5");
        assert!(matches!(g.piece(sq("d4")), Some(Piece::Stone(s)) if !s.active));
        assert!(matches!(g.piece(sq("g4")), Some(Piece::Stone(s)) if s.active));
        assert_eq!(g.to_move(), Some(1));
        assert_eq!(g.action_points_left(), 2);
        assert_eq!(
            g.discard_pile().count(Card::Shift("1A".parse().unwrap())),
            1
        );
        // Seat 1 exchanges both pass-left cards, then ends the turn.
        play(&mut g, "x:pl,pl");
        assert_eq!(g.action_points_left(), 1);
        assert_eq!(g.discard_pile().len(), 3);
        play(&mut g, "end");
        assert_eq!(g.to_move(), Some(0));
    }
}
