//! A room's game as played: the whole position (seed and hidden items included), the
//! moves in canonical notation, who made them, and positions kept every [`STEP`] moves so
//! that an undo replays a few moves, not the game. The functions that play moves are
//! rules work: callers run them off the async threads ([`crate::work`]).

use online::ErrorCode;
use rules::{AnyGame, Game, GameId, GameVisitor, NotationError, Record, Seat, Setup};

use crate::error::Refusal;

/// A position is kept every this many moves.
const STEP: usize = 16;

#[derive(Clone)]
pub struct Played {
    pub id: GameId,
    pub setup: Setup,
    pub seed: u64,
    pub moves: Vec<String>,
    pub movers: Vec<Seat>,
    /// `reveals[i]`: [`AnyGame::reveals`] after `i` moves (undo never crosses a change).
    reveals: Vec<u64>,
    pub game: AnyGame,
    /// `kept[k]`: the position after `k * STEP` moves.
    kept: Vec<AnyGame>,
}

/// A move as its game writes it (`x:1L,2T`, however it was typed): the text that is stored
/// and sent, so that the same move always reads the same.
struct Canonical<'a>(&'a str);

impl GameVisitor for Canonical<'_> {
    type Output = Result<String, NotationError>;
    fn visit<G: Game + 'static>(self) -> Self::Output {
        self.0.trim().parse::<G::Move>().map(|m| m.to_string())
    }
}

/// Reads `text` as a move of `game` and plays it on a copy: the position after it and the
/// move's canonical text, or why not.
pub fn check(game: &AnyGame, text: &str) -> Result<(AnyGame, String), Refusal> {
    if text.len() > rules::limits::MOVE {
        return Err(Refusal::new(
            ErrorCode::IllegalMove,
            format!("a move has at most {} bytes", rules::limits::MOVE),
        ));
    }
    let illegal = |e: String| Refusal::new(ErrorCode::IllegalMove, rules::clip(&e));
    let text = rules::visit_game(game.id(), Canonical(text)).map_err(|e| illegal(e.to_string()))?;
    let mut next = game.clone();
    next.play_str(&text).map_err(|e| illegal(e.to_string()))?;
    Ok((next, text))
}

impl Played {
    /// Replays stored moves from the start (rules work).
    pub fn replay(
        game: &str,
        setup: Setup,
        seed: u64,
        stored: Vec<(Seat, String)>,
    ) -> Result<Played, String> {
        let id: GameId = game.parse().map_err(|e| format!("{e}"))?;
        let start = AnyGame::new(id, &setup, seed).map_err(|e| e.to_string())?;
        let mut played = Played {
            id,
            setup,
            seed,
            moves: Vec::with_capacity(stored.len()),
            movers: Vec::with_capacity(stored.len()),
            reveals: vec![start.reveals()],
            kept: vec![start.clone()],
            game: start,
        };
        played.play_stored(stored, 0)?;
        Ok(played)
    }

    /// Plays stored moves `from` on after ours (rules work).
    fn play_stored(&mut self, stored: Vec<(Seat, String)>, from: usize) -> Result<(), String> {
        for (i, (seat, text)) in stored.into_iter().enumerate().skip(from) {
            let mut next = self.game.clone();
            next.play_str(&text)
                .map_err(|e| format!("stored move {} ({text}): {e}", i + 1))?;
            self.push(seat, text, next);
        }
        Ok(())
    }

    /// Takes the stored moves: the moves after the part they share with ours are played,
    /// from the nearest kept position (rules work).
    pub fn catch_up(mut self, stored: Vec<(Seat, String)>) -> Result<Played, String> {
        let same = stored
            .iter()
            .map(|(_, t)| t)
            .zip(&self.moves)
            .take_while(|(a, b)| a == b)
            .count();
        if same < self.moves.len() {
            let game = self.position_at(same)?;
            self.truncate(same, game);
        }
        self.play_stored(stored, same)?;
        Ok(self)
    }

    /// Adds a move that was checked and stored.
    pub fn push(&mut self, seat: Seat, text: String, next: AnyGame) {
        self.moves.push(text);
        self.movers.push(seat);
        self.reveals.push(next.reveals());
        if self.moves.len().is_multiple_of(STEP) {
            self.kept.push(next.clone());
        }
        self.game = next;
    }

    /// The ply an undo by `seat` goes back to: before its last move, if no move since
    /// then revealed something.
    pub fn undo_target(&self, seat: Seat) -> Result<usize, Refusal> {
        let Some(to_ply) = self.movers.iter().rposition(|&s| s == seat) else {
            return Err(Refusal::new(
                ErrorCode::NoUndo,
                "this seat has no move to take back",
            ));
        };
        if self.reveals[to_ply..]
            .iter()
            .any(|&r| r != self.reveals[to_ply])
        {
            return Err(Refusal::new(
                ErrorCode::NoUndo,
                "a move since then revealed something; it cannot be taken back",
            ));
        }
        Ok(to_ply)
    }

    /// The position after `ply` moves, from the nearest kept one (rules work).
    pub fn position_at(&self, ply: usize) -> Result<AnyGame, String> {
        let k = (ply / STEP).min(self.kept.len().saturating_sub(1));
        let mut game = self.kept[k].clone();
        for text in &self.moves[k * STEP..ply] {
            game.play_str(text).map_err(|e| e.to_string())?;
        }
        Ok(game)
    }

    /// Goes back to `ply` moves, whose position is `game`.
    pub fn truncate(&mut self, ply: usize, game: AnyGame) {
        self.moves.truncate(ply);
        self.movers.truncate(ply);
        self.reveals.truncate(ply + 1);
        self.kept.truncate(ply / STEP + 1);
        self.game = game;
    }

    pub fn record(&self) -> Record {
        Record {
            moves: self.moves.clone(),
            ..Record::new(self.id, &self.setup, self.seed)
        }
    }

    pub fn ended(&self) -> bool {
        self.game.outcome().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_kept_in_the_notation_their_game_writes() {
        let game = AnyGame::new(GameId::Cubulus, &Setup::players(2), 5).expect("setup");
        let first = game.legal_moves()[0].clone();
        let (_, text) = check(&game, &format!("  {first} ")).expect("legal");
        assert_eq!(text, first);
        assert_eq!(
            check(&game, "nonsense").map_err(|r| r.code),
            Err(ErrorCode::IllegalMove)
        );
    }

    #[test]
    fn positions_kept_along_the_way_give_the_same_game_as_a_replay() {
        let mut game = AnyGame::new(GameId::Cubulus, &Setup::players(2), 9).expect("setup");
        let mut stored = Vec::new();
        for _ in 0..60 {
            let Some(m) = game.legal_moves().first().cloned() else {
                break;
            };
            stored.push((game.to_move().unwrap_or(0), m.clone()));
            game.play_str(&m).expect("legal");
        }
        let played =
            Played::replay("cubulus", Setup::players(2), 9, stored.clone()).expect("replays");
        for ply in [0, 1, 15, 16, 17, 33, stored.len()]
            .into_iter()
            .filter(|&p| p <= stored.len())
        {
            let direct = Played::replay("cubulus", Setup::players(2), 9, stored[..ply].to_vec())
                .expect("replays");
            assert_eq!(
                played.position_at(ply),
                Ok(direct.game.clone()),
                "ply {ply}"
            );
            let mut cut = played.clone();
            cut.truncate(ply, direct.game.clone());
            let caught = cut.catch_up(stored.clone()).expect("catches up");
            assert_eq!(caught.game, played.game, "from ply {ply}");
        }
    }
}
