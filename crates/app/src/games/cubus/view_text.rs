//! The position in words (issue 47): each seat's score and open cards, the deck, the cards
//! on the table with the crates their drawing shows, and every column of the stack that has
//! crates, numbered as the board's column buttons are, so that a screen reader hears the
//! whole table without reading the picture.

use rules::cubus::Cubus;
use rules::Game;
use yew::prelude::*;

use super::texts::{self as tx, Tx};
use crate::i18n::Lang;
use crate::storage::SeatInfo;

pub fn position_text(g: &Cubus, seats: &[SeatInfo], lang: Lang) -> Html {
    let name = |s| crate::seat_names::seat_name(seats, s, lang);
    let heights = g.stack().heights();
    html! {
        <>
            <ul class="position-seats">
                { for (0..g.players()).map(|s| html! {
                    <li>{ format!("{}: {}; {}", name(s), tx::points(lang, g.score(s)), tx::cards_list(lang, g.hand(s))) }</li>
                }) }
            </ul>
            <p class="position-table">
                { format!("{}. {}.", tx::deck_left(lang, g.deck_len()), tx::table_line(lang, g.table().total(), g.crates())) }
            </p>
            <ul class="position-columns">
                { for heights.iter().enumerate().filter(|(_, &h)| h > 0).map(|(c, &h)| html! {
                    <li>{ crate::trn!(lang, Tx::ColumnCrates, n = h, column = c + 1) }</li>
                }) }
            </ul>
        </>
    }
}
