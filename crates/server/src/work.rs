//! Rules work off the async threads: replays, undo and record builds run on tokio's
//! blocking threads, at most [`Settings::rules_workers`](crate::settings::Settings) at once
//! (the semaphore is first come, first served), so a long replay never holds up another
//! connection's request. A move check is usually microseconds, where the trip to another
//! thread would cost more than the check: [`Work::run_short`] keeps it on the async thread
//! while checks of its kind (its game) take under [`SHORT`], and sends it off otherwise
//! (a Cubus build can take milliseconds).

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

/// Work that took less than this last time runs where it is asked for.
pub const SHORT: Duration = Duration::from_millis(1);

/// Kinds of short work told apart (a game's index).
const KINDS: usize = 16;

use crate::error::Refusal;
use crate::metrics::METRICS;

pub struct Work {
    permits: Semaphore,
    /// How long the last short job of each kind took, in microseconds.
    last: [AtomicU64; KINDS],
}

impl Work {
    pub fn new(workers: usize) -> Work {
        Work {
            permits: Semaphore::new(workers.max(1)),
            last: [const { AtomicU64::new(0) }; KINDS],
        }
    }

    /// Runs a job that is usually short: here while the last of its `kind` took under
    /// [`SHORT`], else as [`Work::run`].
    pub async fn run_short<T: Send + 'static>(
        &self,
        kind: usize,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        let kind = kind % KINDS;
        let last = Duration::from_micros(self.last[kind].load(Ordering::Relaxed));
        let timed = move || {
            let started = Instant::now();
            (job(), started.elapsed())
        };
        let (done, took) = if last < SHORT {
            timed()
        } else {
            self.run(timed).await?
        };
        self.last[kind].store(took.as_micros() as u64, Ordering::Relaxed);
        Ok(done)
    }

    /// Runs `job` on a blocking thread once a permit is free.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        METRICS.rules_queue.fetch_add(1, Ordering::Relaxed);
        let permit = self.permits.acquire().await;
        METRICS.rules_queue.fetch_sub(1, Ordering::Relaxed);
        let _permit = permit.map_err(|_| Refusal::unavailable())?;
        METRICS.rules_jobs.fetch_add(1, Ordering::Relaxed);
        tokio::task::spawn_blocking(job).await.map_err(|e| {
            tracing::error!("rules work failed: {e}");
            Refusal::unavailable()
        })
    }
}
