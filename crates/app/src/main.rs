//! Cube Table's browser app. `state` is the reducer, `pages` and `components` draw the
//! shell, `games/<game>/` holds each game's board view, geometry and rules text.

mod ai_client;
mod app;
mod browser;
mod colours;
mod components;
mod embed;
#[cfg(test)]
mod fuzz;
mod games;
mod i18n;
mod online;
mod pages;
mod route;
mod state;
mod storage;

fn main() {
    // An embed (`/embed/<game>`) gets its own root: no header, no saved settings.
    if embed::bridge::is_embed_location() {
        yew::Renderer::<pages::embed::EmbedApp>::new().render();
    } else {
        yew::Renderer::<app::App>::new().render();
    }
}
