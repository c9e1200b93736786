//! Rates: a token bucket, and buckets per client address (room making).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use online::limits;

use crate::net::address_key;

/// A token bucket: `burst` at once, refilled at `rate` per second.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    last: Instant,
    rate: f64,
    burst: f64,
}

impl Bucket {
    pub fn new(now: Instant, burst: u32, rate: f64) -> Self {
        Bucket {
            tokens: f64::from(burst),
            last: now,
            rate,
            burst: f64::from(burst),
        }
    }

    /// A connection's messages: [`limits::BURST`], then [`limits::RATE_PER_SECOND`].
    pub fn messages(now: Instant) -> Self {
        Bucket::new(now, limits::BURST, f64::from(limits::RATE_PER_SECOND))
    }

    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket is full again (nothing to remember about its owner).
    pub fn full(&self, now: Instant) -> bool {
        self.tokens + now.saturating_duration_since(self.last).as_secs_f64() * self.rate
            >= self.burst
    }
}

/// A bucket per address key; addresses whose bucket is full again are forgotten, so the
/// map holds only the addresses that were busy lately.
pub struct PerAddress {
    burst: u32,
    rate: f64,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

/// The map is tidied when it grows past this.
const TIDY_AT: usize = 4096;

impl PerAddress {
    /// `burst` at once, then one per `every`.
    pub fn new(burst: u32, every: Duration) -> PerAddress {
        PerAddress {
            burst,
            rate: 1.0 / every.as_secs_f64().max(1e-3),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `ip` may go on now.
    pub fn take(&self, ip: IpAddr) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= TIDY_AT {
            buckets.retain(|_, b| !b.full(now));
        }
        buckets
            .entry(address_key(ip))
            .or_insert_with(|| Bucket::new(now, self.burst, self.rate))
            .take(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_bucket_allows_a_burst_then_the_rate() {
        let t0 = Instant::now();
        let mut b = Bucket::messages(t0);
        let burst = (0..100).filter(|_| b.take(t0)).count();
        assert_eq!(burst, limits::BURST as usize);
        let later = t0 + Duration::from_secs(1);
        let refilled = (0..100).filter(|_| b.take(later)).count();
        assert_eq!(refilled, limits::RATE_PER_SECOND as usize);
        assert!(b.full(later + Duration::from_secs(10)));
    }

    #[test]
    fn each_address_has_its_own_bucket() {
        let rooms = PerAddress::new(2, Duration::from_secs(3600));
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        assert!(rooms.take(a) && rooms.take(a));
        assert!(!rooms.take(a));
        assert!(rooms.take(b));
    }
}
