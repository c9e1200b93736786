//! The address bar and the page it names: the [`Route`] shown now, changed by our
//! [`Link`]s and a [`Navigator`], and by the browser's back and forward buttons. A program
//! shows one family of pages; an address outside it loads its own document
//! (`app::page`), so this needs no more than `pushState` and `popstate`.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::browser;
use crate::route::Route;

/// An address split into the page it names and its query (with its `?`, or empty).
#[derive(Clone, PartialEq, Debug)]
struct Address {
    route: Route,
    query: AttrValue,
}

impl Address {
    fn parse(url: &str) -> Address {
        let url = url.split('#').next().unwrap_or_default();
        let (path, query) = match url.find('?') {
            Some(i) => url.split_at(i),
            None => (url, ""),
        };
        Address {
            route: Route::from_path(path),
            query: AttrValue::from(query.to_string()),
        }
    }

    /// The browser's address now (the home page where there is no browser).
    fn here() -> Address {
        let location = browser::window().map(|w| w.location());
        let path = location.as_ref().and_then(|l| l.pathname().ok());
        let query = location.and_then(|l| l.search().ok()).unwrap_or_default();
        Address {
            route: Route::from_path(path.as_deref().unwrap_or("/")),
            query: AttrValue::from(query),
        }
    }
}

/// Goes to another page of the app: the address bar changes and so does the page.
#[derive(Clone, PartialEq)]
pub struct Navigator {
    go: Callback<(Route, bool)>,
}

impl Navigator {
    /// To `route`, as a new entry of the tab's history.
    pub fn push(&self, route: &Route) {
        self.go.emit((route.clone(), false));
    }

    /// To `route`, in place of the address shown (the back button skips it).
    pub fn replace(&self, route: &Route) {
        self.go.emit((route.clone(), true));
    }
}

#[derive(Clone, PartialEq)]
struct Current {
    at: Address,
    nav: Navigator,
}

#[derive(Properties, PartialEq)]
pub struct RouterProps {
    /// Rendering at build time: the address rendered, in place of the browser's.
    #[prop_or_default]
    pub url: Option<AttrValue>,
    #[prop_or_default]
    pub children: Html,
}

/// Holds the address shown for everything inside it.
#[function_component(Router)]
pub fn router(props: &RouterProps) -> Html {
    let at = use_state(|| match &props.url {
        Some(url) => Address::parse(url),
        None => Address::here(),
    });
    {
        let at = at.clone();
        use_effect_with((), move |_| {
            let listening = browser::window().map(|w| {
                let on_pop = Closure::<dyn Fn()>::new(move || at.set(Address::here()));
                let _ =
                    w.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
                (w, on_pop)
            });
            move || {
                if let Some((w, on_pop)) = listening {
                    let _ = w.remove_event_listener_with_callback(
                        "popstate",
                        on_pop.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    let nav = {
        let at = at.clone();
        use_memo((), move |_| Navigator {
            go: Callback::from(move |(route, replace): (Route, bool)| {
                let path = route.to_path();
                if let Some(history) = browser::window().and_then(|w| w.history().ok()) {
                    let none = wasm_bindgen::JsValue::NULL;
                    let _ = if replace {
                        history.replace_state_with_url(&none, "", Some(&path))
                    } else {
                        history.push_state_with_url(&none, "", Some(&path))
                    };
                }
                at.set(Address {
                    route,
                    query: AttrValue::default(),
                });
            }),
        })
    };
    let current = Current {
        at: (*at).clone(),
        nav: (*nav).clone(),
    };
    html! {
        <ContextProvider<Current> context={current}>{ props.children.clone() }</ContextProvider<Current>>
    }
}

/// The page shown, inside a [`Router`].
#[hook]
pub fn use_route() -> Option<Route> {
    use_context::<Current>().map(|c| c.at.route)
}

/// The raw value of `name` in a query (`?a=1&b=2`), as written (still percent-encoded):
/// the game page's `?record=<link code>` and `?replay=<n>`, the editor's `?position=`.
pub fn query_param(query: &str, name: &str) -> Option<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// The address's query, with its `?` (empty when it has none).
#[hook]
pub fn use_query() -> AttrValue {
    use_context::<Current>()
        .map(|c| c.at.query)
        .unwrap_or_default()
}

/// What goes to another page, inside a [`Router`].
#[hook]
pub fn use_navigator() -> Option<Navigator> {
    use_context::<Current>().map(|c| c.nav)
}

#[derive(Properties, PartialEq)]
pub struct LinkProps {
    pub to: Route,
    #[prop_or_default]
    pub classes: Classes,
    #[prop_or_default]
    pub children: Html,
}

/// A link to a page of the app: a plain click changes the page in place (another family
/// of pages then loads its document); a click with a modifier key, or the link opened
/// elsewhere, is the browser's.
#[function_component(Link)]
pub fn link(p: &LinkProps) -> Html {
    let nav = use_navigator();
    let onclick = {
        let to = p.to.clone();
        Callback::from(move |e: MouseEvent| {
            let modified = e.button() != 0 || e.ctrl_key() || e.meta_key() || e.shift_key();
            if let (Some(nav), false) = (&nav, modified) {
                e.prevent_default();
                nav.push(&to);
            }
        })
    };
    html! {
        <a class={p.classes.clone()} href={p.to.to_path()} {onclick}>{ p.children.clone() }</a>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_split_into_its_page_and_its_query() {
        let at = Address::parse("/online/r1?watch=1#seat");
        assert_eq!(at.route, Route::Online { room: "r1".into() });
        assert_eq!(at.query.as_str(), "?watch=1");
        let at = Address::parse("/cubes");
        assert_eq!(at.route, Route::game(rules::GameId::Cubes));
        assert_eq!(at.query.as_str(), "");
    }
}
