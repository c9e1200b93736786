//! Seeded fuzz of records (JSON) and links: truncation, bit flips, wrong types, huge and
//! deeply nested values, unknown versions. Every input must end without a panic, within
//! [`HANG`], in `Ok` or in one of the typed error kinds its reader may give, quoting at most
//! a clipped piece of the input.
//!
//! `FUZZ_COUNT` sets the number of mutated records (links: a fifth of it; default 5,000 in
//! debug so that the suite runs in about a minute). `FUZZ_SEED` picks another sequence.
//! `scripts/fuzz.sh N` runs N records in release.
//!
//! The mutators are [`rules::mutate`] (feature `test-helpers`), for any crate's fuzz of what
//! it reads; the app fuzzes its stored entries and embed messages in its own `fuzz.rs`.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use rules::{mutate, GameId, GameRng, Input, Record, RecordError};

/// An input that takes longer than this counts as a hang (debug builds, shared machine).
const HANG: Duration = Duration::from_secs(10);

/// Error messages are short: a kind, a reason and at most 80 quoted characters per quote.
const MESSAGE_MAX: usize = 600;

fn count() -> usize {
    std::env::var("FUZZ_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000)
}

fn seed() -> u64 {
    std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0xF022)
}

/// What a fuzz run saw.
#[derive(Default, Debug)]
struct Tally {
    inputs: usize,
    ok: usize,
    errors: std::collections::BTreeMap<&'static str, usize>,
    panics: Vec<String>,
    hangs: Vec<String>,
    wrong: Vec<String>,
    slowest: Duration,
}

impl Tally {
    /// Runs `check` on `input`; `check` returns the error kind it met, or a violation.
    fn run(
        &mut self,
        input: &str,
        check: impl FnOnce(&str) -> Result<Option<&'static str>, String>,
    ) {
        self.inputs += 1;
        let start = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| check(input)));
        let took = start.elapsed();
        self.slowest = self.slowest.max(took);
        let shown = rules::clip(input);
        if took > HANG {
            self.hangs.push(format!("{took:?}: {shown}"));
        }
        match result {
            Err(_) => self.panics.push(shown),
            Ok(Err(why)) => self.wrong.push(format!("{why}: {shown}")),
            Ok(Ok(None)) => self.ok += 1,
            Ok(Ok(Some(kind))) => *self.errors.entry(kind).or_default() += 1,
        }
    }

    fn assert_clean(&self, what: &str, started: Instant) {
        println!(
            "{what}: {} inputs in {:.1?}, {} ok, errors {:?}, {} panics, {} hangs, slowest {:.1?}",
            self.inputs,
            started.elapsed(),
            self.ok,
            self.errors,
            self.panics.len(),
            self.hangs.len(),
            self.slowest
        );
        assert!(
            self.panics.is_empty(),
            "{what} panicked on {:?}",
            self.panics
        );
        assert!(self.hangs.is_empty(), "{what} hung on {:?}", self.hangs);
        assert!(self.wrong.is_empty(), "{what}: {:?}", self.wrong);
    }
}

fn kind(e: &RecordError) -> &'static str {
    match e {
        RecordError::Malformed(_) => "malformed",
        RecordError::BadLink(_) => "bad link",
        RecordError::UnknownGame(_) => "unknown game",
        RecordError::Version { .. } => "version",
        RecordError::Setup(_) => "setup",
        RecordError::Position(_) => "position",
        RecordError::IllegalMove { .. } => "illegal move",
        RecordError::TooLarge { .. } => "too large",
        RecordError::TooLongForLink { .. } => "too long for a link",
        RecordError::BrokenSave { .. } => "broken save",
    }
}

/// The message is short however long the input was.
fn short(e: &RecordError) -> Result<&'static str, String> {
    let m = e.to_string();
    if m.chars().count() > MESSAGE_MAX {
        return Err(format!("a message of {} chars", m.chars().count()));
    }
    Ok(kind(e))
}

/// Replaying a record that read fine: errors about its content only.
fn check_replay(r: &Record) -> Result<Option<&'static str>, String> {
    match r.replay() {
        Ok(_) => Ok(None),
        Err(
            e @ (RecordError::UnknownGame(_)
            | RecordError::Setup(_)
            | RecordError::Position(_)
            | RecordError::Malformed(_)
            | RecordError::IllegalMove { .. }
            | RecordError::TooLarge {
                what: Input::Move | Input::Position,
                ..
            }),
        ) => short(&e).map(Some),
        Err(e) => Err(format!("replay gave {e:?}")),
    }
}

fn check_record(text: &str) -> Result<Option<&'static str>, String> {
    match Record::from_json(text) {
        Ok(r) => check_replay(&r),
        Err(
            e @ (RecordError::Malformed(_)
            | RecordError::Version { .. }
            | RecordError::TooLarge { .. }),
        ) => short(&e).map(Some),
        Err(e) => Err(format!("from_json gave {e:?}")),
    }
}

fn check_link(code: &str) -> Result<Option<&'static str>, String> {
    match Record::from_link(code) {
        // A link that opens is a game that loads, and makes a link that opens to it again.
        Ok(r) => {
            r.replay()
                .map_err(|e| format!("opened but does not replay: {e}"))?;
            let again = r
                .to_link()
                .map_err(|e| format!("opened but no link: {e}"))?;
            if Record::from_link(&again).as_ref() != Ok(&r) {
                return Err("link → record → link → record differs".into());
            }
            Ok(None)
        }
        Err(
            e @ (RecordError::BadLink(_)
            | RecordError::UnknownGame(_)
            | RecordError::Version { .. }
            | RecordError::Setup(_)
            | RecordError::Position(_)
            | RecordError::Malformed(_)
            | RecordError::IllegalMove { .. }
            | RecordError::TooLarge { .. }),
        ) => short(&e).map(Some),
        Err(e) => Err(format!("from_link gave {e:?}")),
    }
}

/// Short random games of every game, four seeds each (Cubus: its first moves, which need
/// little build search).
fn corpus() -> Vec<Record> {
    let plies = |id| match id {
        GameId::Cubulus => 60,
        GameId::Cubus => 6,
        _ => 120,
    };
    let games: Vec<Record> = (0..4)
        .flat_map(|seed| GameId::ALL.map(|id| common::random_game(id)(seed, plies(id))))
        .collect();
    let from_positions: Vec<Record> = games.iter().map(common::from_midgame).collect();
    games.into_iter().chain(from_positions).collect()
}

#[test]
fn fuzz_records() {
    let started = Instant::now();
    let corpus = corpus();
    let texts: Vec<String> = corpus.iter().map(|r| r.to_json().unwrap()).collect();
    let mut rng = GameRng::new(seed());
    let mut tally = Tally::default();
    for i in 0..count() {
        let original = &texts[i % texts.len()];
        let input = if i % 500 == 499 {
            // Over the record limit, now and then (it costs a 4 MB string).
            format!("{original}{}", " ".repeat(rules::limits::RECORD))
        } else {
            mutate::json(&mut rng, original)
        };
        tally.run(&input, check_record);
    }
    tally.assert_clean("records", started);
}

#[test]
fn fuzz_links() {
    let started = Instant::now();
    let corpus = corpus();
    let mut codes: Vec<String> = corpus.iter().map(|r| r.to_link().unwrap()).collect();
    codes.extend(corpus.iter().map(rules::link::encode_v1));
    let mut rng = GameRng::new(seed() ^ 0x11_4E);
    let mut tally = Tally::default();
    for i in 0..count() / 5 {
        let input = mutate::link(&mut rng, &codes[i % codes.len()]);
        tally.run(&input, check_link);
    }
    tally.assert_clean("links", started);
}

// An input the fuzz finds to fail becomes a test here, named after what went wrong. The runs
// so far (5,000 records and 1,000 links in debug, 100,000 and 20,000 in release, seed 0xF022)
// found none.
