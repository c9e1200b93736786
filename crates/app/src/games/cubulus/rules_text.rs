//! The Cubulus rules in our own words, agreeing with the project's rules note.

use yew::prelude::*;

use crate::components::rules_doc::{self, RulesText as Text};
use crate::i18n::Lang;

const EN: Text = Text {
    intro: "Cubulus is played in a cube of 3 × 3 × 3 compartments with 27 balls, nine each of three colours. Get four balls of your colour to form a square on one face of the cube.",
    sections: &[
        ("Setting up", &[
            "Two players: each takes a colour; the third colour is neutral. A random player is chosen to start, and the other player first places the nine neutral balls one by one into any empty cells (the centre too). Then the start player moves.",
            "Three players: each has nine balls of a colour and there are no neutral balls. A random player starts; play goes round in seat order.",
        ]),
        ("Your move: insert or rotate", &[
            "Insert: push a ball of your colour from your supply into one end of a line of three cells. If the end cell is taken, the balls in front move one cell further along, up to the first empty cell. You may push one or two balls, but never a ball out of the cube — a full line takes no insertion.",
            "Rotate: take a full line and shift it by one cell in either direction; the ball pushed out at one end comes back in at the other.",
            "You may not undo the previous move: right after a line was rotated one way, the next player may not rotate the same line back.",
            "A rotation that changes nothing (a line of one colour) is not a move. Once your supply is empty you can only rotate. If you have no legal move at all, you pass.",
        ]),
        ("Winning", &[
            "You win by making a square of four balls of your colour on one of the six faces. Each face has six squares: the four 2 × 2 blocks, the four corners, and the four middles of the edges (a square standing on its point) — 36 squares in all.",
            "Careful: if your move makes a square for another player — even while making one for you — that player wins instead of you. If it makes squares for two other players, they win together. Neutral squares count for nobody.",
            "The game is a draw when the same position (balls, supplies, player to move and the banned rotation) comes up for the third time, or after 300 moves.",
        ]),
        ("Playing here", &[
            "Drag the cube, swipe it, or use the arrow keys to turn it; \"Reset view\" straightens it. The small dots outside the cube are push points: hover one to see where the balls will go, click it to insert. On a full line the push point offers the rotation instead. You can also click a ball to see the rotations of the full lines through it. The \"Layers\" view shows the three layers side by side and plays the same way.",
            "Moves are written as: n012 (neutral ball into cell x=0, y=1, z=2), x12+ (insert into the line along x with y=1, z=2, entering at x=0), x12- (entering at x=2), rx12+ (rotate that line towards higher x).",
        ]),
    ],
};

const DE: Text = Text {
    intro: "Cubulus wird in einem Würfel aus 3 × 3 × 3 Fächern mit 27 Kugeln gespielt, je neun in drei Farben. Ziel ist ein Quadrat aus vier Kugeln der eigenen Farbe auf einer Seite des Würfels.",
    sections: &[
        ("Vorbereitung", &[
            "Zu zweit: Jeder wählt eine Farbe, die dritte ist neutral. Der Startspieler wird ausgelost; zuerst setzt der andere Spieler die neun neutralen Kugeln einzeln in beliebige freie Fächer (auch in die Mitte). Dann zieht der Startspieler.",
            "Zu dritt: Jeder hat neun Kugeln einer Farbe, neutrale Kugeln gibt es nicht. Ein ausgeloster Spieler beginnt, dann geht es reihum.",
        ]),
        ("Dein Zug: einschieben oder drehen", &[
            "Einschieben: Eine Kugel deiner Farbe aus deinem Vorrat am Ende einer Reihe von drei Fächern hineinschieben. Ist das Endfach besetzt, rücken die Kugeln davor um ein Fach weiter, bis zum ersten freien Fach. Eine oder zwei Kugeln dürfen geschoben werden, aber nie eine aus dem Würfel hinaus – in eine volle Reihe kann man nicht einschieben.",
            "Drehen: Eine volle Reihe um ein Fach in eine Richtung verschieben; die Kugel, die an einem Ende herausfällt, kommt am anderen Ende wieder hinein.",
            "Der vorige Zug darf nicht rückgängig gemacht werden: Direkt nachdem eine Reihe in eine Richtung gedreht wurde, darf der nächste Spieler sie nicht zurückdrehen.",
            "Eine Drehung, die nichts ändert (eine einfarbige Reihe), ist kein Zug. Ist dein Vorrat leer, kannst du nur noch drehen. Hast du gar keinen erlaubten Zug, setzt du aus.",
        ]),
        ("Gewinnen", &[
            "Du gewinnst mit einem Quadrat aus vier Kugeln deiner Farbe auf einer der sechs Seiten. Jede Seite hat sechs Quadrate: die vier 2 × 2-Blöcke, die vier Ecken und die vier Kantenmitten (ein auf der Spitze stehendes Quadrat) – insgesamt 36.",
            "Achtung: Bildet dein Zug ein Quadrat für einen anderen Spieler – auch wenn zugleich eines für dich entsteht –, gewinnt dieser statt dir. Entstehen Quadrate für zwei andere Spieler, gewinnen sie gemeinsam. Neutrale Quadrate zählen für niemanden.",
            "Unentschieden ist es, wenn dieselbe Stellung (Kugeln, Vorräte, Spieler am Zug und verbotene Drehung) zum dritten Mal entsteht, oder nach 300 Zügen.",
        ]),
        ("So spielst du hier", &[
            "Würfel ziehen, wischen oder mit den Pfeiltasten drehen; „Ansicht zurücksetzen“ richtet ihn aus. Die kleinen Punkte außerhalb sind Einschubpunkte: Beim Überfahren siehst du, wohin die Kugeln rollen, ein Klick schiebt ein. Bei einer vollen Reihe bietet der Punkt stattdessen die Drehung an. Ein Klick auf eine Kugel zeigt die Drehungen der vollen Reihen durch sie. Die Ansicht „Ebenen“ zeigt die drei Schichten nebeneinander und wird genauso gespielt.",
            "Notation: n012 (neutrale Kugel in Fach x=0, y=1, z=2), x12+ (Einschub in die Reihe entlang x mit y=1, z=2, Eingang bei x=0), x12- (Eingang bei x=2), rx12+ (diese Reihe in Richtung größerer x drehen).",
        ]),
    ],
};

const HU: Text = Text {
    intro: "A Cubulust egy 3 × 3 × 3 rekeszes kockában játsszák 27 golyóval, három színből kilenc-kilenc darabbal. A cél: négy saját színű golyóból négyzetet kirakni a kocka egyik lapján.",
    sections: &[
        ("Előkészületek", &[
            "Két játékos: mindenki választ egy színt, a harmadik semleges. A kezdőt sorsolás dönti el; előbb a másik játékos teszi be egyenként a kilenc semleges golyót tetszőleges üres rekeszekbe (a középsőbe is). Ezután a kezdő lép.",
            "Három játékos: mindenkinek kilenc golyója van egy színből, semleges golyó nincs. Egy kisorsolt játékos kezd, utána körben következnek.",
        ]),
        ("A lépésed: betolás vagy forgatás", &[
            "Betolás: a készletedből egy saját színű golyót tolj be egy háromrekeszes sor egyik végén. Ha a végső rekesz foglalt, az előtte lévő golyók egy rekesszel továbbcsúsznak, az első üres rekeszig. Egy vagy két golyót tolhatsz el, de egyet sem a kockán kívülre – teli sorba nem lehet betolni.",
            "Forgatás: egy teli sort tolj el egy rekesszel valamelyik irányba; az egyik végén kieső golyó a másik végén visszakerül.",
            "Az előző lépést nem szabad visszacsinálni: közvetlenül egy sor egyik irányú forgatása után a következő játékos nem forgathatja vissza ugyanazt a sort.",
            "Az a forgatás, amely semmit sem változtat (egyszínű sor), nem lépés. Ha elfogyott a készleted, már csak forgathatsz. Ha egyáltalán nincs szabályos lépésed, passzolsz.",
        ]),
        ("A győzelem", &[
            "Az nyer, aki saját színű golyóiból négyzetet rak ki a hat lap valamelyikén. Minden lapon hat négyzet van: a négy 2 × 2-es blokk, a négy sarok és a négy élközép (csúcsára állított négyzet) – összesen 36.",
            "Vigyázz: ha a lépésed egy másik játékosnak rak ki négyzetet – akkor is, ha közben neked is –, akkor ő nyer helyetted. Ha két másik játékosnak is, ők együtt nyernek. A semleges négyzet senkinek sem számít.",
            "Döntetlen, ha ugyanaz az állás (golyók, készletek, a soron következő játékos és a tiltott forgatás) harmadszor áll elő, vagy 300 lépés után.",
        ]),
        ("Játék itt", &[
            "A kockát húzással, érintéssel vagy a nyilakkal forgathatod; a „Nézet visszaállítása” alaphelyzetbe hozza. A kocka körüli kis pontok a betolási pontok: fölé állva látod, hová kerülnek a golyók, kattintásra betolod a golyót. Teli sornál a pont a forgatást kínálja fel. Egy golyóra kattintva láthatod a rajta átmenő teli sorok forgatásait. A „Rétegek” nézet a három réteget egymás mellett mutatja, és ugyanígy játszható.",
            "Jelölés: n012 (semleges golyó az x=0, y=1, z=2 rekeszbe), x12+ (betolás az x irányú, y=1, z=2 sorba az x=0 végén), x12- (az x=2 végén), rx12+ (a sor forgatása a nagyobb x felé).",
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
