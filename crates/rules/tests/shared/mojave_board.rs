//! A Mojave position's text from its dice, for the position tests
//! (`#[path = "shared/mojave_board.rs"] mod mojave_board;`).

use rules::mojave::Square;

/// A board of `length` rows with `dice` (square, die), north first, then the other fields.
pub fn mojave_board(length: u8, dice: &[(&str, &str)], rest: &str) -> String {
    let rows: Vec<String> = (0..length)
        .rev()
        .map(|row| {
            (0..15u8)
                .map(|col| {
                    let sq = Square::new(col, row).to_string();
                    dice.iter()
                        .find(|(s, _)| *s == sq)
                        .map_or(".".to_string(), |(_, d)| d.to_string())
                })
                .collect()
        })
        .collect();
    format!("{} {rest}", rows.join("/"))
}
