//! The Mojave board's words in English, German and Hungarian: fixed strings in one table,
//! sentences about dice, fights and Zugzwang as small functions.

use rules::mojave::{Answer, Cause, Die, End, Error, Event, Mojave, Move, Square, Zugzwang};
use rules::{Game, Seat};

use crate::games::GameTexts;
use crate::i18n::{Lang, T};

crate::texts! {
    /// A fixed string of the Mojave board.
    pub enum Tx {
    OptLength: "Rows on the board",
        "Reihen auf dem Brett",
        "Sorok száma a táblán";
    OptMoveLimit: "Move limit, 0 for none",
        "Zuglimit, 0 für keins",
        "Lépéskorlát, 0: nincs";
    OptFirst: "Who starts",
        "Wer beginnt",
        "Ki kezd";
    FirstRandom: "drawn by lot", "ausgelost", "sorsolással";
    Name: "Würfel-Strategie (Mojave)", "Würfel-Strategie (Mojave)", "Kockastratégia (Mojave)";
    Pitch: "Tip your dice across the desert; where they stop beside enemy dice, the bigger numbers win.",
        "Würfel über das Feld kippen; wo sie neben gegnerischen halten, gewinnen die größeren Zahlen.",
        "Billentsd kockáidat a táblán; ahol ellenséges kocka mellett állnak meg, a nagyobb szám győz.";
    HintPick: "Pick one of your dice: click or tap it, or move the cursor with the arrow keys and press Enter.",
        "Wähle einen deiner Würfel: anklicken oder antippen, oder mit den Pfeiltasten hinfahren und Enter drücken.",
        "Válassz egy kockádat: kattints vagy koppints rá, vagy vidd oda a kurzort a nyilakkal, és nyomj Entert.";
    HintTarget: "Now pick a marked square: its number is the top the die will show there. Esc cancels.",
        "Jetzt ein markiertes Feld wählen: Die Zahl ist die Augenzahl, die der Würfel dort oben zeigt. Esc bricht ab.",
        "Most válassz egy jelölt mezőt: a szám azt mutatja, mennyi lesz ott a kocka tetején. Az Esc megszakítja.";
    CannotMove: "This die has no legal move now.", "Dieser Würfel kann gerade nicht ziehen.", "Ez a kocka most nem léphet.";
    Pass: "Pass (no die can move)", "Passen (kein Würfel kann ziehen)", "Passz (egyik kocka sem léphet)";
    Flip: "Turn", "Drehen", "Forgatás";
    FlipHelp: "Turn the board round (North at the bottom)", "Brett umdrehen (Nord unten)", "Tábla megfordítása (észak alul)";
    BoardHelp: "Arrow keys move the cursor, Enter picks a die or a target square, Escape cancels.",
        "Pfeiltasten bewegen den Cursor, Enter wählt einen Würfel oder ein Zielfeld, Escape bricht ab.",
        "A nyilak mozgatják a kurzort, az Enter kiválaszt egy kockát vagy célmezőt, az Escape megszakítja.";
    Board: "Board", "Brett", "Tábla";
    NoMoveYet: "No move yet.", "Noch kein Zug.", "Még nem volt lépés.";
    Zugzwang: "Zugzwang", "Zugzwang", "Lépéskényszer";
    Or: " or ", " oder ", " vagy ";
    DiceCount: "Dice on the board", "Würfel auf dem Brett", "Kockák a táblán";
    EmptyRun: "A run of the path is empty.", "Ein Abschnitt des Weges ist leer.", "Az út egyik szakasza üres.";
    BackAndForth: "The path may not go back and forth.", "Der Weg darf nicht hin und zurück gehen.", "Az út nem mehet oda-vissza.";
    NotATurn: "A turn must be sideways; write a straight path as one run.", "Eine Wendung geht zur Seite; ein gerader Weg ist ein Abschnitt.", "Fordulni csak oldalra lehet; az egyenes út egy szakasz.";
    LeavesBoard: "The die may not leave the board.", "Der Würfel darf das Brett nicht verlassen.", "A kocka nem hagyhatja el a táblát.";
    PassWithMoves: "You may pass only when none of your dice can move.", "Passen darfst du nur, wenn keiner deiner Würfel ziehen kann.", "Csak akkor passzolhatsz, ha egyik kockád sem léphet.";
    }
}

/// "15 dice" for the players panel.
pub fn dice_count(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En if n == 1 => "1 die".to_string(),
        Lang::En => format!("{n} dice"),
        Lang::De => format!("{n} Würfel"),
        Lang::Hu => format!("{n} kocka"),
    }
}

/// The move limit, when one was agreed.
pub fn move_limit(lang: Lang, played: u32, limit: u32) -> String {
    match lang {
        Lang::En => format!("Move limit: {played} of {limit} moves played"),
        Lang::De => format!("Zuglimit: {played} von {limit} Zügen gespielt"),
        Lang::Hu => format!("Lépéskorlát: {played} / {limit} lépés megtéve"),
    }
}

/// A die with all its faces: what the drawing shows, in words.
pub fn describe_die(lang: Lang, sq: Square, owner: &str, d: Die) -> String {
    let (t, n, s, e, w) = (d.top(), d.north(), d.south(), d.east(), d.west());
    match lang {
        Lang::En => {
            format!("{sq}: die of {owner} — top {t}, north {n}, south {s}, east {e}, west {w}")
        }
        Lang::De => {
            format!("{sq}: Würfel von {owner} — oben {t}, Nord {n}, Süd {s}, Ost {e}, West {w}")
        }
        Lang::Hu => {
            format!("{sq}: {owner} kockája — felül {t}, észak {n}, dél {s}, kelet {e}, nyugat {w}")
        }
    }
}

pub fn empty_square(lang: Lang, sq: Square) -> String {
    format!("{sq}: {}", lang.t(T::Empty))
}

/// How many squares the selected die can reach.
pub fn reachable(lang: Lang, n: usize) -> String {
    match lang {
        Lang::En if n == 1 => "1 square to go to.".to_string(),
        Lang::En => format!("{n} squares to go to."),
        Lang::De if n == 1 => "1 Zielfeld.".to_string(),
        Lang::De => format!("{n} Zielfelder."),
        Lang::Hu => format!("{n} célmező."),
    }
}

/// One way to a square: its path and the top the die shows at the end.
pub fn way(lang: Lang, m: &Move, top: u8) -> String {
    let path = match m {
        Move::Tip { path, .. } => path.to_string(),
        Move::Pass => m.to_string(),
    };
    match lang {
        Lang::En => format!("{path} → top {top}"),
        Lang::De => format!("{path} → oben {top}"),
        Lang::Hu => format!("{path} → felül {top}"),
    }
}

/// A square the selected die can reach, with every way there.
pub fn describe_target(lang: Lang, end: Square, ways: &[(Move, u8)]) -> String {
    let list: Vec<String> = ways.iter().map(|(m, t)| way(lang, m, *t)).collect();
    let list = list.join(", ");
    match lang {
        Lang::En => format!("{end}: reachable — {list}"),
        Lang::De => format!("{end}: erreichbar — {list}"),
        Lang::Hu => format!("{end}: elérhető — {list}"),
    }
}

pub fn choose_path(lang: Lang, end: Square) -> String {
    match lang {
        Lang::En => format!("Several paths lead to {end}. Pick one:"),
        Lang::De => format!("Mehrere Wege führen nach {end}. Wähle einen:"),
        Lang::Hu => format!("Több út vezet ide: {end}. Válassz egyet:"),
    }
}

fn squares(list: &[Square]) -> String {
    list.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line per thing the last move caused, in order; `name` names a seat.
pub fn events(
    lang: Lang,
    mover: Seat,
    events: &[Event],
    name: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    let (p, q) = (name(mover), name(1 - mover));
    let mut lines = Vec::new();
    let mut i = 0;
    while i < events.len() {
        match &events[i] {
            Event::Answered(Answer::Reinforce) => lines.push(match lang {
                Lang::En => format!("{p} answers the Zugzwang with another die: the attacker is outnumbered."),
                Lang::De => format!("{p} beantwortet den Zugzwang mit einem weiteren Würfel: Der Angreifer unterliegt."),
                Lang::Hu => format!("{p} egy másik kockával válaszol a lépéskényszerre: a támadó alulmarad."),
            }),
            Event::Answered(Answer::Withdraw) => lines.push(match lang {
                Lang::En => format!("{p} answers the Zugzwang by moving the attacked die away."),
                Lang::De => format!("{p} beantwortet den Zugzwang und zieht den angegriffenen Würfel weg."),
                Lang::Hu => format!("{p} úgy válaszol a lépéskényszerre, hogy elviszi a megtámadott kockát."),
            }),
            Event::Combat {
                attackers,
                defenders,
                attack,
                defence,
            } => {
                let (a, d) = (squares(attackers), squares(defenders));
                lines.push(match lang {
                    Lang::En => format!("Fight: {p} {attack} ({a}) against {q} {defence} ({d})."),
                    Lang::De => format!("Kampf: {p} {attack} ({a}) gegen {q} {defence} ({d})."),
                    Lang::Hu => format!("Harc: {p} ({a}) összege {attack}, {q} ({d}) összege {defence}."),
                });
            }
            Event::Fell { die, cause, .. } => {
                // Dice of one owner falling for one reason make one line.
                let (owner, cause) = (die.owner(), *cause);
                let mut fallen = Vec::new();
                while let Some(Event::Fell { square, die, cause: c }) = events.get(i) {
                    if die.owner() != owner || *c != cause {
                        break;
                    }
                    fallen.push(*square);
                    i += 1;
                }
                lines.push(fell(lang, &name(owner), &fallen, cause));
                continue;
            }
            // What the Zugzwang asks for is told by [`zugzwang`] while it is pending.
            Event::Zugzwang(_) => lines.push(match lang {
                Lang::En => format!("A tie: {q} is in Zugzwang."),
                Lang::De => format!("Gleichstand: {q} ist im Zugzwang."),
                Lang::Hu => format!("Döntetlen: {q} lépéskényszerbe került."),
            }),
        }
        i += 1;
    }
    lines
}

fn fell(lang: Lang, owner: &str, fallen: &[Square], cause: Cause) -> String {
    let n = fallen.len();
    let list = squares(fallen);
    let why = match (cause, lang) {
        (Cause::Combat, _) => "",
        (Cause::LeftBehind, Lang::En) => " (left behind in Zugzwang)",
        (Cause::LeftBehind, Lang::De) => " (im Zugzwang zurückgelassen)",
        (Cause::LeftBehind, Lang::Hu) => " (lépéskényszerben hátrahagyva)",
        (Cause::NoAnswer, Lang::En) => " (Zugzwang with no answer)",
        (Cause::NoAnswer, Lang::De) => " (Zugzwang ohne Antwort)",
        (Cause::NoAnswer, Lang::Hu) => " (lépéskényszer, nincs válasz)",
    };
    match lang {
        Lang::En if n == 1 => format!("{owner} loses the die on {list}{why}."),
        Lang::En => format!("{owner} loses {n} dice: {list}{why}."),
        Lang::De if n == 1 => format!("{owner} verliert den Würfel auf {list}{why}."),
        Lang::De => format!("{owner} verliert {n} Würfel: {list}{why}."),
        Lang::Hu => format!("{owner} {n} kockát veszít: {list}{why}."),
    }
}

/// What the player in a pending Zugzwang must do.
pub fn zugzwang(lang: Lang, z: &Zugzwang, who: &str) -> String {
    let a = z.attacker;
    let mut options = Vec::new();
    if z.can_reinforce {
        options.push(match lang {
            Lang::En => format!("move another die next to the attacker on {a} (it then falls)"),
            Lang::De => {
                format!("einen anderen Würfel neben den Angreifer auf {a} ziehen (er fällt dann)")
            }
            Lang::Hu => {
                format!("egy másik kockát a(z) {a} mezőn álló támadó mellé lép (a támadó kiesik)")
            }
        });
    }
    if z.can_withdraw {
        let x = squares(&z.attacked);
        options.push(match (lang, z.attacked.len()) {
            (Lang::En, 1) => format!("move the attacked die on {x} away from it"),
            (Lang::En, _) => format!("move one of the attacked dice ({x}) away; the others fall"),
            (Lang::De, 1) => format!("den angegriffenen Würfel auf {x} von ihm wegziehen"),
            (Lang::De, _) => {
                format!("einen der angegriffenen Würfel ({x}) wegziehen; die anderen fallen")
            }
            (Lang::Hu, 1) => format!("elviszi a(z) {x} mezőn megtámadott kockát a támadó mellől"),
            (Lang::Hu, _) => format!("a megtámadott kockák ({x}) egyikét elviszi; a többi kiesik"),
        });
    }
    let options = options.join(lang.t(Tx::Or));
    match lang {
        Lang::En => format!("{who} is in Zugzwang and must {options}."),
        Lang::De => format!("{who} ist im Zugzwang und muss {options}."),
        Lang::Hu => format!("{who} lépéskényszerben van, és ezt kell tennie: {options}."),
    }
}

/// Why the game ended.
pub fn end(lang: Lang, e: End) -> &'static str {
    match (e, lang) {
        (End::NoDiceLeft, Lang::En) => "Game over: a player has no dice left.",
        (End::NoDiceLeft, Lang::De) => "Spielende: Ein Spieler hat keine Würfel mehr.",
        (End::NoDiceLeft, Lang::Hu) => "Vége: az egyik játékosnak nem maradt kockája.",
        (End::TwoPasses, Lang::En) => "Game over: both players passed in a row; more dice wins.",
        (End::TwoPasses, Lang::De) => {
            "Spielende: Beide haben nacheinander gepasst; mehr Würfel gewinnt."
        }
        (End::TwoPasses, Lang::Hu) => {
            "Vége: mindkét játékos egymás után passzolt; a több kocka nyer."
        }
        (End::MoveLimit, Lang::En) => "Game over: the move limit is reached; more dice wins.",
        (End::MoveLimit, Lang::De) => "Spielende: Das Zuglimit ist erreicht; mehr Würfel gewinnt.",
        (End::MoveLimit, Lang::Hu) => "Vége: elfogyott a lépéskorlát; a több kocka nyer.",
        (End::Backstop, Lang::En) => "Game over after 300 moves; more dice wins.",
        (End::Backstop, Lang::De) => "Spielende nach 300 Zügen; mehr Würfel gewinnt.",
        (End::Backstop, Lang::Hu) => "Vége 300 lépés után; a több kocka nyer.",
    }
}

/// The last move in words, from its trail (the squares it went over, with the die on each):
/// "moved the 5 from l18 to e1".
pub fn last_move(lang: Lang, m: &Move, trail: &[(Square, Die)]) -> String {
    let (Move::Tip { from, .. }, Some(&(_, die)), Some(end)) = (m, trail.first(), m.end()) else {
        return lang.t(T::Passed).to_string();
    };
    moved(lang, die.top(), *from, end)
}

/// "moved the 5 from l18 to e1".
fn moved(lang: Lang, top: u8, from: Square, end: Square) -> String {
    match lang {
        Lang::En => format!("moved the {top} from {from} to {end}"),
        Lang::De => format!("zog die {top} von {from} nach {end}"),
        Lang::Hu => format!("a(z) {top}-st lépte: {from} → {end}"),
    }
}

/// The names and sentences the shell asks of Mojave.
pub struct Texts;

impl GameTexts for Texts {
    type Game = Mojave;
    type Tx = Tx;
    const NAME: Tx = Tx::Name;
    const PITCH: Tx = Tx::Pitch;

    /// A seat's dice on the board, for the players panel.
    fn seat_detail(g: &Mojave, seat: Seat, lang: Lang) -> String {
        dice_count(lang, g.dice_count(seat))
    }

    fn result(g: &Mojave, _: &[crate::storage::SeatInfo], lang: Lang) -> Option<String> {
        let dice: Vec<i64> = (0..2).map(|s| g.dice_count(s) as i64).collect();
        let unit = |n: i64| dice_count(lang, n as usize);
        crate::games::margin(g.outcome(), &dice, (&unit, &unit), lang)
    }

    /// The label of a variant option in the new-game dialog.
    fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
        let key = match key {
            "length" => Tx::OptLength,
            "move_limit" => Tx::OptMoveLimit,
            "first" => Tx::OptFirst,
            _ => return None,
        };
        Some(lang.t(key))
    }

    /// Who moves first: "red" and "black" are the seats' colours (their names are shared),
    /// "random" is drawn by lot.
    fn option_value_label(key: &str, value: &str, lang: Lang) -> Option<&'static str> {
        (key == "first" && value == "random").then(|| lang.t(Tx::FirstRandom))
    }

    /// What a move did, in words, for the move list: "moved the 4 from c3 to e5, took 2 dice".
    /// `before` is the position the move was played in.
    /// A move in words from the position before it when known (online, the moves made before
    /// the page opened are not), else from the squares alone.
    fn describe_move(
        before: Option<&Mojave>,
        mv: &Move,
        _: &[crate::storage::SeatInfo],
        lang: Lang,
    ) -> String {
        let Move::Tip { from, .. } = mv else {
            return lang.t(T::Passed).to_string();
        };
        let Some(end) = mv.end() else {
            return mv.to_string();
        };
        let Some((before, die)) = before.and_then(|b| Some((b, b.die_at(*from)?))) else {
            return match lang {
                Lang::En => format!("moved a die from {from} to {end}"),
                Lang::De => format!("zog einen Würfel von {from} nach {end}"),
                Lang::Hu => format!("kockát lépett: {from} → {end}"),
            };
        };
        let (top, owner) = (die.top(), die.owner());
        let mut lines = vec![moved(lang, top, *from, end)];
        let mut after = before.clone();
        if after.play(mv).is_ok() {
            let lost = |s: Seat| before.dice_count(s).saturating_sub(after.dice_count(s));
            let (took, gave) = (lost(1 - owner), lost(owner));
            if took > 0 {
                lines.push(match lang {
                    Lang::En => format!("took {}", dice_count(lang, took)),
                    Lang::De => format!("schlug {}", dice_count(lang, took)),
                    Lang::Hu => format!("{} kockát ütött", took),
                });
            }
            if gave > 0 {
                lines.push(match lang {
                    Lang::En => format!("lost {}", dice_count(lang, gave)),
                    Lang::De => format!("verlor {}", dice_count(lang, gave)),
                    Lang::Hu => format!("{} kockát vesztett", gave),
                });
            }
        }
        lines.join(", ")
    }

    /// A rules error in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::NotOnBoard(s) => not_on_board(lang, *s),
            Error::NoDie(s) => no_die(lang, *s),
            Error::NotYourDie(s) => not_your_die(lang, *s),
            Error::EmptyRun => lang.t(Tx::EmptyRun).into(),
            Error::BackAndForth => lang.t(Tx::BackAndForth).into(),
            Error::NotATurn => lang.t(Tx::NotATurn).into(),
            Error::WrongDistance { top, distance } => wrong_distance(lang, *top, *distance),
            Error::LeavesBoard => lang.t(Tx::LeavesBoard).into(),
            Error::Blocked(s) => blocked(lang, *s),
            Error::PassWithMoves => lang.t(Tx::PassWithMoves).into(),
            Error::ZugzwangIgnored { attacker } => zugzwang_ignored(lang, *attacker),
            Error::NotAway { attacker } => not_away(lang, *attacker),
        }
    }
}

fn not_on_board(lang: Lang, s: Square) -> String {
    match lang {
        Lang::En => format!("{s} is not on the board."),
        Lang::De => format!("{s} liegt nicht auf dem Brett."),
        Lang::Hu => format!("{s} nincs a táblán."),
    }
}

fn no_die(lang: Lang, s: Square) -> String {
    match lang {
        Lang::En => format!("There is no die on {s}."),
        Lang::De => format!("Auf {s} steht kein Würfel."),
        Lang::Hu => format!("{s}: ezen a mezőn nincs kocka."),
    }
}

fn not_your_die(lang: Lang, s: Square) -> String {
    match lang {
        Lang::En => format!("The die on {s} is not yours."),
        Lang::De => format!("Der Würfel auf {s} gehört dir nicht."),
        Lang::Hu => format!("{s}: ez a kocka nem a tiéd."),
    }
}

fn wrong_distance(lang: Lang, top: u8, distance: u32) -> String {
    match lang {
        Lang::En => {
            format!("The die shows {top}, so it must tip exactly {top} squares, not {distance}.")
        }
        Lang::De => {
            format!("Der Würfel zeigt {top}, also kippt er genau {top} Felder, nicht {distance}.")
        }
        Lang::Hu => {
            format!("A kocka {top}-t mutat, ezért pontosan {top} mezőt billen, nem {distance}-t.")
        }
    }
}

fn blocked(lang: Lang, s: Square) -> String {
    match lang {
        Lang::En => format!("The path runs into the die on {s}."),
        Lang::De => format!("Der Weg stößt auf den Würfel auf {s}."),
        Lang::Hu => format!("Az út beleütközik a(z) {s} mezőn álló kockába."),
    }
}

fn zugzwang_ignored(lang: Lang, a: Square) -> String {
    match lang {
        Lang::En => format!(
            "Zugzwang: move a die next to the attacker on {a}, or an attacked die away."
        ),
        Lang::De => format!(
            "Zugzwang: Zieh einen Würfel neben den Angreifer auf {a} oder einen angegriffenen weg."
        ),
        Lang::Hu => format!(
            "Lépéskényszer: lépj egy kockával a(z) {a} mezőn álló támadó mellé, vagy vidd el a megtámadottat."
        ),
    }
}

fn not_away(lang: Lang, a: Square) -> String {
    match lang {
        Lang::En => format!("Zugzwang: the attacked die must end away from the attacker on {a}."),
        Lang::De => format!("Zugzwang: Der angegriffene Würfel muss weg vom Angreifer auf {a}."),
        Lang::Hu => format!(
            "Lépéskényszer: a megtámadott kockának el kell kerülnie a(z) {a} mezőn álló támadó mellől."
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;
    use rules::Setup;

    fn play(moves: &[&str]) -> Mojave {
        let mut g = Mojave::new(&Setup::players(2), 1).expect("default setup");
        for m in moves {
            g.play(&m.parse().expect("notation")).expect("legal");
        }
        g
    }

    fn name(s: Seat) -> String {
        ["Anna", "Bela"][s].to_string()
    }

    #[test]
    fn every_text_is_there_in_every_language() {
        crate::i18n::assert_complete::<Tx>();
        for lang in Lang::ALL {
            for key in ["length", "move_limit", "first"] {
                assert!(Texts::option_label(key, lang).is_some());
            }
        }
        assert_eq!(Texts::option_label("colour", Lang::En), None);
    }

    #[test]
    fn a_capture_names_the_fight_and_the_fallen_die() {
        let g = play(&["i4:n1", "e17:w1", "i5:n1e4", "k17:s1", "m6:n4w2", "k16:s5"]);
        let lines = events(Lang::En, 1, g.last_events(), &name);
        assert_eq!(
            lines,
            [
                "Fight: Bela 6 (k11) against Anna 1 (k10).",
                "Anna loses the die on k10."
            ]
        );
        for lang in Lang::ALL {
            assert_eq!(events(lang, 1, g.last_events(), &name).len(), 2);
        }
    }

    #[test]
    fn a_zugzwang_says_what_the_player_may_do() {
        let g = play(&["o4:n1", "l18:w1", "o5:n5", "k18:e1s4", "o10:n6"]);
        let z = g.zugzwang().expect("a tie on o17");
        let lines = events(Lang::En, 0, g.last_events(), &name);
        assert_eq!(
            lines.last().map(String::as_str),
            Some("A tie: Bela is in Zugzwang.")
        );
        assert_eq!(
            zugzwang(Lang::En, z, "Bela"),
            "Bela is in Zugzwang and must move the attacked die on o17 away from it."
        );
        for lang in [Lang::De, Lang::Hu] {
            assert!(zugzwang(lang, z, "Bela").contains("o17"));
        }
    }

    #[test]
    fn dice_are_counted_in_words() {
        assert_eq!(dice_count(Lang::En, 1), "1 die");
        assert_eq!(dice_count(Lang::En, 15), "15 dice");
        assert_eq!(dice_count(Lang::De, 15), "15 Würfel");
        assert_eq!(dice_count(Lang::Hu, 15), "15 kocka");
    }

    #[test]
    fn a_move_is_described_with_what_it_took() {
        let before = play(&["i4:n1", "e17:w1", "i5:n1e4", "k17:s1", "m6:n4w2"]);
        let mv: Move = "k16:s5".parse().expect("notation");
        let top = before
            .die_at(Square::new(10, 15))
            .expect("die on k16")
            .top();
        assert_eq!(
            Texts::describe_move(Some(&before), &mv, &[], Lang::En),
            format!("moved the {top} from k16 to k11, took 1 die")
        );
        assert!(Texts::describe_move(Some(&before), &mv, &[], Lang::De).contains("schlug 1 Würfel"));
        assert!(Texts::describe_move(Some(&before), &mv, &[], Lang::Hu).contains("1 kockát ütött"));
        let start = play(&[]);
        let quiet: Move = "i4:n1".parse().expect("notation");
        assert_eq!(
            Texts::describe_move(Some(&start), &quiet, &[], Lang::En),
            "moved the 1 from i4 to i5"
        );
        assert_eq!(
            Texts::describe_move(Some(&start), &Move::Pass, &[], Lang::De),
            "passte"
        );
    }

    #[test]
    fn every_rules_error_has_a_text_in_every_language() {
        let s = Square::new(2, 2);
        let all = [
            Error::GameOver,
            Error::NotOnBoard(s),
            Error::NoDie(s),
            Error::NotYourDie(s),
            Error::EmptyRun,
            Error::BackAndForth,
            Error::NotATurn,
            Error::WrongDistance {
                top: 3,
                distance: 2,
            },
            Error::LeavesBoard,
            Error::Blocked(s),
            Error::PassWithMoves,
            Error::ZugzwangIgnored { attacker: s },
            Error::NotAway { attacker: s },
        ];
        crate::games::assert_errors_translated::<Texts>(&all);
        assert_eq!(
            Texts::error_text(&Error::NoDie(s), Lang::En),
            "There is no die on c3."
        );
    }
}
