//! Rates: a token bucket, and buckets per key: per client address (room making, sign-in
//! attempts) or per account (saving studies).

use std::collections::HashMap;
use std::hash::Hash;
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

/// A bucket per key; keys whose bucket is full again are forgotten, so the map holds only
/// the keys that were busy lately.
pub struct PerKey<K> {
    burst: u32,
    rate: f64,
    buckets: Mutex<HashMap<K, Bucket>>,
}

/// The map is tidied when it grows past this.
const TIDY_AT: usize = 4096;

impl<K: Hash + Eq> PerKey<K> {
    /// `burst` at once, then one per `every`.
    pub fn new(burst: u32, every: Duration) -> PerKey<K> {
        PerKey {
            burst,
            rate: 1.0 / every.as_secs_f64().max(1e-3),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `key` may go on now.
    pub fn take(&self, key: K) -> bool {
        let now = Instant::now();
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() >= TIDY_AT {
            buckets.retain(|_, b| !b.full(now));
        }
        buckets
            .entry(key)
            .or_insert_with(|| Bucket::new(now, self.burst, self.rate))
            .take(now)
    }
}

/// A bucket per client address (an IPv6 address by its /64: [`address_key`]).
pub struct PerAddress(PerKey<IpAddr>);

impl PerAddress {
    /// `burst` at once, then one per `every`.
    pub fn new(burst: u32, every: Duration) -> PerAddress {
        PerAddress(PerKey::new(burst, every))
    }

    /// Whether `ip` may go on now.
    pub fn take(&self, ip: IpAddr) -> bool {
        self.0.take(address_key(ip))
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

    #[test]
    fn each_account_has_its_own_bucket() {
        let saves = PerKey::new(1, Duration::from_secs(3600));
        assert!(saves.take("ada".to_string()));
        assert!(!saves.take("ada".to_string()));
        assert!(saves.take("bea".to_string()));
    }
}
