//! The app shell: router, language, header; and the two sets of pages a program can
//! show (`Pages`): every page (`FullPages`, the `app` program) or only the home and rules
//! pages (`ShellPages`, the small `shell` program those pages load first).

use yew::prelude::*;

use crate::browser;
use crate::context::{use_lang, use_mounted, DocumentGame, LangCtx};
use crate::i18n::{Lang, T};
use crate::pages::{
    game::GamePage, home::HomePage, lobby::LobbyPage, online::OnlinePage, rules::RulesPage,
};
use crate::route::Route;
use crate::router::{use_route, Link, Router};
use crate::storage::{self, BrowserStore};

/// The language a page not prerendered starts in: the one chosen before, else the
/// browser's.
pub fn initial_lang() -> Lang {
    storage::load_lang(&BrowserStore::open())
        .and_then(|c| Lang::from_tag(&c))
        .or_else(|| browser::browser_lang().and_then(|t| Lang::from_tag(&t)))
        .unwrap_or_default()
}

/// Which kinds of page a program shows. Read by [`page`] as constants of each program's
/// `Pages`, so a program's build keeps only the pages it shows (the compiler drops the
/// arms whose flag is false, and every component only they reach).
pub struct Shows {
    pub home_and_rules: bool,
    pub game: bool,
    pub learn: bool,
    pub online: bool,
    pub lobby: bool,
    pub embed: bool,
    /// The account page (`/account`).
    pub account: bool,
    /// A game's position editor (`/<game>/editor`, the `editor` program's).
    pub editor: bool,
    /// A game's study page (`/<game>/study`, the `study` program's).
    pub study: bool,
    /// Addresses of no page ("not found"); a program without it loads their document.
    pub unknown: bool,
}

const NONE: Shows = Shows {
    home_and_rules: false,
    game: false,
    learn: false,
    online: false,
    lobby: false,
    embed: false,
    account: false,
    editor: false,
    study: false,
    unknown: false,
};

/// What one program can show: its kinds of page, and what the address of a game this
/// build does not have gets.
pub trait Pages: 'static {
    const SHOWS: Shows;
    /// Whether the shell sets each page's title (`page_title`) as the address or the
    /// language changes. A game's and a room's programs show one page each, which says its
    /// own (the game page; a room's alerts), so they link no other page's title.
    const TITLES: bool = true;
    fn other_game() -> Html {
        html! { <LoadDocument /> }
    }
    fn switch(route: Route) -> Html {
        page::<Self>(route)
    }
}

/// Every page: the `app` program.
pub struct FullPages;

impl Pages for FullPages {
    const SHOWS: Shows = Shows {
        home_and_rules: true,
        game: true,
        learn: true,
        online: true,
        lobby: true,
        embed: true,
        account: true,
        // The editor and the study are their own programs' (with the rules' `positions`).
        editor: false,
        study: false,
        unknown: true,
    };
    fn other_game() -> Html {
        html! { <NotFound /> }
    }
}

/// The home and rules pages: the `shell` program. Any other address is another document
/// (a game page is prerendered with the game's own program), so it is loaded as one.
pub struct ShellPages;

impl Pages for ShellPages {
    const SHOWS: Shows = Shows {
        home_and_rules: true,
        ..NONE
    };
    fn other_game() -> Html {
        html! { <NotFound /> }
    }
}

/// One game's page, in a program built with that game alone (`game` with the game's Cargo
/// feature: `scripts/build-programs.mjs`). Every other address, another game's among them,
/// is another document.
pub struct GamePages;

impl Pages for GamePages {
    const SHOWS: Shows = Shows { game: true, ..NONE };
    const TITLES: bool = false;
}

/// One game's lessons and puzzles, in a program built with that game alone (`learn`).
pub struct LearnPages;

impl Pages for LearnPages {
    const SHOWS: Shows = Shows {
        learn: true,
        ..NONE
    };
}

/// The account page: the `account` program (the page's own, so that no other carries it).
pub struct AccountPages;

impl Pages for AccountPages {
    const SHOWS: Shows = Shows {
        account: true,
        ..NONE
    };
}

/// One game's position editor, in a program built with that game and the rules'
/// `positions` feature (`editor`).
pub struct EditorPages;

impl Pages for EditorPages {
    const SHOWS: Shows = Shows {
        editor: true,
        ..NONE
    };
    const TITLES: bool = false;
}

/// One game's study page, in a program built with that game and the rules' `positions`
/// feature (`study`; its embed has a root of its own, `study::reader::StudyEmbedApp`).
pub struct StudyPages;

impl Pages for StudyPages {
    const SHOWS: Shows = Shows {
        study: true,
        ..NONE
    };
    const TITLES: bool = false;
}

/// One game's online rooms, in a program built with that game alone (`room`): the server
/// answers `/online/<room>` with the document of the room's game.
pub struct RoomPages;

impl Pages for RoomPages {
    const SHOWS: Shows = Shows {
        online: true,
        ..NONE
    };
    const TITLES: bool = false;
}

#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// Rendering at build time (`prerender`): the address rendered, in place of the
    /// browser's.
    #[prop_or_default]
    pub url: Option<AttrValue>,
    /// A prerendered page's language: the one to render it in at build time, or the one
    /// it was rendered in when the browser takes it over. That first render must match the
    /// HTML (nothing from storage either), so the saved language follows right after.
    #[prop_or_default]
    pub lang: Option<Lang>,
    /// The game of a room's document (see [`DocumentGame`]): the one a room frame was
    /// prerendered for, or the one game a room program is built with.
    #[prop_or_default]
    pub game: Option<rules::GameId>,
}

#[function_component(App)]
pub fn app<P: Pages>(props: &AppProps) -> Html {
    let prerendered = props.lang;
    let lang = use_state(|| prerendered.unwrap_or_else(initial_lang));
    {
        let lang = lang.clone();
        use_effect_with((), move |_| {
            if let Some(rendered) = prerendered {
                let chosen = initial_lang();
                if chosen != rendered {
                    crate::i18n::with_texts(chosen, move || lang.set(chosen));
                }
            }
            // A choice made before the cookie existed: the next page comes in it too.
            if let Some(code) = storage::load_lang(&BrowserStore::open()) {
                browser::remember_lang_for_pages(&code);
            }
            browser::mark_ready();
        });
    }
    let set = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| {
            storage::save_lang(&mut BrowserStore::open(), l.code());
            browser::remember_lang_for_pages(l.code());
            let lang = lang.clone();
            crate::i18n::with_texts(l, move || lang.set(l));
        })
    };
    {
        let code = lang.code();
        use_effect_with(code, move |code| browser::set_document_lang(code));
    }
    let ctx = LangCtx { lang: *lang, set };
    let page = html! {
        <>
            <Header />
            <crate::components::update_banner::UpdateBanner />
            <main id="main">
                <Shown<P> />
            </main>
        </>
    };
    // Only a program with rooms reads the room's game: the others are built without it.
    let page = match P::SHOWS.online {
        true => html! {
            <ContextProvider<DocumentGame> context={DocumentGame(props.game)}>{ page }</ContextProvider<DocumentGame>>
        },
        false => page,
    };
    html! {
        <ContextProvider<LangCtx> context={ctx}>
            <Router url={props.url.clone()}>{ page }</Router>
        </ContextProvider<LangCtx>>
    }
}

/// The page at the address shown.
#[function_component(Shown)]
fn shown<P: Pages>() -> Html {
    let route = use_route().unwrap_or(Route::NotFound);
    let lang = use_lang();
    // A room's page says its own title (with its "your turn" mark: `online::alerts`).
    // Set as the page renders, not in an effect: this renders exactly when the address or
    // the language changes, setting a title twice is harmless, and an effect of its own
    // cost the shell 1.7 KB of code (natively `set_title` does nothing).
    if P::TITLES && !matches!(route, Route::Online { .. }) {
        let s = P::SHOWS;
        let kinds = crate::page_title::Kinds {
            home_and_rules: s.home_and_rules,
            game: s.game || s.online,
            learn: s.learn,
            lobby: s.lobby,
            account: s.account,
        };
        browser::set_title(&crate::page_title::shown(&route, lang, kinds));
    }
    P::switch(route)
}

/// An address the running program has no page for: the browser loads its document.
#[function_component(LoadDocument)]
fn load_document() -> Html {
    use_effect_with((), |_| {
        if let Some(w) = browser::window() {
            let _ = w.location().reload();
        }
    });
    html! {}
}

/// The page at `route` in program `P`: the one place that maps addresses to pages. The
/// guards are `P`'s constants, so each program's copy of this function has only its own
/// arms; any other address is another document.
fn page<P: Pages + ?Sized>(route: Route) -> Html {
    let shows = P::SHOWS;
    let id = |game: &str| game.parse::<rules::GameId>();
    match route {
        Route::Home if shows.home_and_rules => html! { <HomePage /> },
        Route::Rules { game } if shows.home_and_rules => match id(&game) {
            Ok(id) => html! { <RulesPage game={id} /> },
            Err(_) => P::other_game(),
        },
        Route::Game { game } if shows.game => match id(&game) {
            Ok(id) => html! { <GamePage key={game} game={id} /> },
            Err(_) => P::other_game(),
        },
        Route::Learn { game } if shows.learn => match id(&game) {
            Ok(id) => html! { <crate::learn::LearnPage game={id} /> },
            Err(_) => P::other_game(),
        },
        Route::LearnStage { game, stage } if shows.learn => match id(&game) {
            Ok(id) => html! { <crate::learn::LearnPage game={id} stage={stage} /> },
            Err(_) => P::other_game(),
        },
        Route::Puzzles { game } if shows.learn => match id(&game) {
            Ok(id) => html! { <crate::pages::puzzles::PuzzlesPage key={game} game={id} /> },
            Err(_) => P::other_game(),
        },
        Route::Puzzle { game, id: puzzle } if shows.learn => match id(&game) {
            Ok(g) => {
                html! { <crate::pages::puzzles::PuzzlesPage key={format!("{game}/{puzzle}")} game={g} id={puzzle} /> }
            }
            Err(_) => P::other_game(),
        },
        Route::Online { room } if shows.online => {
            html! { <OnlinePage key={room.clone()} room={room.clone()} /> }
        }
        Route::Lobby if shows.lobby => html! { <LobbyPage game={None::<rules::GameId>} /> },
        Route::GameLobby { game } if shows.lobby => match id(&game) {
            Ok(id) => html! { <LobbyPage key={game} game={Some(id)} /> },
            Err(_) => P::other_game(),
        },
        // Served by its own root (`main.rs`); reached here only by in-app navigation.
        Route::Embed { .. } | Route::EmbedLearn { .. } | Route::EmbedPuzzle { .. }
            if shows.embed =>
        {
            html! { <crate::pages::embed::EmbedApp<crate::pages::embed::AllEmbeds> /> }
        }
        Route::Account if shows.account => html! { <crate::account::AccountPage /> },
        Route::Editor { game } if shows.editor => editor_page::<P>(game),
        Route::Study { game } if shows.study => study_page::<P>(game),
        Route::Player { handle } if shows.account => {
            html! { <crate::account::player::PlayerPage key={handle.clone()} handle={handle.clone()} /> }
        }
        Route::Games if shows.account => html! { <crate::account::games::GamesPage /> },
        Route::NotFound if shows.unknown => html! { <NotFound /> },
        _ => html! { <LoadDocument /> },
    }
}

/// A game's position editor: in a program with the rules' `positions` feature.
#[cfg(feature = "positions")]
fn editor_page<P: Pages + ?Sized>(game: String) -> Html {
    match game.parse::<rules::GameId>() {
        Ok(id) => html! { <crate::editor::page::EditorPage key={game} game={id} /> },
        Err(_) => P::other_game(),
    }
}

/// Without positions the editor is another program's document.
#[cfg(not(feature = "positions"))]
fn editor_page<P: Pages + ?Sized>(_: String) -> Html {
    html! { <LoadDocument /> }
}

/// A game's study page: in a program with the rules' `positions` feature.
#[cfg(feature = "positions")]
fn study_page<P: Pages + ?Sized>(game: String) -> Html {
    match game.parse::<rules::GameId>() {
        Ok(id) => html! { <crate::study::page::StudyPage key={game} game={id} /> },
        Err(_) => P::other_game(),
    }
}

/// Without positions the study page is another program's document.
#[cfg(not(feature = "positions"))]
fn study_page<P: Pages + ?Sized>(_: String) -> Html {
    html! { <LoadDocument /> }
}

#[function_component(NotFound)]
fn not_found() -> Html {
    let lang = use_lang();
    html! { <p class="notice">{ lang.t(T::AppNotFound) }</p> }
}

#[function_component(Header)]
fn header() -> Html {
    let mounted = use_mounted();
    let ctx = use_context::<LangCtx>();
    let lang = ctx.as_ref().map(|c| c.lang).unwrap_or_default();
    // Signed in, the header says whose account this is (the handle this browser signed in
    // as last; the prerendered page and a stranger's say "Account").
    let handle = use_memo(mounted, |&m| {
        m.then(|| crate::storage::signed_in_as(&crate::storage::BrowserStore::open()))
            .flatten()
    });
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
            <Link to={Route::Home} classes="brand">
                <svg class="logo" viewBox="0 0 32 32" aria-hidden="true">
                    <path d="M16 3 L28 9.5 L16 16 L4 9.5 Z" fill="#f3c34b" />
                    <path d="M4 9.5 L16 16 L16 29 L4 22.5 Z" fill="#d6453d" />
                    <path d="M28 9.5 L16 16 L16 29 L28 22.5 Z" fill="#2f6fd6" />
                </svg>
                <span>{ "Cube Table" }</span>
            </Link>
            // A document of its own (the `account` program), not a page of this one.
            <a class="account-nav" href="/account">
                { match handle.as_ref() {
                    Some(h) => h.clone(),
                    None => lang.t(T::AccountLink).to_string(),
                } }
            </a>
            <label class="lang">
                <span class="sr-only">{ lang.t(T::Language) }</span>
                // Disabled in a prerendered page until the program has taken it over.
                <select id="lang-select" aria-label={lang.t(T::Language)} {onchange} disabled={!mounted}>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option value={l.code()} selected={*l == lang}>{ l.name() }</option>
                    }) }
                </select>
            </label>
        </header>
    }
}
