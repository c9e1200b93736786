//! The saved studies' requests: `POST /api/studies` saves a new one, `GET`, `PUT` and
//! `DELETE /api/studies/{id}` read, replace and delete one, `GET /api/account/studies`
//! lists the account's own. A change comes from this site ([`FromSite`]) and from its
//! author, signed in; a save also spends the account's save rate ([`Saving`]) before its
//! body is read. The body is a study file's JSON of at most `rules::limits::STUDY` bytes,
//! read by the rules off the async threads ([`crate::work`]). Reading one is public: its
//! address is its key. The log says "study saved" and "study deleted", with the game only.
//!
//! Owns: reading the requests and writing the answers. May not touch: rooms, or how a
//! study is checked ([`super::check`]).

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use online::{limits, ErrorCode, StudyList, StudySaved};
use serde::Serialize;

use super::Checked;
use crate::accounts::sessions::SignedIn;
use crate::api::{read_bytes, FromSite};
use crate::app::App;
use crate::error::{json, Refusal};
use crate::secret;
use crate::store::{now, StudyCaps, StudyRefused};

/// A save (new or changed) by a signed-in author, within the account's save rate
/// (`--study-burst`, `--study-interval`).
pub struct Saving(pub SignedIn);

impl FromRequestParts<Arc<App>> for Saving {
    type Rejection = Refusal;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Self, Refusal> {
        let who = SignedIn::from_request_parts(parts, app).await?;
        if !app.study_rate.take(who.account.id.clone()) {
            return Err(Refusal::new(
                ErrorCode::RateLimited,
                "too many studies saved; try again later",
            ));
        }
        Ok(Saving(who))
    }
}

/// What one account may keep (`online::limits`).
const CAPS: StudyCaps = StudyCaps {
    studies: limits::STUDIES_PER_ACCOUNT,
    bytes: limits::STUDY_BYTES_PER_ACCOUNT,
};

fn no_such_study() -> Refusal {
    Refusal::new(ErrorCode::NoSuchStudy, "no saved study has that address")
}

fn refusal(why: StudyRefused) -> Refusal {
    match why {
        StudyRefused::Missing => no_such_study(),
        StudyRefused::NotAuthor => Refusal::new(
            ErrorCode::NotYourStudy,
            "only its author may change or delete a study",
        ),
        StudyRefused::Full => Refusal::new(
            ErrorCode::TooManyStudies,
            format!(
                "an account keeps at most {} studies of {} bytes in all; delete one first",
                CAPS.studies, CAPS.bytes
            ),
        ),
    }
}

/// The id of an address, when it could be a study's (nothing else is looked up).
fn study_id(id: &str) -> Result<&str, Refusal> {
    if secret::looks_like_study_id(id) {
        Ok(id)
    } else {
        Err(no_such_study())
    }
}

/// A request's study, read by the rules on a blocking thread.
async fn checked(app: &App, body: Body) -> Result<Checked, Refusal> {
    let body = read_bytes(app, body, rules::limits::STUDY).await?;
    app.work.run(move || super::check(&body)).await?
}

fn saved(id: String, study: &Checked, updated: i64) -> StudySaved {
    StudySaved {
        page: online::paths::study_page(study.game.as_str(), &id),
        id,
        updated,
    }
}

fn answer<T: Serialize>(result: Result<T, Refusal>) -> Response {
    match result {
        Ok(body) => json(StatusCode::OK, online::to_text(&body)),
        Err(r) => r.into_response(),
    }
}

/// `POST /api/studies`: saves a new study under the signed-in account.
pub async fn save(
    State(app): State<Arc<App>>,
    _: FromSite,
    Saving(who): Saving,
    body: Body,
) -> Response {
    let done = async {
        let study = checked(&app, body).await?;
        let id = secret::study_id();
        let updated = app
            .store
            .insert_study(&id, &who.account.id, &study.text(), CAPS, now())
            .await?
            .map_err(refusal)?;
        tracing::info!(game = study.game.as_str(), "study saved");
        Ok(saved(id, &study, updated))
    };
    answer(done.await)
}

/// `PUT /api/studies/{id}`: replaces a study by its author.
pub async fn replace(
    State(app): State<Arc<App>>,
    _: FromSite,
    Saving(who): Saving,
    Path(id): Path<String>,
    body: Body,
) -> Response {
    let done = async {
        let id = study_id(&id)?;
        // Asked first so that nobody else's body is replayed; the write asks again.
        match app.store.study_author(id).await? {
            None => return Err(refusal(StudyRefused::Missing)),
            Some(author) if author != who.account.id => {
                return Err(refusal(StudyRefused::NotAuthor))
            }
            Some(_) => {}
        }
        let study = checked(&app, body).await?;
        let updated = app
            .store
            .update_study(id, &who.account.id, &study.text(), CAPS, now())
            .await?
            .map_err(refusal)?;
        tracing::info!(game = study.game.as_str(), "study saved");
        Ok(saved(id.to_string(), &study, updated))
    };
    answer(done.await)
}

/// `DELETE /api/studies/{id}`: deletes a study by its author; answers `{}`.
pub async fn delete(
    State(app): State<Arc<App>>,
    _: FromSite,
    who: SignedIn,
    Path(id): Path<String>,
) -> Response {
    let done = async {
        let id = study_id(&id)?;
        app.store
            .delete_study(id, &who.account.id)
            .await?
            .map_err(refusal)?;
        tracing::info!("study deleted");
        Ok(serde_json::json!({}))
    };
    answer(done.await)
}

/// `GET /api/studies/{id}`: a saved study, for anyone with its address. It can change, so
/// a cache asks again each time (`no-cache`).
pub async fn open(State(app): State<Arc<App>>, Path(id): Path<String>) -> Response {
    let found = async {
        let id = study_id(&id)?;
        app.store.study(id).await?.ok_or_else(no_such_study)
    };
    let mut response = answer(found.await);
    if response.status() == StatusCode::OK {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    response
}

/// `GET /api/account/studies`: the signed-in account's studies, the latest changed first.
pub async fn mine(State(app): State<Arc<App>>, who: SignedIn) -> Response {
    let read = async {
        Ok(StudyList {
            studies: app.store.studies_of(&who.account.id).await?,
        })
    };
    answer(read.await)
}
