//! The drawing tool's words.

use rules::drawing::{Colour, Mark};

use crate::i18n::Lang;

crate::texts! {
    /// A fixed string of the drawing tool.
    pub enum Dr {
    Heading: "Draw", "Zeichnen", "Rajzolás";
    Draw: "Draw on the board", "Auf das Brett zeichnen", "Rajzolás a táblára";
    Places: "Places to draw on", "Felder zum Zeichnen", "Helyek a rajzhoz";
    Place: "Draw at {place}", "Bei {place} zeichnen", "Rajz ide: {place}";
    NoPicture: "This view of the board cannot be drawn as a picture; turn back to the board's main view to download it.",
        "Diese Ansicht des Bretts lässt sich nicht als Bild speichern; kehre zur Hauptansicht des Bretts zurück, um es herunterzuladen.",
        "A tábla ezen nézete nem menthető képként; a letöltéshez válts vissza a tábla fő nézetére.";
    Hint: "Press a place, then another for an arrow, or the same place again for a mark. With a mouse you can also drag from place to place. Escape forgets the first press.",
        "Drücke auf ein Feld, dann auf ein anderes für einen Pfeil oder noch einmal auf dasselbe für eine Markierung. Mit der Maus kannst du auch von Feld zu Feld ziehen. Escape vergisst den ersten Druck.",
        "Nyomj egy helyre, majd egy másikra a nyílhoz, vagy ugyanarra még egyszer a jelöléshez. Egérrel helyről helyre húzva is rajzolhatsz. Az Escape elfelejti az első nyomást.";
    From: "Arrow from {place}: press where it ends, or {place} again for a mark.",
        "Pfeil von {place}: Drücke, wo er endet, oder noch einmal {place} für eine Markierung.",
        "Nyíl innen: {place}. Nyomj oda, ahol végződik, vagy újra a(z) {place} helyre a jelöléshez.";
    Colour: "Colour", "Farbe", "Szín";
    Green: "green", "grün", "zöld";
    Red: "red", "rot", "piros";
    Blue: "blue", "blau", "kék";
    Yellow: "yellow", "gelb", "sárga";
    MarkKind: "Mark", "Markierung", "Jelölés";
    Circle: "circle", "Kreis", "kör";
    Highlight: "highlight", "Hervorhebung", "kiemelés";
    Drawn: "Drawn", "Gezeichnet", "Megrajzolva";
    Nothing: "Nothing is drawn yet.", "Noch ist nichts gezeichnet.", "Még nincs rajz.";
    ArrowSays: "{colour} arrow from {from} to {to}", "{colour}er Pfeil von {from} nach {to}", "{colour} nyíl: {from} → {to}";
    MarkSays: "{colour} {mark} on {place}", "{colour}: {mark} auf {place}", "{colour} {mark}: {place}";
    RubOut: "Rub out", "Wegwischen", "Törlés";
    Clear: "Rub out the whole drawing", "Die ganze Zeichnung wegwischen", "Az egész rajz törlése";
    Full: "The drawing is full: at most {n} shapes. Rub one out first.",
        "Die Zeichnung ist voll: höchstens {n} Formen. Wische zuerst eine weg.",
        "A rajz megtelt: legfeljebb {n} alakzat lehet. Előbb törölj egyet.";
    Download: "Download as a picture (SVG)", "Als Bild herunterladen (SVG)", "Letöltés képként (SVG)";
    BadLink: "The drawing in this link cannot be read; the drawing kept here stays. {why}",
        "Die Zeichnung in diesem Link ist nicht lesbar; die hier gespeicherte bleibt. {why}",
        "A hivatkozásban lévő rajz nem olvasható; az itt tárolt rajz megmarad. {why}";
    }
}

/// A colour's name.
pub fn colour_name(c: Colour, lang: Lang) -> &'static str {
    lang.t(match c {
        Colour::Green => Dr::Green,
        Colour::Red => Dr::Red,
        Colour::Blue => Dr::Blue,
        Colour::Yellow => Dr::Yellow,
    })
}

/// A mark's name.
pub fn mark_name(m: Mark, lang: Lang) -> &'static str {
    lang.t(match m {
        Mark::Circle => Dr::Circle,
        Mark::Highlight => Dr::Highlight,
    })
}
