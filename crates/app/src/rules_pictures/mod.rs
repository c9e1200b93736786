//! The rules pages' pictures, made at build time (native, by `prerender`): each picture is
//! a lesson stage's starting position drawn by the game's own board (Yew's server
//! renderer), cut down to its static drawing (`svg`), with a link into that stage. They
//! become data, `dist/rules/<game>.pictures.<lang>.json`, which the small `shell` program
//! shows as it is (`components::rules_pictures`): it carries no board code.
//!
//! Which stage illustrates which section of the rules text is [`ILLUSTRATIONS`]. The game's
//! own diagrams above its rules text (`GameUi::rules_extra`) are drawn here too.

mod svg;

use std::path::Path;
use std::rc::Rc;

use rules::lessons::{course, Course};
use rules::GameId;
use yew::prelude::*;
use yew::ServerRenderer;

use crate::components::rules_doc::{self, RulesDoc};
use crate::components::rules_pictures::{self as shown, Picture, RulesPictures};
use crate::context::LangCtx;
use crate::games::{self, Board};
use crate::i18n::Lang;
use crate::learn::texts::Lx;
use crate::learn::words::stage_words;
use crate::storage::SeatInfo;

/// A section of a game's rules text (its English title in `web/rules/<game>.json`) and the
/// lesson stages (their ids in the game's course) whose starting positions illustrate it,
/// in the order they are shown.
pub type Illustrated = (&'static str, &'static [&'static str]);

/// Per game (its id), the sections its pictures illustrate.
pub const ILLUSTRATIONS: &[(&str, &[Illustrated])] = &[
    (
        "cubulus",
        &[
            ("Setting up", &["neutrals"]),
            (
                "Your move: insert or rotate",
                &["push-two", "rotate", "no-reverse"],
            ),
            ("Winning", &["square", "corners", "both-squares"]),
        ],
    ),
    (
        "cubus",
        &[
            ("What the drawing counts", &["hidden-crate"]),
            ("A turn", &["build-1"]),
            ("Scoring", &["free-crate", "rebuild-9"]),
            ("Abbau", &["abbau"]),
        ],
    ),
    (
        "cube-attack",
        &[
            ("The map", &["extra-life"]),
            ("Your turn: two actions", &["long-range", "attack"]),
            ("Scoring and winning", &["shared-moon"]),
        ],
    ),
    (
        "cubes",
        &[
            (
                "Counting stones and active stones",
                &["place-six", "dependency"],
            ),
            ("Your turn", &["shift", "pick-up", "exchange"]),
        ],
    ),
    (
        "mojave",
        &[
            ("Board and setup", &["first-tip"]),
            ("Your move", &["one-turn"]),
            ("Fights", &["two-against-one", "one-against-two"]),
            ("Zugzwang", &["zugzwang-join", "zugzwang-escape"]),
            ("End of the game", &["last-die"]),
        ],
    ),
];

/// The sections `game`'s pictures illustrate, with their stages.
pub fn illustrations(game: GameId) -> &'static [Illustrated] {
    ILLUSTRATIONS
        .iter()
        .find(|(id, _)| *id == game.as_str())
        .map_or(&[], |(_, table)| table)
}

#[derive(Properties, PartialEq)]
struct StartProps {
    game: GameId,
    index: usize,
    lang: Lang,
}

/// A stage's starting position on the game's board, as the lesson page first shows it.
#[function_component(StageStart)]
fn stage_start(p: &StartProps) -> Html {
    let Some(stage) = course(p.game).and_then(|c| c.stage(p.index)) else {
        return html! {};
    };
    let Ok(position) = stage.start.position(p.game) else {
        return html! {};
    };
    // The lesson page's seats: default names, in seat order.
    let seats: Vec<SeatInfo> = (0..position.players())
        .map(|s| SeatInfo {
            name: String::new(),
            colour: s,
            ai: None,
        })
        .collect();
    let context = LangCtx {
        lang: p.lang,
        set: Callback::noop(),
    };
    html! {
        <ContextProvider<LangCtx> {context}>
            <Board game={Rc::new(position)} {seats} interactive={false}
                   on_move={Callback::noop()} viewer={Some(stage.learner)} />
        </ContextProvider<LangCtx>>
    }
}

#[derive(Properties, PartialEq)]
struct DiagramsProps {
    game: GameId,
    lang: Lang,
}

#[function_component(Diagrams)]
fn diagrams(p: &DiagramsProps) -> Html {
    let context = LangCtx {
        lang: p.lang,
        set: Callback::noop(),
    };
    html! {
        <ContextProvider<LangCtx> {context}>{ games::rules_extra(p.game, p.lang) }</ContextProvider<LangCtx>>
    }
}

/// The game's own diagrams above its rules text, as HTML (not for hydration).
fn diagrams_html(game: GameId, lang: Lang) -> String {
    let render = ServerRenderer::<Diagrams>::with_props(move || DiagramsProps { game, lang })
        .hydratable(false)
        .render();
    futures::executor::block_on(render).trim().to_string()
}

/// The board of stage `index` of `game` at its start, as HTML (not for hydration).
fn board_html(game: GameId, index: usize, lang: Lang) -> String {
    let render = ServerRenderer::<StageStart>::with_props(move || StartProps { game, index, lang })
        .hydratable(false)
        .render();
    futures::executor::block_on(render)
}

/// The start of a picture's label, before its caption.
fn label_prefix(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Starting position",
        Lang::De => "Ausgangsstellung",
        Lang::Hu => "Kiinduló állás",
    }
}

/// "Lesson 3: Rotate a line".
fn caption(game: GameId, course: &Course, index: usize, lang: Lang) -> String {
    let id = course.stages[index].id;
    let title = stage_words(game, id, lang).map_or(id, |w| w.title);
    format!("{} {}: {title}", lang.t(Lx::Lesson), index + 1)
}

/// `game`'s drawings in `lang`. `Err` names what the tables or the boards got wrong.
pub fn pictures(game: GameId, lang: Lang) -> Result<RulesPictures, String> {
    Ok(RulesPictures {
        diagrams: diagrams_html(game, lang),
        pictures: stage_pictures(game, lang)?,
    })
}

/// `game`'s pictures of lesson stages in `lang`.
fn stage_pictures(game: GameId, lang: Lang) -> Result<Vec<Picture>, String> {
    let table = illustrations(game);
    if table.is_empty() {
        return Ok(Vec::new());
    }
    let course = course(game).ok_or_else(|| format!("{game}: pictures but no course"))?;
    let path = rules_doc::source_path(game);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let doc: RulesDoc = serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
    let mut out = Vec::new();
    for (title, stages) in table {
        let section = doc
            .en
            .sections
            .iter()
            .position(|(t, _)| t == title)
            .ok_or_else(|| format!("{path}: no section {title:?}"))?;
        for id in *stages {
            let index = course
                .stages
                .iter()
                .position(|s| s.id == *id)
                .ok_or_else(|| format!("{game}: no lesson stage {id:?}"))?;
            let board = board_html(game, index, lang);
            let drawing = svg::static_drawing(&board, &format!("{}-{}", game.as_str(), index + 1))
                .map_err(|e| format!("{game} stage {id}: {e}"))?;
            let caption = caption(game, &course, index, lang);
            out.push(Picture {
                section,
                stage: index + 1,
                label: format!("{} — {caption}", label_prefix(lang)),
                caption,
                svg: drawing.svg,
                board_class: drawing.board_class,
            });
        }
    }
    Ok(out)
}

/// Makes every game's pictures in every language, writes them into `dist` and hands them
/// to the renderer of the rules pages. Run before the pages are rendered.
pub fn write(dist: &Path) -> Result<(), String> {
    let dir = dist.join("rules");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for game in GameId::ALL {
        for lang in Lang::ALL {
            let pictures = pictures(game, lang)?;
            let json = serde_json::to_string(&pictures).map_err(|e| e.to_string())?;
            let path = dist.join(shown::url(game, lang).trim_start_matches('/'));
            std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
            shown::provide(game, lang, pictures);
        }
    }
    Ok(())
}

/// A rules page's pictures without their drawings (the page holds those), as the element
/// that carries them to the program taking the page over; empty before [`write`].
pub fn element(game: GameId, lang: Lang) -> String {
    let Some(pictures) = shown::built((game, lang)) else {
        return String::new();
    };
    let words = RulesPictures {
        diagrams: String::new(),
        pictures: pictures
            .pictures
            .into_iter()
            .map(|p| Picture {
                svg: String::new(),
                ..p
            })
            .collect(),
    };
    match serde_json::to_string(&words) {
        Ok(json) => format!(
            r#"<script type="application/json" id="{}" data-game="{}" data-lang="{}">{}</script>"#,
            shown::EMBEDDED_ID,
            game.as_str(),
            lang.code(),
            json.replace("</", "<\\/")
        ),
        Err(_) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table names a real section and a real stage, every game has pictures, and a
    /// picture is a static drawing: no control, nothing focusable, no id left unprefixed.
    #[test]
    fn every_game_pictures_its_rules_with_static_drawings_of_its_stages() {
        for (id, _) in ILLUSTRATIONS {
            assert!(id.parse::<GameId>().is_ok(), "{id} is no game");
        }
        for game in GameId::ALL {
            for lang in Lang::ALL {
                let all = pictures(game, lang).unwrap_or_else(|e| panic!("{e}"));
                // The diagrams are one element, or nothing.
                if !all.diagrams.is_empty() {
                    let d = &all.diagrams;
                    assert!(
                        d.starts_with("<div") && d.ends_with("</div>"),
                        "{game}: {d}"
                    );
                    assert_eq!(svg::top_level_elements(d), Ok(1), "{game}");
                }
                assert_eq!(all.diagrams.is_empty(), game.as_str() != "cubus", "{game}");
                let pictures = all.pictures;
                assert!(!pictures.is_empty(), "{game}");
                let n = course(game).map_or(0, |c| c.stages.len());
                let mut stages: Vec<usize> = pictures.iter().map(|p| p.stage).collect();
                stages.sort_unstable();
                stages.dedup();
                assert_eq!(
                    stages.len(),
                    pictures.len(),
                    "{game}: a stage pictured twice"
                );
                for p in &pictures {
                    assert!((1..=n).contains(&p.stage), "{game} {}", p.stage);
                    assert!(p.svg.starts_with("<svg") && p.svg.ends_with("</svg>"));
                    for bad in [
                        "<button",
                        "<input",
                        "<a ",
                        "tabindex",
                        "role=",
                        "<foreignObject",
                        "<title",
                    ] {
                        assert!(!p.svg.contains(bad), "{game} {}: {bad}", p.stage);
                    }
                    assert!(p.caption.contains(&(p.stage).to_string()));
                    assert!(p.label.contains(&p.caption));
                    assert!(p.svg.len() < 40_000, "{game} {}: {}", p.stage, p.svg.len());
                }
            }
        }
    }
}
