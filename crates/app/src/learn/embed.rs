//! A lesson stage in an iframe, `/embed/<game>/learn/<n>`: the stage without the app's
//! shell or the stage list (the progress is kept, in the frame's storage), posting
//! `cube-table:stage-start`, `cube-table:stage-done` and, after the course's last stage,
//! `cube-table:lesson-done` to its host (`docs/embedding.md`). The query (`lang=`,
//! `origin=`) is kept from stage to stage.

use std::rc::Rc;

use rules::lessons::course;
use rules::GameId;
use yew::prelude::*;

use super::stage::{LessonEvent, StageView};
use super::texts::Lx;
use crate::context::use_lang;
use crate::embed::bridge;
use crate::embed::params::EmbedParams;
use crate::embed::protocol::Event;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub stage: AttrValue,
    pub params: Rc<EmbedParams>,
}

#[function_component(EmbedLesson)]
pub fn embed_lesson(p: &Props) -> Html {
    let lang = use_lang();
    let game = p.game;
    let found = course(game).and_then(|c| {
        let index = p.stage.parse::<usize>().ok()?.checked_sub(1)?;
        c.stage(index).map(|s| (c, index, s))
    });
    let Some((course, index, stage)) = found else {
        return html! {
            <main id="main" class="embed">
                <p class="notice error" role="alert">{ lang.t(Lx::StageUnknown) }</p>
            </main>
        };
    };
    let on_event = {
        let policy = p.params.origin.clone();
        let stages = course.stages.len();
        Callback::from(move |e: LessonEvent| {
            let event = lesson_event(e, game, index + 1, stage.id, stages);
            bridge::post(&event, &policy);
        })
    };
    html! {
        <main id="main" class="embed embed-learn">
            <StageView key={format!("{game}/{index}")} {course} {index} embed={true} {on_event} />
        </main>
    }
}

/// What a lesson stage (`stage` from 1 of `stages`, its `id`) tells the host. Here, not in
/// the embed's protocol: the protocol knows the messages, the lesson knows its events (so
/// the protocol imports nothing of the lessons, which post through the embed's bridge).
fn lesson_event(
    e: LessonEvent,
    game: GameId,
    stage: usize,
    id: &'static str,
    stages: usize,
) -> Event {
    let game = game.as_str();
    match e {
        LessonEvent::StageStart => Event::StageStart {
            game,
            stage,
            id,
            stages,
        },
        LessonEvent::StageDone => Event::StageDone {
            game,
            stage,
            id,
            stages,
        },
        LessonEvent::CourseDone => Event::LessonDone { game, stages },
    }
}
