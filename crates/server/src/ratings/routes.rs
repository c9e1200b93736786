//! `GET /api/ratings/{game}`: a game's leaderboard, public: the [`TOP`] players with a rated
//! game of it in the last [`ACTIVE_DAYS`] days, established ratings first, then by
//! rating; each by handle with the rating as shown and their rated games played and won.
//!
//! Owns: the leaderboard's answer. May not touch: a rating's update.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use online::{ErrorCode, Leaderboard, Ranked};
use rules::GameId;

use super::scale::{Standing, PROVISIONAL_DEVIATION, SCALE};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::store::now;

/// Players on a leaderboard.
pub const TOP: i64 = 50;

/// A player is on a leaderboard while their last rated game of it is this recent.
pub const ACTIVE_DAYS: i64 = 90;

/// `GET /api/ratings/{game}`.
pub async fn leaderboard(State(app): State<Arc<App>>, Path(game): Path<String>) -> Response {
    match board(&app, &game).await {
        Ok(b) => json(StatusCode::OK, online::to_text(&b)),
        Err(r) => r.into_response(),
    }
}

async fn board(app: &App, game: &str) -> Result<Leaderboard, Refusal> {
    let game: GameId = game.parse().map_err(|_| {
        Refusal::new(
            ErrorCode::BadRoom,
            format!("unknown game {}", rules::clip(game)),
        )
    })?;
    let since = now() - ACTIVE_DAYS * 86_400;
    let rows = app
        .store
        .leaderboard(game.as_str(), since, PROVISIONAL_DEVIATION / SCALE, TOP)
        .await?;
    Ok(Leaderboard {
        game: game.as_str().to_string(),
        players: rows
            .into_iter()
            .map(|r| Ranked {
                handle: r.handle,
                rating: Standing::shown(r.standing),
                games: u32::try_from(r.games).unwrap_or(u32::MAX),
                wins: u32::try_from(r.wins).unwrap_or(u32::MAX),
            })
            .collect(),
    })
}
