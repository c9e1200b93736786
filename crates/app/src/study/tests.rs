//! The study page's state over every game: chapters from a start and from a position,
//! moves checked by the rules, side lines, comments and drawings per position, cutting a
//! line, and a study read back from its link and its file exactly.

use rules::drawing::Drawing;
use rules::study::{Start, Study, StudyPart};
use rules::{limits, AnyGame, GameId, Setup, Sight};

use super::state::{Action, Problem, StudyState};
use crate::i18n::Lang;

fn new_chapter(_game: GameId) -> Action {
    Action::AddChapter {
        title: String::new(),
        start: Start::New {
            players: 2,
            options: Default::default(),
            seed: 7,
        },
    }
}

/// The first two legal moves of the position shown.
fn two_moves(s: &StudyState) -> (String, String) {
    let moves = s.position().unwrap().legal_moves();
    (moves[0].clone(), moves[moves.len() - 1].clone())
}

#[test]
fn a_study_with_side_lines_comments_and_drawings_is_made_and_read_back_for_every_game() {
    for game in GameId::ALL {
        let mut s = StudyState::new(game);
        s.apply(Action::Open {
            saved: None,
            link: None,
        });
        s.apply(Action::Title("A study".into()));
        s.apply(new_chapter(game));
        assert_eq!(s.problem, None, "{game}");
        // On to a position with a choice (a Cubus turn starts with its one draw).
        while s.position().unwrap().legal_moves().len() < 2 {
            let (only, _) = two_moves(&s);
            s.apply(Action::Play(only));
        }
        let fork = s.at;
        let first_node = fork.map_or(0, |n| n + 1);
        let (first, other) = two_moves(&s);
        assert_ne!(first, other, "{game}");
        s.apply(Action::Play(first.clone()));
        assert_eq!(s.at, Some(first_node));
        s.apply(Action::Comment(Lang::En, "The main line".into()));
        s.apply(Action::Comment(Lang::Hu, "A fő változat".into()));
        let places = s.position().unwrap().places();
        let drawing =
            Drawing::from_text(&format!("ga:{}>{},rc:{}", places[0], places[1], places[2]))
                .unwrap();
        s.apply(Action::Draw(drawing.clone()));
        // Back to the start and another move: a side line; the same move again follows.
        s.apply(Action::Back);
        assert_eq!(s.at, fork);
        s.apply(Action::Play(other.clone()));
        assert_eq!(s.at, Some(first_node + 1));
        assert_eq!(s.children(fork), vec![first_node, first_node + 1]);
        s.apply(Action::Goto(fork));
        s.apply(Action::Play(first.clone()));
        assert_eq!(
            s.at,
            Some(first_node),
            "{game}: the same move follows its line"
        );
        assert_eq!(s.comments().en.as_deref(), Some("The main line"));
        assert_eq!(s.comments().de, None);
        assert_eq!(s.drawing(), drawing);
        // A refused move adds nothing.
        let nodes = s.current_chapter().unwrap().nodes.len();
        s.apply(Action::Play("no such move".into()));
        assert!(matches!(s.problem, Some(Problem::Refused(_))), "{game}");
        assert_eq!(s.current_chapter().unwrap().nodes.len(), nodes);
        // A second chapter from a position (the first chapter's after its first move).
        let position = s.position().unwrap().position_text(Sight::Whole);
        s.apply(Action::AddChapter {
            title: "From a position".into(),
            start: Start::Position { position, seed: 3 },
        });
        assert_eq!(s.problem, None, "{game}");
        assert_eq!(s.chapter, 1);
        assert_eq!(s.study.check(), Ok(()), "{game}");
        // Through the link and the file exactly, and shown from its first chapter.
        let link = s.study.to_link().unwrap();
        let json = s.study.to_json().unwrap();
        for read in [Study::from_link(&link), Study::from_json(&json)] {
            let mut t = StudyState::new(game);
            t.apply(Action::Import(read));
            assert_eq!(t.study, s.study, "{game}");
            assert_eq!((t.chapter, t.at), (0, None));
            assert!(t.position().is_some());
        }
    }
}

#[test]
fn cutting_a_move_takes_its_line_out_and_keeps_the_others() {
    let game = GameId::ALL[0];
    let mut s = StudyState::new(game);
    s.apply(new_chapter(game));
    let (a, b) = two_moves(&s);
    s.apply(Action::Play(a.clone()));
    let (c, _) = two_moves(&s);
    s.apply(Action::Play(c));
    s.apply(Action::Goto(None));
    s.apply(Action::Play(b.clone()));
    assert_eq!(s.current_chapter().unwrap().nodes.len(), 3);
    // Cutting the main line's first move takes its continuation too; the side line stays
    // and becomes the main line.
    s.apply(Action::Goto(Some(0)));
    s.apply(Action::Cut);
    let nodes = &s.current_chapter().unwrap().nodes;
    assert_eq!(nodes.len(), 1);
    assert_eq!((nodes[0].parent, nodes[0].mv.as_str()), (None, b.as_str()));
    assert_eq!(s.at, None);
    assert_eq!(s.study.check(), Ok(()));
}

#[test]
fn a_bad_link_or_file_is_reported_and_the_study_here_stays() {
    let game = GameId::ALL[0];
    let mut s = StudyState::new(game);
    s.apply(new_chapter(game));
    let kept = s.study.clone();
    let mut t = StudyState::new(game);
    t.apply(Action::Open {
        saved: Some(Ok(kept.clone())),
        link: Some(Study::from_link("1AAAA")),
    });
    assert!(matches!(t.problem, Some(Problem::Unreadable(_))));
    assert_eq!(t.study, kept);
    t.apply(Action::Import(Study::from_json("{\"format\": 9}")));
    assert!(matches!(t.problem, Some(Problem::Unreadable(_))));
    assert_eq!(t.study, kept);
    // A link's study is shown over the one kept.
    let mut other = StudyState::new(game);
    other.apply(new_chapter(game));
    other.apply(Action::Title("Shared".into()));
    t.apply(Action::Open {
        saved: Some(Ok(kept)),
        link: Some(Study::from_link(&other.study.to_link().unwrap())),
    });
    assert_eq!(t.study.title, "Shared");
}

#[test]
fn the_limits_of_a_study_hold_and_nothing_is_lost() {
    let game = GameId::ALL[0];
    let mut s = StudyState::new(game);
    for _ in 0..limits::STUDY_CHAPTERS {
        s.apply(new_chapter(game));
    }
    s.apply(new_chapter(game));
    assert_eq!(s.problem, Some(Problem::Full(StudyPart::Chapters)));
    assert_eq!(s.study.chapters.len(), limits::STUDY_CHAPTERS);
    s.apply(Action::Title("t".repeat(limits::STUDY_TITLE + 10)));
    assert_eq!(s.study.title.len(), limits::STUDY_TITLE);
    s.apply(Action::Comment(Lang::De, "ü".repeat(limits::STUDY_COMMENT)));
    let de = s.comments().de.unwrap();
    assert!(de.len() <= limits::STUDY_COMMENT && de.chars().all(|c| c == 'ü'));
    // A start that cannot be played from is refused with its reason.
    s.apply(Action::RemoveChapter(0));
    s.apply(Action::AddChapter {
        title: String::new(),
        start: Start::Position {
            position: "nonsense".into(),
            seed: 1,
        },
    });
    assert!(matches!(s.problem, Some(Problem::BadStart(_))));
    assert_eq!(s.study.chapters.len(), limits::STUDY_CHAPTERS - 1);
    let _ = AnyGame::new(game, &Setup::players(2), 1);
}

/// The reader's steps along the line shown, and a host's commands: next, previous, a step
/// and a chapter, each refused with its reason where it cannot be done.
#[test]
fn the_reader_steps_along_its_line_and_takes_a_hosts_commands() {
    use super::reader::{command_action, comment_in, read_message, step_of, Command};
    let game = GameId::ALL[0];
    let mut s = StudyState::new(game);
    s.apply(new_chapter(game));
    for _ in 0..3 {
        let (mv, _) = two_moves(&s);
        s.apply(Action::Play(mv));
    }
    s.apply(Action::Comment(Lang::De, "Nur deutsch".into()));
    assert_eq!(step_of(&s), (3, 3));
    assert_eq!(
        comment_in(&s.comments(), Lang::Hu),
        Some((Lang::De, "Nur deutsch".to_string()))
    );
    let run = |s: &mut StudyState, c: Command| {
        let a = command_action(s, c)?;
        s.apply(a);
        Ok::<_, String>(())
    };
    run(&mut s, Command::Step(1)).unwrap();
    assert_eq!((s.at, step_of(&s)), (Some(0), (1, 3)));
    run(&mut s, Command::Next).unwrap();
    assert_eq!(s.at, Some(1));
    run(&mut s, Command::Previous).unwrap();
    run(&mut s, Command::Previous).unwrap();
    assert_eq!(s.at, None);
    assert!(run(&mut s, Command::Step(4)).unwrap_err().contains("past"));
    assert!(run(&mut s, Command::Chapter(2))
        .unwrap_err()
        .contains("from 1 to 1"));
    assert_eq!(
        read_message(r#"{"type":"cube-table:step","ply":2}"#),
        Ok(Command::Step(2))
    );
    assert_eq!(
        read_message(r#"{"type":"cube-table:next"}"#),
        Ok(Command::Next)
    );
    for bad in [
        r#"{"type":"cube-table:play","move":"z00+"}"#,
        r#"{"type":"cube-table:chapter","chapter":-1}"#,
        r#"{"type":"cube-table:step"}"#,
        "[1]",
    ] {
        assert!(read_message(bad).is_err(), "{bad}");
    }
    s.apply(new_chapter(game));
    run(&mut s, Command::Chapter(1)).unwrap();
    assert_eq!((s.chapter, s.at), (0, None));
}

/// The kept study, mutated in every way the app's fuzz mutates stored entries: reading it
/// never panics; one that does not read is reported, and the page would not save over it
/// until the study here changes.
#[test]
fn a_broken_kept_study_is_reported_and_never_saved_over() {
    use crate::storage::{self, KeyValue, MemoryStore};
    let game = GameId::ALL[0];
    let mut s = StudyState::new(game);
    s.apply(new_chapter(game));
    let (mv, _) = two_moves(&s);
    s.apply(Action::Play(mv));
    s.apply(Action::Comment(Lang::En, "kept".into()));
    let good = s.study.to_json().unwrap();
    let mut rng = rules::GameRng::new(45);
    for run in 0..200 {
        let text = crate::fuzz::mutate(&good, &mut rng);
        let mut store = MemoryStore::default();
        let _ = store.set(&format!("cube-table/study/{game}"), &text);
        let mut t = StudyState::new(game);
        t.apply(Action::Open {
            saved: storage::load_study(&store, game),
            link: None,
        });
        assert!(!t.changed, "run {run}");
        match Study::from_json(&text) {
            Ok(study) => assert_eq!(t.study, study),
            Err(_) => assert!(
                matches!(t.problem, Some(Problem::Unreadable(_))),
                "run {run}"
            ),
        }
    }
}

#[test]
fn a_saved_study_the_page_does_not_carry_is_said_and_the_study_here_stays() {
    let game = GameId::ALL[0];
    let mut kept = StudyState::new(game);
    kept.apply(Action::Open {
        saved: None,
        link: None,
    });
    kept.apply(Action::Title("Kept here".into()));
    kept.apply(new_chapter(game));
    let study = kept.study.clone();

    let mut s = StudyState::new(game);
    s.apply(Action::Open {
        saved: Some(Ok(study.clone())),
        link: None,
    });
    s.apply(Action::NotOnServer);
    assert_eq!(s.problem, Some(Problem::NotOnServer));
    assert_eq!(s.study, study, "the study kept here stays");
    assert!(!s.changed, "nothing to save again");
    let said = super::page::problem_text(&Problem::NotOnServer, Lang::En);
    assert!(
        said.contains("could not be opened from the server"),
        "{said}"
    );
    // Natively no page carries a study: an address with `saved=` is a missing one, and an
    // address without it asks for none.
    assert!(matches!(
        super::saved::in_page("?saved=AbC"),
        Some(super::saved::SavedHere::Missing)
    ));
    assert!(super::saved::in_page("?study=1abc").is_none());
}

#[test]
fn a_chapter_from_a_record_has_its_moves_as_the_main_line_for_every_game() {
    for game in GameId::ALL {
        let players = *AnyGame::player_range(game).start();
        let setup = Setup::players(players);
        let mut g = AnyGame::new(game, &setup, 11).unwrap();
        let mut record = rules::Record::new(game, &setup, 11);
        for _ in 0..4 {
            if g.outcome().is_some() {
                break;
            }
            let mv = g.legal_moves()[0].clone();
            g.play_str(&mv).unwrap();
            record.moves.push(mv);
        }
        let mut s = StudyState::new(game);
        s.apply(new_chapter(game));
        // As a game page writes its file, read as the study page reads it.
        let file = record.to_json().unwrap();
        let read = super::share::record_in_file(game, &file);
        assert_eq!(read.as_ref().ok(), Some(&record), "{game}");
        s.apply(Action::AddRecord(read));
        assert_eq!(s.problem, None, "{game}");
        assert_eq!(s.study.chapters.len(), 2, "{game}");
        assert_eq!(s.chapter, 1, "{game}: the new chapter is shown");
        assert_eq!(s.at, None, "{game}: at its start");
        let c = &s.study.chapters[1];
        let line: Vec<&str> = c.nodes.iter().map(|n| n.mv.as_str()).collect();
        assert_eq!(
            line,
            record.moves.iter().map(String::as_str).collect::<Vec<_>>()
        );
        for (i, n) in c.nodes.iter().enumerate() {
            assert_eq!(n.parent, i.checked_sub(1), "{game}: one line");
        }
        // Along the line to its end: the record's own last position.
        for _ in 0..record.moves.len() {
            s.apply(Action::Forward);
        }
        assert_eq!(
            s.position().unwrap().position_text(Sight::Whole),
            g.position_text(Sight::Whole),
            "{game}"
        );
        // A record of another game, a refused move, a broken file, text that tries to
        // leave its place in the study's text: refused by the rules, nothing added.
        let other = GameId::ALL.into_iter().find(|&o| o != game).unwrap();
        let mut wrong = rules::Record::new(other, &Setup::players(2), 1);
        wrong.moves.clear();
        let mut illegal = record.clone();
        illegal.moves.push("nonsense".into());
        let escape = format!(
            r#"{}}}}}],"title":"x","chapters":[{{"title":"","game":"{game}","start":{{"from":"new","players":2,"seed":1}}"#,
            &file[..file.len() - 1]
        );
        for bad in [
            wrong.to_json().unwrap(),
            illegal.to_json().unwrap(),
            "{\"game\": 3}".to_string(),
            "[]".to_string(),
            "nonsense".to_string(),
            escape,
        ] {
            let read = super::share::record_in_file(game, &bad);
            assert!(read.is_err(), "{game}: {bad}");
            s.apply(Action::AddRecord(read));
            assert!(
                matches!(s.problem, Some(Problem::BadRecord(_))),
                "{game}: {:?}",
                s.problem
            );
            assert_eq!(s.study.chapters.len(), 2, "{game}");
        }
    }
}
