//! One puzzle on the game's own board: the goal in words, the player's move checked by the
//! rules (`rules::puzzles::accepts_text`), "Show the answer" as the board's hint, and the
//! list of a game's puzzles. Used by the puzzle page and the embed.

use std::rc::Rc;

use rules::puzzles::{accepts_text, miss_text, Puzzle, PuzzleFile};
use rules::{AnyGame, GameId};
use yew::prelude::*;

use crate::components::players::PlayersPanel;
use crate::context::{use_lang, use_mounted};
use crate::games::{self, Board};
use crate::pages::game::default_seats;
use crate::puzzles::data;
use crate::puzzles::day::path;
use crate::puzzles::texts::{goal, miss_words, Pt};
use crate::seat_names::seat_name;
use crate::storage::{self, BrowserStore};

#[derive(Clone, PartialEq)]
enum Load {
    Waiting,
    Ready(Rc<PuzzleFile>),
    Failed,
}

/// A game's puzzle file, fetched once the page runs.
#[hook]
fn use_puzzle_file(game: GameId) -> Load {
    let load = use_state(|| data::in_hand(game).map_or(Load::Waiting, Load::Ready));
    let mounted = use_mounted();
    {
        let load = load.clone();
        use_effect_with((game, mounted), move |&(game, mounted)| {
            if mounted && data::in_hand(game).is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    match data::load(game).await {
                        Ok(file) => load.set(Load::Ready(file)),
                        Err(e) => {
                            crate::embed::bridge::warn(&format!("puzzles of {game}: {e}"));
                            load.set(Load::Failed);
                        }
                    }
                });
            } else if let Some(file) = data::in_hand(game) {
                load.set(Load::Ready(file));
            }
        });
    }
    (*load).clone()
}

#[derive(Properties, PartialEq)]
pub struct ListProps {
    pub game: GameId,
}

/// Every puzzle of a game, as numbered links; the solved ones marked.
#[function_component(PuzzleList)]
pub fn puzzle_list(p: &ListProps) -> Html {
    let lang = use_lang();
    let load = use_puzzle_file(p.game);
    let mounted = use_mounted();
    let solved = use_memo(mounted, |&m| {
        if m {
            storage::solved_puzzles(&BrowserStore::open())
        } else {
            Vec::new()
        }
    });
    match load {
        Load::Waiting => {
            html! { <p class="muted" aria-busy="true">{ lang.t(crate::i18n::T::Loading) }</p> }
        }
        Load::Failed => {
            html! { <p class="notice error" role="alert">{ lang.t(Pt::Unavailable) }</p> }
        }
        Load::Ready(file) => html! {
            <ol class="puzzle-list">
                { for file.puzzles.iter().map(|pz| {
                    let done = solved.contains(&format!("{}/{}", p.game.as_str(), pz.id));
                    let label = if done {
                        format!("{} ✓", pz.id)
                    } else {
                        pz.id.to_string()
                    };
                    html! {
                        <li class={classes!(done.then_some("solved"))}>
                            <a href={path(p.game, pz.id)} class="button secondary"
                               aria-label={format!("{} {}{}", lang.t(Pt::Puzzle), pz.id,
                                   if done { format!(" ({})", lang.t(Pt::Solved)) } else { String::new() })}>{ label }</a>
                        </li>
                    }
                }) }
            </ol>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub id: u32,
    /// Told once the puzzle is solved, with the answer played (the embed posts it).
    #[prop_or_default]
    pub on_solved: Callback<String>,
    /// Offer the next puzzle (not in an embed, where the host chooses).
    #[prop_or(true)]
    pub next: bool,
}

/// Where the player is with one puzzle.
#[derive(Clone, Debug, PartialEq)]
enum Try {
    Open,
    /// Tried a move that misses, and why ([`miss_words`]).
    Wrong(String),
    /// Solved with this move: the position after it is shown.
    Solved(Rc<AnyGame>, bool),
}

/// One puzzle of a game by its id.
#[function_component(PuzzleView)]
pub fn puzzle_view(p: &Props) -> Html {
    let lang = use_lang();
    let load = use_puzzle_file(p.game);
    match load {
        Load::Waiting => {
            html! { <p class="muted" aria-busy="true">{ lang.t(crate::i18n::T::Loading) }</p> }
        }
        Load::Failed => {
            html! { <p class="notice error" role="alert">{ lang.t(Pt::Unavailable) }</p> }
        }
        Load::Ready(file) => match file.puzzles.iter().find(|pz| pz.id == p.id) {
            None => html! { <p class="notice error" role="alert">{ lang.t(Pt::NoSuchPuzzle) }</p> },
            Some(pz) => {
                let count = file.puzzles.len() as u32;
                html! {
                    <PuzzleBoard key={p.id} game={p.game} puzzle={Rc::new(pz.clone())} {count}
                                 on_solved={p.on_solved.clone()} next={p.next} />
                }
            }
        },
    }
}

#[derive(Properties, PartialEq)]
struct BoardProps {
    game: GameId,
    puzzle: Rc<Puzzle>,
    count: u32,
    on_solved: Callback<String>,
    next: bool,
}

#[function_component(PuzzleBoard)]
fn puzzle_board(p: &BoardProps) -> Html {
    let lang = use_lang();
    let position = use_memo(p.puzzle.clone(), |pz| {
        pz.record.replay().map(Rc::new).map_err(|e| e.to_string())
    });
    let tried = use_state(|| Try::Open);
    let shown = use_state(|| false);
    // Each try's answer is brought into view (on a phone the board is long: a wrong try
    // only reset it, with nothing else seen changing).
    let tries = use_state(|| 0u32);
    use_effect_with(*tries, |&n| {
        if n > 0 {
            crate::browser::bring_into_view(".puzzle-feedback");
        }
    });
    let position = match &*position {
        Ok(g) => g.clone(),
        Err(e) => {
            return html! {
                <p class="notice error" role="alert">{ format!("{} {e}", lang.t(Pt::Broken)) }</p>
            }
        }
    };
    let seats = default_seats(position.players());
    let mover = position.to_move();
    let on_move = {
        let tried = tried.clone();
        let tries = tries.clone();
        let position = position.clone();
        let puzzle = p.puzzle.clone();
        let on_solved = p.on_solved.clone();
        let game = p.game;
        Callback::from(move |m: String| {
            if matches!(*tried, Try::Solved(..)) {
                return;
            }
            tries.set(*tries + 1);
            if accepts_text(&position, puzzle.goal, puzzle.value, &m) {
                let mut after = (*position).clone();
                let _ = after.play_str(&m);
                let saved =
                    storage::mark_puzzle_solved(&mut BrowserStore::open(), game, puzzle.id).is_ok();
                crate::account::sync::soon();
                tried.set(Try::Solved(Rc::new(after), saved));
                on_solved.emit(m);
            } else {
                let why = miss_text(&position, puzzle.goal, puzzle.value, &m);
                // The escaping reply of a win in two, in words, from the position it
                // answers.
                let reply = |r: &str| {
                    let mut after = (*position).clone();
                    let _ = after.play_str(&m);
                    let seats = default_seats(after.players());
                    crate::games::move_words(game, Some(&after), r, &seats, lang)
                };
                tried.set(Try::Wrong(match why {
                    Some(why) => miss_words(game, &why, &reply, lang),
                    None => lang.t(Pt::Wrong).to_string(),
                }));
            }
        })
    };
    let on_show = {
        let shown = shown.clone();
        Callback::from(move |_| shown.set(true))
    };
    let (board_game, interactive) = match &*tried {
        Try::Solved(after, _) => (after.clone(), false),
        _ => (position.clone(), true),
    };
    let hint = (*shown && !matches!(*tried, Try::Solved(..))).then(|| p.puzzle.answer.clone());
    // The board's own: once solved it shows the position after the answer (issue 47,
    // item 10: it said the puzzle's mover was still to move).
    let to_move = board_game
        .to_move()
        .map(|s| format!("{} {}", seat_name(&seats, s, lang), lang.t(Pt::ToMove)))
        .unwrap_or_default();
    let feedback = match &*tried {
        Try::Open => html! {},
        Try::Wrong(why) => {
            html! { <p class="notice puzzle-wrong puzzle-feedback" role="alert">{ why.clone() }</p> }
        }
        Try::Solved(_, saved) => html! {
            <p class="notice puzzle-solved puzzle-feedback" role="status">
                { lang.t(Pt::Right) }
                if !saved { { " " } { lang.t(Pt::NotSaved) } }
            </p>
        },
    };
    let next_id = p.puzzle.id % p.count.max(1) + 1;
    html! {
        <div class="game-body puzzle" data-puzzle={p.puzzle.id.to_string()}
             data-state={match &*tried { Try::Open => "open", Try::Wrong(_) => "wrong", Try::Solved(..) => "solved" }}>
            <section class="board-area" aria-label={games::name(p.game, lang)}>
                <Board game={board_game.clone()} seats={seats.clone()} {interactive} viewer={mover}
                       {on_move} {hint} />
            </section>
            <aside class="side">
                <section class="puzzle-goal">
                    <h2>{ format!("{} {}", lang.t(Pt::Puzzle), p.puzzle.id) }</h2>
                    <p class="to-move">{ to_move }</p>
                    <p class="goal">{ goal(p.game, p.puzzle.goal, lang) }</p>
                </section>
                { feedback }
                if *shown && !matches!(*tried, Try::Solved(..)) {
                    <p class="puzzle-answer">
                        { lang.t(Pt::TheAnswer) } { " " }
                        { games::describe_hint(&position, &p.puzzle.answer, &seats, lang) }
                    </p>
                }
                <div class="row">
                    if !matches!(*tried, Try::Solved(..)) {
                        <button id="show-answer" class="button secondary" onclick={on_show}>{ lang.t(Pt::ShowAnswer) }</button>
                    }
                    if p.next {
                        <a id="next-puzzle" href={path(p.game, next_id)}
                           class={classes!("button", if matches!(*tried, Try::Solved(..)) { "primary" } else { "secondary" })}>
                            { lang.t(Pt::Next) }
                        </a>
                    }
                </div>
                <PlayersPanel game={board_game} {seats} />
            </aside>
        </div>
    }
}
