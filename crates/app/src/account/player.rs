//! A player's page (`/player/<handle>`, issue 44, item 4): member since, per game the
//! rating with its history as a graph, games played and won, the recent finished games
//! (each replays with the review), and all of them as a file. Nothing private.

use online::{ArchivePage, PlayerProfile};
use rules::GameId;
use yew::prelude::*;

use super::archive_list::{day, ArchiveList};
use super::graph::RatingGraph;
use super::texts::At;
use crate::context::{use_lang, use_mounted};
use crate::games;

#[derive(Properties, PartialEq)]
pub struct PlayerProps {
    /// The handle as the address has it (percent-encoded).
    pub handle: AttrValue,
}

#[derive(Clone, Debug, PartialEq)]
enum Found {
    Asking,
    Player(PlayerProfile, ArchivePage),
    NoPlayer,
    NoServer,
}

#[function_component(PlayerPage)]
pub fn player_page(p: &PlayerProps) -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let found = use_state(|| Found::Asking);
    {
        let found = found.clone();
        let handle = p.handle.to_string();
        use_effect_with((mounted, handle), move |(mounted, handle)| {
            if *mounted {
                let handle = handle.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let profile = crate::browser::get_json(&online::paths::player(&handle)).await;
                    let games = crate::browser::get_json(&format!(
                        "{}?handle={handle}",
                        online::paths::GAMES
                    ))
                    .await;
                    found.set(match (profile, games) {
                        (Some((200, p)), Some((200, g))) => {
                            match (serde_json::from_str(&p), serde_json::from_str(&g)) {
                                (Ok(p), Ok(g)) => Found::Player(p, g),
                                _ => Found::NoServer,
                            }
                        }
                        (Some((404, _)), _) => Found::NoPlayer,
                        _ => Found::NoServer,
                    });
                });
            }
        });
    }
    let body = match &*found {
        Found::Asking => html! { <p aria-busy="true">{ lang.t(crate::i18n::T::Loading) }</p> },
        Found::NoPlayer => {
            html! { <p class="notice error" role="alert">{ lang.t(At::NoPlayer) }</p> }
        }
        Found::NoServer => {
            html! { <p class="notice error" role="alert">{ lang.t(At::NoServer) }</p> }
        }
        Found::Player(profile, recent) => html! {
            <>
                <h1>{ profile.handle.clone() }</h1>
                <p class="player-since">{ crate::tr!(lang, At::MemberSince, day = day(profile.since)) }</p>
                if profile.games.is_empty() {
                    <p>{ lang.t(At::NoGamesYet) }</p>
                }
                <div class="player-games">
                    { for profile.games.iter().map(|g| {
                        let name = g.game.parse::<GameId>().map(|id| games::name(id, lang)).unwrap_or(&g.game);
                        html! {
                            <section class="card player-game" data-game={g.game.clone()} aria-label={name.to_string()}>
                                <h2>{ name }</h2>
                                if let Some(r) = &g.rating {
                                    <p class="player-rating">
                                        { crate::tr!(lang, At::Rating, n = r.rating) }
                                        if r.provisional { { " " }<span class="provisional">{ lang.t(At::Provisional) }</span> }
                                    </p>
                                    if r.history.len() > 1 {
                                        <RatingGraph history={r.history.clone()}
                                            label={crate::tr!(lang, At::GraphLabel, n = r.history.len(), first = r.history[0].rating, last = r.rating)} />
                                    }
                                }
                                <p class="player-record">{ crate::tr!(lang, At::PlayedWon, played = g.played, won = g.won) }</p>
                            </section>
                        }
                    }) }
                </div>
                <h2>{ lang.t(At::RecentGames) }</h2>
                <ArchiveList games={recent.games.clone()} />
                <p>
                    <a href={format!("/games?handle={}", p.handle)}>{ lang.t(At::AllGames) }</a>
                    { " · " }
                    <a id="player-download" href={online::paths::player_records(&p.handle)} download="">{ lang.t(At::Download) }</a>
                </p>
            </>
        },
    };
    html! { <div class="player-page">{ body }</div> }
}
