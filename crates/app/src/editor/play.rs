//! Playing on from a set-up position at this table: the game's own board, every seat played
//! here, moves taken back one at a time, and back to the editor with the position as it
//! was set up.

use std::rc::Rc;

use rules::Session;
use yew::prelude::*;

use super::texts::Ed;
use crate::components::move_entry::MoveEntry;
use crate::components::position::PositionText;
use crate::context::use_lang;
use crate::games::{self, Board};
use crate::storage::SeatInfo;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub session: Rc<Session>,
    /// The seat the computer plays, with its level.
    pub computer: Option<(rules::Seat, String)>,
    /// The computer is choosing its move.
    pub thinking: bool,
    pub on_move: Callback<String>,
    pub on_undo: Callback<MouseEvent>,
    pub on_back: Callback<MouseEvent>,
}

/// The seats of a game played on here: a person at this table, or the computer at `level`.
pub fn table_seats(players: usize, computer: Option<(rules::Seat, &str)>) -> Vec<SeatInfo> {
    (0..players)
        .map(|s| SeatInfo {
            name: String::new(),
            colour: s,
            ai: computer
                .filter(|(c, _)| *c == s)
                .map(|(_, level)| level.to_string()),
        })
        .collect()
}

#[function_component(PlayOn)]
pub fn play_on(p: &Props) -> Html {
    let lang = use_lang();
    let game = Rc::new(p.session.current().clone());
    let computer = p.computer.as_ref().map(|(s, l)| (*s, l.as_str()));
    let seats = table_seats(game.players(), computer);
    let over = game.outcome().is_some();
    let computers_turn = computer.is_some_and(|(s, _)| game.to_move() == Some(s));
    let interactive = !over && !computers_turn;
    let to_move = game
        .to_move()
        .map(|s| crate::seat_names::seat_name(&seats, s, lang));
    let last = p.session.moves().last().map(|m| {
        let before = p.session.position_at(p.session.moves().len() - 1);
        games::move_words(p.session.game(), before, m, &seats, lang)
    });
    html! {
        <div class="game-body editor-play">
            <section class="board-area" aria-label={games::name(p.session.game(), lang)}>
                <Board game={game.clone()} seats={seats.clone()} {interactive}
                       on_move={p.on_move.clone()} />
                <PositionText game={game.clone()} {seats} />
            </section>
            <aside class="side">
                <section>
                    <h2>{ lang.t(Ed::Playing) }</h2>
                    <p id="editor-play-status" role="status">
                        if over { { lang.t(Ed::Over) } }
                        else if p.thinking { { lang.t(Ed::Thinking) } }
                        else if let Some(name) = to_move { { format!("{name}, {}", lang.t(crate::i18n::T::ToMove)) } }
                    </p>
                    <p class="muted">{ format!("{}: {}", lang.t(Ed::MovesMade), p.session.moves().len()) }</p>
                    if let Some(last) = last { <p class="muted" id="editor-last-move">{ last }</p> }
                    <div class="row">
                        <button id="editor-undo" class="secondary" onclick={p.on_undo.clone()}
                                disabled={!p.session.can_undo()}>{ lang.t(Ed::Undo) }</button>
                        <button id="editor-back" class="primary" onclick={p.on_back.clone()}>{ lang.t(Ed::Back) }</button>
                    </div>
                </section>
                <MoveEntry game={game.clone()} on_move={p.on_move.clone()} enabled={interactive} />
            </aside>
        </div>
    }
}
