//! Players' names: what a seat may be called, and when two names are the same.
//!
//! A name is read as Unicode NFC with its spaces trimmed and every run of spaces made one;
//! it is refused when empty, longer than [`online::limits::NAME`] characters, or with a
//! control or invisible character (zero-width, direction overrides, fillers), which could
//! make two names look alike or turn the text around them. Two names are the same when
//! they look the same: equal after case folding and Unicode's confusable mapping
//! (UTS #39 skeletons), so `Bea`, `bea` and `Веа` (Cyrillic) are one name.

use online::ErrorCode;
use unicode_normalization::UnicodeNormalization;

use crate::error::Refusal;

/// Characters that show nothing (or reorder what follows): Unicode's default-ignorable
/// code points, which include the bidirectional controls and the zero-width characters.
fn invisible(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x034F | 0x061C | 0x115F..=0x1160 | 0x17B4..=0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xFFF0..=0xFFF8 | 0x1BCA0..=0x1BCA3 | 0x1D173..=0x1D17A
        | 0xE0000..=0xE0FFF)
}

/// A name as the table shows it, or why it cannot be one.
pub fn check(name: &str) -> Result<String, Refusal> {
    let bad = |why: &str| Refusal::new(ErrorCode::BadName, why.to_string());
    let nfc: String = name.nfc().collect();
    if nfc
        .chars()
        .any(|c| invisible(c) || (c.is_control() && !c.is_whitespace()))
    {
        return Err(bad("a name has no control or invisible characters"));
    }
    let name = nfc.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(bad("a name needs a visible character"));
    }
    if name.chars().count() > online::limits::NAME {
        return Err(bad(&format!(
            "a name has at most {} characters",
            online::limits::NAME
        )));
    }
    Ok(name)
}

/// What a name looks like: its confusable skeleton, case-folded. Two names are the same
/// when their keys are equal (an account's handle is unique by its key).
pub fn key(name: &str) -> String {
    let nfkc: String = name.nfkc().collect();
    unicode_security::skeleton(&nfkc)
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether two names look the same.
pub fn same(a: &str, b: &str) -> bool {
    key(a) == key(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_tidied_and_refused_when_empty_invisible_or_long() {
        assert_eq!(check("  Ada   Lovelace ").as_deref(), Ok("Ada Lovelace"));
        assert_eq!(check("Zoe\u{301}").as_deref(), Ok("Zoé"), "NFC");
        for bad in [
            "",
            "   ",
            "\u{200B}",
            "Ann\u{202E}a",
            "a\u{200D}b",
            "x\u{7}",
            "\u{3164}",
        ] {
            assert_eq!(
                check(bad).map_err(|r| r.code),
                Err(ErrorCode::BadName),
                "{bad:?}"
            );
        }
        assert!(check(&"n".repeat(online::limits::NAME)).is_ok());
        assert!(check(&"n".repeat(online::limits::NAME + 1)).is_err());
    }

    #[test]
    fn names_that_look_alike_are_the_same() {
        assert!(same("Bea", "bea"));
        assert!(same("Bea", "\u{412}\u{435}\u{430}"), "Cyrillic look-alike");
        assert!(same("Anna", "\u{FF21}nna"), "full-width A");
        assert!(!same("Bea", "Ben"));
    }
}
