use crate::router::Link;
use rules::GameId;
use yew::prelude::*;

use crate::browser;
use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::route::Route;
use crate::storage::{self, BrowserStore};

/// The five games, and the recent games to replay. A game whose course this browser has
/// not begun offers its lessons first (their button is the primary one; the prerendered
/// page, which knows no browser, is a newcomer's); once a stage is finished, playing is.
/// The puzzle of the day and the open tables come before the games, so that a phone shows
/// them without scrolling past five cards.
#[function_component(HomePage)]
pub fn home_page() -> Html {
    let lang = use_lang();
    // Read once the page runs: a prerendered page has no storage to show.
    let mounted = crate::context::use_mounted();
    let recent = use_memo(mounted, |&mounted| {
        if mounted {
            storage::recent(&mut BrowserStore::open(), browser::now())
        } else {
            Ok(Vec::new())
        }
    });
    let begun = use_memo(mounted, |&mounted| {
        let store = BrowserStore::open();
        GameId::ALL
            .into_iter()
            .filter(|&g| mounted && !crate::learn::progress::load(&store, g).is_empty())
            .collect::<Vec<_>>()
    });
    html! {
        <div class="home">
            <p class="tagline">{ lang.t(T::Tagline) }</p>
            <p class="how-to-play">{ lang.t(T::HowToPlay) }</p>
            <p class="quick-links">
                <PuzzleOfTheDay />
                <a href={online::paths::lobby(None)} class="button secondary find-table">{ lang.t(T::FindTable) }</a>
                <a href="/games" class="button secondary finished-games">{ lang.t(T::FinishedGames) }</a>
            </p>
            // A returning player's games come before the game cards: on a phone they would
            // be five cards down (nothing shows for a browser without online games).
            <crate::components::my_games::MyGames />
            <ul class="game-cards">
                { for GameId::ALL.into_iter().map(|g| {
                    let range = rules::AnyGame::player_range(g);
                    let learn_first = rules::lessons::has_course(g) && !begun.contains(&g);
                    let (play, learn) = if learn_first {
                        ("button secondary play-link", "button primary learn-link")
                    } else {
                        ("button primary play-link", "button secondary learn-link")
                    };
                    html! {
                        <li class="game-card" data-game={g.as_str()}>
                            <div class="game-icon">{ games::icon(g) }</div>
                            <div class="game-text">
                                <h2>{ games::name(g, lang) }</h2>
                                <p class="players-count">{
                                    if range.start() == range.end() {
                                        format!("{} {}", range.start(), lang.t(T::PlayersCount))
                                    } else {
                                        format!("{}–{} {}", range.start(), range.end(), lang.t(T::PlayersCount))
                                    }
                                }</p>
                                <p class="pitch">{ games::pitch(g, lang) }</p>
                                <div class="row">
                                    // A game page is its own document (prerendered, with the whole app).
                                    <a href={Route::game(g).to_path()} class={play}>{ lang.t(T::Play) }</a>
                                    <Link to={Route::rules(g)} classes="button secondary rules-link">{ lang.t(T::Rules) }</Link>
                                    // The lessons run in the whole app: another document.
                                    if rules::lessons::has_course(g) {
                                        <a href={Route::learn(g).to_path()} class={learn}>{ lang.t(crate::learn::texts::Lx::Learn) }</a>
                                    }
                                </div>
                            </div>
                        </li>
                    }
                }) }
            </ul>
            { match &*recent {
                Err(e) => html! { <p class="notice error" role="alert">{ crate::components::notices::recent_list_error_text(e, lang) }</p> },
                Ok(list) if list.is_empty() => html! {},
                Ok(list) => html! {
                    <section class="recent">
                        <h2>{ lang.t(T::RecentGames) }</h2>
                        <ul>
                            { for list.iter().enumerate().filter_map(|(i, saved)| {
                                let game: GameId = saved.record.game.parse().ok()?;
                                let names: Vec<String> = (0..saved.seats.len())
                                    .map(|s| crate::seat_names::seat_name(&saved.seats, s, lang))
                                    .collect();
                                let status = match saved.finished {
                                    Some(true) => format!(" ({})", lang.t(T::Finished)),
                                    Some(false) => format!(" ({})", lang.t(T::Unfinished)),
                                    None => String::new(),
                                };
                                let href = format!("/{}?replay={i}", game.as_str());
                                Some(html! {
                                    <li>
                                        <a href={href}>{ format!("{} — {} — {} {}{status}", games::name(game, lang), names.join(", "),
                                            saved.record.moves.len(), lang.t(T::Moves)) }</a>
                                    </li>
                                })
                            }) }
                        </ul>
                    </section>
                },
            } }
        </div>
    }
}

/// "Puzzle of the day: Cubulus #12", chosen from the date alone (`puzzles::day`): no puzzle
/// is loaded here. The prerendered page has no date: it says "Puzzle of the day" and links
/// the first game's puzzles, and the running page names the day's (the same line, so
/// nothing below moves).
#[function_component(PuzzleOfTheDay)]
fn puzzle_of_the_day() -> Html {
    use crate::puzzles::{day, texts::Pt};
    let lang = use_lang();
    let mounted = crate::context::use_mounted();
    let (href, text) = match day::of_the_day(browser::now()).filter(|_| mounted) {
        Some((game, id)) => (
            day::path(game, id),
            format!(
                "{}: {} #{id}",
                lang.t(Pt::OfTheDay),
                games::name(game, lang)
            ),
        ),
        None => (
            Route::Puzzles {
                game: GameId::ALL[0].as_str().to_string(),
            }
            .to_path(),
            lang.t(Pt::OfTheDay).to_string(),
        ),
    };
    html! {
        <a id="puzzle-of-the-day" {href} class="button secondary">{ text }</a>
    }
}
