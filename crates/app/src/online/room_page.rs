//! The online page's state as a reducer. The socket driver (`socket.rs`) turns what
//! happens on the room's WebSocket into [`Action`]s; the page draws [`Online`] and sends
//! the player's moves. Nothing here touches the browser, so it is tested natively.
//!
//! The page (re)opens its socket whenever its [`Link`]'s generation changes: once at the
//! start, after each backoff delay while reconnecting, and at once when the server refuses
//! the stored seat token (the page goes on watching).

use std::rc::Rc;

use online::{
    Clock, ClockState, ErrorCode, PendingUndo, Phrase, Rematch, SeatInfo, SeatKind, ServerMsg,
};
use rules::{AnyGame, GameId, Seat, Setup};
use yew::Reducible;

use super::link::Link;
use crate::local_game::{clear_move_notices, queue_notice, Queued};

/// What the page tells the player besides the board, in their language.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The server refused something; the message is its English text, kept for the tooltip.
    Server { code: ErrorCode, message: String },
    /// A message from the server this page could not read.
    Unreadable,
    /// An undo request was declined.
    UndoDeclined,
    /// The browser could not keep this seat's token (storage full or off): a reload would
    /// not rejoin by itself, so the player is pointed to the seat's own link.
    SeatNotKept,
}

impl Queued for Notice {
    /// Notices about the last move, which the next position replaces.
    fn about_the_last_move(&self) -> bool {
        matches!(
            self,
            Notice::Server {
                code: ErrorCode::IllegalMove | ErrorCode::Stale | ErrorCode::NotYourTurn,
                ..
            }
        )
    }
}

/// Whose turn it is, as the turn line says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// This page's seat is to move.
    Yours,
    /// A person at another seat is to move.
    Waiting(Seat),
    /// The seat to move is open: the game waits for someone to take it.
    OpenSeat(Seat),
    /// A seat is still open: the game starts once every seat is taken.
    NotStarted,
    /// The computer plays this person's seat while they are away or out of time.
    StandIn(Seat),
    /// The server plays the seat to move.
    Computer(Seat),
    /// The game has ended.
    Over,
    /// Nothing to say yet (no position).
    Unknown,
}

/// The online page.
/// A seat's clock as shown: milliseconds of vacation, of time and of bank left (`None`: the
/// clock has no bank).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockParts {
    pub vacation: u64,
    pub left: u64,
    pub bank: Option<u64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Online {
    /// The id this page came by (the room's, or its spectators' for a watch link).
    pub room: String,
    /// The room's spectators' id, from the welcome (the watch link).
    pub watch_id: Option<String>,
    /// Opened by the spectator link (`?watch=1`): never takes or uses a seat.
    pub watch: bool,
    /// The socket's life (`link.rs`).
    pub link: Link,
    /// The seat token this browser holds for the room (sent in every hello).
    pub token: Option<String>,
    /// The seat this connection plays (`None`: watching).
    pub seat: Option<Seat>,
    pub game: Option<GameId>,
    pub setup: Option<Setup>,
    pub seats: Vec<SeatInfo>,
    pub spectators: usize,
    /// The position as this seat may see it.
    pub view: Option<Rc<AnyGame>>,
    pub ply: usize,
    /// Shared with the page's earlier states (every message copies the page, and most do
    /// not change the moves).
    pub moves: Rc<Vec<String>>,
    /// Who made each move, as the server says.
    pub movers: Rc<Vec<Seat>>,
    /// The position before each move as this page saw it, to say the move in words
    /// (`None` for moves made before the page opened).
    pub before: Rc<Vec<Option<Rc<AnyGame>>>>,
    /// The whole record as JSON once the game has ended.
    pub record: Option<String>,
    /// When the server will delete the room (seconds since 1970), if it says.
    pub expires: Option<i64>,
    pub undo: Option<PendingUndo>,
    /// This seat's own undo request is pending (seen in a position), until its answer.
    pub asked_undo: bool,
    /// The room's clock, as the welcome said.
    pub clock_kind: Clock,
    /// Listed in the lobby while a seat is open.
    pub listed: bool,
    /// A rated room: its end changes its players' ratings.
    pub rated: bool,
    /// The clock in the last position, and when it came (the time its message was received
    /// with, ms): a running clock counts down from then.
    pub clock: Option<ClockState>,
    pub clock_at: f64,
    /// The seat that claimed the win when the other player left.
    pub claimed: Option<Seat>,
    pub rematch: Option<Rematch>,
    /// Quick messages heard on this page, the newest last (at most [`SAID_KEPT`]).
    pub said: Vec<(Seat, Phrase)>,
    /// The ply of a move sent and not answered yet: the board waits for the answer.
    pub sent: Option<usize>,
    pub notices: Vec<Notice>,
}

pub enum Action {
    /// The socket of the current generation is open (the page says hello).
    Opened,
    /// The socket closed or could not be opened.
    Closed,
    /// The backoff delay is over: open a new socket, if still reconnecting.
    Retry,
    /// A message from the server (boxed: a position is large) and when it came (`at`, ms
    /// on the page's clock): the reducer reads no clock of its own.
    Received { msg: Box<ServerMsg>, at: f64 },
    /// A message that is not one of the protocol's.
    Unreadable,
    /// A move went out at this ply.
    Sent(usize),
    /// Dismisses the notice at this index.
    Dismiss(usize),
    /// The seat's token could not be kept in the browser.
    SeatNotKept,
}

/// Quick messages a page keeps to show.
pub const SAID_KEPT: usize = 20;

impl Online {
    /// A page for `room`; `token` is the seat token stored for it (none when watching).
    pub fn new(room: &str, watch: bool, token: Option<String>) -> Online {
        Online {
            room: room.to_string(),
            watch_id: None,
            watch,
            link: Link::default(),
            token: if watch { None } else { token },
            seat: None,
            game: None,
            setup: None,
            seats: Vec::new(),
            spectators: 0,
            view: None,
            ply: 0,
            moves: Rc::default(),
            movers: Rc::default(),
            before: Rc::default(),
            record: None,
            expires: None,
            undo: None,
            asked_undo: false,
            clock_kind: Clock::None,
            listed: false,
            rated: false,
            clock: None,
            clock_at: 0.0,
            claimed: None,
            rematch: None,
            said: Vec::new(),
            sent: None,
            notices: Vec::new(),
        }
    }

    /// The game is still being played.
    pub fn live(&self) -> bool {
        self.record.is_none()
            && self
                .view
                .as_ref()
                .is_some_and(|v| v.outcome().is_none() && v.to_move().is_some())
    }

    /// The socket is up and the server welcomed it (what the page shows is current).
    pub fn connected(&self) -> bool {
        self.link.connected()
    }

    /// The board takes a move now: this seat is to move in the live game, the socket is up
    /// and no move of ours is waiting for its answer.
    pub fn my_turn(&self) -> bool {
        self.connected()
            && self.sent.is_none()
            && self.live()
            && self.seat.is_some()
            && !self.waiting_for_players()
            && !self.seat.is_some_and(|s| self.stood_in(s))
            && self.view.as_ref().and_then(|v| v.to_move()) == self.seat
    }

    /// No move has been made and a seat is still open: the game has not started (nobody
    /// plays alone in a room made for several people).
    pub fn waiting_for_players(&self) -> bool {
        self.moves.is_empty() && self.seats.iter().any(|s| s.kind == SeatKind::Open)
    }

    /// The computer plays `seat` for its person now.
    pub fn stood_in(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| s.stand_in)
    }

    pub fn turn(&self) -> Turn {
        let Some(view) = &self.view else {
            return Turn::Unknown;
        };
        if !self.live() {
            return Turn::Over;
        }
        if self.waiting_for_players() {
            return Turn::NotStarted;
        }
        match view.to_move() {
            Some(s) if self.stood_in(s) => Turn::StandIn(s),
            Some(s) if Some(s) == self.seat => Turn::Yours,
            Some(s) => match self.seats.get(s).map(|i| &i.kind) {
                Some(SeatKind::Computer { .. }) => Turn::Computer(s),
                Some(SeatKind::Open) => Turn::OpenSeat(s),
                _ => Turn::Waiting(s),
            },
            None => Turn::Over,
        }
    }

    /// `seat`'s clock at `now` (`browser::now()`), if the room has a clock: its vacation, its
    /// time and its bank, a running clock counted down from when its position came. A running turn-based
    /// clock spends the vacation first, then the time for the move, then the bank.
    pub fn clock_parts(&self, seat: Seat, now: f64) -> Option<ClockParts> {
        let clock = self.clock.as_ref()?;
        let mut parts = ClockParts {
            vacation: clock.vacation.get(seat).copied().unwrap_or(0),
            left: *clock.left.get(seat)?,
            bank: clock.bank.get(seat).copied(),
        };
        let mut gone = if clock.running == Some(seat) && self.live() {
            (now - self.clock_at).max(0.0) as u64
        } else {
            0
        };
        let mut spend = |part: &mut u64| {
            let used = gone.min(*part);
            *part -= used;
            gone -= used;
        };
        spend(&mut parts.vacation);
        spend(&mut parts.left);
        if let Some(bank) = parts.bank.as_mut() {
            spend(bank);
        }
        // The rest of a vacation that ran out while the page had the clock (not running).
        let vacation_gone = (now - self.clock_at).max(0.0) as u64;
        if clock.running != Some(seat) {
            parts.vacation = parts.vacation.saturating_sub(vacation_gone);
        }
        Some(parts)
    }

    /// This page's seat is played by the computer: the page offers to take it back.
    pub fn can_resume(&self) -> bool {
        self.connected()
            && self.live()
            && self
                .seat
                .and_then(|s| self.seats.get(s))
                .is_some_and(|s| s.stand_in && !s.returning)
    }

    /// This page's seat is taken back, after the computer's move for it (its person came
    /// back during their own turn).
    pub fn returning(&self) -> bool {
        self.live()
            && self
                .seat
                .and_then(|s| self.seats.get(s))
                .is_some_and(|s| s.stand_in && s.returning)
    }

    /// With two players, while the computer plays the other person's seat, this seat may
    /// claim the win.
    pub fn can_claim(&self) -> bool {
        let Some(me) = self.seat else {
            return false;
        };
        let other = 1 - me.min(1);
        self.connected()
            && self.live()
            && self.seats.len() == 2
            && !self.waiting_for_players()
            && !self.stood_in(me)
            && self
                .seats
                .get(other)
                .is_some_and(|s| s.kind == SeatKind::Person)
            && self.stood_in(other)
    }

    /// After the end, a seated page may offer to play again (or accept the offer).
    pub fn can_play_again(&self) -> bool {
        self.connected()
            && self.record.is_some()
            && self.seat.is_some()
            && self.rematch.as_ref().is_none_or(|r| {
                r.next.is_none() && self.seat.is_some_and(|s| r.waiting.contains(&s))
            })
    }

    /// A seated page may send quick messages.
    pub fn can_say(&self) -> bool {
        self.connected() && self.seat.is_some()
    }

    /// The page offers "Take a seat": a seat is open, this browser holds none for the
    /// room, and it did not come by the spectator link.
    pub fn can_join(&self) -> bool {
        !self.watch
            && self.token.is_none()
            && self.seat.is_none()
            && self.connected()
            && self.live()
            && self.seats.iter().any(|s| s.kind == SeatKind::Open)
    }

    /// This seat may ask to take back a move: it may have made one (a move whose position
    /// this page did not see might be its own; the server has the last word).
    pub fn can_ask_undo(&self) -> bool {
        let made_one = self.before.iter().any(|b| match b {
            Some(before) => before.to_move() == self.seat,
            None => true,
        });
        self.connected() && self.seat.is_some() && self.live() && made_one && self.undo.is_none()
    }

    /// A pending undo request waits for this seat's answer.
    pub fn undo_to_answer(&self) -> Option<&PendingUndo> {
        let seat = self.seat?;
        self.undo
            .as_ref()
            .filter(|u| u.by != seat && u.waiting.contains(&seat))
    }

    /// The position a move was made from, when this page saw it and the move plays there.
    pub fn position_before(&self, index: usize) -> Option<&AnyGame> {
        let before = self.before.get(index)?.as_deref()?;
        let text = self.moves.get(index)?;
        before.validate_str(text).ok().map(|()| before)
    }

    fn notify(&mut self, notice: Notice) {
        queue_notice(&mut self.notices, notice);
    }

    fn clear_move_notices(&mut self) {
        clear_move_notices(&mut self.notices);
    }

    /// A new position: keeps the position before each move this page saw played.
    fn new_state(&mut self, ply: usize, view: AnyGame, moves: Vec<String>) {
        let same = self
            .moves
            .iter()
            .zip(&moves)
            .take_while(|(a, b)| a == b)
            .count();
        let grew = same == self.ply && self.moves.len() == self.ply && moves.len() == self.ply + 1;
        let shown = self.view.clone();
        let before = Rc::make_mut(&mut self.before);
        before.truncate(same);
        if grew {
            before.resize(self.ply, None);
            before.push(shown);
        }
        before.resize(moves.len(), None);
        if ply != self.ply {
            self.clear_move_notices();
        }
        self.ply = ply;
        self.moves = Rc::new(moves);
        self.view = Some(Rc::new(view));
    }

    fn receive(&mut self, msg: ServerMsg, at: f64) {
        match msg {
            ServerMsg::Welcome {
                watch,
                game,
                setup,
                seat,
                seats,
                clock,
                listed,
                rated,
                ..
            } => {
                self.clock_kind = clock;
                self.listed = listed;
                self.rated = rated;
                self.watch_id = Some(watch);
                self.link.welcome();
                self.game = game.parse().ok();
                self.setup = Some(setup);
                self.seat = seat;
                self.seats = seats;
            }
            ServerMsg::Joined { seat, token } => {
                self.seat = Some(seat);
                self.token = Some(token);
            }
            // The boards assume a position that keeps its game's invariants; one that does
            // not is a message this page cannot read.
            ServerMsg::State { view, .. } if view.check_invariants().is_err() => {
                self.notify(Notice::Unreadable);
            }
            ServerMsg::State {
                ply,
                view,
                moves,
                movers,
                record,
                undo,
                expires,
                clock,
                claimed,
                rematch,
            } => {
                self.sent = None;
                self.new_state(ply, view, moves);
                if *self.movers != movers {
                    self.movers = Rc::new(movers);
                }
                self.record = record;
                self.expires = expires;
                self.clock = clock;
                self.clock_at = at;
                self.claimed = claimed;
                self.rematch = rematch;
                if self.seat.is_some() && undo.as_ref().map(|u| u.by) == self.seat {
                    self.asked_undo = true;
                }
                self.undo = undo;
            }
            ServerMsg::Presence { seats, spectators } => {
                self.seats = seats;
                self.spectators = spectators;
            }
            ServerMsg::UndoDone { accepted } => {
                // Every seat hears it; the asker is told why nothing changed.
                if !accepted && self.asked_undo {
                    self.notify(Notice::UndoDeclined);
                }
                self.asked_undo = false;
                self.undo = None;
            }
            ServerMsg::Error { code, message } => {
                self.sent = None;
                match code {
                    // The stored seat is not this room's: forget it and watch instead.
                    ErrorCode::BadToken => {
                        self.token = None;
                        self.seat = None;
                        self.link.reopen();
                    }
                    ErrorCode::NoSuchRoom | ErrorCode::Version => self.link.stop(),
                    _ => {}
                }
                self.notify(Notice::Server { code, message });
            }
            ServerMsg::Said { seat, phrase } => {
                self.said.push((seat, phrase));
                let extra = self.said.len().saturating_sub(SAID_KEPT);
                self.said.drain(..extra);
            }
            // The lobby's list: not for a room's page.
            ServerMsg::Tables { .. } | ServerMsg::Pong => {}
        }
    }
}

impl Reducible for Online {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Opened => {
                if !next.link.opened() {
                    return self;
                }
            }
            Action::Closed => {
                if !next.link.closed() {
                    return self;
                }
                next.sent = None;
            }
            Action::Retry => {
                if !next.link.retry() {
                    return self;
                }
            }
            Action::Received { msg, at } => next.receive(*msg, at),
            Action::Unreadable => next.notify(Notice::Unreadable),
            Action::Sent(ply) => next.sent = Some(ply),
            Action::SeatNotKept => next.notify(Notice::SeatNotKept),
            Action::Dismiss(i) => {
                if i >= next.notices.len() {
                    return self;
                }
                next.notices.remove(i);
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::online::link::{backoff_ms, Conn};
    use online::VERSION;

    pub(crate) fn recv(msg: ServerMsg) -> Action {
        recv_at(msg, 0.0)
    }

    pub(crate) fn recv_at(msg: ServerMsg, at: f64) -> Action {
        Action::Received {
            msg: Box::new(msg),
            at,
        }
    }

    fn game(players: usize) -> AnyGame {
        AnyGame::new(GameId::Cubulus, &Setup::players(players), 77).expect("setup")
    }

    fn person(name: &str) -> SeatInfo {
        SeatInfo::person(name)
    }

    fn open_seat() -> SeatInfo {
        SeatInfo::open()
    }

    fn computer() -> SeatInfo {
        SeatInfo::computer("easy")
    }

    fn away(name: &str) -> SeatInfo {
        SeatInfo {
            stand_in: true,
            connected: false,
            ..person(name)
        }
    }

    fn welcome(seat: Option<Seat>, seats: Vec<SeatInfo>) -> Action {
        recv(ServerMsg::Welcome {
            v: VERSION,
            room: "r".into(),
            watch: "w".into(),
            game: "cubulus".into(),
            setup: Setup::players(seats.len()),
            seat,
            seats,
            clock: Clock::None,
            listed: false,
            stand_in: "medium".into(),
            rated: false,
        })
    }

    fn state_of(g: &AnyGame, moves: &[String], seat: Option<Seat>) -> Action {
        recv(ServerMsg::position(
            moves.len(),
            g.view(seat),
            moves.to_vec(),
        ))
    }

    fn page(seat: Option<Seat>, seats: Vec<SeatInfo>) -> Rc<Online> {
        Rc::new(Online::new("r", false, Some("tok".into())))
            .reduce(Action::Opened)
            .reduce(welcome(seat, seats))
    }

    /// The page refuses a position that breaks its game's invariants: every view the
    /// server sends of a real game must pass.
    #[test]
    fn every_seat_s_view_of_every_game_keeps_the_invariants() {
        for game in GameId::ALL {
            let range = AnyGame::player_range(game);
            for players in [*range.start(), *range.end()] {
                let mut g = AnyGame::new(game, &Setup::players(players), 11).expect("setup");
                for ply in 0..30 {
                    for seat in (0..players).map(Some).chain([None]) {
                        let view = g.view(seat);
                        assert_eq!(view.check_invariants(), Ok(()), "{game} ply {ply} {seat:?}");
                    }
                    let moves = g.legal_moves();
                    let Some(m) = moves.get((ply * 7) % moves.len().max(1)) else {
                        break;
                    };
                    g.play_str(m).expect("a legal move");
                }
            }
        }
    }

    #[test]
    fn the_welcome_says_whether_the_room_is_rated() {
        let p = Rc::new(Online::new("r", false, None));
        assert!(!p.clone().reduce(welcome(None, vec![open_seat()])).rated);
        let rated = recv(ServerMsg::Welcome {
            v: VERSION,
            room: "r".into(),
            watch: "w".into(),
            game: "cubes".into(),
            setup: Setup::players(2),
            seat: None,
            seats: vec![open_seat(), open_seat()],
            clock: Clock::PLAY_NOW,
            listed: true,
            stand_in: "medium".into(),
            rated: true,
        });
        assert!(p.reduce(rated).rated);
    }

    #[test]
    fn a_seat_the_browser_could_not_keep_is_told_and_stays_told() {
        let p = Rc::new(Online::new("r", false, Some("tok".into()))).reduce(Action::SeatNotKept);
        assert_eq!(p.notices, vec![Notice::SeatNotKept]);
        // A later refused move does not sweep it away; only the player dismisses it.
        let p = p.reduce(recv(ServerMsg::Error {
            code: ErrorCode::Stale,
            message: "stale".into(),
        }));
        assert_eq!(p.notices.first(), Some(&Notice::SeatNotKept));
        assert_eq!(p.reduce(Action::Dismiss(0)).notices.len(), 1);
    }

    #[test]
    fn reconnects_back_off_to_five_seconds() {
        let delays: Vec<u32> = (1..=7).map(backoff_ms).collect();
        assert_eq!(delays, [500, 1000, 2000, 4000, 5000, 5000, 5000]);
    }

    #[test]
    fn a_closed_socket_reconnects_with_growing_attempts_until_welcomed() {
        let p = page(Some(0), vec![person("A"), person("B")]);
        let g0 = p.link.generation();
        let p = p.reduce(Action::Closed);
        assert_eq!(p.link.conn(), Conn::Reconnecting { attempt: 1 });
        assert!(!p.my_turn(), "no move while the socket is down");
        let p = p.reduce(Action::Retry);
        assert_eq!(
            (p.link.conn(), p.link.generation()),
            (Conn::Connecting, g0 + 1)
        );
        let p = p.reduce(Action::Closed);
        assert_eq!(p.link.conn(), Conn::Reconnecting { attempt: 2 });
        // A stale timer changes nothing once connecting again.
        let p = p.reduce(Action::Retry).reduce(Action::Opened);
        assert_eq!(
            p.clone().reduce(Action::Retry).link.generation(),
            p.link.generation()
        );
        let p = p.reduce(welcome(Some(0), vec![person("A"), person("B")]));
        assert_eq!((p.link.conn(), p.link.attempts()), (Conn::Open, 0));
        assert_eq!(
            p.token.as_deref(),
            Some("tok"),
            "the token stays for the re-hello"
        );
    }

    #[test]
    fn no_such_room_stops_reconnecting() {
        let p = Rc::new(Online::new("r", false, None))
            .reduce(Action::Opened)
            .reduce(recv(ServerMsg::Error {
                code: ErrorCode::NoSuchRoom,
                message: "no".into(),
            }))
            .reduce(Action::Closed);
        assert_eq!(p.link.conn(), Conn::Stopped);
        assert!(matches!(
            p.notices.as_slice(),
            [Notice::Server {
                code: ErrorCode::NoSuchRoom,
                ..
            }]
        ));
    }

    #[test]
    fn a_refused_token_is_forgotten_and_the_page_watches() {
        let p = Rc::new(Online::new("r", false, Some("old".into()))).reduce(Action::Opened);
        let g = p.link.generation();
        let p = p.reduce(recv(ServerMsg::Error {
            code: ErrorCode::BadToken,
            message: "unknown token".into(),
        }));
        assert_eq!((p.token.clone(), p.seat), (None, None));
        assert_eq!(
            p.link.generation(),
            g + 1,
            "a new socket says hello without it"
        );
    }

    #[test]
    fn the_spectator_link_never_uses_a_stored_token() {
        let p = Online::new("r", true, Some("tok".into()));
        assert_eq!(p.token, None);
        let p = Rc::new(p)
            .reduce(Action::Opened)
            .reduce(welcome(None, vec![person("A"), open_seat()]));
        assert!(
            !p.can_join(),
            "spectators by link do not get the seat offer"
        );
    }

    #[test]
    fn the_turn_line_and_the_board_follow_the_seat_to_move() {
        let g = game(3);
        // Seats in turn order from the starter: this page, another person, the computer.
        let me = g.to_move().expect("a starter");
        let mut seats = vec![person("A"), person("B"), computer()];
        seats.rotate_right(me);
        let p = page(Some(me), seats).reduce(state_of(&g, &[], Some(me)));
        assert_eq!(p.turn(), Turn::Yours);
        assert!(p.my_turn());
        let first = g.legal_moves()[0].clone();
        let p = p.reduce(Action::Sent(0));
        assert!(!p.my_turn(), "one move at a time");
        let mut g1 = g.clone();
        g1.play_str(&first).expect("legal");
        let p = p.reduce(state_of(&g1, std::slice::from_ref(&first), Some(me)));
        assert_eq!(p.turn(), Turn::Waiting((me + 1) % 3));
        assert!(!p.my_turn());
        let second = g1.legal_moves()[0].clone();
        let mut g2 = g1.clone();
        g2.play_str(&second).expect("legal");
        let p = p.reduce(state_of(&g2, &[first, second], Some(me)));
        assert_eq!(p.turn(), Turn::Computer((me + 2) % 3));
    }

    /// Issue 25, item 8: a room said "Your turn" and took moves before anyone had joined.
    #[test]
    fn the_game_waits_until_every_seat_is_taken() {
        let g = game(2);
        let me = g.to_move().expect("a starter");
        let mut seats = vec![person("A"), open_seat()];
        seats.rotate_right(me);
        let p = page(Some(me), seats).reduce(state_of(&g, &[], Some(me)));
        assert_eq!(p.turn(), Turn::NotStarted);
        assert!(!p.my_turn(), "no move before the others are here");
        let both = (0..2)
            .map(|s| person(if s == me { "A" } else { "B" }))
            .collect();
        let p = p.reduce(recv(ServerMsg::Presence {
            seats: both,
            spectators: 0,
        }));
        assert_eq!(p.turn(), Turn::Yours);
        assert!(p.my_turn());
    }

    #[test]
    fn each_move_seen_played_keeps_the_position_before_it() {
        let g = game(2);
        let p = page(Some(1), vec![person("A"), person("B")]);
        // Opened in the middle: the first move was made before this page saw it.
        let m1 = g.legal_moves()[0].clone();
        let mut g1 = g.clone();
        g1.play_str(&m1).expect("legal");
        let p = p.reduce(state_of(&g1, std::slice::from_ref(&m1), Some(1)));
        let m2 = g1.legal_moves()[0].clone();
        let mut g2 = g1.clone();
        g2.play_str(&m2).expect("legal");
        let moves = [m1.clone(), m2.clone()];
        let p = p.reduce(state_of(&g2, &moves, Some(1)));
        assert!(p.position_before(0).is_none());
        assert_eq!(p.position_before(1), Some(&g1.view(Some(1))));
        // An accepted undo goes back: the kept positions go with the moves.
        let p = p.reduce(state_of(&g1, std::slice::from_ref(&m1), Some(1)));
        assert_eq!(p.before.len(), 1);
        assert_eq!(p.ply, 1);
    }

    #[test]
    fn an_open_seat_is_offered_to_a_browser_without_a_token() {
        let g = game(2);
        let p = Rc::new(Online::new("r", false, None))
            .reduce(Action::Opened)
            .reduce(welcome(None, vec![person("A"), open_seat()]))
            .reduce(state_of(&g, &[], None));
        assert!(p.can_join());
        let p = p.reduce(recv(ServerMsg::Joined {
            seat: 1,
            token: "new".into(),
        }));
        assert_eq!((p.seat, p.token.as_deref()), (Some(1), Some("new")));
        assert!(!p.can_join());
    }

    #[test]
    fn an_undo_request_is_answered_only_by_the_seats_it_waits_for() {
        let g = game(2);
        let m = g.legal_moves()[0].clone();
        let mut g1 = g.clone();
        g1.play_str(&m).expect("legal");
        let undo = Some(PendingUndo {
            by: 0,
            to_ply: 0,
            waiting: vec![1],
        });
        let state = |seat| {
            recv(ServerMsg::State {
                ply: 1,
                view: g1.view(Some(seat)),
                moves: vec![m.clone()],
                movers: Vec::new(),
                record: None,
                undo: undo.clone(),
                expires: None,
                clock: None,
                claimed: None,
                rematch: None,
            })
        };
        let fresh = page(Some(1), vec![person("A"), person("B")])
            .reduce(state_of(&g, &[], Some(1)))
            .reduce(state_of(&g1, std::slice::from_ref(&m), Some(1)));
        assert!(!fresh.can_ask_undo(), "seat 1 has not moved yet");
        let asker = page(Some(0), vec![person("A"), person("B")]).reduce(state(0));
        assert!(asker.undo_to_answer().is_none());
        assert!(!asker.can_ask_undo(), "one request at a time");
        let other = page(Some(1), vec![person("A"), person("B")]).reduce(state(1));
        assert!(other.undo_to_answer().is_some());
        let declined = asker.reduce(recv(ServerMsg::UndoDone { accepted: false }));
        assert_eq!(declined.notices, vec![Notice::UndoDeclined]);
        assert!(declined.can_ask_undo());
        let answered = other.reduce(recv(ServerMsg::UndoDone { accepted: false }));
        assert!(answered.notices.is_empty(), "the one who declined knows");
    }

    #[test]
    fn a_refused_move_frees_the_board_and_the_next_position_clears_its_notice() {
        let g = game(2);
        let p = page(Some(0), vec![person("A"), person("B")])
            .reduce(state_of(&g, &[], Some(0)))
            .reduce(Action::Sent(0))
            .reduce(recv(ServerMsg::Error {
                code: ErrorCode::IllegalMove,
                message: "no".into(),
            }));
        assert!(p.my_turn());
        assert_eq!(p.notices.len(), 1);
        let m = g.legal_moves()[0].clone();
        let mut g1 = g.clone();
        g1.play_str(&m).expect("legal");
        let p = p.reduce(state_of(&g1, &[m], Some(0)));
        assert!(p.notices.is_empty());
    }

    #[test]
    fn a_finished_game_takes_no_moves() {
        let g = game(2);
        let p = page(Some(0), vec![person("A"), person("B")]).reduce(recv(ServerMsg::State {
            ply: 0,
            view: g.view(Some(0)),
            moves: vec![],
            movers: Vec::new(),
            record: Some("{}".into()),
            undo: None,
            expires: None,
            clock: None,
            claimed: None,
            rematch: None,
        }));
        assert_eq!(p.turn(), Turn::Over);
        assert!(!p.my_turn() && !p.can_ask_undo());
        assert!(p.can_play_again(), "a seated page may offer to play again");
        let offered = p.reduce(recv(ServerMsg::State {
            ply: 0,
            view: g.view(Some(0)),
            moves: vec![],
            movers: Vec::new(),
            record: Some("{}".into()),
            undo: None,
            expires: None,
            clock: None,
            claimed: None,
            rematch: Some(Rematch {
                accepted: vec![0],
                waiting: vec![1],
                next: None,
            }),
        }));
        assert!(
            !offered.can_play_again(),
            "its own offer waits for the others"
        );
    }

    #[test]
    fn a_seat_the_computer_plays_is_offered_back_and_the_other_may_claim_the_win() {
        let g = game(2);
        let me = g.to_move().expect("a starter");
        let mut seats = vec![away("A"), person("B")];
        seats.rotate_right(me);
        let mine = page(Some(me), seats.clone()).reduce(state_of(&g, &[], Some(me)));
        assert_eq!(mine.turn(), Turn::StandIn(me));
        assert!(!mine.my_turn(), "the computer moves for it");
        assert!(mine.can_resume() && !mine.can_claim());
        let other = page(Some(1 - me), seats).reduce(state_of(&g, &[], Some(1 - me)));
        assert!(other.can_claim() && !other.can_resume());
        let three = page(Some(0), vec![person("A"), away("B"), person("C")]).reduce(state_of(
            &game(3),
            &[],
            Some(0),
        ));
        assert!(!three.can_claim(), "only at a table of two");
    }

    #[test]
    fn a_seat_coming_back_during_its_turn_waits_for_the_computer_s_move() {
        let g = game(2);
        let me = g.to_move().expect("a starter");
        let mut seats = vec![
            SeatInfo {
                returning: true,
                ..away("A")
            },
            person("B"),
        ];
        seats.rotate_right(me);
        let mine = page(Some(me), seats.clone()).reduce(state_of(&g, &[], Some(me)));
        assert!(
            mine.returning() && !mine.can_resume(),
            "nothing more to press"
        );
        let other = page(Some(1 - me), seats).reduce(state_of(&g, &[], Some(1 - me)));
        assert!(!other.returning());
        // The protocol carries the mark only when it is set.
        assert!(!online::to_text(&person("B")).contains("returning"));
    }

    #[test]
    fn a_running_clock_counts_down_from_its_position_and_the_others_stand_still() {
        let g = game(2);
        let me = g.to_move().expect("a starter");
        let p = page(Some(me), vec![person("A"), person("B")]);
        let left = [60_000u64, 50_000];
        let mut msg = ServerMsg::position(0, g.view(Some(me)), Vec::new());
        if let ServerMsg::State { clock, .. } = &mut msg {
            *clock = Some(ClockState {
                left: left.to_vec(),
                running: Some(me),
                bank: Vec::new(),
                vacation: Vec::new(),
            });
        }
        // The position came at 1,000 ms on the page's clock: the reducer is told when.
        let mut p = (*p.reduce(recv_at(msg, 1_000.0))).clone();
        assert_eq!(p.clock_at, 1_000.0);
        assert_eq!(
            p.clock_parts(me, 31_000.0).map(|c| c.left),
            Some(left[me] - 30_000)
        );
        assert_eq!(
            p.clock_parts(1 - me, 31_000.0).map(|c| c.left),
            Some(left[1 - me])
        );
        assert_eq!(
            p.clock_parts(me, 999_999.0).map(|c| c.left),
            Some(0),
            "never below zero"
        );
        p.clock = None;
        assert_eq!(p.clock_parts(me, 0.0).map(|c| c.left), None, "no clock");
    }

    #[test]
    fn a_running_turn_based_clock_spends_the_vacation_then_the_time_then_the_bank() {
        let g = game(2);
        let me = g.to_move().expect("a starter");
        let p = page(Some(me), vec![person("A"), person("B")]);
        let mut msg = ServerMsg::position(0, g.view(Some(me)), Vec::new());
        if let ServerMsg::State { clock, .. } = &mut msg {
            *clock = Some(ClockState {
                left: vec![10_000, 10_000],
                running: Some(me),
                bank: vec![50_000, 50_000],
                vacation: vec![3_000, 3_000],
            });
        }
        let p = (*p.reduce(recv_at(msg, 0.0))).clone();
        let at = |seat, now| p.clock_parts(seat, now).expect("a clock");
        let parts = |vacation, left, bank| ClockParts {
            vacation,
            left,
            bank: Some(bank),
        };
        assert_eq!(at(me, 2_000.0), parts(1_000, 10_000, 50_000));
        assert_eq!(at(me, 8_000.0), parts(0, 5_000, 50_000));
        assert_eq!(at(me, 20_000.0), parts(0, 0, 43_000));
        assert_eq!(at(me, 99_000.0), parts(0, 0, 0));
        // The other's vacation passes too; its time and bank stand still.
        assert_eq!(at(1 - me, 2_000.0), parts(1_000, 10_000, 50_000));
    }

    /// A presence message (the most frequent) copies the page but not its moves: the move
    /// list and the positions before each move stay shared.
    #[test]
    fn presence_shares_the_moves_instead_of_copying_them() {
        let mut g = game(2);
        let m = g.legal_moves()[0].clone();
        g.play_str(&m).expect("a legal move");
        let p = page(Some(0), vec![person("A"), person("B")]);
        let p = p.reduce(state_of(&g, &[m], Some(0)));
        let q = p.clone().reduce(recv(ServerMsg::Presence {
            seats: vec![person("A"), person("B")],
            spectators: 2,
        }));
        assert_eq!(q.spectators, 2);
        assert!(Rc::ptr_eq(&p.moves, &q.moves));
        assert!(Rc::ptr_eq(&p.before, &q.before));
    }

    #[test]
    fn quick_messages_are_kept_newest_last_up_to_a_limit() {
        let mut p = page(Some(0), vec![person("A"), person("B")]);
        for i in 0..SAID_KEPT + 3 {
            p = p.reduce(recv(ServerMsg::Said {
                seat: i % 2,
                phrase: Phrase::Hello,
            }));
        }
        assert_eq!(p.said.len(), SAID_KEPT);
        assert_eq!(p.said.last(), Some(&(0, Phrase::Hello)));
    }
}
