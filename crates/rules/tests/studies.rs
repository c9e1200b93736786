//! Studies (issue 45): built, validated move by move, and through JSON and links; a bad
//! move in a side line names its chapter and node; every limit holds.

use rules::drawing::{Arrow, Colour, Drawing, DrawingError, Mark, Marked};
use rules::study::{Chapter, Comments, Node, Start, Study, StudyError, StudyPart};
use rules::{limits, AnyGame, GameId, MoveError, Record, Setup, Sight};

fn comment(en: &str) -> Comments {
    Comments {
        en: Some(en.into()),
        de: Some(format!("de: {en}")),
        hu: None,
    }
}

fn node(parent: Option<usize>, mv: &str) -> Node {
    Node {
        parent,
        mv: mv.into(),
        comments: Comments::default(),
        drawing: Drawing::default(),
    }
}

/// Three chapters: a Cubulus game from its start with a side line, a Mojave position, and
/// a Cube Attack record played on.
fn study() -> Study {
    let g = AnyGame::new(GameId::Cubulus, &Setup::players(3), 4).unwrap();
    let moves = g.legal_moves();
    let mut main = node(None, &moves[0]);
    main.comments = comment("the main line");
    main.drawing = Drawing {
        arrows: vec![Arrow {
            from: "000".into(),
            to: "222".into(),
            colour: Colour::Green,
        }],
        marks: vec![Marked {
            place: "x12+".into(),
            mark: Mark::Circle,
            colour: Colour::Red,
        }],
    };
    let mut after = g.clone();
    after.play_str(&moves[0]).unwrap();
    let reply = after.legal_moves()[0].clone();
    let cubulus = Chapter {
        title: "Openings".into(),
        game: "cubulus".into(),
        start: Start::New {
            players: 3,
            options: Default::default(),
            seed: 4,
        },
        comments: comment("three players"),
        drawing: Drawing::default(),
        nodes: vec![main, node(Some(0), &reply), node(None, &moves[1])],
    };
    let mojave_text = AnyGame::new(GameId::Mojave, &Setup::players(2), 1)
        .unwrap()
        .position_text(Sight::Whole);
    let mojave_first = AnyGame::from_position(GameId::Mojave, &mojave_text, 9)
        .unwrap()
        .legal_moves()[0]
        .clone();
    let mojave = Chapter {
        title: "A position".into(),
        game: "mojave".into(),
        start: Start::Position {
            position: mojave_text,
            seed: 9,
        },
        comments: Comments::default(),
        drawing: Drawing {
            arrows: vec![],
            marks: vec![Marked {
                place: "c3".into(),
                mark: Mark::Highlight,
                colour: Colour::Yellow,
            }],
        },
        nodes: vec![node(None, &mojave_first)],
    };
    let mut record = Record::new(GameId::CubeAttack, &Setup::players(2), 3);
    let mut g = record.start().unwrap();
    for _ in 0..3 {
        let m = g.legal_moves()[0].clone();
        g.play_str(&m).unwrap();
        record.moves.push(m);
    }
    let next = g.legal_moves()[0].clone();
    let attack = Chapter {
        title: "From a record".into(),
        game: "cube-attack".into(),
        start: Start::Record { record },
        comments: Comments::default(),
        drawing: Drawing::default(),
        nodes: vec![node(None, &next)],
    };
    Study {
        title: "Cube Table studies".into(),
        chapters: vec![cubulus, mojave, attack],
    }
}

#[test]
fn a_study_validates_and_replays_every_line() {
    let s = study();
    s.check().unwrap();
    let (start, after) = s.chapters[0].replay(0).unwrap();
    assert_eq!(after.len(), 3);
    assert_ne!(after[0], start);
    assert_eq!(after[2].players(), 3);
}

#[test]
fn a_study_round_trips_through_json_and_links() {
    let s = study();
    let json = s.to_json().unwrap();
    assert!(json.starts_with("{\"format\":1,"), "{json}");
    assert_eq!(Study::from_json(&json), Ok(s.clone()));
    let link = s.to_link().unwrap();
    assert!(link.starts_with('1'));
    assert_eq!(Study::from_link(&link), Ok(s));
}

#[test]
fn a_bad_move_in_a_side_line_names_its_chapter_and_node() {
    let mut s = study();
    s.chapters[0].nodes.push(node(Some(2), "rx00+"));
    match s.check() {
        Err(StudyError::Move {
            chapter: 0,
            node: 3,
            text,
            error: MoveError::Illegal { .. },
        }) => assert_eq!(text, "rx00+"),
        other => panic!("{other:?}"),
    }
    let e = s.check().unwrap_err().to_string();
    assert!(e.starts_with("chapter 1, move 4 (rx00+)"), "{e}");
}

#[test]
fn a_move_follows_an_earlier_one() {
    let mut s = study();
    s.chapters[0].nodes[1].parent = Some(1);
    assert_eq!(
        s.check(),
        Err(StudyError::Parent {
            chapter: 0,
            node: 1
        })
    );
}

#[test]
fn a_drawing_names_places_of_its_board() {
    let mut s = study();
    s.chapters[1].drawing.marks[0].place = "p3".into();
    assert!(matches!(
        s.check(),
        Err(StudyError::Drawing {
            chapter: 1,
            node: None,
            error: DrawingError::UnknownPlace { .. }
        })
    ));
    let mut s = study();
    s.chapters[0].nodes[0].drawing.arrows[0].to = "000".into();
    assert!(matches!(
        s.check(),
        Err(StudyError::Drawing {
            chapter: 0,
            node: Some(0),
            error: DrawingError::ArrowToItself { .. }
        })
    ));
}

#[test]
fn a_bad_start_names_its_chapter() {
    let mut s = study();
    s.chapters[1].start = Start::Position {
        position: "nonsense".into(),
        seed: 1,
    };
    assert!(matches!(
        s.check(),
        Err(StudyError::Start { chapter: 1, .. })
    ));
    let mut s = study();
    s.chapters[2].game = "mojave".into();
    assert!(matches!(
        s.check(),
        Err(StudyError::Start { chapter: 2, .. })
    ));
}

fn over(s: &Study, what: StudyPart) {
    match s.check() {
        Err(StudyError::TooLarge { what: w, .. }) if w == what => {}
        other => panic!("{what:?}: {other:?}"),
    }
}

#[test]
fn every_limit_of_a_study_holds() {
    let mut s = study();
    s.title = "t".repeat(limits::STUDY_TITLE + 1);
    over(&s, StudyPart::Title);
    let mut s = study();
    s.chapters[1].title = "t".repeat(limits::STUDY_TITLE + 1);
    over(&s, StudyPart::Title);
    let mut s = study();
    s.chapters = vec![s.chapters[1].clone(); limits::STUDY_CHAPTERS + 1];
    over(&s, StudyPart::Chapters);
    let mut s = study();
    s.chapters[0].nodes = vec![node(None, "pass"); limits::STUDY_NODES + 1];
    over(&s, StudyPart::Nodes);
    let mut s = study();
    s.chapters[0].nodes[2].comments.hu = Some("ő".repeat(limits::STUDY_COMMENT));
    over(&s, StudyPart::Comment);
    let mut s = study();
    s.chapters[0].nodes[0].drawing.marks = vec![
        Marked {
            place: "000".into(),
            mark: Mark::Circle,
            colour: Colour::Blue,
        };
        limits::STUDY_SHAPES
    ];
    assert!(matches!(
        s.check(),
        Err(StudyError::Drawing {
            error: DrawingError::TooManyShapes { .. },
            ..
        })
    ));
    // The file, before it is parsed.
    let big = " ".repeat(limits::STUDY + 1);
    assert!(matches!(
        Study::from_json(&big),
        Err(StudyError::TooLarge {
            what: StudyPart::File,
            ..
        })
    ));
    // A study too long for a link is offered as a file.
    let mut s = study();
    for c in &mut s.chapters {
        c.comments.en = Some("a long comment ".repeat(200));
        c.comments.de = Some("ein langer Kommentar ".repeat(150));
    }
    assert!(s.to_json().is_ok());
    assert!(matches!(
        s.to_link(),
        Err(StudyError::TooLongForLink { .. })
    ));
}

#[test]
fn a_study_of_an_unknown_or_newer_format_is_refused() {
    let json = study().to_json().unwrap();
    let newer = json.replacen("\"format\":1", "\"format\":2", 1);
    assert!(matches!(
        Study::from_json(&newer),
        Err(StudyError::Version { .. })
    ));
    assert!(matches!(
        Study::from_json("[]"),
        Err(StudyError::Malformed(_))
    ));
    let link = study().to_link().unwrap();
    assert!(matches!(
        Study::from_link(&link[..link.len() - 3]),
        Err(StudyError::BadLink(_))
    ));
    assert!(matches!(
        Study::from_link("7abc"),
        Err(StudyError::Version { .. })
    ));
}

#[test]
fn the_example_in_the_docs_reads() {
    let doc = include_str!("../../../docs/studies.md");
    let start = doc.find("```json\n").unwrap() + "```json\n".len();
    let end = start + doc[start..].find("```").unwrap();
    let s = Study::from_json(&doc[start..end]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.chapters[0].nodes.len(), 3);
}

/// Every place of every game's start, drawn with each colour and kind, reads back from its
/// text exactly and checks against the board.
#[test]
fn a_drawing_round_trips_through_its_text_on_every_board() {
    for id in GameId::ALL {
        let g = AnyGame::new(id, &Setup::players(2), 1).unwrap();
        let places = g.places();
        let mut d = Drawing::default();
        for (i, pair) in places.windows(2).take(12).enumerate() {
            d.arrows.push(Arrow {
                from: pair[0].clone(),
                to: pair[1].clone(),
                colour: Colour::ALL[i % 4],
            });
        }
        for (i, place) in places.iter().rev().take(20).enumerate() {
            d.marks.push(Marked {
                place: place.clone(),
                mark: Mark::ALL[i % 2],
                colour: Colour::ALL[(i + 1) % 4],
            });
        }
        let text = d.to_text();
        assert!(text.len() <= limits::DRAWING, "{id}: {} bytes", text.len());
        assert_eq!(Drawing::from_text(&text), Ok(d.clone()), "{id}: {text}");
        assert_eq!(d.check(&places), Ok(()), "{id}");
    }
    assert_eq!(Drawing::from_text(" "), Ok(Drawing::default()));
}

#[test]
fn a_drawing_text_that_does_not_read_is_refused_with_its_reason() {
    for bad in [
        "ga102>103",
        "xa:1>2",
        "gq:1",
        "ga:1",
        "gc:",
        "gc:1 2",
        "gcc:1",
        "ga:>2",
        "gc:1,",
    ] {
        assert!(
            matches!(Drawing::from_text(bad), Err(DrawingError::Malformed(_))),
            "{bad}"
        );
    }
    let many = vec!["gc:1"; limits::STUDY_SHAPES + 1].join(",");
    assert!(matches!(
        Drawing::from_text(&many),
        Err(DrawingError::TooManyShapes { .. })
    ));
    let long = format!("gc:{}", "1".repeat(limits::DRAWING));
    assert!(matches!(
        Drawing::from_text(&long),
        Err(DrawingError::Malformed(_))
    ));
}

/// The drawing tool's toggle: the same shape again takes it away, another colour replaces
/// it, and nothing is drawn past the limit.
#[test]
fn drawing_the_same_shape_again_takes_it_away() {
    use rules::drawing::Shape;
    let arrow = |colour| {
        Shape::Arrow(Arrow {
            from: "1".into(),
            to: "2".into(),
            colour,
        })
    };
    let mut d = Drawing::default();
    assert!(d.toggle(arrow(Colour::Green)));
    assert!(d.toggle(arrow(Colour::Red)));
    assert_eq!(d.arrows.len(), 1);
    assert_eq!(d.arrows[0].colour, Colour::Red);
    assert!(d.toggle(arrow(Colour::Red)));
    assert!(d.is_empty());
    for i in 0..limits::STUDY_SHAPES {
        assert!(d.toggle(Shape::Mark(Marked {
            place: i.to_string(),
            mark: Mark::Circle,
            colour: Colour::Blue,
        })));
    }
    assert!(!d.toggle(arrow(Colour::Green)));
    assert_eq!(d.shapes(), limits::STUDY_SHAPES);
    d.keep_on(&["3".to_string()]);
    assert_eq!(d.shapes(), 1);
}
