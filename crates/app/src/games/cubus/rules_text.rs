//! The Cubus rules in our own words, agreeing with the project's rules note, with small
//! live diagrams drawn by the board's own drawing code.

use rules::cubus::summarize;
use yew::prelude::*;

use super::draw::stack_picture;
use crate::components::rules_doc::{self, RulesText as Text};
use crate::i18n::Lang;

pub const EN: Text = Text {
    intro: "Cubus, by Reinhold Wittig, is a game of seeing in space. 48 rhombus cards lie on the table so that together they draw a stack of crates seen from above and in front. Whoever makes the drawing show more crates scores.",
    sections: &[
        ("The cards", &[
            "There are 16 left sides (L), 16 right sides (R), 12 lids (T) and 4 open crates (O). An open crate is a lid drawn open, so you look into the crate. A full 4 × 4 × 4 block shows exactly 48 faces: the deck is such a block.",
            "One crate on its own shows three cards: a lid and its two sides. Two crates side by side show five cards, because the side between them is hidden.",
        ]),
        ("What the drawing counts", &[
            "A drawing is legal when it is the picture of a real stack at most 4 crates wide, deep and high, with every card whole: no card may be half covered by a crate in front of it. Crates stand on the table or on other crates.",
            "A drawing is read as the one stack that looks exactly like it, is one piece (its columns touch side to side) and shows a lid on every column. That stack is its reading, and the drawing counts its crates: hidden crates count where they hold up a crate you see. A drawing with no such reading (crates apart with a gap, or joined only through a column hidden behind others) is not a legal table, and no build may lead to it.",
            "Three cards forming a hexagon can be read as a crate or as an empty corner. Re-laying them the other way adds or removes a crate without spending a card: a flip.",
        ]),
        ("A turn", &[
            "A start crate of three cards lies on the table; the other 45 cards are shuffled face down. On your turn you draw the top card and lay it open in front of you: all cards in front of players are public.",
            "From your second draw on you may build: re-lay the drawing using your own cards, moving cards already on the table and taking cards off it into your hand. A build must leave more crates than before and score at least one point; one build per turn.",
            "If a scoring build exists you must build. The card you just drew may, but need not, be used.",
        ]),
        ("Scoring", &[
            "Points = 3 × (crates after − crates before) − cards added from your hand + cards taken back. Cards keep their type: a new left side must come from a left side in your hand, and a card taken off goes back to you.",
            "A crate built with two cards scores 1, with one card 2, with none 3. Removing two crates and building nine with two cards scores 27 − 6 − 2 = 19.",
        ]),
        ("Open crates", &[
            "Once built in, an open crate never moves: it keeps its place and stays a visible lid, so nothing can ever stand on it. A new layer may still be slid in under the stack. Merely swapping a lid for an open crate is not a move.",
        ]),
        ("Knocking", &[
            "With knocking on, you may say \"no build\" even when a scoring build exists. The other players may then knock, in turn order, before the next draw. The first knocker builds with your cards and scores the points. A knock when no scoring build existed gives every other player 2 points. With knocking off, \"no build\" is only allowed when nothing scores.",
        ]),
        ("The end", &[
            "When the deck is empty and nobody can score with a single build, the game ends. It also ends once the deck is empty and a whole round passes without a build (a player may say \"no build\" while one exists when knocking is on). The highest score wins; ties share the win. Optional endings: the lowest scorer may build once with all cards still in front of the players, or the player who proposes the best build with them builds it.",
        ]),
        ("Abbau", &[
            "The variant Abbau starts from the full block. In turn each player removes exactly one crate by re-laying cards; each card taken off the drawing is a point. Open crates may only be touched when no other reduction exists. Most cards wins.",
        ]),
        ("Playing here", &[
            "Draw with \"Draw a card\". To build, edit the stack in the diamond of 4 × 4 columns beside the drawing: pick a column and add or remove crates, or open its lid; \"Move the whole stack\" shifts it on the floor. You can also click a lid in the drawing to put a crate on it. The board checks your drawing at once: whether it is legal (and why not), the cards it takes from your hand, the cards you get back and the points. Then \"Confirm build\", or \"Reset\". \"Show a scoring build\" loads the best one. Keyboard: arrows walk the diamond, + and − change the height, O opens the lid.",
            "Notation: d draws, n declares no build (or passes a final build), k knocks, p passes the knock, and b followed by the 16 column heights (row by row, y then x) builds, with o and the hex numbers of open columns if any, e.g. b2110100000000000o0.",
        ]),
    ],
};

pub const DE: Text = Text {
    intro: "Cubus von Reinhold Wittig ist ein Spiel des räumlichen Sehens. 48 Rautenkarten liegen so auf dem Tisch, dass sie zusammen einen Kistenstapel von schräg oben zeichnen. Wer die Zeichnung um Kisten vergrößert, punktet.",
    sections: &[
        ("Die Karten", &[
            "Es gibt 16 linke Seiten (L), 16 rechte Seiten (R), 12 Deckel (T) und 4 offene Kisten (O). Eine offene Kiste ist ein offen gezeichneter Deckel: Man sieht in die Kiste hinein. Ein voller Block 4 × 4 × 4 zeigt genau 48 Flächen – der Kartenstapel ist so ein Block.",
            "Eine einzelne Kiste zeigt drei Karten: Deckel und zwei Seiten. Zwei Kisten nebeneinander zeigen fünf Karten, denn die Seite dazwischen ist verdeckt.",
        ]),
        ("Was die Zeichnung zählt", &[
            "Erlaubt ist eine Zeichnung, die ein echter Stapel von höchstens 4 Kisten Breite, Tiefe und Höhe ist, mit lauter ganzen Karten: Keine Karte darf halb von einer Kiste davor verdeckt sein. Kisten stehen auf dem Tisch oder auf anderen Kisten.",
            "Eine Zeichnung wird als der eine Stapel gelesen, der genau so aussieht, ein Stück ist (seine Säulen berühren sich seitlich) und auf jeder Säule einen Deckel zeigt. Gezählt werden die Kisten dieses Stapels: Verdeckte Kisten zählen, wo sie eine sichtbare Kiste tragen. Eine Zeichnung ohne solche Lesart (Kisten mit Lücke dazwischen oder nur über eine verdeckte Säule verbunden) ist keine gültige Auslage, und kein Bau darf zu ihr führen.",
            "Drei Karten, die ein Sechseck bilden, lassen sich als Kiste oder als leere Ecke lesen. Legt man sie andersherum, kommt eine Kiste dazu oder fällt weg, ohne dass eine Karte gebraucht wird.",
        ]),
        ("Ein Zug", &[
            "Eine Startkiste aus drei Karten liegt auf dem Tisch, die übrigen 45 Karten werden verdeckt gemischt. In deinem Zug ziehst du die oberste Karte und legst sie offen vor dich: Alle Karten vor den Spielern sind öffentlich.",
            "Ab deiner zweiten Karte darfst du bauen: die Zeichnung neu legen mit eigenen Karten, Karten auf dem Tisch verschieben und Karten vom Tisch in deine Hand nehmen. Ein Bau muss mehr Kisten ergeben als vorher und mindestens einen Punkt bringen; ein Bau pro Zug.",
            "Gibt es einen Bau, der punktet, musst du bauen. Die gerade gezogene Karte darfst du verwenden, musst aber nicht.",
        ]),
        ("Wertung", &[
            "Punkte = 3 × (Kisten nachher − Kisten vorher) − Karten aus der Hand + zurückgenommene Karten. Karten behalten ihre Art: Eine neue linke Seite muss aus deiner Hand kommen, eine abgenommene Karte geht an dich.",
            "Eine Kiste mit zwei Karten bringt 1, mit einer Karte 2, ohne Karte 3. Zwei Kisten entfernen und neun mit zwei Karten bauen bringt 27 − 6 − 2 = 19.",
        ]),
        ("Offene Kisten", &[
            "Eine eingebaute offene Kiste bewegt sich nie mehr: Sie behält ihren Platz und bleibt ein sichtbarer Deckel, auf ihr kann also nie etwas stehen. Eine neue Schicht darf trotzdem unter den Stapel geschoben werden. Nur einen Deckel gegen eine offene Kiste tauschen ist kein Zug.",
        ]),
        ("Klopfen", &[
            "Mit Klopfen darfst du „kein Bau“ sagen, auch wenn ein Wertungsbau existiert. Die anderen dürfen dann der Reihe nach klopfen, bevor weitergezogen wird. Wer zuerst klopft, baut mit deinen Karten und bekommt die Punkte. Klopft jemand, obwohl es keinen Wertungsbau gab, bekommen alle anderen 2 Punkte. Ohne Klopfen ist „kein Bau“ nur erlaubt, wenn nichts punktet.",
        ]),
        ("Spielende", &[
            "Ist der Stapel leer und kann niemand mehr mit einem Bau punkten, endet das Spiel. Es endet auch, wenn bei leerem Stapel eine ganze Runde ohne Bau vergeht (mit Klopfen darf man \"kein Bau\" sagen, obwohl einer möglich ist). Die höchste Punktzahl gewinnt, Gleichstand teilt den Sieg. Wahlweise darf danach der Letzte einmal mit allen noch ausliegenden Karten bauen, oder wer mit ihnen den besten Bau vorschlägt, baut ihn.",
        ]),
        ("Abbau", &[
            "Die Variante Abbau beginnt mit dem vollen Block. Reihum entfernt jeder genau eine Kiste, indem er Karten neu legt; jede abgenommene Karte ist ein Punkt. Offene Kisten dürfen nur angefasst werden, wenn es keine andere Verkleinerung gibt. Die meisten Karten gewinnen.",
        ]),
        ("So spielst du hier", &[
            "Mit „Karte ziehen“ ziehst du. Zum Bauen änderst du den Stapel in der Raute aus 4 × 4 Säulen neben der Zeichnung: Säule wählen, Kisten dazu oder weg, Deckel öffnen; „Ganzen Stapel verschieben“ rückt ihn auf dem Boden. Ein Klick auf einen Deckel in der Zeichnung setzt eine Kiste darauf. Das Brett prüft sofort: ob die Zeichnung erlaubt ist (und warum nicht), welche Karten aus deiner Hand kommen, welche zurückkommen und die Punkte. Dann „Bau bestätigen“ oder „Zurücksetzen“. „Einen Wertungsbau zeigen“ lädt den besten. Tastatur: Pfeile laufen durch die Raute, + und − ändern die Höhe, O öffnet den Deckel.",
            "Notation: d zieht, n heißt kein Bau (oder passt beim Schlussbau), k klopft, p klopft nicht, und b mit den 16 Säulenhöhen (Reihe für Reihe, erst y, dann x) baut, bei offenen Kisten mit o und deren Säulennummern in Hex, z. B. b2110100000000000o0.",
        ]),
    ],
};

pub const HU: Text = Text {
    intro: "A Cubus Reinhold Wittig térlátást próbára tevő játéka. 48 rombusz alakú lap úgy fekszik az asztalon, hogy együtt egy ládahalmot rajzolnak ferdén felülről nézve. Aki több ládát mutató rajzot rak ki, pontot szerez.",
    sections: &[
        ("A lapok", &[
            "16 bal oldal (L), 16 jobb oldal (R), 12 fedél (T) és 4 nyitott láda (O) van. A nyitott láda nyitva rajzolt fedél: belelátni a ládába. Egy teli 4 × 4 × 4-es tömb pontosan 48 lapot mutat – a pakli egy ilyen tömb.",
            "Egy magányos láda három lapot mutat: a fedelét és két oldalát. Két egymás melletti láda öt lapot, mert a köztük lévő oldal takarásban van.",
        ]),
        ("Mit számol a rajz", &[
            "Szabályos az a rajz, amely egy legfeljebb 4 láda széles, mély és magas valódi halom képe, csupa egész lappal: egy lapot sem takarhat félig egy előtte álló láda. A ládák az asztalon vagy más ládákon állnak.",
            "A rajzot az az egyetlen halom olvassa, amely pontosan így néz ki, egy darabból áll (oszlopai oldalt érintkeznek), és minden oszlopán látszik egy fedél. A rajz ennek a halomnak a ládáit éri: a rejtett ládák ott számítanak, ahol egy látható ládát tartanak. Ha egy rajznak nincs ilyen olvasata (a ládák között rés van, vagy csak egy takart oszlop köti össze őket), az nem szabályos asztal, és egyetlen építés sem vezethet hozzá.",
            "A hatszöget alkotó három lap ládaként és üres sarokként is olvasható. Fordítva kirakva egy láda hozzáadódik vagy eltűnik, lap felhasználása nélkül.",
        ]),
        ("Egy kör", &[
            "Egy háromlapos kezdőláda fekszik az asztalon, a többi 45 lapot lefordítva megkeverik. A körödben felhúzod a felső lapot, és nyitva magad elé teszed: a játékosok előtti lapok nyilvánosak.",
            "A második húzásodtól építhetsz: újrarakod a rajzot a saját lapjaidból, az asztalon lévő lapokat áthelyezed, és lapokat veszel vissza a kezedbe. Az építés után több ládának kell lennie, és legalább egy pontot kell érnie; körönként egy építés.",
            "Ha van pontot érő építés, építened kell. Az épp felhúzott lapot felhasználhatod, de nem kötelező.",
        ]),
        ("Pontozás", &[
            "Pont = 3 × (ládák utána − ládák előtte) − a kézből letett lapok + a visszavett lapok. A lapok megtartják fajtájukat: egy új bal oldal csak a kezedben lévő bal oldalból jöhet, a levett lap hozzád kerül.",
            "Egy láda két lappal 1, eggyel 2, lap nélkül 3 pontot ér. Két láda elvétele és kilenc építése két lappal 27 − 6 − 2 = 19 pont.",
        ]),
        ("Nyitott ládák", &[
            "A beépített nyitott láda többé nem mozdul: helyén marad és látható fedél marad, így soha semmi nem állhat rajta. Új réteg azért becsúsztatható a halom alá. Pusztán egy fedelet nyitott ládára cserélni nem lépés.",
        ]),
        ("Kopogás", &[
            "Kopogással akkor is mondhatod, hogy „nem építek”, ha van pontot érő építés. Ekkor a többiek sorban kopoghatnak a következő húzás előtt. Aki elsőként kopog, a te lapjaidból épít, és ő kapja a pontokat. Ha úgy kopog valaki, hogy nem volt pontot érő építés, mindenki más 2 pontot kap. Kopogás nélkül csak akkor nem építhetsz, ha semmi sem ér pontot.",
        ]),
        ("A játék vége", &[
            "Ha a pakli elfogyott, és senki sem tud egy építéssel pontot szerezni, vége a játéknak. Akkor is vége, ha üres paklinál egy teljes kör telik el építés nélkül (kopogtatással lehet „nincs építés”-t mondani akkor is, ha volna). A legtöbb pont nyer, holtversenyben közös a győzelem. Választható befejezés: a legkevesebb pontú egyszer építhet a még kint lévő összes lappal, vagy aki velük a legjobb építést javasolja, az építi meg.",
        ]),
        ("Bontás", &[
            "A Bontás változat a teli tömbből indul. Sorban mindenki pontosan egy ládát vesz el a lapok újrarakásával; minden levett lap egy pont. Nyitott ládához csak akkor szabad nyúlni, ha másként nem lehet kisebbíteni. A legtöbb lap nyer.",
        ]),
        ("Játék itt", &[
            "A „Lapot húzok” gombbal húzol. Építéshez a rajz melletti 4 × 4 oszlopos rombuszban szerkeszted a halmot: válassz oszlopot, tegyél hozzá vagy vegyél el ládát, nyisd ki a fedelét; „Az egész halom eltolása” elcsúsztatja a padlón. A rajzon egy fedélre kattintva ládát teszel rá. A tábla azonnal ellenőriz: szabályos-e a rajz (és ha nem, miért), mely lapok jönnek a kezedből, melyek kerülnek vissza, és hány pont jár. Utána „Építés megerősítése” vagy „Visszaállítás”. A „Mutass egy pontot érő építést” betölti a legjobbat. Billentyűk: a nyilak járják be a rombuszt, a + és − a magasságot változtatja, az O kinyitja a fedelet.",
            "Jelölés: d húz, n nem épít (vagy passzol a záró építésnél), k kopog, p nem kopog, b és a 16 oszlopmagasság (soronként, előbb y, aztán x) épít, nyitott ládák esetén o és az oszlopok hexa száma, pl. b2110100000000000o0.",
        ]),
    ],
};

fn h(cols: &[(usize, u8)]) -> [u8; 16] {
    let mut out = [0u8; 16];
    for &(c, n) in cols {
        out[c] = n;
    }
    out
}

/// "3 cards · 1 crate" under a diagram, counted by the rules' own geometry.
fn count(lang: Lang, heights: [u8; 16]) -> String {
    let s = summarize(heights);
    let cards = s.left + s.right + s.lid;
    let crates = s.crates.unwrap_or(0);
    match lang {
        Lang::En if crates == 1 => format!("{cards} cards · 1 crate"),
        Lang::En => format!("{cards} cards · {crates} crates"),
        Lang::De => format!("{cards} Karten · {crates} Kisten"),
        Lang::Hu => format!("{cards} lap · {crates} láda"),
    }
}

/// The 2 × 2 × 2 block: the hidden back crate counts because it holds up a lid you see.
fn block() -> [u8; 16] {
    h(&[(0, 2), (1, 2), (4, 2), (5, 2)])
}

fn diagrams(lang: Lang) -> Html {
    let one = h(&[(0, 1)]);
    let two = h(&[(0, 1), (1, 1)]);
    let flip_a = h(&[(0, 2), (1, 2), (4, 2), (5, 1)]);
    let flip_b = h(&[(0, 2), (1, 2), (4, 2), (5, 2)]);
    let before = two;
    let after = h(&[(0, 1), (1, 1), (4, 1), (5, 1)]);
    let (sb, sa) = (summarize(before), summarize(after));
    let added = sa.left.saturating_sub(sb.left)
        + sa.right.saturating_sub(sb.right)
        + sa.lid.saturating_sub(sb.lid);
    let taken = sb.left.saturating_sub(sa.left)
        + sb.right.saturating_sub(sa.right)
        + sb.lid.saturating_sub(sa.lid);
    let delta = i64::from(sa.crates.unwrap_or(0)) - i64::from(sb.crates.unwrap_or(0));
    let pts = 3 * delta - added as i64 + taken as i64;
    let (t_one, t_two, t_block, t_flip, t_score) = match lang {
        Lang::En => (
            "One crate",
            "Two side by side",
            "Hidden crates count: the 2 × 2 × 2 block",
            "A flip: the same twelve cards",
            "Scoring a build",
        ),
        Lang::De => (
            "Eine Kiste",
            "Zwei nebeneinander",
            "Verdeckte Kisten zählen: der Block 2 × 2 × 2",
            "Umklappen: dieselben zwölf Karten",
            "Wertung eines Baus",
        ),
        Lang::Hu => (
            "Egy láda",
            "Kettő egymás mellett",
            "A rejtett ládák is számítanak: a 2 × 2 × 2-es tömb",
            "Fordítás: ugyanaz a tizenkét lap",
            "Egy építés pontjai",
        ),
    };
    let score_line = match lang {
        Lang::En => format!(
            "{} → {}: 3 × {delta} − {added} + {taken} = {pts}",
            count(lang, before),
            count(lang, after)
        ),
        Lang::De => format!(
            "{} → {}: 3 × {delta} − {added} + {taken} = {pts}",
            count(lang, before),
            count(lang, after)
        ),
        Lang::Hu => format!(
            "{} → {}: 3 × {delta} − {added} + {taken} = {pts}",
            count(lang, before),
            count(lang, after)
        ),
    };
    let fig = |title: &str, pics: Vec<[u8; 16]>, caption: String| {
        html! {
            <figure>
                <div class="pics">
                    { for pics.into_iter().map(|p| stack_picture(p, 0, format!("{title}: {}", count(lang, p)))) }
                </div>
                <figcaption><strong>{ title.to_string() }</strong><br />{ caption }</figcaption>
            </figure>
        }
    };
    html! {
        <div class="cb-diagrams">
            { fig(t_one, vec![one], count(lang, one)) }
            { fig(t_two, vec![two], count(lang, two)) }
            { fig(t_block, vec![block()], count(lang, block())) }
            { fig(t_flip, vec![flip_a, flip_b], format!("{} / {}", count(lang, flip_a), count(lang, flip_b))) }
            { fig(t_score, vec![before, after], score_line) }
        </div>
    }
}

pub fn rules(lang: Lang) -> Html {
    html! {
        <>
            { diagrams(lang) }
            { rules_doc::render(lang, [&EN, &DE, &HU]) }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_languages_agree() {
        rules_doc::assert_parallel([&EN, &DE, &HU]);
    }

    #[test]
    fn the_diagrams_count_as_the_note_says() {
        assert_eq!(count(Lang::En, h(&[(0, 1)])), "3 cards · 1 crate");
        assert_eq!(count(Lang::En, h(&[(0, 1), (1, 1)])), "5 cards · 2 crates");
        // Crates apart have no reading: no legal table, so no diagram shows them.
        assert_eq!(summarize(h(&[(0, 1), (3, 1), (6, 1)])).crates, None);
        // Hidden crates count where they hold up a crate you see: the 2 × 2 × 2 block.
        assert_eq!(count(Lang::En, block()), "12 cards · 8 crates");
        assert_eq!(summarize(h(&[(0, 1), (6, 2), (10, 1)])).crates, None);
    }
}
