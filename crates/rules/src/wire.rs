//! What JavaScript hosts and Rust say to each other, written once: the outcome's shape and
//! how a seed is read. rules-js returns these, and the app's embed posts and reads them, so
//! that an outcome or a seed means the same on both. A record's form for hosts is
//! [`Record::host_json`](crate::Record::host_json); its limits are the record's own
//! ([`Record::check_limits`](crate::Record::check_limits)).

use crate::game::{Outcome, Seat};

/// The largest integer a JavaScript number holds exactly (2^53 − 1). Seeds above it travel
/// as strings.
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A finished game's outcome for JavaScript: `{"kind":"win","winners":[seats]}` (several
/// seats share a win) or `{"kind":"draw"}`; a running game is `null` (`Option::None`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum JsOutcome {
    Win { winners: Vec<Seat> },
    Draw,
}

impl From<&Outcome> for JsOutcome {
    fn from(outcome: &Outcome) -> Self {
        match outcome {
            Outcome::Winners(winners) => JsOutcome::Win {
                winners: winners.clone(),
            },
            Outcome::Draw => JsOutcome::Draw,
        }
    }
}

/// A seed that cannot be used: the rule it breaks, as a fixed text (every program that
/// reads a record carries it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedError {
    /// Not decimal digits of a number from 0 to 2^64 − 1.
    Text,
    /// Not a whole JavaScript number from 0 to 2^53 − 1.
    Number,
}

impl SeedError {
    pub fn message(self) -> &'static str {
        match self {
            SeedError::Text => {
                "the seed must be decimal digits of a whole number from 0 to 18446744073709551615"
            }
            SeedError::Number => {
                "the seed must be a whole number from 0 to 9007199254740991 (pass larger seeds as a string of digits)"
            }
        }
    }
}

impl std::fmt::Display for SeedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for SeedError {}

/// A seed given as text: the decimal digits of a whole number from 0 to 2^64 − 1 — the way
/// to pass seeds above 2^53, which a JavaScript number cannot hold exactly.
pub fn seed_from_text(text: &str) -> Result<u64, SeedError> {
    text.parse().map_err(|_| SeedError::Text)
}

/// A seed given as a JavaScript number: a whole number from 0 to 2^53 − 1 (a larger one has
/// already lost digits).
pub fn seed_from_number(seed: f64) -> Result<u64, SeedError> {
    if seed.is_finite() && seed.fract() == 0.0 && (0.0..=MAX_SAFE_INTEGER as f64).contains(&seed) {
        Ok(seed as u64)
    } else {
        Err(SeedError::Number)
    }
}

/// For `#[serde(deserialize_with)]`: a seed as a JSON number (exact in JSON text, so any
/// `u64`) or as a string of digits ([`seed_from_text`]).
pub fn number_or_text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    struct Seed;
    impl serde::de::Visitor<'_> for Seed {
        type Value = u64;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a seed: a whole number from 0 to 2^64 − 1, or its decimal digits")
        }
        fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<u64, E> {
            Ok(n)
        }
        fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<u64, E> {
            seed_from_text(text).map_err(|e| E::custom(e.message()))
        }
    }
    d.deserialize_any(Seed)
}

/// Why a JSON file's `"format"` could not be read ([`file_format`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// The text is not a JSON object: `Some` with the JSON reader's words when it is not
    /// JSON at all, `None` when it is JSON of another kind (an array, a number).
    NotAnObject(Option<String>),
    /// `"format"` is there but not a whole number: the reader's words.
    NotANumber(String),
    /// The object is not well-formed JSON: the reader's words.
    Malformed(String),
}

/// A JSON file's `"format"` (`None` when it has none), read before anything else and
/// without a `serde_json::Value` (whose reader a browser program would carry for this
/// alone): every other field is skipped. Each file type (a record, a study) says in its own
/// error what a [`FormatError`] means for it. serde_json refuses nesting deeper than 128,
/// so no input can exhaust the stack.
pub fn file_format(text: &str) -> Result<Option<u64>, FormatError> {
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        format: Option<u64>,
    }
    if !text.trim_start().starts_with('{') {
        return Err(FormatError::NotAnObject(
            serde_json::from_str::<serde::de::IgnoredAny>(text)
                .err()
                .map(|e| e.to_string()),
        ));
    }
    serde_json::from_str::<Head>(text)
        .map(|head| head.format)
        .map_err(|e| match e.classify() {
            serde_json::error::Category::Data => FormatError::NotANumber(e.to_string()),
            _ => FormatError::Malformed(e.to_string()),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_files_format_is_read_first_and_each_way_it_fails_is_told_apart() {
        assert_eq!(
            file_format(r#"{"format": 1, "x": [1, {"y": 2}]}"#),
            Ok(Some(1))
        );
        assert_eq!(file_format(r#" {"moves": []}"#), Ok(None));
        assert_eq!(file_format("[1, 2]"), Err(FormatError::NotAnObject(None)));
        assert!(matches!(
            file_format("nonsense"),
            Err(FormatError::NotAnObject(Some(_)))
        ));
        assert!(matches!(
            file_format(r#"{"format": "one"}"#),
            Err(FormatError::NotANumber(_))
        ));
        assert!(matches!(
            file_format(r#"{"format": 1,"#),
            Err(FormatError::Malformed(_))
        ));
        // Deep nesting in a skipped field is skipped without recursion.
        let deep = format!("{{\"a\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(file_format(&deep), Ok(None));
    }
    use serde_json::json;

    #[test]
    fn outcomes_are_a_kind_and_the_winners() {
        let win = JsOutcome::from(&Outcome::Winners(vec![1, 2]));
        assert_eq!(
            serde_json::to_value(&win).ok(),
            Some(json!({"kind": "win", "winners": [1, 2]}))
        );
        assert_eq!(
            serde_json::to_value(JsOutcome::from(&Outcome::Draw)).ok(),
            Some(json!({"kind": "draw"}))
        );
        assert_eq!(
            serde_json::to_value(None::<JsOutcome>).ok(),
            Some(json!(null))
        );
        assert_eq!(
            serde_json::from_value::<JsOutcome>(json!({"kind": "win", "winners": [0]})).ok(),
            Some(JsOutcome::Win { winners: vec![0] })
        );
    }

    #[test]
    fn seeds_as_text_run_to_two_to_the_sixty_four_minus_one() {
        assert_eq!(seed_from_text("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(seed_from_text("42"), Ok(42));
        for bad in ["18446744073709551616", "-1", "1e3", "", " ", " 42", "0x10"] {
            assert!(seed_from_text(bad).is_err(), "{bad:?}");
        }
        assert!(SeedError::Text.to_string().contains(&u64::MAX.to_string()));
    }

    #[test]
    fn a_record_seed_is_a_number_or_its_digits() {
        #[derive(serde::Deserialize)]
        struct Holder {
            #[serde(deserialize_with = "number_or_text")]
            seed: u64,
        }
        let seed = |v: serde_json::Value| serde_json::from_value::<Holder>(v).map(|h| h.seed);
        assert_eq!(seed(json!({"seed": 7})).ok(), Some(7));
        assert_eq!(seed(json!({"seed": u64::MAX})).ok(), Some(u64::MAX));
        assert_eq!(
            seed(json!({"seed": "18446744073709551615"})).ok(),
            Some(u64::MAX)
        );
        for bad in [json!(-1), json!(1.5), json!("1e3"), json!(null), json!([1])] {
            assert!(seed(json!({ "seed": bad })).is_err(), "{bad}");
        }
    }

    #[test]
    fn seeds_as_numbers_are_safe_whole_numbers() {
        assert_eq!(seed_from_number(42.0), Ok(42));
        assert_eq!(
            seed_from_number(MAX_SAFE_INTEGER as f64),
            Ok(MAX_SAFE_INTEGER)
        );
        let too_big = MAX_SAFE_INTEGER as f64 * 2.0;
        for bad in [-1.0, 1.5, f64::NAN, f64::INFINITY, too_big] {
            assert!(seed_from_number(bad).is_err(), "{bad}");
        }
        let text = SeedError::Number.to_string();
        assert!(text.contains(&MAX_SAFE_INTEGER.to_string()), "{text}");
    }
}
