//! A game's leaderboard on the lobby page: the best players of the last 90 days by rating
//! (`GET /api/ratings/<game>`, `docs/ratings.md`), with a game select in every game's
//! lobby. [`Fetched`] is what the page last heard, kept apart from the browser so its
//! reading is tested natively.

use online::Leaderboard as Board;
use rules::GameId;
use yew::prelude::*;

use crate::context::use_lang;
use crate::games;
use crate::online::texts::{rating_text, rating_words, Ot};

/// What the leaderboard shows: nothing heard yet, a board, or that it could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum Fetched {
    Loading,
    Board(Board),
    Failed,
}

impl Fetched {
    /// The server's answer for `game` (`Err`: nothing usable came back).
    pub fn read(game: GameId, answer: Result<String, String>) -> Fetched {
        answer
            .ok()
            .and_then(|text| serde_json::from_str::<Board>(&text).ok())
            .filter(|b| b.game == game.as_str())
            .map_or(Fetched::Failed, Fetched::Board)
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    /// The lobby's game; `None`: every game's lobby, which offers a select.
    pub game: Option<GameId>,
}

#[function_component(Leaderboard)]
pub fn leaderboard(p: &Props) -> Html {
    let lang = use_lang();
    let chosen = use_state(|| p.game.unwrap_or(GameId::ALL[0]));
    let game = p.game.unwrap_or(*chosen);
    let fetched = use_state(|| (game, Fetched::Loading));
    {
        let fetched = fetched.clone();
        use_effect_with(game, move |&game| {
            fetched.set((game, Fetched::Loading));
            wasm_bindgen_futures::spawn_local(async move {
                let answer =
                    crate::browser::fetch_text(&online::paths::ratings(game.as_str())).await;
                fetched.set((game, Fetched::read(game, answer)));
            });
        });
    }
    let on_game = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            if let Some(g) = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .and_then(|s| s.value().parse().ok())
            {
                chosen.set(g);
            }
        })
    };
    // An answer for another game than the one shown is still on its way.
    let shown = match &*fetched {
        (g, f) if *g == game => f.clone(),
        _ => Fetched::Loading,
    };
    html! {
        <section class="leaderboard card" aria-labelledby="leaderboard-title">
            <h2 id="leaderboard-title">{ lang.t(Ot::Leaderboard) }{ ": " }{ games::name(game, lang) }</h2>
            if p.game.is_none() {
                <label class="field">
                    <span>{ lang.t(Ot::GameLabel) }</span>
                    <select id="leaderboard-game" onchange={on_game}>
                        { for GameId::ALL.into_iter().map(|g| html! {
                            <option value={g.as_str()} selected={g == game}>{ games::name(g, lang) }</option>
                        }) }
                    </select>
                </label>
            }
            <p class="muted">{ lang.t(Ot::LeaderboardIntro) }</p>
            { match shown {
                Fetched::Loading => html! { <p class="muted" role="status">{ lang.t(Ot::Loading) }</p> },
                Fetched::Failed => html! { <p class="notice error" role="alert">{ lang.t(Ot::LeaderboardFailed) }</p> },
                Fetched::Board(b) if b.players.is_empty() => html! {
                    <p id="no-ratings" class="muted">{ lang.t(Ot::NoRatings) }</p>
                },
                Fetched::Board(b) => html! {
                    <table class="leaderboard-table">
                        <thead>
                            <tr>
                                <th scope="col">{ lang.t(Ot::RankHeader) }</th>
                                <th scope="col">{ lang.t(Ot::PlayerHeader) }</th>
                                <th scope="col">{ lang.t(Ot::RatingHeader) }</th>
                                <th scope="col">{ lang.t(Ot::GamesHeader) }</th>
                                <th scope="col">{ lang.t(Ot::WinsHeader) }</th>
                            </tr>
                        </thead>
                        <tbody>
                            { for b.players.iter().enumerate().map(|(i, r)| html! {
                                <tr data-handle={r.handle.clone()}>
                                    <td>{ i + 1 }</td>
                                    <th scope="row">
                                        <a href={crate::route::Route::player(&r.handle).to_path()}>{ &r.handle }</a>
                                    </th>
                                    <td class="rating">
                                        <span aria-hidden="true">{ rating_text(r.rating) }</span>
                                        <span class="sr-only">{ rating_words(lang, r.rating) }</span>
                                    </td>
                                    <td>{ r.games }</td>
                                    <td>{ r.wins }</td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                },
            } }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_read_for_its_own_game_only() {
        let text = r#"{"game":"cubes","players":[{"handle":"Ada","rating":{"value":1579,"provisional":true},"games":1,"wins":1}]}"#;
        let Fetched::Board(b) = Fetched::read(GameId::Cubes, Ok(text.into())) else {
            panic!("a board");
        };
        assert_eq!(b.players[0].handle, "Ada");
        assert_eq!(rating_text(b.players[0].rating), "1579?");
        assert_eq!(
            Fetched::read(GameId::Cubulus, Ok(text.into())),
            Fetched::Failed
        );
        assert_eq!(
            Fetched::read(GameId::Cubes, Err("HTTP 503".into())),
            Fetched::Failed
        );
        assert_eq!(
            Fetched::read(GameId::Cubes, Ok("<!doctype html>".into())),
            Fetched::Failed
        );
    }
}
