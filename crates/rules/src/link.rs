//! Shareable links: a record packed small enough for an address.
//!
//! # Format 3 (written for a record that starts from a position)
//! `3` + base64url of format 2's bit stream with one field more: after the options, the
//! starting position's text (varint length + bytes, the game's position notation, at most
//! [`limits::POSITION`] bytes). The moves are packed against the positions from there.
//! A record without a position is still written as format 2, so its links are unchanged
//! and open in apps that read format 2 only; an app older than format 3 refuses a format 3
//! link as a newer version rather than opening another game.
//!
//! # Format 2 (written for a record from the game's own start)
//! `2` + base64url of a bit stream, most significant bit first:
//! - the game id (varint length + bytes), the player count (varint), the options (varint
//!   count, then each key and value as varint length + bytes), the seed (varint), the number
//!   of moves (varint);
//! - each move packed against the position before it. Cubulus, Cube Attack, Cubes and
//!   Mojave: the move's index in the legal moves sorted by notation, in
//!   ⌈log₂ n⌉ bits (a forced move takes none). Sorting makes the index independent of the
//!   order the move generator happens to list moves in. Cubus: its legal list can hold tens
//!   of thousands of builds and is never built here; a move is a 3-bit kind and, for a
//!   build, its 16 column heights in base 5 (38 bits), an open flag and the 16-bit open mask;
//! - zero bits to the byte, then an FNV-1a checksum (4 bytes) of everything before it, so
//!   a cut or damaged link is reported as such rather than opening another game.
//!
//! # Format 1 (still read)
//! base64url of `1;game;players;k=v,k=v;seed;move move …`. Its first character is always
//! `M`, so the leading digit of format 2 and later cannot be confused with it.
//!
//! Reading checks that every move replays, so a link that opens is a game that loads.

use std::collections::BTreeMap;

#[cfg(feature = "cube-attack")]
use crate::cube_attack;
#[cfg(feature = "cubes")]
use crate::cubes;
#[cfg(feature = "cubulus")]
use crate::cubulus;
#[cfg(feature = "cubus")]
use crate::cubus;
use crate::game::{Game, GameId};
use crate::limits::{self, clip};
#[cfg(feature = "mojave")]
use crate::mojave;
use crate::record::{base64url, Input, Record, RecordError};

/// The link format [`encode`] writes for a record from the game's own start; its digit is
/// the link's first character.
pub const LINK_FORMAT: u8 = 2;

/// The link format [`encode`] writes for a record that starts from a position, and the
/// newest this code reads.
pub const POSITION_LINK_FORMAT: u8 = 3;

impl Record {
    /// The compact form for shareable links. Replays the record; fails on a move that
    /// cannot be played and with [`RecordError::TooLongForLink`] for a game too long for a
    /// link (offer the record as a file then).
    pub fn to_link(&self) -> Result<String, RecordError> {
        encode(self)
    }

    /// Reads a link of any version this module knows, and checks that its moves replay.
    pub fn from_link(code: &str) -> Result<Self, RecordError> {
        decode(code)
    }
}

/// A record as a link: format 2 ([`LINK_FORMAT`]), or 3 ([`POSITION_LINK_FORMAT`]) when it
/// starts from a position.
pub fn encode(record: &Record) -> Result<String, RecordError> {
    let id = record.game_id()?;
    record.check_limits()?;
    let mut bits = BitWriter::default();
    bits.bytes(id.as_str().as_bytes());
    bits.varint(record.players as u64);
    bits.varint(record.options.len() as u64);
    for (k, v) in &record.options {
        bits.bytes(k.as_bytes());
        bits.bytes(v.as_bytes());
    }
    let format = match &record.position {
        Some(text) => {
            bits.bytes(text.as_bytes());
            POSITION_LINK_FORMAT
        }
        None => LINK_FORMAT,
    };
    bits.varint(record.seed);
    bits.varint(record.moves.len() as u64);
    macro_rules! pack {
        ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
            match id { $(GameId::$variant => pack_moves::<$ty>(record, &mut bits)?,)* }
        };
    }
    crate::games!(pack);
    let mut payload = bits.finish();
    payload.extend_from_slice(&fnv1a(&payload).to_be_bytes());
    fit(format!("{format}{}", base64url::encode(&payload)))
}

/// A link longer than [`limits::LINK`] is refused, never handed out to break on the way.
fn fit(link: String) -> Result<String, RecordError> {
    if link.len() > limits::LINK {
        return Err(RecordError::TooLongForLink {
            length: link.len(),
            limit: limits::LINK,
        });
    }
    Ok(link)
}

/// Reads a link of format 3, 2 or 1, and replays its moves.
pub fn decode(code: &str) -> Result<Record, RecordError> {
    RecordError::check_size(Input::Link, code.len(), limits::RECORD)?;
    let code = code.trim();
    match code.chars().next() {
        None => Err(bad("empty")),
        Some(c) if c == char::from(b'0' + LINK_FORMAT) => decode_v2(&code[1..], false),
        Some(c) if c == char::from(b'0' + POSITION_LINK_FORMAT) => decode_v2(&code[1..], true),
        Some(c) if c.is_ascii_digit() => Err(RecordError::Version {
            found: c.to_string(),
            known: u64::from(POSITION_LINK_FORMAT),
        }),
        Some(_) => decode_v1(code),
    }
}

/// The format 1 link of a record, as links were made before format 2: for tests of old
/// links and for comparing lengths.
pub fn encode_v1(record: &Record) -> String {
    let opts: Vec<String> = record
        .options
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let line = format!(
        "1;{};{};{};{};{}",
        record.game,
        record.players,
        opts.join(","),
        record.seed,
        record.moves.join(" ")
    );
    base64url::encode(line.as_bytes())
}

fn bad(why: &str) -> RecordError {
    RecordError::BadLink(why.to_string())
}

fn decode_v1(code: &str) -> Result<Record, RecordError> {
    let bytes = base64url::decode(code).ok_or_else(|| bad("not base64url"))?;
    let line = String::from_utf8(bytes).map_err(|_| bad("not text"))?;
    let parts: Vec<&str> = line.splitn(6, ';').collect();
    let [version, game, players, opts, seed, moves] = parts[..] else {
        if let Some((v, _)) = line.split_once(';') {
            if v != "1" && !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
                return Err(RecordError::Version {
                    found: clip(v),
                    known: u64::from(POSITION_LINK_FORMAT),
                });
            }
        }
        return Err(bad("wrong number of fields"));
    };
    if version != "1" {
        return Err(
            if version.bytes().all(|b| b.is_ascii_digit()) && !version.is_empty() {
                RecordError::Version {
                    found: clip(version),
                    known: u64::from(POSITION_LINK_FORMAT),
                }
            } else {
                bad("no version")
            },
        );
    }
    let mut options = BTreeMap::new();
    for pair in opts.split(',').filter(|p| !p.is_empty()) {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| bad("option without ="))?;
        options.insert(k.to_string(), v.to_string());
    }
    let record = Record {
        game: game.to_string(),
        players: players.parse().map_err(|_| bad("player count"))?,
        options,
        seed: seed.parse().map_err(|_| bad("seed"))?,
        moves: moves.split_whitespace().map(str::to_string).collect(),
        position: None,
    };
    record.replay()?;
    Ok(record)
}

/// Reads format 2's payload, or format 3's (`with_position`).
fn decode_v2(code: &str, with_position: bool) -> Result<Record, RecordError> {
    let mut payload = base64url::decode(code).ok_or_else(|| bad("not base64url"))?;
    if payload.len() < 4 {
        return Err(bad("cut short"));
    }
    let sum = payload.split_off(payload.len() - 4);
    if sum != fnv1a(&payload).to_be_bytes() {
        return Err(bad("cut short or damaged (checksum)"));
    }
    let mut bits = BitReader::new(&payload);
    let short = || bad("cut short");
    let game = bits.text().ok_or_else(short)?;
    let id: GameId = game.parse()?;
    let players =
        usize::try_from(bits.varint().ok_or_else(short)?).map_err(|_| bad("player count"))?;
    let option_count = bits.varint().ok_or_else(short)?;
    let mut options = BTreeMap::new();
    for _ in 0..option_count {
        let k = bits.text().ok_or_else(short)?;
        let v = bits.text().ok_or_else(short)?;
        options.insert(k, v);
    }
    let position = if with_position {
        let text = bits.text().ok_or_else(short)?;
        RecordError::check_size(Input::Position, text.len(), limits::POSITION)?;
        Some(text)
    } else {
        None
    };
    let seed = bits.varint().ok_or_else(short)?;
    let count = bits.varint().ok_or_else(short)?;
    if count > limits::RECORD_MOVES as u64 {
        return Err(bad("too many moves"));
    }
    let mut record = Record {
        game,
        players,
        options,
        seed,
        moves: Vec::new(),
        position,
    };
    macro_rules! unpack {
        ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
            match id { $(GameId::$variant => unpack_moves::<$ty>(&mut record, &mut bits, count as usize)?,)* }
        };
    }
    crate::games!(unpack);
    if !bits.at_end() {
        return Err(bad("data after the last move"));
    }
    Ok(record)
}

fn pack_moves<G: Packing + 'static>(
    record: &Record,
    bits: &mut BitWriter,
) -> Result<(), RecordError> {
    let mut g = record.start_as::<G>()?;
    for (i, text) in record.moves.iter().enumerate() {
        let m = RecordError::read_move::<G>(i, text)?;
        let fail = |reason: String| RecordError::illegal(i, text, &reason);
        if g.outcome().is_some() {
            return Err(fail("the game is over".into()));
        }
        // Packing finds the move (or not) among the legal moves; the rule it breaks is only
        // asked for when it is not there.
        if !g.pack(&m, bits) {
            let reason = g.validate(&m).err().map_or_else(
                || "not among the legal moves".to_string(),
                |e| e.to_string(),
            );
            return Err(fail(reason));
        }
        g.play_unchecked(&m);
    }
    Ok(())
}

fn unpack_moves<G: Packing + 'static>(
    record: &mut Record,
    bits: &mut BitReader,
    count: usize,
) -> Result<(), RecordError> {
    let mut g = record.start_as::<G>()?;
    for ply in 1..=count {
        let fail = |text: String, reason: String| RecordError::IllegalMove {
            ply,
            text: clip(&text),
            reason: clip(&reason),
            rule: None,
        };
        if g.outcome().is_some() {
            return Err(fail(format!("#{ply}"), "the game is over".into()));
        }
        let (m, listed) = g.unpack(bits)?;
        if !listed {
            g.validate(&m)
                .map_err(|e| fail(m.to_string(), e.to_string()))?;
        }
        g.play_unchecked(&m);
        record.moves.push(m.to_string());
    }
    Ok(())
}

/// How one game's moves are packed, against the position before the move.
trait Packing: Game {
    /// Writes `m`, or returns `false` if it is not legal here.
    fn pack(&self, m: &Self::Move, bits: &mut BitWriter) -> bool {
        let list = sorted_legal(self);
        let Some(i) = list.iter().position(|(_, x)| x == m) else {
            return false;
        };
        bits.bits(i as u64, width(list.len()));
        true
    }

    /// Reads a move, and whether it came from the legal moves (else it must be checked).
    fn unpack(&self, bits: &mut BitReader) -> Result<(Self::Move, bool), RecordError> {
        let mut list = sorted_legal(self);
        let i = bits
            .bits(width(list.len()))
            .ok_or_else(|| bad("cut short"))?;
        if i >= list.len() as u64 {
            return Err(bad("a move number out of range"));
        }
        Ok((list.swap_remove(i as usize).1, true))
    }
}

#[cfg(feature = "cubulus")]
impl Packing for cubulus::Cubulus {}
#[cfg(feature = "cube-attack")]
impl Packing for cube_attack::CubeAttack {}
#[cfg(feature = "cubes")]
impl Packing for cubes::Cubes {}
#[cfg(feature = "mojave")]
impl Packing for mojave::Mojave {}

#[cfg(feature = "cubus")]
/// Cubus moves directly from their notation (`d n k p` or `b` + 16 heights + `o` + open
/// columns), never from the list of builds.
impl Packing for cubus::Cubus {
    fn pack(&self, m: &cubus::Move, bits: &mut BitWriter) -> bool {
        use cubus::Move::*;
        if self.validate(m).is_err() {
            return false;
        }
        let kind = match m {
            Draw => 0,
            NoBuild => 1,
            Knock => 2,
            PassKnock => 3,
            Build(_) => 4,
        };
        bits.bits(kind, 3);
        if let Build(b) = m {
            let text = m.to_string();
            let (heights, open) = match text[1..].split_once('o') {
                Some((h, _)) => (h, Some(b.open)),
                None => (&text[1..], None),
            };
            let mut n = 0u64;
            for c in heights.chars().rev() {
                // A parsed build's heights are digits 0–4.
                n = n * 5 + u64::from(c.to_digit(5).unwrap_or(0));
            }
            bits.bits(n, 38);
            bits.bits(u64::from(open.is_some()), 1);
            if let Some(o) = open {
                bits.bits(u64::from(o), 16);
            }
        }
        true
    }

    fn unpack(&self, bits: &mut BitReader) -> Result<(cubus::Move, bool), RecordError> {
        let short = || bad("cut short");
        let text = match bits.bits(3).ok_or_else(short)? {
            0 => "d".to_string(),
            1 => "n".to_string(),
            2 => "k".to_string(),
            3 => "p".to_string(),
            4 => {
                let mut n = bits.bits(38).ok_or_else(short)?;
                let mut text = String::from("b");
                for _ in 0..16 {
                    text.push(char::from(b'0' + (n % 5) as u8));
                    n /= 5;
                }
                if n != 0 {
                    return Err(bad("a column height out of range"));
                }
                if bits.bits(1).ok_or_else(short)? == 1 {
                    let mask = bits.bits(16).ok_or_else(short)?;
                    text.push('o');
                    for c in 0..16 {
                        if mask >> c & 1 == 1 {
                            text.push_str(&format!("{c:x}"));
                        }
                    }
                }
                text
            }
            _ => return Err(bad("an unknown kind of move")),
        };
        let m = text.parse().map_err(|e: crate::NotationError| {
            // Not a well-formed build: the bits were not written by `pack`.
            bad(&format!("not a move: {}", e.reason))
        })?;
        Ok((m, false))
    }
}

/// The legal moves sorted by notation, with their notation.
fn sorted_legal<G: Game>(g: &G) -> Vec<(String, G::Move)> {
    let mut list: Vec<(String, G::Move)> = g
        .legal_moves()
        .into_iter()
        .map(|m| (m.to_string(), m))
        .collect();
    list.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    list
}

/// Bits for an index below `n`: ⌈log₂ n⌉.
fn width(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

/// FNV-1a, the checksum of a format 2 link's payload.
pub(crate) fn fnv1a(data: &[u8]) -> u32 {
    data.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// Writes bits most significant first.
#[derive(Default)]
struct BitWriter {
    out: Vec<u8>,
    acc: u64,
    len: u32,
}

impl BitWriter {
    fn bits(&mut self, value: u64, width: u32) {
        for i in (0..width).rev() {
            self.acc = (self.acc << 1) | (value >> i & 1);
            self.len += 1;
            if self.len == 8 {
                self.out.push(self.acc as u8);
                self.acc = 0;
                self.len = 0;
            }
        }
    }

    /// LEB128: 7 bits a byte, low first, high bit set on all but the last.
    fn varint(&mut self, mut v: u64) {
        loop {
            let low = v & 0x7f;
            v >>= 7;
            if v == 0 {
                self.bits(low, 8);
                return;
            }
            self.bits(low | 0x80, 8);
        }
    }

    fn bytes(&mut self, b: &[u8]) {
        self.varint(b.len() as u64);
        for &x in b {
            self.bits(u64::from(x), 8);
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.len > 0 {
            let pad = 8 - self.len;
            self.bits(0, pad);
        }
        self.out
    }
}

struct BitReader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> BitReader<'a> {
    fn new(data: &'a [u8]) -> Self {
        BitReader { data, pos: 0 }
    }

    fn bits(&mut self, width: u32) -> Option<u64> {
        let mut v = 0u64;
        for _ in 0..width {
            let byte = *self.data.get(self.pos / 8)?;
            v = (v << 1) | u64::from(byte >> (7 - self.pos % 8) & 1);
            self.pos += 1;
        }
        Some(v)
    }

    fn varint(&mut self) -> Option<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.bits(8)?;
            v |= (b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(v);
            }
        }
        None
    }

    fn text(&mut self) -> Option<String> {
        let len = usize::try_from(self.varint()?).ok()?;
        if len > self.data.len() {
            return None;
        }
        let bytes: Option<Vec<u8>> = (0..len).map(|_| self.bits(8).map(|b| b as u8)).collect();
        String::from_utf8(bytes?).ok()
    }

    /// Only zero padding is left.
    fn at_end(&mut self) -> bool {
        let rest = (self.data.len() * 8).saturating_sub(self.pos);
        rest < 8 && self.bits(rest as u32) == Some(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;

    fn cubulus_record() -> Record {
        let mut r = Record::new(GameId::Cubulus, &Setup::players(3), 77);
        r.moves = vec!["z00+".into()];
        r
    }

    #[test]
    fn a_link_over_the_limit_is_too_long_and_says_download() {
        let e = fit("2".repeat(limits::LINK + 1)).unwrap_err();
        assert_eq!(
            e,
            RecordError::TooLongForLink {
                length: limits::LINK + 1,
                limit: limits::LINK
            }
        );
        assert!(e.to_string().contains("download the record"));
        assert!(fit("2".repeat(limits::LINK)).is_ok());
    }

    #[test]
    fn width_is_ceiling_log2() {
        assert_eq!([1, 2, 3, 4, 5, 8, 9].map(width), [0, 1, 2, 2, 3, 3, 4]);
    }

    #[test]
    fn format_2_round_trips_and_starts_with_its_version() {
        let r = cubulus_record();
        let link = encode(&r).unwrap();
        assert!(link.starts_with('2'), "{link}");
        assert_eq!(decode(&link), Ok(r));
    }

    #[test]
    fn format_1_links_still_open() {
        let r = cubulus_record();
        let old = encode_v1(&r);
        assert!(old.starts_with('M'));
        assert_eq!(decode(&old), Ok(r));
    }

    #[test]
    fn newer_versions_are_their_own_kind() {
        assert!(matches!(decode("4AAAA"), Err(RecordError::Version { .. })));
        let v7 = base64url::encode(b"7;cubulus;2;;1;");
        assert!(matches!(decode(&v7), Err(RecordError::Version { found, .. }) if found == "7"));
    }

    #[test]
    fn garbage_is_a_bad_link() {
        for code in ["", "!!!", "2", "2!!", "2AAAAAA", "MTs"] {
            assert!(
                matches!(decode(code), Err(RecordError::BadLink(_))),
                "{code}"
            );
        }
        assert!(matches!(
            decode(&base64url::encode(b"1;cubulus;two;;1;")),
            Err(RecordError::BadLink(_))
        ));
    }

    #[test]
    fn cut_link_is_a_bad_link_not_another_game() {
        let link = encode(&cubulus_record()).unwrap();
        for end in 1..link.len() {
            assert!(
                matches!(decode(&link[..end]), Err(RecordError::BadLink(_))),
                "{}",
                &link[..end]
            );
        }
    }
}
