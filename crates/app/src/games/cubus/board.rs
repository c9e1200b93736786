//! The Cubus board: the stack drawn isometrically as its cards, the players' open cards and
//! scores, and a build editor. The editor is the stack as 4 × 4 column heights (a diamond
//! laid like the floor in the drawing): pick a column, add or remove crates, open a lid; the
//! rules' `evaluate_build` says at once whether the drawing is legal, which cards it takes
//! from the hand, which it gives back and the points. "Confirm build" sends the canonical
//! build the rules return.

use rules::cubus::{Cubus, Error, Move, Phase};
use rules::{AnyGame, Game, Seat};
use yew::prelude::*;

use super::geometry::{Edit, COLS};
use super::texts::{self as tx, Tx};
use super::view_verdict::{self, Verdict};
use super::{play, view_drawing, view_players};
use crate::context::use_lang;
use crate::games::{BoardOf, GameTexts};
use crate::i18n::T;
use crate::seat_names::seat_name;

#[function_component(CubusBoard)]
pub fn board(p: &BoardOf<Cubus>) -> Html {
    let lang = use_lang();
    let edit = use_state_eq(|| None::<Edit>);
    let sel = use_state_eq(|| 0usize);
    let note = use_state_eq(|| None::<String>);
    let grid_ref = use_node_ref();

    let key = match &*p.game {
        AnyGame::Cubus(g) => format!(
            "{}{:?}{}{:?}",
            g.stack(),
            g.phase(),
            g.deck_len(),
            g.scores()
        ),
        _ => String::new(),
    };
    {
        let (edit, note) = (edit.clone(), note.clone());
        use_effect_with(key, move |_| {
            edit.set(None);
            note.set(None);
        });
    }

    // A hinted build is laid into the editor, unless the player has started an edit.
    {
        let edit = edit.clone();
        let hinted = match (&*p.game, p.hint.as_ref()) {
            (AnyGame::Cubus(g), Some(Move::Build(b)))
                if p.interactive && g.situation().is_some() =>
            {
                Some(Edit::new(&b.stack, b.open))
            }
            _ => None,
        };
        use_effect_with(hinted, move |hinted| {
            if let (Some(e), None) = (hinted, *edit) {
                edit.set(Some(*e));
            }
        });
    }

    let AnyGame::Cubus(g) = &*p.game else {
        return html! {};
    };
    let seats = &p.seats;
    let name = |s: Seat| seat_name(seats, s, lang);
    let phase = g.phase().clone();
    let base = Edit::new(g.stack(), g.open_columns());
    let building = p.interactive && g.situation().is_some();
    let cur = if building {
        (*edit).unwrap_or(base)
    } else {
        base
    };
    let v = if building {
        Verdict::of(g, &base, &cur)
    } else {
        Verdict::Unchanged
    };
    let changed = building && cur != base;
    let selected = *sel;

    let set_edit = {
        let edit = edit.clone();
        let note = note.clone();
        move |e: Edit| {
            edit.set(Some(e));
            note.set(None);
        }
    };

    // ---- the drawing ----------------------------------------------------------------
    let state = play::Editor::new(base, cur, selected);
    let half_hidden = match &v {
        Verdict::Illegal(Error::HalfHidden(f)) => Some(*f),
        _ => None,
    };
    // A click on a lid in the drawing selects its column and puts a crate on it.
    let on_add = {
        let set_edit = set_edit.clone();
        let sel = sel.clone();
        Callback::from(move |c: usize| {
            let next = play::update(
                play::update(state, play::Input::Select(c)),
                play::Input::Raise,
            );
            sel.set(next.selected);
            set_edit(next.edit);
        })
    };
    let svg = view_drawing::drawing(g, lang, &state, changed, half_hidden, building, on_add);

    // ---- what to do -------------------------------------------------------------------
    let send = |m: Move| {
        let on_move = p.on_move.clone();
        Callback::from(move |_: MouseEvent| on_move.emit(m))
    };
    // A hint: its button is marked, or its build is laid into the editor (once, unless the
    // player has started an edit of their own), and it is said in words.
    let hint = p.hint.filter(|_| p.interactive);
    let hinted = |m: &Move| (hint.as_ref() == Some(m)).then_some("hinted");
    let mut actions: Vec<Html> = Vec::new();
    if p.interactive {
        match &phase {
            Phase::Draw => actions.push(html! {
                <button id="cb-draw" class={classes!("primary", hinted(&Move::Draw))} onclick={send(Move::Draw)}>{ lang.t(Tx::Draw) }</button>
            }),
            Phase::KnockWindow { .. } => {
                actions.push(html! { <button id="cb-knock" class={classes!("primary", hinted(&Move::Knock))} onclick={send(Move::Knock)}>{ lang.t(Tx::Knock) }</button> });
                actions.push(html! { <button id="cb-pass-knock" class={classes!(hinted(&Move::PassKnock))} onclick={send(Move::PassKnock)}>{ lang.t(Tx::PassKnock) }</button> });
            }
            _ => {}
        }
        if building && g.validate(&Move::NoBuild).is_ok() {
            let label = match phase {
                Phase::FinalBuild { .. } | Phase::Contest { .. } => lang.t(T::Pass),
                _ => lang.t(Tx::NoBuild),
            };
            actions.push(
                html! { <button id="cb-no-build" class={classes!(hinted(&Move::NoBuild))} onclick={send(Move::NoBuild)}>{ label }</button> },
            );
        }
    }
    let hint = match hint {
        Some(m) => {
            let words = tx::Texts::suggest_move(crate::games::hint_context(g, &m), &m, seats, lang);
            let load = match &m {
                Move::Build(b) if building => {
                    let set_edit = set_edit.clone();
                    let e = Edit::new(&b.stack, b.open);
                    html! { <button id="cb-hint" onclick={move |_| set_edit(e)}>{ lang.t(Tx::LoadHint) }</button> }
                }
                _ => html! {},
            };
            html! {
                <div class="cb-hint" data-move={m.to_string()}>
                    <p>{ format!("{}: {words}", lang.t(Tx::Suggested)) }</p>
                    { load }
                </div>
            }
        }
        None => html! {},
    };

    // ---- the editor ---------------------------------------------------------------------
    let editor = if building {
        let act = {
            let set_edit = set_edit.clone();
            move |e: Edit| set_edit(e)
        };
        let edited = move |input: play::Input| play::update(state, input).edit;
        let onkeydown = {
            let act = act.clone();
            let sel = sel.clone();
            let grid_ref = grid_ref.clone();
            Callback::from(move |ev: KeyboardEvent| {
                let Some(input) = play::key_input(&ev.key()) else {
                    return;
                };
                ev.prevent_default();
                let next = play::update(state, input);
                if next.edit != state.edit {
                    act(next.edit);
                }
                if next.selected != state.selected {
                    let n = next.selected;
                    sel.set(n);
                    if let Some(el) = grid_ref.cast::<web_sys::Element>() {
                        if let Ok(Some(b)) = el.query_selector(&format!("[data-col=\"{n}\"]")) {
                            if let Ok(b) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b)
                            {
                                let _ = b.focus();
                            }
                        }
                    }
                }
            })
        };
        let cells = (0..COLS).map(|c| {
            let (x, y) = (c % 4, c / 4);
            let h = cur.heights[c];
            let sel = sel.clone();
            let label = format!(
                "{} {} (x {}, y {}): {}{}",
                lang.t(Tx::Column),
                c + 1,
                x + 1,
                y + 1,
                if h == 0 { lang.t(T::Empty).to_string() } else { h.to_string() },
                if cur.is_open(c) { format!(", {}", lang.t(Tx::Open)) } else { String::new() }
            );
            html! {
                <button class={classes!("cb-cell", (c == selected).then_some("sel"), cur.is_open(c).then_some("open"), (h != base.heights[c]).then_some("changed"))}
                    style={format!("grid-row:{};grid-column:{}", x + 1, y + 1)}
                    data-col={c.to_string()} data-h={h.to_string()}
                    tabindex={if c == selected { "0" } else { "-1" }}
                    aria-pressed={(c == selected).to_string()} aria-label={label}
                    onclick={move |_| sel.set(play::update(state, play::Input::Select(c)).selected)}>
                    <span>{ if h == 0 { "·".to_string() } else { h.to_string() } }{ if cur.is_open(c) { "ᴼ" } else { "" } }</span>
                </button>
            }
        });
        let add = {
            let act = act.clone();
            move |_: MouseEvent| act(edited(play::Input::Raise))
        };
        let remove = {
            let act = act.clone();
            move |_: MouseEvent| act(edited(play::Input::Lower))
        };
        let open = {
            let act = act.clone();
            move |_: MouseEvent| act(edited(play::Input::ToggleOpen))
        };
        let shift = |dx: i32, dy: i32, label: Tx, arrow: &'static str, id: &'static str| {
            let act = act.clone();
            let can = cur.shifted(dx, dy).is_some();
            html! {
                <button id={id} class="cb-shift" disabled={!can} aria-label={lang.t(label)} title={lang.t(label)}
                    onclick={move |_| act(edited(play::Input::Shift(dx, dy)))}>{ arrow }</button>
            }
        };
        let reset = {
            let act = act.clone();
            move |_: MouseEvent| act(edited(play::Input::Reset))
        };
        let best = {
            let g = g.clone();
            let set_edit = set_edit.clone();
            let note = note.clone();
            move |_: MouseEvent| match g.best_build() {
                Some(b) => set_edit(Edit::new(&b.stack, b.open)),
                None => note.set(Some(lang.t(Tx::NoScoringBuild).to_string())),
            }
        };
        let verdict_html = view_verdict::verdict(g, lang, &v);
        let confirm = match play::build_move(g, &state).or_else(|| play::tried_build(g, &state)) {
            Some(m) => {
                html! { <button id="cb-confirm" class="primary" data-move={m.to_string()} onclick={send(m)}>{ lang.t(Tx::Confirm) }</button> }
            }
            _ => {
                html! { <button id="cb-confirm" class="primary" disabled=true>{ lang.t(Tx::Confirm) }</button> }
            }
        };
        let hand = g.situation().map(|s| s.hand).unwrap_or_default();
        html! {
            <section class="cb-editor" aria-label={lang.t(Tx::Editor)}>
                <h3>{ lang.t(Tx::Editor) }</h3>
                <div class="cb-usable">{ lang.t(Tx::YourCards) }{ ": " }{ view_players::hand_row(lang, hand) }</div>
                <div class="cb-edit-row">
                    <div class="cb-diamond">
                        <div class="cb-grid" ref={grid_ref.clone()} role="group" aria-label={lang.t(Tx::Editor)} {onkeydown}>
                            { for cells }
                        </div>
                    </div>
                    <div class="cb-tools">
                        <button id="cb-add" disabled={!cur.can_add(selected)} onclick={add}>{ "+ " }{ lang.t(Tx::AddCrate) }</button>
                        <button id="cb-remove" disabled={!cur.can_remove(selected)} onclick={remove}>{ "− " }{ lang.t(Tx::RemoveCrate) }</button>
                        <button id="cb-open" disabled={!cur.can_remove(selected)} aria-pressed={cur.is_open(selected).to_string()} onclick={open}>{ lang.t(Tx::OpenLid) }</button>
                        <div class="cb-shifts" role="group" aria-label={lang.t(Tx::Shift)}>
                            { shift(0, -1, Tx::ShiftBackLeft, "↖", "cb-shift-ym") }
                            { shift(-1, 0, Tx::ShiftBackRight, "↗", "cb-shift-xm") }
                            { shift(1, 0, Tx::ShiftFrontLeft, "↙", "cb-shift-xp") }
                            { shift(0, 1, Tx::ShiftFrontRight, "↘", "cb-shift-yp") }
                        </div>
                    </div>
                </div>
                { verdict_html }
                { for note.as_ref().map(|n| html! { <p class="cb-note">{ n.clone() }</p> }) }
                <div class="cb-buttons">
                    { confirm }
                    <button id="cb-reset" disabled={!changed} onclick={reset}>{ lang.t(Tx::Reset) }</button>
                    <button id="cb-best" onclick={best}>{ lang.t(Tx::ShowBuild) }</button>
                </div>
                <p class="cb-help">{ lang.t(Tx::EditorHelp) }</p>
            </section>
        }
    } else {
        html! {}
    };

    // ---- news and the players -------------------------------------------------------------
    let events: Vec<String> = g
        .events()
        .iter()
        .filter_map(|e| tx::event_line(lang, e, &name))
        .collect();
    let players = view_players::players(g, seats, lang);

    html! {
        <div class={classes!("cubus-board", building.then_some("building"))}>
            <div class="cb-news" id="cb-news" aria-live="polite">
                <p class="cb-phase">{ tx::phase_line(lang, &phase, g.current(), &name) }</p>
                { for events.iter().map(|e| html! { <p class="cb-event">{ e.clone() }</p> }) }
                { view_players::abbau_link(g, lang) }
            </div>
            <div class="cb-stage">{ svg }</div>
            <div class="cb-side">
                { if actions.is_empty() { html! {} } else { html! { <div class="cb-actions">{ for actions }</div> } } }
                { hint }
                { editor }
                { players }
            </div>
        </div>
    }
}
