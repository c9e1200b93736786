//! The lesson pages (`/<game>/learn`, `/<game>/learn/<n>`): one stage of a game's course
//! (`rules::lessons`) on the game's own board, its goal in words, a hint, what was wrong
//! after a wrong try and why it worked after success, and the course's stages with this
//! browser's progress. Each game's stage texts are in its file here; `texts.rs` holds the
//! page's own words and `progress.rs` what is kept in storage.

#[cfg(feature = "cube-attack")]
mod cube_attack;
#[cfg(feature = "cubes")]
mod cubes;
#[cfg(feature = "cubulus")]
mod cubulus;
#[cfg(feature = "cubus")]
mod cubus;
pub mod embed;
mod lesson_page;
#[cfg(feature = "mojave")]
mod mojave;
pub mod progress;
pub mod stage;
pub mod texts;
pub mod words;

use std::rc::Rc;

use crate::router::{use_navigator, Link};
use rules::lessons::course;
use rules::GameId;
use yew::prelude::*;

use crate::context::{use_lang, use_mounted};
use crate::games;
use crate::i18n::T;
use crate::route::Route;
use crate::storage::BrowserStore;
use stage::{StageList, StageView};
use texts::Lx;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    /// The stage as the address gives it, counted from 1; `None`: the first.
    #[prop_or_default]
    pub stage: Option<AttrValue>,
}

/// A game's lesson page.
#[function_component(LearnPage)]
pub fn learn_page(p: &Props) -> Html {
    let lang = use_lang();
    let game = p.game;
    let name = games::name(game, lang);
    // `/<game>/learn` goes on where this browser left the course: its first unfinished
    // stage (the page was drawn with the first before the program could read storage).
    {
        let navigator = use_navigator();
        let mounted = use_mounted();
        let bare = p.stage.is_none();
        use_effect_with(mounted, move |&mounted| {
            let Some(course) = course(game).filter(|_| mounted && bare) else {
                return;
            };
            let ids: Vec<&str> = course.stages.iter().map(|s| s.id).collect();
            let done = progress::load(&BrowserStore::open(), game);
            let next = progress::first_unfinished(&ids, &done);
            if let (Some(nav), true) = (navigator, next > 0) {
                nav.replace(&Route::learn_stage(game, next + 1));
            }
        });
    }
    let head = html! {
        <div class="game-head">
            <h1>{ texts::learn_title(lang, name) }</h1>
            <nav class="game-links">
                <Link to={Route::rules(game)} classes="button secondary">{ lang.t(T::Rules) }</Link>
                <a href={Route::game(game).to_path()} class="button secondary">{ lang.t(T::Play) }</a>
            </nav>
        </div>
    };
    let Some(course) = course(game) else {
        return html! { <div class="learn-page">{ head }<p class="notice">{ lang.t(Lx::NoLessons) }</p></div> };
    };
    let index = match p.stage.as_deref() {
        None => Some(0),
        Some(n) => n.parse::<usize>().ok().and_then(|n| n.checked_sub(1)),
    };
    match index.filter(|&i| i < course.stages.len()) {
        Some(index) => html! {
            <div class="learn-page">
                { head }
                <StageView key={format!("{game}/{index}")} {course} {index} embed={false} />
            </div>
        },
        None => html! {
            <div class="learn-page">
                { head }
                <p class="notice">{ lang.t(Lx::StageUnknown) }</p>
                <StageList {course} current={None::<usize>} done={Rc::new(Vec::new())} />
            </div>
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::assert_complete;
    use crate::i18n::Lang;
    use words::{stage_words, why_words};

    #[test]
    fn the_lesson_tables_are_complete() {
        assert_complete::<Lx>();
        assert_complete::<cubulus::Cx>();
        assert_complete::<mojave::Mx>();
        assert_complete::<cubus::Ux>();
        assert_complete::<cube_attack::Ax>();
        assert_complete::<cubes::Sx>();
    }

    /// Every stage of every course has its four texts, and every listed wrong move its
    /// explanation, in every language.
    #[test]
    fn every_stage_text_exists() {
        for game in GameId::ALL {
            let Some(course) = course(game) else { continue };
            for stage in course.stages {
                for lang in Lang::ALL {
                    assert!(
                        stage_words(game, stage.id, lang).is_some(),
                        "{game} {} has no texts",
                        stage.id
                    );
                    for wrong in stage.wrong {
                        assert!(
                            why_words(game, wrong.why, lang).is_some(),
                            "{game} {}: no text for {}",
                            stage.id,
                            wrong.why
                        );
                    }
                }
            }
        }
    }

    /// `/<game>/learn` opens the first stage not finished yet (issue 47, item 6).
    #[test]
    fn the_course_goes_on_at_its_first_unfinished_stage() {
        let stages = ["a", "b", "c"];
        let done = |ids: &[&str]| ids.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(progress::first_unfinished(&stages, &done(&[])), 0);
        assert_eq!(progress::first_unfinished(&stages, &done(&["a"])), 1);
        assert_eq!(progress::first_unfinished(&stages, &done(&["a", "c"])), 1);
        assert_eq!(progress::first_unfinished(&stages, &done(&["b", "a"])), 2);
        assert_eq!(
            progress::first_unfinished(&stages, &done(&["a", "b", "c"])),
            0
        );
    }

    #[test]
    fn stage_addresses_count_from_one() {
        assert_eq!(
            Route::learn_stage(GameId::Cubulus, 1).to_path(),
            "/cubulus/learn/1"
        );
        assert_eq!(
            Route::recognize("/cubulus/learn/3"),
            Some(Route::LearnStage {
                game: "cubulus".into(),
                stage: "3".into()
            })
        );
        assert_eq!(
            Route::recognize("/mojave/learn"),
            Some(Route::learn(GameId::Mojave))
        );
    }
}
