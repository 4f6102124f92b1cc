-- Player protection: each member's settings (the row deposits and bets lock while a limit is checked),
-- their limits with any raise waiting for confirmation, reality checks per session, and the history
-- of every change. Times here are the protection clock's.
CREATE TABLE protection_settings (
  member_id INTEGER PRIMARY KEY REFERENCES members(id),
  reality_check_seconds INTEGER CHECK (reality_check_seconds IS NULL OR reality_check_seconds > 0),
  break_period TEXT,
  break_started_at TIMESTAMPTZ,
  break_ends_at TIMESTAMPTZ,
  session_blocked_until TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE protection_limits (
  member_id INTEGER NOT NULL REFERENCES members(id),
  limit_key TEXT NOT NULL,
  value BIGINT CHECK (value IS NULL OR value > 0),
  pending BOOLEAN NOT NULL DEFAULT false,
  pending_value BIGINT CHECK (pending_value IS NULL OR pending_value > 0),
  pending_confirmable_at TIMESTAMPTZ,
  PRIMARY KEY (member_id, limit_key)
);

CREATE TABLE protection_sessions (
  session_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  play_started_at TIMESTAMPTZ NOT NULL,
  last_check_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE protection_history (
  id BIGSERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  at TIMESTAMPTZ NOT NULL,
  action TEXT NOT NULL,
  subject TEXT,
  value TEXT,
  previous TEXT
);

CREATE INDEX protection_history_member ON protection_history (member_id, id DESC);
