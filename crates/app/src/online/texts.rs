//! The online page's words in English, German and Hungarian, in the app's one text system
//! ([`crate::texts!`]); shared words come from [`crate::i18n::T`].

use online::{Clock, ErrorCode, Phrase};

use crate::i18n::{Lang, T};

crate::texts! {
    /// The words of the new-game form's online part and of making a room (a game page
    /// carries these, not all of [`Ot`]).
    pub enum Ct {
    PlayOnline: "Play online", "Online spielen", "Online játék";
    ServerNeeded: "Online play is not available from this page: no Cube Table game server answered. You can still play here on this device, with friends or against the computer.",
        "Online spielen ist von dieser Seite aus nicht möglich: Kein Cube-Table-Spielserver hat geantwortet. Hier auf diesem Gerät kannst du weiterhin spielen, mit anderen oder gegen den Computer.",
        "Erről az oldalról nem lehet online játszani: egyetlen Cube Table játékszerver sem válaszolt. Itt, ezen az eszközön továbbra is játszhatsz, másokkal vagy a számítógép ellen.";
    Offline: "You are offline. Online play needs a connection; you can still play here on this device, with friends or against the computer.",
        "Du bist offline. Online spielen braucht eine Verbindung; hier auf diesem Gerät kannst du weiterhin spielen, mit anderen oder gegen den Computer.",
        "Nincs internetkapcsolat. Az online játékhoz kapcsolat kell; itt, ezen az eszközön továbbra is játszhatsz, másokkal vagy a számítógép ellen.";
    RoomRefused: "The server did not make the room:", "Der Server hat den Raum nicht angelegt:", "A szerver nem hozta létre a szobát:";
    NoPerson: "An online game needs at least one seat for a person.", "Ein Online-Spiel braucht mindestens einen Platz für einen Menschen.", "Az online játékhoz legalább egy emberi hely kell.";
    ClockLabel: "Clock", "Uhr", "Óra";
    ClockNone: "No clock (for friends)", "Keine Uhr (unter Freunden)", "Óra nélkül (barátok között)";
    ClockRealTime: "Real time", "Echtzeit", "Valós idejű";
    ClockTurnBased: "Turn based", "Zug um Zug", "Lépésenkénti";
    ClockMinutes: "Minutes per player", "Minuten je Spieler", "Perc játékosonként";
    ClockIncrement: "Seconds added per move", "Sekunden dazu je Zug", "Másodperc hozzáadva lépésenként";
    ClockPerMove: "Time per move", "Zeit je Zug", "Idő lépésenként";
    OnlineOptions: "Online game", "Online-Spiel", "Online játék";
    ListInLobby: "List it under open tables (anyone may join)", "Bei den offenen Tischen zeigen (alle dürfen mitspielen)", "Megjelenítés a nyitott asztalok között (bárki beszállhat)";
    StandInLevel: "If a player is away or out of time, the computer plays for them:", "Ist jemand weg oder ohne Zeit, spielt der Computer für ihn:", "Ha valaki távol van vagy lejárt az ideje, helyette a számítógép játszik:";
    Days: "{n} day|{n} days", "{n} Tag|{n} Tage", "{n} nap";
    PerMove: "{span} per move", "{span} je Zug", "{span} lépésenként";
    ClockBank: "Time bank (for moves over their time)", "Zeitkonto (für Züge über ihre Zeit)", "Időtartalék (az időn túli lépésekre)";
    NoBank: "None", "Keines", "Nincs";
    WithBank: "{clock}, bank {span}", "{clock}, Konto {span}", "{clock}, tartalék {span}";
    RatedGame: "Rated: the result changes the players' ratings (for signed-in players only, with a clock, without computer seats)",
        "Gewertet: Das Ergebnis ändert die Wertungszahlen der Spieler (nur für angemeldete Spieler, mit Uhr, ohne Computerplätze)",
        "Értékelt: az eredmény megváltoztatja a játékosok értékszámát (csak bejelentkezett játékosoknak, órával, számítógépes hely nélkül)";
    SignInForRated: "A rated game is for signed-in players: sign in under Account at the top of the page, then make it again.",
        "Eine gewertete Partie ist nur für angemeldete Spieler: Melde dich oben unter Konto an und lege sie dann noch einmal an.",
        "Értékelt játszmát csak bejelentkezett játékos indíthat: jelentkezz be fent a Fiók menüpontban, aztán hozd létre újra.";
    }
}

crate::texts! {
    /// The words of online play.
    pub enum Ot {
    OnlineGame: "Online game", "Online-Spiel", "Online játszma";
    Connecting: "Connecting…", "Verbinde …", "Csatlakozás…";
    TimeBank: "Time bank", "Zeitkonto", "Időtartalék";
    OnVacation: "On vacation", "Im Urlaub", "Szabadságon";
    Reconnecting: "Reconnecting…", "Verbinde erneut …", "Újracsatlakozás…";
    Stopped: "Not connected.", "Nicht verbunden.", "Nincs kapcsolat.";
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
    ErrNoUndo: "There is no move to take back (or it would go back past something revealed).", "Es gibt keinen Zug zum Zurücknehmen (oder es ginge hinter etwas Aufgedecktes zurück).", "Nincs visszavonható lépés (vagy egy felfedett dolog elé vezetne vissza).";
    ErrUndoPending: "A request to take back is already waiting for answers.", "Eine Bitte um Rücknahme wartet schon auf Antworten.", "Már vár válaszra egy visszavonási kérés.";
    ErrNoUndoPending: "There is no request to take back to answer.", "Es gibt keine Bitte um Rücknahme zu beantworten.", "Nincs megválaszolandó visszavonási kérés.";
    ErrBadRoom: "The server cannot make a room with this setup.", "Der Server kann mit dieser Einstellung keinen Raum anlegen.", "A szerver ezzel a beállítással nem tud szobát létrehozni.";
    ErrUnavailable: "The server could not store or load the game; try again.", "Der Server konnte das Spiel nicht speichern oder laden; versuche es noch einmal.", "A szerver nem tudta tárolni vagy betölteni a játékot; próbáld újra.";
    ErrBadName: "That name cannot be used: it needs a visible character, at most 40 characters and no invisible ones.", "Dieser Name geht nicht: Er braucht ein sichtbares Zeichen, höchstens 40 Zeichen und keine unsichtbaren.", "Ez a név nem használható: kell benne látható karakter, legfeljebb 40 karakter lehet, és nem lehet benne láthatatlan.";
    ErrNameTaken: "Another player at this table has that name (or one that looks the same); choose another.", "Ein anderer Spieler an diesem Tisch hat diesen Namen (oder einen, der gleich aussieht); wähle einen anderen.", "Ennél az asztalnál már van ilyen nevű (vagy ugyanígy kinéző nevű) játékos; válassz másikat.";
    ErrForbidden: "The server does not accept requests from this page's address.", "Der Server nimmt keine Anfragen von der Adresse dieser Seite an.", "A szerver nem fogad kéréseket ennek az oldalnak a címéről.";
    ErrNotStarted: "The game starts once every seat is taken.", "Das Spiel beginnt, wenn alle Plätze besetzt sind.", "A játék akkor kezdődik, amikor minden hely foglalt.";
    ErrTimeUp: "Your time ran out: the computer plays your seat now. You can take it back.", "Deine Zeit ist abgelaufen: Der Computer spielt jetzt deinen Platz. Du kannst ihn zurücknehmen.", "Lejárt az időd: most a számítógép játszik a helyeden. Visszaveheted.";
    ErrNoClaim: "The win can be claimed only at a table of two, while the computer plays for the other player.", "Den Sieg kann man nur zu zweit beanspruchen, während der Computer für den anderen spielt.", "Győzelmet csak kétszemélyes asztalnál lehet igényelni, amíg a másik helyett a számítógép játszik.";
    ErrNoRematch: "Play again is offered once the game is over.", "Noch einmal spielen geht erst, wenn das Spiel vorbei ist.", "Újrajátszást csak a játszma vége után lehet kérni.";
    ErrNotSignedIn: "You are not signed in (or your session has ended); sign in again.", "Du bist nicht angemeldet (oder deine Sitzung ist abgelaufen); melde dich wieder an.", "Nem vagy bejelentkezve (vagy lejárt a munkameneted); jelentkezz be újra.";
    ErrHandleTaken: "Another account has that name (or one that looks the same); choose another.", "Ein anderes Konto hat diesen Namen (oder einen, der gleich aussieht); wähle einen anderen.", "Egy másik fióknak már ez (vagy egy ugyanígy kinéző) a neve; válassz másikat.";
    ErrNoCeremony: "That passkey request has expired; try again.", "Diese Passkey-Anfrage ist abgelaufen; versuche es noch einmal.", "Ez a passkey-kérés lejárt; próbáld újra.";
    ErrPasskeyRefused: "The passkey was not accepted.", "Der Passkey wurde nicht angenommen.", "A passkey nem lett elfogadva.";
    ErrBadRecoveryCode: "That recovery code is not valid or has been used already.", "Dieser Wiederherstellungscode ist ungültig oder wurde schon benutzt.", "Ez a helyreállító kód érvénytelen, vagy már felhasználták.";
    ErrNoSuchPlayer: "No player has that handle.", "Kein Spieler hat diesen Kontonamen.", "Egyik játékosnak sincs ilyen fiókneve.";
    ErrNoSuchStudy: "No study is saved at that address: it was never saved, or its author deleted it.", "Unter dieser Adresse ist keine Studie gespeichert: Sie wurde nie gespeichert, oder ihr Autor hat sie gelöscht.", "Ezen a címen nincs mentett tanulmány: sosem mentették, vagy a szerzője törölte.";
    ErrBadStudy: "The server cannot take this study: it does not read as a study.", "Der Server nimmt diese Studie nicht an: Sie lässt sich nicht als Studie lesen.", "A szerver nem fogadja el ezt a tanulmányt: nem olvasható tanulmányként.";
    ErrNotYourStudy: "Only the study's author can change or delete it; save it as a new study of your own.", "Nur der Autor der Studie kann sie ändern oder löschen; speichere sie als deine eigene neue Studie.", "A tanulmányt csak a szerzője módosíthatja vagy törölheti; mentsd el saját új tanulmányként.";
    ErrTooManyStudies: "Your account keeps as many studies on the server as it may; delete one first.", "Dein Konto hat so viele Studien auf dem Server, wie es darf; lösche zuerst eine.", "A fiókod annyi tanulmányt tárol a szerveren, amennyit lehet; előbb törölj egyet.";
    ErrBadSignInLink: "That sign-in link is not valid, has been used or has expired.", "Dieser Anmeldelink ist ungültig, wurde schon benutzt oder ist abgelaufen.", "Ez a bejelentkezési link érvénytelen, már felhasználták, vagy lejárt.";
    ErrFull: "The server or this room has as many connections as it takes; try again later.", "Der Server oder dieser Raum hat so viele Verbindungen, wie er annimmt; versuche es später noch einmal.", "A szerver vagy ez a szoba nem fogad több kapcsolatot; próbáld újra később.";
    NewSeatLink: "Make a new link for my seat", "Neuen Link für meinen Platz erstellen", "Új link a helyemhez";
    YouStoodIn: "The computer is playing your seat: your time ran out, or you were away during your turn.",
        "Der Computer spielt deinen Platz: Deine Zeit ist abgelaufen, oder du warst während deines Zuges weg.",
        "A számítógép játszik a helyeden: lejárt az időd, vagy távol voltál, amikor te következtél.";
    TakeBack: "Take my seat back", "Meinen Platz zurücknehmen", "Visszaveszem a helyemet";
    BackAfterMove: "You are back: the computer finishes the move it began for you, then the seat is yours.",
        "Du bist zurück: Der Computer beendet den Zug, den er für dich begonnen hat, dann gehört der Platz wieder dir.",
        "Visszatértél: a számítógép befejezi a helyetted megkezdett lépést, utána a hely újra a tiéd.";
    ClaimWin: "Claim the win", "Sieg beanspruchen", "Győzelem igénylése";
    ClaimHint: "Your opponent has left the table and the computer plays for them. Play on against it, or claim the win.",
        "Dein Gegner hat den Tisch verlassen, der Computer spielt für ihn. Spiel gegen ihn weiter oder beanspruche den Sieg.",
        "Az ellenfeled elhagyta az asztalt, helyette a számítógép játszik. Játssz tovább ellene, vagy igényeld a győzelmet.";
    PlayAgain: "Play again", "Noch einmal spielen", "Újra játszom";
    RematchWaiting: "Waiting for the others to accept a new game.", "Warte, bis die anderen ein neues Spiel annehmen.", "Várakozás, hogy a többiek elfogadják az új játszmát.";
    NextGameReady: "The next game is ready.", "Das nächste Spiel ist bereit.", "A következő játszma kész.";
    GoToNextGame: "Go to the next game", "Zum nächsten Spiel", "Tovább a következő játszmához";
    WatchNextGame: "Watch the next game", "Das nächste Spiel ansehen", "A következő játszma megnézése";
    TimeLeft: "time left", "verbleibende Zeit", "hátralévő idő";
    QuickMessages: "Quick messages", "Kurznachrichten", "Gyorsüzenetek";
    SayHello: "Hello!", "Hallo!", "Szia!";
    SayGoodGame: "Good game!", "Gutes Spiel!", "Jó játék volt!";
    SayYourTurn: "Your turn!", "Du bist dran!", "Te jössz!";
    SayOneMoment: "Give me a minute.", "Gib mir eine Minute.", "Adj egy percet!";
    SayThanks: "Thanks!", "Danke!", "Köszönöm!";
    SayOops: "Oops!", "Hoppla!", "Hoppá!";
    TurnAlerts: "When it is my turn and this tab is hidden (its title and icon always change):", "Wenn ich am Zug bin und dieser Tab verborgen ist (Titel und Symbol ändern sich immer):", "Amikor én következem, és ez a lap nincs előtérben (a címe és az ikonja mindig megváltozik):";
    AlertNotify: "Show a notification", "Eine Benachrichtigung zeigen", "Értesítés megjelenítése";
    AlertSound: "Play a short sound", "Einen kurzen Ton spielen", "Rövid hang lejátszása";
    NotificationsBlocked: "This browser does not allow notifications from this site.", "Dieser Browser erlaubt keine Benachrichtigungen von dieser Seite.", "Ez a böngésző nem engedélyezi az értesítéseket erről az oldalról.";
    AlertPush: "Notify me also when this page is closed", "Benachrichtigen, auch wenn diese Seite geschlossen ist", "Értesítés akkor is, ha ez az oldal be van zárva";
    PushUnavailable: "This browser cannot receive notifications from this site while the page is closed.", "Dieser Browser kann keine Benachrichtigungen dieser Seite empfangen, solange sie geschlossen ist.", "Ez a böngésző nem tud értesítést fogadni erről az oldalról, amíg az be van zárva.";
    Lobby: "Open tables", "Offene Tische", "Nyitott asztalok";
    LobbyIntro: "Tables with players waiting for more. Take a free seat, or press Play now: it seats you at the oldest open table for your game and number of players, or opens a new table for others to join.",
        "Tische, an denen Spieler auf weitere warten. Nimm einen freien Platz, oder drücke Jetzt spielen: Das setzt dich an den ältesten offenen Tisch für dein Spiel und deine Spielerzahl oder eröffnet einen neuen, dem andere beitreten können.",
        "Asztalok, ahol játékosok várnak társakra. Foglalj el egy szabad helyet, vagy nyomd meg a Játék most gombot: a játékodhoz és a játékosszámhoz tartozó legrégebbi nyitott asztalhoz ültet, vagy új asztalt nyit, amelyhez mások csatlakozhatnak.";
    NoTables: "No open table right now. Play now opens one that others can join.", "Gerade ist kein Tisch offen. Jetzt spielen eröffnet einen, dem andere beitreten können.", "Most nincs nyitott asztal. A Játék most nyit egyet, amelyhez mások csatlakozhatnak.";
    PlayNow: "Play now", "Jetzt spielen", "Játék most";
    AllGames: "All games", "Alle Spiele", "Minden játék";
    GameLabel: "Game", "Spiel", "Játék";
    NewSeatLinkHint: "The old link then no longer plays your seat (a device that used it only watches).", "Der alte Link spielt deinen Platz dann nicht mehr (ein Gerät, das ihn benutzt hat, schaut nur noch zu).", "A régi link ezután már nem a te helyedet játssza (az azt használó eszköz csak néző lesz).";
    StandInFor: "played by the computer for {name}", "der Computer spielt für {name}", "{name} helyett a számítógép játszik";
    StandInTurn: "The computer plays for {name}", "Der Computer spielt für {name}", "{name} helyett a számítógép lép";
    ClaimedWin: "{name} wins: the other player left the table.", "{name} gewinnt: Der andere Spieler hat den Tisch verlassen.", "{name} nyert: a másik játékos elhagyta az asztalt.";
    RematchOffer: "{names} would like to play again: same game, same players, seats moved on by one.", "{names} möchte noch einmal spielen: gleiches Spiel, gleiche Spieler, jeder Platz eins weiter.", "{names} szeretne újra játszani: ugyanaz a játék, ugyanazok a játékosok, mindenki eggyel továbbül.";
    OpenTables: "{n} open table|{n} open tables", "{n} offener Tisch|{n} offene Tische", "{n} nyitott asztal";
    SeatsTaken: "{taken} of {seats} seats taken", "{taken} von {seats} Plätzen besetzt", "{seats} helyből {taken} foglalt";
    WaitingFor: "Waiting for {name}", "Warte auf {name}", "{name} lépésére várunk";
    KeptUntil: "The server keeps this game until {date}: download its record to keep it.", "Der Server bewahrt dieses Spiel bis {date} auf: Lade die Aufzeichnung herunter, um es zu behalten.", "A szerver {date}-ig őrzi ezt a játszmát: töltsd le a felvételét, ha meg szeretnéd tartani.";
    UndoQuestion: "{name} asks to take back their last move.", "{name} bittet darum, den letzten Zug zurückzunehmen.", "{name} szeretné visszavonni az utolsó lépését.";
    WaitingSince: "waiting for {span}", "wartet seit {span}", "{span} óta vár";
    Rated: "Rated", "Gewertet", "Értékelt";
    RatedTable: "A rated table: only signed-in players may sit here.", "Ein gewerteter Tisch: Hier dürfen nur angemeldete Spieler Platz nehmen.", "Értékelt asztal: ide csak bejelentkezett játékos ülhet.";
    PlayNowNearest: "Signed in, Play now prefers the table whose players' ratings are nearest yours.", "Angemeldet wählt Jetzt spielen zuerst den Tisch, dessen Spieler deiner Wertungszahl am nächsten sind.", "Bejelentkezve a Játék most azt az asztalt választja először, amelynek játékosai értékszámban hozzád a legközelebb állnak.";
    RatingOf: "{name}, rating {rating}", "{name}, Wertungszahl {rating}", "{name}, értékszám: {rating}";
    ProvisionalRating: "{rating}, provisional", "{rating}, vorläufig", "{rating}, ideiglenes";
    Leaderboard: "Leaderboard", "Bestenliste", "Ranglista";
    LeaderboardIntro: "The best players of the last 90 days by rating; a rating marked ? is still provisional (fewer than about a dozen rated games) and listed after the settled ones.",
        "Die besten Spieler der letzten 90 Tage nach Wertungszahl; eine mit ? markierte Zahl ist noch vorläufig (weniger als etwa ein Dutzend gewertete Partien) und steht nach den festen.",
        "Az elmúlt 90 nap legjobb játékosai értékszám szerint; a ?-lel jelölt érték még ideiglenes (nagyjából egy tucatnál kevesebb értékelt játszma), és a véglegesek után áll.";
    NoRatings: "No rated games of this game in the last 90 days.", "In den letzten 90 Tagen keine gewerteten Partien dieses Spiels.", "Az elmúlt 90 napban nem volt értékelt játszma ebben a játékban.";
    LeaderboardFailed: "The leaderboard could not be loaded.", "Die Bestenliste konnte nicht geladen werden.", "A ranglistát nem sikerült betölteni.";
    Loading: "Loading…", "Lädt …", "Betöltés…";
    RankHeader: "Place", "Platz", "Helyezés";
    PlayerHeader: "Player", "Spieler", "Játékos";
    RatingHeader: "Rating", "Wertungszahl", "Értékszám";
    GamesHeader: "Rated games", "Gewertete Partien", "Értékelt játszmák";
    WinsHeader: "Won", "Gewonnen", "Megnyert";
    }
}

/// A rating as shown: "1612", or "1500?" while it is provisional.
pub fn rating_text(r: online::Rating) -> String {
    if r.provisional {
        format!("{}?", r.value)
    } else {
        r.value.to_string()
    }
}

/// A rating as a screen reader says it: "1612", or "1500, provisional".
pub fn rating_words(lang: Lang, r: online::Rating) -> String {
    if r.provisional {
        crate::tr!(lang, Ot::ProvisionalRating, rating = r.value)
    } else {
        r.value.to_string()
    }
}

/// "Anna, rating 1612" (for a screen reader).
pub fn rating_of(lang: Lang, name: &str, r: online::Rating) -> String {
    crate::tr!(
        lang,
        Ot::RatingOf,
        name = name,
        rating = rating_words(lang, r)
    )
}

/// What the player is told when the server refuses something, by its code.
pub fn error_text(lang: Lang, code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::Malformed => lang.t(Ot::ErrMalformed),
        ErrorCode::Version => lang.t(Ot::ErrVersion),
        ErrorCode::TooLarge => lang.t(Ot::ErrTooLarge),
        ErrorCode::RateLimited => lang.t(Ot::ErrRateLimited),
        ErrorCode::OutOfOrder => lang.t(Ot::ErrOutOfOrder),
        ErrorCode::NoSuchRoom => lang.t(Ot::ErrNoSuchRoom),
        ErrorCode::BadToken => lang.t(Ot::ErrBadToken),
        ErrorCode::NoOpenSeat => lang.t(Ot::ErrNoOpenSeat),
        ErrorCode::NotASeat => lang.t(Ot::ErrNotASeat),
        ErrorCode::NotYourTurn => lang.t(Ot::ErrNotYourTurn),
        ErrorCode::Stale => lang.t(Ot::ErrStale),
        ErrorCode::IllegalMove => lang.t(Ot::ErrIllegalMove),
        ErrorCode::GameOver => lang.t(T::GameIsOver),
        ErrorCode::NoUndo => lang.t(Ot::ErrNoUndo),
        ErrorCode::UndoPending => lang.t(Ot::ErrUndoPending),
        ErrorCode::NoUndoPending => lang.t(Ot::ErrNoUndoPending),
        ErrorCode::BadRoom => lang.t(Ot::ErrBadRoom),
        ErrorCode::Unavailable => lang.t(Ot::ErrUnavailable),
        ErrorCode::BadName => lang.t(Ot::ErrBadName),
        ErrorCode::NameTaken => lang.t(Ot::ErrNameTaken),
        ErrorCode::Forbidden => lang.t(Ot::ErrForbidden),
        ErrorCode::Full => lang.t(Ot::ErrFull),
        ErrorCode::NotStarted => lang.t(Ot::ErrNotStarted),
        ErrorCode::TimeUp => lang.t(Ot::ErrTimeUp),
        ErrorCode::NoClaim => lang.t(Ot::ErrNoClaim),
        ErrorCode::NoRematch => lang.t(Ot::ErrNoRematch),
        ErrorCode::NotSignedIn => lang.t(Ot::ErrNotSignedIn),
        ErrorCode::HandleTaken => lang.t(Ot::ErrHandleTaken),
        ErrorCode::NoCeremony => lang.t(Ot::ErrNoCeremony),
        ErrorCode::PasskeyRefused => lang.t(Ot::ErrPasskeyRefused),
        ErrorCode::BadRecoveryCode => lang.t(Ot::ErrBadRecoveryCode),
        ErrorCode::BadSignInLink => lang.t(Ot::ErrBadSignInLink),
        ErrorCode::NoSuchPlayer => lang.t(Ot::ErrNoSuchPlayer),
        ErrorCode::NoSuchStudy => lang.t(Ot::ErrNoSuchStudy),
        ErrorCode::BadStudy => lang.t(Ot::ErrBadStudy),
        ErrorCode::NotYourStudy => lang.t(Ot::ErrNotYourStudy),
        ErrorCode::TooManyStudies => lang.t(Ot::ErrTooManyStudies),
    }
}

/// A quick message in the reader's language.
pub fn phrase_text(phrase: Phrase) -> Ot {
    match phrase {
        Phrase::Hello => Ot::SayHello,
        Phrase::GoodGame => Ot::SayGoodGame,
        Phrase::YourTurn => Ot::SayYourTurn,
        Phrase::OneMoment => Ot::SayOneMoment,
        Phrase::Thanks => Ot::SayThanks,
        Phrase::Oops => Ot::SayOops,
    }
}

/// "played by the computer for Anna".
pub fn stand_in_for(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Ot::StandInFor, name = name)
}

/// "The computer plays for Anna" (the turn line).
pub fn stand_in_turn(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Ot::StandInTurn, name = name)
}

/// "Anna wins: the other player left the table."
pub fn claimed_win(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Ot::ClaimedWin, name = name)
}

/// "Anna wants to play again."
pub fn rematch_offer(lang: Lang, names: &str) -> String {
    crate::tr!(lang, Ot::RematchOffer, names = names)
}

/// A room's clock in words: "No clock", "10 min + 5 s", "1 day per move".
pub fn clock_text(lang: Lang, clock: Clock) -> String {
    match clock {
        Clock::None => lang.t(Ct::ClockNone).to_string(),
        Clock::RealTime { minutes, increment } => format!("{minutes} min + {increment} s"),
        Clock::TurnBased { hours, bank_days } => {
            let span = if hours % 24 == 0 {
                days(lang, hours / 24)
            } else {
                format!("{hours} h")
            };
            let clock = crate::tr!(lang, Ct::PerMove, span = span);
            if bank_days == 0 {
                return clock;
            }
            let bank = days(lang, bank_days);
            crate::tr!(lang, Ct::WithBank, clock = clock, span = bank)
        }
    }
}

pub fn days(lang: Lang, n: u32) -> String {
    crate::trn!(lang, Ct::Days, n = n)
}

/// Time left on a clock: `4:07` under an hour, `2 h 05` under a day, else `3 d 4 h`.
pub fn time_left(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    match s {
        0..3600 => format!("{}:{:02}", s / 60, s % 60),
        3600..86_400 => format!("{} h {:02}", s / 3600, s % 3600 / 60),
        _ => format!("{} d {} h", s / 86_400, s % 86_400 / 3600),
    }
}

/// "waiting for 12 min" (how long an open table has waited).
pub fn waiting_since(lang: Lang, seconds: i64) -> String {
    let minutes = (seconds.max(0) / 60).max(1);
    let span = if minutes < 120 {
        format!("{minutes} min")
    } else {
        format!("{} h", minutes / 60)
    };
    crate::tr!(lang, Ot::WaitingSince, span = span)
}

/// "3 open tables" (said to screen readers as the list changes).
pub fn open_tables(lang: Lang, n: usize) -> String {
    crate::trn!(lang, Ot::OpenTables, n = n)
}

/// "1 of 3 seats taken".
pub fn seats_taken(lang: Lang, taken: usize, seats: usize) -> String {
    crate::tr!(lang, Ot::SeatsTaken, taken = taken, seats = seats)
}

/// "Waiting for Anna".
pub fn waiting_for(lang: Lang, name: &str) -> String {
    crate::tr!(lang, Ot::WaitingFor, name = name)
}

/// "The server keeps this game until 2026-12-24: download its record to keep it."
pub fn kept_until(lang: Lang, date: &str) -> String {
    crate::tr!(lang, Ot::KeptUntil, date = date)
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
    crate::tr!(lang, Ot::UndoQuestion, name = name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{assert_complete, Text};

    #[test]
    fn every_online_text_exists_in_every_language() {
        assert_complete::<Ot>();
        assert_complete::<Ct>();
    }

    #[test]
    fn clocks_and_times_are_written_short() {
        assert_eq!(time_left(0), "0:00");
        assert_eq!(time_left(61_001), "1:02");
        assert_eq!(time_left(3_600_000), "1 h 00");
        assert_eq!(time_left(90_061_000), "1 d 1 h");
        let real = Clock::RealTime {
            minutes: 10,
            increment: 5,
        };
        assert_eq!(clock_text(Lang::En, real), "10 min + 5 s");
        assert_eq!(
            clock_text(
                Lang::De,
                Clock::TurnBased {
                    hours: 48,
                    bank_days: 0
                }
            ),
            "2 Tage je Zug"
        );
        assert_eq!(
            clock_text(
                Lang::Hu,
                Clock::TurnBased {
                    hours: 12,
                    bank_days: 0
                }
            ),
            "12 h lépésenként"
        );
        let banked = Clock::TurnBased {
            hours: 24,
            bank_days: 7,
        };
        assert_eq!(clock_text(Lang::En, banked), "1 day per move, bank 7 days");
        assert_eq!(clock_text(Lang::De, banked), "1 Tag je Zug, Konto 7 Tage");
        assert_eq!(
            clock_text(Lang::Hu, banked),
            "1 nap lépésenként, tartalék 7 nap"
        );
        assert_eq!(waiting_since(Lang::En, 5), "waiting for 1 min");
        assert_eq!(seats_taken(Lang::Hu, 1, 3), "3 helyből 1 foglalt");
    }

    #[test]
    fn every_phrase_has_its_own_words() {
        for lang in Lang::ALL {
            let texts: std::collections::HashSet<&str> = Phrase::ALL
                .iter()
                .map(|&p| phrase_text(p).text(lang))
                .collect();
            assert_eq!(texts.len(), Phrase::ALL.len(), "{lang:?}");
        }
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
                codes.iter().map(|&c| error_text(lang, c)).collect();
            assert_eq!(texts.len(), codes.len(), "{lang:?}");
        }
    }
}
