//! What the link and fuzz tests share: random games of every game of the registry, played
//! from a seed. `mod common;` in a test file.

use rules::cubus::{self, Cubus};
use rules::{cube_attack, cubes, cubulus, mojave, Game, GameId, GameRng, Record, Setup, Sight};

/// How a random game of `id` is played (a new game must choose here, or nothing compiles).
pub fn random_game(id: GameId) -> fn(u64, usize) -> Record {
    match id {
        GameId::Cubulus => random_record::<cubulus::Cubulus>,
        GameId::Cubus => random_cubus,
        GameId::CubeAttack => random_record::<cube_attack::CubeAttack>,
        GameId::Cubes => random_record::<cubes::Cubes>,
        GameId::Mojave => random_record::<mojave::Mojave>,
    }
}

fn setup_for<G: Game>(rng: &mut GameRng) -> Setup {
    let (lo, hi) = (*G::PLAYERS.start(), *G::PLAYERS.end());
    Setup::players(lo + rng.below((hi - lo + 1) as u64) as usize)
}

/// A random game of up to `plies` moves at a seeded player count: uniform over the legal
/// moves.
pub fn random_record<G: Game>(seed: u64, plies: usize) -> Record {
    let mut rng = GameRng::new(seed ^ 0x11_4E5);
    let setup = setup_for::<G>(&mut rng);
    let mut g = G::new(&setup, seed).unwrap();
    let mut record = Record::new(G::ID, &setup, seed);
    while g.outcome().is_none() && record.moves.len() < plies {
        let moves = g.legal_moves();
        let m = &moves[rng.below(moves.len() as u64) as usize];
        g.play(m).unwrap();
        record.moves.push(m.to_string());
    }
    record
}

/// A random Cubus game that never builds the list of builds: each turn tries, in random
/// order, a draw, a knock or pass and no build, and the best build (first half the time, else
/// only when nothing else is legal: the build search is what makes Cubus games slow).
pub fn random_cubus(seed: u64, plies: usize) -> Record {
    let mut rng = GameRng::new(seed ^ 0x11_4E5);
    let setup = setup_for::<Cubus>(&mut rng);
    let mut g = Cubus::new(&setup, seed).unwrap();
    let mut record = Record::new(GameId::Cubus, &setup, seed);
    let best = |g: &Cubus| g.best_build().map(|b| cubus::Move::from(&b));
    while g.outcome().is_none() && record.moves.len() < plies {
        let mut tries = vec![
            cubus::Move::Draw,
            cubus::Move::Knock,
            cubus::Move::PassKnock,
            cubus::Move::NoBuild,
        ];
        rng.shuffle(&mut tries);
        let build_first = rng.below(2) == 0;
        let first_legal =
            |g: &Cubus, tries: Vec<cubus::Move>| tries.into_iter().find(|m| g.validate(m).is_ok());
        let m = if build_first {
            first_legal(&g, best(&g).into_iter().chain(tries).collect())
        } else {
            first_legal(&g, tries).or_else(|| best(&g).filter(|b| g.validate(b).is_ok()))
        };
        let Some(m) = m else {
            break;
        };
        g.play(&m).unwrap();
        record.moves.push(m.to_string());
    }
    record
}

/// The game of `record` from its position halfway (the whole position, hidden parts
/// given), as a record that starts from that position and plays on with the rest of the
/// moves as long as they are legal there (the deck is shuffled again from the seed, so a
/// later card may not be drawn).
pub fn from_midgame(record: &Record) -> Record {
    let half = record.moves.len() / 2;
    let mut g = record.start().unwrap();
    for m in &record.moves[..half] {
        g.play_str(m).unwrap();
    }
    let id = record.game_id().unwrap();
    let text = g.position_text(Sight::Whole);
    let mut from = Record::from_position(id, &text, record.seed).unwrap();
    let mut g = from.start().unwrap();
    for m in &record.moves[half..] {
        if g.play_str(m).is_err() {
            break;
        }
        from.moves.push(m.clone());
    }
    from
}
