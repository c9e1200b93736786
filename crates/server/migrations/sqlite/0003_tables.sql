-- Issue 27, tables that stay alive. A room may be listed in the lobby, has a clock
-- (JSON, online::Clock) and a level at which the computer stands in for absent people.
-- `to_move` is the seat to move (-1: none; kept so that a device's list of rooms needs no
-- replay); `turn_started` when the current turn began and `deadline` when the running
-- clock runs out (milliseconds since 1970; 0: no clock runs). `alarm` is when the server
-- must next look at the room (a deadline, or an absence to check; 0: never), which the
-- clock check reads by its index. `claimed` is the seat that claimed the win (-1: none),
-- `rematch` the play-again offer (JSON). A seat may be stood in for by the computer, has
-- a real-time clock's time left, and `left_at`: when its last connection closed.
ALTER TABLE rooms ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN clock TEXT NOT NULL DEFAULT '{"kind":"none"}';
ALTER TABLE rooms ADD COLUMN stand_in TEXT NOT NULL DEFAULT 'medium';
ALTER TABLE rooms ADD COLUMN to_move INTEGER NOT NULL DEFAULT -1;
ALTER TABLE rooms ADD COLUMN turn_started INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN deadline INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN alarm INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN claimed INTEGER NOT NULL DEFAULT -1;
ALTER TABLE rooms ADD COLUMN rematch TEXT;
ALTER TABLE seats ADD COLUMN stand_in INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN remaining INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN left_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX rooms_alarm ON rooms (alarm);
CREATE INDEX rooms_listed ON rooms (listed, created);
