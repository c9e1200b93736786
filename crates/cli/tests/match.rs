//! `cli match` and `cli speed` run as a user would: tiny matches, and bad input refused with
//! a reason and a non-zero exit.

use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cli"))
        .args(args)
        .output()
        .expect("the cli binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The whole numbers in parentheses of the result line: wins/games, draws, losses.
fn tally(line: &str) -> Vec<u32> {
    line.split('(')
        .skip(1)
        .filter_map(|part| part.split([')', '/']).next()?.parse().ok())
        .collect()
}

#[test]
fn a_tiny_match_prints_a_win_rate_first_with_its_interval() {
    let args = [
        "match", "cubulus", "--a", "easy", "--b", "random", "--games", "4", "--seed", "3",
    ];
    let out = cli(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("A wins "), "{text}");
    assert!(text.contains("95% interval for A's win rate"), "{text}");
    assert!(text.contains("(A easy vs B random)"), "{text}");
    let counts = tally(&text);
    assert_eq!(counts.len(), 3, "{text}");
    assert_eq!(counts[0] + counts[1] + counts[2], 4, "{text}");
    assert!(stderr(&out).contains("ms/move"), "thinking times on stderr");
    assert_eq!(
        stdout(&cli(&args)),
        text,
        "the same seed replays the same match"
    );
}

#[test]
fn a_match_takes_players_options_and_iteration_counts() {
    let out = cli(&[
        "match",
        "cube-attack",
        "--players",
        "3",
        "--option",
        "start_cubes=2",
        "--a",
        "hard:5",
        "--b",
        "random",
        "--games",
        "1",
        "--seed",
        "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("(A hard:5 vs B random)"));
    assert!(stderr(&out).contains("players=3"));
}

#[test]
fn bad_match_input_is_refused_with_a_reason() {
    let base = ["match", "cubulus", "--games", "1"];
    let cases: &[(&[&str], &str)] = &[
        (
            &["--a", "expert", "--b", "random"],
            "unknown level \"expert\"",
        ),
        (
            &["--a", "easy", "--b", "easy:5"],
            "only hard takes an iteration count",
        ),
        (&["--a", "hard:0", "--b", "easy"], "not an iteration count"),
        (&["--a", "hard:x", "--b", "easy"], "not an iteration count"),
        (&["--a", "easy"], "match needs --b SPEC"),
        (&["--b", "easy"], "match needs --a SPEC"),
        (
            &["--a", "easy", "--b", "easy", "--colour", "red"],
            "unknown flag --colour",
        ),
        (
            &["--a", "easy", "--b", "easy", "--players", "7"],
            "2 to 3 players, not 7",
        ),
        (
            &["--a", "easy", "--b", "easy", "--option", "x=1"],
            "no option \"x\"",
        ),
        (
            &["--a", "easy", "--b", "easy", "--option", "x"],
            "expected key=value",
        ),
        (
            &["--a", "easy", "--b", "easy", "--seed", "-1"],
            "not a number",
        ),
        (
            &["--a", "easy", "--b", "easy", "extra"],
            "unexpected argument extra",
        ),
        (&["--a", "easy", "--b"], "--b needs a value"),
    ];
    for (extra, reason) in cases {
        let args: Vec<&str> = base.iter().chain(extra.iter()).copied().collect();
        let out = cli(&args);
        assert!(!out.status.success(), "{args:?} was accepted");
        assert!(stderr(&out).contains(reason), "{args:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{args:?} printed a result");
    }
    let no_games = cli(&[
        "match", "mojave", "--a", "easy", "--b", "easy", "--games", "0",
    ]);
    assert!(!no_games.status.success());
    assert!(stderr(&no_games).contains("--games must be at least 1"));
    let no_game = cli(&["match", "chess", "--a", "easy", "--b", "easy"]);
    assert!(!no_game.status.success());
    assert!(stderr(&no_game).contains("unknown game \"chess\""));
}

#[test]
fn speed_reports_playouts_and_a_search() {
    let out = cli(&[
        "speed", "cubulus", "--spec", "hard:20", "--games", "2", "--seed", "1",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("random playouts: "), "{text}");
    assert!(text.contains("heuristic playouts: "), "{text}");
    assert!(text.contains("hard:20 (20 iterations)"), "{text}");
    let bad = cli(&["speed", "cubulus", "--spec", "fast"]);
    assert!(!bad.status.success());
    assert!(stderr(&bad).contains("--spec: unknown level \"fast\""));
}
