//! The words of the puzzle pages ([`crate::texts!`]).

use rules::puzzles::{Goal, Miss};
use rules::GameId;

use crate::i18n::Lang;

crate::texts! {
    /// The words of the puzzles.
    pub enum Pt {
    Puzzles: "Puzzles", "Aufgaben", "Feladványok";
    Puzzle: "Puzzle", "Aufgabe", "Feladvány";
    OfTheDay: "Puzzle of the day", "Aufgabe des Tages", "A nap feladványa";
    ToMove: "to move", "am Zug", "következik";
    Win: "Win the game with one move.", "Gewinne das Spiel mit einem Zug.", "Nyerd meg a játékot egyetlen lépéssel.";
    WinInTwo: "Win in two: make the move after which every reply leaves you a winning move.",
        "Gewinn in zwei Zügen: Mach den Zug, nach dem jede Antwort dir einen Gewinnzug lässt.",
        "Nyerés két lépésben: lépj úgy, hogy bármit felel az ellenfél, legyen nyerő lépésed.";
    GainCubus: "Make the build that scores the most points.", "Mach den Bau, der die meisten Punkte bringt.", "Építsd azt, ami a legtöbb pontot hozza.";
    GainCubeAttack: "Take the most lives from the other players' cubes with one action.",
        "Nimm den Würfeln der anderen mit einer Aktion die meisten Leben.",
        "Egyetlen akcióval vegyél el a legtöbb életet a többiek kockáitól.";
    GainMojave: "Win the combat: remove the most enemy dice with one move.",
        "Gewinne den Kampf: Entferne mit einem Zug die meisten gegnerischen Würfel.",
        "Nyerd meg a harcot: egy lépéssel vedd le a legtöbb ellenséges kockát.";
    GainOther: "Make the move that gains the most.", "Mach den Zug, der am meisten bringt.", "Válaszd a legtöbbet hozó lépést.";
    Right: "Right! That solves the puzzle.", "Richtig! Damit ist die Aufgabe gelöst.", "Helyes! Ez megoldja a feladványt.";
    Wrong: "Not this one: that move does not reach the goal. Try again.",
        "Das ist es nicht: Dieser Zug erreicht das Ziel nicht. Versuch es noch einmal.",
        "Nem ez: ez a lépés nem éri el a célt. Próbáld újra.";
    // Why a wrong try misses (`rules::puzzles::Miss`), said after "Not this one:".
    NotThisOne: "Not this one:", "Das ist es nicht:", "Nem ez:";
    TryAgain: "Try again.", "Versuch es noch einmal.", "Próbáld újra.";
    MissNotWon: "after that move the game goes on; find the move that wins at once.",
        "nach diesem Zug geht das Spiel weiter; finde den Zug, der sofort gewinnt.",
        "e lépés után folytatódik a játék; keresd meg azt, amelyik azonnal nyer.";
    MissOthersWin: "after that move another player wins.",
        "nach diesem Zug gewinnt jemand anderes.",
        "e lépés után más nyer.";
    MissEscape: "after that move one reply leaves you no winning move: {reply}.",
        "nach diesem Zug lässt dir eine Antwort keinen Gewinnzug: {reply}.",
        "e lépés után van olyan válasz, amely után nincs nyerő lépésed: {reply}.";
    MissPoints: "that build scores {n} point, the best one {best}.|that build scores {n} points, the best one {best}.",
        "dieser Bau bringt {n} Punkt, der beste {best}.|dieser Bau bringt {n} Punkte, der beste {best}.",
        "ez az építés {n} pontot ér, a legjobb {best} pontot.";
    MissLives: "that action takes {n} life from the other players' cubes, the best one {best}.|that action takes {n} lives from the other players' cubes, the best one {best}.",
        "diese Aktion nimmt den Würfeln der anderen {n} Leben, die beste {best}.",
        "ez az akció {n} életet vesz el a többiek kockáitól, a legjobb {best} életet.";
    MissDice: "that move takes {n} enemy die, your own losses counted off; the best one takes {best}.|that move takes {n} enemy dice, your own losses counted off; the best one takes {best}.",
        "dieser Zug schlägt {n} gegnerische Würfel, deine eigenen Verluste abgezogen; der beste schlägt {best}.",
        "ez a lépés {n} ellenséges kockát üt, a saját veszteségeidet levonva; a legjobb {best} kockát.";
    MissNetLoss: "that move costs you more than it takes; the best one gains {best}.",
        "dieser Zug kostet dich mehr, als er bringt; der beste bringt {best}.",
        "ez a lépés többe kerül neked, mint amennyit hoz; a legjobb lépés nyeresége: {best}.";
    ShowAnswer: "Show the answer", "Lösung zeigen", "Mutasd a megoldást";
    TheAnswer: "The answer is shown on the board:", "Die Lösung ist auf dem Brett markiert:", "A megoldás a táblán látható:";
    Next: "Next puzzle", "Nächste Aufgabe", "Következő feladvány";
    Solved: "Solved", "Gelöst", "Megoldva";
    NotSaved: "Solved, but the browser's storage refused to remember it.",
        "Gelöst, aber der Speicher des Browsers wollte es sich nicht merken.",
        "Megoldva, de a böngésző tárhelye nem tudta megjegyezni.";
    Unavailable: "The puzzles could not be loaded. Check the connection and reload the page.",
        "Die Aufgaben ließen sich nicht laden. Prüfe die Verbindung und lade die Seite neu.",
        "A feladványokat nem sikerült betölteni. Ellenőrizd a kapcsolatot, és töltsd újra az oldalt.";
    NoSuchPuzzle: "There is no puzzle with this number.", "Eine Aufgabe mit dieser Nummer gibt es nicht.", "Ilyen számú feladvány nincs.";
    Broken: "This puzzle does not open:", "Diese Aufgabe öffnet sich nicht:", "Ez a feladvány nem nyílik meg:";
    AllPuzzles: "All puzzles", "Alle Aufgaben", "Összes feladvány";
    Intro: "Positions from computer games where one move is clearly best. Find it on the board.",
        "Stellungen aus Computerpartien, in denen ein Zug klar der beste ist. Finde ihn auf dem Brett.",
        "Gépi játszmák állásai, ahol egy lépés egyértelműen a legjobb. Találd meg a táblán.";
    }
}

/// The goal of a puzzle of `game` in words.
pub fn goal(game: GameId, goal: Goal, lang: Lang) -> &'static str {
    // By id, not by variant: a one-game build has only its own variant.
    let key = match (goal, game.as_str()) {
        (Goal::Win, _) => Pt::Win,
        (Goal::WinInTwo, _) => Pt::WinInTwo,
        (Goal::Gain, "cubus") => Pt::GainCubus,
        (Goal::Gain, "cube-attack") => Pt::GainCubeAttack,
        (Goal::Gain, "mojave") => Pt::GainMojave,
        (Goal::Gain, _) => Pt::GainOther,
    };
    lang.t(key)
}

/// Why a wrong try misses, in words: "Not this one: that move takes 0 enemy dice, your own
/// losses counted off; the best one takes 2. Try again." `reply` says the escaping reply of
/// a win-in-two puzzle in words; a refused move gets the rules' reason.
pub fn miss_words(game: GameId, miss: &Miss, reply: &dyn Fn(&str) -> String, lang: Lang) -> String {
    let why = match miss {
        Miss::Refused(e) => crate::games::move_error_text(e, lang),
        Miss::NotWon => lang.t(Pt::MissNotWon).to_string(),
        Miss::OthersWin => lang.t(Pt::MissOthersWin).to_string(),
        Miss::Escape { reply: r } => crate::tr!(lang, Pt::MissEscape, reply = reply(r)),
        Miss::Short { gained, best } if *gained < 0 && game.as_str() != "cubus" => {
            crate::tr!(lang, Pt::MissNetLoss, best = best)
        }
        Miss::Short { gained, best } => {
            let key = match game.as_str() {
                "cubus" => Pt::MissPoints,
                "cube-attack" => Pt::MissLives,
                "mojave" => Pt::MissDice,
                _ => return lang.t(Pt::Wrong).to_string(),
            };
            crate::trn!(lang, key, n = *gained, best = best)
        }
        Miss::Other => return lang.t(Pt::Wrong).to_string(),
    };
    format!("{} {why} {}", lang.t(Pt::NotThisOne), lang.t(Pt::TryAgain))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_text_is_in_every_language() {
        crate::i18n::assert_complete::<Pt>();
    }

    /// Issue 47: a wrong try says why, e.g. "takes 0 dice", not only the generic line.
    #[test]
    fn a_wrong_try_says_why_in_every_language() {
        let mojave = GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == "mojave")
            .expect("mojave");
        let short = Miss::Short { gained: 0, best: 2 };
        let said = Lang::ALL.map(|lang| miss_words(mojave, &short, &|r| r.to_string(), lang));
        assert_eq!(
            said,
            [
                "Not this one: that move takes 0 enemy dice, your own losses counted off; the best one takes 2. Try again.",
                "Das ist es nicht: dieser Zug schlägt 0 gegnerische Würfel, deine eigenen Verluste abgezogen; der beste schlägt 2. Versuch es noch einmal.",
                "Nem ez: ez a lépés 0 ellenséges kockát üt, a saját veszteségeidet levonva; a legjobb 2 kockát. Próbáld újra.",
            ]
        );
        let cubus = GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == "cubus")
            .expect("cubus");
        let one = Miss::Short { gained: 1, best: 5 };
        assert_eq!(
            miss_words(cubus, &one, &|r| r.to_string(), Lang::En),
            "Not this one: that build scores 1 point, the best one 5. Try again."
        );
        let escape = Miss::Escape {
            reply: "x00+".into(),
        };
        assert_eq!(
            miss_words(mojave, &escape, &|_| "Anna: pushed a ball".into(), Lang::De),
            "Das ist es nicht: nach diesem Zug lässt dir eine Antwort keinen Gewinnzug: Anna: pushed a ball. Versuch es noch einmal."
        );
        assert_eq!(
            miss_words(mojave, &Miss::Other, &|r| r.to_string(), Lang::En),
            Lang::En.t(Pt::Wrong)
        );
    }
}
