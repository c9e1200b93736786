//! "Vacation" under "My online games": a person going away pauses every turn-based game
//! this device holds a seat in (`POST /api/vacation`), for days of the site's yearly
//! allowance. The server answers per seat; the section shows only when at least one game
//! can be paused, with how long they stay paused and the days left.

use online::{SeatLink, SeatVacation, VacationAnswer, VacationRefusal, VacationRequest};
use yew::prelude::*;

use crate::browser;
use crate::context::use_lang;
use crate::i18n::{Lang, T};
use crate::online::texts::time_left;

/// The lengths offered, in days (those within the days left).
const DAYS: [u32; 6] = [1, 2, 3, 5, 7, 14];

#[derive(Properties, PartialEq)]
pub struct VacationProps {
    /// The seats of this device in games that are not over.
    pub seats: Vec<SeatLink>,
}

/// What the seats that may pause have, as the server last said.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pausable {
    /// The turn-based games' seats.
    pub seats: Vec<SeatLink>,
    /// The latest end of a vacation among them (ms since 1970; 0: none).
    pub until: i64,
    /// The fewest days left among them.
    pub days_left: u32,
}

/// Reads the server's answer: the seats that may pause, or none.
pub fn pausable(answer: &[SeatVacation], asked: &[SeatLink]) -> Option<Pausable> {
    let ok: Vec<&SeatVacation> = answer.iter().filter(|s| s.refused.is_none()).collect();
    if ok.is_empty() {
        return None;
    }
    Some(Pausable {
        seats: asked
            .iter()
            .filter(|l| ok.iter().any(|s| s.room == l.room))
            .cloned()
            .collect(),
        until: ok.iter().map(|s| s.until).max().unwrap_or(0),
        days_left: ok.iter().map(|s| s.days_left).min().unwrap_or(0),
    })
}

/// What the last request came to, in words.
fn outcome(answer: &[SeatVacation], lang: Lang) -> Option<&'static str> {
    answer
        .iter()
        .any(|s| s.refused == Some(VacationRefusal::Allowance))
        .then(|| lang.t(T::VacationSpent))
}

async fn ask(seats: Vec<SeatLink>, days: u32) -> Option<Vec<SeatVacation>> {
    let body = online::to_text(&VacationRequest { seats, days });
    let (status, text) = browser::post_json(online::paths::VACATION, &body).await?;
    if status != 200 {
        return None;
    }
    serde_json::from_str::<VacationAnswer>(&text)
        .ok()
        .map(|a| a.seats)
}

#[function_component(Vacation)]
pub fn vacation(p: &VacationProps) -> Html {
    let lang = use_lang();
    let state = use_state(|| None::<Pausable>);
    let said = use_state(|| None::<&'static str>);
    let days = use_state(|| 1u32);
    {
        let state = state.clone();
        use_effect_with(p.seats.clone(), move |seats| {
            let seats = seats.clone();
            if !seats.is_empty() {
                wasm_bindgen_futures::spawn_local(async move {
                    if let Some(answer) = ask(seats.clone(), 0).await {
                        state.set(pausable(&answer, &seats));
                    }
                });
            }
        });
    }
    let Some(now) = (*state).clone() else {
        return html! {};
    };
    let on_days = {
        let days = days.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            if let Ok(n) = value.parse() {
                days.set(n);
            }
        })
    };
    let on_take = {
        let (state, said, days, seats) = (state.clone(), said.clone(), *days, now.seats.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let (state, said, seats) = (state.clone(), said.clone(), seats.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match ask(seats.clone(), days).await {
                    Some(answer) => {
                        said.set(outcome(&answer, lang));
                        if let Some(after) = ask(seats.clone(), 0).await {
                            state.set(pausable(&after, &seats));
                        }
                    }
                    None => said.set(Some(lang.t(T::VacationFailed))),
                }
            });
        })
    };
    let paused_for = (now.until as f64 - browser::now()).max(0.0) as u64;
    let offered: Vec<u32> = DAYS.into_iter().filter(|&d| d <= now.days_left).collect();
    html! {
        <section class="vacation" aria-labelledby="vacation-title">
            <h3 id="vacation-title">{ lang.t(T::Vacation) }</h3>
            <p class="muted">{ lang.t(T::VacationHelp) }</p>
            if paused_for > 0 {
                <p id="vacation-paused">{ crate::tr!(lang, T::VacationPaused, span = time_left(paused_for)) }</p>
            }
            <p id="vacation-left">{ crate::trn!(lang, T::VacationLeft, n = now.days_left) }</p>
            if !offered.is_empty() {
                <form onsubmit={on_take}>
                    <label class="field">
                        <span>{ lang.t(T::VacationDays) }</span>
                        <select id="vacation-days" onchange={on_days}>
                            { for offered.iter().map(|&d| html! {
                                <option value={d.to_string()} selected={d == *days}>{ d }</option>
                            }) }
                        </select>
                    </label>
                    <button id="vacation-take" type="submit" class="button">{ lang.t(T::VacationTake) }</button>
                </form>
            }
            if let Some(text) = *said {
                <p class="notice" role="status">{ text }</p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(room: &str) -> SeatLink {
        SeatLink {
            room: room.into(),
            token: format!("t-{room}"),
        }
    }

    fn line(
        room: &str,
        until: i64,
        days_left: u32,
        refused: Option<VacationRefusal>,
    ) -> SeatVacation {
        SeatVacation {
            room: room.into(),
            until,
            days_left,
            refused,
        }
    }

    #[test]
    fn only_turn_based_games_pause_and_the_fewest_days_left_count() {
        let asked = [link("a"), link("b"), link("c")];
        let answer = [
            line("a", 5_000, 20, None),
            line("b", 0, 0, Some(VacationRefusal::NotTurnBased)),
            line("c", 9_000, 12, None),
        ];
        let p = pausable(&answer, &asked).expect("two may pause");
        assert_eq!(p.seats, vec![link("a"), link("c")]);
        assert_eq!((p.until, p.days_left), (9_000, 12));
        let none = [line("b", 0, 0, Some(VacationRefusal::GameOver))];
        assert_eq!(
            pausable(&none, &asked),
            None,
            "nothing to pause: no section"
        );
    }

    #[test]
    fn a_request_past_the_allowance_says_so() {
        let answer = [line("a", 0, 0, Some(VacationRefusal::Allowance))];
        assert_eq!(
            outcome(&answer, Lang::En),
            Some(Lang::En.t(T::VacationSpent))
        );
        assert_eq!(outcome(&[line("a", 1, 2, None)], Lang::En), None);
    }
}
