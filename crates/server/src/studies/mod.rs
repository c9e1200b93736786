//! Studies saved on the server under their author (issue 45): a signed-in author saves a
//! study made in the browser and shares it by a short address
//! (`online::paths::study_page`); anyone with the address reads it. [`check`] turns a
//! request's body into the study to store: the rules read it (its size, format and shape,
//! every move replayed) and write it again, so what is stored is the rules' own compact
//! JSON, never the text a client sent. [`routes`] answers the requests under
//! `/api/studies` and the account's own list. The rows are `store::studies`'; what is kept
//! and for how long is in `docs/accounts.md`.
//!
//! Owns: what a saved study is (at least one chapter, all of one game, as the rules read
//! and write it). May not touch: rooms, or an account's other rows.

pub mod page;
pub mod routes;

use online::ErrorCode;
use rules::study::Study;
use rules::GameId;

use crate::error::Refusal;
use crate::store::StudyText;

/// A study read and checked by the rules, as it is stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Its chapters' one game.
    pub game: GameId,
    pub title: String,
    /// `Study::to_json`: compact, `"format"` first.
    pub json: String,
}

impl Checked {
    pub fn text(&self) -> StudyText<'_> {
        StudyText {
            game: self.game.as_str(),
            title: &self.title,
            body: &self.json,
        }
    }
}

fn bad_study(why: &str) -> Refusal {
    Refusal::new(ErrorCode::BadStudy, rules::clip(why))
}

/// Reads a study file's text (`body`) as the rules do and writes it again. Rules work that
/// can take a while (a big study is thousands of moves replayed): callers run it off the
/// async threads ([`crate::work`]).
pub fn check(body: &[u8]) -> Result<Checked, Refusal> {
    let text = std::str::from_utf8(body).map_err(|_| bad_study("a study file is UTF-8 text"))?;
    let study = Study::from_json(text).map_err(|e| bad_study(&e.to_string()))?;
    let first = study
        .chapters
        .first()
        .ok_or_else(|| bad_study("a saved study has at least one chapter"))?;
    let game: GameId = first
        .game
        .parse()
        .map_err(|_| bad_study(&format!("unknown game {}", rules::clip(&first.game))))?;
    if let Some((i, other)) = study
        .chapters
        .iter()
        .enumerate()
        .find(|(_, c)| c.game != first.game)
    {
        return Err(bad_study(&format!(
            "chapter {} is {}, chapter 1 {}: a saved study is of one game",
            i + 1,
            rules::clip(&other.game),
            game
        )));
    }
    let json = study.to_json().map_err(|e| bad_study(&e.to_string()))?;
    Ok(Checked {
        game,
        title: study.title,
        json,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::study::{Chapter, Node, Start};
    use rules::{AnyGame, Setup};

    fn chapter(game: GameId) -> Chapter {
        let start = AnyGame::new(game, &Setup::players(2), 1).unwrap();
        Chapter {
            title: "One".into(),
            game: game.as_str().into(),
            start: Start::New {
                players: 2,
                options: Default::default(),
                seed: 1,
            },
            comments: Default::default(),
            drawing: Default::default(),
            nodes: vec![Node {
                parent: None,
                mv: start.legal_moves()[0].clone(),
                comments: Default::default(),
                drawing: Default::default(),
            }],
        }
    }

    fn study(chapters: Vec<Chapter>) -> Study {
        Study {
            title: "Openings".into(),
            chapters,
        }
    }

    #[test]
    fn a_study_is_stored_as_the_rules_write_it() {
        let s = study(vec![chapter(GameId::Cubulus), chapter(GameId::Cubulus)]);
        let compact = s.to_json().unwrap();
        let spaced = format!("  {}\n", compact.replace(",", ", "));
        let checked = check(spaced.as_bytes()).unwrap();
        assert_eq!(checked.json, compact);
        assert_eq!(
            (checked.game, checked.title.as_str()),
            (GameId::Cubulus, "Openings")
        );
    }

    #[test]
    fn a_saved_study_has_chapters_of_one_game() {
        let code = |s: Study| check(s.to_json().unwrap().as_bytes()).map_err(|r| r.code);
        assert_eq!(code(study(vec![])), Err(ErrorCode::BadStudy));
        let mixed = study(vec![chapter(GameId::Cubulus), chapter(GameId::Mojave)]);
        assert_eq!(code(mixed), Err(ErrorCode::BadStudy));
        assert_eq!(
            check(b"{\"format\":1").map_err(|r| r.code),
            Err(ErrorCode::BadStudy)
        );
        assert_eq!(
            check(&[0xff, 0xfe]).map_err(|r| r.code),
            Err(ErrorCode::BadStudy)
        );
    }
}
