//! One game's study embed (see `app::start`): a study read step by step in a frame, built
//! once per game with that game's Cargo feature and the rules' `positions` feature
//! (`scripts/build-programs.mjs`).

fn main() {
    app::start::reader();
}
