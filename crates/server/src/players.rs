//! A player's public page (issue 44, item 4): `GET /api/players/{handle}` says when the
//! account was made and, per game, its finished archived games, its wins and its rating
//! with its history (`crate::ratings`). Nothing private: no sessions, devices or seat links. Its recent games
//! are the archive's (`GET /api/games?handle=…`), its download the archive's too.
//!
//! Owns: the page's answer. May not touch: rooms.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{ErrorCode, PlayerGame, PlayerProfile, PlayerRating, RatingPoint};

use crate::app::App;
use crate::error::{json, Refusal};
use crate::names;

/// `GET /api/players/{handle}`.
pub async fn profile(State(app): State<Arc<App>>, Path(handle): Path<String>) -> Response {
    let found = async {
        let no_player = || Refusal::new(ErrorCode::NoSuchPlayer, "no player has that handle");
        let handle = names::check(&handle).map_err(|_| no_player())?;
        let account = app
            .store
            .account_by_handle(&names::key(&handle))
            .await?
            .ok_or_else(no_player)?;
        let mut games: Vec<PlayerGame> = app
            .store
            .played_and_won(&account.id)
            .await?
            .into_iter()
            .map(|(game, played, won)| PlayerGame {
                game,
                played,
                won,
                rating: None,
            })
            .collect();
        for (game, (standing, history)) in app.store.ratings_of(&account.id).await? {
            let shown = standing.shown();
            let rating = Some(PlayerRating {
                rating: i64::from(shown.value),
                provisional: shown.provisional,
                history: history
                    .into_iter()
                    .map(|(at, rating)| RatingPoint { at, rating })
                    .collect(),
            });
            match games.iter_mut().find(|g| g.game == game) {
                Some(g) => g.rating = rating,
                None => games.push(PlayerGame {
                    game,
                    played: 0,
                    won: 0,
                    rating,
                }),
            }
        }
        Ok::<_, Refusal>(PlayerProfile {
            handle: account.handle,
            since: account.created,
            games,
        })
    };
    match found.await {
        Ok(profile) => {
            let mut r = json(StatusCode::OK, online::to_text(&profile));
            r.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static("public, max-age=10"),
            );
            r
        }
        Err(r) => r.into_response(),
    }
}
