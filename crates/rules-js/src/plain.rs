//! The plain-Rust side of the JavaScript API: argument checks and the JSON views. Tested
//! natively; `lib.rs` only converts to and from JavaScript values.

use std::collections::BTreeMap;

use rules::cube_attack::CubeAttack;
use rules::cubes::{Cubes, Phase};
use rules::cubulus::Cubulus;
use rules::cubus::Cubus;
use rules::mojave::Mojave;
use rules::wire::JsOutcome;
use rules::{limits, AnyGame, Game, Seat};
use serde_json::{json, Map, Value};

/// Variant options as a JSON object of strings (numbers and booleans are written as text,
/// as records keep them). Empty text or `null` means no options.
pub fn parse_options(json: Option<&str>) -> Result<BTreeMap<String, String>, String> {
    let text = json.map(str::trim).unwrap_or("");
    if text.is_empty() || text == "null" {
        return Ok(BTreeMap::new());
    }
    if text.len() > limits::JS_INPUT {
        return Err(format!(
            "the options JSON has more than {} bytes",
            limits::JS_INPUT
        ));
    }
    let value: Value =
        serde_json::from_str(text).map_err(|e| format!("the options are not JSON: {e}"))?;
    let Value::Object(map) = value else {
        return Err("the options must be a JSON object such as {\"key\":\"value\"}".into());
    };
    map.into_iter()
        .map(|(k, v)| {
            let v = match v {
                Value::String(s) => s,
                Value::Bool(b) => b.to_string(),
                Value::Number(n) => n.to_string(),
                other => return Err(format!("option {k} has a value that is not text: {other}")),
            };
            Ok((k, v))
        })
        .collect()
}

/// The position as JSON, holding nothing the observer may not see.
///
/// `observer` is a seat (its own hidden cards are included) or `None` for a spectator.
/// Perfect-information games give their whole state; Cubes gives its public view (board,
/// counts, face-up cards) and only the observer's hand — never the draw pile's order.
pub fn state_value(game: &AnyGame, observer: Option<Seat>) -> Result<Value, String> {
    if let Some(s) = observer.filter(|&s| s >= game.players()) {
        return Err(format!(
            "seat {s} is not at this table of {}",
            game.players()
        ));
    }
    let position = position(game, observer);
    Ok(json!({
        "game": game.id().as_str(),
        "players": game.players(),
        "toMove": game.to_move(),
        "outcome": game.outcome().as_ref().map(JsOutcome::from),
        "observer": observer,
        "position": position,
    }))
}

/// What a game's position shows to JavaScript, never anything hidden from `observer`.
/// Every game of the registry implements it, or [`position`] does not compile.
trait Position {
    fn position(&self, observer: Option<Seat>) -> Value;
}

macro_rules! position {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        fn position(game: &AnyGame, observer: Option<Seat>) -> Value {
            match game {
                $(AnyGame::$variant(g) => Position::position(g, observer),)*
            }
        }
    };
}

rules::games!(position);

impl Position for Cubulus {
    fn position(&self, _: Option<Seat>) -> Value {
        public_state(serde_json::to_value(self))
    }
}

impl Position for Mojave {
    fn position(&self, _: Option<Seat>) -> Value {
        public_state(serde_json::to_value(self))
    }
}

impl Position for CubeAttack {
    fn position(&self, _: Option<Seat>) -> Value {
        public_state(serde_json::to_value(self))
    }
}

impl Position for Cubes {
    fn position(&self, observer: Option<Seat>) -> Value {
        cubes_view(self, observer)
    }
}

/// Cubus hides hands and the deck, and has no view of its own yet: `null` (the summary of
/// seats, outcome and moves holds).
impl Position for Cubus {
    fn position(&self, _: Option<Seat>) -> Value {
        Value::Null
    }
}

/// A perfect-information state as serialized by the rules crate. A random generator's
/// state would tell future chance, so a top-level `rng` field, should a game grow one,
/// is left out.
fn public_state(value: Result<Value, serde_json::Error>) -> Value {
    match value {
        Ok(Value::Object(mut map)) => {
            map.remove("rng");
            Value::Object(map)
        }
        Ok(other) => other,
        Err(e) => json!({ "error": e.to_string() }),
    }
}

/// What everybody at a Cubes table sees, plus the observer's own hand.
fn cubes_view(g: &Cubes, observer: Option<Seat>) -> Value {
    let board: Vec<Value> = g
        .pieces()
        .map(|(sq, piece)| json!({ "square": sq.to_string(), "piece": piece }))
        .collect();
    let seats: Vec<Value> = (0..g.players())
        .map(|s| {
            let mut seat = Map::new();
            seat.insert("seat".into(), json!(s));
            seat.insert("colour".into(), json!(g.colour(s)));
            seat.insert("side".into(), json!(g.side(s)));
            seat.insert("dependency".into(), json!(g.dependency(s)));
            seat.insert("supply".into(), json!(g.supply(s)));
            seat.insert("handSize".into(), json!(g.hand_len(s)));
            if observer == Some(s) {
                let hand: Vec<String> = g.hand(s).iter().map(|c| c.to_string()).collect();
                seat.insert("hand".into(), json!(hand));
            }
            Value::Object(seat)
        })
        .collect();
    let discard: Vec<String> = g.discard_pile().iter().map(|c| c.to_string()).collect();
    json!({
        "phase": match g.phase() { Phase::Setup => "setup", Phase::Play => "play" },
        "whitesToPlace": g.whites_to_place(),
        "startPlayer": g.start_player(),
        "board": board,
        "seats": seats,
        "actionPointsLeft": g.action_points_left(),
        "thirdPointTaken": g.third_point_taken(),
        "actionsPlayed": g.actions_played(),
        "drawPileSize": g.draw_pile_len(),
        "discardPile": discard,
        "lastMove": g.last_move(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{GameId, Setup};

    #[test]
    fn options_are_a_flat_object_of_text() {
        assert!(parse_options(None).unwrap().is_empty());
        assert!(parse_options(Some(" ")).unwrap().is_empty());
        assert!(parse_options(Some("null")).unwrap().is_empty());
        let o = parse_options(Some(r#"{"a":"x","b":true,"c":3}"#)).unwrap();
        assert_eq!(o["a"], "x");
        assert_eq!(o["b"], "true");
        assert_eq!(o["c"], "3");
        assert!(parse_options(Some("[1]")).is_err());
        assert!(parse_options(Some(r#"{"a":[1]}"#)).is_err());
        assert!(parse_options(Some("{nope")).is_err());
    }

    #[test]
    fn a_cubulus_state_is_its_whole_position() {
        let mut g = AnyGame::new(GameId::Cubulus, &Setup::players(3), 5).unwrap();
        g.play_str("z00+").unwrap();
        let v = state_value(&g, None).unwrap();
        assert_eq!(v["game"], "cubulus");
        assert_eq!(v["players"], 3);
        assert!(v["position"].is_object());
        assert_eq!(v["outcome"], Value::Null);
        assert!(state_value(&g, Some(3)).is_err());
    }

    #[test]
    fn a_finished_games_state_has_its_outcome_as_the_embed_posts_it() {
        let mut g = AnyGame::new(GameId::Cubulus, &Setup::players(3), 77).unwrap();
        let script = [
            "z00+", "z22-", "x11-", "z10+", "z20-", "x10-", "z01+", "z02-", "y01-", "z11+",
        ];
        for m in script {
            g.play_str(m).unwrap();
        }
        let v = state_value(&g, None).unwrap();
        assert_eq!(v["outcome"]["kind"], "win", "{v}");
        assert_eq!(v["outcome"]["winners"].as_array().map(Vec::len), Some(1));
    }

    #[test]
    fn a_cubes_state_never_holds_the_draw_pile_or_other_hands() {
        let mut g = AnyGame::new(GameId::Cubes, &Setup::players(2), 11).unwrap();
        // Through the setup, so that the cards are dealt.
        while let AnyGame::Cubes(c) = &g {
            if c.phase() == Phase::Play {
                break;
            }
            let m = g.legal_moves()[0].clone();
            g.play_str(&m).unwrap();
        }
        let AnyGame::Cubes(c) = &g else {
            unreachable!()
        };
        assert!(c.hand_len(0) > 0);
        let spectator = state_value(&g, None).unwrap();
        let text = spectator.to_string();
        assert!(
            !text.contains("draw_pile") && !text.contains("\"hand\""),
            "{text}"
        );
        assert_eq!(spectator["position"]["drawPileSize"], c.draw_pile_len());
        let seat1 = state_value(&g, Some(1)).unwrap();
        let hand = seat1["position"]["seats"][1]["hand"].as_array().unwrap();
        assert_eq!(hand.len(), c.hand_len(1));
        assert!(seat1["position"]["seats"][0].get("hand").is_none());
    }
}
