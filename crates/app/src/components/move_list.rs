use std::rc::Rc;

use rules::Session;
use yew::prelude::*;

use crate::storage::SeatInfo;

use crate::components::replay_steps::ReplaySteps;
use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::i18n::{move_n, position_after};

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game; its moves are listed in words, with the notation as a tooltip.
    pub session: Rc<Session>,
    /// Who made each move is said by name.
    pub seats: Vec<SeatInfo>,
    /// The position shown, in moves played, when not the live one.
    pub viewing: Option<usize>,
    /// In a replay the last position is also a "viewed" one.
    pub replay: bool,
    pub on_view: Callback<Option<usize>>,
    /// Whether to announce the shown move to screen readers (off where the page
    /// announces it itself).
    #[prop_or(true)]
    pub announce: bool,
}

/// The moves in words, each after the name of who made it (notation in `title` and
/// `data-notation`); clicking one shows the position after it. The last move (or the
/// stepped-to position) is announced through a polite live region, and kept in view.
#[function_component(MoveList)]
pub fn move_list(p: &Props) -> Html {
    let lang = use_lang();
    let list = use_node_ref();
    let notations = p.session.moves();
    let game = p.session.game();
    let moves: Vec<String> = notations
        .iter()
        .enumerate()
        .map(|(i, m)| games::move_words(game, p.session.position_at(i), m, &p.seats, lang))
        .collect();
    let shown = p.viewing.unwrap_or(moves.len());
    use_scrolled_to_current(&list, (shown, moves.len()));
    let step = |ply: usize| {
        let on_view = p.on_view.clone();
        Callback::from(move |_| on_view.emit(Some(ply)))
    };
    // A board that says each move itself (`games::announces_moves`) leaves the played move
    // to it; the position a replay shows is said here for every game.
    let own_words = games::announces_moves(p.session.current().id());
    let announcement = match (p.viewing, moves.last()) {
        (Some(n), _) => position_after(lang, n, moves.len()),
        (None, Some(last)) if !own_words => move_n(lang, moves.len(), last),
        (None, _) => String::new(),
    };
    html! {
        <section class="moves" aria-label={lang.t(T::Moves)}>
            <h2>{ lang.t(T::Moves) }</h2>
            if p.announce {
                <p class="sr-only" aria-live="polite" aria-atomic="true">{ announcement }</p>
            }
            if p.replay {
                <ReplaySteps {shown} total={moves.len()} on_step={p.on_view.reform(Some)} />
            }
            if moves.is_empty() {
                <p class="muted">{ lang.t(T::NoMovesYet) }</p>
            } else {
                <ol class="move-list" ref={list}>
                    { for moves.iter().zip(notations).enumerate().map(|(i, (m, notation))| {
                        let ply = i + 1;
                        let current = ply == shown;
                        html! {
                            <li key={i}>
                                <button class={classes!("move", current.then_some("current"))}
                                        aria-current={current.then_some("step")}
                                        aria-label={move_n(lang, ply, m)}
                                        title={notation.clone()} data-notation={notation.clone()}
                                        onclick={step(ply)}>{ m }</button>
                            </li>
                        }
                    }) }
                </ol>
            }
        </section>
    }
}

/// Scrolls a move list so that its current entry (`.current`, else the last) is in view,
/// whenever `key` changes: the newest move stays visible however long the game.
#[hook]
pub fn use_scrolled_to_current<K: PartialEq + 'static>(list: &NodeRef, key: K) {
    let list = list.clone();
    use_effect_with(key, move |_| {
        let Some(ol) = list.cast::<web_sys::Element>() else {
            return;
        };
        let current = ol
            .query_selector(".current")
            .ok()
            .flatten()
            .or_else(|| ol.last_element_child());
        let Some(item) = current else {
            return;
        };
        // Only the list scrolls, never the page around it.
        let (box_, at) = (
            ol.get_bounding_client_rect(),
            item.get_bounding_client_rect(),
        );
        let top = at.top() - box_.top() + f64::from(ol.scroll_top());
        let bottom = top + at.height();
        let (scrolled, height) = (f64::from(ol.scroll_top()), f64::from(ol.client_height()));
        if top < scrolled {
            ol.set_scroll_top(top as i32);
        } else if bottom > scrolled + height {
            ol.set_scroll_top((bottom - height).ceil() as i32);
        }
    });
}
