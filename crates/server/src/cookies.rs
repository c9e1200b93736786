//! Reading a request's cookies: the session's (`accounts::sessions`) and the chosen
//! language's (`static_files`). One reader, so both split `Cookie` headers alike.
//!
//! Owns: that reading. May not touch: anything else; it is a pure function.

use axum::http::{header, HeaderMap};

/// The values of the request's cookies named `name`, trimmed, in the order sent.
pub fn named<'a>(headers: &'a HeaderMap, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .filter(move |(n, _)| *n == name)
        .map(|(_, value)| value.trim())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn every_cookie_of_a_name_across_headers_in_order() {
        let mut h = HeaderMap::new();
        h.append(
            header::COOKIE,
            HeaderValue::from_static("a=1; lang= de ;b=2"),
        );
        h.append(header::COOKIE, HeaderValue::from_static("lang=hu"));
        assert_eq!(named(&h, "lang").collect::<Vec<_>>(), ["de", "hu"]);
        assert_eq!(named(&h, "none").count(), 0);
    }
}
