//! Strength levels and their text form (`random`, `easy`, `medium`, `hard`, `hard:<n>`),
//! shared by the new-game dialog, links and the command line.

use std::fmt;
use std::str::FromStr;

use crate::config::Config;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Search iterations at this level for a game without budgets of its own
    /// ([`crate::Heuristics::config`]); `None` for [`Level::Random`], which does not search.
    pub fn iterations(self) -> Option<u32> {
        match self {
            Level::Random => None,
            Level::Easy => Some(200),
            Level::Medium => Some(2_000),
            Level::Hard => Some(20_000),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| SpecError::UnknownLevel(s.to_string()))
    }
}

/// A level, with the iteration count of `hard` optionally overridden: `hard:<n>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spec {
    pub level: Level,
    /// Only ever set for [`Level::Hard`].
    pub iterations: Option<u32>,
}

impl Spec {
    pub fn hard(iterations: u32) -> Self {
        Spec {
            level: Level::Hard,
            iterations: Some(iterations),
        }
    }

    /// The game-independent search configuration, or `None` for a random player: what a
    /// game without budgets of its own uses.
    pub fn config(&self) -> Option<Config> {
        self.iterations.or(self.level.iterations()).map(Config::new)
    }
}

impl From<Level> for Spec {
    fn from(level: Level) -> Self {
        Spec {
            level,
            iterations: None,
        }
    }
}

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.iterations {
            Some(n) => write!(f, "{}:{n}", self.level),
            None => write!(f, "{}", self.level),
        }
    }
}

impl FromStr for Spec {
    type Err = SpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let Some((name, count)) = s.split_once(':') else {
            return Ok(s.parse::<Level>()?.into());
        };
        let level: Level = name.parse()?;
        if level != Level::Hard {
            return Err(SpecError::CountNotAllowed(level));
        }
        match count.parse::<u32>() {
            Ok(n) if n > 0 => Ok(Spec::hard(n)),
            _ => Err(SpecError::BadIterations(count.to_string())),
        }
    }
}

/// A level could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecError {
    #[error("unknown level \"{0}\": expected random, easy, medium, hard or hard:<iterations>")]
    UnknownLevel(String),
    #[error("only hard takes an iteration count (hard:<iterations>), not {0}")]
    CountNotAllowed(Level),
    #[error("\"{0}\" is not an iteration count: expected a whole number from 1 to 4294967295")]
    BadIterations(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_print_back() {
        for text in ["random", "easy", "medium", "hard", "hard:1", "hard:123456"] {
            let spec: Spec = text.parse().expect(text);
            assert_eq!(spec.to_string(), text);
        }
        assert_eq!("medium".parse::<Level>(), Ok(Level::Medium));
        assert_eq!("hard:500".parse::<Spec>(), Ok(Spec::hard(500)));
    }

    #[test]
    fn specs_give_their_budgets() {
        assert_eq!(Spec::from(Level::Random).config(), None);
        let iterations = |s: &str| s.parse::<Spec>().ok()?.config().map(|c| c.iterations);
        assert_eq!(iterations("easy"), Some(200));
        assert_eq!(iterations("medium"), Some(2_000));
        assert_eq!(iterations("hard"), Some(20_000));
        assert_eq!(iterations("hard:77"), Some(77));
    }

    #[test]
    fn bad_specs_are_rejected_with_a_reason() {
        let err = |s: &str| s.parse::<Spec>().expect_err(s);
        assert_eq!(err(""), SpecError::UnknownLevel(String::new()));
        assert_eq!(err("Hard"), SpecError::UnknownLevel("Hard".into()));
        assert_eq!(err("expert:5"), SpecError::UnknownLevel("expert".into()));
        assert_eq!(err("easy:5"), SpecError::CountNotAllowed(Level::Easy));
        for count in ["", "0", "-3", "x", "1e3", "99999999999", " 5"] {
            let text = format!("hard:{count}");
            assert_eq!(err(&text), SpecError::BadIterations(count.into()));
        }
        assert!(err("easy:5").to_string().contains("hard:<iterations>"));
    }
}
