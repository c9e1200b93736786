//! The Cubes board's UI strings in English, German and Hungarian (our own words).

use rules::cubes::{Card, CardSet, Direction, Shift};

use crate::i18n::Lang;

macro_rules! texts {
    ($($key:ident: $en:expr, $de:expr, $hu:expr;)*) => {
        /// A translated string of the Cubes board.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum X { $($key),* }

        impl X {
            pub fn t(self, lang: Lang) -> &'static str {
                match self {
                    $(X::$key => match lang { Lang::En => $en, Lang::De => $de, Lang::Hu => $hu }),*
                }
            }
        }

        #[cfg(test)]
        pub const ALL: &[X] = &[$(X::$key),*];
    };
}

texts! {
    Counts: "counts", "zählt", "számol";
    DrawPile: "Draw pile", "Nachziehstapel", "Húzópakli";
    DiscardPile: "Discard pile", "Ablagestapel", "Dobópakli";
    Empty: "empty", "leer", "üres";
    YourStones: "Your stones", "Deine Steine", "A köveid";
    YourHand: "Your hand", "Deine Karten", "A lapjaid";
    AllStonesPlaced: "All five are on the board.", "Alle fünf liegen auf dem Brett.", "Mind az öt a táblán van.";
    EndTurn: "End turn", "Zug beenden", "Kör vége";
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
    let state = if active { X::Active } else { X::Inactive }.t(lang);
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
        return X::Empty.t(lang).to_string();
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

pub fn active_count(lang: Lang, active: usize) -> String {
    format!("{active}/5 {}", X::Active.t(lang))
}

pub fn direction(lang: Lang, d: Direction) -> &'static str {
    match d {
        Direction::Away => X::Away,
        Direction::Towards => X::Towards,
        Direction::Left => X::Left,
        Direction::Right => X::Right,
    }
    .t(lang)
}

/// The short caption on a card: "1 away", "Pass left", "Swap".
pub fn card_caption(lang: Lang, card: Card) -> String {
    match card {
        Card::Shift(Shift {
            distance,
            direction: d,
        }) => format!("{} {}", distance.squares(), direction(lang, d)),
        Card::PassLeft => X::PassLeft.t(lang).into(),
        Card::PassRight => X::PassRight.t(lang).into(),
        Card::Swap => X::Swap.t(lang).into(),
    }
}

/// A card for screen readers.
pub fn card_label(lang: Lang, card: Card) -> String {
    match (lang, card) {
        (Lang::En, Card::Shift(s)) => format!(
            "Shift card: one white stone {} square{} {} (seen from your seat)",
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
            "Eltolás: egy fehér kő {} mezőt {} (a helyedről nézve)",
            s.distance.squares(),
            direction(lang, s.direction)
        ),
        (_, Card::PassLeft) => {
            format!("{} – {}", card_caption(lang, card), X::HintPassLeft.t(lang))
        }
        (_, Card::PassRight) => format!(
            "{} – {}",
            card_caption(lang, card),
            X::HintPassRight.t(lang)
        ),
        (Lang::En, Card::Swap) => "swap – exchange the dependency cards of any two players".into(),
        (Lang::De, Card::Swap) => {
            "tauschen – die Abhängigkeitskarten zweier Spieler vertauschen".into()
        }
        (Lang::Hu, Card::Swap) => "csere – bármely két játékos függőségi lapjának cseréje".into(),
    }
}

// Minimal versions until the cubes helper's branch brings its own (the merge takes theirs):
// the move in notation, the rule error in English.

/// The move played from `before`, in words.
pub fn describe_move(
    _before: &rules::cubes::Cubes,
    mv: &rules::cubes::Move,
    _lang: Lang,
) -> String {
    mv.to_string()
}

/// Why the rules refused a move.
pub fn error_text(err: &rules::cubes::Error, _lang: Lang) -> String {
    err.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        for x in ALL {
            for lang in Lang::ALL {
                assert!(!x.t(lang).is_empty(), "{x:?} in {lang:?}");
            }
            assert_ne!(x.t(Lang::En), x.t(Lang::Hu), "{x:?} looks untranslated");
        }
    }
}
