//! The reading of a drawing: the one pile (a stack in one piece, every column's lid seen)
//! whose cards are exactly the drawing's, found from the cards alone (see `geometry.rs`,
//! "Drawings and their readings", for the construction), and what follows from it: whether
//! a drawing is a legal table and its crate count.
//!
//! Owns: the search for the reading (least heights, then raising lids), its tables over the
//! lattice's chains. May not touch: how a stack draws (`geometry.rs`: this module asks a
//! candidate stack for its drawing and compares), the bits of a line set (`lattice.rs`'s
//! [`Lines`] operations only), cards, points and the game state.

use super::geometry::{one_piece, Drawing, FaceKind, Stack, COLUMNS, SIDE};
use super::lattice::{line_uv, Lines, CHAIN, FACE_RIVALS, LINES, NONE};

impl Drawing {
    /// The crate count: the volume of the reading (0 when there is none).
    pub fn crates(&self) -> u32 {
        self.canonical_stack().map_or(0, |s| s.volume())
    }

    /// Whether the drawing is a legal table: it has a reading.
    pub fn is_legal(&self) -> bool {
        self.canonical_stack().is_some()
    }

    /// The canonical stack: the reading (the one pile with this drawing) moved to the
    /// corner, or `None` when no pile has this drawing.
    pub fn canonical_stack(&self) -> Option<Stack> {
        if self.is_empty() {
            return Some(Stack::EMPTY);
        }
        let lo = least_fronts(self)?;
        Reader::new(self, &lo).run()
    }
}

/// The search for the reading: one height per lid card, each from its least height up.
struct Reader<'a> {
    d: &'a Drawing,
    /// Lid lines (u, v) with their least heights.
    lids: Vec<(i32, i32, i8)>,
    /// Heights chosen so far, one per lid in order.
    z: Vec<i8>,
}

impl<'a> Reader<'a> {
    fn new(d: &'a Drawing, lo: &[i8; LINES]) -> Reader<'a> {
        let mut lids: Vec<(i32, i32, i8)> = d
            .lines(FaceKind::Top)
            .iter()
            .map(|l| {
                let (u, v) = line_uv(l);
                (u, v, lo[l].max(0))
            })
            .collect();
        // Front lids first: they bound how far the lids behind them on their lines may rise.
        crate::small_sort::by_key(&mut lids, |&(u, v, _)| std::cmp::Reverse(u + v));
        Reader {
            d,
            z: Vec::with_capacity(lids.len()),
            lids,
        }
    }

    fn run(mut self) -> Option<Stack> {
        self.step()
    }

    fn step(&mut self) -> Option<Stack> {
        let i = self.z.len();
        let Some(&(u, v, lo)) = self.lids.get(i) else {
            return self.leaf();
        };
        // Highest first: the reading is the largest stack with the drawing whose columns
        // all show, so it tends to be met first.
        for z in (lo..=SIDE as i8 - 1).rev() {
            if self.fits(u, v, z) {
                self.z.push(z);
                let found = self.step();
                self.z.pop();
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }

    /// Whether a lid at (u, v) with height z fits the lids chosen so far: its column is new,
    /// the columns stay within 4×4, and on a shared line each column's top stays in front
    /// of the other column.
    fn fits(&self, u: i32, v: i32, z: i8) -> bool {
        let z = z as i32;
        let (x, y) = (u + z, v + z);
        let (mut x0, mut x1, mut y0, mut y1) = (x, x, y, y);
        for (k, &zk) in self.z.iter().enumerate() {
            let (uk, vk, _) = self.lids[k];
            let zk = zk as i32;
            let (xk, yk) = (uk + zk, vk + zk);
            if (xk, yk) == (x, y) {
                return false;
            }
            x0 = x0.min(xk);
            x1 = x1.max(xk);
            y0 = y0.min(yk);
            y1 = y1.max(yk);
            if uk - vk == u - v {
                // The column of the lid further up the page passes the other lid's line
                // `k` steps down, below that lid.
                let d = uk - u;
                if (d > 0 && z - d >= zk) || (d < 0 && zk + d >= z) {
                    return false;
                }
            }
        }
        x1 - x0 < SIDE as i32 && y1 - y0 < SIDE as i32
    }

    fn leaf(&self) -> Option<Stack> {
        let cols: Vec<(i32, i32, i32)> = self
            .lids
            .iter()
            .zip(&self.z)
            .map(|(&(u, v, _), &z)| (u + z as i32, v + z as i32, z as i32 + 1))
            .collect();
        let mx = cols.iter().map(|c| c.0).min()?;
        let my = cols.iter().map(|c| c.1).min()?;
        let mut heights = [0u8; COLUMNS];
        for &(x, y, h) in &cols {
            heights[((y - my) * SIDE as i32 + x - mx) as usize] = h as u8;
        }
        let stack = Stack::try_from(heights).ok()?;
        let lines = |kind| self.d.lines(kind).shift(-mx, -my);
        let want = Drawing::from_lines(
            lines(FaceKind::Top)?,
            lines(FaceKind::Left)?,
            lines(FaceKind::Right)?,
        );
        (stack.drawing().ok()? == want && one_piece(stack.columns())).then_some(stack)
    }
}

/// `CHAIN` with the out-of-box slots pointing at a sentinel line (index `LINES`) that never
/// holds a crate, so the scan needs no branch.
const CHAIN_S: [[u8; 4]; LINES + 1] = {
    let mut out = [[LINES as u8; 4]; LINES + 1];
    let mut l = 0;
    while l < LINES {
        let mut d = 0;
        while d < 4 {
            if CHAIN[l][d] != NONE {
                out[l][d] = CHAIN[l][d];
            }
            d += 1;
        }
        l += 1;
    }
    out
};

/// For each line r, the lines whose least height may change when a crate on r moves: those
/// with a face whose rival line's column passes r, and those whose own line's does.
const DEPENDENTS: [Lines; LINES] = {
    let mut out = [Lines::EMPTY; LINES];
    let mut p = 0;
    while p < LINES {
        let mut d = 0;
        while d < 4 {
            let r = CHAIN[p][d];
            if r != NONE {
                out[r as usize] = out[r as usize].with(p);
            }
            d += 1;
        }
        let mut kind = 0;
        while kind < 3 {
            let mut k = 0;
            while k < 4 {
                let q = FACE_RIVALS[p][kind][k].0;
                if q != NONE {
                    let mut d = 0;
                    while d < 4 {
                        let r = CHAIN[q as usize][d];
                        if r != NONE {
                            out[r as usize] = out[r as usize].with(p);
                        }
                        d += 1;
                    }
                }
                k += 1;
            }
            kind += 1;
        }
        p += 1;
    }
    out
};

/// Height of a line without crates (far below any rule's reach).
const NO_CRATE: i8 = -64;

/// The height of the highest crate on line q (negative when none), over heights with the
/// sentinel slot: a crate at height z on line `q − δ(1,1)` has its column pass q at z − δ.
#[inline(always)]
fn highest(z: &[i8; LINES + 1], q: usize) -> i8 {
    let c = &CHAIN_S[q];
    z[c[0] as usize]
        .max(z[c[1] as usize] - 1)
        .max(z[c[2] as usize] - 2)
        .max(z[c[3] as usize] - 3)
}

/// The least heights of the visible crates that draw `d` (−1 on other lines), or `None` if
/// no stack within the box draws it. Each visible crate starts on the table and is raised
/// only as far as some rule forces: it must be nearer than everything on the other corner
/// lines of the triangles it shows, no column may poke out in front of a visible crate on
/// its own line, and the stack must fit 4×4×4. Every rule only ever raises, so the first
/// heights satisfying all of them are the least ones.
fn least_fronts(d: &Drawing) -> Option<[i8; LINES]> {
    raise_to_least(d)
}

/// Raises the visible crates from the table to their least heights; a line is looked at
/// again only when a line it depends on rose.
fn raise_to_least(d: &Drawing) -> Option<[i8; LINES]> {
    let vis = d.visible();
    let masks = [FaceKind::Top, FaceKind::Left, FaceKind::Right].map(|k| d.lines(k));
    let mut z = [NO_CRATE; LINES + 1];
    let mut work = vis;
    for l in vis {
        z[l] = 0;
    }
    let done = |z: &[i8; LINES + 1]| {
        let mut out = [-1i8; LINES];
        for l in vis {
            out[l] = z[l];
        }
        out
    };
    loop {
        // Highest index first: the lower left of the page, where crates rest.
        while let Some(p) = work.last() {
            work = work.without(p);
            let mut need = highest(&z, p);
            for (kind, mask) in masks.iter().enumerate() {
                if !mask.contains(p) {
                    continue;
                }
                for &(q, s) in &FACE_RIVALS[p][kind] {
                    if q == NONE {
                        break;
                    }
                    let m = highest(&z, q as usize);
                    if m >= 0 {
                        need = need.max(m + s);
                    }
                }
            }
            if z[p] < need {
                if need > 3 {
                    return None;
                }
                z[p] = need;
                work |= DEPENDENTS[p] & vis;
            }
        }
        let (mut xmax, mut ymax) = (i32::MIN, i32::MIN);
        for p in vis {
            let (u, v) = line_uv(p);
            xmax = xmax.max(u + z[p] as i32);
            ymax = ymax.max(v + z[p] as i32);
        }
        for p in vis {
            let (u, v) = line_uv(p);
            let need = (xmax - 3 - u).max(ymax - 3 - v);
            if (z[p] as i32) < need {
                if need > 3 {
                    return None;
                }
                z[p] = need as i8;
                work |= DEPENDENTS[p] & vis;
            }
        }
        if work.is_empty() {
            return Some(done(&z));
        }
    }
}
