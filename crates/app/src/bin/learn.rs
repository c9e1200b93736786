//! One game's lesson and puzzle pages (see `app::start`): built once per game, with that
//! game's Cargo feature alone (`scripts/build-programs.mjs`).

fn main() {
    app::start::learn();
}
