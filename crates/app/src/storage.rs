//! Autosave and the list of recent games, over a key/value store (localStorage in the
//! browser, a map in native tests). A saved entry that fails to load is moved aside under
//! a `broken/` key and reported, never silently overwritten.

use rules::{GameId, Record, RecordError, Session};
use serde::{Deserialize, Serialize};

const PREFIX: &str = "cube-table/";
pub const RECENT_LIMIT: usize = 20;

/// A seat as the players set it up: a name and a colour from the palette.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
    pub colour: usize,
    /// A computer seat's level (`easy`, `medium`, `hard`…); `None` for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<String>,
}

/// What is stored (and exported): the record plus how the seats were named, as one object
/// (the record's fields beside the save's own).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SavedGame {
    #[serde(flatten)]
    pub record: Record,
    #[serde(default)]
    pub seats: Vec<SeatInfo>,
    /// Milliseconds since the epoch.
    #[serde(default)]
    pub saved_at: f64,
    /// Whether the game had ended when saved, so that the recent list can say so without
    /// replaying it (the home page does not carry the rules). Absent in saves from before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<bool>,
}

/// A saved game as read: one flat object. Not read through `#[serde(flatten)]`, which
/// copies the whole object aside and reads it again; that reader, generic over every type
/// it meets, was code each game page carried for this alone.
#[derive(Deserialize)]
struct FlatSavedGame {
    game: String,
    players: usize,
    #[serde(default)]
    options: std::collections::BTreeMap<String, String>,
    #[serde(deserialize_with = "rules::wire::number_or_text")]
    seed: u64,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    position: Option<String>,
    #[serde(default)]
    seats: Vec<SeatInfo>,
    #[serde(default)]
    saved_at: f64,
    #[serde(default)]
    finished: Option<bool>,
}

impl<'de> Deserialize<'de> for SavedGame {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let f = FlatSavedGame::deserialize(d)?;
        Ok(SavedGame {
            record: Record {
                game: f.game,
                players: f.players,
                options: f.options,
                seed: f.seed,
                moves: f.moves,
                position: f.position,
            },
            seats: f.seats,
            saved_at: f.saved_at,
            finished: f.finished,
        })
    }
}

#[cfg(test)]
impl SavedGame {
    /// A record as stored with no seat names, never saved before.
    pub fn unnamed(record: Record) -> SavedGame {
        SavedGame {
            record,
            seats: vec![],
            saved_at: 0.0,
            finished: None,
        }
    }
}

impl SavedGame {
    pub fn from_json(text: &str) -> Result<SavedGame, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))
    }

    pub fn to_json(&self) -> Result<String, SaveError> {
        serde_json::to_string(self).map_err(|e| SaveError::Encode(e.to_string()))
    }

    /// Replays the record; the seats are completed or trimmed to the player count.
    pub fn open(&self) -> Result<(Session, Vec<SeatInfo>), RecordError> {
        let session = Session::from_record(&self.record)?;
        let mut seats = self.seats.clone();
        seats.truncate(self.record.players);
        while seats.len() < self.record.players {
            let n = seats.len();
            seats.push(SeatInfo {
                name: String::new(),
                colour: n,
                ai: None,
            });
        }
        Ok((session, seats))
    }
}

/// A game could not be kept in the browser.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// The storage refused the entry (full, or blocked).
    #[error("the browser's storage refused it: {0}")]
    Refused(String),
    #[error("it could not be written as JSON: {0}")]
    Encode(String),
}

pub trait KeyValue {
    fn get(&self, key: &str) -> Option<String>;
    fn set(&mut self, key: &str, value: &str) -> Result<(), SaveError>;
    fn remove(&mut self, key: &str);
}

/// For native tests.
#[cfg(test)]
pub struct MemoryStore(pub std::collections::BTreeMap<String, String>, pub usize);

#[cfg(test)]
impl Default for MemoryStore {
    fn default() -> Self {
        MemoryStore(Default::default(), usize::MAX)
    }
}

#[cfg(test)]
impl KeyValue for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), SaveError> {
        // A byte quota over the whole store stands in for a full localStorage (0: a store
        // that refuses every write).
        let others: usize = self
            .0
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum();
        if others + key.len() + value.len() > self.1 {
            return Err(SaveError::Refused("quota exceeded".into()));
        }
        self.0.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) {
        self.0.remove(key);
    }
}

/// localStorage; when it is unavailable (private mode, blocked) nothing is kept, quietly
/// (the player chose that); when it refuses an entry (full), the caller is told.
pub struct BrowserStore(Option<web_sys::Storage>);

impl BrowserStore {
    pub fn open() -> Self {
        BrowserStore(crate::browser::window().and_then(|w| w.local_storage().ok().flatten()))
    }
}

impl KeyValue for BrowserStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.as_ref()?.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), SaveError> {
        match &self.0 {
            Some(s) => s
                .set_item(key, value)
                .map_err(|e| SaveError::Refused(format!("{e:?}"))),
            None => Ok(()),
        }
    }
    fn remove(&mut self, key: &str) {
        if let Some(s) = &self.0 {
            let _ = s.remove_item(key);
        }
    }
}

fn current_key(game: GameId) -> String {
    format!("{PREFIX}current/{game}")
}

fn recent_key() -> String {
    format!("{PREFIX}recent")
}

/// Moves a failed entry to `broken/<key>/<stamp>` so nothing is lost, and says where; or,
/// when even the copy cannot be written, leaves the entry where it is and says so
/// (`None`): the original is removed only once its copy is in place.
fn keep_aside(store: &mut impl KeyValue, key: &str, raw: &str, stamp: f64) -> Option<String> {
    let aside = format!(
        "{PREFIX}broken/{}/{}",
        key.trim_start_matches(PREFIX),
        stamp as u64
    );
    store.set(&aside, raw).ok()?;
    if store.get(&aside).as_deref() != Some(raw) {
        return None;
    }
    store.remove(key);
    Some(aside)
}

/// The error for a broken entry at `key`, after trying to keep it aside.
fn broken(
    store: &mut impl KeyValue,
    key: &str,
    raw: &str,
    now: f64,
    cause: RecordError,
) -> RecordError {
    RecordError::BrokenSave {
        key: key.to_string(),
        kept_at: keep_aside(store, key, raw, now),
        cause: Box::new(cause),
    }
}

/// The raw text of a stored entry, for a player to download when it could not be read.
pub fn raw_entry(store: &impl KeyValue, key: &str) -> Option<String> {
    store.get(key)
}

/// The running game of `game`, if one is saved. A broken entry is kept aside and reported.
pub fn load_current(
    store: &mut impl KeyValue,
    game: GameId,
    now: f64,
) -> Result<Option<(Session, Vec<SeatInfo>)>, RecordError> {
    let key = current_key(game);
    let Some(raw) = store.get(&key) else {
        return Ok(None);
    };
    let loaded = SavedGame::from_json(&raw).and_then(|saved| {
        if saved.record.game_id()? != game {
            return Err(RecordError::Malformed(format!(
                "saved under {game} but is {}",
                saved.record.game
            )));
        }
        saved.open()
    });
    match loaded {
        Ok(opened) => Ok(Some(opened)),
        Err(e) => Err(broken(store, &key, &raw, now, e)),
    }
}

/// Keeps the running game; a refusal (a full storage) is returned for the page to show.
/// A broken entry in the slot is first kept aside; if it cannot be, the save is refused
/// rather than write over it (the player can download it from the notice).
pub fn save_current(store: &mut impl KeyValue, saved: &SavedGame) -> Result<(), SaveError> {
    // A record of an unknown game cannot be running here.
    let Ok(game) = saved.record.game_id() else {
        return Ok(());
    };
    let key = current_key(game);
    if let Some(raw) = store.get(&key) {
        if SavedGame::from_json(&raw).is_err()
            && keep_aside(store, &key, &raw, saved.saved_at).is_none()
        {
            return Err(SaveError::Refused(
                "a saved game that could not be read is in its place and could not be moved aside"
                    .into(),
            ));
        }
    }
    store.set(&key, &saved.to_json()?)
}

pub fn clear_current(store: &mut impl KeyValue, game: GameId) {
    store.remove(&current_key(game));
}

/// Recent games, newest first. A broken list is kept aside and reported.
pub fn recent(store: &mut impl KeyValue, now: f64) -> Result<Vec<SavedGame>, RecordError> {
    let key = recent_key();
    let Some(raw) = store.get(&key) else {
        return Ok(Vec::new());
    };
    match serde_json::from_str::<Vec<SavedGame>>(&raw) {
        Ok(list) => Ok(list),
        Err(e) => {
            let cause = RecordError::Malformed(rules::clip(&e.to_string()));
            Err(broken(store, &key, &raw, now, cause))
        }
    }
}

/// Adds a game to the front of the recent list (replacing an entry of the same game and
/// seed, which is an earlier save of the same game), keeping the newest [`RECENT_LIMIT`].
pub fn push_recent(store: &mut impl KeyValue, saved: SavedGame, now: f64) -> Result<(), String> {
    let mut list = recent(store, now).map_err(|e| e.to_string())?;
    list.retain(|g| !(g.record.game == saved.record.game && g.record.seed == saved.record.seed));
    list.insert(0, saved);
    list.truncate(RECENT_LIMIT);
    let text =
        serde_json::to_string(&list).map_err(|e| SaveError::Encode(e.to_string()).to_string())?;
    store.set(&recent_key(), &text).map_err(|e| e.to_string())
}

/// The seat this browser plays in an online room, kept under `cube-table/online/<room>`
/// so that a reload (or a later visit) rejoins it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldSeat {
    pub seat: rules::Seat,
    pub token: String,
    /// A key the account gave this browser (`account::sync`): it ends when the browser
    /// signs out, and the seat is forgotten here then.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub from_account: bool,
}

fn seat_key(room: &str) -> String {
    format!("{PREFIX}online/{room}")
}

/// The seat held in `room`; an entry that does not read is ignored (the page then
/// watches and may take a seat again), never a panic.
pub fn load_held_seat(store: &impl KeyValue, room: &str) -> Option<HeldSeat> {
    serde_json::from_str(&store.get(&seat_key(room))?).ok()
}

pub fn save_held_seat(
    store: &mut impl KeyValue,
    room: &str,
    held: &HeldSeat,
) -> Result<(), SaveError> {
    write_held_seat(store, room, held)?;
    keep_in_my_rooms(store, room, true);
    Ok(())
}

fn write_held_seat(
    store: &mut impl KeyValue,
    room: &str,
    held: &HeldSeat,
) -> Result<(), SaveError> {
    let text = serde_json::to_string(held).map_err(|e| SaveError::Encode(e.to_string()))?;
    store.set(&seat_key(room), &text)
}

pub fn forget_held_seat(store: &mut impl KeyValue, room: &str) {
    store.remove(&seat_key(room));
    keep_in_my_rooms(store, room, false);
}

/// The new-game form's last choices for one game: the player count, the seats (names as
/// typed, empty for the default name; kind; colour) and the options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastSetup {
    pub players: usize,
    pub seats: Vec<SeatInfo>,
    #[serde(default)]
    pub options: Vec<(String, String)>,
}

fn setup_key(game: GameId) -> String {
    format!("{PREFIX}setup/{game}")
}

/// The form's last choices for `game`; an entry that does not read is ignored (the form
/// then starts from its defaults, and the next game started writes a good one).
pub fn load_setup(store: &impl KeyValue, game: GameId) -> Option<LastSetup> {
    serde_json::from_str(&store.get(&setup_key(game))?).ok()
}

/// Remembers the form's choices; when the storage refuses, the form simply forgets them.
pub fn save_setup(store: &mut impl KeyValue, game: GameId, setup: &LastSetup) {
    if let Ok(text) = serde_json::to_string(setup) {
        let _ = store.set(&setup_key(game), &text);
    }
}

fn editor_key(game: GameId) -> String {
    format!("{PREFIX}editor/{game}")
}

/// The position last set up in `game`'s editor, as its notation (the editor checks that it
/// still reads; one over the limit is not even read).
pub fn load_editor_position(store: &impl KeyValue, game: GameId) -> Option<String> {
    store
        .get(&editor_key(game))
        .filter(|t| t.len() <= rules::limits::POSITION)
}

/// Keeps the editor's position; a storage that refuses keeps the one before (the page
/// still has it, and its link).
pub fn save_editor_position(store: &mut impl KeyValue, game: GameId, text: &str) {
    let _ = store.set(&editor_key(game), text);
}

#[cfg(feature = "positions")]
fn editor_drawing_key(game: GameId) -> String {
    format!("{PREFIX}editor-drawing/{game}")
}

/// The drawing on the editor's position (its text), or why it does not read (the editor
/// starts with none then, and leaves the entry until the next drawing replaces it).
#[cfg(feature = "positions")]
pub fn load_editor_drawing(
    store: &impl KeyValue,
    game: GameId,
) -> Option<Result<rules::drawing::Drawing, rules::drawing::DrawingError>> {
    let raw = store.get(&editor_drawing_key(game))?;
    Some(rules::drawing::Drawing::from_text(&raw))
}

/// Keeps the drawing on the editor's position (none: forgotten).
#[cfg(feature = "positions")]
pub fn save_editor_drawing(
    store: &mut impl KeyValue,
    game: GameId,
    drawing: &rules::drawing::Drawing,
) {
    if drawing.is_empty() {
        store.remove(&editor_drawing_key(game));
    } else {
        let _ = store.set(&editor_drawing_key(game), &drawing.to_text());
    }
}

fn study_key(game: GameId) -> String {
    format!("{PREFIX}study/{game}")
}

/// The study kept on `game`'s study page as its file's text, unread (the account page
/// sends it to the server, which reads it).
pub fn study_file(store: &impl KeyValue, game: GameId) -> Option<String> {
    store.get(&study_key(game))
}

fn study_copy_key(game: GameId) -> String {
    format!("{PREFIX}study-server/{game}")
}

/// Where the study kept on `game`'s study page is saved on the server, if it was opened
/// from there or saved there: its id and its author's handle. An entry of another shape
/// counts as none.
pub fn load_study_copy(store: &impl KeyValue, game: GameId) -> Option<(String, String)> {
    let raw = store.get(&study_copy_key(game))?;
    let (id, author) = raw.split_once('\n')?;
    (online::limits::is_study_id(id) && !author.is_empty())
        .then(|| (id.to_string(), author.to_string()))
}

/// Keeps (or, with `None`, forgets) where the kept study is saved on the server.
pub fn save_study_copy(store: &mut impl KeyValue, game: GameId, copy: Option<(&str, &str)>) {
    match copy {
        Some((id, author)) => {
            let _ = store.set(&study_copy_key(game), &format!("{id}\n{author}"));
        }
        None => store.remove(&study_copy_key(game)),
    }
}

/// The study made on `game`'s study page. One that cannot be read is reported and left
/// where it is until the next change to a study replaces it.
#[cfg(feature = "positions")]
pub fn load_study(
    store: &impl KeyValue,
    game: GameId,
) -> Option<Result<rules::study::Study, rules::study::StudyError>> {
    store
        .get(&study_key(game))
        .map(|raw| rules::study::Study::from_json(&raw))
}

/// Keeps the study (an empty one is forgotten); a storage that refuses keeps the one
/// before, and says so.
#[cfg(feature = "positions")]
pub fn save_study(
    store: &mut impl KeyValue,
    game: GameId,
    study: &rules::study::Study,
) -> Result<(), String> {
    if study.chapters.is_empty() && study.title.is_empty() {
        store.remove(&study_key(game));
        return Ok(());
    }
    let text = study.to_json().map_err(|e| e.to_string())?;
    store
        .set(&study_key(game), &text)
        .map_err(|e| e.to_string())
}

#[cfg(feature = "positions")]
fn editor_game_key(game: GameId) -> String {
    format!("{PREFIX}editor-game/{game}")
}

/// The game played on from the editor's position, kept apart from the game page's running
/// game (whose program cannot open a game from a position). A broken entry is reported
/// and left where it is until the next game played on there replaces it.
#[cfg(feature = "positions")]
pub fn load_editor_game(
    store: &impl KeyValue,
    game: GameId,
) -> Option<Result<(Session, Vec<SeatInfo>), RecordError>> {
    let raw = store.get(&editor_game_key(game))?;
    Some(SavedGame::from_json(&raw).and_then(|saved| {
        if saved.record.game_id()? != game {
            return Err(RecordError::Malformed(format!(
                "saved under {game} but is {}",
                saved.record.game
            )));
        }
        saved.open()
    }))
}

/// Keeps the game played on from the editor's position.
#[cfg(feature = "positions")]
pub fn save_editor_game(store: &mut impl KeyValue, saved: &SavedGame) -> Result<(), SaveError> {
    let Ok(game) = saved.record.game_id() else {
        return Ok(());
    };
    store.set(&editor_game_key(game), &saved.to_json()?)
}

/// Forgets the game played on from the editor's position (back to the editor).
#[cfg(feature = "positions")]
pub fn clear_editor_game(store: &mut impl KeyValue, game: GameId) {
    store.remove(&editor_game_key(game));
}

pub fn load_lang(store: &impl KeyValue) -> Option<String> {
    store.get(&format!("{PREFIX}lang"))
}

/// Remembers the language; when the storage refuses, the choice lasts for this visit only.
pub fn save_lang(store: &mut impl KeyValue, code: &str) {
    let _ = store.set(&format!("{PREFIX}lang"), code);
}

/// The online rooms this device holds a seat in, the latest first, at most this many
/// ("My games" on the home page).
pub const MY_ROOMS: usize = online::limits::TURNS;

fn my_rooms_key() -> String {
    format!("{PREFIX}online-rooms")
}

/// The rooms this device holds a seat in, the latest first; an entry that does not read is
/// an empty list (the rooms' own entries are still there).
pub fn my_rooms(store: &impl KeyValue) -> Vec<String> {
    store
        .get(&my_rooms_key())
        .and_then(|t| serde_json::from_str::<Vec<String>>(&t).ok())
        .unwrap_or_default()
        .into_iter()
        .take(MY_ROOMS)
        .collect()
}

/// Puts `room` first in the list (`held`), or takes it out; a storage that refuses keeps
/// the list as it was.
fn keep_in_my_rooms(store: &mut impl KeyValue, room: &str, held: bool) {
    let mut rooms = my_rooms(store);
    rooms.retain(|r| r != room);
    if held {
        rooms.insert(0, room.to_string());
        rooms.truncate(MY_ROOMS);
    }
    if let Ok(text) = serde_json::to_string(&rooms) {
        let _ = store.set(&my_rooms_key(), &text);
    }
}

fn account_key() -> String {
    format!("{PREFIX}account")
}

/// The handle this browser was last signed in as (its session cookie is the server's to
/// judge; this only says whether to ask): "My games" then fetches the account's seats.
pub fn signed_in_as(store: &impl KeyValue) -> Option<String> {
    store.get(&account_key()).filter(|h| !h.is_empty())
}

/// Remembers the handle signed in (`None`: signed out).
pub fn set_signed_in_as(store: &mut impl KeyValue, handle: Option<&str>) {
    match handle {
        Some(h) => {
            let _ = store.set(&account_key(), h);
        }
        None => store.remove(&account_key()),
    }
}

/// Forgets the seats the account gave this browser (it signed out: their keys ended).
pub fn forget_account_seats(store: &mut impl KeyValue) {
    for room in my_rooms(store) {
        if load_held_seat(store, &room).is_some_and(|h| h.from_account) {
            forget_held_seat(store, &room);
        }
    }
}

/// Puts `room` at the end of "My games" (a seat that came from the account, older than the
/// ones this browser took), unless it is there.
pub fn add_to_my_rooms(store: &mut impl KeyValue, room: &str) {
    let mut rooms = my_rooms(store);
    if rooms.iter().any(|r| r == room) || rooms.len() >= MY_ROOMS {
        return;
    }
    rooms.push(room.to_string());
    if let Ok(text) = serde_json::to_string(&rooms) {
        let _ = store.set(&my_rooms_key(), &text);
    }
}

/// Keeps a seat held in `room` without moving it to the top of "My games".
pub fn keep_held_seat(
    store: &mut impl KeyValue,
    room: &str,
    held: &HeldSeat,
) -> Result<(), SaveError> {
    write_held_seat(store, room, held)?;
    add_to_my_rooms(store, room);
    Ok(())
}

/// Replaces the solved puzzles (`<game>/<id>` each); a storage that refuses keeps the old.
pub fn set_solved_puzzles(store: &mut impl KeyValue, solved: &[String]) {
    if let Ok(text) = serde_json::to_string(solved) {
        let _ = store.set(&solved_puzzles_key(), &text);
    }
}

fn solved_puzzles_key() -> String {
    format!("{PREFIX}puzzles-solved")
}

/// The puzzles solved in this browser, as `<game>/<id>`; an entry that does not read is an
/// empty list (and is left as it is until a solve replaces it).
pub fn solved_puzzles(store: &impl KeyValue) -> Vec<String> {
    store
        .get(&solved_puzzles_key())
        .and_then(|t| serde_json::from_str::<Vec<String>>(&t).ok())
        .unwrap_or_default()
}

/// Adds puzzle `id` of `game` to the solved ones. A storage that refuses keeps the list as it
/// was (the page still shows the puzzle solved for this visit) and says so.
pub fn mark_puzzle_solved(
    store: &mut impl KeyValue,
    game: GameId,
    id: u32,
) -> Result<(), SaveError> {
    let mut solved = solved_puzzles(store);
    let entry = format!("{}/{id}", game.as_str());
    if solved.contains(&entry) {
        return Ok(());
    }
    solved.push(entry);
    let text = serde_json::to_string(&solved).map_err(|e| SaveError::Encode(e.to_string()))?;
    store.set(&solved_puzzles_key(), &text)
}

/// How the online page tells a player that it is their turn while its tab is hidden,
/// besides the title and the icon: a browser notification, a short sound (off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnAlerts {
    #[serde(default)]
    pub notify: bool,
    #[serde(default)]
    pub sound: bool,
}

fn alerts_key() -> String {
    format!("{PREFIX}turn-alerts")
}

/// The player's choice; an entry that does not read is the default (both off).
pub fn load_turn_alerts(store: &impl KeyValue) -> TurnAlerts {
    store
        .get(&alerts_key())
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Remembers the choice; when the storage refuses, it lasts for this visit only.
pub fn save_turn_alerts(store: &mut impl KeyValue, alerts: TurnAlerts) {
    if let Ok(text) = serde_json::to_string(&alerts) {
        let _ = store.set(&alerts_key(), &text);
    }
}

fn push_key(room: &str) -> String {
    format!("{PREFIX}push/{room}")
}

/// Whether the player turned on pushes for their seat in `room` on this browser (the
/// subscription itself is the browser's and the server's).
pub fn load_push(store: &impl KeyValue, room: &str) -> bool {
    store.get(&push_key(room)).as_deref() == Some("on")
}

/// Remembers the choice for `room`; when the storage refuses, it lasts for this visit only.
pub fn save_push(store: &mut impl KeyValue, room: &str, on: bool) {
    if on {
        let _ = store.set(&push_key(room), "on");
    } else {
        store.remove(&push_key(room));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Setup;

    fn saved(seed: u64, moves: &[&str]) -> SavedGame {
        let mut record = Record::new(GameId::Cubulus, &Setup::players(2), seed);
        record.moves = moves.iter().map(|m| m.to_string()).collect();
        SavedGame::unnamed(record)
    }

    /// A saved game is one object: the record's fields beside the save's own, read back as
    /// written; a seed as a string of digits and a save from before `finished` read too.
    #[test]
    fn pushes_are_remembered_per_room() {
        let mut store = MemoryStore::default();
        assert!(!load_push(&store, "r1"));
        save_push(&mut store, "r1", true);
        assert!(load_push(&store, "r1"));
        assert!(!load_push(&store, "r2"));
        save_push(&mut store, "r1", false);
        assert!(!load_push(&store, "r1"));
    }

    #[test]
    fn a_saved_game_reads_back_as_it_was_written() {
        let mut game = saved(u64::MAX, &["z00+", "z22-"]);
        game.record.options.insert("x".into(), "y".into());
        game.seats = vec![SeatInfo {
            name: "Anna".into(),
            colour: 1,
            ai: Some("easy".into()),
        }];
        game.saved_at = 12.5;
        game.finished = Some(false);
        let text = game.to_json().unwrap();
        assert!(text.starts_with(r#"{"game":"cubulus","#), "{text}");
        assert_eq!(SavedGame::from_json(&text).unwrap(), game);
        let old = SavedGame::from_json(
            r#"{"game":"cubulus","players":2,"seed":"18446744073709551615","moves":["z00+"],"format":1}"#,
        )
        .unwrap();
        assert_eq!(old.record.seed, u64::MAX);
        assert_eq!(
            (old.seats.len(), old.saved_at, old.finished),
            (0, 0.0, None)
        );
        assert!(SavedGame::from_json(r#"{"game":"cubulus","players":2}"#).is_err());
        assert!(SavedGame::from_json(r#"[1]"#).is_err());
    }

    #[test]
    fn my_rooms_list_the_latest_first_and_forget_what_is_forgotten() {
        let mut store = MemoryStore::default();
        let held = HeldSeat {
            seat: 0,
            token: "t".into(),
            from_account: false,
        };
        for room in ["r1", "r2", "r3"] {
            save_held_seat(&mut store, room, &held).unwrap();
        }
        save_held_seat(&mut store, "r1", &held).unwrap();
        assert_eq!(my_rooms(&store), ["r1", "r3", "r2"]);
        forget_held_seat(&mut store, "r3");
        assert_eq!(my_rooms(&store), ["r1", "r2"]);
        for i in 0..MY_ROOMS + 5 {
            save_held_seat(&mut store, &format!("x{i}"), &held).unwrap();
        }
        assert_eq!(my_rooms(&store).len(), MY_ROOMS);
        store.0.insert(my_rooms_key(), "{broken".into());
        assert!(my_rooms(&store).is_empty());
        assert_eq!(
            load_held_seat(&store, "r1"),
            Some(held),
            "the seat itself stays"
        );
    }

    #[test]
    fn turn_alerts_are_off_until_chosen_and_a_broken_entry_reads_as_off() {
        let mut store = MemoryStore::default();
        assert_eq!(load_turn_alerts(&store), TurnAlerts::default());
        let on = TurnAlerts {
            notify: true,
            sound: false,
        };
        save_turn_alerts(&mut store, on);
        assert_eq!(load_turn_alerts(&store), on);
        store.0.insert(alerts_key(), "[1,2".into());
        assert_eq!(load_turn_alerts(&store), TurnAlerts::default());
    }

    #[test]
    fn the_last_setup_is_kept_per_game_and_a_broken_entry_is_ignored() {
        let mut store = MemoryStore::default();
        let setup = LastSetup {
            players: 3,
            seats: vec![SeatInfo {
                name: "Anna".into(),
                colour: 2,
                ai: Some("hard".into()),
            }],
            options: vec![("knocking".into(), "false".into())],
        };
        save_setup(&mut store, GameId::Cubus, &setup);
        assert_eq!(load_setup(&store, GameId::Cubus), Some(setup));
        assert_eq!(load_setup(&store, GameId::Mojave), None);
        store.0.insert(setup_key(GameId::Mojave), "{broken".into());
        assert_eq!(load_setup(&store, GameId::Mojave), None);
    }

    #[test]
    fn where_a_kept_study_is_saved_on_the_server_is_kept_per_game_and_a_broken_entry_is_none() {
        let mut store = MemoryStore::default();
        let (a, b) = (GameId::ALL[0], GameId::ALL[1]);
        assert_eq!(load_study_copy(&store, a), None);
        save_study_copy(&mut store, a, Some(("AbC_-123", "Teacher Tess")));
        assert_eq!(
            load_study_copy(&store, a),
            Some(("AbC_-123".to_string(), "Teacher Tess".to_string()))
        );
        assert_eq!(load_study_copy(&store, b), None, "per game");
        for broken in [
            "no line break",
            "\nauthor",
            "id\n",
            "a.b\nx",
            &format!("{}\nx", "a".repeat(33)),
        ] {
            store
                .0
                .insert(format!("{PREFIX}study-server/{a}"), broken.to_string());
            assert_eq!(load_study_copy(&store, a), None, "{broken:?}");
        }
        save_study_copy(&mut store, a, None);
        assert!(store.0.keys().all(|k| !k.contains("study-server")));
        // The kept study's file, unread, for the account page.
        store
            .0
            .insert(format!("{PREFIX}study/{b}"), "{\"format\":1}".into());
        assert_eq!(study_file(&store, b).as_deref(), Some("{\"format\":1}"));
        assert_eq!(study_file(&store, a), None);
    }

    #[test]
    fn an_online_seat_is_kept_per_room_and_a_broken_entry_is_ignored() {
        let mut store = MemoryStore::default();
        let held = HeldSeat {
            seat: 1,
            token: "t0k".into(),
            from_account: false,
        };
        save_held_seat(&mut store, "abc", &held).unwrap();
        assert_eq!(
            store.get("cube-table/online/abc").as_deref(),
            Some(r#"{"seat":1,"token":"t0k"}"#)
        );
        assert_eq!(load_held_seat(&store, "abc"), Some(held));
        assert_eq!(load_held_seat(&store, "other"), None);
        store.set("cube-table/online/bad", "{\"seat\":-1").unwrap();
        assert_eq!(load_held_seat(&store, "bad"), None);
        forget_held_seat(&mut store, "abc");
        assert_eq!(load_held_seat(&store, "abc"), None);
        let mut full = MemoryStore(Default::default(), 0);
        assert!(save_held_seat(
            &mut full,
            "abc",
            &HeldSeat {
                seat: 0,
                token: "x".into(),
                from_account: false,
            }
        )
        .is_err());
    }

    #[test]
    fn a_broken_save_is_kept_aside_and_reported() {
        let mut store = MemoryStore::default();
        store
            .set("cube-table/current/cubulus", "{not json")
            .unwrap();
        let err = load_current(&mut store, GameId::Cubulus, 42.0).unwrap_err();
        assert!(matches!(
            err,
            RecordError::BrokenSave { kept_at: Some(ref k), .. } if k == "cube-table/broken/current/cubulus/42"
        ));
        assert_eq!(
            store.get("cube-table/broken/current/cubulus/42").as_deref(),
            Some("{not json")
        );
        assert_eq!(store.get("cube-table/current/cubulus"), None);
        assert_eq!(load_current(&mut store, GameId::Cubulus, 43.0), Ok(None));
    }

    #[test]
    fn a_save_under_the_wrong_game_is_refused() {
        let mut store = MemoryStore::default();
        store
            .set(
                "cube-table/current/mojave",
                &saved(1, &[]).to_json().unwrap(),
            )
            .unwrap();
        assert!(load_current(&mut store, GameId::Mojave, 1.0).is_err());
    }

    #[test]
    fn recent_keeps_the_newest_twenty_without_duplicates() {
        let mut store = MemoryStore::default();
        for seed in 0..25 {
            push_recent(&mut store, saved(seed, &[]), 0.0).unwrap();
        }
        push_recent(&mut store, saved(24, &[]), 0.0).unwrap();
        let list = recent(&mut store, 0.0).unwrap();
        assert_eq!(list.len(), RECENT_LIMIT);
        assert_eq!(list[0].record.seed, 24);
        assert_eq!(list[1].record.seed, 23);
    }

    #[test]
    fn a_broken_recent_list_is_not_overwritten() {
        let mut store = MemoryStore::default();
        store.set("cube-table/recent", "[1,2").unwrap();
        assert!(push_recent(&mut store, saved(1, &[]), 5.0).is_err());
        assert_eq!(
            store.get("cube-table/broken/recent/5").as_deref(),
            Some("[1,2")
        );
    }

    #[test]
    fn seats_are_completed_to_the_player_count() {
        let (_, seats) = saved(3, &[]).open().unwrap();
        assert_eq!(seats.len(), 2);
    }

    #[test]
    fn a_full_storage_is_reported_not_lost() {
        let mut store = MemoryStore(Default::default(), 10);
        let err = save_current(&mut store, &saved(1, &["z00+"]));
        assert!(matches!(err, Err(SaveError::Refused(_))), "{err:?}");
        assert!(push_recent(&mut store, saved(1, &["z00+"]), 0.0).is_err());
    }

    /// Issue 17, finding 1: when the copy cannot be written (storage full), the broken
    /// entry stays where it was, and the error says it was not kept aside.
    #[test]
    fn a_broken_save_that_cannot_be_copied_stays_in_place() {
        let raw = "{not json but long enough to matter";
        let mut store = MemoryStore::default();
        store.set("cube-table/current/cubulus", raw).unwrap();
        // Room for what is there, not for a second copy.
        store.1 = "cube-table/current/cubulus".len() + raw.len() + 10;
        let err = load_current(&mut store, GameId::Cubulus, 7.0).unwrap_err();
        assert!(
            matches!(err, RecordError::BrokenSave { kept_at: None, ref key, .. } if key == "cube-table/current/cubulus")
        );
        assert_eq!(
            store.get("cube-table/current/cubulus").as_deref(),
            Some(raw)
        );
        assert_eq!(
            raw_entry(&store, "cube-table/current/cubulus").as_deref(),
            Some(raw)
        );
    }

    /// A store that refuses every write: nothing read is lost, every write says so.
    #[test]
    fn a_store_that_fails_every_write_loses_nothing_and_says_so() {
        let mut store = MemoryStore::default();
        store.set("cube-table/recent", "[{broken").unwrap();
        store.1 = 0;
        assert!(push_recent(&mut store, saved(1, &[]), 0.0).is_err());
        assert!(save_current(&mut store, &saved(1, &[])).is_err());
        let err = recent(&mut store, 3.0).unwrap_err();
        assert!(matches!(err, RecordError::BrokenSave { kept_at: None, .. }));
        assert_eq!(store.get("cube-table/recent").as_deref(), Some("[{broken"));
    }

    /// Issue 17, finding 2: with a corrupt recent list, shelving the running game fails
    /// loudly (the page then asks before dropping it) and the corrupt list is kept aside.
    #[test]
    fn a_corrupt_recent_list_is_kept_aside_and_shelving_reports_it() {
        let mut store = MemoryStore::default();
        store.set("cube-table/recent", "[{broken").unwrap();
        let err = push_recent(&mut store, saved(1, &[]), 9.0).unwrap_err();
        assert!(err.contains("cube-table/broken/recent/9"), "{err}");
        assert_eq!(
            store.get("cube-table/broken/recent/9").as_deref(),
            Some("[{broken")
        );
        // Once the broken list is aside, the game can be shelved.
        push_recent(&mut store, saved(1, &[]), 10.0).unwrap();
        assert_eq!(recent(&mut store, 11.0).unwrap().len(), 1);
    }

    /// Found while writing the storage fuzz suite: a broken running game that could not
    /// be kept aside (storage nearly full) was written over by the next autosave of a new
    /// game in the same slot. Now the save is refused and the entry stays.
    #[test]
    fn a_save_never_writes_over_a_broken_entry_it_could_not_keep_aside() {
        let raw = &format!("{{a broken running game{}", "x".repeat(400));
        let mut store = MemoryStore::default();
        store.set("cube-table/current/cubulus", raw).unwrap();
        let fresh = saved(3, &[]);
        let json = fresh.to_json().unwrap();
        // Room for the new save in place of the old entry, not for a copy of it as well.
        store.1 = "cube-table/current/cubulus".len() + json.len().max(raw.len()) + 5;
        assert!(save_current(&mut store, &fresh).is_err());
        assert_eq!(
            store.get("cube-table/current/cubulus").as_deref(),
            Some(raw.as_str())
        );
        // With room, it is kept aside first, then the new game is saved.
        store.1 = usize::MAX;
        save_current(&mut store, &fresh).unwrap();
        assert!(store.0.values().any(|v| v == raw));
    }

    #[test]
    fn a_solved_puzzle_is_kept_and_a_full_store_loses_none_of_the_earlier_ones() {
        let mut store = MemoryStore::default();
        mark_puzzle_solved(&mut store, GameId::Cubulus, 3).unwrap();
        mark_puzzle_solved(&mut store, GameId::Mojave, 1).unwrap();
        mark_puzzle_solved(&mut store, GameId::Cubulus, 3).unwrap();
        assert_eq!(solved_puzzles(&store), ["cubulus/3", "mojave/1"]);
        let full = store.0.iter().map(|(k, v)| k.len() + v.len()).sum();
        store.1 = full;
        assert!(mark_puzzle_solved(&mut store, GameId::Cubes, 9).is_err());
        assert_eq!(solved_puzzles(&store), ["cubulus/3", "mojave/1"]);
        store
            .0
            .insert("cube-table/puzzles-solved".into(), "[1,".into());
        assert!(solved_puzzles(&store).is_empty());
    }
}
