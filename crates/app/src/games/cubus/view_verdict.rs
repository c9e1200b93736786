//! What the build editor's stack amounts to, and how the board says it: legal with the
//! cards it takes and gives back and the points, or which rule it breaks.

use rules::cubus::{Cubus, Error};
use yew::prelude::*;

use super::geometry::Edit;
use super::texts::{self as tx, Tx};
use crate::i18n::Lang;

/// What the editor's stack amounts to now.
pub enum Verdict {
    Unchanged,
    Legal(rules::cubus::BuildOption),
    Illegal(Error),
}

impl Verdict {
    /// `e` against the position's own stack `base`.
    pub fn of(g: &Cubus, base: &Edit, e: &Edit) -> Verdict {
        if e == base {
            return Verdict::Unchanged;
        }
        match e.stack() {
            Some(s) => match g.evaluate_build(&s, e.open) {
                Ok(o) => Verdict::Legal(o),
                Err(err) => Verdict::Illegal(err),
            },
            None => Verdict::Illegal(Error::TooHigh),
        }
    }
}

/// The verdict under the editor.
pub fn verdict(g: &Cubus, lang: Lang, v: &Verdict) -> Html {
    match v {
        Verdict::Unchanged => {
            html! { <p class="cb-verdict neutral">{ lang.t(Tx::Unchanged) }</p> }
        }
        Verdict::Illegal(e) => html! {
            <p class="cb-verdict bad" id="cb-verdict" data-legal="false">
                <strong>{ lang.t(Tx::Illegal) }{ ": " }</strong>{ tx::error_line(lang, e) }
            </p>
        },
        Verdict::Legal(o) => {
            let delta = o.crates as i64 - g.crates() as i64;
            html! {
                <div class="cb-verdict good" id="cb-verdict" data-legal="true" data-points={o.points.to_string()}
                     data-added={o.added.total().to_string()} data-taken={o.taken.total().to_string()}>
                    <p><strong>{ lang.t(Tx::Legal) }</strong>{ " · " }{ tx::crates_change(lang, g.crates(), o.crates) }</p>
                    <p class="cb-added">{ lang.t(Tx::FromHand) }{ ": " }{ tx::cards_list(lang, o.added) }</p>
                    <p class="cb-taken">{ lang.t(Tx::BackToHand) }{ ": " }{ tx::cards_list(lang, o.taken) }</p>
                    <p class="cb-points"><strong>{ lang.t(Tx::Points) }{ ": " }{ tx::formula(delta, o.added.total(), o.taken.total(), o.points) }</strong></p>
                </div>
            }
        }
    }
}
