//! A list of finished games from the archive (`/games` and a player's page): each with its
//! game, day, moves, who played (handles link to their pages; the winners marked) and a
//! link that replays it with the review (`/<game>?record=…`).

use online::ArchiveGame;
use rules::GameId;
use yew::prelude::*;

use super::texts::At;
use crate::context::use_lang;
use crate::games;
use crate::i18n::{Lang, T};

pub use crate::online::texts::day;

/// The address of a player's page.
pub fn player_path(handle: &str) -> String {
    crate::route::Route::player(handle).to_path()
}

/// The address that replays a game with the review.
pub fn replay_path(game: &ArchiveGame) -> String {
    format!("/{}?record={}", game.game, game.link)
}

fn seat_view(lang: Lang, s: &online::ArchiveSeat) -> Html {
    let won = s
        .won
        .then(|| html! { <span class="archive-won" title={lang.t(At::Won)}>{ " ★" }</span> });
    let name = if s.deleted {
        html! { <span class="archive-deleted">{ lang.t(At::DeletedPlayer) }</span> }
    } else if !s.handle.is_empty() {
        html! { <a href={player_path(&s.handle)}>{ s.handle.clone() }</a> }
    } else if s.computer {
        html! { { lang.t(T::Computer) } }
    } else {
        html! { { s.name.clone() } }
    };
    html! { <span class="archive-seat">{ name }{ won.unwrap_or_default() }</span> }
}

#[derive(Properties, PartialEq)]
pub struct ListProps {
    pub games: Vec<ArchiveGame>,
}

#[function_component(ArchiveList)]
pub fn archive_list(p: &ListProps) -> Html {
    let lang = use_lang();
    if p.games.is_empty() {
        return html! { <p class="archive-none">{ lang.t(At::NoGames) }</p> };
    }
    html! {
        <ul class="archive-list">
            { for p.games.iter().map(|g| {
                let name = g.game.parse::<GameId>().map(|id| games::name(id, lang)).unwrap_or(&g.game);
                let draw = g.winners.is_empty();
                html! {
                    <li class="archive-game" data-room={g.room.clone()}>
                        <span class="archive-head">
                            <strong>{ name }</strong>{ " · " }<time datetime={day(g.ended)}>{ day(g.ended) }</time>
                            { " · " }{ crate::trn!(lang, At::Moves, n = g.moves) }
                            { if draw { format!(" · {}", lang.t(At::Draw)) } else { String::new() } }
                        </span>
                        <span class="archive-seats">
                            { for g.seats.iter().enumerate().map(|(i, s)| html! {
                                <>{ if i > 0 { ", " } else { "" } }{ seat_view(lang, s) }</>
                            }) }
                        </span>
                        <a class="archive-replay" href={replay_path(g)}>{ lang.t(At::Replay) }</a>
                    </li>
                }
            }) }
        </ul>
    }
}
