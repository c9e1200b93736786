//! The Cubus board's players panel (scores and open cards), the deck and table line, and
//! the link that continues a finished game as an Abbau.

use rules::cubus::{CardType, Cubus};
use rules::Game;
use yew::prelude::*;

use super::draw::glyph;
use super::texts::{self as tx, Tx};
use crate::components::players::seat_mark;
use crate::i18n::Lang;
use crate::storage::SeatInfo;

/// A hand as one glyph and count per card type.
pub fn hand_row(lang: Lang, cards: rules::cubus::Cards) -> Html {
    html! {
        <span class="cb-hand">
            { for CardType::ALL.iter().map(|&t| {
                let n = cards.get(t);
                html! {
                    <span role="img" class={classes!("cb-count", (n == 0).then_some("zero"))} data-type={tx::letter(t)}
                          title={tx::card_name(lang, t, n)} aria-label={tx::card_name(lang, t, n)}>
                        { glyph(t) }<span class="n" aria-hidden="true">{ n }</span>
                    </span>
                }
            }) }
        </span>
    }
}

/// Every seat's score and open cards, then the deck and the drawing's count.
pub fn players(g: &Cubus, seats: &[SeatInfo], lang: Lang) -> Html {
    let name = |s| crate::seat_names::seat_name(seats, s, lang);
    let to_move = g.to_move();
    html! {
        <section class="cb-players" aria-label={lang.t(Tx::Players)}>
            { for (0..g.players()).map(|s| html! {
                <div class={classes!("cb-seat", (to_move == Some(s)).then_some("to-move"))} data-seat={s.to_string()}>
                    <span class="cb-name">{ seat_mark(seats.get(s).map_or(s, |x| x.colour)) }{ name(s) }</span>
                    <span class="cb-score" data-score={g.score(s).to_string()}>{ tx::points(lang, g.score(s)) }</span>
                    { hand_row(lang, g.hand(s)) }
                </div>
            }) }
            <div class="cb-table-line">
                <span id="cb-deck" data-deck={g.deck_len().to_string()}>{ tx::deck_left(lang, g.deck_len()) }</span>
                <span id="cb-crates" data-crates={g.crates().to_string()}>{ tx::table_line(lang, g.table().total(), g.crates()) }</span>
            </div>
        </section>
    }
}

/// After a finished build game: a link to a new game record, an Abbau starting from the
/// final stack with its open crates (the app opens records from links).
pub fn abbau_link(g: &Cubus, lang: Lang) -> Html {
    let Some(setup) = g.abbau_setup() else {
        return html! {};
    };
    // Any seed will do (it only picks the start player); this one follows from the table.
    let seed = u64::from(g.crates())
        + g.scores()
            .iter()
            .map(|&s| s.unsigned_abs() as u64)
            .sum::<u64>();
    // A record with no moves always fits a link; should it not, the link is simply not offered.
    let Ok(code) = rules::Record::new(rules::GameId::Cubus, &setup, seed).to_link() else {
        return html! {};
    };
    html! {
        <p class="cb-continue">
            <a id="cb-abbau" href={format!("/cubus?record={code}")}>{ lang.t(Tx::ContinueAbbau) }</a>
        </p>
    }
}
