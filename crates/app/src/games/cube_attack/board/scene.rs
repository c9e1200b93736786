//! What the drawing helpers share: the table as a scene, and small formatting helpers.

use rules::cube_attack::{CubeAttack, Move, PlanetId};
use rules::{Game, Seat};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::colours::{seat_colour, SeatColour};
use crate::games::cube_attack::geometry::{planet_centre, Point};
use crate::games::cube_attack::play::{Choices, Stack};
use crate::i18n::Lang;
use crate::seat_names::seat_name;
use crate::storage::SeatInfo;

/// Everything the drawing helpers need to know about the table.
pub(super) struct Scene<'a> {
    pub(super) g: &'a CubeAttack,
    pub(super) lang: Lang,
    pub(super) seats: &'a [SeatInfo],
    pub(super) colours: Vec<&'static SeatColour>,
    pub(super) choices: Option<&'a Choices>,
    /// A move suggested to the person to move, marked on the map.
    pub(super) hint: Option<Move>,
}

impl Scene<'_> {
    pub(super) fn colour(&self, seat: Seat) -> &'static SeatColour {
        self.colours
            .get(seat)
            .copied()
            .unwrap_or_else(|| seat_colour(seat))
    }

    pub(super) fn name(&self, seat: Seat) -> String {
        seat_name(self.seats, seat, self.lang)
    }

    pub(super) fn owner_of_start(&self, id: PlanetId) -> Option<Seat> {
        (0..self.g.players()).find(|&s| self.g.start_planet(s) == Some(id))
    }

    pub(super) fn centre(&self, id: PlanetId) -> Point {
        self.g
            .map()
            .planet(id)
            .map(planet_centre)
            .unwrap_or((0.0, 0.0))
    }
}

pub(super) fn f(v: f64) -> String {
    format!("{v:.1}")
}

pub(super) fn translate((x, y): Point) -> String {
    format!("translate({x:.1},{y:.1})")
}

/// Focuses an SVG element by selector (`HTMLElement.focus` would refuse an SVG element).
pub(super) fn focus(selector: &str) {
    let Some(el) = crate::browser::window()
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

pub(super) fn planet_selector(id: PlanetId) -> String {
    format!("#board [data-planet=\"{id}\"]")
}

pub(super) fn stack_selector(s: &Stack) -> String {
    format!("#board [data-stack=\"{}\"]", stack_key(s))
}

pub(super) fn stack_key(s: &Stack) -> String {
    format!("{}:{}", s.owner, s.group)
}

pub(super) fn is_activate(e: &KeyboardEvent) -> bool {
    let key = e.key();
    key == "Enter" || key == " "
}
