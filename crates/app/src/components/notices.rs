//! The page's notices: each problem met, in the player's language, each dismissed on its
//! own. Bad records say what kind of problem they are: a damaged link, an
//! unknown game, a newer format, an illegal move with its number and text, a record or
//! move over its size limit, or a saved entry that did not load and where it was kept.

use rules::{Input, RecordError, SetupError};
use yew::prelude::*;

use crate::browser;
use crate::games;
use crate::i18n::{Lang, T};
use crate::local_game::{Notice, Source};
use crate::storage::{self, BrowserStore};

/// A notice as one sentence in `lang`.
pub fn notice_text(notice: &Notice, lang: Lang) -> String {
    match notice {
        Notice::Illegal(e) => format!(
            "{}: {}",
            lang.t(T::IllegalMove),
            games::move_error_text(e, lang)
        ),
        Notice::ViewingHistory => lang.t(T::ViewingHistoryNoMove).to_string(),
        Notice::SaveFailed(e) => format!("{} ({e})", lang.t(T::AutosaveFailed)),
        Notice::RecordFailed(e) => format!("{} {e}", lang.t(T::RecordFailed)),
        Notice::Refused(e) => e.clone(),
        Notice::BadRecord { source, error } => record_error_text(*source, error, lang),
        Notice::WorkerFailed(e) => format!("{} ({e})", lang.t(T::WorkerFailed)),
        Notice::NotShelved(e) => format!("{} ({e})", lang.t(T::NotShelved)),
    }
}

/// What is wrong with a link, a file or a saved entry, by kind, in `lang`. Inputs quoted
/// here were cut to 80 characters by the rules crate.
/// A starting position that cannot stand: every broken condition in words (each names its
/// place itself), or the part that did not read.
#[cfg(feature = "positions")]
fn position_refusal(p: &rules::PositionRefusal, lang: Lang) -> String {
    let why: Vec<String> = games::position_refusal_texts(p, lang)
        .into_iter()
        .map(|(_, words)| words)
        .collect();
    format!("{} ({})", lang.t(T::BadPosition), why.join(" "))
}

/// A program without positions never starts from one, so it carries none of their words.
#[cfg(not(feature = "positions"))]
fn position_refusal(_: &rules::PositionRefusal, lang: Lang) -> String {
    lang.t(T::BadPosition).to_string()
}

pub fn record_error_text(source: Source, e: &RecordError, lang: Lang) -> String {
    let what = lang.t(match source {
        Source::Link => T::TheLink,
        Source::File => T::TheFile,
        Source::Saved => T::TheSavedGame,
    });
    match e {
        RecordError::Malformed(_) => format!("{what}: {}", lang.t(T::NotARecord)),
        RecordError::BadLink(_) => lang.t(T::BadLink).to_string(),
        RecordError::UnknownGame(g) => {
            format!("{what}: {} \u{201c}{g}\u{201d}", lang.t(T::GameNotKnown))
        }
        RecordError::Version { found, known } => {
            crate::tr!(
                lang,
                T::NewerVersion,
                what = what,
                found = found,
                known = known
            )
        }
        RecordError::Setup(SetupError::UnknownGame(g)) => {
            format!("{what}: {} \u{201c}{g}\u{201d}", lang.t(T::GameNotKnown))
        }
        RecordError::Setup(s) => format!("{what}: {} ({s})", lang.t(T::BadSetup)),
        RecordError::Position(p) => format!("{what}: {}", position_refusal(p, lang)),
        RecordError::PositionsLeftOut => format!("{what}: {}", lang.t(T::PositionsLeftOut)),
        RecordError::IllegalMove {
            ply,
            text,
            reason,
            rule,
        } => {
            let why = match rule {
                Some(r) => games::rule_error_text(r, lang),
                None => reason.clone(),
            };
            crate::tr!(
                lang,
                T::MoveNotPlayable,
                what = what,
                ply = ply,
                text = text,
                why = why
            )
        }
        RecordError::TooLarge {
            what: input,
            size,
            limit,
        } => {
            let thing = lang.t(match input {
                Input::Move => T::AMove,
                Input::Record | Input::Position => T::ARecord,
                Input::Link => T::ALink,
                Input::EmbedMessage => T::AMessage,
            });
            crate::tr!(
                lang,
                T::OverLimit,
                thing = thing,
                size = size,
                limit = limit
            )
        }
        RecordError::TooLongForLink { .. } => lang.t(T::TooLongForLink).to_string(),
        RecordError::BrokenSave {
            kept_at: Some(k),
            cause,
            ..
        } => format!(
            "{} {k} ({})",
            lang.t(T::SavedGameKeptAside),
            cause_text(cause, lang)
        ),
        RecordError::BrokenSave {
            kept_at: None,
            cause,
            ..
        } => format!(
            "{} ({})",
            lang.t(T::SavedGameNotMoved),
            cause_text(cause, lang)
        ),
    }
}

/// What the home page says when its list of recent games did not read: the list's one
/// failure is a damaged entry (`storage::recent`: kept aside, or left where it was), so
/// this says what [`record_error_text`] says of it without linking every other error's
/// words (each game's rule errors among them) into the shell.
pub fn recent_list_error_text(e: &RecordError, lang: Lang) -> String {
    let why = lang.t(T::NotARecord);
    match e {
        RecordError::BrokenSave {
            kept_at: Some(k), ..
        } => format!("{} {k} ({why})", lang.t(T::SavedGameKeptAside)),
        RecordError::BrokenSave { kept_at: None, .. } => {
            format!("{} ({why})", lang.t(T::SavedGameNotMoved))
        }
        _ => format!("{}: {why}", lang.t(T::TheSavedGame)),
    }
}

/// Why a saved entry did not load, without naming the saved game again.
fn cause_text(cause: &RecordError, lang: Lang) -> String {
    let text = record_error_text(Source::Saved, cause, lang);
    let prefix = format!("{}: ", lang.t(T::TheSavedGame));
    text.strip_prefix(&prefix)
        .map(str::to_string)
        .unwrap_or(text)
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub notices: Vec<Notice>,
    pub lang: Lang,
    pub on_dismiss: Callback<usize>,
}

/// The queued notices. Each is its own element keyed by its text, so that a screen
/// reader announces a new one once and not the ones already there.
#[function_component(Notices)]
pub fn notices(p: &Props) -> Html {
    let lang = p.lang;
    // The answer to a refused move is brought into view: on a phone the board is long and
    // the notice sits above it (issue 47: a click must be answered where it is seen).
    let refused: Vec<String> = p
        .notices
        .iter()
        .filter(|n| matches!(n, Notice::Illegal(_)))
        .map(|n| notice_text(n, lang))
        .collect();
    use_effect_with(refused, |r| {
        if !r.is_empty() {
            browser::bring_into_view(".notices .notice.illegal");
        }
    });
    html! {
        <div class="notices" aria-live="polite">
            { for p.notices.iter().enumerate().map(|(i, n)| {
                let text = notice_text(n, lang);
                let class = match n {
                    Notice::Illegal(_) | Notice::ViewingHistory => "notice illegal",
                    _ => "notice error",
                };
                let dismiss = {
                    let on_dismiss = p.on_dismiss.clone();
                    Callback::from(move |_: MouseEvent| on_dismiss.emit(i))
                };
                // A saved entry that could not even be copied aside stays in place; the
                // player may take it as a file.
                let download = match n {
                    Notice::BadRecord { error: RecordError::BrokenSave { key, kept_at: None, .. }, .. } => {
                        let key = key.clone();
                        let onclick = Callback::from(move |_: MouseEvent| {
                            if let Some(raw) = storage::raw_entry(&BrowserStore::open(), &key) {
                                browser::download("cube-table-broken-entry.json", &raw);
                            }
                        });
                        html! { <button class="link" {onclick}>{ lang.t(T::DownloadEntry) }</button> }
                    }
                    _ => html! {},
                };
                html! {
                    <div key={text.clone()} class={class} role="status">
                        <span>{ text }</span>
                        { download }
                        <button class="link" onclick={dismiss}>{ lang.t(T::Dismiss) }</button>
                    </div>
                }
            }) }
        </div>
    }
}

#[cfg(test)]
mod tests {

    /// The home page's short form says what the full one says of the recent list's
    /// failures (a damaged list, kept aside or not).
    #[test]
    fn recent_list_error_text_matches_the_full_text() {
        use crate::storage::{recent, MemoryStore};
        for lang in Lang::ALL {
            // A store with room to keep the damaged list aside, and one that refuses it.
            for quota in [usize::MAX, 0] {
                let mut store = MemoryStore::default();
                store
                    .0
                    .insert("cube-table/recent".into(), "[{\"damaged".into());
                store.1 = quota;
                let Err(e) = recent(&mut store, 1.0) else {
                    panic!("a damaged list reads")
                };
                assert!(matches!(e, RecordError::BrokenSave { .. }));
                assert_eq!(
                    recent_list_error_text(&e, lang),
                    record_error_text(Source::Saved, &e, lang)
                );
            }
        }
    }
    use super::*;
    use rules::Record;

    /// Issue 17, finding 4: a bad link is not "a saved game kept aside", and each kind of
    /// problem has its own message.
    #[test]
    fn each_kind_of_bad_link_has_its_own_message() {
        let lang = Lang::En;
        let cut = Record::from_link("zz").expect_err("not a link");
        let text = record_error_text(Source::Link, &cut, lang);
        assert!(!text.contains("kept aside"), "{text}");
        let unknown = record_error_text(
            Source::Link,
            &RecordError::UnknownGame("chess".into()),
            lang,
        );
        assert!(unknown.contains("chess"), "{unknown}");
        let newer = record_error_text(
            Source::Link,
            &RecordError::Version {
                found: "9".into(),
                known: 2,
            },
            lang,
        );
        assert!(newer.contains("newer"), "{newer}");
        let illegal = record_error_text(
            Source::Link,
            &RecordError::IllegalMove {
                ply: 40,
                text: "zzz".into(),
                reason: "no".into(),
                rule: None,
            },
            lang,
        );
        assert!(
            illegal.contains("40") && illegal.contains("zzz"),
            "{illegal}"
        );
        let texts: std::collections::HashSet<String> =
            [text, unknown, newer, illegal].into_iter().collect();
        assert_eq!(texts.len(), 4);
    }

    /// A record whose starting position cannot stand says so, with each broken condition
    /// in the player's language rather than the rules' English.
    #[test]
    fn a_starting_position_that_cannot_stand_is_said_in_the_players_language() {
        let text = "3 n......../........./......... 1 - 1 1";
        let refusal = rules::AnyGame::from_position(rules::GameId::Cubulus, text, 1)
            .expect_err("three players have no neutral balls");
        let e = RecordError::Position(refusal);
        let said = record_error_text(Source::Link, &e, Lang::De);
        assert!(
            said.starts_with("Dieser Link: die Ausgangsstellung ist nicht möglich (Ebene 1, Reihe 1, Spalte 1: eine neutrale Kugel"),
            "{said}"
        );
        assert!(!said.contains("neutral ball"), "{said}");
    }

    /// An illegal move in a record names the rule in the player's language.
    #[test]
    fn an_illegal_move_in_a_record_names_the_rule_in_the_players_language() {
        let mut r = Record::new(rules::GameId::Cubulus, &rules::Setup::players(3), 1);
        let first = r.start().expect("start").legal_moves()[0].clone();
        // With three players there are no neutral balls to place.
        r.moves = vec![first, "n000".into()];
        let e = r
            .replay()
            .expect_err("no neutral placement with three players");
        assert!(
            matches!(e, RecordError::IllegalMove { rule: Some(_), .. }),
            "{e:?}"
        );
        let en = record_error_text(Source::File, &e, Lang::En);
        let de = record_error_text(Source::File, &e, Lang::De);
        assert!(en.contains("move 2"), "{en}");
        assert_ne!(en, de);
    }

    /// A broken save says where it was kept, or that it stayed in place.
    #[test]
    fn a_broken_save_says_where_it_was_kept_or_that_it_stayed() {
        let cause = Box::new(RecordError::Malformed("x".into()));
        let kept = RecordError::BrokenSave {
            key: "k".into(),
            kept_at: Some("cube-table/broken/k/1".into()),
            cause: cause.clone(),
        };
        let stayed = RecordError::BrokenSave {
            key: "k".into(),
            kept_at: None,
            cause,
        };
        assert!(record_error_text(Source::Saved, &kept, Lang::En).contains("cube-table/broken/k/1"));
        let s = record_error_text(Source::Saved, &stayed, Lang::En);
        assert!(!s.contains("kept aside as"), "{s}");
    }

    /// Issue 17, finding 6: a 500 KB move does not come back whole in the message.
    #[test]
    fn a_huge_move_is_not_echoed_back_whole() {
        let mut session = rules::Session::new(rules::GameId::Cubulus, &rules::Setup::players(3), 1)
            .expect("setup");
        let huge = "z".repeat(500_000);
        let e = session.play(&huge).expect_err("not a move");
        for lang in [Lang::En, Lang::De, Lang::Hu] {
            let text = notice_text(&Notice::Illegal(e.clone()), lang);
            assert!(text.len() < 400, "{} bytes", text.len());
        }
    }
}
