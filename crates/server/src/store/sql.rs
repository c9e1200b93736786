//! Every query of the server, once for both databases (sqlx's `Any` driver; `$n`
//! placeholders, which SQLite reads too). A new query is one more method here.

use online::{OpenTable, PendingUndo, RoomTurn, SeatInfo, SeatKind};
use rules::Seat;
use rules::Setup;
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Row, Transaction};

use super::pools::Pools;
use super::postgres;
use super::rows::{
    now, ClaimedPush, Due, Expiry, OutboxChange, PushKind, PushSubscription, RematchOffer, Result,
    StoreError, StoredRoom, StoredSeat, Timing, Turn, Vacation,
};

/// The backend-specific part of a [`Store`].
pub enum Backend {
    /// One process per file: nothing to tell anyone.
    Sqlite,
    Postgres(postgres::Notifier),
}

pub struct Store {
    pub(super) pools: Pools,
    backend: Backend,
    /// Seconds after which a server's presence rows no longer count (it has died).
    presence_ttl: i64,
}

/// How a seat's kind is stored: `kind` and `level` columns.
fn kind_columns(kind: &SeatKind) -> (&'static str, &str) {
    match kind {
        SeatKind::Open => ("open", ""),
        SeatKind::Person => ("person", ""),
        SeatKind::Computer { level } => ("computer", level),
    }
}

fn kind_from_columns(kind: &str, level: String) -> Result<SeatKind> {
    match kind {
        "open" => Ok(SeatKind::Open),
        "person" => Ok(SeatKind::Person),
        "computer" => Ok(SeatKind::Computer { level }),
        other => Err(StoreError::Corrupt(format!("seat kind {other}"))),
    }
}

pub(super) fn to_usize(n: i64) -> Result<usize> {
    usize::try_from(n).map_err(|_| StoreError::Corrupt(format!("negative count {n}")))
}

/// A JSON column, read back.
fn from_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn undo_from_text(text: Option<String>) -> Result<Option<PendingUndo>> {
    text.as_deref().map(from_json).transpose()
}

/// A seat column that may say "none" (-1).
fn seat_from(n: i64) -> Option<Seat> {
    usize::try_from(n).ok()
}

fn seat_column(seat: Option<Seat>) -> i64 {
    seat.map_or(-1, |s| s as i64)
}

/// A seat as a row of `seats` has it (with its `kind`, `level` and `name`).
fn seat_info(r: &AnyRow, connected: bool) -> Result<SeatInfo> {
    let kind: String = r.try_get("kind")?;
    let kind = kind_from_columns(&kind, r.try_get("level")?)?;
    let stand_in: i64 = r.try_get("stand_in")?;
    Ok(SeatInfo {
        connected: connected || matches!(kind, SeatKind::Computer { .. }),
        kind,
        name: r.try_get("name")?,
        stand_in: stand_in != 0,
        returning: stand_in == RETURNING,
    })
}

/// `$first, $first+1, …` for `n` values of an `IN (…)` list.
pub(super) fn placeholders(first: usize, n: usize) -> String {
    (first..first + n)
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a database error is a unique-key violation (a concurrent writer was first).
pub(super) fn is_conflict(e: &sqlx::Error) -> bool {
    matches!(e, sqlx::Error::Database(d) if d.is_unique_violation())
}

/// The columns a reader reads, as one list: an enum whose `LIST` is the `SELECT` list, made
/// from the same variants. A column read that is not selected cannot be written (it has no
/// variant), and one selected but never read is dead code, which the lints refuse.
macro_rules! columns {
    ($(#[$meta:meta])* $name:ident { $first:ident = $first_col:literal $(, $variant:ident = $col:literal)* $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy)]
        enum $name {
            $first,
            $($variant),*
        }

        impl $name {
            /// Every column, in order, for a `SELECT`.
            const LIST: &'static str = concat!($first_col $(, ", ", $col)*);

            fn name(self) -> &'static str {
                match self {
                    $name::$first => $first_col,
                    $($name::$variant => $col),*
                }
            }

            /// This column of `row`.
            fn of<'r, T>(self, row: &'r AnyRow) -> Result<T>
            where
                T: sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any>,
            {
                Ok(row.try_get(self.name())?)
            }
        }
    };
}

columns! {
    /// The columns of `rooms` that [`room_from_row`] reads.
    RoomCol {
        Watch = "watch",
        Game = "game",
        Players = "players",
        Options = "options",
        Seed = "seed",
        Version = "version",
        Undo = "undo",
        Touched = "touched",
        Ended = "ended",
        Listed = "listed",
        Clock = "clock",
        StandIn = "stand_in",
        TurnStarted = "turn_started",
        Deadline = "deadline",
        ToMove = "to_move",
        Claimed = "claimed",
        Rematch = "rematch",
        Rated = "rated",
    }
}

columns! {
    /// The columns of `seats` that a room's read takes.
    SeatCol {
        Kind = "kind",
        Level = "level",
        Name = "name",
        TokenHash = "token_hash",
        Account = "account",
        StandIn = "stand_in",
        Remaining = "remaining",
        VacationUntil = "vacation_until",
        VacationYear = "vacation_year",
        VacationUsed = "vacation_used",
    }
}

/// How a turn-based clock's JSON begins in `rooms.clock` (a `LIKE` pattern).
const TURN_BASED_CLOCK: &str = "{\"kind\":\"turn_based\"%";

fn room_from_row(id: &str, row: &AnyRow) -> Result<StoredRoom> {
    use RoomCol as C;
    let options: String = C::Options.of(row)?;
    let seed: i64 = C::Seed.of(row)?;
    Ok(StoredRoom {
        id: id.to_string(),
        watch: C::Watch.of(row)?,
        game: C::Game.of(row)?,
        players: to_usize(C::Players.of(row)?)?,
        options: serde_json::from_str(&options).map_err(|e| StoreError::Corrupt(e.to_string()))?,
        seed: seed as u64,
        version: C::Version.of(row)?,
        undo: undo_from_text(C::Undo.of(row)?)?,
        seats: Vec::new(),
        moves: Vec::new(),
        touched: C::Touched.of(row)?,
        ended: C::Ended.of(row)?,
        listed: C::Listed.of::<i64>(row)? != 0,
        clock: from_json(&C::Clock.of::<String>(row)?)?,
        stand_in: C::StandIn.of(row)?,
        timing: Timing {
            remaining: Vec::new(),
            started: C::TurnStarted.of(row)?,
            deadline: C::Deadline.of(row)?,
            vacations: Vec::new(),
        },
        to_move: seat_from(C::ToMove.of(row)?),
        claimed: seat_from(C::Claimed.of(row)?),
        rematch: C::Rematch
            .of::<Option<String>>(row)?
            .as_deref()
            .map(from_json)
            .transpose()?,
        rated: C::Rated.of::<i64>(row)? != 0,
    })
}

/// Reads of a room ([`Store::load_room`]) while other processes keep changing it.
const LOAD_TRIES: usize = 4;

/// `seats.stand_in` of a seat whose person is back during their turn (0: the person plays,
/// 1: the computer stands in): [`StoredSeat::returning`].
const RETURNING: i64 = 2;

impl Store {
    pub fn new(pools: Pools, backend: Backend) -> Store {
        Store {
            pools,
            backend,
            presence_ttl: 30,
        }
    }

    /// Presence rows of a server not seen for this long no longer count and are deleted.
    pub fn with_presence_ttl(mut self, ttl: std::time::Duration) -> Store {
        self.presence_ttl = ttl.as_secs().max(1) as i64;
        self
    }

    /// Tells other processes, at the commit of `tx`, that `room` changed.
    async fn notify_in(&self, tx: &mut AnyConnection, room: &str) -> Result<()> {
        match &self.backend {
            Backend::Sqlite => Ok(()),
            Backend::Postgres(n) => n.notify_in(tx, room).await,
        }
    }

    /// Tells other processes that `room` changed (presence, outside a transaction).
    pub async fn notify(&self, room: &str) -> Result<()> {
        match &self.backend {
            Backend::Sqlite => Ok(()),
            Backend::Postgres(n) => n.notify(&self.pools.write, room).await,
        }
    }

    /// A quick message said in `room`, for other processes (it is not stored).
    pub async fn notify_said(&self, room: &str, seat: Seat, phrase: online::Phrase) -> Result<()> {
        match &self.backend {
            Backend::Sqlite => Ok(()),
            Backend::Postgres(n) => n.notify_said(&self.pools.write, room, seat, phrase).await,
        }
    }

    /// What other processes tell (rooms they changed, quick messages), for backends shared
    /// by several processes.
    pub async fn listen(
        &self,
    ) -> Result<Option<tokio::sync::mpsc::UnboundedReceiver<postgres::Note>>> {
        match &self.backend {
            Backend::Sqlite => Ok(None),
            Backend::Postgres(n) => postgres::listen(n).await.map(Some),
        }
    }

    /// Begins a write transaction and moves the room from `version` to `version + 1`,
    /// marking it changed now.
    async fn bump(&self, room: &str, version: i64) -> Result<Transaction<'static, Any>> {
        let mut tx = self.pools.write.begin().await?;
        let done = sqlx::query(
            "UPDATE rooms SET version = version + 1, touched = $1 WHERE id = $2 AND version = $3",
        )
        .bind(now())
        .bind(room)
        .bind(version)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Stale);
        }
        Ok(tx)
    }

    /// Writes the pushes the change causes, tells other processes and commits a change of
    /// `room`, which is then at `version`: a push is stored exactly when its cause is.
    async fn commit(
        &self,
        mut tx: Transaction<'static, Any>,
        room: &str,
        version: i64,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        for change in pushes {
            write_outbox(&mut tx, room, change).await?;
        }
        self.notify_in(&mut tx, room).await?;
        tx.commit().await?;
        Ok(version)
    }

    /// The database answers (`/healthz`).
    pub async fn check(&self) -> Result<()> {
        sqlx::query("SELECT COUNT(*) FROM rooms WHERE id = ''")
            .fetch_one(&self.pools.read)
            .await?;
        Ok(())
    }

    /// Stores a new room with its seats at version 0; `turn` starts its clock when no seat
    /// is open.
    pub async fn create_room(&self, room: &StoredRoom, turn: &Turn) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        insert_room(&mut tx, room, turn).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A room with its seats and moves, as of one version ([`Store::read_room`]); a read
    /// whose version moved is repeated, and after [`LOAD_TRIES`] of them refused
    /// ([`StoreError::Stale`]) rather than returned torn.
    pub async fn load_room(&self, id: &str) -> Result<Option<StoredRoom>> {
        for _ in 0..LOAD_TRIES {
            match self.read_room(id).await? {
                Some((_, false)) => continue,
                read => return Ok(read.map(|(room, _)| room)),
            }
        }
        // Never a torn read: the caller keeps what it had and hears of the next change.
        Err(StoreError::Stale)
    }

    /// One read of a room; whether its version stayed the same through it. On PostgreSQL
    /// the read is one snapshot (repeatable read): under read committed each statement
    /// saw newer commits, and a room's older clock could be paired with newer moves (a
    /// page was shown the other person's turn with no clock running). SQLite's read
    /// transaction is a snapshot already. The version is still compared, as a guard.
    async fn read_room(&self, id: &str) -> Result<Option<(StoredRoom, bool)>> {
        let mut tx = self.pools.read.begin().await?;
        if let Backend::Postgres(_) = self.backend {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                .execute(&mut *tx)
                .await?;
        }
        let Some(row) = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM rooms WHERE id = $1",
            RoomCol::LIST
        )))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        else {
            return Ok(None);
        };
        let mut room = room_from_row(id, &row)?;
        let seats = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM seats WHERE room = $1 ORDER BY seat",
            SeatCol::LIST
        )))
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        for r in seats {
            use SeatCol as C;
            let kind: String = C::Kind.of(&r)?;
            let stand_in: i64 = C::StandIn.of(&r)?;
            room.seats.push(StoredSeat {
                kind: kind_from_columns(&kind, C::Level.of(&r)?)?,
                name: C::Name.of(&r)?,
                token_hash: C::TokenHash.of(&r)?,
                account: C::Account.of(&r)?,
                stand_in: stand_in != 0,
                returning: stand_in == RETURNING,
            });
            room.timing.remaining.push(C::Remaining.of(&r)?);
            room.timing.vacations.push(Vacation {
                until: C::VacationUntil.of(&r)?,
                year: C::VacationYear.of(&r)?,
                used: C::VacationUsed.of(&r)?,
            });
        }
        room.moves = sqlx::query("SELECT ply, seat, text FROM moves WHERE room = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .into_iter()
            .enumerate()
            .map(|(i, r)| -> Result<(Seat, String)> {
                let ply: i64 = r.try_get("ply")?;
                if ply != i as i64 {
                    return Err(StoreError::Corrupt(format!(
                        "move {ply} stored as move {i}"
                    )));
                }
                Ok((to_usize(r.try_get("seat")?)?, r.try_get("text")?))
            })
            .collect::<Result<Vec<_>>>()?;
        let version: Option<i64> = sqlx::query_scalar("SELECT version FROM rooms WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        tx.commit().await?;
        let same = version == Some(room.version);
        Ok(Some((room, same)))
    }

    /// The game of the room whose id, or spectators' id, is `id`: the program its page
    /// loads (`static_files`).
    pub async fn game_of(&self, id: &str) -> Result<Option<String>> {
        Ok(
            sqlx::query_scalar("SELECT game FROM rooms WHERE id = $1 OR watch = $1")
                .bind(id)
                .fetch_optional(&self.pools.read)
                .await?,
        )
    }

    /// Whether `hash` is the token hash of a seat of room `id` (its own id, not the
    /// spectators'): a hello's token is checked by this before a room is loaded, so a wrong
    /// token never costs a replay.
    pub async fn has_token(&self, id: &str, hash: &str) -> Result<bool> {
        Ok(self.seat_of_token(id, hash).await?.is_some())
    }

    /// The room whose spectators' id is `watch`.
    pub async fn room_of_watch(&self, watch: &str) -> Result<Option<String>> {
        Ok(sqlx::query_scalar("SELECT id FROM rooms WHERE watch = $1")
            .bind(watch)
            .fetch_optional(&self.pools.read)
            .await?)
    }

    /// Gives a room stored before spectators' ids existed its own (unless another
    /// process was first); returns the one it has.
    pub async fn set_watch(&self, room: &str, watch: &str) -> Result<Option<String>> {
        sqlx::query("UPDATE rooms SET watch = $1 WHERE id = $2 AND watch IS NULL")
            .bind(watch)
            .bind(room)
            .execute(&self.pools.write)
            .await?;
        Ok(sqlx::query_scalar("SELECT watch FROM rooms WHERE id = $1")
            .bind(room)
            .fetch_optional(&self.pools.read)
            .await?
            .flatten())
    }

    /// Records whether a room stored before `ended` was kept has ended (`0`: not yet).
    pub async fn set_ended(&self, room: &str, ended: i64) -> Result<()> {
        sqlx::query("UPDATE rooms SET ended = $1 WHERE id = $2 AND ended IS NULL")
            .bind(ended)
            .bind(room)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// Records the seat to move of a room stored before it was kept.
    pub async fn set_to_move(&self, room: &str, to_move: Option<Seat>) -> Result<()> {
        sqlx::query("UPDATE rooms SET to_move = $1 WHERE id = $2")
            .bind(seat_column(to_move))
            .bind(room)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// Stores move `ply` if the room is still at `version`; clears a pending undo; marks
    /// the game ended when `ends`; writes the next `turn`. Returns the new version.
    #[allow(clippy::too_many_arguments)]
    pub async fn append_move(
        &self,
        room: &str,
        version: i64,
        ply: usize,
        seat: Seat,
        text: &str,
        ends: bool,
        turn: &Turn,
        back: Option<Seat>,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        if let Some(back) = back {
            sqlx::query("UPDATE seats SET stand_in = 0 WHERE room = $1 AND seat = $2")
                .bind(room)
                .bind(back as i64)
                .execute(&mut *tx)
                .await?;
        }
        let inserted =
            sqlx::query("INSERT INTO moves (room, ply, seat, text) VALUES ($1, $2, $3, $4)")
                .bind(room)
                .bind(ply as i64)
                .bind(seat as i64)
                .bind(text)
                .execute(&mut *tx)
                .await;
        match inserted {
            Err(e) if is_conflict(&e) => return Err(StoreError::Stale),
            other => other?,
        };
        sqlx::query("UPDATE rooms SET undo = NULL, ended = $1 WHERE id = $2")
            .bind(if ends { now() } else { 0 })
            .bind(room)
            .execute(&mut *tx)
            .await?;
        write_turn(&mut tx, room, turn).await?;
        self.commit(tx, room, version + 1, pushes).await
    }

    /// Gives the open seat `seat` to a person if the room is still at `version`; `turn`
    /// starts the clock when it was the last open seat. Returns the new version.
    #[allow(clippy::too_many_arguments)]
    pub async fn take_seat(
        &self,
        room: &str,
        version: i64,
        seat: Seat,
        (name, token_hash, account): (&str, &str, &str),
        turn: Option<&Turn>,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        let taken = sqlx::query(
            "UPDATE seats SET kind = 'person', name = $1, token_hash = $2, stand_in = 0,
                              account = $5
             WHERE room = $3 AND seat = $4 AND kind = 'open'",
        )
        .bind(name)
        .bind(token_hash)
        .bind(room)
        .bind(seat as i64)
        .bind(account)
        .execute(&mut *tx)
        .await?;
        if taken.rows_affected() != 1 {
            return Err(StoreError::Stale);
        }
        if let Some(turn) = turn {
            write_turn(&mut tx, room, turn).await?;
        }
        self.commit(tx, room, version + 1, pushes).await
    }

    /// The computer starts (`on`) or stops standing in for `seat`, if the room is still at
    /// `version`; with the `turn` that follows.
    pub async fn set_stand_in(
        &self,
        room: &str,
        version: i64,
        seat: Seat,
        on: bool,
        turn: &Turn,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("UPDATE seats SET stand_in = $1 WHERE room = $2 AND seat = $3")
            .bind(i64::from(on))
            .bind(room)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        write_turn(&mut tx, room, turn).await?;
        self.commit(tx, room, version + 1, pushes).await
    }

    /// Writes `turn` (a vacation and the deadline it moved) if the room is still at
    /// `version`.
    pub async fn set_turn(
        &self,
        room: &str,
        version: i64,
        turn: &Turn,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        write_turn(&mut tx, room, turn).await?;
        self.commit(tx, room, version + 1, pushes).await
    }

    /// Marks the stood-in `seat` as returning (its person is back during its own turn) if
    /// the room is still at `version`: the computer's move for it clears the stand-in.
    pub async fn set_returning(&self, room: &str, version: i64, seat: Seat) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query(
            "UPDATE seats SET stand_in = $1 WHERE room = $2 AND seat = $3 AND stand_in = 1",
        )
        .bind(RETURNING)
        .bind(room)
        .bind(seat as i64)
        .execute(&mut *tx)
        .await?;
        self.commit(tx, room, version + 1, &[]).await
    }

    /// Ends the game, won by `seat`'s claim, if the room is still at `version`.
    pub async fn claim(
        &self,
        room: &str,
        version: i64,
        seat: Seat,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query(
            "UPDATE rooms SET claimed = $1, ended = $2, undo = NULL, deadline = 0, alarm = 0 WHERE id = $3",
        )
        .bind(seat as i64)
        .bind(now())
        .bind(room)
        .execute(&mut *tx)
        .await?;
        self.commit(tx, room, version + 1, pushes).await
    }

    /// Sets or clears the play-again offer if the room is still at `version`; with `next`,
    /// the new room is stored in the same transaction.
    pub async fn set_rematch(
        &self,
        room: &str,
        version: i64,
        offer: Option<&RematchOffer>,
        next: Option<(&StoredRoom, &Turn)>,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("UPDATE rooms SET rematch = $1 WHERE id = $2")
            .bind(offer.map(online::to_text))
            .bind(room)
            .execute(&mut *tx)
            .await?;
        if let Some((new, turn)) = next {
            insert_room(&mut tx, new, turn).await?;
        }
        self.commit(tx, room, version + 1, pushes).await
    }

    /// A seat's last connection closed at `at` (ms): kept for the absence rule, and the
    /// room is looked at again by `alarm` at the latest. Not a change anyone sees.
    pub async fn mark_left(&self, room: &str, seat: Seat, at: i64, alarm: i64) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        sqlx::query("UPDATE seats SET left_at = $1 WHERE room = $2 AND seat = $3")
            .bind(at)
            .bind(room)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE rooms SET alarm = $1 WHERE id = $2 AND (alarm = 0 OR alarm > $1) AND to_move = $3",
        )
        .bind(alarm)
        .bind(room)
        .bind(seat as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Up to `limit` rooms whose alarm is due at `now` (ms), the earliest first.
    pub async fn due(&self, now_ms: i64, limit: i64) -> Result<Vec<Due>> {
        let rows = sqlx::query(
            "SELECT r.id, r.version, r.clock, r.to_move, r.ended, r.claimed, r.turn_started, r.deadline,
                    s.kind, s.stand_in, s.left_at,
                    (SELECT COUNT(*) FROM presence p
                      WHERE p.room = r.id AND p.seat = r.to_move AND p.seen > $2) AS conns
             FROM rooms r LEFT JOIN seats s ON s.room = r.id AND s.seat = r.to_move
             WHERE r.alarm > 0 AND r.alarm <= $1
             ORDER BY r.alarm LIMIT $3",
        )
        .bind(now_ms)
        .bind(now() - self.presence_ttl)
        .bind(limit)
        .fetch_all(&self.pools.read)
        .await?;
        rows.iter()
            .map(|r| -> Result<Due> {
                let kind: Option<String> = r.try_get("kind")?;
                let stand_in: Option<i64> = r.try_get("stand_in")?;
                let ended: Option<i64> = r.try_get("ended")?;
                let claimed: i64 = r.try_get("claimed")?;
                let conns: i64 = r.try_get("conns")?;
                Ok(Due {
                    id: r.try_get("id")?,
                    version: r.try_get("version")?,
                    clock: from_json(&r.try_get::<String, _>("clock")?)?,
                    to_move: seat_from(r.try_get("to_move")?),
                    over: ended.unwrap_or(0) > 0 || claimed >= 0,
                    started: r.try_get("turn_started")?,
                    deadline: r.try_get("deadline")?,
                    person: kind.as_deref() == Some("person") && stand_in == Some(0),
                    left_at: r.try_get::<Option<i64>, _>("left_at")?.unwrap_or(0),
                    connected: conns > 0,
                })
            })
            .collect()
    }

    /// Moves a room's alarm to `alarm` (0: none) if the room is still at `version`.
    pub async fn rearm(&self, room: &str, version: i64, alarm: i64) -> Result<()> {
        sqlx::query("UPDATE rooms SET alarm = $1 WHERE id = $2 AND version = $3")
            .bind(alarm)
            .bind(room)
            .bind(version)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// The lobby: listed rooms with an open seat and a seated person connected (or a
    /// turn-based clock), of `game`, `players` and turn-based or not when given, the oldest
    /// first.
    pub async fn open_tables(
        &self,
        game: Option<&str>,
        players: Option<usize>,
        turn_based: Option<bool>,
        limit: usize,
    ) -> Result<Vec<OpenTable>> {
        // A turn-based table stays open while its people's pages are closed (they are told
        // by a push when it starts); another only while someone sits at it.
        let rows = sqlx::query(
            "SELECT r.id, r.game, r.players, r.options, r.clock, r.created, r.rated,
                    s.kind, s.level, s.name, s.stand_in
             FROM rooms r JOIN seats s ON s.room = r.id
             WHERE r.id IN (
                 SELECT q.id FROM rooms q
                 WHERE q.listed = 1 AND COALESCE(q.ended, 0) = 0
                   AND ($1 = '' OR q.game = $1) AND ($2 = 0 OR q.players = $2)
                   AND ($5 = 0 OR ($5 = 1 AND q.clock LIKE $6)
                        OR ($5 = 2 AND q.clock NOT LIKE $6))
                   AND EXISTS (SELECT 1 FROM seats o WHERE o.room = q.id AND o.kind = 'open')
                   AND (q.clock LIKE $6
                        OR EXISTS (SELECT 1 FROM presence p
                                   WHERE p.room = q.id AND p.seat >= 0 AND p.seen > $3))
                 ORDER BY q.created, q.id LIMIT $4)
             ORDER BY r.created, r.id, s.seat",
        )
        .bind(game.unwrap_or(""))
        .bind(players.unwrap_or(0) as i64)
        .bind(now() - self.presence_ttl)
        .bind(limit as i64)
        .bind(match turn_based {
            None => 0i64,
            Some(true) => 1,
            Some(false) => 2,
        })
        .bind(TURN_BASED_CLOCK)
        .fetch_all(&self.pools.read)
        .await?;
        let mut tables: Vec<OpenTable> = Vec::new();
        for r in &rows {
            let id: String = r.try_get("id")?;
            if tables.last().is_none_or(|t| t.room != id) {
                let options: String = r.try_get("options")?;
                tables.push(OpenTable {
                    room: id,
                    game: r.try_get("game")?,
                    setup: Setup {
                        players: to_usize(r.try_get("players")?)?,
                        options: from_json(&options)?,
                    },
                    clock: from_json(&r.try_get::<String, _>("clock")?)?,
                    seats: Vec::new(),
                    since: r.try_get("created")?,
                    rated: r.try_get::<i64, _>("rated")? != 0,
                    ratings: Vec::new(),
                });
            }
            if let Some(t) = tables.last_mut() {
                t.seats.push(seat_info(r, false)?);
            }
        }
        let ids: Vec<String> = tables.iter().map(|t| t.room.clone()).collect();
        let ratings = self.seat_ratings(&ids).await?;
        for t in &mut tables {
            let shown: Vec<Option<online::Rating>> = (0..t.seats.len())
                .map(|s| ratings.get(&(t.room.clone(), s)).map(|r| r.shown()))
                .collect();
            if shown.iter().any(Option::is_some) {
                t.ratings = shown;
            }
        }
        Ok(tables)
    }

    /// What each of `rooms` waits for (rooms that do not exist are left out).
    pub async fn turns(&self, rooms: &[String]) -> Result<Vec<RoomTurn>> {
        if rooms.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT r.id, r.game, r.to_move, r.ended, r.claimed, r.deadline,
                    s.kind, s.level, s.name, s.stand_in,
                    (SELECT COUNT(*) FROM presence p
                      WHERE p.room = r.id AND p.seat = s.seat AND p.seen > $1) AS conns
             FROM rooms r JOIN seats s ON s.room = r.id
             WHERE r.id IN ({})
             ORDER BY r.id, s.seat",
            placeholders(2, rooms.len())
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(now() - self.presence_ttl);
        for id in rooms {
            query = query.bind(id);
        }
        let rows = query.fetch_all(&self.pools.read).await?;
        let mut turns: Vec<RoomTurn> = Vec::new();
        for r in &rows {
            let id: String = r.try_get("id")?;
            if turns.last().is_none_or(|t| t.room != id) {
                let ended: Option<i64> = r.try_get("ended")?;
                let claimed: i64 = r.try_get("claimed")?;
                let over = ended.unwrap_or(0) > 0 || claimed >= 0;
                turns.push(RoomTurn {
                    room: id,
                    game: r.try_get("game")?,
                    seats: Vec::new(),
                    to_move: seat_from(r.try_get("to_move")?).filter(|_| !over),
                    waiting: false,
                    over,
                    deadline: if over { 0 } else { r.try_get("deadline")? },
                });
            }
            let conns: i64 = r.try_get("conns")?;
            let seat = seat_info(r, conns > 0)?;
            if let Some(t) = turns.last_mut() {
                t.waiting |= seat.kind == SeatKind::Open;
                t.seats.push(seat);
            }
        }
        // In the order asked.
        turns.sort_by_key(|t| rooms.iter().position(|r| *r == t.room));
        Ok(turns)
    }

    /// Replaces a person's seat token if the room is still at `version` (the old one stops
    /// working).
    pub async fn set_token(
        &self,
        room: &str,
        version: i64,
        seat: Seat,
        token_hash: &str,
        account: Option<&str>,
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query(
            "UPDATE seats SET token_hash = $1, account = COALESCE($4, account)
             WHERE room = $2 AND seat = $3",
        )
        .bind(token_hash)
        .bind(room)
        .bind(seat as i64)
        .bind(account)
        .execute(&mut *tx)
        .await?;
        // The seat's keys for its account's browsers end with the old link.
        sqlx::query("DELETE FROM seat_keys WHERE room = $1 AND seat = $2")
            .bind(room)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        self.commit(tx, room, version + 1, &[]).await
    }

    /// Sets or clears the pending undo request if the room is still at `version`.
    pub async fn set_undo(
        &self,
        room: &str,
        version: i64,
        undo: Option<&PendingUndo>,
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("UPDATE rooms SET undo = $1 WHERE id = $2")
            .bind(undo.map(online::to_text))
            .bind(room)
            .execute(&mut *tx)
            .await?;
        self.commit(tx, room, version + 1, &[]).await
    }

    /// Deletes the moves from `to_ply` on and clears the undo request, in one transaction,
    /// if the room is still at `version`.
    pub async fn undo_to(
        &self,
        room: &str,
        version: i64,
        to_ply: usize,
        turn: &Turn,
        pushes: &[OutboxChange],
    ) -> Result<i64> {
        let mut tx = self.bump(room, version).await?;
        sqlx::query("DELETE FROM moves WHERE room = $1 AND ply >= $2")
            .bind(room)
            .bind(to_ply as i64)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE rooms SET undo = NULL, ended = 0 WHERE id = $1")
            .bind(room)
            .execute(&mut *tx)
            .await?;
        write_turn(&mut tx, room, turn).await?;
        self.commit(tx, room, version + 1, pushes).await
    }

    /// This server's connection count for a room and seat ([`super::SPECTATORS`] for
    /// watchers); a count of zero deletes the row.
    pub async fn set_presence(
        &self,
        server: &str,
        room: &str,
        seat: i64,
        conns: i64,
    ) -> Result<()> {
        if conns == 0 {
            sqlx::query("DELETE FROM presence WHERE server = $1 AND room = $2 AND seat = $3")
                .bind(server)
                .bind(room)
                .bind(seat)
                .execute(&self.pools.write)
                .await?;
            return Ok(());
        }
        sqlx::query(
            "INSERT INTO presence (server, room, seat, conns, seen) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (server, room, seat) DO UPDATE SET conns = excluded.conns, seen = excluded.seen",
        )
        .bind(server)
        .bind(room)
        .bind(seat)
        .bind(conns)
        .bind(now())
        .execute(&self.pools.write)
        .await?;
        Ok(())
    }

    /// Connections per seat key in a room over every live server.
    pub async fn presence(&self, room: &str) -> Result<Vec<(i64, i64)>> {
        let rows = sqlx::query(
            "SELECT seat, CAST(SUM(conns) AS BIGINT) AS n FROM presence
             WHERE room = $1 AND seen > $2 GROUP BY seat",
        )
        .bind(room)
        .bind(now() - self.presence_ttl)
        .fetch_all(&self.pools.read)
        .await?;
        rows.into_iter()
            .map(|r| Ok((r.try_get("seat")?, r.try_get("n")?)))
            .collect()
    }

    /// Marks this server's presence rows as fresh and deletes those of servers that died.
    pub async fn heartbeat(&self, server: &str) -> Result<()> {
        let at = now();
        sqlx::query("UPDATE presence SET seen = $1 WHERE server = $2")
            .bind(at)
            .bind(server)
            .execute(&self.pools.write)
            .await?;
        sqlx::query("DELETE FROM presence WHERE seen <= $1")
            .bind(at - self.presence_ttl)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// Deletes this server's presence rows (at shutdown; with SQLite also every earlier
    /// run's, at start).
    pub async fn clear_presence(&self, server: Option<&str>) -> Result<()> {
        match server {
            Some(s) => {
                sqlx::query("DELETE FROM presence WHERE server = $1")
                    .bind(s)
                    .execute(&self.pools.write)
                    .await?
            }
            None => {
                sqlx::query("DELETE FROM presence")
                    .execute(&self.pools.write)
                    .await?
            }
        };
        Ok(())
    }

    /// Up to `limit` rooms the sweep may delete now: a rated room only while no move was
    /// made (a rated game is kept).
    pub async fn expired(&self, e: Expiry, limit: i64) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM rooms r
             WHERE ((r.rated = 0 AND r.ended > 0 AND r.ended < $1)
                 OR (COALESCE(r.ended, 0) = 0 AND r.touched < $2
                     AND NOT EXISTS (SELECT 1 FROM moves m WHERE m.room = r.id))
                 OR (r.rated = 0 AND COALESCE(r.ended, 0) = 0 AND r.touched < $3))
               AND NOT EXISTS (SELECT 1 FROM presence p WHERE p.room = r.id AND p.seen > $4)
               AND NOT (COALESCE(r.ended, 0) > 0 AND r.listed = 1)
               AND NOT EXISTS (SELECT 1 FROM archive a WHERE a.room = r.id)
             LIMIT $5",
        )
        .bind(e.finished)
        .bind(e.unstarted)
        .bind(e.abandoned)
        .bind(now() - self.presence_ttl)
        .bind(limit)
        .fetch_all(&self.pools.read)
        .await?)
    }

    /// Deletes a room with its seats, moves and presence rows.
    pub async fn delete_room(&self, room: &str) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        for delete in [
            "DELETE FROM moves WHERE room = $1",
            "DELETE FROM seats WHERE room = $1",
            "DELETE FROM presence WHERE room = $1",
            "DELETE FROM push_outbox WHERE room = $1",
            "DELETE FROM push_subs WHERE room = $1",
            "DELETE FROM seat_keys WHERE room = $1",
            "DELETE FROM rooms WHERE id = $1",
        ] {
            sqlx::query(delete).bind(room).execute(&mut *tx).await?;
        }
        self.commit(tx, room, 0, &[]).await.map(drop)
    }

    /// Waits for the pools' connections to close (at shutdown, after the last write).
    pub async fn close(&self) {
        self.pools.write.close().await;
        self.pools.read.close().await;
    }
}

/// Inserts a room and its seats (their clocks at `turn`'s time left).
async fn insert_room(
    tx: &mut Transaction<'static, Any>,
    room: &StoredRoom,
    turn: &Turn,
) -> Result<()> {
    let at = now();
    sqlx::query(
        "INSERT INTO rooms (id, watch, game, players, options, seed, version, undo, created, touched, ended,
                            listed, clock, stand_in, to_move, turn_started, deadline, alarm, rated)
         VALUES ($1, $2, $3, $4, $5, $6, 0, NULL, $7, $7, 0, $8, $9, $10, $11, $12, $13, $14, $15)",
    )
    .bind(&room.id)
    .bind(&room.watch)
    .bind(&room.game)
    .bind(room.players as i64)
    .bind(online::to_text(&room.options))
    .bind(room.seed as i64)
    .bind(at)
    .bind(i64::from(room.listed))
    .bind(online::to_text(&room.clock))
    .bind(&room.stand_in)
    .bind(seat_column(turn.to_move))
    .bind(turn.started)
    .bind(turn.deadline)
    .bind(turn.alarm)
    .bind(i64::from(room.rated))
    .execute(&mut **tx)
    .await?;
    for (i, seat) in room.seats.iter().enumerate() {
        let (kind, level) = kind_columns(&seat.kind);
        let remaining = room.timing.remaining.get(i).copied().unwrap_or(0);
        sqlx::query(
            "INSERT INTO seats (room, seat, kind, level, name, token_hash, stand_in, remaining, account)
             VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)",
        )
        .bind(&room.id)
        .bind(i as i64)
        .bind(kind)
        .bind(level)
        .bind(&seat.name)
        .bind(&seat.token_hash)
        .bind(remaining)
        .bind(&seat.account)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Writes the turn a change leaves: the seat to move, the clock and the alarm.
async fn write_turn(tx: &mut Transaction<'static, Any>, room: &str, turn: &Turn) -> Result<()> {
    sqlx::query(
        "UPDATE rooms SET to_move = $1, turn_started = $2, deadline = $3, alarm = $4 WHERE id = $5",
    )
    .bind(seat_column(turn.to_move))
    .bind(turn.started)
    .bind(turn.deadline)
    .bind(turn.alarm)
    .bind(room)
    .execute(&mut **tx)
    .await?;
    for &(seat, left) in &turn.remaining {
        sqlx::query("UPDATE seats SET remaining = $1 WHERE room = $2 AND seat = $3")
            .bind(left)
            .bind(room)
            .bind(seat as i64)
            .execute(&mut **tx)
            .await?;
    }
    if let Some((seat, v)) = turn.vacation {
        sqlx::query(
            "UPDATE seats SET vacation_until = $1, vacation_year = $2, vacation_used = $3
             WHERE room = $4 AND seat = $5",
        )
        .bind(v.until)
        .bind(v.year)
        .bind(v.used)
        .bind(room)
        .bind(seat as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Applies one change of the outbox in a room's write transaction.
async fn write_outbox(
    tx: &mut Transaction<'static, Any>,
    room: &str,
    change: &OutboxChange,
) -> Result<()> {
    match change {
        OutboxChange::Clear { seat, kinds } => {
            for kind in kinds.iter() {
                sqlx::query(
                    "DELETE FROM push_outbox WHERE room = $1 AND ($2 < 0 OR seat = $2) AND kind = $3",
                )
                .bind(room)
                .bind(seat_column(*seat))
                .bind(kind.as_str())
                .execute(&mut **tx)
                .await?;
            }
        }
        OutboxChange::Add {
            seat,
            kind,
            facts,
            due,
        } => {
            // One row per subscription made with the seat's current token (or one of its
            // keys), and per subscription of the seat's account from a browser without one of
            // the seat's own; a coalesced kind is not added while the subscription has one
            // for the seat (sent and unread, or waiting).
            sqlx::query(
                "INSERT INTO push_outbox (sub, room, seat, kind, facts, due)
                 SELECT p.id, $1, $2, $3, $4, $5 FROM push_subs p
                 JOIN seats s ON s.room = $1 AND s.seat = $2
                 WHERE ((p.room = $1 AND p.seat = $2
                         AND (s.token_hash = p.token_hash OR EXISTS (
                             SELECT 1 FROM seat_keys k WHERE k.token_hash = p.token_hash
                               AND k.room = p.room AND k.seat = p.seat)))
                     OR (p.room = '' AND p.account <> '' AND p.account = s.account
                         AND NOT EXISTS (
                             SELECT 1 FROM push_subs q
                             WHERE q.room = $1 AND q.seat = $2 AND q.endpoint = p.endpoint)))
                   AND ($6 = 0 OR NOT EXISTS (
                       SELECT 1 FROM push_outbox o
                       WHERE o.sub = p.id AND o.kind = $3 AND o.room = $1 AND o.seat = $2))",
            )
            .bind(room)
            .bind(*seat as i64)
            .bind(kind.as_str())
            .bind(online::to_text(facts))
            .bind(*due)
            .bind(i64::from(kind.coalesced()))
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// The pushes' own queries: the server's key pair, subscriptions and the outbox's sending.
impl Store {
    /// The server's VAPID private key (base64url), made by `make` on the first start of any
    /// process; every process reads the one stored first.
    pub async fn vapid_secret(&self, make: &str) -> Result<String> {
        sqlx::query(
            "INSERT INTO push_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
        )
        .bind(make)
        .execute(&self.pools.write)
        .await?;
        Ok(
            sqlx::query_scalar("SELECT secret FROM push_keys WHERE id = 1")
                .fetch_one(&self.pools.write)
                .await?,
        )
    }

    /// Keeps `sub` (a subscription of the same endpoint for the seat is replaced); `false`
    /// when the seat has `cap` other subscriptions already.
    pub async fn subscribe(&self, sub: &PushSubscription, cap: usize) -> Result<bool> {
        let mut tx = self.pools.write.begin().await?;
        let others: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM push_subs WHERE room = $1 AND seat = $2 AND endpoint <> $3",
        )
        .bind(&sub.room)
        .bind(sub.seat as i64)
        .bind(&sub.endpoint)
        .fetch_one(&mut *tx)
        .await?;
        if others >= cap as i64 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO push_subs (room, seat, token_hash, endpoint, p256dh, auth, lang, created)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (room, seat, endpoint) DO UPDATE SET token_hash = excluded.token_hash,
                 p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang",
        )
        .bind(&sub.room)
        .bind(sub.seat as i64)
        .bind(&sub.token_hash)
        .bind(&sub.endpoint)
        .bind(&sub.p256dh)
        .bind(&sub.auth)
        .bind(&sub.lang)
        .bind(now())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Keeps a browser's subscription for every seat of `account` (the browser's earlier
    /// one, of any account, is replaced); `false` when the account has `cap` others.
    pub async fn subscribe_account(
        &self,
        account: &str,
        sub: &PushSubscription,
        cap: usize,
    ) -> Result<bool> {
        let mut tx = self.pools.write.begin().await?;
        let others: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM push_subs WHERE room = '' AND account = $1 AND endpoint <> $2",
        )
        .bind(account)
        .bind(&sub.endpoint)
        .fetch_one(&mut *tx)
        .await?;
        if others >= cap as i64 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO push_subs (room, seat, token_hash, endpoint, p256dh, auth, lang, created,
                                    account)
             VALUES ('', -1, '', $1, $2, $3, $4, $5, $6)
             ON CONFLICT (room, seat, endpoint) DO UPDATE SET account = excluded.account,
                 p256dh = excluded.p256dh, auth = excluded.auth, lang = excluded.lang",
        )
        .bind(&sub.endpoint)
        .bind(&sub.p256dh)
        .bind(&sub.auth)
        .bind(&sub.lang)
        .bind(now())
        .bind(account)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Deletes the account's subscription of `endpoint`, with its pushes; whether there was one.
    pub async fn unsubscribe_account(&self, account: &str, endpoint: &str) -> Result<bool> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM push_subs WHERE room = '' AND account = $1 AND endpoint = $2",
        )
        .bind(account)
        .bind(endpoint)
        .fetch_optional(&self.pools.read)
        .await?;
        match id {
            Some(id) => self.delete_subscription(id).await.map(|()| true),
            None => Ok(false),
        }
    }

    /// Deletes the subscription of `endpoint` for a seat, with its pushes; whether there was
    /// one.
    pub async fn unsubscribe(&self, room: &str, seat: Seat, endpoint: &str) -> Result<bool> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM push_subs WHERE room = $1 AND seat = $2 AND endpoint = $3",
        )
        .bind(room)
        .bind(seat as i64)
        .bind(endpoint)
        .fetch_optional(&self.pools.read)
        .await?;
        match id {
            Some(id) => self.delete_subscription(id).await.map(|()| true),
            None => Ok(false),
        }
    }

    /// Deletes a subscription and its pushes (unsubscribed, or gone at the push service).
    pub async fn delete_subscription(&self, sub: i64) -> Result<()> {
        let mut tx = self.pools.write.begin().await?;
        sqlx::query("DELETE FROM push_outbox WHERE sub = $1")
            .bind(sub)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM push_subs WHERE id = $1")
            .bind(sub)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Claims up to `limit` pushes due at `now_ms` for `server` until `until` (ms): no other
    /// sender takes them meanwhile. On PostgreSQL the rows another process is claiming are
    /// skipped (`FOR UPDATE SKIP LOCKED`), and the claim's own condition is checked again
    /// on each row it updates, so a row is claimed by one process at a time.
    pub async fn claim_pushes(
        &self,
        server: &str,
        now_ms: i64,
        until: i64,
        limit: i64,
    ) -> Result<Vec<ClaimedPush>> {
        // A look on the read pool first: an empty outbox costs the one writer (SQLite's,
        // which moves wait for) nothing.
        let due: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM push_outbox WHERE sent = 0 AND due <= $1 AND claimed_until <= $1 LIMIT 1",
        )
        .bind(now_ms)
        .fetch_optional(&self.pools.read)
        .await?;
        if due.is_none() {
            return Ok(Vec::new());
        }
        let lock = match self.backend {
            Backend::Postgres(_) => "FOR UPDATE SKIP LOCKED",
            Backend::Sqlite => "",
        };
        let sql = format!(
            "UPDATE push_outbox SET claimed_by = $1, claimed_until = $2
             WHERE id IN (SELECT id FROM push_outbox
                          WHERE sent = 0 AND due <= $3 AND claimed_until <= $3
                          ORDER BY due LIMIT $4 {lock})
               AND sent = 0 AND claimed_until <= $3
             RETURNING id"
        );
        let ids: Vec<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
            .bind(server)
            .bind(until)
            .bind(now_ms)
            .bind(limit)
            .fetch_all(&self.pools.write)
            .await?;
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT o.id, o.sub, o.kind, o.facts, o.tries, p.endpoint, p.p256dh, p.auth, p.lang
             FROM push_outbox o JOIN push_subs p ON p.id = o.sub
             WHERE o.id IN ({}) ORDER BY o.due",
            placeholders(1, ids.len())
        );
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for id in &ids {
            query = query.bind(*id);
        }
        let rows = query.fetch_all(&self.pools.write).await?;
        rows.iter()
            .map(|r| -> Result<ClaimedPush> {
                let kind: String = r.try_get("kind")?;
                Ok(ClaimedPush {
                    id: r.try_get("id")?,
                    sub: r.try_get("sub")?,
                    kind: PushKind::parse(&kind)
                        .ok_or_else(|| StoreError::Corrupt(format!("push kind {kind}")))?,
                    facts: from_json(&r.try_get::<String, _>("facts")?)?,
                    tries: r.try_get("tries")?,
                    endpoint: r.try_get("endpoint")?,
                    p256dh: r.try_get("p256dh")?,
                    auth: r.try_get("auth")?,
                    lang: r.try_get("lang")?,
                })
            })
            .collect()
    }

    /// A push `server` claimed was delivered: deleted, or kept as its seat's unread "your
    /// turn" (`keep`).
    pub async fn push_sent(&self, id: i64, server: &str, keep: bool) -> Result<()> {
        let sql = if keep {
            "UPDATE push_outbox SET sent = 1 WHERE id = $1 AND claimed_by = $2"
        } else {
            "DELETE FROM push_outbox WHERE id = $1 AND claimed_by = $2"
        };
        sqlx::query(sql)
            .bind(id)
            .bind(server)
            .execute(&self.pools.write)
            .await?;
        Ok(())
    }

    /// A push `server` claimed failed: tried again at `due` (ms), its claim released.
    pub async fn push_later(&self, id: i64, server: &str, due: i64) -> Result<()> {
        sqlx::query(
            "UPDATE push_outbox SET tries = tries + 1, due = $1, claimed_until = 0, claimed_by = ''
             WHERE id = $2 AND claimed_by = $3",
        )
        .bind(due)
        .bind(id)
        .bind(server)
        .execute(&self.pools.write)
        .await?;
        Ok(())
    }

    /// A push given up (refused by its service, or out of tries).
    pub async fn push_dropped(&self, id: i64, server: &str) -> Result<()> {
        self.push_sent(id, server, false).await
    }
}

#[cfg(test)]
mod tests {
    use super::super::rows::{PushFacts, StoredSeat};
    use super::super::sqlite;
    use super::*;
    use online::{Clock, SeatKind};

    fn person(name: &str, hash: &str) -> StoredSeat {
        StoredSeat {
            kind: SeatKind::Person,
            name: name.into(),
            token_hash: Some(hash.into()),
            ..StoredSeat::open()
        }
    }

    fn turn_to(seat: Seat) -> OutboxChange {
        OutboxChange::Add {
            seat,
            kind: PushKind::Turn,
            facts: PushFacts {
                game: "cubes".into(),
                room: "room-of-the-test-0001".into(),
                to_move: Some("Bea".into()),
                opponent: Some("Ada".into()),
            },
            due: 0,
        }
    }

    /// A flood of moves makes at most one unread "your turn" per subscription, the seat's
    /// own move clears it, and a claimed push is not claimed again while its lease runs.
    #[tokio::test]
    async fn your_turn_is_written_once_until_the_seat_moves_and_claimed_once() {
        let dir = std::env::temp_dir().join(format!("cube-table-outbox-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let url = dir.join("t.db").display().to_string();
        sqlx::any::install_default_drivers();
        let pools = sqlite::open(&url, std::time::Duration::from_secs(5))
            .await
            .unwrap();
        let store = Store::new(pools, Backend::Sqlite);
        let id = "room-of-the-test-0001";
        let room = StoredRoom {
            id: id.into(),
            watch: Some("watch-of-the-test-0001".into()),
            game: "cubes".into(),
            players: 2,
            options: Default::default(),
            seed: 1,
            version: 0,
            undo: None,
            seats: vec![person("Ada", "hash-a"), person("Bea", "hash-b")],
            moves: Vec::new(),
            touched: 0,
            ended: Some(0),
            listed: false,
            clock: Clock::None,
            stand_in: "medium".into(),
            timing: Timing::default(),
            to_move: Some(0),
            claimed: None,
            rematch: None,
            rated: false,
        };
        store.create_room(&room, &Turn::default()).await.unwrap();
        let sub = PushSubscription {
            room: id.into(),
            seat: 1,
            token_hash: "hash-b".into(),
            endpoint: "https://push.example/bea".into(),
            p256dh: "k".into(),
            auth: "a".into(),
            lang: "en".into(),
        };
        assert!(store.subscribe(&sub, 5).await.unwrap());
        // A subscription made with a token the seat no longer has gets nothing.
        let old = PushSubscription {
            endpoint: "https://push.example/old".into(),
            token_hash: "hash-old".into(),
            ..sub.clone()
        };
        assert!(store.subscribe(&old, 5).await.unwrap());
        let mut version = 0;
        for ply in 0..6 {
            version = store
                .append_move(
                    id,
                    version,
                    ply,
                    0,
                    "m",
                    false,
                    &Turn::default(),
                    None,
                    &[turn_to(1)],
                )
                .await
                .unwrap();
        }
        let far = i64::MAX / 2;
        let claimed = store.claim_pushes("one", 1, far, 10).await.unwrap();
        assert_eq!(claimed.len(), 1, "one unread turn, however many moves");
        assert_eq!(claimed[0].endpoint, "https://push.example/bea");
        assert!(store
            .claim_pushes("two", 1, far, 10)
            .await
            .unwrap()
            .is_empty());
        store.push_sent(claimed[0].id, "one", true).await.unwrap();
        // Sent and unread: still no second one.
        version = store
            .append_move(
                id,
                version,
                6,
                0,
                "m",
                false,
                &Turn::default(),
                None,
                &[turn_to(1)],
            )
            .await
            .unwrap();
        assert!(store
            .claim_pushes("two", 2, far, 10)
            .await
            .unwrap()
            .is_empty());
        // Bea moves (her turn read), then it is her turn again: one more.
        let cleared = OutboxChange::Clear {
            seat: Some(1),
            kinds: &[PushKind::Turn, PushKind::HourLeft],
        };
        version = store
            .append_move(
                id,
                version,
                7,
                1,
                "m",
                false,
                &Turn::default(),
                None,
                &[cleared],
            )
            .await
            .unwrap();
        store
            .append_move(
                id,
                version,
                8,
                0,
                "m",
                false,
                &Turn::default(),
                None,
                &[turn_to(1)],
            )
            .await
            .unwrap();
        assert_eq!(
            store.claim_pushes("two", 3, far, 10).await.unwrap().len(),
            1
        );
        store.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}
