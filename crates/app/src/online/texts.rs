//! The online page's words in English, German and Hungarian, in the app's one text system
//! ([`crate::texts!`]); shared words come from [`crate::i18n::T`].

use online::ErrorCode;

use crate::i18n::Lang;

crate::texts! {
    /// The words of online play.
    pub enum Ot {
    PlayOnline: "Play online", "Online spielen", "Online játék";
    OnlineGame: "Online game", "Online-Spiel", "Online játszma";
    Connecting: "Connecting…", "Verbinde …", "Csatlakozás…";
    Reconnecting: "Reconnecting…", "Verbinde erneut …", "Újracsatlakozás…";
    Stopped: "Not connected.", "Nicht verbunden.", "Nincs kapcsolat.";
    YourTurn: "Your turn", "Du bist am Zug", "Te következel";
    WaitingToStart: "Waiting for the other players: the game starts when every seat is taken. Send them the invite link.",
        "Warte auf die anderen: Das Spiel beginnt, wenn alle Plätze besetzt sind. Schicke ihnen den Einladungslink.",
        "Várakozás a többiekre: a játék akkor kezdődik, amikor minden hely foglalt. Küldd el nekik a meghívó linket.";
    WaitingOpenSeat: "Waiting for a player to take the open seat", "Warte, bis jemand den freien Platz einnimmt", "Várakozás, hogy valaki elfoglalja a szabad helyet";
    WaitingComputer: "Waiting for the computer", "Warte auf den Computer", "Várakozás a számítógépre";
    Watching: "You are watching.", "Du schaust zu.", "Nézőként vagy itt.";
    TakeASeat: "Take a seat", "Platz nehmen", "Beszállás";
    SeatFree: "A seat at this table is free: take it to play.", "An diesem Tisch ist ein Platz frei: nimm ihn, um mitzuspielen.", "Ennél az asztalnál van egy szabad hely: foglald el, és játssz.";
    YourName: "Your name", "Dein Name", "A neved";
    You: "you", "du", "te";
    OpenSeat: "open seat", "freier Platz", "szabad hely";
    Connected: "connected", "verbunden", "csatlakozva";
    Away: "not connected", "nicht verbunden", "nincs csatlakozva";
    InviteLink: "Invite link for the players", "Einladungslink für die Spieler", "Meghívó link a játékosoknak";
    WatchLink: "Link for spectators", "Link für Zuschauer", "Link a nézőknek";
    SeatNotKept: "This browser could not keep your seat (its storage is full or turned off), so a reload will not bring you back by itself. Copy your seat's own link below to return.",
        "Dieser Browser konnte deinen Platz nicht speichern (sein Speicher ist voll oder abgeschaltet); nach einem Neuladen kommst du nicht von selbst zurück. Kopiere unten den eigenen Link deines Platzes, um zurückzukehren.",
        "Ez a böngésző nem tudta megjegyezni a helyedet (a tárhelye megtelt vagy ki van kapcsolva), így újratöltés után nem térsz vissza magadtól. Másold ki lent a helyed saját linkjét, hogy visszatérhess.";
    SeatLink: "Your seat's own link: it plays your seat on another device. Keep it to yourself.",
        "Der eigene Link deines Platzes: Damit spielst du deinen Platz auf einem anderen Gerät. Gib ihn nicht weiter.",
        "A helyed saját linkje: ezzel egy másik eszközön játszhatod a helyedet. Ne add tovább.";
    Copy: "Copy", "Kopieren", "Másolás";
    Copied: "Copied.", "Kopiert.", "Másolva.";
    AskUndo: "Ask to take back my move", "Bitten, meinen Zug zurückzunehmen", "Lépésem visszavonásának kérése";
    UndoWaiting: "Waiting for the others to answer the request to take back.", "Warte auf die Antwort der anderen zur Rücknahme.", "Várakozás a többiek válaszára a visszavonási kérésre.";
    Accept: "Accept", "Annehmen", "Elfogadom";
    Decline: "Decline", "Ablehnen", "Elutasítom";
    UndoDeclined: "The request to take back a move was declined.", "Die Bitte um Rücknahme eines Zuges wurde abgelehnt.", "A lépés visszavonására vonatkozó kérést elutasították.";
    Unreadable: "A message from the server could not be read; this page may be older than the server. Reload it.",
        "Eine Nachricht des Servers ließ sich nicht lesen; diese Seite ist vielleicht älter als der Server. Lade sie neu.",
        "A szerver egyik üzenetét nem sikerült elolvasni; lehet, hogy ez az oldal régebbi a szervernél. Töltsd újra.";
    DownloadRecord: "Download the record", "Aufzeichnung herunterladen", "Felvétel letöltése";
    OpenLocally: "Open as a local game", "Als lokales Spiel öffnen", "Megnyitás helyi játékként";
    ServerNeeded: "Online play is not available from this page: no Cube Table game server answered. You can still play here on this device, with friends or against the computer.",
        "Online spielen ist von dieser Seite aus nicht möglich: Kein Cube-Table-Spielserver hat geantwortet. Hier auf diesem Gerät kannst du weiterhin spielen, mit anderen oder gegen den Computer.",
        "Erről az oldalról nem lehet online játszani: egyetlen Cube Table játékszerver sem válaszolt. Itt, ezen az eszközön továbbra is játszhatsz, másokkal vagy a számítógép ellen.";
    Offline: "You are offline. Online play needs a connection; you can still play here on this device, with friends or against the computer.",
        "Du bist offline. Online spielen braucht eine Verbindung; hier auf diesem Gerät kannst du weiterhin spielen, mit anderen oder gegen den Computer.",
        "Nincs internetkapcsolat. Az online játékhoz kapcsolat kell; itt, ezen az eszközön továbbra is játszhatsz, másokkal vagy a számítógép ellen.";
    RoomRefused: "The server did not make the room:", "Der Server hat den Raum nicht angelegt:", "A szerver nem hozta létre a szobát:";
    NoPerson: "An online game needs at least one seat for a person.", "Ein Online-Spiel braucht mindestens einen Platz für einen Menschen.", "Az online játékhoz legalább egy emberi hely kell.";
    Spectators: "Spectators", "Zuschauer", "Nézők";
    ErrMalformed: "The server could not read a message from this page. Reload the page.", "Der Server konnte eine Nachricht dieser Seite nicht lesen. Lade die Seite neu.", "A szerver nem tudta elolvasni az oldal egyik üzenetét. Töltsd újra az oldalt.";
    ErrVersion: "The server speaks another version of online play. Reload the page.", "Der Server spricht eine andere Version des Online-Spiels. Lade die Seite neu.", "A szerver az online játék másik változatát beszéli. Töltsd újra az oldalt.";
    ErrTooLarge: "A message was too large for the server.", "Eine Nachricht war zu groß für den Server.", "Egy üzenet túl nagy volt a szervernek.";
    ErrRateLimited: "Too many messages at once; wait a moment.", "Zu viele Nachrichten auf einmal; warte einen Moment.", "Túl sok üzenet egyszerre; várj egy kicsit.";
    ErrOutOfOrder: "The connection got out of step. Reload the page.", "Die Verbindung ist aus dem Takt geraten. Lade die Seite neu.", "A kapcsolat kizökkent. Töltsd újra az oldalt.";
    ErrNoSuchRoom: "There is no such room. Check the link.", "Diesen Raum gibt es nicht. Prüfe den Link.", "Nincs ilyen szoba. Ellenőrizd a linket.";
    ErrBadToken: "This browser's seat in the room is not valid any more; you are watching now.", "Der Platz dieses Browsers im Raum gilt nicht mehr; du schaust jetzt zu.", "A böngésző helye a szobában már nem érvényes; most nézőként vagy jelen.";
    ErrNoOpenSeat: "No seat is free in this room; you can watch.", "In diesem Raum ist kein Platz frei; du kannst zuschauen.", "Ebben a szobában nincs szabad hely; nézőként követheted.";
    ErrNotASeat: "Spectators cannot do that; take a seat first.", "Zuschauer können das nicht; nimm zuerst Platz.", "Nézőként ezt nem teheted; előbb szállj be.";
    ErrNotYourTurn: "It is not your turn.", "Du bist nicht am Zug.", "Nem te következel.";
    ErrStale: "The position changed before your move arrived; look again and move.", "Die Stellung hat sich geändert, bevor dein Zug ankam; sieh noch einmal hin und ziehe.", "Az állás megváltozott, mielőtt a lépésed megérkezett; nézd meg újra, és lépj.";
    ErrIllegalMove: "That move is not allowed.", "Dieser Zug ist nicht erlaubt.", "Ez a lépés nem szabályos.";
    ErrGameOver: "The game is over.", "Das Spiel ist zu Ende.", "A játék véget ért.";
    ErrNoUndo: "There is no move to take back (or it would go back past something revealed).", "Es gibt keinen Zug zum Zurücknehmen (oder es ginge hinter etwas Aufgedecktes zurück).", "Nincs visszavonható lépés (vagy egy felfedett dolog elé vezetne vissza).";
    ErrUndoPending: "A request to take back is already waiting for answers.", "Eine Bitte um Rücknahme wartet schon auf Antworten.", "Már vár válaszra egy visszavonási kérés.";
    ErrNoUndoPending: "There is no request to take back to answer.", "Es gibt keine Bitte um Rücknahme zu beantworten.", "Nincs megválaszolandó visszavonási kérés.";
    ErrBadRoom: "The server cannot make a room with this setup.", "Der Server kann mit dieser Einstellung keinen Raum anlegen.", "A szerver ezzel a beállítással nem tud szobát létrehozni.";
    ErrUnavailable: "The server could not store or load the game; try again.", "Der Server konnte das Spiel nicht speichern oder laden; versuche es noch einmal.", "A szerver nem tudta tárolni vagy betölteni a játékot; próbáld újra.";
    ErrBadName: "That name cannot be used: it needs a visible character, at most 40 characters and no invisible ones.", "Dieser Name geht nicht: Er braucht ein sichtbares Zeichen, höchstens 40 Zeichen und keine unsichtbaren.", "Ez a név nem használható: kell benne látható karakter, legfeljebb 40 karakter lehet, és nem lehet benne láthatatlan.";
    ErrNameTaken: "Another player at this table has that name (or one that looks the same); choose another.", "Ein anderer Spieler an diesem Tisch hat diesen Namen (oder einen, der gleich aussieht); wähle einen anderen.", "Ennél az asztalnál már van ilyen nevű (vagy ugyanígy kinéző nevű) játékos; válassz másikat.";
    ErrForbidden: "The server does not accept requests from this page's address.", "Der Server nimmt keine Anfragen von der Adresse dieser Seite an.", "A szerver nem fogad kéréseket ennek az oldalnak a címéről.";
    ErrFull: "The server or this room has as many connections as it takes; try again later.", "Der Server oder dieser Raum hat so viele Verbindungen, wie er annimmt; versuche es später noch einmal.", "A szerver vagy ez a szoba nem fogad több kapcsolatot; próbáld újra később.";
    NewSeatLink: "Make a new link for my seat", "Neuen Link für meinen Platz erstellen", "Új link a helyemhez";
    NewSeatLinkHint: "The old link then no longer plays your seat (a device that used it only watches).", "Der alte Link spielt deinen Platz dann nicht mehr (ein Gerät, das ihn benutzt hat, schaut nur noch zu).", "A régi link ezután már nem a te helyedet játssza (az azt használó eszköz csak néző lesz).";
    }
}

/// What the player is told when the server refuses something, by its code.
pub fn error_text(code: ErrorCode) -> Ot {
    match code {
        ErrorCode::Malformed => Ot::ErrMalformed,
        ErrorCode::Version => Ot::ErrVersion,
        ErrorCode::TooLarge => Ot::ErrTooLarge,
        ErrorCode::RateLimited => Ot::ErrRateLimited,
        ErrorCode::OutOfOrder => Ot::ErrOutOfOrder,
        ErrorCode::NoSuchRoom => Ot::ErrNoSuchRoom,
        ErrorCode::BadToken => Ot::ErrBadToken,
        ErrorCode::NoOpenSeat => Ot::ErrNoOpenSeat,
        ErrorCode::NotASeat => Ot::ErrNotASeat,
        ErrorCode::NotYourTurn => Ot::ErrNotYourTurn,
        ErrorCode::Stale => Ot::ErrStale,
        ErrorCode::IllegalMove => Ot::ErrIllegalMove,
        ErrorCode::GameOver => Ot::ErrGameOver,
        ErrorCode::NoUndo => Ot::ErrNoUndo,
        ErrorCode::UndoPending => Ot::ErrUndoPending,
        ErrorCode::NoUndoPending => Ot::ErrNoUndoPending,
        ErrorCode::BadRoom => Ot::ErrBadRoom,
        ErrorCode::Unavailable => Ot::ErrUnavailable,
        ErrorCode::BadName => Ot::ErrBadName,
        ErrorCode::NameTaken => Ot::ErrNameTaken,
        ErrorCode::Forbidden => Ot::ErrForbidden,
        ErrorCode::Full => Ot::ErrFull,
    }
}

/// "Waiting for Anna".
pub fn waiting_for(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Waiting for {name}"),
        Lang::De => format!("Warte auf {name}"),
        Lang::Hu => format!("{name} lépésére várunk"),
    }
}

/// "The server keeps this game until 2026-12-24: download its record to keep it."
pub fn kept_until(lang: Lang, date: &str) -> String {
    match lang {
        Lang::En => format!("The server keeps this game until {date}: download its record to keep it."),
        Lang::De => format!("Der Server bewahrt dieses Spiel bis {date} auf: Lade die Aufzeichnung herunter, um es zu behalten."),
        Lang::Hu => format!("A szerver {date}-ig őrzi ezt a játszmát: töltsd le a felvételét, ha meg szeretnéd tartani."),
    }
}

/// A day as `YYYY-MM-DD` (UTC), from seconds since 1970.
pub fn day(seconds: i64) -> String {
    // Days to a civil date (the proleptic Gregorian calendar), after Howard Hinnant's
    // published algorithm.
    let z = seconds.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// "Anna asks to take back their last move."
pub fn undo_question(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} asks to take back their last move."),
        Lang::De => format!("{name} bittet darum, den letzten Zug zurückzunehmen."),
        Lang::Hu => format!("{name} szeretné visszavonni az utolsó lépését."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{assert_complete, Text};

    #[test]
    fn every_online_text_exists_in_every_language() {
        assert_complete::<Ot>();
    }

    #[test]
    fn days_are_written_as_dates() {
        assert_eq!(day(0), "1970-01-01");
        assert_eq!(day(951_782_400), "2000-02-29");
        assert_eq!(day(1_798_156_800), "2026-12-25");
    }

    #[test]
    fn every_error_code_has_its_own_message() {
        let codes = ErrorCode::ALL;
        for lang in Lang::ALL {
            let texts: std::collections::HashSet<&str> =
                codes.iter().map(|&c| error_text(c).text(lang)).collect();
            assert_eq!(texts.len(), codes.len(), "{lang:?}");
        }
    }
}
