//! The Cubus board's words in English, German and Hungarian: fixed strings in one table,
//! sentences about turns, builds and knocks as small functions.

use rules::cubus::{CardType, Cards, Cubus, Error, Event, FaceKind, Move, Phase, Stack};
use rules::{Game, Seat};

use crate::games::GameTexts;
use crate::i18n::{Lang, T};

crate::texts! {
    /// A fixed string of the Cubus board.
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

/// A card type's name without a count: "left side", or with `plural` "left sides".
pub fn card_word(lang: Lang, t: CardType, plural: bool) -> &'static str {
    let [one, many] = match (lang, t) {
        (Lang::En, CardType::Left) => ["left side", "left sides"],
        (Lang::En, CardType::Right) => ["right side", "right sides"],
        (Lang::En, CardType::Lid) => ["lid", "lids"],
        (Lang::En, CardType::Open) => ["open crate", "open crates"],
        (Lang::De, CardType::Left) => ["linke Seite", "linke Seiten"],
        (Lang::De, CardType::Right) => ["rechte Seite", "rechte Seiten"],
        (Lang::De, CardType::Lid) => ["Deckel"; 2],
        (Lang::De, CardType::Open) => ["offene Kiste", "offene Kisten"],
        // Hungarian keeps the singular after a number.
        (Lang::Hu, CardType::Left) => ["bal oldal"; 2],
        (Lang::Hu, CardType::Right) => ["jobb oldal"; 2],
        (Lang::Hu, CardType::Lid) => ["fedél"; 2],
        (Lang::Hu, CardType::Open) => ["nyitott láda"; 2],
    };
    if plural {
        many
    } else {
        one
    }
}

/// "2 left sides", "1 lid".
pub fn card_name(lang: Lang, t: CardType, n: u32) -> String {
    format!("{n} {}", card_word(lang, t, n != 1))
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
    let c = match lang {
        Lang::En if cards == 1 => "1 card".to_string(),
        Lang::En => format!("{cards} cards"),
        Lang::De if cards == 1 => "1 Karte".to_string(),
        Lang::De => format!("{cards} Karten"),
        Lang::Hu => format!("{cards} lap"),
    };
    format!("{} · {c}", points(lang, score))
}

pub fn deck_left(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En => format!("Deck: {n} cards"),
        Lang::De => format!("Stapel: {n} Karten"),
        Lang::Hu => format!("Pakli: {n} lap"),
    }
}

pub fn table_line(lang: Lang, cards: u32, crates: u32) -> String {
    match lang {
        Lang::En => format!(
            "{cards} {} draw{} {crates} {}",
            if cards == 1 { "card" } else { "cards" },
            if cards == 1 { "s" } else { "" },
            if crates == 1 { "crate" } else { "crates" }
        ),
        Lang::De => format!(
            "{cards} {} {crates} {}",
            if cards == 1 {
                "Karte zeichnet"
            } else {
                "Karten zeichnen"
            },
            if crates == 1 { "Kiste" } else { "Kisten" }
        ),
        Lang::Hu => format!("{cards} lap {crates} ládát rajzol"),
    }
}

pub fn crates_change(lang: Lang, before: u32, after: u32) -> String {
    match lang {
        Lang::En => format!("{before} → {after} crates"),
        Lang::De => format!("{before} → {after} Kisten"),
        Lang::Hu => format!("{before} → {after} láda"),
    }
}

/// What the person to move is asked to do now.
pub fn phase_line(
    lang: Lang,
    phase: &Phase,
    current: Seat,
    name: &dyn Fn(Seat) -> String,
) -> String {
    match (phase, lang) {
        (Phase::Draw, Lang::En) => format!("{}: draw a card.", name(current)),
        (Phase::Draw, Lang::De) => format!("{}: Karte ziehen.", name(current)),
        (Phase::Draw, Lang::Hu) => format!("{}: húzz egy lapot.", name(current)),
        (Phase::Build, Lang::En) => format!(
            "{}: build with your cards, or declare no build.",
            name(current)
        ),
        (Phase::Build, Lang::De) => format!(
            "{}: mit deinen Karten bauen oder „kein Bau“ sagen.",
            name(current)
        ),
        (Phase::Build, Lang::Hu) => format!(
            "{}: építs a lapjaidból, vagy jelentsd, hogy nem építesz.",
            name(current)
        ),
        (Phase::KnockWindow { overlooker, asked }, Lang::En) => format!(
            "{} declared no build. {}: knock if you see a scoring build.",
            name(*overlooker),
            name(*asked)
        ),
        (Phase::KnockWindow { overlooker, asked }, Lang::De) => format!(
            "{} baut nicht. {}: klopfen, wenn du einen Wertungsbau siehst.",
            name(*overlooker),
            name(*asked)
        ),
        (Phase::KnockWindow { overlooker, asked }, Lang::Hu) => format!(
            "{} nem épít. {}: kopogj, ha látsz pontot érő építést.",
            name(*overlooker),
            name(*asked)
        ),
        (
            Phase::KnockBuild {
                knocker,
                overlooker,
            },
            Lang::En,
        ) => format!(
            "{} knocked rightly: now builds with {}'s cards and scores.",
            name(*knocker),
            name(*overlooker)
        ),
        (
            Phase::KnockBuild {
                knocker,
                overlooker,
            },
            Lang::De,
        ) => format!(
            "{} hat zu Recht geklopft und baut nun mit den Karten von {}.",
            name(*knocker),
            name(*overlooker)
        ),
        (
            Phase::KnockBuild {
                knocker,
                overlooker,
            },
            Lang::Hu,
        ) => format!(
            "{} jogosan kopogott: most {} lapjaiból épít.",
            name(*knocker),
            name(*overlooker)
        ),
        (Phase::FinalBuild { builder }, Lang::En) => format!(
            "Final build: {} may build once with everyone's cards.",
            name(*builder)
        ),
        (Phase::FinalBuild { builder }, Lang::De) => format!(
            "Schlussbau: {} darf einmal mit allen Karten bauen.",
            name(*builder)
        ),
        (Phase::FinalBuild { builder }, Lang::Hu) => format!(
            "Zárásként {} egyszer építhet mindenki lapjaiból.",
            name(*builder)
        ),
        (Phase::Contest { asked, best, .. }, l) => {
            let beat = best.as_ref().map_or(0, |b| b.points);
            match l {
                Lang::En => format!("Final contest: {} may propose a build with all cards worth more than {beat}, or pass.", name(*asked)),
                Lang::De => format!("Schlusswettbewerb: {} darf einen Bau mit allen Karten vorschlagen, der mehr als {beat} bringt, oder passen.", name(*asked)),
                Lang::Hu => format!("Záró verseny: {} javasolhat egy {beat} pontnál többet érő építést az összes lapból, vagy passzolhat.", name(*asked)),
            }
        }
        (Phase::Dismantle, Lang::En) => format!(
            "{}: take exactly one crate away; each card you take off is a point.",
            name(current)
        ),
        (Phase::Dismantle, Lang::De) => format!(
            "{}: genau eine Kiste abbauen; jede abgenommene Karte ist ein Punkt.",
            name(current)
        ),
        (Phase::Dismantle, Lang::Hu) => format!(
            "{}: vegyél el pontosan egy ládát; minden levett lap egy pont.",
            name(current)
        ),
        (Phase::Over, l) => l.t(T::GameIsOver).to_string(),
    }
}

/// One line per event of the last move; the end of the game has none (the phase line and
/// the page's game-over panel say it).
pub fn event_line(lang: Lang, e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
    Some(match (e, lang) {
        (Event::GameOver, _) => return None,
        (Event::Drew { seat, card }, Lang::En) => {
            format!("{} drew a {}.", name(*seat), card_word(lang, *card, false))
        }
        (Event::Drew { seat, card }, Lang::De) => {
            format!("{} zieht: {}.", name(*seat), card_word(lang, *card, false))
        }
        (Event::Drew { seat, card }, Lang::Hu) => {
            format!("{} húzott: {}.", name(*seat), card_word(lang, *card, false))
        }
        (
            Event::Built {
                builder,
                cards_of,
                points: p,
                crates_before,
                crates_after,
                added,
                taken,
            },
            l,
        ) => {
            let whose = if builder != cards_of {
                match l {
                    Lang::En => format!(" with {}'s cards", name(*cards_of)),
                    Lang::De => format!(" mit den Karten von {}", name(*cards_of)),
                    Lang::Hu => format!(" ({} lapjaiból)", name(*cards_of)),
                }
            } else {
                String::new()
            };
            match l {
                Lang::En => format!(
                    "{} built{whose}: {}, laid {}, took back {} — {}.",
                    name(*builder),
                    crates_change(l, *crates_before, *crates_after),
                    cards_list(l, *added),
                    cards_list(l, *taken),
                    points(l, *p)
                ),
                Lang::De => format!(
                    "{} baut{whose}: {}, legt {}, nimmt {} zurück — {}.",
                    name(*builder),
                    crates_change(l, *crates_before, *crates_after),
                    cards_list(l, *added),
                    cards_list(l, *taken),
                    points(l, *p)
                ),
                Lang::Hu => format!(
                    "{} épített{whose}: {}, letett: {}, visszavett: {} — {}.",
                    name(*builder),
                    crates_change(l, *crates_before, *crates_after),
                    cards_list(l, *added),
                    cards_list(l, *taken),
                    points(l, *p)
                ),
            }
        }
        (Event::DeclaredNoBuild { seat }, Lang::En) => {
            format!("{} declared no build.", name(*seat))
        }
        (Event::DeclaredNoBuild { seat }, Lang::De) => format!("{} baut nicht.", name(*seat)),
        (Event::DeclaredNoBuild { seat }, Lang::Hu) => format!("{} nem épít.", name(*seat)),
        (Event::PassedKnock { seat }, Lang::En) => format!("{} did not knock.", name(*seat)),
        (Event::PassedKnock { seat }, Lang::De) => format!("{} klopft nicht.", name(*seat)),
        (Event::PassedKnock { seat }, Lang::Hu) => format!("{} nem kopogott.", name(*seat)),
        (
            Event::Knocked {
                seat,
                justified: true,
                ..
            },
            Lang::En,
        ) => format!("{} knocked: a scoring build was there!", name(*seat)),
        (
            Event::Knocked {
                seat,
                justified: true,
                ..
            },
            Lang::De,
        ) => format!("{} klopft: es gab einen Wertungsbau!", name(*seat)),
        (
            Event::Knocked {
                seat,
                justified: true,
                ..
            },
            Lang::Hu,
        ) => format!("{} kopogott: volt pontot érő építés!", name(*seat)),
        (
            Event::Knocked {
                seat,
                justified: false,
                ..
            },
            Lang::En,
        ) => format!(
            "{} knocked wrongly: everyone else gains 2 points.",
            name(*seat)
        ),
        (
            Event::Knocked {
                seat,
                justified: false,
                ..
            },
            Lang::De,
        ) => format!(
            "{} klopft zu Unrecht: alle anderen bekommen 2 Punkte.",
            name(*seat)
        ),
        (
            Event::Knocked {
                seat,
                justified: false,
                ..
            },
            Lang::Hu,
        ) => format!(
            "{} tévesen kopogott: mindenki más 2 pontot kap.",
            name(*seat)
        ),
        (Event::Proposed { seat, points: p }, Lang::En) => format!(
            "{} proposes a build worth {}.",
            name(*seat),
            points(lang, *p)
        ),
        (Event::Proposed { seat, points: p }, Lang::De) => format!(
            "{} schlägt einen Bau für {} vor.",
            name(*seat),
            points(lang, *p)
        ),
        (Event::Proposed { seat, points: p }, Lang::Hu) => format!(
            "{} javasol egy {} értékű építést.",
            name(*seat),
            points(lang, *p)
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
    let face = face_name(lang, k);
    match lang {
        Lang::En => format!("A {face} would be half hidden (cards cannot overlap)."),
        Lang::De => format!("Eine {face} wäre halb verdeckt (Karten überlappen nicht)."),
        Lang::Hu => format!("Egy {face} félig takarásban lenne (a lapok nem fedhetik egymást)."),
    }
}

fn not_enough_cards(lang: Lang, t: CardType) -> String {
    let cards = card_word(lang, t, true);
    match lang {
        Lang::En => format!("Not enough cards: you need more {cards}."),
        Lang::De => format!("Nicht genug Karten: es fehlen {cards}."),
        Lang::Hu => format!("Nincs elég lap: több kellene ebből: {cards}."),
    }
}

fn too_few_points(lang: Lang, points: i32, needed: i32) -> String {
    match lang {
        Lang::En => format!("It scores {points}; at least {needed} is needed."),
        Lang::De => format!("Er bringt {points}; nötig sind mindestens {needed}."),
        Lang::Hu => format!("{points} pontot ér; legalább {needed} kell."),
    }
}

fn not_canonical(lang: Lang, s: Stack) -> String {
    match lang {
        Lang::En => format!("Write the drawing as its reading moved to the corner: b{s}."),
        Lang::De => format!("Die Zeichnung als ihre Lesart in der Ecke angeben: b{s}."),
        Lang::Hu => format!("A rajzot a sarokba tolt olvasatával kell megadni: b{s}."),
    }
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
    fn describe_move(
        before: Option<&Cubus>,
        mv: &Move,
        _: &[crate::storage::SeatInfo],
        lang: Lang,
    ) -> String {
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
            Move::Draw => {
                let card = drew.map(|c| card_word(lang, c, false));
                match (lang, card) {
                    (Lang::En, Some(c)) => format!("drew a card: {c}"),
                    (Lang::De, Some(c)) => format!("zog eine Karte: {c}"),
                    (Lang::Hu, Some(c)) => format!("húzott egy lapot: {c}"),
                    (Lang::En, None) => "drew a card".into(),
                    (Lang::De, None) => "zog eine Karte".into(),
                    (Lang::Hu, None) => "húzott egy lapot".into(),
                }
            }
            Move::NoBuild if finale => lang.t(T::Passed).into(),
            Move::NoBuild => match lang {
                Lang::En => "declared no build".into(),
                Lang::De => "sagte „kein Bau“".into(),
                Lang::Hu => "bejelentette, hogy nem épít".into(),
            },
            Move::Knock => match lang {
                Lang::En => "knocked".into(),
                Lang::De => "klopfte".into(),
                Lang::Hu => "kopogott".into(),
            },
            Move::PassKnock => match lang {
                Lang::En => "did not knock".into(),
                Lang::De => "klopfte nicht".into(),
                Lang::Hu => "nem kopogott".into(),
            },
            Move::Build(_) => match (built, proposed) {
                (Some((p, from, to)), _) if to < from => match lang {
                    Lang::En => format!(
                        "took a crate away: {}, {}",
                        crates_change(lang, from, to),
                        signed_points(lang, p)
                    ),
                    Lang::De => format!(
                        "baute eine Kiste ab: {}, {}",
                        crates_change(lang, from, to),
                        signed_points(lang, p)
                    ),
                    Lang::Hu => format!(
                        "elvett egy ládát: {}, {}",
                        crates_change(lang, from, to),
                        signed_points(lang, p)
                    ),
                },
                (Some((p, from, to)), _) => match lang {
                    Lang::En => format!(
                        "built {}, {}",
                        crates_change(lang, from, to),
                        signed_points(lang, p)
                    ),
                    Lang::De => format!(
                        "baute {}, {}",
                        crates_change(lang, from, to),
                        signed_points(lang, p)
                    ),
                    Lang::Hu => format!(
                        "épített: {}, {}",
                        crates_change(lang, from, to),
                        signed_points(lang, p)
                    ),
                },
                (None, Some(p)) => match lang {
                    Lang::En => format!("proposed a build worth {}", points(lang, p)),
                    Lang::De => format!("schlug einen Bau für {} vor", points(lang, p)),
                    Lang::Hu => format!("{} értékű építést javasolt", points(lang, p)),
                },
                (None, None) => match lang {
                    Lang::En => "built".into(),
                    Lang::De => "baute".into(),
                    Lang::Hu => "épített".into(),
                },
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;

    #[test]
    fn every_text_exists_in_every_language() {
        crate::i18n::assert_complete::<Tx>();
        for key in ["knocking", "ending", "abbau", "abbau_start", "abbau_stack"] {
            for lang in [Lang::En, Lang::De, Lang::Hu] {
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
        assert_eq!(hint, "drew a card");
        assert!(crate::games::hint_context(&g, &Move::Draw).is_none());
    }
}
