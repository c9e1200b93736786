//! One stage on the page: the game's own board, the goal, the hint, the feedback after each
//! try, and the course's stages with this browser's progress ([`StageList`]); in an embed,
//! without the list (`embed.rs`); both keep the progress.

use std::rc::Rc;

use crate::router::Link;
use rules::lessons::Course;
use rules::GameId;
use yew::prelude::*;

use super::lesson_page::{Action, Feedback, LearnState};
use super::progress;
use super::texts::Lx;
use super::words::{stage_words, why_words};
use crate::context::{use_lang, use_mounted};
use crate::embed::bridge;
use crate::games::{self, Board};
use crate::route::Route;
use crate::seat_names::seat_name;
use crate::storage::{BrowserStore, SeatInfo};

/// The address of stage `n` (from 1) in the embed, with this page's query.
fn embed_href(game: GameId, n: usize) -> String {
    format!("/embed/{game}/learn/{n}{}", bridge::query())
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
pub struct StageProps {
    pub course: Course,
    pub index: usize,
    /// In an embed: no stage list, links within the embed (the progress is kept as on
    /// the site, in the frame's own storage).
    pub embed: bool,
    #[prop_or_default]
    pub on_event: Callback<LessonEvent>,
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
pub fn stage_view(p: &StageProps) -> Html {
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
                let done = progress::load(&BrowserStore::open(), game);
                dispatch.dispatch(Action::Progress(done));
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
            if done_now {
                let all = match progress::mark_done(&mut BrowserStore::open(), game, &known, id) {
                    Ok(all) | Err((all, _)) => all,
                };
                crate::account::sync::soon();
                dispatch.dispatch(Action::Progress(all));
            }
        });
    }
    {
        let tries = state.tries;
        use_effect_with(tries, move |&tries| {
            if tries > 0 {
                crate::browser::bring_into_view(".lesson-feedback");
                crate::browser::keep_focus_in(".lesson .board-area");
            }
        });
    }
    // The same callback in every render, so that the board is drawn again only when what
    // it shows changes (not when the page starts, enables its buttons or reads progress).
    let on_move = use_callback(state.dispatcher(), |m: String, dispatch| {
        dispatch.dispatch(Action::Try(m))
    });
    let words = stage_words(game, stage.id, lang);
    let Some(lesson) = state.lesson.as_ref() else {
        return html! { <p class="notice">{ lang.t(Lx::StageUnknown) }</p> };
    };
    let on_hint = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Hint))
    };
    let on_restart = {
        let dispatch = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Restart))
    };
    // The games' own texts name the seats ("Player 2 moved…"), so the seats keep their
    // default names and the goal says which one the learner plays, and its colour.
    let seats: Vec<SeatInfo> = (0..lesson.position().players())
        .map(|s| SeatInfo {
            name: String::new(),
            colour: s,
            ai: None,
        })
        .collect();
    // With the seat's colour: a goal speaks of "your balls" (issue 47).
    let you_play = format!(
        "{} {} ({})",
        lang.t(Lx::YouPlay),
        seat_name(&seats, stage.learner, lang),
        crate::colours::seat_colour(stage.learner).name(lang)
    );
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
                    <a href={embed_href(game, p.index + 2)} class="button primary next-stage">{ lang.t(Lx::Next) }</a>
                } else if !last {
                    <Link to={Route::learn_stage(game, p.index + 2)} classes="button primary next-stage">{ lang.t(Lx::Next) }</Link>
                } else {
                    <p>{ lang.t(Lx::CourseDone) }</p>
                    <a id="play-game" href={Route::game(game).to_path()} class="button primary"
                       target={embed.then_some("_blank")} rel={embed.then_some("noopener")}>{ lang.t(Lx::PlayGame) }</a>
                }
            </div>
        },
    };
    // The board is drawn ready for moves from the first render, the prerendered one too:
    // the take-over then only attaches the listeners to its targets. Drawn after it
    // instead, they were most of the work between the page's first paint and its first
    // answer (the targets' elements made and set one by one).
    let position = Rc::new(lesson.position().clone());
    html! {
        <div class="game-body lesson" data-stage={stage.id}>
            <section class="board-area" aria-label={games::name(game, lang)}>
                <Board game={position.clone()} seats={seats.clone()} interactive={!done}
                       on_move={on_move} {hint} viewer={Some(stage.learner)} />
                // Where every piece is, for a screen reader (the goal names them).
                <crate::components::position::PositionText game={position} seats={seats.clone()} />
            </section>
            <aside class="side">
                <section class="lesson-goal">
                    <h2>{ format!("{} {} / {total}: {}", lang.t(Lx::Lesson), p.index + 1, words.as_ref().map(|w| w.title).unwrap_or(stage.id)) }</h2>
                    <p><strong>{ format!("{}: ", lang.t(Lx::Goal)) }</strong><span id="lesson-goal">{ words.as_ref().map(|w| w.goal).unwrap_or_default() }</span></p>
                    <p class="muted">{ format!("{you_play} · {}: {}", lang.t(Lx::MovesLeft), lesson.moves_left()) }</p>
                    if !done && state.done.iter().any(|d| d == stage.id) {
                        <p class="muted done-before">{ lang.t(Lx::DoneBefore) }</p>
                    }
                    if state.hint && !done {
                        <p class="lesson-hint" role="status">{ words.as_ref().map(|w| w.hint).unwrap_or_default() }</p>
                    }
                    <div class="row">
                        <button id="lesson-hint" class="secondary" onclick={on_hint} disabled={done || !mounted}>{ lang.t(Lx::Hint) }</button>
                        <button id="lesson-restart" class="secondary" onclick={on_restart} disabled={!mounted}>{ lang.t(Lx::StartAgain) }</button>
                    </div>
                </section>
                // The answer to a try, after the goal; on a phone, under the board where the
                // try was made (issue 47, item 10): a Cubulus board is long, and the page
                // jumped up from its lowest layer to the answer above it.
                if !matches!(state.feedback, Feedback::None) {
                    <section class="lesson-answer">{ feedback }</section>
                }
                if !embed {
                    <StageList course={p.course} current={Some(p.index)} done={Rc::new(state.done.clone())} />
                }
            </aside>
        </div>
    }
}

#[derive(Properties, Clone)]
pub struct ListProps {
    pub course: Course,
    pub current: Option<usize>,
    pub done: Rc<Vec<String>>,
}

impl PartialEq for ListProps {
    fn eq(&self, other: &Self) -> bool {
        self.course.game == other.course.game
            && self.current == other.current
            && self.done == other.done
    }
}

#[function_component(StageList)]
pub fn stage_list(p: &ListProps) -> Html {
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
                            <Link to={Route::learn_stage(game, i + 1)}>{ title }</Link>
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
