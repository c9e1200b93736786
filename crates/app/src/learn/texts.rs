//! The lesson pages' own words (not the stages': those are in each game's file here), and
//! [`StageWords`], the form of a stage's texts in those files.

use crate::i18n::{Lang, Text};

crate::texts! {
    /// A fixed string of the lesson pages.
    pub enum Lx {
    Learn: "Learn", "Lernen", "Tanulás";
    Lessons: "Lessons", "Lektionen", "Leckék";
    Lesson: "Lesson", "Lektion", "Lecke";
    Goal: "Goal", "Ziel", "Cél";
    Hint: "Hint", "Tipp", "Súgó";
    StartAgain: "Start again", "Neu beginnen", "Újrakezdés";
    MovesLeft: "Moves left", "Verbleibende Züge", "Hátralévő lépések";
    WellDone: "Well done!", "Gut gemacht!", "Ügyes!";
    NotQuite: "Not quite.", "Noch nicht ganz.", "Még nem egészen.";
    NotYet: "That move does not reach the goal. The position is back at its start: try again.",
        "Dieser Zug erreicht das Ziel nicht. Die Stellung ist wieder am Anfang: versuche es noch einmal.",
        "Ez a lépés nem éri el a célt. Az állás visszaállt a kezdetre: próbáld újra.";
    BackAtStart: "The position is back at its start.", "Die Stellung ist wieder am Anfang.", "Az állás visszaállt a kezdetre.";
    Refused: "The rules do not allow that move:", "Diesen Zug erlauben die Regeln nicht:", "Ezt a lépést nem engedik a szabályok:";
    Next: "Next lesson", "Nächste Lektion", "Következő lecke";
    CourseDone: "You have finished every lesson. Now play a whole game against the computer (easy).",
        "Du hast alle Lektionen geschafft. Spiele jetzt eine ganze Partie gegen den Computer (leicht).",
        "Minden leckét teljesítettél. Most játssz egy teljes játszmát a számítógép (könnyű) ellen.";
    PlayGame: "Play a full game", "Eine ganze Partie spielen", "Teljes játszma";
    YouPlay: "You play", "Du spielst:", "Te játszol:";
    Done: "done", "geschafft", "kész";
    DoneBefore: "You have finished this lesson before.", "Diese Lektion hast du schon einmal geschafft.", "Ezt a leckét már teljesítetted korábban.";
    NoLessons: "This game has no lessons yet: its rules page explains it.",
        "Für dieses Spiel gibt es noch keine Lektionen: die Regelseite erklärt es.",
        "Ehhez a játékhoz még nincsenek leckék: a szabályoldal elmagyarázza.";
    StageUnknown: "There is no such lesson.", "Diese Lektion gibt es nicht.", "Nincs ilyen lecke.";
    LearnTitle: "Learn to play {game}", "{game} spielen lernen", "{game}: tanulás";
    }
}

/// The lesson page's title: "Learn to play Cubulus".
pub fn learn_title(lang: Lang, game: &str) -> String {
    crate::tr!(lang, Lx::LearnTitle, game = game)
}

/// A stage's four texts, as keys of a game's lesson table.
pub struct StageWords<K> {
    pub title: K,
    pub goal: K,
    pub hint: K,
    pub done: K,
}

impl<K> From<[K; 4]> for StageWords<K> {
    /// A stage's words in their order: title, goal, hint, done.
    fn from([title, goal, hint, done]: [K; 4]) -> Self {
        StageWords {
            title,
            goal,
            hint,
            done,
        }
    }
}

impl<K: Text> StageWords<K> {
    pub fn read(&self, lang: Lang) -> StageWords<&'static str> {
        StageWords {
            title: lang.t(self.title),
            goal: lang.t(self.goal),
            hint: lang.t(self.hint),
            done: lang.t(self.done),
        }
    }
}
