//! The accounts' queries (issue 44), once for both databases like [`super::sql`]'s: accounts,
//! their passkeys, sessions, passkey ceremonies under way, recovery codes and sign-in links.
//! Every secret arrives here hashed (`crate::secret::hash_token`); times are seconds since
//! 1970.

use sqlx::Row;

use super::rows::{Result, StoreError};
use super::sql::{is_conflict, Store};

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    /// The WebAuthn user handle: a random UUID.
    pub id: String,
    pub handle: String,
    pub created: i64,
}

/// What a passkey ceremony under way is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CeremonyKind {
    SignUp,
    SignIn,
    AddPasskey,
}

impl CeremonyKind {
    fn column(self) -> &'static str {
        match self {
            CeremonyKind::SignUp => "sign_up",
            CeremonyKind::SignIn => "sign_in",
            CeremonyKind::AddPasskey => "add_passkey",
        }
    }

    fn from_column(text: &str) -> Result<CeremonyKind> {
        match text {
            "sign_up" => Ok(CeremonyKind::SignUp),
            "sign_in" => Ok(CeremonyKind::SignIn),
            "add_passkey" => Ok(CeremonyKind::AddPasskey),
            other => Err(StoreError::Corrupt(format!("ceremony kind {other}"))),
        }
    }
}

/// A passkey ceremony begun: for a sign-up, the new account's id and handle; for adding a
/// passkey, the account's id; `state` is webauthn-rs's state as JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ceremony {
    pub kind: CeremonyKind,
    pub account: String,
    pub handle: String,
    pub state: String,
}

/// A new account with its first passkey, first session and recovery codes.
pub struct NewAccount<'a> {
    pub account: &'a Account,
    pub handle_key: &'a str,
    pub cred_id: &'a str,
    pub passkey: &'a str,
    pub session_hash: &'a str,
    pub session_expires: i64,
    pub code_hashes: &'a [String],
}

impl Store {
    /// Whether no account has a handle with this key.
    pub async fn handle_free(&self, handle_key: &str) -> Result<bool> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM accounts WHERE handle_key = $1")
            .bind(handle_key)
            .fetch_one(&self.pools.read)
            .await?;
        Ok(n == 0)
    }

    /// Stores a new account, its passkey, session and codes in one transaction; `false`
    /// (and nothing stored) when its handle's key or its passkey is taken meanwhile.
    pub async fn create_account(&self, new: &NewAccount<'_>, now: i64) -> Result<bool> {
        let mut tx = self.pools.write.begin().await?;
        let a = new.account;
        let made = sqlx::query(
            "INSERT INTO accounts (id, handle, handle_key, created) VALUES ($1, $2, $3, $4)",
        )
        .bind(&a.id)
        .bind(&a.handle)
        .bind(new.handle_key)
        .bind(a.created)
        .execute(&mut *tx)
        .await;
        match made {
            Err(e) if is_conflict(&e) => return Ok(false),
            other => other?,
        };
        let key = sqlx::query(
            "INSERT INTO passkeys (cred_id, account, passkey, created, used) VALUES ($1, $2, $3, $4, $4)",
        )
        .bind(new.cred_id)
        .bind(&a.id)
        .bind(new.passkey)
        .bind(now)
        .execute(&mut *tx)
        .await;
        match key {
            Err(e) if is_conflict(&e) => return Ok(false),
            other => other?,
        };
        for hash in new.code_hashes {
            sqlx::query("INSERT INTO recovery_codes (code_hash, account) VALUES ($1, $2)")
                .bind(hash)
                .bind(&a.id)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(
            "INSERT INTO sessions (id_hash, account, created, seen, expires) VALUES ($1, $2, $3, $3, $4)",
        )
        .bind(new.session_hash)
        .bind(&a.id)
        .bind(now)
        .bind(new.session_expires)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    pub async fn account(&self, id: &str) -> Result<Option<Account>> {
        let row = sqlx::query("SELECT handle, created FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pools.read)
            .await?;
        row.map(|r| {
            Ok(Account {
                id: id.to_string(),
                handle: r.try_get("handle")?,
                created: r.try_get("created")?,
            })
        })
        .transpose()
    }

    /// The account whose handle has this key (`names::key`).
    pub async fn account_by_handle(&self, handle_key: &str) -> Result<Option<Account>> {
        let row = sqlx::query("SELECT id, handle, created FROM accounts WHERE handle_key = $1")
            .bind(handle_key)
            .fetch_optional(&self.pools.read)
            .await?;
        row.map(|r| {
            Ok(Account {
                id: r.try_get("id")?,
                handle: r.try_get("handle")?,
                created: r.try_get("created")?,
            })
        })
        .transpose()
    }

    /// Passkeys and unused recovery codes of an account.
    pub async fn account_counts(&self, id: &str) -> Result<(usize, usize)> {
        let keys: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE account = $1")
            .bind(id)
            .fetch_one(&self.pools.read)
            .await?;
        let codes: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM recovery_codes WHERE account = $1 AND used = 0",
        )
        .bind(id)
        .fetch_one(&self.pools.read)
        .await?;
        Ok((keys.max(0) as usize, codes.max(0) as usize))
    }

    /// Deletes the account with its passkeys, sessions, codes, links, ceremonies and saved
    /// studies.
    pub async fn delete_account(&self, id: &str) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        for table in [
            "DELETE FROM passkeys WHERE account = $1",
            "DELETE FROM sessions WHERE account = $1",
            "DELETE FROM recovery_codes WHERE account = $1",
            "DELETE FROM sign_in_links WHERE account = $1",
            "DELETE FROM ceremonies WHERE account = $1",
            "DELETE FROM seat_keys WHERE account = $1",
            "DELETE FROM push_outbox WHERE sub IN (SELECT id FROM push_subs WHERE account = $1)",
            "DELETE FROM push_subs WHERE account = $1",
            "DELETE FROM account_progress WHERE account = $1",
            "DELETE FROM account_vacations WHERE account = $1",
            "DELETE FROM rating_history WHERE account = $1",
            "DELETE FROM ratings WHERE account = $1",
            "DELETE FROM studies WHERE account = $1",
            "UPDATE seats SET account = '' WHERE account = $1",
            "UPDATE archive_seats SET account = '', name = '', name_key = '', deleted = 1
             WHERE account = $1",
            "DELETE FROM accounts WHERE id = $1",
        ] {
            sqlx::query(table).bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub async fn put_ceremony(&self, id_hash: &str, c: &Ceremony, expires: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO ceremonies (id_hash, kind, account, handle, state, expires)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id_hash)
        .bind(c.kind.column())
        .bind(&c.account)
        .bind(&c.handle)
        .bind(&c.state)
        .bind(expires)
        .execute(&self.pools.write)
        .await?;
        Ok(())
    }

    /// Takes (deletes) a ceremony: it is finished once, whatever the answer. `None` when
    /// there is none, or it has expired.
    pub async fn take_ceremony(&self, id_hash: &str, now: i64) -> Result<Option<Ceremony>> {
        let row = sqlx::query(
            "DELETE FROM ceremonies WHERE id_hash = $1
             RETURNING kind, account, handle, state, expires",
        )
        .bind(id_hash)
        .fetch_optional(&self.pools.write)
        .await?;
        let Some(r) = row else { return Ok(None) };
        let expires: i64 = r.try_get("expires")?;
        if expires <= now {
            return Ok(None);
        }
        let kind: String = r.try_get("kind")?;
        Ok(Some(Ceremony {
            kind: CeremonyKind::from_column(&kind)?,
            account: r.try_get("account")?,
            handle: r.try_get("handle")?,
            state: r.try_get("state")?,
        }))
    }

    /// A passkey by its credential id: its account and the passkey's JSON.
    pub async fn passkey(&self, cred_id: &str) -> Result<Option<(String, String)>> {
        let row = sqlx::query("SELECT account, passkey FROM passkeys WHERE cred_id = $1")
            .bind(cred_id)
            .fetch_optional(&self.pools.read)
            .await?;
        row.map(|r| Ok((r.try_get("account")?, r.try_get("passkey")?)))
            .transpose()
    }

    /// The passkeys of an account, as JSON.
    pub async fn passkeys_of(&self, account: &str) -> Result<Vec<String>> {
        Ok(
            sqlx::query_scalar("SELECT passkey FROM passkeys WHERE account = $1")
                .bind(account)
                .fetch_all(&self.pools.read)
                .await?,
        )
    }

    /// Adds a passkey to an account; `false` when the account has `cap` already or the
    /// credential is someone's.
    pub async fn add_passkey(
        &self,
        account: &str,
        cred_id: &str,
        passkey: &str,
        cap: usize,
        now: i64,
    ) -> Result<bool> {
        let mut tx = self.pools.write.begin().await?;
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE account = $1")
            .bind(account)
            .fetch_one(&mut *tx)
            .await?;
        if n >= cap as i64 {
            return Ok(false);
        }
        let added = sqlx::query(
            "INSERT INTO passkeys (cred_id, account, passkey, created, used) VALUES ($1, $2, $3, $4, $4)",
        )
        .bind(cred_id)
        .bind(account)
        .bind(passkey)
        .bind(now)
        .execute(&mut *tx)
        .await;
        match added {
            Err(e) if is_conflict(&e) => return Ok(false),
            other => other?,
        };
        tx.commit().await?;
        Ok(true)
    }

    /// A passkey used to sign in: its new state (the counter) and when.
    pub async fn passkey_used(&self, cred_id: &str, passkey: Option<&str>, now: i64) -> Result<()> {
        match passkey {
            Some(p) => {
                sqlx::query("UPDATE passkeys SET passkey = $2, used = $3 WHERE cred_id = $1")
                    .bind(cred_id)
                    .bind(p)
                    .bind(now)
                    .execute(&self.pools.write)
                    .await?
            }
            None => {
                sqlx::query("UPDATE passkeys SET used = $2 WHERE cred_id = $1")
                    .bind(cred_id)
                    .bind(now)
                    .execute(&self.pools.write)
                    .await?
            }
        };
        Ok(())
    }

    /// A new session for `account`; the session `replacing` (the one the request came
    /// with, if any) ends in the same transaction.
    pub async fn new_session(
        &self,
        account: &str,
        id_hash: &str,
        replacing: Option<&str>,
        now: i64,
        expires: i64,
    ) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        if let Some(old) = replacing {
            sqlx::query("DELETE FROM sessions WHERE id_hash = $1")
                .bind(old)
                .execute(&mut *tx)
                .await?;
            // The browser's seat keys go on with its new session, if it is the same
            // account's; another account's end with the old one.
            sqlx::query("UPDATE seat_keys SET session = $1 WHERE session = $2 AND account = $3")
                .bind(id_hash)
                .bind(old)
                .bind(account)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM seat_keys WHERE session = $1")
                .bind(old)
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(
            "INSERT INTO sessions (id_hash, account, created, seen, expires) VALUES ($1, $2, $3, $3, $4)",
        )
        .bind(id_hash)
        .bind(account)
        .bind(now)
        .bind(expires)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The account of a session that has not ended, and when the session was last seen.
    pub async fn session(&self, id_hash: &str, now: i64) -> Result<Option<(Account, i64)>> {
        let row = sqlx::query(
            "SELECT a.id, a.handle, a.created, s.seen FROM sessions s
             JOIN accounts a ON a.id = s.account
             WHERE s.id_hash = $1 AND s.expires > $2",
        )
        .bind(id_hash)
        .bind(now)
        .fetch_optional(&self.pools.read)
        .await?;
        row.map(|r| {
            Ok((
                Account {
                    id: r.try_get("id")?,
                    handle: r.try_get("handle")?,
                    created: r.try_get("created")?,
                },
                r.try_get("seen")?,
            ))
        })
        .transpose()
    }

    pub async fn touch_session(&self, id_hash: &str, now: i64, expires: i64) -> Result<()> {
        sqlx::query("UPDATE sessions SET seen = $2, expires = $3 WHERE id_hash = $1")
            .bind(id_hash)
            .bind(now)
            .bind(expires)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    pub async fn end_session(&self, id_hash: &str) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        for q in [
            "DELETE FROM seat_keys WHERE session = $1",
            "DELETE FROM sessions WHERE id_hash = $1",
        ] {
            sqlx::query(q).bind(id_hash).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Ends every session of an account; how many there were.
    pub async fn end_sessions(&self, account: &str) -> Result<u64> {
        sqlx::query("DELETE FROM seat_keys WHERE account = $1")
            .bind(account)
            .execute(&self.pools.write)
            .await?;
        Ok(sqlx::query("DELETE FROM sessions WHERE account = $1")
            .bind(account)
            .execute(&self.pools.write)
            .await?
            .rows_affected())
    }

    /// Marks a recovery code used; its account, or `None` when it is unknown or used.
    pub async fn use_recovery_code(&self, code_hash: &str, now: i64) -> Result<Option<String>> {
        Ok(sqlx::query_scalar(
            "UPDATE recovery_codes SET used = $2 WHERE code_hash = $1 AND used = 0 RETURNING account",
        )
        .bind(code_hash)
        .bind(now.max(1))
        .fetch_optional(&self.pools.write)
        .await?)
    }

    pub async fn make_link(&self, account: &str, token_hash: &str, expires: i64) -> Result<()> {
        sqlx::query("INSERT INTO sign_in_links (token_hash, account, expires) VALUES ($1, $2, $3)")
            .bind(token_hash)
            .bind(account)
            .bind(expires)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// Marks a sign-in link used; its account, or `None` when it is unknown, used or
    /// expired.
    pub async fn use_link(&self, token_hash: &str, now: i64) -> Result<Option<String>> {
        Ok(sqlx::query_scalar(
            "UPDATE sign_in_links SET used = $2
             WHERE token_hash = $1 AND used = 0 AND expires > $2 RETURNING account",
        )
        .bind(token_hash)
        .bind(now.max(1))
        .fetch_optional(&self.pools.write)
        .await?)
    }

    /// Deletes ended sessions, expired ceremonies and spent or expired sign-in links.
    pub async fn sweep_accounts(&self, now: i64) -> Result<u64> {
        let mut n = 0;
        for q in [
            "DELETE FROM sessions WHERE expires <= $1",
            // Seat keys live as long as their browser's session.
            "DELETE FROM seat_keys WHERE session NOT IN (SELECT id_hash FROM sessions) AND $1 > 0",
            "DELETE FROM ceremonies WHERE expires <= $1",
            "DELETE FROM sign_in_links WHERE expires <= $1 OR used <> 0",
        ] {
            n += sqlx::query(q)
                .bind(now)
                .execute(&self.pools.write)
                .await?
                .rows_affected();
        }
        Ok(n)
    }
}
