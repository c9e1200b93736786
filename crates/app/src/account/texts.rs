//! The account page's words in English, German and Hungarian ([`crate::texts!`]).

crate::texts! {
    /// The words of the account page (`/account`).
    pub enum At {
    Title: "Your account", "Dein Konto", "Fiókod";
    Optional: "You can play every game without an account. An account keeps a name for you, signed in with a passkey: your device's screen lock or a security key. No password.",
        "Du kannst jedes Spiel ohne Konto spielen. Ein Konto hält dir einen Namen frei, angemeldet mit einem Passkey: der Displaysperre deines Geräts oder einem Sicherheitsschlüssel. Kein Passwort.",
        "Minden játékot játszhatsz fiók nélkül is. A fiók megőriz neked egy nevet, és passkey-jel jelentkezel be: az eszközöd képernyőzárával vagy biztonsági kulccsal. Jelszó nélkül.";
    SignInTitle: "Sign in", "Anmelden", "Bejelentkezés";
    SignInPasskey: "Sign in with a passkey", "Mit Passkey anmelden", "Bejelentkezés passkey-jel";
    SignUpTitle: "Create an account", "Konto anlegen", "Fiók létrehozása";
    Handle: "Your name (others see it)", "Dein Name (andere sehen ihn)", "A neved (mások látják)";
    SignUp: "Create the account with a passkey", "Konto mit Passkey anlegen", "Fiók létrehozása passkey-jel";
    RecoverTitle: "Lost your passkey?", "Passkey verloren?", "Elveszett a passkey-d?";
    RecoveryCode: "Recovery code", "Wiederherstellungscode", "Helyreállító kód";
    Recover: "Sign in with a recovery code", "Mit Wiederherstellungscode anmelden", "Bejelentkezés helyreállító kóddal";
    SignedInAs: "Signed in as {name}", "Angemeldet als {name}", "Bejelentkezve mint {name}";
    Passkeys: "Passkeys: {n}", "Passkeys: {n}", "Passkey-k: {n}";
    CodesLeft: "Recovery codes left: {n}", "Übrige Wiederherstellungscodes: {n}", "Megmaradt helyreállító kódok: {n}";
    CodesTitle: "Your recovery codes", "Deine Wiederherstellungscodes", "A helyreállító kódjaid";
    CodesOnce: "They are shown only now. Keep them somewhere safe: each one signs you in once if you lose your passkeys.",
        "Sie werden nur jetzt gezeigt. Bewahre sie sicher auf: Jeder meldet dich einmal an, falls du deine Passkeys verlierst.",
        "Csak most látod őket. Tedd el őket biztos helyre: mindegyik egyszer bejelentkeztet, ha elveszíted a passkey-idet.";
    CodesDone: "I have kept them", "Ich habe sie aufbewahrt", "Eltettem őket";
    AddPasskey: "Add a passkey (another device or key)", "Passkey hinzufügen (weiteres Gerät oder Schlüssel)", "Passkey hozzáadása (másik eszköz vagy kulcs)";
    PasskeyAdded: "Passkey added.", "Passkey hinzugefügt.", "Passkey hozzáadva.";
    MakeLink: "Make a sign-in link for another device", "Anmeldelink für ein anderes Gerät erstellen", "Bejelentkezési link másik eszközhöz";
    LinkMade: "Open this link on the other device within {n} minutes. It works once.", "Öffne diesen Link innerhalb von {n} Minuten auf dem anderen Gerät. Er funktioniert einmal.", "Nyisd meg ezt a linket a másik eszközön {n} percen belül. Egyszer működik.";
    SignOut: "Sign out", "Abmelden", "Kijelentkezés";
    SignOutEverywhere: "Sign out on every device", "Auf allen Geräten abmelden", "Kijelentkezés minden eszközön";
    SignedOut: "You are signed out.", "Du bist abgemeldet.", "Kijelentkeztél.";
    Delete: "Delete the account", "Konto löschen", "Fiók törlése";
    DeleteConfirm: "Delete the account {name} with its passkeys and sessions? This cannot be undone.",
        "Das Konto {name} mit seinen Passkeys und Sitzungen löschen? Das lässt sich nicht rückgängig machen.",
        "Törlöd a(z) {name} fiókot a passkey-ivel és munkameneteivel együtt? Ez nem vonható vissza.";
    Deleted: "The account is deleted.", "Das Konto ist gelöscht.", "A fiók törölve.";
    PasskeyCancelled: "The passkey request was cancelled or timed out.", "Die Passkey-Anfrage wurde abgebrochen oder ist abgelaufen.", "A passkey-kérés megszakadt vagy lejárt.";
    PasskeyExists: "This device already has a passkey for this account.", "Dieses Gerät hat schon einen Passkey für dieses Konto.", "Ezen az eszközön már van passkey ehhez a fiókhoz.";
    NoPasskeys: "This browser cannot use passkeys here.", "Dieser Browser kann hier keine Passkeys verwenden.", "Ez a böngésző itt nem tud passkey-t használni.";
    GamesTitle: "Your games on every device", "Deine Partien auf jedem Gerät", "A játszmáid minden eszközön";
    GamesHere: "Your online games and your progress in lessons and puzzles are kept with the account: sign in on another device and they are there too.",
        "Deine Online-Partien und dein Fortschritt in Lektionen und Rätseln gehören zum Konto: Melde dich auf einem anderen Gerät an, und sie sind auch dort.",
        "Az online játszmáid és a leckékben, feladványokban elért haladásod a fiókhoz tartozik: jelentkezz be egy másik eszközön, és ott is megvannak.";
    GamesCame: "{n} game from your account is now on this device too.|{n} games from your account are now on this device too.",
        "{n} Partie aus deinem Konto ist jetzt auch auf diesem Gerät.|{n} Partien aus deinem Konto sind jetzt auch auf diesem Gerät.",
        "{n} játszma a fiókodból most már ezen az eszközön is megvan.|{n} játszma a fiókodból most már ezen az eszközön is megvan.";
    GamesOpen: "Open My games", "Meine Partien öffnen", "Játszmáim megnyitása";
    NotifyAccount: "Notify me on this device when it is my turn in any game of my account, also with its page closed",
        "Benachrichtige mich auf diesem Gerät, wenn ich in einer Partie meines Kontos am Zug bin, auch bei geschlossener Seite",
        "Értesíts ezen az eszközön, ha a fiókom bármelyik játszmájában én következem, akkor is, ha az oldala be van zárva";
    YourPage: "Your public page", "Deine öffentliche Seite", "A nyilvános oldalad";
    Won: "won", "gewonnen", "nyert";
    DeletedPlayer: "a deleted player", "ein gelöschter Spieler", "törölt játékos";
    NoGames: "No finished game matches.", "Keine beendete Partie passt.", "Nincs ilyen befejezett játszma.";
    Moves: "{n} move|{n} moves", "{n} Zug|{n} Züge", "{n} lépés|{n} lépés";
    Draw: "draw", "unentschieden", "döntetlen";
    Replay: "Replay with review", "Nachspielen mit Analyse", "Visszajátszás elemzéssel";
    Pages: "Pages", "Seiten", "Oldalak";
    Newer: "← Newer", "← Neuere", "← Újabbak";
    Older: "Older →", "Ältere →", "Régebbiek →";
    GamesPageIntro: "Every game played at an open table of the lobby or rated, once it has ended. Search by player, game, result or day; each one replays with the review.",
        "Jede Partie an einem offenen Tisch der Lobby und jede gewertete, sobald sie zu Ende ist. Suche nach Spieler, Spiel, Ergebnis oder Tag; jede lässt sich mit Analyse nachspielen.",
        "Minden játszma, amelyet a váró nyitott asztalánál játszottak, és minden értékelt játszma, miután véget ért. Keress játékosra, játékra, eredményre vagy napra; mindegyik visszajátszható elemzéssel.";
    SearchPlayer: "Player (name or handle)", "Spieler (Name oder Kontoname)", "Játékos (név vagy fióknév)";
    SearchGame: "Game", "Spiel", "Játék";
    AnyGame: "Any game", "Jedes Spiel", "Bármelyik játék";
    SearchResult: "Result (of that player)", "Ergebnis (dieses Spielers)", "Eredmény (a játékosé)";
    AnyResult: "Any result", "Jedes Ergebnis", "Bármilyen eredmény";
    ResultLost: "lost", "verloren", "vesztett";
    From: "From", "Von", "Ettől";
    To: "To", "Bis", "Eddig";
    Search: "Search", "Suchen", "Keresés";
    BadSearch: "This search cannot be read: {why}", "Diese Suche lässt sich nicht lesen: {why}", "Ez a keresés nem értelmezhető: {why}";
    NoPlayer: "No player has that handle.", "Kein Spieler hat diesen Kontonamen.", "Egyik játékosnak sincs ilyen fiókneve.";
    MemberSince: "Member since {day}", "Mitglied seit {day}", "Tag {day} óta";
    NoGamesYet: "No finished game at an open table yet.", "Noch keine beendete Partie an einem offenen Tisch.", "Még nincs befejezett játszma nyitott asztalnál.";
    Rating: "Rating {n}", "Wertung {n}", "Értékszám: {n}";
    Provisional: "(provisional)", "(vorläufig)", "(ideiglenes)";
    GraphLabel: "Rating after each of {n} rated games: first {first}, now {last}", "Wertung nach jeder von {n} gewerteten Partien: zuerst {first}, jetzt {last}", "Értékszám {n} értékelt játszma után: kezdetben {first}, most {last}";
    PlayedWon: "{played} played, {won} won", "{played} gespielt, {won} gewonnen", "{played} lejátszott, {won} megnyert";
    RecentGames: "Recent games", "Letzte Partien", "Legutóbbi játszmák";
    AllGames: "All games", "Alle Partien", "Összes játszma";
    Download: "Download every game (JSON records)", "Alle Partien herunterladen (JSON-Aufzeichnungen)", "Minden játszma letöltése (JSON-jegyzőkönyvek)";
    StudiesTitle: "Your studies on the server", "Deine Studien auf dem Server", "A tanulmányaid a szerveren";
    StudiesIntro: "A study saved here has a short address under your name: anyone with it can read the study and embed it, however long it is. Only you can change or delete it.",
        "Eine hier gespeicherte Studie hat eine kurze Adresse unter deinem Namen: Wer sie hat, kann die Studie lesen und einbetten, egal wie lang sie ist. Nur du kannst sie ändern oder löschen.",
        "Az itt mentett tanulmánynak rövid címe van a neved alatt: akinél megvan, elolvashatja és beágyazhatja a tanulmányt, bármilyen hosszú is. Csak te módosíthatod vagy törölheted.";
    StudiesKept: "Kept in this browser", "In diesem Browser gespeichert", "Ebben a böngészőben tárolva";
    StudiesNoneKept: "No study is kept in this browser. Make one on a game's study page, then come back here to save it.",
        "In diesem Browser ist keine Studie gespeichert. Erstelle eine auf der Studienseite eines Spiels und komm dann hierher, um sie zu speichern.",
        "Ebben a böngészőben nincs tárolt tanulmány. Készíts egyet egy játék tanulmányoldalán, aztán gyere vissza ide, hogy elmentsd.";
    StudyKeptOf: "{game}: the study of its study page ({kb} KB)", "{game}: die Studie seiner Studienseite ({kb} KB)", "{game}: a tanulmányoldalának tanulmánya ({kb} KB)";
    StudySaveNew: "Save on the server as a new study", "Als neue Studie auf dem Server speichern", "Mentés a szerverre új tanulmányként";
    StudySaveOver: "Save the changes over your saved study", "Änderungen über deine gespeicherte Studie speichern", "A változások mentése a mentett tanulmányodra";
    StudySaved: "Saved on the server. Its address:", "Auf dem Server gespeichert. Ihre Adresse:", "Mentve a szerverre. A címe:";
    StudyAddress: "The saved study's address", "Die Adresse der gespeicherten Studie", "A mentett tanulmány címe";
    StudyEmbed: "To embed it in a page", "Zum Einbetten in eine Seite", "Beágyazáshoz egy oldalba";
    StudyFrameTitle: "A study of Cube Table", "Eine Studie von Cube Table", "Egy Cube Table-tanulmány";
    StudiesSaved: "Saved on the server", "Auf dem Server gespeichert", "A szerverre mentve";
    StudiesNone: "You have no study on the server yet.", "Du hast noch keine Studie auf dem Server.", "Még nincs tanulmányod a szerveren.";
    StudyUntitled: "(no title)", "(ohne Titel)", "(cím nélkül)";
    StudyCopyAddress: "Copy the address", "Adresse kopieren", "Cím másolása";
    StudyCopyEmbed: "Copy the embed code", "Einbettungscode kopieren", "Beágyazó kód másolása";
    StudyDelete: "Delete", "Löschen", "Törlés";
    StudyDeleteNamed: "Delete {title} from the server", "{title} vom Server löschen", "{title} törlése a szerverről";
    StudyDeleteConfirm: "Delete the study {title} from the server? Its address stops working; a copy kept in a browser stays there.",
        "Die Studie {title} vom Server löschen? Ihre Adresse funktioniert dann nicht mehr; eine in einem Browser gespeicherte Kopie bleibt dort.",
        "Törlöd a(z) {title} tanulmányt a szerverről? A címe megszűnik működni; a böngészőben tárolt másolat ott marad.";
    StudyDeleted: "The study is deleted from the server.", "Die Studie ist vom Server gelöscht.", "A tanulmány törölve a szerverről.";
    NoServer: "The account server did not answer.", "Der Kontoserver hat nicht geantwortet.", "A fiókszerver nem válaszolt.";
    }
}

/// Why an account step failed, in words.
pub fn failure_text(lang: crate::i18n::Lang, failure: &super::api::Failure) -> String {
    use super::api::Failure;
    match failure {
        Failure::Refused(code) => crate::online::texts::error_text(lang, *code).to_string(),
        Failure::NoServer => lang.t(At::NoServer).to_string(),
        Failure::Cancelled => lang.t(At::PasskeyCancelled).to_string(),
        Failure::Exists => lang.t(At::PasskeyExists).to_string(),
        Failure::NoPasskeys => lang.t(At::NoPasskeys).to_string(),
    }
}
