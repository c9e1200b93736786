//! Room ids and seat tokens: 128 random bits from the operating system, base64url. Only
//! the SHA-256 of a token is stored. Saved studies' ids: 96 random bits, base64url.

use rules::record::base64url;
use sha2::{Digest, Sha256};

fn random_text(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    // Without the OS generator the server cannot make secrets at all; it is always there
    // on the platforms we run on.
    if let Err(e) = getrandom::fill(&mut buf) {
        panic!("the operating system's random number generator failed: {e}");
    }
    base64url::encode(&buf)
}

/// A new room id (22 characters).
pub fn room_id() -> String {
    random_text(16)
}

/// A new seat token (22 characters).
pub fn token() -> String {
    random_text(16)
}

/// A new saved study's id (96 bits, 16 characters: a short address that nobody guesses).
pub fn study_id() -> String {
    random_text(12)
}

/// A new session id (256 bits, 43 characters).
pub fn session_id() -> String {
    random_text(32)
}

/// The letters of a recovery code: Crockford's base 32 (no I, L, O, U).
const CODE_LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A new recovery code: 80 random bits as four groups of four letters, `7K3M-…`.
pub fn recovery_code() -> String {
    let mut buf = [0u8; 16];
    if let Err(e) = getrandom::fill(&mut buf) {
        panic!("the operating system's random number generator failed: {e}");
    }
    let letters: Vec<char> = buf
        .iter()
        .map(|b| CODE_LETTERS[usize::from(b % 32)] as char)
        .collect();
    letters
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// A recovery code as typed, as its hash reads it: dashes and spaces dropped, upper-case,
/// `O` read as zero and `I`, `L` as one. `None` when it cannot be one.
pub fn recovery_code_key(typed: &str) -> Option<String> {
    let key: String = typed
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        })
        .collect();
    (key.len() == 16 && key.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(key)
}

/// A seed for a new game.
pub fn seed() -> u64 {
    let mut buf = [0u8; 8];
    if let Err(e) = getrandom::fill(&mut buf) {
        panic!("the operating system's random number generator failed: {e}");
    }
    u64::from_le_bytes(buf)
}

pub fn hash_token(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A room id as logs write it: its first six characters, enough to find it in the
/// database (`WHERE id LIKE 'abc123%'`), too few to open it.
pub fn tag(id: &str) -> &str {
    id.get(..6).unwrap_or(id)
}

/// Whether `id` could be a room id (checked before any database look-up).
pub fn looks_like_id(id: &str) -> bool {
    (16..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether `id` could be a saved study's id (checked before any database look-up): at most
/// `online::limits::STUDY_ID_MAX` base64url characters.
pub fn looks_like_study_id(id: &str) -> bool {
    online::limits::is_study_id(id)
}

/// Whether a seat token a client sent could be one (1 to 64 bytes) and is worth hashing
/// and looking up.
pub fn looks_like_token(token: &str) -> bool {
    (1..=64).contains(&token.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_128_random_bits_and_tokens_hash_to_hex() {
        let (a, b) = (room_id(), room_id());
        assert_ne!(a, b);
        assert_eq!(base64url::decode(&a).map(|v| v.len()), Some(16));
        assert!(looks_like_id(&a));
        assert!(!looks_like_id("../etc/passwd"));
        assert_eq!(hash_token("x").len(), 64);
        assert_eq!(session_id().len(), 43);
        let code = recovery_code();
        assert_eq!(code.len(), 19);
        let key = recovery_code_key(&code).unwrap();
        assert_eq!(recovery_code_key(&code.to_lowercase()), Some(key.clone()));
        assert_eq!(recovery_code_key(&key.replace('0', "o")), Some(key));
        assert_eq!(recovery_code_key("ABCD-EFGH"), None);
        assert_eq!(recovery_code_key("ABCD-EFGH-JKMN-PQR!"), None);
        assert_ne!(hash_token("x"), hash_token("y"));
        let study = study_id();
        assert_eq!(base64url::decode(&study).map(|v| v.len()), Some(12));
        assert_eq!(study.len(), 16);
        assert!(looks_like_study_id(&study));
        assert!(!looks_like_study_id(
            &"a".repeat(online::limits::STUDY_ID_MAX + 1)
        ));
        assert!(!looks_like_study_id("a.b") && !looks_like_study_id(""));
    }
}
