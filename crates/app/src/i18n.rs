//! Every piece of UI text, in English, German and Hungarian: one table, one lookup.
//!
//! In the browser a program carries its tables' English only: German and Hungarian come
//! from a text file per language (`/texts/<code>.json`, written by the build from these
//! same tables: [`text_files`]), loaded before the first render in that language and when
//! the language is chosen ([`with_texts`]). A program never carries the languages a page
//! does not show.

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
        crate::tr!(self, T::SeatName, n = seat + 1)
    }

    /// A computer seat's default name: "Computer (easy)", or with its seat number
    /// ("Computer 2 (easy)") when `seat` is given because several computers play.
    pub fn computer_name(self, seat: Option<usize>, level: &str) -> String {
        match seat {
            None => crate::tr!(self, T::ComputerOfLevel, level = level),
            Some(s) => crate::tr!(self, T::ComputerNOfLevel, n = s + 1, level = level),
        }
    }
}

/// A table of fixed UI strings: every key has its English, German and Hungarian text.
/// Implemented by the enums that [`texts!`](crate::texts) generates; read with [`Lang::t`],
/// or with [`tr!`](crate::tr) and [`trn!`](crate::trn) where a text has placeholders.
pub trait Text: Copy + std::fmt::Debug + 'static {
    /// Every key of the table.
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
    /// Each key's name and its text in a language.
    pub texts: fn(Lang) -> Vec<(&'static str, &'static str)>,
}

#[cfg(not(target_arch = "wasm32"))]
inventory::collect!(TableEntry);

#[cfg(not(target_arch = "wasm32"))]
pub use inventory;

/// The build's side: every table's texts in each language but English, as the browser
/// reads them (`{"<table>": {"<key>": "<text>", …}, …}`).
#[cfg(not(target_arch = "wasm32"))]
pub mod text_files {
    use super::{Lang, TableEntry};

    /// The text file of `lang`: each table's texts keyed by their English, which is what a
    /// program carries of them. Its placeholders are English's: the tables cannot be built
    /// otherwise ([`same_placeholders`](super::same_placeholders) is checked for every text
    /// when the program compiles). Two keys of a table with the same English must say the
    /// same in `lang` too, or the file is refused (and the build with it): give one of
    /// them its own English words, or put it in a table of its own.
    pub fn file(lang: Lang) -> Result<String, String> {
        let mut tables: Vec<&TableEntry> = inventory::iter::<TableEntry>.into_iter().collect();
        tables.sort_by_key(|t| t.name);
        let mut map = serde_json::Map::new();
        for t in tables {
            let mut keys = serde_json::Map::new();
            let en = (t.texts)(Lang::En);
            for ((key, en), (_, text)) in en.into_iter().zip((t.texts)(lang)) {
                if let Some(other) = keys.insert(en.to_string(), text.into()) {
                    if other != text {
                        return Err(format!(
                            "{}::{key}: its English \"{en}\" is another key's too, which says {other} in {lang:?}, not \"{text}\"",
                            t.name
                        ));
                    }
                }
            }
            map.insert(t.name.to_string(), keys.into());
        }
        Ok(serde_json::Value::Object(map).to_string())
    }

    /// The languages that have a file (English is in every program).
    pub fn langs() -> impl Iterator<Item = Lang> {
        Lang::ALL.into_iter().filter(|l| *l != Lang::En)
    }
}

/// A text's place in a loaded file: a hash of its table's name and its English (64-bit
/// FNV-1a). The file says both in full; a program keeps only this, in one sorted list
/// (smaller code than maps of strings or a sort). No two texts of the build share one:
/// `the_builds_files_read_back_by_english` checks every table.
pub fn text_key(table: &str, en: &str) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in table.bytes().chain([0xff]).chain(en.bytes()) {
        hash = (hash ^ u64::from(b)).wrapping_mul(PRIME);
    }
    hash
}

/// One loaded text file: each table's texts in a language, by their English
/// ([`text_key`]).
#[derive(Default)]
#[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
pub struct TextFile(Vec<(u64, &'static str)>);

#[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
impl TextFile {
    /// The text whose English is `en` in `table` (`None`: a file without it, such as one
    /// from before that English sentence was written).
    pub fn get(&self, table: &str, en: &str) -> Option<&'static str> {
        let key = text_key(table, en);
        let at = self.0.binary_search_by_key(&key, |(k, _)| *k).ok()?;
        Some(self.0[at].1)
    }

    /// Keeps the list sorted as each text comes (no sort routine in the program).
    fn add(&mut self, key: u64, text: &'static str) {
        match self.0.binary_search_by_key(&key, |(k, _)| *k) {
            Ok(at) => self.0[at].1 = text,
            Err(at) => self.0.insert(at, (key, text)),
        }
    }

    /// A text file read with the browser's JSON reader; `None` when it is not one.
    #[cfg(target_arch = "wasm32")]
    fn read(text: &str) -> Option<TextFile> {
        use wasm_bindgen::JsCast;
        let entries =
            |value: wasm_bindgen::JsValue| -> Option<Vec<(String, wasm_bindgen::JsValue)>> {
                let object: js_sys::Object = value.dyn_into().ok()?;
                js_sys::Object::entries(&object)
                    .iter()
                    .map(|e| {
                        let e: js_sys::Array = e.dyn_into().ok()?;
                        Some((e.get(0).as_string()?, e.get(1)))
                    })
                    .collect()
            };
        let mut file = TextFile::default();
        for (table, keys) in entries(js_sys::JSON::parse(text).ok()?)? {
            for (en, t) in entries(keys)? {
                let t = &*Box::leak(t.as_string()?.into_boxed_str());
                file.add(text_key(&table, &en), t);
            }
        }
        Some(file)
    }

    /// The same natively (the tests read the build's files as the browser does).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read(text: &str) -> Option<TextFile> {
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        let mut file = TextFile::default();
        for (table, keys) in value.as_object()? {
            for (en, t) in keys.as_object()? {
                let t = &*Box::leak(t.as_str()?.to_string().into_boxed_str());
                file.add(text_key(table, en), t);
            }
        }
        Some(file)
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The text files loaded, by language.
    static LOADED: std::cell::RefCell<Vec<(Lang, TextFile)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The text whose English is `en` in `table`, in `lang`, from its loaded text file
/// (`None`: not loaded, or a file without it).
#[cfg(target_arch = "wasm32")]
pub fn loaded(table: &str, en: &str, lang: Lang) -> Option<&'static str> {
    LOADED.with(|l| {
        l.borrow()
            .iter()
            .find(|(at, _)| *at == lang)
            .and_then(|(_, file)| file.get(table, en))
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
                Ok(text) => match TextFile::read(&text) {
                    Some(file) => LOADED.with(|l| l.borrow_mut().push((lang, file))),
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

impl Lang {
    /// The one way to read a fixed UI string: `lang.t(T::Undo)`, `lang.t(Tx::Draw)`.
    pub fn t<K: Text>(self, key: K) -> &'static str {
        key.text(self)
    }

    /// Which plural form a count takes, by this language's one rule: English and German
    /// write the first form for one and the second for any other count; Hungarian keeps
    /// the noun singular after a number, so it has one form.
    pub fn plural(self, n: i64) -> usize {
        match self {
            Lang::En | Lang::De => usize::from(n.abs() != 1),
            Lang::Hu => 0,
        }
    }
}

/// Form `form` of a text whose plural forms are separated by `|` (the last one where it
/// has fewer).
pub fn form(text: &'static str, form: usize) -> &'static str {
    // One forward walk (`nth` and `next_back` on a split cost the shell 1.2 KB of code).
    let mut last = text;
    for (at, text) in text.split('|').enumerate() {
        if at == form {
            return text;
        }
        last = text;
    }
    last
}

/// A text with its `{name}` placeholders filled from `args` (a placeholder no argument
/// names is left as it is, which the tests of each table catch).
pub fn fill(text: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').map(|close| (&after[..close], close)) {
            Some((name, close)) if args.iter().any(|(n, _)| *n == name) => {
                if let Some((_, value)) = args.iter().find(|(n, _)| *n == name) {
                    let _ = write!(out, "{value}");
                }
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether two texts have the same placeholders (`{name}`, as a set): checked for every
/// text of every table when the program compiles, so a German or Hungarian sentence cannot
/// lose or misname an argument of the English one.
pub const fn same_placeholders(a: &str, b: &str) -> bool {
    covers(a.as_bytes(), b.as_bytes()) && covers(b.as_bytes(), a.as_bytes())
}

/// Every placeholder of `a` is one of `b`'s.
const fn covers(a: &[u8], b: &[u8]) -> bool {
    let mut i = 0;
    while i < a.len() {
        if a[i] == b'{' {
            let mut j = i + 1;
            while j < a.len() && a[j] != b'}' {
                j += 1;
            }
            if j < a.len() && !has_placeholder(b, a, i + 1, j) {
                return false;
            }
            i = j;
        }
        i += 1;
    }
    true
}

/// Whether `text` holds `{` + `name[from..to]` + `}`.
const fn has_placeholder(text: &[u8], name: &[u8], from: usize, to: usize) -> bool {
    let len = to - from;
    let mut i = 0;
    while i + len + 1 < text.len() {
        if text[i] == b'{' && text[i + len + 1] == b'}' {
            let mut k = 0;
            while k < len && text[i + 1 + k] == name[from + k] {
                k += 1;
            }
            if k == len {
                return true;
            }
        }
        i += 1;
    }
    false
}

/// A text with named placeholders: `tr!(lang, T::MoveN, n = 3, described = words)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::fill(
            $crate::i18n::Lang::t($lang, $key),
            &[$((stringify!($name), &$value as &dyn ::std::fmt::Display)),*],
        )
    };
}

/// A text with plural forms (`"{n} point|{n} points"`), the form chosen by the count `n`
/// and the language's rule ([`Lang::plural`]): `trn!(lang, T::Points, n = 3)`.
#[macro_export]
macro_rules! trn {
    ($lang:expr, $key:expr, n = $n:expr $(, $name:ident = $value:expr)* $(,)?) => {{
        let lang = $lang;
        let n = $n;
        $crate::i18n::fill(
            $crate::i18n::form($crate::i18n::Lang::t(lang, $key), lang.plural(n as i64)),
            &[("n", &n as &dyn ::std::fmt::Display) $(, (stringify!($name), &$value as &dyn ::std::fmt::Display))*],
        )
    }};
}

/// Declares a text table: `texts! { pub enum Tx { Key: "en", "de", "hu"; … } }`. A text
/// may hold `{name}` placeholders (filled by [`tr!`](crate::tr)); its German and Hungarian
/// must hold the same ones, or the program does not compile. Plural forms are separated by
/// `|` ([`trn!`](crate::trn)).
/// Words several games use live in `i18n::T`; each game has its own table in its `texts` module.
#[macro_export]
macro_rules! texts {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($key:ident: $en:expr, $de:expr, $hu:expr;)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name { $($key),* }

        const _: () = {
            $(
                assert!(
                    $crate::i18n::same_placeholders($en, $de) && $crate::i18n::same_placeholders($en, $hu),
                    concat!("the placeholders of ", stringify!($name), "::", stringify!($key), " differ between languages")
                );
            )*
        };

        impl $crate::i18n::Text for $name {
            const ALL: &'static [Self] = &[$($name::$key),*];
            const TABLE: &'static str = concat!(module_path!(), "::", stringify!($name));
            // In the browser: English built in, the others from the loaded text file.
            #[cfg(target_arch = "wasm32")]
            fn text(self, lang: $crate::i18n::Lang) -> &'static str {
                let en = match self { $($name::$key => $en),* };
                match lang {
                    $crate::i18n::Lang::En => en,
                    lang => $crate::i18n::loaded(Self::TABLE, en, lang).unwrap_or(en),
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
                texts: |lang| vec![$(
                    (stringify!($key), <$name as $crate::i18n::Text>::text($name::$key, lang))
                ),*],
            }
        }
    };
}

#[cfg(test)]
mod text_file_tests {
    use super::*;

    /// A text file holds every table the program can show, each text keyed by its English
    /// (what the program has of it), in its language.
    #[test]
    fn a_text_file_holds_every_table_by_english() {
        let de: serde_json::Value =
            serde_json::from_str(&text_files::file(Lang::De).expect("a file")).expect("JSON");
        let tables = de.as_object().expect("an object");
        let shared = tables["app::i18n::T"].as_object().unwrap();
        assert_eq!(shared.len(), T::ALL.len());
        assert_eq!(shared["Play"], "Spielen");
        assert_eq!(shared["Player {n}"], "Spieler {n}");
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

    /// An English-keyed file whose keys come in another order (an older build's, a cache's,
    /// one written by hand) still gives each text its own sentence; a text it lacks (new
    /// since, or its English changed) is `None`, and the page shows the English.
    #[test]
    fn a_file_with_its_keys_reordered_gives_the_right_sentences() {
        let rows: Vec<String> = T::ALL
            .iter()
            .rev()
            .filter(|k| **k != T::Undo)
            .map(|k| {
                let (en, hu) = (k.text(Lang::En), k.text(Lang::Hu));
                format!("{}:{}", serde_json::json!(en), serde_json::json!(hu))
            })
            .collect();
        let file = format!("{{{}:{{{}}}}}", serde_json::json!(T::TABLE), rows.join(","));
        assert!(file.find("\"Play\"") > file.find("\"Rules\""), "reordered");
        let read = TextFile::read(&file).expect("a text file");
        for &key in T::ALL.iter().filter(|k| **k != T::Undo) {
            let en = key.text(Lang::En);
            assert_eq!(read.get(T::TABLE, en), Some(key.text(Lang::Hu)), "{key:?}");
        }
        assert_eq!(read.get(T::TABLE, T::Undo.text(Lang::En)), None);
        assert_eq!(read.get("app::other::T", "Play"), None);
        assert!(TextFile::read("[1, 2]").is_none());
        assert!(TextFile::read("{\"t\": [\"by place\"]}").is_none());
    }

    /// The build's own files read back with every text of every table in their language:
    /// no two texts of a table share their English but differ in another language.
    #[test]
    fn the_builds_files_read_back_by_english() {
        let mut keys = std::collections::HashMap::new();
        for table in inventory::iter::<TableEntry> {
            for (key, en) in (table.texts)(Lang::En) {
                let seen = keys.insert(text_key(table.name, en), (table.name, en));
                assert!(
                    seen.is_none_or(|s| s == (table.name, en)),
                    "{}::{key} and {seen:?} share a text key",
                    table.name
                );
            }
        }
        for lang in text_files::langs() {
            let read = TextFile::read(&text_files::file(lang).expect("a file")).expect("read");
            for table in inventory::iter::<TableEntry> {
                for ((key, en), (_, text)) in
                    (table.texts)(Lang::En).into_iter().zip((table.texts)(lang))
                {
                    assert_eq!(
                        read.get(table.name, en),
                        Some(text),
                        "{}::{key}",
                        table.name
                    );
                }
            }
        }
    }

    #[test]
    fn placeholders_are_compared_as_sets() {
        assert!(same_placeholders("Move {n}: {move}", "{n}. lépés: {move}"));
        assert!(same_placeholders("{n} point|{n} points", "{n} pont"));
        assert!(!same_placeholders("Move {n}", "Zug {m}"));
        assert!(!same_placeholders("Move {n}: {move}", "Zug {n}"));
        assert!(!same_placeholders("Zug", "Zug {n}"));
        assert!(same_placeholders("no braces", "keine"));
    }

    #[test]
    fn fill_and_plural_forms() {
        assert_eq!(
            fill("Move {n}: {move}", &[("n", &3), ("move", &"a1")]),
            "Move 3: a1"
        );
        assert_eq!(fill("{x} stays", &[]), "{x} stays");
        assert_eq!(
            form("{n} point|{n} points", Lang::En.plural(1)),
            "{n} point"
        );
        assert_eq!(
            form("{n} point|{n} points", Lang::En.plural(-1)),
            "{n} point"
        );
        assert_eq!(
            form("{n} point|{n} points", Lang::En.plural(0)),
            "{n} points"
        );
        assert_eq!(form("{n} pont", Lang::Hu.plural(5)), "{n} pont");
        assert_eq!(
            form("{n} Punkt|{n} Punkte", Lang::De.plural(2)),
            "{n} Punkte"
        );
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
    BadPosition: "the starting position cannot stand", "die Ausgangsstellung ist nicht möglich", "a kiinduló állás nem lehetséges";
    PositionsLeftOut: "this page cannot open a game set up from a position yet",
        "diese Seite kann noch kein Spiel aus einer aufgestellten Stellung öffnen",
        "ez az oldal még nem tud felállított állásból induló játszmát megnyitni";
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
    PositionEditor: "Position editor", "Stellungseditor", "Állásszerkesztő";
    NewGame: "New game", "Neues Spiel", "Új játék";
    Rematch: "Rematch", "Revanche", "Visszavágó";
    Zoom: "Zoom", "Zoom", "Nagyítás";
    ZoomHelp: "Larger squares and targets; the board scrolls sideways", "Größere Felder und Ziele; das Brett scrollt seitwärts", "Nagyobb mezők és célok; a tábla oldalra görgethető";
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
    AccountLink: "Account", "Konto", "Fiók";
    RecentGames: "Recent games", "Letzte Spiele", "Legutóbbi játékok";
    Finished: "finished", "beendet", "befejezett";
    Unfinished: "unfinished", "unbeendet", "befejezetlen";
    Dismiss: "Dismiss", "Schließen", "Bezárás";
    LegalMoves: "Legal moves", "Erlaubte Züge", "Szabályos lépések";
    PlayMove: "Play move", "Ziehen", "Lépés";
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
    NextGame: "Next game where it is your turn", "Nächstes Spiel, in dem du am Zug bist", "Következő játszma, ahol te lépsz";
    WaitingForPlayers: "waiting for players", "wartet auf Mitspieler", "játékosokra vár";
    PushAll: "Notify me when it is my turn in any of these games, also with their pages closed", "Benachrichtige mich, wenn ich in einem dieser Spiele am Zug bin, auch bei geschlossenen Seiten", "Értesíts, ha bármelyik játszmában én következem, akkor is, ha az oldala be van zárva";
    PushAllUnavailable: "This browser cannot receive notifications from this site while its pages are closed.", "Dieser Browser kann keine Benachrichtigungen dieser Seite empfangen, solange ihre Seiten geschlossen sind.", "Ez a böngésző nem tud értesítést fogadni erről az oldalról, amíg az oldalai be vannak zárva.";
    Vacation: "Vacation", "Urlaub", "Szabadság";
    VacationHelp: "Going away? Pause your turn-based games on this device: your time for a move stands still until you are back. Real-time games never pause.", "Du bist weg? Halte deine Spiele mit Zeit je Zug auf diesem Gerät an: Deine Zeit für einen Zug steht still, bis du zurück bist. Echtzeitspiele halten nie an.", "Elutazol? Állítsd meg itt a lépésenkénti idős játszmáidat ezen az eszközön: a lépésre szánt időd áll, amíg vissza nem jössz. A valós idejű játszmák sosem állnak meg.";
    VacationDays: "Days", "Tage", "Napok";
    VacationTake: "Pause my turn-based games", "Meine Spiele anhalten", "Játszmáim megállítása";
    VacationPaused: "Paused for {span} more.", "Noch {span} angehalten.", "Még {span} szünetel.";
    VacationLeft: "{n} day of vacation left this year.|{n} days of vacation left this year.", "Noch {n} Urlaubstag in diesem Jahr.|Noch {n} Urlaubstage in diesem Jahr.", "Idén még {n} nap szabadság van hátra.";
    VacationSpent: "No vacation days are left this year.", "In diesem Jahr sind keine Urlaubstage mehr übrig.", "Idén már nem maradt szabadságnap.";
    VacationFailed: "The games could not be paused. Try again.", "Die Spiele ließen sich nicht anhalten. Versuche es noch einmal.", "A játszmákat nem sikerült megállítani. Próbáld újra.";
    Pass: "Pass", "Passen", "Passz";
    Passed: "passed", "passte", "passzolt";
    LastMove: "Last move", "Letzter Zug", "Utolsó lépés";
    EndTurn: "End turn", "Zug beenden", "Kör befejezése";
    FindTable: "Play online with others: open tables", "Online mit anderen spielen: offene Tische", "Online játék másokkal: nyitott asztalok";
    FinishedGames: "Finished games", "Beendete Partien", "Befejezett játszmák";
    SeatName: "Player {n}", "Spieler {n}", "{n}. játékos";
    ComputerOfLevel: "Computer ({level})", "Computer ({level})", "Számítógép ({level})";
    ComputerNOfLevel: "Computer {n} ({level})", "Computer {n} ({level})", "{n}. számítógép ({level})";
    MoveN: "Move {n}: {described}", "Zug {n}: {described}", "{n}. lépés: {described}";
    TurnOf: "{name}'s turn", "{name} ist am Zug", "{name} következik";
    LeadEach: "{value} each", "je {value}", "mindenkinek {value}";
    LeadBy: "by {by}: {best} to {next}", "mit {by} Vorsprung: {best} zu {next}", "{by} előnnyel: {best} – {next}";
    Points: "{n} point|{n} points", "{n} Punkt|{n} Punkte", "{n} pont";
    PositionAfter: "Position after move {n} of {total}", "Stellung nach Zug {n} von {total}", "Állás a(z) {n}. lépés után ({total} lépésből)";
    NewerVersion: "{what} was made by a newer version of Cube Table (format {found}; this one reads up to {known}). Open it there or update this page.",
        "{what} stammt aus einer neueren Version von Cube Table (Format {found}; diese liest bis {known}). Öffne es dort oder lade diese Seite neu.",
        "{what} a Cube Table egy újabb változatából való ({found}. formátum; ez legfeljebb a {known}. formátumot olvassa). Nyisd meg ott, vagy frissítsd ezt az oldalt.";
    MoveNotPlayable: "{what}: move {ply} ({text}) cannot be played: {why}", "{what}: Zug {ply} ({text}) ist nicht spielbar: {why}", "{what}: a(z) {ply}. lépés ({text}) nem játszható: {why}";
    OverLimit: "{thing} of {size} bytes is over the limit of {limit} bytes.", "{thing} mit {size} Bytes ist über der Grenze von {limit} Bytes.", "{thing} {size} bájt, több a megengedett {limit} bájtnál.";
    TitleGame: "{game} · Cube Table", "{game} · Cube Table", "{game} · Cube Table";
    TitleRoom: "Online game · Cube Table", "Online-Spiel · Cube Table", "Online játszma · Cube Table";
    TitleGameRoom: "{game} online · Cube Table", "{game} online · Cube Table", "{game} online · Cube Table";
    }
}

/// "Move 3: drew a card" — the announcement of a played or shown move.
pub fn move_n(lang: Lang, n: usize, described: &str) -> String {
    crate::tr!(lang, T::MoveN, n = n, described = described)
}

/// "Anna's turn" (a room in "My online games").
pub fn turn_of(lang: Lang, name: &str) -> String {
    crate::tr!(lang, T::TurnOf, name = name)
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
    Some(match next {
        None => crate::tr!(lang, T::LeadEach, value = unit(*best)),
        Some(n) => crate::tr!(
            lang,
            T::LeadBy,
            by = by(best - n),
            best = unit(*best),
            next = unit(n)
        ),
    })
}

/// A score in words, its number `n` as the game writes it: "1 point", "12 points", "2,5 Punkte".
pub fn points(lang: Lang, n: &str) -> String {
    let count = if n == "1" || n == "-1" { 1 } else { 2 };
    fill(form(lang.t(T::Points), lang.plural(count)), &[("n", &n)])
}

/// "Position after move 3 of 10".
pub fn position_after(lang: Lang, n: usize, total: usize) -> String {
    crate::tr!(lang, T::PositionAfter, n = n, total = total)
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
