//! The board's words in English, German and Hungarian, and the sentences that announce
//! what a move did.

use rules::cube_attack::position::PositionError;
use rules::cube_attack::{
    CubeAttack, Effect, Error, Event, Group, Move, PlanetId, PlanetKind, Weapon, CUBES_PER_PLAYER,
    ROUND_LIMIT,
};

use rules::{Game, Seat};

use crate::games::{
    capitalized, no_such_seat_text, player_count_text, seat_list_text, GameTexts, Mood,
};
use crate::i18n::{Lang, T};

pub fn kind_name(lang: Lang, kind: PlanetKind) -> &'static str {
    use PlanetKind::*;
    lang.t(match kind {
        Start => Tx::KindStart,
        ExtraCube => Tx::KindExtraCube,
        ExtraLife => Tx::KindExtraLife,
        Armament => Tx::KindArmament,
        HalfMoon => Tx::KindHalfMoon,
        FullMoon => Tx::KindFullMoon,
    })
}

/// "half moon H0", "Startplanet S30".
pub fn planet_name(lang: Lang, id: PlanetId) -> String {
    format!("{} {id}", kind_name(lang, id.kind))
}

pub fn weapon_name(lang: Lang, w: Weapon) -> &'static str {
    lang.t(match w {
        Weapon::Unarmed => Tx::Unarmed,
        Weapon::Short => Tx::ShortRange,
        Weapon::Long => Tx::LongRange,
    })
}

pub fn lives(lang: Lang, n: u8) -> String {
    crate::trn!(lang, Tx::Lives, n = n)
}

/// "2 lives, short range".
pub fn group_traits(lang: Lang, g: Group) -> String {
    format!("{}, {}", lives(lang, g.lives), weapon_name(lang, g.weapon))
}

/// "1 action left" in the turn bar.
pub fn actions_left(lang: Lang, n: u8) -> String {
    crate::trn!(lang, Tx::ActionsLeft, n = n)
}

/// "3 cubes" for a stack's count.
pub fn cubes(lang: Lang, n: u8) -> String {
    crate::trn!(lang, Tx::Cubes, n = n)
}

/// Points from half-points: "4", "2.5" (German and Hungarian "2,5").
pub fn points(lang: Lang, half_points: u32) -> String {
    let whole = half_points / 2;
    if half_points.is_multiple_of(2) {
        whole.to_string()
    } else {
        crate::tr!(lang, Tx::HalfPoint, whole = whole)
    }
}

/// "2.5 points", "1 point".
pub fn points_word(lang: Lang, half_points: u32) -> String {
    crate::i18n::points(lang, &points(lang, half_points))
}

/// What an activation of this planet gives a cube with this weapon (the effect itself comes
/// from the rules: the view names it).
pub fn effect(lang: Lang, e: Effect) -> String {
    match e {
        Effect::CubeEntered { start } => crate::tr!(lang, Tx::CubeEntered, start = start),
        Effect::ExtraLife => lang.t(Tx::GainedLife).into(),
        Effect::Armed(w) => crate::tr!(lang, Tx::Armed, weapon = weapon_name(lang, w)),
    }
}

/// A short label for the activation button of a planet kind.
pub fn activation_gain(lang: Lang, kind: PlanetKind, weapon: Weapon) -> String {
    match kind {
        PlanetKind::ExtraCube => lang.t(Tx::GainCube).into(),
        PlanetKind::ExtraLife => lang.t(Tx::GainLife).into(),
        _ => weapon
            .upgraded()
            .map(|w| format!("→ {}", weapon_name(lang, w)))
            .unwrap_or_default(),
    }
}

/// What a stack is, for its label on the map: "Anna: 2 cubes on E15 (1 life, unarmed)".
pub fn stack_label(lang: Lang, owner: &str, count: u8, g: Group) -> String {
    crate::tr!(
        lang,
        Tx::StackLabel,
        owner = owner,
        cubes = cubes(lang, count),
        planet = g.planet,
        traits = group_traits(lang, g)
    )
}

/// One line per event of the last move; `name` gives a seat's name.
pub fn announce(lang: Lang, events: &[Event], name: &dyn Fn(usize) -> String) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, e) in events.iter().enumerate() {
        let line = match *e {
            Event::Travelled { seat, group, to } => crate::tr!(
                lang,
                Tx::Travelled,
                name = name(seat),
                from = group.planet,
                to = to
            ),
            Event::Activated {
                seat,
                group,
                effect: e,
            } => crate::tr!(
                lang,
                Tx::Activated,
                name = name(seat),
                planet = planet_name(lang, group.planet),
                effect = effect(lang, e)
            ),
            Event::Attacked {
                seat,
                attacker,
                target,
                left_game,
            } => {
                let key = if left_game {
                    Tx::AttackedOut
                } else {
                    Tx::AttackedLife
                };
                crate::tr!(
                    lang,
                    key,
                    name = name(seat),
                    from = attacker.planet,
                    victim = name(target.owner),
                    target = target.group.planet
                )
            }
            Event::TurnEnded { seat } => crate::tr!(lang, Tx::TurnEnded, name = name(seat)),
            Event::Passed { seat } => crate::tr!(lang, Tx::NamePassed, name = name(seat)),
            Event::RoundEnded { round } => {
                let scored = matches!(events.get(i + 1), Some(Event::MoonScored { .. }));
                let key = if scored {
                    Tx::RoundScored
                } else {
                    Tx::RoundNoScore
                };
                crate::tr!(lang, key, round = round)
            }
            Event::MoonScored {
                seat,
                moon,
                half_points,
                shared,
            } => {
                let key = if shared {
                    Tx::MoonShared
                } else {
                    Tx::MoonScored
                };
                crate::tr!(
                    lang,
                    key,
                    name = name(seat),
                    points = points(lang, half_points),
                    moon = planet_name(lang, moon)
                )
            }
            Event::TieAtTop { half_points } => {
                crate::tr!(lang, Tx::TieAtTop, points = points_word(lang, half_points))
            }
            Event::BackstopReached => lang.t(Tx::Backstop).into(),
        };
        lines.push(line);
    }
    lines
}

/// The names and sentences the shell asks of CubeAttack.
pub struct Texts;

impl GameTexts for Texts {
    type Game = CubeAttack;
    type Tx = Tx;
    const NAME: Tx = Tx::Name;
    const PITCH: Tx = Tx::Pitch;

    /// A seat's score and reserve in the players panel: "12.5 pts · 14 in reserve". (Cubes out
    /// of the game are announced when they leave; the panel stays one line.)
    fn result(g: &CubeAttack, _: &[crate::storage::SeatInfo], lang: Lang) -> Option<String> {
        let half: Vec<i64> = (0..g.players())
            .map(|s| i64::from(g.score_half_points(s)))
            .collect();
        let unit = |h: i64| points_word(lang, u32::try_from(h).unwrap_or(0));
        crate::games::margin(g.outcome(), &half, (&unit, &unit), lang)
    }

    fn seat_detail(g: &CubeAttack, seat: Seat, lang: Lang) -> String {
        format!(
            "{} {} · {} {}",
            points(lang, g.score_half_points(seat)),
            lang.t(Tx::Pts),
            g.reserve(seat),
            lang.t(Tx::Reserve)
        )
    }

    /// The label of a variant option in the new-game dialog.
    fn option_label(key: &str, lang: Lang) -> Option<&'static str> {
        let key = match key {
            "start_cubes" => Tx::StartCubes,
            "relife" => Tx::Relife,
            "start_planets" => Tx::StartPlanets,
            _ => return None,
        };
        Some(lang.t(key))
    }

    /// The values of the rule-reading options (`docs/rule-readings.md`).
    fn option_value_label(key: &str, value: &str, lang: Lang) -> Option<&'static str> {
        let text = match (key, value) {
            ("relife", "again") => Tx::RelifeAgain,
            ("relife", "once") => Tx::RelifeOnce,
            ("start_planets", "closed") => Tx::StartPlanetsClosed,
            ("start_planets", "own_only") => Tx::StartPlanetsOwnOnly,
            _ => return None,
        };
        Some(lang.t(text))
    }

    /// The move played from `before`, in words: "moved a cube (1 life, unarmed) from S30 to E15".
    /// The players' names are not needed: the list shows whose move it was by its place.
    fn say_move(
        _: Option<&CubeAttack>,
        mv: &Move,
        _: &[crate::storage::SeatInfo],
        mood: Mood,
        lang: Lang,
    ) -> String {
        let planet = |id| planet_name(lang, id);
        let key = |done, now| mood.pick(done, now);
        match *mv {
            Move::Travel { group, to } => crate::tr!(
                lang,
                key(Tx::MovedCube, Tx::MoveCube),
                traits = group_traits(lang, group),
                from = planet(group.planet),
                to = planet(to)
            ),
            Move::Activate { group } => crate::tr!(
                lang,
                key(Tx::ActivatedFor, Tx::ActivateFor),
                planet = planet(group.planet),
                traits = group_traits(lang, group)
            ),
            Move::Attack { group, target } => crate::tr!(
                lang,
                key(Tx::AttackedCube, Tx::AttackCube),
                from = planet(group.planet),
                traits = group_traits(lang, target.group),
                target = planet(target.group.planet)
            ),
            Move::End => lang.t(key(Tx::EndedTurn, Tx::EndTurnNow)).to_string(),
            Move::Pass => lang.t(key(Tx::Passed, Tx::PassNow)).to_string(),
        }
    }

    /// Why the rules refused a move, in the player's language: one text per rule.
    fn error_text(err: &Error, lang: Lang) -> String {
        match err {
            Error::GameOver => lang.t(T::GameIsOver).into(),
            Error::UnknownPlanet(_) => lang.t(Tx::UnknownPlanet).into(),
            Error::NoSuchGroup(_) => lang.t(Tx::NoSuchGroup).into(),
            Error::NoSuchTarget(_) => lang.t(Tx::NoSuchTarget).into(),
            Error::NotConnected { .. } => lang.t(Tx::NotConnected).into(),
            Error::IntoStartPlanet => lang.t(Tx::IntoStartPlanet).into(),
            Error::IntoOwnStartPlanet => lang.t(Tx::IntoOwnStartPlanet).into(),
            Error::ExtraLifeSpent => lang.t(Tx::ExtraLifeSpent).into(),
            Error::StartPlanetCannotBeActivated => lang.t(Tx::StartPlanetCannotBeActivated).into(),
            Error::MoonCannotBeActivated => lang.t(Tx::MoonCannotBeActivated).into(),
            Error::EnemyOnPlanet => lang.t(Tx::EnemyOnPlanet).into(),
            Error::ReserveEmpty => lang.t(Tx::ReserveEmpty).into(),
            Error::AlreadyTwoLives => lang.t(Tx::AlreadyTwoLives).into(),
            Error::AlreadyLongRange => lang.t(Tx::AlreadyLongRange).into(),
            Error::AlreadyActivated => lang.t(Tx::AlreadyActivated).into(),
            Error::AlreadyAttacked => lang.t(Tx::AlreadyAttacked).into(),
            Error::NoWeapon => lang.t(Tx::NoWeapon).into(),
            Error::NotAnEnemy => lang.t(Tx::NotAnEnemy).into(),
            Error::TargetOnStartPlanet => lang.t(Tx::TargetOnStartPlanet).into(),
            Error::OutOfRange => lang.t(Tx::OutOfRange).into(),
            Error::EndBeforeFirstAction => lang.t(Tx::EndBeforeFirstAction).into(),
            Error::CubesLeftToPlay => lang.t(Tx::CubesLeftToPlay).into(),
        }
    }

    /// What an edited position breaks, its planets by name (a sentence that begins with
    /// one gets its capital letter).
    fn position_error(err: &PositionError, lang: Lang) -> String {
        use PositionError::*;
        let planet = |id: &PlanetId| planet_name(lang, *id);
        let name = |s: &Seat| lang.seat_name(*s);
        capitalized(&match err {
            PlayerCount { players } => {
                player_count_text::<CubeAttack>(lang.t(Tx::Name), *players, lang)
            }
            SeatListLength { what, got, players } => {
                let list = match *what {
                    "reserves" => Px::ListReserves,
                    "scores" => Px::ListScores,
                    _ => Px::ListOther,
                };
                seat_list_text(lang.t(list), *got, *players, lang)
            }
            TurnOfNoSeat { seat } => no_such_seat_text(*seat, false, lang),
            StartOfNoSeat { seat } => no_such_seat_text(*seat, true, lang),
            NoSuchPlanet { planet: id } => crate::tr!(lang, Px::NoSuchPlanet, planet = id),
            CubeOfNoSeat { planet: id, owner } => crate::tr!(
                lang,
                Px::CubesOfNoSeat,
                planet = planet(id),
                owner = name(owner)
            ),
            EmptyGroup { planet: id } => crate::tr!(lang, Px::EmptyGroup, planet = planet(id)),
            ImpossibleLives { planet: id, lives } => crate::tr!(
                lang,
                Px::ImpossibleLives,
                planet = planet(id),
                lives = lives
            ),
            OnStartPlanet { planet: id, owner } => crate::tr!(
                lang,
                Px::OnStartPlanet,
                planet = planet(id),
                owner = name(owner)
            ),
            MarkedWithoutRelifeOnce { planet: id } => {
                crate::tr!(lang, Px::MarkedWithoutRelifeOnce, planet = planet(id))
            }
            UsedOutOfTurn { planet: id, owner } => crate::tr!(
                lang,
                Px::UsedOutOfTurn,
                planet = planet(id),
                owner = name(owner)
            ),
            MoreUsedThanActions { taken } => {
                crate::tr!(lang, Px::MoreUsedThanActions, taken = taken)
            }
            TooManyCubes { seat } => crate::tr!(
                lang,
                Px::TooManyCubes,
                seat = name(seat),
                most = CUBES_PER_PLAYER
            ),
            ImpossibleActionsLeft { actions_left } => {
                crate::tr!(lang, Px::ImpossibleActionsLeft, left = actions_left)
            }
            RoundOutOfRange { round } => {
                crate::tr!(lang, Px::RoundOutOfRange, round = round, last = ROUND_LIMIT)
            }
            HalfPointScore { seat } => crate::tr!(lang, Px::HalfPointScore, seat = name(seat)),
            WinnerNotDeclared { seat } => {
                crate::tr!(lang, Px::WinnerNotDeclared, seat = name(seat))
            }
            OverTooEarly => crate::tr!(lang, Px::OverTooEarly, last = ROUND_LIMIT),
            WinnerNotLeading { seat } => crate::tr!(lang, Px::WinnerNotLeading, seat = name(seat)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::cube_attack::CubeAttack;
    use rules::{Game, Setup};

    #[test]
    fn points_show_halves() {
        assert_eq!(points(Lang::En, 8), "4");
        assert_eq!(points(Lang::En, 5), "2.5");
        assert_eq!(points(Lang::De, 5), "2,5");
        assert_eq!(points_word(Lang::En, 2), "1 point");
    }

    #[test]
    fn a_round_end_announces_each_moon_score() {
        let mut g = CubeAttack::new(&Setup::players(2), 1).unwrap();
        g.clear_map();
        g.place(0, "H0.1n".parse().unwrap(), 1);
        g.place(1, "V.1n".parse().unwrap(), 1);
        g.place(0, "V.1s".parse().unwrap(), 1);
        g.set_turn(1, 0, 5);
        g.play(&"m:V.1n>W60".parse().unwrap()).unwrap();
        g.play(&"end".parse().unwrap()).unwrap();
        let name = |s: usize| format!("P{s}");
        let lines = announce(Lang::En, g.last_events(), &name);
        assert_eq!(
            lines,
            [
                "P1 ended the turn.",
                "Round 5 is over. The moons score:",
                "P0 +4 on full moon V.",
                "P0 +2 on half moon H0.",
            ]
        );
    }

    #[test]
    fn every_kind_and_weapon_has_a_name_in_every_language() {
        for lang in Lang::ALL {
            for kind in PlanetKind::ALL {
                assert!(!kind_name(lang, kind).is_empty());
            }
            for w in [Weapon::Unarmed, Weapon::Short, Weapon::Long] {
                assert!(!weapon_name(lang, w).is_empty());
            }
        }
    }

    /// One value of every condition an edited position can break, each once and in the
    /// order of the enum: the match has no wildcard, so a new condition does not compile
    /// until it is listed here (and `position_error` gives it words).
    fn every_position_error() -> Vec<PositionError> {
        use PositionError::*;
        let planet: PlanetId = "E15".parse().unwrap();
        let all = vec![
            PlayerCount { players: 7 },
            SeatListLength {
                what: "reserves",
                got: 3,
                players: 2,
            },
            TurnOfNoSeat { seat: 4 },
            StartOfNoSeat { seat: 4 },
            NoSuchPlanet {
                planet: "E99".parse().unwrap(),
            },
            CubeOfNoSeat { planet, owner: 5 },
            EmptyGroup { planet },
            ImpossibleLives { planet, lives: 3 },
            OnStartPlanet {
                planet: "S30".parse().unwrap(),
                owner: 1,
            },
            MarkedWithoutRelifeOnce { planet },
            UsedOutOfTurn { planet, owner: 1 },
            MoreUsedThanActions { taken: 1 },
            TooManyCubes { seat: 0 },
            ImpossibleActionsLeft { actions_left: 3 },
            RoundOutOfRange { round: 201 },
            HalfPointScore { seat: 1 },
            WinnerNotDeclared { seat: 0 },
            OverTooEarly,
            WinnerNotLeading { seat: 1 },
        ];
        for (i, e) in all.iter().enumerate() {
            let at = match e {
                PlayerCount { .. } => 0,
                SeatListLength { .. } => 1,
                TurnOfNoSeat { .. } => 2,
                StartOfNoSeat { .. } => 3,
                NoSuchPlanet { .. } => 4,
                CubeOfNoSeat { .. } => 5,
                EmptyGroup { .. } => 6,
                ImpossibleLives { .. } => 7,
                OnStartPlanet { .. } => 8,
                MarkedWithoutRelifeOnce { .. } => 9,
                UsedOutOfTurn { .. } => 10,
                MoreUsedThanActions { .. } => 11,
                TooManyCubes { .. } => 12,
                ImpossibleActionsLeft { .. } => 13,
                RoundOutOfRange { .. } => 14,
                HalfPointScore { .. } => 15,
                WinnerNotDeclared { .. } => 16,
                OverTooEarly => 17,
                WinnerNotLeading { .. } => 18,
            };
            assert_eq!(at, i, "{e:?} is out of place");
        }
        all
    }

    #[test]
    fn every_position_error_has_a_sentence_in_every_language() {
        let texts =
            crate::games::assert_position_errors_translated::<Texts>(&every_position_error());
        assert_eq!(texts.len(), 3 * 19);
        let scores = PositionError::SeatListLength {
            what: "scores",
            got: 3,
            players: 2,
        };
        assert_eq!(
            Lang::ALL.map(|lang| Texts::position_error(&scores, lang)),
            [
                "The scores: given for 3 players, but 2 play.",
                "Die Punktstände: für 3 Spieler angegeben, aber es spielen 2.",
                "A pontszámok: 3 játékosra van megadva, de 2 játszik.",
            ]
        );
        let used = PositionError::UsedOutOfTurn {
            planet: "E15".parse().unwrap(),
            owner: 1,
        };
        assert_eq!(
            Texts::position_error(&used, Lang::En),
            "Extra-life planet E15: the cubes of Player 2 are marked as used this turn, but Player 2 is not to move."
        );
    }

    /// Sentences filled from the table's rows, in all three languages: counts with their
    /// plural forms by each language's rule, and announcements whose key depends on the data.
    #[test]
    fn sentences_are_filled_in_every_language() {
        use rules::cube_attack::Target;
        let [en, de, hu] = Lang::ALL;
        assert_eq!(lives(en, 1), "1 life");
        assert_eq!(lives(en, 2), "2 lives");
        assert_eq!(lives(de, 2), "2 Leben");
        assert_eq!(lives(hu, 2), "2 élet");
        assert_eq!(actions_left(de, 1), "1 Aktion übrig");
        assert_eq!(actions_left(de, 2), "2 Aktionen übrig");
        assert_eq!(points(hu, 5), "2,5");
        let (h0, v) = ("H0".parse().unwrap(), "V".parse().unwrap());
        let gr = Group::new(h0, 2, Weapon::Short);
        let events = [
            Event::Attacked {
                seat: 0,
                attacker: gr,
                target: Target {
                    owner: 1,
                    group: Group::new(v, 1, Weapon::Unarmed),
                },
                left_game: true,
            },
            Event::RoundEnded { round: 3 },
            Event::TieAtTop { half_points: 2 },
        ];
        let name = |s: usize| ["Anna", "Bela"][s].to_string();
        assert_eq!(
            announce(en, &events, &name),
            [
                "Anna attacked from H0 Bela's cube on V: it left the game.",
                "Round 3 is over. No cube is on a moon: no points.",
                "Tied at the top with 1 point: play goes on until one player leads.",
            ]
        );
        assert_eq!(
            announce(hu, &events, &name),
            [
                "Anna támadott innen: H0; Bela kockája (V) kiesett a játékból.",
                "Véget ért a(z) 3. forduló. Egyik holdon sincs kocka: nincs pont.",
                "Holtverseny az élen 1 ponttal: a játék addig folyik, amíg valaki vezet.",
            ]
        );
        assert_eq!(
            stack_label(en, "Anna", 1, gr),
            "Anna: 1 cube on H0 (2 lives, short range)"
        );
        assert_eq!(
            stack_label(de, "Anna", 3, gr),
            "Anna: 3 Würfel auf H0 (2 Leben, Kurzstrecke)"
        );
        assert_eq!(
            stack_label(hu, "Anna", 3, gr),
            "Anna: 3 kocka – H0 (2 élet, rövid hatótáv)"
        );
    }
}

crate::texts! {
    /// Cube Attack's words: the board's labels, finished moves and the rule errors.
    pub enum Tx {
    Name: "Cube Attack", "Cube Attack", "Cube Attack";
    Pitch: "Send cubes across planets, arm them, fight, and hold the moons to reach 64 points.",
        "Würfel über Planeten schicken, bewaffnen, kämpfen und die Monde halten – bis 64 Punkte.",
        "Küldd kockáidat bolygóról bolygóra, fegyverezd fel őket, harcolj, és tartsd a holdakat 64 pontig.";
    Round: "Round", "Runde", "Forduló";
    Pass: "Pass", "Aussetzen", "Passz";
    HintChoose: "Choose one of your cubes: click it or its planet (or Tab to it and press Enter).", "Wähle einen deiner Würfel: klicke ihn oder seinen Planeten an (oder mit Tab hin und Enter).", "Válaszd ki egy kockádat: kattints rá vagy a bolygójára (vagy Tabbal lépj rá, és nyomj Entert).";
    HintTargets: "Click a marked planet to move there, the star to activate, a crosshair to attack. Esc cancels.", "Markierten Planeten anklicken, um hinzuziehen, den Stern zum Aktivieren, ein Fadenkreuz zum Angreifen. Esc bricht ab.", "Kattints egy megjelölt bolygóra a lépéshez, a csillagra az aktiváláshoz, egy célkeresztre a támadáshoz. Az Esc megszakítja.";
    HintNoCubes: "You have no cube on the map: you pass.", "Du hast keinen Würfel auf dem Plan: du setzt aus.", "Nincs kockád a térképen: passzolsz.";
    Selected: "Selected", "Gewählt", "Kiválasztva";
    AlsoHere: "Your cubes here", "Deine Würfel hier", "Kockáid itt";
    Activate: "Activate", "Aktivieren", "Aktiválás";
    Attack: "Attack", "Angreifen", "Támadás";
    MoveTo: "Move to", "Ziehen nach", "Lépés ide:";
    ScoreTrack: "Score track to 64", "Punkteleiste bis 64", "Pontsáv 64-ig";
    Map: "Map of planets and orbits", "Plan der Planeten und Umlaufbahnen", "A bolygók és pályák térképe";
    GameOver: "Game over", "Spiel vorbei", "A játék véget ért";
    Pts: "pts", "Pkt.", "pont";
    Reserve: "in reserve", "im Vorrat", "tartalékban";
    FirstTo64: "first to 64 points wins", "wer zuerst 64 Punkte hat, gewinnt", "aki elsőként eléri a 64 pontot, nyer";
    StartCubes: "Cubes on each start planet (the rest are the reserve)", "Würfel auf jedem Startplaneten (der Rest ist Vorrat)", "Kockák a kezdőbolygókon (a többi a tartalék)";
    Relife: "An extra life once lost", "Ein verlorenes Extraleben", "Az elvesztett extra élet";
    RelifeAgain: "may be gained again", "darf neu gewonnen werden", "újra megszerezhető";
    RelifeOnce: "is gone for good (once per cube)", "ist endgültig weg (einmal pro Würfel)", "végleg odavan (kockánként egyszer)";
    StartPlanets: "Start planets", "Startplaneten", "Kezdőbolygók";
    StartPlanetsClosed: "no cube may enter one", "kein Würfel darf hinein", "egyikre sem léphet kocka";
    StartPlanetsOwnOnly: "only one's own is closed", "nur der eigene ist gesperrt", "csak a saját zárva";
    EndedTurn: "ended the turn", "beendet den Zug", "befejezte a kört";
    EndTurnNow: "end the turn", "Beende den Zug", "Fejezd be a kört";
    Passed: "passed", "setzt aus", "passzolt";
    PassNow: "pass", "Setze aus", "Passzolj";
    UnknownPlanet: "There is no such planet on this map.", "Diesen Planeten gibt es auf dieser Karte nicht.", "Nincs ilyen bolygó ezen a térképen.";
    NoSuchGroup: "You have no such cube.", "Du hast keinen solchen Würfel.", "Nincs ilyen kockád.";
    NoSuchTarget: "There is no such enemy cube.", "Einen solchen gegnerischen Würfel gibt es nicht.", "Nincs ilyen ellenséges kocka.";
    NotConnected: "Those planets are not connected by an orbit.", "Diese Planeten sind durch keine Umlaufbahn verbunden.", "Ezeket a bolygókat nem köti össze pálya.";
    IntoStartPlanet: "No cube may move into a start planet.", "Kein Würfel darf auf einen Startplaneten ziehen.", "Kezdőbolygóra nem léphet kocka.";
    IntoOwnStartPlanet: "No cube may return to its own start planet.", "Kein Würfel darf auf seinen eigenen Startplaneten zurück.", "Egy kocka sem térhet vissza a saját kezdőbolygójára.";
    ExtraLifeSpent: "This cube already lost its extra life and may not gain another.", "Dieser Würfel hat sein Extraleben schon verloren und bekommt keines mehr.", "Ez a kocka már elvesztette az extra életét, újat nem kaphat.";
    StartPlanetCannotBeActivated: "Start planets cannot be activated.", "Startplaneten können nicht aktiviert werden.", "Kezdőbolygót nem lehet aktiválni.";
    MoonCannotBeActivated: "Moons cannot be activated.", "Monde können nicht aktiviert werden.", "Holdat nem lehet aktiválni.";
    EnemyOnPlanet: "A planet with an enemy cube on it cannot be activated.", "Ein Planet mit einem gegnerischen Würfel kann nicht aktiviert werden.", "Ellenséges kockával foglalt bolygót nem lehet aktiválni.";
    ReserveEmpty: "Your reserve is empty.", "Dein Vorrat ist leer.", "Elfogyott a tartalékod.";
    AlreadyTwoLives: "This cube already has two lives.", "Dieser Würfel hat schon zwei Leben.", "Ennek a kockának már két élete van.";
    AlreadyLongRange: "This cube already has a long-range weapon.", "Dieser Würfel hat schon eine Langstreckenwaffe.", "Ennek a kockának már nagy hatótávú fegyvere van.";
    AlreadyActivated: "This cube already activated a planet this turn.", "Dieser Würfel hat in diesem Zug schon einen Planeten aktiviert.", "Ez a kocka ebben a körben már aktivált egy bolygót.";
    AlreadyAttacked: "This cube already attacked this turn.", "Dieser Würfel hat in diesem Zug schon angegriffen.", "Ez a kocka ebben a körben már támadott.";
    NoWeapon: "A cube without a weapon cannot attack.", "Ein Würfel ohne Waffe kann nicht angreifen.", "Fegyvertelen kocka nem támadhat.";
    NotAnEnemy: "You cannot attack your own cubes.", "Eigene Würfel kannst du nicht angreifen.", "A saját kockáidat nem támadhatod.";
    TargetOnStartPlanet: "Cubes on a start planet cannot be attacked.", "Würfel auf einem Startplaneten können nicht angegriffen werden.", "Kezdőbolygón álló kockát nem lehet megtámadni.";
    OutOfRange: "Out of range: short range reaches the same planet, long range also the connected ones.", "Außer Reichweite: Kurzstrecke reicht auf denselben Planeten, Langstrecke auch auf verbundene.", "Hatótávon kívül: a rövid hatótáv ugyanarra a bolygóra, a nagy a szomszédosakra is elér.";
    EndBeforeFirstAction: "A turn can end early only after its first action.", "Ein Zug kann erst nach seiner ersten Aktion vorzeitig enden.", "A kör csak az első akció után érhet véget korán.";
    CubesLeftToPlay: "Only a player with no cube on the map passes.", "Nur wer keinen Würfel auf der Karte hat, setzt aus.", "Csak az passzolhat, akinek nincs kockája a térképen.";
    KindStart: "start planet", "Startplanet", "kezdőbolygó";
    KindExtraCube: "extra-cube planet", "Würfelplanet", "kockabolygó";
    KindExtraLife: "extra-life planet", "Extraleben-Planet", "extraélet-bolygó";
    KindArmament: "weapon planet", "Bewaffnungsplanet", "fegyverbolygó";
    KindHalfMoon: "half moon", "Halbmond", "félhold";
    KindFullMoon: "full moon", "Vollmond", "telihold";
    Unarmed: "unarmed", "unbewaffnet", "fegyvertelen";
    ShortRange: "short range", "Kurzstrecke", "rövid hatótáv";
    LongRange: "long range", "Langstrecke", "nagy hatótáv";
    Lives: "{n} life|{n} lives", "{n} Leben", "{n} élet";
    ActionsLeft: "{n} action left|{n} actions left", "{n} Aktion übrig|{n} Aktionen übrig", "{n} akció maradt";
    Cubes: "{n} cube|{n} cubes", "{n} Würfel", "{n} kocka";
    HalfPoint: "{whole}.5", "{whole},5", "{whole},5";
    CubeEntered: "a new cube enters on {start}", "ein neuer Würfel kommt auf {start}", "új kocka érkezik ide: {start}";
    GainedLife: "the cube gains an extra life", "der Würfel bekommt ein Extraleben", "a kocka extra életet kap";
    Armed: "the cube is armed: {weapon}", "der Würfel ist bewaffnet: {weapon}", "a kocka fegyvere: {weapon}";
    GainCube: "+1 cube on your start planet", "+1 Würfel auf deinem Startplaneten", "+1 kocka a kezdőbolygódon";
    GainLife: "+1 life", "+1 Leben", "+1 élet";
    Travelled: "{name} moved a cube from {from} to {to}.", "{name} zieht einen Würfel von {from} nach {to}.", "{name} egy kockát lépett: {from} → {to}.";
    Activated: "{name} activated {planet}: {effect}.", "{name} aktiviert {planet}: {effect}.", "{name} aktiválta: {planet}; {effect}.";
    AttackedOut: "{name} attacked from {from} {victim}'s cube on {target}: it left the game.",
        "{name} greift von {from} aus den Würfel von {victim} auf {target} an: er scheidet aus.",
        "{name} támadott innen: {from}; {victim} kockája ({target}) kiesett a játékból.";
    AttackedLife: "{name} attacked from {from} {victim}'s cube on {target}: it lost its extra life.",
        "{name} greift von {from} aus den Würfel von {victim} auf {target} an: er verliert sein Extraleben.",
        "{name} támadott innen: {from}; {victim} kockája ({target}) elvesztette az extra életét.";
    TurnEnded: "{name} ended the turn.", "{name} beendet den Zug.", "{name} befejezte a körét.";
    NamePassed: "{name} passed.", "{name} setzt aus.", "{name} passzolt.";
    RoundScored: "Round {round} is over. The moons score:",
        "Runde {round} ist vorbei. Die Monde werten:",
        "Véget ért a(z) {round}. forduló. A holdak pontjai:";
    RoundNoScore: "Round {round} is over. No cube is on a moon: no points.",
        "Runde {round} ist vorbei. Kein Würfel steht auf einem Mond: keine Punkte.",
        "Véget ért a(z) {round}. forduló. Egyik holdon sincs kocka: nincs pont.";
    MoonScored: "{name} +{points} on {moon}.", "{name} +{points} auf {moon}.", "{name} +{points}: {moon}.";
    MoonShared: "{name} +{points} on {moon} (shared).", "{name} +{points} auf {moon} (geteilt).", "{name} +{points}: {moon} (megosztva).";
    TieAtTop: "Tied at the top with {points}: play goes on until one player leads.",
        "Gleichstand an der Spitze mit {points}: es geht weiter, bis einer führt.",
        "Holtverseny az élen {points}tal: a játék addig folyik, amíg valaki vezet.";
    Backstop: "200 rounds played: the higher score wins.", "200 Runden gespielt: die höhere Punktzahl gewinnt.", "Lement 200 forduló: a több pont nyer.";
    MovedCube: "moved a cube ({traits}) from {from} to {to}", "zieht einen Würfel ({traits}) von {from} nach {to}", "kockát léptet ({traits}): {from} → {to}";
    MoveCube: "move a cube ({traits}) from {from} to {to}", "Ziehe einen Würfel ({traits}) von {from} nach {to}", "Léptess egy kockát ({traits}): {from} → {to}";
    ActivatedFor: "activated {planet} for a cube ({traits})", "aktiviert {planet} für einen Würfel ({traits})", "aktiválja: {planet} egy kockának ({traits})";
    ActivateFor: "activate {planet} for a cube ({traits})", "Aktiviere {planet} für einen Würfel ({traits})", "Aktiváld egy kockának ({traits}): {planet}";
    AttackedCube: "attacked from {from} a cube ({traits}) on {target}",
        "greift von {from} aus einen Würfel ({traits}) auf {target} an",
        "támad innen: {from}, egy kockát ({traits}) itt: {target}";
    AttackCube: "attack from {from} a cube ({traits}) on {target}",
        "Greife von {from} aus einen Würfel ({traits}) auf {target} an",
        "Támadj innen: {from}, egy kockát ({traits}) itt: {target}";
    StackLabel: "{owner}: {cubes} on {planet} ({traits})", "{owner}: {cubes} auf {planet} ({traits})", "{owner}: {cubes} – {planet} ({traits})";
    }
}

crate::texts! {
    /// What an edited position breaks, in a table of its own: only a program that opens
    /// positions (the `positions` feature) carries these words.
    pub enum Px {
    // What an edited position breaks (`position_error`): `{planet}` is a planet's name,
    // `{owner}` and `{seat}` players' names.
    ListReserves: "The reserves", "Die Vorräte", "A tartalékok";
    ListScores: "The scores", "Die Punktstände", "A pontszámok";
    ListOther: "A list per player", "Eine Liste je Spieler", "Egy játékosonkénti lista";
    NoSuchPlanet: "The map has no planet {planet}.",
        "Auf dem Plan gibt es keinen Planeten {planet}.",
        "A térképen nincs {planet} bolygó.";
    CubesOfNoSeat: "{planet}: cubes of {owner}, but this game has no such player.",
        "{planet}: Würfel von {owner}, aber diesen Spieler gibt es in diesem Spiel nicht.",
        "{planet}: {owner} kockái, de ilyen játékos nincs ebben a játékban.";
    EmptyGroup: "{planet}: a group of no cubes; leave it out.",
        "{planet}: eine Gruppe ohne Würfel; lass sie weg.",
        "{planet}: kocka nélküli csoport; hagyd el.";
    ImpossibleLives: "{planet}: a cube has 1 or 2 lives, not {lives}.",
        "{planet}: Ein Würfel hat 1 oder 2 Leben, nicht {lives}.",
        "{planet}: egy kockának 1 vagy 2 élete van, {lives} nem.";
    OnStartPlanet: "{planet}: the cubes of {owner} may not stand on this start planet.",
        "{planet}: Die Würfel von {owner} dürfen nicht auf diesem Startplaneten stehen.",
        "{planet}: {owner} kockái nem állhatnak ezen a kezdőbolygón.";
    MarkedWithoutRelifeOnce: "{planet}: marked as having lost its extra life, which only a cube with one life can be, and only when an extra life once lost is gone for good.",
        "{planet}: als Würfel markiert, der sein Extraleben verloren hat; das geht nur bei einem Würfel mit einem Leben und nur, wenn ein verlorenes Extraleben endgültig weg ist.",
        "{planet}: elvesztett extra életűnek jelölve, ami csak egyéletű kocka lehet, és csak akkor, ha az elvesztett extra élet végleg odavan.";
    UsedOutOfTurn: "{planet}: the cubes of {owner} are marked as used this turn, but {owner} is not to move.",
        "{planet}: Die Würfel von {owner} sind als in diesem Zug benutzt markiert, aber {owner} ist nicht am Zug.",
        "{planet}: {owner} kockái ebben a körben használtként vannak jelölve, de nem {owner} következik.";
    MoreUsedThanActions: "More cubes are marked as used than actions were taken this turn ({taken}).",
        "Mehr Würfel sind als benutzt markiert, als in diesem Zug Aktionen gemacht wurden ({taken}).",
        "Több kocka van használtként jelölve, mint ahány akció ebben a körben történt ({taken}).";
    TooManyCubes: "{seat} has more than {most} cubes on the map and in reserve together.",
        "{seat} hat auf dem Plan und im Vorrat zusammen mehr als {most} Würfel.",
        "{seat} kockáinak száma a térképen és a tartalékban együtt több, mint {most}.";
    ImpossibleActionsLeft: "A turn has 1 or 2 actions left, not {left}.",
        "Ein Zug hat noch 1 oder 2 Aktionen übrig, nicht {left}.",
        "Egy körből 1 vagy 2 akció maradhat, {left} nem.";
    RoundOutOfRange: "Round {round}: the rounds run from 1 to {last}.",
        "Runde {round}: Die Runden gehen von 1 bis {last}.",
        "{round}. forduló: a fordulók 1-től {last}-ig tartanak.";
    HalfPointScore: "{seat}: no score ends in a half, since every moon gives whole points.",
        "{seat}: Kein Punktstand hat einen halben Punkt, denn jeder Mond gibt ganze Punkte.",
        "{seat}: egyik pontszám sem végződhet feles értékre, mert minden hold egész pontot ad.";
    WinnerNotDeclared: "{seat} leads with 64 points or more, so the game is over: name the winner.",
        "{seat} führt mit 64 Punkten oder mehr, also ist das Spiel vorbei: Nenne den Gewinner.",
        "{seat} legalább 64 ponttal vezet, tehát a játék véget ért: add meg a győztest.";
    OverTooEarly: "The game is over only when one player leads with 64 points or more, or after round {last}.",
        "Das Spiel ist erst vorbei, wenn einer allein mit 64 Punkten oder mehr führt, oder nach Runde {last}.",
        "A játék csak akkor ér véget, ha valaki egyedül vezet legalább 64 ponttal, vagy a(z) {last}. forduló után.";
    WinnerNotLeading: "{seat} is named a winner but does not lead.",
        "{seat} ist als Gewinner genannt, führt aber nicht.",
        "{seat} győztesként szerepel, de nem vezet.";
    }
}
