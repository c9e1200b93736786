use std::rc::Rc;

use rules::{AnyGame, Outcome};
use yew::prelude::*;

use crate::colours::seat_colour;
use crate::components::position::PositionText;
use crate::context::use_lang;
use crate::games;
use crate::i18n::{Lang, T};
use crate::seat_names::seat_name;
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
}

/// A seat's colour swatch with its shape, so seats differ without colour vision.
pub fn seat_mark(colour: usize) -> Html {
    let c = seat_colour(colour);
    html! {
        <svg class="seat-mark" viewBox="-10 -10 20 20" aria-hidden="true">
            <path d={c.shape.path(8.0)} fill={c.fill} stroke={c.dark} stroke-width="1.5" />
        </svg>
    }
}

/// The status line: whose turn, or who won.
pub fn status_text(game: &AnyGame, seats: &[SeatInfo], lang: Lang) -> String {
    let name = |s: usize| seat_name(seats, s, lang);
    match (game.outcome(), game.to_move()) {
        (Some(Outcome::Draw), _) => lang.t(T::Draw).to_string(),
        (Some(Outcome::Winners(w)), _) if w.len() > 1 => {
            let names: Vec<String> = w.iter().map(|&s| name(s)).collect();
            format!("{} {}", names.join(" & "), lang.t(T::WinTogether))
        }
        (Some(Outcome::Winners(w)), _) => format!(
            "{} {}",
            w.first().map(|&s| name(s)).unwrap_or_default(),
            lang.t(T::Wins)
        ),
        (None, Some(s)) => format!("{} {}", name(s), lang.t(T::ToMove)),
        (None, None) => String::new(),
    }
}

/// Whose turn, who won, and each seat's game-specific count (supply, score…).
#[function_component(PlayersPanel)]
pub fn players_panel(p: &Props) -> Html {
    let lang = use_lang();
    let outcome = p.game.outcome();
    let name = |s: usize| seat_name(&p.seats, s, lang);
    let status = status_text(&p.game, &p.seats, lang);
    let winners: Vec<usize> = match &outcome {
        Some(Outcome::Winners(w)) => w.clone(),
        _ => vec![],
    };
    html! {
        <section class="players" aria-label={lang.t(T::Players)}>
            <p id="status" class="status" role="status" aria-live="polite">{ status }</p>
            <ul>
                { for (0..p.game.players()).map(|s| {
                    let colour = p.seats.get(s).map(|x| x.colour).unwrap_or(s);
                    let to_move = p.game.to_move() == Some(s);
                    html! {
                        <li class={classes!("seat", to_move.then_some("to-move"), winners.contains(&s).then_some("winner"))}
                            aria-current={to_move.then_some("true")}>
                            { seat_mark(colour) }
                            <span class="seat-name">{ name(s) }</span>
                            <span class="seat-detail">{ games::seat_detail(&p.game, s, lang) }</span>
                        </li>
                    }
                }) }
            </ul>
            { games::table_detail(&p.game, lang) }
            <PositionText game={p.game.clone()} seats={p.seats.clone()} />
        </section>
    }
}
