-- Issue 46, a time bank and a vacation. A turn-based clock's bank of days is kept per seat
-- in `seats.remaining` (milliseconds left, as a real-time clock's time). A seat may take a
-- vacation: its clock is paused until `vacation_until` (milliseconds since 1970; 0: none),
-- and `vacation_used` days of the year `vacation_year` (UTC) are spent of the site's
-- yearly allowance (`--vacation-days`).
ALTER TABLE seats ADD COLUMN vacation_until INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN vacation_year INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN vacation_used INTEGER NOT NULL DEFAULT 0;
