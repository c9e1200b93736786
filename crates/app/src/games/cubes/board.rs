//! The Cubes board: the 10×10 grid in SVG with a band for each seat on its side (name,
//! dependency card, action points), and below it the hand of the seat to move — shown only
//! after that seat's player confirmed at the device.
//!
//! The grid is one focusable element with an arrow-key cursor; a click or Enter on a square
//! asks the rules ([`Cubes::moves_at`]) what it may do there with the current choice.

use std::rc::Rc;

use rules::cubes::{Card, CardSet, Cubes, Move, Phase, Piece, Square, Stone};
use rules::{AnyGame, Game, Seat};
use yew::prelude::*;

use super::geometry::{self as geo, BAND, CELL, GRID, MARGIN, VIEW};
use super::play::{self, Choice, Device, KeyAct};
use super::texts::{self, Tx};
use crate::app::use_lang;
use crate::colours::{seat_colour, SeatColour};
use crate::games::BoardProps;

fn f1(v: f64) -> String {
    format!("{v:.1}")
}

/// A numbered stone centred on (0, 0): active is solid with a white number; inactive is
/// hatched with a dashed edge and a crossed badge, so the two differ without colour.
fn stone_view(s: Stone, colour: &SeatColour, seat: Seat) -> Html {
    let h = CELL * 0.38;
    let badge = colour.shape.path(3.6);
    if s.active {
        html! {
            <g class="stone active">
                <rect x={f1(-h)} y={f1(-h)} width={f1(2.0 * h)} height={f1(2.0 * h)} rx="5"
                      fill={colour.fill} stroke={colour.dark} stroke-width="1.5" />
                <path d={badge} transform={format!("translate({},{})", f1(-h + 6.0), f1(-h + 6.0))} fill="#fff" opacity="0.9" />
                <text class="num" y="7" fill="#fff" stroke={colour.dark}>{ s.number }</text>
            </g>
        }
    } else {
        html! {
            <g class="stone inactive">
                <rect x={f1(-h)} y={f1(-h)} width={f1(2.0 * h)} height={f1(2.0 * h)} rx="5"
                      fill={format!("url(#cubes-hatch-{seat})")} stroke={colour.dark} stroke-width="2"
                      stroke-dasharray="4 3" />
                <path d={badge} transform={format!("translate({},{})", f1(-h + 6.0), f1(-h + 6.0))} fill={colour.dark} />
                <text class="num" y="7" fill={colour.dark} stroke="#fff">{ s.number }</text>
                <g class="off-badge" transform={format!("translate({},{})", f1(h - 5.0), f1(h - 5.0))}>
                    <circle r="5.5" fill="#fff" stroke={colour.dark} stroke-width="1.2" />
                    <path d="M-2.6,-2.6 L2.6,2.6 M2.6,-2.6 L-2.6,2.6" stroke={colour.dark} stroke-width="1.6" />
                </g>
            </g>
        }
    }
}

/// The arrow of a shift card, pointing where the stone goes on the screen.
fn card_arrow(angle: f64, two: bool) -> Html {
    html! {
        <g transform={format!("rotate({angle} 20 20)")}>
            <line x1="20" y1="34" x2="20" y2="9" stroke="currentColor" stroke-width="3.5" stroke-linecap="round" />
            <path d="M11,15 L20,5 L29,15" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" />
            if two {
                <path d="M11,24 L20,14 L29,24" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round" />
            }
        </g>
    }
}

fn card_face(g: &Cubes, seat: Seat, card: Card) -> Html {
    let glyph = match card {
        Card::Shift(s) => {
            let heading = s.direction.heading(g.side(seat));
            return html! {
                <svg viewBox="0 0 40 40" aria-hidden="true">
                    { card_arrow(geo::heading_angle(heading), s.distance.squares() == 2) }
                </svg>
            };
        }
        // Seats follow each other clockwise round the board, so passing to the left
        // neighbour turns clockwise on the screen.
        Card::PassLeft => "↻",
        Card::PassRight => "↺",
        Card::Swap => "⇄",
    };
    html! { <span class="glyph" aria-hidden="true">{ glyph }</span> }
}

#[function_component(CubesBoard)]
pub fn board(p: &BoardProps) -> Html {
    let lang = use_lang();
    let choice = use_state(Choice::default);
    let device = use_mut_ref(Device::default);
    let redraw = use_force_update();
    let cursor = use_state(|| Square::new(4, 4));
    let focused = use_state(|| false);
    let svg_ref = use_node_ref();
    let hand_ref = use_node_ref();

    let shown = match &*p.game {
        AnyGame::Cubes(g) => Some(g.clone()),
        _ => None,
    };
    // Forget a choice once the position changes.
    {
        let choice = choice.clone();
        use_effect_with(shown.clone(), move |_| choice.set(Choice::Nothing));
    }
    let live_turn = shown
        .as_ref()
        .filter(|g| p.interactive && g.phase() == Phase::Play)
        .and_then(|g| g.to_move());
    let viewer = device.borrow_mut().viewer(live_turn);
    // Once a player confirms, keyboard focus moves from the vanished button to their hand.
    {
        let hand_ref = hand_ref.clone();
        use_effect_with(viewer, move |v| {
            if v.is_some() {
                if let Some(el) = hand_ref.cast::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        });
    }
    let Some(g) = shown else {
        return html! {};
    };
    let g = Rc::new(g);

    let players = g.players();
    let name = |s: Seat| -> String {
        p.seats
            .get(s)
            .map(|x| x.name.clone())
            .unwrap_or_else(|| lang.seat_name(s))
    };
    let colour = |s: Seat| seat_colour(p.seats.get(s).map(|x| x.colour).unwrap_or(s));
    let phase = g.phase();
    let mover = g.to_move();
    let can_act = play::can_act(&g, p.interactive, viewer);

    let hand: Vec<Card> = viewer
        .map(|s| g.hand(s).iter().collect())
        .unwrap_or_default();
    let chosen_cards = choice.cards(&hand);
    let chosen_shift = choice.shift(&hand);
    let chosen_stone = choice.stone(&g, viewer);
    let place_marks = chosen_stone.map(|n| g.placements(n)).unwrap_or_default();
    let shift_marks = chosen_shift.map(|s| g.shift_targets(s)).unwrap_or_default();

    let send = {
        let on_move = p.on_move.clone();
        let choice = choice.clone();
        move |m: Move| {
            choice.set(Choice::Nothing);
            on_move.emit(m.to_string());
        }
    };
    let act = {
        let g = g.clone();
        let send = send.clone();
        let cursor = cursor.clone();
        Callback::from(move |sq: Square| {
            cursor.set(Some(sq));
            if !can_act {
                return;
            }
            if let Some(m) = play::square_move(&g, sq, chosen_stone, chosen_shift) {
                send(m);
            }
        })
    };

    let onclick = {
        let act = act.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(rect) = svg_ref
                .cast::<web_sys::Element>()
                .map(|el| el.get_bounding_client_rect())
            else {
                return;
            };
            let (x, y) = geo::client_to_view(
                (e.client_x() as f64, e.client_y() as f64),
                (rect.left(), rect.top(), rect.width(), rect.height()),
            );
            if let Some(sq) = geo::square_at(x, y) {
                act.emit(sq);
            }
        })
    };
    let onkeydown = {
        let act = act.clone();
        let cursor = cursor.clone();
        let choice = choice.clone();
        let focused = focused.clone();
        Callback::from(move |e: KeyboardEvent| {
            let start = cursor.is_none();
            match play::key(*cursor, &e.key()) {
                KeyAct::Cursor(next) => {
                    // The first key only brings the cursor in; Tab must still leave.
                    if !start {
                        e.prevent_default();
                    }
                    cursor.set(Some(next));
                }
                KeyAct::Act(at) => {
                    e.prevent_default();
                    act.emit(at);
                }
                KeyAct::Clear => choice.set(Choice::Nothing),
                KeyAct::Ignore => {}
            }
            if !start {
                focused.set(true);
            }
        })
    };
    // The cursor shows for keyboard focus only (Tab, or an arrow key after a click).
    let onfocus = {
        let focused = focused.clone();
        let svg_ref = svg_ref.clone();
        Callback::from(move |_: FocusEvent| {
            let keyboard = svg_ref
                .cast::<web_sys::Element>()
                .and_then(|el| el.matches(":focus-visible").ok())
                .unwrap_or(false);
            focused.set(keyboard);
        })
    };
    let onblur = {
        let focused = focused.clone();
        Callback::from(move |_: FocusEvent| focused.set(false))
    };

    // --- The SVG ---------------------------------------------------------------------
    let defs = html! {
        <defs>
            <radialGradient id="cubes-white" cx="0.38" cy="0.32" r="0.75">
                <stop offset="0" stop-color="#ffffff" />
                <stop offset="0.7" stop-color="#f1ede3" />
                <stop offset="1" stop-color="#d6cfbf" />
            </radialGradient>
            { for (0..players).map(|s| {
                let c = colour(s);
                html! {
                    <pattern id={format!("cubes-hatch-{s}")} width="6" height="6" patternUnits="userSpaceOnUse"
                             patternTransform="rotate(45)">
                        <rect width="6" height="6" fill="#fbf8f1" />
                        <rect width="2.4" height="6" fill={c.fill} opacity="0.55" />
                    </pattern>
                }
            }) }
            <marker id="cubes-arrowhead" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 Z" fill="context-stroke" />
            </marker>
        </defs>
    };

    let bands = (0..players).map(|s| {
        let side = g.side(s);
        let c = colour(s);
        let dep = g.dependency(s);
        let dc = colour(dep);
        let to_move = mover == Some(s);
        let mut label = name(s);
        if label.chars().count() > 18 {
            label = label.chars().take(17).collect::<String>() + "…";
        }
        let dep_title = texts::counts_whom(lang, &name(s), &name(dep), dc.name(lang));
        let points = (to_move && phase == Phase::Play && g.outcome().is_none()).then(|| {
            let left = g.action_points_left();
            let third = g.third_point_taken();
            let max = 2 + u8::from(third);
            let discs = (0..3u8).map(|i| {
                let x = GRID - 44.0 + f64::from(i) * 15.0;
                let class = if i >= max {
                    "ap beside"
                } else if i < left {
                    "ap left"
                } else {
                    "ap spent"
                };
                html! { <circle class={class} cx={f1(x)} cy={f1(BAND / 2.0)} r="5.5" /> }
            });
            html! { <g class="points" aria-hidden="true">{ for discs }</g> }
        });
        html! {
            <g class={classes!("band", to_move.then_some("to-move"))} transform={geo::band_transform(side)}
               data-seat={s.to_string()}>
                <rect class="band-bg" x="0" y="2" width={f1(GRID)} height={f1(BAND - 4.0)} rx="7" />
                <path d={c.shape.path(7.5)} transform={format!("translate(15,{})", f1(BAND / 2.0))}
                      fill={c.fill} stroke={c.dark} stroke-width="1.5" />
                <text class="band-name" x="28" y={f1(BAND / 2.0 + 5.0)}>{ label }</text>
                if phase == Phase::Play {
                <text class="band-counts" x={f1(GRID - 118.0)} y={f1(BAND / 2.0 + 4.0)} text-anchor="end">{ lang.t(Tx::Counts) }</text>
                <g class="dep-card" transform={format!("translate({},4)", f1(GRID - 112.0))} role="img" aria-label={dep_title.clone()}>
                    <title>{ dep_title }</title>
                    <rect width="22" height={f1(BAND - 8.0)} rx="3" />
                    <path d={dc.shape.path(7.0)} transform={format!("translate(11,{})", f1((BAND - 8.0) / 2.0))}
                          fill={dc.fill} stroke={dc.dark} stroke-width="1.2" />
                </g>
                }
                { for points }
            </g>
        }
    });

    let pile = |x: f64, count: usize, label: String, class: &'static str| {
        html! {
            <g class={classes!("pile", class)} transform={format!("translate({},{})", f1(x), f1((MARGIN - 32.0) / 2.0))}
               role="img" aria-label={format!("{label}: {count}")}>
                <title>{ format!("{label}: {count}") }</title>
                <rect width="24" height="32" rx="3" />
                <text x="12" y="21" text-anchor="middle">{ count }</text>
            </g>
        }
    };
    let piles = (phase == Phase::Play).then(|| {
        html! {
            <>
                { pile((MARGIN - 24.0) / 2.0, g.draw_pile_len(), lang.t(Tx::DrawPile).to_string(), "draw") }
                { pile(VIEW - MARGIN + (MARGIN - 24.0) / 2.0, g.discard_pile().len(), lang.t(Tx::DiscardPile).to_string(), "discard") }
            </>
        }
    });

    let labels = (0..10u8).map(|i| {
        let (fx, fy) = geo::file_label(i);
        let (rx, ry) = geo::rank_label(i);
        html! {
            <>
                <text class="coord" x={f1(fx)} y={f1(fy + 4.0)} text-anchor="middle">{ ((b'a' + i) as char).to_string() }</text>
                <text class="coord" x={f1(rx)} y={f1(ry + 4.0)} text-anchor="middle">{ i + 1 }</text>
            </>
        }
    });

    let last = g.last_move();
    let last_squares: Vec<Square> = match last.map(|l| &l.played) {
        Some(Move::PlaceWhite(sq)) | Some(Move::PickUp(sq)) => vec![*sq],
        Some(Move::Place { square, .. }) => vec![*square],
        Some(Move::Shift { .. }) => last
            .and_then(|l| l.shifted)
            .map(|(_, to)| vec![to])
            .unwrap_or_default(),
        _ => Vec::new(),
    };
    let changed: Vec<Square> = last
        .map(|l| l.activated.iter().chain(&l.deactivated).copied().collect())
        .unwrap_or_default();
    let movable: Vec<Square> = shift_marks.iter().map(|&(from, _)| from).collect();
    let landing: Vec<Square> = shift_marks.iter().map(|&(_, to)| to).collect();

    let squares = Square::all().map(|sq| {
        let (x, y) = geo::square_origin(sq);
        let (cx, cy) = geo::square_centre(sq);
        let piece = g.piece(sq);
        let target = place_marks.contains(&sq);
        let dark = (sq.file() + sq.rank()) % 2 == 0;
        let setup_target = can_act && phase == Phase::Setup && piece.is_none();
        let content = match piece {
            Some(Piece::White) => html! {
                <circle class="white" cx={f1(cx)} cy={f1(cy)} r={f1(CELL * 0.36)} fill="url(#cubes-white)" />
            },
            Some(Piece::Stone(s)) => html! {
                <g transform={format!("translate({},{})", f1(cx), f1(cy))}>{ stone_view(s, colour(s.owner), s.owner) }</g>
            },
            None => html! {},
        };
        let mark = if target {
            html! {
                <>
                    <rect class="target" x={f1(x + 3.0)} y={f1(y + 3.0)} width={f1(CELL - 6.0)} height={f1(CELL - 6.0)} rx="5" />
                    <text class="ghost-num" x={f1(cx)} y={f1(cy + 6.0)} text-anchor="middle">{ chosen_stone.unwrap_or_default() }</text>
                </>
            }
        } else if movable.contains(&sq) {
            html! { <circle class="movable" cx={f1(cx)} cy={f1(cy)} r={f1(CELL * 0.46)} /> }
        } else if landing.contains(&sq) {
            html! { <circle class="landing" cx={f1(cx)} cy={f1(cy)} r={f1(CELL * 0.3)} /> }
        } else {
            html! {}
        };
        let ring = if last_squares.contains(&sq) {
            html! { <rect class="last" x={f1(x + 1.5)} y={f1(y + 1.5)} width={f1(CELL - 3.0)} height={f1(CELL - 3.0)} rx="4" /> }
        } else if changed.contains(&sq) {
            html! { <rect class="changed" x={f1(x + 1.5)} y={f1(y + 1.5)} width={f1(CELL - 3.0)} height={f1(CELL - 3.0)} rx="4" /> }
        } else {
            html! {}
        };
        let state = match piece {
            Some(Piece::Stone(s)) => Some(if s.active { "active" } else { "inactive" }),
            Some(Piece::White) => Some("white"),
            None => None,
        };
        html! {
            <g class={classes!("sq", target.then_some("is-target"), setup_target.then_some("is-setup"),
                               movable.contains(&sq).then_some("is-movable"), landing.contains(&sq).then_some("is-landing"))}
               data-sq={sq.to_string()} data-state={state}>
                <rect class={classes!("cell", dark.then_some("dark"))} x={f1(x)} y={f1(y)} width={f1(CELL)} height={f1(CELL)} />
                { mark }
                { content }
                { ring }
            </g>
        }
    });

    let arrows = shift_marks.iter().map(|&(from, to)| {
        let (x1, y1, x2, y2) = geo::arrow(from, to, CELL * 0.38);
        html! { <line class="shift-arrow" x1={f1(x1)} y1={f1(y1)} x2={f1(x2)} y2={f1(y2)} marker-end="url(#cubes-arrowhead)" /> }
    });
    let last_arrow = last.and_then(|l| l.shifted).map(|(from, to)| {
        let (x1, y1, x2, y2) = geo::arrow(from, to, CELL * 0.2);
        html! { <line class="last-arrow" x1={f1(x1)} y1={f1(y1)} x2={f1(x2)} y2={f1(y2)} marker-end="url(#cubes-arrowhead)" /> }
    });
    let cursor_mark = (*cursor).filter(|_| *focused).map(|sq| {
        let (x, y) = geo::square_origin(sq);
        html! { <rect class="cursor" x={f1(x + 1.0)} y={f1(y + 1.0)} width={f1(CELL - 2.0)} height={f1(CELL - 2.0)} rx="4" /> }
    });
    let cursor_text = (*cursor).filter(|_| *focused).map(|sq| {
        let at = sq.to_string();
        match g.piece(sq) {
            Some(Piece::White) => format!("{at}: {}", lang.t(Tx::White)),
            Some(Piece::Stone(s)) => {
                texts::stone_label(lang, &name(s.owner), s.number, &at, s.active)
            }
            None => format!("{at}: {}", lang.t(Tx::Empty)),
        }
    });

    let svg = html! {
        <svg ref={svg_ref} id="board" class="board cubes" viewBox={format!("0 0 {VIEW} {VIEW}")}
             tabindex="0" role="application" aria-label={lang.t(Tx::BoardLabel)}
             {onclick} {onkeydown} {onfocus} {onblur}>
            { defs }
            <rect class="frame" x={f1(MARGIN - 2.0)} y={f1(MARGIN - 2.0)} width={f1(GRID + 4.0)} height={f1(GRID + 4.0)} rx="3" />
            { for bands }
            { piles }
            { for labels }
            <g class="grid">{ for squares }</g>
            <g class="overlay" aria-hidden="true">
                { for last_arrow }
                { for arrows }
                { for cursor_mark }
            </g>
        </svg>
    };

    // --- Below the board: status, the device screen, the hand ------------------------
    let status = match (phase, mover) {
        (Phase::Setup, Some(s)) => html! {
            <p class="cubes-status" id="cubes-status">{ texts::setup_status(lang, &name(s), g.whites_to_place()) }</p>
        },
        (Phase::Play, Some(s)) => {
            let left = g.action_points_left();
            let third = g.third_point_taken();
            html! {
                <p class="cubes-status" id="cubes-status">
                    <strong>{ name(s) }</strong>{ ": " }
                    <span id="cubes-points" data-left={left.to_string()} data-third={third.to_string()}>
                        { texts::points_left(lang, left) }
                    </span>
                    { " · " }
                    <span class={classes!("third", third.then_some("taken"))}>
                        { if third { lang.t(Tx::ThirdTaken).to_string() } else { texts::third_not_taken(lang, g.active_sum(s)) } }
                    </span>
                </p>
            }
        }
        _ => html! {},
    };
    let piles_text = (phase == Phase::Play).then(|| {
        let discard = g.discard_pile();
        let listed = texts::pile_list(lang, discard);
        html! {
            <p class="cubes-piles muted" id="cubes-piles" data-draw={g.draw_pile_len().to_string()}
               data-discard={discard.len().to_string()}>
                { format!("{}: {} · {}: {} ({listed})", lang.t(Tx::DrawPile), g.draw_pile_len(),
                          lang.t(Tx::DiscardPile), discard.len()) }
            </p>
        }
    });

    let cover = match (live_turn, viewer) {
        (Some(s), None) => {
            let confirm = {
                let device = device.clone();
                let redraw = redraw.clone();
                Callback::from(move |_: MouseEvent| {
                    device.borrow_mut().confirm(s);
                    redraw.force_update();
                })
            };
            html! {
                <div class="cubes-cover" role="region" aria-label={texts::pass_device(lang, &name(s))}>
                    <p class="cover-title">{ texts::pass_device(lang, &name(s)) }</p>
                    <p class="muted">{ texts::pass_device_note(lang, &name(s)) }</p>
                    <button id="cubes-confirm" class="primary" onclick={confirm}>{ texts::i_am(lang, &name(s)) }</button>
                </div>
            }
        }
        _ => html! {},
    };

    let hand_area = viewer.map(|seat| {
        let supply = g.supply(seat);
        let c = colour(seat);
        let stones = supply.iter().map(|&n| {
            let pressed = chosen_stone == Some(n);
            let onclick = {
                let choice = choice.clone();
                Callback::from(move |_: MouseEvent| choice.set(choice.toggle_stone(n)))
            };
            html! {
                <button class="cubes-stone" data-stone={n.to_string()} aria-pressed={pressed.to_string()}
                        aria-label={texts::stone_button(lang, n)} {onclick}>
                    <svg viewBox="-18 -18 36 36" aria-hidden="true">
                        { stone_view(Stone { owner: seat, number: n, active: true }, c, seat) }
                    </svg>
                </button>
            }
        });
        let selected: Vec<usize> = match &*choice {
            Choice::Cards(ix) => ix.clone(),
            _ => Vec::new(),
        };
        let cards = hand.iter().enumerate().map(|(i, &card)| {
            let pressed = selected.contains(&i);
            let onclick = {
                let choice = choice.clone();
                Callback::from(move |_: MouseEvent| choice.set(choice.toggle_card(i)))
            };
            html! {
                <button class={classes!("cubes-card", if matches!(card, Card::Shift(_)) { "shift" } else { "change" })}
                        data-card={card.to_string()} aria-pressed={pressed.to_string()}
                        aria-label={texts::card_label(lang, card)} {onclick}>
                    { card_face(&g, seat, card) }
                    <span class="caption">{ texts::card_caption(lang, card) }</span>
                </button>
            }
        });

        let play_button = |m: Move, label: String, id: Option<&'static str>| {
            let send = send.clone();
            let data = m.to_string();
            html! {
                <button class="primary" {id} data-move={data} onclick={Callback::from(move |_: MouseEvent| send(m.clone()))}>{ label }</button>
            }
        };
        let (hint, card_actions) = match (chosen_stone, chosen_cards.as_slice()) {
            (Some(n), _) => (texts::stone_hint(lang, n, place_marks.len()), html! {}),
            (None, [Card::Shift(_)]) if shift_marks.is_empty() => (lang.t(Tx::HintShiftNone).to_string(), html! {}),
            (None, [Card::Shift(_)]) => (lang.t(Tx::HintShift).to_string(), html! {}),
            (None, [Card::PassLeft]) => (lang.t(Tx::HintPassLeft).to_string(),
                play_button(Move::PassLeft, lang.t(Tx::PlayCard).to_string(), Some("cubes-play-card"))),
            (None, [Card::PassRight]) => (lang.t(Tx::HintPassRight).to_string(),
                play_button(Move::PassRight, lang.t(Tx::PlayCard).to_string(), Some("cubes-play-card"))),
            (None, [Card::Swap]) => {
                let pairs = g.legal_moves().into_iter().filter_map(|m| match m {
                    Move::Swap(a, b) => Some(play_button(m, format!("{} ⇄ {}", name(a), name(b)), None)),
                    _ => None,
                });
                (lang.t(Tx::HintSwap).to_string(), html! { <span class="swap-pairs">{ for pairs }</span> })
            }
            (None, []) => (lang.t(Tx::HintIdle).to_string(), html! {}),
            (None, _) => (lang.t(Tx::HintExchange).to_string(), html! {}),
        };
        let exchange = (!chosen_cards.is_empty()).then(|| {
            let set: CardSet = chosen_cards.iter().copied().collect();
            let send = send.clone();
            html! {
                <button id="cubes-exchange" class="secondary" data-move={Move::Exchange(set).to_string()}
                        onclick={Callback::from(move |_: MouseEvent| send(Move::Exchange(set)))}>
                    { texts::exchange_button(lang, chosen_cards.len()) }
                </button>
            }
        });
        let clear = (*choice != Choice::Nothing).then(|| {
            let choice = choice.clone();
            html! { <button class="secondary" onclick={Callback::from(move |_: MouseEvent| choice.set(Choice::Nothing))}>{ lang.t(Tx::Clear) }</button> }
        });
        let end = {
            let send = send.clone();
            html! { <button id="cubes-end" class="secondary" onclick={Callback::from(move |_: MouseEvent| send(Move::EndTurn))}>{ lang.t(Tx::EndTurn) }</button> }
        };
        let hide = {
            let device = device.clone();
            let redraw = redraw.clone();
            let choice = choice.clone();
            Callback::from(move |_: MouseEvent| {
                device.borrow_mut().hide();
                choice.set(Choice::Nothing);
                redraw.force_update();
            })
        };
        html! {
            <div class="cubes-hand-area" ref={hand_ref.clone()} tabindex="-1" aria-label={lang.t(Tx::YourHand)}>
                <div class="cubes-row">
                    <span class="row-label">{ lang.t(Tx::YourStones) }</span>
                    <div class="cubes-stones" role="group" aria-label={lang.t(Tx::YourStones)}>
                        if supply.is_empty() {
                            <span class="muted">{ lang.t(Tx::AllStonesPlaced) }</span>
                        } else {
                            { for stones }
                        }
                    </div>
                </div>
                <div class="cubes-row">
                    <span class="row-label">{ lang.t(Tx::YourHand) }</span>
                    <div class="cubes-hand" role="group" aria-label={lang.t(Tx::YourHand)}>{ for cards }</div>
                </div>
                <p class="hint" id="cubes-hint" aria-live="polite">{ hint }</p>
                <div class="cubes-actions">
                    { card_actions }
                    { for exchange }
                    { for clear }
                    { end }
                    <button class="link hide-hand" onclick={hide}>{ lang.t(Tx::HideHand) }</button>
                </div>
            </div>
        }
    });

    let footer_hint = if phase == Phase::Setup && can_act {
        Some(lang.t(Tx::HintSetup))
    } else if !p.interactive && phase == Phase::Play {
        Some(lang.t(Tx::HintViewing))
    } else {
        None
    };

    html! {
        <div class="cubes-board">
            { svg }
            <p class="sr-only" aria-live="polite">{ cursor_text.unwrap_or_default() }</p>
            <div class="cubes-panel">
                { status }
                { for piles_text }
                { cover }
                { for hand_area }
                if let Some(h) = footer_hint {
                    <p class="hint muted">{ h }</p>
                }
                <p class="cubes-legend muted" aria-hidden="true">
                    { lang.t(Tx::Legend) }
                    <svg viewBox="-18 -18 36 36">{ stone_view(Stone { owner: 0, number: 4, active: true }, colour(0), 0) }</svg>
                    { lang.t(Tx::Active) }
                    <svg viewBox="-18 -18 36 36">{ stone_view(Stone { owner: 0, number: 4, active: false }, colour(0), 0) }</svg>
                    { lang.t(Tx::Inactive) }
                </p>
            </div>
        </div>
    }
}
