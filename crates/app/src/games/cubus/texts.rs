//! The Cubus board's words in English, German and Hungarian, in one table: fixed strings,
//! and the sentences about turns, builds and knocks with `{placeholders}` that the small
//! functions below fill in.

use rules::cubus::position::PositionError;
use rules::cubus::{CardType, Cards, Cubus, Error, Event, FaceKind, Move, Phase, Stack};
use rules::{Game, Seat};

use crate::games::{
    no_such_seat_text, pass_words, player_count_text, seat_list_text, GameTexts, Mood,
};
use crate::i18n::{form, Lang, T};

crate::texts! {
    /// A text of the Cubus board: a fixed string, or a sentence with placeholders.
    pub enum Tx {
    OptKnocking: "Others may knock on a \u{201c}no build\u{201d}",
        "Andere dürfen bei \u{201e}kein Bau\u{201c} klopfen",
        "A \u{201e}nem építek\u{201d} után lehet kopogni";
    OptEnding: "At the end",
        "Am Schluss",
        "A játék végén";
    OptAbbau: "Abbau: take a stack apart crate by crate",
        "Abbau: einen Stapel Kiste für Kiste abbauen",
        "Bontás: egy halom lebontása ládánként";
    OptAbbauStart: "The Abbau starts from",
        "Der Abbau beginnt mit",
        "A bontás kiindulása";
    OptAbbauStack: "Abbau from this stack (16 heights, e.g. 2200220000000000o1)",
        "Abbau von diesem Stapel (16 Höhen, z. B. 2200220000000000o1)",
        "Bontás ebből a halomból (16 magasság, pl. 2200220000000000o1)";
    EndingNone: "nothing more", "nichts weiter", "semmi több";
    EndingLowest: "the lowest scorer builds", "Letzter baut", "a legkevesebb pontú épít";
    EndingBest: "the best proposal builds", "bester Vorschlag baut", "a legjobb javaslat épül";
    AbbauFull: "the full block", "voller Block", "teljes tömb";
    AbbauRandom: "a random stack", "zufälliger Stapel", "véletlen halom";
    Name: "Cubus", "Cubus", "Cubus";
    Pitch: "Lay rhombus cards into an isometric drawing of crates and score for every crate it gains.",
        "Rautenkarten zu einer isometrischen Kistenzeichnung legen und für jede neue Kiste punkten.",
        "Rombusz alakú lapokból rajzolj izometrikus ládahalmot, és pontozz minden új ládáért.";
    Draw: "Draw a card", "Karte ziehen", "Lapot húzok";
    NoBuild: "No build", "Kein Bau", "Nem építek";
    Knock: "Knock", "Klopfen", "Kopogok";
    PassKnock: "Don't knock", "Nicht klopfen", "Nem kopogok";
    Confirm: "Confirm build", "Bau bestätigen", "Építés megerősítése";
    Reset: "Reset", "Zurücksetzen", "Visszaállítás";
    ShowBuild: "Show a scoring build", "Einen Wertungsbau zeigen", "Mutass egy pontot érő építést";
    NoScoringBuild: "No scoring build exists.", "Es gibt keinen Bau, der punktet.", "Nincs pontot érő építés.";
    LoadHint: "Load the suggested build", "Vorgeschlagenen Bau laden", "A javasolt építés betöltése";
    Suggested: "Suggested move", "Vorgeschlagener Zug", "Javasolt lépés";
    AddCrate: "Add a crate", "Kiste dazu", "Láda hozzá";
    RemoveCrate: "Remove a crate", "Kiste weg", "Láda el";
    OpenLid: "Open crate on top", "Offene Kiste oben", "Nyitott láda felül";
    Editor: "Build: the stack as 4 × 4 columns", "Bauen: der Stapel als 4 × 4 Säulen", "Építés: a halom 4 × 4 oszlopként";
    EditorHelp: "Pick a column (it is marked in the drawing), then add or remove crates. Keys: arrows move, + and − change the height, O opens the lid. Clicking a lid in the drawing adds a crate on it.",
        "Wähle eine Säule (in der Zeichnung markiert), dann Kisten dazu oder weg. Tasten: Pfeile bewegen, + und − ändern die Höhe, O öffnet den Deckel. Ein Klick auf einen Deckel in der Zeichnung setzt eine Kiste darauf.",
        "Válassz oszlopot (a rajzon jelölve), majd tegyél hozzá vagy vegyél el ládát. Billentyűk: a nyilak mozgatnak, a + és − a magasságot változtatja, az O kinyitja a fedelet. A rajzon egy fedélre kattintva ládát teszel rá.";
    Shift: "Move the whole stack", "Ganzen Stapel verschieben", "Az egész halom eltolása";
    ShiftBackLeft: "Move the stack back left", "Stapel nach hinten links", "Halom hátra balra";
    ShiftFrontRight: "Move the stack front right", "Stapel nach vorn rechts", "Halom előre jobbra";
    ShiftBackRight: "Move the stack back right", "Stapel nach hinten rechts", "Halom hátra jobbra";
    ShiftFrontLeft: "Move the stack front left", "Stapel nach vorn links", "Halom előre balra";
    Unchanged: "Change the stack to build: the cards, crates and points show here at once.",
        "Ändere den Stapel, um zu bauen: Karten, Kisten und Punkte erscheinen hier sofort.",
        "Változtasd meg a halmot az építéshez: a lapok, ládák és pontok azonnal itt látszanak.";
    Legal: "Legal build", "Erlaubter Bau", "Szabályos építés";
    Illegal: "Not legal", "Nicht erlaubt", "Nem szabályos";
    FromHand: "From the hand", "Aus der Hand", "A kézből";
    BackToHand: "Back to the hand", "Zurück in die Hand", "Vissza a kézbe";
    Nothing: "nothing", "nichts", "semmi";
    Points: "Points", "Punkte", "Pont";
    Players: "Cards and scores", "Karten und Punkte", "Lapok és pontok";
    Drawing: "The stack of crates", "Der Kistenstapel", "A ládahalom";
    ContinueAbbau: "Continue with the Abbau", "Mit dem Abbau weiterspielen", "Folytatás bontással";
    Column: "column", "Säule", "oszlop";
    Open: "open", "offen", "nyitott";
    YourCards: "cards in play", "Karten im Spiel", "játékban lévő lapok";
    NoNewCrate: "A build must leave more crates than before.",
        "Ein Bau muss mehr Kisten ergeben als vorher.",
        "Az építés után több ládának kell lennie, mint előtte.";
    OpenCrateMoved: "Open crates never move once built in.",
        "Eingebaute offene Kisten bewegen sich nie mehr.",
        "A beépített nyitott láda többé nem mozdulhat.";
    OpenCrateNotOnLid: "An open crate must be a visible lid on top of its column.",
        "Eine offene Kiste muss ein sichtbarer Deckel oben auf ihrer Säule sein.",
        "A nyitott ládának az oszlop tetején látható fedélnek kell lennie.";
    LidSwapOnly: "Just swapping a lid for an open crate is not a move.",
        "Nur einen Deckel gegen eine offene Kiste tauschen ist kein Zug.",
        "Pusztán egy fedelet nyitott ládára cserélni nem lépés.";
    NotOneCrateLess: "The Abbau takes away exactly one crate per turn.",
        "Beim Abbau genau eine Kiste pro Zug weniger.",
        "Bontáskor körönként pontosan egy ládával lesz kevesebb.";
    TooHigh: "A column holds at most 4 crates.",
        "Eine Säule hat höchstens 4 Kisten.",
        "Egy oszlopban legfeljebb 4 láda lehet.";
    MustDraw: "The turn begins by drawing a card.",
        "Der Zug beginnt mit dem Ziehen einer Karte.",
        "A kör laphúzással kezdődik.";
    NoDrawNow: "No card can be drawn now.",
        "Jetzt kann keine Karte gezogen werden.",
        "Most nem lehet lapot húzni.";
    NoBuildNow: "No build is possible now.",
        "Jetzt ist kein Bau möglich.",
        "Most nem lehet építeni.";
    MustBuild: "A scoring build exists, so you must build.",
        "Es gibt einen Bau, der punktet, also musst du bauen.",
        "Van pontot érő építés, ezért építened kell.";
    NoKnockNow: "Knocking is only possible right after someone declared no build.",
        "Klopfen geht nur direkt, nachdem jemand „kein Bau“ gesagt hat.",
        "Kopogni csak közvetlenül azután lehet, hogy valaki nem épített.";
    KnockPending: "The other players are still deciding whether to knock.",
        "Die anderen entscheiden noch, ob sie klopfen.",
        "A többiek még döntenek, kopognak-e.";
    KnockerMustBuild: "The knocker must now build with the overlooker's cards.",
        "Wer geklopft hat, muss jetzt mit den Karten des Übersehenden bauen.",
        "A kopogónak most a mulasztó lapjaiból kell építenie.";
    MustDismantle: "In the Abbau each turn takes away exactly one crate.",
        "Beim Abbau nimmt jeder Zug genau eine Kiste weg.",
        "Bontáskor minden kör pontosan egy ládát vesz el.";
    NotOnePiece: "The crates are not one piece, so the drawing is no legal table.",
        "Die Kisten sind nicht ein Stück, also ist die Zeichnung keine gültige Auslage.",
        "A ládák nem egy darabból állnak, így a rajz nem szabályos asztal.";
    HiddenColumn: "The crates are joined only through a wholly hidden column, so the drawing is no legal table.",
        "Die Kisten hängen nur über eine ganz verdeckte Säule zusammen, also ist die Zeichnung keine gültige Auslage.",
        "A ládákat csak egy teljesen takart oszlop köti össze, így a rajz nem szabályos asztal.";
    // Sentences with arguments: `{name}` is filled in by the functions below, `|` parts
    // the plural forms (one, many; Hungarian keeps the singular after a number).
    CardLeft: "left side|left sides", "linke Seite|linke Seiten", "bal oldal";
    CardRight: "right side|right sides", "rechte Seite|rechte Seiten", "jobb oldal";
    CardLid: "lid|lids", "Deckel", "fedél";
    CardOpen: "open crate|open crates", "offene Kiste|offene Kisten", "nyitott láda";
    SeatCards: "{n} card|{n} cards", "{n} Karte|{n} Karten", "{n} lap";
    DeckLeft: "Deck: {n} cards", "Stapel: {n} Karten", "Pakli: {n} lap";
    TableLine: "{n} card draws {crates}|{n} cards draw {crates}",
        "{n} Karte zeichnet {crates}|{n} Karten zeichnen {crates}",
        "{n} lap {crates} rajzol";
    TableCrates: "{n} crate|{n} crates", "{n} Kiste|{n} Kisten", "{n} ládát";
    ColumnCrates: "Column {column}: {n} crate|Column {column}: {n} crates", "Säule {column}: {n} Kiste|Säule {column}: {n} Kisten", "{column}. oszlop: {n} láda|{column}. oszlop: {n} láda";
    CratesChange: "{before} → {after} crates", "{before} → {after} Kisten", "{before} → {after} láda";
    PhaseDraw: "{name}: draw a card.", "{name}: Karte ziehen.", "{name}: húzz egy lapot.";
    PhaseBuild: "{name}: build with your cards, or declare no build.",
        "{name}: mit deinen Karten bauen oder „kein Bau“ sagen.",
        "{name}: építs a lapjaidból, vagy jelentsd, hogy nem építesz.";
    PhaseKnockWindow: "{overlooker} declared no build. {asked}: knock if you see a scoring build.",
        "{overlooker} baut nicht. {asked}: klopfen, wenn du einen Wertungsbau siehst.",
        "{overlooker} nem épít. {asked}: kopogj, ha látsz pontot érő építést.";
    PhaseKnockBuild: "{knocker} knocked rightly: now builds with {overlooker}'s cards and scores.",
        "{knocker} hat zu Recht geklopft und baut nun mit den Karten von {overlooker}.",
        "{knocker} jogosan kopogott: most {overlooker} lapjaiból épít.";
    PhaseFinalBuild: "Final build: {builder} may build once with everyone's cards.",
        "Schlussbau: {builder} darf einmal mit allen Karten bauen.",
        "Zárásként {builder} egyszer építhet mindenki lapjaiból.";
    PhaseContest: "Final contest: {asked} may propose a build with all cards worth more than {beat}, or pass.",
        "Schlusswettbewerb: {asked} darf einen Bau mit allen Karten vorschlagen, der mehr als {beat} bringt, oder passen.",
        "Záró verseny: {asked} javasolhat egy {beat} pontnál többet érő építést az összes lapból, vagy passzolhat.";
    PhaseDismantle: "{name}: take exactly one crate away; each card you take off is a point.",
        "{name}: genau eine Kiste abbauen; jede abgenommene Karte ist ein Punkt.",
        "{name}: vegyél el pontosan egy ládát; minden levett lap egy pont.";
    EventDrew: "{name} drew a {card}.", "{name} zieht: {card}.", "{name} húzott: {card}.";
    EventBuilt: "{builder} built: {crates}, laid {added}, took back {taken} — {points}.",
        "{builder} baut: {crates}, legt {added}, nimmt {taken} zurück — {points}.",
        "{builder} épített: {crates}, letett: {added}, visszavett: {taken} — {points}.";
    EventBuiltWith: "{builder} built with {owner}'s cards: {crates}, laid {added}, took back {taken} — {points}.",
        "{builder} baut mit den Karten von {owner}: {crates}, legt {added}, nimmt {taken} zurück — {points}.",
        "{builder} épített ({owner} lapjaiból): {crates}, letett: {added}, visszavett: {taken} — {points}.";
    EventNoBuild: "{name} declared no build.", "{name} baut nicht.", "{name} nem épít.";
    EventPassedKnock: "{name} did not knock.", "{name} klopft nicht.", "{name} nem kopogott.";
    EventKnockedRightly: "{name} knocked: a scoring build was there!",
        "{name} klopft: es gab einen Wertungsbau!",
        "{name} kopogott: volt pontot érő építés!";
    EventKnockedWrongly: "{name} knocked wrongly: everyone else gains 2 points.",
        "{name} klopft zu Unrecht: alle anderen bekommen 2 Punkte.",
        "{name} tévesen kopogott: mindenki más 2 pontot kap.";
    EventProposed: "{name} proposes a build worth {points}.",
        "{name} schlägt einen Bau für {points} vor.",
        "{name} javasol egy {points} értékű építést.";
    HalfHidden: "A {face} would be half hidden (cards cannot overlap).",
        "Eine {face} wäre halb verdeckt (Karten überlappen nicht).",
        "Egy {face} félig takarásban lenne (a lapok nem fedhetik egymást).";
    NotEnoughCards: "Not enough cards: you need more {cards}.",
        "Nicht genug Karten: es fehlen {cards}.",
        "Nincs elég lap: több kellene ebből: {cards}.";
    TooFewPoints: "It scores {points}; at least {needed} is needed.",
        "Er bringt {points}; nötig sind mindestens {needed}.",
        "{points} pontot ér; legalább {needed} kell.";
    NotCanonical: "Write the drawing as its reading moved to the corner: b{stack}.",
        "Die Zeichnung als ihre Lesart in der Ecke angeben: b{stack}.",
        "A rajzot a sarokba tolt olvasatával kell megadni: b{stack}.";
    MoveDrewCard: "drew a card: {card}", "zog eine Karte: {card}", "húzott egy lapot: {card}";
    MoveDrew: "drew a card", "zog eine Karte", "húzott egy lapot";
    MoveNoBuild: "declared no build", "sagte „kein Bau“", "bejelentette, hogy nem épít";
    MoveKnocked: "knocked", "klopfte", "kopogott";
    MoveNoKnock: "did not knock", "klopfte nicht", "nem kopogott";
    MoveTookCrate: "took a crate away: {crates}, {points}",
        "baute eine Kiste ab: {crates}, {points}",
        "elvett egy ládát: {crates}, {points}";
    MoveBuiltCrates: "built {crates}, {points}", "baute {crates}, {points}", "épített: {crates}, {points}";
    MoveProposed: "proposed a build worth {points}",
        "schlug einen Bau für {points} vor",
        "{points} értékű építést javasolt";
    MoveBuilt: "built", "baute", "épített";
    // The same moves as orders: a hint, a puzzle's answer, the review's best move.
    DrawCard: "draw a card", "Ziehe eine Karte", "Húzz egy lapot";
    DeclareNoBuild: "declare no build", "Sage „kein Bau“", "Jelentsd be, hogy nem építesz";
    KnockNow: "knock", "Klopfe", "Kopogj";
    DontKnock: "do not knock", "Klopfe nicht", "Ne kopogj";
    TakeCrate: "take a crate away: {crates}, {points}",
        "Baue eine Kiste ab: {crates}, {points}",
        "Vegyél el egy ládát: {crates}, {points}";
    BuildCrates: "build {crates}, {points}", "Baue {crates}, {points}", "Építs: {crates}, {points}";
    ProposeBuild: "propose a build worth {points}",
        "Schlage einen Bau für {points} vor",
        "Javasolj {points} értékű építést";
    BuildNow: "build", "Baue", "Építs";
    // The diagrams above the rules text (`rules_text`).
    DiagramOne: "One crate", "Eine Kiste", "Egy láda";
    DiagramTwo: "Two side by side", "Zwei nebeneinander", "Kettő egymás mellett";
    DiagramBlock: "Hidden crates count: the 2 × 2 × 2 block",
        "Verdeckte Kisten zählen: der Block 2 × 2 × 2",
        "A rejtett ládák is számítanak: a 2 × 2 × 2-es tömb";
    DiagramFlip: "A flip: the same twelve cards", "Umklappen: dieselben zwölf Karten", "Fordítás: ugyanaz a tizenkét lap";
    DiagramScore: "Scoring a build", "Wertung eines Baus", "Egy építés pontjai";
    DiagramCount: "{cards} cards · {n} crate|{cards} cards · {n} crates",
        "{cards} Karten · {n} Kiste|{cards} Karten · {n} Kisten",
        "{cards} lap · {n} láda";
    }
}

crate::texts! {
    /// What an edited position breaks, in a table of its own: only a program that opens
    /// positions (the `positions` feature) carries these words.
    pub enum Px {
    // What an edited position breaks (`position_error`): `{seat}` and the like are players'
    // names, `{column}` a column's number as the position text lists them.
    ListHands: "The open cards", "Die offenen Karten", "A nyitott lapok";
    ListScores: "The points", "Die Punkte", "A pontok";
    ListDrawn: "The cards drawn", "Die gezogenen Karten", "A húzott lapok";
    ListOther: "A list per player", "Eine Liste je Spieler", "Egy játékosonkénti lista";
    ColumnTooHigh: "Column {column}: more than 4 crates, but a column holds at most 4.",
        "Säule {column}: mehr als 4 Kisten, aber eine Säule hat höchstens 4.",
        "{column}. oszlop: 4-nél több láda, pedig egy oszlopban legfeljebb 4 lehet.";
    OpenNotALid: "Column {column}: an open crate, but an open crate is only ever a visible lid on top of its column.",
        "Säule {column}: eine offene Kiste, aber eine offene Kiste ist immer ein sichtbarer Deckel oben auf ihrer Säule.",
        "{column}. oszlop: nyitott láda, pedig nyitott láda csak az oszlop tetején látható fedél lehet.";
    NotALegalTable: "The drawing is no legal table: its crates must be one pile whose every column shows.",
        "Die Zeichnung ist keine gültige Auslage: Ihre Kisten müssen ein Stapel sein, dessen Säulen alle zu sehen sind.",
        "A rajz nem szabályos asztal: a ládáknak egyetlen halmot kell alkotniuk, amelynek minden oszlopa látszik.";
    EmptyTable: "The table is empty, but outside the Abbau there is always a crate on it.",
        "Die Auslage ist leer, aber außerhalb des Abbaus liegt immer eine Kiste darauf.",
        "Az asztal üres, pedig bontáson kívül mindig van rajta láda.";
    TooManyCards: "More {cards} on the table and in the hands than the game has.",
        "Mehr {cards} auf der Auslage und in den Händen, als das Spiel hat.",
        "Több {cards} van az asztalon és a kezekben, mint amennyi a játékban van.";
    NegativeScore: "{seat}: points are never below 0.",
        "{seat}: Punkte sind nie unter 0.",
        "{seat}: a pontszám sosem lehet 0 alatt.";
    NotAnAbbauTurn: "In the Abbau every turn takes a crate away, until the game is over.",
        "Im Abbau baut jeder Zug eine Kiste ab, bis das Spiel vorbei ist.",
        "Bontáskor minden kör egy ládát vesz el, amíg a játék véget nem ér.";
    DismantleOutsideAbbau: "A turn that takes a crate away, but this game has no Abbau.",
        "Ein Zug, der eine Kiste abbaut, aber dieses Spiel hat keinen Abbau.",
        "Ládát elvevő kör, pedig ebben a játékban nincs bontás.";
    NothingToDismantle: "{seat} is to take a crate away, but no crate can be taken off.",
        "{seat} soll eine Kiste abbauen, aber keine lässt sich abnehmen.",
        "{seat} következne egy láda elvételével, de egyetlen láda sem vehető el.";
    DrawFromEmptyDeck: "{seat} is to draw, but the deck is empty.",
        "{seat} soll ziehen, aber der Stapel ist leer.",
        "{seat} húzna, de a pakli üres.";
    BuildBeforeSecondDraw: "{seat} is to build, but builds only from their second draw on.",
        "{seat} soll bauen, baut aber erst ab der zweiten gezogenen Karte.",
        "{seat} építene, de csak a második húzásától építhet.";
    KnockingIsOff: "A knock is pending, but knocking is off in this game.",
        "Ein Klopfen steht an, aber Klopfen ist in diesem Spiel aus.",
        "Kopogás következne, de ebben a játékban nincs kopogás.";
    KnockBySameSeat: "{seat} cannot knock on their own \u{201c}no build\u{201d}.",
        "{seat} kann nicht beim eigenen \u{201e}kein Bau\u{201c} klopfen.",
        "{seat} nem kopoghat a saját \u{201e}nem építek\u{201d} bejelentésére.";
    KnockBuildWithoutBuild: "The cards of {overlooker} make no scoring build, so no knock can have been right.",
        "Die Karten von {overlooker} ergeben keinen Wertungsbau, also kann kein Klopfen berechtigt gewesen sein.",
        "{overlooker} lapjaiból nem lehet pontot érő építés, így jogos kopogás sem lehetett.";
    NotThisEnding: "This ending is not the one the game's options chose.",
        "Dieser Schluss ist nicht der, den die Optionen des Spiels gewählt haben.",
        "Ez a befejezés nem az, amelyet a játék beállításai megadnak.";
    EndingWithCardsInDeck: "The ending comes only once the deck is empty.",
        "Der Schluss kommt erst, wenn der Stapel leer ist.",
        "A befejezés csak akkor jön, ha a pakli kiürült.";
    ContestOutOfRange: "In the final contest 1 to {players} players are left to ask, not {left}.",
        "Im Schlusswettbewerb sind noch 1 bis {players} Spieler zu fragen, nicht {left}.",
        "A záró versenyben még 1–{players} játékost lehet megkérdezni, {left} játékost nem.";
    ProposalNotABuild: "The proposal of {seat} is not a build with everyone's cards.",
        "Der Vorschlag von {seat} ist kein Bau mit allen Karten.",
        "{seat} javaslata nem építés mindenki lapjaiból.";
    ImpossibleIdleTurns: "{n} turn without a build, but such turns are counted only once the deck is empty, outside the Abbau, and are fewer than the players.|{n} turns without a build, but such turns are counted only once the deck is empty, outside the Abbau, and are fewer than the players.",
        "{n} Zug ohne Bau, aber solche Züge zählen erst, wenn der Stapel leer ist, nicht im Abbau, und sind weniger als die Spieler.|{n} Züge ohne Bau, aber solche Züge zählen erst, wenn der Stapel leer ist, nicht im Abbau, und sind weniger als die Spieler.",
        "{n} kör építés nélkül, pedig ilyen köröket csak a pakli kiürülése után, bontáson kívül számolunk, és kevesebb van belőlük, mint játékos.";
    }
}

/// A card type's letter on the glyphs (L, R, T, O in every language: the cards' own marks).
pub fn letter(t: CardType) -> &'static str {
    match t {
        CardType::Left => "L",
        CardType::Right => "R",
        CardType::Lid => "T",
        CardType::Open => "O",
    }
}

/// A card type's row: its name without a count, one form and many.
fn card_key(t: CardType) -> Tx {
    match t {
        CardType::Left => Tx::CardLeft,
        CardType::Right => Tx::CardRight,
        CardType::Lid => Tx::CardLid,
        CardType::Open => Tx::CardOpen,
    }
}

/// A card type's name without a count: "left side", or with `plural` "left sides"
/// (Hungarian keeps the singular after a number, so it has one form).
pub fn card_word(lang: Lang, t: CardType, plural: bool) -> &'static str {
    form(lang.t(card_key(t)), usize::from(plural))
}

/// "2 left sides", "1 lid": the form by the language's plural rule.
pub fn card_name(lang: Lang, t: CardType, n: u32) -> String {
    let word = form(lang.t(card_key(t)), lang.plural(i64::from(n)));
    format!("{n} {word}")
}

/// "2 left sides, 1 lid" (or "nothing").
pub fn cards_list(lang: Lang, c: Cards) -> String {
    let parts: Vec<String> = CardType::ALL
        .iter()
        .filter(|&&t| c.get(t) > 0)
        .map(|&t| card_name(lang, t, c.get(t)))
        .collect();
    if parts.is_empty() {
        lang.t(Tx::Nothing).to_string()
    } else {
        parts.join(", ")
    }
}

/// "3 points", "-1 point".
pub fn points(lang: Lang, n: i32) -> String {
    crate::i18n::points(lang, &n.to_string())
}

/// The scoring sum: "3 × 2 − 1 + 0 = 5".
pub fn formula(delta: i64, added: u32, taken: u32, points: i32) -> String {
    format!("3 × {delta} − {added} + {taken} = {points}")
}

/// "12 points · 5 cards" for the players panel.
pub fn seat_detail(lang: Lang, score: i32, cards: u32) -> String {
    let cards = crate::trn!(lang, Tx::SeatCards, n = cards);
    format!("{} · {cards}", points(lang, score))
}

/// "Deck: 12 cards": the cards still to draw.
pub fn deck_left(lang: Lang, n: usize) -> String {
    crate::tr!(lang, Tx::DeckLeft, n = n)
}

/// "5 cards draw 2 crates": the cards on the table and the crates their drawing shows.
pub fn table_line(lang: Lang, cards: u32, crates: u32) -> String {
    let crates = crate::trn!(lang, Tx::TableCrates, n = crates);
    crate::trn!(lang, Tx::TableLine, n = cards, crates = crates)
}

/// "3 → 5 crates": the crates before and after a build.
pub fn crates_change(lang: Lang, before: u32, after: u32) -> String {
    crate::tr!(lang, Tx::CratesChange, before = before, after = after)
}

/// What the person to move is asked to do now.
pub fn phase_line(
    lang: Lang,
    phase: &Phase,
    current: Seat,
    name: &dyn Fn(Seat) -> String,
) -> String {
    match phase {
        Phase::Draw => crate::tr!(lang, Tx::PhaseDraw, name = name(current)),
        Phase::Build => crate::tr!(lang, Tx::PhaseBuild, name = name(current)),
        Phase::KnockWindow { overlooker, asked } => crate::tr!(
            lang,
            Tx::PhaseKnockWindow,
            overlooker = name(*overlooker),
            asked = name(*asked)
        ),
        Phase::KnockBuild {
            knocker,
            overlooker,
        } => crate::tr!(
            lang,
            Tx::PhaseKnockBuild,
            knocker = name(*knocker),
            overlooker = name(*overlooker)
        ),
        Phase::FinalBuild { builder } => {
            crate::tr!(lang, Tx::PhaseFinalBuild, builder = name(*builder))
        }
        Phase::Contest { asked, best, .. } => {
            let beat = best.as_ref().map_or(0, |b| b.points);
            crate::tr!(lang, Tx::PhaseContest, asked = name(*asked), beat = beat)
        }
        Phase::Dismantle => crate::tr!(lang, Tx::PhaseDismantle, name = name(current)),
        Phase::Over => lang.t(T::GameIsOver).to_string(),
    }
}

/// One line per event of the last move; the end of the game has none (the phase line and
/// the page's game-over panel say it).
pub fn event_line(lang: Lang, e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
    Some(match e {
        Event::GameOver => return None,
        Event::Drew { seat, card } => crate::tr!(
            lang,
            Tx::EventDrew,
            name = name(*seat),
            card = card_word(lang, *card, false)
        ),
        Event::Built {
            builder,
            cards_of,
            points: p,
            crates_before,
            crates_after,
            added,
            taken,
        } => {
            // With someone else's cards (a knock) the sentence names whose.
            let key = if builder == cards_of {
                Tx::EventBuilt
            } else {
                Tx::EventBuiltWith
            };
            crate::tr!(
                lang,
                key,
                builder = name(*builder),
                owner = name(*cards_of),
                crates = crates_change(lang, *crates_before, *crates_after),
                added = cards_list(lang, *added),
                taken = cards_list(lang, *taken),
                points = points(lang, *p)
            )
        }
        Event::DeclaredNoBuild { seat } => crate::tr!(lang, Tx::EventNoBuild, name = name(*seat)),
        Event::PassedKnock { seat } => crate::tr!(lang, Tx::EventPassedKnock, name = name(*seat)),
        Event::Knocked {
            seat, justified, ..
        } => {
            let key = if *justified {
                Tx::EventKnockedRightly
            } else {
                Tx::EventKnockedWrongly
            };
            crate::tr!(lang, key, name = name(*seat))
        }
        Event::Proposed { seat, points: p } => crate::tr!(
            lang,
            Tx::EventProposed,
            name = name(*seat),
            points = points(lang, *p)
        ),
    })
}

/// A face's name: the name of the card that draws it.
fn face_name(lang: Lang, k: FaceKind) -> &'static str {
    let card = match k {
        FaceKind::Top => CardType::Lid,
        FaceKind::Left => CardType::Left,
        FaceKind::Right => CardType::Right,
    };
    card_word(lang, card, false)
}

/// Why an edited build is not legal, as the editor's verdict says it after "Not legal: ":
/// the rule's sentence with a small first letter.
pub fn error_line(lang: Lang, e: &Error) -> String {
    let text = Texts::error_text(e, lang);
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_lowercase().chain(chars).collect())
}

fn half_hidden(lang: Lang, k: FaceKind) -> String {
    crate::tr!(lang, Tx::HalfHidden, face = face_name(lang, k))
}

fn not_enough_cards(lang: Lang, t: CardType) -> String {
    crate::tr!(lang, Tx::NotEnoughCards, cards = card_word(lang, t, true))
}

fn too_few_points(lang: Lang, points: i32, needed: i32) -> String {
    crate::tr!(lang, Tx::TooFewPoints, points = points, needed = needed)
}

fn not_canonical(lang: Lang, s: Stack) -> String {
    crate::tr!(lang, Tx::NotCanonical, stack = s)
}

/// "+3 points" (or "−2 points").
fn signed_points(lang: Lang, p: i32) -> String {
    let text = points(lang, p.abs());
    if p < 0 {
        format!("−{text}")
    } else {
        format!("+{text}")
    }
}

/// The names and sentences the shell asks of Cubus.
pub struct Texts;

impl GameTexts for Texts {
    type Game = Cubus;
    type Tx = Tx;
    const NAME: Tx = Tx::Name;
    const PITCH: Tx = Tx::Pitch;

    /// A seat's score and open cards, for the players panel.
    fn seat_detail(g: &Cubus, seat: Seat, lang: Lang) -> String {
        seat_detail(lang, g.score(seat), g.hand(seat).total())
    }

    fn result(g: &Cubus, _: &[crate::storage::SeatInfo], lang: Lang) -> Option<String> {
        let scores: Vec<i64> = (0..g.players()).map(|s| i64::from(g.score(s))).collect();
        let unit = |n: i64| points(lang, n as i32);
        crate::games::margin(g.outcome(), &scores, (&unit, &unit), lang)
    }

    /// The Abbau has its own start and no knocking or ending; the build game no Abbau start.
    fn option_applies(key: &str, options: &[(&str, String)]) -> bool {
        let abbau = options.iter().any(|(k, v)| *k == "abbau" && v == "true");
        match key {
            "abbau_start" => abbau,
            "knocking" | "ending" => !abbau,
            _ => true,
        }
    }

    /// The label of a variant option in the new-game dialog.
    fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
        let key = match key {
            "knocking" => Tx::OptKnocking,
            "ending" => Tx::OptEnding,
            "abbau" => Tx::OptAbbau,
            "abbau_start" => Tx::OptAbbauStart,
            "abbau_stack" => Tx::OptAbbauStack,
            _ => return None,
        };
        Some(lang.t(key))
    }

    /// The label of one value of a choice option ("ending", "abbau_start").
    fn option_value_label(key: &str, value: &str, lang: Lang) -> Option<&'static str> {
        let text = match (key, value) {
            ("ending", "none") => Tx::EndingNone,
            ("ending", "lowest") => Tx::EndingLowest,
            ("ending", "best") => Tx::EndingBest,
            ("abbau_start", "full") => Tx::AbbauFull,
            ("abbau_start", "random") => Tx::AbbauRandom,
            _ => return None,
        };
        Some(lang.t(text))
    }

    /// The move played from `before`, in words: the move is played on a copy to learn what it
    /// drew, built or scored.
    fn say_move(
        before: Option<&Cubus>,
        mv: &Move,
        _: &[crate::storage::SeatInfo],
        mood: Mood,
        lang: Lang,
    ) -> String {
        let key = |done, now| mood.pick(done, now);
        let after = before.and_then(|b| {
            let mut after = b.clone();
            after.play(mv).ok().map(|_| after)
        });
        let events = after.as_ref().map_or(&[][..], |a| a.events());
        let drew = events.iter().find_map(|e| match e {
            Event::Drew { card, .. } => Some(*card),
            _ => None,
        });
        let built = events.iter().find_map(|e| match e {
            Event::Built {
                points: p,
                crates_before,
                crates_after,
                ..
            } => Some((*p, *crates_before, *crates_after)),
            _ => None,
        });
        let proposed = events.iter().find_map(|e| match e {
            Event::Proposed { points: p, .. } => Some(*p),
            _ => None,
        });
        let finale = before
            .is_some_and(|b| matches!(b.phase(), Phase::FinalBuild { .. } | Phase::Contest { .. }));
        match mv {
            // A suggested draw never names the card: it is not drawn yet.
            Move::Draw => match drew.filter(|_| mood == Mood::Done) {
                Some(c) => crate::tr!(lang, Tx::MoveDrewCard, card = card_word(lang, c, false)),
                None => lang.t(key(Tx::MoveDrew, Tx::DrawCard)).into(),
            },
            Move::NoBuild if finale => pass_words(mood, lang).into(),
            Move::NoBuild => lang.t(key(Tx::MoveNoBuild, Tx::DeclareNoBuild)).into(),
            Move::Knock => lang.t(key(Tx::MoveKnocked, Tx::KnockNow)).into(),
            Move::PassKnock => lang.t(key(Tx::MoveNoKnock, Tx::DontKnock)).into(),
            Move::Build(_) => match (built, proposed) {
                (Some((p, from, to)), _) => {
                    // The Abbau takes a crate away; a build adds.
                    let text = if to < from {
                        key(Tx::MoveTookCrate, Tx::TakeCrate)
                    } else {
                        key(Tx::MoveBuiltCrates, Tx::BuildCrates)
                    };
                    crate::tr!(
                        lang,
                        text,
                        crates = crates_change(lang, from, to),
                        points = signed_points(lang, p)
                    )
                }
                (None, Some(p)) => crate::tr!(
                    lang,
                    key(Tx::MoveProposed, Tx::ProposeBuild),
                    points = points(lang, p)
                ),
                (None, None) => lang.t(key(Tx::MoveBuilt, Tx::BuildNow)).into(),
            },
        }
    }

    /// Why the rules refused a move, as a sentence in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::MustDraw => lang.t(Tx::MustDraw).into(),
            Error::NoDrawNow => lang.t(Tx::NoDrawNow).into(),
            Error::NoBuildNow => lang.t(Tx::NoBuildNow).into(),
            Error::MustBuild => lang.t(Tx::MustBuild).into(),
            Error::NoKnockNow => lang.t(Tx::NoKnockNow).into(),
            Error::KnockPending => lang.t(Tx::KnockPending).into(),
            Error::KnockerMustBuild => lang.t(Tx::KnockerMustBuild).into(),
            Error::MustDismantle => lang.t(Tx::MustDismantle).into(),
            Error::HalfHidden(f) => half_hidden(lang, f.kind),
            Error::TooHigh => lang.t(Tx::TooHigh).into(),
            Error::NotOnePiece => lang.t(Tx::NotOnePiece).into(),
            Error::HiddenColumn => lang.t(Tx::HiddenColumn).into(),
            Error::NotCanonical(s) => not_canonical(lang, *s),
            Error::OpenCrateNotOnLid => lang.t(Tx::OpenCrateNotOnLid).into(),
            Error::OpenCrateMoved => lang.t(Tx::OpenCrateMoved).into(),
            Error::NotEnoughCards(t) => not_enough_cards(lang, *t),
            Error::NoNewCrate => lang.t(Tx::NoNewCrate).into(),
            Error::LidSwapOnly => lang.t(Tx::LidSwapOnly).into(),
            Error::NotOneCrateLess => lang.t(Tx::NotOneCrateLess).into(),
            Error::TooFewPoints { points, needed } => too_few_points(lang, *points, *needed),
        }
    }

    /// What an edited position breaks, its columns numbered as the stack in words numbers
    /// them (the notation's hex digit, from 1).
    fn position_error(err: &PositionError, lang: Lang) -> String {
        use PositionError::*;
        let name = |s: &Seat| lang.seat_name(*s);
        match err {
            PlayerCount { players } => player_count_text::<Cubus>(lang.t(Tx::Name), *players, lang),
            SeatListLength { what, got, players } => {
                let list = match *what {
                    "hands" => Px::ListHands,
                    "scores" => Px::ListScores,
                    "drawn" => Px::ListDrawn,
                    _ => Px::ListOther,
                };
                seat_list_text(lang.t(list), *got, *players, lang)
            }
            TurnOfNoSeat { seat } => no_such_seat_text(*seat, false, lang),
            StartOfNoSeat { seat } => no_such_seat_text(*seat, true, lang),
            ColumnTooHigh { column } => crate::tr!(lang, Px::ColumnTooHigh, column = column + 1),
            OpenNotALid { column } => crate::tr!(lang, Px::OpenNotALid, column = column + 1),
            NotALegalTable => lang.t(Px::NotALegalTable).into(),
            EmptyTable => lang.t(Px::EmptyTable).into(),
            TooManyCards { card } => {
                crate::tr!(lang, Px::TooManyCards, cards = card_word(lang, *card, true))
            }
            NegativeScore { seat } => crate::tr!(lang, Px::NegativeScore, seat = name(seat)),
            NotAnAbbauTurn => lang.t(Px::NotAnAbbauTurn).into(),
            DismantleOutsideAbbau => lang.t(Px::DismantleOutsideAbbau).into(),
            NothingToDismantle { seat } => {
                crate::tr!(lang, Px::NothingToDismantle, seat = name(seat))
            }
            DrawFromEmptyDeck { seat } => {
                crate::tr!(lang, Px::DrawFromEmptyDeck, seat = name(seat))
            }
            BuildBeforeSecondDraw { seat } => {
                crate::tr!(lang, Px::BuildBeforeSecondDraw, seat = name(seat))
            }
            KnockingIsOff => lang.t(Px::KnockingIsOff).into(),
            KnockBySameSeat { seat } => crate::tr!(lang, Px::KnockBySameSeat, seat = name(seat)),
            KnockBuildWithoutBuild { overlooker } => crate::tr!(
                lang,
                Px::KnockBuildWithoutBuild,
                overlooker = name(overlooker)
            ),
            NotThisEnding => lang.t(Px::NotThisEnding).into(),
            EndingWithCardsInDeck => lang.t(Px::EndingWithCardsInDeck).into(),
            ContestOutOfRange { left, players } => {
                crate::tr!(lang, Px::ContestOutOfRange, left = left, players = players)
            }
            ProposalNotABuild { seat } => {
                crate::tr!(lang, Px::ProposalNotABuild, seat = name(seat))
            }
            ImpossibleIdleTurns { idle } => crate::trn!(lang, Px::ImpossibleIdleTurns, n = *idle),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;

    #[test]
    fn every_text_exists_in_every_language() {
        crate::i18n::assert_complete::<Tx>();
        for key in ["knocking", "ending", "abbau", "abbau_start", "abbau_stack"] {
            for lang in Lang::ALL {
                assert!(Texts::option_label(key, lang).is_some());
            }
        }
    }

    #[test]
    fn card_lists_read_well() {
        assert_eq!(
            cards_list(Lang::En, Cards::new(2, 0, 1, 0)),
            "2 left sides, 1 lid"
        );
        assert_eq!(cards_list(Lang::En, Cards::default()), "nothing");
        assert_eq!(formula(2, 1, 0, 5), "3 × 2 − 1 + 0 = 5");
    }

    /// One value of every condition an edited position can break, each once and in the
    /// order of the enum: the match has no wildcard, so a new condition does not compile
    /// until it is listed here (and `position_error` gives it words).
    fn every_position_error() -> Vec<PositionError> {
        use PositionError::*;
        let all = vec![
            PlayerCount { players: 7 },
            SeatListLength {
                what: "drawn",
                got: 1,
                players: 2,
            },
            TurnOfNoSeat { seat: 2 },
            StartOfNoSeat { seat: 2 },
            ColumnTooHigh { column: 10 },
            NotALegalTable,
            EmptyTable,
            OpenNotALid { column: 0 },
            TooManyCards {
                card: CardType::Lid,
            },
            NegativeScore { seat: 1 },
            NotAnAbbauTurn,
            DismantleOutsideAbbau,
            NothingToDismantle { seat: 0 },
            DrawFromEmptyDeck { seat: 0 },
            BuildBeforeSecondDraw { seat: 1 },
            KnockingIsOff,
            KnockBySameSeat { seat: 1 },
            KnockBuildWithoutBuild { overlooker: 0 },
            NotThisEnding,
            EndingWithCardsInDeck,
            ContestOutOfRange {
                left: 0,
                players: 3,
            },
            ProposalNotABuild { seat: 2 },
            ImpossibleIdleTurns { idle: 1 },
        ];
        for (i, e) in all.iter().enumerate() {
            let at = match e {
                PlayerCount { .. } => 0,
                SeatListLength { .. } => 1,
                TurnOfNoSeat { .. } => 2,
                StartOfNoSeat { .. } => 3,
                ColumnTooHigh { .. } => 4,
                NotALegalTable => 5,
                EmptyTable => 6,
                OpenNotALid { .. } => 7,
                TooManyCards { .. } => 8,
                NegativeScore { .. } => 9,
                NotAnAbbauTurn => 10,
                DismantleOutsideAbbau => 11,
                NothingToDismantle { .. } => 12,
                DrawFromEmptyDeck { .. } => 13,
                BuildBeforeSecondDraw { .. } => 14,
                KnockingIsOff => 15,
                KnockBySameSeat { .. } => 16,
                KnockBuildWithoutBuild { .. } => 17,
                NotThisEnding => 18,
                EndingWithCardsInDeck => 19,
                ContestOutOfRange { .. } => 20,
                ProposalNotABuild { .. } => 21,
                ImpossibleIdleTurns { .. } => 22,
            };
            assert_eq!(at, i, "{e:?} is out of place");
        }
        all
    }

    #[test]
    fn every_position_error_has_a_sentence_in_every_language() {
        let texts =
            crate::games::assert_position_errors_translated::<Texts>(&every_position_error());
        assert_eq!(texts.len(), 3 * 23);
        assert_eq!(
            texts[3], "The cards drawn: given for 1 player, but 2 play.",
            "a count of one in the singular"
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::position_error(
                &PositionError::ColumnTooHigh { column: 10 },
                lang
            )),
            [
                "Column 11: more than 4 crates, but a column holds at most 4.",
                "Säule 11: mehr als 4 Kisten, aber eine Säule hat höchstens 4.",
                "11. oszlop: 4-nél több láda, pedig egy oszlopban legfeljebb 4 lehet.",
            ]
        );
        assert_eq!(
            Texts::position_error(
                &PositionError::TooManyCards {
                    card: CardType::Lid
                },
                Lang::De
            ),
            "Mehr Deckel auf der Auslage und in den Händen, als das Spiel hat."
        );
    }

    fn every_error() -> Vec<Error> {
        let face = rules::cubus::Face {
            kind: FaceKind::Left,
            u: 0,
            v: 0,
        };
        let mut one = [0u8; 16];
        one[0] = 1;
        let stack = rules::cubus::Stack::new(one).expect("one crate is a stack");
        vec![
            Error::GameOver,
            Error::MustDraw,
            Error::NoDrawNow,
            Error::NoBuildNow,
            Error::MustBuild,
            Error::NoKnockNow,
            Error::KnockPending,
            Error::KnockerMustBuild,
            Error::MustDismantle,
            Error::HalfHidden(face),
            Error::TooHigh,
            Error::NotOnePiece,
            Error::HiddenColumn,
            Error::NotCanonical(stack),
            Error::OpenCrateNotOnLid,
            Error::OpenCrateMoved,
            Error::NotEnoughCards(CardType::Open),
            Error::NoNewCrate,
            Error::LidSwapOnly,
            Error::NotOneCrateLess,
            Error::TooFewPoints {
                points: 0,
                needed: 1,
            },
        ]
    }

    #[test]
    fn every_rules_error_has_a_text_in_every_language() {
        for t in crate::games::assert_errors_translated::<Texts>(&every_error()) {
            assert!(!t.starts_with(char::is_lowercase), "{t}");
        }
        assert_eq!(
            Texts::error_text(&Error::MustBuild, Lang::De),
            "Es gibt einen Bau, der punktet, also musst du bauen."
        );
    }

    fn started() -> Cubus {
        Cubus::new(&rules::Setup::players(2), 11).expect("two players")
    }

    #[test]
    fn draws_knocks_and_no_builds_are_described_in_words() {
        let g = started();
        let drew = Texts::describe_move(Some(&g), &Move::Draw, &[], Lang::En);
        assert!(drew.starts_with("drew a card: "), "{drew}");
        assert!(Texts::describe_move(Some(&g), &Move::Draw, &[], Lang::De)
            .starts_with("zog eine Karte: "));
        assert!(Texts::describe_move(Some(&g), &Move::Draw, &[], Lang::Hu)
            .starts_with("húzott egy lapot: "));
        // Without the position before it (online, made before the page opened), a move is
        // still said in words, only with less detail.
        assert_eq!(
            Texts::describe_move(None, &Move::Draw, &[], Lang::En),
            "drew a card"
        );
        assert_eq!(
            Texts::describe_move(None, &Move::Knock, &[], Lang::En),
            "knocked"
        );
    }

    #[test]
    fn a_hint_to_draw_does_not_tell_the_card_it_would_draw() {
        let g = started();
        let hint =
            crate::games::describe_hint(&rules::AnyGame::Cubus(g.clone()), "d", &[], Lang::En);
        assert_eq!(hint, "draw a card");
        assert!(crate::games::hint_context(&g, &Move::Draw).is_none());
        // Even from the position itself, a suggested draw is an order and names no card.
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &Move::Draw, &[], lang)),
            ["draw a card", "Ziehe eine Karte", "Húzz egy lapot"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &Move::Knock, &[], lang)),
            ["knock", "Klopfe", "Kopogj"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &Move::NoBuild, &[], lang)),
            [
                "declare no build",
                "Sage „kein Bau“",
                "Jelentsd be, hogy nem építesz"
            ]
        );
    }

    #[test]
    fn sentences_are_filled_in_every_language() {
        let name = |s: Seat| ["Anna", "Béla"][s].to_string();
        let knock = Phase::KnockWindow {
            overlooker: 0,
            asked: 1,
        };
        let said = Lang::ALL.map(|lang| phase_line(lang, &knock, 1, &name));
        assert_eq!(
            said,
            [
                "Anna declared no build. Béla: knock if you see a scoring build.",
                "Anna baut nicht. Béla: klopfen, wenn du einen Wertungsbau siehst.",
                "Anna nem épít. Béla: kopogj, ha látsz pontot érő építést.",
            ]
        );
        let built = Event::Built {
            builder: 0,
            cards_of: 1,
            points: 1,
            crates_before: 2,
            crates_after: 3,
            added: Cards::new(0, 0, 2, 0),
            taken: Cards::default(),
        };
        assert_eq!(
            Lang::ALL.map(|lang| event_line(lang, &built, &name).unwrap_or_default()),
            [
                "Anna built with Béla's cards: 2 → 3 crates, laid 2 lids, took back nothing — 1 point.",
                "Anna baut mit den Karten von Béla: 2 → 3 Kisten, legt 2 Deckel, nimmt nichts zurück — 1 Punkt.",
                "Anna épített (Béla lapjaiból): 2 → 3 láda, letett: 2 fedél, visszavett: semmi — 1 pont.",
            ]
        );
        assert_eq!(
            Texts::error_text(&Error::NotEnoughCards(CardType::Left), Lang::Hu),
            "Nincs elég lap: több kellene ebből: bal oldal."
        );
    }

    #[test]
    fn counts_take_the_plural_of_their_language() {
        for (cards, crates, en, de, hu) in [
            (
                1,
                1,
                "1 card draws 1 crate",
                "1 Karte zeichnet 1 Kiste",
                "1 lap 1 ládát rajzol",
            ),
            (
                5,
                0,
                "5 cards draw 0 crates",
                "5 Karten zeichnen 0 Kisten",
                "5 lap 0 ládát rajzol",
            ),
        ] {
            assert_eq!(
                Lang::ALL.map(|lang| table_line(lang, cards, crates)),
                [en, de, hu]
            );
        }
        assert_eq!(
            Lang::ALL.map(|lang| seat_detail(lang, 1, 1)),
            ["1 point · 1 card", "1 Punkt · 1 Karte", "1 pont · 1 lap"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| seat_detail(lang, 12, 5)),
            [
                "12 points · 5 cards",
                "12 Punkte · 5 Karten",
                "12 pont · 5 lap"
            ]
        );
        assert_eq!(
            Lang::ALL.map(|lang| card_name(lang, CardType::Open, 2)),
            ["2 open crates", "2 offene Kisten", "2 nyitott láda"]
        );
        assert_eq!(card_word(Lang::De, CardType::Lid, true), "Deckel");
        assert_eq!(deck_left(Lang::Hu, 1), "Pakli: 1 lap");
    }

    /// Every sentence's placeholders are filled and no plural bar is left in it.
    #[test]
    fn no_placeholder_is_left_unfilled() {
        let name = |s: Seat| format!("P{s}");
        let phases = [
            Phase::Draw,
            Phase::Build,
            Phase::KnockBuild {
                knocker: 1,
                overlooker: 0,
            },
            Phase::FinalBuild { builder: 1 },
            Phase::Contest {
                asked: 1,
                left: 0,
                best: None,
            },
            Phase::Dismantle,
            Phase::Over,
        ];
        let events = [
            Event::Drew {
                seat: 0,
                card: CardType::Right,
            },
            Event::DeclaredNoBuild { seat: 0 },
            Event::PassedKnock { seat: 1 },
            Event::Knocked {
                seat: 1,
                overlooker: 0,
                justified: false,
            },
            Event::Proposed { seat: 1, points: 3 },
        ];
        let g = started();
        for lang in Lang::ALL {
            let mut said: Vec<String> = phases
                .iter()
                .map(|p| phase_line(lang, p, 0, &name))
                .chain(events.iter().filter_map(|e| event_line(lang, e, &name)))
                .chain(every_error().iter().map(|e| Texts::error_text(e, lang)))
                .collect();
            for mv in [Move::Draw, Move::NoBuild, Move::Knock, Move::PassKnock] {
                said.push(Texts::describe_move(Some(&g), &mv, &[], lang));
            }
            for t in said {
                assert!(!t.contains(['{', '}', '|']), "{t}");
            }
        }
    }
}
