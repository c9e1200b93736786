//! The Mojave rules in our own words, agreeing with the project's rules note
//! (`shared/rules/mojave.md`), with how to play on this board and the notation.

use yew::prelude::*;

use crate::components::rules_doc::{self, RulesText as Text};
use crate::i18n::Lang;

const EN: Text = Text {
    intro: "Würfel-Strategie (Mojave) is a game for two. Each player has 15 dice, and the dice are the pieces: they tip over across the board square by square and fight when they stop beside enemy dice. Remove all of your opponent's dice to win.",
    sections: &[
        ("Board and setup", &[
            "The board has 15 columns, a to o from west to east, and 20 rows, 1 to 20 from south to north (the length can be set from 16 to 30 rows). South plays red, North plays black.",
            "Each player sets up on rows 3 and 4 counted from their own short side, on every other square. In row 3 the outer square stays empty and the next one holds a die (b, d, … n: 7 dice); in row 4 the first square holds a die (a, c, … o: 8 dice). All dice show 1 on top; in row 3 the 3 faces the middle of the board, in row 4 the 2. On 20 rows Red stands on rows 3 and 4, Black on rows 18 and 17.",
            "Red moves first, unless the option “Who starts” says black or random.",
        ]),
        ("The dice", &[
            "Ordinary dice: opposite faces add up to 7, and with 1 on top and 2 facing south, the 3 faces east. What counts is a die's whole orientation, not only its top.",
            "Tipping a die one square rolls it over its edge: the old top now faces the way it rolled, and the face that looked the opposite way comes up.",
        ]),
        ("Your move", &[
            "Choose one of your dice and tip it exactly as many squares as its top shows at the start of the move, forwards, backwards or sideways, never diagonally.",
            "The path runs straight, or straight and then, after one turn to the side, straight again (an L). It never turns back. Every square on the way and the end square must be empty and on the board: dice never jump over other dice.",
            "A move is where the die ends and which way up it lies there. The two orders of an L to one square usually leave the die turned differently, and then they are two different moves. But when one run is 4 long (a full roll) or both runs are 2 long (two half rolls), both orders leave the die the same way: that is one move, allowed if either path is free.",
        ]),
        ("Fights", &[
            "When a die ends its move, look at the enemy dice on the squares next to it (not diagonally). If there are none, nothing happens.",
            "Two or three enemy dice: the moved die's top is compared with the sum of their tops.",
            "Exactly one enemy die: the sum of the tops of all your dice next to it (the moved die and any others) is compared with its top.",
            "The smaller side leaves the board, every die of it. If both are equal, the attacked dice are in Zugzwang.",
        ]),
        ("Zugzwang", &[
            "The player whose dice are in Zugzwang must answer with the next move, in one of two ways:",
            "(a) Move another of their dice so that it ends next to the attacking die. The attacker is now outnumbered and leaves the board; then the die that just moved fights as usual.",
            "(b) Move the attacked die away, so that it no longer stands next to the attacker. If two or three dice were attacked, only one of them may move away; the others leave the board.",
            "If neither is possible, the attacked dice leave the board at once and the player makes an ordinary move.",
        ]),
        ("End of the game", &[
            "A player with no dice left on the board loses.",
            "A move limit may be agreed (option, counting the moves of both players). When it runs out, the player with more dice wins; equal numbers are a draw.",
            "A player none of whose dice can move passes. Two passes in a row end the game: more dice wins, equal is a draw. After 300 moves the game ends the same way.",
        ]),
        ("Playing here", &[
            "Click or tap one of your dice, or move the cursor with the arrow keys and press Enter. Every square it can reach gets a mark with the number the die will show on top there; point at a mark, or move the cursor onto it, to see the path. Click the mark (or press Enter) to move. A mark with a double ring means the die can end there lying in different ways: a small list then lets you pick, with the top each one gives. Escape cancels.",
            "Each die shows its top and the two sides facing you, so you can see how it will roll; its pips have the shape of the player's mark. The line under the board names every face of the die under the pointer or cursor. “Turn” puts North at the bottom; on a phone, “Zoom” makes the squares larger and lets the board scroll sideways.",
            "Above the board you can read what the last move caused: fights with their sums, the dice that left, and a pending Zugzwang with what the player must do. The players panel counts each player's dice.",
            "Moves are written as the die's square, a colon, and the path as one or two runs, each a direction (n, e, s, w) and a length: c3:n3 tips the die on c3 three squares north; c3:n2e1 tips it two north, then one east. When both orders of an L are one move, either may be typed, and it is written with the north or south run first (c3:e2n2 is written c3:n2e2). “pass” is allowed only when no die can move.",
        ]),
    ],
};

const DE: Text = Text {
    intro: "Würfel-Strategie (Mojave) ist ein Spiel für zwei. Jeder hat 15 Würfel, und die Würfel sind die Spielfiguren: Sie kippen Feld für Feld über das Brett und kämpfen, wenn sie neben gegnerischen Würfeln stehen bleiben. Wer alle gegnerischen Würfel vom Brett bringt, gewinnt.",
    sections: &[
        ("Brett und Aufstellung", &[
            "Das Brett hat 15 Spalten, a bis o von West nach Ost, und 20 Reihen, 1 bis 20 von Süd nach Nord (die Länge lässt sich von 16 bis 30 Reihen einstellen). Süd spielt Rot, Nord spielt Schwarz.",
            "Jeder stellt auf den Reihen 3 und 4 auf, von der eigenen Schmalseite aus gezählt, auf jedes zweite Feld. In Reihe 3 bleibt das äußere Feld frei und das nächste bekommt einen Würfel (b, d, … n: 7 Würfel); in Reihe 4 bekommt das erste Feld einen Würfel (a, c, … o: 8 Würfel). Alle Würfel zeigen oben die 1; in Reihe 3 zeigt die 3 zur Brettmitte, in Reihe 4 die 2. Bei 20 Reihen steht Rot auf den Reihen 3 und 4, Schwarz auf 18 und 17.",
            "Rot beginnt, außer die Option „Wer beginnt“ sagt Schwarz oder Zufall.",
        ]),
        ("Die Würfel", &[
            "Gewöhnliche Würfel: Gegenüberliegende Seiten ergeben zusammen 7, und liegt die 1 oben und zeigt die 2 nach Süden, dann zeigt die 3 nach Osten. Es zählt die ganze Lage eines Würfels, nicht nur die obere Zahl.",
            "Kippt ein Würfel um ein Feld, rollt er über seine Kante: Die alte Oberseite zeigt nun in die Richtung, in die er gerollt ist, und die Seite, die in die Gegenrichtung sah, kommt nach oben.",
        ]),
        ("Dein Zug", &[
            "Wähle einen deiner Würfel und kippe ihn genau so viele Felder weit, wie er zu Beginn des Zuges oben zeigt – vorwärts, rückwärts oder seitwärts, nie schräg.",
            "Der Weg verläuft gerade, oder gerade und nach einem Abbiegen zur Seite wieder gerade (ein L). Er kehrt nie um. Jedes Feld auf dem Weg und das Zielfeld müssen frei sein und auf dem Brett liegen: Würfel springen nie über andere.",
            "Ein Zug ist, wo der Würfel endet und wie er dort liegt. Die beiden Reihenfolgen eines L zum selben Feld lassen den Würfel meist verschieden liegen; dann sind es zwei verschiedene Züge. Ist aber ein Abschnitt 4 Felder lang (eine ganze Umdrehung) oder sind beide 2 lang (zwei halbe), liegt der Würfel bei beiden Reihenfolgen gleich: Das ist ein einziger Zug, erlaubt, wenn einer der beiden Wege frei ist.",
        ]),
        ("Kämpfe", &[
            "Hat ein Würfel seinen Zug beendet, zählen die gegnerischen Würfel auf den Nachbarfeldern (nicht schräg). Gibt es keine, passiert nichts.",
            "Zwei oder drei gegnerische Würfel: Die obere Zahl des gezogenen Würfels wird mit der Summe ihrer oberen Zahlen verglichen.",
            "Genau ein gegnerischer Würfel: Die Summe der oberen Zahlen aller eigenen Würfel neben ihm (der gezogene und alle anderen) wird mit seiner oberen Zahl verglichen.",
            "Die kleinere Seite verlässt das Brett, mit jedem ihrer Würfel. Bei Gleichstand sind die angegriffenen Würfel im Zugzwang.",
        ]),
        ("Zugzwang", &[
            "Wessen Würfel im Zugzwang sind, muss mit dem nächsten Zug auf eine von zwei Arten antworten:",
            "(a) Einen anderen eigenen Würfel so ziehen, dass er neben dem angreifenden Würfel endet. Der Angreifer ist nun unterlegen und verlässt das Brett; danach kämpft der gerade gezogene Würfel wie üblich.",
            "(b) Den angegriffenen Würfel wegziehen, sodass er nicht mehr neben dem Angreifer steht. Waren zwei oder drei Würfel angegriffen, darf nur einer von ihnen wegziehen; die anderen verlassen das Brett.",
            "Ist beides unmöglich, verlassen die angegriffenen Würfel sofort das Brett, und der Spieler zieht ganz normal.",
        ]),
        ("Spielende", &[
            "Wer keine Würfel mehr auf dem Brett hat, verliert.",
            "Ein Zuglimit kann vereinbart werden (Option, die Züge beider Spieler zusammen). Ist es erreicht, gewinnt, wer mehr Würfel hat; bei gleich vielen ist es unentschieden.",
            "Wer mit keinem Würfel ziehen kann, passt. Zweimal Passen hintereinander beendet das Spiel: Mehr Würfel gewinnt, gleich viele sind unentschieden. Nach 300 Zügen endet das Spiel ebenso.",
        ]),
        ("So spielst du hier", &[
            "Einen deiner Würfel anklicken oder antippen, oder den Cursor mit den Pfeiltasten hinbewegen und Enter drücken. Jedes erreichbare Feld bekommt eine Marke mit der Zahl, die der Würfel dort oben zeigen wird; zeigst du auf eine Marke (oder steht der Cursor darauf), erscheint der Weg. Ein Klick auf die Marke (oder Enter) zieht. Eine Marke mit doppeltem Ring heißt: Der Würfel kann dort verschieden liegen. Dann lässt dich eine kleine Liste wählen, jeweils mit der Zahl, die oben landet. Escape bricht ab.",
            "Jeder Würfel zeigt seine Oberseite und die zwei Seiten, die zu dir schauen – so siehst du, wie er rollen wird; seine Augen haben die Form des Spielerzeichens. Die Zeile unter dem Brett nennt alle Seiten des Würfels unter Zeiger oder Cursor. „Drehen“ legt Nord nach unten; auf dem Handy macht „Zoom“ die Felder größer, und das Brett scrollt seitwärts.",
            "Über dem Brett steht, was der letzte Zug bewirkt hat: Kämpfe mit ihren Summen, die Würfel, die das Brett verlassen haben, und ein offener Zugzwang mit dem, was der Spieler tun muss. Die Spielerliste zählt die Würfel jedes Spielers.",
            "Notation: das Feld des Würfels, ein Doppelpunkt und der Weg als ein oder zwei Abschnitte aus Richtung (n, e, s, w für Nord, Ost, Süd, West) und Länge: c3:n3 kippt den Würfel auf c3 drei Felder nach Norden; c3:n2e1 zwei nach Norden, dann eins nach Osten. Sind beide Reihenfolgen eines L ein Zug, darf man jede eingeben; geschrieben wird er mit dem Nord- oder Südabschnitt zuerst (c3:e2n2 wird zu c3:n2e2). „pass“ ist nur erlaubt, wenn kein Würfel ziehen kann.",
        ]),
    ],
};

const HU: Text = Text {
    intro: "A Kockastratégia (Mojave) kétszemélyes játék. Mindkét játékosnak 15 kockája van, és a kockák a bábuk: mezőről mezőre billennek át a táblán, és harcolnak, ha ellenséges kockák mellett állnak meg. Az nyer, aki az ellenfél összes kockáját leszorítja a tábláról.",
    sections: &[
        ("Tábla és kezdőállás", &[
            "A tábla 15 oszlopos, nyugatról keletre a–o, és 20 soros, délről északra 1–20 (a hossz 16 és 30 sor között állítható). Dél a piros, Észak a fekete.",
            "Mindenki a saját rövid oldalától számított 3. és 4. sorba állít, minden második mezőre. A 3. sorban a szélső mező üresen marad, a következőre kerül kocka (b, d, … n: 7 kocka); a 4. sorban az első mezőre kerül kocka (a, c, … o: 8 kocka). Minden kocka tetején 1 áll; a 3. sorban a 3-as, a 4. sorban a 2-es néz a tábla közepe felé. 20 sornál a piros a 3. és 4., a fekete a 18. és 17. sorban áll.",
            "A piros kezd, hacsak a „Ki kezd” beállítás nem feketét vagy véletlent ír elő.",
        ]),
        ("A kockák", &[
            "Szokásos dobókockák: a szemközti lapok összege 7, és ha felül 1 van, délre a 2 néz, akkor keletre a 3. A kocka teljes helyzete számít, nem csak a teteje.",
            "Egy mezőnyi billentéskor a kocka átfordul az élén: a régi teteje abba az irányba néz, amerre gördült, és az a lap kerül felülre, amely az ellenkező irányba nézett.",
        ]),
        ("A lépésed", &[
            "Válassz egy kockádat, és billentsd pontosan annyi mezőt, amennyit a lépés elején a teteje mutat – előre, hátra vagy oldalra, átlósan soha.",
            "Az út egyenes, vagy egyenes, majd egyszer oldalra fordulva ismét egyenes (L alakú). Visszafordulni nem lehet. Az út minden mezőjének és a célmezőnek üresnek kell lennie és a táblán kell lennie: kocka sosem ugrik át másikat.",
            "Egy lépés az, hogy a kocka hová érkezik és hogyan áll ott. Egy L két sorrendje ugyanarra a mezőre általában másként hagyja a kockát, és akkor ez két különböző lépés. Ha viszont az egyik szakasz 4 hosszú (egy teljes fordulat), vagy mindkettő 2 hosszú (két félfordulat), a kocka mindkét sorrendben ugyanúgy áll: ez egyetlen lépés, amely akkor szabályos, ha a két út közül bármelyik szabad.",
        ]),
        ("Harc", &[
            "Ha egy kocka befejezte a lépését, nézd meg a vele oldalszomszédos (nem átlós) mezőkön álló ellenséges kockákat. Ha nincs ilyen, nem történik semmi.",
            "Két vagy három ellenséges kocka: a lépő kocka tetejét hasonlítjuk össze az ő tetejük összegével.",
            "Pontosan egy ellenséges kocka: a mellette álló összes saját kocka (a lépő és a többi) tetejének összegét hasonlítjuk össze az ő tetejével.",
            "A kisebb oldal minden kockája lekerül a tábláról. Egyenlőség esetén a megtámadott kockák lépéskényszerbe (Zugzwang) kerülnek.",
        ]),
        ("Lépéskényszer (Zugzwang)", &[
            "Akinek a kockái lépéskényszerben vannak, a következő lépésével kétféleképpen válaszolhat:",
            "(a) Egy másik saját kockáját úgy lépi, hogy a támadó kocka mellett álljon meg. A támadó így alulmarad és lekerül a tábláról; ezután a most lépett kocka a szokásos módon harcol.",
            "(b) Elviszi a megtámadott kockát, hogy többé ne álljon a támadó mellett. Ha kettőt vagy hármat támadtak meg, csak egyikük léphet el; a többi lekerül a tábláról.",
            "Ha egyik sem lehetséges, a megtámadott kockák azonnal lekerülnek, és a játékos rendesen lép.",
        ]),
        ("A játék vége", &[
            "Akinek nem maradt kockája a táblán, veszít.",
            "Lépéskorlát is megadható (beállítás; a két játékos lépései együtt számítanak). Ha elfogy, a több kockával rendelkező nyer; egyenlőség esetén döntetlen.",
            "Aki egyik kockájával sem tud lépni, passzol. Két egymást követő passz véget vet a játéknak: a több kocka nyer, egyenlőség esetén döntetlen. 300 lépés után ugyanígy ér véget a játék.",
        ]),
        ("Játék itt", &[
            "Kattints vagy koppints az egyik kockádra, vagy vidd oda a kurzort a nyilakkal, és nyomj Entert. Minden elérhető mező jelölést kap azzal a számmal, amely ott a kocka tetején lesz; ha egy jelölésre mutatsz (vagy a kurzor rajta áll), megjelenik az út. A jelölésre kattintva (vagy Enterrel) lépsz. A dupla gyűrűs jelölés azt jelenti, hogy a kocka ott többféleképpen állhat: ilyenkor egy kis listából választhatsz, mindegyiknél a kapott tetővel. Az Escape megszakítja.",
            "Minden kockán látszik a teteje és a feléd néző két oldala, így látod, hogyan fog gördülni; a pöttyök a játékos jelének alakját követik. A tábla alatti sor felsorolja a mutató vagy a kurzor alatti kocka minden lapját. A „Forgatás” északot teszi alulra; telefonon a „Nagyítás” nagyobbra veszi a mezőket, és a tábla oldalra görgethető lesz.",
            "A tábla fölött olvasható, mit okozott az utolsó lépés: a harcokat az összegekkel, a lekerült kockákat, és a fennálló lépéskényszert azzal, amit a játékosnak tennie kell. A játékoslista mutatja, kinek hány kockája van.",
            "Jelölés: a kocka mezője, kettőspont, majd az út egy vagy két szakaszként, mindegyik egy irány (n, e, s, w: észak, kelet, dél, nyugat) és egy hossz: c3:n3 a c3-as kockát három mezővel északra billenti; c3:n2e1 kettővel északra, majd eggyel keletre. Ha egy L két sorrendje egyetlen lépés, bármelyik beírható, és az északi vagy déli szakasszal kezdve írjuk le (c3:e2n2 helyett c3:n2e2). A „pass” csak akkor megengedett, ha egyik kocka sem léphet.",
        ]),
    ],
};

pub fn rules(lang: Lang) -> Html {
    rules_doc::render(lang, [&EN, &DE, &HU])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_languages_cover_the_same_sections() {
        rules_doc::assert_parallel([&EN, &DE, &HU]);
    }

    #[test]
    fn the_notation_examples_are_real_moves() {
        for t in [&EN, &DE, &HU] {
            let play = t
                .sections
                .last()
                .map(|(_, p)| p.join(" "))
                .unwrap_or_default();
            for m in ["c3:n3", "c3:n2e1"] {
                assert!(play.contains(m));
                assert!(m.parse::<rules::mojave::Move>().is_ok());
            }
        }
    }
}
