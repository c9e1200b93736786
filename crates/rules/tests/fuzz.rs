//! Seeded fuzz of records (JSON), links, positions (each game's notation) and studies (JSON
//! and links, their drawings inside): truncation, bit flips, wrong types, huge and
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

use rules::study::{Study, StudyError};
use rules::{mutate, AnyGame, GameId, GameRng, Input, PositionRefusal, Record, RecordError, Sight};

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
        RecordError::PositionsLeftOut => "positions left out",
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

/// A position that reads and stands is a game that keeps its invariants and can be played
/// (and gives its text back); anything else is a typed refusal with a short message.
fn check_position(id: GameId, text: &str) -> Result<Option<&'static str>, String> {
    match AnyGame::from_position(id, text, 5) {
        Ok(g) => {
            g.check_invariants()
                .map_err(|e| format!("accepted but broken: {e}"))?;
            if g.outcome().is_none() && g.legal_moves().is_empty() {
                return Err("accepted but no legal move".into());
            }
            let again = g.position_text(Sight::Whole);
            AnyGame::from_position(id, &again, 5)
                .map_err(|e| format!("its own text is refused: {e}"))?;
            Ok(None)
        }
        Err(e) => {
            let m = e.to_string();
            if m.chars().count() > MESSAGE_MAX {
                return Err(format!("a message of {} chars", m.chars().count()));
            }
            Ok(Some(match e {
                PositionRefusal::Unreadable(_) => "unreadable",
                PositionRefusal::Broken(_) => "broken",
            }))
        }
    }
}

#[test]
fn fuzz_positions() {
    let started = Instant::now();
    let mut texts: Vec<(GameId, String)> = Vec::new();
    for record in corpus() {
        let id = record.game_id().unwrap();
        let mut g = record.start().unwrap();
        texts.push((id, g.position_text(Sight::Whole)));
        for m in &record.moves {
            g.play_str(m).unwrap();
        }
        texts.push((id, g.position_text(Sight::Whole)));
        texts.push((id, g.position_text(Sight::Spectator)));
    }
    let mut rng = GameRng::new(seed() ^ 0x905);
    let mut tally = Tally::default();
    for i in 0..count() / 2 {
        let (id, original) = &texts[i % texts.len()];
        // Cubus positions rebuild with a build search; a tenth of the others is enough.
        if *id == GameId::Cubus && i % 10 != 0 {
            continue;
        }
        let input = mutate::position(&mut rng, original);
        tally.run(&input, |t| check_position(*id, t));
    }
    tally.assert_clean("positions", started);
}

fn study_kind(e: &StudyError) -> &'static str {
    match e {
        StudyError::Malformed(_) => "malformed",
        StudyError::Version { .. } => "version",
        StudyError::TooLarge { .. } => "too large",
        StudyError::Start { .. } => "start",
        StudyError::Parent { .. } => "parent",
        StudyError::Move { .. } => "move",
        StudyError::Drawing { .. } => "drawing",
        StudyError::BadLink(_) => "bad link",
        StudyError::TooLongForLink { .. } => "too long for a link",
    }
}

fn check_study(read: Result<Study, StudyError>) -> Result<Option<&'static str>, String> {
    match read {
        Ok(s) => {
            let json = s
                .to_json()
                .map_err(|e| format!("read but not written: {e}"))?;
            if Study::from_json(&json).as_ref() != Ok(&s) {
                return Err("study → JSON → study differs".into());
            }
            Ok(None)
        }
        Err(e) => {
            let m = e.to_string();
            if m.chars().count() > MESSAGE_MAX {
                return Err(format!("a message of {} chars", m.chars().count()));
            }
            Ok(Some(study_kind(&e)))
        }
    }
}

/// A small study of every game: a chapter from its start with two moves and a side line,
/// and one from a mid-game position, with comments and drawings.
fn study_corpus() -> Study {
    use rules::drawing::{Arrow, Colour, Drawing, Mark, Marked};
    use rules::study::{Chapter, Comments, Node, Start};
    let mut chapters = Vec::new();
    for record in corpus().into_iter().take(GameId::ALL.len()) {
        let g = record.start().unwrap();
        let places = g.places();
        let first = g.legal_moves();
        let mut after = g.clone();
        after.play_str(&first[0]).unwrap();
        let drawing = Drawing {
            arrows: vec![Arrow {
                from: places[0].clone(),
                to: places[1].clone(),
                colour: Colour::Blue,
            }],
            marks: vec![Marked {
                place: places[2].clone(),
                mark: Mark::Highlight,
                colour: Colour::Green,
            }],
        };
        let node = |parent, mv: &String| Node {
            parent,
            mv: mv.clone(),
            comments: Comments {
                en: Some("why".into()),
                de: Some("warum".into()),
                hu: Some("miért".into()),
            },
            drawing: drawing.clone(),
        };
        let mut nodes = vec![
            node(None, &first[0]),
            node(Some(0), &after.legal_moves()[0]),
        ];
        if let Some(m) = first.get(1) {
            nodes.push(node(None, m));
        }
        chapters.push(Chapter {
            title: record.game.clone(),
            game: record.game.clone(),
            start: Start::New {
                players: record.players,
                options: record.options.clone(),
                seed: record.seed,
            },
            comments: Comments::default(),
            drawing: Drawing::default(),
            nodes,
        });
        let mid = record.replay().unwrap();
        chapters.push(Chapter {
            title: format!("{} later", record.game),
            game: record.game.clone(),
            start: Start::Position {
                position: mid.position_text(Sight::Whole),
                seed: 1,
            },
            comments: Comments::default(),
            drawing,
            nodes: Vec::new(),
        });
    }
    Study {
        title: "fuzz".into(),
        chapters,
    }
}

#[test]
fn fuzz_studies() {
    let started = Instant::now();
    let study = study_corpus();
    let json = study.to_json().unwrap();
    let link = study.to_link().unwrap();
    let mut rng = GameRng::new(seed() ^ 0x57D);
    let mut tally = Tally::default();
    for i in 0..count() / 10 {
        if i % 2 == 0 {
            let input = mutate::json(&mut rng, &json);
            tally.run(&input, |t| check_study(Study::from_json(t)));
        } else {
            let input = mutate::link(&mut rng, &link);
            tally.run(&input, |t| check_study(Study::from_link(t)));
        }
    }
    tally.assert_clean("studies", started);
}

/// A drawing's text (the editor's links): read, or refused as malformed or too many shapes.
#[test]
fn fuzz_drawings() {
    use rules::drawing::{Drawing, DrawingError};
    let started = Instant::now();
    let texts = ["ga:102>103,rc:5,bh:a1,yc:x12+", "ra:e15>f14,gh:3"];
    let mut rng = GameRng::new(seed() ^ 0xD2A);
    let mut tally = Tally::default();
    for i in 0..count() / 5 {
        let input = mutate::link(&mut rng, texts[i % texts.len()]);
        tally.run(&input, |t| match Drawing::from_text(t) {
            Ok(d) => match Drawing::from_text(&d.to_text()) {
                Ok(again) if again == d => Ok(None),
                _ => Err("its own text does not read back".into()),
            },
            Err(e) => {
                let m = e.to_string();
                if m.chars().count() > MESSAGE_MAX {
                    return Err(format!("a message of {} chars", m.chars().count()));
                }
                Ok(Some(match e {
                    DrawingError::Malformed(_) => "malformed",
                    DrawingError::TooManyShapes { .. } => "too many",
                    _ => return Err(format!("an error the text cannot give: {e}")),
                }))
            }
        });
    }
    tally.assert_clean("drawings", started);
}

// An input the fuzz finds to fail becomes a test here, named after what went wrong. The runs
// so far (5,000 records and 1,000 links in debug, 100,000 and 20,000 in release, seed 0xF022)
// found none.
