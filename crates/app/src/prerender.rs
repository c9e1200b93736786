//! Build-time rendering (native, Yew's server renderer): the home page, every rules page,
//! each game page's frame and every lesson stage become HTML documents in the Trunk build,
//! so that a page paints from HTML and CSS before any wasm arrives. The browser program then hydrates
//! the page (`start`).
//!
//! Trunk writes one `index.html` that loads the `app` program; every other program's
//! document is that template with the program's files in place of `app`'s. `shell` and
//! `account` are Trunk's worker-type assets; each game's `game`, `learn`, `room`, `embed`, `teach`, `editor`, `study` and `reader` programs are built by
//! `scripts/build-programs.mjs` (`<program>-<game>-<hash>.js` and `_bg.wasm`).
//!
//! | address | document | program |
//! | --- | --- | --- |
//! | `/` | `index.html` | shell |
//! | `/<game>/rules` | `<game>/rules/index.html` | shell |
//! | `/account` | `account/index.html` | account |
//! | `/games` | `games/index.html` | account |
//! | `/player/<handle>` | (`player/app.html`) | account |
//! | `/<game>` | `<game>/index.html` | game of `<game>` |
//! | `/<game>/learn`, `/<game>/learn/<n>` | `<game>/learn/index.html`, `<game>/learn/<n>/index.html` | learn of `<game>` |
//! | other `/<game>/learn…`, `/<game>/puzzles…` | `<game>/learn/app.html`, `<game>/puzzles/app.html` (nothing prerendered) | learn of `<game>` |
//! | `/embed/<game>/learn/<n>`, `/embed/<game>/puzzle/<id>` | `embed/<game>/learn/app.html`, `embed/<game>/puzzle/app.html` | teach of `<game>` |
//! | other `/embed/<game>…` | `embed/<game>/app.html` | embed of `<game>` |
//! | `/<game>/editor` | `<game>/editor/app.html` (nothing prerendered) | editor of `<game>` |
//! | `/<game>/study` | `<game>/study/app.html` (nothing prerendered) | study of `<game>` |
//! | `/embed/<game>/study` | `embed/<game>/study/app.html` | reader of `<game>` |
//! | `/online/<room>` | `online/<game>/index.html`, the room's game (the server looks it up): its frame, the page before the room's first message | room of `<game>` |
//! | anything else | `app.html` (nothing prerendered) | app |
//!
//! Each page is rendered in every language: `index.html` in English, `index.de.html` and
//! `index.hu.html` beside it. The servers (`crates/server`, the test harness) and the
//! service worker resolve an address the same way: the file it names, else the page at
//! that address in the language the player chose here before (the cookie
//! `online::paths::LANG_COOKIE`), else in the browser's first language we have
//! (`Accept-Language`; English if none), else the nearest `app.html` up the path
//! (`/cubus/puzzles/3` → `cubus/puzzles/app.html`).

use std::fmt;
use std::path::Path;

use rules::GameId;
use yew::ServerRenderer;

use crate::app::{
    AccountPages, App, AppProps, FullPages, GamePages, LearnPages, Pages, RoomPages, ShellPages,
};
use crate::components::rules_doc;
use crate::i18n::Lang;
use crate::route::Route;

/// `index.html`'s opening tag (its language is the page's).
const HTML_EN: &str = r#"<html lang="en">"#;
/// The template's title, replaced by each prerendered page's own (`page_title`).
const TITLE: &str = "<title>Cube Table</title>";

/// Where the browser program's root goes in `index.html`.
pub const ROOT: &str = r#"<div id="app"></div>"#;

#[derive(Debug)]
pub enum Error {
    Io(String, std::io::Error),
    Template(String),
    Pictures(String),
    /// Two texts of a table share their English but not their translation.
    Texts(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io(path, e) => write!(f, "{path}: {e}"),
            Error::Template(why) => write!(f, "index.html: {why}"),
            Error::Pictures(why) => write!(f, "rules pictures: {why}"),
            Error::Texts(why) => write!(f, "text files: {why}"),
        }
    }
}

/// Which browser program a document loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Program {
    App,
    Shell,
    /// The account page (`/account`).
    Account,
    /// A game's page.
    Game(GameId),
    /// A game's lessons and puzzles.
    Learn(GameId),
    /// A game's online rooms.
    Room(GameId),
    /// A game's embed (`/embed/<game>`).
    Embed(GameId),
    /// A game's lessons' and puzzles' embeds (`/embed/<game>/learn/<n>`,
    /// `/embed/<game>/puzzle/<id>`): neither the lesson pages nor the game's embed carry
    /// the other's code.
    Teach(GameId),
    /// A game's position editor (`/<game>/editor`), with the rules' `positions` feature.
    Editor(GameId),
    /// A game's study page (`/<game>/study`), with the rules' `positions` feature: neither
    /// the editor nor the study carries the other.
    Study(GameId),
    /// A game's study embed (`/embed/<game>/study`): a study read step by step, apart from
    /// the study page that makes one.
    Reader(GameId),
}

impl Program {
    /// The start of the program's file names in the build, before the content hash
    /// (`scripts/build-programs.mjs` writes `<name>-<hash>.js`).
    pub fn name(self) -> String {
        match self {
            Program::App => "app".into(),
            Program::Shell => "shell".into(),
            Program::Account => "account".into(),
            Program::Game(g) => format!("game-{}", g.as_str()),
            Program::Learn(g) => format!("learn-{}", g.as_str()),
            Program::Room(g) => format!("room-{}", g.as_str()),
            Program::Embed(g) => format!("embed-{}", g.as_str()),
            Program::Teach(g) => format!("teach-{}", g.as_str()),
            Program::Editor(g) => format!("editor-{}", g.as_str()),
            Program::Study(g) => format!("study-{}", g.as_str()),
            Program::Reader(g) => format!("reader-{}", g.as_str()),
        }
    }

    /// The documents of the program's pages that nothing prerendered: `app.html` in each
    /// folder it serves (see the table above).
    pub fn fallback_files(self) -> Vec<String> {
        match self {
            Program::App | Program::Shell => vec!["app.html".into()],
            Program::Account => vec![
                "account/app.html".into(),
                "player/app.html".into(),
                "games/app.html".into(),
            ],
            Program::Game(g) => vec![format!("{}/app.html", g.as_str())],
            Program::Learn(g) => vec![
                format!("{}/learn/app.html", g.as_str()),
                format!("{}/puzzles/app.html", g.as_str()),
            ],
            Program::Teach(g) => vec![
                format!("embed/{}/learn/app.html", g.as_str()),
                format!("embed/{}/puzzle/app.html", g.as_str()),
            ],
            Program::Room(g) => vec![format!("online/{}/app.html", g.as_str())],
            Program::Embed(g) => vec![format!("embed/{}/app.html", g.as_str())],
            Program::Editor(g) => vec![format!("{}/editor/app.html", g.as_str())],
            Program::Study(g) => vec![format!("{}/study/app.html", g.as_str())],
            Program::Reader(g) => vec![format!("embed/{}/study/app.html", g.as_str())],
        }
    }
}

/// One prerendered document: its address, its file in the build, and its program.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub url: String,
    pub file: String,
    pub program: Program,
    /// A rules page carries its rules file (see `rules_doc::EMBEDDED_ID`).
    pub rules_of: Option<GameId>,
    pub lang: Lang,
}

/// Every prerendered page, in every language.
pub fn pages() -> Vec<Page> {
    let mut at = vec![
        ("/".to_string(), Program::Shell, None),
        (Route::Account.to_path(), Program::Account, None),
        (Route::Games.to_path(), Program::Account, None),
    ];
    for game in GameId::ALL {
        at.push((Route::rules(game).to_path(), Program::Shell, Some(game)));
        at.push((Route::game(game).to_path(), Program::Game(game), None));
        // A room's frame: what its page shows before the room's first message, the same for
        // every room of the game (the address's room id is not shown).
        at.push((room_frame_url(game), Program::Room(game), None));
        // Its lessons: the course's address (its first stage) and every stage's.
        if let Some(course) = rules::lessons::course(game) {
            at.push((Route::learn(game).to_path(), Program::Learn(game), None));
            for n in 1..=course.stages.len() {
                at.push((
                    Route::learn_stage(game, n).to_path(),
                    Program::Learn(game),
                    None,
                ));
            }
        }
    }
    let mut pages = Vec::new();
    for (url, program, rules_of) in at {
        for lang in Lang::ALL {
            pages.push(Page {
                file: page_file(&url, lang),
                url: url.clone(),
                program,
                rules_of,
                lang,
            });
        }
    }
    pages
}

/// The address a game's room frame is rendered at: its file is `online/<game>/index.html`,
/// the document the server answers a room of that game with.
pub fn room_frame_url(game: GameId) -> String {
    Route::Online {
        room: game.as_str().to_string(),
    }
    .to_path()
}

/// The file of the page at `url` in `lang`: `<url>/index.html` in English,
/// `<url>/index.<code>.html` in the others.
pub fn page_file(url: &str, lang: Lang) -> String {
    let dir = url.trim_matches('/');
    let dir = if dir.is_empty() {
        String::new()
    } else {
        format!("{dir}/")
    };
    match lang {
        Lang::En => format!("{dir}index.html"),
        other => format!("{dir}index.{}.html", other.code()),
    }
}

/// The base name of a program's files in the build (`app-<hash>`), read from the start
/// script Trunk wrote into `index.html`.
pub fn app_base(index: &str) -> Result<String, Error> {
    let from = "from '/";
    let start = index
        .find(&format!("{from}app-"))
        .map(|i| i + from.len())
        .ok_or_else(|| Error::Template("no start script for app".into()))?;
    let end = index[start..]
        .find(".js'")
        .map(|i| start + i)
        .ok_or_else(|| Error::Template("an unfinished start script".into()))?;
    Ok(index[start..end].to_string())
}

/// `index.html` as Trunk wrote it loads `app`. Trunk builds one main program per page, so
/// the other programs (`shell`, a worker-type asset, and each game's programs) have no
/// start script or preloads of their own: their template is `app`'s with the file names
/// swapped (to `base`) and the integrity hashes (of `app`'s files) dropped from the
/// preload links. `base` is ignored for `app`.
pub fn template(index: &str, program: Program, base: &str) -> Result<String, Error> {
    for needed in [ROOT, HTML_EN, TITLE] {
        if !index.contains(needed) {
            return Err(Error::Template(format!("no {needed}")));
        }
    }
    let app = app_base(index)?;
    if program == Program::App {
        return Ok(index.to_string());
    }
    let out = map_links(index, |link| {
        Some(if link.contains(&format!("\"/{app}")) {
            without_integrity(link)
        } else {
            link.to_string()
        })
    })?;
    Ok(out
        .replace(&format!("/{app}."), &format!("/{base}."))
        .replace(&format!("/{app}_bg."), &format!("/{base}_bg.")))
}

/// `html` with each `<link rel=…>` element replaced by what `f` makes of it (`None` drops
/// it).
fn map_links(html: &str, f: impl Fn(&str) -> Option<String>) -> Result<String, Error> {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<link rel=\"") {
        let (before, tag) = rest.split_at(start);
        out.push_str(before);
        let end = tag
            .find('>')
            .map(|i| i + 1)
            .ok_or_else(|| Error::Template("an unclosed <link".into()))?;
        let (element, after) = tag.split_at(end);
        if let Some(kept) = f(element) {
            out.push_str(&kept);
        }
        rest = after;
    }
    out.push_str(rest);
    Ok(out)
}

fn without_integrity(element: &str) -> String {
    match element.find(" integrity=\"") {
        Some(i) => {
            let value = i + " integrity=\"".len();
            match element[value..].find('"') {
                Some(j) => format!("{}{}", &element[..i], &element[value + j + 1..]),
                None => element.to_string(),
            }
        }
        None => element.to_string(),
    }
}

/// Gives a worker-type asset's files (`shell.js` and `shell_bg.wasm`, `account.js` and
/// `account_bg.wasm`: Trunk leaves them unhashed) a content-hashed name like Trunk's, so
/// that servers may cache them for good. Returns the base name.
pub fn hash_worker_files(dist: &Path, name: &str) -> Result<String, Error> {
    use std::hash::{Hash, Hasher};
    let read = |name: &str| {
        let path = dist.join(name);
        std::fs::read(&path).map_err(|e| Error::Io(path.display().to_string(), e))
    };
    let (js, wasm) = (
        read(&format!("{name}.js"))?,
        read(&format!("{name}_bg.wasm"))?,
    );
    // SipHash with fixed keys: the same files give the same name.
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (&js, &wasm).hash(&mut hasher);
    let base = format!("{name}-{:016x}", hasher.finish());
    for (from, to) in [
        (format!("{name}.js"), format!("{base}.js")),
        (format!("{name}_bg.wasm"), format!("{base}_bg.wasm")),
    ] {
        std::fs::rename(dist.join(&from), dist.join(&to))
            .map_err(|e| Error::Io(from.clone(), e))?;
    }
    Ok(base)
}

/// The base name (`<name>-<hash>`) of `program`'s files in `dist`, as
/// `scripts/build-programs.mjs` wrote them; `None` if that build has no such program.
pub fn program_base(dist: &Path, program: Program) -> Result<Option<String>, Error> {
    let prefix = format!("{}-", program.name());
    let entries = std::fs::read_dir(dist).map_err(|e| Error::Io(dist.display().to_string(), e))?;
    let mut found = None;
    for entry in entries {
        let entry = entry.map_err(|e| Error::Io(dist.display().to_string(), e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(hash) = name
            .strip_prefix(&prefix)
            .and_then(|r| r.strip_suffix(".js"))
        else {
            continue;
        };
        if hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            found = Some(format!("{prefix}{hash}"));
        }
    }
    Ok(found)
}

/// The app at `url` in `lang`, as HTML that the program hydrates.
pub fn render(url: &str, program: Program, lang: Lang) -> String {
    let url = url.to_string();
    let game = match program {
        Program::Room(game) => Some(game),
        _ => None,
    };
    let props = move || AppProps {
        url: Some(url.into()),
        lang: Some(lang),
        game,
    };
    match program {
        Program::App
        | Program::Embed(_)
        | Program::Teach(_)
        | Program::Editor(_)
        | Program::Study(_)
        | Program::Reader(_) => block_on::<FullPages>(props),
        Program::Shell => block_on::<ShellPages>(props),
        Program::Account => block_on::<AccountPages>(props),
        Program::Game(_) => block_on::<GamePages>(props),
        Program::Learn(_) => block_on::<LearnPages>(props),
        Program::Room(_) => block_on::<RoomPages>(props),
    }
}

fn block_on<P: Pages>(props: impl FnOnce() -> AppProps + Send + 'static) -> String {
    futures::executor::block_on(ServerRenderer::<App<P>>::with_props(props).render())
}

/// A rules page's rules file, as the element that carries it (JSON, with `</` escaped so
/// that no text can close the element).
pub fn rules_element(game: GameId) -> Result<String, Error> {
    let path = rules_doc::source_path(game);
    let json = std::fs::read_to_string(&path).map_err(|e| Error::Io(path.clone(), e))?;
    Ok(format!(
        r#"<script type="application/json" id="{}" data-game="{}">{}</script>"#,
        rules_doc::EMBEDDED_ID,
        game.as_str(),
        json.trim().replace("</", "<\\/")
    ))
}

/// What a prerendered document does differently from `app.html`: its program starts
/// after the first paint, and nothing preloads it. The page is already drawn, so the wasm
/// need not compete with the HTML and CSS for a slow connection before that paint. (In a
/// hidden tab, where no frame is drawn, it starts after half a second.)
pub fn after_first_paint(template: &str) -> Result<String, Error> {
    const INIT: &str = "const wasm = await init(";
    if !template.contains(INIT) {
        return Err(Error::Template("no init call in the start script".into()));
    }
    let out = map_links(template, |link| {
        let preload = link.starts_with("<link rel=\"modulepreload\"")
            || (link.starts_with("<link rel=\"preload\"") && link.contains("application/wasm"));
        (!preload).then(|| link.to_string())
    })?;
    Ok(out.replacen(
        INIT,
        &format!(
            "await new Promise((ok) => {{ requestAnimationFrame(() => setTimeout(ok)); setTimeout(ok, 500); }});\n{INIT}"
        ),
        1,
    ))
}

/// One page's document.
pub fn document(page: &Page, templates: &Templates) -> Result<String, Error> {
    let template = templates.prerendered(page.program)?;
    let mut body = format!(
        r#"<div id="app">{}</div>"#,
        render(&page.url, page.program, page.lang)
    );
    if let Some(game) = page.rules_of {
        body.push_str(&rules_element(game)?);
        body.push_str(&crate::rules_pictures::element(game, page.lang));
    }
    let title = crate::page_title::of(&Route::from_path(&page.url), page.lang);
    let html = template
        .replacen(ROOT, &body, 1)
        .replacen(
            HTML_EN,
            &format!(r#"<html lang="{}">"#, page.lang.code()),
            1,
        )
        .replacen(TITLE, &format!("<title>{}</title>", escape(&title)), 1);
    // The page's program needs its language's text file before it takes the page over:
    // fetched beside the HTML, not after the program started.
    Ok(match page.lang {
        Lang::En => html,
        lang => html.replacen(
            "</head>",
            &format!(
                r#"<link rel="preload" href="{}" as="fetch" crossorigin="anonymous"></head>"#,
                crate::i18n::text_file(lang)
            ),
            1,
        ),
    })
}

/// Text for an HTML element's content.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The documents of each program: as `app.html` (nothing prerendered) and for a
/// prerendered page.
pub struct Templates {
    /// `index.html` as Trunk wrote it.
    pub index: String,
    /// Each program's file base name; a program the build lacks is `app` (every page).
    pub bases: Vec<(Program, String)>,
}

impl Templates {
    fn base(&self, program: Program) -> Option<&str> {
        self.bases
            .iter()
            .find(|(p, _)| *p == program)
            .map(|(_, b)| b.as_str())
    }

    /// The document of `program` with nothing prerendered.
    pub fn plain(&self, program: Program) -> Result<String, Error> {
        match self.base(program) {
            Some(base) => template(&self.index, program, base),
            None => template(&self.index, Program::App, ""),
        }
    }

    /// The template of `program`'s prerendered pages.
    pub fn prerendered(&self, program: Program) -> Result<String, Error> {
        after_first_paint(&self.plain(program)?)
    }
}

/// Every program but `app`, in the order their documents are written.
pub fn programs() -> Vec<Program> {
    let mut all = vec![Program::Shell, Program::Account];
    for g in GameId::ALL {
        all.extend([
            Program::Game(g),
            Program::Learn(g),
            Program::Room(g),
            Program::Embed(g),
            Program::Teach(g),
            Program::Editor(g),
            Program::Study(g),
            Program::Reader(g),
        ]);
    }
    all
}

/// Writes every page and every program's `app.html` into `dist`; returns how many pages.
pub fn run(dist: &Path) -> Result<usize, Error> {
    let io = |path: &Path| {
        let path = path.display().to_string();
        move |e| Error::Io(path, e)
    };
    let index_path = dist.join("index.html");
    let index = std::fs::read_to_string(&index_path).map_err(io(&index_path))?;
    let mut bases = vec![
        (Program::Shell, hash_worker_files(dist, "shell")?),
        (Program::Account, hash_worker_files(dist, "account")?),
    ];
    for program in programs() {
        if matches!(program, Program::Shell | Program::Account) {
            continue;
        }
        match program_base(dist, program)? {
            Some(base) => bases.push((program, base)),
            None => eprintln!(
                "prerender: no {} program in this build: its pages load app",
                program.name()
            ),
        }
    }
    let templates = Templates { index, bases };
    let write = |file: &str, text: &str| -> Result<(), Error> {
        let path = dist.join(file);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(io(dir))?;
        }
        std::fs::write(&path, text).map_err(io(&path))
    };
    write("app.html", &templates.plain(Program::App)?)?;
    for program in programs() {
        if program != Program::Shell {
            for file in program.fallback_files() {
                write(&file, &templates.plain(program)?)?;
            }
        }
    }
    crate::rules_pictures::write(dist).map_err(Error::Pictures)?;
    for lang in crate::i18n::text_files::langs() {
        let file = crate::i18n::text_file(lang);
        write(
            file.trim_start_matches('/'),
            &crate::i18n::text_files::file(lang).map_err(Error::Texts)?,
        )?;
    }
    let pages = pages();
    for page in &pages {
        write(&page.file, &document(page, &templates)?)?;
    }
    Ok(pages.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const INDEX: &str = r#"<html lang="en"><head><title>Cube Table</title>
<script type="module">
import init, * as bindings from '/app-1.js';
const wasm = await init({ module_or_path: '/app-1_bg.wasm' });
</script>
<link rel="stylesheet" href="/style-3.css" integrity="sha384-css"/>
<link rel="modulepreload" href="/app-1.js" crossorigin="anonymous" integrity="sha384-js"><link rel="preload" href="/app-1_bg.wasm" crossorigin="anonymous" integrity="sha384-wasm" as="fetch" type="application/wasm"></head>
<body><div id="app"></div></body></html>"#;

    #[test]
    fn the_shell_template_loads_the_shell_in_place_of_the_app() {
        assert_eq!(app_base(INDEX).unwrap(), "app-1");
        assert_eq!(template(INDEX, Program::App, "shell-2").unwrap(), INDEX);
        let shell = template(INDEX, Program::Shell, "shell-2").unwrap();
        assert!(!shell.contains("app-1"), "{shell}");
        assert!(shell.contains("from '/shell-2.js'"));
        assert!(shell.contains("module_or_path: '/shell-2_bg.wasm'"));
        assert!(shell
            .contains(r#"<link rel="modulepreload" href="/shell-2.js" crossorigin="anonymous">"#));
        assert!(shell.contains(
            r#"<link rel="preload" href="/shell-2_bg.wasm" crossorigin="anonymous" as="fetch""#
        ));
        assert!(shell.contains(r#"href="/style-3.css" integrity="sha384-css"/>"#));
        assert!(!shell.contains("sha384-js") && !shell.contains("sha384-wasm"));
    }

    #[test]
    fn a_prerendered_page_starts_its_program_after_the_first_paint_without_preloads() {
        let page = after_first_paint(INDEX).unwrap();
        assert!(!page.contains("modulepreload") && !page.contains("application/wasm"));
        assert!(
            page.contains(r#"<link rel="stylesheet" href="/style-3.css" integrity="sha384-css"/>"#)
        );
        let wait = page.find("requestAnimationFrame").unwrap();
        assert!(wait < page.find("await init(").unwrap());
        assert!(page.contains("from '/app-1.js'"));
        assert!(after_first_paint("<html></html>").is_err());
    }

    #[test]
    fn each_program_has_its_document_where_its_addresses_fall_back() {
        let templates = Templates {
            index: INDEX.into(),
            bases: vec![(Program::Game(GameId::Cubes), "game-cubes-00".into())],
        };
        let game = templates.plain(Program::Game(GameId::Cubes)).unwrap();
        assert!(game.contains("from '/game-cubes-00.js'") && !game.contains("app-1"));
        // A program the build lacks: its pages load `app`.
        assert_eq!(
            templates.plain(Program::Room(GameId::Cubes)).unwrap(),
            INDEX
        );
        assert_eq!(
            Program::Game(GameId::Cubes).fallback_files(),
            ["cubes/app.html"]
        );
        assert_eq!(
            Program::Learn(GameId::Cubes).fallback_files(),
            ["cubes/learn/app.html", "cubes/puzzles/app.html"]
        );
        assert_eq!(
            Program::Teach(GameId::Cubes).fallback_files(),
            ["embed/cubes/learn/app.html", "embed/cubes/puzzle/app.html"]
        );
        assert_eq!(
            Program::Room(GameId::CubeAttack).fallback_files(),
            ["online/cube-attack/app.html"]
        );
        assert_eq!(
            Program::Embed(GameId::Cubus).fallback_files(),
            ["embed/cubus/app.html"]
        );
        assert_eq!(
            Program::Account.fallback_files(),
            ["account/app.html", "player/app.html", "games/app.html"]
        );
        assert_eq!(
            Program::Editor(GameId::Mojave).fallback_files(),
            ["mojave/editor/app.html"]
        );
        assert_eq!(
            Program::Study(GameId::Mojave).fallback_files(),
            ["mojave/study/app.html"]
        );
        assert_eq!(
            Program::Reader(GameId::Mojave).fallback_files(),
            ["embed/mojave/study/app.html"]
        );
        assert_eq!(programs().len(), 2 + 8 * GameId::ALL.len());
    }

    #[test]
    fn a_template_without_the_app_or_a_root_is_refused() {
        assert!(template(
            &INDEX.replace("/app-1.js'", "/other.js'"),
            Program::App,
            "s"
        )
        .is_err());
        assert!(template(&INDEX.replace(ROOT, "<div></div>"), Program::Shell, "s").is_err());
    }

    #[test]
    fn every_page_has_its_own_file_per_language_and_the_programs_split_as_documented() {
        let pages = pages();
        let lessons: usize = GameId::ALL
            .iter()
            .filter_map(|&g| rules::lessons::course(g))
            .map(|c| 1 + c.stages.len())
            .sum();
        assert!(lessons > GameId::ALL.len());
        assert_eq!(
            pages.len(),
            (3 + 3 * GameId::ALL.len() + lessons) * Lang::ALL.len()
        );
        let files: std::collections::HashSet<_> = pages.iter().map(|p| &p.file).collect();
        assert_eq!(files.len(), pages.len());
        assert_eq!(page_file("/", Lang::En), "index.html");
        assert_eq!(page_file("/", Lang::Hu), "index.hu.html");
        assert_eq!(
            page_file("/cubus/rules", Lang::De),
            "cubus/rules/index.de.html"
        );
        for p in &pages {
            assert_eq!(p.file, page_file(&p.url, p.lang));
            let shell = p.url == "/" || p.url.ends_with("/rules");
            assert_eq!(p.program == Program::Shell, shell, "{}", p.url);
            let account = p.url == "/account" || p.url == "/games";
            assert_eq!(p.program == Program::Account, account, "{}", p.url);
            if account {
                assert_eq!(p.file, page_file(&p.url, p.lang));
            } else if let Some(game) = p.url.strip_prefix("/online/") {
                let game = game.parse::<GameId>().unwrap();
                assert_eq!(p.program, Program::Room(game));
                // The document the server answers a room of that game with.
                assert!(
                    p.file.starts_with(&format!("online/{game}/index.")),
                    "{}",
                    p.file
                );
            } else if !shell {
                let mut parts = p.url.trim_start_matches('/').split('/');
                let game = parts.next().unwrap().parse::<GameId>().unwrap();
                match parts.next() {
                    None => assert_eq!(p.program, Program::Game(game)),
                    Some("learn") => assert_eq!(p.program, Program::Learn(game)),
                    Some(other) => panic!("{}: {other}", p.url),
                }
            }
            assert_eq!(p.rules_of.is_some(), p.url.ends_with("/rules"));
        }
    }

    #[test]
    fn a_page_is_in_its_own_language() {
        let templates = Templates {
            index: INDEX.into(),
            bases: vec![(Program::Shell, "shell-2".into())],
        };
        let page = pages()
            .into_iter()
            .find(|p| p.url == "/" && p.lang == Lang::De)
            .unwrap();
        let html = document(&page, &templates).unwrap();
        assert!(html.starts_with(r#"<html lang="de">"#));
        assert!(
            html.contains("<title>Cube Table: fünf Würfel-Brettspiele</title>"),
            "{html}"
        );
        assert!(html.contains(">Spielen<"), "{html}");
        assert!(!html.contains(">Play<"));
        assert!(html.contains(
            r#"<link rel="preload" href="/texts/de.json" as="fetch" crossorigin="anonymous"></head>"#
        ));
        let en = pages()
            .into_iter()
            .find(|p| p.url == "/" && p.lang == Lang::En)
            .unwrap();
        assert!(!document(&en, &templates).unwrap().contains("/texts/"));
    }

    /// The prerendered pages hold what a player first sees: the game cards, a rules text
    /// in full, a game's new-game form; and nothing from a browser's storage.
    #[test]
    fn the_pages_render_their_content_to_html() {
        let home = render("/", Program::Shell, Lang::En);
        assert_eq!(
            home.matches("class=\"game-card\"").count(),
            GameId::ALL.len()
        );
        assert!(home.contains(r#"href="/cubulus""#) && home.contains(r#"href="/cubulus/rules""#));
        assert!(!home.contains("class=\"recent\""));
        let rules = render("/cubus/rules", Program::Shell, Lang::Hu);
        assert!(rules.contains("class=\"rules-text\""), "{rules}");
        assert!(!rules.contains("aria-busy"));
        let game = render("/mojave", Program::Game(GameId::Mojave), Lang::En);
        assert!(game.contains("<h1>") && game.contains("<form"), "{game}");
        // A lesson stage: its goal and board, its buttons waiting for the program.
        let stage = render(
            "/cubulus/learn/2",
            Program::Learn(GameId::Cubulus),
            Lang::De,
        );
        assert!(stage.contains(r#"id="lesson-goal""#), "{stage}");
        assert!(
            stage.contains("<svg") && stage.contains("Lektion 2 / "),
            "{stage}"
        );
        assert!(
            stage.contains(r#"id="lesson-hint" disabled="disabled""#),
            "{stage}"
        );
        // A room's frame: its game's name and links, the line saying it connects, no table
        // yet; the same as the room program's first render in the browser.
        let room = render(
            &room_frame_url(GameId::Cubes),
            Program::Room(GameId::Cubes),
            Lang::Hu,
        );
        assert!(room.contains(r#"id="online-conn""#), "{room}");
        assert!(room.contains(r#"href="/cubes/rules""#), "{room}");
        assert!(room.contains(r#"class="online-badge""#), "{room}");
        assert!(!room.contains("game-body"), "{room}");
        let element = rules_element(GameId::Cubus).unwrap();
        assert!(!element[1..].contains("</script") || element.ends_with("</script>"));
        assert_eq!(element.matches("</script>").count(), 1);
    }
}
