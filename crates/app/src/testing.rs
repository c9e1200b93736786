//! Helpers the app's tests share.

use std::fmt::Debug;
use std::str::FromStr;

/// A value written in its notation (a square, a move), for a test that knows it reads.
pub fn read<T: FromStr>(text: &str) -> T
where
    T::Err: Debug,
{
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} does not read: {e:?}"))
}

/// A record as stored with no seat names, never saved before.
pub fn saved(record: rules::Record) -> crate::storage::SavedGame {
    crate::storage::SavedGame {
        record,
        seats: vec![],
        saved_at: 0.0,
        finished: None,
    }
}
