//! The lesson pages (`/<game>/learn`, `/<game>/learn/<n>`): one stage of a game's course
//! (`rules::lessons`) on the game's own board, its goal in words, a hint, what was wrong
//! after a wrong try and why it worked after success, and the course's stages with this
//! browser's progress. Each game's stage texts are in its file here; `texts.rs` holds the
//! page's own words and `progress.rs` what is kept in storage.

mod cube_attack;
mod cubes;
mod cubulus;
mod cubus;
pub mod embed;
mod mojave;
mod progress;
mod state;
pub mod texts;

use std::rc::Rc;

use rules::lessons::{course, Course};
use rules::GameId;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::context::{use_lang, use_mounted};
use crate::games::{self, Board};
use crate::i18n::{Lang, Text, T};
use crate::route::Route;
use crate::storage::{BrowserStore, SeatInfo};
use state::{Action, Feedback, LearnState};
use texts::Lx;

/// A stage's four texts, as keys of a game's lesson table.
pub struct StageWords<K> {
    pub title: K,
    pub goal: K,
    pub hint: K,
    pub done: K,
}

impl<K: Text> StageWords<K> {
    fn read(&self, lang: Lang) -> StageWords<&'static str> {
        StageWords {
            title: lang.t(self.title),
            goal: lang.t(self.goal),
            hint: lang.t(self.hint),
            done: lang.t(self.done),
        }
    }
}

/// The texts of stage `id` of `game`'s course, in `lang`.
pub fn stage_words(game: GameId, id: &str, lang: Lang) -> Option<StageWords<&'static str>> {
    match game {
        GameId::Cubulus => cubulus::stage(id).map(|w| w.read(lang)),
        GameId::Mojave => mojave::stage(id).map(|w| w.read(lang)),
        GameId::Cubus => cubus::stage(id).map(|w| w.read(lang)),
        GameId::CubeAttack => cube_attack::stage(id).map(|w| w.read(lang)),
        GameId::Cubes => cubes::stage(id).map(|w| w.read(lang)),
    }
}

/// Why a listed wrong move is wrong, in `lang`.
pub fn why_words(game: GameId, key: &str, lang: Lang) -> Option<&'static str> {
    match game {
        GameId::Cubulus => cubulus::why(key).map(|k| lang.t(k)),
        GameId::Mojave => mojave::why(key).map(|k| lang.t(k)),
        GameId::Cubus => cubus::why(key).map(|k| lang.t(k)),
        GameId::CubeAttack => cube_attack::why(key).map(|k| lang.t(k)),
        GameId::Cubes => cubes::why(key).map(|k| lang.t(k)),
    }
}

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
    let head = html! {
        <div class="game-head">
            <h1>{ texts::learn_title(lang, name) }</h1>
            <nav class="game-links">
                <Link<Route> to={Route::rules(game)} classes="button secondary">{ lang.t(T::Rules) }</Link<Route>>
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

/// What a stage tells the page around it (the embed posts it to its host).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonEvent {
    StageStart,
    StageDone,
    /// The course's last stage is done.
    CourseDone,
}

#[derive(Properties, Clone)]
struct StageProps {
    course: Course,
    index: usize,
    /// In an embed: no storage, no stage list, links within the embed.
    embed: bool,
    #[prop_or_default]
    on_event: Callback<LessonEvent>,
}

impl PartialEq for StageProps {
    fn eq(&self, other: &Self) -> bool {
        self.course.game == other.course.game
            && self.index == other.index
            && self.embed == other.embed
            && self.on_event == other.on_event
    }
}

#[function_component(StageView)]
fn stage_view(p: &StageProps) -> Html {
    let lang = use_lang();
    let mounted = use_mounted();
    let game = p.course.game;
    let stage = &p.course.stages[p.index];
    let embed = p.embed;
    let last = p.index + 1 == p.course.stages.len();
    let state = use_reducer(|| LearnState::new(game, stage));
    // The progress is read once the page runs (a prerendered page has no storage).
    {
        let dispatch = state.dispatcher();
        let on_event = p.on_event.clone();
        use_effect_with(mounted, move |&mounted| {
            if mounted {
                on_event.emit(LessonEvent::StageStart);
                if !embed {
                    let done = progress::load(&BrowserStore::open(), game);
                    dispatch.dispatch(Action::Progress(done));
                }
            }
        });
    }
    // A finished stage is kept; a store that refuses it only forgets it at the next visit.
    {
        let done_now = state.lesson.as_ref().is_some_and(|l| l.is_done());
        let known = state.done.clone();
        let dispatch = state.dispatcher();
        let id = stage.id;
        let on_event = p.on_event.clone();
        use_effect_with(done_now, move |&done_now| {
            if done_now {
                on_event.emit(LessonEvent::StageDone);
                if last {
                    on_event.emit(LessonEvent::CourseDone);
                }
            }
            if done_now && !embed {
                let all = match progress::mark_done(&mut BrowserStore::open(), game, &known, id) {
                    Ok(all) | Err((all, _)) => all,
                };
                dispatch.dispatch(Action::Progress(all));
            }
        });
    }
    let words = stage_words(game, stage.id, lang);
    let Some(lesson) = state.lesson.as_ref() else {
        return html! { <p class="notice">{ lang.t(Lx::StageUnknown) }</p> };
    };
    let on_move = {
        let dispatch = state.dispatcher();
        Callback::from(move |m: String| dispatch.dispatch(Action::Try(m)))
    };
    let on_hint = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Hint))
    };
    let on_restart = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Restart))
    };
    let seats: Vec<SeatInfo> = (0..lesson.position().players())
        .map(|s| SeatInfo {
            name: lang
                .t(if s == stage.learner {
                    Lx::You
                } else {
                    Lx::Opponent
                })
                .to_string(),
            colour: s,
            ai: None,
        })
        .collect();
    let done = lesson.is_done();
    let hint = (state.hint && !done)
        .then(|| lesson.hint().map(str::to_string))
        .flatten();
    let total = p.course.stages.len();
    let feedback = match &state.feedback {
        Feedback::None => html! {},
        Feedback::Illegal(e) => html! {
            <p class="lesson-feedback wrong" role="alert">{ format!("{} {}", lang.t(Lx::Refused), games::move_error_text(e, lang)) }</p>
        },
        Feedback::Wrong(why) => {
            let text = why
                .and_then(|k| why_words(game, k, lang))
                .map(|w| format!("{} {w} {}", lang.t(Lx::NotQuite), lang.t(Lx::BackAtStart)))
                .unwrap_or_else(|| lang.t(Lx::NotYet).to_string());
            html! { <p class="lesson-feedback wrong" role="alert">{ text }</p> }
        }
        Feedback::Done => html! {
            <div class="lesson-feedback success" role="status">
                <p><strong>{ lang.t(Lx::WellDone) }</strong>{ " " }{ words.as_ref().map(|w| w.done).unwrap_or_default() }</p>
                if !last && embed {
                    <a href={embed::stage_href(game, p.index + 2)} class="button primary next-stage">{ lang.t(Lx::Next) }</a>
                } else if !last {
                    <Link<Route> to={Route::learn_stage(game, p.index + 2)} classes="button primary next-stage">{ lang.t(Lx::Next) }</Link<Route>>
                } else {
                    <p>{ lang.t(Lx::CourseDone) }</p>
                    <a id="play-game" href={Route::game(game).to_path()} class="button primary"
                       target={embed.then_some("_blank")} rel={embed.then_some("noopener")}>{ lang.t(Lx::PlayGame) }</a>
                }
            </div>
        },
    };
    html! {
        <div class="game-body lesson" data-stage={stage.id}>
            <section class="board-area" aria-label={games::name(game, lang)}>
                <Board game={Rc::new(lesson.position().clone())} seats={seats.clone()} interactive={!done && mounted}
                       on_move={on_move} last_move={None::<String>} {hint} viewer={Some(stage.learner)} />
            </section>
            <aside class="side">
                <section class="lesson-goal">
                    <h2>{ format!("{} {} / {total}: {}", lang.t(Lx::Lesson), p.index + 1, words.as_ref().map(|w| w.title).unwrap_or(stage.id)) }</h2>
                    <p><strong>{ format!("{}: ", lang.t(Lx::Goal)) }</strong><span id="lesson-goal">{ words.as_ref().map(|w| w.goal).unwrap_or_default() }</span></p>
                    <p class="muted">{ format!("{}: {}", lang.t(Lx::MovesLeft), lesson.moves_left()) }</p>
                    { feedback }
                    if state.hint && !done {
                        <p class="lesson-hint" role="status">{ words.as_ref().map(|w| w.hint).unwrap_or_default() }</p>
                    }
                    <div class="row">
                        <button id="lesson-hint" class="secondary" onclick={on_hint} disabled={done || !mounted}>{ lang.t(Lx::Hint) }</button>
                        <button id="lesson-restart" class="secondary" onclick={on_restart} disabled={!mounted}>{ lang.t(Lx::StartAgain) }</button>
                    </div>
                </section>
                if !embed {
                    <StageList course={p.course} current={Some(p.index)} done={Rc::new(state.done.clone())} />
                }
            </aside>
        </div>
    }
}

#[derive(Properties, Clone)]
struct ListProps {
    course: Course,
    current: Option<usize>,
    done: Rc<Vec<String>>,
}

impl PartialEq for ListProps {
    fn eq(&self, other: &Self) -> bool {
        self.course.game == other.course.game
            && self.current == other.current
            && self.done == other.done
    }
}

#[function_component(StageList)]
fn stage_list(p: &ListProps) -> Html {
    let lang = use_lang();
    let game = p.course.game;
    html! {
        <nav class="lesson-list" aria-label={lang.t(Lx::Lessons)}>
            <h2>{ lang.t(Lx::Lessons) }</h2>
            <ol>
                { for p.course.stages.iter().enumerate().map(|(i, s)| {
                    let title = stage_words(game, s.id, lang).map(|w| w.title).unwrap_or(s.id);
                    let finished = p.done.iter().any(|d| d == s.id);
                    let current = p.current == Some(i);
                    html! {
                        <li class={classes!(finished.then_some("done"), current.then_some("current"))}>
                            <Link<Route> to={Route::learn_stage(game, i + 1)}>{ title }</Link<Route>>
                            if finished {
                                <span class="tick" aria-hidden="true">{ " ✓" }</span>
                                <span class="sr-only">{ format!(" ({})", lang.t(Lx::Done)) }</span>
                            }
                        </li>
                    }
                }) }
                <li><a href={Route::game(game).to_path()}>{ lang.t(Lx::PlayGame) }</a></li>
            </ol>
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::assert_complete;

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
