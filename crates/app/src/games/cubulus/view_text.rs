//! The Cubulus position in words: the text twin of the board for screen readers.

use rules::cubulus::{Ball, Cell, Cubulus};
use rules::Game;
use yew::prelude::*;

use super::texts::{cell_words, Tx};
use super::view_balls::ball_colour;
use crate::i18n::Lang;
use crate::i18n::T;
use crate::storage::SeatInfo;

/// Who a ball belongs to, in words: the seat's name and colour, or "neutral".
fn ball_owner(ball: Ball, seats: &[SeatInfo], lang: Lang) -> String {
    match ball {
        Ball::Player(s) => {
            let name = crate::seat_names::seat_name(seats, s, lang);
            format!("{name} ({})", ball_colour(ball, seats).name(lang))
        }
        Ball::Neutral => lang.t(Tx::Neutral).to_string(),
    }
}

/// The position as lists: each layer's nine cells, then the supplies. The text twin of
/// the board for screen readers.
pub fn position_text(g: &Cubulus, seats: &[SeatInfo], lang: Lang) -> Html {
    let layer = |z: u8| {
        let cells = (0..3u8).flat_map(move |y| (0..3u8).map(move |x| Cell { x, y, z }));
        html! {
            <li>
                { format!("{} {}", lang.t(Tx::Layer), z + 1) }
                <ul>
                    { for cells.map(|c| {
                        let what = g
                            .ball(c)
                            .map(|b| ball_owner(b, seats, lang))
                            .unwrap_or_else(|| lang.t(T::Empty).to_string());
                        html! { <li>{ format!("{}: {what}", cell_words(c, lang)) }</li> }
                    }) }
                </ul>
            </li>
        }
    };
    html! {
        <>
            <ul class="position-layers">{ for (0..3u8).map(layer) }</ul>
            <ul class="position-supplies">
                { for (0..g.players()).map(|s| html! {
                    <li>{ format!("{}: {} {}", ball_owner(Ball::Player(s), seats, lang), g.supply(s), lang.t(Tx::Supply)) }</li>
                }) }
                if g.players() == 2 {
                    <li>{ format!("{}: {} {}", lang.t(Tx::Neutral), g.neutral_supply(), lang.t(Tx::Supply)) }</li>
                }
            </ul>
        </>
    }
}
