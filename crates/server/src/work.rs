//! Rules work off the async threads: replays, move checks, undo and record builds run on
//! tokio's blocking threads, at most [`Settings::rules_workers`](crate::settings::Settings)
//! at once (the semaphore is first come, first served), so a long replay never holds up
//! another connection's request.

use tokio::sync::Semaphore;

use crate::error::Refusal;
use crate::metrics::METRICS;

pub struct Work {
    permits: Semaphore,
}

impl Work {
    pub fn new(workers: usize) -> Work {
        Work {
            permits: Semaphore::new(workers.max(1)),
        }
    }

    /// Runs `job` on a blocking thread once a permit is free.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        METRICS
            .rules_queue
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let permit = self.permits.acquire().await;
        METRICS
            .rules_queue
            .fetch_sub(1, std::sync::atomic::Ordering::Relaxed);
        let _permit = permit.map_err(|_| Refusal::unavailable())?;
        METRICS
            .rules_jobs
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        tokio::task::spawn_blocking(job).await.map_err(|e| {
            tracing::error!("rules work failed: {e}");
            Refusal::unavailable()
        })
    }
}
