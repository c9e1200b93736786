//! The Cubes board's UI strings in English, German and Hungarian (our own words).

use rules::cubes::position::PositionError;
use rules::cubes::{
    Card, CardSet, Cubes, Direction, Error, Move, Piece, Shift, HAND_SIZE, MAX_ACTIONS,
    THIRD_POINT_SUM,
};

use rules::{Game, Seat};

use crate::games::{
    hu_numbered, no_such_seat_text, player_count_text, seat_list_text, GameTexts, HuCase, Mood,
};
use crate::i18n::{Lang, T};

crate::texts! {
    /// A translated string of the Cubes board.
    pub enum Tx {
    Name: "Cubes", "Cubes", "Cubes";
    Pitch: "Place numbered stones where each sees exactly its number, while others shift the board under you.",
        "Zahlensteine so setzen, dass jeder genau seine Zahl sieht – während andere das Feld verschieben.",
        "Tedd le számozott köveidet úgy, hogy mindegyik pontosan a számát lássa, míg mások tologatják a táblát.";
    Neighbours: "Neighbours a stone counts", "Nachbarn, die ein Stein zählt", "Hány szomszédot számol egy kő";
    Neighbours8: "8: all around", "8: ringsum", "8: körben";
    Neighbours6: "6: the diagonals and the two vertical ones", "6: die schrägen und die zwei senkrechten", "6: az átlósak és a két függőleges";
    Counts: "counts", "zählt", "számol";
    DrawPile: "Draw pile", "Nachziehstapel", "Húzópakli";
    DiscardPile: "Discard pile", "Ablagestapel", "Dobópakli";
    YourStones: "Your stones", "Deine Steine", "A köveid";
    YourHand: "Your hand", "Deine Karten", "A lapjaid";
    AllStonesPlaced: "All five are on the board.", "Alle fünf liegen auf dem Brett.", "Mind az öt a táblán van.";
    PlayCard: "Play card", "Karte spielen", "Lap kijátszása";
    Clear: "Clear choice", "Auswahl aufheben", "Kijelölés törlése";
    HideHand: "Hide hand", "Karten verdecken", "Lapok elrejtése";
    Active: "active", "aktiv", "aktív";
    Inactive: "inactive", "inaktiv", "inaktív";
    White: "white stone", "weißer Stein", "fehér kő";
    ThirdTaken: "third point taken", "dritter Punkt genommen", "harmadik pont megszerezve";
    HintSetup: "Click an empty square (or use the arrow keys and Enter) to place a white stone.",
        "Klicke auf ein leeres Feld (oder Pfeiltasten und Enter), um einen weißen Stein zu setzen.",
        "Kattints egy üres mezőre (vagy nyilak és Enter), hogy fehér követ tegyél le.";
    PlaceRestRandom: "Place the rest at random", "Den Rest zufällig setzen", "A többit véletlenszerűen";
    HintIdle: "Choose a stone to place, click one of your stones to pick it up, or choose a card.",
        "Wähle einen Stein zum Setzen, klicke einen deiner Steine zum Aufnehmen an, oder wähle eine Karte.",
        "Válassz egy követ a lerakáshoz, kattints egy saját kövedre a felvételhez, vagy válassz egy lapot.";
    HintShift: "Click a marked white stone to shift it along the arrow.",
        "Klicke einen markierten weißen Stein an, um ihn entlang des Pfeils zu verschieben.",
        "Kattints egy megjelölt fehér kőre, hogy a nyíl mentén eltold.";
    HintShiftNone: "This card can move no white stone right now.",
        "Diese Karte kann gerade keinen weißen Stein bewegen.",
        "Ez a lap most egyetlen fehér követ sem tud mozgatni.";
    HintPassLeft: "Everyone hands their dependency card to the player on their left.",
        "Alle geben ihre Abhängigkeitskarte an den linken Nachbarn weiter.",
        "Mindenki a bal oldali szomszédjának adja a függőségi lapját.";
    HintPassRight: "Everyone hands their dependency card to the player on their right.",
        "Alle geben ihre Abhängigkeitskarte an den rechten Nachbarn weiter.",
        "Mindenki a jobb oldali szomszédjának adja a függőségi lapját.";
    HintSwap: "Choose the two players who exchange their dependency cards:",
        "Wähle die zwei Spieler, die ihre Abhängigkeitskarten tauschen:",
        "Válaszd ki a két játékost, akik kicserélik a függőségi lapjukat:";
    // A click on a square that tries no move (`play::Why`), said under the board.
    ChooseFirst: "Choose one of your stones or a card below the board first, then click a square.",
        "Wähle zuerst unter dem Brett einen deiner Steine oder eine Karte, dann klicke ein Feld an.",
        "Előbb válassz a tábla alatt egy kövedet vagy egy lapot, aztán kattints egy mezőre.";
    CardsByButtons: "The chosen cards are played with the buttons below the board, not on a square.",
        "Die gewählten Karten spielst du mit den Knöpfen unter dem Brett, nicht auf einem Feld.",
        "A kijelölt lapokat a tábla alatti gombokkal játszhatod ki, nem mezőre kattintva.";
    // Several cards chosen: what the board and the buttons do with them.
    CardsChosenShift: "Chosen: {cards}. Click a marked white stone to shift it with “{card}”, or exchange the chosen cards (one action point).",
        "Gewählt: {cards}. Klicke einen markierten weißen Stein an, um ihn mit „{card}“ zu verschieben, oder tausche die gewählten Karten (ein Aktionspunkt).",
        "Kijelölve: {cards}. Kattints egy megjelölt fehér kőre, hogy ezzel told el: „{card}”, vagy cseréld ki a kijelölt lapokat (egy akciópont).";
    CardsChosen: "Chosen: {cards}. Exchange them for new ones from the draw pile (one action point), or clear the choice to play one card.",
        "Gewählt: {cards}. Tausche sie gegen neue vom Nachziehstapel (ein Aktionspunkt), oder hebe die Auswahl auf, um eine Karte zu spielen.",
        "Kijelölve: {cards}. Cseréld őket újakra a húzópakliból (egy akciópont), vagy töröld a kijelölést, hogy egy lapot kijátssz.";
    HintViewing: "Hands stay hidden while an earlier position or a finished game is shown.",
        "Die Karten bleiben verdeckt, solange eine frühere Stellung oder ein beendetes Spiel gezeigt wird.",
        "A lapok rejtve maradnak, amíg korábbi állás vagy befejezett játék látszik.";
    PassLeft: "pass left", "nach links", "balra ad";
    PassRight: "pass right", "nach rechts", "jobbra ad";
    Swap: "swap", "tauschen", "csere";
    Away: "away", "weg", "el";
    Towards: "towards", "her", "felém";
    Left: "left", "links", "balra";
    Right: "right", "rechts", "jobbra";
    BoardLabel: "Cubes board: arrow keys move the cursor, Enter acts on the square",
        "Cubes-Brett: Pfeiltasten bewegen den Cursor, Enter handelt auf dem Feld",
        "Cubes tábla: a nyilak mozgatják a kurzort, az Enter végrehajtja a lépést a mezőn";
    Legend: "Stones:", "Steine:", "Kövek:";
    SetupOver: "All white stones are placed; the setup is over.", "Alle weißen Steine liegen; der Aufbau ist vorbei.", "Minden fehér kő lent van; az előkészítés véget ért.";
    SetupNotFinished: "The white stones must all be placed first.", "Erst müssen alle weißen Steine liegen.", "Előbb minden fehér követ le kell tenni.";
    ShiftOffBoard: "The shift would leave the board.", "Die Verschiebung würde das Brett verlassen.", "Az eltolás kivinne a tábláról.";
    BadSwap: "A swap names two different seats of this game.", "Ein Tausch nennt zwei verschiedene Plätze dieses Spiels.", "A csere a játék két különböző helyét nevezi meg.";
    EmptyExchange: "An exchange discards at least one card.", "Ein Tausch legt mindestens eine Karte ab.", "A cseréhez legalább egy lapot el kell dobni.";
    PointsLeft: "{n} action point left|{n} action points left", "{n} Aktionspunkt übrig|{n} Aktionspunkte übrig", "{n} akciópont maradt";
    ThirdNotTaken: "third point at an active sum of 10 (now {sum})",
        "dritter Punkt ab aktiver Summe 10 (jetzt {sum})",
        "harmadik pont 10-es aktív összegtől (most {sum})";
    SetupStatus: "Setup: {name} places a white stone ({left} still to place).",
        "Aufbau: {name} setzt einen weißen Stein (noch {left} zu setzen).",
        "Előkészítés: {name} letesz egy fehér követ (még {left} van hátra).";
    PassDevice: "Pass the device to {name}", "Gib das Gerät an {name} weiter", "Add át az eszközt: {name}";
    PassDeviceNote: "{name}'s cards are hidden. Confirm only when {name} holds the device; the others look away.",
        "Die Karten von {name} sind verdeckt. Erst bestätigen, wenn {name} das Gerät hält; die anderen schauen weg.",
        "{name} lapjai rejtve vannak. Csak akkor erősítsd meg, ha {name} kezében van az eszköz; a többiek ne nézzenek oda.";
    IAm: "I am {name}", "Ich bin {name}", "Én vagyok {name}";
    StoneHintNone: "Stone {number} would be active on no empty square right now.",
        "Stein {number} wäre gerade auf keinem leeren Feld aktiv.",
        "A(z) {number}-es kő most egyetlen üres mezőn sem lenne aktív.";
    StoneHint: "Stone {number}: the marked squares are where it would be active. Click one to place it.",
        "Stein {number}: Auf den markierten Feldern wäre er aktiv. Klicke eines an, um ihn zu setzen.",
        "{number}-es kő: a megjelölt mezőkön lenne aktív. Kattints egyre a lerakáshoz.";
    ExchangeButton: "Exchange {n}", "{n} tauschen", "{n} csere";
    CountsWhom: "{who} counts the stones of {whom} ({colour})",
        "{who} zählt die Steine von {whom} ({colour})",
        "{who} {whom} köveit számolja ({colour})";
    StoneLabel: "{square}: {owner}'s stone {number}, {state}",
        "{square}: Stein {number} von {owner}, {state}",
        "{square}: {owner} {number}-es köve, {state}";
    StoneButton: "Stone {number}", "Stein {number}", "{number}-es kő";
    ShiftDetail: "shift card: one white stone {n} square {direction} (seen from your seat)|shift card: one white stone {n} squares {direction} (seen from your seat)",
        "Verschiebung: ein weißer Stein {n} Feld {direction} (von deinem Platz aus)|Verschiebung: ein weißer Stein {n} Felder {direction} (von deinem Platz aus)",
        "eltolás: egy fehér kő {n} mezőt {direction} (a helyedről nézve)";
    SwapDetail: "exchange the dependency cards of any two players",
        "die Abhängigkeitskarten zweier Spieler vertauschen",
        "bármely két játékos függőségi lapjának cseréje";
    // A move as done (the move list) and as an order (a hint, an answer). `{number}` is a
    // stone's number: "3", in Hungarian with its article and ending, "a 3-as" (`stone_number`).
    PlacedWhite: "placed a white stone on {square}", "setzte einen weißen Stein auf {square}", "fehér követ tett ide: {square}";
    PlaceWhite: "place a white stone on {square}", "Setze einen weißen Stein auf {square}", "Tegyél fehér követ ide: {square}";
    Placed: "placed stone {number} on {square}", "setzte Stein {number} auf {square}", "{number} követ tette ide: {square}";
    PlaceStone: "place stone {number} on {square}", "Setze Stein {number} auf {square}", "Tedd {number} követ ide: {square}";
    TookBack: "took stone {number} back from {square}", "nahm Stein {number} von {square} zurück", "visszavette {number} követ innen: {square}";
    TakeBack: "take stone {number} back from {square}", "Nimm Stein {number} von {square} zurück", "Vedd vissza {number} követ innen: {square}";
    TookAStoneBack: "took a stone back from {square}", "nahm einen Stein von {square} zurück", "visszavett egy követ innen: {square}";
    TakeAStoneBack: "take a stone back from {square}", "Nimm einen Stein von {square} zurück", "Vegyél vissza egy követ innen: {square}";
    Shifted: "played “{card}”: shifted the white stone on {square}",
        "spielte „{card}“: verschob den weißen Stein auf {square}",
        "kijátszotta: „{card}”, és eltolta a fehér követ innen: {square}";
    ShiftNow: "play “{card}”: shift the white stone on {square}",
        "Spiele „{card}“: Verschiebe den weißen Stein auf {square}",
        "Játszd ki: „{card}”, és told el a fehér követ innen: {square}";
    PlayTheCard: "play “{card}”", "Spiele „{card}“", "Játszd ki: „{card}”";
    Swapped: "swapped the dependency cards of {first} and {second}",
        "tauschte die Abhängigkeitskarten von {first} und {second}",
        "felcserélte {first} és {second} függőségi lapját";
    SwapNow: "swap the dependency cards of {first} and {second}",
        "Tausche die Abhängigkeitskarten von {first} und {second}",
        "Cseréld fel {first} és {second} függőségi lapját";
    Exchanged: "exchanged {n} card|exchanged {n} cards", "tauschte {n} Karte|tauschte {n} Karten", "{n} lapot cserélt";
    ExchangeNow: "exchange {n} card|exchange {n} cards", "Tausche {n} Karte|Tausche {n} Karten", "Cserélj {n} lapot";
    EndedTurn: "ended the turn", "beendete den Zug", "befejezte a körét";
    EndTurnNow: "end the turn", "Beende den Zug", "Fejezd be a körödet";
    SquareOccupied: "{square} is occupied.", "{square} ist besetzt.", "{square} foglalt.";
    NoSuchStone: "There is no stone {number}: stones are numbered 2 to 6.",
        "Es gibt keinen Stein {number}: Die Steine tragen 2 bis 6.",
        "Nincs {number}-es kő: a kövek 2-től 6-ig számozottak.";
    StoneNotInSupply: "Your stone {number} is already on the board.",
        "Dein Stein {number} liegt schon auf dem Brett.",
        "A(z) {number}-es köved már a táblán van.";
    CountMismatch: "Stone {number} needs exactly {number} counting stones around it; {square} has {found}.",
        "Stein {number} braucht genau {number} zählende Steine um sich; {square} hat {found}.",
        "A(z) {number}-es kő körül pontosan {number} számoló kő kell; itt ({square}) {found} van.";
    NotYourStone: "There is no stone of yours on {square}.", "Auf {square} liegt kein Stein von dir.", "{square}: itt nincs saját köved.";
    CardNotInHand: "Card {card} is not in your hand.", "Die Karte {card} ist nicht in deiner Hand.", "A(z) {card} lap nincs a kezedben.";
    NotAWhiteStone: "Only white stones are shifted, and {square} holds none.",
        "Nur weiße Steine werden verschoben, und auf {square} liegt keiner.",
        "Csak fehér kő tolható, és itt ({square}) nincs.";
    ShiftBlocked: "The shift's path is blocked on {square}.",
        "Der Weg der Verschiebung ist auf {square} versperrt.",
        "Az eltolás útját elzárja valami itt: {square}.";
    }
}

crate::texts! {
    /// What an edited position breaks, in a table of its own: only a program that opens
    /// positions (the `positions` feature) carries these words.
    pub enum Px {
    // What an edited position breaks (`position_error`): `{owner}` and `{seat}` are players'
    // names, `{number}` a stone's number as the move sentences put it.
    ListDependency: "The dependency cards", "Die Abhängigkeitskarten", "A függőségi lapok";
    ListHands: "The hands", "Die Karten auf der Hand", "A kézben tartott lapok";
    ListOther: "A list per player", "Eine Liste je Spieler", "Egy játékosonkénti lista";
    NoSuchNumber: "{square}: a stone numbered {number}, but stones are numbered 2 to 6.",
        "{square}: ein Stein mit der Zahl {number}, aber die Steine tragen 2 bis 6.",
        "{square}: {number} számú kő, pedig a kövek 2-től 6-ig számozottak.";
    TwoStones: "{square} holds two stones, but a square holds one.",
        "Auf {square} liegen zwei Steine, aber ein Feld trägt nur einen.",
        "{square}: két kő van ezen a mezőn, pedig egy mezőre csak egy fér.";
    StoneOfNoSeat: "{square}: a stone of {owner}, but this game has no such player.",
        "{square}: ein Stein von {owner}, aber diesen Spieler gibt es in diesem Spiel nicht.",
        "{square}: {owner} köve, de ilyen játékos nincs ebben a játékban.";
    StoneTwice: "{square}: {owner}'s stone {number} is on the board twice.",
        "{square}: Stein {number} von {owner} liegt zweimal auf dem Brett.",
        "{square}: {owner} kövei közül {number} kétszer van a táblán.";
    TooManyWhiteStones: "{square}: more white stones than this game uses.",
        "{square}: mehr weiße Steine, als dieses Spiel verwendet.",
        "{square}: több fehér kő, mint amennyit ez a játék használ.";
    StoneDuringSetup: "{square}: a numbered stone, but while the white stones are being placed no numbered stone is on the board.",
        "{square}: ein Zahlenstein, aber solange die weißen Steine gesetzt werden, liegt kein Zahlenstein auf dem Brett.",
        "{square}: számozott kő, pedig amíg a fehér köveket rakják le, számozott kő nincs a táblán.";
    DependencyNotAPermutation: "The dependency card of {seat}: every colour is on exactly one dependency card.",
        "Die Abhängigkeitskarte von {seat}: Jede Farbe steht auf genau einer Abhängigkeitskarte.",
        "{seat} függőségi lapja: minden szín pontosan egy függőségi lapon szerepel.";
    DependencyDuringSetup: "The dependency card of {seat}: the dependency cards are dealt only once the white stones are placed; until then each shows its player's own colour.",
        "Die Abhängigkeitskarte von {seat}: Die Abhängigkeitskarten werden erst verteilt, wenn die weißen Steine liegen; bis dahin zeigt jede die eigene Farbe ihres Spielers.",
        "{seat} függőségi lapja: a függőségi lapokat csak a fehér kövek lerakása után osztják ki, addig mindegyik a saját játékosa színét mutatja.";
    HandDuringSetup: "The hand of {seat}: the hands are dealt only once the white stones are placed.",
        "Die Karten von {seat}: Die Karten werden erst verteilt, wenn die weißen Steine liegen.",
        "{seat} lapjai: a lapokat csak a fehér kövek lerakása után osztják ki.";
    DiscardDuringSetup: "Cards are discarded only once the white stones are placed.",
        "Karten werden erst abgelegt, wenn die weißen Steine liegen.",
        "Lapot csak a fehér kövek lerakása után lehet eldobni.";
    HandSize: "{seat} holds {n} card, but a hand has {size}.|{seat} holds {n} cards, but a hand has {size}.",
        "{seat} hat {n} Karte auf der Hand, aber eine Hand hat {size}.|{seat} hat {n} Karten auf der Hand, aber eine Hand hat {size}.",
        "{seat} kezében {n} lap van, pedig egy kézben {size} lap van.";
    TooManyCards: "More \u{201c}{card}\u{201d} cards in the hands and the discard pile than the game has.",
        "Mehr Karten \u{201e}{card}\u{201c} auf den Händen und im Ablagestapel, als das Spiel hat.",
        "Több \u{201e}{card}\u{201d} lap van a kezekben és a dobópakliban, mint amennyi a játékban van.";
    TooFewCardsToDeal: "Too few cards are left to deal the hands still to be dealt.",
        "Es sind zu wenige Karten übrig, um die noch offenen Hände zu geben.",
        "Túl kevés lap maradt a még kiosztandó kezekhez.";
    ActionsDuringSetup: "{n} action made, but nobody acts while the white stones are being placed.|{n} actions made, but nobody acts while the white stones are being placed.",
        "{n} Aktion gemacht, aber solange die weißen Steine gesetzt werden, handelt niemand.|{n} Aktionen gemacht, aber solange die weißen Steine gesetzt werden, handelt niemand.",
        "{n} akció történt, pedig a fehér kövek lerakása közben senki sem cselekszik.";
    PastBackstop: "{actions} actions made, but after {most} the game ends in a draw.",
        "{actions} Aktionen gemacht, aber nach {most} endet das Spiel unentschieden.",
        "{actions} akció történt, de {most} akció után a játék döntetlennel véget ér.";
    ImpossibleActionPoints: "{points} action points left, but a turn has at most {most}.",
        "{points} Aktionspunkte übrig, aber ein Zug hat höchstens {most}.",
        "{points} akciópont maradt, de egy körben legfeljebb {most} van.";
    PointsSpentWithoutAction: "Action points are spent, but the player has not acted.",
        "Aktionspunkte sind ausgegeben, aber der Spieler hat nicht gehandelt.",
        "Akciópontok fogytak el, pedig a játékos még nem cselekedett.";
    ActedWithoutSpending: "The player has acted, but no action point is spent.",
        "Der Spieler hat gehandelt, aber kein Aktionspunkt ist ausgegeben.",
        "A játékos már cselekedett, de egy akciópontot sem költött el.";
    ThirdPointNotTaken: "The active stones of {seat} add up to {sum} or more, so the third point is taken: mark it.",
        "Die aktiven Steine von {seat} ergeben {sum} oder mehr, also ist der dritte Punkt genommen: Markiere ihn.",
        "{seat} aktív köveinek összege legalább {sum}, tehát a harmadik pont jár: jelöld megszerzettnek.";
    }
}

/// A number of action points left, with the right plural.
pub fn points_left(lang: Lang, n: u8) -> String {
    crate::trn!(lang, Tx::PointsLeft, n = n)
}

/// The third point still beside the board, with the active sum so far.
pub fn third_not_taken(lang: Lang, sum: u32) -> String {
    crate::tr!(lang, Tx::ThirdNotTaken, sum = sum)
}

pub fn setup_status(lang: Lang, name: &str, left: u8) -> String {
    crate::tr!(lang, Tx::SetupStatus, name = name, left = left)
}

pub fn pass_device(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Tx::PassDevice, name = name)
}

pub fn pass_device_note(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Tx::PassDeviceNote, name = name)
}

pub fn i_am(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Tx::IAm, name = name)
}

/// The hint for stone `n` in hand, by how many empty squares it would be active on.
pub fn stone_hint(lang: Lang, n: u8, places: usize) -> String {
    let key = if places == 0 {
        Tx::StoneHintNone
    } else {
        Tx::StoneHint
    };
    crate::tr!(lang, key, number = n)
}

pub fn exchange_button(lang: Lang, n: usize) -> String {
    crate::tr!(lang, Tx::ExchangeButton, n = n)
}

/// "Ann counts Bob's stones", for the dependency card.
pub fn counts_whom(lang: Lang, who: &str, whom: &str, colour: &str) -> String {
    crate::tr!(
        lang,
        Tx::CountsWhom,
        who = who,
        whom = whom,
        colour = colour
    )
}

/// A stone for screen readers: "Ann's stone 4 on d4, active".
pub fn stone_label(lang: Lang, owner: &str, n: u8, at: &str, active: bool) -> String {
    let state = lang.t(if active { Tx::Active } else { Tx::Inactive });
    crate::tr!(
        lang,
        Tx::StoneLabel,
        square = at,
        owner = owner,
        number = n,
        state = state
    )
}

pub fn stone_button(lang: Lang, n: u8) -> String {
    crate::tr!(lang, Tx::StoneButton, number = n)
}

/// A pile's cards grouped by kind: "1A ×2, pl".
pub fn pile_list(lang: Lang, cards: &CardSet) -> String {
    if cards.is_empty() {
        return lang.t(T::Empty).to_string();
    }
    cards
        .kinds()
        .map(|(c, n)| {
            if n > 1 {
                format!("{c}\u{a0}×{n}")
            } else {
                c.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// How many of `seat`'s stones on the board are active.
fn active_stones(g: &Cubes, seat: Seat) -> usize {
    g.pieces()
        .filter(|(_, p)| matches!(p, Piece::Stone(s) if s.owner == seat && s.active))
        .count()
}

pub fn active_count(lang: Lang, active: usize) -> String {
    format!("{active}/5 {}", lang.t(Tx::Active))
}

pub fn direction(lang: Lang, d: Direction) -> &'static str {
    lang.t(match d {
        Direction::Away => Tx::Away,
        Direction::Towards => Tx::Towards,
        Direction::Left => Tx::Left,
        Direction::Right => Tx::Right,
    })
}

/// The short caption on a card: "1 away", "Pass left", "Swap".
pub fn card_caption(lang: Lang, card: Card) -> String {
    match card {
        Card::Shift(Shift {
            distance,
            direction: d,
        }) => format!("{} {}", distance.squares(), direction(lang, d)),
        Card::PassLeft => lang.t(Tx::PassLeft).into(),
        Card::PassRight => lang.t(Tx::PassRight).into(),
        Card::Swap => lang.t(Tx::Swap).into(),
    }
}

/// What a card does, for screen readers, read after its caption (the button's name starts
/// with what it shows).
pub fn card_detail(lang: Lang, card: Card) -> String {
    match card {
        Card::Shift(s) => crate::trn!(
            lang,
            Tx::ShiftDetail,
            n = s.distance.squares(),
            direction = direction(lang, s.direction)
        ),
        Card::PassLeft => lang.t(Tx::HintPassLeft).into(),
        Card::PassRight => lang.t(Tx::HintPassRight).into(),
        Card::Swap => lang.t(Tx::SwapDetail).into(),
    }
}

/// Why a click on a square tried no move (`play::Why`).
pub fn click_answer(lang: Lang, why: super::play::Why) -> &'static str {
    use super::play::Why;
    lang.t(match why {
        Why::ChooseFirst => Tx::ChooseFirst,
        Why::CardsByButtons => Tx::CardsByButtons,
    })
}

/// What several chosen cards do: shift with the last when it is a shift card, else the
/// exchange (`play::Choice::shift`).
pub fn cards_chosen(lang: Lang, cards: &[Card]) -> String {
    let list = cards
        .iter()
        .map(|&c| format!("“{}”", card_caption(lang, c)))
        .collect::<Vec<_>>()
        .join(", ");
    match cards.last() {
        Some(&last @ Card::Shift(_)) => crate::tr!(
            lang,
            Tx::CardsChosenShift,
            cards = list,
            card = card_caption(lang, last)
        ),
        _ => crate::tr!(lang, Tx::CardsChosen, cards = list),
    }
}

/// A stone's number as the move sentences put it: "3", in Hungarian "a 3-as".
fn stone_number(lang: Lang, n: u8) -> String {
    match lang {
        Lang::Hu => hu_numbered(n.into(), HuCase::Plain),
        _ => n.to_string(),
    }
}

/// The names and sentences the shell asks of Cubes.
pub struct Texts;

impl GameTexts for Texts {
    type Game = Cubes;
    type Tx = Tx;
    const NAME: Tx = Tx::Name;
    const PITCH: Tx = Tx::Pitch;

    /// A seat's count in the players panel: how many of its stones are active.
    fn result(g: &Cubes, _: &[crate::storage::SeatInfo], lang: Lang) -> Option<String> {
        let active: Vec<i64> = (0..g.players())
            .map(|seat| active_stones(g, seat) as i64)
            .collect();
        let unit = |n: i64| active_count(lang, n as usize);
        crate::games::margin(g.outcome(), &active, (&unit, &|n| n.to_string()), lang)
    }

    fn seat_detail(g: &Cubes, seat: Seat, lang: Lang) -> String {
        active_count(lang, active_stones(g, seat))
    }

    /// The label of a variant option in the new-game dialog (Cubes has none).
    fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
        (key == "neighbours").then(|| lang.t(Tx::Neighbours))
    }

    /// The values of the `neighbours` reading (`docs/rule-readings.md`).
    fn option_value_label(key: &str, value: &str, lang: Lang) -> Option<&'static str> {
        match (key, value) {
            ("neighbours", "8") => Some(lang.t(Tx::Neighbours8)),
            ("neighbours", "6") => Some(lang.t(Tx::Neighbours6)),
            _ => None,
        }
    }

    /// What a move did, in words, for the move list. Says only what every viewer may see: the
    /// card played, never the rest of a hand nor the cards drawn.
    fn say_move(
        before: Option<&Cubes>,
        mv: &Move,
        seats: &[crate::storage::SeatInfo],
        mood: Mood,
        lang: Lang,
    ) -> String {
        let key = |done, now| mood.pick(done, now);
        match mv {
            Move::PlaceWhite(q) => {
                crate::tr!(lang, key(Tx::PlacedWhite, Tx::PlaceWhite), square = q)
            }
            Move::Place {
                number: n,
                square: q,
            } => crate::tr!(
                lang,
                key(Tx::Placed, Tx::PlaceStone),
                number = stone_number(lang, *n),
                square = q
            ),
            Move::PickUp(q) => match before.and_then(|b| b.piece(*q)) {
                Some(Piece::Stone(s)) => crate::tr!(
                    lang,
                    key(Tx::TookBack, Tx::TakeBack),
                    number = stone_number(lang, s.number),
                    square = q
                ),
                _ => crate::tr!(
                    lang,
                    key(Tx::TookAStoneBack, Tx::TakeAStoneBack),
                    square = q
                ),
            },
            Move::Shift { card, from } => {
                // The card as its face says it ("2 away"), not its notation ("2A").
                let card = card_caption(lang, Card::Shift(*card));
                crate::tr!(
                    lang,
                    key(Tx::Shifted, Tx::ShiftNow),
                    card = card,
                    square = from
                )
            }
            Move::PassLeft | Move::PassRight => {
                let (card, what) = match mv {
                    Move::PassLeft => (Card::PassLeft, Tx::HintPassLeft),
                    _ => (Card::PassRight, Tx::HintPassRight),
                };
                let caption = card_caption(lang, card);
                match mood {
                    Mood::Done => format!("{caption}: {}", lang.t(what)),
                    Mood::Suggested => crate::tr!(lang, Tx::PlayTheCard, card = caption),
                }
            }
            Move::Swap(a, b) => {
                let name = |s: Seat| crate::seat_names::seat_name(seats, s, lang);
                crate::tr!(
                    lang,
                    key(Tx::Swapped, Tx::SwapNow),
                    first = name(*a),
                    second = name(*b)
                )
            }
            Move::Exchange(cards) => {
                crate::trn!(lang, key(Tx::Exchanged, Tx::ExchangeNow), n = cards.len())
            }
            Move::EndTurn => lang.t(key(Tx::EndedTurn, Tx::EndTurnNow)).into(),
        }
    }

    /// A rules error in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::SetupOver => lang.t(Tx::SetupOver).into(),
            Error::SetupNotFinished => lang.t(Tx::SetupNotFinished).into(),
            Error::SquareOccupied(q) => crate::tr!(lang, Tx::SquareOccupied, square = q),
            Error::NoSuchStone(n) => crate::tr!(lang, Tx::NoSuchStone, number = n),
            Error::StoneNotInSupply(n) => crate::tr!(lang, Tx::StoneNotInSupply, number = n),
            Error::CountMismatch {
                number,
                square,
                found,
            } => crate::tr!(
                lang,
                Tx::CountMismatch,
                number = number,
                square = square,
                found = found
            ),
            Error::NotYourStone(q) => crate::tr!(lang, Tx::NotYourStone, square = q),
            Error::CardNotInHand(c) => crate::tr!(lang, Tx::CardNotInHand, card = c),
            Error::NotAWhiteStone(q) => crate::tr!(lang, Tx::NotAWhiteStone, square = q),
            Error::ShiftOffBoard => lang.t(Tx::ShiftOffBoard).into(),
            Error::ShiftBlocked(q) => crate::tr!(lang, Tx::ShiftBlocked, square = q),
            Error::BadSwap => lang.t(Tx::BadSwap).into(),
            Error::EmptyExchange => lang.t(Tx::EmptyExchange).into(),
        }
    }

    /// What an edited position breaks, its squares as the board names them and its cards
    /// as their faces say them.
    fn position_error(err: &PositionError, lang: Lang) -> String {
        use PositionError::*;
        let name = |s: &Seat| lang.seat_name(*s);
        match err {
            PlayerCount { players } => player_count_text::<Cubes>(lang.t(Tx::Name), *players, lang),
            SeatListLength { what, got, players } => {
                let list = match *what {
                    "dependency" => Px::ListDependency,
                    "hands" => Px::ListHands,
                    _ => Px::ListOther,
                };
                seat_list_text(lang.t(list), *got, *players, lang)
            }
            TurnOfNoSeat { seat } => no_such_seat_text(*seat, false, lang),
            StartOfNoSeat { seat } => no_such_seat_text(*seat, true, lang),
            TwoStonesOnOneSquare { square } => crate::tr!(lang, Px::TwoStones, square = square),
            StoneOfNoSeat { square, owner } => crate::tr!(
                lang,
                Px::StoneOfNoSeat,
                square = square,
                owner = name(owner)
            ),
            NoSuchNumber { square, number } => {
                crate::tr!(lang, Px::NoSuchNumber, square = square, number = number)
            }
            StoneTwice {
                square,
                owner,
                number,
            } => crate::tr!(
                lang,
                Px::StoneTwice,
                square = square,
                owner = name(owner),
                number = stone_number(lang, *number)
            ),
            TooManyWhiteStones { square } => {
                crate::tr!(lang, Px::TooManyWhiteStones, square = square)
            }
            StoneDuringSetup { square } => crate::tr!(lang, Px::StoneDuringSetup, square = square),
            DependencyNotAPermutation { seat } => {
                crate::tr!(lang, Px::DependencyNotAPermutation, seat = name(seat))
            }
            DependencyDuringSetup { seat } => {
                crate::tr!(lang, Px::DependencyDuringSetup, seat = name(seat))
            }
            HandDuringSetup { seat } => crate::tr!(lang, Px::HandDuringSetup, seat = name(seat)),
            DiscardDuringSetup => lang.t(Px::DiscardDuringSetup).into(),
            HandSize { seat, size } => crate::trn!(
                lang,
                Px::HandSize,
                n = *size,
                seat = name(seat),
                size = HAND_SIZE
            ),
            TooManyCards { card } => {
                crate::tr!(lang, Px::TooManyCards, card = card_caption(lang, *card))
            }
            TooFewCardsToDeal => lang.t(Px::TooFewCardsToDeal).into(),
            ActionsDuringSetup { actions } => {
                crate::trn!(lang, Px::ActionsDuringSetup, n = *actions)
            }
            PastBackstop { actions } => crate::tr!(
                lang,
                Px::PastBackstop,
                actions = actions,
                most = MAX_ACTIONS
            ),
            ImpossibleActionPoints { points, most } => crate::tr!(
                lang,
                Px::ImpossibleActionPoints,
                points = points,
                most = most
            ),
            PointsSpentWithoutAction => lang.t(Px::PointsSpentWithoutAction).into(),
            ActedWithoutSpending => lang.t(Px::ActedWithoutSpending).into(),
            ThirdPointNotTaken { seat } => crate::tr!(
                lang,
                Px::ThirdPointNotTaken,
                seat = name(seat),
                sum = THIRD_POINT_SUM
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;

    #[test]
    fn piles_are_listed_by_kind() {
        let pile: CardSet = ["1A", "pl", "1A"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        assert_eq!(pile_list(Lang::En, &pile), "1A\u{a0}×2, pl");
        assert_eq!(pile_list(Lang::De, &CardSet::new()), "leer");
    }

    #[test]
    fn every_text_is_translated() {
        crate::i18n::assert_complete::<Tx>();
        // The game's name is the same in every language.
        for &x in <Tx as crate::i18n::Text>::ALL
            .iter()
            .filter(|&&x| x != Tx::Name)
        {
            assert_ne!(Lang::En.t(x), Lang::Hu.t(x), "{x:?} looks untranslated");
        }
    }

    #[test]
    fn moves_are_described_without_hidden_cards() {
        use rules::{Game, Setup};
        let g = Cubes::new(&Setup::players(2), 7).expect("setup");
        let mv = |m: &str| m.parse::<Move>().expect("notation");
        assert_eq!(
            Texts::describe_move(Some(&g), &mv("w:c3"), &[], Lang::En),
            "placed a white stone on c3"
        );
        assert_eq!(
            Texts::describe_move(Some(&g), &mv("p6:d4"), &[], Lang::En),
            "placed stone 6 on d4"
        );
        assert_eq!(
            Texts::describe_move(Some(&g), &mv("end"), &[], Lang::De),
            "beendete den Zug"
        );
        let x = Texts::describe_move(Some(&g), &mv("x:pl,pl"), &[], Lang::En);
        assert_eq!(x, "exchanged 2 cards", "the discarded cards are not named");
        let s = Texts::describe_move(Some(&g), &mv("s1A:d5"), &[], Lang::En);
        assert_eq!(s, "played “1 away”: shifted the white stone on d5");
        for lang in Lang::ALL {
            assert!(!Texts::describe_move(Some(&g), &mv("pl"), &[], lang).is_empty());
        }
    }

    /// A hint, a puzzle's answer and the review's best move are orders; the move list keeps
    /// the past.
    #[test]
    fn a_suggestion_is_an_order_in_every_language() {
        use rules::{Game, Setup};
        let g = Cubes::new(&Setup::players(2), 7).expect("setup");
        let mv = |m: &str| m.parse::<Move>().expect("notation");
        let say = |m: &str| Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &mv(m), &[], lang));
        assert_eq!(
            say("w:c3"),
            [
                "place a white stone on c3",
                "Setze einen weißen Stein auf c3",
                "Tegyél fehér követ ide: c3",
            ]
        );
        assert_eq!(
            say("p5:d4"),
            [
                "place stone 5 on d4",
                "Setze Stein 5 auf d4",
                "Tedd az 5-ös követ ide: d4",
            ]
        );
        assert_eq!(
            say("s1A:d5"),
            [
                "play “1 away”: shift the white stone on d5",
                "Spiele „1 weg“: Verschiebe den weißen Stein auf d5",
                "Játszd ki: „1 el”, és told el a fehér követ innen: d5",
            ]
        );
        assert_eq!(
            say("end"),
            ["end the turn", "Beende den Zug", "Fejezd be a körödet"]
        );
        assert_eq!(
            say("x:pl,pl"),
            ["exchange 2 cards", "Tausche 2 Karten", "Cserélj 2 lapot"]
        );
        assert_eq!(
            Texts::describe_move(Some(&g), &mv("p3:d4"), &[], Lang::Hu),
            "a 3-as követ tette ide: d4"
        );
    }

    #[test]
    fn every_rules_error_has_a_text_in_every_language() {
        let q: rules::cubes::Square = "d4".parse().expect("square");
        let card: Card = "1A".parse().expect("card");
        let all = [
            Error::GameOver,
            Error::SetupOver,
            Error::SetupNotFinished,
            Error::SquareOccupied(q),
            Error::NoSuchStone(7),
            Error::StoneNotInSupply(3),
            Error::CountMismatch {
                number: 3,
                square: q,
                found: 2,
            },
            Error::NotYourStone(q),
            Error::CardNotInHand(card),
            Error::NotAWhiteStone(q),
            Error::ShiftOffBoard,
            Error::ShiftBlocked(q),
            Error::BadSwap,
            Error::EmptyExchange,
        ];
        crate::games::assert_errors_translated::<Texts>(&all);
        assert_eq!(
            Texts::error_text(&Error::SquareOccupied(q), Lang::En),
            "d4 is occupied."
        );
    }

    /// One value of every condition an edited position can break, each once and in the
    /// order of the enum: the match has no wildcard, so a new condition does not compile
    /// until it is listed here (and `position_error` gives it words).
    fn every_position_error() -> Vec<PositionError> {
        use PositionError::*;
        let square: rules::cubes::Square = "d4".parse().expect("square");
        let all = vec![
            PlayerCount { players: 5 },
            SeatListLength {
                what: "hands",
                got: 3,
                players: 2,
            },
            TurnOfNoSeat { seat: 3 },
            StartOfNoSeat { seat: 3 },
            TwoStonesOnOneSquare { square },
            StoneOfNoSeat { square, owner: 3 },
            NoSuchNumber { square, number: 7 },
            StoneTwice {
                square,
                owner: 1,
                number: 3,
            },
            TooManyWhiteStones { square },
            StoneDuringSetup { square },
            DependencyNotAPermutation { seat: 1 },
            DependencyDuringSetup { seat: 1 },
            HandDuringSetup { seat: 0 },
            DiscardDuringSetup,
            HandSize { seat: 0, size: 1 },
            TooManyCards {
                card: "1A".parse().expect("card"),
            },
            TooFewCardsToDeal,
            ActionsDuringSetup { actions: 1 },
            PastBackstop { actions: 501 },
            ImpossibleActionPoints { points: 4, most: 3 },
            PointsSpentWithoutAction,
            ActedWithoutSpending,
            ThirdPointNotTaken { seat: 1 },
        ];
        for (i, e) in all.iter().enumerate() {
            let at = match e {
                PlayerCount { .. } => 0,
                SeatListLength { .. } => 1,
                TurnOfNoSeat { .. } => 2,
                StartOfNoSeat { .. } => 3,
                TwoStonesOnOneSquare { .. } => 4,
                StoneOfNoSeat { .. } => 5,
                NoSuchNumber { .. } => 6,
                StoneTwice { .. } => 7,
                TooManyWhiteStones { .. } => 8,
                StoneDuringSetup { .. } => 9,
                DependencyNotAPermutation { .. } => 10,
                DependencyDuringSetup { .. } => 11,
                HandDuringSetup { .. } => 12,
                DiscardDuringSetup => 13,
                HandSize { .. } => 14,
                TooManyCards { .. } => 15,
                TooFewCardsToDeal => 16,
                ActionsDuringSetup { .. } => 17,
                PastBackstop { .. } => 18,
                ImpossibleActionPoints { .. } => 19,
                PointsSpentWithoutAction => 20,
                ActedWithoutSpending => 21,
                ThirdPointNotTaken { .. } => 22,
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
        let twice = PositionError::StoneTwice {
            square: "d4".parse().expect("square"),
            owner: 1,
            number: 3,
        };
        assert_eq!(
            Lang::ALL.map(|lang| Texts::position_error(&twice, lang)),
            [
                "d4: Player 2's stone 3 is on the board twice.",
                "d4: Stein 3 von Spieler 2 liegt zweimal auf dem Brett.",
                "d4: 2. játékos kövei közül a 3-as kétszer van a táblán.",
            ]
        );
        assert_eq!(
            Texts::position_error(&PositionError::HandSize { seat: 0, size: 1 }, Lang::En),
            "Player 1 holds 1 card, but a hand has 5."
        );
    }

    /// Sentences filled from the table's rows, in all three languages: counts with their
    /// plural forms by each language's rule, and a hint whose key depends on the data.
    #[test]
    fn sentences_are_filled_in_every_language() {
        let [en, de, hu] = Lang::ALL;
        assert_eq!(points_left(en, 1), "1 action point left");
        assert_eq!(points_left(en, 3), "3 action points left");
        assert_eq!(points_left(de, 1), "1 Aktionspunkt übrig");
        assert_eq!(points_left(hu, 3), "3 akciópont maradt");
        let card = |c: &str| c.parse::<Card>().expect("card");
        assert_eq!(
            card_detail(en, card("1A")),
            "shift card: one white stone 1 square away (seen from your seat)"
        );
        assert_eq!(
            card_detail(de, card("2A")),
            "Verschiebung: ein weißer Stein 2 Felder weg (von deinem Platz aus)"
        );
        assert_eq!(
            card_detail(hu, card("2A")),
            "eltolás: egy fehér kő 2 mezőt el (a helyedről nézve)"
        );
        assert_eq!(
            stone_hint(en, 4, 2),
            "Stone 4: the marked squares are where it would be active. Click one to place it."
        );
        assert_eq!(
            stone_hint(hu, 4, 0),
            "A(z) 4-es kő most egyetlen üres mezőn sem lenne aktív."
        );
        let mv = |m: &str| m.parse::<Move>().expect("notation");
        assert_eq!(
            Texts::describe_move(None, &mv("x:pl"), &[], de),
            "tauschte 1 Karte"
        );
        assert_eq!(
            Texts::describe_move(None, &mv("x:pl,pl"), &[], hu),
            "2 lapot cserélt"
        );
        assert_eq!(pass_device(hu, "Anna"), "Add át az eszközt: Anna");
    }
}
