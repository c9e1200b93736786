//! Drawing one stack of identical cubes, and whether it takes the focus.

use rules::cube_attack::Weapon;
use rules::Game;
use yew::prelude::*;

use super::planet::*;
use super::scene::*;
use crate::games::cube_attack::geometry::{Point, CUBE, CUBE_DEPTH};
use crate::games::cube_attack::play::Stack;
use crate::games::cube_attack::texts::{self, Tx};

pub(super) fn stack_focusable(scene: &Scene, s: &Stack, interactive: bool) -> bool {
    let own = interactive
        && scene.g.to_move() == Some(s.owner)
        && !scene.g.moves_for_group(s.group).is_empty();
    own || scene
        .choices
        .is_some_and(|c| c.attack_on(s.target()).is_some())
}

/// A stack: one or two cubes high (lives), the weapon face on top, the count and the
/// owner's shape beside it.
pub(super) fn stack_view(
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
    let label = texts::stack_label(lang, &scene.name(s.owner), s.count, s.group);
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
