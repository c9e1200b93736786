use std::rc::Rc;

use rules::AnyGame;
use yew::prelude::*;

use crate::components::players::{seat_mark, status_text};
use crate::components::review::Rx;
use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::seat_names::seat_name;
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The finished game's last position.
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
    pub on_new: Callback<MouseEvent>,
    pub on_rematch: Callback<MouseEvent>,
    pub on_review: Callback<MouseEvent>,
}

/// The end of a game: who won, by how much (the game's own line and every seat's count,
/// winners first), and what to do next: a rematch with the same players and options, a
/// new game, or a look back through the moves.
#[function_component(GameOver)]
pub fn game_over(p: &Props) -> Html {
    let lang = use_lang();
    let Some(outcome) = p.game.outcome() else {
        return html! {};
    };
    let winners = outcome.winners();
    let mut order: Vec<usize> = (0..p.game.players()).collect();
    rules::small_sort::by_key(&mut order, |s| !winners.contains(s));
    html! {
        <section id="game-over" class="game-over card" aria-labelledby="game-over-title">
            <h2 id="game-over-title">{ status_text(&p.game, &p.seats, lang) }</h2>
            if let Some(line) = games::result_line(&p.game, &p.seats, lang) {
                <p id="game-over-margin" class="margin">{ line }</p>
            }
            <ul class="standings">
                { for order.into_iter().map(|s| html! {
                    <li class={classes!(winners.contains(&s).then_some("winner"))}>
                        { seat_mark(p.seats.get(s).map_or(s, |x| x.colour)) }
                        <span class="seat-name">{ seat_name(&p.seats, s, lang) }</span>
                        <span class="seat-detail">{ games::seat_detail(&p.game, s, lang) }</span>
                    </li>
                }) }
            </ul>
            <div class="row">
                <button id="rematch" class="primary" onclick={p.on_rematch.clone()}>{ lang.t(T::Rematch) }</button>
                <button id="new-game-after" class="secondary" onclick={p.on_new.clone()}>{ lang.t(T::NewGame) }</button>
                <button id="review" class="secondary" onclick={p.on_review.clone()}>{ lang.t(Rx::Start) }</button>
            </div>
        </section>
    }
}
