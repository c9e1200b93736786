-- Rooms, their seats and their moves. A room's moves are keyed by (room, ply), so no two
-- writers can both store move n; `version` counts every change of the room (moves, undo,
-- seats) and guards each write against a stale picture of the room.
CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    undo TEXT,
    created INTEGER NOT NULL
);

CREATE TABLE seats (
    room TEXT NOT NULL REFERENCES rooms (id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    level TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    token_hash TEXT,
    PRIMARY KEY (room, seat)
);

CREATE TABLE moves (
    room TEXT NOT NULL REFERENCES rooms (id),
    ply INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (room, ply)
);

-- Open connections per server process, room and seat (-1: spectators); rows of a server
-- not seen for a while are ignored.
CREATE TABLE presence (
    server TEXT NOT NULL,
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    conns INTEGER NOT NULL,
    seen INTEGER NOT NULL,
    PRIMARY KEY (server, room, seat)
);
