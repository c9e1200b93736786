//! The lesson page's state: the stage being played, what the last try gave, whether the
//! hint is shown, and the finished stages. Pure, so that it is tested natively.

use std::rc::Rc;

use rules::lessons::{Lesson, Stage, Verdict};
use rules::{GameId, MoveError};
use yew::Reducible;

/// What the page says after a try.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    None,
    Illegal(MoveError),
    /// A listed mistake (its explanation's key) or a spent budget; the stage starts again.
    Wrong(Option<&'static str>),
    Done,
}

#[derive(Clone, Debug)]
pub struct LearnState {
    /// `None` only if the stage's position cannot be built (a course error).
    pub lesson: Option<Lesson>,
    pub feedback: Feedback,
    pub hint: bool,
    pub done: Vec<String>,
    /// The learner's tries so far (the page brings each one's feedback into view).
    pub tries: u32,
}

pub enum Action {
    Try(String),
    Hint,
    Restart,
    Progress(Vec<String>),
}

impl LearnState {
    pub fn new(game: GameId, stage: &'static Stage) -> Self {
        LearnState {
            lesson: Lesson::new(game, stage).ok(),
            feedback: Feedback::None,
            hint: false,
            done: Vec::new(),
            tries: 0,
        }
    }
}

impl PartialEq for LearnState {
    fn eq(&self, other: &Self) -> bool {
        self.feedback == other.feedback
            && self.hint == other.hint
            && self.done == other.done
            && self.tries == other.tries
            && self.lesson.as_ref().map(|l| l.position())
                == other.lesson.as_ref().map(|l| l.position())
    }
}

impl Reducible for LearnState {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Try(mv) => {
                let Some(lesson) = next.lesson.as_mut() else {
                    return self;
                };
                next.feedback = match lesson.try_move(&mv) {
                    Verdict::Illegal(e) => Feedback::Illegal(e),
                    Verdict::Wrong { why } => Feedback::Wrong(why),
                    Verdict::Continue => Feedback::None,
                    Verdict::Done => Feedback::Done,
                };
                // A hint shown before is for the move just tried: the next one is asked for.
                next.hint = false;
                next.tries += 1;
            }
            Action::Hint => next.hint = true,
            Action::Restart => {
                if let Some(l) = next.lesson.as_mut() {
                    l.reset();
                }
                next.feedback = Feedback::None;
                next.hint = false;
            }
            Action::Progress(done) => next.done = done,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::lessons::course;

    #[test]
    fn a_wrong_try_explains_and_starts_again_and_the_solution_finishes() {
        let stage = course(GameId::Cubulus).unwrap().stage(0).unwrap();
        let s = Rc::new(LearnState::new(GameId::Cubulus, stage));
        let wrong = stage.wrong[0];
        let s = s.reduce(Action::Hint);
        assert!(s.hint);
        let s = s.reduce(Action::Try(wrong.mv.into()));
        assert_eq!(s.feedback, Feedback::Wrong(Some(wrong.why)));
        assert!(!s.hint);
        let s = s.reduce(Action::Try("x99+".into()));
        assert!(matches!(s.feedback, Feedback::Illegal(_)));
        let s = s.reduce(Action::Try(stage.solution[0].into()));
        assert_eq!(s.feedback, Feedback::Done);
        assert!(s.lesson.as_ref().unwrap().is_done());
    }
}
