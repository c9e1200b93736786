use rules::{AnyGame, GameId, OptionKind, Session, Setup};
use yew::prelude::*;

use crate::app::use_lang;
use crate::browser;
use crate::colours::PALETTE;
use crate::components::players::seat_mark;
use crate::i18n::T;
use crate::online::create::{self, CreateError};
use crate::online::texts::Ot;
use crate::route::Route;
use crate::storage::{self, BrowserStore, HeldSeat, SeatInfo};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub on_start: Callback<(Session, Vec<SeatInfo>)>,
}

/// A change to the form from an input's new value.
type Edit = Box<dyn Fn(&mut Form, String)>;

#[derive(Clone, PartialEq)]
struct Form {
    players: usize,
    seats: Vec<SeatInfo>,
    options: Vec<(&'static str, String)>,
    error: Option<String>,
}

fn input_value(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .map(|i| {
            if i.type_() == "checkbox" {
                i.checked().to_string()
            } else {
                i.value()
            }
        })
        .or_else(|| {
            e.target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
        })
        .unwrap_or_default()
}

/// Player count, seat names and colours, and the game's variant options.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(p: &Props) -> Html {
    let lang = use_lang();
    let mounted = crate::app::use_mounted();
    let game = p.game;
    let range = AnyGame::player_range(game);
    let form = use_state(|| Form {
        players: *range.start(),
        seats: (0..*range.end())
            .map(|i| SeatInfo {
                name: lang.seat_name(i),
                colour: i,
                ai: None,
            })
            .collect(),
        options: AnyGame::option_specs(game)
            .iter()
            .map(|s| (s.key, s.default.to_string()))
            .collect(),
        error: None,
    });
    let update = |f: Edit| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            f(&mut next, input_value(&e));
            next.error = None;
            form.set(next);
        })
    };
    // "Play online": the same form makes a room on the server and opens its page.
    let online_options = use_state(create::Options::default);
    let online_problem = use_state(|| None::<String>);
    let busy = use_state(|| false);
    let navigator = yew_router::prelude::use_navigator();
    let play_online = {
        let form = form.clone();
        let online_problem = online_problem.clone();
        let options = online_options.clone();
        let busy = busy.clone();
        Callback::from(move |_: MouseEvent| {
            let mut setup = Setup::players(form.players);
            for (k, v) in &form.options {
                setup = setup.with(k, v);
            }
            if let Err(e) = AnyGame::new(game, &setup, 0) {
                online_problem.set(Some(e.to_string()));
                return;
            }
            let seats = &form.seats[..form.players];
            let Some(request) = create::request(game, &setup, seats, &options) else {
                online_problem.set(Some(lang.t(Ot::NoPerson).to_string()));
                return;
            };
            busy.set(true);
            online_problem.set(None);
            let (online_problem, busy, navigator) =
                (online_problem.clone(), busy.clone(), navigator.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let answer = create::post(online::paths::ROOMS, &request).await;
                busy.set(false);
                match answer {
                    Ok(made) => {
                        if let (Some(seat), Some(token)) = (made.seat, made.token) {
                            // Without storage the seat lasts until the page is left.
                            let _ = storage::save_held_seat(
                                &mut BrowserStore::open(),
                                &made.room,
                                &HeldSeat { seat, token },
                            );
                        }
                        if let Some(nav) = &navigator {
                            nav.push(&Route::Online { room: made.room });
                        }
                    }
                    Err(CreateError::NoServer) => {
                        online_problem.set(Some(lang.t(Ot::ServerNeeded).to_string()))
                    }
                    Err(CreateError::Refused(why)) => {
                        online_problem.set(Some(format!("{} {why}", lang.t(Ot::RoomRefused))))
                    }
                }
            });
        })
    };
    let start = {
        let form = form.clone();
        let on_start = p.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let mut setup = Setup::players(form.players);
            for (k, v) in &form.options {
                setup = setup.with(k, v);
            }
            match Session::new(game, &setup, browser::random_seed()) {
                Ok(session) => {
                    let seats = form.seats[..form.players].to_vec();
                    on_start.emit((session, seats));
                }
                Err(e) => {
                    let mut next = (*form).clone();
                    next.error = Some(e.to_string());
                    form.set(next);
                }
            }
        })
    };

    html! {
        <form class="new-game card" onsubmit={start} aria-labelledby="new-game-title">
            <h2 id="new-game-title">{ lang.t(T::NewGame) }</h2>
            // A prerendered page shows the form at once; it answers once the app has taken
            // the page over.
            <fieldset class="plain" disabled={!mounted}>
            if range.start() != range.end() {
                <label class="field">
                    <span>{ lang.t(T::Players) }</span>
                    <select id="player-count" onchange={update(Box::new(|f, v| f.players = v.parse().unwrap_or(f.players)))}>
                        { for range.clone().map(|n| html! {
                            <option value={n.to_string()} selected={n == form.players}>{ n }</option>
                        }) }
                    </select>
                </label>
            }
            <fieldset class="seats">
                <legend>{ lang.t(T::Players) }</legend>
                { for (0..form.players).map(|i| {
                    let seat = &form.seats[i];
                    html! {
                        <div class="seat-row">
                            { seat_mark(seat.colour) }
                            <label>
                                <span class="sr-only">{ format!("{} {}", lang.t(T::Name), i + 1) }</span>
                                <input type="text" class="seat-name-input" value={seat.name.clone()} maxlength="24"
                                       onchange={update(Box::new(move |f, v| f.seats[i].name = v))} />
                            </label>
                            <label>
                                <span class="sr-only">{ format!("{} {}", lang.t(T::Computer), i + 1) }</span>
                                <select class="seat-kind" onchange={update(Box::new(move |f, v| f.seats[i].ai = (v != "human").then_some(v)))}>
                                    { for [("human", T::Human), ("easy", T::LevelEasy), ("medium", T::LevelMedium), ("hard", T::LevelHard)].into_iter().map(|(v, label)| html! {
                                        <option value={v} selected={seat.ai.as_deref().unwrap_or("human") == v}>{ lang.t(label) }</option>
                                    }) }
                                </select>
                            </label>
                            <label>
                                <span class="sr-only">{ format!("{} {}", lang.t(T::Colour), i + 1) }</span>
                                <select onchange={update(Box::new(move |f, v| f.seats[i].colour = v.parse().unwrap_or(f.seats[i].colour)))}>
                                    { for PALETTE.iter().enumerate().map(|(c, colour)| html! {
                                        <option value={c.to_string()} selected={c == seat.colour}>{ colour.name(lang) }</option>
                                    }) }
                                </select>
                            </label>
                        </div>
                    }
                }) }
            </fieldset>
            if !form.options.is_empty() {
                <fieldset class="options">
                    <legend>{ lang.t(T::Options) }</legend>
                    { for AnyGame::option_specs(game).iter().enumerate().map(|(i, spec)| {
                        let value = form.options[i].1.clone();
                        let onchange = update(Box::new(move |f, v| f.options[i].1 = v));
                        let control = match spec.kind {
                            OptionKind::Bool => html! {
                                <input type="checkbox" checked={value == "true"} {onchange} />
                            },
                            OptionKind::Int { min, max } => html! {
                                <input type="number" min={min.to_string()} max={max.to_string()} {value} {onchange} />
                            },
                            OptionKind::Choice(choices) => html! {
                                <select {onchange}>
                                    { for choices.iter().map(|c| html! { <option value={*c} selected={*c == value}>{ crate::games::option_value_label(game, spec.key, c, lang) }</option> }) }
                                </select>
                            },
                            // Set by links (a Cubus Abbau from a given stack), not typed here.
                            OptionKind::Text => return html! {},
                        };
                        html! { <label class="field"><span>{ crate::games::option_label(game, spec.key, lang) }</span>{ control }</label> }
                    }) }
                </fieldset>
            }
            if let Some(e) = &form.error {
                <p class="notice error" role="alert">{ e }</p>
            }
            <create::OnlineFields value={(*online_options).clone()}
                                  onchange={Callback::from(move |o| online_options.set(o))} />
            if let Some(e) = &*online_problem {
                <p id="online-problem" class="notice error" role="alert">{ e }</p>
            }
            <div class="row start-buttons">
                <button id="start-game" type="submit" class="primary">{ lang.t(T::StartGame) }</button>
                <button id="play-online" type="button" class="secondary" disabled={*busy} onclick={play_online}>{ lang.t(Ot::PlayOnline) }</button>
            </div>
            </fieldset>
        </form>
    }
}
