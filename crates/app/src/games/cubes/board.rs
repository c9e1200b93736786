//! The Cubes board: the 10×10 grid in SVG with a band for each seat on its side (name,
//! dependency card, action points), and below it the hand of the seat to move — shown only
//! after that seat's player confirmed at the device. On a device that plays one seat
//! (`GameBoardProps::viewer`, online play) that seat's hand is always shown, and no other.
//!
//! The grid is one focusable element with an arrow-key cursor; a click or Enter on a square
//! asks the rules ([`Cubes::moves_at`]) what it may do there with the current choice.

use std::rc::Rc;

use rules::cubes::{Card, Cubes, Move, Phase, Piece, Square};
use rules::{AnyGame, Game, Seat};
use yew::prelude::*;

use super::geometry::{self as geo, VIEW};
use super::play::{self, Choice, Click, Device, KeyAct};
use super::texts::{self, Tx};
use super::{view_grid, view_hand, view_panel};
use crate::colours::seat_colour;
use crate::context::use_lang;
use crate::games::BoardOf;
use crate::i18n::T;

#[function_component(CubesBoard)]
pub fn board(p: &BoardOf<Cubes>) -> Html {
    let lang = use_lang();
    let choice = use_state(Choice::default);
    let device = use_mut_ref(Device::default);
    let redraw = use_force_update();
    let cursor = use_state(|| Square::new(4, 4));
    let focused = use_state(|| false);
    // What the cursor's line said, and of which square: a move onto the cursor's square is
    // said by the move list, not a second time here (issue 47: a move was heard twice).
    let cursor_said = use_mut_ref(|| None::<(Square, String)>);
    let svg_ref = use_node_ref();
    let hand_ref = use_node_ref();
    let random_whites = use_state_eq(|| false);
    let zoomed = use_state_eq(|| false);
    // Why the last click on a square tried no move, said under the board.
    let said = use_state_eq(|| None::<play::Why>);

    let shown = match &*p.game {
        AnyGame::Cubes(g) => Some(g.clone()),
        _ => None,
    };
    // Forget a choice once the position changes.
    {
        let (choice, said) = (choice.clone(), said.clone());
        use_effect_with(shown.clone(), move |_| {
            choice.set(Choice::Nothing);
            said.set(None);
        });
    }
    // A new choice answers the line about the last click.
    {
        let said = said.clone();
        use_effect_with((*choice).clone(), move |_| said.set(None));
    }
    let live_turn = shown
        .as_ref()
        .filter(|g| p.interactive && g.phase() == Phase::Play)
        .and_then(|g| g.to_move());
    let viewer = play::hand_shown(p.viewer, live_turn, &mut device.borrow_mut());
    // Once a player confirms, keyboard focus moves from the vanished button to their hand.
    // Not when the page opens: the focus would scroll a phone's page down to the hand, past
    // the goal and the board (the first run of the effect is the opening).
    {
        let hand_ref = hand_ref.clone();
        let opened = use_mut_ref(|| false);
        use_effect_with(viewer, move |v| {
            let first = !std::mem::replace(&mut *opened.borrow_mut(), true);
            if v.is_some() && !first {
                if let Some(el) = hand_ref.cast::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let Some(g) = shown else {
        return html! {};
    };
    let g = Rc::new(g);

    let name = |s: Seat| -> String { crate::seat_names::seat_name(&p.seats, s, lang) };
    let colour = |s: Seat| seat_colour(p.seats.get(s).map(|x| x.colour).unwrap_or(s));
    let phase = g.phase();
    let can_act = play::can_act(&g, p.interactive, viewer);

    let hand: Vec<Card> = viewer
        .map(|s| g.hand(s).iter().collect())
        .unwrap_or_default();
    let chosen_cards = choice.cards(&hand);
    let hint: Option<Move> = p.hint.clone().filter(|_| can_act);
    let chosen_shift = choice.shift(&hand);
    let chosen_stone = choice.stone(&g, viewer);
    let place_marks = chosen_stone.map(|n| g.placements(n)).unwrap_or_default();
    let shift_marks = chosen_shift.map(|s| g.shift_targets(s)).unwrap_or_default();

    let send = {
        let on_move = p.on_move.clone();
        let choice = choice.clone();
        Callback::from(move |m: Move| {
            choice.set(Choice::Nothing);
            on_move.emit(m);
        })
    };
    let act = {
        let g = g.clone();
        let send = send.clone();
        let cursor = cursor.clone();
        let said = said.clone();
        let cards_chosen = !chosen_cards.is_empty();
        Callback::from(move |sq: Square| {
            cursor.set(Some(sq));
            if !can_act {
                return;
            }
            match play::square_click(&g, sq, chosen_stone, chosen_shift, cards_chosen) {
                Some(Click::Play(m)) => {
                    said.set(None);
                    send.emit(m);
                }
                Some(Click::Say(why)) => said.set(Some(why)),
                None => {}
            }
        })
    };

    let onclick = {
        let act = act.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(rect) = svg_ref
                .cast::<web_sys::Element>()
                .map(|el| el.get_bounding_client_rect())
            else {
                return;
            };
            let (x, y) = geo::client_to_view(
                (e.client_x() as f64, e.client_y() as f64),
                (rect.left(), rect.top(), rect.width(), rect.height()),
            );
            if let Some(sq) = geo::square_at(x, y) {
                act.emit(sq);
            }
        })
    };
    let onkeydown = {
        let act = act.clone();
        let cursor = cursor.clone();
        let choice = choice.clone();
        let focused = focused.clone();
        Callback::from(move |e: KeyboardEvent| {
            let start = cursor.is_none();
            match play::key(*cursor, &e.key()) {
                KeyAct::Cursor(next) => {
                    // The first key only brings the cursor in; Tab must still leave.
                    if !start {
                        e.prevent_default();
                    }
                    cursor.set(Some(next));
                }
                KeyAct::Act(at) => {
                    e.prevent_default();
                    act.emit(at);
                }
                KeyAct::Clear => choice.set(Choice::Nothing),
                KeyAct::Ignore => {}
            }
            if !start {
                focused.set(true);
            }
        })
    };
    // The cursor shows for keyboard focus only (Tab, or an arrow key after a click).
    let onfocus = {
        let focused = focused.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |_: FocusEvent| {
            let keyboard = svg_ref
                .cast::<web_sys::Element>()
                .and_then(|el| el.matches(":focus-visible").ok())
                .unwrap_or(false);
            focused.set(keyboard);
        })
    };
    let onblur = {
        let focused = focused.clone();
        Callback::from(move |_: FocusEvent| focused.set(false))
    };

    let cursor_text = (*cursor).filter(|_| *focused).map(|sq| {
        let mut said = cursor_said.borrow_mut();
        if let Some((_, text)) = said.as_ref().filter(|(at, _)| *at == sq) {
            return text.clone();
        }
        let at = sq.to_string();
        let text = match g.piece(sq) {
            Some(Piece::White) => format!("{at}: {}", lang.t(Tx::White)),
            Some(Piece::Stone(s)) => {
                texts::stone_label(lang, &name(s.owner), s.number, &at, s.active)
            }
            None => format!("{at}: {}", lang.t(T::Empty)),
        };
        *said = Some((sq, text.clone()));
        text
    });
    if cursor_text.is_none() {
        *cursor_said.borrow_mut() = None;
    }

    let svg = html! {
        <svg ref={svg_ref} id="board" class="board cubes" viewBox={format!("0 0 {VIEW} {VIEW}")}
             tabindex="0" role="application" aria-label={lang.t(Tx::BoardLabel)}
             {onclick} {onkeydown} {onfocus} {onblur}>
            { view_grid::grid(&view_grid::Grid {
                g: &g,
                seats: &p.seats,
                lang,
                can_act,
                chosen_stone,
                place_marks: &place_marks,
                shift_marks: &shift_marks,
                cursor: (*cursor).filter(|_| *focused),
                hint: hint.as_ref(),
            }) }
        </svg>
    };

    // --- Below the board: status, the device screen, the hand ------------------------
    let cover = match (live_turn, viewer) {
        (Some(s), None) if p.viewer.is_none() => {
            let confirm = {
                let device = device.clone();
                let redraw = redraw.clone();
                Callback::from(move |_: MouseEvent| {
                    device.borrow_mut().confirm(s);
                    redraw.force_update();
                })
            };
            view_panel::cover(lang, &name(s), confirm)
        }
        _ => html! {},
    };

    let hand_area = viewer.map(|seat| {
        view_hand::hand_area(&view_hand::Hand {
            g: &g,
            seat,
            lang,
            hand: &hand,
            choice: choice.clone(),
            chosen_stone,
            chosen_cards: &chosen_cards,
            places: place_marks.len(),
            no_shift_target: shift_marks.is_empty(),
            send: send.clone(),
            name: &name,
            colour: colour(seat),
            hide: {
                let device = device.clone();
                let redraw = redraw.clone();
                let choice = choice.clone();
                Callback::from(move |_: MouseEvent| {
                    device.borrow_mut().hide();
                    choice.set(Choice::Nothing);
                    redraw.force_update();
                })
            },
            node: hand_ref.clone(),
            can_act,
            own_device: p.viewer.is_some(),
            hint: hint.as_ref(),
        })
    });

    // "Place the rest at random": from now on each of this device's turns of the setup
    // places a white stone at random, one move at a time (computers place their own).
    {
        let on_move = p.on_move.clone();
        let game = g.clone();
        let random = *random_whites && can_act && phase == Phase::Setup;
        let whites = g.pieces().filter(|(_, p)| *p == Piece::White).count();
        let setup = phase == Phase::Setup;
        let random_whites = random_whites.clone();
        use_effect_with((whites, random, setup), move |&(_, random, setup)| {
            // Only for the setup it was asked in (a rematch starts without it).
            if !setup {
                random_whites.set(false);
            }
            if let Some(m) = random
                .then(|| play::random_white(&game, crate::browser::random_seed()))
                .flatten()
            {
                on_move.emit(m);
            }
        });
    }
    let place_rest = (phase == Phase::Setup && can_act && !*random_whites).then(|| {
        let random_whites = random_whites.clone();
        html! {
            <button id="cubes-random-whites" class="secondary"
                    onclick={Callback::from(move |_: MouseEvent| random_whites.set(true))}>
                { lang.t(Tx::PlaceRestRandom) }
            </button>
        }
    });
    let footer_hint = if phase == Phase::Setup && can_act {
        Some(lang.t(Tx::HintSetup))
    } else if !p.interactive && phase == Phase::Play && p.viewer.is_none() {
        Some(lang.t(Tx::HintViewing))
    } else {
        None
    };

    html! {
        <div class="cubes-board">
            <div class="zoom-tools">
                { crate::components::zoom::zoom_toggle("cubes-zoom", *zoomed, {
                    let zoomed = zoomed.clone();
                    Callback::from(move |_: MouseEvent| zoomed.set(!*zoomed))
                }, lang) }
            </div>
            <div class={classes!("board-scroll", (*zoomed).then_some("zoomed"))}>{ svg }</div>
            if let Some(why) = *said {
                <p id="cubes-said" class="board-answer" role="status">{ texts::click_answer(lang, why) }</p>
            }
            <p class="sr-only" aria-live="polite">{ cursor_text.unwrap_or_default() }</p>
            <div class="cubes-panel">
                { view_panel::status(&g, lang, &name) }
                { view_panel::piles(&g, lang) }
                { cover }
                { for hand_area }
                if let Some(h) = footer_hint {
                    <p class="hint muted">{ h }</p>
                }
                { for place_rest }
                { view_panel::legend(lang, colour(0)) }
            </div>
        </div>
    }
}
