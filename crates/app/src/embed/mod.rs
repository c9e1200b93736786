//! Embedding: Cube Table in an iframe at `/embed/<game>?…`, driven by its host page
//! through `postMessage`. `params` reads the address, `protocol` the messages and events
//! (plain Rust, tested natively), `bridge` talks to the browser. The page itself is
//! `pages::embed`; the host's view of all this is `docs/embedding.md`.

pub mod bridge;
pub mod params;
pub mod protocol;
