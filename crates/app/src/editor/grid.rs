//! The board's places as buttons, in the game's own layout (a Cubulus layer, a Cubes or
//! Mojave board, Cubus's table, Cube Attack's planets): a click or Enter puts the chosen
//! piece there. A place a broken condition is about is marked and names it.

use yew::prelude::*;

use super::texts::Ed;
use super::CellView;
use crate::context::use_lang;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub parts: Vec<(String, Vec<Vec<CellView>>)>,
    /// Each broken condition's place with its index in the page's list of them.
    pub broken: Vec<(String, usize)>,
    pub on_click: Callback<String>,
}

#[function_component(PlaceGrid)]
pub fn place_grid(p: &Props) -> Html {
    let lang = use_lang();
    let cell = |c: &CellView| {
        let errors: Vec<usize> = p
            .broken
            .iter()
            .filter(|(place, _)| *place == c.place)
            .map(|(_, i)| *i)
            .collect();
        let described = (!errors.is_empty()).then(|| {
            errors
                .iter()
                .map(|i| format!("editor-error-{i}"))
                .collect::<Vec<_>>()
                .join(" ")
        });
        let piece = match c.token {
            Some(_) => c.words.clone(),
            None => lang.t(Ed::Empty).to_string(),
        };
        // The name begins with what the button shows (the piece's token, else the place's
        // name), so that a voice naming what is seen finds it.
        let shown = c.token.clone().unwrap_or_else(|| c.place.clone());
        let said = crate::tr!(lang, Ed::PlaceSays, place = c.place_words, piece = piece);
        let label = match c.place_words == shown {
            true => said,
            false => format!("{shown}, {said}"),
        };
        let style = c.owner.map(|s| {
            let colour = crate::colours::seat_colour(s);
            format!("--piece: {}; --piece-ink: {}", colour.light, colour.dark)
        });
        let place = c.place.clone();
        let onclick = p.on_click.reform(move |_: MouseEvent| place.clone());
        html! {
            <button type="button" class={classes!("place", c.token.is_some().then_some("filled"), (!errors.is_empty()).then_some("broken"))}
                    data-place={c.place.clone()} data-token={c.token.clone()} aria-label={label} title={c.words.clone()}
                    aria-describedby={described} {style} {onclick}>
                <span class="place-shown" aria-hidden="true">{ shown }</span>
            </button>
        }
    };
    html! {
        <div class="editor-places">
            { for p.parts.iter().map(|(label, rows)| {
                let columns = rows.iter().map(Vec::len).max().unwrap_or(1);
                html! {
                    <div class="editor-part" role="group" aria-label={(!label.is_empty()).then(|| label.clone())}>
                        if !label.is_empty() { <h3>{ label }</h3> }
                        <div class="editor-grid" style={format!("--columns: {columns}")}>
                            { for rows.iter().flat_map(|row| row.iter().map(cell)) }
                        </div>
                    </div>
                }
            }) }
        </div>
    }
}
