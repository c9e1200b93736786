use rules::any::AnyGame;
use rules::game::{GameId, Setup};
const WHITES: &[&str] = &[
    "w:c3", "w:d3", "w:e3", "w:c5", "w:d5", "w:e5", "w:g3", "w:h3", "w:a9", "w:b9", "w:c9", "w:d9",
    "w:e9", "w:f9", "w:g9", "w:h9", "w:i9", "w:j9", "w:a10", "w:b10", "w:c10", "w:d10", "w:e10",
    "w:f10", "w:g10", "w:h10", "w:i10", "w:j10",
];
#[test]
fn scratch3() {
    for seed in 0..2000u64 {
        let mut g = AnyGame::new(GameId::Cubes, &Setup::players(3), seed).unwrap();
        if g.to_move() != Some(0) {
            continue;
        }
        let mut ok = true;
        for m in WHITES {
            if g.play_str(m).is_err() {
                ok = false;
                break;
            }
        }
        if !ok {
            println!("seed {seed} setup failed");
            continue;
        }
        let moves = g.legal_moves();
        let pr = moves.iter().any(|m| m == "pr");
        let pl = moves.iter().any(|m| m == "pl");
        if !(pr && pl) {
            continue;
        }
        let AnyGame::Cubes(c) = &g else { panic!() };
        let deps: Vec<_> = (0..3).map(|s| c.dependency(s)).collect();
        let mut a = g.clone();
        a.play_str("pr").unwrap();
        let AnyGame::Cubes(ca) = &a else { panic!() };
        let mut b = g.clone();
        b.play_str("pl").unwrap();
        let AnyGame::Cubes(cb) = &b else { panic!() };
        println!(
            "seed {seed} deps {deps:?} after pr: {} after pl: {}",
            ca.dependency(0),
            cb.dependency(0)
        );
    }
}
