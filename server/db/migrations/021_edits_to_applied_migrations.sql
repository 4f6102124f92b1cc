-- Five migrations were edited after databases had applied them (005, 006, 009, 011, 012), so a
-- database migrated before those edits misses them. This brings such a database to today's schema;
-- on a database that ran the edited files every statement finds its work done and changes nothing.

-- 005: deposits and withdrawals are listed per member by id, not by time.
DROP INDEX IF EXISTS deposits_member_time;

CREATE INDEX IF NOT EXISTS deposits_member_id ON deposits (member_id, id DESC);

DROP INDEX IF EXISTS withdrawals_member_time;

CREATE INDEX IF NOT EXISTS withdrawals_member_id ON withdrawals (member_id, id DESC);

-- 006: game search reads a lower-case copy of the name under a trigram index; abuse limits and expired captchas.
ALTER TABLE games ADD COLUMN IF NOT EXISTS search_name TEXT GENERATED ALWAYS AS (lower(game_name)) STORED;

DROP INDEX IF EXISTS games_name_trigram;

CREATE INDEX IF NOT EXISTS games_search_name_trigram ON games USING gin (search_name gin_trgm_ops);

CREATE TABLE IF NOT EXISTS rate_events (
  id BIGSERIAL PRIMARY KEY,
  bucket TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS rate_events_bucket ON rate_events (bucket, at);

CREATE INDEX IF NOT EXISTS captchas_expiry ON captchas (expires_at);

ANALYZE games;

-- 009: the security centre's proven mobile number and e-mail address, e-mailed codes and head icons.
ALTER TABLE members ADD COLUMN IF NOT EXISTS mobile_verified_at TIMESTAMPTZ;

ALTER TABLE members ADD COLUMN IF NOT EXISTS email_verified_at TIMESTAMPTZ;

CREATE TABLE IF NOT EXISTS email_bind_codes (
  member_id INT PRIMARY KEY REFERENCES members (id),
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INT NOT NULL DEFAULT 0,
  expires_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS head_icons (
  name TEXT PRIMARY KEY,
  member_id INT NOT NULL REFERENCES members (id),
  bytes BYTEA NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- 011: feedback from members with its images.
CREATE TABLE IF NOT EXISTS feedback (
  id BIGSERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  type TEXT NOT NULL CHECK (type IN ('SUGGESTION', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'OTHER')),
  content TEXT NOT NULL,
  idem_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  reply TEXT,
  replied_at TIMESTAMPTZ,
  replied_by INTEGER REFERENCES support_staff(id),
  UNIQUE (member_id, idem_key)
);

CREATE TABLE IF NOT EXISTS feedback_images (
  key TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  feedback_id BIGINT REFERENCES feedback(id),
  position INTEGER NOT NULL DEFAULT 0,
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BYTEA NOT NULL,
  idem_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, idem_key)
);

CREATE INDEX IF NOT EXISTS feedback_member ON feedback (member_id, id DESC);

-- 012: everyone below each agent at every level, filled from the upline links the database already has.
CREATE TABLE IF NOT EXISTS agent_team (
  agent_id INTEGER NOT NULL REFERENCES members(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  level SMALLINT NOT NULL CHECK (level >= 1),
  joined_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (agent_id, member_id)
);

CREATE INDEX IF NOT EXISTS agent_team_newest ON agent_team (agent_id, joined_at DESC, member_id DESC);

CREATE INDEX IF NOT EXISTS agent_team_member ON agent_team (member_id);

INSERT INTO agent_team (agent_id, member_id, level, joined_at)
WITH RECURSIVE chain (member_id, agent_id, level) AS (
  SELECT id, upline_id, 1 FROM members WHERE upline_id IS NOT NULL
  UNION ALL
  SELECT c.member_id, m.upline_id, c.level + 1 FROM chain c JOIN members m ON m.id = c.agent_id
  WHERE m.upline_id IS NOT NULL AND c.level < 12
)
SELECT c.agent_id, c.member_id, c.level, m.created_at FROM chain c JOIN members m ON m.id = c.member_id
ON CONFLICT DO NOTHING;

DROP INDEX IF EXISTS members_upline_created;
