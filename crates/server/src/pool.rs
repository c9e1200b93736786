//! The thinking pool: a fixed number of threads play computer seats, taking moves first
//! come, first served. A room asks for one move at a time (it waits for the answer before
//! asking again), so the queue is fair between rooms: a room with many computer seats
//! waits its turn like a room with one. A thread takes its next move only once the last
//! one was stored (or a moment has passed), so computer seats also have at most one write
//! per thread waiting for the database, ahead of people's moves. The threads run at a
//! lower scheduling priority than the rest of the server, so thinking yields the cores to
//! people's requests.

use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Instant;

use rules::AnyGame;
use tokio::sync::oneshot;

use crate::ai_seats;
use crate::metrics::METRICS;

/// The `nice` value of the thinking threads (Linux: per thread).
const NICE: i32 = 10;

type Answer = Result<Option<String>, String>;

/// Dropped (or sent) by the room once the move was stored or refused.
pub type Stored = std::sync::mpsc::SyncSender<()>;

/// How long a thread waits for its last move to be stored before taking the next.
const STORE_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// One computer move to think of.
pub struct Job {
    game: AnyGame,
    level: String,
    seed: u64,
    queued: Instant,
    reply: oneshot::Sender<(Answer, Stored)>,
}

impl Job {
    pub fn new(
        game: AnyGame,
        level: String,
        seed: u64,
        reply: oneshot::Sender<(Answer, Stored)>,
    ) -> Job {
        Job {
            game,
            level,
            seed,
            queued: Instant::now(),
            reply,
        }
    }
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    stopped: bool,
}

pub struct Pool {
    queue: Mutex<Queue>,
    ready: Condvar,
}

impl Pool {
    /// Starts `workers` threads.
    pub fn start(workers: usize) -> Arc<Pool> {
        let pool = Arc::new(Pool {
            queue: Mutex::new(Queue::default()),
            ready: Condvar::new(),
        });
        for i in 0..workers.max(1) {
            let pool = pool.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("computer-{i}"))
                .spawn(move || pool.work());
            if let Err(e) = spawned {
                tracing::error!("cannot start a computer thread: {e}");
            }
        }
        pool
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Queue> {
        // Every change of the queue is one push or pop: a poisoned lock still holds a
        // consistent queue.
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Queues a move; its answer comes on the job's channel (dropped unanswered once the
    /// pool stops).
    pub fn submit(&self, job: Job) {
        let mut q = self.lock();
        if q.stopped {
            return;
        }
        q.jobs.push_back(job);
        METRICS.computer_queue.fetch_add(1, Ordering::Relaxed);
        drop(q);
        self.ready.notify_one();
    }

    /// Stops taking moves; queued ones are dropped.
    pub fn stop(&self) {
        let mut q = self.lock();
        q.stopped = true;
        let dropped = q.jobs.len() as i64;
        q.jobs.clear();
        METRICS.computer_queue.fetch_sub(dropped, Ordering::Relaxed);
        drop(q);
        self.ready.notify_all();
    }

    fn work(&self) {
        lower_priority();
        loop {
            let job = {
                let mut q = self.lock();
                loop {
                    if q.stopped {
                        return;
                    }
                    if let Some(job) = q.jobs.pop_front() {
                        break job;
                    }
                    q = self.ready.wait(q).unwrap_or_else(|e| e.into_inner());
                }
            };
            METRICS.computer_queue.fetch_sub(1, Ordering::Relaxed);
            METRICS.computer_wait.observe(job.queued.elapsed());
            // The room may have given up waiting (it was unloaded): nothing to think for.
            if job.reply.is_closed() {
                continue;
            }
            let answer = ai_seats::think(&job.game, &job.level, job.seed);
            METRICS.computer_moves.fetch_add(1, Ordering::Relaxed);
            let (stored, done) = std::sync::mpsc::sync_channel(1);
            if job.reply.send((answer, stored)).is_ok() {
                let _ = done.recv_timeout(STORE_WAIT);
            }
        }
    }
}

#[cfg(target_os = "linux")]
fn lower_priority() {
    // SAFETY: plain system calls on the calling thread, with no pointers.
    let done = unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, NICE)
    };
    if done != 0 {
        tracing::debug!("the computer threads keep the server's priority");
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority() {}
