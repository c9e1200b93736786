//! The built app (`dist/`): precompressed `.br` / `.gz` copies chosen by `Accept-Encoding`
//! (with `Vary`), Trunk's hashed files cached for a year, everything else revalidated by
//! its ETag, and for any other path outside `/api`, the page prerendered at that address
//! in the client's language (`<path>/index.html`, `index.de.html`…) or else `app.html`
//! (the app routes on the client; see `crates/app/src/prerender.rs`).
//!
//! Only plain files are served: no dotfile, nothing reached through a symbolic link, and
//! no compressed copy by its own name. Every answer carries the security headers; only
//! the embed pages (`/embed/…`) may be framed by other sites.

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::UNIX_EPOCH;

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

use crate::app::App;
use crate::error::Refusal;

pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub const NO_CACHE: &str = "no-cache";

/// The longest path served, in bytes and in segments: the app's deepest address has five
/// (`/embed/<game>/learn/<n>`), a room's is about 30 bytes. Anything longer is refused
/// (`414`) before the file system is asked anything, so no request costs more than a
/// few file look-ups (hyper takes URIs up to 64 KiB).
pub const PATH_MAX_BYTES: usize = 512;
pub const PATH_MAX_SEGMENTS: usize = 16;

/// Whether a path is within [`PATH_MAX_BYTES`] and [`PATH_MAX_SEGMENTS`].
pub fn path_within_limits(path: &str) -> bool {
    path.len() <= PATH_MAX_BYTES
        && path.split('/').filter(|p| !p.is_empty()).count() <= PATH_MAX_SEGMENTS
}

/// Trunk's content-hashed names: `<name>-<hex>.{js,wasm,css}` and `<name>-<hex>_bg.wasm`
/// (a worker's `ai_worker_bg.wasm` has no hash).
pub fn is_hashed(file_name: &str) -> bool {
    if let Some(stem) = file_name.strip_suffix("_bg.wasm") {
        return is_hashed(&format!("{stem}.wasm"));
    }
    let Some((stem, ext)) = file_name.rsplit_once('.') else {
        return false;
    };
    if !matches!(ext, "js" | "wasm" | "css") {
        return false;
    }
    match stem.rsplit_once('-') {
        Some((name, hash)) => {
            // Trunk prints its 64-bit hash without leading zeros.
            !name.is_empty()
                && (12..=16).contains(&hash.len())
                && hash.bytes().all(|b| b.is_ascii_hexdigit())
        }
        None => false,
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// The file under `dist` a request path names, if it is a plain relative path with no
/// hidden part (`.git`, `.env`) and not a compressed copy's own name.
fn resolve(dist: &Path, path: &str) -> Option<PathBuf> {
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    let rel = Path::new(rel);
    let plain =
        |c: Component| matches!(c, Component::Normal(n) if !n.to_string_lossy().starts_with('.'));
    if !rel.components().all(plain)
        || rel.to_string_lossy().contains('\\')
        || rel.extension().is_some_and(|e| e == "br" || e == "gz")
    {
        return None;
    }
    Some(dist.join(rel))
}

fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|part| {
            let mut it = part.split(';');
            let name = it.next().unwrap_or("").trim();
            let refused = it.any(|p| {
                let p = p.trim().replace(' ', "");
                p == "q=0" || p == "q=0.0" || p == "q=0.00" || p == "q=0.000"
            });
            name.eq_ignore_ascii_case(coding) && !refused
        })
}

/// The languages of the prerendered pages: `index.html` is English, the others are
/// `index.<code>.html` (crates/app/src/prerender.rs).
const PAGE_LANGS: [&str; 3] = ["en", "de", "hu"];

/// What a page's document depends on besides its address: the encoding, and the language
/// ([`page_file_name`]).
const PAGE_VARY: &str = "Accept-Encoding, Accept-Language, Cookie";

/// The language a person chose on this site before ([`online::paths::LANG_COOKIE`]), if
/// it is one we have.
fn chosen_lang(headers: &HeaderMap) -> Option<&'static str> {
    crate::cookies::named(headers, online::paths::LANG_COOKIE)
        .find_map(|value| PAGE_LANGS.iter().find(|l| **l == value).copied())
}

/// The prerendered page file for the language the person chose here before, else the
/// client's first language we have (by `Accept-Language`, highest `q` first, ties in the
/// client's order): `index.<code>.html`, or `index.html` for English, none or anything
/// unreadable.
pub fn page_file_name(headers: &HeaderMap) -> String {
    match chosen_lang(headers).or_else(|| accepted_lang(headers)) {
        Some(lang) if lang != "en" => format!("index.{lang}.html"),
        _ => "index.html".to_string(),
    }
}

/// The names a page's document is looked up by, in order: its language's
/// ([`page_file_name`]), then English.
fn page_file_names(headers: &HeaderMap) -> [String; 2] {
    [page_file_name(headers), "index.html".to_string()]
}

/// A page's document, with the headers it was chosen by ([`PAGE_VARY`]).
async fn send_page(dist: &Path, file: &Path, headers: &HeaderMap, head: bool) -> Response {
    let mut response = send_file(dist, file, headers, head).await;
    response
        .headers_mut()
        .insert(header::VARY, HeaderValue::from_static(PAGE_VARY));
    response
}

/// The client's first language we have by `Accept-Language` (highest `q` first, ties in
/// the client's order).
fn accepted_lang(headers: &HeaderMap) -> Option<&'static str> {
    let mut wanted: Vec<(f32, &'static str)> = headers
        .get_all(header::ACCEPT_LANGUAGE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|part| {
            let mut it = part.split(';');
            let tag = it.next()?.trim();
            let primary = tag.split(['-', '_']).next()?;
            let lang = PAGE_LANGS
                .iter()
                .find(|l| l.eq_ignore_ascii_case(primary))?;
            let q = it
                .find_map(|p| p.trim().strip_prefix("q=")?.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            (q > 0.0).then_some((q, *lang))
        })
        .collect();
    // Stable: equal weights keep the client's order.
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0));
    wanted.first().map(|(_, lang)| *lang)
}

/// The file's metadata if it is a plain file under `dist` reached without a symbolic link.
async fn plain_file(dist: &Path, file: &Path) -> Option<std::fs::Metadata> {
    let rel = file.strip_prefix(dist).ok()?;
    let mut at = dist.to_path_buf();
    let mut last = None;
    for part in rel.components() {
        at.push(part);
        let meta = tokio::fs::symlink_metadata(&at).await.ok()?;
        if meta.file_type().is_symlink() {
            return None;
        }
        last = Some(meta);
    }
    last.filter(|m| m.is_file())
}

async fn is_file(dist: &Path, path: &Path) -> bool {
    plain_file(dist, path).await.is_some()
}

/// An answer with `body`, or for a `HEAD` request none, with its length.
fn body_or_length(body: Vec<u8>, head: bool) -> Response {
    if head {
        let mut r = Response::new(Body::empty());
        if let Ok(v) = HeaderValue::from_str(&body.len().to_string()) {
            r.headers_mut().insert(header::CONTENT_LENGTH, v);
        }
        r
    } else {
        Response::new(Body::from(body))
    }
}

/// A strong validator from the file's size and modification time.
fn etag(meta: &std::fs::Metadata) -> String {
    let modified = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!("\"{:x}-{modified:x}\"", meta.len())
}

/// Whether `If-None-Match` names `tag` (or `*`).
fn not_modified(headers: &HeaderMap, tag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == tag || t == "*")
}

/// The headers every answer of the site carries; `framable` for the embed pages, which
/// other sites show in an iframe.
pub fn security_headers(h: &mut HeaderMap, framable: bool) {
    let set = |h: &mut HeaderMap, name, value| {
        h.insert(name, HeaderValue::from_static(value));
    };
    set(h, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    // Room ids and seat links are in addresses: never sent to another site.
    set(h, header::REFERRER_POLICY, "no-referrer");
    if framable {
        set(
            h,
            header::CONTENT_SECURITY_POLICY,
            "frame-ancestors *; base-uri 'self'; object-src 'none'",
        );
    } else {
        set(
            h,
            header::CONTENT_SECURITY_POLICY,
            "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
        );
        set(h, header::X_FRAME_OPTIONS, "SAMEORIGIN");
    }
}

/// Serves `file` (a plain file under `dist`) with its precompressed copy if the client
/// takes one, or `304` when the client has it.
async fn send_file(dist: &Path, file: &Path, headers: &HeaderMap, head: bool) -> Response {
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let cache = if is_hashed(name) { IMMUTABLE } else { NO_CACHE };
    let mut chosen = (file.to_path_buf(), None);
    for (coding, ext) in [("br", "br"), ("gzip", "gz")] {
        let mut candidate = file.as_os_str().to_owned();
        candidate.push(format!(".{ext}"));
        let candidate = PathBuf::from(candidate);
        if accepts(headers, coding) && is_file(dist, &candidate).await {
            chosen = (candidate, Some(coding));
            break;
        }
    }
    let Some(meta) = plain_file(dist, &chosen.0).await else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let tag = etag(&meta);
    let fresh = not_modified(headers, &tag);
    let body = if fresh {
        Vec::new()
    } else {
        match tokio::fs::read(&chosen.0).await {
            Ok(b) => b,
            Err(_) => return (StatusCode::NOT_FOUND, "not found").into_response(),
        }
    };
    let mut response = if fresh {
        let mut r = Response::new(Body::empty());
        *r.status_mut() = StatusCode::NOT_MODIFIED;
        r
    } else {
        body_or_length(body, head)
    };
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(file)),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    h.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if let Ok(v) = HeaderValue::from_str(&tag) {
        h.insert(header::ETAG, v);
    }
    if let Some(coding) = chosen.1 {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    response
}

/// The fallback route: a file of `dist`, or the page prerendered at the path, or
/// `app.html`; `/api/…` paths that no route took are 404.
pub async fn serve(
    State(app): State<Arc<App>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let path = uri.path();
    let framable = path == "/embed" || path.starts_with("/embed/");
    if !path_within_limits(path) {
        let mut response = (StatusCode::URI_TOO_LONG, "the address is too long").into_response();
        security_headers(response.headers_mut(), framable);
        return response;
    }
    let head = method == Method::HEAD;
    // Only a read asks the store for a room's game.
    let room = if head || method == Method::GET {
        room_page(&app, path, &headers).await
    } else {
        None
    };
    // A saved study's address: its page with the study in it.
    let saved = match room {
        None if head || method == Method::GET => {
            match crate::studies::page::saved_address(path, uri.query()) {
                Some((dir, game, id)) => {
                    saved_study_page(&app, &dir, game, &id, &headers, head).await
                }
                None => None,
            }
        }
        _ => None,
    };
    // A document is not content-hashed, so `send_file` has it revalidated.
    let mut response = match (saved, room) {
        (Some(response), _) => response,
        (None, Some(file)) => send_page(&app.settings.dist, &file, &headers, head).await,
        (None, None) => page(&app.settings.dist, path, &method, &headers).await,
    };
    security_headers(response.headers_mut(), framable);
    response
}

/// An online room's document: the frame of the room's game, which only the store knows,
/// prerendered in the language the person chose or their browser's
/// (`online/<game>/index.html`, `index.de.html`, …: [`page_file_name`]), loading that
/// game's `room` program; `online/<game>/app.html` in a build without frames. `None` for
/// any other path, a room that is not there, or a build without that program (then
/// `page` answers).
async fn room_page(app: &App, path: &str, headers: &HeaderMap) -> Option<PathBuf> {
    let room = path.strip_prefix("/online/")?;
    let plausible = !room.is_empty()
        && room.len() <= online::limits::ROOM_ID_MAX
        && room
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !plausible {
        return None;
    }
    let game = match app.store.game_of(room).await {
        Ok(game) => game?,
        Err(e) => {
            tracing::warn!(error = %e, "reading a room's game for its page");
            return None;
        }
    };
    // Only a game this server knows names a file.
    let game = game.parse::<rules::GameId>().ok()?;
    let dir = app.settings.dist.join("online").join(game.as_str());
    let names = page_file_names(headers).into_iter();
    for name in names.chain(["app.html".to_string()]) {
        let file = dir.join(name);
        if is_file(&app.settings.dist, &file).await {
            return Some(file);
        }
    }
    None
}

/// A saved study's page (`studies::page`): the study page's document in `dir` (in the
/// person's language if there is one, else `app.html`) with the study written into it, or
/// that it is not here (`404`). Never cached: the study can change. `None` when the build
/// has no such page or the store cannot answer: then the plain page is served, and the
/// app says it could not open the study.
async fn saved_study_page(
    app: &App,
    dir: &str,
    game: rules::GameId,
    id: &str,
    headers: &HeaderMap,
    head: bool,
) -> Option<Response> {
    let dist = &app.settings.dist;
    let mut document = None;
    for name in page_file_names(headers)
        .into_iter()
        .chain(["app.html".to_string()])
    {
        let Some(file) = resolve(dist, &format!("{dir}/{name}")) else {
            continue;
        };
        if is_file(dist, &file).await {
            document = tokio::fs::read_to_string(&file).await.ok();
            break;
        }
    }
    let document = document?;
    let found = if crate::secret::looks_like_study_id(id) {
        match app.store.study(id).await {
            Ok(found) => found.filter(|s| s.game == game.as_str()),
            Err(e) => {
                tracing::warn!(error = %e, "reading a saved study for its page");
                return None;
            }
        }
    } else {
        None
    };
    let status = if found.is_some() {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    let element = crate::studies::page::element(id, found.as_ref());
    let body = crate::studies::page::with_element(&document, &element);
    let mut response = body_or_length(body.into_bytes(), head);
    *response.status_mut() = status;
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::VARY, HeaderValue::from_static(PAGE_VARY));
    Some(response)
}

async fn page(dist: &Path, path: &str, method: &Method, headers: &HeaderMap) -> Response {
    if path == "/api" || path.starts_with("/api/") {
        return Refusal::new(online::ErrorCode::NoSuchRoom, "no such API path").into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, "GET only").into_response();
    }
    let head = method == Method::HEAD;
    // A path ending in `/` (the home page among them) names a page, not a file.
    if !path.ends_with('/') {
        if let Some(file) = resolve(dist, path) {
            if is_file(dist, &file).await {
                return send_file(dist, &file, headers, head).await;
            }
        }
    }
    let dir = path.trim_end_matches('/');
    for name in page_file_names(headers) {
        if let Some(page) = resolve(dist, &format!("{dir}/{name}")) {
            if is_file(dist, &page).await {
                return send_page(dist, &page, headers, head).await;
            }
        }
    }
    // The nearest `app.html` up the path: a game's own program for its lessons and
    // puzzles (`/cubus/learn/3` → `cubus/learn/app.html`), an embed's for its embeds, else the
    // app's. Only directories that exist are looked in: the walk down stops at the first
    // part that is not a plain directory, so a path costs a look-up per part at most twice.
    let parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
    let mut depth = 0;
    for part in &parts {
        let Some(next) = resolve(dist, &format!("/{}/{part}", parts[..depth].join("/"))) else {
            break;
        };
        match tokio::fs::symlink_metadata(&next).await {
            Ok(meta) if meta.is_dir() => depth += 1,
            _ => break,
        }
    }
    for n in (0..=depth).rev() {
        let fallback = dist.join(parts[..n].join("/")).join("app.html");
        if is_file(dist, &fallback).await {
            return send_file(dist, &fallback, headers, head).await;
        }
    }
    (
        StatusCode::NOT_FOUND,
        "the app is not built here (no app.html in the dist directory)",
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trunk_hashes_are_recognised() {
        assert!(is_hashed("app-0123456789abcdef_bg.wasm"));
        assert!(!is_hashed("ai_worker_bg.wasm"));
        assert!(is_hashed("mojave-ce7f1deb35fed92.css"));
        assert!(!is_hashed("mojave-cafe.css"));
        assert!(is_hashed("app-0123456789abcdef.js"));
        assert!(is_hashed("style-0123456789ABCDEF.css"));
        assert!(!is_hashed("app-0123456789abcdeg.js"));
        assert!(!is_hashed("sw.js"));
        assert!(!is_hashed("index.html"));
        assert!(!is_hashed("-0123456789abcdef.js"));
    }

    #[test]
    fn long_paths_are_refused_before_any_look_up() {
        assert!(path_within_limits("/embed/cubus/learn/3"));
        assert!(path_within_limits(&"/a".repeat(PATH_MAX_SEGMENTS)));
        assert!(!path_within_limits(&"/a".repeat(PATH_MAX_SEGMENTS + 1)));
        assert!(!path_within_limits(&format!(
            "/{}",
            "x".repeat(PATH_MAX_BYTES)
        )));
    }

    #[test]
    fn paths_stay_inside_dist() {
        let d = Path::new("/d");
        assert_eq!(resolve(d, "/"), Some(PathBuf::from("/d/index.html")));
        assert_eq!(resolve(d, "/a/b.js"), Some(PathBuf::from("/d/a/b.js")));
        assert_eq!(resolve(d, "/../etc/passwd"), None);
        assert_eq!(resolve(d, "/a/./b"), Some(PathBuf::from("/d/a/b")));
        assert_eq!(resolve(d, "/.git/config"), None);
        assert_eq!(resolve(d, "/a/.env"), None);
        assert_eq!(resolve(d, "/app.js.br"), None);
        assert_eq!(resolve(d, "/app.js.gz"), None);
    }

    #[test]
    fn the_page_language_follows_accept_language() {
        let name = |value: &'static str| {
            let mut h = HeaderMap::new();
            h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static(value));
            page_file_name(&h)
        };
        assert_eq!(page_file_name(&HeaderMap::new()), "index.html");
        assert_eq!(name("de-DE,de;q=0.9,en;q=0.8"), "index.de.html");
        assert_eq!(name("fr-FR, hu;q=0.5, en;q=0.4"), "index.hu.html");
        assert_eq!(name("en-GB, de"), "index.html");
        assert_eq!(name("de;q=0.2, hu;q=0.7"), "index.hu.html");
        assert_eq!(name("de;q=0, fr"), "index.html");
        assert_eq!(name("HU"), "index.hu.html");
        assert_eq!(name(";;,q=,de;q=x"), "index.de.html");
    }

    #[test]
    fn a_language_chosen_before_comes_before_accept_language() {
        let name = |cookie: &'static str| {
            let mut h = HeaderMap::new();
            h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("de"));
            h.insert(header::COOKIE, HeaderValue::from_static(cookie));
            page_file_name(&h)
        };
        assert_eq!(name("cube-table-lang=hu"), "index.hu.html");
        assert_eq!(name("a=1; cube-table-lang=en; b=2"), "index.html");
        assert_eq!(name("cube-table-lang=fr"), "index.de.html");
        assert_eq!(name("other-lang=hu"), "index.de.html");
        assert_eq!(name("cube-table-lang"), "index.de.html");
    }

    #[test]
    fn accept_encoding_is_read_with_q_zero_as_refusal() {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_static("gzip, br;q=0"),
        );
        assert!(accepts(&h, "gzip"));
        assert!(!accepts(&h, "br"));
    }
}
