//! Where a push may go. A subscription's endpoint is a URL a visitor hands the server, so
//! it is checked twice: when it is kept (`https`, a host that is not a loopback, private,
//! link-local or otherwise non-public address, nor a name that resolves to one) and when a
//! push is sent, on the very address the sender connects to (a name may resolve elsewhere
//! by then). Plain `http` and loopback addresses are allowed only with the tests' setting
//! (`--push-allow-loopback-http`), and even then no private or link-local address is.
//!
//! Owns: reading an endpoint and judging addresses. May not touch: the store, the
//! connection itself (`send`).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// An endpoint as the sender reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Endpoint {
    pub https: bool,
    pub host: String,
    pub port: u16,
    /// The path and query, as the request line names them.
    pub path: String,
}

impl Endpoint {
    /// The push service's origin, the VAPID token's audience.
    pub fn origin(&self) -> String {
        let (scheme, default) = if self.https {
            ("https", 443)
        } else {
            ("http", 80)
        };
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        if self.port == default {
            format!("{scheme}://{host}")
        } else {
            format!("{scheme}://{host}:{}", self.port)
        }
    }

    /// The host as an address, when it is written as one.
    fn literal(&self) -> Option<IpAddr> {
        self.host.parse().ok()
    }
}

/// What the sender may reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// For tests only: plain `http` and loopback addresses are allowed too.
    pub loopback_http: bool,
}

/// Why an endpoint is refused (said to the subscriber; never names what it resolved to).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("the endpoint is not a URL")]
    NotUrl,
    #[error("the endpoint must be https")]
    NotHttps,
    #[error("the endpoint must be on a public address")]
    NotPublic,
    #[error("the endpoint's name does not resolve")]
    NoAddress,
}

/// Reads an endpoint: `https://host[:port]/path`, no user part.
pub fn parse(text: &str, reach: Reach) -> Result<Endpoint, Refused> {
    let uri: axum::http::Uri = text.parse().map_err(|_| Refused::NotUrl)?;
    let https = match uri.scheme_str() {
        Some("https") => true,
        Some("http") if reach.loopback_http => false,
        Some(_) => return Err(Refused::NotHttps),
        None => return Err(Refused::NotUrl),
    };
    let authority = uri.authority().ok_or(Refused::NotUrl)?;
    if authority.as_str().contains('@') {
        return Err(Refused::NotUrl);
    }
    let host = uri.host().ok_or(Refused::NotUrl)?;
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if host.is_empty() {
        return Err(Refused::NotUrl);
    }
    let endpoint = Endpoint {
        https,
        host: host.to_ascii_lowercase(),
        port: uri.port_u16().unwrap_or(if https { 443 } else { 80 }),
        path: uri
            .path_and_query()
            .map_or_else(|| "/".to_string(), |p| p.as_str().to_string()),
    };
    let name = endpoint.host.trim_end_matches('.');
    if (name == "localhost" || name.ends_with(".localhost")) && !reach.loopback_http {
        return Err(Refused::NotPublic);
    }
    if let Some(ip) = endpoint.literal() {
        if !allowed(ip, reach) {
            return Err(Refused::NotPublic);
        }
    }
    Ok(endpoint)
}

/// The endpoint's addresses the sender may connect to (a name is resolved within
/// `timeout`); refused when it has none. A name that resolves to any address not allowed is
/// refused as a whole: it points into someone's network.
pub async fn resolve(
    endpoint: &Endpoint,
    reach: Reach,
    timeout: Duration,
) -> Result<Vec<SocketAddr>, Refused> {
    let found: Vec<SocketAddr> = match endpoint.literal() {
        Some(ip) => vec![SocketAddr::new(ip, endpoint.port)],
        None => {
            let lookup = tokio::net::lookup_host((endpoint.host.as_str(), endpoint.port));
            match tokio::time::timeout(timeout, lookup).await {
                Ok(Ok(addrs)) => addrs.collect(),
                _ => return Err(Refused::NoAddress),
            }
        }
    };
    if found.is_empty() {
        return Err(Refused::NoAddress);
    }
    if found.iter().any(|a| !allowed(a.ip(), reach)) {
        return Err(Refused::NotPublic);
    }
    Ok(found)
}

/// Whether the sender may connect to `ip`.
pub fn allowed(ip: IpAddr, reach: Reach) -> bool {
    if reach.loopback_http && ip.to_canonical().is_loopback() {
        return true;
    }
    public(ip)
}

/// A public unicast address: not loopback, private, link-local, shared, unspecified,
/// broadcast, multicast, documentation, benchmarking or reserved.
pub fn public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => public_v4(v4),
            None => public_v6(v6),
        },
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || a == 0
        || (a == 100 && (64..128).contains(&b))
        || (a == 192 && b == 0 && c == 0)
        || (a == 198 && (18..20).contains(&b))
        || a >= 240)
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        || (s[0] & 0xfe00) == 0xfc00
        || (s[0] & 0xffc0) == 0xfe80
        || (s[0] & 0xffc0) == 0xfec0
        || (s[0] == 0x2001 && s[1] == 0x0db8)
        || (s[0] == 0x0064 && s[1] == 0xff9b)
        || (s[0] == 0x0100 && s[1] == 0 && s[2] == 0 && s[3] == 0)
        || s[0] == 0x2002
        || s[..6] == [0; 6])
}

#[cfg(test)]
mod tests {
    use super::*;

    const OFF: Reach = Reach {
        loopback_http: false,
    };
    const TESTS: Reach = Reach {
        loopback_http: true,
    };

    #[test]
    fn only_public_unicast_addresses_are_reached() {
        for bad in [
            "127.0.0.1",
            "127.1.2.3",
            "10.0.0.1",
            "172.16.5.4",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "224.0.0.1",
            "192.0.2.1",
            "198.18.0.1",
            "240.0.0.1",
            "::1",
            "::",
            "fe80::1",
            "fc00::1",
            "fd12::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
            "2001:db8::1",
            "2002:a00:1::",
        ] {
            let ip: IpAddr = bad.parse().unwrap();
            assert!(!public(ip), "{bad}");
        }
        for good in [
            "8.8.8.8",
            "142.250.1.1",
            "2a00:1450:4001::1",
            "::ffff:8.8.8.8",
        ] {
            let ip: IpAddr = good.parse().unwrap();
            assert!(public(ip), "{good}");
        }
        assert!(allowed("127.0.0.1".parse().unwrap(), TESTS));
        assert!(!allowed("10.0.0.1".parse().unwrap(), TESTS));
    }

    #[test]
    fn endpoints_are_https_on_public_hosts() {
        let e = parse("https://push.example/send/abc?x=1", OFF).unwrap();
        assert_eq!(
            (e.https, e.port, e.path.as_str()),
            (true, 443, "/send/abc?x=1")
        );
        assert_eq!(e.origin(), "https://push.example");
        let e = parse("https://[2a00:1450::1]:8443/x", OFF).unwrap();
        assert_eq!(e.origin(), "https://[2a00:1450::1]:8443");
        assert_eq!(parse("http://push.example/x", OFF), Err(Refused::NotHttps));
        assert_eq!(parse("ftp://push.example/x", OFF), Err(Refused::NotHttps));
        assert_eq!(parse("https://127.0.0.1/x", OFF), Err(Refused::NotPublic));
        assert_eq!(parse("https://10.1.2.3/x", OFF), Err(Refused::NotPublic));
        assert_eq!(
            parse("https://169.254.169.254/x", OFF),
            Err(Refused::NotPublic)
        );
        assert_eq!(parse("https://[::1]/x", OFF), Err(Refused::NotPublic));
        assert_eq!(parse("https://localhost/x", OFF), Err(Refused::NotPublic));
        assert_eq!(
            parse("https://a.localhost./x", OFF),
            Err(Refused::NotPublic)
        );
        assert_eq!(
            parse("https://u:p@push.example/x", OFF),
            Err(Refused::NotUrl)
        );
        assert_eq!(parse("/relative", OFF), Err(Refused::NotUrl));
        assert_eq!(parse("not a url", OFF), Err(Refused::NotUrl));
        let e = parse("http://127.0.0.1:9/x", TESTS).unwrap();
        assert_eq!(e.origin(), "http://127.0.0.1:9");
        assert_eq!(parse("http://10.0.0.1/x", TESTS), Err(Refused::NotPublic));
    }

    #[tokio::test]
    async fn a_name_resolving_to_a_private_address_is_refused() {
        // `parse` refuses the name itself; here the name reaches `resolve` anyway.
        let e = parse("https://localhost:8443/x", TESTS).unwrap();
        assert!(resolve(&e, TESTS, Duration::from_secs(2)).await.is_ok());
        assert_eq!(
            resolve(&e, OFF, Duration::from_secs(2)).await,
            Err(Refused::NotPublic)
        );
    }
}
