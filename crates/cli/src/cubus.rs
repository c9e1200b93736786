//! The Cubus commands: `cubus-drawing` (a stack's drawing facts) and `bench cubus` (the
//! build search's time and memory at late positions).

use std::time::Instant;

use rules::cubus::{search, Cards, Cubus, Phase, Situation, Stack};
use rules::{Game, GameRng, Setup};

/// `cli cubus-drawing h0 … h15`: `drawable=… legal=… crates=… left=… right=… lid=…`, the
/// crates (the volume of the drawing's reading) only when the drawing is a legal table.
pub fn drawing(heights: &[String]) -> Result<String, String> {
    let bad = || "cubus-drawing needs 16 column heights, each 0 to 4".to_string();
    let parsed: Vec<u8> = heights
        .iter()
        .map(|h| h.parse::<u8>().ok().filter(|&n| n <= 4))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let heights: [u8; 16] = parsed.try_into().map_err(|_| bad())?;
    Ok(rules::cubus::summarize(heights).to_string())
}

/// A late position whose build search is slow: rows y = 0..3 `4404/1102/0001/1101`, an open
/// crate on column (1,1), the player to move holding 2 L, 2 R, 3 T and 1 O.
const LATE: (&str, u16, Cards) = ("4404110200011101", 1 << 5, Cards::new(2, 2, 3, 1));

/// `cli bench cubus`: any-build, best-build and validate timed at that late position and at
/// the 20 slowest (by best-build) of 2,000 random late positions, with the peak memory the
/// process reached.
pub fn bench(positions: usize, seed: u64) -> Result<String, String> {
    let mut lines = Vec::new();
    // Not a legal table under the reading rule (not one piece): searched from its drawing,
    // counting the stack's own crates.
    let late = Situation::grow(&stack(LATE.0)?, LATE.1, LATE.2).map_err(|e| e.to_string())?;
    lines.push(measure(
        "the late position 4404/1102/0001/1101",
        &late,
        None,
    ));
    lines.push(format!("peak memory so far (VmHWM): {}", peak_memory()));
    let mut rng = GameRng::new(seed);
    let t = Instant::now();
    let mut timed: Vec<(f64, Cubus)> = Vec::new();
    while timed.len() < positions {
        for g in late_positions(&mut rng) {
            let Some(sit) = g.situation() else { continue };
            let start = Instant::now();
            let _ = search::best_build(&sit);
            timed.push((start.elapsed().as_secs_f64(), g));
            if timed.len() == positions {
                break;
            }
        }
    }
    lines.push(format!(
        "{positions} random late positions timed in {:.1} s",
        t.elapsed().as_secs_f64()
    ));
    timed.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (i, (_, g)) in timed.iter().take(20).enumerate() {
        if let Some(sit) = g.situation() {
            lines.push(measure(&format!("slow #{}", i + 1), &sit, Some(g)));
        }
    }
    lines.push(format!("peak memory (VmHWM): {}", peak_memory()));
    Ok(lines.join("\n"))
}

fn stack(heights: &str) -> Result<Stack, String> {
    let mut h = [0u8; 16];
    for (slot, c) in h.iter_mut().zip(heights.chars()) {
        *slot = c.to_digit(10).ok_or("bad heights")? as u8;
    }
    Stack::new(h).map_err(|e| e.to_string())
}

/// Late positions of one 2-player game played by the greedy player: each build turn once
/// the deck holds fewer than 12 cards, with the mover's hand dealt at random (up to 4 of
/// each type) from the cards not on the table.
fn late_positions(rng: &mut GameRng) -> Vec<Cubus> {
    let mut out = Vec::new();
    let Ok(mut g) = Cubus::new(&Setup::players(2), rand::RngCore::next_u64(rng)) else {
        return out;
    };
    while g.outcome().is_none() {
        if g.deck_len() < 12 && matches!(g.phase(), Phase::Build) {
            let spare = Cards::ALL - g.table();
            let mut pick = |n: u32| rng.below(u64::from(n.min(4)) + 1) as u32;
            let hand = Cards::new(
                pick(spare.left),
                pick(spare.right),
                pick(spare.lid),
                pick(spare.open),
            );
            let mut p = g.clone();
            let mut hands = [Cards::default(); 2];
            hands[p.current()] = hand;
            if p.set_position(&g.stack().clone(), g.open_columns(), &hands)
                .is_ok()
            {
                out.push(p);
            }
        }
        let Some(m) = ai::cubus::choose(&g) else {
            break;
        };
        if g.play(&m).is_err() {
            break;
        }
    }
    out
}

/// Times any-build, best-build and validating the best build (through the game when there
/// is one, else the search's own check).
fn measure(name: &str, sit: &Situation, g: Option<&Cubus>) -> String {
    let time = |f: &mut dyn FnMut()| {
        let t = Instant::now();
        f();
        t.elapsed().as_secs_f64() * 1000.0
    };
    let mut any = false;
    let t_any = time(&mut || any = search::any_build(sit));
    let mut best = None;
    let t_best = time(&mut || best = search::best_build(sit));
    let mut valid = false;
    let t_valid = match &best {
        Some(b) => time(&mut || {
            valid = match g {
                Some(g) => g.evaluate_build(&b.stack, b.open).is_ok(),
                None => search::evaluate(sit, &b.stack, b.open).is_ok(),
            }
        }),
        None => 0.0,
    };
    format!(
        "{name}: {} crates, {} cards on the table, hand {}: any={any} {t_any:.2} ms; best {} pts {t_best:.1} ms; validate={valid} {t_valid:.3} ms",
        sit.crates,
        sit.drawing.cards(),
        hand_text(sit),
        best.map_or("-".to_string(), |b| b.points.to_string()),
    )
}

fn hand_text(sit: &Situation) -> String {
    let h = sit.hand;
    format!("{}L {}R {}T {}O", h.left, h.right, h.lid, h.open)
}

/// The process's peak resident memory from Linux's `/proc/self/status`.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l["VmHWM:".len()..].trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

/// `cli bench cubus-ends --games N`: greedy games at 2, 3 and 4 players (N each): how many
/// end with the full 4×4×4 block, and where the open crates lie at the end (column top
/// heights, and how many are lids the stack could still grow over).
pub fn ends(games: usize, seed: u64) -> Result<String, String> {
    let mut lines = Vec::new();
    for players in 2..=4 {
        let t = Instant::now();
        let (mut full, mut crates, mut open_total) = (0, 0u32, 0u32);
        let mut open_heights = [0u32; 5];
        let mut open_blocking = 0u32;
        for i in 0..games {
            let mut g =
                Cubus::new(&Setup::players(players), seed + i as u64).map_err(|e| e.to_string())?;
            while let Some(m) = ai::cubus::choose(&g) {
                g.play(&m).map_err(|e| e.to_string())?;
            }
            crates += g.crates();
            full += usize::from(*g.stack() == Stack::FULL);
            let open = g.open_columns();
            for c in (0..16).filter(|c| open >> c & 1 == 1) {
                let h = g.stack().height(c % 4, c / 4);
                open_total += 1;
                open_heights[h as usize] += 1;
                open_blocking += u32::from(h < 4);
            }
        }
        lines.push(format!(
            "{players} players, {games} games in {:.0} s: full block {full}, mean {:.1} crates; {open_total} open crates at the end, on columns of height 1/2/3/4: {}/{}/{}/{} ({open_blocking} below the top layer)",
            t.elapsed().as_secs_f64(),
            f64::from(crates) / games.max(1) as f64,
            open_heights[1],
            open_heights[2],
            open_heights[3],
            open_heights[4],
        ));
    }
    Ok(lines.join("\n"))
}
