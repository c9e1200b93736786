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

fn heights(h: [u8; 16]) -> Vec<String> {
    h.iter().map(|n| n.to_string()).collect()
}

fn drawing(h: [u8; 16]) -> String {
    let args = heights(h);
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let (ok, text) = run(&refs);
    assert!(ok, "{text}");
    text
}

#[test]
fn one_crate_shows_three_cards() {
    let mut h = [0; 16];
    h[0] = 1;
    assert_eq!(drawing(h), "drawable=true crates=1 left=1 right=1 lid=1");
}

#[test]
fn two_crates_side_by_side_show_five_cards() {
    let mut h = [0; 16];
    h[0] = 1;
    h[1] = 1;
    let text = drawing(h);
    assert!(text.starts_with("drawable=true crates=2"), "{text}");
    let cards: u32 = text
        .split_whitespace()
        .skip(2)
        .filter_map(|kv| kv.split_once('=')?.1.parse::<u32>().ok())
        .sum();
    assert_eq!(cards, 5);
}

#[test]
fn two_crates_diagonal_on_the_table_are_not_drawable() {
    let mut h = [0; 16];
    h[0] = 1;
    h[5] = 1;
    assert!(drawing(h).starts_with("drawable=false"));
}

#[test]
fn the_full_block_shows_forty_eight_cards() {
    assert_eq!(
        drawing([4; 16]),
        "drawable=true crates=64 left=16 right=16 lid=16"
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
