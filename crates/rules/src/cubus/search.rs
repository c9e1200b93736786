//! The build search (*Bauaktion*): the drawings a player can lay from the table's cards and
//! their own, with crate count and points, without ever listing them all.
//!
//! Owns: the walk over piles and its tables, and the build rules as checks on a
//! [`Situation`] (card budget, open crates, crate count, points). May not touch: what a
//! stack draws or reads as (it asks `geometry.rs`), the lattice's numbering beyond the
//! lookups `lattice.rs` offers, and the game state (the game hands it a `Situation`).
//!
//! # How
//! A legal table is the drawing of a pile (one piece, every column shows its lid), and a
//! pile is the reading of its own drawing (see [`super::geometry`]). So the search walks
//! piles moved to the corner, diagonal by diagonal — the columns with equal x − y. A
//! crate's faces are decided by its own diagonal and the two next to it, so after each
//! diagonal the faces one diagonal back are final: the walk drops a branch as soon as a face
//! there is half hidden, a column top there is hidden, the cards there exceed the budget per
//! type, the volume can no longer reach the range asked for, or (for [`best_build`] and
//! [`any_build`]) the points can no longer reach the bar. Pairs of neighbouring diagonals are
//! tabulated once, so a step of the walk is a table lookup. At a leaf the stack is kept if
//! its columns are one piece.
//!
//! The entry points are bounded: [`any_build`] stops at the first build, [`best_build`]
//! keeps raising its bar, [`evaluate`] checks one stack, [`sample_builds`] lists at most a
//! given number. Which lids are open changes the points only through how many are open, so
//! the searches pick that number per drawing; only [`for_each_build`] (for tests on small
//! positions) spells out every choice of open lids.

use std::cell::Cell;
use std::ops::ControlFlow;
use std::sync::OnceLock;

use super::cards::{CardType, Cards};
use super::geometry::{one_piece, Drawing, FaceKind, Stack, COLUMNS};
use super::lattice::{line_index, line_uv, tri, triangle_owners, Lines, FACE_TRIS, LINES};
use super::moves::{Build, Error, Move};

/// One column-height setting of a diagonal whose column tops are each the nearest crate on
/// their line.
struct Tuple {
    heights: [u8; 4],
    /// Nearest crate per line of the diagonal, by v + 3.
    fronts: [i8; 7],
    /// Lines (v + 3) holding a column's top crate: each must show a card.
    column_tops: u8,
    vol: u8,
    xs: u8,
    ys: u8,
}

/// The columns with x − y = d (d = −4 and 4 are empty borders).
struct Diagonal {
    d: i32,
    y0: i32,
    tuples: Vec<Tuple>,
    max_vol: u8,
    /// The lines of each 7-bit mask of this diagonal's lines.
    line_masks: Vec<Lines>,
}

/// What two neighbouring diagonals A (d − 1) and B (d) show on the triangles between them.
#[derive(Clone, Copy)]
struct Strip {
    b: u16,
    a_left: u8,
    a_top_half: u8,
    b_right: u8,
    b_top_half: u8,
}

struct Tables {
    diags: Vec<Diagonal>,
    /// `strips[k][ia]`: the B tuples fitting next to tuple `ia` of diagonal k − 1.
    strips: Vec<Vec<Vec<Strip>>>,
    /// Largest volume diagonals k.. can still add.
    max_rest: Vec<u32>,
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(build_tables)
}

fn diagonal(d: i32) -> Diagonal {
    let mut tuples = Vec::new();
    let (y0, y1) = if d.abs() >= 4 {
        (0, -1)
    } else {
        (0.max(-d), 3.min(3 - d))
    };
    let n = (y1 - y0 + 1).max(0) as usize;
    for code in 0..5usize.pow(n as u32) {
        let mut h = [0u8; 4];
        let mut c = code;
        for slot in h.iter_mut().take(n) {
            *slot = (c % 5) as u8;
            c /= 5;
        }
        // A column nearer the viewer on the same diagonal hides a column top behind it
        // on the same line when it is taller by the distance or more.
        let hides = (0..n)
            .any(|k| h[k] > 0 && (k + 1..n).any(|k2| h[k2] as usize >= h[k] as usize + (k2 - k)));
        if hides {
            continue;
        }
        let mut t = Tuple {
            heights: h,
            fronts: [-1; 7],
            column_tops: 0,
            vol: 0,
            xs: 0,
            ys: 0,
        };
        for (k, &hk) in h.iter().enumerate().take(n) {
            let y = y0 + k as i32;
            for z in 0..hk as i32 {
                let s = (y - z + 3) as usize;
                t.fronts[s] = t.fronts[s].max(z as i8);
            }
            if hk > 0 {
                t.column_tops |= 1 << (y - hk as i32 + 1 + 3);
                t.xs |= 1 << (y + d);
                t.ys |= 1 << y;
            }
            t.vol += hk;
        }
        tuples.push(t);
    }
    let max_vol = tuples.iter().map(|t| t.vol).max().unwrap_or(0);
    let line_masks = (0..128u32)
        .map(|m| {
            (0..7i32)
                .filter(|s| m >> s & 1 == 1)
                .map(|s| (s - 3 + d, s - 3))
                .filter(|(u, _)| (-3..=3).contains(u))
                .map(|(u, v)| line_index(u, v))
                .collect()
        })
        .collect();
    Diagonal {
        d,
        y0,
        tuples,
        max_vol,
        line_masks,
    }
}

fn strip(a: &Diagonal, ta: &Tuple, b: &Diagonal, tb: &Tuple) -> Option<Strip> {
    let mut f = [-1i8; LINES];
    for (diag, t) in [(a, ta), (b, tb)] {
        for s in 0..7 {
            let v = s as i32 - 3;
            let u = v + diag.d;
            if (-3..=3).contains(&u) {
                f[line_index(u, v)] = t.fronts[s];
            }
        }
    }
    // Only the triangles between the two diagonals are read below.
    let owner = triangle_owners(&f);
    let own = |t: usize, l: usize| owner[t] == l as u8;
    let mut out = Strip {
        b: 0,
        a_left: 0,
        a_top_half: 0,
        b_right: 0,
        b_top_half: 0,
    };
    for s in 0..7 {
        let v = s as i32 - 3;
        let u = v + a.d;
        if (-3..=3).contains(&u) && ta.fronts[s] >= 0 {
            let l = line_index(u, v);
            let [t1, t2] = FACE_TRIS[l][1];
            if own(t1 as usize, l) != own(t2 as usize, l) {
                return None;
            }
            if own(t1 as usize, l) {
                out.a_left |= 1 << s;
            }
            if own(tri(u - 1, v - 1, false), l) {
                out.a_top_half |= 1 << s;
            }
        }
        let u = v + b.d;
        if (-3..=3).contains(&u) && tb.fronts[s] >= 0 {
            let l = line_index(u, v);
            let [t1, t2] = FACE_TRIS[l][2];
            if own(t1 as usize, l) != own(t2 as usize, l) {
                return None;
            }
            if own(t1 as usize, l) {
                out.b_right |= 1 << s;
            }
            if own(tri(u - 1, v - 1, true), l) {
                out.b_top_half |= 1 << s;
            }
        }
    }
    Some(out)
}

fn build_tables() -> Tables {
    let diags: Vec<Diagonal> = (-4..=4).map(diagonal).collect();
    let mut strips = vec![Vec::new()];
    for k in 1..diags.len() {
        let (a, b) = (&diags[k - 1], &diags[k]);
        let per_a = a
            .tuples
            .iter()
            .map(|ta| {
                b.tuples
                    .iter()
                    .enumerate()
                    .filter_map(|(ib, tb)| {
                        strip(a, ta, b, tb).map(|mut s| {
                            s.b = ib as u16;
                            s
                        })
                    })
                    .collect()
            })
            .collect();
        strips.push(per_a);
    }
    let mut max_rest = vec![0u32; diags.len() + 1];
    for k in (0..diags.len()).rev() {
        max_rest[k] = max_rest[k + 1] + diags[k].max_vol as u32;
    }
    Tables {
        diags,
        strips,
        max_rest,
    }
}

/// A canonical stack found by the walk.
pub(crate) struct Leaf {
    pub stack: Stack,
    pub drawing: Drawing,
    pub fronts: [i8; LINES],
}

/// A bar on the points, for pruning: the walk drops a branch when even the best leaf below
/// it cannot score `*bar` (the visitor may raise it).
struct Bar<'a> {
    sit: &'a Situation,
    bar: &'a std::cell::Cell<i32>,
}

fn walk_with(
    max: [u32; 3],
    vol: (u32, u32),
    all: bool,
    bar: Option<Bar<'_>>,
    visit: &mut dyn FnMut(&Leaf) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if vol.0 == 0 {
        let empty = Leaf {
            stack: Stack::EMPTY,
            drawing: Drawing::default(),
            fronts: [-1; LINES],
        };
        visit(&empty)?;
    }
    let mut w = Walk {
        t: tables(),
        max,
        vol,
        all,
        bar,
        pick: [0; 9],
        visit,
    };
    w.step(1, 0, 0, 0, [0; 3], 0, [Lines::EMPTY; 3], 0, 0)
}

struct Walk<'a> {
    t: &'static Tables,
    max: [u32; 3],
    vol: (u32, u32),
    all: bool,
    bar: Option<Bar<'a>>,
    pick: [u16; 9],
    visit: &'a mut dyn FnMut(&Leaf) -> ControlFlow<()>,
}

impl Walk<'_> {
    #[allow(clippy::too_many_arguments)]
    fn step(
        &mut self,
        k: usize,
        ia: usize,
        a_top_half: u8,
        a_right: u8,
        counts: [u32; 3],
        vol: u32,
        masks: [Lines; 3],
        xs: u8,
        ys: u8,
    ) -> ControlFlow<()> {
        let t = self.t;
        let da = &t.diags[k - 1];
        let ta = &da.tuples[ia];
        for s in &t.strips[k][ia] {
            if s.a_top_half != a_top_half {
                continue;
            }
            let shown = s.a_top_half | s.a_left | a_right;
            if ta.column_tops & !shown != 0 {
                continue;
            }
            let c = [
                counts[0] + s.a_top_half.count_ones(),
                counts[1] + s.a_left.count_ones(),
                counts[2] + a_right.count_ones(),
            ];
            if c[0] > self.max[0] || c[1] > self.max[1] || c[2] > self.max[2] {
                continue;
            }
            let tb = &t.diags[k].tuples[s.b as usize];
            let v = vol + tb.vol as u32;
            if v > self.vol.1 || v + t.max_rest[k + 1] < self.vol.0 {
                continue;
            }
            if let Some(bar) = &self.bar {
                if points_bound(bar.sit, c, v + t.max_rest[k + 1]) < bar.bar.get() {
                    continue;
                }
            }
            let (xs, ys) = (xs | tb.xs, ys | tb.ys);
            // The canonical stack uses x = 0; those columns lie on diagonals up to 0.
            if t.diags[k].d == 0 && xs & 1 == 0 {
                continue;
            }
            let m = [
                masks[0] | da.line_masks[s.a_top_half as usize],
                masks[1] | da.line_masks[s.a_left as usize],
                masks[2] | da.line_masks[a_right as usize],
            ];
            self.pick[k] = s.b;
            if k + 1 == t.diags.len() {
                if ys & 1 == 1 {
                    self.leaf(m)?;
                }
            } else {
                self.step(
                    k + 1,
                    s.b as usize,
                    s.b_top_half,
                    s.b_right,
                    c,
                    v,
                    m,
                    xs,
                    ys,
                )?;
            }
        }
        ControlFlow::Continue(())
    }

    fn leaf(&mut self, m: [Lines; 3]) -> ControlFlow<()> {
        let drawing = Drawing::from_lines(m[0], m[1], m[2]);
        let mut fronts = [-1i8; LINES];
        let mut heights = [0u8; COLUMNS];
        for (k, diag) in self.t.diags.iter().enumerate() {
            let tup = &diag.tuples[self.pick[k] as usize];
            for s in 0..7 {
                let v = s as i32 - 3;
                let u = v + diag.d;
                if (-3..=3).contains(&u) {
                    fronts[line_index(u, v)] = tup.fronts[s];
                }
            }
            for (j, &h) in tup.heights.iter().enumerate() {
                let y = diag.y0 + j as i32;
                let x = y + diag.d;
                if h > 0 {
                    heights[(y * 4 + x) as usize] = h;
                }
            }
        }
        if !self.all {
            let mut cols = 0u16;
            for (c, &h) in heights.iter().enumerate() {
                if h > 0 {
                    cols |= 1 << c;
                    let (x, y) = ((c % 4) as i32, (c / 4) as i32);
                    let lid = line_index(x - h as i32 + 1, y - h as i32 + 1);
                    if !m[0].contains(lid) {
                        return ControlFlow::Continue(());
                    }
                }
            }
            if !one_piece(cols) {
                return ControlFlow::Continue(());
            }
        }
        let leaf = Leaf {
            stack: Stack::new(heights).unwrap_or_default(),
            drawing,
            fronts,
        };
        (self.visit)(&leaf)
    }
}

/// What a build must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The build game: more crates than before and at least `min_points` points; the hand's
    /// cards may be added; the open crates stay.
    Grow { min_points: i32 },
    /// The Abbau: exactly one crate less, no card added; the open crates stay when
    /// `open_fixed`, otherwise they may be moved or taken too.
    Shrink { open_fixed: bool },
}

/// The position a build starts from.
#[derive(Clone, Copy, Debug)]
pub struct Situation {
    pub drawing: Drawing,
    /// Lines of the lids that are O cards.
    pub open: Lines,
    pub crates: u32,
    /// The cards the builder may add (ignored when shrinking).
    pub hand: Cards,
    pub goal: Goal,
}

impl Situation {
    /// A build-game situation on the drawing of any drawable `stack` (open lids on the
    /// columns `open`) for a builder holding `hand`. The crate count is the reading's, or
    /// the stack's own volume when its drawing has none (positions from before the reading
    /// rule, for benchmarks).
    pub fn grow(stack: &Stack, open: u16, hand: Cards) -> Result<Situation, Error> {
        let drawing = stack.drawing()?;
        Ok(Situation {
            drawing,
            open: stack.lid_lines(open),
            crates: drawing.canonical_stack().unwrap_or(*stack).volume(),
            hand,
            goal: Goal::Grow { min_points: 1 },
        })
    }

    fn table(&self) -> Cards {
        let opens = self.open.count();
        Cards::new(
            self.drawing.lefts(),
            self.drawing.rights(),
            self.drawing.tops() - opens,
            opens,
        )
    }

    fn budget(&self) -> Cards {
        match self.goal {
            Goal::Grow { .. } => self.table() + self.hand,
            Goal::Shrink { .. } => self.table(),
        }
    }

    /// The crate counts a build may reach (an empty range when none).
    fn crate_range(&self) -> (u32, u32) {
        match self.goal {
            Goal::Grow { .. } => (self.crates + 1, u32::MAX),
            Goal::Shrink { .. } if self.crates == 0 => (1, 0),
            Goal::Shrink { .. } => (self.crates - 1, self.crates - 1),
        }
    }
}

/// A legal build: the canonical stack with its open crates, and what it costs and scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildOption {
    pub stack: Stack,
    /// Columns (y * 4 + x) whose top crate is open.
    pub open: u16,
    pub crates: u32,
    pub points: i32,
    /// Cards laid from the hand, per type.
    pub added: Cards,
    /// Cards taken off the table into the hand, per type.
    pub taken: Cards,
}

impl From<&BuildOption> for Move {
    fn from(b: &BuildOption) -> Move {
        Move::Build(Build {
            stack: b.stack,
            open: b.open,
        })
    }
}

/// Points of a drawing with `after` cards and `crates` crates.
fn score(sit: &Situation, after: Cards, crates: u32) -> (Cards, Cards, i32) {
    let before = sit.table();
    let added = after.saturating_sub(before);
    let taken = before.saturating_sub(after);
    let points = match sit.goal {
        Goal::Grow { .. } => {
            3 * (crates as i32 - sit.crates as i32) - added.total() as i32 + taken.total() as i32
        }
        Goal::Shrink { .. } => taken.total() as i32,
    };
    (added, taken, points)
}

/// The translates of the built-in open crates that lie on lids of `tops`.
fn kept_open(sit: &Situation, tops: Lines) -> Vec<Lines> {
    let keep = match sit.goal {
        Goal::Grow { .. } | Goal::Shrink { open_fixed: true } => sit.open,
        Goal::Shrink { open_fixed: false } => Lines::EMPTY,
    };
    let Some(first) = keep.first() else {
        return vec![Lines::EMPTY];
    };
    let (u0, v0) = line_uv(first);
    let mut out: Vec<Lines> = tops
        .iter()
        .filter_map(|t| {
            let (u, v) = line_uv(t);
            keep.shift(u - u0, v - v0)
        })
        .filter(|&m| (m - tops).is_empty())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Checks a set of open lids `open` on drawing `d` against the rules (no crate count yet).
fn check_open(sit: &Situation, tops: Lines, open: Lines) -> Result<(), Error> {
    if !(open - tops).is_empty() {
        return Err(Error::OpenCrateNotOnLid);
    }
    let kept = kept_open(sit, tops);
    let ok = match sit.goal {
        Goal::Grow { .. } => kept.iter().any(|&k| (k - open).is_empty()),
        Goal::Shrink { open_fixed: true } => kept.contains(&open),
        Goal::Shrink { open_fixed: false } => true,
    };
    if ok {
        Ok(())
    } else {
        Err(Error::OpenCrateMoved)
    }
}

/// The build `leaf` with open lids `open`, or the rule it breaks. The search passes
/// `open_known_good` for open sets it built to keep the open crates in place.
fn option(
    sit: &Situation,
    leaf: &Leaf,
    open: Lines,
    open_known_good: bool,
) -> Result<BuildOption, Error> {
    let d = &leaf.drawing;
    let opens = open.count();
    let after = Cards::new(d.lefts(), d.rights(), d.tops() - opens, opens);
    let budget = sit.budget();
    for t in CardType::ALL {
        if after.get(t) > budget.get(t) {
            return Err(Error::NotEnoughCards(t));
        }
    }
    if !open_known_good {
        check_open(sit, d.lines(FaceKind::Top), open)?;
    }
    let crates = leaf.stack.volume();
    match sit.goal {
        Goal::Grow { .. } if crates <= sit.crates => {
            return Err(if *d == sit.drawing && open != sit.open {
                Error::LidSwapOnly
            } else {
                Error::NoNewCrate
            });
        }
        Goal::Shrink { .. } if crates + 1 != sit.crates => return Err(Error::NotOneCrateLess),
        _ => {}
    }
    let (added, taken, points) = score(sit, after, crates);
    match sit.goal {
        Goal::Grow { min_points } if points < min_points => {
            return Err(Error::TooFewPoints {
                points,
                needed: min_points,
            })
        }
        _ => {}
    }
    let mut open_cols = 0u16;
    for l in open {
        let z = leaf.fronts[l] as i32;
        let (u, v) = line_uv(l);
        open_cols |= 1 << ((v + z) * 4 + u + z);
    }
    Ok(BuildOption {
        stack: leaf.stack,
        open: open_cols,
        crates,
        points,
        added,
        taken,
    })
}

/// How many lids of a drawing with `k` lids may be open: the built-in ones, plus new ones
/// from the hand, and at least what the T cards cannot cover.
fn open_range(sit: &Situation, k: u32) -> (u32, u32) {
    let budget = sit.budget();
    let table_open = sit.open.count();
    let (lo, hi) = match sit.goal {
        Goal::Grow { .. } => (table_open, budget.open),
        Goal::Shrink { open_fixed: true } => (table_open, table_open),
        Goal::Shrink { open_fixed: false } => (0, table_open),
    };
    (lo.max(k.saturating_sub(budget.lid)), hi.min(k))
}

/// The least points a build must score (none for the Abbau).
fn min_points(sit: &Situation) -> i32 {
    match sit.goal {
        Goal::Grow { min_points } => min_points,
        Goal::Shrink { .. } => i32::MIN,
    }
}

/// The most points a build can score with at least `cards` cards (per kind: tops, lefts,
/// rights) and at most `crates` crates. For each card type the cards added less those taken
/// back are the cards after less the cards before, so the points are
/// 3 × Δcrates − (cards after − cards before) whichever lids are open.
fn points_bound(sit: &Situation, cards: [u32; 3], crates: u32) -> i32 {
    let before = sit.table().total() as i32;
    let after = (cards[0] + cards[1] + cards[2]) as i32;
    match sit.goal {
        Goal::Grow { .. } => 3 * (crates as i32 - sit.crates as i32) + before - after,
        Goal::Shrink { .. } => before - after,
    }
}

/// Walks the piles within the card budget and crate range that can still score `bar`.
fn walk_builds(
    sit: &Situation,
    bar: &Cell<i32>,
    visit: &mut dyn FnMut(&Leaf) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let budget = sit.budget();
    let max = [budget.lid + budget.open, budget.left, budget.right];
    walk_with(max, sit.crate_range(), false, Some(Bar { sit, bar }), visit)
}

/// The build of `leaf` with the fewest open lids that the rules allow (the points do not
/// depend on which lids are open), if any.
fn leaf_build(sit: &Situation, leaf: &Leaf) -> Option<BuildOption> {
    let tops = leaf.drawing.lines(FaceKind::Top);
    let (lo, hi) = open_range(sit, tops.count());
    if lo > hi {
        return None;
    }
    if hi == 0 {
        return option(sit, leaf, Lines::EMPTY, true).ok();
    }
    for base in kept_open(sit, tops) {
        let have = base.count();
        let n = lo.max(have);
        if n > hi {
            continue;
        }
        let open = (tops - base)
            .iter()
            .take((n - have) as usize)
            .fold(base, Lines::with);
        if let Ok(b) = option(sit, leaf, open, true) {
            return Some(b);
        }
    }
    None
}

/// Calls `f` with every legal build, each choice of open lids apart, in a fixed order; `f`
/// may stop the search. Late positions have tens of millions: for tests on small positions.
pub fn for_each_build(
    sit: &Situation,
    f: &mut dyn FnMut(BuildOption) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut sets: Vec<Lines> = Vec::new();
    let bar = Cell::new(min_points(sit));
    walk_builds(sit, &bar, &mut |leaf: &Leaf| {
        let tops = leaf.drawing.lines(FaceKind::Top);
        let (lo, hi) = open_range(sit, tops.count());
        if lo > hi {
            return ControlFlow::Continue(());
        }
        if hi == 0 {
            return match option(sit, leaf, Lines::EMPTY, true) {
                Ok(b) => f(b),
                Err(_) => ControlFlow::Continue(()),
            };
        }
        sets.clear();
        for base in kept_open(sit, tops) {
            let mut free = [0u8; 16];
            let mut n_free = 0;
            for l in tops - base {
                free[n_free] = l as u8;
                n_free += 1;
            }
            let have = base.count();
            for n in lo.max(have)..=hi {
                subsets(&free[..n_free], (n - have) as usize, 0, base, &mut sets);
            }
        }
        sets.sort_unstable();
        sets.dedup();
        for &open in &sets {
            if let Ok(b) = option(sit, leaf, open, true) {
                f(b)?;
            }
        }
        ControlFlow::Continue(())
    })
}

fn subsets(items: &[u8], n: usize, from: usize, acc: Lines, out: &mut Vec<Lines>) {
    if n == 0 {
        out.push(acc);
        return;
    }
    for i in from..items.len() {
        if items.len() - i < n {
            break;
        }
        subsets(items, n - 1, i + 1, acc.with(items[i] as usize), out);
    }
}

/// Every legal build, in the search's fixed order (tests on small positions only).
pub fn all_builds(sit: &Situation) -> Vec<BuildOption> {
    let mut out = Vec::new();
    let _ = for_each_build(sit, &mut |b| {
        out.push(b);
        ControlFlow::Continue(())
    });
    out
}

/// Up to `limit` legal builds with every choice of open lids apart, and whether that is all
/// of them (the search stops at `limit + 1`).
pub fn builds_up_to(sit: &Situation, limit: usize) -> (Vec<BuildOption>, bool) {
    let mut out = Vec::new();
    let stopped = for_each_build(sit, &mut |b| {
        if out.len() == limit {
            return ControlFlow::Break(());
        }
        out.push(b);
        ControlFlow::Continue(())
    });
    (out, stopped.is_continue())
}

/// Whether any legal build exists (stops at the first). High bars prune the walk hardest,
/// so rich positions are settled by a walk for a high-scoring build first; only when none
/// exists do lower bars follow.
pub fn any_build(sit: &Situation) -> bool {
    let least = min_points(sit);
    let bars: &[i32] = match sit.goal {
        Goal::Grow { .. } => &[48, 24, 12, 0],
        Goal::Shrink { .. } => &[0],
    };
    bars.iter().any(|&extra| {
        let bar = Cell::new(least.saturating_add(extra));
        walk_builds(sit, &bar, &mut |leaf| match leaf_build(sit, leaf) {
            Some(b) if b.points >= bar.get() => ControlFlow::Break(()),
            _ => ControlFlow::Continue(()),
        })
        .is_break()
    })
}

/// The build with the most points; among equals the first in the search's order. Branch
/// and bound: once a build is found, only branches that can beat it are walked.
pub fn best_build(sit: &Situation) -> Option<BuildOption> {
    let bar = Cell::new(min_points(sit));
    let mut best: Option<BuildOption> = None;
    let _ = walk_builds(sit, &bar, &mut |leaf| {
        if let Some(b) = leaf_build(sit, leaf).filter(|b| b.points >= bar.get()) {
            bar.set(b.points.saturating_add(1));
            best = Some(b);
        }
        ControlFlow::Continue(())
    });
    best
}

/// At most `limit` legal builds, one per drawing, the best first: a move list that never
/// grows with the position.
pub fn sample_builds(sit: &Situation, limit: usize) -> Vec<BuildOption> {
    let Some(best) = best_build(sit) else {
        return Vec::new();
    };
    let mut out = vec![best];
    let bar = Cell::new(min_points(sit));
    let _ = walk_builds(sit, &bar, &mut |leaf| {
        if out.len() >= limit {
            return ControlFlow::Break(());
        }
        if let Some(b) = leaf_build(sit, leaf).filter(|b| b.stack != out[0].stack) {
            out.push(b);
        }
        ControlFlow::Continue(())
    });
    out.truncate(limit.max(1));
    out
}

/// Checks one proposed build given as a canonical stack and its open columns.
pub fn evaluate(sit: &Situation, stack: &Stack, open: u16) -> Result<BuildOption, Error> {
    let drawing = stack.drawing().map_err(Error::from)?;
    let canonical = stack.canonical()?;
    if canonical != *stack {
        return Err(Error::NotCanonical(canonical));
    }
    let fronts = stack.fronts();
    let mut open_lines = Lines::EMPTY;
    for c in 0..COLUMNS {
        if open >> c & 1 == 1 {
            let face = stack.column_top(c).ok_or(Error::OpenCrateNotOnLid)?;
            open_lines = open_lines.with(face.line());
        }
    }
    let leaf = Leaf {
        stack: *stack,
        drawing,
        fronts,
    };
    option(sit, &leaf, open_lines, false)
}

/// Brings any stack with open columns to its canonical form (same drawing, same open lids).
pub fn canonicalize(stack: &Stack, open: u16) -> Result<(Stack, u16), Error> {
    let drawing = stack.drawing()?;
    let canonical = stack.canonical()?;
    let cd = canonical.drawing()?;
    // The canonical drawing is a translate of the proposed one.
    let (du, dv) = match (drawing.visible().first(), cd.visible().first()) {
        (Some(a), Some(b)) => {
            let (u0, v0) = line_uv(a);
            let (u1, v1) = line_uv(b);
            (u1 - u0, v1 - v0)
        }
        _ => (0, 0),
    };
    let mut out = 0u16;
    for c in 0..COLUMNS {
        if open >> c & 1 == 1 {
            let face = stack.column_top(c).ok_or(Error::OpenCrateNotOnLid)?;
            if !drawing.contains(face) {
                return Err(Error::OpenCrateNotOnLid);
            }
            let l = Lines::EMPTY
                .with(face.line())
                .shift(du, dv)
                .and_then(Lines::first)
                .ok_or(Error::OpenCrateNotOnLid)?;
            let col = canonical.column_of_top(l).ok_or(Error::OpenCrateNotOnLid)?;
            out |= 1 << col;
        }
    }
    Ok((canonical, out))
}

/// Walks the whole box: every pile with a volume in `crates` moved to the corner, or with
/// `all` every drawable stack there whose column tops all show (wholly hidden columns add
/// nothing to a drawing, so these draw every drawing of the box). For the census in
/// `tests/cubus.rs`.
#[cfg(any(test, feature = "test-helpers"))]
pub fn walk_box(all: bool, crates: (u32, u32), each: &mut dyn FnMut(&Stack, &Drawing)) {
    let _ = walk_with([64; 3], crates, all, None, &mut |leaf| {
        each(&leaf.stack, &leaf.drawing);
        ControlFlow::Continue(())
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_small() {
        let t = tables();
        let n4 = t.diags[4].tuples.len();
        assert!(n4 > 10 && n4 < 625, "{n4}");
    }
}
