//! Computer seats: the server plays them natively with the `ai` crate, off the async
//! threads (`spawn_blocking`), through the same path as a person's move (checked, stored,
//! then told to everyone).

use std::sync::Arc;

use ai::{Heuristics, Spec};
use rules::Record;

use crate::room::{Room, RoomCell};
use crate::App;

/// The levels a room may ask for (a `hard:<iterations>` budget is not offered: it could
/// keep a server core busy for as long as a client likes).
pub const LEVELS: [&str; 4] = ["random", "easy", "medium", "hard"];

struct Think<'a> {
    record: &'a Record,
    spec: Spec,
    seed: u64,
}

impl ai::GameVisitor for Think<'_> {
    type Output = Result<Option<String>, String>;
    fn visit<G: Heuristics + 'static>(self) -> Self::Output {
        let state: G = self.record.replay_as().map_err(|e| e.to_string())?;
        Ok(ai::choose_move(&state, self.spec, self.seed).map(|m| m.to_string()))
    }
}

/// The move a computer at `level` makes in the record's last position.
pub fn think(record: &Record, level: &str, seed: u64) -> Result<Option<String>, String> {
    let spec: Spec = level.parse().map_err(|e: ai::SpecError| e.to_string())?;
    let game = record.game_id().map_err(|e| e.to_string())?;
    ai::visit_game(game, Think { record, spec, seed })
}

/// Starts the computer's move if a computer seat is to move and none is thinking.
pub fn maybe_start(app: &Arc<App>, cell: &Arc<RoomCell>, room: &mut Room) {
    if room.ai_busy || room.retired || room.undo.is_some() || room.game.outcome().is_some() {
        return;
    }
    let Some(seat) = room.game.to_move() else {
        return;
    };
    let Some(level) = room
        .seats
        .get(seat)
        .filter(|s| s.kind == "computer")
        .map(|s| s.level.clone())
    else {
        return;
    };
    room.ai_busy = true;
    let record = room.record();
    let ply = room.moves.len();
    let seed = record.seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let (app, cell) = (app.clone(), cell.clone());
    tokio::spawn(async move {
        let chosen = tokio::task::spawn_blocking(move || think(&record, &level, seed)).await;
        let mut room = cell.room.lock().await;
        room.ai_busy = false;
        // Only a move that went in, or a position that changed meanwhile, is worth another
        // look: the same position would give the same failing move again.
        let again = match chosen {
            Ok(Ok(Some(text))) if room.moves.len() == ply && !room.retired => {
                match room.commit_move(&app, seat, ply, &text).await {
                    Ok(()) => true,
                    Err((code, message)) => {
                        eprintln!(
                            "computer move {text} in room {}: {code:?} {message}",
                            room.id
                        );
                        code == online::ErrorCode::Stale
                    }
                }
            }
            Ok(Ok(_)) => room.moves.len() != ply,
            Ok(Err(e)) => {
                eprintln!("computer in room {}: {e}", room.id);
                false
            }
            Err(e) => {
                eprintln!("computer in room {}: {e}", room.id);
                false
            }
        };
        if again {
            maybe_start(&app, &cell, &mut room);
        }
        app.retire_if_idle(&cell, &mut room);
    });
}
