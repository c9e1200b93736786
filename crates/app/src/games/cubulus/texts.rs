//! The Cubulus board's words in English, German and Hungarian: fixed strings (the rules
//! errors among them) in one table, moves as small functions.

use rules::cubulus::{Axis, Cell, Cubulus, End, Error, Line, Move};
use rules::{Game, Seat};

use crate::games::GameTexts;
use crate::i18n::{Lang, T};
use crate::storage::SeatInfo;

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
    CubeHelp: "drag or use the arrow keys to turn the cube", "ziehen oder die Pfeiltasten drehen den Würfel", "húzással vagy a nyilakkal forgatható a kocka";
    HintCube: "Drag or use the arrow keys to turn the cube. Point at an arrow to see its push and click to play it; on a touch screen, tap once to see it, and again (or Confirm) to play. The Layers view has larger targets.",
        "Ziehen oder Pfeiltasten drehen den Würfel. Zeige auf einen Pfeil, um seinen Zug zu sehen, und klicke, um ihn zu spielen; auf einem Touchscreen einmal tippen zum Ansehen, noch einmal (oder Bestätigen) zum Spielen. Die Ebenen-Ansicht hat größere Ziele.",
        "Húzással vagy a nyilakkal forgasd a kockát. Mutass egy nyílra a lépés megtekintéséhez, kattints a megtételéhez; érintőképernyőn egy koppintás megmutatja, a második (vagy a Megerősítés) megteszi. A Rétegek nézetben nagyobbak a célok.";
    HintLayers: "Point at an arrow beside a row to see its push, click to play it; on a touch screen, tap once to see it, and again (or Confirm) to play. Tap a ball to turn one of its lines.",
        "Zeige auf einen Pfeil neben einer Reihe, um seinen Zug zu sehen, und klicke, um ihn zu spielen; auf einem Touchscreen einmal tippen zum Ansehen, noch einmal (oder Bestätigen) zum Spielen. Tippe eine Kugel an, um eine ihrer Reihen zu drehen.",
        "Mutass egy sor melletti nyílra a betolás megtekintéséhez, kattints a megtételéhez; érintőképernyőn egy koppintás megmutatja, a második (vagy a Megerősítés) megteszi. Koppints egy golyóra, hogy valamelyik sorát elforgasd.";
    HintPlace: "Click an empty cell to place a neutral ball there (on a touch screen, tap it twice).",
        "Klicke auf eine leere Zelle, um dort eine neutrale Kugel zu setzen (auf einem Touchscreen zweimal tippen).",
        "Kattints egy üres cellára, hogy oda semleges golyót tegyél (érintőképernyőn koppints rá kétszer).";
    PushFromAbove: "Push in from above", "Von oben einschieben", "Betolás felülről";
    PushFromBelow: "Push in from below", "Von unten einschieben", "Betolás alulról";
    ChooseMove: "Confirm the move", "Zug bestätigen", "Lépés megerősítése";
    NeutralsFirst: "All neutral balls must be placed first.", "Erst müssen alle neutralen Kugeln gesetzt sein.", "Előbb minden semleges golyót le kell tenni.";
    NoNeutralToPlace: "There is no neutral ball left to place.", "Es ist keine neutrale Kugel mehr zu setzen.", "Nem maradt letehető semleges golyó.";
    OffTheCube: "That cell or line is not on the cube.", "Diese Zelle oder Reihe gehört nicht zum Würfel.", "Ez a cella vagy sor nincs a kockán.";
    CellOccupied: "That cell is not empty.", "Diese Zelle ist nicht leer.", "Ez a cella nem üres.";
    SupplyEmpty: "Your supply is empty: you may only rotate.", "Dein Vorrat ist leer: Du darfst nur drehen.", "Elfogyott a készleted: csak forgathatsz.";
    LineFull: "The line is full: no ball may be pushed out of the cube.", "Die Reihe ist voll: Keine Kugel darf aus dem Würfel fallen.", "A sor tele van: golyót nem lehet kitolni a kockából.";
    LineNotFull: "Only a full line can be rotated.", "Nur eine volle Reihe lässt sich drehen.", "Csak teli sort lehet forgatni.";
    OneColourLine: "Rotating a line of one colour changes nothing.", "Eine einfarbige Reihe zu drehen ändert nichts.", "Egyszínű sor forgatása semmit sem változtat.";
    ReverseRotation: "This rotation would undo the move just made.", "Diese Drehung würde den letzten Zug aufheben.", "Ez a forgatás visszacsinálná az előző lépést.";
    PassNotAllowed: "You have a legal move, so you may not pass.", "Du hast einen erlaubten Zug, also darfst du nicht passen.", "Van szabályos lépésed, ezért nem passzolhatsz.";
    }
}

/// A cell in words, as the layers view shows it: "layer 3, row 1, column 2" (layers from
/// the bottom, rows from the back, columns from the left).
pub fn cell_words(c: Cell, lang: Lang) -> String {
    let (l, r, k) = (c.z + 1, c.y + 1, c.x + 1);
    match lang {
        Lang::En => format!("layer {l}, row {r}, column {k}"),
        Lang::De => format!("Ebene {l}, Reihe {r}, Spalte {k}"),
        Lang::Hu => format!("{l}. réteg, {r}. sor, {k}. oszlop"),
    }
}

/// A line in words: "row 2 of layer 1", "column 3 of layer 2", "the upright line at row 1,
/// column 3".
pub fn line_words(line: Line, lang: Lang) -> String {
    let (a, b) = (line.a + 1, line.b + 1);
    match (line.axis, lang) {
        (Axis::X, Lang::En) => format!("row {a} of layer {b}"),
        (Axis::X, Lang::De) => format!("Reihe {a} der Ebene {b}"),
        (Axis::X, Lang::Hu) => format!("{b}. réteg, {a}. sor"),
        (Axis::Y, Lang::En) => format!("column {a} of layer {b}"),
        (Axis::Y, Lang::De) => format!("Spalte {a} der Ebene {b}"),
        (Axis::Y, Lang::Hu) => format!("{b}. réteg, {a}. oszlop"),
        (Axis::Z, Lang::En) => format!("the upright line at row {b}, column {a}"),
        (Axis::Z, Lang::De) => format!("die senkrechte Linie bei Reihe {b}, Spalte {a}"),
        (Axis::Z, Lang::Hu) => format!("függőleges vonal: {b}. sor, {a}. oszlop"),
    }
}

/// Which way along a line: where a ball comes in from at `end` ("from the left"), or,
/// with `into`, where the balls move when the line turns towards `end` ("to the left").
fn way_words(axis: Axis, end: End, into: bool, lang: Lang) -> &'static str {
    let i = 2 * axis as usize + usize::from(end == End::High);
    let words = match (into, lang) {
        (false, Lang::En) => [
            "from the left",
            "from the right",
            "from the back",
            "from the front",
            "from below",
            "from above",
        ],
        (false, Lang::De) => [
            "von links",
            "von rechts",
            "von hinten",
            "von vorn",
            "von unten",
            "von oben",
        ],
        (false, Lang::Hu) => [
            "balról",
            "jobbról",
            "hátulról",
            "elölről",
            "alulról",
            "felülről",
        ],
        (true, Lang::En) => [
            "to the left",
            "to the right",
            "to the back",
            "to the front",
            "downwards",
            "upwards",
        ],
        (true, Lang::De) => [
            "nach links",
            "nach rechts",
            "nach hinten",
            "nach vorn",
            "nach unten",
            "nach oben",
        ],
        (true, Lang::Hu) => ["balra", "jobbra", "hátra", "előre", "lefelé", "felfelé"],
    };
    words[i]
}

fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// How a move is said: as an order (buttons, push points) or as done (the move list).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Say {
    Command,
    Done,
}

/// A move in words: "Push a ball into row 2 of layer 1 from the left" as a command, "pushed
/// a ball into row 2 of layer 1 from the left" as done. A template per language, filled with
/// the cell, the line and its direction in words.
fn sentence(mv: &Move, say: Say, lang: Lang) -> String {
    use {Lang::*, Say::*};
    let template = match (mv, say, lang) {
        (Move::Place(_), Command, En) => "Place a neutral ball on {cell}",
        (Move::Place(_), Done, En) => "placed a neutral ball on {cell}",
        (Move::Place(_), Command, De) => "Eine neutrale Kugel setzen: {cell}",
        (Move::Place(_), Done, De) => "setzte eine neutrale Kugel auf {cell}",
        (Move::Place(_), Command, Hu) => "Semleges golyó ide: {cell}",
        (Move::Place(_), Done, Hu) => "semleges golyót tett ide: {cell}",
        (Move::Insert { .. }, Command, En) => "Push a ball into {line} {way}",
        (Move::Insert { .. }, Done, En) => "pushed a ball into {line} {way}",
        (Move::Insert { .. }, Command, De) => "Eine Kugel {way} in {line} schieben",
        (Move::Insert { .. }, Done, De) => "schob eine Kugel {way} in {line}",
        (Move::Insert { .. }, Command, Hu) => "Golyó betolása {way}: {line}",
        (Move::Insert { .. }, Done, Hu) => "golyót tolt be {way}: {line}",
        (Move::Rotate { .. }, Command, En) => "Turn {line} {way}",
        (Move::Rotate { .. }, Done, En) => "turned {line} {way}",
        (Move::Rotate { .. }, Command, De) => "{Line} {way} drehen",
        (Move::Rotate { .. }, Done, De) => "drehte {line} {way}",
        (Move::Rotate { .. }, Command, Hu) => "Forgatás {way}: {line}",
        (Move::Rotate { .. }, Done, Hu) => "elforgatta {way}: {line}",
        (Move::Pass, Command, _) => lang.t(T::Pass),
        (Move::Pass, Done, _) => lang.t(T::Passed),
    };
    let (line, way) = match *mv {
        Move::Insert { line, end } => (Some(line), way_words(line.axis, end, false, lang)),
        Move::Rotate { line, towards } => (Some(line), way_words(line.axis, towards, true, lang)),
        _ => (None, ""),
    };
    let line = line.map(|l| line_words(l, lang)).unwrap_or_default();
    let cell = match mv {
        Move::Place(c) => cell_words(*c, lang),
        _ => String::new(),
    };
    template
        .replace("{cell}", &cell)
        .replace("{Line}", &capitalized(&line))
        .replace("{line}", &line)
        .replace("{way}", way)
}

/// A move as a command, for buttons and the push points: "Push a ball into row 2 of layer 1
/// from the left", "Turn row 2 of layer 1 to the right".
pub fn move_command(mv: &Move, lang: Lang) -> String {
    sentence(mv, Say::Command, lang)
}

/// The names and sentences the shell asks of Cubulus.
pub struct Texts;

impl GameTexts for Texts {
    type Game = Cubulus;
    type Tx = Tx;
    const NAME: Tx = Tx::Name;
    const PITCH: Tx = Tx::Pitch;

    fn seat_detail(g: &Cubulus, seat: Seat, lang: Lang) -> String {
        format!("{} {}", g.supply(seat), lang.t(Tx::Supply))
    }

    /// A square of four decides; the balls the winner had left say how soon.
    fn result(g: &Cubulus, _: &[SeatInfo], lang: Lang) -> Option<String> {
        let Some(rules::Outcome::Winners(w)) = g.outcome() else {
            return None;
        };
        let (&winner, true) = (w.first()?, !g.winning_squares().is_empty()) else {
            return None;
        };
        let left = g.supply(winner);
        Some(match lang {
            Lang::En => format!("with a square of four, {left} balls still in the supply"),
            Lang::De => format!("mit einem Viererquadrat, {left} Kugeln noch im Vorrat"),
            Lang::Hu => format!("négyes négyzettel, {left} golyó maradt a készletben"),
        })
    }

    /// What a move did, in words, for the move list: "pushed a ball into row 2 of layer 1
    /// from the left". Every Cubulus move says all there is by itself.
    fn describe_move(_: Option<&Cubulus>, mv: &Move, _: &[SeatInfo], lang: Lang) -> String {
        sentence(mv, Say::Done, lang)
    }

    /// A rules error in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::NeutralsFirst => lang.t(Tx::NeutralsFirst).into(),
            Error::NoNeutralToPlace => lang.t(Tx::NoNeutralToPlace).into(),
            Error::OffTheCube => lang.t(Tx::OffTheCube).into(),
            Error::CellOccupied => lang.t(Tx::CellOccupied).into(),
            Error::SupplyEmpty => lang.t(Tx::SupplyEmpty).into(),
            Error::LineFull => lang.t(Tx::LineFull).into(),
            Error::LineNotFull => lang.t(Tx::LineNotFull).into(),
            Error::OneColourLine => lang.t(Tx::OneColourLine).into(),
            Error::ReverseRotation => lang.t(Tx::ReverseRotation).into(),
            Error::PassNotAllowed => lang.t(Tx::PassNotAllowed).into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;
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
                    !Texts::describe_move(Some(&g), &mv, &[], lang).is_empty(),
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
            Texts::describe_move(Some(&g), &push, &[], Lang::En),
            "pushed a ball into row 2 of layer 3 from the left"
        );
        let turn = Move::Rotate {
            line,
            towards: End::High,
        };
        assert_eq!(
            Texts::describe_move(Some(&g), &turn, &[], Lang::De),
            "drehte Reihe 2 der Ebene 3 nach rechts"
        );
        let place = Move::Place(Cell { x: 2, y: 0, z: 2 });
        assert_eq!(
            Texts::describe_move(None, &place, &[], Lang::En),
            "placed a neutral ball on layer 3, row 1, column 3",
            "no coordinates like 202"
        );
        assert_eq!(
            move_command(&turn, Lang::En),
            "Turn row 2 of layer 3 to the right"
        );
        assert_eq!(
            Texts::describe_move(Some(&g), &Move::Pass, &[], Lang::Hu),
            "passzolt"
        );
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
        crate::games::assert_errors_translated::<Texts>(&all);
    }
}
