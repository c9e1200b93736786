//! The layers view: the cube taken apart into its three layers, top first, each a grid of
//! buttons with the push points of its rows and columns round it, and above and below them
//! the push points of the upright lines. Real buttons laid out by CSS: wide screens show
//! everything side by side, phones one above the other with every target at least 44 px.

use rules::cubulus::{Axis, Ball, Cell, Cubulus, End, Line, Move};
use yew::prelude::*;

use super::play::{self, Target, Via};
use super::texts::{move_command, Tx};
use super::view_balls::{ball_colour, cell_label};
use crate::i18n::Lang;
use crate::storage::SeatInfo;

/// A layer's heading: "Layer 1 (bottom)", "Layer 2", "Layer 3 (top)".
pub(super) fn layer_label(z: u8, lang: Lang) -> String {
    let key = match z {
        0 => Tx::LayerBottom,
        2 => Tx::LayerTop,
        _ => Tx::LayerN,
    };
    crate::tr!(lang, key, n = z + 1)
}

/// Everything the layers need from the board.
pub struct Layers<'a> {
    pub g: &'a Cubulus,
    pub seats: &'a [SeatInfo],
    pub lang: Lang,
    pub interactive: bool,
    /// Where the previewed move sends balls: (from, to), `None` from the supply.
    pub preview: &'a [(Option<Cell>, Cell)],
    pub mover_ball: Option<Ball>,
    pub last_cells: &'a [Cell],
    pub winning: &'a [[Cell; 4]],
    pub hint: Option<Move>,
    pub selected: Option<Cell>,
    pub pending: Option<Move>,
    pub hover: UseStateHandle<Option<Target>>,
    /// A click: what was clicked and how (the last pointer down says whether a finger).
    pub act: Callback<(Target, Via)>,
    pub via: std::rc::Rc<std::cell::Cell<Via>>,
}

/// A ball as a round swatch with its seat's shape, in CSS (no gradient ids needed).
fn ball_swatch(ball: Ball, seats: &[SeatInfo], class: &'static str) -> Html {
    let c = ball_colour(ball, seats);
    let shape = match ball {
        Ball::Player(_) => html! {
            <svg viewBox="-10 -10 20 20" aria-hidden="true">
                <path d={c.shape.path(4.2)} fill="none" stroke={if c.fill == "#2a2a2e" { "#ddd" } else { "#fff" }} stroke-width="1.4" />
            </svg>
        },
        Ball::Neutral => html! {},
    };
    html! {
        <span class={classes!("lball", class)} aria-hidden="true"
              style={format!("background: radial-gradient(circle at 35% 30%, {}, {} 45%, {}); border-color: {}", c.light, c.fill, c.dark, c.dark)}>
            { shape }
        </span>
    }
}

impl Layers<'_> {
    fn events(
        &self,
        t: Target,
    ) -> (
        Callback<MouseEvent>,
        Callback<PointerEvent>,
        Callback<FocusEvent>,
        Callback<FocusEvent>,
    ) {
        let act = self.act.clone();
        let via = self.via.clone();
        let onclick = Callback::from(move |_: MouseEvent| act.emit((t, via.get())));
        let via = self.via.clone();
        let down = Callback::from(move |e: PointerEvent| {
            via.set(if e.pointer_type() == "mouse" {
                Via::Mouse
            } else {
                Via::Touch
            });
        });
        let hover = self.hover.clone();
        let focus = Callback::from(move |_: FocusEvent| hover.set(Some(t)));
        let hover = self.hover.clone();
        let blur = Callback::from(move |_: FocusEvent| hover.set(None));
        (onclick, down, focus, blur)
    }

    /// A push point: an arrow pointing into its line (a turn arrow when the line is full).
    fn push(&self, line: Line, end: End, area: String) -> Html {
        let t = Target::Push(line, end);
        let m = play::push_move(self.g, line, end);
        let arrow = match (&m, line.axis, end) {
            (Move::Rotate { .. }, ..) => "⟳",
            (_, Axis::X, End::Low) => "→",
            (_, Axis::X, End::High) => "←",
            (_, Axis::Y, End::Low) => "↓",
            (_, Axis::Y, End::High) => "↑",
            (_, Axis::Z, End::Low) => "▲",
            (_, Axis::Z, End::High) => "▼",
        };
        let notation = Move::Insert { line, end }.to_string();
        if !self.interactive || self.g.placing() {
            // Nothing to press when it is not this person's turn, the game is over, or
            // neutral balls are being placed.
            return html! { <span class="lpush off" style={area} aria-hidden="true"></span> };
        }
        let (onclick, onpointerdown, onfocus, onblur) = self.events(t);
        let hover = self.hover.clone();
        let onmouseenter = Callback::from(move |_: MouseEvent| hover.set(Some(t)));
        let hover = self.hover.clone();
        let onmouseleave = Callback::from(move |_: MouseEvent| hover.set(None));
        let hinted = play::hinted(self.hint, t);
        let pending = self.pending == Some(m);
        html! {
            <button type="button" class={classes!("lpush", "push", matches!(m, Move::Rotate { .. }).then_some("rotate"),
                                                  hinted.then_some("hinted"), pending.then_some("pending"))}
                    style={area} data-push={notation} aria-label={move_command(&m, self.lang)} title={move_command(&m, self.lang)}
                    {onclick} {onpointerdown} {onfocus} {onblur} {onmouseenter} {onmouseleave}>
                <span aria-hidden="true">{ arrow }</span>
            </button>
        }
    }

    /// A cell: its ball (or a dot), marks for the last move, a win, the preview and the hint;
    /// a button where a click does something (an empty cell while neutral balls are placed,
    /// a ball to turn its lines).
    fn cell(&self, cell: Cell, area: String) -> Html {
        let ball = self.g.ball(cell);
        let incoming =
            self.preview
                .iter()
                .find(|(_, to)| *to == cell)
                .map(|(from, _)| match from {
                    Some(f) => self.g.ball(*f),
                    None => self.mover_ball,
                });
        let win = self.winning.iter().any(|sq| sq.contains(&cell));
        let t = Target::Cell(cell);
        let classes = classes!(
            "lcell",
            self.last_cells.contains(&cell).then_some("last"),
            win.then_some("win"),
            play::hinted(self.hint, t).then_some("hinted"),
            (self.selected == Some(cell)).then_some("selected"),
            (self.pending == Some(Move::Place(cell))).then_some("pending"),
        );
        let content = html! {
            <>
                { match ball {
                    Some(b) => ball_swatch(b, self.seats, "here"),
                    None => html! { <span class="ldot" aria-hidden="true"></span> },
                } }
                { for incoming.flatten().map(|b| ball_swatch(b, self.seats, "ghost")) }
            </>
        };
        let label = cell_label(self.g, cell, self.seats, self.lang);
        let target = self.interactive && (self.g.placing() == ball.is_none());
        if !target {
            return html! {
                <span class={classes} style={area} role="img" aria-label={label} data-cell={cell.to_string()}>{ content }</span>
            };
        }
        let (onclick, onpointerdown, onfocus, onblur) = self.events(t);
        let placing = self.g.placing();
        let label = if placing {
            move_command(&Move::Place(cell), self.lang)
        } else {
            label
        };
        html! {
            <button type="button" class={classes!(classes, placing.then_some("empty-cell"))} style={area}
                    data-cell={cell.to_string()} data-place={placing.then(|| Move::Place(cell).to_string())}
                    aria-label={label} {onclick} {onpointerdown} {onfocus} {onblur}>
                { content }
            </button>
        }
    }

    /// One layer: a 5 × 5 grid with its nine cells in the middle and the push points of its
    /// rows (left, right) and columns (top, bottom) round them, each row and column with
    /// its number.
    fn layer(&self, z: u8) -> Html {
        let at = |row: u8, col: u8| format!("grid-row:{};grid-column:{}", row + 1, col + 1);
        let mut items = Vec::new();
        for i in 0..3u8 {
            let row = Line {
                axis: Axis::X,
                a: i,
                b: z,
            };
            items.push(self.push(row, End::Low, at(i + 1, 0)));
            items.push(self.push(row, End::High, at(i + 1, 4)));
            let col = Line {
                axis: Axis::Y,
                a: i,
                b: z,
            };
            items.push(self.push(col, End::Low, at(0, i + 1)));
            items.push(self.push(col, End::High, at(4, i + 1)));
            for x in 0..3u8 {
                items.push(self.cell(Cell { x, y: i, z }, at(i + 1, x + 1)));
            }
            // The numbers a goal or a move names ("row 3, column 3 of layer 1"), at the
            // left end of each row and the top of each column (issue 47: only a desktop
            // tooltip told them).
            let n = (i + 1).to_string();
            items.push(html! { <span class="lnum row" style={at(i + 1, 0)} aria-hidden="true">{ n.clone() }</span> });
            items.push(html! { <span class="lnum column" style={at(0, i + 1)} aria-hidden="true">{ n }</span> });
        }
        let label = layer_label(z, self.lang);
        html! {
            <section class="llayer" data-layer={(z + 1).to_string()} aria-label={label.clone()}>
                <h2 class="llabel">{ label }</h2>
                <div class="lgrid">{ for items }</div>
            </section>
        }
    }

    /// The push points of the nine upright lines at one end, laid out as the cells they
    /// enter.
    fn pad(&self, end: End) -> Html {
        let items = (0..3u8)
            .flat_map(|y| (0..3u8).map(move |x| (x, y)))
            .map(|(x, y)| {
                let line = Line {
                    axis: Axis::Z,
                    a: x,
                    b: y,
                };
                self.push(
                    line,
                    end,
                    format!("grid-row:{};grid-column:{}", y + 1, x + 1),
                )
            });
        let label = self.lang.t(match end {
            End::High => Tx::PushFromAbove,
            End::Low => Tx::PushFromBelow,
        });
        html! {
            <section class={classes!("lpad", if end == End::High { "above" } else { "below" })} aria-label={label}>
                <h2 class="llabel">{ label }</h2>
                <div class="lgrid pad">{ for items }</div>
            </section>
        }
    }
}

/// The layers view, top first: the pushes from above, layers 3, 2, 1, the pushes from below
/// (the pushes only when this person may push now).
pub fn layers(l: &Layers) -> Html {
    let pushes = l.interactive && !l.g.placing();
    html! {
        <div id="board" class="board-layers" role="group"
             aria-label={format!("{} — {}", crate::games::name(rules::GameId::Cubulus, l.lang), l.lang.t(Tx::LayersView))}>
            if pushes { { l.pad(End::High) } }
            { l.layer(2) }
            { l.layer(1) }
            { l.layer(0) }
            if pushes { { l.pad(End::Low) } }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_are_headed_in_every_language() {
        assert_eq!(
            Lang::ALL.map(|lang| [0, 1, 2].map(|z| layer_label(z, lang))),
            [
                ["Layer 1 (bottom)", "Layer 2", "Layer 3 (top)"],
                ["Ebene 1 (unten)", "Ebene 2", "Ebene 3 (oben)"],
                ["1. réteg (alul)", "2. réteg", "3. réteg (felül)"],
            ]
        );
    }
}
