//! The editor over every game: its places are the rules' own, every piece it offers can be
//! put and read back, an impossible position is named place by place and fixed by taking
//! pieces away, and links, saved positions and playing on lose nothing.

use rules::{AnyGame, GameId};

use super::dispatch;
use super::page::position_link_path;
use super::state::{Action, EditorState, Problem};
use super::Edit;
use crate::i18n::Lang;
use crate::route;

fn reduce(state: EditorState, action: Action) -> EditorState {
    use yew::Reducible;
    (*std::rc::Rc::new(state).reduce(action)).clone()
}

fn places(view: &super::EditView) -> Vec<String> {
    view.parts
        .iter()
        .flat_map(|(_, rows)| rows.iter().flatten().map(|c| c.place.clone()))
        .collect()
}

#[test]
fn every_game_starts_from_a_position_that_stands_and_lays_out_the_rules_places() {
    for game in GameId::ALL {
        let state = EditorState::new(game);
        assert!(state.stands(), "{game}: {:?}", state.checked);
        let view = dispatch::view(game, &state.text, Lang::En).expect("the start reads");
        let board = state.checked.as_ref().expect("stands").places();
        let shown = places(&view);
        assert!(!shown.is_empty(), "{game}");
        for place in &shown {
            assert!(
                board.contains(place),
                "{game}: {place} is not a place of the rules"
            );
        }
        assert!(!view.palette.is_empty(), "{game}: pieces to put");
        for (token, words, _) in &view.palette {
            assert_ne!(token, words, "{game}: {token} has words");
        }
    }
}

#[test]
fn every_piece_offered_can_be_put_on_a_place_and_read_back() {
    for game in GameId::ALL {
        let start = EditorState::new(game);
        let view = dispatch::view(game, &start.text, Lang::En).unwrap();
        let place = places(&view)[0].clone();
        for (token, _, _) in &view.palette {
            let mut state = reduce(start.clone(), Action::Click(place.clone()));
            state = reduce(state, Action::Choose(Some(token.clone())));
            state = reduce(state, Action::Click(place.clone()));
            let after = dispatch::view(game, &state.text, Lang::En).unwrap();
            let cell = after.parts[0].1[0][0].clone();
            assert_eq!(cell.place, place);
            let shown = cell.token.unwrap_or_default();
            assert!(
                shown
                    .split(',')
                    .any(|t| t == token || t.starts_with(&format!("{token}*"))),
                "{game}: put {token} on {place}, read {shown}"
            );
            // Taken away again: the place is empty.
            state = reduce(state, Action::Choose(None));
            state = reduce(state, Action::Click(place.clone()));
            let emptied = dispatch::view(game, &state.text, Lang::En).unwrap();
            assert_eq!(emptied.parts[0].1[0][0].token, None, "{game}: {token}");
        }
    }
}

#[test]
fn an_impossible_position_is_named_by_place_and_the_board_keeps_the_last_good_one() {
    for game in GameId::ALL {
        let mut state = EditorState::new(game);
        let view = dispatch::view(game, &state.text, Lang::En).unwrap();
        let token = view.palette[0].0.clone();
        state = reduce(state, Action::Choose(Some(token.clone())));
        for place in places(&view) {
            state = reduce(state, Action::Click(place));
        }
        let refusal = state
            .checked
            .clone()
            .expect_err("too many pieces of one kind");
        let by_place = crate::games::position_refusal_texts(&refusal, Lang::En);
        assert!(!by_place.is_empty(), "{game}");
        let shown = places(&view);
        for (place, text) in &by_place {
            assert!(!text.is_empty());
            if let Some(place) = place {
                assert!(
                    shown.contains(place),
                    "{game}: an error about {place}, which the editor does not show"
                );
            }
        }
        assert!(
            state.last_good.is_some(),
            "{game}: the board keeps a position"
        );
        // A new game's start stands again.
        state = reduce(state, Action::Restart(None));
        assert!(state.stands(), "{game}");
    }
}

#[test]
fn another_number_of_players_on_a_start_is_that_numbers_start() {
    for game in GameId::ALL {
        for n in AnyGame::player_range(game) {
            let state = reduce(EditorState::new(game), Action::Edit(Edit::Players(n)));
            let g = state.checked.as_ref().expect("stands");
            assert_eq!(g.players(), n, "{game}");
        }
    }
}

#[test]
fn whose_turn_is_chosen() {
    for game in GameId::ALL {
        let state = reduce(EditorState::new(game), Action::Edit(Edit::ToMove(1)));
        let view = dispatch::view(game, &state.text, Lang::En).unwrap();
        assert_eq!(view.to_move, 1, "{game}");
        // A seat that does not play is not taken.
        let same = reduce(state.clone(), Action::Edit(Edit::ToMove(9)));
        assert_eq!(same.text, state.text);
    }
}

#[test]
fn a_link_and_a_saved_position_open_and_a_bad_link_loses_nothing() {
    for game in GameId::ALL {
        let mut set_up = EditorState::new(game);
        set_up = reduce(set_up, Action::Edit(Edit::ToMove(1)));
        let path = position_link_path(game, &set_up.text, &rules::drawing::Drawing::default());
        let (_, query) = path.split_once('?').unwrap();
        let raw = crate::router::query_param(&format!("?{query}"), "position").unwrap();
        let decoded = route::decode_component(&raw);
        assert_eq!(
            decoded, set_up.text,
            "{game}: the link carries the position exactly"
        );

        let opened = reduce(
            EditorState::new(game),
            Action::Open {
                saved: None,
                link: Some(decoded),
                played: None,
            },
        );
        assert_eq!(opened.text, set_up.text);
        assert!(opened.opened);

        // A link that does not read is reported, and the saved position stays.
        let kept = reduce(
            EditorState::new(game),
            Action::Open {
                saved: Some(set_up.text.clone()),
                link: Some("not a position".into()),
                played: None,
            },
        );
        assert_eq!(kept.text, set_up.text, "{game}");
        assert!(matches!(kept.problem, Some(Problem::BadLink(_))));

        // So is typed notation that does not read; the position is unchanged.
        let typed = reduce(kept.clone(), Action::Draft("1 2 3".into()));
        let typed = reduce(typed, Action::ApplyDraft);
        assert_eq!(typed.text, set_up.text);
        assert!(matches!(typed.problem, Some(Problem::BadText(_))));

        // A link over the limit is refused unread.
        let long = "x".repeat(rules::limits::POSITION + 1);
        let refused = reduce(
            EditorState::new(game),
            Action::Open {
                saved: None,
                link: Some(long),
                played: None,
            },
        );
        assert!(matches!(refused.problem, Some(Problem::BadLink(_))));
    }
}

#[test]
fn playing_on_from_a_position_takes_moves_back_and_returns_to_it_unchanged() {
    for game in GameId::ALL {
        let state = reduce(EditorState::new(game), Action::Edit(Edit::ToMove(1)));
        let text = state.text.clone();
        let playing = reduce(state, Action::Play(7));
        let session = playing.playing.clone().expect("playing");
        assert_eq!(session.current().to_move(), Some(1), "{game}");
        let mv = session.current().legal_moves()[0].clone();
        let moved = reduce(playing, Action::Move(mv));
        assert_eq!(moved.playing.as_ref().unwrap().moves().len(), 1, "{game}");
        let refused = reduce(moved.clone(), Action::Move("nonsense".into()));
        assert!(matches!(refused.problem, Some(Problem::Refused(_))));
        assert_eq!(refused.playing.as_ref().unwrap().moves().len(), 1);
        let undone = reduce(refused, Action::Undo);
        assert!(undone.playing.as_ref().unwrap().moves().len() <= 1);
        let back = reduce(undone, Action::BackToEditing);
        assert!(back.playing.is_none());
        assert_eq!(back.text, text, "{game}: the set-up position is kept");
    }
}

#[test]
fn the_computer_answers_only_its_own_request_and_a_take_back_returns_to_the_persons_turn() {
    use super::state::Computer;
    for game in GameId::ALL {
        let state = EditorState::new(game);
        let first = state
            .checked
            .as_ref()
            .unwrap()
            .to_move()
            .expect("a seat to move");
        // The computer plays the seat after the first: the person moves first.
        let other = (first + 1) % state.checked.as_ref().unwrap().players();
        let state = reduce(
            state,
            Action::Opponent(Some(Computer {
                seat: other,
                level: "easy".into(),
            })),
        );
        let mut state = reduce(state, Action::Play(3));
        assert!(!state.computer_to_move(), "{game}");
        // Play the person's moves until the computer is to move.
        while !state.computer_to_move() {
            let mv = state.playing.as_ref().unwrap().current().legal_moves()[0].clone();
            state = reduce(state, Action::Move(mv));
        }
        let made = state.playing.as_ref().unwrap().moves().len();
        // A person's move now is not taken, nor an answer to another request.
        let mv = state.playing.as_ref().unwrap().current().legal_moves()[0].clone();
        let ignored = reduce(state.clone(), Action::Move(mv.clone()));
        assert_eq!(ignored.playing.as_ref().unwrap().moves().len(), made);
        let asked = reduce(state, Action::Thinking(41));
        let stale = reduce(
            asked.clone(),
            Action::ComputerMove {
                id: 40,
                notation: mv.clone(),
            },
        );
        assert_eq!(stale.playing.as_ref().unwrap().moves().len(), made);
        let answered = reduce(
            asked,
            Action::ComputerMove {
                id: 41,
                notation: mv,
            },
        );
        assert_eq!(
            answered.playing.as_ref().unwrap().moves().len(),
            made + 1,
            "{game}"
        );
        assert_eq!(answered.thinking, None);

        // Taking back returns to a person's turn, never the computer's.
        let back = reduce(answered, Action::Undo);
        let now = back.playing.as_ref().unwrap().current();
        assert!(
            now.to_move() != Some(other) || back.playing.as_ref().unwrap().moves().is_empty(),
            "{game}"
        );
    }
}

#[test]
fn pieces_put_on_empty_places_and_taken_away_again_leave_the_position_as_it_was() {
    for game in GameId::ALL {
        let start = EditorState::new(game);
        let view = dispatch::view(game, &start.text, Lang::En).unwrap();
        let empty: Vec<String> = view
            .parts
            .iter()
            .flat_map(|(_, rows)| rows.iter().flatten())
            .filter(|c| c.token.is_none())
            .map(|c| c.place.clone())
            .collect();
        // More pieces than a position may hold (Cube Attack: past a seat's twenty cubes),
        // then every one taken away, the last first.
        let token = view.palette[0].0.clone();
        let mut state = reduce(start.clone(), Action::Choose(Some(token)));
        let used: Vec<String> = empty.iter().take(24).cloned().collect();
        for place in &used {
            state = reduce(state, Action::Click(place.clone()));
        }
        state = reduce(state, Action::Choose(None));
        for place in used.iter().rev() {
            state = reduce(state, Action::Click(place.clone()));
        }
        assert_eq!(state.text, start.text, "{game}");
        assert!(state.stands(), "{game}");
    }
}

#[test]
fn a_failed_computer_is_not_asked_again_until_the_person_acts() {
    use super::state::Computer;
    for game in GameId::ALL {
        let state = EditorState::new(game);
        let seat = state
            .checked
            .as_ref()
            .unwrap()
            .to_move()
            .expect("a seat to move");
        let state = reduce(
            state,
            Action::Opponent(Some(Computer {
                seat,
                level: "easy".into(),
            })),
        );
        let playing = reduce(state, Action::Play(5));
        assert!(playing.computer_asked_for(), "{game}");
        let asked = reduce(playing, Action::Thinking(9));
        assert!(!asked.computer_asked_for());
        let failed = reduce(asked, Action::ComputerFailed("the worker stopped".into()));
        assert!(matches!(failed.problem, Some(Problem::Computer(_))));
        assert!(
            !failed.computer_asked_for(),
            "{game}: not asked again at once"
        );
        let back = reduce(failed, Action::BackToEditing);
        let again = reduce(back, Action::Play(6));
        assert!(
            again.computer_asked_for(),
            "{game}: asked again in a new game"
        );
    }
}

#[test]
fn a_game_played_on_goes_on_after_a_reload_unless_a_link_asks_for_a_position() {
    use super::play::table_seats;
    use crate::storage::{self, MemoryStore, SavedGame};
    for game in GameId::ALL {
        let state = EditorState::new(game);
        let seat = state.checked.as_ref().unwrap().to_move().unwrap();
        let other = (seat + 1) % state.checked.as_ref().unwrap().players();
        let state = reduce(
            state,
            Action::Opponent(Some(super::state::Computer {
                seat: other,
                level: "medium".into(),
            })),
        );
        let mut state = reduce(state, Action::Play(11));
        let mv = state.playing.as_ref().unwrap().current().legal_moves()[0].clone();
        state = reduce(state, Action::Move(mv));
        let session = state.playing.clone().unwrap();

        // Kept as the page keeps it, and read back.
        let mut store = MemoryStore::default();
        let saved = SavedGame {
            record: session.record(),
            seats: table_seats(session.current().players(), Some((other, "medium"))),
            saved_at: 1.0,
            finished: Some(false),
        };
        storage::save_editor_game(&mut store, &saved).unwrap();
        let played = storage::load_editor_game(&store, game);
        let opened = reduce(
            EditorState::new(game),
            Action::Open {
                saved: Some(state.text.clone()),
                link: None,
                played: played.clone(),
            },
        );
        let resumed = opened.playing.as_ref().expect("the game goes on");
        assert_eq!(resumed.moves(), session.moves(), "{game}");
        assert_eq!(
            resumed
                .current()
                .position_text(rules::position::Sight::Whole),
            session
                .current()
                .position_text(rules::position::Sight::Whole),
            "{game}"
        );
        assert_eq!(
            opened.computer.as_ref().map(|c| (c.seat, c.level.as_str())),
            Some((other, "medium"))
        );

        // A link asks for its position: the editor shows it, and the game stays kept.
        let linked = reduce(
            EditorState::new(game),
            Action::Open {
                saved: None,
                link: Some(state.text.clone()),
                played,
            },
        );
        assert!(linked.playing.is_none());
        assert!(storage::load_editor_game(&store, game).is_some());

        // A broken save is reported and left in place.
        let mut broken = MemoryStore::default();
        storage::save_editor_game(&mut broken, &saved).unwrap();
        let key = "cube-table/editor-game/".to_string() + game.as_str();
        broken.0.insert(key.clone(), "{ not a game".into());
        let opened = reduce(
            EditorState::new(game),
            Action::Open {
                saved: None,
                link: None,
                played: storage::load_editor_game(&broken, game),
            },
        );
        assert!(
            matches!(opened.problem, Some(Problem::SavedGame(_))),
            "{game}"
        );
        assert!(opened.playing.is_none());
        assert_eq!(broken.0.get(&key).map(String::as_str), Some("{ not a game"));
        storage::clear_editor_game(&mut broken, game);
        assert!(storage::load_editor_game(&broken, game).is_none());
    }
}

#[test]
fn every_games_counters_are_fields_of_their_own_and_a_bad_value_is_said_with_nothing_lost() {
    for game in GameId::ALL {
        let start = EditorState::new(game);
        let view = dispatch::view(game, &start.text, Lang::En).unwrap();
        assert!(!view.counters.is_empty(), "{game} keeps counters");
        let fields: Vec<&str> = start.text.split(' ').collect();
        let mut taken = 0;
        for (field, label, value) in &view.counters {
            assert!(!label.is_empty(), "{game}: field {field} has words");
            assert_eq!(
                fields.get(*field),
                Some(&value.as_str()),
                "{game}: field {field}"
            );
            // Its own value again changes nothing.
            let same = reduce(
                start.clone(),
                Action::Edit(Edit::Field {
                    field: *field,
                    value: value.clone(),
                }),
            );
            assert_eq!(same.text, start.text, "{game}: field {field}");
            assert_eq!(same.problem, None);
            // A value that reads nowhere is said, and the position stays.
            for bad in ["@@", "", "  "] {
                let refused = reduce(
                    start.clone(),
                    Action::Edit(Edit::Field {
                        field: *field,
                        value: bad.into(),
                    }),
                );
                assert_eq!(refused.text, start.text, "{game}: field {field} {bad:?}");
                assert!(
                    matches!(refused.problem, Some(Problem::BadText(_))),
                    "{game}: field {field} {bad:?}: {:?}",
                    refused.problem
                );
            }
            // A count one higher: taken as the field's new value when it reads.
            if let Ok(n) = value.parse::<u32>() {
                let higher = (n + 1).to_string();
                let next = reduce(
                    start.clone(),
                    Action::Edit(Edit::Field {
                        field: *field,
                        value: format!(" {higher} "),
                    }),
                );
                if next.problem.is_none() {
                    assert_eq!(next.text.split(' ').nth(*field), Some(higher.as_str()));
                    let shown = dispatch::view(game, &next.text, Lang::En).unwrap();
                    assert!(shown
                        .counters
                        .contains(&(*field, label.clone(), higher.clone())));
                    taken += 1;
                }
            }
        }
        assert!(taken > 0, "{game}: some count was taken");
        // A field the notation does not have is refused the same way.
        let beyond = reduce(
            start.clone(),
            Action::Edit(Edit::Field {
                field: 99,
                value: "1".into(),
            }),
        );
        assert_eq!(beyond.text, start.text);
        assert!(matches!(beyond.problem, Some(Problem::BadText(_))));
    }
}
