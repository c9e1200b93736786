//! What a click, tap or key on the board means. Plain functions over the rules' own answers
//! (`cube_groups`, `moves_for_group`, `last_events`), so they are tested natively and the
//! view only draws.

use rules::cube_attack::{CubeAttack, Effect, Event, Group, Move, PlanetId, Target};
use rules::{Game, Seat};

/// Cubes drawn as one stack: one owner's cubes on one planet with the same lives and weapon.
/// (The rules keep cubes that already acted this turn apart; the board shows them together.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stack {
    pub owner: Seat,
    pub group: Group,
    pub count: u8,
}

impl Stack {
    pub fn target(&self) -> Target {
        Target {
            owner: self.owner,
            group: self.group,
        }
    }
}

/// Every stack on the map, by owner, then planet, lives and weapon.
pub fn stacks(g: &CubeAttack) -> Vec<Stack> {
    let mut out: Vec<Stack> = Vec::new();
    for c in g.cube_groups() {
        match out.last_mut() {
            Some(s) if s.owner == c.owner && s.group == c.group => s.count += c.count,
            _ => out.push(Stack {
                owner: c.owner,
                group: c.group,
                count: c.count,
            }),
        }
    }
    out
}

/// What the selected group of the player to move can do, sorted for the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Choices {
    pub group: Group,
    pub travel: Vec<(PlanetId, Move)>,
    pub activate: Option<Move>,
    /// The activation, when the rules refuse it here (a moon, an enemy on the planet, done
    /// already): offered all the same, so that trying it is answered with the rules' reason
    /// (or a lesson's explanation) instead of the button not being there.
    pub refused_activation: Option<Move>,
    pub attacks: Vec<(Target, Move)>,
}

impl Choices {
    pub fn travel_to(&self, planet: PlanetId) -> Option<Move> {
        self.travel
            .iter()
            .find(|(p, _)| *p == planet)
            .map(|(_, m)| *m)
    }

    pub fn attack_on(&self, target: Target) -> Option<Move> {
        self.attacks
            .iter()
            .find(|(t, _)| *t == target)
            .map(|(_, m)| *m)
    }

    pub fn attacks_on_planet(&self, planet: PlanetId) -> impl Iterator<Item = &(Target, Move)> {
        self.attacks
            .iter()
            .filter(move |(t, _)| t.group.planet == planet)
    }
}

/// The choices of `group` if it belongs to `seat`, that seat is to move, and it has any.
pub fn choices(g: &CubeAttack, seat: Seat, group: Group) -> Option<Choices> {
    if g.to_move() != Some(seat) {
        return None;
    }
    let moves = g.moves_for_group(group);
    if moves.is_empty() {
        return None;
    }
    let mut c = Choices {
        group,
        travel: Vec::new(),
        activate: None,
        refused_activation: None,
        attacks: Vec::new(),
    };
    for m in moves {
        match m {
            Move::Travel { to, .. } => c.travel.push((to, m)),
            Move::Activate { .. } => c.activate = Some(m),
            Move::Attack { target, .. } => c.attacks.push((target, m)),
            Move::End | Move::Pass => {}
        }
    }
    if c.activate.is_none() {
        c.refused_activation = Some(Move::Activate { group });
    }
    Some(c)
}

/// The groups of the player to move that have a move, on `planet` or anywhere.
pub fn playable_groups(g: &CubeAttack, planet: Option<PlanetId>) -> Vec<Group> {
    let Some(seat) = g.to_move() else {
        return Vec::new();
    };
    stacks(g)
        .into_iter()
        .filter(|s| s.owner == seat && planet.is_none_or(|p| s.group.planet == p))
        .map(|s| s.group)
        .filter(|&group| !g.moves_for_group(group).is_empty())
        .collect()
}

/// What a click means.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Act {
    Play(Move),
    Select(Option<Group>),
}

/// A click on a planet: travel there or attack the only target on it when the selection
/// can; on the selected cube's own planet, the next of your cubes there (or none);
/// otherwise your first cube on it.
pub fn click_planet(g: &CubeAttack, selected: Option<&Choices>, planet: PlanetId) -> Act {
    let here = playable_groups(g, Some(planet));
    if let Some(c) = selected {
        if let Some(m) = c.travel_to(planet) {
            return Act::Play(m);
        }
        if c.group.planet == planet {
            let next = here
                .iter()
                .position(|&gr| gr == c.group)
                .and_then(|i| here.get(i + 1));
            return Act::Select(next.copied());
        }
        let mut attacks = c.attacks_on_planet(planet);
        if let (Some((_, m)), None) = (attacks.next(), attacks.next()) {
            return Act::Play(*m);
        }
    }
    Act::Select(here.first().copied())
}

/// A click on a stack: select (or drop) your own, attack an enemy (tried even when the
/// rules refuse it, so the click is answered); anything else counts as a click on its
/// planet.
pub fn click_stack(g: &CubeAttack, selected: Option<&Choices>, stack: Stack) -> Act {
    if g.to_move() == Some(stack.owner) && !g.moves_for_group(stack.group).is_empty() {
        let again = selected.is_some_and(|c| c.group == stack.group);
        return Act::Select((!again).then_some(stack.group));
    }
    if let Some(m) = selected.and_then(|c| c.attack_on(stack.target())) {
        return Act::Play(m);
    }
    // An enemy the selection cannot attack: the attack is tried all the same, and the rules
    // say why not (no weapon, out of range…); its planet, clicked beside the stack, is
    // still where the cube travels.
    match selected {
        Some(c) if g.to_move().is_some_and(|s| s != stack.owner) => Act::Play(Move::Attack {
            group: c.group,
            target: stack.target(),
        }),
        _ => click_planet(g, selected, stack.group.planet),
    }
}

/// The group the acting cube belongs to after the last move, so the board keeps it selected
/// for the turn's second action.
pub fn follow(events: &[Event]) -> Option<(Seat, Group)> {
    match *events.first()? {
        Event::Travelled { seat, group, to } => Some((
            seat,
            Group {
                planet: to,
                ..group
            },
        )),
        Event::Activated {
            seat,
            group,
            effect,
        } => Some((
            seat,
            match effect {
                Effect::CubeEntered { .. } => group,
                Effect::ExtraLife => Group { lives: 2, ..group },
                Effect::Armed(weapon) => Group { weapon, ..group },
            },
        )),
        Event::Attacked { seat, attacker, .. } => Some((seat, attacker)),
        _ => None,
    }
}

/// The screen direction an arrow key moves the planet cursor in.
pub fn arrow_direction(key: &str) -> Option<(f64, f64)> {
    match key {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    }
}

/// The next (right/down) or previous (left/up) of `order` after `at`, round the end.
pub fn cycle<'a>(order: &'a [String], at: &str, key: &str) -> Option<&'a str> {
    let step = match key {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => order.len().checked_sub(1)?,
        _ => return None,
    };
    let i = order.iter().position(|k| k == at)?;
    Some(&order[(i + step) % order.len()])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::cube_attack::Weapon;
    use rules::Setup;

    fn group(s: &str) -> Group {
        s.parse().unwrap()
    }

    fn planet(s: &str) -> PlanetId {
        s.parse().unwrap()
    }

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    /// Two players, seat 0 to move, a position built from the given stacks.
    fn position(cubes: &[(Seat, &str, u8)]) -> CubeAttack {
        let mut g = CubeAttack::new(&Setup::players(2), 1).unwrap();
        g.clear_map();
        for &(seat, gr, n) in cubes {
            g.place(seat, group(gr), n);
        }
        g.set_turn(0, 0, 1);
        g
    }

    /// Issue 47: every explanation the Cube Attack course prepares for a wrong move can be
    /// seen: an activation or an attack the rules refuse could not be tried on the board.
    #[test]
    fn every_listed_wrong_move_of_the_course_can_be_tried_on_the_board() {
        let course = rules::lessons::course(rules::GameId::CubeAttack).expect("a course");
        for stage in course.stages {
            let rules::AnyGame::CubeAttack(g) = stage.start.position(course.game).expect("start")
            else {
                unreachable!()
            };
            let seat = stage.learner;
            for w in stage.wrong {
                let m: Move = w.mv.parse().expect("notation");
                let tried = match m {
                    Move::Travel { group, to } => {
                        choices(&g, seat, group).and_then(|c| c.travel_to(to)) == Some(m)
                    }
                    Move::Activate { group } => choices(&g, seat, group)
                        .is_some_and(|c| c.activate == Some(m) || c.refused_activation == Some(m)),
                    Move::Attack { group, target } => {
                        let c = choices(&g, seat, group);
                        stacks(&g).into_iter().any(|st| {
                            st.target() == target && click_stack(&g, c.as_ref(), st) == Act::Play(m)
                        })
                    }
                    Move::End | Move::Pass => true,
                };
                assert!(tried, "{}: no click tries {} ({})", stage.id, w.mv, w.why);
            }
        }
    }

    #[test]
    fn stacks_merge_cubes_that_acted_with_those_that_did_not() {
        let mut g = position(&[(0, "B45.1n", 2), (1, "E15.1n", 1)]);
        g.play(&mv("a:B45.1n")).unwrap();
        g.play(&mv("end")).unwrap();
        g.set_turn(0, 0, 2);
        g.play(&mv("a:B45.1n")).unwrap();
        // Now one short-range cube acted this turn and one did not.
        assert_eq!(g.cube_groups().count(), 3);
        let s = stacks(&g);
        assert_eq!(s.len(), 2);
        assert_eq!(
            s[0],
            Stack {
                owner: 0,
                group: group("B45.1s"),
                count: 2
            }
        );
    }

    #[test]
    fn choices_sort_the_groups_moves() {
        let g = position(&[(0, "B45.1l", 1), (1, "E15.2n", 1), (1, "B45.1n", 1)]);
        let c = choices(&g, 0, group("B45.1l")).unwrap();
        let mut to: Vec<String> = c.travel.iter().map(|(p, _)| p.to_string()).collect();
        to.sort();
        assert_eq!(to, ["E15", "E75", "W60"]);
        // An enemy on the planet: no activation.
        assert_eq!(c.activate, None);
        assert_eq!(c.attacks.len(), 2, "same planet and, at long range, E15");
        assert_eq!(
            c.attack_on(Target {
                owner: 1,
                group: group("E15.2n")
            }),
            Some(mv("x:B45.1l>E15.2n@1"))
        );
        assert!(
            choices(&g, 1, group("E15.2n")).is_none(),
            "not seat 1's turn"
        );
        assert!(choices(&g, 0, group("W60.1n")).is_none(), "no such group");
    }

    #[test]
    fn clicking_a_planet_travels_attacks_or_selects() {
        let g = position(&[
            (0, "B45.1l", 1),
            (0, "B45.1n", 1),
            (1, "H0.1n", 1),
            (1, "E15.1n", 1),
        ]);
        let long = choices(&g, 0, group("B45.1l")).unwrap();
        assert_eq!(
            click_planet(&g, Some(&long), planet("W60")),
            Act::Play(mv("m:B45.1l>W60"))
        );
        // E15 is both a destination and holds a target: travelling wins, the cube attacks.
        assert_eq!(
            click_planet(&g, Some(&long), planet("E15")),
            Act::Play(mv("m:B45.1l>E15"))
        );
        assert_eq!(
            click_stack(
                &g,
                Some(&long),
                Stack {
                    owner: 1,
                    group: group("E15.1n"),
                    count: 1
                }
            ),
            Act::Play(mv("x:B45.1l>E15.1n@1"))
        );
        // The selected cube's planet steps to the next cube there, then to none.
        assert_eq!(
            click_planet(&g, Some(&long), planet("B45")),
            Act::Select(None)
        );
        let blank = choices(&g, 0, group("B45.1n")).unwrap();
        assert_eq!(
            click_planet(&g, Some(&blank), planet("B45")),
            Act::Select(Some(group("B45.1l")))
        );
        // Unselected: the first cube of yours on the planet, or nothing.
        assert_eq!(
            click_planet(&g, None, planet("B45")),
            Act::Select(Some(group("B45.1n")))
        );
        assert_eq!(click_planet(&g, None, planet("H0")), Act::Select(None));
    }

    #[test]
    fn a_lone_target_on_a_planet_out_of_reach_for_travel_is_attacked_by_a_planet_click() {
        let g = position(&[(0, "W60.1l", 1), (1, "V.2s", 1)]);
        let c = choices(&g, 0, group("W60.1l")).unwrap();
        // V is also a destination, so the click travels; H0 holds no cube; the attack is on the stack.
        assert_eq!(
            click_planet(&g, Some(&c), planet("V")),
            Act::Play(mv("m:W60.1l>V"))
        );
        let g = position(&[(0, "V.1s", 1), (1, "V.2s", 1), (1, "H0.1n", 1)]);
        let c = choices(&g, 0, group("V.1s")).unwrap();
        assert_eq!(
            c.attacks.len(),
            1,
            "short range reaches its own planet only"
        );
        // Own planet click cycles; the enemy stack click attacks.
        assert_eq!(click_planet(&g, Some(&c), planet("V")), Act::Select(None));
        let enemy = Stack {
            owner: 1,
            group: group("V.2s"),
            count: 1,
        };
        assert_eq!(
            click_stack(&g, Some(&c), enemy),
            Act::Play(mv("x:V.1s>V.2s@1"))
        );
    }

    #[test]
    fn clicking_your_stack_selects_it_and_again_drops_it() {
        let g = position(&[(0, "E15.1n", 1), (1, "H0.1n", 1)]);
        let s = Stack {
            owner: 0,
            group: group("E15.1n"),
            count: 1,
        };
        assert_eq!(click_stack(&g, None, s), Act::Select(Some(s.group)));
        let c = choices(&g, 0, s.group).unwrap();
        assert_eq!(click_stack(&g, Some(&c), s), Act::Select(None));
        // An enemy stack the chosen cube cannot attack: the attack is tried, for the rules
        // to say why not (issue 47: a click that did something else, or nothing, never
        // told); its planet is where the cube travels.
        let enemy = Stack {
            owner: 1,
            group: group("H0.1n"),
            count: 1,
        };
        assert_eq!(
            click_stack(&g, Some(&c), enemy),
            Act::Play(mv("x:E15.1n>H0.1n@1"))
        );
        let mut tried = g.clone();
        assert!(tried.play(&mv("x:E15.1n>H0.1n@1")).is_err());
        assert_eq!(
            click_planet(&g, Some(&c), planet("H0")),
            Act::Play(mv("m:E15.1n>H0"))
        );
    }

    #[test]
    fn the_acting_cube_stays_selected() {
        let mut g = position(&[(0, "E15.1n", 1), (0, "B45.1s", 1), (1, "E15.1n", 1)]);
        g.play(&mv("m:E15.1n>H0")).unwrap();
        assert_eq!(follow(g.last_events()), Some((0, group("H0.1n"))));
        let mut g = position(&[(0, "E15.1n", 1), (0, "B45.1s", 1)]);
        g.play(&mv("a:E15.1n")).unwrap();
        assert_eq!(follow(g.last_events()), Some((0, group("E15.2n"))));
        g.play(&mv("a:B45.1s")).unwrap();
        assert_eq!(follow(g.last_events()), Some((0, group("B45.1l"))));
        let g = CubeAttack::new(&Setup::players(2), 1).unwrap();
        assert_eq!(follow(g.last_events()), None);
        assert_eq!(group("B45.1l").weapon, Weapon::Long);
    }

    #[test]
    fn arrow_keys_step_through_the_stacks_round_the_end() {
        let order: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(cycle(&order, "c", "ArrowRight"), Some("a"));
        assert_eq!(cycle(&order, "a", "ArrowUp"), Some("c"));
        assert_eq!(cycle(&order, "b", "Enter"), None);
        assert_eq!(cycle(&order, "x", "ArrowDown"), None);
        assert_eq!(arrow_direction("ArrowUp"), Some((0.0, -1.0)));
        assert_eq!(arrow_direction("a"), None);
    }
}
