//! Ratings (issue 44, item 3; `docs/ratings.md`). A room may be made rated when its maker
//! is signed in, it has a clock and no seat is a computer's; its open seats are then for
//! signed-in people only ([`may_make`], [`may_take_seat`]). Each account has one rating
//! per game over every table size: Weng-Lin (OpenSkill's Bradley-Terry model, through
//! `skillratings`) from each seat's finishing place, every seat a team of one; the games'
//! outcomes name winners only, so the winners share first place and the others share the
//! next (a draw: everyone first). A seat the computer stood in for counts for its person.
//! [`scale`] is how a rating is shown.
//!
//! When a loaded rated room's game is over, [`rate`] changes its ratings off the move's
//! path, in one transaction that first claims the room ([`Store::rate_game`]): every
//! process that sees the end may ask, and the ratings change once. [`catch_up`] asks for
//! the rooms whose end nobody rated (the process stopped first).
//!
//! Owns: the rating's arithmetic and when it runs. May not touch: a room's state (the room
//! hands over the places when its game is over).

pub mod routes;
pub mod scale;

use std::sync::Arc;

use online::{CreateRoom, ErrorCode, OpenTable, SeatSpec};
use rules::{Outcome, Setup};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use self::scale::Standing;
use crate::app::App;
use crate::error::Refusal;
use crate::room::game::Played;
use crate::secret;
use crate::store::ratings::{Rated, RatedPlayer};
use crate::store::{now, Store};

fn not_signed_in(message: &str) -> Refusal {
    Refusal::new(ErrorCode::NotSignedIn, message)
}

/// Whether `req` may make its room, as far as ratings go: a rated room needs a signed-in
/// maker (`account`), a clock, and no computer seat.
pub fn may_make(req: &CreateRoom, account: Option<&str>) -> Result<(), Refusal> {
    if !req.rated {
        return Ok(());
    }
    if account.is_none_or(str::is_empty) {
        return Err(not_signed_in("a rated room is made by a signed-in player"));
    }
    if req.clock == online::Clock::None {
        return Err(Refusal::new(ErrorCode::BadRoom, "a rated room has a clock"));
    }
    if req
        .seats
        .iter()
        .any(|s| matches!(s, SeatSpec::Computer { .. }))
    {
        return Err(Refusal::new(
            ErrorCode::BadRoom,
            "computers are never rated: a rated room has no computer seat",
        ));
    }
    Ok(())
}

/// Whether a person signed in as `account` (`None` or empty: not signed in), who already
/// has a seat of the room or not (`seated`), may take an open seat of a room that is
/// `rated` or not: a rated room's seats are for signed-in people, one each.
pub fn may_take_seat(rated: bool, account: Option<&str>, seated: bool) -> Result<(), Refusal> {
    if !rated {
        return Ok(());
    }
    if account.is_none_or(str::is_empty) {
        return Err(not_signed_in(
            "the seats of a rated room are for signed-in players",
        ));
    }
    if seated {
        return Err(Refusal::new(
            ErrorCode::NoOpenSeat,
            "a player has one seat of a rated room",
        ));
    }
    Ok(())
}

/// The open tables "Play now" tries, in order: for a caller who is not signed in (`mine`
/// is `None`) the unrated ones as they come (the oldest first); for a signed-in caller,
/// whose rating shows `mine`, every table, the one whose seated people's mean rating is
/// nearest theirs first (a person without a rating counts as new, 1500), the oldest first
/// among equals.
pub fn nearest_first(mut tables: Vec<OpenTable>, mine: Option<i32>) -> Vec<OpenTable> {
    let Some(mine) = mine else {
        tables.retain(|t| !t.rated);
        return tables;
    };
    let distance = |t: &OpenTable| {
        let people = t
            .seats
            .iter()
            .filter(|s| s.kind == online::SeatKind::Person)
            .count();
        (scale::mean(&t.ratings, people) - f64::from(mine)).abs()
    };
    let mut keyed: Vec<(f64, OpenTable)> = tables.into_iter().map(|t| (distance(&t), t)).collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
    keyed.into_iter().map(|(_, t)| t).collect()
}

/// Each seat's place at the end (0: first; equal places tie): the winners share first
/// place and everyone else the next; a draw, or an end without winners, is a tie of all.
pub fn places(players: usize, outcome: &Outcome) -> Vec<usize> {
    let winners = outcome.winners();
    (0..players)
        .map(|s| usize::from(!winners.is_empty() && !winners.contains(&s)))
        .collect()
}

/// The places of a game won by a claim: the claimer first, everyone else second.
pub fn claimed_places(players: usize, claimer: rules::Seat) -> Vec<usize> {
    places(players, &Outcome::Winners(vec![claimer]))
}

/// The ratings after a game: Weng-Lin with its default parameters (beta 25/6, no added
/// uncertainty between games), each player a team of one at their place.
pub fn update(players: &[(Standing, usize)]) -> Vec<Standing> {
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|(s, _)| {
            [WengLinRating {
                rating: s.mu,
                uncertainty: s.sigma,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(place + 1)))
        .collect();
    let after = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    players
        .iter()
        .enumerate()
        .map(|(i, (before, _))| {
            after
                .get(i)
                .and_then(|team| team.first())
                .map(|r| Standing {
                    mu: r.rating,
                    sigma: r.uncertainty,
                })
                .filter(|s| s.mu.is_finite() && s.sigma.is_finite() && s.sigma > 0.0)
                .unwrap_or(*before)
        })
        .collect()
}

/// Changes a rated room's ratings, once over every process, from each seat's place.
pub async fn settle(store: &Store, room: &str, places: &[usize]) -> Result<Rated, Refusal> {
    let rated = store
        .rate_game(room, places, now(), |players: &[RatedPlayer]| {
            let table: Vec<(Standing, usize)> =
                players.iter().map(|p| (p.before, p.place)).collect();
            update(&table)
        })
        .await?;
    if let Rated::Now(n) = rated {
        tracing::info!(room = secret::tag(room), players = n, "rated");
    }
    Ok(rated)
}

/// The game of a loaded rated room is over with these `places`: its ratings change, on a
/// task of their own, never delaying the move that ended it.
pub fn rate(app: &Arc<App>, room: &str, places: Vec<usize>) {
    let (app, room) = (app.clone(), room.to_string());
    tokio::spawn(async move {
        if let Err(e) = settle(&app.store, &room, &places).await {
            // Asked again by the next process to load the room, or by [`catch_up`].
            tracing::warn!(room = secret::tag(&room), "rating: {e:?}");
        }
    });
}

/// A rated room's game over this long ago that nobody rated is rated by [`catch_up`].
const CATCH_UP_AFTER: i64 = 60;

/// Rooms [`catch_up`] looks at in one round.
const CATCH_UP_BATCH: i64 = 50;

/// Rates the rated rooms whose end nobody rated (the process that saw it stopped before):
/// each is replayed off the async threads for its places. Run with the sweep.
pub async fn catch_up(app: &App) -> usize {
    let ids = match app
        .store
        .unrated_ends(now() - CATCH_UP_AFTER, CATCH_UP_BATCH)
        .await
    {
        Ok(ids) => ids,
        Err(e) => {
            tracing::warn!("rating catch-up: {e}");
            return 0;
        }
    };
    let mut done = 0;
    for id in ids {
        match places_of(app, &id).await {
            Ok(Some(places)) => match settle(&app.store, &id, &places).await {
                Ok(Rated::Now(_)) => done += 1,
                Ok(_) => {}
                Err(e) => tracing::warn!(room = secret::tag(&id), "rating catch-up: {e:?}"),
            },
            Ok(None) => {}
            Err(e) => tracing::warn!(room = secret::tag(&id), "rating catch-up: {e:?}"),
        }
    }
    done
}

/// A stored room's places, if its game is over.
async fn places_of(app: &App, id: &str) -> Result<Option<Vec<usize>>, Refusal> {
    let Some(stored) = app.store.load_room(id).await? else {
        return Ok(None);
    };
    if let Some(claimer) = stored.claimed {
        return Ok(Some(claimed_places(stored.players, claimer)));
    }
    let players = stored.players;
    let setup = Setup {
        players,
        options: stored.options,
    };
    let (game, seed, moves) = (stored.game, stored.seed, stored.moves);
    let played = app
        .work
        .run(move || Played::replay(&game, setup, seed, moves))
        .await?
        .map_err(|e| {
            tracing::error!(room = secret::tag(id), "rating catch-up: {e}");
            Refusal::unavailable()
        })?;
    Ok(played.game.outcome().map(|o| places(players, &o)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new_players(places: &[usize]) -> Vec<(Standing, usize)> {
        places.iter().map(|&p| (Standing::NEW, p)).collect()
    }

    #[test]
    fn the_winner_gains_what_the_loser_loses_between_equals() {
        let after = update(&new_players(&[0, 1]));
        let (w, l) = (after[0].shown().value, after[1].shown().value);
        assert!(w > 1500 && l < 1500, "{w} {l}");
        assert_eq!(w - 1500, 1500 - l);
        assert!(after[0].sigma < Standing::NEW.sigma);
    }

    #[test]
    fn a_tie_between_equals_changes_no_value_but_the_uncertainty() {
        let after = update(&new_players(&[0, 0]));
        assert_eq!(after[0].shown().value, 1500);
        assert_eq!(after[1].shown().value, 1500);
        assert!(after[0].sigma < Standing::NEW.sigma);
    }

    #[test]
    fn three_places_are_ordered() {
        let after = update(&new_players(&[1, 0, 2]));
        assert!(after[1].mu > after[0].mu && after[0].mu > after[2].mu);
    }

    #[test]
    fn beating_a_stronger_player_gains_more() {
        let strong = Standing {
            mu: 30.0,
            sigma: 3.0,
        };
        let weak = Standing {
            mu: 20.0,
            sigma: 3.0,
        };
        let upset = update(&[(weak, 0), (strong, 1)]);
        let expected = update(&[(strong, 0), (weak, 1)]);
        assert!(upset[0].mu - weak.mu > expected[0].mu - strong.mu);
    }

    #[test]
    fn winners_share_first_place_and_a_draw_ties_everyone() {
        assert_eq!(places(3, &Outcome::Winners(vec![2])), vec![1, 1, 0]);
        assert_eq!(places(4, &Outcome::Winners(vec![0, 3])), vec![0, 1, 1, 0]);
        assert_eq!(places(2, &Outcome::Draw), vec![0, 0]);
        assert_eq!(claimed_places(2, 1), vec![1, 0]);
    }

    #[test]
    fn a_rating_stops_being_provisional_after_a_dozen_games_between_two() {
        // Two new players who win in turn: how many games until neither is provisional.
        let mut pair = [Standing::NEW, Standing::NEW];
        let mut games = 0;
        while pair.iter().any(|s| s.provisional()) {
            let w = games % 2;
            let after = update(&[
                (pair[0], usize::from(w != 0)),
                (pair[1], usize::from(w != 1)),
            ]);
            pair = [after[0], after[1]];
            games += 1;
            assert!(games < 100);
        }
        assert_eq!(games, 12);
    }

    #[test]
    fn only_a_signed_in_maker_of_a_clocked_room_without_computers_makes_it_rated() {
        let mut req = CreateRoom::new(
            "cubes",
            Setup::players(2),
            vec![SeatSpec::Open, SeatSpec::Open],
            "Ada",
        );
        req.rated = true;
        req.clock = online::Clock::PLAY_NOW;
        assert_eq!(may_make(&req, Some("acc")), Ok(()));
        let code = |r: Result<(), Refusal>| r.err().map(|r| r.code);
        assert_eq!(code(may_make(&req, None)), Some(ErrorCode::NotSignedIn));
        assert_eq!(code(may_make(&req, Some(""))), Some(ErrorCode::NotSignedIn));
        let mut no_clock = req.clone();
        no_clock.clock = online::Clock::None;
        assert_eq!(
            code(may_make(&no_clock, Some("acc"))),
            Some(ErrorCode::BadRoom)
        );
        let mut computer = req.clone();
        computer.seats[1] = SeatSpec::computer("easy");
        assert_eq!(
            code(may_make(&computer, Some("acc"))),
            Some(ErrorCode::BadRoom)
        );
        req.rated = false;
        assert_eq!(may_make(&req, None), Ok(()));
    }

    fn table(room: &str, rated: bool, ratings: &[Option<i32>]) -> OpenTable {
        OpenTable {
            room: room.into(),
            game: "cubes".into(),
            setup: Setup::players(ratings.len() + 1),
            clock: online::Clock::PLAY_NOW,
            seats: ratings
                .iter()
                .map(|_| online::SeatInfo::person("p"))
                .chain([online::SeatInfo::open()])
                .collect(),
            since: 0,
            rated,
            ratings: ratings
                .iter()
                .map(|r| {
                    r.map(|value| online::Rating {
                        value,
                        provisional: false,
                    })
                })
                .collect(),
        }
    }

    #[test]
    fn play_now_tries_the_nearest_rating_first_and_rated_tables_only_signed_in() {
        let tables = vec![
            table("old", false, &[None]),
            table("strong", true, &[Some(1850)]),
            table("near", false, &[Some(1720), Some(1650)]),
        ];
        let rooms = |t: Vec<OpenTable>| t.into_iter().map(|t| t.room).collect::<Vec<_>>();
        assert_eq!(
            rooms(nearest_first(tables.clone(), Some(1700))),
            ["near", "strong", "old"]
        );
        assert_eq!(
            rooms(nearest_first(tables.clone(), Some(1500))),
            ["old", "near", "strong"]
        );
        assert_eq!(rooms(nearest_first(tables, None)), ["old", "near"]);
    }

    #[test]
    fn a_rated_seat_is_for_a_signed_in_player() {
        let code = |r: Result<(), Refusal>| r.err().map(|r| r.code);
        assert_eq!(may_take_seat(false, None, false), Ok(()));
        assert_eq!(may_take_seat(false, Some(""), true), Ok(()));
        assert_eq!(may_take_seat(true, Some("acc"), false), Ok(()));
        assert_eq!(
            code(may_take_seat(true, None, false)),
            Some(ErrorCode::NotSignedIn)
        );
        assert_eq!(
            code(may_take_seat(true, Some(""), false)),
            Some(ErrorCode::NotSignedIn)
        );
        assert_eq!(
            code(may_take_seat(true, Some("acc"), true)),
            Some(ErrorCode::NoOpenSeat)
        );
    }
}
