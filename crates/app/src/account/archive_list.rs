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

/// `YYYY-MM-DD` (UTC) of an instant in seconds since 1970.
pub fn day(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    // The civil-from-days arithmetic (March-based years).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_utc_dates() {
        assert_eq!(day(0), "1970-01-01");
        assert_eq!(day(1_795_910_400), "2026-11-29");
        assert_eq!(day(1_709_164_800 + 86_399), "2024-02-29");
    }
}
