//! Renders the app's static pages into a Trunk build: `prerender <dist dir>`.
//! Run by `scripts/build-sw.mjs` after every `trunk build` (see `app::prerender`).
//! `prerender --games` prints the registry's game ids, one a line: the games whose own
//! programs `scripts/build-programs.mjs` builds.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    if std::env::args().nth(1).as_deref() == Some("--games") {
        for game in rules::GameId::ALL {
            println!("{game}");
        }
        return;
    }
    let Some(dist) = std::env::args().nth(1) else {
        eprintln!("usage: prerender <dist dir>");
        std::process::exit(2);
    };
    match app::prerender::run(std::path::Path::new(&dist)) {
        Ok(pages) => println!("prerendered {pages} pages into {dist}"),
        Err(e) => {
            eprintln!("prerender: {e}");
            std::process::exit(1);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}
