//! The board's words in English, German and Hungarian, and the sentences that announce
//! what a move did.

use rules::cube_attack::{
    CubeAttack, Effect, Error, Event, Group, Move, PlanetId, PlanetKind, Weapon,
};

use rules::{Game, Seat};

use crate::games::GameTexts;
use crate::i18n::{Lang, T};

pub fn kind_name(lang: Lang, kind: PlanetKind) -> &'static str {
    use PlanetKind::*;
    let [en, de, hu] = match kind {
        Start => ["start planet", "Startplanet", "kezdőbolygó"],
        ExtraCube => ["extra-cube planet", "Würfelplanet", "kockabolygó"],
        ExtraLife => ["extra-life planet", "Extraleben-Planet", "extraélet-bolygó"],
        Armament => ["weapon planet", "Bewaffnungsplanet", "fegyverbolygó"],
        HalfMoon => ["half moon", "Halbmond", "félhold"],
        FullMoon => ["full moon", "Vollmond", "telihold"],
    };
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Hu => hu,
    }
}

/// "half moon H0", "Startplanet S30".
pub fn planet_name(lang: Lang, id: PlanetId) -> String {
    format!("{} {id}", kind_name(lang, id.kind))
}

pub fn weapon_name(lang: Lang, w: Weapon) -> &'static str {
    let [en, de, hu] = match w {
        Weapon::Unarmed => ["unarmed", "unbewaffnet", "fegyvertelen"],
        Weapon::Short => ["short range", "Kurzstrecke", "rövid hatótáv"],
        Weapon::Long => ["long range", "Langstrecke", "nagy hatótáv"],
    };
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Hu => hu,
    }
}

pub fn lives(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 life".into(),
        (Lang::En, n) => format!("{n} lives"),
        (Lang::De, n) => format!("{n} Leben"),
        (Lang::Hu, n) => format!("{n} élet"),
    }
}

/// "2 lives, short range".
pub fn group_traits(lang: Lang, g: Group) -> String {
    format!("{}, {}", lives(lang, g.lives), weapon_name(lang, g.weapon))
}

/// "1 action left" in the turn bar.
pub fn actions_left(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 action left".into(),
        (Lang::En, n) => format!("{n} actions left"),
        (Lang::De, 1) => "1 Aktion übrig".into(),
        (Lang::De, n) => format!("{n} Aktionen übrig"),
        (Lang::Hu, n) => format!("{n} akció maradt"),
    }
}

/// "3 cubes" for a stack's count.
pub fn cubes(lang: Lang, n: u8) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 cube".into(),
        (Lang::En, n) => format!("{n} cubes"),
        (Lang::De, 1) => "1 Würfel".into(),
        (Lang::De, n) => format!("{n} Würfel"),
        (Lang::Hu, n) => format!("{n} kocka"),
    }
}

/// Points from half-points: "4", "2.5" (German and Hungarian "2,5").
pub fn points(lang: Lang, half_points: u32) -> String {
    let whole = half_points / 2;
    if half_points.is_multiple_of(2) {
        whole.to_string()
    } else {
        let sep = if lang == Lang::En { '.' } else { ',' };
        format!("{whole}{sep}5")
    }
}

/// "2.5 points", "1 point".
pub fn points_word(lang: Lang, half_points: u32) -> String {
    crate::i18n::points(lang, &points(lang, half_points))
}

/// What an activation of this planet gives a cube with this weapon (the effect itself comes
/// from the rules: the view names it).
pub fn effect(lang: Lang, e: Effect) -> String {
    match (lang, e) {
        (Lang::En, Effect::CubeEntered { start }) => format!("a new cube enters on {start}"),
        (Lang::De, Effect::CubeEntered { start }) => format!("ein neuer Würfel kommt auf {start}"),
        (Lang::Hu, Effect::CubeEntered { start }) => format!("új kocka érkezik ide: {start}"),
        (Lang::En, Effect::ExtraLife) => "the cube gains an extra life".into(),
        (Lang::De, Effect::ExtraLife) => "der Würfel bekommt ein Extraleben".into(),
        (Lang::Hu, Effect::ExtraLife) => "a kocka extra életet kap".into(),
        (Lang::En, Effect::Armed(w)) => format!("the cube is armed: {}", weapon_name(lang, w)),
        (Lang::De, Effect::Armed(w)) => {
            format!("der Würfel ist bewaffnet: {}", weapon_name(lang, w))
        }
        (Lang::Hu, Effect::Armed(w)) => format!("a kocka fegyvere: {}", weapon_name(lang, w)),
    }
}

/// A short label for the activation button of a planet kind.
pub fn activation_gain(lang: Lang, kind: PlanetKind, weapon: Weapon) -> String {
    match kind {
        PlanetKind::ExtraCube => match lang {
            Lang::En => "+1 cube on your start planet".into(),
            Lang::De => "+1 Würfel auf deinem Startplaneten".into(),
            Lang::Hu => "+1 kocka a kezdőbolygódon".into(),
        },
        PlanetKind::ExtraLife => match lang {
            Lang::En => "+1 life".into(),
            Lang::De => "+1 Leben".into(),
            Lang::Hu => "+1 élet".into(),
        },
        _ => weapon
            .upgraded()
            .map(|w| format!("→ {}", weapon_name(lang, w)))
            .unwrap_or_default(),
    }
}

/// One line per event of the last move; `name` gives a seat's name.
pub fn announce(lang: Lang, events: &[Event], name: &dyn Fn(usize) -> String) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, e) in events.iter().enumerate() {
        let line = match *e {
            Event::Travelled { seat, group, to } => match lang {
                Lang::En => format!("{} moved a cube from {} to {to}.", name(seat), group.planet),
                Lang::De => format!(
                    "{} zieht einen Würfel von {} nach {to}.",
                    name(seat),
                    group.planet
                ),
                Lang::Hu => format!("{} egy kockát lépett: {} → {to}.", name(seat), group.planet),
            },
            Event::Activated {
                seat,
                group,
                effect: e,
            } => {
                let what = effect(lang, e);
                let p = planet_name(lang, group.planet);
                match lang {
                    Lang::En => format!("{} activated {p}: {what}.", name(seat)),
                    Lang::De => format!("{} aktiviert {p}: {what}.", name(seat)),
                    Lang::Hu => format!("{} aktiválta: {p}; {what}.", name(seat)),
                }
            }
            Event::Attacked {
                seat,
                attacker,
                target,
                left_game,
            } => {
                let (a, t, victim) = (attacker.planet, target.group.planet, name(target.owner));
                match (lang, left_game) {
                    (Lang::En, true) => format!("{} attacked from {a} {victim}'s cube on {t}: it left the game.", name(seat)),
                    (Lang::En, false) => format!("{} attacked from {a} {victim}'s cube on {t}: it lost its extra life.", name(seat)),
                    (Lang::De, true) => format!("{} greift von {a} aus den Würfel von {victim} auf {t} an: er scheidet aus.", name(seat)),
                    (Lang::De, false) => format!("{} greift von {a} aus den Würfel von {victim} auf {t} an: er verliert sein Extraleben.", name(seat)),
                    (Lang::Hu, true) => format!("{} támadott innen: {a}; {victim} kockája ({t}) kiesett a játékból.", name(seat)),
                    (Lang::Hu, false) => format!("{} támadott innen: {a}; {victim} kockája ({t}) elvesztette az extra életét.", name(seat)),
                }
            }
            Event::TurnEnded { seat } => match lang {
                Lang::En => format!("{} ended the turn.", name(seat)),
                Lang::De => format!("{} beendet den Zug.", name(seat)),
                Lang::Hu => format!("{} befejezte a körét.", name(seat)),
            },
            Event::Passed { seat } => match lang {
                Lang::En => format!("{} passed.", name(seat)),
                Lang::De => format!("{} setzt aus.", name(seat)),
                Lang::Hu => format!("{} passzolt.", name(seat)),
            },
            Event::RoundEnded { round } => {
                let scored = matches!(events.get(i + 1), Some(Event::MoonScored { .. }));
                match (lang, scored) {
                    (Lang::En, true) => format!("Round {round} is over. The moons score:"),
                    (Lang::En, false) => {
                        format!("Round {round} is over. No cube is on a moon: no points.")
                    }
                    (Lang::De, true) => format!("Runde {round} ist vorbei. Die Monde werten:"),
                    (Lang::De, false) => format!(
                        "Runde {round} ist vorbei. Kein Würfel steht auf einem Mond: keine Punkte."
                    ),
                    (Lang::Hu, true) => {
                        format!("Véget ért a(z) {round}. forduló. A holdak pontjai:")
                    }
                    (Lang::Hu, false) => format!(
                        "Véget ért a(z) {round}. forduló. Egyik holdon sincs kocka: nincs pont."
                    ),
                }
            }
            Event::MoonScored {
                seat,
                moon,
                half_points,
                shared,
            } => {
                let m = planet_name(lang, moon);
                let pts = points(lang, half_points);
                match (lang, shared) {
                    (Lang::En, false) => format!("{} +{pts} on {m}.", name(seat)),
                    (Lang::En, true) => format!("{} +{pts} on {m} (shared).", name(seat)),
                    (Lang::De, false) => format!("{} +{pts} auf {m}.", name(seat)),
                    (Lang::De, true) => format!("{} +{pts} auf {m} (geteilt).", name(seat)),
                    (Lang::Hu, false) => format!("{} +{pts}: {m}.", name(seat)),
                    (Lang::Hu, true) => format!("{} +{pts}: {m} (megosztva).", name(seat)),
                }
            }
            Event::TieAtTop { half_points } => {
                let pts = points_word(lang, half_points);
                match lang {
                    Lang::En => {
                        format!("Tied at the top with {pts}: play goes on until one player leads.")
                    }
                    Lang::De => format!(
                        "Gleichstand an der Spitze mit {pts}: es geht weiter, bis einer führt."
                    ),
                    Lang::Hu => format!(
                        "Holtverseny az élen {pts}tal: a játék addig folyik, amíg valaki vezet."
                    ),
                }
            }
            Event::BackstopReached => match lang {
                Lang::En => "200 rounds played: the higher score wins.".into(),
                Lang::De => "200 Runden gespielt: die höhere Punktzahl gewinnt.".into(),
                Lang::Hu => "Lement 200 forduló: a több pont nyer.".into(),
            },
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
    fn describe_move(
        _: Option<&CubeAttack>,
        mv: &Move,
        _: &[crate::storage::SeatInfo],
        lang: Lang,
    ) -> String {
        let planet = |id| planet_name(lang, id);
        match (*mv, lang) {
            (Move::Travel { group, to }, Lang::En) => format!(
                "moved a cube ({}) from {} to {}",
                group_traits(lang, group),
                planet(group.planet),
                planet(to)
            ),
            (Move::Travel { group, to }, Lang::De) => format!(
                "zieht einen Würfel ({}) von {} nach {}",
                group_traits(lang, group),
                planet(group.planet),
                planet(to)
            ),
            (Move::Travel { group, to }, Lang::Hu) => format!(
                "kockát léptet ({}): {} → {}",
                group_traits(lang, group),
                planet(group.planet),
                planet(to)
            ),
            (Move::Activate { group }, Lang::En) => {
                format!(
                    "activated {} for a cube ({})",
                    planet(group.planet),
                    group_traits(lang, group)
                )
            }
            (Move::Activate { group }, Lang::De) => format!(
                "aktiviert {} für einen Würfel ({})",
                planet(group.planet),
                group_traits(lang, group)
            ),
            (Move::Activate { group }, Lang::Hu) => format!(
                "aktiválja: {} egy kockának ({})",
                planet(group.planet),
                group_traits(lang, group)
            ),
            (Move::Attack { group, target }, Lang::En) => format!(
                "attacked from {} a cube ({}) on {}",
                planet(group.planet),
                group_traits(lang, target.group),
                planet(target.group.planet)
            ),
            (Move::Attack { group, target }, Lang::De) => format!(
                "greift von {} aus einen Würfel ({}) auf {} an",
                planet(group.planet),
                group_traits(lang, target.group),
                planet(target.group.planet)
            ),
            (Move::Attack { group, target }, Lang::Hu) => format!(
                "támad innen: {}, egy kockát ({}) itt: {}",
                planet(group.planet),
                group_traits(lang, target.group),
                planet(target.group.planet)
            ),
            (Move::End, _) => lang.t(Tx::EndedTurn).to_string(),
            (Move::Pass, _) => lang.t(Tx::Passed).to_string(),
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
    Passed: "passed", "setzt aus", "passzolt";
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
    }
}
