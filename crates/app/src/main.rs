//! The whole app: every page (see `app::start`).

fn main() {
    app::start::full();
}
