-- What a member session may do: 'full', or 'withdrawOnly' for a player who logs in during a
-- time-out or self-exclusion (the balance can still be withdrawn; nothing else is open).
ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'full' CHECK (kind IN ('full', 'withdrawOnly'));
