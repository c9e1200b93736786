//! The page's link to the AI worker (`crates/ai-worker`): one worker per page, messages
//! in JSON (replies read by [`read_reply`]). The worker file is built by Trunk from
//! index.html's `data-type="worker"` link.

use std::cell::RefCell;
use std::rc::Rc;

use ai_worker::{Reply, Request, Verdict};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

const WORKER_URL: &str = "/ai_worker_loader.js";

pub struct AiClient {
    worker: Worker,
    /// Requests waiting for the worker to start listening; `None` once it is ready.
    queue: Rc<RefCell<Option<Vec<String>>>>,
    _listener: Closure<dyn Fn(MessageEvent)>,
}

impl AiClient {
    /// Starts the worker; replies (and worker failures, as errors) go to `on_reply`.
    pub fn start(on_reply: impl Fn(Reply) + 'static) -> Result<AiClient, String> {
        let worker = Worker::new(WORKER_URL).map_err(|e| format!("{e:?}"))?;
        let queue = Rc::new(RefCell::new(Some(Vec::<String>::new())));
        let (q, w) = (queue.clone(), worker.clone());
        let listener = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
            let reply = e
                .data()
                .as_string()
                .ok_or_else(|| "not text".to_string())
                .and_then(|t| read_reply(&t));
            match reply {
                Ok(Reply::Ready) => {
                    for text in q.borrow_mut().take().unwrap_or_default() {
                        let _ = w.post_message(&JsValue::from_str(&text));
                    }
                }
                Ok(r) => on_reply(r),
                Err(message) => on_reply(Reply::Error { id: 0, message }),
            }
        });
        worker.set_onmessage(Some(listener.as_ref().unchecked_ref()));
        Ok(AiClient {
            worker,
            queue,
            _listener: listener,
        })
    }

    pub fn send(&self, request: &Request) {
        let text = request.to_json();
        match self.queue.borrow_mut().as_mut() {
            Some(waiting) => waiting.push(text),
            None => {
                let _ = self.worker.post_message(&JsValue::from_str(&text));
            }
        }
    }
}

/// Reads a reply of the worker (the JSON of [`Reply`]) with the browser's own JSON reader
/// and a field read for each part: serde_json's reader for these types alone cost every
/// page that asks the worker about 7 KB of gzip. The worker writes them with
/// `Reply::to_json`; the review and AI browser tests read every kind.
fn read_reply(text: &str) -> Result<Reply, String> {
    let reply =
        js_sys::JSON::parse(text).map_err(|_| "the worker's reply is not JSON".to_string())?;
    let get = |o: &JsValue, key: &str| {
        js_sys::Reflect::get(o, &JsValue::from_str(key)).unwrap_or_default()
    };
    let number = |o: &JsValue, key: &str| {
        get(o, key)
            .as_f64()
            .ok_or_else(|| format!("the worker's reply has no number `{key}`"))
    };
    let text = |o: &JsValue, key: &str| {
        get(o, key)
            .as_string()
            .ok_or_else(|| format!("the worker's reply has no text `{key}`"))
    };
    let kind = get(&reply, "type").as_string().unwrap_or_default();
    if kind == "ready" {
        return Ok(Reply::Ready);
    }
    let id = number(&reply, "id")? as u64;
    Ok(match kind.as_str() {
        "progress" => Reply::Progress {
            id,
            iterations: number(&reply, "iterations")? as u32,
        },
        "move" => Reply::Move {
            id,
            notation: text(&reply, "notation")?,
            iterations: number(&reply, "iterations")? as u32,
        },
        "error" => Reply::Error {
            id,
            message: text(&reply, "message")?,
        },
        "reviewed" => {
            let v = get(&reply, "verdict");
            Reply::Reviewed {
                id,
                total: number(&reply, "total")? as usize,
                verdict: Verdict {
                    ply: number(&v, "ply")? as usize,
                    mover: number(&v, "mover")? as usize,
                    played: text(&v, "played")?,
                    best: text(&v, "best")?,
                    loss: number(&v, "loss")?,
                    mark: get(&v, "mark").as_string(),
                    chances: get(&v, "chances")
                        .dyn_into::<js_sys::Array>()
                        .map(|a| a.iter().filter_map(|c| c.as_f64()).collect())
                        .unwrap_or_default(),
                },
            }
        }
        "review-done" => Reply::ReviewDone {
            id,
            reviewed: number(&reply, "reviewed")? as usize,
            total: number(&reply, "total")? as usize,
        },
        other => return Err(format!("the worker sent an unknown reply `{other}`")),
    })
}

impl Drop for AiClient {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
