//! `cli cubus-drawing`: the note's geometry facts through the command line.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cli"))
        .arg("cubus-drawing")
        .args(args)
        .output()
        .expect("the cli runs");
    let text = String::from_utf8_lossy(if out.status.success() {
        &out.stdout
    } else {
        &out.stderr
    });
    (out.status.success(), text.trim().to_string())
}

/// The line for a stack given as rows y = 0..3 of four digits.
fn drawing(rows: &str) -> String {
    let args: Vec<String> = rows
        .chars()
        .filter(|c| c.is_ascii_digit())
        .map(|c| c.to_string())
        .collect();
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let (ok, text) = run(&refs);
    assert!(ok, "{text}");
    text
}

#[test]
fn one_crate_shows_three_cards() {
    assert_eq!(
        drawing("1000/0000/0000/0000"),
        "drawable=true legal=true crates=1 left=1 right=1 lid=1"
    );
}

#[test]
fn two_crates_side_by_side_show_five_cards() {
    assert_eq!(
        drawing("1100/0000/0000/0000"),
        "drawable=true legal=true crates=2 left=1 right=2 lid=2"
    );
}

#[test]
fn two_crates_diagonal_on_the_table_are_not_drawable() {
    assert!(drawing("1000/0100/0000/0000").starts_with("drawable=false legal=false left="));
}

#[test]
fn two_crates_with_a_gap_are_no_legal_table_and_print_no_crates() {
    assert_eq!(
        drawing("1010/0000/0000/0000"),
        "drawable=true legal=false left=2 right=2 lid=2"
    );
}

#[test]
fn blocks_count_every_crate() {
    assert!(drawing("2200/2200/0000/0000").starts_with("drawable=true legal=true crates=8 "));
    assert!(drawing("3330/3330/3330/0000").starts_with("drawable=true legal=true crates=27 "));
    // The stack the 2×2×2 block's drawing used to be read as (the back top crate apart on
    // the table behind) prints the block's reading.
    assert!(drawing("1000/0020/0220/0000").starts_with("drawable=true legal=true crates=8 "));
}

#[test]
fn the_full_block_shows_forty_eight_cards() {
    assert_eq!(
        drawing("4444/4444/4444/4444"),
        "drawable=true legal=true crates=64 left=16 right=16 lid=16"
    );
}

#[test]
fn bad_heights_are_refused_with_a_message() {
    for args in [vec!["1"; 15], vec!["5"; 16], vec!["x"; 16]] {
        let (ok, text) = run(&args);
        assert!(!ok);
        assert!(text.contains("16 column heights"), "{text}");
    }
}
