-- Issue 44, accounts with passkeys. Every secret a client holds (a session id, a ceremony
-- id, a recovery code, a sign-in link's token) is stored only as its SHA-256, hex. Times are
-- seconds since 1970. `accounts.id` is the WebAuthn user handle (a random UUID, text);
-- `handle_key` is the handle's key (`names::key`: case-folded confusable skeleton), unique.
-- `passkeys.passkey` is webauthn-rs's `Passkey` as JSON (the public key and its counter).
-- `ceremonies` are passkey ceremonies begun and not yet finished: `kind` is `sign_up`,
-- `sign_in` or `add_passkey`, `state` webauthn-rs's state as JSON, deleted when finished
-- or expired. `recovery_codes.used` and `sign_in_links.used`: when it was used (0: not yet).
CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    handle TEXT NOT NULL,
    handle_key TEXT NOT NULL UNIQUE,
    created INTEGER NOT NULL
);
CREATE TABLE passkeys (
    cred_id TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    passkey TEXT NOT NULL,
    created INTEGER NOT NULL,
    used INTEGER NOT NULL
);
CREATE INDEX passkeys_account ON passkeys (account);
CREATE TABLE sessions (
    id_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created INTEGER NOT NULL,
    seen INTEGER NOT NULL,
    expires INTEGER NOT NULL
);
CREATE INDEX sessions_account ON sessions (account);
CREATE INDEX sessions_expires ON sessions (expires);
CREATE TABLE ceremonies (
    id_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    account TEXT NOT NULL,
    handle TEXT NOT NULL,
    state TEXT NOT NULL,
    expires INTEGER NOT NULL
);
CREATE INDEX ceremonies_expires ON ceremonies (expires);
CREATE TABLE recovery_codes (
    code_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recovery_codes_account ON recovery_codes (account);
CREATE TABLE sign_in_links (
    token_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    expires INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sign_in_links_account ON sign_in_links (account);
CREATE INDEX sign_in_links_expires ON sign_in_links (expires);
