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
    PickTitle: "Picking up a stone", "Einen Stein aufnehmen", "Kő felvétele";
    PickGoal: "Your 6 on d4 is inactive: since the shift it sees only five white stones. Use your two action points to put your 5 on d4 instead, active.",
        "Deine 6 auf d4 ist inaktiv: seit der Verschiebung sieht sie nur fünf weiße Steine. Setze mit deinen zwei Aktionspunkten stattdessen deine 5 aktiv auf d4.",
        "A d4-en álló 6-osod inaktív: az eltolás óta csak öt fehér követ lát. Két akciópontoddal tedd helyette az 5-ösödet aktívan a d4-re.";
    PickHint: "First click your 6 on d4 with nothing chosen: it goes back to your supply. Then click your stone 5 and d4.",
        "Klicke zuerst ohne Auswahl auf deine 6 auf d4: sie kommt in deinen Vorrat zurück. Dann klicke auf deinen Stein 5 und auf d4.",
        "Először kattints a d4-en álló 6-osodra úgy, hogy semmi sincs kiválasztva: visszakerül a készletedbe. Aztán kattints az 5-ös kövedre és a d4-re.";
    PickDone: "Picking up one of your stones, active or inactive, is an action and costs a point; the stone goes back to your supply and may be placed again later.",
        "Einen eigenen Stein aufzunehmen, ob aktiv oder inaktiv, ist eine Aktion und kostet einen Punkt; der Stein kommt in deinen Vorrat zurück und kann später wieder gesetzt werden.",
        "Egy saját kő felvétele, akár aktív, akár inaktív, akció, és egy pontba kerül; a kő visszakerül a készletedbe, és később újra letehető.";
    DependTitle: "Whose stones count", "Wessen Steine zählen", "Kinek a kövei számítanak";
    DependGoal: "Your dependency card shows the other player's colour, so their stones count for you and yours do not. Play your \"pass left\" card so that you hold your own colour, then place your 5 on c4.",
        "Deine Abhängigkeitskarte zeigt die Farbe des Gegners: seine Steine zählen für dich, deine eigenen nicht. Spiele deine Karte „nach links“, sodass du deine eigene Farbe hältst, und setze dann deine 5 auf c4.",
        "A függőségi kártyádon a másik játékos színe van, ezért az ő kövei számítanak neked, a tieid nem. Játszd ki a „balra ad” kártyádat, hogy a saját színed legyen nálad, aztán tedd az 5-ösödet a c4-re.";
    DependHint: "Click the card \"pass left\", then \"Play card\". c4 sees four white stones, and your 6 on d4 then counts as the fifth.",
        "Klicke auf die Karte „nach links“, dann auf „Karte spielen“. c4 sieht vier weiße Steine, und deine 6 auf d4 zählt dann als fünfter.",
        "Kattints a „balra ad” kártyára, majd a „Lap kijátszása” gombra. A c4 négy fehér követ lát, és a d4-en álló 6-osod lesz az ötödik.";
    DependDone: "With two players, pass left, pass right and swap all exchange the two dependency cards. Holding your own colour, your own stones count: your 6 on d4 now sees your 5 as well, seven in all, and turns inactive.",
        "Zu zweit tauschen „nach links“, „nach rechts“ und „tauschen“ alle die beiden Abhängigkeitskarten. Mit deiner eigenen Farbe zählen deine eigenen Steine: deine 6 auf d4 sieht jetzt auch deine 5, sieben insgesamt, und wird inaktiv.",
        "Két játékosnál a „balra ad”, a „jobbra ad” és a „csere” egyaránt felcseréli a két függőségi kártyát. A saját színeddel a saját köveid számítanak: a d4-en álló 6-osod most az 5-ösödet is látja, összesen hetet, és inaktív lesz.";
    ExchangeTitle: "Exchanging cards", "Karten tauschen", "Lapok cseréje";
    ExchangeGoal: "Your hand holds only shift cards. Make your own colour count for you: exchange a card for a new one from the draw pile, then play what you draw.",
        "Deine Hand hält nur Verschiebekarten. Sorge dafür, dass deine eigene Farbe für dich zählt: tausche eine Karte gegen eine neue vom Stapel und spiele dann, was du ziehst.",
        "A kezedben csak eltoló kártyák vannak. Érd el, hogy a saját színed számítson neked: cserélj el egy lapot egy újra a húzópakliból, aztán játszd ki, amit húztál.";
    ExchangeHint: "Click the card 1A, then \"Exchange 1\". You draw \"pass left\": click it, then \"Play card\".",
        "Klicke auf die Karte 1A, dann auf „1 tauschen“. Du ziehst „nach links“: klicke darauf, dann auf „Karte spielen“.",
        "Kattints az 1A kártyára, majd az „1 csere” gombra. A „balra ad” lapot húzod: kattints rá, majd a „Lap kijátszása” gombra.";
    ExchangeDone: "Exchanging is one action: discard as many cards as you like, at least one, and draw as many. Your hand always holds five cards; an empty draw pile is made again from the shuffled discards.",
        "Tauschen ist eine Aktion: lege beliebig viele Karten ab, mindestens eine, und ziehe ebenso viele. Deine Hand hat immer fünf Karten; ist der Stapel leer, wird der Ablagestapel gemischt und wird zum neuen Stapel.",
        "A csere egy akció: dobj el annyi lapot, amennyit akarsz, legalább egyet, és húzz ugyanannyit. A kezedben mindig öt lap van; ha a húzópakli elfogy, a dobópaklit megkeverik, és az lesz az új húzópakli.";
    WhyPickedActive: "Your 4 on g4 was active and counting for the third point. The stone that no longer fits is the 6 on d4: pick that one up.",
        "Deine 4 auf g4 war aktiv und zählte für den dritten Punkt. Der Stein, der nicht mehr passt, ist die 6 auf d4: nimm diese auf.",
        "A g4-en álló 4-esed aktív volt, és beszámított a harmadik pontba. Az a kő nem illik már, amelyik a d4-en áll, a 6-os: azt vedd fel.";
    WhyFourNotFive: "A 4 fits on c4 now, with four white stones around it, but the goal is your 5: first make your own stones count.",
        "Eine 4 passt jetzt auf c4, mit vier weißen Steinen herum, aber das Ziel ist deine 5: sorge zuerst dafür, dass deine eigenen Steine zählen.",
        "Most egy 4-es illik a c4-re, négy fehér kővel körülötte, de a cél az 5-ösöd: előbb érd el, hogy a saját köveid számítsanak.";
    WhyShiftNotDependency: "A shift card only moves a white stone; it does not change whose stones count for you. Exchange a card instead.",
        "Eine Verschiebekarte bewegt nur einen weißen Stein; wessen Steine für dich zählen, ändert sie nicht. Tausche stattdessen eine Karte.",
        "Az eltoló kártya csak egy fehér követ mozdít el; azt nem változtatja meg, kinek a kövei számítanak neked. Inkább cserélj lapot.";
    WhitesTitle: "Setting up the white stones",
        "Die weißen Steine aufstellen",
        "A fehér kövek felrakása";
    WhitesGoal: "Before the first turn the players place the 30 white stones in turn, one a move, anywhere. Two are left. Place yours so that the empty square g4 sees four white stones once the other player has put the last one on h5.",
        "Vor dem ersten Zug setzen die Spieler abwechselnd die 30 weißen Steine, einen pro Zug, wohin sie wollen. Zwei fehlen noch. Setze deinen so, dass das leere Feld g4 vier weiße Steine sieht, sobald der Gegner den letzten auf h5 gesetzt hat.",
        "Az első kör előtt a játékosok felváltva lerakják a 30 fehér követ, lépésenként egyet, bárhová. Kettő van még hátra. Tedd le a tiédet úgy, hogy az üres g4 mező négy fehér követ lásson, amint a másik játékos az utolsót a h5-re tette.";
    WhitesHint: "g4 already sees g3 and h3, and will see h5. Click g5.",
        "g4 sieht schon g3 und h3 und wird h5 sehen. Klicke auf g5.",
        "A g4 már látja a g3-at és a h3-at, és látni fogja a h5-öt. Kattints a g5-re.";
    WhitesDone: "With every white stone placed, the dependency cards and the hands are dealt and play begins. Where the whites stand decides where each number fits: g4 is now ready for your 4.",
        "Sind alle weißen Steine gesetzt, werden die Abhängigkeitskarten und die Hände ausgeteilt, und das Spiel beginnt. Wo die weißen Steine stehen, entscheidet, wo welche Zahl passt: g4 ist jetzt bereit für deine 4.",
        "Ha minden fehér kő a helyén van, kiosztják a függőségkártyákat és a kézben tartott lapokat, és kezdődik a játék. A fehér kövek helye dönti el, hová melyik szám illik: a g4 most kész a 4-esedre.";
    SwapTitle: "Swap and pass right",
        "Tauschen und nach rechts geben",
        "Csere és jobbra adás";
    SwapGoal: "You hold a swap card and a pass-right card. Make your own stones count for you, then place your 5 on c4, where it sees four white stones and your own 6.",
        "Du hast eine Tauschkarte und eine Nach-rechts-Karte. Sorge dafür, dass deine eigenen Steine für dich zählen, und setze dann deine 5 auf c4, wo sie vier weiße Steine und deine eigene 6 sieht.",
        "Nálad van egy csere- és egy jobbra adás-kártya. Érd el, hogy a saját köveid számítsanak neked, aztán tedd az 5-ösödet a c4-re, ahol négy fehér követ és a saját 6-osodat látja.";
    SwapHint: "Click the swap card, then the button that swaps your card with Player 2's. (With two players, pass right would do the same.) Then place the 5 on c4.",
        "Klicke auf die Tauschkarte, dann auf die Schaltfläche, die deine Karte mit der von Spieler 2 tauscht. (Zu zweit täte Nach-rechts-Geben dasselbe.) Dann setze die 5 auf c4.",
        "Kattints a cserekártyára, majd a gombra, amely a te kártyádat a 2. játékoséval cseréli. (Kettesben a jobbra adás ugyanezt tenné.) Aztán tedd az 5-öst a c4-re.";
    SwapDone: "Pass right hands every dependency card to the right-hand neighbour; a swap exchanges the cards of any two players, yours among them or not. With two players, pass left, pass right and swap all do the same.",
        "Nach rechts geben reicht jede Abhängigkeitskarte an den rechten Nachbarn weiter; ein Tausch vertauscht die Karten zweier beliebiger Spieler, mit deiner oder ohne. Zu zweit bewirken nach links, nach rechts und Tauschen dasselbe.",
        "A jobbra adás minden függőségkártyát a jobb oldali szomszédnak ad tovább; a csere bármely két játékos kártyáját felcseréli, a tiédet is vagy nélküle. Kettesben a balra adás, a jobbra adás és a csere ugyanazt teszi.";
    FiveTitle: "All five stones",
        "Alle fünf Steine",
        "Mind az öt kő";
    FiveGoal: "Your 6, 4, 2 and 5 stand on the board, all active. Place your 3 where it sees exactly three white stones: all five stones on the board and active win the game.",
        "Deine 6, 4, 2 und 5 stehen auf dem Brett, alle aktiv. Setze deine 3 dorthin, wo sie genau drei weiße Steine sieht: alle fünf Steine aktiv auf dem Brett gewinnen das Spiel.",
        "A 6-os, 4-es, 2-es és 5-ös köved a táblán áll, mind aktív. Tedd a 3-asodat oda, ahol pontosan három fehér követ lát: mind az öt aktív kő a táblán megnyeri a játszmát.";
    FiveHint: "h7 sees g6, h6 and g8. Place the 3 there.",
        "h7 sieht g6, h6 und g8. Setze die 3 dorthin.",
        "A h7 látja a g6-ot, a h6-ot és a g8-at. Oda tedd a 3-ast.";
    FiveDone: "All five of your stones are on the board and active: you win. If an action completes another player's five, that player wins, not the one who acted; and after 500 actions without a winner the game is drawn.",
        "Alle fünf deiner Steine sind aktiv auf dem Brett: du gewinnst. Vollendet eine Aktion die fünf eines anderen Spielers, gewinnt dieser, nicht wer gehandelt hat; und nach 500 Aktionen ohne Sieger endet das Spiel unentschieden.",
        "Mind az öt köved aktívan a táblán van: nyertél. Ha egy akció egy másik játékos ötösét teszi teljessé, ő nyer, nem az, aki cselekedett; 500 akció után győztes nélkül a játszma döntetlen.";
    WhyWhiteOnTheSpot: "A white stone on g4 fills the very square you wanted for a stone. Place it beside g4.",
        "Ein weißer Stein auf g4 besetzt genau das Feld, das du für einen Stein wolltest. Setze ihn neben g4.",
        "Egy fehér kő a g4-en épp azt a mezőt foglalja el, amelyet egy kövednek szántál. Tedd a g4 mellé.";
    WhyThreeSeesOne: "h8 sees only one white stone, g8: a 3 cannot stand there. Look for a square with exactly three whites around it.",
        "h8 sieht nur einen weißen Stein, g8: eine 3 kann dort nicht stehen. Suche ein Feld mit genau drei weißen Steinen ringsum.",
        "A h8 csak egy fehér követ lát, a g8-at: oda nem kerülhet 3-as. Keress olyan mezőt, amely körül pontosan három fehér kő áll.";
    RightTitle: "Pass right",
        "Nach rechts geben",
        "Jobbra adás";
    RightGoal: "Three players: you depend on Player 3's colour, and Player 2, who plays after you, holds the card of your own colour. Play the card that brings your colour to you, so that your own stones count for you.",
        "Drei Spieler: du hängst von der Farbe von Spieler 3 ab, und Spieler 2, der nach dir spielt, hat die Karte deiner eigenen Farbe. Spiele die Karte, die dir deine Farbe bringt, damit deine eigenen Steine für dich zählen.",
        "Három játékos: te a 3. játékos színétől függsz, és a 2. játékosnál, aki utánad következik, a te színed kártyája van. Játszd ki azt a kártyát, amely hozzád hozza a színedet, hogy a saját köveid neked számítsanak.";
    RightHint: "Player 2 sits on your left. Pass right: every player hands their dependency card to the neighbour on the right, so Player 2's card comes to you. Click the pass-right card, then Play card.",
        "Spieler 2 sitzt links von dir. Nach rechts geben: jeder reicht seine Abhängigkeitskarte dem rechten Nachbarn, also kommt die Karte von Spieler 2 zu dir. Klicke auf die Nach-rechts-Karte, dann auf Karte spielen.",
        "A 2. játékos tőled balra ül. Jobbra adás: mindenki a jobb oldali szomszédjának adja a függőségkártyáját, így a 2. játékos kártyája hozzád kerül. Kattints a jobbra adás-kártyára, majd a Lap kijátszása gombra.";
    RightDone: "Every dependency card moved one seat to the right: you now depend on your own colour, and your own stones count for you. With three or four players the direction matters.",
        "Jede Abhängigkeitskarte ist einen Platz nach rechts gewandert: du hängst jetzt von deiner eigenen Farbe ab, und deine eigenen Steine zählen für dich. Mit drei oder vier Spielern kommt es auf die Richtung an.",
        "Minden függőségkártya egy hellyel jobbra vándorolt: most a saját színedtől függsz, és a saját köveid neked számítanak. Három vagy négy játékosnál számít az irány.";
    WhyPassedLeft: "Pass left sent every card the other way: Player 3 handed you theirs, and you now depend on Player 2's colour. Your own card went further away.",
        "Nach links geben schickte jede Karte in die andere Richtung: Spieler 3 gab dir seine, und du hängst jetzt von der Farbe von Spieler 2 ab. Deine eigene Karte ist weiter weggewandert.",
        "A balra adás minden kártyát a másik irányba küldött: a 3. játékos neked adta az övét, és most a 2. játékos színétől függsz. A saját kártyád még messzebb került.";
    }
}

/// The texts of stage `id`.
pub fn stage(id: &str) -> Option<StageWords<Sx>> {
    use Sx::*;
    let words = match id {
        "place-six" => [SixTitle, SixGoal, SixHint, SixDone],
        "third-point" => [ThirdTitle, ThirdGoal, ThirdHint, ThirdDone],
        "shift" => [ShiftTitle, ShiftGoal, ShiftHint, ShiftDone],
        "pick-up" => [PickTitle, PickGoal, PickHint, PickDone],
        "dependency" => [DependTitle, DependGoal, DependHint, DependDone],
        "exchange" => [ExchangeTitle, ExchangeGoal, ExchangeHint, ExchangeDone],
        "whites" => [
            Sx::WhitesTitle,
            Sx::WhitesGoal,
            Sx::WhitesHint,
            Sx::WhitesDone,
        ],
        "swap" => [Sx::SwapTitle, Sx::SwapGoal, Sx::SwapHint, Sx::SwapDone],
        "five-stones" => [Sx::FiveTitle, Sx::FiveGoal, Sx::FiveHint, Sx::FiveDone],
        "pass-right" => [Sx::RightTitle, Sx::RightGoal, Sx::RightHint, Sx::RightDone],
        _ => return None,
    };
    Some(StageWords::from(words))
}

/// Why a listed wrong move is wrong.
pub fn why(key: &str) -> Option<Sx> {
    Some(match key {
        "sees-four" => Sx::WhySeesFour,
        "two-sees-four" => Sx::WhyTwoSeesFour,
        "blocked" => Sx::WhyBlocked,
        "picked-active" => Sx::WhyPickedActive,
        "four-not-five" => Sx::WhyFourNotFive,
        "shift-not-dependency" => Sx::WhyShiftNotDependency,
        "white-on-the-spot" => Sx::WhyWhiteOnTheSpot,
        "three-sees-one" => Sx::WhyThreeSeesOne,
        "passed-left" => Sx::WhyPassedLeft,
        _ => return None,
    })
}
