//! The room's state: what a loaded room holds (its game, seats, clock, connections) and
//! the messages made from it, with no server context: loading, reloading, presence and
//! the write-and-retry step are `sync`'s. The jobs that change it are the sibling modules;
//! none of them is imported here.
//!
//! Owns: the fields (visible to the room's own modules only) and questions about them.
//! May not touch: the store, the server's context, sending anything ([`super::publish`]).

use std::collections::BTreeMap;

use online::{PendingUndo, Rematch, SeatInfo, SeatKind, ServerMsg};
use rules::Seat;
use tokio::sync::Mutex;

use super::clock::Lengths;
use super::events::{Event, Events};
use super::game::Played;
use super::table::{Conn, Table};
use crate::error::Refusal;
use crate::rate::Bucket;
use crate::secret;
use crate::store::{now, now_ms, RematchOffer, StoredRoom, StoredSeat, Timing, Turn};

/// A loaded room behind its lock.
pub struct RoomCell {
    pub id: String,
    /// Held through [`RoomCell::hold`] ([`super::publish`]).
    pub(super) room: Mutex<Room>,
}

impl RoomCell {
    pub fn new(room: Room) -> RoomCell {
        RoomCell {
            id: room.id.clone(),
            room: Mutex::new(room),
        }
    }

    /// Closes every connection here, and nothing follows (the server stops).
    pub async fn close_all(&self, code: u16, reason: &'static str) {
        self.room.lock().await.table.close_all(code, reason);
    }
}

pub struct Room {
    pub(super) id: String,
    /// The spectators' id.
    pub(super) watch: String,
    pub(super) played: Played,
    pub(super) seats: Vec<StoredSeat>,
    pub(super) version: i64,
    pub(super) undo: Option<PendingUndo>,
    /// When the room last changed and when its game ended (0: not yet), as stored.
    pub(super) touched: i64,
    pub(super) ended: i64,
    /// Listed in the lobby while a seat is open.
    pub(super) listed: bool,
    /// The clock's lengths (its kind and the server's settings) and its times.
    pub(super) len: Lengths,
    pub(super) timing: Timing,
    /// The computer's level when it stands in for a person.
    pub(super) stand_in: String,
    /// The seat that claimed the win (the game is over).
    pub(super) claimed: Option<Seat>,
    pub(super) rematch: Option<RematchOffer>,
    /// Its end changes its players' ratings; its seats are for signed-in people only.
    pub(super) rated: bool,
    /// This process has set the ratings' update of its end going (`crate::ratings`).
    pub(super) rating_started: bool,
    pub(super) table: Table,
    pub(super) computer: Thinking,
    pub(super) talk: Talk,
    /// Unloaded: no longer in the server's map; whoever holds it must look the room up again.
    pub(super) retired: bool,
    /// Since when nobody here is connected and nothing runs for it (it leaves memory after
    /// `--room-linger`), and whether a timer to look again is set.
    pub(super) idle_since: Option<tokio::time::Instant>,
    pub(super) linger_armed: bool,
    /// What a reload in the middle of a job found (another process's change), told with
    /// the job's own events ([`super::publish`]).
    pub(super) news: Events,
}

/// What a loaded room is made of besides what only this process holds: a stored room's
/// fields once its game is replayed ([`Room::load`](super::sync)), or a test's.
pub(super) struct Parts {
    pub id: String,
    pub watch: String,
    pub played: Played,
    pub seats: Vec<StoredSeat>,
    pub version: i64,
    pub undo: Option<PendingUndo>,
    pub touched: i64,
    pub ended: i64,
    pub listed: bool,
    pub len: Lengths,
    pub timing: Timing,
    pub stand_in: String,
    pub claimed: Option<Seat>,
    pub rematch: Option<RematchOffer>,
    pub rated: bool,
}

impl Room {
    /// A room of `parts`, with nobody connected and nothing running for it yet.
    pub(super) fn assemble(p: Parts) -> Room {
        Room {
            id: p.id,
            watch: p.watch,
            played: p.played,
            seats: p.seats,
            version: p.version,
            undo: p.undo,
            touched: p.touched,
            ended: p.ended,
            listed: p.listed,
            len: p.len,
            timing: p.timing,
            stand_in: p.stand_in,
            claimed: p.claimed,
            rematch: p.rematch,
            rated: p.rated,
            rating_started: false,
            table: Table::default(),
            computer: Thinking::default(),
            talk: Talk::default(),
            retired: false,
            idle_since: None,
            linger_armed: false,
            news: Events::none(),
        }
    }
}

/// Whether the computer is thinking of a move for this room ([`super::computer`]).
#[derive(Default)]
pub struct Thinking {
    /// A move is being thought of or stored.
    pub busy: bool,
}

/// Each seat's rate of quick messages in this process ([`super::talk`]).
#[derive(Default)]
pub struct Talk {
    pub buckets: BTreeMap<Seat, Bucket>,
}

impl Room {
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The version of the room as stored (every write moves it on).
    pub fn version(&self) -> i64 {
        self.version
    }

    /// Unloaded: whoever holds it must look the room up again.
    pub fn retired(&self) -> bool {
        self.retired
    }

    /// Listed in the lobby.
    pub fn listed(&self) -> bool {
        self.listed
    }

    /// A connection that said hello comes in (at `conn.seat`, or watching), by the id
    /// `came_by`: it is welcomed.
    pub fn enter(&mut self, id: u64, conn: Conn, came_by: &str) -> Events {
        let seat = conn.seat;
        self.table.add(id, conn);
        // Made after: the welcome shows the connection's own seat connected.
        Events::one(Event::To(id, self.welcome(seat, came_by)))
    }

    /// A connection closed.
    pub fn leave(&mut self, id: u64) {
        self.table.remove(id);
    }

    /// The seat a connection here plays (`Some(None)`: it watches).
    pub fn seat_of_conn(&self, id: u64) -> Option<Option<Seat>> {
        self.table.conns.get(&id).map(|c| c.seat)
    }

    pub fn spectators(&self) -> usize {
        self.table.spectators()
    }

    /// Every seat is taken: the game has begun (no move is made before).
    pub fn started(&self) -> bool {
        all_taken(&self.seats)
    }

    /// The game has ended, by its rules or by a claimed win.
    pub fn over(&self) -> bool {
        self.claimed.is_some() || self.played.ended()
    }

    /// The seat whose clock runs: a person to move, with no computer standing in.
    pub fn runner(&self) -> Option<Seat> {
        runner(
            &self.seats,
            self.played.game.to_move(),
            self.started() && !self.over(),
        )
    }

    /// When to look at the room again from `now`, its clock and its runner's connection
    /// aside: the deadline, or after the absence limit (0: nothing to watch).
    pub fn next_alarm(&self, now: i64) -> i64 {
        if self.runner().is_none() {
            return 0;
        }
        let away = self.len.watches_absence().then_some(now + self.len.away);
        let deadline = (self.timing.deadline > 0).then_some(self.timing.deadline);
        away.into_iter().chain(deadline).min().unwrap_or(0)
    }

    /// The turn a change leaves, to be written with it: after it `seats` and `game` are the
    /// room's. A move or an undo begins a new turn (the mover's clock stops, with the
    /// increment after its own move); a change of seats begins one only when the seat whose
    /// clock runs changes. `changed`: seats whose time the change already set.
    pub fn turn_after(
        &self,
        change: Change,
        timing: &mut Timing,
        seats: &[StoredSeat],
        game: &rules::AnyGame,
        now: i64,
        mut changed: Vec<(Seat, i64)>,
    ) -> Turn {
        let over = self.claimed.is_some() || game.outcome().is_some();
        let to_move = game.to_move().filter(|_| !over);
        let new = runner(seats, to_move, all_taken(seats) && !over);
        let old = self.runner();
        if change != Change::Seats || old != new {
            if let Some(o) = old {
                changed.extend(timing.stop(&self.len, o, now, change == Change::Move(o)));
            }
            timing.begin(&self.len, new, now);
        }
        timing.turn(&self.len, to_move, new, changed)
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                kind: s.kind.clone(),
                name: s.name.clone(),
                connected: match s.kind {
                    SeatKind::Computer { .. } => true,
                    SeatKind::Person => self.table.connected(i),
                    SeatKind::Open => false,
                },
                stand_in: s.stand_in,
                returning: s.returning,
            })
            .collect()
    }

    pub fn presence_msg(&self) -> ServerMsg {
        ServerMsg::Presence {
            seats: self.seat_infos(),
            spectators: self.table.spectators(),
        }
    }

    /// `came_by`: the id the connection used (the room's or its spectators').
    pub fn welcome(&self, seat: Option<Seat>, came_by: &str) -> ServerMsg {
        ServerMsg::Welcome {
            v: online::VERSION,
            room: came_by.to_string(),
            watch: self.watch.clone(),
            game: self.played.id.as_str().to_string(),
            setup: self.played.setup.clone(),
            seat,
            seats: self.seat_infos(),
            clock: self.len.clock,
            listed: self.listed,
            stand_in: self.stand_in.clone(),
            rated: self.rated,
        }
    }

    /// The position as `seat` may see it (`by_watch`: a connection that came by the
    /// spectators' link, which learns only spectators' ids). The seed travels only inside
    /// the record of a finished game.
    pub fn state(&self, seat: Option<Seat>, by_watch: bool, expires: Option<i64>) -> ServerMsg {
        ServerMsg::State {
            ply: self.played.moves.len(),
            view: self.played.game.view(seat),
            moves: self.played.moves.clone(),
            movers: self.played.movers.clone(),
            record: self
                .over()
                .then(|| self.played.record().to_json().ok())
                .flatten(),
            undo: self.undo.clone(),
            expires,
            clock: self.timing.state(&self.len, self.runner(), now_ms()),
            claimed: self.claimed,
            rematch: self.rematch.as_ref().map(|r| Rematch {
                accepted: r.accepted.clone(),
                waiting: waiting(self, r),
                next: r
                    .next
                    .as_ref()
                    .map(|(room, watch)| if by_watch { watch } else { room }.clone()),
            }),
        }
    }

    /// The hash of `seat`'s token, if it is a person's.
    pub fn seat_token_hash(&self, seat: Seat) -> Option<&str> {
        self.seats.get(seat).and_then(|s| s.token_hash.as_deref())
    }

    /// The seat whose token hashes to `hash`.
    pub fn seat_of_token(&self, hash: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.token_hash.as_deref() == Some(hash))
    }

    /// Marks the room changed now (as its store did).
    pub fn touch(&mut self) {
        self.touched = now();
    }

    /// Refused after the room kept changing elsewhere: the position moved on.
    pub fn stale_now(&self) -> Refusal {
        Refusal::new(
            online::ErrorCode::Stale,
            format!(
                "the game kept changing meanwhile (it has {} moves now); try again",
                self.played.moves.len()
            ),
        )
    }

    /// Refused after the room kept changing elsewhere: the position moved on.
    pub fn stale(&self, ply: usize) -> Refusal {
        Refusal::new(
            online::ErrorCode::Stale,
            format!(
                "the position has {} moves, not {ply}",
                self.played.moves.len()
            ),
        )
    }
}

/// What a change did, for the clock ([`Room::turn_after`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// This seat moved.
    Move(Seat),
    Undo,
    /// Who sits where (a join, the computer standing in, a person back).
    Seats,
}

/// No seat is open.
pub fn all_taken(seats: &[StoredSeat]) -> bool {
    !seats.iter().any(|s| s.kind == SeatKind::Open)
}

/// A room to store for a new table: fresh ids, no moves yet, the clock and first turn
/// begun when no seat is open ([`opening_turn`]). Listing it and the stand-in's level are
/// the caller's.
pub fn fresh_room(
    game: &rules::AnyGame,
    setup: &rules::Setup,
    seed: u64,
    seats: Vec<StoredSeat>,
    len: &Lengths,
) -> (StoredRoom, Turn) {
    let (timing, turn) = opening_turn(len, &seats, game, now_ms());
    let room = StoredRoom {
        id: secret::room_id(),
        watch: Some(secret::room_id()),
        game: game.id().as_str().to_string(),
        players: setup.players,
        options: setup.options.clone(),
        seed,
        version: 0,
        undo: None,
        seats,
        moves: Vec::new(),
        touched: 0,
        ended: Some(0),
        listed: false,
        clock: len.clock,
        stand_in: String::new(),
        timing,
        to_move: turn.to_move,
        claimed: None,
        rematch: None,
        rated: false,
    };
    (room, turn)
}

/// A new table's clock and first turn: it begins when no seat is open.
pub fn opening_turn(
    len: &Lengths,
    seats: &[StoredSeat],
    game: &rules::AnyGame,
    now: i64,
) -> (Timing, Turn) {
    let mut timing = Timing::new(len, seats.len());
    let to_move = game.to_move();
    let new = runner(seats, to_move, all_taken(seats));
    if new.is_some() {
        timing.begin(len, new, now);
    }
    let turn = timing.turn(len, to_move, new, []);
    (timing, turn)
}

/// The seat whose clock runs in a live game where `to_move` is to move: a person's, with no
/// computer standing in.
fn runner(seats: &[StoredSeat], to_move: Option<Seat>, live: bool) -> Option<Seat> {
    to_move.filter(|&s| {
        live && seats
            .get(s)
            .is_some_and(|s| s.kind == SeatKind::Person && !s.stand_in)
    })
}

/// The person seats a play-again offer still waits for.
pub fn waiting(room: &Room, offer: &RematchOffer) -> Vec<Seat> {
    if offer.next.is_some() {
        return Vec::new();
    }
    (0..room.seats.len())
        .filter(|&s| room.seats[s].kind == SeatKind::Person && !offer.accepted.contains(&s))
        .collect()
}

/// Rooms for tests of jobs' decisions: no store, no connection, no clock.
#[cfg(test)]
pub(super) mod sample {
    use std::time::Duration;

    use online::{Clock, SeatKind};
    use rules::{AnyGame, GameId, Setup};

    use super::{Parts, Room};
    use crate::room::clock::Lengths;
    use crate::room::game::Played;
    use crate::store::{StoredSeat, Timing};

    pub fn person(name: &str) -> StoredSeat {
        StoredSeat {
            kind: SeatKind::Person,
            name: name.to_string(),
            token_hash: Some(format!("hash of {name}")),
            ..StoredSeat::open()
        }
    }

    pub fn computer() -> StoredSeat {
        StoredSeat {
            kind: SeatKind::Computer {
                level: "easy".to_string(),
            },
            ..StoredSeat::open()
        }
    }

    /// A game of Cubulus at `seats` after its first `moves` legal moves (the first listed
    /// each time).
    pub fn room(seats: Vec<StoredSeat>, moves: usize) -> Room {
        let setup = Setup::players(seats.len());
        let mut game = AnyGame::new(GameId::Cubulus, &setup, 7).expect("setup");
        let mut stored = Vec::new();
        for _ in 0..moves {
            let m = game.legal_moves()[0].clone();
            stored.push((game.to_move().expect("a seat to move"), m.clone()));
            game.play_str(&m).expect("legal");
        }
        let played = Played::replay("cubulus", setup, 7, stored).expect("replays");
        let len = Lengths::new(
            Clock::None,
            Duration::from_secs(60),
            Duration::from_secs(120),
        );
        Room::assemble(Parts {
            id: "room".to_string(),
            watch: "watch".to_string(),
            played,
            timing: Timing::new(&len, seats.len()),
            seats,
            version: 1,
            undo: None,
            touched: 0,
            ended: 0,
            listed: false,
            len,
            stand_in: online::STAND_IN.to_string(),
            claimed: None,
            rematch: None,
            rated: false,
        })
    }
}
