//! `cli match` and `cli speed` run as a user would: tiny matches, on several threads, with a
//! JSON summary and a sequential test, and bad input refused with a reason and a non-zero
//! exit.

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

/// The tally of the score line: wins, shared wins, draws, losses, games.
fn tally(text: &str) -> Vec<u32> {
    let line = text
        .lines()
        .find(|l| l.starts_with("A scores "))
        .unwrap_or_default();
    let inner = line.split(['(', ')']).nth(1).unwrap_or_default();
    inner
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect()
}

/// The lines of the games, in the order of their numbers.
fn game_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<(u32, String)> = text
        .lines()
        .filter_map(|l| {
            let n = l.strip_prefix("game ")?.split(' ').next()?.parse().ok()?;
            // Drop the thinking time and the running tally, which depend on the machine
            // and on the order games ended in.
            Some((n, l.split("; ").next()?.to_string()))
        })
        .collect();
    lines.sort();
    lines.into_iter().map(|(_, l)| l).collect()
}

#[test]
fn a_tiny_match_prints_each_game_then_a_score_with_its_interval() {
    let args = [
        "match", "cubulus", "--a", "easy", "--b", "random", "--games", "4", "--seed", "3",
    ];
    let out = cli(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let games = game_lines(&text);
    assert_eq!(games.len(), 4, "{text}");
    assert!(games[0].starts_with("game 0 seed "), "{text}");
    assert!(games[1].contains("A in seat 1: "), "{text}");
    assert!(text.contains("95% interval "), "{text}");
    assert!(text.contains("(A easy vs B random, 2 players)"), "{text}");
    let counts = tally(&text);
    assert_eq!(counts.len(), 5, "{text}");
    assert_eq!(counts[0] + counts[1] + counts[2] + counts[3], 4, "{text}");
    assert_eq!(counts[4], 4, "{text}");
    assert!(
        text.contains("lower end of the interval above the equal share: "),
        "{text}"
    );
    assert!(stderr(&out).contains("ms/move"), "thinking times on stderr");
    let again = stdout(&cli(&args));
    assert_eq!(
        game_lines(&again),
        games,
        "the same seed plays the same games"
    );
    assert_eq!(tally(&again), counts);
}

#[test]
fn threads_play_the_same_games() {
    let args = [
        "match", "mojave", "--a", "easy", "--b", "random", "--games", "6", "--seed", "11",
    ];
    let one = stdout(&cli(&args));
    let more: Vec<&str> = args.iter().copied().chain(["--threads", "3"]).collect();
    let out = cli(&more);
    assert!(out.status.success(), "{}", stderr(&out));
    let three = stdout(&out);
    assert_eq!(game_lines(&three), game_lines(&one));
    assert_eq!(tally(&three), tally(&one));
    assert!(stderr(&out).contains("on 3 threads"), "{}", stderr(&out));
}

#[test]
fn the_json_summary_holds_every_game_with_its_record() {
    let dir = temp_dir("match");
    let path = dir.join("summary.json");
    let out = cli(&[
        "match",
        "cube-attack",
        "--players",
        "3",
        "--a",
        "easy",
        "--b",
        "random",
        "--games",
        "3",
        "--seed",
        "5",
        "--threads",
        "2",
        "--json",
        path.to_str().expect("utf-8 path"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&path).expect("the summary is written");
    let summary: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(summary["complete"], true);
    assert_eq!(summary["game"], "cube-attack");
    assert_eq!(summary["players"], 3);
    assert_eq!(summary["a"], "easy");
    assert_eq!(summary["seed"], 5);
    assert_eq!(summary["games"], 3);
    let games = summary["per_game"].as_array().expect("games");
    assert_eq!(games.len(), 3);
    let mut score = 0.0;
    for (i, game) in games.iter().enumerate() {
        assert_eq!(game["index"], i);
        assert_eq!(game["a_seat"], i % 3);
        score += game["score"].as_f64().expect("score");
        // The game's record replays to the same winners.
        let record = rules::Record::from_json(&game["record"].to_string()).expect("a record");
        let end = record.replay().expect("the record replays");
        let winners: Vec<usize> = match end.outcome() {
            Some(rules::Outcome::Winners(w)) => w,
            other => panic!("{other:?}"),
        };
        let listed: Vec<usize> = game["winners"]
            .as_array()
            .expect("winners")
            .iter()
            .map(|w| w.as_u64().expect("seat") as usize)
            .collect();
        assert_eq!(winners, listed);
    }
    assert!((summary["score"].as_f64().expect("score") - score).abs() < 1e-9);
    assert!((summary["equal_share"].as_f64().expect("share") - 1.0 / 3.0).abs() < 1e-9);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A temporary directory of its own for one test.
fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn a_resumed_match_counts_the_summary_s_games_and_plays_on_as_one_run_would() {
    let dir = temp_dir("resume");
    let path = |name: &str| dir.join(name).to_str().expect("utf-8 path").to_string();
    let (part, whole, resumed) = (path("part.json"), path("whole.json"), path("resumed.json"));
    let base = [
        "match",
        "cube-attack",
        "--players",
        "3",
        "--a",
        "easy",
        "--b",
        "random",
        "--seed",
        "8",
    ];
    let run = |extra: &[&str]| {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        let out = cli(&args);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        stdout(&out)
    };
    run(&["--games", "2", "--json", &part]);
    let one_run = run(&["--games", "5", "--json", &whole]);
    let text = run(&[
        "--games",
        "5",
        "--threads",
        "2",
        "--resume",
        &part,
        "--json",
        &resumed,
    ]);
    assert!(
        text.starts_with(&format!("resumed 2 games from {part}; 2 counted, A ")),
        "{text}"
    );
    // Only games 2 to 4 were played, and the tally is that of one run of five.
    let played: Vec<String> = game_lines(&text);
    assert_eq!(played, game_lines(&one_run)[2..].to_vec(), "{text}");
    assert_eq!(tally(&text), tally(&one_run));
    let read = |p: &str| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(p).expect("summary")).expect("JSON")
    };
    let records = |v: &serde_json::Value| -> Vec<serde_json::Value> {
        v["per_game"]
            .as_array()
            .expect("games")
            .iter()
            .map(|g| g["record"].clone())
            .collect()
    };
    let (whole, resumed_summary) = (read(&whole), read(&resumed));
    assert_eq!(resumed_summary["complete"], true);
    assert_eq!(records(&resumed_summary), records(&whole));
    assert_eq!(resumed_summary["score"], whole["score"]);

    // A summary of another match, or one whose record was altered, is refused.
    let other = run(&[
        "--games",
        "1",
        "--option",
        "start_cubes=2",
        "--json",
        &path("other.json"),
    ]);
    assert!(other.contains("A scores"), "{other}");
    let mut broken = read(&part);
    broken["per_game"][1]["record"]["moves"][0] = "x".into();
    std::fs::write(path("broken.json"), broken.to_string()).expect("write");
    let mut swapped = read(&part);
    swapped["per_game"][0]["winners"] = serde_json::json!([9]);
    std::fs::write(path("swapped.json"), swapped.to_string()).expect("write");
    std::fs::write(path("cut.json"), "{\"game\": ").expect("write");
    for (file, reason) in [
        ("other.json", "a summary of another match: its options is"),
        ("broken.json", "game 1: move 0 (x) is not a move"),
        (
            "swapped.json",
            "game 0: its record does not end as its winners say",
        ),
        ("cut.json", "not JSON"),
        ("missing.json", "--resume "),
    ] {
        let args: Vec<String> = base
            .iter()
            .map(|s| s.to_string())
            .chain(["--games".into(), "3".into(), "--resume".into(), path(file)])
            .collect();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = cli(&args);
        assert!(!out.status.success(), "{file} was accepted");
        assert!(stderr(&out).contains(reason), "{file}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{file}: played on");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_sequential_test_stops_once_it_decides() {
    let out = cli(&[
        "match",
        "cubulus",
        "--a",
        "hard:300",
        "--b",
        "random",
        "--games",
        "60",
        "--seed",
        "2",
        "--sprt",
        "0.3",
        "--threads",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let verdict = text
        .lines()
        .find(|l| l.starts_with("SPRT H0 50.0% against H1 80.0%, alpha 0.05 beta 0.05"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(verdict.contains("H1 (stronger) after "), "{text}");
    let games = tally(&text)[4];
    assert!(games < 20, "stopped early: {text}");
    assert!(verdict.ends_with(&format!("after {games} games")), "{text}");
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
    assert!(stdout(&out).contains("(A hard:5 vs B random, 3 players)"));
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
        (
            &["--a", "easy", "--b", "easy", "--threads", "0"],
            "--threads must be at least 1",
        ),
        (
            &["--a", "easy", "--b", "easy", "--sprt", "0"],
            "the SPRT needs 0 < s0 < s1 < 1",
        ),
        (
            &["--a", "easy", "--b", "easy", "--sprt", "0.5"],
            "the SPRT needs 0 < s0 < s1 < 1",
        ),
        (
            &[
                "--a", "easy", "--b", "easy", "--sprt", "0.1", "--alpha", "0.7",
            ],
            "error rates must lie between 0 and 0.5",
        ),
        (
            &["--a", "easy", "--b", "easy", "--beta", "0.1"],
            "--alpha and --beta belong to --sprt DELTA",
        ),
        (
            &["--a", "easy", "--b", "easy", "--sprt", "x"],
            "--sprt: not a number",
        ),
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
