//! The archive's requests: `GET /api/games` (a page of finished games a search finds) and
//! `GET /api/players/{handle}/records` (every archived game of an account, as records).
//! Both are public: an archived game is as public as its finished record.
//!
//! Owns: reading the searches and writing the answers. May not touch: the archiver.

use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{limits, ArchiveGame, ArchivePage, ArchiveSeat, ErrorCode};
use serde::Deserialize;

use crate::app::App;
use crate::error::{json, Refusal};
use crate::names;
use crate::store::archive::Result_;
use crate::store::{Archived, Search};

/// The query of `GET /api/games`, as typed.
#[derive(Debug, Default, Deserialize)]
pub struct GamesQuery {
    pub player: Option<String>,
    /// An account's handle only (a player's page): not a seat's name.
    pub handle: Option<String>,
    pub game: Option<String>,
    pub result: Option<String>,
    pub from: Option<String>,
    pub to: Option<String>,
    pub page: Option<String>,
}

/// `GET /api/games`.
pub async fn games(
    State(app): State<Arc<App>>,
    query: Result<Query<GamesQuery>, QueryRejection>,
) -> Response {
    let found = async {
        let Query(q) = query.map_err(|e| bad(&e.body_text()))?;
        let (search, page) = read(&q)?;
        let per = limits::ARCHIVE_PAGE as i64;
        let offset = (page as i64 - 1) * per;
        // One more than a page: whether another follows.
        let mut games = app.store.search_archive(&search, offset, per + 1).await?;
        let more = games.len() > limits::ARCHIVE_PAGE;
        games.truncate(limits::ARCHIVE_PAGE);
        Ok::<_, Refusal>(ArchivePage {
            games: games.into_iter().map(public).collect(),
            page,
            more,
        })
    };
    match found.await {
        Ok(page) => cached(online::to_text(&page)),
        Err(r) => r.into_response(),
    }
}

/// `GET /api/players/{handle}/records`: the account's archived games, the latest first,
/// as a JSON array of records (a file to keep: `Content-Disposition: attachment`).
pub async fn records(State(app): State<Arc<App>>, Path(handle): Path<String>) -> Response {
    let found = async {
        let handle = names::check(&handle).map_err(|_| bad("not a player's handle"))?;
        let search = Search {
            player: Some(names::key(&handle)),
            account_only: true,
            ..Search::default()
        };
        let games = app
            .store
            .search_archive(&search, 0, limits::ARCHIVE_DOWNLOAD as i64)
            .await?;
        let records: Vec<serde_json::Value> = games
            .iter()
            .filter_map(|g| {
                let record = rules::Record::from_link(&g.link).ok()?;
                serde_json::from_str(&record.to_json().ok()?).ok()
            })
            .collect();
        Ok::<_, Refusal>((handle, serde_json::Value::Array(records).to_string()))
    };
    match found.await {
        Ok((handle, body)) => {
            let file: String = handle
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .collect();
            (
                StatusCode::OK,
                [
                    (header::CONTENT_TYPE, "application/json".to_string()),
                    (header::CACHE_CONTROL, "no-store".to_string()),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"cube-table-{file}-games.json\""),
                    ),
                ],
                body,
            )
                .into_response()
        }
        Err(r) => r.into_response(),
    }
}

fn bad(message: &str) -> Refusal {
    Refusal::new(ErrorCode::Malformed, rules::clip(message))
}

/// The search a query asks for and its page.
fn read(q: &GamesQuery) -> Result<(Search, usize), Refusal> {
    fn given(v: &Option<String>) -> Option<&str> {
        v.as_deref().map(str::trim).filter(|v| !v.is_empty())
    }
    if given(&q.player).is_some() && given(&q.handle).is_some() {
        return Err(bad("player or handle, not both"));
    }
    let player = match given(&q.player).or(given(&q.handle)) {
        Some(p) => Some(names::key(
            &names::check(p).map_err(|_| bad("player: not a name or handle"))?,
        )),
        None => None,
    };
    let game = match given(&q.game) {
        Some(g) => Some(
            g.parse::<rules::GameId>()
                .map_err(|_| bad(&format!("game: no game {g:?}")))?
                .as_str()
                .to_string(),
        ),
        None => None,
    };
    let result = match given(&q.result) {
        None | Some("any") => None,
        Some("draw") => Some(Result_::Draw),
        Some("won") if player.is_some() => Some(Result_::Won),
        Some("lost") if player.is_some() => Some(Result_::Lost),
        Some("won" | "lost") => return Err(bad("result: won or lost needs a player")),
        Some(r) => return Err(bad(&format!("result: {r:?} is not won, lost, draw or any"))),
    };
    let from = given(&q.from)
        .map(|d| day_start(d).ok_or_else(|| bad("from: a date as YYYY-MM-DD")))
        .transpose()?;
    // `to` includes its day.
    let to = given(&q.to)
        .map(|d| {
            day_start(d)
                .map(|s| s + 86_400)
                .ok_or_else(|| bad("to: a date as YYYY-MM-DD"))
        })
        .transpose()?;
    let page = match given(&q.page) {
        None => 1,
        Some(p) => p
            .parse::<usize>()
            .ok()
            .filter(|p| (1..=limits::ARCHIVE_PAGES).contains(p))
            .ok_or_else(|| {
                bad(&format!(
                    "page: a number from 1 to {}",
                    limits::ARCHIVE_PAGES
                ))
            })?,
    };
    let search = Search {
        player,
        game,
        result,
        from,
        to,
        account_only: given(&q.handle).is_some(),
    };
    Ok((search, page))
}

/// The first second of a `YYYY-MM-DD` day (UTC), from 1970 to 9999.
fn day_start(date: &str) -> Option<i64> {
    let mut parts = date.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days_in = [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ];
    if y < 1970 || !(1..=12).contains(&m) || d < 1 || d > days_in[(m - 1) as usize] {
        return None;
    }
    // Days from 1970-01-01 (the civil-from-days arithmetic, March-based years).
    let (yy, mm) = if m <= 2 { (y - 1, m + 9) } else { (y, m - 3) };
    let era = yy.div_euclid(400);
    let yoe = yy - era * 400;
    let doy = (153 * mm + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some((era * 146_097 + doe - 719_468) * 86_400)
}

/// An archived game as the public sees it.
fn public(g: Archived) -> ArchiveGame {
    ArchiveGame {
        room: g.room,
        game: g.game,
        ended: g.ended,
        moves: g.moves,
        link: g.link,
        winners: g.winners,
        seats: g
            .seats
            .into_iter()
            .map(|s| ArchiveSeat {
                name: s.name,
                handle: s.account,
                computer: s.computer,
                won: s.won,
                deleted: s.deleted,
            })
            .collect(),
    }
}

/// A page of the archive: it changes as games end, so it may be kept a little.
fn cached(body: String) -> Response {
    let mut r = json(StatusCode::OK, body);
    r.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("public, max-age=10"),
    );
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_is_read_as_its_first_second_in_utc() {
        assert_eq!(day_start("1970-01-01"), Some(0));
        assert_eq!(day_start("2026-11-29"), Some(1_795_910_400));
        assert_eq!(day_start("2024-02-29"), Some(1_709_164_800));
        for bad in [
            "2023-02-29",
            "2026-13-01",
            "2026-1-01",
            "1969-12-31",
            "x",
            "2026-11-29-1",
        ] {
            assert_eq!(day_start(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_search_is_read_with_a_clear_error_for_each_field() {
        let q = |f: &dyn Fn(&mut GamesQuery)| {
            let mut q = GamesQuery::default();
            f(&mut q);
            read(&q).map_err(|r| r.message)
        };
        let (s, page) = q(&|q| {
            q.player = Some(" Ada ".into());
            q.result = Some("won".into());
            q.game = Some("cubes".into());
            q.page = Some("2".into());
        })
        .unwrap();
        assert_eq!(
            (s.player.as_deref(), s.result, page),
            (Some("ada"), Some(Result_::Won), 2)
        );
        assert!(q(&|q| q.result = Some("won".into()))
            .unwrap_err()
            .contains("needs a player"));
        assert!(q(&|q| q.game = Some("chess".into()))
            .unwrap_err()
            .contains("no game"));
        assert!(q(&|q| q.from = Some("yesterday".into()))
            .unwrap_err()
            .contains("YYYY-MM-DD"));
        assert!(q(&|q| q.page = Some("0".into()))
            .unwrap_err()
            .contains("page"));
        let (s, _) = q(&|q| q.to = Some("1970-01-01".into())).unwrap();
        assert_eq!(s.to, Some(86_400));
    }
}
