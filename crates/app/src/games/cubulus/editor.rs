//! Cubulus in the position editor: the 27 cells by layer, top layer first, each ball a
//! seat's or neutral (`0`, `1`, `2`, `n`, the notation's letters).

use rules::cubulus::position::Position;
use rules::cubulus::{Ball, Cell, Cubulus, BALLS_PER_COLOUR};
use rules::Seat;

use super::texts::{cell_words, Tx};
use super::view_layers::layer_label;
use crate::editor::{seat_words, Counter, Part, PlaceEditor};
use crate::i18n::Lang;

crate::texts! {
    /// The counters of a Cubulus position, as the editor names them.
    pub enum Cx {
    LastRotation: "Last rotation, which may not be undone next (as in a move: rx12+; - for none)", "Letzte Drehung, die nicht gleich rückgängig gemacht werden darf (wie im Zug: rx12+; - für keine)", "Utolsó forgatás, amelyet a következő lépés nem vonhat vissza (mint a lépésben: rx12+; - ha nincs)";
    Ply: "Moves made so far, neutral balls included (a draw at 300)", "Bisher gemachte Züge, neutrale Kugeln mitgezählt (unentschieden bei 300)", "Eddigi lépések a semleges golyókkal együtt (300-nál döntetlen)";
    Seen: "How often this position has occurred (1 to 3; the third time is a draw)", "Wie oft diese Stellung vorkam (1 bis 3; beim dritten Mal unentschieden)", "Hányszor fordult elő ez az állás (1–3; harmadszorra döntetlen)";
    }
}

pub struct Editor;

fn index(place: &str) -> Option<usize> {
    let cell: Cell = place.parse().ok()?;
    Cell::ALL.iter().position(|c| *c == cell)
}

fn ball(token: &str) -> Option<Ball> {
    match token {
        "n" => Some(Ball::Neutral),
        _ => token
            .parse::<Seat>()
            .ok()
            .filter(|s| *s < 3)
            .map(Ball::Player),
    }
}

fn token(b: Ball) -> String {
    match b {
        Ball::Player(s) => s.to_string(),
        Ball::Neutral => "n".into(),
    }
}

/// The count of moves made follows the balls: while the neutral balls are placed, one move
/// per neutral ball; after, at least one per ball in the cube (and one for the last
/// rotation). A count set higher in the notation stays.
fn follow_moves(p: &mut Position) {
    let neutrals = p
        .cells
        .iter()
        .filter(|b| **b == Some(Ball::Neutral))
        .count();
    let balls = p.cells.iter().filter(|b| b.is_some()).count();
    if p.players == 2 && neutrals < usize::from(BALLS_PER_COLOUR) {
        p.ply = neutrals;
    } else {
        p.ply = p.ply.max(balls + usize::from(p.last_rotation.is_some()));
    }
}

impl PlaceEditor for Editor {
    type Game = Cubulus;

    fn layout(_: &Position, lang: Lang) -> Vec<Part> {
        (0..3u8)
            .rev()
            .map(|z| Part {
                label: layer_label(z, lang),
                rows: (0..3u8)
                    .map(|y| (0..3u8).map(|x| Cell { x, y, z }.to_string()).collect())
                    .collect(),
            })
            .collect()
    }

    fn at(p: &Position, place: &str) -> Option<String> {
        p.cells[index(place)?].map(token)
    }

    fn palette(p: &Position) -> Vec<String> {
        let mut out: Vec<String> = (0..p.players).map(|s| s.to_string()).collect();
        if p.players == 2 {
            out.push("n".into());
        }
        out
    }

    fn words(token: &str, lang: Lang) -> String {
        match ball(token) {
            Some(Ball::Player(s)) => seat_words(s, lang),
            Some(Ball::Neutral) => lang.t(Tx::Neutral).to_string(),
            None => token.to_string(),
        }
    }

    fn place_words(place: &str, lang: Lang) -> Option<String> {
        Some(cell_words(place.parse().ok()?, lang))
    }

    fn owner(token: &str) -> Option<Seat> {
        match ball(token)? {
            Ball::Player(s) => Some(s),
            Ball::Neutral => None,
        }
    }

    fn put(p: &mut Position, place: &str, token: Option<&str>) {
        let Some(i) = index(place) else {
            return;
        };
        match token {
            None => p.cells[i] = None,
            Some(t) => match ball(t) {
                Some(b) => p.cells[i] = Some(b),
                None => return,
            },
        }
        follow_moves(p);
    }

    fn players(p: &Position) -> (usize, std::ops::RangeInclusive<usize>) {
        (p.players, 2..=3)
    }

    fn set_players(p: &mut Position, players: usize) {
        p.players = players;
    }

    fn to_move(p: &Position) -> Seat {
        p.to_move
    }

    fn set_to_move(p: &mut Position, seat: Seat) {
        p.to_move = seat;
    }

    fn counters(lang: Lang) -> Vec<Counter> {
        vec![
            Counter::new(3, lang.t(Cx::LastRotation)),
            Counter::new(4, lang.t(Cx::Ply)),
            Counter::new(5, lang.t(Cx::Seen)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use rules::position::{Editable, Sight};
    use rules::{Game, Setup};

    use super::*;

    fn start(players: usize) -> Position {
        Cubulus::new(&Setup::players(players), 1)
            .expect("a game")
            .position(Sight::Whole)
    }

    /// A ball put by clicking counts its move, so that the position can stand.
    #[test]
    fn balls_put_by_clicking_count_their_moves() {
        let mut p = start(2);
        Editor::put(&mut p, "000", Some("n"));
        Editor::put(&mut p, "111", Some("n"));
        assert_eq!(p.ply, 2);
        assert!(Cubulus::from_position(&p, 1).is_ok(), "{p}");
        // Taken away again while the neutral balls are placed: one move less.
        Editor::put(&mut p, "111", None);
        assert_eq!(p.ply, 1);
        assert!(Cubulus::from_position(&p, 1).is_ok(), "{p}");

        let mut three = start(3);
        for (cell, ball) in [("000", "0"), ("001", "1"), ("002", "2")] {
            Editor::put(&mut three, cell, Some(ball));
        }
        assert_eq!(three.ply, 3);
        assert!(Cubulus::from_position(&three, 1).is_ok(), "{three}");
    }
}
