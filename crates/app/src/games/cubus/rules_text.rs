//! The diagrams above the Cubus rules text (the text itself is `web/rules/cubus.json`):
//! small stacks drawn by the board's own drawing code and counted by the rules.

use rules::cubus::summarize;
use yew::prelude::*;

use super::draw::stack_picture;
use super::texts::Tx;
use crate::i18n::Lang;

pub fn h(cols: &[(usize, u8)]) -> [u8; 16] {
    let mut out = [0u8; 16];
    for &(c, n) in cols {
        out[c] = n;
    }
    out
}

/// "3 cards · 1 crate" under a diagram, counted by the rules' own geometry.
fn count(lang: Lang, heights: [u8; 16]) -> String {
    let s = summarize(heights);
    let cards = s.left + s.right + s.lid;
    let crates = s.crates.unwrap_or(0);
    crate::trn!(lang, Tx::DiagramCount, n = crates, cards = cards)
}

/// The 2 × 2 × 2 block: the hidden back crate counts because it holds up a lid you see.
fn block() -> [u8; 16] {
    h(&[(0, 2), (1, 2), (4, 2), (5, 2)])
}

/// The diagrams above the Cubus rules text, counted by the rules' own geometry.
pub fn diagrams(lang: Lang) -> Html {
    let one = h(&[(0, 1)]);
    let two = h(&[(0, 1), (1, 1)]);
    let flip_a = h(&[(0, 2), (1, 2), (4, 2), (5, 1)]);
    let flip_b = h(&[(0, 2), (1, 2), (4, 2), (5, 2)]);
    let before = two;
    let after = h(&[(0, 1), (1, 1), (4, 1), (5, 1)]);
    let (sb, sa) = (summarize(before), summarize(after));
    let added = sa.left.saturating_sub(sb.left)
        + sa.right.saturating_sub(sb.right)
        + sa.lid.saturating_sub(sb.lid);
    let taken = sb.left.saturating_sub(sa.left)
        + sb.right.saturating_sub(sa.right)
        + sb.lid.saturating_sub(sa.lid);
    let delta = i64::from(sa.crates.unwrap_or(0)) - i64::from(sb.crates.unwrap_or(0));
    let pts = 3 * delta - added as i64 + taken as i64;
    let [t_one, t_two, t_block, t_flip, t_score] = [
        Tx::DiagramOne,
        Tx::DiagramTwo,
        Tx::DiagramBlock,
        Tx::DiagramFlip,
        Tx::DiagramScore,
    ]
    .map(|key| lang.t(key));
    let score_line = format!(
        "{} → {}: 3 × {delta} − {added} + {taken} = {pts}",
        count(lang, before),
        count(lang, after)
    );
    let fig = |title: &str, pics: Vec<[u8; 16]>, caption: String| {
        html! {
            <figure>
                <div class="pics">
                    { for pics.into_iter().map(|p| stack_picture(p, 0, format!("{title}: {}", count(lang, p)))) }
                </div>
                <figcaption><strong>{ title.to_string() }</strong><br />{ caption }</figcaption>
            </figure>
        }
    };
    html! {
        <div class="cb-diagrams">
            { fig(t_one, vec![one], count(lang, one)) }
            { fig(t_two, vec![two], count(lang, two)) }
            { fig(t_block, vec![block()], count(lang, block())) }
            { fig(t_flip, vec![flip_a, flip_b], format!("{} / {}", count(lang, flip_a), count(lang, flip_b))) }
            { fig(t_score, vec![before, after], score_line) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_diagrams_count_as_the_note_says() {
        assert_eq!(count(Lang::En, h(&[(0, 1)])), "3 cards · 1 crate");
        assert_eq!(count(Lang::En, h(&[(0, 1), (1, 1)])), "5 cards · 2 crates");
        // Crates apart have no reading: no legal table, so no diagram shows them.
        assert_eq!(summarize(h(&[(0, 1), (3, 1), (6, 1)])).crates, None);
        // Hidden crates count where they hold up a crate you see: the 2 × 2 × 2 block.
        assert_eq!(count(Lang::En, block()), "12 cards · 8 crates");
        assert_eq!(summarize(h(&[(0, 1), (6, 2), (10, 1)])).crates, None);
    }

    #[test]
    fn the_counts_are_said_in_every_language() {
        let one = h(&[(0, 1)]);
        assert_eq!(
            Lang::ALL.map(|lang| count(lang, one)),
            ["3 cards · 1 crate", "3 Karten · 1 Kiste", "3 lap · 1 láda"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| count(lang, block())),
            [
                "12 cards · 8 crates",
                "12 Karten · 8 Kisten",
                "12 lap · 8 láda"
            ]
        );
    }
}
