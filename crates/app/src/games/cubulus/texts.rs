//! The Cubulus board's words in English, German and Hungarian, in one table: fixed strings
//! (the rules errors among them), and the sentences of moves with `{placeholders}` that the
//! small functions below fill in.

use rules::cubulus::position::PositionError;
use rules::cubulus::{Axis, Cell, Cubulus, End, Error, Line, Move, BALLS_PER_COLOUR, MOVE_LIMIT};
use rules::{Game, Seat};

use crate::games::{
    capitalized, no_such_seat_text, pass_words, player_count_text, GameTexts, Mood,
};
use crate::i18n::{Lang, T};
use crate::storage::SeatInfo;

crate::texts! {
    /// A text of the Cubulus board: a fixed string, or a sentence with placeholders.
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
    // Sentences with arguments: each `{name}` is filled in by the functions below.
    CellWords: "layer {layer}, row {row}, column {column}",
        "Ebene {layer}, Reihe {row}, Spalte {column}",
        "{layer}. réteg, {row}. sor, {column}. oszlop";
    RowOfLayer: "row {row} of layer {layer}", "Reihe {row} der Ebene {layer}", "{layer}. réteg, {row}. sor";
    ColumnOfLayer: "column {column} of layer {layer}", "Spalte {column} der Ebene {layer}", "{layer}. réteg, {column}. oszlop";
    UprightLine: "the upright line at row {row}, column {column}",
        "die senkrechte Linie bei Reihe {row}, Spalte {column}",
        "függőleges vonal: {row}. sor, {column}. oszlop";
    FromLeft: "from the left", "von links", "balról";
    FromRight: "from the right", "von rechts", "jobbról";
    FromBack: "from the back", "von hinten", "hátulról";
    FromFront: "from the front", "von vorn", "elölről";
    FromBelow: "from below", "von unten", "alulról";
    FromAbove: "from above", "von oben", "felülről";
    ToLeft: "to the left", "nach links", "balra";
    ToRight: "to the right", "nach rechts", "jobbra";
    ToBack: "to the back", "nach hinten", "hátra";
    ToFront: "to the front", "nach vorn", "előre";
    Downwards: "downwards", "nach unten", "lefelé";
    Upwards: "upwards", "nach oben", "felfelé";
    PlaceCommand: "Place a neutral ball on {cell}", "Eine neutrale Kugel setzen: {cell}", "Semleges golyó ide: {cell}";
    PlaceDone: "placed a neutral ball on {cell}", "setzte eine neutrale Kugel auf {cell}", "semleges golyót tett ide: {cell}";
    PlaceSuggested: "place a neutral ball on {cell}", "Setze eine neutrale Kugel auf {cell}", "Tegyél semleges golyót ide: {cell}";
    PushCommand: "Push a ball into {line} {way}", "Eine Kugel {way} in {line} schieben", "Golyó betolása {way}: {line}";
    PushDone: "pushed a ball into {line} {way}", "schob eine Kugel {way} in {line}", "golyót tolt be {way}: {line}";
    PushSuggested: "push a ball into {line} {way}", "Schiebe eine Kugel {way} in {line}", "Tolj be egy golyót {way}: {line}";
    TurnCommand: "Turn {line} {way}", "{line} {way} drehen", "Forgatás {way}: {line}";
    TurnDone: "turned {line} {way}", "drehte {line} {way}", "elforgatta {way}: {line}";
    TurnSuggested: "turn {line} {way}", "Drehe {line} {way}", "Forgasd el {way}: {line}";
    WonWithSquare: "with a square of four, {left} balls still in the supply",
        "mit einem Viererquadrat, {left} Kugeln noch im Vorrat",
        "négyes négyzettel, {left} golyó maradt a készletben";
    // The layers view's headings (`view_layers`).
    LayerBottom: "Layer {n} (bottom)", "Ebene {n} (unten)", "{n}. réteg (alul)";
    LayerTop: "Layer {n} (top)", "Ebene {n} (oben)", "{n}. réteg (felül)";
    LayerN: "Layer {n}", "Ebene {n}", "{n}. réteg";
    }
}

crate::texts! {
    /// What an edited position breaks, in a table of its own: only a program that opens
    /// positions (the `positions` feature) carries these words.
    pub enum Px {
    // What an edited position breaks (`position_error`): `{cell}` and `{line}` in words as
    // above, `{seat}` a player's name.
    ColourNotInPlay: "{cell}: nobody plays this ball's colour ({seat} is not in this game).",
        "{cell}: Die Farbe dieser Kugel spielt niemand ({seat} ist nicht in diesem Spiel).",
        "{cell}: ennek a golyónak a színével senki sem játszik ({seat} nincs ebben a játékban).";
    NeutralWithThree: "{cell}: a neutral ball, but three players have none.",
        "{cell}: eine neutrale Kugel, doch zu dritt gibt es keine.",
        "{cell}: semleges golyó, pedig háromfős játékban nincs ilyen.";
    TooManyOfColour: "{cell}: with this ball there are more than {most} balls of its colour.",
        "{cell}: Mit dieser Kugel gibt es mehr als {most} Kugeln ihrer Farbe.",
        "{cell}: ezzel a golyóval {most}-nél több van ebből a színből.";
    BallBeforeNeutrals: "{cell}: a player's ball, but all neutral balls are placed first.",
        "{cell}: eine Kugel eines Spielers, aber zuerst werden alle neutralen Kugeln gesetzt.",
        "{cell}: játékos golyója, pedig előbb minden semleges golyót le kell tenni.";
    TurnedWhilePlacing: "{line}: given as the last turn, but no line is turned while the neutral balls are being placed.",
        "{line}: als letzte Drehung angegeben, aber solange die neutralen Kugeln gesetzt werden, dreht niemand eine Reihe.",
        "{line}: utolsó forgatásként szerepel, de amíg a semleges golyókat teszik le, sort nem lehet forgatni.";
    TurnedNotFull: "{line}: given as the last turn, but it is not full, and only a full line can be turned.",
        "{line}: als letzte Drehung angegeben, aber sie ist nicht voll, und nur eine volle Reihe lässt sich drehen.",
        "{line}: utolsó forgatásként szerepel, de nincs tele, pedig csak teli sort lehet forgatni.";
    TurnedOneColour: "{line}: given as the last turn, but all its balls have one colour, and turning such a line changes nothing.",
        "{line}: als letzte Drehung angegeben, aber alle ihre Kugeln haben eine Farbe, und eine solche Reihe zu drehen ändert nichts.",
        "{line}: utolsó forgatásként szerepel, de minden golyója egyszínű, és az ilyen sor forgatása semmit sem változtat.";
    TooFewMoves: "{n} move made, but putting these balls into the cube takes at least {fewest}.|{n} moves made, but putting these balls into the cube takes at least {fewest}.",
        "{n} Zug gemacht, aber um diese Kugeln in den Würfel zu bringen, braucht es mindestens {fewest}.|{n} Züge gemacht, aber um diese Kugeln in den Würfel zu bringen, braucht es mindestens {fewest}.",
        "{n} lépés történt, de ezeknek a golyóknak a betolásához legalább {fewest} kell.";
    MovesWhilePlacing: "{n} move made, but only {placed} neutral balls are placed, and until all are, each move places one.|{n} moves made, but only {placed} neutral balls are placed, and until all are, each move places one.",
        "{n} Zug gemacht, aber erst {placed} neutrale Kugeln sind gesetzt, und bis alle stehen, setzt jeder Zug eine.|{n} Züge gemacht, aber erst {placed} neutrale Kugeln sind gesetzt, und bis alle stehen, setzt jeder Zug eine.",
        "{n} lépés történt, de csak {placed} semleges golyó van lent, és amíg mind le nem kerül, minden lépés egyet tesz le.";
    PastMoveLimit: "{ply} moves made, but after {limit} the game ends in a draw.",
        "{ply} Züge gemacht, aber nach {limit} endet das Spiel unentschieden.",
        "{ply} lépés történt, de {limit} lépés után a játék döntetlennel véget ér.";
    ImpossibleRepetition: "A position occurs once, twice or three times (the third time is a draw), not {seen} times.",
        "Eine Stellung kommt ein-, zwei- oder dreimal vor (beim dritten Mal ist es unentschieden), nicht {seen}-mal.",
        "Egy állás egyszer, kétszer vagy háromszor fordulhat elő (harmadszorra döntetlen), {seen} alkalommal nem.";
    }
}

/// A cell in words, as the layers view shows it: "layer 3, row 1, column 2" (layers from
/// the bottom, rows from the back, columns from the left).
pub fn cell_words(c: Cell, lang: Lang) -> String {
    crate::tr!(
        lang,
        Tx::CellWords,
        layer = c.z + 1,
        row = c.y + 1,
        column = c.x + 1
    )
}

/// A line in words: "row 2 of layer 1", "column 3 of layer 2", "the upright line at row 1,
/// column 3".
pub fn line_words(line: Line, lang: Lang) -> String {
    let (a, b) = (line.a + 1, line.b + 1);
    match line.axis {
        Axis::X => crate::tr!(lang, Tx::RowOfLayer, row = a, layer = b),
        Axis::Y => crate::tr!(lang, Tx::ColumnOfLayer, column = a, layer = b),
        Axis::Z => crate::tr!(lang, Tx::UprightLine, row = b, column = a),
    }
}

/// Which way along a line: where a ball comes in from at `end` ("from the left"), or,
/// with `into`, where the balls move when the line turns towards `end` ("to the left").
fn way_words(axis: Axis, end: End, into: bool, lang: Lang) -> &'static str {
    use Tx::*;
    let i = 2 * axis as usize + usize::from(end == End::High);
    let words = if into {
        [ToLeft, ToRight, ToBack, ToFront, Downwards, Upwards]
    } else {
        [
            FromLeft, FromRight, FromBack, FromFront, FromBelow, FromAbove,
        ]
    };
    lang.t(words[i])
}

/// How a move is said: as a button's command (buttons, push points: an infinitive in
/// German), as done (the move list) or as an order to the player (a hint, an answer).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Say {
    Command,
    Done,
    Suggested,
}

/// A move in words: "Push a ball into row 2 of layer 1 from the left" as a command, "pushed
/// a ball into row 2 of layer 1 from the left" as done. A row per move and way of saying
/// it, filled with the cell, the line and its direction in words; a command begins with a
/// capital letter even where the line begins it ("Die senkrechte Linie … drehen").
fn sentence(mv: &Move, say: Say, lang: Lang) -> String {
    let pick = |command: Tx, done: Tx, suggested: Tx| match say {
        Say::Command => command,
        Say::Done => done,
        Say::Suggested => suggested,
    };
    let text = match *mv {
        Move::Place(c) => crate::tr!(
            lang,
            pick(Tx::PlaceCommand, Tx::PlaceDone, Tx::PlaceSuggested),
            cell = cell_words(c, lang)
        ),
        Move::Insert { line, end } => crate::tr!(
            lang,
            pick(Tx::PushCommand, Tx::PushDone, Tx::PushSuggested),
            line = line_words(line, lang),
            way = way_words(line.axis, end, false, lang)
        ),
        Move::Rotate { line, towards } => crate::tr!(
            lang,
            pick(Tx::TurnCommand, Tx::TurnDone, Tx::TurnSuggested),
            line = line_words(line, lang),
            way = way_words(line.axis, towards, true, lang)
        ),
        Move::Pass => match say {
            Say::Command => lang.t(T::Pass).to_string(),
            Say::Done => pass_words(Mood::Done, lang).to_string(),
            Say::Suggested => pass_words(Mood::Suggested, lang).to_string(),
        },
    };
    match say {
        Say::Command => capitalized(&text),
        Say::Done | Say::Suggested => text,
    }
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
        Some(crate::tr!(lang, Tx::WonWithSquare, left = left))
    }

    /// A move in words: "pushed a ball into row 2 of layer 1 from the left" for the move
    /// list, "push a ball into …" as a suggestion. Every Cubulus move says all there is by
    /// itself.
    fn say_move(_: Option<&Cubulus>, mv: &Move, _: &[SeatInfo], mood: Mood, lang: Lang) -> String {
        sentence(mv, mood.pick(Say::Done, Say::Suggested), lang)
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

    /// What an edited position breaks, its cells and lines in words as the layers view
    /// names them (a sentence that begins with one gets its capital letter).
    fn position_error(err: &PositionError, lang: Lang) -> String {
        use PositionError::*;
        let cell = |c: &Cell| cell_words(*c, lang);
        let line = |l: &Line| line_words(*l, lang);
        capitalized(&match err {
            PlayerCount { players } => {
                player_count_text::<Cubulus>(lang.t(Tx::Name), *players, lang)
            }
            NoSuchSeat { seat } => no_such_seat_text(*seat, false, lang),
            NoSuchColour { cell: c, seat } => crate::tr!(
                lang,
                Px::ColourNotInPlay,
                cell = cell(c),
                seat = lang.seat_name(*seat)
            ),
            NeutralWithThreePlayers { cell: c } => {
                crate::tr!(lang, Px::NeutralWithThree, cell = cell(c))
            }
            TooManyBalls { cell: c, .. } => crate::tr!(
                lang,
                Px::TooManyOfColour,
                cell = cell(c),
                most = BALLS_PER_COLOUR
            ),
            BallBeforeNeutrals { cell: c } => {
                crate::tr!(lang, Px::BallBeforeNeutrals, cell = cell(c))
            }
            RotationWhilePlacing { line: l } => {
                crate::tr!(lang, Px::TurnedWhilePlacing, line = line(l))
            }
            RotatedLineNotFull { line: l } => crate::tr!(lang, Px::TurnedNotFull, line = line(l)),
            RotatedLineOfOneColour { line: l } => {
                crate::tr!(lang, Px::TurnedOneColour, line = line(l))
            }
            TooFewMoves { ply, fewest } => {
                crate::trn!(lang, Px::TooFewMoves, n = *ply, fewest = fewest)
            }
            TooManyMovesWhilePlacing { ply, placed } => {
                crate::trn!(lang, Px::MovesWhilePlacing, n = *ply, placed = placed)
            }
            PastMoveLimit { ply } => {
                crate::tr!(lang, Px::PastMoveLimit, ply = ply, limit = MOVE_LIMIT)
            }
            ImpossibleRepetition { seen } => {
                crate::tr!(lang, Px::ImpossibleRepetition, seen = seen)
            }
        })
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
        let (line, push) = row_2_of_layer_3();
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

    /// Row 2 of layer 3, and a push into it from the left.
    fn row_2_of_layer_3() -> (Line, Move) {
        let line = Line {
            axis: Axis::X,
            a: 1,
            b: 2,
        };
        (
            line,
            Move::Insert {
                line,
                end: End::Low,
            },
        )
    }

    #[test]
    fn a_suggestion_is_an_order_in_every_language() {
        let g = Cubulus::new(&Setup::players(2), 1).expect("setup");
        let (line, push) = row_2_of_layer_3();
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &push, &[], lang)),
            [
                "push a ball into row 2 of layer 3 from the left",
                "Schiebe eine Kugel von links in Reihe 2 der Ebene 3",
                "Tolj be egy golyót balról: 3. réteg, 2. sor",
            ]
        );
        let turn = Move::Rotate {
            line,
            towards: End::High,
        };
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &turn, &[], lang)),
            [
                "turn row 2 of layer 3 to the right",
                "Drehe Reihe 2 der Ebene 3 nach rechts",
                "Forgasd el jobbra: 3. réteg, 2. sor",
            ]
        );
        let place = Move::Place(Cell { x: 2, y: 0, z: 2 });
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(None, &place, &[], lang)),
            [
                "place a neutral ball on layer 3, row 1, column 3",
                "Setze eine neutrale Kugel auf Ebene 3, Reihe 1, Spalte 3",
                "Tegyél semleges golyót ide: 3. réteg, 1. sor, 3. oszlop",
            ]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(None, &Move::Pass, &[], lang)),
            ["pass", "Passe", "Passzolj"]
        );
        // The move list keeps the past.
        assert_eq!(
            Texts::describe_move(Some(&g), &push, &[], Lang::En),
            "pushed a ball into row 2 of layer 3 from the left"
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

    /// One value of every condition an edited position can break, each once and in the
    /// order of the enum: the match has no wildcard, so a new condition does not compile
    /// until it is listed here (and `position_error` gives it words).
    fn every_position_error() -> Vec<PositionError> {
        use PositionError::*;
        let (cell, line) = (Cell { x: 1, y: 0, z: 2 }, row_2_of_layer_3().0);
        let all = vec![
            PlayerCount { players: 4 },
            NoSuchSeat { seat: 2 },
            NoSuchColour { cell, seat: 2 },
            NeutralWithThreePlayers { cell },
            TooManyBalls {
                cell,
                ball: rules::cubulus::Ball::Player(0),
            },
            BallBeforeNeutrals { cell },
            RotationWhilePlacing { line },
            RotatedLineNotFull { line },
            RotatedLineOfOneColour { line },
            TooFewMoves { ply: 1, fewest: 12 },
            TooManyMovesWhilePlacing { ply: 7, placed: 5 },
            PastMoveLimit { ply: 301 },
            ImpossibleRepetition { seen: 4 },
        ];
        for (i, e) in all.iter().enumerate() {
            let at = match e {
                PlayerCount { .. } => 0,
                NoSuchSeat { .. } => 1,
                NoSuchColour { .. } => 2,
                NeutralWithThreePlayers { .. } => 3,
                TooManyBalls { .. } => 4,
                BallBeforeNeutrals { .. } => 5,
                RotationWhilePlacing { .. } => 6,
                RotatedLineNotFull { .. } => 7,
                RotatedLineOfOneColour { .. } => 8,
                TooFewMoves { .. } => 9,
                TooManyMovesWhilePlacing { .. } => 10,
                PastMoveLimit { .. } => 11,
                ImpossibleRepetition { .. } => 12,
            };
            assert_eq!(at, i, "{e:?} is out of place");
        }
        all
    }

    #[test]
    fn every_position_error_has_a_sentence_in_every_language() {
        let texts =
            crate::games::assert_position_errors_translated::<Texts>(&every_position_error());
        assert_eq!(texts.len(), 3 * 13);
        assert_eq!(
            Lang::ALL.map(|lang| Texts::position_error(
                &PositionError::TooFewMoves { ply: 1, fewest: 12 },
                lang
            )),
            [
                "1 move made, but putting these balls into the cube takes at least 12.",
                "1 Zug gemacht, aber um diese Kugeln in den Würfel zu bringen, braucht es mindestens 12.",
                "1 lépés történt, de ezeknek a golyóknak a betolásához legalább 12 kell.",
            ]
        );
    }

    #[test]
    fn sentences_are_filled_in_every_language() {
        let cell = Cell { x: 1, y: 0, z: 2 };
        assert_eq!(
            Lang::ALL.map(|lang| cell_words(cell, lang)),
            [
                "layer 3, row 1, column 2",
                "Ebene 3, Reihe 1, Spalte 2",
                "3. réteg, 1. sor, 2. oszlop",
            ]
        );
        let upright = Line {
            axis: Axis::Z,
            a: 1,
            b: 0,
        };
        let turn = Move::Rotate {
            line: upright,
            towards: End::High,
        };
        // A command begins with a capital letter, in German the line's own.
        assert_eq!(
            Lang::ALL.map(|lang| move_command(&turn, lang)),
            [
                "Turn the upright line at row 1, column 2 upwards",
                "Die senkrechte Linie bei Reihe 1, Spalte 2 nach oben drehen",
                "Forgatás felfelé: függőleges vonal: 1. sor, 2. oszlop",
            ]
        );
        let push = Move::Insert {
            line: Line {
                axis: Axis::Y,
                a: 2,
                b: 0,
            },
            end: End::Low,
        };
        assert_eq!(
            Texts::describe_move(None, &push, &[], Lang::Hu),
            "golyót tolt be hátulról: 1. réteg, 3. oszlop"
        );
        assert_eq!(
            Lang::ALL.map(|lang| crate::tr!(lang, Tx::WonWithSquare, left = 4)),
            [
                "with a square of four, 4 balls still in the supply",
                "mit einem Viererquadrat, 4 Kugeln noch im Vorrat",
                "négyes négyzettel, 4 golyó maradt a készletben",
            ]
        );
    }
}
