-- Rooms, their seats and their moves. A room's moves are keyed by (room, ply), so no two
-- writers can both store move n; `version` counts every change of the room (moves, undo,
-- seats) and guards each write against a stale picture of the room.
CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players BIGINT NOT NULL,
    options TEXT NOT NULL,
    seed BIGINT NOT NULL,
    version BIGINT NOT NULL DEFAULT 0,
    undo TEXT,
    created BIGINT NOT NULL
);

CREATE TABLE seats (
    room TEXT NOT NULL REFERENCES rooms (id),
    seat BIGINT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL DEFAULT '',
    token_hash TEXT,
    PRIMARY KEY (room, seat)
);

CREATE TABLE moves (
    room TEXT NOT NULL REFERENCES rooms (id),
    ply BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (room, ply)
);

-- Open connections per server process, room and seat (-1: spectators); rows of a server
-- not seen for a while are ignored.
CREATE TABLE presence (
    server TEXT NOT NULL,
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    conns BIGINT NOT NULL,
    seen BIGINT NOT NULL,
    PRIMARY KEY (server, room, seat)
);
