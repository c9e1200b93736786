//! The app shell: router, language, header.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::browser;
use crate::i18n::{Lang, T};
use crate::pages::{game::GamePage, home::HomePage, online::OnlinePage, rules::RulesPage};
use crate::route::Route;
use crate::storage::{self, BrowserStore};

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

fn initial_lang() -> Lang {
    storage::load_lang(&BrowserStore::open())
        .and_then(|c| Lang::from_tag(&c))
        .or_else(|| browser::browser_lang().and_then(|t| Lang::from_tag(&t)))
        .unwrap_or_default()
}

#[function_component(App)]
pub fn app() -> Html {
    let lang = use_state(initial_lang);
    let set = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| {
            storage::save_lang(&mut BrowserStore::open(), l.code());
            lang.set(l);
        })
    };
    {
        let code = lang.code();
        use_effect_with(code, move |code| browser::set_document_lang(code));
    }
    let ctx = LangCtx { lang: *lang, set };
    html! {
        <ContextProvider<LangCtx> context={ctx}>
            <BrowserRouter>
                <Header />
                <crate::components::update_banner::UpdateBanner />
                <main id="main">
                    <Switch<Route> render={switch} />
                </main>
            </BrowserRouter>
        </ContextProvider<LangCtx>>
    }
}

fn switch(route: Route) -> Html {
    match route {
        Route::Home => html! { <HomePage /> },
        Route::Game { game } => match game.parse::<rules::GameId>() {
            Ok(id) => html! { <GamePage key={game} game={id} /> },
            Err(_) => html! { <NotFound /> },
        },
        Route::Rules { game } => match game.parse::<rules::GameId>() {
            Ok(id) => html! { <RulesPage game={id} /> },
            Err(_) => html! { <NotFound /> },
        },
        // Served by its own root (`main.rs`); reached here only by in-app navigation.
        Route::Embed { .. } => html! { <crate::pages::embed::EmbedApp /> },
        Route::Online { room } => html! { <OnlinePage key={room.clone()} room={room.clone()} /> },
        Route::NotFound => html! { <NotFound /> },
    }
}

#[function_component(NotFound)]
fn not_found() -> Html {
    let lang = use_lang();
    html! { <p class="notice">{ lang.t(T::AppNotFound) }</p> }
}

#[function_component(Header)]
fn header() -> Html {
    let ctx = use_context::<LangCtx>();
    let lang = ctx.as_ref().map(|c| c.lang).unwrap_or_default();
    let onchange = {
        let ctx = ctx.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value());
            if let (Some(ctx), Some(l)) = (&ctx, value.as_deref().and_then(Lang::from_tag)) {
                ctx.set.emit(l);
            }
        })
    };
    html! {
        <header class="top">
            <Link<Route> to={Route::Home} classes="brand">
                <svg class="logo" viewBox="0 0 32 32" aria-hidden="true">
                    <path d="M16 3 L28 9.5 L16 16 L4 9.5 Z" fill="#f3c34b" />
                    <path d="M4 9.5 L16 16 L16 29 L4 22.5 Z" fill="#d6453d" />
                    <path d="M28 9.5 L16 16 L16 29 L28 22.5 Z" fill="#2f6fd6" />
                </svg>
                <span>{ "Cube Table" }</span>
            </Link<Route>>
            <label class="lang">
                <span class="sr-only">{ lang.t(T::Language) }</span>
                <select id="lang-select" aria-label={lang.t(T::Language)} {onchange}>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option value={l.code()} selected={*l == lang}>{ l.name() }</option>
                    }) }
                </select>
            </label>
        </header>
    }
}
