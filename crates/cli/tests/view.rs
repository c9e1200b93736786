//! `cli view`: positions as the online server sends them, printed as JSON.

use std::io::Write;
use std::process::{Command, Stdio};

use rules::{AnyGame, GameId, Setup};

fn view_text(id: GameId, seat: Option<usize>) -> (AnyGame, String) {
    let g = AnyGame::new(id, &Setup::players(2), 3).unwrap_or_else(|e| panic!("{e}"));
    let view = g.view(seat);
    let text = online::encode_view(&view);
    (view, text)
}

#[test]
fn views_from_arguments_and_standard_input_print_as_json() {
    let (cubes, a) = view_text(GameId::Cubes, Some(1));
    let (cubulus, b) = view_text(GameId::Cubulus, None);
    let expected = format!(
        "{}\n{}\n",
        serde_json::to_string(&cubes).unwrap_or_default(),
        serde_json::to_string(&cubulus).unwrap_or_default()
    );
    let out = Command::new(env!("CARGO_BIN_EXE_cli"))
        .args(["view", &a, &b])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);

    let mut child = Command::new(env!("CARGO_BIN_EXE_cli"))
        .arg("view")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    if let Some(mut stdin) = child.stdin.take() {
        writeln!(stdin, "{a}\n\n{b}").unwrap_or_else(|e| panic!("{e}"));
    }
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[test]
fn a_broken_view_is_refused_with_a_reason() {
    let out = Command::new(env!("CARGO_BIN_EXE_cli"))
        .args(["view", "not a view!"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("base64url"));
}
