//! The position editor (`/<game>/editor`, issue 45): a teacher puts pieces on the places of
//! a game's board, chooses whose turn it is, reads each broken condition beside the place
//! it is about, and plays on from the position or shares it as a link.
//!
//! - `mod.rs` (here): what a game's editor implements ([`PlaceEditor`], in each game's
//!   `games/<game>/editor.rs`) and what the page reads of it ([`EditView`]);
//! - `dispatch.rs` the same for any game by its position's text (generated from
//!   `rules::games!`);
//! - `state.rs` the page's pure state: the position's text, the chosen piece, the checks;
//! - `page.rs` the page, `grid.rs` the places as buttons, `play.rs` playing on from the
//!   position, `texts.rs` its words.
//!
//! Built into each game's `editor` program, with the rules' `positions` feature (the game
//! pages are built without it and stay within their byte budgets).

pub mod dispatch;
pub mod page;
pub mod state;
pub mod texts;

pub mod grid;
pub mod play;
#[cfg(test)]
mod tests;

use rules::position::Editable;
use rules::Seat;

use crate::i18n::Lang;

/// The position type of a game's editor.
pub type Pos<E> = <<E as PlaceEditor>::Game as Editable>::Position;

/// What one game's editor knows: how its places are laid out, what can stand on a place
/// (a piece as a short token of the game's own notation: `n`, `b4`, `r15`, `2o`, `2s@1`),
/// and how putting one changes the position. Everything else (the conditions a position
/// must meet) is the rules' own.
pub trait PlaceEditor {
    type Game: Editable;

    /// The places in parts (Cubulus's layers; one part for the other games), each part
    /// rows of places from the top of the screen, in the game's notation.
    fn layout(p: &Pos<Self>, lang: Lang) -> Vec<Part>;
    /// The piece on `place`, as a token (`None`: nothing).
    fn at(p: &Pos<Self>, place: &str) -> Option<String>;
    /// The pieces that can be put in this position, as tokens.
    fn palette(p: &Pos<Self>) -> Vec<String>;
    /// A token in words ("red die, 1 on top, 5 to the north").
    fn words(token: &str, lang: Lang) -> String;
    /// A place in words, where its name is not already words ("layer 1, row 2, column 3"
    /// for Cubulus's `102`).
    fn place_words(_place: &str, _lang: Lang) -> Option<String> {
        None
    }
    /// The seat a token's piece belongs to (its colour), if any.
    fn owner(token: &str) -> Option<Seat>;
    /// Puts `token`'s piece on `place` (`None`: takes away what stands there). A token or
    /// place the editor did not offer changes nothing.
    fn put(p: &mut Pos<Self>, place: &str, token: Option<&str>);
    /// The number of players and the numbers the game allows.
    fn players(p: &Pos<Self>) -> (usize, std::ops::RangeInclusive<usize>);
    /// Sets the number of players: the lists kept per seat follow, and pieces of seats
    /// that no longer play stay where they are for the checks to name.
    fn set_players(p: &mut Pos<Self>, players: usize);
    /// The seat to move.
    fn to_move(p: &Pos<Self>) -> Seat;
    fn set_to_move(p: &mut Pos<Self>, seat: Seat);
    /// The counters the game keeps beyond its pieces, players and whose turn (scores,
    /// counts, cards in hand, options): each a field of the position's notation, which the
    /// page shows as a field of its own ([`Edit::Field`]).
    fn counters(_lang: Lang) -> Vec<Counter> {
        Vec::new()
    }
}

/// A counter of a game's position: which of its notation's space-separated fields it is
/// (from 0), and its name in words with the form it takes.
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    pub field: usize,
    pub label: String,
}

impl Counter {
    pub fn new(field: usize, label: impl Into<String>) -> Counter {
        Counter {
            field,
            label: label.into(),
        }
    }
}

/// `text` (a position's notation) with its field `field` set to `value`, which loses any
/// white space; `None` for a field it does not have or an empty value.
pub fn with_field(text: &str, field: usize, value: &str) -> Option<String> {
    let value: String = value.split_whitespace().collect();
    let mut fields: Vec<&str> = text.split(' ').collect();
    let slot = fields.get_mut(field)?;
    if value.is_empty() {
        return None;
    }
    *slot = &value;
    Some(fields.join(" "))
}

/// Places laid out as rows, with the part's name ("Layer 1"; empty for one part).
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub label: String,
    pub rows: Vec<Vec<String>>,
}

/// One place as the grid shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct CellView {
    pub place: String,
    /// The place as a screen reader says it.
    pub place_words: String,
    pub token: Option<String>,
    /// The piece in words (empty for nothing).
    pub words: String,
    pub owner: Option<Seat>,
}

/// Everything the page shows of a position it could read.
#[derive(Clone, Debug, PartialEq)]
pub struct EditView {
    pub parts: Vec<(String, Vec<Vec<CellView>>)>,
    /// Tokens with their words and owners.
    pub palette: Vec<(String, String, Option<Seat>)>,
    pub players: usize,
    pub player_range: std::ops::RangeInclusive<usize>,
    pub to_move: Seat,
    /// The game's counters with their values now: field, words, value.
    pub counters: Vec<(usize, String, String)>,
}

/// An edit the page makes.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    Put {
        place: String,
        token: Option<String>,
    },
    Players(usize),
    ToMove(Seat),
    /// A counter's field of the notation set to a value (read by the rules like the whole
    /// notation: one that does not read is refused with the rules' reason).
    Field {
        field: usize,
        value: String,
    },
}

/// The view of `p` for the page.
pub fn view_of<E: PlaceEditor>(p: &Pos<E>, lang: Lang) -> EditView {
    let cell = |place: &String| {
        let token = E::at(p, place);
        CellView {
            place: place.clone(),
            place_words: E::place_words(place, lang).unwrap_or_else(|| place.clone()),
            words: token
                .as_deref()
                .map(|t| E::words(t, lang))
                .unwrap_or_default(),
            owner: token.as_deref().and_then(E::owner),
            token,
        }
    };
    let (players, player_range) = E::players(p);
    let text = p.to_string();
    let fields: Vec<&str> = text.split(' ').collect();
    let counters = E::counters(lang)
        .into_iter()
        .filter_map(|c| Some((c.field, c.label, fields.get(c.field)?.to_string())))
        .collect();
    EditView {
        counters,
        parts: E::layout(p, lang)
            .into_iter()
            .map(|part| {
                let rows = part
                    .rows
                    .iter()
                    .map(|row| row.iter().map(cell).collect())
                    .collect();
                (part.label, rows)
            })
            .collect(),
        palette: E::palette(p)
            .into_iter()
            .map(|t| {
                let words = E::words(&t, lang);
                let owner = E::owner(&t);
                (t, words, owner)
            })
            .collect(),
        players,
        player_range,
        to_move: E::to_move(p),
    }
}

/// The board rows of a grid game, the top row first: each row's squares by `name(column,
/// row)`, rows `0..rows` and columns `0..columns` counted from the bottom left.
pub fn grid_rows(rows: u8, columns: u8, name: impl Fn(u8, u8) -> Option<String>) -> Vec<Part> {
    let rows = (0..rows)
        .rev()
        .map(|row| (0..columns).filter_map(|col| name(col, row)).collect())
        .collect();
    vec![Part {
        label: String::new(),
        rows,
    }]
}

/// A piece to put, read from its token: `Some(None)` takes away, `None` is a token the
/// game does not read (nothing changes).
pub fn read_piece<P>(token: Option<&str>, read: impl Fn(&str) -> Option<P>) -> Option<Option<P>> {
    match token {
        None => Some(None),
        Some(t) => read(t).map(Some),
    }
}

/// The piece on `square` of a board kept as a list of squares and pieces.
pub fn on_square<'a, S: PartialEq, P>(list: &'a [(S, P)], square: &S) -> Option<&'a P> {
    list.iter().find(|(at, _)| at == square).map(|(_, p)| p)
}

/// `piece` put on `square` of a board kept as a list (`None`: the square emptied), what
/// stood there gone, the list kept in the notation's `order`.
pub fn put_on_square<S: PartialEq, P, K: Ord>(
    list: &mut Vec<(S, P)>,
    square: S,
    piece: Option<P>,
    order: impl Fn(&S) -> K,
) {
    list.retain(|(at, _)| *at != square);
    if let Some(p) = piece {
        list.push((square, p));
        list.sort_by_key(|(at, _)| order(at));
    }
}

/// A seat in a piece's words: "Player 1 (red)".
pub fn seat_words(seat: Seat, lang: Lang) -> String {
    format!(
        "{} ({})",
        lang.seat_name(seat),
        crate::colours::seat_colour(seat).name(lang)
    )
}

/// `edit` made on `p`.
pub fn apply<E: PlaceEditor>(p: &mut Pos<E>, edit: &Edit) {
    match edit {
        Edit::Put { place, token } => E::put(p, place, token.as_deref()),
        Edit::Players(n) => {
            let (_, range) = E::players(p);
            if range.contains(n) {
                E::set_players(p, *n);
            }
        }
        Edit::ToMove(seat) => {
            if *seat < E::players(p).0 {
                E::set_to_move(p, *seat);
            }
        }
        // A field is set on the notation's text (`dispatch::edit`), not here.
        Edit::Field { .. } => {}
    }
}
