//! Every shipped puzzle (`web/puzzles/<game>.json`) re-checked by the rules alone: its
//! position replays, it is a puzzle of its goal for every deal of the hidden cards, and its
//! answer solves it ([`rules::puzzles::verify`]); each game ships at least [`AT_LEAST`].

use rules::puzzles::{self, Puzzle, PuzzleFile, Puzzled};
use rules::GameId;

const AT_LEAST: usize = 50;

fn file(game: GameId) -> PuzzleFile {
    let path = format!(
        "{}/../../web/puzzles/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        game.as_str()
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    PuzzleFile::from_json(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

rules::games!(visitor
    trait Verify: Puzzled;
    fn visit_verify;
);

struct Check<'a>(&'a Puzzle);

impl Verify for Check<'_> {
    type Output = Result<(), puzzles::PuzzleError>;
    fn visit<G: Puzzled + 'static>(self) -> Self::Output {
        puzzles::verify::<G>(self.0)
    }
}

#[test]
fn every_shipped_puzzle_is_solved_by_its_answer_and_by_nothing_else() {
    for game in GameId::ALL {
        let file = file(game);
        assert_eq!(file.game, game.as_str());
        assert!(
            file.puzzles.len() >= AT_LEAST,
            "{game}: {} puzzles, fewer than {AT_LEAST}",
            file.puzzles.len()
        );
        for (i, p) in file.puzzles.iter().enumerate() {
            assert_eq!(p.id as usize, i + 1, "{game}: ids run from 1 in order");
            assert_eq!(p.record.game, game.as_str());
            if let Err(e) = visit_verify(game, Check(p)) {
                panic!("{game} puzzle {}: {e}", p.id);
            }
        }
    }
}

#[test]
fn a_wrong_answer_is_refused() {
    let mut p = file(GameId::Cubulus).puzzles[0].clone();
    let g = p.record.replay().expect("the puzzle replays");
    let answer = p.answer.clone();
    let Some(other) = g.legal_moves().into_iter().find(|m| *m != answer) else {
        panic!("a puzzle has more than one legal move");
    };
    p.answer = other;
    assert!(visit_verify(GameId::Cubulus, Check(&p)).is_err());
}

/// Issue 47: a wrong try is told why where the rules can say it: a win puzzle's move that
/// does not win, a gain puzzle's move that gains less (how much less), a refused move with
/// the rules' reason. Never the generic line for a legal move of a shipped puzzle.
#[test]
fn a_wrong_try_is_told_why() {
    use rules::puzzles::{miss_text, Goal, Miss};
    for game in GameId::ALL {
        let file = file(game);
        for p in file.puzzles.iter().take(3) {
            let g = p.record.replay().expect("the puzzle replays");
            assert_eq!(
                miss_text(&g, p.goal, p.value, &p.answer),
                None,
                "{game} {}",
                p.id
            );
            for m in g.legal_moves().into_iter().take(20) {
                let Some(why) = miss_text(&g, p.goal, p.value, &m) else {
                    continue;
                };
                match (p.goal, &why) {
                    (Goal::Gain, Miss::Short { gained, best }) => {
                        assert_eq!(*best, p.value);
                        assert!(gained < best, "{game} {} {m}: {gained} of {best}", p.id);
                    }
                    (Goal::Win, Miss::NotWon | Miss::OthersWin) => {}
                    (Goal::WinInTwo, Miss::Escape { reply }) => {
                        let mut after = g.clone();
                        after.play_str(&m).expect("legal");
                        after.play_str(reply).expect("the escape is a legal reply");
                    }
                    (Goal::WinInTwo | Goal::Gain, Miss::OthersWin) => {}
                    _ => panic!("{game} puzzle {} {m}: {why:?}", p.id),
                }
            }
            assert!(matches!(
                miss_text(&g, p.goal, p.value, "no such move"),
                Some(Miss::Refused(_))
            ));
        }
    }
}
