-- Issue 44, item 2: seats follow their account. `seats.account` is the account a seat
-- belongs to ('': none): set when a signed-in person makes or takes the seat, or bound
-- when a signed-in browser hands over the seat's token. `seat_keys` are a seat's other
-- keys: a token made for a signed-in browser that lacked the seat (only its SHA-256 is
-- kept), playing the seat as its own token does; a new seat link ends them all. A key
-- lives as long as the browser's session (`session`, its hash): signing out ends it.
-- `account_progress` is what an account has finished: `learn/<game>/<stage>` and
-- `puzzle/<game>/<id>`.
ALTER TABLE seats ADD COLUMN account TEXT NOT NULL DEFAULT '';
CREATE INDEX seats_account ON seats (account);
CREATE TABLE seat_keys (
    token_hash TEXT PRIMARY KEY,
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    session TEXT NOT NULL,
    created INTEGER NOT NULL
);
CREATE INDEX seat_keys_seat ON seat_keys (room, seat);
CREATE INDEX seat_keys_session ON seat_keys (session);
CREATE INDEX seat_keys_account ON seat_keys (account);
CREATE TABLE account_progress (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    item TEXT NOT NULL,
    PRIMARY KEY (account, item)
);
