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
    /// The account the seat belongs to ('': none). The database's `seats.account` is the
    /// authority: a browser binding a seat later writes it there without changing the room.
    pub account: String,
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
            account: String::new(),
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
    /// Each seat's vacation.
    pub vacations: Vec<Vacation>,
}

/// A seat's vacation: its clock is paused `until` (0: never was), and `used` days of the
/// UTC `year` are spent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vacation {
    pub until: i64,
    pub year: i64,
    pub used: i64,
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
    /// A seat's vacation as a change set it.
    pub vacation: Option<(Seat, Vacation)>,
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
    /// Its end changes its players' ratings (`crate::ratings`).
    pub rated: bool,
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

/// What a push is about (`push_outbox.kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PushKind {
    /// It became the seat's turn and no page of the seat is connected.
    Turn,
    /// The open table the seat listed was taken and the game started.
    Started,
    /// A turn-based move has an hour left.
    HourLeft,
    /// The game ended.
    Ended,
    /// Another seat offers a rematch.
    Rematch,
}

impl PushKind {
    pub const ALL: [PushKind; 5] = [
        PushKind::Turn,
        PushKind::Started,
        PushKind::HourLeft,
        PushKind::Ended,
        PushKind::Rematch,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            PushKind::Turn => "turn",
            PushKind::Started => "started",
            PushKind::HourLeft => "hour_left",
            PushKind::Ended => "ended",
            PushKind::Rematch => "rematch",
        }
    }

    pub fn parse(text: &str) -> Option<PushKind> {
        PushKind::ALL.into_iter().find(|k| k.as_str() == text)
    }

    /// At most one row of this kind per subscription (a second is not added while one is
    /// there): "your turn" and "an hour left" are about the seat's turn, which one push tells.
    pub fn coalesced(self) -> bool {
        matches!(self, PushKind::Turn | PushKind::HourLeft)
    }
}

/// What a push says: only what a spectator of the room may know.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PushFacts {
    pub game: String,
    pub room: String,
    /// The name of the seat to move (`None`: nobody, or a nameless seat).
    pub to_move: Option<String>,
    /// The other side's name: the seat that moved, offered or took the seat.
    pub opponent: Option<String>,
}

/// A change of the outbox written with a room's change, in the same transaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutboxChange {
    /// Pushes of these kinds not needed any more (`seat` `None`: every seat's).
    Clear {
        seat: Option<Seat>,
        kinds: &'static [PushKind],
    },
    /// A push to every subscription of `seat` (made with its current token), due at `due`
    /// (milliseconds since 1970).
    Add {
        seat: Seat,
        kind: PushKind,
        facts: PushFacts,
        due: i64,
    },
}

/// A browser's push subscription for one seat, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushSubscription {
    pub room: String,
    pub seat: Seat,
    pub token_hash: String,
    pub endpoint: String,
    /// The browser's P-256 public key and auth secret, base64url.
    pub p256dh: String,
    pub auth: String,
    pub lang: String,
}

/// A push claimed by a sender: the row and its subscription.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimedPush {
    pub id: i64,
    pub sub: i64,
    pub kind: PushKind,
    pub facts: PushFacts,
    pub tries: i64,
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub lang: String,
}
