//! Positions for tests and puzzles (behind the `test-helpers` feature): a cube drawn as a
//! diagram.

use super::{Cubulus, Status, BALLS_PER_COLOUR, EMPTY, NEUTRAL};
use crate::game::{Game, Seat};

impl Cubulus {
    /// A position for tests and puzzles: `diagram` lists the 27 cells in notation order
    /// (`000`, `001`, `002`, `010`, …), `.` empty, `0`/`1`/`2` a seat's ball, `n` neutral;
    /// whitespace and `|` are ignored. Supplies are what is not in the cube; a two-player
    /// position must hold all 9 neutral balls (setup done) and no square may be formed.
    pub fn from_diagram(players: usize, to_move: Seat, diagram: &str) -> Result<Self, String> {
        if !Self::PLAYERS.contains(&players) || to_move >= players {
            return Err(format!("bad players {players} / to move {to_move}"));
        }
        let symbols: Vec<char> = diagram
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '|')
            .collect();
        if symbols.len() != 27 {
            return Err(format!("{} cells instead of 27", symbols.len()));
        }
        let mut cells = [EMPTY; 27];
        for (cell, symbol) in cells.iter_mut().zip(symbols) {
            *cell = match symbol {
                '.' => EMPTY,
                '0' => 1,
                '1' => 2,
                '2' if players == 3 => 3,
                'n' if players == 2 => NEUTRAL,
                other => return Err(format!("unexpected {other:?}")),
            };
        }
        let mut supply = [BALLS_PER_COLOUR; 3];
        for (code, left) in (1..=3).zip(&mut supply) {
            let inside = cells.iter().filter(|&&c| c == code).count();
            *left = BALLS_PER_COLOUR
                .checked_sub(inside as u8)
                .ok_or_else(|| format!("more than 9 balls of colour {code}"))?;
        }
        let mut g = Cubulus {
            players,
            cells,
            supply,
            start: to_move,
            to_move,
            last: None,
            ply: 0,
            status: Status::Running,
            history: Vec::new(),
        };
        if g.placing() {
            return Err("a two-player position needs all 9 neutral balls".into());
        }
        if g.square_owners() != 0 {
            return Err("a square is already formed".into());
        }
        g.history.push(g.key());
        Ok(g)
    }
}
