//! Drawing one planet: its body, moon value, label and icons.

use rules::cube_attack::{Move, Planet, PlanetId, PlanetKind};
use yew::prelude::*;

use super::scene::*;
use crate::games::cube_attack::geometry::{planet_centre, planet_radius, HIT_RADIUS};
use crate::games::cube_attack::play::{Act, Stack};
use crate::games::cube_attack::texts::{self, Tx};

pub(super) fn kind_class(kind: PlanetKind) -> &'static str {
    match kind {
        PlanetKind::Start => "k-start",
        PlanetKind::ExtraCube => "k-cube",
        PlanetKind::ExtraLife => "k-life",
        PlanetKind::Armament => "k-arms",
        PlanetKind::HalfMoon => "k-half",
        PlanetKind::FullMoon => "k-full",
    }
}

/// "full moon V: Anna 2 cubes (1 life, unarmed); …".
pub(super) fn planet_label(scene: &Scene, planet: &Planet, here: &[&Stack], dest: bool) -> String {
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
pub(super) fn icon_transform(r: f64, occupied: bool) -> String {
    if occupied {
        let at = -0.74 * r;
        format!("translate({at:.1},{at:.1}) scale(0.62)")
    } else {
        "scale(1.25)".to_string()
    }
}

/// A moon's points beside its icon. Drawn outside the planet's button, whose spoken name
/// says the points in words (a bare "4" inside it would not match that name).
pub(super) fn moon_value(planet: &Planet, occupied: bool) -> Html {
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

pub(super) fn planet_body(scene: &Scene, planet: &Planet, occupied: bool) -> Html {
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

/// Four ticks pointing in from radius `r`.
pub(super) fn crosshair_ticks(r: f64) -> String {
    format!(
        "M0,{a:.1} v10 M0,{r:.1} v-10 M{a:.1},0 h10 M{r:.1},0 h-10",
        a = -r
    )
}

/// A small crosshair for the attack buttons (fonts lack a reliable glyph for it).
pub(super) fn crosshair_icon() -> Html {
    html! {
        <svg class="btn-icon" viewBox="-10 -10 20 20" aria-hidden="true">
            <circle r="6" /><path d="M0,-10 v6 M0,10 v-6 M-10,0 h6 M10,0 h-6" />
        </svg>
    }
}

pub(super) fn star_path(outer: f64, inner: f64) -> String {
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

/// The star on the chosen cube's planet that activates it, when it may.
pub(super) fn activation_button(scene: &Scene, apply: &Callback<Act>) -> Option<Html> {
    scene.choices.and_then(|c| {
        let m = c.activate?;
        let planet = scene.g.map().planet(c.group.planet)?;
        let (x, y) = planet_centre(planet);
        let r = planet_radius(planet.kind());
        let label = format!(
            "{} {}: {}",
            scene.lang.t(Tx::Activate),
            planet.id,
            texts::activation_gain(scene.lang, planet.kind(), c.group.weapon)
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
    })
}

/// The suggested move on the map: gold rings round the planet of the cube that moves and
/// round where it goes or what it attacks, joined by a dashed arrow.
pub(super) fn hint_marks(scene: &Scene) -> Html {
    let (from, to) = match scene.hint {
        Some(Move::Travel { group, to }) => (group.planet, Some(to)),
        Some(Move::Activate { group }) => (group.planet, None),
        Some(Move::Attack { group, target }) => (group.planet, Some(target.group.planet)),
        _ => return html! {},
    };
    let ring = |id: PlanetId| {
        let r = scene
            .g
            .map()
            .planet(id)
            .map_or(30.0, |p| planet_radius(p.kind()))
            + 9.0;
        let (x, y) = scene.centre(id);
        html! { <circle class="ca-hint-ring" cx={f(x)} cy={f(y)} r={f(r)} /> }
    };
    let arrow = to.filter(|&t| t != from).map(|t| {
        let ((x1, y1), (x2, y2)) = (scene.centre(from), scene.centre(t));
        html! { <line class="ca-hint-arrow" x1={f(x1)} y1={f(y1)} x2={f(x2)} y2={f(y2)} /> }
    });
    html! {
        <g class="ca-hint" aria-hidden="true" data-hint={scene.hint.map(|m| m.to_string()).unwrap_or_default()}>
            { ring(from) }
            { for to.filter(|&t| t != from).map(ring) }
            { for arrow }
        </g>
    }
}
