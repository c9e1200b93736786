//! The page's link to the AI worker (`crates/ai-worker`): one worker per page, messages
//! in JSON. The worker file is built by Trunk from index.html's `data-type="worker"` link.

use std::cell::RefCell;
use std::rc::Rc;

use ai_worker::{Reply, Request};
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
                .and_then(|t| Reply::from_json(&t));
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

impl Drop for AiClient {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
