//! One game's study page (see `app::start`): built once per game, with that game's Cargo
//! feature and the rules' `positions` feature (`scripts/build-programs.mjs`).

fn main() {
    app::start::study();
}
