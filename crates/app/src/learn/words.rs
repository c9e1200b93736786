//! Each game's lesson texts, found by the stage's id (dispatch over the games' files).

use rules::GameId;

use super::texts::StageWords;
use crate::i18n::Lang;

/// The texts of stage `id` of `game`'s course, in `lang`.
pub fn stage_words(game: GameId, id: &str, lang: Lang) -> Option<StageWords<&'static str>> {
    macro_rules! stage {
        ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
            match game {
                $(GameId::$variant => super::$module::stage(id).map(|w| w.read(lang)),)*
            }
        };
    }
    rules::games!(stage)
}

/// Why a listed wrong move is wrong, in `lang`.
pub fn why_words(game: GameId, key: &str, lang: Lang) -> Option<&'static str> {
    macro_rules! why {
        ($($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
            match game {
                $(GameId::$variant => super::$module::why(key).map(|k| lang.t(k)),)*
            }
        };
    }
    rules::games!(why)
}
