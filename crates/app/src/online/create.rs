//! Making a room from the new-game dialog: the request built from the form, the POST,
//! and what its answer means. Only [`post`] touches the browser.

use online::{CreateRoom, RoomCreated, SeatSpec};
use rules::{GameId, Setup};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::storage::SeatInfo;

/// The room for the dialog's game: each person's seat is open (the maker takes the first,
/// under its name), each computer seat is played by the server at its level. `None`
/// without a seat for a person: nobody could play it from here.
pub fn request(game: GameId, setup: &Setup, seats: &[SeatInfo]) -> Option<CreateRoom> {
    let name = seats.iter().find(|s| s.ai.is_none())?.name.clone();
    Some(CreateRoom {
        v: online::VERSION,
        game: game.as_str().to_string(),
        setup: setup.clone(),
        seats: seats
            .iter()
            .map(|s| match &s.ai {
                Some(level) => SeatSpec::Computer {
                    level: level.clone(),
                },
                None => SeatSpec::Open,
            })
            .collect(),
        name: name.chars().take(online::limits::NAME).collect(),
    })
}

/// Why no room was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CreateError {
    /// No Cube Table server answered: the static build alone, or offline.
    NoServer,
    /// The server refused; its message says why.
    Refused(String),
}

/// Reads the server's answer to the POST: a [`RoomCreated`], or its error message; a
/// page that is not JSON (a static server's 404 or 405) means no Cube Table server.
pub fn read_answer(status: u16, body: &str) -> Result<RoomCreated, CreateError> {
    if (200..300).contains(&status) {
        return serde_json::from_str(body).map_err(|_| CreateError::NoServer);
    }
    match serde_json::from_str::<serde_json::Value>(body) {
        Ok(v) => Err(CreateError::Refused(
            v.get("message")
                .and_then(|m| m.as_str())
                .map(rules::clip)
                .unwrap_or_else(|| format!("HTTP {status}")),
        )),
        Err(_) => Err(CreateError::NoServer),
    }
}

/// POSTs the request to the page's own server.
pub async fn post(req: &CreateRoom) -> Result<RoomCreated, CreateError> {
    let window = crate::browser::window().ok_or(CreateError::NoServer)?;
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_mode(web_sys::RequestMode::SameOrigin);
    let headers = web_sys::Headers::new().map_err(|_| CreateError::NoServer)?;
    let _ = headers.set("content-type", "application/json");
    init.set_headers(&headers);
    init.set_body(&wasm_bindgen::JsValue::from_str(&online::to_text(req)));
    let request = web_sys::Request::new_with_str_and_init(online::paths::ROOMS, &init)
        .map_err(|_| CreateError::NoServer)?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_request(&request))
        .await
        .map_err(|_| CreateError::NoServer)?
        .dyn_into()
        .map_err(|_| CreateError::NoServer)?;
    let text = JsFuture::from(response.text().map_err(|_| CreateError::NoServer)?)
        .await
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    read_answer(response.status(), &text)
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
        let req = request(GameId::CubeAttack, &Setup::players(3), &seats).expect("a person");
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
                &[seat("Bot", Some("easy"))]
            ),
            None
        );
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
        let ok = read_answer(200, r#"{"room":"r1","seat":0,"token":"t"}"#).expect("created");
        assert_eq!(
            (ok.room.as_str(), ok.seat, ok.token.as_deref()),
            ("r1", Some(0), Some("t"))
        );
    }
}
