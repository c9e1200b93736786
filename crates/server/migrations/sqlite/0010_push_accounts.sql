-- Issue 46 with issue 44: a browser's push subscription for every seat of an account
-- (`account` set, `room` '', `seat` -1, `token_hash` ''): the outbox gives it the pushes of
-- every seat bound to the account, seats made or bound later too, unless the same browser
-- has a subscription for that seat of its own.
ALTER TABLE push_subs ADD COLUMN account TEXT NOT NULL DEFAULT '';
CREATE INDEX push_subs_account ON push_subs (account);
