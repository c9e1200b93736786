//! The Cubulus board's words in English, German and Hungarian: fixed strings in one table,
//! moves and rules errors as small functions.

use rules::cubulus::{Axis, Cubulus, End, Error, Line, Move};

use rules::Seat;

use crate::games::GameTexts;
use crate::i18n::Lang;

crate::texts! {
    /// A fixed string of the Cubulus board.
    pub enum Tx {
    Name: "Cubulus", "Cubulus", "Cubulus";
    Pitch: "Push balls into a 3×3×3 cube and turn its rows until four of your colour form a square.",
        "Kugeln in einen 3×3×3-Würfel schieben und Reihen drehen, bis vier deiner Farbe ein Quadrat bilden.",
        "Tolj golyókat a 3×3×3-as kockába, forgass sorokat, amíg négy saját golyód négyzetet alkot.";
    Supply: "in supply", "im Vorrat", "készleten";
    Neutral: "Neutral", "Neutral", "Semleges";
    ResetView: "Reset view", "Ansicht zurücksetzen", "Nézet visszaállítása";
    CubeView: "Cube", "Würfel", "Kocka";
    LayersView: "Layers", "Ebenen", "Rétegek";
    Layer: "Layer", "Ebene", "Réteg";
    RotateLine: "Rotate this line", "Diese Reihe drehen", "Sor forgatása";
    PlaceNeutral: "place a neutral ball", "eine neutrale Kugel setzen", "tegyen le egy semleges golyót";
    DragToTurn: "Drag or use the arrow keys to turn the cube. Click a push point to insert a ball.", "Ziehen oder Pfeiltasten drehen den Würfel. Einen Einschubpunkt anklicken, um eine Kugel einzuschieben.", "Húzással vagy a nyilakkal forgasd a kockát. Golyó betolásához kattints egy betolási pontra.";
    }
}

/// A line of the cube in words: "line x12".
fn line_name(line: Line) -> String {
    let axis = match line.axis {
        Axis::X => "x",
        Axis::Y => "y",
        Axis::Z => "z",
    };
    format!("{axis}{}{}", line.a, line.b)
}

/// Which end of a line, in words.
fn end_name(end: End, lang: Lang) -> &'static str {
    match (end, lang) {
        (End::Low, Lang::En) => "its low end",
        (End::High, Lang::En) => "its high end",
        (End::Low, Lang::De) => "ihrem unteren Ende",
        (End::High, Lang::De) => "ihrem oberen Ende",
        (End::Low, Lang::Hu) => "alsó végén",
        (End::High, Lang::Hu) => "felső végén",
    }
}

/// The names and sentences the shell asks of Cubulus.
impl GameTexts for super::Ui {
    type Game = Cubulus;
    type Tx = Tx;
    const NAME: Tx = Tx::Name;
    const PITCH: Tx = Tx::Pitch;

    fn seat_detail(g: &Cubulus, seat: Seat, lang: Lang) -> String {
        format!("{} {}", g.supply(seat), lang.t(Tx::Supply))
    }

    /// What a move did, in words, for the move list: "pushed a ball into line x12 at its low
    /// end". `before` is the position the move was played in.
    fn describe_move(before: &Cubulus, mv: &Move, lang: Lang) -> String {
        let _ = before; // Every Cubulus move says all there is by itself.
        match (mv, lang) {
            (Move::Place(cell), Lang::En) => format!("placed a neutral ball on {cell}"),
            (Move::Place(cell), Lang::De) => format!("setzte eine neutrale Kugel auf {cell}"),
            (Move::Place(cell), Lang::Hu) => format!("semleges golyót tett ide: {cell}"),
            (Move::Insert { line, end }, Lang::En) => {
                format!(
                    "pushed a ball into line {} at {}",
                    line_name(*line),
                    end_name(*end, lang)
                )
            }
            (Move::Insert { line, end }, Lang::De) => format!(
                "schob eine Kugel in die Reihe {} an {}",
                line_name(*line),
                end_name(*end, lang)
            ),
            (Move::Insert { line, end }, Lang::Hu) => format!(
                "golyót tolt be a(z) {} sorba a(z) {}",
                line_name(*line),
                end_name(*end, lang)
            ),
            (Move::Rotate { line, towards }, Lang::En) => format!(
                "rotated line {} towards {}",
                line_name(*line),
                end_name(*towards, lang)
            ),
            (Move::Rotate { line, towards }, Lang::De) => format!(
                "drehte die Reihe {} zu {} hin",
                line_name(*line),
                end_name(*towards, lang)
            ),
            (Move::Rotate { line, towards }, Lang::Hu) => format!(
                "elforgatta a(z) {} sort a(z) {} felé",
                line_name(*line),
                end_name(*towards, lang)
            ),
            (Move::Pass, Lang::En) => "passed".into(),
            (Move::Pass, Lang::De) => "passte".into(),
            (Move::Pass, Lang::Hu) => "passzolt".into(),
        }
    }

    /// A rules error in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        use Error as E;
        let s = match (err, lang) {
            (E::GameOver, Lang::En) => "The game is over.",
            (E::GameOver, Lang::De) => "Das Spiel ist vorbei.",
            (E::GameOver, Lang::Hu) => "A játéknak vége.",
            (E::NeutralsFirst, Lang::En) => "All neutral balls must be placed first.",
            (E::NeutralsFirst, Lang::De) => "Erst müssen alle neutralen Kugeln gesetzt sein.",
            (E::NeutralsFirst, Lang::Hu) => "Előbb minden semleges golyót le kell tenni.",
            (E::NoNeutralToPlace, Lang::En) => "There is no neutral ball left to place.",
            (E::NoNeutralToPlace, Lang::De) => "Es ist keine neutrale Kugel mehr zu setzen.",
            (E::NoNeutralToPlace, Lang::Hu) => "Nem maradt letehető semleges golyó.",
            (E::OffTheCube, Lang::En) => "That cell or line is not on the cube.",
            (E::OffTheCube, Lang::De) => "Diese Zelle oder Reihe gehört nicht zum Würfel.",
            (E::OffTheCube, Lang::Hu) => "Ez a cella vagy sor nincs a kockán.",
            (E::CellOccupied, Lang::En) => "That cell is not empty.",
            (E::CellOccupied, Lang::De) => "Diese Zelle ist nicht leer.",
            (E::CellOccupied, Lang::Hu) => "Ez a cella nem üres.",
            (E::SupplyEmpty, Lang::En) => "Your supply is empty: you may only rotate.",
            (E::SupplyEmpty, Lang::De) => "Dein Vorrat ist leer: Du darfst nur drehen.",
            (E::SupplyEmpty, Lang::Hu) => "Elfogyott a készleted: csak forgathatsz.",
            (E::LineFull, Lang::En) => "The line is full: no ball may be pushed out of the cube.",
            (E::LineFull, Lang::De) => {
                "Die Reihe ist voll: Keine Kugel darf aus dem Würfel fallen."
            }
            (E::LineFull, Lang::Hu) => "A sor tele van: golyót nem lehet kitolni a kockából.",
            (E::LineNotFull, Lang::En) => "Only a full line can be rotated.",
            (E::LineNotFull, Lang::De) => "Nur eine volle Reihe lässt sich drehen.",
            (E::LineNotFull, Lang::Hu) => "Csak teli sort lehet forgatni.",
            (E::OneColourLine, Lang::En) => "Rotating a line of one colour changes nothing.",
            (E::OneColourLine, Lang::De) => "Eine einfarbige Reihe zu drehen ändert nichts.",
            (E::OneColourLine, Lang::Hu) => "Egyszínű sor forgatása semmit sem változtat.",
            (E::ReverseRotation, Lang::En) => "This rotation would undo the move just made.",
            (E::ReverseRotation, Lang::De) => "Diese Drehung würde den letzten Zug aufheben.",
            (E::ReverseRotation, Lang::Hu) => "Ez a forgatás visszacsinálná az előző lépést.",
            (E::PassNotAllowed, Lang::En) => "You have a legal move, so you may not pass.",
            (E::PassNotAllowed, Lang::De) => {
                "Du hast einen erlaubten Zug, also darfst du nicht passen."
            }
            (E::PassNotAllowed, Lang::Hu) => "Van szabályos lépésed, ezért nem passzolhatsz.",
        };
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{cubulus::Ui, GameTexts};
    use rules::{Game, Setup};

    #[test]
    fn every_text_is_there_in_every_language() {
        crate::i18n::assert_complete::<Tx>();
    }

    #[test]
    fn moves_are_described_in_words() {
        let g = Cubulus::new(&Setup::players(3), 1).expect("setup");
        for mv in g.legal_moves() {
            for lang in Lang::ALL {
                assert!(
                    !Ui::describe_move(&g, &mv, lang).is_empty(),
                    "{mv} in {lang:?}"
                );
            }
        }
        let line = Line {
            axis: Axis::X,
            a: 1,
            b: 2,
        };
        let push = Move::Insert {
            line,
            end: End::Low,
        };
        assert_eq!(
            Ui::describe_move(&g, &push, Lang::En),
            "pushed a ball into line x12 at its low end"
        );
        let turn = Move::Rotate {
            line,
            towards: End::High,
        };
        assert_eq!(
            Ui::describe_move(&g, &turn, Lang::De),
            "drehte die Reihe x12 zu ihrem oberen Ende hin"
        );
        assert_eq!(Ui::describe_move(&g, &Move::Pass, Lang::Hu), "passzolt");
    }

    #[test]
    fn every_rules_error_has_a_text_in_every_language() {
        let all = [
            Error::GameOver,
            Error::NeutralsFirst,
            Error::NoNeutralToPlace,
            Error::OffTheCube,
            Error::CellOccupied,
            Error::SupplyEmpty,
            Error::LineFull,
            Error::LineNotFull,
            Error::OneColourLine,
            Error::ReverseRotation,
            Error::PassNotAllowed,
        ];
        for e in &all {
            let texts: Vec<String> = Lang::ALL.iter().map(|&l| Ui::error_text(e, l)).collect();
            assert!(texts.iter().all(|t| !t.is_empty()), "{e:?}");
            assert_ne!(texts[0], texts[1], "{e:?} is translated");
        }
    }
}
