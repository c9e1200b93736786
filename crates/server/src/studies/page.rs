//! A saved study's own address (`/<game>/study?saved=<id>`, and its embed
//! `/embed/<game>/study?saved=<id>`): the study page's document with the saved study
//! written into it, so that the page opens it with no request of its own (the study
//! programs have a byte budget, and a request's code is not in them). The study is a
//! `<script type="application/json" id="saved-study">` element in the document's head,
//! outside what the page's program renders, with the study's id and its author's handle as
//! attributes; a study that is not saved here (never was, deleted, of another game) is the
//! same element with `data-missing` and the answer is `404`. `crates/app/src/study/saved.rs`
//! reads it.
//!
//! Owns: which addresses carry a saved study and how it is written into a document. May
//! not touch: how the document is found (`static_files`), or how a study is checked.

use online::SavedStudy;

/// The element's id, shared with the app's reader.
pub const ELEMENT_ID: &str = "saved-study";

/// A saved study's address: the study page's directory in `dist` (`cubus/study`,
/// `embed/cubus/study`) and the id asked for, when `path` is a study page of a game this
/// server knows and `query` has `saved=`. An id of the wrong shape is still an answer: the
/// page says the study is not here.
pub fn saved_address(path: &str, query: Option<&str>) -> Option<(String, rules::GameId, String)> {
    let id = query?
        .split('&')
        .find_map(|pair| pair.strip_prefix("saved="))?;
    let dir = path.trim_matches('/');
    let game_part = dir.strip_prefix("embed/").unwrap_or(dir);
    let game: rules::GameId = game_part.strip_suffix("/study")?.parse().ok()?;
    Some((dir.to_string(), game, id.to_string()))
}

/// Text safe inside an HTML attribute's double quotes.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// JSON safe inside a `<script>` element: `<`, `>` and `&` only occur in its strings, where
/// their `\u` escapes read the same, so no `</script>` or `<!--` can end the element.
fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// The element for `found` (the saved study, if it is saved here and of `game`) asked for
/// as `id`.
pub fn element(id: &str, found: Option<&SavedStudy>) -> String {
    match found {
        Some(s) => format!(
            "<script type=\"application/json\" id=\"{ELEMENT_ID}\" data-id=\"{}\" data-author=\"{}\">{}</script>",
            attribute(&s.id),
            attribute(&s.author),
            script_json(&s.study)
        ),
        None => format!(
            "<script type=\"application/json\" id=\"{ELEMENT_ID}\" data-id=\"{}\" data-missing=\"\"></script>",
            attribute(&rules::clip(id))
        ),
    }
}

/// `document` with `element` at the end of its head (or at its start, for a document
/// without one).
pub fn with_element(document: &str, element: &str) -> String {
    match document.find("</head>") {
        Some(at) => format!("{}{element}{}", &document[..at], &document[at..]),
        None => format!("{element}{document}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved(study: &str) -> SavedStudy {
        SavedStudy {
            id: "abc_DEF-123".into(),
            game: "cubus".into(),
            author: "Anna \"<b>\"".into(),
            updated: 0,
            study: study.into(),
        }
    }

    #[test]
    fn only_a_games_study_page_with_saved_is_a_saved_address() {
        let game = rules::GameId::ALL[0];
        let page = format!("/{game}/study");
        assert_eq!(
            saved_address(&page, Some("saved=abc")),
            Some((format!("{game}/study"), game, "abc".into()))
        );
        assert_eq!(
            saved_address(&format!("/embed/{game}/study/"), Some("lang=de&saved=x")),
            Some((format!("embed/{game}/study"), game, "x".into()))
        );
        assert_eq!(saved_address(&page, Some("study=abc")), None);
        assert_eq!(saved_address(&page, None), None);
        assert_eq!(saved_address("/chess/study", Some("saved=abc")), None);
        assert_eq!(
            saved_address(&format!("/{game}/editor"), Some("saved=a")),
            None
        );
        assert_eq!(
            saved_address(&format!("/x/{game}/study"), Some("saved=a")),
            None
        );
    }

    #[test]
    fn the_study_cannot_end_its_element_and_the_author_cannot_leave_the_attribute() {
        let e = element(
            "ignored",
            Some(&saved(
                r#"{"format":1,"title":"</script><script>alert(1)</script> & <!--"}"#,
            )),
        );
        assert_eq!(e.matches("</script>").count(), 1, "{e}");
        assert!(!e.contains("<!--"));
        assert!(
            e.contains(r#"data-author="Anna &quot;&lt;b&gt;&quot;""#),
            "{e}"
        );
        let inner = &e[e.find('>').unwrap_or(0) + 1..e.rfind("</script>").unwrap_or(0)];
        let value: serde_json::Value = serde_json::from_str(inner).expect("still JSON");
        assert_eq!(
            value["title"], "</script><script>alert(1)</script> & <!--",
            "the same text once read"
        );
    }

    #[test]
    fn a_missing_study_is_said_and_the_element_goes_in_the_head() {
        let e = element("no\"pe", None);
        assert!(e.contains("data-missing") && e.contains("no&quot;pe"));
        let doc = with_element(
            "<html><head><title>t</title></head><body></body></html>",
            &e,
        );
        assert!(doc.find(&e).unwrap_or(usize::MAX) < doc.find("</head>").unwrap_or(0));
        assert!(with_element("<p>bare</p>", "<x>").starts_with("<x>"));
    }
}
