//! Which stages of a course this browser has finished, kept through the storage trait. A
//! store that refuses the entry (full, blocked) only means the page forgets at the next
//! visit; an entry that does not read counts as no progress.

use rules::GameId;

use crate::storage::{KeyValue, SaveError};

fn key(game: GameId) -> String {
    format!("cube-table/learn/{game}")
}

/// The ids of the finished stages of `game`'s course.
pub fn load(store: &impl KeyValue, game: GameId) -> Vec<String> {
    store
        .get(&key(game))
        .and_then(|text| serde_json::from_str::<Vec<String>>(&text).ok())
        .unwrap_or_default()
}

/// Replaces the finished stages of `game` (an account's, merged with this browser's); a
/// storage that refuses keeps the old.
pub fn set_all(store: &mut impl KeyValue, game: GameId, done: &[String]) {
    if let Ok(text) = serde_json::to_string(done) {
        let _ = store.set(&key(game), &text);
    }
}

/// Where `/<game>/learn` opens: the first stage of `stages` not in `done`, or the first
/// when every one is finished (the course read again).
pub fn first_unfinished(stages: &[&str], done: &[String]) -> usize {
    stages
        .iter()
        .position(|s| !done.iter().any(|d| d == s))
        .unwrap_or(0)
}

/// Adds `stage` to the finished stages of `game`; `done` is what the page already knows
/// (kept in full even when the stored entry was lost).
pub fn mark_done(
    store: &mut impl KeyValue,
    game: GameId,
    done: &[String],
    stage: &str,
) -> Result<Vec<String>, (Vec<String>, SaveError)> {
    let mut all = load(store, game);
    for id in done.iter().map(String::as_str).chain([stage]) {
        if !all.iter().any(|d| d == id) {
            all.push(id.to_string());
        }
    }
    let text =
        serde_json::to_string(&all).map_err(|e| (all.clone(), SaveError::Encode(e.to_string())))?;
    match store.set(&key(game), &text) {
        Ok(()) => Ok(all),
        Err(e) => Err((all, e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::MemoryStore;

    #[test]
    fn progress_is_kept_and_read_back() {
        let mut store = MemoryStore::default();
        assert!(load(&store, GameId::Cubulus).is_empty());
        let done = mark_done(&mut store, GameId::Cubulus, &[], "push-one").unwrap();
        let done = mark_done(&mut store, GameId::Cubulus, &done, "rotate").unwrap();
        assert_eq!(done, ["push-one", "rotate"]);
        assert_eq!(load(&store, GameId::Cubulus), done);
        assert!(load(&store, GameId::Mojave).is_empty());
    }

    #[test]
    fn a_full_store_loses_nothing_the_page_knows() {
        let mut store = MemoryStore(Default::default(), 0);
        let (kept, err) =
            mark_done(&mut store, GameId::Cubulus, &["push-one".into()], "rotate").unwrap_err();
        assert_eq!(kept, ["push-one", "rotate"]);
        assert!(matches!(err, SaveError::Refused(_)));
    }

    #[test]
    fn a_corrupt_entry_reads_as_no_progress_and_is_replaced() {
        let mut store = MemoryStore::default();
        store.set("cube-table/learn/cubulus", "{not json").unwrap();
        assert!(load(&store, GameId::Cubulus).is_empty());
        mark_done(&mut store, GameId::Cubulus, &[], "square").unwrap();
        assert_eq!(load(&store, GameId::Cubulus), ["square"]);
    }
}
