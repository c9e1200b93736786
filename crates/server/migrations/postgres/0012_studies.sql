-- Issue 45: studies saved on the server under their author. `body` is the study file's
-- JSON as the server wrote it again after reading it (`rules::Study::to_json`: compact,
-- every move replayed), never the text a client sent; `bytes` is its length, `title` the
-- study's title and `game` its chapters' one game, kept beside it so that an account's
-- list reads no study. `id` is 16 random base64url characters (the address's `saved=`),
-- `account` the author's id. Times are seconds since 1970; `updated` moves forward with
-- every change. An account keeps `online::limits::STUDIES_PER_ACCOUNT` studies and
-- `STUDY_BYTES_PER_ACCOUNT` bytes of them at most; they are deleted with it.
CREATE TABLE studies (
    id TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    bytes BIGINT NOT NULL,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL
);
CREATE INDEX studies_account ON studies (account, updated);
