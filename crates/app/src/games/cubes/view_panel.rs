//! The words around the Cubes board: whose turn and their action points, the piles, the
//! pass-the-device cover, the legend.

use rules::cubes::{Cubes, Phase, Stone};
use rules::{Game, Seat};
use yew::prelude::*;

use super::texts::{self, Tx};
use super::view_pieces::stone_view;
use crate::colours::SeatColour;
use crate::i18n::Lang;

/// Whose turn it is: in the set-up the whites left, in play the action points.
pub fn status(g: &Cubes, lang: Lang, name: &dyn Fn(Seat) -> String) -> Html {
    let (phase, mover) = (g.phase(), g.to_move());
    match (phase, mover) {
        (Phase::Setup, Some(s)) => html! {
            <p class="cubes-status" id="cubes-status">{ texts::setup_status(lang, &name(s), g.whites_to_place()) }</p>
        },
        (Phase::Play, Some(s)) => {
            let left = g.action_points_left();
            let third = g.third_point_taken();
            html! {
                <p class="cubes-status" id="cubes-status">
                    <strong>{ name(s) }</strong>{ ": " }
                    <span id="cubes-points" data-left={left.to_string()} data-third={third.to_string()}>
                        { texts::points_left(lang, left) }
                    </span>
                    { " · " }
                    <span class={classes!("third", third.then_some("taken"))}>
                        { if third { lang.t(Tx::ThirdTaken).to_string() } else { texts::third_not_taken(lang, g.active_sum(s)) } }
                    </span>
                </p>
            }
        }
        _ => html! {},
    }
}

/// The draw and discard piles, with what the discard pile holds.
pub fn piles(g: &Cubes, lang: Lang) -> Html {
    if g.phase() != Phase::Play {
        return html! {};
    }
    let discard = g.discard_pile();
    let listed = texts::pile_list(lang, discard);
    html! {
        <p class="cubes-piles muted" id="cubes-piles" data-draw={g.draw_pile_len().to_string()}
           data-discard={discard.len().to_string()}>
            { format!("{}: {} · {}: {} ({listed})", lang.t(Tx::DrawPile), g.draw_pile_len(),
                      lang.t(Tx::DiscardPile), discard.len()) }
        </p>
    }
}

/// The screen that hides the hand until the player to move says they hold the device.
pub fn cover(lang: Lang, name: &str, confirm: Callback<MouseEvent>) -> Html {
    html! {
        <div class="cubes-cover" role="region" aria-label={texts::pass_device(lang, name)}>
            <p class="cover-title">{ texts::pass_device(lang, name) }</p>
            <p class="muted">{ texts::pass_device_note(lang, name) }</p>
            <button id="cubes-confirm" class="primary" onclick={confirm}>{ texts::i_am(lang, name) }</button>
        </div>
    }
}

/// How an active stone differs from an inactive one.
pub fn legend(lang: Lang, colour: &SeatColour) -> Html {
    html! {
        <p class="cubes-legend muted" aria-hidden="true">
            { lang.t(Tx::Legend) }
            <svg viewBox="-18 -18 36 36">{ stone_view(Stone { owner: 0, number: 4, active: true }, colour, 0) }</svg>
            { lang.t(Tx::Active) }
            <svg viewBox="-18 -18 36 36">{ stone_view(Stone { owner: 0, number: 4, active: false }, colour, 0) }</svg>
            { lang.t(Tx::Inactive) }
        </p>
    }
}
