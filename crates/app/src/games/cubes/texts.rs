//! The Cubes board's UI strings in English, German and Hungarian (our own words).

use rules::cubes::{Card, CardSet, Cubes, Direction, Error, Move, Piece, Shift, Square};

use rules::{Game, Seat};

use crate::games::GameTexts;
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
    HintExchange: "Exchange the chosen cards for new ones from the draw pile (one action point).",
        "Tausche die gewählten Karten gegen neue vom Nachziehstapel (ein Aktionspunkt).",
        "A kijelölt lapokat újakra cseréled a húzópakliból (egy akciópont).";
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
    }
}

/// A number of action points left, with the right plural.
pub fn points_left(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 action point left".into(),
        (Lang::En, n) => format!("{n} action points left"),
        (Lang::De, 1) => "1 Aktionspunkt übrig".into(),
        (Lang::De, n) => format!("{n} Aktionspunkte übrig"),
        (Lang::Hu, n) => format!("{n} akciópont maradt"),
    }
}

/// The third point still beside the board, with the active sum so far.
pub fn third_not_taken(lang: Lang, sum: u32) -> String {
    match lang {
        Lang::En => format!("third point at an active sum of 10 (now {sum})"),
        Lang::De => format!("dritter Punkt ab aktiver Summe 10 (jetzt {sum})"),
        Lang::Hu => format!("harmadik pont 10-es aktív összegtől (most {sum})"),
    }
}

pub fn setup_status(lang: Lang, name: &str, left: u8) -> String {
    match lang {
        Lang::En => format!("Setup: {name} places a white stone ({left} still to place)."),
        Lang::De => format!("Aufbau: {name} setzt einen weißen Stein (noch {left} zu setzen)."),
        Lang::Hu => format!("Előkészítés: {name} letesz egy fehér követ (még {left} van hátra)."),
    }
}

pub fn pass_device(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Pass the device to {name}"),
        Lang::De => format!("Gib das Gerät an {name} weiter"),
        Lang::Hu => format!("Add át az eszközt: {name}"),
    }
}

pub fn pass_device_note(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!(
            "{name}'s cards are hidden. Confirm only when {name} holds the device; the others look away."
        ),
        Lang::De => format!(
            "Die Karten von {name} sind verdeckt. Erst bestätigen, wenn {name} das Gerät hält; die anderen schauen weg."
        ),
        Lang::Hu => format!(
            "{name} lapjai rejtve vannak. Csak akkor erősítsd meg, ha {name} kezében van az eszköz; a többiek ne nézzenek oda."
        ),
    }
}

pub fn i_am(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("I am {name}"),
        Lang::De => format!("Ich bin {name}"),
        Lang::Hu => format!("Én vagyok {name}"),
    }
}

pub fn stone_hint(lang: Lang, n: u8, places: usize) -> String {
    match (lang, places) {
        (Lang::En, 0) => format!("Stone {n} would be active on no empty square right now."),
        (Lang::En, _) => format!(
            "Stone {n}: the marked squares are where it would be active. Click one to place it."
        ),
        (Lang::De, 0) => format!("Stein {n} wäre gerade auf keinem leeren Feld aktiv."),
        (Lang::De, _) => format!(
            "Stein {n}: Auf den markierten Feldern wäre er aktiv. Klicke eines an, um ihn zu setzen."
        ),
        (Lang::Hu, 0) => format!("A(z) {n}-es kő most egyetlen üres mezőn sem lenne aktív."),
        (Lang::Hu, _) => format!(
            "{n}-es kő: a megjelölt mezőkön lenne aktív. Kattints egyre a lerakáshoz."
        ),
    }
}

pub fn exchange_button(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("Exchange {n}"),
        Lang::De => format!("{n} tauschen"),
        Lang::Hu => format!("{n} csere"),
    }
}

/// "Ann counts Bob's stones", for the dependency card.
pub fn counts_whom(lang: Lang, who: &str, whom: &str, colour: &str) -> String {
    match lang {
        Lang::En => format!("{who} counts the stones of {whom} ({colour})"),
        Lang::De => format!("{who} zählt die Steine von {whom} ({colour})"),
        Lang::Hu => format!("{who} {whom} köveit számolja ({colour})"),
    }
}

/// A stone for screen readers: "Ann's stone 4 on d4, active".
pub fn stone_label(lang: Lang, owner: &str, n: u8, at: &str, active: bool) -> String {
    let state = lang.t(if active { Tx::Active } else { Tx::Inactive });
    match lang {
        Lang::En => format!("{at}: {owner}'s stone {n}, {state}"),
        Lang::De => format!("{at}: Stein {n} von {owner}, {state}"),
        Lang::Hu => format!("{at}: {owner} {n}-es köve, {state}"),
    }
}

pub fn stone_button(lang: Lang, n: u8) -> String {
    match lang {
        Lang::En => format!("Stone {n}"),
        Lang::De => format!("Stein {n}"),
        Lang::Hu => format!("{n}-es kő"),
    }
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
    match (lang, card) {
        (Lang::En, Card::Shift(s)) => format!(
            "shift card: one white stone {} square{} {} (seen from your seat)",
            s.distance.squares(),
            if s.distance.squares() == 1 { "" } else { "s" },
            direction(lang, s.direction)
        ),
        (Lang::De, Card::Shift(s)) => format!(
            "Verschiebung: ein weißer Stein {} Feld{} {} (von deinem Platz aus)",
            s.distance.squares(),
            if s.distance.squares() == 1 { "" } else { "er" },
            direction(lang, s.direction)
        ),
        (Lang::Hu, Card::Shift(s)) => format!(
            "eltolás: egy fehér kő {} mezőt {} (a helyedről nézve)",
            s.distance.squares(),
            direction(lang, s.direction)
        ),
        (_, Card::PassLeft) => lang.t(Tx::HintPassLeft).into(),
        (_, Card::PassRight) => lang.t(Tx::HintPassRight).into(),
        (Lang::En, Card::Swap) => "exchange the dependency cards of any two players".into(),
        (Lang::De, Card::Swap) => "die Abhängigkeitskarten zweier Spieler vertauschen".into(),
        (Lang::Hu, Card::Swap) => "bármely két játékos függőségi lapjának cseréje".into(),
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
    fn describe_move(
        before: Option<&Cubes>,
        mv: &Move,
        seats: &[crate::storage::SeatInfo],
        lang: Lang,
    ) -> String {
        match (mv, lang) {
            (Move::PlaceWhite(q), Lang::En) => format!("placed a white stone on {q}"),
            (Move::PlaceWhite(q), Lang::De) => format!("setzte einen weißen Stein auf {q}"),
            (Move::PlaceWhite(q), Lang::Hu) => format!("fehér követ tett ide: {q}"),
            (
                Move::Place {
                    number: n,
                    square: q,
                },
                Lang::En,
            ) => format!("placed stone {n} on {q}"),
            (
                Move::Place {
                    number: n,
                    square: q,
                },
                Lang::De,
            ) => format!("setzte Stein {n} auf {q}"),
            (
                Move::Place {
                    number: n,
                    square: q,
                },
                Lang::Hu,
            ) => format!("a(z) {n}-es követ ide tette: {q}"),
            (Move::PickUp(q), _) => match (before.and_then(|b| b.piece(*q)), lang) {
                (Some(Piece::Stone(s)), Lang::En) => {
                    format!("took stone {} back from {q}", s.number)
                }
                (Some(Piece::Stone(s)), Lang::De) => {
                    format!("nahm Stein {} von {q} zurück", s.number)
                }
                (Some(Piece::Stone(s)), Lang::Hu) => {
                    format!("visszavette a(z) {}-es követ innen: {q}", s.number)
                }
                (_, Lang::En) => format!("took a stone back from {q}"),
                (_, Lang::De) => format!("nahm einen Stein von {q} zurück"),
                (_, Lang::Hu) => format!("visszavett egy követ innen: {q}"),
            },
            (Move::Shift { card, from }, _) => {
                // The card as its face says it ("2 away"), not its notation ("2A").
                let card = card_caption(lang, Card::Shift(*card));
                match lang {
                    Lang::En => format!("played “{card}”: shifted the white stone on {from}"),
                    Lang::De => format!("spielte „{card}“: verschob den weißen Stein auf {from}"),
                    Lang::Hu => {
                        format!("kijátszotta: „{card}”, eltolta a(z) {from} mezőn álló fehér követ")
                    }
                }
            }
            (Move::PassLeft, _) => format!(
                "{}: {}",
                card_caption(lang, Card::PassLeft),
                lang.t(Tx::HintPassLeft)
            ),
            (Move::PassRight, _) => format!(
                "{}: {}",
                card_caption(lang, Card::PassRight),
                lang.t(Tx::HintPassRight)
            ),
            (Move::Swap(a, b), _) => {
                let name = |s: Seat| crate::seat_names::seat_name(seats, s, lang);
                let (a, b) = (name(*a), name(*b));
                match lang {
                    Lang::En => format!("swapped the dependency cards of {a} and {b}"),
                    Lang::De => format!("tauschte die Abhängigkeitskarten von {a} und {b}"),
                    Lang::Hu => format!("felcserélte {a} és {b} függőségi lapját"),
                }
            }
            (Move::Exchange(cards), _) => {
                let n = cards.len();
                match (lang, n) {
                    (Lang::En, 1) => "exchanged 1 card".into(),
                    (Lang::En, n) => format!("exchanged {n} cards"),
                    (Lang::De, 1) => "tauschte 1 Karte".into(),
                    (Lang::De, n) => format!("tauschte {n} Karten"),
                    (Lang::Hu, n) => format!("{n} lapot cserélt"),
                }
            }
            (Move::EndTurn, Lang::En) => "ended the turn".into(),
            (Move::EndTurn, Lang::De) => "beendete den Zug".into(),
            (Move::EndTurn, Lang::Hu) => "befejezte a körét".into(),
        }
    }

    /// A rules error in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::SetupOver => lang.t(Tx::SetupOver).into(),
            Error::SetupNotFinished => lang.t(Tx::SetupNotFinished).into(),
            Error::SquareOccupied(q) => square_occupied(lang, *q),
            Error::NoSuchStone(n) => no_such_stone(lang, *n),
            Error::StoneNotInSupply(n) => stone_not_in_supply(lang, *n),
            Error::CountMismatch {
                number,
                square,
                found,
            } => count_mismatch(lang, *number, *square, *found),
            Error::NotYourStone(q) => not_your_stone(lang, *q),
            Error::CardNotInHand(c) => card_not_in_hand(lang, *c),
            Error::NotAWhiteStone(q) => not_a_white_stone(lang, *q),
            Error::ShiftOffBoard => lang.t(Tx::ShiftOffBoard).into(),
            Error::ShiftBlocked(q) => shift_blocked(lang, *q),
            Error::BadSwap => lang.t(Tx::BadSwap).into(),
            Error::EmptyExchange => lang.t(Tx::EmptyExchange).into(),
        }
    }
}

fn square_occupied(lang: Lang, q: Square) -> String {
    match lang {
        Lang::En => format!("{q} is occupied."),
        Lang::De => format!("{q} ist besetzt."),
        Lang::Hu => format!("{q} foglalt."),
    }
}

fn no_such_stone(lang: Lang, n: u8) -> String {
    match lang {
        Lang::En => format!("There is no stone {n}: stones are numbered 2 to 6."),
        Lang::De => format!("Es gibt keinen Stein {n}: Die Steine tragen 2 bis 6."),
        Lang::Hu => format!("Nincs {n}-es kő: a kövek 2-től 6-ig számozottak."),
    }
}

fn stone_not_in_supply(lang: Lang, n: u8) -> String {
    match lang {
        Lang::En => format!("Your stone {n} is already on the board."),
        Lang::De => format!("Dein Stein {n} liegt schon auf dem Brett."),
        Lang::Hu => format!("A(z) {n}-es köved már a táblán van."),
    }
}

fn count_mismatch(lang: Lang, n: u8, q: Square, found: u8) -> String {
    match lang {
        Lang::En => {
            format!("Stone {n} needs exactly {n} counting stones around it; {q} has {found}.")
        }
        Lang::De => {
            format!("Stein {n} braucht genau {n} zählende Steine um sich; {q} hat {found}.")
        }
        Lang::Hu => {
            format!("A(z) {n}-es kő körül pontosan {n} számoló kő kell; itt ({q}) {found} van.")
        }
    }
}

fn not_your_stone(lang: Lang, q: Square) -> String {
    match lang {
        Lang::En => format!("There is no stone of yours on {q}."),
        Lang::De => format!("Auf {q} liegt kein Stein von dir."),
        Lang::Hu => format!("{q}: itt nincs saját köved."),
    }
}

fn card_not_in_hand(lang: Lang, c: Card) -> String {
    match lang {
        Lang::En => format!("Card {c} is not in your hand."),
        Lang::De => format!("Die Karte {c} ist nicht in deiner Hand."),
        Lang::Hu => format!("A(z) {c} lap nincs a kezedben."),
    }
}

fn not_a_white_stone(lang: Lang, q: Square) -> String {
    match lang {
        Lang::En => format!("Only white stones are shifted, and {q} holds none."),
        Lang::De => format!("Nur weiße Steine werden verschoben, und auf {q} liegt keiner."),
        Lang::Hu => format!("Csak fehér kő tolható, és itt ({q}) nincs."),
    }
}

fn shift_blocked(lang: Lang, q: Square) -> String {
    match lang {
        Lang::En => format!("The shift's path is blocked on {q}."),
        Lang::De => format!("Der Weg der Verschiebung ist auf {q} versperrt."),
        Lang::Hu => format!("Az eltolás útját elzárja valami itt: {q}."),
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
}
