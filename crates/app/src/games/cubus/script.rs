//! Native checks of the scripted game the e2e test plays (`tests/e2e/cubus.test.mjs`).

#[cfg(test)]
pub mod tests {
    use rules::cubus::{Cubus, Move, Phase};
    use rules::{Game, Setup};

    pub fn is_flip(g: &Cubus, m: &Move) -> bool {
        match m {
            Move::Build(b) => g
                .evaluate_build(&b.stack, b.open)
                .map(|o| o.added.total() == 0 && o.taken.total() == 0)
                .unwrap_or(false),
            _ => false,
        }
    }
    pub fn is_rebuild(g: &Cubus, m: &Move) -> bool {
        match m {
            Move::Build(b) => g
                .evaluate_build(&b.stack, b.open)
                .map(|o| o.taken.total() > 0)
                .unwrap_or(false),
            _ => false,
        }
    }

    fn dfs(
        g: &Cubus,
        path: &mut Vec<String>,
        flip: bool,
        depth: usize,
        out: &mut Option<Vec<String>>,
    ) {
        if out.is_some() || depth == 0 {
            return;
        }
        let moves = g.legal_moves();
        let mut order: Vec<Move> = Vec::new();
        match g.phase() {
            Phase::Build => {
                let builds: Vec<Move> = moves
                    .iter()
                    .filter(|m| matches!(m, Move::Build(_)))
                    .copied()
                    .collect();
                for m in &builds {
                    if flip && is_rebuild(g, m) {
                        path.push(m.to_string());
                        *out = Some(path.clone());
                        return;
                    }
                }
                // flips first, then a few small builds
                order.extend(builds.iter().filter(|m| is_flip(g, m)).take(2));
                order.extend(builds.iter().filter(|m| !is_flip(g, m)).take(3));
                if moves.contains(&Move::NoBuild) {
                    order.push(Move::NoBuild);
                }
            }
            _ => {
                if moves.contains(&Move::PassKnock) {
                    order.push(Move::PassKnock);
                } else {
                    order.extend(moves.iter().take(1));
                }
            }
        }
        for m in order {
            let f = flip || is_flip(g, &m);
            let mut h = g.clone();
            if h.play(&m).is_err() {
                continue;
            }
            path.push(m.to_string());
            dfs(&h, path, f, depth - 1, out);
            path.pop();
        }
    }

    /// Greedy play (best build, else no build and passes) until a flip is legal; then the
    /// flip; then greedy until a rebuild (cards taken back) is legal.
    fn greedy(seed: u64) -> Option<Vec<String>> {
        let mut g = Cubus::new(&Setup::players(2), seed).ok()?;
        let mut path = Vec::new();
        let mut flipped = false;
        for _ in 0..80 {
            let moves = g.legal_moves();
            let m = if matches!(g.phase(), Phase::Build) {
                if let Some(m) = moves.iter().find(|m| {
                    if flipped {
                        is_rebuild(&g, m)
                    } else {
                        is_flip(&g, m)
                    }
                }) {
                    let m = *m;
                    path.push(m.to_string());
                    if flipped {
                        return Some(path);
                    }
                    flipped = true;
                    g.play(&m).ok()?;
                    continue;
                }
                g.best_build()
                    .map(|b| Move::from(&b))
                    .unwrap_or(Move::NoBuild)
            } else if moves.contains(&Move::PassKnock) {
                Move::PassKnock
            } else {
                *moves.first()?
            };
            path.push(m.to_string());
            g.play(&m).ok()?;
        }
        None
    }

    #[test]
    #[ignore]
    fn find_greedy() {
        for seed in 1..30u64 {
            if let Some(p) = greedy(seed) {
                println!("seed {seed} ({}): {}", p.len(), p.join(" "));
            }
        }
    }

    #[test]
    #[ignore]
    fn find_script() {
        for seed in 1..40u64 {
            let g = Cubus::new(&Setup::players(2), seed).expect("setup");
            let mut out = None;
            dfs(&g, &mut Vec::new(), false, 16, &mut out);
            if let Some(p) = out {
                println!("seed {seed}: {}", p.join(" "));
            }
        }
    }
}

#[cfg(test)]
mod explore2 {
    use super::tests::{is_flip, is_rebuild};
    use rules::cubus::search::walk_box;
    use rules::cubus::{Cubus, Move, Phase};
    use rules::{Game, Setup};
    use std::collections::{BTreeMap, BTreeSet};

    type Counts = BTreeMap<(u32, u32, u32), BTreeSet<u32>>;

    fn potential(g: &Cubus, m: &Counts) -> bool {
        let d = g.drawing();
        m.get(&(d.lefts(), d.rights(), d.tops()))
            .is_some_and(|s| s.iter().any(|&c| c > g.crates()))
    }

    fn dfs(
        g: &Cubus,
        m: &Counts,
        path: &mut Vec<String>,
        stage: u8,
        depth: usize,
        out: &mut Option<Vec<String>>,
    ) {
        if out.is_some() || depth == 0 {
            return;
        }
        let moves = g.legal_moves();
        let mut order: Vec<(Move, u8)> = Vec::new();
        if matches!(g.phase(), Phase::Build) {
            if stage == 1 {
                if let Some(r) = moves.iter().find(|x| is_rebuild(g, x)) {
                    path.push(r.to_string());
                    *out = Some(path.clone());
                    path.pop();
                    return;
                }
            }
            if stage == 0 {
                if let Some(f) = moves.iter().find(|x| is_flip(g, x)) {
                    order.push((*f, 1));
                }
            }
            if order.is_empty() {
                let mut n = 0;
                for x in moves.iter().filter(|x| matches!(x, Move::Build(_))) {
                    let mut h = g.clone();
                    if h.play(x).is_ok() && (stage == 1 || potential(&h, m)) {
                        order.push((*x, stage));
                        n += 1;
                        if n >= 4 {
                            break;
                        }
                    }
                }
                if moves.contains(&Move::NoBuild) {
                    order.push((Move::NoBuild, stage));
                }
            }
        } else if moves.contains(&Move::PassKnock) {
            order.push((Move::PassKnock, stage));
        } else if let Some(x) = moves.first() {
            order.push((*x, stage));
        }
        for (x, st) in order {
            let mut h = g.clone();
            if h.play(&x).is_err() {
                continue;
            }
            path.push(x.to_string());
            dfs(&h, m, path, st, depth - 1, out);
            path.pop();
        }
    }

    fn step(g: &mut Cubus, path: &mut Vec<String>, m: Move) -> bool {
        path.push(m.to_string());
        g.play(&m).is_ok()
    }

    /// Plays draws, passes and "no build" until the next Build phase.
    fn to_build(g: &mut Cubus, path: &mut Vec<String>) -> bool {
        for _ in 0..10 {
            match g.phase() {
                Phase::Build => return true,
                Phase::Draw => {
                    if !step(g, path, Move::Draw) {
                        return false;
                    }
                }
                Phase::KnockWindow { .. } => {
                    if !step(g, path, Move::PassKnock) {
                        return false;
                    }
                }
                _ => return false,
            }
        }
        false
    }

    fn plan(seed: u64, m: &Counts) -> Option<Vec<String>> {
        for wait in 0..18 {
            let mut g = Cubus::new(&Setup::players(2), seed).ok()?;
            let mut path = Vec::new();
            let mut ok = true;
            for _ in 0..wait {
                ok &= to_build(&mut g, &mut path) && step(&mut g, &mut path, Move::NoBuild);
            }
            if !ok || !to_build(&mut g, &mut path) {
                continue;
            }
            for b in g
                .legal_moves()
                .into_iter()
                .filter(|x| matches!(x, Move::Build(_)))
            {
                let mut h = g.clone();
                let mut p = path.clone();
                if !step(&mut h, &mut p, b) || !potential(&h, m) || !to_build(&mut h, &mut p) {
                    continue;
                }
                let Some(f) = h.legal_moves().into_iter().find(|x| is_flip(&h, x)) else {
                    continue;
                };
                step(&mut h, &mut p, f);
                for _ in 0..4 {
                    if !to_build(&mut h, &mut p) {
                        break;
                    }
                    if let Some(r) = h.legal_moves().into_iter().find(|x| is_rebuild(&h, x)) {
                        p.push(r.to_string());
                        return Some(p);
                    }
                    step(&mut h, &mut p, Move::NoBuild);
                }
            }
        }
        None
    }

    #[test]
    #[ignore]
    fn find_plan() {
        let mut m = Counts::new();
        walk_box(false, (1, 12), &mut |s, d| {
            m.entry((d.lefts(), d.rights(), d.tops()))
                .or_default()
                .insert(s.volume());
        });
        for seed in 1..25u64 {
            if let Some(p) = plan(seed, &m) {
                println!("seed {seed} ({}): {}", p.len(), p.join(" "));
            }
        }
    }

    #[test]
    #[ignore]
    fn find_flip_script() {
        let mut m = Counts::new();
        walk_box(false, (1, 10), &mut |s, d| {
            m.entry((d.lefts(), d.rights(), d.tops()))
                .or_default()
                .insert(s.volume());
        });
        for seed in 1..40u64 {
            let g = Cubus::new(&Setup::players(2), seed).expect("setup");
            let mut out = None;
            dfs(&g, &m, &mut Vec::new(), 0, 26, &mut out);
            if let Some(p) = out {
                println!("seed {seed} ({}): {}", p.len(), p.join(" "));
            }
        }
    }
}

#[cfg(test)]
mod explore {
    use rules::cubus::search::walk_box;
    use std::collections::BTreeMap;

    #[test]
    #[ignore]
    fn card_counts_with_several_crate_counts() {
        let mut m: BTreeMap<(u32, u32, u32), BTreeMap<u32, String>> = BTreeMap::new();
        walk_box(false, (1, 9), &mut |s, d| {
            m.entry((d.lefts(), d.rights(), d.tops()))
                .or_default()
                .entry(s.volume())
                .or_insert_with(|| s.to_string());
        });
        for (k, v) in m {
            if v.len() > 1 && k.0 + k.1 + k.2 <= 13 {
                println!("{k:?}: {v:?}");
            }
        }
    }
}

#[cfg(test)]
mod probe {
    use super::tests::is_flip;
    use rules::cubus::{Cards, Cubus, Move, Stack};
    use rules::{Game, Setup};

    #[test]
    #[ignore]
    fn flip_from_three_crates() {
        let mut g = Cubus::new(&Setup::players(2), 1).expect("setup");
        let mut h = [0u8; 16];
        h[0] = 1;
        h[3] = 1;
        h[6] = 1;
        g.set_position(
            &Stack::new(h).unwrap(),
            0,
            &[Cards::default(), Cards::default()],
        )
        .unwrap();
        let ms = g.legal_moves();
        println!(
            "{} moves; flips: {:?}",
            ms.len(),
            ms.iter()
                .filter(|m| is_flip(&g, m))
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
        );
        let mut h2 = [0u8; 16];
        h2[0] = 1;
        h2[6] = 2;
        h2[10] = 1;
        let s = Stack::new(h2).unwrap();
        println!("{:?}", g.evaluate_build(&s, 0));
        let _ = Move::Draw;
    }
}

/// The e2e script: seed 1, two players; A builds four crates, B flips them to five with no
/// card, A declares no build, B rebuilds taking cards back.
#[cfg(test)]
pub const SCRIPT: &str = "d d d n p d n p d n p d n p d n p d n p d n p d n p d n p d n p d b1021000000000000 d b1000000022000000 d n p d b1004000200000000o3";

#[cfg(test)]
mod e2e_script {
    use super::SCRIPT;
    use rules::cubus::{Cubus, Move};
    use rules::{Game, Setup};

    #[test]
    fn the_e2e_game_has_a_flip_and_a_rebuild() {
        let mut g = Cubus::new(&Setup::players(2), 1).expect("setup");
        let moves: Vec<&str> = SCRIPT.split(' ').collect();
        for (i, m) in moves.iter().enumerate() {
            let mv: Move = m.parse().expect("notation");
            if let Move::Build(b) = mv {
                let o = g.evaluate_build(&b.stack, b.open).expect("legal");
                let _ = (i, o);
            }
            g.play(&mv).expect("legal");
        }
        assert_eq!(g.scores(), [4, 2]);
        // The flip: no card laid, none taken, one crate more: 3 points.
        let mut h = Cubus::new(&Setup::players(2), 1).expect("setup");
        for m in &moves[..35] {
            h.play(&m.parse().expect("notation")).expect("legal");
        }
        let Ok(Move::Build(b)) = moves[35].parse::<Move>() else {
            panic!("a build")
        };
        let o = h.evaluate_build(&b.stack, b.open).expect("legal");
        assert_eq!((o.points, o.added.total(), o.taken.total()), (3, 0, 0));
    }
}
