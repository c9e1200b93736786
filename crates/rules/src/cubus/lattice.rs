//! The picture plane's lattice: the 49 lines (u, v) along (1, 1, 1) that a crate can be
//! drawn around, the triangles between them, the tables that say which lines meet in which
//! triangle, and [`Lines`], a set of lines as one `u64`.
//!
//! Owns: line and triangle numbering, the fixed tables over them, the set type and its
//! shifts, and which line is nearest on each triangle ([`triangle_owners`]). May not touch:
//! stacks, columns, cards or drawings (`geometry.rs` builds those on this); nothing here
//! knows what a face or a rule is, only indices and depths.
//!
//! Coordinates are those of [`super::geometry`]: a crate at (x, y, z) lies on line
//! (x − z, y − z); a line's index is `(u + 3) * 7 + (v + 3)`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

/// Lattice lines (u, v) in `-3..=3`: index `(u + 3) * 7 + (v + 3)`.
pub(super) const LINES: usize = 49;
/// Lattice triangles: square (i, j) in `-4..=3`, two kinds.
const TRIANGLES: usize = 128;
/// No line / no owner.
pub(super) const NONE: u8 = u8::MAX;

pub(super) const fn line_index(u: i32, v: i32) -> usize {
    ((u + 3) * 7 + (v + 3)) as usize
}

pub(super) const fn line_uv(l: usize) -> (i32, i32) {
    ((l / 7) as i32 - 3, (l % 7) as i32 - 3)
}

/// Whether (u, v) is a line of the box.
pub(super) const fn in_range(u: i32, v: i32) -> bool {
    u >= -3 && u <= 3 && v >= -3 && v <= 3
}

/// Triangle "a" of square (i, j) has corners (i,j) (i+1,j) (i+1,j+1); "b" has (i,j) (i,j+1)
/// (i+1,j+1).
pub(super) const fn tri(i: i32, j: i32, b: bool) -> usize {
    (((i + 4) * 8 + (j + 4)) * 2 + b as i32) as usize
}

const fn tri_corners(t: usize) -> [(i32, i32); 3] {
    let sq = (t / 2) as i32;
    let (i, j) = (sq / 8 - 4, sq % 8 - 4);
    if t.is_multiple_of(2) {
        [(i, j), (i + 1, j), (i + 1, j + 1)]
    } else {
        [(i, j), (i, j + 1), (i + 1, j + 1)]
    }
}

/// The lines at a triangle's corners (NONE outside the box).
const TRI_LINES: [[u8; 3]; TRIANGLES] = {
    let mut out = [[NONE; 3]; TRIANGLES];
    let mut t = 0;
    while t < TRIANGLES {
        let c = tri_corners(t);
        let mut k = 0;
        while k < 3 {
            if in_range(c[k].0, c[k].1) {
                out[t][k] = line_index(c[k].0, c[k].1) as u8;
            }
            k += 1;
        }
        t += 1;
    }
    out
};

/// The two triangles of each face of a crate drawn at line l: `[top, left, right]`.
pub(super) const FACE_TRIS: [[[u8; 2]; 3]; LINES] = {
    let mut out = [[[0u8; 2]; 3]; LINES];
    let mut l = 0;
    while l < LINES {
        let (u, v) = line_uv(l);
        out[l][0] = [
            tri(u - 1, v - 1, false) as u8,
            tri(u - 1, v - 1, true) as u8,
        ];
        out[l][1] = [tri(u, v - 1, true) as u8, tri(u, v, false) as u8];
        out[l][2] = [tri(u - 1, v, false) as u8, tri(u, v, true) as u8];
        l += 1;
    }
    out
};

/// For a face (line p, kind), the other corner lines q of its two triangles with the step
/// `s`: a crate at p covers everything on q iff `z_p >= z_q + s` (s = 1 when q lies lower on
/// the page than p, else 0). Unused slots hold NONE.
pub(super) const FACE_RIVALS: [[[(u8, i8); 4]; 3]; LINES] = {
    let mut out = [[[(NONE, 0i8); 4]; 3]; LINES];
    let mut l = 0;
    while l < LINES {
        let (pu, pv) = line_uv(l);
        let mut kind = 0;
        while kind < 3 {
            let mut n = 0;
            let mut k = 0;
            while k < 2 {
                let t = FACE_TRIS[l][kind][k] as usize;
                let mut c = 0;
                while c < 3 {
                    let q = TRI_LINES[t][c];
                    if q != NONE && q as usize != l {
                        let (qu, qv) = line_uv(q as usize);
                        out[l][kind][n] = (q, if qu + qv > pu + pv { 1 } else { 0 });
                        n += 1;
                    }
                    c += 1;
                }
                k += 1;
            }
            kind += 1;
        }
        l += 1;
    }
    out
};

/// The lines above each line on the page, `l − δ(1,1)` for δ = 0..=3 (NONE outside): a crate
/// at height z on line `l − δ(1,1)` has its column pass line l at height z − δ.
pub(super) const CHAIN: [[u8; 4]; LINES] = {
    let mut out = [[NONE; 4]; LINES];
    let mut l = 0;
    while l < LINES {
        let (u, v) = line_uv(l);
        let mut d = 0;
        while d < 4 {
            if in_range(u - d, v - d) {
                out[l][d as usize] = line_index(u - d, v - d) as u8;
            }
            d += 1;
        }
        l += 1;
    }
    out
};

/// The line seen on each triangle, given the height of the nearest crate on each line
/// (`fronts`, −1 where none): of the crates drawn around its corners, the nearest one
/// (largest x + y + z). NONE where no crate is seen.
pub(super) fn triangle_owners(fronts: &[i8; LINES]) -> [u8; TRIANGLES] {
    let mut owner = [NONE; TRIANGLES];
    for (t, lines) in TRI_LINES.iter().enumerate() {
        let mut best = i32::MIN;
        for &l in lines {
            if l == NONE || fronts[l as usize] < 0 {
                continue;
            }
            let (u, v) = line_uv(l as usize);
            let depth = u + v + 3 * fronts[l as usize] as i32;
            if depth > best {
                best = depth;
                owner[t] = l;
            }
        }
    }
    owner
}

/// A set of lattice lines, bit `(u + 3) * 7 + (v + 3)` for line (u, v): the cards of one
/// kind in a drawing, the open lids, the lines a search still has to look at. Indices
/// outside `0..49` are never members.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Lines(u64);

impl Lines {
    pub const EMPTY: Lines = Lines(0);

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn contains(self, line: usize) -> bool {
        line < LINES && self.0 >> line & 1 == 1
    }

    /// The set with `line` added (unchanged for an index outside the box).
    #[must_use]
    pub const fn with(self, line: usize) -> Lines {
        if line < LINES {
            Lines(self.0 | 1 << line)
        } else {
            self
        }
    }

    #[must_use]
    pub const fn without(self, line: usize) -> Lines {
        if line < LINES {
            Lines(self.0 & !(1 << line))
        } else {
            self
        }
    }

    /// The lowest line index in the set.
    pub const fn first(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The highest line index in the set: the lowest on the page of the lines with the
    /// largest u.
    pub const fn last(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(63 - self.0.leading_zeros() as usize)
        }
    }

    /// The line indices, lowest first.
    pub fn iter(self) -> LinesIter {
        LinesIter(self.0)
    }

    /// Every line moved by (du, dv); `None` if one leaves the box.
    pub fn shift(self, du: i32, dv: i32) -> Option<Lines> {
        let mut out = Lines::EMPTY;
        for l in self {
            let (u, v) = line_uv(l);
            if !in_range(u + du, v + dv) {
                return None;
            }
            out = out.with(line_index(u + du, v + dv));
        }
        Some(out)
    }

    /// Every line moved by (du, dv), dropping those that leave the box.
    pub fn shift_clip(self, du: i32, dv: i32) -> Lines {
        self.iter()
            .filter_map(|l| {
                let (u, v) = line_uv(l);
                in_range(u + du, v + dv).then(|| line_index(u + du, v + dv))
            })
            .collect()
    }
}

/// The set bits of a [`Lines`], lowest first.
#[derive(Clone, Debug)]
pub struct LinesIter(u64);

impl Iterator for LinesIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(b)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for LinesIter {}

impl IntoIterator for Lines {
    type Item = usize;
    type IntoIter = LinesIter;

    fn into_iter(self) -> LinesIter {
        self.iter()
    }
}

impl FromIterator<usize> for Lines {
    fn from_iter<I: IntoIterator<Item = usize>>(lines: I) -> Lines {
        lines.into_iter().fold(Lines::EMPTY, Lines::with)
    }
}

impl BitOr for Lines {
    type Output = Lines;
    #[inline]
    fn bitor(self, other: Lines) -> Lines {
        Lines(self.0 | other.0)
    }
}

impl BitAnd for Lines {
    type Output = Lines;
    #[inline]
    fn bitand(self, other: Lines) -> Lines {
        Lines(self.0 & other.0)
    }
}

/// The lines of `self` not in `other`.
impl Sub for Lines {
    type Output = Lines;
    #[inline]
    fn sub(self, other: Lines) -> Lines {
        Lines(self.0 & !other.0)
    }
}

impl BitOrAssign for Lines {
    #[inline]
    fn bitor_assign(&mut self, other: Lines) {
        self.0 |= other.0;
    }
}

impl BitAndAssign for Lines {
    #[inline]
    fn bitand_assign(&mut self, other: Lines) {
        self.0 &= other.0;
    }
}

impl SubAssign for Lines {
    #[inline]
    fn sub_assign(&mut self, other: Lines) {
        self.0 &= !other.0;
    }
}

/// The lines as (u, v) points, lowest index first: `Lines[(0, 0), (1, -2)]`.
impl fmt::Debug for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Lines")?;
        f.debug_list().entries(self.iter().map(line_uv)).finish()
    }
}

/// A 7 × 7 grid, one row per u from −3, one column per v from −3: `#` a member, `.` not.
impl fmt::Display for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for u in -3..=3 {
            for v in -3..=3 {
                let c = if self.contains(line_index(u, v)) {
                    '#'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(points: &[(i32, i32)]) -> Lines {
        points.iter().map(|&(u, v)| line_index(u, v)).collect()
    }

    #[test]
    fn line_index_round_trips() {
        for l in 0..LINES {
            let (u, v) = line_uv(l);
            assert!(in_range(u, v), "{l}");
            assert_eq!(line_index(u, v), l);
        }
        assert_eq!(line_index(-3, -3), 0);
        assert_eq!(line_index(3, 3), LINES - 1);
        assert_eq!(line_uv(line_index(0, 0)), (0, 0));
        assert!(!in_range(4, 0) && !in_range(0, -4));
    }

    #[test]
    fn triangles_round_trip_and_are_numbered_densely() {
        let mut seen = [false; TRIANGLES];
        for i in -4..=3 {
            for j in -4..=3 {
                for b in [false, true] {
                    let t = tri(i, j, b);
                    assert!(!seen[t], "({i}, {j}, {b}) twice");
                    seen[t] = true;
                    let c = tri_corners(t);
                    assert_eq!(c[0], (i, j));
                    assert_eq!(c[2], (i + 1, j + 1));
                    assert_eq!(c[1], if b { (i, j + 1) } else { (i + 1, j) });
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn a_face_covers_two_triangles_at_its_front_corner() {
        let l = line_index(0, 0);
        for tris in FACE_TRIS[l] {
            assert_ne!(tris[0], tris[1]);
            for t in tris {
                assert!(TRI_LINES[t as usize].contains(&(l as u8)));
            }
        }
    }

    #[test]
    fn rivals_cover_both_triangles() {
        // A top has 4 rival corners (2 per triangle) when inside the box.
        let n = FACE_RIVALS[line_index(0, 0)][0]
            .iter()
            .filter(|r| r.0 != NONE)
            .count();
        assert_eq!(n, 4);
    }

    #[test]
    fn chain_climbs_the_page_to_the_edge() {
        let l = line_index(1, 0);
        assert_eq!(
            CHAIN[l],
            [
                l as u8,
                line_index(0, -1) as u8,
                line_index(-1, -2) as u8,
                line_index(-2, -3) as u8
            ]
        );
        assert_eq!(CHAIN[line_index(-3, 2)][1], NONE);
    }

    #[test]
    fn the_nearest_crate_owns_a_triangle() {
        let mut fronts = [-1i8; LINES];
        let t = tri(0, 0, false);
        assert_eq!(triangle_owners(&fronts)[t], NONE);
        fronts[line_index(0, 0)] = 0;
        fronts[line_index(1, 1)] = 0;
        assert_eq!(triangle_owners(&fronts)[t], line_index(1, 1) as u8);
        // Two crates up, the crate on (0, 0) is nearer than one on the table at (1, 1).
        fronts[line_index(0, 0)] = 1;
        assert_eq!(triangle_owners(&fronts)[t], line_index(0, 0) as u8);
    }

    #[test]
    fn iteration_is_lowest_index_first() {
        let s = of(&[(2, 1), (-3, -3), (0, 3)]);
        let got: Vec<usize> = s.iter().collect();
        assert_eq!(
            got,
            vec![line_index(-3, -3), line_index(0, 3), line_index(2, 1)]
        );
        assert_eq!(s.iter().len(), 3);
        assert_eq!(s.first(), Some(line_index(-3, -3)));
        assert_eq!(s.last(), Some(line_index(2, 1)));
        assert_eq!(Lines::EMPTY.iter().next(), None);
        assert_eq!((Lines::EMPTY.first(), Lines::EMPTY.last()), (None, None));
    }

    #[test]
    fn members_are_added_and_removed_by_index() {
        let s = Lines::EMPTY.with(0).with(48).with(7);
        assert_eq!(s.count(), 3);
        assert!(s.contains(0) && s.contains(7) && s.contains(48));
        assert!(!s.contains(1) && !s.contains(49) && !s.contains(200));
        assert_eq!(s.without(7), Lines::EMPTY.with(0).with(48));
        assert_eq!(s.without(5), s);
        // Indices outside the box are never members.
        assert_eq!(s.with(49), s);
        assert_eq!(s.with(63).without(63), s);
        assert!(Lines::EMPTY.is_empty() && !s.is_empty());
    }

    #[test]
    fn set_operations() {
        let a = of(&[(0, 0), (1, 1), (2, 2)]);
        let b = of(&[(1, 1), (2, 2), (3, 3)]);
        assert_eq!(a | b, of(&[(0, 0), (1, 1), (2, 2), (3, 3)]));
        assert_eq!(a & b, of(&[(1, 1), (2, 2)]));
        assert_eq!(a - b, of(&[(0, 0)]));
        assert!((a - a).is_empty());
        let mut c = a;
        c |= b;
        c -= of(&[(3, 3)]);
        c &= of(&[(0, 0), (2, 2), (-1, -1)]);
        assert_eq!(c, of(&[(0, 0), (2, 2)]));
    }

    #[test]
    fn a_shift_off_the_box_is_none() {
        let s = of(&[(0, 0), (3, -3)]);
        assert_eq!(s.shift(0, 0), Some(s));
        assert_eq!(s.shift(-1, 2), Some(of(&[(-1, 2), (2, -1)])));
        assert_eq!(s.shift(1, 0), None);
        assert_eq!(s.shift(0, -1), None);
        assert_eq!(Lines::EMPTY.shift(6, 6), Some(Lines::EMPTY));
        assert_eq!(of(&[(-3, -3)]).shift(6, 6), Some(of(&[(3, 3)])));
        assert_eq!(of(&[(-3, -3)]).shift(7, 0), None);
    }

    #[test]
    fn a_clipped_shift_drops_what_leaves_the_box() {
        let s = of(&[(0, 0), (3, -3)]);
        assert_eq!(s.shift_clip(1, 0), of(&[(1, 0)]));
        assert_eq!(s.shift_clip(0, -1), of(&[(0, -1)]));
        assert_eq!(s.shift_clip(-6, 6), of(&[(-3, 3)]));
        assert_eq!(s.shift_clip(6, 6), Lines::EMPTY);
        // Whatever survives is where `shift` would put it.
        assert_eq!(s.shift_clip(-1, 2), s.shift(-1, 2).unwrap());
    }

    /// Saved games hold line sets as the bare integer they were before this type.
    #[cfg(feature = "serde")]
    #[test]
    fn serialized_as_the_bare_integer() {
        let s = Lines::EMPTY.with(0).with(10);
        assert_eq!(serde_json::to_string(&s).unwrap(), "1025");
        assert_eq!(serde_json::from_str::<Lines>("1025").unwrap(), s);
    }

    #[test]
    fn debug_names_points_and_display_draws_the_grid() {
        let s = of(&[(0, 1), (-3, -3)]);
        assert_eq!(format!("{s:?}"), "Lines[(-3, -3), (0, 1)]");
        assert_eq!(format!("{:?}", Lines::EMPTY), "Lines[]");
        let grid = s.to_string();
        let rows: Vec<&str> = grid.lines().collect();
        assert_eq!(rows.len(), 7);
        assert_eq!(rows[0], "#......");
        assert_eq!(rows[3], "....#..");
        assert_eq!(grid.matches('#').count(), 2);
    }
}
