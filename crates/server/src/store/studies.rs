//! The saved studies' queries (issue 45), once for both databases like [`super::sql`]'s: a
//! study under its author, read by its id or listed for its author. A save checks the
//! account's caps and writes in one transaction that first locks the account's row, so two
//! saves of one account at once (on one process or two) are checked one after the other.
//! What a study is and whether it reads is the rules' (`crate::studies`); here it is text.

use online::{SavedStudy, StudyListed};
use sqlx::{Any, Row, Transaction};

use super::rows::Result;
use super::sql::{to_usize, Store};

/// A study as it is written: read and checked, and written again by the rules.
pub struct StudyText<'a> {
    /// Its chapters' one game.
    pub game: &'a str,
    pub title: &'a str,
    /// `rules::Study::to_json`.
    pub body: &'a str,
}

/// What one account may keep: studies, and their bytes together.
#[derive(Clone, Copy, Debug)]
pub struct StudyCaps {
    pub studies: usize,
    pub bytes: usize,
}

/// Why a save or a deletion of a study was not done (nothing changed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StudyRefused {
    /// The account would keep more studies, or more bytes of them, than its caps.
    Full,
    /// No study has that id.
    Missing,
    /// The study is another account's.
    NotAuthor,
}

/// A save's outcome: when the study changed (seconds since 1970), or why it did not.
pub type StudyWrite = std::result::Result<i64, StudyRefused>;

/// Locks `account`'s row until the transaction ends (PostgreSQL: a row lock another save
/// of the account waits for; SQLite: the one writer's lock, taken at the start).
async fn lock_account(tx: &mut Transaction<'static, Any>, account: &str) -> Result<()> {
    sqlx::query("UPDATE accounts SET created = created WHERE id = $1")
        .bind(account)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The number and bytes of `account`'s studies other than `except`.
async fn kept(
    tx: &mut Transaction<'static, Any>,
    account: &str,
    except: &str,
) -> Result<(usize, usize)> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(bytes), 0) AS BIGINT) AS bytes
         FROM studies WHERE account = $1 AND id <> $2",
    )
    .bind(account)
    .bind(except)
    .fetch_one(&mut **tx)
    .await?;
    Ok((
        to_usize(row.try_get("n")?)?,
        to_usize(row.try_get("bytes")?)?,
    ))
}

/// Whether `bytes` kept and `body` stay within the caps' bytes.
fn bytes_fit(caps: StudyCaps, bytes: usize, body: &str) -> bool {
    bytes.saturating_add(body.len()) <= caps.bytes
}

impl Store {
    /// Saves a new study `id` of `account`, unless the account's studies would then be
    /// over `caps` ([`StudyWrite::Full`]).
    pub async fn insert_study(
        &self,
        id: &str,
        account: &str,
        study: &StudyText<'_>,
        caps: StudyCaps,
        now: i64,
    ) -> Result<StudyWrite> {
        let mut tx = self.pools.write.begin().await?;
        lock_account(&mut tx, account).await?;
        let (studies, bytes) = kept(&mut tx, account, id).await?;
        if studies >= caps.studies || !bytes_fit(caps, bytes, study.body) {
            return Ok(Err(StudyRefused::Full));
        }
        sqlx::query(
            "INSERT INTO studies (id, account, game, title, body, bytes, created, updated)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
        )
        .bind(id)
        .bind(account)
        .bind(study.game)
        .bind(study.title)
        .bind(study.body)
        .bind(study.body.len() as i64)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Ok(now))
    }

    /// Replaces study `id` by its author `account`; the caps count its new size instead of
    /// its old. Its `updated` moves to `now`, or one second on when it was `now` already,
    /// so that every change shows.
    pub async fn update_study(
        &self,
        id: &str,
        account: &str,
        study: &StudyText<'_>,
        caps: StudyCaps,
        now: i64,
    ) -> Result<StudyWrite> {
        let mut tx = self.pools.write.begin().await?;
        lock_account(&mut tx, account).await?;
        let author: Option<String> =
            sqlx::query_scalar("SELECT account FROM studies WHERE id = $1")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
        match author {
            None => return Ok(Err(StudyRefused::Missing)),
            Some(a) if a != account => return Ok(Err(StudyRefused::NotAuthor)),
            Some(_) => {}
        }
        // The study is one of the account's already: only its bytes can go over a cap.
        let (_, bytes) = kept(&mut tx, account, id).await?;
        if !bytes_fit(caps, bytes, study.body) {
            return Ok(Err(StudyRefused::Full));
        }
        let updated: i64 = sqlx::query_scalar(
            "UPDATE studies SET game = $2, title = $3, body = $4, bytes = $5,
                 updated = CASE WHEN updated < $6 THEN $6 ELSE updated + 1 END
             WHERE id = $1 RETURNING updated",
        )
        .bind(id)
        .bind(study.game)
        .bind(study.title)
        .bind(study.body)
        .bind(study.body.len() as i64)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Ok(updated))
    }

    /// Deletes study `id` if `account` is its author.
    pub async fn delete_study(
        &self,
        id: &str,
        account: &str,
    ) -> Result<std::result::Result<(), StudyRefused>> {
        let deleted = sqlx::query("DELETE FROM studies WHERE id = $1 AND account = $2")
            .bind(id)
            .bind(account)
            .execute(&self.pools.write)
            .await?
            .rows_affected();
        if deleted > 0 {
            return Ok(Ok(()));
        }
        Ok(Err(match self.study_author(id).await? {
            Some(_) => StudyRefused::NotAuthor,
            None => StudyRefused::Missing,
        }))
    }

    /// The id of the account whose study `id` is.
    pub async fn study_author(&self, id: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT account FROM studies WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pools.read)
                .await?,
        )
    }

    /// Study `id` as anyone reads it, with its author's handle.
    pub async fn study(&self, id: &str) -> Result<Option<SavedStudy>> {
        let row = sqlx::query(
            "SELECT s.game, s.updated, s.body, a.handle FROM studies s
             JOIN accounts a ON a.id = s.account WHERE s.id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pools.read)
        .await?;
        row.map(|r| {
            Ok(SavedStudy {
                id: id.to_string(),
                game: r.try_get("game")?,
                author: r.try_get("handle")?,
                updated: r.try_get("updated")?,
                study: r.try_get("body")?,
            })
        })
        .transpose()
    }

    /// `account`'s studies, the latest changed first.
    pub async fn studies_of(&self, account: &str) -> Result<Vec<StudyListed>> {
        let rows = sqlx::query(
            "SELECT id, game, title, updated, bytes FROM studies WHERE account = $1
             ORDER BY updated DESC, created DESC, id",
        )
        .bind(account)
        .fetch_all(&self.pools.read)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(StudyListed {
                    id: r.try_get("id")?,
                    game: r.try_get("game")?,
                    title: r.try_get("title")?,
                    updated: r.try_get("updated")?,
                    bytes: to_usize(r.try_get("bytes")?)?,
                })
            })
            .collect()
    }
}
