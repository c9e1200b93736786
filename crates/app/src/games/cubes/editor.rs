//! Cubes in the position editor: the 10 × 10 squares, rank 10 at the top; a white stone
//! (`w`) or a seat's numbered stone (its colour's letter and number: `b4`, as in the
//! notation). Hands, the discard pile, the action points and the other counts are fields of
//! their own (`counters`), as in the notation.

use rules::cubes::position::{Position, Standing};
use rules::cubes::{Cubes, Square, NUMBERS, SIZE};
use rules::Seat;

use super::texts::Tx;
use crate::editor::texts::Ed;
use crate::editor::{
    grid_rows, on_square, put_on_square, read_piece, seat_words, Counter, Part, PlaceEditor,
};
use crate::i18n::Lang;

crate::texts! {
    /// A numbered stone in the editor's words.
    pub enum Wx {
    Stone: "{who}: stone {number}", "{who}: Stein {number}", "{who}: {number}-es kő";
    }
}

crate::texts! {
    /// The counters of a Cubes position, as the editor names them.
    pub enum Cx {
    Points: "Action points left this turn, then t if the third was taken and a if the player has acted (3ta; 0 while white stones are placed)", "Übrige Aktionspunkte in diesem Zug, dann t, wenn der dritte genommen wurde, und a, wenn schon gehandelt wurde (3ta; 0, solange weiße Steine gesetzt werden)", "Hátralévő akciópontok ebben a körben, utána t, ha a harmadikat felvette, és a, ha már cselekedett (3ta; 0, amíg a fehér köveket rakják le)";
    Actions: "Actions made so far (a draw at 500)", "Bisher gemachte Aktionen (unentschieden bei 500)", "Eddigi akciók (500-nál döntetlen)";
    Dependencies: "Dependency card per seat: the seat whose colour it shows, joined by commas", "Abhängigkeitskarte je Platz: der Platz, dessen Farbe sie zeigt, durch Kommas getrennt", "Függőségi lap helyenként: annak a helynek a száma, amelynek a színét mutatja, vesszővel elválasztva";
    Hands: "Hands per seat, joined by /: ? to be dealt, - empty, or the cards joined by commas (1A,2R,pl)", "Handkarten je Platz, durch / getrennt: ? wird ausgeteilt, - leer, oder die Karten durch Kommas getrennt (1A,2R,pl)", "Kézben tartott lapok helyenként, /-rel elválasztva: ? kiosztandó, - üres, vagy a lapok vesszővel elválasztva (1A,2R,pl)";
    Discard: "Discard pile: - or the cards joined by commas", "Ablagestapel: - oder die Karten durch Kommas getrennt", "Dobópakli: - vagy a lapok vesszővel elválasztva";
    }
}

pub struct Editor;

/// Each seat's colour letter in the notation.
const LETTERS: [char; 4] = ['b', 'r', 'k', 'o'];

fn standing(token: &str) -> Option<Standing> {
    if token == "w" {
        return Some(Standing::White);
    }
    let mut chars = token.chars();
    let letter = chars.next()?;
    let owner = LETTERS.iter().position(|l| *l == letter)?;
    let number: u8 = chars.as_str().parse().ok()?;
    Some(Standing::Numbered { owner, number })
}

fn token(s: Standing) -> String {
    match s {
        Standing::White => "w".into(),
        Standing::Numbered { owner, number } => {
            format!("{}{number}", LETTERS.get(owner).copied().unwrap_or('?'))
        }
    }
}

impl PlaceEditor for Editor {
    type Game = Cubes;

    fn layout(_: &Position, _: Lang) -> Vec<Part> {
        grid_rows(SIZE, SIZE, |file, rank| {
            Square::new(file, rank).map(|sq| sq.to_string())
        })
    }

    fn at(p: &Position, place: &str) -> Option<String> {
        on_square(&p.stones, &place.parse().ok()?).map(|s| token(*s))
    }

    fn palette(p: &Position) -> Vec<String> {
        let mut out = vec!["w".to_string()];
        for owner in 0..p.players.min(LETTERS.len()) {
            for number in NUMBERS {
                out.push(token(Standing::Numbered { owner, number }));
            }
        }
        out
    }

    fn words(token: &str, lang: Lang) -> String {
        match standing(token) {
            Some(Standing::White) => lang.t(Tx::White).to_string(),
            Some(Standing::Numbered { owner, number }) => {
                crate::tr!(
                    lang,
                    Wx::Stone,
                    who = seat_words(owner, lang),
                    number = number
                )
            }
            None => token.to_string(),
        }
    }

    fn owner(token: &str) -> Option<Seat> {
        match standing(token)? {
            Standing::Numbered { owner, .. } => Some(owner),
            Standing::White => None,
        }
    }

    fn put(p: &mut Position, place: &str, token: Option<&str>) {
        if let (Ok(sq), Some(piece)) = (place.parse::<Square>(), read_piece(token, standing)) {
            // The notation's order: rank 1 first, each rank by file.
            put_on_square(&mut p.stones, sq, piece, |at| (at.rank(), at.file()));
        }
    }

    fn players(p: &Position) -> (usize, std::ops::RangeInclusive<usize>) {
        (p.players, 2..=4)
    }

    fn set_players(p: &mut Position, players: usize) {
        p.players = players;
        // A seat that joins depends on its own colour; one that leaves takes its
        // dependency and hand with it.
        p.dependency.truncate(players);
        let kept = p.dependency.len();
        p.dependency.extend(kept..players);
        for (s, d) in p.dependency.iter_mut().enumerate() {
            if *d >= players {
                *d = s;
            }
        }
        p.hands.resize(players, None);
    }

    fn to_move(p: &Position) -> Seat {
        p.turn
    }

    fn set_to_move(p: &mut Position, seat: Seat) {
        p.turn = seat;
    }

    fn counters(lang: Lang) -> Vec<Counter> {
        vec![
            Counter::new(3, lang.t(Ed::StartPlayer)),
            Counter::new(4, lang.t(Cx::Points)),
            Counter::new(5, lang.t(Cx::Actions)),
            Counter::new(6, lang.t(Cx::Dependencies)),
            Counter::new(7, lang.t(Cx::Hands)),
            Counter::new(8, lang.t(Cx::Discard)),
            Counter::new(9, lang.t(Ed::Options)),
        ]
    }
}
