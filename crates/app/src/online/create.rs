//! Making a room from the new-game dialog: the request built from the form and its online
//! fields ([`OnlineFields`]: open table, rated, clock, the computer's level for absent
//! people),
//! the POST, and what its answer means. Only [`post`] touches the browser.

use online::{Clock, CreateRoom, RoomCreated, SeatSpec};
use rules::{GameId, Setup};
use yew::prelude::*;

use crate::i18n::T;
use crate::online::texts::Ct;
use crate::storage::SeatInfo;

/// What the dialog asks about an online game only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Listed under open tables.
    pub listed: bool,
    pub clock: Clock,
    /// The computer's level for a person away or out of time.
    pub stand_in: String,
    /// A rated game (`docs/ratings.md`): for signed-in players, with a clock.
    pub rated: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            listed: false,
            clock: Clock::None,
            stand_in: online::STAND_IN.to_string(),
            rated: false,
        }
    }
}

impl Options {
    /// The fields with "Rated" ticked or not: a rated game needs a clock, so ticking it
    /// on a game without one gives it "Play now"'s real-time clock; choosing no clock
    /// unticks it ([`Options::with_clock`]).
    pub fn with_rated(mut self, rated: bool) -> Options {
        self.rated = rated;
        if rated && self.clock == Clock::None {
            self.clock = Clock::PLAY_NOW;
        }
        self
    }

    /// The fields with another clock: without one a game is not rated.
    pub fn with_clock(mut self, clock: Clock) -> Options {
        self.clock = clock;
        self.rated &= clock != Clock::None;
        self
    }
}

/// The room for the dialog's game: each person's seat is open (the maker takes the first,
/// under its name), each computer seat is played by the server at its level. `None`
/// without a seat for a person: nobody could play it from here.
pub fn request(
    game: GameId,
    setup: &Setup,
    seats: &[SeatInfo],
    options: &Options,
) -> Option<CreateRoom> {
    let name = seats.iter().find(|s| s.ai.is_none())?.name.clone();
    Some(CreateRoom {
        listed: options.listed,
        clock: options.clock,
        stand_in: options.stand_in.clone(),
        rated: options.rated,
        ..CreateRoom::new(
            game.as_str(),
            setup.clone(),
            seats
                .iter()
                .map(|s| match &s.ai {
                    Some(level) => SeatSpec::Computer {
                        level: level.clone(),
                    },
                    None => SeatSpec::Open,
                })
                .collect(),
            &name.chars().take(online::limits::NAME).collect::<String>(),
        )
    })
}

/// The clock kinds the dialog offers, by the value of its select.
const CLOCK_KINDS: [(&str, Ct); 3] = [
    ("none", Ct::ClockNone),
    ("real", Ct::ClockRealTime),
    ("turn", Ct::ClockTurnBased),
];
/// A real-time clock's minutes and seconds per move, and a turn-based clock's hours per
/// move, as offered (each within `online::limits`).
const MINUTES: [u32; 7] = [1, 3, 5, 10, 15, 30, 60];
const INCREMENTS: [u32; 5] = [0, 2, 5, 10, 30];
const HOURS: [u32; 6] = [1, 12, 24, 48, 72, 168];
/// A turn-based clock's bank, in days (0: none).
const BANK_DAYS: [u32; 5] = [0, 1, 3, 7, 14];

/// The clock the dialog's fields say: `kind` (`none`, `real`, `turn`) with the numbers it
/// needs, kept from `old` where the fields have none.
pub fn clock_of(kind: &str, old: Clock) -> Clock {
    match (kind, old) {
        ("real", Clock::RealTime { .. }) | ("turn", Clock::TurnBased { .. }) => old,
        ("real", _) => Clock::PLAY_NOW,
        ("turn", _) => Clock::TurnBased {
            hours: 24,
            bank_days: 0,
        },
        _ => Clock::None,
    }
}

/// A change to the online fields from an input's event.
type Edit = Box<dyn Fn(&mut Options, &Event)>;

#[derive(Properties, PartialEq)]
pub struct FieldsProps {
    pub value: Options,
    pub onchange: Callback<Options>,
}

fn select_value(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

/// The online game's fields of the new-game dialog, folded away until asked for.
#[function_component(OnlineFields)]
pub fn online_fields(p: &FieldsProps) -> Html {
    let lang = crate::context::use_lang();
    let o = p.value.clone();
    let change = |f: Edit| {
        let (o, onchange) = (o.clone(), p.onchange.clone());
        Callback::from(move |e: Event| {
            let mut next = o.clone();
            f(&mut next, &e);
            onchange.emit(next);
        })
    };
    let kind = match o.clock {
        Clock::None => "none",
        Clock::RealTime { .. } => "real",
        Clock::TurnBased { .. } => "turn",
    };
    let number = |id: &'static str,
                  label: Ct,
                  values: &[u32],
                  current: u32,
                  text: &dyn Fn(u32) -> String,
                  set: fn(&mut Clock, u32)| {
        let onchange = change(Box::new(move |o, e| {
            if let Ok(n) = select_value(e).parse() {
                set(&mut o.clock, n);
            }
        }));
        html! {
            <label class="field">
                <span>{ lang.t(label) }</span>
                <select {id} {onchange}>
                    { for values.iter().map(|&v| html! {
                        <option value={v.to_string()} selected={v == current}>{ text(v) }</option>
                    }) }
                </select>
            </label>
        }
    };
    html! {
        <details class="online-options" open={o.listed || o.rated || o.clock != Clock::None}>
            <summary>{ lang.t(Ct::OnlineOptions) }</summary>
            <label class="check">
                <input id="online-listed" type="checkbox" checked={o.listed}
                       onchange={change(Box::new(|o, e| {
                           o.listed = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked());
                       }))} />
                <span>{ lang.t(Ct::ListInLobby) }</span>
            </label>
            <label class="check">
                <input id="online-rated" type="checkbox" checked={o.rated}
                       onchange={change(Box::new(|o, e| {
                           let on = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked());
                           *o = o.clone().with_rated(on);
                       }))} />
                <span>{ lang.t(Ct::RatedGame) }</span>
            </label>
            <label class="field">
                <span>{ lang.t(Ct::ClockLabel) }</span>
                <select id="online-clock" onchange={change(Box::new(|o, e| *o = o.clone().with_clock(clock_of(&select_value(e), o.clock))))}>
                    { for CLOCK_KINDS.iter().map(|&(v, label)| html! {
                        <option value={v} selected={v == kind}>{ lang.t(label) }</option>
                    }) }
                </select>
            </label>
            if let Clock::RealTime { minutes, increment } = o.clock {
                { number("online-minutes", Ct::ClockMinutes, &MINUTES, minutes, &|m| format!("{m} min"),
                         |c, n| if let Clock::RealTime { minutes, .. } = c { *minutes = n }) }
                { number("online-increment", Ct::ClockIncrement, &INCREMENTS, increment, &|s| format!("{s} s"),
                         |c, n| if let Clock::RealTime { increment, .. } = c { *increment = n }) }
            }
            if let Clock::TurnBased { hours, bank_days } = o.clock {
                { number("online-hours", Ct::ClockPerMove, &HOURS, hours,
                         &|h| super::texts::clock_text(lang, Clock::TurnBased { hours: h, bank_days: 0 }),
                         |c, n| if let Clock::TurnBased { hours, .. } = c { *hours = n }) }
                { number("online-bank", Ct::ClockBank, &BANK_DAYS, bank_days,
                         &|d| if d == 0 { lang.t(Ct::NoBank).to_string() } else { super::texts::days(lang, d) },
                         |c, n| if let Clock::TurnBased { bank_days, .. } = c { *bank_days = n }) }
            }
            <label class="field">
                <span>{ lang.t(Ct::StandInLevel) }</span>
                <select id="online-stand-in" onchange={change(Box::new(|o, e| o.stand_in = select_value(e)))}>
                    { for [("easy", T::LevelEasy), ("medium", T::LevelMedium), ("hard", T::LevelHard)].into_iter().map(|(v, label)| html! {
                        <option value={v} selected={o.stand_in == v}>{ lang.t(label) }</option>
                    }) }
                </select>
            </label>
        </details>
    }
}

/// Why no room was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CreateError {
    /// No Cube Table server answered: the static build alone, or offline.
    NoServer,
    /// The server refused; its message says why.
    Refused(String),
    /// A rated game asked for without being signed in.
    NotSignedIn,
}

/// Reads the server's answer to the POST: a [`RoomCreated`], or its error message; a
/// page that is not JSON (a static server's 404 or 405) means no Cube Table server.
pub fn read_answer(status: u16, body: &str) -> Result<RoomCreated, CreateError> {
    if (200..300).contains(&status) {
        return serde_json::from_str(body).map_err(|_| CreateError::NoServer);
    }
    match serde_json::from_str::<serde_json::Value>(body) {
        Ok(v) if v.get("code").and_then(|c| c.as_str()) == Some("not_signed_in") => {
            Err(CreateError::NotSignedIn)
        }
        Ok(v) => Err(CreateError::Refused(
            v.get("message")
                .and_then(|m| m.as_str())
                .map(rules::clip)
                .unwrap_or_else(|| format!("HTTP {status}")),
        )),
        Err(_) => Err(CreateError::NoServer),
    }
}

/// Takes the seat a room request or "Play now" was answered with: keeps its token in the
/// browser (without storage the seat lasts until the page is left) and opens the room.
pub fn take_seat(made: RoomCreated, navigator: Option<&crate::router::Navigator>) {
    if let (Some(seat), Some(token)) = (made.seat, made.token) {
        let _ = crate::storage::save_held_seat(
            &mut crate::storage::BrowserStore::open(),
            &made.room,
            &crate::storage::HeldSeat {
                seat,
                token,
                from_account: false,
            },
        );
    }
    if let Some(nav) = navigator {
        nav.push(&crate::route::Route::Online { room: made.room });
    }
}

/// POSTs a room request ([`online::paths::ROOMS`]) or a "Play now" one
/// ([`online::paths::PLAY_NOW`]) to the page's own server; both are answered by a seat.
pub async fn post(path: &str, req: &impl serde::Serialize) -> Result<RoomCreated, CreateError> {
    let (status, text) = crate::browser::post_json(path, &online::to_text(req))
        .await
        .ok_or(CreateError::NoServer)?;
    read_answer(status, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, ai: Option<&str>) -> SeatInfo {
        SeatInfo {
            name: name.into(),
            colour: 0,
            ai: ai.map(str::to_string),
        }
    }

    #[test]
    fn people_get_open_seats_and_the_maker_is_the_first_person() {
        let seats = [
            seat("Bot", Some("hard")),
            seat("Anna", None),
            seat("Ben", None),
        ];
        let req = request(
            GameId::CubeAttack,
            &Setup::players(3),
            &seats,
            &Options::default(),
        )
        .expect("a person");
        assert_eq!(req.name, "Anna");
        assert_eq!(req.game, "cube-attack");
        assert_eq!(
            req.seats,
            vec![
                SeatSpec::Computer {
                    level: "hard".into()
                },
                SeatSpec::Open,
                SeatSpec::Open
            ]
        );
        assert_eq!(
            request(
                GameId::Cubulus,
                &Setup::players(1),
                &[seat("Bot", Some("easy"))],
                &Options::default()
            ),
            None
        );
        let open = Options {
            listed: true,
            clock: Clock::TurnBased {
                hours: 48,
                bank_days: 0,
            },
            stand_in: "hard".into(),
            rated: true,
        };
        let req = request(GameId::Cubes, &Setup::players(2), &seats[1..], &open).expect("a person");
        assert_eq!(
            (req.listed, req.clock, req.stand_in.as_str(), req.rated),
            (
                true,
                Clock::TurnBased {
                    hours: 48,
                    bank_days: 0
                },
                "hard",
                true
            )
        );
        assert!(
            !request(
                GameId::Cubes,
                &Setup::players(2),
                &seats[1..],
                &Options::default()
            )
            .expect("a person")
            .rated
        );
    }

    #[test]
    fn a_rated_game_keeps_a_clock() {
        let rated = Options::default().with_rated(true);
        assert_eq!((rated.rated, rated.clock), (true, Clock::PLAY_NOW));
        let slow = Clock::TurnBased {
            hours: 24,
            bank_days: 3,
        };
        let kept = rated.clone().with_clock(slow).with_rated(true);
        assert_eq!((kept.rated, kept.clock), (true, slow));
        let none = rated.with_clock(Clock::None);
        assert_eq!((none.rated, none.clock), (false, Clock::None));
        assert_eq!(none.with_rated(false).clock, Clock::None);
    }

    #[test]
    fn the_clock_fields_keep_their_numbers_and_offer_only_allowed_ones() {
        let real = Clock::RealTime {
            minutes: 3,
            increment: 2,
        };
        assert_eq!(clock_of("real", real), real);
        assert_eq!(clock_of("real", Clock::None), Clock::PLAY_NOW);
        assert_eq!(
            clock_of("turn", real),
            Clock::TurnBased {
                hours: 24,
                bank_days: 0
            }
        );
        assert_eq!(clock_of("none", real), Clock::None);
        for m in MINUTES {
            for i in INCREMENTS {
                assert_eq!(
                    Clock::RealTime {
                        minutes: m,
                        increment: i
                    }
                    .check(),
                    Ok(())
                );
            }
        }
        for h in HOURS {
            for bank_days in BANK_DAYS {
                assert_eq!(
                    Clock::TurnBased {
                        hours: h,
                        bank_days
                    }
                    .check(),
                    Ok(())
                );
            }
        }
    }

    #[test]
    fn a_static_server_s_answer_means_no_server() {
        assert_eq!(
            read_answer(404, "<!doctype html><p>Not found"),
            Err(CreateError::NoServer)
        );
        assert_eq!(
            read_answer(200, "<!doctype html>"),
            Err(CreateError::NoServer)
        );
        assert_eq!(
            read_answer(
                400,
                r#"{"code":"bad_room","message":"wrong number of seats"}"#
            ),
            Err(CreateError::Refused("wrong number of seats".into()))
        );
        assert_eq!(
            read_answer(
                401,
                r#"{"t":"error","code":"not_signed_in","message":"sign in"}"#
            ),
            Err(CreateError::NotSignedIn)
        );
        let ok = read_answer(200, r#"{"room":"r1","seat":0,"token":"t"}"#).expect("created");
        assert_eq!(
            (ok.room.as_str(), ok.seat, ok.token.as_deref()),
            ("r1", Some(0), Some("t"))
        );
    }
}
