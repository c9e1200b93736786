//! What a push says, in the subscriber's language (English, German, Hungarian): the
//! notification's title and body, and the JSON the service worker reads. It says only what
//! a spectator of the room may know: the game, the room, whose turn, the other side's name.
//!
//! Owns: the words and the payload's shape. May not touch: anything else.

use serde::Serialize;

use crate::store::{PushFacts, PushKind};

/// The languages a push is written in (the app's).
pub const LANGS: [&str; 3] = ["en", "de", "hu"];

/// The payload the service worker gets (`docs/online.md`, "Pushes").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Payload<'a> {
    pub kind: &'static str,
    pub game: &'a str,
    pub room: &'a str,
    pub to_move: Option<&'a str>,
    pub opponent: Option<&'a str>,
    pub lang: &'static str,
    pub title: String,
    pub body: String,
    /// The room's page, which a click focuses or opens.
    pub url: String,
}

/// A game's name as players know it.
fn game_name(game: &str) -> &str {
    match game {
        "cubulus" => "Cubulus",
        "cubus" => "Cubus",
        "cube_attack" => "Cube Attack",
        "cubes" => "Cubes",
        "mojave" => "Mojave",
        other => other,
    }
}

/// The payload of a push of `kind` with `facts`, in `lang` (English when the language is
/// not one of [`LANGS`]).
pub fn payload<'a>(kind: PushKind, facts: &'a PushFacts, lang: &str) -> Payload<'a> {
    let lang = LANGS.into_iter().find(|l| *l == lang).unwrap_or("en");
    let game = game_name(&facts.game);
    let opponent = facts
        .opponent
        .as_deref()
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .unwrap_or_else(|| {
            match lang {
                "de" => "Der Computer",
                "hu" => "A számítógép",
                _ => "The computer",
            }
            .to_string()
        });
    let (title, body) = words(kind, lang, game, &opponent);
    Payload {
        kind: kind.as_str(),
        game: &facts.game,
        room: &facts.room,
        to_move: facts.to_move.as_deref(),
        opponent: facts.opponent.as_deref(),
        lang,
        title,
        body,
        url: format!("/online/{}", facts.room),
    }
}

fn words(kind: PushKind, lang: &str, game: &str, opponent: &str) -> (String, String) {
    use PushKind as K;
    match (lang, kind) {
        ("de", K::Turn) => (
            format!("{game}: Du bist am Zug"),
            format!("{opponent} hat gezogen."),
        ),
        ("de", K::Started) => (
            format!("{game}: Die Partie beginnt"),
            format!("{opponent} hat den freien Platz genommen."),
        ),
        ("de", K::HourLeft) => (
            format!("{game}: Noch eine Stunde"),
            "Für deinen Zug bleibt noch eine Stunde.".to_string(),
        ),
        ("de", K::Ended) => (
            format!("{game}: Die Partie ist zu Ende"),
            format!("Deine Partie mit {opponent} ist zu Ende."),
        ),
        ("de", K::Rematch) => (
            format!("{game}: Noch einmal?"),
            format!("{opponent} bietet eine Revanche an."),
        ),
        ("hu", K::Turn) => (
            format!("{game}: Te következel"),
            format!("{opponent} lépett."),
        ),
        ("hu", K::Started) => (
            format!("{game}: Kezdődik a játszma"),
            format!("{opponent} elfoglalta a szabad helyet."),
        ),
        ("hu", K::HourLeft) => (
            format!("{game}: Még egy óra"),
            "Még egy órád van a lépésedre.".to_string(),
        ),
        ("hu", K::Ended) => (
            format!("{game}: Véget ért a játszma"),
            format!("A játszmád véget ért ({opponent})."),
        ),
        ("hu", K::Rematch) => (
            format!("{game}: Még egyszer?"),
            format!("{opponent} visszavágót ajánl."),
        ),
        (_, K::Turn) => (
            format!("{game}: your turn"),
            format!("{opponent} has moved."),
        ),
        (_, K::Started) => (
            format!("{game}: the game begins"),
            format!("{opponent} took the open seat."),
        ),
        (_, K::HourLeft) => (
            format!("{game}: one hour left"),
            "One hour is left for your move.".to_string(),
        ),
        (_, K::Ended) => (
            format!("{game}: the game is over"),
            format!("Your game with {opponent} has ended."),
        ),
        (_, K::Rematch) => (
            format!("{game}: play again?"),
            format!("{opponent} offers a rematch."),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_is_said_in_every_language() {
        let facts = PushFacts {
            game: "cubes".into(),
            room: "r".into(),
            to_move: Some("Ada".into()),
            opponent: Some("Bea".into()),
        };
        for kind in PushKind::ALL {
            let texts: Vec<(String, String)> = LANGS
                .iter()
                .map(|l| {
                    let p = payload(kind, &facts, l);
                    assert_eq!(p.lang, *l);
                    assert!(p.title.starts_with("Cubes: "));
                    (p.title, p.body)
                })
                .collect();
            assert_ne!(texts[0], texts[1]);
            assert_ne!(texts[1], texts[2]);
        }
        assert_eq!(payload(PushKind::Turn, &facts, "xx").lang, "en");
        assert_eq!(
            payload(PushKind::Turn, &facts, "de").body,
            "Bea hat gezogen."
        );
    }
}
