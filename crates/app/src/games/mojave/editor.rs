//! Mojave in the position editor: the board's squares, the north row at the top; a die as
//! its owner's letter, its top face and its north face (`r15`, as in the notation). Only
//! real dice are offered: each top with the four faces that can face north beside it.

use rules::mojave::position::{Facing, Position};
use rules::mojave::{Die, Mojave, Square, WIDTH};
use rules::Seat;

use crate::editor::{
    grid_rows, on_square, put_on_square, read_piece, seat_words, Counter, Part, PlaceEditor,
};
use crate::i18n::Lang;

crate::texts! {
    /// A die in the editor's words.
    pub enum Wx {
    Die: "{who}: die, {top} on top, {north} to the north", "{who}: Würfel, oben {top}, {north} nach Norden", "{who}: kocka, felül {top}, északra {north}";
    }
}

crate::texts! {
    /// The counters of a Mojave position, as the editor names them.
    pub enum Cx {
    Moves: "Moves played so far (the game ends at 300)", "Bisher gespielte Züge (das Spiel endet bei 300)", "Eddig megtett lépések (a játék 300-nál véget ér)";
    MoveLimit: "The agreed limit of moves (0 for none)", "Das vereinbarte Zuglimit (0 für keines)", "A megállapodott lépéskorlát (0, ha nincs)";
    Passes: "Passes in a row just before now (0 to 2; two end the game)", "Passen in Folge direkt davor (0 bis 2; zweimal beendet das Spiel)", "Közvetlenül előtte egymás után passzolt körök (0–2; kettő véget vet a játéknak)";
    Zugzwang: "Zugzwang: the attacking die's square, : and the attacked dice's squares joined by commas (h10:h9; - for none)", "Zugzwang: das Feld des angreifenden Würfels, : und die Felder der angegriffenen Würfel durch Kommas getrennt (h10:h9; - für keinen)", "Lépéskényszer: a támadó kocka mezője, : és a megtámadott kockák mezői vesszővel elválasztva (h10:h9; - ha nincs)";
    }
}

pub struct Editor;

/// Each seat's letter in the notation: Red, Black.
const LETTERS: [char; 2] = ['r', 'b'];

fn facing(token: &str) -> Option<Facing> {
    let b = token.as_bytes();
    let [letter, top, north] = b else {
        return None;
    };
    let owner = LETTERS.iter().position(|l| *l as u8 == *letter)?;
    let digit = |d: u8| (b'1'..=b'6').contains(&d).then(|| d - b'0');
    Some(Facing {
        owner,
        top: digit(*top)?,
        north: digit(*north)?,
    })
}

fn token(f: Facing) -> String {
    format!(
        "{}{}{}",
        LETTERS.get(f.owner).copied().unwrap_or('?'),
        f.top,
        f.north
    )
}

impl PlaceEditor for Editor {
    type Game = Mojave;

    fn layout(p: &Position, _: Lang) -> Vec<Part> {
        grid_rows(p.length, WIDTH, |col, row| {
            Some(Square::new(col, row).to_string())
        })
    }

    fn at(p: &Position, place: &str) -> Option<String> {
        on_square(&p.dice, &place.parse().ok()?).map(|f| token(*f))
    }

    fn palette(_: &Position) -> Vec<String> {
        let mut out = Vec::new();
        for owner in 0..LETTERS.len() {
            for top in 1..=6 {
                for north in 1..=6 {
                    if Die::new(owner, top, north).is_some() {
                        out.push(token(Facing { owner, top, north }));
                    }
                }
            }
        }
        out
    }

    fn words(token: &str, lang: Lang) -> String {
        match facing(token) {
            Some(f) => crate::tr!(
                lang,
                Wx::Die,
                who = seat_words(f.owner, lang),
                top = f.top,
                north = f.north
            ),
            None => token.to_string(),
        }
    }

    fn owner(token: &str) -> Option<Seat> {
        facing(token).map(|f| f.owner)
    }

    fn put(p: &mut Position, place: &str, token: Option<&str>) {
        if let (Ok(sq), Some(die)) = (place.parse::<Square>(), read_piece(token, facing)) {
            // The notation's order: south-west first, row by row.
            put_on_square(&mut p.dice, sq, die, |at| (at.row, at.col));
        }
    }

    fn players(_: &Position) -> (usize, std::ops::RangeInclusive<usize>) {
        (2, 2..=2)
    }

    fn set_players(_: &mut Position, _: usize) {}

    fn to_move(p: &Position) -> Seat {
        p.turn
    }

    fn set_to_move(p: &mut Position, seat: Seat) {
        p.turn = seat;
    }

    fn counters(lang: Lang) -> Vec<Counter> {
        vec![
            Counter::new(2, lang.t(Cx::Moves)),
            Counter::new(3, lang.t(Cx::MoveLimit)),
            Counter::new(4, lang.t(Cx::Passes)),
            Counter::new(5, lang.t(Cx::Zugzwang)),
        ]
    }
}
