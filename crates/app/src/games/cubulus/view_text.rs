//! The Cubulus position in words: the text twin of the board for screen readers.

use rules::cubulus::{Ball, Cell, Cubulus};
use rules::Game;
use yew::prelude::*;

use super::texts::Tx;
use super::view_balls::{ball_words, cell_label};
use crate::i18n::Lang;
use crate::storage::SeatInfo;

/// The position as lists: each layer's nine cells, then the supplies. The text twin of
/// the board for screen readers.
pub fn position_text(g: &Cubulus, seats: &[SeatInfo], lang: Lang) -> Html {
    let layer = |z: u8| {
        let cells = (0..3u8).flat_map(move |y| (0..3u8).map(move |x| Cell { x, y, z }));
        html! {
            <li>
                { format!("{} {}", lang.t(Tx::Layer), z + 1) }
                <ul>
                    { for cells.map(|c| html! { <li>{ cell_label(g, c, seats, lang) }</li> }) }
                </ul>
            </li>
        }
    };
    html! {
        <>
            <ul class="position-layers">{ for (0..3u8).map(layer) }</ul>
            <ul class="position-supplies">
                { for (0..g.players()).map(|s| html! {
                    <li>{ format!("{}: {} {}", ball_words(Ball::Player(s), seats, lang), g.supply(s), lang.t(Tx::Supply)) }</li>
                }) }
                if g.players() == 2 {
                    <li>{ format!("{}: {} {}", lang.t(Tx::Neutral), g.neutral_supply(), lang.t(Tx::Supply)) }</li>
                }
            </ul>
        </>
    }
}
