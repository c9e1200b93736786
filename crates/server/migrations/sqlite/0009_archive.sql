-- Issue 44, item 5: every finished listed (or rated) game findable. `archive` is one row a
-- finished game, written once by the archiver after its end (any process; the first
-- insert wins): its record as a link code (`rules::link`, the seed revealed, as the
-- finished record is public), its winners (seats, comma-separated; '': a draw) and its
-- number of moves. `archive_seats` is who sat where: the name as shown and its key
-- (`names::key`), the account ('': none), a computer, whether the seat won, and
-- `deleted` once its account was deleted (the name is then blanked). An archived room
-- is never swept.
CREATE TABLE archive (
    room TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    ended INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    link TEXT NOT NULL,
    winners TEXT NOT NULL
);
CREATE INDEX archive_ended ON archive (ended);
CREATE INDEX archive_game ON archive (game, ended);
CREATE TABLE archive_seats (
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    account TEXT NOT NULL,
    computer INTEGER NOT NULL,
    won INTEGER NOT NULL,
    deleted INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (room, seat)
);
CREATE INDEX archive_seats_key ON archive_seats (name_key);
CREATE INDEX archive_seats_account ON archive_seats (account);
