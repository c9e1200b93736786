-- Issue 44, item 3: ratings (docs/ratings.md). `rooms.rated`: the room's end changes its
-- players' ratings (indexed for the catch-up of ends nobody rated). `ratings` is one
-- Weng-Lin rating (mu, sigma) per account and game over every table size, with its rated
-- games played and won and when it last changed (seconds since 1970). `rating_history` is
-- each rated game's result for each account: the shown rating after it and whether it was
-- still provisional. `rated_games` claims a room's rating: the transaction that changes
-- the ratings first inserts the room here, so a second process seeing the same end inserts
-- nothing and changes nothing. An account's ratings and history go with it.
ALTER TABLE rooms ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
CREATE INDEX rooms_rated ON rooms (rated, ended);
CREATE TABLE ratings (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL DEFAULT 0,
    wins BIGINT NOT NULL DEFAULT 0,
    updated BIGINT NOT NULL,
    PRIMARY KEY (account, game)
);
CREATE INDEX ratings_board ON ratings (game, updated);
CREATE TABLE rating_history (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    room TEXT NOT NULL,
    at BIGINT NOT NULL,
    rating BIGINT NOT NULL,
    provisional BIGINT NOT NULL,
    PRIMARY KEY (account, room)
);
CREATE INDEX rating_history_game ON rating_history (account, game, at);
CREATE TABLE rated_games (
    room TEXT PRIMARY KEY,
    at BIGINT NOT NULL
);
