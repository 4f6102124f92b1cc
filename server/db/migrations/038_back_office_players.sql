-- The back office's players room: a lock staff put on a player (the account's 'disabled' status, which login
-- and every session already refuse) with when, by whom and why; the device each session signed in from;
-- notes between staff about a player; and the indexes a search by username prefix or mobile number reads.
ALTER TABLE members
  ADD COLUMN locked_at TIMESTAMPTZ,
  ADD COLUMN locked_by TEXT,
  ADD COLUMN lock_reason TEXT;

-- How the session's device named itself at sign-in ("Chrome · Android"); older sessions have none.
ALTER TABLE sessions ADD COLUMN device TEXT;

-- Live sessions of one member, read by the players room and ended together.
CREATE INDEX sessions_member_live ON sessions (member_id) WHERE revoked_at IS NULL;

CREATE INDEX members_username_prefix ON members (username_key text_pattern_ops);
CREATE INDEX members_mobile_num ON members (mobile_num) WHERE mobile_num IS NOT NULL;

-- Notes staff leave about a player for one another: shown as text, never acted on.
CREATE TABLE player_notes (
  id BIGSERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  staff_id INTEGER REFERENCES support_staff (id),
  staff_username TEXT NOT NULL,
  text TEXT NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1000),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX player_notes_member ON player_notes (member_id, id DESC);
