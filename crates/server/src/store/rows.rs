//! What the store reads and writes: a room, its seats and clock as stored, the errors, and
//! the time as the store counts it.

use online::{Clock, PendingUndo, SeatKind};
use rules::Seat;

/// The key of the spectators' row in the presence counts.
pub const SPECTATORS: i64 = -1;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The room changed since it was read (another connection or process was first).
    #[error("the room has changed")]
    Stale,
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// Stored data that does not read back (never written by this server).
    #[error("stored data: {0}")]
    Corrupt(String),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// A seat as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeat {
    pub kind: SeatKind,
    pub name: String,
    /// SHA-256 of the seat's token, hex; the token itself is never stored.
    pub token_hash: Option<String>,
    /// The computer plays this person's seat while they are away or out of time.
    pub stand_in: bool,
    /// The person is back during their own turn: the computer finishes the move it began,
    /// and the seat is theirs again in the same write (stored as `stand_in = 2`).
    pub returning: bool,
}

impl StoredSeat {
    pub fn open() -> StoredSeat {
        StoredSeat {
            kind: SeatKind::Open,
            name: String::new(),
            token_hash: None,
            stand_in: false,
            returning: false,
        }
    }
}

/// A room's clock as stored, in milliseconds (since 1970 for instants): each seat's time
/// left (a real-time clock's), when the current turn began and when the running clock runs
/// out (0: none runs). What they mean is `crate::room::clock`'s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    pub remaining: Vec<i64>,
    pub started: i64,
    pub deadline: i64,
}

/// What a change writes about the turn: the seat to move, the clock, the seats whose time
/// left changed, and when the server must next look at the room (0: never).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Turn {
    pub to_move: Option<Seat>,
    pub started: i64,
    pub deadline: i64,
    pub remaining: Vec<(Seat, i64)>,
    pub alarm: i64,
}

/// The play-again offer as stored: who accepted, and the new room once everyone has.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RematchOffer {
    pub accepted: Vec<Seat>,
    /// The new room's id and its spectators' id.
    pub next: Option<(String, String)>,
}

/// A room whose alarm is due, as the clock check reads it (no replay): its clock, the seat
/// to move and whether a person plays it now, when that seat's last connection closed and
/// whether it has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Due {
    pub id: String,
    pub version: i64,
    pub clock: Clock,
    pub to_move: Option<Seat>,
    pub over: bool,
    pub started: i64,
    pub deadline: i64,
    /// The seat to move is a person's and no computer stands in for it.
    pub person: bool,
    pub left_at: i64,
    pub connected: bool,
}

/// A room as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRoom {
    pub id: String,
    /// The spectators' id ([`online::paths::watch`]); `None` only for rooms stored before
    /// it existed, until they are loaded again.
    pub watch: Option<String>,
    pub game: String,
    pub players: usize,
    pub options: online::Options,
    pub seed: u64,
    pub version: i64,
    pub undo: Option<PendingUndo>,
    pub seats: Vec<StoredSeat>,
    /// (seat that moved, notation), in order.
    pub moves: Vec<(Seat, String)>,
    /// When the room last changed, in seconds since 1970.
    pub touched: i64,
    /// When the game ended; `Some(0)` while it is played, `None` when not known (a room
    /// stored before this was kept).
    pub ended: Option<i64>,
    pub listed: bool,
    pub clock: Clock,
    /// The computer's level when it stands in for a person.
    pub stand_in: String,
    pub timing: Timing,
    /// The seat to move as stored (`None`: none, or not known for a room stored before).
    pub to_move: Option<Seat>,
    /// The seat that claimed the win.
    pub claimed: Option<Seat>,
    pub rematch: Option<RematchOffer>,
}

/// What the sweep deletes, in seconds since 1970: rooms whose game ended before
/// `finished`, rooms without a move last changed before `unstarted`, and games last
/// changed before `abandoned`. Rooms with a live connection are kept.
#[derive(Clone, Copy, Debug)]
pub struct Expiry {
    pub unstarted: i64,
    pub finished: i64,
    pub abandoned: i64,
}

/// Seconds since 1970.
pub fn now() -> i64 {
    now_ms() / 1000
}

/// Milliseconds since 1970 (clocks).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
