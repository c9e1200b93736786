//! The puzzle of the day: a pure function of the date and each game's puzzle count, so the
//! home page names it without loading a puzzle.

use rules::GameId;

/// How many of each game's puzzles the day goes round, in [`GameId::ALL`]'s order: the
/// first 50, which every file has (a test checks the files), so the files may grow without
/// the programs changing.
pub const COUNTS: [u32; 5] = [50; 5];

const DAY_MS: f64 = 86_400_000.0;

/// The puzzle of the day at `now_ms` (milliseconds since 1970, UTC): its game and id.
pub fn of_the_day(now_ms: f64) -> Option<(GameId, u32)> {
    let day = (now_ms.max(0.0) / DAY_MS).floor() as u64;
    let (game, id) = rules::puzzles::of_the_day(day, &COUNTS)?;
    Some((*GameId::ALL.get(game)?, id))
}

/// Where puzzle `id` of `game` is.
pub fn path(game: GameId, id: u32) -> String {
    format!("/{}/puzzles/{id}", game.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_has_the_puzzles_the_day_goes_round() {
        for (game, &count) in GameId::ALL.iter().zip(&COUNTS) {
            let path = format!(
                "{}/../../web/puzzles/{}.json",
                env!("CARGO_MANIFEST_DIR"),
                game.as_str()
            );
            let text = std::fs::read_to_string(&path).unwrap();
            let file = rules::puzzles::PuzzleFile::from_json(&text).unwrap();
            assert!(file.puzzles.len() as u32 >= count, "{game}");
        }
    }

    #[test]
    fn the_day_s_puzzle_changes_at_midnight_utc() {
        let day = 20_000.0 * DAY_MS;
        assert_eq!(of_the_day(day), of_the_day(day + DAY_MS - 1.0));
        assert_ne!(of_the_day(day), of_the_day(day + DAY_MS));
        let (game, id) = of_the_day(day).unwrap();
        assert!(id >= 1 && id <= COUNTS[GameId::ALL.iter().position(|g| *g == game).unwrap()]);
        assert_eq!(path(GameId::Cubulus, 7), "/cubulus/puzzles/7");
    }
}
