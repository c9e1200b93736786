use crate::router::Link;
use rules::GameId;
use yew::prelude::*;

use crate::browser;
use crate::context::use_lang;
use crate::games;
use crate::i18n::T;
use crate::route::Route;
use crate::storage::{self, BrowserStore};

/// The five games, and the recent games to replay.
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
    html! {
        <div class="home">
            <p class="tagline">{ lang.t(T::Tagline) }</p>
            <p class="how-to-play">{ lang.t(T::HowToPlay) }</p>
            <ul class="game-cards">
                { for GameId::ALL.into_iter().map(|g| {
                    let range = rules::AnyGame::player_range(g);
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
                                    <a href={Route::game(g).to_path()} class="button primary">{ lang.t(T::Play) }</a>
                                    <Link to={Route::rules(g)} classes="button secondary">{ lang.t(T::Rules) }</Link>
                                    // The lessons run in the whole app: another document.
                                    if rules::lessons::has_course(g) {
                                        <a href={Route::learn(g).to_path()} class="button secondary learn-link">{ lang.t(crate::learn::texts::Lx::Learn) }</a>
                                    }
                                </div>
                            </div>
                        </li>
                    }
                }) }
            </ul>
            <PuzzleOfTheDay />
            <p class="find-table">
                <a href={online::paths::lobby(None)} class="button secondary">{ lang.t(T::FindTable) }</a>
            </p>
            <crate::components::my_games::MyGames />
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
/// is loaded here. Shown once the page runs, since the prerendered page has no date.
#[function_component(PuzzleOfTheDay)]
fn puzzle_of_the_day() -> Html {
    use crate::puzzles::{day, texts::Pt};
    let lang = use_lang();
    let mounted = crate::context::use_mounted();
    match day::of_the_day(browser::now()).filter(|_| mounted) {
        Some((game, id)) => html! {
            <p class="puzzle-of-the-day">
                <a id="puzzle-of-the-day" href={day::path(game, id)} class="button secondary">
                    { format!("{}: {} #{id}", lang.t(Pt::OfTheDay), games::name(game, lang)) }
                </a>
            </p>
        },
        None => html! {},
    }
}
