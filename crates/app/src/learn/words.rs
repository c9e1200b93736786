//! Each game's lesson texts, found by the stage's id (dispatch over the games' files).

use rules::GameId;

use super::texts::StageWords;
use super::{cube_attack, cubes, cubulus, cubus, mojave};
use crate::i18n::Lang;

/// The texts of stage `id` of `game`'s course, in `lang`.
pub fn stage_words(game: GameId, id: &str, lang: Lang) -> Option<StageWords<&'static str>> {
    match game {
        GameId::Cubulus => cubulus::stage(id).map(|w| w.read(lang)),
        GameId::Mojave => mojave::stage(id).map(|w| w.read(lang)),
        GameId::Cubus => cubus::stage(id).map(|w| w.read(lang)),
        GameId::CubeAttack => cube_attack::stage(id).map(|w| w.read(lang)),
        GameId::Cubes => cubes::stage(id).map(|w| w.read(lang)),
    }
}

/// Why a listed wrong move is wrong, in `lang`.
pub fn why_words(game: GameId, key: &str, lang: Lang) -> Option<&'static str> {
    match game {
        GameId::Cubulus => cubulus::why(key).map(|k| lang.t(k)),
        GameId::Mojave => mojave::why(key).map(|k| lang.t(k)),
        GameId::Cubus => cubus::why(key).map(|k| lang.t(k)),
        GameId::CubeAttack => cube_attack::why(key).map(|k| lang.t(k)),
        GameId::Cubes => cubes::why(key).map(|k| lang.t(k)),
    }
}
