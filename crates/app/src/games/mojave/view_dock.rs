//! The words and buttons around the Mojave board: the tools (dice counts, turn, zoom), the
//! news of the last move, what is under the cursor, the path chooser and the pass button.

use rules::mojave::{Mojave, Move, Square, WIDTH};
use rules::Seat;
use yew::prelude::*;

use super::play::{Input, Key, Target};
use super::texts::{self, Tx};
use crate::components::players::seat_mark;
use crate::i18n::{Lang, T};
use crate::seat_names::seat_name;
use crate::storage::SeatInfo;

/// The board's label for screen readers.
pub fn board_label(g: &Mojave, lang: Lang) -> String {
    format!(
        "{} {} × {}. {}",
        lang.t(Tx::Board),
        WIDTH,
        g.length(),
        lang.t(Tx::BoardHelp)
    )
}

/// The dice counts and the turn and zoom toggles.
pub fn tools(
    g: &Mojave,
    seats: &[SeatInfo],
    lang: Lang,
    (flipped, zoomed): (bool, bool),
    (on_flip, on_zoom): (Callback<MouseEvent>, Callback<MouseEvent>),
) -> Html {
    html! {
        <div class="mj-tools">
            <span class="mj-counts" aria-label={lang.t(Tx::DiceCount)}>
                { for (0..2).map(|s| {
                    let c = seats.get(s).map_or(s, |x| x.colour);
                    html! {
                        <span class="mj-count" data-seat={s.to_string()} title={seat_name(seats, s, lang)}>
                            { seat_mark(c) }<span class="n">{ g.dice_count(s) }</span>
                        </span>
                    }
                }) }
            </span>
            <span class="mj-buttons">
                <button id="mj-flip" class="secondary" aria-pressed={flipped.to_string()} title={lang.t(Tx::FlipHelp)}
                        onclick={on_flip}>
                    { "⇅ " }{ lang.t(Tx::Flip) }
                </button>
                { crate::components::zoom::zoom_toggle("mj-zoom", zoomed, on_zoom, lang) }
            </span>
        </div>
    }
}

/// The last move, what it caused, a pending Zugzwang and the end of the game.
pub fn news(g: &Mojave, seats: &[SeatInfo], lang: Lang) -> Html {
    let name = |s: Seat| seat_name(seats, s, lang);
    let mover = g.last_mover();
    let last = match (g.last_move(), mover) {
        (Some(m), Some(s)) => format!(
            "{}: {} {}",
            lang.t(T::LastMove),
            name(s),
            texts::last_move(lang, m, &g.last_trail())
        ),
        _ => lang.t(Tx::NoMoveYet).to_string(),
    };
    let lines = mover
        .map(|s| texts::events(lang, s, g.last_events(), &name))
        .unwrap_or_default();
    html! {
        <div class="mj-news" id="mj-news" aria-live="polite">
            <p class="mj-last-move">{ last }</p>
            if !lines.is_empty() {
                <ul class="mj-events">
                    { for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }
                </ul>
            }
            if let Some(z) = g.zugzwang() {
                <p class="mj-zugzwang" id="mj-zugzwang">
                    <strong>{ lang.t(Tx::Zugzwang) }</strong>{ " — " }{ texts::zugzwang(lang, z, &name(z.seat)) }
                </p>
            }
            if let Some(e) = g.end_reason() {
                <p class="mj-end">{ texts::end(lang, e) }</p>
            }
        </div>
    }
}

/// What the pointed (or else the selected) square holds, in words.
pub fn info(
    g: &Mojave,
    seats: &[SeatInfo],
    lang: Lang,
    targets: &[Target],
    selected: Option<Square>,
    pointed: Option<Square>,
) -> String {
    let about = |sq: Square| -> String {
        if let Some(t) = targets.iter().find(|t| t.end == sq) {
            return texts::describe_target(lang, sq, &t.ways);
        }
        match g.die_at(sq) {
            Some(d) => {
                let mut s = texts::describe_die(lang, sq, &seat_name(seats, d.owner(), lang), d);
                if selected == Some(sq) {
                    s.push_str(". ");
                    s.push_str(&if targets.is_empty() {
                        lang.t(Tx::CannotMove).to_string()
                    } else {
                        texts::reachable(lang, &targets.iter().map(|t| t.end).collect::<Vec<_>>())
                    });
                }
                s
            }
            None => texts::empty_square(lang, sq),
        }
    };
    pointed.or(selected).map(about).unwrap_or_default()
}

/// The list of ways to one square; buttons preview and choose through `dispatch`.
pub fn chooser(t: &Target, lang: Lang, node: NodeRef, dispatch: &Callback<Input>) -> Html {
    let onkeydown = {
        let dispatch = dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                // Back on the board with the cursor where it was.
                dispatch.emit(Input::Key(Key::Escape));
            }
        })
    };
    html! {
        <div class="mj-chooser" ref={node} role="group"
             aria-label={texts::choose_path(lang, t.end)} {onkeydown}>
            <p>{ texts::choose_path(lang, t.end) }</p>
            <div class="mj-ways">
                { for t.ways.iter().map(|&(m, top)| {
                    let show = dispatch.reform(move |_: MouseEvent| Input::Preview(Some(m)));
                    let hide = dispatch.reform(|_: MouseEvent| Input::Preview(None));
                    let focus = dispatch.reform(move |_: FocusEvent| Input::Preview(Some(m)));
                    let blur = dispatch.reform(|_: FocusEvent| Input::Preview(None));
                    html! {
                        <button class="primary mj-way" data-move={m.to_string()}
                                onclick={dispatch.reform(move |_: MouseEvent| Input::Choose(m))}
                                onmouseenter={show} onmouseleave={hide} onfocus={focus} onblur={blur}>
                            { texts::way(lang, &m, top) }
                        </button>
                    }
                }) }
                <button class="secondary" onclick={dispatch.reform(|_: MouseEvent| Input::Cancel)}>{ lang.t(T::Cancel) }</button>
            </div>
        </div>
    }
}

/// The pass button, shown only when passing is the one legal move.
pub fn pass_button(lang: Lang, on_move: &Callback<Move>) -> Html {
    let on_move = on_move.clone();
    html! {
        <button id="mj-pass" class="primary" onclick={Callback::from(move |_: MouseEvent| on_move.emit(Move::Pass))}>
            { lang.t(Tx::Pass) }
        </button>
    }
}
