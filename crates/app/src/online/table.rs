//! The table's own controls, besides the board: taking one's seat back from the computer,
//! claiming the win when the other player left, and playing again after the end. What
//! they offer is the reducer's (`state.rs`); these only draw it and send callbacks.

use online::SeatKind;
use yew::prelude::*;

use super::room_page::Online;
use super::texts::{self, Ot};
use super::view::seat_name;
use crate::i18n::Lang;

/// While the computer plays this page's seat: why, and the button that takes it back. With
/// two players, while it plays the other's: play on or claim the win.
pub fn stand_in(
    state: &Online,
    lang: Lang,
    resume: Callback<MouseEvent>,
    claim: Callback<MouseEvent>,
) -> Option<Html> {
    if state.returning() {
        return Some(html! {
            <div id="returning" class="online-stand-in card" role="status">
                <p>{ lang.t(Ot::BackAfterMove) }</p>
            </div>
        });
    }
    if state.can_resume() {
        return Some(html! {
            <div id="stood-in" class="online-stand-in card" role="alert">
                <p>{ lang.t(Ot::YouStoodIn) }</p>
                <button id="take-back" class="primary" onclick={resume}>{ lang.t(Ot::TakeBack) }</button>
            </div>
        });
    }
    state.can_claim().then(|| {
        html! {
            <div id="claim" class="online-stand-in card" role="status">
                <p>{ lang.t(Ot::ClaimHint) }</p>
                <button id="claim-win" class="secondary" onclick={claim}>{ lang.t(Ot::ClaimWin) }</button>
            </div>
        }
    })
}

/// After the end: "Play again", the offer to answer, the wait for the others, or the way
/// to the next game once everyone accepted.
pub fn play_again(
    state: &Online,
    lang: Lang,
    answer: Callback<bool>,
    next_href: Option<String>,
) -> Html {
    let names = |seats: &[usize]| {
        seats
            .iter()
            .map(|&s| seat_name(state, s, lang))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let me = state.seat;
    match &state.rematch {
        Some(r) if r.next.is_some() => html! {
            <div id="next-game" class="online-rematch" role="status">
                <p>{ lang.t(Ot::NextGameReady) }</p>
                if let Some(href) = next_href {
                    <a id="next-game-link" class="button primary" {href}>
                        { lang.t(if me.is_some() { Ot::GoToNextGame } else { Ot::WatchNextGame }) }
                    </a>
                }
            </div>
        },
        Some(r) => {
            let mine_to_answer = me.is_some_and(|s| r.waiting.contains(&s));
            html! {
                <div id="rematch" class="online-rematch" role="status">
                    <p>{ texts::rematch_offer(lang, &names(&r.accepted)) }</p>
                    if mine_to_answer && state.connected() {
                        <div class="row">
                            <button id="rematch-accept" class="primary" onclick={answer.reform(|_: MouseEvent| true)}>{ lang.t(Ot::PlayAgain) }</button>
                            <button id="rematch-decline" class="secondary" onclick={answer.reform(|_: MouseEvent| false)}>{ lang.t(Ot::Decline) }</button>
                        </div>
                    } else {
                        <p class="muted">{ lang.t(Ot::RematchWaiting) }</p>
                    }
                </div>
            }
        }
        None if state.can_play_again() => html! {
            <div class="online-rematch">
                <button id="play-again" class="primary" onclick={answer.reform(|_: MouseEvent| true)}>{ lang.t(Ot::PlayAgain) }</button>
            </div>
        },
        None => html! {},
    }
}

/// The seat this page plays in the next game: every seat moves on by one.
pub fn next_seat(state: &Online) -> Option<usize> {
    let seat = state.seat?;
    let n = state.seats.len();
    (n > 0
        && state
            .seats
            .get(seat)
            .is_some_and(|s| s.kind == SeatKind::Person))
    .then(|| (seat + 1) % n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use online::SeatInfo;

    #[test]
    fn a_person_moves_on_by_one_seat_in_the_next_game() {
        let mut p = Online::new("r", false, None);
        p.seats = (0..3)
            .map(|_| SeatInfo {
                kind: SeatKind::Person,
                name: "A".into(),
                connected: true,
                stand_in: false,
                returning: false,
            })
            .collect();
        p.seat = Some(2);
        assert_eq!(next_seat(&p), Some(0));
        p.seat = None;
        assert_eq!(next_seat(&p), None, "a spectator has none");
    }
}
