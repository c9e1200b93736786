//! The Cubes rules in our own words, agreeing with the project's rules note.

use yew::prelude::*;

use crate::components::rules_doc::{self, RulesText as Text};
use crate::i18n::Lang;

const EN: Text = Text {
    intro: "Cubes is played by 2 to 4 players on a 10 × 10 board. Each player owns five stones numbered 2 to 6 and tries to have all five on the board at once, each seeing exactly as many counting stones around it as its number — while the others shift the white stones and pass around the cards that say whose stones count for whom.",
    sections: &[
        ("Material and setting up", &[
            "Everyone sits at their own side of the board: two players face each other, three take three sides, four take all four. Each colour has five stones (2, 3, 4, 5, 6) with an active and an inactive side, and a dependency card. The deck holds 48 cards: 40 shift cards (four directions — away from you, towards you, to your left, to your right — each for 1 and for 2 squares, five copies of each) and 8 dependency-change cards (3 pass left, 3 pass right, 2 swap).",
            "First the players take turns placing the white stones, one at a time, on any empty square: 30 with two players, 28 with three, 26 with four. A random player starts the setup and later also takes the first turn.",
            "Then the dependency cards are dealt face up so that nobody gets their own colour, and everyone draws a hidden hand of 5 cards from the shuffled deck.",
        ]),
        ("Counting stones and active stones", &[
            "A stone is satisfied when the number of counting stones on the eight squares around it (straight and diagonal) equals its number. For you, the counting stones are all white stones plus the stones of the colour on your dependency card, active or not. If a card change ever gives you your own colour, your own stones count for you.",
            "Option “Neighbours”: the German rules say a stone counts the stones “directly diagonal or vertical” to it. We read that as all eight squares around (8, the default). Read word for word it means six squares: the four diagonal ones and the two “vertical” ones, in front of and behind the stone as seen from its owner’s seat (choose 6). With 6, the stones beside it do not count, so for the players on the left and right sides of the table other squares count than for those at the top and bottom; 6 is then also the most a stone can see, matching the highest stone.",
            "You may only place a stone where it is satisfied, so it always arrives active. After every action every stone on the board is checked again: a stone that is no longer satisfied turns to its inactive side, and an inactive stone that is satisfied again turns back. Inactive stones stay on the board until their owner picks them up.",
        ]),
        ("Your turn", &[
            "You have 2 action points; each action costs one, and you may end your turn early. The actions are:",
            "Place one of your stones from your supply on an empty square where it is satisfied. — Pick up one of your stones (active or inactive) back into your supply. — Play a card and draw a new one, so your hand stays at 5. — Exchange cards: discard one or more and draw as many. When the draw pile runs out, the discard pile is shuffled to make a new one.",
            "A shift card moves one white stone exactly 1 or exactly 2 squares in the card's direction, as seen from your seat. Every square on the way must be empty and on the board; nothing is jumped, and coloured stones are never shifted. A pass-left or pass-right card makes every player hand their dependency card to that neighbour; a swap card exchanges the dependency cards of any two players (you may be one of them).",
            "The third action point: when the numbers of your active stones on the board add up to 10 or more, you take a third point and may use it in the same turn — also when your second action reached the sum. It is checked at the start of your turn and after each of your actions; once taken it stays for that turn, but you keep it in later turns only if the sum is reached again then.",
        ]),
        ("Winning", &[
            "You win as soon as all five of your stones are on the board and active. If an action completes the five of another player, that player wins — not the one who acted, even if both complete at once; if it completes two other players, they win together.",
            "After 500 actions without a winner the game is a draw.",
        ]),
        ("Playing here", &[
            "The board shows the seats around it: each band holds the player's name, their dependency card (the colour they count) and, for the player to move, the action points — gold discs are points left, a dashed disc is the third point still beside the board. The draw pile and the discard pile are in the top corners. Active stones are solid with a white number; inactive stones are hatched with a dashed edge and a small × badge.",
            "Hands are secret, so between turns the screen asks to pass the device. The hand of the player to move appears only after they press \"I am …\"; \"Hide hand\" covers it again. The board itself is public.",
            "In the setup, click an empty square to place a white stone. In play, choose a stone below the board: the squares where it would be active are marked — click one to place it. Click one of your stones on the board to pick it up. Choose a shift card and the white stones it can move are ringed with an arrow to where they would land; click the stone (or where it lands). Choose a pass card and press \"Play card\", or a swap card and pick the two players. To exchange, choose several cards and press \"Exchange\". \"End turn\" passes with points left over. The arrows on the shift cards point the way the stone will move on this screen.",
            "Keyboard: tab to the board, move the cursor with the arrow keys and press Enter to act on its square; Escape clears a choice. Stones, cards and buttons are reachable with Tab.",
            "Notation: w:c4 (setup: a white stone on c4), p4:c4 (place your stone 4 on c4), u:c4 (pick up your stone on c4), s1A:c4 (play a shift card on the white stone on c4: distance 1 or 2 and direction A away, T towards, L left, R right, seen from your seat), pl and pr (pass left and pass right), sw:0-2 (swap the dependency cards of seats 0 and 2, counting seats from 0), x:1A,2R,pl (exchange these cards), end (end the turn). Squares run from a1 at the bottom left to j10.",
        ]),
    ],
};

const DE: Text = Text {
    intro: "Cubes spielen 2 bis 4 Personen auf einem Brett mit 10 × 10 Feldern. Jeder besitzt fünf Steine mit den Zahlen 2 bis 6 und will alle fünf gleichzeitig auf dem Brett haben, jeden mit genau so vielen zählenden Steinen rundum, wie seine Zahl sagt – während die anderen die weißen Steine verschieben und die Karten weiterreichen, die bestimmen, wessen Steine für wen zählen.",
    sections: &[
        ("Material und Aufbau", &[
            "Jeder sitzt an einer eigenen Seite des Bretts: zu zweit gegenüber, zu dritt an drei Seiten, zu viert an allen vier. Jede Farbe hat fünf Steine (2, 3, 4, 5, 6) mit einer aktiven und einer inaktiven Seite sowie eine Abhängigkeitskarte. Das Kartendeck hat 48 Karten: 40 Verschiebungskarten (vier Richtungen – von dir weg, zu dir her, nach links, nach rechts – je für 1 und 2 Felder, jede fünfmal) und 8 Abhängigkeitswechsel (3 × links weitergeben, 3 × rechts weitergeben, 2 × tauschen).",
            "Zuerst setzen die Spieler abwechselnd die weißen Steine einzeln auf beliebige leere Felder: 30 zu zweit, 28 zu dritt, 26 zu viert. Ein ausgeloster Spieler beginnt den Aufbau und macht später auch den ersten Zug.",
            "Dann werden die Abhängigkeitskarten offen so verteilt, dass niemand seine eigene Farbe bekommt, und jeder zieht 5 verdeckte Handkarten vom gemischten Deck.",
        ]),
        ("Zählende und aktive Steine", &[
            "Ein Stein ist erfüllt, wenn auf den acht Feldern um ihn herum (gerade und schräg) genau so viele zählende Steine liegen, wie seine Zahl angibt. Für dich zählen alle weißen Steine und die Steine der Farbe auf deiner Abhängigkeitskarte, ob aktiv oder nicht. Bekommst du durch einen Kartenwechsel deine eigene Farbe, zählen deine eigenen Steine für dich.",
            "Option „Nachbarn“: Die deutsche Anleitung zählt die Steine, die „direkt diagonal oder vertikal“ angrenzen. Wir lesen das als alle acht Felder ringsum (8, die Vorgabe). Wörtlich genommen sind es sechs Felder: die vier schrägen und die zwei „vertikalen“, vor und hinter dem Stein, vom Platz seines Besitzers aus gesehen (6 wählen). Mit 6 zählen die Steine links und rechts daneben nicht; für die Spieler an den Seiten des Tisches zählen also andere Felder als für die oben und unten, und 6 ist dann auch das Höchste, was ein Stein sehen kann – wie der höchste Stein.",
            "Ein Stein darf nur dort gesetzt werden, wo er erfüllt ist; er kommt also immer aktiv aufs Brett. Nach jeder Aktion werden alle Steine neu geprüft: Ein nicht mehr erfüllter Stein wird auf die inaktive Seite gedreht, ein wieder erfüllter inaktiver Stein zurück auf die aktive. Inaktive Steine bleiben liegen, bis ihr Besitzer sie aufnimmt.",
        ]),
        ("Dein Zug", &[
            "Du hast 2 Aktionspunkte; jede Aktion kostet einen, und du darfst den Zug früher beenden. Die Aktionen:",
            "Einen Stein aus deinem Vorrat auf ein leeres Feld setzen, auf dem er erfüllt ist. – Einen eigenen Stein (aktiv oder inaktiv) in den Vorrat zurücknehmen. – Eine Karte ausspielen und eine neue ziehen, sodass du wieder 5 hast. – Karten tauschen: eine oder mehrere ablegen und ebenso viele ziehen. Ist der Nachziehstapel leer, wird der Ablagestapel gemischt und wird zum neuen.",
            "Eine Verschiebungskarte bewegt einen weißen Stein genau 1 oder genau 2 Felder in die Richtung der Karte, von deinem Platz aus gesehen. Jedes Feld auf dem Weg muss leer sein und auf dem Brett liegen; übersprungen wird nichts, und farbige Steine werden nie verschoben. Bei „links weitergeben“ bzw. „rechts weitergeben“ reicht jeder seine Abhängigkeitskarte an diesen Nachbarn; „tauschen“ vertauscht die Abhängigkeitskarten zweier beliebiger Spieler (du kannst einer davon sein).",
            "Der dritte Aktionspunkt: Ergeben die Zahlen deiner aktiven Steine auf dem Brett zusammen 10 oder mehr, nimmst du einen dritten Punkt und darfst ihn im selben Zug nutzen – auch wenn erst deine zweite Aktion die Summe erreicht hat. Geprüft wird zu Beginn deines Zugs und nach jeder deiner Aktionen; einmal genommen, bleibt er für diesen Zug, in späteren Zügen aber nur, wenn die Summe dann wieder erreicht ist.",
        ]),
        ("Gewinnen", &[
            "Du gewinnst, sobald alle fünf deiner Steine auf dem Brett liegen und aktiv sind. Vervollständigt eine Aktion die fünf eines anderen Spielers, gewinnt dieser – nicht der Handelnde, auch wenn beide zugleich fertig werden; werden zwei andere fertig, gewinnen sie gemeinsam.",
            "Nach 500 Aktionen ohne Sieger endet das Spiel unentschieden.",
        ]),
        ("So spielst du hier", &[
            "Rund um das Brett liegen die Plätze: Jede Leiste zeigt den Namen, die Abhängigkeitskarte (die Farbe, die dort zählt) und beim Spieler am Zug die Aktionspunkte – goldene Scheiben sind übrige Punkte, eine gestrichelte ist der dritte Punkt, der noch neben dem Brett liegt. Nachziehstapel und Ablagestapel liegen in den oberen Ecken. Aktive Steine sind voll gefärbt mit weißer Zahl; inaktive sind schraffiert, gestrichelt umrandet und tragen ein kleines ×.",
            "Die Handkarten sind geheim, deshalb bittet der Bildschirm zwischen den Zügen, das Gerät weiterzugeben. Die Karten des Spielers am Zug erscheinen erst, wenn er „Ich bin …“ drückt; „Karten verdecken“ deckt sie wieder zu. Das Brett selbst ist öffentlich.",
            "Im Aufbau klickst du auf ein leeres Feld, um einen weißen Stein zu setzen. Im Spiel wählst du unter dem Brett einen Stein: Die Felder, auf denen er aktiv wäre, werden markiert – ein Klick setzt ihn. Ein Klick auf einen eigenen Stein auf dem Brett nimmt ihn auf. Wählst du eine Verschiebungskarte, werden die weißen Steine, die sie bewegen kann, umkreist, mit einem Pfeil zum Zielfeld; klicke den Stein (oder sein Ziel). Bei einer Weitergabekarte drückst du „Karte spielen“, bei „tauschen“ wählst du die zwei Spieler. Zum Tauschen mehrere Karten wählen und „tauschen“ drücken. „Zug beenden“ verzichtet auf übrige Punkte. Die Pfeile auf den Verschiebungskarten zeigen, wohin der Stein auf diesem Bildschirm wandert.",
            "Tastatur: mit Tab zum Brett, den Cursor mit den Pfeiltasten bewegen und mit Enter auf seinem Feld handeln; Escape hebt eine Auswahl auf. Steine, Karten und Knöpfe erreichst du mit Tab.",
            "Notation: w:c4 (Aufbau: weißer Stein auf c4), p4:c4 (deinen Stein 4 auf c4 setzen), u:c4 (deinen Stein auf c4 aufnehmen), s1A:c4 (Verschiebungskarte auf den weißen Stein auf c4: Weite 1 oder 2 und Richtung A weg, T her, L links, R rechts, von deinem Platz aus), pl und pr (links bzw. rechts weitergeben), sw:0-2 (Abhängigkeitskarten der Plätze 0 und 2 tauschen, Plätze ab 0 gezählt), x:1A,2R,pl (diese Karten tauschen), end (Zug beenden). Die Felder reichen von a1 unten links bis j10.",
        ]),
    ],
};

const HU: Text = Text {
    intro: "A Cubest 2–4 játékos játssza egy 10 × 10-es táblán. Mindenkinek öt köve van 2-től 6-ig számozva, és az a cél, hogy mind az öt egyszerre a táblán legyen, és mindegyik körül pontosan annyi számító kő álljon, amennyi a száma – miközben a többiek tologatják a fehér köveket, és körbeadják a lapokat, amelyek megmondják, kinek kinek a kövei számítanak.",
    sections: &[
        ("Kellékek és előkészítés", &[
            "Mindenki a tábla egy saját oldalán ül: ketten szemben, hárman három oldalon, négyen mind a négyen. Minden színhez öt kő tartozik (2, 3, 4, 5, 6) aktív és inaktív oldallal, valamint egy függőségi lap. A pakli 48 lapos: 40 eltolás-lap (négy irány – tőled el, feléd, balra, jobbra – 1 és 2 mezőre, mindegyik ötször) és 8 függőségváltó lap (3 balra adás, 3 jobbra adás, 2 csere).",
            "Először a játékosok felváltva egyenként leteszik a fehér köveket tetszőleges üres mezőkre: ketten 30-at, hárman 28-at, négyen 26-ot. Egy kisorsolt játékos kezdi az előkészítést, és később ő lép elsőként is.",
            "Ezután a függőségi lapokat képpel felfelé úgy osztják ki, hogy senki ne a saját színét kapja, és mindenki húz 5 rejtett lapot a megkevert pakliból.",
        ]),
        ("Számító kövek és aktív kövek", &[
            "Egy kő akkor teljesül, ha a körülötte lévő nyolc mezőn (egyenesen és átlósan) pontosan annyi számító kő áll, amennyi a száma. Neked minden fehér kő számít, valamint a függőségi lapodon álló szín kövei, akár aktívak, akár nem. Ha egy lapváltás a saját színedet adja neked, a saját köveid is számítanak.",
            "„Szomszédok” beállítás: a német szabály azokat a köveket számolja, amelyek „közvetlenül átlósan vagy függőlegesen” érintkeznek. Mi ezt a körülötte lévő mind a nyolc mezőnek vesszük (8, az alapértelmezés). Szó szerint véve hat mezőről van szó: a négy átlósról és a két „függőlegesről”, a kő előtt és mögött, a tulajdonosa helyéről nézve (6). Hattal a kő melletti kövek nem számítanak, így az asztal oldalán ülő játékosoknak más mezők számítanak, mint a felül és alul ülőknek; és 6 lesz a legtöbb, amit egy kő láthat, ahogy a legnagyobb kő is 6.",
            "Követ csak oda tehetsz, ahol teljesül, így mindig aktívan kerül a táblára. Minden akció után minden követ újra megvizsgálnak: amelyik már nem teljesül, az inaktív oldalára fordul, amelyik újra teljesül, visszafordul aktívra. Az inaktív kövek a táblán maradnak, amíg a gazdájuk fel nem veszi őket.",
        ]),
        ("A köröd", &[
            "2 akciópontod van; minden akció egyet ér, és a kört korábban is befejezheted. Az akciók:",
            "Egy követ a készletedből letenni egy üres mezőre, ahol teljesül. – Egy saját kövedet (aktívat vagy inaktívat) visszavenni a készletbe. – Kijátszani egy lapot és újat húzni, hogy ismét 5 lapod legyen. – Lapcsere: egy vagy több lapot eldobni és ugyanannyit húzni. Ha a húzópakli elfogy, a dobópaklit megkeverve új húzópakli lesz belőle.",
            "Az eltolás-lap egy fehér követ pontosan 1 vagy pontosan 2 mezővel mozgat a lap irányába, a helyedről nézve. Az útba eső minden mezőnek üresnek és a táblán belül kell lennie; átugrani nem lehet, és színes követ soha nem tolunk. Balra vagy jobbra adásnál mindenki az adott szomszédjának adja a függőségi lapját; a csere bármely két játékos függőségi lapját felcseréli (te is lehetsz az egyik).",
            "A harmadik akciópont: ha a táblán lévő aktív köveid számainak összege legalább 10, megkapod a harmadik pontot, és ugyanabban a körben fel is használhatod – akkor is, ha csak a második akciód érte el az összeget. A körödet kezdve és minden akciód után vizsgáljuk; ha egyszer megkaptad, abban a körben megmarad, a későbbi körökben viszont csak akkor, ha az összeg akkor is megvan.",
        ]),
        ("A győzelem", &[
            "Az nyer, akinek mind az öt köve a táblán van és aktív. Ha egy akció egy másik játékos ötösét teszi teljessé, ő nyer – nem az, aki lépett, akkor sem, ha mindketten egyszerre lesznek készen; ha két másik játékosét, ők együtt nyernek.",
            "Ha 500 akció után sincs győztes, a játék döntetlen.",
        ]),
        ("Játék itt", &[
            "A tábla körül láthatók a helyek: minden sávban ott a játékos neve, a függőségi lapja (a szín, amelyet számol) és a soron lévő játékosnál az akciópontok – az arany korongok a megmaradt pontok, a szaggatott korong a még tábla mellett lévő harmadik pont. A húzópakli és a dobópakli a felső sarkokban van. Az aktív kövek telt színűek fehér számmal; az inaktívak vonalkázottak, szaggatott szélűek, és kis × jelet viselnek.",
            "A lapok titkosak, ezért a körök között a képernyő kéri, hogy add tovább az eszközt. A soron lévő játékos lapjai csak akkor jelennek meg, ha megnyomja az „Én vagyok …” gombot; a „Lapok elrejtése” újra letakarja őket. Maga a tábla nyilvános.",
            "Előkészítéskor egy üres mezőre kattintva teszel le fehér követ. Játék közben válassz egy követ a tábla alatt: azok a mezők, ahol aktív lenne, meg vannak jelölve – kattints egyre a lerakáshoz. Egy saját kövedre kattintva a táblán felveszed. Ha eltolás-lapot választasz, a mozgatható fehér köveket gyűrű és a célmezőig mutató nyíl jelzi; kattints a kőre (vagy a céljára). Adás-lapnál nyomd meg a „Lap kijátszása” gombot, cserelapnál válaszd ki a két játékost. Lapcseréhez jelölj ki több lapot, és nyomd meg a „csere” gombot. A „Kör vége” a megmaradt pontokról lemond. Az eltolás-lapok nyilai azt mutatják, merre mozdul a kő ezen a képernyőn.",
            "Billentyűzet: Tab-bal a táblára, a kurzort a nyilakkal mozgatod, és Enterrel cselekszel a mezőjén; az Escape törli a kijelölést. A köveket, lapokat és gombokat Tab-bal éred el.",
            "Jelölés: w:c4 (előkészítés: fehér kő a c4-re), p4:c4 (a 4-es köved a c4-re), u:c4 (a c4-en álló köved felvétele), s1A:c4 (eltolás-lap a c4-en álló fehér kőre: táv 1 vagy 2, irány A el, T felém, L balra, R jobbra, a helyedről nézve), pl és pr (balra, illetve jobbra adás), sw:0-2 (a 0. és 2. hely függőségi lapjának cseréje, a helyeket 0-tól számolva), x:1A,2R,pl (ezeknek a lapoknak a cseréje), end (kör vége). A mezők a bal alsó a1-től a j10-ig tartanak.",
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
    fn every_language_has_the_same_sections() {
        rules_doc::assert_parallel([&EN, &DE, &HU]);
        for t in [&EN, &DE, &HU] {
            let all: String = t
                .sections
                .iter()
                .flat_map(|(_, p)| p.iter().copied())
                .collect();
            for notation in [
                "w:c4",
                "p4:c4",
                "u:c4",
                "s1A:c4",
                "sw:0-2",
                "x:1A,2R,pl",
                "end",
            ] {
                assert!(all.contains(notation), "{notation}");
            }
        }
    }
}
