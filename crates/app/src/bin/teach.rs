//! One game's lessons' and puzzles' embeds (see `app::start`): built once per game, with
//! that game's Cargo feature alone (`scripts/build-programs.mjs`).

fn main() {
    app::start::teach();
}
