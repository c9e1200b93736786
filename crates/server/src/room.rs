//! The referee: a room's whole game (seed and hidden items included) in memory, rebuilt
//! from the database by replaying its moves; every change is stored first and then told
//! to each connection as that connection may see it ([`AnyGame::view`]).

use std::collections::BTreeMap;
use std::sync::Arc;

use online::{ErrorCode, PendingUndo, SeatInfo, SeatKind, ServerMsg};
use rules::{clip, AnyGame, GameId, Record, Seat, Setup};
use tokio::sync::{mpsc, Mutex};

use crate::store::{StoreError, StoredRoom, StoredSeat, SPECTATORS};
use crate::{ai_seats, secret, App};

/// Why a request was refused, as sent to the client.
pub type Refusal = (ErrorCode, String);

/// One WebSocket that said hello.
pub struct Conn {
    pub seat: Option<Seat>,
    pub tx: mpsc::Sender<String>,
}

/// A loaded room behind its lock.
pub struct RoomCell {
    pub id: String,
    pub room: Mutex<Room>,
}

pub struct Room {
    pub id: String,
    game_id: GameId,
    setup: Setup,
    seed: u64,
    pub seats: Vec<StoredSeat>,
    pub moves: Vec<String>,
    movers: Vec<Seat>,
    /// `reveals[i]`: [`AnyGame::reveals`] after `i` moves (undo never crosses a change).
    reveals: Vec<u64>,
    pub game: AnyGame,
    pub version: i64,
    pub undo: Option<PendingUndo>,
    pub conns: BTreeMap<u64, Conn>,
    /// Connections per seat key over all server processes ([`SPECTATORS`]: watchers).
    counts: BTreeMap<i64, i64>,
    /// Seat keys whose local connections were dropped (too slow) and not yet re-counted.
    dropped: Vec<i64>,
    pub ai_busy: bool,
    /// Unloaded: no longer in the server's map; whoever holds it must look the room up again.
    pub retired: bool,
}

/// Writes refused because the room changed elsewhere are tried again this often.
const ATTEMPTS: usize = 4;

fn seat_key(seat: Option<Seat>) -> i64 {
    seat.map_or(SPECTATORS, |s| s as i64)
}

fn unavailable(e: StoreError) -> Refusal {
    eprintln!("store: {e}");
    (
        ErrorCode::Unavailable,
        "the server could not store or load; try again".into(),
    )
}

impl Room {
    /// Replays a stored room.
    pub fn build(stored: StoredRoom) -> Result<Room, String> {
        let game_id: GameId = stored.game.parse().map_err(|e| format!("{e}"))?;
        let setup = Setup {
            players: stored.players,
            options: stored.options,
        };
        if stored.seats.len() != setup.players {
            return Err(format!(
                "{} seats for {} players",
                stored.seats.len(),
                setup.players
            ));
        }
        let mut game = AnyGame::new(game_id, &setup, stored.seed).map_err(|e| e.to_string())?;
        let mut reveals = vec![game.reveals()];
        let mut moves = Vec::with_capacity(stored.moves.len());
        let mut movers = Vec::with_capacity(stored.moves.len());
        for (i, (seat, text)) in stored.moves.into_iter().enumerate() {
            game.play_str(&text)
                .map_err(|e| format!("stored move {} ({text}): {e}", i + 1))?;
            reveals.push(game.reveals());
            moves.push(text);
            movers.push(seat);
        }
        Ok(Room {
            id: stored.id,
            game_id,
            setup,
            seed: stored.seed,
            seats: stored.seats,
            moves,
            movers,
            reveals,
            game,
            version: stored.version,
            undo: stored.undo,
            conns: BTreeMap::new(),
            counts: BTreeMap::new(),
            dropped: Vec::new(),
            ai_busy: false,
            retired: false,
        })
    }

    pub fn record(&self) -> Record {
        Record {
            moves: self.moves.clone(),
            ..Record::new(self.game_id, &self.setup, self.seed)
        }
    }

    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let kind = match s.kind.as_str() {
                    "person" => SeatKind::Person,
                    "computer" => SeatKind::Computer {
                        level: s.level.clone(),
                    },
                    _ => SeatKind::Open,
                };
                let connected = match kind {
                    SeatKind::Computer { .. } => true,
                    SeatKind::Person => self.counts.get(&(i as i64)).is_some_and(|&n| n > 0),
                    SeatKind::Open => false,
                };
                SeatInfo {
                    kind,
                    name: s.name.clone(),
                    connected,
                }
            })
            .collect()
    }

    fn presence_msg(&self) -> ServerMsg {
        ServerMsg::Presence {
            seats: self.seat_infos(),
            spectators: self
                .counts
                .get(&SPECTATORS)
                .map_or(0, |&n| n.max(0) as usize),
        }
    }

    pub fn welcome(&self, seat: Option<Seat>) -> ServerMsg {
        ServerMsg::Welcome {
            v: online::VERSION,
            room: self.id.clone(),
            game: self.game_id.as_str().to_string(),
            setup: self.setup.clone(),
            seat,
            seats: self.seat_infos(),
        }
    }

    /// The position as `seat` may see it. The seed travels only inside the record of a
    /// finished game.
    pub fn state(&self, seat: Option<Seat>) -> ServerMsg {
        ServerMsg::State {
            ply: self.moves.len(),
            view: self.game.view(seat),
            moves: self.moves.clone(),
            record: self
                .game
                .outcome()
                .and_then(|_| self.record().to_json().ok()),
            undo: self.undo.clone(),
        }
    }

    /// The seat whose token hashes to `hash`.
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        let hash = secret::hash_token(token);
        self.seats
            .iter()
            .position(|s| s.token_hash.as_deref() == Some(hash.as_str()))
    }

    pub fn send(&mut self, conn: u64, msg: &ServerMsg) {
        self.send_text(conn, online::to_text(msg));
    }

    pub fn refuse(&mut self, conn: u64, (code, message): Refusal) {
        self.send(conn, &ServerMsg::Error { code, message });
    }

    fn send_text(&mut self, conn: u64, text: String) {
        let failed = match self.conns.get(&conn) {
            Some(c) => c.tx.try_send(text).is_err(),
            None => false,
        };
        if failed {
            // A connection that does not read its messages is dropped, not buffered forever.
            if let Some(c) = self.conns.remove(&conn) {
                self.dropped.push(seat_key(c.seat));
            }
        }
    }

    pub fn broadcast(&mut self, msg: &ServerMsg) {
        let text = online::to_text(msg);
        let ids: Vec<u64> = self.conns.keys().copied().collect();
        for id in ids {
            self.send_text(id, text.clone());
        }
    }

    /// Every connection gets the new position as its seat may see it.
    pub fn broadcast_state(&mut self) {
        let mut texts: BTreeMap<i64, String> = BTreeMap::new();
        let targets: Vec<(u64, Option<Seat>)> =
            self.conns.iter().map(|(id, c)| (*id, c.seat)).collect();
        for (id, seat) in targets {
            let text = texts
                .entry(seat_key(seat))
                .or_insert_with(|| online::to_text(&self.state(seat)))
                .clone();
            self.send_text(id, text);
        }
    }

    /// Stores this server's count for the seat keys that changed, tells other processes,
    /// reads the totals back and tells everyone here.
    pub async fn sync_presence(&mut self, app: &App, mut keys: Vec<i64>) {
        keys.append(&mut self.dropped);
        keys.sort_unstable();
        keys.dedup();
        for key in keys {
            let n = self
                .conns
                .values()
                .filter(|c| seat_key(c.seat) == key)
                .count() as i64;
            if let Err(e) = app
                .store
                .set_presence(&app.server_id, &self.id, key, n)
                .await
            {
                eprintln!("presence: {e}");
            }
        }
        if let Err(e) = app.store.notify(&self.id).await {
            eprintln!("notify: {e}");
        }
        self.reload_presence(app, true).await;
    }

    /// Re-counts after connections were dropped for not reading.
    pub async fn sync_presence_if_dropped(&mut self, app: &App) {
        if !self.dropped.is_empty() {
            self.sync_presence(app, Vec::new()).await;
        }
    }

    async fn reload_presence(&mut self, app: &App, always_tell: bool) {
        match app.store.presence(&self.id).await {
            Ok(rows) => {
                let counts: BTreeMap<i64, i64> = rows.into_iter().collect();
                if always_tell || counts != self.counts {
                    self.counts = counts;
                    let msg = self.presence_msg();
                    self.broadcast(&msg);
                }
            }
            Err(e) => eprintln!("presence: {e}"),
        }
    }

    /// Reloads the room from the database after another process (or a lost race) changed
    /// it, and tells the connections here what changed.
    pub async fn refresh(&mut self, app: &App) {
        match app.store.load_room(&self.id).await {
            Ok(Some(stored)) if stored.version != self.version => {
                let old_ply = self.moves.len();
                let old_undo = self.undo.clone();
                let old_seats = self.seats.clone();
                if let Err(e) = self.catch_up(stored) {
                    eprintln!("room {}: {e}", self.id);
                    return;
                }
                if old_undo.is_some() && self.undo.is_none() {
                    let accepted = self.moves.len() < old_ply;
                    self.broadcast(&ServerMsg::UndoDone { accepted });
                }
                if self.moves.len() != old_ply || self.undo != old_undo {
                    self.broadcast_state();
                }
                if self.seats != old_seats {
                    let msg = self.presence_msg();
                    self.broadcast(&msg);
                }
            }
            Ok(_) => {}
            Err(e) => eprintln!("room {}: {e}", self.id),
        }
        self.reload_presence(app, false).await;
    }

    /// Takes the stored room's state: only the new moves are played when the stored moves
    /// continue ours (the usual case), else the whole game is replayed.
    fn catch_up(&mut self, stored: StoredRoom) -> Result<(), String> {
        let known = self.moves.len();
        let continues = stored.moves.len() >= known
            && stored.moves[..known]
                .iter()
                .map(|(_, t)| t)
                .eq(self.moves.iter());
        if !continues {
            let fresh = Room::build(stored)?;
            self.seats = fresh.seats;
            self.moves = fresh.moves;
            self.movers = fresh.movers;
            self.reveals = fresh.reveals;
            self.game = fresh.game;
            self.version = fresh.version;
            self.undo = fresh.undo;
            return Ok(());
        }
        let mut game = self.game.clone();
        let mut added = Vec::new();
        for (i, (seat, text)) in stored.moves.into_iter().enumerate().skip(known) {
            game.play_str(&text)
                .map_err(|e| format!("stored move {} ({text}): {e}", i + 1))?;
            added.push((seat, text, game.reveals()));
        }
        for (seat, text, reveals) in added {
            self.moves.push(text);
            self.movers.push(seat);
            self.reveals.push(reveals);
        }
        self.game = game;
        self.seats = stored.seats;
        self.version = stored.version;
        self.undo = stored.undo;
        Ok(())
    }

    /// Checks and stores a move of `seat` at `ply`, then tells everyone.
    pub async fn commit_move(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
        text: &str,
    ) -> Result<(), Refusal> {
        // The store refuses a write when the room changed in another process (a move, or
        // only a join); after a reload the move is checked again and, if still valid, sent
        // again, so only a move that really lost its race is told Stale.
        let mut attempts = 0;
        let (next, version) = loop {
            let next = self.check_move(seat, ply, text)?;
            match app
                .store
                .append_move(&self.id, self.version, ply, seat, text.trim())
                .await
            {
                Ok(version) => break (next, version),
                Err(StoreError::Stale) if attempts < ATTEMPTS => {
                    attempts += 1;
                    self.refresh(app).await;
                }
                Err(StoreError::Stale) => return Err(self.stale(ply)),
                Err(e) => return Err(unavailable(e)),
            }
        };
        let text = text.trim();
        self.version = version;
        self.moves.push(text.to_string());
        self.movers.push(seat);
        self.reveals.push(next.reveals());
        self.game = next;
        if self.undo.take().is_some() {
            self.broadcast(&ServerMsg::UndoDone { accepted: false });
        }
        self.broadcast_state();
        Ok(())
    }

    /// The position after `seat` plays `text` at `ply`, or why not.
    fn check_move(&self, seat: Seat, ply: usize, text: &str) -> Result<AnyGame, Refusal> {
        if self.game.outcome().is_some() {
            return Err((ErrorCode::GameOver, "the game is over".into()));
        }
        if ply != self.moves.len() {
            return Err(self.stale(ply));
        }
        if self.game.to_move() != Some(seat) {
            return Err((
                ErrorCode::NotYourTurn,
                format!("seat {seat} is not to move"),
            ));
        }
        if text.len() > rules::limits::MOVE {
            return Err((
                ErrorCode::IllegalMove,
                format!("a move has at most {} bytes", rules::limits::MOVE),
            ));
        }
        let mut next = self.game.clone();
        next.play_str(text)
            .map_err(|e| (ErrorCode::IllegalMove, clip(&e.to_string())))?;
        Ok(next)
    }

    fn stale(&self, ply: usize) -> Refusal {
        (
            ErrorCode::Stale,
            format!("the position has {} moves, not {ply}", self.moves.len()),
        )
    }

    /// Gives the connection the first open seat and a token for it.
    pub async fn join(&mut self, app: &App, conn: u64, name: &str) -> Result<(), Refusal> {
        let name = check_name(name)?;
        if let Some(seat) = self.conns.get(&conn).and_then(|c| c.seat) {
            return Err((
                ErrorCode::OutOfOrder,
                format!("this connection already plays seat {seat}"),
            ));
        }
        if !self.seats.iter().any(|s| s.kind == "open") {
            return Err((ErrorCode::NoOpenSeat, "every seat is taken".into()));
        }
        let token = secret::token();
        let hash = secret::hash_token(&token);
        let taken = app
            .store
            .take_seat(&self.id, &name, &hash)
            .await
            .map_err(unavailable)?;
        let Some((seat, version)) = taken else {
            self.refresh(app).await;
            return Err((ErrorCode::NoOpenSeat, "every seat is taken".into()));
        };
        if version == self.version + 1 && seat < self.seats.len() {
            self.version = version;
            self.seats[seat] = StoredSeat {
                kind: "person".into(),
                level: String::new(),
                name,
                token_hash: Some(hash),
            };
        } else {
            self.refresh(app).await;
        }
        if let Some(c) = self.conns.get_mut(&conn) {
            c.seat = Some(seat);
        }
        self.send(conn, &ServerMsg::Joined { seat, token });
        let state = self.state(Some(seat));
        self.send(conn, &state);
        self.sync_presence(app, vec![SPECTATORS, seat as i64]).await;
        Ok(())
    }

    pub async fn request_undo(&mut self, app: &App, seat: Seat, ply: usize) -> Result<(), Refusal> {
        for _ in 0..ATTEMPTS {
            match self.request_undo_once(app, seat, ply).await {
                Err((ErrorCode::Stale, _)) if self.moves.len() == ply => continue,
                done => return done,
            }
        }
        Err(self.stale(ply))
    }

    async fn request_undo_once(
        &mut self,
        app: &App,
        seat: Seat,
        ply: usize,
    ) -> Result<(), Refusal> {
        if self.game.outcome().is_some() {
            return Err((ErrorCode::GameOver, "the game is over".into()));
        }
        if ply != self.moves.len() {
            return Err(self.stale(ply));
        }
        if self.undo.is_some() {
            return Err((ErrorCode::UndoPending, "an undo request is pending".into()));
        }
        let Some(to_ply) = self.movers.iter().rposition(|&s| s == seat) else {
            return Err((
                ErrorCode::NoUndo,
                "this seat has no move to take back".into(),
            ));
        };
        if self.reveals[to_ply..]
            .iter()
            .any(|&r| r != self.reveals[to_ply])
        {
            return Err((
                ErrorCode::NoUndo,
                "a move since then revealed something; it cannot be taken back".into(),
            ));
        }
        let waiting: Vec<Seat> = (0..self.seats.len())
            .filter(|&s| s != seat && self.seats[s].kind == "person")
            .collect();
        if waiting.is_empty() {
            return self.undo_to(app, to_ply).await;
        }
        let pending = PendingUndo {
            by: seat,
            to_ply,
            waiting,
        };
        self.set_undo(app, Some(pending)).await?;
        self.broadcast_state();
        Ok(())
    }

    pub async fn answer_undo(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<(), Refusal> {
        for _ in 0..ATTEMPTS {
            match self.answer_undo_once(app, seat, accept).await {
                Err((ErrorCode::Stale, _)) => continue,
                done => return done,
            }
        }
        Err(self.stale(self.moves.len()))
    }

    async fn answer_undo_once(
        &mut self,
        app: &App,
        seat: Seat,
        accept: bool,
    ) -> Result<(), Refusal> {
        let Some(mut pending) = self.undo.clone().filter(|p| p.waiting.contains(&seat)) else {
            return Err((
                ErrorCode::NoUndoPending,
                "no undo request waits for this seat".into(),
            ));
        };
        if !accept {
            self.set_undo(app, None).await?;
            self.broadcast(&ServerMsg::UndoDone { accepted: false });
            self.broadcast_state();
            return Ok(());
        }
        pending.waiting.retain(|&s| s != seat);
        if pending.waiting.is_empty() {
            return self.undo_to(app, pending.to_ply).await;
        }
        self.set_undo(app, Some(pending)).await?;
        self.broadcast_state();
        Ok(())
    }

    async fn set_undo(&mut self, app: &App, undo: Option<PendingUndo>) -> Result<(), Refusal> {
        match app
            .store
            .set_undo(&self.id, self.version, undo.as_ref())
            .await
        {
            Ok(version) => {
                self.version = version;
                self.undo = undo;
                Ok(())
            }
            Err(StoreError::Stale) => {
                self.refresh(app).await;
                Err(self.stale(self.moves.len()))
            }
            Err(e) => Err(unavailable(e)),
        }
    }

    /// Takes back every move from `to_ply` on (one transaction), then tells everyone.
    async fn undo_to(&mut self, app: &App, to_ply: usize) -> Result<(), Refusal> {
        match app.store.undo_to(&self.id, self.version, to_ply).await {
            Ok(version) => self.version = version,
            Err(StoreError::Stale) => {
                self.refresh(app).await;
                return Err(self.stale(self.moves.len()));
            }
            Err(e) => return Err(unavailable(e)),
        }
        let mut game = AnyGame::new(self.game_id, &self.setup, self.seed)
            .map_err(|e| (ErrorCode::Unavailable, e.to_string()))?;
        for text in &self.moves[..to_ply] {
            game.play_str(text)
                .map_err(|e| (ErrorCode::Unavailable, e.to_string()))?;
        }
        self.game = game;
        self.moves.truncate(to_ply);
        self.movers.truncate(to_ply);
        self.reveals.truncate(to_ply + 1);
        self.undo = None;
        self.broadcast(&ServerMsg::UndoDone { accepted: true });
        self.broadcast_state();
        Ok(())
    }
}

/// A player's name: trimmed, at most [`online::limits::NAME`] characters.
pub fn check_name(name: &str) -> Result<String, Refusal> {
    let name = name.trim();
    if name.chars().count() > online::limits::NAME || name.chars().any(char::is_control) {
        return Err((
            ErrorCode::Malformed,
            format!(
                "a name has at most {} characters and no control characters",
                online::limits::NAME
            ),
        ));
    }
    Ok(name.to_string())
}

impl App {
    /// The loaded room `id`, loading it from the database if needed.
    pub async fn room(&self, id: &str) -> Result<Option<Arc<RoomCell>>, Refusal> {
        if let Some(cell) = self.rooms_lock().get(id) {
            return Ok(Some(cell.clone()));
        }
        if !secret::looks_like_id(id) {
            return Ok(None);
        }
        let Some(stored) = self.store.load_room(id).await.map_err(unavailable)? else {
            return Ok(None);
        };
        let mut room = Room::build(stored).map_err(|e| {
            eprintln!("room {id}: {e}");
            (
                ErrorCode::Unavailable,
                "the room cannot be loaded".to_string(),
            )
        })?;
        room.reload_presence(self, false).await;
        let cell = Arc::new(RoomCell {
            id: id.to_string(),
            room: Mutex::new(room),
        });
        Ok(Some(
            self.rooms_lock()
                .entry(id.to_string())
                .or_insert(cell)
                .clone(),
        ))
    }

    /// A room without connections or a computer thinking leaves memory.
    pub fn retire_if_idle(&self, cell: &Arc<RoomCell>, room: &mut Room) {
        if room.conns.is_empty() && !room.ai_busy && !room.retired {
            room.retired = true;
            let mut rooms = self.rooms_lock();
            if rooms.get(&cell.id).is_some_and(|c| Arc::ptr_eq(c, cell)) {
                rooms.remove(&cell.id);
            }
        }
    }

    /// Another process changed room `id` (`*`: any room).
    pub async fn changed_elsewhere(self: &Arc<Self>, id: &str) {
        let cells: Vec<Arc<RoomCell>> = {
            let rooms = self.rooms_lock();
            if id == "*" {
                rooms.values().cloned().collect()
            } else {
                rooms.get(id).cloned().into_iter().collect()
            }
        };
        for cell in cells {
            let mut room = cell.room.lock().await;
            if !room.retired {
                room.refresh(self).await;
                ai_seats::maybe_start(self, &cell, &mut room);
            }
        }
    }
}
