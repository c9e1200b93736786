//! The words of the puzzle pages ([`crate::texts!`]).

use rules::puzzles::Goal;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_puzzle_text_is_in_every_language() {
        crate::i18n::assert_complete::<Pt>();
    }
}
