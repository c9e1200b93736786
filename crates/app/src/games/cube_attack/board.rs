//! The Cube Attack board: the map drawn from its data (orbits as ring arcs and spokes,
//! planets with kind icons, cube stacks with lives and weapon faces), the turn bar with
//! "End turn" / "Pass", the chosen cube's actions, the last move's announcement (an
//! `aria-live` region) and the score track to 64.
//!
//! Input: click or tap a cube (or its planet) to choose it; its destinations, activation and
//! attack targets are marked and a click on one plays it. Keyboard: Tab reaches the planet
//! cursor and the cubes, arrow keys move between planets, Enter acts, Escape cancels.

use std::rc::Rc;

use rules::cube_attack::{CubeAttack, Group, Move, PlanetId, PlanetKind};
use rules::{AnyGame, Game, Seat};
use yew::prelude::*;

use super::geometry::{self, planet_centre, planet_radius, Point, VIEW};
use super::play::{self, Act, Choices, Stack};
use super::texts::{self, Tx};
use crate::colours::seat_colour;
use crate::context::use_lang;
use crate::games::BoardOf;
use crate::i18n::T;

mod panels;
mod planet;
mod scene;
mod stack;

use panels::*;
use planet::*;
use scene::*;
use stack::*;

/// The position in words: each seat's score and reserve, then every planet where cubes
/// stand, with whose cubes, how many and their lives and arms (the words each planet's
/// button says), so that a screen reader finds the cubes without walking the map.
pub fn position_text(
    g: &CubeAttack,
    seats: &[crate::storage::SeatInfo],
    lang: crate::i18n::Lang,
) -> Html {
    use crate::games::GameTexts;
    let scene = Scene {
        g,
        lang,
        seats,
        colours: (0..g.players())
            .map(|s| seat_colour(seats.get(s).map(|x| x.colour).unwrap_or(s)))
            .collect(),
        choices: None,
        hint: None,
    };
    let stacks = play::stacks(g);
    let planets = g.map().planets().iter().filter_map(|planet| {
        let here: Vec<&Stack> = stacks
            .iter()
            .filter(|s| s.group.planet == planet.id)
            .collect();
        (!here.is_empty())
            .then(|| html! { <li>{ planet_label(&scene, planet, &here, false) }</li> })
    });
    html! {
        <>
            <ul class="position-seats">
                { for (0..g.players()).map(|s| html! {
                    <li>{ format!("{}: {}", scene.name(s), texts::Texts::seat_detail(g, s, lang)) }</li>
                }) }
            </ul>
            <ul class="position-planets">{ for planets }</ul>
        </>
    }
}

#[function_component(CubeAttackBoard)]
pub fn board(p: &BoardOf<CubeAttack>) -> Html {
    let lang = use_lang();
    let selected = use_state(|| None::<(Seat, Group)>);
    let zoomed = use_state_eq(|| false);
    let cursor = use_state(|| None::<PlanetId>);
    let emitted = use_mut_ref(|| false);
    // Whether the cubes chosen now were chosen by the person (not kept after a move).
    let chose = use_mut_ref(|| false);

    // After our own move the acting cube stays chosen; any other change forgets the choice.
    {
        let selected = selected.clone();
        let emitted = emitted.clone();
        let chose = chose.clone();
        use_effect_with(p.game.clone(), move |game| {
            let ours = std::mem::take(&mut *emitted.borrow_mut());
            *chose.borrow_mut() = false;
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
        seats: &p.seats,
        colours: (0..g.players())
            .map(|s| seat_colour(p.seats.get(s).map(|x| x.colour).unwrap_or(s)))
            .collect(),
        choices: (*choices).as_ref(),
        hint: p.hint.filter(|_| interactive),
    };

    let apply = {
        let on_move = p.on_move.clone();
        let selected = selected.clone();
        let emitted = emitted.clone();
        let chose = chose.clone();
        Callback::from(move |act: Act| match act {
            Act::Play(m) => {
                *emitted.borrow_mut() = true;
                on_move.emit(m);
            }
            Act::Select(group) => {
                *chose.borrow_mut() = group.is_some();
                selected.set(to_move.zip(group))
            }
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
                if let Some(dir) = play::arrow_direction(&e.key()) {
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
                        } else if let Some(next) = play::cycle(&order, &stack_key(&s), &key) {
                            e.prevent_default();
                            focus(&format!("#board [data-stack=\"{next}\"]"));
                        }
                    })
                };
                stack_view(&scene, s, (cx + dx, cy + dy), focusable, onclick, onkeydown)
            })
            .collect::<Vec<_>>()
    });

    let activation = activation_button(&scene, &apply);

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
            { hint_marks(&scene) }
            { scores_on_map(&scene, events) }
        </svg>
    };

    // --- Around the map --------------------------------------------------------------------
    let turn_bar = turn_bar(&scene, &p.seats, (can_end, can_pass), &apply);

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
    // Choosing cubes is heard (issue 47: it said nothing); the panel that shows the choice
    // is new each time, and a region must be there before it speaks. The cubes chosen for
    // the person after a move are not: the move is said once, in the last move's news.
    let chosen = scene
        .choices
        .as_ref()
        .filter(|_| interactive && *chose.borrow())
        .map(|c| {
            format!(
                "{}: {}. {}",
                lang.t(Tx::Selected),
                chosen_words(&scene, c, &stacks),
                lang.t(Tx::HintTargets)
            )
        });
    html! {
        <div class="cube-attack-board" onkeydown={on_key}>
            { turn_bar }
            <div class="zoom-tools">
                { crate::components::zoom::zoom_toggle("ca-zoom", *zoomed, {
                    let zoomed = zoomed.clone();
                    Callback::from(move |_: MouseEvent| zoomed.set(!*zoomed))
                }, lang) }
            </div>
            <div class={classes!("board-scroll", (*zoomed).then_some("zoomed"))}>{ svg }</div>
            { panel }
            <p class="sr-only" aria-live="polite">{ chosen.unwrap_or_default() }</p>
            <section class="ca-events" aria-live="polite" aria-label={lang.t(T::LastMove)}>
                { for lines.iter().map(|l| html! { <p>{ l.clone() }</p> }) }
            </section>
            { score_track(&scene) }
        </div>
    }
}
