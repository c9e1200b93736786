//! A study saved on the server, as its address's page carries it (`/<game>/study?saved=<id>`
//! and the embed's): the server writes the study into the page's document
//! (`crates/server/src/studies/page.rs`), so opening it costs no request and no request
//! code in the study programs. Saving, listing and deleting are on the account page
//! (`crate::account::studies`).

use rules::study::{Study, StudyError};

use crate::router::query_param;

/// The element the server writes (`studies::page::ELEMENT_ID`).
const ELEMENT_ID: &str = "saved-study";

/// What the page's address and document say of a saved study.
pub enum SavedHere {
    /// The study, read by the rules, with its id and its author's handle.
    Found {
        id: String,
        author: String,
        study: Result<Study, StudyError>,
    },
    /// The address asks for one, and the document has none: not saved there (never was,
    /// deleted, another game's), or the page did not come from the server (offline, or
    /// a static copy of the app).
    Missing,
}

/// The saved study of this page, when its address has `saved=`.
pub fn in_page(query: &str) -> Option<SavedHere> {
    query_param(query, "saved")?;
    let element = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ELEMENT_ID));
    let found = element.and_then(|e| {
        let text = e.text_content()?;
        Some(SavedHere::Found {
            id: e.get_attribute("data-id")?,
            author: e.get_attribute("data-author")?,
            study: Study::from_json(&text),
        })
    });
    Some(found.unwrap_or(SavedHere::Missing))
}
