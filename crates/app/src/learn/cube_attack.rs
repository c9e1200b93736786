//! The Cube Attack course's words (stages in `rules::cube_attack` lessons). Planets are
//! named as the map labels them: S30 your start planet, E extra life, B weapon, W extra
//! cube, H half moon, V full moon.

use super::texts::StageWords;

crate::texts! {
    /// The Cube Attack lessons' texts.
    pub enum Ax {
    LifeTitle: "Leave the start planet, gain a life", "Den Startplaneten verlassen, ein Leben gewinnen", "Indulás a kezdőbolygóról, extra élet";
    LifeGoal: "A turn has two actions. Move a cube from your start planet S30 to the extra-life planet E15, then activate E15 for it: the cube gets a second life.",
        "Ein Zug hat zwei Aktionen. Ziehe einen Würfel von deinem Startplaneten S30 auf den Extraleben-Planeten E15 und aktiviere dann E15 für ihn: der Würfel bekommt ein zweites Leben.",
        "Egy körben két akciód van. Vigyél egy kockát az S30 kezdőbolygódról az E15 extraélet-bolygóra, majd aktiváld neki az E15-öt: a kocka második életet kap.";
    LifeHint: "Click your cubes on S30, then the planet E15. Then click the cube on E15 and the star that activates the planet.",
        "Klicke auf deine Würfel auf S30, dann auf den Planeten E15. Dann klicke auf den Würfel auf E15 und auf den Stern, der den Planeten aktiviert.",
        "Kattints az S30-on álló kockáidra, majd az E15 bolygóra. Aztán kattints az E15-ön álló kockára és a csillagra, amely aktiválja a bolygót.";
    LifeDone: "Each action moves a cube along an orbit, activates the planet under a cube, or attacks. A cube never goes back onto its start planet; an extra-life planet gives a cube one extra life, two in all.",
        "Jede Aktion zieht einen Würfel entlang einer Umlaufbahn, aktiviert den Planeten unter einem Würfel oder greift an. Ein Würfel kehrt nie auf seinen Startplaneten zurück; ein Extraleben-Planet gibt einem Würfel ein zusätzliches Leben, zwei insgesamt.",
        "Minden akció egy kockát visz egy pályán, aktiválja a kocka alatti bolygót, vagy támad. Kocka soha nem tér vissza a kezdőbolygójára; az extraélet-bolygó egy extra életet ad a kockának, összesen kettőt.";
    MoonTitle: "A moon scores", "Ein Mond bringt Punkte", "A hold pontot ér";
    MoonGoal: "Moons score at the end of every round. Use both actions to bring a cube from S30 over E15 onto the half moon H0; after Player 2's turn the round ends and H0 gives you 2 points.",
        "Monde bringen am Ende jeder Runde Punkte. Bringe mit beiden Aktionen einen Würfel von S30 über E15 auf den Halbmond H0; nach dem Zug von Spieler 2 endet die Runde, und H0 bringt dir 2 Punkte.",
        "A holdak minden kör végén pontot érnek. Két akcióddal vigyél egy kockát az S30-ról az E15-ön át a H0 félholdra; a 2. játékos köre után véget ér a kör, és a H0 2 pontot ad.";
    MoonHint: "Click your cubes on S30, then E15; then the cube on E15, then H0.",
        "Klicke auf deine Würfel auf S30, dann auf E15; dann auf den Würfel auf E15, dann auf H0.",
        "Kattints az S30-on álló kockáidra, majd az E15-re; aztán az E15-ön álló kockára, majd a H0-ra.";
    MoonDone: "At the end of every round each player with a cube on a moon scores it: 2 for a half moon, 4 for the full moon V, half each when players share it. The first to 64 wins.",
        "Am Ende jeder Runde erhält jeder Spieler mit einem Würfel auf einem Mond dessen Wert: 2 für einen Halbmond, 4 für den Vollmond V, je die Hälfte, wenn sich Spieler ihn teilen. Wer zuerst 64 hat, gewinnt.",
        "Minden kör végén minden játékos, akinek kockája áll egy holdon, megkapja az értékét: félhold 2, a V telihold 4, osztozásnál mindenki a felét. Aki elsőként eléri a 64-et, nyer.";
    ArmTitle: "Arm a cube", "Einen Würfel bewaffnen", "Kocka felfegyverzése";
    ArmGoal: "Bring another cube from S30 to the weapon planet B45 and activate B45 for it: the cube gets a short-range weapon, a triangle.",
        "Bringe einen weiteren Würfel von S30 auf den Bewaffnungsplaneten B45 und aktiviere B45 für ihn: der Würfel bekommt eine Kurzstreckenwaffe, ein Dreieck.",
        "Vigyél egy másik kockát az S30-ról a B45 fegyverbolygóra, és aktiváld neki a B45-öt: a kocka rövid hatótávú fegyvert kap, egy háromszöget.";
    ArmHint: "Click your cubes on S30, then B45; then the cube on B45 and the star.",
        "Klicke auf deine Würfel auf S30, dann auf B45; dann auf den Würfel auf B45 und den Stern.",
        "Kattints az S30-on álló kockáidra, majd a B45-re; aztán a B45-ön álló kockára és a csillagra.";
    ArmDone: "A weapon planet arms a cube: no weapon becomes short range, short range becomes long range. Start planets and moons cannot be activated, and no planet can while an enemy cube stands on it.",
        "Ein Bewaffnungsplanet bewaffnet einen Würfel: aus keiner Waffe wird Kurzstrecke, aus Kurzstrecke Langstrecke. Startplaneten und Monde lassen sich nicht aktivieren, und kein Planet, solange ein gegnerischer Würfel darauf steht.",
        "A fegyverbolygó felfegyverzi a kockát: fegyver nélküliből rövid hatótávú, rövid hatótávúból nagy hatótávú lesz. Kezdőbolygó és hold nem aktiválható, és egyik bolygó sem, amíg ellenséges kocka áll rajta.";
    LongTitle: "Long range", "Langstrecke", "Nagy hatótáv";
    LongGoal: "Activate B45 once more for your armed cube: its short range becomes long range, a square. Then move it on to W60.",
        "Aktiviere B45 noch einmal für deinen bewaffneten Würfel: aus Kurzstrecke wird Langstrecke, ein Quadrat. Ziehe ihn dann weiter auf W60.",
        "Aktiváld még egyszer a B45-öt a felfegyverzett kockádnak: a rövid hatótáv nagyra vált, egy négyzetre. Aztán vidd tovább a W60-ra.";
    LongHint: "Click the cube on B45 and the star; then click the planet W60.",
        "Klicke auf den Würfel auf B45 und auf den Stern; dann auf den Planeten W60.",
        "Kattints a B45-ön álló kockára és a csillagra; aztán a W60 bolygóra.";
    LongDone: "A short-range cube attacks only on its own planet; a long-range cube also reaches every connected planet. In one turn a cube may activate once and attack once, but it may move twice.",
        "Ein Kurzstrecken-Würfel greift nur auf seinem eigenen Planeten an; ein Langstrecken-Würfel erreicht auch jeden verbundenen Planeten. In einem Zug darf ein Würfel einmal aktivieren und einmal angreifen, aber zweimal ziehen.",
        "A rövid hatótávú kocka csak a saját bolygóján támad; a nagy hatótávú minden szomszédos bolygót is elér. Egy körben egy kocka egyszer aktiválhat és egyszer támadhat, de kétszer léphet.";
    AttackTitle: "Attack", "Angreifen", "Támadás";
    AttackGoal: "Player 2's long-range cube stands on the full moon V, which is connected to W60. Attack it with your long-range cube on W60.",
        "Der Langstrecken-Würfel von Spieler 2 steht auf dem Vollmond V, der mit W60 verbunden ist. Greife ihn mit deinem Langstrecken-Würfel auf W60 an.",
        "A 2. játékos nagy hatótávú kockája a V teliholdon áll, amely össze van kötve a W60-nal. Támadd meg a W60-on álló nagy hatótávú kockáddal.";
    AttackHint: "Click your cube on W60, then the marked enemy cube on V.",
        "Klicke auf deinen Würfel auf W60, dann auf den markierten gegnerischen Würfel auf V.",
        "Kattints a W60-on álló kockádra, majd a V-n megjelölt ellenséges kockára.";
    AttackDone: "The target loses a life: a cube with one life leaves the game; a cube with two loses its extra life and keeps its weapon. Cubes on a start planet cannot be attacked. Moons score at the end of every round: 2 for a half moon, 4 for the full moon; the first to 64 wins.",
        "Das Ziel verliert ein Leben: ein Würfel mit einem Leben verlässt das Spiel, einer mit zwei verliert sein Extraleben und behält seine Waffe. Würfel auf einem Startplaneten sind nicht angreifbar. Monde zählen am Ende jeder Runde: 2 für einen Halbmond, 4 für den Vollmond; wer zuerst 64 hat, gewinnt.",
        "A célpont életet veszít: az egyéletű kocka kiesik a játékból, a kétéletű elveszti az extra életét, de a fegyverét megtartja. Kezdőbolygón álló kocka nem támadható. A holdak minden kör végén pontot érnek: félhold 2, telihold 4; aki elsőként eléri a 64-et, nyer.";
    WhyWeaponNotLife: "B45 is a weapon planet: it arms a cube. This lesson asks for an extra life on E15.",
        "B45 ist ein Bewaffnungsplanet: er bewaffnet einen Würfel. Diese Lektion verlangt ein Extraleben auf E15.",
        "A B45 fegyverbolygó: kockát fegyverez fel. Ez a lecke extra életet kér az E15-ön.";
    WhyMoonNoActivate: "H0 is a half moon: moons score at the end of each round, but they cannot be activated.",
        "H0 ist ein Halbmond: Monde zählen am Ende jeder Runde, lassen sich aber nicht aktivieren.",
        "A H0 félhold: a holdak minden kör végén pontot érnek, de nem aktiválhatók.";
    WhyNoWeapon: "The cube on H0 has no weapon, so it cannot attack. Use the long-range cube on W60.",
        "Der Würfel auf H0 hat keine Waffe und kann nicht angreifen. Nimm den Langstrecken-Würfel auf W60.",
        "A H0-n álló kockának nincs fegyvere, ezért nem támadhat. A W60-on álló nagy hatótávú kockát használd.";
    CubeTitle: "An extra cube", "Ein zusätzlicher Würfel", "Extra kocka";
    CubeGoal: "Your cube on W60 has attacked this turn; one action is left. W60 is an extra-cube planet: activate it, and a cube from your reserve joins your cubes on S30.",
        "Dein Würfel auf W60 hat in diesem Zug angegriffen; eine Aktion bleibt. W60 ist ein Würfel-Planet: aktiviere ihn, und ein Würfel aus deinem Vorrat kommt zu deinen Würfeln auf S30.",
        "A W60-on álló kockád ebben a körben már támadott; egy akciód maradt. A W60 extrakocka-bolygó: aktiváld, és a tartalékodból egy kocka csatlakozik az S30-on álló kockáidhoz.";
    CubeHint: "Click your cube on W60, then the star that activates the planet.",
        "Klicke auf deinen Würfel auf W60, dann auf den Stern, der den Planeten aktiviert.",
        "Kattints a W60-on álló kockádra, majd a csillagra, amely aktiválja a bolygót.";
    CubeDone: "An extra-cube planet brings a cube from your reserve onto your start planet, blank side up. In one turn a cube may activate once and attack once, or move twice, but not activate or attack twice.",
        "Ein Würfel-Planet bringt einen Würfel aus deinem Vorrat auf deinen Startplaneten, mit der leeren Seite nach oben. In einem Zug darf ein Würfel einmal aktivieren und einmal angreifen oder zweimal ziehen, aber nicht zweimal aktivieren oder angreifen.",
        "Az extrakocka-bolygó a tartalékodból egy kockát hoz a kezdőbolygódra, üres oldalával felfelé. Egy körben egy kocka egyszer aktiválhat és egyszer támadhat, vagy kétszer léphet, de kétszer nem aktiválhat és nem támadhat.";
    SharedTitle: "A shared moon", "Ein geteilter Mond", "Közös hold";
    SharedGoal: "Player 2's cube stands on the full moon V. Move your cube from W60 onto V and share it: when the round ends after Player 2's turn, your cubes score H0 and half of V.",
        "Der Würfel von Spieler 2 steht auf dem Vollmond V. Ziehe deinen Würfel von W60 auf V und teile ihn: wenn die Runde nach dem Zug von Spieler 2 endet, bringen deine Würfel H0 und die Hälfte von V.",
        "A 2. játékos kockája a V teliholdon áll. Vidd a kockádat a W60-ról a V-re, és osztozz rajta: amikor a kör a 2. játékos köre után véget ér, a kockáid a H0-t és a V felét érik.";
    SharedHint: "Click your cube on W60, then the full moon V in the middle.",
        "Klicke auf deinen Würfel auf W60, dann auf den Vollmond V in der Mitte.",
        "Kattints a W60-on álló kockádra, majd középen a V teliholdra.";
    SharedDone: "Players who share a moon each score half its value: 2 of V's 4 points for each of you, and 2 more for you from H0. Several cubes of one player on a moon score no more than one.",
        "Spieler, die sich einen Mond teilen, erhalten je die Hälfte seines Werts: je 2 der 4 Punkte von V, und für dich 2 weitere von H0. Mehrere Würfel eines Spielers auf einem Mond bringen nicht mehr als einer.",
        "Akik egy holdon osztoznak, mindegyikük az értékének felét kapja: a V 4 pontjából 2-2, és neked még 2 a H0-ról. Egy játékos több kockája egy holdon sem ér többet, mint egy.";
    WhyMovedNotActivated: "The cube moved to the full moon, but the extra-cube planet stayed unused. Activate W60 while your cube stands on it.",
        "Der Würfel zog auf den Vollmond, aber der Würfel-Planet blieb ungenutzt. Aktiviere W60, solange dein Würfel darauf steht.",
        "A kocka a teliholdra lépett, de az extrakocka-bolygó kihasználatlan maradt. Aktiváld a W60-at, amíg a kockád rajta áll.";
    WhySameMoonTwice: "You already have a cube on H0: a second one there scores nothing more. V would have given you half of its 4 points.",
        "Du hast schon einen Würfel auf H0: ein zweiter dort bringt nichts mehr. V hätte dir die Hälfte seiner 4 Punkte gebracht.",
        "Már van egy kockád a H0-n: egy második ott semmivel sem ér többet. A V 4 pontjának felét hozta volna.";
    ShortTitle: "Short range on the same planet",
        "Kurze Reichweite auf demselben Planeten",
        "Rövid hatótáv ugyanazon a bolygón";
    ShortGoal: "Player 2's long-range cube followed your armed cube onto the extra-cube planet W60. Your cube carries a short-range weapon: attack the enemy cube on the same planet and knock it out of the game.",
        "Der Würfel von Spieler 2 mit großer Reichweite ist deinem bewaffneten Würfel auf den Würfel-Planeten W60 gefolgt. Dein Würfel hat eine Waffe mit kurzer Reichweite: greife den gegnerischen Würfel auf demselben Planeten an und wirf ihn aus dem Spiel.",
        "A 2. játékos nagy hatótávú kockája követte a felfegyverzett kockádat a W60 extrakocka-bolygóra. A kockádnak rövid hatótávú fegyvere van: támadd meg az ellenséges kockát ugyanazon a bolygón, és üsd ki a játékból.";
    ShortHint: "Click your cube on W60, then Player 2's cube on the same planet.",
        "Klicke auf deinen Würfel auf W60, dann auf den Würfel von Spieler 2 auf demselben Planeten.",
        "Kattints a W60-on álló kockádra, majd a 2. játékos kockájára ugyanazon a bolygón.";
    ShortDone: "Short range reaches only cubes on the same planet; long range also reaches the connected planets. Their cube had one life, so it left the game. While an enemy cube stands on a planet, your cubes there cannot activate it.",
        "Kurze Reichweite trifft nur Würfel auf demselben Planeten; große Reichweite auch auf den verbundenen Planeten. Ihr Würfel hatte ein Leben und verließ das Spiel. Solange ein gegnerischer Würfel auf einem Planeten steht, können deine Würfel dort ihn nicht aktivieren.",
        "A rövid hatótáv csak az ugyanazon a bolygón álló kockákat éri el, a nagy a szomszédos bolygókat is. Az ő kockájának egy élete volt, ezért kiesett a játékból. Amíg ellenséges kocka áll egy bolygón, az ott álló kockáid nem aktiválhatják.";
    Life64Title: "The race to 64",
        "Das Rennen bis 64",
        "Verseny a 64 pontig";
    Life64Goal: "Late in a game: you have 58 points, Player 2 has 50, and the first to reach 64 at the end of a round wins. Your cube on H0 brings 2 points when this round ends; make the full moon V yours alone as well.",
        "Spät im Spiel: du hast 58 Punkte, Spieler 2 hat 50, und wer am Ende einer Runde zuerst 64 erreicht, gewinnt. Dein Würfel auf H0 bringt am Ende dieser Runde 2 Punkte; mache auch den Vollmond V allein zu deinem.",
        "A játszma vége felé: neked 58 pontod van, a 2. játékosnak 50, és aki egy kör végén elsőként eléri a 64-et, nyer. A H0-n álló kockád ennek a körnek a végén 2 pontot hoz; legyen a V telihold is egyedül a tiéd.";
    Life64Hint: "First attack Player 2's cube on V from W60: long range reaches the connected planet. Then move the same cube onto V.",
        "Greife zuerst von W60 aus den Würfel von Spieler 2 auf V an: große Reichweite trifft den verbundenen Planeten. Dann ziehe denselben Würfel auf V.",
        "Először támadd meg a W60-ról a 2. játékos V-n álló kockáját: a nagy hatótáv eléri a szomszédos bolygót. Aztán lépj ugyanazzal a kockával a V-re.";
    Life64Done: "When the round ended, H0 brought 2 points and V, yours alone, 4: 58 + 6 = 64, and the game is won. A cube may attack once and move in the same turn. Should two players pass 64 in the same round, the higher score wins; after 200 rounds the higher score wins anyway.",
        "Am Rundenende brachte H0 2 Punkte und V, allein deiner, 4: 58 + 6 = 64, das Spiel ist gewonnen. Ein Würfel darf im selben Zug einmal angreifen und ziehen. Kommen zwei Spieler in derselben Runde über 64, gewinnt der höhere Stand; nach 200 Runden gewinnt ohnehin der höhere Stand.",
        "A kör végén a H0 2 pontot hozott, a csak a tiéd V pedig 4-et: 58 + 6 = 64, a játszmát megnyerted. Egy kocka ugyanabban a körben egyszer támadhat és léphet is. Ha ugyanabban a körben ketten is elérik a 64-et, a magasabb pontszám nyer; 200 kör után pedig mindenképp a magasabb pontszám nyer.";
    WhyEnemyOnPlanet: "An enemy cube stands on W60, so the planet cannot be activated now. Attack it instead: short range reaches a cube on the same planet.",
        "Auf W60 steht ein gegnerischer Würfel, deshalb lässt sich der Planet jetzt nicht aktivieren. Greife ihn stattdessen an: kurze Reichweite trifft einen Würfel auf demselben Planeten.",
        "A W60-on ellenséges kocka áll, ezért a bolygót most nem lehet aktiválni. Támadd meg inkább: a rövid hatótáv eléri az ugyanazon a bolygón álló kockát.";
    WhySharedShortOf64: "Your cube left H0 to share V with Player 2: half of V is 2 points and the empty H0 gives nothing, so 60, short of 64. Take V for yourself and keep H0.",
        "Dein Würfel verließ H0, um V mit Spieler 2 zu teilen: die Hälfte von V sind 2 Punkte, und das leere H0 bringt nichts, also 60, zu wenig für 64. Nimm V für dich allein und behalte H0.",
        "A kockád elhagyta a H0-t, hogy a 2. játékossal osztozzon a V-n: a V fele 2 pont, az üres H0 semmit sem ér, így 60, kevés a 64-hez. Szerezd meg a V-t egyedül, és tartsd meg a H0-t.";
    }
}

/// The texts of stage `id`.
pub fn stage(id: &str) -> Option<StageWords<Ax>> {
    use Ax::*;
    let words = match id {
        "extra-life" => [LifeTitle, LifeGoal, LifeHint, LifeDone],
        "moon" => [MoonTitle, MoonGoal, MoonHint, MoonDone],
        "arm" => [ArmTitle, ArmGoal, ArmHint, ArmDone],
        "long-range" => [LongTitle, LongGoal, LongHint, LongDone],
        "attack" => [AttackTitle, AttackGoal, AttackHint, AttackDone],
        "extra-cube" => [CubeTitle, CubeGoal, CubeHint, CubeDone],
        "shared-moon" => [SharedTitle, SharedGoal, SharedHint, SharedDone],
        "short-range" => [Ax::ShortTitle, Ax::ShortGoal, Ax::ShortHint, Ax::ShortDone],
        "reach-64" => [
            Ax::Life64Title,
            Ax::Life64Goal,
            Ax::Life64Hint,
            Ax::Life64Done,
        ],
        _ => return None,
    };
    Some(StageWords::from(words))
}

/// Why a listed wrong move is wrong.
pub fn why(key: &str) -> Option<Ax> {
    Some(match key {
        "weapon-not-life" => Ax::WhyWeaponNotLife,
        "moon-no-activate" => Ax::WhyMoonNoActivate,
        "no-weapon" => Ax::WhyNoWeapon,
        "moved-not-activated" => Ax::WhyMovedNotActivated,
        "same-moon-twice" => Ax::WhySameMoonTwice,
        "enemy-on-planet" => Ax::WhyEnemyOnPlanet,
        "shared-short-of-64" => Ax::WhySharedShortOf64,
        _ => return None,
    })
}
