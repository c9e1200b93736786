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
