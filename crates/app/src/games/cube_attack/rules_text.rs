//! The Cube Attack rules in our own words, agreeing with the project's rules note
//! (`shared/rules/cube-attack.md`), with how to play on this board and the notation.

use yew::prelude::*;

use crate::components::rules_doc::{self, RulesText as Text};
use crate::i18n::Lang;

const EN: Text = Text {
    intro: "Cube Attack is for 2 to 6 players and takes 20–30 minutes. Your cubes travel a map of planets joined by orbits; they pick up weapons and extra lives, fight each other and hold the moons, which score at the end of every round. The first player to reach 64 points wins.",
    sections: &[
        ("Material", &[
            "Each player has 20 cubes of a colour and a marker on the score track. A cube shows one of three faces: blank (no weapon), a triangle (a short-range weapon) or a square (a long-range weapon).",
        ]),
        ("The map", &[
            "There are six kinds of planet: start planets (one per seat), Würfel planets (an extra cube), Extraleben planets (an extra life), Bewaffnung planets (a weapon), half moons (2 points) and full moons (4 points). Two planets are connected when an orbit runs between them with no planet in between. A start planet is joined to one Extraleben and one Bewaffnung planet only, never to a moon or a Würfel planet, and it hangs outside the orbits without cutting any.",
            "Our default map is laid out six-fold around a centre. In the middle is a full moon. Around it, an inner ring of six planets alternates half moons and Würfel planets; each is joined to its two ring neighbours and to the full moon. An outer ring of twelve planets alternates Extraleben and Bewaffnung planets, each joined to its two ring neighbours. Spokes join every inner planet to the two outer planets on either side of it. The six start planets sit outside the outer ring, each joined to the Extraleben and the Bewaffnung planet next to it.",
            "Which start planets are used: 2 players sit opposite each other; 3 players every other one; 4 players two pairs of neighbours facing each other; 5 players all but one; 6 players all of them.",
        ]),
        ("Setting up", &[
            "Everyone takes a colour and puts their score marker on 0. Four of your 20 cubes stand on your start planet, blank side up; the other 16 are your reserve, which pays for extra cubes and extra lives. (The number of starting cubes is an option, 1 to 20.) A random player starts, and play goes clockwise.",
        ]),
        ("Your turn: two actions", &[
            "Move: one of your cubes goes along an orbit to a connected planet. No cube may ever enter a start planet, so a cube that has left its start planet never goes back.",
            "Activate: the planet under one of your cubes works for that cube, but only if no enemy cube stands on that planet. A Würfel planet brings a cube from your reserve onto your start planet, blank side up. An Extraleben planet gives the cube an extra life: a reserve cube is stacked on it (two lives at most). A Bewaffnung planet arms the cube: blank becomes short range, short range becomes long range. An activation that would change nothing — empty reserve, already two lives, already long range — is not an action. Start planets and moons cannot be activated.",
            "Attack: one of your armed cubes hits an enemy cube. Short range reaches cubes on the same planet; long range reaches the same planet and every connected planet. Cubes on a start planet cannot be attacked. The target loses a life: a cube with one life leaves the game; a stack with two lives loses its extra cube and keeps its weapon.",
            "Option “Extra life again”: the rules say each cube can get one extra life, two lives at most. We read that as a limit on lives at any one time, so a cube that lost its extra life may gain another on an Extraleben planet (again, the default). Read as “one extra life per cube, ever”, a cube that lost it never gets another (once). With once, such a cube is marked; when it stands in a group with unmarked cubes, an Extraleben activation uses an unmarked one, other actions use the marked one, and an attack hits an unmarked one.",
            "Option “Start planets”: the rules say nobody can move a cube that has left a start planet back onto it. We read that as closing every start planet (closed, the default): cubes only ever leave them. Read word for word it closes only your own, so your cubes may visit other start planets, including those no one uses (own only). Either way a cube on a start planet cannot be attacked, and start planets cannot be activated.",
            "In one turn a cube may not activate twice nor attack twice; it may move twice, or activate once and attack once. You may end your turn after the first action. A player with no cube on the map passes.",
        ]),
        ("Scoring and winning", &[
            "When the last player of a round has finished, every moon scores: each player with at least one cube on it gets its value — 2 for a half moon, 4 for a full moon. If several players share a moon, each of them gets half. More cubes of one player on a moon score no more than one.",
            "The first to reach 64 points or more wins. If several pass 64 in the same round, the higher score wins; on a tie, play goes on until one player leads. As a backstop, after 200 rounds the higher score wins and a tie is shared.",
        ]),
        ("Playing here", &[
            "Click or tap one of your cubes, or its planet, to choose it (tapping the planet again steps to your next cube there). Its destinations get a green ring, a gold star appears by it when its planet can be activated, and enemy cubes it can attack get a red crosshair — long-range targets on connected planets too. Click a marked target to play it, or use the buttons under the map, which list the same actions. After a move the cube stays chosen for your second action. \"End turn\" gives up the second action; \"Pass\" appears when you have no cube on the map.",
            "Keyboard: Tab reaches the planet cursor and your cubes, the arrow keys move between planets (or between cubes), Enter or Space acts, Escape cancels the choice.",
            "A cube stack shows its lives by its height (two cubes for two lives), its weapon by its top face (blank, triangle, square), its owner by colour and by the small shape under it, and a number when several identical cubes stand together. The dotted line shows the last move; at the end of a round the moons show who scored. The score track under the map runs to 64.",
        ]),
        ("Notation", &[
            "Planets are named by a letter and the angle at which they sit on the map: S start, W Würfel, E Extraleben, B Bewaffnung, H half moon, V full moon (the centre), e.g. S30, E15, B45, W60, H0, V. Identical cubes form a group, written planet.lives+weapon with n (none), s (short) or l (long): E15.2s is a two-life short-range cube on E15. An enemy group adds its seat, counting from 0: E15.1n@1.",
            "m:S30.1n>E15 moves a cube from S30 to E15; a:W60.1n activates W60 for a cube there; x:B45.1s>B45.2n@1 attacks seat 1's cube; end ends the turn early; pass passes.",
        ]),
    ],
};

const DE: Text = Text {
    intro: "Cube Attack ist für 2 bis 6 Spieler und dauert 20–30 Minuten. Deine Würfel reisen über einen Plan aus Planeten, die durch Umlaufbahnen verbunden sind; sie holen sich Waffen und Extraleben, bekämpfen sich und besetzen die Monde, die am Ende jeder Runde Punkte bringen. Wer zuerst 64 Punkte erreicht, gewinnt.",
    sections: &[
        ("Material", &[
            "Jeder Spieler hat 20 Würfel einer Farbe und einen Zählstein auf der Punkteleiste. Ein Würfel zeigt eine von drei Seiten: leer (keine Waffe), ein Dreieck (Kurzstreckenwaffe) oder ein Viereck (Langstreckenwaffe).",
        ]),
        ("Der Plan", &[
            "Es gibt sechs Planetenarten: Startplaneten (einer pro Platz), Würfelplaneten (ein zusätzlicher Würfel), Extraleben-Planeten, Bewaffnungsplaneten, Halbmonde (2 Punkte) und Vollmonde (4 Punkte). Zwei Planeten sind verbunden, wenn zwischen ihnen eine Umlaufbahn ohne weiteren Planeten verläuft. Ein Startplanet ist nur mit einem Extraleben- und einem Bewaffnungsplaneten verbunden, nie mit einem Mond oder Würfelplaneten, und hängt außen an den Bahnen, ohne eine zu unterbrechen.",
            "Unser Standardplan ist sechsfach um eine Mitte angeordnet. In der Mitte steht ein Vollmond. Um ihn liegt ein innerer Ring aus sechs Planeten, abwechselnd Halbmond und Würfelplanet; jeder ist mit seinen beiden Ringnachbarn und dem Vollmond verbunden. Ein äußerer Ring aus zwölf Planeten wechselt zwischen Extraleben und Bewaffnung, jeder mit seinen beiden Ringnachbarn verbunden. Speichen verbinden jeden inneren Planeten mit den beiden äußeren Planeten links und rechts von ihm. Die sechs Startplaneten liegen außerhalb des äußeren Rings, jeder mit dem benachbarten Extraleben- und Bewaffnungsplaneten verbunden.",
            "Welche Startplaneten genutzt werden: zu zweit gegenüber; zu dritt jeder zweite; zu viert zwei Nachbarpaare einander gegenüber; zu fünft alle bis auf einen; zu sechst alle.",
        ]),
        ("Vorbereitung", &[
            "Jeder wählt eine Farbe und setzt seinen Zählstein auf 0. Vier deiner 20 Würfel stehen mit der leeren Seite nach oben auf deinem Startplaneten; die übrigen 16 sind dein Vorrat, aus dem zusätzliche Würfel und Extraleben bezahlt werden. (Die Zahl der Startwürfel ist eine Option, 1 bis 20.) Ein ausgeloster Spieler beginnt, dann geht es im Uhrzeigersinn weiter.",
        ]),
        ("Dein Zug: zwei Aktionen", &[
            "Ziehen: Einer deiner Würfel zieht entlang einer Umlaufbahn auf einen verbundenen Planeten. Kein Würfel darf je einen Startplaneten betreten – wer seinen Startplaneten verlassen hat, kehrt nie zurück.",
            "Aktivieren: Der Planet unter einem deiner Würfel wirkt für diesen Würfel, aber nur, wenn dort kein gegnerischer Würfel steht. Ein Würfelplanet bringt einen Würfel aus deinem Vorrat mit der leeren Seite nach oben auf deinen Startplaneten. Ein Extraleben-Planet gibt dem Würfel ein Extraleben: ein Vorratswürfel wird daraufgestapelt (höchstens zwei Leben). Ein Bewaffnungsplanet rüstet auf: leer wird Kurzstrecke, Kurzstrecke wird Langstrecke. Eine Aktivierung, die nichts ändert – leerer Vorrat, schon zwei Leben, schon Langstrecke –, ist keine Aktion. Startplaneten und Monde lassen sich nicht aktivieren.",
            "Angreifen: Einer deiner bewaffneten Würfel trifft einen gegnerischen Würfel. Kurzstrecke erreicht Würfel auf demselben Planeten, Langstrecke auch auf jedem verbundenen Planeten. Würfel auf einem Startplaneten können nicht angegriffen werden. Das Ziel verliert ein Leben: ein Würfel mit einem Leben scheidet aus; ein Stapel mit zwei Leben verliert seinen Extrawürfel und behält seine Waffe.",
            "Option „Extraleben erneut“: Laut Anleitung kann jeder Würfel ein Extraleben bekommen, höchstens zwei Leben. Wir lesen das als Grenze für die Leben zur selben Zeit: Ein Würfel, der sein Extraleben verloren hat, darf auf einem Extraleben-Planeten ein neues bekommen (erneut, die Vorgabe). Liest man „ein Extraleben pro Würfel, für immer“, bekommt er nie wieder eines (einmal). Bei „einmal“ ist ein solcher Würfel markiert; steht er in einer Gruppe mit unmarkierten, nimmt eine Extraleben-Aktivierung einen unmarkierten, jede andere Aktion den markierten, und ein Angriff trifft einen unmarkierten.",
            "Option „Startplaneten“: Laut Anleitung kann niemand einen Würfel, der ein Startfeld verlassen hat, dorthin zurückbewegen. Wir lesen das so, dass alle Startplaneten gesperrt sind (gesperrt, die Vorgabe): Würfel verlassen sie nur. Wörtlich genommen ist nur der eigene gesperrt; deine Würfel dürfen dann andere Startplaneten besuchen, auch unbenutzte (nur der eigene). In beiden Fällen kann ein Würfel auf einem Startplaneten nicht angegriffen werden, und Startplaneten lassen sich nicht aktivieren.",
            "In einem Zug darf ein Würfel nicht zweimal aktivieren und nicht zweimal angreifen; er darf zweimal ziehen oder einmal aktivieren und einmal angreifen. Nach der ersten Aktion darfst du den Zug beenden. Wer keinen Würfel auf dem Plan hat, setzt aus.",
        ]),
        ("Wertung und Sieg", &[
            "Hat der letzte Spieler einer Runde seinen Zug beendet, wertet jeder Mond: Jeder Spieler mit mindestens einem Würfel darauf bekommt seinen Wert – 2 für einen Halbmond, 4 für einen Vollmond. Teilen sich mehrere Spieler einen Mond, bekommt jeder die Hälfte. Mehrere Würfel eines Spielers auf einem Mond zählen nicht mehr als einer.",
            "Wer zuerst 64 oder mehr Punkte hat, gewinnt. Erreichen mehrere in derselben Runde 64, gewinnt die höhere Punktzahl; bei Gleichstand wird weitergespielt, bis einer führt. Zur Sicherheit gewinnt nach 200 Runden die höhere Punktzahl, ein Gleichstand wird geteilt.",
        ]),
        ("So spielst du hier", &[
            "Klicke oder tippe einen deiner Würfel oder seinen Planeten an, um ihn zu wählen (ein weiterer Tipp auf den Planeten wählt deinen nächsten Würfel dort). Seine Ziele bekommen einen grünen Ring, ein goldener Stern erscheint, wenn sein Planet aktiviert werden kann, und angreifbare gegnerische Würfel bekommen ein rotes Fadenkreuz – Langstreckenziele auf verbundenen Planeten auch. Ein Klick auf ein markiertes Ziel spielt es; dieselben Aktionen stehen auch als Knöpfe unter dem Plan. Nach einem Zug bleibt der Würfel für deine zweite Aktion gewählt. „Zug beenden“ verzichtet auf die zweite Aktion; „Aussetzen“ erscheint, wenn du keinen Würfel auf dem Plan hast.",
            "Tastatur: Mit Tab erreichst du den Planetenzeiger und deine Würfel, die Pfeiltasten wechseln zwischen Planeten (oder Würfeln), Enter oder Leertaste handelt, Escape bricht die Wahl ab.",
            "Ein Würfelstapel zeigt seine Leben an der Höhe (zwei Würfel für zwei Leben), seine Waffe an der Oberseite (leer, Dreieck, Viereck), seinen Besitzer an Farbe und kleiner Form darunter und eine Zahl, wenn mehrere gleiche Würfel zusammenstehen. Die gepunktete Linie zeigt den letzten Zug; am Rundenende zeigen die Monde, wer gepunktet hat. Die Punkteleiste unter dem Plan reicht bis 64.",
        ]),
        ("Notation", &[
            "Planeten heißen nach einem Buchstaben und dem Winkel, unter dem sie auf dem Plan liegen: S Start, W Würfel, E Extraleben, B Bewaffnung, H Halbmond, V Vollmond (die Mitte), z. B. S30, E15, B45, W60, H0, V. Gleiche Würfel bilden eine Gruppe, geschrieben Planet.Leben+Waffe mit n (keine), s (kurz) oder l (lang): E15.2s ist ein Kurzstreckenwürfel mit zwei Leben auf E15. Eine gegnerische Gruppe bekommt ihren Platz angehängt, ab 0 gezählt: E15.1n@1.",
            "m:S30.1n>E15 zieht einen Würfel von S30 nach E15; a:W60.1n aktiviert W60 für einen Würfel dort; x:B45.1s>B45.2n@1 greift den Würfel von Platz 1 an; end beendet den Zug vorzeitig; pass setzt aus.",
        ]),
    ],
};

const HU: Text = Text {
    intro: "A Cube Attack 2–6 játékosnak szól, és 20–30 percig tart. Kockáid pályákkal összekötött bolygók térképén utaznak; fegyvert és extra életet szereznek, harcolnak egymással, és elfoglalják a holdakat, amelyek minden forduló végén pontot adnak. Aki elsőként eléri a 64 pontot, nyer.",
    sections: &[
        ("Tartozékok", &[
            "Minden játékosnak 20 kockája van egy színből és egy jelzője a pontsávon. Egy kocka háromféle oldalt mutathat: üreset (nincs fegyver), háromszöget (rövid hatótávú fegyver) vagy négyzetet (nagy hatótávú fegyver).",
        ]),
        ("A térkép", &[
            "Hatféle bolygó van: kezdőbolygók (helyenként egy), kockabolygók (Würfel: extra kocka), extraélet-bolygók (Extraleben), fegyverbolygók (Bewaffnung), félholdak (2 pont) és teliholdak (4 pont). Két bolygó akkor szomszédos, ha pálya köti össze őket, és nincs köztük másik bolygó. Egy kezdőbolygó csak egy extraélet- és egy fegyverbolygóval szomszédos, sosem holddal vagy kockabolygóval, és a pályákon kívül függ, egyiket sem szakítva meg.",
            "Alaptérképünk hatszoros elrendezésű egy középpont körül. Középen egy telihold áll. Körülötte egy belső gyűrű hat bolygóból, felváltva félhold és kockabolygó; mindegyik a két gyűrűbeli szomszédjával és a teliholddal szomszédos. Egy külső gyűrű tizenkét bolygója felváltva extraélet- és fegyverbolygó, mindegyik a két gyűrűbeli szomszédjával összekötve. Küllők kötik össze minden belső bolygót a két mellette álló külső bolygóval. A hat kezdőbolygó a külső gyűrűn kívül áll, mindegyik a mellette lévő extraélet- és fegyverbolygóval összekötve.",
            "Mely kezdőbolygók kellenek: két játékosnál egymással szemben; háromnál minden második; négynél két szomszédos pár egymással szemben; ötnél egy kivételével mind; hatnál mind.",
        ]),
        ("Előkészületek", &[
            "Mindenki választ egy színt, és jelzőjét a 0-ra teszi. 20 kockádból négy üres oldalával felfelé a kezdőbolygódon áll; a többi 16 a tartalékod, ebből fizeted az extra kockákat és az extra életeket. (A kezdő kockák száma beállítható, 1 és 20 között.) Egy kisorsolt játékos kezd, majd az óramutató járása szerint következnek.",
        ]),
        ("A köröd: két akció", &[
            "Lépés: egy kockád egy pályán át egy szomszédos bolygóra megy. Kezdőbolygóra soha egyetlen kocka sem léphet, így amelyik elhagyta a kezdőbolygóját, nem tér vissza.",
            "Aktiválás: az egyik kockád alatti bolygó ennek a kockának dolgozik, de csak ha azon a bolygón nincs ellenséges kocka. A kockabolygó a tartalékodból egy kockát hoz a kezdőbolygódra, üres oldalával felfelé. Az extraélet-bolygó extra életet ad: egy tartalékkocka kerül a kockára (legfeljebb két élet). A fegyverbolygó fegyvert ad: az üresből rövid hatótáv lesz, a rövidből nagy. Az az aktiválás, amely semmin sem változtatna – üres tartalék, már két élet, már nagy hatótáv –, nem akció. Kezdőbolygót és holdat nem lehet aktiválni.",
            "Támadás: egy felfegyverzett kockád eltalál egy ellenséges kockát. A rövid hatótáv az ugyanazon a bolygón álló kockákat éri el, a nagy hatótáv a szomszédos bolygókon állókat is. Kezdőbolygón álló kockát nem lehet megtámadni. A célpont egy életet veszít: az egyéletű kocka kiesik a játékból; a kétéletű torony elveszti extra kockáját, fegyverét megtartja.",
            "„Újra extra élet” beállítás: a szabály szerint minden kocka kaphat egy extra életet, legfeljebb két élete lehet. Mi ezt úgy értjük, hogy egyszerre legfeljebb kettő: amelyik kocka elvesztette az extra életét, egy extraélet-bolygón újat kaphat (újra, az alapértelmezés). Ha úgy olvassuk, hogy „kockánként egyszer, örökre”, akkor többé nem kap (egyszer). Ilyenkor az ilyen kocka meg van jelölve; ha jelöletlen kockákkal egy csoportban áll, az extraélet-aktiválás egy jelöletlent használ, minden más akció a jelöltet, a támadás pedig egy jelöletlent talál el.",
            "„Kezdőbolygók” beállítás: a szabály szerint senki sem viheti vissza a kezdőmezőre azt a kockát, amely elhagyta. Mi ezt úgy értjük, hogy minden kezdőbolygó zárva van (zárva, az alapértelmezés): a kockák csak elhagyják őket. Szó szerint véve csak a sajátod zárt, így kockáid más kezdőbolygókra is léphetnek, a használatlanokra is (csak a saját). A kezdőbolygón álló kockát mindkét esetben nem lehet megtámadni, és kezdőbolygót nem lehet aktiválni.",
            "Egy körben egy kocka nem aktiválhat kétszer és nem támadhat kétszer; léphet kétszer, vagy aktiválhat egyszer és támadhat egyszer. Az első akció után befejezheted a körödet. Akinek nincs kockája a térképen, passzol.",
        ]),
        ("Pontozás és győzelem", &[
            "Amikor egy forduló utolsó játékosa is végzett, minden hold pontot ad: minden játékos, akinek legalább egy kockája áll rajta, megkapja az értékét – félhold 2, telihold 4. Ha többen osztoznak egy holdon, mindegyikük a felét kapja. Egy játékos több kockája egy holdon sem ér többet egynél.",
            "Aki elsőként eléri a 64 pontot, nyer. Ha ugyanabban a fordulóban többen is elérik, a több pont nyer; döntetlennél addig folyik a játék, amíg valaki vezet. Biztonsági határként 200 forduló után a több pont nyer, döntetlennél megosztva.",
        ]),
        ("Játék itt", &[
            "Kattints vagy koppints egy kockádra vagy a bolygójára a kiválasztáshoz (a bolygóra újra koppintva a következő ottani kockád jön). Céljai zöld gyűrűt kapnak, arany csillag jelenik meg, ha a bolygója aktiválható, a megtámadható ellenséges kockák pedig piros célkeresztet – a szomszédos bolygókon álló, nagy hatótávval elérhetők is. Egy megjelölt célra kattintva megteszed a lépést; ugyanezek az akciók gombként is ott vannak a térkép alatt. Lépés után a kocka kiválasztva marad a második akciódhoz. A „Kör befejezése” lemond a második akcióról; a „Passz” akkor jelenik meg, ha nincs kockád a térképen.",
            "Billentyűzet: Tabbal éred el a bolygókurzort és a kockáidat, a nyilak a bolygók (vagy kockák) között lépnek, az Enter vagy a szóköz cselekszik, az Esc megszakítja a választást.",
            "Egy kockatorony magasságával mutatja az életeit (két kocka két életnek), tetejével a fegyverét (üres, háromszög, négyzet), színével és az alatta lévő kis formával a gazdáját, és egy számmal, ha több egyforma kocka áll együtt. A pontozott vonal az utolsó lépést mutatja; a forduló végén a holdakon látszik, ki szerzett pontot. A térkép alatti pontsáv 64-ig tart.",
        ]),
        ("Jelölés", &[
            "A bolygók neve egy betű és a térképen elfoglalt szögük: S kezdő, W kocka, E extra élet, B fegyver, H félhold, V telihold (a közép), pl. S30, E15, B45, W60, H0, V. Az egyforma kockák csoportot alkotnak, írása bolygó.életek+fegyver, ahol n (nincs), s (rövid) vagy l (nagy): E15.2s egy kétéletű, rövid hatótávú kocka az E15-ön. Az ellenséges csoport mögé a helye kerül, 0-tól számolva: E15.1n@1.",
            "m:S30.1n>E15 egy kockát lép S30-ról E15-re; a:W60.1n aktiválja a W60-at egy ottani kockának; x:B45.1s>B45.2n@1 megtámadja az 1-es hely kockáját; end idő előtt befejezi a kört; pass passzol.",
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
    fn the_three_languages_say_the_same_things() {
        rules_doc::assert_parallel([&EN, &DE, &HU]);
    }
}
