//! The one list of games. Everything that dispatches over the games (`GameId`, `AnyGame`,
//! `AnyError`, `visit_game`, the AI, the worker, the command line, rules-js and the app) is
//! generated from this list, so adding a game is one row here plus the trait impls its
//! crates ask for; a forgotten impl is a compile error.

/// The games, one row each, in the order the app lists them.
///
/// `games!(callback)` calls `callback! { Variant, module, Type, "id"; … }`: `Variant` names
/// the `GameId`/`AnyGame`/`AnyError` variant, `module` the game's module (in `rules` and in
/// every crate that has per-game code), `Type` the rules type implementing
/// [`Game`](crate::Game), and `"id"` the id used in records, links and URLs.
///
/// ```
/// macro_rules! count { ($($v:ident, $m:ident, $t:path, $id:literal;)*) => { [$($id),*].len() } }
/// assert_eq!(rules::games!(count), rules::GameId::ALL.len());
/// ```
///
/// `games!(visitor …)` defines a visitor trait over a bound and the function that runs it
/// for a game chosen at run time (Rust has no generic closures, so generic code is a
/// visitor). The bound is the trait each game must implement, so a game without it does
/// not compile:
///
/// ```
/// trait Named: rules::Game { const NAME: &'static str = "a game"; }
/// impl Named for rules::cubulus::Cubulus {}
/// impl Named for rules::cubus::Cubus {}
/// impl Named for rules::cube_attack::CubeAttack {}
/// impl Named for rules::cubes::Cubes {}
/// impl Named for rules::mojave::Mojave { const NAME: &'static str = "Mojave"; }
/// rules::games!(visitor trait NameVisitor: Named; fn visit_named;);
///
/// struct Name;
/// impl NameVisitor for Name {
///     type Output = &'static str;
///     fn visit<G: Named + 'static>(self) -> &'static str { G::NAME }
/// }
/// assert_eq!(visit_named(rules::GameId::Mojave, Name), "Mojave");
/// ```
#[macro_export]
macro_rules! games {
    // Every game's id, built or not, in the registry's order (the stable index of a game
    // where an encoding counts variants: `game::EVERY_GAME_ID`).
    (every_id) => {
        $crate::games! { @list @ids }
    };
    ($callback:ident) => {
        $crate::games! { @rows (call $callback) }
    };
    (visitor $(#[$tm:meta])* $tv:vis trait $visitor:ident: $bound:path;
     $(#[$fm:meta])* $fv:vis fn $visit:ident;) => {
        $(#[$tm])*
        $tv trait $visitor {
            type Output;
            fn visit<G: $bound + 'static>(self) -> Self::Output;
        }
        $crate::games! { @rows (visit_fn [$(#[$fm])* $fv fn $visit $visitor]) }
    };
    // The list itself, written once. Each row names the macro that says whether this build
    // has the game (its Cargo feature, named after its id: the `__built_*` macros below); the rows of
    // the games left out are dropped before anything is generated.
    (@rows $how:tt) => {
        $crate::games! { @list @keep $how [] }
    };
    (@ids $([$built:ident] $variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        [$($id),*]
    };
    (@list $($then:tt)*) => {
        $crate::games! { $($then)*
            [__built_cubulus] Cubulus, cubulus, $crate::cubulus::Cubulus, "cubulus";
            [__built_cubus] Cubus, cubus, $crate::cubus::Cubus, "cubus";
            [__built_cube_attack] CubeAttack, cube_attack, $crate::cube_attack::CubeAttack, "cube-attack";
            [__built_cubes] Cubes, cubes, $crate::cubes::Cubes, "cubes";
            [__built_mojave] Mojave, mojave, $crate::mojave::Mojave, "mojave";
        }
    };
    (@keep $how:tt [$($kept:tt)*]) => {
        $crate::games! { @expand $how $($kept)* }
    };
    (@keep $how:tt [$($kept:tt)*] [$built:ident] $variant:ident, $module:ident, $ty:path, $id:literal;
     $($rest:tt)*) => {
        $crate::$built! {
            { $crate::games! { @keep $how [$($kept)* $variant, $module, $ty, $id;] $($rest)* } }
            { $crate::games! { @keep $how [$($kept)*] $($rest)* } }
        }
    };
    (@expand (call $callback:ident) $($rows:tt)*) => {
        $callback! { $($rows)* }
    };
    (@expand (visit_fn [$(#[$fm:meta])* $fv:vis fn $visit:ident $visitor:ident])
     $($variant:ident, $module:ident, $ty:path, $id:literal;)*) => {
        $(#[$fm])*
        $fv fn $visit<V: $visitor>(id: $crate::GameId, visitor: V) -> V::Output {
            match id {
                $($crate::GameId::$variant => visitor.visit::<$ty>(),)*
            }
        }
    };
}

/// Whether this build of the rules has a game: each game is a Cargo feature named after its
/// id (all of them by default), so that a browser program for one game's pages leaves the
/// others out (crates/app, `scripts/build-programs.mjs`). `__built_<game>!({ if built } {
/// if not })` is what `games!` asks for each row; two definitions a game, one per answer
/// (a macro defined by another macro cannot be exported by path).
#[cfg(feature = "cubulus")]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cubulus { ({ $($yes:tt)* } { $($no:tt)* }) => { $($yes)* }; }
#[cfg(not(feature = "cubulus"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cubulus { ({ $($yes:tt)* } { $($no:tt)* }) => { $($no)* }; }

#[cfg(feature = "cubus")]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cubus { ({ $($yes:tt)* } { $($no:tt)* }) => { $($yes)* }; }
#[cfg(not(feature = "cubus"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cubus { ({ $($yes:tt)* } { $($no:tt)* }) => { $($no)* }; }

#[cfg(feature = "cube-attack")]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cube_attack { ({ $($yes:tt)* } { $($no:tt)* }) => { $($yes)* }; }
#[cfg(not(feature = "cube-attack"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cube_attack { ({ $($yes:tt)* } { $($no:tt)* }) => { $($no)* }; }

#[cfg(feature = "cubes")]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cubes { ({ $($yes:tt)* } { $($no:tt)* }) => { $($yes)* }; }
#[cfg(not(feature = "cubes"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_cubes { ({ $($yes:tt)* } { $($no:tt)* }) => { $($no)* }; }

#[cfg(feature = "mojave")]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_mojave { ({ $($yes:tt)* } { $($no:tt)* }) => { $($yes)* }; }
#[cfg(not(feature = "mojave"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __built_mojave { ({ $($yes:tt)* } { $($no:tt)* }) => { $($no)* }; }
