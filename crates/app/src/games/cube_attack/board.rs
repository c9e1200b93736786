//! The Cube Attack board: the map drawn from its data (orbits as ring arcs and spokes,
//! planets with kind icons, cube stacks with lives and weapon faces), the turn bar with
//! "End turn" / "Pass", the chosen cube's actions, the last move's announcement (an
//! `aria-live` region) and the score track to 64.
//!
//! Input: click or tap a cube (or its planet) to choose it; its destinations, activation and
//! attack targets are marked and a click on one plays it. Keyboard: Tab reaches the planet
//! cursor and the cubes, arrow keys move between planets, Enter acts, Escape cancels.

use std::rc::Rc;

use rules::cube_attack::{CubeAttack, Event, Group, Move, Planet, PlanetId, PlanetKind, Weapon};
use rules::{AnyGame, Game, Seat};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::geometry::{
    self, planet_centre, planet_radius, track, Point, CUBE, CUBE_DEPTH, HIT_RADIUS, VIEW,
};
use super::play::{self, Act, Choices, Stack};
use super::texts::{self, Tx};
use crate::app::use_lang;
use crate::colours::{seat_colour, SeatColour};
use crate::components::players::seat_mark;
use crate::games::BoardProps;
use crate::i18n::Lang;

/// Everything the drawing helpers need to know about the table.
struct Scene<'a> {
    g: &'a CubeAttack,
    lang: Lang,
    names: Vec<String>,
    colours: Vec<&'static SeatColour>,
    choices: Option<&'a Choices>,
}

impl Scene<'_> {
    fn colour(&self, seat: Seat) -> &'static SeatColour {
        self.colours
            .get(seat)
            .copied()
            .unwrap_or_else(|| seat_colour(seat))
    }

    fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| self.lang.seat_name(seat))
    }

    fn owner_of_start(&self, id: PlanetId) -> Option<Seat> {
        (0..self.g.players()).find(|&s| self.g.start_planet(s) == Some(id))
    }

    fn centre(&self, id: PlanetId) -> Point {
        self.g
            .map()
            .planet(id)
            .map(planet_centre)
            .unwrap_or((0.0, 0.0))
    }
}

fn f(v: f64) -> String {
    format!("{v:.1}")
}

fn translate((x, y): Point) -> String {
    format!("translate({x:.1},{y:.1})")
}

/// Focuses an SVG element by selector (`HTMLElement.focus` would refuse an SVG element).
fn focus(selector: &str) {
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
    else {
        return;
    };
    if let Ok(focus) = js_sys::Reflect::get(&el, &"focus".into()) {
        if let Ok(focus) = focus.dyn_into::<js_sys::Function>() {
            let _ = focus.call0(&el);
        }
    }
}

fn planet_selector(id: PlanetId) -> String {
    format!("#board [data-planet=\"{id}\"]")
}

fn stack_selector(s: &Stack) -> String {
    format!("#board [data-stack=\"{}\"]", stack_key(s))
}

fn stack_key(s: &Stack) -> String {
    format!("{}:{}", s.owner, s.group)
}

fn is_activate(e: &KeyboardEvent) -> bool {
    let key = e.key();
    key == "Enter" || key == " "
}

#[function_component(CubeAttackBoard)]
pub fn board(p: &BoardProps) -> Html {
    let lang = use_lang();
    let selected = use_state(|| None::<(Seat, Group)>);
    let cursor = use_state(|| None::<PlanetId>);
    let emitted = use_mut_ref(|| false);

    // After our own move the acting cube stays chosen; any other change forgets the choice.
    {
        let selected = selected.clone();
        let emitted = emitted.clone();
        use_effect_with(p.game.clone(), move |game| {
            let ours = std::mem::take(&mut *emitted.borrow_mut());
            let follow = match &**game {
                AnyGame::CubeAttack(g) if ours => play::follow(g.last_events()),
                _ => None,
            };
            selected.set(follow);
        });
    }

    let AnyGame::CubeAttack(g) = &*p.game else {
        return html! {};
    };
    let g = Rc::new(g.clone());
    let to_move = g.to_move();
    let interactive = p.interactive && to_move.is_some();
    let choices: Rc<Option<Choices>> = Rc::new(
        (*selected)
            .filter(|_| interactive)
            .and_then(|(seat, group)| play::choices(&g, seat, group)),
    );
    let legal = if interactive {
        g.legal_moves()
    } else {
        Vec::new()
    };
    let can_end = legal.contains(&Move::End);
    let can_pass = legal.contains(&Move::Pass);

    let scene = Scene {
        g: &g,
        lang,
        names: (0..g.players())
            .map(|s| {
                p.seats
                    .get(s)
                    .map(|x| x.name.clone())
                    .unwrap_or_else(|| lang.seat_name(s))
            })
            .collect(),
        colours: (0..g.players())
            .map(|s| seat_colour(p.seats.get(s).map(|x| x.colour).unwrap_or(s)))
            .collect(),
        choices: (*choices).as_ref(),
    };

    let apply = {
        let on_move = p.on_move.clone();
        let selected = selected.clone();
        let emitted = emitted.clone();
        Callback::from(move |act: Act| match act {
            Act::Play(m) => {
                *emitted.borrow_mut() = true;
                on_move.emit(m.to_string());
            }
            Act::Select(group) => selected.set(to_move.zip(group)),
        })
    };
    let on_planet = {
        let g = g.clone();
        let choices = choices.clone();
        let apply = apply.clone();
        let cursor = cursor.clone();
        Callback::from(move |id: PlanetId| {
            cursor.set(Some(id));
            if interactive {
                apply.emit(play::click_planet(&g, (*choices).as_ref(), id));
            }
        })
    };
    let on_stack = {
        let g = g.clone();
        let choices = choices.clone();
        let apply = apply.clone();
        Callback::from(move |s: Stack| {
            if interactive {
                apply.emit(play::click_stack(&g, (*choices).as_ref(), s));
            }
        })
    };
    let cancel = {
        let selected = selected.clone();
        Callback::from(move |_: ()| selected.set(None))
    };
    let on_key = {
        let cancel = cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cancel.emit(());
            }
        })
    };

    let planets = g.map().planets();
    let centres: Rc<Vec<Point>> = Rc::new(planets.iter().map(planet_centre).collect());
    let stacks = play::stacks(&g);
    let cursor_id = (*cursor)
        .or_else(|| to_move.and_then(|s| g.start_planet(s)))
        .or_else(|| planets.first().map(|p| p.id));

    // --- The map ---------------------------------------------------------------------------
    let orbits = g.map().orbits().iter().filter_map(|&(a, b)| {
        let (pa, pb) = (g.map().planet(a)?, g.map().planet(b)?);
        let start = pa.kind() == PlanetKind::Start || pb.kind() == PlanetKind::Start;
        Some(html! {
            <path class={classes!("orbit", start.then_some("start-orbit"))} d={geometry::orbit_path(pa, pb)} />
        })
    });

    let planet_views = planets.iter().enumerate().map(|(i, planet)| {
        let id = planet.id;
        let here: Vec<&Stack> = stacks.iter().filter(|s| s.group.planet == id).collect();
        let dest = scene.choices.and_then(|c| c.travel_to(id)).is_some();
        let own = scene.choices.is_some_and(|c| c.group.planet == id);
        let attacked = scene
            .choices
            .is_some_and(|c| c.attacks_on_planet(id).next().is_some());
        let focusable = cursor_id == Some(id) || dest;
        let onclick = {
            let on_planet = on_planet.clone();
            Callback::from(move |_: MouseEvent| {
                // Browsers leave the focus on the page when an SVG element is clicked; move
                // it here so Escape and the arrow keys go on from where the pointer acted.
                focus(&planet_selector(id));
                on_planet.emit(id);
            })
        };
        let onfocus = {
            let cursor = cursor.clone();
            Callback::from(move |_: FocusEvent| {
                if *cursor != Some(id) {
                    cursor.set(Some(id));
                }
            })
        };
        let onkeydown = {
            let on_planet = on_planet.clone();
            let centres = centres.clone();
            let cursor = cursor.clone();
            let ids: Vec<PlanetId> = planets.iter().map(|p| p.id).collect();
            Callback::from(move |e: KeyboardEvent| {
                let dir = match e.key().as_str() {
                    "ArrowLeft" => Some((-1.0, 0.0)),
                    "ArrowRight" => Some((1.0, 0.0)),
                    "ArrowUp" => Some((0.0, -1.0)),
                    "ArrowDown" => Some((0.0, 1.0)),
                    _ => None,
                };
                if let Some(dir) = dir {
                    e.prevent_default();
                    if let Some(next) = geometry::step_towards(&centres, i, dir) {
                        cursor.set(Some(ids[next]));
                        focus(&planet_selector(ids[next]));
                    }
                } else if is_activate(&e) {
                    e.prevent_default();
                    on_planet.emit(id);
                }
            })
        };
        html! {
            <g key={id.to_string()} data-planet={id.to_string()}
               class={classes!("planet", kind_class(planet.kind()), dest.then_some("dest"),
                               own.then_some("chosen"), attacked.then_some("in-range"))}
               transform={translate(planet_centre(planet))}
               tabindex={if focusable { "0" } else { "-1" }} role="button"
               aria-label={planet_label(&scene, planet, &here, dest)}
               {onclick} {onfocus} {onkeydown}>
                { planet_body(&scene, planet, !here.is_empty()) }
            </g>
        }
    });

    let focusable_stacks: Vec<String> = stacks
        .iter()
        .filter(|s| stack_focusable(&scene, s, interactive))
        .map(stack_key)
        .collect();
    let stack_views = planets.iter().flat_map(|planet| {
        let here: Vec<Stack> = stacks
            .iter()
            .filter(|s| s.group.planet == planet.id)
            .copied()
            .collect();
        let slots = geometry::stack_slots(here.len(), planet_radius(planet.kind()));
        let (cx, cy) = planet_centre(planet);
        here.into_iter()
            .zip(slots)
            .map(|(s, (dx, dy))| {
                let focusable = stack_focusable(&scene, &s, interactive);
                let onclick = {
                    let on_stack = on_stack.clone();
                    Callback::from(move |e: MouseEvent| {
                        e.stop_propagation();
                        focus(&stack_selector(&s));
                        on_stack.emit(s);
                    })
                };
                let onkeydown = {
                    let on_stack = on_stack.clone();
                    let order = focusable_stacks.clone();
                    Callback::from(move |e: KeyboardEvent| {
                        let key = e.key();
                        if is_activate(&e) {
                            e.prevent_default();
                            on_stack.emit(s);
                        } else if let Some(step) = match key.as_str() {
                            "ArrowRight" | "ArrowDown" => Some(1),
                            "ArrowLeft" | "ArrowUp" => Some(order.len().saturating_sub(1)),
                            _ => None,
                        } {
                            e.prevent_default();
                            if let Some(i) = order.iter().position(|k| *k == stack_key(&s)) {
                                let next = &order[(i + step) % order.len()];
                                focus(&format!("#board [data-stack=\"{next}\"]"));
                            }
                        }
                    })
                };
                stack_view(&scene, s, (cx + dx, cy + dy), focusable, onclick, onkeydown)
            })
            .collect::<Vec<_>>()
    });

    let activation = scene.choices.and_then(|c| {
        let m = c.activate?;
        let planet = g.map().planet(c.group.planet)?;
        let (x, y) = planet_centre(planet);
        let r = planet_radius(planet.kind());
        let label = format!(
            "{} {}: {}",
            lang.t(Tx::Activate),
            planet.id,
            texts::activation_gain(lang, planet.kind(), c.group.weapon)
        );
        let onclick = {
            let apply = apply.clone();
            Callback::from(move |e: MouseEvent| {
                e.stop_propagation();
                apply.emit(Act::Play(m));
            })
        };
        let onkeydown = {
            let apply = apply.clone();
            Callback::from(move |e: KeyboardEvent| {
                if is_activate(&e) {
                    e.prevent_default();
                    apply.emit(Act::Play(m));
                }
            })
        };
        Some(html! {
            <g class="activate" data-activate={c.group.to_string()} role="button" tabindex="0"
               aria-label={label.clone()} transform={translate((x + r * 0.78, y - r * 0.78))}
               {onclick} {onkeydown}>
                <title>{ label }</title>
                <circle class="activate-hit" r="26" />
                <circle class="activate-disc" r="19" />
                <path class="activate-star" d={star_path(13.0, 6.0)} />
            </g>
        })
    });

    let events = g.last_events();
    let svg = html! {
        <svg id="board" class="board ca-map" viewBox={format!("{} {} {} {}", -VIEW, -VIEW, 2.0 * VIEW, 2.0 * VIEW)}
             role="group" aria-label={lang.t(Tx::Map)}>
            <g class="orbits" aria-hidden="true">{ for orbits }</g>
            // Layers of fixed position, so that yew patches each in place.
            <g class="last-move">{ trail(&scene, events) }</g>
            <g class="planets">{ for planet_views }</g>
            <g class="moon-value-layer">{ for planets.iter().map(|p| moon_value(p, stacks.iter().any(|s| s.group.planet == p.id))) }</g>
            <g class="stacks">{ for stack_views }</g>
            <g class="activation">{ for activation }</g>
            { scores_on_map(&scene, events) }
        </svg>
    };

    // --- Around the map --------------------------------------------------------------------
    let turn_bar = {
        let end = {
            let apply = apply.clone();
            Callback::from(move |_: MouseEvent| apply.emit(Act::Play(Move::End)))
        };
        let pass = {
            let apply = apply.clone();
            Callback::from(move |_: MouseEvent| apply.emit(Act::Play(Move::Pass)))
        };
        let actions = g.actions_left();
        html! {
            <div class="ca-turn">
                <span class="ca-round">{ format!("{} {}", lang.t(Tx::Round), g.round()) }</span>
                if let Some(s) = to_move {
                    <span class="ca-mover">
                        { seat_mark(p.seats.get(s).map(|x| x.colour).unwrap_or(s)) }
                        <span class="ca-mover-name">{ scene.name(s) }</span>
                    </span>
                    <span class="ca-actions" id="actions-left">
                        { for (0..rules::cube_attack::ACTIONS_PER_TURN).map(|k| html! {
                            <span class={classes!("pip", (k < actions).then_some("on"))} aria-hidden="true" />
                        }) }
                        { texts::actions_left(lang, actions) }
                    </span>
                } else {
                    <span class="ca-mover">{ lang.t(Tx::GameOver) }</span>
                }
                <span class="ca-turn-buttons">
                    if can_end {
                        <button id="end-turn" class="primary" onclick={end}>{ lang.t(Tx::EndTurn) }</button>
                    }
                    if can_pass {
                        <button id="pass" class="primary" onclick={pass}>{ lang.t(Tx::Pass) }</button>
                    }
                </span>
            </div>
        }
    };

    let panel = if !interactive {
        html! {}
    } else if let Some(c) = scene.choices {
        chosen_panel(&scene, c, &stacks, &apply, &cancel)
    } else {
        let hint = if can_pass {
            Tx::HintNoCubes
        } else {
            Tx::HintChoose
        };
        html! { <p class="ca-panel hint muted">{ lang.t(hint) }</p> }
    };

    let lines = texts::announce(lang, events, &|s| scene.name(s));
    html! {
        <div class="cube-attack-board" onkeydown={on_key}>
            { turn_bar }
            { svg }
            { panel }
            <section class="ca-events" aria-live="polite" aria-label={lang.t(Tx::WhatHappened)}>
                { for lines.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </section>
            { score_track(&scene) }
        </div>
    }
}

fn kind_class(kind: PlanetKind) -> &'static str {
    match kind {
        PlanetKind::Start => "k-start",
        PlanetKind::ExtraCube => "k-cube",
        PlanetKind::ExtraLife => "k-life",
        PlanetKind::Armament => "k-arms",
        PlanetKind::HalfMoon => "k-half",
        PlanetKind::FullMoon => "k-full",
    }
}

fn stack_focusable(scene: &Scene, s: &Stack, interactive: bool) -> bool {
    let own = interactive
        && scene.g.to_move() == Some(s.owner)
        && !scene.g.moves_for_group(s.group).is_empty();
    own || scene
        .choices
        .is_some_and(|c| c.attack_on(s.target()).is_some())
}

/// "full moon V: Anna 2 cubes (1 life, unarmed); …".
fn planet_label(scene: &Scene, planet: &Planet, here: &[&Stack], dest: bool) -> String {
    let lang = scene.lang;
    let mut label = texts::planet_name(lang, planet.id);
    if let Some(s) = scene.owner_of_start(planet.id) {
        label.push_str(&format!(" ({})", scene.name(s)));
    }
    let contents: Vec<String> = here
        .iter()
        .map(|s| {
            format!(
                "{}: {} ({})",
                scene.name(s.owner),
                texts::cubes(lang, s.count),
                texts::group_traits(lang, s.group)
            )
        })
        .collect();
    if !contents.is_empty() {
        label.push_str(": ");
        label.push_str(&contents.join("; "));
    }
    if dest {
        label = format!("{} {} — {label}", lang.t(Tx::MoveTo), planet.id);
    }
    label
}

/// Where a planet's kind icon sits: centred, or on a badge at the rim when cubes stand there.
fn icon_transform(r: f64, occupied: bool) -> String {
    if occupied {
        let at = -0.74 * r;
        format!("translate({at:.1},{at:.1}) scale(0.62)")
    } else {
        "scale(1.25)".to_string()
    }
}

/// A moon's points beside its icon. Drawn outside the planet's button, whose spoken name
/// says the points in words (a bare "4" inside it would not match that name).
fn moon_value(planet: &Planet, occupied: bool) -> Html {
    let (x, value) = match planet.kind() {
        PlanetKind::HalfMoon => ("9", "2"),
        PlanetKind::FullMoon => ("14", "4"),
        _ => return html! {},
    };
    let r = planet_radius(planet.kind());
    html! {
        <g transform={translate(planet_centre(planet))} aria-hidden="true" class="moon-values">
            <g class="icon-at" transform={icon_transform(r, occupied)}>
                <text {x} y="7" class="moon-value">{ value }</text>
            </g>
        </g>
    }
}

fn planet_body(scene: &Scene, planet: &Planet, occupied: bool) -> Html {
    let kind = planet.kind();
    let r = planet_radius(kind);
    let start_owner = scene.owner_of_start(planet.id);
    let (fill, stroke) = match (kind, start_owner) {
        (PlanetKind::Start, Some(s)) => (scene.colour(s).light, scene.colour(s).dark),
        _ => ("", ""),
    };
    // With cubes on it the icon moves to a small badge on the rim, out of their way.
    let badge = occupied.then(|| {
        let at = -0.74 * r;
        (
            (),
            html! { <circle class="badge" cx={f(at)} cy={f(at)} r="14" /> },
        )
    });
    let icon_at = icon_transform(r, occupied);
    let icon = match kind {
        PlanetKind::Start => match start_owner {
            Some(s) => {
                let c = scene.colour(s);
                html! { <path class="icon seat-icon" d={c.shape.path(15.0)} style={format!("fill:{}", c.fill)} /> }
            }
            None => html! { <path class="icon" d={crate::colours::Shape::Circle.path(10.0)} /> },
        },
        PlanetKind::ExtraCube => html! {
            <g class="icon">
                <path d="M-12,-3 l10,-6 l10,6 v12 l-10,6 l-10,-6 z M-12,-3 l10,6 l10,-6 M-2,3 v12" />
                <path class="plus" d="M9,-14 h10 M14,-19 v10" />
            </g>
        },
        PlanetKind::ExtraLife => html! {
            <path class="icon" d="M0,13 C-20,0 -12,-16 0,-7 C12,-16 20,0 0,13 Z" />
        },
        PlanetKind::Armament => html! {
            <g class="icon">
                <circle r="10" />
                <path d="M0,-17 v11 M0,17 v-11 M-17,0 h11 M17,0 h-11" />
            </g>
        },
        PlanetKind::HalfMoon => html! {
            <g class="icon">
                <path d="M3,-15 A15,15 0 1,0 3,15 A11,15 0 1,1 3,-15 Z" />
            </g>
        },
        PlanetKind::FullMoon => html! {
            <g class="icon">
                <circle cx="-5" r="15" />
            </g>
        },
    };
    html! {
        <>
            <circle class="hit" r={f(HIT_RADIUS)} />
            <circle class="ring" r={f(r + 7.0)} />
            <circle class={classes!("body", (!fill.is_empty()).then_some("seated"))} r={f(r)}
                    style={(!fill.is_empty()).then(|| format!("fill:{fill};stroke:{stroke}"))} />
            { for badge.map(|(_, b)| b) }
            <g class={classes!("icon-at", occupied.then_some("in-badge"))} transform={icon_at}>{ icon }</g>
            <text class="planet-id" aria-hidden="true" y={f(r + 20.0)}>{ planet.id.to_string() }</text>
            <title>{ texts::planet_name(scene.lang, planet.id) }</title>
        </>
    }
}

/// A stack: one or two cubes high (lives), the weapon face on top, the count and the
/// owner's shape beside it.
fn stack_view(
    scene: &Scene,
    s: Stack,
    at: Point,
    focusable: bool,
    onclick: Callback<MouseEvent>,
    onkeydown: Callback<KeyboardEvent>,
) -> Html {
    let lang = scene.lang;
    let c = scene.colour(s.owner);
    let chosen = scene
        .choices
        .is_some_and(|ch| ch.group == s.group && scene.g.to_move() == Some(s.owner));
    let target = scene
        .choices
        .is_some_and(|ch| ch.attack_on(s.target()).is_some());
    let lives = f64::from(s.group.lives.max(1));
    let (h, d) = (CUBE / 2.0, CUBE_DEPTH);
    let top = -lives * CUBE;
    let cubes = (0..s.group.lives.max(1)).map(|k| {
        let y = -(f64::from(k) + 1.0) * CUBE;
        html! {
            <>
                <path class="side" fill={c.dark}
                      d={format!("M{:.1},{y:.1} l{d:.1},{:.1} v{CUBE:.1} l{:.1},{d:.1} z", h, -d, -d)} />
                <rect class="face" x={f(-h)} y={f(y)} width={f(CUBE)} height={f(CUBE)} fill={c.fill} stroke={c.dark} />
            </>
        }
    });
    let cap = format!(
        "M{:.1},{top:.1} l{d:.1},{:.1} h{CUBE:.1} l{:.1},{d:.1} z",
        -h, -d, -d
    );
    let mark_y = top + CUBE / 2.0;
    let mark = match s.group.weapon {
        Weapon::Unarmed => html! {},
        Weapon::Short => html! {
            <path class="weapon" d={format!("M0,{:.1} l8,13 h-16 z", mark_y - 7.5)} />
        },
        Weapon::Long => html! {
            <rect class="weapon" x="-6.5" y={f(mark_y - 6.5)} width="13" height="13" />
        },
    };
    let label = format!(
        "{}: {} {} {} ({})",
        scene.name(s.owner),
        texts::cubes(lang, s.count),
        match lang {
            Lang::En => "on",
            Lang::De => "auf",
            Lang::Hu => "–",
        },
        s.group.planet,
        texts::group_traits(lang, s.group)
    );
    let label = if target {
        format!("{} — {label}", lang.t(Tx::Attack))
    } else {
        label
    };
    html! {
        <g key={stack_key(&s)} data-stack={stack_key(&s)}
           class={classes!("stack", chosen.then_some("chosen"), target.then_some("target"), focusable.then_some("live"))}
           transform={translate(at)} tabindex={focusable.then_some("0")}
           role={focusable.then_some("button")} aria-label={label.clone()}
           aria-pressed={focusable.then(|| chosen.to_string())}
           {onclick} {onkeydown}>
            <title>{ label }</title>
            <rect class="stack-hit" x={f(-h - 5.0)} y={f(top - d - 5.0)} width={f(CUBE + d + 10.0)}
                  height={f(-top + d + 10.0)} rx="5" />
            { for cubes }
            <path class="cap" d={cap} fill={c.light} stroke={c.dark} />
            { mark }
            <path class="owner" d={c.shape.path(5.5)} transform={format!("translate(0,{:.1})", 9.0)}
                  fill={c.fill} stroke="#fff" stroke-width="1.2" />
            if s.count > 1 {
                <g class="count" transform={format!("translate({:.1},{:.1})", h + d + 1.0, top - d + 1.0)}>
                    <circle r="10" />
                    <text y="4.5" aria-hidden="true">{ s.count.to_string() }</text>
                </g>
            }
            if target {
                <g class="crosshair" transform={format!("translate({:.1},{:.1})", d / 2.0, top / 2.0)}>
                    <circle class="halo" r={f(-top / 2.0 + 12.0)} />
                    <path class="halo" d={crosshair_ticks(-top / 2.0 + 16.0)} />
                    <circle r={f(-top / 2.0 + 12.0)} />
                    <path d={crosshair_ticks(-top / 2.0 + 16.0)} />
                </g>
            }
        </g>
    }
}

/// Four ticks pointing in from radius `r`.
fn crosshair_ticks(r: f64) -> String {
    format!(
        "M0,{a:.1} v10 M0,{r:.1} v-10 M{a:.1},0 h10 M{r:.1},0 h-10",
        a = -r
    )
}

/// A small crosshair for the attack buttons (fonts lack a reliable glyph for it).
fn crosshair_icon() -> Html {
    html! {
        <svg class="btn-icon" viewBox="-10 -10 20 20" aria-hidden="true">
            <circle r="6" /><path d="M0,-10 v6 M0,10 v-6 M-10,0 h6 M10,0 h-6" />
        </svg>
    }
}

fn star_path(outer: f64, inner: f64) -> String {
    let mut d = String::new();
    for i in 0..10 {
        let a = std::f64::consts::PI * f64::from(i) / 5.0 - std::f64::consts::FRAC_PI_2;
        let r = if i % 2 == 0 { outer } else { inner };
        d.push_str(&format!(
            "{}{:.1},{:.1} ",
            if i == 0 { 'M' } else { 'L' },
            r * a.cos(),
            r * a.sin()
        ));
    }
    d.push('Z');
    d
}

/// The last action drawn on the map: a trail for a move, a strike for an attack, a ring
/// for an activation.
fn trail(scene: &Scene, events: &[Event]) -> Html {
    let Some(first) = events.first() else {
        return html! {};
    };
    let line = |class: &'static str, a: PlanetId, b: PlanetId| {
        let ((x1, y1), (x2, y2)) = (scene.centre(a), scene.centre(b));
        html! {
            <g class={classes!("trail", class)} aria-hidden="true">
                <line x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} />
                <circle cx={f(x2)} cy={f(y2)} r="8" />
            </g>
        }
    };
    match *first {
        Event::Travelled { group, to, .. } => line("moved", group.planet, to),
        Event::Attacked {
            attacker, target, ..
        } if attacker.planet != target.group.planet => {
            line("struck", attacker.planet, target.group.planet)
        }
        Event::Attacked { attacker, .. } => {
            let (x, y) = scene.centre(attacker.planet);
            html! { <circle class="trail struck-here" cx={f(x)} cy={f(y)} r="72" aria-hidden="true" /> }
        }
        Event::Activated { group, .. } => {
            let (x, y) = scene.centre(group.planet);
            html! { <circle class="trail activated" cx={f(x)} cy={f(y)} r="70" aria-hidden="true" /> }
        }
        _ => html! {},
    }
}

/// "+2" badges in the scorers' colours over the moons that scored at the end of the round.
fn scores_on_map(scene: &Scene, events: &[Event]) -> Html {
    let mut per_moon: Vec<(PlanetId, Vec<(Seat, u32)>)> = Vec::new();
    for e in events {
        if let Event::MoonScored {
            seat,
            moon,
            half_points,
            ..
        } = *e
        {
            match per_moon.iter_mut().find(|(m, _)| *m == moon) {
                Some((_, list)) => list.push((seat, half_points)),
                None => per_moon.push((moon, vec![(seat, half_points)])),
            }
        }
    }
    let badges = per_moon.into_iter().flat_map(|(moon, list)| {
        let (x, y) = scene.centre(moon);
        let r = planet_radius(moon.kind);
        let n = list.len() as f64;
        list.into_iter().enumerate().map(move |(i, (seat, hp))| {
            let c = scene.colour(seat);
            let bx = x + (i as f64 - (n - 1.0) / 2.0) * 46.0;
            html! {
                <g transform={translate((bx, y - r - 16.0))}>
                    <g class="score-pop" data-moon={moon.to_string()} data-seat={seat.to_string()}>
                        <rect x="-22" y="-14" width="44" height="26" rx="13" fill={c.fill} stroke="#fff" stroke-width="2" />
                        <text y="5">{ format!("+{}", texts::points(scene.lang, hp)) }</text>
                    </g>
                </g>
            }
        })
    });
    html! { <g class="scores" aria-hidden="true">{ for badges }</g> }
}

fn chosen_panel(
    scene: &Scene,
    c: &Choices,
    stacks: &[Stack],
    apply: &Callback<Act>,
    cancel: &Callback<()>,
) -> Html {
    let lang = scene.lang;
    let g = scene.g;
    let count = stacks
        .iter()
        .find(|s| Some(s.owner) == g.to_move() && s.group == c.group)
        .map_or(1, |s| s.count);
    let play = |m: Move| {
        let apply = apply.clone();
        Callback::from(move |_: MouseEvent| apply.emit(Act::Play(m)))
    };
    let others = play::playable_groups(g, Some(c.group.planet));
    let chips = (others.len() > 1).then(|| {
        html! {
            <div class="ca-chips" role="group" aria-label={lang.t(Tx::AlsoHere)}>
                <span class="muted">{ lang.t(Tx::AlsoHere) }</span>
                { for others.iter().map(|&gr| {
                    let apply = apply.clone();
                    let pressed = gr == c.group;
                    html! {
                        <button class="chip" aria-pressed={pressed.to_string()}
                                onclick={Callback::from(move |_: MouseEvent| apply.emit(Act::Select(Some(gr))))}>
                            { texts::group_traits(lang, gr) }
                        </button>
                    }
                }) }
            </div>
        }
    });
    let kind = c.group.planet.kind;
    let activate = c.activate.map(|m| {
        html! {
            <button class="act-activate" data-move={m.to_string()} onclick={play(m)}>
                { format!("★ {} {}: {}", lang.t(Tx::Activate), c.group.planet,
                          texts::activation_gain(lang, kind, c.group.weapon)) }
            </button>
        }
    });
    let travel = c.travel.iter().map(|&(to, m)| {
        html! {
            <button class="act-move" data-move={m.to_string()} onclick={play(m)}>
                { format!("{} {}", lang.t(Tx::MoveTo), texts::planet_name(lang, to)) }
            </button>
        }
    });
    let attacks = c.attacks.iter().map(|&(target, m)| {
        html! {
            <button class="act-attack" data-move={m.to_string()} onclick={play(m)}>
                { crosshair_icon() }
                { format!("{}: {} — {} ({})", lang.t(Tx::Attack), scene.name(target.owner),
                          target.group.planet, texts::group_traits(lang, target.group)) }
            </button>
        }
    });
    let cancel = cancel.reform(|_: MouseEvent| ());
    html! {
        <div class="ca-panel chosen-panel">
            <p class="ca-chosen">
                <strong>{ format!("{}: ", lang.t(Tx::Selected)) }</strong>
                { format!("{} — {} ({})", texts::cubes(lang, count), c.group.planet,
                          texts::group_traits(lang, c.group)) }
            </p>
            { for chips }
            <div class="ca-actions-list">
                { for activate }
                { for attacks }
                { for travel }
                <button class="secondary" id="cancel-choice" onclick={cancel}>{ lang.t(Tx::Cancel) }</button>
            </div>
            <p class="hint muted">{ lang.t(Tx::HintTargets) }</p>
        </div>
    }
}

fn score_track(scene: &Scene) -> Html {
    let g = scene.g;
    let seats: Vec<Seat> = (0..g.players()).collect();
    let xs: Vec<f64> = seats
        .iter()
        .map(|&s| track::x(g.score_half_points(s)))
        .collect();
    let lanes = track::lanes(&xs);
    let top_lane = lanes.iter().copied().max().unwrap_or(0) as f64;
    let base = 26.0 + (top_lane + 1.0) * track::LANE;
    let height = base + 24.0;
    let ticks = (0..=track::POINTS).map(|pt| {
        let x = track::x(pt * 2);
        let major = pt.is_multiple_of(8);
        let len = if major { 8.0 } else { 4.0 };
        html! {
            <>
                <line class={classes!("tick", major.then_some("major"))} x1={f(x)} x2={f(x)} y1={f(base)} y2={f(base + len)} />
                if major { <text class="tick-label" x={f(x)} y={f(base + 22.0)}>{ pt.to_string() }</text> }
            </>
        }
    });
    let markers = seats.iter().map(|&s| {
        let c = scene.colour(s);
        let (x, lane) = (xs[s], lanes[s] as f64);
        let y = base - 12.0 - lane * track::LANE;
        let pts = texts::points(scene.lang, g.score_half_points(s));
        let label = format!("{}: {pts}", scene.name(s));
        html! {
            <g class="marker" data-seat={s.to_string()} data-score={pts.clone()}
               transform={translate((x, y))}>
                <title>{ label }</title>
                <line class="marker-stem" y1="0" y2={f(12.0 + lane * track::LANE)} stroke={c.dark} />
                <path d={c.shape.path(7.5)} fill={c.fill} stroke={c.dark} stroke-width="1.5" />
            </g>
        }
    });
    let summary: Vec<String> = seats
        .iter()
        .map(|&s| {
            format!(
                "{} {}",
                scene.name(s),
                texts::points(scene.lang, g.score_half_points(s))
            )
        })
        .collect();
    html! {
        <figure class="ca-track">
            <svg viewBox={format!("0 0 {} {height:.0}", track::WIDTH)} role="img"
                 aria-label={format!("{}: {}", scene.lang.t(Tx::ScoreTrack), summary.join(", "))}>
                <line class="track-line" x1={f(track::LEFT)} x2={f(track::RIGHT)} y1={f(base)} y2={f(base)} />
                <path class="finish" d={format!("M{:.1},{:.1} v-18 l11,5 l-11,5", track::RIGHT, base)} />
                { for ticks }
                { for markers }
            </svg>
        </figure>
    }
}
