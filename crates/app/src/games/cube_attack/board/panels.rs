//! Around and over the map: the last move's trail and scores, the chosen cube's panel, the
//! score track.

use rules::cube_attack::{Event, Move, PlanetId};
use rules::{Game, Seat};
use yew::prelude::*;

use super::planet::*;
use super::scene::*;
use crate::components::players::seat_mark;
use crate::games::cube_attack::geometry::{planet_radius, track};
use crate::games::cube_attack::play::{self, Act, Choices, Stack};
use crate::games::cube_attack::texts::{self, Tx};
use crate::i18n::T;
use crate::storage::SeatInfo;

/// The last action drawn on the map: a trail for a move, a strike for an attack, a ring
/// for an activation.
pub(super) fn trail(scene: &Scene, events: &[Event]) -> Html {
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
pub(super) fn scores_on_map(scene: &Scene, events: &[Event]) -> Html {
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

/// The chosen cubes in words: "4 cubes — S30 (1 life, unarmed)".
pub(super) fn chosen_words(scene: &Scene, c: &Choices, stacks: &[Stack]) -> String {
    let (lang, g) = (scene.lang, scene.g);
    let count = stacks
        .iter()
        .find(|s| Some(s.owner) == g.to_move() && s.group == c.group)
        .map_or(1, |s| s.count);
    format!(
        "{} — {} ({})",
        texts::cubes(lang, count),
        c.group.planet,
        texts::group_traits(lang, c.group)
    )
}

pub(super) fn chosen_panel(
    scene: &Scene,
    c: &Choices,
    stacks: &[Stack],
    apply: &Callback<Act>,
    cancel: &Callback<()>,
) -> Html {
    let lang = scene.lang;
    let g = scene.g;
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
    // Offered though refused, so that trying it is answered with the rules' reason.
    let refused = c.refused_activation.map(|m| {
        html! {
            <button class="act-activate refused secondary" data-move={m.to_string()} onclick={play(m)}>
                { format!("★ {} {}", lang.t(Tx::Activate), c.group.planet) }
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
                { chosen_words(scene, c, stacks) }
            </p>
            { for chips }
            <div class="ca-actions-list">
                { for activate }
                { for attacks }
                { for travel }
                { for refused }
                <button class="secondary" id="cancel-choice" onclick={cancel}>{ lang.t(T::Cancel) }</button>
            </div>
            <p class="hint muted">{ lang.t(Tx::HintTargets) }</p>
        </div>
    }
}

pub(super) fn score_track(scene: &Scene) -> Html {
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

/// The bar above the map: round, who is to move and their actions left, end turn and pass.
pub(super) fn turn_bar(
    scene: &Scene,
    seats: &[SeatInfo],
    (can_end, can_pass): (bool, bool),
    apply: &Callback<Act>,
) -> Html {
    let (g, lang) = (scene.g, scene.lang);
    let to_move = g.to_move();
    let end = {
        let apply = apply.clone();
        Callback::from(move |_: MouseEvent| apply.emit(Act::Play(Move::End)))
    };
    let pass = {
        let apply = apply.clone();
        Callback::from(move |_: MouseEvent| apply.emit(Act::Play(Move::Pass)))
    };
    let actions = g.actions_left();
    let hinted = |m: Move| (scene.hint == Some(m)).then_some("hinted");
    html! {
        <div class="ca-turn">
            <span class="ca-round">{ format!("{} {}", lang.t(Tx::Round), g.round()) }</span>
            if let Some(s) = to_move {
                <span class="ca-mover">
                    { seat_mark(seats.get(s).map(|x| x.colour).unwrap_or(s)) }
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
                    <button id="end-turn" class={classes!("primary", hinted(Move::End))} onclick={end}>{ lang.t(T::EndTurn) }</button>
                }
                if can_pass {
                    <button id="pass" class={classes!("primary", hinted(Move::Pass))} onclick={pass}>{ lang.t(Tx::Pass) }</button>
                }
            </span>
        </div>
    }
}
