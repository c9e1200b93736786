//! What every view reads from around it: the language context and the hooks on it, and
//! whether the page has been taken over from its prerendered HTML. Views import these
//! from here, not from the app shell that provides them.

use yew::prelude::*;

use crate::i18n::Lang;
use rules::GameId;

/// The current language and a way to change it, for every view.
#[derive(Clone, PartialEq)]
pub struct LangCtx {
    pub lang: Lang,
    pub set: Callback<Lang>,
}

/// The game a room's document was made for: a room's frame is prerendered for its game
/// (the server answers `/online/<room>` with its game's document), and a room program is
/// built with one game. The room's page names it before the room's first message does.
#[derive(Clone, Copy, PartialEq, Default)]
pub struct DocumentGame(pub Option<GameId>);

#[hook]
pub fn use_document_game() -> Option<GameId> {
    use_context::<DocumentGame>().and_then(|d| d.0)
}

#[hook]
pub fn use_lang() -> Lang {
    use_context::<LangCtx>().map(|c| c.lang).unwrap_or_default()
}

/// `false` in the first render, `true` from the next: what the browser holds (storage,
/// flags) is shown only after a prerendered page has been taken over, never during the
/// render that must match it.
#[hook]
pub fn use_mounted() -> bool {
    let mounted = use_state(|| false);
    {
        let mounted = mounted.clone();
        use_effect_with((), move |_| mounted.set(true));
    }
    *mounted
}
