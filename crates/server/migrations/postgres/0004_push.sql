-- Issue 46, Web Push per seat. `push_keys` holds the server's VAPID key pair (one row, id 1:
-- the P-256 private scalar, base64url), made on first start. `push_subs` is a browser's
-- push subscription for one seat: kept with the hash of the seat token it was made with,
-- so a seat link made anew stops the pushes of the old one. `push_outbox` holds the pushes
-- to send, one row per subscription, written in the transaction of the change that causes
-- them: `facts` (JSON) is what the push says, `due` when it may go (milliseconds since
-- 1970), `tries` the failed sends so far; a sender claims a row by setting `claimed_by` and
-- `claimed_until`. A sent "your turn" row stays (`sent = 1`) until its seat moves: the one
-- unread "your turn" of the seat.
CREATE TABLE push_keys (
    id BIGINT PRIMARY KEY,
    secret TEXT NOT NULL
);
CREATE TABLE push_subs (
    id BIGSERIAL PRIMARY KEY,
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    token_hash TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    lang TEXT NOT NULL,
    created BIGINT NOT NULL,
    UNIQUE (room, seat, endpoint)
);
CREATE TABLE push_outbox (
    id BIGSERIAL PRIMARY KEY,
    sub BIGINT NOT NULL,
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    kind TEXT NOT NULL,
    facts TEXT NOT NULL,
    due BIGINT NOT NULL,
    tries BIGINT NOT NULL DEFAULT 0,
    sent BIGINT NOT NULL DEFAULT 0,
    claimed_by TEXT NOT NULL DEFAULT '',
    claimed_until BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX push_outbox_due ON push_outbox (sent, due);
CREATE INDEX push_outbox_seat ON push_outbox (room, seat, kind);
CREATE INDEX push_outbox_sub ON push_outbox (sub);
