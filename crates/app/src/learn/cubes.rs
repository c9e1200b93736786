//! The Cubes course's words (stages in `rules::cubes` lessons). Squares as the board names
//! them: files a–j from the left, ranks 1–10 from your side.

use super::texts::StageWords;

crate::texts! {
    /// The Cubes lessons' texts.
    pub enum Sx {
    SixTitle: "A stone sees its number", "Ein Stein sieht seine Zahl", "A kő látja a számát";
    SixGoal: "Your stone 6 must see exactly six counting stones on the eight squares around it, and white stones count for everyone. Place your 6 on d4, inside the ring of six white stones.",
        "Dein Stein 6 muss auf den acht Feldern um ihn genau sechs zählende Steine sehen, und weiße Steine zählen für alle. Setze deine 6 auf d4, in den Ring aus sechs weißen Steinen.",
        "A 6-os kövednek a körülötte lévő nyolc mezőn pontosan hat számító követ kell látnia, és a fehér kövek mindenkinek számítanak. Tedd a 6-ost a d4-re, a hat fehér kő gyűrűjébe.";
    SixHint: "Click your stone 6, then the square d4.",
        "Klicke auf deinen Stein 6, dann auf das Feld d4.",
        "Kattints a 6-os kövedre, majd a d4 mezőre.";
    SixDone: "A stone may be placed only where its number equals the counting stones around it: the white ones and those of the colour on your dependency card. Every action costs one of your two action points.",
        "Ein Stein darf nur dort stehen, wo seine Zahl den zählenden Steinen um ihn gleicht: den weißen und denen der Farbe auf deiner Abhängigkeitskarte. Jede Aktion kostet einen deiner zwei Aktionspunkte.",
        "Követ csak oda tehetsz, ahol a száma egyenlő a körülötte lévő számító kövekkel: a fehérekkel és a függőségi kártyádon lévő szín köveivel. Minden akció egy akciópontodba kerül a kettőből.";
    ThirdTitle: "The third action point", "Der dritte Aktionspunkt", "A harmadik akciópont";
    ThirdGoal: "You have one action left. Place your 4 on g4, which sees four white stones: your active stones then add up to 6 + 4 = 10, which earns the third action point at once.",
        "Du hast noch eine Aktion. Setze deine 4 auf g4, das vier weiße Steine sieht: deine aktiven Steine ergeben dann 6 + 4 = 10, und das bringt sofort den dritten Aktionspunkt.",
        "Még egy akciód van. Tedd a 4-est a g4-re, amely négy fehér követ lát: aktív köveid összege így 6 + 4 = 10, ami azonnal meghozza a harmadik akciópontot.";
    ThirdHint: "Click your stone 4, then g4.",
        "Klicke auf deinen Stein 4, dann auf g4.",
        "Kattints a 4-es kövedre, majd a g4-re.";
    ThirdDone: "When your active stones add up to 10 or more you take the third action point, to use in the same turn. You win with all five of your stones on the board and active.",
        "Ergeben deine aktiven Steine 10 oder mehr, nimmst du den dritten Aktionspunkt, noch im selben Zug. Du gewinnst, wenn alle fünf Steine auf dem Brett und aktiv sind.",
        "Ha aktív köveid összege legalább 10, megkapod a harmadik akciópontot, még ugyanebben a körben. Akkor nyersz, ha mind az öt köved a táblán van és aktív.";
    ShiftTitle: "Shifting a white stone", "Einen weißen Stein verschieben", "Fehér kő eltolása";
    ShiftGoal: "Use the third point: play your shift card \"1 square away\" on the white stone on d5, and watch your 6 on d4.",
        "Nutze den dritten Punkt: spiele deine Verschiebekarte „1 Feld weg“ auf den weißen Stein auf d5 und beobachte deine 6 auf d4.",
        "Használd a harmadik pontot: játszd ki az „1 mező el” eltoló kártyádat a d5-ön álló fehér kőre, és figyeld a d4-en álló 6-osodat.";
    ShiftHint: "Click the card 1A in your hand, then the white stone on d5: it moves to d6.",
        "Klicke auf die Karte 1A in deiner Hand, dann auf den weißen Stein auf d5: er rückt nach d6.",
        "Kattints a kezedben lévő 1A kártyára, majd a d5-ön álló fehér kőre: a d6-ra kerül.";
    ShiftDone: "After every action all stones are checked again: your 6 now sees five white stones and turns inactive, but stays on the board. Shift cards move only white stones, along an empty path, in the direction seen from your side.",
        "Nach jeder Aktion werden alle Steine neu geprüft: deine 6 sieht jetzt fünf weiße Steine und wird inaktiv, bleibt aber auf dem Brett. Verschiebekarten bewegen nur weiße Steine, über einen freien Weg, in der Richtung von deiner Seite aus gesehen.",
        "Minden akció után az összes követ újra ellenőrzik: a 6-osod most öt fehér követ lát, és inaktív lesz, de a táblán marad. Az eltoló kártyák csak fehér köveket mozgatnak, üres úton, a te oldaladról nézett irányba.";
    WhyBlocked: "A 2-square card moves a white stone exactly two squares, over empty squares only: from d3 the way north is blocked by your 6 on d4.",
        "Eine 2-Felder-Karte verschiebt einen weißen Stein genau zwei Felder, nur über leere Felder: von d3 nach Norden steht deine 6 auf d4 im Weg.",
        "A 2 mezős kártya egy fehér követ pontosan két mezővel tol el, csak üres mezőkön át: a d3-ról északra a d4-en álló 6-osod elállja az utat.";
    WhySeesFour: "g4 has only four white stones around it: a 6 cannot stand there.",
        "Um g4 stehen nur vier weiße Steine: eine 6 kann dort nicht stehen.",
        "A g4 körül csak négy fehér kő van: 6-os nem állhat ott.";
    WhyTwoSeesFour: "g4 sees four white stones, so only your 4 fits there, not your 2.",
        "g4 sieht vier weiße Steine, also passt dort nur deine 4, nicht deine 2.",
        "A g4 négy fehér követ lát, ezért csak a 4-esed illik oda, a 2-esed nem.";
    }
}

/// The texts of stage `id`.
pub fn stage(id: &str) -> Option<StageWords<Sx>> {
    use Sx::*;
    let [title, goal, hint, done] = match id {
        "place-six" => [SixTitle, SixGoal, SixHint, SixDone],
        "third-point" => [ThirdTitle, ThirdGoal, ThirdHint, ThirdDone],
        "shift" => [ShiftTitle, ShiftGoal, ShiftHint, ShiftDone],
        _ => return None,
    };
    Some(StageWords {
        title,
        goal,
        hint,
        done,
    })
}

/// Why a listed wrong move is wrong.
pub fn why(key: &str) -> Option<Sx> {
    Some(match key {
        "sees-four" => Sx::WhySeesFour,
        "two-sees-four" => Sx::WhyTwoSeesFour,
        "blocked" => Sx::WhyBlocked,
        _ => return None,
    })
}
