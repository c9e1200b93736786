//! Every course's stages: the scripted solution reaches the goal, every listed wrong move is
//! refused with its explanation, and the stages are well formed.

use rules::lessons::{course, Lesson, Verdict};
use rules::GameId;

#[test]
fn every_scripted_solution_reaches_its_goal() {
    for game in GameId::ALL {
        let Some(course) = course(game) else { continue };
        assert!(!course.stages.is_empty(), "{game}: an empty course");
        for stage in course.stages {
            let mut lesson = Lesson::new(game, stage).unwrap_or_else(|e| panic!("{game}: {e}"));
            assert!(
                !(stage.goal)(lesson.position(), stage.learner),
                "{game} {}: the goal holds before any move",
                stage.id
            );
            for (i, mv) in stage.solution.iter().enumerate() {
                assert_eq!(lesson.hint(), Some(*mv), "{game} {}: the hint", stage.id);
                let verdict = lesson.try_move(mv);
                let last = i + 1 == stage.solution.len();
                let expected = if last {
                    Verdict::Done
                } else {
                    Verdict::Continue
                };
                assert_eq!(verdict, expected, "{game} {} move {i} {mv}", stage.id);
            }
            assert!(lesson.is_done());
            lesson.position().check_invariants().unwrap();
        }
    }
}

#[test]
fn every_listed_wrong_move_is_refused_with_its_explanation() {
    for game in GameId::ALL {
        let Some(course) = course(game) else { continue };
        for stage in course.stages {
            let start = stage.start.position(game).unwrap();
            for wrong in stage.wrong {
                // Refused by the rules, or legal and short of the goal.
                let mut after = start.clone();
                if after.play_str(wrong.mv).is_ok() {
                    assert!(
                        !(stage.goal)(&after, stage.learner),
                        "{game} {}: the wrong move {} reaches the goal",
                        stage.id,
                        wrong.mv
                    );
                }
                assert!(
                    !stage.solution.contains(&wrong.mv),
                    "{game} {}: {} is both",
                    stage.id,
                    wrong.mv
                );
                let mut lesson = Lesson::new(game, stage).unwrap();
                assert_eq!(
                    lesson.try_move(wrong.mv),
                    Verdict::Wrong {
                        why: Some(wrong.why)
                    }
                );
                assert_eq!(lesson.position(), &start, "the stage starts again");
            }
        }
    }
}

#[test]
fn stage_ids_are_unique_and_moves_are_written_as_the_rules_write_them() {
    for game in GameId::ALL {
        let Some(course) = course(game) else { continue };
        let mut ids: Vec<_> = course.stages.iter().map(|s| s.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), course.stages.len(), "{game}: stage ids repeat");
        for stage in course.stages {
            assert!(
                !stage.teaches.is_empty(),
                "{game} {} teaches nothing",
                stage.id
            );
            // The board sends moves in the rules' own notation; a solution written otherwise
            // would never match a click.
            let mut lesson = Lesson::new(game, stage).unwrap();
            for mv in stage.solution {
                assert!(
                    lesson.position().legal_moves().iter().any(|m| m == mv),
                    "{game} {}: {mv} is not in the listed moves",
                    stage.id
                );
                let _ = lesson.try_move(mv);
            }
        }
    }
}

#[test]
fn an_illegal_try_changes_nothing() {
    let course = course(GameId::Cubulus).unwrap();
    let stage = &course.stages[0];
    let mut lesson = Lesson::new(GameId::Cubulus, stage).unwrap();
    let before = lesson.position().clone();
    assert!(matches!(lesson.try_move("nonsense"), Verdict::Illegal(_)));
    assert_eq!(lesson.position(), &before);
    assert_eq!(lesson.moves_left(), 1);
}
