//! Seeded mutators for text inputs, for fuzz suites (behind the `test-helpers` feature):
//! truncation, bit flips, spliced bytes, wrong types, huge and deeply nested values, unknown
//! versions, links whose checksum is made right again, and position texts with fields
//! swapped, repeated, emptied or out of range. `tests/fuzz.rs` runs them over records,
//! links, positions and studies (their drawings inside); any crate's fuzz of what it reads (stored entries, embed messages,
//! network frames) can run them too.

use crate::game::GameId;
use crate::link::fnv1a;
use crate::record::base64url;
use crate::rng::GameRng;

/// A random value of the wrong kind for any field, as JSON text: the wrong types, huge
/// numbers and strings, and deep nesting.
pub fn odd_json(rng: &mut GameRng) -> String {
    match rng.below(16) {
        0 => "null".into(),
        1 => "true".into(),
        2 => "-1".into(),
        3 => "1.5".into(),
        4 => "1e400".into(),
        5 => "18446744073709551616".into(),
        6 => "\"\"".into(),
        7 => "[]".into(),
        8 => "{}".into(),
        9 => format!("\"{}\"", "x".repeat(rng.below(3000) as usize)),
        10 => nested(rng.below(200_000) as usize + 1),
        11 => format!("[{}]", vec!["1"; rng.below(100_000) as usize + 1].join(",")),
        12 => format!("{{\"{}\":1}}", "k".repeat(rng.below(2000) as usize)),
        13 => "\"\\ud800\"".into(),
        14 => format!("{}", rng.below(u64::MAX)),
        _ => "\"b0000000000000000\"".into(),
    }
}

/// `[[[…]]]` `depth` deep.
pub fn nested(depth: usize) -> String {
    format!("{}{}", "[".repeat(depth), "]".repeat(depth))
}

pub fn truncate(rng: &mut GameRng, bytes: &mut Vec<u8>) {
    let at = rng.below(bytes.len() as u64 + 1) as usize;
    bytes.truncate(at);
}

pub fn flip_bits(rng: &mut GameRng, bytes: &mut [u8]) {
    if bytes.is_empty() {
        return;
    }
    for _ in 0..=rng.below(8) {
        let i = rng.below(bytes.len() as u64) as usize;
        bytes[i] ^= 1 << rng.below(8);
    }
}

/// Inserts random bytes, or repeats a slice of the input.
pub fn splice(rng: &mut GameRng, bytes: &mut Vec<u8>) {
    let at = rng.below(bytes.len() as u64 + 1) as usize;
    let insert: Vec<u8> = if rng.below(2) == 0 || bytes.is_empty() {
        (0..=rng.below(16)).map(|_| rng.below(256) as u8).collect()
    } else {
        let from = rng.below(bytes.len() as u64) as usize;
        let to = from + rng.below((bytes.len() - from) as u64 + 1) as usize;
        bytes[from..to].to_vec()
    };
    bytes.splice(at..at, insert);
}

/// Any text from bytes: invalid UTF-8 becomes U+FFFD, as a browser would give it.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// One mutation of JSON text (a record, a stored entry, an embed message).
pub fn json(rng: &mut GameRng, original: &str) -> String {
    let mut bytes = original.as_bytes().to_vec();
    match rng.below(8) {
        0 => truncate(rng, &mut bytes),
        1 => flip_bits(rng, &mut bytes),
        2 => splice(rng, &mut bytes),
        3 | 4 => return replace_field(rng, original),
        5 => return format!("{{\"format\":{},{}", odd_json(rng), &original[1..]),
        6 => return odd_json(rng),
        _ => {
            for _ in 0..3 {
                match rng.below(3) {
                    0 => truncate(rng, &mut bytes),
                    1 => flip_bits(rng, &mut bytes),
                    _ => splice(rng, &mut bytes),
                }
            }
        }
    }
    text(&bytes)
}

/// Replaces one field (or one element of an array field) of a JSON object with
/// [`odd_json`], keeping the rest well-formed.
pub fn replace_field(rng: &mut GameRng, original: &str) -> String {
    let Ok(serde_json::Value::Object(mut fields)) = serde_json::from_str(original) else {
        return odd_json(rng);
    };
    let keys: Vec<String> = fields.keys().cloned().collect();
    let key = keys[rng.below(keys.len() as u64) as usize].clone();
    let odd = odd_json(rng);
    // Huge nesting is not a `Value` we may build; write the text around it.
    let placeholder = "@@odd@@";
    match fields.get_mut(&key) {
        Some(serde_json::Value::Array(items)) if !items.is_empty() && rng.below(2) == 0 => {
            let i = rng.below(items.len() as u64) as usize;
            items[i] = placeholder.into();
        }
        Some(v) => *v = placeholder.into(),
        None => {}
    }
    let text = serde_json::Value::Object(fields).to_string();
    text.replacen(&format!("\"{placeholder}\""), &odd, 1)
}

/// One mutation of a link: of its text, of its payload with the checksum made right again
/// (to reach past the checksum into the decoder), or of a format 1 link's fields.
pub fn link(rng: &mut GameRng, original: &str) -> String {
    let mut bytes = original.as_bytes().to_vec();
    match rng.below(8) {
        0 => truncate(rng, &mut bytes),
        1 => {
            // A character of the alphabet in place of another: still base64url.
            let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
            for _ in 0..=rng.below(4) {
                if !bytes.is_empty() {
                    let i = rng.below(bytes.len() as u64) as usize;
                    bytes[i] = alphabet[rng.below(64) as usize];
                }
            }
        }
        2 => flip_bits(rng, &mut bytes),
        3 => {
            if let Some(b) = bytes.first_mut() {
                *b = b'0' + rng.below(10) as u8;
            }
        }
        4 | 5 => return resummed(rng, original),
        6 => return old_fields(rng),
        _ => {
            let most = if rng.below(50) == 0 { 200_000 } else { 2000 };
            let len = rng.below(most) as usize;
            let noise: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
            return format!("2{}", base64url::encode(&noise));
        }
    }
    text(&bytes)
}

/// A format 2 link whose payload is mutated and its checksum recomputed.
fn resummed(rng: &mut GameRng, original: &str) -> String {
    let Some(mut payload) = original.strip_prefix('2').and_then(base64url::decode) else {
        return original.to_string();
    };
    payload.truncate(payload.len().saturating_sub(4));
    match rng.below(3) {
        0 => truncate(rng, &mut payload),
        1 => flip_bits(rng, &mut payload),
        _ => splice(rng, &mut payload),
    }
    let sum = fnv1a(&payload);
    payload.extend_from_slice(&sum.to_be_bytes());
    format!("2{}", base64url::encode(&payload))
}

/// A format 1 link with odd fields.
fn old_fields(rng: &mut GameRng) -> String {
    let pick = |rng: &mut GameRng, xs: &[&str]| xs[rng.below(xs.len() as u64) as usize].to_string();
    let version = pick(rng, &["1", "1", "1", "0", "2", "99", "", "x"]);
    let games: Vec<&str> = GameId::ALL
        .iter()
        .map(|g| g.as_str())
        .chain(["chess", ""])
        .collect();
    let game = pick(rng, &games);
    let players = pick(rng, &["2", "3", "0", "-1", "99999999999999999999", "two"]);
    let options = pick(rng, &["", "a=b", "=", "knocking=off", "x", ",,,"]);
    let seed = pick(
        rng,
        &[
            "1",
            "0",
            "18446744073709551615",
            "18446744073709551616",
            "-5",
            "",
        ],
    );
    let moves = match rng.below(4) {
        0 => String::new(),
        1 => "d d b1100000000000000 n z00+".into(),
        2 => "q".repeat(rng.below(5000) as usize),
        _ => vec!["d"; rng.below(3000) as usize].join(" "),
    };
    let line = format!("{version};{game};{players};{options};{seed};{moves}");
    base64url::encode(line.as_bytes())
}

/// One mutation of a position's text (a game's `position.rs` notation): its bytes, or its
/// space-separated fields (one replaced by another's, by a number out of range, by an odd
/// token, emptied, doubled, or the fields' count changed), so that the reader's every
/// condition is reached.
pub fn position(rng: &mut GameRng, original: &str) -> String {
    let mut fields: Vec<String> = original.split(' ').map(str::to_string).collect();
    let i = rng.below(fields.len() as u64) as usize;
    let odd = [
        "",
        "-",
        "0",
        "1",
        "2",
        "7",
        "99",
        "4294967296",
        "-1",
        "?",
        "/",
        "o",
        ",",
        "0.5",
        "a0",
        "x1>1",
        "c0:9",
        "=",
        "k=v",
        "r",
        "b",
        "n",
    ];
    match rng.below(9) {
        0 | 1 => {
            let mut bytes = original.as_bytes().to_vec();
            match rng.below(3) {
                0 => truncate(rng, &mut bytes),
                1 => flip_bits(rng, &mut bytes),
                _ => splice(rng, &mut bytes),
            }
            return text(&bytes);
        }
        2 => {
            let j = rng.below(fields.len() as u64) as usize;
            fields[i] = fields[j].clone();
        }
        3 => fields[i] = odd[rng.below(odd.len() as u64) as usize].to_string(),
        4 => fields[i] = fields[i].repeat(2),
        5 => {
            // One character of the field changed to another of the text's own.
            let chars: Vec<char> = original.chars().collect();
            let mut f: Vec<char> = fields[i].chars().collect();
            if !f.is_empty() {
                let at = rng.below(f.len() as u64) as usize;
                f[at] = chars[rng.below(chars.len() as u64) as usize];
                fields[i] = f.into_iter().collect();
            }
        }
        6 => {
            fields.remove(i);
        }
        7 => fields.insert(i, odd[rng.below(odd.len() as u64) as usize].to_string()),
        _ => {
            // A number in the field made larger.
            fields[i] = fields[i]
                .chars()
                .map(|c| {
                    if c.is_ascii_digit() {
                        char::from(b'0' + rng.below(10) as u8)
                    } else {
                        c
                    }
                })
                .collect();
        }
    }
    fields.join(" ")
}
