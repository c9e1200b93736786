//! The Mojave board's words in English, German and Hungarian, all in one table; the
//! sentences about dice, fights and Zugzwang are its rows with placeholders, filled by
//! small functions.

use rules::mojave::position::PositionError;
use rules::mojave::{
    Answer, Cause, Die, End, Error, Event, Mojave, Move, Square, Zugzwang, BACKSTOP,
    DICE_PER_PLAYER, MAX_LENGTH, MIN_LENGTH,
};
use rules::{Game, Seat};

use crate::games::{hu_numbered, pass_words, GameTexts, HuCase, Mood};
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
    NoDieHere: "{square}: none of your dice is here. Pick one of yours first.",
        "{square}: Hier steht keiner deiner Würfel. Wähle zuerst einen eigenen.",
        "{square}: itt nincs kockád. Előbb válassz egyet a sajátjaid közül.";
    CannotReach: "The die on {from} cannot go to {to}; it is no longer chosen.",
        "Der Würfel auf {from} kann nicht nach {to}; er ist nicht mehr gewählt.",
        "A(z) {from} mezőn álló kocka nem mehet ide: {to}; már nincs kiválasztva.";
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
    Dice: "{n} die|{n} dice", "{n} Würfel", "{n} kocka";
    MoveLimit: "Move limit: {played} of {limit} moves played",
        "Zuglimit: {played} von {limit} Zügen gespielt",
        "Lépéskorlát: {played} / {limit} lépés megtéve";
    DieFaces: "{square}: die of {owner} — top {top}, north {north}, south {south}, east {east}, west {west}",
        "{square}: Würfel von {owner} — oben {top}, Nord {north}, Süd {south}, Ost {east}, West {west}",
        "{square}: {owner} kockája — felül {top}, észak {north}, dél {south}, kelet {east}, nyugat {west}";
    Reachable: "{n} square to go to: {squares}.|{n} squares to go to: {squares}.", "{n} Zielfeld: {squares}.|{n} Zielfelder: {squares}.", "{n} célmező: {squares}.";
    Way: "{path} → top {top}", "{path} → oben {top}", "{path} → felül {top}";
    Target: "{square}: reachable — {ways}", "{square}: erreichbar — {ways}", "{square}: elérhető — {ways}";
    ChoosePath: "Several paths lead to {square}. Pick one:",
        "Mehrere Wege führen nach {square}. Wähle einen:",
        "Több út vezet ide: {square}. Válassz egyet:";
    AnsweredReinforce: "{name} answers the Zugzwang with another die: the attacker is outnumbered.",
        "{name} beantwortet den Zugzwang mit einem weiteren Würfel: Der Angreifer unterliegt.",
        "{name} egy másik kockával válaszol a lépéskényszerre: a támadó alulmarad.";
    AnsweredWithdraw: "{name} answers the Zugzwang by moving the attacked die away.",
        "{name} beantwortet den Zugzwang und zieht den angegriffenen Würfel weg.",
        "{name} úgy válaszol a lépéskényszerre, hogy elviszi a megtámadott kockát.";
    Fight: "Fight: {attacker} {attack} ({attack_squares}) against {defender} {defence} ({defence_squares}).",
        "Kampf: {attacker} {attack} ({attack_squares}) gegen {defender} {defence} ({defence_squares}).",
        "Harc: {attacker} ({attack_squares}) összege {attack}, {defender} ({defence_squares}) összege {defence}.";
    Tie: "A tie: {name} is in Zugzwang.", "Gleichstand: {name} ist im Zugzwang.", "Döntetlen: {name} lépéskényszerbe került.";
    Fell: "{owner} loses the die on {squares}{why}.|{owner} loses {n} dice: {squares}{why}.",
        "{owner} verliert den Würfel auf {squares}{why}.|{owner} verliert {n} Würfel: {squares}{why}.",
        "{owner} {n} kockát veszít: {squares}{why}.";
    FellLeftBehind: " (left behind in Zugzwang)", " (im Zugzwang zurückgelassen)", " (lépéskényszerben hátrahagyva)";
    FellNoAnswer: " (Zugzwang with no answer)", " (Zugzwang ohne Antwort)", " (lépéskényszer, nincs válasz)";
    MustReinforce: "move another die next to the attacker on {attacker} (it then falls)",
        "einen anderen Würfel neben den Angreifer auf {attacker} ziehen (er fällt dann)",
        "egy másik kockát a(z) {attacker} mezőn álló támadó mellé lép (a támadó kiesik)";
    MustWithdrawOne: "move the attacked die on {attacked} away from it",
        "den angegriffenen Würfel auf {attacked} von ihm wegziehen",
        "elviszi a(z) {attacked} mezőn megtámadott kockát a támadó mellől";
    MustWithdrawOneOf: "move one of the attacked dice ({attacked}) away; the others fall",
        "einen der angegriffenen Würfel ({attacked}) wegziehen; die anderen fallen",
        "a megtámadott kockák ({attacked}) egyikét elviszi; a többi kiesik";
    InZugzwang: "{name} is in Zugzwang and must {options}.",
        "{name} ist im Zugzwang und muss {options}.",
        "{name} lépéskényszerben van, és ezt kell tennie: {options}.";
    EndNoDiceLeft: "Game over: a player has no dice left.",
        "Spielende: Ein Spieler hat keine Würfel mehr.",
        "Vége: az egyik játékosnak nem maradt kockája.";
    EndTwoPasses: "Game over: both players passed in a row; more dice wins.",
        "Spielende: Beide haben nacheinander gepasst; mehr Würfel gewinnt.",
        "Vége: mindkét játékos egymás után passzolt; a több kocka nyer.";
    EndMoveLimit: "Game over: the move limit is reached; more dice wins.",
        "Spielende: Das Zuglimit ist erreicht; mehr Würfel gewinnt.",
        "Vége: elfogyott a lépéskorlát; a több kocka nyer.";
    EndBackstop: "Game over after 300 moves; more dice wins.",
        "Spielende nach 300 Zügen; mehr Würfel gewinnt.",
        "Vége 300 lépés után; a több kocka nyer.";
    // `{top}` is the die by the number on top: "1" in English and German, "az 1-essel" in
    // Hungarian (`die_by_top`).
    Moved: "moved the {top} from {from} to {to}", "zog die {top} von {from} nach {to}", "{top} lépett: {from} → {to}";
    MoveThe: "move the {top} from {from} to {to}", "Ziehe die {top} von {from} nach {to}", "Lépj {top}: {from} → {to}";
    MovedADie: "moved a die from {from} to {to}", "zog einen Würfel von {from} nach {to}", "egy kockával lépett: {from} → {to}";
    MoveADie: "move a die from {from} to {to}", "Ziehe einen Würfel von {from} nach {to}", "Lépj egy kockával: {from} → {to}";
    Took: "took {n} die|took {n} dice", "schlug {n} Würfel", "{n} kockát ütött";
    Taking: "taking {n} die|taking {n} dice", "damit schlägst du {n} Würfel", "így {n} kockát ütsz";
    Lost: "lost {n} die|lost {n} dice", "verlor {n} Würfel", "{n} kockát vesztett";
    Losing: "losing {n} die|losing {n} dice", "dabei verlierst du {n} Würfel", "{n} kockát veszítesz";
    NotOnBoard: "{square} is not on the board.", "{square} liegt nicht auf dem Brett.", "{square} nincs a táblán.";
    NoDie: "There is no die on {square}.", "Auf {square} steht kein Würfel.", "{square}: ezen a mezőn nincs kocka.";
    NotYourDie: "The die on {square} is not yours.", "Der Würfel auf {square} gehört dir nicht.", "{square}: ez a kocka nem a tiéd.";
    WrongDistance: "The die shows {top}, so it must tip exactly {top} squares, not {distance}.",
        "Der Würfel zeigt {top}, also kippt er genau {top} Felder, nicht {distance}.",
        "A kocka tetején {top} áll, ezért pontosan {top} mezőt billen, nem {distance} mezőt.";
    Blocked: "The path runs into the die on {square}.", "Der Weg stößt auf den Würfel auf {square}.", "Az út beleütközik a(z) {square} mezőn álló kockába.";
    ZugzwangIgnored: "Zugzwang: move a die next to the attacker on {attacker}, or an attacked die away.",
        "Zugzwang: Zieh einen Würfel neben den Angreifer auf {attacker} oder einen angegriffenen weg.",
        "Lépéskényszer: lépj egy kockával a(z) {attacker} mezőn álló támadó mellé, vagy vidd el a megtámadottat.";
    NotAway: "Zugzwang: the attacked die must end away from the attacker on {attacker}.",
        "Zugzwang: Der angegriffene Würfel muss weg vom Angreifer auf {attacker}.",
        "Lépéskényszer: a megtámadott kockának el kell kerülnie a(z) {attacker} mezőn álló támadó mellől.";
    }
}

crate::texts! {
    /// What an edited position breaks, in a table of its own: only a program that opens
    /// positions (the `positions` feature) carries these words.
    pub enum Px {
    // What an edited position breaks (`position_error`); `{owner}` and `{seat}` are players'
    // names.
    BoardLength: "A board is {fewest} to {most} rows long, not {length}.",
        "Ein Brett ist {fewest} bis {most} Reihen lang, nicht {length}.",
        "A tábla {fewest}–{most} sor hosszú lehet, {length} nem.";
    TwoDice: "{square} holds two dice, but a square holds one.",
        "Auf {square} stehen zwei Würfel, aber ein Feld trägt nur einen.",
        "{square}: két kocka áll ezen a mezőn, pedig egy mezőre csak egy fér.";
    NoSuchOwner: "{square}: a die of {owner}, but only Red and Black play.",
        "{square}: ein Würfel von {owner}, aber nur Rot und Schwarz spielen.",
        "{square}: {owner} kockája, de csak a piros és a fekete játszik.";
    ImpossibleDie: "{square}: no die shows {top} on top and {north} to the north (opposite faces add up to 7).",
        "{square}: Kein Würfel zeigt oben {top} und nach Norden {north} (gegenüberliegende Seiten ergeben zusammen 7).",
        "{square}: nincs olyan kocka, amelynek a teteje {top}, az északi oldala {north} (a szemközti oldalak összege 7).";
    TooManyDice: "{square}: with this die {owner} has more than {most} dice.",
        "{square}: Mit diesem Würfel hat {owner} mehr als {most} Würfel.",
        "{square}: ezzel a kockával {owner} kockáinak száma több, mint {most}.";
    NoSuchSeat: "{seat} is to move, but only Red and Black play.",
        "{seat} ist am Zug, aber nur Rot und Schwarz spielen.",
        "{seat} következne, de csak a piros és a fekete játszik.";
    PastBackstop: "{moves} moves played, but the game ends after {most}.",
        "{moves} Züge gespielt, aber das Spiel endet nach {most}.",
        "{moves} lépés történt, de a játék {most} lépés után véget ér.";
    MoveLimitTooHigh: "A move limit is at most {most}, not {limit}.",
        "Ein Zuglimit ist höchstens {most}, nicht {limit}.",
        "A lépéskorlát legfeljebb {most} lehet, {limit} nem.";
    PastMoveLimit: "{moves} moves played, but the game ended at its limit of {limit}.",
        "{moves} Züge gespielt, aber das Spiel endete schon an seinem Limit von {limit}.",
        "{moves} lépés történt, de a játék már véget ért a(z) {limit} lépéses korlátnál.";
    TooManyPasses: "{passes} passes in a row, but two in a row end the game.",
        "{passes}-mal in Folge gepasst, aber zweimal in Folge beendet das Spiel.",
        "{passes} passz egymás után, pedig már két egymást követő passz véget vet a játéknak.";
    MorePassesThanMoves: "More passes in a row ({passes}) than moves played ({moves}).",
        "Mehr Passen in Folge ({passes}) als gespielte Züge ({moves}).",
        "Több az egymás utáni passz ({passes}), mint a megtett lépés ({moves}).";
    ZugzwangAfterTheEnd: "{attacker}: a Zugzwang, but the game is over.",
        "{attacker}: ein Zugzwang, aber das Spiel ist vorbei.",
        "{attacker}: lépéskényszer, pedig a játék véget ért.";
    ZugzwangWithoutATip: "{attacker}: a Zugzwang comes only right after a die tipped, not after a pass or at the start.",
        "{attacker}: Ein Zugzwang folgt nur auf das Kippen eines Würfels, nicht auf ein Passen oder den Anfang.",
        "{attacker}: lépéskényszer csak kockabillentés után jöhet, passz után vagy a kezdéskor nem.";
    AttackerNotAnEnemy: "{square}: the attacker must be a die of the player who just moved.",
        "{square}: Der Angreifer muss ein Würfel dessen sein, der eben gezogen hat.",
        "{square}: a támadónak az imént lépett játékos kockájának kell lennie.";
    AttackedNotOwn: "{square}: an attacked die must belong to the player to move.",
        "{square}: Ein angegriffener Würfel muss dem gehören, der am Zug ist.",
        "{square}: a megtámadott kockának a soron következő játékosé kell lennie.";
    AttackedNotTheNeighbours: "{attacker}: the attacked dice are all the dice of the player to move beside the attacker, one to three of them.",
        "{attacker}: Angegriffen sind alle Würfel dessen, der am Zug ist, die neben dem Angreifer stehen – einer bis drei.",
        "{attacker}: a megtámadott kockák a soron következő játékosnak a támadó mellett álló összes kockái, egytől háromig.";
    NotATie: "{attacker}: the fight is no tie, so there is no Zugzwang.",
        "{attacker}: Der Kampf ist kein Gleichstand, also gibt es keinen Zugzwang.",
        "{attacker}: a harc nem döntetlen, így nincs lépéskényszer.";
    ZugzwangWithoutAnswer: "{attacker}: this Zugzwang has no answer, and one without an answer is settled at once.",
        "{attacker}: Dieser Zugzwang hat keine Antwort, und ein solcher wird sofort entschieden.",
        "{attacker}: erre a lépéskényszerre nincs válasz, az ilyen pedig azonnal eldől.";
    }
}

/// "15 dice" for the players panel.
pub fn dice_count(lang: Lang, n: usize) -> String {
    crate::trn!(lang, Tx::Dice, n = n)
}

/// The move limit, when one was agreed.
pub fn move_limit(lang: Lang, played: u32, limit: u32) -> String {
    crate::tr!(lang, Tx::MoveLimit, played = played, limit = limit)
}

/// A die with all its faces: what the drawing shows, in words.
pub fn describe_die(lang: Lang, sq: Square, owner: &str, d: Die) -> String {
    crate::tr!(
        lang,
        Tx::DieFaces,
        square = sq,
        owner = owner,
        top = d.top(),
        north = d.north(),
        south = d.south(),
        east = d.east(),
        west = d.west()
    )
}

/// Why a click or Enter did nothing.
pub fn missed(lang: Lang, miss: super::play::Miss) -> String {
    use super::play::Miss;
    match miss {
        Miss::NoDie(sq) => crate::tr!(lang, Tx::NoDieHere, square = sq),
        Miss::CannotReach { from, to } => crate::tr!(lang, Tx::CannotReach, from = from, to = to),
    }
}

pub fn empty_square(lang: Lang, sq: Square) -> String {
    format!("{sq}: {}", lang.t(T::Empty))
}

/// The squares the selected die can reach, how many and which.
pub fn reachable(lang: Lang, squares: &[Square]) -> String {
    let list = squares
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    crate::trn!(lang, Tx::Reachable, n = squares.len(), squares = list)
}

/// One way to a square: its path and the top the die shows at the end.
pub fn way(lang: Lang, m: &Move, top: u8) -> String {
    let path = match m {
        Move::Tip { path, .. } => path.to_string(),
        Move::Pass => m.to_string(),
    };
    crate::tr!(lang, Tx::Way, path = path, top = top)
}

/// A square the selected die can reach, with every way there.
pub fn describe_target(lang: Lang, end: Square, ways: &[(Move, u8)]) -> String {
    let list: Vec<String> = ways.iter().map(|(m, t)| way(lang, m, *t)).collect();
    crate::tr!(lang, Tx::Target, square = end, ways = list.join(", "))
}

pub fn choose_path(lang: Lang, end: Square) -> String {
    crate::tr!(lang, Tx::ChoosePath, square = end)
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
            Event::Answered(Answer::Reinforce) => {
                lines.push(crate::tr!(lang, Tx::AnsweredReinforce, name = p))
            }
            Event::Answered(Answer::Withdraw) => {
                lines.push(crate::tr!(lang, Tx::AnsweredWithdraw, name = p))
            }
            Event::Combat {
                attackers,
                defenders,
                attack,
                defence,
            } => lines.push(crate::tr!(
                lang,
                Tx::Fight,
                attacker = p,
                attack = attack,
                attack_squares = squares(attackers),
                defender = q,
                defence = defence,
                defence_squares = squares(defenders)
            )),
            Event::Fell { die, cause, .. } => {
                // Dice of one owner falling for one reason make one line.
                let (owner, cause) = (die.owner(), *cause);
                let mut fallen = Vec::new();
                while let Some(Event::Fell {
                    square,
                    die,
                    cause: c,
                }) = events.get(i)
                {
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
            Event::Zugzwang(_) => lines.push(crate::tr!(lang, Tx::Tie, name = q)),
        }
        i += 1;
    }
    lines
}

fn fell(lang: Lang, owner: &str, fallen: &[Square], cause: Cause) -> String {
    let why = match cause {
        Cause::Combat => "",
        Cause::LeftBehind => lang.t(Tx::FellLeftBehind),
        Cause::NoAnswer => lang.t(Tx::FellNoAnswer),
    };
    crate::trn!(
        lang,
        Tx::Fell,
        n = fallen.len(),
        owner = owner,
        squares = squares(fallen),
        why = why
    )
}

/// What the player in a pending Zugzwang must do.
pub fn zugzwang(lang: Lang, z: &Zugzwang, who: &str) -> String {
    let mut options = Vec::new();
    if z.can_reinforce {
        options.push(crate::tr!(lang, Tx::MustReinforce, attacker = z.attacker));
    }
    if z.can_withdraw {
        let key = if z.attacked.len() == 1 {
            Tx::MustWithdrawOne
        } else {
            Tx::MustWithdrawOneOf
        };
        options.push(crate::tr!(lang, key, attacked = squares(&z.attacked)));
    }
    let options = options.join(lang.t(Tx::Or));
    crate::tr!(lang, Tx::InZugzwang, name = who, options = options)
}

/// Why the game ended.
pub fn end(lang: Lang, e: End) -> &'static str {
    lang.t(match e {
        End::NoDiceLeft => Tx::EndNoDiceLeft,
        End::TwoPasses => Tx::EndTwoPasses,
        End::MoveLimit => Tx::EndMoveLimit,
        End::Backstop => Tx::EndBackstop,
    })
}

/// The last move in words, from its trail (the squares it went over, with the die on each):
/// "moved the 5 from l18 to e1".
pub fn last_move(lang: Lang, m: &Move, trail: &[(Square, Die)]) -> String {
    let (Move::Tip { from, .. }, Some(&(_, die)), Some(end)) = (m, trail.first(), m.end()) else {
        return lang.t(T::Passed).to_string();
    };
    moved(lang, Mood::Done, die.top(), *from, end)
}

/// "moved the 5 from l18 to e1", or as a suggestion "move the 5 from l18 to e1".
fn moved(lang: Lang, mood: Mood, top: u8, from: Square, end: Square) -> String {
    let key = mood.pick(Tx::Moved, Tx::MoveThe);
    crate::tr!(
        lang,
        key,
        top = die_by_top(lang, top),
        from = from,
        to = end
    )
}

/// A die by the number on its top, as the move sentences put it: "5", and in Hungarian,
/// which says "with the 5" with the article and ending the number takes, "az 5-össel".
fn die_by_top(lang: Lang, top: u8) -> String {
    match lang {
        Lang::Hu => hu_numbered(top.into(), HuCase::With),
        _ => top.to_string(),
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
    fn say_move(
        before: Option<&Mojave>,
        mv: &Move,
        _: &[crate::storage::SeatInfo],
        mood: Mood,
        lang: Lang,
    ) -> String {
        let Move::Tip { from, .. } = mv else {
            return pass_words(mood, lang).to_string();
        };
        let Some(end) = mv.end() else {
            return mv.to_string();
        };
        let Some((before, die)) = before.and_then(|b| Some((b, b.die_at(*from)?))) else {
            let key = mood.pick(Tx::MovedADie, Tx::MoveADie);
            return crate::tr!(lang, key, from = from, to = end);
        };
        let (top, owner) = (die.top(), die.owner());
        let mut lines = vec![moved(lang, mood, top, *from, end)];
        let mut after = before.clone();
        if after.play(mv).is_ok() {
            let lost = |s: Seat| before.dice_count(s).saturating_sub(after.dice_count(s));
            let (took, gave) = (lost(1 - owner), lost(owner));
            if took > 0 {
                lines.push(crate::trn!(lang, mood.pick(Tx::Took, Tx::Taking), n = took));
            }
            if gave > 0 {
                lines.push(crate::trn!(lang, mood.pick(Tx::Lost, Tx::Losing), n = gave));
            }
        }
        lines.join(", ")
    }

    /// A rules error in the player's language.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::NotOnBoard(s) => crate::tr!(lang, Tx::NotOnBoard, square = s),
            Error::NoDie(s) => crate::tr!(lang, Tx::NoDie, square = s),
            Error::NotYourDie(s) => crate::tr!(lang, Tx::NotYourDie, square = s),
            Error::EmptyRun => lang.t(Tx::EmptyRun).into(),
            Error::BackAndForth => lang.t(Tx::BackAndForth).into(),
            Error::NotATurn => lang.t(Tx::NotATurn).into(),
            Error::WrongDistance { top, distance } => {
                crate::tr!(lang, Tx::WrongDistance, top = top, distance = distance)
            }
            Error::LeavesBoard => lang.t(Tx::LeavesBoard).into(),
            Error::Blocked(s) => crate::tr!(lang, Tx::Blocked, square = s),
            Error::PassWithMoves => lang.t(Tx::PassWithMoves).into(),
            Error::ZugzwangIgnored { attacker } => {
                crate::tr!(lang, Tx::ZugzwangIgnored, attacker = attacker)
            }
            Error::NotAway { attacker } => crate::tr!(lang, Tx::NotAway, attacker = attacker),
        }
    }

    /// What an edited position breaks, its squares as the board names them.
    fn position_error(err: &PositionError, lang: Lang) -> String {
        use PositionError::*;
        let name = |s: &Seat| lang.seat_name(*s);
        match err {
            BoardLength { length } => crate::tr!(
                lang,
                Px::BoardLength,
                fewest = MIN_LENGTH,
                most = MAX_LENGTH,
                length = length
            ),
            // The same words as the rule's: a square beyond the board is one either way.
            OffTheBoard { square } => crate::tr!(lang, Tx::NotOnBoard, square = square),
            TwoDiceOnOneSquare { square } => crate::tr!(lang, Px::TwoDice, square = square),
            NoSuchOwner { square, owner } => {
                crate::tr!(lang, Px::NoSuchOwner, square = square, owner = name(owner))
            }
            ImpossibleDie { square, top, north } => crate::tr!(
                lang,
                Px::ImpossibleDie,
                square = square,
                top = top,
                north = north
            ),
            TooManyDice { square, owner } => crate::tr!(
                lang,
                Px::TooManyDice,
                square = square,
                owner = name(owner),
                most = DICE_PER_PLAYER
            ),
            NoSuchSeat { seat } => crate::tr!(lang, Px::NoSuchSeat, seat = name(seat)),
            PastBackstop { moves } => {
                crate::tr!(lang, Px::PastBackstop, moves = moves, most = BACKSTOP)
            }
            MoveLimitTooHigh { limit } => {
                crate::tr!(lang, Px::MoveLimitTooHigh, most = BACKSTOP, limit = limit)
            }
            PastMoveLimit { moves, limit } => {
                crate::tr!(lang, Px::PastMoveLimit, moves = moves, limit = limit)
            }
            TooManyPasses { passes } => crate::tr!(lang, Px::TooManyPasses, passes = passes),
            MorePassesThanMoves { passes, moves } => crate::tr!(
                lang,
                Px::MorePassesThanMoves,
                passes = passes,
                moves = moves
            ),
            ZugzwangAfterTheEnd { attacker } => {
                crate::tr!(lang, Px::ZugzwangAfterTheEnd, attacker = attacker)
            }
            ZugzwangWithoutATip { attacker } => {
                crate::tr!(lang, Px::ZugzwangWithoutATip, attacker = attacker)
            }
            AttackerNotAnEnemy { square } => {
                crate::tr!(lang, Px::AttackerNotAnEnemy, square = square)
            }
            AttackedNotOwn { square } => crate::tr!(lang, Px::AttackedNotOwn, square = square),
            AttackedNotTheNeighbours { attacker } => {
                crate::tr!(lang, Px::AttackedNotTheNeighbours, attacker = attacker)
            }
            NotATie { attacker } => crate::tr!(lang, Px::NotATie, attacker = attacker),
            ZugzwangWithoutAnswer { attacker } => {
                crate::tr!(lang, Px::ZugzwangWithoutAnswer, attacker = attacker)
            }
        }
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
        assert_eq!(
            Texts::describe_move(Some(&start), &quiet, &[], Lang::Hu),
            "az 1-essel lépett: i4 → i5",
            "no \"a(z) 1\""
        );
    }

    /// A hint, a puzzle's answer and the review's best move are orders; the move list keeps
    /// the past.
    #[test]
    fn a_suggestion_is_an_order_in_every_language() {
        let start = play(&[]);
        let quiet: Move = "i4:n1".parse().expect("notation");
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&start), &quiet, &[], lang)),
            [
                "move the 1 from i4 to i5",
                "Ziehe die 1 von i4 nach i5",
                "Lépj az 1-essel: i4 → i5",
            ]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(None, &quiet, &[], lang)),
            [
                "move a die from i4 to i5",
                "Ziehe einen Würfel von i4 nach i5",
                "Lépj egy kockával: i4 → i5",
            ]
        );
        let before = play(&["i4:n1", "e17:w1", "i5:n1e4", "k17:s1", "m6:n4w2"]);
        let take: Move = "k16:s5".parse().expect("notation");
        let top = before
            .die_at(Square::new(10, 15))
            .expect("die on k16")
            .top();
        let hu_top = crate::games::hu_numbered(top.into(), HuCase::With);
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&before), &take, &[], lang)),
            [
                format!("move the {top} from k16 to k11, taking 1 die"),
                format!("Ziehe die {top} von k16 nach k11, damit schlägst du 1 Würfel"),
                format!("Lépj {hu_top}: k16 → k11, így 1 kockát ütsz"),
            ]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&start), &Move::Pass, &[], lang)),
            ["pass", "Passe", "Passzolj"]
        );
        assert_eq!(
            Texts::describe_move(Some(&start), &quiet, &[], Lang::En),
            "moved the 1 from i4 to i5"
        );
    }

    #[test]
    fn hungarian_numbers_take_their_own_article_and_ending() {
        let with = |n| crate::games::hu_numbered(n, HuCase::With);
        assert_eq!(
            (1..=6).map(with).collect::<Vec<_>>(),
            [
                "az 1-essel",
                "a 2-essel",
                "a 3-assal",
                "a 4-essel",
                "az 5-össel",
                "a 6-ossal"
            ]
        );
        assert_eq!(crate::games::hu_numbered(5, HuCase::Plain), "az 5-ös");
        assert_eq!(crate::games::hu_numbered(20, HuCase::Plain), "a 20-as");
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

    /// One value of every condition an edited position can break, each once and in the
    /// order of the enum: the match has no wildcard, so a new condition does not compile
    /// until it is listed here (and `position_error` gives it words).
    fn every_position_error() -> Vec<PositionError> {
        use PositionError::*;
        let (square, attacker) = (Square::new(7, 9), Square::new(7, 10));
        let all = vec![
            BoardLength { length: 40 },
            OffTheBoard {
                square: Square::new(3, 20),
            },
            TwoDiceOnOneSquare { square },
            NoSuchOwner { square, owner: 2 },
            ImpossibleDie {
                square,
                top: 2,
                north: 5,
            },
            TooManyDice { square, owner: 0 },
            NoSuchSeat { seat: 2 },
            PastBackstop { moves: 301 },
            MoveLimitTooHigh { limit: 400 },
            PastMoveLimit {
                moves: 51,
                limit: 50,
            },
            TooManyPasses { passes: 3 },
            MorePassesThanMoves {
                passes: 2,
                moves: 1,
            },
            ZugzwangAfterTheEnd { attacker },
            ZugzwangWithoutATip { attacker },
            AttackerNotAnEnemy { square: attacker },
            AttackedNotOwn { square },
            AttackedNotTheNeighbours { attacker },
            NotATie { attacker },
            ZugzwangWithoutAnswer { attacker },
        ];
        for (i, e) in all.iter().enumerate() {
            let at = match e {
                BoardLength { .. } => 0,
                OffTheBoard { .. } => 1,
                TwoDiceOnOneSquare { .. } => 2,
                NoSuchOwner { .. } => 3,
                ImpossibleDie { .. } => 4,
                TooManyDice { .. } => 5,
                NoSuchSeat { .. } => 6,
                PastBackstop { .. } => 7,
                MoveLimitTooHigh { .. } => 8,
                PastMoveLimit { .. } => 9,
                TooManyPasses { .. } => 10,
                MorePassesThanMoves { .. } => 11,
                ZugzwangAfterTheEnd { .. } => 12,
                ZugzwangWithoutATip { .. } => 13,
                AttackerNotAnEnemy { .. } => 14,
                AttackedNotOwn { .. } => 15,
                AttackedNotTheNeighbours { .. } => 16,
                NotATie { .. } => 17,
                ZugzwangWithoutAnswer { .. } => 18,
            };
            assert_eq!(at, i, "{e:?} is out of place");
        }
        all
    }

    #[test]
    fn every_position_error_has_a_sentence_in_every_language() {
        let texts =
            crate::games::assert_position_errors_translated::<Texts>(&every_position_error());
        assert_eq!(texts.len(), 3 * 19);
        let die = PositionError::ImpossibleDie {
            square: Square::new(7, 9),
            top: 2,
            north: 5,
        };
        assert_eq!(
            Texts::position_error(&die, Lang::Hu),
            "h10: nincs olyan kocka, amelynek a teteje 2, az északi oldala 5 (a szemközti oldalak összege 7)."
        );
    }

    /// Sentences filled from the table's rows, in all three languages: a count with its
    /// plural form by each language's rule, and a sentence whose key depends on the data.
    #[test]
    fn sentences_are_filled_in_every_language() {
        let [en, de, hu] = Lang::ALL;
        let (a1, b2, c3) = (Square::new(0, 0), Square::new(1, 1), Square::new(2, 2));
        assert_eq!(reachable(en, &[a1]), "1 square to go to: a1.");
        assert_eq!(
            reachable(en, &[a1, b2, c3]),
            "3 squares to go to: a1, b2, c3."
        );
        assert_eq!(reachable(de, &[a1]), "1 Zielfeld: a1.");
        assert_eq!(reachable(de, &[a1, b2, c3]), "3 Zielfelder: a1, b2, c3.");
        assert_eq!(reachable(hu, &[a1, b2, c3]), "3 célmező: a1, b2, c3.");
        let (c3, d3) = (Square::new(2, 2), Square::new(3, 2));
        let one = |lang| fell(lang, "Anna", &[c3], Cause::Combat);
        let two = |lang| fell(lang, "Anna", &[c3, d3], Cause::NoAnswer);
        assert_eq!(one(en), "Anna loses the die on c3.");
        assert_eq!(
            two(en),
            "Anna loses 2 dice: c3, d3 (Zugzwang with no answer)."
        );
        assert_eq!(one(de), "Anna verliert den Würfel auf c3.");
        assert_eq!(
            two(de),
            "Anna verliert 2 Würfel: c3, d3 (Zugzwang ohne Antwort)."
        );
        assert_eq!(one(hu), "Anna 1 kockát veszít: c3.");
        assert_eq!(
            two(hu),
            "Anna 2 kockát veszít: c3, d3 (lépéskényszer, nincs válasz)."
        );
        let far = Error::WrongDistance {
            top: 3,
            distance: 2,
        };
        assert_eq!(
            Texts::error_text(&far, hu),
            "A kocka tetején 3 áll, ezért pontosan 3 mezőt billen, nem 2 mezőt."
        );
        assert_eq!(
            end(de, End::Backstop),
            "Spielende nach 300 Zügen; mehr Würfel gewinnt."
        );
    }
}
