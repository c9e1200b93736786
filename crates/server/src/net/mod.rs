//! Connections: the caps (overall and per client address) and which address a request
//! comes from: the peer's, or with a trusted proxy in front, the last address its
//! `X-Forwarded-For` names that is not a trusted proxy. The accept loop that applies them
//! (Nagle off, a deadline for a request's headers, keep-alive connections closed when
//! idle, the graceful stop) and [`accept::SocketPlace`], the one place that decides whether
//! a WebSocket of any kind may stay open, are [`accept`]'s: they work through the server's
//! context, which holds the caps of this module.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex};

use axum::http::HeaderMap;

pub mod accept;

/// The key an address is counted under: IPv6 by its /64 (one household or host usually
/// has a whole /64), IPv4 as it is.
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
        v4 => v4,
    }
}

/// An address as one host: an IPv4-mapped IPv6 address is its IPv4 address.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// Whether `ip` is one of the trusted proxies: the exact address, never its neighbours
/// (a trusted IPv6 proxy does not make its whole /64 trusted).
pub fn is_trusted(ip: IpAddr, trusted: &[IpAddr]) -> bool {
    let ip = canonical(ip);
    trusted.iter().any(|t| canonical(*t) == ip)
}

/// Headers a proxy adds to say whom it forwards for. A request that carries one from a peer
/// that is not a trusted proxy came through a proxy nobody configured, or from a client
/// pretending: its peer address (loopback, say) says nothing about who sent it.
const FORWARDING: [&str; 3] = ["x-forwarded-for", "forwarded", "x-real-ip"];

pub fn forwarded(headers: &HeaderMap) -> bool {
    FORWARDING.iter().any(|h| headers.contains_key(*h))
}

/// The client's address: the peer's, unless the peer is a trusted proxy; then the
/// rightmost `X-Forwarded-For` entry that is not a trusted proxy (what a client writes
/// there itself stands to the left and is not believed).
pub fn client_ip(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    let is_trusted = |ip: &IpAddr| is_trusted(*ip, trusted);
    if !is_trusted(&peer) {
        return peer;
    }
    let forwarded: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse().ok())
        .collect();
    forwarded
        .into_iter()
        .rev()
        .find(|ip| !is_trusted(ip))
        .unwrap_or(peer)
}

/// Open connections, overall and per address key.
pub struct Caps {
    overall: usize,
    per_address: usize,
    open: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

/// One admitted connection; dropping it frees its place.
pub struct Permit {
    caps: Arc<Caps>,
    key: Option<IpAddr>,
}

impl Caps {
    pub fn new(overall: usize, per_address: usize) -> Arc<Caps> {
        Arc::new(Caps {
            overall,
            per_address,
            open: Mutex::new((0, HashMap::new())),
        })
    }

    /// A place for a connection from `ip` (`None`: not counted per address, a trusted
    /// proxy's), or `None` when a cap is reached.
    pub fn admit(self: &Arc<Self>, ip: Option<IpAddr>) -> Option<Permit> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if open.0 >= self.overall {
            return None;
        }
        let key = ip.map(address_key);
        if let Some(k) = key {
            let n = open.1.entry(k).or_insert(0);
            if *n >= self.per_address {
                return None;
            }
            *n += 1;
        }
        open.0 += 1;
        Some(Permit {
            caps: self.clone(),
            key,
        })
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut open = self.caps.open.lock().unwrap_or_else(|e| e.into_inner());
        open.0 = open.0.saturating_sub(1);
        if let Some(k) = self.key {
            if let Some(n) = open.1.get_mut(&k) {
                *n -= 1;
                if *n == 0 {
                    open.1.remove(&k);
                }
            }
        }
    }
}

/// The open-file limit lowered to what connections may use (the database, files being
/// served and the listener need some).
pub fn fit_to_open_files(wanted: usize) -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct we pass and reads nothing else.
    let ok = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0;
    if !ok || limit.rlim_cur == libc::RLIM_INFINITY {
        return wanted;
    }
    let usable = (limit.rlim_cur as usize).saturating_sub(64).max(16);
    if usable < wanted {
        tracing::warn!(
            "the open-file limit is {}: at most {usable} connections (raise it with ulimit -n)",
            limit.rlim_cur
        );
    }
    wanted.min(usable)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn forwarded_for_counts_only_behind_a_trusted_proxy() {
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let mut h = HeaderMap::new();
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("6.6.6.6, 203.0.113.9"),
        );
        let client: IpAddr = "203.0.113.9".parse().unwrap();
        assert_eq!(client_ip(proxy, &h, &[]), proxy, "no proxy trusted");
        assert_eq!(client_ip(proxy, &h, &[proxy]), client);
        let other: IpAddr = "198.51.100.1".parse().unwrap();
        assert_eq!(client_ip(other, &h, &[proxy]), other, "not from the proxy");
        assert_eq!(client_ip(proxy, &HeaderMap::new(), &[proxy]), proxy);
    }

    #[test]
    fn a_trusted_ipv6_proxy_does_not_vouch_for_its_neighbours() {
        let proxy: IpAddr = "2001:db8::1".parse().unwrap();
        let neighbour: IpAddr = "2001:db8::2".parse().unwrap();
        let mut h = HeaderMap::new();
        h.insert("x-forwarded-for", HeaderValue::from_static("::1"));
        assert_eq!(client_ip(neighbour, &h, &[proxy]), neighbour);
        assert_eq!(
            client_ip(proxy, &h, &[proxy]),
            "::1".parse::<IpAddr>().unwrap()
        );
        let mapped: IpAddr = "::ffff:192.0.2.7".parse().unwrap();
        assert!(is_trusted(mapped, &["192.0.2.7".parse().unwrap()]));
        assert!(forwarded(&h) && !forwarded(&HeaderMap::new()));
    }

    #[test]
    fn caps_hold_overall_and_per_address() {
        let caps = Caps::new(3, 2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "2001:db8::1".parse().unwrap();
        let b2: IpAddr = "2001:db8::2".parse().unwrap();
        let one = caps.admit(Some(a));
        let two = caps.admit(Some(a));
        assert!(one.is_some() && two.is_some());
        assert!(caps.admit(Some(a)).is_none(), "per address");
        let three = caps.admit(Some(b));
        assert!(three.is_some());
        assert!(caps.admit(Some(b2)).is_none(), "overall");
        drop(one);
        assert!(caps.admit(Some(b2)).is_some(), "same /64, place freed");
    }
}
