//! The Cubus course's words (stages in `rules::cubus` lessons): the rule book's scoring
//! examples in its order. The book's figures are lost in our copy; the positions follow its
//! text (see `docs/lessons.md`).

use super::texts::StageWords;

crate::texts! {
    /// The Cubus lessons' texts.
    pub enum Ux {
    B1Title: "One crate, two cards: 1 point", "Eine Kiste, zwei Karten: 1 Punkt", "Egy láda, két kártya: 1 pont";
    B1Goal: "The start crate lies on the table; you hold a left side and a lid. Build a second crate beside it: two new cards for one crate score 3 − 2 = 1 point.",
        "Die Startkiste liegt auf dem Tisch; du hast eine linke Seite und einen Deckel. Baue eine zweite Kiste daneben: zwei neue Karten für eine Kiste bringen 3 − 2 = 1 Punkt.",
        "A kezdőláda az asztalon van; nálad egy bal oldal és egy fedél. Építs mellé egy második ládát: egy ládáért két új kártya 3 − 2 = 1 pontot ér.";
    B1Hint: "In the editor pick the empty column next to the start crate, add one crate, and confirm once the board shows 1 point.",
        "Wähle im Editor die leere Spalte neben der Startkiste, füge eine Kiste hinzu und bestätige, sobald das Brett 1 Punkt zeigt.",
        "A szerkesztőben válaszd a kezdőláda melletti üres oszlopot, adj hozzá egy ládát, és erősítsd meg, amint a tábla 1 pontot mutat.";
    B1Done: "Every crate the drawing gains is worth 3 points; every card you add from your hand costs 1. You build from your second round on, and a build must score at least 1 point.",
        "Jede Kiste, die die Zeichnung gewinnt, zählt 3 Punkte; jede Karte aus deiner Hand kostet 1. Gebaut wird ab der zweiten Runde, und ein Bau muss mindestens 1 Punkt bringen.",
        "Minden láda, amellyel a rajz gyarapszik, 3 pontot ér; minden kártya a kezedből 1 pontba kerül. A második körtől lehet építeni, és egy építésnek legalább 1 pontot kell hoznia.";
    B2Title: "A crate on top: 1 point", "Eine Kiste obendrauf: 1 Punkt", "Láda a tetején: 1 pont";
    B2Goal: "With a left and a right side, put a crate on top of one of the two: again two cards for one crate, 1 point.",
        "Setze mit einer linken und einer rechten Seite eine Kiste auf eine der beiden: wieder zwei Karten für eine Kiste, 1 Punkt.",
        "Egy bal és egy jobb oldallal tegyél ládát a kettő egyikére: ismét két kártya egy ládáért, 1 pont.";
    B2Hint: "Raise the start crate's column to two crates and confirm.",
        "Erhöhe die Spalte der Startkiste auf zwei Kisten und bestätige.",
        "Emeld a kezdőláda oszlopát két ládára, és erősítsd meg.";
    B2Done: "Crates stand on the table or on other crates. The drawing shows only the faces nothing covers, so the lid below disappears under the new crate.",
        "Kisten stehen auf dem Tisch oder auf anderen Kisten. Die Zeichnung zeigt nur Flächen, die nichts verdeckt; der untere Deckel verschwindet unter der neuen Kiste.",
        "A ládák az asztalon vagy más ládákon állnak. A rajz csak a takaratlan lapokat mutatja, így az alsó fedél eltűnik az új láda alatt.";
    B3Title: "The third build: 1 point", "Der dritte Bau: 1 Punkt", "A harmadik építés: 1 pont";
    B3Goal: "With a right side and a lid, add a crate on the table beside the low crate: 1 point.",
        "Stelle mit einer rechten Seite und einem Deckel eine Kiste neben die niedrige Kiste auf den Tisch: 1 Punkt.",
        "Egy jobb oldallal és egy fedéllel tegyél egy ládát az asztalra az alacsony láda mellé: 1 pont.";
    B3Hint: "Several builds score 1 here; the board shows each one's points before you confirm. The rule book's: a crate on the table beside the low crate.",
        "Hier bringen mehrere Bauten 1 Punkt; das Brett zeigt die Punkte vor dem Bestätigen. Der des Regelhefts: eine Kiste auf dem Tisch neben der niedrigen Kiste.",
        "Itt több építés is 1 pontot ér; a tábla megerősítés előtt mutatja a pontokat. A szabálykönyvé: egy láda az asztalon az alacsony láda mellett.";
    B3Done: "The cards you add must be in your hand, type by type: a drawing that needs a lid can only be built by someone holding one.",
        "Die Karten, die du hinzufügst, müssen in deiner Hand sein, Sorte für Sorte: eine Zeichnung, die einen Deckel braucht, baut nur, wer einen hat.",
        "A hozzáadott kártyáknak fajtánként a kezedben kell lenniük: fedelet igénylő rajzot csak az építhet, akinek van fedele.";
    B4Title: "The fourth build: 1 point", "Der vierte Bau: 1 Punkt", "A negyedik építés: 1 pont";
    B4Goal: "With a left and a right side, put a crate on the crate you just built, making a second tower: 1 point.",
        "Setze mit einer linken und einer rechten Seite eine Kiste auf die eben gebaute, zu einem zweiten Turm: 1 Punkt.",
        "Egy bal és egy jobb oldallal tegyél ládát az imént épített ládára, második toronynak: 1 pont.";
    B4Hint: "Raise the column of the crate built last to two crates. (A bigger build exists here too: the rule book's fourth player missed it.)",
        "Erhöhe die Spalte der zuletzt gebauten Kiste auf zwei. (Hier gibt es auch einen größeren Bau: der vierte Spieler im Regelheft übersah ihn.)",
        "Emeld a legutóbb épített láda oszlopát két ládára. (Itt nagyobb építés is van: a szabálykönyv negyedik játékosa nem vette észre.)";
    B4Done: "Two towers of two. The rule book notes that this player could have had 3 points more: the next lesson shows how.",
        "Zwei Türme aus je zwei Kisten. Das Regelheft merkt an, dass dieser Spieler 3 Punkte mehr hätte haben können: die nächste Lektion zeigt wie.",
        "Két kétládás torony. A szabálykönyv megjegyzi, hogy ez a játékos 3 ponttal többet kaphatott volna: a következő lecke megmutatja, hogyan.";
    FreeTitle: "A crate for no card: 3 points", "Eine Kiste ohne Karte: 3 Punkte", "Láda kártya nélkül: 3 pont";
    FreeGoal: "You hold no card at all. In the corner between the two towers the cards on the table already draw a crate: build it for 3 points.",
        "Du hast keine einzige Karte. In der Ecke zwischen den beiden Türmen zeichnen die Karten auf dem Tisch schon eine Kiste: baue sie für 3 Punkte.",
        "Egyetlen kártyád sincs. A két torony közti sarokban az asztalon lévő kártyák már kirajzolnak egy ládát: építsd meg 3 pontért.";
    FreeHint: "Raise the low column between the towers by one crate and confirm: no card is added.",
        "Erhöhe die niedrige Spalte zwischen den Türmen um eine Kiste und bestätige: keine Karte kommt dazu.",
        "Emeld eggyel a tornyok közti alacsony oszlopot, és erősítsd meg: nem kerül új kártya.";
    FreeDone: "Three cards in a hexagon can be read as a crate or as an empty corner. Reading them as a crate costs nothing and gains 3 points.",
        "Drei Karten als Sechseck lassen sich als Kiste oder als leere Ecke lesen. Sie als Kiste zu lesen kostet nichts und bringt 3 Punkte.",
        "A hatszöget alkotó három kártya ládának vagy üres saroknak is olvasható. Ládának olvasni semmibe sem kerül, és 3 pontot hoz.";
    HiddenTitle: "One lid, two crates: 5 points", "Ein Deckel, zwei Kisten: 5 Punkte", "Egy fedél, két láda: 5 pont";
    HiddenGoal: "With one lid, draw the rear upper crate. A crate cannot float, so a hidden crate must stand beneath it: two crates for one card, 5 points.",
        "Zeichne mit einem Deckel die hintere obere Kiste. Eine Kiste schwebt nicht, also muss darunter eine unsichtbare Kiste stehen: zwei Kisten für eine Karte, 5 Punkte.",
        "Egy fedéllel rajzold meg a hátsó felső ládát. Láda nem lebeghet, így alatta egy láthatatlan ládának kell állnia: két láda egy kártyáért, 5 pont.";
    HiddenHint: "Raise the empty column at the back to two crates, making a 2×2×2 block, and confirm.",
        "Erhöhe die leere hintere Spalte auf zwei Kisten, zu einem 2×2×2-Block, und bestätige.",
        "Emeld a hátsó üres oszlopot két ládára, így 2×2×2-es tömb lesz, és erősítsd meg.";
    HiddenDone: "3 × 2 crates − 1 card = 5. A crate nobody sees counts where a crate that is seen stands on it.",
        "3 × 2 Kisten − 1 Karte = 5. Eine Kiste, die niemand sieht, zählt, wo eine sichtbare Kiste auf ihr steht.",
        "3 × 2 láda − 1 kártya = 5. A láthatatlan láda számít, ha egy látható láda áll rajta.";
    NineTitle: "A rebuild: 9 points", "Ein Umbau: 9 Punkte", "Átépítés: 9 pont";
    NineGoal: "Back to the position after the third build, now holding a left side, a right side and a lid. Re-lay the drawing as a 2×2×2 block: four crates more for three cards, 12 − 3 = 9 points.",
        "Zurück zur Stellung nach dem dritten Bau, jetzt mit einer linken Seite, einer rechten Seite und einem Deckel. Lege die Zeichnung zu einem 2×2×2-Block um: vier Kisten mehr für drei Karten, 12 − 3 = 9 Punkte.",
        "Vissza a harmadik építés utáni álláshoz, most egy bal oldallal, egy jobb oldallal és egy fedéllel. Rakd át a rajzot 2×2×2-es tömbbé: négy ládával több három kártyáért, 12 − 3 = 9 pont.";
    NineHint: "Make all four columns of the 2×2 square two crates high: cards already on the table may move at no cost.",
        "Bringe alle vier Spalten des 2×2-Quadrats auf zwei Kisten: Karten auf dem Tisch dürfen kostenlos umgelegt werden.",
        "Mind a négy oszlopot emeld két ládára: az asztalon lévő kártyák ingyen áthelyezhetők.";
    NineDone: "A build may move the cards on the table and take cards back into your hand: points = 3 × new crates − cards added + cards taken back. Before a big rebuild, count the crates and your cards.",
        "Ein Bau darf Karten auf dem Tisch umlegen und Karten zurück in die Hand nehmen: Punkte = 3 × neue Kisten − hinzugefügte Karten + zurückgenommene Karten. Vor einem großen Umbau zähle Kisten und Karten.",
        "Egy építés áthelyezheti az asztalon lévő kártyákat, és visszavehet kártyát a kezedbe: pont = 3 × új láda − hozzáadott kártya + visszavett kártya. Nagy átépítés előtt számold meg a ládákat és a kártyáidat.";
    WhyMustBuild: "A scoring build exists, so the Legeregel says you must build. Declaring no build lets the others knock and take your points.",
        "Es gibt einen Bau mit Punkten, also musst du nach der Legeregel bauen. Wer „kein Bau“ sagt, lässt die anderen klopfen und die Punkte nehmen.",
        "Van pontot érő építés, ezért a lerakási szabály szerint építened kell. Ha azt mondod, nem építesz, a többiek kopoghatnak, és elvihetik a pontjaidat.";
    WhyMissedHidden: "That crate costs the lid for only one crate. Build high at the back instead: the lid draws that crate and the hidden one beneath it.",
        "Diese Kiste kostet den Deckel für nur eine Kiste. Baue stattdessen hinten hoch: der Deckel zeichnet die Kiste und die unsichtbare darunter.",
        "Ez a láda egyetlen ládáért viszi el a fedelet. Építs inkább hátul magasra: a fedél azt a ládát és az alatta lévő láthatatlant is kirajzolja.";
    WhyOneShort: "Close: one crate short, 6 points. All four columns can be two crates high.",
        "Knapp: eine Kiste zu wenig, 6 Punkte. Alle vier Spalten können zwei Kisten hoch sein.",
        "Majdnem: egy ládával kevesebb, 6 pont. Mind a négy oszlop lehet két láda magas.";
    AbbauTitle: "The Abbau: one crate less", "Das Abbau-Spiel: eine Kiste weniger", "Bontás: egy ládával kevesebb";
    AbbauGoal: "In the Abbau variant the stack is taken apart in turn, by exactly one crate each turn; every card you take off is a point. Take one crate off this 2×2×2 block.",
        "Im Abbau-Spiel wird der Stapel reihum abgebaut, in jedem Zug um genau eine Kiste; jede abgenommene Karte ist ein Punkt. Nimm eine Kiste von diesem 2×2×2-Block.",
        "A bontásos változatban a halmot sorban bontják le, minden körben pontosan egy ládával; minden levett kártya egy pont. Vegyél le egy ládát erről a 2×2×2-es tömbről.";
    AbbauHint: "In the editor pick the front column, the one nearest to you, remove one crate and confirm.",
        "Wähle im Editor die vordere Spalte, die dir am nächsten ist, nimm eine Kiste weg und bestätige.",
        "A szerkesztőben válaszd az elülső, hozzád legközelebbi oszlopot, vegyél el egy ládát, és erősítsd meg.";
    AbbauDone: "The front upper crate is gone: three cards were laid anew and none was won, so the next player may win one. Open crates may be taken into a dismantling only when nothing else takes off a crate. Most cards at the end win.",
        "Die vordere obere Kiste ist fort: drei Karten wurden umgelegt, keine gewonnen, also kann der nächste Spieler eine gewinnen. Offene Kisten dürfen nur dann einbezogen werden, wenn sonst keine Kiste abgebaut werden kann. Wer am Ende die meisten Karten hat, gewinnt.",
        "Eltűnt az elülső felső láda: három kártyát raktál át, egyet sem nyertél, így a következő játékos nyerhet egyet. Nyitott ládát csak akkor lehet bevonni, ha másként nem vehető le láda. Akinél a végén a legtöbb kártya van, nyer.";
    WhyTwoCrates: "Taking the rear upper lid would make two crates disappear, that one and the hidden one beneath it; the Abbau takes exactly one.",
        "Der hintere obere Deckel ließe zwei Kisten verschwinden, diese und die verborgene darunter; der Abbau nimmt genau eine.",
        "A hátsó felső fedél levétele két ládát tüntetne el, azt és az alatta rejtőzőt; a bontás pontosan egyet vesz el.";
    KnockTitle: "Knocking",
        "Klopfen",
        "Kopogás";
    KnockGoal: "Player 2 declared no build, yet with their left side and lid they could have built a crate beside the start crate. Knock, then make that build with their cards: the point is yours.",
        "Spieler 2 hat erklärt, nicht bauen zu können, dabei hätte er mit seiner linken Seite und seinem Deckel eine Kiste neben die Startkiste bauen können. Klopfe und mache dann diesen Bau mit seinen Karten: der Punkt gehört dir.",
        "A 2. játékos kijelentette, hogy nem épít, pedig a bal oldalával és a fedelével építhetett volna egy ládát a kezdőláda mellé. Kopogj, aztán az ő kártyáival építsd meg: a pont a tiéd.";
    KnockHint: "Press Knock. Then in the editor pick the empty column next to the start crate, add one crate and confirm.",
        "Drücke Klopfen. Wähle dann im Editor die leere Spalte neben der Startkiste, füge eine Kiste hinzu und bestätige.",
        "Nyomd meg a Kopogás gombot. Aztán a szerkesztőben válaszd a kezdőláda melletti üres oszlopot, adj hozzá egy ládát, és erősítsd meg.";
    KnockDone: "Whoever says they cannot build although a scoring build exists can be robbed: the first player to knock builds with the overlooker's cards and takes the points. A knock when no scoring build existed gives every other player 2 points.",
        "Wer erklärt, nicht bauen zu können, obwohl ein Bau mit Punkten möglich ist, kann beraubt werden: wer zuerst klopft, baut mit den Karten des Übersehenden und bekommt die Punkte. Ein Klopfen, wenn es keinen solchen Bau gab, bringt jedem anderen Spieler 2 Punkte.",
        "Aki azt mondja, nem tud építeni, pedig volna pontot érő építés, azt ki lehet rabolni: aki elsőként kopog, a mulasztó kártyáival épít, és övé a pont. Ha nem volt pontot érő építés, a kopogás minden más játékosnak 2 pontot ad.";
    DrawTitle: "Draw, then build",
        "Ziehen, dann bauen",
        "Húzás, aztán építés";
    DrawGoal: "Now it is your own turn. Every turn begins with the top card of the deck, laid open in front of you like all the players' cards. Draw, then put a crate on top of the start crate with your left and right side.",
        "Jetzt bist du selbst am Zug. Jeder Zug beginnt mit der obersten Karte des Stapels, offen vor dich gelegt wie alle Karten der Spieler. Ziehe, und setze dann mit deiner linken und rechten Seite eine Kiste auf die Startkiste.",
        "Most te következel. Minden kör a pakli legfelső lapjával kezdődik, amely nyitottan kerül eléd, mint a játékosok összes kártyája. Húzz, aztán a bal és a jobb oldaladdal tegyél egy ládát a kezdőládára.";
    DrawHint: "Press Draw. Then raise the start crate's column to two crates and confirm.",
        "Drücke Ziehen. Erhöhe dann die Spalte der Startkiste auf zwei Kisten und bestätige.",
        "Nyomd meg a Húzás gombot. Aztán emeld a kezdőláda oszlopát két ládára, és erősítsd meg.";
    DrawDone: "The new crate takes a left and a right side from your hand; its lid is the one moved up from below: 3 − 2 = 1 point. The card you drew may wait for a later turn. All cards in front of the players are open; only the order of the deck is hidden.",
        "Die neue Kiste nimmt eine linke und eine rechte Seite aus deiner Hand; ihr Deckel ist der von unten hinaufgelegte: 3 − 2 = 1 Punkt. Die gezogene Karte darf auf einen späteren Zug warten. Alle Karten vor den Spielern liegen offen; nur die Reihenfolge des Stapels ist verdeckt.",
        "Az új láda egy bal és egy jobb oldalt vesz el a kezedből; a fedele az alulról feltett fedél: 3 − 2 = 1 pont. A húzott kártya várhat egy későbbi körre. A játékosok előtt minden kártya nyitott; csak a pakli sorrendje rejtett.";
    EndTitle: "The last build",
        "Der letzte Bau",
        "Az utolsó építés";
    EndGoal: "The deck is empty and every card is on the table. At the front upper corner three cards form a hexagon, read now as an empty corner. Re-lay them as a crate: 3 points for no card. You have 10 points, Player 2 has 12.",
        "Der Stapel ist leer, und alle Karten liegen auf dem Tisch. An der vorderen oberen Ecke bilden drei Karten ein Sechseck, jetzt als leere Ecke gelesen. Lege sie als Kiste um: 3 Punkte ohne Karte. Du hast 10 Punkte, Spieler 2 hat 12.",
        "A pakli kiürült, és minden kártya az asztalon van. Az elülső felső saroknál három kártya hatszöget alkot, most üres saroknak olvasva. Rakd át őket ládának: 3 pont kártya nélkül. Neked 10 pontod van, a 2. játékosnak 12.";
    EndHint: "Raise the front column, the one nearest to you, from three crates to four and confirm.",
        "Erhöhe die vordere Spalte, die dir am nächsten ist, von drei Kisten auf vier und bestätige.",
        "Emeld az elülső, hozzád legközelebbi oszlopot három ládáról négyre, és erősítsd meg.";
    EndDone: "The block is full and nobody can score with one build any more, so the game ends: the highest score wins, 13 against 12. The game ends when the deck is empty and no player can score with a single build.",
        "Der Block ist voll, und niemand kann mit einem Bau noch punkten, also endet das Spiel: die höchste Punktzahl gewinnt, 13 gegen 12. Das Spiel endet, wenn der Stapel leer ist und kein Spieler mit einem einzigen Bau punkten kann.",
        "A tömb megtelt, és egyetlen építéssel már senki sem szerezhet pontot, ezért a játszma véget ér: a legtöbb pont nyer, 13 a 12 ellen. A játszma akkor ér véget, ha a pakli üres, és egyik játékos sem szerezhet pontot egyetlen építéssel.";
    WhyLetItPass: "Passing let their overlooked build go unused. A scoring build existed, so a knock would have won you the point.",
        "Mit Passen bleibt ihr übersehener Bau ungenutzt. Ein Bau mit Punkten war möglich, also hätte dir ein Klopfen den Punkt gebracht.",
        "A passzolással kihasználatlan maradt az elmulasztott építés. Volt pontot érő építés, így a kopogás meghozta volna neked a pontot.";
    WhyGaveUpTheLastBuild: "Declaring no build leaves the corner empty and you at 10 against 12; Player 2 could even knock and take the 3 points.",
        "Wer keinen Bau erklärt, lässt die Ecke leer und bleibt bei 10 gegen 12; Spieler 2 könnte sogar klopfen und die 3 Punkte nehmen.",
        "Ha nem építesz, a sarok üres marad, és 10-nél maradsz a 12 ellen; a 2. játékos még kopoghat is, és elviheti a 3 pontot.";
    OpenTitle: "An open crate, a layer beneath: 19 points",
        "Eine offene Kiste, eine Lage darunter: 19 Punkte",
        "Nyitott láda, alá csúsztatott réteg: 19 pont";
    OpenGoal: "An open crate tops a tower of three. Nothing may ever stand on an open crate, and its card stays where it lies, but the stack may grow beneath it. You hold two left sides: re-lay the stack as a 2×2 block four crates high with the open crate on its back corner. Two crates come off, nine go on: 3 × 9 − 3 × 2 − 2 = 19 points.",
        "Eine offene Kiste krönt einen Turm aus drei Kisten. Auf einer offenen Kiste darf nie etwas stehen, und ihre Karte bleibt liegen, wo sie liegt, aber der Stapel darf unter ihr wachsen. Du hast zwei linke Seiten: lege den Stapel als 2×2-Block vier Kisten hoch um, mit der offenen Kiste auf seiner hinteren Ecke. Zwei Kisten kommen weg, neun dazu: 3 × 9 − 3 × 2 − 2 = 19 Punkte.",
        "Egy nyitott láda koronáz egy háromládás tornyot. Nyitott ládára soha semmi sem kerülhet, és a kártyája ott marad, ahol van, de a halom nőhet alatta. Két bal oldalad van: rakd át a halmot négy láda magas 2×2-es tömbbé, a nyitott ládával a hátsó sarkán. Két láda lekerül, kilenc felkerül: 3 × 9 − 3 × 2 − 2 = 19 pont.";
    OpenHint: "In the editor make columns 1, 2, 5 and 6 four crates high, empty column 3, and mark the open lid on column 1, the block's back corner: the board keeps the open card where it lies and lays the rest around it.",
        "Mache im Editor die Spalten 1, 2, 5 und 6 vier Kisten hoch, leere Spalte 3 und setze den offenen Deckel auf Spalte 1, die hintere Ecke des Blocks: das Brett lässt die offene Karte liegen und legt den Rest um sie herum.",
        "A szerkesztőben emeld az 1., 2., 5. és 6. oszlopot négy ládára, ürítsd ki a 3. oszlopot, és a nyitott fedelet jelöld az 1. oszlopra, a tömb hátsó sarkára: a tábla a nyitott kártyát a helyén hagyja, a többit köré rakja.";
    OpenDone: "Two crates came off and nine went on, for only two new cards: 27 − 6 − 2 = 19. The open crate kept its place in the drawing while a layer was slid in beneath it. Once built in, an open crate is never moved again; swapping a lid for an open crate and nothing else is not a build.",
        "Zwei Kisten kamen weg, neun dazu, für nur zwei neue Karten: 27 − 6 − 2 = 19. Die offene Kiste behielt ihren Platz in der Zeichnung, während darunter eine Lage eingeschoben wurde. Einmal eingebaut, wird eine offene Kiste nie mehr bewegt; nur einen Deckel gegen eine offene Kiste zu tauschen ist kein Bau.",
        "Két láda lekerült, kilenc felkerült, mindössze két új kártyáért: 27 − 6 − 2 = 19. A nyitott láda megtartotta helyét a rajzon, miközben alá egy réteget csúsztattunk. A beépített nyitott ládát soha többé nem lehet mozgatni; egy fedelet csupán nyitott ládára cserélni nem építés.";
    WhyStoppedAtThree: "14 points: columns 5 and 6 stopped at three crates. Your second left side takes them to four: five points more.",
        "14 Punkte: die Spalten 5 und 6 blieben bei drei Kisten. Deine zweite linke Seite bringt sie auf vier: fünf Punkte mehr.",
        "14 pont: az 5. és a 6. oszlop három ládánál megállt. A második bal oldalad négyre emeli őket: öt ponttal több.";
    }
}

/// The texts of stage `id`.
pub fn stage(id: &str) -> Option<StageWords<Ux>> {
    use Ux::*;
    let words = match id {
        "build-1" => [B1Title, B1Goal, B1Hint, B1Done],
        "build-2" => [B2Title, B2Goal, B2Hint, B2Done],
        "build-3" => [B3Title, B3Goal, B3Hint, B3Done],
        "build-4" => [B4Title, B4Goal, B4Hint, B4Done],
        "free-crate" => [FreeTitle, FreeGoal, FreeHint, FreeDone],
        "hidden-crate" => [HiddenTitle, HiddenGoal, HiddenHint, HiddenDone],
        "rebuild-9" => [NineTitle, NineGoal, NineHint, NineDone],
        "abbau" => [AbbauTitle, AbbauGoal, AbbauHint, AbbauDone],
        "knock" => [Ux::KnockTitle, Ux::KnockGoal, Ux::KnockHint, Ux::KnockDone],
        "draw" => [Ux::DrawTitle, Ux::DrawGoal, Ux::DrawHint, Ux::DrawDone],
        "last-build" => [Ux::EndTitle, Ux::EndGoal, Ux::EndHint, Ux::EndDone],
        "open-crate-19" => [Ux::OpenTitle, Ux::OpenGoal, Ux::OpenHint, Ux::OpenDone],
        _ => return None,
    };
    Some(StageWords::from(words))
}

/// Why a listed wrong move is wrong.
pub fn why(key: &str) -> Option<Ux> {
    Some(match key {
        "must-build" => Ux::WhyMustBuild,
        "missed-hidden" => Ux::WhyMissedHidden,
        "one-short" => Ux::WhyOneShort,
        "two-crates" => Ux::WhyTwoCrates,
        "let-it-pass" => Ux::WhyLetItPass,
        "gave-up-the-last-build" => Ux::WhyGaveUpTheLastBuild,
        "stopped-at-three" => Ux::WhyStoppedAtThree,
        _ => return None,
    })
}
