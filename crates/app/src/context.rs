//! What every view reads from around it: the language context and the hooks on it, and
//! whether the page has been taken over from its prerendered HTML. Views import these
//! from here, not from the app shell that provides them.

use yew::prelude::*;

use crate::i18n::Lang;

/// The current language and a way to change it, for every view.
#[derive(Clone, PartialEq)]
pub struct LangCtx {
    pub lang: Lang,
    pub set: Callback<Lang>,
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
