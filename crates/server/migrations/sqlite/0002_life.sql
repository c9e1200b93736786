-- A room's life: its watch id (the spectators' link, which cannot take a seat), when it last
-- changed and when its game ended (0 while playing; NULL for rooms stored before this
-- column, until they are next loaded), which the sweep reads. Presence is read per room.
ALTER TABLE rooms ADD COLUMN watch TEXT;
ALTER TABLE rooms ADD COLUMN touched INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN ended INTEGER;
UPDATE rooms SET touched = created;
CREATE UNIQUE INDEX rooms_watch ON rooms (watch);
CREATE INDEX rooms_touched ON rooms (touched);
CREATE INDEX presence_room ON presence (room);
CREATE INDEX presence_seen ON presence (seen);
