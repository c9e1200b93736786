//! A game's puzzle file, `web/puzzles/<game>.json`: copied into the build by Trunk, fetched
//! when a puzzle page opens (so it weighs on no program), once a session.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use rules::puzzles::PuzzleFile;
use rules::GameId;

/// Where a game's puzzle file is served.
pub fn url(game: GameId) -> String {
    format!("/puzzles/{}.json", game.as_str())
}

thread_local! {
    static FETCHED: RefCell<HashMap<GameId, Rc<PuzzleFile>>> = RefCell::new(HashMap::new());
}

/// The file if this session fetched it already.
pub fn in_hand(game: GameId) -> Option<Rc<PuzzleFile>> {
    FETCHED.with(|f| f.borrow().get(&game).cloned())
}

/// Fetches and reads `game`'s file; the error says what went wrong (in English, for the
/// console: the page shows its own words).
pub async fn load(game: GameId) -> Result<Rc<PuzzleFile>, String> {
    if let Some(file) = in_hand(game) {
        return Ok(file);
    }
    let text = crate::browser::fetch_text(&url(game)).await?;
    let file = PuzzleFile::from_json(&text)?;
    if file.game != game.as_str() {
        return Err(format!("a {} file, not {game}", file.game));
    }
    let file = Rc::new(file);
    FETCHED.with(|f| f.borrow_mut().insert(game, file.clone()));
    Ok(file)
}
