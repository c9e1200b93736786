//! The account page only (see `app::start`): a program of its own, so that the home and
//! game pages do not carry it.

fn main() {
    app::start::account();
}
