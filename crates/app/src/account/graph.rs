//! A rating's history as a line in SVG (the player page): each rated game a point, the
//! oldest at the left, the scale fitted to the ratings seen with a margin, the
//! 1500 start drawn as a faint line when it is in view. [`points`] is the pure part.

use online::RatingPoint;
use yew::prelude::*;

/// The drawing's size in its own units (it scales to its box).
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;
const PAD: f64 = 8.0;

/// The lowest and highest rating the graph shows: those seen, at least 100 apart.
pub fn range(history: &[RatingPoint]) -> (i64, i64) {
    let lo = history.iter().map(|p| p.rating).min().unwrap_or(1500);
    let hi = history.iter().map(|p| p.rating).max().unwrap_or(1500);
    let extra = (100 - (hi - lo)).max(0);
    (lo - extra / 2 - 10, hi + (extra - extra / 2) + 10)
}

/// Where each rating goes: x by its place in the history, y by its value (up is more).
pub fn points(history: &[RatingPoint]) -> Vec<(f64, f64)> {
    let (lo, hi) = range(history);
    let span = (hi - lo).max(1) as f64;
    let n = history.len();
    history
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = if n <= 1 {
                WIDTH / 2.0
            } else {
                PAD + (WIDTH - 2.0 * PAD) * i as f64 / (n - 1) as f64
            };
            let y = PAD + (HEIGHT - 2.0 * PAD) * (hi - p.rating) as f64 / span;
            (x, y)
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct GraphProps {
    pub history: Vec<RatingPoint>,
    /// What a screen reader hears (the graph's summary in words).
    pub label: AttrValue,
}

#[function_component(RatingGraph)]
pub fn rating_graph(p: &GraphProps) -> Html {
    let at = points(&p.history);
    let line: String = at
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ");
    let (lo, hi) = range(&p.history);
    let start = (lo..=hi).contains(&1500).then(|| {
        let y = PAD + (HEIGHT - 2.0 * PAD) * (hi - 1500) as f64 / (hi - lo).max(1) as f64;
        html! { <line class="rating-start" x1="0" x2={WIDTH.to_string()} y1={format!("{y:.1}")} y2={format!("{y:.1}")} /> }
    });
    html! {
        <svg class="rating-graph" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img" aria-label={p.label.clone()}>
            { start.unwrap_or_default() }
            <text x="2" y="10" class="rating-axis">{ hi }</text>
            <text x="2" y={(HEIGHT - 2.0).to_string()} class="rating-axis">{ lo }</text>
            <polyline points={line} class="rating-line" />
            { for at.iter().map(|(x, y)| html! { <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r="2.5" class="rating-dot" /> }) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(ratings: &[i64]) -> Vec<RatingPoint> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, &rating)| RatingPoint {
                at: i as i64,
                rating,
            })
            .collect()
    }

    #[test]
    fn the_line_runs_left_to_right_and_higher_ratings_are_higher_up() {
        let at = points(&h(&[1500, 1540, 1480]));
        assert_eq!(at.len(), 3);
        assert!(at[0].0 < at[1].0 && at[1].0 < at[2].0);
        assert!(at[1].1 < at[0].1 && at[0].1 < at[2].1);
        assert!(at
            .iter()
            .all(|&(x, y)| (0.0..=WIDTH).contains(&x) && (0.0..=HEIGHT).contains(&y)));
    }

    #[test]
    fn one_game_or_equal_ratings_still_draw() {
        assert_eq!(points(&h(&[1500])), vec![(WIDTH / 2.0, HEIGHT / 2.0)]);
        let (lo, hi) = range(&h(&[1600, 1600]));
        assert!(hi - lo >= 100);
    }
}
