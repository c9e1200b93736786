//! A game's puzzles: `/<game>/puzzles` lists them, `/<game>/puzzles/<id>` shows one
//! (`crate::puzzles::view`).

use rules::GameId;
use yew::prelude::*;

use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::puzzles::texts::Pt;
use crate::puzzles::view::{PuzzleList, PuzzleView};
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    /// One puzzle; `None`: the list.
    #[prop_or_default]
    pub id: Option<u32>,
}

#[function_component(PuzzlesPage)]
pub fn puzzles_page(p: &Props) -> Html {
    let lang = use_lang();
    let game = p.game;
    let list = Route::Puzzles {
        game: game.as_str().to_string(),
    }
    .to_path();
    html! {
        <div class="game-page puzzles-page">
            <div class="game-head">
                <h1>{ format!("{}: {}", lang.t(Pt::Puzzles), games::name(game, lang)) }</h1>
                <div class="row">
                    if p.id.is_some() {
                        <a href={list} class="button secondary">{ lang.t(Pt::AllPuzzles) }</a>
                    }
                    <a href={Route::game(game).to_path()} class="button secondary">{ lang.t(T::Play) }</a>
                </div>
            </div>
            { match p.id {
                None => html! {
                    <>
                        <p class="intro">{ lang.t(Pt::Intro) }</p>
                        <PuzzleList {game} />
                    </>
                },
                Some(id) => html! { <PuzzleView key={id} {game} {id} /> },
            } }
        </div>
    }
}
