//! Finished two-player games with one scripted blunder each, for the review's browser test
//! (`tests/e2e/review-records.json`), and how long reviewing each takes natively.
//!
//! ```sh
//! cargo run --release -p ai --example review_records > tests/e2e/review-records.json
//! ```
//!
//! Each game is played by Easy on both sides from a fixed seed; from the tenth move on,
//! the first position where the mover has a move the review marks a blunder (the move with
//! the lowest mean among those searched, confirmed by [`ai::review::review_move`] with a
//! loss of at least 0.5) gets that move instead; the game then plays on to its end. The
//! whole record is reviewed as the worker reviews it, and the blunder must be marked.

use std::time::Instant;

use ai::review::{budget, review_move, Mark, Review, SEED as REVIEW_SEED};
use ai::{Heuristics, Level, Search};
use rules::{GameId, Setup};

struct Fixture;

impl ai::GameVisitor for Fixture {
    type Output = Result<String, String>;
    fn visit<G: Heuristics + 'static>(self) -> Self::Output {
        for seed in 1..40u64 {
            if let Some(found) = try_seed::<G>(seed) {
                return Ok(found);
            }
        }
        Err(format!("{}: no blunder found", G::ID))
    }
}

fn try_seed<G: Heuristics>(seed: u64) -> Option<String> {
    let budget = budget::<G>()?;
    let start = G::new(&Setup::players(2), seed).ok()?;
    let mut g = start.clone();
    let mut moves: Vec<G::Move> = Vec::new();
    let mut blunder = None;
    while let Some(mover) = g.to_move() {
        if moves.len() > 600 {
            return None;
        }
        let ply = moves.len();
        let mut m = ai::choose_move(&g, Level::Easy, seed * 7919 + ply as u64)?;
        if blunder.is_none() && ply >= 10 {
            let seen = g.view(Some(mover));
            let mut search = Search::new(&seen, budget.search, seed + ply as u64);
            search.run();
            let mut legal = seen.legal_moves();
            legal.truncate(60);
            let worst = legal
                .into_iter()
                .map(|c| {
                    let v = search
                        .search_move(&c, 20)
                        .get(mover)
                        .copied()
                        .unwrap_or(1.0);
                    (c, v)
                })
                .min_by(|a, b| a.1.total_cmp(&b.1));
            if let Some((c, _)) = worst {
                if g.validate(&c).is_ok() {
                    let verdict = review_move(&g, &c, ply, &budget, REVIEW_SEED)?;
                    if verdict.loss >= 0.5 {
                        blunder = Some(ply);
                        m = c;
                    }
                }
            }
        }
        g.play(&m).ok()?;
        moves.push(m);
    }
    let ply = blunder?;
    let t = Instant::now();
    let mut review = Review::new(start, moves.clone(), budget, REVIEW_SEED);
    let mut verdicts = Vec::new();
    while !review.is_done() {
        verdicts.extend(review.work(256));
    }
    let ms = t.elapsed().as_millis();
    let marked = verdicts.get(ply).and_then(|v| v.mark);
    eprintln!(
        "{} seed {seed}: {} moves, blunder at {ply} marked {:?} (loss {:.2}), reviewed in {ms} ms",
        G::ID,
        moves.len(),
        marked,
        verdicts.get(ply).map_or(0.0, |v| v.loss)
    );
    if marked != Some(Mark::Blunder) {
        return None;
    }
    let texts: Vec<String> = moves
        .iter()
        .map(|m| format!("{:?}", m.to_string()))
        .collect();
    Some(format!(
        "{{\"game\":\"{}\",\"blunder\":{ply},\"native_ms\":{ms},\"record\":{{\"game\":\"{}\",\"players\":2,\"options\":{{}},\"seed\":{seed},\"moves\":[{}]}}}}",
        G::ID,
        G::ID,
        texts.join(",")
    ))
}

fn main() {
    let mut rows = Vec::new();
    for id in GameId::ALL {
        match ai::visit_game(id, Fixture) {
            Ok(row) => rows.push(row),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
    println!("[\n{}\n]", rows.join(",\n"));
}
