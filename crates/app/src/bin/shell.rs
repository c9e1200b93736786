//! The home and rules pages only (see `app::start`): the first program those pages load.

fn main() {
    app::start::shell();
}
