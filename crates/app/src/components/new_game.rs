use rules::{AnyGame, GameId, OptionKind, Session, Setup};
use yew::prelude::*;

use crate::browser;
use crate::colours::PALETTE;
use crate::components::players::seat_mark;
use crate::context::use_lang;
use crate::i18n::{Lang, T};
use crate::online::create::{self, CreateError};
use crate::online::texts::Ct;
use crate::seat_names::seat_name;
use crate::storage::{self, BrowserStore, LastSetup, SeatInfo};

#[derive(Properties, PartialEq)]
pub struct Props {
    pub game: GameId,
    pub on_start: Callback<(Session, Vec<SeatInfo>)>,
    /// Back to the game this form replaced (a finished game, or one left by mistake).
    #[prop_or_default]
    pub on_back: Option<Callback<MouseEvent>>,
}

/// A change to the form from an input's new value.
type Edit = Box<dyn Fn(&mut Form, String)>;

/// The form: seats hold a name only where one was typed (empty: the default name in the
/// page's language, which follows a change of language).
#[derive(Clone, PartialEq)]
struct Form {
    players: usize,
    seats: Vec<SeatInfo>,
    options: Vec<(&'static str, String)>,
    error: Option<String>,
}

impl Form {
    /// The first time a game is set up: one person against computers at the medium level,
    /// and the game's own default options.
    fn defaults(game: GameId) -> Form {
        let range = AnyGame::player_range(game);
        Form {
            players: *range.start(),
            seats: (0..*range.end())
                .map(|i| SeatInfo {
                    name: String::new(),
                    colour: i,
                    // A first game is against the easy computer, as the courses' last
                    // stage promises (issue 47, item 6).
                    ai: (i > 0).then(|| "easy".to_string()),
                })
                .collect(),
            options: AnyGame::option_specs(game)
                .iter()
                .map(|s| (s.key, s.default.to_string()))
                .collect(),
            error: None,
        }
    }

    /// The defaults with the last choices made for this game laid over them (only what
    /// still fits: a player count in range, known options).
    fn remembered(game: GameId, last: &LastSetup) -> Form {
        let mut form = Form::defaults(game);
        if AnyGame::player_range(game).contains(&last.players) {
            form.players = last.players;
        }
        for (slot, seat) in form.seats.iter_mut().zip(&last.seats) {
            *slot = seat.clone();
            slot.colour = seat.colour.min(PALETTE.len() - 1);
        }
        for (key, value) in &mut form.options {
            if let Some((_, v)) = last.options.iter().find(|(k, _)| k == key) {
                *value = v.clone();
            }
        }
        form
    }

    fn setup(&self) -> Setup {
        let mut setup = Setup::players(self.players);
        for (k, v) in &self.options {
            setup = setup.with(k, v);
        }
        setup
    }

    fn last(&self) -> LastSetup {
        LastSetup {
            players: self.players,
            seats: self.seats.clone(),
            options: self
                .options
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        }
    }

    /// The playing seats, a computer's or a person's name given in the page's language
    /// where none was typed (online, the server keeps the names as they are given).
    fn named_seats(&self, lang: Lang) -> Vec<SeatInfo> {
        let seats = &self.seats[..self.players];
        (0..self.players)
            .map(|i| SeatInfo {
                name: seat_name(seats, i, lang),
                ..seats[i].clone()
            })
            .collect()
    }
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

/// Why "Play online" found no server: offline, or a copy of the app without one.
fn no_server_text(lang: Lang) -> &'static str {
    let online = browser::window().is_none_or(|w| w.navigator().on_line());
    lang.t(if online {
        Ct::ServerNeeded
    } else {
        Ct::Offline
    })
}

/// Player count, seat names, kinds and colours, and the game's variant options. The form
/// remembers the last choices per game.
#[function_component(NewGameDialog)]
pub fn new_game_dialog(p: &Props) -> Html {
    let lang = use_lang();
    let mounted = crate::context::use_mounted();
    let game = p.game;
    let range = AnyGame::player_range(game);
    // A prerendered page shows the defaults; the remembered choices come once the app runs
    // (the first render must be the prerendered one).
    let form = use_state(|| Form::defaults(game));
    {
        let form = form.clone();
        use_effect_with(mounted, move |&mounted| {
            if let Some(last) = mounted
                .then(|| storage::load_setup(&BrowserStore::open(), game))
                .flatten()
            {
                form.set(Form::remembered(game, &last));
            }
        });
    }
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
    let navigator = crate::router::use_navigator();
    let play_online = {
        let form = form.clone();
        let online_problem = online_problem.clone();
        let options = online_options.clone();
        let busy = busy.clone();
        Callback::from(move |_: MouseEvent| {
            let setup = form.setup();
            if let Err(e) = AnyGame::new(game, &setup, 0) {
                online_problem.set(Some(e.to_string()));
                return;
            }
            let Some(request) = create::request(game, &setup, &form.named_seats(lang), &options)
            else {
                online_problem.set(Some(lang.t(Ct::NoPerson).to_string()));
                return;
            };
            storage::save_setup(&mut BrowserStore::open(), game, &form.last());
            busy.set(true);
            online_problem.set(None);
            let (online_problem, busy, navigator) =
                (online_problem.clone(), busy.clone(), navigator.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let answer = create::post(online::paths::ROOMS, &request).await;
                busy.set(false);
                match answer {
                    Ok(made) => create::take_seat(made, navigator.as_ref()),
                    Err(CreateError::NoServer) => {
                        online_problem.set(Some(no_server_text(lang).to_string()))
                    }
                    Err(CreateError::Refused(why)) => {
                        online_problem.set(Some(format!("{} {why}", lang.t(Ct::RoomRefused))))
                    }
                    Err(CreateError::NotSignedIn) => {
                        online_problem.set(Some(lang.t(Ct::SignInForRated).to_string()))
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
            match Session::new(game, &form.setup(), browser::random_seed()) {
                Ok(session) => {
                    storage::save_setup(&mut BrowserStore::open(), game, &form.last());
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

    let seats = &form.seats[..form.players];
    html! {
        <form class="new-game card" onsubmit={start} aria-labelledby="new-game-title">
            <h2 id="new-game-title">{ lang.t(T::NewGame) }</h2>
            if let Some(back) = &p.on_back {
                <button id="back-to-game" type="button" class="secondary" onclick={back.clone()}>{ lang.t(T::BackToLive) }</button>
            }
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
                    // The default name is shown as the value; keeping it (or clearing the
                    // box) keeps the seat on its default name.
                    let default_name = seat_name(&clear_names(seats), i, lang);
                    let shown = seat_name(seats, i, lang);
                    html! {
                        <div class="seat-row">
                            { seat_mark(seat.colour) }
                            <label class="seat-name-field">
                                <span class="sr-only">{ format!("{} {}", lang.t(T::Name), i + 1) }</span>
                                <input type="text" class="seat-name-input" value={shown} maxlength="24"
                                       onchange={update(Box::new(move |f, v| {
                                           let v = v.trim();
                                           f.seats[i].name = if v == default_name { String::new() } else { v.to_string() };
                                       }))} />
                            </label>
                            <label class="seat-kind-field">
                                <span class="sr-only">{ format!("{} {}", lang.t(T::Computer), i + 1) }</span>
                                <select class="seat-kind" onchange={update(Box::new(move |f, v| f.seats[i].ai = (v != "human").then_some(v)))}>
                                    { for [("human", T::Human), ("easy", T::LevelEasy), ("medium", T::LevelMedium), ("hard", T::LevelHard)].into_iter().map(|(v, label)| html! {
                                        <option value={v} selected={seat.ai.as_deref().unwrap_or("human") == v}>{ lang.t(label) }</option>
                                    }) }
                                </select>
                            </label>
                            <label class="seat-colour-field">
                                <span class="sr-only">{ format!("{} {}", lang.t(T::Colour), i + 1) }</span>
                                <select class="seat-colour" onchange={update(Box::new(move |f, v| f.seats[i].colour = v.parse().unwrap_or(f.seats[i].colour)))}>
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
                        // An option that does not apply with the others as they are is not shown.
                        if !crate::games::option_applies(game, spec.key, &form.options) {
                            return html! {};
                        }
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
                        html! {
                            <label class={classes!("field", "option", matches!(spec.kind, OptionKind::Bool).then_some("check"))} data-option={spec.key}>
                                <span>{ crate::games::option_label(game, spec.key, lang) }</span>{ control }
                            </label>
                        }
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
                <button id="play-online" type="button" class="secondary" disabled={*busy} onclick={play_online}>{ lang.t(Ct::PlayOnline) }</button>
            </div>
            </fieldset>
        </form>
    }
}

/// The seats with no names of their own: what their default names are.
fn clear_names(seats: &[SeatInfo]) -> Vec<SeatInfo> {
    seats
        .iter()
        .map(|s| SeatInfo {
            name: String::new(),
            ..s.clone()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_game_is_one_person_against_the_computer() {
        let form = Form::defaults(GameId::Cubulus);
        assert_eq!(form.players, 2);
        assert_eq!(form.seats[0].ai, None);
        assert_eq!(form.seats[1].ai.as_deref(), Some("easy"));
        let named = form.named_seats(Lang::Hu);
        assert_eq!(named[0].name, "1. játékos");
        assert_eq!(named[1].name, "Számítógép (könnyű)");
    }

    #[test]
    fn the_last_choices_come_back_where_they_still_fit() {
        let last = LastSetup {
            players: 9,
            seats: vec![SeatInfo {
                name: "Anna".into(),
                colour: 99,
                ai: None,
            }],
            options: vec![
                ("knocking".into(), "false".into()),
                ("gone".into(), "x".into()),
            ],
        };
        let form = Form::remembered(GameId::Cubus, &last);
        assert_eq!(form.players, 2, "a count out of range is not taken");
        assert_eq!(form.seats[0].name, "Anna");
        assert_eq!(form.seats[0].colour, PALETTE.len() - 1);
        assert_eq!(form.options[0], ("knocking", "false".to_string()));
        assert_eq!(
            form.options.len(),
            AnyGame::option_specs(GameId::Cubus).len()
        );
    }
}
