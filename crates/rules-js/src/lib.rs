//! Cube Table's rules for JavaScript (wasm-bindgen). A [`Game`] is a session of one of the
//! games of the registry ([`rules::games!`]): legal moves, checked play with the rule's reason on error, undo, the
//! record, the outcome, and the position as JSON (never anything hidden from the
//! observer). The API is documented in `docs/embedding.md`.
//!
//! Errors in arguments (unknown game, bad seed, malformed record) are thrown as JavaScript
//! `Error`s; an illegal move is not an exception but the text `play` returns.

pub mod plain;

use rules::wire::{self, JsOutcome};
use rules::{limits, AnyGame, GameId, Record, Session, Setup};
use wasm_bindgen::prelude::*;

fn to_js(value: &serde_json::Value) -> JsValue {
    js_sys::JSON::parse(&value.to_string()).unwrap_or(JsValue::NULL)
}

fn game_id(game: &str) -> Result<GameId, JsError> {
    game.parse::<GameId>()
        .map_err(|e| JsError::new(&e.to_string()))
}

/// A seed as a host gives it: a string of decimal digits up to 2^64 − 1, or a number up
/// to 2^53 − 1.
fn read_seed(seed: &JsValue) -> Result<u64, JsError> {
    match (seed.as_string(), seed.as_f64()) {
        (Some(text), _) => wire::seed_from_text(text.trim()).map_err(|e| e.to_string()),
        (None, Some(n)) => wire::seed_from_number(n).map_err(|e| e.to_string()),
        _ => Err("the seed must be a string of digits or a whole number".to_string()),
    }
    .map_err(|e| JsError::new(&e))
}

/// A game in progress.
#[wasm_bindgen]
pub struct Game {
    session: Session,
}

/// Starts a game: `game` is one of the ids of `gameIds()`,
/// `optionsJson` a JSON object of variant options (or `null`/`""`), `seed` fixes every
/// chance event: a string of decimal digits up to 2^64 − 1, or a number up to 2^53 − 1.
#[wasm_bindgen(js_name = newGame)]
pub fn new_game(
    game: &str,
    players: usize,
    options_json: Option<String>,
    seed: JsValue,
) -> Result<Game, JsError> {
    let id = game_id(game)?;
    let options = plain::parse_options(options_json.as_deref()).map_err(|e| JsError::new(&e))?;
    let seed = read_seed(&seed)?;
    let setup = Setup { players, options };
    Session::new(id, &setup, seed)
        .map(|session| Game { session })
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Opens a record given as JSON (`{"game","players","options","seed","moves"}`), replaying
/// every move; throws naming the first move that cannot be played.
#[wasm_bindgen(js_name = fromRecordJson)]
pub fn from_record_json(json: &str) -> Result<Game, JsError> {
    if json.len() > limits::JS_INPUT {
        return Err(JsError::new(&format!(
            "the record JSON has more than {} bytes",
            limits::JS_INPUT
        )));
    }
    let record = Record::from_json(json).map_err(|e| JsError::new(&e.to_string()))?;
    Session::from_record(&record)
        .map(|session| Game { session })
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Opens a record in its link form (the `record=` code of a shared link).
#[wasm_bindgen(js_name = fromLink)]
pub fn from_link(code: &str) -> Result<Game, JsError> {
    let record = Record::from_link(code).map_err(|e| JsError::new(&e.to_string()))?;
    Session::from_record(&record)
        .map(|session| Game { session })
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Starts a game from a position in the game's notation (`docs/studies.md`), whatever it
/// leaves to be dealt dealt from `seed`; throws naming every condition the position breaks.
/// Its `recordLink()` opens in a Cube Table page or embed at that position.
#[wasm_bindgen(js_name = fromPosition)]
pub fn from_position(game: &str, position: &str, seed: JsValue) -> Result<Game, JsError> {
    let id = game_id(game)?;
    let record = Record::from_position(id, position, read_seed(&seed)?)
        .map_err(|e| JsError::new(&e.to_string()))?;
    Session::from_record(&record)
        .map(|session| Game { session })
        .map_err(|e| JsError::new(&e.to_string()))
}

/// Every condition a position breaks, as `[{place, message}]` (`place` in the game's own
/// notation, or `null` for the position as a whole); `[]` when it can stand. For an editor
/// of the host's own that shows each error beside its cause.
#[wasm_bindgen(js_name = positionErrors)]
pub fn position_errors(game: &str, position: &str) -> Result<JsValue, JsError> {
    let id = game_id(game)?;
    let errors = match AnyGame::from_position(id, position, 0) {
        Ok(_) => Vec::new(),
        Err(refusal) => refusal.by_place(),
    };
    let list: Vec<serde_json::Value> = errors
        .into_iter()
        .map(|(place, message)| serde_json::json!({ "place": place, "message": message }))
        .collect();
    Ok(to_js(&serde_json::Value::Array(list)))
}

/// The ids of the games.
#[wasm_bindgen(js_name = gameIds)]
pub fn game_ids() -> Vec<String> {
    GameId::ALL.iter().map(|g| g.as_str().to_string()).collect()
}

/// `[min, max]` players of a game.
#[wasm_bindgen(js_name = playerRange)]
pub fn player_range(game: &str) -> Result<Vec<u32>, JsError> {
    let r = AnyGame::player_range(game_id(game)?);
    Ok(vec![*r.start() as u32, *r.end() as u32])
}

#[wasm_bindgen]
impl Game {
    /// The game's id.
    pub fn game(&self) -> String {
        self.session.game().as_str().to_string()
    }

    pub fn players(&self) -> usize {
        self.session.current().players()
    }

    /// The seat to move (0-based), or `undefined` once the game is over.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> Option<usize> {
        self.session.current().to_move()
    }

    /// Moves played so far.
    pub fn ply(&self) -> usize {
        self.session.moves().len()
    }

    /// The moves played, in notation.
    pub fn moves(&self) -> Vec<String> {
        self.session.moves().to_vec()
    }

    /// Every legal move of the seat to move, in notation (empty once the game is over).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        let g = self.session.current();
        if g.outcome().is_some() {
            Vec::new()
        } else {
            g.legal_moves()
        }
    }

    /// Plays a move given in notation. Returns `undefined` when it was played, otherwise
    /// the reason it is not allowed (and nothing changes). Text over the move limit
    /// (`limits::MOVE`) is refused unread.
    pub fn play(&mut self, text: &str) -> Option<String> {
        self.session.play(text.trim()).err().map(|e| e.to_string())
    }

    /// Like `play`, without playing: `undefined` when the move is legal, else the reason.
    pub fn check(&self, text: &str) -> Option<String> {
        self.session
            .current()
            .validate_str(text.trim())
            .err()
            .map(|e| e.to_string())
    }

    /// Takes back the last move; `false` when there is none, or when it revealed hidden
    /// information or drew chance (such moves cannot be taken back).
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// `null` while the game runs, else `{kind:"win", winners:[seats]}` or `{kind:"draw"}`.
    pub fn outcome(&self) -> JsValue {
        let outcome = self.session.current().outcome();
        to_js(&serde_json::to_value(outcome.as_ref().map(JsOutcome::from)).unwrap_or_default())
    }

    /// The position as JSON text: `{game, players, toMove, outcome, observer, position}`.
    /// `observer` is a seat whose own hidden cards may be included, or `undefined` for a
    /// spectator's view. Nothing hidden from the observer is ever included.
    #[wasm_bindgen(js_name = stateJson)]
    pub fn state_json(&self, observer: Option<usize>) -> Result<String, JsError> {
        plain::state_value(self.session.current(), observer)
            .map(|v| v.to_string())
            .map_err(|e| JsError::new(&e))
    }

    /// The record as JSON text: `{game, players, options, seed, moves}`, the seed as a
    /// string of digits (it may be above 2^53).
    #[wasm_bindgen(js_name = recordJson)]
    pub fn record_json(&self) -> Result<String, JsError> {
        self.session
            .record()
            .host_json()
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// The position now in the game's notation, as `observer` may see it (a seat, or
    /// `undefined` for a spectator), as `stateJson` does: hands it may not see are left to
    /// be dealt (`docs/studies.md`).
    pub fn position(&self, observer: Option<usize>) -> String {
        let sight = rules::Sight::of(observer);
        self.session.current().position_text(sight)
    }

    /// The record in link form (for `record=` in a Cube Table or embed address); an error
    /// for a game too long for a link.
    #[wasm_bindgen(js_name = recordLink)]
    pub fn record_link(&self) -> Result<String, JsError> {
        self.session
            .record()
            .to_link()
            .map_err(|e| JsError::new(&e.to_string()))
    }
}
