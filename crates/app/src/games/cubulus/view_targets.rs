//! What can be clicked or focused on the Cubulus board: the push points round the cube and,
//! while neutral balls are placed, the empty cells.

use rules::cubulus::{Cell, Cubulus, End, Line, Move};
use yew::prelude::*;

use super::geometry::{self, Projected};
use super::play::{Target, Via};
use super::texts::move_command;
use crate::i18n::Lang;

/// Where a push point is drawn and how.
pub struct Marker {
    pub pos: Projected,
    /// The point its arrow points to (the line's first cell).
    pub toward: Projected,
    /// Behind the cube: drawn faintly.
    pub behind: bool,
    pub hinted: bool,
    /// The move it makes (an insertion, or the rotation of a full line).
    pub mv: Move,
}

/// A push point: hovering or focusing it previews its move, a click or Enter plays it.
pub fn push_marker(
    line: Line,
    end: End,
    m: Marker,
    hover: &UseStateHandle<Option<Target>>,
    act: &Callback<(Target, Via)>,
    lang: Lang,
) -> Html {
    let Marker {
        pos,
        toward,
        behind,
        ..
    } = m;

    let hovered = **hover == Some(Target::Push(line, end));
    let enter = {
        let hover = hover.clone();
        move || hover.set(Some(Target::Push(line, end)))
    };
    let leave = {
        let hover = hover.clone();
        move || hover.set(None)
    };
    let onfocus = {
        let enter = enter.clone();
        Callback::from(move |_: FocusEvent| enter())
    };
    let onmouseenter = Callback::from(move |_: MouseEvent| enter());
    let onblur = {
        let leave = leave.clone();
        Callback::from(move |_: FocusEvent| leave())
    };
    let onmouseleave = Callback::from(move |_: MouseEvent| leave());
    let onkeydown = {
        let act = act.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                act.emit((Target::Push(line, end), Via::Mouse));
            }
        })
    };
    let notation = Move::Insert { line, end }.to_string();
    let r = 7.0 * pos.scale;
    html! {
        <g class={classes!("push", behind.then_some("behind"), hovered.then_some("hover"), m.hinted.then_some("hinted"))}
           transform={format!("translate({:.1},{:.1})", pos.x, pos.y)}
           tabindex="0" role="button" aria-label={move_command(&m.mv, lang)}
           data-push={notation} {onfocus} {onblur} {onmouseenter} {onmouseleave} {onkeydown}>
            <title>{ move_command(&m.mv, lang) }</title>
            <circle r={format!("{:.1}", r + 7.0)} class="push-hit" />
            <path d={geometry::arrow_path((toward.x - pos.x, toward.y - pos.y), r)} class="push-dot" />
        </g>
    }
}

/// An empty cell as drawn, among the balls in depth order: a large circle while neutral
/// balls are placed, else a small dot. What a keyboard and a screen reader find is
/// [`places`], on top.
pub fn empty_cell(cell: Cell, pos: Projected, r: f64, placing: bool, hinted: bool) -> Html {
    let (cx, cy, r) = (
        format!("{:.1}", pos.x),
        format!("{:.1}", pos.y),
        format!("{r:.1}"),
    );
    let class = classes!(
        "empty-cell",
        placing.then_some("target"),
        hinted.then_some("hinted")
    );
    html! { <circle key={format!("e{cell}")} {class} {cx} {cy} {r} aria-hidden="true" /> }
}

/// Every cell once, in the order a reader goes (layer 3 to 1, row by row, as the layers
/// view lists them), whatever way the cube is turned (issue 47: the Tab order followed the
/// drawing's depth and changed as the cube turned, and placed balls were not there at all).
/// Each is a transparent circle over the cell as drawn: a button for an empty cell while
/// neutral balls are placed (clicks still go by the board's hit test), else a picture named
/// by its cell and ball.
pub fn places(
    g: &Cubulus,
    placing: bool,
    pos_of: &dyn Fn(Cell) -> Projected,
    r: f64,
    act: &Callback<(Target, Via)>,
    words: &dyn Fn(Cell) -> String,
    lang: Lang,
) -> Html {
    let order = (0..3u8)
        .rev()
        .flat_map(|z| (0..3u8).flat_map(move |y| (0..3u8).map(move |x| Cell { x, y, z })));
    html! {
        <g class="places">
            { for order.map(|cell| {
                let pos = pos_of(cell);
                let (cx, cy, r) = (format!("{:.1}", pos.x), format!("{:.1}", pos.y), format!("{:.1}", r * pos.scale));
                if placing && g.ball(cell).is_none() {
                    let onkeydown = {
                        let act = act.clone();
                        Callback::from(move |e: KeyboardEvent| {
                            if e.key() == "Enter" || e.key() == " " {
                                e.prevent_default();
                                act.emit((Target::Cell(cell), Via::Mouse));
                            }
                        })
                    };
                    let mv = Move::Place(cell);
                    html! {
                        <circle key={cell.to_string()} class="place target" {cx} {cy} {r} tabindex="0" role="button"
                                aria-label={move_command(&mv, lang)} data-place={mv.to_string()} {onkeydown} />
                    }
                } else {
                    html! {
                        <circle key={cell.to_string()} class="place" {cx} {cy} {r} role="img"
                                aria-label={words(cell)} data-cell={cell.to_string()} />
                    }
                }
            }) }
        </g>
    }
}
