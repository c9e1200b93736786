//! The hand of the seat at the device: its stones and cards, what the chosen ones may do,
//! and the turn's buttons. Shown only after that seat's player confirmed at the device.

use rules::cubes::{Card, CardSet, Cubes, Move, Stone};
use rules::{Game, Seat};
use yew::prelude::*;

use super::play::Choice;
use super::texts::{self, Tx};
use super::view_pieces::{card_face, stone_view};
use crate::colours::SeatColour;
use crate::i18n::{Lang, T};

/// What the hand area needs from the board.
pub struct Hand<'a> {
    pub g: &'a Cubes,
    pub seat: Seat,
    pub lang: Lang,
    pub hand: &'a [Card],
    pub choice: UseStateHandle<Choice>,
    pub chosen_stone: Option<u8>,
    pub chosen_cards: &'a [Card],
    /// Squares the chosen stone may go to.
    pub places: usize,
    /// The chosen shift card has nowhere to shift.
    pub no_shift_target: bool,
    pub send: Callback<Move>,
    pub name: &'a dyn Fn(Seat) -> String,
    pub colour: &'static SeatColour,
    pub hide: Callback<MouseEvent>,
    pub node: NodeRef,
    /// The hand's seat may act now (else its stones and cards are only shown).
    pub can_act: bool,
    /// The device plays only this seat: nothing to hide from the next player.
    pub own_device: bool,
    /// A move suggested to this seat: its stone or cards are marked.
    pub hint: Option<&'a Move>,
}

pub fn hand_area(h: &Hand) -> Html {
    let Hand {
        g,
        seat,
        lang,
        chosen_stone,
        chosen_cards,
        name,
        ..
    } = *h;
    let send = &h.send;
    let choice = &h.choice;
    let supply = g.supply(seat);
    let c = h.colour;
    let hinted_stone = match h.hint {
        Some(Move::Place { number, .. }) => Some(*number),
        _ => None,
    };
    let hinted_cards: Vec<Card> = match h.hint {
        Some(Move::Shift { card, .. }) => vec![Card::Shift(*card)],
        Some(Move::PassLeft) => vec![Card::PassLeft],
        Some(Move::PassRight) => vec![Card::PassRight],
        Some(Move::Swap(..)) => vec![Card::Swap],
        Some(Move::Exchange(set)) => set.iter().collect(),
        _ => Vec::new(),
    };
    let stones = supply.iter().map(|&n| {
        let pressed = chosen_stone == Some(n);
        let onclick = {
            let choice = choice.clone();
            Callback::from(move |_: MouseEvent| choice.set(choice.toggle_stone(n)))
        };
        html! {
            <button class={classes!("cubes-stone", (hinted_stone == Some(n)).then_some("hinted"))} data-stone={n.to_string()} aria-pressed={pressed.to_string()}
                    aria-label={texts::stone_button(lang, n)} {onclick}>
                <svg viewBox="-18 -18 36 36" aria-hidden="true">
                    { stone_view(Stone { owner: seat, number: n, active: true }, c, seat) }
                </svg>
            </button>
        }
    });
    let selected: Vec<usize> = match &**choice {
        Choice::Cards(ix) => ix.clone(),
        _ => Vec::new(),
    };
    let cards = h.hand.iter().enumerate().map(|(i, &card)| {
        let pressed = selected.contains(&i);
        let onclick = {
            let choice = choice.clone();
            Callback::from(move |_: MouseEvent| choice.set(choice.toggle_card(i)))
        };
        html! {
            <button class={classes!("cubes-card", if matches!(card, Card::Shift(_)) { "shift" } else { "change" },
                                    hinted_cards.contains(&card).then_some("hinted"))}
                    data-card={card.to_string()} aria-pressed={pressed.to_string()} {onclick}>
                { card_face(g, seat, card) }
                <span class="caption">{ texts::card_caption(lang, card) }</span>
                <span class="sr-only">{ format!(" – {}", texts::card_detail(lang, card)) }</span>
            </button>
        }
    });

    let play_button = |m: Move, label: String, id: Option<&'static str>| {
        let send = send.clone();
        let data = m.to_string();
        html! {
            <button class="primary" {id} data-move={data} onclick={Callback::from(move |_: MouseEvent| send.emit(m.clone()))}>{ label }</button>
        }
    };
    let (hint, card_actions) = match (chosen_stone, chosen_cards) {
        (Some(n), _) => (texts::stone_hint(lang, n, h.places), html! {}),
        (None, [Card::Shift(_)]) if h.no_shift_target => {
            (lang.t(Tx::HintShiftNone).to_string(), html! {})
        }
        (None, [Card::Shift(_)]) => (lang.t(Tx::HintShift).to_string(), html! {}),
        (None, [Card::PassLeft]) => (
            lang.t(Tx::HintPassLeft).to_string(),
            play_button(
                Move::PassLeft,
                lang.t(Tx::PlayCard).to_string(),
                Some("cubes-play-card"),
            ),
        ),
        (None, [Card::PassRight]) => (
            lang.t(Tx::HintPassRight).to_string(),
            play_button(
                Move::PassRight,
                lang.t(Tx::PlayCard).to_string(),
                Some("cubes-play-card"),
            ),
        ),
        (None, [Card::Swap]) => {
            let pairs = g.legal_moves().into_iter().filter_map(|m| match m {
                Move::Swap(a, b) => {
                    Some(play_button(m, format!("{} ⇄ {}", name(a), name(b)), None))
                }
                _ => None,
            });
            (
                lang.t(Tx::HintSwap).to_string(),
                html! { <span class="swap-pairs">{ for pairs }</span> },
            )
        }
        (None, []) => (lang.t(Tx::HintIdle).to_string(), html! {}),
        (None, cards) => (texts::cards_chosen(lang, cards), html! {}),
    };
    let exchange = (!chosen_cards.is_empty()).then(|| {
        let set: CardSet = chosen_cards.iter().copied().collect();
        let send = send.clone();
        html! {
            <button id="cubes-exchange" class="secondary" data-move={Move::Exchange(set).to_string()}
                    onclick={Callback::from(move |_: MouseEvent| send.emit(Move::Exchange(set)))}>
                { texts::exchange_button(lang, chosen_cards.len()) }
            </button>
        }
    });
    let clear = (**choice != Choice::Nothing).then(|| {
        let choice = choice.clone();
        html! { <button class="secondary" onclick={Callback::from(move |_: MouseEvent| choice.set(Choice::Nothing))}>{ lang.t(Tx::Clear) }</button> }
    });
    let end = {
        let send = send.clone();
        let hinted = (h.hint == Some(&Move::EndTurn)).then_some("hinted");
        html! { <button id="cubes-end" class={classes!("secondary", hinted)} onclick={Callback::from(move |_: MouseEvent| send.emit(Move::EndTurn))}>{ lang.t(T::EndTurn) }</button> }
    };
    html! {
        <div class="cubes-hand-area" ref={h.node.clone()} tabindex="-1" aria-label={lang.t(Tx::YourHand)}>
            <div class="cubes-row">
                <span class="row-label">{ lang.t(Tx::YourStones) }</span>
                <div class="cubes-stones" role="group" aria-label={lang.t(Tx::YourStones)}>
                    if supply.is_empty() {
                        <span class="muted">{ lang.t(Tx::AllStonesPlaced) }</span>
                    } else {
                        { for stones }
                    }
                </div>
            </div>
            <div class="cubes-row">
                <span class="row-label">{ lang.t(Tx::YourHand) }</span>
                <div class="cubes-hand" role="group" aria-label={lang.t(Tx::YourHand)}>{ for cards }</div>
            </div>
            if h.can_act {
                <p class="hint" id="cubes-hint" aria-live="polite">{ hint }</p>
                <div class="cubes-actions">
                    { card_actions }
                    { for exchange }
                    { for clear }
                    { end }
                    if !h.own_device {
                        <button class="link hide-hand" onclick={h.hide.clone()}>{ lang.t(Tx::HideHand) }</button>
                    }
                </div>
            }
        </div>
    }
}
