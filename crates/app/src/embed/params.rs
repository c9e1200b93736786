//! The embed address's query: `/embed/<game>?record=…&seats=…&lang=…&moves=1&rules=1&
//! replay=1&autoplay=<ms>&seed=…&origin=…`. Reading it never fails: a bad value is left out
//! with a warning for the console, and a record that cannot be read is a problem the
//! frame shows and reports to the host.

use rules::Record;

use crate::i18n::Lang;

/// Autoplay's fastest and slowest step, and the most seats (`rules::limits`).
pub const AUTOPLAY_MIN_MS: u32 = rules::limits::EMBED_AUTOPLAY_MS.0;
pub const AUTOPLAY_MAX_MS: u32 = rules::limits::EMBED_AUTOPLAY_MS.1;
const MAX_SEATS: usize = rules::limits::EMBED_SEATS;

/// Which windows the frame talks to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OriginPolicy {
    /// Messages from the parent window whatever its origin; events posted with `*`.
    Any,
    /// Messages only from the parent window at this origin; events posted to it only.
    Only(String),
    /// An `origin=` that is not an origin: the frame neither listens nor posts.
    Closed,
}

impl OriginPolicy {
    /// Whether a message from `origin` (coming from the parent window) is accepted.
    pub fn accepts(&self, origin: &str) -> bool {
        match self {
            OriginPolicy::Any => true,
            OriginPolicy::Only(o) => o == origin,
            OriginPolicy::Closed => false,
        }
    }

    /// The `targetOrigin` for `postMessage`, or `None` to post nothing.
    pub fn target(&self) -> Option<&str> {
        match self {
            OriginPolicy::Any => Some("*"),
            OriginPolicy::Only(o) => Some(o),
            OriginPolicy::Closed => None,
        }
    }
}

/// What a seat is played by: `human`, or `ai:<level>` (`ai` alone is `ai:medium`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Computer(String),
}

/// The computer levels a seat may name.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

impl SeatKind {
    /// Reads one entry of `seats=`; `Err` names what is wrong with it.
    pub fn parse(kind: &str) -> Result<SeatKind, String> {
        match kind.split_once(':') {
            None if kind == "human" => Ok(SeatKind::Human),
            None if kind == "ai" => Ok(SeatKind::Computer("medium".into())),
            Some(("ai", level)) if LEVELS.contains(&level) => Ok(SeatKind::Computer(level.into())),
            Some(("ai", level)) => Err(format!(
                "seats: the computer level \"{}\" is unknown (easy, medium or hard)",
                rules::clip(level)
            )),
            _ => Err(format!(
                "seats: the seat kind \"{}\" is unknown (human, or ai:easy, ai:medium, ai:hard)",
                rules::clip(kind)
            )),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct EmbedParams {
    /// `record=<link code>`: the start position, or why it could not be read.
    pub record: Option<Result<Record, String>>,
    /// `seats=human,human`: one entry per seat; without a record it sets the player count.
    pub seats: Option<Vec<SeatKind>>,
    pub lang: Option<Lang>,
    /// `moves=1`: show the move list.
    pub moves: bool,
    /// `rules=1`: show the rules text.
    pub rules: bool,
    /// `replay=1` (or `autoplay`): read-only stepping through the record.
    pub replay: bool,
    /// `review=1`: a finished record's review (`components::review`), started at once,
    /// in the side column; the record is a read-only replay then.
    pub review: bool,
    /// `autoplay=<ms>`: step through the record by itself, one move every `ms`.
    pub autoplay: Option<u32>,
    /// `seed=<n>`: the seed of a new game (without a record).
    pub seed: Option<u64>,
    pub origin: OriginPolicy,
    /// What the frame refuses to start with (an unknown seat kind): each names the value.
    pub refused: Vec<String>,
}

impl Default for EmbedParams {
    fn default() -> Self {
        EmbedParams {
            record: None,
            seats: None,
            lang: None,
            moves: false,
            rules: false,
            replay: false,
            review: false,
            autoplay: None,
            seed: None,
            origin: OriginPolicy::Any,
            refused: Vec::new(),
        }
    }
}

/// Decodes `%XX` escapes and `+`; malformed escapes are kept as they are.
pub fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn flag(name: &str, value: &str, warnings: &mut Vec<String>) -> bool {
    match value {
        "1" | "true" | "yes" | "on" => true,
        "0" | "false" | "no" | "off" | "" => false,
        other => {
            warnings.push(format!("{name}={other} is not 1 or 0; ignored"));
            false
        }
    }
}

/// An origin as browsers write it: `http(s)://host[:port]`, nothing after.
pub fn valid_origin(text: &str) -> bool {
    let rest = text
        .strip_prefix("https://")
        .or_else(|| text.strip_prefix("http://"));
    match rest {
        Some(host) => {
            !host.is_empty()
                && host.len() <= 253
                && host
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
        }
        None => false,
    }
}

/// Reads the query (with or without the leading `?`). Returns the parameters and the
/// warnings to log; unknown parameters are warned about too.
pub fn parse(query: &str) -> (EmbedParams, Vec<String>) {
    let mut p = EmbedParams::default();
    let mut warnings = Vec::new();
    let mut autoplay_given = false;
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decode(raw);
        match key {
            "record" => p.record = Some(Record::from_link(&value).map_err(|e| e.to_string())),
            "seats" => {
                let mut seats = Vec::new();
                for kind in value.split(',').map(str::trim) {
                    match SeatKind::parse(kind) {
                        Ok(k) => seats.push(k),
                        Err(e) => p.refused.push(e),
                    }
                }
                if seats.len() > MAX_SEATS {
                    warnings.push(format!("seats: more than {MAX_SEATS} seats; ignored"));
                } else {
                    p.seats = Some(seats);
                }
            }
            "lang" => match Lang::from_tag(&value) {
                Some(l) if l.code() == value.to_ascii_lowercase() => p.lang = Some(l),
                _ => warnings.push(format!("lang={value} is not en, de or hu; ignored")),
            },
            "moves" => p.moves = flag("moves", &value, &mut warnings),
            "rules" => p.rules = flag("rules", &value, &mut warnings),
            "replay" => p.replay = flag("replay", &value, &mut warnings),
            "review" => p.review = flag("review", &value, &mut warnings),
            "autoplay" => {
                autoplay_given = true;
                match value.parse::<u32>() {
                    Ok(ms) if (AUTOPLAY_MIN_MS..=AUTOPLAY_MAX_MS).contains(&ms) => {
                        p.autoplay = Some(ms)
                    }
                    _ => warnings.push(format!(
                        "autoplay={value} is not a number of milliseconds from {AUTOPLAY_MIN_MS} to {AUTOPLAY_MAX_MS}; ignored"
                    )),
                }
            }
            "seed" => match value.parse::<u64>() {
                Ok(s) => p.seed = Some(s),
                Err(_) => warnings.push(format!("seed={value} is not a whole number; ignored")),
            },
            "origin" => {
                if value == "*" {
                    p.origin = OriginPolicy::Any;
                } else if valid_origin(&value) {
                    p.origin = OriginPolicy::Only(value);
                } else {
                    warnings.push(format!(
                        "origin={value} is not an origin such as https://example.org; no messages are accepted or posted"
                    ));
                    p.origin = OriginPolicy::Closed;
                }
            }
            other => warnings.push(format!("unknown parameter \"{other}\"; ignored")),
        }
    }
    // Autoplay is a replay that steps by itself; a broken one still asked for a replay.
    if autoplay_given || p.review {
        p.replay = true;
    }
    (p, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{GameId, Setup};

    #[test]
    fn every_parameter_is_read() {
        let mut r = Record::new(GameId::Cubulus, &Setup::players(3), 7);
        r.moves = vec!["z00+".into()];
        let q = format!(
            "?record={}&seats=human,human,human&lang=de&moves=1&rules=1&autoplay=500&seed=9&origin=https%3A%2F%2Fexample.org%3A8443",
            r.to_link().unwrap()
        );
        let (p, w) = parse(&q);
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(p.record, Some(Ok(r)));
        assert_eq!(p.seats.map(|s| s.len()), Some(3));
        assert_eq!(p.lang, Some(Lang::De));
        assert!(p.moves && p.rules && p.replay);
        assert_eq!(p.autoplay, Some(500));
        assert_eq!(p.seed, Some(9));
        assert_eq!(
            p.origin,
            OriginPolicy::Only("https://example.org:8443".into())
        );
    }

    #[test]
    fn a_review_is_a_read_only_replay() {
        let (p, w) = parse("review=1");
        assert!(w.is_empty(), "{w:?}");
        assert!(p.review && p.replay);
        let (p, _) = parse("review=0");
        assert!(!p.review && !p.replay);
    }

    #[test]
    fn bad_values_are_warned_about_and_left_out() {
        let (p, w) = parse("lang=fr&moves=maybe&autoplay=5&seed=-1&zoom=2");
        assert_eq!(w.len(), 5, "{w:?}");
        assert_eq!(p.lang, None);
        assert!(!p.moves);
        assert_eq!(p.autoplay, None);
        assert!(p.replay, "an autoplay request is still read-only");
        assert_eq!(p.seed, None);
    }

    #[test]
    fn an_unknown_seat_kind_or_level_is_refused_naming_it() {
        let (p, _) = parse("seats=human,robot,ai:genius");
        assert_eq!(p.refused.len(), 2);
        assert!(p.refused[0].contains("\"robot\""), "{:?}", p.refused);
        assert!(p.refused[1].contains("\"genius\""), "{:?}", p.refused);
        let (p, _) = parse("seats=human,ai:hard,ai");
        assert!(p.refused.is_empty());
        assert_eq!(
            p.seats,
            Some(vec![
                SeatKind::Human,
                SeatKind::Computer("hard".into()),
                SeatKind::Computer("medium".into())
            ])
        );
    }

    #[test]
    fn a_broken_record_is_a_problem_not_a_panic() {
        let (p, _) = parse("record=@@@");
        assert!(matches!(p.record, Some(Err(_))));
    }

    #[test]
    fn origins_are_checked() {
        assert!(valid_origin("https://example.org"));
        assert!(valid_origin("http://127.0.0.1:8080"));
        assert!(!valid_origin("https://example.org/path"));
        assert!(!valid_origin("example.org"));
        assert!(!valid_origin("javascript:alert(1)"));
        let (p, w) = parse("origin=nonsense");
        assert_eq!(p.origin, OriginPolicy::Closed);
        assert_eq!(w.len(), 1);
        assert!(!p.origin.accepts("https://example.org"));
        assert_eq!(p.origin.target(), None);
        let only = OriginPolicy::Only("https://a.example".into());
        assert!(only.accepts("https://a.example"));
        assert!(!only.accepts("https://b.example"));
        assert_eq!(parse("").0.origin.target(), Some("*"));
    }

    #[test]
    fn percent_escapes_decode_and_broken_ones_stay() {
        assert_eq!(percent_decode("a%20b+c"), "a b c");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%C3%A9"), "é");
    }
}
