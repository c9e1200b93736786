//! Cubus in the position editor: the table's 16 columns, four rows of four as in the
//! notation (row 1 first), each a stack of 1 to 4 crates, its top crate open or not (`2`,
//! `2o`). The cards in hand, scores, draws, the turn's step and the options are fields of
//! their own (`counters`), as in the notation.

use rules::cubus::position::{Position, Turn};
use rules::cubus::{Cards, Cubus};
use rules::Seat;

use crate::editor::texts::Ed;
use crate::editor::{Counter, Part, PlaceEditor};
use crate::i18n::Lang;

crate::texts! {
    /// A column and a stack in the editor's words.
    pub enum Wx {
    Column: "row {row}, column {column}", "Reihe {row}, Spalte {column}", "{row}. sor, {column}. oszlop";
    Stack: "a stack of {n} crate|a stack of {n} crates", "ein Stapel aus {n} Kiste|ein Stapel aus {n} Kisten", "{n} ládából álló halom";
    OpenStack: "{n} crate, open on top|a stack of {n} crates, the top one open", "{n} Kiste, oben offen|ein Stapel aus {n} Kisten, die oberste offen", "{n} ládából álló halom, a legfelső nyitott";
    }
}

crate::texts! {
    /// The counters of a Cubus position, as the editor names them.
    pub enum Cx {
    Hands: "Open cards per seat: left sides.right sides.lids.open crates, seats joined by / (2.1.0.1/0.0.0.0)", "Offene Karten je Platz: linke Seiten.rechte Seiten.Deckel.offene Kisten, Plätze durch / getrennt (2.1.0.1/0.0.0.0)", "Nyitott lapok helyenként: bal oldalak.jobb oldalak.fedelek.nyitott ládák, a helyek /-rel elválasztva (2.1.0.1/0.0.0.0)";
    Drawn: "Cards drawn so far per seat, joined by commas", "Bisher gezogene Karten je Platz, durch Kommas getrennt", "Eddig húzott lapok helyenként, vesszővel elválasztva";
    Turn: "The turn's step: d1 draws, b1 builds, k0>1 may knock, x0>1 builds after a knock, f1 final build, a1 dismantles, over", "Schritt des Zugs: d1 zieht, b1 baut, k0>1 darf klopfen, x0>1 baut nach dem Klopfen, f1 letzter Bau, a1 baut ab, over", "A kör lépése: d1 húz, b1 épít, k0>1 kopoghat, x0>1 kopogás után épít, f1 utolsó építés, a1 lebont, over";
    Idle: "Turns in a row without a build since the deck ran out", "Züge in Folge ohne Bau, seit der Stapel leer ist", "Építés nélküli körök sorban, mióta elfogyott a pakli";
    }
}

pub struct Editor;

const SIDE: usize = 4;
const HIGHEST: u8 = 4;

fn column(place: &str) -> Option<usize> {
    let c = usize::from_str_radix(place, 16).ok()?;
    (place.len() == 1 && c < SIDE * SIDE).then_some(c)
}

/// A token's height and whether its top crate is open.
fn stack(token: &str) -> Option<(u8, bool)> {
    let (n, open) = match token.strip_suffix('o') {
        Some(n) => (n, true),
        None => (token, false),
    };
    let n: u8 = n.parse().ok()?;
    (1..=HIGHEST).contains(&n).then_some((n, open))
}

impl PlaceEditor for Editor {
    type Game = Cubus;

    fn layout(_: &Position, _: Lang) -> Vec<Part> {
        let rows = (0..SIDE)
            .map(|y| (0..SIDE).map(|x| format!("{:x}", y * SIDE + x)).collect())
            .collect();
        vec![Part {
            label: String::new(),
            rows,
        }]
    }

    fn at(p: &Position, place: &str) -> Option<String> {
        let c = column(place)?;
        let h = p.heights[c];
        let open = p.open & (1 << c) != 0;
        (h > 0).then(|| if open { format!("{h}o") } else { h.to_string() })
    }

    fn palette(_: &Position) -> Vec<String> {
        (1..=HIGHEST)
            .flat_map(|h| [h.to_string(), format!("{h}o")])
            .collect()
    }

    fn words(token: &str, lang: Lang) -> String {
        match stack(token) {
            Some((n, false)) => crate::trn!(lang, Wx::Stack, n = n),
            Some((n, true)) => crate::trn!(lang, Wx::OpenStack, n = n),
            None => token.to_string(),
        }
    }

    fn place_words(place: &str, lang: Lang) -> Option<String> {
        let c = column(place)?;
        Some(crate::tr!(
            lang,
            Wx::Column,
            row = c / SIDE + 1,
            column = c % SIDE + 1
        ))
    }

    fn owner(_: &str) -> Option<Seat> {
        None
    }

    fn put(p: &mut Position, place: &str, token: Option<&str>) {
        let Some(c) = column(place) else {
            return;
        };
        let (h, open) = match token {
            None => (0, false),
            Some(t) => match stack(t) {
                Some(s) => s,
                None => return,
            },
        };
        p.heights[c] = h;
        if open {
            p.open |= 1 << c;
        } else {
            p.open &= !(1 << c);
        }
    }

    fn players(p: &Position) -> (usize, std::ops::RangeInclusive<usize>) {
        (p.players, 2..=6)
    }

    fn set_players(p: &mut Position, players: usize) {
        p.players = players;
        p.hands.resize(players, Cards::default());
        p.scores.resize(players, 0);
        p.drawn.resize(players, 0);
    }

    fn to_move(p: &Position) -> Seat {
        match &p.turn {
            Turn::Draw(s) | Turn::Build(s) | Turn::FinalBuild(s) | Turn::Dismantle(s) => *s,
            Turn::Knock { asked, .. } | Turn::Contest { asked, .. } => *asked,
            Turn::KnockBuild { knocker, .. } => *knocker,
            Turn::Over => p.start,
        }
    }

    /// The seat keeps the kind of turn where it is one seat's (drawing, building, the final
    /// build, the Abbau); a knock, a contest or a finished game becomes that seat's draw.
    fn set_to_move(p: &mut Position, seat: Seat) {
        p.turn = match p.turn {
            Turn::Build(_) => Turn::Build(seat),
            Turn::FinalBuild(_) => Turn::FinalBuild(seat),
            Turn::Dismantle(_) => Turn::Dismantle(seat),
            _ => Turn::Draw(seat),
        };
    }

    fn counters(lang: Lang) -> Vec<Counter> {
        vec![
            Counter::new(2, lang.t(Cx::Hands)),
            Counter::new(3, lang.t(Ed::Scores)),
            Counter::new(4, lang.t(Cx::Drawn)),
            Counter::new(5, lang.t(Ed::StartPlayer)),
            Counter::new(6, lang.t(Cx::Turn)),
            Counter::new(7, lang.t(Cx::Idle)),
            Counter::new(8, lang.t(Ed::Options)),
        ]
    }
}
