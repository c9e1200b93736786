//! A chapter's moves as a tree: the main line in order, each side line in brackets after
//! the move it is an alternative to, every move a button that shows its position.

use yew::prelude::*;

use super::texts::St;
use crate::context::use_lang;

#[derive(Properties, PartialEq)]
pub struct Props {
    /// Each move's parent (`None`: the start) and its notation, in the chapter's order.
    pub nodes: Vec<(Option<usize>, String)>,
    pub at: Option<usize>,
    pub on_goto: Callback<Option<usize>>,
}

/// The moves played from `from`, the main line first.
fn children(nodes: &[(Option<usize>, String)], from: Option<usize>) -> Vec<usize> {
    (0..nodes.len()).filter(|&i| nodes[i].0 == from).collect()
}

/// The move's number: how many moves lead to it, itself included.
fn ply(nodes: &[(Option<usize>, String)], node: usize) -> usize {
    std::iter::successors(Some(node), |&n| nodes[n].0).count()
}

#[function_component(MoveTree)]
pub fn move_tree(p: &Props) -> Html {
    let lang = use_lang();
    let button = |n: usize| {
        let on_goto = p.on_goto.clone();
        let current = p.at == Some(n);
        html! {
            <button type="button" class={classes!("study-move", current.then_some("current"))} data-node={n.to_string()}
                    aria-current={current.then_some("step")}
                    onclick={Callback::from(move |_: MouseEvent| on_goto.emit(Some(n)))}>
                { format!("{}. {}", ply(&p.nodes, n), p.nodes[n].1) }
            </button>
        }
    };
    // The line from `from` on: its first moves one after another, each move's alternatives
    // in brackets after it (their own lines inside).
    fn line(p: &Props, from: Option<usize>, button: &dyn Fn(usize) -> Html) -> Html {
        let mut out = Vec::new();
        let mut cur = from;
        loop {
            let next = children(&p.nodes, cur);
            let Some((&main, sides)) = next.split_first() else {
                break;
            };
            out.push(button(main));
            for &side in sides {
                out.push(html! {
                    <span class="side-line" data-side={side.to_string()}>
                        { "(" }{ button(side) }{ line(p, Some(side), button) }{ ")" }
                    </span>
                });
            }
            cur = Some(main);
        }
        html! { <>{ for out }</> }
    }
    let start = {
        let on_goto = p.on_goto.clone();
        let current = p.at.is_none();
        html! {
            <button type="button" class={classes!("study-move", current.then_some("current"))} data-node="start"
                    aria-current={current.then_some("step")}
                    onclick={Callback::from(move |_: MouseEvent| on_goto.emit(None))}>
                { lang.t(St::StartPosition) }
            </button>
        }
    };
    html! {
        <div class="study-moves" id="study-moves">
            { start }
            if p.nodes.is_empty() {
                <p class="muted">{ lang.t(St::NoMoves) }</p>
            } else {
                { line(p, None, &button) }
            }
        </div>
    }
}
