//! The study pages' words.

crate::texts! {
    /// A fixed string of the study pages.
    pub enum St {
    Title: "Study", "Studie", "Tanulmány";
    Intro: "Tell a game move by move: chapters from a start or a set-up position, side lines, a comment and a drawing on every position. It is kept in this browser; share it as a link or a file.",
        "Erzähle ein Spiel Zug um Zug: Kapitel ab einem Anfang oder einer aufgebauten Stellung, Nebenvarianten, ein Kommentar und eine Zeichnung zu jeder Stellung. Sie bleibt in diesem Browser; teile sie als Link oder Datei.",
        "Mesélj el egy játszmát lépésről lépésre: fejezetek egy kezdésből vagy felállított állásból, mellékváltozatok, minden álláshoz megjegyzés és rajz. Ebben a böngészőben marad; oszd meg hivatkozásként vagy fájlként.";
    StudyTitle: "Title of the study", "Titel der Studie", "A tanulmány címe";
    Chapters: "Chapters", "Kapitel", "Fejezetek";
    Chapter: "Chapter {n}", "Kapitel {n}", "{n}. fejezet";
    ChapterTitle: "Title of this chapter", "Titel dieses Kapitels", "E fejezet címe";
    NewChapter: "New chapter", "Neues Kapitel", "Új fejezet";
    FromStart: "From a new game's start", "Ab dem Anfang eines neuen Spiels", "Egy új játék kezdetétől";
    FromEditor: "From the position in the editor", "Ab der Stellung im Editor", "A szerkesztőben lévő állástól";
    FromRecord: "From a game's record (file): its moves are the main line", "Aus der Aufzeichnung eines Spiels (Datei): ihre Züge sind die Hauptvariante", "Egy játszma lejegyzéséből (fájl): a lépései a fő változat";
    NoEditorPosition: "No position is set up in the editor yet.", "Im Editor ist noch keine Stellung aufgebaut.", "A szerkesztőben még nincs felállított állás.";
    RemoveChapter: "Remove this chapter", "Dieses Kapitel entfernen", "E fejezet törlése";
    ConfirmRemove: "Remove this chapter with all its moves and comments?", "Dieses Kapitel mit allen Zügen und Kommentaren entfernen?", "Törlöd ezt a fejezetet minden lépésével és megjegyzésével?";
    Empty: "This study has no chapter yet. Add one from a new game's start or from the position set up in the editor.",
        "Diese Studie hat noch kein Kapitel. Füge eines hinzu: ab dem Anfang eines neuen Spiels oder ab der im Editor aufgebauten Stellung.",
        "Ennek a tanulmánynak még nincs fejezete. Adj hozzá egyet egy új játék kezdetétől vagy a szerkesztőben felállított állástól.";
    Moves: "Moves", "Züge", "Lépések";
    StartPosition: "Start", "Anfang", "Kezdés";
    NoMoves: "No move yet: play one on the board or type it.", "Noch kein Zug: Spiele einen auf dem Brett oder tippe ihn ein.", "Még nincs lépés: lépj egyet a táblán, vagy írd be.";
    AtStart: "The chapter's start", "Anfang des Kapitels", "A fejezet kezdete";
    AfterMove: "After move {n}: {move}", "Nach Zug {n}: {move}", "A(z) {n}. lépés után: {move}";
    ToStart: "To the start", "Zum Anfang", "Az elejére";
    Back: "One move back", "Einen Zug zurück", "Egy lépéssel vissza";
    Forward: "One move on", "Einen Zug weiter", "Egy lépéssel tovább";
    Cut: "Take out this move and all after it", "Diesen Zug und alle folgenden herausnehmen", "E lépés és az utána következők törlése";
    Comment: "Comment", "Kommentar", "Megjegyzés";
    Share: "Keep and share", "Speichern und teilen", "Mentés és megosztás";
    Link: "Link to this study", "Link zu dieser Studie", "Hivatkozás erre a tanulmányra";
    CopyLink: "Copy the link", "Link kopieren", "Hivatkozás másolása";
    Copied: "Link copied.", "Link kopiert.", "Hivatkozás kimásolva.";
    TooLong: "This study is too long for a link: download it as a file and share that.",
        "Diese Studie ist zu lang für einen Link: Lade sie als Datei herunter und teile diese.",
        "Ez a tanulmány túl hosszú egy hivatkozáshoz: töltsd le fájlként, és azt oszd meg.";
    Download: "Download the study (file)", "Studie herunterladen (Datei)", "A tanulmány letöltése (fájl)";
    Import: "Open a study file", "Studiendatei öffnen", "Tanulmányfájl megnyitása";
    Embed: "Embed on a site", "Auf einer Website einbetten", "Beágyazás egy weboldalba";
    Unreadable: "This study cannot be opened; the one here stays. {why}", "Diese Studie lässt sich nicht öffnen; die hiesige bleibt. {why}", "Ez a tanulmány nem nyitható meg; az itteni megmarad. {why}";
    BadRecord: "This game record cannot be made a chapter; nothing is added. {why}", "Aus dieser Aufzeichnung lässt sich kein Kapitel machen; nichts wird hinzugefügt. {why}", "Ebből a lejegyzésből nem lehet fejezet; semmi sem került hozzá. {why}";
    BadStart: "A chapter cannot start there. {why}", "Ein Kapitel kann dort nicht beginnen. {why}", "Innen nem kezdődhet fejezet. {why}";
    Refused: "Not allowed here:", "Hier nicht erlaubt:", "Itt nem szabályos:";
    Full: "The study is full: {what}. Nothing was added.", "Die Studie ist voll: {what}. Nichts wurde hinzugefügt.", "A tanulmány megtelt: {what}. Semmi sem került bele.";
    FullChapters: "at most {n} chapters", "höchstens {n} Kapitel", "legfeljebb {n} fejezet";
    FullMoves: "at most {n} moves a chapter", "höchstens {n} Züge je Kapitel", "fejezetenként legfeljebb {n} lépés";
    FullOther: "a limit of the study", "eine Grenze der Studie", "a tanulmány egy korlátja";
    MakeStudy: "Start a study from this position", "Eine Studie ab dieser Stellung beginnen", "Tanulmány indítása ebből az állásból";
    Studies: "Study", "Studie", "Tanulmány";
    Previous: "Previous", "Zurück", "Előző";
    Next: "Next", "Weiter", "Következő";
    StepOf: "Step {n} of {total}", "Schritt {n} von {total}", "{n}. lépés / {total}";
    NotOnServer: "The study of this address could not be opened from the server: its author may have deleted it, the address may be wrong, or the server cannot be reached now.",
        "Die Studie dieser Adresse ließ sich nicht vom Server öffnen: Vielleicht hat ihr Autor sie gelöscht, die Adresse ist falsch, oder der Server ist gerade nicht erreichbar.",
        "E cím tanulmányát nem sikerült megnyitni a szerverről: lehet, hogy a szerzője törölte, hibás a cím, vagy a szerver most nem érhető el.";
    SavedBy: "Saved on the server by {author}.", "Auf dem Server gespeichert von {author}.", "{author} mentette a szerverre.";
    SaveOnServer: "Save it on the server (with an account)", "Auf dem Server speichern (mit Konto)", "Mentés a szerverre (fiókkal)";
    NoStudy: "There is no study in this address. Make one at {path}.", "Diese Adresse enthält keine Studie. Erstelle eine unter {path}.", "Ez a cím nem tartalmaz tanulmányt. Készíts egyet itt: {path}.";
    }
}
