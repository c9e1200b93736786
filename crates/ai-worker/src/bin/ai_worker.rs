//! The AI worker: searches in slices of a few milliseconds and yields to its event loop
//! between them, so a `stop` request is heard at once and the page never waits on it.

use std::cell::RefCell;

use ai::review::Review;
use ai::{Heuristics, Search, Spec};
use ai_worker::{Reply, Request, Verdict};
use rules::Record;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Milliseconds of search between two looks at the message queue.
const SLICE_MS: f64 = 12.0;

/// The longest a move may take, from its request to the answer with the record's replay
/// included: past it the search answers with its best move so far (issue 30: Hard within
/// 1 s a move; the last slice and the answer's way back add about 10 ms). A level's budget
/// is a number of iterations; natively every level spends it within this, and in headless
/// Chromium on a machine of the test kind all but Hard at the largest tables do (Cube Attack
/// with six, Cubes with four: 1.3 to 1.6 s uncapped, `docs/ai.md`), which this cuts to 60 to
/// 70% of their iterations there.
const MOVE_CAP_MS: f64 = 950.0;

trait Thinking {
    /// Searches for about `ms`; true once the budget is spent.
    fn think_for(&mut self, ms: f64) -> bool;
    fn best(&self) -> Option<String>;
    fn iterations(&self) -> u32;
}

struct Mcts<G: Heuristics>(Search<G>);

impl<G: Heuristics> Thinking for Mcts<G> {
    fn think_for(&mut self, ms: f64) -> bool {
        let end = js_sys::Date::now() + ms;
        while !self.0.is_done() && js_sys::Date::now() < end {
            self.0.step(16);
        }
        self.0.is_done()
    }
    fn best(&self) -> Option<String> {
        self.0.best_move().map(|m| m.to_string())
    }
    fn iterations(&self) -> u32 {
        self.0.iterations_done()
    }
}

/// A move chosen without search (the random level).
struct Chosen(Option<String>);

impl Thinking for Chosen {
    fn think_for(&mut self, _ms: f64) -> bool {
        true
    }
    fn best(&self) -> Option<String> {
        self.0.clone()
    }
    fn iterations(&self) -> u32 {
        0
    }
}

/// A game's review under way ([`Request::Review`]).
trait Reviewing {
    /// Reviews for about `ms`; the verdicts finished meanwhile, and whether all are done.
    fn review_for(&mut self, ms: f64) -> (Vec<Verdict>, bool);
    fn reviewed(&self) -> usize;
    fn total(&self) -> usize;
}

impl<G: Heuristics> Reviewing for Review<G> {
    fn review_for(&mut self, ms: f64) -> (Vec<Verdict>, bool) {
        let end = js_sys::Date::now() + ms;
        let mut verdicts = Vec::new();
        while !self.is_done() && js_sys::Date::now() < end {
            if let Some(v) = self.work(16) {
                verdicts.push(Verdict {
                    ply: v.ply,
                    mover: v.mover,
                    played: v.played.to_string(),
                    best: v.best.to_string(),
                    loss: v.loss,
                    mark: v.mark.map(|m| m.as_str().to_string()),
                    chances: v.chances,
                });
            }
        }
        (verdicts, self.is_done())
    }
    fn reviewed(&self) -> usize {
        Review::reviewed(self)
    }
    fn total(&self) -> usize {
        Review::total(self)
    }
}

struct ReviewJob<'a>(&'a Record);

impl ai::GameVisitor for ReviewJob<'_> {
    type Output = Result<Box<dyn Reviewing>, String>;
    fn visit<G: Heuristics + 'static>(self) -> Self::Output {
        let review = Review::<G>::of_record(self.0, ai::review::SEED).map_err(|e| e.to_string())?;
        Ok(Box::new(review))
    }
}

fn review_for(record: &str) -> Result<Box<dyn Reviewing>, String> {
    let record = Record::from_json(record).map_err(|e| e.to_string())?;
    let game = record.game_id().map_err(|e| e.to_string())?;
    ai::visit_game(game, ReviewJob(&record))
}

thread_local! {
    static JOB: RefCell<Option<(u64, Box<dyn Thinking>)>> = const { RefCell::new(None) };
    static REVIEW: RefCell<Option<(u64, Box<dyn Reviewing>)>> = const { RefCell::new(None) };
    /// The last position replayed and its record: the next request of the same game is
    /// usually that record and a move or two more, and replaying a long game with every
    /// move checked cost Cubus most of a computer move's time.
    static LAST: RefCell<Option<(Record, Box<dyn std::any::Any>)>> = const { RefCell::new(None) };
}

/// The record's position: played on from the last one replayed where the record continues
/// it, else replayed from the start; kept for the next request.
fn position<G: Heuristics + 'static>(record: &Record) -> Result<G, String> {
    let earlier = LAST.with(|l| match l.borrow().as_ref() {
        Some((last, state)) if record.continues(last) => state
            .downcast_ref::<G>()
            .map(|g| (g.clone(), last.moves.len())),
        _ => None,
    });
    let state = match earlier {
        Some((g, from)) => record.replay_on(g, from),
        None => record.replay_as::<G>(),
    }
    .map_err(|e| e.to_string())?;
    LAST.with(|l| *l.borrow_mut() = Some((record.clone(), Box::new(state.clone()))));
    Ok(state)
}

/// A job for the game of the record: a random move or a search with the game's own
/// [`Heuristics`] (Cubus's is its greedy build player).
struct Job<'a> {
    record: &'a Record,
    spec: Spec,
    seed: u64,
}

impl ai::GameVisitor for Job<'_> {
    type Output = Result<Box<dyn Thinking>, String>;
    fn visit<G: Heuristics + 'static>(self) -> Self::Output {
        let state: G = position(self.record)?;
        if state.to_move().is_none() {
            return Err("the game is over".into());
        }
        let chosen =
            |m: Option<G::Move>| -> Self::Output { Ok(Box::new(Chosen(m.map(|m| m.to_string())))) };
        match self.spec.config_for::<G>() {
            None => chosen(ai::random_move(&state, self.seed)),
            Some(config) => Ok(Box::new(Mcts(Search::new(&state, config, self.seed)))),
        }
    }
}

fn job_for(record: &str, level: &str, seed: u64) -> Result<Box<dyn Thinking>, String> {
    let record = Record::from_json(record).map_err(|e| e.to_string())?;
    let spec: Spec = level.parse().map_err(|e: ai::SpecError| e.to_string())?;
    let game = record.game_id().map_err(|e| e.to_string())?;
    ai::visit_game(
        game,
        Job {
            record: &record,
            spec,
            seed,
        },
    )
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(reply: Reply) {
    let _ = scope().post_message(&JsValue::from_str(&reply.to_json()));
}

/// Ends the job `id` (if it is the current one) by posting its best move.
fn finish(id: u64) {
    let done = JOB.with(|j| {
        let mut j = j.borrow_mut();
        match j.take() {
            Some((jid, job)) if jid == id => Some(job),
            other => {
                *j = other;
                None
            }
        }
    });
    if let Some(job) = done {
        post(match job.best() {
            Some(notation) => Reply::Move {
                id,
                notation,
                iterations: job.iterations(),
            },
            None => Reply::Error {
                id,
                message: "no legal move".into(),
            },
        });
    }
}

async fn yield_to_events() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = scope().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Ends the review `id` (if it is the current one), saying how far it got.
fn end_review(id: u64) {
    let ended = REVIEW.with(|r| {
        let mut r = r.borrow_mut();
        match r.take() {
            Some((rid, job)) if rid == id => Some((job.reviewed(), job.total())),
            other => {
                *r = other;
                None
            }
        }
    });
    if let Some((reviewed, total)) = ended {
        post(Reply::ReviewDone {
            id,
            reviewed,
            total,
        });
    }
}

async fn run_review(id: u64) {
    loop {
        let slice = REVIEW.with(|r| match r.borrow_mut().as_mut() {
            Some((rid, job)) if *rid == id => Some((job.review_for(SLICE_MS), job.total())),
            _ => None,
        });
        let Some(((verdicts, done), total)) = slice else {
            return;
        };
        for verdict in verdicts {
            post(Reply::Reviewed { id, total, verdict });
        }
        if done {
            return end_review(id);
        }
        yield_to_events().await;
    }
}

/// Searches for the job `id` in slices until its budget is spent, it is stopped, or the
/// time `deadline` (a [`js_sys::Date::now`] time) has come.
async fn run(id: u64, deadline: f64) {
    let mut slices = 0u32;
    loop {
        let state = JOB.with(|j| match j.borrow_mut().as_mut() {
            Some((jid, job)) if *jid == id => {
                // One whole slice always, so that a move late from its replay still
                // searched a little.
                let slice = if slices == 0 {
                    SLICE_MS
                } else {
                    SLICE_MS.min(deadline - js_sys::Date::now()).max(0.0)
                };
                let done = job.think_for(slice) || js_sys::Date::now() >= deadline;
                Some((done, job.iterations()))
            }
            _ => None,
        });
        match state {
            None => return,
            Some((true, _)) => return finish(id),
            Some((false, iterations)) => {
                slices += 1;
                if slices.is_multiple_of(8) {
                    post(Reply::Progress { id, iterations });
                }
            }
        }
        yield_to_events().await;
    }
}

fn on_message(event: MessageEvent) {
    let Some(text) = event.data().as_string() else {
        return;
    };
    let received = js_sys::Date::now();
    match Request::from_json(&text) {
        Ok(Request::Think {
            id,
            record,
            level,
            seed,
        }) => match job_for(&record, &level, seed) {
            Ok(job) => {
                JOB.with(|j| *j.borrow_mut() = Some((id, job)));
                wasm_bindgen_futures::spawn_local(run(id, received + MOVE_CAP_MS));
            }
            Err(message) => post(Reply::Error { id, message }),
        },
        Ok(Request::Review { id, record }) => match review_for(&record) {
            Ok(job) => {
                REVIEW.with(|r| *r.borrow_mut() = Some((id, job)));
                wasm_bindgen_futures::spawn_local(run_review(id));
            }
            Err(message) => post(Reply::Error { id, message }),
        },
        Ok(Request::Stop { id }) => {
            finish(id);
            end_review(id);
        }
        Err(message) => post(Reply::Error { id: 0, message }),
    }
}

fn main() {
    let handler = Closure::<dyn Fn(MessageEvent)>::new(on_message);
    scope().set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    post(Reply::Ready);
}
