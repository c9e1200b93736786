-- Issue 46: a signed-in person's vacation allowance is the person's, not each seat's. A
-- seat bound to an account (`seats.account`) takes its vacation from the account's days of
-- the UTC year (`used` of the site's `--vacation-days`), charged once per request however
-- many of the account's games it pauses; a seat of no account keeps its own count.
CREATE TABLE account_vacations (
    account TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    year BIGINT NOT NULL,
    used BIGINT NOT NULL,
    PRIMARY KEY (account, year)
);
