//! The archive (issue 44, item 5): every finished listed game, public after its end and
//! kept (the sweep never deletes an archived room, nor a finished listed one before it is
//! archived). The archiver ([`run`]) writes each finished game once, on any process (the
//! first insert wins): its record as a link (seed revealed, as a finished record is), its
//! winners, and who sat where; [`routes`] answers the searches and a player's download.
//!
//! Owns: what an archived game says. May not touch: a loaded room (it reads the database).

pub mod routes;

use std::sync::Arc;

use rules::Outcome;

use crate::app::App;
use crate::names;
use crate::records::record_of;
use crate::store::{Archived, ArchivedSeat, StoredRoom};

/// Games archived per round (the next round follows at once while there are more).
const BATCH: i64 = 100;

/// Archives the finished listed games the archive lacks; returns how many.
pub async fn archive_once(app: &App) -> usize {
    let mut done = 0;
    loop {
        let ids = match app.store.unarchived(BATCH).await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!("archive: {e}");
                return done;
            }
        };
        let round = ids.len();
        for id in ids {
            let stored = match app.store.load_room(&id).await {
                Ok(Some(stored)) => stored,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!("archive: {e}");
                    return done;
                }
            };
            let made = app.work.run(move || archived(&stored)).await;
            match made {
                Ok(Ok(game)) => match app.store.archive(&game).await {
                    Ok(()) => done += 1,
                    Err(e) => {
                        tracing::warn!("archive: {e}");
                        return done;
                    }
                },
                // A room whose record does not replay is left out (and said once a round).
                Ok(Err(e)) | Err(crate::error::Refusal { message: e, .. }) => {
                    tracing::warn!(room = crate::secret::tag(&id), "archive: {e}");
                    if let Err(e) = app.store.archive(&unreadable(&id)).await {
                        tracing::warn!("archive: {e}");
                    }
                }
            }
        }
        if round < BATCH as usize {
            return done;
        }
    }
}

/// A room that does not replay, archived as nothing so it is not tried again (it is never
/// listed: it has no seats and no game).
fn unreadable(id: &str) -> Archived {
    Archived {
        room: id.to_string(),
        game: String::new(),
        players: 0,
        ended: 0,
        moves: 0,
        link: String::new(),
        winners: Vec::new(),
        seats: Vec::new(),
    }
}

/// What the archive keeps of a finished room: the record replayed for its outcome (a claimed
/// win is the claimer's).
pub fn archived(stored: &StoredRoom) -> Result<Archived, String> {
    let record = record_of(stored).map_err(|r| r.message)?;
    let end = record.replay().map_err(|e| e.to_string())?;
    let winners = match (stored.claimed, end.outcome()) {
        (Some(seat), _) => vec![seat],
        (None, Some(Outcome::Winners(w))) => w,
        (None, Some(Outcome::Draw)) => Vec::new(),
        (None, None) => return Err("the game has not ended".into()),
    };
    let link = record.to_link().map_err(|e| e.to_string())?;
    let seats = stored
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| ArchivedSeat {
            name: s.name.clone(),
            name_key: names::key(&s.name),
            account: s.account.clone(),
            computer: matches!(s.kind, online::SeatKind::Computer { .. }),
            won: winners.contains(&i),
            deleted: false,
        })
        .collect();
    Ok(Archived {
        room: stored.id.clone(),
        game: stored.game.clone(),
        players: stored.players,
        ended: stored.ended.unwrap_or(0),
        moves: record.moves.len(),
        link,
        winners,
        seats,
    })
}

/// Runs the archiver every `archive_interval` until the server stops.
pub async fn run(app: Arc<App>) {
    app.every(app.settings.archive_interval, || async {
        let n = archive_once(&app).await;
        if n > 0 {
            tracing::info!(games = n, "archived");
        }
    })
    .await;
}
