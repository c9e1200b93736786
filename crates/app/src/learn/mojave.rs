//! The Mojave course's words (stages in `rules::mojave` lessons). Squares as the board
//! names them: columns a–o from west to east, rows from Red's side in the south.

use super::texts::StageWords;

crate::texts! {
    /// The Mojave lessons' texts.
    pub enum Mx {
    FirstTipTitle: "The first tip", "Das erste Kippen", "Az első billentés";
    FirstTipGoal: "Every die starts with 1 on top, so it tips exactly one square. Tip your die on c4 one square north, to c5.",
        "Jeder Würfel beginnt mit der 1 oben, also kippt er genau ein Feld. Kippe deinen Würfel auf c4 ein Feld nach Norden, auf c5.",
        "Minden kocka 1-essel felfelé kezd, ezért pontosan egy mezőt billen. Billentsd a c4-en álló kockádat egy mezővel északra, a c5-re.";
    FirstTipHint: "Click your die on c4, then the marked square c5.",
        "Klicke auf deinen Würfel auf c4, dann auf das markierte Feld c5.",
        "Kattints a c4-en álló kockádra, majd a megjelölt c5 mezőre.";
    FirstTipDone: "A die tips over its edge square by square, as many squares as its top showed when the move began; each tip brings another face up.",
        "Ein Würfel kippt Feld für Feld über seine Kante, so viele Felder, wie er zu Beginn des Zuges oben zeigte; jedes Kippen bringt eine andere Seite nach oben.",
        "A kocka mezőről mezőre az élén billen át, annyi mezőt, amennyit a lépés elején felül mutatott; minden billenés más lapot fordít felülre.";
    OneTurnTitle: "Tip with one turn", "Kippen mit einer Wendung", "Billentés egy fordulóval";
    OneTurnGoal: "The die on f5 shows 3, so it tips three squares. Bring it to h6: the path has to turn once.",
        "Der Würfel auf f5 zeigt 3, also kippt er drei Felder. Bringe ihn nach h6: der Weg muss einmal abbiegen.",
        "Az f5-ön álló kocka 3-at mutat, tehát három mezőt billen. Vidd el a h6-ra: az útnak egyszer be kell fordulnia.";
    OneTurnHint: "Click the die on f5, then h6. Two paths lead there and leave different faces on top; either will do.",
        "Klicke auf den Würfel auf f5, dann auf h6. Zwei Wege führen dorthin und lassen verschiedene Seiten oben; beide sind richtig.",
        "Kattints az f5-ön álló kockára, majd a h6-ra. Két út vezet oda, és más-más lap kerül felülre; bármelyik jó.";
    OneTurnDone: "In one move the path may turn sideways once, at a right angle. It never goes diagonally or back and forth, and never onto or across another die or off the board.",
        "In einem Zug darf der Weg einmal rechtwinklig abbiegen. Nie diagonal, nie hin und her, nie auf oder über einen anderen Würfel und nie vom Brett.",
        "Egy lépésben az út egyszer, derékszögben fordulhat be. Soha nem átlós, nem oda-vissza, nem lép másik kockára vagy át rajta, és nem hagyja el a táblát.";
    TwoTitle: "Two against one", "Zwei gegen einen", "Kettő egy ellen";
    TwoGoal: "The black die on h10 shows 6; your die on g10 shows only 2. Bring your die from h7 beside the black die, so that your two dice together beat the 6.",
        "Der schwarze Würfel auf h10 zeigt 6, dein Würfel auf g10 nur 2. Bringe deinen Würfel von h7 neben den schwarzen, sodass deine zwei Würfel zusammen die 6 schlagen.",
        "A h10-en álló fekete kocka 6-ot mutat, a g10-en álló kockád csak 2-t. Hozd a h7-en álló kockádat a fekete mellé, hogy két kockád együtt legyőzze a 6-ot.";
    TwoHint: "Tip the die on h7 two squares north to h9: it lands showing 5, and 2 + 5 = 7 is more than 6.",
        "Kippe den Würfel auf h7 zwei Felder nach Norden auf h9: er landet mit der 5 oben, und 2 + 5 = 7 ist mehr als 6.",
        "Billentsd a h7-en álló kockát két mezővel északra, a h9-re: 5-össel felfelé érkezik, és 2 + 5 = 7 több, mint 6.";
    TwoDone: "A die that ends beside a single enemy die brings all of your dice beside that die into the fight, their tops added. The smaller side leaves the board; on equal numbers the attacked die is in Zugzwang.",
        "Endet ein Würfel neben einem einzelnen gegnerischen Würfel, kämpfen alle deine Würfel neben diesem mit, ihre Augen zusammengezählt. Die kleinere Seite verlässt das Brett; bei Gleichstand ist der angegriffene Würfel im Zugzwang.",
        "Ha egy kocka egyetlen ellenséges kocka mellett áll meg, minden melletted álló kockád harcol, a felső lapjaik összeadódnak. A kisebb fél elhagyja a táblát; egyenlőségnél a megtámadott kocka lépéskényszerbe (Zugzwang) kerül.";
    ManyTitle: "One against two", "Einer gegen zwei", "Egy kettő ellen";
    ManyGoal: "Two black dice stand on h10 and j10, showing 1 and 2. Your die on i7 shows 3: tip it three squares north to i10, between them.",
        "Zwei schwarze Würfel stehen auf h10 und j10 und zeigen 1 und 2. Dein Würfel auf i7 zeigt 3: kippe ihn drei Felder nach Norden auf i10, zwischen sie.",
        "Két fekete kocka áll a h10-en és a j10-en, 1-et és 2-t mutatnak. Az i7-en álló kockád 3-at mutat: billentsd három mezővel északra, az i10-re, közéjük.";
    ManyHint: "Click the die on i7, then i10: it lands showing 6, more than 1 + 2.",
        "Klicke auf den Würfel auf i7, dann auf i10: er landet mit der 6 oben, mehr als 1 + 2.",
        "Kattints az i7-en álló kockára, majd az i10-re: 6-ossal felfelé érkezik, ami több, mint 1 + 2.";
    ManyDone: "When a die ends beside two or three enemy dice, its own top is compared with the sum of their tops. Your 6 beat 1 + 2 = 3, so both black dice left the board.",
        "Endet ein Würfel neben zwei oder drei gegnerischen Würfeln, wird seine Augenzahl mit der Summe ihrer Augen verglichen. Deine 6 schlug 1 + 2 = 3, also verließen beide schwarzen Würfel das Brett.",
        "Ha egy kocka két vagy három ellenséges kocka mellett áll meg, a saját felső lapját vetik össze az övék összegével. A 6-osod legyőzte az 1 + 2 = 3-at, így mindkét fekete kocka lekerült a tábláról.";
    WhyNoFight: "That die ends on l7, beside no black die: no fight happens.",
        "Dieser Würfel endet auf l7, neben keinem schwarzen Würfel: es kommt zu keinem Kampf.",
        "Ez a kocka az l7-en áll meg, egyetlen fekete mellett sem: nincs harc.";
    JoinTitle: "Zugzwang: join the fight", "Zugzwang: in den Kampf eingreifen", "Zugzwang: beszállás a harcba";
    JoinGoal: "Black's die tipped to h10 and shows 5, like your die on h9: a tie, so your die is in Zugzwang. Answer by bringing another die beside the black one, to take it off the board.",
        "Der schwarze Würfel ist nach h10 gekippt und zeigt 5, wie dein Würfel auf h9: Gleichstand, dein Würfel ist im Zugzwang. Antworte, indem du einen anderen Würfel neben den schwarzen bringst, um ihn vom Brett zu nehmen.",
        "A fekete kocka a h10-re billent, és 5-öt mutat, mint a h9-en álló kockád: döntetlen, így a kockád lépéskényszerben (Zugzwang) van. Válaszolj úgy, hogy egy másik kockát a fekete mellé hozol, és leveszed a tábláról.";
    JoinHint: "The die on g7 shows 3: tip it three squares north to g10, beside the black die.",
        "Der Würfel auf g7 zeigt 3: kippe ihn drei Felder nach Norden auf g10, neben den schwarzen Würfel.",
        "A g7-en álló kocka 3-at mutat: billentsd három mezővel északra, a g10-re, a fekete kocka mellé.";
    JoinDone: "The first way out of Zugzwang: another of your dice ends beside the attacker, which is then compared with all your dice beside it and leaves the board.",
        "Der erste Ausweg aus dem Zugzwang: ein anderer deiner Würfel endet neben dem Angreifer; der wird mit allen deinen Würfeln neben ihm verglichen und verlässt das Brett.",
        "Az első kiút a lépéskényszerből: egy másik kockád a támadó mellett áll meg; azt ekkor az összes mellette álló kockáddal vetik össze, és elhagyja a táblát.";
    EscapeTitle: "Zugzwang: step away", "Zugzwang: ausweichen", "Zugzwang: kitérés";
    EscapeGoal: "The same tie, but no other die of yours can reach the black one. Save your die on h9: move it away from the attacker.",
        "Derselbe Gleichstand, aber kein anderer deiner Würfel erreicht den schwarzen. Rette deinen Würfel auf h9: zieh ihn vom Angreifer weg.",
        "Ugyanaz a döntetlen, de egyik másik kockád sem éri el a feketét. Mentsd meg a h9-en álló kockádat: lépj el vele a támadó mellől.";
    EscapeHint: "Click the die on h9: it shows 5, so it tips five squares. Any square not beside the black die will do, for example h4.",
        "Klicke auf den Würfel auf h9: er zeigt 5, kippt also fünf Felder. Jedes Feld, das nicht neben dem schwarzen Würfel liegt, ist richtig, zum Beispiel h4.",
        "Kattints a h9-en álló kockára: 5-öt mutat, tehát öt mezőt billen. Bármely mező jó, amely nem a fekete kocka mellett van, például a h4.";
    EscapeDone: "The second way out: the attacked die moves away. Had two or three been attacked, only one could leave and the others would go off the board. With no way out at all, the attacked dice leave.",
        "Der zweite Ausweg: der angegriffene Würfel zieht weg. Wären zwei oder drei angegriffen, dürfte nur einer wegziehen, die anderen verließen das Brett. Gibt es gar keinen Ausweg, verlassen die angegriffenen Würfel das Brett.",
        "A második kiút: a megtámadott kocka ellép. Ha kettőt vagy hármat támadtak volna, csak egy léphetne el, a többi lekerülne a tábláról. Ha nincs kiút, a megtámadott kockák elhagyják a táblát.";
    WhyEscapedInstead: "That is the other way out: it saves your die, but here you can take the black die instead.",
        "Das ist der andere Ausweg: er rettet deinen Würfel, aber hier kannst du stattdessen den schwarzen schlagen.",
        "Ez a másik kiút: megmenti a kockádat, de itt inkább leütheted a feketét.";
    WhyMustAnswer: "In Zugzwang you must answer it: an ordinary move elsewhere is not allowed while a way out exists.",
        "Im Zugzwang musst du antworten: ein gewöhnlicher Zug anderswo ist nicht erlaubt, solange es einen Ausweg gibt.",
        "Lépéskényszerben válaszolnod kell: máshol szokásos lépést nem tehetsz, amíg van kiút.";
    WhyBackwards: "That tipped the die south, to c3. Dice may go backwards too, but the goal was c5.",
        "Das kippte den Würfel nach Süden, auf c3. Würfel dürfen auch zurück, aber das Ziel war c5.",
        "Ez délre, a c3-ra billentette a kockát. A kockák hátrafelé is mehetnek, de a cél a c5 volt.";
    WhyStraightOn: "Straight on, three squares north, the die ends on f8. To reach h6 the path has to turn once.",
        "Geradeaus, drei Felder nach Norden, endet der Würfel auf f8. Um h6 zu erreichen, muss der Weg einmal abbiegen.",
        "Egyenesen, három mezővel északra a kocka az f8-on áll meg. A h6 eléréséhez az útnak egyszer be kell fordulnia.";
    WhyNotBeside: "That die ends on j7, not beside the black die: no fight happens.",
        "Dieser Würfel endet auf j7, nicht neben dem schwarzen: es kommt zu keinem Kampf.",
        "Ez a kocka a j7-en áll meg, nem a fekete mellett: nincs harc.";
    NoWayTitle: "No way out", "Kein Ausweg", "Nincs kiút";
    NoWayGoal: "The black 6 on a16 is hemmed into the corner by your 1 on b16. Tip your die on a13 two squares north to a15: it lands showing 5, and 5 + 1 ties the 6.",
        "Die schwarze 6 auf a16 sitzt in der Ecke, eingeengt von deiner 1 auf b16. Kippe deinen Würfel auf a13 zwei Felder nach Norden auf a15: er landet mit der 5 oben, und 5 + 1 gleicht die 6.",
        "Az a16-on álló fekete 6-ost a b16-on álló 1-esed szorítja a sarokba. Billentsd az a13-on álló kockádat két mezővel északra, az a15-re: 5-össel felfelé ér le, és 5 + 1 kiegyenlíti a 6-ost.";
    NoWayHint: "Click your die on a13, then the marked square a15.",
        "Klicke auf deinen Würfel auf a13, dann auf das markierte Feld a15.",
        "Kattints az a13-on álló kockádra, majd a megjelölt a15 mezőre.";
    NoWayDone: "A tie puts the black die in Zugzwang, but it cannot move: both squares beside it are taken. No other black die can reach your die either, so the attacked die leaves the board at once, and Black makes an ordinary move.",
        "Der Gleichstand bringt den schwarzen Würfel in Zugzwang, aber er kann nicht ziehen: beide Felder neben ihm sind besetzt. Auch kein anderer schwarzer Würfel erreicht deinen Würfel, also verlässt der angegriffene Würfel sofort das Brett, und Schwarz macht einen gewöhnlichen Zug.",
        "A döntetlen kényszerlépésbe hozza a fekete kockát, de az nem tud lépni: mindkét szomszédos mező foglalt. Más fekete kocka sem éri el a kockádat, így a megtámadott kocka azonnal lekerül a tábláról, a fekete pedig szokásos lépést tesz.";
    LastTitle: "The last die", "Der letzte Würfel", "Az utolsó kocka";
    LastGoal: "Black has one die left, a 6 on l12. Take it: a player with no dice on the board loses.",
        "Schwarz hat nur noch einen Würfel, eine 6 auf l12. Schlage ihn: wer keine Würfel mehr auf dem Brett hat, verliert.",
        "A feketének egy kockája maradt, egy 6-os az l12-n. Üsd le: aki nem marad kockája a táblán, veszít.";
    LastHint: "Tip your 2 on l9 two squares north to l11: it lands showing 5, and with your 2 on k12 that makes 7 against 6.",
        "Kippe deine 2 auf l9 zwei Felder nach Norden auf l11: sie landet mit der 5 oben, und mit deiner 2 auf k12 sind das 7 gegen 6.",
        "Billentsd az l9-en álló 2-esedet két mezővel északra, az l11-re: 5-össel felfelé ér le, és a k12-n álló 2-eseddel együtt ez 7 a 6 ellen.";
    LastDone: "The black die leaves and Black has none left: you win. If neither player can move, two passes in a row end the game and more dice win; so does the 300-move limit.",
        "Der schwarze Würfel verlässt das Brett, und Schwarz hat keinen mehr: du gewinnst. Kann keiner ziehen, beenden zwei Pässe hintereinander das Spiel, und mehr Würfel gewinnen; ebenso nach 300 Zügen.",
        "A fekete kocka lekerül, és a feketének nem marad kockája: nyertél. Ha egyik játékos sem tud lépni, két egymást követő passz véget vet a játéknak, és a több kocka nyer; ugyanígy 300 lépés után.";
    WhyCornerOpened: "Your 1 moved away from b16: the black 6 is no longer hemmed in and nothing was fought. Keep it there and bring the die from a13.",
        "Deine 1 ist von b16 weggezogen: die schwarze 6 ist nicht mehr eingeengt, und es gab keinen Kampf. Lass sie stehen und bring den Würfel von a13.",
        "Az 1-esed ellépett a b16-ról: a fekete 6-os már nincs beszorítva, és harc sem volt. Hagyd ott, és hozd az a13-on álló kockát.";
    WhyNoContact: "Your die ended on n9, far from the black die: no fight. It has to end beside l12.",
        "Dein Würfel endete auf n9, weit weg vom schwarzen Würfel: kein Kampf. Er muss neben l12 enden.",
        "A kockád az n9-en állt meg, messze a fekete kockától: nincs harc. Az l12 mellett kell megállnia.";
    LimitTitle: "The agreed move limit",
        "Die vereinbarte Zuggrenze",
        "A megbeszélt lépéshatár";
    LimitGoal: "You and Black agreed to play 40 moves, and this is the 40th. When the limit runs out, more dice wins, and you both have two. Win the fight against the black 6 on h10 with this last move.",
        "Du und Schwarz habt 40 Züge vereinbart, und dies ist der 40. Wenn die Grenze erreicht ist, gewinnt, wer mehr Würfel hat, und ihr habt beide zwei. Gewinne mit diesem letzten Zug den Kampf gegen die schwarze 6 auf h10.",
        "Feketével 40 lépésben állapodtatok meg, és ez a 40. Amikor a határ letelik, a több kocka nyer, és mindkettőtöknek kettő van. Ezzel az utolsó lépéssel nyerd meg a harcot a h10-en álló fekete 6-os ellen.";
    LimitHint: "Tip the die on h7 two squares north to h9: it lands showing 5 beside the 6, and with your 2 on g10 that makes 7.",
        "Kippe den Würfel auf h7 zwei Felder nach Norden auf h9: er landet mit der 5 oben neben der 6, und mit deiner 2 auf g10 macht das 7.",
        "Billentsd a h7-en álló kockát két mezővel északra, a h9-re: 5-össel felfelé érkezik a 6-os mellé, és a g10-en álló 2-esseddel ez 7.";
    LimitDone: "The black 6 left the board and the game ended at the limit: two dice against one, you win. A limit counts the moves of both players together; with equal dice at the end it is a draw.",
        "Die schwarze 6 verließ das Brett, und das Spiel endete an der Grenze: zwei Würfel gegen einen, du gewinnst. Die Grenze zählt die Züge beider Spieler zusammen; bei gleich vielen Würfeln am Ende ist es unentschieden.",
        "A fekete 6-os elhagyta a táblát, és a játszma a határnál véget ért: két kocka egy ellen, nyertél. A határ a két játékos lépéseit együtt számolja; ha a végén egyenlő a kockák száma, döntetlen.";
    BackstopTitle: "Move 300",
        "Zug 300",
        "A 300. lépés";
    BackstopGoal: "No limit was agreed, but after 300 moves the game ends anyway and more dice wins. This is move 300: you have three dice, Black has two. Make the last move without losing a die.",
        "Es wurde keine Grenze vereinbart, aber nach 300 Zügen endet das Spiel trotzdem, und wer mehr Würfel hat, gewinnt. Dies ist Zug 300: du hast drei Würfel, Schwarz zwei. Mach den letzten Zug, ohne einen Würfel zu verlieren.",
        "Nem volt megbeszélt határ, de 300 lépés után a játszma mindenképp véget ér, és a több kocka nyer. Ez a 300. lépés: neked három kockád van, Feketének kettő. Lépd meg az utolsó lépést úgy, hogy ne veszíts kockát.";
    BackstopHint: "Keep away from the black 6 on d5: tip the die on k3 one square north.",
        "Bleib weg von der schwarzen 6 auf d5: kippe den Würfel auf k3 ein Feld nach Norden.",
        "Maradj távol a d5-ön álló fekete 6-ostól: billentsd a k3-on álló kockát egy mezővel északra.";
    BackstopDone: "After 300 moves the game ended, three dice against two: you win. A game also ends when both players pass, one after the other; a player passes only when none of their dice can move. Then too more dice wins, and equal dice is a draw.",
        "Nach 300 Zügen endete das Spiel, drei Würfel gegen zwei: du gewinnst. Ein Spiel endet auch, wenn beide Spieler nacheinander passen; passen darf nur, wessen Würfel alle nicht ziehen können. Auch dann gewinnt, wer mehr Würfel hat, und gleich viele sind unentschieden.",
        "300 lépés után a játszma véget ért, három kocka kettő ellen: nyertél. A játszma akkor is véget ér, ha a két játékos egymás után passzol; passzolni csak az tud, akinek egyik kockája sem léphet. Ekkor is a több kocka nyer, egyenlő számnál döntetlen.";
    WhyLimitEqual: "That was the last move, and it fought nobody: two dice each, so the game ended in a draw. Only a fight on the last move could decide it.",
        "Das war der letzte Zug, und er kämpfte gegen niemanden: je zwei Würfel, also endete das Spiel unentschieden. Nur ein Kampf im letzten Zug konnte es entscheiden.",
        "Ez volt az utolsó lépés, és senkivel sem harcolt: kettő-kettő kocka, így a játszma döntetlen lett. Csak egy harc dönthetett volna az utolsó lépésben.";
    WhyLostOnTheLastMove: "Your die landed on d4 showing 5 beside the black 6: the smaller side leaves the board, so you lost it, and two dice each after move 300 is a draw.",
        "Dein Würfel landete mit der 5 oben auf d4 neben der schwarzen 6: die kleinere Seite verlässt das Brett, du hast ihn verloren, und je zwei Würfel nach Zug 300 sind unentschieden.",
        "A kockád 5-össel felfelé a d4-re érkezett a fekete 6-os mellé: a kisebb fél elhagyja a táblát, így elvesztetted, és a 300. lépés után kettő-kettő kocka döntetlen.";
    PassTitle: "No move: pass",
        "Kein Zug: passen",
        "Nincs lépés: passz";
    PassGoal: "Your only die, on a1, shows 2 and is hemmed into the corner by two black dice: every path is blocked, so you must pass. Then Black moves the die on b1 away: beat the black 1 on a2.",
        "Dein einziger Würfel auf a1 zeigt 2 und ist von zwei schwarzen Würfeln in der Ecke eingeschlossen: jeder Weg ist versperrt, also musst du passen. Dann zieht Schwarz den Würfel von b1 weg: schlage die schwarze 1 auf a2.",
        "Egyetlen kockád az a1-en 2-t mutat, és két fekete kocka a sarokba szorítja: minden út el van zárva, ezért passzolnod kell. Aztán Fekete elviszi a b1-en álló kockát: győzd le az a2-n álló fekete 1-est.";
    PassHint: "Press Pass. After Black's move, tip your die one square east and one north, to b2, beside the black die on a2.",
        "Drücke Passen. Kippe nach dem Zug von Schwarz deinen Würfel ein Feld nach Osten und eins nach Norden, auf b2, neben den schwarzen Würfel auf a2.",
        "Nyomd meg a Passz gombot. Fekete lépése után billentsd a kockádat egy mezővel keletre és eggyel északra, a b2-re, az a2-n álló fekete kocka mellé.";
    PassDone: "A player passes only when none of their dice can move. Your die landed on b2 showing 6 and beat the black 1. Had Black been unable to move as well, the two passes in a row would have ended the game: more dice wins, equal dice is a draw.",
        "Passen darf nur, wessen Würfel alle nicht ziehen können. Dein Würfel landete mit der 6 oben auf b2 und schlug die schwarze 1. Hätte auch Schwarz nicht ziehen können, hätten die zwei Pässe hintereinander das Spiel beendet: mehr Würfel gewinnen, gleich viele sind unentschieden.",
        "Passzolni csak az tud, akinek egyik kockája sem léphet. A kockád 6-ossal felfelé a b2-re érkezett, és legyőzte a fekete 1-est. Ha Fekete sem tudott volna lépni, a két egymást követő passz véget vetett volna a játszmának: a több kocka nyer, egyenlő számnál döntetlen.";
    }
}

/// The texts of stage `id`.
pub fn stage(id: &str) -> Option<StageWords<Mx>> {
    let words = match id {
        "first-tip" => [
            Mx::FirstTipTitle,
            Mx::FirstTipGoal,
            Mx::FirstTipHint,
            Mx::FirstTipDone,
        ],
        "one-turn" => [
            Mx::OneTurnTitle,
            Mx::OneTurnGoal,
            Mx::OneTurnHint,
            Mx::OneTurnDone,
        ],
        "two-against-one" => [Mx::TwoTitle, Mx::TwoGoal, Mx::TwoHint, Mx::TwoDone],
        "one-against-two" => [Mx::ManyTitle, Mx::ManyGoal, Mx::ManyHint, Mx::ManyDone],
        "zugzwang-join" => [Mx::JoinTitle, Mx::JoinGoal, Mx::JoinHint, Mx::JoinDone],
        "zugzwang-escape" => [
            Mx::EscapeTitle,
            Mx::EscapeGoal,
            Mx::EscapeHint,
            Mx::EscapeDone,
        ],
        "no-way-out" => [Mx::NoWayTitle, Mx::NoWayGoal, Mx::NoWayHint, Mx::NoWayDone],
        "last-die" => [Mx::LastTitle, Mx::LastGoal, Mx::LastHint, Mx::LastDone],
        "move-limit" => [Mx::LimitTitle, Mx::LimitGoal, Mx::LimitHint, Mx::LimitDone],
        "backstop" => [
            Mx::BackstopTitle,
            Mx::BackstopGoal,
            Mx::BackstopHint,
            Mx::BackstopDone,
        ],
        "pass" => [Mx::PassTitle, Mx::PassGoal, Mx::PassHint, Mx::PassDone],
        _ => return None,
    };
    Some(StageWords::from(words))
}

/// Why a listed wrong move is wrong.
pub fn why(key: &str) -> Option<Mx> {
    Some(match key {
        "backwards" => Mx::WhyBackwards,
        "straight-on" => Mx::WhyStraightOn,
        "not-beside" => Mx::WhyNotBeside,
        "escaped-instead" => Mx::WhyEscapedInstead,
        "no-fight" => Mx::WhyNoFight,
        "must-answer" => Mx::WhyMustAnswer,
        "corner-opened" => Mx::WhyCornerOpened,
        "no-contact" => Mx::WhyNoContact,
        "limit-equal" => Mx::WhyLimitEqual,
        "lost-on-the-last-move" => Mx::WhyLostOnTheLastMove,
        _ => return None,
    })
}
