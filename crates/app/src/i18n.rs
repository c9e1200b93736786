//! Every piece of UI text, in English, German and Hungarian: one table, one lookup.
//!
//! In the browser a program carries its tables' English only: German and Hungarian come
//! from a text file per language (`/texts/<code>.json`, written by the build from these
//! same tables: [`text_files`]), loaded before the first render in that language and when
//! the language is chosen ([`with_texts`]). A program never carries the languages a page
//! does not show.

#[cfg(target_arch = "wasm32")]
use std::cell::RefCell;
#[cfg(target_arch = "wasm32")]
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    De,
    Hu,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Hu];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Hu => "hu",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Hu => "Magyar",
        }
    }

    /// Reads a language tag such as `de-AT`; unknown languages give `None`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    pub fn seat_name(self, seat: usize) -> String {
        match self {
            Lang::En => format!("Player {}", seat + 1),
            Lang::De => format!("Spieler {}", seat + 1),
            Lang::Hu => format!("{}. játékos", seat + 1),
        }
    }

    /// A computer seat's default name: "Computer (easy)", or with its seat number
    /// ("Computer 2 (easy)") when `seat` is given because several computers play.
    pub fn computer_name(self, seat: Option<usize>, level: &str) -> String {
        match (self, seat) {
            (Lang::En, None) => format!("Computer ({level})"),
            (Lang::En, Some(s)) => format!("Computer {} ({level})", s + 1),
            (Lang::De, None) => format!("Computer ({level})"),
            (Lang::De, Some(s)) => format!("Computer {} ({level})", s + 1),
            (Lang::Hu, None) => format!("Számítógép ({level})"),
            (Lang::Hu, Some(s)) => format!("{}. számítógép ({level})", s + 1),
        }
    }
}

/// A table of fixed UI strings: every key has its English, German and Hungarian text.
/// Implemented by the enums that [`texts!`](crate::texts) generates; read with [`Lang::t`].
pub trait Text: Copy + std::fmt::Debug + 'static {
    /// Every key of the table, in order: a key's index is its place in the text files.
    #[cfg_attr(not(test), allow(dead_code))]
    const ALL: &'static [Self];
    /// The table's name in the text files: its module path and its own.
    const TABLE: &'static str;
    fn text(self, lang: Lang) -> &'static str;
}

/// The address of a language's text file (every table's texts in that language).
pub fn text_file(lang: Lang) -> String {
    format!("/texts/{}.json", lang.code())
}

/// One text table as the build sees it (registered by [`texts!`](crate::texts)).
#[cfg(not(target_arch = "wasm32"))]
pub struct TableEntry {
    pub name: &'static str,
    pub texts: fn(Lang) -> Vec<&'static str>,
}

#[cfg(not(target_arch = "wasm32"))]
inventory::collect!(TableEntry);

#[cfg(not(target_arch = "wasm32"))]
pub use inventory;

/// The build's side: every table's texts in each language but English, as the browser
/// reads them (`{"<table>": ["<text of key 0>", …], …}`).
#[cfg(not(target_arch = "wasm32"))]
pub mod text_files {
    use super::{Lang, TableEntry};

    /// The text file of `lang`.
    pub fn file(lang: Lang) -> String {
        let mut tables: Vec<&TableEntry> = inventory::iter::<TableEntry>.into_iter().collect();
        tables.sort_by_key(|t| t.name);
        let map: serde_json::Map<String, serde_json::Value> = tables
            .into_iter()
            .map(|t| (t.name.to_string(), (t.texts)(lang).into()))
            .collect();
        serde_json::Value::Object(map).to_string()
    }

    /// The languages that have a file (English is in every program).
    pub fn langs() -> impl Iterator<Item = Lang> {
        Lang::ALL.into_iter().filter(|l| *l != Lang::En)
    }
}

/// One loaded text file: each table's texts by key index.
#[cfg(target_arch = "wasm32")]
type Tables = HashMap<String, Vec<&'static str>>;

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The text files loaded, by language.
    static LOADED: RefCell<Vec<(Lang, Tables)>> = const { RefCell::new(Vec::new()) };
}

/// Key `index` of `table` in `lang` from its loaded text file (`None`: not loaded, or a
/// file of another build).
#[cfg(target_arch = "wasm32")]
pub fn loaded(table: &str, index: usize, lang: Lang) -> Option<&'static str> {
    LOADED.with(|l| {
        l.borrow()
            .iter()
            .find(|(at, _)| *at == lang)
            .and_then(|(_, tables)| tables.get(table)?.get(index).copied())
    })
}

#[cfg(target_arch = "wasm32")]
fn has_texts(lang: Lang) -> bool {
    lang == Lang::En || LOADED.with(|l| l.borrow().iter().any(|(at, _)| *at == lang))
}

/// Runs `then` once `lang`'s texts are here: at once for English or a language loaded
/// before (and natively, where every language is built in), else after its text file came.
/// Where it cannot come (offline before the first visit cached it), the tables' texts stay
/// English and `then` runs all the same.
pub fn with_texts(lang: Lang, then: impl FnOnce() + 'static) {
    #[cfg(target_arch = "wasm32")]
    if !has_texts(lang) {
        wasm_bindgen_futures::spawn_local(async move {
            match crate::browser::fetch_text(&text_file(lang)).await {
                Ok(text) => match read_text_file(&text) {
                    Some(tables) => LOADED.with(|l| l.borrow_mut().push((lang, tables))),
                    None => crate::browser::warn("texts: a damaged text file"),
                },
                Err(e) => crate::browser::warn(&format!("texts: {e}")),
            }
            then();
        });
        return;
    }
    let _ = lang;
    then();
}

/// A text file's tables (read with the browser's JSON reader); `None` when it is not one.
#[cfg(target_arch = "wasm32")]
fn read_text_file(text: &str) -> Option<Tables> {
    use wasm_bindgen::JsCast;
    let object: js_sys::Object = js_sys::JSON::parse(text).ok()?.dyn_into().ok()?;
    let mut tables = HashMap::new();
    for entry in js_sys::Object::entries(&object).iter() {
        let entry: js_sys::Array = entry.dyn_into().ok()?;
        let name = entry.get(0).as_string()?;
        let texts: js_sys::Array = entry.get(1).dyn_into().ok()?;
        let texts = texts
            .iter()
            .map(|t| Some(&*Box::leak(t.as_string()?.into_boxed_str())))
            .collect::<Option<Vec<&'static str>>>()?;
        tables.insert(name, texts);
    }
    Some(tables)
}

impl Lang {
    /// The one way to read a fixed UI string: `lang.t(T::Undo)`, `lang.t(Tx::Draw)`.
    pub fn t<K: Text>(self, key: K) -> &'static str {
        key.text(self)
    }
}

/// Declares a text table: `texts! { pub enum Tx { Key: "en", "de", "hu"; … } }`.
/// Words several games use live in `i18n::T`; each game has its own table in its `texts` module.
#[macro_export]
macro_rules! texts {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($key:ident: $en:expr, $de:expr, $hu:expr;)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name { $($key),* }

        impl $crate::i18n::Text for $name {
            const ALL: &'static [Self] = &[$($name::$key),*];
            const TABLE: &'static str = concat!(module_path!(), "::", stringify!($name));
            // In the browser: English built in, the others from the loaded text file.
            #[cfg(target_arch = "wasm32")]
            fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                let en = match self { $($name::$key => $en),* };
                match lang {
                    $crate::i18n::Lang::En => en,
                    lang => $crate::i18n::loaded(Self::TABLE, self as usize, lang).unwrap_or(en),
                }
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                use $crate::i18n::Lang;
                match self {
                    $($name::$key => match lang { Lang::En => $en, Lang::De => $de, Lang::Hu => $hu }),*
                }
            }
        }

        #[cfg(not(target_arch = "wasm32"))]
        $crate::i18n::inventory::submit! {
            $crate::i18n::TableEntry {
                name: <$name as $crate::i18n::Text>::TABLE,
                texts: |lang| <$name as $crate::i18n::Text>::ALL
                    .iter()
                    .map(|k| $crate::i18n::Text::text(*k, lang))
                    .collect(),
            }
        }
    };
}

#[cfg(test)]
mod text_file_tests {
    use super::*;

    /// A text file holds every table the program can show, each key at its index, in its
    /// language (the browser reads them by index: `loaded`).
    #[test]
    fn a_text_file_holds_every_table_by_key_index() {
        let de: serde_json::Value =
            serde_json::from_str(&text_files::file(Lang::De)).expect("JSON");
        let tables = de.as_object().expect("an object");
        let shared = tables["app::i18n::T"].as_array().unwrap();
        assert_eq!(shared.len(), T::ALL.len());
        let at = T::ALL.iter().position(|k| *k == T::Play).unwrap();
        assert_eq!(shared[at], "Spielen");
        assert!(tables.contains_key("app::online::texts::Ot"));
        assert!(tables.contains_key("app::games::cubus::texts::Tx"));
        assert!(tables.contains_key("app::learn::texts::Lx"));
        // Each table's name is its own: the games' `Tx` tables do not overwrite each other.
        let games = tables.keys().filter(|k| k.ends_with("::texts::Tx")).count();
        assert_eq!(games, rules::GameId::ALL.len());
        assert_eq!(
            text_files::langs().collect::<Vec<_>>(),
            [Lang::De, Lang::Hu]
        );
        assert_eq!(text_file(Lang::Hu), "/texts/hu.json");
    }
}

/// Checks a text table: every key has a non-empty text in every language.
#[cfg(test)]
pub fn assert_complete<K: Text>() {
    for &key in K::ALL {
        for lang in Lang::ALL {
            assert!(
                !key.text(lang).trim().is_empty(),
                "{key:?} missing in {lang:?}"
            );
        }
    }
}

crate::texts! {
    /// Words shared by the shell and by several games.
    pub enum T {
    TheLink: "This link", "Dieser Link", "Ez a hivatkozás";
    TheFile: "This file", "Diese Datei", "Ez a fájl";
    TheSavedGame: "A saved game", "Ein gespeichertes Spiel", "Egy mentett játék";
    NotARecord: "it is not a Cube Table game record.", "das ist keine Spielaufzeichnung von Cube Table.", "ez nem Cube Table játékfelvétel.";
    BadLink: "This link is damaged or cut short, so it does not open a game. Ask for it again, or for the record as a file.",
        "Dieser Link ist beschädigt oder abgeschnitten und öffnet kein Spiel. Bitte erneut darum oder um die Aufzeichnung als Datei.",
        "Ez a hivatkozás sérült vagy csonka, így nem nyit meg játékot. Kérd el újra, vagy kérd a felvételt fájlként.";
    GameNotKnown: "a game this page does not know", "ein Spiel, das diese Seite nicht kennt", "olyan játék, amelyet ez az oldal nem ismer";
    BadSetup: "the players or options do not fit the game", "Spieler oder Optionen passen nicht zum Spiel", "a játékosok vagy a beállítások nem illenek a játékhoz";
    AMove: "A move", "Ein Zug", "Egy lépés";
    ARecord: "A record", "Eine Aufzeichnung", "Egy felvétel";
    ALink: "A link", "Ein Link", "Egy hivatkozás";
    AMessage: "A message", "Eine Nachricht", "Egy üzenet";
    TooLongForLink: "This game is too long for a link. Download the record instead and share the file.",
        "Dieses Spiel ist zu lang für einen Link. Lade stattdessen die Aufzeichnung herunter und teile die Datei.",
        "Ez a játék túl hosszú egy hivatkozáshoz. Töltsd le inkább a felvételt, és a fájlt oszd meg.";
    SavedGameKeptAside: "A saved game could not be loaded. Nothing was deleted: it was kept aside as",
        "Ein gespeichertes Spiel ließ sich nicht laden. Nichts wurde gelöscht: Es liegt jetzt unter",
        "Egy mentett játékot nem sikerült betölteni. Semmi sem törlődött: félretettük ezen a néven:";
    SavedGameNotMoved: "A saved game could not be loaded, and the browser's storage had no room for a copy, so it stays where it was. Download it to keep it safe.",
        "Ein gespeichertes Spiel ließ sich nicht laden, und im Speicher des Browsers war kein Platz für eine Kopie; es bleibt, wo es war. Lade es herunter, um es zu sichern.",
        "Egy mentett játékot nem sikerült betölteni, és a böngésző tárhelyén nem fért el másolat, ezért a helyén maradt. Töltsd le, hogy biztonságban legyen.";
    DownloadEntry: "Download it", "Herunterladen", "Letöltés";
    WorkerFailed: "The computer player could not be started", "Der Computerspieler ließ sich nicht starten", "A gépi játékost nem sikerült elindítani";
    NotShelved: "The running game could not be added to the recent games", "Das laufende Spiel ließ sich nicht zu den letzten Spielen legen", "A folyamatban lévő játékot nem sikerült a legutóbbi játékokhoz tenni";
    KeepRunningGame: "The running game cannot be kept in the recent games (the browser's storage is full or broken). Its record has been offered as a download. Start the new game anyway?",
        "Das laufende Spiel kann nicht bei den letzten Spielen bleiben (der Speicher des Browsers ist voll oder defekt). Seine Aufzeichnung wurde zum Herunterladen angeboten. Trotzdem ein neues Spiel beginnen?",
        "A folyamatban lévő játék nem kerülhet a legutóbbi játékok közé (a böngésző tárhelye megtelt vagy hibás). A felvételét letöltésre kínáltuk. Mégis új játékot kezdesz?";
    Loading: "Loading…", "Wird geladen …", "Betöltés…";
    RulesUnavailable: "The rules could not be loaded. Check the connection and open the page again.",
        "Die Regeln konnten nicht geladen werden. Prüfe die Verbindung und öffne die Seite erneut.",
        "A szabályokat nem sikerült betölteni. Ellenőrizd a kapcsolatot, és nyisd meg újra az oldalt.";
    Tagline: "Five cube board games, one table.", "Fünf Würfel-Brettspiele an einem Tisch.", "Öt kockás táblajáték egy asztalnál.";
    HowToPlay: "Play against the computer (easy, medium or hard), with friends on one device, or online.",
        "Spiele gegen den Computer (leicht, mittel oder schwer), mit anderen an einem Gerät oder online.",
        "Játssz a számítógép ellen (könnyű, közepes vagy nehéz szinten), barátokkal egy eszközön, vagy online.";
    Play: "Play", "Spielen", "Játék";
    Rules: "Rules", "Regeln", "Szabályok";
    NewGame: "New game", "Neues Spiel", "Új játék";
    Rematch: "Rematch", "Revanche", "Visszavágó";
    Zoom: "Zoom", "Zoom", "Nagyítás";
    ZoomHelp: "Larger squares and targets; the board scrolls sideways", "Größere Felder und Ziele; das Brett scrollt seitwärts", "Nagyobb mezők és célok; a tábla oldalra görgethető";
    ReviewMoves: "Review the moves", "Züge nachspielen", "Lépések visszanézése";
    UpdateAvailable: "A new version of Cube Table is ready.", "Eine neue Version von Cube Table ist bereit.", "A Cube Table új változata elkészült.";
    Reload: "Reload", "Neu laden", "Újratöltés";
    Computer: "Computer", "Computer", "Számítógép";
    Human: "Person", "Mensch", "Ember";
    LevelEasy: "Computer: easy", "Computer: leicht", "Gép: könnyű";
    LevelMedium: "Computer: medium", "Computer: mittel", "Gép: közepes";
    LevelHard: "Computer: hard", "Computer: schwer", "Gép: nehéz";
    Easy: "easy", "leicht", "könnyű";
    Medium: "medium", "mittel", "közepes";
    Hard: "hard", "schwer", "nehéz";
    Thinking: "The computer is thinking…", "Der Computer denkt nach …", "A számítógép gondolkodik…";
    FindingHint: "Looking for a good move…", "Suche einen guten Zug …", "Jó lépést keresek…";
    Iterations: "positions tried", "Stellungen geprüft", "kipróbált állás";
    StopThinking: "Move now", "Jetzt ziehen", "Lépj most";
    Hint: "Hint", "Tipp", "Tipp";
    ComputerSpeed: "Computer moves", "Computerzüge", "Gépi lépések";
    SpeedInstant: "at once", "sofort", "azonnal";
    SpeedNormal: "with a pause", "mit Pause", "szünettel";
    SpeedSlow: "slowly", "langsam", "lassan";
    StartGame: "Start game", "Spiel starten", "Játék indítása";
    Cancel: "Cancel", "Abbrechen", "Mégse";
    Players: "Players", "Spieler", "Játékosok";
    PlayersCount: "players", "Spieler", "játékos";
    Name: "Name", "Name", "Név";
    Colour: "Colour", "Farbe", "Szín";
    Options: "Options", "Optionen", "Beállítások";
    Undo: "Undo", "Zurück", "Visszavonás";
    UndoBlocked: "Nothing to take back here: a drawn card cannot be taken back, and with the computer playing undo goes back to your own turn.",
        "Hier gibt es nichts zurückzunehmen: Eine gezogene Karte lässt sich nicht zurücknehmen, und gegen den Computer geht Zurück bis zu deinem eigenen Zug.",
        "Itt nincs mit visszavonni: húzott lapot nem lehet visszavonni, a számítógép ellen pedig a visszavonás a saját lépésedig megy vissza.";
    Redo: "Redo", "Wiederholen", "Újra";
    Moves: "Moves", "Züge", "Lépések";
    NoMovesYet: "No moves yet.", "Noch keine Züge.", "Még nincs lépés.";
    BackToLive: "Back to the game", "Zurück zum Spiel", "Vissza a játékhoz";
    ViewingMove: "Looking at an earlier position (read-only).", "Frühere Stellung (nur ansehen).", "Korábbi állás (csak megtekintés).";
    ToMove: "to move", "am Zug", "következik";
    Wins: "wins!", "gewinnt!", "nyert!";
    WinTogether: "win together!", "gewinnen gemeinsam!", "együtt nyertek!";
    Draw: "Draw.", "Unentschieden.", "Döntetlen.";
    IllegalMove: "That move is not allowed", "Dieser Zug ist nicht erlaubt", "Ez a lépés nem szabályos";
    Export: "Export", "Exportieren", "Exportálás";
    Import: "Import", "Importieren", "Importálás";
    ShareLink: "Copy link", "Link kopieren", "Link másolása";
    LinkCopied: "Link copied.", "Link kopiert.", "Link másolva.";
    LinkLabel: "Link to this game", "Link zu diesem Spiel", "Link ehhez a játékhoz";
    Language: "Language", "Sprache", "Nyelv";
    RecentGames: "Recent games", "Letzte Spiele", "Legutóbbi játékok";
    Finished: "finished", "beendet", "befejezett";
    Unfinished: "unfinished", "unbeendet", "befejezetlen";
    Dismiss: "Dismiss", "Schließen", "Bezárás";
    LegalMoves: "Legal moves", "Erlaubte Züge", "Szabályos lépések";
    PlayMove: "Play", "Ziehen", "Lépés";
    NotationHint: "Type a move in notation", "Zug in Notation eingeben", "Lépés beírása jelöléssel";
    RulesOf: "Rules of", "Regeln von", "Szabályok:";
    ToStart: "To the start", "Zum Anfang", "Az elejére";
    Previous: "Previous move", "Vorheriger Zug", "Előző lépés";
    Next: "Next move", "Nächster Zug", "Következő lépés";
    ToEnd: "To the last move", "Zum letzten Zug", "Az utolsó lépéshez";
    PlayMoves: "Play the moves", "Züge abspielen", "Lépések lejátszása";
    Pause: "Pause", "Anhalten", "Szünet";
    PositionAsText: "Position as text", "Stellung als Text", "Állás szövegesen";
    Empty: "empty", "leer", "üres";
    NoMoveYet: "No move yet", "Noch kein Zug", "Még nincs lépés";
    Replay: "Replay (read-only)", "Wiedergabe (nur ansehen)", "Visszajátszás (csak megtekintés)";
    UnknownGame: "There is no such game.", "Dieses Spiel gibt es nicht.", "Nincs ilyen játék.";
    Random: "random", "zufällig", "véletlenszerű";
    Yes: "yes", "ja", "igen";
    No: "no", "nein", "nem";
    EmptyMove: "No move was given.", "Es wurde kein Zug angegeben.", "Nem adtál meg lépést.";
    UnreadableMove: "That is not a move in this game's notation", "Das ist kein Zug in der Notation dieses Spiels", "Ez nem lépés a játék jelölésében";
    GameIsOver: "The game is over.", "Das Spiel ist zu Ende.", "A játék véget ért.";
    AutosaveFailed: "This game could not be saved in the browser (its storage may be full). Export it to keep it.", "Dieses Spiel ließ sich im Browser nicht speichern (der Speicher ist vielleicht voll). Exportiere es, um es zu behalten.", "Ezt a játékot nem sikerült a böngészőben menteni (talán megtelt a tárhely). Exportáld, hogy megmaradjon.";
    RecordFailed: "The game could not be written as a record:", "Das Spiel ließ sich nicht als Aufzeichnung schreiben:", "A játékot nem sikerült felvételként kiírni:";
    ViewingHistoryNoMove: "An earlier position is shown: go back to the game to move.", "Eine frühere Stellung wird gezeigt: zurück zum Spiel, um zu ziehen.", "Korábbi állás látható: lépéshez térj vissza a játékhoz.";
    AppNotFound: "Page not found.", "Seite nicht gefunden.", "Az oldal nem található.";
    MyGames: "My online games", "Meine Online-Spiele", "Online játszmáim";
    YourTurn: "Your turn", "Du bist am Zug", "Te következel";
    WaitingForPlayers: "waiting for players", "wartet auf Mitspieler", "játékosokra vár";
    Pass: "Pass", "Passen", "Passz";
    Passed: "passed", "passte", "passzolt";
    LastMove: "Last move", "Letzter Zug", "Utolsó lépés";
    EndTurn: "End turn", "Zug beenden", "Kör befejezése";
    FindTable: "Play online with others: open tables", "Online mit anderen spielen: offene Tische", "Online játék másokkal: nyitott asztalok";
    }
}

/// "Move 3: drew a card" — the announcement of a played or shown move.
pub fn move_n(lang: Lang, n: usize, described: &str) -> String {
    match lang {
        Lang::En => format!("Move {n}: {described}"),
        Lang::De => format!("Zug {n}: {described}"),
        Lang::Hu => format!("{n}. lépés: {described}"),
    }
}

/// "Anna's turn" (a room in "My online games").
pub fn turn_of(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name}'s turn"),
        Lang::De => format!("{name} ist am Zug"),
        Lang::Hu => format!("{name} következik"),
    }
}

/// How far the winners of a finished game are ahead, from every seat's count (`values`,
/// larger is better) with `unit` saying a count and `by` the difference in words: "by 6
/// points: 23 points to 17 points", or "23 points each" when every seat won. `None`
/// without winners.
pub fn lead(
    lang: Lang,
    values: &[i64],
    winners: &[usize],
    unit: &dyn Fn(i64) -> String,
    by: &dyn Fn(i64) -> String,
) -> Option<String> {
    let best = winners.iter().filter_map(|&s| values.get(s)).max()?;
    let next = (0..values.len())
        .filter(|s| !winners.contains(s))
        .map(|s| values[s])
        .max();
    Some(match (next, lang) {
        (None, Lang::En) => format!("{} each", unit(*best)),
        (None, Lang::De) => format!("je {}", unit(*best)),
        (None, Lang::Hu) => format!("mindenkinek {}", unit(*best)),
        (Some(n), Lang::En) => format!("by {}: {} to {}", by(best - n), unit(*best), unit(n)),
        (Some(n), Lang::De) => {
            format!(
                "mit {} Vorsprung: {} zu {}",
                by(best - n),
                unit(*best),
                unit(n)
            )
        }
        (Some(n), Lang::Hu) => {
            format!("{} előnnyel: {} – {}", by(best - n), unit(*best), unit(n))
        }
    })
}

/// A score in words, its number `n` as the game writes it: "1 point", "12 points", "2,5 Punkte".
pub fn points(lang: Lang, n: &str) -> String {
    let one = n == "1" || n == "-1";
    match lang {
        Lang::En if one => format!("{n} point"),
        Lang::En => format!("{n} points"),
        Lang::De if one => format!("{n} Punkt"),
        Lang::De => format!("{n} Punkte"),
        Lang::Hu => format!("{n} pont"),
    }
}

/// "Position after move 3 of 10".
pub fn position_after(lang: Lang, n: usize, total: usize) -> String {
    match lang {
        Lang::En => format!("Position after move {n} of {total}"),
        Lang::De => format!("Stellung nach Zug {n} von {total}"),
        Lang::Hu => format!("Állás a(z) {n}. lépés után ({total} lépésből)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_every_language() {
        assert_complete::<T>();
    }

    #[test]
    fn points_agree_with_their_number() {
        assert_eq!(points(Lang::En, "1"), "1 point");
        assert_eq!(points(Lang::En, "-1"), "-1 point");
        assert_eq!(points(Lang::En, "2.5"), "2.5 points");
        assert_eq!(points(Lang::De, "1"), "1 Punkt");
        assert_eq!(points(Lang::Hu, "12"), "12 pont");
    }

    #[test]
    fn a_lead_says_by_how_much_and_against_whom() {
        let unit = |n: i64| format!("{n} points");
        assert_eq!(
            lead(Lang::En, &[17, 23, 9], &[1], &unit, &unit).as_deref(),
            Some("by 6 points: 23 points to 17 points")
        );
        assert_eq!(
            lead(Lang::En, &[5, 5], &[0, 1], &unit, &unit).as_deref(),
            Some("5 points each")
        );
        assert_eq!(lead(Lang::De, &[1, 2], &[], &unit, &unit), None);
    }

    #[test]
    fn browser_tags_pick_a_language() {
        assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_tag("hu"), Some(Lang::Hu));
        assert_eq!(Lang::from_tag("fr-FR"), None);
    }
}
