//! The Cubulus course's words (stages in `rules::cubulus` lessons). Places are named as the
//! layers view names them: layer 1 is the bottom, row 1 the back, column 1 the left.

use super::texts::StageWords;

crate::texts! {
    /// The Cubulus lessons' texts.
    pub enum Cx {
    PushOneTitle: "Push a ball in", "Eine Kugel einschieben", "Golyó betolása";
    PushOneGoal: "Push one of your balls into row 1 of layer 1 from the left, so that it shoves the other player's ball one cell along the row.",
        "Schiebe eine deiner Kugeln von links in Reihe 1 der Ebene 1, sodass sie die Kugel des Gegners eine Zelle weiter entlang der Reihe schiebt.",
        "Tolj be egy saját golyót balról az 1. réteg 1. sorába úgy, hogy a másik játékos golyóját egy cellával továbbtolja a sorban.";
    PushOneHint: "Use the arrow at the left end of row 1 in layer 1. A ball always enters a line at one of its ends.",
        "Nimm den Pfeil am linken Ende von Reihe 1 in Ebene 1. Eine Kugel kommt immer an einem Ende einer Reihe hinein.",
        "Használd az 1. réteg 1. sorának bal végén lévő nyilat. A golyó mindig egy sor valamelyik végén lép be.";
    PushOneDone: "A new ball enters the end cell of a line; the balls ahead of it move on by one cell, up to the first empty cell.",
        "Eine neue Kugel kommt in die Endzelle einer Reihe; die Kugeln davor rücken um eine Zelle weiter, bis zur ersten leeren Zelle.",
        "Az új golyó a sor végső cellájába kerül; az előtte lévő golyók egy cellával továbbcsúsznak, az első üres celláig.";
    PushTwoTitle: "Push two balls", "Zwei Kugeln schieben", "Két golyó tolása";
    PushTwoGoal: "Push a ball into row 1 of layer 1 from the left, so that both of the other player's balls move on together.",
        "Schiebe eine Kugel von links in Reihe 1 der Ebene 1, sodass beide Kugeln des Gegners zusammen weiterrücken.",
        "Tolj be egy golyót balról az 1. réteg 1. sorába úgy, hogy a másik játékos mindkét golyója együtt csússzon tovább.";
    PushTwoHint: "The arrow at the left end of row 1 in layer 1. (Row 2 is full: see what happens there.)",
        "Der Pfeil am linken Ende von Reihe 1 in Ebene 1. (Reihe 2 ist voll: sieh, was dort geschieht.)",
        "Az 1. réteg 1. sorának bal végén lévő nyíl. (A 2. sor tele van: nézd meg, mi történik ott.)";
    PushTwoDone: "One ball may push one or two others, as long as there is an empty cell ahead: no ball may ever leave the cube.",
        "Eine Kugel darf eine oder zwei andere schieben, solange davor eine Zelle frei ist: keine Kugel darf den Würfel verlassen.",
        "Egy golyó egy vagy két másikat tolhat, amíg előttük van üres cella: golyó soha nem hagyhatja el a kockát.";
    RotateTitle: "Turn a full row", "Eine volle Reihe drehen", "Teli sor forgatása";
    RotateGoal: "Row 1 of layer 1 is full. Turn it so that your ball comes round to column 1.",
        "Reihe 1 der Ebene 1 ist voll. Drehe sie so, dass deine Kugel herum in Spalte 1 kommt.",
        "Az 1. réteg 1. sora tele van. Forgasd el úgy, hogy a golyód körbeérve az 1. oszlopba kerüljön.";
    RotateHint: "Click the arrow at the left end of row 1: for a full row the board offers its rotations. Take the one that moves the balls to the right.",
        "Klicke auf den Pfeil am linken Ende von Reihe 1: bei einer vollen Reihe bietet das Brett ihre Drehungen an. Nimm die, die die Kugeln nach rechts bewegt.",
        "Kattints az 1. sor bal végén lévő nyílra: teli sornál a tábla felkínálja a forgatásokat. Válaszd azt, amelyik jobbra mozgatja a golyókat.";
    RotateDone: "Instead of pushing a new ball, you may turn a full row by one cell: the ball that would drop out comes back in at the other end. The next player may not turn the same row straight back.",
        "Statt eine neue Kugel einzuschieben, darfst du eine volle Reihe um eine Zelle drehen: die Kugel, die herausfiele, kommt am anderen Ende wieder hinein. Der nächste Spieler darf dieselbe Reihe nicht sofort zurückdrehen.",
        "Új golyó betolása helyett egy teli sort egy cellával elforgathatsz: a kieső golyó a másik végén visszakerül. A következő játékos nem forgathatja rögtön vissza ugyanazt a sort.";
    SquareTitle: "Make a square", "Ein Quadrat bilden", "Négyzet kirakása";
    SquareGoal: "Win: make four of your balls form a 2×2 block in layer 1.",
        "Gewinne: bilde mit vier deiner Kugeln einen 2×2-Block in Ebene 1.",
        "Nyerj: négy golyód alkosson 2×2-es tömböt az 1. rétegben.";
    SquareHint: "Push in behind your own ball at row 1, column 1: it moves on to column 2, and the new ball takes its place.",
        "Schiebe hinter deiner eigenen Kugel in Reihe 1, Spalte 1 ein: sie rückt in Spalte 2, und die neue Kugel nimmt ihren Platz ein.",
        "Tolj be a saját golyód mögé az 1. sor 1. oszlopánál: az a 2. oszlopba csúszik, az új golyó pedig a helyére kerül.";
    SquareDone: "Four balls of your colour in a 2×2 block on a face of the cube win the game.",
        "Vier Kugeln deiner Farbe als 2×2-Block auf einer Seite des Würfels gewinnen das Spiel.",
        "Négy saját színű golyó 2×2-es tömbben a kocka egyik lapján megnyeri a játékot.";
    CornersTitle: "The corner square", "Das Eckenquadrat", "A sarkok négyzete";
    CornersGoal: "Win again: the four corners of a face also count as a square.",
        "Gewinne noch einmal: auch die vier Ecken einer Seite zählen als Quadrat.",
        "Nyerj újra: egy lap négy sarka is négyzetnek számít.";
    CornersHint: "Three corners of layer 1 are yours. Fill the fourth, at row 3, column 3, from the right.",
        "Drei Ecken der Ebene 1 gehören dir. Fülle die vierte, Reihe 3, Spalte 3, von rechts.",
        "Az 1. réteg három sarka a tiéd. Töltsd ki a negyediket (3. sor, 3. oszlop) jobbról.";
    CornersDone: "A face has six squares: four 2×2 blocks, its four corners, and the middles of its four edges, a tilted square.",
        "Eine Seite hat sechs Quadrate: vier 2×2-Blöcke, ihre vier Ecken und die Mitten ihrer vier Kanten, ein schräges Quadrat.",
        "Egy lapon hat négyzet van: négy 2×2-es tömb, a négy sarok és a négy él közepe, egy ferde négyzet.";
    BlockTitle: "Stop their square", "Ihr Quadrat verhindern", "Az ő négyzetük megakadályozása";
    BlockGoal: "The other player needs only row 3, column 3 of layer 1 for a 2×2 block. Make a move after which no move of theirs makes a square.",
        "Dem Gegner fehlt nur Reihe 3, Spalte 3 der Ebene 1 für einen 2×2-Block. Mach einen Zug, nach dem kein Zug des Gegners ein Quadrat bildet.",
        "A másik játékosnak csak az 1. réteg 3. sorának 3. oszlopa hiányzik egy 2×2-es tömbhöz. Lépj úgy, hogy utána egyetlen lépése se rakjon ki négyzetet.";
    BlockHint: "Filling the gap is not enough. Push from below under the middle cell of layer 1: their ball rises into layer 2.",
        "Die Lücke zu füllen genügt nicht. Schiebe von unten unter die mittlere Zelle der Ebene 1: ihre Kugel steigt in Ebene 2.",
        "A rés kitöltése nem elég. Tolj be alulról az 1. réteg középső cellája alá: az ő golyójuk a 2. rétegbe emelkedik.";
    BlockDone: "Their ball left the face, and their other three can no longer make a square there. Watch the other player's squares as well as your own.",
        "Ihre Kugel hat die Seite verlassen, und die anderen drei bilden dort kein Quadrat mehr. Achte auf die Quadrate des Gegners wie auf deine eigenen.",
        "A golyójuk elhagyta a lapot, a másik három pedig ott már nem alkothat négyzetet. Figyelj a másik játékos négyzeteire is, ne csak a sajátjaidra.";
    WhyAlongColumn: "That arrow pushes along column 1: the other ball moved one row forward, not along row 1.",
        "Dieser Pfeil schiebt entlang Spalte 1: die andere Kugel rückte eine Reihe nach vorn, nicht entlang Reihe 1.",
        "Ez a nyíl az 1. oszlop mentén tol: a másik golyó egy sorral előrébb került, nem az 1. sor mentén.";
    WhyPushedNothing: "From the right, your ball went into the empty end cell and pushed nothing. Push from the end where the balls are.",
        "Von rechts kam deine Kugel in die leere Endzelle und schob nichts. Schiebe von dem Ende, an dem die Kugeln liegen.",
        "Jobbról a golyód az üres végcellába került, és semmit sem tolt. Arról a végről tolj, ahol a golyók vannak.";
    WhyLineFull: "Row 2 is full: a push into it would drop a ball out of the cube, which the rules forbid, so its arrows only turn the row, and row 1 stays as it was. Push into row 1 from the left.",
        "Reihe 2 ist voll: ein Einschieben würde eine Kugel aus dem Würfel drängen, und das verbieten die Regeln. Darum drehen ihre Pfeile die Reihe nur, und Reihe 1 bleibt, wie sie war. Schiebe von links in Reihe 1.",
        "A 2. sor tele van: a betolás kilökne egy golyót a kockából, ezt pedig tiltják a szabályok, ezért a nyilai csak forgatják a sort, az 1. sor pedig változatlan marad. Tolj be balról az 1. sorba.";
    WhyRotatedAway: "That turned the row the other way: your ball moved to column 2. Turn it so that the balls move right and yours comes round.",
        "Das drehte die Reihe andersherum: deine Kugel rückte in Spalte 2. Drehe so, dass die Kugeln nach rechts rücken und deine herumkommt.",
        "Ez a másik irányba forgatta a sort: a golyód a 2. oszlopba került. Úgy forgasd, hogy a golyók jobbra mozduljanak, és a tiéd körbeérjen.";
    WhyColumnFull: "Column 1 is full, so nothing can be pushed into it: its arrows only turn the column, and that makes no block. Push along row 1 instead.",
        "Spalte 1 ist voll, dort kann nichts eingeschoben werden: Ihre Pfeile drehen die Spalte nur, und das ergibt keinen Block. Schiebe stattdessen entlang Reihe 1.",
        "Az 1. oszlop tele van, oda nem lehet betolni: a nyilai csak forgatják az oszlopot, és ebből nem lesz tömb. Tolj inkább az 1. sor mentén.";
    WhyCornerTaken: "Pushing from the left shoves the other player's ball into the last corner.",
        "Von links geschoben landet die Kugel des Gegners in der letzten Ecke.",
        "Balról tolva a másik játékos golyója kerül az utolsó sarokba.";
    WhyGapRefilled: "Your ball fills the gap, but they push it up from below into layer 2, and their ball takes the corner: a square for them.",
        "Deine Kugel füllt die Lücke, aber sie schieben sie von unten in Ebene 2 hoch, und ihre Kugel nimmt die Ecke: ein Quadrat für sie.",
        "A golyód kitölti a rést, de alulról feltolják a 2. rétegbe, és az ő golyójuk foglalja el a sarkot: négyzet nekik.";
    NoReverseTitle: "No turning back", "Nicht zurückdrehen", "Nincs visszaforgatás";
    NoReverseGoal: "The other player has just turned row 1 of layer 1 and took your ball out of its corner. You may not turn that row straight back. Win another way.",
        "Der Gegner hat gerade Reihe 1 der Ebene 1 gedreht und deine Kugel aus ihrer Ecke geholt. Diese Reihe darfst du nicht sofort zurückdrehen. Gewinne auf anderem Weg.",
        "A másik játékos épp most forgatta el az 1. réteg 1. sorát, és kivitte a golyódat a sarokból. Ezt a sort nem forgathatod rögtön vissza. Nyerj másképp.";
    NoReverseHint: "Column 1 of layer 1 is full too. Turn it so that its balls move towards row 1: your ball from row 2 comes into the corner.",
        "Auch Spalte 1 der Ebene 1 ist voll. Drehe sie so, dass ihre Kugeln zu Reihe 1 rücken: deine Kugel aus Reihe 2 kommt in die Ecke.",
        "Az 1. réteg 1. oszlopa is tele van. Forgasd úgy, hogy a golyói az 1. sor felé mozduljanak: a 2. sorban lévő golyód a sarokba kerül.";
    NoReverseDone: "A rotation may not be undone by the very next move; any other line, and the same line later, are allowed.",
        "Eine Drehung darf nicht mit dem unmittelbar nächsten Zug rückgängig gemacht werden; jede andere Reihe, und dieselbe Reihe später, sind erlaubt.",
        "Egy forgatást nem lehet rögtön a következő lépéssel visszacsinálni; bármely más sor, és később ugyanez a sor is, szabad.";
    BothTitle: "A square for both", "Ein Quadrat für beide", "Négyzet mindkettőnek";
    BothGoal: "Win: the cell at row 1, column 2 of layer 1 completes your 2×2 block. Take care what else your push moves.",
        "Gewinne: die Zelle in Reihe 1, Spalte 2 der Ebene 1 vervollständigt deinen 2×2-Block. Achte darauf, was dein Schieben sonst noch bewegt.",
        "Nyerj: az 1. réteg 1. sorának 2. oszlopa teszi teljessé a 2×2-es tömbödet. Figyelj, mi mást mozdít még a tolásod.";
    BothHint: "Push from below into that cell: the other player's ball rises into layer 2, where it makes nothing.",
        "Schiebe von unten in diese Zelle: die Kugel des Gegners steigt in Ebene 2, wo sie nichts bildet.",
        "Tolj be alulról abba a cellába: a másik játékos golyója a 2. rétegbe emelkedik, ahol nem alkot semmit.";
    BothDone: "When one move makes a square for you and one for the other player at the same time, the other player wins. Look at every ball your push moves.",
        "Bildet ein Zug zugleich ein Quadrat für dich und eines für den Gegner, gewinnt der Gegner. Sieh dir jede Kugel an, die dein Schieben bewegt.",
        "Ha egy lépés egyszerre rak ki négyzetet neked és a másik játékosnak, a másik játékos nyer. Nézd meg minden golyót, amit a tolásod elmozdít.";
    NeutralsTitle: "The neutral balls", "Die neutralen Kugeln", "A semleges golyók";
    NeutralsGoal: "With two players the third colour is neutral. The other player starts, so you place all nine neutral balls first; eight are in. Put the last one where it completes a 2×2 block of neutral balls in layer 1.",
        "Zu zweit ist die dritte Farbe neutral. Der Gegner beginnt, also setzt du zuerst alle neun neutralen Kugeln; acht liegen schon. Setze die letzte so, dass sie einen 2×2-Block neutraler Kugeln in Ebene 1 vervollständigt.",
        "Két játékosnál a harmadik szín semleges. A másik játékos kezd, ezért előbb te helyezed el mind a kilenc semleges golyót; nyolc már bent van. A kilencediket oda tedd, ahol kiegészít egy semleges 2×2-es tömböt az 1. rétegben.";
    NeutralsHint: "Click the empty cell at row 2, column 2 of layer 1. A neutral ball may go into any empty cell, the centre of the cube included.",
        "Klicke auf die leere Zelle in Reihe 2, Spalte 2 der Ebene 1. Eine neutrale Kugel darf in jede leere Zelle, auch in die Mitte des Würfels.",
        "Kattints az 1. réteg 2. sorának 2. oszlopában lévő üres cellára. Semleges golyó bármely üres cellába kerülhet, a kocka közepébe is.";
    NeutralsDone: "A square of neutral balls wins nothing. Now the start player makes the first move; from here on neutral balls are only pushed and turned.",
        "Ein Quadrat aus neutralen Kugeln gewinnt nichts. Jetzt macht der Startspieler den ersten Zug; von nun an werden neutrale Kugeln nur noch geschoben und gedreht.",
        "A semleges golyók négyzete nem nyer semmit. Most a kezdő játékos lép először; ettől kezdve a semleges golyókat már csak tolni és forgatni lehet.";
    WhyReverseRefused: "That would turn row 1 straight back, undoing the other player's move, and the rules forbid it.",
        "Damit würdest du Reihe 1 sofort zurückdrehen und den Zug des Gegners rückgängig machen; das verbieten die Regeln.",
        "Ezzel rögtön visszaforgatnád az 1. sort, és visszacsinálnád a másik játékos lépését; ezt tiltják a szabályok.";
    WhySquareForBoth: "Your square is made, but the push shoved their ball to the right edge, where it completes their square too: then they win, not you.",
        "Dein Quadrat steht, aber das Schieben drückte ihre Kugel an den rechten Rand, wo sie auch ihr Quadrat vervollständigt: dann gewinnen sie, nicht du.",
        "A négyzeted kész, de a tolás a jobb szélre lökte az ő golyójukat, ahol az ő négyzetüket is kiegészíti: így ők nyernek, nem te.";
    WhyNeutralElsewhere: "That is a legal place for a neutral ball, but the 2×2 block at the back left of layer 1 is still missing its fourth ball.",
        "Dort darf eine neutrale Kugel liegen, aber dem 2×2-Block hinten links in Ebene 1 fehlt noch die vierte Kugel.",
        "Oda is kerülhet semleges golyó, de az 1. réteg bal hátsó 2×2-es tömbjéből még hiányzik a negyedik golyó.";
    ThreeTitle: "Three players",
        "Drei Spieler",
        "Három játékos";
    ThreeGoal: "With three players there are no neutral balls: each player has nine balls of a colour, and the turns go Player 1, 2, 3. Win: make a 2×2 block of your colour in layer 1.",
        "Zu dritt gibt es keine neutralen Kugeln: jeder hat neun Kugeln einer Farbe, und gezogen wird in der Reihenfolge Spieler 1, 2, 3. Gewinne: bilde einen 2×2-Block deiner Farbe in Ebene 1.",
        "Háromfős játékban nincsenek semleges golyók: mindenkinek kilenc golyója van egy színből, és a sorrend 1., 2., 3. játékos. Nyerj: rakj ki 2×2-es tömböt a saját színedből az 1. rétegben.";
    ThreeHint: "Push in at the left end of row 1 in layer 1: your ball in column 1 moves on to the empty column 2.",
        "Schiebe am linken Ende von Reihe 1 in Ebene 1 ein: deine Kugel in Spalte 1 rückt in die leere Spalte 2.",
        "Tolj be az 1. réteg 1. sorának bal végén: az 1. oszlopban lévő golyód továbbcsúszik az üres 2. oszlopba.";
    ThreeDone: "Everything else is as with two players. A move that makes squares for two other players at once lets both of them win together.",
        "Alles andere ist wie zu zweit. Ein Zug, der zugleich Quadrate für zwei andere Spieler bildet, lässt beide gemeinsam gewinnen.",
        "Minden más ugyanaz, mint kettesben. Ha egy lépés egyszerre két másik játékosnak rak ki négyzetet, mindketten együtt nyernek.";
    EmptyTitle: "No ball left to push in",
        "Keine Kugel mehr zum Einschieben",
        "Nincs több betolható golyó";
    EmptyGoal: "All nine of your balls are in the cube, so you cannot push a new one in: you may only turn full rows. Win by turning a row.",
        "Alle neun deiner Kugeln sind im Würfel, also kannst du keine neue einschieben: du darfst nur volle Reihen drehen. Gewinne, indem du eine Reihe drehst.",
        "Mind a kilenc golyód a kockában van, ezért újat nem tolhatsz be: csak teli sorokat forgathatsz. Nyerj egy sor elforgatásával.";
    EmptyHint: "Turn row 1 of layer 1 to the right: your ball in column 1 moves to column 2, and your ball in column 3 comes round into column 1.",
        "Drehe Reihe 1 der Ebene 1 nach rechts: deine Kugel in Spalte 1 rückt in Spalte 2, und deine Kugel in Spalte 3 kommt herum in Spalte 1.",
        "Forgasd jobbra az 1. réteg 1. sorát: az 1. oszlopban lévő golyód a 2. oszlopba kerül, a 3. oszlopban lévő pedig körbeér az 1. oszlopba.";
    EmptyDone: "A player whose supply is empty may only turn rows. A row of a single colour cannot be turned: it would change nothing, so it is not a move. A player left with no move at all passes, which happens only in rare positions.",
        "Wer keine Kugeln mehr im Vorrat hat, darf nur Reihen drehen. Eine Reihe aus einer einzigen Farbe lässt sich nicht drehen: es würde nichts ändern, also ist es kein Zug. Wer gar keinen Zug hat, passt; das kommt nur in seltenen Stellungen vor.",
        "Akinek kiürült a készlete, csak sorokat forgathat. Egyszínű sort nem lehet forgatni: semmit sem változtatna, ezért nem lépés. Akinek egyáltalán nincs lépése, passzol; ez csak ritka állásokban fordul elő.";
    RepeatTitle: "The same position three times",
        "Dreimal dieselbe Stellung",
        "Háromszor ugyanaz az állás";
    RepeatGoal: "Neither of you can make a square any more with three balls each. You have both turned your rows again and again: turn row 1 of layer 1 to the right once more, and the position comes back for the third time.",
        "Mit je drei Kugeln kann keiner von euch mehr ein Quadrat bilden. Ihr habt beide eure Reihen immer wieder gedreht: drehe Reihe 1 der Ebene 1 noch einmal nach rechts, und die Stellung kehrt zum dritten Mal wieder.",
        "Három-három golyóval egyikőtök sem tud már négyzetet kirakni. Mindketten újra és újra forgattátok a sorotokat: forgasd még egyszer jobbra az 1. réteg 1. sorát, és az állás harmadszor is visszatér.";
    RepeatHint: "Click the left end of row 1 in layer 1 and take the rotation to the right.",
        "Klicke auf das linke Ende von Reihe 1 in Ebene 1 und nimm die Drehung nach rechts.",
        "Kattints az 1. réteg 1. sorának bal végére, és válaszd a jobbra forgatást.";
    RepeatDone: "When the same position (the cube, the supplies, whose turn it is and which rotation is barred) occurs for the third time, the game is drawn.",
        "Tritt dieselbe Stellung (der Würfel, die Vorräte, wer am Zug ist und welche Drehung verboten ist) zum dritten Mal auf, endet das Spiel unentschieden.",
        "Ha ugyanaz az állás (a kocka, a készletek, hogy ki következik és melyik forgatás tilos) harmadszor fordul elő, a játszma döntetlen.";
    LimitTitle: "The 300th move",
        "Der 300. Zug",
        "A 300. lépés";
    LimitGoal: "This is the 300th move of the game, the last one: after it the game is drawn, unless the move makes a square. Make it without completing the other player's 2×2 block in layer 1.",
        "Dies ist der 300. Zug des Spiels, der letzte: danach ist das Spiel unentschieden, außer der Zug bildet ein Quadrat. Mach ihn, ohne den 2×2-Block des Gegners in Ebene 1 zu vollenden.",
        "Ez a játszma 300. lépése, az utolsó: utána a játszma döntetlen, hacsak a lépés nem rak ki négyzetet. Lépj úgy, hogy ne fejezd be a másik játékos 2×2-es tömbjét az 1. rétegben.";
    LimitHint: "Stay away from row 3: push into column 1 of layer 1 from its back end, at row 1.",
        "Bleib weg von Reihe 3: schiebe in Spalte 1 der Ebene 1 von ihrem hinteren Ende ein, bei Reihe 1.",
        "Maradj távol a 3. sortól: tolj be az 1. réteg 1. oszlopába a hátsó végéről, az 1. sornál.";
    LimitDone: "After 300 moves the game is drawn. A square made by the 300th move still counts, so the last move must not make one for the other player.",
        "Nach 300 Zügen ist das Spiel unentschieden. Ein Quadrat, das der 300. Zug bildet, zählt noch, also darf der letzte Zug keines für den Gegner bilden.",
        "300 lépés után a játszma döntetlen. A 300. lépéssel kirakott négyzet még számít, ezért az utolsó lépés nem rakhat ki négyzetet a másik játékosnak.";
    WhyPushedUp: "That pushed your ball in row 1, column 1 up into layer 2, and the block is broken. Push along row 1 instead.",
        "Das schob deine Kugel in Reihe 1, Spalte 1 hinauf in Ebene 2, und der Block ist zerbrochen. Schiebe stattdessen entlang Reihe 1.",
        "Ez az 1. sor 1. oszlopában lévő golyódat feltolta a 2. rétegbe, és a tömb szétesett. Inkább az 1. sor mentén tolj.";
    WhySupplyEmpty: "You have no ball left to push in: all nine are in the cube. Turn a full row instead.",
        "Du hast keine Kugel mehr zum Einschieben: alle neun sind im Würfel. Drehe stattdessen eine volle Reihe.",
        "Nincs több betolható golyód: mind a kilenc a kockában van. Inkább forgass el egy teli sort.";
    WhyOneColour: "Row 3 of layer 2 holds only your balls: turning it would change nothing, so it is not a move.",
        "Reihe 3 der Ebene 2 enthält nur deine Kugeln: sie zu drehen würde nichts ändern, also ist es kein Zug.",
        "A 2. réteg 3. sorában csak a te golyóid vannak: a forgatása semmit sem változtatna, ezért nem lépés.";
    WhyNoRepeat: "Turning the row the other way makes a new position, so the game goes on. Turn it the same way as before.",
        "Die Reihe andersherum zu drehen ergibt eine neue Stellung, also geht das Spiel weiter. Drehe sie in dieselbe Richtung wie zuvor.",
        "A sort a másik irányba forgatva új állás jön létre, így a játszma folytatódik. Ugyanarra forgasd, mint eddig.";
    WhyTheirSquareAt300: "That pushed their ball into column 3 of row 3 and completed their 2×2 block. A move that makes only the other player's square makes them win, even as the 300th move.",
        "Das schob ihre Kugel in Spalte 3 von Reihe 3 und vollendete ihren 2×2-Block. Ein Zug, der nur das Quadrat des Gegners bildet, lässt ihn gewinnen, auch als 300. Zug.",
        "Ez a golyójukat a 3. sor 3. oszlopába tolta, és befejezte a 2×2-es tömbjüket. Ha egy lépés csak a másik játékos négyzetét rakja ki, ő nyer, a 300. lépésben is.";
    PassTitle: "No move at all: pass",
        "Gar kein Zug: passen",
        "Egyáltalán nincs lépés: passz";
    PassGoal: "A made-up position: all nine of Player 2's balls are in the cube, so they may only turn full rows, and their only full rows, the three through the centre, hold their colour alone. Push a ball in so that they have no row left to turn: they must pass.",
        "Eine ausgedachte Stellung: alle neun Kugeln von Spieler 2 sind im Würfel, also darf er nur volle Reihen drehen, und seine einzigen vollen Reihen, die drei durch die Mitte, enthalten nur seine Farbe. Schiebe eine Kugel so ein, dass ihm keine Reihe zum Drehen bleibt: er muss passen.",
        "Kitalált állás: a 2. játékos mind a kilenc golyója a kockában van, így csak teli sorokat forgathat, és az egyetlen teli soraiban, a középponton átmenő háromban, csak az ő színe van. Tolj be egy golyót úgy, hogy ne maradjon forgatható sora: passzolnia kell.";
    PassHint: "Every other row lacks exactly one ball, so a ball in the wrong place fills a row. The corner of layer 1 at row 1, column 1 is the one cell whose rows all lack a second ball: push your ball into that corner.",
        "Jeder anderen Reihe fehlt genau eine Kugel, also füllt eine Kugel am falschen Platz eine Reihe. Die Ecke der Ebene 1 in Reihe 1, Spalte 1 ist die einzige Zelle, deren Reihen alle noch eine zweite Lücke haben: schiebe deine Kugel in diese Ecke.",
        "Minden más sorból pontosan egy golyó hiányzik, így a rossz helyre tett golyó megtölt egy sort. Az 1. réteg 1. sorának 1. oszlopában lévő sarok az egyetlen cella, amelynek minden sorában van még egy másik hely is: ebbe a sarokba tolj be.";
    PassDone: "Player 2 had no move and passed. A player with no legal move passes; in a real game that happens only in rare positions like this one.",
        "Spieler 2 hatte keinen Zug und passte. Wer keinen erlaubten Zug hat, passt; im echten Spiel kommt das nur in seltenen Stellungen wie dieser vor.",
        "A 2. játékosnak nem volt lépése, és passzolt. Akinek nincs szabályos lépése, passzol; valódi játszmában ez csak ilyen ritka állásokban fordul elő.";
    WhyLeftARotation: "Your ball went into the corner at column 3 and pushed the neutral ball there into the middle of row 1: column 2 of layer 1 and the line up from that cell are now full with mixed colours, and Player 2 can turn them.",
        "Deine Kugel kam in die Ecke bei Spalte 3 und schob die neutrale Kugel dort in die Mitte von Reihe 1: Spalte 2 der Ebene 1 und die Linie von dieser Zelle nach oben sind jetzt voll und gemischt, und Spieler 2 kann sie drehen.",
        "A golyód a 3. oszlopnál lévő sarokba került, és az ott álló semleges golyót az 1. sor közepére tolta: az 1. réteg 2. oszlopa és az e cellától felfelé futó vonal most tele van vegyes színekkel, és a 2. játékos forgathatja őket.";
    }
}

/// The texts of stage `id`.
pub fn stage(id: &str) -> Option<StageWords<Cx>> {
    let words = match id {
        "push-one" => [
            Cx::PushOneTitle,
            Cx::PushOneGoal,
            Cx::PushOneHint,
            Cx::PushOneDone,
        ],
        "push-two" => [
            Cx::PushTwoTitle,
            Cx::PushTwoGoal,
            Cx::PushTwoHint,
            Cx::PushTwoDone,
        ],
        "rotate" => [
            Cx::RotateTitle,
            Cx::RotateGoal,
            Cx::RotateHint,
            Cx::RotateDone,
        ],
        "square" => [
            Cx::SquareTitle,
            Cx::SquareGoal,
            Cx::SquareHint,
            Cx::SquareDone,
        ],
        "corners" => [
            Cx::CornersTitle,
            Cx::CornersGoal,
            Cx::CornersHint,
            Cx::CornersDone,
        ],
        "block" => [Cx::BlockTitle, Cx::BlockGoal, Cx::BlockHint, Cx::BlockDone],
        "no-reverse" => [
            Cx::NoReverseTitle,
            Cx::NoReverseGoal,
            Cx::NoReverseHint,
            Cx::NoReverseDone,
        ],
        "both-squares" => [Cx::BothTitle, Cx::BothGoal, Cx::BothHint, Cx::BothDone],
        "neutrals" => [
            Cx::NeutralsTitle,
            Cx::NeutralsGoal,
            Cx::NeutralsHint,
            Cx::NeutralsDone,
        ],
        "three-players" => [Cx::ThreeTitle, Cx::ThreeGoal, Cx::ThreeHint, Cx::ThreeDone],
        "supply-empty" => [Cx::EmptyTitle, Cx::EmptyGoal, Cx::EmptyHint, Cx::EmptyDone],
        "repetition" => [
            Cx::RepeatTitle,
            Cx::RepeatGoal,
            Cx::RepeatHint,
            Cx::RepeatDone,
        ],
        "move-300" => [Cx::LimitTitle, Cx::LimitGoal, Cx::LimitHint, Cx::LimitDone],
        "pass" => [Cx::PassTitle, Cx::PassGoal, Cx::PassHint, Cx::PassDone],
        _ => return None,
    };
    Some(StageWords::from(words))
}

/// Why a listed wrong move is wrong.
pub fn why(key: &str) -> Option<Cx> {
    Some(match key {
        "along-column" => Cx::WhyAlongColumn,
        "pushed-nothing" => Cx::WhyPushedNothing,
        "line-full" => Cx::WhyLineFull,
        "rotated-away" => Cx::WhyRotatedAway,
        "column-full" => Cx::WhyColumnFull,
        "pushed-corner-away" => Cx::WhyCornerTaken,
        "gap-refilled" => Cx::WhyGapRefilled,
        "reverse-refused" => Cx::WhyReverseRefused,
        "square-for-both" => Cx::WhySquareForBoth,
        "neutral-elsewhere" => Cx::WhyNeutralElsewhere,
        "pushed-up" => Cx::WhyPushedUp,
        "supply-empty" => Cx::WhySupplyEmpty,
        "one-colour" => Cx::WhyOneColour,
        "no-repeat" => Cx::WhyNoRepeat,
        "their-square-at-300" => Cx::WhyTheirSquareAt300,
        "left-a-rotation" => Cx::WhyLeftARotation,
        _ => return None,
    })
}
