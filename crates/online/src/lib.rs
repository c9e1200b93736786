//! Online play: the JSON messages between a browser (`crates/app`) and the server
//! (`crates/server`), shared by both so that they cannot drift apart. The protocol and the
//! server's settings are documented for people in `docs/online.md`.
//!
//! A room is made over HTTP (`POST /api/rooms` with a [`CreateRoom`], answered by a
//! [`RoomCreated`]); play goes over one WebSocket per browser tab
//! (`GET /api/rooms/<room>/ws`). On it the client first says [`ClientMsg::Hello`]; the
//! server answers [`ServerMsg::Welcome`] and then a [`ServerMsg::State`] with the position
//! as that connection may see it ([`rules::AnyGame::view`]). Every accepted move is in the
//! database before anyone hears of it; then every connection gets its own new `State`.
//! Anything the server refuses gets a [`ServerMsg::Error`] with an [`ErrorCode`] and
//! changes nothing.
//!
//! Around the rooms: the lobby's open tables ([`paths::LOBBY_SOCKET`], [`ServerMsg::Tables`]),
//! "Play now" ([`PlayNow`]) and what a device's rooms are waiting for ([`paths::TURNS`],
//! [`Turns`]).

use std::collections::BTreeMap;

use rules::{AnyGame, Seat, Setup};
use serde::{Deserialize, Serialize};

mod flat;

/// The protocol version, sent in [`ClientMsg::Hello`] and [`ServerMsg::Welcome`]. A
/// server refuses a hello of another version with [`ErrorCode::Version`]. Version 2: the
/// position in [`ServerMsg::State`] is [`encode_view`] text, no longer a JSON object.
/// Version 3: the spectators' link has its own id ([`ServerMsg::Welcome::watch`]), a seat
/// can replace its link ([`ClientMsg::NewToken`]), a `state` says when the room will be
/// deleted, and names and connections have their own refusals. Version 4: open tables and
/// the lobby, clocks, the computer standing in for an absent person, claiming the win, play
/// again, quick messages.
pub const VERSION: u32 = 4;

/// Limits a server enforces on each connection.
pub mod limits {
    /// A room's or spectators' id in an address is at most this long (the server makes
    /// 22 characters; longer is never looked up).
    pub const ROOM_ID_MAX: usize = 64;
    /// The largest message (a WebSocket frame or an HTTP body), in bytes.
    pub const MESSAGE: usize = 64 * 1024;
    /// Messages a connection may send per second on average…
    pub const RATE_PER_SECOND: u32 = 20;
    /// …and at most this many in a burst.
    pub const BURST: u32 = 40;
    /// The longest player name, in characters.
    pub const NAME: usize = 40;
    /// A real-time clock: minutes per player…
    pub const CLOCK_MINUTES: std::ops::RangeInclusive<u32> = 1..=180;
    /// …and seconds added after each move.
    pub const CLOCK_INCREMENT: std::ops::RangeInclusive<u32> = 0..=60;
    /// A turn-based clock: hours per move (two weeks at most).
    pub const CLOCK_HOURS: std::ops::RangeInclusive<u32> = 1..=336;
    /// …and a bank of days that absorbs moves over their hours (none to a month).
    pub const CLOCK_BANK_DAYS: std::ops::RangeInclusive<u32> = 0..=30;
    /// Days of vacation one request may take (the site's yearly allowance is a server
    /// setting, `--vacation-days`).
    pub const VACATION_DAYS: std::ops::RangeInclusive<u32> = 1..=60;
    /// Quick messages a seat may send at once…
    pub const SAY_BURST: u32 = 3;
    /// …and then one per this many seconds.
    pub const SAY_EVERY_SECONDS: u32 = 4;
    /// Open tables the lobby lists at most (the oldest first).
    pub const LOBBY_TABLES: usize = 100;
    /// Rooms one [`Turns`](super::Turns) request may ask about.
    pub const TURNS: usize = 50;
    /// Seats one [`AccountSync`](super::AccountSync) may hand over, and the account's seats
    /// its answer lists at most (the newest rooms first).
    pub const ACCOUNT_SEATS: usize = 200;
    /// Finished lessons and solved puzzles an account keeps at most…
    pub const PROGRESS_ITEMS: usize = 600;
    /// …each named in at most this many bytes (`learn/<game>/<stage>`, `puzzle/<game>/<id>`).
    pub const PROGRESS_ITEM: usize = 48;
    /// Keys of one seat for its account's browsers at most (a further one ends the oldest).
    pub const SEAT_KEYS: usize = 8;
    /// Finished games one page of the archive lists.
    pub const ARCHIVE_PAGE: usize = 20;
    /// Pages of the archive a search may go to (deeper: narrow the search).
    pub const ARCHIVE_PAGES: usize = 500;
    /// A player's games one download holds at most (the latest).
    pub const ARCHIVE_DOWNLOAD: usize = 5000;
    /// Studies one account keeps on the server at most…
    pub const STUDIES_PER_ACCOUNT: usize = 100;
    /// …and their bytes together at most (each is at most `rules::limits::STUDY`).
    pub const STUDY_BYTES_PER_ACCOUNT: usize = 16 * 1024 * 1024;
    /// A saved study's id in an address is at most this long (the server makes 16
    /// characters; longer is never looked up).
    pub const STUDY_ID_MAX: usize = 32;

    /// Whether `id` has a saved study's id's shape: 1 to [`STUDY_ID_MAX`] base64url
    /// characters (the server looks up nothing else; the app keeps nothing else).
    pub fn is_study_id(id: &str) -> bool {
        (1..=STUDY_ID_MAX).contains(&id.len())
            && id
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    }
}

/// The paths of the online API, relative to the site's root.
pub mod paths {
    /// The account requests (issue 44; `docs/accounts.md`). Each is `POST` with JSON from
    /// this site, but [`ME`](account::ME), a `GET`.
    pub mod account {
        /// `{handle}` → `{ceremony, options}` for `navigator.credentials.create`.
        pub const SIGN_UP_START: &str = "/api/account/sign-up/start";
        /// `{ceremony, credential}` → `{handle, recovery_codes}` and the session cookie.
        pub const SIGN_UP_FINISH: &str = "/api/account/sign-up/finish";
        /// → `{ceremony, options}` for `navigator.credentials.get`.
        pub const SIGN_IN_START: &str = "/api/account/sign-in/start";
        /// `{ceremony, credential}` → `{handle}` and the session cookie.
        pub const SIGN_IN_FINISH: &str = "/api/account/sign-in/finish";
        /// `GET` → `{handle, created, passkeys, recovery_codes_left}`.
        pub const ME: &str = "/api/account/me";
        /// `GET` → `{handle}`: this browser's account's handle, `null` when signed out
        /// (always 200, so that a page that only asks whether someone is signed in, such
        /// as a study's, causes no failed request).
        pub const WHO: &str = "/api/account/who";
        pub const SIGN_OUT: &str = "/api/account/sign-out";
        pub const SIGN_OUT_EVERYWHERE: &str = "/api/account/sign-out-everywhere";
        /// Signed in: → `{ceremony, options}`, then `{ceremony, credential}` → `{passkeys}`.
        pub const PASSKEY_START: &str = "/api/account/passkeys/start";
        pub const PASSKEY_FINISH: &str = "/api/account/passkeys/finish";
        /// Signed in: → `{token, url, expires_in}`.
        pub const LINK: &str = "/api/account/link";
        /// `{token}` → `{handle}` and the session cookie.
        pub const LINK_USE: &str = "/api/account/link/use";
        /// `{code}` → `{handle}` and the session cookie.
        pub const RECOVER: &str = "/api/account/recover";
        /// Signed in: deletes the account.
        pub const DELETE: &str = "/api/account/delete";
        /// Signed in: this browser's seats and progress handed to the account, and what of
        /// the account's it lacks ([`AccountSync`](crate::AccountSync) →
        /// [`AccountSynced`](crate::AccountSynced)).
        pub const SYNC: &str = "/api/account/sync";
    }

    /// `GET`: finished games ([`ArchivePage`](super::ArchivePage)), searched by the query's
    /// `player` (a seat's name or an account's handle) or `handle` (an account's only), `game`, `result` (`won`, `lost`
    /// with a player; `draw`), `from` and `to` (`YYYY-MM-DD`, UTC, both included) and `page`
    /// (from 1).
    pub const GAMES: &str = "/api/games";

    /// `GET`: the public page of the account with this handle ([`PlayerProfile`](super::PlayerProfile)).
    pub fn player(handle: &str) -> String {
        format!("/api/players/{handle}")
    }

    /// `GET`: every archived game of the account with this handle, as records (a JSON array).
    pub fn player_records(handle: &str) -> String {
        format!("/api/players/{handle}/records")
    }

    /// `POST`: make a room ([`CreateRoom`](super::CreateRoom) → [`RoomCreated`](super::RoomCreated)).
    pub const ROOMS: &str = "/api/rooms";

    /// Studies saved on the server under their author (`docs/studies.md`). `POST`, signed
    /// in, from this site, the body a study file's JSON (`rules::Study::to_json`): saves a
    /// new one → [`StudySaved`](super::StudySaved).
    pub const STUDIES: &str = "/api/studies";

    /// One saved study: `GET` (anyone with the address) →
    /// [`SavedStudy`](super::SavedStudy); `PUT` (its author, from this site, the study's
    /// JSON) → [`StudySaved`](super::StudySaved); `DELETE` (its author, from this site).
    pub fn study(id: &str) -> String {
        format!("/api/studies/{id}")
    }

    /// `GET`, signed in: the account's own saved studies, the latest changed first
    /// ([`StudyList`](super::StudyList)).
    pub const MY_STUDIES: &str = "/api/account/studies";

    /// The page that opens a saved study (`/<game>/study?saved=<id>`), and its embed
    /// (`/embed/<game>/study?saved=<id>`).
    pub fn study_page(game: &str, id: &str) -> String {
        format!("/{game}/study?saved={id}")
    }

    /// The WebSocket of a room.
    pub fn socket(room: &str) -> String {
        format!("/api/rooms/{room}/ws")
    }

    /// `GET`: the room's record as JSON: whole (seed included) once the game has ended,
    /// before that without the seed (the public record).
    pub fn record(room: &str) -> String {
        format!("/api/rooms/{room}/record")
    }

    /// The cookie that holds the language a person chose (`en`, `de`, `hu`), so that a page
    /// comes prerendered in it: the server (and the service worker, `web/sw.js`) read it
    /// before `Accept-Language`.
    pub const LANG_COOKIE: &str = "cube-table-lang";

    /// The page that joins a room (the invite link for open seats).
    pub fn invite(room: &str) -> String {
        format!("/online/{room}")
    }

    /// A seat's own link: opens the room on another device as that seat. The token rides in
    /// the fragment, which browsers never send to a server; the page keeps it and removes it
    /// from the address bar.
    pub fn seat(room: &str, token: &str) -> String {
        format!("/online/{room}#seat={token}")
    }

    /// The seat token in a page's fragment (`#seat=<token>`), if it has the shape of one
    /// (base64url, at most 64 characters); anything else is ignored.
    pub fn token_in_fragment(fragment: &str) -> Option<&str> {
        let token = fragment.trim_start_matches('#').strip_prefix("seat=")?;
        let base64url = |b: u8| b.is_ascii_alphanumeric() || b == b'-' || b == b'_';
        (!token.is_empty() && token.len() <= 64 && token.bytes().all(base64url)).then_some(token)
    }

    /// `POST`: join the oldest open table for a game and player count, or make one
    /// ([`PlayNow`](super::PlayNow) → [`RoomCreated`](super::RoomCreated)).
    pub const PLAY_NOW: &str = "/api/play-now";

    /// `POST`: what each of a device's rooms is waiting for ([`Turns`](super::Turns) →
    /// [`TurnsAnswer`](super::TurnsAnswer)).
    pub const TURNS: &str = "/api/turns";

    /// `POST`: a vacation for each of a device's seats in turn-based games, or how many days
    /// each has left ([`VacationRequest`](super::VacationRequest) →
    /// [`VacationAnswer`](super::VacationAnswer)).
    pub const VACATION: &str = "/api/vacation";

    /// The lobby's WebSocket: the open tables ([`ServerMsg::Tables`](super::ServerMsg)), sent
    /// at once and again whenever they change; `game` keeps one game's.
    pub fn lobby_socket(game: Option<&str>) -> String {
        match game {
            Some(g) => format!("/api/lobby/ws?game={g}"),
            None => "/api/lobby/ws".to_string(),
        }
    }

    /// `GET`: a game's leaderboard ([`Leaderboard`](super::Leaderboard)).
    pub fn ratings(game: &str) -> String {
        format!("/api/ratings/{game}")
    }

    /// The lobby page: every game's open tables, or one game's.
    pub fn lobby(game: Option<&str>) -> String {
        match game {
            Some(g) => format!("/lobby/{g}"),
            None => "/lobby".to_string(),
        }
    }

    /// The page that watches a room, by the room's spectators' id
    /// ([`ServerMsg::Welcome::watch`](super::ServerMsg::Welcome)): a connection that came by
    /// it can only watch, and never learns the room's own id.
    pub fn watch(watch_id: &str) -> String {
        format!("/online/{watch_id}?watch=1")
    }
}

/// Who sits at a seat when a room is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatSpec {
    /// A person, who joins by the invite link (the room's maker takes the first open seat).
    Open,
    /// The server plays this seat at `level` (`easy`, `medium` or `hard`).
    Computer { level: String },
}

impl SeatSpec {
    /// A computer seat at `level`.
    pub fn computer(level: &str) -> SeatSpec {
        SeatSpec::Computer {
            level: level.to_string(),
        }
    }
}

/// `POST /api/rooms`: a new room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateRoom {
    pub v: u32,
    /// A [`rules::GameId`] as text.
    pub game: String,
    pub setup: Setup,
    /// One per seat, `setup.players` of them.
    pub seats: Vec<SeatSpec>,
    /// The maker's name; they take the first open seat (with no open seat they only watch).
    pub name: String,
    /// Listed in the lobby while a seat is open (else reachable only by its link).
    #[serde(default)]
    pub listed: bool,
    #[serde(default)]
    pub clock: Clock,
    /// The level at which the computer plays a person's seat while they are away or out
    /// of time ([`SeatInfo::stand_in`]).
    #[serde(default = "default_stand_in")]
    pub stand_in: String,
    /// A rated room (issue 44): its end changes its players' [`Rating`]s. Only a signed-in
    /// maker may ask for one, with a clock and no computer seat; its open seats are then
    /// for signed-in people only ([`ErrorCode::NotSignedIn`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
}

impl CreateRoom {
    /// A room of `game` as most callers make one: unlisted, without a clock, the computer
    /// standing in at [`STAND_IN`].
    pub fn new(game: &str, setup: Setup, seats: Vec<SeatSpec>, name: &str) -> CreateRoom {
        CreateRoom {
            v: VERSION,
            game: game.to_string(),
            setup,
            seats,
            name: name.to_string(),
            listed: false,
            clock: Clock::None,
            stand_in: default_stand_in(),
            rated: false,
        }
    }
}

fn default_stand_in() -> String {
    STAND_IN.to_string()
}

/// The computer's level for absent people when a room does not say.
pub const STAND_IN: &str = "medium";

/// A room's clock, chosen when it is made. The server keeps it; a person whose time runs
/// out is stood in for by the computer (see `docs/online.md`, "Nobody holds a table
/// hostage").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "flat::FlatClock")]
pub enum Clock {
    /// No clock (for friends).
    #[default]
    None,
    /// `minutes` for each player's whole game, `increment` seconds added after each move.
    RealTime { minutes: u32, increment: u32 },
    /// `hours` for each move, and a bank of `bank_days` for each player that a move over
    /// its hours draws on (Little Golem's model); written only when there is a bank.
    TurnBased {
        hours: u32,
        #[serde(default, skip_serializing_if = "is_zero")]
        bank_days: u32,
    },
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Clock {
    /// The clock of the tables "Play now" makes: ten minutes each, five seconds a move.
    pub const PLAY_NOW: Clock = Clock::RealTime {
        minutes: 10,
        increment: 5,
    };

    /// The clock of the turn-based tables "Play now" makes: a day a move, three days'
    /// bank.
    pub const PLAY_NOW_TURN_BASED: Clock = Clock::TurnBased {
        hours: 24,
        bank_days: 3,
    };

    /// Whether it is turn-based (a game whose pages may be closed between moves).
    pub fn turn_based(&self) -> bool {
        matches!(self, Clock::TurnBased { .. })
    }

    /// Whether its numbers are within [`limits`]; why not.
    pub fn check(&self) -> Result<(), String> {
        let within = |what: &str, n: u32, range: std::ops::RangeInclusive<u32>| {
            if range.contains(&n) {
                Ok(())
            } else {
                Err(format!(
                    "{what} must be {} to {}, not {n}",
                    range.start(),
                    range.end()
                ))
            }
        };
        match *self {
            Clock::None => Ok(()),
            Clock::RealTime { minutes, increment } => {
                within("minutes", minutes, limits::CLOCK_MINUTES)?;
                within("increment", increment, limits::CLOCK_INCREMENT)
            }
            Clock::TurnBased { hours, bank_days } => {
                within("hours", hours, limits::CLOCK_HOURS)?;
                within("bank_days", bank_days, limits::CLOCK_BANK_DAYS)
            }
        }
    }
}

/// `POST /api/play-now`: a seat at the oldest open table of `game` for `players` (a
/// turn-based one if `turn_based`, else one that is not), or a new listed table (with
/// [`Clock::PLAY_NOW`] or [`Clock::PLAY_NOW_TURN_BASED`]) whose first seat is the caller's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayNow {
    pub v: u32,
    pub game: String,
    pub players: usize,
    pub name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turn_based: bool,
}

/// `POST /api/turns`: the rooms a device holds seats in ([`limits::TURNS`] at most).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turns {
    pub rooms: Vec<String>,
}

/// The answer to [`Turns`]: each room that exists, as everyone at it may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnsAnswer {
    pub rooms: Vec<RoomTurn>,
}

/// What a room is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomTurn {
    pub room: String,
    pub game: String,
    pub seats: Vec<SeatInfo>,
    /// The seat to move (`None` once the game is over).
    pub to_move: Option<Seat>,
    /// A seat is still open: the game has not started.
    pub waiting: bool,
    pub over: bool,
    /// When the running clock of the seat to move runs out (ms since 1970; 0: no clock
    /// runs), so that a device can put the most urgent of its games first.
    #[serde(default, skip_serializing_if = "is_zero_i64")]
    pub deadline: i64,
}

fn is_zero_i64(n: &i64) -> bool {
    *n == 0
}

/// A seat as a device holds it: its room and its token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLink {
    pub room: String,
    pub token: String,
}

/// `POST /api/account/sync` from a signed-in browser: the seats it holds (each bound to the
/// account unless another account has it) and its finished lessons and solved puzzles
/// (kept with the account's).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountSync {
    #[serde(default)]
    pub seats: Vec<SeatLink>,
    #[serde(default)]
    pub progress: Vec<String>,
}

/// The answer to [`AccountSync`]: the account's seats the browser did not name, each with
/// a key of its own for this browser (it plays the seat as the seat's token does), the
/// named seats that stay unbound and why, and everything the account has finished.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountSynced {
    pub handle: String,
    pub seats: Vec<AccountSeat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<SeatRefused>,
    pub progress: Vec<String>,
}

/// A study saved on the server: its id (the address's `saved=`) and when it last changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudySaved {
    pub id: String,
    /// The study page's address (`paths::study_page`).
    pub page: String,
    /// Seconds since 1970.
    pub updated: i64,
}

/// A saved study as anyone with its address reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedStudy {
    pub id: String,
    /// The game of its chapters.
    pub game: String,
    /// Its author's handle.
    pub author: String,
    /// Seconds since 1970.
    pub updated: i64,
    /// The study file's JSON (`rules::Study::from_json` reads it), as a string.
    pub study: String,
}

/// One of an account's saved studies, as its own list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudyListed {
    pub id: String,
    pub game: String,
    pub title: String,
    /// Seconds since 1970.
    pub updated: i64,
    /// The study file's size in bytes.
    pub bytes: usize,
}

/// The signed-in account's saved studies ([`paths::MY_STUDIES`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudyList {
    pub studies: Vec<StudyListed>,
}

/// What a player's page shows (`/player/<handle>`): nothing private (no sessions, devices
/// or seat links).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerProfile {
    pub handle: String,
    /// Member since, seconds since 1970.
    pub since: i64,
    /// Each game the player has finished an archived game of, or has a rating in.
    pub games: Vec<PlayerGame>,
}

/// A player's record in one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerGame {
    pub game: String,
    /// Finished archived games, and those won (a shared win counts).
    pub played: usize,
    pub won: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<PlayerRating>,
}

/// A player's rating in one game, with its history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRating {
    /// On the shown scale (new players at 1500).
    pub rating: i64,
    /// Still uncertain (`docs/ratings.md`).
    pub provisional: bool,
    /// After each rated game, the oldest first.
    pub history: Vec<RatingPoint>,
}

/// A rating after a rated game: when it ended (seconds since 1970) and the rating then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingPoint {
    pub at: i64,
    pub rating: i64,
}

/// A page of the archive: finished games, the latest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchivePage {
    pub games: Vec<ArchiveGame>,
    /// This page's number, from 1.
    pub page: usize,
    /// Another page follows.
    pub more: bool,
}

/// A finished game in the archive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveGame {
    /// The room it was played in (its page shows the end; the record is public).
    pub room: String,
    pub game: String,
    /// When it ended, seconds since 1970.
    pub ended: i64,
    pub moves: usize,
    /// The whole record as a link code: `/<game>?record=<link>` replays it with the review.
    pub link: String,
    /// The seats that won (several: a shared win; none: a draw).
    pub winners: Vec<Seat>,
    pub seats: Vec<ArchiveSeat>,
}

/// Who sat at a seat of an archived game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveSeat {
    /// The name at the table ('' for a deleted player's).
    pub name: String,
    /// The account's handle, if the seat belonged to one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub handle: String,
    #[serde(default)]
    pub computer: bool,
    #[serde(default)]
    pub won: bool,
    /// The player deleted their account.
    #[serde(default)]
    pub deleted: bool,
}

/// One of the account's seats as a browser gets it: the room, the seat and a key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccountSeat {
    pub room: String,
    pub seat: Seat,
    pub token: String,
}

/// A seat [`AccountSync`] did not bind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRefused {
    pub room: String,
    pub why: NotBound,
}

/// Why a seat stays unbound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NotBound {
    /// No such room, or the token is not one of its seats (any more).
    NoSeat,
    /// The seat belongs to another account.
    OtherAccount,
}

/// `POST /api/vacation`: `days` of vacation (within [`limits::VACATION_DAYS`]) for every
/// seat named ([`limits::TURNS`] at most) whose game is turn-based and not over; `days` 0
/// changes nothing and tells what each seat has.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationRequest {
    pub seats: Vec<SeatLink>,
    pub days: u32,
}

/// The answer to [`VacationRequest`], a line for each seat in its order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationAnswer {
    pub seats: Vec<SeatVacation>,
}

/// One seat's vacation: until when (ms since 1970; 0: none now) and the days left of the
/// year's allowance, or why it could not take one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatVacation {
    pub room: String,
    #[serde(default)]
    pub until: i64,
    #[serde(default)]
    pub days_left: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<VacationRefusal>,
}

/// Why a seat took no vacation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VacationRefusal {
    /// No such room, or the token is not one of its seats.
    NoSeat,
    /// Only turn-based games pause; a real-time game never does.
    NotTurnBased,
    GameOver,
    /// More days than are left of the year's allowance.
    Allowance,
}

/// A table in the lobby: a listed room with an open seat and someone waiting at it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenTable {
    /// The room's id: its invite link ([`paths::invite`]).
    pub room: String,
    pub game: String,
    pub setup: Setup,
    pub clock: Clock,
    /// Each seat: open, a person (by name) or a computer.
    pub seats: Vec<SeatInfo>,
    /// When the table was made (seconds since 1970).
    pub since: i64,
    /// A rated table ([`CreateRoom::rated`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// Each seat's rating in this game, in seat order (`None`: an open seat, a computer, or
    /// a person without an account or without a rating); empty when no seat has one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<Option<Rating>>,
}

/// A player's rating in one game as it is shown (issue 44, `docs/ratings.md`): a whole
/// number on an Elo-like scale where a new player stands at 1500, provisional while its
/// uncertainty is high.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    pub value: i32,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub provisional: bool,
}

/// `GET /api/ratings/<game>`: the leaderboard, the best players of `game` active in the
/// last 90 days, established ratings first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaderboard {
    pub game: String,
    pub players: Vec<Ranked>,
}

/// A row of the [`Leaderboard`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranked {
    pub handle: String,
    pub rating: Rating,
    /// Rated games played and won (a shared win counts as won).
    pub games: u32,
    pub wins: u32,
}

/// The fixed quick messages a seated person may send; each reader sees them in their own
/// language, and there is no free text to moderate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phrase {
    Hello,
    GoodGame,
    YourTurn,
    OneMoment,
    Thanks,
    Oops,
}

impl Phrase {
    pub const ALL: [Phrase; 6] = [
        Phrase::Hello,
        Phrase::GoodGame,
        Phrase::YourTurn,
        Phrase::OneMoment,
        Phrase::Thanks,
        Phrase::Oops,
    ];
}

/// The answer to [`CreateRoom`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomCreated {
    /// At least 128 random bits, base64url.
    pub room: String,
    /// The maker's seat and its token (kept by the browser; the server stores only a hash).
    pub seat: Option<Seat>,
    pub token: Option<String>,
}

/// What the browser sends on the room's WebSocket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMsg {
    /// The first message. With the token of one of this room's seats, the connection
    /// plays that seat (a rejoin after a reload or from another device); without, it
    /// watches until it [`Join`](ClientMsg::Join)s.
    Hello {
        v: u32,
        token: Option<String>,
    },
    /// Takes the first open seat; answered by [`ServerMsg::Joined`].
    Join {
        name: String,
    },
    /// A move in notation, made at position `ply` (the number of moves played); a move for
    /// another ply is [`ErrorCode::Stale`].
    Move {
        ply: usize,
        text: String,
    },
    /// Asks the others to take back moves to before this seat's last move (made at `ply`
    /// moves, the current count). Computer seats agree at once; it never goes back past a
    /// move that revealed something.
    UndoRequest {
        ply: usize,
    },
    /// Answers the pending undo request.
    UndoAnswer {
        accept: bool,
    },
    /// A seated connection asks for a new token for its seat: answered by
    /// [`ServerMsg::Joined`] with it; the old token stops working, and other connections
    /// that used it are told [`ErrorCode::BadToken`] and closed.
    NewToken,
    /// Takes this seat back from the computer that plays it for its person (a hello with
    /// the seat's token does the same).
    Resume,
    /// With two players, while the computer plays the other person's seat: ends the game,
    /// won by this seat.
    ClaimWin,
    /// After the end: offers to play again, or accepts the offer (`accept: false` declines
    /// it, for everyone).
    PlayAgain {
        accept: bool,
    },
    /// A quick message to everyone at the table.
    Say {
        phrase: Phrase,
    },
    Ping,
}

/// A seat as everyone in the room sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub kind: SeatKind,
    /// The player's name (empty for an open seat).
    pub name: String,
    /// Whether a browser holds this seat now (computer seats always are).
    pub connected: bool,
    /// The computer plays this person's seat while they are away or out of time ("played
    /// by the computer for Anna"); they take it back by returning.
    #[serde(default)]
    pub stand_in: bool,
    /// Its person came back during their own turn: the computer makes the move it began,
    /// then the seat is theirs (a return never restarts a turn's clock). Sent only when
    /// true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub returning: bool,
}

impl SeatInfo {
    /// A person's seat, connected and played by them.
    pub fn person(name: &str) -> SeatInfo {
        SeatInfo {
            kind: SeatKind::Person,
            name: name.to_string(),
            connected: true,
            stand_in: false,
            returning: false,
        }
    }

    /// A computer's seat at `level` (always connected).
    pub fn computer(level: &str) -> SeatInfo {
        SeatInfo {
            kind: SeatKind::Computer {
                level: level.to_string(),
            },
            ..SeatInfo::person("")
        }
    }

    /// An open seat.
    pub fn open() -> SeatInfo {
        SeatInfo {
            kind: SeatKind::Open,
            connected: false,
            ..SeatInfo::person("")
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "snake_case",
    try_from = "flat::FlatSeatKind"
)]
pub enum SeatKind {
    Open,
    Person,
    Computer { level: String },
}

/// An undo request waiting for answers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingUndo {
    pub by: Seat,
    /// The position it goes back to (that many moves stay).
    pub to_ply: usize,
    /// Seats that have not answered yet.
    pub waiting: Vec<Seat>,
}

/// A room's clock as it stands when a state is sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockState {
    /// Milliseconds left per seat: a real-time clock's whole time left, a turn-based clock's
    /// time for the move; for the running seat, counted to when the message was sent.
    pub left: Vec<u64>,
    /// The seat whose time is running (a person to move), if any.
    pub running: Option<Seat>,
    /// A turn-based clock's bank per seat in milliseconds (empty: the clock has no bank);
    /// the running seat's is drawn on once its time for the move is gone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bank: Vec<u64>,
    /// Milliseconds of vacation left per seat (empty: nobody is on vacation); a seat on
    /// vacation has its clock paused until it ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub vacation: Vec<u64>,
}

/// Play again: who has accepted, who is awaited, and the new room once all have.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rematch {
    pub accepted: Vec<Seat>,
    pub waiting: Vec<Seat>,
    /// The new game's id as this connection may use it: the room's own (the seat's token
    /// plays it, at the seat after this one), or its spectators' id for a watch link.
    pub next: Option<String>,
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case", try_from = "flat::FlatServerMsg")]
// A message lives only while it is written or read, and the position (`State`) is most of
// its size in any case; the app boxes the ones it keeps in an action.
#[allow(clippy::large_enum_variant)]
pub enum ServerMsg {
    /// The answer to a hello: the room, and this connection's seat (`None`: watching).
    Welcome {
        v: u32,
        /// The id this connection came by (the spectators' id for a watch link).
        room: String,
        /// The room's spectators' id, for [`paths::watch`].
        watch: String,
        /// A [`rules::GameId`] as text.
        game: String,
        setup: Setup,
        seat: Option<Seat>,
        seats: Vec<SeatInfo>,
        clock: Clock,
        /// Listed in the lobby while a seat is open.
        listed: bool,
        /// The computer's level for absent people.
        stand_in: String,
        /// A rated room ([`CreateRoom::rated`]); sent only when true.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        rated: bool,
    },
    /// The answer to [`ClientMsg::Join`]: this connection now plays `seat`; keep `token`.
    Joined {
        seat: Seat,
        token: String,
    },
    /// The position as this connection may see it, after `ply` moves.
    State {
        ply: usize,
        /// [`rules::AnyGame::view`] for this connection's seat (a spectator's for none),
        /// sent as [`encode_view`] text.
        #[serde(serialize_with = "view_text")]
        view: AnyGame,
        /// The moves played, in notation (what every seat has seen).
        moves: Vec<String>,
        /// The seat that made each move (every seat saw it made), so that a page names the
        /// mover of a move it did not see before it (one made before it opened, or one its
        /// view of another's hidden hand cannot place). Empty from servers before it.
        #[serde(default)]
        movers: Vec<Seat>,
        /// Once the game has ended: the whole record as JSON text, seed included.
        record: Option<String>,
        undo: Option<PendingUndo>,
        /// When the server will delete the room if nothing changes before (seconds since
        /// 1970); `None` when it keeps rooms for good.
        expires: Option<i64>,
        clock: Option<ClockState>,
        /// The seat that claimed the win when the other player left (the game is over).
        claimed: Option<Seat>,
        rematch: Option<Rematch>,
    },
    /// Who is at the table and connected; sent to all on every change.
    Presence {
        seats: Vec<SeatInfo>,
        spectators: usize,
    },
    /// How an undo request ended (a `State` follows an accepted one).
    UndoDone {
        accepted: bool,
    },
    /// A quick message from a seat.
    Said {
        seat: Seat,
        phrase: Phrase,
    },
    /// On the lobby's socket: the open tables (the oldest first).
    Tables {
        tables: Vec<OpenTable>,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
    Pong,
}

impl ServerMsg {
    /// A room's state with only its position: no record, undo request, clock, claimed win
    /// or offer to play again (a game in progress without a clock; tests build on it).
    pub fn position(ply: usize, view: AnyGame, moves: Vec<String>) -> ServerMsg {
        ServerMsg::State {
            ply,
            view,
            moves,
            movers: Vec::new(),
            record: None,
            undo: None,
            expires: None,
            clock: None,
            claimed: None,
            rematch: None,
        }
    }
}

/// Why the server refused something. The message is English text for logs and tests; the
/// app tells the player by the code, in their language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, not a message of this protocol, or not text.
    Malformed,
    /// Another protocol version.
    Version,
    /// Over [`limits::MESSAGE`].
    TooLarge,
    /// Over the message rate.
    RateLimited,
    /// A message other than hello first, or a second hello.
    OutOfOrder,
    NoSuchRoom,
    /// A token that is not one of this room's seats.
    BadToken,
    NoOpenSeat,
    /// A seat's action from a connection that watches.
    NotASeat,
    NotYourTurn,
    /// A move or undo for a position that is no longer the current one.
    Stale,
    /// Not a move, or a move a rule forbids; the message says which.
    IllegalMove,
    GameOver,
    /// Nothing to take back, or it would go back past a reveal.
    NoUndo,
    /// Another undo request is pending, or none is to answer.
    UndoPending,
    NoUndoPending,
    /// A room that cannot be made (unknown game, bad setup, wrong number of seats, …).
    BadRoom,
    /// The server could not store or load; try again.
    Unavailable,
    /// A name that is empty, too long, or has invisible or control characters.
    BadName,
    /// A name another seat of the room already has (or one that looks the same).
    NameTaken,
    /// A request from a page of another site (its `Origin` is not allowed here).
    Forbidden,
    /// Too many connections: the room's spectators, this address's or the server's.
    Full,
    /// A move or an undo while a seat is still open: the game starts once every seat is
    /// taken.
    NotStarted,
    /// A move after this seat's time ran out (the computer plays it now).
    TimeUp,
    /// Claiming the win is for two players, while the computer plays the other's seat.
    NoClaim,
    /// Play again is offered after the end, by a seat; or there is no offer to decline.
    NoRematch,
    /// An account request that needs a signed-in session, without one (or with one that
    /// has ended).
    NotSignedIn,
    /// A handle another account has (or one that looks the same).
    HandleTaken,
    /// A passkey ceremony the server does not know: never begun, already finished, or
    /// expired.
    NoCeremony,
    /// A passkey's answer that does not verify, or a passkey of no account.
    PasskeyRefused,
    /// A recovery code that is not one, or was used already.
    BadRecoveryCode,
    /// A sign-in link that is not one, was used already, or has expired.
    BadSignInLink,
    /// No account has that handle.
    NoSuchPlayer,
    /// No saved study has that id (never saved, or deleted).
    NoSuchStudy,
    /// A study the rules refuse (its shape, a limit, a move); the message says which.
    BadStudy,
    /// A change of a saved study by an account that is not its author.
    NotYourStudy,
    /// The account keeps as many studies, or as many bytes of them, as it may.
    TooManyStudies,
}

impl ErrorCode {
    /// Every code, for tables that must cover them all (the app's messages).
    pub const ALL: [ErrorCode; 37] = [
        ErrorCode::Malformed,
        ErrorCode::Version,
        ErrorCode::TooLarge,
        ErrorCode::RateLimited,
        ErrorCode::OutOfOrder,
        ErrorCode::NoSuchRoom,
        ErrorCode::BadToken,
        ErrorCode::NoOpenSeat,
        ErrorCode::NotASeat,
        ErrorCode::NotYourTurn,
        ErrorCode::Stale,
        ErrorCode::IllegalMove,
        ErrorCode::GameOver,
        ErrorCode::NoUndo,
        ErrorCode::UndoPending,
        ErrorCode::NoUndoPending,
        ErrorCode::BadRoom,
        ErrorCode::Unavailable,
        ErrorCode::BadName,
        ErrorCode::NameTaken,
        ErrorCode::Forbidden,
        ErrorCode::Full,
        ErrorCode::NotStarted,
        ErrorCode::TimeUp,
        ErrorCode::NoClaim,
        ErrorCode::NoRematch,
        ErrorCode::NotSignedIn,
        ErrorCode::HandleTaken,
        ErrorCode::NoCeremony,
        ErrorCode::PasskeyRefused,
        ErrorCode::BadRecoveryCode,
        ErrorCode::BadSignInLink,
        ErrorCode::NoSuchPlayer,
        ErrorCode::NoSuchStudy,
        ErrorCode::BadStudy,
        ErrorCode::NotYourStudy,
        ErrorCode::TooManyStudies,
    ];
}

/// Every message as JSON text.
pub fn to_text<T: Serialize>(msg: &T) -> String {
    // Serializing these types cannot fail: no maps with non-string keys, no floats.
    serde_json::to_string(msg).unwrap_or_else(|e| {
        format!("{{\"t\":\"error\",\"code\":\"unavailable\",\"message\":\"{e}\"}}")
    })
}

/// Reads a client message, with the error the server sends for one it cannot read.
pub fn read_client(text: &str) -> Result<ClientMsg, (ErrorCode, String)> {
    if text.len() > limits::MESSAGE {
        return Err((
            ErrorCode::TooLarge,
            format!("a message may have at most {} bytes", limits::MESSAGE),
        ));
    }
    serde_json::from_str(text).map_err(|e| {
        (
            ErrorCode::Malformed,
            rules::clip(&format!("not a message of this protocol: {e}")),
        )
    })
}

/// Reads a server message (the app's side).
pub fn read_server(text: &str) -> Result<ServerMsg, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The position of a [`ServerMsg::State`] as sent: base64url (RFC 4648, no padding) of its
/// [postcard](https://postcard.jamesmunns.com/wire-format) encoding (the serde derives of
/// `rules`), not a JSON object. Reading every game's state from JSON made up most of the
/// app's online code (serde_json's field-name matching and map visitors, instantiated for
/// every type of all five games); postcard reads fields in order and costs a fraction.
///
/// Postcard numbers an enum's variants, and a program built with one game has one
/// variant: the first byte (the game's variant) is written as the game's place in every
/// build's list (`rules::game::EVERY_GAME_ID`), and read back into this build's.
pub fn encode_view(view: &AnyGame) -> String {
    // Encoding into a Vec cannot fail: every type of a position is plain data.
    let mut bytes = postcard::to_allocvec(view).unwrap_or_default();
    if let Some(first) = bytes.first_mut() {
        // Fewer than 128 games: the variant is one byte.
        *first = u8::try_from(view.id().stable_index()).unwrap_or(u8::MAX);
    }
    rules::record::base64url::encode(&bytes)
}

/// Reads an [`encode_view`] text. Like any game state read from outside, the position is
/// not checked against its rules here (see `AnyGame::check_invariants`).
pub fn decode_view(text: &str) -> Result<AnyGame, String> {
    let mut bytes = rules::record::base64url::decode(text)
        .ok_or_else(|| "the position is not base64url".to_string())?;
    let first = bytes
        .first_mut()
        .ok_or_else(|| "the position is empty".to_string())?;
    let id = rules::game::EVERY_GAME_ID
        .get(usize::from(*first))
        .ok_or_else(|| format!("the position is of game number {first}, which is not a game"))?;
    let built = rules::GameId::ALL
        .iter()
        .position(|g| g.as_str() == *id)
        .ok_or_else(|| format!("this program does not have the game {id}"))?;
    *first = u8::try_from(built).map_err(|_| "too many games".to_string())?;
    match postcard::take_from_bytes::<AnyGame>(&bytes) {
        Ok((view, [])) => Ok(view),
        Ok(_) => Err("the position has bytes past its end".into()),
        Err(e) => Err(format!("the position cannot be read: {e}")),
    }
}

/// `#[serde(serialize_with)]` for [`ServerMsg::State::view`]: the position as
/// [`encode_view`] text (read back in `flat`).
fn view_text<S: serde::Serializer>(view: &AnyGame, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&encode_view(view))
}

/// The options of a setup as the dialog and records write them.
pub type Options = BTreeMap<String, String>;

#[cfg(test)]
mod tests {
    use super::*;
    use rules::GameId;

    #[test]
    fn messages_round_trip_as_tagged_json() {
        let hello = ClientMsg::Hello {
            v: VERSION,
            token: Some("abc".into()),
        };
        let text = to_text(&hello);
        assert_eq!(text, r#"{"t":"hello","v":4,"token":"abc"}"#);
        assert_eq!(read_client(&text), Ok(hello));
        let mv = r#"{"t":"move","ply":3,"text":"z00+"}"#;
        assert_eq!(
            read_client(mv),
            Ok(ClientMsg::Move {
                ply: 3,
                text: "z00+".into()
            })
        );
        let view = AnyGame::new(GameId::Cubulus, &Setup::players(2), 1)
            .unwrap_or_else(|e| panic!("{e}"))
            .view(Some(0));
        let state = ServerMsg::position(0, view, vec![]);
        let text = to_text(&state);
        assert!(text.contains(r#""view":""#), "the view is text: {text}");
        assert_eq!(read_server(&text), Ok(state));
    }

    /// The game is written as its place in every build's list, so that a program built
    /// with one game reads the positions the server (with all of them) writes.
    #[test]
    fn a_position_names_its_game_by_its_place_in_every_build() {
        for game in GameId::ALL {
            let players = *AnyGame::player_range(game).start();
            let view = AnyGame::new(game, &Setup::players(players), 3).expect("setup");
            let text = encode_view(&view);
            let bytes = rules::record::base64url::decode(&text).expect("base64url");
            assert_eq!(
                rules::game::EVERY_GAME_ID[usize::from(bytes[0])],
                game.as_str()
            );
            assert_eq!(decode_view(&text).expect("read back").id(), game);
        }
        let mut bytes = rules::record::base64url::decode(&encode_view(
            &AnyGame::new(GameId::Mojave, &Setup::players(2), 3).expect("setup"),
        ))
        .expect("base64url");
        bytes[0] = 200;
        let err = decode_view(&rules::record::base64url::encode(&bytes)).unwrap_err();
        assert!(err.contains("not a game"), "{err}");
    }

    #[test]
    fn every_game_s_view_round_trips_as_text() {
        for game in GameId::ALL {
            let players = *AnyGame::player_range(game).start();
            let mut g =
                AnyGame::new(game, &Setup::players(players), 7).unwrap_or_else(|e| panic!("{e}"));
            for ply in 0..40 {
                for seat in [None, Some(0), Some(1)] {
                    let view = g.view(seat);
                    let text = encode_view(&view);
                    assert!(
                        text.bytes()
                            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                        "{game} ply {ply}: {text}"
                    );
                    // The same position JSON carried: fields the derives skip (Cubus's
                    // generator) are not sent by either.
                    let json = serde_json::to_string(&view).unwrap_or_else(|e| panic!("{e}"));
                    let via_json: AnyGame =
                        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
                    assert_eq!(decode_view(&text), Ok(via_json), "{game} ply {ply}");
                    assert!(
                        text.len() < json.len(),
                        "{game} ply {ply}: shorter than JSON"
                    );
                }
                let Some(m) = g.legal_moves().first().cloned() else {
                    break;
                };
                g.play_str(&m).unwrap_or_else(|e| panic!("{game} {m}: {e}"));
            }
        }
    }

    #[test]
    fn bad_views_are_refused() {
        let view = AnyGame::new(GameId::Mojave, &Setup::players(2), 1)
            .unwrap_or_else(|e| panic!("{e}"))
            .view(Some(0));
        let text = encode_view(&view);
        assert!(decode_view("").is_err());
        assert!(decode_view("not base64!").is_err());
        assert!(decode_view(&text[..text.len() / 2]).is_err());
        assert!(decode_view(&format!("{text}AAAA")).is_err());
        let json = to_text(&ServerMsg::position(0, view, vec![]));
        let as_object = json.replace(&format!("\"{text}\""), r#"{"mojave":{}}"#);
        assert!(read_server(&as_object).is_err());
    }

    #[test]
    fn a_seat_link_carries_its_token_in_the_fragment_only() {
        let link = paths::seat("room1", "abc_-9");
        assert_eq!(link, "/online/room1#seat=abc_-9");
        let fragment = &link[link.find('#').unwrap_or(0)..];
        assert_eq!(paths::token_in_fragment(fragment), Some("abc_-9"));
        assert_eq!(paths::token_in_fragment("#seat="), None);
        assert_eq!(paths::token_in_fragment("#seat=a b"), None);
        assert_eq!(paths::token_in_fragment("#other=abc"), None);
        assert_eq!(
            paths::token_in_fragment(&format!("#seat={}", "a".repeat(65))),
            None
        );
    }

    #[test]
    fn all_lists_every_error_code_once() {
        // An exhaustive match: a new code does not compile here until ALL has it.
        let index = |c: ErrorCode| match c {
            ErrorCode::Malformed => 0,
            ErrorCode::Version => 1,
            ErrorCode::TooLarge => 2,
            ErrorCode::RateLimited => 3,
            ErrorCode::OutOfOrder => 4,
            ErrorCode::NoSuchRoom => 5,
            ErrorCode::BadToken => 6,
            ErrorCode::NoOpenSeat => 7,
            ErrorCode::NotASeat => 8,
            ErrorCode::NotYourTurn => 9,
            ErrorCode::Stale => 10,
            ErrorCode::IllegalMove => 11,
            ErrorCode::GameOver => 12,
            ErrorCode::NoUndo => 13,
            ErrorCode::UndoPending => 14,
            ErrorCode::NoUndoPending => 15,
            ErrorCode::BadRoom => 16,
            ErrorCode::Unavailable => 17,
            ErrorCode::BadName => 18,
            ErrorCode::NameTaken => 19,
            ErrorCode::Forbidden => 20,
            ErrorCode::Full => 21,
            ErrorCode::NotStarted => 22,
            ErrorCode::TimeUp => 23,
            ErrorCode::NoClaim => 24,
            ErrorCode::NoRematch => 25,
            ErrorCode::NotSignedIn => 26,
            ErrorCode::HandleTaken => 27,
            ErrorCode::NoCeremony => 28,
            ErrorCode::PasskeyRefused => 29,
            ErrorCode::BadRecoveryCode => 30,
            ErrorCode::BadSignInLink => 31,
            ErrorCode::NoSuchPlayer => 32,
            ErrorCode::NoSuchStudy => 33,
            ErrorCode::BadStudy => 34,
            ErrorCode::NotYourStudy => 35,
            ErrorCode::TooManyStudies => 36,
        };
        for (i, c) in ErrorCode::ALL.into_iter().enumerate() {
            assert_eq!(index(c), i);
        }
    }

    /// The encoding of positions is the rules' type layout, so a change to it must raise
    /// [`VERSION`]: this pins the views of a few positions of every game to the version.
    /// When it fails after a change to a game's state types, raise `VERSION` and put the
    /// new fingerprint here.
    #[test]
    fn the_view_layout_is_pinned_to_the_protocol_version() {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for id in GameId::ALL {
            let mut g = AnyGame::new(id, &Setup::players(2), 9).unwrap_or_else(|e| panic!("{e}"));
            for _ in 0..6 {
                for byte in encode_view(&g.view(Some(0))).bytes() {
                    hash = (hash ^ byte as u64).wrapping_mul(0x100_0000_01b3);
                }
                let first = g.legal_moves().first().cloned();
                match first {
                    Some(m) => g.play_str(&m).unwrap_or_else(|e| panic!("{e}")),
                    None => break,
                }
            }
        }
        let pinned: (u32, u64) = (4, 8_908_244_096_289_048_891);
        assert_eq!(
            (VERSION, hash),
            pinned,
            "raise VERSION and pin the new fingerprint"
        );
    }

    #[test]
    fn the_messages_of_tables_clocks_and_quick_words_read_as_written() {
        for (text, msg) in [
            (r#"{"t":"resume"}"#, ClientMsg::Resume),
            (r#"{"t":"claim_win"}"#, ClientMsg::ClaimWin),
            (
                r#"{"t":"play_again","accept":false}"#,
                ClientMsg::PlayAgain { accept: false },
            ),
            (
                r#"{"t":"say","phrase":"good_game"}"#,
                ClientMsg::Say {
                    phrase: Phrase::GoodGame,
                },
            ),
        ] {
            assert_eq!(to_text(&msg), text);
            assert_eq!(read_client(text), Ok(msg));
        }
        let code = |t: &str| read_client(t).map_err(|e| e.0);
        assert_eq!(
            code(r#"{"t":"say","phrase":"anything I like"}"#),
            Err(ErrorCode::Malformed),
            "no free text"
        );
        // A room request from before version 4 reads with no clock, unlisted.
        let req: CreateRoom = serde_json::from_str(
            r#"{"v":4,"game":"cubes","setup":{"players":2},"seats":[{"kind":"open"},{"kind":"open"}],"name":"Ada"}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (req.listed, req.clock, req.stand_in.as_str()),
            (false, Clock::None, STAND_IN)
        );
        let clock: Clock =
            serde_json::from_str(r#"{"kind":"real_time","minutes":5,"increment":3}"#)
                .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(clock.check(), Ok(()));
        assert!(Clock::RealTime {
            minutes: 0,
            increment: 0
        }
        .check()
        .is_err());
        let turn = |hours, bank_days| Clock::TurnBased { hours, bank_days };
        assert!(turn(10_000, 0).check().is_err());
        assert_eq!(turn(24, 30).check(), Ok(()));
        assert!(turn(24, 31).check().unwrap_err().contains("bank_days"));
        // A clock stored before banks existed reads as one without a bank, and a clock
        // without a bank is written as it was then.
        let old: Clock = serde_json::from_str(r#"{"kind":"turn_based","hours":24}"#)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(old, turn(24, 0));
        assert_eq!(
            serde_json::to_string(&old).unwrap_or_else(|e| panic!("{e}")),
            r#"{"kind":"turn_based","hours":24}"#
        );
        assert_eq!(Clock::PLAY_NOW.check(), Ok(()));
    }

    #[test]
    fn bad_messages_get_their_code() {
        let code = |t: &str| read_client(t).map_err(|e| e.0);
        assert_eq!(code("not json"), Err(ErrorCode::Malformed));
        assert_eq!(code(r#"{"t":"fly"}"#), Err(ErrorCode::Malformed));
        assert_eq!(
            code(r#"{"t":"move","ply":-1,"text":"x"}"#),
            Err(ErrorCode::Malformed)
        );
        assert_eq!(
            code(&"x".repeat(limits::MESSAGE + 1)),
            Err(ErrorCode::TooLarge)
        );
    }
}
