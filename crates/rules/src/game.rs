//! The one trait every game implements, and the small types around it.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use crate::rng::GameRng;

/// A seat at the table, `0..players`, in turn order.
pub type Seat = usize;

macro_rules! game_id {
    ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        /// The games of [`games!`](crate::games), by their stable id (used in records,
        /// links and routes).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum GameId {
            $($variant,)*
        }

        impl GameId {
            /// Every game, in the registry's order.
            pub const ALL: [GameId; <[&str]>::len(&[$($id),*])] = [$(GameId::$variant,)*];

            /// The id as written in records, links and URL paths.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(GameId::$variant => $id,)*
                }
            }
        }
    };
}

games!(game_id);

/// Every game's id in the registry's order, whether this build has it or not: a game's
/// place here is the same in every build, where [`GameId::ALL`] has only the games built
/// (see the Cargo features in `registry.rs`). An encoding that numbers the games uses it.
pub const EVERY_GAME_ID: [&str; games!(every_id).len()] = games!(every_id);

impl GameId {
    /// This game's place in [`EVERY_GAME_ID`].
    pub fn stable_index(self) -> usize {
        EVERY_GAME_ID
            .iter()
            .position(|id| *id == self.as_str())
            .unwrap_or(usize::MAX)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameId {
    type Err = SetupError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| SetupError::UnknownGame(s.to_string()))
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// One or more seats won (several means a shared win).
    Winners(Vec<Seat>),
    Draw,
}

impl Outcome {
    /// The seats that won (several for a shared win); none for a draw.
    pub fn winners(&self) -> &[Seat] {
        match self {
            Outcome::Winners(w) => w,
            Outcome::Draw => &[],
        }
    }

    /// Per-seat result in [0, 1]: a win shared by k seats is worth 1/k each, a draw 1/n.
    pub fn returns(&self, players: usize) -> Vec<f64> {
        let mut r = vec![0.0; players];
        match self {
            Outcome::Winners(w) if !w.is_empty() => {
                for &s in w {
                    if s < players {
                        r[s] = 1.0 / w.len() as f64;
                    }
                }
            }
            _ => r.iter_mut().for_each(|x| *x = 1.0 / players as f64),
        }
        r
    }
}

/// Player count and variant options of a new game. Options are text key/value pairs so
/// that records, links, the command line and the new-game dialog share one form; each game
/// parses and checks them in [`Game::new`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    pub players: usize,
    #[cfg_attr(feature = "serde", serde(default))]
    pub options: BTreeMap<String, String>,
}

impl Setup {
    pub fn players(players: usize) -> Self {
        Setup {
            players,
            options: BTreeMap::new(),
        }
    }

    pub fn with(mut self, key: &str, value: &str) -> Self {
        self.options.insert(key.to_string(), value.to_string());
        self
    }

    /// Checks the player count and that every option key is known to `specs`, then returns
    /// a reader that yields typed values (defaults filled in).
    pub fn read<'a>(
        &'a self,
        game: GameId,
        players: RangeInclusive<usize>,
        specs: &'static [OptionSpec],
    ) -> Result<OptionReader<'a>, SetupError> {
        if !players.contains(&self.players) {
            return Err(SetupError::PlayerCount {
                game,
                got: self.players,
                min: *players.start(),
                max: *players.end(),
            });
        }
        for key in self.options.keys() {
            if !specs.iter().any(|s| s.key == key) {
                return Err(SetupError::UnknownOption {
                    game,
                    key: key.clone(),
                });
            }
        }
        Ok(OptionReader {
            game,
            setup: self,
            specs,
        })
    }
}

/// Typed access to a checked [`Setup`]'s options.
pub struct OptionReader<'a> {
    game: GameId,
    setup: &'a Setup,
    specs: &'static [OptionSpec],
}

impl OptionReader<'_> {
    fn raw(&self, key: &str) -> Result<(&OptionSpec, String), SetupError> {
        let spec =
            self.specs
                .iter()
                .find(|s| s.key == key)
                .ok_or_else(|| SetupError::UnknownOption {
                    game: self.game,
                    key: key.to_string(),
                })?;
        let value = self
            .setup
            .options
            .get(key)
            .cloned()
            .unwrap_or_else(|| spec.default.to_string());
        Ok((spec, value))
    }

    pub fn bool(&self, key: &str) -> Result<bool, SetupError> {
        let (spec, v) = self.raw(key)?;
        match v.as_str() {
            "true" | "on" | "yes" | "1" => Ok(true),
            "false" | "off" | "no" | "0" => Ok(false),
            _ => Err(spec.bad(&v)),
        }
    }

    pub fn int(&self, key: &str) -> Result<i64, SetupError> {
        let (spec, v) = self.raw(key)?;
        let n: i64 = v.trim().parse().map_err(|_| spec.bad(&v))?;
        match spec.kind {
            OptionKind::Int { min, max } if n < min || n > max => Err(spec.bad(&v)),
            _ => Ok(n),
        }
    }

    /// A text option's value; the game parses it (and reports a bad one with [`Self::bad`]).
    pub fn text(&self, key: &str) -> Result<String, SetupError> {
        Ok(self.raw(key)?.1)
    }

    /// The error for a value of `key` the game could not use.
    pub fn bad(&self, key: &str, value: &str) -> SetupError {
        match self.raw(key) {
            Ok((spec, _)) => spec.bad(value),
            Err(e) => e,
        }
    }

    pub fn choice(&self, key: &str) -> Result<&'static str, SetupError> {
        let (spec, v) = self.raw(key)?;
        match spec.kind {
            OptionKind::Choice(choices) => choices
                .iter()
                .copied()
                .find(|c| *c == v)
                .ok_or_else(|| spec.bad(&v)),
            _ => Err(spec.bad(&v)),
        }
    }
}

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    Int {
        min: i64,
        max: i64,
    },
    Choice(&'static [&'static str]),
    /// Free text in a game's own format (e.g. a Cubus stack to start the Abbau from); set
    /// by records and links, not offered in the new-game dialog.
    Text,
}

/// One variant option of a game, for the new-game dialog and the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
}

impl OptionSpec {
    fn bad(&self, value: &str) -> SetupError {
        let expected = match self.kind {
            OptionKind::Bool => "true or false".to_string(),
            OptionKind::Int { min, max } => format!("a whole number from {min} to {max}"),
            OptionKind::Choice(c) => format!("one of {}", c.join(", ")),
            OptionKind::Text => "text in the game's own format".to_string(),
        };
        SetupError::BadOptionValue {
            key: self.key.to_string(),
            value: value.to_string(),
            expected,
        }
    }
}

/// A game could not be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("unknown game \"{0}\"")]
    UnknownGame(String),
    #[error("{game} is for {min} to {max} players, not {got}")]
    PlayerCount {
        game: GameId,
        got: usize,
        min: usize,
        max: usize,
    },
    #[error("{game} has no option \"{key}\"")]
    UnknownOption { game: GameId, key: String },
    #[error("option {key}={value} is not valid: expected {expected}")]
    BadOptionValue {
        key: String,
        value: String,
        expected: String,
    },
}

/// What is wrong with a move's text, for a message in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NotationKind {
    /// Nothing but white space was given.
    Empty,
    /// Not in the game's notation; [`NotationError::reason`] names the expected form.
    Unreadable,
}

/// A move's text could not be read. Match on [`NotationError::kind`]; `reason` is the
/// notation's expected form in English, for the command line and as a hint beside a
/// translated message (the notation itself is the same in every language).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not a move: {reason}")]
pub struct NotationError {
    pub text: String,
    pub kind: NotationKind,
    pub reason: String,
}

impl NotationError {
    /// An error for `text`, of kind [`NotationKind::Empty`] when it is blank and
    /// [`NotationKind::Unreadable`] otherwise.
    pub fn new(text: &str, reason: impl Into<String>) -> Self {
        let kind = if text.trim().is_empty() {
            NotationKind::Empty
        } else {
            NotationKind::Unreadable
        };
        NotationError {
            text: text.to_string(),
            kind,
            reason: reason.into(),
        }
    }
}

/// One game's rules. Required methods are small; [`Game::play`] is provided so that every
/// game checks moves the same way.
///
/// Contract (checked for every game by [`crate::conformance`]):
/// - `to_move()` is `None` exactly when `outcome()` is `Some`;
/// - while the game runs, `legal_moves()` is non-empty and free of duplicates (a game with
///   no real move offers a pass), and `validate(m)` is `Ok` exactly for the listed moves;
/// - every chance event draws from the state's own [`GameRng`], so replaying the same moves
///   from the same seed reproduces the state exactly;
/// - a move's notation round-trips: `m.to_string().parse() == Ok(m)`, and is at most
///   [`limits::MOVE`](crate::limits::MOVE) bytes long.
pub trait Game: Clone + fmt::Debug + PartialEq + Sized {
    type Move: Clone + fmt::Debug + PartialEq + Eq + fmt::Display + FromStr<Err = NotationError>;
    /// Names the rule a rejected move breaks.
    type Error: std::error::Error + Clone + PartialEq + 'static;

    const ID: GameId;
    const PLAYERS: RangeInclusive<usize>;

    fn option_specs() -> &'static [OptionSpec];

    /// The initial position. Every random choice (start player, shuffles) comes from `seed`.
    fn new(setup: &Setup, seed: u64) -> Result<Self, SetupError>;

    fn players(&self) -> usize;

    /// The seat to move, or `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;

    fn legal_moves(&self) -> Vec<Self::Move>;

    /// Whether `legal_moves()` lists every legal move here. A game whose moves can run to
    /// millions (Cubus's builds) lists a bounded sample instead and says so here; then
    /// `validate` still accepts every legal move, listed or not.
    fn lists_every_move(&self) -> bool {
        true
    }

    /// `Ok` iff `m` is legal here; otherwise the rule it breaks. Must agree with `legal_moves`
    /// (every listed move is legal; unlisted ones are illegal unless `lists_every_move` is
    /// false).
    fn validate(&self, m: &Self::Move) -> Result<(), Self::Error>;

    /// Applies a move already known to be legal (the fast path for search).
    fn play_unchecked(&mut self, m: &Self::Move);

    fn outcome(&self) -> Option<Outcome>;

    /// Checked play for user input: on error the state is untouched.
    fn play(&mut self, m: &Self::Move) -> Result<(), Self::Error> {
        self.validate(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Counts the hidden things revealed so far (cards drawn, decks shuffled). Undo never
    /// goes back across a change of this count. Games of perfect information keep 0.
    fn reveals(&self) -> u64 {
        0
    }

    /// The game's own invariants (piece counts, bounds, …), checked after every move by the
    /// conformance suite and `cli selfplay`.
    fn check_invariants(&self) -> Result<(), String>;

    /// The position as `observer` may know it: everything hidden from them (other hands,
    /// the deck order, the state's RNG) re-drawn from `rng` consistently with what they can
    /// see. With perfect information this is a clone. Used for per-player views and
    /// determinized search; `None` observes as a spectator.
    fn determinize(&self, _observer: Option<Seat>, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    /// The position as `observer` may see it (`None`: a spectator), to send to them: what
    /// they cannot know is filled in the same way whatever it really is, and the RNG is not
    /// the game's. It is [`Game::determinize`] with a fixed RNG, so it is a function of what
    /// the observer knows only because every `determinize` sorts the hidden items before it
    /// shuffles them; the conformance suite checks that re-dealing the hidden items leaves
    /// the view unchanged.
    fn view(&self, observer: Option<Seat>) -> Self {
        self.determinize(observer, &mut GameRng::new(VIEW_SEED))
    }
}

/// The seed of the RNG that fills in a [`Game::view`]'s hidden items.
pub const VIEW_SEED: u64 = 0x5EE0_F1E7;
