//! Cube Table's browser app. `state` is the reducer, `pages` and `components` draw the
//! shell, `games/<game>/` holds each game's board view, geometry and rules text.

mod ai_client;
mod app;
mod browser;
mod colours;
mod components;
mod games;
mod i18n;
mod pages;
mod route;
mod state;
mod storage;

fn main() {
    yew::Renderer::<app::App>::new().render();
}
