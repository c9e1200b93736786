//! The one list of games. Everything that dispatches over the games (`GameId`, `AnyGame`,
//! `visit_game`, the AI, the worker, the command line, rules-js and the app) is generated
//! from this list, so adding a game is one row here plus the trait impls its crates ask for;
//! a forgotten impl is a compile error.

/// Calls `$callback! { Variant, module, Type, "id"; … }` with one row per game, in the
/// order the app lists them. `Variant` names the `GameId`/`AnyGame` variant, `module` the
/// game's module (in `rules` and in every crate that has per-game code), `Type` the rules
/// type implementing [`Game`](crate::Game), and `"id"` the id used in records, links and
/// URLs.
///
/// ```
/// macro_rules! count { ($($v:ident, $m:ident, $t:path, $id:literal;)*) => { [$($id),*].len() } }
/// assert_eq!(rules::games!(count), rules::GameId::ALL.len());
/// ```
#[macro_export]
macro_rules! games {
    ($callback:ident) => {
        $callback! {
            Cubulus, cubulus, $crate::cubulus::Cubulus, "cubulus";
            Cubus, cubus, $crate::cubus::Cubus, "cubus";
            CubeAttack, cube_attack, $crate::cube_attack::CubeAttack, "cube-attack";
            Cubes, cubes, $crate::cubes::Cubes, "cubes";
            Mojave, mojave, $crate::mojave::Mojave, "mojave";
        }
    };
}
