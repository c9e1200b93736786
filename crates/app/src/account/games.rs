//! The archive's page (`/games`, issue 44, item 5): finished games anyone can find. A
//! search form (player, game, result, days) that reloads the page with its query (so every
//! search has an address to share), the games it finds, newest first, a page at a time.

use online::ArchivePage;
use rules::GameId;
use yew::prelude::*;

use super::archive_list::ArchiveList;
use super::texts::At;
use crate::context::{use_lang, use_mounted};
use crate::games;
use crate::router::use_query;

/// What the page shows.
#[derive(Clone, Debug, PartialEq)]
enum Found {
    Asking,
    Page(ArchivePage),
    /// The server refused the search: its reason, as it said it.
    Refused(String),
    NoServer,
}

/// The value of `name` in a query (`?a=1&b=2`), percent-decoded.
pub fn param(query: &str, name: &str) -> String {
    query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| crate::embed::params::percent_decode(v))
        .unwrap_or_default()
}

/// The query of the same search at another page.
pub fn at_page(query: &str, page: usize) -> String {
    let mut pairs: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("page="))
        .collect();
    let page = format!("page={page}");
    pairs.push(&page);
    format!("?{}", pairs.join("&"))
}

#[function_component(GamesPage)]
pub fn games_page() -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let query = use_query().to_string();
    let found = use_state(|| Found::Asking);
    {
        let found = found.clone();
        let query = query.clone();
        use_effect_with((mounted, query), move |(mounted, query)| {
            if *mounted {
                let path = format!("{}{}", online::paths::GAMES, query);
                wasm_bindgen_futures::spawn_local(async move {
                    found.set(match crate::browser::get_json(&path).await {
                        Some((200, text)) => match serde_json::from_str::<ArchivePage>(&text) {
                            Ok(page) => Found::Page(page),
                            Err(_) => Found::NoServer,
                        },
                        Some((_, text)) => Found::Refused(
                            serde_json::from_str::<serde_json::Value>(&text)
                                .ok()
                                .and_then(|v| v["message"].as_str().map(str::to_string))
                                .unwrap_or_default(),
                        ),
                        None => Found::NoServer,
                    });
                });
            }
        });
    }
    let value = |name: &str| param(&query, name);
    let result = value("result");
    let game = value("game");
    let list = match &*found {
        Found::Asking => html! { <p aria-busy="true">{ lang.t(crate::i18n::T::Loading) }</p> },
        Found::NoServer => {
            html! { <p class="notice error" role="alert">{ lang.t(At::NoServer) }</p> }
        }
        Found::Refused(why) => html! {
            <p class="notice error" role="alert">{ crate::tr!(lang, At::BadSearch, why = why) }</p>
        },
        Found::Page(page) => html! {
            <>
                <ArchiveList games={page.games.clone()} />
                <nav class="archive-pages" aria-label={lang.t(At::Pages)}>
                    if page.page > 1 {
                        <a id="archive-newer" href={format!("/games{}", at_page(&query, page.page - 1))}>{ lang.t(At::Newer) }</a>
                    }
                    if page.more {
                        <a id="archive-older" href={format!("/games{}", at_page(&query, page.page + 1))}>{ lang.t(At::Older) }</a>
                    }
                </nav>
            </>
        },
    };
    html! {
        <div class="archive-page">
            <h1>{ lang.t(crate::i18n::T::FinishedGames) }</h1>
            <p>{ lang.t(At::GamesPageIntro) }</p>
            <form class="archive-search card" method="get" action="/games" role="search">
                <label for="archive-player">{ lang.t(At::SearchPlayer) }</label>
                <input id="archive-player" name="player" type="search" maxlength="40" value={value("player")} />
                <label for="archive-game">{ lang.t(At::SearchGame) }</label>
                <select id="archive-game" name="game">
                    <option value="" selected={game.is_empty()}>{ lang.t(At::AnyGame) }</option>
                    { for GameId::ALL.into_iter().map(|g| html! {
                        <option value={g.as_str()} selected={game == g.as_str()}>{ games::name(g, lang) }</option>
                    }) }
                </select>
                <label for="archive-result">{ lang.t(At::SearchResult) }</label>
                <select id="archive-result" name="result">
                    <option value="" selected={result.is_empty()}>{ lang.t(At::AnyResult) }</option>
                    <option value="won" selected={result == "won"}>{ lang.t(At::Won) }</option>
                    <option value="lost" selected={result == "lost"}>{ lang.t(At::ResultLost) }</option>
                    <option value="draw" selected={result == "draw"}>{ lang.t(At::Draw) }</option>
                </select>
                <label for="archive-from">{ lang.t(At::From) }</label>
                <input id="archive-from" name="from" type="date" value={value("from")} />
                <label for="archive-to">{ lang.t(At::To) }</label>
                <input id="archive-to" name="to" type="date" value={value("to")} />
                <button class="primary" type="submit">{ lang.t(At::Search) }</button>
            </form>
            <div aria-live="polite">{ list }</div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_page_keeps_the_search() {
        assert_eq!(at_page("?player=ada&page=3", 4), "?player=ada&page=4");
        assert_eq!(at_page("", 2), "?page=2");
        assert_eq!(at_page("?game=cubes", 2), "?game=cubes&page=2");
    }
}
