//! The drawing tool's controls: drawing on or off, its colour and mark, what is drawn (each
//! shape in words, to rub out one by one), rubbing out all, and the picture to download.

use rules::drawing::{Colour, Mark};
use yew::prelude::*;

use super::texts::{colour_name, mark_name, Dr};
use super::{DrawAction, DrawState};
use crate::context::use_lang;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct Props {
    pub state: DrawState,
    pub on_action: Callback<DrawAction>,
    pub on_download: Callback<()>,
    /// A place's name in words (the game's own, for the list of shapes).
    #[prop_or_default]
    pub place_words: Option<Callback<String, String>>,
    #[prop_or(true)]
    pub enabled: bool,
}

/// The words of every shape of the drawing, each with the drawing it leaves when rubbed out.
fn shape_words(p: &Props, lang: Lang) -> Vec<(String, String, rules::drawing::Drawing)> {
    let words = |place: &str| match &p.place_words {
        Some(f) => f.emit(place.to_string()),
        None => place.to_string(),
    };
    let d = &p.state.drawing;
    let mut out = Vec::new();
    for (i, a) in d.arrows.iter().enumerate() {
        let mut rest = d.clone();
        rest.arrows.remove(i);
        let said = crate::tr!(
            lang,
            Dr::ArrowSays,
            colour = colour_name(a.colour, lang),
            from = words(&a.from),
            to = words(&a.to)
        );
        out.push((a.to_text(), said, rest));
    }
    for (i, m) in d.marks.iter().enumerate() {
        let mut rest = d.clone();
        rest.marks.remove(i);
        let said = crate::tr!(
            lang,
            Dr::MarkSays,
            colour = colour_name(m.colour, lang),
            mark = mark_name(m.mark, lang),
            place = words(&m.place)
        );
        out.push((m.to_text(), said, rest));
    }
    out
}

#[function_component(DrawTools)]
pub fn draw_tools(p: &Props) -> Html {
    let lang = use_lang();
    let s = &p.state;
    let act = |a: DrawAction| {
        let cb = p.on_action.clone();
        Callback::from(move |_: MouseEvent| cb.emit(a.clone()))
    };
    let choose = |a: DrawAction| {
        let cb = p.on_action.clone();
        Callback::from(move |_: Event| cb.emit(a.clone()))
    };
    let on_toggle = act(DrawAction::On(!s.on));
    let on_clear = act(DrawAction::Clear);
    let on_download = p.on_download.reform(|_: MouseEvent| ());
    let on_key = {
        let cb = p.on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cb.emit(DrawAction::Cancel);
            }
        })
    };
    html! {
        <section class="draw-tools" aria-labelledby="draw-heading" onkeydown={on_key}>
            <h2 id="draw-heading">{ lang.t(Dr::Heading) }</h2>
            <button id="draw-toggle" type="button" class={classes!("secondary", s.on.then_some("on"))}
                    aria-pressed={s.on.to_string()} onclick={on_toggle} disabled={!p.enabled}>
                { lang.t(Dr::Draw) }
            </button>
            if s.on {
                <p class="muted draw-hint">{ lang.t(Dr::Hint) }</p>
                <fieldset class="draw-choice">
                    <legend>{ lang.t(Dr::Colour) }</legend>
                    { for Colour::ALL.into_iter().map(|c| html! {
                        <label class="draw-colour" style={format!("--ink: {}", super::geometry::ink(c))}>
                            <input type="radio" name="draw-colour" value={c.letter().to_string()} checked={s.colour == c}
                                   onchange={choose(DrawAction::Colour(c))} />
                            { colour_name(c, lang) }
                        </label>
                    }) }
                </fieldset>
                <fieldset class="draw-choice">
                    <legend>{ lang.t(Dr::MarkKind) }</legend>
                    { for Mark::ALL.into_iter().map(|m| html! {
                        <label>
                            <input type="radio" name="draw-mark" value={mark_name(m, Lang::En)} checked={s.mark == m}
                                   onchange={choose(DrawAction::Mark(m))} />
                            { mark_name(m, lang) }
                        </label>
                    }) }
                </fieldset>
            }
            <p id="draw-status" class="muted" role="status">
                if s.full {
                    { crate::tr!(lang, Dr::Full, n = rules::limits::STUDY_SHAPES) }
                } else if let Some(from) = &s.from {
                    { crate::tr!(lang, Dr::From, place = from) }
                }
            </p>
            <h3>{ lang.t(Dr::Drawn) }</h3>
            { shapes_list(p, lang) }
            <div class="row">
                <button id="draw-clear" type="button" class="secondary" onclick={on_clear}
                        disabled={!p.enabled || s.drawing.is_empty()}>{ lang.t(Dr::Clear) }</button>
                <button id="draw-download" type="button" class="secondary" onclick={on_download}
                        disabled={!p.enabled}>{ lang.t(Dr::Download) }</button>
            </div>
        </section>
    }
}

fn shapes_list(p: &Props, lang: Lang) -> Html {
    let shapes = shape_words(p, lang);
    if shapes.is_empty() {
        return html! { <p id="draw-shapes" class="muted">{ lang.t(Dr::Nothing) }</p> };
    }
    html! {
        <ul id="draw-shapes" class="draw-shapes">
            { for shapes.into_iter().map(|(text, said, rest)| {
                let cb = p.on_action.clone();
                let onclick = Callback::from(move |_: MouseEvent| cb.emit(DrawAction::Load(rest.clone())));
                html! {
                    <li data-shape={text}>
                        <span>{ said.clone() }</span>
                        <button type="button" class="link-button" onclick={onclick}
                                aria-label={format!("{}: {}", lang.t(Dr::RubOut), said)}>{ lang.t(Dr::RubOut) }</button>
                    </li>
                }
            }) }
        </ul>
    }
}
