//! One module per game: its board view, geometry, texts and rules text. Each game folder
//! implements [`GameUi`] on its `Ui` and [`GameTexts`] on the `Texts` of its `texts.rs`
//! (which needs nothing from the folder around it); the dispatch below is generated from the
//! one list of games (`rules::games!`), so a game without its `impl GameUi` does not compile.

#[cfg(feature = "cube-attack")]
pub mod cube_attack;
#[cfg(feature = "cubes")]
pub mod cubes;
#[cfg(feature = "cubulus")]
pub mod cubulus;
#[cfg(feature = "cubus")]
pub mod cubus;
#[cfg(feature = "mojave")]
pub mod mojave;
pub mod svg;

use std::rc::Rc;

use rules::{
    AnyError, AnyGame, AnyPositionError, Editable, Game, GameId, MoveError, NotationKind,
    PositionRefusal, PositionTextError, Seat,
};
use yew::prelude::*;

use crate::colours::PALETTE;
use crate::components::rules_pictures::RulesPictures;
#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;
use crate::i18n::{Lang, Text, T};
use crate::seat_names::seat_name;
use crate::storage::SeatInfo;

/// What a game's board is given: the position and moves of the game's own type (`M`, its
/// `Game::Move`), never notation. A page that drives a board of one game (a lesson, a
/// review, a puzzle) fills these in itself; the game page goes through [`Board`], which is
/// where notation is read and written.
#[derive(Properties, PartialEq, Clone)]
pub struct GameBoardProps<M: Clone + PartialEq + 'static> {
    /// The position; it holds this board's game.
    pub game: Rc<AnyGame>,
    pub seats: Vec<SeatInfo>,
    /// False while an earlier position or a finished game is shown.
    pub interactive: bool,
    pub on_move: Callback<M>,
    /// A move suggested to the person to move, to be shown on the board.
    #[prop_or_default]
    pub hint: Option<M>,
    /// This device plays only this seat (online play): a board with hidden information
    /// shows this seat's and never another's, with no pass-the-device cover. `None`: the
    /// seats share the device.
    #[prop_or_default]
    pub viewer: Option<Seat>,
}

/// A board as the game page gives it: moves as notation, read and written by [`Board`]
/// (the page's edge), which hands each game's board its [`BoardOf`].
pub type BoardProps = GameBoardProps<String>;

/// The board props of game `G`.
pub type BoardOf<G> = GameBoardProps<<G as Game>::Move>;

impl BoardProps {
    /// The page's props for a board of game `G`: its moves read from notation and written
    /// back as notation (a hint that does not read as a move is not shown).
    fn typed<G: Game>(&self) -> BoardOf<G> {
        GameBoardProps {
            game: self.game.clone(),
            seats: self.seats.clone(),
            interactive: self.interactive,
            on_move: self.on_move.reform(|m: G::Move| m.to_string()),
            hint: self.hint.as_deref().and_then(|h| h.parse().ok()),
            viewer: self.viewer,
        }
    }
}

/// How a move is said: as done (the move list: "moved the 1 from l3 to m3") or as an order
/// (a hint, a puzzle's answer, the review's best move: "move the 1 from l3 to m3").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mood {
    Done,
    Suggested,
}

impl Mood {
    /// The text of `done` or of `suggested`, by this mood.
    pub fn pick<K>(self, done: K, suggested: K) -> K {
        match self {
            Mood::Done => done,
            Mood::Suggested => suggested,
        }
    }
}

crate::texts! {
    /// Words of suggestions several games share.
    pub enum Sx {
        PassNow: "pass", "Passe", "Passzolj";
    }
}

crate::texts! {
    /// The conditions an edited position breaks that every game with seats and turns has,
    /// in a table of its own: only a program that opens positions carries these words.
    pub enum Ex {
        PlayerCount: "{game} is for {fewest} to {most} players, not {players}.",
            "{game} ist für {fewest} bis {most} Spieler, nicht für {players}.",
            "{game}: {fewest}–{most} játékos játszhatja, {players} nem.";
        ToMoveNoSeat: "{seat} is to move, but this game has no such player.",
            "{seat} ist am Zug, aber diesen Spieler gibt es in diesem Spiel nicht.",
            "{seat} következne, de ilyen játékos nincs ebben a játékban.";
        StartNoSeat: "{seat} is the start player, but this game has no such player.",
            "{seat} ist Startspieler, aber diesen Spieler gibt es in diesem Spiel nicht.",
            "{seat} a kezdőjátékos, de ilyen játékos nincs ebben a játékban.";
        // `{list}` is one of a game's lists with an entry per player ("The scores").
        SeatList: "{list}: given for {n} player, but {players} play.|{list}: given for {n} players, but {players} play.",
            "{list}: für {n} Spieler angegeben, aber es spielen {players}.",
            "{list}: {n} játékosra van megadva, de {players} játszik.";
        // A position's text that does not read: which part (`Unreadable`, its words below)
        // and what it says, quoted as it was typed.
        Unreadable: "This part of the position cannot be read: {part} (\u{201c}{text}\u{201d}).",
            "Dieser Teil der Stellung ist nicht lesbar: {part} (\u{201e}{text}\u{201c}).",
            "Az állás ezen része nem olvasható: {part} (\u{201e}{text}\u{201d}).";
        UnreadableWhole: "The text is not a position of this game: its fields, or their number, or its length do not fit (\u{201c}{text}\u{201d}).",
            "Der Text ist keine Stellung dieses Spiels: Seine Felder, ihre Anzahl oder seine Länge passen nicht (\u{201e}{text}\u{201c}).",
            "A szöveg nem ennek a játéknak az állása: a mezői, azok száma vagy a hossza nem megfelelő (\u{201e}{text}\u{201d}).";
        UnreadableSomewhere: "The position cannot be read (\u{201c}{text}\u{201d}).",
            "Die Stellung ist nicht lesbar (\u{201e}{text}\u{201c}).",
            "Az állás nem olvasható (\u{201e}{text}\u{201d}).";
        PartPlayers: "the number of players", "die Zahl der Spieler", "a játékosok száma";
        PartToMove: "who is to move", "wer am Zug ist", "ki következik";
        PartTurn: "the turn", "der Zug", "a kör";
        PartStart: "the start player", "der Startspieler", "a kezdőjátékos";
        PartBoard: "the board", "das Brett", "a tábla";
        PartCube: "the cube", "der Würfel", "a kocka";
        PartStack: "the stack of crates", "der Kistenstapel", "a ládahalom";
        PartCubes: "the cubes on the map", "die Würfel auf dem Plan", "a kockák a térképen";
        PartReserves: "the reserves", "die Vorräte", "a tartalékok";
        PartScores: "the scores", "die Punktstände", "a pontszámok";
        PartPoints: "the action points", "die Aktionspunkte", "az akciópontok";
        PartActions: "the number of actions", "die Zahl der Aktionen", "az akciók száma";
        PartActionsLeft: "the actions left", "die übrigen Aktionen", "a hátralévő akciók";
        PartDependencies: "the dependency cards", "die Abhängigkeitskarten", "a függőségi lapok";
        PartHands: "the hands", "die Karten auf der Hand", "a kézben tartott lapok";
        PartDiscard: "the discard pile", "der Ablagestapel", "a dobópakli";
        PartDrawn: "the cards drawn", "die gezogenen Karten", "a húzott lapok";
        PartIdle: "the turns without a build", "die Züge ohne Bau", "az építés nélküli körök";
        PartRound: "the round", "die Runde", "a forduló";
        PartWinners: "the winners", "die Gewinner", "a győztesek";
        PartLastRotation: "the last rotation", "die letzte Drehung", "az utolsó forgatás";
        PartPly: "the number of moves made", "die Zahl der gemachten Züge", "a megtett lépések száma";
        PartSeen: "how often the position occurred", "wie oft die Stellung vorkam", "hányszor fordult elő az állás";
        PartZugzwang: "the Zugzwang", "der Zugzwang", "a lépéskényszer";
        PartMoveLimit: "the move limit", "das Zuglimit", "a lépéskorlát";
        PartPasses: "the passes in a row", "das Passen in Folge", "az egymás utáni passzok";
        PartOptions: "the options", "die Optionen", "a beállítások";
    }
}

/// "pass" as done or as an order.
pub fn pass_words(mood: Mood, lang: Lang) -> &'static str {
    match mood {
        Mood::Done => lang.t(T::Passed),
        Mood::Suggested => lang.t(Sx::PassNow),
    }
}

/// A number as Hungarian names it with the adjective ending "-es" and its article, in the
/// case asked: "az 5-ös", "az 1-essel". Hungarian picks the ending by the
/// number's spoken last word (vowel harmony) and "az" before a vowel (egy, öt), which a
/// fixed "a(z) {n}-es" cannot.
pub fn hu_numbered(n: u32, case: HuCase) -> String {
    // The spoken last word: "egy", "három", "tíz", "húsz", "száz"…
    let back = match n % 10 {
        0 => match (n / 10) % 10 {
            0 => !n.is_multiple_of(1000),
            d => matches!(d, 2 | 3 | 6 | 8),
        },
        d => matches!(d, 3 | 6 | 8),
    };
    let (ending, with) = match n % 10 {
        5 => ("ös", "össel"),
        6 => ("os", "ossal"),
        _ if back => ("as", "assal"),
        _ => ("es", "essel"),
    };
    let mut lead = n;
    while lead >= 10 {
        lead /= 10;
    }
    let article = if lead == 5 || n == 1 || (1000..2000).contains(&n) {
        "az"
    } else {
        "a"
    };
    match case {
        HuCase::Plain => format!("{article} {n}-{ending}"),
        HuCase::With => format!("{article} {n}-{with}"),
    }
}

/// The case of a Hungarian noun phrase ([`hu_numbered`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HuCase {
    /// "az 5-ös"
    Plain,
    /// "az 5-össel"
    With,
}

// Used by the texts of some games only: a program of one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// `s` with a capital first letter: a sentence that begins with a place in words ("layer 3,
/// row 1, column 2", "half moon H0").
pub fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The part of a position's text that did not read, in words: `part` is one of the fixed
/// English names the rules give the fields of their notations (`PositionTextError::new`).
/// `None` for a name not known here (a newer rules crate), said by a general sentence.
fn part_words(part: &str) -> Option<Ex> {
    Some(match part {
        "players" => Ex::PartPlayers,
        "to move" => Ex::PartToMove,
        "turn" => Ex::PartTurn,
        "start" | "start player" => Ex::PartStart,
        "board" => Ex::PartBoard,
        "cube" => Ex::PartCube,
        "stack" => Ex::PartStack,
        "cubes" => Ex::PartCubes,
        "reserves" => Ex::PartReserves,
        "scores" => Ex::PartScores,
        "points" => Ex::PartPoints,
        // Cubes counts actions made, Mojave moves played: both the game's count so far.
        "actions" | "moves" => Ex::PartActions,
        "actions left" => Ex::PartActionsLeft,
        "dependencies" => Ex::PartDependencies,
        "hands" => Ex::PartHands,
        "discard" => Ex::PartDiscard,
        "drawn" => Ex::PartDrawn,
        "idle" => Ex::PartIdle,
        "round" => Ex::PartRound,
        "winners" => Ex::PartWinners,
        "last rotation" => Ex::PartLastRotation,
        "ply" => Ex::PartPly,
        "seen" => Ex::PartSeen,
        "zugzwang" => Ex::PartZugzwang,
        "move limit" => Ex::PartMoveLimit,
        "passes" => Ex::PartPasses,
        "options" => Ex::PartOptions,
        _ => return None,
    })
}

/// Which part of a position's text could not be read, and what it says.
pub fn unreadable_text(e: &PositionTextError, lang: Lang) -> String {
    match (e.part, part_words(e.part)) {
        ("whole", _) => crate::tr!(lang, Ex::UnreadableWhole, text = e.text),
        (_, Some(part)) => crate::tr!(lang, Ex::Unreadable, part = lang.t(part), text = e.text),
        (_, None) => crate::tr!(lang, Ex::UnreadableSomewhere, text = e.text),
    }
}

// Used by the texts of some games only: a program of one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// "Cubus is for 2 to 6 players, not 7.": a position's count of players outside `G`'s.
pub fn player_count_text<G: Game>(name: &str, players: usize, lang: Lang) -> String {
    crate::tr!(
        lang,
        Ex::PlayerCount,
        game = name,
        fewest = G::PLAYERS.start(),
        most = G::PLAYERS.end(),
        players = players
    )
}

// Used by the texts of some games only: a program of one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// A position whose seat to move (`start: false`) or start player is no seat of its game.
pub fn no_such_seat_text(seat: Seat, start: bool, lang: Lang) -> String {
    let key = if start {
        Ex::StartNoSeat
    } else {
        Ex::ToMoveNoSeat
    };
    crate::tr!(lang, key, seat = lang.seat_name(seat))
}

// Used by the texts of some games only: a program of one game may leave it out.
#[cfg_attr(not(feature = "all-games"), allow(dead_code))]
/// A list with an entry per player (named by `list`, "The scores") that has `got` entries
/// for `players` players.
pub fn seat_list_text(list: &str, got: usize, players: usize, lang: Lang) -> String {
    crate::trn!(lang, Ex::SeatList, n = got, list = list, players = players)
}

/// The names and sentences a game supplies, in the player's language. Implemented by the
/// `Texts` of each game's `texts.rs`, beside its text table.
pub trait GameTexts {
    /// The rules type, the same as the game's [`GameUi::Game`]; an editor can set up its
    /// positions, so that its texts say what an edited position breaks.
    type Game: Editable;
    /// The game's own text table.
    type Tx: Text;
    /// The game's name, in the player's language.
    const NAME: Self::Tx;
    /// One line for the home page.
    const PITCH: Self::Tx;
    /// A seat's count shown in the players panel (supply, score, dice…).
    fn seat_detail(game: &Self::Game, seat: Seat, lang: Lang) -> String;
    /// How a finished game was won, by how much: "by 6 points (23 to 17)". `None` where
    /// the winner's name says it all.
    fn result(_game: &Self::Game, _seats: &[SeatInfo], _lang: Lang) -> Option<String> {
        None
    }
    /// The label of a variant option in the new-game dialog.
    fn option_label(_key: &str, _lang: Lang) -> Option<&'static str> {
        None
    }
    /// Whether option `key` applies with the form's options as they are (`options`: each
    /// key and its value); one that does not is not shown (Cubus's Abbau start without
    /// the Abbau).
    fn option_applies(_key: &str, _options: &[(&str, String)]) -> bool {
        true
    }
    /// The label of one value of a choice option (`None`: the value is shown as it is).
    fn option_value_label(_key: &str, _value: &str, _lang: Lang) -> Option<&'static str> {
        None
    }
    /// A move in words, from the position it is (or was) played in when known (online, the
    /// moves made before the page opened are not), naming seats as `seats` does, said as
    /// done for the move list or as an order for a suggestion ([`Mood`]). Without the
    /// mover's name: the move list puts it in front.
    fn say_move(
        before: Option<&Self::Game>,
        mv: &<Self::Game as Game>::Move,
        seats: &[SeatInfo],
        mood: Mood,
        lang: Lang,
    ) -> String;
    /// A move made, as the move list says it: "moved the 1 from l3 to m3" (the app goes
    /// through `say_move`'s dispatch; the games' tests through this).
    #[cfg(test)]
    fn describe_move(
        before: Option<&Self::Game>,
        mv: &<Self::Game as Game>::Move,
        seats: &[SeatInfo],
        lang: Lang,
    ) -> String {
        Self::say_move(before, mv, seats, Mood::Done, lang)
    }
    /// A move to make, for a hint, a puzzle's answer or the review's best move: "move the 1
    /// from l3 to m3".
    fn suggest_move(
        now: Option<&Self::Game>,
        mv: &<Self::Game as Game>::Move,
        seats: &[SeatInfo],
        lang: Lang,
    ) -> String {
        Self::say_move(now, mv, seats, Mood::Suggested, lang)
    }
    /// Why a rule forbids a move, in the player's language.
    fn error_text(err: &<Self::Game as Game>::Error, lang: Lang) -> String;
    /// A condition an edited position breaks, in the player's language and the game's own
    /// words, with its place and numbers (an editor shows it beside the place as well). Seats
    /// are named by number ("Player 2"): a position being set up has no names yet.
    fn position_error(err: &<Self::Game as Editable>::PositionError, lang: Lang) -> String;
}

/// Everything else a game supplies to the app besides its rules: what it draws, and which
/// [`GameTexts`] say it.
pub trait GameUi {
    /// The rules type; the dispatch checks it against the row in `rules::games!`.
    type Game: Game;
    /// The game's words (its `texts::Texts`).
    type Texts: GameTexts<Game = Self::Game>;
    /// A small drawing for the home page.
    fn icon() -> Html;
    /// The game's stylesheet, as linked in `index.html` (Trunk needs static links, so it
    /// is read only by the test that checks the link).
    #[cfg_attr(not(test), allow(dead_code))]
    const STYLESHEET: &'static str;
    /// Whether the side panel may list every legal move (not where the list would show
    /// hidden information or run to thousands).
    const LISTS_MOVES: bool = true;
    /// Whether the board says each move itself in a live region (its news above the
    /// board), so that the move list does not say it a second time to a screen reader.
    const ANNOUNCES_MOVES: bool = false;
    /// The board, taking and giving this game's own moves; `props.game` holds this game.
    fn board(props: &BoardOf<Self::Game>) -> Html;
    /// Anything shared by the table, under the players.
    fn table_detail(game: &Self::Game, lang: Lang) -> Html;
    /// Anything the rules page shows above the game's rules text (`web/rules/<id>.json`),
    /// such as diagrams drawn by the board's own code: one element, drawn at build time
    /// for the rules page (`crate::rules_pictures`), at run time in the embed.
    fn rules_extra(_lang: Lang) -> Html {
        html! {}
    }
    /// The position as text for screen readers, where the game has one.
    fn position_text(_game: &Self::Game, _seats: &[SeatInfo], _lang: Lang) -> Option<Html> {
        None
    }
    /// The board's picture that drawings are drawn over (a CSS selector inside the board).
    const DRAWN_ON: &'static str = "svg#board";
    /// Where the board's picture shows each place a drawing can name (the rules'
    /// `Editable::places`), in the picture's own units; `seen` reads an attribute of the
    /// picture (how the person has turned or flipped the board). Only the programs that
    /// draw (the editor, studies) call it.
    #[cfg(feature = "positions")]
    fn drawing_places(_game: &Self::Game, _seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
        Vec::new()
    }
}

/// The words of the game whose UI is `U`.
type TextsOf<U> = <U as GameUi>::Texts;

macro_rules! dispatch {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        /// The board of whichever game is shown.
        #[function_component(Board)]
        pub fn board(p: &BoardProps) -> Html {
            match &*p.game {
                $(AnyGame::$variant(_) => <$module::Ui as GameUi>::board(&p.typed::<$ty>()),)*
            }
        }

        pub fn name(game: GameId, lang: Lang) -> &'static str {
            match game {
                $(GameId::$variant => lang.t(<TextsOf<$module::Ui> as GameTexts>::NAME),)*
            }
        }

        pub fn pitch(game: GameId, lang: Lang) -> &'static str {
            match game {
                $(GameId::$variant => lang.t(<TextsOf<$module::Ui> as GameTexts>::PITCH),)*
            }
        }

        pub fn icon(game: GameId) -> Html {
            match game {
                $(GameId::$variant => <$module::Ui as GameUi>::icon(),)*
            }
        }

        #[cfg(test)]
        pub fn stylesheet(game: GameId) -> &'static str {
            match game {
                $(GameId::$variant => <$module::Ui as GameUi>::STYLESHEET,)*
            }
        }

        /// Whether the board announces each move itself (`GameUi::ANNOUNCES_MOVES`).
        pub fn announces_moves(game: GameId) -> bool {
            match game {
                $(GameId::$variant => <$module::Ui as GameUi>::ANNOUNCES_MOVES,)*
            }
        }

        /// Whether the side panel may list every legal move.
        pub fn lists_moves(game: GameId) -> bool {
            match game {
                $(GameId::$variant => <$module::Ui as GameUi>::LISTS_MOVES,)*
            }
        }

        pub fn seat_detail(game: &AnyGame, seat: Seat, lang: Lang) -> String {
            match game {
                $(AnyGame::$variant(g) => <TextsOf<$module::Ui> as GameTexts>::seat_detail(g, seat, lang),)*
            }
        }

        /// How a finished game was won, by how much, in words.
        pub fn result_line(game: &AnyGame, seats: &[SeatInfo], lang: Lang) -> Option<String> {
            match game {
                $(AnyGame::$variant(g) => <TextsOf<$module::Ui> as GameTexts>::result(g, seats, lang),)*
            }
        }

        pub fn table_detail(game: &AnyGame, lang: Lang) -> Html {
            match game {
                $(AnyGame::$variant(g) => <$module::Ui as GameUi>::table_detail(g, lang),)*
            }
        }

        fn game_option_label(game: GameId, key: &str, lang: Lang) -> Option<&'static str> {
            match game {
                $(GameId::$variant => <TextsOf<$module::Ui> as GameTexts>::option_label(key, lang),)*
            }
        }

        /// Whether option `key` of `game` applies with `options` as they are.
        pub fn option_applies(game: GameId, key: &str, options: &[(&str, String)]) -> bool {
            match game {
                $(GameId::$variant => <TextsOf<$module::Ui> as GameTexts>::option_applies(key, options),)*
            }
        }

        fn game_option_value_label(game: GameId, key: &str, value: &str, lang: Lang) -> Option<&'static str> {
            match game {
                $(GameId::$variant => <TextsOf<$module::Ui> as GameTexts>::option_value_label(key, value, lang),)*
            }
        }

        /// What the game shows above its rules text ([`GameUi::rules_extra`]). The rules
        /// page has it drawn at build time (`crate::rules_pictures`), so that the program
        /// of the rules pages does not carry the code that draws it.
        pub fn rules_extra(game: GameId, lang: Lang) -> Html {
            match game {
                $(GameId::$variant => <$module::Ui as GameUi>::rules_extra(lang),)*
            }
        }

        /// The game's rules text with `pictures` (the game's diagrams, then each picture
        /// under the section it illustrates).
        pub fn rules_text(game: GameId, lang: Lang, pictures: Option<Rc<RulesPictures>>) -> Html {
            let diagrams = pictures.as_deref().map(crate::components::rules_pictures::diagrams).unwrap_or_default();
            html! {
                <>
                    { diagrams }
                    <crate::components::rules_doc::RulesTextView {game} {lang} {pictures} />
                </>
            }
        }

        /// The selector of the board's picture that drawings are drawn over.
        #[cfg(feature = "positions")]
        pub fn drawn_on(game: GameId) -> &'static str {
            match game {
                $(GameId::$variant => <$module::Ui as GameUi>::DRAWN_ON,)*
            }
        }

        /// Where the board's picture shows each place ([`GameUi::drawing_places`]).
        #[cfg(feature = "positions")]
        pub fn drawing_places(game: &AnyGame, seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
            match game {
                $(AnyGame::$variant(g) => <$module::Ui as GameUi>::drawing_places(g, seen),)*
            }
        }

        pub fn position_text(game: &AnyGame, seats: &[SeatInfo], lang: Lang) -> Option<Html> {
            match game {
                $(AnyGame::$variant(g) => <$module::Ui as GameUi>::position_text(g, seats, lang),)*
            }
        }

        /// The move `notation` of `game`, played from `before` when that is known, in words;
        /// the notation itself when it does not read as a move (a record from a newer
        /// version).
        pub fn describe_move(
            game: GameId,
            before: Option<&AnyGame>,
            notation: &str,
            seats: &[SeatInfo],
            lang: Lang,
        ) -> String {
            say_move(game, before, notation, seats, Mood::Done, lang)
        }

        /// [`describe_move`] said as done or, for a suggestion, as an order.
        pub fn say_move(
            game: GameId,
            before: Option<&AnyGame>,
            notation: &str,
            seats: &[SeatInfo],
            mood: Mood,
            lang: Lang,
        ) -> String {
            match game {
                $(GameId::$variant => {
                    let before = match before {
                        Some(AnyGame::$variant(g)) => Some(g),
                        _ => None,
                    };
                    match notation.parse() {
                        Ok(mv) => <TextsOf<$module::Ui> as GameTexts>::say_move(before, &mv, seats, mood, lang),
                        Err(_) => notation.to_string(),
                    }
                })*
            }
        }

        /// A suggested move (a hint) of `now`'s player in words, without what making it
        /// would reveal ([`hint_context`]); the notation itself when it does not read as a
        /// move.
        pub fn describe_hint(now: &AnyGame, notation: &str, seats: &[SeatInfo], lang: Lang) -> String {
            match now {
                $(AnyGame::$variant(g) => match notation.parse() {
                    Ok(mv) => <TextsOf<$module::Ui> as GameTexts>::suggest_move(hint_context(g, &mv), &mv, seats, lang),
                    Err(_) => notation.to_string(),
                },)*
            }
        }

        pub fn rule_error_text(err: &AnyError, lang: Lang) -> String {
            match err {
                $(AnyError::$variant(e) => <TextsOf<$module::Ui> as GameTexts>::error_text(e, lang),)*
            }
        }

        /// A condition an edited position breaks, in the player's language.
        pub fn position_error_text(err: &AnyPositionError, lang: Lang) -> String {
            match err {
                $(AnyPositionError::$variant(e) => <TextsOf<$module::Ui> as GameTexts>::position_error(e, lang),)*
            }
        }
    };
}

rules::games!(dispatch);

/// How far the winners of a finished game are ahead, from every seat's count (`values`,
/// larger is better) said by `unit`, the difference by `by`: "by 6 points: 23 points to 17
/// points" ([`crate::i18n::lead`]). `None` before the end or after a draw.
pub fn margin(
    outcome: Option<rules::Outcome>,
    values: &[i64],
    (unit, by): (&dyn Fn(i64) -> String, &dyn Fn(i64) -> String),
    lang: Lang,
) -> Option<String> {
    match outcome {
        Some(rules::Outcome::Winners(w)) => crate::i18n::lead(lang, values, &w, unit, by),
        _ => None,
    }
}

/// Checks that each of `errors` has a text in every language, German and Hungarian ones of
/// their own; gives the texts back (English, German and Hungarian of each in turn).
#[cfg(test)]
pub fn assert_errors_translated<X: GameTexts>(errors: &[<X::Game as Game>::Error]) -> Vec<String> {
    let mut texts = Vec::new();
    for e in errors {
        let [en, de, hu] = Lang::ALL.map(|lang| X::error_text(e, lang));
        assert!(![&en, &de, &hu].iter().any(|t| t.is_empty()), "{e:?}");
        assert_ne!(en, de, "{e:?} is not in German");
        assert_ne!(en, hu, "{e:?} is not in Hungarian");
        texts.extend([en, de, hu]);
    }
    texts
}

/// Why a position's text gave no game, in the player's language: each broken condition with
/// the place it is about in the game's notation (`None`: the position as a whole), for an
/// editor to show beside its cause; a text that does not read is one entry without a place.
pub fn position_refusal_texts(r: &PositionRefusal, lang: Lang) -> Vec<(Option<String>, String)> {
    match r {
        PositionRefusal::Unreadable(e) => vec![(None, unreadable_text(e, lang))],
        PositionRefusal::Broken(errors) => errors
            .iter()
            .map(|e| (e.place(), position_error_text(e, lang)))
            .collect(),
    }
}

/// Checks that each of `errors` (an edited position's) has a sentence in every language,
/// German and Hungarian ones of their own, with every placeholder filled; gives the texts
/// back (English, German and Hungarian of each in turn).
#[cfg(test)]
pub fn assert_position_errors_translated<X: GameTexts>(
    errors: &[<X::Game as Editable>::PositionError],
) -> Vec<String> {
    let mut texts = Vec::new();
    for e in errors {
        let [en, de, hu] = Lang::ALL.map(|lang| X::position_error(e, lang));
        for t in [&en, &de, &hu] {
            assert!(!t.trim().is_empty(), "{e:?}");
            assert!(!t.contains(['{', '}', '|']), "{e:?} is not filled in: {t}");
        }
        assert_ne!(en, de, "{e:?} is not in German");
        assert_ne!(en, hu, "{e:?} is not in Hungarian");
        texts.extend([en, de, hu]);
    }
    texts
}

/// The position a suggested move, not yet made, is described from: none where making it
/// would reveal something hidden (the card a draw would take from the deck), so that a hint
/// never tells what only making the move may show.
pub fn hint_context<'a, G: Game + Clone>(now: &'a G, mv: &G::Move) -> Option<&'a G> {
    let mut after = now.clone();
    let reveals = after.play(mv).is_ok() && after.reveals() != now.reveals();
    (!reveals).then_some(now)
}

/// A move in words after the name of the seat that made it, when the position before it is
/// known: "Anna: pushed a ball into row 2 of layer 1 from the left".
pub fn move_words(
    game: GameId,
    before: Option<&AnyGame>,
    notation: &str,
    seats: &[SeatInfo],
    lang: Lang,
) -> String {
    move_words_by(game, before, notation, None, seats, lang)
}

/// [`move_words`] with the seat that made the move where it is known without the position
/// before it (an online room says who made each move).
pub fn move_words_by(
    game: GameId,
    before: Option<&AnyGame>,
    notation: &str,
    mover: Option<Seat>,
    seats: &[SeatInfo],
    lang: Lang,
) -> String {
    let words = describe_move(game, before, notation, seats, lang);
    match mover.or_else(|| before.and_then(|b| b.to_move())) {
        Some(s) => format!("{}: {words}", seat_name(seats, s, lang)),
        None => words,
    }
}

/// The label of a variant option in the new-game dialog.
pub fn option_label(game: GameId, key: &'static str, lang: Lang) -> String {
    game_option_label(game, key, lang)
        .map(str::to_string)
        .unwrap_or_else(|| key.replace('_', " "))
}

/// The label of one value of a choice option in the new-game dialog: the game's own, or a
/// shared word (`random`, colours), or the value itself.
pub fn option_value_label(game: GameId, key: &str, value: &str, lang: Lang) -> String {
    game_option_value_label(game, key, value, lang)
        .or_else(|| shared_value_label(value, lang))
        .map(str::to_string)
        .unwrap_or_else(|| value.replace('_', " "))
}

fn shared_value_label(value: &str, lang: Lang) -> Option<&'static str> {
    let key = match value {
        "random" => T::Random,
        "true" => T::Yes,
        "false" => T::No,
        // A seat colour ("red"): its name.
        _ => {
            return PALETTE
                .iter()
                .find(|c| c.name(Lang::En) == value)
                .map(|c| c.name(lang))
        }
    };
    Some(lang.t(key))
}

/// Why a move given as text was refused, in the player's language.
pub fn move_error_text(err: &MoveError, lang: Lang) -> String {
    match err {
        MoveError::Notation(e) => match e.kind {
            NotationKind::Empty => lang.t(T::EmptyMove).to_string(),
            _ => format!("{} ({})", lang.t(T::UnreadableMove), e.reason),
        },
        MoveError::Illegal { error, .. } => rule_error_text(error, lang),
        MoveError::GameOver => lang.t(T::GameIsOver).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Trunk bundles only what `index.html` links, so every game's stylesheet must be there.
    #[test]
    fn every_game_stylesheet_is_linked_in_index_html() {
        let index = include_str!("../../../../index.html");
        for game in GameId::ALL {
            let link = format!(
                r#"<link data-trunk rel="css" href="{}" />"#,
                stylesheet(game)
            );
            assert!(index.contains(&link), "index.html lacks {link}");
        }
    }

    #[test]
    fn option_values_are_labelled_in_every_language() {
        for game in GameId::ALL {
            for spec in AnyGame::option_specs(game) {
                if let rules::OptionKind::Choice(values) = spec.kind {
                    for value in values {
                        for lang in Lang::ALL {
                            let label = option_value_label(game, spec.key, value, lang);
                            assert!(
                                label != *value || lang == Lang::En,
                                "{game} {} {value} is not translated to {lang:?}",
                                spec.key
                            );
                        }
                    }
                }
            }
        }
        assert_eq!(
            option_value_label(GameId::Mojave, "first", "black", Lang::De),
            "Schwarz",
            "a seat colour is named as the seats' colours are"
        );
    }

    /// A text that does not read names its part in words; a position that breaks conditions
    /// gives each in words, with the place the rules name it by.
    #[test]
    fn a_refused_position_is_said_in_the_players_language_by_place() {
        let Err(unreadable) = AnyGame::from_position(GameId::Cubulus, "2 ..x 1 - 0 1", 1) else {
            panic!("a cube of three cells does not read")
        };
        assert_eq!(
            Lang::ALL.map(|lang| position_refusal_texts(&unreadable, lang)),
            [
                "This part of the position cannot be read: the cube (\u{201c}..x\u{201d}).",
                "Dieser Teil der Stellung ist nicht lesbar: der Würfel (\u{201e}..x\u{201c}).",
                "Az állás ezen része nem olvasható: a kocka (\u{201e}..x\u{201d}).",
            ]
            .map(|t| vec![(None, t.to_string())])
        );
        // Three players and a neutral ball in the first cell, with one move made.
        let text = "3 n......../........./......... 1 - 1 1";
        let Err(broken) = AnyGame::from_position(GameId::Cubulus, text, 1) else {
            panic!("three players have no neutral balls")
        };
        let said = position_refusal_texts(&broken, Lang::En);
        let places: Vec<_> = broken.by_place().into_iter().map(|(at, _)| at).collect();
        assert_eq!(
            said.iter().map(|(at, _)| at.clone()).collect::<Vec<_>>(),
            places,
            "each sentence beside the place the rules name"
        );
        assert_eq!(
            said[0],
            (
                Some("000".to_string()),
                "Layer 1, row 1, column 1: a neutral ball, but three players have none."
                    .to_string()
            )
        );
        for lang in [Lang::De, Lang::Hu] {
            for ((_, en), (_, other)) in said.iter().zip(position_refusal_texts(&broken, lang)) {
                assert_ne!(*en, other, "{lang:?}");
            }
        }
        let long = "2 ".repeat(rules::limits::POSITION);
        let Err(too_long) = AnyGame::from_position(GameId::Mojave, &long, 1) else {
            panic!("over the limit")
        };
        assert!(position_refusal_texts(&too_long, Lang::Hu)[0]
            .1
            .starts_with("A szöveg nem ennek a játéknak az állása"));
    }

    /// Every name the rules give a part of a position's text (the first argument of each
    /// reading error in their position modules) has words here, so no player meets the
    /// general sentence for a part this version knows.
    #[test]
    fn every_part_of_a_position_text_has_words() {
        let rules = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules/src");
        let mut files = vec![rules.join("position.rs")];
        for game in GameId::ALL {
            files.push(
                rules
                    .join(game.as_str().replace('-', "_"))
                    .join("position.rs"),
            );
        }
        let mut parts = Vec::new();
        for file in files {
            let src = std::fs::read_to_string(&file).expect("a position module");
            for (at, _) in src.match_indices('(') {
                let mut before = &src[..at];
                if before.ends_with('>') {
                    before = before.rfind("::<").map_or(before, |i| &before[..i]);
                }
                let reader = [
                    "PositionTextError::new",
                    "number",
                    "numbers",
                    "read_cards",
                    "seat_of",
                ];
                if !reader.iter().any(|r| before.ends_with(r)) {
                    continue;
                }
                let rest = src[at + 1..].trim_start();
                if let Some(literal) = rest.strip_prefix('"') {
                    parts.push(literal[..literal.find('"').unwrap()].to_string());
                }
            }
        }
        assert!(parts.len() > 40, "the reading errors were found: {parts:?}");
        for part in parts {
            assert!(
                part == "whole" || part_words(&part).is_some(),
                "no words for the part \"{part}\""
            );
        }
        let other = PositionTextError::new("margin", "x", "a margin");
        assert_eq!(
            unreadable_text(&other, Lang::En),
            "The position cannot be read (\u{201c}x\u{201d})."
        );
    }

    #[test]
    fn rule_errors_and_notation_errors_reach_the_player_in_their_language() {
        let mut g = AnyGame::new(GameId::CubeAttack, &rules::Setup::players(2), 3).unwrap();
        let Err(err) = g.play_str("end") else {
            panic!("a turn cannot end before its first action")
        };
        assert_eq!(
            move_error_text(&err, Lang::De),
            "Ein Zug kann erst nach seiner ersten Aktion vorzeitig enden."
        );
        let Err(err) = g.play_str("   ") else {
            panic!("blank is not a move")
        };
        assert_eq!(move_error_text(&err, Lang::Hu), Lang::Hu.t(T::EmptyMove));
    }
}

#[cfg(test)]
mod features {
    use super::GameId;

    /// The features of a Cargo.toml's `[features]` table, each with what it turns on.
    fn features(manifest: &str) -> Vec<(String, String)> {
        let path = format!("{}/{manifest}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("the manifest");
        let table = text
            .split("\n[features]\n")
            .nth(1)
            .and_then(|t| t.split("\n[").next())
            .expect("a [features] table");
        table
            .lines()
            .filter(|l| !l.starts_with('#'))
            .filter_map(|l| l.split_once(" = "))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect()
    }

    /// Each game of the registry is a Cargo feature of the rules and of the app, named
    /// after its id, and `all-games` (the default) has every one: a one-game program
    /// (`scripts/build-programs.mjs`) builds with that feature alone.
    #[test]
    fn every_game_is_a_feature_of_the_rules_and_of_the_app() {
        for (manifest, turns_on) in [
            (
                "../rules/Cargo.toml",
                (|_| "[]".to_string()) as fn(&str) -> String,
            ),
            ("Cargo.toml", |id| format!("[\"rules/{id}\"]")),
        ] {
            let features = features(manifest);
            let get = |name: &str| {
                features
                    .iter()
                    .find(|(k, _)| k == name)
                    .map(|(_, v)| v.clone())
            };
            let all = get("all-games").expect("all-games");
            for game in GameId::ALL {
                let id = game.as_str();
                assert_eq!(get(id), Some(turns_on(id)), "{manifest}: {id}");
                assert!(
                    all.contains(&format!("\"{id}\"")),
                    "{manifest}: all-games lacks {id}"
                );
            }
            assert_eq!(
                all.matches('"').count(),
                2 * GameId::ALL.len(),
                "{manifest}"
            );
            assert!(get("default").is_some_and(|d| d.contains("\"all-games\"")));
        }
    }
}
