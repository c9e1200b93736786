//! The editor page's words.

crate::texts! {
    /// A fixed string of the position editor.
    pub enum Ed {
    Title: "Set up a position", "Stellung aufbauen", "Állás felállítása";
    Intro: "Choose a piece, then click the places to put it on. The rules check the position as you go.",
        "Wähle einen Spielstein und klicke dann auf die Felder, auf die er soll. Die Regeln prüfen die Stellung bei jedem Schritt.",
        "Válassz egy bábut, majd kattints a helyekre, ahová tenni szeretnéd. A szabályok minden lépésnél ellenőrzik az állást.";
    Places: "Places", "Felder", "Helyek";
    Board: "The board", "Das Brett", "A tábla";
    Piece: "Piece to put", "Spielstein zum Setzen", "Lerakandó bábu";
    TakeAway: "Take away (empty place)", "Wegnehmen (leeres Feld)", "Levétel (üres hely)";
    Players: "Players", "Spieler", "Játékosok";
    ToMove: "To move", "Am Zug", "Soron következik";
    Counters: "Counts, scores and hands (as in the notation)", "Zähler, Punkte und Handkarten (wie in der Notation)", "Számlálók, pontok és kézben tartott lapok (mint a jelölésben)";
    StartPlayer: "Start player (a seat, from 0)", "Startspieler (ein Platz, ab 0)", "Kezdőjátékos (egy hely, 0-tól)";
    Scores: "Points per seat, joined by commas", "Punkte je Platz, durch Kommas getrennt", "Pontok helyenként, vesszővel elválasztva";
    Options: "Options (- for the usual rules, else key=value joined by commas)", "Optionen (- für die üblichen Regeln, sonst Schlüssel=Wert durch Kommas getrennt)", "Beállítások (- a szokásos szabályokhoz, különben kulcs=érték vesszővel elválasztva)";
    Stands: "This position can stand: play on from it or share it.",
        "Diese Stellung ist möglich: Spiele von hier aus weiter oder teile sie.",
        "Ez az állás lehetséges: játssz tovább innen, vagy oszd meg.";
    Broken: "This position cannot stand yet:", "Diese Stellung ist so noch nicht möglich:", "Ez az állás így még nem lehetséges:";
    LastGood: "The board shows the last position that could stand.",
        "Das Brett zeigt die letzte mögliche Stellung.",
        "A tábla az utolsó lehetséges állást mutatja.";
    Whole: "The position", "Die Stellung", "Az állás";
    Notation: "The position in notation", "Die Stellung in Notation", "Az állás jelöléssel";
    Apply: "Apply", "Übernehmen", "Alkalmaz";
    NewStart: "Start of a new game", "Anfang eines neuen Spiels", "Új játék kezdete";
    Link: "Link to this position", "Link zu dieser Stellung", "Hivatkozás erre az állásra";
    CopyLink: "Copy the link", "Link kopieren", "Hivatkozás másolása";
    Copied: "Link copied.", "Link kopiert.", "Hivatkozás kimásolva.";
    Play: "Play on from here", "Von hier aus weiterspielen", "Játék innen tovább";
    Opponent: "Who plays", "Wer spielt", "Ki játszik";
    AtThisTable: "Everyone at this table", "Alle an diesem Tisch", "Mindenki ennél az asztalnál";
    ComputerPlays: "The computer plays {name}", "Der Computer spielt {name}", "A számítógép játszik: {name}";
    Level: "The computer's level", "Stärke des Computers", "A számítógép szintje";
    Thinking: "The computer is thinking…", "Der Computer denkt nach …", "A számítógép gondolkodik…";
    ComputerFailed: "The computer could not move. {why}", "Der Computer konnte nicht ziehen. {why}", "A számítógép nem tudott lépni. {why}";
    Playing: "Playing on from the position you set up", "Weiterspielen von der aufgebauten Stellung", "Játék a felállított állásból";
    Back: "Back to the editor", "Zurück zum Editor", "Vissza a szerkesztőhöz";
    Undo: "Take back a move", "Zug zurücknehmen", "Lépés visszavonása";
    MovesMade: "Moves made", "Gespielte Züge", "Megtett lépések";
    Over: "The game is over.", "Das Spiel ist vorbei.", "A játék véget ért.";
    BadLink: "The position in this link cannot be read; the editor kept what it had. {why}",
        "Die Stellung in diesem Link ist nicht lesbar; der Editor hat behalten, was er hatte. {why}",
        "A hivatkozásban lévő állás nem olvasható; a szerkesztő megtartotta, ami nála volt. {why}";
    BadText: "The notation cannot be read; the position is unchanged. {why}",
        "Die Notation ist nicht lesbar; die Stellung bleibt, wie sie war. {why}",
        "A jelölés nem olvasható; az állás nem változott. {why}";
    CannotPlay: "This position cannot be played on. {why}",
        "Von dieser Stellung aus kann nicht gespielt werden. {why}",
        "Ebből az állásból nem lehet játszani. {why}";
    SavedGameBroken: "The game played on here before cannot be read; it is kept until the next one. {why}",
        "Das zuvor hier weitergespielte Spiel ist nicht lesbar; es bleibt bis zum nächsten erhalten. {why}",
        "Az itt korábban folytatott játszma nem olvasható; a következőig megmarad. {why}";
    Refused: "Not allowed:", "Nicht erlaubt:", "Nem szabályos:";
    Empty: "empty", "leer", "üres";
    PlaceSays: "{place}: {piece}", "{place}: {piece}", "{place}: {piece}";
    Close: "Close", "Schließen", "Bezárás";
    }
}
