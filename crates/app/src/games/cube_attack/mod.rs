//! Cube Attack in the app: the board view, its geometry and click logic, texts, and the
//! rules page. The rules are `rules::cube_attack`.

pub mod board;
#[cfg(feature = "positions")]
pub mod editor;
pub mod geometry;
pub mod play;
pub mod texts;

use rules::cube_attack::CubeAttack;
use yew::prelude::*;

use super::{BoardOf, GameUi};
#[cfg(feature = "positions")]
use crate::drawing::geometry::PlaceBox;
use crate::i18n::Lang;
use texts::Tx;

/// What Cube Table's shell needs from CubeAttack.
pub struct Ui;

impl GameUi for Ui {
    type Game = CubeAttack;
    type Texts = texts::Texts;
    const STYLESHEET: &'static str = "web/games/cube-attack.css";
    /// Its news above the board is a live region that says each move (`board.rs`).
    const ANNOUNCES_MOVES: bool = true;

    #[cfg(feature = "positions")]
    fn drawing_places(game: &CubeAttack, _seen: &dyn Fn(&str) -> Option<String>) -> Vec<PlaceBox> {
        geometry::drawing_places(game.map().planets())
    }

    fn icon() -> Html {
        html! {
            <svg viewBox="0 0 64 64" aria-hidden="true">
                <circle cx="32" cy="32" r="22" fill="none" stroke="#8fb4ef" stroke-width="2" />
                <circle cx="32" cy="32" r="8" fill="#f3e6a1" stroke="#8a7a2a" />
                <circle cx="54" cy="32" r="5" fill="#2f6fd6" /><circle cx="10" cy="32" r="5" fill="#c8372d" />
                <rect x="28" y="6" width="8" height="8" fill="#2f8f46" />
            </svg>
        }
    }

    fn board(p: &BoardOf<CubeAttack>) -> Html {
        html! { <board::CubeAttackBoard ..p.clone() /> }
    }

    /// Each seat's score and reserve and every planet with cubes, in words.
    fn position_text(
        g: &CubeAttack,
        seats: &[crate::storage::SeatInfo],
        lang: Lang,
    ) -> Option<Html> {
        Some(board::position_text(g, seats, lang))
    }

    /// The round and the goal, under the players.
    fn table_detail(g: &CubeAttack, lang: Lang) -> Html {
        html! {
            <p class="table-detail">
                { format!("{} {} · {}", lang.t(Tx::Round), g.round(), lang.t(Tx::FirstTo64)) }
            </p>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameTexts;
    use crate::i18n;
    use rules::{Game, Setup};
    use texts::Texts;

    #[test]
    fn the_players_panel_shows_score_and_reserve() {
        let mut g = CubeAttack::new(&Setup::players(2), 1).unwrap();
        g.set_score_half_points(1, 9);
        assert_eq!(Texts::seat_detail(&g, 0, Lang::En), "0 pts · 16 in reserve");
        assert_eq!(
            Texts::seat_detail(&g, 1, Lang::De),
            "4,5 Pkt. · 16 im Vorrat"
        );
        assert!(Texts::option_label("start_cubes", Lang::Hu).is_some());
        assert!(Texts::option_label("other", Lang::En).is_none());
    }

    /// The game `tests/e2e/cube-attack.test.mjs` opens and clicks through, checked here with
    /// the rules and the board's own click logic first.
    const E2E_SEED: u64 = 3;
    const E2E_PREFIX: &[&str] = rules::cube_attack::lessons::GAME.split_at(8).0;

    /// A click on a stack (`seat:group`) or a planet, or the activation star, as the board
    /// reads it.
    enum Click {
        Stack(&'static str),
        Planet(&'static str),
        Star,
    }

    fn click(
        g: &mut CubeAttack,
        selected: &mut Option<(rules::Seat, rules::cube_attack::Group)>,
        c: Click,
    ) -> Option<String> {
        use play::{Act, Stack};
        let choices = selected.and_then(|(s, gr)| play::choices(g, s, gr));
        let act = match c {
            Click::Stack(key) => {
                let (seat, group) = key.split_once(':').unwrap();
                let stack = play::stacks(g)
                    .into_iter()
                    .find(|s: &Stack| s.owner.to_string() == seat && s.group.to_string() == group)
                    .unwrap_or_else(|| panic!("no stack {key}"));
                play::click_stack(g, choices.as_ref(), stack)
            }
            Click::Planet(id) => play::click_planet(g, choices.as_ref(), id.parse().unwrap()),
            Click::Star => Act::Play(choices.and_then(|c| c.activate).expect("an activation")),
        };
        match act {
            Act::Play(m) => {
                g.play(&m).unwrap();
                *selected = play::follow(g.last_events());
                Some(m.to_string())
            }
            Act::Select(group) => {
                *selected = g.to_move().zip(group);
                None
            }
        }
    }

    #[test]
    fn the_e2e_script_plays_an_activation_an_attack_and_two_round_scorings() {
        let mut g = CubeAttack::new(&Setup::players(2), E2E_SEED).unwrap();
        assert_eq!(g.start_player(), 0);
        for &m in E2E_PREFIX {
            g.play(&m.parse().unwrap()).unwrap();
        }
        assert_eq!((g.round(), g.score(0), g.score(1)), (3, 4.0, 2.0));
        let mut sel = None;
        let mut played = Vec::new();
        let mut go = |g: &mut CubeAttack, c: Click| played.extend(click(g, &mut sel, c));
        // Round 3: seat 0 arms its cube to long range and moves it next to the full moon.
        go(&mut g, Click::Stack("0:B45.1s"));
        go(&mut g, Click::Star);
        go(&mut g, Click::Planet("W60"));
        // Seat 1 takes the full moon and brings a second cube out.
        go(&mut g, Click::Planet("H240"));
        go(&mut g, Click::Planet("V"));
        go(&mut g, Click::Planet("S210"));
        go(&mut g, Click::Planet("B225"));
        assert_eq!((g.round(), g.score(0), g.score(1)), (4, 6.0, 6.0));
        let scored: Vec<String> = texts::announce(Lang::En, g.last_events(), &|s| format!("P{s}"));
        assert_eq!(
            scored[1..],
            [
                "Round 3 is over. The moons score:",
                "P1 +4 on full moon V.",
                "P0 +2 on half moon H0.",
            ]
        );
        // Round 4: seat 0 draws a cube on W60 and shoots seat 1's cube off the full moon.
        go(&mut g, Click::Stack("0:W60.1l"));
        go(&mut g, Click::Star);
        assert_eq!(
            g.cube_groups()
                .filter(|c| c.group.planet.to_string() == "S30")
                .map(|c| c.count)
                .sum::<u8>(),
            3
        );
        go(&mut g, Click::Stack("1:V.1l"));
        assert_eq!(g.out_of_game(1), 1);
        // Seat 1 moves back onto a half moon and ends the turn early.
        go(&mut g, Click::Stack("1:B225.1n"));
        go(&mut g, Click::Planet("H240"));
        g.play(&"end".parse().unwrap()).unwrap();
        played.push("end".into());
        assert_eq!((g.round(), g.score(0), g.score(1)), (5, 8.0, 8.0));
        assert_eq!(
            played,
            [
                "a:B45.1s",
                "m:B45.1l>W60",
                "m:H240.1l>V",
                "m:S210.1n>B225",
                "a:W60.1l",
                "x:W60.1l>V.1l@1",
                "m:B225.1n>H240",
                "end",
            ]
        );
    }

    #[test]
    fn a_move_reads_in_words_in_every_language() {
        use rules::cube_attack::Move;
        let g = CubeAttack::new(&Setup::players(2), 1).unwrap();
        let travel = g
            .legal_moves()
            .into_iter()
            .find(|m| matches!(m, Move::Travel { .. }))
            .expect("a cube can leave its start planet");
        let Move::Travel { group, to } = travel else {
            unreachable!()
        };
        let en = Texts::describe_move(Some(&g), &travel, &[], Lang::En);
        assert_eq!(
            en,
            format!(
                "moved a cube (1 life, unarmed) from {} to {}",
                texts::planet_name(Lang::En, group.planet),
                texts::planet_name(Lang::En, to)
            )
        );
        assert!(Texts::describe_move(Some(&g), &travel, &[], Lang::De)
            .starts_with("zieht einen Würfel"));
        assert_eq!(
            Texts::describe_move(Some(&g), &Move::End, &[], Lang::Hu),
            "befejezte a kört"
        );
        // A suggestion is an order, in every language.
        let (from, to, traits) = (
            Lang::ALL.map(|lang| texts::planet_name(lang, group.planet)),
            Lang::ALL.map(|lang| texts::planet_name(lang, to)),
            Lang::ALL.map(|lang| texts::group_traits(lang, group)),
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &travel, &[], lang)),
            [
                format!("move a cube ({}) from {} to {}", traits[0], from[0], to[0]),
                format!(
                    "Ziehe einen Würfel ({}) von {} nach {}",
                    traits[1], from[1], to[1]
                ),
                format!(
                    "Léptess egy kockát ({}): {} → {}",
                    traits[2], from[2], to[2]
                ),
            ]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &Move::End, &[], lang)),
            ["end the turn", "Beende den Zug", "Fejezd be a kört"]
        );
        assert_eq!(
            Lang::ALL.map(|lang| Texts::suggest_move(Some(&g), &Move::Pass, &[], lang)),
            ["pass", "Setze aus", "Passzolj"]
        );
        i18n::assert_complete::<texts::Tx>();
    }
}
